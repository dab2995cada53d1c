//! A text field whose text belongs to the reader while they type.
//!
//! Yew writes a controlled `<input value=…>` back to its value whenever the
//! field re-renders and the text differs, and during a long computation the
//! page re-renders at every progress report (ten a second): what the reader
//! was typing vanished. Here the committed value is written only when it
//! changes, and when the reader commits (Enter or leaving the field), so a
//! refused entry still shows the value in force.

use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TextFieldProps {
    /// The value in force.
    pub value: AttrValue,
    /// Told the text when the reader commits it.
    pub on_commit: Callback<String>,
    pub testid: AttrValue,
    pub label: AttrValue,
    #[prop_or_default]
    pub numeric: bool,
}

#[component]
pub fn TextField(props: &TextFieldProps) -> Html {
    let field = use_node_ref();
    {
        let field = field.clone();
        use_effect_with(props.value.clone(), move |value| {
            if let Some(input) = field.cast::<HtmlInputElement>() {
                input.set_value(value);
            }
        });
    }
    let onchange = {
        let (on_commit, value) = (props.on_commit.clone(), props.value.clone());
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                let text = input.value();
                // Shown until the page takes the new value (the effect
                // above); if it refuses it, the value in force stays. Reset
                // before telling, since the page may render at once.
                input.set_value(&value);
                on_commit.emit(text);
            }
        })
    };
    html! {
        <input ref={field} data-testid={props.testid.clone()} type="text"
            inputmode={props.numeric.then_some("numeric")}
            aria-label={props.label.clone()} {onchange} />
    }
}
