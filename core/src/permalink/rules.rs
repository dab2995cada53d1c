//! The family rules: which views each network offers, which algorithms
//! each view offers (and which is the default), their names, the limits
//! the grammar and the page's controls share, and how many steps a view's
//! animation has. The parser, the CLI and the web app's controls, reducer
//! and sweep panel all read this one table; nothing else lists them. The
//! size checks that use it are in `fits.rs`, the normal form of a query in
//! `normal.rs`.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{Algo, Ask, Net, Query, View};
use crate::grid::{Coords, MAX_DIMS, sides_text};
use crate::mesh::MAX_K;
use crate::text::{self, Arg, Text};
use crate::topology::GraphFamily;

mod families;
use families::{CLASSICAL_HEURISTIC, CLASSICAL_STANDARD, CLASSICAL_TREE, graph_row};

/// What a link computes, and so which part of `eval` answers it and which
/// room of the web app shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// `view=tcd` on meshes and tori (papers 000 and 002).
    Tcd,
    /// `view=broadcast` on WK networks (paper 001).
    Wk,
    /// The route and slot-level views of Manhattan Street networks (004).
    Msn,
    /// `view=orderly` on any network (paper 003).
    Orderly,
    /// `view=classical`: the telephone model on any network.
    Classical,
}

impl Family {
    /// The family of a view: each view belongs to one (the network only
    /// decides whether the view is offered).
    pub const fn of(view: View) -> Family {
        match view {
            View::Tcd => Family::Tcd,
            View::Broadcast => Family::Wk,
            View::Route | View::Te | View::Mnb | View::Hamiltonian | View::Areas => Family::Msn,
            View::Orderly => Family::Orderly,
            View::Classical => Family::Classical,
        }
    }
}

/// The views of a Manhattan Street network. MSN code matches on this
/// rather than on [`View`], so a view added to another family does not
/// reach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MsnView {
    /// `view=route`: shortest paths and distances.
    Route,
    /// `view=te`: total exchange.
    Te,
    /// `view=mnb`: multinode broadcast.
    Mnb,
    /// `view=hamiltonian`: two edge-disjoint Hamiltonian cycles.
    Hamiltonian,
    /// `view=areas`: each destination's path family (004 Figs. 3–4).
    Areas,
}

impl MsnView {
    /// The MSN view `view` is, if it is one.
    pub const fn of(view: View) -> Option<MsnView> {
        match view {
            View::Route => Some(MsnView::Route),
            View::Te => Some(MsnView::Te),
            View::Mnb => Some(MsnView::Mnb),
            View::Hamiltonian => Some(MsnView::Hamiltonian),
            View::Areas => Some(MsnView::Areas),
            View::Tcd | View::Orderly | View::Broadcast | View::Classical => None,
        }
    }
}

impl Query {
    /// The family this query belongs to.
    pub fn family(&self) -> Family {
        Family::of(self.view)
    }

    /// One line that says what the link shows, for a link's text.
    pub fn describe(&self) -> Text {
        let at = |c: &Coords| {
            let parts: Vec<String> = c.iter().map(u32::to_string).collect();
            format!("({})", parts.join(", "))
        };
        let shape = sides_text(self.grid.sides()).replace('x', "×");
        let wk = format!("WK({}, {})", self.wk.w(), self.wk.l());
        let msn = || Text::new("rules-describe-msn").arg("shape", shape.as_str());
        let algo = self.algo.heading_text(self.grid.dims());
        // Where the broadcast starts: the network, and its source as the
        // network writes it.
        let (network, source): (Arg, String) = match self.net {
            Net::Graph(family) => (family.title(self.size).into(), self.source_address()),
            Net::Wk => (wk.clone().into(), self.wk.address(self.wk_src)),
            Net::Msn => (msn().into(), at(&self.src)),
            Net::Mesh | Net::Torus => (shape.as_str().into(), at(&self.src)),
        };
        let grid = matches!(self.net, Net::Mesh | Net::Torus);
        let said = match self.view {
            View::Classical if grid => {
                Text::new("rules-describe-classical-grid").arg("net", self.net.as_str())
            }
            View::Classical => Text::new("rules-describe-classical"),
            View::Orderly if grid && self.adaptive => {
                Text::new("rules-describe-orderly-grid-adaptive").arg("net", self.net.as_str())
            }
            View::Orderly if grid => {
                Text::new("rules-describe-orderly-grid").arg("net", self.net.as_str())
            }
            View::Orderly => Text::new("rules-describe-orderly"),
            // "Broadcast by the constant-label broadcast" said it twice.
            View::Broadcast => {
                Text::new("rules-describe-broadcast").arg("broadcast", self.algo.as_str())
            }
            View::Route => Text::new("rules-describe-route").arg("destination", at(&self.dst)),
            View::Te => Text::new("rules-describe-te"),
            View::Mnb => Text::new("rules-describe-mnb"),
            View::Hamiltonian => Text::new("rules-describe-hamiltonian"),
            View::Areas => Text::new("rules-describe-areas"),
            View::Tcd => match self.compare {
                Some(other) => Text::new("rules-describe-tcd-versus")
                    .arg("other", other.heading_text(self.grid.dims())),
                None => Text::new("rules-describe-tcd"),
            }
            .arg("net", self.net.as_str()),
        };
        said.arg("algo", algo)
            .arg("network", network)
            .arg("source", source)
    }
}

/// One choice of a select, with the words the page shows for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer<T: 'static> {
    /// The value.
    pub value: T,
    /// Its name in the page's controls: a message id (`rules-…`).
    pub label: &'static str,
}

const fn offer<T>(value: T, label: &'static str) -> Offer<T> {
    Offer { value, label }
}

/// A view of a network and the algorithms (or orderings) it offers.
#[derive(Clone, Copy, Debug)]
pub struct ViewRule {
    /// The view, with its label.
    pub view: Offer<View>,
    /// Its algorithms, the default first; empty where `algo` does not apply.
    pub algorithms: &'static [Offer<Algo>],
}

/// A network family's views, the default first.
#[derive(Clone, Copy, Debug)]
pub struct NetRule {
    /// The network, with its label.
    pub net: Offer<Net>,
    /// Its views.
    pub views: &'static [ViewRule],
}

impl Algo {
    /// The name a heading uses, as the papers name the algorithm (on a
    /// `dims`-dimensional network): "Algorithm 1 (Cang and Wu 1998)",
    /// "Π (Taslakian 2004)"; never the permalink's identifier. A message
    /// of `locales/*/core.ftl`.
    pub fn heading_text(self, dims: usize) -> Text {
        Text::new(match self {
            Algo::Paper => match dims {
                0..=2 => text::id("rules-heading-paper-2d"),
                3 => text::id("rules-heading-paper-3d"),
                _ => text::id("rules-heading-paper-dd"),
            },
            Algo::Symmetric => text::id("rules-heading-symmetric"),
            Algo::Recursive => text::id("rules-heading-recursive"),
            Algo::Exact => text::id("rules-heading-exact"),
            Algo::Optimum => text::id("rules-heading-optimum"),
            Algo::Least => text::id("rules-heading-least"),
            Algo::Fang => text::id("rules-heading-fang"),
            Algo::Stack => text::id("rules-heading-stack"),
            Algo::Pi => text::id("rules-heading-pi"),
            Algo::PiLiteral => text::id("rules-heading-pi-literal"),
            Algo::Dim => text::id("rules-heading-dim"),
            Algo::Search => text::id("rules-heading-search"),
            Algo::Standard => text::id("rules-heading-standard"),
            Algo::Tree => text::id("rules-heading-tree"),
            Algo::Greedy => text::id("rules-heading-greedy"),
        })
    }
}

/// An algorithm's name in a sentence or a title ("b^Π(G) − D of Π").
pub fn name(algo: Algo) -> Text {
    Text::new(match algo {
        Algo::Paper => text::id("rules-name-paper"),
        Algo::Symmetric => text::id("rules-name-symmetric"),
        Algo::Recursive => text::id("rules-name-recursive"),
        Algo::Exact => text::id("rules-name-exact"),
        Algo::Optimum => text::id("rules-name-optimum"),
        Algo::Least => text::id("rules-name-least"),
        Algo::Fang => text::id("rules-name-fang"),
        Algo::Stack => text::id("rules-name-stack"),
        Algo::Pi => text::id("rules-name-pi"),
        Algo::PiLiteral => text::id("rules-name-pi-literal"),
        Algo::Dim => text::id("rules-name-dim"),
        Algo::Search => text::id("rules-name-search"),
        Algo::Standard => text::id("rules-name-standard"),
        Algo::Tree => text::id("rules-name-tree"),
        Algo::Greedy => text::id("rules-name-greedy"),
    })
}

/// The words for an algorithm: its select label in the rules table, and
/// here what it is, for the panels (a message id, `rules-about-…`).
pub const fn about(algo: Algo) -> &'static str {
    match algo {
        Algo::Paper => text::id("rules-about-paper"),
        Algo::Symmetric => text::id("rules-about-symmetric"),
        Algo::Recursive => text::id("rules-about-recursive"),
        Algo::Exact => text::id("rules-about-exact"),
        Algo::Optimum => text::id("rules-about-optimum"),
        Algo::Least => text::id("rules-about-least"),
        Algo::Fang => text::id("rules-about-fang"),
        Algo::Stack => text::id("rules-about-stack"),
        Algo::Pi => text::id("rules-about-pi"),
        Algo::PiLiteral => text::id("rules-about-pi-literal"),
        Algo::Dim => text::id("rules-about-dim"),
        Algo::Search => text::id("rules-about-search"),
        Algo::Standard => text::id("rules-about-standard"),
        Algo::Tree => text::id("rules-about-tree"),
        Algo::Greedy => text::id("rules-about-greedy"),
    }
}

const TCD_ALGORITHMS: &[Offer<Algo>] = &[
    offer(Algo::Paper, text::id("rules-tcd-paper")),
    offer(Algo::Symmetric, text::id("rules-tcd-symmetric")),
    offer(Algo::Recursive, text::id("rules-tcd-recursive")),
    offer(Algo::Exact, text::id("rules-tcd-exact")),
    offer(Algo::Least, text::id("rules-tcd-least")),
];

/// The certified witness: `cert=1` in a link, a choice like the others in
/// the page's select where a certificate covers the configuration.
pub const CERTIFIED: Offer<Algo> = offer(Algo::Optimum, text::id("rules-certified"));

const TCD: ViewRule = ViewRule {
    view: offer(View::Tcd, text::id("rules-view-tcd")),
    algorithms: TCD_ALGORITHMS,
};

/// The orderings of a torus, the default first.
const TORUS_ORDERINGS: &[Offer<Algo>] = &[
    offer(Algo::Pi, text::id("rules-ordering-pi")),
    offer(Algo::PiLiteral, text::id("rules-ordering-pi-literal")),
    offer(Algo::Dim, text::id("rules-ordering-dim")),
    offer(Algo::Search, text::id("rules-ordering-search")),
];

const ORDERLY_ON_TORI: ViewRule = ViewRule {
    view: offer(View::Orderly, text::id("rules-view-orderly")),
    algorithms: TORUS_ORDERINGS,
};

const ORDERLY: ViewRule = ViewRule {
    view: offer(View::Orderly, text::id("rules-view-orderly")),
    algorithms: &[
        offer(Algo::Dim, text::id("rules-ordering-dim-default")),
        offer(Algo::Search, text::id("rules-ordering-search")),
    ],
};

/// An MSN view: `algo` does not apply.
const fn msn_view(view: View, label: &'static str) -> ViewRule {
    ViewRule {
        view: offer(view, label),
        algorithms: &[],
    }
}

/// Every network and its views, in the order the page lists them.
pub const NETWORKS: &[NetRule] = &[
    NetRule {
        net: offer(Net::Mesh, text::id("rules-net-mesh")),
        views: &[TCD, ORDERLY, CLASSICAL_HEURISTIC],
    },
    NetRule {
        net: offer(Net::Torus, text::id("rules-net-torus")),
        views: &[TCD, ORDERLY_ON_TORI, CLASSICAL_HEURISTIC],
    },
    NetRule {
        net: offer(Net::Wk, text::id("rules-net-wk")),
        views: &[
            ViewRule {
                view: offer(View::Broadcast, text::id("rules-view-broadcast")),
                algorithms: &[
                    offer(Algo::Fang, text::id("rules-wk-fang")),
                    offer(Algo::Stack, text::id("rules-wk-stack")),
                ],
            },
            ORDERLY,
            CLASSICAL_HEURISTIC,
        ],
    },
    NetRule {
        net: offer(Net::Msn, text::id("rules-net-msn")),
        views: &[
            msn_view(View::Route, text::id("rules-view-route")),
            msn_view(View::Te, text::id("rules-view-te")),
            msn_view(View::Mnb, text::id("rules-view-mnb")),
            msn_view(View::Hamiltonian, text::id("rules-view-hamiltonian")),
            msn_view(View::Areas, text::id("rules-view-areas")),
            ORDERLY,
            CLASSICAL_HEURISTIC,
        ],
    },
    graph_row(GraphFamily::Hypercube, &[CLASSICAL_STANDARD, ORDERLY]),
    graph_row(GraphFamily::Butterfly, &[CLASSICAL_HEURISTIC, ORDERLY]),
    graph_row(GraphFamily::DeBruijn, &[CLASSICAL_HEURISTIC, ORDERLY]),
    graph_row(GraphFamily::Ccc, &[CLASSICAL_HEURISTIC, ORDERLY]),
    graph_row(GraphFamily::Complete, &[CLASSICAL_STANDARD, ORDERLY]),
    graph_row(GraphFamily::Path, &[CLASSICAL_TREE, ORDERLY]),
    graph_row(GraphFamily::Cycle, &[CLASSICAL_TREE, ORDERLY]),
    graph_row(GraphFamily::Census, &[CLASSICAL_HEURISTIC, ORDERLY]),
];

/// The algorithms `cmp` takes (those of `view=tcd`).
pub const COMPARE_ALGORITHMS: &[Offer<Algo>] = TCD_ALGORITHMS;

/// The orderings a sweep of tori offers: the torus orderings but the
/// search, which would search every size anew.
pub fn sweep_orderings() -> impl Iterator<Item = &'static Offer<Algo>> {
    TORUS_ORDERINGS.iter().filter(|o| o.value != Algo::Search)
}

/// The rules of `net`.
pub fn net_rule(net: Net) -> &'static NetRule {
    NETWORKS
        .iter()
        .find(|r| r.net.value == net)
        .expect("every network has a row")
}

/// The rules of `view` on `net`, if `net` offers it.
pub fn view_rule(net: Net, view: View) -> Option<&'static ViewRule> {
    net_rule(net).views.iter().find(|r| r.view.value == view)
}

/// The views `net` offers, the default first.
pub fn views(net: Net) -> impl Iterator<Item = View> {
    net_rule(net).views.iter().map(|r| r.view.value)
}

/// The algorithms `view` offers on `net`, the default first (none for the
/// MSN views, where `algo` does not apply).
pub fn algorithms(net: Net, view: View) -> &'static [Offer<Algo>] {
    view_rule(net, view).map_or(&[], |r| r.algorithms)
}

/// Whether `algo` is one of the choices of `view` on `net`.
pub fn offers(net: Net, view: View, algo: Algo) -> bool {
    algorithms(net, view).iter().any(|o| o.value == algo)
}

/// The view a network opens with.
pub fn default_view(net: Net) -> View {
    net_rule(net).views[0].view.value
}

/// The algorithm a view opens with: the first it offers (`paper` where
/// `algo` does not apply; it is then never printed).
pub fn default_algo(net: Net, view: View) -> Algo {
    algorithms(net, view)
        .first()
        .map_or(Algo::Paper, |offer| offer.value)
}

/// The questions an exercise can ask about a view (`ask=`): on a TCD map
/// the source with the least TCD, the schedule's hops, the step that first
/// uses a link, whether it is contention-free, and building the broadcast
/// by clicks ("your turn", meshes and tori up to 8 × 8); on an orderly map the
/// originator with the least b^Π, when a vertex is informed, and one
/// vertex's labels in the reader's order ("your turn", up to 36 nodes; not
/// on MSN, where every order of a vertex's two labels gives the same
/// time); in a WK broadcast when a node is informed; on an MSN route its
/// hops; on the classical view the quickest originator, when a vertex is
/// informed, and a schedule built by clicks ("your turn", up to 64
/// vertices).
pub const fn asks(net: Net, view: View) -> &'static [Ask] {
    match view {
        View::Tcd => &[
            Ask::Least,
            Ask::Hops,
            Ask::Link,
            Ask::Contention,
            Ask::Build,
        ],
        View::Orderly => match net {
            Net::Mesh | Net::Torus | Net::Wk => &[Ask::Least, Ask::When, Ask::Build],
            Net::Msn | Net::Graph(_) => &[Ask::Least, Ask::When],
        },
        View::Broadcast => &[Ask::When],
        View::Route => &[Ask::Hops],
        View::Classical => &[Ask::Least, Ask::When, Ask::Build],
        View::Te | View::Mnb | View::Hamiltonian | View::Areas => &[],
    }
}

/// Where `cert=1` is read: the views a certificate can be about, TCD and
/// orderly broadcasting, on the networks with coordinates.
pub const fn cert_applies(net: Net, view: View) -> bool {
    let grid = match net {
        Net::Mesh | Net::Torus | Net::Wk => true,
        Net::Msn | Net::Graph(_) => false,
    };
    match view {
        View::Tcd | View::Orderly => grid,
        View::Broadcast
        | View::Route
        | View::Te
        | View::Mnb
        | View::Hamiltonian
        | View::Areas
        | View::Classical => false,
    }
}

/// The sizes with stored certificates for `view`, as `cert=1`'s refusal
/// names them.
pub fn certified_sizes(view: View) -> Text {
    match Family::of(view) {
        Family::Tcd => {
            Text::new("link-certified-tcd").arg("groups", crate::certified::tcd_covered())
        }
        Family::Orderly => {
            Text::new("link-certified-orderly").arg("sizes", crate::certified::orderly_covered())
        }
        Family::Wk | Family::Msn | Family::Classical => Text::new("link-certified-views"),
    }
}

/// Most nodes of a `view=orderly` graph.
pub const MAX_ORDERLY_NODES: usize = 1 << 18;

/// Most nodes for `algo=search`: every step scores all originators.
pub const MAX_SEARCH_NODES: usize = 1 << 12;

/// Most vertices of a mesh, torus, WK or MSN in `view=classical` (the
/// families keep their sizes): the schedule is always listed.
pub const MAX_CLASSICAL_NODES: usize = 1 << 14;

/// The dimensions a TCD grid takes.
pub const CUBE_DIMS: core::ops::RangeInclusive<usize> = 1..=MAX_DIMS;

/// The largest k of a 2^k cube in `d` dimensions: at most 2^20 nodes, and
/// sides up to 2^[`MAX_K`].
pub const fn max_cube_k(d: usize) -> u32 {
    let k = 20 / (if d == 0 { 1 } else { d as u32 });
    if k < MAX_K { k } else { MAX_K }
}

/// The sides the page's MSN selects offer: every even side every MSN view
/// takes, 4 to [`crate::msn::MAX_MNB_SIDE`] (links take up to the node limit).
pub fn msn_select_sides() -> impl Iterator<Item = u32> {
    (crate::msn::MIN_SIDE..=crate::msn::MAX_MNB_SIDE).step_by(2)
}

/// How the page asks for a network's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeInput {
    /// A 2^k cube: the dimensions ([`CUBE_DIMS`]) and k (to [`max_cube_k`]).
    Cube,
    /// W and L of a WK network.
    Wk,
    /// X and Y of an MS network, from [`msn_select_sides`].
    MsnSides,
    /// Any sides, typed (`9x13`), checked by the grammar.
    Sides,
    /// A protocol family's size (`m=` or `n=`), from its rule's range.
    Family,
}

/// How the page asks for the size of `view` on `net`.
pub const fn shape_input(net: Net, view: View) -> ShapeInput {
    match Family::of(view) {
        Family::Tcd => ShapeInput::Cube,
        Family::Wk => ShapeInput::Wk,
        Family::Msn => ShapeInput::MsnSides,
        Family::Orderly | Family::Classical => match net {
            Net::Wk => ShapeInput::Wk,
            Net::Mesh | Net::Torus | Net::Msn => ShapeInput::Sides,
            Net::Graph(_) => ShapeInput::Family,
        },
    }
}

/// How many steps the animation of `query` has as far as the query alone
/// says: the schedule's log₂ N steps (TCD), the diameter 2^L − 1 that both
/// WK broadcasts finish within, the N²/2 slots of the multinode broadcast
/// and the N² − 1 half slots of the Hamiltonian rings; 0 where only the
/// report knows (an orderly originator's time, total exchange's phases)
/// or nothing moves (a route).
pub fn steps(query: &Query) -> u32 {
    let n = query.grid.node_count() as u32;
    match query.view {
        View::Tcd => crate::schedule::optimal_steps(query.grid.node_count()),
        View::Broadcast => (1u32 << query.wk.l()) - 1,
        View::Mnb => n / 2,
        View::Hamiltonian => n - 1,
        View::Route | View::Te | View::Orderly | View::Areas | View::Classical => 0,
    }
}

/// The largest `step` a query keeps when the page normalises it: the
/// schedule's length where the query fixes it (TCD, WK), else unbounded.
pub fn max_step(query: &Query) -> u32 {
    match query.family() {
        Family::Tcd | Family::Wk => steps(query).max(1),
        Family::Msn | Family::Orderly | Family::Classical => u32::MAX,
    }
}

/// Every (network, view, algorithm) the table offers, for the tests and
/// the docs: `None` where `algo` does not apply.
pub fn offered_combinations() -> Vec<(Net, View, Option<Algo>)> {
    let mut out = Vec::new();
    for rule in NETWORKS {
        for view in rule.views {
            if view.algorithms.is_empty() {
                out.push((rule.net.value, view.view.value, None));
            }
            for algo in view.algorithms {
                out.push((rule.net.value, view.view.value, Some(algo.value)));
            }
        }
    }
    out
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::offered::Offered;
    use crate::permalink::{Key, Named, Refusal, parse};
    use alloc::format;

    /// The messages name exactly what the table offers, in its order (the
    /// expected texts written out from `docs/permalinks.md`).
    #[test]
    fn messages_list_what_the_table_offers() {
        crate::eval::english::install();
        let cases = [
            (
                Offered::Networks,
                "net=mesh, torus, wk, msn, cube, butterfly, debruijn, ccc, complete, path, cycle, census",
            ),
            (
                Offered::Compare,
                "cmp=paper, symmetric, recursive, exact, least",
            ),
            (
                Offered::Views(Net::Mesh),
                "view=tcd, orderly, classical on net=mesh, torus",
            ),
            (
                Offered::Views(Net::Torus),
                "view=tcd, orderly, classical on net=mesh, torus",
            ),
            (
                Offered::Views(Net::Wk),
                "view=broadcast, orderly, classical on net=wk",
            ),
            (
                Offered::Views(Net::Msn),
                "view=route, te, mnb, hamiltonian, areas, orderly, classical on net=msn",
            ),
            (
                Offered::Algorithms(Net::Mesh, View::Tcd),
                "algo=paper, symmetric, recursive, exact, least for view=tcd",
            ),
            (
                Offered::Algorithms(Net::Torus, View::Orderly),
                "algo=pi, pi-literal, dim, search for view=orderly on net=torus",
            ),
            (
                Offered::Algorithms(Net::Wk, View::Orderly),
                "algo=dim, search for view=orderly on net=mesh, wk, msn, cube, butterfly, debruijn, ccc, complete, path, cycle, census",
            ),
            (
                Offered::Algorithms(Net::Wk, View::Broadcast),
                "algo=fang, stack for view=broadcast",
            ),
        ];
        for (offered, text) in cases {
            assert_eq!(format!("{offered}"), text);
        }
        // Every value of the grammar is offered somewhere.
        for &view in View::ALL {
            assert!(
                NETWORKS
                    .iter()
                    .any(|r| views(r.net.value).any(|v| v == view))
            );
        }
        // `optimum` is reached through `cert=1` (tested below), not `algo`.
        for &algo in Algo::ALL.iter().filter(|&&a| a != Algo::Optimum) {
            assert!(NETWORKS.iter().any(|r| {
                views(r.net.value)
                    .any(|v| algorithms(r.net.value, v).iter().any(|o| o.value == algo))
            }));
        }
        // Each family's views belong to it.
        for (net, view, _) in offered_combinations() {
            let expected = match (net, view) {
                (Net::Mesh | Net::Torus, View::Tcd) => Family::Tcd,
                (Net::Wk, View::Broadcast) => Family::Wk,
                (_, View::Classical) => Family::Classical,
                (_, View::Orderly) => Family::Orderly,
                (Net::Msn, _) => Family::Msn,
                other => panic!("{other:?} is offered"),
            };
            assert_eq!(Family::of(view), expected);
        }
    }

    /// The smallest sides an offered combination takes, so every one can
    /// be written as a link.
    fn sides_for(net: Net, view: View, algo: Algo) -> &'static str {
        match (net, view, algo) {
            (_, View::Tcd, Algo::Exact) => "4x4",
            (Net::Msn, _, _) => "8x8",
            (_, View::Orderly, _) => "6x6",
            _ => "8x8",
        }
    }

    /// Every combination the table offers parses without an error, and
    /// every one it refuses is reported with what is offered instead.
    #[test]
    fn the_table_and_the_grammar_agree() {
        let mut offered = 0;
        let mut refused = 0;
        for &net in Net::ALL {
            for &view in View::ALL {
                let rule = view_rule(net, view);
                let link = format!("v=1&net={net}&view={view}");
                let errors = parse(&link).errors;
                match rule {
                    Some(_) => assert_eq!(errors, [], "{link}"),
                    None => {
                        refused += 1;
                        assert_eq!(errors.len(), 1, "{link}");
                        assert_eq!(errors[0].key, Key::View);
                        assert_eq!(
                            errors[0].reason,
                            Refusal::NotAvailable {
                                offered: Offered::Views(net)
                            },
                            "{link}"
                        );
                        continue;
                    }
                }
                for &algo in Algo::ALL {
                    let dims = sides_for(net, view, algo);
                    let link = format!("v=1&net={net}&view={view}&algo={algo}&dims={dims}");
                    let parsed = parse(&link);
                    let is_offered = algorithms(net, view).iter().any(|o| o.value == algo);
                    if algorithms(net, view).is_empty() {
                        // `algo` is not read where it does not apply.
                        assert_eq!(parsed.errors, [], "{link}");
                        assert_eq!(parsed.query.algo, default_algo(net, view), "{link}");
                    } else if is_offered {
                        offered += 1;
                        assert_eq!(parsed.errors, [], "{link}");
                        assert_eq!(parsed.query.algo, algo, "{link}");
                        assert_eq!(parsed.query.family(), Family::of(view));
                    } else {
                        refused += 1;
                        assert_eq!(parsed.errors.len(), 1, "{link}");
                        // A certified witness is a key of its own.
                        let expected = if algo == Algo::Optimum {
                            Refusal::WrittenAs { instead: "cert=1" }
                        } else {
                            Refusal::NotAvailable {
                                offered: Offered::Algorithms(net, view),
                            }
                        };
                        assert_eq!(
                            (parsed.errors[0].key, parsed.errors[0].reason),
                            (Key::Algo, expected),
                            "{link}"
                        );
                        assert_eq!(parsed.query.algo, default_algo(net, view), "{link}");
                    }
                }
            }
        }
        // 5 TCD on mesh + 5 on torus, fang and stack, orderly: 4 on tori
        // and 2 on each of the other eleven networks; classical: 4 on Q_m
        // and K_n, 3 on the other six families and on the four papers'
        // networks.
        assert_eq!(offered, 5 + 5 + 2 + 4 + 2 * 11 + 2 * 4 + 6 * 3 + 4 * 3);
        assert!(refused > 0);
    }

    #[test]
    fn defaults_are_the_first_offers() {
        assert_eq!(default_view(Net::Mesh), View::Tcd);
        assert_eq!(default_view(Net::Wk), View::Broadcast);
        assert_eq!(default_view(Net::Msn), View::Route);
        assert_eq!(default_algo(Net::Torus, View::Orderly), Algo::Pi);
        assert_eq!(default_algo(Net::Mesh, View::Orderly), Algo::Dim);
        assert_eq!(default_algo(Net::Wk, View::Broadcast), Algo::Fang);
        assert_eq!(default_algo(Net::Mesh, View::Tcd), Algo::Paper);
        assert_eq!(Key::from_name("cmp"), Some(Key::Cmp));
    }

    #[test]
    fn steps_follow_the_schedule_the_query_fixes() {
        let steps_of = |link: &str| steps(&parse(link).query);
        // log2 N for TCD, 2^L - 1 for WK, N^2/2 slots for MNB and N^2 - 1
        // half slots for the rings (004 Eqs. (29) and (30)).
        assert_eq!(steps_of("v=1&dims=8x8"), 6);
        assert_eq!(steps_of("v=1&dims=4x4x4x4"), 8);
        assert_eq!(steps_of("v=1&net=wk&w=4&l=3"), 7);
        assert_eq!(steps_of("v=1&net=msn&dims=8x8&view=mnb"), 32);
        assert_eq!(steps_of("v=1&net=msn&dims=8x8&view=hamiltonian"), 63);
        assert_eq!(steps_of("v=1&net=msn&dims=8x8"), 0);
        assert_eq!(steps_of("v=1&net=torus&view=orderly"), 0);
    }

    /// `cert=1`'s messages name exactly the sizes the tables cover: every
    /// grid named has a certificate at every source, and every stored
    /// grid is named.
    #[test]
    fn certified_sizes_name_what_the_tables_hold() {
        crate::eval::english::install();
        use crate::certified;
        let tcd_text = format!("{}", Refusal::NotCertified { view: View::Tcd });
        let named: Vec<&str> = tcd_text
            .split([' ', ','])
            .filter(|w| w.contains('x') && w.chars().next().is_some_and(|c| c.is_ascii_digit()))
            .collect();
        assert!(named.len() >= 4, "{tcd_text}");
        for row in certified::tcd_table() {
            let dims = sides_text(&row.sides);
            assert!(
                named.contains(&dims.as_str()),
                "{dims} is stored but not named"
            );
            let net = if row.torus { "torus" } else { "mesh" };
            let link = format!("v=1&net={net}&dims={dims}&cert=1");
            let parsed = parse(&link);
            assert_eq!(parsed.errors, [], "{link}");
            assert_eq!(parsed.query.algo, Algo::Optimum, "{link}");
        }
        // Each size named is covered as the sentence says: "meshes and
        // tori" before the first " and the ", then one kind only.
        let (both, rest) = tcd_text.split_once(" meshes and tori").expect(&tcd_text);
        for dims in named {
            let both_kinds = both.contains(dims);
            for net in ["mesh", "torus"] {
                let link = format!("v=1&net={net}&dims={dims}&cert=1");
                let covered = parse(&link).errors.is_empty();
                let says = both_kinds || rest.contains(&format!("{dims} {net}"));
                assert_eq!(covered, says, "{link}: {tcd_text}");
            }
        }
        let orderly_text = format!(
            "{}",
            Refusal::NotCertified {
                view: View::Orderly
            }
        );
        for stored in certified::orderly_table() {
            let [m, n] = stored.sides;
            assert!(
                orderly_text.contains(&format!(" {m}x{n},"))
                    || orderly_text.contains(&format!(" {m}x{n} ")),
                "{m}x{n} is stored but not named"
            );
            for dims in [format!("{m}x{n}"), format!("{n}x{m}")] {
                let link = format!("v=1&net=torus&dims={dims}&view=orderly&cert=1");
                let parsed = parse(&link);
                assert_eq!(parsed.errors, [], "{link}");
                assert_eq!(parsed.query.algo, Algo::Optimum, "{link}");
                assert_eq!(parse(&parsed.query.to_permalink()).query, parsed.query);
            }
        }
        assert_eq!(
            orderly_text.matches('x').count(),
            certified::orderly_table().len()
        );
    }

    /// Where no certificate applies, `cert=1` is reported and dropped.
    #[test]
    fn cert_without_a_certificate_is_reported_and_dropped() {
        for (link, view) in [
            ("v=1&dims=16x16&cert=1", View::Tcd),
            ("v=1&net=torus&dims=6x7&view=orderly&cert=1", View::Orderly),
            ("v=1&net=mesh&dims=4x4&view=orderly&cert=1", View::Orderly),
            (
                "v=1&net=torus&dims=3x3&view=orderly&model=adaptive&cert=1",
                View::Orderly,
            ),
        ] {
            let parsed = parse(link);
            assert_eq!(parsed.errors.len(), 1, "{link}");
            let e = &parsed.errors[0];
            assert_eq!(
                (e.key, e.reason),
                (Key::Cert, Refusal::NotCertified { view })
            );
            assert_ne!(parsed.query.algo, Algo::Optimum, "{link}");
            assert!(!parsed.query.to_permalink().contains("cert"), "{link}");
        }
        // Not read where it does not apply.
        assert_eq!(parse("v=1&net=wk&cert=1").errors, []);
        assert_eq!(parse("v=1&dims=4x4&cert=2").errors[0].key, Key::Cert);
    }
}
