//! The census against what is known without it: the published counts of
//! connected graphs, brute force over every ordering, every relabelling,
//! and the stored rows computed again.

use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use super::generate::{canonical, connected_graphs};
use super::orderly::{ORDERLY_BUDGET, orderly_optimum};
use super::*;
use crate::orderly::search::{EXHAUSTIVE_LIMIT, exhaustive_optimum, ordering_count};
use crate::orderly::{Model, Ordering, arrival, completion};
use crate::rng::Rng;

/// OEIS A001349, connected graphs on n = 1, 2, … vertices (Harary and
/// Palmer, *Graphical Enumeration*, 1973, table 1.4).
const PUBLISHED_CONNECTED: [usize; 8] = [1, 1, 2, 6, 21, 112, 853, 11117];

/// Every labelled graph on n vertices, connected, reduced by brute-force
/// minimum over all n! relabellings: the classes, found without the
/// generator's augmentation or refinement.
fn brute_force_classes(n: usize) -> BTreeSet<Vec<u16>> {
    let pairs: Vec<(usize, usize)> = (0..n).flat_map(|j| (0..j).map(move |i| (i, j))).collect();
    let perms = crate::permutations::of(&(0..n).collect::<Vec<usize>>());
    let mut classes = BTreeSet::new();
    for set in 0u32..1 << pairs.len() {
        let mut g = SmallGraph::empty(n);
        for (k, &(i, j)) in pairs.iter().enumerate() {
            if set >> k & 1 == 1 {
                g.join(i, j);
            }
        }
        if !g.connected() {
            continue;
        }
        let least = perms
            .iter()
            .map(|p| {
                let h = g.relabel(p);
                (0..n).map(|v| h.mask(v)).collect::<Vec<u16>>()
            })
            .min()
            .unwrap();
        classes.insert(least);
    }
    classes
}

#[test]
fn the_generator_meets_the_published_counts() {
    for n in 1..=7 {
        assert_eq!(
            connected_graphs(n).len(),
            PUBLISHED_CONNECTED[n - 1],
            "n = {n}"
        );
    }
}

#[test]
fn the_generator_agrees_with_brute_force_up_to_six_vertices() {
    for n in 2..=6 {
        let brute = brute_force_classes(n);
        let perms = crate::permutations::of(&(0..n).collect::<Vec<usize>>());
        let generated: BTreeSet<Vec<u16>> = connected_graphs(n)
            .iter()
            .map(|g| {
                perms
                    .iter()
                    .map(|p| {
                        let h = g.relabel(p);
                        (0..n).map(|v| h.mask(v)).collect::<Vec<u16>>()
                    })
                    .min()
                    .unwrap()
            })
            .collect();
        assert_eq!(generated, brute, "n = {n}");
        assert_eq!(generated.len(), connected_graphs(n).len(), "no class twice");
    }
}

#[test]
fn canonical_forms_ignore_the_labelling() {
    let mut rng = Rng::new(7);
    for g in connected_graphs(7).iter().step_by(11) {
        for _ in 0..5 {
            let mut perm: Vec<usize> = (0..7).collect();
            for i in (1..7).rev() {
                perm.swap(i, rng.below(i + 1));
            }
            assert_eq!(canonical(&g.relabel(&perm)), *g);
        }
    }
}

#[test]
fn graph6_round_trips_and_refuses_with_reasons() {
    for g in connected_graphs(6).iter().chain(&connected_graphs(7)) {
        assert_eq!(SmallGraph::from_graph6(&g.to_graph6()), Ok(*g));
    }
    // K_4 and P_3 as nauty writes them (the format's own examples).
    assert_eq!(SmallGraph::from_graph6("C~").map(|g| g.links()), Ok(6));
    assert_eq!(SmallGraph::from_graph6("Bg").map(|g| g.links()), Ok(2));
    assert_eq!(SmallGraph::from_graph6(""), Err(Graph6Error::Empty));
    assert_eq!(
        SmallGraph::from_graph6("C~~"),
        Err(Graph6Error::WrongLength {
            found: 3,
            expected: 2
        })
    );
    assert_eq!(
        SmallGraph::from_graph6("K~~~"),
        Err(Graph6Error::TooManyNodes { nodes: 12 })
    );
    assert_eq!(
        SmallGraph::from_graph6("C \u{7f}"),
        Err(Graph6Error::BadByte { at: 1, byte: b' ' })
    );
}

fn worst(lists: &[Vec<u32>]) -> u32 {
    let ord = Ordering::from_lists(lists).unwrap();
    ord.vertices()
        .map(|u| completion(&arrival(&ord, u, Model::NonAdaptive)))
        .max()
        .unwrap()
}

#[test]
fn the_orderly_optimum_equals_every_ordering_tried() {
    // Every graph up to 6 vertices, and every seventh on 7, whose
    // orderings number at most EXHAUSTIVE_LIMIT.
    let graphs = (2..=6)
        .flat_map(connected_graphs)
        .chain(connected_graphs(7).into_iter().step_by(7));
    let mut compared = 0;
    for g in graphs {
        let ord = Ordering::from_lists(&g.lists()).unwrap();
        let found = orderly_optimum(&g, ORDERLY_BUDGET).unwrap();
        assert_eq!(worst(&found.lists), found.time, "{}", g.to_graph6());
        if ordering_count(&ord) <= EXHAUSTIVE_LIMIT / 16 {
            let (best, _) = exhaustive_optimum(&ord).unwrap();
            assert_eq!(found.time, best, "{}", g.to_graph6());
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} graphs compared");
}

#[test]
fn the_stored_census_is_every_graph_and_a_sample_computes_again() {
    let rows = census_rows().unwrap();
    let stored: Vec<SmallGraph> = rows.iter().map(|r| r.graph).collect();
    let generated: Vec<SmallGraph> = (2..=CENSUS_MAX_NODES).flat_map(connected_graphs).collect();
    assert_eq!(stored, generated);
    let mut rng = Rng::new(2026);
    for _ in 0..12 {
        let row = &rows[rng.below(rows.len())];
        assert_eq!(census_row(&row.graph).as_ref(), Ok(row));
    }
}

#[test]
fn published_values_of_the_base_graphs_are_rows() {
    // 003 §1.3 (b^o(P_n) = ⌈(3n − 4)/2⌉) and §1.2.2's messy times of K_n
    // and P_n: n − 1 in every model but M3 on P_n, 2n − 3.
    let rows = census_rows().unwrap();
    let find = |g: SmallGraph| rows.iter().find(|r| r.graph == canonical(&g)).unwrap();
    for n in 3..=7 {
        let mut path = SmallGraph::empty(n);
        let mut complete = SmallGraph::empty(n);
        for j in 1..n {
            path.join(j - 1, j);
            for i in 0..j {
                complete.join(i, j);
            }
        }
        let p = find(path);
        assert_eq!(p.orderly as usize, (3 * n - 4).div_ceil(2), "P_{n}");
        let n1 = n as u32 - 1;
        assert_eq!(p.messy, [n1, n1, 2 * n as u32 - 3], "P_{n}");
        assert_eq!(find(complete).messy, [n1; 3], "K_{n}");
    }
}

#[test]
fn relations_count_every_row_and_name_true_extremes() {
    let rows = census_rows().unwrap();
    for r in relations::relations(&rows) {
        assert_eq!((r.below + r.equal + r.above) as usize, rows.len());
        // Recount by brute force over the rows.
        let values = |k: usize| (rows[k].value(r.low), rows[k].value(r.high));
        let ratio = |k: usize| f64::from(values(k).1) / f64::from(values(k).0);
        let most = (0..rows.len()).map(ratio).fold(f64::MIN, f64::max);
        let least = (0..rows.len()).map(ratio).fold(f64::MAX, f64::min);
        assert_eq!(ratio(r.largest.index as usize - 1), most);
        assert_eq!(ratio(r.smallest.index as usize - 1), least);
        let above = (0..rows.len())
            .filter(|&k| values(k).0 > values(k).1)
            .count();
        assert_eq!(r.above as usize, above);
    }
}

/// 003 Observation 2.1.1 (b ≤ b^o ≤ b^m, M3) and Ahlswede et al.'s
/// inequalities as 003 §1.2.2 cites them, on every stored row.
/// Evidence: exhaustive, every connected graph of 2 to 7 vertices (995).
#[test]
fn the_published_inequalities_hold_on_every_small_graph() {
    let rows = census_rows().unwrap();
    assert_eq!(rows.len(), 995);
    for r in &rows {
        let [m1, m2, m3] = r.messy;
        let (d, k) = (r.diameter, r.max_degree);
        let name = r.graph.to_graph6();
        assert!(
            d <= r.classical && r.classical <= r.orderly && r.orderly <= m3,
            "{name}"
        );
        assert!(m1 <= m2 && m2 <= m3, "{name}");
        assert!(m2 <= d * (k - 1) + 1 && m3 <= d * k, "{name}");
    }
}

/// b^o against b^m₁ and b^m₂: neither bounds the other. P_3's b^o = 3 is
/// also 003 §1.3's ⌈(3n − 4)/2⌉, and its messy times §1.2.2's n − 1.
/// Evidence: exhaustive, every connected graph of 2 to 7 vertices (995).
#[test]
fn orderly_and_the_first_two_messy_models_are_incomparable() {
    let rows = census_rows().unwrap();
    let above = |k: usize| rows.iter().filter(|r| r.orderly > r.messy[k]).count();
    let below = |k: usize| rows.iter().filter(|r| r.orderly < r.messy[k]).count();
    assert!(above(0) > 0 && below(0) > 0);
    assert!(above(1) > 0 && below(1) > 0);
    let p3 = rows
        .iter()
        .find(|r| r.graph.nodes() == 3 && r.graph.links() == 2)
        .unwrap();
    assert_eq!((p3.orderly, p3.messy[0], p3.messy[1]), (3, 2, 2));
}

/// The census's searches against the SAT solver's certificates
/// (`castlab-prove family`, DRAT-checked refutations) on the four base
/// graphs both cover.
#[test]
fn census_rows_agree_with_the_certified_families() {
    use crate::certified::certified_values;
    use crate::topology::GraphFamily;
    let rows = census_rows().unwrap();
    for (family, n) in [
        (GraphFamily::Complete, 4),
        (GraphFamily::Cycle, 5),
        (GraphFamily::Cycle, 6),
        (GraphFamily::Path, 5),
    ] {
        let graph = family.build(n).unwrap();
        let mut small = SmallGraph::empty(n as usize);
        for v in 0..n as usize {
            graph.for_each_neighbour(v, &mut |w| small.join(v, w));
        }
        let row = rows.iter().find(|r| r.graph == canonical(&small)).unwrap();
        let certified: Vec<_> = (0..n as usize)
            .map(|u| certified_values(family, n as usize, u))
            .collect();
        let b = certified.iter().map(|c| c.classical.unwrap()).max();
        assert_eq!(Some(row.classical), b, "{family} {n}");
        assert_eq!(Some(row.orderly), certified[0].orderly, "{family} {n}");
    }
}
