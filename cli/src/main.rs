//! `castlab`: evaluates castlab permalinks natively and prints JSON.
//!
//! The evaluation is `castlab_core::eval::evaluate`, the same function the web
//! app calls, so a link means one thing everywhere.
//!
//! Exit status: 0 success; 1 a runtime or I/O error (a file that cannot be
//! read, an ordering that is not one); 2 a usage error, or with `--strict`
//! a value of the query that was not used.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::process::ExitCode;

use castlab_core::eval::Sources;
use castlab_core::permalink::{self, View};
use castlab_core::request::{Answered, EvalRequest, RequestError, evaluate_request};
use lexopt::prelude::*;

mod census;
mod check;
mod input;
mod locale;
mod package;
mod sweep;
mod words;

const HELP: &str = "\
castlab: broadcast algorithms on interconnection networks, from the command line

usage: castlab eval [OPTIONS] <QUERY>    evaluate a permalink, print JSON
       castlab sweep [OPTIONS] <QUERY>   evaluate it over ranges of sizes, CSV
       castlab check [OPTIONS] <FILE>    check your own schedule or ordering
       castlab examples [--pretty]       the examples gallery as JSON
       castlab census [OPTIONS]          every small graph under the three
                                         models, or a sample checked again
       castlab package [OPTIONS] <QUERY>...
                                         exercise links as a SCORM package
       castlab locale <check DIR|list>   check a translation, list the locales
       castlab help [COMMAND]            this help, or a command's

options:
  -h, --help     print help (also after a command: castlab eval --help)
  -V, --version  print the version
  --locale TAG   the language of castlab's sentences (en, de, es, zh-Hans);
                 by default LC_ALL, LC_MESSAGES or LANG, else English

Exit status: 0 success; 1 a runtime or I/O error (a message on standard
error); 2 a usage error, or with --strict a value of the query not used.
";

const EVAL_HELP: &str = "\
usage: castlab eval [OPTIONS] <QUERY>

Evaluates a castlab permalink and prints one JSON object.

  <QUERY>   the query string of a permalink, with or without '?', or a whole
            URL, e.g. 'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper';
            '-' reads it from standard input

options (--flag=VALUE and --flag VALUE both work; -- ends the options):
  --pretty  indent the JSON
  --strict  exit with status 2 if a value of the query was not used, or a
            key is unknown
  --ordering FILE
            with view=orderly, use this ordering: a JSON array with one
            array per vertex (x fastest) of its neighbours' indices in
            label order, e.g. [[1,3],[2,0],...]; it must list exactly each
            vertex's neighbours. At most 64 MiB, from a regular file or a
            pipe (devices are refused)
  --census[=N]
            with view=tcd and cmp=ALGO: route the schedule of the link's
            algo at every source where it beats cmp's TCD (or at N of them,
            drawn with the seeded generator, seed 1) and add a 'census'
            object: how many are contention-free, how many are not. Its
            budget is sources x nodes <= 2^26: every source up to 8192
            nodes (64x64, 16x16x16), N <= 1024 on 256x256, N <= 64 on
            1024x1024
  --trace   add 'pseudocode' (the algorithm's lines) and 'trace': per
            step, why each message is sent: {step, rule, line, context,
            sentence, count, messages} (context: the set-up and loop
            lines the step also runs), the first 64 messages of each
            reason listed
            as {from, to} coordinates (WK: address digits; view=classical
            on WK or a family: the cell on its address grid); count gives
            them all
  --export schedule|ordering
            print castlab's schedule (view=tcd from src, view=broadcast,
            view=te) or ordering (view=orderly) in castlab's plan format
            instead (docs/formats/), to edit and check with castlab check
  --search N
            with --export ordering: search N orderings (1 to 1e9) for a
            better one, starting from the link's, and export the best
            (late acceptance: swap two labels of a vertex or move one; the
            link's seed= seeds it); the plan's note gives both b^Π(G)
  --restarts R
            with --search: split the N orderings over R runs (1 to 1000)
            from the link's ordering
  --csv TABLE
            print one table of the same numbers as CSV instead: 'nodes'
            (one row per node, x fastest, with every per-node map),
            'summary' (every single value), or the name of a list in the
            JSON ('schedule', 'deliveries', 'bounds', ...); an unknown name
            lists the tables of this query
  -h, --help
            print this help

Values that cannot be used are reported on standard error and in the
\"errors\" array, and replaced by their defaults. A key close to a known one
(dim, sorce) is reported there too, with the key probably meant; other
unknown keys are noted on standard error; utm_*, fbclid, gclid and ref are
ignored.

Exit status: 0 success; 1 a runtime or I/O error; 2 a usage error, or with
--strict a value of the query not used.
";

pub(crate) const SWEEP_HELP: &str = "\
usage: castlab sweep [OPTIONS] <QUERY>

Evaluates a permalink at every size in its ranges that the network and view
allow, and prints one CSV row per size (RFC 4180): the size (dims, w and l
on WK, m or n on a family), its canonical permalink, and the view's summary
values under the names castlab eval prints (nested ones joined by dots).

  <QUERY>   a permalink in which dims, w and l on net=wk, or a family's m
            or n holds a range: an axis A..B (dims=3..40x3..40: every
            torus with both sides 3 to 40, first side slowest), a cube
            side A..B^d (dims=2..64^2: the 2x2 to 64x64 squares), l=1..6,
            m=3..12 (net=butterfly&m=3..12: BF(3) to BF(12)) or n=3..64;
            sizes the view does not allow (odd MSN sides, meshes that are
            not 2^k) are left out; a family's range beyond the sizes it
            takes is refused.
            '-' reads it from standard input

options:
  --json            print a JSON array of objects instead, one per row
  --pretty          with --json, indent it
  --threads N       evaluate on N threads (default: every core); the
                    output is the same bytes whatever N is
  --shard K/N       evaluate only the K-th of N contiguous slices of about
                    equal work; every shard prints the header, and shard
                    1's output followed by the other shards' rows in order
                    is the whole sweep, byte for byte
  --max-work W      raise or lower the budget (default 8589934592 units:
                    node count times the view's work per node, summed; the
                    orderly sweep of every torus up to 40x40 is 4.9e8 and
                    takes 0.6 s on two cores)
  --strict          exit with status 2 if a value of the query was not used
  -h, --help        print this help

Limits: at most 65536 sizes in the ranges. Progress goes to standard
error when it is a terminal.

Exit status: 0 success; 1 a runtime or I/O error; 2 a usage error (a link
with no range, a range beyond the limits or the budget), or with --strict
a value of the query not used.
";

const EXAMPLES_HELP: &str = "\
usage: castlab examples [--pretty]

Prints the examples gallery as one JSON array: per example its id, paper,
title, note, permalink, what it shows, and under expect the values it
promises, keyed as castlab eval prints them.

  --pretty   indent the JSON
  -h, --help print this help
";

/// Why a command did not finish.
pub(crate) enum Failure {
    /// The command line is wrong: exit 2, with the usage line of `command`.
    Usage {
        command: &'static str,
        message: String,
    },
    /// Running it failed: exit 1, the message alone.
    Runtime(String),
}

impl Failure {
    pub(crate) fn usage(command: &'static str, message: impl std::fmt::Display) -> Self {
        Failure::Usage {
            command,
            message: message.to_string(),
        }
    }
}

fn main() -> ExitCode {
    // Everything castlab prints is JSON for people and scripts: post-v1
    // fields that are absent stay out, as stored links expect.
    castlab_core::eval::omit_absent_fields();
    let (args, warning) = words::install(std::env::args_os().skip(1).collect());
    if let Some(warning) = warning {
        eprintln!("castlab: {warning}");
    }
    match run(lexopt::Parser::from_args(args)) {
        Ok(code) => code,
        Err(Failure::Runtime(message)) => {
            eprintln!("castlab: {message}");
            ExitCode::FAILURE
        }
        Err(Failure::Usage { command, message }) => {
            let (usage, help) = match command {
                "eval" => ("castlab eval [OPTIONS] <QUERY>", "castlab eval --help"),
                "sweep" => ("castlab sweep [OPTIONS] <QUERY>", "castlab sweep --help"),
                "check" => ("castlab check [OPTIONS] <FILE|->", "castlab check --help"),
                "census" => ("castlab census [OPTIONS]", "castlab census --help"),
                "examples" => ("castlab examples [--pretty]", "castlab examples --help"),
                "locale" => ("castlab locale <check DIR|list>", "castlab locale --help"),
                "package" => (
                    "castlab package [OPTIONS] --site DIR --output FILE <QUERY>...",
                    "castlab package --help",
                ),
                _ => ("castlab <eval|sweep|examples|help> ...", "castlab --help"),
            };
            eprintln!("castlab: {message}\nusage: {usage}\nfor more, try '{help}'");
            ExitCode::from(2)
        }
    }
}

pub(crate) fn print(text: &str) -> Result<ExitCode, Failure> {
    // A closed pipe (e.g. `| head`) is not an error worth a message.
    let _ = io::stdout().lock().write_all(text.as_bytes());
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn text(value: OsString, command: &'static str) -> Result<String, Failure> {
    value
        .into_string()
        .map_err(|v| Failure::usage(command, format!("{v:?} is not valid UTF-8")))
}

fn run(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let usage = |e: lexopt::Error| Failure::usage("", e);
    match args.next().map_err(usage)? {
        None => Err(Failure::usage("", "no command given")),
        Some(Short('h') | Long("help")) => print(HELP),
        Some(Short('V') | Long("version")) => print(&version()),
        Some(Value(command)) => match text(command, "")?.as_str() {
            "eval" => eval(args),
            "check" => check::run(args),
            "sweep" => sweep::run(args),
            "census" => census::run(args),
            "examples" => examples(args),
            "package" => package::run(args),
            "locale" => locale::run(args),
            "help" => match args.next().map_err(usage)? {
                None => print(HELP),
                Some(Value(c)) if c == "eval" => print(EVAL_HELP),
                Some(Value(c)) if c == "sweep" => print(SWEEP_HELP),
                Some(Value(c)) if c == "check" => print(check::CHECK_HELP),
                Some(Value(c)) if c == "census" => print(census::CENSUS_HELP),
                Some(Value(c)) if c == "examples" => print(EXAMPLES_HELP),
                Some(Value(c)) if c == "package" => print(package::PACKAGE_HELP),
                Some(Value(c)) => Err(Failure::usage(
                    "",
                    format!(
                        "no help for {c:?} (the commands are eval, check, sweep, census, examples, package and locale)"
                    ),
                )),
                Some(other) => Err(usage(other.unexpected())),
            },
            other => Err(Failure::usage(
                "",
                format!(
                    "unknown command '{other}' (the commands are eval, check, sweep, census, examples, package, locale and help)"
                ),
            )),
        },
        Some(other) => Err(usage(other.unexpected())),
    }
}

fn version() -> String {
    format!("castlab {}\n", env!("CARGO_PKG_VERSION"))
}

/// The options of `castlab eval`.
#[derive(Default)]
struct EvalOptions {
    pretty: bool,
    strict: bool,
    ordering_file: Option<OsString>,
    csv: Option<String>,
    /// `--census`: `Some(None)` every beaten source, `Some(Some(n))` a sample.
    census: Option<Option<usize>>,
    /// `--trace`: add the pseudocode and the trace.
    trace: bool,
    /// `--export`: print castlab's schedule or ordering as a plan.
    export: Option<castlab_core::plan::export::Artefact>,
    /// `--search N`: orderings a deep search scores before `--export`.
    search: Option<u64>,
    /// `--restarts R`: the deep search's runs.
    restarts: Option<u32>,
    query: Option<String>,
}

fn eval_options(mut args: lexopt::Parser) -> Result<Option<EvalOptions>, Failure> {
    let usage = |e: lexopt::Error| Failure::usage("eval", e);
    let mut o = EvalOptions::default();
    while let Some(arg) = args.next().map_err(usage)? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("pretty") => o.pretty = true,
            Long("strict") => o.strict = true,
            Long("trace") => o.trace = true,
            Long("ordering") => o.ordering_file = Some(args.value().map_err(usage)?),
            Long("csv") => o.csv = Some(text(args.value().map_err(usage)?, "eval")?),
            Long("export") => {
                use castlab_core::plan::export::Artefact;
                o.export = Some(match text(args.value().map_err(usage)?, "eval")?.as_str() {
                    "schedule" => Artefact::Schedule,
                    "ordering" => Artefact::Ordering,
                    other => {
                        return Err(Failure::usage(
                            "eval",
                            format!("--export {other}: expected schedule or ordering"),
                        ));
                    }
                });
            }
            Long("search") => {
                o.search = Some(count(
                    args.value().map_err(usage)?,
                    "--search",
                    1..=MAX_SEARCH,
                )?)
            }
            Long("restarts") => {
                o.restarts =
                    Some(count(args.value().map_err(usage)?, "--restarts", 1..=1000)? as u32)
            }
            Long("census") => {
                o.census = Some(match args.optional_value() {
                    None => None,
                    Some(n) => Some(text(n, "eval")?.parse::<usize>().map_err(|_| {
                        Failure::usage(
                            "eval",
                            "--census=N: expected a number of sources, like --census=1000",
                        )
                    })?),
                });
            }
            Value(q) if o.query.is_none() => o.query = Some(text(q, "eval")?),
            Value(q) => {
                return Err(Failure::usage(
                    "eval",
                    format!(
                        "give one query; {:?} is a second (quote the query: '&' ends a shell command)",
                        q
                    ),
                ));
            }
            other => return Err(usage(other.unexpected())),
        }
    }
    Ok(Some(o))
}

/// Most orderings `--search` scores: hours on the largest networks.
const MAX_SEARCH: u64 = 1_000_000_000;

/// `--search N` or `--restarts R`: a whole number in `range`.
fn count(
    value: OsString,
    flag: &str,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, Failure> {
    let value = text(value, "eval")?;
    value
        .parse::<u64>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            Failure::usage(
                "eval",
                format!(
                    "{flag} {value}: expected a whole number from {} to {}",
                    range.start(),
                    range.end()
                ),
            )
        })
}

/// The query given, or read from standard input for `-`.
pub(crate) fn read_query(query: Option<String>, command: &'static str) -> Result<String, Failure> {
    let mut query = query.ok_or_else(|| Failure::usage(command, "missing <QUERY>"))?;
    if query == "-" {
        query.clear();
        io::stdin()
            .read_to_string(&mut query)
            .map_err(|e| Failure::Runtime(format!("cannot read standard input: {e}")))?;
        query = query.trim().to_string();
    }
    Ok(query)
}

fn eval(args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let Some(o) = eval_options(args)? else {
        return print(EVAL_HELP);
    };
    let query = read_query(o.query, "eval")?;

    let parsed = permalink::parse(&query);
    if let Some(wanted) = o.export {
        for e in &parsed.errors {
            eprintln!("castlab: {e}");
        }
        use castlab_core::plan::export;
        let plan = match (o.search, o.restarts, wanted) {
            (Some(evaluations), restarts, export::Artefact::Ordering) => {
                let deep = castlab_core::orderly::search::Deep {
                    evaluations,
                    restarts: restarts.unwrap_or(1),
                    seed: u64::from(parsed.query.seed),
                };
                export::searched_ordering(&parsed.query, deep)
            }
            (None, None, _) => export::export(&parsed.query, wanted),
            (_, _, export::Artefact::Schedule) | (None, Some(_), _) => {
                return Err(Failure::usage(
                    "eval",
                    "--search N (and --restarts R) go with --export ordering",
                ));
            }
        }
        .map_err(|e| Failure::usage("eval", e))?;
        return print(&castlab_core::plan::write(&plan));
    }
    if o.search.is_some() || o.restarts.is_some() {
        return Err(Failure::usage(
            "eval",
            "--search N (and --restarts R) go with --export ordering: they write the ordering found as a plan",
        ));
    }
    let custom: Option<Vec<Vec<u32>>> = match &o.ordering_file {
        Some(_) if parsed.query.view != View::Orderly => {
            return Err(Failure::usage(
                "eval",
                "--ordering needs a query with view=orderly",
            ));
        }
        Some(path) => {
            let shown = path.to_string_lossy();
            let text = input::read_bounded(path, "the ordering file")?;
            Some(serde_json::from_str(&text).map_err(|e| {
                Failure::Runtime(format!(
                    "the ordering file {shown} is not a JSON array of arrays of vertex indices: {e}"
                ))
            })?)
        }
        None => None,
    };
    let request = EvalRequest {
        ordering: custom,
        census: o.census.map(|count| match count {
            None => Sources::All,
            Some(count) => Sources::Sample { count, seed: 1 },
        }),
        trace: o.trace,
    };
    let Answered {
        evaluation,
        unheard,
    } = evaluate_request(&query, &request).map_err(|e| match e {
        RequestError::Misfit(m) => Failure::usage("eval", m),
        RequestError::Refused(m) => Failure::Runtime(m),
    })?;
    for e in &evaluation.errors {
        eprintln!("castlab: {}", words::text(&e.message));
    }
    for u in &unheard {
        eprintln!("castlab: {u}");
    }
    let unused = !evaluation.errors.is_empty() || !unheard.is_empty();

    let output = match &o.csv {
        Some(name) => {
            let value = serde_json::to_value(&evaluation)
                .map_err(|e| Failure::Runtime(format!("cannot encode JSON: {e}")))?;
            let tables = castlab_core::export::tables(&value);
            let Some(table) = tables.iter().find(|t| t.name == *name) else {
                let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
                return Err(Failure::usage(
                    "eval",
                    format!(
                        "--csv {name}: this query has the tables {}",
                        names.join(", ")
                    ),
                ));
            };
            table.csv.clone()
        }
        None => {
            let json = if o.pretty {
                serde_json::to_string_pretty(&evaluation)
            } else {
                serde_json::to_string(&evaluation)
            }
            .map_err(|e| Failure::Runtime(format!("cannot encode JSON: {e}")))?;
            json + "\n"
        }
    };
    print(&output)?;
    if o.strict && unused {
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}

/// `castlab examples`: the gallery as a JSON array, each with the values it
/// promises under the keys of `castlab eval`.
fn examples(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let mut pretty = false;
    while let Some(arg) = args.next().map_err(|e| Failure::usage("examples", e))? {
        match arg {
            Short('h') | Long("help") => return print(EXAMPLES_HELP),
            Long("pretty") => pretty = true,
            other => return Err(Failure::usage("examples", other.unexpected())),
        }
    }
    let list: Vec<serde_json::Value> = castlab_core::examples::EXAMPLES
        .iter()
        .map(|e| {
            let expect: serde_json::Map<String, serde_json::Value> = e
                .expect
                .iter()
                .map(|(key, value)| {
                    let value = serde_json::from_str(value).expect("examples hold JSON values");
                    (key.to_string(), value)
                })
                .collect();
            let paper = castlab_core::papers::paper(e.paper).map(|p| p.citation());
            serde_json::json!({
                "id": e.id,
                "paper": paper,
                "title": e.title,
                "note": e.note,
                "permalink": e.permalink,
                "shows": e.shows,
                "headline": e.expect[0].0,
                "expect": expect,
            })
        })
        .collect();
    let json = if pretty {
        serde_json::to_string_pretty(&list)
    } else {
        serde_json::to_string(&list)
    }
    .map_err(|e| Failure::Runtime(format!("cannot encode JSON: {e}")))?;
    print(&(json + "\n"))
}
