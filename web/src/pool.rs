//! Helper workers, started by the worker itself, that split castlab's
//! embarrassingly parallel jobs ([`Split`]): every originator's orderly
//! time (a helper gets the ordering and a run of whole 64-originator
//! batches, [`OriginatorPlan::part`], as a [`Request::Times`]) and the
//! sizes of a sweep (a slice of them, [`Request::SweepPart`]). Each helper
//! runs the site's one module, sent by the worker; the worker computes
//! the first part itself.
//!
//! No `SharedArrayBuffer`: every helper has its own wasm instance, and the
//! parts travel as bytes. With one core the worker never starts a helper.
//! A helper that fails or never starts has its part computed by the worker,
//! so a split job always finishes. Terminating the worker (Cancel) ends its
//! helpers too: nested workers belong to the worker that made them. A job
//! may first warm up ([`Split::warm_up`]) and pause, so that the browser
//! optimises its hot code before every core is busy.
//!
//! [`OriginatorPlan::part`]: castlab_core::orderly::OriginatorPlan::part

use std::any::Any;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{DedicatedWorkerGlobalScope, ErrorEvent, MessageEvent, Worker};

use crate::protocol::{FromWorker, Reply, Request};
use crate::wire;

/// Most workers one job uses (the worker and its helpers).
pub const MAX_WORKERS: u32 = 8;

/// A helper that has not said it is ready after this long (ms) is given up
/// and its part computed by the worker.
const HELPER_START_MS: u32 = 10_000;

/// How long (ms) a job whose [`Split::warm_up`] ran waits before its parts
/// start. V8 first runs wasm on its baseline tier and optimises a function
/// in the background once it is hot; with every core busy on parts, that
/// background work waited, and about half of T_255×255's runs stayed on
/// the baseline tier (3.9 s against 2.3 s; BENCHMARKS.md, "Speed 3, second
/// pass"). A pause after a warm-up lets it finish first.
const WARM_UP_PAUSE_MS: u32 = 50;

/// Told (units done, units in all) as parts come in.
pub type OnProgress = Rc<dyn Fn(usize, usize)>;

/// One part's result: how many units it holds, for progress, and its
/// value, which only the job that made it reads back ([`Part::take`]).
/// The pool knows none of its jobs' types.
pub struct Part {
    units: usize,
    value: Box<dyn Any>,
}

impl Part {
    /// A part of `units` units (originators, sizes) holding `value`.
    pub fn new<T: 'static>(units: usize, value: T) -> Part {
        Part {
            units,
            value: Box::new(value),
        }
    }

    /// The value, as the job that made it knows it.
    pub fn take<T: 'static>(self) -> Option<T> {
        self.value.downcast().ok().map(|v| *v)
    }

    /// The units it holds.
    fn units(&self) -> usize {
        self.units
    }
}

/// A job that splits into contiguous parts.
pub trait Split {
    /// Units in all (originators, sizes), for progress.
    fn units(&self) -> usize;
    /// Most parts it splits into.
    fn max_parts(&self) -> usize;
    /// What a helper is asked for part `part` of `parts`.
    fn request(&self, part: usize, parts: usize) -> Request;
    /// Part `part` of `parts`, computed here; `progress` hears units done.
    fn compute(&self, part: usize, parts: usize, progress: &mut dyn FnMut(usize)) -> Part;
    /// The part a helper's answer carries.
    fn part_of(&self, response: Reply) -> Option<Part>;
    /// Every part in order, and how many workers computed them.
    fn finish(self: Box<Self>, parts: Vec<Part>, workers: u32);
    /// Runs a small slice of the work here, before the parts start, and
    /// says whether it did: the browser then optimises the hot code while
    /// the cores are free ([`WARM_UP_PAUSE_MS`]).
    fn warm_up(&self) -> bool {
        false
    }
}

type Listeners = (
    Closure<dyn FnMut(MessageEvent)>,
    Closure<dyn FnMut(ErrorEvent)>,
);

struct Helper {
    worker: Worker,
    ready: bool,
    /// The part it is computing, once sent.
    sent: Option<usize>,
    /// The part it will compute when ready.
    assigned: Option<usize>,
    _listeners: Listeners,
}

struct Job {
    split: Box<dyn Split>,
    parts: Vec<Option<Part>>,
    local_done: bool,
    on_progress: OnProgress,
    /// Set while the pause after a warm-up lasts: no part starts.
    warming: bool,
}

impl Job {
    /// Units whose results are in.
    fn done(&self) -> usize {
        self.parts.iter().flatten().map(Part::units).sum()
    }
}

#[derive(Default)]
struct Inner {
    helpers: Vec<Option<Helper>>,
    job: Option<Job>,
}

/// The worker's helpers and the job they are on; clones share them.
#[derive(Clone, Default)]
pub struct Pool {
    inner: Rc<RefCell<Inner>>,
}

impl Pool {
    /// Computes `split` over up to `cores` workers (this one included),
    /// then finishes it.
    pub fn run(&self, split: Box<dyn Split>, cores: u32, on_progress: OnProgress) {
        let workers = (cores.clamp(1, MAX_WORKERS) as usize).min(split.max_parts().max(1));
        let warming = workers > 1 && split.warm_up();
        {
            let mut inner = self.inner.borrow_mut();
            inner.helpers.retain(Option::is_some);
            while inner.helpers.len() + 1 < workers {
                let index = inner.helpers.len();
                let helper = self.spawn(index);
                inner.helpers.push(helper);
            }
            for (part, helper) in (1..).zip(inner.helpers.iter_mut().flatten()) {
                helper.sent = None;
                helper.assigned = (part < workers).then_some(part);
            }
            let workers = inner
                .helpers
                .iter()
                .flatten()
                .filter(|h| h.assigned.is_some())
                .count()
                + 1;
            inner.job = Some(Job {
                split,
                parts: (0..workers).map(|_| None).collect(),
                local_done: false,
                on_progress,
                warming,
            });
        }
        let late = self.clone();
        Timeout::new(HELPER_START_MS, move || late.give_up_on_unstarted()).forget();
        if warming {
            let pool = self.clone();
            Timeout::new(WARM_UP_PAUSE_MS, move || {
                if let Some(job) = pool.inner.borrow_mut().job.as_mut() {
                    job.warming = false;
                }
                pool.send_ready_parts();
                pool.step();
            })
            .forget();
            return;
        }
        self.send_ready_parts();
        self.step();
    }

    fn spawn(&self, index: usize) -> Option<Helper> {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let worker = crate::spawn::worker(&scope.location().href()).ok()?;
        let weak = Rc::downgrade(&self.inner);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(pool) = upgrade(&weak) {
                pool.heard(index, wire::decode::<FromWorker>(&event.data()));
            }
        });
        let weak = Rc::downgrade(&self.inner);
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            event.prevent_default();
            if let Some(pool) = upgrade(&weak) {
                pool.lost(index);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(Helper {
            worker,
            ready: false,
            sent: None,
            assigned: None,
            _listeners: (on_message, on_error),
        })
    }

    /// Sends each ready helper its part.
    fn send_ready_parts(&self) {
        let mut failed = Vec::new();
        {
            let mut guard = self.inner.borrow_mut();
            let Inner { helpers, job } = &mut *guard;
            let Some(job) = job.as_ref().filter(|j| !j.warming) else {
                return;
            };
            for (index, slot) in helpers.iter_mut().enumerate() {
                let Some(helper) = slot.as_mut() else {
                    continue;
                };
                let (true, Some(part)) = (helper.ready, helper.assigned) else {
                    continue;
                };
                let request = job.split.request(part, job.parts.len());
                let posted = wire::encode(&request).is_some_and(|(bytes, transfer)| {
                    helper
                        .worker
                        .post_message_with_transfer(&bytes, &transfer)
                        .is_ok()
                });
                helper.assigned = None;
                if posted {
                    helper.sent = Some(part);
                } else {
                    failed.push(index);
                }
            }
        }
        for index in failed {
            self.lost(index);
        }
    }

    fn heard(&self, index: usize, message: Option<FromWorker>) {
        match message {
            Some(FromWorker::Ready) => {
                if let Some(Some(helper)) = self.inner.borrow_mut().helpers.get_mut(index) {
                    helper.ready = true;
                }
                self.send_ready_parts();
                self.step();
            }
            Some(FromWorker::Answer(Some(answer))) => {
                let part = self
                    .inner
                    .borrow()
                    .job
                    .as_ref()
                    .and_then(|job| job.split.part_of(*answer));
                let Some(result) = part else {
                    return self.lost(index);
                };
                {
                    let mut guard = self.inner.borrow_mut();
                    let Inner { helpers, job } = &mut *guard;
                    let part = helpers
                        .get_mut(index)
                        .and_then(Option::as_mut)
                        .and_then(|h| h.sent.take());
                    if let (Some(job), Some(part)) = (job.as_mut(), part) {
                        job.parts[part] = Some(result);
                        (job.on_progress)(job.done(), job.split.units());
                    }
                }
                self.step();
            }
            Some(FromWorker::Progress { .. }) => {}
            _ => self.lost(index),
        }
    }

    /// A helper failed: it is dropped, and its part computed here.
    fn lost(&self, index: usize) {
        let part = {
            let mut inner = self.inner.borrow_mut();
            let Some(helper) = inner.helpers.get_mut(index).and_then(Option::take) else {
                return;
            };
            helper.worker.terminate();
            helper.sent.or(helper.assigned)
        };
        if let Some(part) = part {
            self.compute_here(part);
        }
        self.step();
    }

    fn give_up_on_unstarted(&self) {
        let unstarted: Vec<usize> = self
            .inner
            .borrow()
            .helpers
            .iter()
            .enumerate()
            .filter(|(_, h)| h.as_ref().is_some_and(|h| !h.ready))
            .map(|(i, _)| i)
            .collect();
        for index in unstarted {
            self.lost(index);
        }
    }

    fn compute_here(&self, part: usize) {
        let mut inner = self.inner.borrow_mut();
        if let Some(job) = inner.job.as_mut()
            && job.parts.get(part).is_some_and(Option::is_none)
        {
            let (before, total) = (job.done(), job.split.units());
            let on_progress = Rc::clone(&job.on_progress);
            let result = job.split.compute(part, job.parts.len(), &mut |done| {
                on_progress(before + done, total);
            });
            job.parts[part] = Some(result);
        }
    }

    /// Computes this worker's part once every helper has its own (so
    /// helpers never wait for it), and finishes the job when all are in.
    fn step(&self) {
        let local_due = {
            let inner = self.inner.borrow();
            let waiting = inner.helpers.iter().flatten().any(|h| h.assigned.is_some());
            inner
                .job
                .as_ref()
                .is_some_and(|j| !j.local_done && !j.warming)
                && !waiting
        };
        if local_due {
            if let Some(job) = self.inner.borrow_mut().job.as_mut() {
                job.local_done = true;
            }
            self.compute_here(0);
        }
        let finished = {
            let mut inner = self.inner.borrow_mut();
            let complete = inner
                .job
                .as_ref()
                .is_some_and(|j| j.local_done && j.parts.iter().all(Option::is_some));
            if complete { inner.job.take() } else { None }
        };
        if let Some(job) = finished {
            let workers = job.parts.len() as u32;
            let parts = job.parts.into_iter().flatten().collect();
            job.split.finish(parts, workers);
        }
    }
}

fn upgrade(weak: &Weak<RefCell<Inner>>) -> Option<Pool> {
    weak.upgrade().map(|inner| Pool { inner })
}
