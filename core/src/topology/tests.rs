//! Every family's structure against its closed forms (vertices, degrees,
//! diameter by breadth-first search), against an independent construction
//! where one exists, and the protocol's own promises: symmetric links, one
//! address per vertex read back, distinct places and cells.

use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use super::*;
use crate::graph::{UNREACHED, distances};

/// The undirected links of `g` as ordered pairs (u < v), checking on the
/// way that no vertex lists itself or a neighbour twice, and that every
/// link is listed from both ends.
fn links(g: &dyn Topology) -> BTreeSet<(usize, usize)> {
    let mut out = BTreeSet::new();
    let mut directed = BTreeSet::new();
    for v in 0..g.node_count() {
        let mut seen = Vec::new();
        g.for_each_neighbour(v, &mut |w| seen.push(w));
        for (k, &w) in seen.iter().enumerate() {
            assert_ne!(w, v, "{g:?}: a loop at {v}");
            assert!(!seen[..k].contains(&w), "{g:?}: {v} lists {w} twice");
            directed.insert((v, w));
            out.insert((v.min(w), v.max(w)));
        }
    }
    for &(v, w) in &directed {
        assert!(directed.contains(&(w, v)), "{g:?}: {v}→{w} one way only");
    }
    out
}

fn degrees(g: &dyn Topology) -> (usize, usize) {
    let degree = |v| {
        let mut d = 0;
        g.for_each_neighbour(v, &mut |_| d += 1);
        d
    };
    let all: Vec<usize> = (0..g.node_count()).map(degree).collect();
    (*all.iter().min().unwrap(), *all.iter().max().unwrap())
}

/// The largest eccentricity over `sources`.
fn eccentricity(g: &dyn Topology, sources: impl Iterator<Item = usize>) -> u32 {
    sources
        .map(|s| {
            let d = distances(&g, s);
            assert!(!d.contains(&UNREACHED), "{g:?} is disconnected");
            d.into_iter().max().unwrap()
        })
        .max()
        .unwrap()
}

/// The published closed forms, written from the literature (Leighton's
/// *Introduction to Parallel Algorithms and Architectures* for the
/// hypercube, butterfly and CCC; the surveys 003 cites for UB(2, m)):
/// vertices, least and largest degree, diameter.
fn closed_form(family: GraphFamily, s: u32) -> (usize, usize, usize, u32) {
    let pow = 1usize << s.min(30);
    match family {
        GraphFamily::Hypercube => (pow, s as usize, s as usize, s),
        GraphFamily::Butterfly => (s as usize * pow, 4, 4, 3 * s / 2),
        GraphFamily::DeBruijn => (pow, 2, if s == 2 { 3 } else { 4 }, s),
        GraphFamily::Ccc => {
            let diameter = if s == 3 { 6 } else { 2 * s + s / 2 - 2 };
            (s as usize * pow, 3, 3, diameter)
        }
        GraphFamily::Complete => (s as usize, s as usize - 1, s as usize - 1, 1),
        GraphFamily::Path => (s as usize, 1, if s == 2 { 1 } else { 2 }, s - 1),
        GraphFamily::Cycle => (s as usize, 2, 2, s / 2),
        // The census's own row: its graph6 text's degrees and the stored D
        // (which the breadth-first searches below check).
        GraphFamily::Census => {
            let row = crate::census::census_rows().unwrap()[s as usize - 1];
            let g = row.graph;
            let degrees = (0..g.nodes()).map(|v| g.degree(v) as usize);
            let (least, most) = (degrees.clone().min().unwrap(), degrees.max().unwrap());
            (g.nodes(), least, most, row.diameter)
        }
    }
}

/// Whether every vertex looks alike, so one breadth-first search gives
/// the diameter (checked for the small sizes by searching from all).
fn vertex_transitive(family: GraphFamily) -> bool {
    match family {
        GraphFamily::Hypercube
        | GraphFamily::Butterfly
        | GraphFamily::Ccc
        | GraphFamily::Complete
        | GraphFamily::Cycle => true,
        GraphFamily::DeBruijn | GraphFamily::Path | GraphFamily::Census => false,
    }
}

/// Evidence: exhaustive, every size up to 2^12 vertices (K_n, P_n and C_n to 40, then
/// powers of two and multiples of 97), each against the closed forms;
/// diameters from every vertex where that is at most 2^24 link visits
/// (from vertex 0 beyond, on the vertex-transitive families).
#[test]
fn every_family_matches_its_closed_forms() {
    let mut checked = 0;
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        let sizes = rule
            .sizes()
            .filter(|&s| rule.key == SizeKey::M || s <= 40 || s.is_power_of_two() || s % 97 == 0);
        for s in sizes {
            let g = family.build(s).unwrap();
            if g.node_count() > 1 << 12 {
                break;
            }
            let (n, least, most, diameter) = closed_form(family, s);
            assert_eq!(g.node_count(), n, "{family} {s}");
            assert_eq!(degrees(&*g), (least, most), "{family} {s}");
            let every_source = n * n * most <= 1 << 24;
            let found = if every_source {
                eccentricity(&*g, 0..n)
            } else if vertex_transitive(family) {
                eccentricity(&*g, 0..1)
            } else {
                eccentricity(&*g, (0..n).step_by(7))
            };
            assert_eq!(found, diameter, "{family} {s}");
            assert_eq!(
                g.diameter(),
                diameter,
                "{family} {s}: the protocol's closed form"
            );
            if every_source && vertex_transitive(family) {
                let one = eccentricity(&*g, 0..1);
                assert_eq!(one, diameter, "{family} {s}: vertex 0 is as far as any");
            }
            assert_eq!(g.family(), Some((family, s)));
            assert_eq!(g.title(), family.title(s));
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked}");
}

/// NetworkX's `hypercube_graph(m)` is `grid_graph([2] * m)`: tuples of m
/// bits, adjacent when they differ in one coordinate. Relabelled by
/// reading a tuple as a binary number, first coordinate most significant
/// (the address's first digit), it is Q_m's link set exactly.
/// Evidence: exhaustive, m ≤ 10.
#[test]
fn the_hypercube_is_networkx_s_relabelled() {
    for m in 1..=10u32 {
        let tuples: Vec<Vec<u8>> = (0..1usize << m)
            .map(|i| (0..m).map(|c| (i >> c & 1) as u8).collect())
            .collect();
        let number = |t: &[u8]| t.iter().fold(0usize, |acc, &b| acc << 1 | b as usize);
        let mut expected = BTreeSet::new();
        for a in &tuples {
            for b in &tuples {
                let differ = a.iter().zip(b).filter(|(x, y)| x != y).count();
                if differ == 1 {
                    let (u, v) = (number(a), number(b));
                    expected.insert((u.min(v), u.max(v)));
                }
            }
        }
        let g = GraphFamily::Hypercube.build(m).unwrap();
        assert_eq!(links(&*g), expected, "Q_{m}");
        // The address is the tuple written out.
        for t in &tuples {
            let text: alloc::string::String = t.iter().map(|b| char::from(b'0' + b)).collect();
            assert_eq!(g.vertex(&text), Some(number(t)));
        }
    }
}

/// UB(2, m) is the underlying simple graph of the directed de Bruijn
/// graph B(2, m), which is the line graph of B(2, m − 1): its vertices are
/// the arcs x₁…x_m of B(2, m − 1) (from x₁…x_{m−1} to x₂…x_m), and an arc
/// follows another when the head of one is the tail of the next.
/// Evidence: exhaustive, m ≤ 10.
#[test]
fn de_bruijn_is_the_line_graph_of_the_smaller_one() {
    for m in 2..=10u32 {
        let arcs: Vec<(usize, usize, usize)> = (0..1usize << m)
            .map(|word| (word >> 1, word & ((1 << (m - 1)) - 1), word))
            .collect();
        let mut expected = BTreeSet::new();
        for &(_, head, a) in &arcs {
            for &(tail, _, b) in &arcs {
                if head == tail && a != b {
                    expected.insert((a.min(b), a.max(b)));
                }
            }
        }
        let g = GraphFamily::DeBruijn.build(m).unwrap();
        assert_eq!(links(&*g), expected, "UB(2, {m})");
    }
}

/// Contracting each cycle of CCC(m) to its corner leaves Q_m, and each
/// cycle is a cycle of m vertices in position order.
/// Evidence: exhaustive, m ≤ 9.
#[test]
fn ccc_contracts_to_the_hypercube() {
    for m in 3..=9u32 {
        let g = Ccc::new(m);
        let q = GraphFamily::Hypercube.build(m).unwrap();
        let mut contracted = BTreeSet::new();
        for (u, v) in links(&g) {
            let ((i, a), (j, b)) = (g.split(u), g.split(v));
            if a == b {
                assert!((i + 1) % m == j || (j + 1) % m == i, "{u}-{v}");
            } else {
                assert_eq!(i, j, "a cube link keeps its position");
                contracted.insert((a.min(b), a.max(b)));
            }
        }
        assert_eq!(contracted, links(&*q), "CCC({m})");
        assert_eq!(links(&g).len(), 3 * g.node_count() / 2);
    }
}

/// BF(m) as Leighton's book (§3.8) draws it: m + 1 levels of 2^m rows,
/// level m then identified with level 0; (ℓ, w) joined to (ℓ + 1, w) and
/// to (ℓ + 1, w with bit ℓ flipped). Built here from that picture, with
/// level m folded onto level 0 afterwards.
/// Evidence: exhaustive, m ≤ 8.
#[test]
fn the_butterfly_is_the_folded_ordinary_butterfly() {
    for m in 3..=8u32 {
        let rows = 1usize << m;
        let mut expected = BTreeSet::new();
        let fold = |level: u32, row: usize| row * m as usize + (level % m) as usize;
        for level in 0..m {
            for row in 0..rows {
                for next in [row, row ^ 1 << level] {
                    let (a, b) = (fold(level, row), fold(level + 1, next));
                    expected.insert((a.min(b), a.max(b)));
                }
            }
        }
        let g = GraphFamily::Butterfly.build(m).unwrap();
        assert_eq!(links(&*g), expected, "BF({m})");
    }
}

/// Every address is read back to its vertex, and text that names no
/// vertex is refused.
#[test]
fn addresses_round_trip_and_strangers_are_refused() {
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        for s in [rule.least, rule.least + 1] {
            let g = family.build(s).unwrap();
            for v in 0..g.node_count() {
                assert_eq!(g.vertex(&g.address(v)), Some(v), "{family} {s} {v}");
            }
            let too_long = "0".repeat(s as usize + 1);
            let bad = ["", " 0", "x", "-1", "1,", ",1", "99999999999", &too_long];
            for bad in bad {
                let read = g.vertex(bad);
                assert!(read.is_none(), "{family} {s}: {bad:?} read as {read:?}");
            }
        }
        assert_eq!(GraphFamily::from_name(family.as_str()), Some(family));
        assert!(family.build(rule.most + 1).is_none());
        assert!(family.build(rule.least - 1).is_none());
    }
    let bf = Butterfly::new(3);
    assert_eq!(bf.vertex("2,101"), Some(bf.at(2, 5)));
    assert_eq!(bf.vertex("3,101"), None, "levels run 0…m−1");
    assert_eq!(Ccc::new(4).address(Ccc::new(4).at(1, 6)), "1,0110");
}

/// Up to the drawn size no two vertices share a place, and at every size
/// no two share a cell of the address grid, which holds them all.
#[test]
fn places_and_cells_are_distinct() {
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        for s in rule.sizes().take(6) {
            let g = family.build(s).unwrap();
            let (cols, rows) = g.cells();
            let mut cells = BTreeSet::new();
            for v in 0..g.node_count() {
                let (c, r) = g.cell(v);
                assert!(c < cols && r < rows, "{family} {s}: {v} at {c},{r}");
                assert!(cells.insert((c, r)), "{family} {s}: cell {c},{r} twice");
            }
            assert!(cols as usize * rows as usize <= 2 * g.node_count() + cols as usize);
            if s > rule.drawn_up_to {
                continue;
            }
            let mut places = Vec::new();
            for v in 0..g.node_count() {
                let key = match g.place(v) {
                    Place::At { x, y } => (x.to_bits(), y.to_bits(), 0, 0),
                    Place::Ring { cx, cy, r, k, of } => {
                        assert!(k < of);
                        ((cx + 1000.0 * r).to_bits(), cy.to_bits(), k, of)
                    }
                };
                assert!(!places.contains(&key), "{family} {s}: {v} drawn on another");
                places.push(key);
            }
            for (u, v) in links(&*g) {
                assert!(g.link_look(u, v).class < g.classes(), "{family} {s}");
            }
        }
    }
}

/// Whether a family's stated symmetries should join every vertex into one
/// orbit: the vertex-transitive families whose natural order of links a
/// transitive group keeps (K_n lists in index order, which no rotation
/// keeps, so it states none).
fn one_orbit(family: GraphFamily) -> bool {
    match family {
        GraphFamily::Hypercube | GraphFamily::Butterfly | GraphFamily::Ccc | GraphFamily::Cycle => {
            true
        }
        GraphFamily::DeBruijn | GraphFamily::Complete | GraphFamily::Path | GraphFamily::Census => {
            false
        }
    }
}

/// Evidence: exhaustive, every size up to 2^12 vertices (K_n, P_n, C_n to
/// 40): each stated symmetry is a permutation that maps v's j-th
/// neighbour to σ(v)'s j-th (a link- and order-keeping automorphism), and
/// together they join every vertex of Q_m, BF(m), CCC(m) and C_n, which
/// are vertex-transitive (Leighton; a cycle by rotation).
#[test]
fn stated_symmetries_keep_links_and_their_order() {
    let mut checked = 0;
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        let sizes = rule.sizes().filter(|&s| rule.key == SizeKey::M || s <= 40);
        for s in sizes {
            let g = family.build(s).unwrap();
            let n = g.node_count();
            if n > 1 << 12 {
                break;
            }
            let lists: Vec<Vec<usize>> = (0..n)
                .map(|v| {
                    let mut l = Vec::new();
                    g.for_each_neighbour(v, &mut |w| l.push(w));
                    l
                })
                .collect();
            for k in 0..g.symmetries() {
                let sigma: Vec<usize> = (0..n).map(|v| g.symmetry(k, v)).collect();
                let image: BTreeSet<usize> = sigma.iter().copied().collect();
                assert_eq!(image.len(), n, "{family} {s}: σ_{k} is not one to one");
                assert!(sigma.iter().all(|&w| w < n), "{family} {s}");
                for v in 0..n {
                    let carried: Vec<usize> = lists[v].iter().map(|&w| sigma[w]).collect();
                    assert_eq!(carried, lists[sigma[v]], "{family} {s}: σ_{k} at {v}");
                }
            }
            let orbits = crate::orderly::symmetry::stated_orbits(n, g.symmetries(), &|k, v| {
                g.symmetry(k, v)
            });
            let count = orbits.representatives().len();
            if one_orbit(family) {
                assert_eq!(count, 1, "{family} {s}");
            } else {
                assert_eq!(g.symmetries(), 0, "{family} {s}");
            }
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked}");
}

/// Evidence: exhaustive, Q_1 … Q_10 from every originator: the binomial
/// construction from σ(0) is σ of the one from 0, round by round, for
/// every translation (so every originator's time carries from one).
#[test]
fn the_hypercube_construction_is_carried_by_its_translations() {
    for m in 1..=10 {
        let g = GraphFamily::Hypercube.build(m).unwrap();
        let from_zero = g.construction(0).unwrap();
        for u in 0..g.node_count() {
            let direct = g.construction(u).unwrap();
            assert_eq!(
                direct.rounds.len(),
                from_zero.rounds.len(),
                "Q_{m} from {u}"
            );
            for (a, b) in direct.rounds.iter().zip(&from_zero.rounds) {
                let mut a: Vec<(u32, u32)> = a.iter().map(|c| (c.from, c.to)).collect();
                let u = u as u32;
                let mut b: Vec<(u32, u32)> = b.iter().map(|c| (c.from ^ u, c.to ^ u)).collect();
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "Q_{m} from {u}");
            }
        }
    }
}

/// Evidence: exhaustive, every family's sizes up to 2^12 vertices (K_n, P_n,
/// C_n to 40): the natural ordering built in place is the one
/// `Ordering::from_lists` builds from the lists the graph gives.
#[test]
fn the_natural_ordering_is_the_graph_s_own_lists() {
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        for s in rule.sizes().filter(|&s| rule.key == SizeKey::M || s <= 40) {
            let g = family.build(s).unwrap();
            if g.node_count() > 1 << 12 {
                break;
            }
            let lists: Vec<Vec<u32>> = (0..g.node_count())
                .map(|v| {
                    let mut l = Vec::new();
                    g.for_each_neighbour(v, &mut |w| l.push(w as u32));
                    l
                })
                .collect();
            let want = crate::orderly::Ordering::from_lists(&lists).unwrap();
            assert_eq!(
                crate::orderly::orderings::natural(&&*g),
                want,
                "{family} {s}"
            );
        }
    }
}
