//! Parameter controls: network, shape, algorithm, comparison, source.

use castlab_core::grid::Grid;
use castlab_core::mesh::MAX_K;
use castlab_core::permalink::{Algo, Net, View};
use castlab_core::wk::{MAX_W, Wk};
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::text_field::TextField;
use crate::state::runs_on;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub net: Net,
    pub grid: Grid,
    pub algo: Algo,
    pub compare: Option<Algo>,
    pub source: Vec<u32>,
    pub wk: Wk,
    pub wk_source: castlab_core::wk::WkNode,
    pub view: castlab_core::permalink::View,
    pub destination: Vec<u32>,
    pub on_net: Callback<Net>,
    pub on_msn: Callback<(u32, u32)>,
    pub on_view: Callback<castlab_core::permalink::View>,
    pub on_destination: Callback<Vec<u32>>,
    pub on_wk: Callback<(u32, u32)>,
    pub on_shape: Callback<(usize, u32)>,
    pub on_algo: Callback<Algo>,
    pub on_compare: Callback<Option<Algo>>,
    pub on_source: Callback<Vec<u32>>,
    /// Side lengths as text, like `9x13` (orderly views take any sides).
    pub on_dims_text: Callback<String>,
}

/// The views each network offers, with their names in the select.
fn views_of(net: Net) -> &'static [(View, &'static str)] {
    match net {
        Net::Wk => &[
            (View::Broadcast, "broadcast (all ports)"),
            (View::Orderly, "orderly broadcast"),
        ],
        Net::Msn => &[
            (View::Route, "route: shortest paths"),
            (View::Te, "te: total exchange"),
            (View::Mnb, "mnb: multinode broadcast"),
            (View::Hamiltonian, "hamiltonian: two cycles"),
            (View::Orderly, "orderly broadcast"),
        ],
        _ => &[
            (View::Tcd, "TCD of one-port broadcast"),
            (View::Orderly, "orderly broadcast"),
        ],
    }
}

const ALGORITHMS: [(Algo, &str); 4] = [
    (Algo::Paper, "paper (as printed)"),
    (Algo::Symmetric, "symmetric"),
    (Algo::Recursive, "recursive"),
    (Algo::Exact, "exact (N ≤ 16)"),
];

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

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    use_effect(show_marked_options);
    let dims = props.grid.dims();
    let k = props.grid.sides()[0].trailing_zeros();
    let max_k = (20 / dims as u32).min(MAX_K);
    let on_net = {
        let cb = props.on_net.clone();
        Callback::from(move |e: Event| {
            let picked =
                select_value(&e).and_then(|v| Net::ALL.iter().copied().find(|n| n.as_str() == v));
            if let Some(net) = picked {
                cb.emit(net);
            }
        })
    };
    let on_dims = {
        let cb = props.on_shape.clone();
        Callback::from(move |e: Event| {
            if let Some(d) = select_value(&e).and_then(|v| v.parse::<usize>().ok()) {
                // Keep about the same number of nodes: 64 by default.
                let k = (6 / d as u32).max(1);
                cb.emit((d, k));
            }
        })
    };
    let on_side = {
        let cb = props.on_shape.clone();
        Callback::from(move |e: Event| {
            if let Some(k) = select_value(&e).and_then(|v| v.parse::<u32>().ok()) {
                cb.emit((dims, k));
            }
        })
    };
    let parse_algo = |v: &str| {
        ALGORITHMS
            .iter()
            .map(|(a, _)| *a)
            .chain([Algo::Fang, Algo::Stack])
            .find(|a| a.as_str() == v)
    };
    let on_algo = {
        let cb = props.on_algo.clone();
        Callback::from(move |e: Event| {
            if let Some(a) = select_value(&e).and_then(|v| parse_algo(&v)) {
                cb.emit(a);
            }
        })
    };
    let on_compare = {
        let cb = props.on_compare.clone();
        Callback::from(move |e: Event| cb.emit(select_value(&e).and_then(|v| parse_algo(&v))))
    };
    let wk_mode = props.net == Net::Wk;
    let on_source = {
        let cb = props.on_source.clone();
        let levels = props.wk.l() as usize;
        Callback::from(move |text: String| {
            let parsed: Option<Vec<u32>> = if wk_mode && !text.contains(',') {
                text.trim().chars().map(|c| c.to_digit(10)).collect()
            } else {
                text.split(',').map(|p| p.trim().parse().ok()).collect()
            };
            let wanted = if wk_mode { levels } else { dims };
            if let Some(c) = parsed.filter(|c| c.len() == wanted) {
                cb.emit(c);
            }
        })
    };
    let (w, l) = (props.wk.w(), props.wk.l());
    let on_w = {
        let cb = props.on_wk.clone();
        Callback::from(move |e: Event| {
            if let Some(w) = select_value(&e).and_then(|v| v.parse::<u32>().ok()) {
                cb.emit((w, l));
            }
        })
    };
    let on_l = {
        let cb = props.on_wk.clone();
        Callback::from(move |e: Event| {
            if let Some(l) = select_value(&e).and_then(|v| v.parse::<u32>().ok()) {
                cb.emit((w, l));
            }
        })
    };
    let view_select = {
        let net = props.net;
        let cb = props.on_view.clone();
        let on_view = Callback::from(move |e: Event| {
            let picked = select_value(&e).and_then(|v| {
                views_of(net)
                    .iter()
                    .find(|(w, _)| w.as_str() == v)
                    .map(|(w, _)| *w)
            });
            if let Some(v) = picked {
                cb.emit(v);
            }
        });
        html! {
            <label>{ "View" }
                <select data-testid="view" onchange={on_view}>
                    { for views_of(props.net).iter().map(|&(v, name)| {
                        let allowed = props.net != Net::Msn || v == View::Orderly
                            || castlab_core::permalink::msn_view_fits(props.grid.sides(), v);
                        html! { <option value={v.as_str()} selected={v == props.view} disabled={!allowed}>{ name }</option> }
                    }) }
                </select>
            </label>
        }
    };
    let wk_selects = html! { <>
        <label>{ "W" }
            <select data-testid="wk-w" onchange={on_w}>
                { for (2..=MAX_W).map(|ww| html! { <option value={ww.to_string()} selected={ww == w}>{ ww }</option> }) }
            </select>
        </label>
        <label>{ "L" }
            <select data-testid="wk-l" onchange={on_l}>
                { for (1..=Wk::max_level(w)).map(|ll| html! {
                    <option value={ll.to_string()} selected={ll == l}>{ format!("{ll} ({} nodes)", (w as usize).pow(ll)) }</option>
                }) }
            </select>
        </label>
    </> };
    let net_select = html! {
        <label>{ "Network" }
            <select data-testid="net" onchange={on_net}>
                <option value="mesh" selected={props.net == Net::Mesh}>{ "mesh" }</option>
                <option value="torus" selected={props.net == Net::Torus}>{ "torus" }</option>
                <option value="wk" selected={props.net == Net::Wk}>{ "WK-recursive" }</option>
                <option value="msn" selected={props.net == Net::Msn}>{ "Manhattan Street" }</option>
            </select>
        </label>
    };
    if props.view == View::Orderly {
        let algos: &[(Algo, &str)] = if props.net == Net::Torus {
            &[
                (Algo::Pi, "pi: the thesis's Π (Π_d in d-D)"),
                (Algo::PiLiteral, "pi-literal: ℓ as §3.1 prints it"),
                (Algo::Dim, "dim: dimension order"),
                (Algo::Search, "search: best found"),
            ]
        } else {
            &[
                (Algo::Dim, "dim: the default order"),
                (Algo::Search, "search: best found"),
            ]
        };
        let on_orderly_algo = {
            let cb = props.on_algo.clone();
            Callback::from(move |e: Event| {
                let picked = select_value(&e)
                    .and_then(|v| algos.iter().find(|(a, _)| a.as_str() == v).map(|(a, _)| *a));
                if let Some(a) = picked {
                    cb.emit(a);
                }
            })
        };
        let source_text = if wk_mode {
            props.wk.address(props.wk_source)
        } else {
            props
                .source
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        return html! {
            <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                { net_select }
                { view_select }
                { if wk_mode { wk_selects } else { html! {
                    <label>{ "Sides" }
                        <TextField testid="dims-input" value={castlab_core::permalink::dims_text(&props.grid)}
                            on_commit={props.on_dims_text.clone()} label="Side lengths, x first, like 9x13" />
                    </label>
                } } }
                <label>{ "Ordering" }
                    <select data-testid="algo" onchange={on_orderly_algo}>
                        { for algos.iter().map(|&(a, name)| html! {
                            <option value={a.as_str()} selected={a == props.algo}>{ name }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Originator" }
                    <TextField testid="source-input" numeric=true value={source_text}
                        on_commit={on_source} label="Originator: coordinates x first, or a WK address" />
                </label>
            </form>
        };
    }
    if props.net == Net::Msn {
        let (mx, my) = (props.grid.sides()[0], props.grid.sides()[1]);
        let side = |other: u32, first: bool| {
            let cb = props.on_msn.clone();
            Callback::from(move |e: Event| {
                if let Some(v) = select_value(&e).and_then(|v| v.parse::<u32>().ok()) {
                    cb.emit(if first { (v, other) } else { (other, v) });
                }
            })
        };
        let pair = |cb: Callback<Vec<u32>>| {
            Callback::from(move |text: String| {
                let parsed: Option<Vec<u32>> =
                    text.split(',').map(|p| p.trim().parse().ok()).collect();
                if let Some(c) = parsed.filter(|c| c.len() == 2) {
                    cb.emit(c);
                }
            })
        };
        let text = |c: &[u32]| {
            c.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        return html! {
            <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                { net_select }
                <label>{ "X" }
                    <select data-testid="msn-x" onchange={side(my, true)}>
                        { for (4..=64u32).step_by(2).map(|v| html! { <option value={v.to_string()} selected={v == mx}>{ v }</option> }) }
                    </select>
                </label>
                <label>{ "Y" }
                    <select data-testid="msn-y" onchange={side(mx, false)}>
                        { for (4..=64u32).step_by(2).map(|v| html! { <option value={v.to_string()} selected={v == my}>{ v }</option> }) }
                    </select>
                </label>
                { view_select }
                <label>{ "Source" }
                    <TextField testid="source-input" numeric=true value={text(&props.source)}
                        on_commit={pair(props.on_source.clone())} label="Source coordinates x,y" />
                </label>
                { if props.view == View::Route { html! {
                    <label>{ "Destination" }
                        <TextField testid="destination-input" numeric=true value={text(&props.destination)}
                            on_commit={pair(props.on_destination.clone())} label="Destination coordinates x,y" />
                    </label>
                } } else { html! {} } }
            </form>
        };
    }
    if wk_mode {
        return html! {
            <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                { net_select }
                { view_select }
                { wk_selects }
                <label>{ "Algorithm" }
                    <select data-testid="algo" onchange={on_algo}>
                        <option value="fang" selected={props.algo == Algo::Fang}>{ "fang (constant label)" }</option>
                        <option value="stack" selected={props.algo == Algo::Stack}>{ "stack (Chen and Duh)" }</option>
                    </select>
                </label>
                <label>{ "Source" }
                    <TextField testid="source-input" numeric=true value={props.wk.address(props.wk_source)}
                        on_commit={on_source}
                        label="Source address, one digit per level, most significant first" />
                </label>
            </form>
        };
    }
    let source_text: Vec<String> = props.source.iter().map(|c| c.to_string()).collect();
    html! {
        <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            { net_select }
            { view_select }
            <label>{ "Dimensions" }
                <select data-testid="dims" onchange={on_dims}>
                    { for (1..=6usize).map(|d| html! {
                        <option value={d.to_string()} selected={d == dims}>{ format!("{d}-D") }</option>
                    }) }
                </select>
            </label>
            <label>{ "Side" }
                <select data-testid="size" onchange={on_side}>
                    { for (1..=max_k).map(|kk| {
                        let side = 1u32 << kk;
                        let label = vec![side.to_string(); dims].join(" × ");
                        html! { <option value={kk.to_string()} selected={kk == k}>{ label }</option> }
                    }) }
                </select>
            </label>
            <label>{ "Algorithm" }
                <select data-testid="algo" onchange={on_algo}>
                    { for ALGORITHMS.iter().map(|&(a, name)| html! {
                        <option value={a.as_str()} selected={a == props.algo} disabled={!runs_on(a, &props.grid)}>{ name }</option>
                    }) }
                </select>
            </label>
            <label>{ "Difference against" }
                <select data-testid="compare" onchange={on_compare}>
                    <option value="" selected={props.compare.is_none()}>{ "none" }</option>
                    { for ALGORITHMS.iter().filter(|(a, _)| *a != props.algo).map(|&(a, name)| html! {
                        <option value={a.as_str()} selected={Some(a) == props.compare} disabled={!runs_on(a, &props.grid)}>{ name }</option>
                    }) }
                </select>
            </label>
            <label>{ "Source" }
                <TextField testid="source-input" numeric=true value={source_text.join(",")}
                    on_commit={on_source} label="Source coordinates, comma-separated, x first" />
            </label>
        </form>
    }
}
