//! What every network is to the algorithms that need only its links: a
//! [`Neighbours`] graph, and [`distances`], the one breadth-first search
//! that meshes and tori, WK-recursive networks and Manhattan Street
//! networks share.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

/// A distance [`distances`] gives a node the search never reaches.
pub const UNREACHED: u32 = u32::MAX;

/// A graph by its out-neighbours, nodes numbered `0..node_count()`.
pub trait Neighbours {
    /// How many nodes.
    fn node_count(&self) -> usize;
    /// Calls `visit` with every out-neighbour of node `v`.
    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize));
    /// Calls `visit` with every in-neighbour of node `v` (who can call
    /// it). An undirected graph's are its neighbours, in the same order;
    /// a directed one (the Manhattan Street network) says otherwise.
    fn for_each_in_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        self.for_each_neighbour(v, visit);
    }
}

/// A borrowed graph is the graph (so `&dyn Topology` can be searched).
impl<G: Neighbours + ?Sized> Neighbours for &G {
    fn node_count(&self) -> usize {
        (**self).node_count()
    }
    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        (**self).for_each_neighbour(v, visit);
    }
    fn for_each_in_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        (**self).for_each_in_neighbour(v, visit);
    }
}

/// Hop distances from `source` to every node, by breadth-first search
/// ([`UNREACHED`] where no path leads).
pub fn distances(graph: &impl Neighbours, source: usize) -> Vec<u32> {
    let mut dist = vec![UNREACHED; graph.node_count()];
    dist[source] = 0;
    let mut queue = VecDeque::from([source]);
    while let Some(v) = queue.pop_front() {
        let next = dist[v] + 1;
        graph.for_each_neighbour(v, &mut |u| {
            if dist[u] == UNREACHED {
                dist[u] = next;
                queue.push_back(u);
            }
        });
    }
    dist
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A directed path 0 → 1 → 2 and a lone node 3.
    struct Path;

    impl Neighbours for Path {
        fn node_count(&self) -> usize {
            4
        }
        fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
            if v < 2 {
                visit(v + 1);
            }
        }
    }

    #[test]
    fn a_path_counts_its_hops_and_leaves_the_rest_unreached() {
        assert_eq!(distances(&Path, 0), [0, 1, 2, UNREACHED]);
        assert_eq!(distances(&Path, 1), [UNREACHED, 0, 1, UNREACHED]);
    }
}
