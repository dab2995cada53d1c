//! The canvas pen: draws through a canvas's 2-D context, and keeps the
//! words it wrote for the page's overprint test.

use std::fmt::Write as _;

use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::{Anchor, Baseline, Font, Pen, Segment, Stroke, Tag};

/// Draws on a canvas's 2-D context in its current transform.
pub struct CanvasPen<'a> {
    pub ctx: &'a CanvasRenderingContext2d,
    /// The colour of text without one of its own.
    pub ink: String,
    /// The words written, in canvas pixels, for [`CanvasPen::labels_on`].
    pub written: Vec<Written>,
    /// The arrows drawn (from, tip, head length), in canvas pixels, for
    /// [`CanvasPen::labels_on`].
    pub arrows: Vec<DrawnArrow>,
}

/// An arrow a canvas pen drew: its start, its tip and its head's length.
pub type DrawnArrow = ((f64, f64), (f64, f64), f64);

/// One piece of text a canvas pen wrote: where, how big, how anchored.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    pub text: String,
    pub at: (f64, f64),
    /// The font without its colour.
    pub font: Font<'static>,
}

impl<'a> CanvasPen<'a> {
    /// A pen on `ctx` with `ink` for text without a colour of its own.
    pub fn new(ctx: &'a CanvasRenderingContext2d, ink: &str) -> Self {
        CanvasPen {
            ctx,
            ink: ink.into(),
            written: Vec::new(),
            arrows: Vec::new(),
        }
    }

    /// Lists the words written on `canvas` as its `data-labels`: per
    /// word its text, its anchor point in CSS pixels from the canvas's
    /// corner, its size in CSS pixels, weight, alignment and baseline, so
    /// a test can measure each with the browser's own text metrics and
    /// check that no two overprint; and the arrows drawn as its
    /// `data-arrows` (from, tip and head length in CSS pixels), so it can
    /// check that no word is written over one. `offset` is the drawing's
    /// translation in canvas pixels and `dpr` the canvas pixels per CSS pixel.
    pub fn labels_on(&self, canvas: &HtmlCanvasElement, offset: (f64, f64), dpr: f64) {
        let mut out = String::from("[");
        for (i, w) in self.written.iter().filter(|w| !w.font.vertical).enumerate() {
            let (align, baseline) = (text_align(w.font.anchor), text_baseline(w.font.baseline));
            let _ = write!(
                out,
                "{}[{},{:.2},{:.2},{:.2},{},\"{align}\",\"{baseline}\"]",
                if i == 0 { "" } else { "," },
                serde_json::Value::from(w.text.as_str()),
                (w.at.0 + offset.0) / dpr,
                (w.at.1 + offset.1) / dpr,
                w.font.size / dpr,
                w.font.bold,
            );
        }
        out.push(']');
        let _ = canvas.set_attribute("data-labels", &out);
        let css = |(x, y): (f64, f64)| ((x + offset.0) / dpr, (y + offset.1) / dpr);
        let arrows: Vec<String> = self
            .arrows
            .iter()
            .map(|&(from, tip, head)| {
                let ((ax, ay), (bx, by)) = (css(from), css(tip));
                format!("[{ax:.2},{ay:.2},{bx:.2},{by:.2},{:.2}]", head / dpr)
            })
            .collect();
        let _ = canvas.set_attribute("data-arrows", &format!("[{}]", arrows.join(",")));
    }
}

impl CanvasPen<'_> {
    fn stroke(&self, s: Stroke) {
        let ctx = self.ctx;
        ctx.set_stroke_style_str(s.colour);
        ctx.set_line_width(s.width);
        let dash = js_sys::Array::new();
        if let Some((on, off)) = s.dash {
            dash.push(&on.into());
            dash.push(&off.into());
        }
        let _ = ctx.set_line_dash(&dash);
        ctx.stroke();
        if s.dash.is_some() {
            let _ = ctx.set_line_dash(&js_sys::Array::new());
        }
    }
}

impl Pen for CanvasPen<'_> {
    fn tags(&self) -> bool {
        false
    }

    fn segments(&mut self, segments: &[Segment], stroke: Stroke, _: &Tag) {
        self.ctx.begin_path();
        for &((ax, ay), (bx, by)) in segments {
            self.ctx.move_to(ax, ay);
            self.ctx.line_to(bx, by);
        }
        self.stroke(stroke);
    }

    fn polyline(&mut self, points: &[(f64, f64)], stroke: Stroke, _: &Tag) {
        self.ctx.begin_path();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                self.ctx.move_to(x, y);
            } else {
                self.ctx.line_to(x, y);
            }
        }
        self.stroke(stroke);
    }

    fn arrow(&mut self, from: (f64, f64), to: (f64, f64), stroke: Stroke, head: f64, _: &Tag) {
        self.arrows.push((from, to, head));
        self.polyline(&[from, to], stroke, &Tag::NONE);
        self.head(from, to, head, stroke.colour, &Tag::NONE);
    }

    fn polygon(&mut self, points: &[(f64, f64)], fill: &str, _: &Tag) {
        let ctx = self.ctx;
        ctx.begin_path();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        ctx.close_path();
        ctx.set_fill_style_str(fill);
        ctx.fill();
    }

    fn circle(
        &mut self,
        (x, y): (f64, f64),
        r: f64,
        fill: Option<&str>,
        stroke: Option<Stroke>,
        _: &Tag,
    ) {
        let ctx = self.ctx;
        ctx.begin_path();
        let _ = ctx.arc(x, y, r, 0.0, std::f64::consts::TAU);
        if let Some(f) = fill {
            ctx.set_fill_style_str(f);
            ctx.fill();
        }
        if let Some(s) = stroke {
            self.stroke(s);
        }
    }

    fn rect(
        &mut self,
        (x, y): (f64, f64),
        (w, h): (f64, f64),
        fill: Option<&str>,
        stroke: Option<Stroke>,
        _: &Tag,
    ) {
        let ctx = self.ctx;
        if let Some(f) = fill {
            ctx.set_fill_style_str(f);
            ctx.fill_rect(x, y, w, h);
        }
        if let Some(s) = stroke {
            ctx.begin_path();
            ctx.rect(x, y, w, h);
            self.stroke(s);
        }
    }

    fn text(&mut self, (x, y): (f64, f64), text: &str, font: Font) {
        self.written.push(Written {
            text: text.into(),
            at: (x, y),
            font: Font {
                size: font.size,
                bold: font.bold,
                colour: None,
                anchor: font.anchor,
                baseline: font.baseline,
                vertical: font.vertical,
            },
        });
        let ctx = self.ctx;
        let weight = if font.bold { "bold " } else { "" };
        ctx.set_font(&format!("{weight}{:.1}px system-ui, sans-serif", font.size));
        ctx.set_fill_style_str(font.colour.unwrap_or(&self.ink));
        ctx.set_text_align(text_align(font.anchor));
        ctx.set_text_baseline(text_baseline(font.baseline));
        if font.vertical {
            ctx.save();
            let _ = ctx.translate(x, y);
            let _ = ctx.rotate(-std::f64::consts::FRAC_PI_2);
            let _ = ctx.fill_text(text, 0.0, 0.0);
            ctx.restore();
        } else {
            let _ = ctx.fill_text(text, x, y);
        }
    }

    fn layer(
        &mut self,
        (x, y): (f64, f64),
        (w, h): (f64, f64),
        bitmap: &HtmlCanvasElement,
        _: &mut dyn FnMut(&mut dyn Pen),
    ) {
        // Enlarging: keep cells crisp. Shrinking: let the browser average.
        let enlarged = w > f64::from(bitmap.width());
        self.ctx.set_image_smoothing_enabled(!enlarged);
        let _ = self
            .ctx
            .draw_image_with_html_canvas_element_and_dw_and_dh(bitmap, x, y, w, h);
    }
}

/// The canvas's `textAlign` for an anchor.
fn text_align(anchor: Anchor) -> &'static str {
    match anchor {
        Anchor::Start => "start",
        Anchor::Middle => "center",
        Anchor::End => "end",
    }
}

/// The canvas's `textBaseline` for a baseline.
fn text_baseline(baseline: Baseline) -> &'static str {
    match baseline {
        Baseline::Top => "top",
        Baseline::Middle => "middle",
        Baseline::Bottom => "bottom",
    }
}
