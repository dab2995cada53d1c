//! Messages about values of the URL that could not be used.

use std::rc::Rc;

use castlab_core::eval::InputError;
use yew::prelude::*;

use crate::l10n::{tr, tr_args};

#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    pub notices: Rc<[InputError]>,
    pub on_dismiss: Callback<()>,
    /// Use a notice's largest allowed value, or its value under the key
    /// meant: `(key, value)`.
    pub on_apply: Callback<(String, String)>,
}

#[component]
pub fn Notices(props: &NoticesProps) -> Html {
    if props.notices.is_empty() {
        return html! {};
    }
    let on_dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <section class="notices" role="alert" data-testid="notices">
            <p><strong>{ if props.notices.iter().all(|n| n.kind == "not_a_plan" && n.value.is_empty()) {
                // A file the reader brought, not a value of the link.
                tr("panels-notices-plan")
            } else {
                tr("panels-notices-link")
            } }</strong></p>
            <ul>
                { for props.notices.iter().map(|n| {
                    // The largest allowed value, or the value under the key
                    // a mistyped one probably meant.
                    let fix = match (&n.largest, &n.suggestion) {
                        (Some(largest), _) => Some(((n.key.clone(), largest.clone()), "use-largest")),
                        (None, Some(key)) => Some(((key.clone(), n.value.clone()), "use-suggestion")),
                        (None, None) => None,
                    };
                    let apply = fix.map(|(pair, testid)| {
                        let label = tr_args(
                            "panels-notices-use",
                            &[("pair", format!("{}={}", pair.0, pair.1).into())],
                        );
                        html! {
                            <button type="button" class="link" data-testid={testid}
                                onclick={props.on_apply.reform(move |_: MouseEvent| pair.clone())}>
                                { label }
                            </button>
                        }
                    });
                    html! { <li>{ crate::l10n::text(&n.message) }{ " " }{ for apply }</li> }
                }) }
            </ul>
            <button type="button" onclick={on_dismiss}>{ tr("panels-dismiss") }</button>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct RestoreOfferProps {
    /// The last session's permalink.
    pub restore: Option<String>,
    /// Why a saved session was ignored.
    pub notice: Option<String>,
    pub on_restore: Callback<()>,
    pub on_dismiss: Callback<()>,
}

/// "Restore last session" when the page opens without a link.
#[component]
pub fn RestoreOffer(props: &RestoreOfferProps) -> Html {
    let dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    match (&props.restore, &props.notice) {
        (Some(link), _) => html! {
            <section class="notices restore" aria-label={tr("panels-restore-label")} data-testid="restore">
                <p>{ format!("{} ", tr("panels-restore-before")) }<code>{ format!("?{link}") }</code>{ tr("panels-restore-after") }</p>
                <button type="button" data-testid="restore-button"
                    onclick={props.on_restore.reform(|_: MouseEvent| ())}>{ tr("panels-restore") }</button>
                <button type="button" onclick={dismiss}>{ tr("panels-dismiss") }</button>
            </section>
        },
        (None, Some(notice)) => html! {
            <section class="notices" role="status" data-testid="session-notice">
                <p>{ notice.clone() }</p>
                <button type="button" onclick={dismiss}>{ tr("panels-dismiss") }</button>
            </section>
        },
        (None, None) => html! {},
    }
}
