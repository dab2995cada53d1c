//! Symmetries of a d-dimensional cube: signed permutations of the axes.
//!
//! A [`Transform`] maps a point p of a cube of side n to q with
//! q[i] = p[perm[i]], or n − 1 − p[perm[i]] when axis i is flipped. The
//! 2^d · d! transforms are the cube's reflections and rotations; the
//! rotations are those of determinant +1.

use alloc::vec::Vec;

use super::Point;
use crate::grid::MAX_DIMS;

/// A symmetry of a cube; see the module doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transform {
    perm: [u8; MAX_DIMS],
    flips: u8,
    d: u8,
}

impl Transform {
    /// The identity on d dimensions.
    pub fn identity(d: usize) -> Self {
        Transform {
            perm: [0, 1, 2, 3, 4, 5],
            flips: 0,
            d: d as u8,
        }
    }

    /// q[i] = p[perm[i]], flipped where bit i of `flips` is set. `None` if
    /// `perm` is not a permutation of 0..d.
    pub fn new(perm: &[u8], flips: u8) -> Option<Self> {
        let d = perm.len();
        if d == 0 || d > MAX_DIMS || flips >> d != 0 {
            return None;
        }
        let mut seen = 0u8;
        let mut out = Transform::identity(d);
        for (slot, &a) in out.perm.iter_mut().zip(perm) {
            if usize::from(a) >= d || seen >> a & 1 == 1 {
                return None;
            }
            seen |= 1 << a;
            *slot = a;
        }
        out.flips = flips;
        Some(out)
    }

    /// Flips the axes whose bits are set, keeping their order.
    pub fn reflection(d: usize, flips: u8) -> Self {
        let mut t = Transform::identity(d);
        t.flips = flips & ((1u16 << d) - 1) as u8;
        t
    }

    /// Number of dimensions.
    pub fn dims(&self) -> usize {
        usize::from(self.d)
    }

    /// The source axis of output axis `i`.
    pub fn source_axis(&self, i: usize) -> usize {
        usize::from(self.perm[i])
    }

    /// Applies the transform to a point of a cube of side `side`.
    pub fn apply(&self, side: u32, p: &Point) -> Point {
        let mut q = [0; MAX_DIMS];
        for (i, v) in q.iter_mut().enumerate().take(self.dims()) {
            let x = p[usize::from(self.perm[i])];
            *v = if self.flips >> i & 1 == 1 {
                side - 1 - x
            } else {
                x
            };
        }
        q
    }

    /// The transform that undoes this one.
    pub fn inverse(&self) -> Self {
        let mut inv = Transform::identity(self.dims());
        for i in 0..self.dims() {
            let src = usize::from(self.perm[i]);
            inv.perm[src] = i as u8;
            inv.flips |= (self.flips >> i & 1) << src;
        }
        inv
    }

    /// `self ∘ other`: apply `other`, then `self`.
    pub fn then_after(&self, other: &Transform) -> Self {
        let mut out = Transform::identity(self.dims());
        for i in 0..self.dims() {
            let via = usize::from(self.perm[i]);
            out.perm[i] = other.perm[via];
            out.flips |= (((self.flips >> i) ^ (other.flips >> via)) & 1) << i;
        }
        out
    }

    /// Whether it preserves orientation (a rotation, not a reflection).
    pub fn is_rotation(&self) -> bool {
        let d = self.dims();
        let mut inversions = 0;
        for i in 0..d {
            for j in i + 1..d {
                inversions += usize::from(self.perm[i] > self.perm[j]);
            }
        }
        (inversions + self.flips.count_ones() as usize).is_multiple_of(2)
    }
}

/// The d! orders of the axes 0..d, identity first.
fn axis_orders(d: usize) -> Vec<Vec<u8>> {
    let axes: Vec<u8> = (0..d as u8).collect();
    crate::permutations::of(&axes)
}

/// The d! permutations of the axes (no flips), identity first.
pub fn permutations(d: usize) -> Vec<Transform> {
    axis_orders(d)
        .into_iter()
        .filter_map(|p| Transform::new(&p, 0))
        .collect()
}

/// All 2^d · d! symmetries of the cube, identity first.
pub fn all(d: usize) -> Vec<Transform> {
    let mut out = Vec::new();
    for p in axis_orders(d) {
        for flips in 0..1u16 << d {
            out.extend(Transform::new(&p, flips as u8));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mesh::Cube;

    #[test]
    fn group_sizes_and_rotations() {
        // The hyperoctahedral group has 2^d·d! elements, half of them rotations.
        for (d, size) in [(1, 2), (2, 8), (3, 48), (4, 384)] {
            let g = all(d);
            assert_eq!(g.len(), size);
            assert_eq!(g.iter().filter(|t| t.is_rotation()).count(), size / 2);
            assert_eq!(g[0], Transform::identity(d));
        }
        assert_eq!(permutations(3).len(), 6);
    }

    #[test]
    fn inverse_and_composition_act_on_points() {
        let cube = Cube { d: 3, k: 2 };
        let g = all(3);
        for a in &g {
            for b in g.iter().step_by(7) {
                for i in 0..cube.len() {
                    let p = cube.point(i);
                    let side = cube.side();
                    assert_eq!(a.inverse().apply(side, &a.apply(side, &p)), p);
                    assert_eq!(
                        a.then_after(b).apply(side, &p),
                        a.apply(side, &b.apply(side, &p))
                    );
                }
            }
        }
    }

    #[test]
    fn transforms_preserve_distances() {
        let cube = Cube { d: 3, k: 2 };
        for t in all(3) {
            for i in (0..cube.len()).step_by(5) {
                for j in (0..cube.len()).step_by(3) {
                    let (p, q) = (cube.point(i), cube.point(j));
                    let side = cube.side();
                    assert_eq!(
                        cube.distance(&t.apply(side, &p), &t.apply(side, &q)),
                        cube.distance(&p, &q)
                    );
                }
            }
        }
    }

    #[test]
    fn quarter_turn_is_a_rotation_and_a_mirror_is_not() {
        assert!(Transform::new(&[1, 0], 0b10).unwrap().is_rotation());
        assert!(!Transform::new(&[1, 0], 0).unwrap().is_rotation());
        assert!(!Transform::reflection(2, 0b01).is_rotation());
    }
}
