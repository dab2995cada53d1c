//! Words on the WK drawing that must not overprint each other: node
//! addresses (the source, the corners of each top-level cluster, every node
//! when zoomed in far enough) and the labels of the step's messages. A
//! greedy placer keeps each label out of the ones placed before it, in
//! order of importance.

use castlab_core::wk::{Wk, WkNode};

use crate::pen::{Anchor, Baseline, Font, Pen, Tag};

/// Boxes already taken, in pen units.
#[derive(Default)]
pub struct Placer {
    taken: Vec<(f64, f64, f64, f64)>,
}

impl Placer {
    /// Takes the box (x, y, width, height) if it overlaps no taken box.
    pub fn take(&mut self, (x, y, w, h): (f64, f64, f64, f64)) -> bool {
        let clear = self
            .taken
            .iter()
            .all(|&(a, b, c, d)| x + w <= a || a + c <= x || y + h <= b || b + d <= y);
        if clear {
            self.taken.push((x, y, w, h));
        }
        clear
    }

    /// Writes `text` centred at `at` in `font`, dark on a pale backdrop
    /// (it reads on links and on either theme's background), if its box is
    /// free.
    pub fn text(&mut self, pen: &mut dyn Pen, at: (f64, f64), text: &str, font: Font) -> bool {
        let (w, h) = (
            font.size * 0.62 * text.chars().count() as f64,
            font.size * 1.15,
        );
        let (x, y) = (at.0 - w / 2.0, at.1 - h / 2.0);
        // A margin round the box, so neighbours do not touch: glyphs
        // such as brackets reach past the estimate.
        let pad = font.size * 0.2;
        let free = self.take((x - pad, y - pad, w + 2.0 * pad, h + 2.0 * pad));
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
}
