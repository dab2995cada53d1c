//! Contention at every beaten source: where one algorithm's schedule beats
//! another's TCD, whether it does so with routes that share no link within
//! a step (the project's method: dimension-ordered routes, greedy, then an
//! exhaustive search over the axis orders for small steps).

use alloc::vec::Vec;

use super::Analysis;
use crate::grid::NodeId;
use crate::permalink::Algo;
use crate::rng::Rng;
use crate::schedule::{RouteSearch, assign_routes};

/// How many sources to check: all beaten ones, or a seeded sample of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sources {
    /// Every beaten source.
    All,
    /// At most `count` beaten sources, drawn without replacement by the
    /// seeded generator ([`Rng`], SplitMix64).
    Sample { count: usize, seed: u64 },
}

/// What the census found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ContentionCensus {
    /// Sources where `better`'s TCD is below `base`'s.
    pub beaten: u64,
    /// Of the grid's sources.
    pub sources: u64,
    /// Beaten sources whose schedule was checked (all, or the sample).
    pub checked: u64,
    /// Checked sources whose schedule has contention-free routes.
    pub contention_free: u64,
    /// Checked sources where no candidate routes avoid contention.
    pub with_contention: u64,
    /// Checked sources where the search could not decide.
    pub unknown: u64,
    /// How many were decided greedily, and how many needed the exhaustive
    /// search.
    pub greedy: u64,
    pub exhaustive: u64,
    /// The first few sources with contention or undecided, by node index.
    pub exceptions: Vec<u64>,
}

/// Most exceptions listed.
const EXCEPTIONS_LISTED: usize = 16;

/// The census's work budget, in node-routes: each checked source builds and
/// routes a schedule of N − 1 messages, so a census costs about N per
/// checked source. 2^26 is 1,000 sources of 256 × 256, or every source of
/// 8,192 nodes: the largest take 12 s (256 × 256) to 18 s (1024 × 1024)
/// natively, at 0.2 to 0.25 µs a node-route (BENCHMARKS.md).
pub const CENSUS_WORK: u64 = 1 << 26;

/// Why a census was not run: it would exceed [`CENSUS_WORK`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CensusTooBig {
    /// The grid's nodes.
    pub nodes: u64,
    /// The sources asked for (`None`: every beaten one, up to every node).
    pub asked: Option<u64>,
}

impl CensusTooBig {
    /// The most sources a sample may check on this grid.
    pub fn largest_sample(&self) -> u64 {
        CENSUS_WORK / self.nodes.max(1)
    }

    /// The most nodes on which every beaten source may be checked.
    pub fn largest_grid() -> u64 {
        // Every source may be beaten: N sources of N node-routes each.
        1 << (CENSUS_WORK.ilog2() / 2)
    }
}

impl core::fmt::Display for CensusTooBig {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.asked {
            None => write!(
                f,
                "--census checks every beaten source only up to {} nodes (this grid has {}); \
                 a seeded sample works here: --census={}",
                Self::largest_grid(),
                self.nodes,
                self.largest_sample().min(1000),
            ),
            Some(n) => write!(
                f,
                "--census={n}: at most {} sources on a grid of {} nodes \
                 (a budget of 2^26 node-routes); try --census={}",
                self.largest_sample(),
                self.nodes,
                self.largest_sample().min(1000),
            ),
        }
    }
}

/// Whether a census of `sources` on `nodes` nodes fits [`CENSUS_WORK`],
/// decided before any map is computed (every source may be beaten).
pub fn census_fits(nodes: u64, sources: Sources) -> Result<(), CensusTooBig> {
    let (checked, asked) = match sources {
        Sources::All => (nodes, None),
        Sources::Sample { count, .. } => {
            let count = count as u64;
            (count.min(nodes), Some(count))
        }
    };
    if checked.saturating_mul(nodes) <= CENSUS_WORK {
        Ok(())
    } else {
        Err(CensusTooBig { nodes, asked })
    }
}

/// The census of `better` against `base` on the analysis's grid: every
/// source where `better` has the lower TCD, or a sample of them, routed
/// and checked for contention. `None` if either algorithm has no map here.
pub fn contention_census(
    analysis: &Analysis,
    (better, base): (Algo, Algo),
    sources: Sources,
) -> Option<ContentionCensus> {
    let (good, reference) = (analysis.map(better)?, analysis.map(base)?);
    let beaten: Vec<usize> = (0..good.len())
        .filter(|&i| good[i] < reference[i])
        .collect();
    let chosen = match sources {
        Sources::All => beaten.clone(),
        Sources::Sample { count, seed } => sample(&beaten, count, seed),
    };
    let mut census = ContentionCensus {
        beaten: beaten.len() as u64,
        sources: good.len() as u64,
        checked: chosen.len() as u64,
        ..ContentionCensus::default()
    };
    for &i in &chosen {
        let mut schedule = analysis.schedule(better, NodeId::new(i))?;
        let routing = assign_routes(&analysis.grid, &mut schedule);
        match routing.method {
            RouteSearch::Greedy => census.greedy += 1,
            RouteSearch::Exhaustive => census.exhaustive += 1,
            RouteSearch::Inconclusive | RouteSearch::Given => {}
        }
        match routing.contention_free {
            Some(true) => census.contention_free += 1,
            Some(false) => census.with_contention += 1,
            None => census.unknown += 1,
        }
        if routing.contention_free != Some(true) && census.exceptions.len() < EXCEPTIONS_LISTED {
            census.exceptions.push(i as u64);
        }
    }
    Some(census)
}

/// `count` of `from`, drawn without replacement, in the order drawn.
fn sample(from: &[usize], count: usize, seed: u64) -> Vec<usize> {
    let mut pool = from.to_vec();
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count.min(pool.len()));
    while out.len() < count && !pool.is_empty() {
        let i = rng.below(pool.len());
        out.push(pool.swap_remove(i));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::source_report;
    use crate::grid::Grid;
    use crate::permalink::parse;

    /// The beaten sources are those where the validator's recount of each
    /// source's schedule (not the maps) is lower, and every one is routed.
    #[test]
    fn the_census_counts_what_per_source_schedules_recount() {
        let grid = Grid::mesh(&[8, 8]).unwrap();
        let analysis = Analysis::new(&grid);
        let census =
            contention_census(&analysis, (Algo::Recursive, Algo::Paper), Sources::All).unwrap();
        let recount = |algo: &str, i: usize| {
            let c = grid.coords(NodeId::new(i));
            let link = alloc::format!("v=1&algo={algo}&src={c}");
            source_report(&analysis, &parse(&link).query).tcd
        };
        let beaten = (0..64)
            .filter(|&i| recount("recursive", i) < recount("paper", i))
            .count() as u64;
        assert_eq!(census.beaten, beaten);
        assert_eq!(census.checked, beaten);
        assert_eq!(
            census.contention_free + census.with_contention + census.unknown,
            beaten
        );
        assert_eq!(
            census.greedy + census.exhaustive,
            census.contention_free + census.with_contention
        );
        // Nothing beats itself.
        let none = contention_census(&analysis, (Algo::Paper, Algo::Paper), Sources::All).unwrap();
        assert_eq!((none.beaten, none.checked), (0, 0));
    }

    /// The budget is decided from the sizes alone: every source of 8,192
    /// nodes fits (8,192² = 2^26), 16,384 does not; a sample fits while
    /// sources × nodes stays within 2^26, and asking for more sources than
    /// the grid has counts only the grid's.
    #[test]
    fn the_census_budget_is_sources_times_nodes() {
        assert_eq!(census_fits(8192, Sources::All), Ok(()));
        let all = census_fits(1 << 20, Sources::All).unwrap_err();
        assert_eq!(all.asked, None);
        assert_eq!(CensusTooBig::largest_grid(), 8192);
        assert_eq!(all.largest_sample(), 64);
        let sample = |count| Sources::Sample { count, seed: 1 };
        assert_eq!(census_fits(1 << 16, sample(1000)), Ok(()));
        assert_eq!(
            census_fits(1 << 16, sample(1025))
                .unwrap_err()
                .largest_sample(),
            1024
        );
        assert_eq!(census_fits(64, sample(usize::MAX)), Ok(()));
        let text = alloc::format!("{}", census_fits(1 << 20, sample(usize::MAX)).unwrap_err());
        assert!(text.contains("at most 64 sources"), "{text}");
        let text = alloc::format!("{all}");
        assert!(
            text.contains("8192 nodes") && text.contains("--census=64"),
            "{text}"
        );
    }

    #[test]
    fn a_sample_draws_distinct_beaten_sources_reproducibly() {
        let from: Vec<usize> = (0..100).map(|i| i * 3).collect();
        let a = sample(&from, 10, 7);
        assert_eq!(a, sample(&from, 10, 7));
        assert_ne!(a, sample(&from, 10, 8));
        let mut sorted = a.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 10);
        assert!(a.iter().all(|x| from.contains(x)));
        assert_eq!(sample(&from, 500, 1).len(), 100);
    }
}
