//! The page: reads the URL once, then keeps the URL, the worker requests,
//! the animation timer and the view in step with the reducer's state.

use castlab_core::grid::NodeId;
use castlab_core::permalink::{Net, Panel, View};
use castlab_core::wk::WkNode;
use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::agent::Request;
use crate::bridge::Slot;
use crate::components::canvas::Renderers;
use crate::components::claims::Claims;
use crate::components::controls::Controls;
use crate::components::data_table::{DataTable, Names, TableData};
use crate::components::engine_status::EngineStatus;
use crate::components::export::Export;
use crate::components::heatmap::{Heatmap, shading};
use crate::components::legend::Legend;
use crate::components::metrics::Metrics;
use crate::components::msn_panel::MsnPanel;
use crate::components::msn_view::{MsnView, overlay};
use crate::components::notices::{Notices, RestoreOffer};
use crate::components::orderly_panel::OrderlyPanel;
use crate::components::orderly_view::{OrderlyView, display_grid};
use crate::components::schedule_table::ScheduleTable;
use crate::components::share::Share;
use crate::components::stepper::Stepper;
use crate::components::wk_panel::WkPanel;
use crate::components::wk_view::{WkLayout, WkView};
use crate::hooks::use_embed::{use_embed_height, use_page_look};
use crate::hooks::use_engine::use_engine;
use crate::hooks::use_location_sync::{use_history_navigation, use_location_sync};
use crate::layout::Layout;
use crate::state::{Action, Shared, State, map_key_with};

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
    let renderers = (*use_state(Renderers::default)).clone();
    let query = &state.query;
    let permalink = query.to_permalink();

    let orderly_mode = query.view == View::Orderly;
    let wk_mode = query.net == Net::Wk && !orderly_mode;
    let msn_mode = query.net == Net::Msn && !orderly_mode;
    let retry = state.retry;
    {
        let engine = engine.clone();
        let key = (!wk_mode && !msn_mode && !orderly_mode).then(|| query.map_key());
        use_effect_with((key, retry), move |(key, _)| {
            if let Some(key) = key {
                engine.send(
                    Slot::Map,
                    Request::Map {
                        permalink: key.clone(),
                    },
                );
            }
        });
    }
    {
        // A schedule too big to list is drawn step by step from layers the
        // worker makes from the schedule it keeps.
        let engine = engine.clone();
        let big = query.view == View::Tcd
            && !wk_mode
            && !msn_mode
            && query.grid.node_count() > castlab_core::eval::SCHEDULE_LIMIT;
        let wanted = query
            .step
            .filter(|_| big)
            .map(|step| (query.source_key(), step));
        use_effect_with((wanted, retry), move |(wanted, _)| {
            if let Some((permalink, step)) = wanted {
                engine.send(
                    Slot::Layer,
                    Request::Layer {
                        permalink: permalink.clone(),
                        step: *step,
                    },
                );
            }
        });
    }
    {
        let engine = engine.clone();
        let other = query
            .compare
            .filter(|_| !wk_mode)
            .map(|c| map_key_with(query, c));
        use_effect_with((other, retry), move |(key, _)| {
            if let Some(key) = key {
                engine.send(
                    Slot::Compare,
                    Request::Map {
                        permalink: key.clone(),
                    },
                );
            }
        });
    }
    {
        let engine = engine.clone();
        use_effect_with(
            (query.source_key(), query.net, orderly_mode, retry),
            move |(key, net, orderly, _)| {
                let permalink = key.clone();
                engine.send(
                    Slot::View,
                    match net {
                        _ if *orderly => Request::Orderly {
                            permalink,
                            cores: cores(),
                        },
                        Net::Wk => Request::Broadcast { permalink },
                        Net::Msn => Request::Msn { permalink },
                        _ => Request::Source { permalink },
                    },
                );
            },
        );
    }
    {
        // The ordering search: one slice per answer, until it is done or
        // stopped. A slice is about 2^22 originator-vertex pairs.
        let engine = engine.clone();
        let nodes = state.orderly.as_ref().map_or(1, |r| r.arrival.len() as u64);
        let next = state
            .search
            .as_ref()
            .filter(|_| state.searching)
            .map(|p| (p.permalink.clone(), p.done));
        use_effect_with(next, move |next| {
            if let Some((permalink, _)) = next {
                let slice = ((1u64 << 22) / (nodes * nodes).max(1)).clamp(1, 64) as u32;
                engine.send(
                    Slot::Search,
                    Request::Search {
                        permalink: permalink.clone(),
                        slice,
                    },
                );
            }
        });
    }
    {
        let dispatch = state.dispatcher();
        let tick_ms = query.show.step_ms();
        use_effect_with((state.playing, tick_ms), move |&(playing, tick_ms)| {
            let timer =
                playing.then(|| Interval::new(tick_ms, move || dispatch.dispatch(Action::Tick)));
            move || drop(timer)
        });
    }
    use_location_sync(
        permalink.clone(),
        state.url_write,
        query.embed,
        format!("castlab: {}", query.describe()),
    );
    use_history_navigation(state.dispatcher());
    use_page_look(query.show.theme, query.embed);
    use_embed_height(query.embed);
    {
        // A bare visit does not overwrite the session it offers to restore,
        // and an embed on a course page is not the reader's session.
        let keep = (state.restore.is_some() && *query == Default::default()) || query.embed;
        use_effect_with((permalink.clone(), keep), |(permalink, keep)| {
            if !keep {
                let permalink = permalink.clone();
                crate::hooks::after_paint(move || crate::session::save(&permalink));
            }
        });
    }
    {
        // The worker's crash tests (see `docs/robustness.md`).
        let engine = engine.clone();
        use_effect_with((), move |_| {
            let fragment = web_sys::window().and_then(|w| w.location().hash().ok());
            match fragment.as_deref() {
                Some("#castlab-worker-panic-test") => engine.send(Slot::Test, Request::Panic),
                Some("#castlab-worker-oom-test") => engine.send(Slot::Test, Request::Exhaust),
                _ => {}
            }
        });
    }

    let dispatch = state.dispatcher().to_callback();
    // A read-only embed (`controls=0`) shows, it does not take input.
    let interactive = !query.embed || query.show.controls;
    let pick_source = if interactive {
        dispatch.reform(Action::PickSource)
    } else {
        Callback::noop()
    };
    let move_source = if interactive {
        dispatch.reform(|(axis, delta)| Action::MoveSource { axis, delta })
    } else {
        Callback::noop()
    };
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
    let orderly = state.orderly.clone();
    let wk_layout = use_memo(query.wk, WkLayout::new);
    let summary = if orderly_mode {
        orderly.as_ref().and_then(|r| {
            let t = query.step?;
            let now = r.arrival.iter().filter(|&&a| a == t).count();
            let informed = r.arrival.iter().filter(|&&a| a <= t).count();
            Some((now, now as u64, informed))
        })
    } else if wk_mode {
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
            let (wk, v) = (&query.wk, WkNode::new(v));
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
        (Some(m), Some(r)) => {
            let hover = state.hover.map(NodeId::new);
            overlay(m, query.view, r, query.step, NodeId::new(source), hover).status
        }
        _ => String::new(),
    };
    let orderly_hover = match (state.hover, orderly.as_ref()) {
        (Some(h), Some(r)) if h < r.arrival.len() => {
            let at = if query.net == Net::Wk {
                query.wk.address(WkNode::new(h))
            } else {
                coords_text(&display_grid(query).coords(NodeId::new(h)))
            };
            let per = r
                .per_originator
                .as_ref()
                .map_or(String::new(), |p| format!("b^Π = {} as originator; ", p[h]));
            format!(
                "{at}: {per}informed at {} from the originator",
                r.arrival[h]
            )
        }
        _ => "Hover over a vertex to read its times; click it to make it the originator.".into(),
    };
    let view = if orderly_mode {
        html! { <>
            <OrderlyView query={query.clone()} report={orderly.clone()} hover={state.hover.map(NodeId::new)}
                show_labels={state.show_labels}
                on_pick={pick_source.reform(NodeId::index)}
                on_hover={dispatch.reform(|h: Option<NodeId>| Action::Hover(h.map(NodeId::index)))}
                on_move={move_source.clone()} />
            <p class="readout" data-testid="readout">{ orderly_hover }</p>
            { match orderly.clone() {
                Some(r) => html! { <DataTable caption={"Arrival time from the originator and broadcast time of every vertex as originator".to_string()}
                    names={if query.net == Net::Wk { Names::Wk(query.wk) } else { Names::Grid(display_grid(query)) }}
                    data={TableData::Orderly(r)} /> },
                None => html! {},
            } }
            <p class="key">
                <span class="key-source" aria-hidden="true"></span>{ " originator  " }
                <span class="key-best" aria-hidden="true"></span>{ " fastest originators  " }
                <span class="key-route" aria-hidden="true"></span>{ " edges that inform a vertex at the step shown" }
            </p>
        </> }
    } else if let Some(msn) = msn_net {
        let hover_line = match (state.hover, msn_report.as_ref()) {
            (Some(h), Some(r)) if h < msn.nodes() => {
                let (x, y) = msn.coords(NodeId::new(h));
                format!("({x}, {y}): {} hops from the source", r.route.distance_map[h])
            }
            _ => "Hover over a node for its distance; click it to route to it (route view) or to make it the source.".into(),
        };
        let on_pick = if !interactive {
            Callback::noop()
        } else if query.view == View::Route {
            dispatch.reform(Action::SetDestination)
        } else {
            pick_source.clone()
        };
        html! { <>
            <div class="heatmap-frame">
                <MsnView {msn} view={query.view} report={msn_report.clone()} step={query.step} source={NodeId::new(source)}
                    hover={state.hover.map(NodeId::new)} on_pick={on_pick.reform(NodeId::index)}
                    on_hover={dispatch.reform(|h: Option<NodeId>| Action::Hover(h.map(NodeId::index)))} />
            </div>
            <p class="readout" data-testid="readout">{ hover_line }</p>
            <p class="readout" data-testid="msn-status">{ msn_overlay_status.clone() }</p>
            { match msn_report.clone() {
                Some(r) => html! { <DataTable caption={"Hops from the source to every node".to_string()}
                    names={Names::Grid(grid)} data={TableData::Msn(r)} /> },
                None => html! {},
            } }
        </> }
    } else if wk_mode {
        html! { <>
            <div class="heatmap-frame">
                <WkView wk={query.wk} layout={Shared(wk_layout.clone())} source={query.wk_src}
                    report={broadcast.clone()} step={query.step} hover={state.hover.map(WkNode::new)}
                    on_pick={pick_source.reform(WkNode::index)}
                    on_hover={dispatch.reform(|h: Option<WkNode>| Action::Hover(h.map(WkNode::index)))} />
            </div>
            <p class="readout" data-testid="readout">{
                wk_hover_text.unwrap_or_else(|| "Hover over a node to read its address; click it to make it the source.".into())
            }</p>
            <p class="key">{ "Links: grey inside a WK(W, 1) cluster, coloured and thicker by level between clusters; stubs are the free links. Orange nodes have the message." }</p>
        </> }
    } else {
        match (map.clone(), layout) {
            (Some(m), Some(layout)) => {
                let shade = shading(&m, baseline.as_ref());
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
                            step={query.step} source={NodeId::new(source)} hover={state.hover.map(NodeId::new)} layer={state.layer.clone()}
                            on_pick={pick_source.reform(NodeId::index)}
                            on_hover={dispatch.reform(|h: Option<NodeId>| Action::Hover(h.map(NodeId::index)))}
                            on_move={move_source.clone()} />
                    </div>
                    <p class="readout" data-testid="readout">{ hover_text }</p>
                    <Legend min={shade.min} max={shade.max} palette={shade.palette} title={title} />
                    <DataTable caption={format!("TCD of {} from every source", query.algo)}
                        names={Names::Grid(grid)} data={TableData::Tcd(m.clone())} />
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

    let title = if orderly_mode {
        let what = if query.net == Net::Wk {
            format!("WK({}, {})", query.wk.w(), query.wk.l())
        } else {
            format!(
                "{} {}",
                castlab_core::permalink::dims_text(&grid),
                query.net
            )
        };
        format!(
            "Orderly broadcast with {} on the {}{}",
            query.algo,
            what,
            if query.adaptive { " (adaptive)" } else { "" }
        )
    } else if msn_mode {
        format!(
            "The {} Manhattan Street network: {}",
            castlab_core::permalink::dims_text(&grid),
            match query.view {
                View::Te => "total exchange, slot by slot",
                View::Mnb => "multinode broadcast, slot by slot",
                View::Hamiltonian => "two edge-disjoint Hamiltonian cycles",
                _ => "distances and shortest routes",
            }
        )
    } else if wk_mode {
        format!(
            "Broadcast by {} in WK({}, {}), all ports, one hop per step",
            query.algo,
            query.wk.w(),
            query.wk.l()
        )
    } else {
        format!(
            "Total communication distance of {} from every source of the {} {}",
            query.algo,
            castlab_core::permalink::dims_text(&grid),
            query.net
        )
    };
    let stepper = if (msn_mode && query.view == View::Route) || !interactive {
        html! {}
    } else {
        html! {
            <Stepper step={query.step} {steps} playing={state.playing} {summary}
                on_step={dispatch.reform(Action::SetStep)}
                on_scrub={dispatch.reform(Action::ScrubStep)}
                on_play={dispatch.reform(|()| Action::TogglePlay)} />
        }
    };
    let metrics = if orderly_mode {
        let labels_available = matches!(query.net, Net::Mesh | Net::Torus)
            && orderly.as_ref().is_some_and(|r| r.label_offsets.is_some());
        html! { <OrderlyPanel report={orderly.clone()} workers={state.orderly_workers} search={state.search.clone()}
        searching={state.searching} show_labels={state.show_labels}
        seed={state.search.as_ref().map_or(query.seed, |p| p.seed.wrapping_add(1))}
        adopt_seed={state.search.as_ref().map(|p| p.seed)}
        adaptive={query.adaptive} {labels_available} read_only={!interactive || query.embed}
        on_search={dispatch.reform(Action::StartSearch)}
        on_stop={dispatch.reform(|()| Action::StopSearch)}
        on_adopt={dispatch.reform(Action::AdoptSearch)}
        on_labels={dispatch.reform(|()| Action::ToggleLabels)}
        on_adaptive={dispatch.reform(Action::SetAdaptive)} /> }
    } else if msn_mode {
        html! { <MsnPanel report={msn_report.clone()} view={query.view} /> }
    } else if wk_mode {
        html! { <WkPanel report={broadcast.clone()} on_pick={pick_source.clone()} /> }
    } else {
        html! { <>
            <Metrics source={query.src.to_vec()} nodes={n} algo={query.algo} map={map.clone()} report={report.clone()} {from_map} />
            { match map.as_ref() {
                Some(m) => html! { <Claims claims={m.claims.clone()} /> },
                None => html! {},
            } }
        </> }
    };
    let notices = html! { <>
        <Notices notices={state.notices.clone()} on_dismiss={dispatch.reform(|()| Action::DismissNotices)}
            on_apply={dispatch.reform(|(key, value)| Action::ApplyValue { key, value })} />
        <EngineStatus busy={state.busy} halt={state.halt.clone()} progress={state.progress}
            on_cancel={{ let engine = engine.clone(); Callback::from(move |()| engine.cancel()) }}
            on_retry={dispatch.reform(|()| Action::Retry)} />
    </> };

    if query.embed {
        let full = format!("./?{}", query.full_app().to_permalink());
        let panel = match query.show.panel {
            Panel::Metrics => {
                html! { <aside class="panel" aria-label="Numbers">{ metrics }</aside> }
            }
            Panel::None => html! {},
        };
        return html! {
            <>
                { notices }
                <main class="layout embedded">
                    <section class="view" aria-label={title.clone()}>
                        <h1 class="view-title">{ title }</h1>
                        { view }
                        { stepper }
                    </section>
                    { panel }
                </main>
                <footer class="embed-bar">
                    <a data-testid="open-in-castlab" href={full} target="_blank" rel="noopener">{ "Open in castlab ↗" }</a>
                </footer>
            </>
        };
    }

    html! {
        <ContextProvider<Renderers> context={renderers}>
            <header class="top">
                <h1>{ "castlab" }</h1>
                <p class="tagline">{ "Broadcast algorithms on interconnection networks, computed live in your browser." }</p>
            </header>
            <RestoreOffer restore={state.restore.clone()} notice={state.session_notice.clone()}
                on_restore={dispatch.reform(|()| Action::Restore)}
                on_dismiss={dispatch.reform(|()| Action::DismissRestore)} />
            { notices }
            <main class="layout">
                <section class="view" aria-label="Map">
                    <h2 class="view-title">{ title }</h2>
                    { view }
                    { stepper }
                    { match report.clone().filter(|_| !wk_mode && !orderly_mode) {
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
                        on_source={dispatch.reform(Action::SetSource)}
                        on_dims_text={dispatch.reform(Action::SetDims)} />
                    { metrics }
                    <Share query={query.clone()} />
                    <p class="permalink">
                        { "Permalink: " }
                        <a data-testid="permalink" href={format!("?{permalink}")}>{ format!("?{permalink}") }</a>
                    </p>
                    <Export permalink={permalink.clone()} pictures={wk_mode || msn_mode || Layout::new(display_grid(query).sides()).is_some()} tables={castlab_core::export::offered_tables(query)} on_export={{
                        let engine = engine.clone();
                        let permalink = permalink.clone();
                        Callback::from(move |table| engine.send(Slot::Export, Request::Export { permalink: permalink.clone(), table }))
                    }} />
                    <p class="cli">{ "Same numbers on the command line: " }
                        <code>{ format!("castlab eval '{permalink}'") }</code>
                    </p>
                </aside>
            </main>
        </ContextProvider<Renderers>>
    }
}

fn b_name(query: &castlab_core::permalink::Query) -> String {
    query.compare.map_or_else(String::new, |c| c.to_string())
}

/// The cores the browser offers (`navigator.hardwareConcurrency`), at
/// least 1: the worker splits big propagations over as many.
fn cores() -> u32 {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency())
        .filter(|c| c.is_finite() && *c >= 1.0)
        .map_or(1, |c| c.min(64.0) as u32)
}
