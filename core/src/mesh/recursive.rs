//! `recursive`: the least TCD over all dimension-ordered subcube-recursive
//! schedules, for every source at once, and the schedule that reaches it.
//!
//! The family: in a cube of side 2^k, the holder's subcube informs the other
//! 2^d − 1 subcubes in d steps, one axis per step in some order π (every
//! informed subcube sends across the step's axis), each message going to ANY
//! node of the receiving subcube; then every subcube recurses from its
//! holder. The papers' algorithms are members, so `recursive` is never worse.
//! Allowing any binomial tree of subcubes instead of dimension-ordered ones
//! (say, the diagonal subcube first) changes nothing on 4×4, 8×8, 2×2×2 and
//! 4×4×4, where the tests compare both families exhaustively.
//!
//! The cost of a subcube that receives at node T and must still inform its
//! own children along the axes s = (s_1, …) is
//!
//! A_s(T) = M(T) + Σ_i [ (distance from T to child i's subcube)
//!                       + D_(s_(i+1..))(nearest point of child i's subcube) ],
//!
//! where M is the level below's table and D_s = min over T' of
//! |· − T'|₁ + A_s(T') is the L1 distance transform of A_s ([`super::dt`]).
//! Because L1 distance to a box is the distance to the box plus the distance
//! from the nearest box point, each D_s lives on one subcube, and by the
//! cube's reflections one array per axis sequence s serves every subcube.
//! A level then costs O(N · S · d) with S = Σ_(l≤d) d!/(d−l)! axis sequences,
//! and the table of every source is the minimum over π of A_π, reflected
//! into the source's subcube.
//!
//! On a torus the top level wraps: each child is reached across either
//! face. Every node of a torus is alike, so the partition may be translated
//! to any source: the torus map is the least value of the aligned table.

use alloc::collections::BTreeMap;
use alloc::vec;
use alloc::vec::Vec;

use super::dt::l1_transform;
use super::{Cube, Point, Unsupported, cube_of};
use crate::grid::{Grid, MAX_DIMS, NodeId};
use crate::schedule::{Schedule, Why};

/// Every sequence of distinct axes of length 0..=d, shortest first, with an
/// index to find a sequence's suffixes.
struct Sequences {
    list: Vec<Vec<u8>>,
    index: BTreeMap<Vec<u8>, usize>,
    /// Sequences shorter than d (the proper suffixes) come first.
    proper: usize,
}

impl Sequences {
    fn new(d: usize) -> Self {
        let mut list: Vec<Vec<u8>> = vec![Vec::new()];
        let mut start = 0;
        for _ in 0..d {
            let end = list.len();
            for i in start..end {
                for a in 0..d as u8 {
                    if !list[i].contains(&a) {
                        let mut s = list[i].clone();
                        s.push(a);
                        list.push(s);
                    }
                }
            }
            start = end;
        }
        let proper = list.iter().filter(|s| s.len() < d).count();
        let index = list
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, s)| (s, i))
            .collect();
        Sequences {
            list,
            index,
            proper,
        }
    }

    fn suffix(&self, s: &[u8], from: usize) -> usize {
        self.index[&s[from..]]
    }
}

/// What one level keeps for rebuilding schedules.
struct Level {
    /// A_s for each proper suffix s (indexed like `Sequences::list`).
    costs: Vec<Vec<u32>>,
    /// For each local point of the low subcube, the index (into
    /// `Sequences::list`) of the best full order π.
    best: Vec<u32>,
}

/// The solved tables of one cube.
pub struct Recursive {
    cube: Cube,
    torus: bool,
    sequences: Sequences,
    /// `levels[j − 1]` is level j (cubes of side 2^j).
    levels: Vec<Level>,
    /// The aligned table of the whole cube, x fastest.
    top: Vec<u64>,
}

impl core::fmt::Debug for Recursive {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Recursive")
            .field("cube", &self.cube)
            .field("torus", &self.torus)
            .finish_non_exhaustive()
    }
}

/// Reflects a local point of a subcube of side `half` on the axes set in
/// `orthant` (the cube's reflection that moves that subcube to the low one).
fn reflect_local(p: &Point, orthant: usize, d: usize, half: u32) -> Point {
    let mut q = *p;
    for (a, v) in q.iter_mut().enumerate().take(d) {
        if orthant >> a & 1 == 1 {
            *v = half - 1 - *v;
        }
    }
    q
}

impl Recursive {
    /// Solves every level of `cube`; `torus` makes the top level wrap.
    /// `keep` keeps what [`Recursive::schedule`] needs.
    fn solve(cube: Cube, torus: bool, keep: bool) -> Self {
        let d = cube.d;
        let sequences = Sequences::new(d);
        let mut below = vec![0u32];
        let mut levels = Vec::with_capacity(cube.k as usize);
        for j in 1..=cube.k {
            let wraps = torus && j == cube.k;
            let sub = Cube { d, k: j - 1 };
            let half = sub.side();
            let mut transforms: Vec<Vec<u32>> = Vec::with_capacity(sequences.proper);
            let mut costs: Vec<Vec<u32>> = Vec::new();
            let mut least = vec![u32::MAX; sub.len()];
            let mut best = vec![0u32; sub.len()];
            for (si, s) in sequences.list.iter().enumerate() {
                let children: Vec<(usize, &Vec<u32>)> = (0..s.len())
                    .map(|i| (usize::from(s[i]), &transforms[sequences.suffix(s, i + 1)]))
                    .collect();
                let mut a = vec![0u32; sub.len()];
                for (l, slot) in a.iter_mut().enumerate() {
                    let mut total = u64::from(below[l]);
                    for &(axis, child) in &children {
                        // The coordinate along `axis`, and the index with it
                        // moved to the near face (0) or the far face (half − 1).
                        let stride_bits = axis as u32 * sub.k;
                        let c = ((l >> stride_bits) & (half as usize - 1)) as u32;
                        let near = l - ((c as usize) << stride_bits);
                        let direct = u64::from(half - c) + u64::from(child[near]);
                        total += if wraps {
                            let far = near + (((half - 1) as usize) << stride_bits);
                            direct.min(u64::from(c + 1) + u64::from(child[far]))
                        } else {
                            direct
                        };
                    }
                    *slot = u32::try_from(total).expect("TCDs of at most 2^20 nodes fit in u32");
                }
                if s.len() < d {
                    let mut t = a.clone();
                    l1_transform(&mut t, sub);
                    transforms.push(t);
                    if keep {
                        costs.push(a);
                    }
                } else {
                    for (l, &v) in a.iter().enumerate() {
                        if v < least[l] {
                            least[l] = v;
                            best[l] = si as u32;
                        }
                    }
                }
            }
            let here = Cube { d, k: j };
            below = (0..here.len())
                .map(|i| {
                    let p = here.point(i);
                    let o = here.orthant(&p);
                    least[sub.index(&reflect_local(&here.local(&p), o, d, half))]
                })
                .collect();
            levels.push(Level {
                costs,
                best: if keep { best } else { Vec::new() },
            });
        }
        Recursive {
            cube,
            torus,
            sequences,
            levels,
            top: below.into_iter().map(u64::from).collect(),
        }
    }

    /// Solves `cube` and keeps what schedules need.
    pub fn new(cube: Cube, torus: bool) -> Self {
        Recursive::solve(cube, torus, true)
    }

    /// The least TCD from every source, x fastest. On a torus every source
    /// gets the least value of the aligned table.
    pub fn map(&self) -> Vec<u64> {
        if self.torus {
            let least = self.top.iter().copied().min().unwrap_or(0);
            vec![least; self.top.len()]
        } else {
            self.top.clone()
        }
    }

    /// A schedule from `source` that reaches [`Recursive::map`]'s value.
    pub fn schedule(&self, grid: &Grid, source: NodeId) -> Schedule {
        let cube = self.cube;
        let side = cube.side();
        let mut start = [0; MAX_DIMS];
        start[..cube.d].copy_from_slice(&grid.coords(source));
        // On a torus, run from the best aligned point and translate.
        let (from, shift) = if self.torus {
            let best = (0..self.top.len())
                .min_by_key(|&i| self.top[i])
                .expect("a cube has nodes");
            let p = cube.point(best);
            let mut shift = [0; MAX_DIMS];
            for a in 0..cube.d {
                shift[a] = (start[a] + side - p[a]) % side;
            }
            (p, shift)
        } else {
            (start, [0; MAX_DIMS])
        };
        let mut raw = Vec::with_capacity(grid.node_count().saturating_sub(1));
        self.emit(cube.k, [0; MAX_DIMS], from, 0, &mut raw);
        let place = |p: Point| {
            let mut q = [0; MAX_DIMS];
            for a in 0..cube.d {
                q[a] = (p[a] + shift[a]) % side;
            }
            grid.node(&q[..cube.d]).expect("inside the grid")
        };
        Schedule::dimension_ordered(source, cube.d as u32 * cube.k, raw, place)
    }

    /// Emits the broadcast of the level-`j` cube at `origin` (global
    /// coordinates) whose message is at the global point `holder` after step
    /// `before`.
    fn emit(
        &self,
        j: u32,
        origin: Point,
        holder: Point,
        before: u32,
        out: &mut Vec<(u32, Point, Point, Why)>,
    ) {
        if j == 0 {
            return;
        }
        let d = self.cube.d;
        let here = Cube { d, k: j };
        let sub = here.half();
        let level = &self.levels[j as usize - 1];
        let wraps = self.torus && j == self.cube.k;
        let mut local = [0; MAX_DIMS];
        for a in 0..d {
            local[a] = holder[a] - origin[a];
        }
        // Work in the frame where the holder's subcube is the low one.
        let flip = here.orthant(&local);
        let mirror = |p: &Point| -> Point {
            let mut q = *p;
            for a in 0..d {
                if flip >> a & 1 == 1 {
                    q[a] = here.side() - 1 - q[a];
                }
            }
            q
        };
        let distance = |p: &Point, q: &Point| -> u64 {
            (0..d)
                .map(|a| {
                    let diff = p[a].abs_diff(q[a]);
                    u64::from(if wraps {
                        diff.min(here.side() - diff)
                    } else {
                        diff
                    })
                })
                .sum()
        };
        let root = mirror(&local);
        let order = &self.sequences.list[level.best[sub.index(&root)] as usize];
        // (orthant, holder, position in `order` where its suffix starts, step)
        let mut nodes: Vec<(usize, Point, usize, u32)> = vec![(0, root, 0, 0)];
        let mut next = 0;
        while next < nodes.len() {
            let (orthant, at, first, step) = nodes[next];
            next += 1;
            for i in first..order.len() {
                let axis = usize::from(order[i]);
                let child = orthant | 1 << axis;
                let costs = &level.costs[self.sequences.suffix(order, i + 1)];
                let corner = here.corner(child);
                let target = (0..sub.len())
                    .map(|l| {
                        let p = sub.point(l);
                        let mut t = p;
                        for a in 0..d {
                            t[a] += corner[a];
                        }
                        (distance(&at, &t) + u64::from(costs[l]), t)
                    })
                    .min_by_key(|&(cost, _)| cost)
                    .expect("a subcube has nodes")
                    .1;
                // A node informed at step t sends to its i-th child at step t + 1 + (i − first).
                let when = step + 1 + (i - first) as u32;
                out.push((
                    before + when,
                    self.globalize(&origin, &mirror(&at)),
                    self.globalize(&origin, &mirror(&target)),
                    // Mirroring keeps the axes.
                    Why::Target {
                        level: j as u8,
                        axis: axis as u8,
                    },
                ));
                nodes.push((child, target, i + 1, when));
            }
        }
        for (_, at, _, _) in nodes {
            let real = mirror(&at);
            let corner = here.corner(here.orthant(&real));
            self.emit(
                j - 1,
                self.globalize(&origin, &corner),
                self.globalize(&origin, &real),
                before + d as u32,
                out,
            );
        }
    }

    fn globalize(&self, origin: &Point, p: &Point) -> Point {
        let mut q = *p;
        for a in 0..self.cube.d {
            q[a] += origin[a];
        }
        q
    }
}

/// The `recursive` map of a grid that is a 2^k cube, without keeping what
/// schedules need.
pub fn tcd_map(grid: &Grid) -> Result<Vec<u64>, Unsupported> {
    let cube = cube_of(grid)?;
    Ok(Recursive::solve(cube, grid.is_torus(), false).map())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mesh::{closed_form, paper};
    use crate::schedule::validate;

    fn grid(d: usize, k: u32, torus: bool) -> Grid {
        let sides = vec![1u32 << k; d];
        Grid::new(&sides, torus).unwrap()
    }

    /// The family's optimum by direct minimisation over every target, with
    /// no distance transforms and no reflections.
    fn brute(cube: Cube, holder: &Point, memo: &mut BTreeMap<(u32, Point), u64>) -> u64 {
        if cube.k == 0 {
            return 0;
        }
        if let Some(&v) = memo.get(&(cube.k, *holder)) {
            return v;
        }
        let seqs = Sequences::new(cube.d);
        let mut best = u64::MAX;
        for order in seqs.list.iter().filter(|s| s.len() == cube.d) {
            let own = brute(cube.half(), &cube.local(holder), memo);
            let cost = own + subtree(cube, cube.orthant(holder), holder, order, memo);
            best = best.min(cost);
        }
        memo.insert((cube.k, *holder), best);
        best
    }

    /// Cost of informing the children of the node at `at` (in subcube
    /// `orthant`) along `axes`, and everything below them.
    fn subtree(
        cube: Cube,
        orthant: usize,
        at: &Point,
        axes: &[u8],
        memo: &mut BTreeMap<(u32, Point), u64>,
    ) -> u64 {
        let mut total = 0;
        for (i, &axis) in axes.iter().enumerate() {
            let child = orthant ^ 1 << axis;
            let corner = cube.corner(child);
            let half = cube.half();
            let mut best = u64::MAX;
            for l in 0..half.len() {
                let mut t = half.point(l);
                for a in 0..cube.d {
                    t[a] += corner[a];
                }
                let cost = cube.distance(at, &t)
                    + brute(half, &half.point(l), memo)
                    + subtree(cube, child, &t, &axes[i + 1..], memo);
                best = best.min(cost);
            }
            total += best;
        }
        total
    }

    #[test]
    fn tables_equal_brute_force_over_the_family() {
        for (d, k) in [(1, 5), (2, 3), (3, 2), (2, 1), (4, 1)] {
            let cube = Cube { d, k };
            let r = Recursive::new(cube, false);
            let map = r.map();
            let mut memo = BTreeMap::new();
            for i in 0..cube.len() {
                let p = cube.point(i);
                assert_eq!(map[i], brute(cube, &p, &mut memo), "d={d} k={k} {p:?}");
            }
        }
    }

    /// The optimum over ALL labelled binomial trees of subcubes (not only
    /// dimension-ordered ones) at every level, by direct minimisation.
    struct AnyTree {
        d: usize,
        memo: BTreeMap<(u32, Point), u64>,
    }

    impl AnyTree {
        fn best(&mut self, k: u32, h: Point) -> u64 {
            if k == 0 {
                return 0;
            }
            if let Some(&v) = self.memo.get(&(k, h)) {
                return v;
            }
            let cube = Cube { d: self.d, k };
            let root = cube.orthant(&h);
            let others: Vec<usize> = (0..1usize << self.d).filter(|&o| o != root).collect();
            let v = self.best(k - 1, cube.local(&h)) + self.tree(cube, &h, &others, self.d as u32);
            self.memo.insert((k, h), v);
            v
        }

        /// The node at `at` informs the subcubes `rest` (2^steps − 1 of
        /// them) as a binomial tree in `steps` steps: its first child takes
        /// a subtree of 2^(steps−1) subcubes, it keeps the others.
        fn tree(&mut self, cube: Cube, at: &Point, rest: &[usize], steps: u32) -> u64 {
            if rest.is_empty() {
                return 0;
            }
            let size = 1usize << (steps - 1);
            let half = cube.half();
            let mut best = u64::MAX;
            for &child in rest {
                let pool: Vec<usize> = rest.iter().copied().filter(|&o| o != child).collect();
                for mask in 0u32..1 << pool.len() {
                    if mask.count_ones() as usize != size - 1 {
                        continue;
                    }
                    let split = |take: bool| -> Vec<usize> {
                        (0..pool.len())
                            .filter(|&i| (mask >> i & 1 == 1) == take)
                            .map(|i| pool[i])
                            .collect()
                    };
                    let (theirs, mine) = (split(true), split(false));
                    let keep = self.tree(cube, at, &mine, steps - 1);
                    let corner = cube.corner(child);
                    let mut reach = u64::MAX;
                    for l in 0..half.len() {
                        let mut t = half.point(l);
                        for a in 0..self.d {
                            t[a] += corner[a];
                        }
                        let v = cube.distance(at, &t)
                            + self.best(cube.k - 1, half.point(l))
                            + self.tree(cube, &t, &theirs, steps - 1);
                        reach = reach.min(v);
                    }
                    best = best.min(keep + reach);
                }
            }
            best
        }
    }

    #[test]
    fn no_other_binomial_tree_order_does_better_on_small_meshes() {
        // The family is dimension-ordered; every labelled binomial tree of
        // subcubes (e.g. sending to the diagonal subcube first) gives no
        // lower TCD at these sizes.
        for (d, k) in [(2, 2), (2, 3), (3, 1), (3, 2), (1, 4)] {
            let cube = Cube { d, k };
            let map = Recursive::new(cube, false).map();
            let mut any = AnyTree {
                d,
                memo: BTreeMap::new(),
            };
            for i in 0..cube.len() {
                assert_eq!(any.best(k, cube.point(i)), map[i], "d={d} k={k} source {i}");
            }
        }
    }

    #[test]
    fn schedules_are_valid_and_reach_the_table() {
        for (d, k, torus) in [
            (2, 4, false),
            (3, 2, false),
            (1, 5, false),
            (4, 2, false),
            (2, 3, true),
            (3, 2, true),
        ] {
            let g = grid(d, k, torus);
            let r = Recursive::new(cube_of(&g).unwrap(), torus);
            let map = r.map();
            for i in 0..g.node_count() {
                let s = r.schedule(&g, NodeId::new(i));
                let v = validate(&g, &s);
                assert!(
                    v.is_valid(),
                    "d={d} k={k} torus={torus} source {i}: {:?}",
                    v.violation
                );
                assert_eq!(v.tcd, map[i], "d={d} k={k} torus={torus} source {i}");
            }
        }
    }

    #[test]
    fn never_worse_than_the_papers_algorithms() {
        for (d, k) in [(2, 6), (3, 4), (4, 3), (1, 8), (5, 2), (6, 2)] {
            let cube = Cube { d, k };
            let rec = Recursive::new(cube, false).map();
            let pap = paper::tcd_map(cube);
            assert!(rec.iter().zip(&pap).all(|(r, p)| r <= p), "d={d} k={k}");
            // From an eye the papers' optimum is reached by the family too.
            let least = *rec.iter().min().unwrap();
            assert!(least <= closed_form::eye_tcd(d, k).unwrap());
        }
    }

    #[test]
    fn torus_map_is_constant_and_at_most_the_eye_value() {
        for (d, k) in [(2, 3), (2, 5), (3, 3)] {
            let map = tcd_map(&grid(d, k, true)).unwrap();
            assert!(map.iter().all(|&v| v == map[0]));
            assert!(map[0] <= closed_form::eye_tcd(d, k).unwrap());
        }
    }
}
