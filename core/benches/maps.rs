//! Maps over all sources, against simulating every source separately.
//!
//! `cargo bench -p castlab-core --bench maps`; the figures and the machine
//! are recorded in BENCHMARKS.md.

use std::hint::black_box;

use castlab_core::grid::{Grid, NodeId};
use castlab_core::mesh::exact::Exact;
use castlab_core::mesh::recursive::{self, Recursive};
use castlab_core::mesh::{Cube, paper};
use castlab_core::permalink::Algo;
use castlab_core::schedule::{assign_routes, validate};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

fn mesh(d: usize, k: u32) -> Grid {
    Grid::mesh(&vec![1 << k; d]).expect("a valid mesh")
}

fn maps(c: &mut Criterion) {
    for (d, ks) in [(2usize, [8u32, 9, 10]), (3, [4, 5, 6])] {
        let mut group = c.benchmark_group(format!("maps_{d}d"));
        group.sample_size(10);
        for k in ks {
            let cube = Cube { d, k };
            let grid = mesh(d, k);
            group.bench_with_input(BenchmarkId::new("paper", k), &cube, |b, &cube| {
                b.iter(|| paper::tcd_map(black_box(cube)))
            });
            group.bench_with_input(BenchmarkId::new("recursive", k), &grid, |b, grid| {
                b.iter(|| recursive::tcd_map(black_box(grid)))
            });
        }
        group.finish();
    }
}

/// The baseline: build and validate the schedule of every source.
fn naive(c: &mut Criterion) {
    let mut group = c.benchmark_group("naive_2d");
    group.sample_size(10);
    for k in [4u32, 5, 6] {
        let grid = mesh(2, k);
        group.bench_with_input(
            BenchmarkId::new("paper_every_source", k),
            &grid,
            |b, grid| {
                b.iter(|| {
                    (0..grid.node_count())
                        .map(|s| {
                            let schedule = paper::schedule(grid, NodeId::new(s)).expect("a cube");
                            validate(grid, &schedule).tcd
                        })
                        .sum::<u64>()
                })
            },
        );
        let cube = Cube { d: 2, k };
        group.bench_with_input(BenchmarkId::new("paper_map", k), &cube, |b, &cube| {
            b.iter(|| paper::tcd_map(black_box(cube)))
        });
        // The same for `recursive`: its schedule from every source (the
        // tables solved once), routed and validated, against its map.
        let solved = Recursive::new(cube, false);
        group.bench_with_input(
            BenchmarkId::new("recursive_every_source", k),
            &grid,
            |b, grid| {
                b.iter(|| {
                    (0..grid.node_count())
                        .map(|s| {
                            let mut schedule = solved.schedule(grid, NodeId::new(s));
                            assign_routes(grid, &mut schedule);
                            validate(grid, &schedule).tcd
                        })
                        .sum::<u64>()
                })
            },
        );
        group.bench_with_input(BenchmarkId::new("recursive_map", k), &grid, |b, grid| {
            b.iter(|| recursive::tcd_map(black_box(grid)))
        });
    }
    group.finish();
}

fn one_source(c: &mut Criterion) {
    let mut group = c.benchmark_group("one_source_1024x1024");
    group.sample_size(10);
    let grid = mesh(2, 10);
    let source = NodeId::new(3 + 1024 * 700);
    group.bench_function("paper_schedule_route_validate", |b| {
        b.iter(|| {
            let mut s = paper::schedule(&grid, source).expect("a cube");
            assign_routes(&grid, &mut s);
            validate(&grid, &s).tcd
        })
    });
    let solved = Recursive::new(Cube { d: 2, k: 10 }, false);
    group.bench_function("recursive_schedule_route_validate", |b| {
        b.iter(|| {
            let mut s = solved.schedule(&grid, source);
            assign_routes(&grid, &mut s);
            validate(&grid, &s).tcd
        })
    });
    // The trace of the routed schedule (what `trace=1` asks the worker
    // for), against the schedule it narrates.
    let mut routed = paper::schedule(&grid, source).expect("a cube");
    assign_routes(&grid, &mut routed);
    group.bench_function("paper_trace", |b| {
        b.iter(|| castlab_core::trace::tcd::trace(Algo::Paper, &grid, black_box(&routed), None))
    });
    group.finish();
}

fn exact(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact");
    group.sample_size(10);
    for sides in [[4u32, 4], [2, 8]] {
        let grid = Grid::mesh(&sides).expect("a valid mesh");
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{}x{}", sides[0], sides[1])),
            &grid,
            |b, grid| b.iter(|| Exact::new(black_box(grid)).expect("16 nodes").map()),
        );
    }
    group.finish();
}

/// Contention at every source where `recursive` beats Algorithm 1 (or a
/// seeded sample): each schedule built and routed (`castlab eval --census`).
fn census(c: &mut Criterion) {
    use castlab_core::eval::{Analysis, Sources, contention_census};
    let mut group = c.benchmark_group("census");
    group.sample_size(10);
    let all = Sources::All;
    let sample = |count| Sources::Sample { count, seed: 1 };
    for (sides, sources, name) in [
        (vec![8u32, 8], all, "8x8/all"),
        (vec![16, 16], all, "16x16/all"),
        (vec![4, 4, 4], all, "4x4x4/all"),
        (vec![8, 8, 8], all, "8x8x8/all"),
        (vec![64, 64], sample(1000), "64x64/sample-1000"),
        (vec![256, 256], sample(100), "256x256/sample-100"),
    ] {
        let grid = Grid::mesh(&sides).expect("a valid mesh");
        let analysis = Analysis::new(&grid);
        group.bench_function(name, |b| {
            b.iter(|| {
                let census = contention_census(&analysis, (Algo::Recursive, Algo::Paper), sources)
                    .expect("both maps");
                assert_eq!(census.contention_free, census.checked);
                census
            })
        });
    }
    group.finish();
}

criterion_group!(benches, maps, naive, one_source, exact, census);
criterion_main!(benches);
