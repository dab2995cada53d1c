//! `castlab-prove`: puts castlab's open questions to CaDiCaL and stores the
//! answers as certificates (see the crate doc and `docs/certified.md`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use castlab_core::certified::schedule_of;
use castlab_core::grid::{Grid, NodeId};
use castlab_core::mesh::cube_of;
use castlab_core::mesh::exact::Exact;
use castlab_core::mesh::recursive::Recursive;
use castlab_core::orderly::orderings::pi;
use castlab_core::orderly::search::Search;
use castlab_core::orderly::{Model, Ordering, Vertex, arrival, bounds, completion};
use castlab_core::schedule::validate;
use castlab_prove::check::{self, fingerprint};
use castlab_prove::conquer::{Ledger, conquer, tally};
use castlab_prove::solver::{SolverAnswer, solve};
use castlab_prove::table::{self, Found};
use castlab_prove::{cube, families};
use castlab_prove::{orderly, tcd};
use lexopt::prelude::*;

const USAGE: &str = "usage:
  castlab-prove orderly <m>x<n> [--limit SECONDS]
      b^o(T_m×n): from Theorem 2.2.1's lower bound up, the first T that Π and
      the local search reach or the solver satisfies; then UNSAT one below
  castlab-prove orderly <m>x<n> --at T [--lex V] [--split S] [--cube K/N] [--jobs J]
                [--limit SECONDS] [--work DIR]
      is b^o <= T? The lex-leader encoding (comparisons over the first V
      vertices' labels, default 4), split into 24^S cubes on the orderings
      of the S vertices nearest vertex 0 (S <= 3; default 0: one cube), solved J at a
      time (default 1). Each cube's answer is kept in DIR (default
      target/castlab-prove); --cube K/N solves only slice K of N (1-based)
      and stores nothing, so a job array can share the work; a run without
      --cube solves what is left, combines, and stores the row when settled
      (in core/src/certified/orderly.tsv, or the file --table names).
      --period A,B keeps only orderings the translation by (A, B) leaves
      alone: a witness search only, whose refutation is never stored.
  castlab-prove tcd mesh|torus <dims> [--source INDEX|all] [--floor K] [--limit SECONDS]
      the least TCD from a source: SAT below castlab's best schedule until UNSAT
      or the time limit; with --floor K, only refute TCD <= K
  castlab-prove family <net> <size> [--limit SECONDS]
      a protocol family's instance (net cube|butterfly|debruijn|ccc|complete|path|cycle):
      b(u) in the telephone model for one originator per orbit of its symmetries,
      and b^o over every ordering, each SAT at the value and UNSAT one below
      (rows in core/src/certified/families.tsv)
  castlab-prove family <net> <size> --at T [--split S] [--cube K/N] [--jobs J] [--work DIR]
      is b^o <= T? Cubes on the orderings of the S vertices nearest vertex 0
      (deg! each), ledgers and slices as for orderly --at; prints an ordering,
      the refutation, or the cubes left, and stores nothing
Each solver call stops after --limit seconds (default 600). Results replace
their rows in core/src/certified/*.tsv; proofs go to prove/proofs/.";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("castlab-prove: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn sides_of(text: &str) -> Result<Vec<u32>, String> {
    text.split('x')
        .map(|s| {
            s.parse()
                .map_err(|_| format!("dims {text:?}: expected sides like 8x8"))
        })
        .collect()
}

/// The value after an option, as UTF-8.
fn option_value(args: &mut lexopt::Parser, name: &str) -> Result<String, String> {
    args.value()
        .map_err(|e| e.to_string())?
        .string()
        .map_err(|_| format!("{name}: the value must be UTF-8"))
}

fn run() -> Result<(), String> {
    let mut args = lexopt::Parser::from_env();
    let mut positional = Vec::new();
    let mut limit = 600u32;
    let mut source: Option<String> = None;
    let mut floor: Option<u64> = None;
    let mut split = Split::default();
    while let Some(arg) = args.next().map_err(|e| e.to_string())? {
        match arg {
            Long("limit") => {
                let v = option_value(&mut args, "--limit")?;
                limit = v
                    .parse()
                    .map_err(|_| format!("--limit {v:?}: expected whole seconds"))?;
            }
            Long("source") => source = Some(option_value(&mut args, "--source")?),
            Long("floor") => {
                let v = option_value(&mut args, "--floor")?;
                floor = Some(
                    v.parse()
                        .map_err(|_| format!("--floor {v:?}: expected a TCD"))?,
                );
            }
            Long("at") => split.at = Some(number(&mut args, "--at")?),
            Long("lex") => split.lex = Some(number(&mut args, "--lex")?),
            Long("split") => {
                split.vertices = number(&mut args, "--split")?;
                if split.vertices > MAX_SPLIT {
                    return Err(format!(
                        "--split {}: at most {MAX_SPLIT} vertices (24^{MAX_SPLIT} = 13,824 cubes)",
                        split.vertices
                    ));
                }
            }
            Long("jobs") => split.jobs = number::<usize>(&mut args, "--jobs")?.max(1),
            Long("period") => {
                let v = option_value(&mut args, "--period")?;
                split.period = Some(
                    v.split_once(',')
                        .and_then(|(a, b)| Some([a.parse().ok()?, b.parse().ok()?]))
                        .ok_or_else(|| format!("--period {v:?}: expected a shift like 0,2"))?,
                );
            }
            Long("table") => split.table = Some(option_value(&mut args, "--table")?.into()),
            Long("work") => split.work = Some(option_value(&mut args, "--work")?.into()),
            Long("cube") => {
                let v = option_value(&mut args, "--cube")?;
                split.slice = Some(
                    v.split_once('/')
                        .and_then(|(k, n)| Some((k.parse().ok()?, n.parse().ok()?)))
                        .filter(|&(k, n): &(usize, usize)| (1..=n).contains(&k))
                        .ok_or_else(|| format!("--cube {v:?}: expected K/N with 1 <= K <= N"))?,
                );
            }
            Long("help") | Short('h') => {
                println!("{USAGE}");
                return Ok(());
            }
            Value(v) => positional.push(v.string().map_err(|_| "arguments must be UTF-8")?),
            _ => return Err(arg.unexpected().to_string()),
        }
    }
    let proofs = root().join("prove/proofs");
    std::fs::create_dir_all(&proofs).map_err(|e| e.to_string())?;
    match positional.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["orderly", dims] => {
            let sides = sides_of(dims)?;
            let [m, n] = sides[..] else {
                return Err(format!("dims {dims:?}: orderly takes two sides"));
            };
            let (m, n) = (m.min(n), m.max(n));
            let table = (split.table.clone())
                .unwrap_or_else(|| root().join("core/src/certified/orderly.tsv"));
            if split.at.is_some() {
                return match ask_orderly(m, n, &split, limit, &table)? {
                    Some(row) => store(&table, 1, &row),
                    None => Ok(()),
                };
            }
            let row = prove_orderly(m, n, limit, &proofs)?;
            store(&table, 1, &row)
        }
        ["tcd", net @ ("mesh" | "torus"), dims] => {
            let grid = Grid::new(&sides_of(dims)?, net == "torus").map_err(|e| e.to_string())?;
            let sources: Vec<usize> = match source.as_deref() {
                None | Some("all") => (0..grid.node_count()).collect(),
                Some(s) => {
                    let nodes = grid.node_count();
                    let index = s
                        .parse()
                        .ok()
                        .filter(|&i: &usize| i < nodes)
                        .ok_or_else(|| {
                            format!("--source {s:?}: expected a node index below {nodes}, or all")
                        })?;
                    vec![index]
                }
            };
            for s in sources {
                let known = best_known(&grid, NodeId::new(s))
                    .map_err(|e| format!("no schedule to start from on {dims}: {e}"))?;
                let row = prove_tcd(&grid, net, dims, s, known, floor, limit, &proofs)?;
                store(&root().join("core/src/certified/tcd.tsv"), 3, &row)?;
            }
            Ok(())
        }
        ["family", net, size] => {
            let size: u32 = size
                .parse()
                .map_err(|_| format!("size {size:?}: expected a whole number"))?;
            if let Some(at) = split.at {
                let work = split.work.clone();
                let work = work.unwrap_or_else(|| root().join("target/castlab-prove"));
                let (vertices, slice, jobs) = (split.vertices, split.slice, split.jobs.max(1));
                let q = families::SplitQuestion {
                    at,
                    vertices,
                    slice,
                    jobs,
                    limit,
                    work,
                };
                println!("{}", families::ask_orderly_at(net, size, &q)?);
                return Ok(());
            }
            let table = root().join("core/src/certified/families.tsv");
            let mut keep = |row: &str| store(&table, 4, row);
            families::prove_instance(net, size, limit, &proofs, &mut keep)
        }
        _ => Err(
            "expected `orderly <dims>`, `tcd mesh|torus <dims>` or `family <net> <size>`".into(),
        ),
    }
}

/// Most vertices a split decides: 24 cubes each.
const MAX_SPLIT: usize = 3;

/// The lex-leader comparisons' length when `--lex` is not given: the best
/// of the lengths measured (docs/certified.md).
const DEFAULT_LEX: u32 = 4;

/// A number after an option.
fn number<T: std::str::FromStr>(args: &mut lexopt::Parser, name: &str) -> Result<T, String> {
    let v = option_value(args, name)?;
    v.parse()
        .map_err(|_| format!("{name} {v:?}: expected a whole number"))
}

/// The options of an `orderly --at` question.
#[derive(Default)]
struct Split {
    at: Option<u32>,
    lex: Option<u32>,
    vertices: usize,
    slice: Option<(usize, usize)>,
    jobs: usize,
    work: Option<PathBuf>,
    table: Option<PathBuf>,
    period: Option<[u32; 2]>,
}

/// "Is b^o(T_m×n) ≤ T?" by cube and conquer on the lex-leader encoding.
/// Returns the table's new row when the answer settles something.
fn ask_orderly(
    m: u32,
    n: u32,
    split: &Split,
    limit: u32,
    table_file: &Path,
) -> Result<Option<String>, String> {
    let at = split.at.expect("asked with --at");
    let lex = split.lex.unwrap_or(DEFAULT_LEX).min(m * n);
    let breaking = orderly::Breaking::LexLeader { vertices: lex };
    let mut enc =
        orderly::OrderlyEncoding::with_breaking(m, n, at, breaking).map_err(|e| e.to_string())?;
    if let Some(shift) = split.period {
        enc.require_period(shift);
    }
    let cubes = enc.cubes(split.vertices);
    cube::cover(&cubes).map_err(|e| format!("the cubes: {e}"))?;
    let print = fingerprint(&enc.cnf);
    let work = split
        .work
        .clone()
        .unwrap_or_else(|| root().join("target/castlab-prove"));
    let period = split
        .period
        .map_or(String::new(), |[a, b]| format!("-period{a},{b}"));
    let ledger = Ledger::new(work.join(format!(
        "orderly-{m}x{n}-T{at}-lex{lex}-split{}{period}-{print}",
        split.vertices
    )));
    let which: Vec<usize> = match split.slice {
        Some((k, of)) => cube::slice(cubes.len(), k, of).collect(),
        None => (0..cubes.len()).collect(),
    };
    eprintln!(
        "T_{m}x{n} T={at}: {} variables, {} clauses, {} cubes ({} here); ledger {}",
        enc.cnf.vars(),
        enc.cnf.clauses().len(),
        cubes.len(),
        which.len(),
        ledger.dir().display()
    );
    conquer(
        &enc.cnf,
        &cubes,
        &which,
        split.jobs.max(1),
        limit,
        enc.label_vars(),
        &ledger,
    )?;
    let all = tally(&ledger, cubes.len());
    eprintln!(
        "T_{m}x{n} T={at}: {} of {} cubes refuted, {} open, {}; {:.1} s solving, {:.1} s checking",
        all.unsat,
        cubes.len(),
        all.open,
        if all.sat.is_some() {
            "an ordering found"
        } else {
            "no ordering found"
        },
        all.solve_seconds,
        all.check_seconds
    );
    if split.slice.is_some() {
        return Ok(None);
    }
    let found = if let Some(lits) = all.sat {
        let mut model = vec![false; enc.cnf.vars() as usize + 1];
        for l in lits {
            model[l as usize] = true;
        }
        let ordering = enc.ordering(&model);
        let time = time_within(&ordering, at, "the cubes'")?;
        let letters = orderly::letters(&enc.grid, &ordering);
        let seconds = all.solve_seconds;
        Found::Ordering {
            time,
            letters,
            seconds,
        }
    } else if all.open > 0 {
        return Ok(None);
    } else if split.period.is_some() {
        eprintln!(
            "T_{m}x{n}: no ordering with that period within {at}; nothing follows for the others"
        );
        return Ok(None);
    } else {
        let checkers = all.checkers.join("+");
        Found::Refuted {
            at,
            by: format!("cubes:{lex}:{}:{}:{checkers}", split.vertices, cubes.len()),
            seconds: (all.solve_seconds, all.check_seconds),
            fingerprint: print,
        }
    };
    let text = std::fs::read_to_string(table_file).map_err(|e| e.to_string())?;
    let old = text
        .lines()
        .find(|l| l.starts_with(&format!("{m}x{n}\t")))
        .ok_or_else(|| format!("T_{m}x{n} has no row yet: run `orderly {m}x{n}` first"))?;
    table::update(old, &found)
}

/// Replaces the row whose first `key` columns match, or appends it.
fn store(table: &Path, key: usize, row: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(table).unwrap_or_default();
    let prefix: Vec<&str> = row.split('\t').take(key).collect();
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with('#') || l.split('\t').take(key).collect::<Vec<_>>() != prefix)
        .map(String::from)
        .collect();
    lines.push(row.to_string());
    std::fs::write(table, lines.join("\n") + "\n").map_err(|e| e.to_string())?;
    // A replaced row's proof goes with it, unless the new row names it.
    let replaced = text
        .lines()
        .filter(|l| !l.starts_with('#') && l.split('\t').take(key).collect::<Vec<_>>() == prefix);
    for old in replaced {
        let file = old.split('\t').find_map(|c| c.strip_prefix("proof:"));
        if let Some(file) = file.filter(|f| !row.contains(f)) {
            let _ = std::fs::remove_file(root().join("prove/proofs").join(file));
        }
    }
    println!("{row}");
    Ok(())
}

fn prove_orderly(m: u32, n: u32, limit: u32, proofs: &Path) -> Result<String, String> {
    let theorem = bounds::lower_bound_2d(m, n);
    let scratch = scratch_path(&format!("orderly-{m}x{n}"));
    let io = |e: std::io::Error| e.to_string();
    // Up from the theorem's bound until an ordering is found.
    let mut upper = None;
    let mut sat_seconds = 0.0;
    // A bound the solver left unknown is not asked again, with a proof.
    let mut unknown_at = None;
    let seed = seeded(m, n);
    for t in theorem..theorem + 8 {
        let enc = orderly::OrderlyEncoding::new(m, n, t).map_err(|e| e.to_string())?;
        // castlab's own ordering reaches t: no solver call for the witness.
        if let Some((time, ordering, seconds)) = seed.as_ref().filter(|s| s.0 <= t) {
            eprintln!("T_{m}x{n} T={t}: Π and the local search reach {time} in {seconds:.1} s");
            upper = Some((*time, orderly::letters(&enc.grid, ordering)));
            sat_seconds = *seconds;
            break;
        }
        let run = solve(&enc.cnf, limit, None, &scratch).map_err(io)?;
        eprintln!(
            "T_{m}x{n} T={t}: {:?} in {:.1} s",
            kind(&run.answer),
            run.seconds
        );
        if matches!(run.answer, SolverAnswer::Unknown) {
            unknown_at = Some((t, run.seconds));
        }
        if let SolverAnswer::Sat(model) = run.answer {
            let ordering = enc.ordering(&model);
            let worst = time_within(&ordering, t, "the solver's")?;
            upper = Some((worst, orderly::letters(&enc.grid, &ordering)));
            sat_seconds = run.seconds;
            break;
        }
    }
    let (upper, witness) = upper.ok_or("no ordering found within the time limit")?;
    // One below: unsatisfiable, with its proof.
    let below = upper - 1;
    let name = format!("orderly-{m}x{n}-T{below}.drat");
    let proof = scratch_path(&name);
    let enc = orderly::OrderlyEncoding::new(m, n, below).map_err(|e| e.to_string())?;
    if let Some((t, seconds)) = unknown_at.filter(|&(t, _)| t == below) {
        eprintln!("T_{m}x{n} T={t}: left unknown above; the lower bound stays the theorem's");
        return Ok(format!(
            "{m}x{n}\t{theorem}\t{upper}\ttheorem\t{sat_seconds:.1}\t{seconds:.1}\t0.0\t-\t{witness}"
        ));
    }
    let run = solve(&enc.cnf, limit, Some(&proof), &scratch).map_err(io)?;
    eprintln!(
        "T_{m}x{n} T={below}: {:?} in {:.1} s",
        kind(&run.answer),
        run.seconds
    );
    let (lower, by, checked) = match run.answer {
        SolverAnswer::Unsat => {
            let (by, checked) = check::keep(&enc.cnf, &proof, &proofs.join(&name))?;
            (upper, by, checked)
        }
        _ => {
            let _ = std::fs::remove_file(&proof);
            (theorem, "theorem".into(), 0.0)
        }
    };
    Ok(format!(
        "{m}x{n}\t{lower}\t{upper}\t{by}\t{sat_seconds:.1}\t{:.1}\t{checked:.1}\t{}\t{witness}",
        run.seconds,
        fingerprint(&enc.cnf)
    ))
}

/// castlab's own best ordering of T_m×n and the seconds it took: Π,
/// improved by the page's local search (`algo=search`, seed 1, its largest
/// budget). The witness search asks the solver only below it.
fn seeded(m: u32, n: u32) -> Option<(u32, Ordering, f64)> {
    let started = std::time::Instant::now();
    let grid = Grid::torus(&[m, n]).ok()?;
    let mut search = Search::new(pi(&grid).ok()?, Some(grid), 3000, 1);
    while !search.run(100) {}
    let (best, score) = search.best();
    Some((score.time, best.clone(), started.elapsed().as_secs_f64()))
}

/// castlab's best schedule from `source` (the recursive optimum, or the
/// subset DP's), as a numbering.
fn best_known(grid: &Grid, source: NodeId) -> Result<Vec<NodeId>, String> {
    let schedule = match cube_of(grid) {
        Ok(cube) => Recursive::new(cube, grid.is_torus()).schedule(grid, source),
        Err(_) => Exact::new(grid)
            .map_err(|e| e.to_string())?
            .schedule(source),
    };
    tcd::numbering_of(grid, &schedule).ok_or_else(|| "castlab's schedule is invalid".into())
}

enum Outcome {
    Found(Vec<NodeId>, f64),
    Refuted((u64, String, f64, f64, String)),
    Unknown,
}

#[allow(clippy::too_many_arguments)]
fn prove_tcd(
    grid: &Grid,
    net: &str,
    dims: &str,
    s: usize,
    known: Vec<NodeId>,
    floor: Option<u64>,
    limit: u32,
    proofs: &Path,
) -> Result<String, String> {
    let scratch = scratch_path(&format!("tcd-{net}-{dims}-{s}"));
    let io = |e: std::io::Error| e.to_string();
    let count = grid.node_count() as u64 - 1;
    let mut upper = validate(grid, &schedule_of(&known)).tcd;
    let (mut witness, mut sat_seconds) = (known, 0.0);
    // (bound, how, unsat seconds, check seconds, fingerprint)
    let mut lower = (count, "count".to_string(), 0.0, 0.0, "-".to_string());
    // Is there a schedule within k? A refutation raises the lower bound.
    let ask = |k: u64| -> Result<Outcome, String> {
        let enc = tcd::TcdEncoding::new(grid, NodeId::new(s), k).map_err(|e| e.to_string())?;
        let name = format!("tcd-{net}-{dims}-s{s}-K{k}.drat");
        let proof = scratch_path(&name);
        let run = solve(&enc.cnf, limit, Some(&proof), &scratch).map_err(io)?;
        eprintln!(
            "{net} {dims} source {s} K={k}: {} in {:.1} s",
            kind(&run.answer),
            run.seconds
        );
        match run.answer {
            SolverAnswer::Sat(model) => {
                let _ = std::fs::remove_file(&proof);
                let numbering = enc.numbering(&model);
                let v = validate(grid, &schedule_of(&numbering));
                if !v.is_valid() || v.tcd > k {
                    return Err(format!(
                        "the solver's schedule is invalid or costs {}: an encoding bug",
                        v.tcd
                    ));
                }
                Ok(Outcome::Found(numbering, run.seconds))
            }
            SolverAnswer::Unsat => {
                let (by, checked) = check::keep(&enc.cnf, &proof, &proofs.join(&name))?;
                Ok(Outcome::Refuted((
                    k + 1,
                    by,
                    run.seconds,
                    checked,
                    fingerprint(&enc.cnf),
                )))
            }
            SolverAnswer::Unknown => {
                let _ = std::fs::remove_file(&proof);
                Ok(Outcome::Unknown)
            }
        }
    };
    // With a floor, refute it only; else descend from the best schedule.
    let mut queries = match floor {
        Some(f) => vec![f],
        None => vec![upper - 1],
    };
    while let Some(k) = queries.pop() {
        if k < lower.0 || k >= upper {
            continue;
        }
        match ask(k)? {
            Outcome::Found(better, seconds) => {
                upper = validate(grid, &schedule_of(&better)).tcd;
                (witness, sat_seconds) = (better, seconds);
                if floor.is_none() {
                    queries.push(upper - 1);
                }
            }
            Outcome::Refuted(bound) => lower = bound,
            Outcome::Unknown => {}
        }
    }
    let numbers: Vec<String> = witness.iter().map(|v| v.index().to_string()).collect();
    Ok(format!(
        "{net}\t{dims}\t{s}\t{}\t{upper}\t{}\t{sat_seconds:.1}\t{:.1}\t{:.1}\t{}\t{}",
        lower.0,
        lower.1,
        lower.2,
        lower.3,
        lower.4,
        numbers.join(" ")
    ))
}

/// An ordering's broadcast time, simulated from every originator; a
/// model's ordering above the bound its formula asked for is a bug.
fn time_within(ordering: &Ordering, bound: u32, whose: &str) -> Result<u32, String> {
    let time = (0..ordering.nodes() as u32)
        .map(|u| completion(&arrival(ordering, Vertex::new(u), Model::NonAdaptive)))
        .max()
        .unwrap_or(0);
    if time > bound {
        return Err(format!(
            "{whose} ordering takes {time} > {bound}: an encoding bug"
        ));
    }
    Ok(time)
}

/// A scratch file of this process: two runs of one size never share one.
fn scratch_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("castlab-prove-{}-{name}", std::process::id()))
}

fn kind(answer: &SolverAnswer) -> &'static str {
    match answer {
        SolverAnswer::Sat(_) => "sat",
        SolverAnswer::Unsat => "unsat",
        SolverAnswer::Unknown => "unknown",
    }
}
