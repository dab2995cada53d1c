//! `castlab locale` and `--locale` as a translator and a student run them:
//! the check holds a translation to the tidy test's rules (counted here
//! from the English files themselves), planted faults fail it by name, and
//! the locale comes from `--locale`, else `LANG`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn castlab(args: &[&str], lang: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_castlab"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    if let Some(lang) = lang {
        command.env("LANG", lang);
    }
    command.output().expect("castlab runs")
}

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales")
}

/// English's messages, counted as a translator would: lines that open a
/// message (`id =`) in `locales/en/*.ftl`.
fn english_messages() -> usize {
    let mut count = 0;
    for entry in fs::read_dir(locales().join("en")).unwrap().flatten() {
        let text = fs::read_to_string(entry.path()).unwrap();
        count += text
            .lines()
            .filter(|l| {
                let id = l.split(" =").next().unwrap_or_default();
                l.contains(" =")
                    && !id.is_empty()
                    && id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            .count();
    }
    count
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn every_locale_castlab_carries_passes_the_check_with_every_english_message() {
    let listed = stdout(&castlab(&["locale", "list"], None));
    let listed: Vec<&str> = listed.lines().collect();
    assert_eq!(listed[0], "en");
    for tag in ["de", "es", "zh-Hans"] {
        assert!(listed.contains(&tag), "{listed:?}");
        let dir = locales().join(tag);
        let out = castlab(&["locale", "check", dir.to_str().unwrap()], None);
        let said = stdout(&out);
        assert!(out.status.success(), "{tag}: {said}");
        let n = english_messages();
        assert!(
            said.ends_with(&format!("{tag}: {n} of {n} messages, no problem\n")),
            "{said}"
        );
    }
}

#[test]
fn planted_faults_fail_the_check_by_name() {
    let dir = std::env::temp_dir().join(format!("castlab-locale-{}", std::process::id()));
    let planted = dir.join("xx");
    fs::create_dir_all(&planted).unwrap();
    // German with one message removed and one placeholder renamed.
    let mut removed = None;
    for entry in fs::read_dir(locales().join("de")).unwrap().flatten() {
        let mut text = fs::read_to_string(entry.path()).unwrap();
        if entry.file_name() == "cli.ftl" {
            let line = text
                .lines()
                .find(|l| l.starts_with("cli-locale-check-no-files ="))
                .unwrap()
                .to_string();
            text = text.replace(&format!("{line}\n"), "");
            removed = Some("cli-locale-check-no-files");
            text = text.replace("{ $command }", "{ $befehl }");
        }
        fs::write(planted.join(entry.file_name()), text).unwrap();
    }
    // A message left in English.
    let english = "cli-locale-extra-english = Each informed node sends the message\n";
    fs::write(planted.join("more.ftl"), english).unwrap();
    let out = castlab(&["locale", "check", planted.to_str().unwrap()], None);
    let said = stdout(&out);
    assert_eq!(out.status.code(), Some(3), "{said}");
    assert!(
        said.contains(&format!("xx: {} is missing", removed.unwrap())),
        "{said}"
    );
    assert!(
        said.contains("xx: cli-locale-unknown-command uses the placeholders [\"befehl\"]"),
        "{said}"
    );
    assert!(
        said.contains("xx/more.ftl: cli-locale-extra-english is not an English message"),
        "{said}"
    );
    // English copied as it is reads as English.
    let copied = dir.join("fr");
    fs::create_dir_all(&copied).unwrap();
    fs::copy(locales().join("en/cli.ftl"), copied.join("cli.ftl")).unwrap();
    let said = stdout(&castlab(
        &["locale", "check", copied.to_str().unwrap()],
        None,
    ));
    assert!(
        said.contains("fr/cli.ftl: cli-locale-check-needs-dir still reads as English"),
        "{said}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_locale_comes_from_the_option_else_lang_and_an_unknown_one_is_named() {
    let de = locales().join("de");
    let check = ["locale", "check", de.to_str().unwrap()];
    let n = english_messages();
    let by_option = stdout(&castlab(&[&["--locale", "de"], &check[..]].concat(), None));
    assert!(
        by_option.ends_with(&format!("de: {n} von {n} Meldungen, kein Problem\n")),
        "{by_option}"
    );
    let by_lang = stdout(&castlab(&check, Some("es_ES.UTF-8")));
    assert!(
        by_lang.ends_with(&format!("de: {n} de {n} mensajes, ningún problema\n")),
        "{by_lang}"
    );
    let chinese = stdout(&castlab(&check, Some("zh_CN.UTF-8")));
    assert!(
        chinese.ends_with(&format!("de：{n}/{n} 条消息，0 个问题\n")),
        "{chinese}"
    );
    let unknown = castlab(
        &[&["--locale=tlh"], &check[..]].concat(),
        Some("de_DE.UTF-8"),
    );
    let warned = String::from_utf8(unknown.stderr.clone()).unwrap();
    assert!(
        warned.contains(
            "--locale tlh: castlab has no words in it (it has en, de, es, zh-Hans); using en"
        ),
        "{warned}"
    );
    assert!(stdout(&unknown).ends_with(&format!("de: {n} of {n} messages, no problem\n")));
}

/// `id`'s text in `locale`'s cli.ftl, read with the Fluent library apart
/// from the binary's embedded copy.
fn resource_message(locale: &str, id: &str) -> String {
    let source = fs::read_to_string(locales().join(locale).join("cli.ftl")).unwrap();
    let words = castlab_l10n::Words::from_sources(locale, &[&source]).unwrap();
    words.tr(id)
}

/// The lines of English's help that hold a sentence (two English-only
/// words): none may be left in a translated help.
fn english_sentences(help: &str) -> Vec<&str> {
    help.lines()
        .map(str::trim)
        .filter(|l| {
            let words: Vec<&str> = l.split(|c: char| !c.is_ascii_alphabetic()).collect();
            ["the", "and", "of", "or", "with", "a"]
                .iter()
                .filter(|w| words.contains(w))
                .count()
                >= 2
        })
        .collect()
}

#[test]
fn the_help_speaks_the_asked_language_by_option_and_by_lang() {
    let german = castlab(&["--locale", "de", "--help"], None);
    assert!(german.status.success());
    let german = stdout(&german);
    assert_eq!(german, resource_message("de", "cli-help") + "\n");
    for word in ["Aufruf:", "Optionen:", "Rückgabewert:", "Beispielgalerie"] {
        assert!(german.contains(word), "{word}: {german}");
    }
    let spanish = castlab(&["eval", "--help"], Some("es_ES.UTF-8"));
    assert!(spanish.status.success());
    let spanish = stdout(&spanish);
    assert_eq!(spanish, resource_message("es", "cli-eval-help") + "\n");
    for word in ["uso:", "opciones", "Código de salida:", "consulta"] {
        assert!(spanish.contains(word), "{word}: {spanish}");
    }
    // The English screens, as a reader without a locale gets them.
    let english_help = stdout(&castlab(&["--help"], None));
    let english_eval = stdout(&castlab(&["eval", "--help"], None));
    assert_ne!(english_help, german);
    for (english, translated) in [(&english_help, &german), (&english_eval, &spanish)] {
        let sentences = english_sentences(english);
        assert!(sentences.len() >= 3, "{english}");
        for sentence in sentences {
            assert!(
                !translated.contains(sentence),
                "left in English: {sentence}"
            );
        }
    }
    // The layout survives Fluent: options at the same indentation, and no
    // continuation line that lost its indentation.
    let options = |help: &str| -> Vec<String> {
        help.lines()
            .filter(|l| l.starts_with("  -"))
            .map(|l| l.split_whitespace().next().unwrap_or_default().to_string())
            .collect()
    };
    assert_eq!(options(&english_help), options(&german));
    assert_eq!(options(&english_eval), options(&spanish));
    for line in german.lines().chain(spanish.lines()) {
        assert!(!line.starts_with(['{', '\'']), "unindented: {line}");
    }
    // Flags and examples stay as they are.
    assert!(german.contains("--locale TAG"));
    assert!(spanish.contains("'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper'"));
}

#[test]
fn a_refusal_speaks_the_asked_language_with_its_usage_line() {
    let out = castlab(&["--locale", "de", "eval", "v=1", "second"], None);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8(out.stderr).unwrap();
    let hint = castlab_l10n::Words::from_sources(
        "de",
        &[&fs::read_to_string(locales().join("de/cli.ftl")).unwrap()],
    )
    .unwrap()
    .tr_args(
        "cli-usage-hint",
        &[
            ("usage", "castlab eval [OPTIONS] <QUERY>".into()),
            ("help", "castlab eval --help".into()),
        ],
    );
    assert!(said.ends_with(&format!("\n{hint}\n")), "{said}");
    assert!(said.contains("\"second\""), "{said}");
    assert!(!said.contains("give one query"), "{said}");
    // The option parser's refusal too, with the option named as given.
    let english = castlab(&["eval", "--frob"], None);
    let english = String::from_utf8(english.stderr).unwrap();
    let german = castlab(&["eval", "--frob"], Some("de_DE.UTF-8"));
    assert_eq!(german.status.code(), Some(2));
    let german = String::from_utf8(german.stderr).unwrap();
    let first = |s: &str| s.lines().next().unwrap_or_default().to_string();
    assert!(first(&german).contains("'--frob'"), "{german}");
    assert_ne!(first(&german), first(&english), "{german}");
}

/// `id`'s text in `locale`, read from every resource of the locale's folder
/// with the Fluent library apart from the binary's embedded copy.
fn message_in(locale: &str, id: &str) -> String {
    let mut sources = Vec::new();
    for entry in fs::read_dir(locales().join(locale)).unwrap().flatten() {
        sources.push(fs::read_to_string(entry.path()).unwrap());
    }
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    castlab_l10n::Words::from_sources(locale, &sources)
        .unwrap()
        .tr(id)
}

/// The first claim's statement `castlab eval` writes for `link`.
fn first_statement(args: &[&str], lang: Option<&str>) -> String {
    let out = stdout(&castlab(args, lang));
    let json: serde_json::Value = serde_json::from_str(&out).expect("eval writes JSON");
    json["claims"][0]["statement"].as_str().unwrap().to_string()
}

#[test]
fn a_links_locale_chooses_the_words_unless_the_option_does() {
    // The first claim of a 4 × 4 mesh is Theorem 1's (eval-claim-least-at-eyes).
    let id = "eval-claim-least-at-the-eyes";
    let link = "v=1&dims=4x4&locale=de";
    assert_eq!(
        first_statement(&["eval", link], Some("es_ES.UTF-8")),
        message_in("de", id)
    );
    let url = "https://example.edu/castlab/?v=1&dims=4x4&locale=zh-Hans";
    assert_eq!(
        first_statement(&["eval", url], None),
        message_in("zh-Hans", id)
    );
    assert_eq!(
        first_statement(&["--locale", "es", "eval", link], None),
        message_in("es", id)
    );
    // A tag castlab has no words in is read in the environment's language.
    assert_eq!(
        first_statement(&["eval", "v=1&dims=4x4&locale=fr"], Some("de_DE.UTF-8")),
        message_in("de", id)
    );
}

/// The count in the check's note on messages worded as in English.
fn same_as_english(out: &str) -> usize {
    let note = out
        .lines()
        .find(|l| l.starts_with("note: "))
        .unwrap_or_default();
    note["note: ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

#[test]
fn a_label_left_in_english_is_counted_in_a_note_not_a_problem() {
    // "Skip" passes the English-word rule (one word); the note counts it.
    let german = stdout(&castlab(
        &["locale", "check", locales().join("de").to_str().unwrap()],
        None,
    ));
    let before = same_as_english(&german);
    let planted = std::env::temp_dir().join(format!("castlab-same-{}", std::process::id()));
    let folder = planted.join("de");
    fs::create_dir_all(&folder).unwrap();
    for entry in fs::read_dir(locales().join("de")).unwrap().flatten() {
        let text = fs::read_to_string(entry.path()).unwrap();
        let text = text.replace(
            &format!("gallery-skip = {}\n", resource_in("de", "gallery-skip")),
            &format!("gallery-skip = {}\n", resource_in("en", "gallery-skip")),
        );
        fs::write(folder.join(entry.file_name()), text).unwrap();
    }
    let out = castlab(&["locale", "check", folder.to_str().unwrap()], None);
    let said = stdout(&out);
    assert_eq!(same_as_english(&said), before + 1, "{said}");
    assert!(out.status.success(), "{said}");
    fs::remove_dir_all(&planted).unwrap();
}

/// `id`'s value as written in `locale`'s gallery.ftl.
fn resource_in(locale: &str, id: &str) -> String {
    let text = fs::read_to_string(locales().join(locale).join("gallery.ftl")).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with(&format!("{id} = ")))
        .unwrap_or_else(|| panic!("{locale}: {id}"));
    line[id.len() + 3..].to_string()
}
