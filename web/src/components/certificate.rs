//! "Proven optimum": the stored certificate for the shown network and
//! source, beside the value the page shows, and a way to open its witness.

use castlab_core::eval::CertificateReport;
use yew::prelude::*;

use super::check;
use crate::l10n::{tr, tr_args};

#[derive(Properties, PartialEq)]
pub struct CertificateProps {
    /// The stored certificate, if one covers this configuration.
    pub certificate: Option<CertificateReport>,
    /// What is optimised, for the sentences: "TCD" or "b^o".
    pub quantity: &'static str,
    /// The shown value (this schedule's TCD, this ordering's b^Π(G)).
    pub value: Option<u64>,
    /// The shown schedule breaks a rule (a plan's): its value is not
    /// compared with the optimum.
    #[prop_or_default]
    pub invalid: bool,
    /// Whether to offer the witness: not when it is shown (`cert=1`) or
    /// the embed is read-only.
    pub offer: bool,
    /// Show the witness instead.
    pub on_show: Callback<()>,
}

#[component]
pub fn Certificate(props: &CertificateProps) -> Html {
    let Some(c) = &props.certificate else {
        return html! {};
    };
    let q = props.quantity;
    let bound = if c.proven_optimum {
        html! { <>{ crate::words::notation(&format!("{q} = ")) }<strong data-testid="proven-optimum">{ c.lower }</strong>
        <span class="badge">{ tr("panels-cert-proven-optimum-badge") }</span></> }
    } else {
        html! { <>
            <strong data-testid="proven-lower">{ c.lower }</strong>{ crate::words::notation(&format!(" {} ", tr_args("panels-cert-between", &[("q", q.into())]))) }
            <strong data-testid="proven-upper">{ c.upper }</strong>
            <span class="badge">{ tr("panels-cert-proven-bounds") }</span>
        </> }
    };
    let verdict = props.value.map(|v| {
        let text = if v == c.lower {
            tr("panels-cert-meets")
        } else if c.proven_optimum {
            tr_args(
                "panels-cert-above-optimum",
                &[
                    ("value", v.into()),
                    ("gap", v.saturating_sub(c.lower).into()),
                ],
            )
        } else {
            tr_args(
                "panels-cert-above-bound",
                &[
                    ("value", v.into()),
                    ("gap", v.saturating_sub(c.lower).into()),
                    ("upper", c.upper.into()),
                ],
            )
        };
        html! { <p data-testid="certificate-verdict">{ check(v == c.lower) }{ " " }{ text }</p> }
    });
    let verdict = verdict.or_else(|| {
        props.invalid.then(|| {
            html! {
                <p data-testid="certificate-verdict">{ tr("panels-cert-invalid") }</p>
            }
        })
    });
    let show = props.offer.then(|| {
        let on_show = props.on_show.reform(|_: MouseEvent| ());
        html! {
            <button type="button" data-testid="show-certified" onclick={on_show}>
                { tr("panels-cert-show") }
            </button>
        }
    });
    html! {
        <section class="certificate" data-testid="certificate" aria-label={tr("panels-cert-title")}>
            <h2>{ tr("panels-cert-title") }</h2>
            <p>{ bound }</p>
            { verdict.unwrap_or_default() }
            <p><small data-testid="certificate-method">{ crate::l10n::text(&c.method) }</small></p>
            { show.unwrap_or_default() }
        </section>
    }
}
