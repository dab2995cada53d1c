//! One name per algorithm: the name the rules table gives it
//! (`rules::name`) is what the menu, the page's heading, the panel's words,
//! the gallery's cards and the docs call it.

use super::read;
use castlab_core::examples::EXAMPLES;
use castlab_core::permalink::Algo;
use castlab_core::permalink::rules::{self, CERTIFIED, NETWORKS};

/// The English resources, which word the rules' ids.
fn en() -> &'static castlab_l10n::Words {
    static EN: std::sync::OnceLock<castlab_l10n::Words> = std::sync::OnceLock::new();
    EN.get_or_init(|| castlab_l10n::Words::embedded("en"))
}

/// The name without its article, as a menu or a sentence may use it.
fn bare(algo: Algo) -> String {
    let name = en().text(&rules::name(algo));
    name.strip_prefix("the ").unwrap_or(&name).to_string()
}

/// Names an algorithm once had besides its one name, which nothing shown
/// may use again.
const RETIRED: &[(&str, Algo)] = &[
    ("best halving schedule", Algo::Recursive),
    ("best dimension-ordered recursive schedule", Algo::Recursive),
    ("recursive optimum", Algo::Recursive),
    ("least known schedule", Algo::Least),
    ("best rotation of Cang and Wu's algorithm", Algo::Symmetric),
    ("stack baseline", Algo::Stack),
    ("Π with ℓ as printed", Algo::PiLiteral),
    ("Π with §3.1's printed ℓ", Algo::PiLiteral),
];

/// Every algorithm a menu offers, with its menu label.
fn menus() -> Vec<(Algo, String)> {
    let mut out: Vec<(Algo, String)> = NETWORKS
        .iter()
        .flat_map(|n| n.views.iter())
        .flat_map(|v| v.algorithms.iter())
        .map(|o| (o.value, en().tr(o.label)))
        .collect();
    out.push((CERTIFIED.value, en().tr(CERTIFIED.label)));
    out
}

#[test]
fn every_algorithm_has_one_name_in_the_menu_the_heading_and_the_panel() {
    let menus = menus();
    for (algo, label) in &menus {
        let name = bare(*algo);
        assert!(
            label.contains(&name),
            "{algo:?}: the menu says \"{label}\", not its name \"{name}\""
        );
        assert!(
            en().tr(rules::about(*algo)).contains(&name),
            "{algo:?}: the panel says \"{}\", not \"{name}\"",
            en().tr(rules::about(*algo))
        );
        for dims in 1..=4 {
            let heading = en().text(&algo.heading_text(dims));
            // A heading names algorithms, never by their identifiers.
            let words: Vec<&str> = heading
                .split(|c: char| !c.is_alphanumeric() && c != '-')
                .collect();
            for id in Algo::ALL.iter().map(|a| a.as_str()) {
                assert!(
                    !words.contains(&id) || id == "optimum",
                    "{heading} says {id}"
                );
            }
            match algo {
                // The papers number their algorithm: 000's Algorithm 1 in
                // 2-D, 002's Algorithm 2 in 3-D; the heading gives that.
                Algo::Paper => {
                    let numbered = ["Algorithm 1", "Algorithm 1", "Algorithm 2"];
                    if let Some(n) = numbered.get(dims - 1) {
                        assert!(heading.contains(n), "{heading}");
                    }
                }
                _ => assert!(
                    heading.contains(&name),
                    "{algo:?}: the heading \"{heading}\" does not use its name \"{name}\""
                ),
            }
        }
    }
    // Every algorithm is offered somewhere.
    for algo in Algo::ALL {
        assert!(menus.iter().any(|(a, _)| a == algo), "{algo:?} in no menu");
    }
}

#[test]
fn no_card_heading_or_document_uses_a_retired_name() {
    let en = castlab_l10n::Words::embedded("en");
    let mut shown: Vec<(String, String)> = EXAMPLES
        .iter()
        .map(|e| {
            (
                format!("example {}", e.id),
                format!("{} {}", en.text(&e.title()), en.text(&e.note())),
            )
        })
        .collect();
    for (algo, label) in menus() {
        shown.push((format!("{algo:?} menu"), label.to_string()));
        shown.push((format!("{algo:?} panel"), rules::about(algo).to_string()));
        for dims in 1..=4 {
            shown.push((
                format!("{algo:?} heading"),
                en.text(&algo.heading_text(dims)),
            ));
        }
    }
    for path in [
        "README.md",
        "docs/permalinks.md",
        "docs/errata.md",
        "docs/formats/README.md",
        "cli/tests/data/v1-sentences.tsv",
    ] {
        shown.push((path.to_string(), read(path)));
    }
    for (place, text) in &shown {
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for (old, algo) in RETIRED {
            assert!(
                !flat.contains(old),
                "{place} calls {algo:?} \"{old}\"; its name is \"{}\"",
                en.text(&rules::name(*algo))
            );
        }
    }
}

#[test]
fn the_cards_of_the_best_subcube_recursive_schedule_name_it() {
    // A card whose link shows `recursive` and names what beats the paper
    // calls it by its name.
    let name = bare(Algo::Recursive);
    let en = castlab_l10n::Words::embedded("en");
    for e in EXAMPLES {
        let shows = e.permalink.split('&').any(|kv| kv == "algo=recursive");
        let note = en.text(&e.note());
        if shows && note.contains("schedule from") {
            assert!(note.contains(&name), "{}: {note}", e.id);
        }
    }
    let better = castlab_core::examples::example("tcd-recursive-beats-paper").unwrap();
    let note = en.text(&better.note());
    assert!(note.contains(&name), "{note}");
}
