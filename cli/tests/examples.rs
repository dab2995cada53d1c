//! Every example of the gallery (`castlab examples`) evaluates to the
//! values it promises, read from `castlab eval` of its own permalink (or
//! `castlab sweep` of a sweep's). Most
//! of the promises are numbers the papers print (69, 79, 17 and 16, 525,
//! 158 slots, 79/16), so a wrong example or a wrong engine both fail here.

use std::process::Command;

use serde_json::Value;

fn castlab(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .output()
        .expect("castlab runs");
    assert!(out.status.success(), "{args:?}: {out:?}");
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// `a.b.0.c`: objects by key, arrays by index.
fn at<'a>(v: &'a Value, path: &str) -> &'a Value {
    path.split('.')
        .fold(v, |node, part| match part.parse::<usize>() {
            Ok(i) if node.is_array() => &node[i],
            _ => &node[part],
        })
}

#[test]
fn every_example_shows_what_it_promises() {
    let examples = castlab(&["examples"]);
    let list = examples.as_array().expect("a JSON array");
    assert!(list.len() >= 24, "{} examples", list.len());
    let (mut checked, mut sweeps) = (0, 0);
    for e in list {
        let id = e["id"].as_str().unwrap();
        for key in ["title", "note", "permalink", "paper", "shows", "headline"] {
            assert!(
                e[key].as_str().is_some_and(|s| !s.is_empty()),
                "{id}: {key}"
            );
        }
        let permalink = e["permalink"].as_str().unwrap();
        let expect = e["expect"].as_object().unwrap();
        assert!(expect.contains_key(e["headline"].as_str().unwrap()), "{id}");
        if permalink.contains("..") {
            // A sweep: `row/column` of its rows, each row's own permalink
            // checked against castlab eval by the sweep tests.
            let rows = castlab(&["sweep", "--json", "--strict", permalink]);
            for (key, want) in expect {
                let (row, column) = key.split_once('/').expect("row/column");
                let row: usize = row.parse().unwrap();
                assert_eq!(&rows[row][column], want, "{id}: {key}");
                checked += 1;
            }
            sweeps += 1;
            continue;
        }
        // A narrated link's promises may read its trace (`--trace`).
        let v = if permalink.contains("trace=1") {
            castlab(&["eval", "--strict", "--trace", permalink])
        } else {
            castlab(&["eval", "--strict", permalink])
        };
        assert_eq!(
            v["permalink"], permalink,
            "{id}: the permalink is canonical"
        );
        for (key, want) in expect {
            assert_eq!(at(&v, key), want, "{id}: {key}");
            checked += 1;
        }
    }
    assert!(checked >= 75, "{checked} values checked");
    // A chart for every network.
    assert!(sweeps >= 4, "{sweeps} sweeps");
    // Grouped by paper: all five are there.
    for paper in ["Cang and J. Wu", "Fang", "Taslakian", "Varvarigos"] {
        assert!(
            list.iter()
                .any(|e| e["paper"].as_str().unwrap().contains(paper)),
            "{paper}"
        );
    }
}

/// The notes that cite a paper's formula say what castlab computes, with
/// the formula's own value worked out here: the cycle's optimum against
/// §1.3's ⌈2n/3⌉, the corner against 000 Eq. (9), the WK label from a
/// corner and from elsewhere.
#[test]
fn notes_that_cite_a_formula_state_its_value() {
    let examples = castlab(&["examples"]);
    let note = |id: &str| -> String {
        let e = examples
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["id"] == id)
            .unwrap_or_else(|| panic!("example {id}"));
        e["note"].as_str().unwrap().to_string()
    };
    // C_7: ⌈2n/3⌉ = ⌈14/3⌉ = 5 as printed, ⌊14/3⌋ = 4 computed.
    let n = 7u64;
    let (ceil, floor) = ((2 * n).div_ceil(3), 2 * n / 3);
    let cycle = castlab(&["eval", "v=1&net=torus&dims=7&view=orderly&algo=dim"]);
    assert_eq!(cycle["optimum"], floor);
    assert_eq!(cycle["bounds"][0]["value"], ceil);
    let text = note("orderly-cycle");
    assert!(text.contains(&format!("{floor} = ⌊2n/3⌋")), "{text}");
    assert!(text.contains(&format!("⌈2n/3⌉ = {ceil}")), "{text}");
    // The corner: 000 Eq. (9) with k = 3, over 30: 36·4^k + 40·2^k − 60k
    // − (−1)^k − 75.
    let k = 3i64;
    let eq9 = (36 * 4i64.pow(3) + 40 * 2i64.pow(3) - 60 * k + 1 - 75) / 30;
    let corner = castlab(&["eval", "v=1"]);
    assert_eq!(corner["tcd"], eq9);
    assert!(note("tcd-corner-8x8").contains("Eq. (9)"));
    // WK: the corner's p takes ⌈log₂ W⌉ bits; (m, t) elsewhere takes
    // ⌈log₂ L⌉ + ⌈log₂ W⌉ (5 at W = 4, L = 5..7).
    let text = note("wk-sweep-labels");
    assert!(text.contains("From the corner"), "{text}");
    assert!(text.contains("(m, t), 5 bits"), "{text}");
    let general = castlab(&["eval", "v=1&net=wk&w=4&l=6&src=000001"]);
    assert_eq!(general["label_bits"], 3 + 2);
}
