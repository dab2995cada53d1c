//! `.` and `,` step the run from anywhere on the page, as VisuAlgo's and
//! algorithm-visualizer.org's keys do: no control needs the focus, the
//! focus stays where it is and the page does not scroll. The stepper's
//! status line (`aria-live`) announces the step. Keys typed into a text
//! field, or with Ctrl, ⌘ or Alt, are left alone.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::pages::interactive;
use crate::state::{Action, State};

/// The step `key` moves to from `step` of `steps`, if it is a step key.
pub fn stepped(key: &str, step: Option<u32>, steps: u32) -> Option<u32> {
    let at = step.unwrap_or(0);
    match key {
        "." => Some((at + 1).min(steps)),
        "," => Some(at.saturating_sub(1)),
        _ => None,
    }
}

#[hook]
pub fn use_step_keys(state: &UseReducerHandle<State>) {
    // What the listener, made once, judges by: as of the last render.
    let steppable = interactive(&state.query) && state.sweep.is_none() && state.steps() > 0;
    let live = use_mut_ref(|| (false, None, 0));
    *live.borrow_mut() = (steppable, state.query.step, state.steps());
    let dispatcher = state.dispatcher();
    use_effect_with((), move |_| {
        let document = web_sys::window().and_then(|w| w.document());
        let listener = document.map(|d| {
            EventListener::new(&d, "keydown", move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if e.ctrl_key() || e.meta_key() || e.alt_key() || e.default_prevented() {
                    return;
                }
                if crate::components::shortcuts::typing(e.target()) {
                    return;
                }
                let (steppable, step, steps) = *live.borrow();
                if let Some(to) = stepped(&e.key(), step, steps).filter(|_| steppable) {
                    dispatcher.dispatch(Action::SetStep(Some(to)));
                }
            })
        });
        move || drop(listener)
    });
}

#[cfg(test)]
mod tests {
    use super::stepped;

    /// Written out from the stepper's buttons: `.` is ▶ (to the last step
    /// at most), `,` is ◀ (to "before step 1" at least), from a hidden
    /// schedule as from step 0; other keys are not step keys.
    #[test]
    fn dot_and_comma_are_next_and_previous() {
        assert_eq!(stepped(".", None, 6), Some(1));
        assert_eq!(stepped(".", Some(3), 6), Some(4));
        assert_eq!(stepped(".", Some(6), 6), Some(6));
        assert_eq!(stepped(",", Some(3), 6), Some(2));
        assert_eq!(stepped(",", Some(0), 6), Some(0));
        assert_eq!(stepped(",", None, 6), Some(0));
        assert_eq!(stepped("n", Some(3), 6), None);
    }
}
