//! Every reproducing command in docs/errata.md runs and prints what the entry
//! says, and every core test it names exists.
//!
//! A command line looks like
//! `$ castlab eval '<query>' [--flag …]   # key: value, a.b: value, c.0.d: "text, with commas"`;
//! each listed key of the JSON output must equal its value (dots reach into
//! nested objects, numbers into arrays; a value in double quotes may hold
//! commas).

use std::process::Command;

use serde_json::Value;

/// `key: value` pairs separated by commas outside double quotes.
fn expectations(text: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in text.chars().chain([',']) {
        match c {
            '"' => {
                quoted = !quoted;
                current.push(c);
            }
            ',' if !quoted => {
                if let Some((k, v)) = current.split_once(':') {
                    pairs.push((k.trim().to_string(), v.trim().to_string()));
                }
                current.clear();
            }
            _ => current.push(c),
        }
    }
    pairs
}

/// One reproducing command: the query, the flags after it, and the
/// `key: value` pairs it promises.
type Reproduction = (String, Vec<String>, Vec<(String, String)>);

/// The errata's `$ castlab <command> '<query>' [flags]   # …` lines.
fn commands(command: &str) -> Vec<Reproduction> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/errata.md");
    let text = std::fs::read_to_string(path).expect("docs/errata.md exists");
    let prefix = format!("$ castlab {command} '");
    text.lines()
        .filter_map(|line| line.trim().strip_prefix(prefix.as_str()))
        .map(|rest| {
            let (query, tail) = rest.split_once('\'').expect("closing quote");
            let (flags, expect) = tail.split_once('#').unwrap_or((tail, ""));
            let flags = flags.split_whitespace().map(str::to_string).collect();
            (query.to_string(), flags, expectations(expect))
        })
        .collect()
}

#[test]
fn errata_sweeps_reproduce() {
    let commands = commands("sweep");
    assert!(commands.len() >= 2, "errata list their sweeps");
    for (query, flags, expect) in commands {
        assert!(!expect.is_empty(), "{query}: no expectation given");
        let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
            .args(["sweep", "--json"])
            .args(&flags)
            .arg(&query)
            .output()
            .unwrap();
        assert!(out.status.success(), "{query}: {out:?}");
        let rows: Value = serde_json::from_slice(&out.stdout).unwrap();
        for (key, want) in expect {
            let (row, column) = key.split_once('/').expect("row/column");
            let got = &rows[row.parse::<usize>().unwrap()][column];
            assert_eq!(got.to_string(), want, "{query}: {key}");
        }
    }
}

/// Runs `check` on every item, on two threads taking the next item as
/// they finish (the 110 commands are independent processes, one of them
/// 26 s long; one after another they took 36 s of CI).
fn on_two_threads<T: Sync>(items: &[T], check: impl Fn(&T) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let work = || {
        while let Some(item) = items.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
            check(item);
        }
    };
    std::thread::scope(|scope| {
        let other = scope.spawn(work);
        work();
        other.join().expect("the other thread's checks pass");
    });
}

#[test]
fn errata_commands_reproduce() {
    let commands = commands("eval");
    assert!(commands.len() >= 3, "errata list their commands");
    on_two_threads(&commands, |(query, flags, expect)| {
        assert!(!expect.is_empty(), "{query}: no expectation given");
        let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
            .arg("eval")
            .args(flags)
            .arg(query)
            .output()
            .unwrap();
        assert!(out.status.success());
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        for (key, want) in expect {
            // `a.b` reaches into nested objects, `a.0` into arrays.
            let got = key
                .split('.')
                .fold(&v, |node, part| match part.parse::<usize>() {
                    Ok(i) if node.is_array() => &node[i],
                    _ => &node[part],
                });
            assert_eq!(&got.to_string(), want, "{query}: {key}");
        }
    });
}

/// Every core test the errata name (`cargo test -p castlab-core <filter>`,
/// or a bare test name in backticks) exists, so a renamed test cannot
/// leave a count unchecked; `cargo xtask test` runs them all.
#[test]
fn errata_name_tests_that_exist() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let text = std::fs::read_to_string(format!("{root}/docs/errata.md")).unwrap();
    let mut sources = String::new();
    // The core's unit tests and its integration tests (`core/tests`), which
    // `cargo test -p castlab-core <filter>` runs alike.
    let mut stack = vec![
        std::path::PathBuf::from(format!("{root}/core/src")),
        std::path::PathBuf::from(format!("{root}/core/tests")),
    ];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push_str(&std::fs::read_to_string(path).unwrap());
            }
        }
    }
    // The names of the core's tests.
    let tests: Vec<&str> = sources
        .split("#[test]")
        .skip(1)
        .filter_map(|rest| rest.split("fn ").nth(1)?.split('(').next())
        .collect();
    let mut named = 0;
    for quoted in text.split('`').skip(1).step_by(2) {
        let quoted = &quoted.split_whitespace().collect::<Vec<_>>().join(" ");
        let filter = quoted
            .strip_prefix("cargo test -p castlab-core ")
            .unwrap_or(quoted);
        let identifier = !filter.is_empty()
            && filter
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        let is_command = quoted.starts_with("cargo test -p castlab-core ");
        if identifier && (is_command || filter.matches('_').count() >= 2) {
            named += 1;
            assert!(
                tests.iter().any(|t| t.contains(filter)),
                "docs/errata.md names `{quoted}`, but no core test matches it"
            );
        }
    }
    assert!(named >= 15, "{named} tests named");
}
