//! The numbers of a classical broadcast, and the three models side by
//! side: the diameter and ⌈log₂ N⌉ under them all, the least classical
//! time castlab knows, the natural ordering's orderly time, the messy
//! runs, and 003's bounds between them with their verdicts.

use castlab_core::certified::{CERTIFIED, Certified, certified_values};
use castlab_core::eval::{ClassicalReport, Verdict};
use castlab_core::permalink::Net;
use yew::prelude::*;

use crate::shared::Shared;
use crate::words::notation;

#[derive(Properties, PartialEq)]
pub struct ClassicalPanelProps {
    pub report: Option<Shared<ClassicalReport>>,
    /// The network, for how its addresses are written.
    pub net: Net,
}

fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Holds => "holds",
        Verdict::Fails => "fails",
        Verdict::Open => "open",
        Verdict::NotApplicable => "not applicable",
    }
}

#[component]
pub fn ClassicalPanel(props: &ClassicalPanelProps) -> Html {
    let Some(r) = props.report.as_deref() else {
        return html! { <p class="pending">{ "Running the broadcast…" }</p> };
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
        (_, Some(b)) if b == r.from_source => {
            format!(
                "b(u) exactly, {CERTIFIED}: a solver's schedule re-checked by the validator, and none in one round fewer"
            )
        }
        ("exact", _) => "b(u) exactly: the exhaustive search tried every set of calls".into(),
        ("optimal", _) => "b(u) exactly: the schedule meets the lower bound".into(),
        (_, Some(b)) => format!("an upper bound on b(u), which is {b} ({CERTIFIED})"),
        _ => "an upper bound on b(u): a heuristic's schedule, checked by the validator".into(),
    };
    let certified_rows = html! { <>
        if let Some(b) = certified.classical {
            <tr><th scope="row">{ notation("classical b(u), certified") }</th>
                <td data-testid="models-classical-certified">{ format!("{b} ({CERTIFIED})") }</td></tr>
        }
        if let Some(o) = certified.orderly {
            <tr><th scope="row">{ notation("orderly b^o(G), the best of every ordering") }</th>
                <td data-testid="models-orderly-certified">{ format!("{o} ({CERTIFIED})") }</td></tr>
        }
    </> };
    // A census graph's own row: every model over the whole graph, exact.
    let census_rows = match &m.census {
        Some(c) => html! { <>
            <tr><th scope="row">{ notation("classical b(G), the slowest originator (census, exact)") }</th>
                <td data-testid="models-census-classical">{ c.classical }</td></tr>
            <tr><th scope="row">{ notation("orderly b^o(G), the best of every ordering (census, exact)") }</th>
                <td data-testid="models-census-orderly">{ c.orderly }</td></tr>
            <tr><th scope="row">{ "graph6 (NetworkX: nx.from_graph6_bytes)" }</th>
                <td data-testid="models-census-graph6"><code>{ c.graph6.clone() }</code></td></tr>
            <tr><th scope="row">{ notation("messy worst cases b^m₁(G), b^m₂(G), b^m₃(G) (census, exact)") }</th>
                <td data-testid="models-census-messy">{ format!("{}, {}, {}", c.messy[0], c.messy[1], c.messy[2]) }</td></tr>
        </> },
        None => html! {},
    };
    html! {
        <section class="metrics" aria-live="polite" data-testid="classical-metrics">
            <h2>{ "Originator " }<span data-testid="source">{ crate::words::address_text(props.net, &r.source) }</span>{ format!(" in {}", r.network) }</h2>
            <p class="algorithm">{ r.algorithm.heading(1) }</p>
            <dl>
                { row("Rounds", html! { <span data-testid="from-source">{ r.from_source }</span> }, known) }
                { row("Lower bound", html! { <span data-testid="lower-bound">{ r.lower_bound }</span> },
                      "⌈log₂ N⌉ (the informed at most double each round) or the originator's eccentricity".into()) }
            </dl>
            <table class="compare" data-testid="three-models">
                <caption>{ "Three models from this originator" }</caption>
                <tbody>
                    <tr><th scope="row">{ "diameter D, largest degree k" }</th><td data-testid="models-d">{ format!("{}, {}", m.diameter, m.max_degree) }</td></tr>
                    <tr><th scope="row">{ notation("⌈log₂ N⌉") }</th><td>{ m.log_bound }</td></tr>
                    <tr><th scope="row">{ "classical b(u), the least castlab knows" }</th>
                        <td data-testid="models-classical">{ format!("{} ({}{})", m.classical, m.classical_by.heading(1), if m.classical_exact { ", exact" } else { ", upper bound" }) }</td></tr>
                    <tr><th scope="row">{ notation("orderly b^Π(u), the network's natural ordering") }</th>
                        <td data-testid="models-orderly">{ match m.orderly {
                            Some(g) => format!("{} (over every originator: {g})", m.orderly_from_source),
                            None => m.orderly_from_source.to_string(),
                        } }</td></tr>
                    { certified_rows }
                    { census_rows }
                    { for m.messy.iter().map(|s| html! {
                        <tr><th scope="row">{ format!("messy {} ({} seeded runs)", s.model, s.trials) }</th>
                            <td>{ match s.worst {
                                Some(w) => format!("{}–{}, worst from this originator {w}", s.min, s.max),
                                None => format!("{}–{}", s.min, s.max),
                            } }</td></tr>
                    }) }
                </tbody>
            </table>
            <ul class="claims" data-testid="model-bounds">
                { for m.bounds.iter().map(|b| html! {
                    <li data-verdict={verdict(b.verdict)}>
                        <strong>{ format!("{}: ", verdict(b.verdict)) }</strong>{ notation(&b.note) }<small>{ format!(" ({})", b.cited) }</small>
                    </li>
                }) }
            </ul>
        </section>
    }
}
