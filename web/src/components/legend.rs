//! The colour scale of the map, with its end values, always under its
//! caption (what the colour measures); `data-palette` names the scale for
//! the downloads (`figure.rs`).

use wasm_bindgen::Clamped;
use web_sys::{HtmlCanvasElement, ImageData};
use yew::prelude::*;

use super::canvas::context;
use crate::colors::{self, Palette};

#[derive(Properties, PartialEq)]
pub struct LegendProps {
    pub min: f64,
    pub max: f64,
    pub palette: Palette,
    pub title: AttrValue,
}

fn paint(canvas: &HtmlCanvasElement, palette: Palette) -> Option<()> {
    let rgba: Vec<u8> = (0..colors::LEVELS)
        .flat_map(|i| colors::level(palette, i))
        .collect();
    let image =
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(&rgba), colors::LEVELS as u32, 1)
            .ok()?;
    context(canvas)?.put_image_data(&image, 0.0, 0.0).ok()
}

fn number(v: f64, signed: bool) -> String {
    let text = crate::words::grouped_f64(v);
    if signed && v > 0.0 {
        format!("+{text}")
    } else {
        text
    }
}

#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let canvas_ref = use_node_ref();
    {
        let canvas_ref = canvas_ref.clone();
        use_effect_with(props.palette, move |palette| {
            if let Some(canvas) = canvas_ref.cast::<HtmlCanvasElement>() {
                paint(&canvas, *palette);
            }
        });
    }
    let signed = props.palette == Palette::Diverging;
    // A middle tick only where it is a third value: 13…14 has none.
    let mid =
        Some(((props.min + props.max) / 2.0).round()).filter(|&m| m > props.min && m < props.max);
    html! {
        <figure class="legend" data-palette={if signed { "diverging" } else { "sequential" }} aria-label={crate::l10n::tr_args("panels-legend-label", &[("title", props.title.to_string().into()), ("min", number(props.min, signed).into()), ("max", number(props.max, signed).into())])}>
            <figcaption>{ &props.title }</figcaption>
            <canvas ref={canvas_ref} width={colors::LEVELS.to_string()} height="1" aria-hidden="true" />
            <div class="legend-ticks">
                <span data-testid="legend-min">{ number(props.min, signed) }</span>
                { for mid.map(|m| html! { <span>{ number(m, signed) }</span> }) }
                <span data-testid="legend-max">{ number(props.max, signed) }</span>
            </div>
        </figure>
    }
}
