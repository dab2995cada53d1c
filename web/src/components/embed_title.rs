//! An embed's heading: the view's full title where it fits the frame's
//! width, else a short one (the full title stays its tooltip and what a
//! screen reader reads), so a title is cut with "…" only where even the
//! short one does not fit.

use yew::prelude::*;

use crate::hooks::use_resize::use_box_width;

#[derive(Properties, PartialEq)]
pub struct EmbedTitleProps {
    pub full: String,
    pub short: String,
}

#[component]
pub fn EmbedTitle(props: &EmbedTitleProps) -> Html {
    let heading = use_node_ref();
    // The heading's width changes with the frame and with the side panel
    // (a narrated embed's log arrives after the title).
    let width = use_box_width(heading.clone());
    let cut = use_state_eq(|| false);
    {
        let (heading, cut) = (heading.clone(), cut.clone());
        use_effect_with((props.full.clone(), width.map(f64::to_bits)), move |_| {
            if let Some(h) = heading.cast::<web_sys::Element>() {
                // The full title, measured where it stays laid out.
                let wide = h.first_element_child().map_or(0, |f| f.scroll_width());
                cut.set(wide > h.client_width());
            }
        });
    }
    let class = classes!("view-title", cut.then_some("cut"));
    html! {
        <h1 {class} title={props.full.clone()} ref={heading}>
            <span class="full-title">{ props.full.clone() }</span>
            <span class="short-title" aria-hidden="true">{ props.short.clone() }</span>
        </h1>
    }
}
