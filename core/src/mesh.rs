//! Time-step-optimal one-port broadcast on d-dimensional meshes and tori with
//! side 2^k (papers 000 and 002): the eyes, the published algorithms and
//! better ones, each as an explicit schedule.
//!
//! All algorithms here recurse on [`Cube`]s: a 2^k cube splits into 2^d
//! subcubes of side 2^(k−1), and a broadcast informs one node of each
//! subcube in d steps before every subcube recurses. Maps over all sources
//! are tables per level, built bottom-up from the level below.
//!
//! - [`eyes`]: a_k and the eyes of every level (Definitions 2, 5 and 7).
//! - [`symmetry`]: the reflections and rotations of a cube.
//! - [`paper`]: Algorithm 1 (2-D) and Algorithm 2 (3-D) as printed, and
//!   their phase-by-phase extension to d ≥ 4; `symmetric` takes the best
//!   image under the cube's symmetries.
//! - [`recursive`]: the exact optimum over all dimension-ordered
//!   subcube-recursive schedules, by L1 distance transforms.
//! - [`exact`]: the optimum over all time-step-optimal one-port schedules,
//!   by a subset DP, for N ≤ 16.
//! - [`closed_form`]: the papers' formulas, kept as checks.
//! - [`dt`]: L1 distance transforms on boxes and rings.

#[cfg(test)]
mod appendix;
pub mod closed_form;
pub mod dt;
pub mod exact;
pub mod eyes;
pub mod paper;
pub mod recursive;
pub mod symmetry;

use core::fmt;

use crate::grid::{Grid, MAX_DIMS};

/// A point of a cube, x first; entries past the cube's dimension are 0.
pub type Point = [u32; MAX_DIMS];

/// Largest k with 2^k sides: 2^10 × 2^10 is the node limit of a grid.
pub const MAX_K: u32 = 10;

/// A d-dimensional cube of side 2^k, the shape every algorithm here
/// recurses on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    /// Number of dimensions, 1..=MAX_DIMS.
    pub d: usize,
    /// log₂ of the side.
    pub k: u32,
}

impl Cube {
    /// Side length 2^k.
    pub fn side(&self) -> u32 {
        1 << self.k
    }

    /// Number of nodes, 2^(dk).
    pub fn len(&self) -> usize {
        1 << (self.d as u32 * self.k)
    }

    /// Whether the cube is a single node (k = 0).
    pub fn is_empty(&self) -> bool {
        self.k == 0
    }

    /// The subcube shape one level down.
    pub fn half(&self) -> Cube {
        Cube {
            d: self.d,
            k: self.k.saturating_sub(1),
        }
    }

    /// Dense index of `p`, x fastest.
    pub fn index(&self, p: &Point) -> usize {
        let mut i = 0usize;
        for axis in (0..self.d).rev() {
            i = (i << self.k) | p[axis] as usize;
        }
        i
    }

    /// The point with dense index `i`.
    pub fn point(&self, mut i: usize) -> Point {
        let mut p = [0; MAX_DIMS];
        let mask = (1usize << self.k) - 1;
        for v in p.iter_mut().take(self.d) {
            *v = (i & mask) as u32;
            i >>= self.k;
        }
        p
    }

    /// The subcube (as a bit per axis: 1 = upper half) that holds `p`.
    pub fn orthant(&self, p: &Point) -> usize {
        let half = self.side() / 2;
        (0..self.d).fold(0, |bits, axis| {
            bits | (usize::from(p[axis] >= half) << axis)
        })
    }

    /// `p` relative to the corner of its subcube.
    pub fn local(&self, p: &Point) -> Point {
        let mask = self.side() / 2 - 1;
        let mut q = *p;
        for v in q.iter_mut().take(self.d) {
            *v &= mask;
        }
        q
    }

    /// The corner of subcube `orthant`.
    pub fn corner(&self, orthant: usize) -> Point {
        let half = self.side() / 2;
        let mut p = [0; MAX_DIMS];
        for (axis, v) in p.iter_mut().enumerate().take(self.d) {
            *v = if orthant >> axis & 1 == 1 { half } else { 0 };
        }
        p
    }

    /// L1 distance between two points of the cube.
    pub fn distance(&self, a: &Point, b: &Point) -> u64 {
        (0..self.d).map(|i| u64::from(a[i].abs_diff(b[i]))).sum()
    }
}

/// Why a mesh algorithm cannot run on a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// The sides must be equal powers of two, 2 ≤ 2^k, with at most 2^20
    /// nodes.
    NotCube,
    /// `exact` searches all schedules, so N must be a power of two ≤ 16.
    TooLargeForExact,
    /// The work of `recursive` for this dimension and size is above its
    /// limit; the field is the largest k allowed.
    TooLargeForRecursive { max_k: u32 },
}

impl Unsupported {
    /// A stable identifier (the JSON's error `kind`).
    pub const fn kind(&self) -> &'static str {
        match self {
            Unsupported::NotCube => "not_cube",
            Unsupported::TooLargeForExact | Unsupported::TooLargeForRecursive { .. } => "too_large",
        }
    }
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unsupported::NotCube => f.write_str(
                "the mesh algorithms need equal sides 2^k (2 <= 2^k) in 1 to 6 dimensions",
            ),
            Unsupported::TooLargeForExact => {
                f.write_str("exact searches every schedule, so it needs 2, 4, 8 or 16 nodes")
            }
            Unsupported::TooLargeForRecursive { max_k } => write!(
                f,
                "recursive in this dimension is limited to side 2^{max_k} = {}",
                1u32 << max_k
            ),
        }
    }
}

impl core::error::Error for Unsupported {}

/// The cube a grid is, if its sides are all 2^k with k ≥ 1.
pub fn cube_of(grid: &Grid) -> Result<Cube, Unsupported> {
    let sides = grid.sides();
    let side = sides[0];
    if sides.iter().any(|&s| s != side) || !side.is_power_of_two() || side < 2 {
        return Err(Unsupported::NotCube);
    }
    let k = side.trailing_zeros();
    if k > MAX_K {
        return Err(Unsupported::NotCube);
    }
    Ok(Cube { d: grid.dims(), k })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::NodeId;

    #[test]
    fn cube_indices_match_grid_ids() {
        let g = Grid::mesh(&[8, 8, 8]).unwrap();
        let c = cube_of(&g).unwrap();
        assert_eq!(c, Cube { d: 3, k: 3 });
        for i in 0..c.len() {
            let p = c.point(i);
            assert_eq!(c.index(&p), i);
            assert_eq!(&*g.coords(NodeId::new(i)), &p[..3]);
        }
    }

    #[test]
    fn orthant_local_and_corner_reassemble_a_point() {
        let c = Cube { d: 3, k: 2 };
        for i in 0..c.len() {
            let p = c.point(i);
            let corner = c.corner(c.orthant(&p));
            let local = c.local(&p);
            for axis in 0..3 {
                assert_eq!(corner[axis] + local[axis], p[axis]);
            }
        }
    }

    #[test]
    fn only_cubes_of_side_2k_are_accepted() {
        assert!(cube_of(&Grid::mesh(&[8, 4]).unwrap()).is_err());
        assert!(cube_of(&Grid::mesh(&[6, 6]).unwrap()).is_err());
        assert!(cube_of(&Grid::mesh(&[1]).unwrap()).is_err());
        assert_eq!(
            cube_of(&Grid::torus(&[4, 4, 4, 4]).unwrap()),
            Ok(Cube { d: 4, k: 2 })
        );
        assert_eq!(cube_of(&Grid::mesh(&[2]).unwrap()), Ok(Cube { d: 1, k: 1 }));
    }
}
