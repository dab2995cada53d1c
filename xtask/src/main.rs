//! castlab's project automation (the cargo-xtask pattern).
//!
//! `cargo xtask serve` and `cargo xtask test` are the only two commands a new
//! contributor needs: each installs whatever it is missing (the wasm32
//! target, Trunk, wasm-bindgen-cli, Chromium, the npm packages), idempotently,
//! and then does its job. CI runs `cargo xtask test` on a fresh clone.

mod post_build;
#[cfg(test)]
mod tidy;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  serve [--port N]   build the site and serve it on http://127.0.0.1:8080
  dist               build the release site into dist/: plain files with
                     relative URLs (host them under any sub-path) and a
                     service worker that keeps a visited site offline
  test               everything CI runs: fmt, clippy, unit and integration
                     tests (with the proptest fuzz), cargo deny, the no_std
                     wasm build of core, a Trunk build and the
                     headless-browser tests
  post-build         Trunk's post-build hook (Trunk.toml): moves Trunk's
                     inline script to a file, for the page's CSP
  help               this text

serve, dist and test install what they miss: the wasm32 target, Trunk 0.21,
wasm-bindgen-cli at the version in Cargo.lock, cargo-deny (test only),
Debian's chromium (apt) and the npm packages of tests/ (npm ci).
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve(&args[1..]),
        Some("dist") => dist(&args[1..]),
        Some("test") => test(&args[1..]),
        Some("post-build") => post_build::run(),
        Some("help" | "-h" | "--help") | None => {
            print!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command '{other}'\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace root (xtask lives one level below it).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits inside the workspace")
        .to_path_buf()
}

/// Runs `cmd` in the workspace root, echoing it, and fails on a non-zero exit.
pub fn run(cmd: &mut Command) -> Result<(), String> {
    if cmd.get_current_dir().is_none() {
        cmd.current_dir(root());
    }
    let shown = format!(
        "{} {}",
        cmd.get_program().to_string_lossy(),
        cmd.get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ")
    );
    eprintln!("$ {shown}");
    let status = cmd
        .status()
        .map_err(|e| format!("cannot start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})"))
    }
}

/// `cargo`, the one that runs this xtask.
pub fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.env("PATH", tools::path_with_cargo_bin());
    cmd
}

fn serve(args: &[String]) -> Result<(), String> {
    let port = match args {
        [] => 8080,
        [flag, port] if flag == "--port" => port
            .parse::<u16>()
            .map_err(|_| format!("--port {port}: expected a port number 1..=65535"))?,
        _ => return Err(format!("serve takes [--port N], got {args:?}")),
    };
    tools::ensure_wasm_target()?;
    tools::ensure_web_tools()?;
    eprintln!("castlab: building, then serving on http://127.0.0.1:{port}/ (Ctrl-C stops)");
    run(tools::trunk()
        .args(["serve", "--release", "--address", "127.0.0.1", "--port"])
        .arg(port.to_string()))
}

fn dist(args: &[String]) -> Result<(), String> {
    if !args.is_empty() {
        return Err(format!("dist takes no arguments, got {args:?}"));
    }
    tools::ensure_wasm_target()?;
    tools::ensure_web_tools()?;
    run(tools::trunk().args(["build", "--release"]))?;
    let dist = root().join("dist");
    let index = std::fs::read_to_string(dist.join("index.html"))
        .map_err(|e| format!("cannot read dist/index.html: {e}"))?;
    if let Some(url) = absolute_urls(&index).first() {
        return Err(format!(
            "dist/index.html refers to {url}: every URL must be relative to work under a sub-path"
        ));
    }
    let mut total = 0;
    let mut entries: Vec<_> = std::fs::read_dir(&dist)
        .map_err(|e| format!("cannot list dist/: {e}"))?
        .filter_map(Result::ok)
        .collect();
    entries.sort_by_key(std::fs::DirEntry::file_name);
    for entry in entries {
        let size = entry.metadata().map_or(0, |m| m.len());
        total += size;
        eprintln!("  {:>10} B  {}", size, entry.file_name().to_string_lossy());
    }
    eprintln!(
        "castlab: dist/ holds the site ({total} B). Copy it anywhere, e.g. to
         https://example.edu/course/castlab/; it needs no server-side code."
    );
    Ok(())
}

/// The `src` and `href` values of `html` that are not relative paths
/// (absolute paths, other origins, protocol-relative URLs).
pub fn absolute_urls(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attribute in ["src=\"", "href=\""] {
        for (at, _) in html.match_indices(attribute) {
            let value: String = html[at + attribute.len()..]
                .chars()
                .take_while(|&c| c != '"')
                .collect();
            if value.starts_with('/') || value.contains("://") {
                out.push(value);
            }
        }
    }
    out
}

/// One stage of `cargo xtask test`, timed.
fn stage(name: &str, f: impl FnOnce() -> Result<(), String>) -> Result<(), String> {
    eprintln!("\n==> {name}");
    let start = Instant::now();
    let result = f();
    let seconds = start.elapsed().as_secs_f64();
    match &result {
        Ok(()) => eprintln!("==> {name}: ok in {seconds:.1} s"),
        Err(e) => eprintln!("==> {name}: FAILED after {seconds:.1} s: {e}"),
    }
    result
}

fn test(args: &[String]) -> Result<(), String> {
    if !args.is_empty() {
        return Err(format!("test takes no arguments, got {args:?}"));
    }
    let start = Instant::now();
    stage("rustfmt", || run(cargo().args(["fmt", "--all", "--check"])))?;
    stage("wasm32 target", tools::ensure_wasm_target)?;
    stage("clippy (native crates)", || {
        run(cargo().args(["clippy", "--all-targets", "--", "-D", "warnings"]))
    })?;
    stage("clippy (web crate, wasm32)", || {
        run(cargo().args([
            "clippy",
            "-p",
            "castlab-web",
            "--target",
            "wasm32-unknown-unknown",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ]))
    })?;
    stage("tests: core, cli, xtask", || run(cargo().args(["test"])))?;
    // The web crate's logic (the worker's caches, the layout) runs natively too.
    stage("tests: web crate (native)", || {
        run(cargo().args(["test", "-p", "castlab-web", "--lib"]))
    })?;
    stage("dependency checks (cargo deny)", || {
        tools::ensure_cargo_deny()?;
        // Advisories need the RustSec database from GitHub, which CI cannot
        // reach; licences, bans and sources need only Cargo.lock.
        eprintln!("cargo deny: advisories skipped (no network access to the RustSec database)");
        // deny reads `cargo metadata` for every platform, so every crate of
        // the lock file must be downloaded first, even ones no build here needs.
        run(cargo().args(["fetch", "--locked"]))?;
        run(cargo().args(["deny", "--offline", "check", "bans", "licenses", "sources"]))
    })?;
    stage("no_std core for wasm32", || {
        run(cargo().args([
            "build",
            "-p",
            "castlab-core",
            "--no-default-features",
            "--target",
            "wasm32-unknown-unknown",
        ]))
    })?;
    stage("castlab CLI", || {
        run(cargo().args(["build", "-p", "castlab"]))
    })?;
    stage("Trunk and wasm-bindgen-cli", tools::ensure_web_tools)?;
    stage("trunk build", || {
        run(tools::trunk().args(["build", "--release"]))
    })?;
    stage("Chromium", tools::ensure_chromium)?;
    stage("npm packages", tools::ensure_npm_packages)?;
    stage("browser tests", || {
        let root = root();
        run(Command::new("node")
            .args(["--test", "--test-concurrency=1", "e2e/"])
            .current_dir(root.join("tests"))
            .env("CASTLAB_BIN", root.join("target/debug/castlab"))
            .env("CASTLAB_DIST", root.join("dist")))
    })?;
    eprintln!(
        "\nxtask: all green in {:.1} min",
        start.elapsed().as_secs_f64() / 60.0
    );
    Ok(())
}

#[cfg(test)]
mod dist_tests {
    use super::absolute_urls;

    #[test]
    fn only_relative_urls_pass() {
        let html =
            r#"<link href="./style-1.css"><script src="./app.js"></script><img src="img/a.png">"#;
        assert_eq!(absolute_urls(html), Vec::<String>::new());
        let bad = r#"<link href="/style.css"><script src="https://cdn.example/x.js"></script><a href="//x.org/">"#;
        assert_eq!(
            absolute_urls(bad),
            ["https://cdn.example/x.js", "/style.css", "//x.org/"]
        );
    }
}
