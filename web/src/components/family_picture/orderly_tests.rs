//! The orderly view on a family's own picture: the labels drawn at each
//! link's ends are the ordering's (derived here by hand from each
//! family's stated link order, or a custom ordering), and the vertices'
//! numbers and the step's calls are `castlab eval`'s arrivals, checked
//! against an orderly broadcast simulated here by the rule alone.

use castlab_core::eval::{OrderlyReport, ViewResult, evaluate_with};
use castlab_core::grid::NodeId;
use castlab_core::permalink::{Query, parse};
use castlab_core::topology::GraphFamily;
use yew::Callback;

use super::geometry::{Geometry, geometry};
use super::labels::{LinkLabels, along, attribute, link_labels};
use super::{FamilyPictureProps, scene};
use crate::components::orderly_view::{as_map, first_arrivals};
use crate::shared::Shared;

/// `castlab eval`'s orderly report of `link` (with `custom` lists).
fn orderly(link: &str, custom: Option<&[Vec<u32>]>) -> (Query, OrderlyReport) {
    let e = evaluate_with(link, custom).expect("a valid ordering");
    let ViewResult::Orderly(r) = e.result else {
        panic!("{link}: expected view=orderly");
    };
    (parse(link).query, *r)
}

fn picture(family: GraphFamily, size: u32) -> Geometry {
    geometry(&*family.build(size).expect("a size in range"))
}

/// The labels the picture draws for the report's ordering.
fn drawn(g: &Geometry, r: &OrderlyReport) -> Vec<LinkLabels> {
    let (o, t) = (r.label_offsets.as_ref(), r.label_targets.as_ref());
    link_labels(g, o.expect("offsets"), t.expect("targets")).expect("the graph's ordering")
}

/// Q_m orders its links "across dimension 1, then 2, …, then m" (dimension
/// i flips bit i − 1): the link across dimension i is labelled i at both
/// ends, and there are m·2^(m−1) of them.
#[test]
fn a_hypercube_link_is_labelled_its_dimension_at_both_ends() {
    for m in 1..=GraphFamily::Hypercube.rule().drawn_up_to {
        let (_, r) = orderly(&format!("v=1&net=cube&m={m}&view=orderly"), None);
        let labels = drawn(&picture(GraphFamily::Hypercube, m), &r);
        assert_eq!(labels.len(), (m as usize) << (m - 1), "Q_{m}");
        for l in labels {
            let flipped = l.u ^ l.v;
            assert!(flipped.is_power_of_two(), "Q_{m}: {l:?}");
            let dimension = flipped.trailing_zeros() + 1;
            assert_eq!((l.at_u, l.at_v), (dimension, dimension), "Q_{m}: {l:?}");
        }
    }
}

/// C_n lists "the next vertex, then the previous one": the link k–(k+1)
/// is 1 at k and 2 at k + 1 (the wrap n−1–0 too); P_n lists "the lower
/// neighbour, then the higher": k–(k+1) is 2 at k (1 at the end 0) and 1
/// at k + 1; K_n lists the others in number order: u–v (u < v) is v at u
/// and u + 1 at v.
#[test]
fn rings_lines_and_complete_graphs_carry_their_stated_order() {
    for n in [3u32, 4, 7, 12] {
        let (_, r) = orderly(&format!("v=1&net=cycle&n={n}&view=orderly"), None);
        let labels = drawn(&picture(GraphFamily::Cycle, n), &r);
        assert_eq!(labels.len(), n as usize);
        for l in labels {
            let want = if l.v == l.u + 1 { (1, 2) } else { (2, 1) };
            assert_eq!((l.at_u, l.at_v), want, "C_{n}: {l:?}");
        }
        let (_, r) = orderly(&format!("v=1&net=path&n={n}&view=orderly"), None);
        for l in drawn(&picture(GraphFamily::Path, n), &r) {
            assert_eq!(l.v, l.u + 1);
            let at_u = if l.u == 0 { 1 } else { 2 };
            assert_eq!((l.at_u, l.at_v), (at_u, 1), "P_{n}: {l:?}");
        }
        let (_, r) = orderly(&format!("v=1&net=complete&n={n}&view=orderly"), None);
        let labels = drawn(&picture(GraphFamily::Complete, n), &r);
        assert_eq!(labels.len(), (n * (n - 1) / 2) as usize);
        for l in labels {
            assert_eq!(
                (l.at_u, l.at_v),
                (l.v as u32, l.u as u32 + 1),
                "K_{n}: {l:?}"
            );
        }
    }
}

/// A custom ordering (the cycle's lists reversed: previous, then next)
/// is the one drawn: C_6's link k–(k+1) becomes 2 at k and 1 at k + 1,
/// and the attribute the browser tests read says so.
#[test]
fn a_custom_ordering_is_the_one_labelled() {
    let n = 6u32;
    let lists: Vec<Vec<u32>> = (0..n).map(|v| vec![(v + n - 1) % n, (v + 1) % n]).collect();
    let (_, r) = orderly("v=1&net=cycle&n=6&view=orderly", Some(&lists));
    assert_eq!(r.ordering, "user-supplied");
    let labels = drawn(&picture(GraphFamily::Cycle, n), &r);
    for l in &labels {
        let want = if l.v == l.u + 1 { (2, 1) } else { (1, 2) };
        assert_eq!((l.at_u, l.at_v), want, "{l:?}");
    }
    assert!(attribute(&labels).split(' ').any(|w| w == "0-1:2,1"));
}

/// An orderly broadcast by the rule alone: a vertex informed at t sends
/// on the link with its label i at t + i, so the arrival is the shortest
/// path where leaving v along its i-th link costs i.
fn simulated(lists: &[Vec<usize>], source: usize) -> Vec<u32> {
    let mut at = vec![u32::MAX; lists.len()];
    at[source] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..lists.len() {
            if at[v] == u32::MAX {
                continue;
            }
            for (k, &w) in lists[v].iter().enumerate() {
                if at[v] + k as u32 + 1 < at[w] {
                    at[w] = at[v] + k as u32 + 1;
                    changed = true;
                }
            }
        }
    }
    at
}

/// Q_m's lists by its stated order, written here: across dimension 1
/// (bit 0) first.
fn cube_lists(m: u32) -> Vec<Vec<usize>> {
    (0..1usize << m)
        .map(|v| (0..m).map(|i| v ^ (1 << i)).collect())
        .collect()
}

/// C_n's: the next vertex, then the previous one.
fn cycle_lists(n: usize) -> Vec<Vec<usize>> {
    (0..n).map(|v| vec![(v + 1) % n, (v + n - 1) % n]).collect()
}

fn s_map(query: &Query, r: &OrderlyReport) -> castlab_core::eval::MapReport {
    as_map(&query.grid, &r.arrival, "arrival")
}

fn props(query: &Query, r: &OrderlyReport, step: Option<u32>, run: bool) -> FamilyPictureProps {
    let (family, size) = (GraphFamily::Hypercube, query.size);
    let report = first_arrivals(&query.grid, r, query.algo).map(Shared::from);
    FamilyPictureProps {
        family,
        size,
        grid: query.grid,
        map: Shared::from(as_map(&query.grid, &r.arrival, "arrival")),
        report,
        step,
        source: NodeId::new(r.originator.index()),
        hover: None,
        run,
        description: "".into(),
        hide_values: false,
        emphasis: Default::default(),
        ordering: Some(Shared::from((
            r.label_offsets.clone().unwrap(),
            r.label_targets.clone().unwrap(),
        ))),
        show_labels: false,
        orderly: true,
        on_pick: Callback::noop(),
        on_hover: Callback::noop(),
        on_move: Callback::noop(),
    }
}

/// On Q_3 and Q_4 from several originators: each vertex's number is its
/// arrival time, `castlab eval`'s and the simulation's alike, its colour
/// the arrival scale's (the grid map's and the legend's); at each step
/// the calls drawn are one message into each vertex informed then, and
/// with the thinner ones every message the rule sends then: vertex v,
/// informed at a, on its label t − a.
#[test]
fn the_vertices_show_eval_s_arrivals_and_each_step_its_messages() {
    for (m, src) in [(3, "000"), (3, "101"), (4, "0110")] {
        let link = format!("v=1&net=cube&m={m}&src={src}&view=orderly");
        let (query, r) = orderly(&link, None);
        let lists = cube_lists(m);
        let source = usize::from_str_radix(src, 2).unwrap();
        let want = simulated(&lists, source);
        assert_eq!(r.arrival, want, "{link}: eval against the rule");
        let g = Shared::from(picture(GraphFamily::Hypercube, m));
        let s = scene(&props(&query, &r, None, false), &g, None);
        let (lo, hi) = (*want.iter().min().unwrap(), *want.iter().max().unwrap());
        let palette =
            crate::components::heatmap::shading(&Shared::from(s_map(&query, &r)), None).palette;
        for (v, &t) in want.iter().enumerate() {
            assert_eq!(
                s.words[v].as_ref().map(|w| w.0.clone()),
                Some(t.to_string())
            );
            let [red, green, blue, _] =
                crate::colors::rgba(palette, f64::from(t), f64::from(lo), f64::from(hi));
            assert_eq!(
                s.fills[v],
                format!("#{red:02x}{green:02x}{blue:02x}"),
                "{link}: {v}"
            );
            for (w, &u) in want.iter().enumerate() {
                assert_eq!(s.fills[v] == s.fills[w], t == u, "{link}: {v} and {w}");
            }
        }
        for step in 1..=r.from_source {
            let s = scene(&props(&query, &r, Some(step), true), &g, None);
            let informed: Vec<usize> = (0..want.len()).filter(|&w| want[w] == step).collect();
            let mut into: Vec<usize> = s.calls.iter().map(|&(_, w)| w).collect();
            into.sort_unstable();
            assert_eq!(into, informed, "{link} step {step}");
            let mut sent: Vec<(usize, usize)> = (0..want.len())
                .filter(|&v| want[v] < step)
                .filter_map(|v| Some((v, *lists[v].get((step - want[v] - 1) as usize)?)))
                .collect();
            let mut drawn: Vec<(usize, usize)> = s.calls.iter().chain(&s.echoes).copied().collect();
            sent.sort_unstable();
            drawn.sort_unstable();
            assert_eq!(drawn, sent, "{link} step {step}: every message sent");
            assert!(s.echoes.iter().all(|&(_, w)| want[w] <= step));
        }
    }
}

/// A C_8 arrival map, as the cycle's rule gives it from vertex 3.
#[test]
fn a_cycle_s_numbers_are_its_arrivals() {
    let (query, r) = orderly("v=1&net=cycle&n=8&src=3&view=orderly", None);
    let want = simulated(&cycle_lists(8), 3);
    assert_eq!(r.arrival, want);
    let g = Shared::from(picture(GraphFamily::Cycle, 8));
    let p = FamilyPictureProps {
        family: GraphFamily::Cycle,
        size: 8,
        ..props(&query, &r, None, false)
    };
    let s = scene(&p, &g, None);
    let words: Vec<String> = s.words.iter().map(|w| w.clone().unwrap().0).collect();
    let want: Vec<String> = want.iter().map(u32::to_string).collect();
    assert_eq!(words, want);
}

/// `along` walks a polyline by length: the labels' places.
#[test]
fn along_walks_a_polyline_by_length() {
    let line = [(0.0, 0.0), (3.0, 0.0), (3.0, 4.0)];
    assert_eq!(along(&line, 1.5), (1.5, 0.0));
    assert_eq!(along(&line, 5.0), (3.0, 2.0));
    assert_eq!(along(&line, 99.0), (3.0, 4.0));
}
