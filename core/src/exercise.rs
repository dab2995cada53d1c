//! Exercises (`ask=`): a question about the view, generated from castlab's
//! own numbers (the same report `castlab eval` prints), with its answer,
//! a checker and hints drawn from the map or the schedule. `seed=` picks
//! the vertex or link a question is about, so a course page can give each
//! student another question, reproducibly.
//!
//! The page checks answers locally ([`check`]) and posts the outcome to its
//! host as an xAPI statement (`castlab:answered`, built in the web crate).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::permalink::{Ask, Net, Query};
use crate::text::Text;
use crate::wk::WkNode;

/// Questions are asked on networks of at most this many nodes (what a
/// student can look at and click).
pub const MAX_NODES: usize = 4096;

/// How the reader answers.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Expect {
    /// Click one of these nodes (coordinates, or a WK address's digits).
    Node(Vec<Vec<u32>>),
    /// Type this number.
    Number(u64),
    /// Yes or no.
    YesNo(bool),
    /// A whole broadcast, built message by message ([`build`]).
    Plan,
    /// An order of `vertex`'s neighbours (its labels 1, 2, …), starting
    /// from the ordering's own `list`, that makes every originator's
    /// broadcast finish by `target`, the best any order of them gives.
    Order {
        vertex: u32,
        list: Vec<u32>,
        target: u32,
    },
}

/// An answer given.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Response {
    /// A node clicked, and the value the map has there (for the hint).
    Node(Vec<u32>, Option<u64>),
    /// A number typed.
    Number(u64),
    /// Yes or no.
    YesNo(bool),
    /// A plan, as text: `step:(x,y)>(x,y)` per message, `;` between.
    Plan(String),
}

/// A question, its answer and the words for a wrong one.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Question {
    pub ask: Ask,
    /// The question, in words.
    pub prompt: Text,
    /// What is accepted.
    pub expect: Expect,
    /// The nodes the question is about (a vertex, a link's ends), for the
    /// picture to mark.
    pub about: Vec<Vec<u32>>,
    /// Whether the page hides the map's values and the panel's numbers
    /// until the question is answered (they would give the answer away).
    pub hides_values: bool,
    /// A hint for a wrong answer, drawn from the schedule or the map.
    pub hint: Text,
    /// For `least`: the least value, so a wrong pick's value can be
    /// compared with it.
    pub least: Option<u64>,
}

/// What an answer earned.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    pub success: bool,
    /// 0 to 1: 1 for a right answer; for a node that is not the least, the
    /// least value over the node's.
    pub score: f64,
    /// What the page says: the confirmation, or why not and a hint.
    pub feedback: Text,
    /// Why a right answer scores what it does ("two earlier tries"); none
    /// for a wrong one.
    pub why: Option<Text>,
}

pub(crate) fn point(c: &[u32]) -> String {
    let parts: Vec<String> = c.iter().map(|v| format!("{v}")).collect();
    format!("({})", parts.join(", "))
}

pub(crate) fn coords_of(i: usize, dims: usize, sides: &[u32]) -> Vec<u32> {
    let mut c = Vec::with_capacity(dims);
    let mut rest = i as u32;
    for &s in sides.iter().take(dims) {
        c.push(rest % s);
        rest /= s;
    }
    c
}

/// Vertex `v` of the query's network as the page names it and a click
/// answers it: a WK address's digits, or grid coordinates (a family's
/// cell on its address grid).
pub fn label_of(query: &Query, v: usize) -> Vec<u32> {
    match query.net {
        Net::Wk => query.wk.digits(WkNode::new(v)),
        // A family's vertex v is node v of its address grid.
        Net::Mesh | Net::Torus | Net::Msn | Net::Graph(_) => {
            let sides = query.grid.sides();
            coords_of(v, sides.len(), sides)
        }
    }
}

/// Node `v` of the view's network in words: a WK address's digits
/// ("201"), a grid node's coordinates ("(1, 2)").
pub fn node_name(query: &Query, v: usize) -> String {
    named(query, &label_of(query, v))
}

/// `label` in words: a WK address as its digits ("201"), a grid node as
/// its coordinates ("(1, 2)").
pub(crate) fn named(query: &Query, label: &[u32]) -> String {
    match query.net {
        Net::Wk => label.iter().map(|d| format!("{d}")).collect(),
        Net::Mesh | Net::Torus | Net::Msn => point(label),
        // A family's vertex is its cell; it is named by its address.
        Net::Graph(_) => match (query.topology(), query.grid.node(label)) {
            (Some(graph), Some(v)) if v.index() < graph.node_count() => graph.address(v.index()),
            _ => point(label),
        },
    }
}

pub mod activity;
mod feedback;
#[cfg(test)]
pub(crate) mod said;

pub use activity::{activity_link, shareable};
pub use feedback::{TRIES_BEFORE_DISTANCE, attempt_weight, check, tries_words};

#[cfg(test)]
mod tests;
