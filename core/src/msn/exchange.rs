//! Total exchange in optimal time (004 §4): every node sends to every other,
//! phase by phase, simulated slot by slot.

use alloc::vec;
use alloc::vec::Vec;

use super::{Hop, Link, MAX_TE_SIDE, Msn, Router};
use crate::grid::NodeId;

/// What the slot-level total-exchange simulation found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TotalExchange {
    /// Completion time in half slots (diagonal phases move half packets).
    pub half_slots: u64,
    /// Whether no directed link carried two packets in one (half) slot.
    pub collision_free: bool,
    /// Whether every link carried a packet in every (half) slot.
    pub full_utilization: bool,
    /// Whether every packet followed a shortest path.
    pub shortest: bool,
    /// Whether every node received exactly one packet (or two halves) from
    /// every other node.
    pub delivered: bool,
    /// Phases run.
    pub phases: usize,
    /// Links carrying a packet, summed over half slots (a whole packet
    /// occupies its link for two).
    pub busy_link_half_slots: u64,
}

/// 004 §4's total exchange on an N × N network (N ≤ [`MAX_TE_SIDE`]),
/// simulated slot by slot: in phase P_(i,j), i < j, every node sends one
/// packet along L^(i,j) and one along its complement (Lemmas 2 and 3); in
/// P_(i,i) it splits one packet into halves that take the two tags in half
/// slots.
pub fn total_exchange(msn: &Msn) -> Option<TotalExchange> {
    if !msn.is_square() || msn.width() > MAX_TE_SIDE {
        return None;
    }
    let n = msn.width();
    let nodes = msn.nodes();
    let router = Router::new(msn);
    let links = 2 * nodes;
    let mut result = TotalExchange {
        half_slots: 0,
        collision_free: true,
        full_utilization: true,
        shortest: true,
        delivered: true,
        phases: 0,
        busy_link_half_slots: 0,
    };
    // received[to * nodes + from]: whole packets count 2, halves 1.
    let mut received = vec![0u8; nodes * nodes];
    let mut used = vec![0u32; links];
    let slot_of = |l: Link| l.from.index() * 2 + usize::from(l.hop == Hop::Vertical);
    let origin = NodeId::new(0);
    let from_origin = msn.distances(origin);
    for i in 0..n {
        for j in i..n {
            if i == 0 && j == 0 {
                continue;
            }
            result.phases += 1;
            let target = msn.absolute(origin, (i, j));
            let (tag, _) = router.tag(origin, target);
            let complement: Vec<Hop> = tag.iter().map(|h| h.other()).collect();
            if tag.len() as u32 != from_origin[target.index()] {
                result.shortest = false;
            }
            // Lemma 2: the complement leads to (j, i).
            if msn.follow(origin, &complement) != msn.absolute(origin, (j, i)) {
                result.delivered = false;
            }
            // A step lasts a slot, or half a slot for the diagonal phases.
            let per_step = if i == j { 1 } else { 2 };
            let mut at: Vec<[NodeId; 2]> = msn.node_ids().map(|v| [v, v]).collect();
            for step in 0..tag.len() {
                used.iter_mut().for_each(|u| *u = 0);
                for here in at.iter_mut() {
                    for (k, hop) in [tag[step], complement[step]].into_iter().enumerate() {
                        used[slot_of(Link { from: here[k], hop })] += 1;
                        here[k] = msn.next(here[k], hop);
                    }
                }
                if used.iter().any(|&u| u > 1) {
                    result.collision_free = false;
                }
                if used.contains(&0) {
                    result.full_utilization = false;
                }
                result.busy_link_half_slots +=
                    used.iter().filter(|&&u| u > 0).count() as u64 * per_step;
                result.half_slots += per_step;
            }
            for (from, ends) in at.iter().enumerate() {
                let share = if i == j { 1 } else { 2 };
                for &to in ends {
                    received[to.index() * nodes + from] += share;
                }
            }
        }
    }
    for to in 0..nodes {
        for from in 0..nodes {
            let want = if to == from { 0 } else { 2 };
            if received[to * nodes + from] != want {
                result.delivered = false;
            }
        }
    }
    Some(result)
}

/// A phase of total exchange on the slot clock: P(i, j), its routing tag
/// as hops, the half slot it starts at and the half slots each hop takes
/// (one on the diagonal, where half packets move; two elsewhere). The
/// page's drawing and the trace both read the clock from here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotPhase {
    /// The phase's offsets.
    pub i: u32,
    /// The phase's offsets.
    pub j: u32,
    /// L^(i,j) as hops.
    pub hops: Vec<Hop>,
    /// The half slot the phase starts at.
    pub start: u64,
    /// Half slots per hop.
    pub per: u64,
}

impl SlotPhase {
    /// The half slot at which hop `k` (from 0) ends.
    pub fn ends(&self, k: usize) -> u64 {
        self.start + self.per * (k as u64 + 1)
    }

    /// The hops that end in slot `t` (from 1), i.e. in half slots
    /// (2t − 2, 2t].
    pub fn hops_in_slot(&self, t: u32) -> Vec<usize> {
        let window = (2 * u64::from(t)).saturating_sub(2)..=2 * u64::from(t);
        (0..self.hops.len())
            .filter(|&k| self.ends(k) > *window.start() && self.ends(k) <= *window.end())
            .collect()
    }
}

/// The phases `(i, j, tag)` of a total exchange, in order, on the slot
/// clock (tags as the report writes them: 0 horizontal, 1 vertical).
pub fn slot_phases(phases: &[(u32, u32, alloc::string::String)]) -> Vec<SlotPhase> {
    let mut start = 0;
    phases
        .iter()
        .map(|(i, j, tag)| {
            let hops: Vec<Hop> = tag
                .chars()
                .map(|c| {
                    if c == '0' {
                        Hop::Horizontal
                    } else {
                        Hop::Vertical
                    }
                })
                .collect();
            let per = if i == j { 1 } else { 2 };
            let phase = SlotPhase {
                i: *i,
                j: *j,
                start,
                per,
                hops,
            };
            start += per * phase.hops.len() as u64;
            phase
        })
        .collect()
}

/// 004 §4's phases P(i, j), 0 ≤ i ≤ j < N but (0, 0), in the order they
/// run, with L^(i,j), the routing tag from (0, 0) to (i, j) (every node
/// sends along it, and along its complement to (j, i)).
pub fn phase_tags(msn: &Msn) -> Vec<(u32, u32, Vec<Hop>)> {
    let router = Router::new(msn);
    let origin = NodeId::new(0);
    let n = msn.width();
    let mut out = Vec::new();
    for i in 0..n {
        for j in i..n {
            if i + j > 0 {
                let (tag, _) = router.tag(origin, msn.absolute(origin, (i, j)));
                out.push((i, j, tag));
            }
        }
    }
    out
}

/// 004 Eq. (28): T_TE for an N × N network, in half slots (2·T_TE).
pub fn eq28_half_slots(n: u32) -> u64 {
    let n = u64::from(n);
    if n % 4 == 0 {
        n * n * n / 2 + n * n - 4
    } else {
        n * n * n / 2 + n * n - 2 * n - 2
    }
}
