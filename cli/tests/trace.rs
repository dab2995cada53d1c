//! `castlab eval --trace`: the JSON without the flag is unchanged, and the
//! trace agrees with the numbers the same JSON prints (the schedule
//! listing, the receptions, the arrival times), which come from the
//! validator and the simulations, not from the trace.

use std::collections::BTreeSet;
use std::process::Command;

use serde_json::{Map, Value};

fn eval(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .arg("eval")
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The link's JSON with and without `--trace`, checked to differ only by
/// the keys the flag adds (`regions` on a halving TCD schedule); returns
/// the traced one.
fn traced(link: &str) -> Map<String, Value> {
    let plain = eval(&[link]);
    let Value::Object(mut with) = eval(&["--trace", link]) else {
        panic!("an object")
    };
    let traced = with.clone();
    assert!(with.remove("pseudocode").is_some(), "{link}");
    assert!(with.remove("trace").is_some(), "{link}");
    with.remove("regions");
    assert_eq!(
        Value::Object(with),
        plain,
        "{link}: --trace changed a number"
    );
    assert!(plain.get("trace").is_none());
    traced
}

fn reasons(t: &Map<String, Value>) -> &Vec<Value> {
    t["trace"].as_array().unwrap()
}

fn count(t: &Map<String, Value>) -> u64 {
    reasons(t)
        .iter()
        .map(|r| r["count"].as_u64().unwrap())
        .sum()
}

#[test]
fn the_8x8_trace_lists_exactly_the_validated_schedule() {
    for link in [
        "v=1&src=2,2",
        "v=1&src=3,1&algo=recursive",
        "v=1&src=5,6&algo=symmetric",
        "v=1&src=2,3&cert=1",
        "v=1&dims=4x4&src=1,0&algo=exact",
    ] {
        let t = traced(link);
        // Every reason of these small grids lists all its messages.
        let mut from_trace = BTreeSet::new();
        for r in reasons(&t) {
            let step = r["step"].as_u64().unwrap();
            let line = r["line"].as_u64().unwrap() as usize;
            assert!(line >= 1 && line <= t["pseudocode"]["lines"].as_array().unwrap().len());
            assert!(!r["sentence"].as_str().unwrap().is_empty());
            for m in r["messages"].as_array().unwrap() {
                assert!(
                    from_trace.insert((step, m["from"].to_string(), m["to"].to_string())),
                    "{link}: twice"
                );
            }
        }
        let from_schedule: BTreeSet<_> = t["schedule"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["step"].as_u64().unwrap(),
                    m["from"].to_string(),
                    m["to"].to_string(),
                )
            })
            .collect();
        assert_eq!(from_trace, from_schedule, "{link}");
        assert_eq!(count(&t), t["messages"].as_u64().unwrap());
    }
}

#[test]
fn wk_orderly_and_msn_traces_count_what_their_reports_count() {
    let wk = traced("v=1&net=wk&src=201");
    assert_eq!(count(&wk), wk["receptions"].as_u64().unwrap());
    assert_eq!(reasons(&wk)[0]["step"], 1);
    let stack = traced("v=1&net=wk&src=201&algo=stack");
    assert_eq!(count(&stack), stack["receptions"].as_u64().unwrap());

    // Orderly: one informing message per vertex but the originator, each
    // at the time the arrival map gives the receiver.
    let o = traced("v=1&net=torus&dims=9x13&src=0,3&view=orderly");
    let arrival = o["arrival"].as_array().unwrap();
    assert_eq!(count(&o), arrival.len() as u64 - 1);
    for r in reasons(&o) {
        for m in r["messages"].as_array().unwrap() {
            let to: Vec<u64> = m["to"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect();
            let index = (to[0] + 9 * to[1]) as usize;
            assert_eq!(arrival[index], r["step"]);
        }
    }

    // MSN total exchange: the trace's last slot is the report's, and the
    // route's trace has a reason per hop of the route.
    let te = traced("v=1&net=msn&view=te");
    let last = reasons(&te)
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .max();
    assert_eq!(last, Some(te["slots"].as_f64().unwrap().ceil() as u64));
    let route = traced("v=1&net=msn&dst=3,5");
    assert_eq!(
        reasons(&route).len() as u64,
        route["distance"].as_u64().unwrap()
    );
}

#[test]
fn big_grids_list_a_sample_and_count_the_rest() {
    let t = traced("v=1&dims=64x64&src=5,9");
    assert_eq!(count(&t), 64 * 64 - 1);
    assert!(
        reasons(&t)
            .iter()
            .all(|r| r["messages"].as_array().unwrap().len() <= 64)
    );
}

#[test]
fn an_ask_link_prints_its_question_with_the_answer_from_the_same_numbers() {
    let hops = eval(&["v=1&src=2,2&ask=hops"]);
    assert_eq!(hops["exercise"]["expect"]["number"], hops["tcd"]);
    assert_eq!(hops["exercise"]["ask"], "hops");
    let least = eval(&["v=1&ask=least"]);
    let mut nodes = least["exercise"]["expect"]["node"]
        .as_array()
        .unwrap()
        .clone();
    let mut optimal = least["optimum"]["sources"].as_array().unwrap().clone();
    nodes.sort_by_key(|v| v.to_string());
    optimal.sort_by_key(|v| v.to_string());
    assert_eq!(nodes, optimal);
    let refused = eval(&["v=1&dims=128x128&ask=hops"]);
    assert!(
        refused["exercise"]["refused"]
            .as_str()
            .unwrap()
            .contains("4096")
    );
    // Without ask= there is no exercise key (stored links print as before).
    assert!(eval(&["v=1&src=2,2"]).get("exercise").is_none());
}
