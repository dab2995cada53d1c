//! The trace of a TCD schedule (papers 000 and 002, `recursive`, `exact`,
//! a certified witness): each message's [`Why`], set by the algorithm that
//! emitted it, grouped per step and rule, and why each route left XY.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{
    Group, Pseudocode, Reason, Trace, TraceError, Traced, check_cover, count_of, group_by, point,
};
use crate::grid::Grid;
use crate::permalink::Algo;
use crate::schedule::{AxisOrder, Message, Schedule, Why, route};

mod regions;
pub use regions::{REGION_LIMIT, regions};

const AXES: [&str; 6] = ["x", "y", "z", "w", "v", "u"];

/// What a reason of a TCD schedule shares: the step, the line, the rule.
type Key = (u32, u32, Why);

/// The pseudocode of a TCD algorithm on a `dims`-dimensional grid, or
/// `None` for an algorithm of another family.
pub fn pseudocode(algo: Algo, dims: usize) -> Option<Pseudocode> {
    let title = algo.heading(dims);
    let rotate = "Split the mesh into 2^d submeshes of half the side; rotate it until \
                  the holder S is in the first (low) one.";
    Some(match algo {
        Algo::Paper | Algo::Symmetric => {
            let mut lines: Vec<&str> = Vec::new();
            if algo == Algo::Symmetric {
                lines.push(
                    "Pick the rotation or reflection g of the mesh under which the \
                     algorithm's TCD from S is least; run it on g(mesh), map every message back.",
                );
            }
            let cite = if dims == 2 {
                lines.extend([
                    "Split the 2^k×2^k mesh into four 2^{k−1}×2^{k−1} submeshes; rotate it \
                     until S is in the upper-left one.",
                    "Step 1: S sends to the upper-right eye E_k(2).",
                    "Step 2: S sends to the lower-left eye E_k(3) or to E_{k−1}(1), \
                     whichever is closer to S.",
                    "Step 2: E_k(2) sends straight down to the lower-right eye E_k(4).",
                    "Each submesh repeats from its holder, level by level, until the \
                     2×2 meshes finish in two steps.",
                ]);
                "000 Algorithm 1, its four bullets; 000 §5 on the torus"
            } else {
                lines.extend([
                    rotate,
                    "Step j (along x, then z, then y in 3-D): S sends across axis j to \
                     e_k + a_k on that axis, e_k on later axes, and the nearer of e_k and \
                     e_k − a_{k−1} on earlier ones.",
                    "Step j: every other holder sends straight across axis j, to e_k + a_k.",
                    "Each submesh repeats from its holder until the unit cubes finish.",
                ]);
                if dims == 3 {
                    "002 Algorithm 2, steps 1–4"
                } else {
                    "002 §4 (the eye broadcast, phase by phase)"
                }
            };
            Pseudocode::new(title, cite, &lines)
        }
        Algo::Recursive => Pseudocode::new(
            title,
            "castlab (docs/explanations: the recursive family); contains 000 Algorithm 1",
            &[
                "For every level and every holder T, a DP gives A_π(T): the least TCD when \
                 T's subcube informs the others along the axis order π (distance + the \
                 receiving subcube's own cost, by L1 distance transforms).",
                "Pick the axis order π with the least A_π(S).",
                "Step i: every informed subcube sends across axis π_i to the node of the \
                 receiving subcube that minimises distance plus that subcube's remaining cost.",
                "Each subcube repeats from the node it was sent to.",
            ],
        ),
        Algo::Exact => Pseudocode::new(
            title,
            "castlab: a dynamic programme over subsets (N ≤ 16)",
            &[
                "f(A, s): the least TCD to inform the set A from s ∈ A in log₂|A| steps; \
                 f({s}, s) = 0.",
                "f(A, s) = min over halves B ⊂ A∖{s}, |B| = |A|/2, and r ∈ B of \
                 dist(s, r) + f(A∖B, s) + f(B, r).",
                "Emit: s sends to r, the best split's r; then A∖B from s and B from r, \
                 one step later.",
            ],
        ),
        Algo::Optimum => Pseudocode::new(
            title,
            "castlab-prove: a SAT witness with its checked proof (docs/certified.md)",
            &[
                "The certificate numbers the nodes 0 … N − 1, the source 0.",
                "Step b + 1: every number x with highest bit b hears from x − 2^b.",
                "No schedule has a smaller TCD: the solver's proof of the next smaller \
                 bound was replayed.",
            ],
        ),
        // `least` shows another algorithm's schedule: eval traces that one.
        Algo::Least
        | Algo::Fang
        | Algo::Stack
        | Algo::Pi
        | Algo::PiLiteral
        | Algo::Dim
        | Algo::Search
        | Algo::Standard
        | Algo::Tree
        | Algo::Greedy => {
            return None;
        }
    })
}

/// The pseudocode line of a message sent in `step` for reason `why`.
fn line_of(algo: Algo, dims: usize, step: u32, why: Why) -> u32 {
    let shift = u32::from(algo == Algo::Symmetric);
    let within = (step - 1) % dims as u32;
    shift
        + match why {
            Why::Holder { .. } if dims == 2 => 2 + within,
            Why::Across { .. } if dims == 2 => 4,
            Why::Holder { .. } => 2,
            Why::Across { .. } => 3,
            Why::Target { .. } => 3,
            Why::Split { .. } => 3,
            Why::Numbered => 2,
            Why::Untraced => 0,
        }
}

/// The lines a message sent in `step` for `why` runs within: the
/// symmetry's choice and the search before step 1, the split and rotation
/// at the first step of each level, the repetition below the top level
/// `top`. Empty for the certificate, whose lines are all one step.
fn context_of(algo: Algo, dims: usize, step: u32, why: Why, top: u8) -> Vec<u32> {
    let shift = u32::from(algo == Algo::Symmetric);
    let first_of_level = (step - 1).is_multiple_of(dims as u32);
    let mut lines = Vec::new();
    match (algo, why) {
        (Algo::Paper | Algo::Symmetric, Why::Holder { level, .. } | Why::Across { level, .. }) => {
            if algo == Algo::Symmetric && step == 1 {
                lines.push(1);
            }
            if first_of_level {
                lines.push(shift + 1);
            }
            if let Some(repeat) = repeat_line(algo, dims).filter(|_| level < top) {
                lines.push(repeat);
            }
        }
        (Algo::Recursive, Why::Target { level, .. }) => {
            if step == 1 {
                lines.extend([1, 2]);
            }
            if level < top {
                lines.push(4);
            }
        }
        (Algo::Exact, Why::Split { .. }) if step == 1 => lines.extend([1, 2]),
        (Algo::Optimum, Why::Numbered) if step == 1 => lines.push(1),
        (
            Algo::Paper
            | Algo::Symmetric
            | Algo::Recursive
            | Algo::Exact
            | Algo::Optimum
            | Algo::Least
            | Algo::Fang
            | Algo::Stack
            | Algo::Pi
            | Algo::PiLiteral
            | Algo::Dim
            | Algo::Search
            | Algo::Standard
            | Algo::Tree
            | Algo::Greedy,
            _,
        ) => {}
    }
    lines
}

/// The line of Cang and Wu's pseudocode that repeats it inside each
/// submesh ("Each submesh repeats …"), after the symmetry's line where
/// there is one; `None` for the other algorithms.
fn repeat_line(algo: Algo, dims: usize) -> Option<u32> {
    let shift = match algo {
        Algo::Paper => 0,
        Algo::Symmetric => 1,
        Algo::Recursive
        | Algo::Exact
        | Algo::Optimum
        | Algo::Least
        | Algo::Fang
        | Algo::Stack
        | Algo::Pi
        | Algo::PiLiteral
        | Algo::Dim
        | Algo::Search
        | Algo::Standard
        | Algo::Tree
        | Algo::Greedy => return None,
    };
    Some(shift + if dims == 2 { 5 } else { 4 })
}

/// Below the top level, Cang and Wu's algorithm runs again inside each
/// submesh: which of its steps this is, and the line that repeats it.
fn again_words(algo: Algo, dims: usize, step: u32, why: Why, top: u8) -> String {
    let Some(repeat) = repeat_line(algo, dims) else {
        return String::new();
    };
    match why {
        Why::Holder { level, .. } | Why::Across { level, .. } if level < top => format!(
            "Step {} again, inside each {} submesh (line {repeat}): ",
            (step - 1) % dims as u32 + 1,
            sides_text(dims, level)
        ),
        Why::Holder { .. }
        | Why::Across { .. }
        | Why::Target { .. }
        | Why::Split { .. }
        | Why::Numbered
        | Why::Untraced => String::new(),
    }
}

/// The level of a rule that halves a cube of side 2^level.
fn level_of(why: Why) -> Option<u8> {
    match why {
        Why::Holder { level, .. } | Why::Across { level, .. } | Why::Target { level, .. } => {
            Some(level)
        }
        Why::Split { .. } | Why::Numbered | Why::Untraced => None,
    }
}

/// The schedule's messages grouped by step, line and rule, checked to
/// cover every message once.
pub fn groups(algo: Algo, grid: &Grid, schedule: &Schedule) -> Result<Vec<Group<Key>>, TraceError> {
    if let Some(message) = schedule
        .messages
        .iter()
        .position(|m| m.why == Why::Untraced)
    {
        return Err(TraceError::Untraced { message });
    }
    let dims = grid.dims();
    let groups = group_by(
        schedule
            .messages
            .iter()
            .map(|m| (m.step, line_of(algo, dims, m.step, m.why), m.why)),
    );
    check_cover(&groups, schedule.messages.len())?;
    Ok(groups)
}

/// The trace of `schedule`, `algo`'s from its source on `grid`, routes
/// assigned. `versus`: this source's TCD under the algorithm and under the
/// papers' algorithm, which `recursive` reports as saved hops.
pub fn trace(
    algo: Algo,
    grid: &Grid,
    schedule: &Schedule,
    versus: Option<(u64, u64)>,
) -> Result<Option<Trace>, TraceError> {
    let Some(pseudocode) = pseudocode(algo, grid.dims()) else {
        return Ok(None);
    };
    let groups = groups(algo, grid, schedule)?;
    let top = schedule
        .messages
        .iter()
        .filter_map(|m| level_of(m.why))
        .max()
        .unwrap_or(0);
    let reasons = groups
        .iter()
        .map(|g| {
            let members: Vec<&Message> = g
                .members
                .iter()
                .map(|&i| &schedule.messages[i as usize])
                .collect();
            let (step, line, why) = g.key;
            let mut sentence = again_words(algo, grid.dims(), step, why, top);
            let rule = rule_sentence(grid, why, &members, top);
            match rule.strip_prefix("The ") {
                Some(rest) if !sentence.is_empty() => sentence.push_str(&format!("the {rest}")),
                Some(_) | None => sentence.push_str(&rule),
            }
            if algo == Algo::Paper && grid.dims() == 2 && !grid.is_torus() {
                sentence.push_str(&frame_words(grid, why, members[0], top));
            }
            if let (Why::Target { .. }, 1, Some((this, paper))) = (why, step, versus) {
                sentence.push_str(&saved_words(this, paper));
            }
            sentence.push_str(&route_words(algo, grid, schedule, step, &members));
            Reason::new(
                (step, rule_id(why), line),
                sentence,
                members.len() as u64,
                members.iter().map(|m| Traced {
                    from: grid.coords(m.from).to_vec(),
                    to: grid.coords(m.to).to_vec(),
                }),
            )
            .within(&context_of(algo, grid.dims(), step, why, top))
        })
        .collect();
    Ok(Some(Trace {
        pseudocode,
        reasons,
        regions: regions(grid, schedule),
    }))
}

/// A rule's identifier in the JSON.
pub fn rule_id(why: Why) -> &'static str {
    match why {
        Why::Untraced => "untraced",
        Why::Holder { .. } => "holder",
        Why::Across { .. } => "across",
        Why::Target { .. } => "target",
        Why::Split { .. } => "split",
        Why::Numbered => "numbered",
    }
}

fn sides_text(dims: usize, level: u8) -> String {
    let side = 1u32 << level;
    let mut s = format!("{side}");
    for _ in 1..dims {
        s.push_str(&format!("×{side}"));
    }
    s
}

fn example(grid: &Grid, m: &Message) -> String {
    let hops = grid.distance(m.from, m.to);
    format!(
        "{} → {}, {}",
        point(&grid.coords(m.from)),
        point(&grid.coords(m.to)),
        count_of(u64::from(hops), "hop", "hops")
    )
}

fn rule_sentence(grid: &Grid, why: Why, members: &[&Message], top: u8) -> String {
    let n = members.len() as u64;
    let e = example(grid, members[0]);
    let dims = grid.dims();
    // The top level is the whole mesh; below it, its submeshes.
    let block = |level: u8| {
        let kind = if level == top { "mesh" } else { "submesh" };
        format!("{} {kind}", sides_text(dims, level))
    };
    match why {
        Why::Holder { level, axis } if n == 1 => format!(
            "The holder of the {} sends across {} to the eye of the other half: {e}.",
            block(level),
            AXES[usize::from(axis)]
        ),
        Why::Holder { level, axis } => format!(
            "{n} holders, one per {}, each send across {} to an eye in the other half of \
             their submesh; e.g. {e}.",
            block(level),
            AXES[usize::from(axis)]
        ),
        Why::Across { level, axis } if n == 1 => format!(
            "The other holder in the {} sends straight across {}: {e}.",
            block(level),
            AXES[usize::from(axis)]
        ),
        Why::Across { level, axis } => format!(
            "The other {n} holders of {}es send straight across {}; e.g. {e}.",
            block(level),
            AXES[usize::from(axis)]
        ),
        Why::Target { level, axis } => format!(
            "{} of side {} {} across {} to the best target of the receiving half (least \
             distance plus that half's remaining cost); e.g. {e}.",
            count_of(n, "informed subcube", "informed subcubes"),
            1u32 << level,
            if n == 1 { "sends" } else { "send" },
            AXES[usize::from(axis)]
        ),
        Why::Split { nodes } => format!(
            "{} {} half of {} set to the best split's receiver, which takes over {nodes} \
             nodes; e.g. {e}.",
            count_of(n, "sender", "senders"),
            if n == 1 { "hands" } else { "hand" },
            if n == 1 { "its" } else { "their" }
        ),
        Why::Numbered => format!(
            "{} of the certificate {} from x − 2^b (b = x's highest bit); e.g. {e}.",
            count_of(n, "number x", "numbers x"),
            if n == 1 { "hears" } else { "hear" }
        ),
        Why::Untraced => format!(
            "{} with no recorded rule; e.g. {e}.",
            count_of(n, "message", "messages")
        ),
    }
}

/// Where a 2-D message goes on the page along `axis` (x to the right, y
/// down): the side of the block it crosses into.
fn direction(grid: &Grid, m: &Message, axis: u8) -> &'static str {
    let (a, b) = (grid.coords(m.from), grid.coords(m.to));
    let forward = b[usize::from(axis)] > a[usize::from(axis)];
    match (axis, forward) {
        (0, true) => "to the right",
        (0, false) => "to the left",
        (_, true) => "down",
        (_, false) => "up",
    }
}

/// Algorithm 1 on a 2-D mesh, for the example message: where its holder
/// sits in its submesh, the turn that puts it upper left (000 rotates),
/// and so where the eye the line names lies on the page.
fn frame_words(grid: &Grid, why: Why, m: &Message, top: u8) -> String {
    let (level, axis) = match why {
        Why::Holder { level, axis } => (level, axis),
        Why::Across { axis, .. } => return format!(" It goes {}.", direction(grid, m, axis)),
        Why::Target { .. } | Why::Split { .. } | Why::Numbered | Why::Untraced => {
            return String::new();
        }
    };
    let side = 1u32 << level;
    let c = grid.coords(m.from);
    let (right, low) = (c[0] % side >= side / 2, c[1] % side >= side / 2);
    let (place, turn) = match (right, low) {
        (false, false) => ("upper left", None),
        (true, false) => ("upper right", Some("a quarter turn anticlockwise")),
        (false, true) => ("lower left", Some("a quarter turn clockwise")),
        (true, true) => ("lower right", Some("half a turn")),
    };
    // A quarter turn swaps the axes: the first step then runs along y.
    let first_axis = u8::from(right != low);
    let eye = if axis == first_axis {
        "upper-right eye"
    } else {
        "lower half's eye"
    };
    let p = point(&c);
    let dir = direction(grid, m, axis);
    let kind = if level == top { "mesh" } else { "submesh" };
    match turn {
        None => format!(
            " Here {p} sits upper left in the {side}×{side} {kind}, as drawn, so the {eye} \
             is {dir}."
        ),
        Some(turn) => format!(
            " Here {p} sits {place} in its {side}×{side} {kind}, so the algorithm turns that \
             {kind} {turn} to put it upper left: the {eye} is then {dir} on the page."
        ),
    }
}

fn saved_words(this: u64, paper: u64) -> String {
    match paper.checked_sub(this) {
        Some(0) => format!(" From this source it ties the papers' algorithm: TCD {this}."),
        Some(saved) => format!(
            " From this source the choices save {} over the papers' algorithm ({this} against {paper}).",
            count_of(saved, "hop", "hops")
        ),
        None => format!(" From this source: TCD {this} against the papers' {paper}."),
    }
}

fn order_name(order: AxisOrder, dims: usize) -> String {
    order
        .axes(dims)
        .map(|a| AXES[a])
        .collect::<Vec<_>>()
        .concat()
}

/// Why the group's routes are what they are: all dimension-ordered, or
/// how many turned and, for the first, the link its XY route would share.
fn route_words(
    algo: Algo,
    grid: &Grid,
    schedule: &Schedule,
    step: u32,
    members: &[&Message],
) -> String {
    let dims = grid.dims();
    let turned: Vec<&&Message> = members
        .iter()
        .filter(|m| m.route != AxisOrder::DIMENSION_ORDER && grid.distance(m.from, m.to) > 0)
        .collect();
    let Some(first) = turned.first() else {
        return String::new();
    };
    let plain = order_name(AxisOrder::DIMENSION_ORDER, dims);
    let mut s = format!(
        " {} routed {} instead of {plain}",
        count_of(turned.len() as u64, "message", "messages"),
        order_name(first.route, dims)
    );
    match clash(grid, schedule, step, first) {
        Some((link, other)) => s.push_str(&format!(
            ": {plain} would share the link {link} with {} → {}",
            point(&grid.coords(other.from)),
            point(&grid.coords(other.to))
        )),
        None if algo == Algo::Symmetric => {
            s.push_str(": the symmetry's image of x-first routing on the turned mesh")
        }
        None => s.push_str(", so that no link carries two messages of the step"),
    }
    s.push('.');
    s
}

/// The first link of `m`'s dimension-ordered route that another message
/// of the step uses on its own route, with that message.
fn clash<'a>(
    grid: &Grid,
    schedule: &'a Schedule,
    step: u32,
    m: &Message,
) -> Option<(String, &'a Message)> {
    let plain = route(grid, m.from, m.to, AxisOrder::DIMENSION_ORDER);
    let slots: Vec<usize> = plain
        .iter()
        .map(|h| grid.link_slot(h.from, h.axis, h.forward))
        .collect();
    let mut first: Option<(usize, &Message)> = None;
    for other in schedule
        .messages
        .iter()
        .filter(|o| o.step == step && *o != m)
    {
        for h in route(grid, other.from, other.to, other.route) {
            let slot = grid.link_slot(h.from, h.axis, h.forward);
            if let Some(at) = slots.iter().position(|&s| s == slot)
                && first.is_none_or(|(best, _)| at < best)
            {
                first = Some((at, other));
            }
        }
    }
    let (at, other) = first?;
    let hop = plain[at];
    let next = grid.neighbour(hop.from, hop.axis, hop.forward)?;
    Some((
        format!(
            "{}→{}",
            point(&grid.coords(hop.from)),
            point(&grid.coords(next))
        ),
        other,
    ))
}

#[cfg(test)]
mod tests;
