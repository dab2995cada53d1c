//! Rounds of largest matchings: each round, the informed vertices that
//! still have uninformed neighbours are matched to distinct uninformed
//! neighbours, as many as possible (augmenting paths), the most urgent
//! first. A vertex's urgency is the time its subtree needs in the balanced
//! breadth-first spanning tree (`tree`'s), then the height of what lies
//! behind it (the longest run of breadth-first layers reachable from it
//! outwards), so the far and busy ends of the network start early; unlike
//! the tree broadcast, a call may go to any uninformed neighbour. It is a
//! heuristic for any graph, an upper bound on b(u), labelled so wherever
//! it is shown.

use alloc::vec;
use alloc::vec::Vec;

use super::tree::SpanningTree;
use super::{Call, CallRule, Calls};
use crate::graph::{Neighbours, UNREACHED, distances};

/// No vertex is matched to this one.
const FREE: u32 = u32::MAX;

/// The greedy broadcast from `source` (vertices out of its reach are left
/// out, and the validator names them).
pub fn greedy(graph: &impl Neighbours, source: usize) -> Calls {
    let n = graph.node_count();
    let dist = distances(graph, source);
    let height = heights(graph, &dist);
    let need = SpanningTree::new(graph, source).need;
    let mut informed = vec![false; n];
    informed[source] = true;
    let mut senders = vec![source as u32];
    let mut rounds = Vec::new();
    let mut partner = vec![FREE; n];
    let mut seen = vec![0u32; n];
    let mut stamp = 0u32;
    let mut options = Vec::new();
    loop {
        senders.retain(|&s| {
            let mut open = false;
            graph.for_each_neighbour(s as usize, &mut |w| open |= !informed[w]);
            open
        });
        if senders.is_empty() {
            break;
        }
        // Most constrained senders first, each taking its most urgent
        // free neighbour.
        senders.sort_by_cached_key(|&s| {
            let mut count = 0u32;
            graph.for_each_neighbour(s as usize, &mut |w| count += u32::from(!informed[w]));
            count
        });
        let mut claimed: Vec<u32> = Vec::new();
        let mut unmatched = Vec::new();
        for &s in &senders {
            options.clear();
            graph.for_each_neighbour(s as usize, &mut |w| {
                if !informed[w] && partner[w] == FREE {
                    options.push(w as u32);
                }
            });
            let urgent = options
                .iter()
                .max_by_key(|&&w| (need[w as usize], height[w as usize], core::cmp::Reverse(w)));
            match urgent {
                Some(&w) => {
                    partner[w as usize] = s;
                    claimed.push(w);
                }
                None => unmatched.push(s),
            }
        }
        // Augmenting paths for the senders left without a call; the
        // senders a path matched or moved are `rerouted`.
        let mut rerouted = Vec::new();
        for s in unmatched {
            stamp += 1;
            let mut path = Vec::new();
            let at = (s, &informed[..], &mut partner[..], &mut seen[..]);
            if let Some(w) = augment(graph, at, stamp, 0, &mut path) {
                claimed.push(w);
                rerouted.extend(path);
            }
        }
        let mut round: Vec<(Call, CallRule)> = claimed
            .iter()
            .map(|&w| {
                let from = partner[w as usize];
                let rule = if rerouted.contains(&from) {
                    CallRule::Augmented
                } else {
                    CallRule::Urgent
                };
                (Call { from, to: w }, rule)
            })
            .collect();
        round.sort_unstable();
        for (c, _) in &round {
            partner[c.to as usize] = FREE;
            informed[c.to as usize] = true;
        }
        senders.extend(round.iter().map(|(c, _)| c.to));
        rounds.push(round);
    }
    Calls::tagged(source as u32, rounds)
}

/// Tries to give sender `s` an uninformed neighbour, moving the senders
/// already matched along an alternating path (depth-first, each vertex
/// tried once per `stamp`); returns the free vertex the path ends at,
/// which is newly called, and pushes the senders it (re)matched on `path`.
fn augment(
    graph: &impl Neighbours,
    (s, informed, partner, seen): (u32, &[bool], &mut [u32], &mut [u32]),
    stamp: u32,
    depth: u32,
    path: &mut Vec<u32>,
) -> Option<u32> {
    if depth > 64 {
        return None;
    }
    let mut options = Vec::new();
    graph.for_each_neighbour(s as usize, &mut |w| {
        if !informed[w] && seen[w] != stamp {
            options.push(w as u32);
        }
    });
    for w in options {
        if seen[w as usize] == stamp {
            continue;
        }
        seen[w as usize] = stamp;
        let holder = partner[w as usize];
        let end = if holder == FREE {
            Some(w)
        } else {
            let at = (holder, informed, &mut *partner, &mut *seen);
            augment(graph, at, stamp, depth + 1, path)
        };
        if end.is_some() {
            partner[w as usize] = s;
            path.push(s);
            return end;
        }
    }
    None
}

/// Each vertex's height in the breadth-first layering: 0 where no
/// neighbour lies one layer further out, else one more than the highest
/// such neighbour.
fn heights(graph: &impl Neighbours, dist: &[u32]) -> Vec<u32> {
    let n = dist.len();
    let mut order: Vec<u32> = (0..n as u32)
        .filter(|&v| dist[v as usize] != UNREACHED)
        .collect();
    order.sort_by_key(|&v| core::cmp::Reverse(dist[v as usize]));
    let mut height = vec![0u32; n];
    for v in order {
        let d = dist[v as usize];
        let mut h = 0;
        graph.for_each_neighbour(v as usize, &mut |w| {
            if dist[w] == d + 1 {
                h = h.max(height[w] + 1);
            }
        });
        height[v as usize] = h;
    }
    height
}
