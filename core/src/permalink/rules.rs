//! The family rules: which views each network offers, which algorithms
//! each view offers (and which is the default), how large a grid each
//! accepts, how many steps a view's animation has, and the normal form of
//! a query. The parser, the CLI and the web app's controls and reducer all
//! read this one table; nothing else lists them.

use alloc::vec;
use alloc::vec::Vec;

use super::{Algo, Net, ParamError, Query, Reason, View, parse};
use crate::certified;
use crate::grid::{Coords, Grid};
use crate::mesh::{self, Unsupported};
use crate::msn::{MAX_MNB_SIDE, MAX_TE_SIDE, Msn, MsnError};

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
}

impl Family {
    /// The family of a view on a network (the view must be offered there).
    pub fn of(net: Net, view: View) -> Family {
        match (net, view) {
            (_, View::Orderly) => Family::Orderly,
            (Net::Wk, _) => Family::Wk,
            (Net::Msn, _) => Family::Msn,
            _ => Family::Tcd,
        }
    }
}

impl Query {
    /// The family this query belongs to.
    pub fn family(&self) -> Family {
        Family::of(self.net, self.view)
    }
}

/// One choice of a select, with the words the page shows for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer<T: 'static> {
    /// The value.
    pub value: T,
    /// Its name in the page's controls.
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
    /// The algorithms as an error message names them.
    pub algorithms_text: &'static str,
}

/// A network family's views, the default first.
#[derive(Clone, Copy, Debug)]
pub struct NetRule {
    /// The network, with its label.
    pub net: Offer<Net>,
    /// Its views.
    pub views: &'static [ViewRule],
    /// The views as an error message names them.
    pub views_text: &'static str,
}

const TCD_ALGORITHMS: &[Offer<Algo>] = &[
    offer(Algo::Paper, "paper (as printed)"),
    offer(Algo::Symmetric, "symmetric"),
    offer(Algo::Recursive, "recursive"),
    offer(Algo::Exact, "exact (N ≤ 16)"),
];

const TCD: ViewRule = ViewRule {
    view: offer(View::Tcd, "TCD of one-port broadcast"),
    algorithms: TCD_ALGORITHMS,
    algorithms_text: "algo=paper, symmetric, recursive, exact for view=tcd",
};

const ORDERLY_ON_TORI: ViewRule = ViewRule {
    view: offer(View::Orderly, "orderly broadcast"),
    algorithms: &[
        offer(Algo::Pi, "pi: the thesis's Π (Π_d in d-D)"),
        offer(Algo::PiLiteral, "pi-literal: ℓ as §3.1 prints it"),
        offer(Algo::Dim, "dim: dimension order"),
        offer(Algo::Search, "search: best found"),
    ],
    algorithms_text: "algo=pi, pi-literal, dim, search for view=orderly on net=torus",
};

const ORDERLY: ViewRule = ViewRule {
    view: offer(View::Orderly, "orderly broadcast"),
    algorithms: &[
        offer(Algo::Dim, "dim: the default order"),
        offer(Algo::Search, "search: best found"),
    ],
    algorithms_text: "algo=dim, search for view=orderly on this net",
};

/// An MSN view: `algo` does not apply.
const fn msn_view(view: View, label: &'static str) -> ViewRule {
    ViewRule {
        view: offer(view, label),
        algorithms: &[],
        algorithms_text: "",
    }
}

const GRID_VIEWS_TEXT: &str = "view=tcd, orderly on net=mesh, torus";

/// Every network and its views, in the order the page lists them.
pub const NETWORKS: &[NetRule] = &[
    NetRule {
        net: offer(Net::Mesh, "mesh"),
        views: &[TCD, ORDERLY],
        views_text: GRID_VIEWS_TEXT,
    },
    NetRule {
        net: offer(Net::Torus, "torus"),
        views: &[TCD, ORDERLY_ON_TORI],
        views_text: GRID_VIEWS_TEXT,
    },
    NetRule {
        net: offer(Net::Wk, "WK-recursive"),
        views: &[
            ViewRule {
                view: offer(View::Broadcast, "broadcast (all ports)"),
                algorithms: &[
                    offer(Algo::Fang, "fang (constant label)"),
                    offer(Algo::Stack, "stack (Chen and Duh)"),
                ],
                algorithms_text: "algo=fang, stack for view=broadcast",
            },
            ORDERLY,
        ],
        views_text: "view=broadcast, orderly on net=wk",
    },
    NetRule {
        net: offer(Net::Msn, "Manhattan Street"),
        views: &[
            msn_view(View::Route, "route: shortest paths"),
            msn_view(View::Te, "te: total exchange"),
            msn_view(View::Mnb, "mnb: multinode broadcast"),
            msn_view(View::Hamiltonian, "hamiltonian: two cycles"),
            ORDERLY,
        ],
        views_text: "view=route, te, mnb, hamiltonian, orderly on net=msn",
    },
];

/// The networks as an error message names them.
pub const NETWORKS_TEXT: &str = "net=mesh, torus, wk, msn";

/// The algorithms `cmp` takes (those of `view=tcd`).
pub const COMPARE_ALGORITHMS: &[Offer<Algo>] = TCD_ALGORITHMS;

/// `cmp`'s algorithms as an error message names them.
pub const COMPARE_TEXT: &str = "cmp=paper, symmetric, recursive, exact";

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

/// Whether a TCD algorithm runs on a grid with these sides: `exact` on
/// 2 to 16 nodes, the others on 2^k cubes.
pub fn tcd_sides(sides: &[u32], algo: Algo) -> Result<(), Reason> {
    let grid = Grid::mesh(sides).map_err(Reason::Grid)?;
    let fits = match algo {
        Algo::Exact => {
            let n = grid.node_count();
            if (2..=mesh::exact::MAX_NODES).contains(&n) && n.is_power_of_two() {
                Ok(())
            } else {
                Err(Unsupported::TooLargeForExact)
            }
        }
        _ => mesh::cube_of(&grid).map(|_| ()),
    };
    fits.map_err(Reason::Algorithm)
}

/// Whether `algo` (a TCD algorithm) runs on `grid`; `optimum` (`cert=1`)
/// where a certificate covers every source.
pub fn runs_on(algo: Algo, grid: &Grid) -> bool {
    match algo {
        Algo::Optimum => certified::tcd_covers(grid),
        _ => tcd_sides(grid.sides(), algo).is_ok(),
    }
}

/// The grids whose every source has a stored TCD certificate, as `cert=1`'s
/// message names them (a test checks it against the table).
pub const TCD_CERTIFIED_SIZES: &str =
    "view=tcd on the 4x4, 2x8, 8x8 and 4x4x4 meshes and tori and the 2x2x2x2x2x2 mesh";

/// The tori with a stored b^o, as `cert=1`'s message names them (a test
/// checks it against the table).
pub const ORDERLY_CERTIFIED_SIZES: &str = "view=orderly on the tori 3x3, 3x4, 3x5, 3x6, 3x7, 3x8, 3x9, 3x10, 3x11, 3x12, 4x4, 4x5, 4x6, 4x7, 4x8, 4x9, 5x5, 5x6, 5x7 and 6x6 (either way round), model=nonadaptive";

/// Whether `cert=1` applies to `query`: a stored certificate for every
/// source of a TCD grid, or for an orderly torus under the non-adaptive
/// model (what the solver's encoding states).
pub fn certificate_covers(query: &Query) -> Result<(), Reason> {
    match query.view {
        View::Tcd if query.net != Net::Wk && certified::tcd_covers(&query.grid) => Ok(()),
        View::Tcd => Err(Reason::NotCertified {
            sizes: TCD_CERTIFIED_SIZES,
        }),
        View::Orderly
            if query.net == Net::Torus
                && !query.adaptive
                && certified::orderly(&query.grid).is_some() =>
        {
            Ok(())
        }
        _ => Err(Reason::NotCertified {
            sizes: ORDERLY_CERTIFIED_SIZES,
        }),
    }
}

/// Most nodes of a `view=orderly` graph.
pub const MAX_ORDERLY_NODES: usize = 1 << 18;

/// Most nodes for `algo=search`: every step scores all originators.
pub const MAX_SEARCH_NODES: usize = 1 << 12;

/// Whether `view=orderly` with `algo` runs on a mesh or torus with these
/// sides: sides from 3 on a torus (2 on a mesh), at most
/// [`MAX_ORDERLY_NODES`] nodes, Π in two or more dimensions, §3.1's literal
/// ℓ in exactly two, and the search on at most [`MAX_SEARCH_NODES`].
pub fn orderly_sides(sides: &[u32], net: Net, algo: Algo) -> Result<Vec<u32>, Reason> {
    let grid = Grid::mesh(sides).map_err(Reason::Grid)?;
    let min = if net == Net::Torus { 3 } else { 2 };
    if sides.iter().any(|&s| s < min) {
        return Err(Reason::OutOfRange {
            min: u64::from(min),
            max: MAX_ORDERLY_NODES as u64,
        });
    }
    let nodes = grid.node_count();
    if nodes > MAX_ORDERLY_NODES {
        return Err(Reason::TooLargeFor {
            what: "view=orderly",
            max: MAX_ORDERLY_NODES as u64,
        });
    }
    match algo {
        Algo::Pi if sides.len() < 2 => Err(Reason::NeedsDims {
            what: "algo=pi",
            dims: "2 or more",
        }),
        Algo::PiLiteral if sides.len() != 2 => Err(Reason::NeedsDims {
            what: "algo=pi-literal",
            dims: "exactly 2",
        }),
        Algo::Search if nodes > MAX_SEARCH_NODES => Err(Reason::TooLargeFor {
            what: "algo=search",
            max: MAX_SEARCH_NODES as u64,
        }),
        _ => Ok(sides.to_vec()),
    }
}

/// Whether an MS network with these sides supports `view`: even sides of
/// at least 4; total exchange, multinode broadcast and the Hamiltonian
/// cycles on square networks up to their simulations' limits.
pub fn msn_sides(sides: &[u32], view: View) -> Result<Vec<u32>, Reason> {
    let &[x, y] = sides else {
        return Err(Reason::Msn(MsnError::Side));
    };
    Msn::new(x, y).map_err(Reason::Msn)?;
    let up_to = |max: u32| Reason::OutOfRange {
        min: 4,
        max: u64::from(max),
    };
    match view {
        View::Te | View::Mnb | View::Hamiltonian if x != y => Err(Reason::NeedsSquare),
        View::Te if x > MAX_TE_SIDE => Err(up_to(MAX_TE_SIDE)),
        View::Mnb | View::Hamiltonian if x > MAX_MNB_SIDE => Err(up_to(MAX_MNB_SIDE)),
        _ => Ok(sides.to_vec()),
    }
}

/// Whether an MS network with these sides supports `view`; the page asks
/// before offering a view.
pub fn msn_view_fits(sides: &[u32], view: View) -> bool {
    msn_sides(sides, view).is_ok()
}

/// How many steps the animation of `query` has as far as the query alone
/// says: the schedule's log₂ N steps (TCD), the diameter 2^L − 1 that both
/// WK broadcasts finish within, the N²/2 slots of the multinode broadcast
/// and the N² − 1 half slots of the Hamiltonian rings; 0 where only the
/// report knows (an orderly originator's time, total exchange's phases)
/// or nothing moves (a route).
pub fn steps(query: &Query) -> u32 {
    let n = query.grid.node_count() as u32;
    match (query.family(), query.view) {
        (Family::Tcd, _) => crate::schedule::optimal_steps(query.grid.node_count()),
        (Family::Wk, _) => (1u32 << query.wk.l()) - 1,
        (Family::Msn, View::Mnb) => n / 2,
        (Family::Msn, View::Hamiltonian) => n - 1,
        _ => 0,
    }
}

/// The largest `step` a query keeps when the page normalises it: the
/// schedule's length where the query fixes it (TCD, WK), else unbounded.
pub fn max_step(query: &Query) -> u32 {
    match query.family() {
        Family::Tcd | Family::Wk => steps(query).max(1),
        Family::Msn | Family::Orderly => u32::MAX,
    }
}

/// `query` brought inside the grammar after a change the page made: a view
/// the network offers, an algorithm the view offers and the grid takes, a
/// grid the TCD algorithms take, a comparison that differs and runs, a step
/// within the schedule, then printed and parsed again so that it is a
/// canonical link. The values the grammar still refuses (a shape too
/// large for an orderly view, say) are returned instead: the page then
/// keeps the state it had.
pub fn normalize(mut query: Query) -> Result<Query, Vec<ParamError>> {
    let orderly = query.view == View::Orderly;
    let offered = view_rule(query.net, query.view).is_some();
    let fits = query.net != Net::Msn || orderly || msn_view_fits(query.grid.sides(), query.view);
    if !(offered && fits) {
        query.view = default_view(query.net);
    }
    let certified = query.algo == Algo::Optimum && certificate_covers(&query).is_ok();
    let offers = |algo: Algo| {
        certified
            || algorithms(query.net, query.view)
                .iter()
                .any(|o| o.value == algo)
    };
    match query.family() {
        Family::Orderly => {
            // Π needs two dimensions or more, §3.1's ℓ exactly two; sizes
            // are the grammar's to refuse.
            let dims_fit = match query.algo {
                Algo::Pi => query.grid.dims() >= 2,
                Algo::PiLiteral => query.grid.dims() == 2,
                _ => true,
            };
            if !(offers(query.algo) && dims_fit) {
                query.algo = default_algo(query.net, View::Orderly);
            }
            query.compare = None;
        }
        Family::Wk if !offers(query.algo) => query.algo = default_algo(Net::Wk, query.view),
        Family::Wk => {}
        Family::Msn => query.algo = default_algo(query.net, query.view),
        Family::Tcd => {
            if !certified && mesh::cube_of(&query.grid).is_err() {
                // Orderly views take any sides; TCD needs 2^k ones.
                let d = query.grid.dims();
                let sides = vec![8u32.min(1 << (20 / d as u32)); d];
                query.grid = Grid::new(&sides, query.grid.is_torus()).unwrap_or(query.grid);
                query.src = Coords::new(&vec![0; d]).unwrap_or(query.src);
            }
            if !offers(query.algo) || !runs_on(query.algo, &query.grid) {
                query.algo = default_algo(query.net, View::Tcd);
            }
        }
    }
    if query
        .compare
        .is_some_and(|c| c == query.algo || !runs_on(c, &query.grid))
    {
        query.compare = None;
    }
    let most = max_step(&query);
    query.step = query.step.map(|s| s.min(most));
    // A round trip through the grammar keeps the state canonical.
    let parsed = parse(&query.to_permalink());
    if parsed.errors.is_empty() {
        Ok(parsed.query)
    } else {
        Err(parsed.errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::{Key, Named, parse};
    use alloc::format;
    use alloc::string::String;

    /// The messages name exactly what the table offers, in its order.
    #[test]
    fn texts_list_what_the_table_offers() {
        let names = |list: &mut dyn Iterator<Item = &'static str>| -> String {
            list.collect::<Vec<_>>().join(", ")
        };
        assert_eq!(
            NETWORKS_TEXT,
            format!(
                "net={}",
                names(&mut NETWORKS.iter().map(|r| r.net.value.as_str()))
            )
        );
        assert_eq!(
            COMPARE_TEXT,
            format!(
                "cmp={}",
                names(&mut COMPARE_ALGORITHMS.iter().map(|o| o.value.as_str()))
            )
        );
        for rule in NETWORKS {
            let views = names(&mut rule.views.iter().map(|v| v.view.value.as_str()));
            assert!(
                rule.views_text
                    .starts_with(&format!("view={views} on net=")),
                "{}",
                rule.views_text
            );
            for view in rule.views {
                if view.algorithms.is_empty() {
                    continue;
                }
                let algos = names(&mut view.algorithms.iter().map(|a| a.value.as_str()));
                assert!(
                    view.algorithms_text
                        .starts_with(&format!("algo={algos} for view={}", view.view.value)),
                    "{}",
                    view.algorithms_text
                );
            }
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
                            Reason::NotAvailable {
                                available: net_rule(net).views_text
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
                        assert_eq!(parsed.query.family(), Family::of(net, view));
                    } else {
                        refused += 1;
                        let rule = rule.expect("offered view");
                        assert_eq!(parsed.errors.len(), 1, "{link}");
                        // A certified witness is a key of its own.
                        let expected = if algo == Algo::Optimum {
                            Reason::WrittenAs { instead: "cert=1" }
                        } else {
                            Reason::NotAvailable {
                                available: rule.algorithms_text,
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
        // 4 TCD on mesh + 4 on torus, fang and stack, orderly: 4 on tori
        // and 2 on each of the other three networks.
        assert_eq!(offered, 4 + 4 + 2 + 4 + 2 * 3);
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

    /// A normalised query is a clean, canonical link, and normalising it
    /// again changes nothing.
    #[test]
    fn normal_forms_are_canonical_and_stable() {
        let mut changed = 0;
        for link in [
            "v=1",
            "v=1&net=torus&dims=9x13&view=orderly&algo=pi-literal&src=4,6",
            "v=1&net=wk&w=3&l=4&src=0121",
            "v=1&net=msn&dims=10x6&view=route",
            "v=1&dims=16x16&algo=recursive&cmp=exact",
        ] {
            let base = parse(link).query;
            for &net in Net::ALL {
                for &view in View::ALL {
                    for &algo in Algo::ALL {
                        let mut q = base.clone();
                        (q.net, q.view, q.algo, q.step) = (net, view, algo, Some(999));
                        q.grid = Grid::new(q.grid.sides(), net == Net::Torus).unwrap_or(q.grid);
                        let Ok(n) = normalize(q.clone()) else {
                            continue;
                        };
                        if n != q {
                            changed += 1;
                        }
                        let printed = n.to_permalink();
                        let again = parse(&printed);
                        assert_eq!(again.errors, [], "{printed}");
                        assert_eq!(again.query, n, "{printed}");
                        assert_eq!(normalize(n.clone()).as_ref(), Ok(&n), "{printed}");
                        assert!(view_rule(n.net, n.view).is_some());
                        assert!(n.step.is_none_or(|s| s <= max_step(&n)));
                    }
                }
            }
        }
        assert!(changed > 0);
        // A shape the orderly view refuses is reported, not changed.
        let mut q = parse("v=1&net=torus&view=orderly&dims=64x64&algo=search").query;
        q.grid = Grid::torus(&[65, 65]).unwrap();
        let errors = normalize(q).unwrap_err();
        assert_eq!(errors[0].key, Key::Dims);
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
        use crate::certified;
        let mut tcd_named = 0;
        for row in certified::tcd_table() {
            let dims = super::super::sides_text(&row.sides);
            let net = if row.torus { "torus" } else { "mesh" };
            let listed = TCD_CERTIFIED_SIZES
                .split([' ', ','])
                .any(|word| word == dims);
            assert!(listed, "{net} {dims} is stored but not named");
            let link = format!("v=1&net={net}&dims={dims}&cert=1");
            let parsed = parse(&link);
            assert_eq!(parsed.errors, [], "{link}");
            assert_eq!(parsed.query.algo, Algo::Optimum, "{link}");
            tcd_named += 1;
        }
        assert!(tcd_named > 0);
        for stored in certified::orderly_table() {
            let [m, n] = stored.sides;
            assert!(
                ORDERLY_CERTIFIED_SIZES.contains(&format!(" {m}x{n},"))
                    || ORDERLY_CERTIFIED_SIZES.contains(&format!(" {m}x{n} ")),
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
        let named = ORDERLY_CERTIFIED_SIZES.matches('x').count();
        assert_eq!(named, certified::orderly_table().len());
    }

    /// Where no certificate applies, `cert=1` is reported and dropped.
    #[test]
    fn cert_without_a_certificate_is_reported_and_dropped() {
        for (link, sizes) in [
            ("v=1&dims=16x16&cert=1", TCD_CERTIFIED_SIZES),
            (
                "v=1&net=torus&dims=6x7&view=orderly&cert=1",
                ORDERLY_CERTIFIED_SIZES,
            ),
            (
                "v=1&net=mesh&dims=4x4&view=orderly&cert=1",
                ORDERLY_CERTIFIED_SIZES,
            ),
            (
                "v=1&net=torus&dims=3x3&view=orderly&model=adaptive&cert=1",
                ORDERLY_CERTIFIED_SIZES,
            ),
        ] {
            let parsed = parse(link);
            assert_eq!(parsed.errors.len(), 1, "{link}");
            let e = &parsed.errors[0];
            assert_eq!(
                (e.key, e.reason),
                (Key::Cert, Reason::NotCertified { sizes })
            );
            assert_ne!(parsed.query.algo, Algo::Optimum, "{link}");
            assert!(!parsed.query.to_permalink().contains("cert"), "{link}");
        }
        // Not read where it does not apply.
        assert_eq!(parse("v=1&net=wk&cert=1").errors, []);
        assert_eq!(parse("v=1&dims=4x4&cert=2").errors[0].key, Key::Cert);
    }
}
