use alloc::vec;
use alloc::vec::Vec;

use super::*;
use crate::orderly::Ordering;
use crate::orderly::Vertex;
use crate::orderly::messy::classical_time;
use crate::topology::{GraphFamily, Hypercube, Numbered, Shape, Topology};

fn calls(source: u32, rounds: &[&[(u32, u32)]]) -> Calls {
    Calls {
        source,
        rounds: rounds
            .iter()
            .map(|r| r.iter().map(|&(from, to)| Call { from, to }).collect())
            .collect(),
        rules: Vec::new(),
    }
}

/// The same graph as an `Ordering`, for `messy::classical_time`, the
/// older exhaustive search written separately.
fn as_ordering(g: &dyn Topology) -> Ordering {
    let lists: Vec<Vec<u32>> = (0..g.node_count())
        .map(|v| {
            let mut list = Vec::new();
            g.for_each_neighbour(v, &mut |w| list.push(w as u32));
            list
        })
        .collect();
    Ordering::from_lists(&lists).unwrap()
}

/// Each rule, broken on P_4 (0–1–2–3), is named with its round and
/// vertices; a valid schedule's times are those written out by hand.
#[test]
fn the_validator_names_each_broken_rule() {
    let p4 = Numbered::new(Shape::Path, 4);
    let good = calls(1, &[&[(1, 2)], &[(1, 0), (2, 3)]]);
    assert_eq!(validate(&p4, &good), Ok(vec![2, 0, 1, 2]));
    let cases = [
        (
            calls(1, &[&[(1, 3)]]),
            BrokenRule::NotALink {
                round: 1,
                from: 1,
                to: 3,
            },
        ),
        (
            calls(1, &[&[(1, 2), (2, 3)]]),
            BrokenRule::TwoCalls {
                round: 1,
                vertex: 2,
            },
        ),
        (
            calls(1, &[&[(1, 0), (2, 3)]]),
            BrokenRule::CallerUninformed { round: 1, from: 2 },
        ),
        (
            calls(1, &[&[(1, 2)], &[(2, 1), (1, 0)]]),
            BrokenRule::TwoCalls {
                round: 2,
                vertex: 1,
            },
        ),
        (
            calls(1, &[&[(1, 7)]]),
            BrokenRule::NoSuchVertex {
                round: 1,
                vertex: 7,
            },
        ),
        (
            calls(1, &[&[(1, 2)]]),
            BrokenRule::NeverInformed { vertex: 0 },
        ),
        (
            calls(9, &[]),
            BrokenRule::NoSuchVertex {
                round: 0,
                vertex: 9,
            },
        ),
    ];
    for (schedule, broken) in cases {
        assert_eq!(validate(&p4, &schedule), Err(broken), "{schedule:?}");
        assert!(!broken.to_string().is_empty());
    }
    // A call to a vertex already informed is allowed, only wasted.
    let wasted = calls(1, &[&[(1, 2)], &[(1, 0), (2, 3)], &[(0, 1)]]);
    assert_eq!(validate(&p4, &wasted), Ok(vec![2, 0, 1, 2]));
}

/// b(Q_m) = m and b(K_n) = ⌈log₂ n⌉ (003 §1.2.1): the constructions are
/// valid and meet the counting bound, which no schedule can beat.
/// Evidence: chosen sizes, Q_1 … Q_12 from four originators and K_2 … K_100 from three.
#[test]
fn binomial_and_doubling_meet_the_counting_bound() {
    for m in 1..=12u32 {
        let q = Hypercube::new(m);
        for source in [0usize, 1, (1 << m) - 1, (1 << m) / 3] {
            let times = validate(&q, &binomial(m, source)).unwrap();
            assert_eq!(completion(&times), m, "Q_{m} from {source}");
        }
    }
    for n in 2..=100u32 {
        let k = Numbered::new(Shape::Complete, n);
        let log = 32 - (n - 1).leading_zeros();
        for source in [0, n as usize / 2, n as usize - 1] {
            let times = validate(&k, &doubling(n as usize, source)).unwrap();
            assert_eq!(completion(&times), log, "K_{n} from {source}");
        }
    }
}

/// On P_n from vertex i the two sides are a = i and b = n − 1 − i long;
/// one of them waits a round, so b(i) = max(a, b) if one side is empty,
/// else max(max(a, b), min(a, b) + 1). On C_n every vertex takes ⌈n/2⌉.
/// Evidence: exhaustive, every n ≤ 40.
#[test]
fn the_tree_broadcast_is_optimal_on_paths_and_cycles() {
    for n in 2..=40u32 {
        let p = Numbered::new(Shape::Path, n);
        for i in 0..n {
            let (a, b) = (i, n - 1 - i);
            let expected = if a.min(b) == 0 {
                a.max(b)
            } else {
                a.max(b).max(a.min(b) + 1)
            };
            let times = validate(&p, &tree(&p, i as usize)).unwrap();
            assert_eq!(completion(&times), expected, "P_{n} from {i}");
        }
        if n >= 3 {
            let c = Numbered::new(Shape::Cycle, n);
            let times = validate(&c, &tree(&c, (n / 2) as usize)).unwrap();
            assert_eq!(completion(&times), n.div_ceil(2), "C_{n}");
        }
    }
}

/// The exact search agrees with `messy::classical_time` (an older,
/// separately written search) on every network of every family up to 16
/// vertices (K_n to 10: the older search walks every call pattern), from
/// every vertex; its witness passes the validator; greedy and tree never
/// beat it.
/// Evidence: exhaustive, every network of every family up to 16 vertices (K_n to 10).
#[test]
fn exact_agrees_with_the_older_search_and_bounds_the_heuristics() {
    let mut compared = 0;
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        for s in rule.sizes() {
            let g = family.build(s).unwrap();
            let most = if family == GraphFamily::Complete {
                10
            } else {
                16
            };
            if g.node_count() > most {
                break;
            }
            let ord = as_ordering(&*g);
            for v in 0..g.node_count() {
                let witness = exact(&&*g, v).unwrap();
                let times = validate(&&*g, &witness).unwrap();
                let b = completion(&times);
                assert_eq!(
                    Some(b),
                    classical_time(&ord, Vertex::at(v)),
                    "{family} {s} from {v}"
                );
                for heuristic in [greedy(&&*g, v), tree(&&*g, v)] {
                    let t = completion(&validate(&&*g, &heuristic).unwrap());
                    assert!(t >= b, "{family} {s} from {v}: {t} < {b}");
                }
                compared += 1;
            }
        }
    }
    assert!(compared > 150, "{compared}");
}

/// Greedy schedules pass the validator on every family at sizes beyond
/// the exact search, and never go below the counting bound or the
/// originator's eccentricity.
#[test]
fn greedy_is_valid_everywhere() {
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        for s in rule.sizes().take(5) {
            let g = family.build(s).unwrap();
            let n = g.node_count();
            for v in [0, n / 2, n - 1] {
                let times = validate(&&*g, &greedy(&&*g, v)).unwrap();
                let log = usize::BITS - (n - 1).leading_zeros();
                let ecc = crate::graph::distances(&&*g, v).into_iter().max().unwrap();
                assert!(completion(&times) >= log.max(ecc), "{family} {s} from {v}");
            }
        }
    }
}

/// b(G), the largest b(u), by the exhaustive search from every vertex in
/// `sources` (all of them unless the family's automorphisms make one
/// enough, as stated where it is called).
fn broadcast_time(g: &dyn Topology, sources: impl Iterator<Item = usize>) -> u32 {
    sources
        .map(|v| {
            let calls = exact(&g, v).unwrap_or_else(|e| panic!("{g:?} from {v}: {e}"));
            completion(&validate(&g, &calls).unwrap())
        })
        .max()
        .unwrap()
}

/// The published classical values castlab reproduces or refutes (see
/// `docs/literature.md`): b(UB(2, m)) for m = 2…5 against the
/// well-known upper bound 1.5m + 1.5 (Klasing et al.'s abstract); b(BF(3)) = 5 = 2m − 1 (Klasing et
/// al.'s upper bound met); b(CCC(3)) = 6 and b(CCC(4)) = 9, below 003
/// §1.2.1's ⌈5k/2⌉ = 8 and 10. UB and BF(3) from every vertex; CCC(4)
/// from one, as its cycle rotations and corner flips carry any vertex to
/// any other (checked here as automorphisms).
/// Evidence: exhaustive, UB(2, m) for m ≤ 5, BF(3), CCC(3) from every vertex, CCC(4) by symmetry.
#[test]
fn published_classical_values_by_exhaustive_search() {
    for (m, expected) in [(2u32, 2u32), (3, 4), (4, 5), (5, 6)] {
        let g = GraphFamily::DeBruijn.build(m).unwrap();
        let b = broadcast_time(&*g, 0..g.node_count());
        assert_eq!(b, expected, "UB(2, {m})");
        assert!(2 * b <= 3 * (m + 1), "UB(2, {m}) within 1.5m + 1.5");
    }
    let bf = GraphFamily::Butterfly.build(3).unwrap();
    assert_eq!(broadcast_time(&*bf, 0..24), 2 * 3 - 1, "BF(3) meets 2m − 1");
    let ccc3 = GraphFamily::Ccc.build(3).unwrap();
    assert_eq!(broadcast_time(&*ccc3, 0..24), 6, "CCC(3)");
    let ccc = crate::topology::Ccc::new(4);
    // Vertex-transitive: position i of corner w goes to position 0 of
    // corner 0 by rotating the cycles and flipping corners; both maps keep
    // every link.
    let rotate = |v: usize| {
        let (i, w) = ccc.split(v);
        ccc.at((i + 1) % 4, (w << 1 | w >> 3) & 15)
    };
    let flip = |bit: usize| move |v: usize| v ^ (bit * 4);
    let keeps_links = |f: &dyn Fn(usize) -> usize| {
        (0..64).all(|v| {
            let mut ok = true;
            ccc.for_each_neighbour(v, &mut |w| {
                let mut linked = false;
                ccc.for_each_neighbour(f(v), &mut |x| linked |= x == f(w));
                ok &= linked;
            });
            ok
        })
    };
    assert!(keeps_links(&rotate));
    for bit in [1, 2, 4, 8] {
        assert!(keeps_links(&flip(bit)));
    }
    assert_eq!(broadcast_time(&ccc, 0..1), 9, "CCC(4)");
    assert!(
        9 < (5 * 4u32).div_ceil(2),
        "003 §1.2.1's ⌈5k/2⌉ = 10 is not b(CCC_4)"
    );
}

/// Whether `f` maps every link of `g` to a link (an automorphism, for a
/// map that is one to one).
fn keeps_links(g: &dyn Topology, f: &dyn Fn(usize) -> usize) -> bool {
    (0..g.node_count()).all(|v| {
        let mut ok = true;
        g.for_each_neighbour(v, &mut |w| {
            let mut linked = false;
            g.for_each_neighbour(f(v), &mut |x| linked |= x == f(w));
            ok &= linked;
        });
        ok
    })
}

/// castlab's matching heuristic beats the published upper bounds: on the
/// wrapped butterfly it broadcasts in 2m − 2 rounds at m = 10, 11 and 14,
/// one below Klasing et al.'s 2m − 1; on CCC(k) with k even it meets the
/// diameter (found here by breadth-first search), so b(CCC_k) = D there,
/// and with k odd it takes at most D + 1, below 003 §1.2.1's ⌈5k/2⌉ by
/// two or more. Each schedule passes the validator; both families are
/// vertex-transitive (the row or corner flips and the level or cycle
/// rotation, checked here as automorphisms, carry vertex 0 to any other),
/// so the value holds from every originator.
/// Evidence: chosen sizes, BF(10), BF(11), BF(14) and CCC(5) … CCC(12).
#[test]
fn the_matching_heuristic_beats_the_published_upper_bounds() {
    for m in [10u32, 11, 14] {
        let bf = crate::topology::Butterfly::new(m);
        let rotate = |v: usize| {
            let (level, row) = bf.split(v);
            let rotated = (row << 1 | row >> (m - 1)) & ((1 << m) - 1);
            bf.at((level + 1) % m, rotated)
        };
        assert!(keeps_links(&bf, &rotate), "BF({m}): the level rotation");
        for j in 0..m {
            let flip = move |v: usize| {
                let (level, row) = bf.split(v);
                bf.at(level, row ^ 1 << j)
            };
            assert!(keeps_links(&bf, &flip), "BF({m}): flipping bit {j}");
        }
        let b = completion(&validate(&bf, &greedy(&bf, 0)).unwrap());
        assert!(
            b < 2 * m - 1,
            "BF({m}): {b} rounds, Klasing et al.'s 2m − 1 = {}",
            2 * m - 1
        );
        assert!(b >= crate::graph::distances(&bf, 0).into_iter().max().unwrap());
    }
    for k in 5u32..=12 {
        let ccc = crate::topology::Ccc::new(k);
        let rotate = |v: usize| {
            let (i, w) = ccc.split(v);
            ccc.at((i + 1) % k, (w << 1 | w >> (k - 1)) & ((1 << k) - 1))
        };
        assert!(keeps_links(&ccc, &rotate), "CCC({k}): the cycle rotation");
        for j in 0..k {
            let flip = move |v: usize| {
                let (i, w) = ccc.split(v);
                ccc.at(i, w ^ 1 << j)
            };
            assert!(keeps_links(&ccc, &flip), "CCC({k}): flipping bit {j}");
        }
        let b = completion(&validate(&ccc, &greedy(&ccc, 0)).unwrap());
        let d = crate::graph::distances(&ccc, 0).into_iter().max().unwrap();
        let printed = (5 * k).div_ceil(2);
        if k % 2 == 0 {
            assert_eq!(b, d, "CCC({k}) meets its diameter");
        } else {
            assert!(b <= d + 1, "CCC({k}): {b} rounds, D = {d}");
        }
        assert!(b + 2 <= printed, "CCC({k}): {b} against ⌈5k/2⌉ = {printed}");
    }
}

/// docs/literature.md's row "Klasing et al., UB upper bound": castlab
/// has not the well-known 1.5m + 1.5 scheme, so its evidence is its
/// matching heuristic from vertex 0, which keeps within the bound up to
/// m = 15 and first exceeds it at m = 16; the table says so.
/// Evidence: chosen sizes, UB(2, 6) … UB(2, 16) from vertex 0.
#[test]
fn the_matching_heuristic_on_de_bruijn_against_the_well_known_bound() {
    for m in 6u32..=16 {
        let ub = crate::topology::DeBruijn::new(m);
        let b = completion(&validate(&ub, &greedy(&ub, 0)).unwrap());
        // 1.5m + 1.5 in halves, so no float compares.
        let (twice_b, twice_bound) = (2 * b, 3 * m + 3);
        if m <= 15 {
            assert!(
                twice_b <= twice_bound,
                "UB(2, {m}): {b} rounds over 1.5m + 1.5"
            );
        } else {
            assert!(
                twice_b > twice_bound,
                "UB(2, {m}): {b} rounds now within 1.5m + 1.5: update the table"
            );
        }
    }
}
