//! One drawing layer for every picture of the page: maps, WK networks, MS
//! networks and charts paint through a [`Pen`], so the canvas on the page,
//! its PNG export and its SVG export come from the same code.
//!
//! A painter works in its drawing's own units; [`CanvasPen`] draws them on a
//! 2-D context (whose transform the caller set), [`SvgPen`] writes them as
//! SVG elements. What only SVG keeps (a class, `data-` attributes, a title)
//! travels in a [`Tag`], built only when [`Pen::tags`] says it is read.

use std::fmt::Write as _;

use web_sys::HtmlCanvasElement;

/// A point of a drawing, in its units.
pub type Xy = (f64, f64);

/// A line segment: from, to.
pub type Segment = (Xy, Xy);

/// How a line is stroked: colour, width, and dash and gap lengths.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke<'a> {
    pub colour: &'a str,
    pub width: f64,
    pub dash: Option<(f64, f64)>,
}

impl<'a> Stroke<'a> {
    pub const fn solid(colour: &'a str, width: f64) -> Self {
        Stroke {
            colour,
            width,
            dash: None,
        }
    }

    pub const fn dashed(colour: &'a str, width: f64, dash: (f64, f64)) -> Self {
        Stroke {
            colour,
            width,
            dash: Some(dash),
        }
    }
}

/// Where text sits against its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// Where the point is on the text's height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    Top,
    Middle,
    Bottom,
}

/// How text is set.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Font<'a> {
    pub size: f64,
    pub bold: bool,
    /// `None`: the pen's ink (the theme's text colour on the page, dark in
    /// exports).
    pub colour: Option<&'a str>,
    pub anchor: Anchor,
    pub baseline: Baseline,
    /// Turned a quarter anticlockwise (a y axis's label).
    pub vertical: bool,
}

impl Font<'_> {
    pub const fn new(size: f64, anchor: Anchor) -> Self {
        Font {
            size,
            bold: false,
            colour: None,
            anchor,
            baseline: Baseline::Middle,
            vertical: false,
        }
    }
}

/// What an SVG element carries for readers, tests and scripts: a class,
/// attributes (`data-node`), a title. The canvas ignores it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tag {
    pub class: Option<&'static str>,
    pub attributes: Vec<(&'static str, String)>,
    pub title: Option<String>,
}

impl Tag {
    /// No tag.
    pub const NONE: Tag = Tag {
        class: None,
        attributes: Vec::new(),
        title: None,
    };

    pub fn class(class: &'static str) -> Self {
        Tag {
            class: Some(class),
            ..Tag::default()
        }
    }

    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.attributes.push((name, value.to_string()));
        self
    }

    pub fn titled(mut self, title: &str) -> Self {
        self.title = Some(title.into());
        self
    }
}

/// The colour of the messages a hovered pseudocode line sent (narrated
/// steps): violet, apart from the run's routes and the maps' palettes.
pub const EMPHASIS: &str = "#8e24aa";

/// One emphasised message, on every drawing alike: an arrow from sender to
/// receiver and a ring around the receiver, `w` wide.
pub fn emphasise(pen: &mut dyn Pen, from: (f64, f64), to: (f64, f64), w: f64) {
    let tag = if pen.tags() {
        Tag::class("emphasis")
    } else {
        Tag::NONE
    };
    if from != to {
        pen.arrow(from, to, Stroke::solid(EMPHASIS, w), w * 3.5, &tag);
    }
    pen.circle(
        to,
        w * 3.0,
        None,
        Some(Stroke::solid(EMPHASIS, w)),
        &Tag::NONE,
    );
}

/// The emphasised messages as a data attribute, "x,y>x,y;…": what tests
/// and scripts read off a drawing.
pub fn emphasis_attribute(pairs: &[(Vec<u32>, Vec<u32>)]) -> Option<yew::AttrValue> {
    let join = |c: &[u32]| {
        c.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    (!pairs.is_empty()).then(|| {
        pairs
            .iter()
            .map(|(f, t)| format!("{}>{}", join(f), join(t)))
            .collect::<Vec<_>>()
            .join(";")
            .into()
    })
}

/// A drawing target.
pub trait Pen {
    /// Whether [`Tag`]s are kept (SVG): painters build them only then.
    fn tags(&self) -> bool;
    /// Many segments with one stroke (a network's links).
    fn segments(&mut self, segments: &[Segment], stroke: Stroke, tag: &Tag);
    fn polyline(&mut self, points: &[(f64, f64)], stroke: Stroke, tag: &Tag);
    /// A line from `from` to `to` with a filled head `head` long at `to`.
    fn arrow(&mut self, from: (f64, f64), to: (f64, f64), stroke: Stroke, head: f64, tag: &Tag);
    /// An arrowhead alone, `size` long, its tip at `to`, pointing away from
    /// `from`.
    fn head(&mut self, from: (f64, f64), to: (f64, f64), size: f64, colour: &str, tag: &Tag) {
        let angle = (to.1 - from.1).atan2(to.0 - from.0);
        let spread = 0.45;
        let side = |a: f64| (to.0 - size * a.cos(), to.1 - size * a.sin());
        self.polygon(
            &[to, side(angle - spread), side(angle + spread)],
            colour,
            tag,
        );
    }
    /// A filled polygon.
    fn polygon(&mut self, points: &[(f64, f64)], fill: &str, tag: &Tag);
    fn circle(
        &mut self,
        centre: (f64, f64),
        r: f64,
        fill: Option<&str>,
        stroke: Option<Stroke>,
        tag: &Tag,
    );
    fn rect(
        &mut self,
        at: (f64, f64),
        size: (f64, f64),
        fill: Option<&str>,
        stroke: Option<Stroke>,
        tag: &Tag,
    );
    fn text(&mut self, at: (f64, f64), text: &str, font: Font);
    /// A layer painted once and kept as `bitmap`, drawn into `at` × `size`:
    /// the canvas draws the bitmap (`smooth`: averaged when shrunk), SVG has
    /// no bitmap and paints `vector` instead.
    fn layer(
        &mut self,
        at: (f64, f64),
        size: (f64, f64),
        bitmap: &HtmlCanvasElement,
        vector: &mut dyn FnMut(&mut dyn Pen),
    );
    /// Opens a group (SVG `<g>`); the canvas has none.
    fn begin(&mut self, _tag: &Tag) {}
    fn end(&mut self) {}
}

mod canvas;
pub use canvas::CanvasPen;

/// Writes SVG elements.
#[derive(Default)]
pub struct SvgPen {
    pub out: String,
    /// Whether an arrow used the head marker, so [`SvgPen::finish`] defines it.
    arrows: bool,
}

/// A number as short as it reads: `5`, `5.25`, `0.333`.
fn num(v: f64) -> String {
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

impl SvgPen {
    /// The elements, with the arrowhead's definition if an arrow used it.
    pub fn finish(self) -> String {
        if self.arrows {
            "<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>\n".to_string() + &self.out
        } else {
            self.out
        }
    }

    /// `<name class=… geometry… paint… attributes…>` and the title, closed.
    fn element(&mut self, name: &str, geometry: &str, paint: &str, tag: &Tag) {
        let class = tag
            .class
            .map_or(String::new(), |c| format!(" class=\"{c}\""));
        let mut attributes = String::new();
        for (k, v) in &tag.attributes {
            let _ = write!(attributes, " {k}=\"{}\"", escape(v));
        }
        match &tag.title {
            Some(t) => {
                let _ = writeln!(
                    self.out,
                    "<{name}{class} {geometry}{paint}{attributes}><title>{}</title></{name}>",
                    escape(t)
                );
            }
            None => {
                let _ = writeln!(self.out, "<{name}{class} {geometry}{paint}{attributes}/>");
            }
        }
    }
}

fn stroke_attributes(s: Stroke) -> String {
    let dash = s.dash.map_or(String::new(), |(on, off)| {
        format!(" stroke-dasharray=\"{} {}\"", num(on), num(off))
    });
    format!(
        " stroke=\"{}\" stroke-width=\"{}\"{dash}",
        s.colour,
        num(s.width)
    )
}

fn paint(fill: Option<&str>, stroke: Option<Stroke>) -> String {
    format!(
        " fill=\"{}\"{}",
        fill.unwrap_or("none"),
        stroke.map_or(String::new(), stroke_attributes)
    )
}

impl Pen for SvgPen {
    fn tags(&self) -> bool {
        true
    }

    fn segments(&mut self, segments: &[Segment], stroke: Stroke, tag: &Tag) {
        if segments.is_empty() {
            return;
        }
        let mut d = String::new();
        for &((ax, ay), (bx, by)) in segments {
            let _ = write!(d, "M{},{}L{},{}", num(ax), num(ay), num(bx), num(by));
        }
        let paint = format!(" fill=\"none\"{}", stroke_attributes(stroke));
        self.element("path", &format!("d=\"{d}\""), &paint, tag);
    }

    fn polyline(&mut self, points: &[(f64, f64)], stroke: Stroke, tag: &Tag) {
        let pts: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        let paint = format!(" fill=\"none\"{}", stroke_attributes(stroke));
        self.element(
            "polyline",
            &format!("points=\"{}\"", pts.join(" ")),
            &paint,
            tag,
        );
    }

    fn arrow(&mut self, from: (f64, f64), to: (f64, f64), stroke: Stroke, _: f64, tag: &Tag) {
        self.arrows = true;
        let geometry = format!(
            "x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"",
            num(from.0),
            num(from.1),
            num(to.0),
            num(to.1)
        );
        let paint = format!("{} marker-end=\"url(#head)\"", stroke_attributes(stroke));
        self.element("line", &geometry, &paint, tag);
    }

    fn polygon(&mut self, points: &[(f64, f64)], fill: &str, tag: &Tag) {
        let pts: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        let geometry = format!("points=\"{}\"", pts.join(" "));
        self.element("polygon", &geometry, &paint(Some(fill), None), tag);
    }

    fn circle(
        &mut self,
        (x, y): (f64, f64),
        r: f64,
        fill: Option<&str>,
        stroke: Option<Stroke>,
        tag: &Tag,
    ) {
        let geometry = format!("cx=\"{}\" cy=\"{}\" r=\"{}\"", num(x), num(y), num(r));
        self.element("circle", &geometry, &paint(fill, stroke), tag);
    }

    fn rect(
        &mut self,
        (x, y): (f64, f64),
        (w, h): (f64, f64),
        fill: Option<&str>,
        stroke: Option<Stroke>,
        tag: &Tag,
    ) {
        let geometry = format!(
            "x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
            num(x),
            num(y),
            num(w),
            num(h)
        );
        self.element("rect", &geometry, &paint(fill, stroke), tag);
    }

    fn text(&mut self, (x, y): (f64, f64), text: &str, font: Font) {
        let anchor = match font.anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let baseline = match font.baseline {
            Baseline::Top => "hanging",
            Baseline::Middle => "middle",
            Baseline::Bottom => "text-after-edge",
        };
        let turn = if font.vertical {
            format!(" transform=\"rotate(-90 {} {})\"", num(x), num(y))
        } else {
            String::new()
        };
        let weight = if font.bold {
            " font-weight=\"bold\""
        } else {
            ""
        };
        let _ = writeln!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-family=\"system-ui, sans-serif\"{weight} text-anchor=\"{anchor}\" dominant-baseline=\"{baseline}\" fill=\"{}\"{turn}>{}</text>",
            num(x),
            num(y),
            num(font.size),
            font.colour.unwrap_or("#111"),
            escape(text)
        );
    }

    fn layer(
        &mut self,
        _: (f64, f64),
        _: (f64, f64),
        _: &HtmlCanvasElement,
        vector: &mut dyn FnMut(&mut dyn Pen),
    ) {
        vector(self);
    }

    fn begin(&mut self, tag: &Tag) {
        let class = tag
            .class
            .map_or(String::new(), |c| format!(" class=\"{c}\""));
        let mut attributes = String::new();
        for (k, v) in &tag.attributes {
            let _ = write!(attributes, " {k}=\"{}\"", escape(v));
        }
        let _ = writeln!(self.out, "<g{class}{attributes}>");
    }

    fn end(&mut self) {
        self.out.push_str("</g>\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn svg_numbers_are_short_and_tags_are_written() {
        assert_eq!(num(5.0), "5");
        assert_eq!(num(5.25), "5.25");
        assert_eq!(num(1.0 / 3.0), "0.333");
        assert_eq!(num(-0.0001), "0");
        let mut pen = SvgPen::default();
        let tag = Tag::class("source").with("data-node", 7);
        pen.rect(
            (5.0, 9.0),
            (1.0, 1.0),
            None,
            Some(Stroke::solid("#111", 0.15)),
            &tag,
        );
        pen.arrow(
            (0.0, 0.0),
            (1.0, 0.0),
            Stroke::solid("#d84315", 2.0),
            6.0,
            &Tag::class("message").titled("(1, 0)"),
        );
        let svg = pen.finish();
        assert!(svg.starts_with("<defs><marker id=\"head\""), "{svg}");
        assert!(svg.contains("<rect class=\"source\" x=\"5\" y=\"9\" width=\"1\" height=\"1\" fill=\"none\" stroke=\"#111\" stroke-width=\"0.15\" data-node=\"7\"/>"), "{svg}");
        assert!(svg.contains("<line class=\"message\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\" stroke=\"#d84315\" stroke-width=\"2\" marker-end=\"url(#head)\"><title>(1, 0)</title></line>"), "{svg}");
    }
}
