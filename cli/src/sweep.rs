//! `castlab sweep`: one permalink over ranges of sizes, a CSV row (or a
//! JSON object) per size, evaluated on every core with rayon in the
//! sweep's order, whatever the thread count.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use castlab_core::sweep::{self, MAX_WORK, Sweep};
use lexopt::prelude::*;
use rayon::prelude::*;

use crate::words::tr_args;
use crate::{Failure, print, read_query, sweep_help, text};

/// The options of `castlab sweep`.
struct Options {
    json: bool,
    pretty: bool,
    strict: bool,
    threads: Option<usize>,
    shard: Option<(usize, usize)>,
    max_work: u64,
    query: Option<String>,
}

fn usage(e: impl std::fmt::Display) -> Failure {
    Failure::usage("sweep", e)
}

/// A sweep's refusal, in the CLI's locale.
fn refusal(e: sweep::SweepError) -> Failure {
    usage(crate::words::text(&e.text()))
}

fn parse(e: lexopt::Error) -> Failure {
    Failure::parse("sweep", e)
}

fn shard_of(value: &str) -> Result<(usize, usize), Failure> {
    let parsed = value
        .split_once('/')
        .and_then(|(k, n)| Some((k.trim().parse().ok()?, n.trim().parse().ok()?)));
    match parsed {
        Some((k, n)) if (1..=n).contains(&k) => Ok((k, n)),
        _ => Err(usage(tr_args(
            "cli-sweep-shard",
            &[("value", value.into())],
        ))),
    }
}

fn options(mut args: lexopt::Parser) -> Result<Option<Options>, Failure> {
    let mut o = Options {
        json: false,
        pretty: false,
        strict: false,
        threads: None,
        shard: None,
        max_work: MAX_WORK,
        query: None,
    };
    let number = |value: String, flag: &str| -> Result<u64, Failure> {
        value.trim().parse().map_err(|_| {
            let args = [("flag", flag.into()), ("value", value.as_str().into())];
            usage(tr_args("cli-sweep-number", &args))
        })
    };
    while let Some(arg) = args.next().map_err(parse)? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("json") => o.json = true,
            Long("pretty") => o.pretty = true,
            Long("strict") => o.strict = true,
            Long("threads") => {
                let n = number(text(args.value().map_err(parse)?, "sweep")?, "--threads")?;
                if !(1..=1024).contains(&n) {
                    let n = [("value", n.to_string().into())];
                    return Err(usage(tr_args("cli-sweep-threads", &n)));
                }
                o.threads = Some(n as usize);
            }
            Long("shard") => {
                o.shard = Some(shard_of(&text(args.value().map_err(parse)?, "sweep")?)?)
            }
            Long("max-work") => {
                o.max_work = number(text(args.value().map_err(parse)?, "sweep")?, "--max-work")?;
            }
            Value(q) if o.query.is_none() => o.query = Some(text(q, "sweep")?),
            Value(q) => {
                let q = [("value", format!("{q:?}").into())];
                return Err(usage(tr_args("cli-one-query", &q)));
            }
            other => return Err(parse(other.unexpected())),
        }
    }
    Ok(Some(o))
}

/// Shows `done of total` on standard error, at most ten times a second,
/// when it is a terminal.
struct Progress {
    total: usize,
    done: AtomicUsize,
    last: Mutex<Instant>,
    shown: bool,
}

impl Progress {
    fn new(total: usize) -> Self {
        Progress {
            total,
            done: AtomicUsize::new(0),
            last: Mutex::new(Instant::now()),
            shown: io::stderr().is_terminal(),
        }
    }

    fn tick(&self) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        if !self.shown {
            return;
        }
        let Ok(mut last) = self.last.try_lock() else {
            return;
        };
        if last.elapsed() >= Duration::from_millis(100) || done == self.total {
            *last = Instant::now();
            let counts = [
                ("done", done.to_string().into()),
                ("total", self.total.into()),
            ];
            eprint!("\rcastlab: {}", tr_args("cli-sweep-progress", &counts));
            if done == self.total {
                eprintln!();
            }
        }
    }
}

pub(crate) fn run(args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let Some(o) = options(args)? else {
        return print(&sweep_help());
    };
    let query = read_query(o.query, "sweep")?;
    let plan: Sweep = sweep::plan(&query, o.max_work).map_err(refusal)?;
    for e in &plan.errors {
        eprintln!("castlab: {}", crate::words::text(&e.message));
    }
    if let Some(first) = &plan.first_skip {
        let skipped = [
            ("skipped", plan.skipped.into()),
            ("first", first.clone().into()),
        ];
        eprintln!("castlab: {}", tr_args("cli-sweep-skipped", &skipped));
    }
    let range = match o.shard {
        Some((k, n)) => plan.shard(k, n).map_err(refusal)?,
        None => 0..plan.configs.len(),
    };
    let configs = &plan.configs[range];
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(o.threads.unwrap_or(0))
        .build()
        .map_err(|e| {
            Failure::Runtime(tr_args(
                "cli-sweep-no-threads",
                &[("error", e.to_string().into())],
            ))
        })?;
    let progress = Progress::new(configs.len());
    let rows: Vec<Vec<serde_json::Value>> = pool.install(|| {
        configs
            .par_iter()
            .map(|c| {
                let row = plan.row(c);
                progress.tick();
                row
            })
            .collect()
    });
    let header = plan.header();
    let output = if o.json {
        sweep::to_json(&header, &rows, o.pretty)
    } else {
        sweep::to_csv(&header, &rows)
    };
    let _ = io::stdout().lock().write_all(output.as_bytes());
    if o.strict && !plan.errors.is_empty() {
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}
