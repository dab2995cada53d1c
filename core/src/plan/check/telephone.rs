//! The telephone model (003 §1.2.1) on any network (`Query::network`): each
//! round every informed vertex may call one neighbour, and a vertex is in
//! at most one call a round. A plan's calls are checked by
//! `classical::check`, the validator castlab's own schedules go through.

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::{Broken, CheckReport, CheckedPlan, Compared, PlanModel};
use crate::classical;
use crate::eval::classical_schedule;
use crate::graph::distances;
use crate::grid::NodeId;
use crate::orderly::bounds;
use crate::permalink::{Algo, Net, Query, rules};
use crate::plan::resolve::{calls_of, node_ref};
use crate::plan::{NodeRef, PlanError, SchedulePlan};
use crate::wk::WkNode;

/// The plan's verdict, its broadcast time and castlab's algorithms from
/// the same source.
pub(super) fn telephone(s: &SchedulePlan, mut q: Query) -> Result<CheckedPlan, PlanError> {
    let calls = calls_of(s, &q)?;
    from_source(&mut q, calls.source as usize);
    let graph = q
        .network()
        .ok_or_else(|| PlanError::Network("the network could not be built".into()))?;
    let checked = classical::check(&&*graph, &calls);
    let at = |v: u32| node_ref(&q, v as usize);
    let first_broken = checked.first.map(|b| broken(b, &at, calls.source));
    let value = classical::completion(&checked.times);
    let report = CheckReport {
        kind: "schedule".into(),
        network: q.network_text(),
        model: PlanModel::Telephone,
        valid: checked.first.is_none(),
        first_broken,
        broken: checked.broken,
        source: Some(at(calls.source)),
        steps: calls.len(),
        messages: calls.calls().count() as u64,
        measure: "rounds".into(),
        value: u64::from(if checked.first.is_none() {
            value
        } else {
            calls.len()
        }),
        contention_free: None,
        per_originator: None,
        compare: compared(&q, &*graph),
        permalink: None,
    };
    Ok(CheckedPlan {
        report,
        query: q,
        schedule: None,
        lists: None,
    })
}

/// The query with the plan's source as its originator, on any network.
fn from_source(q: &mut Query, source: usize) {
    match q.net {
        Net::Graph(family) => {
            if let Some((grid, src)) = Query::family_grid(family, q.size, source) {
                (q.grid, q.src) = (grid, src);
            }
        }
        Net::Wk => q.wk_src = WkNode::new(source),
        Net::Mesh | Net::Torus | Net::Msn => q.src = q.grid.coords(NodeId::new(source)),
    }
}

fn broken(b: classical::BrokenRule, at: &dyn Fn(u32) -> NodeRef, source: u32) -> Broken {
    let (rule, step, nodes, message): (&str, Option<u32>, Vec<NodeRef>, String) = match b {
        classical::BrokenRule::NotALink { round, from, to } => (
            "on-links",
            Some(round),
            vec![at(from), at(to)],
            format!("round {round}: {} and {} share no link", at(from), at(to)),
        ),
        classical::BrokenRule::CallerUninformed { round: 1, from } if from != source => (
            "source",
            Some(1),
            vec![at(from), at(source)],
            format!(
                "round 1: {} calls, but only the source {} holds the message",
                at(from),
                at(source)
            ),
        ),
        classical::BrokenRule::CallerUninformed { round, from } => (
            "sender-informed",
            Some(round),
            vec![at(from)],
            format!("round {round}: {} calls before it is informed", at(from)),
        ),
        classical::BrokenRule::TwoCalls { round, vertex } => (
            "one-call",
            Some(round),
            vec![at(vertex)],
            format!(
                "round {round}: {} is in two calls; a vertex makes or takes one call a round",
                at(vertex)
            ),
        ),
        classical::BrokenRule::NeverInformed { vertex } => (
            "all-informed",
            None,
            vec![at(vertex)],
            format!("{} is never informed", at(vertex)),
        ),
        // The plan's nodes were read on the network, so none is missing.
        classical::BrokenRule::NoSuchVertex { round, vertex } => (
            "on-links",
            Some(round),
            vec![],
            format!("round {round} names vertex {vertex}, which is not in the network"),
        ),
    };
    Broken {
        rule: rule.into(),
        step,
        nodes,
        message,
    }
}

/// castlab's schedules from the plan's source, and the lower bound no
/// broadcast beats: ⌈log₂ N⌉ or the source's eccentricity.
fn compared(q: &Query, graph: &dyn crate::topology::Topology) -> Vec<Compared> {
    let source = q.vertex() as usize;
    let mut out = Vec::new();
    for offer in rules::algorithms(q.net, q.view) {
        let algo = offer.value;
        if algo == Algo::Exact && graph.node_count() > classical::EXACT_MAX_NODES {
            continue;
        }
        let Ok(calls) = classical_schedule(graph, algo, source) else {
            continue;
        };
        let times = classical::validate(&graph, &calls).expect("castlab's schedules are valid");
        out.push(Compared {
            role: if algo == rules::default_algo(q.net, q.view) {
                "algorithm"
            } else {
                "other"
            }
            .into(),
            name: algo.heading(1).into(),
            link: Query { algo, ..q.clone() }.to_permalink(),
            value: u64::from(classical::completion(&times)),
            how: if algo == Algo::Exact {
                "exhaustive search"
            } else {
                "validated schedule"
            }
            .into(),
        });
    }
    let eccentricity = distances(&graph, source).into_iter().max().unwrap_or(0);
    out.push(Compared {
        role: "bound".into(),
        name: "⌈log₂ N⌉ and the source's eccentricity".into(),
        link: q.to_permalink(),
        value: u64::from(bounds::log2_ceil(graph.node_count()).max(eccentricity)),
        how: "counting and breadth-first search".into(),
    });
    out
}
