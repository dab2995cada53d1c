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
/// first of a column is the last one shifted by 2. (Columns in steps of 2
/// too, carrying the field from column to column, measured 15 % slower on
/// T_255×255 than a fresh run per column: the moved special columns change
/// most of the field.)
pub(super) fn order(frame: &Frame) -> Vec<u32> {
    let (m, n) = (frame.sides[0] as usize, frame.sides[1] as usize);
    let rows = walk_by_two(m);
    (0..n)
        .flat_map(|y| rows.iter().map(move |&x| (x + m * y) as u32))
        .collect()
}

/// 0, 2, 4, … along a side, each walk by 2 until it closes, then the next
/// coordinate not yet seen (one walk through all when the side is odd).
fn walk_by_two(side: usize) -> Vec<usize> {
    let mut seen = vec![false; side];
    let mut out = Vec::with_capacity(side);
    for start in 0..side {
        let mut x = start;
        while !seen[x] {
            seen[x] = true;
            out.push(x);
            x = (x + 2) % side;
        }
    }
    out
}

/// Per pair of types (from · types + to), the directions whose label rose
/// from `from` to `to` or was dropped, as bits.
fn rises(label: &[[u8; 4]]) -> Vec<u8> {
    let mut out = Vec::with_capacity(label.len() * label.len());
    for was in label {
        for now in label {
            let bits = (0..4).filter(|&d| was[d] != 0 && (now[d] == 0 || now[d] > was[d]));
            out.push(bits.fold(0, |m, d| m | 1 << d));
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

    /// The lowest nonempty slot's time, if any.
    fn lowest(&mut self) -> Option<usize> {
        while self.lo < self.hi {
            if !self.slots[self.lo].is_empty() {
                return Some(self.lo);
            }
            self.lo += 1;
        }
        self.lo = usize::MAX;
        self.hi = 0;
        None
    }

    /// The vertices at time `t`, taken out (empty past the end); every slot
    /// below `t` must be empty.
    fn take(&mut self, t: usize) -> Vec<u32> {
        match self.slots.get_mut(t) {
            Some(slot) if t < self.hi => {
                self.lo = self.lo.max(t);
                core::mem::take(slot)
            }
            _ => Vec::new(),
        }
    }

    fn put_back(&mut self, t: usize, mut slot: Vec<u32>) {
        slot.clear();
        if t < self.slots.len() && self.slots[t].is_empty() && slot.capacity() > 0 {
            self.slots[t] = slot;
        }
    }
}

/// A distance field carried from originator to originator.
pub(super) struct Carried<'f> {
    frame: &'f Frame,
    m: usize,
    n: usize,
    /// Frame vertex (x, y) is numbered x · 2^bits + y: rows are contiguous,
    /// as are the rows a step changes and the band around them, and a
    /// vertex's column is its low bits, so neighbours come from arithmetic
    /// instead of a table 16 bytes a vertex (a 1 MB table on T_255×255
    /// cost 9 % of the time). The numbers past column n − 1 are unused.
    bits: u32,
    /// Per vertex, whether it is on the first or last row (1, 2) and
    /// column (3, 6, summed); per such place and direction, the step to
    /// the neighbour.
    edge: Vec<u8>,
    offset: [isize; 36],
    /// The originator of the current walk (a grid index) and the vertex
    /// where every originator sits.
    first: usize,
    origin: usize,
    /// The current originator's shift from the frame, per axis.
    shift: [usize; 2],
    dist: Vec<u32>,
    /// How many vertices have each distance, and how many have none.
    hist: Vec<u32>,
    unreached: usize,
    /// Each frame vertex's list type for the current originator, and for
    /// the one before (they differ on the changed vertices only).
    ty: Vec<u8>,
    old_ty: Vec<u8>,
    /// Per type and direction, the label (1-based; 0: not listed).
    label: Vec<[u8; 4]>,
    /// Per frame vertex and direction, the label of the edge from that
    /// neighbour to it (kept with the types: one load where the checks
    /// read four types and four labels).
    in_label: Vec<[u8; 4]>,
    /// Per pair of types (from · types + to), the directions whose label
    /// rose or went; read from · to backwards, those whose label fell or came.
    rose: Vec<u8>,
    /// 2 · step when a vertex was queued for the support check at that
    /// step, plus 1 when it lost its distance.
    mark: Vec<u32>,
    epoch: u32,
    lost: Vec<u32>,
    changed: Vec<u32>,
    queue: Buckets,
    /// What the settled pass on, by time modulo 8.
    ring: [Vec<u32>; 8],
    /// Per axis, the coordinates p whose class differs from p + 2's, and
    /// room for the lines a step moves.
    irregular: [Vec<usize>; 2],
    moved: [Vec<usize>; 2],
}

impl<'f> Carried<'f> {
    pub(super) fn new(frame: &'f Frame) -> Self {
        let (m, n) = (frame.sides[0] as usize, frame.sides[1] as usize);
        let bits = n.next_power_of_two().trailing_zeros();
        let slots = m << bits;
        let label: Vec<[u8; 4]> = frame
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
        let mut edge = vec![0u8; slots];
        let mut offset = [0isize; 36];
        let (stride, end) = (1isize << bits, (m << bits) as isize);
        for (place, steps) in offset.chunks_mut(4).enumerate() {
            let (row, col) = (place % 3, place / 3);
            steps[0] = if row == 2 { stride - end } else { stride };
            steps[1] = if row == 1 { end - stride } else { -stride };
            steps[2] = if col == 2 { 1 - n as isize } else { 1 };
            steps[3] = if col == 1 { n as isize - 1 } else { -1 };
        }
        for x in 0..m {
            for y in 0..n {
                let row = if x == m - 1 { 2 } else { usize::from(x == 0) };
                let col = if y == n - 1 { 2 } else { usize::from(y == 0) };
                edge[(x << bits) | y] = (row + 3 * col) as u8;
            }
        }
        Carried {
            frame,
            m,
            n,
            bits,
            edge,
            offset,
            first: usize::MAX,
            origin: usize::MAX,
            shift: [0, 0],
            dist: vec![INF; slots],
            hist: Vec::new(),
            unreached: m * n,
            ty: vec![0; slots],
            old_ty: vec![0; slots],
            rose: rises(&label),
            label,
            in_label: vec![[0; 4]; slots],
            mark: vec![0; slots],
            epoch: 0,
            lost: Vec::new(),
            changed: Vec::new(),
            queue: Buckets {
                slots: Vec::new(),
                lo: usize::MAX,
                hi: 0,
            },
            irregular: [0, 1].map(|axis| {
                let classes = &frame.classes[axis];
                let side = classes.len();
                (0..side)
                    .filter(|&p| classes[p] != classes[(p + 2) % side])
                    .collect()
            }),
            moved: [Vec::new(), Vec::new()],
            ring: Default::default(),
        }
    }

    /// Frame vertex (x, y)'s number.
    fn at(&self, x: usize, y: usize) -> usize {
        (x << self.bits) | y
    }

    /// Frame vertex `v`'s neighbour in direction `2 · axis + backwards`.
    #[inline(always)]
    fn neighbour(&self, v: usize, dir: usize) -> usize {
        v.wrapping_add(self.offset[self.edge[v] as usize * 4 + dir] as usize)
    }

    /// The type at frame row `x` and column `y` for `shift`.
    fn type_at(&self, x: usize, y: usize, shift: [usize; 2]) -> u8 {
        let r = self.frame.classes[0][(x + shift[0]) % self.m] as usize;
        let c = self.frame.classes[1][(y + shift[1]) % self.n] as usize;
        (r + self.frame.class_counts[0] * c) as u8
    }

    /// b(u) for originator `u`, carried from the last one when few lists
    /// differ between their frames (a shift by 2 along either axis),
    /// computed afresh otherwise.
    pub(super) fn time(&mut self, u: usize) -> u32 {
        let (m, n) = (self.m, self.n);
        let carried = self.first != usize::MAX && {
            let (fx, fy) = (self.first % m, self.first / m);
            self.step_to([(u % m + m - fx) % m, (u / m + n - fy) % n])
        };
        if !carried {
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
        let (m, n) = (self.m, self.n);
        self.first = u;
        self.origin = self.at(u % m, u / m);
        self.shift = [0, 0];
        for x in 0..m {
            for y in 0..n {
                let v = self.at(x, y);
                self.ty[v] = self.type_at(x, y, self.shift);
            }
        }
        self.old_ty.copy_from_slice(&self.ty);
        for x in 0..m {
            for y in 0..n {
                self.relabel_in(self.at(x, y));
            }
        }
        self.dist.iter_mut().for_each(|d| *d = INF);
        self.hist.clear();
        self.unreached = m * n;
        self.queue.push(0, self.origin as u32);
        self.settle();
    }

    /// Moves the frame to `shift` and repairs the field, unless the lists
    /// change on more than half the vertices (then a fresh run is cheaper).
    #[inline(never)]
    fn step_to(&mut self, shift: [usize; 2]) -> bool {
        let (m, n) = (self.m, self.n);
        let mut moved = core::mem::take(&mut self.moved);
        for (axis, lines) in moved.iter_mut().enumerate() {
            self.moved_lines(axis, shift[axis], lines);
        }
        if 2 * (moved[0].len() * n + moved[1].len() * m) > m * n {
            self.moved = moved;
            return false;
        }
        for &v in &self.changed {
            self.old_ty[v as usize] = self.ty[v as usize];
        }
        self.shift = shift;
        self.changed.clear();
        // The classes along each axis in the new frame, without a division
        // per vertex (it cost 5 % of the time).
        let frame = self.frame;
        let along = |axis: usize| {
            let classes = &frame.classes[axis];
            let (tail, head) = classes.split_at(shift[axis]);
            head.iter().chain(tail).copied()
        };
        let count = frame.class_counts[0];
        for &x in &moved[0] {
            let r = frame.classes[0][(x + shift[0]) % m] as usize;
            for (y, c) in along(1).enumerate() {
                self.retype(self.at(x, y), (r + count * c as usize) as u8);
            }
        }
        for &y in &moved[1] {
            let c = frame.classes[1][(y + shift[1]) % n] as usize;
            for (x, r) in along(0).enumerate() {
                self.retype(self.at(x, y), (r as usize + count * c) as u8);
            }
        }
        self.moved = moved;
        for i in 0..self.changed.len() {
            self.relabel_in(self.changed[i] as usize);
        }
        self.invalidate();
        self.repair();
        true
    }

    /// Writes `v`'s out-labels into its neighbours' in-labels.
    fn relabel_in(&mut self, v: usize) {
        let out = self.label[self.ty[v] as usize];
        for (dir, &l) in out.iter().enumerate() {
            let w = self.neighbour(v, dir);
            self.in_label[w][dir ^ 1] = l;
        }
    }

    /// Gives frame vertex `v` list type `t`, noting it as changed if it is.
    fn retype(&mut self, v: usize, t: u8) {
        if t != self.ty[v] {
            self.ty[v] = t;
            self.changed.push(v as u32);
        }
    }

    /// Into `lines`, the frame coordinates along `axis` whose class differs
    /// between the current shift and `to`: for a step by 2, the irregular
    /// coordinates found once, moved by the shift.
    fn moved_lines(&self, axis: usize, to: usize, lines: &mut Vec<usize>) {
        let side = self.frame.sides[axis] as usize;
        let from = self.shift[axis];
        let classes = &self.frame.classes[axis];
        lines.clear();
        if to == (from + 2) % side {
            lines.extend(
                self.irregular[axis]
                    .iter()
                    .map(|&p| (p + side - from) % side),
            );
        } else if to != from {
            lines.extend(
                (0..side).filter(|&x| classes[(x + from) % side] != classes[(x + to) % side]),
            );
        }
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
            let (old, new) = (self.old_ty[c] as usize, self.ty[c] as usize);
            let mut rose = self.rose[old * self.label.len() + new];
            while rose != 0 {
                let dir = rose.trailing_zeros() as usize;
                rose &= rose - 1;
                self.queue_if_tight(c, dir, self.label[old][dir]);
            }
        }
        while let Some(t) = self.queue.lowest() {
            let slot = self.queue.take(t);
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
        let w = self.neighbour(v, dir);
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
            let u = self.neighbour(v, dir);
            let l = self.in_label[v][dir];
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
                let u = self.neighbour(v, dir);
                let l = self.in_label[v][dir];
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
            if dc == INF {
                continue;
            }
            let (old, new) = (self.old_ty[c] as usize, self.ty[c] as usize);
            let mut fell = self.rose[new * self.label.len() + old];
            while fell != 0 {
                let dir = fell.trailing_zeros() as usize;
                fell &= fell - 1;
                let w = self.neighbour(c, dir);
                let at = dc + u32::from(self.label[new][dir]);
                if at < self.dist[w] {
                    self.queue.push(at, w as u32);
                }
            }
        }
        self.settle();
    }

    /// The bucket queue: each vertex popped below its distance takes the
    /// time and passes it on. The seeds wait in `queue`; what the settled
    /// pass on arrives at most four steps later, so it waits in a ring of
    /// eight slots (no growth check or range to keep per push: 13 % of the
    /// time on T_255×255).
    #[inline(never)]
    fn settle(&mut self) {
        let mut ring = core::mem::take(&mut self.ring);
        let mut in_ring = 0usize;
        let mut t = 0;
        loop {
            if in_ring == 0 {
                match self.queue.lowest() {
                    Some(next) => t = next,
                    None => break,
                }
            }
            let seeds = self.queue.take(t);
            let near = core::mem::take(&mut ring[t & 7]);
            in_ring -= near.len();
            for &v in seeds.iter().chain(&near) {
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
                    let w = self.neighbour(v, d as usize) as u32;
                    let at = t as u32 + k as u32 + 1;
                    if at < self.dist[w as usize] {
                        ring[at as usize & 7].push(w);
                        in_ring += 1;
                    }
                }
            }
            self.queue.put_back(t, seeds);
            let mut near = near;
            near.clear();
            ring[t & 7] = near;
            t += 1;
        }
        self.ring = ring;
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
