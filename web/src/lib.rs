//! castlab in the browser: a Yew app (this library) and the Web Worker that
//! runs the core (`agent`), one wasm module whose `bin/app.rs` starts the
//! app on the page and the worker elsewhere (`spawn`); the two talk through
//! [`protocol`].
//!
//! The page never computes a map or a schedule on the main thread: it parses
//! the URL with the core's permalink grammar, keeps the state in a reducer
//! (`state`), shows it in the room of its network family (`pages`) and asks
//! the worker for [`castlab_core::eval`] reports, which are the same ones
//! `castlab eval` prints.

#![forbid(unsafe_code)]

pub mod agent;
mod app;
pub mod bench;
mod bridge;
mod colors;
mod components;
pub mod crash;
mod download;
mod hooks;
pub mod l10n;
mod layout;
mod pages;
mod pen;
mod pool;
pub mod protocol;
mod run;
mod session;
mod shared;
mod spawn;
mod state;
mod statement;
mod wire;
mod words;

pub use app::App;

/// The URL fragment that makes the page panic once it has rendered, so the
/// error panel stays under test (see `docs/robustness.md`).
pub const PANIC_TEST_FRAGMENT: &str = "#castlab-panic-test";

/// The page's entry point: the panic hook, then the app.
pub fn start() {
    // The app's start on the performance timeline, for the first-visit
    // benchmark (the worker should have started before it).
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark("castlab:app-start");
    }
    crash::install(|message| crash::show_panel(&message));
    // Yew replaces the process's hook with its own unless given one.
    yew::set_custom_panic_hook(crash::hook());
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    wasm_bindgen_futures::spawn_local(async move {
        // The words first (they are fetched beside the wasm), then the app.
        l10n::load(&l10n::chosen(&search)).await;
        // index.html's loading note gives way to the app.
        if let Some(loading) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("loading"))
        {
            loading.remove();
        }
        yew::Renderer::<App>::new().render();
        let fragment = web_sys::window().and_then(|w| w.location().hash().ok());
        if fragment.as_deref() == Some(PANIC_TEST_FRAGMENT) {
            gloo::timers::callback::Timeout::new(0, || {
                panic!("a deliberate panic ({PANIC_TEST_FRAGMENT})")
            })
            .forget();
        }
    });
    register_service_worker();
}

/// Registers `sw.js` (written by the build, see `xtask/src/post_build.rs`),
/// so a visited site keeps working offline. Where service workers are not
/// offered (plain http on another host, some private modes) the page works
/// as before.
fn register_service_worker() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        return;
    }
    let registration = navigator.service_worker().register("./sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        // A refusal (say, no sw.js under `trunk serve`) costs only offline use.
        let _ = wasm_bindgen_futures::JsFuture::from(registration).await;
    });
}
