//! b(u) exactly, by search over informed sets: iterative deepening on the
//! number of rounds, each round's outcomes generated once (a caller with
//! an uninformed neighbour always calls one, since informing more never
//! hurts), outcomes inside another outcome dropped, and sets that failed
//! with r rounds to go remembered. A round count is refused only when the
//! search has tried every outcome, so the value is exact; the witness
//! schedule goes through the validator like any other.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use super::{Call, CallRule, Calls};
use crate::graph::Neighbours;

/// Most vertices: an informed set is one `u64`.
pub const EXACT_MAX_NODES: usize = 64;

/// Most partial outcomes generated before the search gives up.
pub const EXACT_MAX_TRIES: u64 = 40_000_000;

/// Why [`exact`] has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExactError {
    /// More vertices than [`EXACT_MAX_NODES`].
    TooManyNodes { nodes: usize },
    /// The budget ([`EXACT_MAX_TRIES`]) ran out.
    Budget,
    /// Some vertex cannot be reached from the originator.
    Unreachable,
}

impl fmt::Display for ExactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ExactError::TooManyNodes { nodes } => write!(
                f,
                "{nodes} vertices; the exhaustive search takes at most {EXACT_MAX_NODES}"
            ),
            ExactError::Budget => write!(
                f,
                "more than {EXACT_MAX_TRIES} partial rounds to try; the search gave up"
            ),
            ExactError::Unreachable => f.write_str("some vertex cannot be reached"),
        }
    }
}

struct Search {
    /// Each vertex's out-neighbours, as a bit set.
    nbrs: Vec<u64>,
    /// Each vertex's in-neighbours: who can call it.
    ins: Vec<u64>,
    all: u64,
    n: u32,
    tries: u64,
    /// Per informed set, the most rounds to go it is known to fail with.
    failed: BTreeMap<u64, u32>,
}

/// A broadcast from `source` in the fewest rounds possible, b(source).
pub fn exact(graph: &impl Neighbours, source: usize) -> Result<Calls, ExactError> {
    let n = graph.node_count();
    if n > EXACT_MAX_NODES {
        return Err(ExactError::TooManyNodes { nodes: n });
    }
    let nbrs: Vec<u64> = (0..n)
        .map(|v| {
            let mut mask = 0u64;
            graph.for_each_neighbour(v, &mut |w| mask |= 1 << w);
            mask
        })
        .collect();
    // Who can call w: its in-neighbours, which are its neighbours except
    // on a directed network (the MSN's one-way arcs).
    let ins: Vec<u64> = (0..n)
        .map(|v| {
            let mut mask = 0u64;
            graph.for_each_in_neighbour(v, &mut |w| mask |= 1 << w);
            mask
        })
        .collect();
    let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut search = Search {
        nbrs,
        ins,
        all,
        n: n as u32,
        tries: 0,
        failed: BTreeMap::new(),
    };
    let start = 1u64 << source;
    if search.reach(start, n as u32) != all {
        return Err(ExactError::Unreachable);
    }
    let mut rounds = 0;
    while !search.feasible(start, rounds) {
        rounds += 1;
    }
    loop {
        let mut path = vec![start];
        if search.solve(start, rounds, &mut path)? {
            return Ok(search.calls(source, &path));
        }
        rounds += 1;
    }
}

impl Search {
    /// The vertices within `r` hops of `set`.
    fn reach(&self, set: u64, r: u32) -> u64 {
        let mut reach = set;
        for _ in 0..r {
            let mut next = reach;
            let mut rest = reach;
            while rest != 0 {
                next |= self.nbrs[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            if next == reach {
                break;
            }
            reach = next;
        }
        reach
    }

    /// Whether `r` rounds could still inform everyone: the informed can
    /// at most double each round, and no one is informed faster than
    /// their distance.
    fn feasible(&self, set: u64, r: u32) -> bool {
        let doubled = u64::from(set.count_ones())
            .checked_shl(r.min(63))
            .unwrap_or(u64::MAX);
        doubled >= u64::from(self.n) && self.reach(set, r) == self.all
    }

    /// Whether `set` can inform everyone in `r` rounds; on success `path`
    /// ends with the sets reached, round by round.
    fn solve(&mut self, set: u64, r: u32, path: &mut Vec<u64>) -> Result<bool, ExactError> {
        if set == self.all {
            return Ok(true);
        }
        if r == 0 || !self.feasible(set, r) {
            return Ok(false);
        }
        if self.failed.get(&set).is_some_and(|&known| known >= r) {
            return Ok(false);
        }
        for next in self.outcomes(set)? {
            path.push(next);
            if self.solve(next, r - 1, path)? {
                return Ok(true);
            }
            path.pop();
        }
        let known = self.failed.entry(set).or_insert(0);
        *known = (*known).max(r);
        Ok(false)
    }

    /// Every informed set one round can reach from `set` that no other
    /// reachable set contains, largest first.
    fn outcomes(&mut self, set: u64) -> Result<Vec<u64>, ExactError> {
        let callers: Vec<u32> = (0..self.n)
            .filter(|&v| set >> v & 1 == 1 && self.nbrs[v as usize] & !set != 0)
            .collect();
        let mut out = BTreeSet::new();
        let mut visited = BTreeSet::new();
        self.assign(set, &callers, 0, 0, &mut visited, &mut out)?;
        let mut sets: Vec<u64> = out.into_iter().collect();
        sets.sort_by_key(|s| core::cmp::Reverse(s.count_ones()));
        let mut kept: Vec<u64> = Vec::new();
        for s in sets {
            if kept.len() > 4096 || !kept.iter().any(|&k| k & s == s) {
                kept.push(s);
            }
        }
        Ok(kept)
    }

    fn assign(
        &mut self,
        set: u64,
        callers: &[u32],
        i: usize,
        taken: u64,
        visited: &mut BTreeSet<(usize, u64)>,
        out: &mut BTreeSet<u64>,
    ) -> Result<(), ExactError> {
        if !visited.insert((i, taken)) {
            return Ok(());
        }
        self.tries += 1;
        if self.tries > EXACT_MAX_TRIES {
            return Err(ExactError::Budget);
        }
        let Some(&v) = callers.get(i) else {
            out.insert(set | taken);
            return Ok(());
        };
        let mut free = self.nbrs[v as usize] & !set & !taken;
        if free == 0 {
            return self.assign(set, callers, i + 1, taken, visited, out);
        }
        while free != 0 {
            let w = free.trailing_zeros();
            free &= free - 1;
            self.assign(set, callers, i + 1, taken | 1 << w, visited, out)?;
        }
        Ok(())
    }

    /// The calls that take each set of `path` to the next: a matching of
    /// the informed to the newly informed, found by augmenting paths.
    fn calls(&self, source: usize, path: &[u64]) -> Calls {
        let rounds = path
            .windows(2)
            .map(|pair| {
                let (before, after) = (pair[0], pair[1]);
                let new: Vec<u32> = (0..self.n)
                    .filter(|&w| (after & !before) >> w & 1 == 1)
                    .collect();
                let mut caller_of = vec![u32::MAX; self.n as usize];
                for &w in &new {
                    let mut seen = 0u64;
                    self.match_one(w, before, &mut caller_of, &mut seen);
                }
                let mut round: Vec<Call> = new
                    .iter()
                    .map(|&w| Call {
                        from: caller_of[w as usize],
                        to: w,
                    })
                    .collect();
                round.sort_unstable();
                round.into_iter().map(|c| (c, CallRule::Searched)).collect()
            })
            .collect();
        Calls::tagged(source as u32, rounds)
    }

    /// Gives newly informed `w` a caller in `informed`, moving others.
    fn match_one(&self, w: u32, informed: u64, caller_of: &mut [u32], seen: &mut u64) -> bool {
        let mut options = self.ins[w as usize] & informed & !*seen;
        while options != 0 {
            let c = options.trailing_zeros();
            options &= options - 1;
            *seen |= 1 << c;
            let holder = caller_of.iter().position(|&x| x == c);
            let free = match holder {
                None => true,
                Some(other) => {
                    caller_of[other] = u32::MAX;
                    let moved = self.match_one(other as u32, informed, caller_of, seen);
                    if !moved {
                        caller_of[other] = c;
                    }
                    moved
                }
            };
            if free {
                caller_of[w as usize] = c;
                return true;
            }
        }
        false
    }
}
