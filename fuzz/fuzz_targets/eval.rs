//! Any bytes, read as a permalink: parse and evaluate, and check what
//! `cli/tests/fuzz.rs` checks. libFuzzer's `-timeout=1` and
//! `-rss_limit_mb` turn a hang or a huge allocation into a crash.
#![no_main]

use castlab_core::eval::evaluate;
use castlab_core::permalink::{self, Algo, Net, View};
use libfuzzer_sys::fuzz_target;

/// Larger accepted configurations take seconds by design (see the limits
/// in the README); the fuzzer parses them but evaluates up to this size.
const EVAL_NODES: usize = 1024;

fuzz_target!(|data: &[u8]| {
    let input = String::from_utf8_lossy(data);
    let parsed = permalink::parse(&input);
    let canonical = parsed.query.to_permalink();
    let again = permalink::parse(&canonical);
    assert!(again.errors.is_empty(), "{canonical}: {:?}", again.errors);
    assert_eq!(again.query, parsed.query, "{canonical}");

    let q = &parsed.query;
    let nodes = if q.net == Net::Wk { q.wk.nodes() } else { q.grid.node_count() };
    let slow = q.view == View::Orderly && (q.adaptive || q.algo == Algo::Search);
    if nodes <= if slow { EVAL_NODES / 4 } else { EVAL_NODES } {
        let v = serde_json::to_value(evaluate(&input)).expect("JSON");
        assert_eq!(v["permalink"], canonical.as_str());
        if let Some(valid) = v.get("valid").and_then(|v| v.as_bool()) {
            assert!(valid, "{canonical}");
        }
    }
});
