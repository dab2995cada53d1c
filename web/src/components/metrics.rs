//! The numbers for the chosen source, each with where it comes from.

use castlab_core::eval::{MapReport, SourceReport};
use castlab_core::permalink::Algo;
use yew::prelude::*;

use crate::l10n::{text, tr, tr_args};
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

/// How the routes were searched (the report's `contention_method`), in words.
fn method_word(method: &str) -> String {
    match method {
        "greedy" => tr("panels-method-greedy"),
        "exhaustive" => tr("panels-method-exhaustive"),
        "inconclusive" => tr("panels-method-inconclusive"),
        other => other.to_string(),
    }
}

#[component]
pub fn Metrics(props: &MetricsProps) -> Html {
    let report = props.report.as_deref();
    let tcd = match (report, props.from_map) {
        (Some(r), _) => html! { <span data-testid="tcd">{ grouped(r.tcd) }</span> },
        (None, Some(v)) => html! {
            <><span data-testid="tcd-map">{ grouped(v) }</span>{ " " }<span class="pending">{ tr("panels-from-map-checking") }</span></>
        },
        (None, None) => html! { <span class="pending">{ tr("panels-computing") }</span> },
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
                <caption>{ tr("panels-source-each-algorithm") }</caption>
                <tbody>
                { for entries.iter().filter(|e| e.1.is_some()).map(|(algo, v)| {
                    let v = v.unwrap_or_default();
                    html! {
                        <tr class={classes!((Some(v) == best).then_some("best"))}>
                            <th scope="row">{ crate::words::unbroken(&crate::l10n::text(&algo.heading_text(dims))) }</th>
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
            <h2>{ format!("{} ", tr("panels-source")) }<span data-testid="source">{ coords(&props.source) }</span>
                { if report.is_some_and(|r| r.source_is_eye) { html!{ <span class="badge">{ tr("panels-eye") }</span> } } else { html!{} } }
            </h2>
            <p class="algorithm">{ if props.planned {
                tr("panels-your-schedule-tcd")
            } else {
                // The rules word what an algorithm is by a message id.
                tr(castlab_core::permalink::rules::about(props.algo))
            } }</p>
            <dl>
                { row("TCD", tcd, &tr("panels-tcd-recounted")) }
                { match report {
                    Some(r) => html! { <>
                        { row(&tr("panels-steps"), html!{ <span data-testid="steps">{ r.steps }</span> },
                            &if r.steps == castlab_core::schedule::optimal_steps(props.nodes) {
                                tr("panels-steps-optimal")
                            } else {
                                tr("panels-steps-not-optimal")
                            }) }
                        { row(&tr("panels-messages"), html!{ <span data-testid="messages">{ grouped(r.messages) }</span> }, &tr("panels-messages-why")) }
                        { row(&tr("panels-valid-schedule"), html!{ <span data-testid="valid">{ check(r.valid) }{ r.violation.as_ref().map(text).unwrap_or_default() }</span> },
                              &tr("panels-valid-schedule-why")) }
                        { row(&tr("panels-contention-free"), html!{ <span data-testid="contention">{
                              match r.contention_free { Some(ok) => check(ok), None => html!{ <span class="open">{ "?" }</span> } }
                          }</span> }, &if r.contention_method == "given" {
                              tr("panels-contention-given")
                          } else {
                              tr_args("panels-contention-ordered", &[("method", method_word(&r.contention_method).into())])
                          }) }
                        { match &r.closed_form {
                            Some(c) => row(&tr("panels-papers-recurrence"), html!{ <><span data-testid="closed-form">{ grouped(c.tcd) }</span>{ " " }{ check(c.tcd == r.tcd) }</> },
                                           &crate::components::explain::readable(&text(&c.formula))),
                            None => html!{},
                        } }
                    </> },
                    None => html! {},
                } }
                { match props.map.as_deref() {
                    Some(m) => html! { <>
                        { row(&tr("panels-least-tcd"), html!{ <span data-testid="optimum">{ grouped(m.optimum.tcd) }</span> },
                              &tr_args("panels-least-tcd-why", &[("sources", grouped(props.nodes as u64).into()), ("count", grouped(m.optimum.count).into())])) }
                        { row(&tr("panels-largest-tcd"), html!{ <span>{ grouped(m.map_max) }</span> }, &tr("panels-largest-tcd-why")) }
                    </> },
                    None => html! {},
                } }
            </dl>
            { compare.unwrap_or_default() }
        </section>
    }
}
