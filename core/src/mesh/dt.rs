//! L1 distance transforms: v(p) ← min over q of v(q) + |p − q|₁.
//!
//! The L1 metric is separable, so the transform is one forward and one
//! backward sweep along every line of every axis: O(N·d) for N points.

use super::Cube;

/// Transforms `values` (one per point of `cube`, x fastest) in place.
pub fn l1_transform(values: &mut [u32], cube: Cube) {
    debug_assert_eq!(values.len(), cube.len());
    let side = cube.side() as usize;
    if side < 2 {
        return;
    }
    let mut stride = 1usize;
    for _ in 0..cube.d {
        let block = stride * side;
        for base in (0..values.len()).step_by(block) {
            for offset in 0..stride {
                let start = base + offset;
                for i in 1..side {
                    let here = start + i * stride;
                    values[here] = values[here].min(values[here - stride].saturating_add(1));
                }
                for i in (0..side - 1).rev() {
                    let here = start + i * stride;
                    values[here] = values[here].min(values[here + stride].saturating_add(1));
                }
            }
        }
        stride = block;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// A small xorshift generator, so tests need no crates.
    fn values(seed: u64, n: usize) -> Vec<u32> {
        let mut x = seed | 1;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x % 50) as u32
            })
            .collect()
    }

    #[test]
    fn matches_brute_force() {
        for (d, k) in [(1, 4), (2, 3), (3, 2), (4, 1), (2, 1)] {
            let cube = Cube { d, k };
            let input = values(d as u64 * 31 + u64::from(k), cube.len());
            let mut fast = input.clone();
            l1_transform(&mut fast, cube);
            for p in 0..cube.len() {
                let want = (0..cube.len())
                    .map(|q| input[q] + cube.distance(&cube.point(p), &cube.point(q)) as u32)
                    .min()
                    .unwrap();
                assert_eq!(fast[p], want, "d={d} k={k} p={p}");
            }
        }
    }
}
