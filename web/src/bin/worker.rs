use wasm_bindgen::prelude::*;

/// The browser benchmark's entry (`tests/bench/bench-worker.js`), exported
/// by the worker only, so the app's wasm does not carry it.
#[wasm_bindgen]
pub fn castlab_bench(task: &str, dims: &str, runs: u32) -> String {
    castlab_web::bench::castlab_bench(task, dims, runs)
}

fn main() {
    castlab_web::agent::serve();
}
