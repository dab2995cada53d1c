//! Tidy checks: repository-wide consistency, as ordinary tests.

use std::fs;

use crate::root;
use crate::tools::{locked_version, locked_wasm_bindgen};

fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

#[test]
fn wasm_bindgen_versions_agree() {
    // Trunk uses the wasm-bindgen-cli of [tools]; it must equal the library
    // version in Cargo.lock, which web/Cargo.toml pins exactly.
    let locked = locked_wasm_bindgen().unwrap();
    let trunk = read("Trunk.toml");
    assert!(
        trunk.contains(&format!("wasm_bindgen = \"{locked}\"")),
        "Trunk.toml [tools] wasm_bindgen differs from Cargo.lock's {locked}"
    );
    let web = read("web/Cargo.toml");
    assert!(
        web.contains(&format!("wasm-bindgen = \"={locked}\"")),
        "web/Cargo.toml does not pin wasm-bindgen = \"={locked}\""
    );
    assert!(locked_version(&read("Cargo.lock"), "castlab-core").is_some());
}

#[test]
fn ci_runs_exactly_the_readme_test_command() {
    let ci = read(".ci/run");
    let commands: Vec<&str> = ci
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter(|l| !l.starts_with("set ") && !l.starts_with("cd "))
        .collect();
    assert_eq!(commands, ["exec cargo xtask test"]);
    let readme = read("README.md");
    assert!(readme.contains("cargo xtask serve"));
    assert!(readme.contains("cargo xtask test"));
}

#[test]
fn architecture_maps_every_top_level_folder() {
    let doc = read("ARCHITECTURE.md");
    let mut missing = Vec::new();
    for entry in fs::read_dir(root()).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        let ignored = name.starts_with('.') || ["target", "dist"].contains(&name.as_str());
        if entry.file_type().unwrap().is_dir() && !ignored {
            let heading = format!("### `{name}/`");
            if !doc.contains(&heading) {
                missing.push(heading);
            }
        }
    }
    assert!(missing.is_empty(), "ARCHITECTURE.md lacks {missing:?}");
}

#[test]
fn code_map_entries_are_three_lines_at_most() {
    let doc = read("ARCHITECTURE.md");
    let map = doc
        .split("## Code map")
        .nth(1)
        .and_then(|rest| rest.split("## Cross-cutting").next())
        .expect("ARCHITECTURE.md has a code map");
    let mut entries: Vec<(String, usize)> = Vec::new();
    for line in map.lines() {
        if let Some(text) = line.strip_prefix("- ") {
            entries.push((text.to_string(), 1));
        } else if line.starts_with("  ") && !line.trim().is_empty() {
            if let Some(last) = entries.last_mut() {
                last.1 += 1;
            }
        } else {
            // A paragraph or heading ends the entry before it.
            entries.push((String::new(), 0));
        }
    }
    let long: Vec<&str> = entries
        .iter()
        .filter(|(_, lines)| *lines > 3)
        .map(|(text, _)| text.as_str())
        .collect();
    assert!(
        long.is_empty(),
        "code map entries over three lines: {long:?}"
    );
    assert!(entries.iter().filter(|(_, n)| *n > 0).count() > 40);
}

#[test]
fn npm_dependencies_are_pinned_exactly() {
    let package = read("tests/package.json");
    let lock = read("tests/package-lock.json");
    let deps = package
        .split("\"devDependencies\"")
        .nth(1)
        .expect("tests/package.json has devDependencies");
    let block = &deps[deps.find('{').unwrap() + 1..deps.find('}').unwrap()];
    for line in block.lines().filter(|l| l.contains(':')) {
        let version = line
            .split(':')
            .nth(1)
            .unwrap()
            .trim()
            .trim_matches([',', '"', ' ']);
        assert!(
            version.chars().next().is_some_and(|c| c.is_ascii_digit()),
            "not an exact version: {line}"
        );
        assert!(
            lock.contains(&format!("\"version\": \"{version}\"")),
            "{line} not in the lockfile"
        );
    }
}

#[test]
fn nothing_outside_development_tooling_points_outside_the_repository() {
    // `../shared/` is the developers' briefing, absent from a clone.
    let out = std::process::Command::new("git")
        .args(["grep", "-n", "--fixed-strings", "../shared"])
        .current_dir(root())
        .output()
        .expect("git runs");
    let hits: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.starts_with("xtask/") && !l.starts_with("tests/"))
        .map(str::to_string)
        .collect();
    assert!(
        hits.is_empty(),
        "references outside the repository: {hits:#?}"
    );
}

#[test]
fn the_licences_exist_and_ship_with_the_site() {
    let index = read("index.html");
    for file in ["LICENSE-MIT", "LICENSE-APACHE"] {
        assert!(root().join(file).is_file(), "{file} is missing");
        assert!(
            index.contains(&format!("rel=\"copy-file\" href=\"{file}\"")),
            "index.html does not copy {file} into the site"
        );
    }
    let cargo = read("Cargo.toml");
    assert!(cargo.contains("license = \"MIT OR Apache-2.0\""));
    assert!(read("LICENSE-APACHE").contains("Apache License"));
    assert!(read("LICENSE-MIT").contains("Permission is hereby granted"));
}

#[test]
fn the_workflows_build_with_the_projects_own_commands() {
    // Publishing and releases run what a developer runs: `cargo xtask dist`
    // (with --archive for a release) and `cargo xtask wheel`, then upload;
    // no other build.
    let mut seen = Vec::new();
    for name in ["pages.yml", "release.yml"] {
        let text = read(&format!(".github/workflows/{name}"));
        let runs: Vec<&str> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix("run: "))
            .collect();
        assert!(!runs.is_empty(), "{name} runs nothing");
        for run in &runs {
            assert!(
                run.starts_with("cargo xtask dist")
                    || *run == "cargo xtask wheel"
                    || run.starts_with("gh release create"),
                "{name} runs {run:?}"
            );
        }
        seen.extend(runs.iter().map(|r| r.to_string()));
    }
    assert!(seen.iter().any(|r| r == "cargo xtask dist"));
    assert!(
        seen.iter()
            .any(|r| r == "cargo xtask dist --archive --tag \"$GITHUB_REF_NAME\"")
    );
    assert!(seen.iter().any(|r| r == "cargo xtask wheel"));
    let release = read(".github/workflows/release.yml");
    assert!(release.contains("target/site/*") && release.contains("target/wheels/*.whl"));
}

#[test]
fn the_workflows_use_the_actions_current_majors() {
    // As of 2026-11: checkout v6, upload-pages-artifact v5, deploy-pages v5.
    let text = read(".github/workflows/pages.yml") + &read(".github/workflows/release.yml");
    let uses: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim().trim_start_matches("- ").strip_prefix("uses: "))
        .collect();
    for used in &uses {
        let current = [
            "actions/checkout@v6",
            "actions/upload-pages-artifact@v5",
            "actions/deploy-pages@v5",
        ];
        assert!(current.contains(used), "{used} is not a current major");
    }
    assert_eq!(uses.len(), 4, "{uses:?}");
}
