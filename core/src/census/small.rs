//! A small simple graph as one neighbour mask per vertex, and its graph6
//! text (the format of nauty and NetworkX: one byte `n + 63`, then the
//! upper triangle column by column, six bits a byte, each `+ 63`).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::text::Text;

/// Most vertices a [`SmallGraph`] holds (a neighbour set is a `u16`).
pub const SMALL_MAX_NODES: usize = 10;

/// A simple undirected graph on vertices `0..n`, `n ≤` [`SMALL_MAX_NODES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SmallGraph {
    n: u8,
    adj: [u16; SMALL_MAX_NODES],
}

/// Why a graph6 text is not a graph castlab's census takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Graph6Error {
    /// No text at all.
    Empty,
    /// A byte outside graph6's range `?` … `~` (at `at`).
    BadByte { at: usize, byte: u8 },
    /// More vertices than [`SMALL_MAX_NODES`].
    TooManyNodes { nodes: usize },
    /// The text is `found` bytes long; `n` vertices need `expected`.
    WrongLength { found: usize, expected: usize },
}

impl Graph6Error {
    /// For the reader: a message of `locales/*/errors.ftl`.
    pub fn text(&self) -> Text {
        match *self {
            Graph6Error::Empty => Text::new("error-graph6-empty"),
            Graph6Error::BadByte { at, byte } => Text::new("error-graph6-bad-byte")
                .arg("at", at)
                .arg("byte", byte),
            Graph6Error::TooManyNodes { nodes } => Text::new("error-graph6-too-many-nodes")
                .arg("nodes", nodes)
                .arg("max", SMALL_MAX_NODES),
            Graph6Error::WrongLength { found, expected } => Text::new("error-graph6-wrong-length")
                .arg("found", found)
                .arg("expected", expected),
        }
    }
}

impl fmt::Display for Graph6Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Graph6Error::Empty => f.write_str("an empty graph6 text"),
            Graph6Error::BadByte { at, byte } => write!(
                f,
                "byte {at} of the graph6 text is {byte}, outside 63 ('?') … 126 ('~')"
            ),
            Graph6Error::TooManyNodes { nodes } => write!(
                f,
                "{nodes} vertices; the census takes at most {SMALL_MAX_NODES}"
            ),
            Graph6Error::WrongLength { found, expected } => write!(
                f,
                "a graph6 text of {found} bytes; its vertex count needs {expected}"
            ),
        }
    }
}

impl SmallGraph {
    /// `n` vertices and no links.
    pub fn empty(n: usize) -> Self {
        assert!(n <= SMALL_MAX_NODES, "at most {SMALL_MAX_NODES} vertices");
        SmallGraph {
            n: n as u8,
            adj: [0; SMALL_MAX_NODES],
        }
    }

    /// Vertices.
    pub fn nodes(&self) -> usize {
        usize::from(self.n)
    }

    /// Links, each once.
    pub fn links(&self) -> usize {
        self.adj
            .iter()
            .map(|m| m.count_ones() as usize)
            .sum::<usize>()
            / 2
    }

    /// `v`'s neighbours as a bit set.
    pub fn mask(&self, v: usize) -> u16 {
        self.adj[v]
    }

    /// Whether `u` and `v` are joined.
    pub fn has(&self, u: usize, v: usize) -> bool {
        self.adj[u] >> v & 1 == 1
    }

    /// Joins `u` and `v` (`u ≠ v`).
    pub fn join(&mut self, u: usize, v: usize) {
        debug_assert!(u != v && u < self.nodes() && v < self.nodes());
        self.adj[u] |= 1 << v;
        self.adj[v] |= 1 << u;
    }

    /// `v`'s degree.
    pub fn degree(&self, v: usize) -> u32 {
        self.adj[v].count_ones()
    }

    /// `v`'s neighbours, in increasing order.
    pub fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.nodes()).filter(move |&w| self.has(v, w))
    }

    /// Adjacency lists in increasing order (castlab's natural ordering of
    /// the graph).
    pub fn lists(&self) -> Vec<Vec<u32>> {
        (0..self.nodes())
            .map(|v| self.neighbours(v).map(|w| w as u32).collect())
            .collect()
    }

    /// The graph with vertex `v` renamed `perm[v]`.
    pub fn relabel(&self, perm: &[usize]) -> SmallGraph {
        let mut out = SmallGraph::empty(self.nodes());
        for u in 0..self.nodes() {
            for w in self.neighbours(u).filter(|&w| w > u) {
                out.join(perm[u], perm[w]);
            }
        }
        out
    }

    /// Breadth-first distances from `src` (`u32::MAX` where unreached).
    pub fn distances(&self, src: usize) -> [u32; SMALL_MAX_NODES] {
        let mut dist = [u32::MAX; SMALL_MAX_NODES];
        dist[src] = 0;
        let (mut seen, mut frontier, mut d) = (1u16 << src, 1u16 << src, 0);
        while frontier != 0 {
            d += 1;
            let mut next = 0u16;
            for v in bits(frontier) {
                next |= self.adj[v];
            }
            next &= !seen;
            for v in bits(next) {
                dist[v] = d;
            }
            seen |= next;
            frontier = next;
        }
        dist
    }

    /// Whether every vertex reaches every other.
    pub fn connected(&self) -> bool {
        self.nodes() == 0
            || self.distances(0)[..self.nodes()]
                .iter()
                .all(|&d| d != u32::MAX)
    }

    /// The diameter (`u32::MAX` if disconnected).
    pub fn diameter(&self) -> u32 {
        (0..self.nodes())
            .map(|u| self.eccentricity(u))
            .max()
            .unwrap_or(0)
    }

    /// The largest distance from `u`.
    pub fn eccentricity(&self, u: usize) -> u32 {
        self.distances(u)[..self.nodes()]
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
    }

    /// The graph6 text.
    pub fn to_graph6(&self) -> String {
        let n = self.nodes();
        let mut out = String::with_capacity(1 + (n * n.saturating_sub(1) / 2).div_ceil(6));
        out.push(char::from(n as u8 + 63));
        let (mut byte, mut filled) = (0u8, 0);
        for j in 1..n {
            for i in 0..j {
                byte = byte << 1 | u8::from(self.has(i, j));
                filled += 1;
                if filled == 6 {
                    out.push(char::from(byte + 63));
                    (byte, filled) = (0, 0);
                }
            }
        }
        if filled > 0 {
            out.push(char::from((byte << (6 - filled)) + 63));
        }
        out
    }

    /// The graph a graph6 text gives (vertex counts up to 62, one byte).
    pub fn from_graph6(text: &str) -> Result<SmallGraph, Graph6Error> {
        let bytes = text.as_bytes();
        let (&first, rest) = bytes.split_first().ok_or(Graph6Error::Empty)?;
        if let Some(at) = bytes.iter().position(|b| !(63..=126).contains(b)) {
            return Err(Graph6Error::BadByte {
                at,
                byte: bytes[at],
            });
        }
        let n = usize::from(first - 63);
        if n > SMALL_MAX_NODES {
            return Err(Graph6Error::TooManyNodes { nodes: n });
        }
        let expected = (n * n.saturating_sub(1) / 2).div_ceil(6);
        if rest.len() != expected {
            return Err(Graph6Error::WrongLength {
                found: bytes.len(),
                expected: expected + 1,
            });
        }
        let mut graph = SmallGraph::empty(n);
        let mut k = 0;
        for j in 1..n {
            for i in 0..j {
                if (rest[k / 6] - 63) >> (5 - k % 6) & 1 == 1 {
                    graph.join(i, j);
                }
                k += 1;
            }
        }
        Ok(graph)
    }
}

/// The members of a bit set, in increasing order.
pub fn bits(mut set: u16) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        (set != 0).then(|| {
            let v = set.trailing_zeros() as usize;
            set &= set - 1;
            v
        })
    })
}
