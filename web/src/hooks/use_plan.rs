//! The reader's own plan in the page's shell: the worker checks the link's
//! plan, a plan file pasted anywhere or dropped on the view is imported,
//! and the plan's text ("Edit as JSON", "Download") is asked of the worker.

use yew::prelude::*;

use crate::bridge::{Bridge, Slot};
use crate::components::plan_panel::{looks_like_plan, pasted_text, read_file};
use crate::protocol::Request;
use crate::state::{Action, State};

/// What the shell wires to the plan's parts.
pub struct PlanHandles {
    /// Ask the worker for the shown schedule or ordering as a plan file:
    /// into the editor (`true`) or as a download.
    pub ask_text: Callback<bool>,
    /// The view's drop target: a plan file (or its text) dropped on it.
    pub ondragover: Callback<DragEvent>,
    pub ondrop: Callback<DragEvent>,
}

/// The link's plan checked by the worker; a plan file dropped or pasted
/// anywhere on the page imported.
#[hook]
pub fn use_plan(state: &UseReducerHandle<State>, engine: &Bridge) -> PlanHandles {
    let key = state.query.plan.is_some().then(|| state.query.source_key());
    {
        let engine = engine.clone();
        use_effect_with((key, state.retry), move |(key, _)| {
            if let Some(permalink) = key.clone() {
                engine.send(Slot::Check, Request::Check { permalink });
            }
        });
    }
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |_| {
            let document = web_sys::window().and_then(|w| w.document());
            let listener = document.map(|d| {
                gloo::events::EventListener::new(&d, "paste", move |e| {
                    if let Some(text) = pasted_text(e).filter(|t| looks_like_plan(t)) {
                        dispatch.dispatch(Action::ImportPlan(text));
                    }
                })
            });
            move || drop(listener)
        });
    }
    let ask_text = {
        let (engine, permalink) = (engine.clone(), state.permalink());
        Callback::from(move |edit: bool| {
            engine.send(
                Slot::Export,
                Request::PlanText {
                    permalink: permalink.clone(),
                    edit,
                },
            )
        })
    };
    let (ondragover, ondrop) = drop_target(state);
    PlanHandles {
        ask_text,
        ondragover,
        ondrop,
    }
}

/// Drop handlers for the view: a plan file (or its text) dropped on it is
/// imported.
fn drop_target(state: &UseReducerHandle<State>) -> (Callback<DragEvent>, Callback<DragEvent>) {
    let ondragover = Callback::from(|e: DragEvent| e.prevent_default());
    let dispatch = state.dispatcher().to_callback();
    let ondrop = Callback::from(move |e: DragEvent| {
        e.prevent_default();
        let Some(data) = e.data_transfer() else {
            return;
        };
        let files = data.files().filter(|f| f.length() > 0);
        if files.is_some() {
            read_file(
                files,
                dispatch.reform(Action::ImportPlan),
                dispatch.reform(Action::PlanRefused),
            );
        } else if let Ok(text) = data.get_data("text")
            && looks_like_plan(&text)
        {
            dispatch.emit(Action::ImportPlan(text));
        }
    });
    (ondragover, ondrop)
}
