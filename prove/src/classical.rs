//! "A telephone-model schedule from u informs every vertex within r rounds"
//! as a formula, on any [`Neighbours`] graph (directed links respected).
//!
//! Variables:
//! - `informed(v, t)`: v holds the message after round t. It exists only
//!   for dist(u, v) ≤ t ≤ r (before, v cannot hold it); after round 0 only
//!   u does;
//! - `call(v, w, t)`: v calls w in round t, for every out-link v → w and
//!   1 ≤ t ≤ r with dist(u, v) < t.
//!
//! Clauses: a call needs an informed caller (informed(v, t − 1)); a vertex
//! takes part in at most one call a round, as caller or called;
//! informed(w, t) → informed(w, t − 1) ∨ some call into w in round t; once
//! informed, always informed; informed(w, r) for every w. So a model is a
//! schedule the telephone model allows, [`ClassicalEncoding::calls`] reads
//! it back, and `classical::validate` (the one validator) re-checks it.

use castlab_core::classical::{Call, Calls};
use castlab_core::graph::{Neighbours, UNREACHED, distances};

use crate::cnf::{Cnf, Lit};

/// The formula for one graph, originator and round count, with the
/// variables needed to read the schedule back from a model.
#[derive(Debug)]
pub struct ClassicalEncoding {
    /// The originator.
    pub source: usize,
    /// The rounds r.
    pub rounds: u32,
    /// The clauses.
    pub cnf: Cnf,
    /// informed(v, t) at `informed[v * (r + 1) + t]`, 0 when constant.
    informed: Vec<Lit>,
    /// Every call variable: (literal, caller, called, round).
    calls: Vec<(Lit, u32, u32, u32)>,
}

/// Why a question cannot be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassicalEncodeError {
    /// The originator is not a vertex.
    NoSuchSource,
    /// Some vertex cannot be reached from the originator at all.
    Unreachable,
}

impl std::fmt::Display for ClassicalEncodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ClassicalEncodeError::NoSuchSource => "the originator is not a vertex of the graph",
            ClassicalEncodeError::Unreachable => {
                "some vertex cannot be reached from the originator"
            }
        })
    }
}

impl ClassicalEncoding {
    /// Encodes "some schedule from `source` informs every vertex of
    /// `graph` within `rounds` rounds".
    pub fn new(
        graph: &impl Neighbours,
        source: usize,
        rounds: u32,
    ) -> Result<Self, ClassicalEncodeError> {
        let n = graph.node_count();
        if source >= n {
            return Err(ClassicalEncodeError::NoSuchSource);
        }
        let dist = distances(graph, source);
        if dist.contains(&UNREACHED) {
            return Err(ClassicalEncodeError::Unreachable);
        }
        let span = rounds as usize + 1;
        let mut cnf = Cnf::new();
        let mut informed = vec![0; n * span];
        for v in 0..n {
            if v != source {
                for t in (dist[v] as usize).max(1)..span {
                    informed[v * span + t] = cnf.var();
                }
            }
        }
        let mut encoding = ClassicalEncoding {
            source,
            rounds,
            cnf,
            informed,
            calls: Vec::new(),
        };
        // The calls, and each vertex's calls per round (as either end).
        let mut involved: Vec<Vec<Lit>> = vec![Vec::new(); n * span];
        let mut into: Vec<Vec<Lit>> = vec![Vec::new(); n * span];
        for v in 0..n {
            let mut out = Vec::new();
            graph.for_each_neighbour(v, &mut |w| out.push(w));
            out.sort_unstable();
            out.dedup();
            for w in out.into_iter().filter(|&w| w != v) {
                for t in (dist[v] as usize + 1)..span {
                    let call = encoding.cnf.var();
                    if let Ok(caller) = encoding.informed_value(v, t as i64 - 1) {
                        encoding.cnf.clause([-call, caller]);
                    }
                    involved[v * span + t].push(call);
                    involved[w * span + t].push(call);
                    into[w * span + t].push(call);
                    encoding.calls.push((call, v as u32, w as u32, t as u32));
                }
            }
        }
        for lits in &involved {
            encoding.cnf.at_most_one(lits);
        }
        for w in (0..n).filter(|&w| w != source) {
            for t in 1..span {
                let Ok(here) = encoding.informed_value(w, t as i64) else {
                    continue;
                };
                let mut reasons = vec![-here];
                if let Ok(earlier) = encoding.informed_value(w, t as i64 - 1) {
                    reasons.push(earlier);
                    encoding.cnf.clause([-earlier, here]);
                }
                reasons.extend(&into[w * span + t]);
                encoding.cnf.clause(reasons);
            }
            match encoding.informed_value(w, i64::from(rounds)) {
                Ok(last) => encoding.cnf.clause([last]),
                // w is farther than r from u: no schedule can do it.
                Err(_) => encoding.cnf.clause([]),
            }
        }
        Ok(encoding)
    }

    /// informed(v, t) as a literal, or a constant.
    fn informed_value(&self, v: usize, t: i64) -> Result<Lit, bool> {
        if v == self.source {
            return Err(t >= 0);
        }
        if t <= 0 {
            return Err(false);
        }
        let span = self.rounds as usize + 1;
        match self.informed[v * span + (t as usize).min(span - 1)] {
            0 => Err(false),
            lit => Ok(lit),
        }
    }

    /// The schedule a model describes: every call it makes, round by round
    /// (a call to a vertex already informed is kept; the validator allows it).
    pub fn calls(&self, model: &[bool]) -> Calls {
        let mut rounds = vec![Vec::new(); self.rounds as usize];
        for &(lit, from, to, t) in &self.calls {
            if model.get(lit as usize).copied().unwrap_or(false) {
                rounds[t as usize - 1].push(Call { from, to });
            }
        }
        // Trailing rounds without a call add nothing.
        while rounds.last().is_some_and(Vec::is_empty) {
            rounds.pop();
        }
        // A SAT witness has no rules to narrate.
        Calls {
            source: self.source as u32,
            rounds,
            rules: Vec::new(),
        }
    }

    /// The model a schedule gives every variable, its arrival times from
    /// the validator: how tests check that the formula admits every valid
    /// schedule within r rounds.
    pub fn model_of(&self, calls: &Calls, times: &[u32]) -> Vec<bool> {
        let mut model = vec![false; self.cnf.vars() as usize + 1];
        let span = self.rounds as usize + 1;
        for (v, &time) in times.iter().enumerate() {
            for t in 0..span {
                if let Ok(lit) = self.informed_value(v, t as i64) {
                    model[lit as usize] = time as usize <= t;
                }
            }
        }
        for (round, call) in calls.calls() {
            if let Some(&(lit, ..)) = self
                .calls
                .iter()
                .find(|&&(_, f, w, t)| (f, w, t) == (call.from, call.to, round))
            {
                model[lit as usize] = true;
            }
        }
        model
    }
}

/// A schedule as witnesses store it: rounds separated by `;`, each call
/// `caller>called`, calls of a round separated by `,`.
pub fn calls_text(calls: &Calls) -> String {
    calls
        .rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|c| format!("{}>{}", c.from, c.to))
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect::<Vec<_>>()
        .join(";")
}
