//! What the page and the worker say to each other. Both sides import this
//! module, and neither imports the other's: the page (`bridge.rs`, the
//! hooks and the rooms) sends [`Request`]s and reads [`Reply`]s; the
//! worker (`agent.rs`, with its helpers in `pool.rs`) does the opposite.
//!
//! Requests carry permalinks, not parsed state, so the worker evaluates
//! exactly what `castlab eval` would for the same link. The worker says
//! [`FromWorker::Ready`] once, then answers every request with exactly one
//! [`FromWorker::Answer`], so the page always knows whether it is busy and
//! can terminate it to cancel. A panic posts [`FromWorker::Panicked`]
//! before the worker dies. Messages travel as bincode (`wire.rs`).

use castlab_core::eval::{MapReport, MsnReport, OrderlyReport, SourceReport, WkReport};
use castlab_core::orderly::Vertex;
use castlab_core::plan::check::CheckReport;
use castlab_core::trace::Trace;
use serde::{Deserialize, Serialize};

/// What the page asks for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// The TCD of every source (depends only on the map key).
    Map { permalink: String },
    /// The report of the permalink's source in its family's view: the
    /// validated schedule (TCD), the WK broadcast, the MSN view or the
    /// orderly view. With `cores` above 1 an orderly view may split every
    /// originator's propagation over helper workers.
    View { permalink: String, cores: u32 },
    /// The permalink's schedule at step `step`, as aggregates (grids above
    /// `SCHEDULE_LIMIT` nodes, whose messages are not listed).
    Layer { permalink: String, step: u32 },
    /// Who informs `node` in the permalink's schedule (grids above
    /// `SCHEDULE_LIMIT` nodes, whose messages are not listed): the hover.
    Informer { permalink: String, node: u32 },
    /// The trace of the permalink's broadcast (`trace=1`): its pseudocode
    /// and why each message is sent, per step, as `castlab eval --trace`.
    Trace { permalink: String },
    /// The broadcast times of `sources` on the ordering `(offsets, targets)`
    /// (`Ordering::as_flat`): one part of a split propagation, sent by a
    /// worker to its helpers. With `lane_sides`, in translated lanes on the
    /// torus of those sides (`OriginatorPlan::lane_sides`).
    Times {
        offsets: Vec<u32>,
        targets: Vec<u32>,
        sources: Vec<Vertex>,
        lane_sides: Option<Vec<u32>>,
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
    /// What `castlab eval` prints for the permalink, for a host page that
    /// scripts the embed (`castlab:evaluate`).
    Evaluate { permalink: String },
    /// Every size of a sweep link (`castlab sweep`), split over helper
    /// workers when `cores` allows.
    Sweep { permalink: String, cores: u32 },
    /// Part `part` of `parts` of a sweep's sizes (`Sweep::shard`): sent by
    /// a worker to its helpers.
    SweepPart {
        permalink: String,
        part: u32,
        parts: u32,
    },
    /// The permalink's plan (`plan=`) checked, as `castlab check` prints it.
    Check { permalink: String },
    /// The permalink's schedule or ordering as a plan file (`castlab eval
    /// --export`), to download or, with `edit`, to open in the editor.
    PlanText { permalink: String, edit: bool },
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
    Answer(Option<Box<Reply>>),
    /// The worker panicked with this message and is about to stop.
    Panicked(String),
    /// How far the current request's long computation has got (not an
    /// answer; at most one every [`PROGRESS_EVERY_MS`]).
    Progress { done: u32, total: u32 },
}

/// Least time between two [`FromWorker::Progress`] messages.
pub const PROGRESS_EVERY_MS: f64 = 100.0;

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

/// The message that informs one node of a big schedule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NodeInformer {
    /// The source key of the schedule.
    pub permalink: String,
    /// The node.
    pub node: u32,
    /// Its message: the step, the sender's coordinates and the route's
    /// hops; `None` for the source.
    pub message: Option<(u32, Vec<u32>, u32)>,
}

/// The trace of one broadcast.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TraceAnswer {
    /// The source key of the broadcast.
    pub permalink: String,
    /// The trace (`None`: nothing to narrate, e.g. the adaptive model), or
    /// what its validator found wrong.
    pub trace: Result<Option<Trace>, castlab_core::text::Text>,
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

/// The report of one source in its family's view: the core's report types,
/// the same `castlab eval` prints.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ViewReport {
    /// `view=tcd`: the validated schedule.
    Tcd(SourceReport),
    /// `view=broadcast` on a WK network.
    Wk(WkReport),
    /// A Manhattan Street network view.
    Msn(MsnReport),
    /// `view=orderly`, with how many workers propagated every originator's
    /// time (1: the worker alone).
    Orderly { report: OrderlyReport, workers: u32 },
    /// `view=classical` on a protocol family.
    Classical(castlab_core::eval::ClassicalReport),
}

/// What the worker answers.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// The answer to [`Request::Map`].
    Map(MapReport),
    /// The answer to [`Request::View`], tagged with its permalink so stale
    /// answers can be dropped.
    View {
        permalink: String,
        report: Box<ViewReport>,
    },
    /// The answer to [`Request::Times`], in the order of its sources.
    Times(Vec<u32>),
    /// The answer to [`Request::Sweep`].
    Sweep(Box<SweepAnswer>),
    /// The answer to [`Request::SweepPart`]: its rows as JSON (a
    /// `serde_json::Value` does not travel as bincode).
    SweepRows(String),
    /// The answer to [`Request::Layer`].
    Layer(StepLayer),
    /// The answer to [`Request::Informer`].
    Informer(NodeInformer),
    /// The answer to [`Request::Trace`].
    Trace(TraceAnswer),
    /// The answer to [`Request::Evaluate`]: `castlab eval`'s JSON.
    Evaluation { permalink: String, text: String },
    /// The answer to [`Request::Search`].
    Search(SearchProgress),
    /// The answer to [`Request::Check`].
    Check(Box<PlanCheckAnswer>),
    /// The answer to [`Request::PlanText`].
    PlanText(Box<PlanText>),
    /// The answer to [`Request::Export`]: `castlab eval`'s output, byte for
    /// byte (the same core, the same serde_json, the same final newline),
    /// or the CSV table `castlab eval --csv` prints.
    Export {
        permalink: String,
        table: Option<String>,
        text: String,
    },
}

/// A plan checked: the report, or why the link's plan is not one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlanCheckAnswer {
    /// The permalink checked.
    pub permalink: String,
    /// `castlab check`'s report as its JSON (a node may be coordinates
    /// or an address, which bincode cannot tell apart), or its error.
    pub report: Result<String, String>,
}

impl PlanCheckAnswer {
    /// The report, read back from its JSON.
    pub fn report(&self) -> Result<CheckReport, String> {
        self.report
            .as_ref()
            .map_err(Clone::clone)
            .and_then(|json| serde_json::from_str(json).map_err(|e| e.to_string()))
    }
}

/// A plan file of the permalink's schedule or ordering.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlanText {
    /// The permalink it is of.
    pub permalink: String,
    /// The file (`castlab eval --export`'s bytes), or why there is none.
    pub text: Result<String, String>,
    /// Whether it opens in the editor (else it downloads).
    pub edit: bool,
}

/// A sweep, evaluated, or why it cannot be.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SweepAnswer {
    /// The link as the page asked for it.
    pub asked: String,
    /// The sweep, or the reason it was refused (a limit, no size).
    pub result: Result<SweepTable, castlab_core::text::Text>,
}

/// A sweep's rows, as `castlab sweep` prints them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SweepTable {
    /// The sweep's canonical permalink.
    pub permalink: String,
    /// The header: the size, `permalink`, the columns.
    pub header: Vec<String>,
    /// The rows, as JSON (`Vec<Vec<serde_json::Value>>`).
    pub rows: String,
    /// The link's refused values (`Vec<InputError>` as JSON).
    pub errors: String,
    /// Sizes left out, and why the first was.
    pub skipped: usize,
    pub first_skip: Option<castlab_core::text::Text>,
    /// How many workers computed it.
    pub workers: u32,
}
