//! The protocol families at the sizes issue 54 names: every originator's
//! classical time on Q_20 (the binomial construction, one schedule carried
//! by Q_20's translations) and greedy's on BF(8) (every originator
//! computed); every originator's orderly b^Π on Q_16 and BF(10) (the
//! natural ordering, one originator per orbit of its verified
//! symmetries); the classical view's whole report from one originator on
//! Q_16, BF(12), UB(16) and CCC(12) (what the page's worker computes for
//! its first map); and seeded messy trials on Q_10, Q_13 and Q_16.
//!
//! `cargo bench -p castlab-core --bench families`; the figures are in
//! BENCHMARKS.md, "The protocol families".

use std::hint::black_box;

use castlab_core::eval::{OrderlyAnalysis, classical_every_originator, classical_report};
use castlab_core::orderly::messy::{Messy, messy_distribution};
use castlab_core::orderly::{Vertex, orderings};
use castlab_core::permalink::{self, Algo};
use castlab_core::topology::GraphFamily;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

fn classical_every_originator_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("classical_every_originator");
    group.sample_size(10);
    for (family, size, algo) in [
        (GraphFamily::Hypercube, 16, Algo::Standard),
        (GraphFamily::Hypercube, 20, Algo::Standard),
        (GraphFamily::Butterfly, 8, Algo::Greedy),
    ] {
        let label = format!("{}-{algo:?}", family.title(size));
        group.bench_function(BenchmarkId::from_parameter(label), |b| {
            b.iter(|| {
                let graph = family.build(size).unwrap();
                let (times, _) = classical_every_originator(&*graph, algo);
                black_box(times.expect("fits"))
            })
        });
    }
    group.finish();
}

fn orderly_every_originator(c: &mut Criterion) {
    let mut group = c.benchmark_group("orderly_every_originator");
    group.sample_size(10);
    for link in [
        "v=1&net=cube&m=12&view=orderly",
        "v=1&net=cube&m=16&view=orderly",
        "v=1&net=butterfly&m=8&view=orderly",
        "v=1&net=butterfly&m=10&view=orderly",
    ] {
        let q = permalink::parse(link).query;
        group.bench_function(BenchmarkId::from_parameter(&link[4..]), |b| {
            b.iter(|| {
                let analysis = OrderlyAnalysis::new(black_box(&q), None);
                analysis.broadcast_time().expect("every originator")
            })
        });
    }
    group.finish();
}

fn first_map(c: &mut Criterion) {
    let mut group = c.benchmark_group("classical_first_map");
    group.sample_size(10);
    for link in [
        "v=1&net=cube&m=16&view=classical",
        "v=1&net=butterfly&m=12&view=classical",
        "v=1&net=debruijn&m=16&view=classical",
        "v=1&net=ccc&m=12&view=classical",
    ] {
        let q = permalink::parse(link).query;
        group.bench_function(BenchmarkId::from_parameter(&link[4..]), |b| {
            b.iter(|| black_box(classical_report(black_box(&q))))
        });
    }
    group.finish();
}

fn messy_trials(c: &mut Criterion) {
    let mut group = c.benchmark_group("messy_10_trials");
    group.sample_size(10);
    for m in [10, 13, 16] {
        let graph = GraphFamily::Hypercube.build(m).unwrap();
        let ord = orderings::natural(&&*graph);
        for model in Messy::ALL {
            let label = format!("Q_{m}-{model:?}");
            group.bench_function(BenchmarkId::from_parameter(label), |b| {
                b.iter(|| messy_distribution(&ord, Vertex::new(0), model, 10, 1))
            });
        }
    }
    group.finish();
}

criterion_group!(
    benches,
    classical_every_originator_bench,
    orderly_every_originator,
    first_map,
    messy_trials
);
criterion_main!(benches);
