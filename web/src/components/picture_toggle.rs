//! The choice between the run of the broadcast shown and the map of a
//! value over every node (`show=`), one click apart.

use castlab_core::permalink::Show;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PictureToggleProps {
    /// Whether the run is drawn now.
    pub run: bool,
    /// The run's words ("The broadcast from (2, 2)").
    pub run_label: AttrValue,
    /// The map's words ("TCD of every source").
    pub map_label: AttrValue,
    pub on_pick: Callback<Show>,
}

#[component]
pub fn PictureToggle(props: &PictureToggleProps) -> Html {
    let choice = |show: Show, label: &AttrValue, checked: bool| {
        let onchange = props.on_pick.reform(move |_: Event| show);
        html! {
            <label class="picture-choice">
                <input type="radio" name="picture" value={show.as_str()} {checked} {onchange} />
                { label.clone() }
            </label>
        }
    };
    html! {
        <fieldset class="picture-toggle" data-testid="picture-toggle">
            <legend class="visually-hidden">{ crate::l10n::tr("panels-picture") }</legend>
            { choice(Show::Run, &props.run_label, props.run) }
            { choice(Show::Map, &props.map_label, !props.run) }
        </fieldset>
    }
}
