//! castlab's core: topologies, explicit broadcast schedules, their metrics,
//! and the permalink grammar that names them.
//!
//! The crate is `no_std` with `alloc` (the `std` feature, on by default, adds
//! `std` trait impls of dependencies and runs every originator's orderly
//! time on all the cores, as the page runs it on its workers) and has no
//! `unsafe` code, so
//! the same code runs natively behind the `castlab` CLI and as WebAssembly in
//! the browser. It knows nothing of Yew, the DOM or the command line.
//!
//! The layers, bottom up:
//!
//! - [`text`]: what the core tells a reader, as Fluent message ids and
//!   arguments ([`text::Text`]); the front ends word them per locale.
//! - [`rng`] and [`permutations`]: the one seeded generator and the one
//!   order in which the orderings of a list are tried.
//! - [`grid`]: d-dimensional meshes and tori, with dense [`grid::NodeId`]s
//!   (x fastest) and hop distances; [`graph`]: the [`graph::Neighbours`]
//!   every network implements, and the one breadth-first search.
//! - [`schedule`]: a broadcast as a checkable object (steps, senders,
//!   receivers, routes), and [`schedule::validate`], the one validator every
//!   algorithm's output goes through. It recounts the total communication
//!   distance (TCD) and link contention from the routes.
//! - [`mesh`]: the algorithms of papers 000 and 002 on 2^k meshes. Each emits
//!   an explicit [`schedule::Schedule`]; maps over all sources come from the
//!   same per-level plans, and the papers' closed forms are kept as checks.
//! - [`wk`]: complete WK-recursive networks (paper 001) and their two
//!   broadcasts, run as distributed per-node rules.
//! - [`msn`]: Manhattan Street networks (paper 004): routing by the
//!   relative-address automorphism, distances, and slot-level total
//!   exchange, multinode broadcast and Hamiltonian-ring schedules.
//! - [`topology`]: the family protocol: the networks beyond the papers
//!   (hypercube, wrapped butterfly, de Bruijn graph, cube-connected cycles,
//!   K_n, P_n, C_n, and the census's small graphs), each a [`topology::Topology`] the shared code works
//!   through: neighbours, addresses, where each vertex is drawn.
//! - [`classical`]: the classical (telephone) model on any network: a
//!   broadcast as rounds of calls, [`classical::check`] the one validator,
//!   the binomial tree, two heuristics and b(u) by exhaustive search.
//! - [`orderly`]: orderly broadcasting (paper 003) on any graph: orderings
//!   (Π, Π_d, …) of its vertices (each an [`orderly::Vertex`]), arrival times, every originator's broadcast time at once,
//!   the thesis's bounds, a search for better orderings, messy broadcasting.
//! - [`user_graph`]: a user's own graph as adjacency lists, checked (simple,
//!   undirected, connected, within limits) and served through the family
//!   protocol, so [`eval::graph_report`] runs the three models on it.
//! - [`census`]: every connected graph of 2 to 7 vertices, generated once
//!   per isomorphism class, with D, b, b^o and b^m₁…b^m₃ found exactly (the
//!   stored table `castlab census` writes).
//! - [`papers`]: the five papers, cited in full.
//! - [`permalink`]: the v1 query-string grammar (the README's table), parsed into a
//!   [`permalink::Query`] plus a list of errors that name the key, the value
//!   and the reason. It never panics; bad values fall back to defaults.
//! - [`certified`]: optima a SAT solver settled (`castlab-prove`), stored
//!   with their witnesses and how each lower bound is known.
//! - [`trace`]: narrated steps: each message's rule, recorded by the code
//!   that sent it, grouped per step into sentences beside the algorithm's
//!   pseudocode, and checked to cover every message once. [`glossary`]
//!   defines the terms those sentences use, with the words that name them.
//! - [`exercise`]: the questions an `ask=` link asks: their kinds, the
//!   expected answers, the checker and its feedback.
//! - [`eval`]: the one function both front ends call: a query in, an
//!   [`eval::Evaluation`] out. `castlab eval` prints it as JSON; the web app
//!   draws it. It also builds the exercise a link asks from the report.
//! - [`plan`] (feature `json`): a user's own schedule or ordering, read
//!   from its JSON format, checked by the same validators, exported from
//!   castlab's own, and carried in a permalink (`plan=`).
//! - [`examples`]: the gallery: configurations with the values each
//!   promises, one list per paper.
//!
//! With the `serde` feature the report types derive `Serialize` and
//! `Deserialize`, so the web worker can ship them to the page. The `json`
//! feature adds [`export`]: CSV tables read from an evaluation's JSON,
//! [`sweep`]: one link evaluated over a range of sizes, a row per size, and
//! [`request`]: a link's evaluation with what `castlab eval`'s options add
//! (the CLI and the Python package both call it).

#![cfg_attr(not(any(test, feature = "std")), no_std)]
#![forbid(unsafe_code)]

extern crate alloc;

pub mod census;
pub mod certified;
pub mod classical;
pub mod eval;
pub mod examples;
pub mod exercise;
#[cfg(feature = "json")]
pub mod export;
pub mod glossary;
pub mod graph;
pub mod grid;
pub mod mesh;
pub mod msn;
pub mod orderly;
pub mod papers;
pub mod permalink;
pub mod permutations;
#[cfg(feature = "json")]
pub mod plan;
#[cfg(feature = "json")]
pub mod request;
pub mod rng;
pub mod schedule;
#[cfg(feature = "json")]
pub mod sweep;
pub mod text;
pub mod topology;
pub mod trace;
pub mod user_graph;
pub mod wk;
