//! The app state and its reducer. Side effects (the worker, the URL, the
//! animation timer, the saved session) live in the hooks and the rooms; the
//! reducer only computes the next state, so it runs natively under test.
//!
//! Every change to the query goes through the core's family rules
//! ([`rules::normalize`]): the state is always a valid, canonical link, and
//! no rule about which network offers what is written here.

use std::rc::Rc;

use castlab_core::eval::{
    InputError, MapReport, MsnReport, OrderlyReport, SourceReport, WkReport, input_errors,
};
use castlab_core::grid::NodeId;
use castlab_core::permalink::{self, Algo, Key, Net, Query, Show, View, rules};
use castlab_core::wk::WkNode;
use yew::Reducible;

use crate::bridge::EngineEvent;
use crate::protocol::{NodeInformer, SearchProgress, StepLayer, TraceAnswer, ViewReport};
pub use crate::shared::Shared;

mod actions;
mod answers;
mod calls;
mod edit;
mod exercise;
mod narrated;
mod plan;

pub use plan::{PlanEditing, PlanVerdict};
mod sweep;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_revisits;

pub use narrated::shown;
use sweep::Opened;
pub use sweep::{SweepData, SweepState};

/// Why the worker is not computing what the page shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Halt {
    /// The user pressed "Cancel".
    Cancelled,
    /// The worker failed (a panic, out of memory) with this message.
    Failed(String),
}

/// A node the reader points at: of the grid (meshes, tori, MS networks,
/// and the node-index grid an orderly view draws) or of a WK network.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    /// A node of `query.grid`.
    Grid(NodeId),
    /// A node of `query.wk`.
    Wk(WkNode),
}

pub use exercise::{Kept, OpenExercise, PlanEdit};

/// A click or tap on a node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pick {
    pub node: Node,
    /// The value the map showed at the node when it was picked (the TCD
    /// from it, its b^Π, the hops to it), if the map has one.
    pub value: Option<f64>,
    /// Picks so far: each is an event, even on the same node.
    pub count: u32,
}

/// The report of the query's source, one per family.
#[derive(Clone, Debug, PartialEq)]
pub enum Report {
    /// The validated schedule (`view=tcd`).
    Tcd(Shared<SourceReport>),
    /// The WK broadcast.
    Wk(Shared<WkReport>),
    /// The MSN view.
    Msn(Shared<MsnReport>),
    /// The orderly view, and how many workers propagated every
    /// originator's time.
    Orderly {
        report: Shared<OrderlyReport>,
        workers: u32,
    },
    /// The telephone model on a protocol family.
    Classical(Shared<castlab_core::eval::ClassicalReport>),
}

impl From<ViewReport> for Report {
    fn from(report: ViewReport) -> Self {
        match report {
            ViewReport::Tcd(r) => Report::Tcd(r.into()),
            ViewReport::Wk(r) => Report::Wk(r.into()),
            ViewReport::Msn(r) => Report::Msn(r.into()),
            ViewReport::Orderly { report, workers } => Report::Orderly {
                report: report.into(),
                workers,
            },
            ViewReport::Classical(r) => Report::Classical(r.into()),
        }
    }
}

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// What is evaluated; its permalink is the URL.
    pub query: Query,
    /// Values of the URL (or of a field) that could not be used.
    pub notices: Rc<[InputError]>,
    /// TCD maps by map key: the query's and the one it is compared with.
    pub maps: Vec<Shared<MapReport>>,
    /// The report for `query.source_key()`, once the worker has sent it.
    pub report: Option<Report>,
    /// How far the worker's long computation has got: (done, total).
    pub progress: Option<(u32, u32)>,
    /// The current step of a schedule too big to list, as layers.
    pub layer: Option<Shared<StepLayer>>,
    /// Who informs the hovered node of a schedule too big to list.
    pub informer: Option<Shared<NodeInformer>>,
    /// The trace of the source's broadcast (`trace=1`), once the worker
    /// has sent it.
    pub trace: Option<Shared<TraceAnswer>>,
    /// The pseudocode line under the pointer: its messages are drawn
    /// emphasised.
    pub trace_line: Option<u32>,
    /// The ordering search's progress, for the `algo=search` permalink it
    /// names.
    pub search: Option<SearchProgress>,
    /// Whether the page keeps asking the worker for search slices.
    pub searching: bool,
    /// Whether the orderly maps show each edge's label.
    pub show_labels: bool,
    /// The node under the pointer.
    pub hover: Option<Node>,
    /// The last node picked by a click or a tap: a scripting host hears of
    /// each (`castlab:select`).
    pub picked: Option<Pick>,
    /// With `ask=`: the question, once the view's numbers are in, and the
    /// last answer's outcome.
    pub exercise: Option<OpenExercise>,
    /// Whether the animation advances by itself.
    pub playing: bool,
    /// The reader asked for reduced motion (`prefers-reduced-motion`):
    /// nothing moves until they press play, autoplay included.
    pub reduced_motion: bool,
    /// Whether the worker has unanswered requests.
    pub busy: bool,
    /// Set when a computation was cancelled or the worker failed.
    pub halt: Option<Halt>,
    /// Goes up on "Compute again", so every request is sent anew.
    pub retry: u32,
    /// The last session's permalink, offered when the page opens without
    /// a link.
    pub restore: Option<String>,
    /// Why a saved session was ignored.
    pub session_notice: Option<String>,
    /// How the address bar follows the last change of `query`.
    pub url_write: UrlWrite,
    /// Whether the examples gallery is open (on a first visit it opens by
    /// itself; never in an embed).
    pub gallery: bool,
    /// A sweep link: its ranges and rows (the chart replaces the room).
    pub sweep: Option<SweepState>,
    /// The worker's check of the link's plan (`plan=`), for its link.
    pub plan_check: Option<Shared<PlanVerdict>>,
    /// The plan editor's text and fault, while it is open.
    pub plan_editor: Option<PlanEditing>,
}

/// How a new permalink reaches the address bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrlWrite {
    /// A deliberate change: a new history entry, so Back returns to it.
    Push,
    /// Animation, keyboard moves, answers and history navigation: the
    /// current entry is replaced, at most once per 700 ms.
    Replace,
}

/// What can happen to the state.
#[derive(Clone, Debug)]
pub enum Action {
    /// Make this node the source (or originator).
    PickSource(Node),
    /// Move the source by `delta` along `axis` (keyboard).
    MoveSource { axis: usize, delta: i64 },
    /// The source as typed: coordinates, or a WK address.
    SetSourceText(String),
    /// Route to this node (MSN).
    SetDestination(NodeId),
    /// The destination as typed (MSN).
    SetDestinationText(String),
    /// Switch the network.
    SetNet(Net),
    /// Switch to a d-dimensional grid of side 2^k.
    SetShape { dims: usize, k: u32 },
    /// Set the side lengths from text like `9x13` (orderly views).
    SetDims(String),
    /// Switch to WK(w, l).
    SetWk { w: u32, l: u32 },
    /// Switch to the X × Y Manhattan Street network.
    SetMsn { x: u32, y: u32 },
    /// A protocol family's size (`m` or `n`).
    SetFamilySize(String),
    /// Switch the view.
    SetView(View),
    /// Switch the algorithm (or ordering).
    SetAlgorithm(Algo),
    /// Show the difference against another algorithm, or not.
    SetCompare(Option<Algo>),
    /// Show the schedule after this step (`None`: no schedule overlay).
    SetStep(Option<u32>),
    /// The same, while the step slider is dragged: the URL follows with
    /// `replaceState`, not one history entry per pixel.
    ScrubStep(u32),
    /// Show the run or the map (`show=`).
    SetPicture(Show),
    /// Start or stop the animation.
    TogglePlay,
    /// The animation timer fired.
    Tick,
    /// The pointer is over this node, or left the drawing.
    Hover(Option<Node>),
    /// The worker sent a map.
    MapReady(Shared<MapReport>),
    /// The worker sent the report for a source key.
    ReportReady { key: String, report: Report },
    /// A step of a big schedule, as layers.
    LayerReady(Shared<StepLayer>),
    /// Who informs a node of a big schedule.
    InformerReady(Shared<NodeInformer>),
    /// The trace of a broadcast.
    TraceReady(Shared<TraceAnswer>),
    /// Open or close the narrated steps (`trace=`).
    SetTrace(bool),
    /// Show or hide a WK network's outline graph (`outline=`).
    SetOutline(bool),
    /// The pointer is over this pseudocode line, or left it.
    FocusLine(Option<u32>),
    /// The reader answered the exercise's question.
    Answer(castlab_core::exercise::Response),
    /// The reader edited a "your turn" plan.
    Plan(PlanEdit),
    /// The tries this tab already made at the open question, and its
    /// right answer's score if one was right (kept across a reload, so a
    /// reload neither restores the full score nor reopens the question).
    TriesRestored(Kept),
    /// The host page started (`true`) or stopped the animation.
    HostPlay(bool),
    /// The host page set the configuration (`castlab:set`): its query,
    /// with the embed's own keys kept.
    HostSet(String),
    /// Switch between the non-adaptive and the adaptive model.
    SetAdaptive(bool),
    /// Show or hide the ordering's labels on the edges.
    ToggleLabels,
    /// Start searching for a better ordering, with this seed.
    StartSearch(u32),
    /// Stop asking for search slices.
    StopSearch,
    /// Use the finished search's ordering: `algo=search&seed=…`.
    AdoptSearch(u32),
    /// The worker scored another slice of orderings.
    SearchAdvanced(SearchProgress),
    /// Hide the notices.
    DismissNotices,
    /// Use this value for this key (a notice's "largest allowed" value).
    ApplyValue { key: String, value: String },
    /// The worker is busy, failed, or was cancelled.
    Engine(EngineEvent),
    /// Send every request again after a cancel or a failure.
    Retry,
    /// Open the last session's permalink.
    Restore,
    /// Hide the offer to restore and the session message.
    DismissRestore,
    /// Back or Forward reached this query string.
    Navigate(String),
    /// Open or close the examples gallery.
    ToggleGallery,
    /// Open this link (an example of the gallery), closing the gallery.
    OpenLink(String),
    /// The reader's motion preference changed.
    SetReducedMotion(bool),
    /// The worker's answer for the sweep link `asked`.
    SweepReady {
        asked: String,
        result: Result<Shared<SweepData>, String>,
    },
    /// Highlight a row of the sweep (a point of its chart).
    SweepFocus(Option<usize>),
    /// Set a key of the sweep link: its range, or its algorithm.
    SetSweepValue { key: Key, value: String },
    /// A plan file's text, dropped, pasted or edited: open its link.
    ImportPlan(String),
    /// The worker checked the link's plan.
    PlanChecked(Shared<PlanVerdict>),
    /// Open the plan editor on this text, or close it (`None`).
    EditPlan(Option<String>),
    /// Show the link without its plan.
    RemovePlan,
    /// A file the page would not read, and why.
    PlanRefused(String),
}

impl Action {
    /// Whether the user chose this change, so it deserves a history entry.
    fn is_deliberate(&self) -> bool {
        matches!(
            self,
            Action::PickSource(_)
                | Action::SetSourceText(_)
                | Action::SetDestination(_)
                | Action::SetDestinationText(_)
                | Action::SetNet(_)
                | Action::SetShape { .. }
                | Action::SetDims(_)
                | Action::SetWk { .. }
                | Action::SetMsn { .. }
                | Action::SetFamilySize(_)
                | Action::SetView(_)
                | Action::SetAlgorithm(_)
                | Action::SetCompare(_)
                | Action::SetStep(_)
                | Action::SetPicture(_)
                | Action::SetTrace(_)
                | Action::SetOutline(_)
                | Action::SetAdaptive(_)
                | Action::AdoptSearch(_)
                | Action::ApplyValue { .. }
                | Action::Restore
                | Action::OpenLink(_)
                | Action::SetSweepValue { .. }
                | Action::ImportPlan(_)
                | Action::RemovePlan
        )
    }
}

/// The `algo=search` permalink a search of `query`'s graph with `seed` runs
/// for.
pub fn search_permalink(query: &Query, seed: u32) -> String {
    let mut q = query.clone();
    q.algo = Algo::Search;
    q.seed = seed;
    q.map_key()
}

/// The map key of `query` with another algorithm.
pub fn map_key_with(query: &Query, algo: Algo) -> String {
    let mut other = query.clone();
    other.algo = algo;
    other.map_key()
}

impl State {
    /// The state a URL query string describes. `saved` is what the last
    /// session left (`session::load`): offered when the visit is bare.
    pub fn new(search: &str, saved: Result<Option<String>, String>) -> Self {
        let (query, sweep, notices) = match Opened::of(search) {
            Opened::Sweep(sweep, first) => (first, Some(sweep), Vec::new()),
            opened => {
                let parsed = permalink::parse(search);
                let notices = opened.notices(input_errors(&parsed));
                (parsed.query, None, notices)
            }
        };
        // A bare visit, or the default link the page writes for one (a
        // reload keeps the offer); keys a link picks up on the way, or a
        // host page's own, do not count.
        // `locale=` only chooses the language: `?locale=de` is a bare visit.
        let unlocalized = Query {
            locale: None,
            ..query.clone()
        };
        let bare = sweep.is_none() && notices.is_empty() && unlocalized == Query::default();
        // A first visit (a bare link, nothing saved) opens on the gallery.
        let first_visit = bare && matches!(saved, Ok(None));
        // The session is offered in the page's language (the link's
        // `locale=`, or none), not the one it was saved in: restoring it
        // keeps the page's words, and its link says so.
        let here = |p: &str| crate::l10n::in_locale(p, query.locale.as_deref());
        let (restore, session_notice) = match saved {
            _ if !bare => (None, None),
            Ok(saved) => (
                saved
                    .filter(|p| crate::l10n::in_locale(p, None) != Query::default().to_permalink())
                    .map(|p| here(&p)),
                None,
            ),
            Err(why) => (None, Some(why)),
        };
        State {
            playing: query.show.autoplay && sweep.is_none(),
            query,
            sweep,
            plan_check: None,
            plan_editor: None,
            notices: notices.into(),
            maps: Vec::new(),
            report: None,
            progress: None,
            layer: None,
            informer: None,
            trace: None,
            trace_line: None,
            search: None,
            searching: false,
            show_labels: false,
            hover: None,
            picked: None,
            exercise: None,
            busy: false,
            halt: None,
            retry: 0,
            restore,
            session_notice,
            url_write: UrlWrite::Replace,
            gallery: first_visit,
            reduced_motion: false,
        }
    }

    /// The same state for a reader who asked for reduced motion, or not:
    /// autoplay then waits for a press.
    pub fn with_reduced_motion(mut self, reduced: bool) -> Self {
        self.reduced_motion = reduced;
        self.playing = self.autoplays();
        self
    }

    /// Whether a link just opened starts playing by itself.
    fn autoplays(&self) -> bool {
        self.query.show.autoplay && !self.reduced_motion
    }

    /// The map with this key, if the worker has sent it.
    pub fn map(&self, key: &str) -> Option<&Shared<MapReport>> {
        self.maps.iter().find(|m| m.map_key == key)
    }

    /// The query's map.
    pub fn current_map(&self) -> Option<&Shared<MapReport>> {
        self.map(&self.query.map_key())
    }

    /// The map the query's map is compared with.
    pub fn compare_map(&self) -> Option<&Shared<MapReport>> {
        let other = self.query.compare?;
        self.map(&map_key_with(&self.query, other))
    }

    /// The schedule report, on a TCD page.
    pub fn tcd_report(&self) -> Option<&Shared<SourceReport>> {
        match &self.report {
            Some(Report::Tcd(r)) => Some(r),
            Some(
                Report::Wk(_) | Report::Msn(_) | Report::Orderly { .. } | Report::Classical(_),
            )
            | None => None,
        }
    }

    /// The broadcast, on a WK page.
    pub fn wk_report(&self) -> Option<&Shared<WkReport>> {
        match &self.report {
            Some(Report::Wk(r)) => Some(r),
            Some(
                Report::Tcd(_) | Report::Msn(_) | Report::Orderly { .. } | Report::Classical(_),
            )
            | None => None,
        }
    }

    /// The view's report, on an MSN page.
    pub fn msn_report(&self) -> Option<&Shared<MsnReport>> {
        match &self.report {
            Some(Report::Msn(r)) => Some(r),
            Some(
                Report::Tcd(_) | Report::Wk(_) | Report::Orderly { .. } | Report::Classical(_),
            )
            | None => None,
        }
    }

    /// The orderly report and how many workers computed it.
    pub fn orderly_report(&self) -> Option<(&Shared<OrderlyReport>, u32)> {
        match &self.report {
            Some(Report::Orderly { report, workers }) => Some((report, *workers)),
            Some(Report::Tcd(_) | Report::Wk(_) | Report::Msn(_) | Report::Classical(_)) | None => {
                None
            }
        }
    }

    /// The classical report, on a protocol family's page.
    pub fn classical_report(&self) -> Option<&Shared<castlab_core::eval::ClassicalReport>> {
        match &self.report {
            Some(Report::Classical(r)) => Some(r),
            Some(Report::Tcd(_) | Report::Wk(_) | Report::Msn(_) | Report::Orderly { .. })
            | None => None,
        }
    }

    /// The source as a node of the grid (meshes, tori, MS networks).
    pub fn source(&self) -> NodeId {
        self.query
            .grid
            .node(&self.query.src)
            .unwrap_or(NodeId::new(0))
    }

    /// Steps of the animation: what the report says, else what the query
    /// fixes (`rules::steps`).
    pub fn steps(&self) -> u32 {
        let from_report = match &self.report {
            Some(Report::Wk(r)) => Some(r.steps),
            Some(Report::Msn(r)) => Some(r.steps()),
            Some(Report::Orderly { report, .. }) => Some(report.from_source),
            Some(Report::Classical(r)) => Some(r.from_source),
            Some(Report::Tcd(_)) | None => None,
        };
        from_report.unwrap_or_else(|| rules::steps(&self.query))
    }

    /// Whether the drawing shows the run of the schedule (who is informed
    /// when, by whom) rather than the map of every node's value: as
    /// `show=` says, or, on `auto`, while a step is shown or playing.
    pub fn shows_run(&self) -> bool {
        match self.query.show.picture {
            Show::Run => true,
            Show::Map => false,
            Show::Auto => self.playing || self.query.step.is_some_and(|t| t >= 1),
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let url_write = if action.is_deliberate() {
            UrlWrite::Push
        } else {
            UrlWrite::Replace
        };
        let mut next = Rc::clone(&self).apply(action);
        // The page speaks one language a visit: a link opened in it (a
        // gallery card, a value typed) keeps the link's `locale=`.
        // A sweep's link is its own text: it carries the language too.
        let unsaid = |s: &State| match &s.sweep {
            Some(sweep) => permalink::parse(&sweep.permalink).query.locale.is_none(),
            None => s.query.locale.is_none(),
        };
        if self.query.locale.is_some() && unsaid(&next) {
            let mut kept = Rc::unwrap_or_clone(next);
            kept.query.locale.clone_from(&self.query.locale);
            if let Some(sweep) = kept.sweep.as_mut() {
                sweep.permalink =
                    crate::l10n::in_locale(&sweep.permalink, self.query.locale.as_deref());
            }
            next = Rc::new(kept);
        }
        // Leaving a sweep for its first size keeps the query but not the link.
        let same_link = next.query == self.query && next.permalink() == self.permalink();
        if next.url_write == url_write || same_link {
            return next;
        }
        let mut next = Rc::unwrap_or_clone(next);
        next.url_write = url_write;
        Rc::new(next)
    }
}

impl State {
    fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::PickSource(node) => self.picked(node),
            Action::MoveSource { axis, delta } => self.moved_source(axis, delta),
            Action::SetSourceText(text) => Rc::new(self.with_text("src", &text)),
            Action::SetDestination(v) => self.with_destination(v),
            Action::SetDestinationText(text) => Rc::new(self.with_text("dst", &text)),
            Action::SetNet(net) => Rc::new(self.with_net(net)),
            Action::SetShape { dims, k } => Rc::new(self.with_shape(dims, k)),
            Action::SetDims(text) => Rc::new(self.with_dims_text(&text)),
            Action::SetWk { w, l } => Rc::new(self.with_wk(w, l)),
            Action::SetMsn { x, y } => Rc::new(self.with_msn(x, y)),
            Action::SetFamilySize(text) => Rc::new(self.with_family_size(&text)),
            Action::SetView(view) => self.with_view(view),
            Action::SetAlgorithm(algo) => self.with_algorithm(algo),
            Action::SetCompare(other) => self.with_compare(other),
            // The replay would answer the open question (`when`).
            Action::ScrubStep(_)
            | Action::SetStep(_)
            | Action::TogglePlay
            | Action::HostPlay(_)
                if self.hides_replay() =>
            {
                self
            }
            Action::ScrubStep(step) => self.apply(Action::SetStep(Some(step))),
            Action::SetStep(step) => self.with_step(step),
            Action::SetPicture(picture) => self.with_picture(picture),
            Action::TogglePlay => self.play_toggled(),
            Action::Tick => self.ticked(),
            Action::Hover(node) => self.hovered(node),
            Action::MapReady(map) => self.map_ready(map),
            Action::ReportReady { key, report } => self.report_ready(&key, report),
            Action::LayerReady(layer) => {
                let key = layer.permalink.clone();
                self.of_source(&key, |s| s.layer = Some(layer))
            }
            Action::InformerReady(informer) => {
                let key = informer.permalink.clone();
                self.of_source(&key, |s| s.informer = Some(informer))
            }
            Action::TraceReady(trace) => {
                let key = trace.permalink.clone();
                self.of_source(&key, |s| s.trace = Some(trace))
            }
            Action::SetTrace(open) => self.with_trace(open),
            Action::SetOutline(on) => self.with_outline(on),
            Action::FocusLine(line) => self.line_focused(line),
            Action::Answer(response) => self.answered(&response),
            Action::Plan(edit) => self.plan_edited(edit),
            Action::TriesRestored(kept) => self.tries_restored(kept),
            Action::SearchAdvanced(progress) => self.search_advanced(progress),
            Action::Engine(event) => Rc::new(self.engine(event)),
            Action::SetAdaptive(adaptive) => self.with_adaptive(adaptive),
            Action::ToggleLabels => self.labels_toggled(),
            Action::StartSearch(seed) => self.search_started(seed),
            Action::AdoptSearch(seed) => self.search_adopted(seed),
            Action::StopSearch => self.search_stopped(),
            Action::DismissNotices => self.notices_dismissed(),
            Action::ApplyValue { key, value } => self.value_applied(key, value),
            Action::Retry => self.retried(),
            Action::Restore => self.restored(),
            Action::DismissRestore => self.restore_dismissed(),
            Action::SetReducedMotion(reduced) => self.with_motion(reduced),
            Action::ToggleGallery => self.gallery_toggled(),
            Action::OpenLink(link) => self.link_opened(link),
            Action::Navigate(search) => Rc::new(self.opened(&search)),
            Action::HostSet(query) => self.host_set(&query),
            Action::HostPlay(play) if play != self.playing => self.play_toggled(),
            Action::HostPlay(_) => self,
            Action::SweepReady { asked, result } => self.sweep_ready(&asked, result),
            Action::SweepFocus(focus) => self.sweep_focus(focus),
            Action::SetSweepValue { key, value } => Rc::new(self.with_sweep_value(key, &value)),
            Action::ImportPlan(text) => self.plan_imported(&text),
            Action::PlanChecked(check) => self.plan_checked(check),
            Action::EditPlan(text) => self.plan_editing(text),
            Action::RemovePlan => self.plan_removed(),
            Action::PlanRefused(why) => self.plan_refused(why),
        }
    }
}
