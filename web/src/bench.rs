//! The browser benchmark's entry point: the core's map computations run in
//! wasm, timed with `performance.now()`, for `tests/bench/browser.mjs`
//! (`cargo xtask bench`). The same functions as the native criterion
//! benches, so their medians can be compared as a wasm/native ratio.

use castlab_core::eval::{Analysis, map_report};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::mesh::{cube_of, paper, recursive};
use castlab_core::msn::Msn;
use castlab_core::orderly::symmetry::grid_automorphisms;
use castlab_core::orderly::{broadcast_times, orderings};
use wasm_bindgen::prelude::*;

fn sides(dims: &str) -> Option<Vec<u32>> {
    dims.split('x').map(|s| s.parse().ok()).collect()
}

/// Runs `task` once on `dims` and returns a checksum of its result, so the
/// work cannot be optimised away and runs can be compared.
fn run(task: &str, dims: &[u32]) -> Result<u64, String> {
    let grid = |torus: bool| Grid::new(dims, torus).map_err(|e| e.to_string());
    let sum = |v: Vec<u64>| v.iter().sum::<u64>();
    Ok(match task {
        "tcd-paper" => sum(paper::tcd_map(
            cube_of(&grid(false)?).map_err(|e| e.to_string())?,
        )),
        "tcd-recursive" => sum(recursive::tcd_map(&grid(false)?).map_err(|e| e.to_string())?),
        // What the worker computes for view=tcd: every map of the grid, and
        // the report it sends.
        "tcd-analysis" => {
            let g = grid(false)?;
            let link = format!("v=1&dims={}", castlab_core::permalink::dims_text(&g));
            let report = map_report(
                &Analysis::new(&g),
                &castlab_core::permalink::parse(&link).query,
            );
            report.map_max
        }
        "orderly-all" | "orderly-all-no-symmetry" => {
            let g = grid(true)?;
            let ord = orderings::pi(&g).map_err(|e| e.to_string())?;
            let autos = if task == "orderly-all" {
                grid_automorphisms(&g, &ord)
            } else {
                Vec::new()
            };
            let all = broadcast_times(&ord, &autos, Some(&g));
            all.times.iter().map(|&t| u64::from(t)).sum()
        }
        "msn-mean-distance" => {
            let [x, y] = dims else {
                return Err("an MSN has two sides".into());
            };
            let msn = Msn::new(*x, *y).map_err(|e| e.to_string())?;
            msn.distances(NodeId::new(0))
                .iter()
                .map(|&d| u64::from(d))
                .sum()
        }
        _ => return Err(format!("no task {task:?}")),
    })
}

fn now() -> f64 {
    js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| p.dyn_into::<web_sys::Performance>().ok())
        .map_or(0.0, |p| p.now())
}

/// The size of this instance's wasm memory.
fn memory_bytes() -> f64 {
    wasm_bindgen::memory()
        .dyn_into::<js_sys::WebAssembly::Memory>()
        .map_or(0.0, |m| {
            m.buffer()
                .dyn_into::<js_sys::ArrayBuffer>()
                .map_or(0.0, |b| f64::from(b.byte_length()))
        })
}

/// `runs` timed runs of `task` on `dims` (like `1024x1024`), as JSON:
/// every run's milliseconds, their median, the checksum, and the bytes of
/// wasm memory afterwards (memory never shrinks, so in a fresh instance
/// this is the peak). `bin/app.rs` exports it for `tests/bench/bench-worker.js`.
pub fn castlab_bench(task: &str, dims: &str, runs: u32) -> String {
    let Some(sides) = sides(dims) else {
        return serde_json::json!({ "task": task, "dims": dims, "error": "bad dims" }).to_string();
    };
    let memory_before = memory_bytes();
    let mut times = Vec::new();
    let mut checksum = 0;
    for _ in 0..runs.clamp(1, 50) {
        let start = now();
        match run(task, &sides) {
            Ok(c) => checksum = c,
            Err(error) => {
                return serde_json::json!({ "task": task, "dims": dims, "error": error })
                    .to_string();
            }
        }
        times.push(now() - start);
    }
    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    let memory = memory_bytes();
    serde_json::json!({
        "task": task,
        "dims": dims,
        "nodes": sides.iter().map(|&s| u64::from(s)).product::<u64>(),
        "runs_ms": times,
        "median_ms": sorted[sorted.len() / 2],
        "checksum": checksum,
        "memory_bytes": memory,
        "memory_before_bytes": memory_before,
    })
    .to_string()
}
