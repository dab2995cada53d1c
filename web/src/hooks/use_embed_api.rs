//! The embed's scripting API (version 1): a host page sets the
//! configuration, steps, plays and pauses an embed, asks for its
//! evaluation, and hears what the reader does. Messages are plain objects
//! `{type: "castlab:…", …}` over `postMessage`, read and written with
//! `serde-wasm-bindgen`; `embed-host.js` wraps them for hosts
//! (`castlab.embed(iframe)`).
//!
//! Only the parent window is heard, and only from the origin the link
//! allows (`origin=`; without it, the embed's own origin); events go to
//! that origin alone. A message that is not a command gets a
//! `castlab:error` event and changes nothing.

use std::cell::RefCell;
use std::collections::BTreeMap;

use castlab_core::exercise::{Expect, activity_link};
use castlab_core::permalink::{self, Query};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::bridge::{Bridge, Slot};
use crate::protocol::Request;
use crate::state::{Action, Node, OpenExercise, Report, State};
use crate::statement::{Answer, Statement};

/// The API's version, in `castlab:ready`.
pub const VERSION: u32 = 1;

/// What a host page may ask. Fields this version does not know (from a
/// newer host) are ignored; every command may carry an `id`, which comes
/// back on its answer or its error.
#[derive(Debug, Deserialize)]
#[serde(tag = "type")]
enum Command {
    /// Say `ready` again (a host whose script loaded after the embed).
    #[serde(rename = "castlab:hello")]
    Hello {},
    /// Show this configuration (a permalink's query); the embed keeps its
    /// own `embed`, `controls`, `panel` and `origin`.
    #[serde(rename = "castlab:set")]
    Set { query: String },
    /// Show this step (`null`: hide the schedule).
    #[serde(rename = "castlab:step")]
    Step { step: Option<u32> },
    #[serde(rename = "castlab:play")]
    Play {},
    #[serde(rename = "castlab:pause")]
    Pause {},
    /// Answer with `castlab eval`'s JSON for the configuration shown.
    #[serde(rename = "castlab:evaluate")]
    Evaluate {
        #[serde(default)]
        id: Option<f64>,
    },
}

/// What the embed tells its host.
#[derive(Debug, Serialize)]
#[serde(tag = "type")]
enum Event {
    #[serde(rename = "castlab:ready")]
    Ready { version: u32, permalink: String },
    /// The configuration shown and its numbers, once computed.
    #[serde(rename = "castlab:state")]
    State {
        permalink: String,
        net: String,
        view: String,
        values: BTreeMap<&'static str, f64>,
    },
    /// The reader clicked or tapped a node: its coordinates (a WK address's
    /// digits), and the value the map shows there.
    #[serde(rename = "castlab:select")]
    Select {
        permalink: String,
        node: Vec<u32>,
        value: Option<f64>,
    },
    #[serde(rename = "castlab:step")]
    Step { step: Option<u32>, steps: u32 },
    /// A command refused: `kind` says why, as an identifier (the
    /// permalink errors' kinds for a value `castlab:set` could not use,
    /// `not_a_command`, `answer_hidden`); `id` is the command's.
    #[serde(rename = "castlab:error")]
    Error {
        kind: String,
        message: String,
        id: Option<f64>,
    },
    /// An exercise was answered: the xAPI statement (`crate::statement`),
    /// which the host forwards to its record store with the learner added.
    #[serde(rename = "castlab:answered")]
    Answered {
        permalink: String,
        statement: Box<Statement>,
    },
}

/// The allowed host origin, and where events go (`*` for any).
fn allowed(query: &Query) -> Option<String> {
    match &query.origin {
        Some(origin) => Some(origin.clone()),
        None => web_sys::window()?.location().origin().ok(),
    }
}

/// The parent window, when the page is in a frame.
fn parent() -> Option<web_sys::Window> {
    let window = web_sys::window()?;
    let parent = window.parent().ok()??;
    (parent != window).then_some(parent)
}

fn post(event: &Event, to: &str) {
    let Some(parent) = parent() else { return };
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    if let Ok(value) = event.serialize(&serializer) {
        let _ = parent.post_message(&value, to);
    }
}

thread_local! {
    /// `castlab:evaluate` requests waiting for the worker: (id, permalink,
    /// target origin).
    static PENDING: RefCell<Vec<(Option<f64>, String, String)>> = const { RefCell::new(Vec::new()) };
}

/// The worker's `castlab eval` JSON for `permalink`: posted to every host
/// request waiting for it, as `castlab:evaluation` with the JSON parsed.
pub fn answer_evaluation(permalink: &str, text: &str) {
    let waiting: Vec<_> = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        let (now, later) = p.drain(..).partition(|(_, link, _)| link == permalink);
        *p = later;
        now
    });
    let Ok(evaluation) = js_sys::JSON::parse(text) else {
        return;
    };
    for (id, link, to) in waiting {
        let message = js_sys::Object::new();
        let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&message, &k.into(), v);
        let _ = set("type", &"castlab:evaluation".into());
        let _ = set("id", &id.map_or(JsValue::NULL, JsValue::from));
        let _ = set("permalink", &link.into());
        let _ = set("evaluation", &evaluation);
        if let Some(parent) = parent() {
            let _ = parent.post_message(&message, &to);
        }
    }
}

/// The numbers a host hears in `castlab:state`, `castlab eval`'s names;
/// none while an open question hides the page's values (they would answer
/// it).
fn values(state: &State) -> BTreeMap<&'static str, f64> {
    let mut v = BTreeMap::new();
    if state.hides_values() {
        return v;
    }
    match &state.report {
        Some(Report::Tcd(r)) => {
            v.insert("tcd", r.tcd as f64);
            v.insert("steps", f64::from(r.steps));
            v.insert("messages", r.messages as f64);
        }
        Some(Report::Wk(r)) => {
            v.insert("steps", f64::from(r.steps));
            v.insert("receptions", r.receptions as f64);
        }
        Some(Report::Msn(r)) => {
            v.insert("distance", f64::from(r.route.distance));
            v.insert("diameter", f64::from(r.route.diameter));
            v.insert("mean_distance", r.route.mean_distance);
            if let Some(te) = &r.te {
                v.insert("slots", te.slots);
            }
        }
        Some(Report::Orderly { report, .. }) => {
            if let Some(b) = report.broadcast_time {
                v.insert("broadcast_time", f64::from(b));
            }
            v.insert("from_source", f64::from(report.from_source));
            v.insert("lower_bound", f64::from(report.lower_bound));
        }
        Some(Report::Classical(r)) => {
            v.insert("from_source", f64::from(r.from_source));
            v.insert("lower_bound", f64::from(r.lower_bound));
        }
        None => {}
    }
    v
}

/// A picked node's coordinates (a WK address's digits).
fn coordinates(query: &Query, node: Node) -> Vec<u32> {
    match node {
        Node::Wk(v) => query.wk.digits(v),
        Node::Grid(v) => query.grid.coords(v).to_vec(),
    }
}

/// The page's address without its query: the site, under which a
/// question's activity id and the feedback extension's IRI are written.
fn site() -> String {
    let page = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    page.split(['?', '#'])
        .next()
        .unwrap_or_default()
        .to_string()
}

/// 16 bytes from the browser's cryptographic generator (zeros without
/// one, which only a page with no window lacks).
fn random_bytes() -> [u8; 16] {
    let mut bytes = [0u8; 16];
    if let Some(crypto) = web_sys::window().and_then(|w| w.crypto().ok()) {
        let _ = crypto.get_random_values_with_u8_array(&mut bytes);
    }
    bytes
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The statement of the exercise's latest answer.
fn answered(query: &Query, e: &OpenExercise, shown_at: f64) -> Option<Statement> {
    // An answer a reload restored was posted when it was given.
    let (response, outcome) = e.answer.as_ref().filter(|_| !e.restored)?;
    let question = e.question.as_ref().as_ref().ok()?;
    let response = match (&question.expect, response) {
        // A label order names its vertices, as a sequence of choices.
        (Expect::Order { .. }, _) => crate::statement::sequence(
            &e.order
                .iter()
                .map(|&v| castlab_core::exercise::label_of(query, v as usize))
                .collect::<Vec<_>>(),
        ),
        (_, r) => crate::statement::response_text(r),
    };
    Some(crate::statement::statement(Answer {
        site: &site(),
        activity: &activity_link(query),
        prompt: &crate::l10n::text(&question.prompt),
        feedback: &crate::l10n::text(&outcome.feedback),
        locale: &crate::l10n::locale(),
        expect: &question.expect,
        response,
        outcome,
        elapsed_ms: now_ms() - shown_at,
        id: crate::statement::uuid(random_bytes()),
        timestamp: js_sys::Date::new_0().to_iso_string().into(),
    }))
}

/// One host message: checked, decoded, obeyed or answered with an error.
fn heard(
    event: &web_sys::MessageEvent,
    (query, question_open): &(Query, bool),
    act: &Callback<Action>,
    engine: &Bridge,
) {
    let question_open = *question_open;
    let (Some(parent), Some(to)) = (parent(), allowed(query)) else {
        return;
    };
    let from_parent = event
        .source()
        .is_some_and(|s| js_sys::Object::is(&s, parent.as_ref()));
    if !from_parent || (to != "*" && event.origin() != to) {
        return; // not the host this link allows: not even an error
    }
    let data = event.data();
    // The id, read on its own so that even a command refused whole gets it.
    let id = data
        .is_object()
        .then(|| js_sys::Reflect::get(&data, &"id".into()).ok()?.as_f64())
        .flatten();
    let error = |kind: &str, message: String| Event::Error {
        kind: kind.into(),
        message,
        id,
    };
    let command: Command = match serde_wasm_bindgen::from_value(data) {
        Ok(c) => c,
        Err(e) => {
            let message = crate::l10n::tr_args(
                "views-embed-not-a-command",
                &[("error", e.to_string().into())],
            );
            return post(&error("not_a_command", message), &to);
        }
    };
    match command {
        Command::Hello {} => post(
            &Event::Ready {
                version: VERSION,
                permalink: query.to_permalink(),
            },
            &to,
        ),
        Command::Set { query: text } => {
            let parsed = permalink::parse(&text);
            for e in castlab_core::eval::input_errors(&parsed) {
                post(&error(&e.kind, crate::l10n::text(&e.message)), &to);
            }
            act.emit(Action::HostSet(text));
        }
        Command::Step { step } => act.emit(Action::SetStep(step)),
        Command::Play {} => act.emit(Action::HostPlay(true)),
        Command::Pause {} => act.emit(Action::HostPlay(false)),
        Command::Evaluate { .. } if question_open => post(
            &error(
                "answer_hidden",
                crate::l10n::tr("views-embed-answer-hidden"),
            ),
            &to,
        ),
        Command::Evaluate { id } => {
            let permalink = query.full_app().to_permalink();
            PENDING.with(|p| p.borrow_mut().push((id, permalink.clone(), to)));
            engine.send(Slot::Evaluate, Request::Evaluate { permalink });
        }
    }
}

/// Installs the API in an embed shown in a frame: listens to the host,
/// says `ready`, and reports the state, the step and each pick.
#[hook]
pub fn use_embed_api(state: &UseReducerHandle<State>, engine: &Bridge) {
    let open = state.question_open();
    let query = state.query.clone();
    // What the host's messages are judged by, as of the last render.
    let live = use_mut_ref(|| (query.clone(), open));
    *live.borrow_mut() = (query.clone(), open);
    let embed = query.embed && parent().is_some();
    {
        let (act, engine, live) = (
            state.dispatcher().to_callback(),
            engine.clone(),
            live.clone(),
        );
        use_effect_with(embed, move |&embed| {
            let listener = embed.then(|| {
                let to = allowed(&live.borrow().0);
                if let Some(to) = &to {
                    let permalink = live.borrow().0.to_permalink();
                    post(
                        &Event::Ready {
                            version: VERSION,
                            permalink,
                        },
                        to,
                    );
                }
                let window = web_sys::window().expect("a window");
                gloo::events::EventListener::new(&window, "message", move |e| {
                    if let Some(e) = e.dyn_ref::<web_sys::MessageEvent>() {
                        heard(e, &live.borrow(), &act, &engine);
                    }
                })
            });
            move || drop(listener)
        });
    }
    let to = if embed { allowed(&query) } else { None };
    let ready = state.report.is_some();
    let permalink = query.to_permalink();
    {
        let (to, values, net, view) = (
            to.clone(),
            values(state),
            query.net.as_str().to_string(),
            query.view.as_str().to_string(),
        );
        // Said again when a right answer shows the values.
        let shown = !state.hides_values();
        use_effect_with(
            (permalink.clone(), ready, shown),
            move |(permalink, ready, _)| {
                if let (Some(to), true) = (to, *ready) {
                    let event = Event::State {
                        permalink: permalink.clone(),
                        net,
                        view,
                        values,
                    };
                    post(&event, &to);
                }
            },
        );
    }
    {
        // The step count would answer a `when` or `least` question.
        let (to, steps) = (to.clone().filter(|_| !state.hides_replay()), state.steps());
        use_effect_with(query.step, move |&step| {
            if let Some(to) = to {
                post(&Event::Step { step, steps }, &to);
            }
        });
    }
    // One statement per answer; its duration runs from when the question
    // (its own link) was first shown.
    let asked = state.exercise.as_ref().map(|_| activity_link(&state.query));
    let shown_at = use_mut_ref(|| (String::new(), 0.0));
    if let Some(link) = asked.filter(|l| *l != shown_at.borrow().0) {
        *shown_at.borrow_mut() = (link, now_ms());
    }
    {
        let (to, permalink) = (to.clone(), permalink.clone());
        let (exercise, asked, shown) = (state.exercise.clone(), query.clone(), shown_at.borrow().1);
        let count = state.exercise.as_ref().map(|e| e.answers);
        use_effect_with(count, move |_| {
            let statement = exercise.as_ref().and_then(|e| answered(&asked, e, shown));
            if let (Some(to), Some(statement)) = (to, statement) {
                post(
                    &Event::Answered {
                        permalink,
                        statement: Box::new(statement),
                    },
                    &to,
                );
            }
        });
    }
    // One event per pick, with the value the page showed at that node
    // (none while an open question hides the values).
    let hidden = state.hides_values();
    let selection = state
        .picked
        .map(|p| (coordinates(&query, p.node), p.value.filter(|_| !hidden)));
    use_effect_with(state.picked.map(|p| p.count), move |_| {
        if let (Some(to), Some((node, value))) = (to, selection) {
            post(
                &Event::Select {
                    permalink,
                    node,
                    value,
                },
                &to,
            );
        }
    });
}
