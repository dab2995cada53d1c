//! Every connected graph on n vertices, once per isomorphism class.
//!
//! A connected graph on n vertices has a vertex whose removal leaves it
//! connected (an end of a spanning tree's longest path), so joining a new
//! vertex to a non-empty set of an (n − 1)-vertex connected graph, over
//! every class and every set, reaches every class. Each result is reduced
//! to a canonical form and kept once. The canonical form: colour
//! refinement orders the vertices into cells by an invariant (degree, then
//! the multiset of neighbours' colours, repeated until stable); among the
//! relabellings that keep the cells in that order, the least adjacency
//! text wins. The cells are invariant, so isomorphic graphs meet the same
//! least text.

use alloc::collections::BTreeSet;
use alloc::vec;
use alloc::vec::Vec;

use super::small::{SMALL_MAX_NODES, SmallGraph};

/// The connected graphs on `n` vertices (1 ≤ n ≤ [`SMALL_MAX_NODES`]),
/// canonical, ordered by links and then by graph6 text.
pub fn connected_graphs(n: usize) -> Vec<SmallGraph> {
    assert!((1..=SMALL_MAX_NODES).contains(&n));
    let mut layer = vec![SmallGraph::empty(1)];
    for size in 2..=n {
        let mut next = BTreeSet::new();
        for g in &layer {
            for set in 1u16..1 << (size - 1) {
                let mut bigger = extend(g, size);
                for w in super::small::bits(set) {
                    bigger.join(size - 1, w);
                }
                next.insert(canonical(&bigger));
            }
        }
        layer = next.into_iter().collect();
    }
    let mut out: Vec<(usize, alloc::string::String, SmallGraph)> = layer
        .into_iter()
        .map(|g| (g.links(), g.to_graph6(), g))
        .collect();
    out.sort();
    out.into_iter().map(|(_, _, g)| g).collect()
}

/// `g` with one more, isolated vertex.
fn extend(g: &SmallGraph, size: usize) -> SmallGraph {
    let mut out = SmallGraph::empty(size);
    for u in 0..g.nodes() {
        for w in g.neighbours(u).filter(|&w| w > u) {
            out.join(u, w);
        }
    }
    out
}

/// The canonical form of `g`: equal for isomorphic graphs only.
pub fn canonical(g: &SmallGraph) -> SmallGraph {
    let n = g.nodes();
    let colour = refine(g);
    // The cells in colour order; a relabelling sends cell k's members to
    // the k-th block of positions, in every order within the block.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| colour[v]);
    let mut best: Option<(Vec<u64>, SmallGraph)> = None;
    let mut perm = vec![0usize; n];
    each_order(&mut order, 0, &colour, &mut |arranged| {
        for (pos, &v) in arranged.iter().enumerate() {
            perm[v] = pos;
        }
        let image = g.relabel(&perm);
        let key = text_key(&image);
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, image));
        }
    });
    best.map_or(*g, |(_, g)| g)
}

/// The adjacency rows as numbers, compared as a text.
fn text_key(g: &SmallGraph) -> Vec<u64> {
    (0..g.nodes()).map(|v| u64::from(g.mask(v))).collect()
}

/// Calls `visit` with every arrangement of `order` that permutes only
/// within runs of equal colour, from position `at` on.
fn each_order(order: &mut [usize], at: usize, colour: &[u32], visit: &mut dyn FnMut(&[usize])) {
    if at == order.len() {
        visit(order);
        return;
    }
    let end = (at..order.len())
        .find(|&k| colour[order[k]] != colour[order[at]])
        .unwrap_or(order.len());
    // Permute the run [at, end) by swaps, then go on after it.
    permute_run(order, at, end, colour, visit);
}

fn permute_run(
    order: &mut [usize],
    k: usize,
    end: usize,
    colour: &[u32],
    visit: &mut dyn FnMut(&[usize]),
) {
    if k == end {
        each_order(order, end, colour, visit);
        return;
    }
    for j in k..end {
        order.swap(k, j);
        permute_run(order, k + 1, end, colour, visit);
        order.swap(k, j);
    }
}

/// Colour refinement: each vertex's colour, a rank of its stable
/// invariant (isomorphisms keep colours).
fn refine(g: &SmallGraph) -> Vec<u32> {
    let n = g.nodes();
    let mut colour: Vec<u32> = (0..n).map(|v| g.degree(v)).collect();
    loop {
        let signature: Vec<(u32, Vec<u32>)> = (0..n)
            .map(|v| {
                let mut seen: Vec<u32> = g.neighbours(v).map(|w| colour[w]).collect();
                seen.sort_unstable();
                (colour[v], seen)
            })
            .collect();
        let mut distinct = signature.clone();
        distinct.sort();
        distinct.dedup();
        let next: Vec<u32> = signature
            .iter()
            .map(|s| distinct.binary_search(s).unwrap_or(0) as u32)
            .collect();
        let classes = |c: &[u32]| {
            let mut c = c.to_vec();
            c.sort_unstable();
            c.dedup();
            c.len()
        };
        if classes(&next) == classes(&colour) {
            return next;
        }
        colour = next;
    }
}
