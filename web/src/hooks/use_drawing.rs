//! The drawing setup the three map views share (the heatmap, the MSN and
//! the WK drawings): a canvas that zooms, pans and picks nodes
//! ([`use_drawing`]), and is painted again whenever what it shows changes,
//! with the same frame offered to the exports ([`use_painted`]).

use std::rc::Rc;

use web_sys::HtmlCanvasElement;
use yew::prelude::*;

use super::use_resize::{use_box_width, use_resize};
use super::use_zoom::{Picking, Viewport, Zoom, use_zoom};
use crate::components::canvas::{At, Render, Svg, mark_first_map, on_page, use_render_slot};

/// A map view's canvas: its node, zoom and size.
#[derive(Clone)]
pub struct Drawing {
    /// The `<canvas>` the view renders.
    pub canvas: NodeRef,
    /// Zoom, pan and picking; [`Zoom::frame`] goes around the canvas.
    pub zoom: Zoom,
    /// The window's resizes and the canvas's CSS width: a view that keeps
    /// them among its paint's inputs is painted again when they change.
    pub size: (u32, Option<f64>),
}

/// A canvas for a map of `units` cells (or nodes) across: it zooms until
/// one is 48 CSS pixels wide (a finger can pick it), at least to
/// `min_zoom`, and `picking` finds and reports nodes under the pointer.
#[hook]
pub fn use_drawing<N: Clone + 'static>(
    label: &'static str,
    units: f64,
    min_zoom: f64,
    picking: Picking<N>,
) -> Drawing {
    let canvas = use_node_ref();
    let resized = use_resize();
    let width = use_box_width(canvas.clone());
    let max = Rc::new(move |css: f64| (48.0 * units / css.max(1.0)).max(min_zoom));
    let zoom = use_zoom(label, max, picking);
    Drawing {
        canvas,
        zoom,
        size: (resized, width),
    }
}

/// What a map view paints: its inputs, which it compares to know when to
/// paint again.
pub trait Painted: PartialEq + Clone + 'static {
    /// Paints the view at `at` (`None`: the page's canvas) through
    /// `viewport`.
    fn draw(&self, canvas: &HtmlCanvasElement, at: At, viewport: Viewport) -> Option<()>;
    /// The whole drawing as SVG: its `viewBox` width and height, and its
    /// elements.
    fn svg(&self) -> Option<(f64, f64, String)>;
}

/// Paints `painted` on the drawing's canvas through `viewport` whenever
/// it changes (the first time marks the first map), and offers the whole
/// drawing to the exports (PNG at any size, SVG).
#[hook]
pub fn use_painted<P: Painted>(drawing: &Drawing, viewport: Viewport, painted: P) {
    let register = use_render_slot(drawing.canvas.clone());
    let (canvas, width) = (drawing.canvas.clone(), drawing.size.1);
    use_effect_with((painted, viewport), move |(painted, viewport)| {
        if let Some(on_page_canvas) = canvas.cast::<HtmlCanvasElement>()
            && painted
                .draw(&on_page_canvas, on_page(width), *viewport)
                .is_some()
        {
            mark_first_map();
        }
        let (for_png, for_svg) = (painted.clone(), painted.clone());
        let render: Render = Rc::new(move |canvas, at| for_png.draw(canvas, at, Viewport::FIT));
        let svg: Svg = Rc::new(move || for_svg.svg());
        register(render, svg);
    });
}
