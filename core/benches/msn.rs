//! What one click costs on the Manhattan Street pages: the route from the
//! source (recomputed per click) against the view's simulation (kept by the
//! worker between clicks, see `MsnTasks`).
//!
//! `cargo bench -p castlab-core --bench msn`; the figures are recorded in
//! BENCHMARKS.md.

use std::hint::black_box;

use castlab_core::eval::{MsnTasks, msn_route};
use castlab_core::grid::NodeId;
use castlab_core::msn::Msn;
use castlab_core::permalink;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

fn click(c: &mut Criterion) {
    let mut group = c.benchmark_group("msn_click");
    group.sample_size(10);
    // The largest network each view accepts.
    for (view, n) in [("te", 32u32), ("mnb", 64), ("hamiltonian", 64)] {
        let link = format!(
            "v=1&net=msn&dims={n}x{n}&view={view}&src=3,5&dst={},{}",
            n - 2,
            n / 2
        );
        let parsed = permalink::parse(&link);
        assert!(parsed.errors.is_empty(), "{link}: {:?}", parsed.errors);
        let query = parsed.query;
        let label = format!("{view}_{n}x{n}");
        group.bench_with_input(BenchmarkId::new("route", &label), &query, |b, q| {
            b.iter(|| msn_route(black_box(q)))
        });
        group.bench_with_input(BenchmarkId::new("tasks", &label), &query, |b, q| {
            b.iter(|| MsnTasks::new(black_box(q)))
        });
    }
    group.finish();
}

/// The mean internodal distance as castlab computes it: one breadth-first
/// search, since the network is vertex-transitive (checked against every
/// source in core's tests, and against Eq. (27)). NetworkX's
/// `average_shortest_path_length` on the same digraph is
/// `tests/bench/networkx_msn.py`.
fn mean_distance(c: &mut Criterion) {
    let mut group = c.benchmark_group("msn_mean_distance");
    group.sample_size(10);
    for n in [16u32, 32, 64, 128, 256] {
        let msn = Msn::new(n, n).expect("an even side");
        group.bench_with_input(BenchmarkId::new("castlab", n), &msn, |b, m| {
            b.iter(|| {
                let sum: u64 = m
                    .distances(NodeId::new(0))
                    .iter()
                    .map(|&d| u64::from(d))
                    .sum();
                sum as f64 / m.nodes() as f64
            })
        });
    }
    group.finish();
}

criterion_group!(benches, click, mean_distance);
criterion_main!(benches);
