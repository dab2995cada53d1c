//! The rows of the protocol's families in the rules table: each family's
//! classical view (its published construction first where it has one,
//! then the general heuristics and the exhaustive search), then the
//! orderly view every network offers.

use super::{NetRule, ViewRule, offer};
use crate::permalink::{Algo, Net, View};
use crate::text;
use crate::topology::GraphFamily;

/// The classical view where the family's construction is the binomial
/// tree (Q_m, K_n), then the general heuristics and the exhaustive search.
pub(super) const CLASSICAL_STANDARD: ViewRule = ViewRule {
    view: offer(View::Classical, text::id("rules-view-classical")),
    algorithms: &[
        offer(Algo::Standard, text::id("rules-classical-standard")),
        offer(Algo::Greedy, text::id("rules-classical-greedy")),
        offer(Algo::Tree, text::id("rules-classical-tree")),
        offer(Algo::Exact, text::id("rules-classical-exact")),
    ],
};

/// The classical view where the tree broadcast is optimal (P_n, C_n).
pub(super) const CLASSICAL_TREE: ViewRule = ViewRule {
    view: offer(View::Classical, text::id("rules-view-classical")),
    algorithms: &[
        offer(Algo::Tree, text::id("rules-classical-tree")),
        offer(Algo::Greedy, text::id("rules-classical-greedy")),
        offer(Algo::Exact, text::id("rules-classical-exact")),
    ],
};

/// The classical view with the general heuristics only (BF, UB, CCC, and
/// the papers' networks: no published classical construction is stored
/// for them).
pub(super) const CLASSICAL_HEURISTIC: ViewRule = ViewRule {
    view: offer(View::Classical, text::id("rules-view-classical")),
    algorithms: &[
        offer(Algo::Greedy, text::id("rules-classical-greedy")),
        offer(Algo::Tree, text::id("rules-classical-tree")),
        offer(Algo::Exact, text::id("rules-classical-exact")),
    ],
};

/// A protocol family's row: its classical view, then the orderly view.
pub(super) const fn graph_row(family: GraphFamily, views: &'static [ViewRule]) -> NetRule {
    NetRule {
        net: offer(Net::Graph(family), family.rule().label),
        views,
    }
}
