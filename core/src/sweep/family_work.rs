//! The work of one size of a family's sweep, estimated the way the views
//! spend it: every originator's schedule or propagation where the view
//! computes it (one per orbit where the family's symmetries carry it), the
//! originator's own schedules, the orderly map, the exhaustive optimum
//! and the messy trials, each where its limit lets it run.

use crate::eval::{
    EXACT_MAP_LIMIT, MESSY_LIMIT, MESSY_TRIALS, OPTIMUM_LIMIT, ORIGINATOR_WORK, PAIR_BUDGET,
};
use crate::permalink::{Algo, Query, View};
use crate::topology::GraphFamily;

/// What the exhaustive search spends per vertex, in units: it is
/// exponential, and the grammar offers it only on small networks.
const EXACT_PER_VERTEX: u64 = 1 << 16;

/// The largest degree of the network of `size`.
pub(super) fn max_degree(family: GraphFamily, size: u32) -> u64 {
    match family {
        GraphFamily::Hypercube => u64::from(size),
        GraphFamily::Butterfly | GraphFamily::DeBruijn => 4,
        GraphFamily::Ccc => 3,
        GraphFamily::Complete => u64::from(size.saturating_sub(1)),
        GraphFamily::Path | GraphFamily::Cycle => 2,
        GraphFamily::Census => u64::from(crate::topology::CensusGraph::new(size).row().max_degree),
    }
}

/// Originators the every-originator maps propagate from: one orbit when
/// the family states symmetries (its vertex-transitive networks, which a
/// test checks), else every vertex.
fn representatives(symmetric: bool, n: u64) -> u64 {
    if symmetric { 1 } else { n }
}

/// How many orderings the exhaustive optimum would try: Π deg(v)!, an
/// upper bound taken at the largest degree.
fn orderings(n: u64, degree: u64) -> u64 {
    let per_vertex = (1..=degree).fold(1u64, u64::saturating_mul);
    (0..n).fold(1u64, |acc, _| {
        if acc > OPTIMUM_LIMIT {
            acc
        } else {
            acc.saturating_mul(per_vertex)
        }
    })
}

/// The orderly side every family view computes: the map of b^Π(u) (one
/// propagation of `links` per originator up to symmetry, within the pair
/// budget), the exhaustive optimum on tiny networks, and the messy trials.
fn orderly_work(n: u64, links: u64, diameter: u64, symmetric: bool, degree: u64) -> u64 {
    let reps = representatives(symmetric, n);
    let map = if reps.saturating_mul(n) <= PAIR_BUDGET {
        reps.saturating_mul(links)
    } else {
        links
    };
    let optimum = if orderings(n, degree) <= OPTIMUM_LIMIT {
        orderings(n, degree).saturating_mul(links)
    } else {
        0
    };
    let messy = if n as usize <= MESSY_LIMIT {
        3 * u64::from(MESSY_TRIALS) * links * diameter.max(1)
    } else {
        0
    };
    map.saturating_add(optimum).saturating_add(messy)
}

/// The estimated work of `q`, a size of `family`.
pub(super) fn family_work(q: &Query, family: GraphFamily) -> u64 {
    let Some(graph) = family.build(q.size) else {
        return 0;
    };
    let n = graph.node_count() as u64;
    let degree = max_degree(family, q.size);
    let links = n.saturating_mul(degree);
    let diameter = u64::from(graph.diameter().max(1));
    let symmetric = graph.symmetries() > 0;
    let orderly = orderly_work(n, links, diameter, symmetric, degree);
    let walk = links.saturating_mul(diameter);
    match q.view {
        View::Classical => {
            let every = if q.algo == Algo::Exact {
                if n as usize <= EXACT_MAP_LIMIT {
                    n.saturating_mul(n).saturating_mul(EXACT_PER_VERTEX)
                } else {
                    0
                }
            } else if n.saturating_mul(walk) <= ORIGINATOR_WORK {
                n.saturating_mul(walk)
            } else if symmetric && q.algo == Algo::Standard {
                // One schedule per orbit, after the orbits are found.
                walk.saturating_add(n.saturating_mul(graph.symmetries() as u64))
            } else {
                0
            };
            // The shown schedule and the two others the models compare.
            let shown = if q.algo == Algo::Exact {
                n.saturating_mul(EXACT_PER_VERTEX)
            } else {
                3 * walk
            };
            every.saturating_add(shown).saturating_add(orderly)
        }
        View::Orderly if q.algo == Algo::Search => orderly.saturating_mul(4096),
        View::Orderly => orderly,
        // The grammar offers families no other view; one walk stands in.
        View::Tcd
        | View::Broadcast
        | View::Te
        | View::Mnb
        | View::Route
        | View::Hamiltonian
        | View::Areas => walk,
    }
}
