//! The worker: runs `castlab_core::eval` off the main thread.
//!
//! Requests carry permalinks, not parsed state, so the worker evaluates
//! exactly what `castlab eval` would for the same link. It keeps the
//! [`Analysis`] of the last grid, so switching the source or the algorithm
//! on one grid recomputes nothing but the one schedule, and the
//! [`MsnTasks`] of the last MS network and view, so moving the source or
//! the destination recomputes nothing but the route. For `view=orderly` it
//! keeps the [`OrderlyAnalysis`] (every originator's time) of the last
//! ordering, and runs the ordering search in slices so the page can show
//! progress and stop it.
//!
//! The protocol is small on purpose: the worker says [`FromWorker::Ready`]
//! once, then answers every request with exactly one
//! [`FromWorker::Answer`], so the page ([`crate::bridge`]) always knows
//! whether it is busy and can terminate it to cancel. A panic posts
//! [`FromWorker::Panicked`] before the worker dies.

use castlab_core::eval::{
    Analysis, MapReport, MsnReport, MsnTasks, OrderlyAnalysis, OrderlyReport, PendingAnalysis,
    Prepared, SCHEDULE_LIMIT, SourceReport, WkReport, map_report, msn_report, orderly_report,
    source_report_of, source_schedule, start_search, wk_report,
};
use castlab_core::orderly::search::Search;
use castlab_core::orderly::{Ordering, batch_times};
use castlab_core::schedule::{NEVER, Schedule, informed_steps, step_load};
use std::cell::RefCell;
use std::rc::Rc;

use castlab_core::permalink::{self, Algo, Query, View};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::pool::{OnDone, Pool};
use crate::wire;

/// What the page asks for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// The TCD of every source (depends only on the map key).
    Map { permalink: String },
    /// The validated schedule of the permalink's source.
    Source { permalink: String },
    /// The WK broadcast of the permalink.
    Broadcast { permalink: String },
    /// The permalink's schedule at step `step`, as aggregates (grids above
    /// `SCHEDULE_LIMIT` nodes, whose messages are not listed).
    Layer { permalink: String, step: u32 },
    /// The Manhattan Street network view of the permalink.
    Msn { permalink: String },
    /// The orderly view of the permalink. With `cores` above 1 the worker
    /// may split every originator's propagation over helper workers.
    Orderly { permalink: String, cores: u32 },
    /// `batch_times` of `sources` on the ordering `(offsets, targets)`
    /// (`Ordering::as_flat`): one part of a split propagation, sent by a
    /// worker to its helpers.
    Times {
        offsets: Vec<u32>,
        targets: Vec<u32>,
        sources: Vec<u32>,
    },
    /// Score up to `slice` more orderings in the search for the
    /// permalink's graph (with `algo=search` and its `seed`); a new
    /// permalink starts a new search.
    Search { permalink: String, slice: u32 },
    /// Everything `castlab eval` prints for the permalink ("Download
    /// JSON"), or one of its CSV tables (`castlab eval --csv <table>`).
    Export {
        permalink: String,
        table: Option<String>,
    },
    /// Panic on purpose: the page sends it only for the URL fragment
    /// `#castlab-worker-panic-test`, so the crash path stays tested.
    Panic,
    /// Allocate until wasm memory runs out (`#castlab-worker-oom-test`).
    Exhaust,
}

/// What the worker posts to the page.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum FromWorker {
    /// The handler is installed; requests may come.
    Ready,
    /// The answer to the oldest unanswered request (`None`: nothing to show
    /// for it, e.g. a map request for a view without maps).
    Answer(Option<Box<Response>>),
    /// The worker panicked with this message and is about to stop.
    Panicked(String),
    /// How far the current request's long computation has got (not an
    /// answer; at most one every [`PROGRESS_EVERY_MS`]).
    Progress { done: u32, total: u32 },
}

/// Least time between two [`FromWorker::Progress`] messages.
pub const PROGRESS_EVERY_MS: f64 = 100.0;

/// Where the engine reports the progress of a long computation.
pub struct ProgressSink(pub Box<dyn FnMut(usize, usize)>);

impl std::fmt::Debug for ProgressSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ProgressSink")
    }
}

/// One step of a big schedule, drawn as layers of one pixel per node
/// rather than a million arrows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepLayer {
    /// The source key of the schedule.
    pub permalink: String,
    /// The step.
    pub step: u32,
    /// Per node, the step that informs it (the source 0), capped at 254;
    /// 255: never.
    pub informed: Vec<u8>,
    /// Per node, the most messages of this step on one of its outgoing
    /// links (`schedule::step_load`).
    pub load: Vec<u8>,
    /// Messages sent in the step.
    pub messages: u32,
    /// Their hops, i.e. the step's share of the TCD.
    pub hops: u64,
}

/// How far a search has got.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchProgress {
    /// The `algo=search` permalink the search belongs to.
    pub permalink: String,
    /// That permalink's seed.
    pub seed: u32,
    /// Orderings scored, and the budget.
    pub done: u32,
    /// The budget.
    pub total: u32,
    /// b^Π(G) of the starting ordering.
    pub start_time: u32,
    /// b^Π(G) of the best ordering so far.
    pub best_time: u32,
}

/// What the worker answers.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Response {
    /// The answer to [`Request::Map`].
    Map(MapReport),
    /// The answer to [`Request::Source`], tagged with its permalink so stale
    /// answers can be dropped.
    Source {
        permalink: String,
        report: SourceReport,
    },
    /// The answer to [`Request::Broadcast`], tagged with its permalink.
    Broadcast { permalink: String, report: WkReport },
    /// The answer to [`Request::Msn`], tagged with its permalink.
    Msn {
        permalink: String,
        report: MsnReport,
    },
    /// The answer to [`Request::Orderly`], tagged with its permalink, with
    /// how many workers propagated every originator's time (1: this one).
    Orderly {
        permalink: String,
        report: OrderlyReport,
        workers: u32,
    },
    /// The answer to [`Request::Times`], in the order of its sources.
    Times(Vec<u32>),
    /// The answer to [`Request::Layer`].
    Layer(StepLayer),
    /// The answer to [`Request::Search`].
    Search(SearchProgress),
    /// The answer to [`Request::Export`]: `castlab eval`'s output, byte for
    /// byte (the same core, the same serde_json, the same final newline),
    /// or the CSV table `castlab eval --csv` prints.
    Export {
        permalink: String,
        table: Option<String>,
        text: String,
    },
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
    /// How many times each cache was filled: the work a request caused.
    built: Built,
    /// Pairs from which [`begin_orderly`](Self::begin_orderly) splits.
    split_pairs: u64,
    /// The last schedule of a grid too big to list it, by source key, so
    /// stepping through it recomputes nothing.
    schedule: Option<(String, Schedule)>,
    /// Told how far every originator's propagation has got.
    progress: Option<ProgressSink>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine {
            cached: None,
            msn_tasks: None,
            orderly: None,
            search: None,
            built: Built::default(),
            split_pairs: SPLIT_PAIRS,
            schedule: None,
            progress: None,
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
    Answer(Box<Response>),
    /// Every originator's time is left to compute; worth splitting.
    Split(Box<PendingAnalysis>),
}

/// Originator × vertex pairs from which a propagation is split over helper
/// workers: about 0.2 s of one core natively, well above the 0.1–0.2 s a
/// helper takes to start.
pub const SPLIT_PAIRS: u64 = 1 << 24;

impl Engine {
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
            Prepared::Times(pending) if split && pending.pairs() >= self.split_pairs => {
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

    fn orderly_answer(&self, query: &Query) -> Response {
        let (_, analysis, workers) = self.orderly.as_ref().expect("filled before answering");
        Response::Orderly {
            permalink: query.source_key(),
            report: orderly_report(analysis, query),
            workers: *workers,
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
    ) -> Response {
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
    /// Reports the progress of long computations to `sink`.
    pub fn set_progress(&mut self, sink: ProgressSink) {
        self.progress = Some(sink);
    }

    /// How often the caches were filled so far.
    pub fn built(&self) -> Built {
        self.built
    }

    /// The answer to one request.
    pub fn answer(&mut self, request: Request) -> Option<Response> {
        Some(match request {
            Request::Map { permalink } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Tcd {
                    return None; // only TCD views have maps
                }
                Response::Map(map_report(self.analysis(&query.grid), &query))
            }
            Request::Source { permalink } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Tcd {
                    return None;
                }
                let (schedule, routing) = source_schedule(self.analysis(&query.grid), &query);
                let report =
                    source_report_of(self.analysis(&query.grid), &query, &schedule, &routing);
                if query.grid.node_count() > SCHEDULE_LIMIT {
                    self.schedule = Some((query.source_key(), schedule));
                    self.built.schedules += 1;
                }
                Response::Source { permalink, report }
            }
            Request::Layer { permalink, step } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Tcd {
                    return None;
                }
                let key = query.source_key();
                if self.schedule.as_ref().is_none_or(|(k, _)| *k != key) {
                    let (schedule, _) = source_schedule(self.analysis(&query.grid), &query);
                    self.schedule = Some((key.clone(), schedule));
                    self.built.schedules += 1;
                }
                let (_, schedule) = self.schedule.as_ref()?;
                let grid = &query.grid;
                let informed = informed_steps(grid, schedule)
                    .into_iter()
                    .map(|t| if t == NEVER { 255 } else { t.min(254) as u8 })
                    .collect();
                let load = step_load(grid, schedule, step);
                Response::Layer(StepLayer {
                    permalink: key,
                    step,
                    informed,
                    load: load.load,
                    messages: load.messages,
                    hops: load.hops,
                })
            }
            Request::Msn { permalink } => {
                let query = permalink::parse(&permalink).query;
                if query.net != castlab_core::permalink::Net::Msn {
                    return None;
                }
                let report = msn_report(self.msn_tasks(&query), &query);
                Response::Msn { permalink, report }
            }
            Request::Orderly { permalink, .. } => match self.begin_orderly(&permalink, 1)? {
                OrderlyStart::Answer(response) => *response,
                OrderlyStart::Split(pending) => {
                    let times = batch_times(pending.ordering(), pending.plan().representatives());
                    self.finish_orderly(&permalink, *pending, &times, 1)
                }
            },
            Request::Times {
                offsets,
                targets,
                sources,
            } => {
                let ordering = Ordering::from_flat(&offsets, &targets).ok()?;
                if sources.iter().any(|&s| s as usize >= ordering.nodes()) {
                    return None;
                }
                Response::Times(batch_times(&ordering, &sources))
            }
            Request::Search { permalink, slice } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Orderly || query.algo != Algo::Search {
                    return None;
                }
                Response::Search(self.search_slice(&query, slice))
            }
            Request::Broadcast { permalink } => {
                let query = permalink::parse(&permalink).query;
                let report = wk_report(&query);
                Response::Broadcast { permalink, report }
            }
            Request::Export { permalink, table } => {
                let evaluation = castlab_core::eval::evaluate(&permalink);
                let text = match &table {
                    None => serde_json::to_string(&evaluation).ok()? + "\n",
                    Some(name) => {
                        let value = serde_json::to_value(&evaluation).ok()?;
                        castlab_core::export::table(&value, name)?.csv
                    }
                };
                Response::Export {
                    permalink,
                    table,
                    text,
                }
            }
            Request::Panic => panic!("a deliberate worker panic (#castlab-worker-panic-test)"),
            Request::Exhaust => {
                // 64 MiB at a time until the allocator fails, which aborts.
                let mut hoard: Vec<Vec<u8>> = Vec::new();
                loop {
                    hoard.push(std::hint::black_box(vec![1u8; 64 << 20]));
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
        if let Some(Request::Orderly { permalink, cores }) = &request
            && *cores > 1
        {
            let start = engine.borrow_mut().begin_orderly(permalink, *cores);
            if let Some(OrderlyStart::Split(pending)) = start {
                // Answered when the helpers' parts are in.
                let (engine, replies, permalink) =
                    (Rc::clone(&engine), replies.clone(), permalink.clone());
                let on_done: OnDone = Box::new(move |pending, times, workers| {
                    let answer = engine
                        .borrow_mut()
                        .finish_orderly(&permalink, pending, &times, workers);
                    post(&replies, &FromWorker::Answer(Some(Box::new(answer))));
                });
                pool.run(*pending, *cores, Rc::clone(&progress), on_done);
                return;
            }
            let answer = match start {
                Some(OrderlyStart::Answer(answer)) => Some(answer),
                _ => None,
            };
            return post(&replies, &FromWorker::Answer(answer));
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

#[cfg(test)]
mod tests {
    use super::*;
    use castlab_core::eval::{ViewResult, evaluate};

    fn map_of(response: Option<Response>) -> Vec<u64> {
        match response {
            Some(Response::Map(m)) => m.tcd_map,
            other => panic!("expected a map, got {other:?}"),
        }
    }

    /// Work runs once: moving the source, the originator or the MSN
    /// destination reuses the maps of the configuration, and the answers
    /// equal what a fresh engine (and so `castlab eval`) computes.
    #[test]
    fn a_click_reuses_the_maps_of_its_configuration() {
        let mut engine = Engine::default();
        let link = |src: &str| format!("v=1&dims=32x32&algo=recursive&src={src}");
        let map = map_of(engine.answer(Request::Map {
            permalink: link("0,0"),
        }));
        for src in ["3,4", "31,0", "16,16"] {
            let permalink = link(src);
            let Some(Response::Source { report, .. }) = engine.answer(Request::Source {
                permalink: permalink.clone(),
            }) else {
                panic!("expected a schedule");
            };
            let ViewResult::Tcd { source, .. } = evaluate(&permalink).result else {
                panic!("expected view=tcd");
            };
            assert_eq!(report.tcd, source.tcd, "{src}");
            let again = map_of(engine.answer(Request::Map { permalink }));
            assert_eq!(again, map);
        }
        assert_eq!(engine.built().analyses, 1);
        // A different grid is new work.
        engine.answer(Request::Map {
            permalink: "v=1&dims=16x32".into(),
        });
        assert_eq!(engine.built().analyses, 2);

        for src in ["0", "5", "100"] {
            let permalink = format!("v=1&net=torus&dims=16x16&view=orderly&algo=pi&src={src}");
            let Some(Response::Orderly { report, .. }) = engine.answer(Request::Orderly {
                cores: 1,
                permalink: permalink.clone(),
            }) else {
                panic!("expected an orderly report");
            };
            let ViewResult::Orderly(fresh) = evaluate(&permalink).result else {
                panic!("expected view=orderly");
            };
            assert_eq!(report.from_source, fresh.from_source, "{src}");
            assert_eq!(report.broadcast_time, fresh.broadcast_time);
        }
        assert_eq!(engine.built().orderly, 1);

        for dst in ["1,1", "6,2"] {
            let permalink = format!("v=1&net=msn&dims=16x16&view=mnb&src=3,5&dst={dst}");
            assert!(matches!(
                engine.answer(Request::Msn { permalink }),
                Some(Response::Msn { .. })
            ));
        }
        assert_eq!(engine.built().msn_tasks, 1);
    }

    /// A propagation split in parts (each computed by a fresh engine, as
    /// by a helper worker) answers exactly what one worker and
    /// `castlab eval` do, for any number of parts.
    #[test]
    fn a_split_propagation_answers_what_one_worker_does() {
        let link = "v=1&net=torus&dims=67x7&view=orderly&src=4,2";
        let mut one = Engine::default();
        let Some(Response::Orderly {
            report: whole,
            workers: 1,
            ..
        }) = one.answer(Request::Orderly {
            permalink: link.into(),
            cores: 1,
        })
        else {
            panic!("expected an orderly report from one worker");
        };
        let ViewResult::Orderly(cli) = evaluate(link).result else {
            panic!("expected view=orderly");
        };
        assert_eq!(whole.per_originator, cli.per_originator);
        for parts in [2u32, 3, 8] {
            let mut split = Engine {
                split_pairs: 0,
                ..Engine::default()
            };
            let Some(OrderlyStart::Split(pending)) = split.begin_orderly(link, parts) else {
                panic!("expected a split");
            };
            let (offsets, targets) = pending.ordering().as_flat();
            let mut times = Vec::new();
            for part in 0..parts as usize {
                let range = pending.plan().part(part, parts as usize);
                let Some(Response::Times(t)) = Engine::default().answer(Request::Times {
                    offsets: offsets.to_vec(),
                    targets: targets.to_vec(),
                    sources: pending.plan().representatives()[range].to_vec(),
                }) else {
                    panic!("expected times");
                };
                times.extend(t);
            }
            let Response::Orderly {
                report, workers, ..
            } = split.finish_orderly(link, *pending, &times, parts)
            else {
                panic!("expected an orderly report");
            };
            assert_eq!(workers, parts);
            assert_eq!(report.per_originator, whole.per_originator, "{parts} parts");
            assert_eq!(report.broadcast_time, whole.broadcast_time);
            // Moving the originator reuses the split result.
            let moved = "v=1&net=torus&dims=67x7&view=orderly&src=9,0";
            assert!(matches!(
                split.begin_orderly(moved, parts),
                Some(OrderlyStart::Answer(answer))
                    if matches!(*answer, Response::Orderly { workers, .. } if workers == parts)
            ));
            assert_eq!(split.built().orderly, 1);
        }
        // A hostile part is refused, not a panic.
        for (offsets, targets, sources) in [
            (vec![0, 1, 2], vec![1, 0], vec![5]),
            (vec![0, 3], vec![0], vec![0]),
            (vec![], vec![], vec![]),
        ] {
            let request = Request::Times {
                offsets,
                targets,
                sources,
            };
            assert!(Engine::default().answer(request).is_none());
        }
    }

    /// Stepping through a schedule too big to list costs no new schedule,
    /// and its layers add up to what the validator counted: 2^s nodes
    /// informed after step s, 2^(s−1) messages in it, the hops summing to
    /// the TCD of the source report (and of `castlab eval`).
    #[test]
    fn layers_step_through_the_kept_schedule() {
        let mut engine = Engine::default();
        let permalink = "v=1&dims=128x128&algo=recursive&src=5,77".to_string();
        let Some(Response::Source { report, .. }) = engine.answer(Request::Source {
            permalink: permalink.clone(),
        }) else {
            panic!("expected a schedule");
        };
        assert!(report.schedule.is_none(), "not listed above SCHEDULE_LIMIT");
        let ViewResult::Tcd { source, .. } = evaluate(&permalink).result else {
            panic!("expected view=tcd");
        };
        assert_eq!(report.tcd, source.tcd);
        let mut hops = 0;
        for step in 0..=report.steps {
            let Some(Response::Layer(layer)) = engine.answer(Request::Layer {
                permalink: permalink.clone(),
                step,
            }) else {
                panic!("expected a layer");
            };
            let informed = layer
                .informed
                .iter()
                .filter(|&&t| u32::from(t) <= step)
                .count();
            assert_eq!(informed, 1 << step);
            assert_eq!(layer.messages, if step == 0 { 0 } else { 1 << (step - 1) });
            if report.contention_free == Some(true) {
                assert!(layer.load.iter().all(|&l| l <= 1));
            }
            hops += layer.hops;
        }
        assert_eq!(hops, report.tcd);
        assert_eq!(engine.built().schedules, 1);
    }
}
