//! The map of every source's TCD (or its difference against another
//! algorithm), drawn on a canvas through `ImageData`, with the schedule of
//! the chosen source over it.
//!
//! The cells are painted once per map into an offscreen canvas of one pixel
//! per node ([`Layout`]); each redraw scales that image to the visible
//! canvas (sized in device pixels) and adds the markers and the current
//! step's routes. A 1024×1024 map is one image, not a million elements.

use castlab_core::eval::{MapReport, SourceReport};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::schedule::{AxisOrder, route};
use std::rc::Rc;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};
use yew::prelude::*;

use super::canvas::{
    At, Render, Svg, arrow_move, arrowhead, context, fit, mark_first_map, on_page, use_render_slot,
};
use crate::colors::{self, Palette};
use crate::hooks::use_resize::{use_box_width, use_resize};
use crate::hooks::use_zoom::{Picking, Viewport, use_zoom};
use crate::layout::Layout;
use crate::protocol::StepLayer;
use crate::state::Shared;

mod cells;

pub use cells::{Shading, shading};
use cells::{paint_cells, paint_layer};

#[derive(Properties, PartialEq)]
pub struct HeatmapProps {
    pub grid: Grid,
    pub layout: Layout,
    pub map: Shared<MapReport>,
    /// When set, the map shows `map − baseline`.
    pub baseline: Option<Shared<MapReport>>,
    pub report: Option<Shared<SourceReport>>,
    /// The step whose messages are drawn (`None` or 0: none).
    pub step: Option<u32>,
    pub source: NodeId,
    pub hover: Option<NodeId>,
    pub on_pick: Callback<NodeId>,
    pub on_hover: Callback<Option<NodeId>>,
    pub on_move: Callback<(usize, i64)>,
    /// Every vertex's out-neighbours in label order, (offsets, targets),
    /// drawn as small numbers near each edge when the cells are large.
    #[prop_or_default]
    pub edge_labels: Option<Shared<(Vec<u32>, Vec<u32>)>>,
    /// The canvas's accessible name, if not the TCD map's.
    #[prop_or_default]
    pub description: Option<AttrValue>,
    /// The current step of a schedule too big to list (`report.schedule`
    /// is `None`), as layers: drawn instead of its messages.
    #[prop_or_default]
    pub layer: Option<Shared<StepLayer>>,
}

/// Everything a frame of the map depends on (the effect's dependencies).
#[derive(Clone, PartialEq)]
struct Deps {
    grid: Grid,
    layout: Layout,
    map: Shared<MapReport>,
    shade: Shared<Shading>,
    /// The cells, painted once per map.
    cells: Shared<Option<HtmlCanvasElement>>,
    report: Option<Shared<SourceReport>>,
    step: Option<u32>,
    source: NodeId,
    hover: Option<NodeId>,
    /// The resize count and the canvas's CSS width: a redraw at a new size.
    size: (u32, Option<f64>),
    labels: Option<Shared<(Vec<u32>, Vec<u32>)>>,
    layer: Option<Shared<StepLayer>>,
    /// The layer, painted once per step.
    layer_image: Shared<Option<HtmlCanvasElement>>,
    viewport: Viewport,
}

impl Deps {
    /// The frame at `viewport` (exports draw the whole map).
    fn frame(&self, viewport: Viewport) -> Option<Frame<'_>> {
        let layer = self
            .layer
            .as_deref()
            .filter(|l| Some(l.step) == self.step)
            .zip(self.layer_image.0.as_ref().as_ref());
        Some(Frame {
            grid: &self.grid,
            layout: &self.layout,
            map: &self.map,
            shade: &self.shade,
            cells: self.cells.0.as_ref().as_ref()?,
            report: self.report.as_deref(),
            step: self.step,
            source: self.source,
            hover: self.hover,
            labels: self.labels.as_deref(),
            layer,
            viewport,
        })
    }
}

struct Frame<'a> {
    grid: &'a Grid,
    layout: &'a Layout,
    map: &'a MapReport,
    shade: &'a Shading,
    cells: &'a HtmlCanvasElement,
    report: Option<&'a SourceReport>,
    step: Option<u32>,
    source: NodeId,
    hover: Option<NodeId>,
    labels: Option<&'a (Vec<u32>, Vec<u32>)>,
    /// The step's layer and its image, when it is the current step's.
    layer: Option<(&'a StepLayer, &'a HtmlCanvasElement)>,
    /// The part of the map shown.
    viewport: Viewport,
}

fn parse_route(text: &str, dims: usize) -> AxisOrder {
    let axes: Vec<u8> = text
        .chars()
        .filter_map(|c| "xyzwvu".find(c).map(|a| a as u8))
        .collect();
    AxisOrder::new(&axes[..axes.len().min(dims)]).unwrap_or(AxisOrder::DIMENSION_ORDER)
}

fn draw(canvas: &HtmlCanvasElement, f: &Frame, at: At) -> Option<()> {
    let (width, height, dpr) = fit(
        canvas,
        f64::from(f.layout.width) / f64::from(f.layout.height),
        at,
    )?;
    let v = f.viewport;
    // Zoomed: the same drawing at a larger scale, moved to the viewport.
    let scale = width / f64::from(f.layout.width) * v.zoom;
    let ctx = context(canvas)?;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, width, height);
    ctx.translate(-v.x * width * v.zoom, -v.y * height * v.zoom)
        .ok()?;
    // Enlarging: keep cells crisp. Shrinking: let the browser average.
    ctx.set_image_smoothing_enabled(scale < 1.0);
    ctx.draw_image_with_html_canvas_element_and_dw_and_dh(
        f.cells,
        0.0,
        0.0,
        width * v.zoom,
        height * v.zoom,
    )
    .ok()?;
    let centre = |i: usize| {
        let (x, y) = f.layout.centre(i);
        (x * scale, y * scale)
    };

    for (z, x, y) in f.layout.tiles() {
        ctx.set_fill_style_str("rgba(0,0,0,0.55)");
        ctx.set_font(&format!(
            "{:.0}px system-ui, sans-serif",
            (11.0 * dpr).min(scale * 3.0).max(8.0)
        ));
        ctx.set_text_align("left");
        ctx.set_text_baseline("top");
        let _ = ctx.fill_text(
            &format!("z={z}"),
            f64::from(x) * scale + 2.0,
            f64::from(y) * scale + 1.0,
        );
    }

    let labelled = scale >= 30.0 * dpr && f.layout.nodes() <= 4096;
    if labelled {
        ctx.set_font(&format!(
            "{:.0}px system-ui, sans-serif",
            (scale * 0.26).min(15.0 * dpr)
        ));
        ctx.set_text_align("center");
        ctx.set_text_baseline("bottom");
        for i in 0..f.shade.len() {
            let v = f.shade.value(i);
            let colour = colors::rgba(f.shade.palette, v, f.shade.min, f.shade.max);
            ctx.set_fill_style_str(if colors::is_light(colour) {
                "#111111"
            } else {
                "#ffffff"
            });
            let (cx, cy) = centre(i);
            let text = if f.shade.palette == Palette::Diverging && v > 0.0 {
                format!("+{v}")
            } else {
                format!("{v}")
            };
            let _ = ctx.fill_text(&text, cx, cy + scale / 2.0 - 2.0 * dpr);
        }
    }

    // Eyes: rings. Optimal sources that are not eyes: small squares.
    let node_of = |coords: &[u32]| f.grid.node(coords).map(NodeId::index);
    let ring = (scale * if labelled { 0.22 } else { 0.32 }).max(3.0 * dpr);
    for eye in f.map.eyes.iter().filter_map(|e| node_of(e)) {
        let (cx, cy) = centre(eye);
        for (colour, w) in [("#ffffff", 3.0 * dpr), ("#111111", 1.2 * dpr)] {
            ctx.begin_path();
            ctx.set_stroke_style_str(colour);
            ctx.set_line_width(w);
            ctx.arc(cx, cy, ring, 0.0, std::f64::consts::TAU).ok()?;
            ctx.stroke();
        }
    }
    // Mark optimal sources only where they stand out (not on a torus, where
    // every source is optimal).
    let few = f.map.optimum.count as usize <= f.map.optimum.sources.len()
        && (f.map.optimum.count as usize) * 2 < f.layout.nodes();
    if f.shade.palette == Palette::Sequential && few {
        let dot = (scale * 0.18).max(2.0 * dpr);
        for best in f.map.optimum.sources.iter().filter_map(|s| node_of(s)) {
            if f.map.eyes.iter().any(|e| node_of(e) == Some(best)) {
                continue;
            }
            let (cx, cy) = centre(best);
            ctx.set_fill_style_str("#ffffff");
            ctx.fill_rect(cx - dot, cy - dot, 2.0 * dot, 2.0 * dot);
            ctx.set_stroke_style_str("#111111");
            ctx.set_line_width(1.0 * dpr);
            ctx.stroke_rect(cx - dot, cy - dot, 2.0 * dot, 2.0 * dot);
        }
    }

    draw_step(&ctx, f, scale, dpr, &centre);
    if let Some(labels) = f.labels {
        draw_edge_labels(&ctx, labels, scale, dpr, &centre);
    }

    let outline = |i: usize, min_px: f64, styles: &[(&str, f64)]| {
        let (cx, cy) = centre(i);
        let (_, _, cw, ch) = f.layout.cell(i);
        let (w, h) = (
            (f64::from(cw) * scale).max(min_px * dpr),
            (f64::from(ch) * scale).max(min_px * dpr),
        );
        for &(colour, lw) in styles {
            ctx.set_stroke_style_str(colour);
            ctx.set_line_width(lw * dpr);
            ctx.stroke_rect(cx - w / 2.0, cy - h / 2.0, w, h);
        }
    };
    if let Some(h) = f.hover.filter(|&h| h != f.source) {
        outline(h.index(), 6.0, &[("rgba(255,255,255,0.9)", 1.5)]);
    }
    outline(f.source.index(), 9.0, &[("#111111", 4.0), ("#ffffff", 2.0)]);
    Some(())
}

/// The messages of the current step: their routes link by link (red where
/// two messages of the step share a directed link), arrowheads at the
/// receivers, and the nodes not yet informed dimmed.
fn draw_step(
    ctx: &CanvasRenderingContext2d,
    f: &Frame,
    scale: f64,
    dpr: f64,
    centre: &dyn Fn(usize) -> (f64, f64),
) {
    let (Some(report), Some(step)) = (f.report, f.step) else {
        return;
    };
    let Some(schedule) = report.schedule.as_ref() else {
        // Too many messages to draw one by one: the step's layer.
        if let Some((_, image)) = f.layer {
            let (width, height) = (
                f64::from(f.layout.width) * scale,
                f64::from(f.layout.height) * scale,
            );
            ctx.set_image_smoothing_enabled(scale < 1.0);
            let _ = ctx
                .draw_image_with_html_canvas_element_and_dw_and_dh(image, 0.0, 0.0, width, height);
        }
        return;
    };
    let grid = f.grid;
    let node = |c: &[u32]| grid.node(c);
    // Dim the nodes still uninformed after this step.
    let mut informed = vec![false; grid.node_count()];
    informed[f.source.index()] = true;
    for m in schedule.iter().filter(|m| m.step <= step) {
        if let Some(t) = node(&m.to) {
            informed[t.index()] = true;
        }
    }
    ctx.set_fill_style_str("rgba(20,20,28,0.55)");
    for (i, &done) in informed.iter().enumerate() {
        if !done {
            let (x, y, w, h) = f.layout.cell(i);
            ctx.fill_rect(
                f64::from(x) * scale,
                f64::from(y) * scale,
                f64::from(w) * scale,
                f64::from(h) * scale,
            );
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
    let width = (scale * 0.22).clamp(1.5 * dpr, 6.0 * dpr);
    for (from, to, hops) in &routes {
        for h in hops {
            let Some(next) = grid.neighbour(h.from, h.axis, h.forward) else {
                continue;
            };
            let (ax, ay) = centre(h.from.index());
            let (bx, by) = centre(next.index());
            let clash = uses[&(h.from.index(), h.axis, h.forward)] > 1;
            // Hops between 3-D slices and wraparound hops are dashed.
            let jump = h.axis >= 2 || (ax - bx).abs() + (ay - by).abs() > 1.5 * scale;
            ctx.set_stroke_style_str(if clash { "#e53935" } else { "#ff9800" });
            ctx.set_line_width(if clash { width * 1.6 } else { width });
            let dash = js_sys::Array::new();
            if jump {
                dash.push(&wasm_bindgen::JsValue::from_f64(3.0 * dpr));
                dash.push(&wasm_bindgen::JsValue::from_f64(3.0 * dpr));
            }
            let _ = ctx.set_line_dash(&dash);
            ctx.begin_path();
            ctx.move_to(ax, ay);
            ctx.line_to(bx, by);
            ctx.stroke();
        }
        let _ = ctx.set_line_dash(&js_sys::Array::new());
        let (sx, sy) = centre(from.index());
        let (tx, ty) = centre(to.index());
        ctx.set_fill_style_str("#ff9800");
        ctx.begin_path();
        let _ = ctx.arc(sx, sy, width * 1.2, 0.0, std::f64::consts::TAU);
        ctx.fill();
        // Arrowhead at the receiver, pointing along the last hop.
        let (px, py) = hops
            .last()
            .map(|h| centre(h.from.index()))
            .unwrap_or((sx, sy));
        let angle = (ty - py).atan2(tx - px);
        let size = (scale * 0.35).clamp(5.0 * dpr, 14.0 * dpr);
        ctx.set_fill_style_str("#ff9800");
        arrowhead(ctx, (tx, ty), angle, size, 0.45);
    }
}

/// Each edge's label a third of the way from its tail, where the cells are
/// large enough to read it; wraparound and between-slice edges are left
/// out (their ends are not adjacent on the canvas).
fn draw_edge_labels(
    ctx: &CanvasRenderingContext2d,
    (offsets, targets): &(Vec<u32>, Vec<u32>),
    scale: f64,
    dpr: f64,
    centre: &dyn Fn(usize) -> (f64, f64),
) {
    if scale < 26.0 * dpr {
        return;
    }
    let size = (scale * 0.2).min(13.0 * dpr);
    ctx.set_font(&format!("bold {size:.0}px system-ui, sans-serif"));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for v in 0..offsets.len().saturating_sub(1) {
        let (ax, ay) = centre(v);
        let list = &targets[offsets[v] as usize..offsets[v + 1] as usize];
        for (k, &w) in list.iter().enumerate() {
            let (bx, by) = centre(w as usize);
            if (ax - bx).abs() + (ay - by).abs() > 1.5 * scale {
                continue;
            }
            let (x, y) = (ax + (bx - ax) * 0.34, ay + (by - ay) * 0.34);
            ctx.set_fill_style_str("rgba(255,255,255,0.85)");
            ctx.fill_rect(x - size * 0.45, y - size * 0.55, size * 0.9, size * 1.1);
            ctx.set_fill_style_str("#111111");
            let _ = ctx.fill_text(&(k + 1).to_string(), x, y);
        }
    }
}

/// The node at a point of the canvas (CSS pixels, with the canvas's CSS
/// size), through the viewport.
fn node_at(layout: &Layout, v: Viewport, (x, y): (f64, f64), (w, h): (f64, f64)) -> Option<NodeId> {
    let (px, py) = v.to_drawing((x / w, y / h));
    layout
        .node_at(px * f64::from(layout.width), py * f64::from(layout.height))
        .map(NodeId::new)
}

#[component]
pub fn Heatmap(props: &HeatmapProps) -> Html {
    let canvas_ref = use_node_ref();
    let shade = use_memo(
        (props.map.clone(), props.baseline.clone()),
        |(map, base)| shading(map, base.as_ref()),
    );
    let cells = use_memo((props.layout, Shared(shade.clone())), |(layout, shade)| {
        paint_cells(layout, shade)
    });
    let layer_image = use_memo((props.layout, props.layer.clone()), |(layout, layer)| {
        layer.as_ref().and_then(|l| paint_layer(layout, l))
    });
    let resized = use_resize();
    let width = use_box_width(canvas_ref.clone());
    let layout = props.layout;
    let zoom = {
        // Zoom until a cell is 48 CSS pixels: a finger can pick it.
        let cells = f64::from(layout.width);
        let max = Rc::new(move |css: f64| (48.0 * cells / css.max(1.0)).max(8.0));
        let picking = Picking {
            locate: Rc::new(move |v, at, size| node_at(&layout, v, at, size)),
            on_hover: props.on_hover.clone(),
            on_pick: props.on_pick.clone(),
        };
        use_zoom("map", max, picking)
    };
    let viewport = zoom.viewport;
    {
        let canvas_ref = canvas_ref.clone();
        let deps = Deps {
            viewport,
            grid: props.grid,
            layout: props.layout,
            map: props.map.clone(),
            shade: Shared(shade.clone()),
            cells: Shared(cells),
            report: props.report.clone(),
            step: props.step,
            source: props.source,
            hover: props.hover,
            size: (resized, width),
            labels: props.edge_labels.clone(),
            layer: props.layer.clone(),
            layer_image: Shared(layer_image),
        };
        let register = use_render_slot(canvas_ref.clone());
        use_effect_with(deps, move |deps| {
            let deps = Rc::new(deps.clone());
            let on_canvas = Rc::clone(&deps);
            let on_export = Rc::clone(&deps);
            let render: Render =
                Rc::new(move |canvas, at| draw(canvas, &on_export.frame(Viewport::FIT)?, at));
            let svg: Svg = Rc::new(move || Some(svg_body(&deps.frame(Viewport::FIT)?)));
            if let (Some(canvas), Some(frame)) = (
                canvas_ref.cast::<HtmlCanvasElement>(),
                on_canvas.frame(on_canvas.viewport),
            ) && draw(&canvas, &frame, on_page(width)).is_some()
            {
                mark_first_map();
            }
            register(render, svg);
        });
    }

    let onkeydown = {
        let on_move = props.on_move.clone();
        let dims = props.grid.dims();
        let zoom_key = zoom.on_key.clone();
        Callback::from(move |e: KeyboardEvent| {
            if zoom_key(&e) {
                return;
            }
            if let Some(step) = arrow_move(&e, dims, false) {
                e.prevent_default();
                on_move.emit(step);
            }
        })
    };
    let src = props.grid.coords(props.source);
    let label = props.description.clone().map(|d| d.to_string()).unwrap_or_else(|| format!(
        "Map of the TCD from every source of the {} grid. Source ({src}). Click a cell or use the arrow keys{} to move the source.",
        castlab_core::permalink::dims_text(&props.grid),
        if props.grid.dims() >= 3 {
            " and Page Up/Down for z"
        } else {
            ""
        },
    ));
    // What the drawn layer shows, for tests and scripts.
    let shown = props.layer.as_deref().filter(|l| {
        Some(l.step) == props.step && props.report.as_ref().is_some_and(|r| r.schedule.is_none())
    });
    let layer_attr = |f: fn(&StepLayer) -> String| shown.map(|l| AttrValue::from(f(l)));
    zoom.frame(html! {
        <canvas
            ref={canvas_ref}
            class="heatmap"
            data-viewport={viewport.attribute()}
            data-layer-step={layer_attr(|l| l.step.to_string())}
            data-layer-informed={layer_attr(|l| l.informed.iter().filter(|&&t| u32::from(t) <= l.step).count().to_string())}
            data-layer-messages={layer_attr(|l| l.messages.to_string())}
            data-layer-hops={layer_attr(|l| l.hops.to_string())}
            data-layer-contended={layer_attr(|l| l.load.iter().filter(|&&x| x >= 2).count().to_string())}
            data-testid="heatmap"
            data-width={layout.width.to_string()}
            data-height={layout.height.to_string()}
            width={layout.width.to_string()}
            height={layout.height.to_string()}
            tabindex="0"
            role="img"
            aria-label={label}
            {onkeydown}
        />
    })
}

/// The map as SVG: one square per node in the layout's coordinates (each
/// with its value in `data-value`), the eyes as circles and the source
/// outlined, so a figure for a paper stays sharp at any size.
fn svg_body(f: &Frame) -> (f64, f64, String) {
    use std::fmt::Write as _;
    let (grid, layout, shade) = (f.grid, f.layout, f.shade);
    let mut out = String::from("<g shape-rendering=\"crispEdges\">\n");
    for i in 0..shade.len().min(layout.nodes()) {
        let v = shade.value(i);
        let [r, g, b, _] = colors::rgba(shade.palette, v, shade.min, shade.max);
        let (x, y, cw, ch) = layout.cell(i);
        let _ = writeln!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{cw}\" height=\"{ch}\" fill=\"#{r:02x}{g:02x}{b:02x}\" data-node=\"{i}\" data-value=\"{v}\"/>"
        );
    }
    out.push_str("</g>\n");
    for eye in &f.map.eyes {
        let Some(node) = castlab_core::grid::Coords::new(eye).and_then(|c| grid.node(&c)) else {
            continue;
        };
        let (x, y, cw, ch) = layout.cell(node.index());
        let _ = writeln!(
            out,
            "<circle class=\"eye\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#111\" stroke-width=\"{}\"/>",
            f64::from(x) + f64::from(cw) / 2.0,
            f64::from(y) + f64::from(ch) / 2.0,
            f64::from(cw) * 0.32,
            f64::from(cw) * 0.12
        );
    }
    let (x, y, cw, ch) = layout.cell(f.source.index());
    let _ = writeln!(
        out,
        "<rect class=\"source\" x=\"{x}\" y=\"{y}\" width=\"{cw}\" height=\"{ch}\" fill=\"none\" stroke=\"#111\" stroke-width=\"{}\"/>",
        f64::from(cw) * 0.15
    );
    (f64::from(layout.width), f64::from(layout.height), out)
}
