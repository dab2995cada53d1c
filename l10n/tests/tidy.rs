//! The resources' tidy test: every locale against English, the code's ids
//! against English, and three planted faults that each check must catch.

use std::fs;
use std::path::{Path, PathBuf};

use castlab_l10n::tidy::{self, Catalog, Problem};
use castlab_l10n::{LOCALES, Words};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn resources(locale: &str) -> Vec<(String, String)> {
    let dir = root().join("locales").join(locale);
    let mut files: Vec<(String, String)> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|f| f.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .map(|p| {
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            (name, fs::read_to_string(&p).expect("a resource reads"))
        })
        .collect();
    files.sort();
    files
}

fn rust_sources() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for crate_dir in ["core/src", "web/src", "cli/src", "py/src"] {
        collect(&root().join(crate_dir), &mut out);
    }
    out
}

fn collect(dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if path.is_dir() {
            if name != "tests" {
                collect(&path, out);
            }
        } else if name.ends_with(".rs") && !name.ends_with("tests.rs") {
            let text = fs::read_to_string(&path).expect("a source reads");
            out.push((
                path.strip_prefix(root())
                    .unwrap_or(&path)
                    .display()
                    .to_string(),
                text,
            ));
        }
    }
}

fn english() -> Catalog {
    let (catalog, problems) = tidy::catalog("en", &resources("en"));
    assert!(problems.is_empty(), "{}", lines(&problems));
    catalog
}

fn lines(problems: &[Problem]) -> String {
    problems.iter().map(|p| format!("\n  {p}")).collect()
}

#[test]
fn every_locale_defines_englishs_messages_with_its_placeholders_and_no_english_left() {
    let english = english();
    assert!(LOCALES.len() >= 4, "{LOCALES:?}");
    for locale in LOCALES {
        let (catalog, mut problems) = tidy::catalog(locale, &resources(locale));
        problems.extend(tidy::compare(&english, locale, &catalog));
        assert!(
            problems.is_empty(),
            "{} problem(s):{}",
            problems.len(),
            lines(&problems)
        );
    }
}

#[test]
fn every_id_the_code_uses_is_defined_and_every_defined_id_is_used() {
    let problems = tidy::check_usage(&english(), &rust_sources());
    assert!(
        problems.is_empty(),
        "{} problem(s):{}",
        problems.len(),
        lines(&problems)
    );
}

#[test]
fn every_locale_loads_and_words_every_message() {
    let english = english();
    for locale in LOCALES {
        let texts: Vec<String> = resources(locale).into_iter().map(|(_, t)| t).collect();
        let sources: Vec<&str> = texts.iter().map(String::as_str).collect();
        let words =
            Words::from_sources(locale, &sources).unwrap_or_else(|e| panic!("{locale}: {e}"));
        for (id, message) in &english {
            if message.words.trim().is_empty() && message.attributes.is_empty() {
                continue;
            }
            let target = if message.words.trim().is_empty() {
                format!("{id}.{}", message.attributes.first().expect("an attribute"))
            } else {
                id.clone()
            };
            assert!(words.has(&target), "{locale}: {target} has no value");
        }
    }
}

// The planted faults: each is the real English catalog with one change,
// and the check must name it.

#[test]
fn a_planted_missing_key_is_caught() {
    let english = english();
    let mut planted = english.clone();
    let (id, _) = english.iter().next().expect("English has messages");
    planted.remove(id);
    let problems = tidy::compare(&english, "de", &planted);
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, Problem::Missing { id: found, .. } if found == id)),
        "{}",
        lines(&problems)
    );
}

#[test]
fn a_planted_unused_key_is_caught() {
    let mut planted = english();
    planted.insert("planted-never-used".into(), tidy::Message::default());
    let problems = tidy::check_usage(&planted, &rust_sources());
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, Problem::Unused { id, .. } if id == "planted-never-used")),
        "{}",
        lines(&problems)
    );
}

#[test]
fn a_planted_undefined_key_is_caught() {
    let mut sources = rust_sources();
    sources.push((
        "planted.rs".into(),
        "fn f() { tr(\"planted-not-defined\"); }".into(),
    ));
    let problems = tidy::check_usage(&english(), &sources);
    assert!(problems.iter().any(
        |p| matches!(p, Problem::Undefined { id, file } if id == "planted-not-defined" && file == "planted.rs")
    ));
}

#[test]
fn a_planted_placeholder_mismatch_is_caught() {
    let english = english();
    let (id, message) = english
        .iter()
        .find(|(_, m)| !m.placeholders.is_empty())
        .expect("a message with a placeholder");
    let mut planted = english.clone();
    let changed = planted.get_mut(id).expect("the message");
    changed.placeholders = message
        .placeholders
        .iter()
        .map(|p| format!("{p}x"))
        .collect();
    let problems = tidy::compare(&english, "es", &planted);
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, Problem::Placeholders { id: found, .. } if found == id)),
        "{}",
        lines(&problems)
    );
}

#[test]
fn a_planted_english_sentence_is_caught_and_a_translation_is_not() {
    assert!(tidy::looks_english("Each informed node sends the message"));
    assert!(!tidy::looks_english(
        "Jeder informierte Knoten sendet die Nachricht"
    ));
    assert!(!tidy::looks_english("Cada nodo informado envía el mensaje"));
    assert!(!tidy::looks_english("每个已知节点发送消息"));
    assert!(!tidy::looks_english("TCD = { $tcd }, b(G) = { $b }"));
}

#[test]
fn a_planted_syntax_error_is_caught() {
    let (_, problems) = tidy::catalog("de", &[("x.ftl".into(), "ok = ja\nbroken = { $n\n".into())]);
    assert!(
        problems.iter().any(|p| matches!(p, Problem::Syntax { .. })),
        "{problems:?}"
    );
}

#[test]
fn a_test_only_item_does_not_hide_the_ids_after_it_but_the_test_module_does() {
    let source = "fn a() { tr(\"x-one\"); }\n#[cfg(test)]\nfn helper() {}\n#[cfg(test)]\nmod lemmas;\nfn b() { tr(\"x-two\"); }\n#[cfg(test)]\nmod tests { fn c() { tr(\"x-three\"); } }\n";
    let ids: Vec<String> = tidy::used_ids(source).into_iter().collect();
    assert_eq!(ids, ["x-one", "x-two"]);
}

/// A translation in progress over English: its own messages win, English
/// words the rest, and neither shows an id.
#[test]
fn a_translation_in_progress_reads_english_where_it_lacks_a_message() {
    let english: Vec<String> = resources("en").into_iter().map(|(_, text)| text).collect();
    let english: Vec<&str> = english.iter().map(String::as_str).collect();
    let french = "gallery-heading = Exemples\n";
    let words = Words::over("fr", &[french], &english).expect("both parse");
    assert_eq!(words.tr("gallery-heading"), "Exemples");
    let alone = Words::from_sources("en", &english).expect("English parses");
    assert_eq!(words.tr("gallery-skip"), alone.tr("gallery-skip"));
    assert_ne!(words.tr("gallery-skip"), "gallery-skip");
    assert_eq!(words.locale(), "fr");
    // Without English under it, a missing message shows as its id.
    let bare = Words::from_sources("fr", &[french]).expect("parses");
    assert_eq!(bare.tr("gallery-skip"), "gallery-skip");
}
