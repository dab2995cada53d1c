//! The best broadcast along a breadth-first spanning tree. On a tree the
//! optimum is known exactly: a vertex calls its children in decreasing
//! order of the time their subtrees need, and a subtree's time is the
//! largest of i + (its i-th child's time). The spanning tree gives each
//! vertex the parent, among its (in-)neighbours one hop nearer the originator,
//! with the fewest children so far, so the subtrees stay balanced. On a
//! path or a cycle this is optimal; on any graph it is an upper bound.

use alloc::vec;
use alloc::vec::Vec;

use super::{Call, CallRule, Calls};
use crate::graph::{Neighbours, UNREACHED, distances};

/// The balanced breadth-first spanning tree from `source`: the vertices
/// in breadth-first order, each one's children (slowest subtree first) and
/// the rounds its subtree needs once it is informed.
pub(super) struct SpanningTree {
    /// The reachable vertices, nearest first.
    pub order: Vec<u32>,
    /// `kids[start[v]..start[v + 1]]` are v's children.
    pub start: Vec<u32>,
    pub kids: Vec<u32>,
    /// The rounds v's subtree needs after v is informed.
    pub need: Vec<u32>,
}

impl SpanningTree {
    pub(super) fn new(graph: &impl Neighbours, source: usize) -> Self {
        let n = graph.node_count();
        let dist = distances(graph, source);
        let mut order: Vec<u32> = (0..n as u32)
            .filter(|&v| dist[v as usize] != UNREACHED)
            .collect();
        order.sort_by_key(|&v| dist[v as usize]);
        let mut parent = vec![UNREACHED; n];
        let mut children = vec![0u32; n];
        for &v in &order[1..] {
            let mut best = UNREACHED;
            graph.for_each_in_neighbour(v as usize, &mut |w| {
                let nearer = dist[w] != UNREACHED && dist[w] + 1 == dist[v as usize];
                if nearer && (best == UNREACHED || children[w] < children[best as usize]) {
                    best = w as u32;
                }
            });
            parent[v as usize] = best;
            children[best as usize] += 1;
        }
        // Each vertex's children, contiguous (counting sort by parent).
        let mut start = vec![0u32; n + 1];
        for v in 0..n {
            start[v + 1] = start[v] + children[v];
        }
        let mut kids = vec![0u32; order.len().saturating_sub(1)];
        let mut fill = start.clone();
        for &v in &order[1..] {
            let p = parent[v as usize] as usize;
            kids[fill[p] as usize] = v;
            fill[p] += 1;
        }
        // Subtree times, leaves first; each child list sorted slowest first.
        let mut need = vec![0u32; n];
        for &v in order.iter().rev() {
            let v = v as usize;
            let list = &mut kids[start[v] as usize..start[v + 1] as usize];
            list.sort_by_key(|&c| core::cmp::Reverse(need[c as usize]));
            need[v] = list
                .iter()
                .enumerate()
                .map(|(i, &c)| i as u32 + 1 + need[c as usize])
                .max()
                .unwrap_or(0);
        }
        SpanningTree {
            order,
            start,
            kids,
            need,
        }
    }

    fn children(&self, v: usize) -> &[u32] {
        &self.kids[self.start[v] as usize..self.start[v + 1] as usize]
    }
}

/// The tree broadcast from `source` (vertices out of its reach are left
/// out, and the validator names them).
pub fn tree(graph: &impl Neighbours, source: usize) -> Calls {
    let n = graph.node_count();
    let t = SpanningTree::new(graph, source);
    let mut rounds: Vec<Vec<(Call, CallRule)>> = vec![Vec::new(); t.need[source] as usize];
    let mut informed_at = vec![0u32; n];
    for &v in &t.order {
        let v = v as usize;
        for (i, &c) in t.children(v).iter().enumerate() {
            let round = informed_at[v] + i as u32 + 1;
            informed_at[c as usize] = round;
            let rule = if i == 0 {
                CallRule::FirstChild
            } else {
                CallRule::NextChild
            };
            let call = Call {
                from: v as u32,
                to: c,
            };
            rounds[round as usize - 1].push((call, rule));
        }
    }
    Calls::tagged(source as u32, rounds)
}
