//! The wrapped butterfly BF(m): m·2^m vertices (ℓ, w), a level ℓ in
//! 0..m and an m-bit row w. Vertex (ℓ, w) is joined to (ℓ + 1 mod m, w),
//! its straight link, and to (ℓ + 1 mod m, w with bit ℓ flipped), its
//! cross link. Its index is w·m + ℓ (the level fastest); its address is
//! "ℓ,w" with w in binary, most significant bit first.

use crate::text;
use alloc::format;
use alloc::string::String;

use super::{FamilyRule, GraphFamily, LinkLook, Place, SizeKey, Topology};
use crate::graph::Neighbours;

pub(super) const RULE: FamilyRule = FamilyRule {
    name: "butterfly",
    label: text::id("topology-butterfly"),
    key: SizeKey::M,
    least: 3,
    most: 16,
    default_size: 3,
    drawn_up_to: 4,
    addresses: text::id("topology-butterfly-addresses"),
};

/// BF(m).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Butterfly {
    m: u32,
}

impl Butterfly {
    /// BF(m), for m in the rule's sizes.
    pub fn new(m: u32) -> Self {
        debug_assert!(RULE.sizes().contains(&m));
        Butterfly { m }
    }

    /// The dimension m.
    pub fn m(&self) -> u32 {
        self.m
    }

    /// The vertex (level, row).
    pub fn at(&self, level: u32, row: usize) -> usize {
        row * self.m as usize + level as usize
    }

    /// The (level, row) of `v`.
    pub fn split(&self, v: usize) -> (u32, usize) {
        let m = self.m as usize;
        ((v % m) as u32, v / m)
    }
}

impl Neighbours for Butterfly {
    fn node_count(&self) -> usize {
        (self.m as usize) << self.m
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        let (level, row) = self.split(v);
        let up = (level + 1) % self.m;
        let down = (level + self.m - 1) % self.m;
        visit(self.at(up, row));
        visit(self.at(up, row ^ 1 << level));
        visit(self.at(down, row));
        visit(self.at(down, row ^ 1 << down));
    }
}

impl Topology for Butterfly {
    fn family(&self) -> Option<(GraphFamily, u32)> {
        Some((GraphFamily::Butterfly, self.m))
    }

    fn address(&self, v: usize) -> String {
        let (level, row) = self.split(v);
        format!("{level},{}", super::binary(row, self.m))
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        let (level, row) = address.split_once(',')?;
        let level = super::read_decimal(level)?;
        let row = super::read_binary(row, self.m)?;
        (level < self.m as usize).then(|| self.at(level as u32, row))
    }

    fn place(&self, v: usize) -> Place {
        let (level, row) = self.split(v);
        Place::At {
            x: f64::from(level),
            y: row as f64,
        }
    }

    fn link_look(&self, u: usize, v: usize) -> LinkLook {
        let ((a, row_a), (b, row_b)) = (self.split(u), self.split(v));
        LinkLook {
            class: u8::from(row_a != row_b),
            // Level m − 1 and level 0 are drawn at opposite sides.
            wraps: a.abs_diff(b) > 1,
        }
    }

    fn class_name(&self, class: u8) -> text::Text {
        if class == 0 {
            text::Text::new("topology-class-straight")
        } else {
            text::Text::new("topology-class-cross")
        }
    }

    fn classes(&self) -> u8 {
        2
    }

    fn cell(&self, v: usize) -> (u32, u32) {
        let (level, row) = self.split(v);
        super::levelled_cell(level, row, self.m)
    }

    fn cells(&self) -> (u32, u32) {
        super::levelled_cells(self.m)
    }

    fn diameter(&self) -> u32 {
        3 * self.m / 2
    }

    /// Flipping bit k of every row (k < m), and the rotation that takes
    /// level ℓ to ℓ + 1 and bit ℓ of the row to bit ℓ + 1.
    fn symmetries(&self) -> usize {
        self.m as usize + 1
    }

    fn symmetry(&self, k: usize, v: usize) -> usize {
        let (level, row) = self.split(v);
        let (level, row) = super::levelled_symmetry(self.m, k, level, row);
        self.at(level, row)
    }

    fn link_order(&self) -> &'static str {
        text::id("topology-butterfly-link-order")
    }
}
