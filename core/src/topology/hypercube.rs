//! The hypercube Q_m: the 2^m binary words of length m, two adjacent when
//! they differ in one bit. Vertex v is the word whose value is v; bit i is
//! dimension i + 1, and the address writes the bits most significant
//! first.

use crate::text;
use alloc::string::String;

use super::{FamilyRule, GraphFamily, LinkLook, Place, SizeKey, Topology};
use crate::graph::Neighbours;

pub(super) const RULE: FamilyRule = FamilyRule {
    name: "cube",
    label: text::id("topology-cube"),
    key: SizeKey::M,
    least: 1,
    most: 20,
    default_size: 4,
    drawn_up_to: 6,
    addresses: text::id("topology-cube-addresses"),
};

/// Q_m.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hypercube {
    m: u32,
}

impl Hypercube {
    /// Q_m, for m in the rule's sizes.
    pub fn new(m: u32) -> Self {
        debug_assert!(RULE.sizes().contains(&m));
        Hypercube { m }
    }

    /// The dimension m.
    pub fn m(&self) -> u32 {
        self.m
    }
}

impl Neighbours for Hypercube {
    fn node_count(&self) -> usize {
        1 << self.m
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        for i in 0..self.m {
            visit(v ^ 1 << i);
        }
    }
}

impl Topology for Hypercube {
    fn family(&self) -> Option<(GraphFamily, u32)> {
        Some((GraphFamily::Hypercube, self.m))
    }

    fn address(&self, v: usize) -> String {
        super::binary(v, self.m)
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        super::read_binary(address, self.m)
    }

    fn place(&self, v: usize) -> Place {
        let (x, y) = super::nested_squares(v, self.m);
        Place::At { x, y }
    }

    fn link_look(&self, u: usize, v: usize) -> LinkLook {
        LinkLook {
            class: (u ^ v).trailing_zeros() as u8,
            wraps: false,
        }
    }

    fn class_name(&self, class: u8) -> text::Text {
        text::Text::new("topology-class-dimension").arg("k", u32::from(class) + 1)
    }

    fn classes(&self) -> u8 {
        self.m as u8
    }

    fn cell(&self, v: usize) -> (u32, u32) {
        super::corner_cell(v, self.m)
    }

    fn cells(&self) -> (u32, u32) {
        super::corner_cells(self.m)
    }

    fn diameter(&self) -> u32 {
        self.m
    }

    fn link_order(&self) -> &'static str {
        text::id("topology-cube-link-order")
    }

    /// The translations x ↦ x ⊕ e_k, one per dimension.
    fn symmetries(&self) -> usize {
        self.m as usize
    }

    fn symmetry(&self, k: usize, v: usize) -> usize {
        v ^ 1 << k
    }

    /// The binomial tree, m rounds.
    fn construction(&self, source: usize) -> Option<crate::classical::Calls> {
        Some(crate::classical::binomial(self.m, source))
    }
}
