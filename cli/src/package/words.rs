//! The launch page's words in the package's language: each message of
//! `locales/<tag>/package.ftl` the page shows, worded with `{name}` where
//! the page fills in a value (`exercises.js`'s `castlabSay`). English
//! pages carry none: `exercises.js` has English itself, the same as
//! `locales/en/package.ftl` (the test below holds them equal).

use castlab_core::text;
use castlab_l10n::Words;

/// The page's messages and the values each takes.
const PAGE: &[(&str, &[&str])] = &[
    (text::id("package-pass-not-decimal"), &["value"]),
    (text::id("package-pass-range"), &["value"]),
    (text::id("package-asks-no-question"), &["link"]),
    (text::id("package-link-refused"), &["link", "why"]),
    (text::id("package-pass-differs"), &["link"]),
    (text::id("package-locale-differs"), &["link"]),
    (text::id("package-no-link"), &[]),
    (text::id("package-too-many"), &["count", "max"]),
    (text::id("package-exercise-title"), &["n"]),
    (text::id("package-default-title"), &[]),
    (text::id("package-refused"), &["why"]),
    (text::id("package-unreadable"), &["why"]),
    (text::id("package-status-done"), &["percent"]),
    (
        text::id("package-status-progress"),
        &["percent", "count", "right"],
    ),
    (text::id("package-not-recorded"), &["why"]),
    (text::id("package-no-lms"), &["api"]),
    (text::id("package-lms-error"), &["code", "words"]),
    (text::id("package-lms-missing"), &["method"]),
    (text::id("package-lms-failed"), &["call", "why"]),
    (text::id("package-lms-refused"), &["call", "error"]),
    (text::id("package-cmi5-not-launched"), &[]),
    (text::id("package-store-refused"), &["status"]),
    (text::id("package-store-unreachable"), &["why"]),
    (text::id("package-fetch-http"), &["status"]),
    (text::id("package-fetch-no-token"), &[]),
    (text::id("package-session-failed"), &["why"]),
];

/// Every page message in `words`, as the page's templates.
pub(super) fn page_words(words: &Words) -> serde_json::Map<String, serde_json::Value> {
    PAGE.iter()
        .map(|(message, names)| {
            let args: Vec<(&str, castlab_l10n::Arg)> = names
                .iter()
                .map(|n| (*n, format!("{{{n}}}").into()))
                .collect();
            (message.to_string(), words.tr_args(message, &args).into())
        })
        .collect()
}

/// Every language but English (which `exercises.js` has) by its tag, as
/// the page's templates: a template's page speaks the one its
/// exercises.txt's links ask for (`locale=`), as `castlab package` would.
pub(super) fn every_language() -> serde_json::Map<String, serde_json::Value> {
    castlab_l10n::LOCALES
        .iter()
        .filter(|l| **l != castlab_l10n::FALLBACK)
        .map(|l| (l.to_string(), page_words(&Words::embedded(l)).into()))
        .collect()
}

/// The key of a language map or `lang=` attribute for `locale`: English
/// is `en-US`, as castlab's packages always wrote it.
pub(super) fn language_key(locale: &str) -> &str {
    if locale == castlab_l10n::FALLBACK {
        "en-US"
    } else {
        locale
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `exercises.js`'s English table is `locales/en/package.ftl`'s
    /// wording of the same messages, message for message.
    #[test]
    fn the_pages_english_is_the_resources_english() {
        let js = include_str!("exercises.js");
        let table = js
            .split("// words:begin")
            .nth(1)
            .and_then(|rest| rest.split("// words:end").next())
            .expect("exercises.js marks its English table");
        let table: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(table).expect("the table is JSON");
        let english = page_words(&Words::embedded("en"));
        assert_eq!(table, english);
        // Every locale words every page message, each {name} kept.
        for locale in castlab_l10n::LOCALES {
            let words = page_words(&Words::embedded(locale));
            for (message, names) in PAGE {
                let said = words[*message].as_str().unwrap();
                assert!(!said.starts_with("package-"), "{locale}: {message}");
                for n in *names {
                    assert!(
                        said.contains(&format!("{{{n}}}")),
                        "{locale}: {message}: {said}"
                    );
                }
            }
        }
    }

    /// A package in German: the links' `locale=` chooses it; its launch
    /// page says so (`lang`, `locale`) and carries German's words, each
    /// the resources' own; English pages carry none, as before.
    #[test]
    fn a_package_speaks_its_links_language() {
        use super::super::{Kind, Links, launch_page, package_locale};
        let links = |locale: Option<&str>| Links {
            exercises: Vec::new(),
            pass: 10,
            locale: locale.map(str::to_string),
        };
        assert_eq!(package_locale(&links(Some("de")), None), "de");
        assert_eq!(
            package_locale(&links(Some("zh-hans")), Some("es")),
            "zh-Hans"
        );
        // No locale=, or none castlab has words in: --locale's, else English.
        assert_eq!(package_locale(&links(None), Some("es")), "es");
        assert_eq!(package_locale(&links(Some("fr")), Some("de")), "de");
        assert_eq!(package_locale(&links(Some("fr")), None), "en");
        assert_eq!(package_locale(&links(None), None), "en");
        let german = Words::embedded("de");
        let page = launch_page(Kind::Scorm2004, "t", Some(&[]), 10, &german);
        assert!(page.contains("<html lang=\"de\">"), "{page}");
        let config = page
            .split("id=\"castlab-package\">")
            .nth(1)
            .and_then(|rest| rest.split("</script>").next())
            .unwrap();
        let config: serde_json::Value = serde_json::from_str(config).unwrap();
        assert_eq!(config["locale"], "de");
        let done = german.tr_args("package-status-done", &[("percent", "{percent}".into())]);
        assert_eq!(config["words"]["package-status-done"], done.as_str());
        assert_ne!(done, "All answered: score {percent}.");
        let english = launch_page(Kind::Scorm2004, "t", Some(&[]), 10, &Words::embedded("en"));
        assert!(english.contains("<html lang=\"en\">") && !english.contains("\"words\""));
        assert!(!english.contains("\"languages\""));
        // A template's page carries every language, for its links' locale=.
        let template = launch_page(Kind::Scorm12, "t", None, 10, &Words::embedded("en"));
        let config = template
            .split("id=\"castlab-package\">")
            .nth(1)
            .and_then(|rest| rest.split("</script>").next())
            .unwrap();
        let config: serde_json::Value = serde_json::from_str(config).unwrap();
        let languages = config["languages"].as_object().unwrap();
        let tags: Vec<&str> = languages.keys().map(String::as_str).collect();
        assert_eq!(tags, ["de", "es", "zh-Hans"]);
        for tag in tags {
            let title = Words::embedded(tag).tr("package-default-title");
            assert_eq!(languages[tag]["package-default-title"], title.as_str());
        }
    }

    /// A template's exercises.txt in English is the one castlab always
    /// wrote, byte for byte (written out here as it was).
    #[test]
    fn an_english_template_reads_as_before() {
        let before = "\
# castlab exercises: one link per line, copied from castlab's address bar
# or its permalink (the whole address, or the part after '?'). Each link
# asks a question (ask=...); at most 50 links. pass= (0 to 1, one digit
# after the point) is the score that passes the package, 1 where a link
# has none, and must be the same on every link: a package has one
# threshold (the launch page refuses a list whose links differ, as
# castlab package does). Lines starting with # are ignored. Edit this
# file, zip the package's files again (imsmanifest.xml or cmi5.xml at the
# top of the zip, not inside a folder), and upload the zip to your LMS.
v=1&dims=4x4&src=1,2&ask=hops&pass=0.8
v=1&dims=32x32&ask=least&pass=0.8
";
        assert_eq!(super::super::template_links(&Words::embedded("en")), before);
        let german = super::super::template_links(&Words::embedded("de"));
        assert!(
            german.lines().take(9).all(|l| l.starts_with("# ")),
            "{german}"
        );
        assert!(german.ends_with("v=1&dims=32x32&ask=least&pass=0.8\n"));
    }
}
