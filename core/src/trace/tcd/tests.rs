use super::*;
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
    let words = route_words(Algo::Optimum, &grid, &s, 1, &members);
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
        .filter(|r| r.sentence.contains("the symmetry"))
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
