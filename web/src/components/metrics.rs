//! The numbers for the chosen source, each with where it comes from.

use castlab_core::eval::{MapReport, SourceReport};
use castlab_core::permalink::Algo;
use yew::prelude::*;

use crate::words::grouped;

use super::check;

use crate::shared::Shared;

#[derive(Properties, PartialEq)]
pub struct MetricsProps {
    pub source: Vec<u32>,
    pub nodes: usize,
    pub algo: Algo,
    pub map: Option<Shared<MapReport>>,
    pub report: Option<Shared<SourceReport>>,
    /// The source's value in the map, shown while the schedule is checked.
    pub from_map: Option<u64>,
    /// The schedule is the reader's own (`plan=`), not the algorithm's.
    #[prop_or_default]
    pub planned: bool,
}

fn coords(c: &[u32]) -> String {
    let parts: Vec<String> = c.iter().map(|v| v.to_string()).collect();
    format!("({})", parts.join(", "))
}

#[component]
pub fn Metrics(props: &MetricsProps) -> Html {
    let report = props.report.as_deref();
    let tcd = match (report, props.from_map) {
        (Some(r), _) => html! { <span data-testid="tcd">{ grouped(r.tcd) }</span> },
        (None, Some(v)) => html! {
            <><span data-testid="tcd-map">{ grouped(v) }</span>{ " " }<span class="pending">{ "(from the map; checking the schedule…)" }</span></>
        },
        (None, None) => html! { <span class="pending">{ "computing…" }</span> },
    };
    let row = |term: &str, value: Html, why: &str| {
        html! {
            <>
                <dt>{ crate::words::unbroken(term) }</dt>
                <dd>{ value }<small>{ why.to_string() }</small></dd>
            </>
        }
    };
    let compare = report.map(|r| {
        let a = &r.algorithms;
        let dims = props.source.len();
        let entries = [
            (Algo::Paper, a.paper),
            (Algo::Symmetric, a.symmetric),
            (Algo::Recursive, a.recursive),
            (Algo::Exact, a.exact),
        ];
        let best = entries.iter().filter_map(|e| e.1).min();
        html! {
            <table class="compare" data-testid="compare">
                <caption>{ "This source under each algorithm" }</caption>
                <tbody>
                { for entries.iter().filter(|e| e.1.is_some()).map(|(algo, v)| {
                    let v = v.unwrap_or_default();
                    html! {
                        <tr class={classes!((Some(v) == best).then_some("best"))}>
                            <th scope="row">{ crate::words::unbroken(algo.heading(dims)) }</th>
                            <td data-testid={format!("compare-{algo}")}>{ grouped(v) }</td>
                        </tr>
                    }
                }) }
                </tbody>
            </table>
        }
    });
    html! {
        <section class="metrics" aria-live="polite" data-testid="metrics">
            <h2>{ "Source " }<span data-testid="source">{ coords(&props.source) }</span>
                { if report.is_some_and(|r| r.source_is_eye) { html!{ <span class="badge">{ "eye" }</span> } } else { html!{} } }
            </h2>
            <p class="algorithm">{ if props.planned {
                "your schedule (plan=), checked like castlab's own"
            } else {
                castlab_core::permalink::rules::about(props.algo)
            } }</p>
            <dl>
                { row("TCD", tcd, "recounted from the explicit schedule's routes") }
                { match report {
                    Some(r) => html! { <>
                        { row("Steps", html!{ <span data-testid="steps">{ r.steps }</span> },
                            if r.steps == castlab_core::schedule::optimal_steps(props.nodes) {
                                "= ⌈log₂N⌉, time-step optimal"
                            } else {
                                "≠ ⌈log₂N⌉: not time-step optimal"
                            }) }
                        { row("Messages", html!{ <span data-testid="messages">{ grouped(r.messages) }</span> }, "one per informed node") }
                        { row("Valid schedule", html!{ <span data-testid="valid">{ check(r.valid) }{ r.violation.clone().unwrap_or_default() }</span> },
                              "one-port; every node informed exactly once") }
                        { row("Contention-free", html!{ <span data-testid="contention">{
                              match r.contention_free { Some(ok) => check(ok), None => html!{ <span class="open">{ "?" }</span> } }
                          }</span> }, &if r.contention_method == "given" {
                              "the plan's routes, checked as given: no link twice in a step".to_string()
                          } else {
                              format!("dimension-ordered routes, no link twice in a step ({})", r.contention_method)
                          }) }
                        { match &r.closed_form {
                            Some(c) => row("Papers' recurrence", html!{ <><span data-testid="closed-form">{ grouped(c.tcd) }</span>{ " " }{ check(c.tcd == r.tcd) }</> },
                                           &castlab_core::papers::readable(&c.formula)),
                            None => html!{},
                        } }
                    </> },
                    None => html! {},
                } }
                { match props.map.as_deref() {
                    Some(m) => html! { <>
                        { row("Least TCD", html!{ <span data-testid="optimum">{ grouped(m.optimum.tcd) }</span> },
                              &format!("over all {} sources, reached at {} of them", grouped(props.nodes as u64), grouped(m.optimum.count))) }
                        { row("Largest TCD", html!{ <span>{ grouped(m.map_max) }</span> }, "over all sources") }
                    </> },
                    None => html! {},
                } }
            </dl>
            { compare.unwrap_or_default() }
        </section>
    }
}
