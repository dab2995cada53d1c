//! castlab's certified optima: the questions the papers leave open, put to a
//! SAT solver, and the answers kept as certificates that a test re-checks.
//!
//! - [`cnf`]: formulas, DIMACS, and an assignment checked clause by clause.
//! - [`cube`] and [`conquer`]: a formula split into cubes that cover it
//!   exactly once, each solved as its own job with its own checked proof.
//! - [`orderly`]: "some ordering of T_{m×n} broadcasts within T from every
//!   originator", in the simulator's non-adaptive model.
//! - [`classical`]: "a telephone-model schedule from u informs every vertex
//!   within r rounds", on any graph.
//! - [`orderly_graph`]: [`orderly`]'s question on any graph.
//! - [`families`]: both put to the protocol families' smallest instances.
//! - [`tcd`]: "some time-step-optimal one-port schedule from s has TCD ≤ K",
//!   in the validator's model.
//! - [`symmetry`]: the torus's automorphisms and lex-leader constraints.
//! - [`table`]: a certified row updated by what a run found.
//! - [`solver`]: CaDiCaL, run natively as its own program, with a DRAT proof
//!   for every "unsatisfiable".
//! - [`check`]: a stored DRAT proof replayed by an independent checker
//!   against the formula re-encoded.
//!
//! The certificates themselves (values, witnesses, the method and time of
//! each bound) are in `castlab-core`'s `certified` module; the proofs are in
//! `prove/proofs/`. None of this crate is in the wasm build.

pub mod check;
pub mod classical;
pub mod cnf;
pub mod conquer;
pub mod cube;
pub mod families;
pub mod orderly;
pub mod orderly_graph;
pub mod solver;
pub mod symmetry;
pub mod table;
pub mod tcd;
