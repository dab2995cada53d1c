//! Messages about values of the URL that could not be used.

use std::rc::Rc;

use castlab_core::eval::InputError;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    pub notices: Rc<[InputError]>,
    pub on_dismiss: Callback<()>,
}

#[component]
pub fn Notices(props: &NoticesProps) -> Html {
    if props.notices.is_empty() {
        return html! {};
    }
    let on_dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <section class="notices" role="alert" data-testid="notices">
            <p><strong>{ "Some values in this link could not be used, so defaults are shown:" }</strong></p>
            <ul>
                { for props.notices.iter().map(|n| html! { <li>{ &n.message }</li> }) }
            </ul>
            <button type="button" onclick={on_dismiss}>{ "Dismiss" }</button>
        </section>
    }
}
