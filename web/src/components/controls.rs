//! Parameter controls: network, shape, algorithm, comparison, source.

use castlab_core::grid::Grid;
use castlab_core::mesh::MAX_K;
use castlab_core::permalink::{Algo, Net};
use castlab_core::wk::{MAX_W, Wk};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::state::runs_on;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub net: Net,
    pub grid: Grid,
    pub algo: Algo,
    pub compare: Option<Algo>,
    pub source: Vec<u32>,
    pub wk: Wk,
    pub wk_source: usize,
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

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let dims = props.grid.dims();
    let k = props.grid.sides()[0].trailing_zeros();
    let max_k = (20 / dims as u32).min(MAX_K);
    let on_net = {
        let cb = props.on_net.clone();
        Callback::from(move |e: Event| {
            cb.emit(if select_value(&e).as_deref() == Some("torus") {
                Net::Torus
            } else {
                Net::Mesh
            })
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
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                let text = input.value();
                let parsed: Option<Vec<u32>> = if wk_mode && !text.contains(',') {
                    text.trim().chars().map(|c| c.to_digit(10)).collect()
                } else {
                    text.split(',').map(|p| p.trim().parse().ok()).collect()
                };
                let wanted = if wk_mode { levels } else { dims };
                if let Some(c) = parsed.filter(|c| c.len() == wanted) {
                    cb.emit(c);
                }
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
    if props.net == Net::Msn {
        use castlab_core::permalink::View;
        let (mx, my) = (props.grid.sides()[0], props.grid.sides()[1]);
        let side = |other: u32, first: bool| {
            let cb = props.on_msn.clone();
            Callback::from(move |e: Event| {
                if let Some(v) = select_value(&e).and_then(|v| v.parse::<u32>().ok()) {
                    cb.emit(if first { (v, other) } else { (other, v) });
                }
            })
        };
        let views = [
            (View::Route, "route: shortest paths"),
            (View::Te, "te: total exchange"),
            (View::Mnb, "mnb: multinode broadcast"),
            (View::Hamiltonian, "hamiltonian: two cycles"),
        ];
        let on_view = {
            let cb = props.on_view.clone();
            Callback::from(move |e: Event| {
                if let Some(v) = select_value(&e)
                    .and_then(|v| views.iter().find(|(w, _)| w.as_str() == v).map(|(w, _)| *w))
                {
                    cb.emit(v);
                }
            })
        };
        let pair = |cb: Callback<Vec<u32>>| {
            Callback::from(move |e: Event| {
                if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                    let parsed: Option<Vec<u32>> = input
                        .value()
                        .split(',')
                        .map(|p| p.trim().parse().ok())
                        .collect();
                    if let Some(c) = parsed.filter(|c| c.len() == 2) {
                        cb.emit(c);
                    }
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
                <label>{ "View" }
                    <select data-testid="msn-view" onchange={on_view}>
                        { for views.iter().map(|&(v, name)| {
                            let allowed = castlab_core::permalink::msn_view_fits(props.grid.sides(), v);
                            html! { <option value={v.as_str()} selected={v == props.view} disabled={!allowed}>{ name }</option> }
                        }) }
                    </select>
                </label>
                <label>{ "Source" }
                    <input data-testid="source-input" type="text" inputmode="numeric" value={text(&props.source)}
                        onchange={pair(props.on_source.clone())} aria-label="Source coordinates x,y" />
                </label>
                { if props.view == View::Route { html! {
                    <label>{ "Destination" }
                        <input data-testid="destination-input" type="text" inputmode="numeric" value={text(&props.destination)}
                            onchange={pair(props.on_destination.clone())} aria-label="Destination coordinates x,y" />
                    </label>
                } } else { html! {} } }
            </form>
        };
    }
    if wk_mode {
        return html! {
            <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                { net_select }
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
                <label>{ "Algorithm" }
                    <select data-testid="algo" onchange={on_algo}>
                        <option value="fang" selected={props.algo == Algo::Fang}>{ "fang (constant label)" }</option>
                        <option value="stack" selected={props.algo == Algo::Stack}>{ "stack (Chen and Duh)" }</option>
                    </select>
                </label>
                <label>{ "Source" }
                    <input data-testid="source-input" type="text" inputmode="numeric"
                        value={props.wk.address(props.wk_source)} onchange={on_source}
                        aria-label="Source address, one digit per level, most significant first" />
                </label>
            </form>
        };
    }
    let source_text: Vec<String> = props.source.iter().map(|c| c.to_string()).collect();
    html! {
        <form class="controls" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            { net_select }
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
                <input data-testid="source-input" type="text" inputmode="numeric"
                    value={source_text.join(",")} onchange={on_source}
                    aria-label="Source coordinates, comma-separated, x first" />
            </label>
        </form>
    }
}
