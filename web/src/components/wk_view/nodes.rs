//! WK's nodes: each in its look at the step shown (`crate::run`), from
//! the report's deliveries, and the rings on the pointer and the source.

use castlab_core::wk::WkNode;

use super::{Frame, MAX_DRAWN_NODES, node_of};
use crate::pen::{Pen, Stroke, Tag};
use crate::run::Look;

/// The step that informs each node (the source 0), from the report's
/// deliveries.
fn informed_at(f: &Frame) -> Vec<Option<u32>> {
    let mut at = vec![None; f.wk.nodes()];
    at[f.source.index()] = Some(0);
    for d in f
        .report
        .and_then(|r| r.deliveries.as_ref())
        .into_iter()
        .flatten()
    {
        if let Some(v) = node_of(f.wk, &d.to) {
            at[v.index()].get_or_insert(d.time);
        }
    }
    at
}

/// Every node in its look at the step shown (everyone informed without a
/// step), tagged with its address in SVG.
pub(super) fn paint_nodes(
    pen: &mut dyn Pen,
    f: &Frame,
    at: &dyn Fn(WkNode) -> (f64, f64),
    radius: f64,
    px: f64,
) {
    let wk = f.wk;
    if wk.nodes() > MAX_DRAWN_NODES {
        return;
    }
    let informed = informed_at(f);
    let shown = f.step.unwrap_or(u32::MAX);
    for v in wk.node_ids() {
        let fill = Look::at(informed[v.index()], shown).fill();
        let tag = if pen.tags() {
            Tag::default()
                .with("data-node", v.index())
                .with("data-address", wk.address(v))
        } else {
            Tag::NONE
        };
        pen.circle(
            at(v),
            radius,
            Some(fill),
            Some(Stroke::solid("#444", px)),
            &tag,
        );
    }
}

/// Rings on the hovered node and the source.
pub(super) fn paint_pointer(
    pen: &mut dyn Pen,
    f: &Frame,
    at: &dyn Fn(WkNode) -> (f64, f64),
    radius: f64,
    px: f64,
) {
    let ring = |pen: &mut dyn Pen, v: WkNode, r: f64, colour: &str, width: f64, tag: &Tag| {
        pen.circle(at(v), r, None, Some(Stroke::solid(colour, width * px)), tag);
    };
    if let Some(h) = f.hover {
        ring(pen, h, radius * 1.9, "#3b528b", 2.0, &Tag::NONE);
    }
    let source = if pen.tags() {
        Tag::class("source")
    } else {
        Tag::NONE
    };
    ring(pen, f.source, radius * 2.2, "#111", 3.0, &source);
}
