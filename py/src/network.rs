//! `network`: a link's network through the family protocol
//! (`Query::network`), for `castlab.to_networkx`: every vertex's address,
//! place and cell, and every link with its colour class.

use castlab_core::permalink;
use castlab_core::topology::Place;
use pyo3::prelude::*;

use crate::{error, guarded};

/// A network as lists: what `castlab.to_networkx` builds a graph from.
#[derive(IntoPyObject)]
pub(crate) struct Lists {
    title: String,
    directed: bool,
    addresses: Vec<String>,
    /// Where each vertex is drawn in castlab's picture (y down).
    positions: Vec<(f64, f64)>,
    /// Each vertex's cell (column, row) of the address grid.
    cells: Vec<(u32, u32)>,
    /// Each link once (both arcs on a directed network): from, to, class.
    edges: Vec<(usize, usize, u8)>,
    /// Each vertex's (out-)neighbours in the network's own order of links
    /// (the orderly view's natural ordering).
    neighbours: Vec<Vec<usize>>,
    class_names: Vec<String>,
    diameter: u32,
    link_order: String,
}

fn point(place: Place) -> (f64, f64) {
    match place {
        Place::At { x, y } => (x, y),
        Place::Ring { cx, cy, r, k, of } => {
            let angle = std::f64::consts::TAU * f64::from(k) / f64::from(of.max(1));
            (cx + r * angle.sin(), cy - r * angle.cos())
        }
    }
}

/// The network of `link`, as lists.
#[pyfunction]
pub(crate) fn network(py: Python<'_>, link: &str) -> PyResult<Lists> {
    guarded(py, &format!("building the network of {link:?}"), || {
        let query = permalink::parse(link).query;
        let Some(graph) = query.network() else {
            let message = format!("{link}: this link's network is not one castlab can hand out");
            return Err(error(py, "LinkError", &message, &[]));
        };
        let n = graph.node_count();
        let directed = graph.directed();
        let mut edges = Vec::new();
        let mut neighbours = vec![Vec::new(); n];
        for (u, listed) in neighbours.iter_mut().enumerate() {
            graph.for_each_neighbour(u, &mut |v| {
                listed.push(v);
                if directed || u < v {
                    edges.push((u, v, graph.link_look(u, v).class));
                }
            });
        }
        Ok(Lists {
            title: graph.title(),
            directed,
            addresses: (0..n).map(|v| graph.address(v)).collect(),
            positions: (0..n).map(|v| point(graph.place(v))).collect(),
            cells: (0..n).map(|v| graph.cell(v)).collect(),
            edges,
            neighbours,
            class_names: (0..graph.classes())
                .map(|c| crate::english(&graph.class_name(c)))
                .collect(),
            diameter: graph.diameter(),
            link_order: crate::english(&castlab_core::text::Text::new(graph.link_order())),
        })
    })
}
