//! Orderly broadcasting (`view=orderly`) on WK's own picture: the links
//! as the broadcast view draws them, every vertex's address, and each
//! vertex's edge labels (1 is sent first) boxed beside it on its edges;
//! the vertices in the run's looks at the step shown, coloured by a value
//! (arrival time, or b^Π(u) as originator), or all alike while a question
//! would be answered by them.
//!
//! Words never overprint: each is placed clear of those placed before it,
//! most important first (the source, the asked and hovered vertices and
//! their neighbours, then every vertex in order), and a vertex's labels are
//! written all together or not at all, so no label is silently missing
//! from a list that shows.

use std::rc::Rc;

use castlab_core::orderly::{UNREACHED, Vertex};
use castlab_core::wk::{Wk, WkNode};
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

use super::{
    IMAGE, Scale, WkLayout, draw_in_view, node_at, paint_structure, stroke_structure, to_image,
};
use crate::colors::{self, Palette};
use crate::components::canvas::At;
use crate::hooks::use_drawing::{Painted, use_drawing, use_painted};
use crate::hooks::use_zoom::{Picking, Viewport};
use crate::pen::{EMPHASIS, Pen, Stroke, SvgPen, Tag};
use crate::run::{Look, ROUTE};

mod words;
use crate::shared::Shared;
use words::{Geometry, Placed, Rect, first, place_address, place_labels};

/// Past this many vertices only the words of the vertices a reader is
/// looking at (the source, the asked and the hovered ones and their
/// neighbours) are written: every frame places each word clear of all the
/// others, and for thousands of vertices that would slow the pointer.
pub const MAX_LABELLED: usize = 1024;

/// Past this many vertices the orderly view draws a WK network as the
/// grid of its addresses, a cell per vertex: on WK's own picture its
/// vertices would be smaller than a pixel.
pub const MAX_PICTURED: usize = 4096;

/// Neighbours closer than this (CSS pixels) leave no room for their
/// words: only the important vertices' are tried.
const MIN_SPACING: f64 = 14.0;

/// How the vertices are filled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fill {
    /// The run at this step (`None`: the whole run, all informed).
    Run(Option<u32>),
    /// Each vertex's value on the sequential scale from `min` to `max`.
    Scale(f64, f64),
    /// All alike: nothing of the values shows.
    Plain,
}

/// The ordering as each vertex's label list, and the informer of each
/// vertex with the label it fires on (none in the adaptive model, whose
/// labels are no time offsets).
#[derive(Debug, PartialEq)]
pub struct Labels {
    pub offsets: Vec<u32>,
    pub targets: Vec<u32>,
    pub informers: Option<Vec<Option<(Vertex, u32)>>>,
}

impl Labels {
    fn of(&self, v: usize) -> &[u32] {
        match self.offsets.get(v..v + 2) {
            Some(r) => &self.targets[r[0] as usize..r[1] as usize],
            None => &[],
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct OrderlyWkProps {
    pub wk: Wk,
    pub layout: Shared<WkLayout>,
    pub source: WkNode,
    /// Per vertex: its arrival time (the run), or its time as originator.
    pub values: Shared<Vec<u32>>,
    pub fill: Fill,
    /// The edge labels to write (the arrival map's), if any.
    pub labels: Option<Shared<Labels>>,
    pub hover: Option<WkNode>,
    /// A question's vertex (ringed, `from == to`) or link, as digits.
    #[prop_or_default]
    pub emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    pub description: AttrValue,
    pub on_pick: Callback<WkNode>,
    pub on_hover: Callback<Option<WkNode>>,
    /// Open zoomed on the marked vertex where the picture is too small
    /// for its edge labels (a question about it).
    #[prop_or_default]
    pub zoom_to_mark: bool,
}

/// The drawing's CSS width at which a vertex's edge labels and its
/// neighbours' fit on WK(4, 3) (measured: at 702 px the asked vertex's and
/// its informer's are written, 189 of 252; at 836 px all).
const LABELLED_WIDTH: f64 = 720.0;

/// The viewport a question opens with: zoomed on the marked vertex until
/// the drawing is [`LABELLED_WIDTH`] wide, where it is narrower.
fn opening_view(layout: &WkLayout, marked: WkNode, css_width: f64) -> Option<Viewport> {
    let zoom = LABELLED_WIDTH / css_width.max(1.0);
    let (x, y) = layout.at(marked);
    let at = |c: f64| (c + layout.extent) / (2.0 * layout.extent);
    (zoom > 1.1).then(|| Viewport::centred(zoom, (at(x), at(y))))
}

/// Everything a frame depends on.
#[derive(Clone, PartialEq)]
struct Deps {
    wk: Wk,
    layout: Shared<WkLayout>,
    structure: Shared<Option<HtmlCanvasElement>>,
    values: Shared<Vec<u32>>,
    fill: Fill,
    labels: Option<Shared<Labels>>,
    source: WkNode,
    hover: Option<WkNode>,
    emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    size: (u32, Option<f64>),
}

struct Frame<'a> {
    wk: &'a Wk,
    layout: &'a WkLayout,
    structure: &'a HtmlCanvasElement,
    values: &'a [u32],
    fill: Fill,
    labels: Option<&'a Labels>,
    source: WkNode,
    hover: Option<WkNode>,
    emphasis: &'a [(Vec<u32>, Vec<u32>)],
    viewport: Viewport,
}

impl Deps {
    fn frame(&self, viewport: Viewport) -> Option<Frame<'_>> {
        Some(Frame {
            wk: &self.wk,
            layout: &self.layout,
            structure: self.structure.0.as_ref().as_ref()?,
            values: &self.values,
            fill: self.fill,
            labels: self.labels.as_deref(),
            source: self.source,
            hover: self.hover,
            emphasis: &self.emphasis,
            viewport,
        })
    }
}

impl Painted for Deps {
    fn draw(&self, canvas: &HtmlCanvasElement, at: At, viewport: Viewport) -> Option<()> {
        let f = self.frame(viewport)?;
        draw_in_view(canvas, at, f.viewport, |pen, s, visible| {
            paint(pen, &f, s, visible)
        })
    }

    fn svg(&self) -> Option<(f64, f64, String)> {
        let f = self.frame(Viewport::FIT)?;
        let mut pen = SvgPen::default();
        let s = Scale {
            scale: 1.0,
            px: 1.0,
            zoom: 1.0,
        };
        paint(&mut pen, &f, s, None);
        Some((IMAGE, IMAGE, pen.finish()))
    }
}

/// The vertex's fill.
fn fill_of(f: &Frame, v: WkNode) -> String {
    let value = f.values.get(v.index()).copied().unwrap_or(UNREACHED);
    match f.fill {
        Fill::Run(step) => {
            let informed = (value != UNREACHED).then_some(value);
            Look::at(informed, step.unwrap_or(u32::MAX)).fill().into()
        }
        Fill::Scale(min, max) => {
            let [r, g, b, _] = colors::rgba(Palette::Sequential, f64::from(value), min, max);
            format!("#{r:02x}{g:02x}{b:02x}")
        }
        Fill::Plain => "#c8c8d4".into(),
    }
}

/// The step's messages: each vertex newly informed, by the arrow from its
/// informer; returns who each informer fires on, by informer.
fn paint_step(pen: &mut dyn Pen, f: &Frame, g: &Geometry, s: Scale) -> Vec<Option<WkNode>> {
    let mut fired = vec![None; f.wk.nodes()];
    let (Fill::Run(Some(step)), Some(informers)) =
        (f.fill, f.labels.and_then(|l| l.informers.as_ref()))
    else {
        return fired;
    };
    for w in f.wk.node_ids() {
        if f.values.get(w.index()) != Some(&step) {
            continue;
        }
        let Some((v, _)) = informers.get(w.index()).copied().flatten() else {
            continue;
        };
        let v = WkNode::new(v.index());
        fired[v.index()] = Some(w);
        let ((ax, ay), (bx, by)) = ((g.at)(v), (g.at)(w));
        let angle = (by - ay).atan2(bx - ax);
        let tip = (bx - g.radius * angle.cos(), by - g.radius * angle.sin());
        let tag = if pen.tags() {
            Tag::class("message")
        } else {
            Tag::NONE
        };
        let head = (g.radius * 2.2).max(6.0 * s.px);
        pen.arrow((ax, ay), tip, Stroke::solid(ROUTE, 2.0 * s.px), head, &tag);
    }
    fired
}

fn paint(pen: &mut dyn Pen, f: &Frame, s: Scale, visible: Option<Rect>) {
    let (wk, layout) = (f.wk, f.layout);
    match visible {
        None => {
            let size = IMAGE * s.scale;
            let vector = &mut |p: &mut dyn Pen| stroke_structure(p, wk, layout, (1.0, 1.0), None);
            pen.layer((0.0, 0.0), (size, size), f.structure, vector);
        }
        Some(_) => stroke_structure(pen, wk, layout, (s.scale, s.scale / s.zoom), visible),
    }
    let at = |v: WkNode| {
        let (x, y) = to_image(layout, layout.at(v));
        (x * s.scale, y * s.scale)
    };
    let cell = layout.spacing * IMAGE / (2.0 * layout.extent) * s.scale;
    let radius = (cell * 0.11).clamp(1.5 * s.px, 7.0 * s.px * s.zoom.sqrt());
    let g = Geometry {
        at: &at,
        radius,
        clear: radius + 1.5 * s.px,
        label_size: (9.0 * s.px).max(cell * 0.15).min(12.0 * s.px),
        address_size: (10.0 * s.px).max(cell * 0.17).min(13.0 * s.px),
    };
    let fired = paint_step(pen, f, &g, s);
    for v in wk.node_ids() {
        let tag = if pen.tags() {
            Tag::default()
                .with("data-node", v.index())
                .with("data-address", wk.address(v))
        } else {
            Tag::NONE
        };
        let fill = fill_of(f, v);
        pen.circle(
            at(v),
            radius,
            Some(&fill),
            Some(Stroke::solid("#444", s.px)),
            &tag,
        );
    }
    paint_words(pen, f, &g, s, visible, &fired);
    for (from, to) in f.emphasis {
        match (wk.node(from), wk.node(to)) {
            (Some(a), Some(b)) if a == b => {
                let width = (radius * 0.35).max(2.0 * s.px);
                pen.circle(
                    at(a),
                    radius * 1.45,
                    None,
                    Some(Stroke::solid(EMPHASIS, width)),
                    &Tag::NONE,
                );
            }
            (Some(a), Some(b)) => crate::pen::emphasise(pen, at(a), at(b), radius * 0.5),
            (None, _) | (_, None) => {}
        }
    }
    if let Some(h) = f.hover {
        pen.circle(
            at(h),
            radius * 1.6,
            None,
            Some(Stroke::solid("#3b528b", 2.0 * s.px)),
            &Tag::NONE,
        );
    }
    let source = if pen.tags() {
        Tag::class("source")
    } else {
        Tag::NONE
    };
    pen.circle(
        at(f.source),
        radius * 1.9,
        None,
        Some(Stroke::solid("#111", 3.0 * s.px)),
        &source,
    );
}

/// The words, placed clear of each other, of the rings (the source's,
/// the asked vertices', the pointer's) and of every vertex's dot.
fn paint_words(
    pen: &mut dyn Pen,
    f: &Frame,
    g: &Geometry,
    s: Scale,
    visible: Option<Rect>,
    fired: &[Option<WkNode>],
) {
    let (wk, at, radius) = (f.wk, g.at, g.radius);
    let cell = f.layout.spacing * IMAGE / (2.0 * f.layout.extent) * s.scale;
    let ring = radius * 1.9 + 2.0 * s.px;
    let mut placed = Placed::default();
    let ringed = std::iter::once(f.source)
        .chain(f.hover)
        .chain(f.emphasis.iter().filter_map(|(a, _)| wk.node(a)));
    for v in ringed {
        let (x, y) = at(v);
        placed
            .taken
            .push((x - ring, y - ring, 2.0 * ring, 2.0 * ring));
    }
    let in_view = |v: WkNode| {
        let (x, y) = at(v);
        visible.is_none_or(|(x0, y0, x1, y1)| {
            let k = s.scale;
            x >= x0 * k && x <= x1 * k && y >= y0 * k && y <= y1 * k
        })
    };
    // Nor over a vertex: its colour is what the run shows.
    let dot = radius + s.px;
    for v in wk.node_ids().filter(|&v| in_view(v)) {
        let (x, y) = at(v);
        placed.taken.push((x - dot, y - dot, 2.0 * dot, 2.0 * dot));
    }
    let (mut addressed, mut labelled) = (vec![false; wk.nodes()], vec![false; wk.nodes()]);
    for v in first(f) {
        addressed[v.index()] = place_address(&mut placed, f, g, v);
        labelled[v.index()] = place_labels(&mut placed, f, g, v, fired[v.index()]);
    }
    // Then every vertex in view: the labels first, which need the room
    // near their vertex, then the addresses, which can go anywhere round it.
    if wk.nodes() <= MAX_LABELLED && cell >= MIN_SPACING * s.px {
        for v in wk
            .node_ids()
            .filter(|&v| in_view(v) && !labelled[v.index()])
        {
            place_labels(&mut placed, f, g, v, fired[v.index()]);
        }
        for v in wk
            .node_ids()
            .filter(|&v| in_view(v) && !addressed[v.index()])
        {
            place_address(&mut placed, f, g, v);
        }
    }
    for word in &placed.words {
        word.write(pen, s.px);
    }
}

/// The orderly broadcast drawn on WK's picture; a click picks the
/// originator, the arrow keys move it through the addresses.
#[component]
pub fn OrderlyWk(props: &OrderlyWkProps) -> Html {
    let structure = use_memo((props.wk, props.layout.clone()), |(wk, layout)| {
        paint_structure(wk, layout)
    });
    let layout = props.layout.clone();
    let picking = Picking {
        locate: Rc::new(move |v, at, size| node_at(&layout, v, at, size)),
        on_hover: props.on_hover.clone(),
        on_pick: props.on_pick.clone(),
    };
    let units = 2.0 * props.layout.extent / props.layout.spacing;
    let drawing = use_drawing("network", units, 8.0, picking);
    let (canvas_ref, zoom) = (drawing.canvas.clone(), drawing.zoom.clone());
    let viewport = zoom.viewport;
    let painted = Deps {
        wk: props.wk,
        layout: props.layout.clone(),
        structure: Shared(structure),
        values: props.values.clone(),
        fill: props.fill,
        labels: props.labels.clone(),
        source: props.source,
        hover: props.hover,
        emphasis: props.emphasis.clone(),
        size: drawing.size,
    };
    use_painted(&drawing, viewport, painted);
    let marked = props
        .emphasis
        .first()
        .filter(|_| props.zoom_to_mark)
        .and_then(|(a, _)| props.wk.node(a));
    let width = drawing.size.1.map(|w| w.round() as i64);
    {
        let (layout, set) = (props.layout.clone(), zoom.set.clone());
        use_effect_with((marked, width), move |&(marked, width)| {
            if let (Some(v), Some(w)) = (marked, width)
                && let Some(view) = opening_view(&layout, v, w as f64)
            {
                set.emit(view);
            }
        });
    }
    let onkeydown = {
        let zoom_key = zoom.on_key.clone();
        let (on_pick, source, wk) = (props.on_pick.clone(), props.source, props.wk);
        Callback::from(move |e: KeyboardEvent| {
            if zoom_key(&e) {
                return;
            }
            // As on the broadcast view: left and right step the address,
            // up and down its last digit's cluster.
            let w = i64::from(wk.w());
            let delta = match e.key().as_str() {
                "ArrowLeft" => -1,
                "ArrowRight" => 1,
                "ArrowUp" => -w,
                "ArrowDown" => w,
                _ => return,
            };
            e.prevent_default();
            let last = wk.nodes() as i64 - 1;
            let to = (source.index() as i64 + delta).clamp(0, last);
            on_pick.emit(WkNode::new(to as usize));
        })
    };
    zoom.frame(html! {
        <canvas ref={canvas_ref} class={classes!("heatmap", "wk")} data-testid="wk-canvas"
            data-viewport={viewport.attribute()}
            data-emphasis={crate::pen::emphasis_attribute(&props.emphasis)}
            data-extent={props.layout.extent.to_string()}
            width="700" height="700" role="img" aria-label={props.description.clone()} tabindex="0"
            {onkeydown} />
    })
}
