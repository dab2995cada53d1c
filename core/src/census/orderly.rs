//! b^o(G) exactly on a small graph: the least, over every ordering, of
//! the slowest originator's orderly time.
//!
//! Whether some ordering finishes within T from every originator is a
//! depth-first search that fixes labels lazily: each originator's
//! broadcast is simulated step by step, and the first send whose label is
//! still open branches over the neighbours the vertex has not listed yet.
//! A label fixed for one originator holds for all. A run is cut as soon as
//! it can no longer finish by T: by then each vertex still sending can at
//! most double the informed count each step, and an uninformed vertex
//! farther from every sender than the steps left is out of reach. Each
//! choice takes one neighbour per orbit of the automorphisms that keep the
//! labels fixed so far and the vertex choosing: such an automorphism
//! carries the orderings below one choice onto those below the other,
//! with the same times. Where the budget runs out, a seeded hill climb
//! may still find an ordering at the time asked (every time below was
//! refuted), which settles it.

use alloc::vec;
use alloc::vec::Vec;

use super::small::{SMALL_MAX_NODES, SmallGraph, bits};
use crate::orderly::Ordering;
use crate::orderly::{Model, arrival, completion};

/// Most broadcasts simulated before [`orderly_optimum`] gives up.
pub const ORDERLY_BUDGET: u64 = 30_000_000;

/// An ordering reaching b^o(G), with b^o(G).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactOrderly {
    /// b^o(G).
    pub time: u32,
    /// Each vertex's neighbours in label order.
    pub lists: Vec<Vec<u32>>,
}

/// The search ran out of [`ORDERLY_BUDGET`] at `time` (b^o(G) > every
/// time below it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exhausted {
    /// The time whose question was left open.
    pub time: u32,
}

const OPEN: u8 = u8::MAX;

/// What one originator's simulation met.
enum Outcome {
    Done,
    Fail,
    /// `v`'s label `k` (0-based) is open; `informed` at that moment.
    Open {
        v: usize,
        k: usize,
        informed: u16,
    },
}

struct Search<'g> {
    graph: &'g SmallGraph,
    n: usize,
    degree: [usize; SMALL_MAX_NODES],
    dist: [[u32; SMALL_MAX_NODES]; SMALL_MAX_NODES],
    label: [[u8; SMALL_MAX_NODES]; SMALL_MAX_NODES],
    used: [u16; SMALL_MAX_NODES],
    originators: Vec<usize>,
    /// Every automorphism, as each vertex's image.
    automorphisms: Vec<[u8; SMALL_MAX_NODES]>,
    deadline: u32,
    spent: u64,
    budget: u64,
}

/// b^o(`graph`) (a connected graph of at least two vertices) with an
/// ordering that reaches it, or where the budget ran out. The natural
/// ordering (neighbours in increasing order) takes some time U; the exact
/// search asks each time from the floor, max(D, ⌈log₂ n⌉), up to U − 1,
/// and the first it can meet is b^o. If none, U is.
pub fn orderly_optimum(graph: &SmallGraph, budget: u64) -> Result<ExactOrderly, Exhausted> {
    let n = graph.nodes();
    let natural = Ordering::from_lists(&graph.lists()).expect("a simple graph's lists");
    let upper = ExactOrderly {
        time: natural
            .vertices()
            .map(|u| completion(&arrival(&natural, u, Model::NonAdaptive)))
            .max()
            .unwrap_or(0),
        lists: graph.lists(),
    };
    let mut search = Search::new(graph, budget);
    let all: Vec<u32> = (0..search.automorphisms.len() as u32).collect();
    let floor = graph.diameter().max(usize::BITS - (n - 1).leading_zeros());
    for time in floor..upper.time {
        search.reset(time);
        if search.run(0, &all) {
            return Ok(ExactOrderly {
                time,
                lists: search.lists(),
            });
        }
        if search.spent > search.budget {
            // The search could not decide; an ordering within `time` found
            // by a local search still settles it (every time below was
            // refuted).
            return climb(graph, time).ok_or(Exhausted { time });
        }
    }
    Ok(upper)
}

impl<'g> Search<'g> {
    fn new(graph: &'g SmallGraph, budget: u64) -> Self {
        let n = graph.nodes();
        let mut dist = [[0; SMALL_MAX_NODES]; SMALL_MAX_NODES];
        let mut degree = [0; SMALL_MAX_NODES];
        for v in 0..n {
            dist[v] = graph.distances(v);
            degree[v] = graph.degree(v) as usize;
        }
        // The slowest originators first: they fail soonest.
        let mut originators: Vec<usize> = (0..n).collect();
        originators.sort_by_key(|&u| core::cmp::Reverse(graph.eccentricity(u)));
        let automorphisms = automorphisms(graph);
        Search {
            graph,
            n,
            degree,
            dist,
            label: [[OPEN; SMALL_MAX_NODES]; SMALL_MAX_NODES],
            used: [0; SMALL_MAX_NODES],
            originators,
            automorphisms,
            deadline: 0,
            spent: 0,
            budget,
        }
    }

    fn reset(&mut self, deadline: u32) {
        self.label = [[OPEN; SMALL_MAX_NODES]; SMALL_MAX_NODES];
        self.used = [0; SMALL_MAX_NODES];
        self.deadline = deadline;
    }

    /// Whether the open labels can be fixed so that originators `from..`
    /// all finish by the deadline.
    fn run(&mut self, from: usize, live: &[u32]) -> bool {
        for at in from..self.originators.len() {
            self.spent += 1;
            if self.spent > self.budget {
                return false;
            }
            match self.simulate(self.originators[at]) {
                Outcome::Done => continue,
                Outcome::Fail => return false,
                Outcome::Open { v, k, informed } => return self.branch(at, v, k, informed, live),
            }
        }
        true
    }

    /// Tries each neighbour `v` has not listed as its label `k`, the
    /// uninformed ones first, one per orbit of the automorphisms `live`
    /// that keep the labels fixed so far and `v` (they carry the orderings
    /// below one choice onto those below the other, times and all).
    fn branch(&mut self, at: usize, v: usize, k: usize, informed: u16, live: &[u32]) -> bool {
        let free = self.graph.mask(v) & !self.used[v];
        let fixing_v: Vec<u32> = live
            .iter()
            .copied()
            .filter(|&s| usize::from(self.automorphisms[s as usize][v]) == v)
            .collect();
        let least_of_orbit = |w: usize| {
            fixing_v
                .iter()
                .all(|&s| usize::from(self.automorphisms[s as usize][w]) >= w)
        };
        let order = bits(free & !informed).chain(bits(free & informed));
        for w in order.filter(|&w| least_of_orbit(w)).collect::<Vec<_>>() {
            self.label[v][k] = w as u8;
            self.used[v] |= 1 << w;
            let kept: Vec<u32> = live
                .iter()
                .copied()
                .filter(|&s| {
                    let sigma = &self.automorphisms[s as usize];
                    self.label[usize::from(sigma[v])][k] == sigma[w]
                })
                .collect();
            if self.run(at, &kept) {
                return true;
            }
            self.label[v][k] = OPEN;
            self.used[v] &= !(1 << w);
        }
        false
    }

    /// `src`'s broadcast under the labels fixed so far.
    fn simulate(&self, src: usize) -> Outcome {
        let n = self.n;
        let all = (1u16 << n) - 1;
        let mut arrival = [u32::MAX; SMALL_MAX_NODES];
        arrival[src] = 0;
        let mut informed = 1u16 << src;
        for t in 1..=self.deadline {
            let mut newly = 0u16;
            for v in bits(informed) {
                let k = (t - arrival[v]) as usize;
                if k > self.degree[v] {
                    continue;
                }
                let w = self.label[v][k - 1];
                if w == OPEN {
                    return Outcome::Open {
                        v,
                        k: k - 1,
                        informed,
                    };
                }
                if informed >> w & 1 == 0 && newly >> w & 1 == 0 {
                    newly |= 1 << w;
                    arrival[usize::from(w)] = t;
                }
            }
            informed |= newly;
            if informed == all {
                return Outcome::Done;
            }
            if !self.can_finish(informed, &arrival, t) {
                return Outcome::Fail;
            }
        }
        Outcome::Fail
    }

    /// Whether the broadcast, informed so far at step `t`, might still
    /// finish by the deadline. A send at t + j to a vertex not yet
    /// informed starts a tree that at most doubles each step left, so it
    /// informs at most 2^(left − j); a send fixed to an informed vertex
    /// informs nobody. A vertex first sending usefully at t + j reaches
    /// nothing farther than left − j + 1 links.
    fn can_finish(&self, informed: u16, arrival: &[u32], t: u32) -> bool {
        let left = (self.deadline - t) as usize;
        let (mut most, mut reach) = (u64::from(informed.count_ones()), informed);
        for v in bits(informed) {
            let sent = (t - arrival[v]) as usize;
            let slots = self.degree[v].saturating_sub(sent).min(left);
            let mut first_useful = None;
            for j in 1..=slots {
                let w = self.label[v][sent + j - 1];
                if w != OPEN && informed >> w & 1 == 1 {
                    continue;
                }
                most += 1 << (left - j).min(40);
                first_useful.get_or_insert(j);
            }
            if let Some(j) = first_useful {
                let range = (left - j + 1) as u32;
                for w in 0..self.n {
                    if self.dist[v][w] <= range {
                        reach |= 1 << w;
                    }
                }
            }
        }
        most >= self.n as u64 && reach == (1u16 << self.n) - 1
    }

    /// The ordering: fixed labels, then the rest in increasing order.
    fn lists(&self) -> Vec<Vec<u32>> {
        (0..self.n)
            .map(|v| {
                let mut list: Vec<u32> = (0..self.degree[v])
                    .map(|k| self.label[v][k])
                    .take_while(|&w| w != OPEN)
                    .map(u32::from)
                    .collect();
                let rest = self.graph.mask(v) & !self.used[v];
                list.extend(bits(rest).map(|w| w as u32));
                list
            })
            .collect()
    }
}

/// Orderings [`climb`] scores before it gives up.
pub const CLIMB_BUDGET: u32 = 400_000;

/// An ordering of `graph` within `time` from every originator, looked for
/// by a seeded hill climb (swap two labels of a vertex; keep the change
/// unless the slowest time or, on a tie, the sum of times grows).
fn climb(graph: &SmallGraph, time: u32) -> Option<ExactOrderly> {
    let mut ord = Ordering::from_lists(&graph.lists()).ok()?;
    let score = |ord: &Ordering| {
        let times = ord
            .vertices()
            .map(|u| completion(&arrival(ord, u, Model::NonAdaptive)));
        times.fold((0, 0), |(worst, sum), t| (u32::max(worst, t), sum + t))
    };
    let mut rng = crate::rng::Rng::new(1);
    let mut current = score(&ord);
    let movable: Vec<usize> = (0..graph.nodes())
        .filter(|&v| graph.degree(v) > 1)
        .collect();
    for _ in 0..CLIMB_BUDGET {
        if current.0 <= time || movable.is_empty() {
            break;
        }
        let v = crate::orderly::Vertex::at(movable[rng.below(movable.len())]);
        let mut list = ord.list(v).to_vec();
        let a = rng.below(list.len());
        let b = (a + 1 + rng.below(list.len() - 1)) % list.len();
        list.swap(a, b);
        let before = ord.list(v).to_vec();
        ord.set_list(v, &list);
        let next = score(&ord);
        if next <= current {
            current = next;
        } else {
            ord.set_list(v, &before);
        }
    }
    (current.0 <= time).then(|| ExactOrderly {
        time,
        lists: ord
            .vertices()
            .map(|v| ord.list(v).iter().map(|w| w.get()).collect())
            .collect(),
    })
}

/// Every automorphism of `graph`, each as the images of the vertices.
fn automorphisms(graph: &SmallGraph) -> Vec<[u8; SMALL_MAX_NODES]> {
    let n = graph.nodes();
    let mut image = vec![0usize; n];
    let mut pool: Vec<usize> = (0..n).collect();
    let mut out = Vec::new();
    each_automorphism(graph, &mut pool, 0, &mut image, &mut |sigma| {
        let mut row = [0u8; SMALL_MAX_NODES];
        for (v, &w) in sigma.iter().enumerate() {
            row[v] = w as u8;
        }
        out.push(row);
    });
    out
}

/// Calls `visit` with every automorphism (vertex v ↦ `image[v]`), built
/// vertex by vertex, each image checked against the ones before.
fn each_automorphism(
    graph: &SmallGraph,
    pool: &mut Vec<usize>,
    v: usize,
    image: &mut [usize],
    visit: &mut dyn FnMut(&[usize]),
) {
    if v == graph.nodes() {
        visit(image);
        return;
    }
    for i in 0..pool.len() {
        let w = pool[i];
        let fits = graph.degree(v) == graph.degree(w)
            && (0..v).all(|x| graph.has(x, v) == graph.has(image[x], w));
        if fits {
            image[v] = w;
            pool.swap_remove(i);
            each_automorphism(graph, pool, v + 1, image, visit);
            pool.push(w);
            let last = pool.len() - 1;
            pool.swap(i, last);
        }
    }
}
