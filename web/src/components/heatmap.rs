//! The map of every source's TCD, drawn on a canvas through `ImageData`.
//!
//! The cells are painted once per map into an offscreen canvas of one pixel
//! per node; each redraw scales that image to the visible canvas (sized in
//! device pixels) and adds the markers. A 1024×1024 map is one image, not a
//! million elements.

use castlab_core::eval::MapReport;
use gloo::events::EventListener;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};
use yew::prelude::*;

use crate::colors;
use crate::state::{Cell, Shared};

#[derive(Properties, PartialEq)]
pub struct HeatmapProps {
    pub map: Shared<MapReport>,
    pub source: Cell,
    pub hover: Option<Cell>,
    pub on_pick: Callback<Cell>,
    pub on_hover: Callback<Option<Cell>>,
    pub on_move: Callback<(i64, i64)>,
}

fn new_canvas(width: u32, height: u32) -> Option<HtmlCanvasElement> {
    let document = web_sys::window()?.document()?;
    let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    Some(canvas)
}

fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// One pixel per node, x fastest, like the map itself.
fn paint_cells(map: &MapReport) -> Option<HtmlCanvasElement> {
    let (&w, &h) = (map.dims.first()?, map.dims.get(1)?);
    let (min, max) = (map.optimum.tcd, map.map_max);
    let mut rgba = Vec::with_capacity(map.tcd_map.len() * 4);
    for &v in &map.tcd_map {
        rgba.extend_from_slice(&colors::rgba(v, min, max));
    }
    let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&rgba), w, h).ok()?;
    let canvas = new_canvas(w, h)?;
    context(&canvas)?.put_image_data(&image, 0.0, 0.0).ok()?;
    Some(canvas)
}

struct Frame<'a> {
    map: &'a MapReport,
    cells: &'a HtmlCanvasElement,
    source: Cell,
    hover: Option<Cell>,
}

fn draw(canvas: &HtmlCanvasElement, frame: &Frame) -> Option<()> {
    let window = web_sys::window()?;
    let dpr = window.device_pixel_ratio().max(1.0);
    let css = canvas.get_bounding_client_rect();
    let size = (css.width() * dpr).round().max(1.0);
    if canvas.width() != size as u32 {
        canvas.set_width(size as u32);
        canvas.set_height(size as u32);
    }
    let ctx = context(canvas)?;
    let n = f64::from(*frame.map.dims.first()?);
    let cell = size / n;
    // Enlarging: keep cells crisp. Shrinking: let the browser average.
    ctx.set_image_smoothing_enabled(cell < 1.0);
    ctx.draw_image_with_html_canvas_element_and_dw_and_dh(frame.cells, 0.0, 0.0, size, size)
        .ok()?;

    let centre = |(x, y): Cell| ((f64::from(x) + 0.5) * cell, (f64::from(y) + 0.5) * cell);
    let labelled = cell >= 30.0 * dpr;
    if labelled {
        label_cells(&ctx, frame.map, cell, dpr);
    }
    for eye in &frame.map.eyes {
        let (cx, cy) = centre((eye[0], eye[1]));
        // Leave room for the value written along the cell's bottom edge.
        let r = (cell * if labelled { 0.22 } else { 0.32 }).max(3.0 * dpr);
        for (colour, width) in [("#ffffff", 3.0 * dpr), ("#111111", 1.2 * dpr)] {
            ctx.begin_path();
            ctx.set_stroke_style_str(colour);
            ctx.set_line_width(width);
            ctx.arc(cx, cy, r, 0.0, std::f64::consts::TAU).ok()?;
            ctx.stroke();
        }
    }
    let outline = |c: Cell, min_px: f64, styles: &[(&str, f64)]| {
        let (cx, cy) = centre(c);
        let side = cell.max(min_px * dpr);
        for &(colour, width) in styles {
            ctx.set_stroke_style_str(colour);
            ctx.set_line_width(width * dpr);
            ctx.stroke_rect(cx - side / 2.0, cy - side / 2.0, side, side);
        }
    };
    if let Some(h) = frame.hover.filter(|&h| h != frame.source) {
        outline(h, 6.0, &[("rgba(255,255,255,0.9)", 1.5)]);
    }
    outline(frame.source, 9.0, &[("#111111", 4.0), ("#ffffff", 2.0)]);
    Some(())
}

/// Writes each value into its cell when cells are large enough to read.
fn label_cells(ctx: &CanvasRenderingContext2d, map: &MapReport, cell: f64, dpr: f64) {
    let side = map.dims[0] as usize;
    let font = (cell * 0.26).min(15.0 * dpr);
    ctx.set_font(&format!("{font:.0}px system-ui, sans-serif"));
    ctx.set_text_align("center");
    ctx.set_text_baseline("bottom");
    for (i, &v) in map.tcd_map.iter().enumerate() {
        let (x, y) = ((i % side) as f64, (i / side) as f64);
        // Dark text on the light end of viridis, light text on the dark end.
        let light_cell = colors::is_light(v, map.optimum.tcd, map.map_max);
        ctx.set_fill_style_str(if light_cell { "#111111" } else { "#ffffff" });
        let _ = ctx.fill_text(
            &v.to_string(),
            (x + 0.5) * cell,
            (y + 1.0) * cell - 2.0 * dpr,
        );
    }
}

fn cell_at(e: &MouseEvent, n: u32) -> Option<Cell> {
    let canvas: HtmlCanvasElement = e.target_dyn_into()?;
    let (w, h) = (
        f64::from(canvas.client_width()),
        f64::from(canvas.client_height()),
    );
    if w <= 0.0 || h <= 0.0 {
        return None;
    }
    let scale = |offset: i32, extent: f64| {
        let c = (f64::from(offset) / extent * f64::from(n)).floor();
        c.clamp(0.0, f64::from(n - 1)) as u32
    };
    Some((scale(e.offset_x(), w), scale(e.offset_y(), h)))
}

#[component]
pub fn Heatmap(props: &HeatmapProps) -> Html {
    let canvas_ref = use_node_ref();
    let cells = use_memo(props.map.clone(), |map| paint_cells(map));
    let resized = use_state(|| 0u32);
    {
        let resized = resized.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "resize", move |_| resized.set(resized.wrapping_add(1)))
            });
            move || drop(listener)
        });
    }
    {
        let canvas_ref = canvas_ref.clone();
        let deps = (
            props.map.clone(),
            Shared(cells),
            props.source,
            props.hover,
            *resized,
        );
        use_effect_with(deps, move |(map, cells, source, hover, _)| {
            if let (Some(canvas), Some(cells)) =
                (canvas_ref.cast::<HtmlCanvasElement>(), cells.0.as_ref())
            {
                let frame = Frame {
                    map,
                    cells,
                    source: *source,
                    hover: *hover,
                };
                draw(&canvas, &frame);
            }
        });
    }

    let n = props.map.dims.first().copied().unwrap_or(1);
    let onclick = {
        let on_pick = props.on_pick.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some(c) = cell_at(&e, n) {
                on_pick.emit(c);
            }
        })
    };
    let onmousemove = {
        let on_hover = props.on_hover.clone();
        Callback::from(move |e: MouseEvent| on_hover.emit(cell_at(&e, n)))
    };
    let onmouseleave = {
        let on_hover = props.on_hover.clone();
        Callback::from(move |_: MouseEvent| on_hover.emit(None))
    };
    let onkeydown = {
        let on_move = props.on_move.clone();
        Callback::from(move |e: KeyboardEvent| {
            let stride = if e.shift_key() { 8 } else { 1 };
            let delta = match e.key().as_str() {
                "ArrowLeft" => (-stride, 0),
                "ArrowRight" => (stride, 0),
                "ArrowUp" => (0, -stride),
                "ArrowDown" => (0, stride),
                _ => return,
            };
            e.prevent_default();
            on_move.emit(delta);
        })
    };
    let (sx, sy) = props.source;
    let label = format!(
        "Heatmap of the TCD from every source of the {n} by {n} mesh. Source ({sx}, {sy}). \
         Click a cell or use the arrow keys to move the source."
    );
    html! {
        <canvas
            ref={canvas_ref}
            class="heatmap"
            data-testid="heatmap"
            data-side={n.to_string()}
            tabindex="0"
            role="img"
            aria-label={label}
            {onclick}
            {onmousemove}
            {onmouseleave}
            {onkeydown}
        />
    }
}
