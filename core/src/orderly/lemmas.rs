//! Chapter 3's lemmas and observations about Π, and §4's about Π_d,
//! checked on the per-originator arrival maps of every torus in the
//! thesis's range (tests only).

use alloc::vec::Vec;

use super::orderings::{ell, pi, pi_d};
use super::{Model, Ordering, Vertex, arrival, broadcast_times, completion, symmetry};
use crate::grid::Grid;

/// Π on T_{m×n}, its ℓ, and a way to name (row, column).
struct Torus {
    grid: Grid,
    ord: Ordering,
    ell: u32,
    m: u32,
    n: u32,
}

impl Torus {
    fn new(m: u32, n: u32) -> Torus {
        let grid = Grid::torus(&[m, n]).unwrap();
        let ord = pi(&grid).unwrap();
        Torus {
            grid,
            ord,
            ell: ell(n),
            m,
            n,
        }
    }

    fn at(&self, p: u32, q: u32) -> u32 {
        self.grid.node(&[p % self.m, q % self.n]).unwrap().index() as u32
    }

    /// t_u(w) for every w, from the originator (p, q).
    fn times(&self, p: u32, q: u32) -> Vec<u32> {
        arrival(&self.ord, Vertex::new(self.at(p, q)), Model::NonAdaptive)
    }
}

/// Where a reading of a claim fails among the 1,444 tori 3 ≤ m, n ≤ 40:
/// how many tori, how many cases, and the first (m, n, and three values
/// the check names).
#[derive(Debug, PartialEq, Eq)]
struct Failures {
    tori: usize,
    cases: usize,
    first: Option<(u32, u32, u32, u32, u32)>,
}

fn failures(mut broken: impl FnMut(&Torus) -> Vec<(u32, u32, u32)>) -> Failures {
    let mut f = Failures {
        tori: 0,
        cases: 0,
        first: None,
    };
    for m in 3..=40 {
        for n in 3..=40 {
            let bad = broken(&Torus::new(m, n));
            if let Some(&(a, b, c)) = bad.first() {
                f.first.get_or_insert((m, n, a, b, c));
                f.tori += 1;
            }
            f.cases += bad.len();
        }
    }
    f
}

/// b^Π(u) for every originator of `t`.
fn all_times(t: &Torus) -> Vec<u32> {
    broadcast_times(
        &t.ord,
        &symmetry::grid_automorphisms(&t.grid, &t.ord),
        Some(&t.grid),
    )
    .times
}

/// Evidence: exhaustive, every torus 3 ≤ m, n ≤ 40.
#[test]
fn lemmas_3_5_1_and_3_6_1_fail_as_broadcast_times() {
    // Pointwise (t_u(w) ≤ t_v(w) for every w) the lemmas fail at w = v
    // itself; read on the broadcast times, (0, 0) and (0, ℓ) should each be
    // the fastest originator (0, j), 0 ≤ j ≤ ℓ. Neither is, on most tori:
    // on T_{3×3}, b(0, 0) = 5 but b(0, 1) = 4 (errata).
    for (anchor, tori, cases, first) in [
        (false, 498, 2318, (3, 3, 1, 5, 4)),
        (true, 333, 1253, (3, 5, 0, 6, 5)),
    ] {
        let f = failures(|t| {
            let b = |j: u32| completion(&t.times(0, j));
            let best = b(if anchor { t.ell } else { 0 });
            (0..=t.ell.min(t.n - 1))
                .filter(|&j| b(j) < best)
                .map(|j| (j, best, b(j)))
                .collect()
        });
        assert_eq!(
            f,
            Failures {
                tori,
                cases,
                first: Some(first)
            },
            "anchor at ℓ: {anchor}"
        );
    }
}

/// Evidence: exhaustive, every torus 3 ≤ m, n ≤ 40.
#[test]
fn lemma_3_3_1_fails_on_a_few_tori() {
    // Read on the odd rows' latest arrival: from (0, j + 1) no later than
    // from (0, j), j odd, 0 < j < ℓ.
    let f = failures(|t| {
        let odd_rows = |x: &[u32]| {
            (1..t.m)
                .step_by(2)
                .flat_map(|p| (0..t.n).map(move |q| (p, q)))
                .map(|(p, q)| x[t.at(p, q) as usize])
                .max()
                .unwrap_or(0)
        };
        (1..t.ell)
            .filter(|j| j % 2 == 1)
            .filter_map(|j| {
                let (u, v) = (odd_rows(&t.times(0, j)), odd_rows(&t.times(0, j + 1)));
                (v > u).then_some((j, v, u))
            })
            .collect()
    });
    assert_eq!(
        (f.tori, f.cases, f.first),
        (28, 56, Some((5, 12, 3, 11, 10)))
    );
}

/// Evidence: exhaustive, every torus 3 ≤ m, n ≤ 40.
#[test]
fn lemma_3_4_1_and_observation_3_7_1_as_printed() {
    // Lemma 3.4.1: "t(u) = t(v)" for any u on row p and v on row p + 1
    // fails as soon as two vertices differ; read as the rows' latest
    // arrival it still fails, from (0, 0) on T_{3×3} (rows 0 and 1: 3 and 4).
    let f = failures(|t| {
        let u = t.times(0, 0);
        let row = |p: u32| (0..t.n).map(|q| u[t.at(p, q) as usize]).max().unwrap_or(0);
        (0..t.m)
            .filter(|&p| row(p) != row((p + 1) % t.m))
            .map(|p| (p, row(p), row((p + 1) % t.m)))
            .collect()
    });
    assert_eq!(f.first, Some((3, 3, 0, 3, 4)));
    assert!(f.tori > 1000, "{f:?}");
    // Observation 3.7.1: row i + 2 repeats row i's ordering, except where
    // i + 2 wraps past an odd m (rows m − 2 and m − 1).
    let f = failures(|t| {
        let relative = |i: u32, j: u32| -> Vec<(u32, u32)> {
            t.ord
                .list(Vertex::new(t.at(i, j)))
                .iter()
                .map(|&w| {
                    let c = t.grid.coords(crate::grid::NodeId::new(w.index()));
                    ((c[0] + t.m - i) % t.m, (c[1] + t.n - j) % t.n)
                })
                .collect()
        };
        let mut bad = Vec::new();
        for i in 0..t.m {
            let differs = (0..t.n).any(|j| relative(i, j) != relative((i + 2) % t.m, j));
            let wraps = t.m % 2 == 1 && i + 2 >= t.m;
            if differs != wraps {
                bad.push((i, u32::from(differs), u32::from(wraps)));
            }
        }
        bad
    });
    assert_eq!(
        f,
        Failures {
            tori: 0,
            cases: 0,
            first: None
        }
    );
    // "The maximum broadcast time among the vertices of a certain row will
    // also be the broadcast time of the torus": not on T_{3×3} (row 2: 4,
    // the torus 5) nor on 418 others.
    let f = failures(|t| {
        let all = all_times(t);
        let whole = completion(&all);
        (0..t.m)
            .filter_map(|i| {
                let worst = (0..t.n)
                    .map(|q| all[t.at(i, q) as usize])
                    .max()
                    .unwrap_or(0);
                (worst != whole).then_some((i, worst, whole))
            })
            .collect()
    });
    assert_eq!((f.tori, f.first), (419, Some((3, 3, 2, 4, 5))));
}

/// Evidence: exhaustive, every torus with sides 3..6 in four dimensions and
/// 3..4 in five, and every descending 3-D torus with sides 3..10.
#[test]
fn chapter_4_in_four_and_five_dimensions() {
    use super::bounds::{theorem_4_3_1, torus_diameter};
    let time = |s: &[u32]| {
        let g = Grid::torus(s).unwrap();
        let o = pi_d(&g).unwrap();
        completion(&broadcast_times(&o, &symmetry::grid_automorphisms(&g, &o), Some(&g)).times)
    };
    // Theorem 4.3.1 on all 256 tori 3..6 in four dimensions and all 32
    // tori 3..4 in five; §4.4's "b ≤ (d + 1)/2 · D" (which drops n₁/2 +
    // 3d − 1 as small) fails on most of them.
    let mut remark = [0, 0];
    for (d, top, slot) in [(4usize, 6u32, 0usize), (5, 4, 1)] {
        let tori = (top - 2).pow(d as u32);
        for k in 0..tori {
            let sides: Vec<u32> = (0..d)
                .map(|a| 3 + k / (top - 2).pow(a as u32) % (top - 2))
                .collect();
            let t = time(&sides);
            assert!(t <= theorem_4_3_1(&sides).unwrap(), "{sides:?}");
            assert!(t >= torus_diameter(&sides), "{sides:?}");
            remark[slot] += usize::from(2 * t > (d as u32 + 1) * torus_diameter(&sides));
        }
    }
    assert_eq!(remark, [178, 24]);
    // §4.4: "we can improve the orderly broadcast time by letting n₁ ≥ n₂ ≥
    // … ≥ n_d": of the 120 descending 3-D tori 3..10, 30 are beaten by
    // another order of the same sides.
    let mut beaten = 0;
    let mut descending = 0;
    for a in 3..=10 {
        for b in 3..=a {
            for c in 3..=b {
                let t = time(&[a, b, c]);
                let others = [[a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]];
                beaten += usize::from(others.iter().any(|s| time(s) < t));
                descending += 1;
            }
        }
    }
    assert_eq!((descending, beaten), (120, 30));
}

/// Evidence: one size, T_7×5×4×3 from (0, 1, 0, 0), the figure's torus.
#[test]
fn figure_23_on_t_7x5x4x3() {
    // Figure 23, T_{7×5×4×3} from (0, 1, 0, 0): the plane (i₁, i₂, 0, 0) is
    // informed by 9, where §4.3's t₀ = ⌊7/2⌋ + ⌊5/2⌋ + d + 3 = 12 as
    // printed and the figure says 11; the mixed-parity layers by 12 (the
    // figure: 14), the first cube by 15 (the figure: 16).
    let g = Grid::torus(&[7, 5, 4, 3]).unwrap();
    let o = pi_d(&g).unwrap();
    let at = arrival(
        &o,
        Vertex::from(g.node(&[0, 1, 0, 0]).unwrap()),
        Model::NonAdaptive,
    );
    let latest = |cells: &mut dyn Iterator<Item = [u32; 4]>| {
        cells
            .map(|c| at[g.node(&c).unwrap().index()])
            .max()
            .unwrap_or(0)
    };
    let plane = latest(&mut (0..35).map(|k| [k % 7, k / 7, 0, 0]));
    let layers = latest(&mut (0..35).map(|k| {
        [
            k % 7,
            k / 7,
            if (k % 7 + k / 7) % 2 == 1 { 1 } else { 3 },
            0,
        ]
    }));
    let cube = latest(&mut (0..140).map(|k| [k % 7, k / 7 % 5, k / 35, 0]));
    assert_eq!([plane, layers, cube], [9, 12, 15]);
    assert_eq!(7 / 2 + 5 / 2 + 4 + 3, 12);
}

/// Arrival times when every vertex of `start` holds the message at time 0
/// and an edge of label k costs `cost(k)` (labels from 1): Dijkstra.
fn timed_run(ord: &Ordering, start: &[u32], cost: impl Fn(u32) -> u32) -> Vec<u32> {
    extern crate std;
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let mut time = alloc::vec![u32::MAX; ord.nodes()];
    let mut heap = BinaryHeap::new();
    for &s in start {
        time[s as usize] = 0;
        heap.push(Reverse((0, s)));
    }
    while let Some(Reverse((t, v))) = heap.pop() {
        if t > time[v as usize] {
            continue;
        }
        for (k, &w) in ord.list(Vertex::new(v)).iter().enumerate() {
            let at = t + cost(k as u32 + 1);
            if at < time[w.index()] {
                time[w.index()] = at;
                heap.push(Reverse((at, w.get())));
            }
        }
    }
    time
}

/// Evidence: exhaustive, every torus 3 ≤ m, n ≤ 12.
#[test]
fn observation_4_1_1_relabelling_3_as_k() {
    // Edges labelled 3 fire at k instead: b^Π ≤ the lemma bound + (k − 3)
    // (D + k + 2, D + k + 1 or D + k), on every torus 3 ≤ m, n ≤ 12.
    use super::bounds::lemma_bound;
    for m in 3..=12 {
        for n in 3..=12 {
            let t = Torus::new(m, n);
            let plain = (0..t.ord.nodes() as u32)
                .map(|s| completion(&timed_run(&t.ord, &[s], |k| k)))
                .max()
                .unwrap_or(0);
            assert_eq!(
                plain,
                completion(&all_times(&t)),
                "{m}x{n}: the run agrees at k = 3"
            );
            for k in [4, 5, 7] {
                let slowest = (0..t.ord.nodes() as u32)
                    .map(|s| completion(&timed_run(&t.ord, &[s], |l| if l == 3 { k } else { l })))
                    .max()
                    .unwrap_or(0);
                assert!(
                    slowest <= lemma_bound(m, n) + k - 3,
                    "{m}x{n}, k = {k}: {slowest}"
                );
            }
        }
    }
}

/// Evidence: exhaustive, every torus 3..8 × 3..8 × 3..4.
#[test]
fn observation_4_3_1_a_plane_two_steps_after_half_of_it() {
    // In T_{n₁×n₂×n₃} under Π_d: once the vertices (i₁, i₂, i₃) of a plane
    // with i₁, i₂ of different parities (or of the same) are informed, the
    // whole plane is by two steps later: on every torus 3..8 × 3..8 × 3..4,
    // odd sides included.
    let mut planes = 0;
    for a in 3..=8u32 {
        for b in 3..=8u32 {
            for c in [3u32, 4] {
                let g = Grid::torus(&[a, b, c]).unwrap();
                let o = pi_d(&g).unwrap();
                let node = |k: u32| g.node(&[k % a, k / a, 1]).unwrap().index();
                for same in [false, true] {
                    let start: Vec<u32> = (0..a * b)
                        .filter(|k| ((k % a + k / a) % 2 == 0) == same)
                        .map(|k| node(k) as u32)
                        .collect();
                    let at = timed_run(&o, &start, |k| k);
                    let plane = (0..a * b).map(|k| at[node(k)]).max().unwrap_or(0);
                    assert!(plane <= 2, "{a}x{b}x{c}, same parity {same}: {plane}");
                    planes += 1;
                }
            }
        }
    }
    assert_eq!(planes, 6 * 6 * 2 * 2);
}

/// Evidence: exhaustive, every spanning tree of five small graphs (11,933
/// trees).
#[test]
fn observation_2_1_3_a_spanning_tree_is_never_faster() {
    // b(G) ≤ b(G') for every spanning tree G' of G: every spanning tree of
    // small grids and cycles, by the classical times of all originators.
    use super::messy::classical_time;
    use super::orderings::dimension_order;
    let mut trees = 0;
    for (sides, torus) in [
        (&[2u32, 3][..], false),
        (&[3, 3], false),
        (&[2, 4], false),
        (&[6], true),
        (&[3, 3], true),
    ] {
        let g = if torus {
            Grid::torus(sides)
        } else {
            Grid::mesh(sides)
        }
        .unwrap();
        let o = dimension_order(&g);
        let n = o.nodes();
        let edges: Vec<(u32, u32)> = (0..n as u32)
            .flat_map(|v| {
                o.list(Vertex::new(v))
                    .iter()
                    .map(|w| w.get())
                    .filter(move |&w| v < w)
                    .map(move |w| (v, w))
            })
            .collect();
        let full: Vec<u32> = o
            .vertices()
            .map(|s| classical_time(&o, s).unwrap())
            .collect();
        for mask in 0u32..1 << edges.len() {
            if mask.count_ones() as usize != n - 1 {
                continue;
            }
            let mut lists = alloc::vec![Vec::new(); n];
            for (k, &(v, w)) in edges.iter().enumerate() {
                if mask >> k & 1 == 1 {
                    lists[v as usize].push(w);
                    lists[w as usize].push(v);
                }
            }
            let tree = Ordering::from_lists(&lists).unwrap();
            let times: Option<Vec<u32>> =
                tree.vertices().map(|s| classical_time(&tree, s)).collect();
            let Some(times) = times else { continue }; // not spanning
            trees += 1;
            for s in 0..n {
                assert!(full[s] <= times[s], "{sides:?} tree {mask:b} from {s}");
            }
        }
    }
    // The spanning trees counted independently (Kirchhoff's theorem):
    // 2×3: 15, 3×3: 192, 2×4: 56, C_6: 6, T_3×3: 11,664.
    assert_eq!(trees, 15 + 192 + 56 + 6 + 11_664);
}

/// Π_d's broadcast time on T_{sides}.
fn pi_d_time(sides: &[u32]) -> u32 {
    let g = Grid::torus(sides).unwrap();
    let o = pi_d(&g).unwrap();
    completion(&broadcast_times(&o, &symmetry::grid_automorphisms(&g, &o), Some(&g)).times)
}

/// Evidence: exhaustive, every equal-sided torus T_{n×…×n} with 3 ≤ n ≤ 48
/// in three dimensions, 3 ≤ n ≤ 22 in four and 3 ≤ n ≤ 12 in five.
#[test]
fn section_4_4_chain_for_equal_sides() {
    // §4.4's chain for n₁ = … = n_d = n, each line read as an upper bound
    // on b^Π_d and evaluated exactly (times 4, to stay in integers), with
    // D = d⌊n/2⌋ as §4.4 defines it. Lines 1–7 are the chain as printed;
    // line 0 is Theorem 4.3.1 as castlab reads it (the tables' bound).
    use super::bounds::{theorem_4_3_1, torus_diameter};
    let mut failing = Vec::new();
    for (d, top) in [(3u32, 48u32), (4, 22), (5, 12)] {
        let mut lines: [Vec<u32>; 8] = Default::default();
        for n in 3..=top {
            let sides = alloc::vec![n; d as usize];
            let b = i64::from(pi_d_time(&sides));
            let (nn, dd, half) = (i64::from(n), i64::from(d), i64::from(n / 2));
            let dia = i64::from(torus_diameter(&sides));
            assert_eq!(dia, dd * half);
            let tail = 4 * (3 * dd - 1);
            let quadruple = [
                4 * i64::from(theorem_4_3_1(&sides).unwrap()),
                // ⌊n₁/2⌋ + ⌊n₂/2⌋ + Σ_{i=3}^d i⌊n_i/2⌋ + 3d − 1
                4 * (2 * half + (3..=dd).map(|i| i * half).sum::<i64>()) + tail,
                // n₁ + n₁/2 · Σ_{i=3}^d i + 3d − 1
                4 * nn + 2 * nn * (3..=dd).sum::<i64>() + tail,
                // n₁ + n₁/2 · (d + 3)(d − 2)/2 + 3d − 1
                4 * nn + nn * (dd + 3) * (dd - 2) + tail,
                // n₁/2 · ((d² + d − 6)/2 + 2) + 3d − 1
                nn * (dd * dd + dd - 6 + 4) + tail,
                // n₁/2 · (d(d + 1)/2 − 1) + 3d − 1
                nn * (dd * (dd + 1) - 2) + tail,
                // (d + 1)/2 · D − n₁/2 + 3d − 1
                2 * (dd + 1) * dia - 2 * nn + tail,
                // (d + 1)/2 · D, the remark
                2 * (dd + 1) * dia,
            ];
            for (line, &bound) in quadruple.iter().enumerate() {
                if 4 * b > bound {
                    lines[line].push(n);
                }
            }
        }
        failing.push(lines);
    }
    // Every line but the last holds at every size; the remark fails at
    // small n, where n₁/2 + 3d − 1 is not small beside D, and holds from
    // n = 10 on in each dimension.
    let remark_only = |sizes: &[u32]| {
        let mut lines: [Vec<u32>; 8] = Default::default();
        lines[7] = sizes.to_vec();
        lines
    };
    assert_eq!(
        failing,
        [
            remark_only(&[3, 4, 5, 7, 9]),
            remark_only(&[3, 4, 5, 6, 7, 9]),
            remark_only(&[3, 4, 5, 6, 7, 9]),
        ]
    );
}

/// Evidence: exhaustive, every torus with sides 3..=14 in three dimensions,
/// 3..=7 in four and 3..=5 in five.
#[test]
fn theorem_4_3_1_both_readings_of_the_case_test() {
    // The printed cases: "+3d − 1 if n₁ and n₂ are odd; +3d − 2 if (one
    // of n₁ or n₂ is even) or (n₁, n₂ and ⌊n₁/2⌋ are even); +3d − 3
    // otherwise". Literally the middle case takes every torus that is not
    // odd × odd, so +3d − 3 never applies. castlab reads the case test as
    // the 2-D lemmas for n₁ × n₂ (n₁ even: +3d − 3 when n₂ ≡ 2 mod 4, else
    // +3d − 2; n₁ odd: +3d − 2 when n₂ ≡ 2 mod 4, else +3d − 1), which is
    // one looser than the literal reading when n₁ is odd and n₂ ≡ 0 mod 4
    // and one tighter when n₁ is even and n₂ ≡ 2 mod 4. Π_d meets both.
    use super::bounds::{lemma_excess, theorem_4_3_1, torus_diameter};
    let mut counts = Vec::new();
    for (d, top) in [(3usize, 14u32), (4, 7), (5, 5)] {
        let span = top - 2;
        let (mut tori, mut looser, mut tighter, mut tight_looser) = (0, 0, 0, 0);
        for k in 0..span.pow(d as u32) {
            let sides: Vec<u32> = (0..d).map(|a| 3 + k / span.pow(a as u32) % span).collect();
            let (n1, n2) = (sides[0], sides[1]);
            // Σ i⌊n_i/2⌋ over i ≥ 3, written out again.
            let weighted: u32 = (2..d).map(|i| (i as u32 + 1) * (sides[i] / 2)).sum();
            let base = n1 / 2 + n2 / 2 + weighted + 3 * d as u32;
            let literal = if n1 % 2 == 1 && n2 % 2 == 1 {
                base - 1
            } else {
                base - 2
            };
            let ours = theorem_4_3_1(&sides).unwrap();
            assert_eq!(ours, base - 6 + lemma_excess(n1, n2));
            let t = pi_d_time(&sides);
            assert!(t <= ours.min(literal), "{sides:?}: {t}");
            assert!(t >= torus_diameter(&sides), "{sides:?}: {t}");
            tori += 1;
            looser += u32::from(ours > literal);
            tighter += u32::from(ours < literal);
            tight_looser += u32::from(ours > literal && t == ours);
            // The readings differ exactly where the comment says.
            assert_eq!(ours > literal, n1 % 2 == 1 && n2 % 4 == 0, "{sides:?}");
            assert_eq!(ours < literal, n1 % 2 == 0 && n2 % 4 == 2, "{sides:?}");
        }
        counts.push((tori, looser, tighter, tight_looser));
    }
    // (tori, castlab looser, castlab tighter, where castlab's looser bound
    // is reached). Counted by hand: in 3-D, 6 odd n₁ × 3 n₂ ≡ 0 (mod 4) ×
    // 12 n₃ = 216, and 6 even n₁ × 3 n₂ ≡ 2 (mod 4) × 12 = 216; in 4-D 3 ×
    // 1 × 25 = 75 and 2 × 1 × 25 = 50; in 5-D 2 × 1 × 27 = 54 and none.
    // The looser bound is never reached, so the literal reading holds
    // there too.
    assert_eq!(
        counts,
        [(1728, 216, 216, 0), (625, 75, 50, 0), (243, 54, 0, 0)]
    );
}
