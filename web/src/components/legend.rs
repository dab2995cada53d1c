//! The colour scale of the heatmap, with its end values.

use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};
use yew::prelude::*;

use crate::colors;

#[derive(Properties, PartialEq)]
pub struct LegendProps {
    pub min: u64,
    pub max: u64,
    pub title: AttrValue,
}

fn paint(canvas: &HtmlCanvasElement) -> Option<()> {
    let rgba: Vec<u8> = (0..colors::LEVELS).flat_map(colors::level).collect();
    let image =
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(&rgba), colors::LEVELS as u32, 1)
            .ok()?;
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.put_image_data(&image, 0.0, 0.0).ok()
}

#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let canvas_ref = use_node_ref();
    {
        let canvas_ref = canvas_ref.clone();
        use_effect_with((), move |_| {
            if let Some(canvas) = canvas_ref.cast::<HtmlCanvasElement>() {
                paint(&canvas);
            }
        });
    }
    let mid = props.min + (props.max - props.min) / 2;
    html! {
        <figure class="legend" aria-label={format!("{}: from {} to {}", props.title, props.min, props.max)}>
            <figcaption>{ &props.title }</figcaption>
            <canvas ref={canvas_ref} width={colors::LEVELS.to_string()} height="1" aria-hidden="true" />
            <div class="legend-ticks">
                <span data-testid="legend-min">{ props.min }</span>
                <span>{ mid }</span>
                <span data-testid="legend-max">{ props.max }</span>
            </div>
        </figure>
    }
}
