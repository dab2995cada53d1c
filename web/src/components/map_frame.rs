//! The box a map is drawn in. Where the map shows every vertex's edge
//! labels it keeps the size at which they are written, so a question
//! worked out from them can be read in a narrow window or an embed.

use yew::prelude::*;

/// The cell size (CSS px) from which every vertex's edge labels are
/// written; below it only the hovered vertex's.
pub const LABELLED_CELL_PX: u32 = 26;

#[derive(Properties, PartialEq)]
pub struct MapFrameProps {
    /// The drawing's size in cells (width, height) when its labels must
    /// be readable; `None` lets the frame size the map as it fits.
    pub labelled: Option<(u32, u32)>,
    pub children: Html,
}

#[component]
pub fn MapFrame(props: &MapFrameProps) -> Html {
    let node = use_node_ref();
    use_effect_with((props.labelled, node.clone()), |(labelled, node)| {
        // Through the CSSOM: the page's CSP forbids style attributes.
        if let Some(style) = node.cast::<web_sys::HtmlElement>().map(|e| e.style()) {
            match labelled {
                Some((width, height)) => {
                    let px = |cells: &u32| format!("{}px", cells * LABELLED_CELL_PX);
                    let _ = style.set_property("--labelled-width", &px(width));
                    let _ = style.set_property("--labelled-height", &px(height));
                }
                None => {
                    let _ = style.remove_property("--labelled-width");
                    let _ = style.remove_property("--labelled-height");
                }
            }
        }
    });
    let class = classes!("heatmap-frame", props.labelled.map(|_| "labelled"));
    html! { <div ref={node} {class}>{ props.children.clone() }</div> }
}
