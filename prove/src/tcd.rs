//! "Some time-step-optimal one-port schedule from s has TCD ≤ K", as a
//! formula, in the model `schedule::validate` checks: N = 2^m nodes, m
//! steps, every informed node sends to one uninformed node in every step,
//! a message costs the distance between its ends.
//!
//! Such a schedule is a numbering φ of the nodes by 0..N (φ⁻¹(0) = s): the
//! node numbered x ≠ 0 hears at step b + 1, b = x's highest bit, from the
//! node numbered x − 2^b, since at step b + 1 the nodes numbered below 2^b
//! are exactly the informed ones and each sends to its number + 2^b. So
//! TCD = Σ_x dist(φ(x − 2^b), φ(x)) ≥ N − 1.
//!
//! Variables:
//! - `at(x, v)`: node v has number x (a bijection; v is never farther from
//!   s than popcount(x) + K − (N − 1), the hops to x plus the excess left);
//! - `longer(x, j)`: the message into number x crosses at least j + 2
//!   hops, i.e. its excess over one hop is at least j + 1 (j < B = K − N + 1).
//!
//! Clauses: at(x, v) ∧ ¬longer(x, j) → the sender's node is within j + 1 of
//! v; no message exceeds B + 1 hops; longer(x, j) → longer(x, j − 1); and
//! at most B `longer` variables are true (a sequential counter), so that
//! Σ excess ≤ B.

use castlab_core::grid::{Grid, NodeId};
use castlab_core::schedule::{Schedule, validate};

use crate::cnf::{Cnf, Lit};

/// The formula for one grid, source and bound.
#[derive(Debug)]
pub struct TcdEncoding {
    /// The grid (N a power of two).
    pub grid: Grid,
    /// The source.
    pub source: NodeId,
    /// The bound K on the TCD.
    pub bound: u64,
    /// The clauses.
    pub cnf: Cnf,
    /// at(x, v) at `at[x * N + v]`, 0 when it cannot hold.
    at: Vec<Lit>,
    /// longer(x, j) at `longer[(x - 1) * B + j]`.
    longer: Vec<Lit>,
    excess: usize,
}

/// Why a grid, source or bound cannot be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TcdEncodeError {
    /// The schedules need N a power of two, N ≥ 2.
    NotAPowerOfTwo,
    /// The source is not a node of the grid.
    NoSuchSource,
}

impl std::fmt::Display for TcdEncodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TcdEncodeError::NotAPowerOfTwo => {
                f.write_str("the grid's node count must be 2^m, m ≥ 1")
            }
            TcdEncodeError::NoSuchSource => f.write_str("the source is not a node of the grid"),
        }
    }
}

/// The step in which number x ≠ 0 hears, and the number it hears from.
pub fn parent(x: usize) -> (u32, usize) {
    let bit = usize::BITS - 1 - x.leading_zeros();
    (bit + 1, x - (1 << bit))
}

impl TcdEncoding {
    /// Encodes "some schedule from `source` has TCD ≤ `bound`". A bound
    /// below N − 1 gives the empty clause.
    pub fn new(grid: &Grid, source: NodeId, bound: u64) -> Result<Self, TcdEncodeError> {
        let n = grid.node_count();
        if n < 2 || !n.is_power_of_two() {
            return Err(TcdEncodeError::NotAPowerOfTwo);
        }
        if source.index() >= n {
            return Err(TcdEncodeError::NoSuchSource);
        }
        let mut cnf = Cnf::new();
        let Some(excess) = bound.checked_sub(n as u64 - 1) else {
            cnf.clause([]);
            return Ok(TcdEncoding {
                grid: *grid,
                source,
                bound,
                cnf,
                at: Vec::new(),
                longer: Vec::new(),
                excess: 0,
            });
        };
        let excess = excess as usize;
        let dist = |a: usize, b: usize| grid.distance(NodeId::new(a), NodeId::new(b)) as usize;
        let s = source.index();
        let mut at = vec![0; n * n];
        for x in 1..n {
            for v in 0..n {
                if v != s && dist(s, v) <= x.count_ones() as usize + excess {
                    at[x * n + v] = cnf.var();
                }
            }
        }
        for x in 1..n {
            let row: Vec<Lit> = (0..n).map(|v| at[x * n + v]).filter(|&l| l != 0).collect();
            cnf.exactly_one(&row);
        }
        for v in (0..n).filter(|&v| v != s) {
            let column: Vec<Lit> = (1..n).map(|x| at[x * n + v]).filter(|&l| l != 0).collect();
            cnf.exactly_one(&column);
        }
        let longer: Vec<Lit> = (0..(n - 1) * excess).map(|_| cnf.var()).collect();
        for x in 1..n {
            let (_, y) = parent(x);
            for j in 0..=excess {
                // Within j + 1 hops unless longer(x, j); j = B is the cap.
                let escape = (j < excess).then(|| longer[(x - 1) * excess + j]);
                for v in 0..n {
                    let here = at[x * n + v];
                    if here == 0 {
                        continue;
                    }
                    let mut clause = vec![-here];
                    clause.extend(escape);
                    if y == 0 {
                        if dist(s, v) <= j + 1 {
                            continue;
                        }
                    } else {
                        clause.extend(
                            (0..n)
                                .filter(|&u| dist(u, v) <= j + 1)
                                .map(|u| at[y * n + u])
                                .filter(|&l| l != 0),
                        );
                    }
                    cnf.clause(clause);
                }
                if j >= 1 && j < excess {
                    cnf.clause([
                        -longer[(x - 1) * excess + j],
                        longer[(x - 1) * excess + j - 1],
                    ]);
                }
            }
        }
        cnf.at_most(&longer, excess);
        Ok(TcdEncoding {
            grid: *grid,
            source,
            bound,
            cnf,
            at,
            longer,
            excess,
        })
    }

    /// φ, node by number, as a model gives it.
    pub fn numbering(&self, model: &[bool]) -> Vec<NodeId> {
        let n = self.grid.node_count();
        let mut nodes = vec![self.source];
        for x in 1..n {
            let v = (0..n)
                .find(|&v| self.at[x * n + v] != 0 && model[self.at[x * n + v] as usize])
                .expect("a model numbers every node");
            nodes.push(NodeId::new(v));
        }
        nodes
    }

    /// The model a numbering gives the variables, or `None` if the
    /// numbering is outside the formula's range (a node farther than the
    /// bound allows): how tests check that the formula admits every
    /// schedule within the bound.
    pub fn model_of(&self, numbering: &[NodeId]) -> Option<Vec<bool>> {
        let n = self.grid.node_count();
        if self.at.is_empty() {
            return None; // a bound below N − 1: the formula is the empty clause
        }
        let mut model = vec![false; self.cnf.vars() as usize + 1];
        for (x, v) in numbering.iter().enumerate().skip(1) {
            let lit = self.at[x * n + v.index()];
            if lit == 0 {
                return None;
            }
            model[lit as usize] = true;
        }
        for x in 1..n {
            let (_, y) = parent(x);
            let hops = self.grid.distance(numbering[y], numbering[x]) as usize;
            for j in 0..self.excess {
                model[self.longer[(x - 1) * self.excess + j] as usize] = hops >= j + 2;
            }
        }
        // The counter's registers (allocated right after `longer`, `excess`
        // per input but the last): at least j + 1 of the inputs so far.
        if self.longer.len() > self.excess {
            let first = self.longer.last().map_or(0, |&l| l as usize) + 1;
            let mut count = 0;
            for (i, &l) in self.longer[..self.longer.len() - 1].iter().enumerate() {
                count += usize::from(model[l as usize]);
                for j in 0..self.excess {
                    model[first + i * self.excess + j] = count > j;
                }
            }
        }
        Some(model)
    }
}

/// The numbering of a valid time-step-optimal schedule: the receiver of a
/// message at step t from number y is number y + 2^(t − 1).
pub fn numbering_of(grid: &Grid, schedule: &Schedule) -> Option<Vec<NodeId>> {
    if !validate(grid, schedule).is_valid() {
        return None;
    }
    let n = grid.node_count();
    let mut number = vec![usize::MAX; n];
    number[schedule.source.index()] = 0;
    let mut messages: Vec<_> = schedule.messages.iter().collect();
    messages.sort_by_key(|m| m.step);
    for m in messages {
        number[m.to.index()] = number[m.from.index()] + (1 << (m.step - 1));
    }
    let mut nodes = vec![NodeId::new(0); n];
    for (v, &x) in number.iter().enumerate() {
        nodes[x] = NodeId::new(v);
    }
    Some(nodes)
}
