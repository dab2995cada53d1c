//! The page: reads the URL once, then keeps the URL, the worker requests and
//! the view in step with the reducer's state.

use yew::prelude::*;

use crate::agent::Request;
use crate::components::controls::Controls;
use crate::components::heatmap::Heatmap;
use crate::components::legend::Legend;
use crate::components::metrics::Metrics;
use crate::components::notices::Notices;
use crate::hooks::use_engine::use_engine;
use crate::hooks::use_location_sync::use_location_sync;
use crate::state::{Action, State};

fn opening_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(|| State::from_query(&opening_query()));
    let engine = use_engine(state.dispatcher());
    let permalink = state.query.to_permalink();
    let map_key = state.query.map_key();

    {
        let engine = engine.clone();
        use_effect_with(map_key, move |key| {
            engine.send(Request::Map {
                permalink: key.clone(),
            });
        });
    }
    {
        let engine = engine.clone();
        use_effect_with(permalink.clone(), move |permalink| {
            engine.send(Request::Source {
                permalink: permalink.clone(),
            });
        });
    }
    use_location_sync(permalink.clone());

    let dispatch = state.dispatcher().to_callback();
    let on_pick = dispatch.reform(Action::PickSource);
    let on_hover = dispatch.reform(Action::Hover);
    let on_move = dispatch.reform(|(dx, dy)| Action::MoveSource(dx, dy));
    let on_side = dispatch.reform(Action::SetSide);
    let on_dismiss = dispatch.reform(|()| Action::DismissNotices);

    let side = state.query.grid.sides()[0];
    let map = state.current_map().cloned();
    let hover_text = match (state.hover, map.as_ref()) {
        (Some((x, y)), Some(m)) => {
            let v = m.tcd_map.get((x + side * y) as usize).copied().unwrap_or(0);
            format!("({x}, {y}): TCD {v}")
        }
        _ => "Hover over a cell to read its TCD; click it to make it the source.".to_string(),
    };

    html! {
        <>
            <header class="top">
                <h1>{ "castlab" }</h1>
                <p class="tagline">{ "Broadcast algorithms on interconnection networks, computed live in your browser." }</p>
            </header>
            <Notices notices={state.notices.clone()} {on_dismiss} />
            <main class="layout">
                <section class="view" aria-label="Map">
                    <h2 class="view-title">
                        { format!("Total communication distance of Algorithm 1 (paper 000) from every source of the {side} × {side} mesh") }
                    </h2>
                    <div class="heatmap-frame">
                        { match map {
                            Some(m) => html! {
                                <Heatmap map={m} source={state.source()} hover={state.hover} {on_pick} {on_hover} {on_move} />
                            },
                            None => html! { <div class="heatmap placeholder" data-testid="loading">{ "Computing the map…" }</div> },
                        } }
                    </div>
                    <p class="readout" data-testid="readout">{ hover_text }</p>
                    { match state.current_map() {
                        Some(m) => html! { <Legend min={m.optimum.tcd} max={m.map_max} title="TCD (hops, summed over all messages)" /> },
                        None => html! {},
                    } }
                    <p class="key">
                        <span class="key-eye" aria-hidden="true"></span>{ " eyes E_k (Definition 2)   " }
                        <span class="key-source" aria-hidden="true"></span>{ " source" }
                    </p>
                </section>
                <aside class="panel">
                    <Controls k={side.trailing_zeros()} {on_side} />
                    <Metrics {side} source={state.source()} map={state.current_map().cloned()} report={state.report.clone()} />
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
