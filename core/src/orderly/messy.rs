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
///
/// Each round, every informed vertex with a candidate, in index order,
/// draws `rng.below(candidates)` and calls the candidate at that rank in
/// its list; seeded results depend on exactly this order. The state is a
/// few bits per vertex and one bit per link: the informed set, the senders
/// that may still have a candidate, and (M2, M3) which list slots each
/// vertex has used. Any degree works: slots are read 64 at a time.
pub fn messy_time(graph: &Ordering, src: Vertex, model: Messy, rng: &mut Rng) -> u32 {
    let n = graph.nodes();
    let (offsets, targets) = graph.as_flat();
    let words = n.div_ceil(64);
    // Informed before this round; informed during it (merged after, so
    // this round's choices see the round's start, as M1 needs).
    let mut informed = vec![0u64; words];
    let mut fresh = vec![0u64; words];
    // Informed vertices not yet seen without a candidate: a vertex never
    // gains one back (the informed set and the used slots only grow).
    let mut active = vec![0u64; words];
    // M2, M3: one bit per list slot, set once that neighbour was called
    // (or, M2, was heard from).
    let mut used = match model {
        Messy::M1 => Vec::new(),
        Messy::M2 | Messy::M3 => vec![0u64; targets.len().div_ceil(64)],
    };
    // M2: the receivers' slots of this round's callers, marked after the
    // round so a later vertex in index order still sees the round's start.
    let mut heard: Vec<u32> = Vec::new();
    let draw = Draw::new();
    set_bit(&mut informed, src.index());
    set_bit(&mut active, src.index());
    let mut count = 1;
    let mut t = 0;
    while count < n {
        t += 1;
        let mut calls = 0usize;
        for word in 0..words {
            let mut bits = active[word];
            while bits != 0 {
                let v = word * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let start = offsets[v] as usize;
                let list = &targets[start..offsets[v + 1] as usize];
                let slot = match model {
                    Messy::M1 => pick_uninformed(list, &informed, &draw, rng),
                    Messy::M2 | Messy::M3 => pick_unused(&used, start, list.len(), &draw, rng),
                };
                let Some(k) = slot else {
                    active[word] &= !(1 << (v % 64));
                    continue;
                };
                calls += 1;
                let w = list[k];
                set_bit(&mut fresh, w.index());
                if model != Messy::M1 {
                    set_bit(&mut used, start + k);
                }
                if model == Messy::M2 {
                    // On a directed graph the receiver may not list v.
                    let back = offsets[w.index()] as usize;
                    if let Some(j) = graph.list(w).iter().position(|&x| x.index() == v) {
                        heard.push((back + j) as u32);
                    }
                }
            }
        }
        if calls == 0 {
            return UNREACHED;
        }
        for &s in &heard {
            set_bit(&mut used, s as usize);
        }
        heard.clear();
        for ((new, old), act) in fresh.iter_mut().zip(&mut informed).zip(&mut active) {
            let joined = *new & !*old;
            count += joined.count_ones() as usize;
            *old |= joined;
            *act |= joined;
            *new = 0;
        }
    }
    t
}

/// [`Rng::below`] with the rejection zones of 1..=64 computed once: the
/// same draws, one 64-bit division per draw instead of two.
struct Draw([u64; 65]);

impl Draw {
    fn new() -> Self {
        Draw(core::array::from_fn(|n| match n {
            0 => 0,
            n => u64::MAX - u64::MAX % n as u64,
        }))
    }

    fn below(&self, rng: &mut Rng, n: usize) -> usize {
        let Some(&zone) = self.0.get(n) else {
            return rng.below(n);
        };
        loop {
            let x = rng.next_u64();
            if x < zone {
                return (x % n as u64) as usize;
            }
        }
    }
}

fn set_bit(bits: &mut [u64], i: usize) {
    bits[i / 64] |= 1 << (i % 64);
}

fn bit(bits: &[u64], i: usize) -> bool {
    bits[i / 64] >> (i % 64) & 1 == 1
}

/// Bits `start..start + len` of `bits` (len ≤ 64), lowest first.
fn bits_at(bits: &[u64], start: usize, len: usize) -> u64 {
    let (word, shift) = (start / 64, start % 64);
    let mut out = bits[word] >> shift;
    if shift + len > 64 {
        out |= bits[word + 1] << (64 - shift);
    }
    out & low(len)
}

/// The index of the `k`-th set bit of `mask` (k < its count).
fn nth_set(mut mask: u64, k: usize) -> usize {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as usize
}

/// M1: a uniformly drawn uninformed neighbour's slot in `list`.
fn pick_uninformed(list: &[Vertex], informed: &[u64], draw: &Draw, rng: &mut Rng) -> Option<usize> {
    let free = |w: &Vertex| !bit(informed, w.index());
    if list.len() <= 64 {
        let mask = list
            .iter()
            .enumerate()
            .fold(0u64, |m, (k, w)| m | u64::from(free(w)) << k);
        return (mask != 0).then(|| nth_set(mask, draw.below(rng, mask.count_ones() as usize)));
    }
    let count = list.iter().filter(|w| free(w)).count();
    if count == 0 {
        return None;
    }
    let k = rng.below(count);
    list.iter()
        .enumerate()
        .filter(|(_, w)| free(w))
        .nth(k)
        .map(|(i, _)| i)
}

/// M2, M3: a uniformly drawn unused slot among `start..start + len`,
/// relative to `start`.
fn pick_unused(
    used: &[u64],
    start: usize,
    len: usize,
    draw: &Draw,
    rng: &mut Rng,
) -> Option<usize> {
    let free_at = |at: usize| !bits_at(used, start + at, 64.min(len - at)) & low(len - at);
    let count: usize = (0..len)
        .step_by(64)
        .map(|at| free_at(at).count_ones() as usize)
        .sum();
    if count == 0 {
        return None;
    }
    let mut k = draw.below(rng, count);
    (0..len).step_by(64).find_map(|at| {
        let free = free_at(at);
        let here = free.count_ones() as usize;
        if k < here {
            return Some(at + nth_set(free, k));
        }
        k -= here;
        None
    })
}

/// The lowest `len` bits (all 64 when len ≥ 64).
fn low(len: usize) -> u64 {
    if len >= 64 { u64::MAX } else { (1 << len) - 1 }
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

    /// The simulation as first written, kept as the reference the fast one
    /// must equal draw for draw: every vertex scanned every round, a
    /// candidate list per vertex, contacted neighbours in a list each.
    fn reference_time(graph: &Ordering, src: Vertex, model: Messy, rng: &mut Rng) -> u32 {
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

    /// A seeded random directed graph: each vertex lists a random subset
    /// of the vertices (itself possibly included) in random order, so some
    /// vertices are unreachable and some lists are not mutual.
    fn random_graph(rng: &mut Rng, n: u32, degree: u32) -> Ordering {
        let lists: Vec<Vec<u32>> = (0..n)
            .map(|_| {
                let mut list: Vec<u32> = (0..n)
                    .filter(|_| rng.below(n as usize) < degree as usize)
                    .collect();
                for i in (1..list.len()).rev() {
                    list.swap(i, rng.below(i + 1));
                }
                list
            })
            .collect();
        Ordering::from_lists(&lists).unwrap()
    }

    /// Every family at small sizes (K_n up to 100, whose lists span more
    /// than one 64-bit word), the papers' tori under Π, MSNs (directed),
    /// and random directed graphs with unreachable vertices.
    fn graphs() -> Vec<(String, Ordering)> {
        use crate::msn::Msn;
        use crate::orderly::orderings;
        use crate::topology::GraphFamily;
        use alloc::format;
        use alloc::string::String;
        let mut out: Vec<(String, Ordering)> = Vec::new();
        for &family in GraphFamily::ALL {
            for size in [1, 2, 3, 4, 5, 6, 7, 70, 100] {
                if let Some(g) = family.build(size) {
                    out.push((format!("{family:?}({size})"), orderings::natural(&&*g)));
                }
            }
        }
        for sides in [[5u32, 5], [6, 7], [4, 9]] {
            let grid = Grid::torus(&sides).unwrap();
            out.push((format!("pi {sides:?}"), orderings::pi(&grid).unwrap()));
        }
        for (x, y) in [(4, 4), (6, 8), (10, 4)] {
            out.push((
                format!("msn {x}x{y}"),
                orderings::msn(&Msn::new(x, y).unwrap()),
            ));
        }
        let mut rng = Rng::new(54);
        for (n, degree) in [(1, 1), (2, 1), (9, 2), (20, 3), (40, 4), (33, 1), (150, 80)] {
            for copy in 0..3 {
                out.push((
                    format!("random {n}/{degree} #{copy}"),
                    random_graph(&mut rng, n, degree),
                ));
            }
        }
        out
    }

    #[test]
    fn the_zone_table_draws_as_the_generator() {
        let draw = Draw::new();
        for n in 1..=70 {
            let (mut a, mut b) = (Rng::new(n as u64), Rng::new(n as u64));
            for _ in 0..50 {
                assert_eq!(draw.below(&mut a, n), b.below(n), "{n}");
            }
        }
    }

    #[test]
    fn the_fast_simulation_draws_exactly_as_the_reference() {
        let mut unreached = 0;
        for (name, g) in graphs() {
            let n = g.nodes() as u32;
            for model in Messy::ALL {
                for seed in [0u64, 1, 7, 2026] {
                    let src = Vertex::new((seed % u64::from(n)) as u32);
                    let (mut fast, mut slow) = (Rng::new(seed), Rng::new(seed));
                    for trial in 0..4 {
                        let want = reference_time(&g, src, model, &mut slow);
                        let got = messy_time(&g, src, model, &mut fast);
                        assert_eq!(got, want, "{name} {model:?} seed {seed} trial {trial}");
                        unreached += usize::from(want == UNREACHED);
                    }
                    // The same number of draws: the generators are level.
                    assert_eq!(fast.next_u64(), slow.next_u64(), "{name} {model:?} {seed}");
                }
            }
        }
        assert!(unreached > 0, "some graphs leave vertices unreached");
    }

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
