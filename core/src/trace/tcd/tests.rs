use super::*;
use crate::eval::english::english;
use crate::eval::{Analysis, source_schedule};
use crate::permalink::parse;

/// The trace of a link's schedule as the page and the CLI build it.
fn traced(link: &str) -> (Grid, Schedule, Vec<Group<Key>>, Option<Trace>) {
    let q = parse(link).query;
    let analysis = Analysis::new(&q.grid);
    let (schedule, _) = source_schedule(&analysis, &q);
    let groups = groups(q.algo, &q.grid, &schedule).expect("the trace covers the schedule");
    let trace = trace(q.algo, &q.grid, &schedule, None).unwrap();
    (q.grid, schedule, groups, trace)
}

/// The aligned block of side 2^level holding `c` on `axis`, and the half
/// of it.
fn block(c: u32, level: u8) -> (u32, u32) {
    (c >> level, c >> (level - 1) & 1)
}

/// A halving rule's claim, checked from the coordinates alone: sender and
/// receiver share their block of side 2^level and lie in different halves
/// exactly on `axis`; "straight across" changes only `axis`.
fn check_rule(grid: &Grid, m: &Message) {
    let (f, t) = (grid.coords(m.from), grid.coords(m.to));
    let (level, axis, straight) = match m.why {
        Why::Holder { level, axis } => (level, axis, false),
        Why::Across { level, axis } => (level, axis, true),
        Why::Target { level, axis } => (level, axis, false),
        Why::Split { .. } | Why::Numbered | Why::Untraced => return,
    };
    for a in 0..grid.dims() {
        let (bf, hf) = block(f[a], level);
        let (bt, ht) = block(t[a], level);
        assert_eq!(bf, bt, "{m:?} leaves its block on axis {a}");
        assert_eq!(hf != ht, a == usize::from(axis), "{m:?} on axis {a}");
        if straight && a != usize::from(axis) {
            assert_eq!(f[a], t[a], "{m:?} is not straight");
        }
    }
}

#[test]
fn every_8x8_source_is_traced_once_per_message_by_its_rule() {
    for algo in ["paper", "symmetric", "recursive"] {
        for y in 0..8 {
            for x in 0..8 {
                let (grid, schedule, groups, trace) =
                    traced(&format!("v=1&src={x},{y}&algo={algo}"));
                let covered: usize = groups.iter().map(|g| g.members.len()).sum();
                assert_eq!(covered, 63);
                for m in &schedule.messages {
                    check_rule(&grid, m);
                }
                let trace = trace.unwrap();
                let counted: u64 = trace.reasons.iter().map(|r| r.count).sum();
                assert_eq!(counted, 63, "{algo} from ({x},{y})");
                for r in &trace.reasons {
                    assert!(r.line >= 1 && r.line as usize <= trace.pseudocode.lines.len());
                }
            }
        }
    }
}

#[test]
fn algorithm_1_names_its_bullets_in_order() {
    // From (2,2) the level-3 phase is steps 1-2: step 1 is bullet 2 (line
    // 2), step 2 has the holder's message (line 3) and E_k(2)'s (line 4).
    let (_, _, _, trace) = traced("v=1&src=2,2");
    let trace = trace.unwrap();
    let lines = |step| trace.at(step).map(|r| r.line).collect::<Vec<_>>();
    assert_eq!(lines(1), [2]);
    assert_eq!(lines(2), [3, 4]);
    // Every level repeats the pattern: one holder message per submesh.
    let holders = |step| {
        trace
            .at(step)
            .filter(|r| r.rule == "holder")
            .map(|r| r.count)
            .sum::<u64>()
    };
    assert_eq!(
        [1, 1, 4, 4, 16, 16].to_vec(),
        (1..=6).map(holders).collect::<Vec<_>>()
    );
}

#[test]
fn larger_grids_are_covered_and_keep_their_rules() {
    for link in [
        "v=1&dims=16x16&src=5,9",
        "v=1&dims=8x8x8&src=2,2,2",
        "v=1&dims=8x8x8&src=7,1,4&algo=symmetric",
        "v=1&dims=4x4x4x4&src=1,2,3,0",
        "v=1&dims=16x16&src=3,1&algo=recursive",
        "v=1&dims=4x4x4&src=1,0,0&algo=recursive",
        "v=1&net=torus&dims=16x16&src=5,9",
    ] {
        let (grid, schedule, groups, trace) = traced(link);
        let n = grid.node_count();
        assert_eq!(groups.iter().map(|g| g.members.len()).sum::<usize>(), n - 1);
        assert_eq!(
            trace.unwrap().reasons.iter().map(|r| r.count).sum::<u64>(),
            n as u64 - 1
        );
        if !grid.is_torus() {
            schedule.messages.iter().for_each(|m| check_rule(&grid, m));
        }
    }
}

#[test]
fn exact_splits_halve_and_certificates_number() {
    // In a time-step-optimal broadcast the receiver at step t takes over
    // N / 2^t nodes.
    for y in 0..4 {
        for x in 0..4 {
            let (_, schedule, _, _) = traced(&format!("v=1&dims=4x4&src={x},{y}&algo=exact"));
            for m in &schedule.messages {
                assert_eq!(
                    m.why,
                    Why::Split {
                        nodes: (16 >> m.step) as u8
                    }
                );
            }
        }
    }
    let (_, schedule, groups, trace) = traced("v=1&src=2,3&cert=1");
    assert!(schedule.messages.iter().all(|m| m.why == Why::Numbered));
    // One reason per step: 1, 2, 4, … 32 messages.
    let sizes: Vec<usize> = groups.iter().map(|g| g.members.len()).collect();
    assert_eq!(sizes, [1, 2, 4, 8, 16, 32]);
    assert_eq!(trace.unwrap().pseudocode.lines.len(), 3);
}

#[test]
fn a_turned_route_names_a_link_its_xy_route_really_shares() {
    // Two messages into (2,2) of a 3×3 mesh: under XY both use
    // (2,1)→(2,2)... (0,1)→(2,2) goes (0,1)→(1,1)→(2,1)→(2,2) and
    // (1,1)→(2,2) goes (1,1)→(2,1)→(2,2); routing assigns one of them YX.
    let grid = Grid::mesh(&[3, 3]).unwrap();
    let n = |x: u32, y: u32| grid.node(&[x, y]).unwrap();
    let mut s = Schedule::dimension_ordered(
        n(0, 1),
        1,
        [
            (1, n(0, 1), n(2, 2), Why::Numbered),
            (1, n(1, 1), n(2, 2), Why::Numbered),
        ],
        |v| v,
    );
    crate::schedule::assign_routes(&grid, &mut s);
    let turned: Vec<&Message> = s
        .messages
        .iter()
        .filter(|m| m.route != AxisOrder::DIMENSION_ORDER)
        .collect();
    assert_eq!(turned.len(), 1);
    let (link, other) = clash(&grid, &s, 1, turned[0]).expect("XY clashes");
    // The first shared link of the two XY routes, by hand.
    assert_eq!(link, "(1,1)→(2,1)");
    assert_ne!(other.from, turned[0].from);
    let members: Vec<&Message> = s.messages.iter().collect();
    let words = english(&route_words(Algo::Optimum, &grid, &s, 1, &members).expect("a turn"));
    assert!(
        words.contains("routed yx instead of xy: xy would share the link (1,1)→(2,1)"),
        "{words}"
    );
}

#[test]
fn symmetric_routes_say_they_follow_the_rotation() {
    let (_, schedule, _, trace) = traced("v=1&dims=8x8x8&src=7,1,4&algo=symmetric");
    let turned = schedule
        .messages
        .iter()
        .filter(|m| m.route != AxisOrder::DIMENSION_ORDER)
        .count();
    let trace = trace.unwrap();
    let said: Vec<&Reason> = trace
        .reasons
        .iter()
        .filter(|r| english(&r.sentence).contains("the symmetry"))
        .collect();
    assert_eq!(turned > 0, !said.is_empty());
}

#[test]
fn untraced_messages_are_refused() {
    let grid = Grid::mesh(&[2]).unwrap();
    let s = Schedule::dimension_ordered(
        crate::grid::NodeId::new(0),
        1,
        [(1, 0usize, 1usize, Why::Untraced)],
        crate::grid::NodeId::new,
    );
    assert_eq!(
        groups(Algo::Paper, &grid, &s),
        Err(TraceError::Untraced { message: 0 })
    );
}

/// On-screen rotations of a block of side `s` (x right, y down): a point
/// and the image of a unit step under each named turn.
fn turned(turn: &str, (x, y): (i64, i64), s: i64) -> (i64, i64) {
    let m = s - 1;
    match turn {
        "as drawn" => (x, y),
        // Anticlockwise on the page: the top-right corner goes to the top left.
        "a quarter turn anticlockwise" => (y, m - x),
        "a quarter turn clockwise" => (m - y, x),
        "half a turn" => (m - x, m - y),
        other => panic!("unknown turn {other}"),
    }
}

/// Every 2-D holder sentence of Algorithm 1 on 8×8 and 16×16, read back
/// and checked by turning the block on the page: the named turn puts the
/// holder in the upper-left quarter, and the named eye's side of the
/// turned block lies where the example message goes.
#[test]
fn the_narration_names_the_turn_that_puts_the_holder_upper_left() {
    let words = [
        ("to the right", (1, 0)),
        ("to the left", (-1, 0)),
        ("down", (0, 1)),
        ("up", (0, -1)),
    ];
    let mut turns = alloc::collections::BTreeSet::new();
    for side in [8u32, 16] {
        for y in 0..side {
            for x in 0..side {
                let link = format!("v=1&dims={side}x{side}&src={x},{y}&trace=1");
                let (_, _, _, trace) = traced(&link);
                for r in trace.unwrap().reasons.iter().filter(|r| r.rule == "holder") {
                    let s = &english(&r.sentence);
                    let m = &r.messages[0];
                    let (from, to) = (&m.from, &m.to);
                    let level_side = s
                        .split(" submesh")
                        .next()
                        .and_then(|h| h.rsplit(' ').next())
                        .and_then(|t| t.split('×').next())
                        .and_then(|t| t.parse::<i64>().ok())
                        .or_else(|| {
                            (s.contains(&format!("{side}×{side} mesh"))).then_some(side as i64)
                        })
                        .unwrap_or_else(|| panic!("{link}: no side in {s}"));
                    let turn = [
                        "as drawn",
                        "a quarter turn anticlockwise",
                        "a quarter turn clockwise",
                        "half a turn",
                    ]
                    .into_iter()
                    .find(|t| s.contains(t))
                    .unwrap_or_else(|| panic!("{link}: no turn in {s}"));
                    turns.insert(turn);
                    let local = (
                        i64::from(from[0]) % level_side,
                        i64::from(from[1]) % level_side,
                    );
                    let (tx, ty) = turned(turn, local, level_side);
                    assert!(
                        tx < level_side / 2 && ty < level_side / 2,
                        "{link}: {turn} leaves {local:?} at ({tx},{ty})"
                    );
                    // The message's step on the page, and the same step in the
                    // turned block: the upper-right eye is to the right there,
                    // the lower half's eye below.
                    // Across x or across y, by the axis the sentence names.
                    let across_x = s.contains("across x");
                    let step = if across_x {
                        ((i64::from(to[0]) - i64::from(from[0])).signum(), 0)
                    } else {
                        (0, (i64::from(to[1]) - i64::from(from[1])).signum())
                    };
                    let (word, _) = words.iter().find(|(_, d)| *d == step).unwrap();
                    assert!(
                        s.contains(&format!("is {word}")) || s.contains(&format!("is then {word}")),
                        "{link}: {s}"
                    );
                    let a = turned(turn, local, level_side);
                    let b = turned(turn, (local.0 + step.0, local.1 + step.1), level_side);
                    let seen = (b.0 - a.0, b.1 - a.1);
                    let expected = if s.contains("upper-right eye") {
                        (1, 0)
                    } else {
                        (0, 1)
                    };
                    assert_eq!(seen, expected, "{link}: {s}");
                }
            }
        }
    }
    assert_eq!(turns.len(), 4, "every turn is met: {turns:?}");
}
