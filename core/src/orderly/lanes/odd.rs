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
//! every row when m is odd) starts with one full bucket-queue run, from a
//! copy of the fresh cells. The field ([`field`]) keeps what it reads of a
//! vertex in one 12-byte cell. Tests compare every originator's time with
//! plain batches on every torus up to 40 × 40 and on T_127×127 and
//! T_255×255.

use alloc::vec;
use alloc::vec::Vec;

use super::super::{UNREACHED, Vertex, by_batches};
use super::Frame;
use field::Field;

mod field;

/// The smallest torus (in vertices) that carries fields instead of running
/// translated lanes. Lanes cost about N² · 2.2 / 64 births, carried fields
/// N · (a few rows) updates, each dearer: measured on one core
/// (BENCHMARKS.md, "Speed 3: odd tori"), T_127×127 takes 0.25 s in lanes
/// and 0.26 s carried, T_255×255 3.4 s and 1.85 s.
const CARRY_FROM: usize = 1 << 15;

/// Whether [`frame_times`](super::frame_times) carries
/// fields on `frame`: it [`suits`] them and is big enough to gain.
pub(super) fn chosen(frame: &Frame) -> bool {
    frame.sides.iter().map(|&s| s as usize).product::<usize>() >= CARRY_FROM
        && suits(frame)
        && field::fits(
            [frame.sides[0] as usize, frame.sides[1] as usize],
            &frame.type_dirs,
        )
}

/// b(u) for every originator u in `sources`, in that order, by carried
/// fields (fastest in [`order`]), calling `progress(done, total)` after
/// every 64. Exact for any sources on a frame that [`suits`] them.
pub(super) fn carried_times(
    frame: &Frame,
    sources: &[Vertex],
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<u32> {
    let mut carried = Carried::new(frame);
    by_batches(sources, progress, |chunk, out| {
        out.extend(chunk.iter().map(|&u| carried.time(u.index())));
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
pub(super) fn order(frame: &Frame) -> Vec<Vertex> {
    let (m, n) = (frame.sides[0] as usize, frame.sides[1] as usize);
    let rows = walk_by_two(m);
    (0..n)
        .flat_map(|y| rows.iter().map(move |&x| Vertex::at(x + m * y)))
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

/// A distance field carried from originator to originator.
pub(super) struct Carried<'f> {
    frame: &'f Frame,
    m: usize,
    n: usize,
    /// The originator of the current walk (a grid index): every
    /// originator sits at its frame vertex.
    first: usize,
    /// The current originator's shift from the frame, per axis.
    shift: [usize; 2],
    /// Per axis, the coordinates p whose class differs from p + 2's, and
    /// room for the lines a step moves.
    irregular: [Vec<usize>; 2],
    moved: [Vec<usize>; 2],
    field: Field,
}

impl<'f> Carried<'f> {
    pub(super) fn new(frame: &'f Frame) -> Self {
        let (m, n) = (frame.sides[0] as usize, frame.sides[1] as usize);
        Carried {
            frame,
            m,
            n,
            first: usize::MAX,
            shift: [0, 0],
            irregular: [0, 1].map(|axis| {
                let classes = &frame.classes[axis];
                let side = classes.len();
                (0..side)
                    .filter(|&p| classes[p] != classes[(p + 2) % side])
                    .collect()
            }),
            moved: [Vec::new(), Vec::new()],
            field: Field::new([m, n], &frame.type_dirs, |x, y| {
                let count = frame.class_counts[0];
                (frame.classes[0][x] as usize + count * frame.classes[1][y] as usize) as u8
            }),
        }
    }

    /// b(u) for originator `u`, carried from the last one when few lists
    /// differ between their frames (a shift by 2 along the first axis),
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
        self.field.largest().unwrap_or(UNREACHED)
    }

    #[inline(never)]
    fn restart(&mut self, u: usize) {
        let m = self.m;
        self.first = u;
        self.shift = [0, 0];
        let origin = self.field.at(u % m, u / m);
        self.field.reset(origin);
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
        self.shift = shift;
        self.field.begin();
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
                let v = self.field.at(x, y);
                self.field.retype(v, (r + count * c as usize) as u8);
            }
        }
        for &y in &moved[1] {
            let c = frame.classes[1][(y + shift[1]) % n] as usize;
            for (x, r) in along(0).enumerate() {
                let v = self.field.at(x, y);
                self.field.retype(v, (r as usize + count * c) as u8);
            }
        }
        self.moved = moved;
        self.field.repair();
        true
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
                    assert!(
                        sorted.iter().copied().eq(ord.vertices()),
                        "every vertex once"
                    );
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
            let mut sources: Vec<Vertex> = ord.vertices().rev().collect();
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

    #[test]
    fn t127_every_originator_equals_plain_batches() {
        whole_plan_equals_plain_batches(127, 1);
    }

    /// Plain batches for all 65,025 originators took 107 s of the native
    /// tests' 124 s on two cores; every 61st originator of the walk, and
    /// all 400 round the marks' wrap, take under 3 s.
    #[test]
    fn t255_every_originator_equals_plain_batches_on_a_sample() {
        whole_plan_equals_plain_batches(255, 61);
    }

    /// T_127×127 (translated lanes) and T_255×255 (carried fields), every
    /// originator: what `view=orderly` computes against plain batches (one
    /// bit per originator, no frame), and carried fields in one walk.
    /// Plain batches run on every core, for every `stride`-th originator of
    /// the walk and the 400 round step 32,767, where the marks wrap.
    fn whole_plan_equals_plain_batches(side: u32, stride: usize) {
        const WRAP: usize = 32_767;
        let grid = Grid::torus(&[side, side]).unwrap();
        let ord = orderings::pi(&grid).unwrap();
        let autos = symmetry::grid_automorphisms(&grid, &ord);
        assert!(autos.is_empty());
        let frame = Frame::new(&ord, &grid).unwrap();
        let walk = order(&frame);
        let checked: Vec<Vertex> = walk
            .iter()
            .enumerate()
            .filter(|&(k, _)| k % stride == 0 || k.abs_diff(WRAP) < 200)
            .map(|(_, &u)| u)
            .collect();
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let plain: Vec<u32> = std::thread::scope(|scope| {
            let parts: Vec<_> = checked
                .chunks(checked.len().div_ceil(cores))
                .map(|part| scope.spawn(|| batch_times(&ord, part)))
                .collect();
            parts.into_iter().flat_map(|p| p.join().unwrap()).collect()
        });
        let computed = broadcast_times(&ord, &autos, Some(&grid)).times;
        // One walk through every originator: on T_255×255 its 65,025 steps
        // pass the marks' wrap at 32,767 (the parts above stay below it).
        let carried = carried_times(&frame, &walk, &mut |_, _| {});
        let mut by_vertex = vec![0; walk.len()];
        for (&u, &t) in walk.iter().zip(&carried) {
            by_vertex[u.index()] = t;
        }
        for (&u, &t) in checked.iter().zip(&plain) {
            assert_eq!(computed[u.index()], t, "view=orderly at {u:?}");
            assert_eq!(by_vertex[u.index()], t, "carried fields at {u:?}");
        }
        assert_eq!(
            walk.len() > WRAP,
            side == 255,
            "the walk passes the wrap on T_255x255 only"
        );
    }
}
