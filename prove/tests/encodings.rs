//! The formulas admit what they should: castlab's own orderings and
//! schedules, turned into assignments, satisfy the formula at their
//! simulated value and not one below. (The stored witnesses check the
//! other direction: every model is a valid ordering or schedule.)

use castlab_core::grid::{Grid, NodeId};
use castlab_core::mesh::exact::Exact;
use castlab_core::orderly::orderings::{Dir, from_directions};
use castlab_core::orderly::{Model, Ordering, Vertex, arrival, completion};
use castlab_core::rng::Rng;
use castlab_prove::{orderly, symmetry, tcd};

/// The four directions in a random order.
fn shuffled(rng: &mut Rng) -> Vec<Dir> {
    let mut dirs = [(0, true), (0, false), (1, true), (1, false)];
    for i in (1..4).rev() {
        dirs.swap(i, rng.below(i + 1));
    }
    dirs.iter()
        .map(|&(axis, forward)| Dir { axis, forward })
        .collect()
}

#[test]
fn random_orderings_satisfy_the_orderly_formula_exactly_at_their_time() {
    let mut rng = Rng::new(7);
    for (m, n) in [(3, 3), (3, 4), (4, 4), (3, 5)] {
        let grid = Grid::torus(&[m, n]).unwrap();
        for _ in 0..6 {
            let ordering = from_directions(&grid, |c| {
                // Vertex 0 as the symmetry breaking wants it: E, N, W, S.
                let mut dirs = [(0, true), (0, false), (1, true), (1, false)];
                if c.iter().all(|&x| x == 0) {
                    dirs = [(0, true), (1, true), (0, false), (1, false)];
                } else {
                    for i in (1..4).rev() {
                        dirs.swap(i, rng.below(i + 1));
                    }
                }
                dirs.iter()
                    .map(|&(axis, forward)| Dir { axis, forward })
                    .collect()
            });
            let time = (0..grid.node_count() as u32)
                .map(|u| completion(&arrival(&ordering, Vertex::new(u), Model::NonAdaptive)))
                .max()
                .unwrap();
            let at = orderly::OrderlyEncoding::new(m, n, time).unwrap();
            assert_eq!(
                at.cnf.falsified(&at.model_of(&ordering)),
                None,
                "T_{m}x{n} at {time}"
            );
            let below = orderly::OrderlyEncoding::new(m, n, time - 1).unwrap();
            assert!(below.cnf.falsified(&below.model_of(&ordering)).is_some());
        }
    }
}

#[test]
fn the_subset_dps_schedules_satisfy_the_tcd_formula_exactly_at_their_tcd() {
    for torus in [false, true] {
        let grid = Grid::new(&[4, 4], torus).unwrap();
        let exact = Exact::new(&grid).unwrap();
        let map = exact.map();
        for s in 0..grid.node_count() {
            let source = NodeId::new(s);
            let numbering = tcd::numbering_of(&grid, &exact.schedule(source)).unwrap();
            let at = tcd::TcdEncoding::new(&grid, source, map[s]).unwrap();
            let model = at.model_of(&numbering).expect("within the bound");
            assert_eq!(at.cnf.falsified(&model), None, "{grid:?} {s}");
            let below = tcd::TcdEncoding::new(&grid, source, map[s] - 1).unwrap();
            if let Some(model) = below.model_of(&numbering) {
                assert!(below.cnf.falsified(&model).is_some(), "{grid:?} {s}");
            }
        }
    }
}

/// `require_period` admits exactly the orderings its translation leaves
/// alone: one whose lists depend on y mod 2 passes at its own time, the
/// same with one vertex's list turned does not (while the formula without
/// the period still admits it at its time).
#[test]
fn a_period_admits_exactly_the_periodic_orderings() {
    let grid = Grid::torus(&[4, 6]).unwrap();
    let mut rng = Rng::new(11);
    // Vertex 0 (an even row) as the symmetry breaking wants it; odd rows
    // a random list.
    let rows: Vec<Vec<Dir>> = (0..2).map(|_| shuffled(&mut rng)).collect();
    let first = [(0, true), (1, true), (0, false), (1, false)]
        .iter()
        .map(|&(axis, forward)| Dir { axis, forward })
        .collect::<Vec<_>>();
    let time = |o: &Ordering| {
        (0..24)
            .map(|u| completion(&arrival(o, Vertex::new(u), Model::NonAdaptive)))
            .max()
            .unwrap()
    };
    // Lists by y mod 2; `turned` changes the list of (1, 1) alone.
    let build = |turned: bool| {
        from_directions(&grid, |c| {
            let mut list = if c[1] % 2 == 0 {
                first.clone()
            } else {
                rows[1].clone()
            };
            if turned && (c[0], c[1]) == (1, 1) {
                list.rotate_left(1);
            }
            list
        })
    };
    let periodic = build(false);
    let t = time(&periodic);
    let mut at = orderly::OrderlyEncoding::new(4, 6, t).unwrap();
    at.require_period([0, 2]);
    assert_eq!(at.cnf.falsified(&at.model_of(&periodic)), None);
    let broken = build(true);
    let t = time(&broken);
    let free = orderly::OrderlyEncoding::new(4, 6, t).unwrap();
    assert_eq!(free.cnf.falsified(&free.model_of(&broken)), None);
    let mut at = orderly::OrderlyEncoding::new(4, 6, t).unwrap();
    at.require_period([0, 2]);
    assert!(at.cnf.falsified(&at.model_of(&broken)).is_some());
}

/// The lex-leader constraints keep exactly the least member of each class:
/// for random orderings, every image under every automorphism is built
/// here (σ(v) lists σ(d) k-th when v lists d k-th), each image takes the
/// ordering's time (simulated), and among them the formula with full
/// comparisons admits exactly those equal to the least label sequence
/// (true before false), found here by sorting.
#[test]
fn lex_leader_admits_exactly_the_least_ordering_of_each_class() {
    let mut rng = Rng::new(5);
    for (m, n) in [(3, 4), (4, 4), (3, 3)] {
        let grid = Grid::torus(&[m, n]).unwrap();
        let nodes = grid.node_count();
        let autos = symmetry::automorphisms(&grid);
        for _ in 0..3 {
            let ordering = from_directions(&grid, |_| shuffled(&mut rng));
            // The label sequence: which direction each vertex lists k-th.
            let bits_of = |o: &Ordering| -> Vec<bool> {
                let mut bits = vec![false; nodes * 16];
                for v in 0..nodes {
                    for (k, &w) in o.list(Vertex::at(v)).iter().enumerate() {
                        let d = (0..4)
                            .find(|&d| {
                                let (axis, forward) = symmetry::DIRECTIONS[d];
                                grid.neighbour(NodeId::new(v), axis, forward)
                                    .unwrap()
                                    .index()
                                    == w.index()
                            })
                            .unwrap();
                        bits[(v * 4 + d) * 4 + k] = true;
                    }
                }
                bits
            };
            let bits = bits_of(&ordering);
            let images: Vec<Ordering> = autos
                .iter()
                .map(|sigma| {
                    let mut lists = vec![vec![0u32; 4]; nodes];
                    for i in (0..bits.len()).filter(|&i| bits[i]) {
                        let (pair, k) = (i / 4, i % 4);
                        let (to, d) = (sigma.image(pair) / 4, sigma.image(pair) % 4);
                        let (axis, forward) = symmetry::DIRECTIONS[d];
                        let w = grid.neighbour(NodeId::new(to), axis, forward).unwrap();
                        lists[to][k] = w.index() as u32;
                    }
                    Ordering::from_lists(&lists).unwrap()
                })
                .collect();
            let time = |o: &Ordering| {
                (0..nodes as u32)
                    .map(|u| completion(&arrival(o, Vertex::new(u), Model::NonAdaptive)))
                    .max()
                    .unwrap()
            };
            let t = time(&ordering);
            // True before false: compare the negated bits.
            let key = |o: &Ordering| -> Vec<bool> { bits_of(o).iter().map(|b| !b).collect() };
            let least = images.iter().map(key).min().unwrap();
            let enc = orderly::OrderlyEncoding::with_breaking(
                m,
                n,
                t,
                orderly::Breaking::LexLeader { vertices: m * n },
            )
            .unwrap();
            for image in &images {
                assert_eq!(time(image), t, "T_{m}x{n}: an automorphism kept the time");
                let admitted = enc.cnf.falsified(&enc.model_of(image)).is_none();
                assert_eq!(admitted, key(image) == least, "T_{m}x{n}");
            }
        }
    }
}
