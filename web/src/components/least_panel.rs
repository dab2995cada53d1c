//! `algo=least`'s panel: how each source's least TCD is known (000's
//! Figure 2 with its provenance), the selected source's value, and the
//! papers' closed forms as printed beside the schedules' values.

use crate::components::explain::readable;
use castlab_core::eval::{Known, MapReport};
use yew::prelude::*;

use super::check;
use crate::l10n::tr;
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

fn meaning(known: Known) -> String {
    match known {
        Known::Exact => tr("panels-least-exact"),
        Known::Proven => tr("panels-least-proven"),
        Known::Interval => tr("panels-least-interval"),
        Known::Bound => tr("panels-least-bound"),
    }
}

/// How a value is known, in one word (the badge).
fn kind(known: Known) -> String {
    match known {
        Known::Exact => tr("panels-known-exact"),
        Known::Proven => tr("panels-known-proven"),
        Known::Interval => tr("panels-known-interval"),
        Known::Bound => tr("panels-known-bound"),
    }
}

/// Which source a printed form is about (`corner` or `eye`), in words.
fn at(source: &str) -> String {
    match source {
        "corner" => tr("panels-corner"),
        "eye" => tr("panels-eye"),
        other => other.to_string(),
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
        <section class="least" data-testid="least" aria-label={tr("panels-least-title")}>
            <h2>{ tr("panels-least-title") }</h2>
            <p>{ format!("{} ", tr("panels-least-selected")) }<strong data-testid="least-value">{ value }</strong>
                { " " }<span class="badge" data-testid="least-known">{ kind(here) }</span></p>
            <ul class="least-counts">
                { for kinds.iter().filter_map(|&k| {
                    let n = l.known.iter().filter(|&&x| x == k).count();
                    (n > 0).then(|| html! { <li data-known={format!("{k:?}").to_lowercase()}>
                        <strong>{ grouped(n as u64) }</strong>{ " " }{ meaning(k) }</li> })
                }) }
            </ul>
            { if l.printed.is_empty() { html! {} } else { html! {
                <table data-testid="printed-forms">
                    <caption>{ tr("panels-printed-caption") }</caption>
                    <thead><tr><th>{ tr("panels-printed-formula") }</th><th>{ tr("panels-printed-source") }</th><th>{ tr("panels-printed-printed") }</th><th>{ tr("panels-printed-schedule") }</th><th>{ "" }</th></tr></thead>
                    <tbody>
                        { for l.printed.iter().map(|p| html! {
                            <tr><td>{ readable(&p.cited) }</td><td>{ at(&p.at) }</td>
                                <td>{ grouped(p.value) }</td><td>{ grouped(p.schedule) }</td><td>{ check(p.value == p.schedule) }</td></tr>
                        }) }
                    </tbody>
                </table>
            } } }
        </section>
    }
}
