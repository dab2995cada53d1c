//! Plans on any mesh or torus: the one-port rules need no algorithm, so
//! `castlab check` judges a broadcast on 5×7, 6×6 or 5×5 (no algorithm of
//! castlab's runs there) by a recount written here; castlab's own exports
//! on the sizes only `algo=exact` or `cert=1` reach, and every gallery
//! link, check back valid with eval's value; and the words of the checker
//! (contention, a packet sent to its own sender).

use std::collections::{HashMap, HashSet};

use serde_json::{Value, json};

use super::{castlab, check_text, eval};

/// A one-port broadcast on an X × Y grid from `source`, built here by
/// halving: the nodes in x-fastest order, turned to start at the source;
/// a node holding the interval [a, b) of that order (itself at a) sends
/// to the node at m = a + ⌈(b − a)/2⌉, which then holds [m, b). Sizes go
/// ⌈n/2⌉ each step, so it ends in ⌈log₂ n⌉ steps. Each route is listed
/// node by node: x first, then y, one link at a time (links of a mesh,
/// and so of a torus).
fn halving(sides: (u32, u32), source: (u32, u32)) -> Vec<Vec<Value>> {
    let n = sides.0 * sides.1;
    let start = source.0 + sides.0 * source.1;
    let order: Vec<(u32, u32)> = (0..n)
        .map(|i| ((start + i) % n % sides.0, (start + i) % n / sides.0))
        .collect();
    let mut held = vec![(0usize, n as usize)];
    let mut steps = Vec::new();
    while held.iter().any(|&(a, b)| b - a > 1) {
        let mut step = Vec::new();
        let mut next = Vec::new();
        for (a, b) in held {
            if b - a == 1 {
                next.push((a, b));
                continue;
            }
            let m = a + (b - a).div_ceil(2);
            let (from, to) = (order[a], order[m]);
            let mut at = from;
            let mut path = vec![json!([at.0, at.1])];
            while at != to {
                if at.0 != to.0 {
                    at.0 = if at.0 < to.0 { at.0 + 1 } else { at.0 - 1 };
                } else {
                    at.1 = if at.1 < to.1 { at.1 + 1 } else { at.1 - 1 };
                }
                path.push(json!([at.0, at.1]));
            }
            step.push(json!({"from": [from.0, from.1], "to": [to.0, to.1], "route": path}));
            next.extend([(a, m), (m, b)]);
        }
        steps.push(step);
        held = next;
    }
    steps
}

fn pair(v: &Value) -> (u64, u64) {
    (v[0].as_u64().unwrap(), v[1].as_u64().unwrap())
}

/// What the one-port model (000, 002) says of a schedule file, recounted
/// from the file alone: the rules broken (in no particular order), the
/// TCD (every route's links) and whether some step uses a directed link
/// twice.
struct Recount {
    broken: Vec<&'static str>,
    tcd: u64,
    contention: bool,
}

fn recount(sides: (u64, u64), torus: bool, doc: &Value) -> Recount {
    let n = sides.0 * sides.1;
    let mut informed: HashMap<(u64, u64), usize> = HashMap::from([(pair(&doc["source"]), 0)]);
    let mut broken = Vec::new();
    let (mut tcd, mut contention) = (0, false);
    let steps = doc["steps"].as_array().unwrap();
    // ⌈log₂ n⌉: the least k with 2^k ≥ n.
    let optimal = (0..).find(|&k| 1u64 << k >= n).unwrap();
    if steps.len() != optimal {
        broken.push("step-optimal");
    }
    let link = |a: (u64, u64), b: (u64, u64)| {
        let d = |p: u64, q: u64, side: u64| {
            let diff = p.abs_diff(q);
            diff == 1 || (torus && diff == side - 1 && side > 2)
        };
        (a.1 == b.1 && d(a.0, b.0, sides.0)) || (a.0 == b.0 && d(a.1, b.1, sides.1))
    };
    for (i, step) in steps.iter().enumerate() {
        let mut senders = HashSet::new();
        let mut links = HashSet::new();
        for m in step.as_array().unwrap() {
            let (from, to) = (pair(&m["from"]), pair(&m["to"]));
            if informed.get(&from).is_none_or(|&t| t > i) {
                broken.push("sender-informed");
            }
            if !senders.insert(from) {
                broken.push("one-port");
            }
            if informed.insert(to, i + 1).is_some() {
                broken.push("informed-once");
            }
            let path: Vec<(u64, u64)> = m["route"].as_array().unwrap().iter().map(pair).collect();
            if path.first() != Some(&from) || path.last() != Some(&to) {
                broken.push("on-links");
            }
            for w in path.windows(2) {
                if !link(w[0], w[1]) {
                    broken.push("on-links");
                }
                tcd += 1;
                contention |= !links.insert((w[0], w[1]));
            }
        }
    }
    if (informed.len() as u64) < n {
        broken.push("all-informed");
    }
    Recount {
        broken,
        tcd,
        contention,
    }
}

fn schedule_file(network: &str, source: (u32, u32), steps: &[Vec<Value>]) -> Value {
    json!({
        "castlab": "schedule",
        "version": 1,
        "network": network,
        "source": [source.0, source.1],
        "steps": steps,
    })
}

/// Evidence: chosen sizes, 5×7, 6×6 and 5×5 meshes and tori (no algorithm
/// of castlab's runs on them), each from two sources, valid and with its
/// last message dropped; the recount is this file's.
#[test]
fn a_one_port_plan_on_any_mesh_or_torus_is_checked() {
    for net in ["mesh", "torus"] {
        for sides in [(5, 7), (6, 6), (5, 5)] {
            for source in [(0, 0), (2, 3)] {
                let network = format!("v=1&net={net}&dims={}x{}&view=tcd", sides.0, sides.1);
                let mut steps = halving(sides, source);
                let name = format!("{network} from {source:?}");
                let doc = schedule_file(&network, source, &steps);
                let want = recount((sides.0.into(), sides.1.into()), net == "torus", &doc);
                assert!(want.broken.is_empty(), "{name}: {:?}", want.broken);
                let c = check_text("any-grid.json", &doc.to_string());
                assert_eq!(c.code, Some(0), "{name}: {c:?}");
                let r = &c.report;
                assert_eq!(r["valid"], true, "{name}");
                assert_eq!(r["value"], want.tcd, "{name}");
                assert_eq!(r["steps"], steps.len(), "{name}");
                assert_eq!(r["messages"], sides.0 * sides.1 - 1, "{name}");
                assert_eq!(r["contention_free"], !want.contention, "{name}");
                // No algorithm runs on the grid: no map to show it beside.
                assert_eq!(r["permalink"], Value::Null, "{name}");
                assert!(!c.stderr.contains("using"), "{name}: {}", c.stderr);
                // Without its last message one node is never informed.
                steps.last_mut().unwrap().pop();
                let doc = schedule_file(&network, source, &steps);
                let want = recount((sides.0.into(), sides.1.into()), net == "torus", &doc);
                assert_eq!(want.broken, ["all-informed"], "{name}");
                let c = check_text("any-grid-short.json", &doc.to_string());
                assert_eq!(c.code, Some(3), "{name}: {c:?}");
                assert_eq!(c.report["first_broken"]["rule"], "all-informed");
                assert_eq!(c.report["broken"], 1, "{name}");
                assert_eq!(c.report["value"], want.tcd, "{name}");
            }
        }
    }
}

/// eval's value for what a view exports: the TCD of the source's schedule,
/// a WK broadcast's steps, the total exchange's half slots, an ordering's
/// broadcast time.
fn evals_value(kind: &str, v: &Value) -> Value {
    if kind == "ordering" {
        return v["broadcast_time"].clone();
    }
    // The telephone model's measure is the rounds the calls take.
    if v["view"] == "classical" {
        return v["from_source"].clone();
    }
    match (&v["tcd"], &v["slots"]) {
        (Value::Number(tcd), _) => json!(tcd),
        (_, Value::Number(slots)) => json!((slots.as_f64().unwrap() * 2.0) as u64),
        _ => v["steps"].clone(),
    }
}

/// `castlab eval LINK --export KIND`, checked back: valid (or, for a
/// link's own plan, eval's verdict), eval's value, and (where it has one)
/// a link that opens with the same verdict and value. Returns
/// false where the view has nothing of that kind.
fn round_trip(link: &str, kind: &str) -> bool {
    let out = castlab(&["eval", link, "--export", kind]);
    if !out.status.success() {
        let why = String::from_utf8_lossy(&out.stderr);
        assert!(why.contains("to export"), "{link}: {why}");
        return false;
    }
    let text = String::from_utf8(out.stdout).unwrap();
    let c = check_text("round-trip.json", &text);
    let v = eval(link);
    // castlab's own are valid; a link's plan (the gallery shows a broken
    // one) exports as itself, with eval's verdict.
    let valid = v["plan"]["valid"].as_bool().unwrap_or(true);
    assert_eq!(
        c.code,
        Some(if valid { 0 } else { 3 }),
        "{link} --export {kind}: {c:?}"
    );
    assert_eq!(c.report["valid"], valid, "{link}");
    if !valid {
        assert_eq!(
            c.report["first_broken"], v["plan"]["first_broken"],
            "{link}"
        );
    }
    assert_eq!(c.report["value"], evals_value(kind, &v), "{link}");
    if let Some(carried) = c.report["permalink"].as_str() {
        let opened = eval(carried);
        assert_eq!(opened["plan"]["valid"], valid, "{carried}");
        assert_eq!(opened["plan"]["value"], c.report["value"], "{carried}");
    }
    true
}

/// Evidence: chosen sizes, the sizes castlab reaches only by the exhaustive
/// optimum or a certificate (2×4, 4×2, 2×2×4, 4×4 tori, 2×8 with cert=1),
/// which castlab check once refused in its own exports.
#[test]
fn exports_on_sizes_only_exact_or_cert_reach_check_back_valid() {
    for link in [
        "v=1&dims=2x4&src=1,0&algo=exact",
        "v=1&dims=4x2&algo=exact",
        "v=1&dims=2x2x4&src=1,1,3&algo=exact",
        "v=1&dims=2x8&src=1,2&cert=1",
    ] {
        assert!(round_trip(link, "schedule"), "{link}");
    }
}

/// Evidence: the whole gallery (`castlab examples`): every link that is not
/// a sweep, exported as a schedule or an ordering where its view has one.
#[test]
fn every_gallery_link_is_exported_and_checked_back_valid() {
    let out = castlab(&["examples"]);
    let examples: Value = serde_json::from_slice(&out.stdout).unwrap();
    let (mut schedules, mut orderings) = (0, 0);
    for e in examples.as_array().unwrap() {
        let link = e["permalink"].as_str().unwrap();
        if link.contains("..") {
            continue;
        }
        schedules += usize::from(round_trip(link, "schedule"));
        orderings += usize::from(round_trip(link, "ordering"));
    }
    assert!(
        schedules >= 20 && orderings >= 14,
        "{schedules}, {orderings}"
    );
}

/// Evidence: hand-made, the 2 × 2 mesh (000 Fig. 1(b) with longer routes).
/// Contention is a directed link used twice in one step: by two messages,
/// or by one route that crosses it twice (cut-through holds the route's
/// links for the step); over a link and back is two directed links.
#[test]
fn contention_is_a_directed_link_used_twice_in_a_step() {
    let cases = [
        // Step 2: (0,0) → (1,1) and (1,0) → (0,1) both cross (1,0) → (1,1).
        (
            "two messages",
            json!([
                [{"from": [0, 0], "to": [1, 0], "route": [[0, 0], [1, 0]]}],
                [{"from": [0, 0], "to": [1, 1], "route": [[0, 0], [1, 0], [1, 1]]},
                 {"from": [1, 0], "to": [0, 1], "route": [[1, 0], [1, 1], [0, 1]]}]
            ]),
            5,
            false,
        ),
        // Step 1's route crosses (0,0) → (1,0) twice.
        (
            "one route, twice",
            json!([
                [{"from": [0, 0], "to": [1, 0], "route": [[0, 0], [1, 0], [0, 0], [1, 0]]}],
                [{"from": [0, 0], "to": [0, 1], "route": [[0, 0], [0, 1]]},
                 {"from": [1, 0], "to": [1, 1], "route": [[1, 0], [1, 1]]}]
            ]),
            5,
            false,
        ),
        // Over (0,0) → (1,0) and back: two directed links, once each.
        (
            "there and back",
            json!([
                [{"from": [0, 0], "to": [1, 0], "route": [[0, 0], [1, 0]]}],
                [{"from": [0, 0], "to": [0, 1], "route": [[0, 0], [1, 0], [0, 0], [0, 1]]},
                 {"from": [1, 0], "to": [1, 1], "route": [[1, 0], [1, 1]]}]
            ]),
            5,
            true,
        ),
    ];
    for (what, steps, tcd, free) in cases {
        let doc = json!({"castlab": "schedule", "version": 1, "source": [0, 0],
            "network": "v=1&net=mesh&dims=2x2&view=tcd", "steps": steps});
        let want = recount((2, 2), false, &doc);
        assert!(want.broken.is_empty(), "{what}: {:?}", want.broken);
        assert_eq!((want.tcd, !want.contention), (tcd, free), "{what}");
        let c = check_text("contention.json", &doc.to_string());
        assert_eq!(c.code, Some(0), "{what}: {c:?}");
        assert_eq!(c.report["value"], tcd, "{what}");
        assert_eq!(c.report["contention_free"], free, "{what}");
    }
}

/// Evidence: hand-made, the 4 × 4 Manhattan Street network: one packet
/// from (1, 2) to itself. A total exchange sends to every other node, so
/// it breaks its own rule (not "receives … more than once"); and with one
/// packet sent, all 16 · 15 ordered pairs are never delivered.
#[test]
fn a_packet_to_its_own_sender_breaks_its_own_rule() {
    let doc = json!({"castlab": "schedule", "version": 1,
        "network": "v=1&net=msn&dims=4x4&view=te",
        "steps": [[{"from": [1, 2], "to": [1, 2]}]]});
    let c = check_text("self.json", &doc.to_string());
    assert_eq!(c.code, Some(3), "{c:?}");
    let first = &c.report["first_broken"];
    assert_eq!(first["rule"], "self-addressed", "{first}");
    assert_eq!(first["step"], 1);
    assert_eq!(first["nodes"], json!([[1, 2]]));
    let words = first["message"].as_str().unwrap();
    assert!(words.contains("(1, 2) sends a packet to itself"), "{words}");
    assert!(!words.contains("more than once"), "{words}");
    assert_eq!(c.report["broken"], 1 + 16 * 15);
}
