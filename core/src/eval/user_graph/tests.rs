use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::*;
use crate::eval::{BoundCheck, ClassicalNetwork, classical_report_kept, orderly_report};
use crate::permalink::{self, Query};

/// The link's network as a user would give it: its lists, in its order.
fn as_lists(q: &Query) -> UserGraph {
    let graph = q.network().expect("a network");
    UserGraph::of(&&*graph).expect("castlab's networks are simple and connected")
}

/// The bounds only a grid's orderly view knows (the thesis's, §1.3's
/// optima): a user's graph is not known to be a torus or a mesh.
fn without_grid_bounds(mut r: OrderlyReport) -> OrderlyReport {
    r.bounds.retain(|b: &BoundCheck| b.cited == "the diameter");
    (r.lower_bound, r.lower_bound_cited) = (0, String::new());
    (r.thesis_bound, r.lemma_bound) = (None, None);
    r.ordering_description = crate::text::Text::new("");
    r
}

/// Evidence: the links' own evaluation (`view=classical&algo=exact`,
/// `view=orderly&algo=dim`, the CLI's trials and seed), from every
/// originator of four families and three papers' networks: the user's
/// lists give every number the link gives. Only the names differ (the
/// graph is "a graph of …", its vertices numbers), the orderly view's
/// count of originators it propagated (a family's symmetries save work),
/// and on a grid the bounds that know it is one.
#[test]
fn a_network_as_lists_gives_the_links_numbers_from_every_originator() {
    let links = [
        ("net=cube&m=4", false),
        ("net=ccc&m=3", false),
        ("net=complete&n=5", false),
        ("net=cycle&n=7", false),
        ("net=torus&dims=4x4", true),
        ("net=mesh&dims=3x4", true),
        ("net=wk&w=3&l=2", false),
    ];
    for (link, grid) in links {
        let classical_link = format!("v=1&{link}&view=classical&algo=exact");
        let orderly_link = format!("v=1&{link}&view=orderly&algo=dim");
        let user = as_lists(&permalink::parse(&classical_link).query);
        let analysis = OrderlyAnalysis::new(&permalink::parse(&orderly_link).query, None);
        let mut kept: Option<ClassicalNetwork> = None;
        for v in 0..user.node_count() {
            let q = permalink::parse(&classical_link).query;
            let src = q.address_of(v);
            let q = permalink::parse(&format!("{classical_link}&src={src}")).query;
            let orderly_q = permalink::parse(&format!("{orderly_link}&src={src}")).query;
            assert_eq!(q.vertex() as usize, v, "{link} src={src}");
            let (classical, _) = classical_report_kept(&q, &mut kept);
            let got = graph_report(&user, v, &GraphOptions::default()).unwrap();
            let mut mine = got.classical.expect("asked for");
            (mine.network, mine.source) = (classical.network.clone(), classical.source.clone());
            assert_eq!(mine, classical, "{link} src={src}");
            let mut orderly = orderly_report(&analysis, &orderly_q);
            let mut theirs = got.orderly.expect("asked for");
            theirs.ordering_description = orderly.ordering_description.clone();
            // How the work was done, not what it found: a family's stated
            // symmetries merge originators; a user's graph states none.
            (theirs.originators_computed, theirs.automorphisms) =
                (orderly.originators_computed, orderly.automorphisms);
            if grid {
                (orderly, theirs) = (without_grid_bounds(orderly), without_grid_bounds(theirs));
            }
            assert_eq!(theirs, orderly, "{link} src={src}");
            assert_eq!(got.messy, classical.models.messy, "{link} src={src}");
        }
    }
}

/// Evidence: the report's own fields against the graph: its size, the
/// source, the trials asked for run in each model, a source or trials out
/// of range refused with the limit named.
#[test]
fn options_are_kept_and_checked() {
    let q = permalink::parse("v=1&net=cycle&n=6&view=classical").query;
    let user = as_lists(&q);
    let options = GraphOptions {
        trials: 7,
        seed: 5,
        orderly: false,
        ..GraphOptions::default()
    };
    let r = graph_report(&user, 2, &options).unwrap();
    assert_eq!((r.nodes, r.links, r.source, r.diameter), (6, 6, 2, 3));
    assert!(r.orderly.is_none() && r.classical.is_some());
    assert_eq!(r.messy.len(), 3);
    assert!(r.messy.iter().all(|m| m.trials == 7));
    let e = graph_report(&user, 6, &options).unwrap_err();
    assert_eq!(
        (e.key(), e.value(), e.limit()),
        ("source".into(), "6".into(), Some("0 … 5".into()))
    );
    let none = GraphOptions {
        trials: 0,
        ..options
    };
    let e = graph_report(&user, 0, &none).unwrap_err();
    assert_eq!(e.limit(), Some("1 … 10000".into()), "{e}");
    let only_messy = GraphOptions {
        classical: false,
        orderly: false,
        ..options
    };
    let r = graph_report(&user, 0, &only_messy).unwrap();
    assert!(r.classical.is_none() && r.orderly.is_none() && r.messy.len() == 3);
}

/// b(u) by brute force over informed sets: each round every informed
/// vertex calls at most one uninformed neighbour, all choices tried.
fn brute_force_b(lists: &[Vec<u32>], u: usize) -> u32 {
    let n = lists.len();
    let all = (1u32 << n) - 1;
    let mut layer = vec![1u32 << u];
    for t in 0.. {
        if layer.contains(&all) {
            return t;
        }
        let mut next = Vec::new();
        for &set in &layer {
            // Every way the informed vertices, in turn, call or do not.
            let mut partial = vec![set];
            for v in (0..n).filter(|&v| set >> v & 1 == 1) {
                let mut grown = Vec::new();
                for &p in &partial {
                    grown.push(p);
                    for &w in &lists[v] {
                        if (set | p) >> w & 1 == 0 {
                            grown.push(p | 1 << w);
                        }
                    }
                }
                partial = grown;
            }
            next.extend(partial);
        }
        next.sort_unstable();
        next.dedup();
        layer = next;
    }
    unreachable!()
}

/// Evidence: brute force (above), on seeded random connected graphs of
/// 3 … 8 vertices (a random tree plus random chords): b(u) from every
/// originator is the report's exact time and its every-originator map.
#[test]
fn random_small_graphs_match_brute_force() {
    let mut rng = crate::rng::Rng::new(56);
    for trial in 0..24 {
        let n = 3 + trial % 6;
        let mut lists = vec![Vec::new(); n];
        let join = |lists: &mut Vec<Vec<u32>>, a: usize, b: usize| {
            if a != b && !lists[a].contains(&(b as u32)) {
                lists[a].push(b as u32);
                lists[b].push(a as u32);
            }
        };
        for v in 1..n {
            let parent = rng.below(v);
            join(&mut lists, v, parent);
        }
        for _ in 0..rng.below(n + 1) {
            let (a, b) = (rng.below(n), rng.below(n));
            join(&mut lists, a, b);
        }
        let user = UserGraph::new(&lists).unwrap();
        let want: Vec<u32> = (0..n).map(|u| brute_force_b(&lists, u)).collect();
        for u in 0..n {
            let r = graph_report(&user, u, &GraphOptions::default()).unwrap();
            let c = r.classical.unwrap();
            assert_eq!(
                (c.from_source, c.known.as_str()),
                (want[u], "exact"),
                "{lists:?} from {u}"
            );
            assert_eq!(c.per_originator.as_ref(), Some(&want), "{lists:?}");
        }
    }
}

/// Evidence: the star K_{1,1000} by hand: its centre calls one leaf a
/// round, so b(centre) = 1000 (in the classical model and, leaf i told at
/// label i, the orderly one); every originator's schedules of about 1000
/// rounds are over the budget (1001 × 2000 × 1000 steps), and said so.
#[test]
fn a_star_is_one_call_a_round_and_its_map_is_over_the_budget() {
    let n = 1001u32;
    let lists: Vec<Vec<u32>> = (0..n)
        .map(|v| if v == 0 { (1..n).collect() } else { vec![0] })
        .collect();
    let user = UserGraph::new(&lists).unwrap();
    let r = graph_report(&user, 0, &GraphOptions::default()).unwrap();
    let c = r.classical.unwrap();
    assert_eq!(c.from_source, 1000);
    assert!(c.per_originator.is_none());
    let why = crate::eval::english::english(&c.per_originator_skipped.unwrap());
    assert!(why.contains("1000 rounds"), "{why}");
    let o = r.orderly.unwrap();
    assert_eq!(o.from_source, 1000);
    assert_eq!(
        o.broadcast_time,
        Some(1001),
        "a leaf's message reaches the last leaf at 1 + 1000"
    );
}
