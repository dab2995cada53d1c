//! The undirected binary de Bruijn graph UB(2, m): the 2^m binary words of
//! length m, u joined to the words a shift makes of it, u's bits moved one
//! place left with a bit put in on the right, or one place right with a
//! bit put in on the left. Loops (at 0…0 and 1…1) and the second copy of a
//! doubled link (at 0101… and 1010…) are left out, so the degree is at
//! most 4. Vertex v is the word of value v; its address writes the bits
//! most significant first. The picture puts each necklace (the words one
//! rotation apart) on a ring of its own.

use crate::text;
use alloc::string::String;
use alloc::vec::Vec;

use super::{FamilyRule, GraphFamily, LinkLook, Place, SizeKey, Topology};
use crate::graph::Neighbours;

pub(super) const RULE: FamilyRule = FamilyRule {
    name: "debruijn",
    label: text::id("topology-debruijn"),
    key: SizeKey::M,
    least: 2,
    most: 20,
    default_size: 4,
    drawn_up_to: 5,
    addresses: text::id("topology-debruijn-addresses"),
};

/// UB(2, m).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeBruijn {
    m: u32,
    /// Per vertex, its necklace and its place on it (the rotations from
    /// the necklace's least word), up to the drawn size.
    rings: Vec<(u32, u32, u32)>,
    /// How many necklaces.
    necklaces: u32,
}

impl DeBruijn {
    /// UB(2, m), for m in the rule's sizes.
    pub fn new(m: u32) -> Self {
        debug_assert!(RULE.sizes().contains(&m));
        let mut graph = DeBruijn {
            m,
            rings: Vec::new(),
            necklaces: 0,
        };
        if m <= RULE.drawn_up_to {
            graph.find_necklaces();
        }
        graph
    }

    /// The dimension m.
    pub fn m(&self) -> u32 {
        self.m
    }

    /// `v` rotated one place left within m bits.
    fn rotate(&self, v: usize) -> usize {
        (v << 1 | v >> (self.m - 1)) & ((1 << self.m) - 1)
    }

    fn find_necklaces(&mut self) {
        let n = 1usize << self.m;
        self.rings = alloc::vec![(0, 0, 0); n];
        let mut placed = alloc::vec![false; n];
        for least in 0..n {
            if placed[least] {
                continue;
            }
            let mut members = Vec::from([least]);
            let mut next = self.rotate(least);
            while next != least {
                members.push(next);
                next = self.rotate(next);
            }
            let of = members.len() as u32;
            for (k, &w) in members.iter().enumerate() {
                placed[w] = true;
                self.rings[w] = (self.necklaces, k as u32, of);
            }
            self.necklaces += 1;
        }
    }
}

impl Neighbours for DeBruijn {
    fn node_count(&self) -> usize {
        1 << self.m
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        let mask = (1 << self.m) - 1;
        let high = 1 << (self.m - 1);
        let shifts = [v << 1 & mask, (v << 1 | 1) & mask, v >> 1, v >> 1 | high];
        for (k, &w) in shifts.iter().enumerate() {
            if w != v && !shifts[..k].contains(&w) {
                visit(w);
            }
        }
    }
}

impl Topology for DeBruijn {
    fn family(&self) -> Option<(GraphFamily, u32)> {
        Some((GraphFamily::DeBruijn, self.m))
    }

    fn address(&self, v: usize) -> String {
        super::binary(v, self.m)
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        super::read_binary(address, self.m)
    }

    fn place(&self, v: usize) -> Place {
        let Some(&(ring, k, of)) = self.rings.get(v) else {
            let (x, y) = self.cell(v);
            return Place::At {
                x: f64::from(x),
                y: f64::from(y),
            };
        };
        let across = (1..).find(|c: &u32| c * c >= self.necklaces).unwrap_or(1);
        let r = if of == 1 { 0.0 } else { 1.0 };
        Place::Ring {
            cx: 3.0 * f64::from(ring % across),
            cy: 3.0 * f64::from(ring / across),
            r,
            k,
            of,
        }
    }

    fn link_look(&self, u: usize, v: usize) -> LinkLook {
        let mask = (1 << self.m) - 1;
        // The bit the shift from the lesser word puts in on the right.
        let (a, b) = if (u << 1 & mask) == v & !1 {
            (u, v)
        } else {
            (v, u)
        };
        debug_assert_eq!(a << 1 & mask, b & !1);
        LinkLook {
            class: (b & 1) as u8,
            wraps: false,
        }
    }

    fn class_name(&self, class: u8) -> text::Text {
        text::Text::new("topology-class-shift").arg("bit", class)
    }

    fn classes(&self) -> u8 {
        2
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
        text::id("topology-debruijn-link-order")
    }
}
