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

use words::{tr, tr_args};

// The help screens live in locales/*/cli.ftl; Fluent drops a message's
// last newline.
fn help() -> String {
    tr("cli-help") + "\n"
}

fn eval_help() -> String {
    tr("cli-eval-help") + "\n"
}

pub(crate) fn sweep_help() -> String {
    tr("cli-sweep-help") + "\n"
}

fn examples_help() -> String {
    tr("cli-examples-help") + "\n"
}

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

    /// A command line lexopt could not read, in the CLI's words.
    pub(crate) fn parse(command: &'static str, error: lexopt::Error) -> Self {
        Failure::usage(command, parse_error(error))
    }
}

/// lexopt's refusal in the CLI's locale (lexopt words it in English; the
/// English messages repeat its words).
fn parse_error(error: lexopt::Error) -> String {
    use lexopt::Error::*;
    match error {
        MissingValue { option: None } => tr("cli-arg-missing"),
        MissingValue {
            option: Some(option),
        } => tr_args("cli-arg-missing-for", &[("option", option.into())]),
        UnexpectedOption(option) => tr_args("cli-arg-unknown-option", &[("option", option.into())]),
        UnexpectedArgument(value) => tr_args(
            "cli-arg-unexpected",
            &[("value", format!("{value:?}").into())],
        ),
        UnexpectedValue { option, value } => tr_args(
            "cli-arg-unexpected-value",
            &[
                ("option", option.into()),
                ("value", format!("{value:?}").into()),
            ],
        ),
        NonUnicodeValue(value) => tr_args(
            "cli-arg-not-unicode",
            &[("value", format!("{value:?}").into())],
        ),
        other => other.to_string(),
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
            let hint = tr_args(
                "cli-usage-hint",
                &[("usage", usage.into()), ("help", help.into())],
            );
            eprintln!("castlab: {message}\n{hint}");
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
    value.into_string().map_err(|v| {
        Failure::usage(
            command,
            tr_args("cli-not-utf8", &[("value", format!("{v:?}").into())]),
        )
    })
}

fn run(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let usage = |e: lexopt::Error| Failure::parse("", e);
    match args.next().map_err(usage)? {
        None => Err(Failure::usage("", tr("cli-no-command"))),
        Some(Short('h') | Long("help")) => print(&help()),
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
                None => print(&help()),
                Some(Value(c)) if c == "eval" => print(&eval_help()),
                Some(Value(c)) if c == "sweep" => print(&sweep_help()),
                Some(Value(c)) if c == "check" => print(&check::help()),
                Some(Value(c)) if c == "census" => print(&census::help()),
                Some(Value(c)) if c == "examples" => print(&examples_help()),
                Some(Value(c)) if c == "package" => print(&package::help()),
                Some(Value(c)) => Err(Failure::usage(
                    "",
                    tr_args("cli-no-help", &[("command", format!("{c:?}").into())]),
                )),
                Some(other) => Err(usage(other.unexpected())),
            },
            other => Err(Failure::usage(
                "",
                tr_args("cli-unknown-command", &[("command", other.into())]),
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
    let usage = |e: lexopt::Error| Failure::parse("eval", e);
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
                            tr_args("cli-eval-export-kind", &[("value", other.into())]),
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
                    Some(n) => Some(
                        text(n, "eval")?
                            .parse::<usize>()
                            .map_err(|_| Failure::usage("eval", tr("cli-eval-census-number")))?,
                    ),
                });
            }
            Value(q) if o.query.is_none() => o.query = Some(text(q, "eval")?),
            Value(q) => {
                return Err(Failure::usage(
                    "eval",
                    tr_args("cli-one-query", &[("value", format!("{q:?}").into())]),
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
                tr_args(
                    "cli-eval-count",
                    &[
                        ("flag", flag.into()),
                        ("value", value.as_str().into()),
                        ("least", range.start().to_string().into()),
                        ("most", range.end().to_string().into()),
                    ],
                ),
            )
        })
}

/// The query given, or read from standard input for `-`.
pub(crate) fn read_query(query: Option<String>, command: &'static str) -> Result<String, Failure> {
    let mut query = query.ok_or_else(|| Failure::usage(command, tr("cli-missing-query")))?;
    if query == "-" {
        query.clear();
        io::stdin().read_to_string(&mut query).map_err(|e| {
            Failure::Runtime(tr_args(
                "cli-stdin-unreadable",
                &[("error", e.to_string().into())],
            ))
        })?;
        query = query.trim().to_string();
    }
    Ok(query)
}

fn eval(args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let Some(o) = eval_options(args)? else {
        return print(&eval_help());
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
                return Err(Failure::usage("eval", tr("cli-eval-search-export")));
            }
        }
        .map_err(|e| Failure::usage("eval", e))?;
        return print(&castlab_core::plan::write(&plan));
    }
    if o.search.is_some() || o.restarts.is_some() {
        return Err(Failure::usage("eval", tr("cli-eval-search-alone")));
    }
    let custom: Option<Vec<Vec<u32>>> = match &o.ordering_file {
        Some(_) if parsed.query.view != View::Orderly => {
            return Err(Failure::usage("eval", tr("cli-eval-ordering-view")));
        }
        Some(path) => {
            let shown = path.to_string_lossy();
            let text = input::read_bounded(path, &tr("cli-what-ordering-file"))?;
            Some(serde_json::from_str(&text).map_err(|e| {
                Failure::Runtime(tr_args(
                    "cli-eval-ordering-json",
                    &[
                        ("file", shown.as_ref().into()),
                        ("error", e.to_string().into()),
                    ],
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
            let value = serde_json::to_value(&evaluation).map_err(|e| {
                Failure::Runtime(tr_args(
                    "cli-json-unencodable",
                    &[("error", e.to_string().into())],
                ))
            })?;
            let tables = castlab_core::export::tables(&value);
            let Some(table) = tables.iter().find(|t| t.name == *name) else {
                let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
                return Err(Failure::usage(
                    "eval",
                    tr_args(
                        "cli-eval-csv-tables",
                        &[
                            ("name", name.as_str().into()),
                            ("tables", names.join(", ").into()),
                        ],
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
            .map_err(|e| {
                Failure::Runtime(tr_args(
                    "cli-json-unencodable",
                    &[("error", e.to_string().into())],
                ))
            })?;
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
    while let Some(arg) = args.next().map_err(|e| Failure::parse("examples", e))? {
        match arg {
            Short('h') | Long("help") => return print(&examples_help()),
            Long("pretty") => pretty = true,
            other => return Err(Failure::parse("examples", other.unexpected())),
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
                "title": e.title(),
                "note": e.note(),
                "permalink": e.permalink,
                "shows": e.shows(),
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
    .map_err(|e| {
        Failure::Runtime(tr_args(
            "cli-json-unencodable",
            &[("error", e.to_string().into())],
        ))
    })?;
    print(&(json + "\n"))
}
