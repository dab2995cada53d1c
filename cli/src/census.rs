//! `castlab census`: every connected graph up to n vertices under the
//! three models, written as the stored census's TSV, or a seeded sample of
//! the stored rows computed again and compared.

use std::io::Write as _;
use std::process::ExitCode;
use std::time::Instant;

use castlab_core::census::{
    CENSUS_HEADER, CENSUS_MAX_NODES, CensusRow, SmallGraph, census_row, census_rows, generate,
};
use castlab_core::rng::Rng;
use lexopt::prelude::*;

use crate::words::{tr, tr_args};
use crate::{Failure, print, text};

/// Most vertices `castlab census` generates (graphs on 9 vertices number
/// 261,080; the 11,117 on 8 take more than half an hour, BENCHMARKS.md).
pub(crate) const CENSUS_NODES_LIMIT: usize = 8;

/// `castlab census --help` (locales/*/cli.ftl; Fluent drops the last newline).
pub(crate) fn help() -> String {
    tr("cli-census-help") + "\n"
}

pub(crate) fn run(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let usage = |e: lexopt::Error| Failure::parse("census", e);
    let (mut nodes, mut sample, mut seed) = (CENSUS_MAX_NODES, None, 1u64);
    let mut graph = None;
    while let Some(arg) = args.next().map_err(usage)? {
        match arg {
            Short('h') | Long("help") => return print(&help()),
            Long("nodes") => {
                nodes = number(args.value(), "--nodes", 2, CENSUS_NODES_LIMIT as u64)? as usize
            }
            Long("sample") => sample = Some(number(args.value(), "--sample", 0, 1 << 20)?),
            Long("graph") => graph = Some(text(args.value().map_err(usage)?, "census")?),
            Long("seed") => seed = number(args.value(), "--seed", 0, u64::from(u32::MAX))?,
            other => return Err(usage(other.unexpected())),
        }
    }
    match (graph, sample) {
        (Some(g6), _) => one_row(&g6),
        (None, Some(k)) => resample(k as usize, seed),
        (None, None) => write_census(nodes),
    }
}

/// A whole number in `least..=most`, or a usage error naming the option.
fn number(
    value: Result<std::ffi::OsString, lexopt::Error>,
    option: &'static str,
    least: u64,
    most: u64,
) -> Result<u64, Failure> {
    let value = text(value.map_err(|e| Failure::parse("census", e))?, "census")?;
    match value.parse::<u64>() {
        Ok(v) if (least..=most).contains(&v) => Ok(v),
        _ => Err(Failure::usage(
            "census",
            tr_args(
                "cli-census-number",
                &[
                    ("option", option.into()),
                    ("value", format!("{value:?}").into()),
                    ("least", least.to_string().into()),
                    ("most", most.to_string().into()),
                ],
            ),
        )),
    }
}

fn write_census(nodes: usize) -> Result<ExitCode, Failure> {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{CENSUS_HEADER}");
    for n in 2..=nodes {
        let started = Instant::now();
        let graphs = generate::connected_graphs(n);
        for graph in &graphs {
            let row = census_row(graph)
                .map_err(|e| Failure::Runtime(format!("{}: {}", graph.to_graph6(), said(&e))))?;
            let _ = writeln!(out, "{}", row.to_line());
        }
        let done = tr_args(
            "cli-census-progress",
            &[
                ("graphs", graphs.len().into()),
                ("n", n.to_string().into()),
                ("seconds", started.elapsed().as_secs_f64().into()),
            ],
        );
        eprintln!("castlab census: {done}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The row of one graph given in graph6, in the census's labelling.
fn one_row(g6: &str) -> Result<ExitCode, Failure> {
    let graph = SmallGraph::from_graph6(g6).map_err(|e| {
        let why = crate::words::text(&e.text());
        Failure::usage("census", format!("--graph {g6:?}: {why}"))
    })?;
    let row = census_row(&generate::canonical(&graph))
        .map_err(|e| Failure::Runtime(format!("{g6}: {}", said(&e))))?;
    println!("{CENSUS_HEADER}\n{}", row.to_line());
    Ok(ExitCode::SUCCESS)
}

/// Computes `k` stored rows again (all if `k` is 0) and compares.
fn resample(k: usize, seed: u64) -> Result<ExitCode, Failure> {
    let stored = census_rows().map_err(|e| Failure::Runtime(said(&e)))?;
    let picked: Vec<&CensusRow> = if k == 0 || k >= stored.len() {
        stored.iter().collect()
    } else {
        let mut rng = Rng::new(seed);
        let mut chosen = std::collections::BTreeSet::new();
        while chosen.len() < k {
            chosen.insert(rng.below(stored.len()));
        }
        chosen.into_iter().map(|i| &stored[i]).collect()
    };
    let mut differ = 0usize;
    for row in &picked {
        let again = census_row(&row.graph)
            .map_err(|e| Failure::Runtime(format!("{}: {}", row.graph.to_graph6(), said(&e))))?;
        if again != **row {
            differ += 1;
            let rows = [
                ("stored", row.to_line().into()),
                ("computed", again.to_line().into()),
            ];
            eprintln!("castlab census: {}", tr_args("cli-census-differs", &rows));
        }
    }
    let counts = [
        ("picked", picked.len().to_string().into()),
        ("rows", stored.len().to_string().into()),
        ("differ", differ.into()),
    ];
    println!("{}", tr_args("cli-census-resampled", &counts));
    Ok(if differ == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Why a graph has no census row, in the CLI's locale.
fn said(e: &castlab_core::census::CensusError) -> String {
    crate::words::text(&e.text())
}
