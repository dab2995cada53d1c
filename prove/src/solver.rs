//! The solver, run natively as a separate program: CaDiCaL (Debian's
//! `cadical` package, or any build on PATH; `CASTLAB_SAT` names another),
//! which writes the DRAT proof of every "unsatisfiable" it answers.

use std::io::{self, Write as _};
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::cnf::Cnf;

/// What the solver answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolverAnswer {
    /// A model: `model[v]` is variable v's value (index 0 unused).
    Sat(Vec<bool>),
    /// No model; the proof, if one was asked for, is in its file.
    Unsat,
    /// The time limit passed first.
    Unknown,
}

/// One run: the answer and the wall-clock seconds it took.
#[derive(Clone, Debug)]
pub struct Run {
    /// The answer.
    pub answer: SolverAnswer,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// The solver program's name.
pub fn program() -> String {
    std::env::var("CASTLAB_SAT").unwrap_or_else(|_| "cadical".into())
}

/// Solves `cnf` within `time_limit` seconds, writing a textual DRAT proof
/// to `proof` when there is one to write.
pub fn solve(cnf: &Cnf, time_limit: u32, proof: Option<&Path>, scratch: &Path) -> io::Result<Run> {
    let input = scratch.with_extension("cnf");
    std::fs::File::create(&input)?.write_all(cnf.dimacs().as_bytes())?;
    let mut command = Command::new(program());
    command.args(["-q", "-t", &time_limit.to_string(), "--binary=false"]);
    command.arg(&input);
    if let Some(proof) = proof {
        command.arg(proof);
    }
    let started = Instant::now();
    let output = command.output().map_err(|e| {
        io::Error::new(
            e.kind(),
            format!("cannot run `{}` ({e}); install CaDiCaL (Debian: apt-get install cadical) or set CASTLAB_SAT", program()),
        )
    })?;
    let seconds = started.elapsed().as_secs_f64();
    let _ = std::fs::remove_file(&input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let answer = match output.status.code() {
        Some(10) => {
            let mut model = vec![false; cnf.vars() as usize + 1];
            for line in stdout.lines().filter(|l| l.starts_with("v ")) {
                for lit in line[2..].split_whitespace() {
                    let lit: i64 = lit.parse().map_err(|_| {
                        io::Error::new(
                            io::ErrorKind::InvalidData,
                            format!("solver printed {lit:?}"),
                        )
                    })?;
                    if lit > 0 && (lit as usize) < model.len() {
                        model[lit as usize] = true;
                    }
                }
            }
            SolverAnswer::Sat(model)
        }
        Some(20) => SolverAnswer::Unsat,
        _ => SolverAnswer::Unknown,
    };
    Ok(Run { answer, seconds })
}
