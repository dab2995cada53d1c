//! Judging a classical schedule built by hand: each schedule here is
//! written out by hand (its calls from the hypercube's addresses, XOR by
//! XOR), with its fault stated, and the expected verdict follows from the
//! telephone model's rules, not from the validator's output.

use super::*;
use crate::eval::classical_report;
use crate::exercise::said;
use crate::permalink::parse;
use crate::text::Arg;

/// The argument `name` of `t`.
fn arg(t: &Text, name: &str) -> Option<Arg> {
    said::arg(t, name).cloned()
}

fn int(n: u32) -> Option<Arg> {
    Some(Arg::Int(i64::from(n)))
}

fn string(s: &str) -> Option<Arg> {
    Some(Arg::Str(s.into()))
}

fn cube(src: &str) -> (Query, ClassicalReport) {
    let q = parse(&format!("v=1&net=cube&m=3&view=classical&src={src}")).query;
    let r = classical_report(&q);
    (q, r)
}

/// The binomial tree from `u` on Q_3, written out: in round i every
/// informed vertex calls across dimension i (bit i − 1).
fn binomial_from(u: u32) -> Vec<PlannedCall> {
    let mut informed = alloc::vec![u];
    let mut plan = Vec::new();
    for bit in 0..3 {
        let round: Vec<PlannedCall> = informed
            .iter()
            .map(|&v| (bit + 1, v, v ^ (1 << bit)))
            .collect();
        informed.extend(round.iter().map(|c| c.2));
        plan.extend(round);
    }
    plan
}

#[test]
fn the_binomial_tree_from_every_vertex_of_q3_scores_full_marks() {
    for u in 0..8u32 {
        let addr = format!("{:03b}", u);
        let (q, r) = cube(&addr);
        assert_eq!(r.originator, u, "{addr}");
        let c = check_calls(&q, &r, &binomial_from(u));
        assert!(c.complete, "{addr}: {c:?}");
        // 3 rounds = ⌈log₂ 8⌉, the least any broadcast on 8 vertices takes.
        assert_eq!((c.rounds, c.informed, c.nodes, c.score), (3, 8, 8, 1.0));
        let said = c.verdict.unwrap();
        assert_eq!(said.id, "exercise-verdict-exact", "{said:?}");
        assert_eq!(
            (arg(&said, "rounds"), arg(&said, "u")),
            (int(3), string(&addr))
        );
    }
}

#[test]
fn a_schedule_one_round_longer_scores_three_quarters() {
    let (q, r) = cube("000");
    // Round 1: 000 → 001. Round 2: 000 → 010 only (001 idles). Round 3:
    // 000 → 100, 001 → 011, 010 → 110. Round 4: 001 → 101, 011 → 111.
    let plan = [
        (1, 0, 1),
        (2, 0, 2),
        (3, 0, 4),
        (3, 1, 3),
        (3, 2, 6),
        (4, 1, 5),
        (4, 3, 7),
    ];
    let c = check_calls(&q, &r, &plan);
    assert!(c.complete && c.violation.is_none(), "{c:?}");
    assert_eq!(c.rounds, 4);
    // b(000) = 3 exactly, so 3 of 4.
    assert_eq!(c.score, 0.75);
    let said = c.verdict.unwrap();
    assert_eq!(said.id, "exercise-verdict-exact-more", "{said:?}");
    assert_eq!(
        [
            arg(&said, "rounds"),
            arg(&said, "u"),
            arg(&said, "best"),
            arg(&said, "more")
        ],
        [int(4), string("000"), int(3), int(1)]
    );
}

#[test]
fn each_broken_rule_is_named_with_the_call_that_breaks_it() {
    let (q, r) = cube("000");
    // 001 calls in round 1, but only 000 knows the message.
    let c = check_calls(&q, &r, &[(1, 1, 3)]);
    assert_eq!(c.rule, Some("caller-uninformed"));
    let said = c.violation.unwrap();
    assert_eq!(said.id, "exercise-call-uninformed");
    assert_eq!(
        (arg(&said, "round"), arg(&said, "from")),
        (int(1), string("001"))
    );
    assert_eq!((c.broken, c.complete, c.score), (Some(0), false, 0.0));
    // 000 calls twice in round 1: the second call is the one too many.
    let c = check_calls(&q, &r, &[(1, 0, 1), (1, 0, 2)]);
    assert_eq!(c.rule, Some("two-calls"));
    let said = c.violation.unwrap();
    assert_eq!(said.id, "exercise-call-two-calls");
    assert_eq!(
        (arg(&said, "round"), arg(&said, "vertex")),
        (int(1), string("000"))
    );
    assert_eq!(c.broken, Some(1));
    // 000 and 011 differ in two bits: no link joins them.
    let c = check_calls(&q, &r, &[(1, 0, 1), (2, 0, 3)]);
    assert_eq!(c.rule, Some("not-a-link"));
    let said = c.violation.unwrap();
    assert_eq!(said.id, "exercise-call-not-a-link");
    assert_eq!(
        [arg(&said, "round"), arg(&said, "from"), arg(&said, "to")],
        [int(2), string("000"), string("011")]
    );
    assert_eq!(c.broken, Some(1));
    // Two rounds that keep the rules but leave 100, 101, 110, 111 out:
    // no rule broken yet, the first left out (100) named.
    let c = check_calls(&q, &r, &[(1, 0, 1), (2, 0, 2), (2, 1, 3)]);
    assert_eq!((c.violation, c.rule, c.broken), (None, None, None));
    let said = c.left_out.unwrap();
    assert_eq!(said.id, "exercise-call-never-informed");
    assert_eq!(arg(&said, "vertex"), string("100"));
    assert_eq!((c.informed, c.complete, c.verdict), (4, false, None));
}

/// Where the report does not know b(u) (the matching heuristic on UB(2, 5)
/// stops above the lower bound), a schedule is scored against the best
/// known, and the verdict says b(u) is open; a network small enough for
/// the exhaustive search (WK(4, 2), 16 vertices) is settled by it.
#[test]
fn without_an_exact_value_the_best_known_is_the_yardstick_and_said() {
    let q = parse("v=1&net=debruijn&m=5&view=classical").query;
    let r = classical_report(&q);
    assert!(!r.models.classical_exact);
    let best = r.models.classical;
    // castlab's own best schedule, replayed as a plan, ties it.
    let own =
        crate::eval::classical_schedule(&*q.network().unwrap(), r.models.classical_by, 0).unwrap();
    let plan: Vec<PlannedCall> = own.calls().map(|(t, c)| (t, c.from, c.to)).collect();
    let c = check_calls(&q, &r, &plan);
    assert_eq!((c.complete, c.rounds, c.score), (true, best, 1.0));
    let said = c.verdict.unwrap();
    assert_eq!(said.id, "exercise-verdict-ties", "{said:?}");
    assert_eq!(
        [arg(&said, "u"), arg(&said, "lower"), arg(&said, "best")],
        [string("00000"), int(r.lower_bound), int(best)]
    );
    // WK(4, 2) from 00: the heuristic is no proof, the search is.
    let q = parse("v=1&net=wk&w=4&l=2&view=classical").query;
    let r = classical_report(&q);
    assert!(!r.models.classical_exact);
    let own = crate::eval::classical_schedule(&*q.network().unwrap(), Algo::Greedy, 0).unwrap();
    let plan: Vec<PlannedCall> = own.calls().map(|(t, c)| (t, c.from, c.to)).collect();
    let searched = classical::completion(
        &classical::validate(
            &&*q.network().unwrap(),
            &classical::exact(&&*q.network().unwrap(), 0).unwrap(),
        )
        .unwrap(),
    );
    let c = check_calls(&q, &r, &plan);
    let said = c.verdict.unwrap();
    let how = match arg(&said, "how") {
        Some(Arg::Text(how)) => how.id.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(arg(&said, "u"), string("00"));
    if c.rounds == searched {
        assert_eq!(said.id, "exercise-verdict-exact", "{said:?}");
        assert_eq!(how, "exercise-exact-searched");
    } else {
        assert_eq!(said.id, "exercise-verdict-exact-more", "{said:?}");
        assert_eq!(arg(&said, "best"), int(searched));
    }
    assert_eq!(c.score, f64::from(searched) / f64::from(c.rounds));
}

#[test]
fn a_network_over_64_vertices_is_refused_naming_the_limit() {
    use crate::eval::exercise::{NoQuestion, ViewData, question};
    let q = parse("v=1&net=cube&m=7&view=classical&ask=build").query;
    let r = classical_report(&q);
    assert_eq!(
        question(&q, ViewData::Classical(&r)),
        Err(NoQuestion::TooLargeToCall { nodes: 128 })
    );
    let said = NoQuestion::TooLargeToCall { nodes: 128 }.text();
    assert_eq!(said.id, "exercise-refused-too-large-call");
    assert_eq!(
        (arg(&said, "max"), arg(&said, "nodes")),
        (int(64), int(128))
    );
    // Q_6, 64 vertices, is asked: the prompt names no number of rounds.
    let q = parse("v=1&net=cube&m=6&view=classical&ask=build").query;
    let r = classical_report(&q);
    let asked = question(&q, ViewData::Classical(&r)).unwrap();
    assert_eq!(asked.expect, crate::exercise::Expect::Plan);
    assert_eq!(
        asked.prompt.args,
        [("originator".into(), Arg::Str("000000".into()))],
        "{:?}",
        asked.prompt
    );
}
