//! Parameter controls.

use castlab_core::mesh::paper2d::MAX_K;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// k of the current 2^k × 2^k mesh.
    pub k: u32,
    pub on_side: Callback<u32>,
}

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let onchange = {
        let on_side = props.on_side.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>()
                && let Ok(k) = select.value().parse::<u32>()
            {
                on_side.emit(k);
            }
        })
    };
    html! {
        <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            <label>
                { "2-D mesh " }
                <select data-testid="size" aria-label="Mesh size" {onchange}>
                    { for (1..=MAX_K).map(|k| {
                        let side = 1u32 << k;
                        html! {
                            <option value={k.to_string()} selected={k == props.k}>
                                { format!("{side} × {side}") }
                            </option>
                        }
                    }) }
                </select>
            </label>
        </form>
    }
}
