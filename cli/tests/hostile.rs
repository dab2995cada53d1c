//! Hostile command lines: every one is refused at once with the limit
//! named, or answered; none runs on. A command that has not answered after
//! [`HANG`] is a hang (a bound a busy machine never reaches by accident:
//! each case takes well under a second natively when refused, and a few
//! seconds when answered; BENCHMARKS.md has the measured times).

use std::io::Read;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

mod support;

/// Past this, a command is taken to run forever.
const HANG: Duration = Duration::from_secs(120);

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("castlab starts")
}

/// Runs castlab, killing it (and failing) if it runs past [`HANG`].
fn run(args: &[&str]) -> Output {
    let mut child = spawn(args);
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stdout.read_to_end(&mut bytes).map(|_| bytes)
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > HANG {
            child.kill().unwrap();
            panic!("castlab {args:?} ran past {HANG:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stderr = Vec::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_end(&mut stderr)
        .unwrap();
    Output {
        status,
        stdout: reader.join().unwrap().unwrap(),
        stderr,
    }
}

/// The command is refused: `code`, nothing on stdout, and a message on
/// stderr that contains every one of `says`.
fn refused(args: &[&str], code: i32, says: &[&str]) {
    let out = run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    for s in says {
        assert!(stderr.contains(s), "{args:?}: {stderr:?} lacks {s:?}");
    }
}

const CENSUS_1M: &str = "v=1&dims=1024x1024&cmp=paper&algo=recursive";
const CENSUS_64K: &str = "v=1&dims=256x256&cmp=paper&algo=recursive";

#[test]
fn a_census_of_every_source_is_refused_over_its_size_naming_a_sample_that_works() {
    // 2^20 nodes: every source would be 2^40 node-routes against 2^26, so
    // a sample of 2^26 / 2^20 = 64 is the largest; on 2^16 nodes, 1024.
    for (link, nodes, sample) in [(CENSUS_1M, "1048576", "64"), (CENSUS_64K, "65536", "1000")] {
        refused(
            &["eval", "--census", link],
            2,
            &["up to 8192 nodes", nodes, &format!("--census={sample}")],
        );
    }
}

#[test]
fn a_census_sample_over_its_budget_is_refused_naming_the_largest() {
    for n in ["1025", "18446744073709551615"] {
        refused(
            &["eval", &format!("--census={n}"), CENSUS_64K],
            2,
            &[
                &format!("--census={n}"),
                "at most 1024 sources",
                "65536 nodes",
            ],
        );
    }
    refused(
        &["eval", "--census=65", CENSUS_1M],
        2,
        &["at most 64 sources"],
    );
    // A number that is not one stays a usage error.
    refused(
        &["eval", "--census=99999999999999999999999", CENSUS_64K],
        2,
        &["expected a number of sources"],
    );
}

#[test]
fn a_census_within_its_budget_is_answered() {
    // Every source of 8×8 where the recursive map is below Algorithm 1's
    // is checked (the core's tests recount those maps from each source's
    // validated schedule).
    let map = |algo: &str| {
        let out = run(&["eval", &format!("v=1&dims=8x8&algo={algo}")]);
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        v["tcd_map"].as_array().unwrap().clone()
    };
    let beaten = map("recursive")
        .iter()
        .zip(&map("paper"))
        .filter(|(a, b)| a.as_u64() < b.as_u64())
        .count() as u64;
    let out = run(&["eval", "--census", "v=1&dims=8x8&cmp=paper&algo=recursive"]);
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["census"]["beaten"], beaten);
    assert_eq!(v["census"]["checked"], beaten);
}

#[test]
fn an_ordering_from_a_device_or_an_endless_stream_is_refused() {
    let q = "v=1&net=torus&dims=4x4&view=orderly";
    refused(
        &["eval", "--ordering", "/dev/zero", q],
        1,
        &["/dev/zero", "special file", "67108864 bytes"],
    );
    // An endless pipe: read up to the limit, then refused.
    let fifo = scratch("endless.fifo");
    let writer = support::endless_fifo(&fifo);
    refused(
        &["eval", "--ordering", fifo.to_str().unwrap(), q],
        1,
        &["goes on past 67108864 bytes"],
    );
    writer.join().unwrap();
}

#[test]
fn an_ordering_file_over_the_limit_is_refused_unread() {
    // 100 MB, sparse: refused from its size alone.
    let big = scratch("big.json");
    let file = std::fs::File::create(&big).unwrap();
    file.set_len(100_000_000).unwrap();
    refused(
        &[
            "eval",
            "--ordering",
            big.to_str().unwrap(),
            "v=1&net=torus&dims=4x4&view=orderly",
        ],
        1,
        &["has 100000000 bytes", "the limit is 67108864 bytes"],
    );
    refused(
        &[
            "eval",
            "--ordering",
            std::env::temp_dir().to_str().unwrap(),
            "v=1&net=torus&dims=4x4&view=orderly",
        ],
        1,
        &["is a folder"],
    );
}

#[test]
fn a_trace_of_every_originator_of_t255_is_the_evaluation_plus_its_trace() {
    // The trace reads the ordering only: the evaluation's numbers are the
    // same with and without it, and the trace ends when the broadcast does.
    let link = "v=1&net=torus&dims=255x255&view=orderly";
    let plain = run(&["eval", link]);
    let traced = run(&["eval", "--trace", link]);
    assert!(plain.status.success() && traced.status.success());
    let plain: Value = serde_json::from_slice(&plain.stdout).unwrap();
    let mut traced: Value = serde_json::from_slice(&traced.stdout).unwrap();
    let trace = traced["trace"].take();
    let last_step = trace
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .max();
    assert_eq!(last_step, plain["from_source"].as_u64());
    let traced = traced.as_object_mut().unwrap();
    traced.remove("trace");
    traced.remove("pseudocode");
    assert_eq!(&Value::Object(traced.clone()), &plain);
}

/// A fresh path in a folder of this test process's own.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("castlab-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}
