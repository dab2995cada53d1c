//! Two edge-disjoint Hamiltonian cycles (004 §6) and the split-packet ring
//! broadcast over them.

use alloc::vec;
use alloc::vec::Vec;

use super::{Hop, Msn};
use crate::grid::NodeId;

/// Two edge-disjoint directed Hamiltonian cycles of an N × N network, as
/// node sequences.
///
/// 004's Fig. 5 is lost; its caption says the second cycle is the first's
/// reflection in the diagonal. A successor choice (each node takes its
/// horizontal or its vertical out-link) that is the same at (x, y) and
/// (y, x) has exactly that property: the reflection swaps horizontal and
/// vertical links, so it maps the choice to its complement, and the
/// complement uses every link the choice does not. castlab's choice: start
/// from all-horizontal (the N rows, as N cycles). The unit squares
/// {x, x+1} × {x, x+1} on the diagonal are 2-in, 2-out switches whose inputs
/// lie on rows x and x + 1; switching one (both inputs take their vertical
/// link) joins the two rows' cycles. Switching the squares at x = 0, 2, …,
/// N − 2 joins rows in pairs, then those at x = 1, 3, …, N − 3 chains the
/// pairs into one cycle. Both switches are symmetric, so the choice stays
/// symmetric.
pub fn hamiltonian_cycles(msn: &Msn) -> Option<[Vec<NodeId>; 2]> {
    if !msn.is_square() {
        return None;
    }
    let n = msn.width() as usize;
    let vertical = |x: usize, y: usize| {
        x == y || (x.abs_diff(y) == 1 && x.min(y) % 2 == 1 && x.max(y) <= n - 2)
    };
    let choice = |v: NodeId, first: bool| {
        let (x, y) = msn.coords(v);
        let takes_vertical = vertical(x as usize, y as usize) == first;
        msn.next(
            v,
            if takes_vertical {
                Hop::Vertical
            } else {
                Hop::Horizontal
            },
        )
    };
    let cycle = |first: bool| {
        let start = NodeId::new(0);
        let mut seq = vec![start];
        let mut v = choice(start, first);
        while v != start && seq.len() <= msn.nodes() {
            seq.push(v);
            v = choice(v, first);
        }
        seq
    };
    Some([cycle(true), cycle(false)])
}

/// Whether `cycle` visits every node of `msn` once and closes, along links.
pub fn is_hamiltonian(msn: &Msn, cycle: &[NodeId]) -> bool {
    let mut seen = vec![false; msn.nodes()];
    for &v in cycle {
        if seen[v.index()] {
            return false;
        }
        seen[v.index()] = true;
    }
    let linked =
        |a: NodeId, b: NodeId| msn.next(a, Hop::Horizontal) == b || msn.next(a, Hop::Vertical) == b;
    seen.iter().all(|&s| s)
        && cycle.windows(2).all(|w| linked(w[0], w[1]))
        && cycle
            .first()
            .zip(cycle.last())
            .is_some_and(|(&f, &l)| linked(l, f))
}

/// The links of a cycle, as (from, to) pairs.
pub fn cycle_links(cycle: &[NodeId]) -> Vec<(NodeId, NodeId)> {
    (0..cycle.len())
        .map(|i| (cycle[i], cycle[(i + 1) % cycle.len()]))
        .collect()
}

/// §6's split-packet MNB on two unidirectional rings, simulated: every node
/// splits its packet in two, one half per cycle; in each half slot every
/// node passes on, along its cycle, the half packet it received in the
/// previous half slot (its own in the first). Returns the half slots until
/// every node holds every half packet on both rings (N² − 1 each), or `None`
/// if a cycle is not Hamiltonian or a half packet goes missing.
pub fn ring_mnb(cycles: &[Vec<NodeId>; 2], nodes: usize) -> Option<u64> {
    let mut longest = 0u64;
    for cycle in cycles {
        if cycle.len() != nodes {
            return None;
        }
        let mut next = vec![usize::MAX; nodes];
        for (k, &v) in cycle.iter().enumerate() {
            next[v.index()] = cycle[(k + 1) % nodes].index();
        }
        // holding[v]: the origin of the half packet v forwards next.
        let mut holding: Vec<usize> = (0..nodes).collect();
        let mut has = vec![false; nodes * nodes];
        for v in 0..nodes {
            has[v * nodes + v] = true;
        }
        let mut slots = 0u64;
        while has.iter().any(|&h| !h) {
            if slots >= nodes as u64 {
                return None;
            }
            let mut arriving = vec![usize::MAX; nodes];
            for v in 0..nodes {
                arriving[next[v]] = holding[v];
            }
            for (v, &origin) in arriving.iter().enumerate() {
                has[v * nodes + origin] = true;
            }
            holding = arriving;
            slots += 1;
        }
        longest = longest.max(slots);
    }
    Some(longest)
}
