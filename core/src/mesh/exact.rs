//! `exact`: the least TCD over ALL time-step-optimal one-port schedules on a
//! grid of N ≤ 16 nodes (N a power of two), by a DP over subsets.
//!
//! With |S| = 2^m nodes and m steps, the informed set doubles every step, so
//! after step 1 the sender s and the first receiver r each own exactly half
//! of S: the nodes each will inform. Hence
//!
//! f(S, s) = min over r ∈ S, A ⊂ S with s ∈ A ∌ r, |A| = |S|/2 of
//!           dist(s, r) + f(A, s) + f(S \ A, r),   f({s}, s) = 0,
//!
//! which ranges over every valid schedule. That is about 15 million
//! combinations for N = 16.

use alloc::vec;
use alloc::vec::Vec;

use super::Unsupported;
use crate::grid::{Grid, NodeId};
use crate::schedule::{Schedule, Why};

/// Most nodes `exact` accepts.
pub const MAX_NODES: usize = 16;

const UNSET: u32 = u32::MAX;

/// The solved DP of one grid.
pub struct Exact {
    n: usize,
    distance: Vec<u32>,
    /// f(S, s) at `mask * n + s`.
    table: Vec<u32>,
}

impl core::fmt::Debug for Exact {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Exact")
            .field("n", &self.n)
            .finish_non_exhaustive()
    }
}

impl Exact {
    /// Solves the DP for `grid`.
    pub fn new(grid: &Grid) -> Result<Self, Unsupported> {
        let n = grid.node_count();
        if !(2..=MAX_NODES).contains(&n) || !n.is_power_of_two() {
            return Err(Unsupported::TooLargeForExact);
        }
        let distance: Vec<u32> = (0..n * n)
            .map(|i| grid.distance(NodeId::new(i / n), NodeId::new(i % n)))
            .collect();
        let mut exact = Exact {
            n,
            distance,
            table: vec![UNSET; n << n],
        };
        for s in 0..n {
            exact.table[(1 << s) * n + s] = 0;
        }
        let mut size = 2;
        while size <= n {
            for mask in 0u32..1 << n {
                if mask.count_ones() as usize != size {
                    continue;
                }
                for s in 0..n {
                    if mask >> s & 1 == 1 {
                        let best = exact.best_split(mask, s).map_or(UNSET, |(cost, _, _)| cost);
                        exact.table[mask as usize * n + s] = best;
                    }
                }
            }
            size *= 2;
        }
        Ok(exact)
    }

    fn f(&self, mask: u32, s: usize) -> u32 {
        self.table[mask as usize * self.n + s]
    }

    /// The best (cost, A, r) for broadcasting in `mask` from `s`.
    fn best_split(&self, mask: u32, s: usize) -> Option<(u32, u32, usize)> {
        let size = mask.count_ones();
        let rest = mask & !(1 << s);
        let mut best: Option<(u32, u32, usize)> = None;
        // Every submask of `rest` with size/2 − 1 elements completes A.
        let mut sub = rest;
        loop {
            if sub.count_ones() == size / 2 - 1 {
                let a = sub | 1 << s;
                let b = mask & !a;
                let own = self.f(a, s);
                for r in 0..self.n {
                    if b >> r & 1 == 1 {
                        let cost = own + self.distance[s * self.n + r] + self.f(b, r);
                        if best.is_none_or(|(c, _, _)| cost < c) {
                            best = Some((cost, a, r));
                        }
                    }
                }
            }
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & rest;
        }
        best
    }

    /// The least TCD from every node.
    pub fn map(&self) -> Vec<u64> {
        let all = (1u32 << self.n) - 1;
        (0..self.n).map(|s| u64::from(self.f(all, s))).collect()
    }

    /// An optimal schedule from `source`.
    pub fn schedule(&self, source: NodeId) -> Schedule {
        let mut raw = Vec::with_capacity(self.n - 1);
        self.emit((1u32 << self.n) - 1, source.index(), 0, &mut raw);
        Schedule::dimension_ordered(source, self.n.trailing_zeros(), raw, NodeId::new)
    }

    /// Pushes the messages (step, sender, receiver) that inform `mask` from
    /// `s`, which holds the message after step `before`.
    fn emit(&self, mask: u32, s: usize, before: u32, out: &mut Vec<(u32, usize, usize, Why)>) {
        if mask.count_ones() == 1 {
            return;
        }
        let (_, a, r) = self
            .best_split(mask, s)
            .expect("a set of two or more splits");
        let nodes = (mask & !a).count_ones() as u8;
        out.push((before + 1, s, r, Why::Split { nodes }));
        self.emit(a, s, before + 1, out);
        self.emit(mask & !a, r, before + 1, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mesh::{Cube, cube_of, paper, recursive};
    use crate::schedule::validate;

    /// Every schedule, enumerated step by step: each informed node sends to
    /// some uninformed node or stays idle, and only schedules that inform
    /// everyone in log₂N steps count. `u64::MAX` when none does.
    fn enumerate(grid: &Grid, informed: u32, steps_left: u32) -> u64 {
        if informed.count_ones() as usize == grid.node_count() {
            return 0;
        }
        if steps_left == 0 {
            return u64::MAX;
        }
        let senders: Vec<usize> = (0..grid.node_count())
            .filter(|&v| informed >> v & 1 == 1)
            .collect();
        assign(grid, &senders, informed, 0, steps_left)
    }

    /// The least cost of choosing receivers (or none) for `senders`, given
    /// the receivers `new` chosen so far in this step, plus the later steps.
    fn assign(grid: &Grid, senders: &[usize], informed: u32, new: u32, steps_left: u32) -> u64 {
        let Some((&s, rest)) = senders.split_first() else {
            return enumerate(grid, informed | new, steps_left - 1);
        };
        let mut best = assign(grid, rest, informed, new, steps_left);
        for r in 0..grid.node_count() {
            if (informed | new) >> r & 1 == 0 {
                let later = assign(grid, rest, informed, new | 1 << r, steps_left);
                if later != u64::MAX {
                    let d = u64::from(grid.distance(NodeId::new(s), NodeId::new(r)));
                    best = best.min(d + later);
                }
            }
        }
        best
    }

    #[test]
    fn dp_equals_exhaustive_enumeration_on_small_grids() {
        for sides in [&[2, 2][..], &[4, 2], &[8], &[2, 2, 2], &[4]] {
            for torus in [false, true] {
                let g = Grid::new(sides, torus).unwrap();
                let map = Exact::new(&g).unwrap().map();
                let steps = g.node_count().trailing_zeros();
                for s in 0..g.node_count() {
                    assert_eq!(map[s], enumerate(&g, 1 << s, steps), "{g:?} source {s}");
                }
            }
        }
    }

    #[test]
    fn schedules_are_valid_and_optimal() {
        for sides in [&[4, 4][..], &[2, 8], &[2, 2, 4], &[2, 2, 2, 2], &[16]] {
            for torus in [false, true] {
                let g = Grid::new(sides, torus).unwrap();
                let e = Exact::new(&g).unwrap();
                let map = e.map();
                for s in 0..g.node_count() {
                    let v = validate(&g, &e.schedule(NodeId::new(s)));
                    assert!(v.is_valid(), "{g:?} {s}: {:?}", v.violation);
                    assert_eq!(v.tcd, map[s], "{g:?} {s}");
                }
            }
        }
    }

    #[test]
    fn exact_is_a_lower_bound_for_the_other_algorithms() {
        for sides in [&[4, 4][..], &[2, 2, 2, 2], &[16], &[2, 2, 2]] {
            let g = Grid::mesh(sides).unwrap();
            let cube: Cube = cube_of(&g).unwrap();
            let exact = Exact::new(&g).unwrap().map();
            let rec = recursive::tcd_map(&g).unwrap();
            let pap = paper::tcd_map(cube);
            for s in 0..g.node_count() {
                assert!(exact[s] <= rec[s] && rec[s] <= pap[s], "{g:?} {s}");
            }
        }
    }

    #[test]
    fn larger_grids_are_refused() {
        assert!(Exact::new(&Grid::mesh(&[8, 4]).unwrap()).is_err());
        assert!(Exact::new(&Grid::mesh(&[3, 4]).unwrap()).is_err());
        assert!(Exact::new(&Grid::mesh(&[1]).unwrap()).is_err());
    }
}
