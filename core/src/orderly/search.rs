//! Looking for better orderings: every ordering of a tiny graph, and a
//! seeded local search on larger ones.

use alloc::vec;
use alloc::vec::Vec;

use super::symmetry::grid_automorphisms;
use super::{Ordering, Vertex, broadcast_times};
use crate::grid::{Grid, NodeId};
use crate::rng::Rng;

/// Most orderings [`exhaustive_optimum`] tries.
pub const EXHAUSTIVE_LIMIT: u64 = 1 << 22;

/// The quality of an ordering: b^Π(G) first, then Σ_u b^Π(u) to break ties
/// (fewer slow originators is closer to a better b^Π(G)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score {
    /// b^Π(G).
    pub time: u32,
    /// Σ_u b^Π(u).
    pub sum: u64,
}

/// Scores `ord`, using the automorphisms of `grid` when given.
pub fn score(ord: &Ordering, grid: Option<&Grid>) -> Score {
    let autos = grid.map(|g| grid_automorphisms(g, ord)).unwrap_or_default();
    let all = broadcast_times(ord, &autos, grid);
    Score {
        time: all.times.iter().copied().max().unwrap_or(0),
        sum: all.times.iter().map(|&t| u64::from(t)).sum(),
    }
}

/// Number of orderings of the graph: Π deg(v)!, saturating.
pub fn ordering_count(graph: &Ordering) -> u64 {
    graph
        .vertices()
        .map(|v| (1..=graph.list(v).len() as u64).fold(1u64, u64::saturating_mul))
        .fold(1u64, u64::saturating_mul)
}

/// b^o(G) = min over every ordering of b^Π(G), with an ordering that
/// reaches it; `None` above [`EXHAUSTIVE_LIMIT`] orderings.
pub fn exhaustive_optimum(graph: &Ordering) -> Option<(u32, Ordering)> {
    if ordering_count(graph) > EXHAUSTIVE_LIMIT {
        return None;
    }
    let n = graph.nodes() as u32;
    let perms: Vec<Vec<Vec<Vertex>>> = graph
        .vertices()
        .map(|v| crate::permutations::of(graph.list(v)))
        .collect();
    let mut index = vec![0usize; n as usize];
    let mut ord = graph.clone();
    let mut best: Option<(u32, Ordering)> = None;
    loop {
        let bound = best.as_ref().map_or(u32::MAX, |b| b.0);
        let mut worst = 0;
        for u in graph.vertices() {
            worst = worst.max(super::completion(&super::arrival(
                &ord,
                u,
                super::Model::NonAdaptive,
            )));
            if worst >= bound {
                break;
            }
        }
        if worst < bound {
            best = Some((worst, ord.clone()));
        }
        // The next ordering, vertex 0's permutation fastest.
        let mut v = 0;
        loop {
            if v == n as usize {
                return best;
            }
            index[v] = (index[v] + 1) % perms[v].len();
            ord.set_list(Vertex::at(v), &perms[v][index[v]]);
            if index[v] != 0 {
                break;
            }
            v += 1;
        }
    }
}

/// Vertices whose labels the search permutes together. On a torus of two
/// or more dimensions a class is every vertex with the same i₁ mod 2 and
/// i₂, as in Π and Π_d, so the search keeps their symmetry and its
/// automorphisms keep the work small. Elsewhere every vertex is its own
/// class.
pub fn classes(grid: Option<&Grid>, nodes: usize) -> Vec<Vec<Vertex>> {
    match grid {
        Some(g) if g.is_torus() && g.dims() >= 2 => {
            let n2 = g.sides()[1] as usize;
            let mut out = vec![Vec::new(); 2 * n2];
            for v in 0..nodes {
                let c = g.coords(NodeId::new(v));
                out[(c[0] % 2) as usize * n2 + c[1] as usize].push(Vertex::at(v));
            }
            out.retain(|c| !c.is_empty());
            out
        }
        _ => (0..nodes).map(|v| vec![Vertex::at(v)]).collect(),
    }
}

/// A seeded local search: swap two labels in every list of one class, and
/// keep the change unless it is worse by more than a threshold that falls
/// to zero (threshold accepting, so no floating point is needed). Run it in
/// slices with [`Search::run`] so a front end can show progress.
#[derive(Clone, Debug)]
pub struct Search {
    grid: Option<Grid>,
    classes: Vec<Vec<Vertex>>,
    current: Ordering,
    current_score: Score,
    best: Ordering,
    best_score: Score,
    start_score: Score,
    rng: Rng,
    done: u32,
    budget: u32,
}

impl Search {
    /// Starts from `seed_ordering`; `budget` is the number of orderings
    /// scored.
    pub fn new(seed_ordering: Ordering, grid: Option<Grid>, budget: u32, seed: u64) -> Self {
        let classes = classes(grid.as_ref(), seed_ordering.nodes());
        let s = score(&seed_ordering, grid.as_ref());
        Search {
            grid,
            classes,
            best: seed_ordering.clone(),
            current: seed_ordering,
            current_score: s,
            best_score: s,
            start_score: s,
            rng: Rng::new(seed),
            done: 0,
            budget,
        }
    }

    /// Scores up to `steps` more orderings; returns whether the budget is
    /// spent.
    pub fn run(&mut self, steps: u32) -> bool {
        let nodes = self.current.nodes() as u64;
        for _ in 0..steps {
            if self.done >= self.budget {
                break;
            }
            self.done += 1;
            let class = &self.classes[self.rng.below(self.classes.len())];
            let degree = self.current.list(class[0]).len();
            if degree < 2 {
                continue;
            }
            let a = self.rng.below(degree);
            let b = (a + 1 + self.rng.below(degree - 1)) % degree;
            let mut next = self.current.clone();
            for &v in class {
                let mut list = next.list(v).to_vec();
                if list.len() == degree {
                    list.swap(a, b);
                    next.set_list(v, &list);
                }
            }
            let s = score(&next, self.grid.as_ref());
            // The threshold falls linearly from a quarter of N to zero.
            let left = u64::from(self.budget - self.done);
            let threshold = nodes / 4 * left / u64::from(self.budget.max(1));
            let accept = s.time < self.current_score.time
                || (s.time == self.current_score.time
                    && s.sum <= self.current_score.sum + threshold);
            if accept {
                self.current = next;
                self.current_score = s;
                if s < self.best_score {
                    self.best_score = s;
                    self.best = self.current.clone();
                }
            }
        }
        self.done >= self.budget
    }

    /// Orderings scored so far, and the budget.
    pub fn progress(&self) -> (u32, u32) {
        (self.done, self.budget)
    }

    /// The best ordering found and its score.
    pub fn best(&self) -> (&Ordering, Score) {
        (&self.best, self.best_score)
    }

    /// The seed ordering's score.
    pub fn start(&self) -> Score {
        self.start_score
    }
}

/// What a [`deep_search`] spends: `evaluations` orderings scored in all,
/// split over `restarts` runs from the start, each drawn from `seed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deep {
    /// Orderings scored, over every run.
    pub evaluations: u64,
    /// Independent runs from the start ordering (at least 1).
    pub restarts: u32,
    /// The generator's seed.
    pub seed: u64,
}

/// Late acceptance's memory: a candidate may be as bad as the ordering
/// kept this many steps ago.
const HISTORY: usize = 64;

/// What [`deep_search`] minimises: b^Π(G), then the originator–vertex
/// pairs that take that long (each one fewer is a step towards a smaller
/// b^Π(G)), then Σ b^Π(u, v).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Cost {
    time: u32,
    at_max: u64,
    sum: u64,
}

/// Reusable buffers for scoring an ordering from every originator, the
/// originators that failed last tried first so a worse move is refused
/// after few propagations.
struct Scorer {
    time: Vec<u32>,
    buckets: Vec<Vec<Vertex>>,
    order: Vec<Vertex>,
}

impl Scorer {
    fn new(ord: &Ordering) -> Self {
        Scorer {
            time: vec![super::UNREACHED; ord.nodes()],
            buckets: vec![Vec::new(); ord.max_degree() + 1],
            order: ord.vertices().collect(),
        }
    }

    /// `src`'s b^Π(u), how many vertices it reaches last and Σ of its
    /// times; `None` as soon as a vertex is reached after `limit`. The same
    /// propagation as [`super::arrival`] (Dial's buckets), stopped early.
    fn originator(&mut self, ord: &Ordering, src: Vertex, limit: u32) -> Option<(u32, u64, u64)> {
        let ring = self.buckets.len();
        self.time.fill(super::UNREACHED);
        self.buckets.iter_mut().for_each(Vec::clear);
        self.time[src.index()] = 0;
        self.buckets[0].push(src);
        let (mut pending, mut t) = (1usize, 0u32);
        let (mut last, mut count, mut sum, mut reached) = (0u32, 0u64, 0u64, 0usize);
        while pending > 0 {
            let bucket = core::mem::take(&mut self.buckets[t as usize % ring]);
            pending -= bucket.len();
            for &v in &bucket {
                if self.time[v.index()] != t {
                    continue;
                }
                if t > limit {
                    self.buckets[t as usize % ring] = bucket;
                    return None;
                }
                (last, count) = if t == last { (t, count + 1) } else { (t, 1) };
                sum += u64::from(t);
                reached += 1;
                for (k, &w) in ord.list(v).iter().enumerate() {
                    let at = t + k as u32 + 1;
                    if at < self.time[w.index()] {
                        self.time[w.index()] = at;
                        self.buckets[at as usize % ring].push(w);
                        pending += 1;
                    }
                }
            }
            let slot = t as usize % ring;
            self.buckets[slot] = bucket;
            self.buckets[slot].clear();
            t += 1;
        }
        if reached < ord.nodes() {
            return None;
        }
        Some((last, count, sum))
    }

    /// The ordering's cost, or `None` if some originator takes longer than
    /// `limit` (that originator is then tried first next time).
    fn cost(&mut self, ord: &Ordering, limit: u32) -> Option<Cost> {
        let mut cost = Cost {
            time: 0,
            at_max: 0,
            sum: 0,
        };
        for i in 0..self.order.len() {
            let Some((t, count, sum)) = self.originator(ord, self.order[i], limit) else {
                self.order[..=i].rotate_right(1);
                return None;
            };
            if t > cost.time {
                (cost.time, cost.at_max) = (t, 0);
            }
            if t == cost.time {
                cost.at_max += count;
            }
            cost.sum += sum;
        }
        Some(cost)
    }
}

/// A longer search than [`Search`], to run natively (`castlab eval
/// --search`): late-acceptance hill climbing, whose move swaps two labels
/// of one vertex or moves one label to another place in its list, on a
/// finer cost (b^Π(G), then how many originator–vertex pairs take that
/// long, then Σ b^Π(u, v)). Returns the best ordering and its [`Score`].
/// The same `start` and `deep` give the same ordering on every target.
pub fn deep_search(start: &Ordering, deep: Deep) -> (Ordering, Score) {
    let mut rng = Rng::new(deep.seed);
    let mut scorer = Scorer::new(start);
    let movable: Vec<Vertex> = start
        .vertices()
        .filter(|&v| start.list(v).len() >= 2)
        .collect();
    // A disconnected graph has no broadcast to improve.
    let Some(start_cost) = scorer.cost(start, u32::MAX) else {
        return (start.clone(), score(start, None));
    };
    let (mut best, mut best_cost) = (start.clone(), start_cost);
    let restarts = u64::from(deep.restarts.max(1));
    for run in 0..restarts {
        let steps = deep.evaluations / restarts + u64::from(run < deep.evaluations % restarts);
        let (mut current, mut cost) = (start.clone(), start_cost);
        let mut history = [cost; HISTORY];
        let mut list = Vec::new();
        for step in 0..steps {
            let Some(&v) = movable.get(rng.below(movable.len().max(1))) else {
                break;
            };
            list.clear();
            list.extend_from_slice(current.list(v));
            let old = list.clone();
            let a = rng.below(list.len());
            let b = (a + 1 + rng.below(list.len() - 1)) % list.len();
            if rng.below(2) == 0 {
                list.swap(a, b);
            } else {
                let moved = list.remove(a);
                list.insert(b, moved);
            }
            current.set_list(v, &list);
            let slot = step as usize % HISTORY;
            let bar = cost.max(history[slot]);
            match scorer.cost(&current, bar.time) {
                Some(c) if c <= bar => {
                    cost = c;
                    if c < best_cost {
                        (best, best_cost) = (current.clone(), c);
                    }
                }
                _ => current.set_list(v, &old),
            }
            history[slot] = cost;
        }
    }
    let s = score(&best, None);
    (best, s)
}

#[cfg(test)]
mod tests {
    use super::super::{bounds, orderings};
    use super::*;

    /// Π deg(v)! over K_4 is 3!^4; on K_30 each vertex alone has 29!
    /// orderings, more than a u64 holds, and the count saturates instead
    /// of overflowing (it did, in `castlab eval 'v=1&net=complete&n=512&view=orderly'`).
    #[test]
    fn the_ordering_count_saturates_on_large_degrees() {
        use crate::topology::{Numbered, Shape};
        let k4 = orderings::natural(&Numbered::new(Shape::Complete, 4));
        assert_eq!(ordering_count(&k4), 6u64.pow(4));
        let k30 = orderings::natural(&Numbered::new(Shape::Complete, 30));
        assert_eq!(ordering_count(&k30), u64::MAX);
    }

    /// Evidence: exhaustive, every ordering of P_2 … P_9, C_3 … C_12 and the
    /// grids 2 × 2, 2 × 3, 2 × 4, 3 × 3.
    #[test]
    fn exhaustive_optima_of_paths_cycles_and_grids() {
        // §1.3 lists b^o(P_n) = ⌈(3n−4)/2⌉ and b^o(G_{m×n}) = m + n − 1;
        // every ordering is tried here.
        for n in 2..=9 {
            let path = orderings::dimension_order(&Grid::mesh(&[n]).unwrap());
            let (t, ord) = exhaustive_optimum(&path).unwrap();
            assert_eq!(t, bounds::path_optimum(n), "P_{n}");
            assert_eq!(score(&ord, None).time, t);
        }
        for (m, n) in [(2, 3), (2, 4), (3, 3)] {
            let grid = orderings::dimension_order(&Grid::mesh(&[m, n]).unwrap());
            let (t, _) = exhaustive_optimum(&grid).unwrap();
            assert_eq!(t, bounds::grid_optimum(m, n), "G_{m}x{n}");
        }
        // G_{2×2} is the cycle C_4, and both formulas miss it (errata).
        let square = orderings::dimension_order(&Grid::mesh(&[2, 2]).unwrap());
        assert_eq!(exhaustive_optimum(&square).unwrap().0, 2);
        assert_eq!(bounds::grid_optimum(2, 2), 3);
        // §1.3's b^o(C_n) = ⌈2n/3⌉ holds when 3 divides n; otherwise every
        // ordering was tried and one does better by 1: b^o(C_n) = ⌊2n/3⌋.
        for n in 3..=12 {
            let cycle = orderings::dimension_order(&Grid::torus(&[n]).unwrap());
            let (t, _) = exhaustive_optimum(&cycle).unwrap();
            let printed = bounds::cycle_optimum(n);
            let gap = if n % 3 == 0 { 0 } else { 1 };
            assert_eq!(t + gap, printed, "C_{n}");
        }
        let big = orderings::dimension_order(&Grid::mesh(&[5, 5]).unwrap());
        assert_eq!(exhaustive_optimum(&big), None);
    }

    #[test]
    fn the_search_never_reports_worse_than_its_seed_and_finds_grid_optima() {
        let grid = Grid::mesh(&[3, 4]).unwrap();
        let mut s = Search::new(orderings::dimension_order(&grid), Some(grid), 400, 3);
        while !s.run(50) {}
        let (ord, best) = s.best();
        assert!(best <= s.start());
        assert_eq!(score(ord, Some(&grid)), best, "the reported score is real");
        assert_eq!(best.time, bounds::grid_optimum(3, 4));
        assert_eq!(s.progress(), (400, 400));
    }

    #[test]
    fn torus_search_moves_keep_the_orderings_valid() {
        let grid = Grid::torus(&[6, 7]).unwrap();
        let seed = orderings::pi(&grid).unwrap();
        let mut s = Search::new(seed.clone(), Some(grid), 60, 11);
        s.run(60);
        let (ord, best) = s.best();
        assert_eq!(ord.check_same_graph(&seed), Ok(()));
        assert_eq!(score(ord, None), best, "symmetry did not change the score");
        assert!(best.time >= bounds::torus_diameter(&[6, 7]));
    }

    #[test]
    fn the_deep_search_reaches_every_ordering_s_optimum_on_small_graphs() {
        use crate::topology::{Numbered, Shape};
        // Every ordering is tried by `exhaustive_optimum`; the deep search
        // starts from the natural one and must reach the same b^o.
        for (shape, n) in [(Shape::Path, 7), (Shape::Complete, 4), (Shape::Cycle, 8)] {
            let start = orderings::natural(&Numbered::new(shape, n));
            let (optimum, _) = exhaustive_optimum(&start).unwrap();
            let deep = Deep {
                evaluations: 20_000,
                restarts: 2,
                seed: 5,
            };
            let (found, s) = deep_search(&start, deep);
            assert_eq!(found.check_same_graph(&start), Ok(()));
            assert_eq!(score(&found, None), s, "the reported score is real");
            assert_eq!(s.time, optimum, "{shape:?} {n}");
            // The same seed, the same ordering.
            assert_eq!(deep_search(&start, deep).0, found);
        }
    }
}
