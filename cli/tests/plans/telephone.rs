//! Classical (telephone-model) schedules on every protocol family and on
//! a mesh, a torus, a WK and an MSN:
//! castlab's own exports check back valid with eval's time, and copies
//! broken one way each are refused with the rule they break. The breaks
//! are made here from the file alone, and which rule each breaks follows
//! from the model's definition (003 §1.2.1: a call joins two neighbours,
//! a vertex is in one call a round, only an informed vertex calls), with
//! non-links chosen from each family's published definition.

use serde_json::{Value, json};

use super::{castlab, check_text, eval};

/// One network of each family, a source that is not the default, and a
/// vertex of it that is no neighbour of that source, by the family's
/// definition: Q_m joins addresses one bit apart; a butterfly's and a
/// CCC's links join the same bits on adjacent levels or (CCC) differ in
/// one bit, so the same level with two bits flipped is no neighbour;
/// UB(2, m) joins x to its shifts (x's last m − 1 bits begin the other);
/// P_n and C_n join numbers one apart (mod n on the cycle). K_n has no
/// non-link.
const NETWORKS: [(&str, &str, Option<&str>); 7] = [
    ("v=1&net=cube&m=4&view=classical", "0110", Some("0101")),
    (
        "v=1&net=butterfly&m=3&view=classical",
        "1,010",
        Some("1,100"),
    ),
    ("v=1&net=debruijn&m=4&view=classical", "0110", Some("0000")),
    ("v=1&net=ccc&m=3&view=classical", "2,011", Some("2,101")),
    ("v=1&net=complete&n=6&view=classical", "4", None),
    ("v=1&net=path&n=7&view=classical", "2", Some("5")),
    ("v=1&net=cycle&n=8&view=classical", "0", Some("6")),
];

/// The papers' networks: the source as a link writes it, as a plan writes
/// it, and a vertex that is no (out-)neighbour of it by the network's
/// definition: a mesh or torus joins nodes one apart on one axis (mod the
/// side on a torus), so two apart on two axes is none; WK(3, 2) joins a
/// node to its cluster (same first digit) and 12 to 21 across, so 00 is
/// none; an MSN's two out-links from (1, 1) change one coordinate by one.
const PAPERS_NETWORKS: [(&str, &str, &str, &str); 4] = [
    (
        "v=1&net=mesh&dims=3x4&view=classical",
        "1,2",
        "[1,2]",
        "[0,0]",
    ),
    (
        "v=1&net=torus&dims=4x3&view=classical",
        "0,1",
        "[0,1]",
        "[2,0]",
    ),
    (
        "v=1&net=wk&w=3&l=2&view=classical",
        "12",
        "\"12\"",
        "\"00\"",
    ),
    (
        "v=1&net=msn&dims=4x4&view=classical",
        "1,1",
        "[1,1]",
        "[3,3]",
    ),
];

/// The rounds of a schedule file.
fn rounds(doc: &Value) -> Vec<Vec<Value>> {
    doc["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_array().unwrap().clone())
        .collect()
}

/// The round each vertex is first told in, recounted from the file (a
/// vertex by its JSON text: an address or coordinates).
fn told(doc: &Value) -> std::collections::HashMap<String, usize> {
    let mut at = std::collections::HashMap::from([(doc["source"].to_string(), 0)]);
    for (r, round) in rounds(doc).iter().enumerate() {
        for call in round {
            at.entry(call["to"].to_string()).or_insert(r + 1);
        }
    }
    at
}

fn with_rounds(doc: &Value, rounds: Vec<Vec<Value>>) -> String {
    let mut doc = doc.clone();
    doc["steps"] = json!(rounds);
    doc.to_string()
}

/// Checks `text` and expects the named rule first.
fn refused(name: &str, text: &str, rule: &str) {
    let c = check_text("telephone-broken.json", text);
    assert_eq!(c.code, Some(3), "{name}: {c:?}");
    assert_eq!(c.report["valid"], false, "{name}");
    assert_eq!(c.report["first_broken"]["rule"], rule, "{name}: {c:?}");
}

/// Evidence: chosen networks, every family with three algorithms each:
/// castlab's exports are valid with eval's time, and each broken copy is
/// refused naming the rule its break violates.
#[test]
fn classical_exports_check_back_valid_and_broken_copies_name_their_rule() {
    let (mut checked, mut told_late) = (0, 0);
    let families = NETWORKS.map(|(network, source, stranger)| {
        (network, source, json!(source), stranger.map(|s| json!(s)))
    });
    let papers = PAPERS_NETWORKS.map(|(network, source, written, stranger)| {
        let parse = |text: &str| serde_json::from_str::<Value>(text).unwrap();
        (network, source, parse(written), Some(parse(stranger)))
    });
    for (network, src, source, stranger) in families.into_iter().chain(papers) {
        for algo in ["tree", "greedy", "exact"] {
            let link = format!("{network}&algo={algo}&src={src}");
            let out = castlab(&["eval", &link, "--export", "schedule"]);
            assert!(out.status.success(), "{link}: {out:?}");
            let text = String::from_utf8(out.stdout).unwrap();
            let doc: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(doc["source"], source, "{link}");
            let c = check_text("telephone.json", &text);
            assert_eq!(c.code, Some(0), "{link}: {c:?}");
            let v = eval(&link);
            assert_eq!(c.report["value"], v["from_source"], "{link}");
            let all = rounds(&doc);
            assert_eq!(c.report["value"], all.len(), "{link}");
            let times = told(&doc);
            // Each vertex told once: the count of calls is N − 1.
            let calls: usize = all.iter().map(Vec::len).sum();
            assert_eq!(calls + 1, times.len(), "{link}");

            // Without the last call its receiver is never told.
            let mut short = all.clone();
            short.last_mut().unwrap().pop();
            refused(&link, &with_rounds(&doc, short), "all-informed");

            // Round 1's first call twice: its caller is in two calls.
            let mut twice = all.clone();
            let first = twice[0][0].clone();
            twice[0].push(first);
            refused(&link, &with_rounds(&doc, twice), "one-call");

            // A call by a vertex told in round t ≥ 1, put in a round of its
            // own before t + 1: it calls before it holds the message (in
            // round 1, before anyone but the source does).
            let caller_told = |least: usize| {
                all.iter()
                    .flatten()
                    .find(|c| times[&c["from"].to_string()] >= least)
                    .cloned()
            };
            if let Some(late) = caller_told(2) {
                let mut early = all.clone();
                early.insert(1, vec![late]);
                refused(&link, &with_rounds(&doc, early), "sender-informed");
                told_late += 1;
            }
            if let Some(late) = caller_told(1) {
                let mut first = all.clone();
                first.insert(0, vec![late]);
                refused(&link, &with_rounds(&doc, first), "source");
            } else {
                // A star (K_n's breadth-first tree): only the source calls.
                let source_only = all.iter().flatten().all(|c| c["from"] == source);
                assert!(source_only, "{link}: a caller told after round 1");
            }

            // The source's first call sent to a vertex it has no link to.
            if let Some(stranger) = &stranger {
                let mut off = all.clone();
                assert_eq!(off[0][0]["from"], source, "{link}");
                off[0][0]["to"] = stranger.clone();
                refused(&link, &with_rounds(&doc, off), "on-links");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 33);
    assert!(
        told_late >= 27,
        "{told_late} schedules broke sender-informed"
    );
}
