//! The classical (telephone) model on any network (003 §1.2.1): in each
//! round every informed vertex may call one neighbour, and a vertex takes
//! part in at most one call per round. A broadcast is a [`Calls`]
//! schedule, rounds of explicit calls, and [`validate`] is the one
//! validator every algorithm's schedule (and a user's plan) goes through:
//! it checks the rules and recounts when each vertex is informed.
//!
//! The schedules: [`binomial`] (the binomial tree, optimal on Q_m and
//! K_n), [`tree`] (the best broadcast along a breadth-first spanning tree,
//! optimal on paths and cycles), [`greedy`] (rounds of largest matchings,
//! for any graph) and [`exact`] (b(u) by exhaustive search, small graphs).

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::graph::{Neighbours, UNREACHED};

mod exact;
mod greedy;
mod tree;

pub use exact::{EXACT_MAX_NODES, EXACT_MAX_TRIES, ExactError, exact};
pub use greedy::greedy;
pub use tree::tree;

/// One call: `from`, already informed, tells `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Call {
    /// The caller.
    pub from: u32,
    /// The vertex called.
    pub to: u32,
}

/// The rule of its algorithm that made a call, recorded by the code that
/// builds the schedule; `trace::classical` narrates the rounds by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CallRule {
    /// The binomial tree ([`binomial`]): round i's call across dimension i.
    Dimension,
    /// K_n's doubling ([`doubling`]): the next uninformed vertex in number
    /// order.
    NextInOrder,
    /// The tree broadcast ([`tree`]): a vertex's first call, to its child
    /// whose subtree needs longest.
    FirstChild,
    /// The tree broadcast: a later call, to the next child in its list.
    NextChild,
    /// The matching heuristic ([`greedy`]): a caller's most urgent free
    /// uninformed neighbour.
    Urgent,
    /// The matching heuristic: a call an augmenting path placed.
    Augmented,
    /// The exhaustive search ([`exact`]): a call of the round it found.
    Searched,
}

impl CallRule {
    /// The rule's identifier, as the trace writes it (`Reason::rule`).
    pub const fn as_str(self) -> &'static str {
        match self {
            CallRule::Dimension => "dimension",
            CallRule::NextInOrder => "next-in-order",
            CallRule::FirstChild => "first-child",
            CallRule::NextChild => "next-child",
            CallRule::Urgent => "urgent",
            CallRule::Augmented => "augmented",
            CallRule::Searched => "searched",
        }
    }
}

/// A broadcast in the telephone model: the originator and each round's
/// calls (round 1 first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Calls {
    /// The originator.
    pub source: u32,
    /// The calls of round r + 1 at index r.
    pub rounds: Vec<Vec<Call>>,
    /// Each call's rule, in the shape of `rounds`; empty for a schedule
    /// that records none (a user's plan). Not serialised: a stored link's
    /// JSON keeps its bytes, and the trace (`eval::trace`, which the
    /// worker computes beside the schedule) carries the rules.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub rules: Vec<Vec<CallRule>>,
}

impl Calls {
    /// A schedule from each round's calls, each with the rule that made it.
    pub fn tagged(source: u32, tagged: Vec<Vec<(Call, CallRule)>>) -> Self {
        let rules = tagged
            .iter()
            .map(|round| round.iter().map(|&(_, r)| r).collect())
            .collect();
        let rounds = tagged
            .into_iter()
            .map(|round| round.into_iter().map(|(c, _)| c).collect())
            .collect();
        Calls {
            source,
            rounds,
            rules,
        }
    }

    /// The rule of the `i`-th call of round `round` (from 1), if recorded.
    pub fn rule(&self, round: u32, i: usize) -> Option<CallRule> {
        let at = (round as usize).checked_sub(1)?;
        self.rules.get(at)?.get(i).copied()
    }

    /// How many rounds.
    pub fn len(&self) -> u32 {
        self.rounds.len() as u32
    }

    /// Whether there are no rounds (a network of one vertex).
    pub fn is_empty(&self) -> bool {
        self.rounds.is_empty()
    }

    /// Every call, with its round (from 1).
    pub fn calls(&self) -> impl Iterator<Item = (u32, Call)> + '_ {
        self.rounds
            .iter()
            .enumerate()
            .flat_map(|(r, calls)| calls.iter().map(move |&c| (r as u32 + 1, c)))
    }
}

/// The telephone model's rule a schedule breaks, the first one met, round
/// by round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrokenRule {
    /// A vertex number that is not in the network.
    NoSuchVertex { round: u32, vertex: u32 },
    /// A call between two vertices that are not neighbours.
    NotALink { round: u32, from: u32, to: u32 },
    /// A caller that did not know the message before the round.
    CallerUninformed { round: u32, from: u32 },
    /// A vertex in two calls of one round (as caller or called).
    TwoCalls { round: u32, vertex: u32 },
    /// A vertex no call reaches.
    NeverInformed { vertex: u32 },
}

impl BrokenRule {
    /// The round the rule is broken in (0 for a vertex never informed).
    pub fn round(&self) -> u32 {
        match *self {
            BrokenRule::NoSuchVertex { round, .. }
            | BrokenRule::NotALink { round, .. }
            | BrokenRule::CallerUninformed { round, .. }
            | BrokenRule::TwoCalls { round, .. } => round,
            BrokenRule::NeverInformed { .. } => 0,
        }
    }

    /// The rule's short name, as `castlab check` prints it.
    pub fn rule(&self) -> &'static str {
        match self {
            BrokenRule::NoSuchVertex { .. } => "no-such-vertex",
            BrokenRule::NotALink { .. } => "not-a-link",
            BrokenRule::CallerUninformed { .. } => "caller-uninformed",
            BrokenRule::TwoCalls { .. } => "two-calls",
            BrokenRule::NeverInformed { .. } => "never-informed",
        }
    }
}

impl fmt::Display for BrokenRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BrokenRule::NoSuchVertex { round, vertex } => {
                write!(
                    f,
                    "round {round} names vertex {vertex}, which is not in the network"
                )
            }
            BrokenRule::NotALink { round, from, to } => write!(
                f,
                "round {round}: {from} calls {to}, but they are not neighbours"
            ),
            BrokenRule::CallerUninformed { round, from } => {
                write!(f, "round {round}: {from} calls before it has the message")
            }
            BrokenRule::TwoCalls { round, vertex } => write!(
                f,
                "round {round}: {vertex} takes part in two calls, and a vertex makes or takes one call a round"
            ),
            BrokenRule::NeverInformed { vertex } => write!(f, "vertex {vertex} is never informed"),
        }
    }
}

/// What [`check`] found: when each vertex is first informed (0 for the
/// originator, [`UNREACHED`] for a vertex never informed), the first
/// broken rule (round by round, then in the schedule's order) and how
/// many times a rule is broken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recount {
    /// Each vertex's round.
    pub times: Vec<u32>,
    /// The first broken rule.
    pub first: Option<BrokenRule>,
    /// Every break, counted each time (a vertex never informed once).
    pub broken: u64,
}

/// The one validator of the telephone model: checks every call of
/// `calls` on `graph` and recounts when each vertex is informed. A call
/// that breaks a rule informs no one.
pub fn check(graph: &impl Neighbours, calls: &Calls) -> Recount {
    let n = graph.node_count();
    let mut time = vec![UNREACHED; n];
    let mut first = None;
    let mut broken = 0u64;
    let mut note = |b: BrokenRule, first: &mut Option<BrokenRule>| {
        broken += 1;
        first.get_or_insert(b);
    };
    if calls.source as usize >= n {
        let b = BrokenRule::NoSuchVertex {
            round: 0,
            vertex: calls.source,
        };
        return Recount {
            times: time,
            first: Some(b),
            broken: 1,
        };
    }
    time[calls.source as usize] = 0;
    // The last round each vertex was in a call.
    let mut busy = vec![0u32; n];
    for (r, round) in calls.rounds.iter().enumerate() {
        let round_no = r as u32 + 1;
        for &Call { from, to } in round {
            if let Some(&vertex) = [from, to].iter().find(|&&v| v as usize >= n) {
                note(
                    BrokenRule::NoSuchVertex {
                        round: round_no,
                        vertex,
                    },
                    &mut first,
                );
                continue;
            }
            let mut ok = true;
            for vertex in [from, to] {
                if busy[vertex as usize] == round_no {
                    note(
                        BrokenRule::TwoCalls {
                            round: round_no,
                            vertex,
                        },
                        &mut first,
                    );
                    ok = false;
                }
                busy[vertex as usize] = round_no;
            }
            let mut linked = false;
            graph.for_each_neighbour(from as usize, &mut |w| linked |= w == to as usize);
            if !linked {
                note(
                    BrokenRule::NotALink {
                        round: round_no,
                        from,
                        to,
                    },
                    &mut first,
                );
                ok = false;
            }
            if time[from as usize] >= round_no {
                note(
                    BrokenRule::CallerUninformed {
                        round: round_no,
                        from,
                    },
                    &mut first,
                );
                ok = false;
            }
            if ok {
                let t = &mut time[to as usize];
                *t = (*t).min(round_no);
            }
        }
    }
    if let Some(v) = time.iter().position(|&t| t == UNREACHED) {
        note(BrokenRule::NeverInformed { vertex: v as u32 }, &mut first);
    }
    Recount {
        times: time,
        first,
        broken,
    }
}

/// [`check`] for a schedule that must keep the rules: each vertex's round,
/// or the first broken rule.
pub fn validate(graph: &impl Neighbours, calls: &Calls) -> Result<Vec<u32>, BrokenRule> {
    let checked = check(graph, calls);
    match checked.first {
        Some(b) => Err(b),
        None => Ok(checked.times),
    }
}

/// The binomial-tree broadcast on the hypercube Q_m: in round i every
/// informed vertex calls its neighbour across dimension i. All 2^m
/// vertices are informed after m rounds, which is ⌈log₂ 2^m⌉, the least
/// any network of 2^m vertices allows.
pub fn binomial(m: u32, source: usize) -> Calls {
    let mut informed = vec![source as u32];
    let mut rounds = Vec::with_capacity(m as usize);
    for i in 0..m {
        let round: Vec<Call> = informed
            .iter()
            .map(|&v| Call {
                from: v,
                to: v ^ 1 << i,
            })
            .collect();
        informed.extend(round.iter().map(|c| c.to));
        rounds.push(
            round
                .into_iter()
                .map(|c| (c, CallRule::Dimension))
                .collect(),
        );
    }
    Calls::tagged(source as u32, rounds)
}

/// The doubling broadcast on the complete graph K_n: in each round every
/// informed vertex calls the next uninformed vertex in number order. It
/// takes ⌈log₂ n⌉ rounds, the least possible.
pub fn doubling(n: usize, source: usize) -> Calls {
    let mut next = (0..n as u32).filter(|&v| v as usize != source);
    let mut informed = vec![source as u32];
    let mut rounds = Vec::new();
    while informed.len() < n {
        let round: Vec<Call> = informed
            .iter()
            .map_while(|&from| next.next().map(|to| Call { from, to }))
            .collect();
        informed.extend(round.iter().map(|c| c.to));
        rounds.push(
            round
                .into_iter()
                .map(|c| (c, CallRule::NextInOrder))
                .collect(),
        );
    }
    Calls::tagged(source as u32, rounds)
}

/// The completion time of checked arrival times.
pub fn completion(times: &[u32]) -> u32 {
    times.iter().copied().max().unwrap_or(0)
}

#[cfg(test)]
mod tests;
