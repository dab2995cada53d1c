//! WK(W, L) drawn as a W-gon of W-gons, L levels deep, with the broadcast
//! over it step by step.
//!
//! Node d_L … d_1 sits at Σ_i r_i·(cos θ_(d_i), sin θ_(d_i)), with the radii
//! shrinking by a factor that keeps sibling clusters apart. The structure
//! (links coloured and thickened by level, free links as stubs) is drawn
//! once per network into an offscreen canvas; each frame adds the informed
//! nodes, the current step's messages with their labels, the source and the
//! pointer.

use std::rc::Rc;

use std::f64::consts::PI;

use castlab_core::eval::WkReport;
use castlab_core::wk::{Wk, WkNode};
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

use super::canvas::{At, context, fit, offscreen};
use crate::hooks::use_drawing::{Painted, use_drawing, use_painted};
use crate::hooks::use_zoom::{Picking, Viewport};
use crate::l10n::tr_args;
use crate::pen::{Anchor, CanvasPen, Font, Pen, Stroke, SvgPen, Tag};
use crate::shared::Shared;

mod addresses;
mod nodes;
mod orderly;
mod outline;
use addresses::{Placer, addressed, label_arrows, paint_arrows};
use nodes::{paint_nodes, paint_pointer};
pub use orderly::{Fill, Labels, MAX_LABELLED, MAX_PICTURED, OrderlyWk};
use outline::{Outline, paint_outline};

/// Node positions of a WK network in unit coordinates, and the drawing
/// scale.
#[derive(Debug, PartialEq)]
pub struct WkLayout {
    /// By node index.
    pub positions: Vec<(f64, f64)>,
    /// Half the width of the square that holds the drawing.
    pub extent: f64,
    /// The smallest distance between two nodes, roughly.
    pub spacing: f64,
}

fn angle(w: u32, d: u32) -> f64 {
    2.0 * PI * f64::from(d) / f64::from(w) - PI / 2.0 - PI / f64::from(w)
}

impl WkLayout {
    /// Where node `v` is drawn, in unit coordinates.
    pub fn at(&self, v: WkNode) -> (f64, f64) {
        self.positions[v.index()]
    }

    /// The recursive W-gon layout of `wk`.
    pub fn new(wk: &Wk) -> Self {
        let (w, l) = (wk.w(), wk.l());
        let s = (PI / f64::from(w)).sin();
        let ratio = 0.85 * s / (1.0 + s);
        let radii: Vec<f64> = (0..l).map(|i| ratio.powi((l - 1 - i) as i32)).collect();
        let positions = wk
            .node_ids()
            .map(|v| {
                (1..=l).fold((0.0, 0.0), |(x, y), p| {
                    let r = radii[(p - 1) as usize];
                    let a = angle(w, wk.digit(v, p));
                    (x + r * a.cos(), y + r * a.sin())
                })
            })
            .collect();
        let extent = radii.iter().sum::<f64>() * 1.08;
        let spacing = 2.0 * radii[0] * s;
        WkLayout {
            positions,
            extent,
            spacing,
        }
    }
}

/// Link colours by level: inner-cluster links grey, then one hue per level.
fn level_colour(level: u32) -> String {
    if level == 0 {
        return "rgba(120,120,140,0.55)".into();
    }
    let c = colorous::TABLEAU10[(level as usize - 1) % 10];
    format!("rgb({},{},{})", c.r, c.g, c.b)
}

#[derive(Properties, PartialEq)]
pub struct WkViewProps {
    pub wk: Wk,
    pub layout: Shared<WkLayout>,
    pub source: WkNode,
    pub report: Option<Shared<WkReport>>,
    pub step: Option<u32>,
    pub hover: Option<WkNode>,
    pub on_pick: Callback<WkNode>,
    pub on_hover: Callback<Option<WkNode>>,
    /// Messages to emphasise (a hovered pseudocode line's), as address
    /// digits.
    #[prop_or_default]
    pub emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    /// Draw the outline graph over the network (`outline=1`).
    #[prop_or_default]
    pub outline: bool,
}

const IMAGE: f64 = 1400.0;

fn to_image(layout: &WkLayout, (x, y): (f64, f64)) -> (f64, f64) {
    let k = IMAGE / (2.0 * layout.extent);
    ((x + layout.extent) * k, (y + layout.extent) * k)
}

/// The links of one level (0: inside the WK(W, 1) clusters), each once.
fn links(wk: &Wk, level: u32) -> impl Iterator<Item = (WkNode, WkNode)> + '_ {
    wk.node_ids().flat_map(move |v| {
        let targets: Vec<WkNode> = if level == 0 {
            wk.inner_neighbours(v).filter(|&u| u > v).collect()
        } else {
            wk.inter_neighbour(v)
                .filter(|&(u, l)| l == level && u > v)
                .map(|(u, _)| u)
                .into_iter()
                .collect()
        };
        targets.into_iter().map(move |u| (v, u))
    })
}

/// Strokes the links by level and the corners' free-link stubs, with `k`
/// pen units per image unit, lines `line` pen units per image unit wide;
/// links whose bounding box misses `visible` (image units) are skipped.
fn stroke_structure(
    pen: &mut dyn Pen,
    wk: &Wk,
    layout: &WkLayout,
    (k, line): (f64, f64),
    visible: Option<(f64, f64, f64, f64)>,
) {
    let cell = layout.spacing * IMAGE / (2.0 * layout.extent);
    // Whether a link may cross the visible area: its bounding box meets it
    // (a long link can cross the view with both ends outside).
    let shown = |a: (f64, f64), b: (f64, f64)| {
        visible.is_none_or(|(x0, y0, x1, y1)| {
            a.0.max(b.0) >= x0 && a.0.min(b.0) <= x1 && a.1.max(b.1) >= y0 && a.1.min(b.1) <= y1
        })
    };
    let tags = pen.tags();
    for level in 0..wk.l() {
        let colour = level_colour(level);
        let width = line
            * if level == 0 {
                (cell * 0.06).clamp(0.4, 2.0)
            } else {
                (1.0 + f64::from(level)).min(6.0)
            };
        let segments: Vec<_> = links(wk, level)
            .map(|(v, u)| {
                (
                    to_image(layout, layout.at(v)),
                    to_image(layout, layout.at(u)),
                )
            })
            .filter(|&(a, b)| shown(a, b))
            .map(|(a, b)| ((a.0 * k, a.1 * k), (b.0 * k, b.1 * k)))
            .collect();
        let tag = if tags {
            Tag::class("links").with("data-level", level)
        } else {
            Tag::NONE
        };
        pen.segments(&segments, Stroke::solid(&colour, width), &tag);
    }
    // Free links of the corners (p)^L: stubs pointing outwards.
    let stub = (cell * 0.9).max(12.0);
    let stubs: Vec<_> = (0..wk.w())
        .filter_map(|p| {
            let v = wk.node(&vec![p; wk.l() as usize])?;
            let (x, y) = to_image(layout, layout.at(v));
            let a = angle(wk.w(), p);
            Some((
                (x * k, y * k),
                ((x + stub * a.cos()) * k, (y + stub * a.sin()) * k),
            ))
        })
        .collect();
    pen.segments(&stubs, Stroke::solid("#333", 2.0 * line), &Tag::NONE);
}

/// The links, drawn once per network for the whole view.
fn paint_structure(wk: &Wk, layout: &WkLayout) -> Option<HtmlCanvasElement> {
    let canvas = offscreen(IMAGE as u32, IMAGE as u32)?;
    let ctx = context(&canvas)?;
    let mut pen = CanvasPen::new(&ctx, "#111");
    stroke_structure(&mut pen, wk, layout, (1.0, 1.0), None);
    Some(canvas)
}

/// Everything a frame of the drawing depends on (the effect's dependencies).
#[derive(Clone, PartialEq)]
struct Deps {
    wk: Wk,
    layout: Shared<WkLayout>,
    /// The links, painted once per network.
    structure: Shared<Option<HtmlCanvasElement>>,
    report: Option<Shared<WkReport>>,
    step: Option<u32>,
    source: WkNode,
    hover: Option<WkNode>,
    /// The resize count and the canvas's CSS width: a redraw at a new size.
    size: (u32, Option<f64>),
    emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    outline: Shared<Option<Outline>>,
}

impl Painted for Deps {
    fn draw(&self, canvas: &HtmlCanvasElement, at: At, viewport: Viewport) -> Option<()> {
        draw(canvas, &self.frame(viewport)?, at)
    }

    fn svg(&self) -> Option<(f64, f64, String)> {
        svg(&self.frame(Viewport::FIT)?)
    }
}

impl Deps {
    /// The frame at `viewport` (exports draw the whole network).
    fn frame(&self, viewport: Viewport) -> Option<Frame<'_>> {
        Some(Frame {
            wk: &self.wk,
            layout: &self.layout,
            structure: self.structure.0.as_ref().as_ref()?,
            report: self.report.as_deref(),
            step: self.step,
            source: self.source,
            hover: self.hover,
            viewport,
            emphasis: &self.emphasis,
            outline: self.outline.0.as_ref().as_ref(),
        })
    }
}

struct Frame<'a> {
    wk: &'a Wk,
    layout: &'a WkLayout,
    structure: &'a HtmlCanvasElement,
    report: Option<&'a WkReport>,
    step: Option<u32>,
    source: WkNode,
    hover: Option<WkNode>,
    viewport: Viewport,
    emphasis: &'a [(Vec<u32>, Vec<u32>)],
    outline: Option<&'a Outline>,
}

/// The node with this address (`201`), if it is one.
fn node_of(wk: &Wk, address: &str) -> Option<WkNode> {
    let digits: Option<Vec<u32>> = address.chars().map(|c| c.to_digit(10)).collect();
    wk.node(&digits?)
}

/// How the image's units map to the pen's: `scale` pen units per image
/// unit, `px` per CSS pixel, and the viewport's zoom.
#[derive(Clone, Copy)]
struct Scale {
    scale: f64,
    px: f64,
    zoom: f64,
}

/// The drawing through the page's pen: the links (the cached bitmap when
/// the whole network shows, strokes of the visible ones when zoomed), the
/// nodes in their looks (`crate::run`), the step's messages with their labels, the
/// pointer and the source. SVG gets every node's `data-address`, each
/// message's `class="message"` with its label as title, and the source's
/// `class="source"`.
fn paint(pen: &mut dyn Pen, f: &Frame, s: Scale, visible: Option<(f64, f64, f64, f64)>) {
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
    let radius = (cell * 0.22).clamp(1.2 * s.px, 9.0 * s.px * s.zoom.sqrt());
    if let Some(o) = f.outline {
        let unit = |p: (f64, f64)| {
            let (x, y) = to_image(layout, p);
            (x * s.scale, y * s.scale)
        };
        let per_unit = IMAGE / (2.0 * layout.extent) * s.scale;
        paint_outline(pen, o, &unit, per_unit, s.px, &level_colour);
    }
    paint_nodes(pen, f, &at, radius, s.px);
    // The step's arrows first, then the words, each kept off the words
    // placed before it and off every arrow but the one it labels: the
    // source's address, the source's ring, the arrows' labels, then the
    // corners' and (zoomed) every address.
    let mut placer = Placer::default();
    let arrows = paint_arrows(pen, f, s, (&at, radius), &mut placer);
    let address_font = Font {
        colour: None,
        bold: true,
        ..Font::new(
            (11.0 * s.px).max(cell * 0.16).min(14.0 * s.px),
            Anchor::Middle,
        )
    };
    let centre = (IMAGE * s.scale / 2.0, IMAGE * s.scale / 2.0);
    // Outward from the centre, else turned a little either way, else
    // inward: the first place clear of words and arrows.
    let address_at = |v: WkNode, turn: f64| {
        let (x, y) = at(v);
        let outward = (y - centre.1).atan2(x - centre.0) + turn;
        let reach = radius * 1.8 + address_font.size * 0.9;
        (x + outward.cos() * reach, y + outward.sin() * reach)
    };
    let address = |pen: &mut dyn Pen, placer: &mut Placer, v: WkNode, font: Font| {
        [0.0, 0.7, -0.7, 1.4, -1.4, PI]
            .into_iter()
            .any(|turn| placer.text(pen, address_at(v, turn), &wk.address(v), font, &[]))
    };
    if wk.nodes() <= MAX_DRAWN_NODES {
        address(pen, &mut placer, f.source, address_font);
    }
    // The source's ring is drawn over the words: nothing goes under it.
    let (sx, sy) = at(f.source);
    let ring = radius * 2.2 + 2.0 * s.px;
    placer.reserve((sx - ring, sy - ring, 2.0 * ring, 2.0 * ring));
    label_arrows(pen, s, cell, &arrows, &mut placer);
    let zoomed_in = cell * 0.9 > 28.0 * s.px;
    if wk.nodes() <= MAX_DRAWN_NODES && cell > 10.0 * s.px {
        let plain = Font {
            bold: false,
            ..address_font
        };
        for v in addressed(wk, f.source, zoomed_in).into_iter().skip(1) {
            address(pen, &mut placer, v, plain);
        }
    }
    for (from, to) in f.emphasis {
        if let (Some(a), Some(b)) = (wk.node(from), wk.node(to)) {
            crate::pen::emphasise(pen, at(a), at(b), (radius * 0.5).max(2.0 * s.px));
        }
    }
    paint_pointer(pen, f, &at, radius, s.px);
}

/// Networks above this many nodes are drawn without their nodes (links
/// only), and have no SVG.
const MAX_DRAWN_NODES: usize = 20_000;

/// The drawing as SVG, in the 1400-unit square of the canvas layers.
fn svg(f: &Frame) -> Option<(f64, f64, String)> {
    if f.wk.nodes() > MAX_DRAWN_NODES {
        return None;
    }
    let mut pen = SvgPen::default();
    let s = Scale {
        scale: 1.0,
        px: 1.0,
        zoom: 1.0,
    };
    paint(&mut pen, f, s, None);
    Some((IMAGE, IMAGE, pen.finish()))
}

fn draw(canvas: &HtmlCanvasElement, f: &Frame, at: At) -> Option<()> {
    draw_in_view(canvas, at, f.viewport, |pen, s, visible| {
        paint(pen, f, s, visible)
    })
}

/// A WK picture on `canvas` at viewport `v`: the canvas cleared and moved
/// to the view, then `paint` with the pen, the scale and (zoomed) the
/// image's area in view, then the words written listed on the canvas.
/// Both WK pictures (broadcast and orderly) draw through it.
fn draw_in_view(
    canvas: &HtmlCanvasElement,
    at: At,
    v: Viewport,
    paint: impl FnOnce(&mut CanvasPen, Scale, Option<(f64, f64, f64, f64)>),
) -> Option<()> {
    let (size, _, dpr) = fit(canvas, 1.0, at)?;
    let ctx = context(canvas)?;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, size, size);
    ctx.translate(-v.x * size * v.zoom, -v.y * size * v.zoom)
        .ok()?;
    let s = Scale {
        scale: size / IMAGE * v.zoom,
        px: dpr,
        zoom: v.zoom,
    };
    // Zoomed: the links drawn again at this scale, sharp, and only those in
    // view.
    let visible = (!v.is_fit()).then(|| {
        (
            v.x * IMAGE,
            v.y * IMAGE,
            (v.x + 1.0 / v.zoom) * IMAGE,
            (v.y + 1.0 / v.zoom) * IMAGE,
        )
    });
    let mut pen = CanvasPen::new(&ctx, "#111");
    paint(&mut pen, s, visible);
    pen.labels_on(canvas, (-v.x * size * v.zoom, -v.y * size * v.zoom), dpr);
    Some(())
}

/// The node at a point of the canvas (CSS pixels, with the canvas's CSS
/// size), through the viewport.
fn node_at(
    layout: &WkLayout,
    v: Viewport,
    (cx, cy): (f64, f64),
    (w, h): (f64, f64),
) -> Option<WkNode> {
    let (fx, fy) = v.to_drawing((cx / w, cy / h));
    let (x, y) = (
        fx * 2.0 * layout.extent - layout.extent,
        fy * 2.0 * layout.extent - layout.extent,
    );
    let (best, d2) = layout
        .positions
        .iter()
        .enumerate()
        .map(|(i, &(px, py))| (i, (px - x).powi(2) + (py - y).powi(2)))
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    (d2.sqrt() <= layout.spacing * 0.6).then_some(WkNode::new(best))
}

#[component]
pub fn WkView(props: &WkViewProps) -> Html {
    let structure = use_memo((props.wk, props.layout.clone()), |(wk, layout)| {
        paint_structure(wk, layout)
    });
    let outline = use_memo(
        (props.wk, props.layout.clone(), props.outline),
        |(wk, layout, on)| on.then(|| Outline::new(wk, layout)),
    );
    let layout = props.layout.clone();
    let picking = Picking {
        locate: Rc::new(move |v, at, size| node_at(&layout, v, at, size)),
        on_hover: props.on_hover.clone(),
        on_pick: props.on_pick.clone(),
    };
    // Zoom until neighbouring nodes are 48 CSS pixels apart.
    let units = 2.0 * props.layout.extent / props.layout.spacing;
    let drawing = use_drawing("network", units, 8.0, picking);
    let (canvas_ref, zoom) = (drawing.canvas.clone(), drawing.zoom.clone());
    let viewport = zoom.viewport;
    let painted = Deps {
        wk: props.wk,
        layout: props.layout.clone(),
        structure: Shared(structure),
        report: props.report.clone(),
        step: props.step,
        source: props.source,
        hover: props.hover,
        size: drawing.size,
        emphasis: props.emphasis.clone(),
        outline: Shared(outline.clone()),
    };
    use_painted(&drawing, viewport, painted);
    let onkeydown = {
        let zoom_key = zoom.on_key.clone();
        let (on_pick, source, wk) = (props.on_pick.clone(), props.source, props.wk);
        Callback::from(move |e: KeyboardEvent| {
            if zoom_key(&e) {
                return;
            }
            // Addresses in order: left and right change the last digit (with
            // carry), up and down the one before it.
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
    let label = tr_args(
        "views-wk-name",
        &[
            ("w", props.wk.w().into()),
            ("l", props.wk.l().into()),
            ("nodes", props.wk.nodes().into()),
            ("source", props.wk.address(props.source).into()),
        ],
    );
    let class = classes!("heatmap", "wk");
    zoom.frame(html! {
        <canvas ref={canvas_ref} {class} data-testid="wk-canvas" data-viewport={viewport.attribute()}
            data-emphasis={crate::pen::emphasis_attribute(&props.emphasis)}
            data-outline={outline.as_ref().as_ref().map(Outline::attribute)}
            data-extent={props.layout.extent.to_string()}
            width="700" height="700" role="img" aria-label={label} tabindex="0"
            {onkeydown} />
    })
}
