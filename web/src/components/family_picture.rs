//! A protocol family's own picture (`castlab_core::topology`'s `place` and
//! `link_look`): Q_m as nested squares, BF(m) in levels × rows with its
//! wrap, UB(2, m) by necklaces, CCC(m) as cycles at the corners of a cube,
//! K_n and C_n on a ring, P_n on a line. Links are coloured by class
//! ([`LinkKey`] names them); the vertices show the run (who is informed
//! at the round shown, the round's calls along their links) or a map's
//! values. Beyond [`drawn_as_itself`]'s size the rooms keep the address grid.
//! The orderly view adds its ordering's labels at each link's ends
//! (`labels`).

use std::rc::Rc;

use castlab_core::eval::{MapReport, SourceReport};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::topology::GraphFamily;
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

pub mod geometry;
pub mod labels;

use super::canvas::{At, arrow_keys, context, fit};
use super::heatmap::shading;
use crate::colors;
use crate::hooks::use_drawing::{Painted, use_drawing, use_painted};
use crate::hooks::use_zoom::{Picking, Viewport};
use crate::l10n::{tr, tr_args};
use crate::pen::{Anchor, CanvasPen, Font, Pen, Stroke, SvgPen, Tag, Xy};
use crate::run::{self, Look};
use crate::shared::Shared;
use geometry::{Geometry, Path, RADIUS};
use labels::{LinkLabels, link_labels};

/// The link classes' colours (Okabe and Ito's, less the yellow and the
/// vermilion a call is drawn in); the key's swatches are `link-class-k`
/// in style.css.
pub const CLASS_COLOURS: [&str; 6] = [
    "#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#8c564b",
];

/// Whether `family` of `size` is drawn as itself: up to its rule's
/// `drawn_up_to`, the size whose picture stays legible.
pub fn drawn_as_itself(family: GraphFamily, size: u32) -> bool {
    size <= family.rule().drawn_up_to
}

/// Why a network is drawn on its address grid instead ("Q_10 has 1,024
/// vertices: …"); `None` when it is drawn as itself.
pub fn why_grid(family: GraphFamily, size: u32) -> Option<String> {
    (!drawn_as_itself(family, size)).then(|| {
        tr_args(
            "views-why-grid",
            &[
                ("network", family.title(size).into()),
                (
                    "nodes",
                    crate::words::grouped(family.node_count(size) as u64).into(),
                ),
            ],
        )
    })
}

#[derive(Properties, PartialEq)]
pub struct FamilyPictureProps {
    pub family: GraphFamily,
    pub size: u32,
    /// The address grid: vertex v is its node v (picks, moves, emphasis).
    pub grid: Grid,
    /// The values drawn when the run is not.
    pub map: Shared<MapReport>,
    /// The calls, as a one-hop schedule on the address grid.
    pub report: Option<Shared<SourceReport>>,
    pub step: Option<u32>,
    pub source: NodeId,
    pub hover: Option<NodeId>,
    /// Draw the run (who is informed at the round shown) over the values.
    pub run: bool,
    pub description: AttrValue,
    /// Plain vertices, no values, no calls: an open question's answer.
    #[prop_or_default]
    pub hide_values: bool,
    /// An open question's (sender, receiver) cells.
    #[prop_or_default]
    pub emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    /// An orderly ordering's flat lists (offsets, targets): each link's
    /// label at each end, drawn while `show_labels`.
    #[prop_or_default]
    pub ordering: Option<Shared<(Vec<u32>, Vec<u32>)>>,
    #[prop_or_default]
    pub show_labels: bool,
    /// The run is an orderly one on `ordering`: the step's other messages
    /// (to vertices already informed) are drawn too.
    #[prop_or_default]
    pub orderly: bool,
    pub on_pick: Callback<NodeId>,
    pub on_hover: Callback<Option<NodeId>>,
    pub on_move: Callback<(usize, i64)>,
}

/// What one frame shows: per vertex its fill and words, the round's calls
/// (sender, receiver), the marks.
#[derive(Clone, PartialEq)]
struct Scene {
    geometry: Shared<Geometry>,
    fills: Vec<String>,
    words: Vec<Option<(String, &'static str)>>,
    calls: Vec<(usize, usize)>,
    /// An orderly step's messages that inform no one new.
    echoes: Vec<(usize, usize)>,
    source: usize,
    hover: Option<usize>,
    emphasis: Vec<(usize, usize)>,
    /// Links drawn paler, under a run's calls.
    pale: bool,
    /// The ordering's labels, where drawn.
    labels: Option<Shared<Vec<LinkLabels>>>,
}

fn hex([r, g, b, _]: [u8; 4]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The scene of the props' frame.
fn scene(
    props: &FamilyPictureProps,
    geometry: &Shared<Geometry>,
    labels: Option<Shared<Vec<LinkLabels>>>,
) -> Scene {
    let grid = &props.grid;
    let n = geometry.points.len();
    let node = |c: &[u32]| grid.node(c).map(NodeId::index).filter(|&v| v < n);
    let schedule = props
        .report
        .as_deref()
        .and_then(|r| r.schedule.as_ref())
        .filter(|_| props.run && !props.hide_values);
    let step = props.step.unwrap_or(0);
    let (mut fills, mut words) = (vec!["#f4f4f8".to_string(); n], vec![None; n]);
    let (mut calls, mut echoes) = (Vec::new(), Vec::new());
    if let Some(schedule) = schedule {
        let at = run::arrivals(grid, props.source.index(), schedule);
        let at = &at[..at.len().min(n)];
        for (v, arrival) in at.iter().enumerate() {
            let look = Look::at(arrival.map(|(t, _)| t), step);
            fills[v] = look.fill().into();
            if let Some((t, _)) = arrival.filter(|&(t, _)| t > 0 && look != Look::NotYet) {
                words[v] = Some((t.to_string(), look.ink()));
            }
        }
        calls = schedule
            .iter()
            .filter(|m| m.step == step)
            .filter_map(|m| Some((node(&m.from)?, node(&m.to)?)))
            .collect();
        if let Some(ordering) = props.ordering.as_deref().filter(|_| props.orderly) {
            let at: Vec<Option<u32>> = at.iter().map(|a| a.map(|(t, _)| t)).collect();
            echoes = orderly_echoes(ordering, &at, step, &calls);
        }
    } else if !props.hide_values {
        let shade = shading(&props.map, None);
        for (v, fill) in fills.iter_mut().enumerate().take(shade.len()) {
            let value = shade.value(v);
            let colour = colors::rgba(shade.palette, value, shade.min, shade.max);
            *fill = hex(colour);
            let ink = if colors::is_light(colour) {
                "#111111"
            } else {
                "#ffffff"
            };
            words[v] = Some((value.to_string(), ink));
        }
    }
    Scene {
        geometry: geometry.clone(),
        fills,
        words,
        calls,
        echoes,
        source: props.source.index(),
        hover: props.hover.map(NodeId::index),
        emphasis: props
            .emphasis
            .iter()
            .filter_map(|(a, b)| Some((node(a)?, node(b)?)))
            .collect(),
        pale: schedule.is_some(),
        labels: labels.filter(|_| props.show_labels),
    }
}

/// The step's messages of an orderly run that inform no one new: a vertex
/// informed at t sends on its label `step` − t whether or not that
/// neighbour knows already (`calls`: the ones that inform).
fn orderly_echoes(
    (offsets, targets): &(Vec<u32>, Vec<u32>),
    at: &[Option<u32>],
    step: u32,
    calls: &[(usize, usize)],
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (v, &t) in at.iter().enumerate() {
        let Some(t) = t.filter(|&t| t < step) else {
            continue;
        };
        let Some(range) = offsets.get(v..v + 2) else {
            continue;
        };
        let list = targets.get(range[0] as usize..range[1] as usize);
        if let Some(&w) = list.and_then(|l| l.get((step - t - 1) as usize))
            && !calls.contains(&(v, w as usize))
        {
            out.push((v, w as usize));
        }
    }
    out
}

/// `#rrggbb` at opacity `alpha`, as CSS and SVG read it.
fn faded(hex: &str, alpha: f64) -> String {
    if alpha >= 1.0 {
        return hex.to_string();
    }
    let byte = |k: usize| u8::from_str_radix(&hex[k..k + 2], 16).unwrap_or(0);
    format!("rgba({},{},{},{alpha})", byte(1), byte(3), byte(5))
}

/// `line` cut where it enters the circles of `r` round its two ends.
fn trimmed(line: &[Xy], (start, end): (f64, f64)) -> Vec<Xy> {
    let cut = |line: Vec<Xy>, r: f64| -> Vec<Xy> {
        let Some(&last) = line.last() else {
            return line;
        };
        let dist = |p: Xy| (p.0 - last.0).hypot(p.1 - last.1);
        let mut kept: Vec<Xy> = line.iter().copied().take_while(|&p| dist(p) > r).collect();
        if let Some(&p) = kept.last() {
            let inside = line[kept.len().min(line.len() - 1)];
            let (dp, di) = (dist(p), dist(inside));
            let t = if dp > di { (dp - r) / (dp - di) } else { 0.0 };
            kept.push((p.0 + t * (inside.0 - p.0), p.1 + t * (inside.1 - p.1)));
        }
        kept
    };
    let reversed: Vec<Xy> = cut(line.to_vec(), end).into_iter().rev().collect();
    cut(reversed, start).into_iter().rev().collect()
}

/// Every link in its class's colour: a line, or a wraparound's two dashed
/// stubs (SVG: `class="link"`, `data-class`).
fn links(pen: &mut dyn Pen, scene: &Scene, s: f64, px: f64) {
    let g = &*scene.geometry;
    let at = |p: Xy| (p.0 * s, p.1 * s);
    let tags = pen.tags();
    let thin = (0.05 * s).clamp(1.0 * px, 3.0 * px);
    // Many links (K_32's 496) are drawn faint, so the calls and the
    // vertices stay readable over them.
    let alpha = if g.links.len() > 150 { 0.3 } else { 1.0 };
    for link in &g.links {
        let colour = faded(
            CLASS_COLOURS[link.class as usize % CLASS_COLOURS.len()],
            alpha,
        );
        let colour = colour.as_str();
        let tag = if tags {
            Tag::class("link").with("data-class", link.class)
        } else {
            Tag::NONE
        };
        let width = if scene.pale { thin * 0.8 } else { thin };
        match &link.path {
            Path::Line(line) => {
                let line: Vec<Xy> = line.iter().map(|&p| at(p)).collect();
                pen.polyline(&line, Stroke::solid(colour, width), &tag);
            }
            Path::Stubs(a, b) => {
                let dash = Stroke::dashed(colour, width, (3.0 * px, 2.0 * px));
                let (pu, pv) = (at(g.points[link.u]), at(g.points[link.v]));
                pen.segments(&[(pu, at(*a)), (pv, at(*b))], dash, &tag);
            }
        }
    }
}

/// The picture through the pen, `s` pen units per unit and `px` per CSS
/// pixel: the links by class, the round's calls, the vertices (SVG:
/// `data-node`), their words, the pointer, the originator and the marks.
fn paint(pen: &mut dyn Pen, scene: &Scene, s: f64, px: f64) {
    let g = &*scene.geometry;
    let at = |p: Xy| (p.0 * s, p.1 * s);
    // Small networks have room for big circles: a cap keeps links in view
    // (a lower one leaves the labels room beside them).
    // The labels are written where two vertices are at least 40 CSS px
    // apart (zoom in to read them on a small picture).
    let labels = scene.labels.as_ref().filter(|_| s >= 40.0 * px);
    let most = if labels.is_some() { 12.0 } else { 16.0 };
    let r = (RADIUS * s).clamp(3.0 * px, most * px);
    let tags = pen.tags();
    links(pen, scene, s, px);
    let wide = (0.12 * s).clamp(2.0 * px, 6.0 * px);
    let echo = faded(run::ROUTE, 0.55);
    let messages = scene.echoes.iter().map(|&m| (m, false));
    for ((from, to), informs) in messages.chain(scene.calls.iter().map(|&m| (m, true))) {
        let Some(link) = g.link(from, to) else {
            continue;
        };
        let (colour, width) = if informs {
            (run::ROUTE, wide)
        } else {
            (echo.as_str(), wide * 0.5)
        };
        let pieces = link.from(from, &g.points);
        let last = pieces.len() - 1;
        for (k, piece) in pieces.iter().enumerate() {
            let piece: Vec<Xy> = piece.iter().map(|&p| at(p)).collect();
            let ends = (
                if k == 0 { r } else { 0.0 },
                if k == last { r * 1.15 } else { 0.0 },
            );
            let line = trimmed(&piece, ends);
            pen.polyline(&line, Stroke::solid(colour, width), &Tag::NONE);
            if k == last && line.len() >= 2 {
                let head = (0.3 * s).clamp(6.0 * px, 14.0 * px) * if informs { 1.0 } else { 0.7 };
                pen.head(
                    line[line.len() - 2],
                    line[line.len() - 1],
                    head,
                    colour,
                    &Tag::NONE,
                );
            }
        }
    }
    let font_size = (r * 1.1).min(13.0 * px);
    for (v, &p) in g.points.iter().enumerate() {
        let tag = if tags {
            Tag::default().with("data-node", v)
        } else {
            Tag::NONE
        };
        let stroke = Stroke::solid("#444444", px);
        pen.circle(at(p), r, Some(&scene.fills[v]), Some(stroke), &tag);
        if let Some((text, ink)) = &scene.words[v]
            && r >= 6.0 * px
        {
            let font = Font {
                colour: Some(ink),
                ..Font::new(font_size, Anchor::Middle)
            };
            pen.text(at(p), text, font);
        }
    }
    if let Some(drawn) = labels {
        let size = (0.17 * s).clamp(9.0 * px, 12.0 * px);
        let fired: Vec<(usize, usize)> = scene.calls.iter().chain(&scene.echoes).copied().collect();
        labels::paint(pen, g, drawn, &fired, (s, px, r, size));
    }
    if let Some(h) = scene.hover.filter(|&h| h < g.points.len()) {
        let stroke = Stroke::solid("#1e88e5", 2.5 * px);
        pen.circle(
            at(g.points[h]),
            r + 3.0 * px,
            None,
            Some(stroke),
            &Tag::NONE,
        );
    }
    if let Some(&p) = g.points.get(scene.source) {
        let tag = if tags {
            Tag::class("source")
        } else {
            Tag::NONE
        };
        let ring = r + 3.0 * px;
        pen.circle(
            at(p),
            ring,
            None,
            Some(Stroke::solid("#111111", 4.0 * px)),
            &tag,
        );
        pen.circle(
            at(p),
            ring,
            None,
            Some(Stroke::solid("#ffffff", 1.5 * px)),
            &Tag::NONE,
        );
    }
    for &(a, b) in &scene.emphasis {
        crate::pen::emphasise(pen, at(g.points[a]), at(g.points[b]), wide);
    }
}

/// Everything a frame depends on (the effect's dependencies).
#[derive(Clone, PartialEq)]
struct Deps {
    scene: Scene,
    size: (u32, Option<f64>),
}

impl Painted for Deps {
    fn draw(&self, canvas: &HtmlCanvasElement, at: At, v: Viewport) -> Option<()> {
        let g = &*self.scene.geometry;
        let (width, height, dpr) = fit(canvas, g.width / g.height, at)?;
        let ctx = context(canvas)?;
        ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0).ok()?;
        ctx.clear_rect(0.0, 0.0, width, height);
        let offset = (-v.x * width * v.zoom, -v.y * height * v.zoom);
        ctx.translate(offset.0, offset.1).ok()?;
        let mut pen = CanvasPen::new(&ctx, "#111111");
        paint(&mut pen, &self.scene, width / g.width * v.zoom, dpr);
        pen.labels_on(canvas, offset, dpr);
        Some(())
    }

    /// One unit per vertex spacing; a CSS pixel is a fortieth.
    fn svg(&self) -> Option<(f64, f64, String)> {
        let g = &*self.scene.geometry;
        let mut pen = SvgPen::default();
        paint(&mut pen, &self.scene, 1.0, 0.025);
        Some((g.width, g.height, pen.finish()))
    }
}

#[component]
pub fn FamilyPicture(props: &FamilyPictureProps) -> Html {
    let geometry = use_memo((props.family, props.size), |&(family, size)| {
        // The grammar keeps the size in range; out of it, nothing is drawn.
        let empty = || Geometry {
            points: Vec::new(),
            links: Vec::new(),
            width: 1.0,
            height: 1.0,
        };
        let graph = family.build(size);
        Shared(Rc::new(
            graph.map_or_else(empty, |g| geometry::geometry(&*g)),
        ))
    });
    let g = (*geometry).clone();
    let link_labels = use_memo((g.clone(), props.ordering.clone()), |(g, ordering)| {
        let (offsets, targets) = &**ordering.as_ref()?;
        link_labels(g, offsets, targets).map(Shared::from)
    });
    let located = g.clone();
    let picking = Picking {
        locate: Rc::new(move |v: Viewport, (x, y), (w, h)| {
            let (fx, fy) = v.to_drawing((x / w, y / h));
            located
                .vertex_at((fx * located.width, fy * located.height))
                .map(NodeId::new)
        }),
        on_hover: props.on_hover.clone(),
        on_pick: props.on_pick.clone(),
    };
    // Zoom until two vertices are 48 CSS pixels apart.
    let drawing = use_drawing("picture", g.width, 4.0, picking);
    let (canvas_ref, zoom) = (drawing.canvas.clone(), drawing.zoom.clone());
    let viewport = zoom.viewport;
    let scene = scene(props, &g, (*link_labels).clone());
    // The round's calls, sender>receiver, for the browser tests.
    let calls = props.run.then(|| {
        let calls: Vec<String> = scene
            .calls
            .iter()
            .map(|(a, b)| format!("{a}>{b}"))
            .collect();
        calls.join(" ")
    });
    let echoes = props.orderly.then(|| {
        let echoes: Vec<String> = scene
            .echoes
            .iter()
            .map(|(a, b)| format!("{a}>{b}"))
            .collect();
        echoes.join(" ")
    });
    use_painted(
        &drawing,
        viewport,
        Deps {
            scene,
            size: drawing.size,
        },
    );
    let onkeydown = arrow_keys(
        zoom.on_key.clone(),
        props.on_move.clone(),
        props.grid.dims(),
        false,
    );
    // The counts are left out while a question is open (its answer
    // could be one of them).
    let counts =
        (!props.hide_values).then(|| (g.points.len().to_string(), g.links.len().to_string()));
    let network = props.family.title(props.size);
    let label = match props.hide_values {
        false => tr_args(
            "views-family-picture-name-counts",
            &[
                ("network", network.into()),
                ("nodes", g.points.len().into()),
                ("links", g.links.len().into()),
                ("description", props.description.to_string().into()),
            ],
        ),
        true => tr_args(
            "views-family-picture-name",
            &[
                ("network", network.into()),
                ("description", props.description.to_string().into()),
            ],
        ),
    };
    // Each vertex's centre as fractions of the drawing, for the browser
    // tests that look for anything standing over a vertex.
    let points: String = g
        .points
        .iter()
        .map(|p| format!("{:.4},{:.4}", p.0 / g.width, p.1 / g.height))
        .collect::<Vec<_>>()
        .join(" ");
    let (cols, rows) = (
        props.grid.sides()[0],
        props.grid.sides().get(1).copied().unwrap_or(1),
    );
    // Not while a question is open: its vertex numbers could be the answer.
    let data_labels = link_labels
        .as_ref()
        .as_ref()
        .filter(|_| props.show_labels && !props.hide_values)
        .map(|l| labels::attribute(l));
    zoom.frame(html! {
        <canvas ref={canvas_ref} class="heatmap family" data-testid="family-picture"
            data-viewport={viewport.attribute()}
            data-emphasis={crate::pen::emphasis_attribute(&props.emphasis)}
            data-width={cols.to_string()} data-height={rows.to_string()} data-points={points}
            data-vertices={counts.as_ref().map(|c| c.0.clone())} data-links={counts.map(|c| c.1)}
            data-link-labels={data_labels} data-calls={calls} data-echoes={echoes}
            width={(g.width * 40.0).round().to_string()} height={(g.height * 40.0).round().to_string()}
            role="img" tabindex="0" aria-label={label} {onkeydown} />
    })
}

#[derive(Properties, PartialEq)]
pub struct LinkKeyProps {
    pub family: GraphFamily,
    pub size: u32,
}

/// The picture's key: each class of link by its name, and how a stub reads.
#[component]
pub fn LinkKey(props: &LinkKeyProps) -> Html {
    let Some(graph) = props.family.build(props.size) else {
        return html! {};
    };
    let n = graph.node_count();
    let mut wraps = false;
    for u in 0..n {
        graph.for_each_neighbour(u, &mut |v| wraps |= graph.link_look(u, v).wraps);
    }
    html! {
        <p class="key run-key link-key" data-testid="link-key">
            { for (0..graph.classes()).map(|c| html! {
                <span class="run-key-item">
                    <span class={classes!("swatch", "line", format!("link-class-{}", c as usize % CLASS_COLOURS.len()))} aria-hidden="true"></span>
                    { crate::l10n::text(&graph.class_name(c)) }
                </span>
            }) }
            { if wraps { html! { <span class="run-key-item run-key-note">{ tr("views-link-key-stub") }</span> } } else { html! {} } }
        </p>
    }
}

#[cfg(test)]
mod orderly_tests;
#[cfg(test)]
mod tests;
