//! A page revisited: a question checked again or after a reload, a
//! session restored, a card opened in a new tab, in the page's language
//! (#57's `locale=`). Expected links are written out from the grammar
//! (`docs/permalinks.md`: `locale=` after `ask=`, before `plan=`), or are
//! the link the page itself shows after the same visit by click.

use std::rc::Rc;

use castlab_core::eval::{ViewResult, evaluate};
use castlab_core::examples::EXAMPLES;
use castlab_core::permalink::parse;
use yew::Reducible;

use super::{Action, Report, State};
use crate::components::gallery::card_href;

fn open(link: &str) -> Rc<State> {
    Rc::new(State::new(link, Ok(None)))
}

fn after(state: &Rc<State>, actions: impl IntoIterator<Item = Action>) -> Rc<State> {
    actions
        .into_iter()
        .fold(Rc::clone(state), |s, action| s.reduce(action))
}

/// The TCD question of `link`, asked: its report and map in.
fn asked(link: &str) -> Rc<State> {
    let ViewResult::Tcd { source, map } = evaluate(link).result else {
        panic!("{link} is not a TCD link");
    };
    let s = open(link);
    let key = s.query.source_key();
    after(
        &s,
        [
            Action::ReportReady {
                key,
                report: Report::Tcd((*source).into()),
            },
            Action::MapReady((*map).into()),
        ],
    )
}

/// A right answer checked again, before or after a reload, is no new try
/// and keeps its score (README, "Exercises": 1 at the first try, less a
/// quarter for each earlier wrong one); the tries counted are the wrong
/// ones, which the words "n earlier tries" name.
#[test]
fn a_right_answer_checked_again_keeps_its_score() {
    use castlab_core::exercise::Response::Number;
    let link = "v=1&dims=4x4&src=1,2&ask=hops";
    let tcd = evaluate("v=1&dims=4x4&src=1,2").tcd().expect("a TCD").0.tcd;
    let shown = |s: &State| {
        let e = s.exercise.as_ref().expect("asked");
        let (_, o) = e.answer.as_ref().expect("answered");
        let why = o.why.as_ref().map(crate::l10n::text);
        (o.success, o.score, why, e.answers)
    };
    let first = (true, 1.0, Some("right at the first try".to_string()), 1);
    let s = after(&asked(link), [Action::Answer(Number(tcd))]);
    assert_eq!(shown(&s), first);
    let again = after(&s, [Action::Answer(Number(tcd))]);
    assert_eq!(shown(&again), first);
    // A reload restores what the tab kept; the same answer then scores as
    // before, not as a second try.
    let e = s.exercise.as_ref().unwrap();
    let (score, why) = e.right.clone().expect("kept");
    let kept = super::Kept {
        tries: e.answers,
        right: Some((score, why)),
    };
    let reloaded = after(
        &asked(link),
        [Action::TriesRestored(kept), Action::Answer(Number(tcd))],
    );
    assert_eq!(shown(&reloaded), first);
    // One wrong try, then right: 0.75, "one earlier try", however often
    // it is checked again; a wrong answer after it is a try, and lowers
    // nothing either.
    let one = Some("one earlier try".to_string());
    let s = after(
        &asked(link),
        [Action::Answer(Number(tcd + 1)), Action::Answer(Number(tcd))],
    );
    assert_eq!(shown(&s), (true, 0.75, one.clone(), 2));
    let s = after(
        &s,
        [Action::Answer(Number(tcd)), Action::Answer(Number(tcd + 2))],
    );
    assert_eq!(shown(&s).3, 3);
    let s = after(&s, [Action::Answer(Number(tcd))]);
    assert_eq!(shown(&s), (true, 0.75, one, 3));
}

/// A session saved in one language is offered and restored in the
/// page's: a Chinese page without `locale=` restores a Spanish session
/// without it (no reload into Spanish, no Spanish link to copy), a German
/// page with its `locale=de`.
#[test]
fn a_session_is_restored_in_the_pages_language() {
    let saved = || Ok(Some("v=1&net=wk&src=201&locale=es".to_string()));
    for (page, expected) in [
        ("v=1", "v=1&net=wk&src=201"),
        ("v=1&locale=de", "v=1&net=wk&src=201&locale=de"),
        ("v=1&locale=es", "v=1&net=wk&src=201&locale=es"),
    ] {
        let s = Rc::new(State::new(page, saved()));
        assert_eq!(s.restore.as_deref(), Some(expected), "{page}");
        let restored = after(&s, [Action::Restore]);
        assert_eq!(restored.permalink(), expected, "{page}");
        assert_eq!(
            restored.query.locale,
            parse(page).query.locale,
            "{page}: the page's language"
        );
    }
    // A bare page saved in another language is no session to offer.
    let bare = State::new("v=1", Ok(Some("v=1&locale=es".into())));
    assert_eq!(bare.restore, None);
    // A sweep keeps its ranges; only its language changes.
    let sweep = State::new(
        "v=1&locale=de",
        Ok(Some("v=1&net=cube&m=1..12&locale=es".into())),
    );
    assert_eq!(
        sweep.restore.as_deref(),
        Some("v=1&net=cube&m=1..12&locale=de")
    );
}

/// Each card's `href` opens, in a new tab, the link a click on it shows
/// in this one: on a German page the same example with `locale=de`; on a
/// page without `locale=`, the example's own link byte for byte.
#[test]
fn every_card_link_keeps_the_pages_language() {
    let german = open("v=1&locale=de");
    for e in EXAMPLES {
        assert_eq!(card_href(e, None), format!("?{}", e.permalink), "{}", e.id);
        let clicked = after(&german, [Action::OpenLink(e.permalink.to_string())]);
        let href = card_href(e, Some("de"));
        assert_eq!(href, format!("?{}", clicked.permalink()), "{}", e.id);
        let mut opened = parse(&href[1..]).query;
        assert_eq!(opened.locale.as_deref(), Some("de"), "{}", e.id);
        opened.locale = None;
        assert_eq!(opened, parse(e.permalink).query, "{}: the same view", e.id);
    }
    let census = crate::components::census_panel::census_link(5);
    assert_eq!(
        crate::l10n::in_locale(&census, Some("zh-Hans")),
        "v=1&net=census&g=5&locale=zh-Hans"
    );
    assert_eq!(crate::l10n::in_locale(&census, None), census);
}
