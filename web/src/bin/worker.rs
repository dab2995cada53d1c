fn main() {
    castlab_web::agent::serve();
}
