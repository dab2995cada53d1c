//! `evaluate_graph`: a user's own graph (`castlab.from_networkx`) under the
//! classical, orderly and messy models, as the core's `GraphReport` in
//! JSON. Every check is the core's (`UserGraph::new`, `graph_report`);
//! here only Python's integers are brought to the core's types, with the
//! same errors.

use castlab_core::eval::{GraphOptions, graph_report};
use castlab_core::graph::Neighbours;
use castlab_core::user_graph::{GraphError, UserGraph};
use pyo3::prelude::*;

use crate::{error, guarded};

/// `castlab.GraphError` with the core's words and what it names: `key`,
/// `value`, `limit`, `kind`, and the vertices' indices (`vertex`,
/// `neighbour`) for the caller to write as its labels.
fn graph_error(py: Python<'_>, e: &GraphError) -> PyErr {
    let mut details = vec![
        ("key", e.key()),
        ("value", e.value()),
        ("kind", e.kind().into()),
    ];
    if let Some(limit) = e.limit() {
        details.push(("limit", limit));
    }
    let (vertex, neighbour) = e.vertices();
    if let Some(v) = vertex {
        details.push(("vertex", v.to_string()));
    }
    if let Some(w) = neighbour {
        details.push(("neighbour", w.to_string()));
    }
    error(py, "GraphError", &crate::english(&e.text()), &details)
}

/// Python's lists as the core's: a value that is no vertex index (negative
/// or past `u32`) refused as the core refuses one past the last vertex.
fn lists(adjacency: &[Vec<i64>]) -> Result<Vec<Vec<u32>>, GraphError> {
    let nodes = adjacency.len();
    adjacency
        .iter()
        .enumerate()
        .map(|(vertex, list)| {
            list.iter()
                .map(|&value| {
                    u32::try_from(value).map_err(|_| GraphError::NoSuchVertex {
                        vertex,
                        value,
                        nodes,
                    })
                })
                .collect()
        })
        .collect()
}

/// Which models `models` names: `classical`, `orderly`, `messy`.
fn options(
    py: Python<'_>,
    models: Option<Vec<String>>,
    trials: Option<i64>,
    seed: Option<i64>,
) -> PyResult<GraphOptions> {
    let mut o = GraphOptions::default();
    if let Some(models) = models {
        (o.classical, o.orderly, o.messy) = (false, false, false);
        for m in &models {
            match m.as_str() {
                "classical" => o.classical = true,
                "orderly" => o.orderly = true,
                "messy" => o.messy = true,
                other => {
                    let message = format!(
                        "models: {other:?} is not a model; expected classical, orderly or messy"
                    );
                    let details = [("key", "models".into()), ("value", other.into())];
                    return Err(error(py, "UsageError", &message, &details));
                }
            }
        }
    }
    if let Some(t) = trials {
        o.trials = u32::try_from(t)
            .ok()
            .filter(|&t| t > 0)
            .ok_or_else(|| graph_error(py, &GraphError::Trials { trials: t }))?;
    }
    if let Some(s) = seed {
        o.seed = u32::try_from(s).map_err(|_| {
            let message = format!("seed={s}: expected 0 … {}", u32::MAX);
            let details = [
                ("key", "seed".into()),
                ("value", s.to_string()),
                ("limit", format!("0 … {}", u32::MAX)),
            ];
            error(py, "UsageError", &message, &details)
        })?;
    }
    Ok(o)
}

/// The report of the graph whose vertex v lists `adjacency[v]` (its
/// natural ordering), from `source`, as JSON text. `models` (default all):
/// which of `classical`, `orderly`, `messy` to compute; `trials` messy
/// runs per model (default 100) with `seed` (default 1), as `castlab eval`.
#[pyfunction]
#[pyo3(signature = (adjacency, source, trials=None, seed=None, models=None))]
pub(crate) fn evaluate_graph(
    py: Python<'_>,
    adjacency: Vec<Vec<i64>>,
    source: i64,
    trials: Option<i64>,
    seed: Option<i64>,
    models: Option<Vec<String>>,
) -> PyResult<String> {
    let options = options(py, models, trials, seed)?;
    let doing = format!("evaluating a graph of {} vertices", adjacency.len());
    guarded(py, &doing, || {
        let made = py.detach(|| {
            let graph = UserGraph::new(&lists(&adjacency)?)?;
            let nodes = graph.node_count();
            let source =
                usize::try_from(source).map_err(|_| GraphError::NoSuchSource { source, nodes })?;
            graph_report(&graph, source, &options)
        });
        let report = made.map_err(|e| graph_error(py, &e))?;
        crate::json(py, &report)
    })
}
