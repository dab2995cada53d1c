//! 003's base graphs: the complete graph K_n, the path P_n and the cycle
//! C_n, on vertices 0..n written in decimal. K_n and C_n are drawn on a
//! ring, P_n on a line.

use crate::text;
use alloc::string::{String, ToString};

use super::{FamilyRule, GraphFamily, LinkLook, Place, SizeKey, Topology};
use crate::graph::Neighbours;

pub(super) const COMPLETE: FamilyRule = FamilyRule {
    name: "complete",
    label: text::id("topology-complete"),
    key: SizeKey::N,
    least: 2,
    most: 512,
    default_size: 8,
    drawn_up_to: 32,
    addresses: text::id("topology-number-addresses"),
};

pub(super) const PATH: FamilyRule = FamilyRule {
    name: "path",
    label: text::id("topology-path"),
    key: SizeKey::N,
    least: 2,
    most: 1 << 16,
    default_size: 8,
    drawn_up_to: 32,
    addresses: text::id("topology-number-addresses"),
};

pub(super) const CYCLE: FamilyRule = FamilyRule {
    name: "cycle",
    label: text::id("topology-cycle"),
    key: SizeKey::N,
    least: 3,
    most: 1 << 16,
    default_size: 8,
    drawn_up_to: 64,
    addresses: text::id("topology-number-addresses"),
};

/// Which of the three a [`Numbered`] graph is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// K_n: every two vertices adjacent.
    Complete,
    /// P_n: i joined to i + 1.
    Path,
    /// C_n: i joined to i + 1 mod n.
    Cycle,
}

/// K_n, P_n or C_n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbered {
    shape: Shape,
    n: u32,
}

impl Numbered {
    /// `shape` on `n` vertices, for n in its rule's sizes.
    pub fn new(shape: Shape, n: u32) -> Self {
        debug_assert!(
            Numbered { shape, n }
                .family()
                .is_some_and(|(f, _)| f.rule().sizes().contains(&n))
        );
        Numbered { shape, n }
    }

    /// Which of the three it is.
    pub fn shape(&self) -> Shape {
        self.shape
    }
}

impl Neighbours for Numbered {
    fn node_count(&self) -> usize {
        self.n as usize
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        let n = self.n as usize;
        match self.shape {
            Shape::Complete => (0..n).filter(|&w| w != v).for_each(visit),
            Shape::Path => {
                if v > 0 {
                    visit(v - 1);
                }
                if v + 1 < n {
                    visit(v + 1);
                }
            }
            Shape::Cycle => {
                visit((v + 1) % n);
                visit((v + n - 1) % n);
            }
        }
    }
}

impl Topology for Numbered {
    fn family(&self) -> Option<(GraphFamily, u32)> {
        let family = match self.shape {
            Shape::Complete => GraphFamily::Complete,
            Shape::Path => GraphFamily::Path,
            Shape::Cycle => GraphFamily::Cycle,
        };
        Some((family, self.n))
    }

    fn address(&self, v: usize) -> String {
        v.to_string()
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        super::read_decimal(address).filter(|&v| v < self.n as usize)
    }

    fn place(&self, v: usize) -> Place {
        match self.shape {
            Shape::Complete | Shape::Cycle => Place::Ring {
                cx: 0.0,
                cy: 0.0,
                r: 1.0,
                k: v as u32,
                of: self.n,
            },
            Shape::Path => Place::At {
                x: v as f64,
                y: 0.0,
            },
        }
    }

    fn link_look(&self, _u: usize, _v: usize) -> LinkLook {
        LinkLook {
            class: 0,
            wraps: false,
        }
    }

    fn class_name(&self, _class: u8) -> text::Text {
        text::Text::new("topology-class-link")
    }

    fn classes(&self) -> u8 {
        1
    }

    /// One row: a band of n cells, vertex v at v.
    fn cell(&self, v: usize) -> (u32, u32) {
        (v as u32, 0)
    }

    fn cells(&self) -> (u32, u32) {
        (self.n, 1)
    }

    fn diameter(&self) -> u32 {
        match self.shape {
            Shape::Complete => 1,
            Shape::Path => self.n - 1,
            Shape::Cycle => self.n / 2,
        }
    }

    /// C_n's rotation v ↦ v + 1 (K_n's lists in index order and P_n's ends
    /// keep no rotation or reflection in order).
    fn symmetries(&self) -> usize {
        usize::from(self.shape == Shape::Cycle)
    }

    fn symmetry(&self, k: usize, v: usize) -> usize {
        let _ = k;
        (v + 1) % self.n as usize
    }

    fn link_order(&self) -> &'static str {
        match self.shape {
            Shape::Complete => text::id("topology-complete-link-order"),
            Shape::Path => text::id("topology-path-link-order"),
            Shape::Cycle => text::id("topology-cycle-link-order"),
        }
    }

    /// K_n's doubling broadcast, ⌈log₂ n⌉ rounds.
    fn construction(&self, source: usize) -> Option<crate::classical::Calls> {
        match self.shape {
            Shape::Complete => Some(crate::classical::doubling(self.n as usize, source)),
            Shape::Path | Shape::Cycle => None,
        }
    }
}
