//! Plans (docs/formats/): a schedule or an ordering as a JSON file, run
//! through the built binary as a user runs it. castlab's own exports
//! validate against the published JSON Schemas and read back to the same
//! bytes; `castlab check` prints `castlab eval`'s numbers for them, and the
//! numbers recounted here from the file alone; every verdict (valid, each
//! broken rule, not a plan) has its exit status, rule, step and nodes; and
//! a plan travels in a link (`plan=`).
//!
//! - `plans/schema.rs`: the schemas against exports, examples and documents
//!   that are not plans.
//! - `plans/numbers.rs`: round trips, and check's numbers against eval's and
//!   against recounts written here from the papers' models.
//! - `plans/verdicts.rs`: hand-made plans that break one rule each, and
//!   files that are not plans.
//! - `plans/links.rs`: `plan=` in `castlab eval`.
//! - `plans/grids.rs`: plans on any mesh or torus, every gallery link
//!   exported and checked back, contention and a self-addressed packet.
//! - `plans/telephone.rs`: classical schedules on every protocol family,
//!   exported, checked back and broken one rule at a time.
//! - `plans/german.rs`: a broken rule and a refusal in a German reader's words.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

#[path = "plans/german.rs"]
mod german;
#[path = "plans/grids.rs"]
mod grids;
#[path = "plans/links.rs"]
mod links;
#[path = "plans/numbers.rs"]
mod numbers;
#[path = "plans/schema.rs"]
mod schema;
#[path = "support/mod.rs"]
mod support;
#[path = "plans/telephone.rs"]
mod telephone;
#[path = "plans/verdicts.rs"]
mod verdicts;

/// Runs castlab with `args` and no standard input.
fn castlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("castlab runs")
}

/// Runs castlab with `input` on standard input.
fn castlab_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("castlab starts");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // castlab may stop reading early (a refusal): a broken pipe is fine.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("castlab ends");
    writer.join().unwrap();
    out
}

/// `castlab eval QUERY` as JSON; it must succeed.
fn eval(query: &str) -> Value {
    let out = castlab(&["eval", query]);
    assert!(out.status.success(), "eval {query}: {out:?}");
    serde_json::from_slice(&out.stdout).expect("eval prints one JSON object")
}

/// What `castlab check --json` said about a file: its exit status, the
/// report (Null when nothing was printed) and standard error.
#[derive(Debug)]
struct Checked {
    code: Option<i32>,
    report: Value,
    stderr: String,
}

fn checked(out: Output) -> Checked {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "castlab panicked: {stderr}");
    let report = if out.stdout.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&out.stdout).expect("--json prints one JSON object")
    };
    Checked {
        code: out.status.code(),
        report,
        stderr,
    }
}

/// `castlab check --json` on `text`, written to a file named `name` (made
/// unique, since tests run in parallel).
fn check_text(name: &str, text: &str) -> Checked {
    static FILES: AtomicUsize = AtomicUsize::new(0);
    let path = scratch(&format!("{}-{name}", FILES.fetch_add(1, Ordering::Relaxed)));
    std::fs::write(&path, text).unwrap();
    let out = castlab(&["check", "--json", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    checked(out)
}

/// `castlab check --json -` with `text` on standard input.
fn check_stdin(text: &[u8]) -> Checked {
    checked(castlab_with_input(&["check", "--json", "-"], text))
}

/// A fresh path in a folder of this test process's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("castlab-plans-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// A file of the repository, as text.
fn repo_file(path: &str) -> String {
    std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// One of castlab's own plans, as `castlab eval --export` printed it.
#[derive(Debug)]
struct Export {
    /// The query exported.
    query: String,
    /// `schedule` or `ordering`.
    kind: &'static str,
    /// The file's text.
    text: String,
}

/// The exports every test here reads: every source of the 8×8 mesh, of the
/// 4×4×4 mesh and of WK(3, 3), Π on T_9×13 and the total exchange on the
/// 8×8 Manhattan Street network (157 files), exported once per run.
fn exports() -> &'static [Export] {
    static EXPORTS: OnceLock<Vec<Export>> = OnceLock::new();
    EXPORTS.get_or_init(|| {
        let mut queries: Vec<(String, &'static str)> = Vec::new();
        for y in 0..8 {
            for x in 0..8 {
                queries.push((format!("v=1&net=mesh&dims=8x8&src={x},{y}"), "schedule"));
            }
        }
        for z in 0..4 {
            for y in 0..4 {
                for x in 0..4 {
                    let q = format!("v=1&net=mesh&dims=4x4x4&src={x},{y},{z}");
                    queries.push((q, "schedule"));
                }
            }
        }
        for address in wk_addresses(3, 3) {
            let q = format!("v=1&net=wk&w=3&l=3&src={address}");
            queries.push((q, "schedule"));
        }
        queries.push(("v=1&net=torus&dims=9x13&view=orderly".into(), "ordering"));
        queries.push(("v=1&net=msn&dims=8x8&view=te".into(), "schedule"));
        queries
            .into_iter()
            .map(|(query, kind)| {
                let out = castlab(&["eval", &query, "--export", kind]);
                assert!(out.status.success(), "export {query}: {out:?}");
                let text = String::from_utf8(out.stdout).expect("UTF-8");
                Export { query, kind, text }
            })
            .collect()
    })
}

/// Every address of WK(w, l), d_L first, in the order of their values in
/// base w.
fn wk_addresses(w: u32, l: u32) -> Vec<String> {
    (0..w.pow(l))
        .map(|mut v| {
            let mut digits = vec![0; l as usize];
            for d in digits.iter_mut().rev() {
                *d = v % w;
                v /= w;
            }
            digits.iter().map(|d| d.to_string()).collect()
        })
        .collect()
}

/// The example files of docs/formats/examples/, by name.
fn examples() -> Vec<(String, String)> {
    let dir = format!("{}/../docs/formats/examples", env!("CARGO_MANIFEST_DIR"));
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {dir}: {e}"))
        .map(|entry| {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    out.sort();
    out
}
