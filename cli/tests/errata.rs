//! Every reproducing command in docs/errata.md runs and prints what the entry
//! says.
//!
//! A command line looks like
//! `$ castlab eval '<query>'   # key: value, a.b: value`; each listed key of
//! the JSON output (dots reach into nested objects) must equal its value.

use std::process::Command;

use serde_json::Value;

fn commands() -> Vec<(String, Vec<(String, String)>)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/errata.md");
    let text = std::fs::read_to_string(path).expect("docs/errata.md exists");
    text.lines()
        .filter_map(|line| line.trim().strip_prefix("$ castlab eval '"))
        .map(|rest| {
            let (query, tail) = rest.split_once('\'').expect("closing quote");
            let expect = tail
                .split_once('#')
                .map(|(_, e)| e)
                .unwrap_or("")
                .split(',')
                .filter_map(|kv| kv.split_once(':'))
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .collect();
            (query.to_string(), expect)
        })
        .collect()
}

#[test]
fn errata_commands_reproduce() {
    let commands = commands();
    assert!(commands.len() >= 3, "errata list their commands");
    for (query, expect) in commands {
        assert!(!expect.is_empty(), "{query}: no expectation given");
        let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
            .args(["eval", &query])
            .output()
            .unwrap();
        assert!(out.status.success());
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        for (key, want) in expect {
            // `a.b` reaches into nested objects.
            let got = key.split('.').fold(&v, |node, part| &node[part]);
            assert_eq!(got.to_string(), want, "{query}: {key}");
        }
    }
}
