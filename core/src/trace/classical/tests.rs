use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::*;
use crate::classical::Call;
use crate::eval::classical_report;
use crate::eval::english::english;
use crate::permalink::{self, Query};
use crate::topology::{GraphFamily, Topology};

/// The vertex an address in a sentence names: a family's or WK's as it
/// is, a grid's coordinates in brackets, "(2,3)".
fn vertex_of(graph: &dyn Topology, written: &str) -> usize {
    let bare = written.trim_start_matches('(').trim_end_matches(')');
    graph
        .vertex(bare)
        .unwrap_or_else(|| panic!("{written:?} is no address"))
}

/// The sentence's example call, "e.g. A → B.", as vertices.
fn example(graph: &dyn Topology, sentence: &str) -> (u32, u32) {
    let (_, tail) = sentence.rsplit_once("e.g. ").expect("an example");
    let (a, b) = tail
        .trim_end_matches('.')
        .split_once(" → ")
        .expect("an arrow");
    (vertex_of(graph, a) as u32, vertex_of(graph, b) as u32)
}

/// Checks the trace of `link` against its own schedule (the report's
/// calls, as the page and `castlab eval` get them); returns the rules seen.
fn check(link: &str) -> Vec<CallRule> {
    let q: Query = permalink::parse(link).query;
    let graph = q.network().unwrap();
    let calls = classical_report(&q).calls.expect("listed");
    let trace = crate::eval::trace(&q, None).unwrap().expect("narrated");
    let index = |c: &[u32]| match q.net {
        permalink::Net::Wk => c[1] * graph.cells().0 + c[0],
        permalink::Net::Mesh
        | permalink::Net::Torus
        | permalink::Net::Msn
        | permalink::Net::Graph(_) => q.grid.node(c).unwrap().index() as u32,
    };
    let mut seen = Vec::new();
    for (r, round) in calls.rounds.iter().enumerate() {
        let round_no = r as u32 + 1;
        let reasons: Vec<_> = trace.at(round_no).collect();
        // The reasons cover exactly the round's calls.
        let counted: u64 = reasons.iter().map(|x| x.count).sum();
        assert_eq!(counted, round.len() as u64, "{link} round {round_no}");
        for reason in reasons {
            let rule = calls.rules[r]
                .iter()
                .copied()
                .find(|x| x.as_str() == reason.rule)
                .unwrap_or_else(|| panic!("{link}: {} is not in round {round_no}", reason.rule));
            seen.push(rule);
            let of_rule = calls.rules[r].iter().filter(|&&x| x == rule).count() as u64;
            let sentence = english(&reason.sentence);
            let said: u64 = sentence.split(' ').next().unwrap().parse().unwrap();
            assert_eq!(
                (said, reason.count),
                (of_rule, of_rule),
                "{link}: {sentence}"
            );
            let (a, b) = example(&*graph, &sentence);
            assert!(
                round.contains(&Call { from: a, to: b }),
                "{link} round {round_no}: {sentence}"
            );
            for m in &reason.messages {
                let call = Call {
                    from: index(&m.from),
                    to: index(&m.to),
                };
                let at = round
                    .iter()
                    .position(|&c| c == call)
                    .expect("a call of the round");
                assert_eq!(calls.rules[r][at], rule, "{link}");
            }
        }
    }
    assert_eq!(
        trace.reasons.iter().map(|r| r.step).max(),
        Some(calls.len())
    );
    seen
}

/// The families' links at their least sizes, from the first and last
/// vertex, with every algorithm the view offers (the search up to 16
/// vertices).
fn family_links() -> Vec<String> {
    let mut out = Vec::new();
    for &family in GraphFamily::ALL {
        let rule = family.rule();
        let size = rule.least.max(4).min(*rule.sizes().end());
        let graph = family.build(size).unwrap();
        let n = graph.node_count();
        for src in [0, n - 1] {
            for algo in ["standard", "tree", "greedy", "exact"] {
                if algo == "exact" && n > 16 {
                    continue;
                }
                out.push(format!(
                    "v=1&net={}&{}={size}&view=classical&algo={algo}&src={}",
                    rule.name,
                    rule.key.as_str(),
                    graph.address(src)
                ));
            }
        }
    }
    out
}

/// Evidence: every family at a small size (Q_4, BF(4), UB(2, 4), CCC(4),
/// K_4, P_4, C_4) from two originators with each algorithm, and the
/// papers' networks: per round the reasons' counts and sentences' counts
/// are the calls of each rule in the schedule, each example and listed
/// call is one of the round's.
#[test]
fn every_network_and_algorithm_is_narrated_call_for_call() {
    let mut rules = Vec::new();
    let papers = [
        "v=1&net=mesh&dims=3x4&view=classical",
        "v=1&net=mesh&dims=3x4&view=classical&algo=tree&src=1,1",
        "v=1&net=mesh&dims=3x3&view=classical&algo=exact",
        "v=1&net=torus&dims=4x5&view=classical&algo=greedy&src=2,3",
        "v=1&net=mesh&dims=3x2x2&view=classical&algo=tree",
        "v=1&net=wk&w=3&l=2&src=21&view=classical",
        "v=1&net=wk&w=2&l=3&view=classical&algo=tree",
        "v=1&net=msn&dims=4x4&view=classical",
        "v=1&net=msn&dims=4x4&view=classical&algo=tree",
    ];
    for link in family_links().iter().map(String::as_str).chain(papers) {
        rules.extend(check(link));
    }
    // Every rule is met somewhere.
    for rule in [
        CallRule::Dimension,
        CallRule::NextInOrder,
        CallRule::FirstChild,
        CallRule::NextChild,
        CallRule::Urgent,
        CallRule::Searched,
    ] {
        assert!(rules.contains(&rule), "{rule:?} never met");
    }
}

/// Evidence: Q_1 … Q_6 from every fourth originator: round i's reason
/// names dimension i, and each call it lists joins addresses that differ
/// in exactly the i-th digit from the right.
#[test]
fn the_binomial_rounds_name_their_dimension() {
    for m in 1..=6u32 {
        let graph = GraphFamily::Hypercube.build(m).unwrap();
        for src in (0..graph.node_count()).step_by(4) {
            let link = format!(
                "v=1&net=cube&m={m}&view=classical&src={}",
                graph.address(src)
            );
            let q = permalink::parse(&link).query;
            let trace = crate::eval::trace(&q, None).unwrap().unwrap();
            assert_eq!(trace.reasons.len(), m as usize, "{link}");
            for r in &trace.reasons {
                let i = r.step as usize;
                let sentence = english(&r.sentence);
                assert!(
                    sentence.contains(&format!("across dimension {i},")),
                    "{sentence}"
                );
                assert_eq!(r.count, 1 << (i - 1), "{link}");
                for t in &r.messages {
                    let cell = |c: &[u32]| q.grid.node(c).unwrap().index();
                    let (a, b) = (graph.address(cell(&t.from)), graph.address(cell(&t.to)));
                    let differ: Vec<usize> = a
                        .bytes()
                        .zip(b.bytes())
                        .enumerate()
                        .filter(|(_, (x, y))| x != y)
                        .map(|(k, _)| m as usize - k)
                        .collect();
                    assert_eq!(differ, [i], "{link}: {a} → {b} in round {i}");
                }
            }
        }
    }
}

/// A schedule that records no rules (a user's plan) is refused, not
/// narrated with made-up reasons.
#[test]
fn calls_without_rules_are_untraced() {
    let calls = Calls {
        source: 0,
        rounds: alloc::vec![alloc::vec![Call { from: 0, to: 1 }]],
        rules: Vec::new(),
    };
    assert_eq!(groups(&calls), Err(TraceError::Untraced { message: 0 }));
}

/// Evidence: Q_3's orderly trace from 000 (every vertex's arrival by
/// `arrival`): its examples are written as the hypercube's addresses, and
/// each joins two neighbours (the brief's "(0) → (1)" was an index).
#[test]
fn the_orderly_trace_on_a_family_writes_its_addresses() {
    let q = permalink::parse("v=1&net=cube&m=3&view=orderly").query;
    let graph = q.topology().unwrap();
    let trace = crate::eval::trace(&q, None).unwrap().unwrap();
    assert!(!trace.reasons.is_empty());
    for r in &trace.reasons {
        let sentence = english(&r.sentence);
        let (_, tail) = sentence.split_once("e.g. ").unwrap();
        let (a, b) = tail.split_once(" → ").unwrap();
        let b = &b[..3];
        assert!(!a.starts_with('('), "{sentence}");
        let (u, v) = (graph.vertex(a).unwrap(), graph.vertex(b).unwrap());
        assert_eq!((u ^ v).count_ones(), 1, "{sentence}");
    }
}
