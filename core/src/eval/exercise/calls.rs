//! "Your turn" on the classical view (`ask=build`, view=classical): the
//! reader builds a broadcast in the telephone model from the link's
//! originator, round by round, a caller then its callee, and
//! [`check_calls`] judges it with the one validator castlab's own
//! schedules go through ([`classical::check`]): the first broken rule
//! named, and a complete schedule scored by its rounds against b(u), exact
//! where castlab knows it, else against the best schedule castlab has.

use alloc::string::String;
use alloc::vec::Vec;

use crate::classical::{self, BrokenRule, Call, Calls};
use crate::eval::ClassicalReport;
use crate::exercise::node_name;
use crate::graph::UNREACHED;
use crate::permalink::{Algo, Query};
use crate::text::Text;
use crate::topology::Topology;

/// Networks on which the reader builds a classical schedule: at most 64
/// vertices (Q_6, BF(4), CCC(4), an 8 × 8 mesh), what a student can click.
pub const MAX_CALL_NODES: usize = 64;

/// One planned call: the round (from 1), the caller, the callee (vertex
/// numbers).
pub type PlannedCall = (u32, u32, u32);

/// The verdict on a classical plan, as far as it goes.
#[derive(Clone, Debug, PartialEq)]
pub struct CallsCheck {
    /// The network's vertices, and how many the plan informs so far (the
    /// originator included).
    pub nodes: usize,
    pub informed: usize,
    /// The last round with a call.
    pub rounds: u32,
    /// The first rule the plan breaks, in words, and its short name
    /// (as `castlab check` prints it); a vertex left uninformed is not
    /// one until the plan is submitted ([`CallsCheck::left_out`]).
    pub violation: Option<Text>,
    pub rule: Option<&'static str>,
    /// The call of the plan (its index) that breaks that rule.
    pub broken: Option<usize>,
    /// The first vertex no call reaches, in words, while no rule is broken.
    pub left_out: Option<Text>,
    /// Every vertex informed, no rule broken.
    pub complete: bool,
    /// 0 to 1, once complete: b(u) (or the best known) over the rounds.
    pub score: f64,
    /// Once complete: the rounds against b(u), and how b(u) is known.
    pub verdict: Option<Text>,
}

/// The plan's calls as a schedule from `source`, round by round, each
/// round's calls in the order they were planned.
pub fn as_calls(source: u32, plan: &[PlannedCall]) -> Calls {
    let last = plan.iter().map(|c| c.0).max().unwrap_or(0) as usize;
    let mut rounds = alloc::vec![Vec::new(); last];
    for &(round, from, to) in plan {
        if round >= 1 {
            rounds[round as usize - 1].push(Call { from, to });
        }
    }
    Calls {
        source,
        rounds,
        rules: Vec::new(),
    }
}

/// Judges `plan` from the report's originator on the query's network;
/// `report` (the same link's classical report) says the best schedule
/// castlab knows from there and whether its rounds are b(u) exactly.
pub fn check_calls(query: &Query, report: &ClassicalReport, plan: &[PlannedCall]) -> CallsCheck {
    let graph = query
        .network()
        .expect("the parser checked the network and size");
    let graph = &*graph;
    let calls = as_calls(report.originator, plan);
    let recount = classical::check(&graph, &calls);
    let nodes = graph.node_count();
    let informed = recount.times.iter().filter(|&&t| t != UNREACHED).count();
    let name = |v: u32| node_name(query, v as usize);
    let (violation, rule, broken, left_out) = match recount.first {
        Some(BrokenRule::NeverInformed { vertex }) => (
            None,
            None,
            None,
            Some(Text::new("exercise-call-never-informed").arg("vertex", name(vertex))),
        ),
        Some(b) => (
            Some(words(b, &name)),
            Some(b.rule()),
            breaking(plan, &b),
            None,
        ),
        None => (None, None, None, None),
    };
    let complete = recount.first.is_none();
    let rounds = calls.len();
    let known = complete.then(|| best_known(graph, report));
    let best = known.as_ref().map_or(report.models.classical, |k| k.rounds);
    let score = match complete {
        true if rounds <= best => 1.0,
        true => f64::from(best) / f64::from(rounds),
        false => 0.0,
    };
    CallsCheck {
        nodes,
        informed,
        rounds,
        violation,
        rule,
        broken,
        left_out,
        complete,
        score,
        verdict: known.map(|k| verdict(query, report, &k, rounds)),
    }
}

/// A broken rule with its vertices named by their addresses.
fn words(b: BrokenRule, name: &dyn Fn(u32) -> String) -> Text {
    match b {
        BrokenRule::NoSuchVertex { round, vertex } => Text::new("exercise-call-no-such-vertex")
            .arg("round", round)
            .arg("vertex", vertex),
        BrokenRule::NotALink { round, from, to } => Text::new("exercise-call-not-a-link")
            .arg("round", round)
            .arg("from", name(from))
            .arg("to", name(to)),
        BrokenRule::CallerUninformed { round, from } => Text::new("exercise-call-uninformed")
            .arg("round", round)
            .arg("from", name(from)),
        BrokenRule::TwoCalls { round, vertex } => Text::new("exercise-call-two-calls")
            .arg("round", round)
            .arg("vertex", name(vertex)),
        BrokenRule::NeverInformed { vertex } => {
            Text::new("exercise-call-never-informed").arg("vertex", name(vertex))
        }
    }
}

/// The call of `plan` that breaks `rule`, as the validator meets it: the
/// second call of the round with the vertex in two calls, else the first
/// call of the round with the caller (and callee) the rule names.
fn breaking(plan: &[PlannedCall], rule: &BrokenRule) -> Option<usize> {
    let at = |r: u32| plan.iter().enumerate().filter(move |(_, c)| c.0 == r);
    match *rule {
        BrokenRule::TwoCalls { round, vertex } => at(round)
            .filter(|(_, c)| c.1 == vertex || c.2 == vertex)
            .nth(1)
            .map(|(i, _)| i),
        BrokenRule::NotALink { round, from, to } => at(round)
            .find(|(_, c)| c.1 == from && c.2 == to)
            .map(|(i, _)| i),
        BrokenRule::CallerUninformed { round, from } => {
            at(round).find(|(_, c)| c.1 == from).map(|(i, _)| i)
        }
        BrokenRule::NoSuchVertex { .. } | BrokenRule::NeverInformed { .. } => None,
    }
}

/// What castlab knows of b(u) from the report's originator.
struct Known {
    /// The fewest rounds castlab's schedules take from there.
    rounds: u32,
    /// Whether that is b(u) exactly, and why.
    exact: Option<Text>,
    /// The algorithm that takes them.
    by: Text,
}

/// The best the report knows from its originator; where that is not b(u)
/// exactly and the network is small, the exhaustive search settles it.
fn best_known(graph: &dyn Topology, report: &ClassicalReport) -> Known {
    let m = &report.models;
    let lower = report.lower_bound;
    let meets = |by: Text| {
        Text::new("exercise-exact-meets")
            .arg("lower", lower)
            .arg("by", by)
    };
    let searched = Text::new("exercise-exact-searched");
    let by = m.classical_by.heading_text(1);
    if m.classical_exact {
        let why = if m.classical == lower {
            meets(by.clone())
        } else {
            searched
        };
        return Known {
            rounds: m.classical,
            exact: Some(why),
            by,
        };
    }
    let exact = (graph.node_count() <= EXACT_JUDGE_NODES)
        .then(|| classical::exact(&graph, report.originator as usize).ok())
        .flatten()
        .map(|calls| classical::completion(&classical::check(&graph, &calls).times));
    match exact {
        Some(b) => Known {
            rounds: b,
            exact: Some(if b == lower {
                meets(Algo::Exact.heading_text(1))
            } else {
                searched
            }),
            by: Algo::Exact.heading_text(1),
        },
        None => Known {
            rounds: m.classical,
            exact: None,
            by,
        },
    }
}

/// Networks on which the judge runs the exhaustive search when the
/// report does not know b(u) exactly: those whose every originator the
/// classical view already searches.
pub const EXACT_JUDGE_NODES: usize = crate::eval::EXACT_MAP_LIMIT;

/// A complete schedule's `rounds` against b(u): exact where castlab knows
/// it (the exhaustive search, or a schedule meeting the lower bound), else
/// against the best schedule it has, saying which.
fn verdict(query: &Query, report: &ClassicalReport, k: &Known, rounds: u32) -> Text {
    let (best, lower, by) = (k.rounds, report.lower_bound, k.by.clone());
    let u = node_name(query, report.originator as usize);
    let said = match (&k.exact, rounds.cmp(&best)) {
        (Some(how), core::cmp::Ordering::Greater) => Text::new("exercise-verdict-exact-more")
            .arg("how", how.clone())
            .arg("more", rounds - best),
        (Some(how), _) => Text::new("exercise-verdict-exact").arg("how", how.clone()),
        (None, core::cmp::Ordering::Less) => Text::new("exercise-verdict-fewer").arg("by", by),
        (None, core::cmp::Ordering::Equal) => Text::new("exercise-verdict-ties").arg("by", by),
        (None, core::cmp::Ordering::Greater) => Text::new("exercise-verdict-more")
            .arg("by", by)
            .arg("more", rounds - best),
    };
    said.arg("rounds", rounds)
        .arg("u", u)
        .arg("best", best)
        .arg("lower", lower)
}

/// The most rounds a plan may take: a connected network's broadcast
/// informs at least one more vertex a round, so N − 1 (no hint at b(u)).
pub fn max_rounds(nodes: usize) -> u32 {
    nodes.saturating_sub(1).max(1) as u32
}

#[cfg(test)]
mod tests;
