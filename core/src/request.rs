//! One link's evaluation with what `castlab eval`'s options add to it: a
//! user's ordering, the contention census, the trace and the checked plan.
//! The CLI and the Python package both call [`evaluate_request`], so an
//! option means the same in a shell and in a notebook.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::eval::{Analysis, Evaluation, Sources, census_fits, contention_census};
use crate::permalink::{self, Query, View};
use crate::text::{Text, said};

/// What to add to a link's evaluation, as `castlab eval`'s options say.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EvalRequest {
    /// `--ordering`: with `view=orderly`, the user's ordering (one list per
    /// vertex of its neighbours in label order).
    pub ordering: Option<Vec<Vec<u32>>>,
    /// `--census`: the contention census at these sources.
    pub census: Option<Sources>,
    /// `--trace`: the pseudocode and why each message is sent.
    pub trace: bool,
}

/// A link evaluated as asked, and the keys it had that nobody knows.
#[derive(Clone, Debug)]
pub struct Answered {
    /// The evaluation, with the requested parts and any `plan=` checked.
    pub evaluation: Evaluation,
    /// Unknown keys not close to a known one (a page may add its own):
    /// not errors of the link, but a script should hear of them.
    pub unheard: Vec<String>,
}

/// Why a request was not answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestError {
    /// The request does not fit the link (a census without `cmp=`, an
    /// ordering for another view, a census over budget): `castlab eval`
    /// exits 2 with it.
    Misfit(String),
    /// The request fits but could not be carried out (an ordering that is
    /// not one of the network's): `castlab eval` exits 1 with it.
    Refused(String),
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RequestError::Misfit(m) | RequestError::Refused(m) => f.write_str(m),
        }
    }
}

impl core::error::Error for RequestError {}

/// Evaluates `link` as [`crate::eval::evaluate_with`] does, then adds what
/// `request` asks for. A request that does not fit the link is refused
/// before anything is computed.
pub fn evaluate_request(link: &str, request: &EvalRequest) -> Result<Answered, RequestError> {
    let parsed = permalink::parse(link);
    let q = &parsed.query;
    if request.census.is_some() {
        census_fits_query(q, request.census)?;
    }
    if request.ordering.is_some() && q.view != View::Orderly {
        return Err(RequestError::Misfit(said(&Text::new(
            "planfile-request-ordering",
        ))));
    }
    let custom = request.ordering.as_deref();
    let mut evaluation = crate::eval::evaluate_with(link, custom)
        .map_err(|e| RequestError::Refused(e.to_string()))?;
    crate::plan::check::add_to(&mut evaluation, q);
    if let Some(sources) = request.census {
        let base = q.compare.expect("census_fits_query checked cmp");
        let analysis = Analysis::new(&q.grid);
        let census = contention_census(&analysis, (q.algo, base), sources).ok_or_else(|| {
            RequestError::Refused(said(&Text::new("planfile-request-census-map")))
        })?;
        evaluation.census = Some(census);
    }
    if request.trace {
        let trace = crate::eval::trace(q, custom).map_err(|e| {
            RequestError::Refused(said(
                &Text::new("planfile-trace-mismatch").arg("reason", e.to_string()),
            ))
        })?;
        if let Some(t) = trace {
            evaluation.pseudocode = Some(t.pseudocode);
            evaluation.trace = Some(t.reasons);
            evaluation.regions = t.regions;
        }
    }
    let unheard = parsed
        .unknown
        .iter()
        .filter(|u| u.suggestion.is_none())
        .map(ToString::to_string)
        .collect();
    Ok(Answered {
        evaluation,
        unheard,
    })
}

/// `--census`: refused at once when the link cannot take a census or it
/// is over budget.
fn census_fits_query(q: &Query, sources: Option<Sources>) -> Result<(), RequestError> {
    let Some(sources) = sources else {
        return Ok(());
    };
    if q.view != View::Tcd || q.compare.is_none() {
        return Err(RequestError::Misfit(said(&Text::new(
            "planfile-request-census-view",
        ))));
    }
    census_fits(q.grid.node_count() as u64, sources)
        .map_err(|e| RequestError::Misfit(e.to_string()))
}
