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

/// Evidence: one size, every source of 8 × 8.
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

/// stdout and stderr as text.
fn texts(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_and_version_print_on_stdout_and_exit_0() {
    for (args, first_line) in [
        (&["--help"][..], "castlab: broadcast algorithms"),
        (&["-h"], "castlab: broadcast algorithms"),
        (&["help"], "castlab: broadcast algorithms"),
        (&["help", "eval"], "usage: castlab eval [OPTIONS] <QUERY>"),
        (&["eval", "--help"], "usage: castlab eval [OPTIONS] <QUERY>"),
        (&["eval", "-h"], "usage: castlab eval [OPTIONS] <QUERY>"),
        // Help wins wherever it stands among the options.
        (
            &["eval", "--pretty", "v=1", "--help"],
            "usage: castlab eval",
        ),
        (
            &["examples", "--help"],
            "usage: castlab examples [--pretty]",
        ),
        (&["help", "examples"], "usage: castlab examples [--pretty]"),
    ] {
        let out = castlab(args);
        let (stdout, stderr) = texts(&out);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(stdout.starts_with(first_line), "{args:?}: {stdout}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
    // Every flag the eval help names is one eval takes.
    let (help, _) = texts(&castlab(&["eval", "--help"]));
    for flag in ["--pretty", "--strict", "--ordering", "--csv"] {
        assert!(help.contains(flag), "{flag}");
    }
    for args in [&["--version"][..], &["-V"]] {
        let out = castlab(args);
        let manifest = include_str!("../../Cargo.toml");
        let version = manifest
            .lines()
            .find_map(|l| l.strip_prefix("version = \""))
            .and_then(|v| v.strip_suffix('"'))
            .expect("the workspace version");
        assert_eq!(texts(&out).0, format!("castlab {version}\n"));
        assert!(out.status.success());
    }
}

#[test]
fn usage_errors_exit_2_with_one_usage_line_on_stderr() {
    for (args, says, hint) in [
        (&[][..], "no command given", "castlab --help"),
        (
            &["frobnicate"],
            "unknown command 'frobnicate'",
            "castlab --help",
        ),
        (
            &["help", "frobnicate"],
            "no help for \"frobnicate\"",
            "castlab --help",
        ),
        (&["eval"], "missing <QUERY>", "castlab eval --help"),
        (
            &["eval", "--nope", "v=1"],
            "invalid option '--nope'",
            "castlab eval --help",
        ),
        (
            &["eval", "a", "b"],
            "\"b\" is a second",
            "castlab eval --help",
        ),
        (
            &["eval", "--pretty=yes", "v=1"],
            "'--pretty': \"yes\"",
            "castlab eval --help",
        ),
        (
            &["eval", "v=1", "--csv"],
            "missing argument for option '--csv'",
            "castlab eval --help",
        ),
        (
            &["eval", "--csv=nope", "v=1"],
            "--csv nope: this query has the tables nodes, summary",
            "castlab eval --help",
        ),
        (
            &["eval", "--ordering", "x.json", "v=1"],
            "--ordering needs a query with view=orderly",
            "castlab eval --help",
        ),
        (
            &["examples", "--nope"],
            "invalid option '--nope'",
            "castlab examples --help",
        ),
    ] {
        let out = castlab(args);
        let (stdout, stderr) = texts(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
        assert!(stderr.starts_with("castlab: "), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("try '{hint}'")),
            "{args:?}: {stderr}"
        );
        // One usage line, not the whole help.
        assert_eq!(stderr.matches("usage:").count(), 1, "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 3, "{args:?}: {stderr}");
    }
}

#[test]
fn flag_values_come_attached_or_separate_and_double_dash_ends_flags() {
    let q = "v=1&dims=4x4&src=1,2";
    let separate = castlab(&["eval", "--csv", "nodes", q]);
    let attached = castlab(&["eval", "--csv=nodes", q]);
    assert!(separate.status.success() && attached.status.success());
    assert_eq!(separate.stdout, attached.stdout);
    // The nodes table has a header and one row per node of the 4x4 mesh.
    assert_eq!(texts(&attached).0.lines().count(), 1 + 16);
    // After `--`, a query that looks like a flag is a query: `-h` is then
    // not help but a link with no usable keys (the default configuration).
    let out = castlab(&["eval", "--pretty", "--", "-h"]);
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["permalink"], "v=1");
    // Options may follow the query.
    let after = castlab(&["eval", q, "--pretty"]);
    let before = castlab(&["eval", "--pretty", q]);
    assert!(after.status.success());
    assert_eq!(after.stdout, before.stdout);
    assert!(texts(&after).0.contains("\n  \"permalink\""), "indented");
}

#[test]
fn mistyped_keys_are_reported_with_the_key_meant() {
    // The issue's example: before, this exited 0 with the default 8x8 mesh.
    let q = "v=1&dim=4x4&sorce=1,1";
    let out = castlab(&["eval", q]);
    let (stdout, stderr) = texts(&out);
    assert!(out.status.success(), "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    let pairs: Vec<(&str, &str, &str)> = v["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["key"].as_str().unwrap(),
                e["value"].as_str().unwrap(),
                e["suggestion"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(pairs, [("dim", "4x4", "dims"), ("sorce", "1,1", "src")]);
    assert!(
        stderr.contains("castlab: dim=4x4: unknown key, ignored; did you mean dims=4x4?"),
        "{stderr}"
    );
    assert!(stderr.contains("did you mean src=1,1?"), "{stderr}");
    // The values really were ignored: the default mesh from (0, 0).
    assert_eq!(v["dims"], serde_json::json!([8, 8]));
    assert_eq!(v["source"], serde_json::json!([0, 0]));
    // With --strict the script hears of it.
    let strict = castlab(&["eval", "--strict", q]);
    assert_eq!(strict.status.code(), Some(2));
    assert_eq!(strict.stdout, out.stdout, "the JSON is still printed");
    // Following the suggestions gives the intended link, cleanly.
    let fixed = castlab(&["eval", "--strict", "v=1&dims=4x4&src=1,1"]);
    assert!(fixed.status.success());
    assert!(texts(&fixed).1.is_empty());

    // Refused values come first, then mistyped keys, each once.
    let v = eval("v=1&Dims=4x4&dims=banana&source=1,1&source=2,2&alg=exact");
    let keys: Vec<&str> = v["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["key"].as_str().unwrap())
        .collect();
    assert_eq!(keys, ["dims", "Dims", "source", "alg"]);
    // A refused value has no suggestion field at all (old links print as
    // they did).
    assert!(v["errors"][0].get("suggestion").is_none());
}

#[test]
fn tracking_keys_pass_quietly_and_foreign_keys_only_on_stderr() {
    let tracked = castlab(&[
        "eval",
        "--strict",
        "v=1&dims=4x4&utm_source=course&UTM_medium=mail&fbclid=x&gclid=y&ref=z",
    ]);
    let (stdout, stderr) = texts(&tracked);
    assert!(tracked.status.success(), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["errors"], serde_json::json!([]));
    assert_eq!(v["permalink"], "v=1&dims=4x4");

    // A key nowhere near a known one (a course page's own) is not an error
    // of the link, but a script is told, and --strict fails on it.
    let q = "v=1&dims=4x4&lecture=7";
    let out = castlab(&["eval", q]);
    let (stdout, stderr) = texts(&out);
    assert!(out.status.success());
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["errors"], serde_json::json!([]));
    assert_eq!(stderr, "castlab: lecture=7: unknown key, ignored\n");
    assert_eq!(castlab(&["eval", "--strict", q]).status.code(), Some(2));
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

/// Arrival times read off the printed labels by stepping the model:
/// at time τ every informed vertex v sends along label τ − t_v.
fn step_the_model(offsets: &[u64], targets: &[u64], src: usize) -> Vec<u64> {
    let n = offsets.len() - 1;
    let mut time = vec![u64::MAX; n];
    time[src] = 0;
    let (mut tau, mut latest) = (0, 0);
    while tau < latest + 8 {
        tau += 1;
        let mut newly = vec![];
        for v in 0..n {
            if time[v] < tau {
                let k = (offsets[v] + tau - time[v] - 1) as usize;
                if k < offsets[v + 1] as usize && time[targets[k] as usize] == u64::MAX {
                    newly.push(targets[k] as usize);
                }
            }
        }
        for w in newly {
            time[w] = tau;
            latest = tau;
        }
    }
    time
}

fn numbers(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

#[test]
fn orderly_prints_the_keys_the_issue_names_and_they_follow_the_labels() {
    // The thesis's worked example: T_{9×13} from (0, 3), where §3.3 shows
    // row 5 informed by D + 4 = 14.
    let v = eval("v=1&net=torus&dims=9x13&src=0,3&view=orderly&algo=pi");
    for key in [
        "broadcast_time",
        "from_source",
        "diameter",
        "lower_bound",
        "thesis_bound",
        "arrival",
        "per_originator",
        "ordering",
    ] {
        assert!(!v[key].is_null(), "{key}");
    }
    assert_eq!(v["ordering"], "pi");
    assert_eq!(v["diameter"], 10);
    let (offsets, targets) = (numbers(&v["label_offsets"]), numbers(&v["label_targets"]));
    let arrival = numbers(&v["arrival"]);
    let src = 3 * 9; // (0, 3), x fastest
    assert_eq!(arrival, step_the_model(&offsets, &targets, src));
    assert!((0..13).all(|q| arrival[5 + 9 * q] <= 14));
    let per = numbers(&v["per_originator"]);
    for u in [0, 1, 27, 50, 116] {
        let worst = step_the_model(&offsets, &targets, u).into_iter().max();
        assert_eq!(Some(per[u]), worst, "originator {u}");
    }
    assert_eq!(v["broadcast_time"].as_u64(), per.iter().copied().max());
    assert_eq!(v["from_source"].as_u64(), arrival.iter().copied().max());
}

#[test]
fn a_custom_ordering_file_is_used_or_refused_with_the_reason() {
    let dir = std::env::temp_dir().join(format!("castlab-ordering-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The 3-cycle as a 1-D torus, each vertex listing "previous" first.
    let good = dir.join("good.json");
    std::fs::write(&good, "[[2,1],[0,2],[1,0]]").unwrap();
    let q = "v=1&net=torus&dims=3&view=orderly&algo=dim";
    let out = castlab(&["eval", "--ordering", good.to_str().unwrap(), q]);
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ordering_description"], "a user-supplied ordering");
    // From 0: label 1 reaches 2 at time 1, label 2 reaches 1 at time 2.
    assert_eq!(numbers(&v["arrival"]), [0, 2, 1]);
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "[[2,1],[0,0],[1,0]]").unwrap();
    // A wrong ordering and a missing file are runtime errors: exit 1, one
    // message, no usage text.
    let out = castlab(&["eval", "--ordering", bad.to_str().unwrap(), q]);
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout.is_empty());
    assert!(stderr.contains("vertex 1 lists 0 twice"), "{stderr}");
    assert!(!stderr.contains("usage"), "{stderr}");
    let not_json = dir.join("not.json");
    std::fs::write(&not_json, "{ nope").unwrap();
    for (file, says) in [
        (
            "/nonexistent/x.json",
            "cannot read the ordering file /nonexistent/x.json",
        ),
        (not_json.to_str().unwrap(), "is not a JSON array of arrays"),
    ] {
        let out = castlab(&["eval", &format!("--ordering={file}"), q]);
        let (stdout, stderr) = texts(&out);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stdout.is_empty());
        assert!(
            stderr.starts_with("castlab: ") && stderr.contains(says),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}

/// The bound for Π laid out with rows along the first side, from the
/// thesis's statements: Lemma 3.8.1 (m even: D + 3 if n/2 is odd, else
/// D + 4) and Lemma 3.8.2 as castlab reads it (m odd: D + 4 if n ≡ 2 mod 4,
/// else D + 5), with D = ⌊m/2⌋ + ⌊n/2⌋.
fn lemma_by_hand(m: u64, n: u64) -> u64 {
    let d = m / 2 + n / 2;
    let half_odd = n % 4 == 2;
    d + match (m.is_multiple_of(2), half_odd) {
        (true, true) => 3,
        (true, false) | (false, true) => 4,
        (false, false) => 5,
    }
}

#[test]
fn thesis_bound_is_the_best_the_thesis_proves_and_lemma_bound_the_one_as_laid_out() {
    // The issue's example: T_9x8 as laid out is Lemma 3.8.2's D + 5 = 13;
    // Theorem 3.8.1 lays Π along the even side, 8 x 9: D + 4 = 12.
    let v = eval("v=1&net=torus&dims=9x8&view=orderly");
    assert_eq!(
        (v["thesis_bound"].as_u64(), v["lemma_bound"].as_u64()),
        (Some(12), Some(13))
    );
    for (m, n) in [
        (9u64, 8u64),
        (8, 9),
        (9, 12),
        (12, 9),
        (14, 10),
        (9, 13),
        (6, 7),
        (10, 10),
    ] {
        let v = eval(&format!("v=1&net=torus&dims={m}x{n}&view=orderly"));
        assert_eq!(
            v["lemma_bound"].as_u64(),
            Some(lemma_by_hand(m, n)),
            "{m}x{n}"
        );
        let best = lemma_by_hand(m, n).min(lemma_by_hand(n, m));
        assert_eq!(v["thesis_bound"].as_u64(), Some(best), "{m}x{n}");
        // The bounds list says the same, entry by entry.
        let value_of = |prefix: &str| {
            v["bounds"]
                .as_array()
                .unwrap()
                .iter()
                .find(|b| b["cited"].as_str().unwrap().starts_with(prefix))
                .map(|b| b["value"].as_u64().unwrap())
        };
        assert_eq!(value_of("003 Lemma 3.8."), Some(lemma_by_hand(m, n)));
        assert_eq!(value_of("003 Theorem 3.8.1"), Some(best));
    }
    // In d-D the thesis proves Theorem 4.3.1; no lemma applies.
    let v = eval("v=1&net=torus&dims=6x6x4&view=orderly");
    assert_eq!(v["lemma_bound"], Value::Null);
    // ⌊6/2⌋ + ⌊6/2⌋ + 3·⌊4/2⌋ + 3·3 − 6 + 3 (6 ≡ 2 mod 4, m even) = 18.
    assert_eq!(v["thesis_bound"], 18);
    assert_eq!(
        eval("v=1&net=mesh&dims=6x6&view=orderly")["thesis_bound"],
        Value::Null
    );
}

#[test]
fn a_user_supplied_ordering_is_named_so_and_bounds_on_pi_do_not_judge_it() {
    // Take dimension order's lists on T_5x4 and hand them in as a file,
    // under a link that names Π (the default on tori).
    let dim = eval("v=1&net=torus&dims=5x4&view=orderly&algo=dim");
    let (offsets, targets) = (
        numbers(&dim["label_offsets"]),
        numbers(&dim["label_targets"]),
    );
    let lists: Vec<&[u64]> = offsets
        .windows(2)
        .map(|w| &targets[w[0] as usize..w[1] as usize])
        .collect();
    let dir = std::env::temp_dir().join(format!("castlab-user-ordering-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("dim.json");
    std::fs::write(&file, serde_json::to_string(&lists).unwrap()).unwrap();
    let out = castlab(&[
        "eval",
        "--ordering",
        file.to_str().unwrap(),
        "v=1&net=torus&dims=5x4&view=orderly",
    ]);
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ordering"], "user-supplied");
    assert_eq!(v["ordering_description"], "a user-supplied ordering");
    // The same lists, so the same times as dimension order.
    assert_eq!(v["broadcast_time"], dim["broadcast_time"]);
    assert_eq!(v["per_originator"], dim["per_originator"]);
    let verdict = |prefix: &str| {
        v["bounds"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["cited"].as_str().unwrap().starts_with(prefix))
            .map(|b| b["verdict"].as_str().unwrap().to_string())
    };
    // Lemma 3.8.2 and Theorem 3.8.1 bound Π, not this ordering.
    assert_eq!(
        verdict("003 Lemma 3.8.2").as_deref(),
        Some("not applicable")
    );
    assert_eq!(
        verdict("003 Theorem 3.8.1").as_deref(),
        Some("not applicable")
    );
    // Theorem 2.2.1 and the diameter hold for every ordering: judged.
    let t = v["broadcast_time"].as_u64().unwrap();
    // D = 2 + 2; one side odd: D + 2.
    assert_eq!(
        verdict("003 Theorem 2.2.1").as_deref(),
        Some(if t >= 6 { "holds" } else { "fails" })
    );
    assert_eq!(
        verdict("the diameter").as_deref(),
        Some(if t >= 4 { "holds" } else { "fails" })
    );
    // Under the link alone the ordering is Π and the lemma does judge it.
    let pi = eval("v=1&net=torus&dims=5x4&view=orderly");
    assert_eq!(pi["ordering"], "pi");
    assert_ne!(
        pi["bounds"][1]["verdict"].as_str(),
        Some("not applicable"),
        "{}",
        pi["bounds"][1]
    );
    let _ = std::fs::remove_dir_all(&dir);
}
