use super::*;
use crate::eval::{Analysis, ViewResult, evaluate, source_schedule};
use crate::permalink::parse;

/// The question of `link` and the evaluation `castlab eval` prints for it.
fn asked(link: &str) -> (Query, crate::eval::Evaluation, Question) {
    let q = parse(link).query;
    let e = evaluate(link);
    let question = match &e.result {
        ViewResult::Tcd { source, map } => question(&q, ViewData::Tcd(source, &map.tcd_map)),
        ViewResult::Orderly(r) => question(&q, ViewData::Orderly(r)),
        ViewResult::Broadcast(r) => question(&q, ViewData::Wk(r)),
        ViewResult::Msn { route, .. } => question(&q, ViewData::Route(route)),
    }
    .unwrap_or_else(|e| panic!("{link}: {e}"));
    (q, e, question)
}

/// A right answer is accepted, and the two neighbouring numbers refused.
fn only(question: &Question, right: u64) {
    assert!(
        check(question, &Response::Number(right)).success,
        "{question:?}"
    );
    for wrong in [right + 1, right.saturating_sub(1)]
        .into_iter()
        .filter(|&w| w != right)
    {
        let out = check(question, &Response::Number(wrong));
        assert!(
            !out.success && out.feedback.contains(&question.hint),
            "{wrong}"
        );
    }
}

#[test]
fn least_accepts_every_optimal_source_and_no_other() {
    for link in [
        "v=1&ask=least",
        "v=1&dims=16x16&ask=least",
        "v=1&net=torus&dims=6x5&view=orderly&ask=least",
    ] {
        let (q, e, question) = asked(link);
        let map: Vec<u64> = match &e.result {
            ViewResult::Tcd { map, .. } => map.tcd_map.clone(),
            ViewResult::Orderly(r) => r
                .per_originator
                .clone()
                .unwrap()
                .iter()
                .map(|&t| u64::from(t))
                .collect(),
            ViewResult::Broadcast(_) | ViewResult::Msn { .. } => unreachable!(),
        };
        let least = *map.iter().min().unwrap();
        let mut accepted = 0;
        for (i, &value) in map.iter().enumerate() {
            let at = q.grid.coords(NodeId::new(i)).to_vec();
            let out = check(&question, &Response::Node(at, Some(value)));
            assert_eq!(out.success, value == least, "{link} at {i}");
            accepted += usize::from(out.success);
            if !out.success {
                assert!((out.score - least as f64 / value as f64).abs() < 1e-12);
            }
        }
        if let ViewResult::Tcd { map, .. } = &e.result {
            // 000: the eyes, four of them on 8×8 and 16×16.
            assert_eq!(accepted as u64, map.optimum.count);
        }
        assert!(question.hides_values);
    }
}

#[test]
fn hops_is_the_validated_tcd_and_the_route_length() {
    for seed in 1..4 {
        let (_, e, question) = asked(&format!("v=1&src={seed},2&ask=hops&seed={seed}"));
        let (source, _) = e.tcd().unwrap();
        only(&question, source.tcd);
    }
    let (_, e, question) = asked("v=1&net=msn&dims=10x6&dst=7,3&ask=hops");
    let ViewResult::Msn { route, .. } = &e.result else {
        unreachable!()
    };
    assert_eq!(route.distance, route.distance_bfs);
    only(&question, u64::from(route.distance_bfs));
}

#[test]
fn link_names_the_first_step_a_route_crosses_it() {
    for seed in 1..8 {
        let link = format!("v=1&src=3,1&algo=recursive&ask=link&seed={seed}");
        let (q, _, question) = asked(&link);
        // Recount from the routed schedule itself.
        let analysis = Analysis::new(&q.grid);
        let (schedule, _) = source_schedule(&analysis, &q);
        let (a, b) = (
            q.grid.node(&question.about[0]).unwrap(),
            q.grid.node(&question.about[1]).unwrap(),
        );
        let first = schedule
            .messages
            .iter()
            .filter(|m| {
                route(&q.grid, m.from, m.to, m.route)
                    .iter()
                    .any(|h| h.from == a && q.grid.neighbour(h.from, h.axis, h.forward) == Some(b))
            })
            .map(|m| m.step)
            .min()
            .expect("the link is used");
        only(&question, u64::from(first));
    }
}

#[test]
fn contention_is_the_routing_verdict() {
    for link in [
        "v=1&src=2,2&ask=contention",
        "v=1&dims=4x4&src=1,0&algo=exact&ask=contention",
    ] {
        let (_, e, question) = asked(link);
        let free = e.tcd().unwrap().0.contention_free.unwrap();
        assert!(check(&question, &Response::YesNo(free)).success);
        assert!(!check(&question, &Response::YesNo(!free)).success);
        assert!(!check(&question, &Response::Number(1)).success);
    }
}

#[test]
fn when_is_the_arrival_time_on_orderly_and_wk() {
    for seed in 1..6 {
        let link = format!("v=1&net=torus&dims=9x13&src=0,3&view=orderly&ask=when&seed={seed}");
        let (q, e, question) = asked(&link);
        let ViewResult::Orderly(r) = &e.result else {
            unreachable!()
        };
        let v = q.grid.node(&question.about[0]).unwrap().index();
        only(&question, u64::from(r.arrival[v]));
        assert!(question.hint.contains("label"), "{}", question.hint);

        let link = format!("v=1&net=wk&src=201&ask=when&seed={seed}");
        let (q, e, question) = asked(&link);
        let ViewResult::Broadcast(r) = &e.result else {
            unreachable!()
        };
        let address: String = question.about[0]
            .iter()
            .map(|d| char::from_digit(*d, 10).unwrap())
            .collect();
        let first = r
            .deliveries
            .as_ref()
            .unwrap()
            .iter()
            .filter(|d| d.to == address)
            .map(|d| d.time)
            .min()
            .unwrap();
        only(&question, u64::from(first));
        // All ports, one hop per step: never before the node's distance.
        let v =
            q.wk.node_ids()
                .find(|&v| q.wk.address(v) == address)
                .unwrap();
        assert!(first >= q.wk.distances(q.wk_src)[v.index()]);
    }
}

#[test]
fn seeds_pick_different_questions_and_big_networks_get_none() {
    let prompts: alloc::collections::BTreeSet<String> = (1..12)
        .map(|seed| {
            asked(&format!(
                "v=1&net=torus&dims=9x13&view=orderly&ask=when&seed={seed}"
            ))
            .2
            .prompt
        })
        .collect();
    assert!(prompts.len() >= 5, "{prompts:?}");
    let q = parse("v=1&dims=128x128&ask=hops").query;
    let e = evaluate("v=1&dims=128x128");
    let (source, map) = e.tcd().unwrap();
    let err = question(&q, ViewData::Tcd(source, &map.tcd_map)).unwrap_err();
    assert!(err.contains("4096"), "{err}");
}
