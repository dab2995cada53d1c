//! A textual DRAT proof replayed, step by step, by `dratify`, a checker that
//! shares no code with the solver, against the formula as this crate encodes
//! it now: a proof only certifies the formula it is checked against. A
//! fresh proof may instead go to an external checker (`CASTLAB_DRAT`, e.g.
//! drat-trim), whose name is then recorded with the result.

use std::path::Path;

use crate::cnf::{Cnf, Lit};

/// What the replay found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Every step verified and the empty clause derived.
    pub refuted: bool,
    /// The checker's reason, for a message.
    pub reason: String,
    /// Proof steps (additions and deletions) read.
    pub steps: usize,
}

/// Why a proof could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofError {
    /// The 1-based line.
    pub line: usize,
    /// The text found there.
    pub text: String,
}

impl std::fmt::Display for ProofError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "proof line {}: cannot read {:?}", self.line, self.text)
    }
}

fn doubled(lit: Lit) -> dratify::Lit {
    let var = lit.unsigned_abs() - 1;
    2 * var + u32::from(lit < 0)
}

/// Replays `proof` (textual DRAT: one clause per line, `d` before a
/// deletion, each ending in 0) against `cnf`.
pub fn drat(cnf: &Cnf, proof: &str) -> Result<Checked, ProofError> {
    let mut steps = Vec::new();
    let mut vars = cnf.vars().unsigned_abs();
    for (i, line) in proof.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('c') {
            continue;
        }
        let (deletion, rest) = match line.strip_prefix('d') {
            Some(rest) => (true, rest),
            None => (false, line),
        };
        let bad = || ProofError {
            line: i + 1,
            text: line.chars().take(80).collect(),
        };
        let mut lits = Vec::new();
        let mut ended = false;
        for token in rest.split_whitespace() {
            let lit: Lit = token.parse().map_err(|_| bad())?;
            if lit == 0 {
                ended = true;
                break;
            }
            vars = vars.max(lit.unsigned_abs());
            lits.push(doubled(lit));
        }
        if !ended {
            return Err(bad());
        }
        steps.push((deletion, lits));
    }
    let clauses: Vec<Vec<dratify::Lit>> = cnf
        .clauses()
        .iter()
        .map(|c| c.iter().map(|&l| doubled(l)).collect())
        .collect();
    let result = dratify::Checker::new(vars, &clauses, true, true).check(&steps);
    Ok(Checked {
        refuted: result.ok && result.reached_empty,
        reason: result.reason,
        steps: steps.len(),
    })
}

/// A fingerprint of the formula's DIMACS text (64-bit FNV-1a, in hex):
/// stored beside every answer, so that a test notices when the encoding
/// changes under a stored result.
pub fn fingerprint(cnf: &Cnf) -> String {
    let hash = cnf.dimacs().bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// A stored proof's text: gzip-compressed when the name ends in `.gz`.
pub fn read_proof(path: &Path) -> std::io::Result<String> {
    use std::io::Read as _;
    let bytes = std::fs::read(path)?;
    if path.extension().is_some_and(|e| e == "gz") {
        let mut text = String::new();
        flate2::read::GzDecoder::new(&bytes[..]).read_to_string(&mut text)?;
        Ok(text)
    } else {
        String::from_utf8(bytes)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
    }
}

/// The in-process checker's name.
pub const DRATIFY: &str = "dratify";

/// Checks the refutation of `formula` in the file `proof`: by dratify in
/// this process, or by the program `CASTLAB_DRAT` names (called as
/// `checker formula.cnf proof.drat`, printing `s VERIFIED`, as drat-trim
/// does), writing the formula next to `scratch`. Returns the checker's name.
pub fn refutation(formula: &Cnf, proof: &Path, scratch: &Path) -> Result<String, String> {
    let Ok(program) = std::env::var("CASTLAB_DRAT") else {
        let text = std::fs::read_to_string(proof).map_err(|e| e.to_string())?;
        let checked = drat(formula, &text).map_err(|e| e.to_string())?;
        return if checked.refuted {
            Ok(DRATIFY.into())
        } else {
            Err(format!("the proof does not check: {}", checked.reason))
        };
    };
    let input = scratch.with_extension("check.cnf");
    std::fs::write(&input, formula.dimacs()).map_err(|e| e.to_string())?;
    let output = std::process::Command::new(&program)
        .arg(&input)
        .arg(proof)
        .output()
        .map_err(|e| format!("cannot run CASTLAB_DRAT={program}: {e}"))?;
    let _ = std::fs::remove_file(&input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    if stdout.lines().any(|l| l.trim() == "s VERIFIED") {
        let name = Path::new(&program)
            .file_name()
            .map_or(program.clone(), |n| n.to_string_lossy().into_owned());
        Ok(name)
    } else {
        Err(format!(
            "{program} did not verify the proof: {}",
            stdout.lines().last().unwrap_or("")
        ))
    }
}

/// Largest compressed proof kept in the repository.
const KEEP_BYTES: usize = 1 << 20;

/// Replays a fresh proof (the scratch file `proof`) with the independent
/// checker, then keeps it gzip-compressed as `kept` plus `.gz` when it is
/// at most 1 MiB so: returns `proof:<file>`, or `checked` (dratify's) or
/// `checked:<checker>` when it was checked here and is too large to keep,
/// with the check's seconds.
pub fn keep(cnf: &Cnf, proof: &Path, kept: &Path) -> Result<(String, f64), String> {
    use std::io::Write as _;
    let started = std::time::Instant::now();
    let checker = refutation(cnf, proof, proof)?;
    let seconds = started.elapsed().as_secs_f64();
    let checked = if checker == DRATIFY {
        "checked".to_string()
    } else {
        format!("checked:{checker}")
    };
    let size = std::fs::metadata(proof).map_err(|e| e.to_string())?.len();
    // Proofs far above the kept size are not compressed to find out.
    if size > 64 * KEEP_BYTES as u64 {
        let _ = std::fs::remove_file(proof);
        eprintln!("  proof checked in {seconds:.1} s; {size} bytes, not kept");
        return Ok((checked, seconds));
    }
    let text = std::fs::read(proof).map_err(|e| e.to_string())?;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&text).map_err(|e| e.to_string())?;
    let gz = gz.finish().map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(proof);
    if gz.len() > KEEP_BYTES {
        eprintln!(
            "  proof checked in {seconds:.1} s; {} bytes gzip, not kept",
            gz.len()
        );
        return Ok((checked, seconds));
    }
    let name = format!(
        "{}.gz",
        kept.file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("proof.drat")
    );
    std::fs::write(kept.with_file_name(&name), gz).map_err(|e| e.to_string())?;
    Ok((format!("proof:{name}"), seconds))
}
