//! The map painted through the page's [`Pen`]: the cells (a cached bitmap
//! on the canvas, one tagged square per node in SVG), the z-slice labels,
//! the values when cells are large, the eyes and the other optimal sources,
//! the current step, the orderly labels, the pointer and the source. The
//! canvas, the PNG and the SVG all come from here.

use castlab_core::grid::NodeId;

use super::Frame;
use crate::colors::{self, Palette};
use crate::l10n::{number, tr, tr_args};
use crate::pen::{Anchor, Baseline, Font, Pen, Stroke, Tag};
use crate::run::{self, Arrival, Look};

mod labels;
use labels::{Rect, edge_labels, fired, fired_boxes, fired_labels};

/// A text's width in narrow glyphs (0.62 em each): a wide glyph (CJK)
/// counts as a whole em, so a translated caption is not overprinted.
pub(super) fn widths(text: &str) -> f64 {
    text.chars()
        .map(|c| if c >= '\u{2E80}' { 1.0 / 0.62 } else { 1.0 })
        .sum()
}

/// How the layout's units map to the pen's: `scale` pen units per layout
/// pixel (one node of a 2-D map), `px` pen units per CSS pixel.
#[derive(Clone, Copy, Debug)]
pub(super) struct PenUnits {
    pub scale: f64,
    pub px: f64,
}

pub(super) fn paint(pen: &mut dyn Pen, f: &Frame, s: PenUnits) {
    let layout = f.layout;
    let size = (
        f64::from(layout.width) * s.scale,
        f64::from(layout.height) * s.scale,
    );
    let arrivals = run_arrivals(f).filter(|_| !f.hide_values);
    match &arrivals {
        Some(at) => run_cells(pen, f, s, at),
        None if f.hide_values => plain_cells(pen, f, s),
        None => pen.layer((0.0, 0.0), size, f.cells, &mut |p| cell_squares(p, f)),
    }
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
    let labelled = s.scale >= 30.0 * s.px && layout.nodes() <= 4096 && !f.hide_values;
    let fired = fired(f, s);
    match &arrivals {
        Some(at) if labelled => run_values(pen, f, s, at, &fired_boxes(f, s, &fired)),
        Some(_) => {}
        None if labelled => values(pen, f, s),
        None => {}
    }
    if !f.run && !f.hide_values {
        markers(pen, f, s, labelled);
    }
    regions(pen, f, s);
    step(pen, f, s, size);
    edge_labels(pen, f, s);
    let width = (s.scale * 0.22).clamp(1.5 * s.px, 6.0 * s.px);
    for (from, to) in f.emphasis {
        match (f.grid.node(from), f.grid.node(to)) {
            (Some(a), Some(b)) if a == b => corners(pen, f, s, a.index()),
            (Some(a), Some(b)) => {
                let (a, b) = (centre(f, s, a.index()), centre(f, s, b.index()));
                crate::pen::emphasise(pen, a, b, width);
            }
            (None, _) | (_, None) => {}
        }
    }
    if let Some((from, to)) = f.broken
        && let (Some(a), Some(b)) = (f.grid.node(from), f.grid.node(to))
    {
        let (a, b) = (centre(f, s, a.index()), centre(f, s, b.index()));
        broken(pen, a, b, width);
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
    fired_labels(pen, f, s, &fired);
}

/// A vertex marked by its cell's four corners: a ring round the centre
/// would cross its edge labels, which sit on the axes through it (a
/// third of the way to each neighbour), while the corners stay clear of
/// every label but where the cells are too small to hold them.
fn corners(pen: &mut dyn Pen, f: &Frame, s: PenUnits, i: usize) {
    let (cx, cy) = centre(f, s, i);
    let (_, _, cw, ch) = f.layout.cell(i);
    let half = |c: u32| (f64::from(c) * s.scale / 2.0).max(6.0 * s.px);
    let (hw, hh) = (half(cw), half(ch));
    let width = (s.scale * 0.1).clamp(1.5 * s.px, 3.0 * s.px);
    let arm = (hw.min(hh) * 0.4).max(3.0 * s.px);
    let tag = if pen.tags() {
        Tag::class("emphasis")
    } else {
        Tag::NONE
    };
    let stroke = Stroke::solid(crate::pen::EMPHASIS, width);
    for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
        // Inside the cell by half the stroke, so the corner meets no
        // neighbour's label either.
        let (x, y) = (cx + sx * (hw - width / 2.0), cy + sy * (hh - width / 2.0));
        let points = [(x - sx * arm, y), (x, y), (x, y - sy * arm)];
        pen.polyline(&points, stroke, &tag);
    }
}

/// Every cell in one plain colour: nothing of the map's values shows.
fn plain_cells(pen: &mut dyn Pen, f: &Frame, s: PenUnits) {
    let stroke = Stroke::solid("rgba(255,255,255,0.9)", s.px);
    for i in 0..f.layout.nodes() {
        let (x, y, w, h) = f.layout.cell(i);
        let at = (f64::from(x) * s.scale, f64::from(y) * s.scale);
        let size = (f64::from(w) * s.scale, f64::from(h) * s.scale);
        pen.rect(at, size, Some("#c8c8d4"), Some(stroke), &Tag::NONE);
    }
}

/// The submeshes the informed nodes are responsible for after the step
/// shown (000 Figs. 4–6, 002 Figs. 4b, 6, 7): each box outlined, dashed on a
/// white halo, on every z-slice it spans.
fn regions(pen: &mut dyn Pen, f: &Frame, s: PenUnits) {
    let tag = if pen.tags() {
        Tag::class("region")
    } else {
        Tag::NONE
    };
    for (low, high) in f.regions {
        let (z0, z1) = if low.len() >= 3 {
            (low[2], high[2])
        } else {
            (0, 0)
        };
        for z in z0..=z1 {
            let corner = |c: &[u32]| {
                let mut c = c.to_vec();
                if let Some(slice) = c.get_mut(2) {
                    *slice = z;
                }
                f.grid.node(&c)
            };
            let (Some(a), Some(b)) = (corner(low), corner(high)) else {
                continue;
            };
            let (ax, ay, _, _) = f.layout.cell(a.index());
            let (bx, by, bw, bh) = f.layout.cell(b.index());
            let at = (f64::from(ax) * s.scale, f64::from(ay) * s.scale);
            let size = (
                f64::from(bx + bw - ax) * s.scale,
                f64::from(by + bh - ay) * s.scale,
            );
            let halo = Stroke::solid("#ffffff", 3.5 * s.px);
            pen.rect(at, size, None, Some(halo), &Tag::NONE);
            let dashed = Stroke {
                dash: Some((5.0 * s.px, 3.0 * s.px)),
                ..Stroke::solid("#111111", 1.8 * s.px)
            };
            pen.rect(at, size, None, Some(dashed), &tag);
        }
    }
}

/// The centre of node `i` in pen units.
pub(super) fn centre(f: &Frame, s: PenUnits, i: usize) -> (f64, f64) {
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

/// Per node, the step that informs it and the message that does, when the
/// run is drawn from a listed schedule (see [`crate::run`]).
fn run_arrivals(f: &Frame) -> Option<Vec<Arrival>> {
    let schedule = f.report?.schedule.as_ref().filter(|_| f.run)?;
    Some(run::arrivals(f.grid, f.source.index(), schedule))
}

/// The run's cells: every node in its look at the step shown.
fn run_cells(pen: &mut dyn Pen, f: &Frame, s: PenUnits, at: &[Arrival]) {
    let step = f.step.unwrap_or(0);
    pen.begin(&Tag::class("run").with("shape-rendering", "crispEdges"));
    for (i, arrival) in at.iter().enumerate().take(f.layout.nodes()) {
        let look = Look::at(arrival.map(|(t, _)| t), step);
        let (x, y, w, h) = f.layout.cell(i);
        let tag = if pen.tags() {
            Tag::default()
                .with("data-node", i)
                .with("data-informed", arrival.map_or(-1, |(t, _)| i64::from(t)))
        } else {
            Tag::NONE
        };
        pen.rect(
            (f64::from(x) * s.scale, f64::from(y) * s.scale),
            (f64::from(w) * s.scale, f64::from(h) * s.scale),
            Some(look.fill()),
            Some(Stroke::solid(
                "rgba(255,255,255,0.9)",
                s.px.min(s.scale * 0.04),
            )),
            &tag,
        );
    }
    pen.end();
}

/// The step that informs each informed node, in its cell.
fn run_values(pen: &mut dyn Pen, f: &Frame, s: PenUnits, at: &[Arrival], labels: &[Rect]) {
    let step = f.step.unwrap_or(0);
    // The step's edge labels are drawn over the cells: a cell's words
    // that one would cover are left out (the readout still gives them).
    let clear = |(x, y, w, h): Rect| {
        labels
            .iter()
            .all(|&(a, b, c, d)| x + w <= a || a + c <= x || y + h <= b || b + d <= y)
    };
    for (i, arrival) in at.iter().enumerate() {
        let Some((t, _)) = *arrival else { continue };
        let look = Look::at(Some(t), step);
        if look == Look::NotYet {
            continue;
        }
        let text = if t == 0 {
            tr("views-cell-source")
        } else {
            tr_args("views-cell-step", &[("t", t.into())])
        };
        let (cx, cy) = centre(f, s, i);
        let font = Font {
            colour: Some(look.ink()),
            baseline: Baseline::Bottom,
            ..Font::new((s.scale * 0.2).min(13.0 * s.px), Anchor::Middle)
        };
        let bottom = cy + s.scale / 2.0 - 2.0 * s.px;
        let (w, h) = (font.size * 0.62 * widths(&text), font.size * 1.2);
        if clear((cx - w / 2.0, bottom - h, w, h)) {
            pen.text((cx, bottom), &text, font);
        }
    }
}

/// Each cell's value, in ink that reads on its colour.
fn values(pen: &mut dyn Pen, f: &Frame, s: PenUnits) {
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
        let least = f
            .map
            .least
            .as_ref()
            .filter(|_| shade.palette == Palette::Sequential);
        let text = match least {
            Some(l) => {
                crate::components::least_panel::cell_text(l.known[i], l.lower[i], f.map.tcd_map[i])
            }
            None if shade.palette == Palette::Diverging && v > 0.0 => format!("+{}", number(v, 6)),
            None => number(v, 6),
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
fn markers(pen: &mut dyn Pen, f: &Frame, s: PenUnits, labelled: bool) {
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

/// The messages of the current step: their routes link by link (red where
/// two messages of the step share a directed link), arrowheads at the
/// receivers; on the run the earlier routes as a trail, on the map the
/// nodes not yet informed dimmed; for a schedule too big to list, the
/// step's layer.
fn step(pen: &mut dyn Pen, f: &Frame, s: PenUnits, size: (f64, f64)) {
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
        if !done && !f.run {
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
        let hops = m.links(grid);
        for h in &hops {
            *uses.entry((h.from.index(), h.axis, h.forward)).or_default() += 1;
        }
        routes.push((from, to, hops));
    }
    let width = (s.scale * 0.22).clamp(1.5 * s.px, 6.0 * s.px);
    let at = |v: NodeId| centre(f, s, v.index());
    if f.run {
        trail(pen, f, s, schedule, step, width);
    }
    let route_colour = if f.run { run::ROUTE } else { "#ff9800" };
    for (from, to, hops) in &routes {
        for h in hops {
            let clash = uses[&(h.from.index(), h.axis, h.forward)] > 1;
            let (colour, w) = if clash {
                ("#e53935", width * 1.6)
            } else {
                (route_colour, width)
            };
            for (segment, dashed) in hop_segments(f, s, h) {
                let stroke = if dashed {
                    Stroke::dashed(colour, w, (3.0 * s.px, 3.0 * s.px))
                } else {
                    Stroke::solid(colour, w)
                };
                pen.polyline(&segment, stroke, &Tag::NONE);
            }
        }
        pen.circle(at(*from), width * 1.2, Some(route_colour), None, &Tag::NONE);
        // Arrowhead at the receiver, along the last hop (its stub's
        // direction when it wraps around).
        let tail = hops.last().map_or(at(*from), |h| {
            hop_segments(f, s, h)
                .last()
                .map_or(at(h.from), |(segment, _)| segment[0])
        });
        let head = (s.scale * 0.35).clamp(5.0 * s.px, 14.0 * s.px);
        pen.head(tail, at(*to), head, route_colour, &Tag::NONE);
    }
}

/// How one hop is drawn: a line between neighbouring cells; a wraparound
/// hop as two stubs, one leaving its tail's cell through the near side and
/// one entering the head's cell from the opposite side (as the MSN
/// drawing shows its wrap links); a hop between 3-D slices dashed.
fn hop_segments(
    f: &Frame,
    s: PenUnits,
    h: &castlab_core::schedule::RouteLink,
) -> Vec<([(f64, f64); 2], bool)> {
    let Some(next) = f.grid.neighbour(h.from, h.axis, h.forward) else {
        return Vec::new();
    };
    let (a, b) = (centre(f, s, h.from.index()), centre(f, s, next.index()));
    if h.axis >= 2 {
        return vec![([a, b], true)];
    }
    if (a.0 - b.0).abs() + (a.1 - b.1).abs() <= 1.5 * s.scale {
        return vec![([a, b], false)];
    }
    let sign = if h.forward { 1.0 } else { -1.0 };
    let reach = 0.75 * s.scale;
    let (dx, dy) = if h.axis == 0 {
        (sign * reach, 0.0)
    } else {
        (0.0, sign * reach)
    };
    vec![
        ([a, (a.0 + dx, a.1 + dy)], false),
        ([(b.0 - dx, b.1 - dy), b], false),
    ]
}

/// The routes of the steps before `step`, thinner and fainter the older
/// they are: how the message got where it is.
fn trail(
    pen: &mut dyn Pen,
    f: &Frame,
    s: PenUnits,
    schedule: &[castlab_core::eval::ScheduleEntry],
    step: u32,
    width: f64,
) {
    let grid = f.grid;
    for m in schedule.iter().filter(|m| m.step < step) {
        let alpha = 0.25 + 0.45 * f64::from(m.step) / f64::from(step);
        let colour = format!("rgba({},{alpha:.2})", run::TRAIL_RGB);
        let hops = m.links(grid);
        for h in &hops {
            for (segment, dashed) in hop_segments(f, s, h) {
                if !dashed {
                    pen.polyline(&segment, Stroke::solid(&colour, width * 0.55), &Tag::NONE);
                }
            }
        }
    }
}

/// A message that breaks a rule: a red arrow, crossed out at its middle,
/// over the violet one of the plan.
fn broken(pen: &mut dyn Pen, from: (f64, f64), to: (f64, f64), w: f64) {
    const RED: &str = "#d32f2f";
    let stroke = Stroke::solid(RED, w * 1.2);
    if from != to {
        pen.arrow(from, to, stroke, w * 3.5, &Tag::NONE);
    }
    let (mx, my) = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
    let r = w * 3.5;
    pen.polyline(&[(mx - r, my - r), (mx + r, my + r)], stroke, &Tag::NONE);
    pen.polyline(&[(mx - r, my + r), (mx + r, my - r)], stroke, &Tag::NONE);
}
