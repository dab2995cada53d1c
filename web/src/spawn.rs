//! Starting a worker: every worker runs the page's own wasm module.
//!
//! The site ships one module. The page downloads and compiles it once; a
//! worker (the page's, or a helper the worker starts) imports the same
//! glue and is sent the compiled module as its first message, which the
//! loader `xtask/src/post_build.rs::worker_loader` waits for. Its `main`
//! finds no window and serves as the worker (`web/src/bin/app.rs`).

use wasm_bindgen::JsValue;
use web_sys::{Worker, WorkerOptions, WorkerType};

/// A module worker from the loader at `url`, already sent the module.
pub fn worker(url: &str) -> Result<Worker, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(url, &options)?;
    send_module(&worker)?;
    Ok(worker)
}

/// Sends `worker` (started by a loader) this instance's compiled module.
pub fn send_module(worker: &Worker) -> Result<(), JsValue> {
    let message = js_sys::Object::new();
    js_sys::Reflect::set(&message, &"castlabModule".into(), &wasm_bindgen::module())?;
    // The words this instance speaks, so the worker's JSON (downloads, the
    // embed API) carries the same sentences (`crate::l10n::adopt`).
    if let Some(words) = crate::l10n::handed_on() {
        js_sys::Reflect::set(&message, &"castlabWords".into(), &words)?;
    }
    worker.post_message(&message)
}
