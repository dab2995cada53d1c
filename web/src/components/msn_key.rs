//! The key of an MS network's overlay: one swatch per colour the view
//! paints (`msn_view/overlay.rs`), and the distances' colour scale with
//! its caption in the route view.

use castlab_core::permalink::View;
use castlab_core::permalink::rules::MsnView;
use yew::prelude::*;

use super::legend::Legend;
use crate::colors::Palette;
use crate::l10n::tr;

// The swatches' colours are classes in style.css (the page's CSP forbids
// style attributes); a test checks they are the overlay's.

#[derive(Properties, PartialEq)]
pub struct MsnKeyProps {
    pub view: View,
    /// The route view's largest distance (its scale's end), if known.
    #[prop_or_default]
    pub diameter: Option<u32>,
}

/// A swatch's shape: a line (a link), a dot (a node), a ring (the
/// source), a box (the destination).
#[derive(Clone, Copy)]
enum Shape {
    Line,
    Dot,
    Ring,
    Square,
}

fn item(shape: Shape, colour: &'static str, words: &str) -> Html {
    let shape = match shape {
        Shape::Line => "line",
        Shape::Dot => "dot",
        Shape::Ring => "ring",
        Shape::Square => "box",
    };
    html! {
        <span class="run-key-item">
            <span class={classes!("swatch", shape, colour)} aria-hidden="true"></span>
            { words.to_string() }
        </span>
    }
}

/// What each colour of `view` means, in the order the eye meets them.
fn items(view: MsnView) -> Vec<Html> {
    use Shape::{Dot, Line, Ring, Square};
    match view {
        MsnView::Te => vec![
            item(Line, "msn-tag", &tr("panels-msn-key-tag")),
            item(Line, "msn-complement", &tr("panels-msn-key-complement")),
            item(Line, "msn-done", &tr("panels-msn-key-done")),
            item(Line, "msn-ahead", &tr("panels-msn-key-ahead")),
            item(Dot, "msn-reached", &tr("panels-msn-key-reached")),
            item(Ring, "msn-ink", &tr("panels-msn-key-drawn-source")),
        ],
        MsnView::Mnb => vec![
            item(Dot, "msn-holds", &tr("panels-msn-key-holds")),
            item(Dot, "msn-plain", &tr("panels-msn-key-not-yet")),
            item(Line, "msn-tag", &tr("panels-msn-key-slot-links")),
            item(Ring, "msn-ink", &tr("panels-msn-key-source")),
        ],
        MsnView::Hamiltonian => vec![
            item(Line, "msn-tag", &tr("panels-msn-key-cycle-1")),
            item(Line, "msn-complement", &tr("panels-msn-key-cycle-2")),
            item(Dot, "msn-reached", &tr("panels-msn-key-half-packets")),
            item(Ring, "msn-ink", &tr("panels-msn-key-source")),
        ],
        MsnView::Route => vec![
            item(Line, "msn-tag", &tr("panels-msn-key-route")),
            item(Line, "msn-complement", &tr("panels-msn-key-route-pointer")),
            item(Square, "msn-ink", &tr("panels-msn-key-destination")),
            item(Ring, "msn-ink", &tr("panels-msn-key-source")),
        ],
        MsnView::Areas => vec![
            item(Dot, "area-ne", &tr("panels-msn-key-ne")),
            item(Dot, "area-sw", &tr("panels-msn-key-sw")),
            item(Dot, "area-se", &tr("panels-msn-key-se")),
            item(Dot, "area-nw", &tr("panels-msn-key-nw")),
            item(Dot, "area-tie", &tr("panels-msn-key-tie")),
            item(Dot, "area-source", &tr("panels-msn-key-source")),
        ],
    }
}

#[component]
pub fn MsnKey(props: &MsnKeyProps) -> Html {
    let Some(view) = MsnView::of(props.view) else {
        return html! {};
    };
    let testid = if view == MsnView::Areas {
        "areas-key"
    } else {
        "msn-key"
    };
    // The route view colours the nodes by distance: its scale, captioned.
    let scale = match props.diameter.filter(|_| view == MsnView::Route) {
        Some(d) => html! {
            <Legend min={0.0} max={f64::from(d.max(1))} palette={Palette::Sequential}
                title={tr("panels-msn-key-hops")} />
        },
        None => html! {},
    };
    html! { <>
        { scale }
        <p class="key run-key msn-key" data-testid={testid}>{ for items(view) }</p>
    </> }
}

#[cfg(test)]
mod tests {
    use crate::components::msn_view::{
        AHEAD, AREA_COLOURS, AREA_SOURCE, COMPLEMENT, DONE, HOLDS, REACHED, TAG, paler,
    };

    fn hex([r, g, b, _]: [u8; 4]) -> String {
        format!("#{r:02x}{g:02x}{b:02x}")
    }

    /// The key's classes paint the overlay's colours.
    #[test]
    fn the_stylesheet_has_the_overlay_colours() {
        let css = include_str!("../../../style.css");
        for (class, colour) in [
            ("msn-tag", TAG.to_string()),
            ("msn-complement", COMPLEMENT.to_string()),
            ("msn-done", DONE.to_string()),
            ("msn-ahead", AHEAD.to_string()),
            ("msn-reached", hex(REACHED)),
            ("msn-holds", hex(HOLDS)),
            ("area-ne", hex(AREA_COLOURS[0])),
            ("area-sw", hex(AREA_COLOURS[1])),
            ("area-se", hex(AREA_COLOURS[2])),
            ("area-nw", hex(AREA_COLOURS[3])),
            ("area-tie", hex(paler(AREA_COLOURS[0]))),
            ("area-source", hex(AREA_SOURCE)),
        ] {
            let rule = format!(".{class} {{ background: {colour}; }}");
            assert!(css.contains(&rule), "style.css lacks {rule}");
        }
    }
}
