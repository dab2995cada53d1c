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

/// 004 Eq. (28): T_TE for an N × N network, in half slots (2·T_TE).
pub fn eq28_half_slots(n: u32) -> u64 {
    let n = u64::from(n);
    if n % 4 == 0 {
        n * n * n / 2 + n * n - 4
    } else {
        n * n * n / 2 + n * n - 2 * n - 2
    }
}
