//! The rooms: one component per network family (TCD on meshes and tori,
//! WK, MSN, orderly). A room owns what only its family has: the requests it
//! sends the worker, the drawing and its readout, the title, the step
//! summary and the panel of numbers. The shell (`app.rs`) picks the room by
//! the query's [`Family`](castlab_core::permalink::Family) and hands it the
//! controls and the sharing tools, which every room shows in the same
//! place: [`layout`] arranges them all, in the full app and in an embed.

pub mod classical;
pub mod msn;
pub mod orderly;
pub mod sweep;
pub mod tcd;
pub mod wk;

use castlab_core::permalink::{Algo, Ask, Family, Panel, Query, View};
use yew::prelude::*;

use crate::bridge::{Bridge, Slot};
use crate::components::chart::ChartSpec;
use crate::components::embed_title::EmbedTitle;
use crate::components::exercise::QuestionPanel;
use crate::components::explain::{Explain, Terms, term};
use crate::components::narration::{NarrationProps, PseudocodePanel, StepLog};
use crate::components::shortcuts::Shortcuts;
use crate::components::stepper::Stepper;
use crate::l10n::{Arg, tr, tr_args};
use crate::protocol::Request;
use crate::state::{Action, State};
use sweep::charts::Rows;

#[derive(Properties, PartialEq)]
pub struct RoomProps {
    pub state: UseReducerHandle<State>,
    pub engine: Bridge,
    /// The shell's controls, at the top of the side panel.
    pub controls: Html,
    /// The shell's sharing and export tools, at its foot.
    pub tools: Html,
}

/// What the shell and the shared components ask of a family: its room and
/// its words. Each family's page defines one (`PAGE`); [`page`] is the one
/// `match` on [`Family`] in the page (the worker has the other), so a new
/// family is an arm there and a file of its own.
pub struct FamilyPage {
    /// The room, given the shell's controls and tools.
    pub room: fn(RoomProps) -> Html,
    /// "What am I looking at?" for a view of the family.
    pub explain: fn(Terms, View) -> Html,
    /// The same for a sweep's charts.
    pub explain_sweep: fn(Terms) -> Html,
    /// The keys that move the source on the drawing, in `d` dimensions.
    pub keys: fn(usize) -> Vec<(&'static str, String)>,
    /// A sweep's charts from its rows, over two ranging axes or one.
    pub charts: fn(&Rows, Algo, bool) -> Vec<ChartSpec>,
    /// What a sweep sweeps, for its title ("the TCD of …").
    pub swept: fn(Algo) -> String,
}

/// The page of `family`.
pub fn page(family: Family) -> &'static FamilyPage {
    match family {
        Family::Tcd => &tcd::PAGE,
        Family::Wk => &wk::PAGE,
        Family::Msn => &msn::PAGE,
        Family::Orderly => &orderly::PAGE,
        Family::Classical => &classical::PAGE,
    }
}

/// What a room shows; [`layout`] puts it in place.
pub struct Room {
    /// The view's heading.
    pub title: String,
    /// A shorter heading for an embed too narrow for `title`.
    pub short_title: String,
    /// The drawing, its readout, key and data table.
    pub view: Html,
    /// Whether the view animates step by step (and so has a stepper).
    pub animated: bool,
    /// Messages, hops and nodes informed at the step shown, if known.
    pub summary: Option<(usize, u64, usize)>,
    /// Below the stepper, in the full app only (the schedule's table).
    pub below: Html,
    /// What happens at the step shown, in words, kept with the stepper.
    pub narration: Html,
    /// The numbers, with where each comes from.
    pub panel: Html,
}

/// The readout while an exercise's values wait for its answer.
pub fn waiting_readout() -> String {
    tr("pages-waiting-readout")
}

/// A message whose placeholders are pieces of markup (a glossary term, a
/// code span): worded whole, so a translation may move them, then cut at
/// each placeholder. Callers name the id through `castlab_core::text::id`,
/// so the resources' tidy test sees it.
pub fn marked(id: &str, pieces: Vec<(&str, Html)>) -> Html {
    marked_args(id, &[], pieces)
}

/// [`marked`] with plain arguments as well.
pub fn marked_args(id: &str, args: &[(&str, Arg)], pieces: Vec<(&str, Html)>) -> Html {
    let mut all: Vec<(&str, Arg)> = args.to_vec();
    for (k, (name, _)) in pieces.iter().enumerate() {
        all.push((name, Arg::Str(format!("{OPEN}{k}{CLOSE}"))));
    }
    let mut pieces: Vec<Option<Html>> = pieces.into_iter().map(|(_, h)| Some(h)).collect();
    let out = cut(&tr_args(id, &all)).into_iter().map(|part| match part {
        Cut::Words(words) => Html::from(words),
        Cut::Piece(k) => pieces.get_mut(k).and_then(Option::take).unwrap_or_default(),
    });
    html! { <>{ for out }</> }
}

// Private-use characters mark where each piece goes: no message has them.
const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// A part of a worded message: words, or the piece at an index.
#[derive(Debug, PartialEq)]
enum Cut {
    Words(String),
    Piece(usize),
}

/// A worded message cut at the marks [`marked_args`] put in.
fn cut(worded: &str) -> Vec<Cut> {
    let mut out = Vec::new();
    let mut rest = worded;
    while let Some(at) = rest.find(OPEN) {
        if at > 0 {
            out.push(Cut::Words(rest[..at].to_string()));
        }
        let after = &rest[at + OPEN.len_utf8()..];
        let end = after.find(CLOSE).unwrap_or(after.len());
        if let Ok(k) = after[..end].parse() {
            out.push(Cut::Piece(k));
        }
        rest = after.get(end + CLOSE.len_utf8()..).unwrap_or("");
    }
    if !rest.is_empty() {
        out.push(Cut::Words(rest.to_string()));
    }
    out
}

/// An algorithm's heading in the page's language (for 000's algorithm,
/// "Algorithm 1 (Cang and Wu 1998)"; "the exhaustive optimum").
pub fn heading(algo: Algo, dims: usize) -> String {
    crate::l10n::text(&algo.heading_text(dims))
}

/// A count as an argument, its digits grouped as the locale groups them
/// ([`crate::words::grouped`]: "12,345" in English, "12.345" in German).
pub fn count(n: u64) -> Arg {
    Arg::Str(crate::words::grouped(n))
}

/// The line under a picture: what the pointer is over, or, with nothing
/// under it, how to use the picture (a hint, which an embed leaves out:
/// its room is the picture's, and wrapped over three lines the hint took a
/// third of a 600 × 400 frame's map).
pub fn readout_line(state: &State, hiding: bool, text: String) -> Html {
    let hint = state.hover.is_none() && !hiding;
    html! { <p class={classes!("readout", hint.then_some("hint"))} data-testid="readout">{ text }</p> }
}

/// Whether the reader may change the configuration: a read-only embed
/// (`controls=0`) shows, it does not take input.
pub fn interactive(query: &Query) -> bool {
    !query.embed || query.show.controls
}

/// The state's dispatcher as a callback, or one that ignores everything in
/// a read-only embed without an exercise (for clicks and keys on a
/// drawing).
pub fn picking(props: &RoomProps) -> Callback<Action> {
    // An exercise takes its answers by clicks, read-only or not.
    let asking = props.state.query.show.ask.is_some();
    if interactive(&props.state.query) || asking {
        props.state.dispatcher().to_callback()
    } else {
        Callback::noop()
    }
}

/// Asks the worker for the report of the query's source whenever it (or
/// "Compute again") changes; every room needs one.
#[hook]
pub fn use_view_request(props: &RoomProps) {
    let engine = props.engine.clone();
    let key = props.state.query.source_key();
    // With trace=1, the trace of the same broadcast (after the view, from
    // the worker's caches).
    let traced = props.state.query.show.trace && props.state.sweep.is_none();
    {
        let engine = props.engine.clone();
        use_effect_with(
            (key.clone(), props.state.retry, traced),
            move |(permalink, _, traced)| {
                if *traced {
                    let permalink = permalink.clone();
                    engine.send(Slot::Trace, Request::Trace { permalink });
                }
            },
        );
    }
    use_effect_with((key, props.state.retry), move |(permalink, _)| {
        let permalink = permalink.clone();
        engine.send(
            Slot::View,
            Request::View {
                permalink,
                cores: cores(),
            },
        );
    });
}

/// The cores the browser offers (`navigator.hardwareConcurrency`), at
/// least 1: the worker splits big propagations over as many.
fn cores() -> u32 {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency())
        .filter(|c| c.is_finite() && *c >= 1.0)
        .map_or(1, |c| c.min(64.0) as u32)
}

/// What to notice, when the page shows one of the gallery's examples: the
/// card's note stays with the view it describes.
fn example_note(query: &Query, dispatch: &Callback<Action>) -> Html {
    let mut link = query.clone();
    link.step = None;
    // An example opened with its narration (trace=1) keeps its note when
    // the reader closes it, and the other way round.
    let mut other = link.clone();
    other.show.trace = !link.show.trace;
    let example = castlab_core::examples::example_of_link(&link.to_permalink())
        .or_else(|| castlab_core::examples::example_of_link(&other.to_permalink()));
    match example {
        Some(e) => html! {
            <p class="example-note" data-testid="example-note">
                { crate::components::gallery::title_and_note(e) }
                // On the Start here path, the way on.
                if castlab_core::examples::start_place(e.id).is_some() {
                    { crate::components::gallery::next_link(e, &dispatch.reform(Action::OpenLink), query.locale.as_deref()) }
                }
            </p>
        },
        None => html! {},
    }
}

/// `room` with what would give an open question's answer away left out:
/// the panel's numbers (a note says why), the step's words, and where the
/// replay is hidden the step's summary. A step's own messages and hops are
/// how `hops` is worked out, so the summary stays wherever the stepper does.
fn withheld(state: &State, room: Room) -> Room {
    if !state.hides_values() {
        return room;
    }
    Room {
        summary: room.summary.filter(|_| !state.hides_replay()),
        narration: html! {},
        panel: html! {
            <p class="note" data-testid="numbers-waiting">{ tr("pages-numbers-waiting") }</p>
        },
        ..room
    }
}

/// Whether the reader is building the broadcast the question asks for:
/// then the narration and the algorithms' descriptions, which would
/// build it for them, wait until it is answered.
fn building(state: &State) -> bool {
    state.hides_values() && state.query.show.ask == Some(Ask::Build)
}

/// The button that opens or closes the narration, where the reader may.
fn trace_toggle(state: &State, dispatch: &Callback<Action>) -> Option<Html> {
    let query = &state.query;
    (interactive(query) && state.sweep.is_none() && !building(state)).then(|| {
        let open = query.show.trace;
        html! {
            <button type="button" class="trace-toggle" data-testid="trace-toggle" aria-pressed={open.to_string()}
                title={tr("pages-trace-toggle-title")}
                onclick={dispatch.reform(move |_: MouseEvent| Action::SetTrace(!open))}>
                { if open { tr("pages-trace-hide") } else { tr("pages-trace-show") } }
            </button>
        }
    })
}

/// The narration: the algorithm and the step's log (none while a question
/// would read its answer there), to stand beside the picture (below the
/// stepper on a narrow screen), never over it.
fn told(state: &State, animated: bool, dispatch: &Callback<Action>) -> Html {
    let query = &state.query;
    let narration = NarrationProps {
        answer: state.trace.clone(),
        step: query.step,
        steps: state.steps(),
        animated,
        playing: state.playing,
        focus: state.focused_line(animated),
        on_focus: dispatch.reform(Action::FocusLine),
        hidden: state.hides_values(),
    };
    let log = (!state.hides_values()).then(|| html! { <StepLog ..narration.clone() /> });
    html! {
        <div class="narration-column">
            <PseudocodePanel ..narration />
            { log }
        </div>
    }
}

/// The room in the page: the view with its stepper beside the panel, or,
/// in an embed, the view alone with the panel the link asks for.
/// The family's own words for the shell's shared components: "What am I
/// looking at?" for the view (or the sweep), and the keys that move the
/// source on its drawing.
fn family_words(query: &Query, sweep: bool, building: bool) -> (Html, Vec<(&'static str, String)>) {
    let page = page(query.family());
    let t = |id, text: &str| term(id, text);
    let explained = match (sweep, building.then(|| rules_only(query.view)).flatten()) {
        (true, _) if query.net.graph().is_some() => sweep::charts::families::explain(query.view),
        (true, _) => (page.explain_sweep)(&t),
        (false, Some(rules)) => html! { <p>{ rules }</p> },
        (false, None) => (page.explain)(&t, query.view),
    };
    (explained, (page.keys)(query.grid.dims()))
}

/// What "What am I looking at?" says while the reader builds a broadcast
/// whose view's explanation describes how castlab's algorithms build it:
/// the model's rules only.
fn rules_only(view: View) -> Option<String> {
    match view {
        View::Classical => Some(tr("pages-rules-classical")),
        View::Tcd
        | View::Orderly
        | View::Broadcast
        | View::Route
        | View::Te
        | View::Mnb
        | View::Hamiltonian
        | View::Areas => None,
    }
}

pub fn layout(props: &RoomProps, room: Room) -> Html {
    let state = &props.state;
    let query = &state.query;
    let dispatch = state.dispatcher().to_callback();
    // A read-only embed that plays by itself still gets play/pause (WCAG
    // 2.2.2): whatever moves can be stopped.
    let only_play = !interactive(query) && query.show.autoplay;
    let hiding = state.hides_values();
    let room = withheld(state, room);
    let stepped = room.animated && (interactive(query) || only_play) && !state.hides_replay();
    let narrated = query.show.trace && state.sweep.is_none() && !building(state);
    let trace_toggle = trace_toggle(state, &dispatch);
    let stepper = if stepped {
        html! {
            <div class="step-foot">
                <Stepper step={query.step} steps={state.steps()} playing={state.playing} summary={room.summary}
                    {only_play}
                    on_step={dispatch.reform(Action::SetStep)}
                    on_scrub={dispatch.reform(Action::ScrubStep)}
                    on_play={dispatch.reform(|()| Action::TogglePlay)} />
                { room.narration }
            </div>
        }
    } else {
        room.narration
    };
    let told = narrated.then(|| told(state, room.animated, &dispatch));
    let question = state
        .exercise
        .clone()
        .filter(|_| state.sweep.is_none())
        .map(|exercise| {
            html! {
            <QuestionPanel {exercise} on_answer={dispatch.reform(Action::Answer)}
                plan={state.plan_check()} calls={state.calls_check()} query={query.clone()} on_plan={dispatch.reform(Action::Plan)} />
        }
        });
    let asking = hiding.then_some("asking");
    let (explained, moves) = family_words(query, state.sweep.is_some(), building(state));
    let shortcuts = html! {
        <Shortcuts {moves}
            interactive={interactive(query)} animated={stepped} sweep={state.sweep.is_some()} />
    };
    if query.embed {
        // An embed fits its box: the picture, its stepper and a line of
        // words; the explanations and the keys' list are one click away in
        // the full app ("Open in castlab"). Narrated, the log and the
        // algorithm take the side, the numbers (if asked for) under them,
        // so the picture keeps the frame's height.
        let numbers = match query.show.panel {
            Panel::Metrics => html! { <div class="numbers">{ room.panel }</div> },
            Panel::None => html! {},
        };
        let panel = match (told, query.show.panel) {
            (Some(told), _) => html! {
                <aside class="panel narrating" aria-label={tr("pages-narrating-label")} tabindex="0">
                    { told }{ numbers }
                </aside>
            },
            // It scrolls inside the frame, so it takes the focus (keys
            // scroll it).
            (None, Panel::Metrics) => html! {
                <aside class="panel" aria-label={tr("pages-numbers-label")} tabindex="0">{ numbers }</aside>
            },
            (None, Panel::None) => html! {},
        };
        return html! {
            <main class={classes!("layout", "embedded", asking, narrated.then_some("narrated"))}>
                // Focusable: it scrolls inside the frame when its content
                // cannot shrink (a sweep's charts), and keys scroll it.
                <section class="view" aria-label={room.title.clone()} tabindex="0">
                    <EmbedTitle full={room.title.clone()} short={room.short_title.clone()} />
                    { question.clone() }
                    { room.view }
                    { stepper }
                </section>
                { panel }
            </main>
        };
    }
    let beside = match told {
        Some(told) => html! {
            <div class="beside narrated">
                { stepper }
                <div class="picture-column">{ room.view }</div>
                { told }
            </div>
        },
        // The stepper stands right above the picture, in the flow: a
        // sticky one covered the map's foot whenever the map reached the
        // window's.
        None => html! {
            <div class="beside">
                { stepper }
                <div class="picture-column">{ room.view }</div>
            </div>
        },
    };
    html! {
        <main class={classes!("layout", asking)}>
            <section class="view" aria-label={tr("pages-map-label")}>
                <h2 class="view-title">{ room.title }</h2>
                { example_note(query, &dispatch) }
                { question }
                <Explain body={explained} sweep={state.sweep.is_some()} />
                <div class="view-tools">{ shortcuts }{ trace_toggle }</div>
                { beside }
                { room.below }
            </section>
            <aside class="panel">
                { props.controls.clone() }
                <div class="numbers">{ room.panel }</div>
                { props.tools.clone() }
            </aside>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marked_message_is_cut_at_each_piece_in_the_translation_s_order() {
        let worded = format!("a {OPEN}1{CLOSE} b {OPEN}0{CLOSE}");
        assert_eq!(
            cut(&worded),
            vec![
                Cut::Words("a ".into()),
                Cut::Piece(1),
                Cut::Words(" b ".into()),
                Cut::Piece(0),
            ]
        );
    }

    #[test]
    fn english_words_the_tcd_readout_as_the_page_always_has() {
        // The sentence format! wrote before the words moved to Fluent.
        let old = format!(
            "{}: TCD {} under {}, {} under {}, difference {:+}",
            "(1, 2)", "12,345", "Algorithm 1", "12,300", "Algorithm 2", 45
        );
        let new = tr_args(
            "pages-tcd-readout-compare",
            &[
                ("at", "(1, 2)".into()),
                ("tcd", count(12_345)),
                ("algo", "Algorithm 1".into()),
                ("other", count(12_300)),
                ("compared", "Algorithm 2".into()),
                ("difference", "+45".into()),
            ],
        );
        assert_eq!(new, old);
    }
}
