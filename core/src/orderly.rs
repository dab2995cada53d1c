//! Orderly broadcasting (paper 003) on any graph.
//!
//! An [`Ordering`] gives every [`Vertex`] its out-neighbours in label order:
//! vertex v, informed at time t, sends to its k-th out-neighbour at time
//! t + k, whoever it heard from (the non-adaptive model). The arrival time
//! of w is the least label sum over the paths from the originator, found by
//! [`arrival`] with a bucket queue, since labels are small integers.
//! [`broadcast_times`] gives b^Π(u) for every originator u: it runs one
//! bit-parallel propagation per batch of 64 originators, and only for one
//! originator per orbit of the ordering's verified automorphisms
//! ([`symmetry`]); on a torus without any, every originator in translated
//! lanes ([`lanes`]), or on a big one with a seam (Π with m odd) by one
//! distance field carried from originator to originator (`odd`).
//!
//! - [`orderings`]: the thesis orderings Π (§3.2) and Π_d (§4.2), a
//!   dimension-order default for any grid, and orderings of WK and MS
//!   networks.
//! - [`lanes`]: every originator of a torus at once, each batch's lanes in
//!   frames translated so that their bits travel together.
//! - `cores` (`std` only): the originators split over the machine's cores.
//! - `odd`: every originator of a torus with a seam, each field repaired
//!   from the last one's where the seam moved (with its proof sketch).
//! - [`bounds`]: the thesis's lower and upper bounds, in the reading stated
//!   there.
//! - [`search`]: exhaustive optima on tiny graphs and a seeded local search
//!   for better orderings.
//! - [`messy`]: messy broadcasting (models M1–M3) as a seeded simulation,
//!   and the classical optimum by exhaustive search.

pub mod bounds;
#[cfg(feature = "std")]
mod cores;
pub mod lanes;
#[cfg(test)]
mod lemmas;
pub mod messy;
pub mod orderings;
pub mod search;
pub mod symmetry;
mod vertex;

pub use vertex::Vertex;

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::grid::{Grid, MAX_DIMS, NodeId};
use crate::text::Text;

/// The arrival time of a vertex the broadcast never reaches.
pub const UNREACHED: u32 = u32::MAX;

/// Why a list of out-neighbour lists is not an ordering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderingError {
    /// A list names a vertex that does not exist (`target`, a number
    /// that is no vertex).
    NoSuchVertex { vertex: Vertex, target: u32 },
    /// A list names the same neighbour twice.
    Repeated { vertex: Vertex, target: Vertex },
    /// A list is not a permutation of the vertex's neighbours in the graph.
    NotTheNeighbours { vertex: Vertex },
    /// Two graphs of different sizes.
    WrongSize { expected: u32 },
}

impl OrderingError {
    /// The fault, for the reader: a message of `locales/*/core.ftl`.
    pub fn text(&self) -> Text {
        match *self {
            OrderingError::NoSuchVertex { vertex, target } => {
                Text::new("eval-ordering-no-such-vertex")
                    .arg("vertex", vertex.index())
                    .arg("target", target)
            }
            OrderingError::Repeated { vertex, target } => Text::new("eval-ordering-repeated")
                .arg("vertex", vertex.index())
                .arg("target", target.index()),
            OrderingError::NotTheNeighbours { vertex } => {
                Text::new("eval-ordering-not-the-neighbours").arg("vertex", vertex.index())
            }
            OrderingError::WrongSize { expected } => {
                Text::new("eval-ordering-wrong-size").arg("expected", expected)
            }
        }
    }
}

/// In the process's wording (`castlab`), else the message id.
impl fmt::Display for OrderingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.text();
        f.write_str(&crate::text::worded(&text).unwrap_or(text.id))
    }
}

impl core::error::Error for OrderingError {}

/// Every vertex's out-neighbours, in label order: the neighbour at index k
/// of a list has label k + 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ordering {
    offsets: Vec<u32>,
    targets: Vec<Vertex>,
}

impl Ordering {
    /// Builds an ordering from one list of vertex numbers per vertex,
    /// checking that every target exists and appears once per list.
    pub fn from_lists<L: AsRef<[u32]>>(lists: &[L]) -> Result<Self, OrderingError> {
        let n = lists.len() as u32;
        let mut offsets = Vec::with_capacity(lists.len() + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for (v, list) in lists.iter().enumerate() {
            let list = list.as_ref();
            for (k, &t) in list.iter().enumerate() {
                if t >= n {
                    return Err(OrderingError::NoSuchVertex {
                        vertex: Vertex::at(v),
                        target: t,
                    });
                }
                if list[..k].contains(&t) {
                    return Err(OrderingError::Repeated {
                        vertex: Vertex::at(v),
                        target: Vertex::new(t),
                    });
                }
            }
            targets.extend(list.iter().map(|&t| Vertex::new(t)));
            offsets.push(targets.len() as u32);
        }
        Ok(Ordering { offsets, targets })
    }

    /// A graph's links as an ordering, each vertex's in the order the graph
    /// lists them, checked like [`from_lists`](Self::from_lists) but built
    /// in place: no list per vertex is held on the way (on Q_16 the lists
    /// cost more than the ordering).
    pub fn from_neighbours(graph: &impl crate::graph::Neighbours) -> Result<Self, OrderingError> {
        let n = graph.node_count();
        // Two passes, the first counting, so the targets are allocated once
        // at their size (a growing vector would hold up to twice as much).
        let mut offsets = Vec::with_capacity(n + 1);
        offsets.push(0u32);
        for v in 0..n {
            let mut degree = 0;
            graph.for_each_neighbour(v, &mut |_| degree += 1);
            offsets.push(offsets[v] + degree);
        }
        let mut targets: Vec<Vertex> = Vec::with_capacity(offsets[n] as usize);
        let mut broken = None;
        for v in 0..n {
            let start = targets.len();
            graph.for_each_neighbour(v, &mut |w| {
                let t = Vertex::at(w);
                if broken.is_none() {
                    if w >= n {
                        broken = Some(OrderingError::NoSuchVertex {
                            vertex: Vertex::at(v),
                            target: w as u32,
                        });
                    } else if targets[start..].contains(&t) {
                        broken = Some(OrderingError::Repeated {
                            vertex: Vertex::at(v),
                            target: t,
                        });
                    }
                }
                targets.push(t);
            });
            if let Some(e) = broken {
                return Err(e);
            }
        }
        Ok(Ordering { offsets, targets })
    }

    /// Number of vertices.
    pub fn nodes(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Every vertex, in index order.
    pub fn vertices(&self) -> impl DoubleEndedIterator<Item = Vertex> + ExactSizeIterator {
        (0..self.nodes() as u32).map(Vertex::new)
    }

    /// Number of labelled out-edges.
    pub fn edges(&self) -> usize {
        self.targets.len()
    }

    /// Vertex `v`'s out-neighbours in label order.
    pub fn list(&self, v: Vertex) -> &[Vertex] {
        let v = v.index();
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// The label of the edge from `from` to `to`, if there is one.
    pub fn label(&self, from: Vertex, to: Vertex) -> Option<u32> {
        self.list(from)
            .iter()
            .position(|&t| t == to)
            .map(|k| k as u32 + 1)
    }

    /// The largest out-degree, which is also the largest label.
    pub fn max_degree(&self) -> usize {
        self.offsets
            .windows(2)
            .map(|w| (w[1] - w[0]) as usize)
            .max()
            .unwrap_or(0)
    }

    /// Replaces `v`'s list by a permutation of it.
    ///
    /// # Panics
    /// If `list` has a different length; callers permute in place.
    pub fn set_list(&mut self, v: Vertex, list: &[Vertex]) {
        let v = v.index();
        let range = self.offsets[v] as usize..self.offsets[v + 1] as usize;
        self.targets[range].copy_from_slice(list);
    }

    /// Checks that every list is a permutation of the same vertex's list in
    /// `graph` (any ordering of the same graph).
    pub fn check_same_graph(&self, graph: &Ordering) -> Result<(), OrderingError> {
        if self.nodes() != graph.nodes() {
            return Err(OrderingError::WrongSize {
                expected: graph.nodes() as u32,
            });
        }
        for v in self.vertices() {
            let (a, b) = (self.list(v), graph.list(v));
            if a.len() != b.len() || a.iter().any(|t| !b.contains(t)) {
                return Err(OrderingError::NotTheNeighbours { vertex: v });
            }
        }
        Ok(())
    }

    /// The flat lists and their offsets, for front ends that draw labels
    /// or send the ordering elsewhere ([`from_flat`](Self::from_flat)
    /// takes the targets back as plain numbers, [`Vertex::get`]).
    pub fn as_flat(&self) -> (&[u32], &[Vertex]) {
        (&self.offsets, &self.targets)
    }

    /// The ordering [`as_flat`](Self::as_flat) gave, checked like
    /// [`from_lists`](Self::from_lists) (offsets that do not rise from 0
    /// to the number of targets are refused as [`OrderingError::WrongSize`]).
    pub fn from_flat(offsets: &[u32], targets: &[u32]) -> Result<Self, OrderingError> {
        let rises = offsets.first() == Some(&0)
            && offsets.windows(2).all(|w| w[0] <= w[1])
            && offsets.last().map(|&o| o as usize) == Some(targets.len());
        if !rises {
            return Err(OrderingError::WrongSize {
                expected: offsets.len().saturating_sub(1) as u32,
            });
        }
        let lists: Vec<&[u32]> = offsets
            .windows(2)
            .map(|w| &targets[w[0] as usize..w[1] as usize])
            .collect();
        Self::from_lists(&lists)
    }
}

/// Orderly broadcasting model.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Model {
    /// A vertex sends along every out-edge in label order, even back to
    /// where it heard from (the thesis's model).
    #[default]
    NonAdaptive,
    /// A vertex goes through its list in order but skips the neighbours it
    /// has heard from before the send: its k-th actual send is at t + k.
    Adaptive,
}

/// Arrival time of every vertex from `src` under `model`
/// ([`UNREACHED`] where the broadcast never gets).
pub fn arrival(ord: &Ordering, src: Vertex, model: Model) -> Vec<u32> {
    match model {
        Model::NonAdaptive => arrival_non_adaptive(ord, src),
        Model::Adaptive => arrival_adaptive(ord, src),
    }
}

/// Dial's algorithm: edge weights are labels 1..=max_degree, so a ring of
/// max_degree + 1 buckets holds every pending time.
fn arrival_non_adaptive(ord: &Ordering, src: Vertex) -> Vec<u32> {
    let n = ord.nodes();
    let mut time = vec![UNREACHED; n];
    let ring = ord.max_degree() + 1;
    let mut buckets: Vec<Vec<Vertex>> = vec![Vec::new(); ring];
    time[src.index()] = 0;
    buckets[0].push(src);
    let mut pending = 1usize;
    let mut t = 0u32;
    while pending > 0 {
        let slot = t as usize % ring;
        let bucket = core::mem::take(&mut buckets[slot]);
        pending -= bucket.len();
        for &v in &bucket {
            if time[v.index()] != t {
                continue; // a stale entry: v was reached earlier
            }
            for (k, &w) in ord.list(v).iter().enumerate() {
                let at = t + k as u32 + 1;
                if at < time[w.index()] {
                    time[w.index()] = at;
                    buckets[at as usize % ring].push(w);
                    pending += 1;
                }
            }
        }
        buckets[slot] = bucket;
        buckets[slot].clear();
        t += 1;
    }
    time
}

/// The adaptive model, simulated step by step: which neighbours a vertex
/// has heard from changes while it is sending.
fn arrival_adaptive(ord: &Ordering, src: Vertex) -> Vec<u32> {
    let n = ord.nodes();
    let mut time = vec![UNREACHED; n];
    // Next list position of each sender, and who each vertex heard from.
    let mut next = vec![0usize; n];
    let mut heard: Vec<Vec<Vertex>> = vec![Vec::new(); n];
    let mut active = vec![src];
    time[src.index()] = 0;
    let mut t = 0u32;
    while !active.is_empty() {
        t += 1;
        let mut sends = Vec::new();
        active.retain(|&v| {
            let list = ord.list(v);
            let mut k = next[v.index()];
            while k < list.len() && heard[v.index()].contains(&list[k]) {
                k += 1;
            }
            if k < list.len() {
                sends.push((v, list[k]));
                next[v.index()] = k + 1;
            } else {
                next[v.index()] = k;
            }
            next[v.index()] < list.len()
        });
        for (v, w) in sends {
            heard[w.index()].push(v);
            if time[w.index()] == UNREACHED {
                time[w.index()] = t;
                if !ord.list(w).is_empty() {
                    active.push(w);
                }
            }
        }
    }
    time
}

/// The largest arrival time, or [`UNREACHED`] if some vertex is never
/// reached.
pub fn completion(times: &[u32]) -> u32 {
    times.iter().copied().max().unwrap_or(0)
}

/// For every vertex, the neighbour that informed it first and the label it
/// used (`None` at the originator), by the lowest neighbour id on ties.
pub fn informers(ord: &Ordering, times: &[u32]) -> Vec<Option<(Vertex, u32)>> {
    let mut out = vec![None; ord.nodes()];
    for v in ord.vertices() {
        let tv = times[v.index()];
        if tv == UNREACHED {
            continue;
        }
        for (k, &w) in ord.list(v).iter().enumerate() {
            let at = tv + k as u32 + 1;
            if at == times[w.index()] && out[w.index()].is_none() {
                out[w.index()] = Some((v, k as u32 + 1));
            }
        }
    }
    out
}

/// b^Π(u) for every originator u in `sources`, 64 at a time.
///
/// Each vertex keeps a word of "informed from originator b" bits. At time
/// τ, the bits born at a vertex at τ − k go along its label-k edge; the
/// bits a receiver lacked, from all its senders at τ together, are born
/// there at τ and travel on as one word.
pub fn batch_times(ord: &Ordering, sources: &[Vertex]) -> Vec<u32> {
    batch_times_with(ord, sources, &mut |_, _| {})
}

/// [`batch_times`], calling `progress(done, total)` with the originators
/// done after each batch of 64 (for a progress bar).
pub fn batch_times_with(
    ord: &Ordering,
    sources: &[Vertex],
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<u32> {
    let mut scratch = Scratch::new(ord);
    by_batches(sources, progress, |chunk, out| scratch.run(ord, chunk, out))
}

/// The times of `sources`, 64 at a time by `batch`, which appends a
/// batch's times to `out`; `progress(done, total)` after each.
fn by_batches(
    sources: &[Vertex],
    progress: &mut dyn FnMut(usize, usize),
    mut batch: impl FnMut(&[Vertex], &mut Vec<u32>),
) -> Vec<u32> {
    let mut out = Vec::with_capacity(sources.len());
    for chunk in sources.chunks(64) {
        batch(chunk, &mut out);
        progress(out.len(), sources.len());
    }
    out
}

struct Scratch {
    informed: Vec<u64>,
    /// Bits arriving at each vertex at the current time.
    incoming: Vec<u64>,
    touched: Vec<Vertex>,
    /// (vertex, bits) born at each time, modulo the ring length.
    births: Vec<Vec<(Vertex, u64)>>,
}

impl Scratch {
    fn new(ord: &Ordering) -> Self {
        Scratch {
            informed: vec![0; ord.nodes()],
            incoming: vec![0; ord.nodes()],
            touched: Vec::new(),
            births: vec![Vec::new(); ord.max_degree() + 1],
        }
    }

    fn run(&mut self, ord: &Ordering, sources: &[Vertex], out: &mut Vec<u32>) {
        let ring = self.births.len();
        let full = if sources.len() == 64 {
            u64::MAX
        } else {
            (1u64 << sources.len()) - 1
        };
        self.informed.iter_mut().for_each(|m| *m = 0);
        self.births.iter_mut().for_each(Vec::clear);
        for (bit, &s) in sources.iter().enumerate() {
            self.informed[s.index()] |= 1 << bit;
        }
        for &s in sources {
            if !self.births[0].iter().any(|&(v, _)| v == s) {
                self.births[0].push((s, self.informed[s.index()]));
            }
        }
        let mut last = vec![0u32; sources.len()];
        // Stop once no births happened for a whole ring: nothing is in flight.
        let (mut tau, mut idle) = (0usize, 0usize);
        while idle < ring {
            tau += 1;
            // Everything arriving now, merged per receiver, so bits that
            // meet travel on together.
            self.touched.clear();
            for k in 1..ring.min(tau + 1) {
                for &(v, bits) in &self.births[(tau - k) % ring] {
                    if let Some(&w) = ord.list(v).get(k - 1) {
                        if self.incoming[w.index()] == 0 {
                            self.touched.push(w);
                        }
                        self.incoming[w.index()] |= bits;
                    }
                }
            }
            let slot = tau % ring;
            self.births[slot].clear();
            let mut seen = 0u64;
            for &w in &self.touched {
                let i = w.index();
                let new = self.incoming[i] & !self.informed[i];
                self.incoming[i] = 0;
                if new != 0 {
                    self.informed[i] |= new;
                    self.births[slot].push((w, new));
                    seen |= new;
                }
            }
            idle = if self.births[slot].is_empty() {
                idle + 1
            } else {
                0
            };
            while seen != 0 {
                last[seen.trailing_zeros() as usize] = tau as u32;
                seen &= seen - 1;
            }
        }
        finish_batch(&last, &self.informed, full, out);
    }
}

/// Appends each lane's last birth time to `out`, or [`UNREACHED`] for a
/// lane (of `full`) that some vertex's `informed` word lacks.
fn finish_batch(last: &[u32], informed: &[u64], full: u64, out: &mut Vec<u32>) {
    let mut missing = 0u64;
    for &m in informed {
        missing |= full & !m;
    }
    out.extend(last.iter().enumerate().map(|(bit, &t)| {
        if missing >> bit & 1 == 1 {
            UNREACHED
        } else {
            t
        }
    }));
}

/// b^Π(u) for every vertex u, with how much symmetry cut the work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllOriginators {
    /// b^Π(u), indexed by vertex.
    pub times: Vec<u32>,
    /// Originators actually propagated (one per orbit).
    pub computed: usize,
    /// Verified automorphisms used.
    pub automorphisms: usize,
}

/// b^Π(u) for every originator, computing one originator per orbit of the
/// `automorphisms` (each a vertex permutation that
/// [`symmetry::is_automorphism`] accepted). On a grid, pass it: the
/// originators are then batched in 8-wide blocks, whose bits reach each
/// vertex at nearby times and so travel together.
pub fn broadcast_times(
    ord: &Ordering,
    automorphisms: &[Vec<Vertex>],
    grid: Option<&Grid>,
) -> AllOriginators {
    let plan = OriginatorPlan::new(ord, automorphisms, grid);
    #[cfg(feature = "std")]
    let times = plan.times_on_cores(ord, &mut |_, _| {});
    #[cfg(not(feature = "std"))]
    let times = plan.times(ord, 0..plan.representatives().len(), &mut |_, _| {});
    plan.assemble(&times)
}

/// The originators [`broadcast_times`] propagates, one per orbit and in
/// batching order, and how their times spread to every vertex. Their
/// [`batch_times`] may be computed in parts, anywhere (the web app's helper
/// workers), and put together with [`assemble`](Self::assemble).
#[derive(Clone, Debug)]
pub struct OriginatorPlan {
    representatives: Vec<Vertex>,
    orbits: symmetry::Orbits,
    automorphisms: usize,
    /// Set when no automorphism helps on a torus: every originator runs in
    /// translated lanes.
    frame: Option<alloc::boxed::Box<lanes::Frame>>,
}

impl OriginatorPlan {
    /// The plan for `ord` under these verified automorphisms; see
    /// [`broadcast_times`].
    pub fn new(ord: &Ordering, automorphisms: &[Vec<Vertex>], grid: Option<&Grid>) -> Self {
        let orbits = symmetry::orbits(ord.nodes(), automorphisms);
        Self::with_orbits(ord, orbits, automorphisms.len(), grid)
    }

    /// The plan for `ord` with the orbits of `automorphisms` verified
    /// automorphisms (see [`symmetry::verified_orbits`]).
    pub fn with_orbits(
        ord: &Ordering,
        orbits: symmetry::Orbits,
        automorphisms: usize,
        grid: Option<&Grid>,
    ) -> Self {
        let mut representatives = orbits.representatives();
        let grid = grid.filter(|g| g.node_count() == ord.nodes());
        // Symmetry, where there is some, cuts more than translated lanes
        // save: T_128×128 takes 38 ms from 128 orbits and 219 ms in lanes.
        let frame = grid
            .filter(|_| representatives.len() == ord.nodes())
            .and_then(|g| lanes::Frame::new(ord, g))
            .map(alloc::boxed::Box::new);
        if let Some(f) = &frame {
            representatives = f.originator_order();
        } else if let Some(g) = grid {
            representatives.sort_by_cached_key(|&v| {
                let c = g.coords(NodeId::new(v.index()));
                let mut key = [0u32; MAX_DIMS + 1];
                for (a, &x) in c.iter().enumerate() {
                    key[c.len() - 1 - a] = x / 8;
                }
                key[MAX_DIMS] = v.get();
                key
            });
        }
        OriginatorPlan {
            representatives,
            orbits,
            automorphisms,
            frame,
        }
    }

    /// The torus sides when the plan runs translated lanes (a helper
    /// rebuilds the frame from them and the ordering).
    pub fn lane_sides(&self) -> Option<&[u32]> {
        self.frame.as_deref().map(lanes::Frame::sides)
    }

    /// The times of `representatives()[range]`, calling
    /// `progress(done, total)` after each batch.
    pub fn times(
        &self,
        ord: &Ordering,
        range: core::ops::Range<usize>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Vec<u32> {
        let sources = &self.representatives[range];
        match &self.frame {
            Some(frame) => lanes::frame_times(frame, sources, progress),
            None => batch_times_with(ord, sources, progress),
        }
    }

    /// The originators to propagate, in batching order.
    pub fn representatives(&self) -> &[Vertex] {
        &self.representatives
    }

    /// The range of [`representatives`](Self::representatives) that part
    /// `part` of `parts` propagates: whole batches of 64, as even as they
    /// go, so splitting never breaks a batch.
    pub fn part(&self, part: usize, parts: usize) -> core::ops::Range<usize> {
        let parts = parts.max(1);
        let batches = self.representatives.len().div_ceil(64);
        let bound = |p: usize| (batches * p / parts * 64).min(self.representatives.len());
        bound(part.min(parts))..bound((part + 1).min(parts))
    }

    /// Every vertex's time from the representatives' times (in the order
    /// of [`representatives`](Self::representatives)).
    pub fn assemble(&self, rep_times: &[u32]) -> AllOriginators {
        let n = self.orbits.len();
        let mut by_rep = vec![UNREACHED; n];
        for (&r, &t) in self.representatives.iter().zip(rep_times) {
            by_rep[r.index()] = t;
        }
        let times = (0..n)
            .map(|v| by_rep[self.orbits.root(Vertex::at(v)).index()])
            .collect();
        AllOriginators {
            times,
            computed: self.representatives.len(),
            automorphisms: self.automorphisms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Times computed in parts (as the web app's helper workers do) and put
    /// together equal the one-piece run, for any number of parts, on a torus
    /// with symmetry and on one without.
    #[test]
    fn times_computed_in_parts_equal_the_whole_run() {
        for sides in [[12u32, 10], [9, 7], [33, 5]] {
            let grid = Grid::torus(&sides).unwrap();
            let ord = orderings::pi(&grid).unwrap();
            let autos = symmetry::grid_automorphisms(&grid, &ord);
            let whole = broadcast_times(&ord, &autos, Some(&grid));
            let plan = OriginatorPlan::new(&ord, &autos, Some(&grid));
            for parts in 1..=5 {
                let mut times = Vec::new();
                let mut next = 0;
                for part in 0..parts {
                    let range = plan.part(part, parts);
                    assert_eq!(range.start, next, "parts are contiguous");
                    assert!(range.start.is_multiple_of(64), "a batch is never split");
                    next = range.end;
                    let (offsets, targets) = ord.as_flat();
                    let rebuilt = Ordering::from_flat(offsets, &Vertex::numbers(targets)).unwrap();
                    times.extend(batch_times(&rebuilt, &plan.representatives()[range]));
                }
                assert_eq!(next, plan.representatives().len());
                assert_eq!(plan.assemble(&times), whole, "{sides:?} in {parts} parts");
            }
            // And the whole run against Dial from every originator.
            for u in ord.vertices() {
                let dial = completion(&arrival(&ord, u, Model::NonAdaptive));
                assert_eq!(whole.times[u.index()], dial);
            }
        }
    }

    #[test]
    fn from_flat_refuses_what_is_not_an_ordering() {
        assert!(Ordering::from_flat(&[0, 1, 2], &[1, 0]).is_ok());
        assert!(Ordering::from_flat(&[], &[]).is_err());
        assert!(Ordering::from_flat(&[0, 2, 1], &[1, 0]).is_err());
        assert!(Ordering::from_flat(&[0, 1, 3], &[1, 0]).is_err());
        assert_eq!(
            Ordering::from_flat(&[0, 1, 2], &[1, 7]),
            Err(OrderingError::NoSuchVertex {
                vertex: Vertex::new(1),
                target: 7
            })
        );
    }

    /// The model read literally: at every time τ each informed vertex v
    /// sends along label τ − t_v. No shortest paths involved.
    pub(crate) fn literal(ord: &Ordering, src: Vertex) -> Vec<u32> {
        let n = ord.nodes();
        let mut time = vec![UNREACHED; n];
        time[src.index()] = 0;
        let max = ord.max_degree() as u32;
        let (mut tau, mut latest) = (0u32, 0u32);
        while tau < latest + max {
            tau += 1;
            let mut newly = Vec::new();
            for v in ord.vertices() {
                let tv = time[v.index()];
                if tv == UNREACHED || tv >= tau {
                    continue;
                }
                if let Some(&w) = ord.list(v).get((tau - tv - 1) as usize)
                    && time[w.index()] == UNREACHED
                {
                    newly.push(w.index());
                }
            }
            for w in newly {
                time[w] = tau;
                latest = tau;
            }
        }
        time
    }

    /// A small deterministic generator for test orderings.
    pub(crate) fn shuffled(graph: &Ordering, mut seed: u64) -> Ordering {
        let mut lists: Vec<Vec<u32>> = graph
            .vertices()
            .map(|v| Vertex::numbers(graph.list(v)))
            .collect();
        for list in &mut lists {
            for i in (1..list.len()).rev() {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let j = (seed >> 33) as usize % (i + 1);
                list.swap(i, j);
            }
        }
        Ordering::from_lists(&lists).unwrap()
    }

    fn graphs() -> Vec<Ordering> {
        use crate::grid::Grid;
        let mut out = Vec::new();
        for grid in [
            Grid::torus(&[5, 7]).unwrap(),
            Grid::mesh(&[4, 6]).unwrap(),
            Grid::torus(&[3, 4, 3]).unwrap(),
            Grid::torus(&[9]).unwrap(),
        ] {
            out.push(orderings::dimension_order(&grid));
        }
        out.push(orderings::wk(&crate::wk::Wk::new(3, 2).unwrap()));
        out.push(orderings::msn(&crate::msn::Msn::new(4, 6).unwrap()));
        out
    }

    #[test]
    fn dial_and_bit_parallel_agree_with_the_literal_model() {
        for (g, graph) in graphs().iter().enumerate() {
            for seed in 0..4 {
                let ord = shuffled(graph, seed * 31 + g as u64);
                let all: Vec<Vertex> = ord.vertices().collect();
                let batch = batch_times(&ord, &all);
                for src in ord.vertices() {
                    let want = literal(&ord, src);
                    assert_eq!(arrival(&ord, src, Model::NonAdaptive), want, "graph {g}");
                    assert_eq!(batch[src.index()], completion(&want), "graph {g} src {src}");
                }
            }
        }
    }

    #[test]
    fn informers_explain_every_arrival() {
        let ord = shuffled(&graphs()[0], 5);
        let times = arrival(&ord, Vertex::new(3), Model::NonAdaptive);
        for (w, inf) in informers(&ord, &times).iter().enumerate() {
            match inf {
                None => assert_eq!(w, 3),
                Some((v, label)) => {
                    assert_eq!(ord.label(*v, Vertex::at(w)), Some(*label));
                    assert_eq!(times[v.index()] + label, times[w]);
                }
            }
        }
    }

    #[test]
    fn adaptive_is_never_slower_and_equals_literal_on_paths() {
        for graph in graphs() {
            let ord = shuffled(&graph, 9);
            for src in ord.vertices() {
                let a = arrival(&ord, src, Model::Adaptive);
                let b = arrival(&ord, src, Model::NonAdaptive);
                assert!(a.iter().zip(&b).all(|(x, y)| x <= y));
            }
        }
        // On a path 0-1-2-3 where each inner vertex lists its left
        // neighbour first, adaptive skipping saves one unit per hop from 0.
        let path = Ordering::from_lists(&[vec![1], vec![0, 2], vec![1, 3], vec![2]]).unwrap();
        let first = Vertex::new(0);
        assert_eq!(arrival(&path, first, Model::NonAdaptive), [0, 1, 3, 5]);
        assert_eq!(arrival(&path, first, Model::Adaptive), [0, 1, 2, 3]);
    }

    #[test]
    fn bad_lists_are_refused() {
        assert_eq!(
            Ordering::from_lists(&[vec![1], vec![0, 0]]),
            Err(OrderingError::Repeated {
                vertex: Vertex::new(1),
                target: Vertex::new(0)
            })
        );
        assert_eq!(
            Ordering::from_lists(&[vec![2], vec![0]]),
            Err(OrderingError::NoSuchVertex {
                vertex: Vertex::new(0),
                target: 2
            })
        );
        let a = Ordering::from_lists(&[vec![1], vec![0]]).unwrap();
        let b = Ordering::from_lists(&[vec![1], vec![]]).unwrap();
        assert_eq!(
            b.check_same_graph(&a),
            Err(OrderingError::NotTheNeighbours {
                vertex: Vertex::new(1)
            })
        );
    }

    /// b^Π(T) with every verified automorphism.
    fn torus_time(sides: &[u32], literal: bool) -> u32 {
        let g = crate::grid::Grid::torus(sides).unwrap();
        let o = match (sides.len(), literal) {
            (2, false) => orderings::pi(&g),
            (2, true) => orderings::pi_literal(&g),
            _ => orderings::pi_d(&g),
        }
        .unwrap();
        completion(&broadcast_times(&o, &symmetry::grid_automorphisms(&g, &o), Some(&g)).times)
    }

    #[test]
    fn the_thesis_bounds_hold_for_pi_on_every_torus_up_to_40() {
        // Theorem 2.2.1 below, Lemmas 3.8.1/3.8.2 above (as oriented), on
        // all 1,444 tori T_{m×n}, 3 ≤ m, n ≤ 40. docs/errata.md has the
        // tightness counts.
        let mut tight = 0;
        for m in 3..=40 {
            for n in 3..=40 {
                let t = torus_time(&[m, n], false);
                assert!(t >= bounds::lower_bound_2d(m, n), "{m}x{n}: {t}");
                assert!(t <= bounds::lemma_bound(m, n), "{m}x{n}: {t}");
                tight += usize::from(t == bounds::lemma_bound(m, n));
            }
        }
        assert_eq!(tight, 637);
    }

    #[test]
    fn the_printed_ell_breaks_the_lemmas() {
        // With §3.1's ℓ (even), Π exceeds Lemma 3.8.1 on T_{14×10}, and 116
        // of the 1,444 sizes up to 40: exactly those with n ≡ 2 mod 4,
        // m ≡ 1 or 2 mod 4 and m ≥ 14 but T_{14×6}, each by one unit
        // (docs/errata.md).
        assert_eq!(torus_time(&[14, 10], true), 16);
        assert_eq!(bounds::lemma_bound(14, 10), 15);
        assert_eq!(torus_time(&[14, 10], false), 15);
        assert_eq!(torus_time(&[17, 6], true), 16);
        let mut broken = 0;
        for m in 3..=40u32 {
            for n in 3..=40u32 {
                let excess = torus_time(&[m, n], true).saturating_sub(bounds::lemma_bound(m, n));
                let stated = n % 4 == 2 && matches!(m % 4, 1 | 2) && m >= 14 && (m, n) != (14, 6);
                assert_eq!(excess, u32::from(stated), "{m}x{n}");
                broken += usize::from(stated);
            }
        }
        assert_eq!(broken, 116);
    }

    #[test]
    fn theorem_4_3_1_holds_for_pi_d_up_to_12_cubed() {
        // All 1,000 tori T_{a×b×c} with 3 ≤ a, b, c ≤ 12.
        for a in 3..=12 {
            for b in 3..=12 {
                for c in 3..=12 {
                    let t = torus_time(&[a, b, c], false);
                    let bound = bounds::theorem_4_3_1(&[a, b, c]).unwrap();
                    assert!(t <= bound, "{a}x{b}x{c}: {t} > {bound}");
                    assert!(t >= bounds::torus_diameter(&[a, b, c]));
                }
            }
        }
    }

    #[test]
    fn unreachable_vertices_are_reported() {
        let ord = Ordering::from_lists(&[vec![1], vec![], vec![0]]).unwrap();
        let (a, c) = (Vertex::new(0), Vertex::new(2));
        assert_eq!(arrival(&ord, a, Model::NonAdaptive), [0, 1, UNREACHED]);
        assert_eq!(batch_times(&ord, &[a, c]), [UNREACHED, 2]);
    }
}

// Test-only, and last: the resources' tidy test reads code up to the
// first test item.
