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
use castlab_core::orderly::messy::{Messy, messy_distribution, messy_time};
use castlab_core::orderly::{Ordering, UNREACHED, Vertex, orderings};
use castlab_core::permalink::{self, Algo};
use castlab_core::rng::Rng;
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
            eprintln!("{label}: {} draws per trial", draws_per_trial(&ord, model));
            group.bench_function(BenchmarkId::from_parameter(&label), |b| {
                b.iter(|| messy_distribution(&ord, Vertex::new(0), model, 10, 1))
            });
            // The simulation as it was before 2026-11-29, for a ratio
            // measured in the same run.
            group.bench_function(BenchmarkId::new("before", &label), |b| {
                b.iter(|| {
                    let mut rng = Rng::new(1);
                    let times: Vec<u32> = (0..10)
                        .map(|_| messy_time_before(&ord, Vertex::new(0), model, &mut rng))
                        .collect();
                    black_box(times)
                })
            });
        }
    }
    group.finish();
}

/// The generator's steps per trial over 10 trials: every call draws once
/// (a rejection, at most 64 times in 2^64, would add a step). SplitMix64's
/// state moves by its odd increment each step, so the steps are
/// (end − start) times the increment's inverse modulo 2^64.
fn draws_per_trial(ord: &Ordering, model: Messy) -> u64 {
    const STEP: u64 = 0x9E37_79B9_7F4A_7C15;
    // Newton's iteration doubles the correct low bits of the inverse.
    let inverse = (0..6).fold(STEP, |x, _| {
        x.wrapping_mul(2u64.wrapping_sub(STEP.wrapping_mul(x)))
    });
    let state = |rng: &Rng| -> u64 {
        let text = format!("{rng:?}");
        text.trim_start_matches("Rng(")
            .trim_end_matches(')')
            .parse()
            .unwrap()
    };
    let mut rng = Rng::new(1);
    for _ in 0..10 {
        messy_time(ord, Vertex::new(0), model, &mut rng);
    }
    state(&rng).wrapping_sub(1).wrapping_mul(inverse) / 10
}

/// The simulation before 2026-11-29: every vertex scanned every round, a
/// candidate list per vertex, contacted neighbours in a list each.
fn messy_time_before(graph: &Ordering, src: Vertex, model: Messy, rng: &mut Rng) -> u32 {
    let n = graph.nodes();
    let mut time = vec![UNREACHED; n];
    let mut contacted: Vec<Vec<Vertex>> = vec![Vec::new(); n];
    time[src.index()] = 0;
    let mut informed = 1;
    let mut t = 0;
    let mut candidates = Vec::new();
    let mut sends = Vec::new();
    while informed < n {
        t += 1;
        sends.clear();
        for v in graph.vertices() {
            if time[v.index()] >= t {
                continue;
            }
            candidates.clear();
            candidates.extend(graph.list(v).iter().copied().filter(|&w| match model {
                Messy::M1 => time[w.index()] >= t,
                Messy::M2 | Messy::M3 => !contacted[v.index()].contains(&w),
            }));
            if !candidates.is_empty() {
                sends.push((v, candidates[rng.below(candidates.len())]));
            }
        }
        if sends.is_empty() {
            return UNREACHED;
        }
        for &(v, w) in &sends {
            contacted[v.index()].push(w);
            if model == Messy::M2 {
                contacted[w.index()].push(v);
            }
            if time[w.index()] == UNREACHED {
                time[w.index()] = t;
                informed += 1;
            }
        }
    }
    t
}

criterion_group!(
    benches,
    classical_every_originator_bench,
    orderly_every_originator,
    first_map,
    messy_trials
);
criterion_main!(benches);
