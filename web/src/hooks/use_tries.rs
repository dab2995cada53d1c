//! The tries at a question, kept for the tab in `sessionStorage` under the
//! question's own link (`exercise::activity_link`): a reload neither
//! forgets the wrong answers nor gives the question back its full score,
//! and a question answered right stays answered, with its score and why
//! ([`Kept`]); [`tab_scores`] adds up the tab's right answers. Storage
//! that is unavailable keeps nothing, as a reload did before.

use std::collections::BTreeMap;

use castlab_core::exercise::activity_link;
use castlab_core::permalink::parse;
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

/// The question a stored key is about: its link as `activity_link`
/// writes it now. A key written before the activity link left out
/// `locale=` (one per language) names the same question as the key
/// without it, so its tries and score are still found and counted once.
fn question_of(key: &str) -> Option<String> {
    let link = key.strip_prefix(PREFIX)?;
    Some(key_of(&activity_link(&parse(link).query)))
}

/// Two keepings of one question as one: the tries of both, the better
/// right answer.
fn merged(a: Kept, b: Kept) -> Kept {
    let right = match (a.right, b.right) {
        (Some(x), Some(y)) => Some(if x.0 >= y.0 { x } else { y }),
        (x, y) => x.or(y),
    };
    Kept {
        tries: a.tries.saturating_add(b.tries),
        right,
    }
}

/// The stored pairs (key, value) by question: each question's keys
/// (now only its own; before, one per language) and what they keep.
fn by_question(
    stored: impl IntoIterator<Item = (String, String)>,
) -> BTreeMap<String, (Vec<String>, Kept)> {
    let mut out: BTreeMap<String, (Vec<String>, Kept)> = BTreeMap::new();
    for (key, value) in stored {
        let (Some(question), Some(kept)) = (question_of(&key), Kept::read(&value)) else {
            continue;
        };
        match out.remove(&question) {
            Some((mut keys, before)) => {
                keys.push(key);
                out.insert(question, (keys, merged(before, kept)));
            }
            None => {
                out.insert(question, (vec![key], kept));
            }
        }
    }
    out
}

/// The tab's stored pairs under [`PREFIX`].
fn stored(s: &web_sys::Storage) -> Vec<(String, String)> {
    (0..s.length().unwrap_or(0))
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .filter_map(|k| Some((k.clone(), s.get_item(&k).ok().flatten()?)))
        .collect()
}

/// What the tab keeps of the question behind `key`, and the keys it is
/// kept under.
fn kept(storage: &web_sys::Storage, key: &str) -> Option<(Vec<String>, Kept)> {
    by_question(stored(storage)).remove(key)
}

/// The sum and count of the right answers' scores in `stored`, but for
/// the question behind `except`: each question once, in any language.
fn scores(stored: Vec<(String, String)>, except: &str) -> (f64, u32) {
    by_question(stored)
        .into_iter()
        .filter(|(question, _)| question != except)
        .filter_map(|(_, (_, kept))| kept.right)
        .fold((0.0, 0), |(sum, count), (score, _)| {
            (sum + score, count + 1)
        })
}

/// The scores of the questions this tab answered right, other than the
/// one behind `except`: their sum and count (the tab's total).
pub fn tab_scores(except: &str) -> (f64, u32) {
    storage().map_or((0.0, 0), |s| scores(stored(&s), &key_of(except)))
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
            if let Some((_, kept)) = kept.filter(|(_, k)| k.tries > 0) {
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
            let (keys, before) =
                kept(&s, k).map_or((Vec::new(), None), |(keys, k)| (keys, k.right));
            // Older keys of the question (one per language) give way to its own.
            for old in keys.iter().filter(|old| *old != k) {
                let _ = s.remove_item(old);
            }
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

#[cfg(test)]
mod tests {
    //! The tab's keeping, natively, on stored pairs as `sessionStorage`
    //! holds them; the keys are written out from the grammar
    //! (`docs/permalinks.md`).

    use castlab_core::text::Text;

    use super::*;

    const MSN: &str = "v=1&net=msn&dims=10x6&dst=7,3&ask=hops";

    fn right(tries: u32, score: f64) -> String {
        let why = Text::new("exercise-tries-first");
        Kept {
            tries,
            right: Some((score, why)),
        }
        .write()
    }

    /// One question in every language: answered right in German, it is
    /// the question a Spanish page asks (no second question in the total),
    /// and a key an older build wrote with `locale=` is found and counted
    /// once with the question's own.
    #[test]
    fn a_question_in_two_languages_is_one() {
        let question = |locale: &str| {
            let link = format!("{MSN}&locale={locale}");
            key_of(&activity_link(&parse(&link).query))
        };
        let own = format!("{PREFIX}{MSN}");
        assert_eq!(question("de"), own);
        assert_eq!(question("es"), own);
        assert_eq!(question("zh-Hans"), own);
        let de = vec![(own.clone(), right(1, 1.0))];
        assert_eq!(scores(de.clone(), &own), (0.0, 0), "the question shown");
        assert_eq!(scores(de, "castlab.tries:v=1&ask=hops"), (1.0, 1));
        // Before: one key per language.
        let old = format!("{PREFIX}{MSN}&locale=de");
        let stored = vec![(old.clone(), right(2, 0.75)), (own.clone(), "1".into())];
        let mut by = by_question(stored.clone());
        let (keys, kept) = by.remove(&own).expect("one question");
        assert!(by.is_empty(), "{by:?}");
        assert_eq!(keys, [old, own]);
        assert_eq!(kept.tries, 3, "the tries of both");
        assert_eq!(kept.right.map(|r| r.0), Some(0.75));
        assert_eq!(scores(stored, "castlab.tries:v=1&ask=hops"), (0.75, 1));
    }
}
