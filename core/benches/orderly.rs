//! Every originator's orderly broadcast time on tori with Π: castlab's
//! bit-parallel propagation over one originator per orbit (or, without
//! symmetry, every originator in translated lanes, and from 2^15 vertices
//! one distance field carried down each column), against the plain
//! 64-originator batches that odd sides used before the lanes, against one
//! bucket-queue Dijkstra per originator (the baseline), and the growth from
//! 64×64 to 128×128 and from 127×127 to 255×255.
//!
//! `cargo bench -p castlab-core --bench orderly`; the figures are recorded
//! in BENCHMARKS.md with the NetworkX run of `tests/bench/networkx_orderly.py`.

use std::hint::black_box;

use castlab_core::grid::Grid;
use castlab_core::orderly::symmetry::grid_automorphisms;
use castlab_core::orderly::{
    Model, Vertex, arrival, batch_times, broadcast_times, completion, orderings,
};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

fn all_originators(c: &mut Criterion) {
    let mut group = c.benchmark_group("orderly_all_originators");
    group.sample_size(10);
    for sides in [[64u32, 64], [128, 128], [127, 127], [255, 255], [512, 512]] {
        let grid = Grid::torus(&sides).unwrap();
        let ord = orderings::pi(&grid).unwrap();
        let label = format!("{}x{}", sides[0], sides[1]);
        group.bench_with_input(BenchmarkId::new("castlab", &label), &ord, |b, o| {
            b.iter(|| {
                let autos = grid_automorphisms(&grid, o);
                broadcast_times(black_box(o), &autos, Some(&grid))
            })
        });
        if sides[0] <= 128 && sides[0] % 2 == 0 {
            group.bench_with_input(
                BenchmarkId::new("castlab_no_symmetry", &label),
                &ord,
                |b, o| b.iter(|| broadcast_times(black_box(o), &[], Some(&grid))),
            );
        }
        if sides[0] % 2 == 1 && sides[0] <= 127 {
            // The method before translated lanes: 8 × 8 blocks of
            // originators, one bit each.
            let mut blocks: Vec<Vertex> = ord.vertices().collect();
            blocks.sort_by_key(|&v| (v.get() / sides[0] / 8, v.get() % sides[0] / 8, v));
            group.bench_with_input(BenchmarkId::new("plain_batches", &label), &ord, |b, o| {
                b.iter(|| batch_times(black_box(o), &blocks).into_iter().max())
            });
        }
        if sides[0] <= 64 {
            group.bench_with_input(
                BenchmarkId::new("dijkstra_per_originator", &label),
                &ord,
                |b, o| {
                    b.iter(|| {
                        o.vertices()
                            .map(|u| completion(&arrival(black_box(o), u, Model::NonAdaptive)))
                            .max()
                    })
                },
            );
        }
    }
    group.finish();
}

criterion_group!(benches, all_originators);
criterion_main!(benches);
