//! The messy broadcast times exactly. §1.2.2 defines b_i^m(u) as the
//! *maximum* time over every choice the informed vertices may make, so a
//! sample only bounds it from below. [`worst_time`] walks the states of a
//! run (who is informed, and under M2 and M3 which edges each vertex has
//! used or heard along), taking the adversary's worst choice in each
//! round, memoised on the state. It is exhaustive, so it is offered on
//! small graphs only and gives up, saying so, when a budget runs out.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;

use super::Messy;
use crate::orderly::{Ordering, Vertex};
use crate::text::Text;

/// Most vertices [`worst_time`] takes: the state space grows too fast
/// beyond (T_4×4 under M3 already exhausts the budget).
pub const WORST_MAX_NODES: usize = 16;
/// Most labelled edges (both directions): an M2/M3 state keeps one bit each.
pub const WORST_MAX_EDGES: usize = 128;
/// Most distinct states remembered before the search gives up.
pub const WORST_MAX_STATES: usize = 1 << 20;
/// Most rounds (choice combinations) tried before the search gives up.
pub const WORST_MAX_ROUNDS: u64 = 20_000_000;

/// Why [`worst_time`] has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorstError {
    /// More vertices than [`WORST_MAX_NODES`].
    TooManyNodes { nodes: usize },
    /// More labelled edges than [`WORST_MAX_EDGES`].
    TooManyEdges { edges: usize },
    /// The budget ([`WORST_MAX_STATES`], [`WORST_MAX_ROUNDS`]) ran out.
    Budget,
    /// Some choices leave a vertex uninformed for ever (a disconnected
    /// graph).
    Unreachable,
}

impl WorstError {
    /// For the reader: a message of `locales/*/errors.ftl`.
    pub fn text(&self) -> Text {
        match *self {
            WorstError::TooManyNodes { nodes } => Text::new("error-worst-too-many-nodes")
                .arg("nodes", nodes)
                .arg("max", WORST_MAX_NODES),
            WorstError::TooManyEdges { edges } => Text::new("error-worst-too-many-edges")
                .arg("edges", edges)
                .arg("max", WORST_MAX_EDGES),
            WorstError::Budget => Text::new("error-worst-budget")
                .arg("states", WORST_MAX_STATES)
                .arg("rounds", WORST_MAX_ROUNDS),
            WorstError::Unreachable => Text::new("error-worst-unreachable"),
        }
    }
}

impl fmt::Display for WorstError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            WorstError::TooManyNodes { nodes } => write!(
                f,
                "{nodes} vertices; the exhaustive worst case takes at most {WORST_MAX_NODES}"
            ),
            WorstError::TooManyEdges { edges } => write!(
                f,
                "{edges} labelled edges; the exhaustive worst case takes at most {WORST_MAX_EDGES}"
            ),
            WorstError::Budget => write!(
                f,
                "more than {WORST_MAX_STATES} states or {WORST_MAX_ROUNDS} rounds to try"
            ),
            WorstError::Unreachable => f.write_str("some vertex is never informed"),
        }
    }
}

/// b_i^m(src): the latest completion over every run of `model` from `src`
/// (labels of `graph` are ignored; only its edges matter).
pub fn worst_time(graph: &Ordering, src: Vertex, model: Messy) -> Result<u32, WorstError> {
    let nodes = graph.nodes();
    if nodes > WORST_MAX_NODES {
        return Err(WorstError::TooManyNodes { nodes });
    }
    if graph.edges() > WORST_MAX_EDGES {
        return Err(WorstError::TooManyEdges {
            edges: graph.edges(),
        });
    }
    let (offsets, targets) = graph.as_flat();
    // back[k]: the slot of the reverse edge, where M2's receiver records
    // whom it heard from.
    let back = (0..targets.len())
        .map(|k| {
            let from = offsets.partition_point(|&o| o as usize <= k) - 1;
            let to = targets[k].index();
            (offsets[to]..offsets[to + 1]).find(|&j| targets[j as usize].index() == from)
        })
        .collect();
    let mut walk = Walk {
        offsets,
        targets,
        back,
        model,
        all: (1u32 << nodes) - 1,
        memo: BTreeMap::new(),
        rounds: 0,
    };
    walk.worst(1 << src.get(), 0)
}

/// The search's fixed data and its memo.
struct Walk<'a> {
    offsets: &'a [u32],
    targets: &'a [Vertex],
    back: Vec<Option<u32>>,
    model: Messy,
    all: u32,
    /// Remaining time from a state (informed mask, used-edge bits).
    memo: BTreeMap<(u32, u128), u32>,
    rounds: u64,
}

impl Walk<'_> {
    /// The latest completion from a state, over every choice.
    fn worst(&mut self, informed: u32, used: u128) -> Result<u32, WorstError> {
        if informed == self.all {
            return Ok(0);
        }
        if let Some(&t) = self.memo.get(&(informed, used)) {
            return Ok(t);
        }
        // Each sender's choices: edge slots it may send along this round,
        // wasted sends (to informed vertices) first, so that the slow runs
        // come early and the bound below stops the search sooner.
        let mut senders: Vec<Vec<u32>> = Vec::new();
        for v in 0..self.offsets.len() - 1 {
            if informed >> v & 1 == 0 {
                continue;
            }
            let mut choices: Vec<u32> = (self.offsets[v]..self.offsets[v + 1])
                .filter(|&k| match self.model {
                    Messy::M1 => informed >> self.targets[k as usize].get() & 1 == 0,
                    Messy::M2 | Messy::M3 => used >> k & 1 == 0,
                })
                .collect();
            choices.sort_by_key(|&k| informed >> self.targets[k as usize].get() & 1 == 0);
            if !choices.is_empty() {
                senders.push(choices);
            }
        }
        if senders.is_empty() {
            return Err(WorstError::Unreachable);
        }
        let bound = self.latest_possible(informed, used);
        let mut latest = 0;
        self.each_round(&senders, informed, used, bound, &mut latest)?;
        let t = latest + 1;
        if self.memo.len() >= WORST_MAX_STATES {
            return Err(WorstError::Budget);
        }
        self.memo.insert((informed, used), t);
        Ok(t)
    }

    /// A bound on the time left: an informed vertex with r choices reaches
    /// each uninformed neighbour within r rounds, and a vertex informed at
    /// t reaches every neighbour it has not heard from by t + its degree
    /// (no model lets a vertex idle while it has a choice).
    fn latest_possible(&self, informed: u32, used: u128) -> u32 {
        let nodes = self.offsets.len() - 1;
        let degree = |v: usize| self.offsets[v + 1] - self.offsets[v];
        let mut reach = [u32::MAX; WORST_MAX_NODES];
        for (v, reach_v) in reach.iter_mut().enumerate().take(nodes) {
            if informed >> v & 1 == 1 {
                continue;
            }
            for k in self.offsets[v]..self.offsets[v + 1] {
                let u = self.targets[k as usize].index();
                if informed >> u & 1 == 0 {
                    continue;
                }
                let choices = (self.offsets[u]..self.offsets[u + 1])
                    .filter(|&j| match self.model {
                        Messy::M1 => informed >> self.targets[j as usize].get() & 1 == 0,
                        Messy::M2 | Messy::M3 => used >> j & 1 == 0,
                    })
                    .count() as u32;
                if choices > 0 {
                    *reach_v = (*reach_v).min(choices);
                }
            }
        }
        // Bellman–Ford over the uninformed vertices (at most 12).
        for _ in 0..nodes {
            for v in 0..nodes {
                if informed >> v & 1 == 1 {
                    continue;
                }
                for k in self.offsets[v]..self.offsets[v + 1] {
                    let u = self.targets[k as usize].index();
                    if informed >> u & 1 == 0 && reach[u] != u32::MAX {
                        reach[v] = reach[v].min(reach[u] + degree(u));
                    }
                }
            }
        }
        (0..nodes)
            .filter(|&v| informed >> v & 1 == 0)
            .map(|v| reach[v])
            .max()
            .unwrap_or(0)
    }

    /// Every combination of the senders' choices, each followed to the
    /// end, until one reaches `bound` (no run can end later).
    fn each_round(
        &mut self,
        senders: &[Vec<u32>],
        informed: u32,
        used: u128,
        bound: u32,
        latest: &mut u32,
    ) -> Result<(), WorstError> {
        let Some((choices, rest)) = senders.split_first() else {
            self.rounds += 1;
            if self.rounds > WORST_MAX_ROUNDS {
                return Err(WorstError::Budget);
            }
            *latest = (*latest).max(self.worst(informed, used)?);
            return Ok(());
        };
        for &k in choices {
            if *latest + 1 >= bound {
                break;
            }
            let mut next_used = used;
            match self.model {
                // M1 chooses by the neighbours' state alone.
                Messy::M1 => {}
                Messy::M2 => {
                    next_used |= 1 << k;
                    if let Some(b) = self.back[k as usize] {
                        next_used |= 1 << b;
                    }
                }
                Messy::M3 => next_used |= 1 << k,
            }
            let next = informed | 1 << self.targets[k as usize].get();
            self.each_round(rest, next, next_used, bound, latest)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;
    use alloc::{format, vec};

    use super::*;
    use crate::grid::Grid;
    use crate::orderly::messy::{classical_time, messy_distribution};
    use crate::orderly::orderings::dimension_order;
    use crate::orderly::{Model, arrival, completion};
    use crate::permutations;

    fn path(n: u32) -> Ordering {
        dimension_order(&Grid::mesh(&[n]).unwrap())
    }

    fn cycle(n: u32) -> Ordering {
        dimension_order(&Grid::torus(&[n]).unwrap())
    }

    fn complete(n: u32) -> Ordering {
        let lists: Vec<Vec<u32>> = (0..n)
            .map(|v| (0..n).filter(|&w| w != v).collect())
            .collect();
        Ordering::from_lists(&lists).unwrap()
    }

    /// The graphs §1.2.2's values and inequalities are tested on.
    fn small_graphs() -> Vec<(String, Ordering)> {
        let mut out: Vec<(String, Ordering)> = Vec::new();
        for n in 3..=8 {
            out.push((format!("P_{n}"), path(n)));
            out.push((format!("C_{n}"), cycle(n)));
        }
        for n in 3..=5 {
            out.push((format!("K_{n}"), complete(n)));
        }
        let star = [vec![1, 2, 3], vec![0], vec![0], vec![0]];
        out.push(("K_1,3".into(), Ordering::from_lists(&star).unwrap()));
        out.push((
            "H_3".into(),
            dimension_order(&Grid::torus(&[2, 2, 2]).unwrap()),
        ));
        for sides in [[2, 3], [3, 3], [2, 4], [3, 4]] {
            let g = dimension_order(&Grid::mesh(&sides).unwrap());
            out.push((format!("mesh {}x{}", sides[0], sides[1]), g));
        }
        out.push((
            "T_3x3".into(),
            dimension_order(&Grid::torus(&[3, 3]).unwrap()),
        ));
        out
    }
    /// The graph's value under `model`: the worst source's worst run.
    fn graph_worst(g: &Ordering, model: Messy) -> u32 {
        g.vertices()
            .map(|s| worst_time(g, s, model).unwrap())
            .max()
            .unwrap()
    }

    /// Every ordering of `g` (one list permutation per vertex), if there
    /// are at most `limit`.
    fn every_ordering(g: &Ordering, limit: usize) -> Option<Vec<Ordering>> {
        let perms: Vec<Vec<Vec<u32>>> = g
            .vertices()
            .map(|v| permutations::of(&Vertex::numbers(g.list(v))))
            .collect();
        let count = perms
            .iter()
            .try_fold(1usize, |c, p| c.checked_mul(p.len()))?;
        if count > limit {
            return None;
        }
        let mut out = Vec::with_capacity(count);
        let mut pick = vec![0usize; perms.len()];
        loop {
            let lists: Vec<&[u32]> = pick.iter().zip(&perms).map(|(&i, p)| &p[i][..]).collect();
            out.push(Ordering::from_lists(&lists).unwrap());
            let Some(v) = (0..pick.len()).find(|&v| pick[v] + 1 < perms[v].len()) else {
                return Some(out);
            };
            pick[v] += 1;
            pick[..v].iter_mut().for_each(|i| *i = 0);
        }
    }

    fn diameter(g: &Ordering) -> u32 {
        // Breadth-first search from every vertex: an ordering whose labels
        // are all 1 would do, but BFS is the plainer independent count.
        (0..g.nodes() as u32)
            .map(|s| {
                let mut dist = vec![u32::MAX; g.nodes()];
                dist[s as usize] = 0;
                let mut queue = vec![s];
                let mut at = 0;
                while at < queue.len() {
                    let v = queue[at];
                    at += 1;
                    for &w in g.list(Vertex::new(v)) {
                        if dist[w.index()] == u32::MAX {
                            dist[w.index()] = dist[v as usize] + 1;
                            queue.push(w.get());
                        }
                    }
                }
                dist.into_iter().max().unwrap()
            })
            .max()
            .unwrap()
    }

    /// Evidence: exhaustive, P_3 … P_8, C_3 … C_8, K_3 … K_5, H_3, and b₂ of H_4.
    #[test]
    fn the_published_messy_times() {
        // §1.2.2, after [23, 9, 20]: P_n: n − 1, n − 1, 2n − 3; C_n:
        // ⌈n/2⌉, ⌈n/2⌉, n − 1; K_n: n − 1 in all three; H_m: b₂ =
        // m(m − 1)/2 + 1 and b₃ = m(m + 1)/2 (H_3: 4 and 6).
        for n in 3..=8u32 {
            let expected = [
                (path(n), [n - 1, n - 1, 2 * n - 3]),
                (cycle(n), [n.div_ceil(2), n.div_ceil(2), n - 1]),
            ];
            for (g, want) in expected {
                let got = Messy::ALL.map(|m| graph_worst(&g, m));
                assert_eq!(got, want, "n = {n}");
            }
        }
        for n in 3..=5 {
            assert_eq!(
                Messy::ALL.map(|m| graph_worst(&complete(n), m)),
                [n - 1; 3],
                "K_{n}"
            );
        }
        let h3 = dimension_order(&Grid::torus(&[2, 2, 2]).unwrap());
        assert_eq!(graph_worst(&h3, Messy::M2), 3 * 2 / 2 + 1);
        assert_eq!(graph_worst(&h3, Messy::M3), 3 * 4 / 2);
        // H_4 is vertex-transitive: vertex 0 is every vertex.
        let h4 = dimension_order(&Grid::torus(&[2, 2, 2, 2]).unwrap());
        assert_eq!(
            worst_time(&h4, Vertex::new(0), Messy::M2),
            Ok(4 * 3 / 2 + 1)
        );
    }

    /// Evidence: exhaustive, every ordering of each small graph with at most
    /// 50,000.
    #[test]
    fn m2_and_m3_are_the_slowest_orderings() {
        // An M3 run is a non-adaptive orderly broadcast under the ordering
        // its choices spell, and an M2 run an adaptive one; so the worst
        // case is the slowest ordering, found here by trying every one.
        let mut compared = 0;
        for (name, g) in small_graphs() {
            let Some(all) = every_ordering(&g, 50_000) else {
                continue;
            };
            for src in g.vertices() {
                for (model, orderly) in [
                    (Messy::M2, Model::Adaptive),
                    (Messy::M3, Model::NonAdaptive),
                ] {
                    let slowest = all
                        .iter()
                        .map(|o| completion(&arrival(o, src, orderly)))
                        .max();
                    assert_eq!(
                        Some(worst_time(&g, src, model).unwrap()),
                        slowest,
                        "{name} from {src}, {model:?}"
                    );
                }
            }
            compared += 1;
        }
        assert!(compared >= 15, "{compared} graphs compared");
    }

    /// Evidence: chosen sizes, P_3 … P_8, C_3 … C_8, K_3 … K_5, H_3, K_1,3, the
    /// 2 × 3 … 3 × 4 meshes and T_3×3.
    #[test]
    fn the_inequalities_of_section_1_2_2() {
        // b₁ ≤ b₂ ≤ b₃, b₂ ≤ D(k − 1) + 1, b₃ ≤ Dk ([2]), and
        // Observation 2.1.1: b ≤ b^o ≤ b^m (M3), b^o by every ordering.
        for (name, g) in small_graphs() {
            let [b1, b2, b3] = Messy::ALL.map(|m| graph_worst(&g, m));
            let (d, k) = (diameter(&g), g.max_degree() as u32);
            assert!(b1 <= b2 && b2 <= b3, "{name}: {b1} {b2} {b3}");
            assert!(b2 <= d * (k - 1) + 1, "{name}: b2 = {b2}, D = {d}, k = {k}");
            assert!(b3 <= d * k, "{name}: b3 = {b3}, D = {d}, k = {k}");
            let b = g
                .vertices()
                .map(|s| classical_time(&g, s).unwrap())
                .max()
                .unwrap();
            assert!(b <= b3, "{name}");
            if let Some(all) = every_ordering(&g, 50_000) {
                let orderly = all
                    .iter()
                    .map(|o| {
                        o.vertices()
                            .map(|s| completion(&arrival(o, s, Model::NonAdaptive)))
                            .max()
                            .unwrap()
                    })
                    .min()
                    .unwrap();
                assert!(b <= orderly && orderly <= b3, "{name}: {b} {orderly} {b3}");
            }
        }
    }

    #[test]
    fn samples_never_exceed_the_worst_case_and_large_graphs_are_refused() {
        for (name, g) in small_graphs() {
            for model in Messy::ALL {
                let worst = worst_time(&g, Vertex::new(0), model).unwrap();
                let runs = messy_distribution(&g, Vertex::new(0), model, 200, 3);
                assert!(runs.iter().all(|&t| t <= worst), "{name} {model:?}");
            }
        }
        let big = path(17);
        assert_eq!(
            worst_time(&big, Vertex::new(0), Messy::M1),
            Err(WorstError::TooManyNodes { nodes: 17 })
        );
        let t44 = dimension_order(&Grid::torus(&[4, 4]).unwrap());
        assert_eq!(
            worst_time(&t44, Vertex::new(0), Messy::M3),
            Err(WorstError::Budget)
        );
        let parts = Ordering::from_lists(&[vec![1], vec![0], vec![]]).unwrap();
        assert_eq!(
            worst_time(&parts, Vertex::new(0), Messy::M3),
            Err(WorstError::Unreachable)
        );
    }
}
