//! `castlab check`: a schedule or ordering file judged by the validator
//! castlab's own go through, with `castlab eval`'s numbers for it and the
//! comparison with the paper's algorithm and the best castlab knows.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, Read};
use std::process::ExitCode;

use castlab_core::plan::{self, check::CheckReport};
use lexopt::prelude::*;

use castlab_l10n::Arg;

use crate::words::{tr, tr_args};
use crate::{Failure, input, print, text};

/// `castlab check --help` (locales/*/cli.ftl; Fluent drops the last newline).
pub(crate) fn help() -> String {
    tr("cli-check-help") + "\n"
}

/// The exit status of a plan that breaks a rule.
const BROKEN: u8 = 3;

pub(crate) fn run(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let usage = |e: lexopt::Error| Failure::parse("check", e);
    let (mut json, mut pretty, mut file) = (false, false, None::<OsString>);
    while let Some(arg) = args.next().map_err(usage)? {
        match arg {
            Short('h') | Long("help") => return print(&help()),
            Long("json") => json = true,
            Long("pretty") => pretty = true,
            Value(f) if file.is_none() => file = Some(f),
            Value(f) => {
                return Err(Failure::usage(
                    "check",
                    tr_args("cli-check-one-file", &[("value", format!("{f:?}").into())]),
                ));
            }
            other => return Err(usage(other.unexpected())),
        }
    }
    let file = file.ok_or_else(|| Failure::usage("check", tr("cli-check-missing-file")))?;
    let source = if file == "-" {
        read_stdin()?
    } else {
        input::read_bounded(&file, &tr("cli-what-plan"))?
    };
    let shown = if file == "-" {
        tr("cli-check-standard-input")
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
        encoded.map_err(|e| {
            Failure::Runtime(tr_args(
                "cli-json-unencodable",
                &[("error", e.to_string().into())],
            ))
        })? + "\n"
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
        .map_err(|e| {
            Failure::Runtime(tr_args(
                "cli-stdin-unreadable",
                &[("error", e.to_string().into())],
            ))
        })?;
    if bytes.len() as u64 > input::FILE_BYTES {
        let limit = [("limit", input::FILE_BYTES.to_string().into())];
        return Err(Failure::Runtime(tr_args("cli-check-stdin-endless", &limit)));
    }
    String::from_utf8(bytes).map_err(|e| {
        Failure::Runtime(tr_args(
            "cli-check-stdin-not-utf8",
            &[("error", e.to_string().into())],
        ))
    })
}

/// A plan's kind in words (`schedule`, `ordering`; the JSON keeps the key).
fn kind(kind: &str) -> String {
    match kind {
        "schedule" => tr("cli-check-kind-schedule"),
        "ordering" => tr("cli-check-kind-ordering"),
        other => other.to_string(),
    }
}

/// A measure's name in words (`tcd` and others stay as the JSON has them).
fn measure(measure: &str) -> String {
    match measure {
        "steps" => tr("cli-check-measure-steps"),
        "rounds" => tr("cli-check-measure-rounds"),
        "half slots" => tr("cli-check-measure-half-slots"),
        "broadcast time" => tr("cli-check-measure-broadcast-time"),
        other => match other.strip_prefix("broadcast time from ") {
            Some(node) => tr_args(
                "planfile-measure-broadcast-time-from",
                &[("node", node.into())],
            ),
            None => other.to_string(),
        },
    }
}

/// The report as a person reads it.
fn words(r: &CheckReport) -> String {
    let mut out = String::new();
    let model = serde_json::to_value(r.model)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    let verdict = if r.valid {
        tr("cli-check-valid")
    } else {
        tr("cli-check-invalid")
    };
    let mut head: Vec<(&str, Arg)> = vec![
        ("verdict", verdict.into()),
        ("kind", kind(&r.kind).into()),
        ("model", model.into()),
        ("network", r.network.to_string().into()),
    ];
    let head = match &r.source {
        Some(source) => {
            head.push(("source", source.to_string().into()));
            tr_args("cli-check-head-from", &head)
        }
        None => tr_args("cli-check-head", &head),
    };
    let _ = writeln!(out, "{head}");
    if let Some(b) = &r.first_broken {
        let rule = [
            ("rule", b.rule.as_str().into()),
            ("message", crate::words::text(&b.message).into()),
        ];
        let _ = writeln!(out, "  {}", tr_args("cli-check-first-broken", &rule));
        let count = [("count", r.broken.to_string().into())];
        let _ = writeln!(out, "  {}", tr_args("cli-check-broken-count", &count));
    }
    let measured = measure(&r.measure);
    if r.kind == "ordering" && !r.valid {
        let measured = [("measure", measured.into())];
        let _ = write!(out, "  {}", tr_args("cli-check-not-computed", &measured));
    } else {
        let _ = write!(out, "  {measured}: {}", r.value);
    }
    if r.kind == "schedule" && r.measure != "steps" {
        let counts = [
            ("steps", r.steps.to_string().into()),
            ("messages", r.messages.to_string().into()),
        ];
        let _ = write!(out, "{}", tr_args("cli-check-steps-messages", &counts));
    }
    if let Some(free) = r.contention_free {
        let _ = write!(
            out,
            "{}",
            if free {
                tr("cli-check-contention-free-yes")
            } else {
                tr("cli-check-contention-free-no")
            }
        );
    }
    out.push('\n');
    for c in &r.compare {
        let diff = r.value as i64 - c.value as i64;
        let against = match (r.valid, diff) {
            (false, _) => String::new(),
            (true, 0) => format!(" {}", tr("cli-check-equal")),
            (true, d) if d < 0 => {
                let by = [("by", (-d).to_string().into())];
                format!(" {}", tr_args("cli-check-yours-less", &by))
            }
            (true, d) => {
                let by = [("by", d.to_string().into())];
                format!(" {}", tr_args("cli-check-yours-more", &by))
            }
        };
        let _ = writeln!(
            out,
            "  {} [{}]: {} ({}){against}",
            crate::words::text(&c.name),
            c.role,
            c.value,
            crate::words::text(&c.how)
        );
    }
    if let Some(link) = &r.permalink {
        let link = [("link", link.as_str().into())];
        let _ = writeln!(out, "  {}", tr_args("cli-check-link", &link));
    }
    out
}
