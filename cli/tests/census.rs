//! `castlab census` as a user runs it: the stored census written again,
//! a seeded sample of its rows recomputed (CI's re-derivation), and
//! refusals that name the option, the value and the limit.

use std::process::{Command, Output};

fn castlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .output()
        .expect("castlab runs")
}

#[test]
fn census_recomputes_a_seeded_sample_of_its_stored_rows() {
    // CI's re-derivation: 40 stored rows drawn with seed 7, every value
    // computed again from the graph6 text by the exact searches.
    let out = castlab(&["census", "--sample", "40", "--seed", "7"]);
    assert!(out.status.success(), "{out:?}");
    let said = String::from_utf8(out.stdout).unwrap();
    assert_eq!(said.trim(), "40 of 995 rows computed again; 0 differ");
}

#[test]
fn census_writes_the_stored_rows_and_names_bad_options() {
    let out = castlab(&["census", "--nodes", "5"]);
    assert!(out.status.success(), "{out:?}");
    let stored = castlab_core::census::CENSUS;
    let written = String::from_utf8(out.stdout).unwrap();
    // Graphs up to 5 vertices: the header and the published 1 + 2 + 6 + 21.
    assert_eq!(written.lines().count(), 1 + 30);
    assert!(
        stored.starts_with(&written),
        "the stored census begins with them"
    );
    let bad = castlab(&["census", "--nodes", "9"]);
    assert_eq!(bad.status.code(), Some(2));
    let message = String::from_utf8(bad.stderr).unwrap();
    assert!(
        message.contains("--nodes \"9\" is not a whole number from 2 to 8"),
        "{message}"
    );
}
