//! The app state and its reducer. Side effects (the worker, the URL, the
//! animation timer) live in `app.rs`; the reducer only computes the next
//! state.

use std::rc::Rc;

use castlab_core::eval::{InputError, MapReport, MsnReport, OrderlyReport, SourceReport, WkReport};
use castlab_core::grid::{Coords, Grid, NodeId};
use castlab_core::mesh::MAX_K;
use castlab_core::permalink::{self, Algo, Net, Query, View, msn_view_fits};
use castlab_core::wk::Wk;
use yew::Reducible;

use crate::agent::{SearchProgress, StepLayer};
use crate::bridge::EngineEvent;

/// Why the worker is not computing what the page shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Halt {
    /// The user pressed "Cancel".
    Cancelled,
    /// The worker failed (a panic, out of memory) with this message.
    Failed(String),
}

/// An `Rc` compared by address: props and hook dependencies holding a
/// million-entry map must not compare it element by element.
#[derive(Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Everything the page shows.
#[derive(Clone, Debug)]
pub struct State {
    /// What is evaluated; its permalink is the URL.
    pub query: Query,
    /// Values of the opening URL that could not be used.
    pub notices: Rc<[InputError]>,
    /// Maps by map key: the query's and the one it is compared with.
    pub maps: Vec<Shared<MapReport>>,
    /// The validated schedule report for `query.source_key()`.
    pub report: Option<Shared<SourceReport>>,
    /// The WK broadcast for `query.source_key()` (on `net=wk`).
    pub broadcast: Option<Shared<WkReport>>,
    /// The MSN view for `query.source_key()` (on `net=msn`).
    pub msn: Option<Shared<MsnReport>>,
    /// The orderly view for `query.source_key()` (on `view=orderly`).
    pub orderly: Option<Shared<OrderlyReport>>,
    /// Workers that computed the orderly report's per-originator times.
    pub orderly_workers: u32,
    /// How far the worker's long computation has got: (done, total).
    pub progress: Option<(u32, u32)>,
    /// The current step of a schedule too big to list, as layers.
    pub layer: Option<Shared<StepLayer>>,
    /// The ordering search's progress, for the `algo=search` permalink it
    /// names.
    pub search: Option<SearchProgress>,
    /// Whether the page keeps asking the worker for search slices.
    pub searching: bool,
    /// Whether the orderly maps show each edge's label.
    pub show_labels: bool,
    /// The node under the pointer.
    pub hover: Option<usize>,
    /// Whether the animation advances by itself.
    pub playing: bool,
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
    /// Make this node the source.
    PickSource(usize),
    /// Make the node with these coordinates the source (ignored if outside).
    SetSource(Vec<u32>),
    /// Move the source by `delta` along `axis` (keyboard).
    MoveSource { axis: usize, delta: i64 },
    /// Switch between mesh and torus.
    SetNet(Net),
    /// Switch to a d-dimensional grid of side 2^k.
    SetShape { dims: usize, k: u32 },
    /// Switch to WK(w, l).
    SetWk { w: u32, l: u32 },
    /// Switch to the X × Y Manhattan Street network.
    SetMsn { x: u32, y: u32 },
    /// Switch the view (MSN: route, te, mnb, hamiltonian).
    SetView(View),
    /// Route to this node (MSN).
    SetDestination(usize),
    /// Route to the node with these coordinates (MSN).
    SetDestinationCoords(Vec<u32>),
    /// Switch the algorithm.
    SetAlgorithm(Algo),
    /// Show the difference against another algorithm, or not.
    SetCompare(Option<Algo>),
    /// Show the schedule after this step (`None`: no schedule overlay).
    SetStep(Option<u32>),
    /// The same, while the step slider is dragged: the URL follows with
    /// `replaceState`, not one history entry per pixel.
    ScrubStep(u32),
    /// Start or stop the animation.
    TogglePlay,
    /// The animation timer fired.
    Tick,
    /// The pointer is over this node, or left the map.
    Hover(Option<usize>),
    /// The worker sent a map.
    MapReady(Shared<MapReport>),
    /// The worker sent the report for a source key.
    SourceReady {
        key: String,
        report: Shared<SourceReport>,
    },
    /// The worker sent a WK broadcast for a source key.
    BroadcastReady {
        key: String,
        report: Shared<WkReport>,
    },
    /// The worker sent an MSN view for a source key.
    MsnReady {
        key: String,
        report: Shared<MsnReport>,
    },
    /// The worker sent an orderly view for a source key.
    OrderlyReady {
        key: String,
        report: Shared<OrderlyReport>,
        /// Workers that propagated every originator's time.
        workers: u32,
    },
    /// A step of a big schedule, as layers.
    LayerReady(Shared<StepLayer>),
    /// Set the side lengths from text like `9x13` (orderly views).
    SetDims(String),
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
    /// Hide the notices about the opening URL.
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
}

impl Action {
    /// Whether the user chose this change, so it deserves a history entry.
    fn is_deliberate(&self) -> bool {
        matches!(
            self,
            Action::PickSource(_)
                | Action::SetSource(_)
                | Action::SetNet(_)
                | Action::SetShape { .. }
                | Action::SetWk { .. }
                | Action::SetMsn { .. }
                | Action::SetView(_)
                | Action::SetDestination(_)
                | Action::SetDestinationCoords(_)
                | Action::SetAlgorithm(_)
                | Action::SetCompare(_)
                | Action::SetStep(_)
                | Action::SetDims(_)
                | Action::SetAdaptive(_)
                | Action::AdoptSearch(_)
                | Action::ApplyValue { .. }
                | Action::Restore
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

/// `query`'s canonical link with `key` set to `value` (a repeated key would
/// keep the first, so the old value is dropped).
fn link_with(query: &Query, key: &str, value: &str) -> String {
    let canonical = query.to_permalink();
    let prefix = format!("{key}=");
    let kept: Vec<&str> = canonical
        .split('&')
        .filter(|pair| !pair.starts_with(&prefix))
        .collect();
    format!("{}&{key}={}", kept.join("&"), value.trim())
}

/// The map key of `query` with another algorithm.
pub fn map_key_with(query: &Query, algo: Algo) -> String {
    let mut other = query.clone();
    other.algo = algo;
    other.map_key()
}

/// Whether `algo` runs on `grid` (`exact` needs N ≤ 16).
pub fn runs_on(algo: Algo, grid: &Grid) -> bool {
    let n = grid.node_count();
    match algo {
        Algo::Exact => (2..=16).contains(&n) && n.is_power_of_two(),
        _ => castlab_core::mesh::cube_of(grid).is_ok(),
    }
}

impl State {
    /// The state a URL query string describes.
    pub fn from_query(search: &str) -> Self {
        let parsed = permalink::parse(search);
        // A bare visit, or the default link the page writes for one (a
        // reload keeps the offer).
        let bare = parsed.errors.is_empty() && parsed.query == Query::default();
        let (restore, session_notice) = if bare {
            match crate::session::load() {
                Ok(saved) => (
                    saved.filter(|p| *p != Query::default().to_permalink()),
                    None,
                ),
                Err(why) => (None, Some(why)),
            }
        } else {
            (None, None)
        };
        State {
            playing: parsed.query.show.autoplay,
            query: parsed.query,
            notices: parsed.errors.iter().map(InputError::from).collect(),
            maps: Vec::new(),
            report: None,
            broadcast: None,
            msn: None,
            orderly: None,
            orderly_workers: 1,
            progress: None,
            layer: None,
            search: None,
            searching: false,
            show_labels: false,
            hover: None,
            busy: false,
            halt: None,
            retry: 0,
            restore,
            session_notice,
            url_write: UrlWrite::Replace,
        }
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

    /// The report of the current source (cleared whenever the source key
    /// changes).
    pub fn current_report(&self) -> Option<&Shared<SourceReport>> {
        self.report.as_ref()
    }

    /// The source as a node index (of the grid, or of the WK network).
    pub fn source(&self) -> usize {
        if self.query.net == Net::Wk {
            return self.query.wk_src.index();
        }
        self.query
            .grid
            .node(&self.query.src)
            .map_or(0, NodeId::index)
    }

    /// Replaces the query, keeping it inside what the grammar accepts.
    fn with_query(&self, mut query: Query) -> Self {
        let orderly = query.view == View::Orderly;
        query.view = match query.net {
            _ if orderly => View::Orderly,
            Net::Wk => View::Broadcast,
            Net::Msn
                if matches!(
                    query.view,
                    View::Route | View::Te | View::Mnb | View::Hamiltonian
                ) && msn_view_fits(query.grid.sides(), query.view) =>
            {
                query.view
            }
            Net::Msn => View::Route,
            _ => View::Tcd,
        };
        let wk_algorithm = matches!(query.algo, Algo::Fang | Algo::Stack);
        let orderly_algorithm = match query.algo {
            Algo::Dim | Algo::Search => true,
            Algo::Pi => query.net == Net::Torus && query.grid.dims() >= 2,
            Algo::PiLiteral => query.net == Net::Torus && query.grid.dims() == 2,
            _ => false,
        };
        if orderly {
            if !orderly_algorithm {
                query.algo = permalink::default_algo(query.net, View::Orderly);
            }
            query.compare = None;
        } else if query.net == Net::Wk && !wk_algorithm {
            query.algo = Algo::Fang;
        } else if query.net == Net::Msn {
            query.algo = castlab_core::permalink::default_algo(query.net, query.view);
        } else if query.net != Net::Wk {
            if castlab_core::mesh::cube_of(&query.grid).is_err() {
                // Orderly views take any sides; TCD needs 2^k ones.
                let d = query.grid.dims();
                let sides = vec![8u32.min(1 << (20 / d as u32)); d];
                query.grid = Grid::new(&sides, query.net == Net::Torus).unwrap_or(query.grid);
                query.src = Coords::new(&vec![0; d]).unwrap_or(query.src);
            }
            let tcd_algorithm = matches!(
                query.algo,
                Algo::Paper | Algo::Symmetric | Algo::Recursive | Algo::Exact
            );
            if !tcd_algorithm || !runs_on(query.algo, &query.grid) {
                query.algo = Algo::Paper;
            }
        }
        if query
            .compare
            .is_some_and(|c| c == query.algo || !runs_on(c, &query.grid))
        {
            query.compare = None;
        }
        let steps = match query.net {
            _ if orderly => u32::MAX,
            Net::Wk => (1u32 << query.wk.l()) - 1,
            Net::Msn => u32::MAX,
            _ => query.grid.dims() as u32 * query.grid.sides()[0].trailing_zeros(),
        };
        query.step = query.step.map(|s| s.min(steps.max(1)));
        // A round trip through the grammar keeps the state canonical.
        let parsed = permalink::parse(&query.to_permalink());
        if orderly && !parsed.errors.is_empty() {
            // A shape the orderly view refuses (too large, sides below 3 on
            // a torus): stay where we are.
            return self.clone();
        }
        debug_assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        let mut next = self.clone();
        if parsed.query.source_key() != self.query.source_key() {
            next.report = None;
            next.layer = None;
            next.broadcast = None;
            next.msn = None;
            next.orderly = None;
        }
        if parsed.query != self.query {
            next.halt = None;
        }
        next.query = parsed.query;
        next
    }

    fn with_source(&self, coords: &[u32]) -> Self {
        let mut q = self.query.clone();
        if let Some(c) = Coords::new(coords).filter(|c| q.grid.node(c).is_some()) {
            q.src = c;
        }
        self.with_query(q)
    }

    /// Steps of the current schedule.
    pub fn steps(&self) -> u32 {
        if self.query.view == View::Orderly {
            return self.orderly.as_ref().map_or(0, |r| r.from_source);
        }
        if self.query.net == Net::Msn {
            let n = self.query.grid.node_count() as u32;
            return match self.query.view {
                View::Te => self
                    .msn
                    .as_ref()
                    .and_then(|m| m.te.as_ref())
                    .and_then(|t| t.phases.as_ref())
                    .map_or(0, |p| p.iter().map(|(_, _, tag)| tag.len() as u32).sum()),
                View::Mnb => n / 2,
                View::Hamiltonian => n - 1,
                _ => 0,
            };
        }
        if self.query.net == Net::Wk {
            return self
                .broadcast
                .as_ref()
                .map_or((1 << self.query.wk.l()) - 1, |b| b.steps);
        }
        let n = self.query.grid.node_count();
        castlab_core::schedule::optimal_steps(n)
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
        let next = Rc::clone(&self).apply(action);
        if next.url_write == url_write || next.query == self.query {
            return next;
        }
        let mut next = Rc::unwrap_or_clone(next);
        next.url_write = url_write;
        Rc::new(next)
    }
}

impl State {
    fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = match action {
            Action::PickSource(i) if self.query.net == Net::Wk => {
                if i >= self.query.wk.nodes() {
                    return self;
                }
                let mut q = self.query.clone();
                q.wk_src = castlab_core::wk::WkNode::new(i);
                self.with_query(q)
            }
            Action::PickSource(i) => {
                if i >= self.query.grid.node_count() {
                    return self;
                }
                let coords = self.query.grid.coords(NodeId::new(i));
                self.with_source(&coords)
            }
            Action::SetSource(digits) if self.query.net == Net::Wk => {
                let Some(node) = self.query.wk.node(&digits) else {
                    return self;
                };
                let mut q = self.query.clone();
                q.wk_src = node;
                self.with_query(q)
            }
            Action::SetSource(coords) => self.with_source(&coords),
            Action::MoveSource { axis, delta } => {
                let grid = self.query.grid;
                let Some(&side) = grid.sides().get(axis) else {
                    return self;
                };
                let mut c = self.query.src.to_vec();
                c[axis] = (i64::from(c[axis]) + delta).clamp(0, i64::from(side) - 1) as u32;
                self.with_source(&c)
            }
            Action::SetNet(net) => {
                let mut q = self.query.clone();
                q.net = net;
                q.step = None;
                if net == Net::Msn || self.query.net == Net::Msn {
                    // MSN sides are even, mesh sides powers of two: start afresh.
                    q.grid = Grid::mesh(&[8, 8]).unwrap_or(q.grid);
                    q.src = Coords::xy(0, 0);
                    q.dst = permalink::default_dst(&q.grid);
                }
                let sides = q.grid.sides().to_vec();
                q.grid = Grid::new(&sides, net == Net::Torus).unwrap_or(q.grid);
                self.with_query(q)
            }
            Action::SetShape { dims, k } => {
                let dims = dims.clamp(1, 6);
                let max_k = (20 / dims as u32).min(MAX_K);
                let side = 1u32 << k.clamp(1, max_k);
                let sides = vec![side; dims];
                let grid = Grid::new(&sides, self.query.net == Net::Torus);
                let Ok(grid) = grid else {
                    return self;
                };
                let mut q = self.query.clone();
                // Keep the source where it was, clamped into the new grid.
                let src: Vec<u32> = (0..dims)
                    .map(|a| self.query.src.get(a).copied().unwrap_or(0).min(side - 1))
                    .collect();
                q.grid = grid;
                q.src = Coords::new(&src).unwrap_or(q.src);
                let mut next = self.with_query(q);
                next.hover = None;
                next
            }
            Action::SetWk { w, l } => {
                let l = l.clamp(1, Wk::max_level(w.clamp(2, castlab_core::wk::MAX_W)));
                let Ok(wk) = Wk::new(w, l) else {
                    return self;
                };
                let mut q = self.query.clone();
                // Keep the source's trailing digits where they fit.
                let old = self.query.wk.digits(self.query.wk_src);
                let digits: Vec<u32> = (0..l as usize)
                    .map(|i| {
                        old.get(old.len().saturating_sub(l as usize) + i)
                            .copied()
                            .unwrap_or(0)
                            .min(w - 1)
                    })
                    .collect();
                q.wk = wk;
                q.wk_src = wk.node(&digits).unwrap_or_default();
                let mut next = self.with_query(q);
                next.hover = None;
                next
            }
            Action::SetMsn { x, y } => {
                let Ok(msn) = castlab_core::msn::Msn::new(x, y) else {
                    return self;
                };
                let Ok(grid) = Grid::mesh(&[msn.width(), msn.height()]) else {
                    return self;
                };
                let mut q = self.query.clone();
                q.grid = grid;
                q.src = Coords::xy(
                    q.src[0].min(x - 1),
                    q.src.get(1).copied().unwrap_or(0).min(y - 1),
                );
                q.dst = permalink::default_dst(&grid);
                q.step = None;
                let mut next = self.with_query(q);
                next.hover = None;
                next
            }
            Action::SetView(view) => {
                let mut q = self.query.clone();
                q.view = view;
                q.step = None;
                self.with_query(q)
            }
            Action::SetDestination(v) => {
                if v >= self.query.grid.node_count() {
                    return self;
                }
                let mut q = self.query.clone();
                q.dst = self.query.grid.coords(NodeId::new(v));
                self.with_query(q)
            }
            Action::SetDestinationCoords(c) => match self.query.grid.node(&c) {
                Some(v) => return Rc::clone(&self).reduce(Action::SetDestination(v.index())),
                None => return self,
            },
            Action::SetAlgorithm(algo) => {
                let mut q = self.query.clone();
                q.algo = algo;
                self.with_query(q)
            }
            Action::SetCompare(other) => {
                let mut q = self.query.clone();
                q.compare = other;
                self.with_query(q)
            }
            Action::ScrubStep(step) => return self.apply(Action::SetStep(Some(step))),
            Action::SetStep(step) => {
                let mut q = self.query.clone();
                q.step = step;
                let mut next = self.with_query(q);
                if step.is_none() {
                    next.playing = false;
                }
                next
            }
            Action::TogglePlay => {
                let mut next = (*self).clone();
                next.playing = !self.playing;
                if next.playing && self.query.step.is_none_or(|s| s >= self.steps()) {
                    next.query.step = Some(0);
                }
                next
            }
            Action::Tick => {
                if !self.playing {
                    return self;
                }
                let steps = self.steps();
                if steps == 0 {
                    // The schedule has not arrived yet (autoplay): wait.
                    return self;
                }
                let mut next = (*self).clone();
                let now = self.query.step.unwrap_or(0);
                // An autoplaying embed starts over after the last step.
                let step = if now >= steps && self.query.show.autoplay {
                    0
                } else {
                    now + 1
                };
                next.query.step = Some(step.min(steps));
                next.playing = step < steps || self.query.show.autoplay;
                next
            }
            Action::Hover(node) => {
                if node == self.hover {
                    return self;
                }
                let mut next = (*self).clone();
                next.hover = node;
                next
            }
            Action::MapReady(map) => {
                let wanted = [
                    Some(self.query.map_key()),
                    self.query.compare.map(|c| map_key_with(&self.query, c)),
                ];
                if !wanted.iter().flatten().any(|k| *k == map.map_key) {
                    return self;
                }
                let mut next = (*self).clone();
                // Keep the maps still in view, plus the new one.
                next.maps
                    .retain(|m| wanted.iter().flatten().any(|k| *k == m.map_key));
                next.maps.retain(|m| m.map_key != map.map_key);
                next.maps.push(map);
                next
            }
            Action::SourceReady { key, report } => {
                if key != self.query.source_key() {
                    return self;
                }
                let mut next = (*self).clone();
                next.report = Some(report);
                next
            }
            Action::MsnReady { key, report } => {
                if key != self.query.source_key() {
                    return self;
                }
                let mut next = (*self).clone();
                next.msn = Some(report);
                next
            }
            Action::BroadcastReady { key, report } => {
                if key != self.query.source_key() {
                    return self;
                }
                let mut next = (*self).clone();
                next.broadcast = Some(report);
                next
            }
            Action::OrderlyReady {
                key,
                report,
                workers,
            } => {
                if key != self.query.source_key() {
                    return self;
                }
                let mut next = (*self).clone();
                next.orderly = Some(report);
                next.orderly_workers = workers;
                next
            }
            Action::SetDims(text) => {
                let mut q = self.query.clone();
                q.step = None;
                let parsed = permalink::parse(&link_with(&q, "dims", &text));
                let mut next = if parsed.errors.is_empty() {
                    let mut q2 = parsed.query;
                    // Keep the source where it fits.
                    let src: Vec<u32> = (0..q2.grid.dims())
                        .map(|a| {
                            self.query
                                .src
                                .get(a)
                                .copied()
                                .unwrap_or(0)
                                .min(q2.grid.sides()[a] - 1)
                        })
                        .collect();
                    q2.src = Coords::new(&src).unwrap_or(q2.src);
                    self.with_query(q2)
                } else {
                    (*self).clone()
                };
                next.notices = parsed.errors.iter().map(InputError::from).collect();
                next.hover = None;
                next
            }
            Action::SetAdaptive(adaptive) => {
                let mut q = self.query.clone();
                q.adaptive = adaptive;
                self.with_query(q)
            }
            Action::ToggleLabels => {
                let mut next = (*self).clone();
                next.show_labels = !self.show_labels;
                next
            }
            Action::StartSearch(seed) => {
                let mut next = (*self).clone();
                let permalink = search_permalink(&self.query, seed);
                next.search = Some(SearchProgress {
                    permalink,
                    seed,
                    done: 0,
                    total: 1,
                    start_time: 0,
                    best_time: 0,
                });
                next.searching = true;
                next
            }
            Action::AdoptSearch(seed) => {
                let mut q = self.query.clone();
                q.algo = Algo::Search;
                q.seed = seed;
                let mut next = self.with_query(q);
                next.searching = false;
                next
            }
            Action::StopSearch => {
                let mut next = (*self).clone();
                next.searching = false;
                next
            }
            Action::SearchAdvanced(progress) => {
                let current = self.search.as_ref().map(|s| s.permalink.as_str());
                if current != Some(progress.permalink.as_str()) {
                    return self;
                }
                let mut next = (*self).clone();
                next.searching = self.searching && progress.done < progress.total;
                next.search = Some(progress);
                next
            }
            Action::DismissNotices => {
                let mut next = (*self).clone();
                next.notices = Rc::from([]);
                next
            }
            Action::ApplyValue { key, value } => {
                let parsed = permalink::parse(&link_with(&self.query, &key, &value));
                if parsed.errors.iter().any(|e| e.key.as_str() == key) {
                    return self;
                }
                let mut next = self.with_query(parsed.query);
                next.notices = self
                    .notices
                    .iter()
                    .filter(|n| n.key != key)
                    .cloned()
                    .collect();
                next
            }
            Action::Engine(EngineEvent::Busy(busy)) => {
                let mut next = (*self).clone();
                next.busy = busy;
                if !busy {
                    next.progress = None;
                }
                next
            }
            Action::LayerReady(layer) => {
                if layer.permalink != self.query.source_key() {
                    return self;
                }
                let mut next = (*self).clone();
                next.layer = Some(layer);
                next
            }
            Action::Engine(EngineEvent::Progress(done, total)) => {
                let mut next = (*self).clone();
                next.progress = (next.busy && done < total).then_some((done, total));
                next
            }
            Action::Engine(EngineEvent::Failed(message)) => {
                let mut next = (*self).clone();
                next.halt = Some(Halt::Failed(message));
                next.searching = false;
                next
            }
            Action::Engine(EngineEvent::Cancelled) => {
                let mut next = (*self).clone();
                next.halt = Some(Halt::Cancelled);
                next.searching = false;
                next
            }
            Action::Retry => {
                let mut next = (*self).clone();
                next.halt = None;
                next.retry = self.retry.wrapping_add(1);
                next
            }
            Action::Restore => {
                let Some(link) = self.restore.clone() else {
                    return self;
                };
                let mut next = State::from_query(&link);
                next.restore = None;
                // The worker is the same one; its state carries over.
                next.busy = self.busy;
                next.retry = self.retry.wrapping_add(1);
                next
            }
            Action::DismissRestore => {
                let mut next = (*self).clone();
                next.restore = None;
                next.session_notice = None;
                next
            }
            Action::Navigate(search) => {
                let parsed = permalink::parse(&search);
                let mut next = self.with_query(parsed.query);
                next.notices = parsed.errors.iter().map(InputError::from).collect();
                next.playing = next.query.show.autoplay;
                next.hover = None;
                next
            }
        };
        Rc::new(next)
    }
}
