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
use std::rc::Rc;
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

use super::canvas::{At, arrow_keys, context, fit};
use crate::hooks::use_drawing::{Painted, use_drawing, use_painted};
use crate::hooks::use_zoom::{Picking, Viewport};
use crate::l10n::tr_args;
use crate::layout::Layout;
use crate::protocol::StepLayer;
use crate::shared::Shared;

mod cells;
mod paint;

pub use cells::{Shading, shading};
use cells::{paint_cells, paint_layer};
use paint::PenUnits;

use crate::pen::{CanvasPen, SvgPen};

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
    /// Draw the run of the schedule (who is informed at the step shown)
    /// instead of the map's values.
    #[prop_or_default]
    pub run: bool,
    /// Draw every edge label where the cells are large enough (else only
    /// the hovered vertex's and the step's).
    #[prop_or_default]
    pub all_labels: bool,
    /// Messages to emphasise (a hovered pseudocode line's), as (sender,
    /// receiver) coordinates.
    #[prop_or_default]
    pub emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    /// The submeshes the informed nodes are responsible for after the
    /// step shown (`trace=1`), as (low, high) corners.
    #[prop_or_default]
    pub regions: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    /// A planned message that breaks a rule ("your turn"), as (sender,
    /// receiver) coordinates: drawn red and crossed out.
    #[prop_or_default]
    pub broken: Option<(Vec<u32>, Vec<u32>)>,
    /// Draw the cells plain, without values, colours or eyes (an exercise
    /// whose answer they would give away); the source and the step's
    /// routes stay.
    #[prop_or_default]
    pub hide_values: bool,
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
    run: bool,
    all_labels: bool,
    emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    regions: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    broken: Option<(Vec<u32>, Vec<u32>)>,
    hide_values: bool,
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
            run: self.run,
            all_labels: self.all_labels,
            emphasis: &self.emphasis,
            regions: &self.regions,
            broken: self.broken.as_ref(),
            hide_values: self.hide_values,
        })
    }
}

impl Painted for Deps {
    fn draw(&self, canvas: &HtmlCanvasElement, at: At, viewport: Viewport) -> Option<()> {
        draw(canvas, &self.frame(viewport)?, at)
    }

    fn svg(&self) -> Option<(f64, f64, String)> {
        Some(svg(
            &self.frame(Viewport::FIT)?,
            self.size.1.unwrap_or(640.0),
        ))
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
    /// The run, not the values (see [`HeatmapProps::run`]).
    run: bool,
    /// See [`HeatmapProps::all_labels`].
    all_labels: bool,
    /// See [`HeatmapProps::emphasis`].
    emphasis: &'a [(Vec<u32>, Vec<u32>)],
    /// See [`HeatmapProps::regions`].
    regions: &'a [(Vec<u32>, Vec<u32>)],
    /// See [`HeatmapProps::broken`].
    broken: Option<&'a (Vec<u32>, Vec<u32>)>,
    /// See [`HeatmapProps::hide_values`].
    hide_values: bool,
}

/// The map on `canvas` (sized to its CSS width, or as `at` says), through
/// the viewport.
fn draw(canvas: &HtmlCanvasElement, f: &Frame, at: At) -> Option<()> {
    let (width, height, dpr) = fit(
        canvas,
        f64::from(f.layout.width) / f64::from(f.layout.height),
        at,
    )?;
    let v = f.viewport;
    let ctx = context(canvas)?;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, width, height);
    // Zoomed: the same drawing at a larger scale, moved to the viewport.
    ctx.translate(-v.x * width * v.zoom, -v.y * height * v.zoom)
        .ok()?;
    let scale = PenUnits {
        scale: width / f64::from(f.layout.width) * v.zoom,
        px: dpr,
    };
    let mut pen = CanvasPen::new(&ctx, "#111111");
    paint::paint(&mut pen, f, scale);
    pen.labels_on(canvas, (-v.x * width * v.zoom, -v.y * height * v.zoom), dpr);
    Some(())
}

/// The map as SVG, one unit per layout pixel, as the page shows it at
/// `css` pixels wide: each node a square with its value (`data-node`,
/// `data-value`), the eyes (`class="eye"`), the step and the source
/// (`class="source"`), so a figure for a paper stays sharp at any size.
fn svg(f: &Frame, css: f64) -> (f64, f64, String) {
    let (w, h) = (f64::from(f.layout.width), f64::from(f.layout.height));
    let mut pen = SvgPen::default();
    let scale = PenUnits {
        scale: 1.0,
        px: w / css.max(1.0),
    };
    paint::paint(&mut pen, f, scale);
    (w, h, pen.finish())
}

/// The node at a point of the canvas (CSS pixels, with the canvas's CSS
/// size), through the viewport.
fn node_at(layout: &Layout, v: Viewport, (x, y): (f64, f64), (w, h): (f64, f64)) -> Option<NodeId> {
    let (px, py) = v.to_drawing((x / w, y / h));
    layout
        .node_at(px * f64::from(layout.width), py * f64::from(layout.height))
        .map(NodeId::new)
}

/// The canvas's accessible name: the props' own, or the TCD map's.
fn accessible_name(props: &HeatmapProps) -> String {
    let src = props.grid.coords(props.source);
    props
        .description
        .clone()
        .map(|d| d.to_string())
        .unwrap_or_else(|| {
            let args = [
                (
                    "dims",
                    castlab_core::permalink::dims_text(&props.grid).into(),
                ),
                ("src", src.to_string().into()),
            ];
            if props.grid.dims() >= 3 {
                tr_args("views-heatmap-name-z", &args)
            } else {
                tr_args("views-heatmap-name", &args)
            }
        })
}

#[component]
pub fn Heatmap(props: &HeatmapProps) -> Html {
    let shade = use_memo(
        (props.map.clone(), props.baseline.clone()),
        |(map, base)| shading(map, base.as_ref()),
    );
    let cells = use_memo((props.layout, Shared(shade.clone())), |(layout, shade)| {
        paint_cells(layout, shade)
    });
    let layer_image = use_memo(
        (props.layout, props.layer.clone(), props.run),
        |(layout, layer, run)| layer.as_ref().and_then(|l| paint_layer(layout, l, *run)),
    );
    let layout = props.layout;
    let picking = Picking {
        locate: Rc::new(move |v, at, size| node_at(&layout, v, at, size)),
        on_hover: props.on_hover.clone(),
        on_pick: props.on_pick.clone(),
    };
    // Zoom until a cell is 48 CSS pixels: a finger can pick it.
    let drawing = use_drawing("map", f64::from(layout.width), 8.0, picking);
    let (canvas_ref, zoom) = (drawing.canvas.clone(), drawing.zoom.clone());
    let viewport = zoom.viewport;
    let painted = Deps {
        grid: props.grid,
        layout: props.layout,
        map: props.map.clone(),
        shade: Shared(shade.clone()),
        cells: Shared(cells),
        report: props.report.clone(),
        step: props.step,
        source: props.source,
        hover: props.hover,
        size: drawing.size,
        labels: props.edge_labels.clone(),
        layer: props.layer.clone(),
        layer_image: Shared(layer_image),
        run: props.run,
        all_labels: props.all_labels,
        emphasis: props.emphasis.clone(),
        regions: props.regions.clone(),
        broken: props.broken.clone(),
        hide_values: props.hide_values,
    };
    use_painted(&drawing, viewport, painted);

    let onkeydown = arrow_keys(
        zoom.on_key.clone(),
        props.on_move.clone(),
        props.grid.dims(),
        false,
    );
    let label = accessible_name(props);
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
            data-emphasis={crate::pen::emphasis_attribute(&props.emphasis)}
            data-regions={crate::pen::emphasis_attribute(&props.regions)}
            data-broken={crate::pen::emphasis_attribute(props.broken.as_slice())}
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
