//! Every stored certificate re-checked: each witness by castlab's validator
//! or simulator, each lower bound by its stored DRAT proof (replayed by
//! dratify against the formula re-encoded now) or, for proofs too large to
//! keep, by the formula's fingerprint; and the TCD optima at N = 16
//! against `exact`'s subset DP.

use std::path::Path;

use castlab_core::certified::{self, LowerBy, schedule_of};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::mesh::exact::Exact;
use castlab_core::orderly::{Model, Vertex, arrival, bounds, broadcast_times, completion};
use castlab_core::schedule::validate;
use castlab_prove::check::{drat, fingerprint, read_proof};
use castlab_prove::cnf::Cnf;
use castlab_prove::{cube, orderly, tcd};

fn proofs() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/proofs"))
}

/// The lower bound's certificate against the formula one below it.
fn check_lower(cert: &certified::Certificate, cnf: &Cnf, what: &str) {
    match cert.lower_by {
        LowerBy::Proof(file) => {
            assert_eq!(
                fingerprint(cnf),
                cert.fingerprint,
                "{what}: the formula changed"
            );
            let text =
                read_proof(&proofs().join(file)).unwrap_or_else(|e| panic!("{what}: {file}: {e}"));
            let checked = drat(cnf, &text).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert!(checked.refuted, "{what}: {file}: {}", checked.reason);
        }
        LowerBy::Checked(_) => {
            assert_eq!(
                fingerprint(cnf),
                cert.fingerprint,
                "{what}: the formula changed"
            );
        }
        LowerBy::Cubes { .. } => panic!("{what}: cube rows are orderly rows"),
        LowerBy::Theorem | LowerBy::Count => {}
    }
}

/// A cube-and-conquer bound: the lex-leader formula one below re-encoded
/// (its fingerprint unchanged), and its cubes re-derived: as many as
/// stored, and covering every assignment exactly once.
fn check_cubes(m: u32, n: u32, cert: &certified::Certificate, lex: u32, split: u32, count: u32) {
    let breaking = orderly::Breaking::LexLeader { vertices: lex };
    let below =
        orderly::OrderlyEncoding::with_breaking(m, n, cert.lower as u32 - 1, breaking).unwrap();
    assert_eq!(
        fingerprint(&below.cnf),
        cert.fingerprint,
        "T_{m}x{n}: the formula changed"
    );
    let cubes = below.cubes(split as usize);
    assert_eq!(cubes.len(), count as usize, "T_{m}x{n}: cubes");
    assert_eq!(
        cube::cover(&cubes),
        Ok(()),
        "T_{m}x{n}: the cubes do not cover"
    );
}

/// Evidence: certified, every row of core/src/certified/orderly.tsv: its SAT
/// witness re-simulated and its lower bound re-checked.
#[test]
fn every_stored_ordering_broadcasts_within_its_value_and_every_lower_bound_checks() {
    let table = certified::orderly_table();
    assert!(table.len() >= 10, "{} orderly rows", table.len());
    for row in table {
        let [m, n] = row.sides;
        let cert = &row.certificate;
        for sides in [[m, n], [n, m]] {
            let grid = Grid::torus(&sides).unwrap();
            let stored = certified::orderly(&grid).unwrap();
            let ordering = stored
                .ordering(&grid)
                .unwrap_or_else(|| panic!("T_{m}x{n}: witness"));
            // The simulator, one originator at a time, and the batched run.
            let worst = (0..grid.node_count() as u32)
                .map(|u| completion(&arrival(&ordering, Vertex::new(u), Model::NonAdaptive)))
                .max()
                .unwrap();
            assert_eq!(u64::from(worst), cert.upper, "T_{}x{}", sides[0], sides[1]);
            let batched = broadcast_times(&ordering, &[], Some(&grid));
            assert_eq!(batched.times.iter().max().copied(), Some(worst));
        }
        let theorem = bounds::lower_bound_2d(m, n);
        assert!(
            cert.lower >= u64::from(theorem),
            "T_{m}x{n} below Theorem 2.2.1"
        );
        if cert.lower_by == LowerBy::Theorem {
            assert_eq!(cert.lower, u64::from(theorem));
            continue;
        }
        if let LowerBy::Cubes {
            lex, split, cubes, ..
        } = cert.lower_by
        {
            check_cubes(m, n, cert, lex, split, cubes);
            continue;
        }
        let below = orderly::OrderlyEncoding::new(m, n, cert.lower as u32 - 1).unwrap();
        check_lower(cert, &below.cnf, &format!("T_{m}x{n}"));
    }
}

/// Evidence: certified, every row of the stored TCD certificates: its SAT
/// witness re-validated and its lower bound re-checked.
#[test]
fn every_stored_schedule_is_valid_with_its_value_and_every_lower_bound_checks() {
    let table = certified::tcd_table();
    for row in table {
        let grid = Grid::new(&row.sides, row.torus).unwrap();
        let what = format!("{grid:?} from {}", row.source.index());
        let numbering = row.numbering().unwrap();
        assert_eq!(numbering[0], row.source, "{what}");
        let v = validate(&grid, &schedule_of(numbering));
        assert!(v.is_valid(), "{what}: {:?}", v.violation);
        assert_eq!(v.tcd, row.certificate.upper, "{what}");
        let cert = &row.certificate;
        if cert.lower_by == LowerBy::Count {
            assert_eq!(cert.lower, grid.node_count() as u64 - 1, "{what}");
            continue;
        }
        let below = tcd::TcdEncoding::new(&grid, row.source, cert.lower - 1).unwrap();
        check_lower(cert, &below.cnf, &what);
    }
}

#[test]
fn the_solver_agrees_with_the_subset_dp_on_every_source_of_4x4_and_2x8() {
    for sides in [[4, 4], [2, 8]] {
        for torus in [false, true] {
            let grid = Grid::new(&sides, torus).unwrap();
            let exact = Exact::new(&grid).unwrap().map();
            for s in 0..grid.node_count() {
                let (row, numbering) = certified::tcd(&grid, NodeId::new(s))
                    .unwrap_or_else(|| panic!("{grid:?}: no certificate for source {s}"));
                assert_eq!(row.source.index(), s, "{grid:?}: a row per source");
                assert!(row.certificate.is_optimum(), "{grid:?} {s}");
                assert_eq!(row.certificate.upper, exact[s], "{grid:?} {s}");
                assert_eq!(validate(&grid, &schedule_of(&numbering)).tcd, exact[s]);
            }
        }
    }
}

#[test]
fn optima_carried_by_symmetry_stay_valid_and_optimal() {
    // Every source of every stored grid that a stored row reaches by symmetry.
    let table = certified::tcd_table();
    let mut grids: Vec<(Vec<u32>, bool)> =
        table.iter().map(|r| (r.sides.clone(), r.torus)).collect();
    grids.dedup();
    for (sides, torus) in grids {
        let grid = Grid::new(&sides, torus).unwrap();
        for s in 0..grid.node_count() {
            if let Some((row, numbering)) = certified::tcd(&grid, NodeId::new(s)) {
                assert_eq!(numbering[0].index(), s);
                let v = validate(&grid, &schedule_of(&numbering));
                assert!(v.is_valid(), "{grid:?} {s}");
                assert_eq!(v.tcd, row.certificate.upper, "{grid:?} {s}");
            }
        }
    }
}
