//! Routes for a schedule's messages: a dimension order per message such
//! that no two messages of a step share a directed link, found greedily,
//! then by an exhaustive search for small steps.

use alloc::vec;
use alloc::vec::Vec;

use super::{AxisOrder, Schedule, route};
use crate::grid::Grid;

/// How [`assign_routes`] reached its verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RouteSearch {
    /// Greedy choice, message by message, found contention-free routes.
    Greedy,
    /// An exhaustive search over the candidate orders decided every step that
    /// greedy could not.
    Exhaustive,
    /// A step was too large to search exhaustively and greedy failed; the
    /// verdict is unknown.
    Inconclusive,
    /// No search: the routes are a plan's, checked as it gives them.
    Given,
}

impl RouteSearch {
    /// A short name for reports.
    pub fn as_str(self) -> &'static str {
        match self {
            RouteSearch::Greedy => "greedy",
            RouteSearch::Exhaustive => "exhaustive",
            RouteSearch::Inconclusive => "inconclusive",
            RouteSearch::Given => "given",
        }
    }
}

/// The outcome of [`assign_routes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RouteAssignment {
    /// `Some(true)`: routes without contention exist (and are now in the
    /// schedule); `Some(false)`: none exist among the candidates; `None`:
    /// unknown.
    pub contention_free: Option<bool>,
    /// How that was decided.
    pub method: RouteSearch,
}

/// Steps with at most this many messages are searched exhaustively when the
/// greedy choice fails.
pub const EXHAUSTIVE_STEP_LIMIT: usize = 24;
const SEARCH_BUDGET: u64 = 2_000_000;

/// The dimension orders tried for each message: every order of the axes for
/// d ≤ 3 (XY and YX in 2-D), and the d cyclic rotations of x, y, z, … for
/// d ≥ 4, where all d! orders would be too many to search.
pub fn candidate_orders(dims: usize) -> Vec<AxisOrder> {
    if dims <= 3 {
        let axes: Vec<u8> = (0..dims as u8).collect();
        crate::permutations::of(&axes)
            .iter()
            .filter_map(|order| AxisOrder::new(order))
            .collect()
    } else {
        (0..dims)
            .filter_map(|r| {
                let axes: Vec<u8> = (0..dims).map(|i| ((i + r) % dims) as u8).collect();
                AxisOrder::new(&axes)
            })
            .collect()
    }
}

/// Looks for dimension-ordered routes (see [`candidate_orders`]) under which
/// no directed link carries two messages of one step, and writes them into
/// `schedule`. Each message keeps its own route when that works.
pub fn assign_routes(grid: &Grid, schedule: &mut Schedule) -> RouteAssignment {
    let orders = candidate_orders(grid.dims());
    let mut by_step: Vec<Vec<usize>> = vec![Vec::new(); schedule.steps as usize + 1];
    for (i, m) in schedule.messages.iter().enumerate() {
        if let Some(list) = by_step.get_mut(m.step as usize) {
            list.push(i);
        }
    }
    let mut usage = vec![0u16; grid.directed_link_slots()];
    let mut verdict = Some(true);
    let mut method = RouteSearch::Greedy;
    let mut stamp = vec![u32::MAX; grid.directed_link_slots()];
    for (step, members) in by_step.iter().enumerate().filter(|(_, m)| !m.is_empty()) {
        // Most schedules' own routes are already free of contention.
        let mut clash = false;
        for &i in members {
            let m = schedule.messages[i];
            for h in route(grid, m.from, m.to, m.route) {
                let slot = grid.link_slot(h.from, h.axis, h.forward);
                clash |= stamp[slot] == step as u32;
                stamp[slot] = step as u32;
            }
        }
        if !clash {
            continue;
        }
        // Candidate routes as link slots, the message's own order first and
        // duplicates (e.g. straight lines) dropped.
        let candidates: Vec<Vec<(AxisOrder, Vec<usize>)>> = members
            .iter()
            .map(|&i| {
                let m = schedule.messages[i];
                let mut list: Vec<(AxisOrder, Vec<usize>)> = Vec::new();
                for order in core::iter::once(m.route).chain(orders.iter().copied()) {
                    let slots: Vec<usize> = route(grid, m.from, m.to, order)
                        .iter()
                        .map(|h| grid.link_slot(h.from, h.axis, h.forward))
                        .collect();
                    if !list.iter().any(|(_, s)| *s == slots) {
                        list.push((order, slots));
                    }
                }
                list
            })
            .collect();
        let mut chosen = vec![0usize; members.len()];
        let mut greedy_ok = true;
        for (c, choice) in candidates.iter().zip(chosen.iter_mut()) {
            match c
                .iter()
                .position(|(_, slots)| slots.iter().all(|&s| usage[s] == 0))
            {
                Some(p) => *choice = p,
                None => greedy_ok = false,
            }
            for &s in &c[*choice].1 {
                usage[s] += 1;
            }
        }
        for (c, &choice) in candidates.iter().zip(&chosen) {
            for &s in &c[choice].1 {
                usage[s] -= 1;
            }
        }
        if !greedy_ok {
            if members.len() > EXHAUSTIVE_STEP_LIMIT {
                verdict = verdict.and(None);
                method = RouteSearch::Inconclusive;
                continue;
            }
            let mut budget = SEARCH_BUDGET;
            match search(&candidates, 0, &mut usage, &mut chosen, &mut budget) {
                Some(true) => {
                    if method == RouteSearch::Greedy {
                        method = RouteSearch::Exhaustive;
                    }
                }
                Some(false) => {
                    verdict = Some(false);
                    if method != RouteSearch::Inconclusive {
                        method = RouteSearch::Exhaustive;
                    }
                    continue;
                }
                None => {
                    verdict = verdict.and(None);
                    method = RouteSearch::Inconclusive;
                    continue;
                }
            }
        }
        for (&i, (c, &choice)) in members.iter().zip(candidates.iter().zip(&chosen)) {
            schedule.messages[i].route = c[choice].0;
        }
    }
    if verdict == Some(false) && method == RouteSearch::Greedy {
        method = RouteSearch::Exhaustive;
    }
    RouteAssignment {
        contention_free: verdict,
        method,
    }
}

/// Backtracking over the candidates of messages `i..`; `None` when the
/// budget runs out.
fn search(
    candidates: &[Vec<(AxisOrder, Vec<usize>)>],
    i: usize,
    usage: &mut [u16],
    chosen: &mut [usize],
    budget: &mut u64,
) -> Option<bool> {
    if i == candidates.len() {
        return Some(true);
    }
    for (p, (_, slots)) in candidates[i].iter().enumerate() {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        if slots.iter().all(|&s| usage[s] == 0) {
            for &s in slots {
                usage[s] += 1;
            }
            chosen[i] = p;
            let found = search(candidates, i + 1, usage, chosen, budget);
            for &s in slots {
                usage[s] -= 1;
            }
            if found != Some(false) {
                return found;
            }
        }
    }
    Some(false)
}
