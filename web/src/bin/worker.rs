use gloo::worker::Registrable;

fn main() {
    castlab_web::agent::Engine::registrar().register();
}
