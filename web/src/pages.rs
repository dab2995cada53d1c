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
pub const WAITING_READOUT: &str =
    "The values under the pointer come back once the question is answered.";

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
                // A title that is a question ends in its own mark.
                <strong>{ crate::words::notation(e.title) }{ if e.title.ends_with('?') { " " } else { ": " } }</strong>{ crate::words::notation(e.note) }
                // On the Start here path, the way on.
                if castlab_core::examples::start_place(e.id).is_some() {
                    { crate::components::gallery::next_link(e, &dispatch.reform(Action::OpenLink)) }
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
            <p class="note" data-testid="numbers-waiting">{ "The numbers come back once the question is answered: they hold its answer." }</p>
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
                title="Show the algorithm beside the picture and say why each message is sent"
                onclick={dispatch.reform(move |_: MouseEvent| Action::SetTrace(!open))}>
                { if open { "Hide the why" } else { "Why? Narrate the steps" } }
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
fn rules_only(view: View) -> Option<&'static str> {
    match view {
        View::Classical => Some(
            "The classical (telephone) model: in each round every informed vertex may call one neighbour (on the Manhattan Street network, along one of its one-way out-links), and a vertex is in at most one call a round. How castlab's algorithms choose their calls is told once the question is answered.",
        ),
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
                <aside class="panel narrating" aria-label="Why each message is sent" tabindex="0">
                    { told }{ numbers }
                </aside>
            },
            // It scrolls inside the frame, so it takes the focus (keys
            // scroll it).
            (None, Panel::Metrics) => html! {
                <aside class="panel" aria-label="Numbers" tabindex="0">{ numbers }</aside>
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
            <section class="view" aria-label="Map">
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
