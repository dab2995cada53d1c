//! Eyes of a 2^k × 2^k mesh (paper 000, Definitions 2 and 3).
//!
//! All four nodes of a 2×2 mesh are eyes. The eyes of a 2^k mesh are the four
//! eyes of its quadrants that lie closest to its centre. They form a square
//! of side a_k, with a_1 = 1 and a_k = 2^(k−1) − a_(k−1) (Eq. (1)).

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

    #[test]
    fn recurrence_matches_closed_form_eq2() {
        // Eq. (2): a_k = (2^k − (−1)^k) / 3.
        for k in 1..=31u32 {
            let closed = ((1i64 << k) - if k % 2 == 0 { 1 } else { -1 }) / 3;
            assert_eq!(i64::from(eye_square_side(k).unwrap()), closed, "k = {k}");
        }
        assert_eq!(eye_square_side(0), None);
    }

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
}
