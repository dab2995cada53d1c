//! Peak heap of each map computation, in bytes per node, natively: the
//! allocator counts every byte the computation holds at once. Prints one
//! JSON object per line; `cargo xtask bench` puts them in BENCHMARKS.md
//! beside the browser's wasm memory for the same computations.
//!
//! `cargo bench -p castlab-core --bench memory`

use std::hint::black_box;

use castlab_core::eval::{
    Analysis, OrderlyAnalysis, classical_every_originator, classical_report, map_report,
};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::mesh::{cube_of, paper, recursive};
use castlab_core::msn::Msn;
use castlab_core::orderly::messy::{Messy, messy_distribution};
use castlab_core::orderly::symmetry::grid_automorphisms;
use castlab_core::orderly::{Vertex, broadcast_times, orderings};
use castlab_core::permalink::{self, Algo};
use castlab_core::topology::GraphFamily;
use peak_alloc::PeakAlloc;

#[global_allocator]
static HEAP: PeakAlloc = PeakAlloc;

fn measure(task: &str, dims: &str, work: impl FnOnce()) {
    let nodes: usize = dims
        .split('x')
        .map(|s| s.parse::<usize>().unwrap())
        .product();
    measure_on(task, dims, nodes, work);
}

/// [`measure`] on a network named by `label` ("Q_20") with `nodes` vertices.
fn measure_on(task: &str, dims: &str, nodes: usize, work: impl FnOnce()) {
    HEAP.reset_peak_usage();
    let base = HEAP.current_usage();
    work();
    let peak = HEAP.peak_usage().saturating_sub(base);
    println!(
        "{{\"task\":\"{task}\",\"dims\":\"{dims}\",\"nodes\":{nodes},\"peak_bytes\":{peak},\"bytes_per_node\":{:.1}}}",
        peak as f64 / nodes as f64
    );
}

fn sides(dims: &str) -> Vec<u32> {
    dims.split('x').map(|s| s.parse().unwrap()).collect()
}

fn main() {
    // `cargo bench` passes --bench; there is nothing to filter.
    for dims in ["256x256", "1024x1024", "64x64x64"] {
        let grid = Grid::mesh(&sides(dims)).unwrap();
        measure("tcd-paper", dims, || {
            black_box(paper::tcd_map(cube_of(&grid).unwrap()));
        });
        measure("tcd-recursive", dims, || {
            black_box(recursive::tcd_map(&grid).unwrap());
        });
        // What the worker computes for view=tcd: every map of the grid and
        // the report it sends.
        measure("tcd-analysis", dims, || {
            let analysis = Analysis::new(&grid);
            let query = permalink::parse(&format!("v=1&dims={dims}")).query;
            black_box(map_report(&analysis, &query));
        });
    }
    for dims in ["64x64", "128x128", "127x127"] {
        let grid = Grid::torus(&sides(dims)).unwrap();
        let ord = orderings::pi(&grid).unwrap();
        measure("orderly-all", dims, || {
            let autos = grid_automorphisms(&grid, &ord);
            black_box(broadcast_times(&ord, &autos, Some(&grid)));
        });
    }
    families();
    for dims in ["64x64", "256x256", "512x512"] {
        let s = sides(dims);
        let msn = Msn::new(s[0], s[1]).unwrap();
        measure("msn-mean-distance", dims, || {
            black_box(
                msn.distances(NodeId::new(0))
                    .iter()
                    .map(|&d| u64::from(d))
                    .sum::<u64>(),
            );
        });
    }
}

/// The protocol families at issue 54's sizes: every originator's classical
/// time on Q_20, every originator's b^Π on Q_16 and BF(10), the classical
/// view's report on Q_16, and 100 messy trials on Q_16 (with the ordering's
/// build, and each model without it).
fn families() {
    let q20 = GraphFamily::Hypercube.build(20).unwrap();
    measure_on("classical-all", "Q_20", q20.node_count(), || {
        black_box(classical_every_originator(&*q20, Algo::Standard));
    });
    for (link, label, nodes) in [
        ("v=1&net=cube&m=16&view=orderly", "Q_16", 1 << 16),
        ("v=1&net=butterfly&m=10&view=orderly", "BF(10)", 10 << 10),
    ] {
        let q = permalink::parse(link).query;
        measure_on("orderly-all", label, nodes, || {
            black_box(OrderlyAnalysis::new(&q, None).broadcast_time());
        });
    }
    let q = permalink::parse("v=1&net=cube&m=16&view=classical").query;
    measure_on("classical-view", "Q_16", 1 << 16, || {
        black_box(classical_report(&q));
    });
    let q16 = GraphFamily::Hypercube.build(16).unwrap();
    measure_on("messy-100", "Q_16", 1 << 16, || {
        let ord = orderings::natural(&&*q16);
        black_box(messy_distribution(&ord, Vertex::new(0), Messy::M3, 100, 1));
    });
    // The simulation's own state, the ordering built beforehand.
    let ord = orderings::natural(&&*q16);
    for model in Messy::ALL {
        measure_on(
            &format!("messy-100-{model:?}-only"),
            "Q_16",
            1 << 16,
            || {
                black_box(messy_distribution(&ord, Vertex::new(0), model, 100, 1));
            },
        );
    }
}
