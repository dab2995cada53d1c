//! The cube-connected cycles CCC(m): each corner w of the hypercube Q_m
//! replaced by a cycle of m vertices (i, w), i in 0..m. Vertex (i, w) is
//! joined to (i ± 1 mod m, w) on its cycle and to (i, w with bit i
//! flipped) by its cube link. Its index is w·m + i; its address is "i,w"
//! with w in binary, most significant bit first.

use crate::text;
use alloc::string::String;

use super::{FamilyRule, GraphFamily, LinkLook, Place, SizeKey, Topology};
use crate::graph::Neighbours;

pub(super) const RULE: FamilyRule = FamilyRule {
    name: "ccc",
    label: text::id("topology-ccc"),
    key: SizeKey::M,
    least: 3,
    most: 16,
    default_size: 3,
    drawn_up_to: 4,
    addresses: text::id("topology-ccc-addresses"),
};

/// CCC(m).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ccc {
    m: u32,
}

impl Ccc {
    /// CCC(m), for m in the rule's sizes.
    pub fn new(m: u32) -> Self {
        debug_assert!(RULE.sizes().contains(&m));
        Ccc { m }
    }

    /// The dimension m.
    pub fn m(&self) -> u32 {
        self.m
    }

    /// The vertex at position `i` of corner `corner`'s cycle.
    pub fn at(&self, i: u32, corner: usize) -> usize {
        corner * self.m as usize + i as usize
    }

    /// The (position, corner) of `v`.
    pub fn split(&self, v: usize) -> (u32, usize) {
        let m = self.m as usize;
        ((v % m) as u32, v / m)
    }
}

impl Neighbours for Ccc {
    fn node_count(&self) -> usize {
        (self.m as usize) << self.m
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        let (i, corner) = self.split(v);
        visit(self.at((i + 1) % self.m, corner));
        visit(self.at((i + self.m - 1) % self.m, corner));
        visit(self.at(i, corner ^ 1 << i));
    }
}

impl Topology for Ccc {
    fn family(&self) -> Option<(GraphFamily, u32)> {
        Some((GraphFamily::Ccc, self.m))
    }

    fn address(&self, v: usize) -> String {
        let (i, corner) = self.split(v);
        alloc::format!("{i},{}", super::binary(corner, self.m))
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        let (i, corner) = address.split_once(',')?;
        let i = super::read_decimal(i)?;
        let corner = super::read_binary(corner, self.m)?;
        (i < self.m as usize).then(|| self.at(i as u32, corner))
    }

    fn place(&self, v: usize) -> Place {
        let (i, corner) = self.split(v);
        let (x, y) = super::nested_squares(corner, self.m);
        Place::Ring {
            cx: x,
            cy: y,
            r: 0.3,
            k: i,
            of: self.m,
        }
    }

    fn link_look(&self, u: usize, v: usize) -> LinkLook {
        LinkLook {
            class: u8::from(self.split(u).1 != self.split(v).1),
            wraps: false,
        }
    }

    fn class_name(&self, class: u8) -> text::Text {
        if class == 0 {
            text::Text::new("topology-class-cycle")
        } else {
            text::Text::new("topology-class-cube")
        }
    }

    fn classes(&self) -> u8 {
        2
    }

    fn cell(&self, v: usize) -> (u32, u32) {
        let (i, corner) = self.split(v);
        super::levelled_cell(i, corner, self.m)
    }

    fn cells(&self) -> (u32, u32) {
        super::levelled_cells(self.m)
    }

    fn diameter(&self) -> u32 {
        if self.m == 3 {
            6
        } else {
            2 * self.m + self.m / 2 - 2
        }
    }

    /// Flipping bit k of every corner (k < m), and the rotation that takes
    /// level ℓ to ℓ + 1 and bit ℓ of the corner to bit ℓ + 1.
    fn symmetries(&self) -> usize {
        self.m as usize + 1
    }

    fn symmetry(&self, k: usize, v: usize) -> usize {
        let (level, corner) = self.split(v);
        let (level, corner) = super::levelled_symmetry(self.m, k, level, corner);
        self.at(level, corner)
    }

    fn link_order(&self) -> &'static str {
        text::id("topology-ccc-link-order")
    }
}
