//! The core's own time for `castlab eval LINK`: `evaluate_request` alone,
//! then with the serialisation the CLI adds (serde_json to a String). The
//! Python benchmark `py/bench/map_overhead.py --core` compares
//! `castlab.eval` with it (BENCHMARKS.md, "castlab in Python"):
//! `cargo build --release -p castlab --example coretime`, then
//! `target/release/examples/coretime LINK [RUNS]`.
use castlab_core::request::{EvalRequest, evaluate_request};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let link = args.next().expect("usage: coretime LINK [RUNS]");
    let runs: usize = args.next().map_or(7, |r| r.parse().expect("RUNS"));
    let request = EvalRequest {
        ordering: None,
        census: None,
        trace: false,
    };
    let (mut eval, mut with_json) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let t = Instant::now();
        let answered = evaluate_request(&link, &request).expect("evaluates");
        eval.push(t.elapsed().as_secs_f64());
        let text = serde_json::to_string(&answered.evaluation).expect("json");
        with_json.push(t.elapsed().as_secs_f64());
        std::hint::black_box(text);
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    println!(
        "{{\"runs\": {runs}, \"evaluate_request_s\": {:.6}, \"with_json_s\": {:.6}, \"evaluate_request_all\": {:?}}}",
        median(&mut eval),
        median(&mut with_json),
        eval
    );
}
