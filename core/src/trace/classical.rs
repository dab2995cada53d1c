//! The trace of a broadcast in the telephone model (003 §1.2.1): each
//! call's rule, as the algorithm recorded it while building the schedule
//! ([`CallRule`] in [`Calls::rules`]), grouped by round and rule.

use alloc::string::String;
use alloc::vec::Vec;

use super::{Group, Pseudocode, Reason, Trace, TraceError, Traced, check_cover};
use crate::classical::{CallRule, Calls};
use crate::text::Text;

/// What a reason shares: the round, the line, the rule.
type Key = (u32, u32, CallRule);

/// The vertices of a broadcast, for the trace's words and marks.
pub struct CallEnds<'a> {
    /// A vertex as the drawing places it (its coordinates, or its cell
    /// on the address grid).
    pub coords: &'a dyn Fn(u32) -> Vec<u32>,
    /// A vertex's address as the page writes it ("0110", "(2,3)").
    pub address: &'a dyn Fn(u32) -> String,
}

impl core::fmt::Debug for CallEnds<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CallEnds").finish_non_exhaustive()
    }
}

/// The algorithm a schedule comes from, as its rules name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// The binomial tree on the hypercube.
    Binomial,
    /// Doubling on the complete graph.
    Doubling,
    /// The best broadcast along a breadth-first spanning tree.
    Tree,
    /// Rounds of largest matchings.
    Greedy,
    /// The exhaustive search.
    Exact,
}

impl Algorithm {
    /// The algorithm whose code records `rule`.
    pub fn of(rule: CallRule) -> Self {
        match rule {
            CallRule::Dimension => Algorithm::Binomial,
            CallRule::NextInOrder => Algorithm::Doubling,
            CallRule::FirstChild | CallRule::NextChild => Algorithm::Tree,
            CallRule::Urgent | CallRule::Augmented => Algorithm::Greedy,
            CallRule::Searched => Algorithm::Exact,
        }
    }

    /// The algorithm as pseudocode, citing what the thesis states of it.
    pub fn pseudocode(self) -> Pseudocode {
        let holds = || Text::new("narration-classical-line-holds");
        match self {
            Algorithm::Binomial => Pseudocode::new(
                Text::new("narration-binomial-title"),
                Text::new("narration-binomial-cite"),
                alloc::vec![holds(), Text::new("narration-binomial-line-round")],
            ),
            Algorithm::Doubling => Pseudocode::new(
                Text::new("narration-doubling-title"),
                Text::new("narration-doubling-cite"),
                alloc::vec![holds(), Text::new("narration-doubling-line-round")],
            ),
            Algorithm::Tree => Pseudocode::new(
                Text::new("narration-tree-title"),
                Text::new("narration-tree-cite"),
                alloc::vec![
                    holds(),
                    Text::new("narration-tree-line-build"),
                    Text::new("narration-tree-line-time"),
                    Text::new("narration-tree-line-first"),
                    Text::new("narration-tree-line-next"),
                ],
            ),
            Algorithm::Greedy => Pseudocode::new(
                Text::new("narration-greedy-title"),
                Text::new("narration-greedy-cite"),
                alloc::vec![
                    holds(),
                    Text::new("narration-greedy-line-callers"),
                    Text::new("narration-greedy-line-urgent"),
                    Text::new("narration-greedy-line-augment"),
                    Text::new("narration-greedy-line-repeat"),
                ],
            ),
            Algorithm::Exact => Pseudocode::new(
                Text::new("narration-search-title"),
                Text::new("narration-search-cite"),
                alloc::vec![
                    holds(),
                    Text::new("narration-search-line-deepen"),
                    Text::new("narration-search-line-match"),
                ],
            ),
        }
    }

    /// The line that makes a call of `rule`, and the lines it runs within.
    fn lines(rule: CallRule) -> (u32, &'static [u32]) {
        match rule {
            CallRule::Dimension | CallRule::NextInOrder => (2, &[]),
            CallRule::FirstChild => (4, &[2, 3]),
            CallRule::NextChild => (5, &[2, 3]),
            CallRule::Urgent => (3, &[2, 5]),
            CallRule::Augmented => (4, &[2, 5]),
            CallRule::Searched => (3, &[2]),
        }
    }
}

/// The calls of `calls` (numbered as [`Calls::calls`] lists them) grouped
/// by round, line and rule, checked to cover each once; the algorithm is
/// the one the first call's rule names, and every rule must be its.
pub fn groups(calls: &Calls) -> Result<(Option<Algorithm>, Vec<Group<Key>>), TraceError> {
    let mut keys = Vec::new();
    let mut algorithm = None;
    for (r, round) in calls.rounds.iter().enumerate() {
        let round_no = r as u32 + 1;
        for i in 0..round.len() {
            let message = keys.len();
            let rule = calls
                .rule(round_no, i)
                .ok_or(TraceError::Untraced { message })?;
            let of = *algorithm.get_or_insert(Algorithm::of(rule));
            if of != Algorithm::of(rule) {
                return Err(TraceError::Untraced { message });
            }
            keys.push((round_no, Algorithm::lines(rule).0, rule));
        }
    }
    let total = keys.len();
    let groups = super::group_by(keys.into_iter());
    check_cover(&groups, total)?;
    Ok((algorithm, groups))
}

/// What `n` calls of `rule` in `round` do, in words, with one of them,
/// `from` → `to` ("0000 → 0001").
fn sentence(rule: CallRule, round: u32, n: u64, (from, to): (String, String)) -> Text {
    let text = match rule {
        CallRule::Dimension => Text::new("narration-classical-dimension"),
        CallRule::NextInOrder => Text::new("narration-classical-next-in-order"),
        CallRule::FirstChild if round == 1 => {
            Text::new("narration-classical-first-child-originator")
        }
        CallRule::FirstChild => {
            Text::new("narration-classical-first-child").arg("informed", round - 1)
        }
        CallRule::NextChild => Text::new("narration-classical-next-child"),
        CallRule::Urgent => Text::new("narration-classical-urgent"),
        CallRule::Augmented => Text::new("narration-classical-augmented"),
        CallRule::Searched => Text::new("narration-classical-searched"),
    };
    text.arg("n", n)
        .arg("round", round)
        .arg("from", from)
        .arg("to", to)
}

/// The trace of `calls`: per round, one reason per rule. `fallback`
/// names the algorithm of a schedule without calls (one vertex).
pub fn trace(calls: &Calls, vertices: &CallEnds, fallback: Algorithm) -> Result<Trace, TraceError> {
    let (algorithm, groups) = groups(calls)?;
    let all: Vec<_> = calls.calls().map(|(_, c)| c).collect();
    let reasons = groups
        .iter()
        .map(|g| {
            let (round, line, rule) = g.key;
            let n = g.members.len() as u64;
            let first = all[g.members[0] as usize];
            let example = ((vertices.address)(first.from), (vertices.address)(first.to));
            let (_, context) = Algorithm::lines(rule);
            let mut context = context.to_vec();
            if round == 1 {
                context.push(1);
            }
            Reason::new(
                (round, rule.as_str(), line),
                sentence(rule, round, n, example),
                n,
                g.members.iter().map(|&i| {
                    let c = all[i as usize];
                    Traced {
                        from: (vertices.coords)(c.from),
                        to: (vertices.coords)(c.to),
                    }
                }),
            )
            .within(&context)
        })
        .collect();
    Ok(Trace {
        pseudocode: algorithm.unwrap_or(fallback).pseudocode(),
        reasons,
        regions: Vec::new(),
    })
}

#[cfg(test)]
mod tests;
