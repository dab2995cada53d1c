//! The papers' networks (mesh, torus, WK-recursive, Manhattan Street)
//! through the network-family protocol, so the telephone model's shared
//! code (the classical view, its plans and their check) runs on them as on
//! a family: [`Query::network`].
//!
//! The adapter holds each vertex's (out-)neighbours in the order of the
//! orderly view's natural ordering ([`super::base_ordering`]), so the
//! three models read one graph with one order of links; its addresses are
//! those of the links (`src=3,4` on a grid, `src=201` on WK), its address
//! grid the one the orderly view draws them on.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::graph::Neighbours;
use crate::grid::{Grid, NodeId};
use crate::orderly::{Ordering, Vertex};
use crate::permalink::{Net, Query};
use crate::text::Text;
use crate::topology::{LinkLook, Place, Topology};
use crate::wk::{Wk, WkNode};

/// How a paper's network names its vertices.
#[derive(Clone, Copy, Debug)]
enum Addresses {
    /// Coordinates of a mesh, torus or MSN, x first, as `src=` writes them.
    Coords(Grid),
    /// A WK node's digits.
    Digits(Wk),
}

/// A mesh, torus, WK-recursive or Manhattan Street network as a
/// [`Topology`]: no published construction and no stated symmetries.
#[derive(Clone, Debug)]
pub struct PaperNetwork {
    title: String,
    links: Ordering,
    addresses: Addresses,
    /// The address grid: columns and rows.
    cells: (u32, u32),
    diameter: u32,
    /// Each vertex's in-neighbours, on a directed network (MSN) only.
    callers: Option<Vec<Vec<u32>>>,
    link_order: &'static str,
}

impl Query {
    /// The query's network through the family protocol: the family's own
    /// for a protocol family ([`Query::topology`]), the adapter for a
    /// mesh, torus, WK or MSN. `Query::topology` keeps meaning "a family".
    pub fn network(&self) -> Option<Box<dyn Topology>> {
        let q = self;
        let sides = |grid: &Grid| {
            let s = grid.sides();
            (s[0], s[1..].iter().product::<u32>().max(1))
        };
        let title = q.network_title();
        let (addresses, cells, directed, link_order) = match q.net {
            Net::Graph(_) => return q.topology(),
            Net::Mesh | Net::Torus => (
                Addresses::Coords(q.grid),
                sides(&q.grid),
                false,
                crate::text::id("topology-grid-link-order"),
            ),
            Net::Msn => (
                Addresses::Coords(q.grid),
                sides(&q.grid),
                true,
                crate::text::id("topology-msn-link-order"),
            ),
            Net::Wk => {
                let (w, l) = (q.wk.w(), q.wk.l());
                (
                    Addresses::Digits(q.wk),
                    (w.pow(l.div_ceil(2)), w.pow(l / 2)),
                    false,
                    crate::text::id("topology-wk-link-order"),
                )
            }
        };
        let links = super::base_ordering(q);
        let callers = directed.then(|| {
            let mut callers = alloc::vec![Vec::new(); links.nodes()];
            for v in links.vertices() {
                for w in links.list(v) {
                    callers[w.index()].push(v.get());
                }
            }
            callers
        });
        Some(Box::new(PaperNetwork {
            title,
            links,
            addresses,
            cells,
            diameter: super::orderly::diameter(q),
            callers,
            link_order,
        }))
    }
}

impl Query {
    /// The network's name with its size, as headings write it ("Q_4",
    /// "the 8×8 mesh", "WK(4, 3)"), without building it.
    pub fn network_title(&self) -> String {
        let shape = crate::grid::sides_text(self.grid.sides()).replace('x', "×");
        match self.net {
            Net::Graph(family) => family.title(self.size),
            Net::Mesh | Net::Torus => format!("the {shape} {}", self.net),
            Net::Msn => format!("the {shape} Manhattan Street network"),
            Net::Wk => format!("WK({}, {})", self.wk.w(), self.wk.l()),
        }
    }

    /// [`Query::network_title`] for the reader: "the 8×8 mesh" in English,
    /// a family's or WK's symbol as it is.
    pub fn network_title_text(&self) -> Text {
        let shape = crate::grid::sides_text(self.grid.sides()).replace('x', "×");
        match self.net {
            Net::Graph(_) | Net::Wk => {
                Text::new("core-network-title-symbol").arg("symbol", self.network_title())
            }
            Net::Mesh => Text::new("core-network-title-mesh").arg("shape", shape),
            Net::Torus => Text::new("core-network-title-torus").arg("shape", shape),
            Net::Msn => Text::new("core-network-title-msn").arg("shape", shape),
        }
    }

    /// Vertex `v`'s address as links write it (`src=`), without building
    /// the network: a family's address, WK's digits, grid coordinates.
    pub fn address_of(&self, v: usize) -> String {
        match self.net {
            Net::Graph(_) => self.topology().map_or_else(String::new, |g| g.address(v)),
            Net::Wk => self.wk.address(WkNode::new(v)),
            Net::Mesh | Net::Torus | Net::Msn => format!("{}", self.grid.coords(NodeId::new(v))),
        }
    }
}

impl Neighbours for PaperNetwork {
    fn node_count(&self) -> usize {
        self.links.nodes()
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        for w in self.links.list(Vertex::at(v)) {
            visit(w.index());
        }
    }

    fn for_each_in_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        match &self.callers {
            Some(callers) => callers[v].iter().for_each(|&w| visit(w as usize)),
            None => self.for_each_neighbour(v, visit),
        }
    }
}

impl Topology for PaperNetwork {
    fn title(&self) -> String {
        self.title.clone()
    }

    fn directed(&self) -> bool {
        self.callers.is_some()
    }

    fn address(&self, v: usize) -> String {
        match self.addresses {
            Addresses::Coords(grid) => format!("{}", grid.coords(NodeId::new(v))),
            Addresses::Digits(wk) => wk.address(WkNode::new(v)),
        }
    }

    fn vertex(&self, address: &str) -> Option<usize> {
        match self.addresses {
            Addresses::Coords(grid) => {
                let coords: Option<Vec<u32>> = address
                    .split(',')
                    .map(|c| crate::topology::read_decimal(c.trim()).map(|c| c as u32))
                    .collect();
                grid.node(&coords?).map(NodeId::index)
            }
            Addresses::Digits(wk) => {
                let digits: Option<Vec<u32>> = address.chars().map(|c| c.to_digit(10)).collect();
                wk.node(&digits?).map(WkNode::index)
            }
        }
    }

    /// The picture of the graph itself is its address grid.
    fn place(&self, v: usize) -> Place {
        let (x, y) = self.cell(v);
        Place::At {
            x: f64::from(x),
            y: f64::from(y),
        }
    }

    fn link_look(&self, u: usize, v: usize) -> LinkLook {
        let ((ux, uy), (vx, vy)) = (self.cell(u), self.cell(v));
        LinkLook {
            class: 0,
            wraps: ux.abs_diff(vx) + uy.abs_diff(vy) > 1
                && !matches!(self.addresses, Addresses::Digits(_)),
        }
    }

    fn class_name(&self, _class: u8) -> crate::text::Text {
        crate::text::Text::new("topology-class-link")
    }

    fn classes(&self) -> u8 {
        1
    }

    /// Row by row in vertex order: a grid's first axis across and the
    /// rest down; WK's W^⌈L/2⌉ × W^⌊L/2⌋ by address digits.
    fn cell(&self, v: usize) -> (u32, u32) {
        let across = self.cells.0 as usize;
        ((v % across) as u32, (v / across) as u32)
    }

    fn cells(&self) -> (u32, u32) {
        self.cells
    }

    fn diameter(&self) -> u32 {
        self.diameter
    }

    fn link_order(&self) -> &'static str {
        self.link_order
    }
}

#[cfg(test)]
mod tests;
