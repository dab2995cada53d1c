//! One permalink in, one evaluation out: the function behind `castlab eval`
//! and the web app alike, so a link means the same everywhere.
//!
//! This file holds what every family shares: [`InputError`] (a value of the
//! link that was not used), [`Verdict`], the [`Evaluation`] that
//! `castlab eval` prints with its [`ViewResult`] per family, the cache keys
//! of a query ([`Query::map_key`], [`Query::source_key`]) and [`evaluate`],
//! which dispatches on [`Family`]. Each family's reports live in a file of
//! their own:
//!
//! - `tcd.rs`: an [`Analysis`] holds every map of one grid (paper,
//!   symmetric, recursive, exact where they apply) and the verdicts on the
//!   papers' claims; [`map_report`] picks the query's map from it, and
//!   [`source_report`] builds, routes and validates the explicit schedule of
//!   the query's source.
//! - `wk.rs`: [`wk_report`] runs both WK broadcasts as per-node rules.
//! - `msn.rs`: [`MsnTasks`] runs an MSN view's simulation, [`msn_route`] the
//!   source's route and distances, [`msn_report`] joins the two.
//! - `orderly.rs`: [`OrderlyAnalysis`] (every originator's time) and
//!   [`orderly_report`] (the originator's arrivals and the bounds).

mod census;
mod classical;
#[cfg(test)]
pub(crate) mod english;
pub mod exercise;
mod msn;
mod network;
mod orderly;
mod tcd;
mod user_graph;
mod wk;

pub use census::CensusTimes;
pub use classical::{
    CALLS_LIMIT, ClassicalNetwork, ClassicalReport, EXACT_MAP_LIMIT, ModelsReport, ORIGINATOR_WORK,
    classical_report, classical_report_kept, classical_trace,
    every_originator as classical_every_originator, schedule as classical_schedule,
};
pub use msn::{
    MsnAreas, MsnHamiltonian, MsnMultinodeBroadcast, MsnPartialSum, MsnReport, MsnRoute, MsnTasks,
    MsnTotalExchange, msn_areas, msn_report, msn_route, msn_shown, msn_trace,
};
pub use network::PaperNetwork;
pub use orderly::{
    BoundCheck, MESSY_LIMIT, MESSY_TRIALS, MessySummary, OPTIMUM_LIMIT, OrderlyAnalysis,
    OrderlyReport, PAIR_BUDGET, PendingAnalysis, Prepared, SearchSummary, base_ordering,
    orderly_report, orderly_summary, orderly_trace, start_search,
};
pub use tcd::{
    AlgorithmTcds, Analysis, CENSUS_WORK, CensusTooBig, Claim, ClosedForm, ContentionCensus, Known,
    Least, LeastReport, MapReport, OPTIMUM_LIST_LIMIT, Optimum, PrintedForm, ScheduleEntry,
    SourceReport, Sources, census_fits, contention_census, map_report, schedule_trace,
    source_report, source_report_of, source_schedule,
};
pub use user_graph::{GraphOptions, GraphReport, graph_report};
pub use wk::{
    OutlineReport, WkDelivery, WkNodeProperties, WkReport, WkSummary, outline_report, wk_report,
    wk_trace,
};

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use core::fmt;
use core::sync::atomic::{AtomicBool, Ordering as Memory};

use crate::grid::{Coords, MAX_DIMS};
use crate::permalink::{self, Family, Net, ParamError, Parsed, Query, UnknownKey, View};
use crate::text::Text;
use crate::trace::{Pseudocode, Reason, Trace, TraceError};

/// Schedules (and WK deliveries) of networks up to this many nodes are
/// listed message by message.
pub const SCHEDULE_LIMIT: usize = 4096;

/// A value of the query that was not used, for display.
/// Whether fields added after v1 are left out of the JSON where they are
/// absent (the command line's setting), so a stored v1 link prints the
/// bytes it always did. The page's worker speaks bincode, which needs every
/// field, so there they are always written.
static OMIT_ABSENT: AtomicBool = AtomicBool::new(false);

/// Leave absent post-v1 fields out of what is serialized from now on: for
/// a program that writes JSON (`castlab`), never for a bincode channel.
pub fn omit_absent_fields() {
    OMIT_ABSENT.store(true, Memory::Relaxed);
}

/// `f` with absent post-v1 fields left out of what it serializes, then the
/// setting as it was: how a JSON writer shares a process with a bincode
/// channel (the page's worker writes `castlab eval`'s JSON with this).
pub fn omitting_absent<T>(f: impl FnOnce() -> T) -> T {
    let before = OMIT_ABSENT.swap(true, Memory::Relaxed);
    let out = f();
    OMIT_ABSENT.store(before, Memory::Relaxed);
    out
}

/// `skip_serializing_if` for a post-v1 `Option` field.
#[cfg(feature = "serde")]
pub(crate) fn absent<T>(value: &Option<T>) -> bool {
    value.is_none() && OMIT_ABSENT.load(Memory::Relaxed)
}

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct InputError {
    /// The key, e.g. `dims`.
    pub key: String,
    /// The value as given (shortened if long).
    pub value: String,
    /// Why it was not used, as an identifier (`out_of_range`,
    /// `not_available`, `unknown_key`, …; `docs/permalinks.md` lists them).
    pub kind: String,
    /// The value used instead.
    pub using: String,
    /// For a value above a limit, the largest value like it that is accepted.
    pub largest: Option<String>,
    /// One sentence naming key, value, reason and fallback.
    pub message: Text,
    /// For an unknown key, the key probably meant. (Left out of the JSON
    /// otherwise, so the errors of earlier links print as they did.)
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub suggestion: Option<String>,
}

impl From<&ParamError> for InputError {
    fn from(e: &ParamError) -> Self {
        InputError {
            key: e.key.as_str().to_string(),
            value: e.value.clone(),
            kind: e.reason.kind().to_string(),
            using: e.using.clone(),
            largest: e.largest.clone(),
            message: e.text(),
            suggestion: None,
        }
    }
}

impl InputError {
    /// The refusal of a value where the page keeps what it shows rather
    /// than take the grammar's default: "…; keeping m=4".
    pub fn keeping(mut self, kept: &str) -> Self {
        let refused = self
            .message
            .args
            .iter()
            .find(|(name, _)| name == "refused")
            .map(|(_, refused)| refused.clone());
        if let Some(refused) = refused {
            self.message = Text::new("link-refused-keeping")
                .arg("refused", refused)
                .arg("key", self.key.as_str())
                .arg("kept", kept);
        }
        self.using = kept.into();
        self
    }
}

/// The stored certificate behind a `cert=1` value (`docs/certified.md`):
/// left out of the JSON of every other link, so older links print as they
/// did.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CertificateReport {
    /// The proven lower bound on the optimum.
    pub lower: u64,
    /// The witness's value: an upper bound on the optimum.
    pub upper: u64,
    /// Whether the two meet, so the witness is optimal.
    pub proven_optimum: bool,
    /// How the lower bound is known: `proof`, `checked`, `cubes`, `theorem`,
    /// `count`.
    pub lower_by: String,
    /// The stored DRAT proof's file name in `prove/proofs/`, if kept.
    pub proof: Option<String>,
    /// The solver's and the checker's work, in a sentence.
    pub method: Text,
}

impl From<&crate::certified::Certificate> for CertificateReport {
    fn from(c: &crate::certified::Certificate) -> Self {
        use crate::certified::LowerBy;
        let (lower_by, proof) = match c.lower_by {
            LowerBy::Proof(file) => ("proof", Some(file.to_string())),
            LowerBy::Checked(_) => ("checked", None),
            LowerBy::Cubes { .. } => ("cubes", None),
            LowerBy::Theorem => ("theorem", None),
            LowerBy::Count => ("count", None),
        };
        CertificateReport {
            lower: c.lower,
            upper: c.upper,
            proven_optimum: c.is_optimum(),
            lower_by: lower_by.into(),
            proof,
            method: c.method(),
        }
    }
}

impl From<&UnknownKey> for InputError {
    fn from(u: &UnknownKey) -> Self {
        InputError {
            key: u.name.clone(),
            value: u.value.clone(),
            kind: "unknown_key".to_string(),
            using: String::new(),
            largest: None,
            message: u.text(),
            suggestion: u.suggestion.map(|k| k.as_str().to_string()),
        }
    }
}

/// What a reader is told about a link: every value that was not used, then
/// every unknown key close to a known one.
pub fn input_errors(parsed: &Parsed) -> Vec<InputError> {
    let refused = parsed.errors.iter().map(InputError::from);
    refused
        .chain(parsed.mistyped().map(InputError::from))
        .collect()
}

/// Whether a paper's claim survives the computations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Verdict {
    /// Checked and true (by exhaustive search where that is needed).
    Holds,
    /// A valid schedule or a count refutes it.
    Fails,
    /// Not refuted, but only an exhaustive search could confirm it.
    Open,
    /// The claim is about something else (Π's bounds beside a
    /// user-supplied ordering); the note says why.
    #[cfg_attr(feature = "serde", serde(rename = "not applicable"))]
    NotApplicable,
}

/// Everything `castlab eval` prints for one permalink.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Evaluation {
    /// The canonical permalink of what was evaluated.
    pub permalink: String,
    /// The values of the input that were not used.
    pub errors: Vec<InputError>,
    /// Topology family.
    pub net: Net,
    /// What was computed.
    pub view: View,
    /// Number of nodes.
    pub nodes: u64,
    /// The view's numbers.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub result: ViewResult,
    /// With `cert=1`: the certificate of the witness shown. Left out of
    /// every other link's JSON, so stored links print the bytes they did.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub certificate: Option<CertificateReport>,
    /// With `castlab eval --census`: contention at every source where the
    /// algorithm beats `cmp` ([`contention_census`]). Left out otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub census: Option<ContentionCensus>,
    /// With `ask=`: the exercise's question, its answer and its hint, for
    /// a course author's handouts (`Err`: why none is asked here). Left out
    /// otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub exercise: Option<Exercise>,
    /// With `castlab eval --trace`: the algorithm's pseudocode. Left out
    /// otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub pseudocode: Option<Pseudocode>,
    /// With `castlab eval --trace`: why each message is sent, per step
    /// ([`trace`]). Left out otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub trace: Option<Vec<Reason>>,
    /// With `castlab eval --trace`, on a halving TCD schedule: the submesh
    /// each informed node is responsible for after each step. Left out
    /// otherwise.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub regions: Vec<crate::trace::Region>,
    /// With `outline=1` on a WK broadcast: the outline graph (001
    /// Definition 5). Left out otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub outline: Option<wk::OutlineReport>,
    /// With `plan=`: the plan checked, as `castlab check` prints it (an
    /// unreadable plan is refused by the parser), added by the front end
    /// (`plan::check::add_to`). Left out otherwise.
    #[cfg(feature = "json")]
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub plan: Option<crate::plan::report::CheckReport>,
}

/// The numbers of one view.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum ViewResult {
    /// `view=tcd`: the source's validated schedule and every source's TCD.
    Tcd {
        /// The chosen source.
        #[cfg_attr(feature = "serde", serde(flatten))]
        source: Box<SourceReport>,
        /// Every source.
        #[cfg_attr(feature = "serde", serde(flatten))]
        map: Box<MapReport>,
    },
    /// `view=broadcast` on a WK network.
    Broadcast(Box<WkReport>),
    /// `view=orderly` on any network.
    Orderly(Box<OrderlyReport>),
    /// `view=classical`: the telephone model on a protocol family.
    Classical(Box<ClassicalReport>),
    /// The views of a Manhattan Street network, with the parts of the
    /// report at the top level of the JSON.
    Msn {
        /// X, Y.
        dims: Vec<u32>,
        /// Which view.
        msn_view: View,
        /// The route and distances.
        #[cfg_attr(feature = "serde", serde(flatten))]
        route: Box<MsnRoute>,
        /// `view=te`.
        #[cfg_attr(feature = "serde", serde(flatten))]
        te: Option<Box<MsnTotalExchange>>,
        /// `view=mnb`.
        #[cfg_attr(feature = "serde", serde(flatten))]
        mnb: Option<Box<MsnMultinodeBroadcast>>,
        /// `view=hamiltonian`.
        #[cfg_attr(feature = "serde", serde(flatten))]
        hamiltonian: Option<Box<MsnHamiltonian>>,
        /// `view=areas`.
        #[cfg_attr(feature = "serde", serde(flatten))]
        areas: Option<Box<MsnAreas>>,
    },
}

impl Evaluation {
    /// The TCD reports, for `view=tcd`.
    pub fn tcd(&self) -> Option<(&SourceReport, &MapReport)> {
        match &self.result {
            ViewResult::Tcd { source, map } => Some((&**source, &**map)),
            ViewResult::Broadcast(_)
            | ViewResult::Orderly(_)
            | ViewResult::Msn { .. }
            | ViewResult::Classical(_) => None,
        }
    }
}

impl Query {
    /// The part of the query a source report depends on: the grid, the
    /// algorithm and the source.
    pub fn source_key(&self) -> String {
        let mut bare = self.clone();
        bare.step = None;
        bare.embed = false;
        bare.compare = None;
        bare.show.trace = false;
        bare.outline = false;
        bare.origin = None;
        bare.to_permalink()
    }

    /// The part of the query a map depends on: everything but the source and
    /// the presentation keys.
    pub fn map_key(&self) -> String {
        let mut bare = self.clone();
        bare.src = Coords::new(&[0; MAX_DIMS][..bare.grid.dims()]).expect("dims <= MAX_DIMS");
        bare.wk_src = crate::wk::WkNode::default();
        bare.step = None;
        bare.embed = false;
        bare.compare = None;
        bare.show.trace = false;
        bare.outline = false;
        bare.origin = None;
        bare.to_permalink()
    }
}

/// Parses `input` (a permalink query or URL) and evaluates it.
pub fn evaluate(input: &str) -> Evaluation {
    evaluate_with(input, None).expect("no custom ordering to refuse")
}

/// The lists of the query's view that a download offers beside `nodes`
/// and `summary`: each family says which (`export::offered_tables`).
pub fn view_tables(query: &Query) -> Vec<&'static str> {
    match query.family() {
        Family::Tcd => tcd::tables(query),
        Family::Wk => wk::tables(query),
        Family::Msn => msn::tables(query),
        Family::Orderly => orderly::tables(query),
        Family::Classical => Vec::new(),
    }
}

/// The trace of the query's broadcast: its pseudocode and why each
/// message is sent ([`crate::trace`]); `Ok(None)` for a view that sends
/// nothing to narrate (an orderly view in the adaptive model). `custom` as
/// in [`evaluate_with`], already accepted by it. An `Err` is a bug: the
/// trace's validator found a message without exactly one reason.
pub fn trace(query: &Query, custom: Option<&[Vec<u32>]>) -> Result<Option<Trace>, TraceError> {
    match query.family() {
        Family::Tcd => {
            let analysis = Analysis::new(&query.grid);
            let (schedule, _) = source_schedule(&analysis, query);
            schedule_trace(&analysis, query, &schedule)
        }
        Family::Wk => wk_trace(query),
        Family::Msn => msn_trace(&MsnTasks::new(query), query),
        Family::Orderly => {
            let custom = custom.and_then(|lists| crate::orderly::Ordering::from_lists(lists).ok());
            orderly_trace(&OrderlyAnalysis::without_times(query, custom), query)
        }
        Family::Classical => classical_trace(query),
    }
}

/// Why [`evaluate_with`] refuses a user-supplied ordering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// An ordering was given for a view other than `view=orderly`.
    CustomNeedsOrderly,
    /// The ordering is not one of the link's network.
    CustomOrdering(crate::orderly::OrderingError),
}

impl EvalError {
    /// The refusal, for the reader: a message of `locales/*/core.ftl`.
    pub fn text(&self) -> Text {
        match self {
            EvalError::CustomNeedsOrderly => Text::new("eval-custom-needs-orderly"),
            EvalError::CustomOrdering(e) => Text::new("eval-custom-ordering").arg("why", e.text()),
        }
    }
}

/// In the process's wording (`castlab`), else the message id.
impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.text();
        f.write_str(&crate::text::worded(&text).unwrap_or(text.id))
    }
}

impl core::error::Error for EvalError {}

/// [`evaluate`], with `view=orderly` using a user-supplied ordering: one
/// list per vertex of its out-neighbours in label order. Refused, with the
/// reason, unless every list is a permutation of the vertex's neighbours.
pub fn evaluate_with(input: &str, custom: Option<&[Vec<u32>]>) -> Result<Evaluation, EvalError> {
    evaluation(&permalink::parse(input), custom, true)
}

fn evaluation(
    parsed: &Parsed,
    custom: Option<&[Vec<u32>]>,
    with_messy: bool,
) -> Result<Evaluation, EvalError> {
    let q = &parsed.query;
    if custom.is_some() && q.view != View::Orderly {
        return Err(EvalError::CustomNeedsOrderly);
    }

    let (nodes, result) = match q.family() {
        Family::Orderly => {
            let custom = match custom {
                Some(lists) => {
                    let graph = orderly::base_ordering(q);
                    let ord = crate::orderly::Ordering::from_lists(lists)
                        .and_then(|o| o.check_same_graph(&graph).map(|()| o))
                        .map_err(EvalError::CustomOrdering)?;
                    Some(ord)
                }
                None => None,
            };
            let analysis = OrderlyAnalysis::new(q, custom);
            let report = if with_messy {
                orderly_report(&analysis, q)
            } else {
                orderly_summary(&analysis, q)
            };
            (
                analysis.ordering().nodes(),
                ViewResult::Orderly(Box::new(report)),
            )
        }
        Family::Wk => (q.wk.nodes(), ViewResult::Broadcast(Box::new(wk_report(q)))),
        Family::Classical => (
            q.node_count(),
            ViewResult::Classical(Box::new(classical_report(q))),
        ),
        Family::Msn => {
            let r = msn_report(&MsnTasks::new(q), q);
            (
                q.grid.node_count(),
                ViewResult::Msn {
                    dims: r.dims,
                    msn_view: r.msn_view,
                    route: Box::new(r.route),
                    te: r.te.map(Box::new),
                    mnb: r.mnb.map(Box::new),
                    hamiltonian: r.hamiltonian.map(Box::new),
                    areas: r.areas,
                },
            )
        }
        Family::Tcd => return Ok(tcd_evaluation(parsed, &Analysis::new(&q.grid))),
    };
    Ok(finish(parsed, nodes, result))
}

/// [`evaluate`] without what no summary value reads (an orderly view's
/// messy broadcasts): what a sweep evaluates at each size.
pub fn evaluate_summary(parsed: &Parsed) -> Evaluation {
    evaluation(parsed, None, false).expect("no custom ordering to refuse")
}

/// [`evaluate`] of a TCD link whose grid's maps are already computed (a
/// sweep reads other maps of the same analysis).
pub fn tcd_evaluation(parsed: &Parsed, analysis: &Analysis) -> Evaluation {
    let q = &parsed.query;
    let result = ViewResult::Tcd {
        source: Box::new(source_report(analysis, q)),
        map: Box::new(map_report(analysis, q)),
    };
    finish(parsed, q.grid.node_count(), result)
}

fn finish(parsed: &Parsed, nodes: usize, result: ViewResult) -> Evaluation {
    let q = &parsed.query;
    let exercise = q.show.ask.map(|_| exercise_of(q, &result));
    Evaluation {
        permalink: q.to_permalink(),
        errors: input_errors(parsed),
        net: q.net,
        view: q.view,
        nodes: nodes as u64,
        result,
        certificate: certificate_of(q),
        exercise,
        census: None,
        pseudocode: None,
        trace: None,
        regions: Vec::new(),
        outline: (q.net == Net::Wk && q.outline).then(|| wk::outline_report(&q.wk)),
        #[cfg(feature = "json")]
        plan: None,
    }
}

/// An `ask=` link's exercise in `castlab eval`'s JSON: the question
/// object, or `{"refused": why}`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum Exercise {
    /// The question, its answer (`expect`) and its hint.
    Asked(crate::exercise::Question),
    /// Why no question is asked here.
    Refused { refused: String },
}

/// The question an `ask=` query asks about its view's numbers.
fn exercise_of(q: &Query, result: &ViewResult) -> Exercise {
    use exercise::{ViewData, question};
    let asked = match result {
        ViewResult::Tcd { source, map } => question(q, ViewData::Tcd(source, &map.tcd_map)),
        ViewResult::Orderly(r) => question(q, ViewData::Orderly(r)),
        ViewResult::Broadcast(r) => question(q, ViewData::Wk(r)),
        ViewResult::Msn { route, .. } => question(q, ViewData::Route(route)),
        ViewResult::Classical(r) => question(q, ViewData::Classical(r)),
    };
    match asked {
        Ok(question) => Exercise::Asked(question),
        Err(refused) => Exercise::Refused {
            refused: refused.to_string(),
        },
    }
}

/// The certificate behind a `cert=1` query's witness.
fn certificate_of(q: &Query) -> Option<CertificateReport> {
    if q.algo != permalink::Algo::Optimum {
        return None;
    }
    let stored = match q.family() {
        Family::Tcd => {
            crate::certified::tcd(&q.grid, q.grid.node(&q.src)?)?
                .0
                .certificate
        }
        Family::Orderly => crate::certified::orderly(&q.grid)?.certificate,
        Family::Wk | Family::Msn | Family::Classical => return None,
    };
    Some(CertificateReport::from(&stored))
}
