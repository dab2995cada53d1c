//! 003 §2.1's Observation 2.1.4 and Lemma 2.1.1, the two steps Theorem
//! 2.2.1's proof stands on, checked on their own: the observation over
//! every ordering of small graphs, the lemma over every cycle of length 2D
//! of small tori. The graphs are built here from their definitions.

use castlab_core::orderly::{Model, Ordering, Vertex, arrival};

/// The neighbours of every vertex of the m × n torus (m, n ≥ 3), or of the
/// m × n mesh, vertex (i, j) numbered i·n + j.
fn grid(m: usize, n: usize, torus: bool) -> Vec<Vec<u32>> {
    let id = |i: usize, j: usize| (i * n + j) as u32;
    (0..m * n)
        .map(|v| {
            let (i, j) = (v / n, v % n);
            let mut out = Vec::new();
            if torus || i > 0 {
                out.push(id((i + m - 1) % m, j));
            }
            if torus || i + 1 < m {
                out.push(id((i + 1) % m, j));
            }
            if torus || j > 0 {
                out.push(id(i, (j + n - 1) % n));
            }
            if torus || j + 1 < n {
                out.push(id(i, (j + 1) % n));
            }
            out
        })
        .collect()
}

/// Breadth-first distances from `s`.
fn distances(adj: &[Vec<u32>], s: usize) -> Vec<u32> {
    let mut dist = vec![u32::MAX; adj.len()];
    dist[s] = 0;
    let mut queue = std::collections::VecDeque::from([s]);
    while let Some(v) = queue.pop_front() {
        for &w in &adj[v] {
            if dist[w as usize] == u32::MAX {
                dist[w as usize] = dist[v] + 1;
                queue.push_back(w as usize);
            }
        }
    }
    dist
}

/// Every permutation of `list`.
fn permutations(list: &[u32]) -> Vec<Vec<u32>> {
    if list.len() <= 1 {
        return vec![list.to_vec()];
    }
    let mut out = Vec::new();
    for k in 0..list.len() {
        let mut rest = list.to_vec();
        let first = rest.remove(k);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

/// Evidence: exhaustive, every ordering of P_6, C_6, K_4 and the 2 × 3 and
/// 2 × 4 meshes (22,688 orderings), every originator, both models.
#[test]
fn observation_2_1_4_one_vertex_per_distance_at_its_distance() {
    // "If u receives the message at time 0, then v₁ can be informed at time
    // d and v₂ not earlier than d + 1": for every ordering and originator,
    // at most one vertex at distance d is informed at time d, in both the
    // non-adaptive and the adaptive model.
    let path: Vec<Vec<u32>> = (0..6u32)
        .map(|v| {
            [v.checked_sub(1), (v < 5).then_some(v + 1)]
                .into_iter()
                .flatten()
                .collect()
        })
        .collect();
    let cycle: Vec<Vec<u32>> = (0..6u32).map(|v| vec![(v + 5) % 6, (v + 1) % 6]).collect();
    let k4: Vec<Vec<u32>> = (0..4u32)
        .map(|v| (0..4).filter(|&w| w != v).collect())
        .collect();
    let mut orderings = 0u64;
    for adj in [path, cycle, k4, grid(2, 3, false), grid(2, 4, false)] {
        let choices: Vec<Vec<Vec<u32>>> = adj.iter().map(|l| permutations(l)).collect();
        let total: usize = choices.iter().map(Vec::len).product();
        let dist: Vec<Vec<u32>> = (0..adj.len()).map(|s| distances(&adj, s)).collect();
        for mut k in 0..total {
            let lists: Vec<&Vec<u32>> = choices
                .iter()
                .map(|c| {
                    let pick = &c[k % c.len()];
                    k /= c.len();
                    pick
                })
                .collect();
            let ord = Ordering::from_lists(&lists).unwrap();
            for (s, d) in dist.iter().enumerate() {
                for model in [Model::NonAdaptive, Model::Adaptive] {
                    let t = arrival(&ord, Vertex::at(s), model);
                    let mut on_time = vec![0u32; adj.len()];
                    for (w, &tw) in t.iter().enumerate() {
                        assert!(tw >= d[w], "a message outran the distance");
                        on_time[d[w] as usize] += u32::from(tw == d[w]);
                    }
                    assert!(on_time.iter().all(|&c| c <= 1), "{lists:?} from {s}");
                }
            }
            orderings += 1;
        }
    }
    // 2^4 · 1 (P_6), 2^6 (C_6), 6^4 (K_4), 2^4 · 6^2 (2 × 3), 2^4 · 6^4 (2 × 4).
    assert_eq!(orderings, 16 + 64 + 1296 + 576 + 20_736);
}

/// Evidence: exhaustive, every cycle of length 2D in every torus T_m×n with
/// 3 ≤ m ≤ n ≤ 6.
#[test]
fn lemma_2_1_1_fails_on_even_tori() {
    // "Given any cycle C in T_m×n of length 2D, there exists a vertex u ∈ C
    // such that the diametric vertex v is v ∉ C." With an odd side a vertex
    // has several diametric vertices, so there are two readings: some u on
    // C has one of them off C (weak), or all of them (strong). With both
    // sides even each vertex has one, (i + m/2, j + n/2), the readings
    // agree, and that is the case Theorem 2.2.1's proof uses the lemma in.
    // There the lemma fails: a cycle can pair every vertex with its
    // diametric one, e.g. on T_4×4 (0,0) (3,0) (2,0) (2,3) (2,2) (1,2)
    // (0,2) (0,1), whose opposite vertices are diametric. The proof's
    // "without loss of generality" cycle is not every cycle.
    let t4 = grid(4, 4, true);
    let antipodal = [0usize, 12, 8, 11, 10, 6, 2, 1];
    for (k, &u) in antipodal.iter().enumerate() {
        assert!(t4[u].contains(&(antipodal[(k + 1) % 8] as u32)));
        assert_eq!(distances(&t4, u)[antipodal[(k + 4) % 8]], 4);
    }
    let mut seen = Vec::new();
    for m in 3..=6usize {
        for n in m..=6usize {
            let adj = grid(m, n, true);
            let diameter = (m / 2 + n / 2) as u32;
            let len = 2 * diameter as usize;
            let diametric: Vec<Vec<usize>> = (0..adj.len())
                .map(|u| {
                    let d = distances(&adj, u);
                    (0..adj.len()).filter(|&v| d[v] == diameter).collect()
                })
                .collect();
            let (mut cycles, mut weak_fails, mut strong_fails) = (0u64, 0u64, 0u64);
            // Each cycle is found once per direction from its least vertex.
            let mut path = Vec::with_capacity(len);
            let mut on = vec![false; adj.len()];
            for start in 0..adj.len() {
                path.push(start);
                on[start] = true;
                extend(&adj, start, len, &mut path, &mut on, &mut |cycle| {
                    cycles += 1;
                    // Weak reading: some u on C has a diametric vertex off C;
                    // strong: some u on C has all of them off C.
                    let weak = cycle
                        .iter()
                        .any(|&u| diametric[u].iter().any(|v| !cycle.contains(v)));
                    let strong = cycle
                        .iter()
                        .any(|&u| diametric[u].iter().all(|v| !cycle.contains(v)));
                    weak_fails += u64::from(!weak);
                    strong_fails += u64::from(!strong);
                });
                on[start] = false;
                path.pop();
            }
            seen.push((m, n, cycles / 2, weak_fails / 2, strong_fails / 2));
        }
    }
    // (m, n, cycles of length 2D, cycles failing the weak reading, cycles
    // failing the strong one). The weak reading fails exactly on the
    // even × even tori; the strong one also on T_3×3, T_3×4 and T_3×6.
    assert_eq!(
        seen,
        [
            (3, 3, 9, 0, 9),
            (3, 4, 60, 0, 12),
            (3, 5, 30, 0, 0),
            (3, 6, 198, 0, 18),
            (4, 4, 696, 24, 24),
            (4, 5, 350, 0, 0),
            (4, 6, 3264, 48, 48),
            (5, 5, 175, 0, 0),
            (5, 6, 2040, 0, 0),
            (6, 6, 23496, 120, 120),
        ]
    );
}

/// Extends `path` (from `start`, vertices above `start` only) to every cycle
/// of exactly `len` vertices back to `start`, calling `found` on each.
fn extend(
    adj: &[Vec<u32>],
    start: usize,
    len: usize,
    path: &mut Vec<usize>,
    on: &mut [bool],
    found: &mut dyn FnMut(&[usize]),
) {
    let last = *path.last().unwrap();
    for &w in &adj[last] {
        let w = w as usize;
        if w == start && path.len() == len {
            found(path);
        } else if w > start && !on[w] && path.len() < len {
            path.push(w);
            on[w] = true;
            extend(adj, start, len, path, on, found);
            on[w] = false;
            path.pop();
        }
    }
}
