//! The numbers of a classical broadcast, and the three models side by
//! side: the diameter and ⌈log₂ N⌉ under them all, the least classical
//! time castlab knows, the natural ordering's orderly time, the messy
//! runs, and 003's bounds between them with their verdicts.

use castlab_core::certified::{Certified, certified_values};
use castlab_core::eval::{ClassicalReport, Verdict};
use castlab_core::permalink::Net;
use yew::prelude::*;

use crate::l10n::{tr, tr_args};
use crate::shared::Shared;
use crate::words::notation;

#[derive(Properties, PartialEq)]
pub struct ClassicalPanelProps {
    pub report: Option<Shared<ClassicalReport>>,
    /// The network, for how its addresses are written.
    pub net: Net,
    /// The network's name as headings word it ("the 8×8 mesh").
    pub network: AttrValue,
}

/// A verdict as the page's data attribute names it.
fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Holds => "holds",
        Verdict::Fails => "fails",
        Verdict::Open => "open",
        Verdict::NotApplicable => "not applicable",
    }
}

/// A verdict in words.
fn verdict_words(v: Verdict) -> String {
    match v {
        Verdict::Holds => tr("panels-verdict-holds"),
        Verdict::Fails => tr("panels-verdict-fails"),
        Verdict::Open => tr("panels-verdict-open"),
        Verdict::NotApplicable => tr("panels-verdict-not-applicable"),
    }
}

#[component]
pub fn ClassicalPanel(props: &ClassicalPanelProps) -> Html {
    let Some(r) = props.report.as_deref() else {
        return html! { <p class="pending">{ tr("panels-running") }</p> };
    };
    let m = &r.models;
    let row = |term: &str, value: Html, why: String| {
        html! { <><dt>{ crate::words::unbroken(term) }</dt><dd>{ value }<small>{ notation(&why) }</small></dd></> }
    };
    // A family's smallest instances have b(u) and b^o settled by a SAT
    // solver, with DRAT-checked refutations one below (`castlab-prove`).
    let certified = match props.net {
        Net::Graph(family) => certified_values(family, r.arrival.len(), r.originator as usize),
        Net::Mesh | Net::Torus | Net::Wk | Net::Msn => Certified::default(),
    };
    let known = match (r.known.as_str(), certified.classical) {
        (_, Some(b)) if b == r.from_source => tr("panels-classical-known-certified"),
        ("exact", _) => tr("panels-classical-known-exact"),
        ("optimal", _) => tr("panels-classical-known-optimal"),
        (_, Some(b)) => tr_args("panels-classical-known-bound-certified", &[("b", b.into())]),
        _ => tr("panels-classical-known-heuristic"),
    };
    let certified_rows = html! { <>
        if let Some(b) = certified.classical {
            <tr><th scope="row">{ notation(&tr("panels-classical-certified-row")) }</th>
                <td data-testid="models-classical-certified">{ tr_args("panels-certified-value", &[("value", b.into())]) }</td></tr>
        }
        if let Some(o) = certified.orderly {
            <tr><th scope="row">{ notation(&tr("panels-orderly-certified-row")) }</th>
                <td data-testid="models-orderly-certified">{ tr_args("panels-certified-value", &[("value", o.into())]) }</td></tr>
        }
    </> };
    // A census graph's own row: every model over the whole graph, exact.
    let census_rows = match &m.census {
        Some(c) => html! { <>
            <tr><th scope="row">{ notation(&tr("panels-census-classical-row")) }</th>
                <td data-testid="models-census-classical">{ c.classical }</td></tr>
            <tr><th scope="row">{ notation(&tr("panels-census-orderly-row")) }</th>
                <td data-testid="models-census-orderly">{ c.orderly }</td></tr>
            <tr><th scope="row">{ "graph6 (NetworkX: nx.from_graph6_bytes)" }</th>
                <td data-testid="models-census-graph6"><code>{ c.graph6.clone() }</code></td></tr>
            <tr><th scope="row">{ notation(&tr("panels-census-messy-row")) }</th>
                <td data-testid="models-census-messy">{ format!("{}, {}, {}", c.messy[0], c.messy[1], c.messy[2]) }</td></tr>
        </> },
        None => html! {},
    };
    html! {
        <section class="metrics" aria-live="polite" data-testid="classical-metrics">
            <h2>{ format!("{} ", tr("panels-originator")) }<span data-testid="source">{ crate::words::address_text(props.net, &r.source) }</span>{ format!(" {}", tr_args("panels-classical-in", &[("network", props.network.as_str().into())])) }</h2>
            <p class="algorithm">{ crate::l10n::text(&r.algorithm.heading_text(1)) }</p>
            <dl>
                { row(&tr("panels-rounds"), html! { <span data-testid="from-source">{ r.from_source }</span> }, known) }
                { row(&tr("panels-lower-bound"), html! { <span data-testid="lower-bound">{ r.lower_bound }</span> },
                      tr("panels-classical-lower-bound-why")) }
            </dl>
            <table class="compare" data-testid="three-models">
                <caption>{ tr("panels-three-models") }</caption>
                <tbody>
                    <tr><th scope="row">{ tr("panels-diameter-degree") }</th><td data-testid="models-d">{ format!("{}, {}", m.diameter, m.max_degree) }</td></tr>
                    <tr><th scope="row">{ notation("⌈log₂ N⌉") }</th><td>{ m.log_bound }</td></tr>
                    <tr><th scope="row">{ notation(&tr("panels-classical-least-row")) }</th>
                        <td data-testid="models-classical">{ {
                            let args = [("value", m.classical.into()), ("by", crate::l10n::text(&m.classical_by.heading_text(1)).into())];
                            if m.classical_exact {
                                tr_args("panels-classical-by-exact", &args)
                            } else {
                                tr_args("panels-classical-by-bound", &args)
                            }
                        } }</td></tr>
                    <tr><th scope="row">{ notation(&tr("panels-orderly-natural-row")) }</th>
                        <td data-testid="models-orderly">{ match m.orderly {
                            Some(g) => tr_args("panels-over-every-originator", &[("value", m.orderly_from_source.into()), ("whole", g.into())]),
                            None => m.orderly_from_source.to_string(),
                        } }</td></tr>
                    { certified_rows }
                    { census_rows }
                    { for m.messy.iter().map(|s| html! {
                        <tr><th scope="row">{ tr_args("panels-messy-row", &[("model", s.model.as_str().into()), ("trials", s.trials.into())]) }</th>
                            <td>{ match s.worst {
                                Some(w) => tr_args("panels-messy-range-worst", &[("min", s.min.into()), ("max", s.max.into()), ("worst", w.into())]),
                                None => format!("{}–{}", s.min, s.max),
                            } }</td></tr>
                    }) }
                </tbody>
            </table>
            <ul class="claims" data-testid="model-bounds">
                { for m.bounds.iter().map(|b| html! {
                    <li data-verdict={verdict(b.verdict)}>
                        <strong>{ format!("{}: ", verdict_words(b.verdict)) }</strong>{ notation(&crate::l10n::text(&b.note)) }<small>{ format!(" ({})", crate::components::explain::references(&b.cited)) }</small>
                    </li>
                }) }
            </ul>
        </section>
    }
}
