//! The page: reads the URL once, then keeps the URL, the worker requests,
//! the animation timer and the view in step with the reducer's state.

use castlab_core::grid::NodeId;
use castlab_core::permalink::{Net, View};
use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::agent::Request;
use crate::components::claims::Claims;
use crate::components::controls::Controls;
use crate::components::heatmap::{Heatmap, shading};
use crate::components::legend::Legend;
use crate::components::metrics::Metrics;
use crate::components::msn_panel::MsnPanel;
use crate::components::msn_view::{MsnView, overlay};
use crate::components::notices::Notices;
use crate::components::schedule_table::ScheduleTable;
use crate::components::stepper::Stepper;
use crate::components::wk_panel::WkPanel;
use crate::components::wk_view::{WkLayout, WkView};
use crate::hooks::use_engine::use_engine;
use crate::hooks::use_location_sync::use_location_sync;
use crate::layout::Layout;
use crate::state::{Action, Shared, State, map_key_with};

/// Milliseconds between animation steps.
const TICK_MS: u32 = 700;

fn opening_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

fn coords_text(c: &[u32]) -> String {
    let parts: Vec<String> = c.iter().map(|v| v.to_string()).collect();
    format!("({})", parts.join(", "))
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(|| State::from_query(&opening_query()));
    let engine = use_engine(state.dispatcher());
    let query = &state.query;
    let permalink = query.to_permalink();

    let wk_mode = query.net == Net::Wk;
    let msn_mode = query.net == Net::Msn;
    {
        let engine = engine.clone();
        let key = (!wk_mode && !msn_mode).then(|| query.map_key());
        use_effect_with(key, move |key| {
            if let Some(key) = key {
                engine.send(Request::Map {
                    permalink: key.clone(),
                });
            }
        });
    }
    {
        let engine = engine.clone();
        let other = query
            .compare
            .filter(|_| !wk_mode)
            .map(|c| map_key_with(query, c));
        use_effect_with(other, move |key| {
            if let Some(key) = key {
                engine.send(Request::Map {
                    permalink: key.clone(),
                });
            }
        });
    }
    {
        let engine = engine.clone();
        use_effect_with((query.source_key(), query.net), move |(key, net)| {
            let permalink = key.clone();
            engine.send(match net {
                Net::Wk => Request::Broadcast { permalink },
                Net::Msn => Request::Msn { permalink },
                _ => Request::Source { permalink },
            });
        });
    }
    {
        let dispatch = state.dispatcher();
        use_effect_with(state.playing, move |&playing| {
            let timer =
                playing.then(|| Interval::new(TICK_MS, move || dispatch.dispatch(Action::Tick)));
            move || drop(timer)
        });
    }
    use_location_sync(permalink.clone());

    let dispatch = state.dispatcher().to_callback();
    let grid = query.grid;
    let n = grid.node_count();
    let source = state.source();
    let map = state.current_map().cloned();
    let baseline = state.compare_map().cloned();
    let report = state.current_report().cloned();
    let from_map = map.as_ref().and_then(|m| m.tcd_map.get(source).copied());

    let hover_text = match (state.hover, map.as_ref()) {
        (Some(i), Some(m)) if i < n => {
            let at = coords_text(&grid.coords(NodeId::new(i)));
            let v = m.tcd_map[i];
            match baseline.as_ref().and_then(|b| b.tcd_map.get(i)) {
                Some(&b) => format!(
                    "{at}: TCD {v}, {} {b}, difference {:+}",
                    b_name(query),
                    v as i64 - b as i64
                ),
                None => format!("{at}: TCD {v}"),
            }
        }
        _ => "Hover over a cell to read its TCD; click it to make it the source.".to_string(),
    };

    let steps = state.steps();
    let broadcast = state.broadcast.clone();
    let wk_layout = use_memo(query.wk, WkLayout::new);
    let summary = if wk_mode {
        broadcast.as_ref().and_then(|b| {
            let list = b.deliveries.as_ref()?;
            let t = query.step?;
            let now = list.iter().filter(|d| d.time == t).count();
            let informed = 1 + list.iter().filter(|d| d.time <= t).count();
            Some((now, now as u64, informed))
        })
    } else {
        report.as_ref().and_then(|r| {
            let schedule = r.schedule.as_ref()?;
            let t = query.step?;
            let now: Vec<_> = schedule.iter().filter(|m| m.step == t).collect();
            let informed = 1 + schedule.iter().filter(|m| m.step <= t).count();
            Some((
                now.len(),
                now.iter().map(|m| u64::from(m.hops)).sum(),
                informed,
            ))
        })
    };

    let layout = Layout::new(grid.sides());
    let wk_hover_text = state
        .hover
        .filter(|_| wk_mode)
        .filter(|&v| v < query.wk.nodes())
        .map(|v| {
            let wk = &query.wk;
            format!(
                "{}: cor-id {}, cor-level {}, flip-cor-id {}",
                wk.address(v),
                wk.cor_id(v),
                wk.cor_level(v),
                wk.flip_cor_id(v)
                    .map_or("none (free link)".to_string(), |f| f.to_string())
            )
        });
    let msn_report = state.msn.clone();
    let msn_net = msn_mode
        .then(|| castlab_core::msn::Msn::new(grid.sides()[0], grid.sides()[1]).ok())
        .flatten();
    let msn_overlay_status = match (msn_net.as_ref(), msn_report.as_ref()) {
        (Some(m), Some(r)) => overlay(m, query.view, r, query.step, source, state.hover).status,
        _ => String::new(),
    };
    let view = if let Some(msn) = msn_net {
        let hover_line = match (state.hover, msn_report.as_ref()) {
            (Some(h), Some(r)) if h < msn.nodes() => {
                let (x, y) = msn.coords(h);
                format!("({x}, {y}): {} hops from the source", r.route.distance_map[h])
            }
            _ => "Hover over a node for its distance; click it to route to it (route view) or to make it the source.".into(),
        };
        let on_pick = if query.view == View::Route {
            dispatch.reform(Action::SetDestination)
        } else {
            dispatch.reform(Action::PickSource)
        };
        html! { <>
            <div class="heatmap-frame">
                <MsnView {msn} view={query.view} report={msn_report.clone()} step={query.step} {source}
                    hover={state.hover} {on_pick} on_hover={dispatch.reform(Action::Hover)} />
            </div>
            <p class="readout" data-testid="readout">{ hover_line }</p>
            <p class="readout" data-testid="msn-status">{ msn_overlay_status.clone() }</p>
        </> }
    } else if wk_mode {
        html! { <>
            <div class="heatmap-frame">
                <WkView wk={query.wk} layout={Shared(wk_layout.clone())} source={query.wk_src}
                    report={broadcast.clone()} step={query.step} hover={state.hover}
                    on_pick={dispatch.reform(Action::PickSource)}
                    on_hover={dispatch.reform(Action::Hover)} />
            </div>
            <p class="readout" data-testid="readout">{
                wk_hover_text.unwrap_or_else(|| "Hover over a node to read its address; click it to make it the source.".into())
            }</p>
            <p class="key">{ "Links: grey inside a WK(W, 1) cluster, coloured and thicker by level between clusters; stubs are the free links. Orange nodes have the message." }</p>
        </> }
    } else {
        match (map.clone(), layout) {
            (Some(m), Some(layout)) => {
                let shade = shading(&m, baseline.as_deref());
                let title = match query.compare {
                    Some(_) if baseline.is_some() => format!(
                        "TCD of {} minus TCD of {} (hops; negative: {} is better)",
                        query.algo,
                        b_name(query),
                        query.algo
                    ),
                    _ => "TCD (hops, summed over all messages)".to_string(),
                };
                html! { <>
                    <div class="heatmap-frame">
                        <Heatmap {grid} {layout} map={m.clone()} baseline={baseline.clone()} report={report.clone()}
                            step={query.step} {source} hover={state.hover}
                            on_pick={dispatch.reform(Action::PickSource)}
                            on_hover={dispatch.reform(Action::Hover)}
                            on_move={dispatch.reform(|(axis, delta)| Action::MoveSource { axis, delta })} />
                    </div>
                    <p class="readout" data-testid="readout">{ hover_text }</p>
                    <Legend min={shade.min} max={shade.max} palette={shade.palette} title={title} />
                    <p class="key">
                        <span class="key-eye" aria-hidden="true"></span>{ " eyes (Definitions 2, 5, 7)  " }
                        <span class="key-best" aria-hidden="true"></span>{ " other optimal sources  " }
                        <span class="key-source" aria-hidden="true"></span>{ " source  " }
                        <span class="key-route" aria-hidden="true"></span>{ " routes of the step (red: shared link)" }
                    </p>
                </> }
            }
            (Some(m), None) => html! {
                <div class="summary" data-testid="summary">
                    <p>{ format!(
                        "{} sources. Least TCD {} (at {} sources), largest {}. Grids of four or more dimensions are shown as numbers and tables.",
                        n, m.optimum.tcd, m.optimum.count, m.map_max
                    ) }</p>
                    <p>{ "Some optimal sources: " }
                        { for m.optimum.sources.iter().take(8).map(|s| {
                            let i = grid.node(s).map_or(0, NodeId::index);
                            html! { <button type="button" class="link" onclick={dispatch.reform(move |_: MouseEvent| Action::PickSource(i))}>
                                { coords_text(s) }
                            </button> }
                        }) }
                    </p>
                </div>
            },
            (None, _) => {
                html! { <div class="heatmap placeholder" data-testid="loading">{ "Computing the map…" }</div> }
            }
        }
    };

    html! {
        <>
            <header class="top">
                <h1>{ "castlab" }</h1>
                <p class="tagline">{ "Broadcast algorithms on interconnection networks, computed live in your browser." }</p>
            </header>
            <Notices notices={state.notices.clone()} on_dismiss={dispatch.reform(|()| Action::DismissNotices)} />
            <main class="layout">
                <section class="view" aria-label="Map">
                    <h2 class="view-title">
                        { if msn_mode {
                            format!("The {} Manhattan Street network: {}", castlab_core::permalink::dims_text(&grid), match query.view {
                                View::Te => "total exchange, slot by slot",
                                View::Mnb => "multinode broadcast, slot by slot",
                                View::Hamiltonian => "two edge-disjoint Hamiltonian cycles",
                                _ => "distances and shortest routes",
                            })
                        } else if wk_mode {
                            format!("Broadcast by {} in WK({}, {}), all ports, one hop per step", query.algo, query.wk.w(), query.wk.l())
                        } else {
                            format!("Total communication distance of {} from every source of the {} {}",
                                query.algo, castlab_core::permalink::dims_text(&grid), query.net)
                        } }
                    </h2>
                    { view }
                    { if msn_mode && query.view == View::Route { html! {} } else { html! {
                    <Stepper step={query.step} {steps} playing={state.playing} {summary}
                        on_step={dispatch.reform(Action::SetStep)}
                        on_play={dispatch.reform(|()| Action::TogglePlay)} />
                    } } }
                    { match report.clone().filter(|_| !wk_mode) {
                        Some(r) => html! { <ScheduleTable report={r} step={query.step} open={layout.is_none()} /> },
                        None => html! {},
                    } }
                </section>
                <aside class="panel">
                    <Controls net={query.net} {grid} algo={query.algo} compare={query.compare}
                        source={query.src.to_vec()} wk={query.wk} wk_source={query.wk_src}
                        view={query.view} destination={query.dst.to_vec()}
                        on_net={dispatch.reform(Action::SetNet)}
                        on_msn={dispatch.reform(|(x, y)| Action::SetMsn { x, y })}
                        on_view={dispatch.reform(Action::SetView)}
                        on_destination={dispatch.reform(|c: Vec<u32>| Action::SetDestinationCoords(c))}
                        on_wk={dispatch.reform(|(w, l)| Action::SetWk { w, l })}
                        on_shape={dispatch.reform(|(dims, k)| Action::SetShape { dims, k })}
                        on_algo={dispatch.reform(Action::SetAlgorithm)}
                        on_compare={dispatch.reform(Action::SetCompare)}
                        on_source={dispatch.reform(Action::SetSource)} />
                    { if msn_mode {
                        html! { <MsnPanel report={msn_report.clone()} view={query.view} /> }
                    } else if wk_mode {
                        html! { <WkPanel report={broadcast.clone()} on_pick={dispatch.reform(Action::PickSource)} /> }
                    } else { html! { <>
                        <Metrics source={query.src.to_vec()} nodes={n} algo={query.algo} map={map.clone()} report={report.clone()} {from_map} />
                        { match map.as_ref() {
                            Some(m) => html! { <Claims claims={m.claims.clone()} /> },
                            None => html! {},
                        } }
                    </> } } }
                    <p class="permalink">
                        { "Permalink: " }
                        <a data-testid="permalink" href={format!("?{permalink}")}>{ format!("?{permalink}") }</a>
                    </p>
                    <p class="cli">{ "Same numbers on the command line: " }
                        <code>{ format!("castlab eval '{permalink}'") }</code>
                    </p>
                </aside>
            </main>
        </>
    }
}

fn b_name(query: &castlab_core::permalink::Query) -> String {
    query.compare.map_or_else(String::new, |c| c.to_string())
}
