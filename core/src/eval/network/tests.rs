//! The papers' networks in the classical view, each value derived apart
//! from the adapter: from the networks' own modules (`Grid`, `Wk`, `Msn`
//! and their breadth-first search), closed forms and counting bounds.

use alloc::boxed::Box;
use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::vec::Vec;

use crate::eval::exercise::{ViewData, question};
use crate::eval::{ClassicalReport, Verdict, classical_report};
use crate::exercise::Expect;
use crate::graph::{Neighbours, distances};
use crate::grid::Grid;
use crate::msn::Msn;
use crate::permalink::{self, Algo, Net, View, rules};
use crate::wk::Wk;

fn report(link: &str) -> ClassicalReport {
    let parsed = permalink::parse(link);
    assert_eq!(parsed.errors, [], "{link}");
    classical_report(&parsed.query)
}

fn neighbour_set(g: &dyn Neighbours, v: usize) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    g.for_each_neighbour(v, &mut |w| {
        out.insert(w);
    });
    out
}

/// The largest distance, by breadth-first search from every vertex.
fn bfs_diameter(g: &impl Neighbours) -> u32 {
    (0..g.node_count())
        .map(|v| distances(g, v).into_iter().max().unwrap_or(0))
        .max()
        .unwrap_or(0)
}

/// Every call of the report's schedule is a link (an out-arc) of `g`, in
/// rounds 1, 2, …, and the informed are the source and the called.
fn calls_are_links(g: &impl Neighbours, r: &ClassicalReport, link: &str) {
    let calls = r.calls.as_ref().expect("listed");
    let mut informed = BTreeSet::from([r.originator]);
    for round in &calls.rounds {
        for c in round {
            assert!(
                neighbour_set(g, c.from as usize).contains(&(c.to as usize)),
                "{link}: {} -> {}",
                c.from,
                c.to
            );
            assert!(
                informed.contains(&c.from),
                "{link}: {} calls uninformed",
                c.from
            );
        }
        informed.extend(round.iter().map(|c| c.to));
    }
    assert_eq!(informed.len(), g.node_count(), "{link}");
}

/// Evidence: the networks' own modules. The adapter's vertices and links
/// are the grid's, WK's and the MSN's (as sets; the order is the natural
/// ordering's), its addresses read back, and the three models' D is the
/// largest breadth-first distance.
#[test]
fn the_adapter_is_the_network_with_its_diameter() {
    type Own = Box<dyn Neighbours>;
    let cases: [(&str, Own); 5] = [
        (
            "v=1&net=mesh&dims=3x5&view=classical",
            Box::new(Grid::mesh(&[3, 5]).unwrap()),
        ),
        (
            "v=1&net=mesh&dims=7&view=classical",
            Box::new(Grid::mesh(&[7]).unwrap()),
        ),
        (
            "v=1&net=torus&dims=4x5x3&view=classical",
            Box::new(Grid::torus(&[4, 5, 3]).unwrap()),
        ),
        (
            "v=1&net=wk&w=3&l=3&view=classical",
            Box::new(Wk::new(3, 3).unwrap()),
        ),
        (
            "v=1&net=msn&dims=6x8&view=classical",
            Box::new(Msn::new(6, 8).unwrap()),
        ),
    ];
    for (link, own) in cases {
        let q = permalink::parse(link).query;
        let net = q.network().expect("a network");
        assert_eq!(net.title(), q.network_title(), "{link}");
        // The reader's title says in English what the plain one says.
        let english = crate::eval::english::english(&q.network_title_text());
        assert_eq!(english, q.network_title(), "{link}");
        assert_eq!(net.node_count(), own.node_count(), "{link}");
        for v in 0..own.node_count() {
            assert_eq!(
                neighbour_set(&*net, v),
                neighbour_set(&*own, v),
                "{link}: {v}"
            );
            assert_eq!(net.vertex(&net.address(v)), Some(v), "{link}: {v}");
        }
        let d = bfs_diameter(&&*own);
        assert_eq!(net.diameter(), d, "{link}");
        assert_eq!(report(link).models.diameter, d, "{link}");
        assert_eq!(net.directed(), q.net == Net::Msn, "{link}");
    }
}

/// Evidence: closed form, the 1-D mesh of n vertices is the path P_n:
/// from u, with a ≥ b its distances to the two ends, the tree broadcast
/// calls the far side first and ends at max(a, b + 1), as on P_n.
#[test]
fn a_one_dimensional_mesh_broadcasts_as_a_path() {
    for n in 2..=20u32 {
        let link = format!("v=1&net=mesh&dims={n}&view=classical&algo=tree");
        let r = report(&link);
        let formula: Vec<u32> = (0..n)
            .map(|u| {
                let (a, b) = (u.max(n - 1 - u), u.min(n - 1 - u));
                a.max(b + 1)
            })
            .collect();
        assert_eq!(r.per_originator.as_ref(), Some(&formula), "{link}");
        calls_are_links(&Grid::mesh(&[n]).unwrap(), &r, &link);
    }
}

/// Evidence: counting and distance bounds. On small meshes and tori every
/// algorithm's schedule keeps the links (read from the report at a corner
/// and the last vertex), and from every originator the exhaustive
/// search's time is no slower than the heuristics' and no faster than
/// ⌈log₂ N⌉ or the originator's breadth-first eccentricity; where it meets
/// that bound (the 3×3 torus: ⌈log₂ 9⌉ = 4 from every vertex) it is b(u).
/// Every originator's time is the report's `per_originator` (each
/// schedule validated): a report per originator also runs the messy
/// models' exact worst case, 0.7 s on the 3×4 torus.
#[test]
fn small_grids_against_the_exhaustive_search() {
    for (net, dims, torus) in [
        ("mesh", [2u32, 2], false),
        ("mesh", [2, 3], false),
        ("mesh", [3, 3], false),
        ("mesh", [3, 4], false),
        ("torus", [3, 3], true),
        ("torus", [3, 4], true),
    ] {
        let grid = Grid::new(&dims, torus).unwrap();
        let n = grid.node_count();
        let mut times = BTreeMap::new();
        for algo in ["exact", "greedy", "tree"] {
            for v in [0, n - 1] {
                let c = grid.coords(crate::grid::NodeId::new(v));
                let link = format!(
                    "v=1&net={net}&dims={}x{}&view=classical&algo={algo}&src={c}",
                    dims[0], dims[1]
                );
                let r = report(&link);
                calls_are_links(&grid, &r, &link);
                let all = r.per_originator.expect("small enough for every originator");
                assert_eq!(all.len(), n, "{link}");
                assert_eq!(all[v], r.from_source, "{link}");
                times.insert(algo, all);
            }
        }
        for v in 0..n {
            let exact = times["exact"][v];
            let ecc = distances(&grid, v).into_iter().max().unwrap();
            let bound = (usize::BITS - (n - 1).leading_zeros()).max(ecc);
            assert!(exact >= bound, "{net} {dims:?} from {v}");
            assert!(
                exact <= times["greedy"][v] && exact <= times["tree"][v],
                "{net} {dims:?} from {v}"
            );
            if net == "torus" && dims == [3, 3] {
                assert_eq!(exact, 4, "from {v}");
            }
        }
    }
}

/// Evidence: the MSN's own out-arcs and breadth-first search. Every call
/// goes along an out-arc; no schedule beats ⌈log₂ N⌉ or the originator's
/// eccentricity along out-arcs; the exhaustive search (which once named
/// callers by their out-arcs, not their in-arcs, and so failed on the
/// one-way MSN) is no slower than the heuristics. Ahlswede et al.'s messy
/// bounds are stated for undirected graphs: not applicable here, never
/// failing; the bounds that do hold along arcs hold.
#[test]
fn the_manhattan_street_network_calls_along_out_arcs() {
    for (x, y) in [(4u32, 4u32), (4, 6), (6, 6)] {
        let msn = Msn::new(x, y).unwrap();
        for v in [0usize, 5, (x * y - 1) as usize] {
            let c = Grid::mesh(&[x, y])
                .unwrap()
                .coords(crate::grid::NodeId::new(v));
            let ecc = distances(&msn, v).into_iter().max().unwrap();
            let log = usize::BITS - ((x * y) as usize - 1).leading_zeros();
            let mut times = Vec::new();
            for algo in ["greedy", "tree", "exact"] {
                if algo == "exact" && x * y > 16 {
                    continue;
                }
                let link = format!("v=1&net=msn&dims={x}x{y}&view=classical&algo={algo}&src={c}");
                let r = report(&link);
                calls_are_links(&msn, &r, &link);
                assert!(r.from_source >= log.max(ecc), "{link}");
                assert_eq!(r.lower_bound, log.max(ecc), "{link}");
                for b in &r.models.bounds {
                    let expected = if b.cited.contains("Ahlswede") {
                        Verdict::NotApplicable
                    } else {
                        Verdict::Holds
                    };
                    assert_eq!(b.verdict, expected, "{link}: {:?}", b.note);
                }
                times.push(r.from_source);
            }
            if let [greedy, tree, exact] = times[..] {
                assert!(exact <= greedy.min(tree), "{x}x{y} from {c}");
            }
        }
    }
}

/// Evidence: exhaustive over the originators of small meshes, tori and WK
/// networks: 003 §1.2's relations are theorems on undirected graphs, so
/// every one holds from every originator.
#[test]
fn the_model_bounds_hold_on_the_undirected_papers_networks() {
    let mut checked = 0;
    for (base, sources) in [
        ("v=1&net=mesh&dims=3x4&view=classical&algo=tree", 12),
        ("v=1&net=torus&dims=3x3x2&view=classical&algo=tree", 0),
        ("v=1&net=torus&dims=4x3&view=classical&algo=tree", 12),
        ("v=1&net=wk&w=3&l=2&view=classical&algo=tree", 9),
    ] {
        let q = permalink::parse(base).query;
        let net = q.network().unwrap();
        for v in 0..sources {
            let link = format!("{base}&src={}", net.address(v));
            for b in &report(&link).models.bounds {
                assert_eq!(b.verdict, Verdict::Holds, "{link}: {:?}", b.note);
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 33);
}

/// Evidence: the WK module's digits and the listed calls. On WK and a
/// mesh the questions of the classical view are asked by address: the
/// least question's answers are the originators of least listed time,
/// each when question's answer the round of the listed call to it.
#[test]
fn questions_are_asked_on_the_papers_networks() {
    let wk = Wk::new(3, 2).unwrap();
    for link in [
        "v=1&net=wk&w=3&l=2&view=classical&algo=tree",
        "v=1&net=mesh&dims=3x4&view=classical&algo=tree&src=1,1",
    ] {
        let q = permalink::parse(&format!("{link}&ask=least")).query;
        let r = classical_report(&q);
        let map = r.per_originator.clone().expect("every originator");
        let least = *map.iter().min().unwrap();
        let label = |v: usize| -> Vec<u32> {
            if q.net == Net::Wk {
                wk.digits(crate::wk::WkNode::new(v))
            } else {
                q.grid.coords(crate::grid::NodeId::new(v)).to_vec()
            }
        };
        let want: Vec<Vec<u32>> = (0..map.len())
            .filter(|&v| map[v] == least)
            .map(label)
            .collect();
        let asked = question(&q, ViewData::Classical(&r)).expect("a least question");
        assert_eq!(asked.expect, Expect::Node(want), "{link}");
        for seed in 1..=4 {
            let q = permalink::parse(&format!("{link}&ask=when&seed={seed}")).query;
            let asked = question(&q, ViewData::Classical(&r)).expect("a when question");
            let Expect::Number(round) = asked.expect else {
                panic!("{link}: {:?}", asked.expect)
            };
            let v = (0..map.len())
                .find(|&v| label(v) == asked.about[0])
                .unwrap();
            let listed = r
                .calls
                .as_ref()
                .unwrap()
                .rounds
                .iter()
                .position(|calls| calls.iter().any(|c| c.to as usize == v));
            assert_eq!(listed.map(|i| i as u64 + 1), Some(round), "{link}: {v}");
        }
    }
}

/// Evidence: the rules table. A heuristic's rounds are not asked, and the
/// refusal names the algorithms that are asked where the network offers
/// them: a published construction on Q_m, none on a mesh or WK.
#[test]
fn a_refused_question_names_only_what_the_network_offers() {
    crate::eval::english::install();
    for (link, standard) in [
        ("v=1&net=mesh&dims=3x4&view=classical&algo=greedy", false),
        ("v=1&net=wk&w=3&l=2&view=classical&algo=greedy", false),
        ("v=1&net=cube&m=3&view=classical&algo=greedy", true),
    ] {
        let q = permalink::parse(&format!("{link}&ask=least")).query;
        let offered = rules::offers(q.net, View::Classical, Algo::Standard);
        assert_eq!(offered, standard, "{link}");
        let r = classical_report(&q);
        let refused = question(&q, ViewData::Classical(&r))
            .expect_err(link)
            .to_string();
        assert!(refused.contains("algo=tree"), "{link}: {refused}");
        assert_eq!(
            refused.contains("algo=standard"),
            standard,
            "{link}: {refused}"
        );
    }
}

/// Evidence: the rules table's limits. Over the node limit the view is
/// refused naming the key, the value and the limit, with a usable
/// default; the exhaustive search over its own.
#[test]
fn sizes_over_the_limits_are_refused_with_a_default() {
    crate::eval::english::install();
    for (link, key, limit) in [
        ("v=1&net=mesh&dims=129x128&view=classical", "dims", "16384"),
        (
            "v=1&net=torus&dims=30x30x30&view=classical",
            "dims",
            "16384",
        ),
        ("v=1&net=msn&dims=130x130&view=classical", "dims", "16384"),
        ("v=1&net=wk&w=4&l=8&view=classical", "l", "16384"),
        (
            "v=1&net=mesh&dims=9x8&view=classical&algo=exact",
            "dims",
            "64",
        ),
        ("v=1&net=wk&w=3&l=4&view=classical&algo=exact", "l", "64"),
    ] {
        let parsed = permalink::parse(link);
        let e = parsed.errors.first().expect(link);
        let text = e.to_string();
        assert_eq!(e.key.as_str(), key, "{link}");
        assert!(text.contains(limit), "{link}: {text}");
        let fallback = classical_report(&parsed.query);
        assert!(fallback.arrival.len() <= 16384, "{link}");
    }
}
