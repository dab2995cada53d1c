//! The worker: runs `castlab_core::eval` off the main thread, answering the
//! requests of [`crate::protocol`].
//!
//! It keeps the
//! [`Analysis`] of the last grid, so switching the source or the algorithm
//! on one grid recomputes nothing but the one schedule, and the
//! [`MsnTasks`] of the last MS network and view, so moving the source or
//! the destination recomputes nothing but the route. For `view=orderly` it
//! keeps the [`OrderlyAnalysis`] (every originator's time) of the last
//! ordering, and runs the ordering search in slices so the page can show
//! progress and stop it. For `view=classical` it keeps the
//! [`ClassicalNetwork`] (every originator's time, the natural ordering).
//! An orderly view's propagation big enough to split goes to the helper
//! workers of [`crate::pool`], and so do a sweep's sizes (`sweep.rs`).

use std::cell::RefCell;
use std::rc::Rc;

use castlab_core::eval::{
    Analysis, ClassicalNetwork, MsnTasks, OrderlyAnalysis, PendingAnalysis, Prepared,
    SCHEDULE_LIMIT, SourceReport, classical_report_kept, map_report, msn_report, msn_trace,
    omitting_absent, orderly_report, orderly_trace, schedule_trace, source_report_of,
    source_schedule, start_search, wk_report, wk_trace,
};
use castlab_core::orderly::lanes::{Frame, frame_times};
use castlab_core::orderly::search::Search;
use castlab_core::orderly::{Ordering, batch_times};
use castlab_core::permalink::{self, Algo, Family, Query, View};
use castlab_core::schedule::Schedule;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::pool::{Part, Pool, Split};
use crate::protocol::{
    FromWorker, PROGRESS_EVERY_MS, Reply, Request, SearchProgress, TraceAnswer, ViewReport,
};
use crate::wire;

/// Where the engine reports the progress of a long computation.
pub struct ProgressSink(pub Box<dyn FnMut(usize, usize)>);

impl std::fmt::Debug for ProgressSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ProgressSink")
    }
}

/// The worker itself, with the analysis of the last grid and the tasks of
/// the last MS network it saw.
#[derive(Debug)]
pub struct Engine {
    cached: Option<(String, Analysis)>,
    msn_tasks: Option<((Vec<u32>, View), MsnTasks)>,
    /// The analysis, and how many workers computed its times.
    orderly: Option<(String, OrderlyAnalysis, u32)>,
    search: Option<(String, Search, Algo)>,
    /// Every originator's classical time and the natural ordering of the
    /// last family network.
    classical: Option<ClassicalNetwork>,
    /// How many times each cache was filled: the work a request caused.
    built: Built,
    /// Pairs from which [`begin_orderly`](Self::begin_orderly) splits.
    split_pairs: u64,
    /// The last schedule of a grid too big to list it, by source key, so
    /// stepping through it recomputes nothing.
    schedule: Option<(String, Schedule)>,
    /// Told how far every originator's propagation has got.
    progress: Option<ProgressSink>,
    /// The last sweep, with its rows.
    sweep: Option<Rc<sweep::SweepDone>>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine {
            cached: None,
            msn_tasks: None,
            orderly: None,
            search: None,
            classical: None,
            built: Built::default(),
            split_pairs: SPLIT_PAIRS,
            schedule: None,
            progress: None,
            sweep: None,
        }
    }
}

/// Cache fills, counted so tests can tell a click that reused the maps from
/// one that recomputed them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Built {
    /// `Analysis::new` (every map of a grid).
    pub analyses: u32,
    /// `MsnTasks::new` (an MSN view's simulation).
    pub msn_tasks: u32,
    /// `OrderlyAnalysis` (every originator's time).
    pub orderly: u32,
    /// A big grid's schedule kept for its step layers.
    pub schedules: u32,
    /// `ClassicalNetwork` (a family's per-originator times and ordering).
    pub classical: u32,
}

impl Engine {
    fn analysis(&mut self, grid: &castlab_core::grid::Grid) -> &Analysis {
        let key = Analysis::key(grid);
        if self.cached.as_ref().is_none_or(|(k, _)| *k != key) {
            self.cached = Some((key, Analysis::new(grid)));
            self.built.analyses += 1;
        }
        &self.cached.as_ref().expect("just filled").1
    }

    fn msn_tasks(&mut self, query: &castlab_core::permalink::Query) -> &MsnTasks {
        let key = MsnTasks::key(query);
        if self.msn_tasks.as_ref().is_none_or(|(k, _)| *k != key) {
            self.msn_tasks = Some((key, MsnTasks::new(query)));
            self.built.msn_tasks += 1;
        }
        &self.msn_tasks.as_ref().expect("just filled").1
    }
}

/// How [`Engine::begin_orderly`] goes on.
#[derive(Debug)]
pub enum OrderlyStart {
    /// The answer, computed here.
    Answer(Box<Reply>),
    /// Every originator's time is left to compute; worth splitting.
    Split(Box<PendingAnalysis>),
}

/// Every originator's propagation, split over the worker and its helpers.
struct OrderlySplit {
    pending: PendingAnalysis,
    /// Told the finished analysis, the times and how many workers.
    on_done: Box<dyn FnOnce(PendingAnalysis, Vec<u32>, u32)>,
}

impl Split for OrderlySplit {
    fn units(&self) -> usize {
        self.pending.plan().representatives().len()
    }

    fn max_parts(&self) -> usize {
        self.units().div_ceil(64)
    }

    fn request(&self, part: usize, parts: usize) -> Request {
        let range = self.pending.plan().part(part, parts);
        let (offsets, targets) = self.pending.ordering().as_flat();
        Request::Times {
            offsets: offsets.to_vec(),
            targets: castlab_core::orderly::Vertex::numbers(targets),
            sources: self.pending.plan().representatives()[range].to_vec(),
            lane_sides: self.pending.plan().lane_sides().map(<[u32]>::to_vec),
        }
    }

    fn compute(&self, part: usize, parts: usize, progress: &mut dyn FnMut(usize)) -> Part {
        let range = self.pending.plan().part(part, parts);
        let plan = self.pending.plan();
        let times = plan.times(self.pending.ordering(), range, &mut |done, _| {
            progress(done)
        });
        Part::new(times.len(), times)
    }

    fn part_of(&self, response: Reply) -> Option<Part> {
        match response {
            Reply::Times(times) => Some(Part::new(times.len(), times)),
            _ => None,
        }
    }

    /// The first batch of the first part, in translated lanes or carried
    /// fields (whose hot loops run for seconds on a big torus); computed
    /// again with its part, a few milliseconds.
    fn warm_up(&self) -> bool {
        let plan = self.pending.plan();
        if plan.lane_sides().is_none() {
            return false;
        }
        let first = 0..plan.representatives().len().min(64);
        plan.times(self.pending.ordering(), first, &mut |_, _| {});
        true
    }

    fn finish(self: Box<Self>, parts: Vec<Part>, workers: u32) {
        let times = parts
            .into_iter()
            .flat_map(|p| p.take::<Vec<u32>>().unwrap_or_default())
            .collect();
        (self.on_done)(self.pending, times, workers);
    }
}

/// Originator × vertex pairs from which a propagation is split over helper
/// workers: about 0.2 s of one core natively, well above the 0.1–0.2 s a
/// helper takes to start.
pub const SPLIT_PAIRS: u64 = 1 << 24;

/// How many times more pairs a plan in translated lanes needs before it is
/// split: a pair costs about a fifth as much there, so a helper's start
/// weighs more. In the page T_127×127 (2^28 pairs) took 0.77 s in one
/// worker and 0.97 s split over two, T_255×255 (2^32) 9.6 s and 5.3 s
/// (`cargo xtask bench`, 2026-11-23); lanes split from 2^30 pairs.
pub const LANE_SPLIT_FACTOR: u64 = 64;

impl Engine {
    /// The pairs from which `pending` is split over helpers.
    fn split_from(&self, pending: &PendingAnalysis) -> u64 {
        let in_lanes = pending.plan().lane_sides().is_some();
        let factor = if in_lanes { LANE_SPLIT_FACTOR } else { 1 };
        self.split_pairs.saturating_mul(factor)
    }

    /// Fills the cache unless it holds the query's analysis already, or
    /// (with `split`) returns the big propagation left to do.
    fn prepare_orderly(&mut self, query: &Query, split: bool) -> OrderlyStart {
        let key = OrderlyAnalysis::key(query);
        if self.orderly.as_ref().is_some_and(|(k, _, _)| *k == key) {
            return OrderlyStart::Answer(Box::new(self.orderly_answer(query)));
        }
        // A search the page ran here is adopted, not run again.
        let prepared = match &self.search {
            Some((k, search, start)) if *k == key && search.progress().0 >= search.progress().1 => {
                OrderlyAnalysis::from_search(query, search, *start)
            }
            _ => OrderlyAnalysis::prepare(query),
        };
        match prepared {
            Prepared::Times(pending) if split && pending.pairs() >= self.split_from(&pending) => {
                OrderlyStart::Split(Box::new(pending))
            }
            prepared => {
                let sink = &mut self.progress;
                let analysis = prepared.compute_with(&mut |done, total| {
                    if let Some(ProgressSink(report)) = sink.as_mut() {
                        report(done, total);
                    }
                });
                self.store_orderly(query, analysis, 1);
                OrderlyStart::Answer(Box::new(self.orderly_answer(query)))
            }
        }
    }

    fn store_orderly(&mut self, query: &Query, analysis: OrderlyAnalysis, workers: u32) {
        self.orderly = Some((OrderlyAnalysis::key(query), analysis, workers));
        self.built.orderly += 1;
    }

    fn orderly_answer(&self, query: &Query) -> Reply {
        let (_, analysis, workers) = self.orderly.as_ref().expect("filled before answering");
        Reply::View {
            permalink: query.source_key(),
            report: Box::new(ViewReport::Orderly {
                report: orderly_report(analysis, query),
                workers: *workers,
            }),
        }
    }

    /// The answer to an orderly request, or the propagation to split when
    /// it is big and `cores` allows.
    pub fn begin_orderly(&mut self, permalink: &str, cores: u32) -> Option<OrderlyStart> {
        let query = permalink::parse(permalink).query;
        if query.view != View::Orderly {
            return None;
        }
        Some(self.prepare_orderly(&query, cores > 1))
    }

    /// The answer once a split propagation's parts are in (`times` in the
    /// plan's order).
    pub fn finish_orderly(
        &mut self,
        permalink: &str,
        pending: PendingAnalysis,
        times: &[u32],
        workers: u32,
    ) -> Reply {
        let query = permalink::parse(permalink).query;
        self.store_orderly(&query, pending.finish(times), workers);
        self.orderly_answer(&query)
    }

    fn search_slice(&mut self, query: &Query, slice: u32) -> SearchProgress {
        let key = OrderlyAnalysis::key(query);
        if self.search.as_ref().is_none_or(|(k, _, _)| *k != key) {
            let (search, start) = start_search(query);
            self.search = Some((key.clone(), search, start));
        }
        let (_, search, _) = self.search.as_mut().expect("just filled");
        search.run(slice);
        let (done, total) = search.progress();
        SearchProgress {
            permalink: key,
            seed: query.seed,
            done,
            total,
            start_time: search.start().time,
            best_time: search.best().1.time,
        }
    }
}

impl Engine {
    /// The validated schedule of the query's source; a grid too big to list
    /// it keeps the schedule for its step layers.
    fn schedule_report(&mut self, query: &Query) -> SourceReport {
        let (schedule, routing) = source_schedule(self.analysis(&query.grid), query);
        let report = source_report_of(self.analysis(&query.grid), query, &schedule, &routing);
        if query.grid.node_count() > SCHEDULE_LIMIT {
            self.schedule = Some((query.source_key(), schedule));
            self.built.schedules += 1;
        }
        report
    }

    /// Reports the progress of long computations to `sink`.
    pub fn set_progress(&mut self, sink: ProgressSink) {
        self.progress = Some(sink);
    }

    /// How often the caches were filled so far.
    pub fn built(&self) -> Built {
        self.built
    }

    /// A view's report: the family's, computed or from the caches.
    fn view_answer(&mut self, permalink: String) -> Option<Reply> {
        let query = permalink::parse(&permalink).query;
        let report = match query.family() {
            Family::Tcd => ViewReport::Tcd(self.schedule_report(&query)),
            Family::Wk => ViewReport::Wk(wk_report(&query)),
            Family::Msn => ViewReport::Msn(msn_report(self.msn_tasks(&query), &query)),
            Family::Classical => {
                let (report, filled) = classical_report_kept(&query, &mut self.classical);
                self.built.classical += u32::from(filled);
                ViewReport::Classical(report)
            }
            Family::Orderly => {
                return Some(match self.begin_orderly(&permalink, 1)? {
                    OrderlyStart::Answer(response) => *response,
                    OrderlyStart::Split(pending) => {
                        let all = 0..pending.plan().representatives().len();
                        let times = pending
                            .plan()
                            .times(pending.ordering(), all, &mut |_, _| {});
                        self.finish_orderly(&permalink, *pending, &times, 1)
                    }
                });
            }
        };
        Some(Reply::View {
            permalink,
            report: Box::new(report),
        })
    }

    /// The trace of the permalink's broadcast, from the caches the view
    /// filled: the kept schedule, the MSN tasks, the orderly analysis.
    fn trace_answer(&mut self, permalink: String) -> Option<Reply> {
        let query = permalink::parse(&permalink).query;
        let trace = match query.family() {
            Family::Tcd => {
                self.kept_schedule(&query);
                let analysis = &self.cached.as_ref()?.1;
                let schedule = &self.schedule.as_ref()?.1;
                schedule_trace(analysis, &query, schedule)
            }
            Family::Wk => wk_trace(&query),
            Family::Msn => msn_trace(self.msn_tasks(&query), &query),
            Family::Orderly => {
                self.prepare_orderly(&query, false);
                orderly_trace(&self.orderly.as_ref()?.1, &query)
            }
            Family::Classical => castlab_core::eval::trace(&query, None),
        };
        Some(Reply::Trace(TraceAnswer {
            permalink: query.source_key(),
            trace: trace.map_err(|e| e.text()),
        }))
    }

    /// The answer to one request.
    pub fn answer(&mut self, request: Request) -> Option<Reply> {
        Some(match request {
            Request::Map { permalink } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Tcd {
                    return None; // only TCD views have maps
                }
                let analysis = self.analysis(&query.grid);
                let mut map = map_report(analysis, &query);
                map.claims = analysis.settled_claims().to_vec();
                Reply::Map(map)
            }
            Request::View { permalink, .. } => self.view_answer(permalink)?,
            Request::Layer { permalink, step } => self.layer_answer(&permalink, step)?,
            Request::Informer { permalink, node } => self.informer_answer(&permalink, node)?,
            Request::Trace { permalink } => self.trace_answer(permalink)?,
            Request::Check { permalink } => self.check_answer(permalink),
            Request::PlanText { permalink, edit } => self.plan_text_answer(permalink, edit),
            Request::Times {
                offsets,
                targets,
                sources,
                lane_sides,
            } => {
                let ordering = Ordering::from_flat(&offsets, &targets).ok()?;
                if sources.iter().any(|&s| s.index() >= ordering.nodes()) {
                    return None;
                }
                let frame = lane_sides
                    .and_then(|sides| castlab_core::grid::Grid::torus(&sides).ok())
                    .and_then(|grid| Frame::new(&ordering, &grid));
                Reply::Times(match frame {
                    Some(frame) => frame_times(&frame, &sources, &mut |_, _| {}),
                    None => batch_times(&ordering, &sources),
                })
            }
            Request::Search { permalink, slice } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Orderly || query.algo != Algo::Search {
                    return None;
                }
                Reply::Search(self.search_slice(&query, slice))
            }
            Request::Sweep { permalink, .. } => self.sweep_here(&permalink),
            Request::SweepPart {
                permalink,
                part,
                parts,
            } => self.sweep_part(&permalink, part, parts)?,
            Request::Export { permalink, table }
                if castlab_core::sweep::Ranges::read(&permalink).is_ok() =>
            {
                let text = self.sweep_export(&permalink, table.as_deref())?;
                Reply::Export {
                    permalink,
                    table,
                    text,
                }
            }
            Request::Evaluate { permalink } => {
                let mut evaluation = castlab_core::eval::evaluate(&permalink);
                castlab_core::plan::check::add_to(
                    &mut evaluation,
                    &castlab_core::permalink::parse(&permalink).query,
                );
                // castlab eval's bytes: absent post-v1 fields left out.
                let text = omitting_absent(|| serde_json::to_string(&evaluation)).ok()?;
                Reply::Evaluation { permalink, text }
            }
            Request::Export { permalink, table } => {
                let mut evaluation = castlab_core::eval::evaluate(&permalink);
                castlab_core::plan::check::add_to(
                    &mut evaluation,
                    &castlab_core::permalink::parse(&permalink).query,
                );
                let text = match &table {
                    None => omitting_absent(|| serde_json::to_string(&evaluation)).ok()? + "\n",
                    Some(name) => {
                        let value = omitting_absent(|| serde_json::to_value(&evaluation)).ok()?;
                        castlab_core::export::table(&value, name)?.csv
                    }
                };
                Reply::Export {
                    permalink,
                    table,
                    text,
                }
            }
            Request::Panic => panic!("a deliberate worker panic (#castlab-worker-panic-test)"),
            Request::Exhaust => {
                // 64 MiB at a time until the allocator fails, which aborts.
                // Zeroed: wasm's fresh pages are zero, so none is written
                // (filling 4 GiB took the browser test half a minute).
                let mut hoard: Vec<Vec<u8>> = Vec::new();
                loop {
                    hoard.push(std::hint::black_box(vec![0u8; 64 << 20]));
                }
            }
        })
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    if let Some((bytes, transfer)) = wire::encode(message) {
        // A page that has gone away cannot be told anything.
        let _ = scope.post_message_with_transfer(&bytes, &transfer);
    }
}

/// Posts `Progress` for the current request, at most once every
/// [`PROGRESS_EVERY_MS`], and always the end.
fn progress_poster(scope: DedicatedWorkerGlobalScope) -> Rc<dyn Fn(usize, usize)> {
    let last = std::cell::Cell::new(f64::NEG_INFINITY);
    Rc::new(move |done, total| {
        let now = js_sys::Date::now();
        if now - last.get() >= PROGRESS_EVERY_MS || done == total {
            last.set(now);
            let (done, total) = (done as u32, total as u32);
            post(&scope, &FromWorker::Progress { done, total });
        }
    })
}

/// The worker's entry point: reports panics to the page, installs the
/// request handler and says it is ready.
pub fn serve() {
    crate::l10n::adopt();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let on_panic = scope.clone();
    crate::crash::install(move |message| post(&on_panic, &FromWorker::Panicked(message)));
    let engine = Rc::new(RefCell::new(Engine::default()));
    let progress = progress_poster(scope.clone());
    let report = Rc::clone(&progress);
    engine
        .borrow_mut()
        .set_progress(ProgressSink(Box::new(move |done, total| {
            report(done, total)
        })));
    let pool = Pool::default();
    let replies = scope.clone();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request = wire::decode::<Request>(&event.data());
        if let Some(Request::View { permalink, cores }) = &request
            && *cores > 1
            && let Some(start) = engine.borrow_mut().begin_orderly(permalink, *cores)
        {
            if let OrderlyStart::Split(pending) = start {
                // Answered when the helpers' parts are in.
                let (engine, replies, permalink) =
                    (Rc::clone(&engine), replies.clone(), permalink.clone());
                let on_done = Box::new(move |pending, times: Vec<u32>, workers| {
                    let answer = engine
                        .borrow_mut()
                        .finish_orderly(&permalink, pending, &times, workers);
                    post(&replies, &FromWorker::Answer(Some(Box::new(answer))));
                });
                let split = OrderlySplit {
                    pending: *pending,
                    on_done,
                };
                pool.run(Box::new(split), *cores, Rc::clone(&progress));
                return;
            }
            if let OrderlyStart::Answer(answer) = start {
                return post(&replies, &FromWorker::Answer(Some(answer)));
            }
        }
        if let Some(Request::Sweep { permalink, cores }) = &request
            && *cores > 1
        {
            let start = engine.borrow_mut().begin_sweep(permalink);
            match start {
                SweepStart::Answer(answer) => {
                    return post(&replies, &FromWorker::Answer(Some(answer)));
                }
                SweepStart::Plan(plan) if plan.configs.len() > 1 => {
                    // Answered when the helpers' parts are in.
                    let (engine, replies, asked) =
                        (Rc::clone(&engine), replies.clone(), permalink.clone());
                    let on_done = Box::new(move |done| {
                        let answer = engine.borrow_mut().finish_sweep(&asked, done);
                        post(&replies, &FromWorker::Answer(Some(Box::new(answer))));
                    });
                    let split = SweepSplit {
                        asked: permalink.clone(),
                        plan: *plan,
                        on_done,
                    };
                    pool.run(Box::new(split), *cores, Rc::clone(&progress));
                    return;
                }
                SweepStart::Plan(_) => {}
            }
        }
        let answer = request
            .and_then(|request| engine.borrow_mut().answer(request))
            .map(Box::new);
        post(&replies, &FromWorker::Answer(answer));
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    handler.forget();
    post(&scope, &FromWorker::Ready);
}

mod plan;
mod schedule;
mod sweep;
#[cfg(test)]
mod tests;

use sweep::{SweepSplit, SweepStart};
