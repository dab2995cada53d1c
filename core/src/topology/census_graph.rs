//! A graph of the census (`net=census&g=K`): the K-th connected graph of
//! [`crate::census::CENSUS`], on vertices 0..n written in decimal, drawn
//! on a ring. Its links are listed in number order.

use crate::text;
use alloc::string::{String, ToString};

use super::{FamilyRule, GraphFamily, LinkLook, Place, SizeKey, Topology};
use crate::census::{CENSUS_GRAPHS, CensusRow, census_row_at};
use crate::graph::Neighbours;

pub(super) const RULE: FamilyRule = FamilyRule {
    name: "census",
    label: text::id("topology-census"),
    key: SizeKey::G,
    least: 1,
    most: CENSUS_GRAPHS,
    default_size: CENSUS_GRAPHS,
    drawn_up_to: CENSUS_GRAPHS,
    addresses: text::id("topology-number-addresses"),
};

/// The `index`-th graph of the census (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CensusGraph {
    index: u32,
    row: CensusRow,
}

impl CensusGraph {
    /// Graph `index` of the stored census, 1 ≤ index ≤ [`CENSUS_GRAPHS`].
    pub fn new(index: u32) -> Self {
        CensusGraph {
            index,
            row: census_row_at(index)
                .expect("the stored census has rows 1 … CENSUS_GRAPHS (a test reads it)"),
        }
    }

    /// Its census row: the three models' times, stored.
    pub fn row(&self) -> &CensusRow {
        &self.row
    }
}

impl Neighbours for CensusGraph {
    fn node_count(&self) -> usize {
        self.row.graph.nodes()
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        self.row.graph.neighbours(v).for_each(visit);
    }
}

impl Topology for CensusGraph {
    fn family(&self) -> Option<(GraphFamily, u32)> {
        Some((GraphFamily::Census, self.index))
    }

    fn address(&self, v: usize) -> String {
        v.to_string()
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        super::read_decimal(address).filter(|&v| v < self.node_count())
    }

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

    fn cell(&self, v: usize) -> (u32, u32) {
        (v as u32, 0)
    }

    fn cells(&self) -> (u32, u32) {
        (self.node_count() as u32, 1)
    }

    /// Stored with the census, found there by breadth-first search.
    fn diameter(&self) -> u32 {
        self.row.diameter
    }

    fn link_order(&self) -> &'static str {
        text::id("topology-census-link-order")
    }

    fn census_row(&self) -> Option<CensusRow> {
        Some(self.row)
    }
}
