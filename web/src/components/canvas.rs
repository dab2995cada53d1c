//! Canvas plumbing the drawing components share.

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The 2-D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// Sizes a canvas's bitmap to its CSS width at the device pixel ratio,
/// with `aspect` (width / height), and returns the bitmap's width and
/// height and the device pixel ratio. The
/// aspect is also the canvas's `--aspect`, which an embed's stylesheet uses
/// to keep the whole map inside the frame.
pub fn fit(canvas: &HtmlCanvasElement, aspect: f64) -> Option<(f64, f64, f64)> {
    let dpr = web_sys::window()?.device_pixel_ratio().max(1.0);
    let width = (canvas.get_bounding_client_rect().width() * dpr)
        .round()
        .max(1.0);
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

/// Fills an arrowhead with its tip at `tip`, pointing along `angle`, `size`
/// long, each side `spread` radians off the shaft.
pub fn arrowhead(
    ctx: &CanvasRenderingContext2d,
    (tx, ty): (f64, f64),
    angle: f64,
    size: f64,
    spread: f64,
) {
    ctx.begin_path();
    ctx.move_to(tx, ty);
    ctx.line_to(
        tx - size * (angle - spread).cos(),
        ty - size * (angle - spread).sin(),
    );
    ctx.line_to(
        tx - size * (angle + spread).cos(),
        ty - size * (angle + spread).sin(),
    );
    ctx.close_path();
    ctx.fill();
}
