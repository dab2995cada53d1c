//! Multinode broadcast in optimal time (004 §5): the link sets A_1 … A_m
//! found by the rule and a search, and the broadcast from every node at
//! once, simulated slot by slot.

use alloc::vec;
use alloc::vec::Vec;

use super::{Hop, Link, Msn};
use crate::grid::NodeId;

/// One step of a broadcast from (0, 0): a horizontal and a vertical link
/// (either may be absent in the last step).
pub type Step = [Option<Link>; 2];

/// The sets A_1 … A_m of 004 §5, and how they were found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MnbSets {
    /// A_1 … A_m.
    pub steps: Vec<Step>,
    /// Dead ends the search had to undo (0: the greedy rule sufficed).
    pub backtracks: u64,
}

/// Builds the sets for an N × N network: (a) A_i = the links into (i, 0)
/// and (0, i) for i = 1 … N − 1 (004 prints i = 1 … N, but (N, 0) is the
/// source again); (b) then, step by step, one horizontal and one vertical
/// link from covered nodes to two new nodes. 004 asserts "such links can
/// always be found" without proof, so the choice is a rule backed by a
/// search that makes the construction complete: each kind of link first
/// takes the nodes the other kind cannot reach yet, lowest index first, and
/// a depth-first search undoes a step if it is ever stuck (`backtracks`
/// counts how often; 0 for every N from 4 to 64). `None` if no sets exist,
/// which the search would prove.
pub fn mnb_sets(msn: &Msn) -> Option<MnbSets> {
    if !msn.is_square() {
        return None;
    }
    let n = msn.width();
    let nodes = msn.nodes();
    let mut covered = vec![false; nodes];
    covered[0] = true;
    let mut steps: Vec<Step> = Vec::with_capacity(nodes / 2);
    for i in 1..n {
        let h = msn.node(i64::from(i) - 1, 0);
        let v = msn.node(0, i64::from(i) - 1);
        steps.push([
            Some(Link {
                from: h,
                hop: Hop::Horizontal,
            }),
            Some(Link {
                from: v,
                hop: Hop::Vertical,
            }),
        ]);
        covered[msn.next(h, Hop::Horizontal).index()] = true;
        covered[msn.next(v, Hop::Vertical).index()] = true;
    }
    let mut backtracks = 0u64;
    let mut budget = 50_000_000u64;
    if extend(msn, &mut covered, &mut steps, &mut backtracks, &mut budget) {
        Some(MnbSets { steps, backtracks })
    } else {
        None
    }
}

/// The depth-first search over steps. It keeps its own stack of choices,
/// not the call stack: it goes N²/2 steps deep, more than a wasm worker's
/// 1 MiB stack holds at N = 64.
fn extend(
    msn: &Msn,
    covered: &mut [bool],
    steps: &mut Vec<Step>,
    backtracks: &mut u64,
    budget: &mut u64,
) -> bool {
    let mut open: Vec<Choices> = Vec::new();
    loop {
        match level(msn, covered, steps, budget) {
            Level::Complete => return true,
            Level::Choices(choices) => open.push(choices),
            // This level is a dead end: undo the step that led here.
            Level::Stuck => {
                if open.is_empty() || !retreat(msn, covered, steps, backtracks, budget) {
                    return false;
                }
            }
        }
        // Take the next untried pair, retreating past exhausted levels.
        loop {
            let Some(top) = open.last_mut() else {
                return false;
            };
            if let Some((h, v)) = top.next_pair() {
                covered[h.index()] = true;
                covered[v.index()] = true;
                steps.push([
                    Some(Link {
                        from: msn.previous(h, Hop::Horizontal),
                        hop: Hop::Horizontal,
                    }),
                    Some(Link {
                        from: msn.previous(v, Hop::Vertical),
                        hop: Hop::Vertical,
                    }),
                ]);
                break;
            }
            open.pop();
            if open.is_empty() || !retreat(msn, covered, steps, backtracks, budget) {
                return false;
            }
        }
    }
}

/// What one level of the search found.
enum Level {
    /// Every node is covered.
    Complete,
    /// No step can follow (or the budget is spent).
    Stuck,
    /// The pairs of new nodes the next step may cover.
    Choices(Choices),
}

/// A level's candidate pairs, critical nodes first (a node only one kind
/// of link can reach now goes to that kind), and the next one to try.
struct Choices {
    horizontal: Vec<NodeId>,
    vertical: Vec<NodeId>,
    next: (usize, usize),
}

impl Choices {
    fn next_pair(&mut self) -> Option<(NodeId, NodeId)> {
        while let Some(&h) = self.horizontal.get(self.next.0) {
            while let Some(&v) = self.vertical.get(self.next.1) {
                self.next.1 += 1;
                if v != h {
                    return Some((h, v));
                }
            }
            self.next = (self.next.0 + 1, 0);
        }
        None
    }
}

fn level(msn: &Msn, covered: &mut [bool], steps: &mut Vec<Step>, budget: &mut u64) -> Level {
    let left = covered.iter().filter(|&&c| !c).count();
    if left == 0 {
        return Level::Complete;
    }
    if *budget == 0 {
        return Level::Stuck;
    }
    *budget -= 1;
    if left == 1 {
        let t = NodeId::new((0..covered.len()).find(|&t| !covered[t]).expect("one left"));
        // One link suffices for the last node (004's alternative: "the last
        // set A_m could be chosen to consist of only one link").
        let link = |hop| {
            (covered[msn.previous(t, hop).index()]).then_some(Link {
                from: msn.previous(t, hop),
                hop,
            })
        };
        let step = match link(Hop::Horizontal) {
            Some(h) => [Some(h), None],
            None => [None, link(Hop::Vertical)],
        };
        if step.iter().all(Option::is_none) {
            return Level::Stuck;
        }
        covered[t.index()] = true;
        steps.push(step);
        return Level::Complete;
    }
    let reach = |hop: Hop| -> Vec<NodeId> {
        msn.node_ids()
            .filter(|&t| !covered[t.index()] && covered[msn.previous(t, hop).index()])
            .collect()
    };
    let (hf, vf) = (reach(Hop::Horizontal), reach(Hop::Vertical));
    let order = |mine: &[NodeId], theirs: &[NodeId]| -> Vec<NodeId> {
        let mut v = mine.to_vec();
        v.sort_by_key(|t| (theirs.binary_search(t).is_ok(), *t));
        v
    };
    Level::Choices(Choices {
        horizontal: order(&hf, &vf),
        vertical: order(&vf, &hf),
        next: (0, 0),
    })
}

/// Undoes the last step after the level it led to failed; false once the
/// budget is spent.
fn retreat(
    msn: &Msn,
    covered: &mut [bool],
    steps: &mut Vec<Step>,
    backtracks: &mut u64,
    budget: &u64,
) -> bool {
    for link in steps.pop().expect("a step led here").into_iter().flatten() {
        covered[msn.next(link.from, link.hop).index()] = false;
    }
    *backtracks += 1;
    *budget > 0
}

/// What the multinode-broadcast simulation found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mnb {
    /// Slots used.
    pub slots: u64,
    /// Whether the translates A_i(x, y) of every step are disjoint.
    pub collision_free: bool,
    /// Whether every node received every node's packet exactly once.
    pub complete: bool,
    /// Links carrying a packet, summed over slots.
    pub link_slots_used: u64,
}

/// Runs the multinode broadcast: in slot i every node (x, y) sends its
/// packet over A_i(x, y), the image of A_i under R_(x,y)^(−1).
pub fn multinode_broadcast(msn: &Msn, sets: &MnbSets) -> Mnb {
    let nodes = msn.nodes();
    let mut has = vec![false; nodes * nodes]; // has[node * nodes + origin]
    for v in 0..nodes {
        has[v * nodes + v] = true;
    }
    let mut out = Mnb {
        slots: sets.steps.len() as u64,
        collision_free: true,
        complete: true,
        link_slots_used: 0,
    };
    let mut used = vec![u64::MAX; 2 * nodes];
    let mut duplicate = false;
    for (slot, step) in sets.steps.iter().enumerate() {
        for origin in msn.node_ids() {
            for link in step.iter().flatten() {
                // The link in the translate: R_origin^(−1) of the link's start.
                let from = msn.absolute(origin, msn.relative(NodeId::new(0), link.from));
                let to = msn.next(from, link.hop);
                let key = from.index() * 2 + usize::from(link.hop == Hop::Vertical);
                if used[key] == slot as u64 {
                    out.collision_free = false;
                }
                used[key] = slot as u64;
                out.link_slots_used += 1;
                let (from, to, origin) = (from.index(), to.index(), origin.index());
                if !has[from * nodes + origin] {
                    out.complete = false;
                }
                if has[to * nodes + origin] {
                    duplicate = true;
                }
                has[to * nodes + origin] = true;
            }
        }
    }
    // The last step may send both links to the same node: that one
    // duplicate is expected, others are not.
    let last_doubles = sets.steps.last().is_some_and(|s| {
        s.iter().flatten().count() == 2 && {
            let [a, b] = s;
            let end = |l: &Option<Link>| l.map(|l| msn.next(l.from, l.hop));
            end(a) == end(b)
        }
    });
    if duplicate && !last_doubles {
        out.complete = false;
    }
    if has.iter().any(|&h| !h) {
        out.complete = false;
    }
    out
}
