//! `check` and `export`: `castlab check --json` and `castlab eval
//! --export` for Python, on the plan formats of `docs/formats/`.

use castlab_core::permalink;
use castlab_core::plan::export::Artefact;
use castlab_core::plan::{self, PlanError};
use castlab_core::text::said;
use pyo3::prelude::*;

use crate::{error, guarded};

/// The details a `castlab.PlanError` carries beside the CLI's message.
fn details(e: &PlanError) -> Vec<(&'static str, String)> {
    match e {
        PlanError::Json(_) => vec![("kind", "json".into())],
        PlanError::Kind(k) => vec![
            ("kind", "castlab".into()),
            ("key", "castlab".into()),
            ("value", k.clone()),
        ],
        PlanError::Version(v) => vec![
            ("kind", "version".into()),
            ("key", "version".into()),
            ("value", v.to_string()),
        ],
        PlanError::TooLarge { what, count, limit } => vec![
            ("kind", "too_large".into()),
            ("key", what.key().into()),
            ("value", count.to_string()),
            ("limit", limit.to_string()),
        ],
        PlanError::Network(n) => vec![
            ("kind", "network".into()),
            ("key", "network".into()),
            ("value", said(n)),
        ],
        PlanError::OffNetwork { place, node } => {
            vec![
                ("kind", "off_network".into()),
                ("key", said(place)),
                ("value", node.clone()),
            ]
        }
        PlanError::Field(f) => vec![("kind", "field".into()), ("key", said(f))],
    }
}

/// `castlab check --json`'s report of the plan `text`, as JSON text.
/// A plan that breaks a rule is a report (`valid: false`); a text that is
/// not a plan raises `castlab.PlanError`.
#[pyfunction]
pub(crate) fn check(py: Python<'_>, text: &str) -> PyResult<String> {
    guarded(py, "checking a plan", || {
        let checked = py.detach(|| plan::read(text).and_then(|p| plan::check::check(&p)));
        let checked = checked.map_err(|e| error(py, "PlanError", &e.to_string(), &details(&e)))?;
        crate::json(py, &checked.report)
    })
}

/// `castlab eval --export KIND`: castlab's own schedule or ordering for
/// `link`, as plan text. Also the link's refused values, as JSON text.
#[pyfunction]
pub(crate) fn export(py: Python<'_>, link: &str, kind: &str) -> PyResult<(String, String)> {
    let wanted = match kind {
        "schedule" => Artefact::Schedule,
        "ordering" => Artefact::Ordering,
        other => {
            let message = format!("kind={other:?}: expected \"schedule\" or \"ordering\"");
            return Err(error(
                py,
                "UsageError",
                &message,
                &[("key", "kind".into()), ("value", other.into())],
            ));
        }
    };
    guarded(py, &format!("exporting from {link:?}"), || {
        let parsed = permalink::parse(link);
        let errors: Vec<castlab_core::eval::InputError> =
            parsed.errors.iter().map(Into::into).collect();
        let errors = crate::json(py, &errors)?;
        let plan = plan::export::export(&parsed.query, wanted).map_err(|e| {
            error(
                py,
                "UsageError",
                &e.to_string(),
                &[("key", "kind".into()), ("value", kind.into())],
            )
        })?;
        Ok((plan::write(&plan), errors))
    })
}
