//! The papers' closed forms and recurrences, computed independently of the
//! schedules so that each can check the other.
//!
//! - 2-D (000): Eq. (3) for the eyes, Eqs. (4)–(7) for every source of
//!   Algorithm 1, Eq. (9) for the corner (as printed), Eq. (10) for the
//!   optimum (as printed).
//! - 3-D (002): Eq. (6) for the eyes, Theorem 1 / Lemmas 1–2 (Eqs. (7),
//!   (8), (11)) for every source of Algorithm 2, Eq. (13) for the optimum.
//! - d-D: the recurrence (12)/(15) and the closed form (13)/(16).
//!
//! The printed regions bound u and v above by 2^(k−1) − 1 − a_k/2, which
//! leaves out the outer row of the quadrant; here they run to the edge (see
//! `docs/errata.md`).

use super::eyes::{eye_offset, eye_square_side};
use super::{Cube, MAX_K, Point, paper};

/// The optimal TCD from an eye of a d-D 2^k mesh by the recurrence of
/// 000 Eq. (12) / 002 Eq. (15): MD_1 = 2^d − 1 (Eq. (11)/(14)),
/// MD_k = (2^d − 1)·a_k + 2^d·MD_(k−1). `None` outside 1 ≤ d ≤ 6,
/// 1 ≤ k ≤ [`MAX_K`].
pub fn eye_tcd(d: usize, k: u32) -> Option<u64> {
    if !(1..=6).contains(&d) || k == 0 || k > MAX_K {
        return None;
    }
    let cells = 1u64 << d;
    let mut md = cells - 1;
    for j in 2..=k {
        md = (cells - 1) * u64::from(eye_square_side(j)?) + cells * md;
    }
    Some(md)
}

/// 000 Eq. (10): MD_k(E_k) = [3·2^(2k+1) − (−1)^k]/5 − 2^k.
pub fn eq10(k: u32) -> Option<u64> {
    if k == 0 || k > 30 {
        return None;
    }
    let sign = if k.is_multiple_of(2) { 1 } else { -1 };
    let num = 3 * (1i128 << (2 * k + 1)) - sign;
    (num % 5 == 0).then(|| (num / 5 - (1i128 << k)) as u64)
}

/// 000 Eq. (8), the corner's recurrence, as printed: MD_1(0, 0) = 3 and
/// MD_k(0, 0) = 5·2^(k−1) − 2 − 2a_(k−1) + MD_(k−1)(0, 0) +
/// 3·MD_(k−1)(E_(k−1)) for k ≥ 2.
pub fn eq8(k: u32) -> Option<u64> {
    if k == 0 || k > MAX_K {
        return None;
    }
    let mut md = 3u64;
    for j in 2..=k {
        let a = u64::from(eye_square_side(j - 1)?);
        md = 5 * (1u64 << (j - 1)) - 2 - 2 * a + md + 3 * eye_tcd(2, j - 1)?;
    }
    Some(md)
}

/// 002 Eq. (13), Theorem 5: the optimal TCD of a 3-D 2^k mesh, as printed,
/// OD_k = 7/27·[2^(3k+2) − (−1)^k − 3·2^k]. `None` where that is not a
/// whole number or k is out of range.
pub fn od3(k: u32) -> Option<u64> {
    if k == 0 || k > 19 {
        return None;
    }
    let sign = if k.is_multiple_of(2) { 1 } else { -1 };
    let num = 7 * ((1i128 << (3 * k + 2)) - sign - 3 * (1i128 << k));
    (num % 27 == 0).then_some((num / 27) as u64)
}

/// 000 Eq. (9), the corner's TCD in closed form, as printed:
/// MD_k(0, 0) = 6/5·2^(2k) + 4/3·2^k − 2k − (−1)^k/30 − 5/2, computed over
/// 30 as 36·4^k + 40·2^k − 60k − (−1)^k − 75. `None` where that is not a
/// whole number (it always is for k ≥ 1) or k is out of range.
pub fn eq9(k: u32) -> Option<u64> {
    if k == 0 || k > 30 {
        return None;
    }
    let sign = if k.is_multiple_of(2) { 1 } else { -1 };
    let k = i128::from(k);
    let num = 36 * (1i128 << (2 * k)) + 40 * (1i128 << k) - 60 * k - sign - 75;
    (num % 30 == 0).then_some((num / 30) as u64)
}

/// The closed form for the TCD from an eye of a d-D 2^k mesh, as printed:
/// 000 Eq. (10) in 2-D, 002 Eq. (16) (= 000 Eq. (13)) from three dimensions
/// on, with the reading of its signs the recurrence confirms. `None` for
/// d = 1, where Eq. (16) divides by zero.
pub fn eye_closed_form(d: usize, k: u32) -> Option<u64> {
    match d {
        2 => eq10(k),
        _ => eq16(d, k, EQ16_READING).and_then(|v| u64::try_from(v).ok()),
    }
}

/// The two signs the extracted text of 000 Eq. (13) / 002 Eq. (16) leaves in
/// doubt: before (−1)^k(2^(d−1) − 1) and before 2^k(2^d + 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Eq16Reading {
    /// `true` reads "− (−1)^k(2^(d−1) − 1)".
    pub minus_alternating: bool,
    /// `true` reads "− 2^k(2^d + 1)".
    pub minus_linear: bool,
}

/// 002 Eq. (16) (= 000 Eq. (13)) under a reading of its signs:
/// (2^d − 1) / (3(2^d + 1)(2^(d−1) − 1)) ·
/// [3·2^(d(k+1)−1) ∓ (−1)^k(2^(d−1) − 1) ∓ 2^k(2^d + 1)].
/// `None` where it is not a whole number, or for d = 1, where the
/// denominator vanishes although the papers state it for d ≥ 1.
pub fn eq16(d: usize, k: u32, reading: Eq16Reading) -> Option<i128> {
    if !(1..=6).contains(&d) || k == 0 || k > 16 {
        return None;
    }
    let d = d as u32;
    let p = 1i128 << d;
    let q = (1i128 << (d - 1)) - 1;
    let alternating = if k.is_multiple_of(2) { q } else { -q };
    let linear = (1i128 << k) * (p + 1);
    let mut bracket = 3 * (1i128 << (d * (k + 1) - 1));
    bracket += if reading.minus_alternating {
        -alternating
    } else {
        alternating
    };
    bracket += if reading.minus_linear {
        -linear
    } else {
        linear
    };
    let den = 3 * (p + 1) * q;
    if den == 0 {
        return None;
    }
    let num = (p - 1) * bracket;
    (num % den == 0).then_some(num / den)
}

/// The reading of Eq. (16) that the recurrence confirms.
pub const EQ16_READING: Eq16Reading = Eq16Reading {
    minus_alternating: true,
    minus_linear: true,
};

/// Algorithm 1's TCD from (x, y) on a 2^k × 2^k mesh by 000 Eqs. (3)–(7):
/// Σ_(i=2..k) f_i(S) + D_k(E_k).
///
/// The rotation is written out here again, apart from the algorithm, so that
/// the check covers it too.
pub fn algorithm1_tcd(k: u32, (x, y): (u32, u32)) -> Option<u64> {
    let side = 1u32.checked_shl(k)?;
    if k == 0 || k > MAX_K || x >= side || y >= side {
        return None;
    }
    let excess: u64 = (2..=k)
        .map(|i| {
            let mask = (1u32 << i) - 1;
            f2(i, (x & mask, y & mask))
        })
        .sum();
    Some(excess + eye_tcd(2, k)?)
}

/// f_k(u_k, v_k) of 000 Eq. (5) for a source at `p` of a 2^k square.
fn f2(k: u32, (x, y): (u32, u32)) -> u64 {
    let m = (1u32 << k) - 1;
    let half = 1u32 << (k - 1);
    // Rotate into the upper-left quadrant.
    let (x, y) = match (x >= half, y >= half) {
        (false, false) => (x, y),
        (true, false) => (y, m - x),
        (false, true) => (m - y, x),
        (true, true) => (m - x, m - y),
    };
    let e = i64::from(eye_offset(k).expect("k >= 1"));
    let a_below = i64::from(eye_square_side(k - 1).expect("k >= 2"));
    // Offsets from E_k(1), positive away from the centre.
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

/// Algorithm 2's TCD from `p` on a 3-D 2^k mesh by 002 Lemma 2, Eq. (11):
/// Σ_(i=2..k) f_i(S) + D_k(E_k), with f_k of Eq. (7) (equal to Theorem 1's
/// nine expressions) and D_k(E_k) of Eq. (6).
///
/// u, v, w are measured from E_k(1) along −x, −z, −y after the rotation of
/// [`paper::canonical`] (002 fixes the axes only through its eye numbering
/// and a right-handed u–v–w frame).
pub fn algorithm2_tcd(k: u32, p: &Point) -> Option<u64> {
    if k == 0 || k > MAX_K || p[..3].iter().any(|&c| c >> k != 0) {
        return None;
    }
    let excess: u64 = (2..=k)
        .map(|i| {
            let mask = (1u32 << i) - 1;
            let mut q = *p;
            for c in q.iter_mut().take(3) {
                *c &= mask;
            }
            f3(i, &q)
        })
        .sum();
    Some(excess + eye_tcd(3, k)?)
}

/// f_k(u_k, v_k, w_k) of 002 Eq. (7).
fn f3(k: u32, p: &Point) -> u64 {
    let cube = Cube { d: 3, k };
    let q = paper::canonical(cube, p).apply(cube.side(), p);
    let e = i64::from(eye_offset(k).expect("k >= 1"));
    let a_below = i64::from(eye_square_side(k - 1).expect("k >= 2"));
    let (u, v, w) = (
        e - i64::from(q[0]),
        e - i64::from(q[2]),
        e - i64::from(q[1]),
    );
    let toward = |t: i64| 2 * t.abs() + t; // 2|t| + t
    let u_part = if 2 * u <= a_below {
        toward(u) // regions (I), (II)
    } else {
        u.abs() + 2 * (u - a_below).abs() // regions (III), (IV)
    };
    let v_part = if 2 * v <= a_below {
        toward(v) // regions (I), (III)
    } else {
        2 * v.abs() + (v - a_below).abs() // regions (II), (IV)
    };
    u64::try_from(u_part + v_part + toward(w)).expect("f_k >= 0 (Eq. (9))")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evidence: exhaustive, k = 1..5 in 2-D and k = 1..4 in 3-D.
    #[test]
    fn eye_recurrences_give_the_printed_optima() {
        assert_eq!(
            (1..=5)
                .map(|k| eye_tcd(2, k).unwrap())
                .collect::<alloc::vec::Vec<_>>(),
            [3, 15, 69, 291, 1197]
        );
        assert_eq!(
            (1..=4)
                .map(|k| eye_tcd(3, k).unwrap())
                .collect::<alloc::vec::Vec<_>>(),
            [7, 63, 525, 4235]
        );
    }

    /// Evidence: exhaustive, k = 1..10, and the printed values k = 2..4.
    #[test]
    fn eq8_and_002_eq13_as_printed() {
        // 000 prints MD_2(0, 0) = 18, MD_3(0, 0) = 79, MD_4(0, 0) = 318 after
        // Eq. (9); 002 prints OD_1 = 7, OD_2 = 63, OD_3 = 525 after Eq. (13).
        let corner: alloc::vec::Vec<u64> = (2..=4).map(|k| eq8(k).unwrap()).collect();
        assert_eq!(corner, [18, 79, 318]);
        let od: alloc::vec::Vec<u64> = (1..=3).map(|k| od3(k).unwrap()).collect();
        assert_eq!(od, [7, 63, 525]);
        for k in 1..=MAX_K {
            // The recurrence, the closed form and Algorithm 1's TCD from
            // the corner by Eqs. (3)–(7) agree; so do 002's Eq. (13) and
            // the 3-D recurrence Eq. (12).
            assert_eq!(eq8(k), eq9(k), "k = {k}");
            assert_eq!(eq8(k), algorithm1_tcd(k, (0, 0)), "k = {k}");
            assert_eq!(od3(k), eye_tcd(3, k), "k = {k}");
        }
    }

    /// Eq. (9) as printed gives the corner values 000 prints (18, 79, 318)
    /// and Algorithm 1's TCD from the corner by Eqs. (3)–(7) at every k.
    /// Evidence: exhaustive, k = 1..10.
    #[test]
    fn eq9_gives_the_corner() {
        assert_eq!([eq9(2), eq9(3), eq9(4)], [Some(18), Some(79), Some(318)]);
        for k in 1..=MAX_K {
            assert_eq!(eq9(k), algorithm1_tcd(k, (0, 0)), "k = {k}");
        }
    }

    /// Evidence: exhaustive, k = 1..10.
    #[test]
    fn eq10_matches_the_recurrence() {
        for k in 1..=MAX_K {
            assert_eq!(eq10(k), eye_tcd(2, k), "k = {k}");
        }
    }

    /// Evidence: exhaustive, d = 2..6 and k = 1..8, and d = 1.
    #[test]
    fn exactly_one_reading_of_eq16_matches_the_recurrence() {
        let readings = [
            Eq16Reading {
                minus_alternating: true,
                minus_linear: true,
            },
            Eq16Reading {
                minus_alternating: true,
                minus_linear: false,
            },
            Eq16Reading {
                minus_alternating: false,
                minus_linear: true,
            },
            Eq16Reading {
                minus_alternating: false,
                minus_linear: false,
            },
        ];
        let matching: alloc::vec::Vec<_> = readings
            .iter()
            .filter(|&&r| {
                (2..=6).all(|d| (1..=8).all(|k| eq16(d, k, r) == eye_tcd(d, k).map(i128::from)))
            })
            .collect();
        assert_eq!(matching, [&EQ16_READING]);
        // The papers state Eq. (16) for d >= 1, but at d = 1 its denominator
        // 3(2^d + 1)(2^(d−1) − 1) is 0.
        assert_eq!(eq16(1, 3, EQ16_READING), None);
        // The recurrence has no such gap: on a path of 8 from an eye, 3 + 2·1 +
        // 4·1 hops.
        assert_eq!(eye_tcd(1, 3), Some(9));
    }

    /// Evidence: exhaustive, k = 1..10.
    #[test]
    fn eq14_for_3d_agrees() {
        // 002 Eq. (13) / 000 Eq. (14): 7/27·[2^(3k+2) − (−1)^k − 3·2^k].
        for k in 1..=MAX_K {
            let sign = if k % 2 == 0 { 1 } else { -1 };
            let num = 7 * ((1i128 << (3 * k + 2)) - sign - 3 * (1i128 << k));
            assert_eq!(num % 27, 0);
            assert_eq!(Some((num / 27) as u64), eye_tcd(3, k), "k = {k}");
        }
    }
}
