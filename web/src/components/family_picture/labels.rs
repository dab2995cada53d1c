//! An orderly ordering's labels on a family's picture: each link carries
//! its label at each end (the link's place in that end's ordered list,
//! counted from 1), boxed, just clear of the end's circle; the labels the
//! step's messages fire on are drawn in the run's colour.

use super::geometry::{DrawnLink, Geometry};
use crate::pen::{Anchor, Font, Pen, Stroke, Tag, Xy};
use crate::run;

/// One drawn link's labels: `at_u` at its end `u`, `at_v` at its end `v`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkLabels {
    pub u: usize,
    pub v: usize,
    pub at_u: u32,
    pub at_v: u32,
}

/// Every drawn link's labels, in the geometry's link order, from an
/// ordering's flat lists (vertex v's neighbours in label order are
/// `targets[offsets[v]..offsets[v + 1]]`); `None` when a link's end does
/// not list the other (an ordering of another graph).
pub fn link_labels(g: &Geometry, offsets: &[u32], targets: &[u32]) -> Option<Vec<LinkLabels>> {
    let label = |from: usize, to: usize| -> Option<u32> {
        let range = offsets.get(from..from + 2)?;
        let list = targets.get(range[0] as usize..range[1] as usize)?;
        let k = list.iter().position(|&t| t as usize == to)?;
        Some(k as u32 + 1)
    };
    g.links
        .iter()
        .map(|l| {
            Some(LinkLabels {
                u: l.u,
                v: l.v,
                at_u: label(l.u, l.v)?,
                at_v: label(l.v, l.u)?,
            })
        })
        .collect()
}

/// The labels for the browser tests (`data-link-labels`): `u-v:i,j` per link (its label `i`
/// at `u`, `j` at `v`), space-separated.
pub fn attribute(labels: &[LinkLabels]) -> String {
    labels
        .iter()
        .map(|l| format!("{}-{}:{},{}", l.u, l.v, l.at_u, l.at_v))
        .collect::<Vec<_>>()
        .join(" ")
}

fn length(line: &[Xy]) -> f64 {
    line.windows(2)
        .map(|w| (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1))
        .sum()
}

/// The point `d` along the polyline from its start (its end if shorter).
pub fn along(line: &[Xy], mut d: f64) -> Xy {
    for w in line.windows(2) {
        let step = (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1);
        if step >= d && step > 0.0 {
            let t = d / step;
            return (
                w[0].0 + t * (w[1].0 - w[0].0),
                w[0].1 + t * (w[1].1 - w[0].1),
            );
        }
        d -= step;
    }
    line.last().copied().unwrap_or((0.0, 0.0))
}

/// The first piece of `link` leaving `from`, in pen units.
fn leaving(g: &Geometry, link: &DrawnLink, from: usize, s: f64) -> Vec<Xy> {
    link.from(from, &g.points)
        .into_iter()
        .next()
        .unwrap_or_default()
        .into_iter()
        .map(|p| (p.0 * s, p.1 * s))
        .collect()
}

/// How far from each vertex's centre its labels stand: clear of its
/// circle, and far enough out that the labels of two links leaving it at
/// the least angle between them do not touch (K_n's fans), up to a cap.
fn distances(g: &Geometry, s: f64, r: f64, size: f64) -> Vec<f64> {
    let mut angles: Vec<Vec<f64>> = vec![Vec::new(); g.points.len()];
    for link in &g.links {
        for end in [link.u, link.v] {
            let piece = leaving(g, link, end, s);
            let ahead = along(&piece, r.min(length(&piece) / 2.0));
            let from = piece.first().copied().unwrap_or(ahead);
            angles[end].push((ahead.1 - from.1).atan2(ahead.0 - from.0));
        }
    }
    angles
        .iter_mut()
        .map(|a| {
            a.sort_by(f64::total_cmp);
            let wrap = a.first().map(|f| f + std::f64::consts::TAU);
            let least = a
                .iter()
                .zip(a.iter().skip(1).chain(wrap.as_ref()))
                .map(|(x, y)| y - x)
                .fold(std::f64::consts::PI, f64::min)
                .max(0.05);
            let apart = 1.25 * size / (2.0 * (least / 2.0).sin());
            // Two links leaving almost together (a bowed one beside a
            // straight one) would push the labels far out, where other
            // links cross: they stay within a few labels of their vertex.
            (r + 0.85 * size).max(apart).min(r + 2.6 * size)
        })
        .collect()
}

/// The labels on the links, `size` high, `r` the vertices' radius (pen
/// units); `fired`: the step's messages (sender, receiver), whose label at
/// the sender is drawn in the run's colour.
pub fn paint(
    pen: &mut dyn Pen,
    g: &Geometry,
    labels: &[LinkLabels],
    fired: &[(usize, usize)],
    (s, px, r, size): (f64, f64, f64, f64),
) {
    let gaps = distances(g, s, r, size);
    for (link, l) in g.links.iter().zip(labels) {
        for (end, label) in [(l.u, l.at_u), (l.v, l.at_v)] {
            let other = if end == l.u { l.v } else { l.u };
            let piece = leaving(g, link, end, s);
            // Two labels share a link: each keeps to its own end's part.
            let at = along(&piece, gaps[end].min(0.42 * length(&piece)));
            let hot = fired.contains(&(end, other));
            let text = label.to_string();
            let w = size * (0.35 + 0.6 * text.len() as f64);
            let (fill, ink, edge) = if hot {
                (run::ROUTE, "#ffffff", run::ROUTE)
            } else {
                ("rgba(255,255,255,0.94)", "#111111", "#555555")
            };
            pen.rect(
                (at.0 - w / 2.0, at.1 - size * 0.62),
                (w, size * 1.24),
                Some(fill),
                Some(Stroke::solid(edge, 0.7 * px)),
                &Tag::NONE,
            );
            let font = Font {
                bold: true,
                colour: Some(ink),
                ..Font::new(size, Anchor::Middle)
            };
            pen.text(at, &text, font);
        }
    }
}
