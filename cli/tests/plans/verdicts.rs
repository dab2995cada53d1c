//! Every verdict of `castlab check`: hand-made plans that keep every rule
//! (exit 0) or break one (exit 3, with the rule, the step, the nodes and
//! the count derived here by hand), and files that are not plans (exit 1,
//! a message naming the key, the value or the limit, never a panic).

use std::process::{Command, Stdio};

use serde_json::{Value, json};

use super::{castlab, castlab_with_input, check_stdin, check_text, repo_file, scratch};

/// A schedule file on `network` from `source`.
fn schedule(network: &str, source: Value, steps: Value) -> String {
    json!({
        "castlab": "schedule",
        "version": 1,
        "network": network,
        "source": source,
        "steps": steps,
    })
    .to_string()
}

const MESH_2X2: &str = "v=1&net=mesh&dims=2x2&view=tcd";

/// What a broken plan's report must say.
struct Broken {
    rule: &'static str,
    step: Value,
    nodes: Value,
    broken: u64,
}

fn assert_broken(name: &str, text: &str, want: Broken) -> Value {
    let c = check_text(name, text);
    assert_eq!(c.code, Some(3), "{name}: {c:?}");
    let r = c.report;
    assert_eq!(r["valid"], false, "{name}");
    let first = &r["first_broken"];
    assert_eq!(first["rule"], want.rule, "{name}: {first}");
    assert_eq!(first["step"], want.step, "{name}: {first}");
    assert_eq!(first["nodes"], want.nodes, "{name}: {first}");
    assert!(first["message"].as_str().is_some_and(|m| !m.is_empty()));
    assert_eq!(r["broken"], want.broken, "{name}: {r}");
    r
}

/// Evidence: chosen sizes, two hand-made schedules (2 × 2 mesh, 4 × 4 mesh).
#[test]
fn schedules_that_keep_every_rule_are_valid_with_their_tcd() {
    // 000 Fig. 1(b): (0,0) → (1,0), then (0,0) → (0,1) and (1,0) → (1,1):
    // one hop each, TCD 3, in ⌈log₂ 4⌉ = 2 steps.
    let square = schedule(
        MESH_2X2,
        json!([0, 0]),
        json!([
            [{"from": [0, 0], "to": [1, 0]}],
            [{"from": [0, 0], "to": [0, 1]}, {"from": [1, 0], "to": [1, 1]}]
        ]),
    );
    let c = check_text("square.json", &square);
    assert_eq!(c.code, Some(0), "{c:?}");
    let r = &c.report;
    assert_eq!(
        (r["valid"].clone(), r["broken"].clone()),
        (json!(true), json!(0))
    );
    assert_eq!(r["first_broken"], Value::Null);
    assert_eq!(
        (
            r["value"].clone(),
            r["steps"].clone(),
            r["messages"].clone()
        ),
        (json!(3), json!(2), json!(3))
    );
    assert_eq!(r["contention_free"], true);
    // 4 × 4 from (0, 0): halve along y, then x, then y, then x. In step 4
    // (0,0) → (1,1) goes y first and (0,1) → (1,0) x first: both cross the
    // directed link (0,1) → (1,1). The papers' one-port model allows it;
    // castlab reports it. TCD: 2 + 2·2 + 4·1 + 6·1 + 2·2 = 20.
    let mut last: Vec<Value> = Vec::new();
    for y in 0..4 {
        for x in [0, 2] {
            if (x, y) != (0, 0) && (x, y) != (0, 1) {
                last.push(json!({"from": [x, y], "to": [x + 1, y]}));
            }
        }
    }
    last.push(json!({"from": [0, 0], "to": [1, 1], "route": "yx"}));
    last.push(json!({"from": [0, 1], "to": [1, 0], "route": "xy"}));
    let contended = schedule(
        "v=1&net=mesh&dims=4x4&view=tcd",
        json!([0, 0]),
        json!([
            [{"from": [0, 0], "to": [0, 2]}],
            [{"from": [0, 0], "to": [2, 0]}, {"from": [0, 2], "to": [2, 2]}],
            [{"from": [0, 0], "to": [0, 1]}, {"from": [2, 0], "to": [2, 1]},
             {"from": [0, 2], "to": [0, 3]}, {"from": [2, 2], "to": [2, 3]}],
            last
        ]),
    );
    let c = check_text("contended.json", &contended);
    assert_eq!(c.code, Some(0), "{c:?}");
    assert_eq!(c.report["valid"], true);
    assert_eq!(c.report["value"], 20);
    assert_eq!(c.report["contention_free"], false);
}

/// Evidence: chosen sizes, one hand-made plan per broken rule (2 × 2 and
/// 4 × 4 meshes, WK(3, 2), the 4 × 4 MSN, T_3×3).
#[test]
fn each_broken_rule_is_named_with_its_step_nodes_and_count() {
    // (0,0) sends twice in step 2 and (1,0) idles: one break, all informed.
    assert_broken(
        "one-port.json",
        &schedule(
            MESH_2X2,
            json!([0, 0]),
            json!([
                [{"from": [0, 0], "to": [1, 0]}],
                [{"from": [0, 0], "to": [0, 1]}, {"from": [0, 0], "to": [1, 1]}]
            ]),
        ),
        Broken {
            rule: "one-port",
            step: json!(2),
            nodes: json!([[0, 0]]),
            broken: 1,
        },
    );
    // (0,1) informed twice in step 2, so (1,1) never is: two breaks.
    assert_broken(
        "informed-twice.json",
        &schedule(
            MESH_2X2,
            json!([0, 0]),
            json!([
                [{"from": [0, 0], "to": [1, 0]}],
                [{"from": [0, 0], "to": [0, 1]}, {"from": [1, 0], "to": [0, 1]}]
            ]),
        ),
        Broken {
            rule: "informed-once",
            step: json!(2),
            nodes: json!([[0, 1]]),
            broken: 2,
        },
    );
    // A route of nodes that jumps the diagonal (1,0) → (0,1).
    assert_broken(
        "off-link.json",
        &schedule(
            MESH_2X2,
            json!([0, 0]),
            json!([
                [{"from": [0, 0], "to": [1, 0], "route": [[0, 0], [1, 0]]}],
                [{"from": [0, 0], "to": [0, 1]},
                 {"from": [1, 0], "to": [1, 1], "route": [[1, 0], [0, 1], [1, 1]]}]
            ]),
        ),
        Broken {
            rule: "on-links",
            step: json!(2),
            nodes: json!([[1, 0], [0, 1]]),
            broken: 1,
        },
    );
    // Step 1 sent by (1,1), not the source (0,0); every node still informed
    // once ((1,1) in step 2): one break, naming the sender and the source.
    assert_broken(
        "wrong-source.json",
        &schedule(
            MESH_2X2,
            json!([0, 0]),
            json!([
                [{"from": [1, 1], "to": [1, 0]}],
                [{"from": [0, 0], "to": [0, 1]}, {"from": [1, 0], "to": [1, 1]}]
            ]),
        ),
        Broken {
            rule: "source",
            step: json!(1),
            nodes: json!([[1, 1], [0, 0]]),
            broken: 1,
        },
    );
    // (0,1) sends in step 2, the step it is informed in.
    assert_broken(
        "sender-informed.json",
        &schedule(
            MESH_2X2,
            json!([0, 0]),
            json!([
                [{"from": [0, 0], "to": [1, 0]}],
                [{"from": [0, 0], "to": [0, 1]}, {"from": [0, 1], "to": [1, 1]}]
            ]),
        ),
        Broken {
            rule: "sender-informed",
            step: json!(2),
            nodes: json!([[0, 1]]),
            broken: 1,
        },
    );
    // Three steps on 4 nodes: one break, the schedule's, before any step's;
    // (1,1) is informed in step 3.
    assert_broken(
        "slow.json",
        &schedule(
            MESH_2X2,
            json!([0, 0]),
            json!([
                [{"from": [0, 0], "to": [1, 0]}],
                [{"from": [0, 0], "to": [0, 1]}],
                [{"from": [1, 0], "to": [1, 1]}]
            ]),
        ),
        Broken {
            rule: "step-optimal",
            step: Value::Null,
            nodes: json!([]),
            broken: 1,
        },
    );
    // WK(3, 2): 00's links go to 01, 02 (its cluster) only; 00 → 11 is none.
    // 11 is informed all the same, and 12 never is: the break and
    // all-informed.
    assert_broken(
        "wk-off-link.json",
        &schedule(
            "v=1&net=wk&w=3&l=2&view=broadcast",
            json!("00"),
            json!([
                [{"from": "00", "to": "01"}, {"from": "00", "to": "02"},
                 {"from": "00", "to": "11"}],
                [{"from": "01", "to": "10"}, {"from": "02", "to": "20"}],
                [{"from": "20", "to": "21"}, {"from": "20", "to": "22"}]
            ]),
        ),
        Broken {
            rule: "on-links",
            step: json!(1),
            nodes: json!(["00", "11"]),
            broken: 2,
        },
    );
    // T_3×3: (0,0) labels (1,1), not a neighbour, in place of (0,2).
    let ordering = json!({
        "castlab": "ordering",
        "version": 1,
        "network": "v=1&net=torus&dims=3x3&view=orderly",
        "rule": "pi",
        "overrides": [{"vertex": [0, 0], "labels": [[1, 0], [0, 1], [2, 0], [1, 1]]}]
    });
    let r = assert_broken(
        "labels.json",
        &ordering.to_string(),
        Broken {
            rule: "labels",
            step: Value::Null,
            nodes: json!([[0, 0]]),
            broken: 1,
        },
    );
    assert_eq!(r["per_originator"], Value::Null);
}

/// Evidence: one size, the 4 × 4 MSN total exchange with one packet moved.
#[test]
fn two_packets_on_one_msn_link_in_one_half_slot_is_contention() {
    // The export's phase P(0,1) starts at half slot 1 (steps[0]), each node
    // sending a packet one hop on each of its two links, a slot (two half
    // slots) each; P(0,2) starts at half slot 3 (steps[2]), two hops. Move
    // (0,0)'s P(0,2) packet along (0,0) → (0,1) → (0,2) to half slot 1: it
    // shares (0,0) → (0,1) with (0,0)'s P(0,1) packet in half slots 1 and 2,
    // then (0,1) → (0,2) with (0,1)'s own P(0,2) packet in half slots 3 and
    // 4: four breaks, the first in half slot 1 on the link leaving (0,0).
    // Every packet is still delivered once, and as early.
    let text = repo_file("docs/formats/examples/msn-4x4-te.schedule.json");
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    let steps = doc["steps"].as_array_mut().unwrap();
    let starts = |step: &Value, route: Value| {
        step.as_array().unwrap().iter().any(|m| {
            m["half"].is_null()
                && m["route"]
                    .as_array()
                    .is_some_and(|r| r[..2] == route.as_array().unwrap()[..])
        })
    };
    assert!(starts(&steps[0], json!([[0, 0], [0, 1]])));
    assert!(starts(&steps[2], json!([[0, 1], [0, 2]])));
    let moved = steps[2].as_array_mut().unwrap().remove(0);
    assert_eq!(moved["route"], json!([[0, 0], [0, 1], [0, 2]]));
    steps[0].as_array_mut().unwrap().push(moved);
    let r = assert_broken(
        "msn-contention.json",
        &doc.to_string(),
        Broken {
            rule: "contention",
            step: json!(1),
            nodes: json!([[0, 0]]),
            broken: 4,
        },
    );
    assert_eq!(r["value"], 44, "the last packet arrives as before");
    assert_eq!(r["messages"], 288);
}

/// Evidence: chosen sizes, 16 files that are not plans.
#[test]
fn files_that_are_not_plans_exit_1_naming_what_is_wrong() {
    let wk = "v=1&net=wk&w=3&l=2&view=broadcast";
    let big_route: Vec<Value> = (0..4097).map(|i| json!([i % 2, 0])).collect();
    let mesh = |fields: Value| {
        let mut doc = json!({"castlab": "schedule", "version": 1, "network": MESH_2X2});
        doc.as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        doc.to_string()
    };
    let off_grid = json!([[{"from": [0, 0], "to": [5, 0]}]]);
    let long_route = json!([[{"from": [0, 0], "to": [1, 0], "route": big_route}]]);
    let msn_route = "v=1&net=msn&dims=4x4&view=route";
    let cases: Vec<(&str, String, Vec<&str>)> = vec![
        (
            "not JSON",
            "steps: 1".into(),
            vec!["not a castlab plan", "line 1 column 1"],
        ),
        (
            "not an object",
            "[1, 2]".into(),
            vec!["a plan is a JSON object"],
        ),
        (
            "no kind",
            r#"{"version": 1}"#.into(),
            vec!["missing field `castlab`"],
        ),
        (
            "another kind",
            r#"{"castlab": "plan", "version": 1}"#.into(),
            vec!["\"castlab\": \"plan\"", "\"schedule\" and \"ordering\""],
        ),
        (
            "version 2",
            r#"{"castlab": "schedule", "version": 2}"#.into(),
            vec!["\"version\": 2", "it reads 1"],
        ),
        (
            "a version in words",
            r#"{"castlab": "schedule", "version": "1"}"#.into(),
            vec!["`version`", "whole number"],
        ),
        (
            "no steps",
            mesh(json!({"source": [0, 0]})),
            vec!["missing field `steps`"],
        ),
        (
            "an unknown field",
            mesh(json!({"steps": [], "src": [0, 0]})),
            vec!["unknown field `src`"],
        ),
        (
            "steps of the wrong type",
            mesh(json!({"steps": 5})),
            vec!["invalid type", "`5`", "a sequence"],
        ),
        (
            "a node off the grid",
            schedule(MESH_2X2, json!([0, 0]), off_grid),
            vec!["step 1, message 1", "(5, 0)", "not a node of the network"],
        ),
        (
            "a source off WK",
            schedule(wk, json!("03"), json!([])),
            vec!["\"source\"", "03", "not a node"],
        ),
        (
            "coordinates on WK",
            schedule(wk, json!([0, 0]), json!([])),
            vec!["\"source\"", "(0, 0)", "not a node"],
        ),
        (
            "a view with no plans",
            schedule(msn_route, json!([0, 0]), json!([])),
            vec!["\"network\"", "view=route takes no plan"],
        ),
        (
            "a network that is none",
            schedule("v=1&dims=banana", json!([0, 0]), json!([])),
            vec!["\"network\"", "dims=banana"],
        ),
        (
            "65537 steps",
            schedule(MESH_2X2, json!([0, 0]), json!(vec![json!([]); 65537])),
            vec!["\"steps\": 65537", "limit of 65536"],
        ),
        (
            "a route of 4097 nodes",
            schedule(MESH_2X2, json!([0, 0]), long_route),
            vec!["a route's nodes: 4097", "limit of 4096"],
        ),
        (
            "a one-port grid past the limits",
            schedule("v=1&net=mesh&dims=0x4&view=tcd", json!([0, 0]), json!([])),
            vec!["\"network\"", "dims=0x4"],
        ),
        (
            "a network castlab does not know",
            schedule("v=1&net=banyan&dims=4x4", json!([0, 0]), json!([])),
            vec!["\"network\"", "net=banyan"],
        ),
        (
            "an ordering rule refused",
            json!({"castlab": "ordering", "version": 1, "rule": "pi-literal",
                   "network": "v=1&net=torus&dims=4x4x4&view=orderly"})
            .to_string(),
            vec!["\"rule\"", "algo=pi-literal", "exactly 2"],
        ),
        // A coordinate that is not one is named (serde's untagged enum
        // named none): 2^32 and 2^64 over the limit, 2.0 a decimal, −1.
        (
            "a coordinate of 2^32",
            schedule(MESH_2X2, json!([4294967296u64, 0]), json!([])),
            vec![
                "coordinate 4294967296 is too large",
                "0 to 4294967295",
                "line 1",
            ],
        ),
        (
            "a coordinate of 2^64",
            schedule(MESH_2X2, json!([0, 0]), json!([]))
                .replace("\"source\":[0,0]", "\"source\":[18446744073709551616,0]"),
            vec!["coordinate 18446744073709551616 is too large"],
        ),
        (
            "a coordinate of 2.0",
            schedule(MESH_2X2, json!([2.0, 0]), json!([])),
            vec!["coordinate 2.0 is not written as a whole number"],
        ),
        (
            "a coordinate of 1.5 in a route",
            schedule(
                MESH_2X2,
                json!([0, 0]),
                json!([[{"from": [0, 0], "to": [1, 0], "route": [[0, 0], [1.5, 0]]}]]),
            ),
            vec!["coordinate 1.5 is not a whole number"],
        ),
        (
            "a coordinate of -1",
            schedule(MESH_2X2, json!([0, -1]), json!([])),
            vec!["coordinate -1 is negative"],
        ),
    ];
    assert_eq!(cases.len(), 24);
    for (i, (what, text, says)) in cases.iter().enumerate() {
        for c in [
            check_text(&format!("bad-{i}.json"), text),
            check_stdin(text.as_bytes()),
        ] {
            assert_eq!(c.code, Some(1), "{what}: {c:?}");
            assert!(c.report.is_null(), "{what}: printed a report");
            assert!(c.stderr.starts_with("castlab: "), "{what}: {}", c.stderr);
            for s in says {
                assert!(c.stderr.contains(s), "{what}: {:?} lacks {s:?}", c.stderr);
            }
            // A refusal uses nothing in the value's place, so says nothing is.
            assert!(!c.stderr.contains("using"), "{what}: {}", c.stderr);
        }
    }
}

/// Evidence: chosen sizes, a 100 MB file, 2^20 + 1 messages and vertices, a
/// folder, /dev/zero, a pipe and standard input that never end, bytes that
/// are not UTF-8.
#[test]
fn files_over_the_limit_or_unreadable_exit_1_naming_the_limit() {
    let refused = |args: &[&str], says: &[&str]| {
        let out = castlab(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
        for s in says {
            assert!(stderr.contains(s), "{args:?}: {stderr:?} lacks {s:?}");
        }
    };
    // 100 MB, sparse: refused from its size alone.
    let big = scratch("big.json");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(100_000_000)
        .unwrap();
    refused(
        &["check", big.to_str().unwrap()],
        &["has 100000000 bytes", "the limit is 67108864 bytes"],
    );
    // Over the counts: 1,048,577 messages (22 MB), 1,048,577 vertices.
    let one = r#"{"from": "0", "to": "0"},"#;
    let mut many =
        format!(r#"{{"castlab": "schedule", "version": 1, "network": "{MESH_2X2}", "steps": [["#);
    many.push_str(&one.repeat(1 << 20));
    many.push_str(r#"{"from": "0", "to": "0"}]]}"#);
    let path = scratch("many.json");
    std::fs::write(&path, many).unwrap();
    refused(
        &["check", path.to_str().unwrap()],
        &["messages: 1048577 is over the limit of 1048576"],
    );
    std::fs::remove_file(&path).unwrap();
    let torus = "v=1&net=torus&dims=3x3&view=orderly";
    let lists = format!(
        r#"{{"castlab": "ordering", "version": 1, "network": "{torus}", "labels": [{}[]]}}"#,
        "[],".repeat(1 << 20)
    );
    let path = scratch("lists.json");
    std::fs::write(&path, lists).unwrap();
    refused(
        &["check", path.to_str().unwrap()],
        &["vertices listed: 1048577 is over the limit of 1048576"],
    );
    std::fs::remove_file(&path).unwrap();
    let dir = std::env::temp_dir();
    refused(&["check", dir.to_str().unwrap()], &["is a folder"]);
    refused(&["check", "/dev/zero"], &["special file", "67108864 bytes"]);
    refused(
        &["check", "/no/such/plan.json"],
        &["cannot read", "/no/such/plan.json"],
    );
    let latin1 = scratch("latin1.json");
    std::fs::write(&latin1, b"{\"note\": \"caf\xe9\"}").unwrap();
    refused(&["check", latin1.to_str().unwrap()], &["not UTF-8"]);
    // A pipe that never ends: read up to the limit, then refused.
    let fifo = scratch("endless.fifo");
    let writer = super::support::endless_fifo(&fifo);
    refused(
        &["check", fifo.to_str().unwrap()],
        &["goes on past 67108864 bytes"],
    );
    writer.join().unwrap();
    // Standard input that never ends.
    let mut child = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let block = vec![b' '; 1 << 16];
        while stdin.write_all(&block).is_ok() {}
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("standard input goes on past 67108864 bytes"),
        "{stderr}"
    );
}

/// Evidence: chosen sizes, 4 command lines.
#[test]
fn usage_errors_exit_2() {
    for (args, says) in [
        (&["check"][..], "missing <FILE>"),
        (&["check", "a.json", "b.json"][..], "is a second"),
        (&["check", "--jsn", "a.json"][..], "--jsn"),
    ] {
        let out = castlab(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
    let help = castlab_with_input(&["check", "--help"], b"");
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("Exit status: 0"));
}
