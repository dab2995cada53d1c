//! The two models whose schedules are not one-port: paper 001's all-port
//! broadcast on WK networks (one hop per step) and paper 004's store and
//! forward on Manhattan Street networks (a packet per directed link per
//! half slot), each checked rule by rule.

use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;

use super::{Broken, CheckReport, CheckedPlan, Compared, PlanModel};
use crate::msn::{Hop, Msn, Router, eq28_half_slots, total_exchange};
use crate::permalink::{Algo, Query};
use crate::plan::resolve::{node_ref, on_network, source_of};
use crate::plan::{NodeRef, PlanError, PlanRoute, SchedulePlan, place, route_place};
use crate::schedule::Violation;
use crate::text::Text;
use crate::wk::{FirstLabel, Timing, WkAlgorithm, WkNode, simulate};

const NEVER: u32 = u32::MAX;

/// The first broken rule (by step, then the file's order) and the count.
#[derive(Default)]
struct Breaks {
    first: Option<(u64, Broken)>,
    count: u64,
}

impl Breaks {
    fn add(
        &mut self,
        order: u64,
        rule: &str,
        step: Option<u32>,
        nodes: Vec<NodeRef>,
        message: Text,
    ) {
        self.count += 1;
        if self.first.as_ref().is_none_or(|(o, _)| order < *o) {
            self.first = Some((
                order,
                Broken {
                    rule: rule.into(),
                    step,
                    nodes,
                    message,
                },
            ));
        }
    }
}

/// Paper 001's model: an informed node sends on any of its links, one hop
/// per step; each node is informed once.
pub(super) fn all_port(s: &SchedulePlan, mut q: Query) -> Result<CheckedPlan, PlanError> {
    let wk = q.wk;
    let source = source_of(s, &q)?;
    q.wk_src = WkNode::new(source);
    let at = |i: usize| node_ref(&q, i);
    let named = |i: usize| at(i).to_string();
    let mut informed_at = vec![NEVER; wk.nodes()];
    informed_at[source] = 0;
    let mut breaks = Breaks::default();
    let mut order = 0u64;
    for (i, step) in s.steps.iter().enumerate() {
        let t = i as u32 + 1;
        let mut links: Vec<(usize, usize)> = Vec::with_capacity(step.len());
        let mut newly = Vec::new();
        for (j, m) in step.iter().enumerate() {
            let here = place(i, j);
            if m.route.is_some() || m.half {
                return Err(PlanError::Field(
                    Text::new("planfile-all-port-one-hop").arg("place", here),
                ));
            }
            let from = on_network(&q, &m.from, &here)?;
            let to = on_network(&q, &m.to, &here)?;
            order += 1;
            if !wk
                .neighbours(WkNode::new(from))
                .iter()
                .any(|(n, _)| n.index() == to)
            {
                let words = Text::new("planfile-no-link")
                    .arg("step", t)
                    .arg("from", named(from))
                    .arg("to", named(to));
                breaks.add(order, "on-links", Some(t), vec![at(from), at(to)], words);
            }
            if informed_at[from] >= t {
                let (rule, words) = if t == 1 {
                    (
                        "source",
                        Text::new("planfile-source")
                            .arg("node", named(from))
                            .arg("source", named(source)),
                    )
                } else {
                    (
                        "sender-informed",
                        Text::new("schedule-sender-uninformed")
                            .arg("step", t)
                            .arg("node", named(from)),
                    )
                };
                breaks.add(order, rule, Some(t), vec![at(from)], words);
            }
            if links.contains(&(from, to)) {
                let words = Text::new("planfile-link-twice")
                    .arg("step", t)
                    .arg("from", named(from))
                    .arg("to", named(to));
                breaks.add(order, "contention", Some(t), vec![at(from), at(to)], words);
            }
            links.push((from, to));
            if informed_at[to] != NEVER || newly.contains(&to) {
                let words = Text::new("schedule-informed-twice")
                    .arg("step", t)
                    .arg("node", named(to));
                breaks.add(order, "informed-once", Some(t), vec![at(to)], words);
            } else {
                newly.push(to);
            }
        }
        for v in newly {
            informed_at[v] = t;
        }
    }
    let missing = informed_at.iter().filter(|&&t| t == NEVER).count();
    if missing > 0 {
        let words = Violation::NotAllInformed { missing }.text();
        breaks.add(u64::MAX, "all-informed", None, vec![], words);
    }
    let steps = s.steps.len() as u32;
    let compare = wk_compared(&q);
    let report = CheckReport {
        kind: "schedule".into(),
        network: q.network_text(),
        model: PlanModel::AllPort,
        valid: breaks.count == 0,
        first_broken: breaks.first.map(|(_, b)| b),
        broken: breaks.count,
        source: Some(at(source)),
        steps,
        messages: s.steps.iter().map(|m| m.len() as u64).sum(),
        measure: "steps".into(),
        value: u64::from(steps),
        contention_free: None,
        per_originator: None,
        compare,
        permalink: None,
    };
    Ok(CheckedPlan {
        report,
        query: q,
        schedule: None,
        lists: None,
    })
}

/// Fang's and the stack broadcast from the same source, and the bound
/// every all-port broadcast meets: the source's eccentricity.
fn wk_compared(q: &Query) -> Vec<Compared> {
    let wk = q.wk;
    let link = |algo| Query { algo, ..q.clone() }.to_permalink();
    let mut compare: Vec<Compared> = [
        (Algo::Fang, WkAlgorithm::Fang),
        (Algo::Stack, WkAlgorithm::Stack),
    ]
    .into_iter()
    .map(|(algo, which)| {
        let run = simulate(
            &wk,
            q.wk_src,
            which,
            FirstLabel::Corrected,
            Timing::Synchronous,
        );
        Compared {
            role: if algo == Algo::Fang {
                "algorithm"
            } else {
                "other"
            }
            .into(),
            name: algo.heading_text(1),
            link: link(algo),
            value: u64::from(run.steps),
            how: Text::new("planfile-how-simulated"),
        }
    })
    .collect();
    compare.push(Compared {
        role: "bound".into(),
        name: Text::new("planfile-name-eccentricity"),
        link: link(Algo::Fang),
        value: u64::from(wk.distances(q.wk_src).into_iter().max().unwrap_or(0)),
        how: Text::new("planfile-how-bfs"),
    });
    compare
}

/// The hops of a route given as nodes on a Manhattan Street network: the
/// first pair that shares no directed link is the error.
fn msn_hops(msn: &Msn, path: &[usize]) -> Result<Vec<Hop>, (usize, usize)> {
    path.windows(2)
        .map(|w| {
            let a = crate::grid::NodeId::new(w[0]);
            [Hop::Horizontal, Hop::Vertical]
                .into_iter()
                .find(|&h| msn.next(a, h).index() == w[1])
                .ok_or((w[0], w[1]))
        })
        .collect()
}

/// A packet's hops: its route as nodes, or the shortest route castlab's
/// router takes; `None` when its route breaks `on-links` (noted).
fn packet_hops(
    (msn, router, q): (&Msn, &Router, &Query),
    m: &crate::plan::PlanMessage,
    (from, to): (usize, usize),
    (i, order, here): (usize, u64, &Text),
    breaks: &mut Breaks,
) -> Result<Option<Vec<Hop>>, PlanError> {
    let hops = match &m.route {
        None => {
            router
                .tag(crate::grid::NodeId::new(from), crate::grid::NodeId::new(to))
                .0
        }
        Some(PlanRoute::Axes(_)) => {
            return Err(PlanError::Field(
                Text::new("planfile-msn-route-nodes").arg("place", here.clone()),
            ));
        }
        Some(PlanRoute::Nodes(nodes)) => {
            let path = nodes
                .iter()
                .map(|v| on_network(q, v, &route_place(here)))
                .collect::<Result<Vec<_>, _>>()?;
            if path.first() != Some(&from) || path.last() != Some(&to) {
                let words = Text::new("planfile-packet-route-ends")
                    .arg("slot", i + 1)
                    .arg("from", node_ref(q, from).to_string())
                    .arg("to", node_ref(q, to).to_string());
                breaks.add(
                    ((i as u64 + 1) << 32) | order,
                    "on-links",
                    Some(i as u32 + 1),
                    vec![node_ref(q, from)],
                    words,
                );
                return Ok(None);
            }
            match msn_hops(msn, &path) {
                Ok(hops) => hops,
                Err((a, b)) => {
                    let words = Text::new("planfile-packet-off-link")
                        .arg("slot", i + 1)
                        .arg("from", node_ref(q, a).to_string())
                        .arg("to", node_ref(q, b).to_string());
                    breaks.add(
                        ((i as u64 + 1) << 32) | order,
                        "on-links",
                        Some(i as u32 + 1),
                        vec![node_ref(q, a), node_ref(q, b)],
                        words,
                    );
                    return Ok(None);
                }
            }
        }
    };
    Ok(Some(hops))
}

/// Paper 004's model: packets move a directed link per slot (half
/// packets per half slot), one per link at a time; in a total exchange
/// every node receives one packet (or two halves) from every other.
pub(super) fn store_and_forward(s: &SchedulePlan, q: Query) -> Result<CheckedPlan, PlanError> {
    if s.source.is_some() {
        return Err(PlanError::Field(Text::new("planfile-exchange-no-source")));
    }
    let sides = q.grid.sides();
    // The link's parse checked the sides.
    let msn = Msn::new(sides[0], sides[1])
        .map_err(|_| PlanError::Network(Text::new("planfile-network-unbuilt")))?;
    let router = Router::new(&msn);
    let n = msn.nodes();
    let at = |i: usize| node_ref(&q, i);
    let mut breaks = Breaks::default();
    // (half slot, link) for every half slot a packet holds a link.
    let mut holds: Vec<(u64, usize, u64)> = Vec::new();
    let mut received = vec![0u8; n * n];
    let (mut end, mut order) = (0u64, 0u64);
    for (i, step) in s.steps.iter().enumerate() {
        for (j, m) in step.iter().enumerate() {
            let here = place(i, j);
            let from = on_network(&q, &m.from, &here)?;
            let to = on_network(&q, &m.to, &here)?;
            order += 1;
            if from == to {
                // A total exchange sends to every other node: its own
                // rule, not a second delivery.
                let words = Text::new("planfile-self-addressed")
                    .arg("slot", i + 1)
                    .arg("node", at(from).to_string());
                let rank = ((i as u64 + 1) << 32) | order;
                breaks.add(
                    rank,
                    "self-addressed",
                    Some(i as u32 + 1),
                    vec![at(from)],
                    words,
                );
                continue;
            }
            let Some(hops) = packet_hops(
                (&msn, &router, &q),
                m,
                (from, to),
                (i, order, &here),
                &mut breaks,
            )?
            else {
                continue;
            };
            let per = if m.half { 1 } else { 2 };
            let mut v = crate::grid::NodeId::new(from);
            for (k, &hop) in hops.iter().enumerate() {
                let link = v.index() * 2 + usize::from(hop == Hop::Vertical);
                for h in 0..per {
                    holds.push((i as u64 + per * k as u64 + h + 1, link, order));
                }
                v = msn.next(v, hop);
            }
            end = end.max(i as u64 + per * hops.len() as u64);
            let share = received
                .get_mut(to * n + from)
                .expect("both on the network");
            *share = share.saturating_add(if m.half { 1 } else { 2 });
        }
    }
    holds.sort_unstable();
    for w in holds.windows(2) {
        let ((slot, link, _), (slot2, link2, second)) = (w[0], w[1]);
        if slot == slot2 && link == link2 {
            let from = at(link / 2);
            let words = if link % 2 == 0 {
                Text::new("planfile-contention-horizontal")
            } else {
                Text::new("planfile-contention-vertical")
            }
            .arg("slot", slot)
            .arg("node", from.to_string());
            // Ordered by the half slot, then the file's order.
            breaks.add(
                (slot << 32) | second.min(u32::MAX.into()),
                "contention",
                Some(slot as u32),
                vec![from],
                words,
            );
        }
    }
    deliveries(&received, n, &q, &mut breaks);
    let messages = s.steps.iter().map(|m| m.len() as u64).sum();
    let report = CheckReport {
        kind: "schedule".into(),
        network: q.network_text(),
        model: PlanModel::StoreAndForward,
        valid: breaks.count == 0,
        first_broken: breaks.first.map(|(_, b)| b),
        broken: breaks.count,
        source: None,
        steps: end as u32,
        messages,
        measure: "half slots".into(),
        value: end,
        contention_free: None,
        per_originator: None,
        compare: te_compared(&msn, &q),
        permalink: None,
    };
    Ok(CheckedPlan {
        report,
        query: q,
        schedule: None,
        lists: None,
    })
}

/// Every ordered pair's packet received exactly once (two halves count
/// as one), in a total exchange.
fn deliveries(received: &[u8], n: usize, q: &Query, breaks: &mut Breaks) {
    for to in 0..n {
        for from in 0..n {
            let got = received[to * n + from];
            let want = if to == from { 0 } else { 2 };
            if got > want {
                let words = Text::new("planfile-delivered-twice")
                    .arg("to", node_ref(q, to).to_string())
                    .arg("from", node_ref(q, from).to_string());
                breaks.add(
                    u64::MAX - 1,
                    "delivered-once",
                    None,
                    vec![node_ref(q, from), node_ref(q, to)],
                    words,
                );
            } else if got < want {
                let words = Text::new("planfile-undelivered")
                    .arg("to", node_ref(q, to).to_string())
                    .arg("from", node_ref(q, from).to_string());
                breaks.add(
                    u64::MAX,
                    "all-delivered",
                    None,
                    vec![node_ref(q, from), node_ref(q, to)],
                    words,
                );
            }
        }
    }
}

/// 004 §4's phases simulated, Eq. (28), and the link-capacity bound.
fn te_compared(msn: &Msn, q: &Query) -> Vec<Compared> {
    let link = q.to_permalink();
    let mut out = Vec::new();
    if let Some(te) = total_exchange(msn) {
        out.push(Compared {
            role: "algorithm".into(),
            name: Text::new("planfile-name-te-phases"),
            link: link.clone(),
            value: te.half_slots,
            how: Text::new("planfile-how-slot-by-slot"),
        });
        out.push(Compared {
            role: "paper".into(),
            name: Text::new("planfile-name-eq28"),
            link: link.clone(),
            value: eq28_half_slots(msn.width()),
            how: Text::new("planfile-how-closed-form"),
        });
    }
    // Every ordered pair's packet crosses at least its distance in links,
    // two half slots each (or two halves, one each), over 2·N links.
    let sum: u64 = msn
        .distances(crate::grid::NodeId::new(0))
        .iter()
        .map(|&d| u64::from(d))
        .sum();
    out.push(Compared {
        role: "bound".into(),
        name: Text::new("planfile-name-link-capacity"),
        link,
        value: sum,
        how: Text::new("planfile-how-counting-distances"),
    });
    out
}
