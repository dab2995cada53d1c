//! What a plan's check finds, as data: the report `castlab check` prints,
//! `castlab eval` adds to a `plan=` link's JSON and the page shows. Kept
//! apart from the checks, so the evaluation (which the checks read) can
//! name it.

use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use super::NodeRef;
use crate::text::Text;

/// The communication model a plan is judged in, from its network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlanModel {
    /// Papers 000 and 002: one message per informed node per step, at any
    /// distance; time-step optimal.
    OnePort,
    /// Paper 001: every link at once, one hop per step.
    AllPort,
    /// Paper 004: a packet per directed link per (half) slot.
    StoreAndForward,
    /// Paper 003: each vertex's fixed label order.
    Orderly,
    /// 003 §1.2.1's classical model: one call a round per vertex, along a
    /// link.
    Telephone,
}

/// The first broken rule, where it breaks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Broken {
    /// The rule's name: `one-port`, `informed-once`, `source`,
    /// `sender-informed`, `on-links`, `contention`, `step-optimal`,
    /// `all-informed`, `self-addressed`, `delivered-once`, `all-delivered`, `labels`.
    pub rule: String,
    /// The step (or half slot) it breaks in, where it has one.
    pub step: Option<u32>,
    /// The nodes it names, to mark on the map.
    pub nodes: Vec<NodeRef>,
    /// What is wrong, for a reader.
    pub message: Text,
}

/// A value the plan is compared with.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    /// Whose value: `algorithm` (the paper's), `best` (the least castlab
    /// knows) or `bound` (no plan does better).
    pub role: String,
    /// What it is, for a reader ("Algorithm 1 (Cang and Wu 1998)").
    pub name: Text,
    /// The permalink that shows it.
    pub link: String,
    /// Its value, in the plan's measure.
    pub value: u64,
    /// How it is known ("simulated", "exhaustive search", "certified", …).
    pub how: Text,
}

/// What `castlab check` prints for a plan.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CheckReport {
    /// `schedule` or `ordering`.
    pub kind: String,
    /// The network, as a canonical permalink query.
    pub network: String,
    /// The model it is judged in.
    pub model: PlanModel,
    /// Whether every rule holds.
    pub valid: bool,
    /// The first broken rule (by step, then by the file's order).
    pub first_broken: Option<Broken>,
    /// Every broken rule, counted each time it breaks.
    pub broken: u64,
    /// The source, for a broadcast.
    pub source: Option<NodeRef>,
    /// Steps listed (store and forward: half slots until the last packet
    /// arrives).
    pub steps: u32,
    /// Messages (packets) listed.
    pub messages: u64,
    /// What the plan is measured by: `tcd`, `steps`, `half slots` or
    /// `broadcast time`.
    pub measure: String,
    /// Its value in that measure (the TCD, the steps, the half slots, the
    /// broadcast time b(G)).
    pub value: u64,
    /// One-port: whether no step uses a directed link twice, by two
    /// messages or by one route crossing it twice (the papers' model
    /// allows it; castlab reports it).
    pub contention_free: Option<bool>,
    /// Orderly: every originator's broadcast time, x fastest.
    pub per_originator: Option<Vec<u32>>,
    /// The values it is compared with.
    pub compare: Vec<Compared>,
    /// The permalink that opens the plan in the page (`plan=`), if it is
    /// small enough to travel in one.
    pub permalink: Option<String>,
}
