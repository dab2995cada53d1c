//! A formula in conjunctive normal form, built clause by clause, written as
//! DIMACS and evaluated under an assignment.

use std::fmt::Write as _;

/// A literal: a variable (from 1) or its negation, as in DIMACS.
pub type Lit = i32;

/// Clauses over variables `1..=vars`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cnf {
    vars: i32,
    clauses: Vec<Vec<Lit>>,
}

impl Cnf {
    /// An empty formula.
    pub fn new() -> Self {
        Self::default()
    }

    /// A fresh variable.
    pub fn var(&mut self) -> Lit {
        self.vars += 1;
        self.vars
    }

    /// Number of variables.
    pub fn vars(&self) -> i32 {
        self.vars
    }

    /// The clauses, in the order they were added.
    pub fn clauses(&self) -> &[Vec<Lit>] {
        &self.clauses
    }

    /// Adds a clause (the disjunction of `lits`).
    pub fn clause(&mut self, lits: impl IntoIterator<Item = Lit>) {
        let clause: Vec<Lit> = lits.into_iter().collect();
        debug_assert!(clause.iter().all(|&l| l != 0 && l.abs() <= self.vars));
        self.clauses.push(clause);
    }

    /// At most one of `lits` (pairwise: the lists here have at most a few
    /// dozen literals).
    pub fn at_most_one(&mut self, lits: &[Lit]) {
        for (i, &a) in lits.iter().enumerate() {
            for &b in &lits[i + 1..] {
                self.clause([-a, -b]);
            }
        }
    }

    /// Exactly one of `lits`.
    pub fn exactly_one(&mut self, lits: &[Lit]) {
        self.clause(lits.iter().copied());
        self.at_most_one(lits);
    }

    /// At most `bound` of `lits` true: Sinz's sequential counter, whose
    /// register s[i][j] says "at least j + 1 of the first i + 1 are true".
    pub fn at_most(&mut self, lits: &[Lit], bound: usize) {
        if lits.len() <= bound {
            return;
        }
        if bound == 0 {
            for &l in lits {
                self.clause([-l]);
            }
            return;
        }
        let mut previous: Vec<Lit> = Vec::new();
        for (i, &x) in lits.iter().enumerate() {
            let last = i + 1 == lits.len();
            let register: Vec<Lit> = if last {
                Vec::new()
            } else {
                (0..bound).map(|_| self.var()).collect()
            };
            if !last {
                self.clause([-x, register[0]]);
                for j in 0..bound {
                    if let Some(&p) = previous.get(j) {
                        self.clause([-p, register[j]]);
                        if j + 1 < bound {
                            self.clause([-x, -p, register[j + 1]]);
                        }
                    }
                }
            }
            if let Some(&full) = previous.get(bound - 1) {
                self.clause([-x, -full]);
            }
            previous = register;
        }
    }

    /// This formula with each of `units` as a clause of its own: F ∧ c for
    /// a cube c.
    pub fn with_units(&self, units: &[Lit]) -> Cnf {
        let mut out = self.clone();
        for &l in units {
            out.clause([l]);
        }
        out
    }

    /// The formula in DIMACS.
    pub fn dimacs(&self) -> String {
        let mut out = format!("p cnf {} {}\n", self.vars, self.clauses.len());
        for clause in &self.clauses {
            for l in clause {
                let _ = write!(out, "{l} ");
            }
            out.push_str("0\n");
        }
        out
    }

    /// The first clause `model` falsifies (`model[v]` is variable v's value;
    /// index 0 unused), or `None` when it satisfies every clause.
    pub fn falsified(&self, model: &[bool]) -> Option<&[Lit]> {
        self.clauses
            .iter()
            .find(|c| {
                !c.iter()
                    .any(|&l| model[l.unsigned_abs() as usize] == (l > 0))
            })
            .map(Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every assignment of `n` inputs against the counter, by brute force:
    /// satisfiable (with some register values) exactly when ≤ bound are true.
    #[test]
    fn the_sequential_counter_allows_exactly_the_small_sums() {
        for n in 1..=4usize {
            for bound in 0..=n {
                let mut cnf = Cnf::new();
                let inputs: Vec<Lit> = (0..n).map(|_| cnf.var()).collect();
                cnf.at_most(&inputs, bound);
                let aux = (cnf.vars() as usize) - n;
                for bits in 0u32..1 << n {
                    let satisfiable = (0u32..1 << aux).any(|extra| {
                        let mut model = vec![false; cnf.vars() as usize + 1];
                        for i in 0..n {
                            model[i + 1] = bits >> i & 1 == 1;
                        }
                        for j in 0..aux {
                            model[n + 1 + j] = extra >> j & 1 == 1;
                        }
                        cnf.falsified(&model).is_none()
                    });
                    assert_eq!(
                        satisfiable,
                        bits.count_ones() as usize <= bound,
                        "n={n} bound={bound} bits={bits:b}"
                    );
                }
            }
        }
    }
}
