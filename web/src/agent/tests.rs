//! The worker natively: its answers against `castlab eval`, and the work
//! each request causes.

use super::*;
use castlab_core::eval::{ViewResult, evaluate};
use castlab_core::orderly::Vertex;

/// The report of a view answer.
fn report_of(response: Option<Reply>) -> ViewReport {
    match response {
        Some(Reply::View { report, .. }) => *report,
        other => panic!("expected a view report, got {other:?}"),
    }
}

/// The view request the page sends, with `cores` cores.
fn view(permalink: &str, cores: u32) -> Request {
    Request::View {
        permalink: permalink.into(),
        cores,
    }
}

fn map_of(response: Option<Reply>) -> Vec<u64> {
    match response {
        Some(Reply::Map(m)) => m.tcd_map,
        other => panic!("expected a map, got {other:?}"),
    }
}

/// Work runs once: moving the source, the originator or the MSN
/// destination reuses the maps of the configuration, and the answers
/// equal what a fresh engine (and so `castlab eval`) computes.
#[test]
fn a_click_reuses_the_maps_of_its_configuration() {
    let mut engine = Engine::default();
    let link = |src: &str| format!("v=1&dims=32x32&algo=recursive&src={src}");
    let map = map_of(engine.answer(Request::Map {
        permalink: link("0,0"),
    }));
    for src in ["3,4", "31,0", "16,16"] {
        let permalink = link(src);
        let ViewReport::Tcd(report) = report_of(engine.answer(view(&permalink, 1))) else {
            panic!("expected a schedule");
        };
        let ViewResult::Tcd { source, .. } = evaluate(&permalink).result else {
            panic!("expected view=tcd");
        };
        assert_eq!(report.tcd, source.tcd, "{src}");
        let again = map_of(engine.answer(Request::Map { permalink }));
        assert_eq!(again, map);
    }
    assert_eq!(engine.built().analyses, 1);
    // A different grid is new work.
    engine.answer(Request::Map {
        permalink: "v=1&dims=16x32".into(),
    });
    assert_eq!(engine.built().analyses, 2);

    for src in ["0", "5", "100"] {
        let permalink = format!("v=1&net=torus&dims=16x16&view=orderly&algo=pi&src={src}");
        let ViewReport::Orderly { report, .. } = report_of(engine.answer(view(&permalink, 1)))
        else {
            panic!("expected an orderly report");
        };
        let ViewResult::Orderly(fresh) = evaluate(&permalink).result else {
            panic!("expected view=orderly");
        };
        assert_eq!(report.from_source, fresh.from_source, "{src}");
        assert_eq!(report.broadcast_time, fresh.broadcast_time);
    }
    assert_eq!(engine.built().orderly, 1);

    for dst in ["1,1", "6,2"] {
        let permalink = format!("v=1&net=msn&dims=16x16&view=mnb&src=3,5&dst={dst}");
        assert!(matches!(
            report_of(engine.answer(view(&permalink, 1))),
            ViewReport::Msn(_)
        ));
    }
    assert_eq!(engine.built().msn_tasks, 1);

    let cube = |src: &str| format!("v=1&net=cube&m=6&view=classical&algo=greedy&src={src}");
    for src in ["000000", "101101", "111111"] {
        let ViewReport::Classical(report) = report_of(engine.answer(view(&cube(src), 1))) else {
            panic!("expected a classical report");
        };
        let ViewResult::Classical(fresh) = evaluate(&cube(src)).result else {
            panic!("expected view=classical");
        };
        assert_eq!(report, *fresh, "{src}");
    }
    assert_eq!(engine.built().classical, 1);
    // Another algorithm is another map.
    engine.answer(view(&cube("000000").replace("greedy", "tree"), 1));
    assert_eq!(engine.built().classical, 2);
}

/// A propagation split in parts (each computed by a fresh engine, as
/// by a helper worker) answers exactly what one worker and
/// `castlab eval` do, for any number of parts.
#[test]
fn a_split_propagation_answers_what_one_worker_does() {
    let link = "v=1&net=torus&dims=67x7&view=orderly&src=4,2";
    let mut one = Engine::default();
    let ViewReport::Orderly {
        report: whole,
        workers: 1,
    } = report_of(one.answer(view(link, 1)))
    else {
        panic!("expected an orderly report from one worker");
    };
    let ViewResult::Orderly(cli) = evaluate(link).result else {
        panic!("expected view=orderly");
    };
    assert_eq!(whole.per_originator, cli.per_originator);
    for parts in [2u32, 3, 8] {
        let mut split = Engine {
            split_pairs: 0,
            ..Engine::default()
        };
        let Some(OrderlyStart::Split(pending)) = split.begin_orderly(link, parts) else {
            panic!("expected a split");
        };
        let (offsets, targets) = pending.ordering().as_flat();
        // T_67×7 has no automorphism: its parts run in translated lanes.
        assert_eq!(pending.plan().lane_sides(), Some(&[67, 7][..]));
        let mut times = Vec::new();
        for part in 0..parts as usize {
            let range = pending.plan().part(part, parts as usize);
            let Some(Reply::Times(t)) = Engine::default().answer(Request::Times {
                offsets: offsets.to_vec(),
                targets: castlab_core::orderly::Vertex::numbers(targets),
                sources: pending.plan().representatives()[range].to_vec(),
                lane_sides: pending.plan().lane_sides().map(<[u32]>::to_vec),
            }) else {
                panic!("expected times");
            };
            times.extend(t);
        }
        let ViewReport::Orderly { report, workers } =
            report_of(Some(split.finish_orderly(link, *pending, &times, parts)))
        else {
            panic!("expected an orderly report");
        };
        assert_eq!(workers, parts);
        assert_eq!(report.per_originator, whole.per_originator, "{parts} parts");
        assert_eq!(report.broadcast_time, whole.broadcast_time);
        // Moving the originator reuses the split result.
        let moved = "v=1&net=torus&dims=67x7&view=orderly&src=9,0";
        let Some(OrderlyStart::Answer(answer)) = split.begin_orderly(moved, parts) else {
            panic!("expected the kept analysis to answer");
        };
        assert!(matches!(
            report_of(Some(*answer)),
            ViewReport::Orderly { workers, .. } if workers == parts
        ));
        assert_eq!(split.built().orderly, 1);
    }
    // A hostile part is refused, not a panic.
    for (offsets, targets, sources) in [
        (vec![0, 1, 2], vec![1, 0], vec![5]),
        (vec![0, 3], vec![0], vec![0]),
        (vec![], vec![], vec![]),
    ] {
        let request = Request::Times {
            offsets,
            targets,
            sources: sources.into_iter().map(Vertex::new).collect(),
            lane_sides: Some(vec![67, 7]),
        };
        assert!(Engine::default().answer(request).is_none());
    }
    // Sides that do not fit the ordering fall back to plain batches.
    let Some(Reply::Times(t)) = Engine::default().answer(Request::Times {
        offsets: vec![0, 1, 2],
        targets: vec![1, 0],
        sources: vec![Vertex::new(0), Vertex::new(1)],
        lane_sides: Some(vec![0, 4_000_000_000]),
    }) else {
        panic!("expected times");
    };
    assert_eq!(t, [1, 1], "two vertices sending to each other");
}

/// Stepping through a schedule too big to list costs no new schedule,
/// and its layers add up to what the validator counted: 2^s nodes
/// informed after step s, 2^(s−1) messages in it, the hops summing to
/// the TCD of the source report (and of `castlab eval`).
#[test]
fn layers_step_through_the_kept_schedule() {
    let mut engine = Engine::default();
    let permalink = "v=1&dims=128x128&algo=recursive&src=5,77".to_string();
    let ViewReport::Tcd(report) = report_of(engine.answer(view(&permalink, 1))) else {
        panic!("expected a schedule");
    };
    assert!(report.schedule.is_none(), "not listed above SCHEDULE_LIMIT");
    let ViewResult::Tcd { source, .. } = evaluate(&permalink).result else {
        panic!("expected view=tcd");
    };
    assert_eq!(report.tcd, source.tcd);
    let mut hops = 0;
    for step in 0..=report.steps {
        let Some(Reply::Layer(layer)) = engine.answer(Request::Layer {
            permalink: permalink.clone(),
            step,
        }) else {
            panic!("expected a layer");
        };
        let informed = layer
            .informed
            .iter()
            .filter(|&&t| u32::from(t) <= step)
            .count();
        assert_eq!(informed, 1 << step);
        assert_eq!(layer.messages, if step == 0 { 0 } else { 1 << (step - 1) });
        if report.contention_free == Some(true) {
            assert!(layer.load.iter().all(|&l| l <= 1));
        }
        hops += layer.hops;
    }
    assert_eq!(hops, report.tcd);
    assert_eq!(engine.built().schedules, 1);
}

/// Plans in translated lanes are split over helpers only from
/// `LANE_SPLIT_FACTOR` times `SPLIT_PAIRS`: T_127×127 stays in one worker,
/// T_183×181 is split, and plain batches still split from `SPLIT_PAIRS`.
#[test]
fn lanes_split_only_past_their_larger_threshold() {
    let engine = Engine::default();
    let pending = |dims: &str| {
        let link = format!("v=1&net=torus&dims={dims}&view=orderly");
        match OrderlyAnalysis::prepare(&castlab_core::permalink::parse(&link).query) {
            Prepared::Times(pending) => pending,
            Prepared::Done(_) => panic!("{dims}: expected work left"),
        }
    };
    let nodes = |m: u64, n: u64| m * n;
    let small = pending("127x127");
    assert!(small.plan().lane_sides().is_some());
    assert_eq!(small.pairs(), nodes(127, 127).pow(2));
    assert!(small.pairs() >= SPLIT_PAIRS && small.pairs() < engine.split_from(&small));
    let big = pending("183x181");
    assert!(big.plan().lane_sides().is_some());
    assert!(big.pairs() >= engine.split_from(&big));
    let plain = pending("256x256");
    assert!(plain.plan().lane_sides().is_none());
    assert!(plain.pairs() >= SPLIT_PAIRS);
    assert_eq!(engine.split_from(&plain), SPLIT_PAIRS);
}

/// The hover's message of a big schedule is the message `castlab eval`
/// lists for that node (checked on a grid small enough to list), and the
/// layers and the hovers share one schedule build.
#[test]
fn the_informer_of_a_node_is_the_listed_message() {
    let mut engine = Engine::default();
    let permalink = "v=1&dims=16x16&src=5,9&algo=recursive";
    let ViewResult::Tcd { source, .. } = evaluate(permalink).result else {
        panic!("expected view=tcd");
    };
    let listed = source.schedule.expect("16x16 lists its messages");
    let grid = castlab_core::permalink::parse(permalink).query.grid;
    for coords in [[0u32, 0], [15, 15], [6, 9], [5, 9]] {
        let node = grid.node(&coords).expect("on the grid").index() as u32;
        let Some(Reply::Informer(answer)) = engine.answer(Request::Informer {
            permalink: permalink.into(),
            node,
        }) else {
            panic!("expected an informer");
        };
        let want = listed
            .iter()
            .find(|m| m.to == coords)
            .map(|m| (m.step, m.from.clone(), m.hops));
        assert_eq!(answer.message, want, "{coords:?}");
    }
    engine.answer(Request::Layer {
        permalink: permalink.into(),
        step: 3,
    });
    assert_eq!(engine.built().schedules, 1);
}
