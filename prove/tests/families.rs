//! The protocol families' certificates (core/src/certified/families.tsv)
//! re-checked: each witness schedule by the one validator, each witness
//! ordering by the simulator, each lower bound by its stored DRAT proof
//! (replayed by dratify against the formula re-encoded now) or, for a
//! proof too large to keep, by the formula's fingerprint; then the values
//! against independent methods: `classical::exact`'s search from every
//! originator, and the exhaustive search over every ordering where it fits.

use std::path::Path;

use castlab_core::certified::{self, FamilyValue, LowerBy};
use castlab_core::classical::{self, validate};
use castlab_core::orderly::search::{exhaustive_optimum, ordering_count};
use castlab_core::orderly::{Model, Ordering, arrival, completion};
use castlab_core::topology::{GraphFamily, Topology};
use castlab_prove::check::{drat, fingerprint, read_proof};
use castlab_prove::classical::ClassicalEncoding;
use castlab_prove::cnf::Cnf;
use castlab_prove::families::representatives;
use castlab_prove::orderly_graph::GraphOrderlyEncoding;

/// The instances the brief names, each with a row per orbit and a b^o row.
const INSTANCES: &[(GraphFamily, u32)] = &[
    (GraphFamily::Hypercube, 3),
    (GraphFamily::Complete, 4),
    (GraphFamily::Cycle, 5),
    (GraphFamily::Cycle, 6),
    (GraphFamily::Path, 5),
    (GraphFamily::Butterfly, 3),
    (GraphFamily::Ccc, 3),
    (GraphFamily::DeBruijn, 3),
    (GraphFamily::DeBruijn, 4),
    (GraphFamily::Hypercube, 4),
    (GraphFamily::DeBruijn, 5),
];

/// The instances whose b(u) is certified but whose b^o is open
/// (docs/certified.md gives their bounds and the cluster recipe).
const CLASSICAL_ONLY: &[(GraphFamily, u32)] = &[
    (GraphFamily::Hypercube, 5),
    (GraphFamily::Butterfly, 4),
    (GraphFamily::Butterfly, 5),
    (GraphFamily::Ccc, 4),
    (GraphFamily::DeBruijn, 6),
];

fn proofs() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/proofs"))
}

fn graph_of(row: &certified::FamilyOptimum) -> Box<dyn Topology> {
    row.family.build(row.size).expect("a size the family takes")
}

/// The lower bound's certificate against the formula one below it.
fn check_lower(cert: &certified::Certificate, cnf: &Cnf, what: &str) {
    assert_eq!(
        fingerprint(cnf),
        cert.fingerprint,
        "{what}: the formula changed"
    );
    match cert.lower_by {
        LowerBy::Proof(file) => {
            let text =
                read_proof(&proofs().join(file)).unwrap_or_else(|e| panic!("{what}: {file}: {e}"));
            let checked = drat(cnf, &text).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert!(checked.refuted, "{what}: {file}: {}", checked.reason);
        }
        LowerBy::Checked(_) => {}
        other => panic!("{what}: a family row's lower bound is a refutation, not {other:?}"),
    }
}

/// Evidence: certified, every row of core/src/certified/families.tsv: its
/// witness re-checked and its lower bound's proof replayed.
#[test]
fn every_family_witness_checks_and_every_lower_bound_is_refuted() {
    let table = certified::family_table();
    assert!(table.len() >= 40, "{} rows", table.len());
    for row in &table {
        let graph = graph_of(row);
        let graph = &*graph;
        let cert = &row.certificate;
        let what = format!("{} {:?}", graph.title(), row.value);
        assert!(cert.is_optimum(), "{what}");
        let below = cert.lower as u32 - 1;
        match row.value {
            FamilyValue::Classical(source) => {
                let calls = row.calls().unwrap_or_else(|| panic!("{what}: witness"));
                assert_eq!(calls.source, source, "{what}");
                let times = validate(&graph, &calls).unwrap_or_else(|e| panic!("{what}: {e}"));
                assert_eq!(
                    u64::from(classical::completion(&times)),
                    cert.upper,
                    "{what}"
                );
                let enc = ClassicalEncoding::new(&graph, source as usize, below).unwrap();
                check_lower(cert, &enc.cnf, &what);
            }
            FamilyValue::Orderly => {
                let ordering = row.ordering().unwrap_or_else(|| panic!("{what}: witness"));
                // An ordering of this graph: the same lists as its own, permuted.
                let natural = Ordering::from_neighbours(&graph).unwrap();
                assert_eq!(ordering.check_same_graph(&natural), Ok(()), "{what}");
                let worst = ordering
                    .vertices()
                    .map(|u| completion(&arrival(&ordering, u, Model::NonAdaptive)))
                    .max()
                    .unwrap();
                assert_eq!(u64::from(worst), cert.upper, "{what}");
                let enc = GraphOrderlyEncoding::new(&graph, below).unwrap();
                check_lower(cert, &enc.cnf, &what);
            }
        }
    }
}

/// Every instance the brief names is certified: a b(u) for every
/// originator (through its orbit) and its b^o.
#[test]
fn every_named_instance_has_every_originator_and_its_orderly_value() {
    for &(family, size) in INSTANCES {
        let graph = family.build(size).unwrap();
        for v in 0..graph.node_count() {
            assert!(
                certified::classical_optimum(&*graph, v).is_some(),
                "{} from {v}",
                graph.title()
            );
        }
        assert!(
            certified::orderly_optimum(&*graph).is_some(),
            "{}",
            graph.title()
        );
        assert_eq!(representatives(&*graph).len(), {
            let rows = certified::family_table();
            rows.iter()
                .filter(|r| (r.family, r.size) == (family, size))
                .filter(|r| matches!(r.value, FamilyValue::Classical(_)))
                .count()
        });
    }
}

/// The instances with only b(u) certified have it for every originator
/// (through its orbit), and no b^o row that would claim more.
#[test]
fn every_classical_only_instance_has_every_originator() {
    for &(family, size) in CLASSICAL_ONLY {
        let graph = family.build(size).unwrap();
        for v in 0..graph.node_count() {
            assert!(
                certified::classical_optimum(&*graph, v).is_some(),
                "{} from {v}",
                graph.title()
            );
        }
        assert!(certified::orderly_optimum(&*graph).is_none());
    }
}

/// b(Q_m) = m by counting: the informed set at most doubles a round, so
/// ⌈log₂ 2^m⌉ = m rounds are needed, and dimension order takes m. Every
/// certified hypercube row must say m, from both ends.
/// Evidence: certified, every hypercube row of the certified families table (m = 3, 4, 5).
#[test]
fn certified_hypercube_values_are_the_counting_bound() {
    let rows: Vec<_> = certified::family_table()
        .into_iter()
        .filter(|r| r.family == GraphFamily::Hypercube)
        .filter(|r| matches!(r.value, FamilyValue::Classical(_)))
        .collect();
    let mut sizes: Vec<u32> = rows.iter().map(|r| r.size).collect();
    sizes.sort_unstable();
    assert_eq!(sizes, [3, 4, 5]);
    for row in rows {
        let m = u64::from(row.size);
        assert_eq!((row.certificate.lower, row.certificate.upper), (m, m));
    }
}

/// Klasing, Monien, Peine and Stöhr: b(BF(m)) ≤ 2m − 1, "optimal for
/// small dimensions". The certified values meet the bound exactly at
/// every butterfly certified (its optimality there, with a checked proof).
/// Evidence: certified, every butterfly row of the certified families table (m = 3, 4, 5).
#[test]
fn certified_butterfly_values_meet_the_published_2m_minus_1() {
    let mut sizes = Vec::new();
    for row in certified::family_table() {
        if row.family != GraphFamily::Butterfly || row.value == FamilyValue::Orderly {
            continue;
        }
        let m = u64::from(row.size);
        assert_eq!(row.certificate.lower, 2 * m - 1, "BF({m})");
        assert_eq!(row.certificate.upper, 2 * m - 1, "BF({m})");
        sizes.push(row.size);
    }
    sizes.sort_unstable();
    assert_eq!(sizes, [3, 4, 5]);
}

/// The certified b(u), from every originator (rows carried along orbits),
/// against `classical::exact`'s search: an independent method.
/// Evidence: exhaustive, every originator of the 11 instances.
#[test]
fn certified_classical_values_agree_with_the_exhaustive_search() {
    for &(family, size) in INSTANCES {
        let graph = family.build(size).unwrap();
        let graph = &*graph;
        for v in 0..graph.node_count() {
            let row = certified::classical_optimum(graph, v).unwrap();
            let exact = classical::exact(&graph, v).unwrap();
            let times = validate(&graph, &exact).unwrap();
            assert_eq!(
                u64::from(classical::completion(&times)),
                row.certificate.upper,
                "{} from {v}",
                graph.title()
            );
        }
    }
}

/// The certified b^o against every ordering tried, where there are at most
/// 100,000 of them (K_4, C_5, C_6 and P_5).
/// Evidence: exhaustive, every ordering of K_4, C_5, C_6 and P_5.
#[test]
fn certified_orderly_values_agree_with_every_ordering_where_that_fits() {
    let mut compared = 0;
    for &(family, size) in INSTANCES {
        let graph = family.build(size).unwrap();
        let natural = Ordering::from_neighbours(&&*graph).unwrap();
        if ordering_count(&natural) > 100_000 {
            continue;
        }
        let (best, _) = exhaustive_optimum(&natural).unwrap();
        let row = certified::orderly_optimum(&*graph).unwrap();
        assert_eq!(u64::from(best), row.certificate.upper, "{}", graph.title());
        compared += 1;
    }
    assert_eq!(compared, 4);
}

/// The formulas admit what they should: at b the exact search's schedule
/// and at b^o the stored ordering satisfy every clause (so a refutation one
/// below is about the model, not a stray clause).
#[test]
fn the_formulas_admit_every_valid_schedule_and_ordering() {
    for &(family, size) in INSTANCES {
        let graph = family.build(size).unwrap();
        let graph = &*graph;
        for v in representatives(graph) {
            let calls = classical::exact(&graph, v).unwrap();
            let times = validate(&graph, &calls).unwrap();
            let enc = ClassicalEncoding::new(&graph, v, classical::completion(&times)).unwrap();
            let model = enc.model_of(&calls, &times);
            assert_eq!(
                enc.cnf.falsified(&model),
                None,
                "{} from {v}",
                graph.title()
            );
            // And the model reads back as the same schedule.
            assert_eq!(validate(&graph, &enc.calls(&model)), Ok(times));
        }
        let row = certified::orderly_optimum(graph).unwrap();
        let ordering = row.ordering().unwrap();
        let enc = GraphOrderlyEncoding::new(&graph, row.certificate.upper as u32).unwrap();
        let model = enc.model_of(&ordering);
        assert_eq!(enc.cnf.falsified(&model), None, "{}", graph.title());
        assert_eq!(enc.ordering(&model), ordering);
    }
}
