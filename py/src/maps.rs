//! `evaluate`: `castlab eval` for Python. The evaluation crosses as the
//! CLI's JSON text, except its per-node maps, which are taken out of the
//! report first and handed to NumPy as the vectors the core filled.

use castlab_core::eval::{Evaluation, Sources, ViewResult};
use castlab_core::permalink::{self, ParamError, Refusal};
use castlab_core::request::{Answered, EvalRequest, RequestError, evaluate_request};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;

use crate::{error, guarded};

/// A map's values as the core keeps them.
enum Values {
    Wide(Vec<u64>),
    Narrow(Vec<u32>),
}

/// The per-node maps of `e`, moved out (an empty list is left in the
/// report), each with its key in the JSON: `least.lower` is `lower` inside
/// `least`.
fn take_maps(e: &mut Evaluation) -> Vec<(&'static str, Values)> {
    let take = std::mem::take::<Vec<u32>>;
    let mut maps = Vec::new();
    match &mut e.result {
        ViewResult::Tcd { map, .. } => {
            maps.push(("tcd_map", Values::Wide(std::mem::take(&mut map.tcd_map))));
            if let Some(least) = &mut map.least {
                maps.push((
                    "least.lower",
                    Values::Wide(std::mem::take(&mut least.lower)),
                ));
            }
        }
        // WK's numbers are per delivery and per condition, not per node.
        ViewResult::Broadcast(_) => {}
        ViewResult::Orderly(r) => {
            maps.push(("arrival", Values::Narrow(take(&mut r.arrival))));
            if let Some(all) = &mut r.per_originator {
                maps.push(("per_originator", Values::Narrow(take(all))));
            }
        }
        ViewResult::Classical(r) => {
            maps.push(("arrival", Values::Narrow(take(&mut r.arrival))));
            if let Some(all) = &mut r.per_originator {
                maps.push(("per_originator", Values::Narrow(take(all))));
            }
        }
        ViewResult::Msn { route, .. } => {
            maps.push((
                "distance_map",
                Values::Narrow(take(&mut route.distance_map)),
            ));
        }
    }
    maps
}

/// The array's shape: the link's grid, last side first (`a[y, x]` on a
/// 2-D grid; a family's address grid), when the map has a value per cell;
/// otherwise flat.
fn shape_of(sides: &[u32], len: usize) -> Vec<usize> {
    let cells: usize = sides.iter().map(|&s| s as usize).product();
    if cells == len && sides.len() > 1 {
        sides.iter().rev().map(|&s| s as usize).collect()
    } else {
        vec![len]
    }
}

fn to_array<'py>(py: Python<'py>, values: Values, shape: &[usize]) -> PyResult<Bound<'py, PyAny>> {
    Ok(match values {
        Values::Wide(v) => PyArray1::from_vec(py, v).reshape(shape)?.into_any(),
        Values::Narrow(v) => PyArray1::from_vec(py, v).reshape(shape)?.into_any(),
    })
}

/// A refused value of a link as Python raises it: the key, the value, the
/// kind, the message without the fallback the CLI goes on with (Python
/// raises instead) and the bound broken, where the refusal has one.
#[derive(IntoPyObject)]
pub(crate) struct Refused {
    key: String,
    value: String,
    kind: &'static str,
    message: String,
    limit: Option<String>,
}

/// The bound a refused value broke: a range, a size, or the largest value
/// like it that is accepted.
fn limit_of(e: &ParamError) -> Option<String> {
    match e.reason {
        Refusal::OutOfRange { min, max } => Some(format!("{min}..{max}")),
        Refusal::OutOfRangeDecimal { min, max } => Some(format!(
            "{}..{}",
            f64::from(min) / 10.0,
            f64::from(max) / 10.0
        )),
        Refusal::TooLargeFor { max, .. } => Some(max.to_string()),
        _ => e.largest.clone(),
    }
}

/// The refused values of `link`, in the order `castlab eval` lists them.
#[pyfunction]
pub(crate) fn refusals(link: &str) -> Vec<Refused> {
    permalink::parse(link)
        .errors
        .iter()
        .map(|e| Refused {
            key: e.key.to_string(),
            value: e.value.clone(),
            kind: e.reason.kind(),
            message: e.refused(),
            limit: limit_of(e),
        })
        .collect()
}

/// The JSON text, the maps as `(key, array)` and the unknown keys.
type Evaluated<'py> = (String, Vec<(&'static str, Bound<'py, PyAny>)>, Vec<String>);

/// `castlab eval`'s JSON text for `link` with the maps left empty, the
/// maps as `(key, array)`, and the unknown keys nobody knows. `census`:
/// `None` no census, `-1` every beaten source, `n` a sample of n.
#[pyfunction]
#[pyo3(signature = (link, ordering=None, census=None, trace=false))]
pub(crate) fn evaluate<'py>(
    py: Python<'py>,
    link: &str,
    ordering: Option<Vec<Vec<u32>>>,
    census: Option<i64>,
    trace: bool,
) -> PyResult<Evaluated<'py>> {
    let census = match census {
        None => None,
        Some(-1) => Some(Sources::All),
        Some(n) => match usize::try_from(n) {
            Ok(count) => Some(Sources::Sample { count, seed: 1 }),
            Err(_) => {
                let message = format!("census={n}: expected a number of sources, or all");
                return Err(error(
                    py,
                    "UsageError",
                    &message,
                    &[("key", "census".into())],
                ));
            }
        },
    };
    let request = EvalRequest {
        ordering,
        census,
        trace,
    };
    let doing = format!("evaluating {link:?}");
    let (json, maps, unheard, sides) = guarded(py, &doing, || {
        let answered = py.detach(|| evaluate_request(link, &request));
        let Answered {
            mut evaluation,
            unheard,
        } = answered.map_err(|e| match e {
            RequestError::Misfit(m) => error(py, "UsageError", &m, &[]),
            // Refused: the user's ordering is not one of the network's;
            // without one, a census whose algorithm has no map here.
            RequestError::Refused(m) if request.ordering.is_some() => {
                error(py, "OrderingError", &m, &[("key", "ordering".into())])
            }
            RequestError::Refused(m) => error(py, "UsageError", &m, &[]),
        })?;
        let maps = take_maps(&mut evaluation);
        let json = crate::json(py, &evaluation)?;
        let sides = permalink::parse(&evaluation.permalink)
            .query
            .grid
            .sides()
            .to_vec();
        Ok((json, maps, unheard, sides))
    })?;
    let mut arrays = Vec::with_capacity(maps.len());
    for (key, values) in maps {
        let len = match &values {
            Values::Wide(v) => v.len(),
            Values::Narrow(v) => v.len(),
        };
        arrays.push((key, to_array(py, values, &shape_of(&sides, len))?));
    }
    Ok((json, arrays, unheard))
}
