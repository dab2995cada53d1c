//! One permalink in, one evaluation out: the function behind `castlab eval`
//! and the web app alike, so a link means the same everywhere.
//!
//! An [`Analysis`] holds every map of one grid (paper, symmetric,
//! recursive, exact where they apply) and the verdicts on the papers'
//! claims; front ends cache it by [`Analysis::key`]. [`map_report`] picks the
//! query's map from it, and [`source_report`] builds, routes and validates
//! the explicit schedule of the query's source. [`evaluate`] does all three.

mod orderly;

pub use orderly::{
    BoundCheck, MESSY_LIMIT, MessySummary, OrderlyAnalysis, OrderlyReport, PendingAnalysis,
    Prepared, SearchSummary, orderly_report, start_search,
};

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::cell::OnceCell;

use crate::grid::{Coords, Grid, MAX_DIMS, NodeId};
use crate::mesh::exact::Exact;
use crate::mesh::recursive::Recursive;
use crate::mesh::{Cube, closed_form, cube_of, eyes, paper};
use crate::permalink::{self, Algo, Net, ParamError, Query, View};
use crate::schedule::{RouteAssignment, Schedule, assign_routes, validate};
use crate::wk::{Broadcast, FirstLabel, Label, Timing, Wk, WkAlgorithm, simulate};

/// Schedules of grids up to this many nodes are listed message by message
/// in a [`SourceReport`].
pub const SCHEDULE_LIMIT: usize = 4096;

/// Sources listed in an [`Optimum`]; the count covers the rest.
pub const OPTIMUM_LIST_LIMIT: usize = 64;

/// A value of the query that was not used, for display.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct InputError {
    /// The key, e.g. `dims`.
    pub key: String,
    /// The value as given (shortened if long).
    pub value: String,
    /// The value used instead.
    pub using: String,
    /// For a value above a limit, the largest value like it that is accepted.
    pub largest: Option<String>,
    /// One sentence naming key, value, reason and fallback.
    pub message: String,
}

impl From<&ParamError> for InputError {
    fn from(e: &ParamError) -> Self {
        InputError {
            key: e.key.as_str().to_string(),
            value: e.value.clone(),
            using: e.using.clone(),
            largest: e.largest.clone(),
            message: e.to_string(),
        }
    }
}

/// The least value of a map and where it is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Optimum {
    /// The least TCD.
    pub tcd: u64,
    /// How many sources reach it.
    pub count: u64,
    /// The first [`OPTIMUM_LIST_LIMIT`] of them, as coordinates.
    pub sources: Vec<Vec<u32>>,
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
}

/// One claim of a paper, checked on one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Claim {
    /// A stable identifier, e.g. `algorithm-is-minimum`.
    pub id: String,
    /// Where the paper says it, e.g. "000 Theorem 2".
    pub cited: String,
    /// The claim in one sentence.
    pub statement: String,
    /// What the computations say.
    pub verdict: Verdict,
    /// The numbers behind the verdict.
    pub evidence: String,
}

/// The TCD map of one algorithm on one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MapReport {
    /// What the map depends on (see [`Query::map_key`]).
    pub map_key: String,
    /// Side lengths, x first.
    pub dims: Vec<u32>,
    /// Whether the grid wraps around.
    pub torus: bool,
    /// The algorithm the map is of.
    pub map_algorithm: Algo,
    /// TCD per source, x fastest.
    pub tcd_map: Vec<u64>,
    /// The least TCD over all sources, and where it is reached.
    pub optimum: Optimum,
    /// The largest TCD over all sources.
    pub map_max: u64,
    /// The top-level eyes (000 Definition 2, 002 Definitions 2 and 7).
    pub eyes: Vec<Vec<u32>>,
    /// The papers' claims about this grid, checked.
    pub claims: Vec<Claim>,
}

/// A paper's closed form for one source, with its provenance.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClosedForm {
    /// The value.
    pub tcd: u64,
    /// Where it comes from, e.g. "000 Eqs. (3)-(7)".
    pub formula: String,
}

/// One source's TCD under each algorithm that runs on the grid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AlgorithmTcds {
    /// The papers' algorithm.
    pub paper: Option<u64>,
    /// Its best image under the cube's symmetries.
    pub symmetric: Option<u64>,
    /// The optimum over dimension-ordered subcube-recursive schedules.
    pub recursive: Option<u64>,
    /// The optimum over all schedules (N ≤ 16).
    pub exact: Option<u64>,
}

/// One message of a listed schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScheduleEntry {
    /// Step, from 1.
    pub step: u32,
    /// Sender's coordinates.
    pub from: Vec<u32>,
    /// Receiver's coordinates.
    pub to: Vec<u32>,
    /// The route's dimension order, e.g. "xy" or "yx".
    pub route: String,
    /// Hops of the route.
    pub hops: u32,
}

/// The explicit schedule of one source, routed and validated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SourceReport {
    /// The source's coordinates.
    pub source: Vec<u32>,
    /// The algorithm the schedule is of.
    pub algorithm: Algo,
    /// Steps of the schedule.
    pub steps: u32,
    /// Messages of the schedule.
    pub messages: u64,
    /// TCD recounted from the schedule's routes by the validator.
    pub tcd: u64,
    /// Whether the schedule is a valid time-step-optimal one-port broadcast.
    pub valid: bool,
    /// The first rule it breaks, if any.
    pub violation: Option<String>,
    /// Whether dimension-ordered routes exist under which no directed link
    /// carries two messages in one step (`null`: unknown).
    pub contention_free: Option<bool>,
    /// How `contention_free` was decided: greedy, exhaustive or
    /// inconclusive.
    pub contention_method: String,
    /// The papers' closed form for this source, where one applies.
    pub closed_form: Option<ClosedForm>,
    /// Whether the source is a top-level eye.
    pub source_is_eye: bool,
    /// This source under every algorithm that runs on the grid.
    pub algorithms: AlgorithmTcds,
    /// The messages, for grids of at most [`SCHEDULE_LIMIT`] nodes.
    pub schedule: Option<Vec<ScheduleEntry>>,
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
    },
}

impl Evaluation {
    /// The TCD reports, for `view=tcd`.
    pub fn tcd(&self) -> Option<(&SourceReport, &MapReport)> {
        match &self.result {
            ViewResult::Tcd { source, map } => Some((&**source, &**map)),
            _ => None,
        }
    }
}

/// One algorithm's broadcast in a WK network, summarised.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WkSummary {
    /// `fang` or `stack`.
    pub algorithm: Algo,
    /// When the last message arrived.
    pub steps: u32,
    /// Whether every node received exactly once.
    pub exactly_once: bool,
    /// Bits of the longest label a message carried.
    pub label_bits: u32,
    /// Most entries of a stack label (0 for `fang`).
    pub stack_size: u32,
    /// The largest decision cost of a node (comparisons, pops, pushes).
    pub work_max: u32,
    /// All nodes' decision costs, summed.
    pub work_total: u64,
}

/// One delivered message of a listed WK broadcast.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WkDelivery {
    /// Arrival step.
    pub time: u32,
    /// Sender's address.
    pub from: String,
    /// Receiver's address.
    pub to: String,
    /// The label, e.g. "(2, 2)", "p=1" or "[3, 2, 0]".
    pub label: String,
    /// The link's level (0: inner-cluster).
    pub level: u32,
}

/// One node's properties (001 Definitions 1–4).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WkNodeProperties {
    /// d_L … d_1.
    pub address: String,
    /// Definition 1.
    pub cor_id: u32,
    /// Definition 2.
    pub cor_level: u32,
    /// Definition 4 (none for the corners of the network).
    pub flip_cor_id: Option<u32>,
}

/// `view=broadcast` on WK(W, L): the chosen algorithm run as per-node
/// rules, checked, and compared with the other.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WkReport {
    /// Amplitude.
    pub w: u32,
    /// Level.
    pub l: u32,
    /// The source's address.
    pub source: String,
    /// The algorithm.
    pub algorithm: Algo,
    /// When the last message arrived, all ports, one hop per step.
    pub steps: u32,
    /// The diameter 2^L − 1 that 001 Theorems 1 and 2 promise.
    pub diameter: u32,
    /// The source's eccentricity: no broadcast can finish sooner.
    pub eccentricity: u32,
    /// Whether every node but the source received exactly once.
    pub exactly_once: bool,
    /// Messages delivered.
    pub receptions: u64,
    /// What a message carries.
    pub label: String,
    /// Bits of the longest label.
    pub label_bits: u32,
    /// Most entries of a stack label (0 for `fang`).
    pub stack_size: u32,
    /// The largest decision cost of a node.
    pub work_max: u32,
    /// Random link delays (1..=`max_delay`, seeds 1..=`seeds`): still exactly
    /// once?
    pub asynchronous_exactly_once: bool,
    /// Seeds tried with random delays.
    pub asynchronous_seeds: u32,
    /// Both algorithms side by side.
    pub compare: Vec<WkSummary>,
    /// Every delivery, for networks of at most [`SCHEDULE_LIMIT`] nodes.
    pub deliveries: Option<Vec<WkDelivery>>,
    /// Every node's properties, for networks of at most [`SCHEDULE_LIMIT`]
    /// nodes.
    pub table: Option<Vec<WkNodeProperties>>,
}

fn label_text(label: &Label) -> String {
    match label {
        Label::Corner { p } => format!("p={p}"),
        Label::General { m, t } => format!("({m}, {t})"),
        Label::Stack(s) => format!("{s:?}"),
    }
}

fn wk_algorithm(algo: Algo) -> WkAlgorithm {
    match algo {
        Algo::Stack => WkAlgorithm::Stack,
        _ => WkAlgorithm::Fang,
    }
}

fn summarise(wk: &Wk, algo: Algo, b: &Broadcast) -> WkSummary {
    WkSummary {
        algorithm: algo,
        steps: b.steps,
        exactly_once: b.exactly_once,
        label_bits: b.label_bits(wk),
        stack_size: b.max_stack() as u32,
        work_max: b.work.iter().copied().max().unwrap_or(0),
        work_total: b.work.iter().map(|&w| u64::from(w)).sum(),
    }
}

/// Random-delay runs per report.
const ASYNC_SEEDS: u32 = 3;

/// The WK broadcast of the query's algorithm from its source.
pub fn wk_report(query: &Query) -> WkReport {
    let wk = query.wk;
    let s = query.wk_src;
    let run =
        |algo: Algo, timing| simulate(&wk, s, wk_algorithm(algo), FirstLabel::Corrected, timing);
    let b = run(query.algo, Timing::Synchronous);
    let compare = [Algo::Fang, Algo::Stack]
        .into_iter()
        .map(|a| {
            if a == query.algo {
                summarise(&wk, a, &b)
            } else {
                summarise(&wk, a, &run(a, Timing::Synchronous))
            }
        })
        .collect();
    let asynchronous_exactly_once = (1..=u64::from(ASYNC_SEEDS))
        .all(|seed| run(query.algo, Timing::Random { seed, max_delay: 4 }).exactly_once);
    let small = wk.nodes() <= SCHEDULE_LIMIT;
    let summary = summarise(&wk, query.algo, &b);
    WkReport {
        w: wk.w(),
        l: wk.l(),
        source: wk.address(s),
        algorithm: query.algo,
        steps: b.steps,
        diameter: (1 << wk.l()) - 1,
        eccentricity: wk.distances(s).into_iter().max().unwrap_or(0),
        exactly_once: b.exactly_once,
        receptions: b.deliveries.len() as u64,
        label: match query.algo {
            Algo::Stack => "a stack of link labels".into(),
            _ if wk.is_corner(s) => {
                "p, the source's corner identifier (corner broadcasting)".into()
            }
            _ => "(m, t): highest link level passed, corner identifier".into(),
        },
        label_bits: summary.label_bits,
        stack_size: summary.stack_size,
        work_max: summary.work_max,
        asynchronous_exactly_once,
        asynchronous_seeds: ASYNC_SEEDS,
        compare,
        deliveries: small.then(|| {
            b.deliveries
                .iter()
                .map(|d| WkDelivery {
                    time: d.time,
                    from: wk.address(d.from),
                    to: wk.address(d.to),
                    label: label_text(&d.label),
                    level: wk
                        .inter_neighbour(d.to)
                        .filter(|&(u, _)| u == d.from)
                        .map_or(0, |(_, level)| level),
                })
                .collect()
        }),
        table: small.then(|| {
            wk.node_ids()
                .map(|v| WkNodeProperties {
                    address: wk.address(v),
                    cor_id: wk.cor_id(v),
                    cor_level: wk.cor_level(v),
                    flip_cor_id: wk.flip_cor_id(v),
                })
                .collect()
        }),
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
        bare.to_permalink()
    }

    /// The part of the query a map depends on: everything but the source and
    /// the presentation keys.
    pub fn map_key(&self) -> String {
        let mut bare = self.clone();
        bare.src = Coords::new(&[0; MAX_DIMS][..bare.grid.dims()]).expect("dims <= MAX_DIMS");
        bare.step = None;
        bare.embed = false;
        bare.compare = None;
        bare.to_permalink()
    }
}

/// Every map of one grid, and the checked claims.
#[derive(Debug)]
pub struct Analysis {
    grid: Grid,
    cube: Option<Cube>,
    paper: Option<Vec<u64>>,
    /// Computed on first use: it costs |symmetries| · N and only the
    /// `symmetric` view needs all of it.
    symmetric: OnceCell<Option<(Vec<u64>, Vec<u16>)>>,
    recursive: Option<(Recursive, Vec<u64>)>,
    exact: Option<(Exact, Vec<u64>)>,
    claims: Vec<Claim>,
}

fn point_of(cube: Cube, coords: &[u32]) -> crate::mesh::Point {
    let mut p = [0; MAX_DIMS];
    p[..cube.d].copy_from_slice(&coords[..cube.d]);
    p
}

impl Analysis {
    /// What an analysis depends on: the grid.
    pub fn key(grid: &Grid) -> String {
        format!("{grid:?}")
    }

    /// Computes every map that applies to `grid`.
    pub fn new(grid: &Grid) -> Self {
        let cube = cube_of(grid).ok();
        let n = grid.node_count();
        let paper = cube.map(|c| {
            if grid.is_torus() {
                vec![closed_form::eye_tcd(c.d, c.k).expect("cube sizes are in range"); n]
            } else {
                paper::tcd_map(c)
            }
        });
        let recursive = cube.map(|c| {
            let r = Recursive::new(c, grid.is_torus());
            let map = r.map();
            (r, map)
        });
        let exact = Exact::new(grid).ok().map(|e| {
            let map = e.map();
            (e, map)
        });
        let mut analysis = Analysis {
            grid: *grid,
            cube,
            paper,
            symmetric: OnceCell::new(),
            recursive,
            exact,
            claims: Vec::new(),
        };
        analysis.claims = analysis.check_claims();
        analysis
    }

    /// The map of `algo`, if it runs on this grid.
    pub fn map(&self, algo: Algo) -> Option<&[u64]> {
        match algo {
            Algo::Paper => self.paper.as_deref(),
            Algo::Symmetric => self.symmetric().map(|s| &s.0[..]),
            Algo::Recursive => self.recursive.as_ref().map(|r| &r.1[..]),
            Algo::Exact => self.exact.as_ref().map(|e| &e.1[..]),
            _ => None,
        }
    }

    fn symmetric(&self) -> Option<&(Vec<u64>, Vec<u16>)> {
        self.symmetric
            .get_or_init(|| match (self.cube, &self.paper) {
                (Some(c), Some(p)) if !self.grid.is_torus() => Some(paper::symmetric_map(c, p)),
                (Some(_), Some(p)) => Some((p.clone(), vec![0; p.len()])),
                _ => None,
            })
            .as_ref()
    }

    /// One source's value in the `symmetric` map, without the whole map.
    fn symmetric_at(&self, source: NodeId) -> Option<u64> {
        let (cube, paper) = (self.cube?, self.paper.as_deref()?);
        if let Some((map, _)) = self.symmetric.get().and_then(Option::as_ref) {
            return Some(map[source.index()]);
        }
        let p = point_of(cube, &self.grid.coords(source));
        paper::symmetric_group(cube.d)
            .iter()
            .map(|g| paper[cube.index(&g.apply(cube.side(), &p))])
            .min()
    }

    /// The papers' claims about this grid, checked.
    pub fn claims(&self) -> &[Claim] {
        &self.claims
    }

    fn coords_text(&self, i: usize) -> String {
        format!("({})", self.grid.coords(NodeId::new(i)))
    }

    fn check_claims(&self) -> Vec<Claim> {
        let (Some(cube), Some(paper)) = (self.cube, self.paper.as_deref()) else {
            return Vec::new();
        };
        let n = paper.len();
        let rec = self.map(Algo::Recursive);
        let exact = self.map(Algo::Exact);
        let eye_value = closed_form::eye_tcd(cube.d, cube.k).expect("cube sizes are in range");
        let (thm_eyes, thm_min, cor) = match cube.d {
            2 => (
                "000 Theorem 1",
                "000 Theorem 2",
                "000 Corollary 1, Eq. (10)",
            ),
            3 => ("002 Theorem 2", "002 Theorem 3", "002 Theorem 4, Eq. (13)"),
            _ => ("", "", "000 §4 / 002 §4, Eqs. (12)-(16)"),
        };
        let mut claims = Vec::new();

        if self.grid.is_torus() {
            let best = rec.map(|r| r[0]).unwrap_or(eye_value);
            let exact_best = exact.map(|e| e[0]);
            let verdict = match exact_best {
                Some(e) if e < eye_value => Verdict::Fails,
                Some(_) => Verdict::Holds,
                None if best < eye_value => Verdict::Fails,
                None => Verdict::Open,
            };
            claims.push(Claim {
                id: "torus-every-node-optimal".into(),
                cited: "000 §5".into(),
                statement: format!(
                    "In a torus every node is an eye, so the algorithm reaches the optimal TCD {eye_value} from any source."
                ),
                verdict,
                evidence: match exact_best {
                    Some(e) => format!("exhaustive optimum over all schedules: {e}; eye schedule: {eye_value}"),
                    None => format!(
                        "best dimension-ordered recursive schedule using the wraparound links: {best}; eye schedule: {eye_value}"
                    ),
                },
            });
            return claims;
        }

        if cube.d == 2 || cube.d == 3 {
            let least = paper.iter().copied().min().unwrap_or(0);
            let at: Vec<usize> = (0..n).filter(|&i| paper[i] == least).collect();
            let only_eyes =
                at.len() == 1 << cube.d && at.iter().all(|&i| eyes::is_eye(cube, &cube.point(i)));
            claims.push(Claim {
                id: "least-at-the-eyes".into(),
                cited: thm_eyes.into(),
                statement:
                    "Among all sources, the algorithm's TCD is least at the eyes, and only there."
                        .into(),
                verdict: if only_eyes {
                    Verdict::Holds
                } else {
                    Verdict::Fails
                },
                evidence: format!(
                    "least value {least} at {} sources, {} of them eyes",
                    at.len(),
                    at.iter()
                        .filter(|&&i| eyes::is_eye(cube, &cube.point(i)))
                        .count()
                ),
            });

            let beaten = |better: &[u64]| -> (usize, u64, Option<usize>) {
                let mut count = 0;
                let mut worst = 0;
                let mut example = None;
                for i in 0..n {
                    if better[i] < paper[i] {
                        count += 1;
                        if paper[i] - better[i] > worst {
                            worst = paper[i] - better[i];
                            example = Some(i);
                        }
                    }
                }
                (count, worst, example)
            };
            let (verdict, evidence) = match (exact, rec) {
                (Some(e), _) => {
                    let (count, worst, example) = beaten(e);
                    let v = if count == 0 {
                        Verdict::Holds
                    } else {
                        Verdict::Fails
                    };
                    let ex = example.map_or(String::new(), |i| {
                        format!(
                            "; e.g. {}: algorithm {}, optimum {}",
                            self.coords_text(i),
                            paper[i],
                            e[i]
                        )
                    });
                    (
                        v,
                        format!(
                            "exhaustive search: the algorithm misses the optimum at {count} of {n} sources, by up to {worst} hops{ex}"
                        ),
                    )
                }
                (None, Some(r)) => {
                    let (count, worst, example) = beaten(r);
                    if count == 0 {
                        (
                            Verdict::Open,
                            format!(
                                "no dimension-ordered recursive schedule beats it at any of the {n} sources; an exhaustive check needs N <= 16"
                            ),
                        )
                    } else {
                        let ex = example.map_or(String::new(), |i| {
                            format!(
                                "; e.g. {}: algorithm {}, recursive {}",
                                self.coords_text(i),
                                paper[i],
                                r[i]
                            )
                        });
                        (
                            Verdict::Fails,
                            format!(
                                "valid schedules beat it at {count} of {n} sources, by up to {worst} hops{ex}"
                            ),
                        )
                    }
                }
                (None, None) => (Verdict::Open, String::new()),
            };
            claims.push(Claim {
                id: "algorithm-is-minimum".into(),
                cited: thm_min.into(),
                statement: "From every source, the algorithm's TCD is the least of any time-step-optimal schedule.".into(),
                verdict,
                evidence,
            });
        }

        let rec_least = rec.and_then(|r| r.iter().copied().min());
        let exact_least = exact.and_then(|e| e.iter().copied().min());
        let (verdict, evidence) = match (exact_least, rec_least) {
            (Some(e), _) => (
                if e == eye_value {
                    Verdict::Holds
                } else {
                    Verdict::Fails
                },
                format!(
                    "exhaustive optimum over all sources and schedules: {e}; eye TCD: {eye_value}"
                ),
            ),
            (None, Some(r)) if r < eye_value => (
                Verdict::Fails,
                format!("a dimension-ordered recursive schedule reaches {r} < {eye_value}"),
            ),
            (None, Some(r)) => (
                Verdict::Open,
                format!(
                    "the best dimension-ordered recursive schedule over all sources reaches {r}; eye TCD: {eye_value}"
                ),
            ),
            (None, None) => (Verdict::Open, String::new()),
        };
        claims.push(Claim {
            id: "eye-is-optimal".into(),
            cited: cor.into(),
            statement: format!(
                "Broadcasting from an eye gives the optimal TCD over all sources and schedules, {eye_value}."
            ),
            verdict,
            evidence,
        });
        claims
    }

    /// The schedule of `algo` from `source`.
    fn schedule(&self, algo: Algo, source: NodeId) -> Option<Schedule> {
        let grid = &self.grid;
        match algo {
            Algo::Paper => paper::schedule(grid, source).ok(),
            Algo::Symmetric => {
                if grid.is_torus() {
                    return paper::schedule(grid, source).ok();
                }
                let (_, which) = self.symmetric()?;
                let group = paper::symmetric_group(grid.dims());
                let g = group.get(usize::from(which[source.index()]))?;
                paper::transformed_schedule(grid, source, g).ok()
            }
            Algo::Recursive => self
                .recursive
                .as_ref()
                .map(|(r, _)| r.schedule(grid, source)),
            Algo::Exact => self.exact.as_ref().map(|(e, _)| e.schedule(source)),
            _ => None,
        }
    }
}

fn optimum(grid: &Grid, map: &[u64]) -> Optimum {
    let least = map.iter().copied().min().unwrap_or(0);
    let at = (0..map.len()).filter(|&i| map[i] == least);
    Optimum {
        tcd: least,
        count: at.clone().count() as u64,
        sources: at
            .take(OPTIMUM_LIST_LIMIT)
            .map(|i| grid.coords(NodeId::new(i)).to_vec())
            .collect(),
    }
}

/// The TCD map of the query's algorithm over all sources.
pub fn map_report(analysis: &Analysis, query: &Query) -> MapReport {
    let map = analysis
        .map(query.algo)
        .expect("parse only admits algorithms that run on the grid");
    let eyes = analysis
        .cube
        .map(|c| eyes::eyes_of(c).iter().map(|p| p[..c.d].to_vec()).collect())
        .unwrap_or_default();
    MapReport {
        map_key: query.map_key(),
        dims: query.grid.sides().to_vec(),
        torus: query.grid.is_torus(),
        map_algorithm: query.algo,
        tcd_map: map.to_vec(),
        optimum: optimum(&query.grid, map),
        map_max: map.iter().copied().max().unwrap_or(0),
        eyes,
        claims: analysis.claims.clone(),
    }
}

const AXIS_NAMES: [char; MAX_DIMS] = ['x', 'y', 'z', 'w', 'v', 'u'];

/// The query source's schedule, built, routed and validated.
pub fn source_report(analysis: &Analysis, query: &Query) -> SourceReport {
    let (schedule, routing) = source_schedule(analysis, query);
    source_report_of(analysis, query, &schedule, &routing)
}

/// The query's schedule from its source, with its routes assigned (and how
/// they were): what [`source_report`] validates. A front end keeps it to
/// draw its steps.
pub fn source_schedule(analysis: &Analysis, query: &Query) -> (Schedule, RouteAssignment) {
    let source = query
        .grid
        .node(&query.src)
        .expect("parse keeps the source inside the grid");
    let mut schedule = analysis
        .schedule(query.algo, source)
        .expect("parse only admits algorithms that run on the grid");
    let routing = assign_routes(&query.grid, &mut schedule);
    (schedule, routing)
}

/// [`source_report`] of a schedule [`source_schedule`] made.
pub fn source_report_of(
    analysis: &Analysis,
    query: &Query,
    schedule: &Schedule,
    routing: &RouteAssignment,
) -> SourceReport {
    let grid = &query.grid;
    let source = schedule.source;
    let v = validate(grid, schedule);
    let i = source.index();
    let tcd_of = |algo| analysis.map(algo).map(|m| m[i]);
    let closed_form = analysis.cube.and_then(|c| {
        if query.algo != Algo::Paper {
            return None;
        }
        let p = point_of(c, &query.src);
        if grid.is_torus() || eyes::is_eye(c, &p) {
            let formula = if grid.is_torus() {
                "000 §5 with Eq. (12): every torus node is an eye"
            } else {
                "000 Eq. (12) / 002 Eq. (15), from an eye"
            };
            return closed_form::eye_tcd(c.d, c.k).map(|tcd| ClosedForm {
                tcd,
                formula: formula.into(),
            });
        }
        match c.d {
            2 => closed_form::algorithm1_tcd(c.k, (p[0], p[1])).map(|tcd| ClosedForm {
                tcd,
                formula: "000 Eqs. (3)-(7)".into(),
            }),
            3 => closed_form::algorithm2_tcd(c.k, &p).map(|tcd| ClosedForm {
                tcd,
                formula: "002 Theorem 1, Eqs. (6)-(11)".into(),
            }),
            _ => None,
        }
    });
    let listed = (grid.node_count() <= SCHEDULE_LIMIT).then(|| {
        let mut entries: Vec<ScheduleEntry> = schedule
            .messages
            .iter()
            .map(|m| ScheduleEntry {
                step: m.step,
                from: grid.coords(m.from).to_vec(),
                to: grid.coords(m.to).to_vec(),
                route: m.route.axes(grid.dims()).map(|a| AXIS_NAMES[a]).collect(),
                hops: grid.distance(m.from, m.to),
            })
            .collect();
        entries.sort_by(|a, b| (a.step, &a.from).cmp(&(b.step, &b.from)));
        entries
    });
    SourceReport {
        source: query.src.to_vec(),
        algorithm: query.algo,
        steps: schedule.steps,
        messages: v.messages as u64,
        tcd: v.tcd,
        valid: v.is_valid(),
        violation: v.violation.map(|e| e.to_string()),
        contention_free: routing.contention_free,
        contention_method: routing.method.as_str().into(),
        closed_form,
        source_is_eye: analysis
            .cube
            .is_some_and(|c| eyes::is_eye(c, &point_of(c, &query.src))),
        algorithms: AlgorithmTcds {
            paper: tcd_of(Algo::Paper),
            symmetric: analysis.symmetric_at(source),
            recursive: tcd_of(Algo::Recursive),
            exact: tcd_of(Algo::Exact),
        },
        schedule: listed,
    }
}

/// A route and the network's distances (every MSN view has them).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnRoute {
    /// The source's coordinates.
    pub source: Vec<u32>,
    /// The destination's coordinates.
    pub destination: Vec<u32>,
    /// Shortest distance by 004 Eq. (5), through R.
    pub distance: u32,
    /// The same by breadth-first search.
    pub distance_bfs: u32,
    /// 0 for a horizontal hop, 1 for a vertical one.
    pub routing_tag: String,
    /// The path family Eq. (5) picks (NE, SW, SE, NW).
    pub family: String,
    /// The nodes of the route, source first.
    pub path: Vec<Vec<u32>>,
    /// The largest distance from any node (all nodes alike by R).
    pub diameter: u32,
    /// The mean internodal distance, by breadth-first search.
    pub mean_distance: f64,
    /// The same as a fraction in lowest terms, e.g. "79/16".
    pub mean_distance_exact: String,
    /// Eq. (27) as a fraction in lowest terms.
    pub mean_distance_eq27: String,
    /// Saturation throughput per node, λ ≤ 2/D̄ (§3).
    pub throughput_bound: f64,
    /// The bidirectional wraparound mesh's mean distance, (X + Y)/4.
    pub mesh_mean_distance: f64,
    /// Distance from the source to every node, x fastest.
    pub distance_map: Vec<u32>,
}

/// 004 §4's total exchange, simulated slot by slot.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnTotalExchange {
    /// Completion time in slots.
    pub slots: f64,
    /// H/2, the time Eq. (28) gives.
    pub slots_eq28: f64,
    /// No directed link carries two packets in one slot.
    pub collision_free: bool,
    /// Busy link-slots over all link-slots.
    pub utilization: f64,
    /// Every packet follows a shortest path.
    pub shortest_paths: bool,
    /// Every node gets one packet from every other node.
    pub delivered: bool,
    /// The phases P_(i,j), i ≤ j, in order, with the routing tag of
    /// L^(i,j) (listed up to N = 16).
    pub phases: Option<Vec<(u32, u32, String)>>,
}

/// A directed link as (from, to) coordinates.
pub type LinkCoords = (Vec<u32>, Vec<u32>);

/// 004 §5's multinode broadcast with the sets A_1 … A_m.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnMultinodeBroadcast {
    /// Slots used, m.
    pub slots: u64,
    /// ⌈(N² − 1)/2⌉ = N²/2, Eq. (29).
    pub lower_bound: u64,
    /// The translates A_i(x, y) of each step are disjoint.
    pub collision_free: bool,
    /// Every node receives every packet.
    pub complete: bool,
    /// Busy link-slots over all link-slots.
    pub utilization: f64,
    /// How the sets were built.
    pub construction: String,
    /// Steps the search undid (0: the rule alone sufficed).
    pub backtracks: u64,
    /// A_1 … A_m as (from, to) coordinates of the horizontal and the
    /// vertical link, listed up to N = 16.
    pub sets: Option<Vec<Vec<LinkCoords>>>,
}

/// 004 §6: two edge-disjoint Hamiltonian cycles and the split-packet MNB.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnHamiltonian {
    /// The two cycles as node coordinates, listed up to N = 64.
    pub cycles: Vec<Vec<Vec<u32>>>,
    /// Both visit every node once and close.
    pub hamiltonian: bool,
    /// They share no directed link.
    pub edge_disjoint: bool,
    /// The split-packet MNB on both rings: (N² − 1)/2 slots (Eq. (30)).
    pub slots: f64,
    /// How the cycles were built.
    pub construction: String,
}

/// A Manhattan Street network view.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnReport {
    /// X, Y.
    pub dims: Vec<u32>,
    /// Which view.
    pub msn_view: View,
    /// The route and distances.
    pub route: MsnRoute,
    /// `view=te`.
    pub te: Option<MsnTotalExchange>,
    /// `view=mnb`.
    pub mnb: Option<MsnMultinodeBroadcast>,
    /// `view=hamiltonian`.
    pub hamiltonian: Option<MsnHamiltonian>,
}

/// The part of an MSN view that follows the source and the destination:
/// the route and the distances from the source.
pub fn msn_route(query: &Query) -> MsnRoute {
    use crate::msn::{self, Msn, Router};
    let (x, y) = (query.grid.sides()[0], query.grid.sides()[1]);
    let net = Msn::new(x, y).expect("parse checks MSN sides");
    let at = |c: &[u32]| net.node(i64::from(c[0]), i64::from(c[1]));
    let xy = |v: NodeId| {
        let (a, b) = net.coords(v);
        vec![a, b]
    };
    let (s, t) = (at(&query.src), at(&query.dst));
    let router = Router::new(&net);
    let (tag, family) = router.tag(s, t);
    let rel = net.relative(s, t);
    let distance_map = net.distances(s);
    let sum = msn::eq27_sum(x, y);
    let bfs_sum: u64 = distance_map.iter().map(|&d| u64::from(d)).sum();
    let nodes = net.nodes() as u64;
    let fraction = |(n, d): (u64, u64)| format!("{n}/{d}");
    let mean = bfs_sum as f64 / nodes as f64;
    let mut path = vec![xy(s)];
    let mut here = s;
    for &h in &tag {
        here = net.next(here, h);
        path.push(xy(here));
    }
    MsnRoute {
        source: query.src.to_vec(),
        destination: query.dst.to_vec(),
        distance: msn::closed_form_distance(&net, rel.0, rel.1).0,
        distance_bfs: distance_map[t.index()],
        routing_tag: msn::tag_text(&tag),
        family: family.as_str().into(),
        path,
        diameter: distance_map.iter().copied().max().unwrap_or(0),
        mean_distance: mean,
        mean_distance_exact: fraction(msn::reduced(bfs_sum, nodes)),
        mean_distance_eq27: fraction(msn::reduced(sum, nodes)),
        throughput_bound: 2.0 / mean,
        mesh_mean_distance: f64::from(x + y) / 4.0,
        distance_map,
    }
}

/// The part of an MSN view that depends on the network and the view only:
/// the simulation of `te`, `mnb` or `hamiltonian`. The worker keeps it while
/// clicks move the source and the destination.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MsnTasks {
    /// `view=te`.
    pub te: Option<MsnTotalExchange>,
    /// `view=mnb`.
    pub mnb: Option<MsnMultinodeBroadcast>,
    /// `view=hamiltonian`.
    pub hamiltonian: Option<MsnHamiltonian>,
}

impl MsnTasks {
    /// What the tasks depend on: the sides and the view.
    pub fn key(query: &Query) -> (Vec<u32>, View) {
        (query.grid.sides().to_vec(), query.view)
    }

    /// Runs the query's view (nothing for `view=route`).
    pub fn new(query: &Query) -> Self {
        use crate::msn::{self, Msn, Router};
        let (x, y) = (query.grid.sides()[0], query.grid.sides()[1]);
        let net = Msn::new(x, y).expect("parse checks MSN sides");
        let xy = |v: NodeId| {
            let (a, b) = net.coords(v);
            vec![a, b]
        };
        let router = Router::new(&net);
        let nodes = net.nodes() as u64;
        let small = x <= 16;
        let te = (query.view == View::Te).then(|| {
            let run = msn::total_exchange(&net).expect("parse checks N <= 32");
            MsnTotalExchange {
                slots: run.half_slots as f64 / 2.0,
                slots_eq28: msn::eq28_half_slots(x) as f64 / 2.0,
                collision_free: run.collision_free,
                utilization: run.busy_link_half_slots as f64 / (2 * nodes * run.half_slots) as f64,
                shortest_paths: run.shortest,
                delivered: run.delivered,
                phases: small.then(|| {
                    let mut list = Vec::new();
                    for i in 0..x {
                        for j in i..x {
                            if i + j > 0 {
                                let origin = NodeId::new(0);
                                let (tag, _) = router.tag(origin, net.absolute(origin, (i, j)));
                                list.push((i, j, msn::tag_text(&tag)));
                            }
                        }
                    }
                    list
                }),
            }
        });
        let mnb = (query.view == View::Mnb).then(|| {
            let sets = msn::mnb_sets(&net).expect("the search is exhaustive and succeeds");
            let run = msn::multinode_broadcast(&net, &sets);
            MsnMultinodeBroadcast {
                slots: run.slots,
                lower_bound: nodes / 2,
                collision_free: run.collision_free,
                complete: run.complete,
                utilization: run.link_slots_used as f64 / (2 * nodes * run.slots) as f64,
                construction: "004 step (a), then one horizontal and one vertical link per step, nodes only one kind can reach first, with a depth-first search behind it".into(),
                backtracks: sets.backtracks,
                sets: small.then(|| {
                    sets.steps
                        .iter()
                        .map(|step| {
                            step.iter()
                                .flatten()
                                .map(|l| (xy(l.from), xy(net.next(l.from, l.hop))))
                                .collect()
                        })
                        .collect()
                }),
            }
        });
        let hamiltonian = (query.view == View::Hamiltonian).then(|| {
            let cycles = msn::hamiltonian_cycles(&net).expect("square");
            let hamiltonian = cycles.iter().all(|c| msn::is_hamiltonian(&net, c));
            let a: alloc::collections::BTreeSet<_> = msn::cycle_links(&cycles[0]).into_iter().collect();
            let edge_disjoint = msn::cycle_links(&cycles[1]).iter().all(|l| !a.contains(l));
            let slots = msn::ring_mnb(&cycles, net.nodes()).map_or(f64::NAN, |h| h as f64 / 2.0);
            MsnHamiltonian {
                cycles: cycles.iter().map(|c| c.iter().map(|&v| xy(v)).collect()).collect(),
                hamiltonian,
                edge_disjoint,
                slots,
                construction: "rows joined by switching the diagonal unit squares; the second cycle is the first reflected in the diagonal".into(),
            }
        });
        MsnTasks {
            te,
            mnb,
            hamiltonian,
        }
    }
}

/// The MSN view of the query, with its tasks already run.
pub fn msn_report(tasks: &MsnTasks, query: &Query) -> MsnReport {
    MsnReport {
        dims: query.grid.sides().to_vec(),
        msn_view: query.view,
        route: msn_route(query),
        te: tasks.te.clone(),
        mnb: tasks.mnb.clone(),
        hamiltonian: tasks.hamiltonian.clone(),
    }
}

/// Parses `input` (a permalink query or URL) and evaluates it.
pub fn evaluate(input: &str) -> Evaluation {
    evaluate_with(input, None).expect("no custom ordering to refuse")
}

/// [`evaluate`], with `view=orderly` using a user-supplied ordering: one
/// list per vertex of its out-neighbours in label order. Refused, with the
/// reason, unless every list is a permutation of the vertex's neighbours.
pub fn evaluate_with(input: &str, custom: Option<&[Vec<u32>]>) -> Result<Evaluation, String> {
    let parsed = permalink::parse(input);
    let q = &parsed.query;
    if custom.is_some() && q.view != View::Orderly {
        return Err("a custom ordering needs view=orderly".into());
    }
    let (nodes, result) = if q.view == View::Orderly {
        let custom = match custom {
            Some(lists) => {
                let graph = orderly::base_ordering(q);
                let ord = crate::orderly::Ordering::from_lists(lists)
                    .and_then(|o| o.check_same_graph(&graph).map(|()| o))
                    .map_err(|e| format!("the custom ordering: {e}"))?;
                Some(ord)
            }
            None => None,
        };
        let analysis = OrderlyAnalysis::new(q, custom);
        let report = orderly_report(&analysis, q);
        (
            analysis.ordering().nodes(),
            ViewResult::Orderly(Box::new(report)),
        )
    } else if q.net == Net::Wk {
        (q.wk.nodes(), ViewResult::Broadcast(Box::new(wk_report(q))))
    } else if q.net == Net::Msn {
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
            },
        )
    } else {
        let analysis = Analysis::new(&q.grid);
        (
            q.grid.node_count(),
            ViewResult::Tcd {
                source: Box::new(source_report(&analysis, q)),
                map: Box::new(map_report(&analysis, q)),
            },
        )
    };
    Ok(Evaluation {
        permalink: q.to_permalink(),
        errors: parsed.errors.iter().map(InputError::from).collect(),
        net: q.net,
        view: q.view,
        nodes: nodes as u64,
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `evaluate` for a TCD query, split into its parts.
    fn eval_tcd(q: &str) -> (Evaluation, SourceReport, MapReport) {
        let e = evaluate(q);
        let (source, map) = e
            .tcd()
            .map(|(s, m)| (s.clone(), m.clone()))
            .expect("a tcd view");
        (e, source, map)
    }

    #[test]
    fn the_issue_example_evaluates_to_the_printed_eye_optimum() {
        // (2,2) is E_3(1) of the 8×8 mesh; paper 000 prints MD_3(E_3) = 69.
        let (e, source, map) = eval_tcd("v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper");
        assert_eq!(e.errors, []);
        assert_eq!(e.nodes, 64);
        assert_eq!(source.steps, 6);
        assert_eq!(source.tcd, 69);
        assert!(source.valid);
        assert!(source.source_is_eye);
        assert_eq!(source.contention_free, Some(true));
        assert_eq!(map.tcd_map.len(), 64);
        assert_eq!(map.tcd_map[2 + 8 * 2], 69);
        assert_eq!(map.optimum.tcd, 69);
        assert_eq!(map.optimum.count, 4);
    }

    #[test]
    fn default_is_the_8x8_corner() {
        // Paper 000 prints MD_3(0,0) = 79.
        let (e, source, _) = eval_tcd("");
        assert_eq!(e.permalink, "v=1");
        assert_eq!(source.tcd, 79);
        assert_eq!(source.closed_form.map(|c| c.tcd), Some(79));
    }

    #[test]
    fn bad_input_falls_back_and_says_so() {
        let (e, source, map) = eval_tcd("dims=7x7&src=a,b");
        assert_eq!(map.dims, [8, 8]);
        let keys: Vec<&str> = e.errors.iter().map(|x| x.key.as_str()).collect();
        assert_eq!(keys, ["dims", "src"]);
        assert!(source.valid);
    }

    #[test]
    fn map_key_ignores_the_source() {
        let a = permalink::parse("dims=16x16&src=1,2").query;
        let b = permalink::parse("dims=16x16&src=5,7&step=2").query;
        assert_eq!(a.map_key(), b.map_key());
        assert_ne!(a.map_key(), permalink::parse("dims=32x32").query.map_key());
    }

    #[test]
    fn every_algorithm_reports_its_own_recounted_schedule() {
        for q in [
            "dims=4x4&src=1,0&algo=paper",
            "dims=4x4&src=1,0&algo=symmetric",
            "dims=4x4&src=1,0&algo=recursive",
            "dims=4x4&src=1,0&algo=exact",
            "dims=2x8&src=1,3&algo=exact",
            "net=torus&dims=8x8&src=3,6&algo=recursive",
            "dims=4x4x4&src=0,1,3&algo=symmetric",
            "dims=4x4x4x4&src=0,1,3,2&algo=recursive",
        ] {
            let (e, source, map) = eval_tcd(q);
            assert_eq!(e.errors, [], "{q}");
            assert!(source.valid, "{q}");
            let i = source
                .source
                .iter()
                .rev()
                .zip(map.dims.iter().rev())
                .fold(0, |acc, (&c, &s)| acc * s as usize + c as usize);
            assert_eq!(source.tcd, map.tcd_map[i], "{q}");
        }
    }

    #[test]
    fn wk_broadcasts_are_checked_and_compared() {
        let e = evaluate("v=1&net=wk&w=4&l=3&src=201");
        assert_eq!(e.errors, []);
        assert_eq!(e.nodes, 64);
        let ViewResult::Broadcast(r) = &e.result else {
            panic!("a broadcast view");
        };
        assert!(r.exactly_once && r.asynchronous_exactly_once);
        assert_eq!(r.receptions, 63);
        assert!(r.steps <= r.diameter);
        assert_eq!(r.steps, r.eccentricity);
        assert_eq!(r.compare.len(), 2);
        let table = r.table.as_ref().unwrap();
        assert_eq!(table[0].address, "000");
        assert_eq!(table[0].flip_cor_id, None);
        // 001 Figure 3: 201 sends (1, 0) to 210.
        let first = r
            .deliveries
            .as_ref()
            .unwrap()
            .iter()
            .find(|d| d.to == "210")
            .unwrap();
        assert_eq!(
            (first.from.as_str(), first.label.as_str(), first.level),
            ("201", "(1, 0)", 1)
        );
    }

    #[test]
    fn claims_on_the_4x4_mesh_are_decided_exhaustively() {
        let (_, _, map) = eval_tcd("dims=4x4");
        let verdict = |id: &str| map.claims.iter().find(|c| c.id == id).map(|c| c.verdict);
        // Algorithm 1 gives 17 from (1,0); the transposed 16 is a valid
        // schedule, so Theorem 2 fails there.
        assert_eq!(verdict("algorithm-is-minimum"), Some(Verdict::Fails));
        assert_eq!(verdict("least-at-the-eyes"), Some(Verdict::Holds));
        assert!(verdict("eye-is-optimal").is_some());
    }

    #[test]
    fn msn_tasks_read_nothing_their_key_leaves_out() {
        // The worker reuses tasks across source and destination changes, so
        // tasks run from other endpoints must be the same.
        for view in ["te", "mnb", "hamiltonian"] {
            let query = |src: &str, dst: &str| {
                permalink::parse(&format!(
                    "v=1&net=msn&dims=8x8&view={view}&src={src}&dst={dst}"
                ))
                .query
            };
            let (a, b) = (query("0,0", "3,5"), query("5,2", "7,7"));
            assert_eq!(MsnTasks::key(&a), MsnTasks::key(&b));
            let cached = MsnTasks::new(&a);
            assert_eq!(cached, MsnTasks::new(&b), "{view}");
            assert_ne!(cached, MsnTasks::default(), "{view} runs a simulation");
        }
    }
}
