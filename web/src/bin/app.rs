//! castlab's one wasm module: the app on the page, the worker elsewhere.
//!
//! The page and its workers run this same module (`web/src/spawn.rs`), so
//! the site is downloaded and compiled once: `main` starts the app where
//! there is a window and serves as the worker where there is none.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The browser benchmark's entry (`tests/bench/bench-worker.js`).
#[wasm_bindgen]
pub fn castlab_bench(task: &str, dims: &str, runs: u32) -> String {
    castlab_web::bench::castlab_bench(task, dims, runs)
}

/// How many times this instance has parsed the certificate tables (once
/// at first use): the browser benchmark reads it around renders.
#[wasm_bindgen]
pub fn certificate_parses() -> u32 {
    castlab_core::certified::parses()
}

fn main() {
    if js_sys::global().is_instance_of::<web_sys::Window>() {
        castlab_web::start();
    } else {
        castlab_web::agent::serve();
    }
}
