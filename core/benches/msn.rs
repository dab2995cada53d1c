//! What one click costs on the Manhattan Street pages: the route from the
//! source (recomputed per click) against the view's simulation (kept by the
//! worker between clicks, see `MsnTasks`).
//!
//! `cargo bench -p castlab-core --bench msn`; the figures are recorded in
//! BENCHMARKS.md.

use std::hint::black_box;

use castlab_core::eval::{MsnTasks, msn_route};
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

criterion_group!(benches, click);
criterion_main!(benches);
