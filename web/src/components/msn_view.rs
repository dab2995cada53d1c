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

use super::canvas::{
    At, Render, Svg, arrow_move, arrowhead, context, fit, mark_first_map, on_page, use_render_slot,
};
use crate::colors::{self, Palette};
use crate::hooks::use_resize::{use_box_width, use_resize};
use crate::hooks::use_zoom::{Picking, Viewport, use_zoom};
use crate::state::Shared;

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
}

const CYCLE_COLOURS: [&str; 2] = ["#ef6c00", "#1e88e5"];

/// Where a node is drawn, in cells (north up).
fn cell(msn: &Msn, v: NodeId) -> (f64, f64) {
    let (x, y) = msn.coords(v);
    (f64::from(x) + 0.5, f64::from(msn.height() - 1 - y) + 0.5)
}

/// What the overlay shows at the current step, computed from the report.
pub struct Overlay {
    /// Links to draw strongly, with a colour.
    pub links: Vec<(NodeId, Hop, &'static str)>,
    /// Nodes to fill, with a colour.
    pub nodes: Vec<(NodeId, [u8; 4])>,
    /// One line for the counter.
    pub status: String,
}

fn node_of(msn: &Msn, c: &[u32]) -> NodeId {
    msn.node(i64::from(c[0]), i64::from(c[1]))
}

fn hop_of(msn: &Msn, from: NodeId, to: NodeId) -> Hop {
    if msn.next(from, Hop::Horizontal) == to {
        Hop::Horizontal
    } else {
        Hop::Vertical
    }
}

/// The overlay of `view` at `step` for packets from `source`.
pub fn overlay(
    msn: &Msn,
    view: View,
    r: &MsnReport,
    step: Option<u32>,
    source: NodeId,
    hover: Option<NodeId>,
) -> Overlay {
    let mut out = Overlay {
        links: Vec::new(),
        nodes: Vec::new(),
        status: String::new(),
    };
    let links_total = 2 * msn.nodes();
    match view {
        View::Te => {
            let Some(te) = r.te.as_ref() else { return out };
            let Some(phases) = te.phases.as_ref() else {
                out.status = format!("{} slots; the phases are listed for N ≤ 16.", te.slots);
                return out;
            };
            let t = step.unwrap_or(0) as usize;
            if t == 0 {
                out.status = format!(
                    "{} phases, {} slots in all. Press play to step through them.",
                    phases.len(),
                    te.slots
                );
                return out;
            }
            let mut before = 0usize; // steps of earlier phases
            let mut half_slots = 0u64;
            for (i, j, tag) in phases {
                let hops: Vec<Hop> = tag
                    .chars()
                    .map(|c| {
                        if c == '0' {
                            Hop::Horizontal
                        } else {
                            Hop::Vertical
                        }
                    })
                    .collect();
                let per = if i == j { 1 } else { 2 };
                if t <= before + hops.len() {
                    let k = t - before - 1;
                    let complement: Vec<Hop> = hops.iter().map(|h| h.other()).collect();
                    for (tag, colour) in [(&hops, "#ef6c00"), (&complement, "#1e88e5")] {
                        let mut at = source;
                        for (m, &h) in tag.iter().enumerate() {
                            let shade = if m == k {
                                colour
                            } else if m < k {
                                "rgba(90,90,110,0.9)"
                            } else {
                                "rgba(150,150,165,0.5)"
                            };
                            out.links.push((at, h, shade));
                            at = msn.next(at, h);
                        }
                        out.nodes.push((at, [255, 235, 59, 255]));
                    }
                    let slot = half_slots as f64 / 2.0 + (k + 1) as f64 * per as f64 / 2.0;
                    out.status = format!(
                        "Step {t}: phase P({i},{j}), hop {} of {}; slot {slot} of {}; {links_total} of {links_total} links busy.",
                        k + 1,
                        hops.len(),
                        te.slots
                    );
                    return out;
                }
                before += hops.len();
                half_slots += per * hops.len() as u64;
            }
            out.status = format!("Done: {} slots, every link busy in every slot.", te.slots);
        }
        View::Mnb => {
            let Some(mnb) = r.mnb.as_ref() else {
                return out;
            };
            let Some(sets) = mnb.sets.as_ref() else {
                out.status = format!("{} slots; the sets are listed for N ≤ 16.", mnb.slots);
                return out;
            };
            let t = step.unwrap_or(0) as usize;
            let mut holds = vec![false; msn.nodes()];
            holds[source.index()] = true;
            for (k, set) in sets.iter().enumerate().take(t) {
                for (from, to) in set {
                    // A_k(source): the link's image under R_source^(−1).
                    let (f, g) = (node_of(msn, from), node_of(msn, to));
                    let (ff, tt) = (
                        msn.absolute(source, msn.relative(NodeId::new(0), f)),
                        msn.absolute(source, msn.relative(NodeId::new(0), g)),
                    );
                    holds[tt.index()] = true;
                    if k + 1 == t {
                        out.links.push((ff, hop_of(msn, ff, tt), "#ef6c00"));
                    }
                }
            }
            out.nodes = holds
                .iter()
                .enumerate()
                .filter(|&(_, &h)| h)
                .map(|(v, _)| (NodeId::new(v), [255, 183, 77, 255]))
                .collect();
            let busy = if t == sets.len() {
                msn.nodes()
            } else {
                links_total
            };
            out.status = format!(
                "Slot {t} of {}: {} nodes hold this source's packet; {busy} of {links_total} links busy.",
                sets.len(),
                holds.iter().filter(|&&h| h).count()
            );
        }
        View::Hamiltonian => {
            let Some(h) = r.hamiltonian.as_ref() else {
                return out;
            };
            for (k, cycle) in h.cycles.iter().enumerate() {
                for w in 0..cycle.len() {
                    let (a, b) = (
                        node_of(msn, &cycle[w]),
                        node_of(msn, &cycle[(w + 1) % cycle.len()]),
                    );
                    out.links.push((a, hop_of(msn, a, b), CYCLE_COLOURS[k]));
                }
            }
            let t = step.unwrap_or(0) as usize;
            if t > 0 {
                // The half packet of this source, t half slots on, on each ring.
                for cycle in &h.cycles {
                    if let Some(start) = cycle.iter().position(|c| node_of(msn, c) == source) {
                        let c = &cycle[(start + t) % cycle.len()];
                        out.nodes.push((node_of(msn, c), [255, 235, 59, 255]));
                    }
                }
            }
            out.status = format!(
                "Half slot {t} of {}: each node passes a half packet along both rings.",
                msn.nodes() - 1
            );
        }
        View::Route | View::Tcd | View::Broadcast | View::Orderly => {
            let path = |target: NodeId| -> Vec<NodeId> {
                // The report's route is for the query's destination; for a
                // hovered node, follow BFS distances back.
                let dist = &r.route.distance_map;
                let mut seq = vec![target];
                let mut at = target;
                while dist[at.index()] > 0 {
                    let prev = [Hop::Horizontal, Hop::Vertical]
                        .into_iter()
                        .map(|h| msn.previous(at, h))
                        .find(|&p| dist[p.index()] + 1 == dist[at.index()]);
                    let Some(p) = prev else { break };
                    seq.push(p);
                    at = p;
                }
                seq.reverse();
                seq
            };
            let route: Vec<NodeId> = r.route.path.iter().map(|c| node_of(msn, c)).collect();
            for w in route.windows(2) {
                out.links.push((w[0], hop_of(msn, w[0], w[1]), "#ef6c00"));
            }
            if let Some(h) = hover.filter(|&h| h.index() < msn.nodes()) {
                for w in path(h).windows(2) {
                    out.links.push((w[0], hop_of(msn, w[0], w[1]), "#1e88e5"));
                }
            }
            let max = f64::from(r.route.diameter.max(1));
            out.nodes = r
                .route
                .distance_map
                .iter()
                .enumerate()
                .map(|(v, &d)| {
                    let colour = colors::rgba(Palette::Sequential, f64::from(d), 0.0, max);
                    (NodeId::new(v), colour)
                })
                .collect();
        }
    }
    out
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
    viewport: Viewport,
}

impl Deps {
    /// The overlay of the frame, and the destination a route shows.
    fn frame(&self) -> Option<(Overlay, Option<NodeId>)> {
        let r = self.report.as_deref()?;
        let o = overlay(&self.msn, self.view, r, self.step, self.source, self.hover);
        let dst = (self.view == View::Route).then(|| node_of(&self.msn, &r.route.destination));
        Some((o, dst))
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

/// The drawing as SVG, one unit per node: every street with an arrow, the
/// view's overlay, the nodes (with `data-node`, `data-x`, `data-y`), the
/// source and the destination.
fn svg_body(
    msn: &Msn,
    overlay: &Overlay,
    source: NodeId,
    dst: Option<NodeId>,
) -> (f64, f64, String) {
    use std::fmt::Write as _;
    let (w, h) = (f64::from(msn.width()) + 1.0, f64::from(msn.height()) + 1.0);
    let mut out = String::from(
        "<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>\n",
    );
    let line = |out: &mut String, v: NodeId, hop: Hop, colour: &str, width: f64| {
        let ((sx, sy), (tx, ty)) = street(msn, v, hop, 1.0);
        let _ = writeln!(
            out,
            "<line x1=\"{sx:.3}\" y1=\"{sy:.3}\" x2=\"{tx:.3}\" y2=\"{ty:.3}\" stroke=\"{colour}\" stroke-width=\"{width}\" marker-end=\"url(#head)\"/>"
        );
    };
    for v in msn.node_ids() {
        for hop in [Hop::Horizontal, Hop::Vertical] {
            line(&mut out, v, hop, "#9696a5", 0.03);
        }
    }
    for &(v, hop, colour) in &overlay.links {
        line(&mut out, v, hop, colour, 0.09);
    }
    let mut fill = vec![None; msn.nodes()];
    for &(v, c) in &overlay.nodes {
        fill[v.index()] = Some(c);
    }
    for (v, f) in msn.node_ids().zip(&fill) {
        let (cx, cy) = centre(msn, v, 1.0);
        let (x, y) = msn.coords(v);
        let colour = f.map_or("#f4f4f8".to_string(), |[r, g, b, _]| {
            format!("#{r:02x}{g:02x}{b:02x}")
        });
        let _ = writeln!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"0.18\" fill=\"{colour}\" stroke=\"#444\" stroke-width=\"0.02\" data-node=\"{}\" data-x=\"{x}\" data-y=\"{y}\"/>",
            v.index()
        );
    }
    let (cx, cy) = centre(msn, source, 1.0);
    let _ = writeln!(
        out,
        "<circle class=\"source\" cx=\"{cx}\" cy=\"{cy}\" r=\"0.31\" fill=\"none\" stroke=\"#111\" stroke-width=\"0.06\"/>"
    );
    if let Some(d) = dst {
        let (cx, cy) = centre(msn, d, 1.0);
        let _ = writeln!(
            out,
            "<rect class=\"destination\" x=\"{:.3}\" y=\"{:.3}\" width=\"0.58\" height=\"0.58\" fill=\"none\" stroke=\"#111\" stroke-width=\"0.06\"/>",
            cx - 0.29,
            cy - 0.29
        );
    }
    (w, h, out)
}

fn draw(
    canvas: &HtmlCanvasElement,
    msn: &Msn,
    overlay: &Overlay,
    source: NodeId,
    dst: Option<NodeId>,
    hover: Option<NodeId>,
    (at, v): (At, Viewport),
) -> Option<()> {
    let (w, h) = (f64::from(msn.width()), f64::from(msn.height()));
    let (width, height, dpr) = fit(canvas, (w + 1.0) / (h + 1.0), at)?;
    // Zoomed: the same drawing at a larger scale, moved to the viewport.
    let s = width / (w + 1.0) * v.zoom;
    let ctx = context(canvas)?;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, width, height);
    ctx.translate(-v.x * width * v.zoom, -v.y * height * v.zoom)
        .ok()?;
    let at = |v: NodeId| centre(msn, v, s);
    let arrow = |from: NodeId, hop: Hop, colour: &str, lw: f64| {
        let ((sx, sy), (tx, ty)) = street(msn, from, hop, s);
        let angle = (ty - sy).atan2(tx - sx);
        ctx.set_stroke_style_str(colour);
        ctx.set_fill_style_str(colour);
        ctx.set_line_width(lw);
        ctx.begin_path();
        ctx.move_to(sx, sy);
        ctx.line_to(tx, ty);
        ctx.stroke();
        arrowhead(&ctx, (tx, ty), angle, (s * 0.16).max(3.0 * dpr), 0.5);
    };
    let thin = (s * 0.03).max(0.6 * dpr);
    for v in msn.node_ids() {
        for hop in [Hop::Horizontal, Hop::Vertical] {
            arrow(v, hop, "rgba(150,150,165,0.7)", thin);
        }
    }
    for &(v, hop, colour) in &overlay.links {
        arrow(v, hop, colour, (s * 0.09).max(2.0 * dpr));
    }
    let radius = s * 0.18;
    let mut fill = vec![None; msn.nodes()];
    for &(v, c) in &overlay.nodes {
        fill[v.index()] = Some(c);
    }
    for v in msn.node_ids() {
        let (x, y) = at(v);
        ctx.begin_path();
        ctx.arc(x, y, radius, 0.0, std::f64::consts::TAU).ok()?;
        let colour = fill[v.index()].map_or("#f4f4f8".to_string(), |[r, g, b, _]| {
            format!("rgb({r},{g},{b})")
        });
        ctx.set_fill_style_str(&colour);
        ctx.fill();
        ctx.set_stroke_style_str("#444");
        ctx.set_line_width(1.0 * dpr);
        ctx.stroke();
    }
    let ring = |v: NodeId, colour: &str, lw: f64, square: bool| {
        let (x, y) = at(v);
        ctx.set_stroke_style_str(colour);
        ctx.set_line_width(lw * dpr);
        if square {
            ctx.stroke_rect(
                x - radius * 1.6,
                y - radius * 1.6,
                radius * 3.2,
                radius * 3.2,
            );
        } else {
            ctx.begin_path();
            let _ = ctx.arc(x, y, radius * 1.7, 0.0, std::f64::consts::TAU);
            ctx.stroke();
        }
    };
    if let Some(h) = hover {
        ring(h, "#1e88e5", 2.0, false);
    }
    if let Some(d) = dst {
        ring(d, "#111", 3.0, true);
    }
    ring(source, "#111", 3.0, false);
    Some(())
}

/// The node at a point of the canvas (CSS pixels, with the canvas's CSS
/// size), through the viewport.
fn node_at(msn: &Msn, v: Viewport, (px, py): (f64, f64), (w, h): (f64, f64)) -> Option<NodeId> {
    let (fx, fy) = v.to_drawing((px / w, py / h));
    let (cx, cy) = (
        fx * (f64::from(msn.width()) + 1.0) - 0.5,
        fy * (f64::from(msn.height()) + 1.0) - 0.5,
    );
    let (x, row) = (cx.floor(), cy.floor());
    if x < 0.0 || row < 0.0 || x >= f64::from(msn.width()) || row >= f64::from(msn.height()) {
        return None;
    }
    let y = f64::from(msn.height()) - 1.0 - row;
    Some(msn.node(x as i64, y as i64))
}

#[component]
pub fn MsnView(props: &MsnViewProps) -> Html {
    let canvas_ref = use_node_ref();
    let resized = use_resize();
    let width = use_box_width(canvas_ref.clone());
    let zoom = {
        // Zoom until a node is 48 CSS pixels from the next.
        let columns = f64::from(props.msn.width()) + 1.0;
        let max = Rc::new(move |css: f64| (48.0 * columns / css.max(1.0)).max(4.0));
        let msn = props.msn;
        let picking = Picking {
            locate: Rc::new(move |v, at, size| node_at(&msn, v, at, size)),
            on_hover: props.on_hover.clone(),
            on_pick: props.on_pick.clone(),
        };
        use_zoom("network", max, picking)
    };
    let viewport = zoom.viewport;
    {
        let canvas_ref = canvas_ref.clone();
        let deps = Deps {
            viewport,
            msn: props.msn,
            view: props.view,
            report: props.report.clone(),
            step: props.step,
            source: props.source,
            hover: props.hover,
            size: (resized, width),
        };
        let register = use_render_slot(canvas_ref.clone());
        use_effect_with(deps, move |deps| {
            let deps = Rc::new(deps.clone());
            let on_canvas = Rc::clone(&deps);
            // Exports draw the whole network; the page, its viewport.
            let draw_at = move |canvas: &HtmlCanvasElement, at: At, v: Viewport| {
                let (o, dst) = on_canvas.frame()?;
                let f = &*on_canvas;
                draw(canvas, &f.msn, &o, f.source, dst, f.hover, (at, v))
            };
            if let Some(canvas) = canvas_ref.cast::<HtmlCanvasElement>()
                && draw_at(&canvas, on_page(width), deps.viewport).is_some()
            {
                mark_first_map();
            }
            let render: Render = Rc::new(move |canvas, at| draw_at(canvas, at, Viewport::FIT));
            let svg: Svg = Rc::new(move || {
                let (o, dst) = deps.frame()?;
                Some(svg_body(&deps.msn, &o, deps.source, dst))
            });
            register(render, svg);
        });
    }
    let onkeydown = {
        let (zoom_key, on_move) = (zoom.on_key.clone(), props.on_move.clone());
        Callback::from(move |e: KeyboardEvent| {
            if zoom_key(&e) {
                return;
            }
            // North is up: the up arrow goes to a larger y.
            if let Some(step) = arrow_move(&e, 2, true) {
                e.prevent_default();
                on_move.emit(step);
            }
        })
    };
    let (w, h) = (props.msn.width(), props.msn.height());
    let class = classes!("heatmap", "msn");
    zoom.frame(html! {
        <canvas ref={canvas_ref} {class} data-testid="msn-canvas" data-viewport={viewport.attribute()}
            data-width={w.to_string()} data-height={h.to_string()}
            width={((w + 1) * 40).to_string()} height={((h + 1) * 40).to_string()}
            role="img" tabindex="0"
            aria-label={format!("The {w} by {h} Manhattan Street network, north up. Rows alternate east and west, columns north and south. Click a node to choose it; the arrow keys move the source.")}
            {onkeydown} />
    })
}
