//! The formulas admit what they should: castlab's own orderings and
//! schedules, turned into assignments, satisfy the formula at their
//! simulated value and not one below. (The stored witnesses check the
//! other direction: every model is a valid ordering or schedule.)

use castlab_core::grid::{Grid, NodeId};
use castlab_core::mesh::exact::Exact;
use castlab_core::orderly::orderings::{Dir, from_directions};
use castlab_core::orderly::{Model, arrival, completion};
use castlab_core::rng::Rng;
use castlab_prove::{orderly, tcd};

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
                .map(|u| completion(&arrival(&ordering, u, Model::NonAdaptive)))
                .max()
                .unwrap();
            let at = orderly::Encoding::new(m, n, time).unwrap();
            assert_eq!(
                at.cnf.falsified(&at.model_of(&ordering)),
                None,
                "T_{m}x{n} at {time}"
            );
            let below = orderly::Encoding::new(m, n, time - 1).unwrap();
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
            let at = tcd::Encoding::new(&grid, source, map[s]).unwrap();
            let model = at.model_of(&numbering).expect("within the bound");
            assert_eq!(at.cnf.falsified(&model), None, "{grid:?} {s}");
            let below = tcd::Encoding::new(&grid, source, map[s] - 1).unwrap();
            if let Some(model) = below.model_of(&numbering) {
                assert!(below.cnf.falsified(&model).is_some(), "{grid:?} {s}");
            }
        }
    }
}
