//! Eyes of a d-dimensional 2^k mesh (paper 000, Definitions 2, 3 and 5;
//! paper 002, Definitions 2, 3 and 7).
//!
//! All 2^d nodes of a unit cube (side 2) are eyes. The eyes of a 2^k cube are
//! the 2^d eyes of its subcubes that lie closest to its centre. They form a
//! cube of side a_k, with a_1 = 1 and a_k = 2^(k−1) − a_(k−1) (Eq. (1)), the
//! same in every dimension (002, Eq. (4)).

use alloc::vec::Vec;

use super::{Cube, Point};

/// a_k, the side of the eye-square of a 2^k × 2^k mesh, from the recurrence
/// of Eq. (1). `None` for k = 0 (a single node has no eye-square) and for
/// k > 31.
pub fn eye_square_side(k: u32) -> Option<u32> {
    if k == 0 || k > 31 {
        return None;
    }
    let mut a = 1u32;
    for j in 2..=k {
        a = (1u32 << (j - 1)) - a;
    }
    Some(a)
}

/// The coordinate of the upper-left eye E_k(1) along either axis: the
/// eye-square is centred, so it is (2^k − 1 − a_k) / 2.
pub fn eye_offset(k: u32) -> Option<u32> {
    let a = eye_square_side(k)?;
    Some(((1u32 << k) - 1 - a) / 2)
}

/// The two coordinates an eye can have along any axis of a 2^k cube:
/// e_k and e_k + a_k.
pub fn eye_coordinates(k: u32) -> Option<[u32; 2]> {
    let e = eye_offset(k)?;
    Some([e, e + eye_square_side(k)?])
}

/// The 2^d eyes of `cube`; eye `i` is high on axis `j` when bit `j` of `i`
/// is set.
pub fn eyes_of(cube: Cube) -> Vec<Point> {
    let Some([low, high]) = eye_coordinates(cube.k) else {
        return Vec::new();
    };
    (0..1usize << cube.d)
        .map(|i| {
            let mut p = [0; crate::grid::MAX_DIMS];
            for (axis, v) in p.iter_mut().enumerate().take(cube.d) {
                *v = if i >> axis & 1 == 1 { high } else { low };
            }
            p
        })
        .collect()
}

/// Whether `p` is one of the 2^d eyes of `cube`.
pub fn is_eye(cube: Cube, p: &Point) -> bool {
    eye_coordinates(cube.k).is_some_and(|c| p[..cube.d].iter().all(|v| c.contains(v)))
}

/// The four eyes E_k(1..4) of a 2^k × 2^k mesh as (x, y): upper-left,
/// upper-right, lower-left, lower-right.
pub fn eyes(k: u32) -> Option<[(u32, u32); 4]> {
    let a = eye_square_side(k)?;
    let e = eye_offset(k)?;
    Some([(e, e), (e + a, e), (e, e + a), (e + a, e + a)])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evidence: exhaustive, k = 1..31.
    #[test]
    fn recurrence_matches_closed_form_eq2() {
        // Eq. (2): a_k = (2^k − (−1)^k) / 3.
        for k in 1..=31u32 {
            let closed = ((1i64 << k) - if k % 2 == 0 { 1 } else { -1 }) / 3;
            assert_eq!(i64::from(eye_square_side(k).unwrap()), closed, "k = {k}");
        }
        assert_eq!(eye_square_side(0), None);
    }

    /// Evidence: exhaustive, k = 2..12.
    #[test]
    fn eyes_are_the_quadrant_eyes_closest_to_the_centre() {
        // Definition 2, checked directly: among the 16 eyes of the four
        // quadrants, the four closest to the centre (2^k − 1)/2 are E_k.
        for k in 2..=12u32 {
            let half = 1u32 << (k - 1);
            let sub = eyes(k - 1).unwrap();
            let mut candidates: alloc::vec::Vec<(u32, (u32, u32))> = alloc::vec::Vec::new();
            for (qx, qy) in [(0, 0), (half, 0), (0, half), (half, half)] {
                for &(x, y) in &sub {
                    let (x, y) = (qx + x, qy + y);
                    // twice the L1 distance to the centre, to stay integral
                    let c = (1u32 << k) - 1;
                    let d = (2 * x).abs_diff(c) + (2 * y).abs_diff(c);
                    candidates.push((d, (x, y)));
                }
            }
            candidates.sort();
            let mut closest: alloc::vec::Vec<_> = candidates[..4].iter().map(|&(_, p)| p).collect();
            assert!(candidates[3].0 < candidates[4].0, "unique closest four");
            closest.sort();
            let mut ours = eyes(k).unwrap().to_vec();
            ours.sort();
            assert_eq!(closest, ours, "k = {k}");
        }
    }

    /// Evidence: exhaustive, every node of every 2^k × 2^k mesh, k = 1..8.
    #[test]
    fn nodes_are_eyes_of_several_submeshes() {
        // Paper 000 (after Algorithm 1) says each node is an eye of exactly one
        // submesh. Counting the pairs (node, aligned 2^j submesh holding it)
        // where the node is one of that submesh's eyes gives
        // Σ_j 4·4^(k−j) = 4·(4^k − 1)/3 pairs for 4^k nodes: every node is an
        // eye of its 2×2 unit submesh, and the eyes of larger submeshes are
        // counted again. See docs/errata.md.
        for k in 1..=8u32 {
            let n = 1u32 << k;
            let mut pairs = 0u64;
            for y in 0..n {
                for x in 0..n {
                    let levels = (1..=k)
                        .filter(|&j| {
                            let mask = (1u32 << j) - 1;
                            eyes(j).unwrap().contains(&(x & mask, y & mask))
                        })
                        .count();
                    assert!(levels >= 1, "({x}, {y}) is an eye of its unit submesh");
                    pairs += levels as u64;
                }
            }
            assert_eq!(pairs, 4 * ((1u64 << (2 * k)) - 1) / 3, "k = {k}");
        }
    }

    /// Evidence: exhaustive, every node of every 2^k cube for d = 1..4 with
    /// k up to 8, 5, 4 and 3.
    #[test]
    fn nodes_are_eyes_of_several_subcubes_in_every_dimension() {
        // 002 repeats "each node is an eye of exactly one submesh" for 3-D.
        // With 2^d eyes in each aligned 2^j subcube (Definition 7), the
        // (node, subcube) eye pairs of a 2^k cube number Σ_j 2^d·2^(d(k−j))
        // = 2^d·(2^(dk) − 1)/(2^d − 1) for 2^(dk) nodes: every node is an
        // eye of its unit subcube, and larger subcubes' eyes count again.
        for (d, top) in [(1usize, 8u32), (2, 5), (3, 4), (4, 3)] {
            for k in 1..=top {
                let cube = Cube { d, k };
                let (mut pairs, mut several) = (0u64, 0u64);
                for i in 0..1usize << (d as u32 * k) {
                    let p = cube.point(i);
                    let levels = (1..=k)
                        .filter(|&j| {
                            let mut local = p;
                            for v in local.iter_mut().take(d) {
                                *v &= (1u32 << j) - 1;
                            }
                            is_eye(Cube { d, k: j }, &local)
                        })
                        .count() as u64;
                    assert!(levels >= 1, "d={d} k={k} {p:?}: an eye of its unit subcube");
                    pairs += levels;
                    several += u64::from(levels > 1);
                }
                let corners = 1u64 << d;
                assert_eq!(
                    pairs,
                    corners * ((1u64 << (d as u32 * k)) - 1) / (corners - 1),
                    "d={d} k={k}"
                );
                // From k = 2 on, the eyes of the whole cube are eyes twice.
                assert_eq!(several > 0, k >= 2, "d={d} k={k}");
            }
        }
    }

    /// Evidence: exhaustive, d = 1..4 with 2 ≤ k ≤ min(6, 12/d).
    #[test]
    fn d_dimensional_eyes_are_the_subcube_eyes_closest_to_the_centre() {
        // Definition 7 of 002, checked directly in 1-D to 4-D.
        for d in 1..=4usize {
            for k in 2..=(12 / d as u32).min(6) {
                let cube = Cube { d, k };
                let half = cube.half();
                let centre2 = (1u32 << k) - 1; // twice the centre coordinate
                let mut candidates: Vec<(u32, Point)> = Vec::new();
                for orthant in 0..1usize << d {
                    let corner = cube.corner(orthant);
                    for e in eyes_of(half) {
                        let mut p = e;
                        for axis in 0..d {
                            p[axis] += corner[axis];
                        }
                        let dist = (0..d).map(|a| (2 * p[a]).abs_diff(centre2)).sum();
                        candidates.push((dist, p));
                    }
                }
                candidates.sort();
                let n = 1usize << d;
                assert!(candidates[n - 1].0 < candidates[n].0, "d={d} k={k}");
                let mut closest: Vec<Point> = candidates[..n].iter().map(|c| c.1).collect();
                closest.sort();
                let mut ours = eyes_of(cube);
                ours.sort();
                assert_eq!(closest, ours, "d={d} k={k}");
                assert!(ours.iter().all(|p| is_eye(cube, p)));
            }
        }
    }

    /// Evidence: chosen sizes, the 4 × 4 × 4 and 8 × 8 × 8 lists 002 prints.
    #[test]
    fn three_d_eyes_match_the_coordinates_002_prints() {
        // 002 lists the eyes of the 4x4x4 and 8x8x8 meshes.
        let printed_4: [[u32; 3]; 8] = [
            [1, 1, 1],
            [2, 1, 1],
            [1, 1, 2],
            [2, 1, 2],
            [1, 2, 1],
            [2, 2, 1],
            [1, 2, 2],
            [2, 2, 2],
        ];
        let printed_8: [[u32; 3]; 8] = [
            [2, 2, 2],
            [5, 2, 2],
            [2, 2, 5],
            [5, 2, 5],
            [2, 5, 2],
            [5, 5, 2],
            [2, 5, 5],
            [5, 5, 5],
        ];
        for (k, printed) in [(2, printed_4), (3, printed_8)] {
            let cube = Cube { d: 3, k };
            for p in printed {
                assert!(is_eye(cube, &[p[0], p[1], p[2], 0, 0, 0]), "{p:?}");
            }
            assert_eq!(eyes_of(cube).len(), 8);
        }
    }
}
