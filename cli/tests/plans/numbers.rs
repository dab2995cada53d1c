//! castlab's exports read back to the same bytes, and `castlab check`'s
//! numbers for them: equal to `castlab eval`'s for the same configuration,
//! and to counts made here from the file alone by the papers' models
//! (one-port: the TCD is the sum of the routes' hops; all-port WK: one hop
//! per step along the links of WK(W, L) as 001 defines them; orderly:
//! vertex v, informed at t, reaches its k-th label at t + k; MSN: 004's
//! Eq. (28)).

use std::collections::{HashMap, VecDeque};

use serde_json::Value;

use super::{Export, castlab, check_stdin, check_text, eval, exports};

/// The plan a `plan=` link carries, as text.
fn carried(permalink: &str) -> String {
    let value = permalink
        .split('&')
        .find_map(|pair| pair.strip_prefix("plan="))
        .unwrap_or_else(|| panic!("no plan= in {permalink}"));
    castlab_core::plan::link::decode(value).expect("the link's plan decodes")
}

/// Evidence: chosen sizes, 157 exports (every source of 8×8 and 4×4×4, every
/// WK(3, 3) source, Π on T_9×13, the 8×8 MSN total exchange).
#[test]
fn every_export_reads_back_and_is_written_again_as_the_same_bytes() {
    for (i, e) in exports().iter().enumerate() {
        let plan =
            castlab_core::plan::read(&e.text).unwrap_or_else(|err| panic!("{}: {err}", e.query));
        assert!(
            castlab_core::plan::write(&plan) == e.text,
            "{}: written again, the export changes",
            e.query
        );
        let c = check_text(&format!("export-{i}.json"), &e.text);
        assert_eq!(c.code, Some(0), "{}: {c:?}", e.query);
        assert_eq!(c.report["valid"], true, "{}", e.query);
        assert_eq!(c.report["broken"], 0, "{}", e.query);
        assert_eq!(c.report["kind"], e.kind, "{}", e.query);
        // check's link carries the file as castlab writes it: the same bytes.
        match c.report["permalink"].as_str() {
            Some(link) => assert!(carried(link) == e.text, "{}: the link's plan", e.query),
            None => assert!(
                e.text.len() > 100_000,
                "{}: a small plan has no link",
                e.query
            ),
        }
    }
}

/// Evidence: chosen sizes, 3 exports (8×8 from (2, 2), WK(3, 3) from 012,
/// Π on T_9×13).
#[test]
fn standard_input_is_read_as_the_file_is() {
    for q in [
        "v=1&net=mesh&dims=8x8&src=2,2",
        "v=1&net=wk&w=3&l=3&src=012",
        "v=1&net=torus&dims=9x13&view=orderly",
    ] {
        let e = exports().iter().find(|e| e.query == q).unwrap();
        let from_file = check_text("stdin-twin.json", &e.text);
        let from_stdin = check_stdin(e.text.as_bytes());
        assert_eq!(from_stdin.code, Some(0), "{q}: {from_stdin:?}");
        assert_eq!(from_stdin.report, from_file.report, "{q}");
    }
    // Without --json: the verdict in words, the same for both.
    let e = &exports()[0];
    let path = super::scratch("words.json");
    std::fs::write(&path, &e.text).unwrap();
    let words = castlab(&["check", path.to_str().unwrap()]);
    let piped = super::castlab_with_input(&["check", "-"], e.text.as_bytes());
    assert!(words.status.success() && piped.status.success());
    assert_eq!(words.stdout, piped.stdout);
    let words = String::from_utf8(words.stdout).unwrap();
    assert!(
        words.starts_with("valid: schedule (one-port) from (0, 0)"),
        "{words}"
    );
}

/// A node's coordinates as a file writes them.
fn coords(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap_or_else(|| panic!("coordinates: {v}"))
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect()
}

/// The one-port model (000, 002) recounted from a mesh schedule file: the
/// source holds the message before step 1; a sender holds it before its
/// step and sends once in it; every node is informed once; all N are, in
/// ⌈log₂ N⌉ steps. Returns the TCD: a dimension-ordered route on a mesh
/// is as long as the L1 distance.
fn one_port_tcd(doc: &Value, nodes: usize) -> u64 {
    let mut informed: HashMap<Vec<u64>, usize> = HashMap::new();
    informed.insert(coords(&doc["source"]), 0);
    let steps = doc["steps"].as_array().unwrap();
    assert_eq!(1usize << steps.len(), nodes, "⌈log₂ N⌉ steps");
    let mut tcd = 0;
    for (i, step) in steps.iter().enumerate() {
        let mut senders = Vec::new();
        for m in step.as_array().unwrap() {
            let (from, to) = (coords(&m["from"]), coords(&m["to"]));
            assert!(
                informed.get(&from).is_some_and(|&t| t <= i),
                "{m}: not informed"
            );
            assert!(
                !senders.contains(&from),
                "{m}: sends twice in step {}",
                i + 1
            );
            senders.push(from.clone());
            tcd += from
                .iter()
                .zip(&to)
                .map(|(a, b)| a.abs_diff(*b))
                .sum::<u64>();
            assert!(informed.insert(to, i + 1).is_none(), "{m}: informed twice");
        }
    }
    assert_eq!(informed.len(), nodes, "all informed");
    tcd
}

/// check's report on an export, which must be valid.
fn report_of(e: &Export) -> Value {
    let c = check_text("numbers.json", &e.text);
    assert_eq!(c.code, Some(0), "{}: {c:?}", e.query);
    c.report
}

fn exports_of(prefix: &str) -> Vec<&'static Export> {
    let out: Vec<&Export> = exports()
        .iter()
        .filter(|e| e.query.starts_with(prefix))
        .collect();
    assert!(!out.is_empty(), "{prefix}");
    out
}

/// Evidence: chosen sizes, every source of the 8×8 mesh (64) and of the
/// 4×4×4 mesh (64).
#[test]
fn check_prints_evals_tcd_steps_and_messages_for_every_mesh_source() {
    for (prefix, nodes) in [
        ("v=1&net=mesh&dims=8x8&", 64),
        ("v=1&net=mesh&dims=4x4x4&", 64),
    ] {
        for e in exports_of(prefix) {
            let r = report_of(e);
            let v = eval(&e.query);
            let doc: Value = serde_json::from_str(&e.text).unwrap();
            let recounted = one_port_tcd(&doc, nodes);
            assert_eq!(r["model"], "one-port", "{}", e.query);
            assert_eq!(r["measure"], "tcd", "{}", e.query);
            assert_eq!(r["value"], v["tcd"], "{}", e.query);
            assert_eq!(r["value"], recounted, "{}", e.query);
            assert_eq!(r["steps"], v["steps"], "{}", e.query);
            assert_eq!(r["messages"], v["messages"], "{}", e.query);
            assert_eq!(r["messages"], nodes - 1, "{}", e.query);
            assert_eq!(r["contention_free"], v["contention_free"], "{}", e.query);
            assert_eq!(r["source"], v["source"], "{}", e.query);
            // The paper's algorithm is what was exported: check says equal.
            assert_eq!(r["compare"][0]["role"], "algorithm");
            assert_eq!(r["compare"][0]["value"], r["value"], "{}", e.query);
        }
    }
    // 000 prints MD_3(E_3) = 69 for the eye (2, 2) of the 8×8 mesh.
    let eye = exports_of("v=1&net=mesh&dims=8x8&src=2,2")[0];
    assert_eq!(report_of(eye)["value"], 69);
}

/// WK(w, l)'s neighbours of an address d_L … d_1 (001 §2): every other
/// last digit (its cluster), and, at the level l where d_1 = … = d_{l-1}
/// = a differs from d_l = b, the node with d_l = a and d_{l-1} … d_1 = b.
fn wk_neighbours(address: &str, w: u8) -> Vec<String> {
    let d: Vec<u8> = address.bytes().map(|c| c - b'0').collect();
    let last = d.len() - 1;
    let mut out: Vec<String> = (0..w)
        .filter(|&x| x != d[last])
        .map(|x| {
            let mut e = d.clone();
            e[last] = x;
            e.iter().map(|x| (x + b'0') as char).collect()
        })
        .collect();
    let a = d[last];
    let run = d.iter().rev().take_while(|&&x| x == a).count();
    if run < d.len() {
        let mut e = d.clone();
        let level = last - run;
        let b = e[level];
        e[level] = a;
        for x in &mut e[level + 1..] {
            *x = b;
        }
        out.push(e.iter().map(|x| (x + b'0') as char).collect());
    }
    out
}

/// Evidence: chosen sizes, every source of WK(3, 3) (27).
#[test]
fn check_prints_evals_steps_for_every_wk_source() {
    for e in exports_of("v=1&net=wk&w=3&l=3&") {
        let r = report_of(e);
        let v = eval(&e.query);
        assert_eq!(r["model"], "all-port", "{}", e.query);
        assert_eq!(r["measure"], "steps");
        assert_eq!(r["value"], v["steps"], "{}", e.query);
        assert_eq!(r["steps"], v["steps"], "{}", e.query);
        assert_eq!(r["source"], v["source"], "{}", e.query);
        // Recounted: one hop per message along a link, from a node
        // informed before the step, each node informed once; no broadcast
        // beats the source's eccentricity (breadth-first search here).
        let doc: Value = serde_json::from_str(&e.text).unwrap();
        let source = doc["source"].as_str().unwrap().to_string();
        let mut informed = HashMap::from([(source.clone(), 0)]);
        let steps = doc["steps"].as_array().unwrap();
        for (i, step) in steps.iter().enumerate() {
            for m in step.as_array().unwrap() {
                let (from, to) = (m["from"].as_str().unwrap(), m["to"].as_str().unwrap());
                assert!(
                    wk_neighbours(from, 3).iter().any(|n| n == to),
                    "{m}: no link"
                );
                assert!(informed.get(from).is_some_and(|&t| t <= i), "{m}");
                assert!(informed.insert(to.to_string(), i + 1).is_none(), "{m}");
            }
        }
        assert_eq!(informed.len(), 27, "{}", e.query);
        assert_eq!(r["messages"], 26, "{}", e.query);
        let mut far = HashMap::from([(source.clone(), 0u64)]);
        let mut queue = VecDeque::from([source]);
        while let Some(u) = queue.pop_front() {
            for n in wk_neighbours(&u, 3) {
                if !far.contains_key(&n) {
                    far.insert(n.clone(), far[&u] + 1);
                    queue.push_back(n);
                }
            }
        }
        let eccentricity = far.values().max().copied().unwrap();
        assert!(r["value"].as_u64().unwrap() >= eccentricity, "{}", e.query);
        assert!(
            r["compare"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["role"] == "bound" && c["value"] == eccentricity)
        );
    }
}

/// Every originator's broadcast time under an ordering file's labels
/// (nonadaptive, 003): the least label sum over paths, by Dijkstra.
fn broadcast_times(doc: &Value, width: u64) -> Vec<u64> {
    let index = |v: &Value| {
        let c = coords(v);
        (c[0] + width * c[1]) as usize
    };
    let lists: Vec<Vec<usize>> = doc["labels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_array().unwrap().iter().map(index).collect())
        .collect();
    (0..lists.len())
        .map(|origin| {
            let mut time = vec![u64::MAX; lists.len()];
            time[origin] = 0;
            let mut heap = std::collections::BinaryHeap::from([std::cmp::Reverse((0, origin))]);
            while let Some(std::cmp::Reverse((t, v))) = heap.pop() {
                if t > time[v] {
                    continue;
                }
                for (k, &w) in lists[v].iter().enumerate() {
                    let at = t + k as u64 + 1;
                    if at < time[w] {
                        time[w] = at;
                        heap.push(std::cmp::Reverse((at, w)));
                    }
                }
            }
            time.into_iter().max().unwrap()
        })
        .collect()
}

/// Evidence: one size, Π on T_9×13, every one of its 117 originators.
#[test]
fn check_prints_evals_broadcast_time_and_per_originator_for_pi() {
    let e = exports_of("v=1&net=torus&dims=9x13&view=orderly")[0];
    let r = report_of(e);
    let v = eval(&e.query);
    let doc: Value = serde_json::from_str(&e.text).unwrap();
    let mine = broadcast_times(&doc, 9);
    assert_eq!(mine.len(), 117);
    assert_eq!(r["model"], "orderly");
    assert_eq!(r["measure"], "broadcast time");
    assert_eq!(r["value"], v["broadcast_time"]);
    assert_eq!(r["value"], *mine.iter().max().unwrap());
    assert_eq!(r["per_originator"], v["per_originator"]);
    assert_eq!(r["per_originator"], serde_json::json!(mine));
    assert_eq!(r["messages"], 117 * 4, "every vertex labels its 4 edges");
}

/// Evidence: one size, the total exchange on the 8×8 Manhattan Street
/// network (4,480 packets).
#[test]
fn check_prints_evals_slots_for_the_msn_total_exchange() {
    let e = exports_of("v=1&net=msn&dims=8x8&view=te")[0];
    let r = report_of(e);
    let v = eval(&e.query);
    // 004 Eq. (28), N ≡ 0 (mod 4): T_TE = N³/4 + N²/2 − 2 slots.
    let n = 8u64;
    let eq28 = n * n * n / 4 + n * n / 2 - 2;
    assert_eq!(r["model"], "store-and-forward");
    assert_eq!(r["measure"], "half slots");
    assert_eq!(r["value"], 2 * eq28);
    assert_eq!(r["value"].as_f64(), v["slots"].as_f64().map(|s| 2.0 * s));
    assert_eq!(r["steps"], r["value"]);
    // 004 §4: in each phase P(i, j), 0 ≤ i ≤ j < N, (i, j) ≠ (0, 0), every
    // node sends two packets (halves on the diagonal).
    let phases = n * (n + 1) / 2 - 1;
    assert_eq!(r["messages"], phases * n * n * 2);
    // Every node receives every other's packet once: whole, or two halves.
    let doc: Value = serde_json::from_str(&e.text).unwrap();
    let mut got: HashMap<(Vec<u64>, Vec<u64>), u64> = HashMap::new();
    for m in doc["steps"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s.as_array().unwrap())
    {
        let share = if m["half"] == true { 1 } else { 2 };
        *got.entry((coords(&m["from"]), coords(&m["to"])))
            .or_default() += share;
    }
    assert_eq!(got.len() as u64, n * n * (n * n - 1));
    assert!(got.iter().all(|((a, b), &s)| a != b && s == 2));
}
