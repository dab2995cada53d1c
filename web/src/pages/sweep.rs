//! The sweep room: a link whose sizes are ranges, computed by the worker
//! (split over its helpers) and drawn as charts of how the numbers grow
//! and where the papers' claims break, with every value on hover, tap or
//! the arrow keys, each point opening its configuration, a table of every
//! row for screen readers, and the same CSV and JSON as `castlab sweep`.

use std::rc::Rc;

pub(crate) mod charts;

use castlab_core::permalink::{Algo, Family, Key, View, query_string, rules};
use castlab_core::sweep::{MAX_WORK, PERMALINK_COLUMN};
use yew::prelude::*;

use crate::l10n::{tr, tr_args};

use super::{Room, RoomProps, count, interactive, layout};
use crate::bridge::Slot;
use crate::components::chart::Chart;
use crate::components::text_field::TextField;
use crate::protocol::Request;
use crate::state::{Action, SweepData, SweepState};

/// Asks the worker for the sweep whenever its link (or "Compute again")
/// changes.
#[hook]
fn use_sweep_request(props: &RoomProps) {
    let engine = props.engine.clone();
    let asked = props.state.sweep.as_ref().map(|s| s.asked.clone());
    use_effect_with((asked, props.state.retry), move |(asked, _)| {
        if let Some(permalink) = asked.clone() {
            let cores = super::cores();
            engine.send(Slot::View, Request::Sweep { permalink, cores });
        }
    });
}

/// The values of a row, as a sentence.
fn readout(data: &SweepData, row: usize) -> String {
    let first = data.column(PERMALINK_COLUMN).map_or(0, |c| c + 1);
    let size: Vec<String> = data
        .size(row)
        .iter()
        .zip(&data.header)
        .map(|(v, h)| format!("{h} {v}"))
        .collect();
    let values: Vec<String> = (first..data.header.len())
        .map(|c| format!("{} {}", data.header[c], cell(data, row, c)))
        .collect();
    format!("{}: {}", size.join(", "), values.join(" · "))
}

/// A value of the rows as the page's language writes it: a number with
/// its decimal sign ("2,5" in German), anything else as the sweep has it.
fn cell(data: &SweepData, row: usize, column: usize) -> String {
    let text = data.text(row, column);
    match data.number(row, column) {
        Some(_) => crate::words::decimal_sign(&text),
        None => text,
    }
}

fn title(sweep: &SweepState, family: Family, algo: Algo) -> String {
    let what = (super::page(family).swept)(algo);
    let wk = family == Family::Wk;
    let (key, range) = range_text(sweep, wk);
    tr_args(
        "pages-sweep-title",
        &[
            ("what", what.into()),
            ("range", range_words(key, &range, wk).into()),
        ],
    )
}

/// A sweep's range as words: `2..256^2` is "sides 2 to 256, 2-D", `4x4..8x8`
/// "sizes 4×4 to 8×8", WK's `l=1..6` "L from 1 to 6".
fn range_words(key: Key, range: &str, wk: bool) -> String {
    // "2..8" reads "2 to 8", in words.
    let spaced = range.replace("..", &tr("pages-sweep-to")).replace('x', "×");
    if matches!(key, Key::M | Key::N) {
        let args = [("key", key.as_str().into()), ("range", spaced.into())];
        return tr_args("pages-sweep-range-key", &args);
    }
    if wk {
        let args = [
            ("key", key.as_str().to_uppercase().into()),
            ("range", spaced.into()),
        ];
        return tr_args("pages-sweep-range-key", &args);
    }
    match spaced.split_once('^') {
        Some((sides, d)) => tr_args(
            "pages-sweep-range-sides",
            &[("sides", sides.into()), ("d", d.into())],
        ),
        None => tr_args("pages-sweep-range-sizes", &[("sizes", spaced.into())]),
    }
}

#[component]
pub fn SweepRoom(props: &RoomProps) -> Html {
    use_sweep_request(props);
    let state = &props.state;
    let Some(sweep) = state.sweep.as_ref() else {
        return html! {};
    };
    let query = &state.query;
    let family = query.family();
    let dispatch = state.dispatcher().to_callback();
    let data = sweep.data.clone();
    let specs = use_memo(
        (data.clone(), sweep.ranges.clone(), family, query.algo),
        |(data, ranges, family, algo)| match data {
            Some(d) => charts::charts(&charts::Rows::new(d, ranges), *family, *algo)
                .into_iter()
                .map(Rc::new)
                .collect(),
            None => Vec::new(),
        },
    );
    let open = {
        let (data, dispatch) = (data.clone(), dispatch.clone());
        let can = interactive(query);
        Callback::from(move |row: usize| {
            if let (true, Some(link)) = (can, data.as_ref().and_then(|d| d.link(row))) {
                dispatch.emit(Action::OpenLink(link.to_string()));
            }
        })
    };
    let on_focus = dispatch.reform(Action::SweepFocus);
    let view = match (&data, &sweep.refused) {
        (_, Some(why)) => html! {
            <p class="notices" role="alert" data-testid="sweep-refused">{ tr_args("pages-sweep-refused", &[
                ("why", why.clone().into()), ("power", MAX_WORK.trailing_zeros().into()),
            ]) }</p>
        },
        (None, None) => {
            html! { <p class="placeholder" data-testid="sweep-computing">{ tr("pages-sweep-computing") }</p> }
        }
        (Some(d), None) => {
            let focus_text = sweep.focus.map(|r| readout(d, r));
            let focus_link = sweep.focus.and_then(|r| d.link(r)).map(str::to_string);
            html! { <>
                { for specs.iter().map(|spec| html! {
                    <Chart spec={Rc::clone(spec)} focus={sweep.focus} on_focus={on_focus.clone()} on_open={open.clone()}
                        label={tr_args("pages-sweep-chart-label", &[("title", spec.title.clone().into())])} />
                }) }
                { if specs.is_empty() { html! {
                    <p class="note">{ tr("pages-sweep-no-chart") }</p>
                } } else { html! {} } }
                <p class="readout" data-testid="readout" aria-live="polite">
                    { focus_text.unwrap_or_else(|| tr("pages-sweep-readout-none")) }
                    { for focus_link.filter(|_| interactive(query)).map(|link| {
                        let go = dispatch.reform({ let link = link.clone(); move |e: MouseEvent| { e.prevent_default(); Action::OpenLink(link.clone()) } });
                        html! { <>{ " " }<a href={format!("?{link}")} data-testid="open-size" onclick={go}>{ tr("pages-sweep-open-size") }</a></> }
                    }) }
                </p>
                <SweepTable data={d.clone()} on_open={open.clone()} />
            </> }
        }
    };
    let panel = html! { <SweepPanel sweep={sweep.clone()} algo={query.algo} family={family} view={query.view} {dispatch} /> };
    let room = Room {
        title: title(sweep, family, query.algo),
        short_title: title(sweep, family, query.algo),
        view,
        animated: false,
        summary: None,
        below: html! {},
        narration: html! {},
        panel,
    };
    layout(props, room)
}

#[derive(Properties, PartialEq)]
struct SweepTableProps {
    data: crate::state::Shared<SweepData>,
    on_open: Callback<usize>,
}

/// Every row, for screen readers and for reading exact values; built when
/// opened.
#[component]
fn SweepTable(props: &SweepTableProps) -> Html {
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(d) = e.target_dyn_into::<web_sys::HtmlDetailsElement>() {
                open.set(d.open());
            }
        })
    };
    let d = &props.data;
    let first = d.column(PERMALINK_COLUMN).unwrap_or(0);
    html! {
        <details class="data-table" data-testid="sweep-table" {ontoggle}>
            <summary>{ tr_args("pages-sweep-table", &[("rows", d.rows.len().into())]) }</summary>
            { if *open { html! {
                <table>
                    <thead><tr>
                        { for d.header.iter().enumerate().filter(|(i, _)| *i != first).map(|(_, h)| html! { <th scope="col">{ h }</th> }) }
                    </tr></thead>
                    <tbody>
                        { for (0..d.rows.len()).map(|r| {
                            let on_open = props.on_open.reform(move |_: MouseEvent| r);
                            html! { <tr>
                                { for (0..d.header.len()).filter(|&c| c != first).enumerate().map(|(i, c)| if i == 0 {
                                    html! { <th scope="row"><button type="button" class="link" onclick={on_open.clone()}>{ cell(d, r, c) }</button></th> }
                                } else {
                                    html! { <td>{ cell(d, r, c) }</td> }
                                }) }
                            </tr> }
                        }) }
                    </tbody>
                </table>
            } } else { html! {} } }
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct SweepPanelProps {
    sweep: SweepState,
    algo: Algo,
    family: Family,
    view: View,
    dispatch: Callback<Action>,
}

/// The sweep's numbers and its two controls: the range and, for orderly
/// sweeps, the ordering.
#[component]
fn SweepPanel(props: &SweepPanelProps) -> Html {
    let s = &props.sweep;
    let wk = props.family == Family::Wk;
    let (key, shown) = range_text(s, wk);
    let on_range = props
        .dispatch
        .reform(move |value: String| Action::SetSweepValue { key, value });
    let ordering = (props.family == Family::Orderly).then(|| {
        let on_change = props.dispatch.reform(|e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            Action::SetSweepValue { key: Key::Algo, value }
        });
        html! {
            <label>{ tr("pages-sweep-ordering") }
                <select data-testid="sweep-algo" onchange={on_change}>
                    { for rules::sweep_orderings().map(|o| html! {
                        <option value={o.value.as_str()} selected={o.value == props.algo}>{ crate::l10n::tr(o.label) }</option>
                    }) }
                </select>
            </label>
        }
    });
    let summary = s.data.as_ref().map(|d| {
        // Sizes a range spans but the family does not take (sides that are
        // not powers of two, say) are a detail, not a warning: one line,
        // the reason on request.
        let skipped = d.first_skip.as_ref().map(|why| {
            html! {
                <details class="note" data-testid="sweep-skipped">
                    <summary>{ tr_args("pages-sweep-skipped", &[("count", count(d.skipped as u64))]) }</summary>
                    { tr_args("pages-sweep-skipped-first", &[("why", why.clone().into())]) }
                </details>
            }
        });
        let errors: Vec<String> = d.errors.iter().map(|e| crate::l10n::text(&e.message)).collect();
        html! { <>
            <p class="note" data-testid="sweep-sizes">{ tr_args("pages-sweep-sizes", &[
                ("sizes", count(d.rows.len() as u64)), ("workers", d.workers.into()),
            ]) }</p>
            { skipped.unwrap_or_default() }
            { for errors.iter().map(|m| html! { <p class="note" role="status">{ m }</p> }) }
        </> }
    });
    html! {
        <section class="metrics sweep-panel" data-testid="sweep-panel">
            <h2>{ tr("pages-sweep-heading") }</h2>
            <div class="controls">
                <label>{ match s.ranges.size {
                    Some((size, _)) => format!("{size} (A..B)"),
                    None if wk => "L (A..B)".into(),
                    None => tr("pages-sweep-range-label"),
                } }
                    <TextField testid="sweep-range" value={shown} on_commit={on_range} label={tr("pages-sweep-range-aria")} />
                </label>
                { ordering.unwrap_or_default() }
            </div>
            { summary.unwrap_or_default() }
            <p class="note">{ tr("pages-sweep-panel-note") }</p>
        </section>
    }
}

/// The key the range field edits and its text.
fn range_text(s: &SweepState, wk: bool) -> (Key, AttrValue) {
    let key = if let Some((size, _)) = s.ranges.size {
        size
    } else if wk {
        if s.ranges.w.is_some() && s.ranges.l.is_none() {
            Key::W
        } else {
            Key::L
        }
    } else {
        Key::Dims
    };
    let value = query_string::value_of(&s.permalink, key.as_str()).unwrap_or_default();
    (key, value.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words the doc comment of `range_words` promises, as the page
    /// wrote them before they moved to Fluent.
    #[test]
    fn english_words_a_range_as_before() {
        assert_eq!(
            range_words(Key::Dims, "2..256^2", false),
            "sides 2 to 256, 2-D"
        );
        assert_eq!(
            range_words(Key::Dims, "4x4..8x8", false),
            "sizes 4×4 to 8×8"
        );
        assert_eq!(range_words(Key::L, "1..6", true), "L from 1 to 6");
        assert_eq!(range_words(Key::M, "3..6", false), "m from 3 to 6");
    }
}
