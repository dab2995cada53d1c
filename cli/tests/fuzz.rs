//! Fuzzes the permalink grammar and `eval` end to end with proptest: query
//! strings generated over the whole grammar (every key, names, numbers
//! around every limit, huge and negative numbers, unicode, percent junk,
//! script injection, empty and repeated keys) and valid links mutated at
//! random, plus hostile custom orderings.
//!
//! For every input: no panic, no case that hangs (five seconds), a bounded heap, a
//! canonical link that parses back to the same configuration with no
//! errors, and an evaluation whose own checks hold. `CASTLAB_FUZZ_CASES`
//! scales the run (the default keeps `cargo xtask test` quick) and
//! `CASTLAB_FUZZ_SEED` picks other cases (the default is fixed, so CI is
//! repeatable); see `docs/robustness.md` for the longer runs and the
//! cargo-fuzz target.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use castlab_core::eval::{evaluate, evaluate_with};
use castlab_core::permalink::{self, Algo, Key, Net, Panel, Theme, View};
use peak_alloc::PeakAlloc;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::Value;

/// Counts the heap, so each case's peak can be checked.
#[global_allocator]
static HEAP: PeakAlloc = PeakAlloc;

/// A case that takes longer than this is a hang. Cases take milliseconds;
/// the bound is far above what a busy CI machine adds by accident, so it
/// catches only work without a limit (the timings are benchmarks' job).
const DEADLINE: Duration = Duration::from_secs(5);

/// Evaluations are fuzzed up to this many nodes; larger accepted links are
/// parsed here and evaluated at every limit's edge by `tests/limits.rs`.
const EVAL_NODES: usize = 1024;

/// The heap an evaluation at fuzz scale may use.
const EVAL_HEAP: usize = 64 << 20;

/// Refusals worded as `castlab` words them without `--locale`: English
/// (the CLI installs its wording at start; a test process must too).
fn english() {
    castlab_core::text::set_wording(|text| {
        static EN: std::sync::OnceLock<castlab_l10n::Words> = std::sync::OnceLock::new();
        EN.get_or_init(|| castlab_l10n::Words::embedded("en"))
            .text(text)
    });
}

fn cases(default: u32) -> u32 {
    std::env::var("CASTLAB_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
        .map_or(default, |scale| default.saturating_mul(scale.max(1)))
}

fn runner(cases: u32) -> TestRunner {
    let seed = std::env::var("CASTLAB_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(20_261_122);
    TestRunner::new(Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        // Shrinking re-runs evaluations; the first failure is reported as is.
        max_shrink_iters: 64,
        ..Config::default()
    })
}

/// At most 120 characters of `input`, for messages.
fn shown(input: &str) -> String {
    let n = input.chars().count();
    if n <= 120 {
        format!("{input:?}")
    } else {
        let head: String = input.chars().take(120).collect();
        format!("{head:?}… ({n} characters)")
    }
}

/// The fuzz tests measure the process's heap, so they run one at a time.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Runs `work` on its own thread; fails on a panic or past the deadline,
/// and returns the value with the case's peak heap in bytes.
fn guarded<T: Send + 'static>(
    input: &str,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<(T, usize), TestCaseError> {
    let (tx, rx) = mpsc::channel();
    let start = Instant::now();
    HEAP.reset_peak_usage();
    let base = HEAP.current_usage();
    std::thread::spawn(move || {
        let _ = tx.send(work());
    });
    match rx.recv_timeout(DEADLINE) {
        Ok(value) => {
            let peak = HEAP.peak_usage().saturating_sub(base);
            Ok((value, peak))
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            Err(TestCaseError::fail(format!("panicked on {}", shown(input))))
        }
        Err(mpsc::RecvTimeoutError::Timeout) => Err(TestCaseError::fail(format!(
            "no answer after {:?} on {}",
            start.elapsed(),
            shown(input)
        ))),
    }
}

const INJECTIONS: &[&str] = &[
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "{{7*7}}",
    "${7*7}",
    "'; DROP TABLE links; --",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "%",
    "%zz",
    "%E0%A4%A",
    "%C0%AF",
    "%00",
    "\u{0}",
    "\u{202e}8x8",
    "😀",
    "𝟠x𝟠",
    "８x８",
    "٣,٣",
    "+",
    "=",
    "&",
    "#",
    "?",
    " ",
];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "13",
    "16",
    "17",
    "18",
    "19",
    "32",
    "33",
    "64",
    "65",
    "255",
    "256",
    "512",
    "513",
    "1024",
    "1025",
    "4096",
    "65536",
    "262144",
    "1048576",
    "1048577",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "-1",
    "-0",
    "+1",
    "1e3",
    "0x10",
    "1.5",
    "007",
    " 3 ",
    "",
];

/// The families' sizes: each family's least and largest, one past them, and a few between.
const SIZES: &[&str] = &[
    "1", "2", "3", "4", "5", "8", "12", "16", "17", "20", "21", "64", "512", "513", "4096",
    "65536", "65537",
];

fn names() -> Vec<&'static str> {
    let mut all: Vec<&str> = Net::ALL.iter().map(|n| n.as_str()).collect();
    all.extend(View::ALL.iter().map(|v| v.as_str()));
    all.extend(Algo::ALL.iter().map(|a| a.as_str()));
    all.extend(Panel::ALL.iter().map(|p| p.as_str()));
    all.extend(Theme::ALL.iter().map(|t| t.as_str()));
    all.extend([
        "adaptive",
        "nonadaptive",
        "non-adaptive",
        "MESH",
        " torus ",
        "hypercube",
    ]);
    all
}

fn pick(pool: &'static [&'static str]) -> BoxedStrategy<String> {
    proptest::sample::select(pool)
        .prop_map(String::from)
        .boxed()
}

/// Side lengths: small ones, fuzz-scale ones and the hostile numbers.
fn dims_value() -> BoxedStrategy<String> {
    let side = prop_oneof![
        4 => proptest::sample::select(&["1", "2", "3", "4", "5", "6", "8", "16", "32"][..]).prop_map(String::from),
        1 => pick(NUMBERS),
    ];
    let separator = proptest::sample::select(&["x", "X", "×", "*", ",", "xx"][..]);
    (proptest::collection::vec(side, 0..8), separator)
        .prop_map(|(sides, sep)| sides.join(sep))
        .boxed()
}

fn coords_value() -> BoxedStrategy<String> {
    prop_oneof![
        proptest::collection::vec(pick(NUMBERS), 0..8).prop_map(|c| c.join(",")),
        "[0-9]{0,20}",
    ]
    .boxed()
}

/// A value for `key`: mostly what the key expects, often something else.
fn value_for(key: Option<Key>) -> BoxedStrategy<String> {
    let typed = match key {
        Some(Key::Dims) => dims_value(),
        Some(Key::Src | Key::Dst) => prop_oneof![
            3 => coords_value(),
            // The protocol's families write addresses: bits, or a level and bits.
            1 => "[01]{0,22}",
            1 => "[0-9]{1,2},[01]{0,18}",
        ]
        .boxed(),
        Some(Key::M | Key::N) => prop_oneof![
            3 => pick(SIZES),
            1 => pick(NUMBERS),
        ]
        .boxed(),
        Some(
            Key::Net | Key::View | Key::Algo | Key::Cmp | Key::Model | Key::Panel | Key::Theme,
        ) => proptest::sample::select(names())
            .prop_map(String::from)
            .boxed(),
        Some(Key::Speed) => prop_oneof![
            pick(NUMBERS),
            (0u32..300, 0u32..12).prop_map(|(w, t)| format!("{w}.{t}")),
        ]
        .boxed(),
        _ => pick(NUMBERS),
    };
    prop_oneof![
        6 => typed,
        1 => pick(NUMBERS),
        1 => pick(INJECTIONS),
        1 => "\\PC{0,24}",
        1 => "[\\x00-\\x7f]{0,24}",
        1 => (1usize..20_000).prop_map(|n| "9".repeat(n)),
    ]
    .boxed()
}

fn key_text() -> BoxedStrategy<(String, Option<Key>)> {
    prop_oneof![
        8 => proptest::sample::select(Key::ALL).prop_map(|k| (k.as_str().to_string(), Some(k))),
        1 => proptest::sample::select(&["", "V", "dims ", "src[]", "ü", "%64ims", "__proto__", "constructor"][..])
            .prop_map(|k| (k.to_string(), None)),
        1 => "\\PC{0,8}".prop_map(|k| (k, None)),
    ]
    .boxed()
}

/// A generated link: 0 to 12 pairs, with or without `=`, prefix and
/// fragment.
fn generated() -> BoxedStrategy<String> {
    let pair = key_text().prop_flat_map(|(k, key)| {
        (Just(k), value_for(key), 0u8..10).prop_map(|(k, v, form)| match form {
            0 => k,
            1 => format!("{k}={v}={v}"),
            _ => format!("{k}={v}"),
        })
    });
    let prefix =
        proptest::sample::select(&["", "?", "v=1&", "https://example.edu/c/castlab/?"][..]);
    let suffix = proptest::sample::select(&["", "#", "#v=2&dims=9", "&"][..]);
    (prefix, proptest::collection::vec(pair, 0..12), suffix)
        .prop_map(|(p, pairs, s)| format!("{p}{}{s}", pairs.join("&")))
        .boxed()
}

/// Links that evaluate cleanly, one or more per view.
const CORPUS: &[&str] = &[
    "v=1&dims=8x8&src=2,2",
    "v=1&net=torus&dims=16x16&src=3,5&algo=symmetric&cmp=recursive&step=2",
    "v=1&dims=4x4&algo=exact&src=1,0&cmp=paper",
    "v=1&dims=4x4x4&algo=recursive&src=1,2,3",
    "v=1&dims=4x4x4x4&src=0,1,2,3",
    "v=1&net=wk&w=4&l=3&src=201&view=broadcast&algo=stack&step=3",
    "v=1&net=msn&dims=8x8&src=1,2&dst=5,6",
    "v=1&net=msn&dims=8x8&view=te",
    "v=1&net=msn&dims=8x8&view=mnb&step=3",
    "v=1&net=msn&dims=8x8&view=hamiltonian",
    "v=1&net=torus&dims=9x13&src=0,3&view=orderly",
    "v=1&net=torus&dims=10x14&view=orderly&algo=pi-literal",
    "v=1&net=mesh&dims=5x7&view=orderly&model=adaptive",
    "v=1&net=torus&dims=6x6&view=orderly&algo=search&seed=7",
    "v=1&net=wk&w=3&l=3&view=orderly&src=012",
    "v=1&net=msn&dims=8x8&view=orderly",
    "v=1&net=torus&dims=4x4x4&view=orderly",
];

#[derive(Clone, Debug)]
enum Mutation {
    Delete(usize, usize),
    Insert(usize, String),
    Duplicate,
    Truncate(usize),
}

fn mutated() -> BoxedStrategy<String> {
    let token = prop_oneof![pick(INJECTIONS), pick(NUMBERS), "\\PC{1,3}", "[&=x,%]"];
    let mutation = prop_oneof![
        (0usize..200, 1usize..6).prop_map(|(at, n)| Mutation::Delete(at, n)),
        (0usize..200, token).prop_map(|(at, t)| Mutation::Insert(at, t)),
        Just(Mutation::Duplicate),
        (0usize..200).prop_map(Mutation::Truncate),
    ];
    (
        proptest::sample::select(CORPUS),
        proptest::collection::vec(mutation, 1..4),
    )
        .prop_map(|(link, mutations)| {
            let mut chars: Vec<char> = link.chars().collect();
            for m in mutations {
                let at = |i: usize| i % (chars.len() + 1);
                match m {
                    Mutation::Delete(i, n) => {
                        let from = at(i);
                        let to = (from + n).min(chars.len());
                        chars.drain(from..to);
                    }
                    Mutation::Insert(i, t) => {
                        let from = at(i);
                        chars.splice(from..from, t.chars());
                    }
                    Mutation::Duplicate => {
                        let pair: String = chars.iter().collect();
                        let first = pair.split('&').nth(1).unwrap_or("").to_string();
                        chars.extend(format!("&{first}").chars());
                    }
                    Mutation::Truncate(i) => chars.truncate(at(i)),
                }
            }
            chars.into_iter().collect()
        })
        .boxed()
}

fn links() -> BoxedStrategy<String> {
    prop_oneof![generated(), mutated()].boxed()
}

/// The parser's properties, on any input.
fn check_parse(input: &str) -> Result<permalink::Parsed, TestCaseError> {
    let owned = input.to_string();
    let (parsed, heap) = guarded(input, move || permalink::parse(&owned))?;
    let allowed = (1 << 20) + 16 * input.len();
    prop_assert!(
        heap <= allowed,
        "parsing {} used {heap} bytes",
        shown(input)
    );

    let canonical = parsed.query.to_permalink();
    prop_assert!(canonical.starts_with("v=1"), "{canonical}");
    let again = permalink::parse(&canonical);
    prop_assert_eq!(&again.errors, &[], "{} -> {}", shown(input), canonical);
    prop_assert_eq!(
        &again.query,
        &parsed.query,
        "{} -> {}",
        shown(input),
        canonical
    );

    for e in &parsed.errors {
        let message = e.to_string();
        prop_assert!(message.starts_with(&format!("{}=", e.key)), "{message}");
        prop_assert!(e.value.chars().count() <= 41, "{message}");
        prop_assert!(message.chars().count() <= 400, "{message}");
        if let Some(largest) = &e.largest {
            // The suggestion is accepted in the configuration it was made for.
            let mut pairs: Vec<String> = canonical
                .split('&')
                .filter(|p| !p.starts_with(&format!("{}=", e.key)))
                .map(String::from)
                .collect();
            pairs.push(format!("{}={largest}", e.key));
            let fixed = pairs.join("&");
            let errors = permalink::parse(&fixed).errors;
            prop_assert!(
                errors.iter().all(|f| f.key != e.key),
                "{message}: {fixed} gives {errors:?}"
            );
        }
    }
    Ok(parsed)
}

/// Whether the fuzz evaluates this configuration (see [`EVAL_NODES`]).
fn at_fuzz_scale(q: &permalink::Query) -> bool {
    let nodes = match q.net {
        Net::Wk => q.wk.nodes(),
        _ => q.grid.node_count(),
    };
    let slow = q.view == View::Orderly && (q.adaptive || q.algo == Algo::Search);
    nodes <= if slow { EVAL_NODES / 4 } else { EVAL_NODES }
}

/// `eval`'s properties: the same canonical link and errors (refused values
/// and mistyped keys) as the parser,
/// and the evaluation's own checks hold.
fn check_eval(input: &str, parsed: &permalink::Parsed) -> Result<(), TestCaseError> {
    let owned = input.to_string();
    let (json, heap) = guarded(input, move || {
        serde_json::to_value(evaluate(&owned)).map_err(|e| e.to_string())
    })?;
    prop_assert!(
        heap <= EVAL_HEAP,
        "eval of {} used {heap} bytes",
        shown(input)
    );
    let v: Value = json.map_err(TestCaseError::fail)?;
    prop_assert_eq!(
        &v["permalink"],
        &Value::from(parsed.query.to_permalink()),
        "{}",
        shown(input)
    );
    prop_assert_eq!(
        v["errors"].as_array().map(Vec::len),
        Some(parsed.errors.len() + parsed.mistyped().count())
    );
    for (flag, want) in [
        ("valid", true),
        ("exactly_once", true),
        ("asynchronous_exactly_once", true),
        ("collision_free", true),
        ("hamiltonian", true),
        ("edge_disjoint", true),
    ] {
        if let Some(got) = v.get(flag).and_then(Value::as_bool) {
            prop_assert_eq!(got, want, "{} on {}", flag, shown(input));
        }
    }
    if let (Some(b), Some(d)) = (v["broadcast_time"].as_u64(), v["diameter"].as_u64()) {
        prop_assert!(b >= d, "b^Π {b} below the diameter {d} on {}", shown(input));
    }
    if let (Some(a), Some(b)) = (v["distance"].as_u64(), v["distance_bfs"].as_u64()) {
        prop_assert_eq!(a, b, "Eq. (5) against BFS on {}", shown(input));
    }
    Ok(())
}

#[test]
fn fuzz_parse_and_eval() {
    english();
    let _serial = serial();
    let parsed_count = std::cell::Cell::new(0u32);
    let evaluated = std::cell::Cell::new(0u32);
    let result = runner(cases(2000)).run(&links(), |input| {
        let parsed = check_parse(&input)?;
        parsed_count.set(parsed_count.get() + 1);
        if at_fuzz_scale(&parsed.query) {
            check_eval(&input, &parsed)?;
            evaluated.set(evaluated.get() + 1);
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    let (parsed_count, evaluated) = (parsed_count.get(), evaluated.get());
    println!("fuzz: {parsed_count} links parsed, {evaluated} evaluated");
    assert!(evaluated * 4 >= parsed_count, "most links should evaluate");
}

/// Huge inputs: a megabyte of one value, a hundred thousand pairs.
#[test]
fn huge_links_parse_within_the_deadline() {
    english();
    let _serial = serial();
    let long_value = format!("v=1&dims={}", "9".repeat(1 << 20));
    let many_pairs = "src=1,1&".repeat(100_000);
    let many_keys: String = (0..50_000).map(|i| format!("k{i}=1&")).collect();
    for input in [long_value, many_pairs, many_keys] {
        let parsed = check_parse(&input).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            parsed.errors.len() <= Key::ALL.len() * 2,
            "{:?}",
            parsed.errors.len()
        );
        check_eval(&input, &parsed).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Custom orderings (`castlab eval --ordering FILE`): any list of lists is
/// either refused with a message naming a vertex or evaluated; shuffling
/// each vertex's labels of a valid ordering keeps it valid.
#[test]
fn fuzz_custom_orderings() {
    english();
    let _serial = serial();
    let link = "v=1&net=torus&dims=5x6&view=orderly&algo=dim";
    let v = serde_json::to_value(evaluate(link)).expect("JSON");
    let offsets: Vec<usize> = serde_json::from_value(v["label_offsets"].clone()).expect("offsets");
    let targets: Vec<u32> = serde_json::from_value(v["label_targets"].clone()).expect("targets");
    let lists: Vec<Vec<u32>> = offsets
        .windows(2)
        .map(|w| targets[w[0]..w[1]].to_vec())
        .collect();
    let n = lists.len();
    let diameter = v["diameter"].as_u64().expect("diameter");

    let shuffled = proptest::collection::vec(any::<proptest::sample::Index>(), n).prop_map({
        let lists = lists.clone();
        move |picks| {
            lists
                .iter()
                .zip(picks)
                .map(|(l, pick)| {
                    let mut l = l.clone();
                    let len = l.len();
                    l.rotate_left(pick.index(len.max(1)));
                    l.swap(0, len - 1);
                    l
                })
                .collect::<Vec<_>>()
        }
    });
    runner(cases(64))
        .run(&shuffled, |orderings| {
            let report = evaluate_with(link, Some(&orderings))
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            let v = serde_json::to_value(report).expect("JSON");
            let b = v["broadcast_time"].as_u64().expect("time");
            prop_assert!(b >= diameter);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));

    let hostile = proptest::collection::vec(
        proptest::collection::vec(prop_oneof![0u32..40, any::<u32>()], 0..6),
        0..40,
    );
    runner(cases(256))
        .run(&hostile, |orderings| {
            let same = orderings == lists;
            let input = format!("{link} with {} lists", orderings.len());
            let (result, _) = guarded(&input, move || {
                evaluate_with(link, Some(&orderings)).map(|_| ())
            })?;
            match result {
                Ok(()) => prop_assert!(same, "a foreign ordering was accepted"),
                Err(refused) => {
                    let message = refused.to_string();
                    prop_assert!(message.contains("ordering"), "{message}")
                }
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
}
