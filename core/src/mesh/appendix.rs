//! The proofs of 000 Theorem 2 (its Appendix) and 002 Theorem 3 (its
//! Appendix B), evaluated: each proof compares Algorithm 1 (2) with an
//! arbitrary schedule whose first two (three) steps put one message in each
//! other quadrant (octant), writes the difference as a sum of terms Δ_i
//! (000 Eq. (17), 002 Eq. (27)) and argues each term, or a group of them, is
//! non-negative. Here every quantity is computed for a concrete schedule of
//! that form, so the first claim that does not hold can be named.
//!
//! The printed distance formulas (000's FD and SD, 002 Eqs. (19)–(21)) fix
//! each quadrant's coordinate frame (its origin is the mesh's eye in that
//! quadrant, its axes point towards the mesh's centre); the tests check that
//! with these frames the printed formulas are the hop distances, at every
//! choice of nodes, except 002 Eq. (21)'s N2 → N6 term, which needs
//! −w(2) where it prints +w(2) (`docs/errata.md`).

use alloc::vec::Vec;

use super::closed_form::{algorithm1_tcd, algorithm2_tcd};
use super::eyes::{eye_offset, eye_square_side};
use super::{Cube, Point, paper};

/// A node of a 2-D mesh, (x, y).
pub type Xy = (i64, i64);

/// The quantities of 000's Appendix for a source S (in Algorithm 1's
/// rotation: S in the upper-left quadrant) and a schedule whose first step
/// sends to N2 (upper right), whose second sends S → N3 (lower left) and
/// N2 → N4 (lower right), each quadrant then broadcasting on its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Appendix2d {
    /// The mesh is 2^k × 2^k.
    pub k: u32,
    /// S, N2, N3, N4 in the rotated mesh.
    pub nodes: [Xy; 4],
    /// Hops of the first step and of the second.
    pub fd: i64,
    pub sd: i64,
    /// Each quadrant's remaining broadcast from its node as the proof counts
    /// it: Algorithm 1's TCD there by Eq. (7), the induction hypothesis
    /// MD_(k−1) = D_(k−1).
    pub rd_eq7: [i64; 4],
    /// 000 Eq. (16): D'_k(S) = FD + SD + Σ RD.
    pub d_prime: i64,
    /// D_k(S), Algorithm 1 from S (Eqs. (3)–(7)).
    pub d_k: i64,
    /// Δ1 … Δ5 of Eq. (17), from the printed definitions.
    pub deltas: [i64; 5],
}

/// Offsets from a quadrant's eye in its frame, (u, v).
fn frame2(k: u32, i: usize, (x, y): Xy) -> Xy {
    let e = i64::from(eye_offset(k).expect("k >= 1"));
    let a = i64::from(eye_square_side(k).expect("k >= 1"));
    match i {
        // S: from E_k(1), away from the centre (Fig. 4).
        0 => (e - x, e - y),
        // N2 from E_k(2), N3 from E_k(3), N4 from E_k(4): towards the centre,
        // as FD = a_k + u_k − v(2) + |v_k + u(2)| and SD's terms write them.
        1 => (y - e, e + a - x),
        2 => (e + a - y, x - e),
        _ => (e + a - x, e + a - y),
    }
}

/// Σ_(j=2..k−1) f_j(N) of a node of a quadrant: Algorithm 1's excess over
/// the quadrant's eye, by Eq. (7) on the quadrant as a mesh of its own.
fn excess2(k: u32, (x, y): Xy) -> i64 {
    let half = 1u32 << (k - 1);
    let local = (x as u32 % half, y as u32 % half);
    let d = algorithm1_tcd(k - 1, local).expect("in range");
    let eye = super::closed_form::eye_tcd(2, k - 1).expect("in range");
    (d - eye) as i64
}

/// f_k(S) of 000 Eq. (5), as Algorithm 1's TCD less the quadrant's part.
fn f_top2(k: u32, s: Xy) -> i64 {
    let d_k = algorithm1_tcd(k, (s.0 as u32, s.1 as u32)).expect("in range") as i64;
    let eye = super::closed_form::eye_tcd(2, k).expect("in range") as i64;
    d_k - eye - excess2(k, s)
}

fn hops(a: Xy, b: Xy) -> i64 {
    (a.0 - b.0).abs() + (a.1 - b.1).abs()
}

/// The Appendix's quantities for S = `nodes[0]` and N2, N3, N4 = the rest,
/// all in Algorithm 1's rotation (S in the upper-left quadrant).
pub fn appendix_2d(k: u32, nodes: [Xy; 4]) -> Appendix2d {
    let [s, n2, n3, n4] = nodes;
    let fd = hops(s, n2);
    let sd = hops(s, n3) + hops(n2, n4);
    let eye_below = super::closed_form::eye_tcd(2, k - 1).expect("in range") as i64;
    let rd_eq7 = nodes.map(|n| eye_below + excess2(k, n));
    let d_prime = fd + sd + rd_eq7.iter().sum::<i64>();
    let d_k = algorithm1_tcd(k, (s.0 as u32, s.1 as u32)).expect("in range") as i64;
    let (uk, vk) = frame2(k, 0, s);
    let (u2, v2) = frame2(k, 1, n2);
    let (u3, v3) = frame2(k, 2, n3);
    let (u4, v4) = frame2(k, 3, n4);
    let deltas = [
        uk + vk - f_top2(k, s) + (uk + v3).abs() + (vk + u2).abs(),
        -u2 - v2 + excess2(k, n2),
        -u3 + excess2(k, n3),
        -v4 + excess2(k, n4),
        (v2 - u4).abs(),
    ];
    Appendix2d {
        k,
        nodes,
        fd,
        sd,
        rd_eq7,
        d_prime,
        d_k,
        deltas,
    }
}

/// The printed Eq. (16) for these nodes, from the frames: FD + SD + RD
/// written in u and v.
pub fn eq16_printed(k: u32, nodes: [Xy; 4]) -> i64 {
    let [s, n2, n3, n4] = nodes;
    let a = i64::from(eye_square_side(k).expect("k >= 1"));
    let (uk, vk) = frame2(k, 0, s);
    let (u2, v2) = frame2(k, 1, n2);
    let (u3, v3) = frame2(k, 2, n3);
    let (u4, v4) = frame2(k, 3, n4);
    let eye_below = super::closed_form::eye_tcd(2, k - 1).expect("in range") as i64;
    uk - u2 - u3 + vk - v2 - v4
        + (vk + u2).abs()
        + (uk + v3).abs()
        + (v2 - u4).abs()
        + 3 * a
        + 4 * eye_below
        + nodes.iter().map(|&n| excess2(k, n)).sum::<i64>()
}

/// The nodes of quadrant `i` (0: upper left, 1: upper right, 2: lower
/// left, 3: lower right) of the 2^k mesh.
pub fn quadrant(k: u32, i: usize) -> impl Iterator<Item = Xy> {
    let half = 1i64 << (k - 1);
    let (x0, y0) = ((i as i64 & 1) * half, (i as i64 >> 1) * half);
    (0..half).flat_map(move |y| (0..half).map(move |x| (x0 + x, y0 + y)))
}

/// `p` in Algorithm 1's rotation: the quadrant holding it turned to the
/// upper left (as `closed_form`'s f_k turns it).
pub fn rotated_2d(k: u32, (x, y): Xy) -> Xy {
    let m = (1i64 << k) - 1;
    let half = 1i64 << (k - 1);
    match (x >= half, y >= half) {
        (false, false) => (x, y),
        (true, false) => (y, m - x),
        (false, true) => (m - y, x),
        (true, true) => (m - x, m - y),
    }
}

/// The quantities of 002's Appendix B for S (in Algorithm 2's rotation:
/// S in the first octant) and N2 … N8 (N2 across u, N3 across v from S,
/// N4 across v from N2, N5, N6, N7, N8 across w from S, N2, N3, N4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Appendix3d {
    pub k: u32,
    /// S, N2 … N8 in the rotated mesh, (x, y, z).
    pub nodes: [[i64; 3]; 8],
    /// The hops of the first three steps.
    pub fd: i64,
    pub sd: i64,
    pub td: i64,
    /// Each octant's remaining broadcast as Eq. (24) counts it (Algorithm 2
    /// there, the induction hypothesis).
    pub rd_eq24: [i64; 8],
    /// Eq. (25) with the true hops: FD + SD + TD + RD.
    pub d_prime: i64,
    /// D_k(S), Algorithm 2 from S (Eq. (26)).
    pub d_k: i64,
    /// Δ0 … Δ8 of Eq. (27), Δ2 with −w(2) (the sign Eq. (19) needs).
    pub deltas: [i64; 9],
    /// Δ2 as Eq. (29) prints it, with +w(2).
    pub delta2_printed: i64,
}

/// Offsets of octant `i`'s node from its eye, (u, v, w), in the frames
/// 002 Eqs. (19)–(21) fix (x ↔ u, z ↔ v, y ↔ w for S, as in Algorithm 2).
fn frame3(k: u32, i: usize, p: [i64; 3]) -> [i64; 3] {
    let e = i64::from(eye_offset(k).expect("k >= 1"));
    let h = e + i64::from(eye_square_side(k).expect("k >= 1"));
    let [x, y, z] = p;
    match i {
        0 => [e - x, e - z, e - y],
        1 => [h - x, z - e, y - e],
        2 => [x - e, h - z, y - e],
        3 => [y - e, h - z, h - x],
        4 => [x - e, z - e, h - y],
        5 => [h - y, z - e, h - x],
        6 => [h - y, h - z, x - e],
        _ => [h - x, h - z, h - y],
    }
}

/// Σ_(j=2..k−1) f_j(N) of a node of an octant (Algorithm 2's excess over
/// the octant's eye, Eq. (24)).
fn excess3(k: u32, p: [i64; 3]) -> i64 {
    let half = 1i64 << (k - 1);
    let mut local: Point = [0; crate::grid::MAX_DIMS];
    for (c, v) in local.iter_mut().zip(p) {
        *c = (v % half) as u32;
    }
    let d = algorithm2_tcd(k - 1, &local).expect("in range");
    let eye = super::closed_form::eye_tcd(3, k - 1).expect("in range");
    (d - eye) as i64
}

fn hops3(a: [i64; 3], b: [i64; 3]) -> i64 {
    (0..3).map(|i| (a[i] - b[i]).abs()).sum()
}

/// The Appendix B quantities for S = `nodes[0]`, N2 … N8 = the rest, in
/// Algorithm 2's rotation.
pub fn appendix_3d(k: u32, nodes: [[i64; 3]; 8]) -> Appendix3d {
    let n = nodes;
    let fd = hops3(n[0], n[1]);
    let sd = hops3(n[0], n[2]) + hops3(n[1], n[3]);
    let td = hops3(n[0], n[4]) + hops3(n[1], n[5]) + hops3(n[2], n[6]) + hops3(n[3], n[7]);
    let eye_below = super::closed_form::eye_tcd(3, k - 1).expect("in range") as i64;
    let rd_eq24 = n.map(|p| eye_below + excess3(k, p));
    let d_prime = fd + sd + td + rd_eq24.iter().sum::<i64>();
    let s = n[0];
    let mut point: Point = [0; crate::grid::MAX_DIMS];
    for (c, v) in point.iter_mut().zip(s) {
        *c = v as u32;
    }
    let d_k = algorithm2_tcd(k, &point).expect("in range") as i64;
    let f = |i: usize| frame3(k, i, n[i]);
    let [uk, vk, wk] = f(0);
    let [u2, v2, w2] = f(1);
    let [u3, v3, w3] = f(2);
    let [u4, v4, w4] = f(3);
    let [u5, v5, w5] = f(4);
    let [u6, v6, w6] = f(5);
    let [u7, v7, w7] = f(6);
    let [u8, v8, w8] = f(7);
    let eye = super::closed_form::eye_tcd(3, k).expect("in range") as i64;
    let f_top = d_k - eye - excess3(k, s);
    let ex = |i: usize| excess3(k, n[i]);
    let deltas = [
        (u2 - w4).abs()
            + (w2 - u4).abs()
            + (u2 - w6).abs()
            + (v2 - v6).abs()
            + (u3 - w7).abs()
            + (v3 - v7).abs()
            + (w4 - u8).abs()
            + (v4 - v8).abs(),
        uk + vk + wk - f_top
            + (uk + u3).abs()
            + (uk + u5).abs()
            + (vk + v2).abs()
            + (vk + v5).abs()
            + (wk + w2).abs()
            + (wk + w3).abs(),
        ex(1) - u2 - v2 - w2,
        ex(2) - v3 - w3,
        ex(3) - u4 - v4,
        ex(4) - w5,
        ex(5) - u6,
        ex(6) - u7,
        ex(7) - w8,
    ];
    Appendix3d {
        k,
        nodes,
        fd,
        sd,
        td,
        rd_eq24,
        d_prime,
        d_k,
        deltas,
        delta2_printed: ex(1) - u2 - v2 + w2,
    }
}

/// The nodes of octant `i` (bit 0: x high, bit 1: y high, bit 2: z high).
pub fn octant(k: u32, i: usize) -> impl Iterator<Item = [i64; 3]> {
    let half = 1i64 << (k - 1);
    let origin = [0, 1, 2].map(|b| ((i as i64 >> b) & 1) * half);
    (0..half * half * half).map(move |c| {
        [
            origin[0] + c % half,
            origin[1] + c / half % half,
            origin[2] + c / (half * half),
        ]
    })
}

/// The octant of N2 … N8 in Appendix B's order: N2 across x (u), N3 across
/// z (v), N4 = N2 across z, N5 across y (w), N6 = N2, N7 = N3 and N8 = N4
/// across y. Bits: 1 x, 2 y, 4 z.
pub const OCTANTS: [usize; 8] = [0, 1, 4, 5, 2, 3, 6, 7];

/// `p` in Algorithm 2's rotation (castlab's reading of "rotate the mesh",
/// `paper::canonical`): S in the first octant.
pub fn rotated_3d(k: u32, p: [i64; 3]) -> [i64; 3] {
    let cube = Cube { d: 3, k };
    let mut point: Point = [0; crate::grid::MAX_DIMS];
    for (c, v) in point.iter_mut().zip(p) {
        *c = v as u32;
    }
    let q = paper::canonical(cube, &point).apply(cube.side(), &point);
    [i64::from(q[0]), i64::from(q[1]), i64::from(q[2])]
}

/// The quadrant-form schedule of least TCD from S (rotated) when each
/// quadrant then broadcasts at `rd(n)`: every N2, N3, N4 tried.
pub fn best_2d(k: u32, s: Xy, rd: &dyn Fn(Xy) -> i64) -> ([Xy; 4], i64) {
    let mut best: Option<([Xy; 4], i64)> = None;
    for n2 in quadrant(k, 1) {
        for n3 in quadrant(k, 2) {
            for n4 in quadrant(k, 3) {
                let nodes = [s, n2, n3, n4];
                let total = hops(s, n2)
                    + hops(s, n3)
                    + hops(n2, n4)
                    + nodes.iter().map(|&n| rd(n)).sum::<i64>();
                if best.as_ref().is_none_or(|b| total < b.1) {
                    best = Some((nodes, total));
                }
            }
        }
    }
    best.expect("quadrants are not empty")
}

/// The octant-form schedule of least TCD from S (rotated) when each octant
/// then broadcasts at Algorithm 2's TCD (Eq. (24)): N2, N3, N4 tried, and
/// N5 … N8 each the octant's node nearest its sender.
pub fn best_3d(k: u32, s: [i64; 3]) -> [[i64; 3]; 8] {
    let nearest = |from: [i64; 3], oct: usize| {
        octant(k, oct)
            .min_by_key(|&p| (hops3(from, p) + excess3(k, p), p))
            .expect("octants are not empty")
    };
    let mut best: Option<([[i64; 3]; 8], i64)> = None;
    for n2 in octant(k, OCTANTS[1]) {
        for n3 in octant(k, OCTANTS[2]) {
            for n4 in octant(k, OCTANTS[3]) {
                let (n5, n6, n7, n8) = (
                    nearest(s, OCTANTS[4]),
                    nearest(n2, OCTANTS[5]),
                    nearest(n3, OCTANTS[6]),
                    nearest(n4, OCTANTS[7]),
                );
                let nodes = [s, n2, n3, n4, n5, n6, n7, n8];
                let a = appendix_3d(k, nodes);
                if best.as_ref().is_none_or(|b| a.d_prime < b.1) {
                    best = Some((nodes, a.d_prime));
                }
            }
        }
    }
    best.expect("octants are not empty").0
}

/// The holders after some steps, each with its subcube (a mask of the axes
/// on which it lies across from the source's), and what they cost so far.
type Holders = (Vec<(Vec<i64>, usize)>, i64);

/// The least TCD of a schedule of the Appendices' form from `s` with its
/// first message across `order[0]`, its second ones across `order[1]`
/// (and third ones across `order[2]` in 3-D), one holder per subcube after
/// those steps, each subcube then broadcasting at `rd(node)`; axes in the
/// mesh as given (no rotation), subcubes relative to the source's.
pub fn best_form(k: u32, s: &[i64], order: &[usize], rd: &dyn Fn(&[i64]) -> i64) -> i64 {
    let d = s.len();
    let half = 1i64 << (k - 1);
    let home: Vec<i64> = s.iter().map(|&c| c / half).collect();
    // The subcube `mask` away from the source's, along the axes of its bits.
    let cube = |mask: usize| -> Vec<Vec<i64>> {
        let origin: Vec<i64> = (0..d)
            .map(|a| (home[a] ^ (mask >> a & 1) as i64) * half)
            .collect();
        let count = half.pow(d as u32);
        (0..count)
            .map(|c| {
                (0..d)
                    .map(|a| origin[a] + c / half.pow(a as u32) % half)
                    .collect()
            })
            .collect()
    };
    let dist = |a: &[i64], b: &[i64]| -> i64 { a.iter().zip(b).map(|(x, y)| (x - y).abs()).sum() };
    // Holders after each step, as (node, subcube mask); a node's cost is
    // its subcube's broadcast plus the hops to reach it.
    let mut best = i64::MAX;
    let mut stack: Vec<Holders> = Vec::from([(Vec::from([(s.to_vec(), 0usize)]), rd(s))]);
    while let Some((holders, cost)) = stack.pop() {
        let step = holders.len().trailing_zeros() as usize;
        if step == order.len() {
            best = best.min(cost);
            continue;
        }
        // Every holder sends across `order[step]`; the choices multiply, so
        // each receiver is chosen on its own only when it is the last step.
        let axis = 1usize << order[step];
        if step + 1 == order.len() {
            let extra: i64 = holders
                .iter()
                .map(|(n, mask)| {
                    cube(mask ^ axis)
                        .iter()
                        .map(|m| dist(n, m) + rd(m))
                        .min()
                        .expect("not empty")
                })
                .sum();
            best = best.min(cost + extra);
            continue;
        }
        let mut choices: Vec<Holders> = Vec::from([(holders.clone(), cost)]);
        for (n, mask) in &holders {
            let mut next = Vec::new();
            for (list, c) in &choices {
                for m in cube(mask ^ axis) {
                    let mut list = list.clone();
                    let c = c + dist(n, &m) + rd(&m);
                    list.push((m, mask ^ axis));
                    next.push((list, c));
                }
            }
            choices = next;
        }
        stack.extend(choices);
    }
    best
}

/// Where the proof of 000 Theorem 2 or 002 Theorem 3 goes wrong at a
/// source whose Algorithm TCD a valid schedule beats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// A schedule of the Appendix's own form (first message across the
    /// axis Algorithm 1 or 2 uses first, one holder per subcube after the
    /// first d steps) beats the algorithm even when the subcubes are
    /// counted as the proof counts them: D'_k − D_k = ΣΔ_i < 0, so one of
    /// its claims about the Δ_i is false. `claim` names the first.
    Deltas {
        claim: &'static str,
        d_prime: i64,
        d_k: i64,
    },
    /// The form beats the algorithm only when each subcube broadcasts at
    /// its true optimum, below the algorithm's value there: the induction
    /// hypothesis MD_(k−1) = D_(k−1) (false from the base case on) fails.
    Hypothesis { total: i64, d_k: i64 },
    /// Only a schedule of that form with its steps along the axes in
    /// another order beats it: the proof fixes the order of the first
    /// steps' axes to the algorithm's.
    AxisOrder { total: i64, d_k: i64 },
    /// No schedule of the form beats it: the better schedule puts two of its
    /// first holders in one subcube, which the proof does not consider.
    OutsideForm,
}

/// The first of 000's claims about Δ1 … Δ5 that `a` breaks: Δ5 ≥ 0, Δ2 ≥
/// 0, Δ3 ≥ 0, Δ4 ≥ 0, then (the argument for Δ1) Δ1 + Δ2 + Δ3 ≥ 0.
pub fn first_false_claim_2d(a: &Appendix2d) -> Option<&'static str> {
    let [d1, d2, d3, d4, d5] = a.deltas;
    [
        (d5 >= 0, "Δ5 ≥ 0"),
        (d2 >= 0, "Δ2 ≥ 0"),
        (d3 >= 0, "Δ3 ≥ 0"),
        (d4 >= 0, "Δ4 ≥ 0"),
        (d1 + d2 + d3 >= 0, "Δ1 + Δ2 + Δ3 ≥ 0"),
    ]
    .into_iter()
    .find(|(holds, _)| !holds)
    .map(|(_, claim)| claim)
}

/// The first of 002's claims about Δ0 … Δ8 that `a` breaks: Δ0 ≥ 0, Δ2 …
/// Δ8 ≥ 0, then Δ1 + Δ2 + Δ3 + Δ5 ≥ 0.
pub fn first_false_claim_3d(a: &Appendix3d) -> Option<&'static str> {
    let d = a.deltas;
    const NAMES: [&str; 9] = [
        "Δ0 ≥ 0",
        "",
        "Δ2 ≥ 0",
        "Δ3 ≥ 0",
        "Δ4 ≥ 0",
        "Δ5 ≥ 0",
        "Δ6 ≥ 0",
        "Δ7 ≥ 0",
        "Δ8 ≥ 0",
    ];
    (0..9)
        .filter(|&i| i != 1)
        .find(|&i| d[i] < 0)
        .map(|i| NAMES[i])
        .or_else(|| (d[1] + d[2] + d[3] + d[5] < 0).then_some("Δ1 + Δ2 + Δ3 + Δ5 ≥ 0"))
}

/// Why the proof of 000 Theorem 2 misses the source `(x, y)` of the 2^k
/// mesh, given each quadrant's true optimum `md` (by local node).
pub fn failure_2d(k: u32, (x, y): Xy, md: &dyn Fn(Xy) -> i64) -> Failure {
    let s = rotated_2d(k, (x, y));
    let half = 1i64 << (k - 1);
    let eye_below = super::closed_form::eye_tcd(2, k - 1).expect("in range") as i64;
    let eq7 = |n: Xy| eye_below + excess2(k, n);
    let (nodes, proofs_total) = best_2d(k, s, &eq7);
    let a = appendix_2d(k, nodes);
    if proofs_total < a.d_k {
        let claim = first_false_claim_2d(&a).unwrap_or("Σ Δ_i ≥ 0");
        return Failure::Deltas {
            claim,
            d_prime: proofs_total,
            d_k: a.d_k,
        };
    }
    let local = |n: Xy| md((n.0 % half, n.1 % half));
    let (_, total) = best_2d(k, s, &local);
    if total < a.d_k {
        return Failure::Hypothesis { total, d_k: a.d_k };
    }
    let rd = |n: &[i64]| local((n[0], n[1]));
    let other = best_form(k, &[s.0, s.1], &[1, 0], &rd);
    if other < a.d_k {
        return Failure::AxisOrder {
            total: other,
            d_k: a.d_k,
        };
    }
    Failure::OutsideForm
}

/// Why the proof of 002 Theorem 3 misses the source `p` of the 3-D 2^k
/// mesh, with 2 × 2 × 2 octants (k = 2, where every octant's broadcast
/// costs 7 and the induction hypothesis holds).
pub fn failure_3d(k: u32, p: [i64; 3]) -> Failure {
    let s = rotated_3d(k, p);
    let a = appendix_3d(k, best_3d(k, s));
    if a.d_prime < a.d_k {
        let claim = first_false_claim_3d(&a).unwrap_or("Σ Δ_i ≥ 0");
        return Failure::Deltas {
            claim,
            d_prime: a.d_prime,
            d_k: a.d_k,
        };
    }
    let eye_below = super::closed_form::eye_tcd(3, k - 1).expect("in range") as i64;
    let rd = |n: &[i64]| eye_below + excess3(k, [n[0], n[1], n[2]]);
    let orders = [
        [0, 2, 1],
        [0, 1, 2],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let best = orders
        .iter()
        .map(|o| best_form(k, &s, o, &rd))
        .min()
        .expect("six orders");
    if best < a.d_k {
        return Failure::AxisOrder {
            total: best,
            d_k: a.d_k,
        };
    }
    Failure::OutsideForm
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Analysis;
    use crate::grid::Grid;
    use crate::permalink::Algo;
    use alloc::collections::BTreeMap;
    use alloc::string::String;

    /// With the frames read from FD and SD, the printed Eq. (16) is FD +
    /// SD + RD counted in hops, and Eq. (17)'s Δ1 … Δ5 add up to
    /// D'_k − D_k, at every source of the upper-left quadrant and every
    /// N2, N3, N4 (4 × 4 and 8 × 8).
    /// Evidence: exhaustive, every choice of the four nodes for k = 2 and 3.
    #[test]
    fn the_frames_of_000_make_its_formulas_hop_counts() {
        for k in [2, 3] {
            for s in quadrant(k, 0) {
                for n2 in quadrant(k, 1) {
                    for n3 in quadrant(k, 2) {
                        for n4 in quadrant(k, 3) {
                            let nodes = [s, n2, n3, n4];
                            let a = appendix_2d(k, nodes);
                            assert_eq!(eq16_printed(k, nodes), a.d_prime, "{nodes:?}");
                            let sum: i64 = a.deltas.iter().sum();
                            assert_eq!(sum, a.d_prime - a.d_k, "{nodes:?}");
                        }
                    }
                }
            }
        }
    }

    /// 002 Eqs. (19)–(21) fix each octant's frame, and with them Δ0 … Δ8 add
    /// up to D'_k − D_k, but only with −w(2) in Δ2 (and in Eq. (21)'s
    /// N2 → N6 term): as printed, +w(2), the sum is off by 2·w(2).
    /// Evidence: sampled, seed 7, 4,000 choices of the other seven nodes for
    /// each source octant node at k = 2.
    #[test]
    fn the_frames_of_002_need_minus_w2_in_eq21() {
        let k = 2;
        let mut off = 0;
        let mut rng = crate::rng::Rng::new(7);
        for s in octant(k, 0) {
            for _ in 0..4000 {
                let nodes: [[i64; 3]; 8] = core::array::from_fn(|i| {
                    let list: Vec<[i64; 3]> = octant(k, OCTANTS[i]).collect();
                    if i == 0 {
                        s
                    } else {
                        list[rng.below(list.len())]
                    }
                });
                let a = appendix_3d(k, nodes);
                let sum: i64 = a.deltas.iter().sum();
                assert_eq!(sum, a.d_prime - a.d_k, "{nodes:?}");
                let w2 = frame3(k, 1, nodes[1])[2];
                assert_eq!(a.delta2_printed - a.deltas[2], 2 * w2);
                off += usize::from(w2 != 0);
            }
        }
        assert!(off > 0);
    }

    fn kind(f: &Failure) -> String {
        match f {
            Failure::Deltas { claim, .. } => alloc::format!("deltas: {claim}"),
            Failure::Hypothesis { .. } => "hypothesis".into(),
            Failure::AxisOrder { .. } => "axis order".into(),
            Failure::OutsideForm => "outside the form".into(),
        }
    }

    /// The sources where a valid schedule beats `paper` (by `better`'s map).
    fn beaten(sides: &[u32], better: Algo) -> Vec<Vec<i64>> {
        let grid = Grid::mesh(sides).unwrap();
        let a = Analysis::new(&grid);
        let (good, paper) = (a.map(better).unwrap(), a.map(Algo::Paper).unwrap());
        (0..paper.len())
            .filter(|&i| good[i] < paper[i])
            .map(|i| {
                let c = grid.coords(crate::grid::NodeId::new(i));
                c.iter().map(|&v| i64::from(v)).collect()
            })
            .collect()
    }

    /// `docs/errata.md`, "where the proofs break": at each source where a
    /// valid schedule beats Algorithm 1, the first step of 000's Appendix
    /// that does not hold, with its numbers.
    /// Evidence: chosen sizes, every beaten source of 4 × 4 and 8 × 8.
    #[test]
    fn where_the_proof_of_000_theorem_2_breaks() {
        // 4 × 4: each quadrant is 2 × 2, whose broadcast costs 3 from any
        // node (Eq. (3) with k = 1), so the hypothesis holds; the base case
        // claims D'_2(1, 0) ≥ 17, and a schedule of the proof's form with
        // its first message along y costs 16.
        let four = beaten(&[4, 4], Algo::Exact);
        assert_eq!(four.len(), 4);
        for s in &four {
            let f = failure_2d(2, (s[0], s[1]), &|_| 3);
            assert_eq!(f, Failure::AxisOrder { total: 16, d_k: 17 }, "{s:?}");
        }
        assert!(four.contains(&Vec::from([1, 0])));
        // 8 × 8: each quadrant at its exhaustive optimum.
        let grid = Grid::mesh(&[4, 4]).unwrap();
        let exact = crate::mesh::exact::Exact::new(&grid).unwrap().map();
        let md = |(x, y): Xy| exact[(x + 4 * y) as usize] as i64;
        let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
        for s in beaten(&[8, 8], Algo::Recursive) {
            *kinds
                .entry(kind(&failure_2d(3, (s[0], s[1]), &md)))
                .or_default() += 1;
        }
        let counted: Vec<(&str, usize)> = kinds.iter().map(|(k, n)| (k.as_str(), *n)).collect();
        assert_eq!(
            counted,
            [
                ("axis order", 16),
                ("deltas: Δ1 + Δ2 + Δ3 ≥ 0", 16),
                ("hypothesis", 12)
            ]
        );
        // The examples the errata give.
        let s = rotated_2d(3, (4, 1));
        assert_eq!(s, (1, 3));
        let a = appendix_2d(3, [s, (5, 3), (1, 5), (5, 5)]);
        assert_eq!((a.d_prime, a.d_k, a.deltas), (70, 71, [-1, 0, 0, 0, 0]));
        assert_eq!(frame2(3, 0, s), (1, -1)); // region (v): u > a_2/2, v ≤ 0
        assert_eq!(
            failure_2d(3, (3, 1), &md),
            Failure::Hypothesis { total: 72, d_k: 73 }
        );
        assert_eq!(
            failure_2d(3, (2, 1), &md),
            Failure::AxisOrder { total: 70, d_k: 71 }
        );
    }

    /// The same for 002's Appendix B on 4 × 4 × 4: the base case (2 × 2 × 2)
    /// holds, and in the order of axes Algorithm 2 takes no schedule of the
    /// proof's form beats it; every failure needs the axes in another order.
    /// Evidence: one size, every beaten source of 4 × 4 × 4.
    #[test]
    fn where_the_proof_of_002_theorem_3_breaks() {
        let sources = beaten(&[4, 4, 4], Algo::Recursive);
        assert_eq!(sources.len(), 32);
        for s in &sources {
            let f = failure_3d(2, [s[0], s[1], s[2]]);
            assert!(matches!(f, Failure::AxisOrder { .. }), "{s:?}: {f:?}");
        }
        assert_eq!(
            failure_3d(2, [1, 0, 0]),
            Failure::AxisOrder { total: 66, d_k: 68 }
        );
        let s = rotated_3d(2, [1, 0, 0]);
        let a = appendix_3d(2, best_3d(2, s));
        assert_eq!((a.d_prime, a.d_k), (68, 68));
        assert_eq!(first_false_claim_3d(&a), None);
    }
}
