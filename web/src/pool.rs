//! Helper workers, started by the worker itself, that split the biggest
//! embarrassingly parallel job castlab has: every originator's orderly
//! time. Each helper is the same worker binary; it gets the ordering and a
//! run of whole 64-originator batches ([`OriginatorPlan::part`]) as a
//! [`Request::Times`] and answers with their times, while the worker
//! propagates the first part itself.
//!
//! No `SharedArrayBuffer`: every helper has its own wasm instance, and the
//! parts travel as bytes. With one core the worker never starts a helper.
//! A helper that fails or never starts has its part computed by the worker,
//! so a split job always finishes. Terminating the worker (Cancel) ends its
//! helpers too: nested workers belong to the worker that made them.
//!
//! [`OriginatorPlan::part`]: castlab_core::orderly::OriginatorPlan::part

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use castlab_core::eval::PendingAnalysis;
use castlab_core::orderly::batch_times_with;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{DedicatedWorkerGlobalScope, ErrorEvent, MessageEvent, Worker};

use crate::protocol::{FromWorker, Request, Response};
use crate::wire;

/// Most workers one job uses (the worker and its helpers).
pub const MAX_WORKERS: u32 = 8;

/// A helper that has not said it is ready after this long (ms) is given up
/// and its part computed by the worker.
const HELPER_START_MS: u32 = 10_000;

/// What to do with the finished job: the analysis, every representative's
/// time in the plan's order, and how many workers computed them.
pub type OnDone = Box<dyn FnOnce(PendingAnalysis, Vec<u32>, u32)>;

/// Told (originators done, originators in all) as parts come in.
pub type OnProgress = Rc<dyn Fn(usize, usize)>;

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
    pending: PendingAnalysis,
    parts: Vec<Option<Vec<u32>>>,
    local_done: bool,
    on_progress: OnProgress,
    on_done: OnDone,
}

impl Job {
    /// Originators whose times are in.
    fn done(&self) -> usize {
        self.parts.iter().flatten().map(Vec::len).sum()
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
    /// Computes `pending`'s times over up to `cores` workers (this one
    /// included), then calls `on_done`.
    pub fn run(
        &self,
        pending: PendingAnalysis,
        cores: u32,
        on_progress: OnProgress,
        on_done: OnDone,
    ) {
        let batches = pending.plan().representatives().len().div_ceil(64);
        let workers = (cores.clamp(1, MAX_WORKERS) as usize).min(batches.max(1));
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
                pending,
                parts: vec![None; workers],
                local_done: false,
                on_progress,
                on_done,
            });
        }
        self.send_ready_parts();
        let late = self.clone();
        Timeout::new(HELPER_START_MS, move || late.give_up_on_unstarted()).forget();
        self.step();
    }

    fn spawn(&self, index: usize) -> Option<Helper> {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let worker = Worker::new(&scope.location().href()).ok()?;
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
            let Some(job) = job.as_ref() else { return };
            for (index, slot) in helpers.iter_mut().enumerate() {
                let Some(helper) = slot.as_mut() else {
                    continue;
                };
                let (true, Some(part)) = (helper.ready, helper.assigned) else {
                    continue;
                };
                let range = job.pending.plan().part(part, job.parts.len());
                let (offsets, targets) = job.pending.ordering().as_flat();
                let request = Request::Times {
                    offsets: offsets.to_vec(),
                    targets: targets.to_vec(),
                    sources: job.pending.plan().representatives()[range].to_vec(),
                };
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
                let Response::Times(times) = *answer else {
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
                        job.parts[part] = Some(times);
                        let total = job.pending.plan().representatives().len();
                        (job.on_progress)(job.done(), total);
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
            let range = job.pending.plan().part(part, job.parts.len());
            let sources = &job.pending.plan().representatives()[range];
            let (before, total) = (job.done(), job.pending.plan().representatives().len());
            let on_progress = Rc::clone(&job.on_progress);
            let times = batch_times_with(job.pending.ordering(), sources, &mut |done, _| {
                on_progress(before + done, total);
            });
            job.parts[part] = Some(times);
        }
    }

    /// Computes this worker's part once every helper has its own (so
    /// helpers never wait for it), and finishes the job when all are in.
    fn step(&self) {
        let local_due = {
            let inner = self.inner.borrow();
            let waiting = inner.helpers.iter().flatten().any(|h| h.assigned.is_some());
            inner.job.as_ref().is_some_and(|j| !j.local_done) && !waiting
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
            let times = job.parts.into_iter().flatten().flatten().collect();
            (job.on_done)(job.pending, times, workers);
        }
    }
}

fn upgrade(weak: &Weak<RefCell<Inner>>) -> Option<Pool> {
    weak.upgrade().map(|inner| Pool { inner })
}
