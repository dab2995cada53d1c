//! `castlab-prove orderly --at T --split S --cube K/N`, run as a program
//! with the solver (CaDiCaL, which `cargo xtask test` installs): the slices
//! of a small formula answer every cube once, and their combined answer is
//! the unsplit formula's, both when it is unsatisfiable and when it is not;
//! and `family <net> <size> --at T --split S`, the same on any graph, on
//! graphs small enough for the exhaustive search over every ordering.

use std::path::{Path, PathBuf};
use std::process::Command;

use castlab_core::grid::{Grid, NodeId};
use castlab_core::orderly::search::exhaustive_optimum;
use castlab_core::orderly::{Model, Ordering, Vertex, arrival, completion};
use castlab_core::topology::GraphFamily;
use castlab_prove::orderly::LETTERS;
use castlab_prove::symmetry::DIRECTIONS;

/// A scratch directory of this test, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("castlab-conquer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs castlab-prove; returns stderr, failing on a non-zero exit.
fn prove(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab-prove"))
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "castlab-prove {args:?}: {stderr}");
    stderr
}

/// The stored table with T_3×4's row knowing less (4 ≤ b^o ≤ 6, both
/// true), so that a run can improve both ends.
fn table(dir: &Path) -> PathBuf {
    let stored = include_str!("../../core/src/certified/orderly.tsv");
    let text: String = stored
        .lines()
        .map(|l| {
            if let Some(rest) = l.strip_prefix("3x4\t") {
                let witness = rest.rsplit('\t').next().unwrap();
                format!("3x4\t4\t6\ttheorem\t0.0\t0.0\t0.0\t-\t{witness}\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let file = dir.join("orderly.tsv");
    std::fs::write(&file, text).unwrap();
    file
}

fn row(table: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(table).unwrap();
    let line = text.lines().find(|l| l.starts_with("3x4\t")).unwrap();
    line.split('\t').map(String::from).collect()
}

/// The witness letters decoded here, then simulated from every originator.
fn worst_time(letters: &str) -> u32 {
    let grid = Grid::torus(&[3, 4]).unwrap();
    let lists: Vec<Vec<u32>> = letters
        .split(' ')
        .enumerate()
        .map(|(v, word)| {
            word.chars()
                .map(|c| {
                    let d = LETTERS.iter().position(|&l| l == c).unwrap();
                    let (axis, forward) = DIRECTIONS[d];
                    let w = grid.neighbour(NodeId::new(v), axis, forward).unwrap();
                    w.index() as u32
                })
                .collect()
        })
        .collect();
    let ordering = Ordering::from_lists(&lists).unwrap();
    (0..12)
        .map(|u| completion(&arrival(&ordering, Vertex::new(u), Model::NonAdaptive)))
        .max()
        .unwrap()
}

/// Three slices of 24 cubes, then the combining run, against one run of
/// the whole formula.
fn sliced_and_whole(at: &str, dir: &Path) -> (Vec<String>, Vec<String>, usize) {
    let (sliced, whole) = (dir.join("sliced"), dir.join("whole"));
    for d in [&sliced, &whole] {
        std::fs::create_dir_all(d).unwrap();
    }
    let (t1, t2) = (table(&sliced), table(&whole));
    let common = |work: &Path, table: &Path| {
        [
            "orderly".to_string(),
            "3x4".into(),
            "--at".into(),
            at.into(),
            "--limit".into(),
            "60".into(),
            "--work".into(),
            work.display().to_string(),
            "--table".into(),
            table.display().to_string(),
        ]
    };
    let mut answered = 0;
    for k in 1..=3 {
        let mut args = common(&sliced.join("work"), &t1).to_vec();
        args.extend([
            "--split".into(),
            "1".into(),
            "--cube".into(),
            format!("{k}/3"),
        ]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let log = prove(&args);
        answered += log.matches("  cube ").count();
        assert_eq!(row(&t1)[2], "6", "a slice stores nothing");
    }
    let mut args = common(&sliced.join("work"), &t1).to_vec();
    args.extend(["--split".into(), "1".into(), "--jobs".into(), "2".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let log = prove(&args);
    answered += log.matches("  cube ").count();
    let args = common(&whole.join("work"), &t2);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    prove(&args);
    (row(&t1), row(&t2), answered)
}

#[test]
fn slices_of_an_unsatisfiable_formula_combine_to_its_refutation() {
    let dir = scratch("unsat");
    // b^o(T_3×4) = 5 (the stored proof row); T = 4 has no ordering.
    let (sliced, whole, answered) = sliced_and_whole("4", &dir);
    assert_eq!(answered, 24, "every cube answered once, by its slice");
    assert_eq!(sliced[1], "5");
    let checker = std::env::var("CASTLAB_DRAT").map_or("dratify".to_string(), |p| {
        Path::new(&p)
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned()
    });
    assert_eq!(sliced[3], format!("cubes:4:1:24:{checker}"));
    assert_eq!(whole[1], "5");
    assert_eq!(whole[3], format!("cubes:4:0:1:{checker}"));
    // Every cube's ledger entry is a refutation with a checked proof.
    let ledgers: Vec<_> = std::fs::read_dir(dir.join("sliced/work"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(ledgers.len(), 1);
    for i in 0..24 {
        let line = std::fs::read_to_string(ledgers[0].join(i.to_string())).unwrap();
        assert!(line.starts_with("unsat "), "cube {i}: {line}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_split_beyond_the_limit_is_refused_with_the_limit_named() {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab-prove"))
        .args(["orderly", "3x4", "--at", "4", "--split", "9"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--split 9: at most 3 vertices"), "{stderr}");
}

#[test]
fn slices_of_a_satisfiable_formula_combine_to_an_ordering() {
    let dir = scratch("sat");
    let (sliced, whole, _) = sliced_and_whole("5", &dir);
    for row in [&sliced, &whole] {
        assert_eq!(row[2], "5", "{row:?}");
        assert_eq!(worst_time(&row[8]), 5, "the stored witness, simulated");
        assert_eq!(row[1], "4", "the lower bound is untouched");
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// Runs castlab-prove; returns (stdout, stderr), failing on a non-zero exit.
fn prove_family(args: &[String]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab-prove"))
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "castlab-prove {args:?}: {stderr}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), stderr)
}

/// The exhaustive search's b^o of the family's instance.
fn exhaustive(family: GraphFamily, size: u32) -> u32 {
    let graph = family.build(size).unwrap();
    let natural = Ordering::from_neighbours(&&*graph).unwrap();
    exhaustive_optimum(&natural).unwrap().0
}

fn args(net: &str, size: u32, at: u32, split: usize, work: &Path) -> Vec<String> {
    let mut out: Vec<String> = ["family", net].map(String::from).to_vec();
    out.extend([size.to_string(), "--at".into(), at.to_string()]);
    out.extend([
        "--split".into(),
        split.to_string(),
        "--limit".into(),
        "60".into(),
    ]);
    out.extend(["--work".into(), work.display().to_string()]);
    out
}

#[test]
fn slices_of_a_refuted_bound_combine_to_its_refutation() {
    let dir = scratch("family-unsat");
    // C_6: every vertex has two links, so three vertices give 2!^3 cubes.
    let below = exhaustive(GraphFamily::Cycle, 6) - 1;
    let mut answered = 0;
    for k in 1..=2 {
        let mut a = args("cycle", 6, below, 3, &dir);
        a.extend(["--cube".into(), format!("{k}/2")]);
        let (out, log) = prove_family(&a);
        answered += log.matches("  cube ").count();
        // The first slice leaves the other's cubes; the second finds the
        // ledger complete.
        let settled = out.contains(&format!("refuted, b^o > {below}: all 8 cubes"));
        assert_eq!(settled, k == 2, "{out}");
    }
    assert_eq!(answered, 8, "every cube answered once, by its slice");
    let (out, log) = prove_family(&args("cycle", 6, below, 3, &dir));
    assert_eq!(log.matches("  cube ").count(), 0, "nothing left to solve");
    assert!(
        out.contains(&format!("refuted, b^o > {below}: all 8 cubes")),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn cubes_at_the_optimum_give_an_ordering_that_reaches_it() {
    let dir = scratch("family-sat");
    let best = exhaustive(GraphFamily::Complete, 4);
    let (out, _) = prove_family(&args("complete", 4, best, 2, &dir));
    let text = out.lines().nth(1).expect("the ordering's line");
    let lists: Vec<Vec<u32>> = text
        .split(' ')
        .map(|w| w.split('.').map(|x| x.parse().unwrap()).collect())
        .collect();
    let ordering = Ordering::from_lists(&lists).unwrap();
    let graph = GraphFamily::Complete.build(4).unwrap();
    let natural = Ordering::from_neighbours(&&*graph).unwrap();
    assert_eq!(ordering.check_same_graph(&natural), Ok(()));
    let worst = ordering
        .vertices()
        .map(|u| completion(&arrival(&ordering, u, Model::NonAdaptive)))
        .max()
        .unwrap();
    assert_eq!(worst, best);
    let _ = std::fs::remove_dir_all(dir);
}
