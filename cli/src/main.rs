//! `castlab`: evaluates castlab permalinks natively and prints JSON.
//!
//! The evaluation is `castlab_core::eval::evaluate`, the same function the web
//! app calls, so a link means one thing everywhere.

use std::io::{self, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: castlab eval [--pretty] [--strict] [--ordering FILE] [--csv TABLE] '<query>'
       castlab examples [--pretty]

Evaluates a castlab permalink and prints one JSON object.

  <query>   the query string of a permalink, with or without '?', or a whole
            URL, e.g. 'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper';
            '-' reads it from standard input
  --pretty  indent the JSON
  --strict  exit with status 2 if any value of the query was not used
  --ordering FILE
            with view=orderly, use this ordering: a JSON array with one
            array per vertex (x fastest) of its neighbours' indices in
            label order, e.g. [[1,3],[2,0],...]; it must list exactly each
            vertex's neighbours
  --csv TABLE
            print one table of the same numbers as CSV instead: 'nodes'
            (one row per node, x fastest, with every per-node map),
            'summary' (every single value), or the name of a list in the
            JSON ('schedule', 'deliveries', 'bounds', ...); an unknown name
            lists the tables of this query

Values that cannot be used are reported on standard error and in the
\"errors\" array, and replaced by their defaults.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("castlab: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    let (command, rest) = args.split_first().ok_or("no command given")?;
    match command.as_str() {
        "eval" => eval(rest),
        "examples" => examples(rest),
        "-h" | "--help" | "help" => {
            print!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        "-V" | "--version" => {
            println!("castlab {}", env!("CARGO_PKG_VERSION"));
            Ok(ExitCode::SUCCESS)
        }
        other => Err(format!("unknown command '{other}'")),
    }
}

fn eval(args: &[String]) -> Result<ExitCode, String> {
    let mut pretty = false;
    let mut strict = false;
    let mut query = None;
    let mut ordering_file = None;
    let mut csv = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--pretty" => pretty = true,
            "--strict" => strict = true,
            "--ordering" => {
                ordering_file = Some(args.next().ok_or("--ordering needs a file")?.clone());
            }
            "--csv" => csv = Some(args.next().ok_or("--csv needs a table name")?.clone()),
            flag if flag.starts_with("--") => return Err(format!("unknown flag '{flag}'")),
            q if query.is_none() => query = Some(q.to_string()),
            _ => return Err("give exactly one query".into()),
        }
    }
    let mut query = query.ok_or("missing '<query>'")?;
    if query == "-" {
        query.clear();
        io::stdin()
            .read_to_string(&mut query)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        query = query.trim().to_string();
    }

    let custom: Option<Vec<Vec<u32>>> = match &ordering_file {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read the ordering file {path}: {e}"))?;
            Some(serde_json::from_str(&text).map_err(|e| {
                format!(
                    "the ordering file {path} is not a JSON array of arrays of vertex indices: {e}"
                )
            })?)
        }
        None => None,
    };
    let evaluation = castlab_core::eval::evaluate_with(&query, custom.as_deref())?;
    for e in &evaluation.errors {
        eprintln!("castlab: {}", e.message);
    }
    if let Some(name) = csv {
        let value =
            serde_json::to_value(&evaluation).map_err(|e| format!("cannot encode JSON: {e}"))?;
        let tables = castlab_core::export::tables(&value);
        let Some(table) = tables.iter().find(|t| t.name == name) else {
            let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
            return Err(format!(
                "--csv {name}: this query has the tables {}",
                names.join(", ")
            ));
        };
        let _ = io::stdout().lock().write_all(table.csv.as_bytes());
        if strict && !evaluation.errors.is_empty() {
            return Ok(ExitCode::from(2));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let json = if pretty {
        serde_json::to_string_pretty(&evaluation)
    } else {
        serde_json::to_string(&evaluation)
    }
    .map_err(|e| format!("cannot encode JSON: {e}"))?;
    let mut out = io::stdout().lock();
    // A closed pipe (e.g. `| head`) is not an error worth a message.
    let _ = writeln!(out, "{json}");
    if strict && !evaluation.errors.is_empty() {
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}

/// `castlab examples`: the gallery as a JSON array, each with the values it
/// promises under the keys of `castlab eval`.
fn examples(args: &[String]) -> Result<ExitCode, String> {
    let pretty = match args {
        [] => false,
        [flag] if flag == "--pretty" => true,
        _ => return Err(format!("examples takes [--pretty], got {args:?}")),
    };
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
    .map_err(|e| format!("cannot encode JSON: {e}"))?;
    let _ = writeln!(io::stdout().lock(), "{json}");
    Ok(ExitCode::SUCCESS)
}
