//! Every originator's broadcast time on a torus by translated lanes.
//!
//! [`batch_times`](super::batch_times) propagates 64 originators at once,
//! one bit each, and pays for every distinct time at which some bit reaches
//! a vertex. Originators a few hops apart reach a far vertex at times a few
//! label sums apart, so each vertex is born about twenty times per batch.
//!
//! A torus looks the same from every vertex; only the labels differ. So
//! lane a, for originator u_a = u_0 + s_a, runs in a frame translated by
//! s_a: frame vertex p stands for p + s_a, every lane starts at u_0, and
//! lane a sends from p along the directions of p + s_a's list. Where the
//! lanes' lists agree (everywhere, for a translation that is an
//! automorphism) their bits arrive together and travel as one word; they
//! part only where the lists differ, which for Π are the special columns
//! and the seams of odd sides. Nothing is assumed: [`Frame::new`] reads each
//! vertex's list as directions, finds per axis which coordinates behave
//! alike, and checks that every list is the one its classes give.
//! Any shifts give exact times; shifts by even steps keep Π's parities and
//! so keep the lanes together. On tori of 2^15 vertices or more whose lists
//! change only at a seam, [`frame_times`] carries one distance field from
//! originator to originator instead (its child module `odd`), which
//! costs a few rows per originator instead of 2 to 3 births per vertex and
//! batch.

use alloc::vec;
use alloc::vec::Vec;

use super::{Ordering, Vertex, by_batches};
use crate::grid::{Grid, NodeId};

mod odd;

/// The most list types (products of the axes' classes) a frame handles:
/// each birth is split by type, so more would cost more than they save.
const MAX_TYPES: usize = 64;

/// A torus ordering read as directions, with each vertex's list given by
/// the classes of its coordinates.
#[derive(Clone, Debug)]
pub struct Frame {
    pub(super) sides: Vec<u32>,
    /// Each vertex's coordinates, `dims` per vertex.
    coords: Vec<u32>,
    /// Each vertex's neighbour in direction `2 · axis + backwards`.
    neighbours: Vec<u32>,
    /// Per axis, the class of every coordinate.
    pub(super) classes: Vec<Vec<u8>>,
    /// Per axis, how many classes.
    pub(super) class_counts: Vec<usize>,
    /// Per type (classes in mixed radix, axis 0 fastest), its list as
    /// directions; `u8::MAX` past the end.
    pub(super) type_dirs: Vec<[u8; 16]>,
    max_degree: usize,
}

impl Frame {
    /// The frame of `ord` on `grid`, if `grid` is a torus whose sides are
    /// all at least 3, every list names neighbours by direction, and the
    /// lists fall into at most [`MAX_TYPES`] types by coordinate classes.
    pub fn new(ord: &Ordering, grid: &Grid) -> Option<Frame> {
        let n = grid.node_count();
        let dims = grid.dims();
        if !grid.is_torus() || ord.nodes() != n || grid.sides().iter().any(|&s| s < 3) {
            return None;
        }
        let max_degree = ord.max_degree();
        if 2 * dims > 16 || max_degree > 16 {
            return None;
        }
        let mut coords = Vec::with_capacity(n * dims);
        let mut neighbours = Vec::with_capacity(n * 2 * dims);
        for v in 0..n {
            let node = NodeId::new(v);
            coords.extend_from_slice(&grid.coords(node));
            for axis in 0..dims {
                for forward in [true, false] {
                    let w = grid.neighbour(node, axis, forward)?;
                    neighbours.push(w.index() as u32);
                }
            }
        }
        // Each list as directions.
        let mut dirs: Vec<[u8; 16]> = Vec::with_capacity(n);
        for v in 0..n {
            let mut d = [u8::MAX; 16];
            for (k, &w) in ord.list(Vertex::at(v)).iter().enumerate() {
                let at = neighbours[v * 2 * dims..(v + 1) * 2 * dims]
                    .iter()
                    .position(|&x| x == w.get())?;
                d[k] = at as u8;
            }
            dirs.push(d);
        }
        // Per axis: coordinates whose slices carry the same lists share a
        // class (hashed here; the check below makes it exact).
        let strides: Vec<usize> = (0..dims)
            .map(|a| grid.sides()[..a].iter().map(|&s| s as usize).product())
            .collect();
        let mut classes = Vec::with_capacity(dims);
        let mut class_counts = Vec::with_capacity(dims);
        for axis in 0..dims {
            let side = grid.sides()[axis] as usize;
            let mut hashes = vec![0xcbf2_9ce4_8422_2325u64; side];
            for (v, d) in dirs.iter().enumerate() {
                let x = v / strides[axis] % side;
                let h = &mut hashes[x];
                for &b in d {
                    *h = (*h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
                }
            }
            let mut seen: Vec<u64> = Vec::new();
            let mut of = Vec::with_capacity(side);
            for &h in &hashes {
                let class = match seen.iter().position(|&s| s == h) {
                    Some(c) => c,
                    None => {
                        seen.push(h);
                        seen.len() - 1
                    }
                };
                if class >= MAX_TYPES {
                    return None;
                }
                of.push(class as u8);
            }
            classes.push(of);
            class_counts.push(seen.len());
        }
        let types: usize = class_counts.iter().product();
        if types > MAX_TYPES {
            return None;
        }
        let mut type_dirs: Vec<Option<[u8; 16]>> = vec![None; types];
        for (v, d) in dirs.iter().enumerate() {
            let t = type_of(&classes, &class_counts, &coords[v * dims..(v + 1) * dims]);
            match &type_dirs[t] {
                Some(known) if known != d => return None,
                Some(_) => {}
                None => type_dirs[t] = Some(*d),
            }
        }
        Some(Frame {
            sides: grid.sides().to_vec(),
            coords,
            neighbours,
            classes,
            class_counts,
            type_dirs: type_dirs
                .into_iter()
                .map(|d| d.unwrap_or([u8::MAX; 16]))
                .collect(),
            max_degree,
        })
    }

    /// The torus's sides.
    pub fn sides(&self) -> &[u32] {
        &self.sides
    }

    /// How many list types the frame tells apart.
    pub fn types(&self) -> usize {
        self.type_dirs.len()
    }

    fn dims(&self) -> usize {
        self.sides.len()
    }

    /// Every vertex in an order whose runs of 64 are compact blocks of
    /// even shifts: along each of the first two axes the walk 0, 2, 4, …
    /// then the odd coordinates; 16 steps of the first walk by 4 of the
    /// second. Measured on T_127×127: blocks 4 columns wide part fewer
    /// lanes at Π's special columns than 8 (2.8 births per vertex and
    /// batch against 3.6), and 2 or 1 column (lanes spread over more
    /// rows) part more at the seam of an odd side.
    pub fn originator_order(&self) -> Vec<Vertex> {
        if odd::chosen(self) {
            return odd::order(self);
        }
        let dims = self.dims();
        let walk_pos: Vec<Vec<u32>> = self
            .sides
            .iter()
            .map(|&side| {
                let mut pos = vec![0u32; side as usize];
                let walk = (0..side).step_by(2).chain((1..side).step_by(2));
                for (i, x) in walk.enumerate() {
                    pos[x as usize] = i as u32;
                }
                pos
            })
            .collect();
        let n = self.coords.len() / dims;
        let mut order: Vec<Vertex> = (0..n as u32).map(Vertex::new).collect();
        order.sort_by_cached_key(|&v| {
            let c = &self.coords[v.index() * dims..(v.index() + 1) * dims];
            let t0 = walk_pos[0][c[0] as usize];
            let t1 = if dims > 1 {
                walk_pos[1][c[1] as usize]
            } else {
                0
            };
            let mut key = [0u32; 16];
            for (a, &x) in c.iter().enumerate().skip(2) {
                key[dims - a] = x;
            }
            key[dims - 1] = t1 / 4;
            key[dims] = t0;
            key[dims + 1] = t1 % 4;
            key
        });
        order
    }
}

fn type_of(classes: &[Vec<u8>], counts: &[usize], c: &[u32]) -> usize {
    let mut t = 0;
    for a in (0..c.len()).rev() {
        t = t * counts[a] + classes[a][c[a] as usize] as usize;
    }
    t
}

/// b^Π(u) for every originator u in `sources`, 64 at a time in translated
/// lanes, calling `progress(done, total)` after each batch. Exact for any
/// sources; fastest in [`Frame::originator_order`]'s runs.
pub fn frame_times(
    frame: &Frame,
    sources: &[Vertex],
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<u32> {
    if odd::chosen(frame) {
        return odd::carried_times(frame, sources, progress);
    }
    let mut run = Run::new(frame);
    by_batches(sources, progress, |chunk, out| run.batch(frame, chunk, out))
}

/// A frame vertex's bits born at one time, all of one list type.
#[derive(Clone, Copy)]
struct Birth {
    at: u32,
    list: u32,
    bits: u64,
}

struct Run {
    /// Per frame vertex: the bits informed and the new bits arriving now,
    /// side by side in one cache line.
    state: Vec<[u64; 2]>,
    touched: Vec<u32>,
    births: Vec<Vec<Birth>>,
    /// Per axis, per frame coordinate, per class: the lanes whose real
    /// coordinate has that class.
    class_lanes: Vec<Vec<u64>>,
    /// Per axis, per frame coordinate: the class times the axis's radix
    /// when every lane sees the same class there, else `u32::MAX`.
    uniform: Vec<Vec<u32>>,
    /// Per frame vertex: the list type every lane has there, or
    /// `u32::MAX` where the lanes' types differ.
    vertex_type: Vec<u32>,
    /// Scratch for `split`: (lanes, type so far).
    parts: Vec<(u64, u32)>,
    next_parts: Vec<(u64, u32)>,
}

impl Run {
    fn new(frame: &Frame) -> Self {
        let n = frame.coords.len() / frame.dims();
        Run {
            state: vec![[0; 2]; n],
            touched: Vec::new(),
            births: vec![Vec::new(); frame.max_degree + 1],
            class_lanes: frame
                .sides
                .iter()
                .zip(&frame.class_counts)
                .map(|(&s, &c)| vec![0; s as usize * c])
                .collect(),
            uniform: frame.sides.iter().map(|&s| vec![0; s as usize]).collect(),
            vertex_type: vec![0; n],
            parts: Vec::new(),
            next_parts: Vec::new(),
        }
    }

    /// Splits `bits` born at frame vertex `at` by the lanes' list types.
    fn split(&mut self, frame: &Frame, at: u32, bits: u64, into: &mut Vec<Birth>) {
        let dims = frame.dims();
        let c = &frame.coords[at as usize * dims..(at as usize + 1) * dims];
        // Mostly the lanes born here see one class on every axis.
        let (mut list, mut radix) = (0u32, 1u32);
        for (axis, &x) in c.iter().enumerate() {
            let count = frame.class_counts[axis];
            let uniform = self.uniform[axis][x as usize];
            if uniform != u32::MAX {
                list += uniform;
            } else {
                let row = &self.class_lanes[axis][x as usize * count..][..count];
                match row.iter().position(|&lanes| bits & !lanes == 0) {
                    Some(class) => list += class as u32 * radix,
                    None => {
                        list = u32::MAX;
                        break;
                    }
                }
            }
            radix *= count as u32;
        }
        if list != u32::MAX {
            into.push(Birth { at, list, bits });
            return;
        }
        let (mut parts, mut next) = (
            core::mem::take(&mut self.parts),
            core::mem::take(&mut self.next_parts),
        );
        parts.clear();
        parts.push((bits, 0u32));
        let mut radix = 1;
        for (axis, &x) in c.iter().enumerate() {
            let count = frame.class_counts[axis];
            if count == 1 {
                continue;
            }
            let row = &self.class_lanes[axis][x as usize * count..][..count];
            next.clear();
            for &(part, ty) in &parts {
                let mut left = part;
                for (class, &lanes) in row.iter().enumerate() {
                    let g = left & lanes;
                    if g != 0 {
                        next.push((g, ty + (class * radix) as u32));
                        left &= !g;
                        if left == 0 {
                            break;
                        }
                    }
                }
            }
            core::mem::swap(&mut parts, &mut next);
            radix *= count;
        }
        into.extend(parts.iter().map(|&(bits, list)| Birth { at, list, bits }));
        (self.parts, self.next_parts) = (parts, next);
    }

    /// Each frame vertex's list type when every lane has the same there.
    fn vertex_types(&mut self, frame: &Frame) {
        let dims = frame.dims();
        for (v, t) in self.vertex_type.iter_mut().enumerate() {
            let c = &frame.coords[v * dims..(v + 1) * dims];
            *t = c
                .iter()
                .zip(&self.uniform)
                .try_fold(0u32, |t, (&x, u)| {
                    u[x as usize].checked_add(t).filter(|&t| t != u32::MAX)
                })
                .unwrap_or(u32::MAX);
        }
    }

    /// Appends each lane's last birth time, or [`UNREACHED`](super::UNREACHED)
    /// for a lane some vertex never heard.
    fn finish(&self, last: &[u32], full: u64, out: &mut Vec<u32>) {
        let mut missing = 0u64;
        for m in &self.state {
            missing |= full & !m[0];
        }
        out.extend(last.iter().enumerate().map(|(bit, &t)| {
            if missing >> bit & 1 == 1 {
                super::UNREACHED
            } else {
                t
            }
        }));
    }

    fn batch(&mut self, frame: &Frame, sources: &[Vertex], out: &mut Vec<u32>) {
        let dims = frame.dims();
        let ring = self.births.len();
        let lanes = sources.len();
        let full = if lanes == 64 {
            u64::MAX
        } else {
            (1u64 << lanes) - 1
        };
        let base = sources[0].index();
        let origin = &frame.coords[base * dims..(base + 1) * dims];
        // Which lanes see which class at each frame coordinate.
        let mut radix = 1u32;
        for axis in 0..dims {
            let side = frame.sides[axis];
            let count = frame.class_counts[axis];
            let table = &mut self.class_lanes[axis];
            table.iter_mut().for_each(|m| *m = 0);
            for (lane, &u) in sources.iter().enumerate() {
                let real = frame.coords[u.index() * dims + axis];
                let shift = (real + side - origin[axis]) % side;
                for x in 0..side {
                    let class = frame.classes[axis][((x + shift) % side) as usize] as usize;
                    table[x as usize * count + class] |= 1 << lane;
                }
            }
            for (x, u) in self.uniform[axis].iter_mut().enumerate() {
                let row = &table[x * count..(x + 1) * count];
                *u = match row.iter().position(|&m| m == full) {
                    Some(class) => class as u32 * radix,
                    None => u32::MAX,
                };
            }
            radix *= count as u32;
        }
        self.vertex_types(frame);
        self.state.iter_mut().for_each(|m| *m = [0; 2]);
        self.births.iter_mut().for_each(Vec::clear);
        self.state[base][0] = full;
        let mut first = Vec::new();
        self.split(frame, base as u32, full, &mut first);
        self.births[0] = first;
        let mut last = [0u32; 64];
        let (mut tau, mut idle) = (0usize, 0usize);
        let two_d = 2 * dims;
        while idle < ring {
            tau += 1;
            // Everything arriving now, merged per receiver. `touched` gets
            // each receiver once, written without a branch: the slot is
            // kept only when the receiver had nothing yet.
            let mut count = 0usize;
            for k in 1..ring.min(tau + 1) {
                let arriving = &self.births[(tau - k) % ring];
                if self.touched.len() < count + arriving.len() {
                    self.touched.resize(count + arriving.len(), 0);
                }
                for b in arriving {
                    let dir = frame.type_dirs[b.list as usize][k - 1];
                    if dir == u8::MAX {
                        continue;
                    }
                    let w = frame.neighbours[b.at as usize * two_d + dir as usize] as usize;
                    let s = &mut self.state[w];
                    let fresh = b.bits & !s[0];
                    self.touched[count] = w as u32;
                    count += usize::from(s[1] == 0 && fresh != 0);
                    s[1] |= fresh;
                }
            }
            self.touched.truncate(count);
            let slot = tau % ring;
            let mut born = core::mem::take(&mut self.births[slot]);
            born.clear();
            let mut seen = 0u64;
            for i in 0..self.touched.len() {
                let w = self.touched[i] as usize;
                let s = &mut self.state[w];
                let new = s[1];
                s[1] = 0;
                s[0] |= new;
                seen |= new;
                match self.vertex_type[w] {
                    u32::MAX => self.split(frame, w as u32, new, &mut born),
                    list => born.push(Birth {
                        at: w as u32,
                        list,
                        bits: new,
                    }),
                }
            }
            idle = if born.is_empty() { idle + 1 } else { 0 };
            self.births[slot] = born;
            while seen != 0 {
                last[seen.trailing_zeros() as usize] = tau as u32;
                seen &= seen - 1;
            }
        }
        self.finish(&last[..lanes], full, out);
    }
}

#[cfg(test)]
mod tests {
    use super::super::{
        Model, OriginatorPlan, arrival, batch_times, broadcast_times, completion, orderings,
        symmetry, tests::shuffled,
    };
    use super::*;

    /// Translated lanes against the plain batches (the method before them)
    /// for every originator, in the lanes' order and in vertex order.
    fn check(grid: &Grid, ord: &Ordering) {
        let frame = Frame::new(ord, grid).expect("a torus ordering by directions");
        let order = frame.originator_order();
        let mut sorted = order.clone();
        sorted.sort_unstable();
        assert!(
            sorted.iter().copied().eq(ord.vertices()),
            "every vertex once"
        );
        let plain = batch_times(ord, &order);
        assert_eq!(
            frame_times(&frame, &order, &mut |_, _| {}),
            plain,
            "{:?}",
            grid.sides()
        );
        let by_vertex: Vec<Vertex> = ord.vertices().collect();
        assert_eq!(
            frame_times(&frame, &by_vertex, &mut |_, _| {}),
            batch_times(ord, &by_vertex),
            "{:?} in vertex order",
            grid.sides()
        );
    }

    #[test]
    fn translated_lanes_equal_plain_batches_on_every_small_torus() {
        for m in 3..=24u32 {
            for n in 3..=24u32 {
                let grid = Grid::torus(&[m, n]).unwrap();
                check(&grid, &orderings::pi(&grid).unwrap());
                check(&grid, &orderings::pi_literal(&grid).unwrap());
            }
        }
        let grid = Grid::torus(&[5, 6, 4]).unwrap();
        check(&grid, &orderings::pi_d(&grid).unwrap());
    }

    /// Seeded random orderings: every vertex may have its own list, so the
    /// frame, which tells at most 64 list types apart, takes tori up to 8 × 8.
    #[test]
    fn translated_lanes_equal_plain_batches_on_seeded_random_orderings() {
        for m in 3..=8u32 {
            for n in 3..=8u32 {
                let grid = Grid::torus(&[m, n]).unwrap();
                for seed in 0..4 {
                    check(&grid, &shuffled(&orderings::pi(&grid).unwrap(), seed));
                }
            }
        }
        let big = Grid::torus(&[16, 16]).unwrap();
        let ord = shuffled(&orderings::pi(&big).unwrap(), 7);
        assert!(Frame::new(&ord, &big).is_none(), "256 types is too many");
    }

    /// The plan uses lanes exactly where no automorphism helps, and its
    /// times are every originator's own Dial run.
    #[test]
    fn the_plan_runs_lanes_without_symmetry_and_matches_single_originators() {
        for m in 3..=24u32 {
            for n in 3..=24u32 {
                let grid = Grid::torus(&[m, n]).unwrap();
                for ord in [
                    orderings::pi(&grid).unwrap(),
                    orderings::pi_literal(&grid).unwrap(),
                ] {
                    let autos = symmetry::grid_automorphisms(&grid, &ord);
                    let plan = OriginatorPlan::new(&ord, &autos, Some(&grid));
                    let without_symmetry = symmetry::orbits(ord.nodes(), &autos)
                        .representatives()
                        .len()
                        == ord.nodes();
                    assert_eq!(plan.lane_sides().is_some(), without_symmetry, "{m}x{n}");
                    let all = broadcast_times(&ord, &autos, Some(&grid));
                    for u in ord.vertices() {
                        let dial = completion(&arrival(&ord, u, Model::NonAdaptive));
                        assert_eq!(all.times[u.index()], dial, "{m}x{n} from {u}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_mesh_or_a_side_of_two_has_no_frame() {
        let mesh = Grid::mesh(&[6, 6]).unwrap();
        assert!(Frame::new(&orderings::dimension_order(&mesh), &mesh).is_none());
        let thin = Grid::torus(&[2, 6]).unwrap();
        assert!(Frame::new(&orderings::dimension_order(&thin), &thin).is_none());
    }
}
