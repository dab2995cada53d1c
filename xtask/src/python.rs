//! The Python package's side of `cargo xtask`: the project's virtual
//! environment (`target/xtask/venv`, every package pinned in
//! `py/requirements-dev.txt`, installed as `tests/node_modules` is),
//! `cargo xtask wheel`, and the Python stage of `cargo xtask test`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{root, run, tools};

/// The project's virtual environment.
pub fn venv() -> PathBuf {
    root().join("target").join("xtask").join("venv")
}

/// A program of the virtual environment (`python`, `pip`, `maturin`).
pub fn venv_bin(program: &str) -> PathBuf {
    venv().join("bin").join(program)
}

/// `python3 -m venv target/xtask/venv` and `pip install -r
/// py/requirements-dev.txt`, unless the environment already holds exactly
/// those pins (a stamp file, as `npm ci`'s).
pub fn ensure_python_env() -> Result<(), String> {
    let requirements = root().join("py").join("requirements-dev.txt");
    let pins = fs::read(&requirements)
        .map_err(|e| format!("cannot read {}: {e}", requirements.display()))?;
    let stamp = venv().join(".castlab-requirements");
    if fs::read(&stamp).is_ok_and(|s| s == pins) && venv_bin("python").exists() {
        tools::log_line("target/xtask/venv: matches py/requirements-dev.txt");
        return Ok(());
    }
    if !venv_bin("python").exists() {
        run(Command::new("python3").arg("-m").arg("venv").arg(venv()))?;
    }
    run(Command::new(venv_bin("python"))
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
        ])
        .arg("-r")
        .arg(&requirements))?;
    fs::write(&stamp, &pins).map_err(|e| format!("cannot write {}: {e}", stamp.display()))
}

/// `pip install ./py`, the README's command, into the project's
/// environment, built in Cargo's dev profile (`MATURIN_PEP517_ARGS`) with
/// the environment `extra` adds (the test build's clippy wrapper, so the
/// core it compiled is reused and the bindings are linted).
pub fn install_package(extra: impl FnOnce(&mut Command)) -> Result<(), String> {
    let mut pip = Command::new(venv_bin("python"));
    pip.args([
        "-m",
        "pip",
        "install",
        "--quiet",
        "--disable-pip-version-check",
    ])
    // The pinned maturin of the environment, not a download per build.
    .args(["--no-build-isolation", "--no-deps", "--force-reinstall"])
    .arg("./py")
    .env("MATURIN_PEP517_ARGS", "--profile dev")
    .env("PATH", venv_path());
    extra(&mut pip);
    run(&mut pip)
}

/// `PATH` with the environment's programs first (maturin, jupyter).
pub fn venv_path() -> std::ffi::OsString {
    let current = tools::path_with_tools();
    let mut dirs: Vec<PathBuf> = std::env::split_paths(&current).collect();
    dirs.insert(0, venv().join("bin"));
    std::env::join_paths(dirs).unwrap_or(current)
}

/// pytest from the environment, on the installed package, with the CLI the
/// tests compare against.
fn pytest(cli: &Path) -> Command {
    let mut cmd = Command::new(venv_bin("python"));
    cmd.args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .env("CASTLAB_BIN", cli)
        .env("PATH", venv_path())
        // The installed package, not the source folder beside the tests.
        .env("PYTHONSAFEPATH", "1");
    cmd
}

/// The package's tests (`py/tests`: the API against the CLI, Dask, the
/// widget's server, NetworkX, the notebooks under nbclient), all but those
/// marked `site` (they need the built site: [`tests_of_the_site`]).
pub fn tests(cli: &Path) -> Result<(), String> {
    run(pytest(cli).args(["py/tests", "-m", "not site"]))
}

/// The tests marked `site` (the widget's notebook), on the site the wasm
/// build made (`site`).
pub fn tests_of_the_site(cli: &Path, site: &Path) -> Result<(), String> {
    run(pytest(cli)
        .args(["py/tests", "-m", "site"])
        .env("CASTLAB_SITE", site))
}

/// `cargo xtask wheel`: the release wheel, with the built site inside it
/// (the widget serves it offline), in `target/wheels/`.
pub fn wheel(args: &[String]) -> Result<(), String> {
    if !args.is_empty() {
        return Err(format!("wheel takes no arguments, got {args:?}"));
    }
    ensure_python_env()?;
    crate::dist(&[])?;
    let site = root()
        .join("py")
        .join("python")
        .join("castlab")
        .join("site");
    if site.exists() {
        fs::remove_dir_all(&site).map_err(|e| format!("cannot clear {}: {e}", site.display()))?;
    }
    copy_tree(&root().join("dist"), &site)?;
    // Only this build's wheel, for the release to attach (`pip install ./py`
    // leaves its own there too).
    let wheels = root().join("target").join("wheels");
    if wheels.exists() {
        fs::remove_dir_all(&wheels)
            .map_err(|e| format!("cannot clear {}: {e}", wheels.display()))?;
    }
    run(Command::new(venv_bin("maturin"))
        .args(["build", "--profile", "py", "--out"])
        .arg(&wheels)
        .current_dir(root().join("py"))
        .env("PATH", venv_path()))
}

/// Copies the folder `from` to `to`, recursively.
fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    fs::create_dir_all(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    let entries = fs::read_dir(from).map_err(|e| format!("cannot read {}: {e}", from.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", from.display()))?;
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if source.is_dir() {
            copy_tree(&source, &target)?;
        } else {
            fs::copy(&source, &target)
                .map_err(|e| format!("cannot copy {}: {e}", source.display()))?;
        }
    }
    Ok(())
}
