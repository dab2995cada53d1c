//! The trace of a TCD schedule (papers 000 and 002, `recursive`, `exact`,
//! a certified witness): each message's [`Why`], set by the algorithm that
//! emitted it, grouped per step and rule, and why each route left XY.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{
    Group, Pseudocode, Reason, Trace, TraceError, Traced, check_cover, group_by, piece, point,
};
use crate::grid::Grid;
use crate::permalink::Algo;
use crate::schedule::{AxisOrder, Message, Schedule, Why, route};
use crate::text::Text;

mod regions;
pub use regions::{REGION_LIMIT, regions};

const AXES: [&str; 6] = ["x", "y", "z", "w", "v", "u"];

/// What a reason of a TCD schedule shares: the step, the line, the rule.
type Key = (u32, u32, Why);

/// The pseudocode of a TCD algorithm on a `dims`-dimensional grid, or
/// `None` for an algorithm of another family.
pub fn pseudocode(algo: Algo, dims: usize) -> Option<Pseudocode> {
    let title = algo.heading_text(dims);
    Some(match algo {
        Algo::Paper | Algo::Symmetric => {
            let mut lines: Vec<Text> = Vec::new();
            if algo == Algo::Symmetric {
                lines.push(Text::new("narration-tcd-line-symmetry"));
            }
            let cite = if dims == 2 {
                lines.extend([
                    Text::new("narration-tcd-line-split-2d"),
                    Text::new("narration-tcd-line-step1-2d"),
                    Text::new("narration-tcd-line-step2-source-2d"),
                    Text::new("narration-tcd-line-step2-eye-2d"),
                    Text::new("narration-tcd-line-repeat-2d"),
                ]);
                Text::new("narration-tcd-cite-2d")
            } else {
                lines.extend([
                    Text::new("narration-tcd-line-split"),
                    Text::new("narration-tcd-line-step-source"),
                    Text::new("narration-tcd-line-step-other"),
                    Text::new("narration-tcd-line-repeat"),
                ]);
                if dims == 3 {
                    Text::new("narration-tcd-cite-3d")
                } else {
                    Text::new("narration-tcd-cite-dd")
                }
            };
            Pseudocode::new(title, cite, lines)
        }
        Algo::Recursive => Pseudocode::new(
            title,
            Text::new("narration-recursive-cite"),
            alloc::vec![
                Text::new("narration-recursive-line-dp"),
                Text::new("narration-recursive-line-order"),
                Text::new("narration-recursive-line-step"),
                Text::new("narration-recursive-line-repeat"),
            ],
        ),
        Algo::Exact => Pseudocode::new(
            title,
            Text::new("narration-exact-cite"),
            alloc::vec![
                Text::new("narration-exact-line-define"),
                Text::new("narration-exact-line-recurrence"),
                Text::new("narration-exact-line-emit"),
            ],
        ),
        Algo::Optimum => Pseudocode::new(
            title,
            Text::new("narration-optimum-cite"),
            alloc::vec![
                Text::new("narration-optimum-line-numbers"),
                Text::new("narration-optimum-line-step"),
                Text::new("narration-optimum-line-proof"),
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
/// submesh: the rule's sentence inside the words that say which of its
/// steps this is and the line that repeats it; `rule` with `inner` set
/// to "yes" so it starts in lower case.
fn again_words(
    algo: Algo,
    dims: usize,
    step: u32,
    why: Why,
    top: u8,
    rule: impl Fn(&str) -> Text,
) -> Text {
    let Some(repeat) = repeat_line(algo, dims) else {
        return rule("no");
    };
    match why {
        Why::Holder { level, .. } | Why::Across { level, .. } if level < top => {
            Text::new("narration-tcd-again")
                .arg("step", (step - 1) % dims as u32 + 1)
                .arg("sides", sides_text(dims, level))
                .arg("line", repeat)
                .arg("rule", rule("yes"))
        }
        Why::Holder { .. }
        | Why::Across { .. }
        | Why::Target { .. }
        | Why::Split { .. }
        | Why::Numbered
        | Why::Untraced => rule("no"),
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
            let rule = again_words(algo, grid.dims(), step, why, top, |inner| {
                rule_sentence(grid, why, &members, top).arg("inner", inner)
            });
            let frame = if algo == Algo::Paper && grid.dims() == 2 && !grid.is_torus() {
                frame_words(grid, why, members[0], top)
            } else {
                None
            };
            let saved = if let (Why::Target { .. }, 1, Some((this, paper))) = (why, step, versus) {
                Some(saved_words(this, paper))
            } else {
                None
            };
            let route = route_words(algo, grid, schedule, step, &members);
            let sentence = Text::new("narration-tcd-reason")
                .arg("rule", rule)
                .arg("frame", piece(frame))
                .arg("saved", piece(saved))
                .arg("route", piece(route));
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

fn example(grid: &Grid, m: &Message) -> Text {
    let hops = grid.distance(m.from, m.to);
    Text::new("narration-tcd-example")
        .arg("from", point(&grid.coords(m.from)))
        .arg("to", point(&grid.coords(m.to)))
        .arg("hops", hops)
}

/// The rule's sentence; its `inner` argument ("yes" inside the words of
/// [`again_words`]) is the caller's.
fn rule_sentence(grid: &Grid, why: Why, members: &[&Message], top: u8) -> Text {
    let n = members.len();
    let e = example(grid, members[0]);
    let dims = grid.dims();
    // The top level is the whole mesh; below it, its submeshes.
    let block = |text: Text, level: u8| {
        let kind = if level == top { "mesh" } else { "submesh" };
        text.arg("sides", sides_text(dims, level)).arg("kind", kind)
    };
    let axis = |axis: u8| AXES[usize::from(axis)];
    let text = match why {
        Why::Holder { level, axis: a } if n == 1 => {
            block(Text::new("narration-tcd-holder-one"), level).arg("axis", axis(a))
        }
        Why::Holder { level, axis: a } => {
            block(Text::new("narration-tcd-holder-many"), level).arg("axis", axis(a))
        }
        Why::Across { level, axis: a } if n == 1 => {
            block(Text::new("narration-tcd-across-one"), level).arg("axis", axis(a))
        }
        Why::Across { level, axis: a } => {
            block(Text::new("narration-tcd-across-many"), level).arg("axis", axis(a))
        }
        Why::Target { level, axis: a } => Text::new("narration-tcd-target")
            .arg("side", 1u32 << level)
            .arg("axis", axis(a)),
        Why::Split { nodes } => Text::new("narration-tcd-split").arg("nodes", nodes),
        Why::Numbered => Text::new("narration-tcd-numbered"),
        Why::Untraced => Text::new("narration-tcd-untraced"),
    };
    text.arg("n", n).arg("example", e)
}

/// Where a 2-D message goes on the page along `axis` (x to the right, y
/// down): the side of the block it crosses into, as the messages' key.
fn direction(grid: &Grid, m: &Message, axis: u8) -> &'static str {
    let (a, b) = (grid.coords(m.from), grid.coords(m.to));
    let forward = b[usize::from(axis)] > a[usize::from(axis)];
    match (axis, forward) {
        (0, true) => "right",
        (0, false) => "left",
        (_, true) => "down",
        (_, false) => "up",
    }
}

/// Algorithm 1 on a 2-D mesh, for the example message: where its holder
/// sits in its submesh, the turn that puts it upper left (000 rotates),
/// and so where the eye the line names lies on the page.
fn frame_words(grid: &Grid, why: Why, m: &Message, top: u8) -> Option<Text> {
    let (level, axis) = match why {
        Why::Holder { level, axis } => (level, axis),
        Why::Across { axis, .. } => {
            return Some(Text::new("narration-tcd-goes").arg("dir", direction(grid, m, axis)));
        }
        Why::Target { .. } | Why::Split { .. } | Why::Numbered | Why::Untraced => {
            return None;
        }
    };
    let side = 1u32 << level;
    let c = grid.coords(m.from);
    let (right, low) = (c[0] % side >= side / 2, c[1] % side >= side / 2);
    // The place names the turn that puts it upper left.
    let place = match (right, low) {
        (false, false) => None,
        (true, false) => Some("upper-right"),
        (false, true) => Some("lower-left"),
        (true, true) => Some("lower-right"),
    };
    // A quarter turn swaps the axes: the first step then runs along y.
    let first_axis = u8::from(right != low);
    let eye = if axis == first_axis {
        "upper-right"
    } else {
        "lower-half"
    };
    let text = match place {
        None => Text::new("narration-tcd-frame"),
        Some(place) => Text::new("narration-tcd-frame-turned").arg("place", place),
    };
    Some(
        text.arg("point", point(&c))
            .arg("sides", sides_text(2, level))
            .arg("kind", if level == top { "mesh" } else { "submesh" })
            .arg("eye", eye)
            .arg("dir", direction(grid, m, axis)),
    )
}

fn saved_words(this: u64, paper: u64) -> Text {
    match paper.checked_sub(this) {
        Some(0) => Text::new("narration-recursive-ties").arg("this", this),
        Some(saved) => Text::new("narration-recursive-saves")
            .arg("saved", saved)
            .arg("this", this)
            .arg("paper", paper),
        None => Text::new("narration-recursive-loses")
            .arg("this", this)
            .arg("paper", paper),
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
) -> Option<Text> {
    let dims = grid.dims();
    let turned: Vec<&&Message> = members
        .iter()
        .filter(|m| m.route != AxisOrder::DIMENSION_ORDER && grid.distance(m.from, m.to) > 0)
        .collect();
    let first = turned.first()?;
    let text = match clash(grid, schedule, step, first) {
        Some((link, other)) => Text::new("narration-tcd-route-clash")
            .arg("link", link)
            .arg("from", point(&grid.coords(other.from)))
            .arg("to", point(&grid.coords(other.to))),
        None if algo == Algo::Symmetric => Text::new("narration-tcd-route-symmetry"),
        None => Text::new("narration-tcd-route-free"),
    };
    Some(
        text.arg("n", turned.len())
            .arg("order", order_name(first.route, dims))
            .arg("plain", order_name(AxisOrder::DIMENSION_ORDER, dims)),
    )
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
