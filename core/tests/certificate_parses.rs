//! The certificate tables are parsed once per process, however many
//! questions are asked of them and from however many threads.
//!
//! Its own test binary (so its own process): no other test can have asked
//! first, and the count starts at 0.

use castlab_core::certified;
use castlab_core::eval::evaluate;
use castlab_core::grid::{Grid, NodeId};
use castlab_core::permalink::parse;

/// Data rows of a stored table, read here from the file itself.
fn data_rows(table: &str) -> usize {
    table
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .count()
}

#[test]
fn the_tables_are_parsed_once_at_first_use() {
    assert_eq!(certified::parses(), 0, "nothing has asked yet");
    // What the page's controls ask on every render (which algorithms are
    // on offer), what the evaluator asks, and the tables themselves, many
    // times over and from four threads at once.
    let links = [
        "v=1&dims=4x4",
        "v=1&dims=8x8&cert=1",
        "v=1&net=torus&dims=4x4&cert=1",
        "v=1&net=torus&dims=3x4&view=orderly&cert=1",
        "v=1&dims=512x512",
    ];
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                for _ in 0..25 {
                    for link in links {
                        let parsed = parse(link);
                        assert!(parsed.errors.is_empty(), "{link}: {:?}", parsed.errors);
                    }
                    let grid = Grid::mesh(&[4, 4]).unwrap();
                    assert!(certified::tcd_covers(&grid));
                    assert!(certified::tcd(&grid, NodeId::new(5)).is_some());
                    let torus = Grid::torus(&[4, 3]).unwrap();
                    assert!(certified::orderly(&torus).is_some());
                    assert!(!certified::tcd_covers(&Grid::mesh(&[5, 7]).unwrap()));
                }
            });
        }
    });
    for link in links {
        let _ = evaluate(link);
    }
    assert_eq!(certified::parses(), 1);
    // And the one parse kept every row of both files.
    assert_eq!(
        certified::tcd_table().len(),
        data_rows(include_str!("../src/certified/tcd.tsv"))
    );
    assert_eq!(
        certified::orderly_table().len(),
        data_rows(include_str!("../src/certified/orderly.tsv"))
    );
    assert_eq!(certified::parses(), 1);
}
