//! The models the thesis compares orderly broadcasting with (§1.2): messy
//! broadcasting as a seeded random simulation, and the classical optimum by
//! exhaustive search on small graphs.

use alloc::vec;
use alloc::vec::Vec;

mod worst;

pub use worst::{
    WORST_MAX_EDGES, WORST_MAX_NODES, WORST_MAX_ROUNDS, WORST_MAX_STATES, WorstError, worst_time,
};

use super::{Ordering, UNREACHED, Vertex};
use crate::rng::Rng;

/// Most vertices for [`classical_time`]: it walks informed sets as bitmasks.
pub const CLASSICAL_MAX_NODES: usize = 16;

/// The three messy models of Ahlswede et al. (§1.2.2): what an informed
/// vertex knows when it picks a random neighbour each time unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Messy {
    /// M1: it knows which neighbours are informed and picks an uninformed
    /// one.
    M1,
    /// M2: it knows whom it heard from and whom it sent to, and picks
    /// another.
    M2,
    /// M3: it knows only whom it sent to, and picks another.
    M3,
}

impl Messy {
    /// All three, in order.
    pub const ALL: [Messy; 3] = [Messy::M1, Messy::M2, Messy::M3];
}

/// One messy broadcast from `src` on the graph of `graph` (labels are
/// ignored): its completion time ([`UNREACHED`] if some vertex cannot be
/// reached).
pub fn messy_time(graph: &Ordering, src: Vertex, model: Messy, rng: &mut Rng) -> u32 {
    let n = graph.nodes();
    let mut time = vec![UNREACHED; n];
    let mut contacted: Vec<Vec<Vertex>> = vec![Vec::new(); n];
    time[src.index()] = 0;
    let mut informed = 1;
    let mut t = 0;
    let mut candidates = Vec::new();
    let mut sends = Vec::new();
    while informed < n {
        t += 1;
        sends.clear();
        for v in graph.vertices() {
            if time[v.index()] >= t {
                continue;
            }
            candidates.clear();
            candidates.extend(graph.list(v).iter().copied().filter(|&w| match model {
                Messy::M1 => time[w.index()] >= t,
                Messy::M2 | Messy::M3 => !contacted[v.index()].contains(&w),
            }));
            if !candidates.is_empty() {
                sends.push((v, candidates[rng.below(candidates.len())]));
            }
        }
        if sends.is_empty() {
            return UNREACHED;
        }
        for &(v, w) in &sends {
            contacted[v.index()].push(w);
            if model == Messy::M2 {
                // The receiver now knows it heard from v.
                contacted[w.index()].push(v);
            }
            if time[w.index()] == UNREACHED {
                time[w.index()] = t;
                informed += 1;
            }
        }
    }
    t
}

/// The completion times of `trials` seeded messy broadcasts, sorted.
pub fn messy_distribution(
    graph: &Ordering,
    src: Vertex,
    model: Messy,
    trials: u32,
    seed: u64,
) -> Vec<u32> {
    let mut rng = Rng::new(seed);
    let mut out: Vec<u32> = (0..trials)
        .map(|_| messy_time(graph, src, model, &mut rng))
        .collect();
    out.sort_unstable();
    out
}

/// The classical broadcast time b(src): the fewest rounds in which
/// informed vertices, each calling one neighbour per round, inform all.
/// Exhaustive over informed sets, so only for graphs of at most
/// [`CLASSICAL_MAX_NODES`] vertices.
pub fn classical_time(graph: &Ordering, src: Vertex) -> Option<u32> {
    let n = graph.nodes();
    if n > CLASSICAL_MAX_NODES {
        return None;
    }
    let all = (1u32 << n) - 1;
    let nbrs: Vec<u32> = graph
        .vertices()
        .map(|v| graph.list(v).iter().fold(0, |m, &w| m | 1 << w.get()))
        .collect();
    let mut seen = vec![false; 1 << n];
    let mut layer = vec![1u32 << src.get()];
    seen[1 << src.get()] = true;
    let mut t = 0;
    while !layer.contains(&all) {
        t += 1;
        let mut next = Vec::new();
        for &state in &layer {
            let senders: Vec<u32> = (0..n as u32)
                .filter(|&v| state >> v & 1 == 1 && nbrs[v as usize] & !state != 0)
                .collect();
            expand(&nbrs, &senders, state, 0, &mut seen, &mut next);
        }
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    Some(t)
}

/// Every set reachable in one round where each sender calls a distinct
/// uninformed neighbour. A sender with a free neighbour always calls one:
/// informing more never hurts, so the subsets are not needed.
fn expand(
    nbrs: &[u32],
    senders: &[u32],
    state: u32,
    taken: u32,
    seen: &mut [bool],
    out: &mut Vec<u32>,
) {
    let Some((&v, rest)) = senders.split_first() else {
        let s = state | taken;
        if !core::mem::replace(&mut seen[s as usize], true) {
            out.push(s);
        }
        return;
    };
    let mut free = nbrs[v as usize] & !state & !taken;
    if free == 0 {
        expand(nbrs, rest, state, taken, seen, out);
    }
    while free != 0 {
        let w = free.trailing_zeros();
        free &= free - 1;
        expand(nbrs, rest, state, taken | 1 << w, seen, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::orderly::bounds;
    use crate::orderly::orderings::dimension_order;

    /// Evidence: chosen sizes, H_4, T_3×3, T_3×5, T_4×3, T_4×4 and P_7.
    #[test]
    fn classical_times_match_the_known_values() {
        // b(H_4) = 4 (§1.2.1), the torus values of [16] (Chapter 5), and
        // a path of 7 by hand: n − 1 from an end, 4 from the middle.
        let h4 = dimension_order(&Grid::torus(&[2, 2, 2, 2]).unwrap());
        assert_eq!(classical_time(&h4, Vertex::new(0)), Some(4));
        for (m, n) in [(4, 4), (3, 5), (4, 3)] {
            let g = dimension_order(&Grid::torus(&[m, n]).unwrap());
            let worst = g.vertices().map(|s| classical_time(&g, s).unwrap()).max();
            assert_eq!(worst, Some(bounds::classical_2d(m, n)), "{m}x{n}");
        }
        // On T_{3×3} the cited D + 1 = 3 is below ⌈log₂ 9⌉ = 4 (errata).
        let small = dimension_order(&Grid::torus(&[3, 3]).unwrap());
        assert_eq!(classical_time(&small, Vertex::new(0)), Some(4));
        assert_eq!(bounds::classical_2d(3, 3), 3);
        let path = dimension_order(&Grid::mesh(&[7]).unwrap());
        assert_eq!(classical_time(&path, Vertex::new(0)), Some(6));
        assert_eq!(classical_time(&path, Vertex::new(3)), Some(4)); // one side waits a round
        let big = dimension_order(&Grid::mesh(&[17]).unwrap());
        assert_eq!(classical_time(&big, Vertex::new(0)), None);
    }

    #[test]
    fn messy_samples_stay_within_the_published_worst_cases() {
        // §1.2.2: b₁(C_n) = b₂(C_n) = ⌈n/2⌉ and b₃(C_n) = n − 1;
        // b₁(P_n) = b₂(P_n) = n − 1 and b₃(P_n) = 2n − 3.
        for n in [5u32, 8, 11] {
            let cycle = dimension_order(&Grid::torus(&[n]).unwrap());
            let path = dimension_order(&Grid::mesh(&[n]).unwrap());
            let worst = |g: &Ordering, m| {
                (0..n)
                    .flat_map(|s| messy_distribution(g, Vertex::new(s), m, 50, u64::from(s)))
                    .max()
                    .unwrap()
            };
            assert!(worst(&cycle, Messy::M1) <= n.div_ceil(2));
            assert!(worst(&cycle, Messy::M2) <= n.div_ceil(2));
            assert!(worst(&cycle, Messy::M3) < n);
            assert!(worst(&path, Messy::M1) < n);
            assert!(worst(&path, Messy::M3) <= 2 * n - 3);
            assert!(worst(&path, Messy::M3) > n - 1, "M3 resends are seen");
        }
    }

    #[test]
    fn the_generator_is_fixed_and_unbiased_enough() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        assert_eq!(a.next_u64(), b.next_u64());
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[a.below(3)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (900..1100).contains(&c)),
            "{counts:?}"
        );
    }
}
