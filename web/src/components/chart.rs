//! Charts of a sweep: line charts (points, lines, a second y axis, log
//! scales) and heat grids (one cell per size, with marks), drawn from the
//! data on a canvas and as SVG by the same code, with the point under the
//! pointer found from the same layout.
//!
//! Hand-drawn rather than plotters: plotters measures text in wasm by
//! adding styled elements to the document, which the page's CSP
//! (`style-src 'self'`) refuses, and cost 100 KB of wasm; these charts
//! need lines, circles, rectangles and text, which both targets draw
//! directly.

use std::cell::RefCell;
use std::fmt::Write as _;
use std::rc::Rc;

use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, PointerEvent};
use yew::prelude::*;

use super::canvas::{At, Render, Svg, context, fit, on_page, use_render_slot};
use crate::colors::{self, Palette};
use crate::hooks::use_resize::{use_box_width, use_resize};

/// How an axis maps values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scale {
    Linear,
    /// Base 10; every value must be positive.
    Log,
}

/// An axis: its label, scale and the extent of the data on it.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    pub label: String,
    pub scale: Scale,
    pub min: f64,
    pub max: f64,
    /// Ticks only at whole numbers (sizes, k, L).
    pub integers: bool,
}

impl Axis {
    /// An axis over `values` (ignoring non-finite ones, and non-positive
    /// ones on a log scale).
    pub fn over(
        label: &str,
        scale: Scale,
        integers: bool,
        values: impl Iterator<Item = f64>,
    ) -> Self {
        let (mut min, mut max) = (f64::INFINITY, f64::NEG_INFINITY);
        for v in values.filter(|v| v.is_finite() && (scale == Scale::Linear || *v > 0.0)) {
            min = min.min(v);
            max = max.max(v);
        }
        if !min.is_finite() {
            (min, max) = (0.0, 1.0);
        }
        Axis {
            label: label.into(),
            scale,
            min,
            max,
            integers,
        }
    }
}

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Style {
    /// Markers only: computed values.
    Points,
    /// Markers joined by a line.
    Joined,
    /// A dashed line without markers: a closed form or a bound.
    Dashed,
}

/// A point of a series, with the row of the sweep it comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
    pub row: usize,
}

/// One series of a line chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    pub colour: &'static str,
    pub style: Style,
    /// On the second y axis.
    pub right: bool,
    pub points: Vec<Point>,
}

/// A mark on a heat cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// A ring: the value meets a bound.
    Ring,
    /// A cross: the value exceeds a bound.
    Cross,
}

/// One cell of a heat grid.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// Column and row of the grid (0: the first value of each axis).
    pub at: (usize, usize),
    pub value: f64,
    pub mark: Mark,
    /// The sweep row.
    pub row: usize,
}

/// A grid of sizes, coloured by one value.
#[derive(Clone, Debug, PartialEq)]
pub struct Heat {
    pub x_label: String,
    pub y_label: String,
    /// The values of each axis, in order.
    pub xs: Vec<u32>,
    pub ys: Vec<u32>,
    pub cells: Vec<Cell>,
    /// What the colour shows.
    pub value_label: String,
    /// What the marks mean (ring, cross).
    pub marks: [Option<String>; 2],
}

/// What a chart plots.
#[derive(Clone, Debug, PartialEq)]
pub enum Plot {
    Lines {
        x: Axis,
        y: Axis,
        y2: Option<Axis>,
        series: Vec<Series>,
    },
    Heat(Heat),
}

/// A chart: its title and plot.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartSpec {
    pub title: String,
    pub plot: Plot,
}

impl ChartSpec {
    /// The sweep rows the chart shows, in reading order (for the arrow
    /// keys): by x, then by series; heat cells by row, then column.
    pub fn rows(&self) -> Vec<usize> {
        let mut points: Vec<(f64, f64, usize)> = match &self.plot {
            Plot::Lines { series, .. } => series
                .iter()
                .flat_map(|s| s.points.iter().map(|p| (p.x, 0.0, p.row)))
                .collect(),
            Plot::Heat(h) => h
                .cells
                .iter()
                .map(|c| (c.at.1 as f64, c.at.0 as f64, c.row))
                .collect(),
        };
        points.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        let mut out: Vec<usize> = points.into_iter().map(|p| p.2).collect();
        out.dedup();
        let mut seen = std::collections::BTreeSet::new();
        out.retain(|r| seen.insert(*r));
        out
    }
}

/// Colours for series, distinguishable with the common colour-vision
/// deficiencies (ColorBrewer Dark2).
pub const COLOURS: [&str; 6] = [
    "#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#a6761d",
];

/// A drawing target: the canvas or an SVG string, in CSS pixels.
trait Pen {
    fn polyline(&mut self, points: &[(f64, f64)], colour: &str, width: f64, dashed: bool);
    fn circle(
        &mut self,
        centre: (f64, f64),
        r: f64,
        fill: Option<&str>,
        stroke: Option<(&str, f64)>,
    );
    fn rect(&mut self, at: (f64, f64), size: (f64, f64), fill: &str, stroke: Option<(&str, f64)>);
    /// `anchor`: -1 start, 0 middle, 1 end; `vertical`: rotated a quarter
    /// turn anticlockwise.
    fn text(&mut self, at: (f64, f64), text: &str, size: f64, anchor: i8, vertical: bool);
}

struct CanvasPen<'a> {
    ctx: &'a CanvasRenderingContext2d,
    ink: String,
}

impl Pen for CanvasPen<'_> {
    fn polyline(&mut self, points: &[(f64, f64)], colour: &str, width: f64, dashed: bool) {
        let ctx = self.ctx;
        ctx.begin_path();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        let dash = js_sys::Array::new();
        if dashed {
            dash.push(&6.0.into());
            dash.push(&4.0.into());
        }
        let _ = ctx.set_line_dash(&dash);
        ctx.set_stroke_style_str(colour);
        ctx.set_line_width(width);
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_sys::Array::new());
    }

    fn circle(
        &mut self,
        (x, y): (f64, f64),
        r: f64,
        fill: Option<&str>,
        stroke: Option<(&str, f64)>,
    ) {
        let ctx = self.ctx;
        ctx.begin_path();
        let _ = ctx.arc(x, y, r, 0.0, std::f64::consts::TAU);
        if let Some(f) = fill {
            ctx.set_fill_style_str(f);
            ctx.fill();
        }
        if let Some((s, w)) = stroke {
            ctx.set_stroke_style_str(s);
            ctx.set_line_width(w);
            ctx.stroke();
        }
    }

    fn rect(
        &mut self,
        (x, y): (f64, f64),
        (w, h): (f64, f64),
        fill: &str,
        stroke: Option<(&str, f64)>,
    ) {
        let ctx = self.ctx;
        if fill != "none" {
            ctx.set_fill_style_str(fill);
            ctx.fill_rect(x, y, w, h);
        }
        if let Some((s, lw)) = stroke {
            ctx.set_stroke_style_str(s);
            ctx.set_line_width(lw);
            ctx.stroke_rect(x, y, w, h);
        }
    }

    fn text(&mut self, (x, y): (f64, f64), text: &str, size: f64, anchor: i8, vertical: bool) {
        let ctx = self.ctx;
        ctx.set_font(&format!("{size}px system-ui, sans-serif"));
        ctx.set_fill_style_str(&self.ink);
        ctx.set_text_align(match anchor {
            -1 => "start",
            0 => "center",
            _ => "end",
        });
        ctx.set_text_baseline("middle");
        if vertical {
            ctx.save();
            let _ = ctx.translate(x, y);
            let _ = ctx.rotate(-std::f64::consts::FRAC_PI_2);
            let _ = ctx.fill_text(text, 0.0, 0.0);
            ctx.restore();
        } else {
            let _ = ctx.fill_text(text, x, y);
        }
    }
}

struct SvgPen {
    out: String,
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl Pen for SvgPen {
    fn polyline(&mut self, points: &[(f64, f64)], colour: &str, width: f64, dashed: bool) {
        let pts: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect();
        let dash = if dashed {
            " stroke-dasharray=\"6 4\""
        } else {
            ""
        };
        let _ = writeln!(
            self.out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{width}\"{dash}/>",
            pts.join(" ")
        );
    }

    fn circle(
        &mut self,
        (x, y): (f64, f64),
        r: f64,
        fill: Option<&str>,
        stroke: Option<(&str, f64)>,
    ) {
        let stroke = stroke.map_or(String::new(), |(s, w)| {
            format!(" stroke=\"{s}\" stroke-width=\"{w}\"")
        });
        let _ = writeln!(
            self.out,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{r}\" fill=\"{}\"{stroke}/>",
            fill.unwrap_or("none")
        );
    }

    fn rect(
        &mut self,
        (x, y): (f64, f64),
        (w, h): (f64, f64),
        fill: &str,
        stroke: Option<(&str, f64)>,
    ) {
        let stroke = stroke.map_or(String::new(), |(s, lw)| {
            format!(" stroke=\"{s}\" stroke-width=\"{lw}\"")
        });
        let _ = writeln!(
            self.out,
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" fill=\"{fill}\"{stroke}/>"
        );
    }

    fn text(&mut self, (x, y): (f64, f64), text: &str, size: f64, anchor: i8, vertical: bool) {
        let anchor = match anchor {
            -1 => "start",
            0 => "middle",
            _ => "end",
        };
        let turn = if vertical {
            format!(" transform=\"rotate(-90 {x:.1} {y:.1})\"")
        } else {
            String::new()
        };
        let _ = writeln!(
            self.out,
            "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size}\" font-family=\"system-ui, sans-serif\" text-anchor=\"{anchor}\" dominant-baseline=\"middle\" fill=\"#111\"{turn}>{}</text>",
            escape(text)
        );
    }
}

/// A number for a tick or a readout: whole numbers as they are up to
/// 99,999, then with k, M or G; fractions with up to three significant
/// digits.
pub fn short(v: f64) -> String {
    let a = v.abs();
    if a >= 1e5 {
        let (d, suffix) = if a >= 1e9 {
            (1e9, "G")
        } else if a >= 1e6 {
            (1e6, "M")
        } else {
            (1e3, "k")
        };
        let s = format!("{:.2}", v / d);
        let s = s.trim_end_matches('0').trim_end_matches('.');
        return format!("{s}{suffix}");
    }
    if v.fract() == 0.0 {
        return format!("{v:.0}");
    }
    let digits = (3 - a.log10().floor() as i32 - 1).clamp(0, 6) as usize;
    let s = format!("{v:.digits$}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Tick values of an axis, and its drawn extent (widened to whole ticks).
fn ticks(axis: &Axis, target: usize) -> (Vec<f64>, f64, f64) {
    let (min, max) = if axis.max > axis.min {
        (axis.min, axis.max)
    } else if axis.scale == Scale::Log {
        (axis.min / 2.0, axis.max * 2.0)
    } else {
        (axis.min - 1.0, axis.max + 1.0)
    };
    match axis.scale {
        Scale::Log => {
            let (lo, hi) = (min.log10().floor() as i32, max.log10().ceil() as i32);
            let decades = (hi - lo).max(1);
            let mut out = Vec::new();
            let every = (decades as usize).div_ceil(target).max(1) as i32;
            for e in (lo..=hi).step_by(every as usize) {
                out.push(10f64.powi(e));
                if decades <= 2 {
                    out.extend([2.0, 5.0].map(|m| m * 10f64.powi(e)));
                }
            }
            out.retain(|&t| t <= 10f64.powi(hi));
            out.sort_by(|a, b| a.total_cmp(b));
            (out, 10f64.powi(lo), 10f64.powi(hi))
        }
        Scale::Linear => {
            let raw = (max - min) / target.max(1) as f64;
            let mag = 10f64.powf(raw.log10().floor());
            let mut step = [1.0, 2.0, 5.0, 10.0]
                .into_iter()
                .map(|m| m * mag)
                .find(|&s| s >= raw)
                .unwrap_or(10.0 * mag);
            if axis.integers {
                step = step.max(1.0).round();
            }
            let (lo, hi) = ((min / step).floor() * step, (max / step).ceil() * step);
            let n = ((hi - lo) / step).round() as usize;
            ((0..=n).map(|i| lo + i as f64 * step).collect(), lo, hi)
        }
    }
}

/// Where the plot area is, and how values map into it.
#[derive(Clone, Copy)]
struct Frame {
    left: f64,
    top: f64,
    width: f64,
    height: f64,
}

fn position(scale: Scale, (lo, hi): (f64, f64), v: f64) -> f64 {
    match scale {
        Scale::Linear => (v - lo) / (hi - lo),
        Scale::Log => (v.max(f64::MIN_POSITIVE).log10() - lo.log10()) / (hi.log10() - lo.log10()),
    }
}

/// What the layout found: where each sweep row is drawn, to find the one
/// under the pointer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Targets {
    /// Line charts: the points' centres.
    points: Vec<((f64, f64), usize)>,
    /// Heat grids: the cells' rectangles.
    cells: Vec<((f64, f64, f64, f64), usize)>,
}

impl Targets {
    /// `x y row` per target, `;`-separated (CSS pixels; a cell's centre),
    /// for the canvas's `data-targets`, where tests find the points.
    fn attribute(&self) -> String {
        let points = self.points.iter().map(|&((x, y), r)| (x, y, r));
        let cells = self
            .cells
            .iter()
            .map(|&((x, y, w, h), r)| (x + w / 2.0, y + h / 2.0, r));
        let parts: Vec<String> = points
            .chain(cells)
            .map(|(x, y, r)| format!("{x:.1} {y:.1} {r}"))
            .collect();
        parts.join(";")
    }

    /// The row drawn at `(x, y)` (CSS pixels): the nearest point within
    /// `reach`, or the cell under it.
    pub fn at(&self, (x, y): (f64, f64), reach: f64) -> Option<usize> {
        if let Some(&(_, row)) = self
            .cells
            .iter()
            .find(|((cx, cy, w, h), _)| x >= *cx && x < cx + w && y >= *cy && y < cy + h)
        {
            return Some(row);
        }
        self.points
            .iter()
            .map(|&((px, py), row)| ((px - x).hypot(py - y), row))
            .filter(|(d, _)| *d <= reach)
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, row)| row)
    }
}

const TITLE: f64 = 15.0;
const SMALL: f64 = 12.0;

/// The height a chart needs at `width` CSS pixels.
pub fn height(spec: &ChartSpec, width: f64) -> f64 {
    match &spec.plot {
        Plot::Lines { series, .. } => {
            let legend = legend_rows(series.iter().map(|s| s.name.as_str()), width);
            (width * 0.45).clamp(220.0, 420.0) + 18.0 * legend as f64
        }
        Plot::Heat(h) => {
            let (left, right) = (64.0, 16.0);
            let cell = ((width - left - right) / h.xs.len().max(1) as f64).max(1.0);
            let legend = 2.0 + f64::from(u8::from(h.marks.iter().any(Option::is_some)));
            34.0 + 18.0 * legend + cell * h.ys.len().max(1) as f64 + 46.0
        }
    }
}

/// How many lines the legend takes at `width`.
fn legend_rows<'a>(names: impl Iterator<Item = &'a str>, width: f64) -> usize {
    let (mut rows, mut used) = (1, 0.0);
    for name in names {
        let w = 34.0 + 6.5 * name.chars().count() as f64;
        if used + w > width - 20.0 && used > 0.0 {
            rows += 1;
            used = 0.0;
        }
        used += w;
    }
    rows
}

/// Draws `spec` at `width` × `height` CSS pixels with `focus`
/// highlighted; returns where each row went.
fn paint(
    pen: &mut dyn Pen,
    spec: &ChartSpec,
    (width, height): (f64, f64),
    focus: Option<usize>,
) -> Targets {
    pen.text((width / 2.0, 14.0), &spec.title, TITLE, 0, false);
    match &spec.plot {
        Plot::Lines { x, y, y2, series } => {
            paint_lines(pen, (x, y, y2.as_ref()), series, (width, height), focus)
        }
        Plot::Heat(h) => paint_heat(pen, h, (width, height), focus),
    }
}

fn paint_lines(
    pen: &mut dyn Pen,
    (x, y, y2): (&Axis, &Axis, Option<&Axis>),
    series: &[Series],
    (width, height): (f64, f64),
    focus: Option<usize>,
) -> Targets {
    // The legend under the title, wrapped.
    let (mut lx, mut ly) = (10.0, 34.0);
    for s in series {
        let w = 34.0 + 6.5 * s.name.chars().count() as f64;
        if lx + w > width - 10.0 && lx > 10.0 {
            lx = 10.0;
            ly += 18.0;
        }
        swatch(pen, (lx, ly), s);
        pen.text((lx + 26.0, ly), &s.name, SMALL, -1, false);
        lx += w;
    }
    let top = ly + 16.0;
    let right = if y2.is_some() { 64.0 } else { 16.0 };
    let f = Frame {
        left: 64.0,
        top,
        width: width - 64.0 - right,
        height: height - top - 46.0,
    };
    let (xt, xlo, xhi) = ticks(x, (f.width / 80.0).clamp(2.0, 10.0) as usize);
    // A decade needs less room than a linear step: its labels are short.
    let per_tick = if y.scale == Scale::Log { 32.0 } else { 50.0 };
    let (yt, ylo, yhi) = ticks(y, (f.height / per_tick).clamp(2.0, 10.0) as usize);
    let grid = "#8888";
    let px = |v: f64| f.left + position(x.scale, (xlo, xhi), v) * f.width;
    let py = |v: f64| f.top + f.height - position(y.scale, (ylo, yhi), v) * f.height;
    for &t in &yt {
        pen.polyline(
            &[(f.left, py(t)), (f.left + f.width, py(t))],
            grid,
            0.5,
            false,
        );
        pen.text((f.left - 6.0, py(t)), &short(t), SMALL, 1, false);
    }
    for &t in &xt {
        pen.polyline(
            &[(px(t), f.top), (px(t), f.top + f.height)],
            grid,
            0.5,
            false,
        );
        pen.text((px(t), f.top + f.height + 12.0), &short(t), SMALL, 0, false);
    }
    axis_labels(pen, &f, height, &x.label, &y.label);
    let second = y2.map(|a| {
        let (t, lo, hi) = ticks(a, (f.height / 50.0).clamp(2.0, 8.0) as usize);
        let at = move |v: f64| f.top + f.height - position(a.scale, (lo, hi), v) * f.height;
        for &v in &t {
            pen.text((f.left + f.width + 6.0, at(v)), &short(v), SMALL, -1, false);
        }
        pen.text(
            (width - 12.0, f.top + f.height / 2.0),
            &a.label,
            SMALL,
            0,
            true,
        );
        at
    });
    let mut targets = Targets::default();
    for s in series {
        let place = |p: &Point| {
            let yy = match (&second, s.right) {
                (Some(at), true) => at(p.y),
                _ => py(p.y),
            };
            (px(p.x), yy)
        };
        let pts: Vec<(f64, f64)> = s
            .points
            .iter()
            .filter(|p| p.y.is_finite())
            .map(place)
            .collect();
        match s.style {
            Style::Dashed => pen.polyline(&pts, s.colour, 1.8, true),
            Style::Joined => pen.polyline(&pts, s.colour, 1.5, false),
            Style::Points => {}
        }
        if s.style != Style::Dashed {
            for (p, &at) in s.points.iter().filter(|p| p.y.is_finite()).zip(&pts) {
                pen.circle(at, 3.5, Some(s.colour), None);
                targets.points.push((at, p.row));
            }
        }
    }
    if let Some(row) = focus {
        for &(at, r) in &targets.points {
            if r == row {
                pen.circle(at, 7.0, None, Some(("#111", 2.0)));
            }
        }
    }
    pen.rect(
        (f.left, f.top),
        (f.width, f.height),
        "none",
        Some(("#888", 1.0)),
    );
    targets
}

fn swatch(pen: &mut dyn Pen, (x, y): (f64, f64), s: &Series) {
    match s.style {
        Style::Dashed => pen.polyline(&[(x, y), (x + 20.0, y)], s.colour, 1.8, true),
        Style::Joined => {
            pen.polyline(&[(x, y), (x + 20.0, y)], s.colour, 1.5, false);
            pen.circle((x + 10.0, y), 3.5, Some(s.colour), None);
        }
        Style::Points => pen.circle((x + 10.0, y), 3.5, Some(s.colour), None),
    }
}

fn paint_heat(
    pen: &mut dyn Pen,
    h: &Heat,
    (width, height): (f64, f64),
    focus: Option<usize>,
) -> Targets {
    let (min, max) = h
        .cells
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), c| {
            (a.min(c.value), b.max(c.value))
        });
    let (min, max) = if min.is_finite() {
        (min, max.max(min + 1e-9))
    } else {
        (0.0, 1.0)
    };
    // The legend: what the colour shows and its scale, then the marks.
    let mut ly = 34.0;
    let label = format!("{}: {}", h.value_label, short(min));
    pen.text((10.0, ly), &label, SMALL, -1, false);
    let scale_x = 10.0 + 6.8 * label.chars().count() as f64 + 8.0;
    let steps = 24;
    for i in 0..steps {
        let v = min + (max - min) * i as f64 / (steps - 1) as f64;
        let [r, g, b, _] = colors::rgba(Palette::Sequential, v, min, max);
        pen.rect(
            (scale_x + 6.0 * i as f64, ly - 6.0),
            (6.0, 12.0),
            &format!("#{r:02x}{g:02x}{b:02x}"),
            None,
        );
    }
    pen.text(
        (scale_x + 6.0 * steps as f64 + 4.0, ly),
        &short(max),
        SMALL,
        -1,
        false,
    );
    ly += 18.0;
    let mut mx = 10.0;
    for (mark, text) in [Mark::Ring, Mark::Cross].into_iter().zip(&h.marks) {
        if let Some(text) = text {
            draw_mark(pen, (mx + 6.0, ly), 5.0, mark, "#111");
            pen.text((mx + 16.0, ly), text, SMALL, -1, false);
            mx += 30.0 + 6.5 * text.chars().count() as f64;
        }
    }
    if h.marks.iter().any(Option::is_some) {
        ly += 18.0;
    }
    let top = ly + 4.0;
    let (left, right) = (64.0, 16.0);
    let cell = ((width - left - right) / h.xs.len().max(1) as f64).max(1.0);
    let f = Frame {
        left,
        top,
        width: cell * h.xs.len() as f64,
        height: cell * h.ys.len() as f64,
    };
    let mut targets = Targets::default();
    for c in &h.cells {
        let (x, y) = (f.left + c.at.0 as f64 * cell, f.top + c.at.1 as f64 * cell);
        let [r, g, b, _] = colors::rgba(Palette::Sequential, c.value, min, max);
        pen.rect(
            (x, y),
            (cell, cell),
            &format!("#{r:02x}{g:02x}{b:02x}"),
            None,
        );
        // Ink that reads on the cell's colour (viridis: dark below the middle).
        let ink = if (c.value - min) / (max - min) < 0.6 {
            "#fff"
        } else {
            "#111"
        };
        if c.mark != Mark::None {
            draw_mark(
                pen,
                (x + cell / 2.0, y + cell / 2.0),
                (cell * 0.32).min(9.0),
                c.mark,
                ink,
            );
        }
        targets.cells.push(((x, y, cell, cell), c.row));
    }
    if let Some(c) = focus.and_then(|row| h.cells.iter().find(|c| c.row == row)) {
        let (x, y) = (f.left + c.at.0 as f64 * cell, f.top + c.at.1 as f64 * cell);
        pen.rect((x, y), (cell, cell), "none", Some(("#e00", 2.5)));
    }
    // Axis labels: every value while they fit, else every few.
    let every = |n: usize, room: f64| ((n as f64 * 24.0 / room).ceil() as usize).max(1);
    let ex = every(h.xs.len(), f.width);
    for (i, v) in h.xs.iter().enumerate().filter(|(i, _)| i % ex == 0) {
        pen.text(
            (f.left + (i as f64 + 0.5) * cell, f.top + f.height + 12.0),
            &v.to_string(),
            SMALL,
            0,
            false,
        );
    }
    let ey = every(h.ys.len(), f.height);
    for (i, v) in h.ys.iter().enumerate().filter(|(i, _)| i % ey == 0) {
        pen.text(
            (f.left - 6.0, f.top + (i as f64 + 0.5) * cell),
            &v.to_string(),
            SMALL,
            1,
            false,
        );
    }
    axis_labels(pen, &f, height, &h.x_label, &h.y_label);
    targets
}

/// The x axis's label under the frame, the y axis's turned along its left.
fn axis_labels(pen: &mut dyn Pen, f: &Frame, height: f64, x: &str, y: &str) {
    pen.text((f.left + f.width / 2.0, height - 12.0), x, SMALL, 0, false);
    pen.text((14.0, f.top + f.height / 2.0), y, SMALL, 0, true);
}

fn draw_mark(pen: &mut dyn Pen, (x, y): (f64, f64), r: f64, mark: Mark, ink: &str) {
    match mark {
        Mark::Ring => pen.circle((x, y), r, None, Some((ink, 1.8))),
        Mark::Cross => {
            pen.polyline(&[(x - r, y - r), (x + r, y + r)], ink, 2.0, false);
            pen.polyline(&[(x - r, y + r), (x + r, y - r)], ink, 2.0, false);
        }
        Mark::None => {}
    }
}

/// Draws `spec` on `canvas` (sized to its CSS width, or as `at` says).
fn draw(
    canvas: &HtmlCanvasElement,
    spec: &ChartSpec,
    focus: Option<usize>,
    at: At,
) -> Option<Targets> {
    let css = match at {
        Some((css, _)) => css,
        None => canvas.get_bounding_client_rect().width(),
    };
    let css = css.max(200.0);
    let h = height(spec, css);
    let (_, _, scale) = fit(
        canvas,
        css / h,
        at.or(Some((
            css,
            web_sys::window()?.device_pixel_ratio().max(1.0),
        ))),
    )?;
    let ctx = context(canvas)?;
    ctx.set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, css, h);
    // On the page the ink follows the theme; exports are drawn on white.
    let ink = match at {
        Some(_) => "#111".to_string(),
        None => web_sys::window()
            .and_then(|w| w.get_computed_style(canvas).ok().flatten())
            .and_then(|s| s.get_property_value("color").ok())
            .filter(|c| !c.is_empty())
            .unwrap_or_else(|| "#111".into()),
    };
    let mut pen = CanvasPen { ctx: &ctx, ink };
    Some(paint(&mut pen, spec, (css, h), focus))
}

/// `spec` as SVG at `width` CSS pixels: the viewBox and the elements.
pub fn svg(spec: &ChartSpec, width: f64) -> (f64, f64, String) {
    let h = height(spec, width);
    let mut pen = SvgPen { out: String::new() };
    paint(&mut pen, spec, (width, h), None);
    (width, h, pen.out)
}

#[derive(Properties, PartialEq)]
pub struct ChartProps {
    pub spec: Rc<ChartSpec>,
    /// The highlighted sweep row.
    pub focus: Option<usize>,
    pub on_focus: Callback<Option<usize>>,
    /// A click (or Enter) on a row: open its configuration.
    pub on_open: Callback<usize>,
    /// What a screen reader hears for the picture.
    pub label: AttrValue,
}

/// Where a pointer event is on the canvas, in CSS pixels.
fn offset(e: &MouseEvent) -> Option<(f64, f64)> {
    crate::hooks::use_zoom::canvas_point(e).map(|(at, _)| at)
}

#[component]
pub fn Chart(props: &ChartProps) -> Html {
    let canvas_ref = use_node_ref();
    let resized = use_resize();
    let width = use_box_width(canvas_ref.clone());
    let targets = use_mut_ref(Targets::default);
    {
        let (canvas_ref, targets) = (canvas_ref.clone(), targets.clone());
        let register = use_render_slot(canvas_ref.clone());
        let deps = (
            Rc::clone(&props.spec),
            props.focus,
            resized,
            width.map(f64::to_bits),
        );
        use_effect_with(deps, move |(spec, focus, _, _)| {
            if let Some(canvas) = canvas_ref.cast::<HtmlCanvasElement>()
                && let Some(t) = draw(&canvas, spec, *focus, on_page(width))
            {
                let _ = canvas.set_attribute("data-targets", &t.attribute());
                *targets.borrow_mut() = t;
            }
            let (on_canvas, for_svg) = (Rc::clone(spec), Rc::clone(spec));
            let render: Render =
                Rc::new(move |canvas, at| draw(canvas, &on_canvas, None, at).map(|_| ()));
            let svg_of: Svg = Rc::new(move || Some(svg(&for_svg, width.unwrap_or(640.0))));
            register(render, svg_of);
        });
    }
    let hit = |targets: &Rc<RefCell<Targets>>, e: &MouseEvent, reach: f64| {
        offset(e).and_then(|at| targets.borrow().at(at, reach))
    };
    let onmousemove = {
        let (targets, on_focus) = (targets.clone(), props.on_focus.clone());
        Callback::from(move |e: MouseEvent| {
            if let Some(row) = hit(&targets, &e, 16.0) {
                on_focus.emit(Some(row));
            }
        })
    };
    let onclick = {
        let (targets, on_focus, on_open) = (
            targets.clone(),
            props.on_focus.clone(),
            props.on_open.clone(),
        );
        Callback::from(move |e: MouseEvent| {
            if let Some(row) = hit(&targets, &e, 16.0) {
                on_focus.emit(Some(row));
                on_open.emit(row);
            }
        })
    };
    // A tap shows the values (the readout's link opens the size); a click
    // that follows a tap is not a second choice.
    let tapped = use_mut_ref(|| false);
    let onpointerup = {
        let (targets, on_focus, tapped) = (targets.clone(), props.on_focus.clone(), tapped.clone());
        Callback::from(move |e: PointerEvent| {
            let touch = e.pointer_type() == "touch";
            *tapped.borrow_mut() = touch;
            if touch && let Some(row) = hit(&targets, &e, 24.0) {
                on_focus.emit(Some(row));
            }
        })
    };
    let onclick = {
        let tapped = tapped.clone();
        Callback::from(move |e: MouseEvent| {
            if !*tapped.borrow() {
                onclick.emit(e);
            }
        })
    };
    let onkeydown = {
        let (spec, focus) = (Rc::clone(&props.spec), props.focus);
        let (on_focus, on_open) = (props.on_focus.clone(), props.on_open.clone());
        Callback::from(move |e: KeyboardEvent| {
            let order = spec.rows();
            let at = focus.and_then(|f| order.iter().position(|&r| r == f));
            let step = |d: isize| {
                let i = at.map_or(0, |i| {
                    (i as isize + d).clamp(0, order.len() as isize - 1) as usize
                });
                order.get(i).copied()
            };
            let width = match &spec.plot {
                Plot::Heat(h) => h.xs.len() as isize,
                Plot::Lines { .. } => 1,
            };
            let next = match e.key().as_str() {
                "ArrowRight" => step(1),
                "ArrowLeft" => step(-1),
                "ArrowDown" if width > 1 => step(width),
                "ArrowUp" if width > 1 => step(-width),
                "Home" => order.first().copied(),
                "End" => order.last().copied(),
                "Enter" => {
                    if let Some(f) = focus {
                        e.prevent_default();
                        on_open.emit(f);
                    }
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            on_focus.emit(next);
        })
    };
    let onmouseleave = props.on_focus.reform(|_: MouseEvent| None);
    html! {
        <canvas ref={canvas_ref} class="chart" role="img" tabindex="0" aria-label={props.label.clone()}
            data-testid="chart" data-title={props.spec.title.clone()}
            {onmousemove} {onmouseleave} {onclick} {onpointerup} {onkeydown} />
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_data() {
        let axis = Axis::over("x", Scale::Linear, true, [3.0, 40.0].into_iter());
        let (t, lo, hi) = ticks(&axis, 6);
        assert_eq!((lo, hi), (0.0, 40.0));
        assert_eq!(t, [0.0, 10.0, 20.0, 30.0, 40.0]);
        let log = Axis::over("y", Scale::Log, false, [3.0, 1_259_634.0].into_iter());
        let (t, lo, hi) = ticks(&log, 8);
        assert_eq!((lo, hi), (1.0, 1e7));
        assert_eq!(t, [1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e7]);
        // With room for fewer, every other decade.
        assert_eq!(ticks(&log, 4).0, [1.0, 100.0, 1e4, 1e6]);
        assert_eq!(short(1_259_634.0), "1.26M");
        assert_eq!(short(4.9375), "4.94");
        assert_eq!(short(12.0), "12");
    }

    #[test]
    fn the_row_under_a_point_is_the_nearest_within_reach() {
        let t = Targets {
            points: vec![((10.0, 10.0), 0), ((30.0, 10.0), 1)],
            cells: vec![((100.0, 100.0, 20.0, 20.0), 7)],
        };
        assert_eq!(t.at((18.0, 11.0), 16.0), Some(0));
        assert_eq!(t.at((22.0, 11.0), 16.0), Some(1));
        assert_eq!(t.at((60.0, 60.0), 16.0), None);
        assert_eq!(t.at((119.0, 100.0), 16.0), Some(7));
    }
}
