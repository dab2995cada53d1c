//! What a sweep's row holds for each family: `castlab eval`'s summary
//! values under their JSON names (nested ones joined by dots), plus, for
//! TCD, three values the JSON of one link does not hold.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use serde_json::Value;

use crate::eval::{Analysis, evaluate_summary, tcd_evaluation};
use crate::mesh::{closed_form, cube_of};
use crate::permalink::rules::MsnView;
use crate::permalink::{self, Algo, Family};
use crate::wk::{self, FirstLabel, Timing, WkAlgorithm};

/// One column of a sweep row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// A value of `castlab eval`'s JSON, by its dotted path.
    Eval(&'static str),
    /// A field of the entry of `compare` (WK) for an algorithm.
    Compare(Algo, &'static str),
    /// The TCD from an eye (the first of `eyes`), read from `tcd_map`.
    EyeTcd,
    /// The papers' closed form for the eye TCD, computed as printed (000
    /// Eq. (10) in 2-D, 002 Eq. (16) from 3-D on), for 2^k meshes.
    EyeClosedForm,
    /// How many sources the best subcube-recursive schedule
    /// beats Algorithm 1 (`paper`) at, on a 2^k mesh.
    RecursiveBeatsPaper,
    /// The bits of the constant label from the node 0…01, which is not a
    /// corner, so it carries the general label (m, t) rather than a
    /// corner's p (WK, from L = 2).
    GeneralLabelBits,
    /// The largest of `per_originator` (the classical view's time from
    /// every originator, where it was computed): the network's b(G) as
    /// castlab's schedules reach it.
    PerOriginatorMax,
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
            Column::GeneralLabelBits => "general_label_bits".into(),
            Column::PerOriginatorMax => "per_originator_max".into(),
        }
    }
}

/// Every column a sweep can produce, by name: the charts and the CSV header
/// read these constants, so a chart cannot ask for a misspelt column, and a
/// test checks each chart asks only for columns its sweep produces.
pub mod col {
    use super::Column;
    use crate::permalink::Algo;

    pub const NODES: Column = Column::Eval("nodes");
    pub const TCD: Column = Column::Eval("tcd");
    pub const CLOSED_FORM_TCD: Column = Column::Eval("closed_form.tcd");
    pub const EYE_TCD: Column = Column::EyeTcd;
    pub const EYE_CLOSED_FORM: Column = Column::EyeClosedForm;
    pub const OPTIMUM_TCD: Column = Column::Eval("optimum.tcd");
    pub const OPTIMUM_COUNT: Column = Column::Eval("optimum.count");
    pub const MAP_MAX: Column = Column::Eval("map_max");
    pub const RECURSIVE_BEATS_PAPER: Column = Column::RecursiveBeatsPaper;

    pub const BROADCAST_TIME: Column = Column::Eval("broadcast_time");
    pub const FROM_SOURCE: Column = Column::Eval("from_source");
    pub const DIAMETER: Column = Column::Eval("diameter");
    pub const LOWER_BOUND: Column = Column::Eval("lower_bound");
    pub const THESIS_BOUND: Column = Column::Eval("thesis_bound");
    pub const LEMMA_BOUND: Column = Column::Eval("lemma_bound");
    pub const ORIGINATORS_COMPUTED: Column = Column::Eval("originators_computed");

    pub const STEPS: Column = Column::Eval("steps");
    pub const ECCENTRICITY: Column = Column::Eval("eccentricity");
    pub const EXACTLY_ONCE: Column = Column::Eval("exactly_once");
    pub const LABEL_BITS: Column = Column::Eval("label_bits");
    pub const STACK_SIZE: Column = Column::Eval("stack_size");
    pub const WORK_MAX: Column = Column::Eval("work_max");
    pub const GENERAL_LABEL_BITS: Column = Column::GeneralLabelBits;
    /// `(fang, stack)` of each compared WK field.
    pub const COMPARED_LABEL_BITS: [Column; 2] = compared("label_bits");
    pub const COMPARED_STACK_SIZE: [Column; 2] = compared("stack_size");
    pub const COMPARED_WORK_MAX: [Column; 2] = compared("work_max");
    pub const COMPARED_WORK_TOTAL: [Column; 2] = compared("work_total");

    const fn compared(field: &'static str) -> [Column; 2] {
        [
            Column::Compare(Algo::Fang, field),
            Column::Compare(Algo::Stack, field),
        ]
    }

    pub const DISTANCE: Column = Column::Eval("distance");
    pub const MEAN_DISTANCE: Column = Column::Eval("mean_distance");
    pub const MEAN_DISTANCE_EXACT: Column = Column::Eval("mean_distance_exact");
    pub const MEAN_DISTANCE_EQ27: Column = Column::Eval("mean_distance_eq27");
    pub const MESH_MEAN_DISTANCE: Column = Column::Eval("mesh_mean_distance");
    pub const THROUGHPUT_BOUND: Column = Column::Eval("throughput_bound");
    pub const SLOTS: Column = Column::Eval("slots");
    pub const COLLISION_FREE: Column = Column::Eval("collision_free");
    pub const UTILIZATION: Column = Column::Eval("utilization");
    pub const HAMILTONIAN: Column = Column::Eval("hamiltonian");
    pub const MODELS_CLASSICAL: Column = Column::Eval("models.classical");
    pub const MODELS_ORDERLY: Column = Column::Eval("models.orderly");
    pub const MODELS_DIAMETER: Column = Column::Eval("models.diameter");
    pub const MODELS_LOG_BOUND: Column = Column::Eval("models.log_bound");
    pub const EDGE_DISJOINT: Column = Column::Eval("edge_disjoint");
    pub const KNOWN: Column = Column::Eval("known");
    pub const MODELS_CLASSICAL_EXACT: Column = Column::Eval("models.classical_exact");
    pub const PER_ORIGINATOR_MAX: Column = Column::PerOriginatorMax;
}

use col::*;

const TCD_COLUMNS: &[Column] = &[
    NODES,
    TCD,
    CLOSED_FORM_TCD,
    EYE_TCD,
    EYE_CLOSED_FORM,
    OPTIMUM_TCD,
    OPTIMUM_COUNT,
    MAP_MAX,
    RECURSIVE_BEATS_PAPER,
];

const ORDERLY: &[Column] = &[
    NODES,
    BROADCAST_TIME,
    FROM_SOURCE,
    DIAMETER,
    LOWER_BOUND,
    THESIS_BOUND,
    LEMMA_BOUND,
    ORIGINATORS_COMPUTED,
];

const WK: &[Column] = &[
    NODES,
    STEPS,
    DIAMETER,
    ECCENTRICITY,
    EXACTLY_ONCE,
    LABEL_BITS,
    STACK_SIZE,
    WORK_MAX,
    COMPARED_LABEL_BITS[0],
    COMPARED_STACK_SIZE[0],
    COMPARED_WORK_MAX[0],
    COMPARED_WORK_TOTAL[0],
    GENERAL_LABEL_BITS,
    COMPARED_LABEL_BITS[1],
    COMPARED_STACK_SIZE[1],
    COMPARED_WORK_MAX[1],
    COMPARED_WORK_TOTAL[1],
];

const MSN_ROUTE: &[Column] = &[
    NODES,
    DISTANCE,
    DIAMETER,
    MEAN_DISTANCE,
    MEAN_DISTANCE_EXACT,
    MEAN_DISTANCE_EQ27,
    MESH_MEAN_DISTANCE,
    THROUGHPUT_BOUND,
];

const CLASSICAL: &[Column] = &[
    NODES,
    FROM_SOURCE,
    LOWER_BOUND,
    MODELS_CLASSICAL,
    MODELS_ORDERLY,
    MODELS_DIAMETER,
    MODELS_LOG_BOUND,
    KNOWN,
    MODELS_CLASSICAL_EXACT,
    PER_ORIGINATOR_MAX,
];

const MSN_SLOTS: &[Column] = &[SLOTS, COLLISION_FREE, UTILIZATION];

const MSN_CYCLES: &[Column] = &[HAMILTONIAN, EDGE_DISJOINT];

/// The columns of a sweep in `family`, whose first size is `link`.
pub(super) fn of(family: Family, link: &str) -> Vec<Column> {
    let view = permalink::parse(link).query.view;
    match family {
        Family::Tcd => TCD_COLUMNS.to_vec(),
        Family::Orderly => ORDERLY.to_vec(),
        Family::Wk => WK.to_vec(),
        Family::Classical => CLASSICAL.to_vec(),
        Family::Msn => {
            let mut out = MSN_ROUTE.to_vec();
            match MsnView::of(view) {
                Some(MsnView::Te | MsnView::Mnb) => out.extend_from_slice(MSN_SLOTS),
                Some(MsnView::Hamiltonian) => out.extend_from_slice(MSN_CYCLES),
                Some(MsnView::Route | MsnView::Areas) | None => {}
            }
            out
        }
    }
}

/// A size's estimated work: nodes times the view's work per node.
pub fn work_of(q: &permalink::Query) -> u64 {
    use permalink::{Net, View};
    let (nodes, l) = match q.net {
        Net::Wk => (q.wk.nodes() as u64, u64::from(q.wk.l())),
        // A family's work follows its own structure and symmetries.
        Net::Graph(family) => return super::family_work::family_work(q, family),
        Net::Mesh | Net::Torus | Net::Msn => (q.node_count() as u64, 1),
    };
    let per_node = match q.view {
        // Every originator's propagation; a search scores many orderings.
        View::Orderly if q.algo == Algo::Search => nodes.saturating_mul(4096),
        View::Orderly => nodes,
        View::Tcd => 16,
        View::Broadcast => 4 * l,
        // Slot-level schedules of N²/2 slots; routes from every node.
        View::Te | View::Mnb => nodes,
        View::Route | View::Hamiltonian | View::Areas => 16,
        // A few schedules from the source, and the orderly map beside them.
        View::Classical => 64,
    };
    nodes.saturating_mul(per_node)
}

/// The constant label's bits from 0…01, a node that is not a corner
/// (`None` at L = 1, where every node is one).
fn general_label_bits(q: &permalink::Query) -> Option<u32> {
    let wk = &q.wk;
    if wk.l() < 2 {
        return None;
    }
    let mut digits = vec![0; wk.l() as usize];
    *digits.last_mut()? = 1;
    let source = wk.node(&digits)?;
    let run = wk::simulate(
        wk,
        source,
        WkAlgorithm::Fang,
        FirstLabel::Corrected,
        Timing::Synchronous,
    );
    Some(run.label_bits(wk))
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
                .and_then(|list| list.iter().find(|e| e["algorithm"] == algo.as_str()))
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
                .and_then(|c| closed_form::eye_closed_form(c.d, c.k))
                .map_or(Value::Null, Value::from),
            Column::GeneralLabelBits => general_label_bits(q).map_or(Value::Null, Value::from),
            Column::PerOriginatorMax => json["per_originator"]
                .as_array()
                .and_then(|times| times.iter().filter_map(Value::as_u64).max())
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
