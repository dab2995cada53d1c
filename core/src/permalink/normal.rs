//! The normal form of a query after a change the page made: the rules
//! table and the size checks applied, then printed and parsed again, so
//! that the page's state is always a canonical link.

use alloc::vec::Vec;

use super::fits::{certificate_covers, msn_view_fits, runs_on, settle};
use super::rules::{asks, default_view, max_step, view_rule};
use super::{Algo, Net, ParamError, Query, View, parse};

/// `query` brought inside the grammar after a change the page made: a view
/// the network offers, an algorithm the view offers and the grid takes, a
/// grid the TCD algorithms take, a comparison that differs and runs, a step
/// within the schedule, then printed and parsed again so that it is a
/// canonical link. The values the grammar still refuses (a shape too
/// large for an orderly view, say) are returned instead: the page then
/// keeps the state it had.
pub fn normalize(mut query: Query) -> Result<Query, Vec<ParamError>> {
    let offered = view_rule(query.net, query.view).is_some();
    let fits = match query.net {
        Net::Msn => query.view == View::Orderly || msn_view_fits(query.grid.sides(), query.view),
        Net::Mesh | Net::Torus | Net::Wk | Net::Graph(_) => true,
    };
    if !(offered && fits) {
        query.view = default_view(query.net);
    }
    // Another family keeps its size and source where it has them.
    match query.net.graph() {
        Some(family) => {
            if !family.rule().sizes().contains(&query.size) {
                query.size = family.rule().default_size;
            }
            let v = query.vertex() as usize;
            let v = if v < family.node_count(query.size) {
                v
            } else {
                0
            };
            if let Some((grid, src)) = Query::family_grid(family, query.size, v) {
                (query.grid, query.src) = (grid, src);
            }
        }
        None => query.size = 0,
    }
    // A question the view does not ask is left, not kept to refuse the
    // change (another view of an MSN route question would stay put).
    if let Some(ask) = query.show.ask
        && !asks(query.net, query.view).contains(&ask)
    {
        query.show.ask = None;
    }
    let certified = query.algo == Algo::Optimum && certificate_covers(&query).is_ok();
    settle(&mut query, certified);
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
    use crate::grid::Grid;
    use crate::permalink::{Key, rules::max_step};

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
        // Another view of an MSN route question: the view changes, and the
        // question (hops of the route, which the exchange does not ask) goes.
        let mut q = parse("v=1&net=msn&src=1,0&dst=5,3&ask=hops&seed=3").query;
        q.view = View::Te;
        let n = normalize(q).expect("the exchange takes 8 x 8");
        assert_eq!(n.to_permalink(), "v=1&net=msn&src=1,0&view=te");
        // A question the new view asks too stays.
        let mut q = parse("v=1&net=torus&dims=6x6&view=orderly&ask=least").query;
        q.net = Net::Mesh;
        q.grid = Grid::mesh(&[6, 6]).unwrap();
        let n = normalize(q).expect("a 6 x 6 mesh");
        assert_eq!(n.show.ask, Some(crate::permalink::Ask::Least));
        // A shape the orderly view refuses is reported, not changed.
        let mut q = parse("v=1&net=torus&view=orderly&dims=64x64&algo=search").query;
        q.grid = Grid::torus(&[65, 65]).unwrap();
        let errors = normalize(q).unwrap_err();
        assert_eq!(errors[0].key, Key::Dims);
    }
}
