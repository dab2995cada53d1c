//! The three models on every small graph: D, b, b^o and b^m₁…b^m₃ of
//! each connected graph up to [`CENSUS_MAX_NODES`] vertices (003, Chapter
//! 5: "a relationship between the broadcast times of a graph in the
//! Classical, Messy and the Orderly broadcast models").
//!
//! - [`small`]: a graph as neighbour masks, and its graph6 text.
//! - [`generate`]: every connected graph on n vertices, once per
//!   isomorphism class, by canonical augmentation.
//! - [`orderly`]: b^o(G) exactly, by a pruned search over orderings.
//! - [`relations`]: the measures compared pair by pair over the census.
//!
//! [`census_row`] computes one graph's values, each exactly: b(G) and the
//! messy worst cases by the exhaustive searches of [`crate::orderly::messy`],
//! b^o(G) by [`orderly::orderly_optimum`]. [`CENSUS`] is the stored table
//! (`castlab census` writes it; a test re-derives a seeded sample).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::orderly::Ordering;
use crate::orderly::messy::{Messy, WorstError, classical_time, worst_time};
use crate::text::Text;

pub mod generate;
pub mod orderly;
pub mod relations;
pub mod small;

pub use small::{Graph6Error, SmallGraph};

/// Most vertices of the stored census.
pub const CENSUS_MAX_NODES: usize = 7;

/// Connected graphs on 2, 3, … [`CENSUS_MAX_NODES`] vertices (OEIS
/// A001349; a test checks the generator and the table against it).
pub const CONNECTED_COUNTS: [u32; CENSUS_MAX_NODES - 1] = [1, 2, 6, 21, 112, 853];

/// Rows in [`CENSUS`]: the sizes `net=census` takes (`g=1` … this).
pub const CENSUS_GRAPHS: u32 = {
    let (mut sum, mut i) = (0, 0);
    while i < CONNECTED_COUNTS.len() {
        sum += CONNECTED_COUNTS[i];
        i += 1;
    }
    sum
};

/// The vertices of census graph `index` (1-based, as `g=` writes it).
pub const fn census_nodes(index: u32) -> usize {
    let (mut first, mut i) = (1, 0);
    while i < CONNECTED_COUNTS.len() {
        if index < first + CONNECTED_COUNTS[i] {
            return i + 2;
        }
        first += CONNECTED_COUNTS[i];
        i += 1;
    }
    CENSUS_MAX_NODES
}

/// The stored census: a header line, then one row per connected graph on
/// 2 … [`CENSUS_MAX_NODES`] vertices ([`CensusRow::to_line`]'s columns).
pub const CENSUS: &str = include_str!("census/graphs.tsv");

/// The columns of [`CENSUS`], tab-separated.
pub const CENSUS_HEADER: &str = "graph6\tn\tlinks\tD\tmax_degree\tb\tb_o\tb_m1\tb_m2\tb_m3";

/// One graph's broadcast times under the three models.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CensusRow {
    /// The graph (canonical labelling).
    pub graph: SmallGraph,
    /// D(G).
    pub diameter: u32,
    /// The largest degree, k in Ahlswede et al.'s bounds.
    pub max_degree: u32,
    /// b(G) = max_u b(u), the classical (telephone) broadcast time.
    pub classical: u32,
    /// b^o(G): over every ordering, the least slowest originator's time.
    pub orderly: u32,
    /// b^m₁(G), b^m₂(G), b^m₃(G): the messy worst cases.
    pub messy: [u32; 3],
}

/// Why a graph has no census row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CensusError {
    /// Not connected, or fewer than two vertices.
    NotConnected,
    /// b(u) is beyond the exhaustive search's size.
    Classical,
    /// The exact orderly search ran out of budget at this time.
    Orderly { time: u32 },
    /// A messy worst case could not be found.
    Messy(WorstError),
    /// A stored line is not a row (its number, 1-based).
    BadLine { line: usize },
}

impl CensusError {
    /// For the reader: a message of `locales/*/errors.ftl`.
    pub fn text(&self) -> Text {
        match *self {
            CensusError::NotConnected => Text::new("error-census-not-connected"),
            CensusError::Classical => Text::new("error-census-classical"),
            CensusError::Orderly { time } => Text::new("error-census-orderly").arg("time", time),
            CensusError::Messy(e) => Text::new("error-census-messy").arg("why", e.text()),
            CensusError::BadLine { line } => Text::new("error-census-bad-line").arg("line", line),
        }
    }
}

impl fmt::Display for CensusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CensusError::NotConnected => f.write_str("the graph is not connected"),
            CensusError::Classical => f.write_str("b(u) is beyond the exhaustive search"),
            CensusError::Orderly { time } => write!(
                f,
                "the orderly search ran out of budget deciding b^o ≤ {time}"
            ),
            CensusError::Messy(e) => write!(f, "messy worst case: {e}"),
            CensusError::BadLine { line } => write!(f, "census line {line} is not a row"),
        }
    }
}

/// Every value of `graph`'s row, computed now.
pub fn census_row(graph: &SmallGraph) -> Result<CensusRow, CensusError> {
    let n = graph.nodes();
    if n < 2 || !graph.connected() {
        return Err(CensusError::NotConnected);
    }
    let ordering = Ordering::from_lists(&graph.lists()).map_err(|_| CensusError::NotConnected)?;
    let mut classical = 0;
    let mut messy = [0u32; 3];
    for u in ordering.vertices() {
        classical = classical.max(classical_time(&ordering, u).ok_or(CensusError::Classical)?);
        for (slot, model) in messy.iter_mut().zip(Messy::ALL) {
            *slot = (*slot).max(worst_time(&ordering, u, model).map_err(CensusError::Messy)?);
        }
    }
    let orderly = orderly::orderly_optimum(graph, orderly::ORDERLY_BUDGET)
        .map_err(|e| CensusError::Orderly { time: e.time })?;
    Ok(CensusRow {
        graph: *graph,
        diameter: graph.diameter(),
        max_degree: (0..n).map(|v| graph.degree(v)).max().unwrap_or(0),
        classical,
        orderly: orderly.time,
        messy,
    })
}

impl CensusRow {
    /// The row as [`CENSUS`] stores it.
    pub fn to_line(&self) -> String {
        let g = &self.graph;
        let [m1, m2, m3] = self.messy;
        alloc::format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{m1}\t{m2}\t{m3}",
            g.to_graph6(),
            g.nodes(),
            g.links(),
            self.diameter,
            self.max_degree,
            self.classical,
            self.orderly,
        )
    }

    /// A stored line read back; `None` if it is not one.
    pub fn parse(line: &str) -> Option<CensusRow> {
        let mut fields = line.split('\t');
        let graph = SmallGraph::from_graph6(fields.next()?).ok()?;
        let mut number = || fields.next()?.parse::<u32>().ok();
        let (n, links) = (number()?, number()?);
        let row = CensusRow {
            graph,
            diameter: number()?,
            max_degree: number()?,
            classical: number()?,
            orderly: number()?,
            messy: [number()?, number()?, number()?],
        };
        let sizes_agree = n as usize == graph.nodes() && links as usize == graph.links();
        (sizes_agree && fields.next().is_none()).then_some(row)
    }

    /// The value of one of the six measures.
    pub fn value(&self, measure: Measure) -> u32 {
        match measure {
            Measure::Diameter => self.diameter,
            Measure::Classical => self.classical,
            Measure::Orderly => self.orderly,
            Measure::Messy1 => self.messy[0],
            Measure::Messy2 => self.messy[1],
            Measure::Messy3 => self.messy[2],
        }
    }
}

/// Row `index` of the stored census (1-based, as `g=` writes it), read
/// alone: a census graph's page needs only its own.
pub fn census_row_at(index: u32) -> Option<CensusRow> {
    CENSUS
        .lines()
        .nth(index as usize)
        .filter(|_| index >= 1)
        .and_then(CensusRow::parse)
}

/// The stored census's rows, in its order (graphs by vertices, links,
/// then graph6 text).
pub fn census_rows() -> Result<Vec<CensusRow>, CensusError> {
    CENSUS
        .lines()
        .enumerate()
        .skip(1)
        .map(|(i, line)| CensusRow::parse(line).ok_or(CensusError::BadLine { line: i + 1 }))
        .collect()
}

/// One of the six values a row holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Measure {
    /// D.
    Diameter,
    /// b.
    Classical,
    /// b^o.
    Orderly,
    /// b^m₁.
    Messy1,
    /// b^m₂.
    Messy2,
    /// b^m₃.
    Messy3,
}

impl Measure {
    /// Every measure, in the census's column order.
    pub const ALL: [Measure; 6] = [
        Measure::Diameter,
        Measure::Classical,
        Measure::Orderly,
        Measure::Messy1,
        Measure::Messy2,
        Measure::Messy3,
    ];

    /// The symbol the docs and the page write.
    pub const fn symbol(self) -> &'static str {
        match self {
            Measure::Diameter => "D",
            Measure::Classical => "b",
            Measure::Orderly => "b^o",
            Measure::Messy1 => "b^m₁",
            Measure::Messy2 => "b^m₂",
            Measure::Messy3 => "b^m₃",
        }
    }
}

#[cfg(test)]
mod tests;
