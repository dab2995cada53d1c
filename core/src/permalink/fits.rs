//! Whether a network's size fits a view and an algorithm: the size checks
//! the parser, `normalize` and the page's controls share, each returning
//! the [`Refusal`] a message gives, with its limit from the rules table.

use alloc::vec;
use alloc::vec::Vec;

use super::rules::{
    Family, MAX_CLASSICAL_NODES, MAX_ORDERLY_NODES, MAX_SEARCH_NODES, MsnView, default_algo,
    max_cube_k, offers,
};
use super::{Algo, Net, Query, Refusal, View};
use crate::certified;
use crate::classical::EXACT_MAX_NODES;
use crate::grid::{Coords, Grid};
use crate::mesh::{self, Unsupported};
use crate::msn::{MAX_MNB_SIDE, MAX_TE_SIDE, MIN_SIDE, Msn, MsnError};
use crate::text;
use crate::topology::GraphFamily;

/// Whether `sides` fit the query's view and algorithm; `cert=1` (asked for
/// in the link, read later) brings the certified sizes, like 2x8.
pub fn dims(q: &Query, sides: Vec<u32>, cert_requested: bool) -> Result<Vec<u32>, Refusal> {
    let msn = |s: Vec<u32>| {
        let s = msn_sides(&s, q.view)?;
        paper_nodes(q, s.iter().product::<u32>() as usize)?;
        Ok(s)
    };
    let tcd = |s: Vec<u32>| {
        let fits = tcd_sides(&s, q.algo);
        let certified = || {
            cert_requested
                && Grid::new(&s, q.net == Net::Torus).is_ok_and(|g| certified::tcd_covers(&g))
        };
        fits.or_else(|e| if certified() { Ok(()) } else { Err(e) })
            .map(|()| s)
    };
    match q.family() {
        Family::Msn => msn(sides),
        Family::Orderly => match q.net {
            Net::Msn => msn(sides),
            Net::Mesh | Net::Torus | Net::Wk => orderly_sides(&sides, q.net, q.algo),
            // Not read for them, as on WK.
            Net::Graph(_) => Ok(sides),
        },
        Family::Classical => match q.net {
            Net::Msn => msn(sides),
            Net::Mesh | Net::Torus => classical_sides(&sides, q.net, q.algo),
            // Not read for them.
            Net::Wk | Net::Graph(_) => Ok(sides),
        },
        // WK networks have no `dims` (it is not read for them).
        Family::Tcd | Family::Wk => tcd(sides),
    }
}

/// Whether a paper's network of `nodes` vertices fits the query's view
/// and algorithm beyond its own sides: the search's limit, and in
/// `view=classical` [`classical_fits`]. WK's levels and MSN's sides are
/// checked with it.
pub fn paper_nodes(q: &Query, nodes: usize) -> Result<(), Refusal> {
    search_fits(q.algo, nodes)?;
    match q.family() {
        Family::Classical => classical_fits(q.algo, nodes),
        Family::Tcd | Family::Wk | Family::Msn | Family::Orderly => Ok(()),
    }
}

/// `view=classical` on a paper's network takes at most
/// [`MAX_CLASSICAL_NODES`] vertices (its schedule is always listed, and a
/// click runs the shown schedule, greedy, the tree broadcast and the
/// natural ordering's orderly analysis), the exhaustive search at most
/// [`EXACT_MAX_NODES`].
pub fn classical_fits(algo: Algo, nodes: usize) -> Result<(), Refusal> {
    if nodes > MAX_CLASSICAL_NODES {
        Err(Refusal::TooLargeFor {
            what: "view=classical",
            max: MAX_CLASSICAL_NODES as u64,
        })
    } else if algo == Algo::Exact && nodes > EXACT_MAX_NODES {
        Err(Refusal::TooLargeFor {
            what: "algo=exact",
            max: EXACT_MAX_NODES as u64,
        })
    } else {
        Ok(())
    }
}

/// Whether a mesh or torus with these sides takes `view=classical`: the
/// sides an orderly view takes (from 3 on a torus, so no link is doubled;
/// from 2 on a mesh) and [`classical_fits`].
fn classical_sides(sides: &[u32], net: Net, algo: Algo) -> Result<Vec<u32>, Refusal> {
    let grid = Grid::mesh(sides).map_err(Refusal::Grid)?;
    let min = if net == Net::Torus { 3 } else { 2 };
    if sides.iter().any(|&s| s < min) {
        return Err(Refusal::OutOfRange {
            min: u64::from(min),
            max: MAX_CLASSICAL_NODES as u64,
        });
    }
    classical_fits(algo, grid.node_count())?;
    Ok(sides.to_vec())
}

/// The sides a plan's network (`parse_network`) takes: its checks need no
/// algorithm, so a one-port broadcast takes any grid, and an ordering the
/// sizes its view takes for `dim` (which runs in every dimension).
pub fn plan_dims(q: &Query, sides: Vec<u32>) -> Result<Vec<u32>, Refusal> {
    match q.family() {
        Family::Tcd => {
            Grid::new(&sides, q.net == Net::Torus).map_err(Refusal::Grid)?;
            Ok(sides)
        }
        Family::Orderly => dims(
            &Query {
                algo: Algo::Dim,
                ..q.clone()
            },
            sides,
            false,
        ),
        Family::Wk | Family::Msn | Family::Classical => dims(q, sides, false),
    }
}

/// A plan network's algorithm, which its check compares the plan with:
/// the ordering `dim` where the default (Π) needs more dimensions.
pub fn plan_algo(q: &mut Query) {
    if q.family() == Family::Orderly && orderly_dims_fit(q.algo, q.grid.dims()).is_err() {
        q.algo = Algo::Dim;
    }
}

/// Brings the algorithm (and a TCD grid) of `query` inside what its family
/// offers, for `normalize`: an algorithm the view offers and the grid
/// takes (`certified`: the `cert=1` witness, which a certificate covers),
/// a 2^k grid for TCD, no comparison outside TCD.
pub fn settle(query: &mut Query, certified: bool) {
    let offered = |q: &Query, algo: Algo| certified || offers(q.net, q.view, algo);
    match query.family() {
        Family::Orderly => {
            // Sizes are the grammar's to refuse; dimensions are not.
            let dims_fit = orderly_dims_fit(query.algo, query.grid.dims()).is_ok();
            if !(offered(query, query.algo) && dims_fit) {
                query.algo = default_algo(query.net, View::Orderly);
            }
            query.compare = None;
        }
        Family::Wk | Family::Classical => {
            if !offered(query, query.algo) {
                query.algo = default_algo(query.net, query.view);
            }
        }
        Family::Msn => query.algo = default_algo(query.net, query.view),
        Family::Tcd => {
            if !certified && mesh::cube_of(&query.grid).is_err() {
                // Orderly views take any sides; TCD needs 2^k ones.
                let d = query.grid.dims();
                let sides = vec![8u32.min(1 << max_cube_k(d)); d];
                query.grid = Grid::new(&sides, query.grid.is_torus()).unwrap_or(query.grid);
                query.src = Coords::new(&vec![0; d]).unwrap_or(query.src);
            }
            if !offered(query, query.algo) || !runs_on(query.algo, &query.grid) {
                query.algo = default_algo(query.net, View::Tcd);
            }
        }
    }
}

/// Whether a TCD algorithm runs on a grid with these sides: `exact` on
/// 2 to 16 nodes, the others on 2^k cubes.
pub fn tcd_sides(sides: &[u32], algo: Algo) -> Result<(), Refusal> {
    let grid = Grid::mesh(sides).map_err(Refusal::Grid)?;
    let fits = match algo {
        Algo::Exact => {
            let n = grid.node_count();
            if (2..=mesh::exact::MAX_NODES).contains(&n) && n.is_power_of_two() {
                Ok(())
            } else {
                Err(Unsupported::TooLargeForExact)
            }
        }
        // The exhaustive map where it runs, else the cube's schedules.
        Algo::Least => tcd_sides(sides, Algo::Exact)
            .or_else(|_| tcd_sides(sides, Algo::Paper))
            .map_err(|_| Unsupported::NotCube),
        // Only TCD algorithms are asked about; the others would need a cube too.
        Algo::Paper
        | Algo::Symmetric
        | Algo::Recursive
        | Algo::Optimum
        | Algo::Fang
        | Algo::Stack
        | Algo::Pi
        | Algo::PiLiteral
        | Algo::Dim
        | Algo::Search
        | Algo::Standard
        | Algo::Tree
        | Algo::Greedy => mesh::cube_of(&grid).map(|_| ()),
    };
    fits.map_err(Refusal::Algorithm)
}

/// Whether `algo` (a TCD algorithm) runs on `grid`; `optimum` (`cert=1`)
/// where a certificate covers every source.
pub fn runs_on(algo: Algo, grid: &Grid) -> bool {
    if algo == Algo::Optimum {
        return certified::tcd_covers(grid);
    }
    tcd_sides(grid.sides(), algo).is_ok()
}

/// Whether `cert=1` applies to `query`: a stored certificate for every
/// source of a TCD grid, or for an orderly torus under the non-adaptive
/// model (what the solver's encoding states).
pub fn certificate_covers(query: &Query) -> Result<(), Refusal> {
    let grids = match query.net {
        Net::Mesh | Net::Torus => true,
        Net::Wk | Net::Msn | Net::Graph(_) => false,
    };
    let covered = match query.view {
        View::Tcd => grids && certified::tcd_covers(&query.grid),
        View::Orderly => {
            query.net == Net::Torus && !query.adaptive && certified::orderly(&query.grid).is_some()
        }
        View::Broadcast
        | View::Route
        | View::Te
        | View::Mnb
        | View::Hamiltonian
        | View::Areas
        | View::Classical => false,
    };
    if covered {
        Ok(())
    } else {
        Err(Refusal::NotCertified { view: query.view })
    }
}

/// `algo=search` takes at most [`MAX_SEARCH_NODES`]: every step of the
/// search scores all originators.
pub fn search_fits(algo: Algo, nodes: usize) -> Result<(), Refusal> {
    if algo == Algo::Search && nodes > MAX_SEARCH_NODES {
        Err(Refusal::TooLargeFor {
            what: "algo=search",
            max: MAX_SEARCH_NODES as u64,
        })
    } else {
        Ok(())
    }
}

/// Whether `view=orderly` with `algo` runs on a mesh or torus with these
/// sides: sides from 3 on a torus (2 on a mesh), at most
/// [`MAX_ORDERLY_NODES`] nodes, Π in two or more dimensions, §3.1's literal
/// ℓ in exactly two, and the search on at most [`MAX_SEARCH_NODES`].
pub fn orderly_sides(sides: &[u32], net: Net, algo: Algo) -> Result<Vec<u32>, Refusal> {
    let grid = Grid::mesh(sides).map_err(Refusal::Grid)?;
    let min = if net == Net::Torus { 3 } else { 2 };
    if sides.iter().any(|&s| s < min) {
        return Err(Refusal::OutOfRange {
            min: u64::from(min),
            max: MAX_ORDERLY_NODES as u64,
        });
    }
    let nodes = grid.node_count();
    if nodes > MAX_ORDERLY_NODES {
        return Err(Refusal::TooLargeFor {
            what: "view=orderly",
            max: MAX_ORDERLY_NODES as u64,
        });
    }
    orderly_dims_fit(algo, sides.len())?;
    search_fits(algo, nodes)?;
    Ok(sides.to_vec())
}

/// Π needs two dimensions or more, §3.1's literal ℓ exactly two.
pub fn orderly_dims_fit(algo: Algo, dims: usize) -> Result<(), Refusal> {
    match algo {
        Algo::Pi if dims < 2 => Err(Refusal::NeedsDims {
            what: "algo=pi",
            dims: text::id("link-dims-two-or-more"),
        }),
        Algo::PiLiteral if dims != 2 => Err(Refusal::NeedsDims {
            what: "algo=pi-literal",
            dims: text::id("link-dims-exactly-two"),
        }),
        Algo::Pi
        | Algo::PiLiteral
        | Algo::Dim
        | Algo::Search
        | Algo::Optimum
        | Algo::Paper
        | Algo::Symmetric
        | Algo::Recursive
        | Algo::Exact
        | Algo::Least
        | Algo::Fang
        | Algo::Stack
        | Algo::Standard
        | Algo::Tree
        | Algo::Greedy => Ok(()),
    }
}

/// Whether a protocol family of `size` fits the query's view and
/// algorithm: the family's sizes, at most [`MAX_ORDERLY_NODES`] for an
/// orderly view ([`MAX_SEARCH_NODES`] for its search), and at most
/// [`EXACT_MAX_NODES`] for the exhaustive classical search.
pub fn graph_size(q: &Query, family: GraphFamily, size: u32) -> Result<(), Refusal> {
    let rule = family.rule();
    if !rule.sizes().contains(&size) {
        return Err(Refusal::OutOfRange {
            min: u64::from(rule.least),
            max: u64::from(rule.most),
        });
    }
    let nodes = family.node_count(size);
    match q.family() {
        Family::Orderly if nodes > MAX_ORDERLY_NODES => Err(Refusal::TooLargeFor {
            what: "view=orderly",
            max: MAX_ORDERLY_NODES as u64,
        }),
        Family::Orderly => search_fits(q.algo, nodes),
        Family::Classical if q.algo == Algo::Exact && nodes > EXACT_MAX_NODES => {
            Err(Refusal::TooLargeFor {
                what: "algo=exact",
                max: EXACT_MAX_NODES as u64,
            })
        }
        Family::Classical | Family::Tcd | Family::Wk | Family::Msn => Ok(()),
    }
}

/// Whether an MS network with these sides supports `view`: even sides of
/// at least [`MIN_SIDE`]; total exchange, multinode broadcast and the
/// Hamiltonian cycles on square networks up to their simulations' limits.
pub fn msn_sides(sides: &[u32], view: View) -> Result<Vec<u32>, Refusal> {
    let &[x, y] = sides else {
        return Err(Refusal::Msn(MsnError::Side));
    };
    Msn::new(x, y).map_err(Refusal::Msn)?;
    let up_to = |max: u32| Refusal::OutOfRange {
        min: u64::from(MIN_SIDE),
        max: u64::from(max),
    };
    let most = match MsnView::of(view) {
        Some(MsnView::Te) => MAX_TE_SIDE,
        Some(MsnView::Mnb | MsnView::Hamiltonian) => MAX_MNB_SIDE,
        // Routes and an orderly view take any MS network.
        Some(MsnView::Route | MsnView::Areas) | None => return Ok(sides.to_vec()),
    };
    if x != y {
        Err(Refusal::NeedsSquare)
    } else if x > most {
        Err(up_to(most))
    } else {
        Ok(sides.to_vec())
    }
}

/// Whether an MS network with these sides supports `view`; the page asks
/// before offering a view.
pub fn msn_view_fits(sides: &[u32], view: View) -> bool {
    msn_sides(sides, view).is_ok()
}
