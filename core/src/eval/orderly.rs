//! `view=orderly`: arrival times, every originator's broadcast time, the
//! thesis's bounds beside them, and the comparisons (messy, classical,
//! exhaustive and searched orderings).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

mod report;

pub use report::{OrderlyReport, orderly_report, orderly_summary, orderly_trace};
pub(super) use report::{messy_runs, report_from, tables};

use super::Verdict;
use crate::certified;
use crate::grid::{Grid, NodeId};
use crate::msn::Msn;
use crate::orderly::search::{self, Search};
use crate::orderly::{
    AllOriginators, Model, Ordering, OriginatorPlan, arrival, bounds, completion, orderings,
    symmetry,
};
use crate::permalink::{Algo, Net, Query};
use crate::text::{Arg, Text};
use crate::wk::WkNode;

/// Most originator × vertex pairs propagated for the per-originator map
/// when neither symmetry nor translated lanes help (meshes, searched
/// orderings); beyond it only the chosen originator's arrival times are
/// computed. A torus whose ordering runs in translated lanes has no budget
/// but the node limit (`MAX_ORDERLY_NODES`, 2^18).
pub const PAIR_BUDGET: u64 = 1 << 30;

/// Most vertices for the adaptive per-originator map (no bit-parallel
/// shortcut: one simulation per originator).
pub const ADAPTIVE_ALL_LIMIT: usize = 4096;

/// Most vertices for the messy simulations.
pub const MESSY_LIMIT: usize = 256;

/// Most vertices for the exact messy worst case beside the samples
/// (`messy::worst_time`; every stored v1 link is larger, so their JSON
/// keeps its bytes).
pub const MESSY_EXACT_LIMIT: usize = 12;

/// Messy broadcasts simulated per model.
pub const MESSY_TRIALS: u32 = 100;

/// Most orderings tried for the exhaustive optimum b^o(G).
pub const OPTIMUM_LIMIT: u64 = 1 << 20;

/// Largest graph whose labels are listed in the report (for drawing).
pub const LABEL_LIMIT: usize = 4096;

/// One bound or known value beside the exact times.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoundCheck {
    /// Where it comes from, e.g. "003 Lemma 3.8.1".
    pub cited: String,
    /// `lower`, `upper` or `reference`.
    pub kind: String,
    /// The value.
    pub value: u32,
    /// Whether the exact value respects it.
    pub verdict: Verdict,
    /// What is compared, in one sentence.
    pub note: Text,
}

/// The seeded messy broadcasts from the originator.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MessySummary {
    /// `M1`, `M2` or `M3`.
    pub model: String,
    /// Simulations run.
    pub trials: u32,
    /// Fastest, median and slowest completion seen.
    pub min: u32,
    /// The median.
    pub median: u32,
    /// The slowest.
    pub max: u32,
    /// How many runs ended at each time from `min` to `max`.
    pub histogram: Vec<u32>,
    /// The exact worst case b_i^m(originator), over every choice (on at
    /// most `MESSY_EXACT_LIMIT` vertices, when the search finishes).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "crate::eval::absent")
    )]
    pub worst: Option<u32>,
}

/// What `algo=search` found.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SearchSummary {
    /// The seed (`seed=`).
    pub seed: u32,
    /// Orderings scored.
    pub evaluations: u32,
    /// The ordering it started from (`pi` on tori, else `dim`).
    pub start: Algo,
    /// b^Π(G) of the starting ordering.
    pub start_time: u32,
    /// b^Π(G) of the best ordering found.
    pub best_time: u32,
    /// Whether it beats the starting ordering.
    pub improved: bool,
}

/// Everything of `view=orderly` that does not depend on the originator.
#[derive(Debug)]
pub struct OrderlyAnalysis {
    ordering: Ordering,
    algo: Algo,
    /// The ordering came from the user (`castlab eval --ordering`), not
    /// from `algo`.
    user_supplied: bool,
    description: Text,
    adaptive: bool,
    all: Option<AllOriginators>,
    skipped: Option<Text>,
    search: Option<SearchSummary>,
    optimum: Option<u32>,
    /// The mesh or torus, if the network is one.
    grid: Option<Grid>,
    /// The graph's diameter, found once per graph rather than per click.
    diameter: u32,
}

/// What an analysis reads of its network besides the ordering: a link's
/// (its grid, model, family and diameter), or a user's graph's.
struct Setting<'a> {
    /// The mesh or torus, if the network is one.
    grid: Option<Grid>,
    adaptive: bool,
    /// The network's stated symmetries, checked against the ordering.
    family: Option<&'a dyn crate::topology::Topology>,
    diameter: u32,
}

/// The largest distance in the query's graph.
pub(super) fn diameter(q: &Query) -> u32 {
    match q.net {
        Net::Torus => bounds::torus_diameter(q.grid.sides()),
        // Opposite corners are farthest apart.
        Net::Mesh => q.grid.sides().iter().map(|&s| s - 1).sum(),
        // WK: corners are farthest apart, and node 0 is one.
        Net::Wk => {
            q.wk.distances(WkNode::default())
                .into_iter()
                .max()
                .unwrap_or(0)
        }
        // The family's closed form, which its structure tests check.
        Net::Graph(_) => q.topology().map_or(0, |g| g.diameter()),
        Net::Msn => {
            // Vertex-transitive: every originator sees the same distances.
            let s = q.grid.sides();
            let msn = Msn::new(s[0], s[1]).expect("the parser checked the sides");
            msn.distances(NodeId::new(0)).into_iter().max().unwrap_or(0)
        }
    }
}

/// The ordering a query names, and a sentence saying what it is.
fn build_ordering(q: &Query) -> (Ordering, Text) {
    match q.net {
        Net::Graph(_) => {
            let graph = q.topology().expect("the parser checked the size");
            // The family's words for its links' order: a message id where
            // the family gives one; worded as itself otherwise.
            (orderings::natural(&&*graph), Text::new(graph.link_order()))
        }
        Net::Wk => (orderings::wk(&q.wk), Text::new("eval-ordering-wk")),
        Net::Msn => {
            let s = q.grid.sides();
            let msn = Msn::new(s[0], s[1]).expect("the parser checked the sides");
            (orderings::msn(&msn), Text::new("eval-ordering-msn"))
        }
        Net::Mesh | Net::Torus => match q.algo {
            Algo::Pi if q.grid.dims() == 2 => (
                orderings::pi(&q.grid).expect("the parser checked the torus"),
                Text::new("eval-ordering-pi"),
            ),
            Algo::Pi => (
                orderings::pi_d(&q.grid).expect("the parser checked the torus"),
                Text::new("eval-ordering-pi-d"),
            ),
            Algo::PiLiteral => (
                orderings::pi_literal(&q.grid).expect("the parser checked the torus"),
                Text::new("eval-ordering-pi-literal"),
            ),
            Algo::Optimum => {
                let stored = certified::orderly(&q.grid).expect("the parser checked the torus");
                let c = &stored.certificate;
                let value: Arg = if c.is_optimum() {
                    Text::new("eval-ordering-proven")
                        .arg("upper", c.upper)
                        .into()
                } else {
                    format!("{} ≤ b^o ≤ {}", c.lower, c.upper).into()
                };
                (
                    stored
                        .ordering(&q.grid)
                        .expect("a stored witness fits its torus"),
                    Text::new("eval-ordering-certified")
                        .arg("value", value)
                        .arg("method", c.method()),
                )
            }
            // The search starts from the ordering `start_search` names.
            Algo::Search => build_ordering(&Query {
                algo: search_start(q),
                ..q.clone()
            }),
            // Not orderings: the parser never pairs them with view=orderly,
            // so the default stands in.
            Algo::Dim
            | Algo::Paper
            | Algo::Symmetric
            | Algo::Recursive
            | Algo::Exact
            | Algo::Least
            | Algo::Fang
            | Algo::Stack
            | Algo::Standard
            | Algo::Tree
            | Algo::Greedy => (
                orderings::dimension_order(&q.grid),
                Text::new("eval-ordering-dim"),
            ),
        },
    }
}

/// The ordering `algo=search` starts from: Π on tori of two or more
/// dimensions, the dimension-order default elsewhere.
fn search_start(q: &Query) -> Algo {
    if q.net == Net::Torus && q.grid.dims() >= 2 {
        Algo::Pi
    } else {
        Algo::Dim
    }
}

/// A `plan=` link's ordering, if it keeps the rules (each vertex labels
/// exactly its neighbours): what the orderly view shows instead.
#[cfg(feature = "json")]
fn planned_ordering(q: &Query, value: &str) -> Option<Ordering> {
    use crate::plan::{Plan, resolve};
    let Plan::Ordering(o) = resolve::read_link(value)? else {
        return None;
    };
    let graph = base_ordering(q);
    let lists = resolve::ordering_lists(&o, q, graph.nodes(), |ruled| {
        let (ordering, _) = build_ordering(ruled);
        ordering
            .vertices()
            .map(|v| crate::orderly::Vertex::numbers(ordering.list(v)))
            .collect()
    })
    .ok()?;
    let ordering = Ordering::from_lists(&lists).ok()?;
    ordering.check_same_graph(&graph).ok()?;
    Some(ordering)
}

/// The query's graph with its default ordering, to check custom ones
/// against.
pub fn base_ordering(q: &Query) -> Ordering {
    build_ordering(&Query {
        algo: Algo::Dim,
        ..q.clone()
    })
    .0
}

fn grid_of(q: &Query) -> Option<Grid> {
    matches!(q.net, Net::Mesh | Net::Torus).then_some(q.grid)
}

impl OrderlyAnalysis {
    /// What the analysis depends on: everything but the originator and the
    /// presentation keys.
    pub fn key(q: &Query) -> String {
        q.map_key()
    }

    /// The ordering (or `custom`, when given), and every originator's
    /// broadcast time where that fits [`PAIR_BUDGET`]. `algo=search` runs
    /// the whole search first (see [`start_search`]).
    pub fn new(q: &Query, custom: Option<Ordering>) -> Self {
        match custom {
            Some(custom) => {
                let description = Text::new("eval-ordering-user");
                let mut analysis =
                    Self::from_ordering(q, custom, description, q.algo, None).compute();
                analysis.user_supplied = true;
                analysis
            }
            None => Self::prepare(q).compute(),
        }
    }

    /// The ordering a query names (or `custom`), without every originator's
    /// broadcast time: what a trace reads, so `castlab eval --trace` does
    /// not propagate every originator a second time.
    pub fn without_times(q: &Query, custom: Option<Ordering>) -> Self {
        let user_supplied = custom.is_some();
        let prepared = match custom {
            Some(custom) => {
                let description = Text::new("eval-ordering-user");
                Self::from_ordering(q, custom, description, q.algo, None)
            }
            None => Self::prepare(q),
        };
        let mut analysis = match prepared {
            Prepared::Done(analysis) => analysis,
            Prepared::Times(pending) => pending.analysis,
        };
        analysis.user_supplied = user_supplied;
        analysis
    }

    /// [`new`](Self::new) without a custom ordering, stopped before the
    /// per-originator propagation, which the caller may run in parts
    /// elsewhere (see [`Prepared`]).
    pub fn prepare(q: &Query) -> Prepared {
        // A valid ordering in `plan=` is the ordering shown.
        #[cfg(feature = "json")]
        if let Some(ordering) = q.plan.as_deref().and_then(|v| planned_ordering(q, v)) {
            let description = Text::new("eval-ordering-plan");
            let mut prepared = Self::from_ordering(q, ordering, description, q.algo, None);
            match &mut prepared {
                Prepared::Done(a) => a.user_supplied = true,
                Prepared::Times(p) => p.analysis.user_supplied = true,
            }
            return prepared;
        }
        if q.algo == Algo::Search {
            let (mut search, start) = start_search(q);
            while !search.run(64) {}
            return Self::from_search(q, &search, start);
        }
        let (ordering, description) = build_ordering(q);
        Self::from_ordering(q, ordering, description, q.algo, None)
    }

    /// The analysis of a finished (or stopped) search's best ordering, so a
    /// front end that ran the search in slices need not run it again.
    pub fn from_search(q: &Query, search: &Search, start: Algo) -> Prepared {
        let (best, score) = search.best();
        let summary = SearchSummary {
            seed: q.seed,
            evaluations: search.progress().0,
            start,
            start_time: search.start().time,
            best_time: score.time,
            improved: score.time < search.start().time,
        };
        let description = Text::new("eval-ordering-search")
            .arg("evaluations", summary.evaluations)
            .arg("seed", q.seed)
            .arg("start", start.as_str());
        Self::from_ordering(q, best.clone(), description, Algo::Search, Some(summary))
    }

    fn from_ordering(
        q: &Query,
        ordering: Ordering,
        description: Text,
        algo: Algo,
        search: Option<SearchSummary>,
    ) -> Prepared {
        let family = q.topology();
        let setting = Setting {
            grid: grid_of(q),
            adaptive: q.adaptive,
            family: family.as_deref(),
            diameter: diameter(q),
        };
        Self::in_setting(&setting, ordering, description, algo, search)
    }

    /// The analysis of `graph`'s natural ordering (its links in the order
    /// it lists them, `Algo::Dim`), non-adaptive, with every originator's
    /// time where that fits: a user's graph, which has no link.
    pub(super) fn of_graph(graph: &dyn crate::topology::Topology, description: Text) -> Self {
        let setting = Setting {
            grid: None,
            adaptive: false,
            family: Some(graph),
            diameter: graph.diameter(),
        };
        let ordering = orderings::natural(&graph);
        Self::in_setting(&setting, ordering, description, Algo::Dim, None).compute()
    }

    fn in_setting(
        setting: &Setting<'_>,
        ordering: Ordering,
        description: Text,
        algo: Algo,
        search: Option<SearchSummary>,
    ) -> Prepared {
        let grid = setting.grid;
        let n = ordering.nodes();
        let mut plan = None;
        let (all, skipped) = if setting.adaptive {
            if n <= ADAPTIVE_ALL_LIMIT {
                let times = ordering
                    .vertices()
                    .map(|u| completion(&arrival(&ordering, u, Model::Adaptive)))
                    .collect();
                (
                    Some(AllOriginators {
                        times,
                        computed: n,
                        automorphisms: 0,
                    }),
                    None,
                )
            } else {
                (
                    None,
                    Some(Text::new("eval-skipped-adaptive").arg("most", ADAPTIVE_ALL_LIMIT)),
                )
            }
        } else {
            let originators = match setting.family {
                // A family's own symmetries, each checked against the ordering.
                Some(graph) if graph.node_count() == n => {
                    let (orbits, passed) =
                        symmetry::verified_orbits(&ordering, graph.symmetries(), &|k, v| {
                            graph.symmetry(k, v)
                        });
                    OriginatorPlan::with_orbits(&ordering, orbits, passed, None)
                }
                _ => {
                    let autos = grid
                        .map(|g| symmetry::grid_automorphisms(&g, &ordering))
                        .unwrap_or_default();
                    OriginatorPlan::new(&ordering, &autos, grid.as_ref())
                }
            };
            let reps = originators.representatives().len() as u64;
            if reps * n as u64 <= PAIR_BUDGET || originators.lane_sides().is_some() {
                plan = Some(originators);
                (None, None)
            } else {
                (
                    None,
                    Some(
                        Text::new("eval-skipped-pairs")
                            .arg("originators", reps)
                            .arg("n", n),
                    ),
                )
            }
        };
        let optimum = (search::ordering_count(&ordering) <= OPTIMUM_LIMIT && !setting.adaptive)
            .then(|| search::exhaustive_optimum(&ordering).map(|(t, _)| t))
            .flatten();
        let analysis = OrderlyAnalysis {
            ordering,
            algo,
            user_supplied: false,
            description,
            adaptive: setting.adaptive,
            all,
            skipped,
            search,
            optimum,
            grid,
            diameter: setting.diameter,
        };
        match plan {
            Some(plan) => Prepared::Times(PendingAnalysis { analysis, plan }),
            None => Prepared::Done(analysis),
        }
    }

    /// The ordering in use.
    pub fn ordering(&self) -> &Ordering {
        &self.ordering
    }

    /// b^Π(G), where every originator was propagated.
    pub fn broadcast_time(&self) -> Option<u32> {
        self.all.as_ref().map(|all| completion(&all.times))
    }
}

/// An analysis, or one that waits for its per-originator times.
#[derive(Debug)]
pub enum Prepared {
    /// Nothing left to compute.
    Done(OrderlyAnalysis),
    /// The representatives' times are still to be computed.
    Times(PendingAnalysis),
}

impl Prepared {
    /// The analysis, computing what is left here and now.
    pub fn compute(self) -> OrderlyAnalysis {
        self.compute_with(&mut |_, _| {})
    }

    /// [`compute`](Self::compute), calling `progress(done, total)` with the
    /// originators propagated so far.
    pub fn compute_with(self, progress: &mut dyn FnMut(usize, usize)) -> OrderlyAnalysis {
        match self {
            Prepared::Done(analysis) => analysis,
            Prepared::Times(pending) => {
                #[cfg(feature = "std")]
                let times = pending.plan().times_on_cores(pending.ordering(), progress);
                #[cfg(not(feature = "std"))]
                let times = {
                    let all = 0..pending.plan().representatives().len();
                    pending.plan().times(pending.ordering(), all, progress)
                };
                pending.finish(&times)
            }
        }
    }
}

/// An analysis waiting for `batch_times` of its plan's representatives,
/// which may be computed in parts ([`OriginatorPlan::part`]) by others.
#[derive(Debug)]
pub struct PendingAnalysis {
    analysis: OrderlyAnalysis,
    plan: OriginatorPlan,
}

impl PendingAnalysis {
    /// The ordering to propagate on.
    pub fn ordering(&self) -> &Ordering {
        &self.analysis.ordering
    }

    /// The originators to propagate.
    pub fn plan(&self) -> &OriginatorPlan {
        &self.plan
    }

    /// Originator × vertex pairs the propagation visits: the work left.
    pub fn pairs(&self) -> u64 {
        self.plan.representatives().len() as u64 * self.ordering().nodes() as u64
    }

    /// The analysis, given `batch_times` of every representative, in the
    /// plan's order.
    pub fn finish(self, rep_times: &[u32]) -> OrderlyAnalysis {
        let mut analysis = self.analysis;
        analysis.all = Some(self.plan.assemble(rep_times));
        analysis
    }
}

/// The local search `algo=search` runs for this query, not yet started,
/// and the ordering it starts from: Π on tori of two or more dimensions,
/// the dimension-order default elsewhere. Its budget (orderings scored)
/// shrinks with N², from 3,000 down to 60.
pub fn start_search(q: &Query) -> (Search, Algo) {
    let start = search_start(q);
    let (ordering, _) = build_ordering(&Query {
        algo: start,
        ..q.clone()
    });
    let n = ordering.nodes() as u64;
    let budget = ((1u64 << 26) / (n * n).max(1)).clamp(60, 3000) as u32;
    (
        Search::new(ordering, grid_of(q), budget, u64::from(q.seed)),
        start,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orderly::Vertex;
    use crate::permalink::parse;

    #[test]
    fn a_search_run_in_slices_gives_the_permalinks_ordering() {
        // The page runs the search in slices in its worker and then adopts
        // `algo=search&seed=…`; `castlab eval` runs it in one go.
        let q = parse("net=torus&dims=4x4&view=orderly&algo=search&seed=3").query;
        let whole = OrderlyAnalysis::new(&q, None);
        let (mut search, start) = start_search(&q);
        while !search.run(7) {}
        let sliced = OrderlyAnalysis::from_search(&q, &search, start).compute();
        assert_eq!(whole.ordering(), sliced.ordering());
        assert_eq!(orderly_report(&whole, &q), orderly_report(&sliced, &q));
    }

    #[test]
    fn bounds_are_judged_against_the_exact_times() {
        let q = parse("net=torus&dims=14x10&view=orderly&algo=pi-literal").query;
        let r = orderly_report(&OrderlyAnalysis::new(&q, None), &q);
        let lemma = r
            .bounds
            .iter()
            .find(|b| b.cited == "003 Lemma 3.8.1")
            .unwrap();
        assert_eq!((lemma.value, lemma.verdict), (15, Verdict::Fails));
        assert_eq!(r.broadcast_time, Some(16));
        // Every per-originator value is its own arrival map's maximum.
        let per = r.per_originator.unwrap();
        for u in [0, 7, 70, 139].map(Vertex::new) {
            let t = arrival(
                &OrderlyAnalysis::new(&q, None).ordering,
                u,
                Model::NonAdaptive,
            );
            assert_eq!(per[u.index()], completion(&t));
        }
    }

    #[test]
    fn big_maps_without_symmetry_or_lanes_are_skipped_not_computed() {
        // `dim` on a 200 × 200 mesh: no automorphism and no torus for
        // translated lanes, so 40,000 originators would be 1.6 · 10^9 pairs.
        let q = parse("net=mesh&dims=200x200&view=orderly").query;
        let a = OrderlyAnalysis::new(&q, None);
        let r = orderly_report(&a, &q);
        assert!(r.per_originator.is_none() && r.broadcast_time.is_none());
        let why = crate::eval::english::english(&r.per_originator_skipped.unwrap());
        assert!(why.contains("2^30"), "{why}");
        assert_eq!(r.arrival.len(), 200 * 200);
        // 511 × 512 with Π has no row shift either (m odd), but it is a
        // torus: every originator is planned, in translated lanes.
        let q = parse("net=torus&dims=511x512&view=orderly").query;
        let Prepared::Times(pending) = OrderlyAnalysis::prepare(&q) else {
            panic!("the per-originator map is planned");
        };
        assert_eq!(pending.plan().lane_sides(), Some(&[511, 512][..]));
        assert_eq!(pending.pairs(), (511u64 * 512).pow(2));
    }
}
