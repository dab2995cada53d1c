//! Canvas plumbing the drawing components share.

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The 2-D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
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
