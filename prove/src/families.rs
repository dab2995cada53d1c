//! The protocol families' certified optima: b(u) in the telephone model
//! ([`crate::classical`]) for one originator per orbit of the family's
//! stated symmetries, and b^o(G) over every ordering
//! ([`crate::orderly_graph`]), each found from a lower bound up and then
//! refuted one below with a DRAT proof checked before it is kept. The rows
//! go to `core/src/certified/families.tsv`: kind, net, size, originator
//! (`-` for b^o), lower, upper, how the lower bound is known, SAT s, UNSAT
//! s, check s, the refuted formula's fingerprint, the witness.

use std::path::{Path, PathBuf};

use castlab_core::classical;
use castlab_core::graph::distances;
use castlab_core::orderly::symmetry::stated_orbits;
use castlab_core::orderly::{Model, arrival, bounds, completion};
use castlab_core::topology::{GraphFamily, Topology};

use crate::check::{self, fingerprint};
use crate::classical::{ClassicalEncoding, calls_text};
use crate::cnf::Cnf;
use crate::orderly_graph::{GraphOrderlyEncoding, lists_text};
use crate::solver::{SolverAnswer, solve};

/// The first bound a search asks about, and how many above it it tries.
const TRIES: u32 = 8;

/// What one question to the solver ended with.
enum Asked<W> {
    /// A witness (already re-checked), its value and the solver's seconds.
    Found(W, u32, f64),
    /// Refuted: how (`proof:<file>` or `checked`), solver and checker seconds.
    Refuted(String, f64, f64, String),
}

/// Where the solver's scratch files go.
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("castlab-prove-{}-{name}", std::process::id()))
}

/// Asks the solver about `cnf`; a model goes through `decode` (which
/// re-checks it and gives its value), a refutation's proof, when `proofs`
/// is given, through the independent checker, kept as `proofs/<name>.gz`
/// when small (without `proofs`, a refutation is only a step up).
fn ask<W>(
    cnf: &Cnf,
    name: &str,
    limit: u32,
    proofs: Option<&Path>,
    decode: impl FnOnce(&[bool]) -> Result<(W, u32), String>,
) -> Result<Asked<W>, String> {
    let proof = scratch(name);
    let asked = proofs.map(|_| proof.as_path());
    let run = solve(cnf, limit, asked, &scratch(name)).map_err(|e| e.to_string())?;
    match run.answer {
        SolverAnswer::Sat(model) => {
            let _ = std::fs::remove_file(&proof);
            let (witness, value) = decode(&model)?;
            Ok(Asked::Found(witness, value, run.seconds))
        }
        SolverAnswer::Unsat => {
            let Some(proofs) = proofs else {
                return Ok(Asked::Refuted("-".into(), run.seconds, 0.0, "-".into()));
            };
            let (by, checked) = check::keep(cnf, &proof, &proofs.join(name))?;
            Ok(Asked::Refuted(by, run.seconds, checked, fingerprint(cnf)))
        }
        SolverAnswer::Unknown => {
            let _ = std::fs::remove_file(&proof);
            Err(format!("{name}: the solver gave up after {limit} s"))
        }
    }
}

/// A row from a witness found at `upper` and the refutation below it.
fn row<W>(key: &str, upper: u32, sat: f64, refuted: Asked<W>, witness: &str) -> String {
    match refuted {
        Asked::Refuted(by, unsat, checked, print) => format!(
            "{key}\t{upper}\t{upper}\t{by}\t{sat:.1}\t{unsat:.1}\t{checked:.1}\t{print}\t{witness}"
        ),
        // `ask` below the witness's value turns a model into an error.
        Asked::Found(..) => String::new(),
    }
}

/// The network of `net` and `size`, or why not.
pub fn network(net: &str, size: u32) -> Result<(GraphFamily, Box<dyn Topology>), String> {
    let family = GraphFamily::from_name(net).ok_or_else(|| {
        format!("net {net:?}: expected cube, butterfly, debruijn, ccc, complete, path or cycle")
    })?;
    let graph = family.build(size).ok_or_else(|| {
        let rule = family.rule();
        format!(
            "{}={size}: {net} takes {} to {}",
            rule.key.as_str(),
            rule.least,
            rule.most
        )
    })?;
    Ok((family, graph))
}

/// The originators certified: the least vertex of each orbit of the
/// family's stated symmetries (automorphisms its structure tests check;
/// b(u) is the same along an orbit).
pub fn representatives(graph: &dyn Topology) -> Vec<usize> {
    let orbits = stated_orbits(graph.node_count(), graph.symmetries(), &|k, v| {
        graph.symmetry(k, v)
    });
    orbits.representatives().iter().map(|v| v.index()).collect()
}

/// Every row of one instance: b(u) for each orbit's least vertex, then
/// b^o, each handed to `store` as soon as it is certified.
pub fn prove_instance(
    net: &str,
    size: u32,
    limit: u32,
    proofs: &Path,
    store: &mut dyn FnMut(&str) -> Result<(), String>,
) -> Result<(), String> {
    let (_, graph) = network(net, size)?;
    for source in representatives(&*graph) {
        store(&prove_classical(net, size, source, limit, proofs)?)?;
    }
    store(&prove_orderly(net, size, limit, proofs)?)
}

/// b(source) certified: the rounds from max(⌈log₂ N⌉, e(source)) up until
/// the solver finds a schedule (re-checked by the validator), then one
/// below refuted.
pub fn prove_classical(
    net: &str,
    size: u32,
    source: usize,
    limit: u32,
    proofs: &Path,
) -> Result<String, String> {
    let (_, graph) = network(net, size)?;
    let graph = &*graph;
    let n = graph.node_count();
    let eccentricity = distances(&graph, source).into_iter().max().unwrap_or(0);
    let start = bounds::log2_ceil(n).max(eccentricity).max(1);
    for r in start..start + TRIES {
        let enc = ClassicalEncoding::new(&graph, source, r).map_err(|e| e.to_string())?;
        let name = format!("classical-{net}-{size}-s{source}-R{r}.drat");
        let asked = ask(&enc.cnf, &name, limit, None, |model| {
            let calls = enc.calls(model);
            let times = classical::validate(&graph, &calls)
                .map_err(|e| format!("{name}: the solver's schedule breaks a rule ({e})"))?;
            Ok((calls, classical::completion(&times)))
        })?;
        let Asked::Found(calls, value, sat) = asked else {
            continue;
        };
        eprintln!("{net} {size} from {source}: {value} rounds, SAT in {sat:.1} s");
        let below = ClassicalEncoding::new(&graph, source, value - 1).map_err(|e| e.to_string())?;
        let name = format!("classical-{net}-{size}-s{source}-R{}.drat", value - 1);
        let refuted = ask(
            &below.cnf,
            &name,
            limit,
            Some(proofs),
            |_| -> Result<((), u32), _> {
                Err(format!(
                    "{name}: a schedule in fewer rounds than the one found"
                ))
            },
        )?;
        let key = format!("classical\t{net}\t{size}\t{source}");
        return Ok(row(&key, value, sat, refuted, &calls_text(&calls)));
    }
    Err(format!(
        "{net} {size}: no schedule within {} rounds",
        start + TRIES - 1
    ))
}

/// b^o(G) certified: T from max(⌈log₂ N⌉, D) up until the solver finds an
/// ordering (re-simulated from every originator), then one below refuted.
pub fn prove_orderly(net: &str, size: u32, limit: u32, proofs: &Path) -> Result<String, String> {
    let (_, graph) = network(net, size)?;
    let graph = &*graph;
    let start = bounds::log2_ceil(graph.node_count()).max(graph.diameter());
    for t in start..start + TRIES {
        let enc = GraphOrderlyEncoding::new(&graph, t).ok_or("the graph is not connected")?;
        let name = format!("orderly-{net}-{size}-T{t}.drat");
        let asked = ask(&enc.cnf, &name, limit, None, |model| {
            let ordering = enc.ordering(model);
            let worst = ordering
                .vertices()
                .map(|u| completion(&arrival(&ordering, u, Model::NonAdaptive)))
                .max()
                .unwrap_or(0);
            Ok((ordering, worst))
        })?;
        let Asked::Found(ordering, value, sat) = asked else {
            continue;
        };
        if value > t {
            return Err(format!(
                "{name}: the ordering found takes {value}: an encoding bug"
            ));
        }
        eprintln!("{net} {size}: b^o {value}, SAT in {sat:.1} s");
        let below = GraphOrderlyEncoding::new(&graph, value - 1).ok_or("not connected")?;
        let name = format!("orderly-{net}-{size}-T{}.drat", value - 1);
        let refuted = ask(
            &below.cnf,
            &name,
            limit,
            Some(proofs),
            |_| -> Result<((), u32), _> {
                Err(format!("{name}: an ordering faster than the one found"))
            },
        )?;
        let key = format!("orderly\t{net}\t{size}\t-");
        return Ok(row(&key, value, sat, refuted, &lists_text(&ordering)));
    }
    Err(format!(
        "{net} {size}: no ordering within {}",
        start + TRIES - 1
    ))
}

/// A `family --at` question: "is b^o(G) ≤ `at`?", split into the cubes of
/// the orderings of the `vertices` vertices nearest vertex 0.
#[derive(Clone, Debug)]
pub struct SplitQuestion {
    /// The bound T asked about.
    pub at: u32,
    /// Vertices whose orderings split the formula (0: one cube).
    pub vertices: usize,
    /// Only slice K of N (1-based) of the cubes, as a job array's member.
    pub slice: Option<(usize, usize)>,
    /// Cubes solved at a time.
    pub jobs: usize,
    /// Seconds per cube.
    pub limit: u32,
    /// Where the ledgers go.
    pub work: PathBuf,
}

/// "Is b^o(G) ≤ T?" by cube and conquer ([`crate::conquer`]): each cube's
/// answer goes to a ledger named by the formula's fingerprint, so slices
/// run anywhere and a run without a slice combines them. Returns what is
/// settled: an ordering (re-simulated from every originator), a refutation
/// with every cube's proof checked, or how many cubes are left. Nothing is
/// stored in the table: a refutation by cubes is too large to keep, and
/// the value's row comes from `family <net> <size>`.
pub fn ask_orderly_at(net: &str, size: u32, q: &SplitQuestion) -> Result<String, String> {
    let (_, graph) = network(net, size)?;
    let graph = &*graph;
    let enc = GraphOrderlyEncoding::new(&graph, q.at).ok_or("the graph is not connected")?;
    let cubes = enc.cubes(q.vertices);
    crate::cube::cover(&cubes).map_err(|e| format!("the cubes: {e}"))?;
    let print = fingerprint(&enc.cnf);
    let ledger = crate::conquer::Ledger::new(q.work.join(format!(
        "family-{net}-{size}-T{}-split{}-{print}",
        q.at, q.vertices
    )));
    let which: Vec<usize> = match q.slice {
        Some((k, of)) => crate::cube::slice(cubes.len(), k, of).collect(),
        None => (0..cubes.len()).collect(),
    };
    let title = format!("{net} {size} T={}", q.at);
    eprintln!(
        "{title}: {} variables, {} clauses, {} cubes ({} here); ledger {}",
        enc.cnf.vars(),
        enc.cnf.clauses().len(),
        cubes.len(),
        which.len(),
        ledger.dir().display()
    );
    let keep = enc.label_vars();
    crate::conquer::conquer(&enc.cnf, &cubes, &which, q.jobs, q.limit, keep, &ledger)?;
    let all = crate::conquer::tally(&ledger, cubes.len());
    let spent = format!(
        "{:.1} s solving, {:.1} s checking",
        all.solve_seconds, all.check_seconds
    );
    if let Some(lits) = all.sat {
        let mut model = vec![false; keep + 1];
        for l in lits {
            model[l as usize] = true;
        }
        let ordering = enc.ordering(&model);
        let worst = ordering
            .vertices()
            .map(|u| completion(&arrival(&ordering, u, Model::NonAdaptive)))
            .max()
            .unwrap_or(0);
        if worst > q.at {
            return Err(format!(
                "{title}: the ordering found takes {worst}: an encoding bug"
            ));
        }
        return Ok(format!(
            "{title}: an ordering with b^o {worst} ({spent})\n{}",
            lists_text(&ordering)
        ));
    }
    if all.open > 0 {
        return Ok(format!(
            "{title}: {} of {} cubes refuted, {} open ({spent})",
            all.unsat,
            cubes.len(),
            all.open
        ));
    }
    Ok(format!(
        "{title}: refuted, b^o > {}: all {} cubes' proofs checked by {} ({spent}); fingerprint {print}",
        q.at,
        cubes.len(),
        all.checkers.join("+")
    ))
}
