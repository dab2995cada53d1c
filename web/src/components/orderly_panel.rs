//! The orderly numbers: exact times beside every bound (✓/✗), the messy
//! and classical comparisons, and the ordering search with progress,
//! stop and adopt.

use crate::components::explain::readable;
use castlab_core::eval::OrderlyReport;
use castlab_core::permalink::Algo;
use yew::prelude::*;

use super::explain::cited;
use super::verdict_mark as mark;
use crate::l10n::{Arg, tr, tr_args};
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
        0 => tr("panels-orderly-no-symmetry"),
        1 => tr("panels-orderly-one-symmetry"),
        n => tr_args(
            "panels-orderly-symmetries",
            &[("n", grouped(n as u64).into())],
        ),
    }
}

#[component]
pub fn OrderlyPanel(props: &OrderlyPanelProps) -> Html {
    let Some(r) = props.report.as_deref() else {
        return html! { <p class="pending">{ tr("panels-computing-panel") }</p> };
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
                <h3>{ tr("panels-search-title") }</h3>
                { if props.searching { html! { <>
                    <progress data-testid="search-progress" max={progress.map_or(1, |p| p.total).to_string()}
                        value={progress.map_or(0, |p| p.done).to_string()}></progress>
                    <button type="button" data-testid="search-stop" onclick={props.on_stop.reform(|_| ())}>{ tr("panels-search-stop") }</button>
                </> } } else { html! {
                    <button type="button" data-testid="search-start" onclick={props.on_search.reform(move |_| seed)}>
                        { tr_args("panels-search-start", &[("seed", seed.into())]) }
                    </button>
                } } }
                { match progress.filter(|p| p.total > 1 || p.done > 0) {
                    Some(p) => html! { <p data-testid="search-status" aria-live="polite">{ {
                        let args: [(&str, Arg); 4] = [("done", p.done.into()), ("total", p.total.into()), ("best", p.best_time.into()), ("start", p.start_time.into())];
                        if finished && p.best_time < p.start_time {
                            tr_args("panels-search-status-better", &args)
                        } else {
                            tr_args("panels-search-status", &args)
                        }
                    } }
                    { if finished { html! {
                        <button type="button" data-testid="search-adopt" onclick={props.on_adopt.reform(move |_| adopt)}>
                            { tr("panels-search-adopt") }
                        </button>
                    } } else { html! {} } }
                    </p> },
                    None => html! { <p class="hint">{ tr("panels-search-hint") }</p> },
                } }
                { match &r.search {
                    Some(s) => html! { <p data-testid="search-result">{ {
                        let args: [(&str, Arg); 4] = [("tried", s.evaluations.into()), ("start", s.start.to_string().into()), ("from", s.start_time.into()), ("to", s.best_time.into())];
                        if s.improved {
                            tr_args("panels-search-result-better", &args)
                        } else {
                            tr_args("panels-search-result-same", &args)
                        }
                    } }</p> },
                    None => html! {},
                } }
            </div>
        }
    };
    // The reader's own ordering (`plan=`, `--ordering`) is not Π.
    let own = r.ordering == "user-supplied";
    html! {
        <section class="metrics" aria-live="polite" data-testid="orderly-metrics">
            <h2>{ tr("panels-orderly-title") }</h2>
            <p class="ordering" data-testid="ordering">{ readable(&crate::l10n::text(&r.ordering_description)) }</p>
            <dl>
                { row(if own { "b(G)" } else { "b^Π(G)" }, whole, match r.broadcast_time {
                    Some(_) => {
                        let worst = grouped(r.worst_originators as u64);
                        let computed = grouped(r.originators_computed as u64);
                        let symmetry = symmetry_words(r.automorphisms);
                        if props.workers > 1 {
                            tr_args("panels-orderly-whole-why-parallel", &[("worst", worst.into()), ("computed", computed.into()), ("workers", props.workers.into()), ("symmetry", symmetry.into())])
                        } else {
                            tr_args("panels-orderly-whole-why", &[("worst", worst.into()), ("computed", computed.into()), ("symmetry", symmetry.into())])
                        }
                    }
                    None => r.per_originator_skipped.as_ref().map(crate::l10n::text).unwrap_or_default(),
                }) }
                { row(if own { "b(src)" } else { "b^Π(src)" }, html! { <span data-testid="from-source">{ r.from_source }</span> }, tr("panels-orderly-from-source-why")) }
                { row(&tr("panels-diameter"), html! { <span>{ r.diameter }</span> }, String::new()) }
                { row(&tr("panels-lower-bound"), html! { <span data-testid="lower-bound">{ r.lower_bound }</span> }, readable(&r.lower_bound_cited)) }
                { match r.classical { Some(c) => row(&tr("panels-orderly-classical"), html! { <span>{ c }</span> }, tr("panels-orderly-classical-why")), None => html! {} } }
                { match r.optimum { Some(o) => row("b^o(G)", html! { <span data-testid="optimum">{ o }</span> }, tr("panels-orderly-optimum-why")), None => html! {} } }
            </dl>
            <table class="bounds" data-testid="bounds">
                <caption>{ tr("panels-bounds-caption") }</caption>
                <thead><tr><th>{ tr("panels-bounds-col-bound") }</th><th>{ tr("panels-bounds-col-value") }</th><th>{ "" }</th><th>{ tr("panels-bounds-col-what") }</th></tr></thead>
                <tbody>
                    { for r.bounds.iter().map(|b| html! {
                        <tr data-verdict={format!("{:?}", b.verdict).to_lowercase()} data-kind={b.kind.clone()}>
                            <td>{ cited(&b.cited) }</td><td>{ b.value }</td><td>{ mark(b.verdict) }</td><td><small>{ notation(&readable(&crate::l10n::text(&b.note))) }</small></td>
                        </tr>
                    }) }
                </tbody>
            </table>
            { messy_table(r) }
            { if props.read_only { html! {} } else { html! { <>
            <label class="toggle">
                <input type="checkbox" data-testid="labels-toggle" checked={props.show_labels}
                    disabled={!props.labels_available} onchange={props.on_labels.reform(|_| ())} />
                { format!(" {}", tr("panels-orderly-labels-toggle")) }
            </label>
            <label class="toggle">
                <input type="checkbox" data-testid="adaptive-toggle" checked={props.adaptive}
                    onchange={{ let on = props.on_adaptive.clone(); let now = props.adaptive; Callback::from(move |_: Event| on.emit(!now)) }} />
                { format!(" {}", tr("panels-orderly-adaptive-toggle")) }
            </label>
            { search_block }
            </> } } }
        </section>
    }
}

/// The messy models' run times (003 §4), min, median and max over the
/// seeded trials, with the exact worst case where it is known.
fn messy_table(r: &OrderlyReport) -> Html {
    if r.messy.is_empty() {
        return html! {};
    }
    html! {
                <table class="messy" data-testid="messy">
                    <caption>{ tr_args("panels-messy-caption", &[("trials", r.messy[0].trials.into())]) }</caption>
                    <thead><tr><th>{ tr("panels-messy-col-model") }</th><th>{ tr("panels-messy-col-min") }</th><th>{ tr("panels-messy-col-median") }</th><th>{ tr("panels-messy-col-max") }</th>
                        <th title={tr("panels-messy-worst-title")}>{ tr("panels-messy-col-worst") }</th></tr></thead>
                    <tbody>
                        { for r.messy.iter().map(|m| html! {
                            <tr><td>{ &m.model }</td><td>{ m.min }</td><td>{ m.median }</td><td>{ m.max }</td>
                                <td data-testid="messy-worst">{ m.worst.map_or_else(|| "—".to_string(), |w| tr_args("panels-exact-value", &[("value", w.into())])) }</td></tr>
                        }) }
                    </tbody>
                </table>
    }
}
