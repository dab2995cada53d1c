//! `castlab package` in the students' language (issue #57): the links'
//! `locale=` chooses it, else `--locale`, else English, never the
//! machine's `LANG`; the package carries the site's resources for it and
//! its launch page and embeds ask for it; a site without them is refused.
//! The expected words are `locales/<tag>/package.ftl`'s.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use castlab_l10n::Words;

const GERMAN: &str = "locales/de-0123456789abcdef.ftl";

/// `castlab args` with `lang` as the machine's language (and no other
/// locale variable).
fn castlab(args: &[&str], lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .expect("castlab runs")
}

/// A stand-in for a built site: the files the packager needs, with German
/// words (`german`) or none (a site built before the words left the module).
fn site(dir: &Path, german: bool) -> PathBuf {
    let site = dir.join(if german { "site" } else { "old-site" });
    fs::create_dir_all(site.join("locales")).unwrap();
    fs::write(site.join("index.html"), "<!doctype html>").unwrap();
    fs::write(site.join("embed-host.js"), "// host").unwrap();
    fs::write(site.join("locales/en-fedcba9876543210.ftl"), "# en").unwrap();
    if german {
        fs::write(site.join(GERMAN), "# de").unwrap();
    }
    site
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "castlab-package-locale-{name}-{}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The zip's entries, by name.
fn entries(zip: &Path) -> Vec<(String, Vec<u8>)> {
    let mut archive = zip::ZipArchive::new(fs::File::open(zip).unwrap()).unwrap();
    (0..archive.len())
        .map(|i| {
            let mut f = archive.by_index(i).unwrap();
            let mut bytes = Vec::new();
            f.read_to_end(&mut bytes).unwrap();
            (f.name().to_string(), bytes)
        })
        .collect()
}

/// What a package says of its language: `<html lang>`, the page's JSON
/// (`locale`, `words`, the exercises' links), its `<title>`, and the
/// manifest's text.
struct Said {
    lang: String,
    config: serde_json::Value,
    title: String,
    manifest: String,
    names: Vec<String>,
    bytes: Vec<(String, Vec<u8>)>,
}

fn package(site: &Path, zip: &Path, extra: &[&str], links: &[&str], lang: &str) -> Said {
    let mut args = vec![
        "package",
        "--site",
        site.to_str().unwrap(),
        "--output",
        zip.to_str().unwrap(),
    ];
    args.extend(extra);
    args.extend(links);
    let out = castlab(&args, lang);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files = entries(zip);
    let text = |name: &str| {
        let (_, bytes) = files.iter().find(|(n, _)| n == name).unwrap();
        String::from_utf8(bytes.clone()).unwrap()
    };
    let page = text("launch.html");
    let between = |from: &str, to: &str| {
        page.split(from)
            .nth(1)
            .and_then(|rest| rest.split(to).next())
            .unwrap_or_else(|| panic!("{from} in {page}"))
            .to_string()
    };
    Said {
        lang: between("<html lang=\"", "\""),
        config: serde_json::from_str(&between("id=\"castlab-package\">", "</script>")).unwrap(),
        title: between("<title>", "</title>"),
        manifest: text("imsmanifest.xml"),
        names: files.iter().map(|(n, _)| n.clone()).collect(),
        bytes: files,
    }
}

const HOPS: &str = "v=1&dims=4x4&src=1,2&ask=hops";
const LEAST: &str = "v=1&dims=4x4&ask=least";

#[test]
fn a_links_locale_makes_a_german_package_that_carries_the_sites_german_words() {
    let dir = temp("link");
    let site = site(&dir, true);
    let zip = dir.join("de.zip");
    let links = [format!("{HOPS}&locale=de"), format!("{LEAST}&locale=de")];
    let links: Vec<&str> = links.iter().map(String::as_str).collect();
    // The link's locale= wins over --locale and over the machine's LANG.
    let said = package(&site, &zip, &["--locale", "es"], &links, "zh_CN.UTF-8");
    let german = Words::embedded("de");
    assert_eq!(said.lang, "de");
    assert_eq!(said.config["locale"], "de");
    assert_eq!(said.title, german.tr("package-default-title"));
    assert_eq!(
        said.config["words"]["package-exercise-title"],
        german.tr_args("package-exercise-title", &[("n", "{n}".into())])
    );
    // Each exercise keeps its locale=, so its embed speaks German too.
    let exercises = said.config["exercises"].as_array().unwrap();
    assert_eq!(exercises.len(), 2);
    for e in exercises {
        let link = e["link"].as_str().unwrap();
        assert!(link.split('&').any(|kv| kv == "locale=de"), "{link}");
    }
    // The site's German words are in the zip, beside its pages, and listed.
    let file = format!("castlab/{GERMAN}");
    assert!(said.names.contains(&file), "{:?}", said.names);
    assert!(said.manifest.contains(&format!("<file href=\"{file}\"/>")));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_locale_in_the_links_locale_chooses_and_lang_never_does() {
    let dir = temp("option");
    let site = site(&dir, true);
    let zip = dir.join("p.zip");
    // --locale de: the page is German and asks its embeds for German
    // (exercises.js adds locale= to a link without one).
    let said = package(&site, &zip, &["--locale", "de"], &[HOPS], "C");
    assert_eq!(said.lang, "de");
    assert_eq!(said.config["locale"], "de");
    assert_eq!(
        said.title,
        Words::embedded("de").tr("package-default-title")
    );
    let js = String::from_utf8(
        said.bytes
            .iter()
            .find(|(n, _)| n == "exercises.js")
            .unwrap()
            .1
            .clone(),
    )
    .unwrap();
    assert!(js.contains("'&locale=' + encodeURIComponent(locale)"));
    // No --locale: English, whatever the machine speaks; the same bytes
    // on a German machine as on any other.
    let on_german = package(&site, &zip, &[], &[HOPS], "de_DE.UTF-8");
    let on_plain = package(&site, &zip, &[], &[HOPS], "C");
    assert_eq!(on_german.lang, "en");
    assert!(on_german.config.get("locale").is_none());
    assert!(on_german.config.get("words").is_none());
    assert_eq!(
        on_german.title,
        Words::embedded("en").tr("package-default-title")
    );
    assert_eq!(on_german.bytes, on_plain.bytes);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_site_without_the_packages_language_is_refused_by_name() {
    let dir = temp("old");
    let old = site(&dir, false);
    let zip = dir.join("p.zip");
    let link = format!("{HOPS}&locale=de");
    // The refusal is in the command's language (--locale): English for a
    // German link, German for --locale de.
    for extra in [
        vec!["--locale", "en", link.as_str()],
        vec!["--locale", "de", HOPS],
    ] {
        let mut args = vec![
            "package",
            "--site",
            old.to_str().unwrap(),
            "--output",
            zip.to_str().unwrap(),
        ];
        args.extend(&extra);
        let out = castlab(&args, "C");
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        let words = Words::embedded(extra[1]);
        let want = words.tr_args(
            "package-no-locale",
            &[
                ("site", old.display().to_string().into()),
                ("locale", "de".into()),
            ],
        );
        assert!(said.contains(&want), "{said}\nwants {want}");
        assert!(!zip.exists());
    }
    // English needs no resource of its own: an old site still packages.
    let said = package(&old, &zip, &[], &[HOPS], "C");
    assert_eq!(said.lang, "en");
    fs::remove_dir_all(&dir).unwrap();
}
