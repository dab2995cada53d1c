//! Every originator of a torus whose lists repeat every second step along
//! the first axis but for a seam (Π on T_{m×n} with m odd), by one distance
//! field carried from originator to originator.
//!
//! Odd m leaves Π no automorphism, and the translated lanes ([`super`]) part
//! wherever their lists differ. But the lists differ little between
//! u_s = u_0 + (s, 0) and u_{s+2}. Read the torus in a frame translated
//! by s, so that u_s sits where u_0 does: frame vertex p stands for
//! p + (s, 0) and has that vertex's list, as directions. The arrival times
//! from u_s are the frame's shortest label sums from u_0. From s to s + 2
//! the frame's lists change only on rows x whose class differs between
//! x + s and x + s + 2: for Π with m odd, the two rows whose images cross
//! the seam (rows m − 2 and m − 1 become rows 0 and 1, of the other
//! parity), where the two horizontal labels swap. So the next field is
//! the last one repaired where those labels changed.
//!
//! *Proof sketch.* Let d be the exact field before the step and d' after.
//! 1. Invalidate: check, in order of d, every vertex v that had an in-edge
//!    u → v with d(u) + label = d(v) whose label rose or whose tail was
//!    lost; v is lost unless some in-neighbour u, not lost, has
//!    d(u) + label'(u → v) ≤ d(v) (the originator is never lost). By
//!    induction on d, every vertex not lost has a path in the new frame of
//!    label sum ≤ d(v): one that was not checked kept such an edge.
//! 2. Repair: set the lost to ∞, queue each from its in-neighbours and
//!    every edge whose label fell, and run a bucket queue that lowers a
//!    vertex's d when a queued time beats it and then relaxes its out-edges.
//!    Any other edge u → v kept its label and its ends' values, so
//!    d(v) ≤ d(u) + label still holds.
//!
//! At the end every value is the label sum of some path (so ≥ d') and no
//! edge can lower any value, with 0 at the originator (so ≤ d'): the field
//! is d'. A histogram of its values gives b(u_{s+2}), its largest. Each
//! step costs the vertices whose distance changes, a few rows' worth (about
//! 3n on T_255×255) instead of N. A walk down a column (steps of 2 reach
//! every row when m is odd) starts with one full bucket-queue run. Tests
//! compare every originator's time with plain batches on every torus up to
//! 40 × 40 and on T_127×127 and T_255×255.

use alloc::vec;
use alloc::vec::Vec;

use super::super::{UNREACHED, by_batches};
use super::Frame;

const INF: u32 = u32::MAX;

/// The smallest torus (in vertices) that carries fields instead of running
/// translated lanes. Lanes cost about N² · 2.2 / 64 births, carried fields
/// N · (a few rows) updates, each dearer: measured (BENCHMARKS.md, "Speed 3:
/// odd tori"), T_127×127 takes 0.24 s in lanes and 0.28 s carried,
/// T_255×255 3.4 s and 2.2 s.
const CARRY_FROM: usize = 1 << 15;

/// Whether [`frame_times`](super::frame_times) carries
/// fields on `frame`: it [`suits`] them and is big enough to gain.
pub(super) fn chosen(frame: &Frame) -> bool {
    frame.sides.iter().map(|&s| s as usize).product::<usize>() >= CARRY_FROM && suits(frame)
}

/// b(u) for every originator u in `sources`, in that order, by carried
/// fields (fastest in [`order`]), calling `progress(done, total)` after
/// every 64. Exact for any sources on a frame that [`suits`] them.
pub(super) fn carried_times(
    frame: &Frame,
    sources: &[u32],
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<u32> {
    let mut carried = Carried::new(frame);
    by_batches(sources, progress, |chunk, out| {
        out.extend(chunk.iter().map(|&u| carried.time(u as usize)));
    })
}

/// Whether `frame` suits carried fields: two axes, at most four labels,
/// and classes along the first axis that a shift by 2 changes on at most
/// two coordinates.
pub(super) fn suits(frame: &Frame) -> bool {
    let short = frame
        .type_dirs
        .iter()
        .all(|d| d[4..].iter().all(|&x| x == u8::MAX));
    if frame.sides.len() != 2 || !short {
        return false;
    }
    let m = frame.sides[0] as usize;
    let rows = &frame.classes[0];
    (0..m).filter(|&x| rows[x] != rows[(x + 2) % m]).count() <= 2
}

/// Every vertex, column by column, each column in steps of 2 along axis 0
/// (all its rows when the side is odd), so that each originator but the
/// first of a walk is the last one shifted by 2.
pub(super) fn order(frame: &Frame) -> Vec<u32> {
    let (m, n) = (frame.sides[0] as usize, frame.sides[1] as usize);
    let mut out = Vec::with_capacity(m * n);
    for y in 0..n {
        let mut seen = vec![false; m];
        for start in 0..m {
            let mut x = start;
            while !seen[x] {
                seen[x] = true;
                out.push((x + m * y) as u32);
                x = (x + 2) % m;
            }
        }
    }
    out
}

/// A bucket queue over absolute times, remembering the range it holds.
struct Buckets {
    slots: Vec<Vec<u32>>,
    lo: usize,
    hi: usize,
}

impl Buckets {
    fn push(&mut self, t: u32, v: u32) {
        let t = t as usize;
        if self.slots.len() <= t {
            self.slots.resize(t + 1, Vec::new());
        }
        self.slots[t].push(v);
        self.lo = self.lo.min(t);
        self.hi = self.hi.max(t + 1);
    }

    /// The lowest nonempty slot's time and vertices, taken out (give them
    /// back with [`put_back`](Self::put_back)).
    fn pop(&mut self) -> Option<(usize, Vec<u32>)> {
        while self.lo < self.hi {
            let t = self.lo;
            if !self.slots[t].is_empty() {
                return Some((t, core::mem::take(&mut self.slots[t])));
            }
            self.lo += 1;
        }
        self.lo = usize::MAX;
        self.hi = 0;
        None
    }

    fn put_back(&mut self, t: usize, mut slot: Vec<u32>) {
        slot.clear();
        if self.slots[t].is_empty() {
            self.slots[t] = slot;
        }
    }
}

/// A distance field carried along one column from originator to
/// originator.
pub(super) struct Carried<'f> {
    frame: &'f Frame,
    m: usize,
    n: usize,
    /// Each vertex's neighbour in direction 2 · axis + backwards. Vertices
    /// are numbered along axis 1 first (x · n + y), so that the rows a
    /// step changes, and the band around them, are contiguous.
    nb: Vec<u32>,
    /// The originator of the current walk (a grid index) and the vertex
    /// where every originator sits.
    first: usize,
    origin: usize,
    /// The current originator's shift from the frame along axis 0.
    shift: usize,
    dist: Vec<u32>,
    /// How many vertices have each distance, and how many have none.
    hist: Vec<u32>,
    unreached: usize,
    /// Each frame vertex's list type for the current originator, and for
    /// the one before (they differ on the changed rows only).
    ty: Vec<u8>,
    old_ty: Vec<u8>,
    /// Per type and direction, the label (1-based; 0: not listed).
    label: Vec<[u8; 4]>,
    /// 2 · step when a vertex was queued for the support check at that
    /// step, plus 1 when it lost its distance.
    mark: Vec<u32>,
    epoch: u32,
    lost: Vec<u32>,
    changed: Vec<u32>,
    queue: Buckets,
}

impl<'f> Carried<'f> {
    pub(super) fn new(frame: &'f Frame) -> Self {
        let (m, side) = (frame.sides[0] as usize, frame.sides[1] as usize);
        let n = m * side;
        let mut nb = Vec::with_capacity(4 * n);
        for x in 0..m {
            for y in 0..side {
                nb.extend_from_slice(&[
                    ((x + 1) % m * side + y) as u32,
                    ((x + m - 1) % m * side + y) as u32,
                    (x * side + (y + 1) % side) as u32,
                    (x * side + (y + side - 1) % side) as u32,
                ]);
            }
        }
        let label = frame
            .type_dirs
            .iter()
            .map(|dirs| {
                let mut l = [0u8; 4];
                for (k, &d) in dirs.iter().enumerate().take(4) {
                    if d != u8::MAX {
                        l[d as usize] = k as u8 + 1;
                    }
                }
                l
            })
            .collect();
        Carried {
            frame,
            m,
            n: side,
            nb,
            first: usize::MAX,
            origin: usize::MAX,
            shift: 0,
            dist: vec![INF; n],
            hist: Vec::new(),
            unreached: n,
            ty: vec![0; n],
            old_ty: vec![0; n],
            label,
            mark: vec![0; n],
            epoch: 0,
            lost: Vec::new(),
            changed: Vec::new(),
            queue: Buckets {
                slots: Vec::new(),
                lo: usize::MAX,
                hi: 0,
            },
        }
    }

    /// The type at frame row `x` and column `y` for shift `shift`.
    fn type_at(&self, x: usize, y: usize, shift: usize) -> u8 {
        let r = self.frame.classes[0][(x + shift) % self.m] as usize;
        (r + self.frame.class_counts[0] * self.frame.classes[1][y] as usize) as u8
    }

    /// b(u) for originator `u`, carried from the last one when `u` is it
    /// shifted by 2 along axis 0.
    pub(super) fn time(&mut self, u: usize) -> u32 {
        let m = self.m;
        let next = self.first != usize::MAX
            && u / m == self.first / m
            && u % m == (self.first % m + self.shift + 2) % m;
        if next {
            self.step();
        } else {
            self.restart(u);
        }
        if self.unreached > 0 {
            return UNREACHED;
        }
        let mut top = self.hist.len() - 1;
        while self.hist[top] == 0 {
            top -= 1;
        }
        self.hist.truncate(top + 1);
        top as u32
    }

    #[inline(never)]
    fn restart(&mut self, u: usize) {
        let (m, side, n) = (self.m, self.n, self.dist.len());
        self.first = u;
        self.origin = u % m * side + u / m;
        self.shift = 0;
        for x in 0..m {
            for y in 0..side {
                self.ty[x * side + y] = self.type_at(x, y, 0);
            }
        }
        self.old_ty.copy_from_slice(&self.ty);
        self.dist.iter_mut().for_each(|d| *d = INF);
        self.hist.clear();
        self.unreached = n;
        self.queue.push(0, self.origin as u32);
        self.settle();
    }

    #[inline(never)]
    fn step(&mut self) {
        let (m, side) = (self.m, self.n);
        for &v in &self.changed {
            self.old_ty[v as usize] = self.ty[v as usize];
        }
        let (old, new) = (self.shift, (self.shift + 2) % m);
        self.shift = new;
        self.changed.clear();
        for x in 0..m {
            let rows = &self.frame.classes[0];
            if rows[(x + old) % m] != rows[(x + new) % m] {
                for y in 0..side {
                    let v = x * side + y;
                    self.ty[v] = self.type_at(x, y, new);
                    self.changed.push(v as u32);
                }
            }
        }
        self.invalidate();
        self.repair();
    }

    /// Step 1: `lost` gets every vertex v left without an in-neighbour u
    /// that keeps d(u) and has d(u) + label ≤ d(v), in order of distance.
    /// Only a vertex that lost an in-edge on which its distance was tight
    /// (the label rose, or the tail was lost) is checked: any other still
    /// has such an edge.
    #[inline(never)]
    fn invalidate(&mut self) {
        self.epoch += 1;
        self.lost.clear();
        for i in 0..self.changed.len() {
            let c = self.changed[i] as usize;
            let (was, now) = (
                self.label[self.old_ty[c] as usize],
                self.label[self.ty[c] as usize],
            );
            for dir in 0..4 {
                if was[dir] != 0 && (now[dir] == 0 || now[dir] > was[dir]) {
                    self.queue_if_tight(c, dir, was[dir]);
                }
            }
        }
        while let Some((t, slot)) = self.queue.pop() {
            for &v in &slot {
                let v = v as usize;
                if v == self.origin || self.kept(v) {
                    continue;
                }
                self.lost.push(v as u32);
                self.mark[v] = 2 * self.epoch + 1;
                let was = self.label[self.old_ty[v] as usize];
                for (dir, &l) in was.iter().enumerate() {
                    if l != 0 {
                        self.queue_if_tight(v, dir, l);
                    }
                }
            }
            self.queue.put_back(t, slot);
        }
    }

    /// Queues v's neighbour in direction `dir` for the check, once, if the
    /// old label `l` from v made its distance tight.
    fn queue_if_tight(&mut self, v: usize, dir: usize, l: u8) {
        let w = self.nb[v * 4 + dir] as usize;
        let dv = self.dist[v];
        if dv != INF && dv + u32::from(l) == self.dist[w] && self.mark[w] < 2 * self.epoch {
            self.mark[w] = 2 * self.epoch;
            self.queue.push(self.dist[w], w as u32);
        }
    }

    #[inline(never)]
    fn kept(&self, v: usize) -> bool {
        let dv = self.dist[v];
        (0..4).any(|dir| {
            let u = self.nb[v * 4 + dir] as usize;
            let l = self.label[self.ty[u] as usize][dir ^ 1];
            l != 0
                && self.mark[u] != 2 * self.epoch + 1
                && self.dist[u] != INF
                && self.dist[u] + u32::from(l) <= dv
        })
    }

    /// Step 2: the lost vertices from their kept in-neighbours and the
    /// edges whose labels fell, then the bucket queue.
    #[inline(never)]
    fn repair(&mut self) {
        for &v in &self.lost {
            let d = core::mem::replace(&mut self.dist[v as usize], INF);
            self.hist[d as usize] -= 1;
            self.unreached += 1;
        }
        for i in 0..self.lost.len() {
            let v = self.lost[i] as usize;
            let mut best = INF;
            for dir in 0..4 {
                let u = self.nb[v * 4 + dir] as usize;
                let l = self.label[self.ty[u] as usize][dir ^ 1];
                if l != 0 && self.dist[u] != INF {
                    best = best.min(self.dist[u] + u32::from(l));
                }
            }
            if best != INF {
                self.queue.push(best, v as u32);
            }
        }
        for i in 0..self.changed.len() {
            let c = self.changed[i] as usize;
            let dc = self.dist[c];
            let (was, now) = (
                self.label[self.old_ty[c] as usize],
                self.label[self.ty[c] as usize],
            );
            for dir in 0..4 {
                if dc != INF && now[dir] != 0 && (was[dir] == 0 || now[dir] < was[dir]) {
                    let w = self.nb[c * 4 + dir];
                    let at = dc + u32::from(now[dir]);
                    if at < self.dist[w as usize] {
                        self.queue.push(at, w);
                    }
                }
            }
        }
        self.settle();
    }

    /// The bucket queue: each vertex popped below its distance takes the
    /// time and passes it on.
    #[inline(never)]
    fn settle(&mut self) {
        while let Some((t, slot)) = self.queue.pop() {
            for &v in &slot {
                let v = v as usize;
                let old = self.dist[v];
                if t as u32 >= old {
                    continue;
                }
                if old == INF {
                    self.unreached -= 1;
                } else {
                    self.hist[old as usize] -= 1;
                }
                if self.hist.len() <= t {
                    self.hist.resize(t + 1, 0);
                }
                self.hist[t] += 1;
                self.dist[v] = t as u32;
                let dirs = self.frame.type_dirs[self.ty[v] as usize];
                for (k, &d) in dirs.iter().take(4).enumerate() {
                    if d == u8::MAX {
                        break;
                    }
                    let w = self.nb[v * 4 + d as usize];
                    let at = t as u32 + k as u32 + 1;
                    if at < self.dist[w as usize] {
                        self.queue.push(at, w);
                    }
                }
            }
            self.queue.put_back(t, slot);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::{
        Model, arrival, batch_times, broadcast_times, completion, orderings, symmetry,
    };
    use super::*;
    use crate::grid::Grid;

    /// Carried fields against plain batches (one bit per originator, no
    /// frame) for every originator of every torus T_{m×n}, 3 ≤ m, n ≤ 40,
    /// with Π and with §3.1's printed ℓ: 2,888 orderings.
    #[test]
    fn carried_fields_equal_plain_batches_on_every_torus_up_to_40() {
        let mut carried = 0;
        for m in 3..=40u32 {
            for n in 3..=40u32 {
                let grid = Grid::torus(&[m, n]).unwrap();
                for ord in [
                    orderings::pi(&grid).unwrap(),
                    orderings::pi_literal(&grid).unwrap(),
                ] {
                    let frame = Frame::new(&ord, &grid).unwrap();
                    assert!(suits(&frame), "{m}x{n}");
                    let order = order(&frame);
                    let mut sorted = order.clone();
                    sorted.sort_unstable();
                    assert!(sorted.iter().copied().eq(0..m * n), "every vertex once");
                    let times = carried_times(&frame, &order, &mut |_, _| {});
                    assert_eq!(times, batch_times(&ord, &order), "{m}x{n}");
                    carried += 1;
                }
            }
        }
        assert_eq!(carried, 2 * 38 * 38);
    }

    /// Any order is exact (each originator not 2 below the last starts a new
    /// walk), and each time is its own Dial run.
    #[test]
    fn carried_fields_in_any_order_equal_dial() {
        for sides in [[9u32, 13], [7, 7], [15, 6], [3, 3], [12, 10]] {
            let grid = Grid::torus(&sides).unwrap();
            let ord = orderings::pi(&grid).unwrap();
            let frame = Frame::new(&ord, &grid).unwrap();
            let mut sources: Vec<u32> = (0..ord.nodes() as u32).rev().collect();
            sources.extend(order(&frame).iter().step_by(3));
            let times = carried_times(&frame, &sources, &mut |_, _| {});
            for (&u, &t) in sources.iter().zip(&times) {
                assert_eq!(t, completion(&arrival(&ord, u, Model::NonAdaptive)));
            }
        }
    }

    /// Orderings whose lists change under a shift by 2 on more rows, or
    /// that have more than two axes or four labels, keep translated lanes.
    #[test]
    fn only_frames_with_a_seam_of_two_rows_suit() {
        let grid = Grid::torus(&[9, 8]).unwrap();
        let ord = super::super::super::tests::shuffled(&orderings::pi(&grid).unwrap(), 3);
        assert!(Frame::new(&ord, &grid).is_none_or(|f| !suits(&f)));
        let cube = Grid::torus(&[5, 5, 5]).unwrap();
        let frame = Frame::new(&orderings::pi_d(&cube).unwrap(), &cube).unwrap();
        assert!(!suits(&frame));
        let big = Grid::torus(&[201, 201]).unwrap();
        let frame = Frame::new(&orderings::pi(&big).unwrap(), &big).unwrap();
        assert!(chosen(&frame));
        let small = Grid::torus(&[127, 127]).unwrap();
        let frame = Frame::new(&orderings::pi(&small).unwrap(), &small).unwrap();
        assert!(!chosen(&frame));
    }

    /// T_127×127 (translated lanes) and T_255×255 (carried fields), every
    /// originator: what `view=orderly` computes against plain batches.
    /// T_255×255 takes 80 s of CPU in the dev profile (plain batches are most of it), so it runs with
    /// `cargo test -p castlab-core -- --ignored`.
    fn whole_plan_equals_plain_batches(side: u32) {
        let grid = Grid::torus(&[side, side]).unwrap();
        let ord = orderings::pi(&grid).unwrap();
        let autos = symmetry::grid_automorphisms(&grid, &ord);
        assert!(autos.is_empty());
        let all: Vec<u32> = (0..ord.nodes() as u32).collect();
        let plain = batch_times(&ord, &all);
        assert_eq!(broadcast_times(&ord, &autos, Some(&grid)).times, plain);
        let frame = Frame::new(&ord, &grid).unwrap();
        let carried = carried_times(&frame, &order(&frame), &mut |_, _| {});
        let mut by_vertex = vec![0; all.len()];
        for (&u, &t) in order(&frame).iter().zip(&carried) {
            by_vertex[u as usize] = t;
        }
        assert_eq!(by_vertex, plain);
    }

    #[test]
    fn t127_every_originator_equals_plain_batches() {
        whole_plan_equals_plain_batches(127);
    }

    #[test]
    #[ignore = "80 s of CPU in the dev profile"]
    fn t255_every_originator_equals_plain_batches() {
        whole_plan_equals_plain_batches(255);
    }
}
