//! The tries at a question, kept for the tab in `sessionStorage` under the
//! question's own link (`exercise::activity_link`): a reload neither
//! forgets the wrong answers nor gives the question back its full score.
//! Storage that is unavailable keeps nothing, as a reload did before.

use castlab_core::exercise::activity_link;
use yew::prelude::*;

use crate::state::{Action, State};

/// Longest key kept (a hostile link is not worth storage).
const MAX_KEY: usize = 4096;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

fn key_of(link: &str) -> String {
    format!("castlab.tries:{link}")
}

#[hook]
pub fn use_tries(state: &UseReducerHandle<State>) {
    let asked = state
        .exercise
        .as_ref()
        .filter(|e| e.question.is_ok())
        .map(|_| key_of(&activity_link(&state.query)))
        .filter(|k| k.len() <= MAX_KEY);
    let answers = state.exercise.as_ref().map_or(0, |e| e.answers);
    {
        let dispatcher = state.dispatcher();
        use_effect_with(asked.clone(), move |asked| {
            let kept = asked
                .as_deref()
                .and_then(|k| storage()?.get_item(k).ok().flatten())
                .and_then(|v| v.parse::<u32>().ok());
            if let Some(tries) = kept.filter(|&n| n > 0) {
                dispatcher.dispatch(Action::TriesRestored(tries));
            }
        });
    }
    use_effect_with((asked, answers), |(asked, answers)| {
        if let (Some(k), Some(s)) = (asked.as_deref(), storage().filter(|_| *answers > 0)) {
            // A full or refused storage loses only the count.
            let _ = s.set_item(k, &answers.to_string());
        }
    });
}
