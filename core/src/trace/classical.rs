//! The trace of a broadcast in the telephone model (003 §1.2.1): each
//! call's rule, as the algorithm recorded it while building the schedule
//! ([`CallRule`] in [`Calls::rules`]), grouped by round and rule.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Group, Pseudocode, Reason, Trace, TraceError, Traced, check_cover, count_of};
use crate::classical::{CallRule, Calls};

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
        const HOLDS: &str = "The originator holds the message before round 1.";
        match self {
            Algorithm::Binomial => Pseudocode::new(
                "The binomial tree on the hypercube Q_m",
                "003 §1.2.1 lists \"Hypercube H_m : b(H_m) = m\"; castlab states the \
                 binomial tree, which meets it",
                &[
                    HOLDS,
                    "For i = 1 … m: in round i every informed vertex calls its neighbour across \
                     dimension i, whose address differs in the i-th digit from the right.",
                ],
            ),
            Algorithm::Doubling => Pseudocode::new(
                "Doubling on the complete graph K_n",
                "003 §1.2.1 lists \"Complete graph K_n : b(K_n) = ⌈log₂ n⌉\"; castlab states \
                 the doubling, which meets it",
                &[
                    HOLDS,
                    "Each round, every informed vertex calls the next uninformed vertex in number \
                     order, until every vertex is informed.",
                ],
            ),
            Algorithm::Tree => Pseudocode::new(
                "The spanning-tree broadcast",
                "castlab states it (optimal on a tree; on any network an upper bound)",
                &[
                    HOLDS,
                    "Build a breadth-first spanning tree from the originator: each vertex's \
                     parent is a neighbour one hop nearer with the fewest children so far.",
                    "A subtree's time is the largest of i + (its i-th child's subtree time), \
                     the children listed slowest first.",
                    "A vertex informed in round t calls its first child, the slowest subtree, \
                     in round t + 1,",
                    "and its i-th child in round t + i, one call a round.",
                ],
            ),
            Algorithm::Greedy => Pseudocode::new(
                "The matching heuristic",
                "castlab states it (a heuristic: an upper bound on b(u))",
                &[
                    HOLDS,
                    "Each round, take the informed vertices that have an uninformed neighbour, \
                     those with the fewest such neighbours first.",
                    "Each calls its most urgent free uninformed neighbour: the one whose \
                     spanning-tree subtree needs longest, then the one with most layers behind it.",
                    "A vertex left without a free neighbour gets one along an augmenting path, \
                     which moves other callers to other neighbours.",
                    "Repeat until no informed vertex has an uninformed neighbour.",
                ],
            ),
            Algorithm::Exact => Pseudocode::new(
                "The exhaustive search (b(u) exactly)",
                "castlab states it (iterative deepening over informed sets)",
                &[
                    HOLDS,
                    "For r = the least rounds the doubling and the distances allow, r + 1, …: \
                     search the informed sets each round can reach (every caller with an \
                     uninformed neighbour calls one) until r rounds inform every vertex.",
                    "In each round found, match the newly informed vertices to distinct \
                     informed callers (augmenting paths).",
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

/// "1 vertex calls" / "3 vertices call".
fn callers(n: u64) -> String {
    let verb = if n == 1 { "calls" } else { "call" };
    format!("{} {verb}", count_of(n, "vertex", "vertices"))
}

/// "its" / "their".
fn their(n: u64) -> &'static str {
    if n == 1 { "its" } else { "their" }
}

/// What `n` calls of `rule` in `round` do, in words; `example` is one of
/// them, "0000 → 0001".
fn sentence(rule: CallRule, round: u32, n: u64, example: &str) -> String {
    let what = match rule {
        CallRule::Dimension => format!(
            "{} across dimension {round}, to the neighbour whose address differs in the \
             {round}{} digit from the right",
            callers(n),
            ordinal_suffix(round)
        ),
        CallRule::NextInOrder => {
            format!("{} the next uninformed vertex in number order", callers(n))
        }
        CallRule::FirstChild if round == 1 => format!(
            "{}, the originator, calls its first child in the spanning tree, the one whose \
             subtree needs longest",
            count_of(n, "vertex", "vertices")
        ),
        CallRule::FirstChild => format!(
            "{} informed in round {} {} a first call, to the child in the spanning tree whose \
             subtree needs longest",
            count_of(n, "vertex", "vertices"),
            round - 1,
            if n == 1 { "makes" } else { "make" }
        ),
        CallRule::NextChild => format!(
            "{} {} next child in the spanning tree, the one whose subtree needs next longest",
            callers(n),
            their(n)
        ),
        CallRule::Urgent => format!(
            "{} {} most urgent free uninformed neighbour",
            callers(n),
            their(n)
        ),
        CallRule::Augmented => format!(
            "{} a neighbour an augmenting path gave {}: a caller was left without a free \
             neighbour, so callers moved along the path",
            callers(n),
            if n == 1 { "it" } else { "them" }
        ),
        CallRule::Searched => format!(
            "{} {}: the new vertices of the informed set the search found for round {round}",
            callers(n),
            if n == 1 {
                "one vertex"
            } else {
                "one vertex each"
            }
        ),
    };
    format!("{what}; e.g. {example}.")
}

/// "st", "nd", "rd", "th".
fn ordinal_suffix(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
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
            let example = format!(
                "{} → {}",
                (vertices.address)(first.from),
                (vertices.address)(first.to)
            );
            let (_, context) = Algorithm::lines(rule);
            let mut context = context.to_vec();
            if round == 1 {
                context.push(1);
            }
            Reason::new(
                (round, rule.as_str(), line),
                sentence(rule, round, n, &example),
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
