//! The outline graph over the drawing (001 Definition 5, `outline=1`):
//! each WK(W, 1) cluster as one supervertex at its nodes' centre, joined
//! by the links between clusters, coloured by the level they have in the
//! outline (one lower than in the network: Proposition 1).

use castlab_core::wk::{OutlineLink, Wk, cluster_of, outline};

use super::WkLayout;
use crate::pen::{Pen, Stroke, Tag};

/// What the outline draws, built once per network and layout (not per
/// frame: a hover redraws the canvas).
#[derive(Debug, PartialEq)]
pub struct Outline {
    links: Vec<OutlineLink>,
    /// Each cluster's centre, in the layout's unit coordinates.
    centres: Vec<(f64, f64)>,
    /// From a centre to its cluster's nodes, in the same units.
    reach: f64,
}

impl Outline {
    pub fn new(wk: &Wk, layout: &WkLayout) -> Self {
        let w = wk.w() as usize;
        let mut centres = vec![(0.0, 0.0); wk.nodes() / w];
        for v in wk.node_ids() {
            let (x, y) = layout.at(v);
            let c = &mut centres[cluster_of(wk, v).index()];
            *c = (c.0 + x / w as f64, c.1 + y / w as f64);
        }
        let (cx, cy) = centres[0];
        let (x, y) = layout.positions[0];
        Outline {
            links: outline(wk),
            centres,
            reach: (x - cx).hypot(y - cy),
        }
    }

    /// What the outline shows, for tests and scripts: "clusters,links".
    pub fn attribute(&self) -> String {
        format!("{},{}", self.centres.len(), self.links.len())
    }
}

/// Draws the supervertices (discs over their clusters) and the outline's
/// links; `at` maps layout units to the pen's, `scale` is pen units per
/// layout unit, `colour` names a level's colour as the network's links use it.
pub fn paint_outline(
    pen: &mut dyn Pen,
    o: &Outline,
    at: &dyn Fn((f64, f64)) -> (f64, f64),
    scale: f64,
    px: f64,
    colour: &dyn Fn(u32) -> String,
) {
    if o.links.is_empty() {
        return;
    }
    let reach = (o.reach * scale * 1.35).max(4.0 * px);
    let fill = "rgba(255,193,7,0.28)";
    for &c in &o.centres {
        let stroke = Stroke::solid("rgba(120,90,0,0.7)", 1.2 * px);
        pen.circle(at(c), reach, Some(fill), Some(stroke), &Tag::NONE);
    }
    let tags = pen.tags();
    for link in &o.links {
        let (a, b) = (
            at(o.centres[link.from.index()]),
            at(o.centres[link.to.index()]),
        );
        let tag = if tags {
            Tag::class("outline-link").with("data-level", link.level)
        } else {
            Tag::NONE
        };
        let stroke = colour(link.level);
        pen.polyline(&[a, b], Stroke::solid(&stroke, 3.0 * px), &tag);
    }
    for &c in &o.centres {
        pen.circle(
            at(c),
            (reach * 0.18).max(2.5 * px),
            Some("#5d4037"),
            None,
            &Tag::NONE,
        );
    }
}
