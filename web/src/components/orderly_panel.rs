//! The orderly numbers: exact times beside every bound (✓/✗), the messy
//! and classical comparisons, and the ordering search with progress,
//! stop and adopt.

use castlab_core::eval::OrderlyReport;
use castlab_core::papers::readable;
use castlab_core::permalink::Algo;
use yew::prelude::*;

use super::explain::cited;
use super::verdict_mark as mark;
use crate::protocol::SearchProgress;
use crate::shared::Shared;
use crate::words::{grouped, notation};

#[derive(Properties, PartialEq)]
pub struct OrderlyPanelProps {
    pub report: Option<Shared<OrderlyReport>>,
    /// The ordering's name in the link (`algo=`).
    pub algo: Algo,
    /// Workers that propagated every originator's time.
    #[prop_or(1)]
    pub workers: u32,
    pub search: Option<SearchProgress>,
    pub searching: bool,
    /// The seed the next search uses.
    pub seed: u32,
    /// The seed of the search shown, which "Adopt" puts in the permalink.
    pub adopt_seed: Option<u32>,
    pub show_labels: bool,
    pub adaptive: bool,
    /// Whether labels can be drawn (grids of at most 4096 vertices).
    pub labels_available: bool,
    /// In an embed: the numbers only, without toggles or the search.
    #[prop_or_default]
    pub read_only: bool,
    pub on_search: Callback<u32>,
    pub on_stop: Callback<()>,
    pub on_adopt: Callback<u32>,
    pub on_labels: Callback<()>,
    pub on_adaptive: Callback<bool>,
}

/// What the verified automorphisms did, in words: none is not a failure,
/// only no shortcut.
fn symmetry_words(automorphisms: usize) -> String {
    match automorphisms {
        0 => "the ordering has no symmetry to exploit, so every originator was propagated".into(),
        1 => "1 symmetry of the ordering (checked) let one originator stand for its orbit".into(),
        n => format!(
            "{} symmetries of the ordering (checked) let one originator stand for each orbit",
            grouped(n as u64)
        ),
    }
}

#[component]
pub fn OrderlyPanel(props: &OrderlyPanelProps) -> Html {
    let Some(r) = props.report.as_deref() else {
        return html! { <p class="pending">{ "Computing…" }</p> };
    };
    let row = |term: &str, value: Html, why: String| {
        html! { <><dt>{ notation(term) }</dt><dd>{ value }<small>{ notation(&why) }</small></dd></> }
    };
    let whole = match r.broadcast_time {
        Some(t) => html! { <span data-testid="broadcast-time">{ t }</span> },
        None => html! { <span data-testid="broadcast-time">{ "—" }</span> },
    };
    let search_block = {
        let seed = props.seed;
        let adopt = props.adopt_seed.unwrap_or(seed);
        let progress = props.search.as_ref();
        let finished = progress.is_some_and(|p| p.done >= p.total && p.total > 0);
        html! {
            <div class="search" data-testid="search">
                <h3>{ "Better orderings" }</h3>
                { if props.searching { html! { <>
                    <progress data-testid="search-progress" max={progress.map_or(1, |p| p.total).to_string()}
                        value={progress.map_or(0, |p| p.done).to_string()}></progress>
                    <button type="button" data-testid="search-stop" onclick={props.on_stop.reform(|_| ())}>{ "Stop" }</button>
                </> } } else { html! {
                    <button type="button" data-testid="search-start" onclick={props.on_search.reform(move |_| seed)}>
                        { format!("Search (seed {seed})") }
                    </button>
                } } }
                { match progress.filter(|p| p.total > 1 || p.done > 0) {
                    Some(p) => html! { <p data-testid="search-status" aria-live="polite">{ format!(
                        "{} of {} orderings scored; best b^Π(G) = {} (start {}){}",
                        p.done, p.total, p.best_time, p.start_time,
                        if finished && p.best_time < p.start_time { ": better than the start" } else { "" }
                    ) }
                    { if finished { html! {
                        <button type="button" data-testid="search-adopt" onclick={props.on_adopt.reform(move |_| adopt)}>
                            { "Adopt (algo=search)" }
                        </button>
                    } } else { html! {} } }
                    </p> },
                    None => html! { <p class="hint">{ "A seeded local search in the worker: swaps labels (on tori, for whole classes (i mod 2, j), keeping Π's symmetry) and keeps what is not worse." }</p> },
                } }
                { match &r.search {
                    Some(s) => html! { <p data-testid="search-result">{ format!(
                        "This ordering: the best of {} tried from {}; b^Π(G) {} → {}{}.",
                        s.evaluations, s.start, s.start_time, s.best_time,
                        if s.improved { ", beating the start" } else { ", no better than the start" }
                    ) }</p> },
                    None => html! {},
                } }
            </div>
        }
    };
    // The reader's own ordering (`plan=`, `--ordering`) is not Π.
    let own = r.ordering == "user-supplied";
    html! {
        <section class="metrics" aria-live="polite" data-testid="orderly-metrics">
            <h2>{ "Orderly broadcast" }</h2>
            <p class="ordering" data-testid="ordering">{ readable(&r.ordering_description) }</p>
            <dl>
                { row(if own { "b(G)" } else { "b^Π(G)" }, whole, match r.broadcast_time {
                    Some(_) => format!("largest over all originators, reached by {} of them; {} propagated{}; {}",
                        grouped(r.worst_originators as u64), grouped(r.originators_computed as u64),
                        if props.workers > 1 { format!(" by {} workers in parallel", props.workers) } else { String::new() },
                        symmetry_words(r.automorphisms)),
                    None => r.per_originator_skipped.clone().unwrap_or_default(),
                }) }
                { row(if own { "b(src)" } else { "b^Π(src)" }, html! { <span data-testid="from-source">{ r.from_source }</span> }, "this originator's last arrival".into()) }
                { row("Diameter", html! { <span>{ r.diameter }</span> }, String::new()) }
                { row("Lower bound", html! { <span data-testid="lower-bound">{ r.lower_bound }</span> }, readable(&r.lower_bound_cited)) }
                { match r.classical { Some(c) => row("Classical b(src)", html! { <span>{ c }</span> }, "every one-port schedule tried".into()), None => html! {} } }
                { match r.optimum { Some(o) => row("b^o(G)", html! { <span data-testid="optimum">{ o }</span> }, "every ordering tried".into()), None => html! {} } }
            </dl>
            <table class="bounds" data-testid="bounds">
                <caption>{ "Exact value against the thesis's bounds" }</caption>
                <thead><tr><th>{ "bound" }</th><th>{ "value" }</th><th>{ "" }</th><th>{ "what" }</th></tr></thead>
                <tbody>
                    { for r.bounds.iter().map(|b| html! {
                        <tr data-verdict={format!("{:?}", b.verdict).to_lowercase()} data-kind={b.kind.clone()}>
                            <td>{ cited(&b.cited) }</td><td>{ b.value }</td><td>{ mark(b.verdict) }</td><td><small>{ notation(&readable(&b.note)) }</small></td>
                        </tr>
                    }) }
                </tbody>
            </table>
            { if r.messy.is_empty() { html! {} } else { html! {
                <table class="messy" data-testid="messy">
                    <caption>{ format!("Messy broadcasting from the originator ({} seeded runs each)", r.messy[0].trials) }</caption>
                    <thead><tr><th>{ "model" }</th><th>{ "min" }</th><th>{ "median" }</th><th>{ "max" }</th>
                        <th title="the latest completion over every choice the vertices may make, by exhaustive search">{ "worst case" }</th></tr></thead>
                    <tbody>
                        { for r.messy.iter().map(|m| html! {
                            <tr><td>{ &m.model }</td><td>{ m.min }</td><td>{ m.median }</td><td>{ m.max }</td>
                                <td data-testid="messy-worst">{ m.worst.map_or_else(|| "—".to_string(), |w| format!("{w} (exact)")) }</td></tr>
                        }) }
                    </tbody>
                </table>
            } } }
            { if props.read_only { html! {} } else { html! { <>
            <label class="toggle">
                <input type="checkbox" data-testid="labels-toggle" checked={props.show_labels}
                    disabled={!props.labels_available} onchange={props.on_labels.reform(|_| ())} />
                { " Show each edge's label" }
            </label>
            <label class="toggle">
                <input type="checkbox" data-testid="adaptive-toggle" checked={props.adaptive}
                    onchange={{ let on = props.on_adaptive.clone(); let now = props.adaptive; Callback::from(move |_: Event| on.emit(!now)) }} />
                { " Adaptive (skip the neighbours heard from)" }
            </label>
            { search_block }
            </> } } }
        </section>
    }
}
