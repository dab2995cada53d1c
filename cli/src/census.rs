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

use crate::{Failure, print, text};

/// Most vertices `castlab census` generates (graphs on 9 vertices number
/// 261,080; the 11,117 on 8 take more than half an hour, BENCHMARKS.md).
pub(crate) const CENSUS_NODES_LIMIT: usize = 8;

pub(crate) const CENSUS_HELP: &str = "\
usage: castlab census [OPTIONS]

Every connected graph on 2 to N vertices, once per isomorphism class, with
D, its largest degree, and its broadcast times computed exactly under the
three models: b (classical, telephone), b^o (orderly: the least, over
every ordering, of the slowest originator's time) and b^m1, b^m2, b^m3
(messy: the worst case over every run). Prints tab-separated rows, each
graph in graph6 (the format of nauty and NetworkX), in the order castlab
stores them (core/src/census/graphs.tsv): by vertices, links, graph6.

options:
  --nodes N     graphs up to N vertices, 2 to 8 (default 7, the stored
                census; 8 adds 11117 graphs and takes well over half an
                hour: its dense graphs are the slowest)
  --sample K    instead, compute K rows of the stored census again, drawn
                with the seeded generator, and compare (exit 1 on any
                difference); 0 means every row
  --seed S      the sample's seed (default 1)
  --graph G6    instead, one graph's row, given in graph6 (at most 10
                vertices, connected; any labelling)
  -h, --help    print this help

Exit status: 0 success; 1 a stored row differs (or cannot be computed);
2 a usage error.
";

pub(crate) fn run(mut args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let usage = |e: lexopt::Error| Failure::usage("census", e);
    let (mut nodes, mut sample, mut seed) = (CENSUS_MAX_NODES, None, 1u64);
    let mut graph = None;
    while let Some(arg) = args.next().map_err(usage)? {
        match arg {
            Short('h') | Long("help") => return print(CENSUS_HELP),
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
    let value = text(value.map_err(|e| Failure::usage("census", e))?, "census")?;
    match value.parse::<u64>() {
        Ok(v) if (least..=most).contains(&v) => Ok(v),
        _ => Err(Failure::usage(
            "census",
            format!("{option} {value:?} is not a whole number from {least} to {most}"),
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
                .map_err(|e| Failure::Runtime(format!("{}: {e}", graph.to_graph6())))?;
            let _ = writeln!(out, "{}", row.to_line());
        }
        eprintln!(
            "castlab census: {} connected graphs on {n} vertices in {:.1} s",
            graphs.len(),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The row of one graph given in graph6, in the census's labelling.
fn one_row(g6: &str) -> Result<ExitCode, Failure> {
    let graph = SmallGraph::from_graph6(g6)
        .map_err(|e| Failure::usage("census", format!("--graph {g6:?}: {e}")))?;
    let row = census_row(&generate::canonical(&graph))
        .map_err(|e| Failure::Runtime(format!("{g6}: {e}")))?;
    println!("{CENSUS_HEADER}\n{}", row.to_line());
    Ok(ExitCode::SUCCESS)
}

/// Computes `k` stored rows again (all if `k` is 0) and compares.
fn resample(k: usize, seed: u64) -> Result<ExitCode, Failure> {
    let stored = census_rows().map_err(|e| Failure::Runtime(e.to_string()))?;
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
    let mut differ = 0;
    for row in &picked {
        let again = census_row(&row.graph)
            .map_err(|e| Failure::Runtime(format!("{}: {e}", row.graph.to_graph6())))?;
        if again != **row {
            differ += 1;
            eprintln!(
                "castlab census: stored  {}\n                computed {}",
                row.to_line(),
                again.to_line()
            );
        }
    }
    println!(
        "{} of {} rows computed again; {differ} differ",
        picked.len(),
        stored.len()
    );
    Ok(if differ == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
