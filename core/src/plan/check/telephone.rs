//! The telephone model (003 §1.2.1) on any network (`Query::network`): each
//! round every informed vertex may call one neighbour, and a vertex is in
//! at most one call a round. A plan's calls are checked by
//! `classical::check`, the validator castlab's own schedules go through.

use alloc::string::ToString;
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
use crate::text::Text;
use crate::wk::WkNode;

/// The plan's verdict, its broadcast time and castlab's algorithms from
/// the same source.
pub(super) fn telephone(s: &SchedulePlan, mut q: Query) -> Result<CheckedPlan, PlanError> {
    let calls = calls_of(s, &q)?;
    from_source(&mut q, calls.source as usize);
    let graph = q
        .network()
        .ok_or_else(|| PlanError::Network(Text::new("planfile-network-unbuilt")))?;
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
    let named = |v: u32| at(v).to_string();
    let (rule, step, nodes, message): (&str, Option<u32>, Vec<NodeRef>, Text) = match b {
        classical::BrokenRule::NotALink { round, from, to } => (
            "on-links",
            Some(round),
            vec![at(from), at(to)],
            Text::new("planfile-round-no-link")
                .arg("round", round)
                .arg("from", named(from))
                .arg("to", named(to)),
        ),
        classical::BrokenRule::CallerUninformed { round: 1, from } if from != source => (
            "source",
            Some(1),
            vec![at(from), at(source)],
            Text::new("planfile-round-source")
                .arg("from", named(from))
                .arg("source", named(source)),
        ),
        classical::BrokenRule::CallerUninformed { round, from } => (
            "sender-informed",
            Some(round),
            vec![at(from)],
            Text::new("planfile-round-uninformed")
                .arg("round", round)
                .arg("from", named(from)),
        ),
        classical::BrokenRule::TwoCalls { round, vertex } => (
            "one-call",
            Some(round),
            vec![at(vertex)],
            Text::new("planfile-round-two-calls")
                .arg("round", round)
                .arg("vertex", named(vertex)),
        ),
        classical::BrokenRule::NeverInformed { vertex } => (
            "all-informed",
            None,
            vec![at(vertex)],
            Text::new("planfile-never-informed").arg("vertex", named(vertex)),
        ),
        // The plan's nodes were read on the network, so none is missing.
        classical::BrokenRule::NoSuchVertex { round, vertex } => (
            "on-links",
            Some(round),
            vec![],
            Text::new("planfile-round-no-such-vertex")
                .arg("round", round)
                .arg("vertex", vertex),
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
            name: algo.heading_text(1),
            link: Query { algo, ..q.clone() }.to_permalink(),
            value: u64::from(classical::completion(&times)),
            how: if algo == Algo::Exact {
                Text::new("planfile-how-exhaustive")
            } else {
                Text::new("planfile-how-validated")
            },
        });
    }
    let eccentricity = distances(&graph, source).into_iter().max().unwrap_or(0);
    out.push(Compared {
        role: "bound".into(),
        name: Text::new("planfile-name-log-eccentricity"),
        link: q.to_permalink(),
        value: u64::from(bounds::log2_ceil(graph.node_count()).max(eccentricity)),
        how: Text::new("planfile-how-counting-bfs"),
    });
    out
}
