//! Complete WK-recursive networks WK(W, L) (paper 001) and their two
//! broadcasts, run as distributed per-node rules.
//!
//! Node v has the address d_L … d_1 (digits 0..W−1, d_1 last); its dense
//! index is Σ d_i·W^(i−1), so d_1 varies fastest. From the address alone a
//! node knows (Definitions 1–4):
//! - its corner identifier d_1 and its corner level C, the length of the run
//!   of equal trailing digits (d_C = … = d_1 ≠ d_(C+1));
//! - its W − 1 inner-cluster links, to the nodes that differ in d_1 only;
//! - if C < L, its C-level inter-cluster link, to d_L … d_(C+2) d_C (d_(C+1))^C,
//!   whose corner identifier d_(C+1) is its flipping corner identifier;
//! - if C = L, it is a corner (p)^L of the whole network and has a free link.
//!
//! [`simulate`] runs a broadcast: every node decides from its own properties
//! and the label it received only ([`fang_rule`], [`stack_rule`]), all ports
//! at once, one hop per step, or with random link delays.

use alloc::collections::BinaryHeap;
use alloc::vec;
use alloc::vec::Vec;
use core::cmp::Reverse;
use core::fmt;

use crate::rng::Rng;

mod outline;
mod rules;

pub use outline::{OutlineLink, cluster_of, outline};
pub use rules::{FirstLabel, fang_rule, fang_start, stack_rule, stack_start};

/// Largest W.
pub const MAX_W: u32 = 8;
/// Most nodes, W^L ≤ 2^18.
pub const MAX_NODES: usize = 1 << 18;
/// Largest L, that of W = 2 (2^18 nodes).
pub const MAX_LEVEL: u32 = MAX_NODES.trailing_zeros();

/// A node of a WK network: the dense index Σ d_i·W^(i−1) of its address
/// d_L … d_1 (d_1 fastest), like [`crate::grid::NodeId`] for grids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WkNode(u32);

impl WkNode {
    /// Wraps a dense index.
    ///
    /// # Panics
    /// If `index` does not fit in `u32`; WK networks never get that large.
    pub fn new(index: usize) -> Self {
        WkNode(u32::try_from(index).expect("node index fits in u32"))
    }

    /// The dense index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why a WK(W, L) cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WkError {
    /// W outside 2..=8.
    Amplitude,
    /// L = 0.
    Level,
    /// W^L above 2^18; `max_l` is the largest level allowed for this W.
    TooManyNodes { max_l: u32 },
}

impl WkError {
    /// A stable identifier (the JSON's error `kind`).
    pub const fn kind(&self) -> &'static str {
        match self {
            WkError::Amplitude | WkError::Level => "out_of_range",
            WkError::TooManyNodes { .. } => "too_many_nodes",
        }
    }
}

impl fmt::Display for WkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            WkError::Amplitude => write!(f, "W must be between 2 and {MAX_W}"),
            WkError::Level => f.write_str("L must be at least 1"),
            WkError::TooManyNodes { max_l } => {
                write!(
                    f,
                    "W^L must be at most 2^18 = {MAX_NODES}; the largest L for this W is {max_l}"
                )
            }
        }
    }
}

impl core::error::Error for WkError {}

/// A complete WK-recursive network WK(W, L).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wk {
    w: u32,
    l: u32,
}

impl Wk {
    /// WK(W, L) for 2 ≤ W ≤ 8, L ≥ 1 and W^L ≤ 2^18.
    pub fn new(w: u32, l: u32) -> Result<Self, WkError> {
        if !(2..=MAX_W).contains(&w) {
            return Err(WkError::Amplitude);
        }
        if l == 0 {
            return Err(WkError::Level);
        }
        let max_l = Self::max_level(w);
        if l > max_l {
            return Err(WkError::TooManyNodes { max_l });
        }
        Ok(Wk { w, l })
    }

    /// The largest L with W^L ≤ 2^18.
    pub fn max_level(w: u32) -> u32 {
        let mut l = 0;
        let mut n = 1usize;
        while n * w as usize <= MAX_NODES {
            n *= w as usize;
            l += 1;
        }
        l
    }

    /// Amplitude W.
    pub fn w(&self) -> u32 {
        self.w
    }

    /// Level L.
    pub fn l(&self) -> u32 {
        self.l
    }

    /// W^L.
    pub fn nodes(&self) -> usize {
        (self.w as usize).pow(self.l)
    }

    /// Every node, by index.
    pub fn node_ids(&self) -> impl Iterator<Item = WkNode> + use<> {
        (0..self.nodes()).map(WkNode::new)
    }

    /// Digit d_position (1 = last) of node `v`.
    pub fn digit(&self, v: WkNode, position: u32) -> u32 {
        ((v.index() / (self.w as usize).pow(position - 1)) % self.w as usize) as u32
    }

    /// The node with digits d_L … d_1 (most significant first).
    pub fn node(&self, digits: &[u32]) -> Option<WkNode> {
        if digits.len() != self.l as usize || digits.iter().any(|&d| d >= self.w) {
            return None;
        }
        Some(WkNode::new(
            digits
                .iter()
                .fold(0usize, |v, &d| v * self.w as usize + d as usize),
        ))
    }

    /// The digits d_L … d_1 of `v`, most significant first.
    pub fn digits(&self, v: WkNode) -> Vec<u32> {
        (1..=self.l).rev().map(|p| self.digit(v, p)).collect()
    }

    /// Definition 1: d_1.
    pub fn cor_id(&self, v: WkNode) -> u32 {
        self.digit(v, 1)
    }

    /// Definition 2: the C with d_C = … = d_1 and d_(C+1) ≠ d_C (L if all
    /// digits are equal).
    pub fn cor_level(&self, v: WkNode) -> u32 {
        let d1 = self.digit(v, 1);
        (2..=self.l)
            .find(|&p| self.digit(v, p) != d1)
            .map_or(self.l, |p| p - 1)
    }

    /// Whether `v` is a corner (p)^L of the whole network (it has a free
    /// link instead of an inter-cluster link).
    pub fn is_corner(&self, v: WkNode) -> bool {
        self.cor_level(v) == self.l
    }

    /// Definition 4: the inter-cluster neighbour and the link's level C.
    pub fn inter_neighbour(&self, v: WkNode) -> Option<(WkNode, u32)> {
        let c = self.cor_level(v);
        if c == self.l {
            return None;
        }
        let w = self.w as usize;
        let low = w.pow(c); // W^C: the C trailing digits
        let dc = self.digit(v, c) as usize;
        let dc1 = self.digit(v, c + 1) as usize;
        let above = v.index() / (low * w) * (low * w); // digits above position C+1
        let trailing = (0..c).fold(0usize, |acc, _| acc * w + dc1);
        Some((WkNode::new(above + dc * low + trailing), c))
    }

    /// Definition 4: the corner identifier of the inter-cluster neighbour.
    pub fn flip_cor_id(&self, v: WkNode) -> Option<u32> {
        self.inter_neighbour(v).map(|(u, _)| self.cor_id(u))
    }

    /// Definition 3: the W − 1 nodes that differ from `v` in d_1 only.
    pub fn inner_neighbours(&self, v: WkNode) -> impl Iterator<Item = WkNode> + '_ {
        let base = v.index() - self.cor_id(v) as usize;
        let own = self.cor_id(v);
        (0..self.w)
            .filter(move |&h| h != own)
            .map(move |h| WkNode::new(base + h as usize))
    }

    /// All neighbours with the link's level (0 for inner-cluster links).
    pub fn neighbours(&self, v: WkNode) -> Vec<(WkNode, u32)> {
        let mut out: Vec<(WkNode, u32)> = self.inner_neighbours(v).map(|u| (u, 0)).collect();
        out.extend(self.inter_neighbour(v));
        out
    }

    /// Hop distances from `source` (breadth-first search), by node index.
    pub fn distances(&self, source: WkNode) -> Vec<u32> {
        crate::graph::distances(self, source.index())
    }

    /// The address d_L … d_1 as text, e.g. "201".
    pub fn address(&self, v: WkNode) -> alloc::string::String {
        self.digits(v)
            .iter()
            .map(|&d| char::from_digit(d, 10).unwrap_or('?'))
            .collect()
    }
}

/// Which broadcast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WkAlgorithm {
    /// Paper 001: corner broadcasting from a corner (p)^L, general
    /// broadcasting with the label (m, t) otherwise.
    Fang,
    /// Chen and Duh's stack-based broadcast, as 001 §1 describes it.
    Stack,
}

/// What a message carries.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Label {
    /// 001 §3.1: the source's corner identifier p.
    Corner { p: u32 },
    /// 001 §3.2: the highest link level passed so far and a corner
    /// identifier.
    General { m: u32, t: u32 },
    /// The stack of link labels (bottom first).
    Stack(Vec<u32>),
}

/// How a message arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// Through an inner-cluster link.
    Inner,
    /// Through an inter-cluster link of this level.
    Inter(u32),
}

/// One forwarded message: to whom, with which label.
pub type Send = (WkNode, Label);

/// The condition of 001 (or the stack rule's part) that sent a message,
/// recorded by the run: the trace's raw data (`crate::trace::wk`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Condition {
    /// The source's first messages to its inner neighbours.
    StartInner,
    /// The source's first message over its inter-cluster link.
    StartInter,
    /// (1.1) and (2.1): received over an inter-cluster link, to every
    /// inner neighbour.
    Spread,
    /// (1.2.2.1): a corner label forwarded over the inter-cluster link.
    CornerOn,
    /// (2.2.2): cor-level(v) > m, a new (c, flip-cor-id(v)).
    Higher,
    /// (2.2.4.1): cor-level(v) < m and flip-cor-id(v) = t, forwarded.
    Matching,
    /// The stack rule: send on every link whose label is not stacked.
    Unstacked,
}

/// What a rule does at a node: its messages, its decision cost, and the
/// condition that sent them.
pub type Fired = (Vec<Send>, u32, Condition);

/// When messages arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    /// All ports at once, one hop per step.
    Synchronous,
    /// Each message takes 1..=`max_delay` steps, drawn from a seeded
    /// generator.
    Random { seed: u64, max_delay: u32 },
}

/// One delivered message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    /// When it arrived.
    pub time: u32,
    /// Sender.
    pub from: WkNode,
    /// Receiver.
    pub to: WkNode,
    /// What it carried.
    pub label: Label,
    /// The condition that sent it.
    pub condition: Condition,
}

/// The outcome of a broadcast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broadcast {
    /// Every delivery, in arrival order.
    pub deliveries: Vec<Delivery>,
    /// Receptions per node index (the source counts 0 unless a message
    /// returns).
    pub receptions: Vec<u32>,
    /// When the last message arrived.
    pub steps: u32,
    /// Whether every node but the source received exactly once and the
    /// source never.
    pub exactly_once: bool,
    /// Decision cost per node index (comparisons, pops, pushes).
    pub work: Vec<u32>,
    /// Whether the run stopped at its delivery cap (a broken rule floods).
    pub capped: bool,
}

impl Broadcast {
    /// The longest label carried, in bits, each field as wide as the values
    /// it can take: m is a link level passed, 0 … L − 1 (only the corners
    /// (p)^L have level L, and they have no inter-cluster link to pass), so
    /// (m, t) takes ⌈log₂ L⌉ + ⌈log₂ W⌉ bits; p takes ⌈log₂ W⌉; a stack
    /// entry is a link label 0 … L (L is the source's first push), so
    /// ⌈log₂(L + 1)⌉ bits each.
    pub fn label_bits(&self, wk: &Wk) -> u32 {
        let bits = |values: u32| u32::BITS - values.saturating_sub(1).leading_zeros();
        let (corner, level, entry) = (bits(wk.w()), bits(wk.l()), bits(wk.l() + 1));
        self.deliveries
            .iter()
            .map(|d| match &d.label {
                Label::Corner { .. } => corner,
                Label::General { .. } => level + corner,
                Label::Stack(s) => s.len() as u32 * entry,
            })
            .max()
            .unwrap_or(0)
    }

    /// The most entries a stack label held (0 for `fang`).
    pub fn max_stack(&self) -> usize {
        self.deliveries
            .iter()
            .map(|d| match &d.label {
                Label::Stack(s) => s.len(),
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    }
}

/// A message on its way: (arrival, sending order, from, to, label, the
/// condition that sent it).
type InFlight = (u32, u64, WkNode, WkNode, Label, Condition);

/// Runs a broadcast from `source`. Every reception triggers the receiver's
/// rule, so a rule that floods shows up as repeated receptions (the run stops
/// after 4N deliveries).
pub fn simulate(
    wk: &Wk,
    source: WkNode,
    algorithm: WkAlgorithm,
    first: FirstLabel,
    timing: Timing,
) -> Broadcast {
    let n = wk.nodes();
    let cap = 4 * n;
    let mut rng = Rng::new(match timing {
        Timing::Random { seed, .. } => seed,
        Timing::Synchronous => 0,
    });
    let mut delay = || match timing {
        Timing::Synchronous => 1,
        Timing::Random { max_delay, .. } => {
            1 + (rng.next_u64() % u64::from(max_delay.max(1))) as u32
        }
    };
    // `order` keeps messages of equal arrival time in sending order.
    let mut queue: BinaryHeap<Reverse<InFlight>> = BinaryHeap::new();
    let mut order = 0u64;
    let start = match algorithm {
        WkAlgorithm::Fang => fang_start(wk, source, first),
        WkAlgorithm::Stack => stack_start(wk, source),
    };
    let inter = wk.inter_neighbour(source).map(|(u, _)| u);
    for (to, label) in start {
        let condition = match algorithm {
            WkAlgorithm::Stack => Condition::Unstacked,
            WkAlgorithm::Fang if Some(to) == inter => Condition::StartInter,
            WkAlgorithm::Fang => Condition::StartInner,
        };
        queue.push(Reverse((delay(), order, source, to, label, condition)));
        order += 1;
    }
    let mut receptions = vec![0u32; n];
    let mut work = vec![0u32; n];
    let mut deliveries = Vec::with_capacity(n);
    let mut capped = false;
    while let Some(Reverse((time, _, from, to, label, condition))) = queue.pop() {
        if deliveries.len() >= cap {
            capped = true;
            break;
        }
        receptions[to.index()] += 1;
        let via = match wk.inter_neighbour(to) {
            Some((u, level)) if u == from => Via::Inter(level),
            _ => Via::Inner,
        };
        let (sends, cost, fired) = match algorithm {
            WkAlgorithm::Fang => fang_rule(wk, to, via, &label),
            WkAlgorithm::Stack => stack_rule(wk, to, via, &label),
        };
        work[to.index()] += cost;
        for (next, next_label) in sends {
            queue.push(Reverse((
                time + delay(),
                order,
                to,
                next,
                next_label,
                fired,
            )));
            order += 1;
        }
        deliveries.push(Delivery {
            time,
            from,
            to,
            label,
            condition,
        });
    }
    let steps = deliveries.iter().map(|d| d.time).max().unwrap_or(0);
    let exactly_once = !capped
        && receptions
            .iter()
            .enumerate()
            .all(|(v, &r)| r == u32::from(v != source.index()));
    Broadcast {
        deliveries,
        receptions,
        steps,
        exactly_once,
        work,
        capped,
    }
}

impl crate::graph::Neighbours for Wk {
    fn node_count(&self) -> usize {
        self.nodes()
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        for (u, _) in self.neighbours(WkNode::new(v)) {
            visit(u.index());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::BTreeSet;
    use alloc::string::String;

    fn wk(w: u32, l: u32) -> Wk {
        Wk::new(w, l).unwrap()
    }

    fn at(net: &Wk, address: &str) -> WkNode {
        let digits: Vec<u32> = address.chars().map(|c| c.to_digit(10).unwrap()).collect();
        net.node(&digits).unwrap()
    }

    /// Evidence: one size, WK(4, 3).
    #[test]
    fn properties_match_the_paper_examples() {
        let n = wk(4, 3);
        // Definitions 1 and 2: cor-id 0, 1, 2, 3 of 000, 011, 022, 033;
        // cor-level 3, 2, 1 of 000, 011, 012.
        for (a, id) in [("000", 0), ("011", 1), ("022", 2), ("033", 3)] {
            assert_eq!(n.cor_id(at(&n, a)), id);
        }
        for (a, level) in [("000", 3), ("011", 2), ("012", 1)] {
            assert_eq!(n.cor_level(at(&n, a)), level);
        }
        // Definition 4: (022, 200) is a 2-level link, (012, 021) a 1-level
        // link; flip-cor-id(133) = 1 and flip-cor-id(311) = 3.
        assert_eq!(n.inter_neighbour(at(&n, "022")), Some((at(&n, "200"), 2)));
        assert_eq!(n.inter_neighbour(at(&n, "012")), Some((at(&n, "021"), 1)));
        assert_eq!(n.flip_cor_id(at(&n, "133")), Some(1));
        assert_eq!(n.flip_cor_id(at(&n, "311")), Some(3));
        // Definition 3: the inner-cluster links of 002.
        let inner: BTreeSet<String> = n
            .inner_neighbours(at(&n, "002"))
            .map(|v| n.address(v))
            .collect();
        assert_eq!(inner, ["000", "001", "003"].map(String::from).into());
        // Only the W corners (p)^L lack an inter-cluster link.
        let corners: Vec<String> = n
            .node_ids()
            .filter(|&v| n.is_corner(v))
            .map(|v| n.address(v))
            .collect();
        assert_eq!(corners, ["000", "111", "222", "333"]);
    }

    /// Evidence: chosen sizes, WK(2, 1), WK(2, 5), WK(3, 3), WK(4, 3), WK(5,
    /// 2), WK(8, 2).
    #[test]
    fn structure_is_a_wk_network() {
        for (w, l) in [(2, 1), (2, 5), (3, 3), (4, 3), (5, 2), (8, 2)] {
            let n = wk(w, l);
            let mut edges = BTreeSet::new();
            for v in n.node_ids() {
                // Links are symmetric: the inter-cluster link is an involution.
                if let Some((u, level)) = n.inter_neighbour(v) {
                    assert_eq!(n.inter_neighbour(u), Some((v, level)));
                    assert_eq!(n.cor_level(u), level, "both ends have corner level C");
                }
                for (u, _) in n.neighbours(v) {
                    edges.insert((v.min(u), v.max(u)));
                }
                assert_eq!(n.neighbours(v).len() as u32, w - u32::from(n.is_corner(v)));
            }
            // W^L nodes of degree W, W free links: (W·W^L − W)/2 links.
            let nodes = n.nodes();
            assert_eq!(
                edges.len(),
                (w as usize * nodes - w as usize) / 2,
                "W={w} L={l}"
            );
            // Connected, with diameter 2^L − 1 (between two corners).
            let from_corner = n.distances(WkNode::default());
            assert!(from_corner.iter().all(|&d| d != u32::MAX));
            assert_eq!(
                from_corner.iter().max(),
                Some(&((1 << l) - 1)),
                "W={w} L={l}"
            );
        }
    }

    /// Evidence: one size, WK(4, 3) from 201.
    #[test]
    fn figure_3_walkthrough_from_201_in_wk_4_3() {
        let n = wk(4, 3);
        let b = simulate(
            &n,
            at(&n, "201"),
            WkAlgorithm::Fang,
            FirstLabel::Corrected,
            Timing::Synchronous,
        );
        assert!(b.exactly_once);
        let label_of = |a: &str| {
            b.deliveries
                .iter()
                .find(|d| d.to == at(&n, a))
                .map(|d| d.label.clone())
                .unwrap()
        };
        // Stage 1: 200, 202, 203 get (0, 1).
        for a in ["200", "202", "203"] {
            assert_eq!(label_of(a), Label::General { m: 0, t: 1 }, "{a}");
        }
        // Stage 2: 210, 220, 230 get (1, 0), then all of 21*, 22*, 23*.
        for a in [
            "210", "220", "230", "211", "212", "213", "221", "222", "223", "231", "232", "233",
        ] {
            assert_eq!(label_of(a), Label::General { m: 1, t: 0 }, "{a}");
        }
        // Stage 3: 022, 122, 322 get (2, 2) from 200, 211, 233, then 0**,
        // 1**, 3** all carry (2, 2).
        for (entry, from) in [("022", "200"), ("122", "211"), ("322", "233")] {
            let d = b.deliveries.iter().find(|d| d.to == at(&n, entry)).unwrap();
            assert_eq!(d.from, at(&n, from));
            assert_eq!(d.label, Label::General { m: 2, t: 2 });
        }
        for v in n.node_ids() {
            if n.digit(v, 3) != 2 {
                assert_eq!(label_of(&n.address(v)), Label::General { m: 2, t: 2 });
            }
        }
        // The stages are the sets S_i, told apart by the m each node got.
        let count = |m: u32| {
            b.deliveries
                .iter()
                .filter(|d| matches!(d.label, Label::General { m: got, .. } if got == m))
                .count()
        };
        assert_eq!((count(0), count(1), count(2)), (3, 12, 48));
    }

    /// Evidence: exhaustive, every source of every WK(W, L) with 2 ≤ W ≤ 5, 1 ≤
    /// L ≤ 4.
    #[test]
    fn both_broadcasts_reach_everyone_exactly_once_within_the_diameter() {
        // Every source for W ≤ 5 and L ≤ 4.
        for w in 2..=5 {
            for l in 1..=4 {
                let n = wk(w, l);
                for s in n.node_ids() {
                    let ecc = *n.distances(s).iter().max().unwrap();
                    for algorithm in [WkAlgorithm::Fang, WkAlgorithm::Stack] {
                        let b =
                            simulate(&n, s, algorithm, FirstLabel::Corrected, Timing::Synchronous);
                        assert!(
                            b.exactly_once,
                            "{algorithm:?} W={w} L={l} from {}",
                            n.address(s)
                        );
                        assert!(b.steps < (1 << l));
                        assert_eq!(
                            b.steps,
                            ecc,
                            "{algorithm:?} W={w} L={l} from {}: time-optimal",
                            n.address(s)
                        );
                        // 001 §1 gives the stack L + 1 entries; a carried
                        // stack never holds more than L.
                        assert!(b.max_stack() <= l as usize);
                    }
                }
            }
        }
    }

    #[test]
    fn seeded_random_sources_in_larger_networks() {
        let mut rng = Rng::new(2026);
        for (w, l) in [(6, 4), (7, 4), (8, 4), (2, 12), (3, 8), (5, 6)] {
            let n = wk(w, l);
            for _ in 0..4 {
                let s = WkNode::new((rng.next_u64() % n.nodes() as u64) as usize);
                let ecc = *n.distances(s).iter().max().unwrap();
                for algorithm in [WkAlgorithm::Fang, WkAlgorithm::Stack] {
                    let b = simulate(&n, s, algorithm, FirstLabel::Corrected, Timing::Synchronous);
                    assert!(
                        b.exactly_once,
                        "{algorithm:?} W={w} L={l} from {}",
                        n.address(s)
                    );
                    assert_eq!(b.steps, ecc);
                }
            }
        }
    }

    /// The widths `label_bits` counts are what the labels really hold:
    /// over every source of every WK(W, L) with W ≤ 5, L ≤ 4, under both
    /// algorithms, the largest m seen is L − 1 (so m needs ⌈log₂ L⌉ bits,
    /// not ⌈log₂(L + 1)⌉), t and p reach W − 1 and stack entries L; each
    /// run's `label_bits` is the widest of its labels at those widths.
    #[test]
    fn label_widths_cover_the_values_labels_take() {
        // Bits to write every value 0 ..= largest.
        let width = |largest: u32| u32::BITS - largest.leading_zeros();
        for w in 2..=5u32 {
            for l in 1..=4u32 {
                let n = wk(w, l);
                let runs: Vec<Broadcast> = n
                    .node_ids()
                    .flat_map(|s| {
                        [WkAlgorithm::Fang, WkAlgorithm::Stack].map(|algorithm| {
                            simulate(&n, s, algorithm, FirstLabel::Corrected, Timing::Synchronous)
                        })
                    })
                    .collect();
                let labels = || {
                    runs.iter()
                        .flat_map(|b| b.deliveries.iter().map(|d| &d.label))
                };
                let (mut m_max, mut corner_max, mut entry_max) = (None, 0, 0);
                for label in labels() {
                    match label {
                        Label::General { m, t } => {
                            m_max = m_max.max(Some(*m));
                            corner_max = corner_max.max(*t);
                        }
                        Label::Corner { p } => corner_max = corner_max.max(*p),
                        Label::Stack(stack) => {
                            entry_max = entry_max.max(*stack.iter().max().unwrap())
                        }
                    }
                }
                // General broadcasting passes links of every level below L
                // (from the sources that are not corners, which L = 1 lacks).
                assert_eq!(m_max, (l > 1).then_some(l - 1), "W={w} L={l}");
                assert_eq!((corner_max, entry_max), (w - 1, l), "W={w} L={l}");
                for b in &runs {
                    let needed = b.deliveries.iter().map(|d| match &d.label {
                        Label::General { .. } => width(m_max.unwrap()) + width(corner_max),
                        Label::Corner { .. } => width(corner_max),
                        Label::Stack(stack) => stack.len() as u32 * width(entry_max),
                    });
                    assert_eq!(b.label_bits(&n), needed.max().unwrap_or(0), "W={w} L={l}");
                }
            }
        }
        // WK(4, 4) from 0123: (m, t) in 2 + 2 bits, not 3 + 2.
        let n = wk(4, 4);
        let fang = WkAlgorithm::Fang;
        let b = simulate(
            &n,
            at(&n, "0123"),
            fang,
            FirstLabel::Corrected,
            Timing::Synchronous,
        );
        assert_eq!(b.label_bits(&n), 4);
    }

    /// The eccentricities `docs/errata.md` states, by breadth-first search
    /// from every node, as (eccentricity, how many nodes) pairs.
    #[test]
    fn wk_eccentricities_as_the_errata_state() {
        let census = |w, l| {
            let n = wk(w, l);
            let mut counts = alloc::collections::BTreeMap::new();
            for v in n.node_ids() {
                let e = *n.distances(v).iter().max().unwrap();
                *counts.entry(e).or_insert(0) += 1;
            }
            counts.into_iter().collect::<Vec<(u32, u32)>>()
        };
        assert_eq!(census(3, 3), [(6, 6), (7, 21)]);
        assert_eq!(census(3, 4), [(12, 6), (13, 12), (14, 18), (15, 45)]);
        assert_eq!(census(4, 4), [(14, 24), (15, 232)]);
        assert_eq!(census(4, 3), [(7, 64)]);
        assert_eq!(census(5, 3), [(7, 125)]);
        let path: Vec<(u32, u32)> = (16..=31).map(|e| (e, 2)).collect();
        assert_eq!(census(2, 5), path);
        // The nodes named: in WK(3, 3) those whose digits all differ, in
        // WK(4, 4) the 24 orderings of 0, 1, 2, 3.
        for (w, l, e) in [(3, 3, 6), (4, 4, 14)] {
            let n = wk(w, l);
            for v in n.node_ids() {
                let mut digits = n.digits(v);
                digits.sort_unstable();
                digits.dedup();
                let all_differ = digits.len() == l as usize;
                let ecc = *n.distances(v).iter().max().unwrap();
                assert_eq!(ecc == e, all_differ, "W={w} L={l} {}", n.address(v));
            }
        }
        for a in ["0122", "0211", "1022", "1200", "2011", "2100"] {
            let n = wk(3, 4);
            assert_eq!(n.distances(at(&n, a)).into_iter().max(), Some(12), "{a}");
        }
    }

    #[test]
    fn stacks_reach_l_entries() {
        let n = wk(4, 3);
        let most = n
            .node_ids()
            .map(|s| {
                simulate(
                    &n,
                    s,
                    WkAlgorithm::Stack,
                    FirstLabel::Corrected,
                    Timing::Synchronous,
                )
                .max_stack()
            })
            .max();
        assert_eq!(most, Some(3));
    }

    #[test]
    fn random_delays_change_nothing() {
        for (w, l) in [(3, 4), (4, 3), (5, 3), (2, 7)] {
            let n = wk(w, l);
            for s in n.node_ids().step_by(7) {
                for seed in [1, 2, 3] {
                    for algorithm in [WkAlgorithm::Fang, WkAlgorithm::Stack] {
                        let b = simulate(
                            &n,
                            s,
                            algorithm,
                            FirstLabel::Corrected,
                            Timing::Random { seed, max_delay: 5 },
                        );
                        assert!(
                            b.exactly_once,
                            "{algorithm:?} W={w} L={l} from {} seed {seed}",
                            n.address(s)
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_printed_first_label_loses_nodes() {
        // With (cor-level(s), cor-id(s)) from a source of corner level 2 the
        // subnetwork it enters does not forward correctly.
        let n = wk(4, 3);
        let s = at(&n, "211");
        let printed = simulate(
            &n,
            s,
            WkAlgorithm::Fang,
            FirstLabel::Printed,
            Timing::Synchronous,
        );
        assert!(!printed.exactly_once);
        let missing = printed
            .receptions
            .iter()
            .enumerate()
            .filter(|&(v, &r)| v != s.index() && r == 0)
            .count();
        assert_eq!(missing, 12);
        assert!(
            simulate(
                &n,
                s,
                WkAlgorithm::Fang,
                FirstLabel::Corrected,
                Timing::Synchronous
            )
            .exactly_once
        );
    }

    #[test]
    fn labels_are_constant_for_fang_and_grow_for_the_stack() {
        for l in 1..=6 {
            let n = wk(4, l);
            let s = WkNode::new(n.nodes() / 3);
            let fang = simulate(
                &n,
                s,
                WkAlgorithm::Fang,
                FirstLabel::Corrected,
                Timing::Synchronous,
            );
            let stack = simulate(
                &n,
                s,
                WkAlgorithm::Stack,
                FirstLabel::Corrected,
                Timing::Synchronous,
            );
            assert!(fang.max_stack() == 0 && stack.max_stack() <= l as usize + 1);
            assert!(*fang.work.iter().max().unwrap() <= 5, "constant decisions");
        }
    }

    #[test]
    fn limits() {
        assert_eq!(Wk::new(9, 2), Err(WkError::Amplitude));
        assert_eq!(Wk::new(4, 0), Err(WkError::Level));
        assert_eq!(Wk::new(4, 10), Err(WkError::TooManyNodes { max_l: 9 }));
        assert_eq!(Wk::max_level(2), 18);
        assert_eq!(Wk::max_level(8), 6);
    }
}
