//! The conquer half of cube and conquer: each cube's formula F ∧ c solved
//! as its own job, `jobs` at a time, every "unsatisfiable" checked at once
//! by its own DRAT proof, and every answer written to a ledger directory,
//! one file per cube, so that slices run anywhere (a Slurm job array, two
//! shells) and a later run combines them.
//!
//! A ledger file holds one line: `unsat <solve s> <check s> <checker>`,
//! `sat <solve s> <the true variables among the first `keep`>`, or
//! `unknown <solve s>`. Unknown cubes are asked again by the next run.
//!
//! The checker is dratify, in this process, unless `CASTLAB_DRAT` names a
//! DRAT checker program called as `checker formula.cnf proof.drat` that
//! prints `s VERIFIED` (drat-trim: it checks backward, only the lemmas the
//! refutation uses, which on these formulas is several times faster).

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::check;
use crate::cnf::{Cnf, Lit};
use crate::solver::{SolverAnswer, solve};

pub use crate::check::DRATIFY;

/// One cube's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum CubeVerdict {
    /// Refuted, the proof checked: (solver seconds, checker seconds, the
    /// checker's name).
    Unsat(f64, f64, String),
    /// A model, kept as its true variables among the first `keep`.
    Sat(f64, Vec<Lit>),
    /// The time limit passed first.
    Unknown(f64),
}

impl CubeVerdict {
    fn line(&self) -> String {
        match self {
            CubeVerdict::Unsat(solve, check, checker) => {
                format!("unsat {solve:.2} {check:.2} {checker}")
            }
            CubeVerdict::Sat(solve, lits) => {
                let lits: Vec<String> = lits.iter().map(ToString::to_string).collect();
                format!("sat {solve:.2} {}", lits.join(" "))
            }
            CubeVerdict::Unknown(solve) => format!("unknown {solve:.2}"),
        }
    }

    fn parse(line: &str) -> Option<CubeVerdict> {
        let mut words = line.split_whitespace();
        let kind = words.next()?;
        let solve: f64 = words.next()?.parse().ok()?;
        match kind {
            "unsat" => Some(CubeVerdict::Unsat(
                solve,
                words.next()?.parse().ok()?,
                words.next().unwrap_or(DRATIFY).to_string(),
            )),
            "sat" => Some(CubeVerdict::Sat(
                solve,
                words.map(str::parse).collect::<Result<_, _>>().ok()?,
            )),
            "unknown" => Some(CubeVerdict::Unknown(solve)),
            _ => None,
        }
    }
}

/// Where one formula's cubes keep their answers.
#[derive(Clone, Debug)]
pub struct Ledger {
    dir: PathBuf,
}

impl Ledger {
    /// The ledger in `dir` (created when a verdict is first written).
    pub fn new(dir: PathBuf) -> Self {
        Ledger { dir }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Cube `i`'s recorded verdict, if any.
    pub fn read(&self, i: usize) -> Option<CubeVerdict> {
        let text = std::fs::read_to_string(self.dir.join(i.to_string())).ok()?;
        CubeVerdict::parse(text.trim())
    }

    fn write(&self, i: usize, verdict: &CubeVerdict) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let file = self.dir.join(i.to_string());
        let partial = file.with_extension("partial");
        std::fs::write(&partial, verdict.line() + "\n")?;
        std::fs::rename(partial, file)
    }
}

/// What solving some of the cubes gave.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Cubes refuted (their proofs checked).
    pub unsat: usize,
    /// Cubes with a model, and the first model found (true variables).
    pub sat: Option<Vec<Lit>>,
    /// Cubes left unknown, or not yet asked.
    pub open: usize,
    /// Solver seconds over every cube answered.
    pub solve_seconds: f64,
    /// Checker seconds over every refuted cube.
    pub check_seconds: f64,
    /// The checkers that checked the refutations, by name, sorted.
    pub checkers: Vec<String>,
}

/// The ledger's verdicts on `count` cubes, combined.
pub fn tally(ledger: &Ledger, count: usize) -> Tally {
    let mut out = Tally::default();
    for i in 0..count {
        match ledger.read(i) {
            Some(CubeVerdict::Unsat(solve, check, checker)) => {
                out.unsat += 1;
                out.solve_seconds += solve;
                out.check_seconds += check;
                if !out.checkers.contains(&checker) {
                    out.checkers.push(checker);
                    out.checkers.sort();
                }
            }
            Some(CubeVerdict::Sat(solve, lits)) => {
                out.solve_seconds += solve;
                out.sat.get_or_insert(lits);
            }
            Some(CubeVerdict::Unknown(solve)) => {
                out.open += 1;
                out.solve_seconds += solve;
            }
            None => out.open += 1,
        }
    }
    out
}

/// Solves F ∧ cubes[i] for each i of `which` without a verdict yet, `jobs`
/// at a time, each within `limit` seconds; stops starting new ones once a
/// cube is satisfiable. A model keeps its first `keep` variables.
pub fn conquer(
    cnf: &Cnf,
    cubes: &[Vec<Lit>],
    which: &[usize],
    jobs: usize,
    limit: u32,
    keep: usize,
    ledger: &Ledger,
) -> Result<(), String> {
    let todo: Vec<usize> = which
        .iter()
        .copied()
        .filter(|&i| matches!(ledger.read(i), None | Some(CubeVerdict::Unknown(_))))
        .collect();
    let next = AtomicUsize::new(0);
    let found = AtomicBool::new(false);
    let failure = Mutex::new(None::<String>);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| {
                while !found.load(Ordering::Relaxed) {
                    let Some(&i) = todo.get(next.fetch_add(1, Ordering::Relaxed)) else {
                        break;
                    };
                    match one(cnf, &cubes[i], i, limit, keep, ledger) {
                        Ok(sat) => {
                            eprintln!("  cube {i}/{}: {}", cubes.len(), summary(ledger, i));
                            if sat {
                                found.store(true, Ordering::Relaxed);
                            }
                        }
                        Err(e) => {
                            *failure.lock().expect("no panics hold it") = Some(e);
                            found.store(true, Ordering::Relaxed);
                        }
                    }
                }
            });
        }
    });
    match failure.into_inner().expect("no panics hold it") {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn summary(ledger: &Ledger, i: usize) -> String {
    ledger.read(i).map_or_else(
        || "?".into(),
        |v| {
            let line = v.line();
            line.split(' ').take(3).collect::<Vec<_>>().join(" ")
        },
    )
}

/// One cube: solve, check a refutation's proof, record. True when SAT.
fn one(
    cnf: &Cnf,
    cube: &[Lit],
    i: usize,
    limit: u32,
    keep: usize,
    ledger: &Ledger,
) -> Result<bool, String> {
    let formula = cnf.with_units(cube);
    let scratch =
        std::env::temp_dir().join(format!("castlab-prove-{}-cube-{i}", std::process::id()));
    let proof = scratch.with_extension("drat");
    let run = solve(&formula, limit, Some(&proof), &scratch).map_err(|e| e.to_string())?;
    let verdict = match run.answer {
        SolverAnswer::Unsat => {
            let started = std::time::Instant::now();
            let checker = check::refutation(&formula, &proof, &scratch)
                .map_err(|e| format!("cube {i}: {e}"))?;
            CubeVerdict::Unsat(run.seconds, started.elapsed().as_secs_f64(), checker)
        }
        SolverAnswer::Sat(model) => {
            let lits = (1..=keep.min(model.len() - 1))
                .filter(|&v| model[v])
                .map(|v| v as Lit)
                .collect();
            CubeVerdict::Sat(run.seconds, lits)
        }
        SolverAnswer::Unknown => CubeVerdict::Unknown(run.seconds),
    };
    let _ = std::fs::remove_file(&proof);
    ledger.write(i, &verdict).map_err(|e| e.to_string())?;
    Ok(matches!(verdict, CubeVerdict::Sat(..)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_read_back_as_written() {
        for v in [
            CubeVerdict::Unsat(1.25, 3.5, DRATIFY.into()),
            CubeVerdict::Unsat(1.25, 3.5, "drat-trim".into()),
            CubeVerdict::Sat(0.5, vec![1, 4, 9]),
            CubeVerdict::Sat(0.5, vec![]),
            CubeVerdict::Unknown(600.0),
        ] {
            assert_eq!(CubeVerdict::parse(&v.line()), Some(v.clone()));
        }
        assert_eq!(CubeVerdict::parse("maybe 1"), None);
        assert_eq!(CubeVerdict::parse("unsat x 1"), None);
        // Ledgers written before the checker was named: dratify's.
        assert_eq!(
            CubeVerdict::parse("unsat 1.00 2.00"),
            Some(CubeVerdict::Unsat(1.0, 2.0, DRATIFY.into()))
        );
    }
}
