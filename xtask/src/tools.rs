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
    for bin in cargo_bin_dir().into_iter().chain([npm_bin]) {
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

/// A `cargo install` with release LTO off and many codegen units: the
/// installs take minutes instead of a quarter of an hour, and the tools run
/// just as well.
fn cargo_install() -> Command {
    let mut cmd = cargo();
    cmd.arg("install")
        .env("CARGO_PROFILE_RELEASE_LTO", "false")
        .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16");
    cmd
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
    let wanted = locked_wasm_bindgen()?;
    let expected = format!("wasm-bindgen {wanted}");
    match version_of("wasm-bindgen") {
        Some(v) if v == expected => eprintln!("{v}: installed"),
        found => {
            // No `--locked`: one of its locked dependencies is missing from the
            // registry, so the locked install fails.
            let mut cmd = cargo_install();
            cmd.args(["wasm-bindgen-cli", "--version", &format!("={wanted}")]);
            if found.is_some() {
                cmd.arg("--force");
            }
            run(&mut cmd)?;
        }
    }
    match version_of("trunk") {
        Some(v) if v.starts_with(TRUNK_VERSION_PREFIX) => eprintln!("{v}: installed"),
        found => {
            let mut cmd = cargo_install();
            cmd.args(["trunk", "--version", TRUNK_REQUIREMENT, "--locked"]);
            if found.is_some() {
                cmd.arg("--force");
            }
            run(&mut cmd)?;
        }
    }
    Ok(())
}

/// cargo-deny at the pinned version (installed in about 7 minutes on two
/// cores, once).
pub fn ensure_cargo_deny() -> Result<(), String> {
    let expected = format!("cargo-deny {CARGO_DENY_VERSION}");
    match version_of("cargo-deny") {
        Some(v) if v == expected => {
            eprintln!("{v}: installed");
            Ok(())
        }
        found => {
            let mut cmd = cargo_install();
            cmd.args(["cargo-deny", "--version", &format!("={CARGO_DENY_VERSION}")]);
            if found.is_some() {
                cmd.arg("--force");
            }
            run(&mut cmd)
        }
    }
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

/// Debian's chromium and chromium-driver, through apt when missing.
pub fn ensure_chromium() -> Result<(), String> {
    ensure_debian(CHROMIUM, &["chromium", "chromium-driver"])
}

/// Debian's CaDiCaL, the SAT solver `castlab-prove` runs (its cube and
/// conquer test solves small formulas), through apt when missing.
pub fn ensure_cadical() -> Result<(), String> {
    ensure_debian("/usr/bin/cadical", &["cadical"])
}

/// Installs Debian `packages` with apt unless `probe` already exists.
fn ensure_debian(probe: &str, packages: &[&str]) -> Result<(), String> {
    if Path::new(probe).exists() {
        eprintln!("{probe}: installed");
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
        eprintln!("tests/node_modules: matches package-lock.json");
        return Ok(());
    }
    run(Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund"])
        .current_dir(&tests))?;
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
