//! Parameter controls. The networks, views and algorithms offered, their
//! names and which are disabled all come from the core's family rules
//! (`permalink::rules`); typed values (sides, source, destination) go to the
//! reducer as text and through the grammar, which answers a bad value with
//! a notice.

use castlab_core::permalink::fits;
use castlab_core::permalink::rules::{self, Family, Offer, ShapeInput};
use castlab_core::permalink::{Algo, Net, Query, View, dims_text};
use castlab_core::wk::{MAX_W, Wk};
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::text_field::TextField;
use crate::l10n::{tr, tr_args};
use crate::state::Action;

/// Most sizes a family's size menu lists; beyond, a number field.
const FAMILY_MENU_MOST: usize = 64;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub query: Query,
    /// What the reader changed.
    pub on_change: Callback<Action>,
}

fn select_value(e: &Event) -> Option<String> {
    e.target_dyn_into::<HtmlSelectElement>().map(|s| s.value())
}

/// Yew marks the chosen `<option>` with the `selected` attribute, which a
/// select the user has already changed ignores (yew#2530): after Back or
/// Forward the select would show the old choice. This makes every select of
/// the controls show its marked option.
fn show_marked_options() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(selects) = document.query_selector_all("form.controls select") else {
        return;
    };
    for i in 0..selects.length() {
        let Some(select) = selects
            .get(i)
            .and_then(|n| n.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            continue;
        };
        let marked = select
            .query_selector("option[selected]")
            .ok()
            .flatten()
            .and_then(|o| o.get_attribute("value"));
        if let Some(value) = marked
            && select.value() != value
        {
            select.set_value(&value);
        }
    }
}

/// One `<option>`: value, text, chosen, enabled.
struct Choice {
    value: String,
    text: String,
    chosen: bool,
    enabled: bool,
}

impl Choice {
    fn new(value: impl ToString, text: impl ToString, chosen: bool) -> Self {
        Choice {
            value: value.to_string(),
            text: text.to_string(),
            chosen,
            enabled: true,
        }
    }

    fn of<T: PartialEq + Copy + ToString>(offer: &Offer<T>, current: T) -> Self {
        Choice::new(
            offer.value,
            crate::l10n::tr(offer.label),
            offer.value == current,
        )
    }
}

/// A labelled select whose choice becomes an action (`None`: ignored).
fn select(
    label: &str,
    testid: &'static str,
    choices: impl Iterator<Item = Choice>,
    on_change: &Callback<Action>,
    action: impl Fn(&str) -> Option<Action> + 'static,
) -> Html {
    let on_change = on_change.clone();
    let onchange = Callback::from(move |e: Event| {
        if let Some(a) = select_value(&e).and_then(|v| action(&v)) {
            on_change.emit(a);
        }
    });
    html! {
        <label>{ label.to_string() }
            <select data-testid={testid} {onchange}>
                { for choices.map(|c| html! {
                    <option value={c.value} selected={c.chosen} disabled={!c.enabled}>{ c.text }</option>
                }) }
            </select>
        </label>
    }
}

/// A labelled text field whose committed text becomes an action.
fn field(
    label: &str,
    testid: &'static str,
    value: String,
    description: String,
    on_change: &Callback<Action>,
    action: fn(String) -> Action,
) -> Html {
    html! {
        <label>{ label.to_string() }
            <TextField {testid} numeric=true {value} on_commit={on_change.reform(action)} label={description} />
        </label>
    }
}

fn net_of(name: &str) -> Option<Net> {
    Net::ALL.iter().copied().find(|n| n.as_str() == name)
}

fn view_of(name: &str) -> Option<View> {
    View::ALL.iter().copied().find(|v| v.as_str() == name)
}

fn algo_of(name: &str) -> Option<Algo> {
    Algo::ALL.iter().copied().find(|a| a.as_str() == name)
}

/// The fields that set the network's shape, as the rules ask for it.
fn shape_fields(q: &Query, on_change: &Callback<Action>) -> Html {
    match rules::shape_input(q.net, q.view) {
        ShapeInput::Wk => {
            let (w, l) = (q.wk.w(), q.wk.l());
            html! { <>
                { select("W", "wk-w", (2..=MAX_W).map(|v| Choice::new(v, v, v == w)), on_change,
                    move |v| Some(Action::SetWk { w: v.parse().ok()?, l })) }
                { select("L", "wk-l", (1..=Wk::max_level(w)).map(|v| {
                        Choice::new(v, tr_args("panels-wk-level", &[("level", v.into()), ("nodes", (w as usize).pow(v).into())]), v == l)
                    }), on_change,
                    move |v| Some(Action::SetWk { w, l: v.parse().ok()? })) }
            </> }
        }
        ShapeInput::Sides => field(
            &tr("panels-sides"),
            "dims-input",
            dims_text(&q.grid),
            tr("panels-sides-description"),
            on_change,
            Action::SetDims,
        ),
        ShapeInput::MsnSides => {
            let (x, y) = (q.grid.sides()[0], q.grid.sides()[1]);
            let sides = |current: u32| {
                rules::msn_select_sides().map(move |v| Choice::new(v, v, v == current))
            };
            html! { <>
                { select("X", "msn-x", sides(x), on_change, move |v| Some(Action::SetMsn { x: v.parse().ok()?, y })) }
                { select("Y", "msn-y", sides(y), on_change, move |v| Some(Action::SetMsn { x, y: v.parse().ok()? })) }
            </> }
        }
        ShapeInput::Family => match q.net.graph() {
            Some(family) => {
                let rule = family.rule();
                let size = q.size;
                let label = rule.key.as_str();
                // P_n's 65,535 sizes would make a menu the page takes
                // seconds to build: a number field there, as for sides.
                if rule.sizes().count() > FAMILY_MENU_MOST {
                    return html! {
                        <label>{ label }
                            <TextField testid="family-size" numeric=true value={size.to_string()}
                                on_commit={on_change.reform(Action::SetFamilySize)}
                                label={tr_args("panels-family-size-range", &[("key", label.into()), ("least", rule.least.into()), ("most", rule.most.into())])} />
                        </label>
                    };
                }
                select(
                    label,
                    "family-size",
                    rule.sizes().map(|v| {
                        let nodes = family.node_count(v);
                        Choice::new(
                            v,
                            tr_args(
                                "panels-family-size-option",
                                &[
                                    ("title", family.title(v).into()),
                                    ("vertices", crate::words::grouped(nodes as u64).into()),
                                ],
                            ),
                            v == size,
                        )
                    }),
                    on_change,
                    |v| Some(Action::SetFamilySize(v.into())),
                )
            }
            None => html! {},
        },
        ShapeInput::Cube => {
            let dims = q.grid.dims();
            let k = q.grid.sides()[0].trailing_zeros();
            html! { <>
                { select(&tr("panels-dimensions"), "dims", rules::CUBE_DIMS.map(|d| Choice::new(d, tr_args("panels-cube-dims", &[("d", d.into())]), d == dims)), on_change,
                    // Keep about the same number of nodes: 64 by default.
                    |v| { let d: usize = v.parse().ok()?; Some(Action::SetShape { dims: d, k: (6 / d as u32).max(1) }) }) }
                { select(&tr("panels-side"), "size", (1..=rules::max_cube_k(dims)).map(|kk| {
                        let side = (1u32 << kk).to_string();
                        Choice::new(kk, vec![side; dims].join(" × "), kk == k)
                    }), on_change,
                    move |v| Some(Action::SetShape { dims, k: v.parse().ok()? })) }
            </> }
        }
    }
}

/// The algorithm (or ordering) select, and for TCD the comparison.
fn algorithm_fields(q: &Query, on_change: &Callback<Action>) -> Html {
    let offered = rules::algorithms(q.net, q.view);
    if offered.is_empty() {
        return html! {};
    }
    let tcd = q.family() == Family::Tcd;
    let grid = q.grid;
    // The certified witness is `cert=1` in a link, but a choice like the
    // others here, where a certificate covers the configuration.
    let certified = fits::certificate_covers(q)
        .is_ok()
        .then(|| Choice::of(&rules::CERTIFIED, q.algo));
    let algorithms = offered
        .iter()
        .map(|o| Choice {
            enabled: !tcd || fits::runs_on(o.value, &grid),
            ..Choice::of(o, q.algo)
        })
        .chain(certified);
    let label = if q.family() == Family::Orderly {
        tr("panels-ordering")
    } else {
        tr("panels-algorithm")
    };
    let algo = select(&label, "algo", algorithms, on_change, |v| {
        algo_of(v).map(Action::SetAlgorithm)
    });
    if !tcd {
        return algo;
    }
    let none = Choice::new("", tr("panels-compare-none"), q.compare.is_none());
    let others = rules::COMPARE_ALGORITHMS
        .iter()
        .filter(|o| o.value != q.algo)
        .map(|o| Choice {
            enabled: fits::runs_on(o.value, &grid),
            chosen: Some(o.value) == q.compare,
            ..Choice::of(o, q.algo)
        });
    html! { <>
        { algo }
        { select(&tr("panels-compare"), "compare", std::iter::once(none).chain(others), on_change,
            |v| Some(Action::SetCompare(algo_of(v)))) }
    </> }
}

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    use_effect(show_marked_options);
    let q = &props.query;
    let on_change = &props.on_change;
    let nets = rules::NETWORKS.iter().map(|r| Choice::of(&r.net, q.net));
    let views = rules::net_rule(q.net).views.iter().map(|r| Choice {
        enabled: q.net != Net::Msn
            || r.view.value == View::Orderly
            || fits::msn_view_fits(q.grid.sides(), r.view.value),
        ..Choice::of(&r.view, q.view)
    });
    let orderly = q.family() == Family::Orderly;
    let source_label = if orderly {
        tr("panels-originator")
    } else {
        tr("panels-source")
    };
    let source = if let Some(family) = q.net.graph() {
        // A family's source is typed as the family writes an address.
        field(
            &source_label,
            "source-input",
            q.source_address(),
            crate::l10n::tr(family.rule().addresses),
            on_change,
            Action::SetSourceText,
        )
    } else if q.net == Net::Wk {
        field(
            &source_label,
            "source-input",
            q.wk.address(q.wk_src),
            tr("panels-wk-source-description"),
            on_change,
            Action::SetSourceText,
        )
    } else {
        field(
            &source_label,
            "source-input",
            q.src.to_string(),
            tr("panels-grid-source-description"),
            on_change,
            Action::SetSourceText,
        )
    };
    let destination = if q.family() == Family::Msn && q.view == View::Route {
        field(
            &tr("panels-destination"),
            "destination-input",
            q.dst.to_string(),
            tr("panels-destination-description"),
            on_change,
            Action::SetDestinationText,
        )
    } else {
        html! {}
    };
    html! {
        <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            { select(&tr("panels-network"), "net", nets, on_change, |v| net_of(v).map(Action::SetNet)) }
            { select(&tr("panels-view"), "view", views, on_change, |v| view_of(v).map(Action::SetView)) }
            { shape_fields(q, on_change) }
            { algorithm_fields(q, on_change) }
            { source }
            { destination }
        </form>
    }
}
