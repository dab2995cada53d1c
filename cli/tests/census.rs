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

#[test]
fn a_german_reader_is_refused_a_bad_graph6_text_in_german() {
    use castlab_l10n::Text;
    let words = |tag: &str| {
        let path = format!("{}/../locales/{tag}/errors.ftl", env!("CARGO_MANIFEST_DIR"));
        let source = std::fs::read_to_string(&path).expect("the errors resource");
        castlab_l10n::Words::from_sources(tag, &[&source]).expect("it loads")
    };
    // "A" is two vertices; "!" (33) is outside graph6's bytes 63 … 126.
    let refusal = Text::new("error-graph6-bad-byte")
        .arg("at", 1u32)
        .arg("byte", 33u32);
    let (german, english) = (words("de").text(&refusal), words("en").text(&refusal));
    assert!(
        english.starts_with("byte 1 of the graph6 text is 33"),
        "{english}"
    );
    assert_ne!(german, english, "the resource translates it");
    let out = castlab(&["--locale", "de", "census", "--graph", "A!"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains(&german), "{german:?} in {stderr}");
    // Without --locale (and no LANG), the same refusal in English.
    let plain = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(["census", "--graph", "A!"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("castlab runs");
    assert!(String::from_utf8(plain.stderr).unwrap().contains(&english));
}

#[test]
fn census_and_graph6_refusals_read_in_english_as_their_display_does() {
    use castlab_core::census::{CensusError, Graph6Error, SmallGraph};
    use castlab_core::orderly::messy::WorstError;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../locales/en/errors.ftl");
    let source = std::fs::read_to_string(path).expect("the errors resource");
    let english = castlab_l10n::Words::from_sources("en", &[&source]).expect("it loads");
    let graph6: Vec<Graph6Error> = ["", "A!", "~~", "C~~"]
        .iter()
        .map(|text| SmallGraph::from_graph6(text).unwrap_err())
        .collect();
    for e in &graph6 {
        assert_eq!(english.text(&e.text()), e.to_string(), "{e:?}");
    }
    let census = [
        CensusError::NotConnected,
        CensusError::Classical,
        CensusError::Orderly { time: 4 },
        CensusError::BadLine { line: 7 },
        CensusError::Messy(WorstError::TooManyNodes { nodes: 17 }),
        CensusError::Messy(WorstError::TooManyEdges { edges: 130 }),
        CensusError::Messy(WorstError::Budget),
        CensusError::Messy(WorstError::Unreachable),
    ];
    for e in &census {
        assert_eq!(english.text(&e.text()), e.to_string(), "{e:?}");
    }
}
