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

mod paint;
mod scales;
mod spec;

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::{HtmlCanvasElement, PointerEvent};
use yew::prelude::*;

use super::canvas::{At, Render, Svg, context, fit, on_page, use_render_slot};
use crate::hooks::use_resize::{use_box_width, use_resize};
use crate::pen::{CanvasPen, SvgPen};
use paint::{Targets, height, paint};
pub use spec::{
    AxisScale, COLOURS, Cell, ChartAxis, ChartPoint, ChartSpec, Heat, Mark, Plot, Series, Style,
};

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
    let mut pen = CanvasPen::new(&ctx, &ink);
    Some(paint(&mut pen, spec, (css, h), focus))
}

/// `spec` as SVG at `width` CSS pixels: the viewBox and the elements.
pub fn svg(spec: &ChartSpec, width: f64) -> (f64, f64, String) {
    let h = height(spec, width);
    let mut pen = SvgPen::default();
    paint(&mut pen, spec, (width, h), None);
    (width, h, pen.finish())
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
