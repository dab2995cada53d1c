//! `algo=least`'s panel: how each source's least TCD is known (000's
//! Figure 2 with its provenance), the selected source's value, and the
//! papers' closed forms as printed beside the schedules' values.

use castlab_core::eval::{Known, MapReport};
use castlab_core::papers::readable;
use yew::prelude::*;

use super::check;
use crate::shared::Shared;
use crate::words::grouped;

#[derive(Properties, PartialEq)]
pub struct LeastPanelProps {
    /// The `algo=least` map: its values are the upper ends, `least` says
    /// how each is known (shared, never copied: it has N entries).
    pub map: Shared<MapReport>,
    /// The selected source's index.
    pub source: usize,
}

/// How a cell's value reads on the map: the value where it is known
/// exactly, `a–b` for a certified interval, `≤ b` for a bound.
pub fn cell_text(known: Known, lower: u64, upper: u64) -> String {
    match known {
        Known::Exact | Known::Proven => upper.to_string(),
        Known::Interval => format!("{lower}–{upper}"),
        Known::Bound => format!("≤{upper}"),
    }
}

fn meaning(known: Known) -> &'static str {
    match known {
        Known::Exact => "exact: the search over every schedule (N ≤ 16)",
        Known::Proven => "proven: a SAT refutation one below meets a schedule",
        Known::Interval => "interval: a SAT refutation below, the best schedule above",
        Known::Bound => "bound: the best schedule castlab builds; nothing proven below",
    }
}

#[component]
pub fn LeastPanel(props: &LeastPanelProps) -> Html {
    let Some(l) = props.map.least.as_ref() else {
        return html! {};
    };
    let values = &props.map.tcd_map;
    let s = props.source.min(values.len().saturating_sub(1));
    let kinds = [Known::Exact, Known::Proven, Known::Interval, Known::Bound];
    let here = l.known.get(s).copied().unwrap_or(Known::Bound);
    let value = cell_text(
        here,
        l.lower.get(s).copied().unwrap_or(0),
        values.get(s).copied().unwrap_or(0),
    );
    html! {
        <section class="least" data-testid="least" aria-label="Least known TCD">
            <h2>{ "Least known TCD" }</h2>
            <p>{ "From the selected source: " }<strong data-testid="least-value">{ value }</strong>
                { " " }<span class="badge" data-testid="least-known">{ format!("{here:?}").to_lowercase() }</span></p>
            <ul class="least-counts">
                { for kinds.iter().filter_map(|&k| {
                    let n = l.known.iter().filter(|&&x| x == k).count();
                    (n > 0).then(|| html! { <li data-known={format!("{k:?}").to_lowercase()}>
                        <strong>{ grouped(n as u64) }</strong>{ " " }{ meaning(k) }</li> })
                }) }
            </ul>
            { if l.printed.is_empty() { html! {} } else { html! {
                <table data-testid="printed-forms">
                    <caption>{ "The papers' closed forms, as printed, against the schedules" }</caption>
                    <thead><tr><th>{ "formula" }</th><th>{ "source" }</th><th>{ "printed" }</th><th>{ "schedule" }</th><th>{ "" }</th></tr></thead>
                    <tbody>
                        { for l.printed.iter().map(|p| html! {
                            <tr><td>{ readable(&p.cited) }</td><td>{ &p.at }</td>
                                <td>{ grouped(p.value) }</td><td>{ grouped(p.schedule) }</td><td>{ check(p.value == p.schedule) }</td></tr>
                        }) }
                    </tbody>
                </table>
            } } }
        </section>
    }
}
