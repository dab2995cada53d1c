use castlab_core::topology::{GraphFamily, Topology};

use super::geometry::{Path, RADIUS, clearance, geometry};
use super::{CLASS_COLOURS, drawn_as_itself, trimmed, why_grid};

/// How many links the family's network of `size` has, by its closed
/// form: Q_m m·2^(m−1); BF(m) 2m·2^m (degree 4); CCC(m) 3m·2^(m−1)
/// (degree 3); UB(2, m) the 2^(m+1) shifts less the two loops and the
/// one link 01…↔10… made twice; K_n n(n−1)/2; P_n n − 1; C_n n; a census
/// graph the set bits of its graph6 text (six a byte after the first).
fn links_by_formula(family: GraphFamily, s: usize) -> usize {
    match family {
        GraphFamily::Hypercube => s << (s - 1),
        GraphFamily::Butterfly => (2 * s) << s,
        GraphFamily::Ccc => (3 * s) << (s - 1),
        GraphFamily::DeBruijn => (1 << (s + 1)) - 3,
        GraphFamily::Complete => s * (s - 1) / 2,
        GraphFamily::Path => s - 1,
        GraphFamily::Cycle => s,
        GraphFamily::Census => {
            let g6 = castlab_core::census::census_rows().unwrap()[s - 1]
                .graph
                .to_graph6();
            let bits = g6.bytes().skip(1).map(|b| (b - 63).count_ones());
            bits.sum::<u32>() as usize
        }
    }
}

fn drawn_sizes() -> impl Iterator<Item = (GraphFamily, u32, Box<dyn Topology>)> {
    GraphFamily::ALL.iter().flat_map(|&family| {
        let rule = family.rule();
        (rule.least..=rule.drawn_up_to).map(move |s| (family, s, family.build(s).unwrap()))
    })
}

/// Every vertex drawn once, at its own point (a unit from every other),
/// inside the box with room for its circle.
#[test]
fn every_vertex_is_drawn_once_apart_and_inside() {
    for (family, s, graph) in drawn_sizes() {
        let g = geometry(&*graph);
        assert_eq!(g.points.len(), family.node_count(s), "{family} {s}");
        for (i, &(x, y)) in g.points.iter().enumerate() {
            assert!(
                x >= RADIUS && x <= g.width - RADIUS,
                "{family} {s}: {i} at x {x}"
            );
            assert!(
                y >= RADIUS && y <= g.height - RADIUS,
                "{family} {s}: {i} at y {y}"
            );
            for (j, &(a, b)) in g.points.iter().enumerate().skip(i + 1) {
                let d = (x - a).hypot(y - b);
                assert!(d >= 1.0 - 1e-9, "{family} {s}: {i} and {j} {d} apart");
            }
        }
    }
}

/// Every link of the graph drawn exactly once, as many as the family's
/// closed form says, each between two neighbours, in a class the key
/// names; the butterfly's 2·2^m links between level m − 1 and level 0
/// (and only those) as two stubs.
#[test]
fn every_link_is_drawn_once_and_wraps_as_two_stubs() {
    for (family, s, graph) in drawn_sizes() {
        let g = geometry(&*graph);
        assert_eq!(
            g.links.len(),
            links_by_formula(family, s as usize),
            "{family} {s}"
        );
        let mut seen = std::collections::BTreeSet::new();
        let mut stubs = 0;
        for link in &g.links {
            assert!(
                link.u < link.v && seen.insert((link.u, link.v)),
                "{family} {s}: {link:?} twice"
            );
            let mut adjacent = false;
            graph.for_each_neighbour(link.u, &mut |w| adjacent |= w == link.v);
            assert!(
                adjacent,
                "{family} {s}: {} and {} are no neighbours",
                link.u, link.v
            );
            assert!(link.class < graph.classes() && (link.class as usize) < CLASS_COLOURS.len());
            match &link.path {
                Path::Stubs(a, b) => {
                    stubs += 1;
                    for &(x, y) in [a, b] {
                        assert!(
                            x > 0.0 && x < g.width && y > 0.0 && y < g.height,
                            "{family} {s}"
                        );
                    }
                }
                Path::Line(line) => {
                    assert_eq!(line.first(), Some(&g.points[link.u]));
                    assert_eq!(line.last(), Some(&g.points[link.v]));
                }
            }
        }
        let wrapping = if family == GraphFamily::Butterfly {
            2 << s
        } else {
            0
        };
        assert_eq!(stubs, wrapping, "{family} {s}");
    }
}

/// No link runs through a vertex it does not join: every line keeps
/// more than a vertex's radius from every other vertex.
#[test]
fn no_link_runs_through_another_vertex() {
    for (family, s, graph) in drawn_sizes() {
        let g = geometry(&*graph);
        for link in &g.links {
            if let Path::Line(line) = &link.path {
                let clear = clearance(line, &g.points, (link.u, link.v));
                assert!(
                    clear > RADIUS,
                    "{family} {s}: {}–{} passes {clear} from a vertex",
                    link.u,
                    link.v
                );
            }
        }
    }
}

/// A path's picture, as the browser tests restate it: vertex v at
/// ((v + 0.75) / (n + 0.5), 1/2) of the box.
#[test]
fn a_path_is_a_line_across_the_box() {
    let n = 9;
    let g = geometry(&*GraphFamily::Path.build(n).unwrap());
    for (v, &(x, y)) in g.points.iter().enumerate() {
        assert!((x / g.width - (v as f64 + 0.75) / (f64::from(n) + 0.5)).abs() < 1e-9);
        assert!((y / g.height - 0.5).abs() < 1e-9);
    }
}

/// The sizes drawn and the reason said beyond them: Q_6 (64 vertices) is
/// drawn, Q_7 is not, and Q_10's reason counts its 1,024 vertices.
#[test]
fn beyond_the_drawn_size_the_reason_is_said() {
    assert!(
        drawn_as_itself(GraphFamily::Hypercube, 6) && !drawn_as_itself(GraphFamily::Hypercube, 7)
    );
    assert_eq!(why_grid(GraphFamily::Hypercube, 6), None);
    let why = why_grid(GraphFamily::Hypercube, 10).unwrap();
    assert!(
        why.starts_with("Q_10 has 1,024 vertices: too many"),
        "{why}"
    );
}

/// A call's line stops at the circles round its ends.
#[test]
fn a_call_stops_at_the_vertex_rims() {
    let line = trimmed(&[(0.0, 0.0), (10.0, 0.0)], (1.0, 2.0));
    assert_eq!(line, vec![(1.0, 0.0), (8.0, 0.0)]);
}

/// The key's swatches paint the drawing's colours.
#[test]
fn the_stylesheet_has_the_link_colours() {
    let css = include_str!("../../../../style.css");
    for (k, colour) in CLASS_COLOURS.iter().enumerate() {
        let rule = format!(".link-class-{k} {{ background: {colour}; }}");
        assert!(css.contains(&rule), "style.css lacks {rule}");
    }
}
