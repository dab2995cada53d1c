//! The map painted through the page's [`Pen`]: the cells (a cached bitmap
//! on the canvas, one tagged square per node in SVG), the z-slice labels,
//! the values when cells are large, the eyes and the other optimal sources,
//! the current step, the orderly labels, the pointer and the source. The
//! canvas, the PNG and the SVG all come from here.

use castlab_core::grid::NodeId;
use castlab_core::schedule::{AxisOrder, route};

use super::Frame;
use crate::colors::{self, Palette};
use crate::pen::{Anchor, Baseline, Font, Pen, Stroke, Tag};

/// How the layout's units map to the pen's: `scale` pen units per layout
/// pixel (one node of a 2-D map), `px` pen units per CSS pixel.
#[derive(Clone, Copy, Debug)]
pub(super) struct Scale {
    pub scale: f64,
    pub px: f64,
}

pub(super) fn paint(pen: &mut dyn Pen, f: &Frame, s: Scale) {
    let layout = f.layout;
    let size = (
        f64::from(layout.width) * s.scale,
        f64::from(layout.height) * s.scale,
    );
    pen.layer((0.0, 0.0), size, f.cells, &mut |p| cell_squares(p, f));
    for (z, x, y) in layout.tiles() {
        let font = Font {
            size: (11.0 * s.px).min(s.scale * 3.0).max(8.0 * s.px.min(1.0)),
            colour: Some("rgba(0,0,0,0.55)"),
            baseline: Baseline::Top,
            ..Font::new(11.0, Anchor::Start)
        };
        let at = (f64::from(x) * s.scale + 2.0, f64::from(y) * s.scale + 1.0);
        pen.text(at, &format!("z={z}"), font);
    }
    let labelled = s.scale >= 30.0 * s.px && layout.nodes() <= 4096;
    if labelled {
        values(pen, f, s);
    }
    markers(pen, f, s, labelled);
    step(pen, f, s, size);
    if f.labels.is_some() {
        edge_labels(pen, f, s);
    }
    let outline = |pen: &mut dyn Pen, i: usize, min_px: f64, strokes: &[(&str, f64)], tag: Tag| {
        let (cx, cy) = centre(f, s, i);
        let (_, _, cw, ch) = layout.cell(i);
        let (w, h) = (
            (f64::from(cw) * s.scale).max(min_px * s.px),
            (f64::from(ch) * s.scale).max(min_px * s.px),
        );
        for (k, &(colour, width)) in strokes.iter().enumerate() {
            let stroke = Stroke::solid(colour, width * s.px);
            let tag = if k == 0 { &tag } else { &Tag::NONE };
            pen.rect(
                (cx - w / 2.0, cy - h / 2.0),
                (w, h),
                None,
                Some(stroke),
                tag,
            );
        }
    };
    if let Some(h) = f.hover.filter(|&h| h != f.source) {
        outline(
            pen,
            h.index(),
            6.0,
            &[("rgba(255,255,255,0.9)", 1.5)],
            Tag::NONE,
        );
    }
    let source = if pen.tags() {
        Tag::class("source")
    } else {
        Tag::NONE
    };
    outline(
        pen,
        f.source.index(),
        9.0,
        &[("#111111", 4.0), ("#ffffff", 2.0)],
        source,
    );
}

/// The centre of node `i` in pen units.
fn centre(f: &Frame, s: Scale, i: usize) -> (f64, f64) {
    let (x, y) = f.layout.centre(i);
    (x * s.scale, y * s.scale)
}

/// One square per node, with its value: the SVG form of the cells' bitmap.
fn cell_squares(pen: &mut dyn Pen, f: &Frame) {
    let shade = f.shade;
    pen.begin(&Tag::class("cells").with("shape-rendering", "crispEdges"));
    for i in 0..shade.len().min(f.layout.nodes()) {
        let v = shade.value(i);
        let [r, g, b, _] = colors::rgba(shade.palette, v, shade.min, shade.max);
        let (x, y, cw, ch) = f.layout.cell(i);
        let fill = format!("#{r:02x}{g:02x}{b:02x}");
        let tag = Tag::default().with("data-node", i).with("data-value", v);
        pen.rect(
            (f64::from(x), f64::from(y)),
            (f64::from(cw), f64::from(ch)),
            Some(&fill),
            None,
            &tag,
        );
    }
    pen.end();
}

/// Each cell's value, in ink that reads on its colour.
fn values(pen: &mut dyn Pen, f: &Frame, s: Scale) {
    let shade = f.shade;
    for i in 0..shade.len() {
        let v = shade.value(i);
        let colour = colors::rgba(shade.palette, v, shade.min, shade.max);
        let ink = if colors::is_light(colour) {
            "#111111"
        } else {
            "#ffffff"
        };
        let (cx, cy) = centre(f, s, i);
        let text = if shade.palette == Palette::Diverging && v > 0.0 {
            format!("+{v}")
        } else {
            format!("{v}")
        };
        let font = Font {
            colour: Some(ink),
            baseline: Baseline::Bottom,
            ..Font::new((s.scale * 0.26).min(15.0 * s.px), Anchor::Middle)
        };
        pen.text((cx, cy + s.scale / 2.0 - 2.0 * s.px), &text, font);
    }
}

/// Eyes as rings; optimal sources that are not eyes as small squares,
/// where they stand out (not on a torus, where every source is optimal).
fn markers(pen: &mut dyn Pen, f: &Frame, s: Scale, labelled: bool) {
    let node_of = |coords: &[u32]| f.grid.node(coords).map(NodeId::index);
    let ring = (s.scale * if labelled { 0.22 } else { 0.32 }).max(3.0 * s.px);
    for eye in f.map.eyes.iter().filter_map(|e| node_of(e)) {
        let at = centre(f, s, eye);
        pen.circle(
            at,
            ring,
            None,
            Some(Stroke::solid("#ffffff", 3.0 * s.px)),
            &Tag::NONE,
        );
        let tag = if pen.tags() {
            Tag::class("eye")
        } else {
            Tag::NONE
        };
        pen.circle(
            at,
            ring,
            None,
            Some(Stroke::solid("#111111", 1.2 * s.px)),
            &tag,
        );
    }
    let optimum = &f.map.optimum;
    let few = optimum.count as usize <= optimum.sources.len()
        && (optimum.count as usize) * 2 < f.layout.nodes();
    if f.shade.palette != Palette::Sequential || !few {
        return;
    }
    let dot = (s.scale * 0.18).max(2.0 * s.px);
    for best in optimum.sources.iter().filter_map(|c| node_of(c)) {
        if f.map.eyes.iter().any(|e| node_of(e) == Some(best)) {
            continue;
        }
        let (cx, cy) = centre(f, s, best);
        let stroke = Stroke::solid("#111111", s.px);
        let tag = if pen.tags() {
            Tag::class("optimal")
        } else {
            Tag::NONE
        };
        pen.rect(
            (cx - dot, cy - dot),
            (2.0 * dot, 2.0 * dot),
            Some("#ffffff"),
            Some(stroke),
            &tag,
        );
    }
}

fn parse_route(text: &str, dims: usize) -> AxisOrder {
    let axes: Vec<u8> = text
        .chars()
        .filter_map(|c| "xyzwvu".find(c).map(|a| a as u8))
        .collect();
    AxisOrder::new(&axes[..axes.len().min(dims)]).unwrap_or(AxisOrder::DIMENSION_ORDER)
}

/// The messages of the current step: their routes link by link (red where
/// two messages of the step share a directed link), arrowheads at the
/// receivers, and the nodes not yet informed dimmed; for a schedule too big
/// to list, the step's layer.
fn step(pen: &mut dyn Pen, f: &Frame, s: Scale, size: (f64, f64)) {
    let (Some(report), Some(step)) = (f.report, f.step) else {
        return;
    };
    let Some(schedule) = report.schedule.as_ref() else {
        if let Some((_, image)) = f.layer {
            pen.layer((0.0, 0.0), size, image, &mut |_| {});
        }
        return;
    };
    let grid = f.grid;
    let node = |c: &[u32]| grid.node(c);
    let mut informed = vec![false; grid.node_count()];
    informed[f.source.index()] = true;
    for m in schedule.iter().filter(|m| m.step <= step) {
        if let Some(t) = node(&m.to) {
            informed[t.index()] = true;
        }
    }
    for (i, &done) in informed.iter().enumerate() {
        if !done {
            let (x, y, w, h) = f.layout.cell(i);
            let at = (f64::from(x) * s.scale, f64::from(y) * s.scale);
            let size = (f64::from(w) * s.scale, f64::from(h) * s.scale);
            pen.rect(at, size, Some("rgba(20,20,28,0.55)"), None, &Tag::NONE);
        }
    }
    if step == 0 {
        return;
    }
    let mut uses: std::collections::HashMap<(usize, usize, bool), u32> = Default::default();
    let mut routes = Vec::new();
    for m in schedule.iter().filter(|m| m.step == step) {
        let (Some(from), Some(to)) = (node(&m.from), node(&m.to)) else {
            continue;
        };
        let hops = route(grid, from, to, parse_route(&m.route, grid.dims()));
        for h in &hops {
            *uses.entry((h.from.index(), h.axis, h.forward)).or_default() += 1;
        }
        routes.push((from, to, hops));
    }
    let width = (s.scale * 0.22).clamp(1.5 * s.px, 6.0 * s.px);
    let at = |v: NodeId| centre(f, s, v.index());
    for (from, to, hops) in &routes {
        for h in hops {
            let Some(next) = grid.neighbour(h.from, h.axis, h.forward) else {
                continue;
            };
            let (a, b) = (at(h.from), at(next));
            let clash = uses[&(h.from.index(), h.axis, h.forward)] > 1;
            // Hops between 3-D slices and wraparound hops are dashed.
            let jump = h.axis >= 2 || (a.0 - b.0).abs() + (a.1 - b.1).abs() > 1.5 * s.scale;
            let (colour, w) = if clash {
                ("#e53935", width * 1.6)
            } else {
                ("#ff9800", width)
            };
            let stroke = if jump {
                Stroke::dashed(colour, w, (3.0 * s.px, 3.0 * s.px))
            } else {
                Stroke::solid(colour, w)
            };
            pen.polyline(&[a, b], stroke, &Tag::NONE);
        }
        pen.circle(at(*from), width * 1.2, Some("#ff9800"), None, &Tag::NONE);
        // Arrowhead at the receiver, along the last hop.
        let tail = hops.last().map_or(at(*from), |h| at(h.from));
        let head = (s.scale * 0.35).clamp(5.0 * s.px, 14.0 * s.px);
        pen.head(tail, at(*to), head, "#ff9800", &Tag::NONE);
    }
}

/// Each edge's label a third of the way from its tail, where the cells are
/// large enough to read it; wraparound and between-slice edges are left
/// out (their ends are not adjacent on the drawing).
fn edge_labels(pen: &mut dyn Pen, f: &Frame, s: Scale) {
    let Some((offsets, targets)) = f.labels else {
        return;
    };
    if s.scale < 26.0 * s.px {
        return;
    }
    let size = (s.scale * 0.2).min(13.0 * s.px);
    let font = Font {
        bold: true,
        colour: Some("#111111"),
        ..Font::new(size, Anchor::Middle)
    };
    for v in 0..offsets.len().saturating_sub(1) {
        let (ax, ay) = centre(f, s, v);
        let list = &targets[offsets[v] as usize..offsets[v + 1] as usize];
        for (k, &w) in list.iter().enumerate() {
            let (bx, by) = centre(f, s, w as usize);
            if (ax - bx).abs() + (ay - by).abs() > 1.5 * s.scale {
                continue;
            }
            let (x, y) = (ax + (bx - ax) * 0.34, ay + (by - ay) * 0.34);
            let back = Some("rgba(255,255,255,0.85)");
            pen.rect(
                (x - size * 0.45, y - size * 0.55),
                (size * 0.9, size * 1.1),
                back,
                None,
                &Tag::NONE,
            );
            pen.text((x, y), &(k + 1).to_string(), font);
        }
    }
}
