//! `castlab locale`: a translator's tools, with no Rust. `check DIR` holds
//! a locale's resources to the tidy test's rules against the English that
//! castlab carries; `list` names the locales castlab has.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use castlab_l10n::tidy;
use lexopt::prelude::*;

use crate::words::{tr, tr_args};
use crate::{Failure, print, text};

/// The exit status of resources that break a rule.
const BROKEN: u8 = 3;

pub(crate) fn run(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let usage = |e: lexopt::Error| Failure::usage("locale", e);
    let command = match args.next().map_err(usage)? {
        None | Some(Short('h') | Long("help")) => return print(&help()),
        Some(Value(command)) => text(command, "locale")?,
        Some(other) => return Err(usage(other.unexpected())),
    };
    match command.as_str() {
        "list" => print(&(castlab_l10n::LOCALES.join("\n") + "\n")),
        "check" => {
            let dir = match args.next().map_err(usage)? {
                Some(Value(dir)) => PathBuf::from(dir),
                Some(Short('h') | Long("help")) => return print(&help()),
                Some(other) => return Err(usage(other.unexpected())),
                None => return Err(Failure::usage("locale", tr("cli-locale-check-needs-dir"))),
            };
            check(&dir)
        }
        other => Err(Failure::usage(
            "locale",
            tr_args("cli-locale-unknown-command", &[("command", other.into())]),
        )),
    }
}

fn help() -> String {
    tr("cli-locale-help") + "\n"
}

/// Checks the `.ftl` files of `dir` (or the one file `dir`) against English.
fn check(dir: &Path) -> Result<ExitCode, Failure> {
    let files: Vec<PathBuf> = if dir.is_dir() {
        let entries = std::fs::read_dir(dir)
            .map_err(|e| Failure::Runtime(format!("{}: {e}", dir.display())))?;
        let mut files: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        files
    } else {
        vec![dir.to_path_buf()]
    };
    if files.is_empty() {
        return Err(Failure::Runtime(tr_args(
            "cli-locale-check-no-files",
            &[("dir", dir.display().to_string().into())],
        )));
    }
    let mut resources = Vec::new();
    for file in &files {
        let body = crate::input::read_bounded(file.as_os_str(), "a resource")?;
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        resources.push((name, body));
    }
    let locale = dir
        .file_name()
        .map(|n| n.to_string_lossy().trim_end_matches(".ftl").to_string())
        .unwrap_or_default();
    let english = english();
    let (catalog, mut problems) = tidy::catalog(&locale, &resources);
    problems.extend(tidy::compare(&english, &locale, &catalog));
    let mut out = String::new();
    for problem in &problems {
        out += &format!("{problem}\n");
    }
    if let Some(note) = same_as_english(&english, &locale, &catalog) {
        out += &note;
        out.push('\n');
    }
    out += &tr_args(
        "cli-locale-check-summary",
        &[
            ("locale", locale.clone().into()),
            ("messages", catalog.len().into()),
            ("english", english.len().into()),
            ("problems", problems.len().into()),
        ],
    );
    out.push('\n');
    print(&out)?;
    Ok(if problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(BROKEN)
    })
}

/// A note naming the messages a translation words exactly as English
/// does: no fault for a name or a symbol ("TCD"), but a label a translator
/// overlooked ("Play") passes the English-word rule, so it is listed.
fn same_as_english(
    english: &tidy::Catalog,
    locale: &str,
    catalog: &tidy::Catalog,
) -> Option<String> {
    const SHOWN: usize = 8;
    if locale == castlab_l10n::FALLBACK {
        return None;
    }
    let same: Vec<&str> = catalog
        .iter()
        .filter(|(id, m)| {
            !tidy::SAME_IN_EVERY_LANGUAGE
                .iter()
                .any(|p| id.starts_with(p))
                && m.words.chars().any(char::is_alphabetic)
                && english.get(*id).is_some_and(|e| e.words == m.words)
        })
        .map(|(id, _)| id.as_str())
        .collect();
    if same.is_empty() {
        return None;
    }
    let mut ids = same[..same.len().min(SHOWN)].join(", ");
    if same.len() > SHOWN {
        ids += ", …";
    }
    Some(tr_args(
        "cli-locale-check-same",
        &[("count", same.len().into()), ("ids", ids.into())],
    ))
}

/// English's catalog, from the resources castlab carries.
fn english() -> tidy::Catalog {
    let sources = castlab_l10n::EMBEDDED
        .iter()
        .find(|(name, _)| *name == castlab_l10n::FALLBACK)
        .map(|(_, sources)| *sources)
        .unwrap_or_default();
    let resources: Vec<(String, String)> = sources
        .iter()
        .enumerate()
        .map(|(i, text)| (format!("en-{i}.ftl"), (*text).to_string()))
        .collect();
    tidy::catalog("en", &resources).0
}
