fn main() {
    yew::Renderer::<castlab_web::App>::new().render();
}
