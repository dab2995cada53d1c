//! A user's own graph (`castlab.from_networkx` in Python), given as
//! adjacency lists: checked once here, then served through the family
//! protocol ([`Topology`]), so the three broadcast models run on it through
//! the code every network shares (`eval::graph_report`), with no code of
//! its own. Each vertex's list order is its natural ordering (the orderly
//! view's labels 1, 2, …), as a family's link order is.
//!
//! Vertices are `0..n`, written in decimal. The graph must be simple,
//! undirected (each link listed at both ends) and connected: a broadcast
//! from a source of a disconnected graph can never finish.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::graph::{Neighbours, UNREACHED, distances};
use crate::text::Text;
use crate::topology::{LinkLook, Place, Topology};

/// Fewest vertices: a broadcast needs someone to tell.
pub const GRAPH_MIN_NODES: usize = 2;

/// Most vertices (a path of the family protocol takes as many).
pub const GRAPH_MAX_NODES: usize = 1 << 16;

/// Most links (each counted once, though listed at both ends).
pub const GRAPH_MAX_LINKS: usize = 1 << 20;

/// Most vertex × (vertex + arc) visits spent on the diameter by
/// breadth-first search from every vertex; beyond, two searches give a
/// lower bound, and [`UserGraph::diameter_exact`] says so.
pub const DIAMETER_WORK: u64 = 1 << 28;

/// Most messy broadcasts per model a report runs.
pub const TRIALS_LIMIT: u32 = 10_000;

/// Why a graph, or a report's source or trials, was refused. Each names
/// the vertex (its index), the value and the limit it broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// Fewer than [`GRAPH_MIN_NODES`] vertices.
    TooFewNodes { nodes: usize },
    /// More than [`GRAPH_MAX_NODES`] vertices.
    TooManyNodes { nodes: usize },
    /// More than [`GRAPH_MAX_LINKS`] links.
    TooManyLinks { links: usize },
    /// `vertex` lists `value`, which is not a vertex.
    NoSuchVertex {
        vertex: usize,
        value: i64,
        nodes: usize,
    },
    /// `vertex` lists itself.
    SelfLoop { vertex: usize },
    /// `vertex` lists `neighbour` more than once: a multi-link.
    Repeated { vertex: usize, neighbour: usize },
    /// `vertex` lists `neighbour`, which does not list it back.
    OneWay { vertex: usize, neighbour: usize },
    /// `vertex` has no neighbours.
    Isolated { vertex: usize },
    /// `vertex` cannot be reached from vertex 0, which reaches `reached`
    /// of the `nodes` vertices.
    Disconnected {
        vertex: usize,
        reached: usize,
        nodes: usize,
    },
    /// The report's source is not a vertex.
    NoSuchSource { source: i64, nodes: usize },
    /// The report's messy trials are not 1 … [`TRIALS_LIMIT`].
    Trials { trials: i64 },
}

impl GraphError {
    /// What the error is about, as Python's `castlab.GraphError.key`:
    /// `nodes`, `links`, `adjacency[v]` (vertex v's list), `source` or
    /// `trials`.
    pub fn key(&self) -> String {
        match *self {
            GraphError::TooFewNodes { .. } | GraphError::TooManyNodes { .. } => "nodes".into(),
            GraphError::TooManyLinks { .. } => "links".into(),
            GraphError::NoSuchVertex { vertex, .. }
            | GraphError::SelfLoop { vertex }
            | GraphError::Repeated { vertex, .. }
            | GraphError::OneWay { vertex, .. }
            | GraphError::Isolated { vertex }
            | GraphError::Disconnected { vertex, .. } => format!("adjacency[{vertex}]"),
            GraphError::NoSuchSource { .. } => "source".into(),
            GraphError::Trials { .. } => "trials".into(),
        }
    }

    /// The refused value, as text.
    pub fn value(&self) -> String {
        match *self {
            GraphError::TooFewNodes { nodes } | GraphError::TooManyNodes { nodes } => {
                nodes.to_string()
            }
            GraphError::TooManyLinks { links } => links.to_string(),
            GraphError::NoSuchVertex { value, .. } => value.to_string(),
            GraphError::SelfLoop { vertex } | GraphError::Isolated { vertex } => vertex.to_string(),
            GraphError::Repeated { neighbour, .. } | GraphError::OneWay { neighbour, .. } => {
                neighbour.to_string()
            }
            GraphError::Disconnected { vertex, .. } => vertex.to_string(),
            GraphError::NoSuchSource { source, .. } => source.to_string(),
            GraphError::Trials { trials } => trials.to_string(),
        }
    }

    /// The limit the value broke, where there is one.
    pub fn limit(&self) -> Option<String> {
        match *self {
            GraphError::TooFewNodes { .. } => Some(format!("at least {GRAPH_MIN_NODES}")),
            GraphError::TooManyNodes { .. } => Some(GRAPH_MAX_NODES.to_string()),
            GraphError::TooManyLinks { .. } => Some(GRAPH_MAX_LINKS.to_string()),
            GraphError::NoSuchVertex { nodes, .. } | GraphError::NoSuchSource { nodes, .. } => {
                Some(format!("0 … {}", nodes.saturating_sub(1)))
            }
            GraphError::Trials { .. } => Some(format!("1 … {TRIALS_LIMIT}")),
            GraphError::SelfLoop { .. }
            | GraphError::Repeated { .. }
            | GraphError::OneWay { .. }
            | GraphError::Isolated { .. }
            | GraphError::Disconnected { .. } => None,
        }
    }

    /// A stable identifier of the error's kind.
    pub fn kind(&self) -> &'static str {
        match self {
            GraphError::TooFewNodes { .. } => "too_few_nodes",
            GraphError::TooManyNodes { .. } => "too_many_nodes",
            GraphError::TooManyLinks { .. } => "too_many_links",
            GraphError::NoSuchVertex { .. } => "no_such_vertex",
            GraphError::SelfLoop { .. } => "self_loop",
            GraphError::Repeated { .. } => "multi_link",
            GraphError::OneWay { .. } => "one_way",
            GraphError::Isolated { .. } => "isolated",
            GraphError::Disconnected { .. } => "disconnected",
            GraphError::NoSuchSource { .. } => "no_such_source",
            GraphError::Trials { .. } => "trials",
        }
    }

    /// The vertices the error names (the listing vertex, then the listed
    /// one), for a front end to write them as the user's labels.
    pub fn vertices(&self) -> (Option<usize>, Option<usize>) {
        match *self {
            GraphError::SelfLoop { vertex }
            | GraphError::Isolated { vertex }
            | GraphError::NoSuchVertex { vertex, .. }
            | GraphError::Disconnected { vertex, .. } => (Some(vertex), None),
            GraphError::Repeated { vertex, neighbour }
            | GraphError::OneWay { vertex, neighbour } => (Some(vertex), Some(neighbour)),
            GraphError::TooFewNodes { .. }
            | GraphError::TooManyNodes { .. }
            | GraphError::TooManyLinks { .. }
            | GraphError::NoSuchSource { .. }
            | GraphError::Trials { .. } => (None, None),
        }
    }
}

impl GraphError {
    /// The refusal, for the reader: a message of `locales/*/core.ftl`.
    pub fn text(&self) -> Text {
        match *self {
            GraphError::TooFewNodes { nodes } => Text::new("eval-graph-too-few-nodes")
                .arg("nodes", nodes)
                .arg("least", GRAPH_MIN_NODES),
            GraphError::TooManyNodes { nodes } => Text::new("eval-graph-too-many-nodes")
                .arg("nodes", nodes)
                .arg("most", GRAPH_MAX_NODES),
            GraphError::TooManyLinks { links } => Text::new("eval-graph-too-many-links")
                .arg("links", links)
                .arg("most", GRAPH_MAX_LINKS),
            GraphError::NoSuchVertex {
                vertex,
                value,
                nodes,
            } => Text::new("eval-graph-no-such-vertex")
                .arg("vertex", vertex)
                .arg("value", value)
                .arg("last", nodes.saturating_sub(1)),
            GraphError::SelfLoop { vertex } => {
                Text::new("eval-graph-self-loop").arg("vertex", vertex)
            }
            GraphError::Repeated { vertex, neighbour } => Text::new("eval-graph-repeated")
                .arg("vertex", vertex)
                .arg("neighbour", neighbour),
            GraphError::OneWay { vertex, neighbour } => Text::new("eval-graph-one-way")
                .arg("vertex", vertex)
                .arg("neighbour", neighbour),
            GraphError::Isolated { vertex } => {
                Text::new("eval-graph-isolated").arg("vertex", vertex)
            }
            GraphError::Disconnected {
                vertex,
                reached,
                nodes,
            } => Text::new("eval-graph-disconnected")
                .arg("vertex", vertex)
                .arg("reached", reached)
                .arg("nodes", nodes),
            GraphError::NoSuchSource { source, nodes } => Text::new("eval-graph-no-such-source")
                .arg("source", source)
                .arg("last", nodes.saturating_sub(1)),
            GraphError::Trials { trials } => Text::new("eval-graph-trials")
                .arg("trials", trials)
                .arg("most", TRIALS_LIMIT),
        }
    }
}

/// In the process's wording (`castlab`, the Python package), else the
/// message id.
impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.text();
        f.write_str(&crate::text::worded(&text).unwrap_or(text.id))
    }
}

impl core::error::Error for GraphError {}

/// A checked user's graph: simple, undirected, connected, within the
/// limits; each vertex's neighbours kept in the order given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserGraph {
    /// Vertex v's neighbours are `targets[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
    diameter: u32,
    diameter_exact: bool,
    /// The address grid's columns.
    across: u32,
}

impl UserGraph {
    /// The graph whose vertex v lists `lists[v]`, in that order, or the
    /// first rule it breaks (checked vertex by vertex, in order).
    pub fn new<L: AsRef<[u32]>>(lists: &[L]) -> Result<Self, GraphError> {
        let n = lists.len();
        if n < GRAPH_MIN_NODES {
            return Err(GraphError::TooFewNodes { nodes: n });
        }
        if n > GRAPH_MAX_NODES {
            return Err(GraphError::TooManyNodes { nodes: n });
        }
        let ends: usize = lists.iter().map(|l| l.as_ref().len()).sum();
        if ends.div_ceil(2) > GRAPH_MAX_LINKS {
            let links = ends.div_ceil(2);
            return Err(GraphError::TooManyLinks { links });
        }
        let mut offsets = Vec::with_capacity(n + 1);
        let mut targets = Vec::with_capacity(ends);
        offsets.push(0u32);
        // Who listed w last: a repeat is seen in one pass.
        let mut listed_by = vec![usize::MAX; n];
        for (v, list) in lists.iter().enumerate() {
            for &w in list.as_ref() {
                let wi = w as usize;
                if wi >= n {
                    let value = i64::from(w);
                    return Err(GraphError::NoSuchVertex {
                        vertex: v,
                        value,
                        nodes: n,
                    });
                }
                if wi == v {
                    return Err(GraphError::SelfLoop { vertex: v });
                }
                if listed_by[wi] == v {
                    return Err(GraphError::Repeated {
                        vertex: v,
                        neighbour: wi,
                    });
                }
                listed_by[wi] = v;
                targets.push(w);
            }
            if list.as_ref().is_empty() {
                return Err(GraphError::Isolated { vertex: v });
            }
            offsets.push(targets.len() as u32);
        }
        let mut graph = UserGraph {
            offsets,
            targets,
            diameter: 0,
            diameter_exact: false,
            across: 1,
        };
        graph.check_both_ends()?;
        let from_0 = distances(&graph, 0);
        if let Some(vertex) = from_0.iter().position(|&d| d == UNREACHED) {
            let reached = from_0.iter().filter(|&&d| d != UNREACHED).count();
            return Err(GraphError::Disconnected {
                vertex,
                reached,
                nodes: n,
            });
        }
        (graph.diameter, graph.diameter_exact) = graph.find_diameter(&from_0);
        // The address grid is about square: ⌈√n⌉ columns.
        graph.across = (1u32..).find(|a| (a * a) as usize >= n).unwrap_or(1);
        Ok(graph)
    }

    /// The graph of any network's links, each vertex's in the order the
    /// network lists them (a family's natural order): the same graph as a
    /// user would give it.
    pub fn of(graph: &impl Neighbours) -> Result<Self, GraphError> {
        let lists: Vec<Vec<u32>> = (0..graph.node_count())
            .map(|v| {
                let mut list = Vec::new();
                graph.for_each_neighbour(v, &mut |w| list.push(w as u32));
                list
            })
            .collect();
        UserGraph::new(&lists)
    }

    /// How many links (each once).
    pub fn links(&self) -> usize {
        self.targets.len() / 2
    }

    /// Whether [`Topology::diameter`] is the diameter, found by search from
    /// every vertex within [`DIAMETER_WORK`]; if not, it is a lower bound
    /// (the farthest vertex from the farthest vertex of vertex 0).
    pub fn diameter_exact(&self) -> bool {
        self.diameter_exact
    }

    fn list(&self, v: usize) -> &[u32] {
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// Every link is listed at both ends: each list sorted once, and each
    /// arc's reverse looked up in its target's.
    fn check_both_ends(&self) -> Result<(), GraphError> {
        let mut sorted = self.targets.clone();
        for v in 0..self.node_count() {
            let (a, b) = (self.offsets[v] as usize, self.offsets[v + 1] as usize);
            sorted[a..b].sort_unstable();
        }
        for v in 0..self.node_count() {
            for &w in self.list(v) {
                let w = w as usize;
                let (a, b) = (self.offsets[w] as usize, self.offsets[w + 1] as usize);
                if sorted[a..b].binary_search(&(v as u32)).is_err() {
                    return Err(GraphError::OneWay {
                        vertex: v,
                        neighbour: w,
                    });
                }
            }
        }
        Ok(())
    }

    /// The diameter and whether it is exact (see [`Self::diameter_exact`]).
    fn find_diameter(&self, from_0: &[u32]) -> (u32, bool) {
        let n = self.node_count() as u64;
        let eccentricity = |d: &[u32]| d.iter().copied().max().unwrap_or(0);
        if n * (n + self.targets.len() as u64) <= DIAMETER_WORK {
            let d = (0..self.node_count())
                .map(|v| eccentricity(&distances(self, v)))
                .max()
                .unwrap_or(0);
            return (d, true);
        }
        let far = (0..from_0.len()).max_by_key(|&v| from_0[v]).unwrap_or(0);
        let d = eccentricity(&distances(self, far)).max(eccentricity(from_0));
        (d, false)
    }
}

impl Neighbours for UserGraph {
    fn node_count(&self) -> usize {
        self.offsets.len() - 1
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        for &w in self.list(v) {
            visit(w as usize);
        }
    }
}

impl Topology for UserGraph {
    fn title(&self) -> String {
        format!(
            "a graph of {} vertices and {} links",
            self.node_count(),
            self.links()
        )
    }

    fn address(&self, v: usize) -> String {
        v.to_string()
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        crate::topology::read_decimal(address).filter(|&v| v < self.node_count())
    }

    /// On a ring, in vertex order (a user's graph has no picture of its own).
    fn place(&self, v: usize) -> Place {
        Place::Ring {
            cx: 0.0,
            cy: 0.0,
            r: 1.0,
            k: v as u32,
            of: self.node_count() as u32,
        }
    }

    fn link_look(&self, _u: usize, _v: usize) -> LinkLook {
        LinkLook {
            class: 0,
            wraps: false,
        }
    }

    fn class_name(&self, _class: u8) -> crate::text::Text {
        crate::text::Text::new("topology-class-link")
    }

    fn classes(&self) -> u8 {
        1
    }

    /// Row by row in vertex order, ⌈√n⌉ across.
    fn cell(&self, v: usize) -> (u32, u32) {
        let across = self.across as usize;
        ((v % across) as u32, (v / across) as u32)
    }

    fn cells(&self) -> (u32, u32) {
        let n = self.node_count() as u32;
        (self.across, n.div_ceil(self.across))
    }

    /// By breadth-first search, or a lower bound beyond [`DIAMETER_WORK`]
    /// ([`UserGraph::diameter_exact`]).
    fn diameter(&self) -> u32 {
        self.diameter
    }

    fn link_order(&self) -> &'static str {
        crate::text::id("topology-user-link-order")
    }
}

#[cfg(test)]
mod tests;
