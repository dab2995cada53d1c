//! The tries at a question, kept for the tab in `sessionStorage` under the
//! question's own link (`exercise::activity_link`): a reload neither
//! forgets the wrong answers nor gives the question back its full score,
//! and a question answered right stays answered, with its score and why
//! ([`Kept`]); [`tab_scores`] adds up the tab's right answers. Storage
//! that is unavailable keeps nothing, as a reload did before.

use castlab_core::exercise::activity_link;
use yew::prelude::*;

use crate::state::{Action, Kept, State};

/// Longest key kept (a hostile link is not worth storage).
const MAX_KEY: usize = 4096;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The keys' prefix, the question's link after it.
const PREFIX: &str = "castlab.tries:";

fn key_of(link: &str) -> String {
    format!("{PREFIX}{link}")
}

/// What the tab keeps of the question behind `key`.
fn kept(storage: &web_sys::Storage, key: &str) -> Option<Kept> {
    Kept::read(&storage.get_item(key).ok().flatten()?)
}

/// The scores of the questions this tab answered right, other than the
/// one behind `except`: their sum and count (the tab's total).
pub fn tab_scores(except: &str) -> (f64, u32) {
    let Some(s) = storage() else {
        return (0.0, 0);
    };
    let except = key_of(except);
    let (mut sum, mut count) = (0.0, 0);
    for i in 0..s.length().unwrap_or(0) {
        let Some(key) = s.key(i).ok().flatten() else {
            continue;
        };
        if !key.starts_with(PREFIX) || key == except {
            continue;
        }
        if let Some((score, _)) = kept(&s, &key).and_then(|k| k.right) {
            sum += score;
            count += 1;
        }
    }
    (sum, count)
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
            let kept = asked.as_deref().and_then(|k| kept(&storage()?, k));
            if let Some(kept) = kept.filter(|k| k.tries > 0) {
                dispatcher.dispatch(Action::TriesRestored(kept));
            }
        });
    }
    // The best right answer is kept; a later try (the form stays) does
    // not lower it.
    let right = state
        .exercise
        .as_ref()
        .and_then(|e| e.answer.as_ref())
        .filter(|(_, o)| o.success)
        .and_then(|(_, o)| o.why.clone().map(|why| (o.score, why)));
    use_effect_with((asked, answers), move |(asked, answers)| {
        if let (Some(k), Some(s)) = (asked.as_deref(), storage().filter(|_| *answers > 0)) {
            let before = kept(&s, k).and_then(|k| k.right);
            let right = match (before, right) {
                (Some(b), Some(r)) => Some(if b.0 >= r.0 { b } else { r }),
                (b, r) => r.or(b),
            };
            let kept = Kept {
                tries: *answers,
                right,
            };
            // A full or refused storage loses only the count.
            let _ = s.set_item(k, &kept.write());
        }
    });
}
