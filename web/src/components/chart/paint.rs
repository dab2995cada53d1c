//! A chart laid out and painted through the page's [`Pen`]: title,
//! legend, axes, series or heat cells, the focused row, and where each
//! row went ([`Targets`]), so the pointer finds the row it is over.

use crate::colors::{self, Palette};
use crate::l10n::tr_args;
use crate::pen::{Anchor, Font, Pen, Stroke, Tag};

use super::scales::{position, short, ticks};
use super::spec::{AxisScale, ChartAxis, ChartPoint, ChartSpec, Heat, Mark, Plot, Series, Style};

/// Where the plot area is, and how values map into it.
#[derive(Clone, Copy)]
struct Frame {
    left: f64,
    top: f64,
    width: f64,
    height: f64,
}

/// What the layout found: where each sweep row is drawn, to find the one
/// under the pointer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Targets {
    /// Line charts: the points' centres.
    pub(super) points: Vec<((f64, f64), usize)>,
    /// Heat grids: the cells' rectangles.
    pub(super) cells: Vec<((f64, f64, f64, f64), usize)>,
}

impl Targets {
    /// `x y row` per target, `;`-separated (CSS pixels; a cell's centre),
    /// for the canvas's `data-targets`, where tests find the points.
    pub(super) fn attribute(&self) -> String {
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
/// A title line's height; the legend starts one line under the last.
const TITLE_LINE: f64 = 19.0;
/// Estimated widths of a column (a wide glyph is two) at the two sizes.
const TITLE_COLUMN: f64 = 8.2;
const SMALL_COLUMN: f64 = 7.0;

/// The title in lines that fit `width`: broken at spaces, and between
/// wide glyphs (Chinese has no spaces); a word longer than a line stays
/// whole.
fn title_lines(title: &str, width: f64) -> Vec<String> {
    let most = ((width - 20.0) / TITLE_COLUMN).max(8.0);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut token = String::new();
    let flush = |token: &mut String, line: &mut String, lines: &mut Vec<String>| {
        if token.is_empty() {
            return;
        }
        if !line.trim().is_empty() && columns(line.trim_end()) + columns(token.trim_end()) > most {
            lines.push(line.trim_end().to_string());
            line.clear();
            *token = token.trim_start().to_string();
        }
        line.push_str(token);
        token.clear();
    };
    for c in title.chars() {
        if c == ' ' || crate::words::is_wide(c) {
            flush(&mut token, &mut line, &mut lines);
        }
        token.push(c);
        if crate::words::is_wide(c) {
            flush(&mut token, &mut line, &mut lines);
        }
    }
    flush(&mut token, &mut line, &mut lines);
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// Where the legend starts under the title's `lines`.
fn under_title(lines: usize) -> f64 {
    34.0 + TITLE_LINE * lines.saturating_sub(1) as f64
}

/// The height a chart needs at `width` CSS pixels.
pub fn height(spec: &ChartSpec, width: f64) -> f64 {
    let title = under_title(title_lines(&spec.title, width).len()) - 34.0;
    title
        + match &spec.plot {
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
        let w = 34.0 + SMALL_COLUMN * columns(name);
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
pub(super) fn paint(
    pen: &mut dyn Pen,
    spec: &ChartSpec,
    (width, height): (f64, f64),
    focus: Option<usize>,
) -> Targets {
    let lines = title_lines(&spec.title, width);
    for (i, line) in lines.iter().enumerate() {
        let y = 14.0 + TITLE_LINE * i as f64;
        label(pen, (width / 2.0, y), line, TITLE, 0, false);
    }
    let head = under_title(lines.len());
    match &spec.plot {
        Plot::Lines { x, y, y2, series } => paint_lines(
            pen,
            (x, y, y2.as_ref()),
            series,
            (width, height, head),
            focus,
        ),
        Plot::Heat(h) => paint_heat(pen, h, (width, height, head), focus),
    }
}

fn paint_lines(
    pen: &mut dyn Pen,
    (x, y, y2): (&ChartAxis, &ChartAxis, Option<&ChartAxis>),
    series: &[Series],
    (width, height, head): (f64, f64, f64),
    focus: Option<usize>,
) -> Targets {
    let top = series_legend(pen, series, width, head) + 16.0;
    let right = if y2.is_some() { 64.0 } else { 16.0 };
    let f = Frame {
        left: 64.0,
        top,
        width: width - 64.0 - right,
        height: height - top - 46.0,
    };
    let (xt, xlo, xhi) = ticks(x, (f.width / 80.0).clamp(2.0, 10.0) as usize);
    // A decade needs less room than a linear step: its labels are short.
    let per_tick = if y.scale == AxisScale::Log {
        32.0
    } else {
        50.0
    };
    let (yt, ylo, yhi) = ticks(y, (f.height / per_tick).clamp(2.0, 10.0) as usize);
    let grid = "#8888";
    let px = |v: f64| f.left + position(x.scale, (xlo, xhi), v) * f.width;
    let py = |v: f64| f.top + f.height - position(y.scale, (ylo, yhi), v) * f.height;
    for &t in &yt {
        line(
            pen,
            &[(f.left, py(t)), (f.left + f.width, py(t))],
            grid,
            0.5,
            false,
        );
        label(pen, (f.left - 6.0, py(t)), &short(t), SMALL, 1, false);
    }
    for &t in &xt {
        line(
            pen,
            &[(px(t), f.top), (px(t), f.top + f.height)],
            grid,
            0.5,
            false,
        );
        label(
            pen,
            (px(t), f.top + f.height + 12.0),
            &short(t),
            SMALL,
            0,
            false,
        );
    }
    axis_labels(pen, &f, height, &x.label, &y.label);
    let second = y2.map(|a| {
        let (t, lo, hi) = ticks(a, (f.height / 50.0).clamp(2.0, 8.0) as usize);
        let at = move |v: f64| f.top + f.height - position(a.scale, (lo, hi), v) * f.height;
        for &v in &t {
            label(
                pen,
                (f.left + f.width + 6.0, at(v)),
                &short(v),
                SMALL,
                -1,
                false,
            );
        }
        label(
            pen,
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
        let place = |p: &ChartPoint| {
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
            Style::Dashed => line(pen, &pts, s.colour, 1.8, true),
            Style::Joined => line(pen, &pts, s.colour, 1.5, false),
            Style::Points => {}
        }
        if s.style != Style::Dashed {
            for (p, &at) in s.points.iter().filter(|p| p.y.is_finite()).zip(&pts) {
                dot(pen, at, 3.5, Some(s.colour), None);
                targets.points.push((at, p.row));
            }
        }
    }
    if let Some(row) = focus {
        for &(at, r) in &targets.points {
            if r == row {
                dot(pen, at, 7.0, None, Some(("#111", 2.0)));
            }
        }
    }
    boxed(
        pen,
        (f.left, f.top),
        (f.width, f.height),
        "none",
        Some(("#888", 1.0)),
    );
    targets
}

/// The series' legend under the title, wrapped; returns its last line's y.
fn series_legend(pen: &mut dyn Pen, series: &[Series], width: f64, head: f64) -> f64 {
    let (mut lx, mut ly) = (10.0, head);
    for s in series {
        let w = 34.0 + SMALL_COLUMN * columns(&s.name);
        if lx + w > width - 10.0 && lx > 10.0 {
            lx = 10.0;
            ly += 18.0;
        }
        swatch(pen, (lx, ly), s);
        label(pen, (lx + 26.0, ly), &s.name, SMALL, -1, false);
        lx += w;
    }
    ly
}

fn swatch(pen: &mut dyn Pen, (x, y): (f64, f64), s: &Series) {
    match s.style {
        Style::Dashed => line(pen, &[(x, y), (x + 20.0, y)], s.colour, 1.8, true),
        Style::Joined => {
            line(pen, &[(x, y), (x + 20.0, y)], s.colour, 1.5, false);
            dot(pen, (x + 10.0, y), 3.5, Some(s.colour), None);
        }
        Style::Points => dot(pen, (x + 10.0, y), 3.5, Some(s.colour), None),
    }
}

fn paint_heat(
    pen: &mut dyn Pen,
    h: &Heat,
    (width, height, head): (f64, f64, f64),
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
    let top = heat_legend(pen, h, (min, max), head) + 4.0;
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
        boxed(
            pen,
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
        boxed(pen, (x, y), (cell, cell), "none", Some(("#e00", 2.5)));
    }
    // Axis labels: every value while they fit, else every few.
    let every = |n: usize, room: f64| ((n as f64 * 24.0 / room).ceil() as usize).max(1);
    let ex = every(h.xs.len(), f.width);
    for (i, v) in h.xs.iter().enumerate().filter(|(i, _)| i % ex == 0) {
        label(
            pen,
            (f.left + (i as f64 + 0.5) * cell, f.top + f.height + 12.0),
            &v.to_string(),
            SMALL,
            0,
            false,
        );
    }
    let ey = every(h.ys.len(), f.height);
    for (i, v) in h.ys.iter().enumerate().filter(|(i, _)| i % ey == 0) {
        label(
            pen,
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

/// What the colour shows and its scale, then the marks; returns the y
/// below them.
fn heat_legend(pen: &mut dyn Pen, h: &Heat, (min, max): (f64, f64), head: f64) -> f64 {
    let mut ly = head;
    let legend = tr_args(
        "views-chart-heat-legend",
        &[
            ("what", h.value_label.as_str().into()),
            ("min", short(min).into()),
        ],
    );
    label(pen, (10.0, ly), &legend, SMALL, -1, false);
    let scale_x = 10.0 + SMALL_COLUMN * columns(&legend) + 8.0;
    let steps = 24;
    for i in 0..steps {
        let v = min + (max - min) * i as f64 / (steps - 1) as f64;
        let [r, g, b, _] = colors::rgba(Palette::Sequential, v, min, max);
        boxed(
            pen,
            (scale_x + 6.0 * i as f64, ly - 6.0),
            (6.0, 12.0),
            &format!("#{r:02x}{g:02x}{b:02x}"),
            None,
        );
    }
    label(
        pen,
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
            label(pen, (mx + 16.0, ly), text, SMALL, -1, false);
            mx += 30.0 + 6.5 * columns(text);
        }
    }
    if h.marks.iter().any(Option::is_some) {
        ly += 18.0;
    }
    ly
}

/// How many narrow characters' room `text` takes: a wide glyph (Chinese)
/// takes two.
fn columns(text: &str) -> f64 {
    text.chars()
        .map(|c| if crate::words::is_wide(c) { 2.0 } else { 1.0 })
        .sum()
}

/// The x axis's label under the frame, the y axis's turned along its left.
fn axis_labels(pen: &mut dyn Pen, f: &Frame, height: f64, x: &str, y: &str) {
    label(
        pen,
        (f.left + f.width / 2.0, height - 12.0),
        x,
        SMALL,
        0,
        false,
    );
    label(pen, (14.0, f.top + f.height / 2.0), y, SMALL, 0, true);
}

fn draw_mark(pen: &mut dyn Pen, (x, y): (f64, f64), r: f64, mark: Mark, ink: &str) {
    match mark {
        Mark::Ring => dot(pen, (x, y), r, None, Some((ink, 1.8))),
        Mark::Cross => {
            line(pen, &[(x - r, y - r), (x + r, y + r)], ink, 2.0, false);
            line(pen, &[(x - r, y + r), (x + r, y - r)], ink, 2.0, false);
        }
        Mark::None => {}
    }
}

/// A line: solid, or dashed 6 on 4.
fn line(pen: &mut dyn Pen, points: &[(f64, f64)], colour: &str, width: f64, dashed: bool) {
    let stroke = if dashed {
        Stroke::dashed(colour, width, (6.0, 4.0))
    } else {
        Stroke::solid(colour, width)
    };
    pen.polyline(points, stroke, &Tag::NONE);
}

/// Text in the chart's ink: `anchor` -1 start, 0 middle, 1 end.
fn label(pen: &mut dyn Pen, at: (f64, f64), text: &str, size: f64, anchor: i8, vertical: bool) {
    let anchor = match anchor {
        -1 => Anchor::Start,
        0 => Anchor::Middle,
        _ => Anchor::End,
    };
    pen.text(
        at,
        text,
        Font {
            vertical,
            ..Font::new(size, anchor)
        },
    );
}

fn dot(pen: &mut dyn Pen, at: (f64, f64), r: f64, fill: Option<&str>, stroke: Option<(&str, f64)>) {
    let stroke = stroke.map(|(c, w)| Stroke::solid(c, w));
    pen.circle(at, r, fill, stroke, &Tag::NONE);
}

fn boxed(
    pen: &mut dyn Pen,
    at: (f64, f64),
    size: (f64, f64),
    fill: &str,
    stroke: Option<(&str, f64)>,
) {
    let fill = (fill != "none").then_some(fill);
    let stroke = stroke.map(|(c, w)| Stroke::solid(c, w));
    pen.rect(at, size, fill, stroke, &Tag::NONE);
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// A title wider than the chart is broken into lines that each fit, at
    /// spaces or between Chinese glyphs, with every word kept whole.
    #[test]
    fn a_long_title_is_broken_into_lines_that_fit() {
        let german =
            "TCD des Algorithmus der Arbeiten auf dem k × k-Gitter, von der Ecke und vom Auge aus";
        let width = 390.0;
        let most = (width - 20.0) / TITLE_COLUMN;
        let lines = title_lines(german, width);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| columns(l) <= most), "{lines:?}");
        assert_eq!(lines.join(" "), german);
        let chinese = "论文算法在 k × k 网格上从角落和从眼出发的通信总距离（TCD）随规模的变化";
        let lines = title_lines(chinese, width);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| columns(l) <= most), "{lines:?}");
        assert_eq!(lines.concat().replace(' ', ""), chinese.replace(' ', ""));
        assert_eq!(title_lines("short", width), vec!["short".to_string()]);
    }
}
