//! The reducer, natively: every expected link below is written out by hand
//! from the grammar (`docs/permalinks.md`), not computed by the code under
//! test.

use std::rc::Rc;

use castlab_core::eval::{ViewResult, evaluate};
use castlab_core::grid::NodeId;
use castlab_core::permalink::{Algo, Net, View};
use castlab_core::wk::WkNode;
use yew::Reducible;

use super::{Action, Node, Report, State, UrlWrite};

fn open(link: &str) -> Rc<State> {
    Rc::new(State::new(link, Ok(None)))
}

fn after(state: &Rc<State>, actions: impl IntoIterator<Item = Action>) -> Rc<State> {
    actions
        .into_iter()
        .fold(Rc::clone(state), |s, action| s.reduce(action))
}

fn link(state: &State) -> String {
    state.query.to_permalink()
}

/// The schedule report `castlab eval` gives for a link, as the worker
/// would send it.
fn tcd_report(link: &str) -> Report {
    let ViewResult::Tcd { source, .. } = evaluate(link).result else {
        panic!("{link} is not a TCD link");
    };
    Report::Tcd((*source).into())
}

#[test]
fn a_click_moves_the_source_and_adds_a_history_entry() {
    let s = open("?v=1&dims=8x8");
    // Node 10 of an 8 x 8 grid, x fastest, is (10 mod 8, 10 div 8) = (2, 1).
    let s = after(&s, [Action::PickSource(Node::Grid(NodeId::new(10)))]);
    assert_eq!(link(&s), "v=1&src=2,1");
    assert_eq!(s.url_write, UrlWrite::Push);
    // A click outside the grid, or on a WK node of a grid page, is ignored.
    let same = after(
        &s,
        [
            Action::PickSource(Node::Grid(NodeId::new(64))),
            Action::PickSource(Node::Wk(WkNode::new(3))),
        ],
    );
    assert_eq!(link(&same), "v=1&src=2,1");
    // Arrow keys replace the entry and stop at the border.
    let moved = after(&s, [Action::MoveSource { axis: 0, delta: 9 }]);
    assert_eq!(link(&moved), "v=1&src=7,1");
    // On WK(4, 3), node 33 is 2·16 + 0·4 + 1: address 201.
    let wk = after(
        &open("v=1&net=wk"),
        [Action::PickSource(Node::Wk(WkNode::new(33)))],
    );
    assert_eq!(link(&wk), "v=1&net=wk&src=201");
}

#[test]
fn a_view_switch_lands_on_a_valid_link() {
    let s = open("v=1&net=torus&dims=16x16&src=3,4&algo=recursive&cmp=paper&step=3");
    let s = after(&s, [Action::SetView(View::Orderly)]);
    // Π is the torus's default ordering; cmp means nothing here; the step
    // is dropped with the view.
    assert_eq!(link(&s), "v=1&net=torus&dims=16x16&src=3,4&view=orderly");
    assert_eq!(s.url_write, UrlWrite::Push);
    // Odd sides are fine for orderly views, not for TCD: back on TCD the
    // grid falls back to 8 x 8 and the algorithm to Algorithm 1.
    let s = after(&s, [Action::SetDims("9x13".into())]);
    assert_eq!(link(&s), "v=1&net=torus&dims=9x13&src=3,4&view=orderly");
    let s = after(&s, [Action::SetView(View::Tcd)]);
    assert_eq!(link(&s), "v=1&net=torus");
    // WK offers broadcast and orderly; a TCD view is not one of them.
    let s = after(&s, [Action::SetNet(Net::Wk), Action::SetView(View::Tcd)]);
    assert_eq!(link(&s), "v=1&net=wk");
    // An MSN view that needs a square network is refused on 10 x 6.
    let s = after(&open("v=1&net=msn&dims=10x6"), [Action::SetView(View::Te)]);
    assert_eq!(link(&s), "v=1&net=msn&dims=10x6");
    let s = after(&open("v=1&net=msn"), [Action::SetView(View::Mnb)]);
    assert_eq!(link(&s), "v=1&net=msn&view=mnb");
    // The search needs at most 4096 vertices; from 64 x 64 it is offered,
    // a 65 x 65 shape is then refused with a notice and nothing changes.
    let s = after(
        &open("v=1&net=torus&view=orderly&dims=64x64"),
        [Action::SetAlgorithm(Algo::Search)],
    );
    assert_eq!(
        link(&s),
        "v=1&net=torus&dims=64x64&view=orderly&algo=search"
    );
    let refused = after(&s, [Action::SetDims("65x65".into())]);
    assert_eq!(link(&refused), link(&s));
    assert_eq!(refused.notices.len(), 1);
    assert_eq!(refused.notices[0].key, "dims");
}

#[test]
fn a_stale_answer_is_dropped() {
    let s = open("v=1&dims=4x4&src=1,0");
    let old = "v=1&dims=4x4&src=1,0";
    let s = after(&s, [Action::PickSource(Node::Grid(NodeId::new(5)))]);
    assert_eq!(link(&s), "v=1&dims=4x4&src=1,1");
    // The answer for the old source arrives late: not shown.
    let s = after(
        &s,
        [Action::ReportReady {
            key: old.into(),
            report: tcd_report(old),
        }],
    );
    assert!(s.report.is_none());
    let new = "v=1&dims=4x4&src=1,1";
    let s = after(
        &s,
        [Action::ReportReady {
            key: new.into(),
            report: tcd_report(new),
        }],
    );
    // The report shown is the new source's.
    assert_eq!(s.tcd_report().map(|r| r.source.clone()), Some(vec![1, 1]));
    // A step past the schedule is clamped to its log2 16 = 4 steps.
    let s = after(&s, [Action::SetStep(Some(9))]);
    assert_eq!(link(&s), "v=1&dims=4x4&src=1,1&step=4");
    // Moving the source drops the report of the old one.
    let s = after(&s, [Action::MoveSource { axis: 1, delta: 1 }]);
    assert!(s.report.is_none());
}

#[test]
fn back_and_forward_restore_each_link() {
    let first = "v=1&dims=16x16&src=3,15";
    let second = "v=1&net=wk&w=3&l=3&src=120&algo=stack";
    let s = open(first);
    let s = after(&s, [Action::Navigate(format!("?{second}"))]);
    assert_eq!(link(&s), second);
    // History navigation replaces, never pushes.
    assert_eq!(s.url_write, UrlWrite::Replace);
    let s = after(&s, [Action::Navigate(format!("?{first}"))]);
    assert_eq!(link(&s), first);
    // A hostile entry reached by Back is a notice and a usable default.
    let s = after(&s, [Action::Navigate("?v=1&dims=banana".into())]);
    assert_eq!(link(&s), "v=1");
    assert_eq!(s.notices.len(), 1);
    assert_eq!(s.notices[0].key, "dims");
    // An autoplaying link starts playing when reached.
    let s = after(&s, [Action::Navigate("?v=1&autoplay=1".into())]);
    assert!(s.playing);
}

#[test]
fn a_bad_source_typed_in_the_controls_gets_a_notice() {
    let s = open("v=1&src=2,2");
    let s = after(&s, [Action::SetSourceText("9,9".into())]);
    assert_eq!(link(&s), "v=1&src=2,2", "the source stays");
    assert_eq!(s.notices.len(), 1);
    let notice = &s.notices[0];
    assert_eq!(notice.key, "src");
    assert_eq!(notice.value, "9,9");
    // The far corner of 8 x 8 is the largest source like it.
    assert_eq!(notice.largest.as_deref(), Some("7,7"));
    let s = after(&s, [Action::SetSourceText("1, 2,3".into())]);
    assert_eq!(s.notices[0].key, "src");
    assert_eq!(link(&s), "v=1&src=2,2");
    // A good one is taken and clears the notice.
    let s = after(&s, [Action::SetSourceText(" 5,6 ".into())]);
    assert_eq!(link(&s), "v=1&src=5,6");
    assert!(s.notices.is_empty());
    // WK sources are addresses: three digits below 4 on WK(4, 3).
    let wk = after(&open("v=1&net=wk"), [Action::SetSourceText("2011".into())]);
    assert_eq!(link(&wk), "v=1&net=wk");
    assert_eq!(
        crate::l10n::text(&wk.notices[0].message),
        "src=2011: expected 3 digits 0–3, e.g. src=201; using src=000"
    );
    let wk = after(&wk, [Action::SetSourceText("201".into())]);
    assert_eq!(link(&wk), "v=1&net=wk&src=201");
    // A family's source is typed as its address, read by the grammar.
    let ccc = after(
        &open("v=1&net=ccc"),
        [Action::SetSourceText("1,010".into())],
    );
    assert_eq!(link(&ccc), "v=1&net=ccc&src=1,010");
    assert_eq!(ccc.query.vertex(), 2 * 3 + 1, "corner 010, position 1");
    let ccc = after(&ccc, [Action::SetSourceText("3,010".into())]);
    assert_eq!(link(&ccc), "v=1&net=ccc&src=1,010");
    assert!(crate::l10n::text(&ccc.notices[0].message).contains("not a vertex of CCC(3)"));
    // Another size keeps a source that exists there, else vertex 0.
    let q4 = after(&ccc, [Action::SetFamilySize("4".into())]);
    assert_eq!(link(&q4), "v=1&net=ccc&m=4&src=3,0001");
    let cube = after(
        &open("v=1&net=cube&m=3&src=111"),
        [Action::SetFamilySize("2".into())],
    );
    assert_eq!(link(&cube), "v=1&net=cube&m=2");
    // A typed size goes through the grammar: refused with its limits, and
    // the network stays.
    let path = after(
        &open("v=1&net=path&n=9"),
        [Action::SetFamilySize("70000".into())],
    );
    assert_eq!(link(&path), "v=1&net=path&n=9");
    assert_eq!(path.notices[0].key, "n");
    // It names the limit, and the network the page keeps.
    let said = crate::l10n::text(&path.notices[0].message);
    assert!(
        said.contains("65536") && said.ends_with("keeping n=9"),
        "{said}"
    );
    let path = after(&path, [Action::SetFamilySize(" 12 ".into())]);
    assert_eq!(link(&path), "v=1&net=path&n=12");
    assert!(path.notices.is_empty(), "{:?}", path.notices);
    // The MSN destination goes through the grammar too.
    let msn = after(
        &open("v=1&net=msn"),
        [Action::SetDestinationText("8,1".into())],
    );
    assert_eq!(msn.notices[0].key, "dst");
    let msn = after(&msn, [Action::SetDestinationText("3,5".into())]);
    assert_eq!(link(&msn), "v=1&net=msn&dst=3,5");
}

#[test]
fn a_bare_visit_offers_the_saved_session_and_a_link_does_not() {
    let saved = Ok(Some("v=1&dims=16x16".to_string()));
    let bare = State::new("", saved.clone());
    assert_eq!(bare.restore.as_deref(), Some("v=1&dims=16x16"));
    let restored = Rc::new(bare).reduce(Action::Restore);
    assert_eq!(link(&restored), "v=1&dims=16x16");
    assert_eq!(restored.url_write, UrlWrite::Push);
    assert_eq!(State::new("?v=1&src=1,1", saved).restore, None);
    let broken = State::new("", Err("it is not valid".into()));
    assert_eq!(broken.session_notice.as_deref(), Some("it is not valid"));
}

#[test]
fn a_mistyped_key_gets_a_notice_and_its_fix_applies() {
    let s = open("?v=1&dim=4x4&utm_source=course");
    let keys: Vec<(&str, Option<&str>)> = s
        .notices
        .iter()
        .map(|n| (n.key.as_str(), n.suggestion.as_deref()))
        .collect();
    assert_eq!(keys, [("dim", Some("dims"))]);
    // A link with a typo is not a bare visit: no gallery over the notice.
    assert!(!s.gallery);
    let fixed = after(
        &s,
        [Action::ApplyValue {
            key: "dims".into(),
            value: "4x4".into(),
        }],
    );
    assert_eq!(link(&fixed), "v=1&dims=4x4");
    assert!(fixed.notices.is_empty());
    // Keys a link picks up on the way leave a first visit a first visit.
    let tracked = open("?utm_source=mail&fbclid=x");
    assert!(tracked.notices.is_empty() && tracked.gallery);
    // A language alone is a first visit too, in that language.
    let german = open("?locale=de");
    assert!(german.notices.is_empty() && german.gallery);
    assert_eq!(link(&german), "v=1&locale=de");
}

#[test]
fn a_link_opened_in_the_page_keeps_its_language() {
    let german = open("v=1&locale=de");
    let opened = after(&german, [Action::OpenLink("v=1&dims=4x4&src=1,2".into())]);
    assert_eq!(link(&opened), "v=1&dims=4x4&src=1,2&locale=de");
    let typed = after(&opened, [Action::SetDims("8x8".into())]);
    assert!(link(&typed).ends_with("&locale=de"), "{}", link(&typed));
    // A link that names another language is opened in it.
    let spanish = after(&german, [Action::OpenLink("v=1&locale=es".into())]);
    assert_eq!(spanish.query.locale.as_deref(), Some("es"));
}

#[test]
fn playing_walks_the_steps_and_stops_at_the_end() {
    // WK(4, 3) from 000: the broadcast takes the diameter 2^3 - 1 = 7 steps
    // before its report arrives; a TCD 4 x 4 schedule log2 16 = 4.
    let s = after(&open("v=1&dims=4x4"), [Action::TogglePlay]);
    assert_eq!(s.query.step, Some(0));
    let s = after(&s, (0..10).map(|_| Action::Tick));
    assert_eq!(s.query.step, Some(4));
    assert!(!s.playing);
    assert_eq!(open("v=1&net=wk").steps(), 7);
}

#[test]
fn reduced_motion_holds_autoplay_until_play_is_pressed() {
    let link = "v=1&dims=4x4&embed=1&controls=0&autoplay=1&step=0";
    // The report of the 4 x 4 mesh's schedule: log2 16 = 4 steps.
    let report = |s: &Rc<State>| {
        after(
            s,
            [Action::ReportReady {
                key: s.query.source_key(),
                report: tcd_report("v=1&dims=4x4"),
            }],
        )
    };
    let moving = report(&open(link));
    assert!(moving.playing, "autoplay starts by itself");
    assert_eq!(after(&moving, [Action::Tick]).query.step, Some(1));

    let still = report(&Rc::new(
        State::new(link, Ok(None)).with_reduced_motion(true),
    ));
    assert!(!still.playing);
    let ticked = after(&still, (0..5).map(|_| Action::Tick));
    assert_eq!(ticked.query.step, Some(0), "nothing moves by itself");
    // A press plays it, and it loops as autoplay does.
    let pressed = after(&ticked, [Action::TogglePlay]);
    assert!(pressed.playing);
    let looped = after(&pressed, (0..5).map(|_| Action::Tick));
    assert_eq!(looped.query.step, Some(0), "4 steps, then from the start");
    // Asking for reduced motion while it plays stops it; asking for motion
    // again starts nothing.
    let stopped = after(&moving, [Action::SetReducedMotion(true)]);
    assert!(!stopped.playing);
    assert!(!after(&stopped, [Action::SetReducedMotion(false)]).playing);
    // Links opened later (Back, the gallery) wait too.
    let opened = after(&stopped, [Action::Navigate(format!("?{link}"))]);
    assert!(!opened.playing);
}

#[test]
fn a_sweep_link_opens_a_sweep_and_its_points_open_with_a_history_entry() {
    let sweep_link = "v=1&net=torus&dims=3..6x3..6x4&view=orderly";
    let s = open(&format!("?{sweep_link}"));
    let sweep = s.sweep.as_ref().expect("a range opens a sweep");
    assert_eq!(s.permalink(), sweep_link);
    assert_eq!(sweep.data, None, "the rows come from the worker");
    // The look is the first size's: T_3×3×4.
    assert_eq!(link(&s), "v=1&net=torus&dims=3x3x4&view=orderly");

    // A click on the first point keeps the query but leaves the sweep: a
    // new history entry, so Back returns to the chart.
    let first = after(
        &s,
        [Action::OpenLink(
            "v=1&net=torus&dims=3x3x4&view=orderly".into(),
        )],
    );
    assert!(first.sweep.is_none());
    assert_eq!(first.url_write, UrlWrite::Push);
    let back = after(&first, [Action::Navigate(format!("?{sweep_link}"))]);
    assert_eq!(back.permalink(), sweep_link);
    assert_eq!(back.url_write, UrlWrite::Replace);

    // Editing the range is deliberate too; a range that does not read
    // leaves a notice naming the key.
    let wider = after(
        &s,
        [Action::SetSweepValue {
            key: castlab_core::permalink::Key::Dims,
            value: "3..8x3..8x4".into(),
        }],
    );
    assert_eq!(
        wider.permalink(),
        "v=1&net=torus&dims=3..8x3..8x4&view=orderly"
    );
    assert_eq!(wider.url_write, UrlWrite::Push);
    let bad = open("?v=1&net=torus&dims=9..3x4&view=orderly");
    assert!(bad.sweep.is_none());
    assert_eq!(bad.notices.first().map(|n| n.key.as_str()), Some("dims"));
}

/// While a `when` question is open, the run is not replayed: stepping and
/// playing do nothing, and the drawing shows no step, even one the link
/// names; a `hops` question keeps its stepper (stepping is how it is
/// worked out), and a link without a question steps as always.
#[test]
fn an_open_when_question_is_not_replayed() {
    let asked = open("?v=1&net=torus&dims=5x6&view=orderly&step=4&ask=when");
    assert!(asked.hides_replay());
    let stepped = after(
        &asked,
        [
            Action::SetStep(Some(2)),
            Action::ScrubStep(3),
            Action::TogglePlay,
        ],
    );
    assert_eq!((stepped.query.step, stepped.playing), (Some(4), false));
    assert_eq!(stepped.shown_step(), None);
    let hops = open("?v=1&dims=4x4&ask=hops");
    assert!(!hops.hides_replay());
    assert_eq!(
        after(&hops, [Action::SetStep(Some(2))]).shown_step(),
        Some(2)
    );
    let plain = open("?v=1&net=torus&dims=5x6&view=orderly");
    assert_eq!(
        after(&plain, [Action::SetStep(Some(2))]).shown_step(),
        Some(2)
    );
}

/// The TCD question of `link`, asked: its report and map in, as the
/// worker sends them.
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

/// An arrow key moves no source while any question is open, `least` too
/// (README, "Exercises"), where only a click answers; once it is answered
/// right, or without a question, it moves the source as always.
#[test]
fn arrow_keys_hold_the_source_during_every_question() {
    let right = Action::MoveSource { axis: 0, delta: 1 };
    for link in [
        "v=1&dims=4x4&src=1,2&ask=least",
        "v=1&dims=4x4&src=1,2&ask=hops",
    ] {
        let s = after(
            &asked(link),
            [right.clone(), Action::MoveSource { axis: 1, delta: 1 }],
        );
        assert_eq!(s.query.src.to_vec(), [1, 2], "{link}");
    }
    let plain = after(&open("v=1&dims=4x4&src=1,2"), [right.clone()]);
    assert_eq!(plain.query.src.to_vec(), [2, 2]);
    // Answered right (the TCD of the 4 x 4 schedule from (1, 2), as castlab
    // eval counts it): the arrow keys move the source again.
    let link = "v=1&dims=4x4&src=1,2&ask=hops";
    let tcd = evaluate("v=1&dims=4x4&src=1,2").tcd().expect("a TCD").0.tcd;
    let done = after(
        &asked(link),
        [Action::Answer(castlab_core::exercise::Response::Number(
            tcd,
        ))],
    );
    assert!(!done.question_open());
    assert_eq!(after(&done, [right]).query.src.to_vec(), [2, 2]);
}

/// Another view during an MSN route question is shown, without the
/// question (the exchange asks none), instead of the route staying put.
#[test]
fn another_view_leaves_an_msn_question() {
    let s = open("v=1&net=msn&src=1,0&dst=5,3&ask=hops&seed=3");
    assert!(s.question_open());
    let s = after(&s, [Action::SetView(View::Te)]);
    assert_eq!(link(&s), "v=1&net=msn&src=1,0&view=te");
    assert!(!s.question_open());
}

/// During `least` a click is the answer: the address bar keeps the
/// question's link (source at the first node), however the clicks move
/// the source, answered or not; a question about the source keeps it.
#[test]
fn the_address_bar_never_holds_a_least_answer() {
    // (1, 1) of the 4 x 4 mesh: node 1 + 4 * 1.
    let s = after(
        &asked("v=1&dims=4x4&src=1,2&ask=least"),
        [Action::PickSource(Node::Grid(NodeId::new(5)))],
    );
    assert_eq!(s.query.src.to_vec(), [1, 1]);
    // (0, 0) is the default source, which a link leaves out.
    assert_eq!(s.address(), "v=1&dims=4x4&ask=least");
    let hops = asked("v=1&dims=4x4&src=1,2&ask=hops");
    assert_eq!(hops.address(), "v=1&dims=4x4&src=1,2&ask=hops");
}

/// A reload after a right answer keeps the question answered, with the
/// score and why it was given; after wrong tries alone it stays open with
/// the tries counted.
#[test]
fn a_reload_keeps_a_right_answer() {
    use super::Kept;
    let link = "v=1&dims=4x4&src=1,2&ask=hops";
    let two = castlab_core::text::Text::new("exercise-tries-earlier").arg("n", 2u32);
    let kept = Kept {
        tries: 3,
        right: Some((0.5, two.clone())),
    };
    assert_eq!(Kept::read(&kept.write()), Some(kept.clone()));
    assert_eq!(
        Kept::read("2"),
        Some(Kept {
            tries: 2,
            right: None
        })
    );
    assert_eq!(Kept::read("x"), None);
    let s = after(&asked(link), [Action::TriesRestored(kept)]);
    assert!(!s.question_open() && !s.hides_values());
    let e = s.exercise.as_ref().expect("asked");
    let (_, outcome) = e.answer.as_ref().expect("answered");
    assert_eq!((outcome.success, outcome.score, e.answers), (true, 0.5, 3));
    assert_eq!(outcome.why.as_ref(), Some(&two));
    assert_eq!(crate::l10n::text(&two), "two earlier tries");
    assert!(e.restored, "no new answer to post");
    let wrong_only = after(
        &asked(link),
        [Action::TriesRestored(Kept {
            tries: 2,
            right: None,
        })],
    );
    assert!(wrong_only.question_open());
    assert_eq!(wrong_only.exercise.as_ref().map(|e| e.answers), Some(2));
}

/// "Your turn": the planned message that breaks a rule is the one marked;
/// on a 4 x 4 mesh from (0, 0) a first message from (1, 1), which is not
/// informed yet, breaks it.
#[test]
fn the_message_that_breaks_a_rule_is_marked() {
    let s = asked("v=1&dims=4x4&ask=build");
    assert!(s.builds());
    let at = |x: usize, y: usize| Node::Grid(NodeId::new(x + 4 * y));
    let ok = after(
        &s,
        [Action::PickSource(at(0, 0)), Action::PickSource(at(2, 0))],
    );
    assert_eq!(ok.broken_message(), None);
    let bad = after(
        &ok,
        [Action::PickSource(at(1, 1)), Action::PickSource(at(3, 3))],
    );
    assert_eq!(bad.broken_message(), Some((vec![1, 1], vec![3, 3])));
}
