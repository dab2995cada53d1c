//! The browser tests, two files at a time, the longest first.
//!
//! Node's runner (`node --test --test-concurrency=2 e2e/`) starts the files
//! in alphabetical order, whatever order they are named in, so its last
//! minutes ran one long file alone (`uncovered`, then `whole-picture`)
//! with the other slot empty. Here each file is its own `node --test`,
//! taken from one queue by two slots, the files known to be long first
//! (the longest-processing-time rule), and each file's output is printed
//! whole when it ends, with its time.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

/// The files that take longest, longest first (seconds in the suite,
/// this machine, 2026-11-29, the browser tests in Chromium's headless
/// shell): each starts before every file not named here, which follow in
/// alphabetical order.
const LONGEST_FIRST: &[&str] = &[
    "questions",     // ~195 s: every question, embedded and in the full app
    "robustness",    // ~180 s: 238 hostile links, in the full browser
    "uncovered",     // ~160 s: every view at three sizes, and every step
    "whole-picture", // ~90 s
    "orderly",       // ~50 s: T_512×512
    "hands",         // ~50 s: touch, in the full browser
    "a11y",
    "student",
    "speed",
];

/// Slots: as many files at a time as the machine has cores (CI has two).
const SLOTS: usize = 2;

/// The test files under `dir`, in the order they start.
pub fn ordered(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".test.mjs"))
        .collect();
    files.sort();
    let rank = |p: &PathBuf| {
        let stem = p
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_suffix(".test.mjs"))
            .unwrap_or_default();
        LONGEST_FIRST
            .iter()
            .position(|&s| s == stem)
            .unwrap_or(LONGEST_FIRST.len())
    };
    // A stable sort keeps the alphabetical order among the unnamed files.
    files.sort_by_key(rank);
    Ok(files)
}

/// Runs every file of `tests/e2e` with `node --test`, [`SLOTS`] at a
/// time; `configure` sets each command's environment. Fails naming every
/// file that failed.
pub fn run_all(tests: &Path, configure: impl Fn(&mut Command) + Sync) -> Result<(), String> {
    let queue = Mutex::new(VecDeque::from(ordered(&tests.join("e2e"))?));
    let failed = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..SLOTS {
            scope.spawn(|| {
                loop {
                    let next = queue.lock().unwrap_or_else(|p| p.into_inner()).pop_front();
                    let Some(file) = next else { break };
                    let name = file
                        .strip_prefix(tests)
                        .unwrap_or(&file)
                        .display()
                        .to_string();
                    let start = Instant::now();
                    let mut cmd = Command::new("node");
                    cmd.arg("--test").arg(&name).current_dir(tests);
                    configure(&mut cmd);
                    let outcome = cmd.output();
                    let seconds = start.elapsed().as_secs_f64();
                    // One file's output at a time, whole.
                    let mut failures = failed.lock().unwrap_or_else(|p| p.into_inner());
                    let ok = match &outcome {
                        Ok(out) => {
                            eprint!("{}", String::from_utf8_lossy(&out.stdout));
                            eprint!("{}", String::from_utf8_lossy(&out.stderr));
                            out.status.success()
                        }
                        Err(e) => {
                            eprintln!("cannot start node for {name}: {e}");
                            false
                        }
                    };
                    let mark = if ok { "ok" } else { "FAILED" };
                    eprintln!("==> {name}: {mark} in {seconds:.1} s");
                    if !ok {
                        failures.push(name);
                    }
                }
            });
        }
    });
    let failed = failed.into_inner().unwrap_or_else(|p| p.into_inner());
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!("browser test files failed: {}", failed.join(", ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_named_files_start_first_and_the_rest_alphabetically() {
        let files = ordered(&crate::root().join("tests/e2e")).expect("the e2e folder");
        let names: Vec<String> = files
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        // Every named file exists, so a rename cannot drop it to the back.
        for (i, stem) in LONGEST_FIRST.iter().enumerate() {
            assert_eq!(names[i], format!("{stem}.test.mjs"));
        }
        let rest = &names[LONGEST_FIRST.len()..];
        let mut sorted = rest.to_vec();
        sorted.sort();
        assert_eq!(rest, &sorted[..]);
        // Every test file of the folder is run, once.
        let listed = std::fs::read_dir(crate::root().join("tests/e2e"))
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with(".test.mjs")
            })
            .count();
        assert_eq!(names.len(), listed);
    }

    #[test]
    fn a_failing_file_is_named_and_the_others_still_run() {
        let dir = std::env::temp_dir().join(format!("castlab-e2e-{}", std::process::id()));
        let e2e = dir.join("e2e");
        std::fs::create_dir_all(&e2e).unwrap();
        let file = |name: &str, body: &str| {
            let text = format!(
                "import {{ test }} from 'node:test';\ntest('{name}', () => {{ {body} }});\n"
            );
            std::fs::write(e2e.join(format!("{name}.test.mjs")), text).unwrap();
        };
        file("passes", "");
        file("fails", "throw new Error('no');");
        file("also-passes", "require('node:fs');");
        let result = run_all(&dir, |_| {});
        std::fs::remove_dir_all(&dir).unwrap();
        let err = result.expect_err("one file fails");
        // `also-passes` throws too (no require in an ES module): both named.
        assert!(err.contains("e2e/fails.test.mjs"), "{err}");
        assert!(err.contains("e2e/also-passes.test.mjs"), "{err}");
        assert!(!err.contains("e2e/passes.test.mjs"), "{err}");
    }
}
