//! castlab in the browser: a Yew app (this library, started by `bin/app.rs`)
//! and the Web Worker that runs the core (`agent`, started by
//! `bin/worker.rs`).
//!
//! The page never computes a map or a schedule on the main thread: it parses
//! the URL with the core's permalink grammar, keeps the state in a reducer
//! ([`state`]) and asks the worker for [`castlab_core::eval`] reports, which
//! are the same ones `castlab eval` prints.

#![forbid(unsafe_code)]

pub mod agent;
mod app;
mod colors;
mod components;
mod hooks;
mod layout;
mod state;

pub use app::App;
