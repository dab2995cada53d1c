//! The paper check: each claim of the papers about this grid, with the
//! verdict of the computations and the numbers behind it.

use castlab_core::eval::Claim;
use yew::prelude::*;

use super::explain::cited;
use super::verdict_mark as mark;
use crate::l10n::tr;
use crate::words::notation;

#[derive(Properties, PartialEq)]
pub struct ClaimsProps {
    pub claims: Vec<Claim>,
}

#[component]
pub fn Claims(props: &ClaimsProps) -> Html {
    if props.claims.is_empty() {
        return html! {};
    }
    html! {
        <section class="claims" data-testid="claims" aria-label={tr("panels-paper-check")}>
            <h2>{ tr("panels-paper-check") }</h2>
            <ul>
                { for props.claims.iter().map(|c| html! {
                    <li data-claim={c.id.clone()} data-verdict={format!("{:?}", c.verdict).to_lowercase()}>
                        { mark(c.verdict) }
                        <strong>{ cited(&c.cited) }</strong>{ ": " }{ notation(&crate::l10n::text(&c.statement)) }
                        <small>{ notation(&crate::l10n::text(&c.evidence)) }</small>
                    </li>
                }) }
            </ul>
        </section>
    }
}
