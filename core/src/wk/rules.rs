//! The per-node rules of the two WK broadcasts: 001's constant-label
//! conditions and Chen and Duh's stack, each deciding from the node and
//! the label it received only.

use alloc::vec;
use alloc::vec::Vec;

use super::{Condition, Fired, Label, Send, Via, Wk, WkNode};

/// The reading of 001's first message. The text says the source sends
/// (cor-level(s), cor-id(s)) over its inter-cluster link; Figure 3's
/// walkthrough sends (1, 0) from 201, i.e. (cor-level(s), flip-cor-id(s)),
/// the same label Condition (2.2.2) uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstLabel {
    /// (cor-level(s), flip-cor-id(s)), as Figure 3 and Condition (2.2.2).
    Corrected,
    /// (cor-level(s), cor-id(s)), as printed.
    Printed,
}

/// The source's first messages under `fang`.
pub fn fang_start(wk: &Wk, s: WkNode, first: FirstLabel) -> Vec<Send> {
    if wk.is_corner(s) {
        let p = wk.cor_id(s);
        return wk
            .inner_neighbours(s)
            .map(|u| (u, Label::Corner { p }))
            .collect();
    }
    let mut out: Vec<Send> = wk
        .inner_neighbours(s)
        .map(|u| {
            (
                u,
                Label::General {
                    m: 0,
                    t: wk.cor_id(s),
                },
            )
        })
        .collect();
    if let Some((u, level)) = wk.inter_neighbour(s) {
        let t = match first {
            FirstLabel::Corrected => wk.flip_cor_id(s).expect("has an inter-cluster link"),
            FirstLabel::Printed => wk.cor_id(s),
        };
        out.push((u, Label::General { m: level, t }));
    }
    out
}

/// Conditions (1.1)–(1.2.2.2) and (2.1)–(2.2.4.2) of 001 at node `v`, and the
/// number of comparisons it took.
pub fn fang_rule(wk: &Wk, v: WkNode, via: Via, label: &Label) -> Fired {
    let (sends, cost) = fang_sends(wk, v, via, label);
    let condition = match (label, via) {
        (_, Via::Inter(_)) => Condition::Spread,
        (Label::Corner { .. }, Via::Inner) => Condition::CornerOn,
        (Label::General { m, .. }, Via::Inner) if wk.cor_level(v) > *m => Condition::Higher,
        (Label::General { .. } | Label::Stack(_), Via::Inner) => Condition::Matching,
    };
    (sends, cost, condition)
}

fn fang_sends(wk: &Wk, v: WkNode, via: Via, label: &Label) -> (Vec<Send>, u32) {
    match (*label).clone() {
        Label::Corner { p } => match via {
            // (1.1)
            Via::Inter(_) => (
                wk.inner_neighbours(v)
                    .map(|u| (u, Label::Corner { p }))
                    .collect(),
                1,
            ),
            // (1.2.1): a corner of the whole network stops.
            Via::Inner if wk.is_corner(v) => (Vec::new(), 2),
            // (1.2.2.1), (1.2.2.2)
            Via::Inner => match wk.inter_neighbour(v) {
                Some((u, _)) if wk.flip_cor_id(v) == Some(p) => (vec![(u, Label::Corner { p })], 3),
                _ => (Vec::new(), 3),
            },
        },
        Label::General { m, t } => match via {
            // (2.1)
            Via::Inter(_) => (
                wk.inner_neighbours(v)
                    .map(|u| (u, Label::General { m, t }))
                    .collect(),
                1,
            ),
            Via::Inner => {
                let c = wk.cor_level(v);
                if c == wk.l() {
                    return (Vec::new(), 2); // (2.2.1)
                }
                let (u, _) = wk.inter_neighbour(v).expect("not a corner of the network");
                let flip = wk.flip_cor_id(v).expect("not a corner of the network");
                if c > m {
                    (vec![(u, Label::General { m: c, t: flip })], 3) // (2.2.2)
                } else if c == m {
                    (Vec::new(), 4) // (2.2.3)
                } else if flip == t {
                    (vec![(u, Label::General { m, t })], 5) // (2.2.4.1)
                } else {
                    (Vec::new(), 5) // (2.2.4.2)
                }
            }
        },
        Label::Stack(_) => (Vec::new(), 0),
    }
}

/// The source's first messages under `stack`: push L, send on every link
/// but the free one.
pub fn stack_start(wk: &Wk, s: WkNode) -> Vec<Send> {
    wk.neighbours(s)
        .into_iter()
        .map(|(u, _)| (u, Label::Stack(vec![wk.l()])))
        .collect()
}

/// 001 §1's description of Chen and Duh's rule at node `v`, reached through
/// a link labelled i (0 for inner-cluster links): pop until the top exceeds
/// i, push i, send on every link whose label is not in the stack. The cost
/// counts pops, the push and the labels compared.
pub fn stack_rule(wk: &Wk, v: WkNode, via: Via, label: &Label) -> Fired {
    let Label::Stack(stack) = label else {
        return (Vec::new(), 0, Condition::Unstacked);
    };
    let i = match via {
        Via::Inner => 0,
        Via::Inter(level) => level,
    };
    let mut stack = stack.clone();
    let mut work = 0;
    while stack.last().is_some_and(|&top| top <= i) {
        stack.pop();
        work += 1;
    }
    stack.push(i);
    work += 1;
    let mut out = Vec::new();
    for (u, level) in wk.neighbours(v) {
        work += stack.len() as u32;
        if !stack.contains(&level) {
            out.push((u, Label::Stack(stack.clone())));
        }
    }
    (out, work, Condition::Unstacked)
}
