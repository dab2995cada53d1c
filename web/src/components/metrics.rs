//! The numbers for the chosen source, each with where it comes from.

use castlab_core::eval::{MapReport, SourceReport};
use yew::prelude::*;

use crate::state::{Cell, Shared};

#[derive(Properties, PartialEq)]
pub struct MetricsProps {
    pub side: u32,
    pub source: Cell,
    pub map: Option<Shared<MapReport>>,
    pub report: Option<Shared<SourceReport>>,
}

fn check(ok: bool) -> Html {
    if ok {
        html! { <span class="ok" aria-label="yes">{ "✓" }</span> }
    } else {
        html! { <span class="bad" aria-label="no">{ "✗" }</span> }
    }
}

#[component]
pub fn Metrics(props: &MetricsProps) -> Html {
    let (x, y) = props.source;
    let n = u64::from(props.side) * u64::from(props.side);
    let from_map = props
        .map
        .as_ref()
        .and_then(|m| m.tcd_map.get((x + props.side * y) as usize).copied());
    let report = props.report.as_deref();
    let tcd = match (report, from_map) {
        (Some(r), _) => html! { <span data-testid="tcd">{ r.tcd }</span> },
        (None, Some(v)) => html! {
            <><span data-testid="tcd-map">{ v }</span>{ " " }<span class="pending">{ "(from the map; validating the schedule…)" }</span></>
        },
        (None, None) => html! { <span class="pending">{ "computing…" }</span> },
    };
    let row = |term: &str, value: Html, why: &str| {
        html! {
            <>
                <dt>{ term.to_string() }</dt>
                <dd>{ value }<small>{ why.to_string() }</small></dd>
            </>
        }
    };
    html! {
        <section class="metrics" aria-live="polite" data-testid="metrics">
            <h2>{ "Source " }<span data-testid="source">{ format!("({x}, {y})") }</span>
                { if report.is_some_and(|r| r.source_is_eye) { html!{ <span class="badge">{ "eye" }</span> } } else { html!{} } }
            </h2>
            <dl>
                { row("TCD", tcd, "recounted from the explicit schedule's routes") }
                { match report {
                    Some(r) => html! { <>
                        { row("Steps", html!{ <span data-testid="steps">{ r.steps }</span> }, "= log₂N, time-step optimal") }
                        { row("Messages", html!{ <span data-testid="messages">{ r.messages }</span> }, "one per informed node") }
                        { row("Valid schedule", html!{ <span data-testid="valid">{ check(r.valid) }{ r.violation.clone().unwrap_or_default() }</span> },
                              "one-port; every node informed exactly once") }
                        { row("Contention-free", check(r.contention_free), "no directed link used twice in a step, XY routes") }
                        { match r.closed_form_tcd {
                            Some(c) => row("Closed form", html!{ <><span data-testid="closed-form">{ c }</span>{ " " }{ check(c == r.tcd) }</> },
                                           "paper 000, Eqs. (3)–(7)"),
                            None => html!{},
                        } }
                    </> },
                    None => html! {},
                } }
                { match props.map.as_deref() {
                    Some(m) => html! { <>
                        { row("Least TCD", html!{ <span data-testid="optimum">{ m.optimum.tcd }</span> },
                              &format!("over all {n} sources, reached at {} of them", m.optimum.sources.len())) }
                        { row("Largest TCD", html!{ <span>{ m.map_max }</span> }, "over all sources") }
                    </> },
                    None => html! {},
                } }
            </dl>
        </section>
    }
}
