//! The page's shell: reads the URL once, then keeps the address bar, the
//! saved session, the animation timer and the look in step with the
//! reducer's state, and shows the header, the notices, the controls and the
//! sharing tools around the room of the query's family (`pages/`).

use castlab_core::exercise::shareable;
use castlab_core::permalink::Family;
use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::bridge::{Bridge, Slot};
use crate::components::canvas::Renderers;
use crate::components::controls::Controls;
use crate::components::engine_status::EngineStatus;
use crate::components::explain::About;
use crate::components::export::Export;
use crate::components::gallery::{Gallery, open_example};
use crate::components::notices::{Notices, RestoreOffer};
use crate::components::share::Share;
use crate::components::your_plan::{YourPlanPanel, YourPlanTools};
use crate::hooks::use_embed::{use_embed_height, use_page_look};
use crate::hooks::use_embed_api::use_embed_api;
use crate::hooks::use_engine::use_engine;
use crate::hooks::use_location_sync::use_location_sync;
use crate::hooks::use_motion::{prefers_reduced_motion, use_motion_preference};
use crate::hooks::use_plan::use_plan;
use crate::l10n::{tr, tr_args};
use crate::layout::{Layout, display_grid};
use crate::pages::RoomProps;
use crate::pages::sweep::SweepRoom;
use crate::protocol::Request;
use crate::state::{Action, State};

fn opening_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// What the page keeps in step with the state: the animation timer, the
/// address bar and title, Back and Forward, the look, an embed's height,
/// the saved session, and the worker's crash tests.
#[hook]
fn use_page_effects(state: &UseReducerHandle<State>, engine: &Bridge, permalink: &str) {
    let query = &state.query;
    let sweeping = state.sweep.is_some();
    let permalink = permalink.to_string();
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
        state.address(),
        state.url_write,
        query.embed,
        if sweeping {
            tr("views-page-title-sweep")
        } else {
            tr_args("views-page-title", &[("what", query.describe().into())])
        },
        state.dispatcher(),
    );
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
}

/// The sharing tools under a room: share, the permalink, the downloads,
/// the command line and the plan's tools; while an exercise's answer is
/// hidden, only the permalink (the rest print the answer).
fn tools(
    state: &UseReducerHandle<State>,
    permalink: &str,
    engine: &Bridge,
    (log, ask_text): (Vec<String>, Callback<bool>),
) -> Html {
    let query = &state.query;
    let sweeping = state.sweep.is_some();
    let asking = state.question_open();
    let permalink = permalink.to_string();
    // A link to copy: never one that opens on a question's answer.
    let shown = if sweeping {
        permalink.clone()
    } else {
        shareable(query).to_permalink()
    };
    let pictures = sweeping
        || matches!(query.family(), Family::Wk | Family::Msn)
        || Layout::new(display_grid(query).sides()).is_some();
    let (command, tables) = if sweeping {
        ("castlab sweep", vec!["sweep"])
    } else {
        ("castlab eval", castlab_core::export::offered_tables(query))
    };
    html! { <>
        <Share query={query.clone()} />
        <p class="permalink">
            { tr("views-permalink") }
            <a data-testid="permalink" href={format!("?{shown}")}>{ format!("?{shown}") }</a>
        </p>
        if asking {
            <p class="note" data-testid="downloads-waiting">{ tr("views-downloads-waiting") }</p>
        } else {
            <Export permalink={permalink.clone()} {pictures} {tables} {command} {log} on_export={{
                let engine = engine.clone();
                let permalink = permalink.clone();
                Callback::from(move |table| engine.send(Slot::Export, Request::Export { permalink: permalink.clone(), table }))
            }} />
            <p class="cli">{ tr("views-same-numbers-cli") }
                <code>{ format!("{command} '{permalink}'") }</code>
            </p>
            if !sweeping {
                <YourPlanTools view={query.view} editing={state.plan_editor.clone()}
                    {ask_text} dispatch={state.dispatcher().to_callback()} />
            }
        }
    </> }
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(|| {
        State::new(&opening_query(), crate::session::load())
            .with_reduced_motion(prefers_reduced_motion())
    });
    use_motion_preference(
        state
            .dispatcher()
            .to_callback()
            .reform(Action::SetReducedMotion),
    );
    let engine = use_engine(state.dispatcher());
    use_embed_api(&state, &engine);
    crate::hooks::use_tries::use_tries(&state);
    crate::hooks::use_step_keys::use_step_keys(&state);
    let renderers = (*use_state(Renderers::default)).clone();
    let query = &state.query;
    let permalink = state.permalink();
    let sweeping = state.sweep.is_some();
    use_page_effects(&state, &engine, &permalink);

    let dispatch = state.dispatcher().to_callback();
    let notices = html! { <>
        <Notices notices={state.notices.clone()} on_dismiss={dispatch.reform(|()| Action::DismissNotices)}
            on_apply={dispatch.reform(|(key, value)| Action::ApplyValue { key, value })} />
        <EngineStatus busy={state.busy} halt={state.halt.clone()} progress={state.progress}
            unit={if sweeping { "sizes" } else { "originators" }}
            on_cancel={{ let engine = engine.clone(); Callback::from(move |()| engine.cancel()) }}
            on_retry={dispatch.reform(|()| Action::Retry)} />
    </> };
    // A sweep's room has its own controls (its ranges).
    let controls = if sweeping {
        html! {}
    } else {
        html! { <Controls query={query.clone()} on_change={dispatch.clone()} /> }
    };
    let plan = use_plan(&state, &engine);
    // The step log goes with the SVG export (`trace=1`).
    let tools = tools(
        &state,
        &permalink,
        &engine,
        (state.step_log(), plan.ask_text.clone()),
    );
    let (ondragover, ondrop) = (plan.ondragover, plan.ondrop);
    let plan_panel = html! {
        if query.plan.is_some() {
            <YourPlanPanel report={state.plan_report().map(|c| c.report.clone())}
                waiting={state.question_open()} embed={query.embed}
                ask_text={plan.ask_text} dispatch={dispatch.clone()} />
        }
    };
    let room_props = RoomProps {
        state: state.clone(),
        engine: engine.clone(),
        controls,
        tools,
    };
    let room = if sweeping {
        html! { <SweepRoom ..room_props /> }
    } else {
        (crate::pages::page(query.family()).room)(room_props)
    };

    if query.embed {
        // `?…` keeps the page's own file (`index.html` in an LMS package,
        // whose file store serves no folder address).
        let full = format!("?{}", shareable(query).full_app().to_permalink());
        return html! {
            <>
                { notices }
                { room }
                <footer class="embed-bar">{ plan_panel }
                    <a data-testid="open-in-castlab" href={full} target="_blank" rel="noopener">{ tr("views-open-in-castlab") }</a>
                </footer>
            </>
        };
    }
    html! {
        <ContextProvider<Renderers> context={renderers}>
            <header class="top">
                <h1>{ "castlab" }</h1>
                <p class="tagline">{ tr("views-tagline") }</p><crate::components::language_menu::LanguageMenu />
                <button type="button" class="examples-button" data-testid="examples-button"
                    aria-expanded={state.gallery.to_string()}
                    onclick={dispatch.reform(|_: MouseEvent| Action::ToggleGallery)}>{ tr("views-examples-button") }</button>
            </header>
            <RestoreOffer restore={state.restore.clone()} notice={state.session_notice.clone()}
                on_restore={dispatch.reform(|()| Action::Restore)}
                on_dismiss={dispatch.reform(|()| Action::DismissRestore)} />
            { notices }
            { if state.gallery { html! {
                <Gallery start={state.restore.is_none() && *query == Default::default()} asking={state.question_open()} locale={query.locale.clone()}
                    on_open={open_example(&dispatch)}
                    on_close={dispatch.reform(|()| Action::ToggleGallery)} />
            } } else { html! {} } }
            { plan_panel }
            <div class="drop-target" data-testid="drop-target" {ondragover} {ondrop}>{ room }</div>
            <footer class="foot"><About /></footer>
        </ContextProvider<Renderers>>
    }
}
