//! Algorithm 1 of paper 000, exactly as printed, on a 2^k × 2^k mesh.
//!
//! In a region of side 2^j whose message sits at holder S:
//! 1. rotate the region until S lies in its upper-left quadrant;
//! 2. step 1: S sends to the upper-right eye E_j(2);
//! 3. step 2: S sends to the lower-left eye E_j(3), or to E_(j−1)(1) (the
//!    upper-left eye of the lower-left quadrant) when that one is closer, and
//!    E_j(2) sends to the lower-right eye E_j(4);
//! 4. each quadrant recurses from the node that holds the message.
//!
//! [`schedule`] emits every message, so the TCD is recounted by
//! [`crate::schedule::validate`]. [`tcd_map`] evaluates the same plan for every
//! source at once: a region's cost is its first two steps plus four table
//! look-ups at the level below, O(N) for all N sources. [`closed_form_tcd`] is
//! the paper's Eqs. (3)–(7), kept as an independent check.

use alloc::vec;
use alloc::vec::Vec;

use super::eyes::{eye_offset, eye_square_side};
use crate::grid::{Coords, Grid, NodeId};
use crate::schedule::{AxisOrder, Message, Schedule};

/// Largest k this module accepts: 2^10 × 2^10 is the node limit of a grid.
pub const MAX_K: u32 = 10;

/// A point inside a region, in region-local coordinates (x right, y down).
type Point = (u32, u32);

/// The rotation that brings a quadrant to the upper-left (paper 000: "rotate
/// the mesh, if necessary, until the source node S is in the upper-left
/// submesh"). Exactly one of the four rotations does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    /// Already upper-left.
    None,
    /// Upper-right quadrant: a quarter turn anticlockwise.
    Anticlockwise,
    /// Lower-left quadrant: a quarter turn clockwise.
    Clockwise,
    /// Lower-right quadrant: a half turn.
    Half,
}

impl Turn {
    fn for_point(side: u32, (x, y): Point) -> Turn {
        let half = side / 2;
        match (x >= half, y >= half) {
            (false, false) => Turn::None,
            (true, false) => Turn::Anticlockwise,
            (false, true) => Turn::Clockwise,
            (true, true) => Turn::Half,
        }
    }

    /// Maps a point of the original region into the rotated one.
    fn apply(self, side: u32, (x, y): Point) -> Point {
        let m = side - 1;
        match self {
            Turn::None => (x, y),
            Turn::Anticlockwise => (y, m - x),
            Turn::Clockwise => (m - y, x),
            Turn::Half => (m - x, m - y),
        }
    }

    /// Maps a point of the rotated region back.
    fn undo(self, side: u32, p: Point) -> Point {
        match self {
            Turn::Anticlockwise => Turn::Clockwise.apply(side, p),
            Turn::Clockwise => Turn::Anticlockwise.apply(side, p),
            other => other.apply(side, p),
        }
    }
}

fn l1((ax, ay): Point, (bx, by): Point) -> u64 {
    u64::from(ax.abs_diff(bx) + ay.abs_diff(by))
}

/// The first two steps of Algorithm 1 in a region of side 2^k (k ≥ 1) whose
/// message is at `holder`, in the region's own (unrotated) coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstSteps {
    /// Step 1, holder → `first` (E_k(2) after rotation).
    pub first: Point,
    /// Step 2, holder → `second` (E_k(3), or E_(k−1)(1) of the lower-left
    /// quadrant when it is closer).
    pub second: Point,
    /// Step 2, `first` → `third` (E_k(4)).
    pub third: Point,
}

/// Plans the first two steps of Algorithm 1; see [`FirstSteps`].
///
/// # Panics
/// If k is 0 or above [`MAX_K`], or `holder` is outside the region.
pub fn first_steps(k: u32, holder: Point) -> FirstSteps {
    assert!((1..=MAX_K).contains(&k), "k = {k} outside 1..={MAX_K}");
    let side = 1u32 << k;
    assert!(
        holder.0 < side && holder.1 < side,
        "holder outside the region"
    );
    let turn = Turn::for_point(side, holder);
    let (sx, _) = turn.apply(side, holder);
    let a = eye_square_side(k).expect("k >= 1");
    let e = eye_offset(k).expect("k >= 1");
    let upper_right = (e + a, e);
    let lower_right = (e + a, e + a);
    let lower_left = (e, e + a);
    // E_(k−1)(1) of the lower-left quadrant sits a_(k−1) left of E_k(3), on
    // the same row, so only the x distance decides. a_(k−1) is odd, so there
    // are no ties.
    let second = match eye_square_side(k - 1) {
        Some(a_below) if sx.abs_diff(e - a_below) < sx.abs_diff(e) => (e - a_below, e + a),
        _ => lower_left,
    };
    FirstSteps {
        first: turn.undo(side, upper_right),
        second: turn.undo(side, second),
        third: turn.undo(side, lower_right),
    }
}

/// Why Algorithm 1 cannot run on a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// It is defined for 2-D meshes only.
    NotTwoDimensionalMesh,
    /// The sides must be equal powers of two, 2 ≤ 2^k ≤ 2^MAX_K.
    NotSquarePowerOfTwo,
}

impl core::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Unsupported::NotTwoDimensionalMesh => {
                f.write_str("Algorithm 1 is defined on 2-D meshes")
            }
            Unsupported::NotSquarePowerOfTwo => write!(
                f,
                "Algorithm 1 needs a square 2^k x 2^k mesh with 1 <= k <= {MAX_K}"
            ),
        }
    }
}

impl core::error::Error for Unsupported {}

/// k for a 2^k × 2^k mesh that Algorithm 1 runs on.
pub fn level_of(grid: &Grid) -> Result<u32, Unsupported> {
    let &[x, y] = grid.sides() else {
        return Err(Unsupported::NotTwoDimensionalMesh);
    };
    if grid.is_torus() {
        return Err(Unsupported::NotTwoDimensionalMesh);
    }
    if x != y || !x.is_power_of_two() || x < 2 || x.trailing_zeros() > MAX_K {
        return Err(Unsupported::NotSquarePowerOfTwo);
    }
    Ok(x.trailing_zeros())
}

/// The full schedule of Algorithm 1 from `source` on `grid`, with XY routes.
pub fn schedule(grid: &Grid, source: NodeId) -> Result<Schedule, Unsupported> {
    let k = level_of(grid)?;
    let c = grid.coords(source);
    let mut messages = Vec::with_capacity(grid.node_count().saturating_sub(1));
    let mut emit = Emitter {
        grid,
        messages: &mut messages,
    };
    emit.region(k, (0, 0), (c[0], c[1]), 0);
    Ok(Schedule {
        source,
        steps: 2 * k,
        messages,
    })
}

struct Emitter<'a> {
    grid: &'a Grid,
    messages: &'a mut Vec<Message>,
}

impl Emitter<'_> {
    fn node(&self, origin: Point, (x, y): Point) -> NodeId {
        self.grid
            .node(&Coords::xy(origin.0 + x, origin.1 + y))
            .expect("plans stay inside the mesh")
    }

    fn send(&mut self, step: u32, origin: Point, from: Point, to: Point) {
        let message = Message {
            step,
            from: self.node(origin, from),
            to: self.node(origin, to),
            route: AxisOrder::DIMENSION_ORDER,
        };
        self.messages.push(message);
    }

    /// Broadcasts in the region of side 2^k at `origin`, whose message is at
    /// the local point `holder` after step `before`.
    fn region(&mut self, k: u32, origin: Point, holder: Point, before: u32) {
        if k == 0 {
            return;
        }
        let plan = first_steps(k, holder);
        self.send(before + 1, origin, holder, plan.first);
        self.send(before + 2, origin, holder, plan.second);
        self.send(before + 2, origin, plan.first, plan.third);
        let half = 1u32 << (k - 1);
        for p in [holder, plan.first, plan.second, plan.third] {
            let quadrant = (p.0 / half * half, p.1 / half * half);
            let sub_origin = (origin.0 + quadrant.0, origin.1 + quadrant.1);
            self.region(k - 1, sub_origin, (p.0 % half, p.1 % half), before + 2);
        }
    }
}

/// The TCD of Algorithm 1 from every source of a 2^k × 2^k mesh, x fastest.
///
/// Level by level: a region's TCD from holder S is the length of its three
/// first-step messages plus the TCD of each quadrant from the node that holds
/// the message there, which the level below already tabulated.
pub fn tcd_map(k: u32) -> Vec<u64> {
    assert!(k <= MAX_K, "k = {k} above {MAX_K}");
    let mut below = vec![0u64];
    for j in 1..=k {
        let side = 1u32 << j;
        let half = side / 2;
        let index_below = |(x, y): Point| ((x % half) + half * (y % half)) as usize;
        let mut table = Vec::with_capacity((side * side) as usize);
        for y in 0..side {
            for x in 0..side {
                let s = (x, y);
                let p = first_steps(j, s);
                let steps = l1(s, p.first) + l1(s, p.second) + l1(p.first, p.third);
                let rest: u64 = [s, p.first, p.second, p.third]
                    .into_iter()
                    .map(|q| below[index_below(q)])
                    .sum();
                table.push(steps + rest);
            }
        }
        below = table;
    }
    below
}

/// D_k(E_k) by Eq. (3): D_1 = 3, D_k = 3·a_k + 4·D_(k−1).
pub fn eye_tcd(k: u32) -> Option<u64> {
    if k == 0 || k > MAX_K {
        return None;
    }
    let mut d = 3u64;
    for j in 2..=k {
        d = 3 * u64::from(eye_square_side(j)?) + 4 * d;
    }
    Some(d)
}

/// f_k(u_k, v_k) of Eq. (5), for a source at `p` in a 2^k region.
///
/// (u, v) is the offset of the rotated source from E_k(1), positive away from
/// the centre. The printed regions (i)–(vi) bound u and v above by
/// 2^(k−1) − 1 − a_k/2, which leaves out the outer row and column of the
/// quadrant; here they run to the edge (see `docs/errata.md`).
fn region_excess(k: u32, p: Point) -> u64 {
    let side = 1u32 << k;
    let (x, y) = Turn::for_point(side, p).apply(side, p);
    let e = i64::from(eye_offset(k).expect("k >= 1"));
    let a_below = i64::from(eye_square_side(k - 1).expect("k >= 2"));
    let (u, v) = (e - i64::from(x), e - i64::from(y));
    // 2u ≤ a_(k−1) ⇔ u ≤ a_(k−1)/2, kept integral.
    let f = match (u <= 0, 2 * u <= a_below, v <= 0) {
        (true, _, true) => 0,                                     // (i)
        (true, _, false) => 2 * v,                                // (ii)
        (false, true, true) => 2 * u,                             // (iii)
        (false, true, false) => 2 * u + 2 * v,                    // (iv)
        (false, false, true) => u + (u - a_below).abs(),          // (v)
        (false, false, false) => u + (u - a_below).abs() + 2 * v, // (vi)
    };
    u64::try_from(f).expect("f_k >= 0 (Eq. (6))")
}

/// D_k(S) by the paper's closed form, Eq. (7): Σ_(i=2..k) f_i(S) + D_k(E_k),
/// with f_i evaluated in the level-i submesh that contains S.
pub fn closed_form_tcd(k: u32, (x, y): Point) -> Option<u64> {
    let side = 1u32.checked_shl(k)?;
    if k == 0 || k > MAX_K || x >= side || y >= side {
        return None;
    }
    let excess: u64 = (2..=k)
        .map(|i| {
            let mask = (1u32 << i) - 1;
            region_excess(i, (x & mask, y & mask))
        })
        .sum();
    Some(excess + eye_tcd(k)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::validate;

    fn mesh(k: u32) -> Grid {
        Grid::mesh(&[1 << k, 1 << k]).unwrap()
    }

    fn simulated(k: u32, x: u32, y: u32) -> u64 {
        let g = mesh(k);
        let s = schedule(&g, g.node(&[x, y]).unwrap()).unwrap();
        let v = validate(&g, &s);
        assert!(v.is_valid(), "k={k} ({x},{y}): {:?}", v.violation);
        v.tcd
    }

    #[test]
    fn eye_tcd_reproduces_the_printed_optima() {
        // Paper 000: MD_k(E_k) for k = 1..5 is 3, 15, 69, 291, 1197.
        let printed = [3, 15, 69, 291, 1197];
        for (k, &want) in (1..).zip(printed.iter()) {
            let (ex, ey) = super::super::eyes::eyes(k).unwrap()[0];
            assert_eq!(simulated(k, ex, ey), want, "schedule, k = {k}");
            assert_eq!(eye_tcd(k), Some(want), "Eq. (3), k = {k}");
        }
    }

    #[test]
    fn corner_tcd_reproduces_eq8_and_eq9() {
        // Paper 000 prints MD_k(0,0) = 3, 18, 79, 318 for k = 1..4, and
        // Eq. (9): 6/5·4^k + 4/3·2^k − 2k − (−1)^k/30 − 5/2.
        for k in 1..=MAX_K {
            let times_30 = 36 * (1i64 << (2 * k)) + 40 * (1i64 << k)
                - 60 * i64::from(k)
                - if k % 2 == 0 { 1 } else { -1 }
                - 75;
            assert_eq!(times_30 % 30, 0);
            let eq9 = (times_30 / 30) as u64;
            assert_eq!(tcd_map(k)[0], eq9, "k = {k}");
            if k <= 6 {
                assert_eq!(simulated(k, 0, 0), eq9, "k = {k}");
            }
        }
        let printed = [3, 18, 79, 318];
        for (k, &want) in (1..).zip(printed.iter()) {
            assert_eq!(simulated(k, 0, 0), want);
        }
    }

    #[test]
    fn literal_algorithm_on_4x4_gives_17_and_16() {
        // Paper 002 prints 17 at (1,0) and 16 at (0,1) for Algorithm 1.
        assert_eq!(simulated(2, 1, 0), 17);
        assert_eq!(simulated(2, 0, 1), 16);
    }

    #[test]
    fn map_equals_every_simulated_schedule_and_the_closed_form() {
        for k in 1..=5 {
            let map = tcd_map(k);
            let side = 1u32 << k;
            for y in 0..side {
                for x in 0..side {
                    let i = (x + side * y) as usize;
                    assert_eq!(map[i], simulated(k, x, y), "k={k} ({x},{y})");
                    assert_eq!(Some(map[i]), closed_form_tcd(k, (x, y)), "k={k} ({x},{y})");
                }
            }
        }
    }

    #[test]
    fn closed_form_matches_map_on_large_meshes() {
        for k in 6..=9 {
            let map = tcd_map(k);
            let side = 1u32 << k;
            for (i, &d) in map.iter().enumerate() {
                let (x, y) = (i as u32 % side, i as u32 / side);
                assert_eq!(Some(d), closed_form_tcd(k, (x, y)), "k={k} ({x},{y})");
            }
        }
    }

    #[test]
    fn map_is_invariant_under_quarter_turns() {
        // The algorithm rotates every source into the upper-left quadrant, so
        // rotating the source by a quarter turn cannot change its TCD.
        for k in 1..=7 {
            let map = tcd_map(k);
            let side = 1u32 << k;
            for y in 0..side {
                for x in 0..side {
                    let (rx, ry) = (side - 1 - y, x);
                    assert_eq!(map[(x + side * y) as usize], map[(rx + side * ry) as usize]);
                }
            }
        }
    }

    #[test]
    fn schedules_are_contention_free_with_xy_routes() {
        for k in 1..=4 {
            let g = mesh(k);
            for s in 0..g.node_count() {
                let v = validate(&g, &schedule(&g, NodeId::new(s)).unwrap());
                assert!(v.contention_free, "k={k} source {s}");
                assert_eq!(v.messages, g.node_count() - 1);
            }
        }
    }

    #[test]
    fn eyes_are_the_minimum_of_the_map() {
        // Theorem 1: among sources using Algorithm 1, eyes give the least TCD.
        for k in 1..=8 {
            let map = tcd_map(k);
            let min = *map.iter().min().unwrap();
            assert_eq!(Some(min), eye_tcd(k));
            let side = 1u32 << k;
            for (x, y) in super::super::eyes::eyes(k).unwrap() {
                assert_eq!(map[(x + side * y) as usize], min);
            }
        }
    }

    #[test]
    fn unsupported_grids_are_refused() {
        let refuse = |g: Grid| level_of(&g).err();
        assert_eq!(
            refuse(Grid::mesh(&[8, 4]).unwrap()),
            Some(Unsupported::NotSquarePowerOfTwo)
        );
        assert_eq!(
            refuse(Grid::mesh(&[6, 6]).unwrap()),
            Some(Unsupported::NotSquarePowerOfTwo)
        );
        assert_eq!(
            refuse(Grid::mesh(&[8, 8, 8]).unwrap()),
            Some(Unsupported::NotTwoDimensionalMesh)
        );
        assert_eq!(
            refuse(Grid::torus(&[8, 8]).unwrap()),
            Some(Unsupported::NotTwoDimensionalMesh)
        );
        assert_eq!(
            refuse(Grid::mesh(&[1, 1]).unwrap()),
            Some(Unsupported::NotSquarePowerOfTwo)
        );
    }
}
