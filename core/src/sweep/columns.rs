//! What a sweep's row holds for each family: `castlab eval`'s summary
//! values under their JSON names (nested ones joined by dots), plus, for
//! TCD, three values the JSON of one link does not hold.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde_json::Value;

use crate::eval::{Analysis, evaluate_summary, tcd_evaluation};
use crate::mesh::{closed_form, cube_of};
use crate::permalink::{self, Algo, Family, View};

/// One column of a sweep row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// A value of `castlab eval`'s JSON, by its dotted path.
    Eval(&'static str),
    /// A field of the entry of `compare` (WK) for an algorithm.
    Compare(&'static str, &'static str),
    /// The TCD from an eye (the first of `eyes`), read from `tcd_map`.
    EyeTcd,
    /// The paper's closed form for the eye TCD (000 Eq. (10), 002 Eq.
    /// (16)), for 2^k meshes.
    EyeClosedForm,
    /// How many sources the best dimension-ordered recursive schedule
    /// beats Algorithm 1 (`paper`) at, on a 2^k mesh.
    RecursiveBeatsPaper,
}

impl Column {
    /// The column's name in the header.
    pub fn name(&self) -> String {
        match self {
            Column::Eval(path) => path.to_string(),
            Column::Compare(algo, field) => alloc::format!("compare.{algo}.{field}"),
            Column::EyeTcd => "eye_tcd".into(),
            Column::EyeClosedForm => "eye_closed_form".into(),
            Column::RecursiveBeatsPaper => "recursive_beats_paper".into(),
        }
    }
}

const TCD: &[Column] = &[
    Column::Eval("nodes"),
    Column::Eval("tcd"),
    Column::Eval("closed_form.tcd"),
    Column::EyeTcd,
    Column::EyeClosedForm,
    Column::Eval("optimum.tcd"),
    Column::Eval("optimum.count"),
    Column::Eval("map_max"),
    Column::RecursiveBeatsPaper,
];

const ORDERLY: &[Column] = &[
    Column::Eval("nodes"),
    Column::Eval("broadcast_time"),
    Column::Eval("from_source"),
    Column::Eval("diameter"),
    Column::Eval("lower_bound"),
    Column::Eval("thesis_bound"),
    Column::Eval("lemma_bound"),
    Column::Eval("originators_computed"),
];

const WK: &[Column] = &[
    Column::Eval("nodes"),
    Column::Eval("steps"),
    Column::Eval("diameter"),
    Column::Eval("eccentricity"),
    Column::Eval("exactly_once"),
    Column::Eval("label_bits"),
    Column::Eval("stack_size"),
    Column::Eval("work_max"),
    Column::Compare("fang", "label_bits"),
    Column::Compare("fang", "stack_size"),
    Column::Compare("fang", "work_max"),
    Column::Compare("fang", "work_total"),
    Column::Compare("stack", "label_bits"),
    Column::Compare("stack", "stack_size"),
    Column::Compare("stack", "work_max"),
    Column::Compare("stack", "work_total"),
];

const MSN_ROUTE: &[Column] = &[
    Column::Eval("nodes"),
    Column::Eval("distance"),
    Column::Eval("diameter"),
    Column::Eval("mean_distance"),
    Column::Eval("mean_distance_exact"),
    Column::Eval("mean_distance_eq27"),
    Column::Eval("mesh_mean_distance"),
    Column::Eval("throughput_bound"),
];

const MSN_SLOTS: &[Column] = &[
    Column::Eval("slots"),
    Column::Eval("collision_free"),
    Column::Eval("utilization"),
];

const MSN_CYCLES: &[Column] = &[Column::Eval("hamiltonian"), Column::Eval("edge_disjoint")];

/// The columns of a sweep in `family`, whose first size is `link`.
pub(super) fn of(family: Family, link: &str) -> Vec<Column> {
    let view = permalink::parse(link).query.view;
    match family {
        Family::Tcd => TCD.to_vec(),
        Family::Orderly => ORDERLY.to_vec(),
        Family::Wk => WK.to_vec(),
        Family::Msn => {
            let mut out = MSN_ROUTE.to_vec();
            match view {
                View::Te | View::Mnb => out.extend_from_slice(MSN_SLOTS),
                View::Hamiltonian => out.extend_from_slice(MSN_CYCLES),
                _ => {}
            }
            out
        }
    }
}

/// The value at a dotted path of `json` (`null` if missing).
fn at_path(json: &Value, path: &str) -> Value {
    path.split('.')
        .try_fold(json, |v, key| v.get(key))
        .cloned()
        .unwrap_or(Value::Null)
}

/// The columns' values for the size `link`.
pub(super) fn values(columns: &[Column], link: &str) -> Vec<Value> {
    let parsed = permalink::parse(link);
    let q = &parsed.query;
    // TCD: one analysis serves the evaluation and the other maps.
    let analysis = (q.family() == Family::Tcd).then(|| Analysis::new(&q.grid));
    let evaluation = match &analysis {
        Some(a) => tcd_evaluation(&parsed, a),
        None => evaluate_summary(&parsed),
    };
    let json = serde_json::to_value(evaluation).unwrap_or(Value::Null);
    columns
        .iter()
        .map(|c| match *c {
            Column::Eval(path) => at_path(&json, path),
            Column::Compare(algo, field) => json["compare"]
                .as_array()
                .and_then(|list| list.iter().find(|e| e["algorithm"] == algo))
                .map_or(Value::Null, |e| e[field].clone()),
            Column::EyeTcd => {
                let eye = json["eyes"].get(0).and_then(Value::as_array);
                let sides = json["dims"].as_array();
                match (eye, sides) {
                    (Some(eye), Some(sides)) => {
                        // x fastest: index = x + X·(y + Y·z).
                        let index = eye.iter().zip(sides).rev().fold(0u64, |i, (c, s)| {
                            i * s.as_u64().unwrap_or(0) + c.as_u64().unwrap_or(0)
                        });
                        json["tcd_map"]
                            .get(index as usize)
                            .cloned()
                            .unwrap_or(Value::Null)
                    }
                    _ => Value::Null,
                }
            }
            Column::EyeClosedForm => cube_of(&q.grid)
                .ok()
                .and_then(|c| closed_form::eye_tcd(c.d, c.k))
                .map_or(Value::Null, Value::from),
            Column::RecursiveBeatsPaper => analysis
                .as_ref()
                .and_then(|a| Some((a.map(Algo::Paper)?, a.map(Algo::Recursive)?)))
                .map_or(Value::Null, |(paper, rec)| {
                    Value::from(paper.iter().zip(rec).filter(|(p, r)| r < p).count())
                }),
        })
        .collect()
}
