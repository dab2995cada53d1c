//! A census graph's row in the classical view's three models: each
//! model's time over the whole graph, exactly, read from the stored census
//! (`crate::census`), so the page and `castlab eval` show the same row.

use alloc::string::String;

use crate::topology::Topology;

/// A census graph's row (`crate::census`): b(G), b^o(G) over every
/// ordering and the messy worst cases, each exact.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CensusTimes {
    /// The graph in graph6, its census labelling.
    pub graph6: String,
    /// b(G) = max_u b(u).
    pub classical: u32,
    /// b^o(G): the least, over every ordering, of the slowest originator.
    pub orderly: u32,
    /// b^m₁(G), b^m₂(G), b^m₃(G).
    pub messy: [u32; 3],
}

/// The row of `graph`, if it is a census graph.
pub(super) fn census_times(graph: &dyn Topology) -> Option<CensusTimes> {
    let row = graph.census_row()?;
    Some(CensusTimes {
        graph6: row.graph.to_graph6(),
        classical: row.classical,
        orderly: row.orderly,
        messy: row.messy,
    })
}
