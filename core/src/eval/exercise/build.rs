//! "Your turn" (`ask=build`): the reader builds the broadcast on a small
//! mesh or torus, message by message, and [`check_plan`] judges it with
//! the one validator castlab's own schedules go through (one-port,
//! informed once, time-step optimal, routes assigned for contention), then
//! scores it against the papers' algorithm and the best schedule known
//! from that source, and finds the first step where it parts from the
//! link's own schedule.

use alloc::string::String;
use alloc::vec::Vec;

use crate::eval::SourceReport;
use crate::grid::{Grid, NodeId};
use crate::orderly::{Ordering, Vertex, batch_times};
use crate::schedule::{Schedule, Violation, Why, assign_routes, optimal_steps, validate};
use crate::text::{Arg, Text};

/// Networks the reader builds on: at most 8 × 8.
pub const MAX_BUILD_NODES: usize = 64;

/// One planned message: the step, the sender, the receiver.
pub type Planned = (u32, NodeId, NodeId);

/// The verdict on a plan, as far as it goes.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanCheck {
    /// ⌈log₂ N⌉: the steps a time-step-optimal broadcast takes.
    pub steps: u32,
    /// Nodes informed so far, the source included.
    pub informed: usize,
    /// The first rule the plan breaks (a sender not informed yet, a node
    /// sending twice in a step, a node informed twice), if any.
    pub violation: Option<Text>,
    /// The message of `plan` (its index) that breaks that rule, for the
    /// map to mark: the last one at the rule's step from (or, informed
    /// twice, to) the node it names.
    pub broken: Option<usize>,
    /// Every node informed within `steps`, no rule broken.
    pub complete: bool,
    /// The plan's TCD, recounted by the validator from its routes.
    pub tcd: u64,
    /// Whether routes exist on which no link carries two messages of a step.
    pub contention_free: Option<bool>,
    /// The papers' algorithm from this source, and the best known, with
    /// its name.
    pub paper: Option<u64>,
    pub best: Option<(u64, Text)>,
    /// The first step at which the plan informs other nodes than the
    /// link's own schedule, in words.
    pub divergence: Option<Text>,
    /// 0 to 1: the best known TCD over the plan's, once complete.
    pub score: f64,
    /// Why the plan can no longer finish in time, once its closed steps
    /// leave too few informed nodes: each informed node informs at most
    /// one more per step, so k of them reach at most k · 2^(steps left).
    pub hopeless: Option<Text>,
}

/// Judges `plan` from `source` on `grid` against `report`, the link's own
/// schedule from the same source; the reader plans step `planning`, so the
/// steps before it are closed.
pub fn check_plan(
    grid: &Grid,
    source: NodeId,
    plan: &[Planned],
    planning: u32,
    report: &SourceReport,
) -> PlanCheck {
    let steps = optimal_steps(grid.node_count());
    let mut schedule = Schedule::dimension_ordered(
        source,
        steps,
        plan.iter().map(|&(t, f, r)| (t, f, r, Why::Untraced)),
        |v| v,
    );
    let routing = assign_routes(grid, &mut schedule);
    let v = validate(grid, &schedule);
    let broken_rule = v
        .violation
        .filter(|e| !matches!(e, Violation::NotAllInformed { .. }));
    let broken = broken_rule.as_ref().and_then(|e| breaking(plan, e));
    let violation = broken_rule.map(|e| e.text_on(grid));
    let complete = v.is_valid();
    let best = match (report.algorithms.exact, report.algorithms.recursive) {
        (Some(e), _) => Some((e, Text::new("exercise-best-optimum"))),
        (None, Some(r)) => Some((r, Text::new("exercise-best-recursive"))),
        (None, None) => None,
    };
    let score = match (complete, &best) {
        (true, Some((b, _))) if v.tcd > 0 => *b as f64 / v.tcd as f64,
        (true, _) => 1.0,
        (false, _) => 0.0,
    };
    PlanCheck {
        steps,
        informed: v.informed,
        violation,
        broken,
        complete,
        tcd: v.tcd,
        contention_free: routing.contention_free,
        paper: report.algorithms.paper,
        best,
        divergence: complete
            .then(|| divergence(grid, plan, v.tcd, report))
            .flatten(),
        score,
        hopeless: hopeless(grid.node_count(), steps, plan, planning),
    }
}

/// Why a plan whose steps before `planning` are closed can no longer
/// inform all `nodes` within `steps`, or `None` while it still can.
pub fn hopeless(nodes: usize, steps: u32, plan: &[Planned], planning: u32) -> Option<Text> {
    let closed = planning.saturating_sub(1).min(steps);
    // The source, and one node per message of the closed steps.
    let informed = 1 + plan.iter().filter(|m| m.0 <= closed).count();
    let left = steps - closed;
    let reach = informed.saturating_mul(1usize.checked_shl(left).unwrap_or(usize::MAX));
    if reach >= nodes {
        return None;
    }
    let wasted = (1..=closed).find(|&t| {
        let before = 1 + plan.iter().filter(|m| m.0 < t).count();
        let sent = plan.iter().filter(|m| m.0 == t).count();
        sent < before
    });
    let why = match wasted {
        Some(t) => Text::new("exercise-hopeless-wasted")
            .arg("step", t)
            .arg("steps", steps),
        None => Text::new("exercise-hopeless-few"),
    };
    Some(
        Text::new("exercise-hopeless")
            .arg("steps", steps)
            .arg("closed", closed)
            .arg("informed", informed)
            .arg("left", left)
            .arg("reach", reach)
            .arg("nodes", nodes)
            .arg("why", why)
            .arg("back", wasted.unwrap_or(1)),
    )
}

/// The message of `plan` that breaks `rule`: the last at its step sent by
/// the node it names (received by it, for a node informed twice).
fn breaking(plan: &[Planned], rule: &Violation) -> Option<usize> {
    let (step, node, by_receiver) = match *rule {
        Violation::SenderNotInformed { step, node } | Violation::SenderBusy { step, node } => {
            (step, node, false)
        }
        Violation::InformedTwice { step, node } => (step, node, true),
        Violation::NotStepOptimal { .. }
        | Violation::StepOutOfRange { .. }
        | Violation::UnknownNode { .. }
        | Violation::UnknownSource
        | Violation::NotAllInformed { .. }
        | Violation::OffLink { .. }
        | Violation::RouteEnds { .. } => return None,
    };
    plan.iter()
        .rposition(|&(t, f, r)| t == step && if by_receiver { r == node } else { f == node })
}

/// Where a complete plan parts from the report's schedule, as a sentence
/// naming the first step whose newly informed nodes differ and both TCDs;
/// `None` while the plan is incomplete or when its TCD ties the schedule's
/// (another way to the same cost is no news).
fn divergence(grid: &Grid, plan: &[Planned], tcd: u64, report: &SourceReport) -> Option<Text> {
    if tcd == report.tcd {
        return None;
    }
    let theirs = report.schedule.as_ref()?;
    let last = plan.iter().map(|m| m.0).max()?;
    let name = report.algorithm.heading_text(grid.dims());
    let list = |l: &[Vec<u32>]| -> Arg {
        let named: Vec<String> = l.iter().map(|c| super::point(c)).collect();
        match named.len() {
            0 => Text::new("exercise-no-node").into(),
            _ => named.join(", ").into(),
        }
    };
    (1..=last).find_map(|step| {
        let mut mine: Vec<Vec<u32>> = plan
            .iter()
            .filter(|m| m.0 == step)
            .map(|m| grid.coords(m.2).to_vec())
            .collect();
        let mut other: Vec<Vec<u32>> = theirs
            .iter()
            .filter(|m| m.step == step)
            .map(|m| m.to.clone())
            .collect();
        mine.sort();
        other.sort();
        (mine != other).then(|| {
            let (gap, said) = if tcd > report.tcd {
                (tcd - report.tcd, Text::new("exercise-divergence-more"))
            } else {
                (report.tcd - tcd, Text::new("exercise-divergence-fewer"))
            };
            said.arg("name", name.clone())
                .arg("step", step)
                .arg("mine", list(&mine))
                .arg("theirs", list(&other))
                .arg("tcd", tcd)
                .arg("gap", gap)
                .arg("their_tcd", report.tcd)
        })
    })
}

/// Networks on which the reader orders a vertex's labels: at most 36
/// nodes (6 × 6), each order scored by every originator's broadcast.
pub const MAX_ORDER_NODES: usize = 36;

/// The verdict on a vertex's list of labels chosen by the reader.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderCheck {
    /// b(G) of the ordering with the reader's list at the vertex: the
    /// latest time any originator's broadcast finishes.
    pub time: u32,
    /// The same with the link's own list there.
    pub base: u32,
    /// The best any order of the vertex's labels gives.
    pub target: OrderTarget,
}

impl OrderCheck {
    /// Right: the reader's list reaches the target.
    pub fn success(&self) -> bool {
        self.time <= self.target.time
    }
}

/// What the orders of one vertex's labels can reach, the rest of the
/// ordering unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OrderTarget {
    /// The least b(G) over every order of the vertex's neighbours.
    pub time: u32,
    /// How many of the orders reach it, of how many.
    pub reached_by: usize,
    pub orders: usize,
}

/// b(G): the latest time any originator's broadcast finishes.
pub(crate) fn worst_time(ordering: &Ordering) -> u32 {
    let all: Vec<Vertex> = ordering.vertices().collect();
    batch_times(ordering, &all).into_iter().max().unwrap_or(0)
}

/// The best b(G) over every order of `vertex`'s labels (4! = 24 on a 2-D
/// torus), each scored by every originator's time.
pub fn order_target(ordering: &Ordering, vertex: u32) -> OrderTarget {
    let mut trial = ordering.clone();
    let mut target = OrderTarget {
        time: u32::MAX,
        reached_by: 0,
        orders: 0,
    };
    let vertex = Vertex::new(vertex);
    for list in crate::permutations::of(ordering.list(vertex)) {
        trial.set_list(vertex, &list);
        let time = worst_time(&trial);
        target.orders += 1;
        if time < target.time {
            target.time = time;
            target.reached_by = 0;
        }
        target.reached_by += usize::from(time == target.time);
    }
    target
}

/// b(G) of `ordering` with `list` as `vertex`'s labels (a permutation of
/// its neighbours, else `None`), against the ordering as it is and the
/// best order of that vertex's labels.
pub fn check_order(ordering: &Ordering, vertex: u32, list: &[u32]) -> Option<OrderCheck> {
    let mut own: Vec<u32> = Vertex::numbers(ordering.list(Vertex::new(vertex)));
    let mut given = list.to_vec();
    own.sort_unstable();
    given.sort_unstable();
    if own != given {
        return None;
    }
    let mut mine = ordering.clone();
    let list: Vec<Vertex> = list.iter().map(|&w| Vertex::new(w)).collect();
    mine.set_list(Vertex::new(vertex), &list);
    Some(OrderCheck {
        time: worst_time(&mine),
        base: worst_time(ordering),
        target: order_target(ordering, vertex),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{Analysis, source_report};
    use crate::permalink::parse;

    fn at(grid: &Grid, x: u32, y: u32) -> NodeId {
        grid.node(&[x, y]).unwrap()
    }

    #[test]
    fn a_hand_built_4x4_broadcast_is_valid_and_costs_18_hops() {
        let q = parse("v=1&dims=4x4&algo=exact").query;
        let report = source_report(&Analysis::new(&q.grid), &q);
        let g = q.grid;
        let n = |x, y| at(&g, x, y);
        // Halve along x, then y, then x, then y: 2 + (2 + 2) + 4·1 + 8·1 = 18.
        let mut plan = alloc::vec![
            (1, n(0, 0), n(2, 0)),
            (2, n(0, 0), n(0, 2)),
            (2, n(2, 0), n(2, 2))
        ];
        for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
            plan.push((3, n(x, y), n(x + 1, y)));
        }
        for x in 0..4 {
            for y in [0, 2] {
                plan.push((4, n(x, y), n(x, y + 1)));
            }
        }
        let c = check_plan(&g, n(0, 0), &plan, 4, &report);
        assert_eq!(
            (c.complete, c.violation.clone(), c.tcd, c.informed),
            (true, None, 18, 16)
        );
        assert_eq!(c.hopeless, None);
        // From the corner: Algorithm 1 takes 18 too (000), the optimum 18.
        assert_eq!(c.paper, Some(18));
        assert_eq!(c.best.map(|b| b.0), Some(18));
        assert_eq!(c.score, 1.0);
    }

    #[test]
    fn a_sender_that_is_not_informed_is_named() {
        let q = parse("v=1&dims=4x4&algo=exact").query;
        let report = source_report(&Analysis::new(&q.grid), &q);
        let g = q.grid;
        let c = check_plan(
            &g,
            at(&g, 0, 0),
            &[(1, at(&g, 1, 1), at(&g, 2, 2))],
            1,
            &report,
        );
        assert_eq!(
            c.violation
                .as_ref()
                .map(crate::eval::english::english)
                .as_deref(),
            Some("step 1: (1, 1) sends before it is informed")
        );
        assert_eq!(c.broken, Some(0));
        assert!(!c.complete);
        // Busy and informed twice.
        let busy = [
            (1, at(&g, 0, 0), at(&g, 1, 0)),
            (1, at(&g, 0, 0), at(&g, 2, 0)),
        ];
        let c = check_plan(&g, at(&g, 0, 0), &busy, 1, &report);
        assert_eq!(
            c.violation
                .as_ref()
                .map(crate::eval::english::english)
                .as_deref(),
            Some("step 1: (0, 0) sends twice (one-port)")
        );
        // The second send is the one that breaks one-port.
        assert_eq!(c.broken, Some(1));
        let twice = [
            (1, at(&g, 0, 0), at(&g, 1, 0)),
            (2, at(&g, 0, 0), at(&g, 2, 0)),
            (2, at(&g, 1, 0), at(&g, 2, 0)),
        ];
        let c = check_plan(&g, at(&g, 0, 0), &twice, 2, &report);
        assert_eq!(
            c.violation
                .as_ref()
                .map(crate::eval::english::english)
                .as_deref(),
            Some("step 2: (2, 0) is informed a second time")
        );
        // (1, 0) → (2, 0), planned after (0, 0) → (2, 0) in the same step.
        assert_eq!(c.broken, Some(2));
        // Partial and valid so far: no violation, not complete, and no word
        // yet on where it parts from the exact schedule.
        let c = check_plan(
            &g,
            at(&g, 0, 0),
            &[(1, at(&g, 0, 0), at(&g, 3, 3))],
            2,
            &report,
        );
        assert_eq!((c.violation, c.complete, c.informed), (None, false, 2));
        assert_eq!(c.broken, None);
        assert_eq!((c.hopeless, c.divergence), (None, None));
    }

    /// A complete plan that costs more than the link's schedule is told, in
    /// one sentence, the first step where it parts from it and both TCDs,
    /// recounted here as Manhattan distances; the schedule itself, replayed
    /// as a plan, ties and hears nothing.
    #[test]
    fn a_complete_plan_hears_where_it_parts_unless_it_ties() {
        let q = parse("v=1&dims=4x4&algo=exact").query;
        let report = source_report(&Analysis::new(&q.grid), &q);
        let g = q.grid;
        let node = |c: &[u32]| g.node(c).unwrap();
        let own: Vec<Planned> = report
            .schedule
            .as_ref()
            .unwrap()
            .iter()
            .map(|m| (m.step, node(&m.from), node(&m.to)))
            .collect();
        let c = check_plan(&g, at(&g, 0, 0), &own, 5, &report);
        assert!(c.complete);
        assert_eq!((c.tcd, c.divergence), (report.tcd, None));
        // Doubling over the nodes in reverse order: at step t the i-th
        // informed node sends to the (i + 2^(t-1))-th.
        let mut order: Vec<NodeId> = (1..16).rev().map(NodeId::new).collect();
        order.insert(0, at(&g, 0, 0));
        let mut plan = Vec::new();
        for t in 1..=4u32 {
            let half = 1usize << (t - 1);
            plan.extend((0..half).map(|i| (t, order[i], order[i + half])));
        }
        let manhattan = |a: NodeId, b: NodeId| -> u64 {
            let (p, q) = (g.coords(a), g.coords(b));
            p.iter()
                .zip(q.iter())
                .map(|(x, y)| u64::from(x.abs_diff(*y)))
                .sum()
        };
        let tcd: u64 = plan.iter().map(|&(_, f, r)| manhattan(f, r)).sum();
        assert!(tcd > report.tcd, "{tcd}");
        let first = (1..=4u32)
            .find(|&t| {
                let mut a: Vec<usize> = plan
                    .iter()
                    .filter(|m| m.0 == t)
                    .map(|m| m.2.index())
                    .collect();
                let mut b: Vec<usize> = own
                    .iter()
                    .filter(|m| m.0 == t)
                    .map(|m| m.2.index())
                    .collect();
                a.sort_unstable();
                b.sort_unstable();
                a != b
            })
            .unwrap();
        let c = check_plan(&g, at(&g, 0, 0), &plan, 5, &report);
        assert!(c.complete && c.violation.is_none());
        assert_eq!(c.tcd, tcd);
        let said = c.divergence.unwrap();
        let int = |name: &str| crate::exercise::said::arg(&said, name).cloned();
        assert_eq!(said.id, "exercise-divergence-more", "{said:?}");
        assert_eq!(
            [int("step"), int("tcd"), int("gap"), int("their_tcd")],
            [
                first as i64,
                tcd as i64,
                (tcd - report.tcd) as i64,
                report.tcd as i64
            ]
            .map(|n| Some(crate::text::Arg::Int(n))),
            "{said:?}"
        );
    }

    #[test]
    fn a_reordered_vertex_is_judged_by_every_originators_time() {
        use crate::orderly::{Model, arrival, orderings::pi};
        let g = Grid::torus(&[5, 5]).unwrap();
        let ord = pi(&g).unwrap();
        let list = Vertex::numbers(ord.list(Vertex::new(7)));
        // Π's own list gives Π's b(G), recounted here originator by
        // originator with the plain arrival times.
        let plain = |o: &Ordering| {
            o.vertices()
                .map(|u| *arrival(o, u, Model::NonAdaptive).iter().max().unwrap())
                .max()
                .unwrap()
        };
        let same = check_order(&ord, 7, &list).unwrap();
        assert_eq!((same.time, same.base), (plain(&ord), plain(&ord)));
        assert!(same.target.time <= same.time);
        // Reversed: whatever it gives, it is the plain recount.
        let reversed: Vec<u32> = list.iter().rev().copied().collect();
        let mut other = ord.clone();
        let rev: Vec<Vertex> = reversed.iter().map(|&w| Vertex::new(w)).collect();
        other.set_list(Vertex::new(7), &rev);
        assert_eq!(check_order(&ord, 7, &reversed).unwrap().time, plain(&other));
        // Not a permutation of the neighbours: refused.
        assert_eq!(
            check_order(&ord, 7, &[list[0], list[0], list[1], list[2]]),
            None
        );
    }
}
