//! Words on the WK drawing that must not overprint each other or an arrow:
//! node addresses (the source, the corners of each top-level cluster, every
//! node when zoomed in far enough) and the labels of the step's messages.
//! The step's arrows are drawn first; a greedy placer then keeps each word
//! out of the ones placed before it, in order of importance, and off every
//! arrow but the one it labels.

use castlab_core::wk::{Wk, WkNode};

use super::{Frame, Scale, node_of};
use crate::pen::{Anchor, Baseline, Font, Pen, Stroke, Tag};

/// A straight piece of line drawn (an arrow's shaft or a barb of its
/// head), in pen units.
pub type Line = ((f64, f64), (f64, f64));

/// Boxes already taken and lines already drawn, in pen units.
#[derive(Default)]
pub struct Placer {
    taken: Vec<(f64, f64, f64, f64)>,
    lines: Vec<Line>,
}

/// Whether the segment `a`–`b` enters the box (x, y, w, h) (Liang–Barsky).
fn crosses(((ax, ay), (bx, by)): Line, (x, y, w, h): (f64, f64, f64, f64)) -> bool {
    let (dx, dy) = (bx - ax, by - ay);
    let (mut t0, mut t1) = (0.0_f64, 1.0_f64);
    for (p, q) in [
        (-dx, ax - x),
        (dx, x + w - ax),
        (-dy, ay - y),
        (dy, y + h - ay),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    t0 < t1
}

impl Placer {
    /// Keeps words off `line` from now on.
    pub fn block(&mut self, line: Line) {
        self.lines.push(line);
    }

    /// Takes the box (x, y, width, height) if it overlaps no taken box and
    /// no blocked line but those numbered in `own`.
    pub fn take_clear_of(&mut self, (x, y, w, h): (f64, f64, f64, f64), own: &[usize]) -> bool {
        let clear = self
            .taken
            .iter()
            .all(|&(a, b, c, d)| x + w <= a || a + c <= x || y + h <= b || b + d <= y)
            && self
                .lines
                .iter()
                .enumerate()
                .all(|(i, &l)| own.contains(&i) || !crosses(l, (x, y, w, h)));
        if clear {
            self.taken.push((x, y, w, h));
        }
        clear
    }

    /// Takes the box whatever it overlaps (the source's ring, drawn over
    /// everything).
    pub fn reserve(&mut self, bounds: (f64, f64, f64, f64)) {
        self.taken.push(bounds);
    }

    /// Takes the box if it overlaps no taken box and no blocked line.
    #[cfg(test)]
    pub fn take(&mut self, bounds: (f64, f64, f64, f64)) -> bool {
        self.take_clear_of(bounds, &[])
    }

    /// Writes `text` centred at `at` in `font`, dark on a pale backdrop
    /// (it reads on links and on either theme's background), if its box is
    /// free of words and of the blocked lines but those numbered in `own`
    /// (the arrow a message's label sits on).
    pub fn text(
        &mut self,
        pen: &mut dyn Pen,
        at: (f64, f64),
        text: &str,
        font: Font,
        own: &[usize],
    ) -> bool {
        // Wide enough for a bold digit (0.7 em in DejaVu Sans, the widest
        // likely system-ui), the widest character an address has.
        let (w, h) = (
            font.size * 0.7 * text.chars().count() as f64,
            font.size * 1.15,
        );
        let (x, y) = (at.0 - w / 2.0, at.1 - h / 2.0);
        // A margin round the box, so neighbours do not touch: glyphs
        // such as brackets reach past the estimate.
        let pad = font.size * 0.2;
        let free = self.take_clear_of((x - pad, y - pad, w + 2.0 * pad, h + 2.0 * pad), own);
        if free {
            let backdrop = Some("rgba(255,255,255,0.82)");
            pen.rect((x, y), (w, h), backdrop, None, &Tag::NONE);
            let font = Font {
                anchor: Anchor::Middle,
                baseline: Baseline::Middle,
                colour: Some("#111111"),
                ..font
            };
            pen.text(at, text, font);
        }
        free
    }
}

/// Whether `v` is a corner of its top-level cluster: its last L − 1 digits
/// are equal (the network's own corners among them).
pub fn is_cluster_corner(wk: &Wk, v: WkNode) -> bool {
    let digits = wk.digits(v);
    digits.len() < 2 || digits[1..].windows(2).all(|p| p[0] == p[1])
}

/// The nodes whose addresses are written, most important first: the
/// source, the corners of each top-level cluster, then (`all`) every node.
pub fn addressed(wk: &Wk, source: WkNode, all: bool) -> Vec<WkNode> {
    let mut out = vec![source];
    out.extend(
        wk.node_ids()
            .filter(|&v| v != source && is_cluster_corner(wk, v)),
    );
    if all {
        out.extend(
            wk.node_ids()
                .filter(|&v| v != source && !is_cluster_corner(wk, v)),
        );
    }
    out
}

/// Lines each arrow blocks: its shaft and its head's two barbs.
const LINES_PER_ARROW: usize = 3;

/// One of the step's messages as drawn: from the sender's centre to the
/// tip at the receiver's rim, and its label.
pub struct Arrow {
    from: (f64, f64),
    tip: (f64, f64),
    label: String,
}

/// The step's messages as arrows, each blocked on `placer` (shaft and
/// head) so no word is written over one. `at` places a node; `radius` is
/// a node's, in pen units.
pub fn paint_arrows(
    pen: &mut dyn Pen,
    f: &Frame,
    s: Scale,
    (at, radius): (&dyn Fn(WkNode) -> (f64, f64), f64),
    placer: &mut Placer,
) -> Vec<Arrow> {
    let (wk, tags) = (f.wk, pen.tags());
    let deliveries = f.report.and_then(|r| r.deliveries.as_ref());
    let (Some(list), Some(t)) = (deliveries, f.step) else {
        return Vec::new();
    };
    let head = (radius * 2.2).max(6.0 * s.px);
    let mut arrows = Vec::new();
    for d in list.iter().filter(|d| d.time == t) {
        let (Some(a), Some(b)) = (node_of(wk, &d.from), node_of(wk, &d.to)) else {
            continue;
        };
        let ((ax, ay), (bx, by)) = (at(a), at(b));
        let angle = (by - ay).atan2(bx - ax);
        let tip = (bx - radius * angle.cos(), by - radius * angle.sin());
        let tag = if tags {
            Tag::class("message").titled(&d.label)
        } else {
            Tag::NONE
        };
        pen.arrow(
            (ax, ay),
            tip,
            Stroke::solid("#d84315", 2.0 * s.px),
            head,
            &tag,
        );
        placer.block(((ax, ay), tip));
        for side in [-0.45_f64, 0.45] {
            let barb = (
                tip.0 - head * (angle + side).cos(),
                tip.1 - head * (angle + side).sin(),
            );
            placer.block((tip, barb));
        }
        arrows.push(Arrow {
            from: (ax, ay),
            tip,
            label: d.label.clone(),
        });
    }
    arrows
}

/// The arrows' labels where there is room: on the arrow (its middle, else
/// a third of the way from either end), clear of the words placed and of
/// every other arrow. `cell` is the cluster spacing, in pen units.
pub fn label_arrows(pen: &mut dyn Pen, s: Scale, cell: f64, arrows: &[Arrow], placer: &mut Placer) {
    if arrows.len() > 64 || cell <= 14.0 * s.px {
        return;
    }
    let font = Font {
        colour: Some("#111"),
        baseline: Baseline::Middle,
        ..Font::new(
            (11.0 * s.px).min(cell * 0.5).max(8.0 * s.px.min(1.0)),
            Anchor::Middle,
        )
    };
    for (k, arrow) in arrows.iter().enumerate() {
        let ((ax, ay), (bx, by)) = (arrow.from, arrow.tip);
        let along = |t: f64| (ax + (bx - ax) * t, ay + (by - ay) * t);
        let own: Vec<usize> = (k * LINES_PER_ARROW..(k + 1) * LINES_PER_ARROW).collect();
        let _ = [0.5, 0.33, 0.67]
            .into_iter()
            .any(|t| placer.text(pen, along(t), &arrow.label, font, &own));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WK(4, 3) has 4 top-level clusters of 16 nodes, each with 4 corners
    /// (d_3 x x), 16 in all; the placer refuses an overlapping box and
    /// takes a touching one.
    #[test]
    fn corners_and_placement() {
        let wk = Wk::new(4, 3).unwrap();
        let corners: Vec<String> = wk
            .node_ids()
            .filter(|&v| is_cluster_corner(&wk, v))
            .map(|v| wk.address(v))
            .collect();
        assert_eq!(corners.len(), 16);
        assert!(corners.iter().all(|a| a[1..2] == a[2..3]), "{corners:?}");
        assert_eq!(
            addressed(&wk, wk.node(&[2, 0, 1]).unwrap(), false).len(),
            17
        );
        let mut placer = Placer::default();
        assert!(placer.take((0.0, 0.0, 10.0, 10.0)));
        assert!(!placer.take((5.0, 5.0, 10.0, 10.0)));
        assert!(placer.take((10.0, 0.0, 10.0, 10.0)));
    }

    /// A line through a box blocks it, one beside it or ending short of it
    /// does not, and a box may sit on its own line (a message's label).
    #[test]
    fn lines_block_words() {
        let mut placer = Placer::default();
        placer.block(((0.0, 50.0), (100.0, 50.0)));
        placer.block(((0.0, 0.0), (30.0, 30.0)));
        assert!(
            !placer.take((40.0, 45.0, 10.0, 10.0)),
            "the first line runs through it"
        );
        assert!(
            placer.take((40.0, 51.0, 10.0, 10.0)),
            "under the first line"
        );
        assert!(
            placer.take((40.0, 35.0, 10.0, 10.0)),
            "past the second line's end"
        );
        assert!(
            !placer.take((20.0, 20.0, 5.0, 5.0)),
            "the second line's middle"
        );
        assert!(
            placer.take_clear_of((60.0, 45.0, 10.0, 10.0), &[0]),
            "on its own line"
        );
    }
}
