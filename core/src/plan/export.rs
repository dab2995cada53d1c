//! castlab's own schedules and orderings as plans, to start from: what
//! `castlab eval --export` prints and the page's "Download schedule" saves.
//! Each is read back by [`super::read`] into the same plan, and
//! [`super::write`] prints it as the same bytes.

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use super::resolve::node_ref;
use super::{NodeRef, OrderingPlan, Plan, PlanMessage, PlanRoute, SchedulePlan};
use crate::eval::{Analysis, OrderlyAnalysis, source_schedule};
use crate::grid::NodeId;
use crate::msn::{Hop, Msn, phase_tags};
use crate::orderly::search::{Deep, deep_search};
use crate::permalink::Algo;
use crate::permalink::{Net, Query, View};
use crate::text::{self, Text};
use crate::wk::{FirstLabel, Timing, WkAlgorithm, simulate};

/// What `--export` can write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Artefact {
    /// A broadcast schedule (mesh, torus, WK) or a total exchange (MSN).
    Schedule,
    /// An orderly-broadcasting ordering.
    Ordering,
}

/// Why a query has nothing of that kind to export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NothingToExport {
    /// What was asked for.
    pub wanted: Artefact,
    /// The query's view.
    pub view: View,
}

impl NothingToExport {
    /// Why, for a reader (`locales/*/plans.ftl`).
    pub fn text(&self) -> Text {
        let said = match self.wanted {
            Artefact::Schedule => Text::new("planfile-export-no-schedule"),
            Artefact::Ordering => Text::new("planfile-export-no-ordering"),
        };
        said.arg("view", alloc::string::ToString::to_string(&self.view))
    }
}

/// Its [`NothingToExport::text`], worded where a front end installed a
/// wording.
impl fmt::Display for NothingToExport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&text::said(&self.text()))
    }
}

/// The query's schedule or ordering as a plan.
pub fn export(q: &Query, wanted: Artefact) -> Result<Plan, NothingToExport> {
    let none = Err(NothingToExport {
        wanted,
        view: q.view,
    });
    match (wanted, q.view) {
        (Artefact::Schedule, View::Tcd) => Ok(Plan::Schedule(one_port(q))),
        (Artefact::Schedule, View::Broadcast) => Ok(Plan::Schedule(all_port(q))),
        (Artefact::Schedule, View::Te) => Ok(Plan::Schedule(total_exchange(q))),
        (Artefact::Ordering, View::Orderly) => Ok(Plan::Ordering(ordering(q))),
        (Artefact::Schedule, View::Classical) => Ok(Plan::Schedule(telephone(q))),
        (
            Artefact::Schedule,
            View::Orderly | View::Route | View::Mnb | View::Hamiltonian | View::Areas,
        )
        | (
            Artefact::Ordering,
            View::Tcd
            | View::Broadcast
            | View::Te
            | View::Route
            | View::Mnb
            | View::Hamiltonian
            | View::Areas
            | View::Classical,
        ) => none,
    }
}

/// The file's note, in the front end's words (a file's note is text, not
/// a message: it is worded as it is written).
fn note(q: &Query, what: Text) -> Option<String> {
    let said = Text::new("planfile-export-note")
        .arg("what", what)
        .arg("link", q.to_permalink());
    Some(text::said(&said))
}

/// The query's TCD schedule from its source, with the routes castlab
/// assigned (dimension orders).
fn one_port(q: &Query) -> SchedulePlan {
    let (schedule, _) = source_schedule(&Analysis::new(&q.grid), q);
    let names = ['x', 'y', 'z', 'w', 'v', 'u'];
    let mut steps: Vec<Vec<PlanMessage>> = vec![Vec::new(); schedule.steps as usize];
    let mut messages = schedule.messages.clone();
    messages.sort_by_key(|m| (m.step, m.from, m.to));
    for m in messages {
        steps[m.step as usize - 1].push(PlanMessage {
            from: node_ref(q, m.from.index()),
            to: node_ref(q, m.to.index()),
            route: Some(PlanRoute::Axes(
                m.route.axes(q.grid.dims()).map(|a| names[a]).collect(),
            )),
            half: false,
        });
    }
    SchedulePlan {
        network: q.network_text(),
        note: note(q, q.algo.heading_text(q.grid.dims())),
        source: Some(NodeRef::Coords(q.src.to_vec())),
        steps,
    }
}

/// The query's classical broadcast: each round's calls, in the order the
/// algorithm made them (the exhaustive search's gave-up case exports the
/// heuristic the view shows instead).
fn telephone(q: &Query) -> SchedulePlan {
    let source = q.vertex() as usize;
    let (calls, algo) = match q.network() {
        Some(graph) => match crate::eval::classical_schedule(&*graph, q.algo, source) {
            Ok(calls) => (calls, q.algo),
            Err(_) => (crate::classical::greedy(&&*graph, source), Algo::Greedy),
        },
        None => (crate::classical::Calls::default(), q.algo),
    };
    let steps = calls
        .rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|c| PlanMessage {
                    from: node_ref(q, c.from as usize),
                    to: node_ref(q, c.to as usize),
                    route: None,
                    half: false,
                })
                .collect()
        })
        .collect();
    SchedulePlan {
        network: q.network_text(),
        note: note(q, algo.heading_text(1)),
        source: Some(node_ref(q, q.vertex() as usize)),
        steps,
    }
}

/// The query's WK broadcast, run synchronously: a delivery at time t is
/// a message of step t.
fn all_port(q: &Query) -> SchedulePlan {
    let which = match q.algo {
        crate::permalink::Algo::Stack => WkAlgorithm::Stack,
        crate::permalink::Algo::Fang
        | crate::permalink::Algo::Paper
        | crate::permalink::Algo::Symmetric
        | crate::permalink::Algo::Recursive
        | crate::permalink::Algo::Exact
        | crate::permalink::Algo::Pi
        | crate::permalink::Algo::PiLiteral
        | crate::permalink::Algo::Dim
        | crate::permalink::Algo::Search
        | crate::permalink::Algo::Optimum
        | crate::permalink::Algo::Least
        | crate::permalink::Algo::Standard
        | crate::permalink::Algo::Tree
        | crate::permalink::Algo::Greedy => WkAlgorithm::Fang,
    };
    let run = simulate(
        &q.wk,
        q.wk_src,
        which,
        FirstLabel::Corrected,
        Timing::Synchronous,
    );
    let mut steps: Vec<Vec<PlanMessage>> = vec![Vec::new(); run.steps as usize];
    for d in &run.deliveries {
        steps[d.time as usize - 1].push(PlanMessage {
            from: node_ref(q, d.from.index()),
            to: node_ref(q, d.to.index()),
            route: None,
            half: false,
        });
    }
    SchedulePlan {
        network: q.network_text(),
        note: note(q, q.algo.heading_text(1)),
        source: Some(node_ref(q, q.wk_src.index())),
        steps,
    }
}

fn path(msn: &Msn, q: &Query, from: NodeId, hops: &[Hop]) -> (NodeRef, Vec<NodeRef>) {
    let mut at = from;
    let mut nodes = vec![node_ref(q, at.index())];
    for &h in hops {
        at = msn.next(at, h);
        nodes.push(node_ref(q, at.index()));
    }
    (node_ref(q, at.index()), nodes)
}

/// 004 §4's total exchange: in phase P(i, j) every node sends a packet
/// along L^(i,j) and one along its complement, each a slot per hop; on the
/// diagonal, one packet as two halves, a half slot per hop. A packet is
/// listed at the half slot its phase starts in.
fn total_exchange(q: &Query) -> SchedulePlan {
    let sides = q.grid.sides();
    let msn = Msn::new(sides[0], sides[1]).expect("parse checked the sides");
    let mut steps: Vec<Vec<PlanMessage>> = Vec::new();
    let mut start = 0usize;
    for (i, j, tag) in phase_tags(&msn) {
        let complement: Vec<Hop> = tag.iter().map(|h| h.other()).collect();
        let half = i == j;
        if steps.len() <= start {
            steps.resize(start + 1, Vec::new());
        }
        for v in msn.node_ids() {
            for hops in [&tag, &complement] {
                let (to, route) = path(&msn, q, v, hops);
                steps[start].push(PlanMessage {
                    from: node_ref(q, v.index()),
                    to,
                    route: Some(PlanRoute::Nodes(route)),
                    half,
                });
            }
        }
        start += if half { 1 } else { 2 } * tag.len();
    }
    SchedulePlan {
        network: q.network_text(),
        note: note(q, Text::new("planfile-export-total-exchange")),
        source: None,
        steps,
    }
}

/// The query's ordering improved by [`deep_search`], starting from the
/// ordering the link names (`castlab eval --export ordering --search N`);
/// the note says how it was found and what it scores.
pub fn searched_ordering(q: &Query, deep: Deep) -> Result<Plan, NothingToExport> {
    if q.view != View::Orderly {
        return Err(NothingToExport {
            wanted: Artefact::Ordering,
            view: q.view,
        });
    }
    let start = OrderlyAnalysis::without_times(q, None).ordering().clone();
    let before = crate::orderly::search::score(&start, None).time;
    let (best, after) = deep_search(&start, deep);
    let mut plan = ordering_of(q, &best);
    // The command's numbers as strings: they are typed back as they are.
    let said = Text::new("planfile-export-searched")
        .arg("time", after.time)
        .arg("before", before)
        .arg("evaluations", format!("{}", deep.evaluations))
        .arg("restarts", format!("{}", deep.restarts))
        .arg("seed", format!("{}", deep.seed))
        .arg("link", q.to_permalink());
    plan.note = Some(text::said(&said));
    Ok(Plan::Ordering(plan))
}

/// The query's ordering, every vertex's list written out.
fn ordering(q: &Query) -> OrderingPlan {
    let analysis = OrderlyAnalysis::without_times(q, None);
    ordering_of(q, analysis.ordering())
}

/// `ord` as the query's ordering plan, noted as the link's algorithm.
fn ordering_of(q: &Query, ord: &crate::orderly::Ordering) -> OrderingPlan {
    let labels = ord
        .vertices()
        .map(|v| {
            ord.list(v)
                .iter()
                .map(|&w| node_ref(q, w.index()))
                .collect()
        })
        .collect();
    let dims = match q.net {
        Net::Wk | Net::Graph(_) => 1,
        Net::Mesh | Net::Torus | Net::Msn => q.grid.dims(),
    };
    OrderingPlan {
        network: q.network_text(),
        note: note(q, q.algo.heading_text(dims)),
        rule: None,
        labels: Some(labels),
        overrides: Vec::new(),
    }
}
