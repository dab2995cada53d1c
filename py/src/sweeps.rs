//! `sweep_plan` and `sweep_rows`: `castlab sweep` for Python. A shard is
//! the CLI's `--shard K/N`, so a Dask task and a Slurm array job evaluate
//! the same sizes.

use castlab_core::sweep::{self, MAX_WORK, Sweep, SweepError};
use pyo3::prelude::*;
use rayon::prelude::*;

use crate::{error, guarded};

/// The details a `castlab.SweepError` carries beside the CLI's message.
fn details(e: &SweepError) -> Vec<(&'static str, String)> {
    let mut out = vec![("kind", e.kind().to_string())];
    match e {
        SweepError::NoRange | SweepError::Empty { .. } => {}
        SweepError::BadRange { key, value, .. } => {
            out.extend([("key", key.to_string()), ("value", value.clone())]);
        }
        SweepError::NotRead { key, .. } => out.push(("key", key.to_string())),
        SweepError::BeyondFamily {
            key,
            value,
            least,
            most,
            ..
        } => out.extend([
            ("key", key.to_string()),
            ("value", value.clone()),
            ("limit", format!("{least}..{most}")),
        ]),
        SweepError::TooManyCandidates { count, max } => out.extend([
            ("key", "sizes".to_string()),
            ("value", count.to_string()),
            ("limit", max.to_string()),
        ]),
        SweepError::OverBudget { work, max } => out.extend([
            ("key", "max_work".to_string()),
            ("value", work.to_string()),
            ("limit", max.to_string()),
        ]),
        SweepError::BadShard { k, n } => {
            out.extend([("key", "shard".to_string()), ("value", format!("{k}/{n}"))]);
        }
    }
    out
}

/// A sweep's refusal as `castlab.SweepError`, worded as the CLI words it.
fn refusal(py: Python<'_>, e: &SweepError) -> PyErr {
    error(py, "SweepError", &crate::english(&e.text()), &details(e))
}

fn planned(py: Python<'_>, link: &str, max_work: Option<u64>) -> PyResult<Sweep> {
    sweep::plan(link, max_work.unwrap_or(MAX_WORK)).map_err(|e| refusal(py, &e))
}

/// A sweep before it runs, as a dict.
#[derive(IntoPyObject)]
pub(crate) struct Planned {
    header: Vec<String>,
    /// How many sizes.
    sizes: usize,
    /// Its work, in the budget's units.
    work: u64,
    /// The link's refused values, as JSON text (`castlab eval`'s `errors`).
    errors: String,
    /// Sizes in the ranges the view does not allow, and why the first.
    skipped: usize,
    first_skip: Option<String>,
}

/// The sweep of `link` before it runs.
#[pyfunction]
#[pyo3(signature = (link, max_work=None))]
pub(crate) fn sweep_plan(py: Python<'_>, link: &str, max_work: Option<u64>) -> PyResult<Planned> {
    guarded(py, &format!("planning the sweep {link:?}"), || {
        let plan = planned(py, link, max_work)?;
        let errors = crate::json(py, &plan.errors)?;
        Ok(Planned {
            header: plan.header(),
            sizes: plan.configs.len(),
            work: plan.work,
            errors,
            skipped: plan.skipped,
            first_skip: plan.first_skip.as_ref().map(crate::english),
        })
    })
}

/// The rows of shard `k` of `n` (1-based; `None`: all), as a JSON array of
/// arrays in the sweep's order, evaluated on `threads` threads (`None`:
/// every core), without the interpreter's lock.
#[pyfunction]
#[pyo3(signature = (link, shard=None, max_work=None, threads=None))]
pub(crate) fn sweep_rows(
    py: Python<'_>,
    link: &str,
    shard: Option<(usize, usize)>,
    max_work: Option<u64>,
    threads: Option<usize>,
) -> PyResult<String> {
    guarded(py, &format!("sweeping {link:?}"), || {
        let plan = planned(py, link, max_work)?;
        let range = match shard {
            Some((k, n)) => plan.shard(k, n).map_err(|e| refusal(py, &e))?,
            None => 0..plan.configs.len(),
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.unwrap_or(0))
            .build()
            .map_err(|e| {
                error(
                    py,
                    "InternalError",
                    &format!("cannot start the threads: {e}"),
                    &[],
                )
            })?;
        let configs = &plan.configs[range];
        let rows: Vec<Vec<serde_json::Value>> =
            py.detach(|| pool.install(|| configs.par_iter().map(|c| plan.row(c)).collect()));
        crate::json(py, &rows)
    })
}
