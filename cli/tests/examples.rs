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
        let v = castlab(&["eval", "--strict", permalink]);
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
