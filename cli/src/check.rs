//! `castlab check`: a schedule or ordering file judged by the validator
//! castlab's own go through, with `castlab eval`'s numbers for it and the
//! comparison with the paper's algorithm and the best castlab knows.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, Read};
use std::process::ExitCode;

use castlab_core::plan::{self, check::CheckReport};
use lexopt::prelude::*;

use crate::{Failure, input, print, text};

pub(crate) const CHECK_HELP: &str = "\
usage: castlab check [OPTIONS] <FILE|->

Checks a schedule or an ordering in castlab's JSON format (docs/formats/:
schedule.schema.json, ordering.schema.json) on the network it names, by the
rules of that network's model: one-port broadcast on meshes and tori
(papers 000, 002), all-port on WK networks (001), store and forward on
Manhattan Street networks (004), orderly broadcasting (003). Prints the
verdict (the first broken rule by step, with its nodes, and how many
rules break in all), castlab eval's numbers for it, and the paper's
algorithm and the best castlab knows beside them.

  <FILE>    the plan; '-' reads standard input. At most 64 MiB, a regular
            file or a pipe; at most 1048576 messages, 65536 steps, 4096
            nodes per route

options:
  --json    print the report as one JSON object instead
  --pretty  with --json, indent it
  -h, --help
            print this help

Export castlab's own to start from: castlab eval '<QUERY>' --export schedule
(view=tcd, broadcast or te) or --export ordering (view=orderly).

Exit status: 0 the plan keeps every rule; 3 it breaks one (the report says
which); 1 the file is not a plan (not JSON, not the format, a node off the
network, over a limit) or cannot be read; 2 a usage error.
";

/// The exit status of a plan that breaks a rule.
const BROKEN: u8 = 3;

pub(crate) fn run(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let usage = |e: lexopt::Error| Failure::usage("check", e);
    let (mut json, mut pretty, mut file) = (false, false, None::<OsString>);
    while let Some(arg) = args.next().map_err(usage)? {
        match arg {
            Short('h') | Long("help") => return print(CHECK_HELP),
            Long("json") => json = true,
            Long("pretty") => pretty = true,
            Value(f) if file.is_none() => file = Some(f),
            Value(f) => {
                return Err(Failure::usage(
                    "check",
                    format!("give one file; {f:?} is a second"),
                ));
            }
            other => return Err(usage(other.unexpected())),
        }
    }
    let file =
        file.ok_or_else(|| Failure::usage("check", "missing <FILE> ('-' for standard input)"))?;
    let source = if file == "-" {
        read_stdin()?
    } else {
        input::read_bounded(&file, "the plan")?
    };
    let shown = if file == "-" {
        "standard input".to_string()
    } else {
        text(file, "check")?
    };
    let checked = plan::read(&source)
        .and_then(|p| plan::check::check(&p))
        .map_err(|e| Failure::Runtime(format!("{shown}: {e}")))?;
    let report = checked.report;
    let out = if json {
        let encoded = if pretty {
            serde_json::to_string_pretty(&report)
        } else {
            serde_json::to_string(&report)
        };
        encoded.map_err(|e| Failure::Runtime(format!("cannot encode JSON: {e}")))? + "\n"
    } else {
        words(&report)
    };
    print(&out)?;
    Ok(if report.valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(BROKEN)
    })
}

/// Standard input, bounded as files are.
fn read_stdin() -> Result<String, Failure> {
    let mut bytes = Vec::new();
    io::stdin()
        .take(input::FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::Runtime(format!("cannot read standard input: {e}")))?;
    if bytes.len() as u64 > input::FILE_BYTES {
        return Err(Failure::Runtime(format!(
            "standard input goes on past {} bytes; the limit is 64 MiB",
            input::FILE_BYTES
        )));
    }
    String::from_utf8(bytes)
        .map_err(|e| Failure::Runtime(format!("standard input is not UTF-8 text: {e}")))
}

/// The report as a person reads it.
fn words(r: &CheckReport) -> String {
    let mut out = String::new();
    let model = serde_json::to_value(r.model)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    let from = r
        .source
        .as_ref()
        .map(|s| format!(" from {s}"))
        .unwrap_or_default();
    let verdict = if r.valid { "valid" } else { "INVALID" };
    let _ = writeln!(
        out,
        "{verdict}: {} ({model}){from} on {}",
        r.kind, r.network
    );
    if let Some(b) = &r.first_broken {
        let _ = writeln!(out, "  first broken rule ({}): {}", b.rule, b.message);
        let _ = writeln!(out, "  broken rules in all: {}", r.broken);
    }
    if r.kind == "ordering" && !r.valid {
        let _ = write!(
            out,
            "  {}: not computed (the ordering breaks a rule)",
            r.measure
        );
    } else {
        let _ = write!(out, "  {}: {}", r.measure, r.value);
    }
    if r.kind == "schedule" && r.measure != "steps" {
        let _ = write!(out, "; steps: {}; messages: {}", r.steps, r.messages);
    }
    if let Some(free) = r.contention_free {
        let _ = write!(
            out,
            "; contention-free: {}",
            if free { "yes" } else { "no" }
        );
    }
    out.push('\n');
    for c in &r.compare {
        let diff = r.value as i64 - c.value as i64;
        let against = match (r.valid, diff) {
            (false, _) => String::new(),
            (true, 0) => " (equal)".into(),
            (true, d) if d < 0 => format!(" (yours is {} less)", -d),
            (true, d) => format!(" (yours is {d} more)"),
        };
        let _ = writeln!(
            out,
            "  {} [{}]: {} ({}){against}",
            c.name, c.role, c.value, c.how
        );
    }
    if let Some(link) = &r.permalink {
        let _ = writeln!(out, "  link: ?{link}");
    }
    out
}
