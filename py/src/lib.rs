//! `castlab._native`: the core's functions for Python, wrapped by the
//! pure-Python package `castlab` (`py/python/castlab`), which documents and
//! types them.
//!
//! Every function takes and gives what `castlab`'s CLI reads and prints:
//! permalinks, plan text and `castlab eval`'s JSON, so a value means the
//! same in a shell and in a notebook. Only the per-node maps cross
//! differently: as NumPy arrays that own the `Vec` the core filled.
//!
//! Errors are raised as the package's own exception classes
//! (`castlab._errors`), with the CLI's words; a panic in the core is caught
//! here and raised as `castlab.InternalError`, never carried into the
//! interpreter.

use std::panic::{AssertUnwindSafe, catch_unwind};

use pyo3::prelude::*;

mod graph;
mod maps;
mod network;
mod plans;
mod sweeps;

/// An instance of the class `name` of `castlab._errors`, made with the
/// CLI's message and the details as keyword arguments (`key`, `value`,
/// `limit`, ...), as a `PyErr` to raise.
pub(crate) fn error(
    py: Python<'_>,
    name: &str,
    message: &str,
    details: &[(&str, String)],
) -> PyErr {
    let made = (|| {
        let class = py.import("castlab._errors")?.getattr(name)?;
        let kwargs = pyo3::types::PyDict::new(py);
        for (key, value) in details {
            kwargs.set_item(key, value)?;
        }
        class.call((message,), Some(&kwargs))
    })();
    match made {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}

/// `value` as JSON text, as the CLI prints it.
pub(crate) fn json(py: Python<'_>, value: &impl serde::Serialize) -> PyResult<String> {
    serde_json::to_string(value).map_err(|e| {
        error(
            py,
            "InternalError",
            &format!("cannot encode JSON: {e}"),
            &[],
        )
    })
}

/// Runs `f`, turning a panic in the core into `castlab.InternalError`
/// naming what was being done (the link or the plan), so a notebook's
/// kernel survives a bug and the report can be filed.
pub(crate) fn guarded<T>(
    py: Python<'_>,
    doing: &str,
    f: impl FnOnce() -> PyResult<T>,
) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => {
            let why = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "an unknown panic".to_string());
            let message = format!(
                "castlab's core failed while {doing}: {why} (a bug: please report it with this message)"
            );
            Err(error(py, "InternalError", &message, &[]))
        }
    }
}

/// The version of the core this module was built from.
#[pyfunction]
fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

/// Panics inside [`guarded`], as a core bug would: the tests check that
/// it arrives as `castlab.InternalError` and the interpreter lives on.
#[pyfunction]
fn _panic_for_test(py: Python<'_>, message: &str) -> PyResult<()> {
    guarded(py, "a test of the panic guard", || panic!("{message}"))
}

/// A core `Text` in English.
pub(crate) fn english(text: &castlab_core::text::Text) -> String {
    static WORDS: std::sync::OnceLock<castlab_l10n::Words> = std::sync::OnceLock::new();
    WORDS
        .get_or_init(|| castlab_l10n::Words::embedded(castlab_l10n::FALLBACK))
        .text(text)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // As `castlab eval` prints: post-v1 fields that are absent stay out.
    castlab_core::eval::omit_absent_fields();
    // The core's Texts become English sentences, as `castlab eval` prints
    // them without --locale.
    castlab_core::text::set_wording(english);
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(_panic_for_test, m)?)?;
    m.add_function(wrap_pyfunction!(maps::evaluate, m)?)?;
    m.add_function(wrap_pyfunction!(maps::refusals, m)?)?;
    m.add_function(wrap_pyfunction!(plans::check, m)?)?;
    m.add_function(wrap_pyfunction!(plans::export, m)?)?;
    m.add_function(wrap_pyfunction!(sweeps::sweep_plan, m)?)?;
    m.add_function(wrap_pyfunction!(sweeps::sweep_rows, m)?)?;
    m.add_function(wrap_pyfunction!(network::network, m)?)?;
    m.add_function(wrap_pyfunction!(graph::evaluate_graph, m)?)?;
    Ok(())
}
