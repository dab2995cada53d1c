//! The page's side of the worker: one request in flight at a time, a queue
//! that keeps only the newest request per [`Slot`], and a worker that can
//! be terminated and started again.
//!
//! gloo-worker's bridge cannot terminate a busy worker or see it crash, and
//! both are needed here: "Cancel" and a superseded long computation
//! terminate the worker (a busy wasm worker hears nothing until it is done),
//! and a crash (a panic, running out of memory) is caught through the
//! worker's `error` event or its [`FromWorker::Panicked`] message, reported,
//! and answered with a fresh worker.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker};
use yew::Callback;

use crate::l10n::{tr, tr_args};
use crate::protocol::{FromWorker, Reply, Request};
use crate::wire;

/// The build's post-build hook writes the worker's loader next to
/// `index.html`, with a content hash in its name (so the service worker may
/// serve it from its cache), and names it in `<meta name="castlab-worker">`;
/// a relative path keeps the site working from any sub-path. Without the
/// tag (a page Trunk served without the hook) this name fails to load and
/// the page says the worker could not start.
const WORKER_LOADER: &str = "./worker_loader.js";

fn worker_loader() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("meta[name=castlab-worker]").ok().flatten())
        .and_then(|meta| meta.get_attribute("content"))
        .filter(|url| url.starts_with("./") && url.ends_with(".js"))
        .unwrap_or_else(|| WORKER_LOADER.to_string())
}

/// The worker the page's head started before the app (the script
/// `xtask/src/post_build.rs::early_worker` writes) and the events it sent
/// meanwhile; taken once, so a restart spawns afresh.
fn take_early_worker() -> Option<(Worker, js_sys::Array)> {
    let window: js_sys::Object = web_sys::window()?.into();
    let key = JsValue::from_str("castlabEarlyWorker");
    let early = js_sys::Reflect::get(&window, &key).ok()?;
    js_sys::Reflect::delete_property(&window, &key).ok()?;
    let field = |name: &str| js_sys::Reflect::get(&early, &JsValue::from_str(name)).ok();
    let worker = field("worker")?.dyn_into::<Worker>().ok()?;
    let events = field("events")?.dyn_into::<js_sys::Array>().ok()?;
    Some((worker, events))
}

/// A request in flight is waited for at most this long (ms) when a newer one
/// for its slot arrives: then the worker is terminated and started again.
const SUPERSEDE_AFTER_MS: f64 = 250.0;

/// A worker that has not said it is ready after this long (ms) failed to
/// start: its wasm did not load, which the worker's `error` event does not
/// report (seen when a tab has instantiated wasm hundreds of times).
const START_TIMEOUT_MS: u32 = 15_000;

/// What a request is for; a newer request for the same slot replaces an
/// older one that has not been answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The map of the query.
    Map,
    /// The map it is compared with.
    Compare,
    /// The source's report (schedule, broadcast, MSN or orderly view).
    View,
    /// The next slice of the ordering search.
    Search,
    /// A step of a big schedule, as layers.
    Layer,
    /// Who informs the hovered node of a big schedule.
    Informer,
    /// The trace of the source's broadcast.
    Trace,
    /// A JSON export.
    Export,
    /// An evaluation a host page asked for (`castlab:evaluate`).
    Evaluate,
    /// The check of the link's plan.
    Check,
    /// The deliberate panic of the crash test.
    Test,
}

/// What the page hears about the worker itself.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineEvent {
    /// Whether a request is waiting for an answer.
    Busy(bool),
    /// The worker failed with this message; a new one is running and
    /// nothing is queued.
    Failed(String),
    /// The user cancelled; a new worker is running and nothing is queued.
    Cancelled,
    /// How far the request in flight has got: (done, total).
    Progress(u32, u32),
}

type Listeners = (
    Closure<dyn FnMut(MessageEvent)>,
    Closure<dyn FnMut(ErrorEvent)>,
);

#[derive(Default)]
struct Inner {
    worker: Option<Worker>,
    listeners: Option<Listeners>,
    /// Bumped on every restart, so a dead worker's late events are dropped.
    generation: u32,
    ready: bool,
    in_flight: Option<(Slot, f64)>,
    queue: VecDeque<(Slot, Request)>,
    busy: bool,
}

/// A handle to the worker; clones share it.
#[derive(Clone)]
pub struct Bridge {
    inner: Rc<RefCell<Inner>>,
    on_response: Callback<Reply>,
    on_event: Callback<EngineEvent>,
}

impl PartialEq for Bridge {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

impl Bridge {
    /// Starts the worker.
    pub fn new(on_response: Callback<Reply>, on_event: Callback<EngineEvent>) -> Self {
        let bridge = Bridge {
            inner: Rc::default(),
            on_response,
            on_event,
        };
        bridge.spawn();
        bridge
    }

    fn spawn(&self) {
        let generation = self.inner.borrow().generation;
        let started = match take_early_worker() {
            Some((worker, heard)) => {
                crate::spawn::send_module(&worker).map(|()| (worker, Some(heard)))
            }
            None => crate::spawn::worker(&worker_loader()).map(|worker| (worker, None)),
        };
        let (worker, heard) = match started {
            Ok(started) => started,
            Err(e) => {
                let reason = e.as_string().unwrap_or_else(|| format!("{e:?}"));
                self.on_event.emit(EngineEvent::Failed(tr_args(
                    "error-worker-no-start",
                    &[("reason", reason.into())],
                )));
                return;
            }
        };
        let weak = Rc::downgrade(&self.inner);
        let (on_response, on_event) = (self.on_response.clone(), self.on_event.clone());
        let rebuild = move |weak: &Weak<RefCell<Inner>>| {
            weak.upgrade().map(|inner| Bridge {
                inner,
                on_response: on_response.clone(),
                on_event: on_event.clone(),
            })
        };
        let (weak_message, rebuild_message) = (weak.clone(), rebuild.clone());
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(bridge) = rebuild_message(&weak_message) {
                bridge.message(generation, wire::decode(&event.data()));
            }
        });
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            // Handled here; the page says what happened.
            event.prevent_default();
            if let Some(bridge) = rebuild(&weak) {
                let message = event.message();
                let message = if message.is_empty() {
                    tr("error-worker-stopped")
                } else {
                    message
                };
                bridge.fail(generation, message);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        // Not kept: `fail` checks the generation, so a late watchdog of a
        // restarted worker does nothing.
        let late = self.clone();
        Timeout::new(START_TIMEOUT_MS, move || {
            if !late.inner.borrow().ready {
                late.fail(
                    generation,
                    tr_args(
                        "error-worker-late",
                        &[("seconds", (START_TIMEOUT_MS / 1000).into())],
                    ),
                );
            }
        })
        .forget();
        {
            let mut inner = self.inner.borrow_mut();
            inner.worker = Some(worker);
            inner.ready = false;
        }
        // What the early worker said before the app listened, in order.
        for event in heard.iter().flat_map(js_sys::Array::iter) {
            let listener: &js_sys::Function = if event.has_type::<MessageEvent>() {
                on_message.as_ref().unchecked_ref()
            } else if event.has_type::<ErrorEvent>() {
                on_error.as_ref().unchecked_ref()
            } else {
                continue;
            };
            // The listeners catch what they can; a throw is a bug to report.
            if let Err(e) = listener.call1(&JsValue::NULL, &event) {
                web_sys::console::error_1(&e);
            }
        }
        self.inner.borrow_mut().listeners = Some((on_message, on_error));
    }

    /// Terminates the worker and starts another; the queue is kept.
    fn restart(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            if let Some(worker) = inner.worker.take() {
                worker.set_onmessage(None);
                worker.set_onerror(None);
                worker.terminate();
            }
            inner.listeners = None;
            inner.in_flight = None;
            inner.generation = inner.generation.wrapping_add(1);
        }
        self.spawn();
        self.update_busy();
    }

    /// Asks for `request`, replacing any unanswered request for `slot`.
    pub fn send(&self, slot: Slot, request: Request) {
        let running_since = {
            let mut inner = self.inner.borrow_mut();
            inner.queue.retain(|(s, _)| *s != slot);
            inner.queue.push_back((slot, request));
            inner
                .in_flight
                .filter(|&(s, _)| s == slot)
                .map(|(_, since)| since)
        };
        match running_since {
            Some(since) => self.supersede(slot, since),
            None => self.pump(),
        }
    }

    /// A newer request for `slot` waits behind the one sent at `since` for
    /// at most [`SUPERSEDE_AFTER_MS`]: then, if that one is still running,
    /// the worker is restarted. Checked again when the time comes, since a
    /// short request is usually answered first and a restart costs a fresh
    /// wasm instance.
    fn supersede(&self, slot: Slot, since: f64) {
        let wait = SUPERSEDE_AFTER_MS - (now() - since);
        if wait <= 0.0 {
            self.restart();
            return;
        }
        let (late, generation) = (self.clone(), self.inner.borrow().generation);
        Timeout::new(wait.ceil() as u32, move || {
            let still_running = {
                let inner = late.inner.borrow();
                inner.generation == generation
                    && inner.in_flight == Some((slot, since))
                    && inner.queue.iter().any(|(s, _)| *s == slot)
            };
            if still_running {
                late.restart();
            }
        })
        .forget();
    }

    /// Stops whatever the worker is doing and forgets the queue.
    pub fn cancel(&self) {
        self.inner.borrow_mut().queue.clear();
        self.restart();
        self.on_event.emit(EngineEvent::Cancelled);
    }

    fn pump(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            if inner.ready && inner.in_flight.is_none() {
                while let Some((slot, request)) = inner.queue.pop_front() {
                    let Some((bytes, transfer)) = wire::encode(&request) else {
                        continue;
                    };
                    let posted = inner
                        .worker
                        .as_ref()
                        .is_some_and(|w| w.post_message_with_transfer(&bytes, &transfer).is_ok());
                    if posted {
                        inner.in_flight = Some((slot, now()));
                        break;
                    }
                }
            }
        }
        self.update_busy();
    }

    fn update_busy(&self) {
        let changed = {
            let mut inner = self.inner.borrow_mut();
            let busy = inner.in_flight.is_some() || !inner.queue.is_empty();
            let changed = busy != inner.busy;
            inner.busy = busy;
            changed.then_some(busy)
        };
        if let Some(busy) = changed {
            self.on_event.emit(EngineEvent::Busy(busy));
        }
    }

    fn message(&self, generation: u32, message: Option<FromWorker>) {
        if self.inner.borrow().generation != generation {
            return;
        }
        match message {
            Some(FromWorker::Ready) => {
                self.inner.borrow_mut().ready = true;
                self.pump();
            }
            Some(FromWorker::Answer(answer)) => {
                self.inner.borrow_mut().in_flight = None;
                self.pump();
                // Drawn in a task of its own: decoding a million-node answer
                // and painting it would otherwise be one long task.
                if let Some(response) = answer {
                    let on_response = self.on_response.clone();
                    Timeout::new(0, move || on_response.emit(*response)).forget();
                }
            }
            Some(FromWorker::Progress { done, total }) => {
                self.on_event.emit(EngineEvent::Progress(done, total));
            }
            Some(FromWorker::Panicked(message)) => {
                let said = tr_args("error-worker-panicked", &[("message", message.into())]);
                self.fail(generation, said);
            }
            None => self.fail(generation, tr("error-worker-unreadable")),
        }
    }

    fn fail(&self, generation: u32, message: String) {
        if self.inner.borrow().generation != generation {
            return;
        }
        web_sys::console::warn_1(&format!("castlab: {message}; starting a new worker").into());
        self.inner.borrow_mut().queue.clear();
        self.restart();
        self.on_event.emit(EngineEvent::Failed(message));
    }
}
