//! Manhattan Street networks (paper 004): routing, distances, total
//! exchange, multinode broadcast and edge-disjoint Hamiltonian cycles, in
//! the store-and-forward slot model (one packet per directed link per slot,
//! all links of a node at once).
//!
//! The X × Y network (X, Y even) has one horizontal and one vertical
//! out-link per node. As 004's Fig. 1 describes it, horizontal links run east
//! on even rows and west on odd rows, vertical links north on even columns and
//! south on odd ones: node (x, y) links to (x + p(y), y) and (x, y + p(x)),
//! with p(n) = 1 for even n and −1 for odd n. (The printed formula,
//! (x + p(x), y) and (x, y + p(y)), pairs nodes into 2-cycles; see
//! `docs/errata.md`.) The relative address R_(x,y)(u, v) =
//! ((u − x)·p(y), (v − y)·p(x)) is then an automorphism that moves (x, y)
//! to (0, 0) and keeps horizontal links horizontal.
//!
//! Nodes are numbered like the X × Y grid of their coordinates (x fastest),
//! so a node is a [`NodeId`] and `src=x,y` names the same node on a mesh,
//! a torus and an MS network of the same sides.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::grid::NodeId;

mod areas;
mod exchange;
mod hamiltonian;
mod mnb;
mod sums;

pub use areas::{area_distance, areas, shortest_families};
pub use exchange::{
    SlotPhase, TotalExchange, eq28_half_slots, phase_tags, slot_phases, total_exchange,
};
pub use hamiltonian::{cycle_links, hamiltonian_cycles, is_hamiltonian, ring_mnb};
pub use mnb::{Mnb, MnbSets, Step, mnb_sets, multinode_broadcast};
pub use sums::{Parity, PrintedSum, bfs_sums, printed_sums};

/// The shortest side of an MS network (sides are even).
pub const MIN_SIDE: u32 = 4;
/// Most nodes an MS network may have.
pub const MAX_NODES: usize = 1 << 18;
/// Largest N for the slot-level total-exchange simulation: its work grows
/// as N^5.
pub const MAX_TE_SIDE: u32 = 32;
/// Largest N for the multinode-broadcast simulations (`mnb`, `hamiltonian`):
/// each keeps a table of which of the N² nodes holds which node's packet,
/// N⁴ entries (16 MiB at N = 64, 4 GiB at N = 256).
pub const MAX_MNB_SIDE: u32 = 64;

/// Why an MS network cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MsnError {
    /// X and Y must be even and at least 4.
    Side,
    /// More than [`MAX_NODES`] nodes.
    TooManyNodes,
}

impl MsnError {
    /// A stable identifier (the JSON's error `kind`).
    pub const fn kind(&self) -> &'static str {
        match self {
            MsnError::Side => "msn_side",
            MsnError::TooManyNodes => "too_many_nodes",
        }
    }
}

impl fmt::Display for MsnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MsnError::Side => write!(f, "an MS network needs even X and Y of at least {MIN_SIDE}"),
            MsnError::TooManyNodes => write!(f, "an MS network has at most {MAX_NODES} nodes"),
        }
    }
}

impl core::error::Error for MsnError {}

fn p(n: i64) -> i64 {
    if n.rem_euclid(2) == 0 { 1 } else { -1 }
}

/// A hop: along the horizontal or the vertical out-link.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Hop {
    /// Routing-tag bit 0.
    Horizontal,
    /// Routing-tag bit 1.
    Vertical,
}

impl Hop {
    /// The other kind (the bitwise complement of a tag bit).
    pub fn other(self) -> Hop {
        match self {
            Hop::Horizontal => Hop::Vertical,
            Hop::Vertical => Hop::Horizontal,
        }
    }
}

/// A routing tag as 004 writes it: 0 for a horizontal hop, 1 for a vertical
/// one.
pub fn tag_text(tag: &[Hop]) -> alloc::string::String {
    tag.iter()
        .map(|h| if *h == Hop::Horizontal { '0' } else { '1' })
        .collect()
}

/// An X × Y Manhattan Street network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Msn {
    x: u32,
    y: u32,
}

/// A directed link, by its start node and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Link {
    /// Start node.
    pub from: NodeId,
    /// Which out-link of `from`.
    pub hop: Hop,
}

impl Msn {
    /// An X × Y network, X and Y even and at least 4.
    pub fn new(x: u32, y: u32) -> Result<Self, MsnError> {
        if x < MIN_SIDE || y < MIN_SIDE || x % 2 == 1 || y % 2 == 1 {
            return Err(MsnError::Side);
        }
        if (x as usize).saturating_mul(y as usize) > MAX_NODES {
            return Err(MsnError::TooManyNodes);
        }
        Ok(Msn { x, y })
    }

    /// X.
    pub fn width(&self) -> u32 {
        self.x
    }

    /// Y.
    pub fn height(&self) -> u32 {
        self.y
    }

    /// X·Y.
    pub fn nodes(&self) -> usize {
        self.x as usize * self.y as usize
    }

    /// Whether X = Y.
    pub fn is_square(&self) -> bool {
        self.x == self.y
    }

    /// Every node, by index.
    pub fn node_ids(&self) -> impl Iterator<Item = NodeId> + use<> {
        (0..self.nodes()).map(NodeId::new)
    }

    /// (x, y) of node `v` (x fastest).
    pub fn coords(&self, v: NodeId) -> (u32, u32) {
        let v = v.index();
        ((v % self.x as usize) as u32, (v / self.x as usize) as u32)
    }

    /// The node at (x, y), coordinates taken modulo the sides.
    pub fn node(&self, x: i64, y: i64) -> NodeId {
        let (x, y) = (
            x.rem_euclid(i64::from(self.x)),
            y.rem_euclid(i64::from(self.y)),
        );
        NodeId::new(x as usize + self.x as usize * y as usize)
    }

    /// Where `hop` leads from `v`.
    pub fn next(&self, v: NodeId, hop: Hop) -> NodeId {
        let (x, y) = self.coords(v);
        let (x, y) = (i64::from(x), i64::from(y));
        match hop {
            Hop::Horizontal => self.node(x + p(y), y),
            Hop::Vertical => self.node(x, y + p(x)),
        }
    }

    /// The node whose `hop` out-link ends at `v`.
    pub fn previous(&self, v: NodeId, hop: Hop) -> NodeId {
        let (x, y) = self.coords(v);
        let (x, y) = (i64::from(x), i64::from(y));
        match hop {
            Hop::Horizontal => self.node(x - p(y), y),
            Hop::Vertical => self.node(x, y - p(x)),
        }
    }

    /// The end of the path with routing tag `tag` from `v`.
    pub fn follow(&self, v: NodeId, tag: &[Hop]) -> NodeId {
        tag.iter().fold(v, |at, &h| self.next(at, h))
    }

    /// R_(x,y)(u, v): the address of `to` relative to `from`.
    pub fn relative(&self, from: NodeId, to: NodeId) -> (u32, u32) {
        let (x, y) = self.coords(from);
        let (u, v) = self.coords(to);
        let rx = ((i64::from(u) - i64::from(x)) * p(i64::from(y))).rem_euclid(i64::from(self.x));
        let ry = ((i64::from(v) - i64::from(y)) * p(i64::from(x))).rem_euclid(i64::from(self.y));
        (rx as u32, ry as u32)
    }

    /// The node whose address relative to `from` is `(i, j)` (R inverted).
    pub fn absolute(&self, from: NodeId, (i, j): (u32, u32)) -> NodeId {
        let (x, y) = self.coords(from);
        let (x, y) = (i64::from(x), i64::from(y));
        self.node(x + i64::from(i) * p(y), y + i64::from(j) * p(x))
    }

    /// Hop distances from `source`, by breadth-first search, by node index.
    pub fn distances(&self, source: NodeId) -> Vec<u32> {
        crate::graph::distances(self, source.index())
    }
}

impl crate::graph::Neighbours for Msn {
    fn node_count(&self) -> usize {
        self.nodes()
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        for hop in [Hop::Horizontal, Hop::Vertical] {
            visit(self.next(NodeId::new(v), hop).index());
        }
    }

    fn for_each_in_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        for hop in [Hop::Horizontal, Hop::Vertical] {
            visit(self.previous(NodeId::new(v), hop).index());
        }
    }
}

/// The four path families of 004 §2, from (0, 0) towards (i, j) with i, j ≥ 0
/// in the direction the name gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathFamily {
    /// Eq. (1).
    NorthEast,
    /// Eq. (2).
    SouthWest,
    /// Eq. (3).
    SouthEast,
    /// Eq. (4).
    NorthWest,
}

impl PathFamily {
    /// "NE", "SW", "SE" or "NW".
    pub fn as_str(self) -> &'static str {
        match self {
            PathFamily::NorthEast => "NE",
            PathFamily::SouthWest => "SW",
            PathFamily::SouthEast => "SE",
            PathFamily::NorthWest => "NW",
        }
    }

    /// The path length of Eqs. (1)–(4).
    pub fn length(self, i: u32, j: u32) -> u32 {
        let (io, jo) = (i % 2 == 1, j % 2 == 1);
        match self {
            PathFamily::NorthEast => i + j + if io && jo { 2 } else { 0 },
            PathFamily::SouthWest => i + j + if !io && !jo { 4 } else { 2 },
            PathFamily::SouthEast => match (io, jo) {
                (false, true) => i + j + 2,
                (false, false) if i == 0 => j + 4,
                _ => i + j,
            },
            PathFamily::NorthWest => match (io, jo) {
                (true, false) => i + j + 2,
                (false, false) if j == 0 => i + 4,
                _ => i + j,
            },
        }
    }

    /// The displacement from (0, 0) this family's path covers to reach
    /// (x, y) on an X × Y network (Eq. (5)'s arguments).
    fn displacement(self, msn: &Msn, x: u32, y: u32) -> (i64, i64) {
        let (x, y, w, h) = (
            i64::from(x),
            i64::from(y),
            i64::from(msn.x),
            i64::from(msn.y),
        );
        match self {
            PathFamily::NorthEast => (x, y),
            PathFamily::SouthWest => (x - w, y - h),
            PathFamily::SouthEast => (x, y - h),
            PathFamily::NorthWest => (x - w, y),
        }
    }
}

/// Eq. (5): the shortest distance from (0, 0) to (x, y) and the family
/// that reaches it (the first of NE, SW, SE, NW on ties).
pub fn closed_form_distance(msn: &Msn, x: u32, y: u32) -> (u32, PathFamily) {
    family_lengths(msn, x, y)
        .into_iter()
        .min_by_key(|&(d, _)| d)
        .expect("four families")
}

/// Each family's path length from (0, 0) to (x, y), in the order NE, SW,
/// SE, NW (Eq. (5)'s four terms).
pub fn family_lengths(msn: &Msn, x: u32, y: u32) -> [(u32, PathFamily); 4] {
    let (w, h) = (msn.width(), msn.height());
    [
        (PathFamily::NorthEast.length(x, y), PathFamily::NorthEast),
        (
            PathFamily::SouthWest.length(w - x, h - y),
            PathFamily::SouthWest,
        ),
        (
            PathFamily::SouthEast.length(x, h - y),
            PathFamily::SouthEast,
        ),
        (
            PathFamily::NorthWest.length(w - x, y),
            PathFamily::NorthWest,
        ),
    ]
}

/// Shortest paths in the unwrapped (infinite) Manhattan Street grid, where
/// each family's path lives; a window of the plane around (0, 0) large
/// enough for every displacement of an X × Y network.
pub struct Router {
    msn: Msn,
    margin: i64,
    width: i64,
    /// The last hop into each window cell on a shortest path from (0, 0).
    last: Vec<Option<Hop>>,
    /// Distance of each window cell from (0, 0).
    dist: Vec<u32>,
}

impl fmt::Debug for Router {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Router")
            .field("msn", &self.msn)
            .finish_non_exhaustive()
    }
}

impl Router {
    /// Runs the breadth-first search once for `msn`.
    pub fn new(msn: &Msn) -> Self {
        let margin = 8i64;
        let (rx, ry) = (i64::from(msn.x) + margin, i64::from(msn.y) + margin);
        let (width, height) = (2 * rx + 1, 2 * ry + 1);
        let index = |x: i64, y: i64| ((y + ry) * width + (x + rx)) as usize;
        let mut dist = vec![u32::MAX; (width * height) as usize];
        let mut last = vec![None; (width * height) as usize];
        dist[index(0, 0)] = 0;
        let mut queue = VecDeque::from([(0i64, 0i64)]);
        while let Some((x, y)) = queue.pop_front() {
            let here = dist[index(x, y)];
            for hop in [Hop::Horizontal, Hop::Vertical] {
                let (nx, ny) = match hop {
                    Hop::Horizontal => (x + p(y), y),
                    Hop::Vertical => (x, y + p(x)),
                };
                if nx.abs() > rx || ny.abs() > ry {
                    continue;
                }
                let i = index(nx, ny);
                if dist[i] == u32::MAX {
                    dist[i] = here + 1;
                    last[i] = Some(hop);
                    queue.push_back((nx, ny));
                }
            }
        }
        Router {
            msn: *msn,
            margin,
            width,
            last,
            dist,
        }
    }

    fn index(&self, x: i64, y: i64) -> usize {
        let (rx, ry) = (
            i64::from(self.msn.x) + self.margin,
            i64::from(self.msn.y) + self.margin,
        );
        ((y + ry) * self.width + (x + rx)) as usize
    }

    /// Length of the shortest path in the plane from (0, 0) to (dx, dy).
    pub fn plane_distance(&self, dx: i64, dy: i64) -> u32 {
        self.dist[self.index(dx, dy)]
    }

    /// A shortest path in the plane from (0, 0) to (dx, dy), as a tag.
    pub fn plane_path(&self, dx: i64, dy: i64) -> Vec<Hop> {
        let mut tag = Vec::new();
        let (mut x, mut y) = (dx, dy);
        while let Some(hop) = self.last[self.index(x, y)] {
            tag.push(hop);
            (x, y) = match hop {
                Hop::Horizontal => (x - p(y), y),
                Hop::Vertical => (x, y - p(x)),
            };
        }
        tag.reverse();
        tag
    }

    /// The routing tag of a shortest path from `from` to `to`: the path of
    /// the family Eq. (5) picks for R_from(to), taken from `from` (R is an
    /// automorphism, so tags carry over).
    pub fn tag(&self, from: NodeId, to: NodeId) -> (Vec<Hop>, PathFamily) {
        let (i, j) = self.msn.relative(from, to);
        let (_, family) = closed_form_distance(&self.msn, i, j);
        let (dx, dy) = family.displacement(&self.msn, i, j);
        (self.plane_path(dx, dy), family)
    }
}

/// Σ of the distances from (0, 0), by 004 Eqs. (15), (20), (25), (26); the
/// mean internodal distance is this over X·Y (Eq. (27)).
pub fn eq27_sum(x: u32, y: u32) -> u64 {
    let (xx, yy) = (u64::from(x), u64::from(y));
    let base = xx * yy * (xx + yy) / 4 + xx * yy;
    match (x % 4, y % 4) {
        (0, 0) => base - 4,
        (2, 2) => base - xx - yy - 2,
        (2, 0) => base - yy - 4,
        _ => base - xx - 4,
    }
}

/// A fraction in lowest terms, for exact means.
pub fn reduced(num: u64, den: u64) -> (u64, u64) {
    let (mut a, mut b) = (num, den);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let g = a.max(1);
    (num / g, den / g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::BTreeSet;

    fn msn(x: u32, y: u32) -> Msn {
        Msn::new(x, y).unwrap()
    }

    #[test]
    fn degree_two_in_two_out_and_strongly_connected() {
        for x in (4..=24).step_by(2) {
            for y in (4..=24).step_by(2) {
                let m = msn(x, y);
                let mut indegree = vec![0u32; m.nodes()];
                for v in m.node_ids() {
                    for hop in [Hop::Horizontal, Hop::Vertical] {
                        let u = m.next(v, hop);
                        assert_ne!(u, v);
                        assert_eq!(m.previous(u, hop), v);
                        indegree[u.index()] += 1;
                    }
                    assert_ne!(m.next(v, Hop::Horizontal), m.next(v, Hop::Vertical));
                }
                assert!(indegree.iter().all(|&d| d == 2));
                // Strongly connected: every node reaches every node.
                for s in [0, m.nodes() - 1, m.nodes() / 3] {
                    assert!(
                        m.distances(NodeId::new(s)).iter().all(|&d| d != u32::MAX),
                        "{x}x{y}"
                    );
                }
            }
        }
    }

    /// Evidence: one size, 8 × 8.
    #[test]
    fn the_printed_connection_formula_is_not_strongly_connected() {
        // (x + p(x), y) and (x, y + p(y)): 0 and 1 point at each other.
        let (w, h) = (8i64, 8i64);
        let next = |x: i64, y: i64| [((x + p(x)).rem_euclid(w), y), (x, (y + p(y)).rem_euclid(h))];
        let mut seen = BTreeSet::from([(0, 0)]);
        let mut stack = vec![(0, 0)];
        while let Some((x, y)) = stack.pop() {
            for n in next(x, y) {
                if seen.insert(n) {
                    stack.push(n);
                }
            }
        }
        assert_eq!(seen.len(), 4, "(0,0) reaches only its 2x2 block");
    }

    /// Evidence: chosen sizes, every node pair of 4 × 4, 6 × 8 and 10 × 4.
    #[test]
    fn relative_address_is_an_automorphism_keeping_link_kinds() {
        for (x, y) in [(4, 4), (6, 8), (10, 4)] {
            let m = msn(x, y);
            for from in m.node_ids() {
                let mut image = BTreeSet::new();
                for u in m.node_ids() {
                    let r = m.relative(from, u);
                    image.insert(r);
                    assert_eq!(m.absolute(from, r), u);
                    for hop in [Hop::Horizontal, Hop::Vertical] {
                        let rn = m.relative(from, m.next(u, hop));
                        assert_eq!(
                            m.node(i64::from(rn.0), i64::from(rn.1)),
                            m.next(m.node(i64::from(r.0), i64::from(r.1)), hop)
                        );
                    }
                }
                assert_eq!(image.len(), m.nodes(), "Lemma 1: one-to-one");
                assert_eq!(m.relative(from, from), (0, 0));
            }
        }
    }

    /// Evidence: exhaustive, every offset 0 ≤ i, j ≤ 24.
    #[test]
    fn families_eq1_to_eq4_are_plane_distances() {
        let m = msn(24, 24);
        let router = Router::new(&m);
        // Over the arguments Eq. (5) uses: the SW, SE and NW paths always
        // cross at least one wraparound, so their offsets start at 1.
        for i in 0..=24u32 {
            for j in 0..=24u32 {
                let (i64_, j64) = (i64::from(i), i64::from(j));
                assert_eq!(
                    router.plane_distance(i64_, j64),
                    PathFamily::NorthEast.length(i, j),
                    "NE {i},{j}"
                );
                if i > 0 && j > 0 {
                    assert_eq!(
                        router.plane_distance(-i64_, -j64),
                        PathFamily::SouthWest.length(i, j),
                        "SW {i},{j}"
                    );
                }
                if j > 0 {
                    assert_eq!(
                        router.plane_distance(i64_, -j64),
                        PathFamily::SouthEast.length(i, j),
                        "SE {i},{j}"
                    );
                }
                if i > 0 {
                    assert_eq!(
                        router.plane_distance(-i64_, j64),
                        PathFamily::NorthWest.length(i, j),
                        "NW {i},{j}"
                    );
                }
            }
        }
    }

    /// Evidence: exhaustive, every pair of nodes of every X × Y network with
    /// even X, Y from 4 to 24.
    #[test]
    fn eq5_and_its_tags_are_shortest_for_all_pairs() {
        for x in (4..=24).step_by(2) {
            for y in (4..=24).step_by(2) {
                let m = msn(x, y);
                let router = Router::new(&m);
                let from_origin = m.distances(NodeId::new(0));
                for t in m.node_ids() {
                    let (i, j) = m.coords(t);
                    assert_eq!(
                        closed_form_distance(&m, i, j).0,
                        from_origin[t.index()],
                        "{x}x{y} to ({i},{j})"
                    );
                }
                // All pairs, through R (checked for small networks by BFS
                // from every node).
                let sources: Vec<NodeId> = if x * y <= 144 {
                    m.node_ids().collect()
                } else {
                    vec![NodeId::new(1), NodeId::new(m.nodes() - 1)]
                };
                for s in sources {
                    let d = m.distances(s);
                    for t in m.node_ids() {
                        let (tag, _) = router.tag(s, t);
                        assert_eq!(tag.len() as u32, d[t.index()], "{x}x{y} {s}->{t}");
                        assert_eq!(m.follow(s, &tag), t);
                    }
                }
            }
        }
    }

    /// Evidence: exhaustive, every even X, Y from 4 to 64.
    #[test]
    fn eq27_is_the_mean_distance_for_every_even_size_up_to_64() {
        for x in (4..=64).step_by(2) {
            for y in (4..=64).step_by(2) {
                let m = msn(x, y);
                let sum: u64 = m
                    .distances(NodeId::new(0))
                    .iter()
                    .map(|&d| u64::from(d))
                    .sum();
                assert_eq!(sum, eq27_sum(x, y), "{x}x{y}");
            }
        }
        // The network is vertex-transitive, so one source gives the mean.
        let m = msn(10, 8);
        let sums: BTreeSet<u64> = m
            .node_ids()
            .map(|s| m.distances(s).iter().map(|&d| u64::from(d)).sum())
            .collect();
        assert_eq!(sums.len(), 1);
        // 8x8: (X + Y)/4 + 1 − 4/(XY) = 79/16.
        assert_eq!(reduced(eq27_sum(8, 8), 64), (79, 16));
    }

    /// Evidence: exhaustive, every even N from 4 to 32.
    #[test]
    fn total_exchange_is_optimal_for_every_n_up_to_32() {
        for n in (4..=MAX_TE_SIDE).step_by(2) {
            let m = msn(n, n);
            let te = total_exchange(&m).unwrap();
            assert!(
                te.collision_free && te.full_utilization && te.shortest && te.delivered,
                "N={n}: {te:?}"
            );
            // Completion H/2, in half slots H, and Eq. (28).
            assert_eq!(te.half_slots, eq27_sum(n, n), "N={n}");
            assert_eq!(te.half_slots, eq28_half_slots(n), "N={n}");
        }
    }

    /// Evidence: exhaustive, every even N from 4 to 64.
    #[test]
    fn mnb_sets_exist_and_broadcast_in_n2_over_2_slots() {
        for n in (4..=64).step_by(2) {
            let m = msn(n, n);
            let sets = mnb_sets(&m).unwrap();
            assert_eq!(sets.steps.len() as u32, n * n / 2);
            assert_eq!(sets.backtracks, 0, "N={n}: the rule alone suffices");
            let run = multinode_broadcast(&m, &sets);
            assert!(run.collision_free && run.complete, "N={n}: {run:?}");
            // Every link busy in every slot but the last, which covers one node.
            assert_eq!(run.link_slots_used, u64::from(n * n) * u64::from(n * n - 1));
        }
    }

    /// Counts the complete and the stuck runs of 004's rule (b) over every
    /// choice of links, on an N × N network after step (a).
    fn runs(m: &Msn, covered: &mut Vec<bool>, done: &mut u64, stuck: &mut u64) {
        let left = covered.iter().filter(|c| !**c).count();
        if left <= 1 {
            *done += 1;
            return;
        }
        let reach = |hop| {
            m.node_ids()
                .filter(|&t| !covered[t.index()] && covered[m.previous(t, hop).index()])
                .map(NodeId::index)
                .collect::<Vec<_>>()
        };
        let (hf, vf) = (reach(Hop::Horizontal), reach(Hop::Vertical));
        let mut any = false;
        for &h in &hf {
            for &v in vf.iter().filter(|&&v| v != h) {
                any = true;
                covered[h] = true;
                covered[v] = true;
                runs(m, covered, done, stuck);
                covered[h] = false;
                covered[v] = false;
            }
        }
        if !any {
            *stuck += 1;
        }
    }

    #[test]
    fn every_greedy_choice_completes_on_4x4() {
        // 004: "such links can always be found, except for the last step".
        // On 4x4 every one of the 2536 sequences of valid choices after
        // step (a) completes: the claim holds there.
        let m = msn(4, 4);
        let mut covered = vec![false; 16];
        covered[0] = true;
        for i in 1..4i64 {
            covered[m.node(i, 0).index()] = true;
            covered[m.node(0, i).index()] = true;
        }
        let (mut done, mut stuck) = (0, 0);
        runs(&m, &mut covered, &mut done, &mut stuck);
        assert_eq!((done, stuck), (2536, 0));
        assert_eq!(
            mnb_sets(&m).unwrap().backtracks,
            0,
            "castlab's rule needs no backtracking"
        );
    }

    /// Evidence: exhaustive, every even N from 4 to 64.
    #[test]
    fn two_edge_disjoint_hamiltonian_cycles_for_every_even_n_to_64() {
        for n in (4..=64).step_by(2) {
            let m = msn(n, n);
            let [a, b] = hamiltonian_cycles(&m).unwrap();
            assert!(is_hamiltonian(&m, &a) && is_hamiltonian(&m, &b), "N={n}");
            let la: BTreeSet<_> = cycle_links(&a).into_iter().collect();
            let lb: BTreeSet<_> = cycle_links(&b).into_iter().collect();
            assert!(la.is_disjoint(&lb), "N={n}");
            // The second is the first reflected in the diagonal.
            let t = |v: NodeId| {
                let (x, y) = m.coords(v);
                m.node(i64::from(y), i64::from(x))
            };
            let reflected: BTreeSet<_> = la.iter().map(|&(u, v)| (t(u), t(v))).collect();
            assert_eq!(reflected, lb);
            assert_eq!(ring_mnb(&[a, b], m.nodes()), Some(u64::from(n * n - 1)));
        }
    }
}
