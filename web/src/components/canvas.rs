//! Canvas plumbing the drawing components share.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};
use yew::prelude::*;

use super::figure::{Blank, Figure};
use crate::pen::{CanvasPen, SvgPen};

/// Where a drawing goes: its CSS width and bitmap pixels per CSS pixel.
/// `None` is the canvas on the page, at the device pixel ratio.
pub type At = Option<(f64, f64)>;

/// Draws a component's current frame onto a canvas, at `At`.
pub type Render = Rc<dyn Fn(&HtmlCanvasElement, At) -> Option<()>>;

/// A component's current frame as SVG: the width and height of its
/// `viewBox` and the elements inside it.
pub type Svg = Rc<dyn Fn() -> Option<(f64, f64, String)>>;

/// The name of the User Timing mark set when the page first draws a map,
/// for the first-visit benchmark and DevTools' performance panel.
pub const FIRST_MAP_MARK: &str = "castlab:first-map";

thread_local! {
    static FIRST_MAP_MARKED: Cell<bool> = const { Cell::new(false) };
}

/// Marks the first drawn map once per page (a mark per redraw would grow
/// the timeline without end).
pub fn mark_first_map() {
    if FIRST_MAP_MARKED.with(|m| m.replace(true)) {
        return;
    }
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(FIRST_MAP_MARK);
    }
}

struct Entry {
    canvas: NodeRef,
    render: Render,
    svg: Svg,
}

/// The drawings of the page, so "PNG" can draw the view again at 1× or 2×
/// (a copy of the screen's bitmap would be blurred at 2× on a 1× screen)
/// and "SVG" can write it. Each canvas component registers its latest
/// frame; exports follow the canvases' order in the document.
#[derive(Clone, Default)]
pub struct Renderers(Rc<RefCell<BTreeMap<u64, Entry>>>);

impl PartialEq for Renderers {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

thread_local! {
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
}

impl Renderers {
    /// The registered drawings whose canvas is on the page, in document
    /// order (components are not created in it).
    fn in_page_order(&self) -> Vec<(HtmlCanvasElement, Render, Svg)> {
        let mut out: Vec<_> = self
            .0
            .borrow()
            .values()
            .filter_map(|e| {
                let canvas = e.canvas.cast::<HtmlCanvasElement>()?;
                Some((canvas, Rc::clone(&e.render), Rc::clone(&e.svg)))
            })
            .collect();
        out.sort_by(|(a, ..), (b, ..)| {
            let after = a.compare_document_position(b) & web_sys::Node::DOCUMENT_POSITION_FOLLOWING;
            if after != 0 {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Greater
            }
        });
        out
    }

    /// Every registered drawing, drawn afresh at `scale` bitmap pixels per
    /// CSS pixel and stacked top to bottom on white, under the figure's
    /// title and over its scales and keys.
    pub fn composite(&self, scale: f64, figure: &Figure) -> Option<HtmlCanvasElement> {
        let mut parts = Vec::new();
        for (on_page, render, _) in self.in_page_order() {
            let css = on_page.get_bounding_client_rect().width();
            let part = offscreen(1, 1)?;
            if css > 0.0 && render(&part, Some((css, scale))).is_some() {
                parts.push(part);
            }
        }
        let gap = (12.0 * scale).round() as u32;
        let width = parts.iter().map(HtmlCanvasElement::width).max()?;
        let css_width = f64::from(width) / scale;
        let head = (figure.head(&mut Blank, css_width) * scale).ceil() as u32;
        let foot = (figure.foot(&mut Blank, css_width) * scale).ceil() as u32;
        let height = head
            + parts.iter().map(HtmlCanvasElement::height).sum::<u32>()
            + gap * (parts.len() as u32).saturating_sub(1)
            + foot;
        let out = offscreen(width, height)?;
        let ctx = context(&out)?;
        ctx.set_fill_style_str("#ffffff");
        ctx.fill_rect(0.0, 0.0, f64::from(width), f64::from(height));
        ctx.set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0).ok()?;
        figure.head(&mut CanvasPen::new(&ctx, "#111"), css_width);
        ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0).ok()?;
        let mut y = f64::from(head);
        for part in &parts {
            ctx.draw_image_with_html_canvas_element(part, 0.0, y).ok()?;
            y += f64::from(part.height() + gap);
        }
        y -= f64::from(gap);
        ctx.set_transform(scale, 0.0, 0.0, scale, 0.0, y).ok()?;
        figure.foot(&mut CanvasPen::new(&ctx, "#111"), css_width);
        Some(out)
    }
}

impl Renderers {
    /// Every registered drawing as one SVG, stacked top to bottom at its
    /// size on the page under the figure's title and over its scales and
    /// keys, with `log` (the step log, `trace=1`) as text lines below.
    pub fn svg(&self, log: &[String], figure: &Figure) -> Option<String> {
        use std::fmt::Write as _;
        let mut drawings = Vec::new();
        for (on_page, _, svg) in self.in_page_order() {
            let rect = on_page.get_bounding_client_rect();
            if let Some(drawing) = svg() {
                drawings.push(((rect.width().round(), rect.height().round()), drawing));
            }
        }
        let width = drawings.iter().map(|((w, _), _)| *w).fold(0.0f64, f64::max);
        if drawings.is_empty() {
            return None;
        }
        let mut pen = SvgPen::default();
        let mut y = figure.head(&mut pen, width);
        let mut parts = pen.finish();
        for (k, ((w, h), (vw, vh, body))) in drawings.into_iter().enumerate() {
            if k > 0 {
                y += 12.0;
            }
            let _ = write!(
                parts,
                "<svg x=\"0\" y=\"{y}\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {vw} {vh}\">\n{body}</svg>\n"
            );
            y += h;
        }
        let mut pen = SvgPen::default();
        let foot = figure.foot(&mut pen, width);
        let _ = writeln!(
            parts,
            "<g class=\"figure-foot\" transform=\"translate(0 {y})\">\n{}</g>",
            pen.finish()
        );
        y += foot;
        if !log.is_empty() {
            // SVG text does not wrap: lines of about as many characters as
            // the drawing is wide at 12 px.
            let per_line = ((width / 6.6) as usize).max(30);
            y += 8.0;
            for sentence in log {
                for line in wrap(sentence, per_line) {
                    y += 16.0;
                    let _ = writeln!(
                        parts,
                        "<text class=\"step-log\" x=\"4\" y=\"{y}\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#111\">{}</text>",
                        escape(&line)
                    );
                }
            }
            y += 6.0;
        }
        Some(format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{y}\" viewBox=\"0 0 {width} {y}\">\n\
             <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{parts}</svg>\n"
        ))
    }
}

/// `text` in lines of at most about `width` characters, broken at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    use crate::words::{is_wide, wrap_wide};
    if text.chars().any(is_wide) {
        // A wide glyph takes about two characters' room.
        let columns = |l: &str| {
            l.chars()
                .map(|c| if is_wide(c) { 2 } else { 1 })
                .sum::<usize>()
        };
        return wrap_wide(text, |l| columns(l) <= width);
    }
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let last = lines.last_mut().expect("one line at least");
        if !last.is_empty() && last.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_string());
        } else {
            if !last.is_empty() {
                last.push(' ');
            }
            last.push_str(word);
        }
    }
    lines
}

/// Text for an SVG element's content.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Registers a canvas component's drawing with the page's [`Renderers`]
/// (if any) for as long as the component lives; returns the function that
/// records its latest frame, as a canvas drawing and as SVG.
#[hook]
pub fn use_render_slot(canvas: NodeRef) -> Rc<dyn Fn(Render, Svg)> {
    let renderers = use_context::<Renderers>();
    let id = *use_state(|| {
        NEXT_ID.with(|n| {
            n.set(n.get() + 1);
            n.get()
        })
    });
    {
        let renderers = renderers.clone();
        use_effect_with((), move |_| {
            move || {
                if let Some(r) = renderers {
                    r.0.borrow_mut().remove(&id);
                }
            }
        });
    }
    Rc::new(move |render, svg| {
        if let Some(r) = &renderers {
            let canvas = canvas.clone();
            r.0.borrow_mut().insert(
                id,
                Entry {
                    canvas,
                    render,
                    svg,
                },
            );
        }
    })
}

/// The 2-D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// Where a canvas on the page is drawn: at its observed CSS `width` (see
/// [`use_box_width`](crate::hooks::use_resize::use_box_width)) and the
/// device pixel ratio; `None` (measure it now) before the first report.
pub fn on_page(width: Option<f64>) -> At {
    let dpr = web_sys::window()?.device_pixel_ratio().max(1.0);
    width.filter(|&w| w > 0.0).map(|w| (w, dpr))
}

/// Sizes a canvas's bitmap to its CSS width at the device pixel ratio (or
/// as `at` says, for an export), with `aspect` (width / height), and
/// returns the bitmap's width and height and the pixels per CSS pixel. The
/// aspect is also the canvas's `--aspect`, which an embed's stylesheet uses
/// to keep the whole map inside the frame.
pub fn fit(canvas: &HtmlCanvasElement, aspect: f64, at: At) -> Option<(f64, f64, f64)> {
    let (css, dpr) = match at {
        Some(at) => at,
        None => (
            canvas.get_bounding_client_rect().width(),
            web_sys::window()?.device_pixel_ratio().max(1.0),
        ),
    };
    let width = (css * dpr).round().max(1.0);
    let height = (width / aspect).round().max(1.0);
    if canvas.width() != width as u32 || canvas.height() != height as u32 {
        canvas.set_width(width as u32);
        canvas.set_height(height as u32);
    }
    // Through the CSSOM: the page's CSP forbids style attributes.
    let _ = canvas
        .style()
        .set_property("--aspect", &format!("{aspect:.5}"));
    Some((width, height, dpr))
}

/// A canvas outside the document, for layers drawn once and reused.
pub fn offscreen(width: u32, height: u32) -> Option<HtmlCanvasElement> {
    let document = web_sys::window()?.document()?;
    let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    Some(canvas)
}

/// A drawing's key handler: the zoom's keys first, then the arrow keys
/// move the source ([`arrow_move`]) through `on_move`.
pub fn arrow_keys(
    zoom_key: Rc<dyn Fn(&KeyboardEvent) -> bool>,
    on_move: Callback<(usize, i64)>,
    dims: usize,
    y_up: bool,
) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if zoom_key(&e) {
            return;
        }
        if let Some(step) = arrow_move(&e, dims, y_up) {
            e.prevent_default();
            on_move.emit(step);
        }
    })
}

/// The source move an arrow key asks for on a grid drawing, as `(axis,
/// delta)`: left and right along x, up and down along y, Page Up and Down
/// along z from three dimensions, Shift for 8 at a time. `y_up`: the
/// drawing puts larger y higher (an MS network, north up).
pub fn arrow_move(e: &KeyboardEvent, dims: usize, y_up: bool) -> Option<(usize, i64)> {
    let stride = if e.shift_key() { 8 } else { 1 };
    let down = if y_up { -stride } else { stride };
    Some(match e.key().as_str() {
        "ArrowLeft" => (0, -stride),
        "ArrowRight" => (0, stride),
        "ArrowUp" if dims >= 2 => (1, -down),
        "ArrowDown" if dims >= 2 => (1, down),
        "PageUp" if dims >= 3 => (2, -1),
        "PageDown" if dims >= 3 => (2, 1),
        _ => return None,
    })
}
