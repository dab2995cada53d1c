//! The network-family protocol: what a family supplies so that the shared
//! code (the three broadcast models, the validator, the evaluation, the
//! page's views and the CLI) can work on it without knowing it.
//!
//! A family is one [`GraphFamily`] variant and one file under `topology/`.
//! Its graph implements [`Topology`]: its vertices and neighbours (through
//! [`Neighbours`]), how an address is written and read, and where each
//! vertex is drawn. [`GraphFamily::rule`] gives the rest: its name and
//! its size key in a link, its sizes, and its size in words. Everything
//! else reads those. Adding a family means a variant here, an arm in
//! [`GraphFamily::rule`] and [`GraphFamily::build`], and its own file.
//!
//! Vertices are dense indices `0..node_count()`, as a grid's `NodeId`.

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;
use core::ops::RangeInclusive;

use crate::graph::Neighbours;

mod butterfly;
mod ccc;
mod census_graph;
mod de_bruijn;
mod hypercube;
mod small;

pub use butterfly::Butterfly;
pub use ccc::Ccc;
pub use census_graph::CensusGraph;
pub use de_bruijn::DeBruijn;
pub use hypercube::Hypercube;
pub use small::{Numbered, Shape};

/// Where a vertex is drawn, in the picture's own units (the web scales
/// them to its box). Rings are resolved by the front end, which has the
/// trigonometry the `no_std` core does without.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Place {
    /// A point.
    At { x: f64, y: f64 },
    /// The `k`-th of `of` places round a circle of radius `r` about
    /// (`cx`, `cy`), clockwise from the top.
    Ring {
        cx: f64,
        cy: f64,
        r: f64,
        k: u32,
        of: u32,
    },
}

/// How a link is drawn: its colour class (a hypercube's dimension, a
/// butterfly's straight or cross link, …) and whether it wraps round the
/// picture's edge (drawn as two stubs, as a torus's wraparound hops are).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkLook {
    /// The colour class, `0..classes()`.
    pub class: u8,
    /// Whether the link leaves the picture on one side and comes back on
    /// the other.
    pub wraps: bool,
}

/// A network of a family: the protocol the shared code works through.
pub trait Topology: Neighbours + fmt::Debug {
    /// Which family, and its size (the value of its size key); `None` for
    /// a network that is not one of the families (the papers' networks,
    /// which `Query::network` brings to the protocol).
    fn family(&self) -> Option<(GraphFamily, u32)> {
        None
    }
    /// The network's name with its size, as headings write it ("Q_4",
    /// "the 8×8 mesh").
    fn title(&self) -> String {
        self.family()
            .map_or_else(String::new, |(family, size)| family.title(size))
    }
    /// Whether the links are one-way arcs (the Manhattan Street network):
    /// a call then goes along an out-arc, and bounds stated for undirected
    /// graphs are not claimed.
    fn directed(&self) -> bool {
        false
    }
    /// Vertex `v`'s address, as links and the page write it.
    fn address(&self, v: usize) -> String;
    /// The vertex an address names (the exact text [`address`](Self::address)
    /// writes; surrounding spaces and brackets are the grammar's to strip).
    fn vertex(&self, address: &str) -> Option<usize>;
    /// Where `v` is drawn in the picture of the graph itself.
    fn place(&self, v: usize) -> Place;
    /// How the link between neighbours `u` and `v` is drawn.
    fn link_look(&self, u: usize, v: usize) -> LinkLook;
    /// The names of the colour classes [`link_look`](Self::link_look) uses,
    /// for the picture's key ("dimension 1", "straight", …).
    fn class_name(&self, class: u8) -> crate::text::Text;
    /// How many colour classes the links use.
    fn classes(&self) -> u8;
    /// Where `v` sits in the address grid (column, row), the picture of
    /// per-originator values beyond the readable size.
    fn cell(&self, v: usize) -> (u32, u32);
    /// The address grid's columns and rows.
    fn cells(&self) -> (u32, u32);
    /// The diameter, by the family's closed form (the structure tests
    /// check it against breadth-first search from every vertex).
    fn diameter(&self) -> u32;
    /// The order in which a vertex's links are listed, in words: the
    /// family's natural ordering (`algo=dim` of the orderly view).
    fn link_order(&self) -> &'static str;
    /// The family's published classical broadcast from `source`
    /// (`algo=standard`), if it has one.
    fn construction(&self, source: usize) -> Option<crate::classical::Calls> {
        let _ = source;
        None
    }
    /// A census graph's stored row (`net=census`); `None` elsewhere.
    fn census_row(&self) -> Option<crate::census::CensusRow> {
        None
    }
    /// How many symmetries [`symmetry`](Self::symmetry) names.
    fn symmetries(&self) -> usize {
        0
    }
    /// The image of `v` under the family's symmetry `k`: a permutation of
    /// the vertices that keeps every link and each vertex's order of links
    /// (so the natural ordering). The structure tests check each on every
    /// size up to 4,096 vertices, and that the
    /// [`construction`](Self::construction) from σ(u) is σ of the one from
    /// u; the orderly view checks them again against its ordering.
    fn symmetry(&self, k: usize, v: usize) -> usize {
        let _ = k;
        v
    }
}

/// The families the protocol serves, each a `net=` value of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GraphFamily {
    /// The hypercube Q_m.
    Hypercube,
    /// The wrapped butterfly BF(m).
    Butterfly,
    /// The undirected binary de Bruijn graph UB(2, m).
    DeBruijn,
    /// The cube-connected cycles CCC(m).
    Ccc,
    /// The complete graph K_n.
    Complete,
    /// The path P_n.
    Path,
    /// The cycle C_n.
    Cycle,
    /// A graph of the census, by its row.
    Census,
}

/// The key a family's size is written with in a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeKey {
    /// `m=`: a dimension.
    M,
    /// `n=`: a number of vertices.
    N,
    /// `g=`: a row of the census.
    G,
}

impl SizeKey {
    /// The key as a link writes it.
    pub const fn as_str(self) -> &'static str {
        match self {
            SizeKey::M => "m",
            SizeKey::N => "n",
            SizeKey::G => "g",
        }
    }
}

/// What a family is to the grammar and the page: its row of the rules.
#[derive(Clone, Copy, Debug)]
pub struct FamilyRule {
    /// Its `net=` value.
    pub name: &'static str,
    /// Its label in the page's select.
    pub label: &'static str,
    /// The key its size is written with.
    pub key: SizeKey,
    /// The least size it takes.
    pub least: u32,
    /// The largest size it takes.
    pub most: u32,
    /// The size a link without the key gets.
    pub default_size: u32,
    /// The largest size whose picture draws the graph itself (at most 64
    /// vertices; K_n and P_n 32, UB(2, m) 32, where its links could not
    /// all pass clear of the vertices); beyond it the values are drawn on
    /// the address grid.
    pub drawn_up_to: u32,
    /// What its addresses look like, for messages ("m binary digits").
    pub addresses: &'static str,
}

impl FamilyRule {
    /// The sizes it takes.
    pub const fn sizes(&self) -> RangeInclusive<u32> {
        self.least..=self.most
    }
}

impl GraphFamily {
    /// Every family, in the order the page lists them.
    pub const ALL: &'static [GraphFamily] = &[
        GraphFamily::Hypercube,
        GraphFamily::Butterfly,
        GraphFamily::DeBruijn,
        GraphFamily::Ccc,
        GraphFamily::Complete,
        GraphFamily::Path,
        GraphFamily::Cycle,
        GraphFamily::Census,
    ];

    /// The family's row of the rules.
    pub const fn rule(self) -> &'static FamilyRule {
        match self {
            GraphFamily::Hypercube => &hypercube::RULE,
            GraphFamily::Butterfly => &butterfly::RULE,
            GraphFamily::DeBruijn => &de_bruijn::RULE,
            GraphFamily::Ccc => &ccc::RULE,
            GraphFamily::Complete => &small::COMPLETE,
            GraphFamily::Path => &small::PATH,
            GraphFamily::Cycle => &small::CYCLE,
            GraphFamily::Census => &census_graph::RULE,
        }
    }

    /// The `net=` value.
    pub const fn as_str(self) -> &'static str {
        self.rule().name
    }

    /// The family a `net=` value names.
    pub fn from_name(name: &str) -> Option<GraphFamily> {
        GraphFamily::ALL
            .iter()
            .copied()
            .find(|f| f.as_str() == name)
    }

    /// The network of size `size`, if the family takes that size.
    pub fn build(self, size: u32) -> Option<Box<dyn Topology>> {
        if !self.rule().sizes().contains(&size) {
            return None;
        }
        Some(match self {
            GraphFamily::Hypercube => Box::new(Hypercube::new(size)),
            GraphFamily::Butterfly => Box::new(Butterfly::new(size)),
            GraphFamily::DeBruijn => Box::new(DeBruijn::new(size)),
            GraphFamily::Ccc => Box::new(Ccc::new(size)),
            GraphFamily::Complete => Box::new(Numbered::new(Shape::Complete, size)),
            GraphFamily::Path => Box::new(Numbered::new(Shape::Path, size)),
            GraphFamily::Cycle => Box::new(Numbered::new(Shape::Cycle, size)),
            GraphFamily::Census => Box::new(CensusGraph::new(size)),
        })
    }

    /// How many vertices the network of `size` has.
    pub const fn node_count(self, size: u32) -> usize {
        let size = size as usize;
        match self {
            GraphFamily::Hypercube | GraphFamily::DeBruijn => 1 << size,
            GraphFamily::Butterfly | GraphFamily::Ccc => size << size,
            GraphFamily::Complete | GraphFamily::Path | GraphFamily::Cycle => size,
            GraphFamily::Census => crate::census::census_nodes(size as u32),
        }
    }

    /// The network's name with its size, as headings write it: "Q_4",
    /// "BF(3)", "UB(2, 5)", "CCC(3)", "K_5".
    pub fn title(self, size: u32) -> String {
        match self {
            GraphFamily::Hypercube => alloc::format!("Q_{size}"),
            GraphFamily::Butterfly => alloc::format!("BF({size})"),
            GraphFamily::DeBruijn => alloc::format!("UB(2, {size})"),
            GraphFamily::Ccc => alloc::format!("CCC({size})"),
            GraphFamily::Complete => alloc::format!("K_{size}"),
            GraphFamily::Path => alloc::format!("P_{size}"),
            GraphFamily::Cycle => alloc::format!("C_{size}"),
            GraphFamily::Census => alloc::format!("G_{size}"),
        }
    }
}

impl fmt::Display for GraphFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `bits` binary digits of `value`, most significant first ("0110").
pub(crate) fn binary(value: usize, bits: u32) -> String {
    (0..bits)
        .rev()
        .map(|i| if value >> i & 1 == 1 { '1' } else { '0' })
        .collect()
}

/// The number `text` writes in exactly `bits` binary digits.
pub(crate) fn read_binary(text: &str, bits: u32) -> Option<usize> {
    if text.len() != bits as usize {
        return None;
    }
    text.bytes().try_fold(0usize, |acc, b| match b {
        b'0' => Some(acc << 1),
        b'1' => Some(acc << 1 | 1),
        _ => None,
    })
}

/// A place on the nested squares of a hypercube's corners: bit 2j moves
/// right and bit 2j + 1 down, each pair of dimensions by a square three
/// times the size of the one inside it, so every square stays apart.
pub(crate) fn nested_squares(corner: usize, bits: u32) -> (f64, f64) {
    let (mut x, mut y, mut scale) = (0.0, 0.0, 1.0);
    for pair in 0..bits.div_ceil(2) {
        if corner >> (2 * pair) & 1 == 1 {
            x += scale;
        }
        if corner >> (2 * pair + 1) & 1 == 1 {
            y += scale;
        }
        scale *= 3.0;
    }
    (x, y)
}

/// The address grid of 2^bits corners: the low half of the bits across,
/// the high half down.
pub(crate) fn corner_cell(corner: usize, bits: u32) -> (u32, u32) {
    let across = bits.div_ceil(2);
    (
        (corner & ((1 << across) - 1)) as u32,
        (corner >> across) as u32,
    )
}

/// The columns and rows of the address grid of 2^bits corners.
pub(crate) fn corner_cells(bits: u32) -> (u32, u32) {
    let across = bits.div_ceil(2);
    (1 << across, 1 << (bits - across))
}

/// How many of the m word bits go across the address grid of m levels ×
/// 2^m words (with the levels), so that the grid is about square.
fn levelled_bits(m: u32) -> u32 {
    m.saturating_sub(32 - m.saturating_sub(1).leading_zeros()) / 2
}

/// Where (level, word) sits in the address grid of m levels × 2^m words:
/// each row holds the levels of a run of words.
pub(crate) fn levelled_cell(level: u32, word: usize, m: u32) -> (u32, u32) {
    let across = levelled_bits(m);
    let low = (word & ((1 << across) - 1)) as u32;
    (low * m + level, (word >> across) as u32)
}

/// Symmetry `k` of a levelled family (BF(m), CCC(m)) on (level, word):
/// for k < m bit k of the word flipped; for k = m the rotation taking
/// level ℓ to ℓ + 1 and bit ℓ to bit ℓ + 1.
pub(crate) fn levelled_symmetry(m: u32, k: usize, level: u32, word: usize) -> (u32, usize) {
    if k < m as usize {
        return (level, word ^ 1 << k);
    }
    let top = word >> (m - 1) & 1;
    ((level + 1) % m, (word << 1 | top) & ((1 << m) - 1))
}

/// The columns and rows of the address grid of m levels × 2^m words.
pub(crate) fn levelled_cells(m: u32) -> (u32, u32) {
    let across = levelled_bits(m);
    (m << across, 1 << (m - across))
}

/// A number written in decimal without leading zeros ("0", "17").
pub(crate) fn read_decimal(text: &str) -> Option<usize> {
    let plain = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'))
        && text.len() <= 9;
    plain.then(|| text.parse().ok()).flatten()
}

#[cfg(test)]
mod tests;
