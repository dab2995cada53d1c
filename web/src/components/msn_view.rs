//! A Manhattan Street network drawn as its grid of one-way streets, north
//! up, with the view's overlay: distances and a shortest route, the total
//! exchange or the multinode broadcast slot by slot, or the two Hamiltonian
//! cycles.

use std::rc::Rc;

use castlab_core::eval::MsnReport;
use castlab_core::grid::NodeId;
use castlab_core::msn::{Hop, Msn};
use castlab_core::permalink::View;
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

mod overlay;

use overlay::node_of;
pub use overlay::{Overlay, arrival, overlay};

use super::canvas::{At, arrow_keys, context, fit};
use crate::hooks::use_drawing::{Painted, use_drawing, use_painted};
use crate::hooks::use_zoom::{Picking, Viewport};
use crate::l10n::tr_args;
use crate::pen::{Anchor, CanvasPen, Font, Pen, Stroke, SvgPen, Tag};
use crate::shared::Shared;

#[derive(Properties, PartialEq)]
pub struct MsnViewProps {
    pub msn: Msn,
    pub view: View,
    pub report: Option<Shared<MsnReport>>,
    pub step: Option<u32>,
    pub source: NodeId,
    pub hover: Option<NodeId>,
    /// Click: the destination (route) or the source (other views).
    pub on_pick: Callback<NodeId>,
    pub on_hover: Callback<Option<NodeId>>,
    /// Arrow keys: move the source `(axis, delta)` (y grows northwards).
    pub on_move: Callback<(usize, i64)>,
    /// Messages to emphasise (a hovered pseudocode line's), as (x, y).
    #[prop_or_default]
    pub emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    /// Draw the streets and the ends only: an open `hops` question's route
    /// would be counted.
    #[prop_or_default]
    pub hide_overlay: bool,
}

/// Where a node is drawn, in cells (north up), right of the band that
/// holds the y coordinates.
fn cell(msn: &Msn, v: NodeId) -> (f64, f64) {
    let (x, y) = msn.coords(v);
    (
        band(msn) + f64::from(x) + 0.5,
        f64::from(msn.height() - 1 - y) + 0.5,
    )
}

/// The width of the bands that hold the coordinates (the y coordinates on
/// the left, the x coordinates underneath), in nodes: a twentieth of the
/// drawing on a large network, so the numbers keep a readable size when
/// the nodes are small, and room for them beside eight nodes.
fn band(msn: &Msn) -> f64 {
    (0.05 * f64::from(msn.width().max(msn.height()) + 1)).max(0.7)
}

/// The drawing's width and height in nodes: the network with a node's
/// margin round it for the wraparound stubs, and the coordinates' bands.
fn extent(msn: &Msn) -> (f64, f64) {
    let b = band(msn);
    (
        f64::from(msn.width()) + 1.0 + b,
        f64::from(msn.height()) + 1.0 + b,
    )
}

/// Everything a frame of the drawing depends on (the effect's dependencies).
#[derive(Clone, PartialEq)]
struct Deps {
    msn: Msn,
    view: View,
    report: Option<Shared<MsnReport>>,
    step: Option<u32>,
    source: NodeId,
    hover: Option<NodeId>,
    /// The resize count and the canvas's CSS width: a redraw at a new size.
    size: (u32, Option<f64>),
    emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    hide_overlay: bool,
}

impl Deps {
    fn scene<'a>(&'a self, overlay: &'a Overlay, dst: Option<NodeId>) -> Scene<'a> {
        Scene {
            msn: &self.msn,
            overlay,
            source: self.source,
            dst,
            hover: self.hover,
            emphasis: &self.emphasis,
        }
    }

    /// The overlay of the frame, and the destination a route shows.
    fn frame(&self) -> Option<(Overlay, Option<NodeId>)> {
        let r = self.report.as_deref()?;
        let o = if self.hide_overlay {
            Overlay::default()
        } else {
            overlay(&self.msn, self.view, r, self.step, self.source, self.hover)
        };
        let dst = (self.view == View::Route).then(|| node_of(&self.msn, &r.route.destination));
        Some((o, dst))
    }
}

impl Painted for Deps {
    fn draw(&self, canvas: &HtmlCanvasElement, at: At, viewport: Viewport) -> Option<()> {
        let (o, dst) = self.frame()?;
        draw(canvas, &self.scene(&o, dst), (at, viewport))
    }

    fn svg(&self) -> Option<(f64, f64, String)> {
        let (o, dst) = self.frame()?;
        Some(svg(&self.scene(&o, dst)))
    }
}

/// A node's centre in the drawing, with `s` units per node.
fn centre(msn: &Msn, v: NodeId, s: f64) -> (f64, f64) {
    let (x, y) = cell(msn, v);
    (x * s + s / 2.0, y * s + s / 2.0)
}

/// Where the street from `from` along `hop` is drawn, with `s` units per
/// node: from the node's rim to the next node's rim, or, for a wraparound,
/// a stub leaving the grid in the street's direction (east on even rows,
/// north on even columns).
fn street(msn: &Msn, from: NodeId, hop: Hop, s: f64) -> ((f64, f64), (f64, f64)) {
    let at = |v: NodeId| centre(msn, v, s);
    let (ax, ay) = at(from);
    let (mut bx, mut by) = at(msn.next(from, hop));
    let wraps = (ax - bx).abs() > 1.5 * s || (ay - by).abs() > 1.5 * s;
    if wraps {
        let (x, y) = msn.coords(from);
        let sign = |n: u32| if n.is_multiple_of(2) { 1.0 } else { -1.0 };
        let (dx, dy) = match hop {
            Hop::Horizontal => (sign(y), 0.0),
            Hop::Vertical => (0.0, -sign(x)),
        };
        bx = ax + dx * s * 0.55;
        by = ay + dy * s * 0.55;
    }
    let r = s * 0.18;
    let angle = (by - ay).atan2(bx - ax);
    let start = (ax + r * angle.cos(), ay + r * angle.sin());
    let end = if wraps {
        (bx, by)
    } else {
        (bx - r * angle.cos(), by - r * angle.sin())
    };
    (start, end)
}

/// What a frame draws: the network, its overlay, the source, the route's
/// destination and the pointer.
struct Scene<'a> {
    msn: &'a Msn,
    overlay: &'a Overlay,
    source: NodeId,
    dst: Option<NodeId>,
    hover: Option<NodeId>,
    emphasis: &'a [(Vec<u32>, Vec<u32>)],
}

/// The drawing through the page's pen, with `s` pen units per node and
/// `px` per CSS pixel: every street with its arrow, the overlay's links,
/// the nodes (SVG: `data-node`, `data-x`, `data-y`), the pointer, the
/// destination (`class="destination"`) and the source (`class="source"`).
fn paint(pen: &mut dyn Pen, scene: &Scene, s: f64, px: f64) {
    let msn = scene.msn;
    axes(pen, msn, s, px);
    let head = (s * 0.16).max(3.0 * px);
    let thin = Stroke::solid("rgba(150,150,165,0.7)", (s * 0.03).max(0.6 * px));
    for v in msn.node_ids() {
        for hop in [Hop::Horizontal, Hop::Vertical] {
            let (from, to) = street(msn, v, hop, s);
            pen.arrow(from, to, thin, head, &Tag::NONE);
        }
    }
    for &(v, hop, colour) in &scene.overlay.links {
        let (from, to) = street(msn, v, hop, s);
        pen.arrow(
            from,
            to,
            Stroke::solid(colour, (s * 0.09).max(2.0 * px)),
            head,
            &Tag::NONE,
        );
    }
    let radius = s * 0.18;
    let mut fill = vec![None; msn.nodes()];
    for &(v, c) in &scene.overlay.nodes {
        fill[v.index()] = Some(c);
    }
    let tags = pen.tags();
    for v in msn.node_ids() {
        let colour = fill[v.index()].map_or("#f4f4f8".to_string(), |[r, g, b, _]| {
            format!("#{r:02x}{g:02x}{b:02x}")
        });
        let tag = if tags {
            let (x, y) = msn.coords(v);
            Tag::default()
                .with("data-node", v.index())
                .with("data-x", x)
                .with("data-y", y)
        } else {
            Tag::NONE
        };
        let stroke = Stroke::solid("#444", px);
        pen.circle(centre(msn, v, s), radius, Some(&colour), Some(stroke), &tag);
    }
    let ring = |pen: &mut dyn Pen, v: NodeId, colour: &str, width: f64, tag: Tag| {
        let stroke = Some(Stroke::solid(colour, width * px));
        pen.circle(centre(msn, v, s), radius * 1.7, None, stroke, &tag);
    };
    if let Some(h) = scene.hover {
        ring(pen, h, "#1e88e5", 2.0, Tag::NONE);
    }
    if let Some(d) = scene.dst {
        let (x, y) = centre(msn, d, s);
        let r = radius * 1.6;
        let tag = if tags {
            Tag::class("destination")
        } else {
            Tag::NONE
        };
        let stroke = Some(Stroke::solid("#111", 3.0 * px));
        pen.rect((x - r, y - r), (2.0 * r, 2.0 * r), None, stroke, &tag);
    }
    let source = if tags {
        Tag::class("source")
    } else {
        Tag::NONE
    };
    ring(pen, scene.source, "#111", 3.0, source);
    for (from, to) in scene.emphasis {
        let (a, b) = (node_of(msn, from), node_of(msn, to));
        crate::pen::emphasise(
            pen,
            centre(msn, a, s),
            centre(msn, b, s),
            (s * 0.06).max(2.0 * px),
        );
    }
}

/// The coordinates along the axes: x under the columns, y beside the rows
/// (north up), every `k`-th where one per node would not fit.
fn axes(pen: &mut dyn Pen, msn: &Msn, s: f64, px: f64) {
    let size = (0.36 * s).clamp(9.0 * px, 14.0 * px);
    let digits = f64::from(msn.width().max(msn.height()).ilog10() + 1);
    // Every k-th coordinate, k a power of two: sides are even.
    let every = |room: f64| {
        (0..10)
            .map(|e| 1u32 << e)
            .find(|&k| f64::from(k) * s >= room)
            .unwrap_or(1 << 10)
    };
    let font = Font {
        colour: Some("#555"),
        ..Font::new(size, Anchor::Middle)
    };
    let b = band(msn);
    // Mid-band, or as far in as a number needs where the band is narrower
    // than it (a large network in a small frame).
    let wide = digits * 0.62 * size;
    let left = (b * s / 2.0).max(wide / 2.0 + px);
    let bottom = (f64::from(msn.height()) + 1.0 + b) * s;
    let under = (bottom - b * s / 2.0).min(bottom - 0.6 * size);
    let k = every(wide + 4.0 * px);
    for x in (0..msn.width()).step_by(k as usize) {
        let (cx, _) = centre(msn, msn.node(i64::from(x), 0), s);
        pen.text((cx, under), &x.to_string(), font);
    }
    let k = every(1.3 * size);
    for y in (0..msn.height()).step_by(k as usize) {
        let (_, cy) = centre(msn, msn.node(0, i64::from(y)), s);
        pen.text((left, cy), &y.to_string(), font);
    }
}

/// The drawing as SVG, one unit per node (a CSS pixel is a fiftieth).
fn svg(scene: &Scene) -> (f64, f64, String) {
    let (w, h) = extent(scene.msn);
    let mut pen = SvgPen::default();
    paint(&mut pen, scene, 1.0, 0.02);
    (w, h, pen.finish())
}

fn draw(canvas: &HtmlCanvasElement, scene: &Scene, (at, v): (At, Viewport)) -> Option<()> {
    let (w, h) = extent(scene.msn);
    let (width, height, dpr) = fit(canvas, w / h, at)?;
    let ctx = context(canvas)?;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, width, height);
    // Zoomed: the same drawing at a larger scale, moved to the viewport.
    ctx.translate(-v.x * width * v.zoom, -v.y * height * v.zoom)
        .ok()?;
    let mut pen = CanvasPen::new(&ctx, "#111");
    paint(&mut pen, scene, width / w * v.zoom, dpr);
    pen.labels_on(canvas, (-v.x * width * v.zoom, -v.y * height * v.zoom), dpr);
    Some(())
}

/// The node at a point of the canvas (CSS pixels, with the canvas's CSS
/// size), through the viewport.
fn node_at(msn: &Msn, v: Viewport, (px, py): (f64, f64), (w, h): (f64, f64)) -> Option<NodeId> {
    let (fx, fy) = v.to_drawing((px / w, py / h));
    let (across, down) = extent(msn);
    let (cx, cy) = (fx * across - band(msn) - 0.5, fy * down - 0.5);
    let (x, row) = (cx.floor(), cy.floor());
    if x < 0.0 || row < 0.0 || x >= f64::from(msn.width()) || row >= f64::from(msn.height()) {
        return None;
    }
    let y = f64::from(msn.height()) - 1.0 - row;
    Some(msn.node(x as i64, y as i64))
}

#[component]
pub fn MsnView(props: &MsnViewProps) -> Html {
    let msn = props.msn;
    let picking = Picking {
        locate: Rc::new(move |v, at, size| node_at(&msn, v, at, size)),
        on_hover: props.on_hover.clone(),
        on_pick: props.on_pick.clone(),
    };
    // Zoom until a node is 48 CSS pixels from the next.
    let units = extent(&props.msn).0;
    let drawing = use_drawing("network", units, 4.0, picking);
    let (canvas_ref, zoom) = (drawing.canvas.clone(), drawing.zoom.clone());
    let viewport = zoom.viewport;
    let painted = Deps {
        msn: props.msn,
        view: props.view,
        report: props.report.clone(),
        step: props.step,
        source: props.source,
        hover: props.hover,
        size: drawing.size,
        emphasis: props.emphasis.clone(),
        hide_overlay: props.hide_overlay,
    };
    use_painted(&drawing, viewport, painted);
    // North is up: the up arrow goes to a larger y.
    let onkeydown = arrow_keys(zoom.on_key.clone(), props.on_move.clone(), 2, true);
    let (w, h) = (props.msn.width(), props.msn.height());
    let class = classes!("heatmap", "msn");
    zoom.frame(html! {
        <canvas ref={canvas_ref} {class} data-testid="msn-canvas" data-viewport={viewport.attribute()}
            data-emphasis={crate::pen::emphasis_attribute(&props.emphasis)}
            data-width={w.to_string()} data-height={h.to_string()}
            width={(extent(&props.msn).0 * 40.0).round().to_string()} height={(extent(&props.msn).1 * 40.0).round().to_string()}
            role="img" tabindex="0"
            aria-label={tr_args("views-msn-name", &[("w", w.into()), ("h", h.into())])}
            {onkeydown} />
    })
}

// Last in the file (the resources' tidy test reads the code above a
// `cfg(test)`). The overlay's colours, which the key's test holds the stylesheet to.
#[cfg(test)]
pub use overlay::{AHEAD, AREA_COLOURS, AREA_SOURCE, COMPLEMENT, DONE, HOLDS, REACHED, TAG, paler};
