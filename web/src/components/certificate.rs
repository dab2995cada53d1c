//! "Proven optimum": the stored certificate for the shown network and
//! source, beside the value the page shows, and a way to open its witness.

use castlab_core::eval::CertificateReport;
use yew::prelude::*;

use super::check;

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
        <span class="badge">{ "proven optimum" }</span></> }
    } else {
        html! { <>
            <strong data-testid="proven-lower">{ c.lower }</strong>{ crate::words::notation(&format!(" ≤ optimal {q} ≤ ")) }
            <strong data-testid="proven-upper">{ c.upper }</strong>
            <span class="badge">{ "proven bounds" }</span>
        </> }
    };
    let verdict = props.value.map(|v| {
        let text = if v == c.lower {
            "the value shown meets the proven lower bound: it is optimal".to_string()
        } else if c.proven_optimum {
            format!("the value shown, {v}, is {} above the optimum", v.saturating_sub(c.lower))
        } else {
            format!(
                "the value shown, {v}, is {} above the proven lower bound; the certified witness reaches {}",
                v.saturating_sub(c.lower),
                c.upper
            )
        };
        html! { <p data-testid="certificate-verdict">{ check(v == c.lower) }{ " " }{ text }</p> }
    });
    let verdict = verdict.or_else(|| props.invalid.then(|| html! {
        <p data-testid="certificate-verdict">{ "The schedule shown breaks a rule, so its value is not compared with the optimum." }</p>
    }));
    let show = props.offer.then(|| {
        let on_show = props.on_show.reform(|_: MouseEvent| ());
        html! {
            <button type="button" data-testid="show-certified" onclick={on_show}>
                { "Show the certified witness (cert=1); the paper check then reads the proofs" }
            </button>
        }
    });
    html! {
        <section class="certificate" data-testid="certificate" aria-label="Proven optimum">
            <h2>{ "Proven optimum" }</h2>
            <p>{ bound }</p>
            { verdict.unwrap_or_default() }
            <p><small data-testid="certificate-method">{ &c.method }</small></p>
            { show.unwrap_or_default() }
        </section>
    }
}
