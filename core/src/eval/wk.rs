//! `view=broadcast` on WK networks (paper 001): both broadcasts run as
//! per-node rules, checked (exactly once, within the diameter, with random
//! delays) and compared.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::SCHEDULE_LIMIT;
use crate::permalink::{Algo, Query};
use crate::text::Text;
use crate::trace::{self, Trace, TraceError};
use crate::wk::{Broadcast, FirstLabel, Label, Timing, Wk, WkAlgorithm, simulate};

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
#[derive(Clone, Debug, PartialEq)]
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
    pub label: Text,
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

/// The outline graph of a WK network (001 Definition 5, `outline=1`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OutlineReport {
    /// Supervertices: the WK(W, 1) clusters, W^(L−1).
    pub clusters: u64,
    /// Links between clusters that the outline keeps as inner-cluster
    /// links (level-1 links of the network).
    pub inner_links: u64,
    /// Links it keeps as inter-cluster links, one level lower.
    pub inter_links: u64,
    /// Proposition 1: the outline is WK(W, L − 1), link for link and level
    /// for level, checked here.
    pub is_wk_one_level_down: bool,
}

/// The outline of `wk`, with Proposition 1 checked against WK(W, L − 1).
pub fn outline_report(wk: &Wk) -> OutlineReport {
    let links = crate::wk::outline(wk);
    let inner = links.iter().filter(|e| e.level == 0).count() as u64;
    let holds = wk.l() >= 2
        && Wk::new(wk.w(), wk.l() - 1).is_ok_and(|small| {
            let mut want: Vec<(usize, usize, u32)> = small
                .node_ids()
                .flat_map(|v| {
                    small
                        .neighbours(v)
                        .into_iter()
                        .filter(move |(u, _)| v.index() < u.index())
                        .map(move |(u, level)| (v.index(), u.index(), level))
                })
                .collect();
            want.sort_unstable();
            let got: Vec<(usize, usize, u32)> = links
                .iter()
                .map(|e| (e.from.index(), e.to.index(), e.level))
                .collect();
            got == want
        });
    OutlineReport {
        clusters: (wk.nodes() / wk.w() as usize) as u64,
        inner_links: inner,
        inter_links: links.len() as u64 - inner,
        is_wk_one_level_down: holds,
    }
}

/// The WK broadcast of `algo`: the parser gives `view=broadcast` only
/// `fang` or `stack`; `fang`, the default, stands in for the others.
fn wk_algorithm(algo: Algo) -> WkAlgorithm {
    match algo {
        Algo::Stack => WkAlgorithm::Stack,
        Algo::Fang
        | Algo::Paper
        | Algo::Symmetric
        | Algo::Recursive
        | Algo::Exact
        | Algo::Optimum
        | Algo::Least
        | Algo::Pi
        | Algo::PiLiteral
        | Algo::Dim
        | Algo::Search
        | Algo::Standard
        | Algo::Tree
        | Algo::Greedy => WkAlgorithm::Fang,
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

/// The lists of a WK view that a download offers (see
/// `export::offered_tables`).
pub(super) fn tables(query: &Query) -> Vec<&'static str> {
    let mut out = Vec::from(["compare"]);
    if query.wk.nodes() <= super::SCHEDULE_LIMIT {
        out.push("deliveries");
    }
    out
}

/// The trace of the query's WK broadcast (synchronous, as the view runs
/// it); none for a `plan=` link's, whose messages follow no algorithm's rules.
pub fn wk_trace(query: &Query) -> Result<Option<Trace>, TraceError> {
    if query.plan.is_some() {
        return Ok(None);
    }
    let (wk, s) = (query.wk, query.wk_src);
    let algorithm = wk_algorithm(query.algo);
    let run = simulate(
        &wk,
        s,
        algorithm,
        FirstLabel::Corrected,
        Timing::Synchronous,
    );
    let title = query.algo.heading_text(1);
    trace::wk::trace(
        &wk,
        s,
        trace::wk::pseudocode(algorithm, title),
        &run,
        &label_text,
    )
    .map(Some)
}

/// The WK broadcast of the query's algorithm from its source.
pub fn wk_report(query: &Query) -> WkReport {
    let report = algorithm_report(query);
    #[cfg(feature = "json")]
    if let Some(planned) = query
        .plan
        .as_deref()
        .and_then(crate::plan::resolve::deliveries_of_link)
    {
        return with_plan(report, &query.wk, query.wk_src, &planned);
    }
    report
}

/// A `plan=` link's broadcast in place of the algorithm's: its messages
/// as the deliveries, its steps, and whether it informs each node once.
#[cfg(feature = "json")]
fn with_plan(
    mut report: WkReport,
    wk: &Wk,
    source: crate::wk::WkNode,
    planned: &[(u32, usize, usize)],
) -> WkReport {
    use crate::wk::WkNode;
    let mut received = alloc::vec![0u32; wk.nodes()];
    for &(_, _, to) in planned {
        received[to] += 1;
    }
    report.steps = planned.iter().map(|&(t, _, _)| t).max().unwrap_or(0);
    report.receptions = planned.len() as u64;
    report.exactly_once = received
        .iter()
        .enumerate()
        .all(|(v, &r)| r == u32::from(WkNode::new(v) != source));
    report.label = Text::new("error-wk-label-plan");
    if report.deliveries.is_some() {
        report.deliveries = Some(
            planned
                .iter()
                .map(|&(time, from, to)| {
                    let (from, to) = (WkNode::new(from), WkNode::new(to));
                    WkDelivery {
                        time,
                        from: wk.address(from),
                        to: wk.address(to),
                        label: String::new(),
                        level: wk
                            .inter_neighbour(to)
                            .filter(|&(u, _)| u == from)
                            .map_or(0, |(_, level)| level),
                    }
                })
                .collect(),
        );
    }
    report
}

/// The report of the query's algorithm.
fn algorithm_report(query: &Query) -> WkReport {
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
        label: match wk_algorithm(query.algo) {
            WkAlgorithm::Stack => Text::new("error-wk-label-stack"),
            WkAlgorithm::Fang if wk.is_corner(s) => Text::new("error-wk-label-corner"),
            WkAlgorithm::Fang => Text::new("error-wk-label-general"),
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

#[cfg(test)]
mod tests {
    use crate::eval::{ViewResult, evaluate};

    /// Evidence: one size, WK(4, 3) from 201.
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
}
