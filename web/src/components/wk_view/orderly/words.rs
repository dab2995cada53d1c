//! The words on WK's orderly picture: each vertex's address and its edge
//! labels, each placed clear of those placed before it.

use castlab_core::wk::WkNode;

use super::Frame;
use crate::pen::{Anchor, Baseline, Font, Pen, Stroke, Tag};
use crate::run::NOW;

/// The margin round a word's box, in its font's sizes: neighbours do
/// not touch.
const PAD: f64 = 0.12;

/// A box on the drawing: left, top, width, height (pen units).
pub(super) type Rect = (f64, f64, f64, f64);

fn overlaps(a: Rect, b: Rect) -> bool {
    a.0 < b.0 + b.2 && b.0 < a.0 + a.2 && a.1 < b.1 + b.3 && b.1 < a.1 + a.3
}

/// A word to write: where, what, in which font, on which backdrop (and
/// boxed: an edge label).
pub(super) struct Word {
    at: (f64, f64),
    text: String,
    size: f64,
    bold: bool,
    backdrop: &'static str,
    boxed: bool,
}

impl Word {
    /// The inked box, as the WK placer estimates it, and a margin round it.
    fn rect(&self) -> Rect {
        let (w, h) = (
            self.size * 0.62 * self.text.chars().count() as f64,
            self.size * 1.15,
        );
        let pad = self.size * PAD;
        (
            self.at.0 - w / 2.0 - pad,
            self.at.1 - h / 2.0 - pad,
            w + 2.0 * pad,
            h + 2.0 * pad,
        )
    }

    pub fn write(&self, pen: &mut dyn Pen, px: f64) {
        let pad = self.size * PAD;
        let (x, y, w, h) = self.rect();
        let stroke = self.boxed.then(|| Stroke::solid("#111111", 0.6 * px));
        pen.rect(
            (x + pad * 0.5, y + pad * 0.5),
            (w - pad, h - pad),
            Some(self.backdrop),
            stroke,
            &Tag::NONE,
        );
        let font = Font {
            bold: self.bold,
            colour: Some("#111111"),
            baseline: Baseline::Middle,
            ..Font::new(self.size, Anchor::Middle)
        };
        pen.text(self.at, &self.text, font);
    }
}

/// The boxes taken so far.
#[derive(Default)]
pub(super) struct Placed {
    pub taken: Vec<Rect>,
    pub words: Vec<Word>,
}

impl Placed {
    fn free(&self, r: Rect) -> bool {
        self.taken.iter().all(|&t| !overlaps(t, r))
    }

    /// The first of `tries` whose box is free, taken.
    fn first(&mut self, tries: impl IntoIterator<Item = Word>) -> bool {
        for word in tries {
            if self.free(word.rect()) {
                self.taken.push(word.rect());
                self.words.push(word);
                return true;
            }
        }
        false
    }
}

/// Pen-unit geometry of a frame.
pub(super) struct Geometry<'a> {
    pub at: &'a dyn Fn(WkNode) -> (f64, f64),
    pub radius: f64,
    /// Where words may start, from a vertex's centre (the rings' boxes
    /// are taken apart).
    pub clear: f64,
    pub label_size: f64,
    pub address_size: f64,
}

/// Vertex `v`'s labels, each on its edge, as near the vertex as is free
/// and short of the edge's middle (so it reads as the vertex's), all or
/// none; the label the step fires (`fired`) on the run's colour.
pub(super) fn place_labels(
    placed: &mut Placed,
    f: &Frame,
    g: &Geometry,
    v: WkNode,
    fired: Option<WkNode>,
) -> bool {
    let Some(labels) = f.labels else {
        return false;
    };
    let (ax, ay) = (g.at)(v);
    let mut trial = Placed {
        taken: Vec::new(),
        words: Vec::new(),
    };
    for (k, &u) in labels.of(v.index()).iter().enumerate() {
        let u = WkNode::new(u as usize);
        let (bx, by) = (g.at)(u);
        let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt().max(1e-9);
        let (ux, uy) = ((bx - ax) / len, (by - ay) / len);
        let word = |d: f64| Word {
            at: (ax + ux * d, ay + uy * d),
            text: (k + 1).to_string(),
            size: g.label_size,
            bold: true,
            backdrop: if fired == Some(u) {
                NOW
            } else {
                "rgba(255,255,255,0.92)"
            },
            boxed: true,
        };
        let (_, _, w, h) = word(0.0).rect();
        let reach = g.clear + (w / 2.0) * ux.abs() + (h / 2.0) * uy.abs();
        let step = g.label_size * 0.15;
        let tries = (0..24)
            .map(|i| reach + f64::from(i) * step)
            .take_while(|&d| d < 0.5 * len)
            .map(word)
            .filter(|w| placed.free(w.rect()));
        if !trial.first(tries) {
            return false;
        }
    }
    placed.taken.append(&mut trial.taken);
    placed.words.append(&mut trial.words);
    true
}

/// Vertex `v`'s address beside it, in the widest gap between its edges.
pub(super) fn place_address(placed: &mut Placed, f: &Frame, g: &Geometry, v: WkNode) -> bool {
    let (ax, ay) = (g.at)(v);
    let mut angles: Vec<f64> =
        f.wk.neighbours(v)
            .into_iter()
            .map(|(u, _)| {
                let (bx, by) = (g.at)(u);
                (by - ay).atan2(bx - ax)
            })
            .collect();
    angles.sort_by(f64::total_cmp);
    let tau = std::f64::consts::TAU;
    let mut gaps: Vec<(f64, f64)> = match angles.len() {
        0 => vec![(tau, -std::f64::consts::FRAC_PI_2)],
        n => (0..n)
            .map(|i| {
                let (a, b) = (
                    angles[i],
                    angles[(i + 1) % n] + if i + 1 == n { tau } else { 0.0 },
                );
                (b - a, (a + b) / 2.0)
            })
            .collect(),
    };
    gaps.sort_by(|a, b| b.0.total_cmp(&a.0));
    let bold = v == f.source;
    let text = f.wk.address(v);
    let word = |at: (f64, f64)| Word {
        at,
        text: text.clone(),
        size: g.address_size,
        bold,
        backdrop: "rgba(255,255,255,0.82)",
        boxed: false,
    };
    let (_, _, w, h) = word((0.0, 0.0)).rect();
    let tries: Vec<Word> = gaps
        .iter()
        .flat_map(|&(_, mid)| {
            let (cx, cy) = (mid.cos(), mid.sin());
            let reach = g.clear + (w / 2.0) * cx.abs() + (h / 2.0) * cy.abs();
            [0.0, 0.4, 0.8].map(|k| word((ax + cx * (reach + k * h), ay + cy * (reach + k * h))))
        })
        .collect();
    placed.first(tries)
}

/// The vertices whose words are written first: the source, the asked
/// vertices, the hovered one and their neighbours.
pub(super) fn first(f: &Frame) -> Vec<WkNode> {
    let wk = f.wk;
    let mut first = vec![f.source];
    first.extend(
        f.emphasis
            .iter()
            .flat_map(|(a, b)| [wk.node(a), wk.node(b)])
            .flatten(),
    );
    first.extend(f.hover);
    let near: Vec<WkNode> = first
        .iter()
        .flat_map(|&v| wk.neighbours(v).into_iter().map(|(u, _)| u))
        .collect();
    first.extend(near);
    let mut seen = vec![false; wk.nodes()];
    first.retain(|v| !std::mem::replace(&mut seen[v.index()], true));
    first
}
