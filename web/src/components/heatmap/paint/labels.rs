//! The orderly labels on the map: every edge's (or the hovered vertex's)
//! a third of the way from its tail, and the labels the step's messages
//! fire on, whose boxes the cells' words keep clear of.

use castlab_core::grid::NodeId;

use super::{Frame, PenUnits, centre};
use crate::pen::{Anchor, Font, Pen, Stroke, Tag};

/// Edge labels a third of the way from each tail: every edge's where the
/// cells are large enough and every label is asked for, else the hovered
/// vertex's, so the ordering is read where the reader looks. Wraparound
/// and between-slice edges are left out (their ends are not adjacent on
/// the drawing).
pub(super) fn edge_labels(pen: &mut dyn Pen, f: &Frame, s: PenUnits) {
    let Some((offsets, targets)) = f.labels else {
        return;
    };
    let all_from = f64::from(crate::components::map_frame::LABELLED_CELL_PX);
    let vertices: Vec<usize> = if f.all_labels && s.scale >= all_from * s.px {
        (0..offsets.len().saturating_sub(1)).collect()
    } else if s.scale >= 12.0 * s.px {
        f.hover.map(NodeId::index).into_iter().collect()
    } else {
        Vec::new()
    };
    let size = (s.scale * 0.2).clamp(10.0 * s.px, 13.0 * s.px);
    for v in vertices.into_iter().filter(|&v| v + 1 < offsets.len()) {
        let list = &targets[offsets[v] as usize..offsets[v + 1] as usize];
        for (k, &w) in list.iter().enumerate() {
            label_on_edge(pen, f, s, (v, w as usize), k + 1, size, 0.34);
        }
    }
}

/// Label `label` on the drawn edge `from → to`, a `share` of the way from
/// its tail, on a pale backdrop; nothing for edges whose ends are apart.
fn label_on_edge(
    pen: &mut dyn Pen,
    f: &Frame,
    s: PenUnits,
    (from, to): (usize, usize),
    label: usize,
    size: f64,
    share: f64,
) {
    let (ax, ay) = centre(f, s, from);
    let (bx, by) = centre(f, s, to);
    if (ax - bx).abs() + (ay - by).abs() > 1.5 * s.scale {
        return;
    }
    let font = Font {
        bold: true,
        colour: Some("#111111"),
        ..Font::new(size, Anchor::Middle)
    };
    let (x, y) = (ax + (bx - ax) * share, ay + (by - ay) * share);
    let text = label.to_string();
    let (left, top, w, h) = label_box((x, y), &text, size);
    pen.rect(
        (left, top),
        (w, h),
        Some("rgba(255,255,255,0.92)"),
        Some(Stroke::solid("#111111", 0.6 * s.px)),
        &Tag::NONE,
    );
    pen.text((x, y), &text, font);
}

/// A box on the page: left, top, width, height.
pub(super) type Rect = (f64, f64, f64, f64);

/// The backdrop of an edge label `text` centred at `at`.
fn label_box((x, y): (f64, f64), text: &str, size: f64) -> Rect {
    let w = size * (0.3 + 0.6 * text.len() as f64);
    (x - w / 2.0, y - size * 0.6, w, size * 1.2)
}

/// The size of the step's fired labels at scale `s`, or `None` where
/// they are not drawn.
fn fired_size(f: &Frame, s: PenUnits) -> Option<f64> {
    (f.labels.is_some() && s.scale >= 14.0 * s.px)
        .then(|| (s.scale * 0.22).clamp(10.0 * s.px, 14.0 * s.px))
}

/// The step's messages that fire a label drawn on the map, as (sender,
/// receiver, label): edges between neighbouring cells. Found once per
/// paint, for [`fired_boxes`] and [`fired_labels`].
pub(super) fn fired(f: &Frame, s: PenUnits) -> Vec<(usize, usize, usize)> {
    let (Some(_), Some((offsets, targets)), Some(step), Some(report)) =
        (fired_size(f, s), f.labels, f.step, f.report)
    else {
        return Vec::new();
    };
    let Some(schedule) = report.schedule.as_ref() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for m in schedule.iter().filter(|m| m.step == step) {
        let (Some(from), Some(to)) = (f.grid.node(&m.from), f.grid.node(&m.to)) else {
            continue;
        };
        let (v, w) = (from.index(), to.index());
        let Some(list) = offsets
            .get(v..v + 2)
            .map(|r| &targets[r[0] as usize..r[1] as usize])
        else {
            continue;
        };
        let ((ax, ay), (bx, by)) = (centre(f, s, v), centre(f, s, w));
        if (ax - bx).abs() + (ay - by).abs() > 1.5 * s.scale {
            continue;
        }
        if let Some(k) = list.iter().position(|&t| t as usize == w) {
            out.push((v, w, k + 1));
        }
    }
    out
}

/// Where [`fired_labels`] draws the step's labels.
pub(super) fn fired_boxes(f: &Frame, s: PenUnits, fired: &[(usize, usize, usize)]) -> Vec<Rect> {
    let Some(size) = fired_size(f, s) else {
        return Vec::new();
    };
    fired
        .iter()
        .map(|&(v, w, label)| {
            let ((ax, ay), (bx, by)) = (centre(f, s, v), centre(f, s, w));
            label_box(((ax + bx) / 2.0, (ay + by) / 2.0), &label.to_string(), size)
        })
        .collect()
}

/// The label each message of the step fires on (an orderly schedule's
/// edges are its labels), halfway along its arrow; drawn last, over the
/// source's frame.
pub(super) fn fired_labels(
    pen: &mut dyn Pen,
    f: &Frame,
    s: PenUnits,
    fired: &[(usize, usize, usize)],
) {
    let Some(size) = fired_size(f, s) else {
        return;
    };
    for &(v, w, label) in fired {
        label_on_edge(pen, f, s, (v, w), label, size, 0.5);
    }
}
