fn main() {
    castlab_web::start();
}
