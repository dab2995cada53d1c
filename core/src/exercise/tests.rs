use super::*;
use crate::eval::exercise::{ViewData, build, question};
use crate::eval::{Analysis, ViewResult, evaluate, source_schedule};
use crate::grid::NodeId;
use crate::permalink::parse;
use crate::schedule::route;
use crate::text::{Arg, Text};

/// The feedback without its hint: what it says of the answer given.
fn without_hint(t: &Text) -> Text {
    let mut out = t.clone();
    out.args.retain(|(name, _)| name != "hint");
    out
}

/// Whether `t` carries `hint` as its hint.
fn has_hint(t: &Text, hint: &Text) -> bool {
    said::arg(t, "hint") == Some(&Arg::Text(alloc::boxed::Box::new(hint.clone())))
}

/// The question of `link` and the evaluation `castlab eval` prints for it.
fn asked(link: &str) -> (Query, crate::eval::Evaluation, Question) {
    let q = parse(link).query;
    let e = evaluate(link);
    let question = match &e.result {
        ViewResult::Tcd { source, map } => question(&q, ViewData::Tcd(source, &map.tcd_map)),
        ViewResult::Orderly(r) => question(&q, ViewData::Orderly(r)),
        ViewResult::Broadcast(r) => question(&q, ViewData::Wk(r)),
        ViewResult::Msn { route, .. } => question(&q, ViewData::Route(route)),
        ViewResult::Classical(_) => panic!("{link}: the classical view asks no question yet"),
    }
    .unwrap_or_else(|e| panic!("{link}: {e}"));
    (q, e, question)
}

/// A right answer is accepted, and the two neighbouring numbers refused
/// with the hint, never saying which way the answer lies.
fn only(question: &Question, right: u64) {
    assert!(
        check(question, &Response::Number(right), 1).success,
        "{question:?}"
    );
    for wrong in [right + 1, right.saturating_sub(1)]
        .into_iter()
        .filter(|&w| w != right)
    {
        for attempt in 1..=4 {
            let out = check(question, &Response::Number(wrong), attempt);
            assert!(
                !out.success && has_hint(&out.feedback, &question.hint),
                "{wrong}"
            );
            // Only the messages that say how far off, never which way, and
            // no number but the one given.
            let told = without_hint(&out.feedback);
            for id in said::ids(&told) {
                assert!(
                    [
                        "exercise-wrong-number",
                        "exercise-wrong-number-off",
                        "exercise-off-tenth",
                        "exercise-off-under-half",
                        "exercise-off-half-or-more",
                    ]
                    .contains(&id.as_str()),
                    "{told:?}"
                );
            }
            assert_eq!(said::numbers(&told), [wrong as i64], "{told:?}");
        }
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
            ViewResult::Broadcast(_) | ViewResult::Msn { .. } | ViewResult::Classical(_) => {
                unreachable!()
            }
        };
        let least = *map.iter().min().unwrap();
        let mut accepted = 0;
        for (i, &value) in map.iter().enumerate() {
            let at = q.grid.coords(NodeId::new(i)).to_vec();
            let out = check(&question, &Response::Node(at.clone(), Some(value)), 1);
            assert_eq!(out.success, value == least, "{link} at {i}");
            accepted += usize::from(out.success);
            if !out.success {
                assert!((out.score - least as f64 / value as f64).abs() < 1e-12);
                // No hidden value is named: not the pick's, not the least.
                for told in [
                    out.feedback.clone(),
                    check(
                        &question,
                        &Response::Node(at.clone(), Some(value)),
                        TRIES_BEFORE_DISTANCE,
                    )
                    .feedback,
                ] {
                    // The node is named by its coordinates, as a string.
                    let told = without_hint(&told);
                    assert_eq!(said::numbers(&told), [0i64; 0], "{told:?}");
                    assert_eq!(said::strings(&told), [point(&at)], "{told:?}");
                }
                let late = check(
                    &question,
                    &Response::Node(at.clone(), Some(value)),
                    TRIES_BEFORE_DISTANCE,
                );
                let ids = said::ids(&without_hint(&late.feedback));
                assert!(
                    ids.iter()
                        .any(|id| id.starts_with("exercise-off-") && id.ends_with("-least")),
                    "{ids:?}"
                );
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
        assert!(check(&question, &Response::YesNo(free), 1).success);
        let wrong = check(&question, &Response::YesNo(!free), 1);
        assert!(!wrong.success);
        // No "not yes": a wrong yes / no says nothing the other answer
        // would not.
        assert_eq!(wrong.feedback.id, "exercise-wrong-yes-no");
        assert_eq!(without_hint(&wrong.feedback).args, []);
        assert!(!check(&question, &Response::Number(1), 1).success);
        // Right at the second try: nothing left to find.
        assert_eq!(check(&question, &Response::YesNo(free), 2).score, 0.0);
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
        assert!(
            question.hint.id.starts_with("exercise-when-orderly-hint"),
            "{:?}",
            question.hint
        );

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
        let distance = q.wk.distances(q.wk_src)[v.index()];
        assert!(first >= distance);
        // The hint names no number: the distance is the answer whenever
        // the rule takes a shortest way.
        assert_eq!(question.hint.args, [], "{:?}", question.hint);
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
        .map(|prompt| format!("{prompt:?}"))
        .collect();
    assert!(prompts.len() >= 5, "{prompts:?}");
    let q = parse("v=1&dims=128x128&ask=hops").query;
    let e = evaluate("v=1&dims=128x128");
    let (source, map) = e.tcd().unwrap();
    let err = question(&q, ViewData::Tcd(source, &map.tcd_map))
        .unwrap_err()
        .text();
    assert!(said::numbers(&err).contains(&4096), "{err:?}");
}

/// The score falls a quarter per earlier try (all of it on yes / no), and
/// a number's feedback says how far off it is from the third try on, in
/// bands that do not say which way.
#[test]
fn feedback_teaches_without_telling_and_the_score_falls_with_tries() {
    let (_, e, question) = asked("v=1&src=2,2&ask=hops");
    let tcd = e.tcd().unwrap().0.tcd;
    for (attempt, score) in [(1, 1.0), (2, 0.75), (3, 0.5), (4, 0.25), (5, 0.0), (9, 0.0)] {
        assert_eq!(
            check(&question, &Response::Number(tcd), attempt).score,
            score
        );
    }
    // The reason names the wrong tries before the right one, as counted here.
    let first = check(&question, &Response::Number(tcd), 1);
    assert_eq!(first.why, Some(Text::new("exercise-tries-first")));
    for wrong in [1u32, 2, 6] {
        let right = check(&question, &Response::Number(tcd), wrong + 1);
        let why = right.why.expect("a right answer says why");
        assert_eq!(
            (why.id.as_str(), said::numbers(&why)),
            ("exercise-tries-earlier", alloc::vec![i64::from(wrong)]),
            "{wrong} wrong"
        );
    }
    assert_eq!(check(&question, &Response::Number(tcd + 1), 2).why, None);
    let far = check(&question, &Response::Number(tcd * 3), 1).feedback;
    let far_ids = said::ids(&without_hint(&far));
    assert!(
        !far_ids.iter().any(|id| id.starts_with("exercise-off-")),
        "{far:?}"
    );
    for (given, band) in [
        (tcd + 1, "exercise-off-tenth"),
        (tcd - tcd / 4, "exercise-off-under-half"),
        (tcd * 3, "exercise-off-half-or-more"),
        (0, "exercise-off-half-or-more"),
    ] {
        let told = check(&question, &Response::Number(given), TRIES_BEFORE_DISTANCE).feedback;
        let told = without_hint(&told);
        assert!(
            said::ids(&told).iter().any(|id| id == band),
            "{given}: {told:?}"
        );
        assert!(!said::numbers(&told).contains(&(tcd as i64)), "{told:?}");
    }
}

/// On WK, orderly questions name vertices by their addresses, as the page
/// draws them, and a click on one of the least originators is right.
#[test]
fn wk_orderly_asks_in_addresses() {
    for seed in 1..5 {
        let link = format!("v=1&net=wk&w=4&l=2&view=orderly&src=13&ask=when&seed={seed}");
        let (q, e, question) = asked(&link);
        let ViewResult::Orderly(r) = &e.result else {
            unreachable!()
        };
        let digits = &question.about[0];
        assert_eq!(digits.len(), 2, "{digits:?}");
        let address: String = digits.iter().map(|d| format!("{d}")).collect();
        assert_eq!(
            said::arg(&question.prompt, "vertex"),
            Some(&Arg::Str(address.clone())),
            "{:?}",
            question.prompt
        );
        assert_eq!(
            said::arg(&question.prompt, "originator"),
            Some(&Arg::Str("13".into())),
            "{:?}",
            question.prompt
        );
        let v = q.wk.node(digits).expect("the address of a WK(4, 2) node");
        only(&question, u64::from(r.arrival[v.index()]));
    }
    let (q, e, question) = asked("v=1&net=wk&w=3&l=2&view=orderly&ask=least");
    let ViewResult::Orderly(r) = &e.result else {
        unreachable!()
    };
    let times = r.per_originator.as_ref().unwrap();
    let least = *times.iter().min().unwrap();
    for v in q.wk.node_ids() {
        let value = u64::from(times[v.index()]);
        let out = check(&question, &Response::Node(q.wk.digits(v), Some(value)), 1);
        assert_eq!(
            out.success,
            times[v.index()] == least,
            "{}",
            q.wk.address(v)
        );
    }
}

/// Every order of the marked vertex's labels, recounted here originator
/// by originator with the plain arrival times: the target is the best of
/// them, at least one reaches it, and the ordering's own list passes only
/// when it does.
#[test]
fn an_order_question_names_a_target_its_vertex_can_reach() {
    use crate::orderly::{Model, Ordering, Vertex, arrival};
    let networks = [
        ("net=torus&dims=4x4", 1..6),
        ("net=torus&dims=5x5", 1..4),
        ("net=torus&dims=6x6", 1..3),
        ("net=mesh&dims=6x6", 1..3),
        ("net=mesh&dims=3x4", 1..3),
        ("net=wk&w=3&l=3", 1..3),
        ("net=wk&w=4&l=2", 1..3),
    ];
    for (net, seeds) in networks {
        for seed in seeds {
            let link = format!("v=1&{net}&view=orderly&ask=build&seed={seed}");
            let (_, e, question) = asked(&link);
            let ViewResult::Orderly(r) = &e.result else {
                unreachable!()
            };
            let Expect::Order {
                vertex,
                list,
                target,
            } = &question.expect
            else {
                panic!("{link}: {question:?}")
            };
            let ord = Ordering::from_flat(
                r.label_offsets.as_ref().unwrap(),
                r.label_targets.as_ref().unwrap(),
            )
            .unwrap();
            let plain = |o: &Ordering| {
                o.vertices()
                    .map(|u| *arrival(o, u, Model::NonAdaptive).iter().max().unwrap())
                    .max()
                    .unwrap()
            };
            let mut times = Vec::new();
            for order in crate::permutations::of(list) {
                let mut trial = ord.clone();
                let order_v: Vec<Vertex> = order.iter().map(|&w| Vertex::new(w)).collect();
                trial.set_list(Vertex::new(*vertex), &order_v);
                let time = plain(&trial);
                let check = build::check_order(&ord, *vertex, &order).unwrap();
                assert_eq!(check.time, time);
                assert_eq!(check.success(), time <= *target, "{link}");
                times.push(time);
            }
            let orders: usize = (1..=list.len()).product();
            assert_eq!(times.len(), orders, "{link}");
            // Some order misses the target: the choice matters.
            assert!(times.iter().any(|t| t > target), "{link}: {times:?}");
            assert_eq!(times.iter().min(), Some(target), "{link}");
            let own = build::check_order(&ord, *vertex, list).unwrap();
            assert_eq!(own.success(), plain(&ord) == *target, "{link}");
            assert_eq!(
                said::arg(&question.prompt, "time"),
                Some(&Arg::Int(i64::from(*target)))
            );
        }
    }
}

/// A plan that wasted step 1 is named hopeless at once, with the reason;
/// one that can still finish is not.
#[test]
fn a_plan_that_can_no_longer_finish_is_told_so() {
    // 4×4 in 4 steps: after a step 1 with no message, one informed node
    // doubles to at most 8 in the 3 steps left.
    let reach = |t: &Text| {
        (
            said::arg(t, "reach").cloned(),
            said::arg(t, "nodes").cloned(),
        )
    };
    let wasted = |t: &Text| match said::arg(t, "why") {
        Some(Arg::Text(why)) if why.id == "exercise-hopeless-wasted" => {
            said::arg(why, "step").cloned()
        }
        _ => None,
    };
    let hopeless = build::hopeless(16, 4, &[], 2).unwrap();
    assert_eq!(
        reach(&hopeless),
        (Some(Arg::Int(8)), Some(Arg::Int(16))),
        "{hopeless:?}"
    );
    assert_eq!(wasted(&hopeless), Some(Arg::Int(1)), "{hopeless:?}");
    let (a, b, c) = (NodeId::new(0), NodeId::new(1), NodeId::new(2));
    assert_eq!(build::hopeless(16, 4, &[(1, a, b)], 2), None);
    // Step 2 with one message of two: 3 informed, at most 12 by step 4.
    let late = build::hopeless(16, 4, &[(1, a, b), (2, a, c)], 3).unwrap();
    assert_eq!(
        reach(&late),
        (Some(Arg::Int(12)), Some(Arg::Int(16))),
        "{late:?}"
    );
    assert_eq!(wasted(&late), Some(Arg::Int(2)), "{late:?}");
    // Still planning step 1: nothing is closed yet.
    assert_eq!(build::hopeless(16, 4, &[], 1), None);
}

/// Why the rules table offers no `build` on MSN orderly maps: there, both
/// orders of every vertex's two labels give the same b(G), recounted with
/// the plain arrival times, so the grammar refuses the question.
#[test]
fn msn_orders_all_tie_so_the_grammar_asks_no_order() {
    use crate::orderly::{Model, Ordering, Vertex, arrival};
    for dims in ["4x4", "4x6", "6x6"] {
        let link = format!("v=1&net=msn&dims={dims}&view=orderly");
        let e = evaluate(&link);
        let ViewResult::Orderly(r) = &e.result else {
            unreachable!()
        };
        let ord = Ordering::from_flat(
            r.label_offsets.as_ref().unwrap(),
            r.label_targets.as_ref().unwrap(),
        )
        .unwrap();
        let n = ord.nodes() as u32;
        let worst = |o: &Ordering| {
            o.vertices()
                .map(|u| *arrival(o, u, Model::NonAdaptive).iter().max().unwrap())
                .max()
                .unwrap()
        };
        let base = worst(&ord);
        for v in 0..n {
            let mut swapped: Vec<Vertex> = ord.list(Vertex::new(v)).to_vec();
            assert_eq!(swapped.len(), 2, "{link}: vertex {v}");
            swapped.reverse();
            let mut trial = ord.clone();
            trial.set_list(Vertex::new(v), &swapped);
            assert_eq!(worst(&trial), base, "{link}: vertex {v}");
        }
        let asked = parse(&format!("{link}&ask=build"));
        assert_eq!(asked.query.show.ask, None, "{link}");
        // The refusal offers MSN's own questions on that view: least, when.
        let refusal: Vec<Text> = asked.errors.iter().map(|e| e.text()).collect();
        assert!(
            refusal.iter().any(|t| {
                let ids = said::ids(t);
                let strings = said::strings(t);
                ids.iter().any(|id| id == "link-offered-asks-on")
                    && ["least, when", "orderly", "msn"]
                        .iter()
                        .all(|s| strings.iter().any(|x| x == s))
            }),
            "{refusal:?}"
        );
    }
}
