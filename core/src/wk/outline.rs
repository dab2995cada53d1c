//! 001 Definition 5: the outline graph OG(WK(W, L)), each WK(W, 1) cluster
//! taken as one supervertex, and the links between clusters with their
//! levels lowered by one. Proposition 1 says it is WK(W, L − 1); the tests
//! check that edge by edge.

use alloc::vec::Vec;

use super::{Wk, WkNode};

/// One link of the outline graph: two clusters (numbered by the address
/// without its last digit, as WK(W, L − 1) numbers its nodes) and the
/// level the link has there (0: inner-cluster).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct OutlineLink {
    /// The cluster of the lower-numbered end.
    pub from: WkNode,
    /// The other cluster.
    pub to: WkNode,
    /// The link's level in the outline graph: its level in WK(W, L) − 1.
    pub level: u32,
}

/// The cluster a node belongs to: its address without d₁.
pub fn cluster_of(wk: &Wk, v: WkNode) -> WkNode {
    WkNode::new(v.index() / wk.w() as usize)
}

/// Every link between two clusters of `wk`, once, as a link of the
/// outline graph (sorted). Empty for L = 1, whose outline is one vertex.
pub fn outline(wk: &Wk) -> Vec<OutlineLink> {
    let mut links: Vec<OutlineLink> = wk
        .node_ids()
        .filter_map(|v| {
            let (u, level) = wk.inter_neighbour(v)?;
            let (a, b) = (cluster_of(wk, v), cluster_of(wk, u));
            (a.index() < b.index()).then_some(OutlineLink {
                from: a,
                to: b,
                level: level - 1,
            })
        })
        .collect();
    links.sort();
    links
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;

    use super::*;

    /// Evidence: exhaustive, every WK(W, L) with 2 ≤ W ≤ 8 and 2 ≤ L ≤ 6 that
    /// castlab builds.
    #[test]
    fn proposition_1_the_outline_is_wk_one_level_down() {
        // For every W and L in range, the clusters joined in WK(W, L) are
        // exactly the neighbours of WK(W, L − 1), each pair by one link,
        // a level-J link becoming level J − 1 (level 0: inner-cluster).
        let mut checked = 0;
        for w in 2..=8u32 {
            for l in 2..=Wk::max_level(w).min(6) {
                let big = Wk::new(w, l).unwrap();
                let small = Wk::new(w, l - 1).unwrap();
                let links = outline(&big);
                let pairs: BTreeSet<(usize, usize)> = links
                    .iter()
                    .map(|e| (e.from.index(), e.to.index()))
                    .collect();
                assert_eq!(pairs.len(), links.len(), "W={w} L={l}: a pair joined twice");
                let mut want = BTreeSet::new();
                for v in small.node_ids() {
                    for (u, level) in small.neighbours(v) {
                        if v.index() < u.index() {
                            want.insert((v.index(), u.index(), level));
                        }
                    }
                }
                let got: BTreeSet<(usize, usize, u32)> = links
                    .iter()
                    .map(|e| (e.from.index(), e.to.index(), e.level))
                    .collect();
                assert_eq!(got, want, "W={w} L={l}");
                checked += 1;
            }
        }
        assert!(checked >= 20, "{checked}");
        // The example of Definition 4: (022, 200) is a 2-level link of
        // WK(4, 3), so clusters 02 and 20 are joined by a 1-level link.
        let wk = Wk::new(4, 3).unwrap();
        let link = outline(&wk)
            .into_iter()
            .find(|e| e.from == WkNode::new(2) && e.to == WkNode::new(8));
        assert_eq!(link.map(|e| e.level), Some(1));
    }
}
