//! The census beside a census graph (`net=census`): every connected graph
//! on 2 to 7 vertices placed by two of its exact times, the graph shown
//! ringed, and the graphs where each ratio between the models is extreme,
//! each a link that opens it here.

use std::rc::Rc;

use castlab_core::census::relations::{Extreme, relation};
use castlab_core::census::{CensusRow, Measure, census_rows};
use yew::prelude::*;

use crate::components::chart::{Cell, Chart, ChartSpec, Heat, Mark, Plot};
use crate::l10n::{tr, tr_args};
use crate::state::Action;
use crate::words::notation;

/// The pairs the relations table compares, (x, y).
const COMPARED: [(Measure, Measure); 6] = [
    (Measure::Classical, Measure::Orderly),
    (Measure::Orderly, Measure::Messy3),
    (Measure::Orderly, Measure::Messy1),
    (Measure::Orderly, Measure::Messy2),
    (Measure::Classical, Measure::Messy3),
    (Measure::Diameter, Measure::Orderly),
];

/// The pairs the chart offers, (x, y).
const PAIRS: [(Measure, Measure); 4] = [
    (Measure::Classical, Measure::Orderly),
    (Measure::Orderly, Measure::Messy3),
    (Measure::Orderly, Measure::Messy1),
    (Measure::Diameter, Measure::Classical),
];

#[derive(Properties, PartialEq)]
pub struct CensusPanelProps {
    /// The graph shown (`g=`).
    pub index: u32,
    pub on_action: Callback<Action>,
    /// The page's `locale=`, which the graphs' links carry.
    #[prop_or_default]
    pub locale: Option<String>,
}

/// A measure as the chart writes it (a canvas has no superscripts).
fn label(m: Measure) -> &'static str {
    match m {
        Measure::Diameter => "D",
        Measure::Classical => "b",
        Measure::Orderly => "bᵒ",
        Measure::Messy1 => "bᵐ₁",
        Measure::Messy2 => "bᵐ₂",
        Measure::Messy3 => "bᵐ₃",
    }
}

/// The link that opens census graph `g` (in the classical view, its first).
pub fn census_link(g: u32) -> String {
    format!("v=1&net=census&g={g}")
}

/// The heat grid of `rows` over `(x, y)`: one cell per pair of values,
/// coloured by how many graphs have them; `row` of a cell is the census
/// index of its first graph.
fn spec(rows: &[CensusRow], (x, y): (Measure, Measure), shown: u32) -> ChartSpec {
    let values = |m: Measure| {
        let mut v: Vec<u32> = rows.iter().map(|r| r.value(m)).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let (xs, ys) = (values(x), values(y));
    let mut cells: Vec<Cell> = Vec::new();
    for (k, r) in rows.iter().enumerate() {
        let at = (
            xs.binary_search(&r.value(x)).unwrap_or(0),
            ys.binary_search(&r.value(y)).unwrap_or(0),
        );
        match cells.iter_mut().find(|c| c.at == at) {
            Some(c) => c.value += 1.0,
            None => cells.push(Cell {
                at,
                value: 1.0,
                mark: Mark::None,
                row: k + 1,
            }),
        }
    }
    if let Some(r) = rows.get(shown as usize - 1) {
        let at = (
            xs.binary_search(&r.value(x)).unwrap_or(0),
            ys.binary_search(&r.value(y)).unwrap_or(0),
        );
        if let Some(c) = cells.iter_mut().find(|c| c.at == at) {
            c.mark = Mark::Ring;
        }
    }
    ChartSpec {
        title: tr_args(
            "panels-census-chart-title",
            &[
                ("y", label(y).into()),
                ("x", label(x).into()),
                ("n", rows.len().into()),
            ],
        ),
        plot: Plot::Heat(Heat {
            x_label: label(x).into(),
            y_label: label(y).into(),
            xs,
            ys,
            cells,
            value_label: tr("panels-census-graphs"),
            marks: [Some(tr("panels-census-graph-shown")), None],
        }),
    }
}

/// What the cell under the pointer holds: its pair of values, how many
/// graphs, and the first of them (`focus` is its `g=`).
fn readout(rows: &[CensusRow], (x, y): (Measure, Measure), focus: Option<usize>) -> String {
    let Some(first) = focus.and_then(|g| rows.get(g.checked_sub(1)?)) else {
        return tr("panels-census-readout-none");
    };
    let pair = (first.value(x), first.value(y));
    let count = rows
        .iter()
        .filter(|r| (r.value(x), r.value(y)) == pair)
        .count();
    tr_args(
        "panels-census-readout",
        &[
            ("x", label(x).into()),
            ("xv", pair.0.into()),
            ("y", label(y).into()),
            ("yv", pair.1.into()),
            ("count", count.into()),
            ("g", focus.unwrap_or(0).into()),
        ],
    )
}

#[component]
pub fn CensusPanel(props: &CensusPanelProps) -> Html {
    let pair = use_state(|| 0usize);
    let rows = use_memo((), |_| census_rows().unwrap_or_default());
    let chart = {
        let (rows, pair, shown) = (Rc::clone(&rows), *pair, props.index);
        use_memo((pair, shown), move |_| spec(&rows, PAIRS[pair], shown))
    };
    // Counted once: pointing at the chart re-renders the panel.
    let relations = {
        let rows = Rc::clone(&rows);
        use_memo((), move |_| COMPARED.map(|(x, y)| relation(&rows, x, y)))
    };
    let focus = use_state(|| None::<usize>);
    if rows.is_empty() {
        return html! {};
    }
    let open = props
        .on_action
        .reform(|g: usize| Action::OpenLink(census_link(g as u32)));
    let on_focus = {
        let focus = focus.clone();
        Callback::from(move |row| focus.set(row))
    };
    let choose = {
        let pair = pair.clone();
        Callback::from(move |e: Event| {
            if let Some(k) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse::<usize>().ok())
            {
                pair.set(k.min(PAIRS.len() - 1));
            }
        })
    };
    let extreme_link = |e: Extreme, on_action: &Callback<Action>| {
        let link = crate::l10n::in_locale(&census_link(e.index), props.locale.as_deref());
        let go = on_action.reform({
            let link = link.clone();
            move |ev: MouseEvent| {
                ev.prevent_default();
                Action::OpenLink(link.clone())
            }
        });
        html! { <a href={format!("?{link}")} onclick={go} data-testid="census-extreme">{ format!("G_{} ({}, {})", e.index, e.low, e.high) }</a> }
    };
    html! {
        <section class="census" data-testid="census-panel">
            <h2>{ tr("panels-census-title") }</h2>
            <p>{ notation(&tr("panels-census-intro")) }</p>
            <label>{ format!("{} ", tr("panels-census-chart")) }
                <select onchange={choose} data-testid="census-pair">
                    { for PAIRS.iter().enumerate().map(|(k, (x, y))| html! {
                        <option value={k.to_string()} selected={k == *pair}>{ tr_args("panels-census-against", &[("y", label(*y).into()), ("x", label(*x).into())]) }</option>
                    }) }
                </select>
            </label>
            <p class="readout" data-testid="census-readout">{ readout(&rows, PAIRS[*pair], *focus) }</p>
            <Chart spec={chart} focus={*focus} {on_focus} on_open={open}
                label={AttrValue::from(tr_args("panels-census-chart-label", &[("x", label(PAIRS[*pair].0).into()), ("y", label(PAIRS[*pair].1).into())]))} />
            <div class="census-table">
            <table class="compare" data-testid="census-relations">
                <caption>{ notation(&tr("panels-census-relations-caption")) }</caption>
                <thead><tr><th scope="col">{ "x, y" }</th><th scope="col">{ "<, =, >" }</th><th scope="col">{ tr("panels-census-largest") }</th><th scope="col">{ tr("panels-census-smallest") }</th></tr></thead>
                <tbody>
                    { for relations.iter().map(|r| {
                        html! { <tr>
                            <th scope="row">{ notation(&format!("{}, {}", r.low.symbol(), r.high.symbol())) }</th>
                            <td>{ format!("{}, {}, {}", r.below, r.equal, r.above) }</td>
                            <td>{ extreme_link(r.largest, &props.on_action) }</td>
                            <td>{ extreme_link(r.smallest, &props.on_action) }</td>
                        </tr> }
                    }) }
                </tbody>
            </table>
            </div>
        </section>
    }
}
