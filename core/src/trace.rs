//! Narrated steps: why each message of a broadcast is sent.
//!
//! Every algorithm tags the messages it emits with the rule that sent them
//! (a TCD schedule's [`crate::schedule::Why`], a WK delivery's condition, an
//! orderly arrival's label, an MSN phase), in the same code that builds the
//! broadcast. This module turns those tags into a [`Trace`]: the algorithm's
//! [`Pseudocode`] and, per step, a few [`Reason`]s, each one line of the
//! pseudocode, a sentence with counts and an example, and the messages it
//! covers. [`check_cover`] is the trace's validator: every message has
//! exactly one reason, and every reason covers at least one message.
//!
//! The builders live with their families: [`tcd`], [`wk`], [`orderly`],
//! [`msn`] and [`classical`] (a telephone-model schedule's
//! `classical::CallRule`s); `eval::trace` picks one for a query.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::text::Text;

pub mod classical;
pub mod msn;
pub mod orderly;
pub mod plan;
pub mod tcd;
pub mod wk;

/// A reason lists at most this many of its messages; [`Reason::count`]
/// gives them all.
pub const LISTED: usize = 64;

/// An algorithm in castlab's words, following the paper's structure
/// (messages of `locales/*/narration.ftl`).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pseudocode {
    /// The algorithm's name, as headings name it.
    pub title: Text,
    /// Where it is printed (paper and numbering), or that castlab states it.
    pub cite: Text,
    /// The lines, numbered from 1 by [`Reason::line`].
    pub lines: Vec<Text>,
}

impl Pseudocode {
    /// A pseudocode from its parts.
    pub fn new(title: Text, cite: Text, lines: Vec<Text>) -> Self {
        Pseudocode { title, cite, lines }
    }
}

/// One message a reason covers, by its ends' coordinates (a WK node by
/// its address digits, an orderly vertex by its coordinates or index).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Traced {
    /// The sender.
    pub from: Vec<u32>,
    /// The receiver.
    pub to: Vec<u32>,
}

/// The messages of one step that one line of the pseudocode sent, for one
/// cause.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reason {
    /// The step (time, slot) the messages are sent in, from 1.
    pub step: u32,
    /// The rule's identifier, e.g. `holder`, `2.2.2`, `label-3`.
    pub rule: String,
    /// The line of the pseudocode, from 1.
    pub line: u32,
    /// The lines around `line` that this step also runs: the set-up it
    /// follows (split, rotate, pick) and the loop it repeats in, marked
    /// more lightly than `line`. (Always written: the worker's wire
    /// format is not self-describing.)
    pub context: Vec<u32>,
    /// What happens and why, in words, with counts and an example.
    pub sentence: Text,
    /// How many messages the reason covers.
    pub count: u64,
    /// The first [`LISTED`] of them.
    pub messages: Vec<Traced>,
}

impl Reason {
    /// A reason covering `count` messages, listing the first [`LISTED`] of
    /// `messages`.
    pub fn new(
        (step, rule, line): (u32, &str, u32),
        sentence: Text,
        count: u64,
        messages: impl Iterator<Item = Traced>,
    ) -> Self {
        Reason {
            step,
            rule: rule.into(),
            line,
            context: Vec::new(),
            sentence,
            count,
            messages: messages.take(LISTED).collect(),
        }
    }

    /// The reason with `lines` as its context, in order, without `line`
    /// and without repeats.
    pub fn within(mut self, lines: &[u32]) -> Self {
        for &l in lines {
            if l != self.line && l > 0 && !self.context.contains(&l) {
                self.context.push(l);
            }
        }
        self.context.sort_unstable();
        self
    }

    /// Whether the reason marks `line`, as its own or as context.
    pub fn marks(&self, line: u32) -> bool {
        self.line == line || self.context.contains(&line)
    }
}

/// A broadcast's trace.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Trace {
    /// The algorithm.
    pub pseudocode: Pseudocode,
    /// The reasons, by step, then line.
    pub reasons: Vec<Reason>,
    /// The submesh each informed node is responsible for after each step,
    /// where the algorithm halves the mesh (000 Figs. 4–6, 002 Figs. 4b,
    /// 6, 7; meshes of at most `trace::tcd::REGION_LIMIT` nodes).
    pub regions: Vec<Region>,
}

/// One informed node's submesh after a step: the nodes its later messages
/// (and theirs) must reach.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Region {
    /// The step after which it holds, from 1.
    pub step: u32,
    /// The node responsible.
    pub holder: Vec<u32>,
    /// The submesh's least coordinates.
    pub low: Vec<u32>,
    /// Its largest coordinates (inclusive).
    pub high: Vec<u32>,
}

impl Trace {
    /// The reasons of `step`.
    pub fn at(&self, step: u32) -> impl Iterator<Item = &Reason> {
        self.reasons.iter().filter(move |r| r.step == step)
    }
}

/// Where a trace and its broadcast disagree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceError {
    /// A message no reason covers.
    Uncovered { message: usize },
    /// A message two reasons cover.
    Twice { message: usize },
    /// A reason that names a message the broadcast does not have.
    Unknown { message: usize },
    /// A reason that covers nothing.
    Empty { group: usize },
    /// A message its algorithm sent without recording the rule.
    Untraced { message: usize },
}

impl TraceError {
    /// The disagreement in the reader's words.
    pub fn text(&self) -> Text {
        match *self {
            TraceError::Uncovered { message } => {
                Text::new("narration-error-uncovered").arg("message", message)
            }
            TraceError::Twice { message } => {
                Text::new("narration-error-twice").arg("message", message)
            }
            TraceError::Unknown { message } => {
                Text::new("narration-error-unknown").arg("message", message)
            }
            TraceError::Empty { group } => Text::new("narration-error-empty").arg("group", group),
            TraceError::Untraced { message } => {
                Text::new("narration-error-untraced").arg("message", message)
            }
        }
    }
}

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TraceError::Uncovered { message } => write!(f, "message {message} has no reason"),
            TraceError::Twice { message } => write!(f, "message {message} has two reasons"),
            TraceError::Unknown { message } => {
                write!(f, "a reason names message {message}, which is not sent")
            }
            TraceError::Empty { group } => write!(f, "reason {group} covers no message"),
            TraceError::Untraced { message } => {
                write!(f, "message {message} was sent without a recorded rule")
            }
        }
    }
}

/// Messages (by index) gathered under one key: a reason before it has
/// words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group<K> {
    /// What the messages share: step, rule and its parameters.
    pub key: K,
    /// Their indices in the broadcast's message list.
    pub members: Vec<u32>,
}

/// Groups messages `0..` by `key_of`, keys in order.
pub fn group_by<K: Ord + Clone>(keys: impl Iterator<Item = K>) -> Vec<Group<K>> {
    let mut map: BTreeMap<K, Vec<u32>> = BTreeMap::new();
    for (i, k) in keys.enumerate() {
        map.entry(k).or_default().push(i as u32);
    }
    map.into_iter()
        .map(|(key, members)| Group { key, members })
        .collect()
}

/// The trace's validator: `groups` cover the `messages` messages of a
/// broadcast, each exactly once, and none is empty.
pub fn check_cover<K>(groups: &[Group<K>], messages: usize) -> Result<(), TraceError> {
    let mut seen = vec![false; messages];
    for (g, group) in groups.iter().enumerate() {
        if group.members.is_empty() {
            return Err(TraceError::Empty { group: g });
        }
        for &m in &group.members {
            let m = m as usize;
            match seen.get_mut(m) {
                None => return Err(TraceError::Unknown { message: m }),
                Some(true) => return Err(TraceError::Twice { message: m }),
                Some(s) => *s = true,
            }
        }
    }
    match seen.iter().position(|&s| !s) {
        Some(message) => Err(TraceError::Uncovered { message }),
        None => Ok(()),
    }
}

/// An optional part of a sentence: its words, or nothing.
pub(crate) fn piece(part: Option<Text>) -> crate::text::Arg {
    match part {
        Some(text) => text.into(),
        None => "".into(),
    }
}

/// Coordinates as the page writes them: "(2,6)".
pub(crate) fn point(c: &[u32]) -> String {
    let mut s = String::from("(");
    for (i, v) in c.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        s.push_str(&alloc::format!("{v}"));
    }
    s.push(')');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_validator_finds_every_kind_of_gap() {
        let g = |members: &[u32]| Group {
            key: 0,
            members: members.to_vec(),
        };
        assert_eq!(check_cover(&[g(&[0, 2]), g(&[1])], 3), Ok(()));
        assert_eq!(
            check_cover(&[g(&[0]), g(&[1])], 3),
            Err(TraceError::Uncovered { message: 2 })
        );
        assert_eq!(
            check_cover(&[g(&[0, 1]), g(&[1, 2])], 3),
            Err(TraceError::Twice { message: 1 })
        );
        assert_eq!(
            check_cover(&[g(&[0, 1, 2, 3])], 3),
            Err(TraceError::Unknown { message: 3 })
        );
        assert_eq!(
            check_cover(&[g(&[0, 1, 2]), g(&[])], 3),
            Err(TraceError::Empty { group: 1 })
        );
    }

    #[test]
    fn grouping_keeps_every_index_under_its_key() {
        let groups = group_by([3, 1, 3, 2, 1].into_iter());
        let keys: Vec<i32> = groups.iter().map(|g| g.key).collect();
        assert_eq!(keys, [1, 2, 3]);
        assert_eq!(groups[0].members, [1, 4]);
        assert_eq!(groups[2].members, [0, 2]);
    }
}
