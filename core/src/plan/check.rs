//! A plan put on its network and judged: the model's validator (the one
//! castlab's own schedules go through), the numbers `castlab eval` prints
//! for it, and how it compares with the paper's algorithm and the best
//! castlab knows.

use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;

pub use super::report::{Broken, CheckReport, Compared, PlanModel};
use super::resolve::{network, node_ref, one_port_schedule};
use super::{Plan, PlanError, SchedulePlan};
use crate::eval::{Analysis, Known};
use crate::grid::{Grid, NodeId};
use crate::permalink::{Algo, Query};
use crate::schedule::{self, Schedule, Violation};
use crate::text::Text;

mod models;
mod ordering;
mod telephone;

/// A plan put on its network: the report, and what a front end draws.
#[derive(Clone, Debug)]
pub struct CheckedPlan {
    /// The verdict and the numbers.
    pub report: CheckReport,
    /// The network's query (with the source's `src=`).
    pub query: Query,
    /// A one-port schedule as castlab's own are, with each message's
    /// route as nodes where the file gave one.
    pub schedule: Option<Schedule>,
    /// An ordering's label lists by vertex index.
    pub lists: Option<Vec<Vec<u32>>>,
}

/// A `plan=` value decoded, read and checked.
pub fn of_link(value: &str) -> Result<CheckedPlan, PlanError> {
    let text = super::link::decode(value).map_err(|e| PlanError::Json(e.text()))?;
    check(&super::read(&text)?)
}

/// `castlab eval`'s JSON of a `plan=` link gets the plan's check (as the
/// census, added by the front end: the evaluation is below the checks).
pub fn add_to(evaluation: &mut crate::eval::Evaluation, query: &Query) {
    evaluation.plan = query
        .plan
        .as_deref()
        .and_then(|v| of_link(v).ok())
        .map(|c| c.report);
}

/// Checks a plan on its network (see the module doc).
pub fn check(plan: &Plan) -> Result<CheckedPlan, PlanError> {
    let mut checked = judge(plan)?;
    checked.report.permalink = super::resolve::link_query(&checked.query).and_then(|mut q| {
        q.plan = Some(super::link::encode(&super::write(plan))?);
        Some(q.to_permalink())
    });
    Ok(checked)
}

fn judge(plan: &Plan) -> Result<CheckedPlan, PlanError> {
    match plan {
        Plan::Schedule(s) => {
            let (q, model) = network(&s.network)?;
            match model {
                PlanModel::OnePort => one_port(s, q),
                PlanModel::AllPort => models::all_port(s, q),
                PlanModel::StoreAndForward => models::store_and_forward(s, q),
                PlanModel::Telephone => telephone::telephone(s, q),
                PlanModel::Orderly => {
                    Err(PlanError::Network(Text::new("planfile-schedule-network")))
                }
            }
        }
        Plan::Ordering(o) => ordering::check(o),
    }
}

/// A one-port broadcast on a mesh or torus (papers 000 and 002).
fn one_port(s: &SchedulePlan, mut q: Query) -> Result<CheckedPlan, PlanError> {
    let grid = q.grid;
    let schedule = one_port_schedule(s, &mut q)?;
    let source = schedule.source;
    let v = schedule::validate(&grid, &schedule);
    let first_broken = v.violation.map(|e| one_port_broken(&q, &grid, source, e));
    let analysis = Analysis::new(&grid);
    let report = CheckReport {
        kind: "schedule".into(),
        network: q.network_text(),
        model: PlanModel::OnePort,
        valid: v.is_valid(),
        first_broken,
        broken: v.broken as u64,
        source: Some(node_ref(&q, source.index())),
        steps: schedule.steps,
        messages: v.messages as u64,
        measure: "tcd".into(),
        value: v.tcd,
        contention_free: Some(v.contention_free),
        per_originator: None,
        compare: tcd_compared(&analysis, &q, source),
        permalink: None,
    };
    Ok(CheckedPlan {
        report,
        query: q,
        schedule: Some(schedule),
        lists: None,
    })
}

fn one_port_broken(q: &Query, grid: &Grid, source: NodeId, v: Violation) -> Broken {
    let at = |n: NodeId| node_ref(q, n.index());
    let named = |n: NodeId| at(n).to_string();
    let (rule, step, nodes, message) = match v {
        Violation::NotStepOptimal { steps, optimal } => (
            "step-optimal",
            None,
            vec![],
            Text::new("planfile-not-step-optimal")
                .arg("steps", steps)
                .arg("nodes", grid.node_count())
                .arg("optimal", optimal),
        ),
        Violation::SenderNotInformed { step, node } if step == 1 && node != source => (
            "source",
            Some(step),
            vec![at(node), at(source)],
            Text::new("planfile-source")
                .arg("node", named(node))
                .arg("source", named(source)),
        ),
        Violation::SenderNotInformed { step, node } => (
            "sender-informed",
            Some(step),
            vec![at(node)],
            v.text_on(grid),
        ),
        Violation::SenderBusy { step, node } => (
            "one-port",
            Some(step),
            vec![at(node)],
            Text::new("planfile-sender-busy")
                .arg("step", step)
                .arg("node", named(node)),
        ),
        Violation::InformedTwice { step, node } => {
            ("informed-once", Some(step), vec![at(node)], v.text_on(grid))
        }
        Violation::NotAllInformed { .. } => ("all-informed", None, vec![], v.text()),
        Violation::OffLink { step, from, to } => (
            "on-links",
            Some(step),
            vec![at(from), at(to)],
            v.text_on(grid),
        ),
        Violation::RouteEnds { step, node } => (
            "on-links",
            Some(step),
            vec![at(node)],
            Text::new("planfile-route-ends")
                .arg("step", step)
                .arg("node", named(node)),
        ),
        // Resolved before validating: a node off the grid is the file's error.
        Violation::StepOutOfRange { .. }
        | Violation::UnknownNode { .. }
        | Violation::UnknownSource => ("on-network", None, vec![], v.text()),
    };
    Broken {
        rule: rule.into(),
        step,
        nodes,
        message,
    }
}

/// The paper's algorithm and the least known TCD at `source`.
fn tcd_compared(analysis: &Analysis, q: &Query, source: NodeId) -> Vec<Compared> {
    let i = source.index();
    let link = |algo: Algo| Query { algo, ..q.clone() }.to_permalink();
    let mut out = Vec::new();
    if let Some(map) = analysis.map(Algo::Paper) {
        out.push(Compared {
            role: "algorithm".into(),
            name: Algo::Paper.heading_text(q.grid.dims()),
            link: link(Algo::Paper),
            value: map[i],
            how: Text::new("planfile-how-simulated-schedule"),
        });
    }
    if let Some(least) = analysis.least() {
        let how = match least.known[i] {
            Known::Exact => Text::new("planfile-how-exhaustive-optimum"),
            Known::Proven => Text::new("planfile-how-certified-optimal"),
            Known::Interval | Known::Bound => Text::new("planfile-how-least"),
        };
        out.push(Compared {
            role: "best".into(),
            name: Text::new("planfile-name-least")
                .arg("by", least.by[i].heading_text(q.grid.dims())),
            link: link(Algo::Least),
            value: least.map[i],
            how,
        });
        out.push(Compared {
            role: "bound".into(),
            name: Text::new("planfile-name-no-better"),
            link: link(Algo::Least),
            value: least.lower[i],
            how: Text::new("planfile-how-lower-bound"),
        });
    }
    out
}
