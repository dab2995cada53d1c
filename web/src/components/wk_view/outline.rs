//! The outline graph over the drawing (001 Definition 5, `outline=1`):
//! each WK(W, 1) cluster as one supervertex at its nodes' centre, joined
//! by the links between clusters, coloured by the level they have in the
//! outline (one lower than in the network: Proposition 1).

use castlab_core::wk::{Wk, WkNode, cluster_of, outline};

use crate::pen::{Pen, Stroke, Tag};

/// The centre of each cluster, through `at` (node → pen units).
fn centres(wk: &Wk, at: &dyn Fn(WkNode) -> (f64, f64)) -> Vec<(f64, f64)> {
    let w = wk.w() as usize;
    let mut sums = vec![(0.0, 0.0); wk.nodes() / w];
    for v in wk.node_ids() {
        let (x, y) = at(v);
        let c = &mut sums[cluster_of(wk, v).index()];
        *c = (c.0 + x / w as f64, c.1 + y / w as f64);
    }
    sums
}

/// Draws the supervertices (discs over their clusters) and the outline's
/// links; `colour` names a level's colour as the network's links use it.
pub fn paint_outline(
    pen: &mut dyn Pen,
    wk: &Wk,
    at: &dyn Fn(WkNode) -> (f64, f64),
    px: f64,
    colour: &dyn Fn(u32) -> String,
) {
    if wk.l() < 2 {
        return;
    }
    let centre = centres(wk, at);
    // A disc reaching just past the cluster's nodes.
    let reach = {
        let (cx, cy) = centre[0];
        let (x, y) = at(WkNode::new(0));
        ((x - cx).hypot(y - cy) * 1.35).max(4.0 * px)
    };
    let fill = "rgba(255,193,7,0.28)";
    for &c in &centre {
        pen.circle(
            c,
            reach,
            Some(fill),
            Some(Stroke::solid("rgba(120,90,0,0.7)", 1.2 * px)),
            &Tag::NONE,
        );
    }
    let tags = pen.tags();
    for link in outline(wk) {
        let (a, b) = (centre[link.from.index()], centre[link.to.index()]);
        let tag = if tags {
            Tag::class("outline-link").with("data-level", link.level)
        } else {
            Tag::NONE
        };
        let stroke = colour(link.level);
        pen.polyline(&[a, b], Stroke::solid(&stroke, 3.0 * px), &tag);
    }
    for &c in &centre {
        pen.circle(
            c,
            (reach * 0.18).max(2.5 * px),
            Some("#5d4037"),
            None,
            &Tag::NONE,
        );
    }
}

/// What the outline shows, for tests and scripts: "clusters,links".
pub fn outline_attribute(wk: &Wk) -> String {
    format!("{},{}", wk.nodes() / wk.w() as usize, outline(wk).len())
}
