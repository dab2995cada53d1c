//! `castlab eval` as a user runs it: a process, a query, JSON on stdout.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn castlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .output()
        .expect("castlab runs")
}

fn eval(query: &str) -> Value {
    let out = castlab(&["eval", query]);
    assert!(out.status.success(), "{query}: {out:?}");
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

#[test]
fn the_issue_example_has_the_required_keys_and_the_printed_optimum() {
    let v = eval("v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper");
    // (2,2) is an eye of the 8x8 mesh: paper 000 prints MD_3(E_3) = 69.
    assert_eq!(v["tcd"], 69);
    assert_eq!(v["nodes"], 64);
    assert_eq!(v["steps"], 6);
    assert_eq!(v["valid"], true);
    assert_eq!(v["algorithm"], "paper");
    assert_eq!(v["contention_free"], true);
    assert_eq!(v["optimum"]["tcd"], 69);
    assert_eq!(v["optimum"]["sources"].as_array().unwrap().len(), 4);
    assert_eq!(v["tcd_map"].as_array().unwrap().len(), 64);
    assert_eq!(v["tcd_map"][2 + 8 * 2], 69);
    assert_eq!(v["errors"].as_array().unwrap().len(), 0);
}

#[test]
fn tcd_map_is_x_fastest() {
    // Paper 002 prints 17 at (1,0) and 16 at (0,1) for Algorithm 1 on 4x4.
    let v = eval("v=1&dims=4x4");
    assert_eq!(v["tcd_map"][1], 17, "(1,0) is index 1");
    assert_eq!(v["tcd_map"][4], 16, "(0,1) is index 4");
}

#[test]
fn every_map_entry_equals_its_own_simulated_schedule() {
    let map = eval("v=1&dims=8x8")["tcd_map"].clone();
    for y in 0..8 {
        for x in 0..8 {
            let one = eval(&format!("v=1&dims=8x8&src={x},{y}"));
            assert_eq!(one["valid"], true);
            assert_eq!(one["tcd"], map[x + 8 * y], "({x},{y})");
        }
    }
}

#[test]
fn bad_values_are_reported_and_replaced() {
    let out = castlab(&["eval", "v=1&dims=banana&src=99,99"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["dims"], serde_json::json!([8, 8]));
    assert_eq!(v["source"], serde_json::json!([0, 0]));
    let keys: Vec<&str> = v["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["key"].as_str().unwrap())
        .collect();
    assert_eq!(keys, ["dims", "src"]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("dims=banana"), "{stderr}");

    let strict = castlab(&["eval", "--strict", "v=1&dims=banana"]);
    assert_eq!(strict.status.code(), Some(2));
    assert_eq!(castlab(&["eval", "--strict", "v=1"]).status.code(), Some(0));
}

#[test]
fn whole_urls_and_stdin_work() {
    let url = eval("https://example.edu/course/castlab/?v=1&dims=16x16&src=3,4#top");
    assert_eq!(url["permalink"], "v=1&dims=16x16&src=3,4");

    let mut child = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(["eval", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"v=1&dims=16x16&src=3,4\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let piped: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(piped, url);
}

#[test]
fn usage_errors_exit_2_with_help() {
    for args in [
        &[][..],
        &["frobnicate"],
        &["eval"],
        &["eval", "--nope", "v=1"],
        &["eval", "a", "b"],
    ] {
        let out = castlab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("usage: castlab eval"));
    }
    assert!(castlab(&["--help"]).status.success());
}

#[test]
fn msn_views_print_the_keys_the_issue_names() {
    let route = eval("v=1&net=msn&dims=8x8&src=0,0&dst=3,5&view=route");
    for key in [
        "distance",
        "routing_tag",
        "diameter",
        "mean_distance",
        "mean_distance_exact",
    ] {
        assert!(!route[key].is_null(), "{key}");
    }
    // The tag has one bit per hop.
    assert_eq!(
        route["routing_tag"].as_str().unwrap().len() as u64,
        route["distance"].as_u64().unwrap()
    );
    for view in ["te", "mnb"] {
        let v = eval(&format!("v=1&net=msn&view={view}"));
        for key in ["slots", "collision_free", "utilization"] {
            assert!(!v[key].is_null(), "{view}: {key}");
        }
    }
    let h = eval("v=1&net=msn&view=hamiltonian");
    assert_eq!(h["hamiltonian"], true);
    assert_eq!(h["edge_disjoint"], true);
    assert_eq!(h["cycles"].as_array().unwrap().len(), 2);
}
