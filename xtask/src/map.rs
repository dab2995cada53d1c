//! ARCHITECTURE.md's code map, checked both ways against the tree: every
//! module of a crate (a file or folder directly under its `src/`) is named
//! in the crate's section, and every file or folder the map names exists.

use std::fs;
use std::path::Path;

use crate::root;

/// The crates whose modules the map must name, by section.
const CRATES: &[&str] = &["core", "web", "cli", "prove", "xtask"];

/// The code map's sections: `(folder, text)` for each `### `folder/``.
fn sections(doc: &str) -> Vec<(String, String)> {
    let map = doc
        .split("## Code map")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or("");
    map.split("\n### `")
        .skip(1)
        .filter_map(|s| {
            let (folder, text) = s.split_once("/`")?;
            Some((folder.to_string(), text.to_string()))
        })
        .collect()
}

/// The paths a section names: backticked words that end in a file
/// extension the tree uses, or in `/`.
fn named_paths(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| !w.contains(' ') && !w.starts_with(['-', '/']) && !w.contains("::"))
        .filter(|w| {
            let ext = [
                ".rs", ".mjs", ".js", ".tsv", ".md", ".toml", ".json", ".html", ".css", ".py",
            ];
            ext.iter().any(|e| w.ends_with(e)) || (w.ends_with('/') && w.len() > 1)
        })
        .map(str::to_string)
        .collect()
}

/// An entry's paragraphs: each bullet with its continuation lines, and
/// each paragraph of prose.
fn entries(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        if line.trim().is_empty() || line.starts_with("- ") || !open {
            out.push(String::new());
        }
        open = !line.trim().is_empty();
        if let Some(last) = out.last_mut() {
            last.push_str(line);
            last.push('\n');
        }
    }
    out
}

/// Whether `path`, as an entry of `folder` whose first path is `lead`
/// names it, exists: from the folder's `src/`, the folder or the
/// repository, or from the lead's folder there (`m.rs` leads into `m/`);
/// a `*` matches any name in its folder.
fn exists(root: &Path, folder: &str, lead: &str, path: &str) -> bool {
    let mut bases = vec![
        root.join(folder).join("src"),
        root.join(folder),
        root.to_path_buf(),
    ];
    let lead_dirs: Vec<String> = match (lead.strip_suffix(".rs"), lead.rsplit_once('/')) {
        _ if lead.ends_with('/') => vec![lead.to_string()],
        (Some(stem), Some((dir, _))) => vec![format!("{stem}/"), format!("{dir}/")],
        (Some(stem), None) => vec![format!("{stem}/")],
        (None, Some((dir, _))) => vec![format!("{dir}/")],
        (None, None) => Vec::new(),
    };
    for dir in &lead_dirs {
        for base in bases.clone() {
            bases.push(base.join(dir));
        }
    }
    bases.iter().any(|base| match path.split_once('*') {
        Some((dir, _)) => base.join(dir).is_dir(),
        None => base.join(path).exists(),
    })
}

/// Whether `path` is a build output the repository ignores (a root-anchored
/// `.gitignore` entry such as `/dist`): a fresh clone has none of them yet,
/// so the map may name them without their existing.
fn ignored_output(root: &Path, path: &str) -> bool {
    let path = path.trim_end_matches('/');
    fs::read_to_string(root.join(".gitignore"))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.trim().strip_prefix('/'))
        .map(|l| l.trim_end_matches('/'))
        .any(|out| !out.is_empty() && (path == out || path.starts_with(&format!("{out}/"))))
}

/// A crate's modules: the files and folders directly under its `src/`
/// (binaries under `bin/` are named one by one).
fn modules(src: &Path) -> Vec<String> {
    let Ok(entries) = fs::read_dir(src) else {
        return Vec::new();
    };
    let mut out: Vec<String> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let is_dir = e.path().is_dir();
            match (is_dir, name.strip_suffix(".rs")) {
                (true, _) if name == "bin" => None,
                (true, _) => Some(name),
                (false, Some(stem)) if !["lib", "main"].contains(&stem) => Some(stem.to_string()),
                _ => None,
            }
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether a section names module `m`: `m.rs`, `m/` or a file inside it.
fn names_module(text: &str, m: &str) -> bool {
    named_paths(text).iter().any(|p| {
        let p = p.strip_prefix("src/").unwrap_or(p);
        p == format!("{m}.rs") || p.starts_with(&format!("{m}/"))
    })
}

/// Every disagreement between the map and the tree under `root`.
pub fn drift(root: &Path, doc: &str) -> Vec<String> {
    let mut out = Vec::new();
    let sections = sections(doc);
    for (folder, text) in &sections {
        for entry in entries(text) {
            let paths = named_paths(&entry);
            let lead = paths.first().cloned().unwrap_or_default();
            for path in paths {
                if !exists(root, folder, &lead, &path) && !ignored_output(root, &path) {
                    out.push(format!(
                        "{folder}/: the map names `{path}`, which does not exist"
                    ));
                }
            }
        }
    }
    for krate in CRATES {
        let text = sections
            .iter()
            .find(|(f, _)| f == krate)
            .map_or("", |(_, t)| t.as_str());
        for m in modules(&root.join(krate).join("src")) {
            if !names_module(text, &m) {
                out.push(format!("{krate}/: module `{m}` is not in the map"));
            }
        }
    }
    out
}

#[test]
fn the_code_map_names_every_module_and_only_what_exists() {
    let doc = fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let drift = drift(&root(), &doc);
    assert!(
        drift.is_empty(),
        "ARCHITECTURE.md's code map drifted:\n{}",
        drift.join("\n")
    );
}

/// The core crate's doc tours every module it declares: each `pub mod m`
/// of `core/src/lib.rs` is linked as [`m`] in its doc.
#[test]
fn the_crate_doc_tours_every_core_module() {
    let lib = fs::read_to_string(root().join("core/src/lib.rs")).expect("core/src/lib.rs");
    let doc: String = lib
        .lines()
        .filter(|l| l.starts_with("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    let missing: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod ")?.strip_suffix(';'))
        .filter(|m| !doc.contains(&format!("[`{m}`]")))
        .collect();
    assert!(
        missing.is_empty(),
        "core/src/lib.rs's doc leaves out {missing:?}"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module left out and a file that is gone are both found; ignored
    /// build outputs, absent from a fresh clone, are not.
    #[test]
    fn a_missing_module_and_a_stale_path_are_found() {
        let dir = std::env::temp_dir().join(format!("castlab-map-{}", std::process::id()));
        fs::create_dir_all(dir.join("core/src/eval")).unwrap();
        for f in ["lib.rs", "eval.rs", "eval/tcd.rs", "grid.rs"] {
            fs::write(dir.join("core/src").join(f), "").unwrap();
        }
        fs::write(dir.join(".gitignore"), "/dist\n/tests/artifacts\n").unwrap();
        let doc = "## Code map\n\n### `core/`\n\n- `eval.rs`, `eval/tcd.rs`: …\n- `gone.rs`: …\n\
                   - `dist/` and `tests/artifacts/`: built, ignored\n- `distant.rs`: …\n\n## Next\n";
        let found = drift(&dir, doc);
        fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            found,
            [
                "core/: the map names `gone.rs`, which does not exist",
                "core/: the map names `distant.rs`, which does not exist",
                "core/: module `grid` is not in the map",
            ]
        );
    }
}
