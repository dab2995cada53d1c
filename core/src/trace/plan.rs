//! A user's own schedule (`plan=`) narrated step by step: what each step
//! sends, and where it breaks the model's rules. The rules are the model's
//! (000 and 002's one-port broadcast), not an algorithm's, so the
//! pseudocode lists them; the broken rule is the validator's finding and
//! the shared link is read from the routes the drawing shows.

use alloc::vec::Vec;

use super::{Pseudocode, Reason, Trace, Traced, piece, point};
use crate::grid::Grid;
use crate::schedule::{Schedule, Violation, validate};
use crate::text::Text;

/// The model's rules, as the narration's "algorithm".
pub fn pseudocode() -> Pseudocode {
    Pseudocode::new(
        Text::new("narration-plan-title"),
        Text::new("narration-plan-cite"),
        alloc::vec![
            Text::new("narration-plan-line-source"),
            Text::new("narration-plan-line-one-port"),
            Text::new("narration-plan-line-route"),
            Text::new("narration-plan-line-once"),
            Text::new("narration-plan-line-contention"),
        ],
    )
}

/// The pseudocode line a broken rule breaks.
fn line_of(v: Violation) -> u32 {
    match v {
        Violation::SenderNotInformed { .. } | Violation::UnknownSource => 1,
        Violation::SenderBusy { .. } | Violation::NotStepOptimal { .. } => 2,
        Violation::OffLink { .. }
        | Violation::RouteEnds { .. }
        | Violation::StepOutOfRange { .. }
        | Violation::UnknownNode { .. } => 3,
        Violation::InformedTwice { .. } | Violation::NotAllInformed { .. } => 4,
    }
}

/// The step a broken rule is found in, if it has one.
fn step_of(v: Violation) -> Option<u32> {
    match v {
        Violation::SenderNotInformed { step, .. }
        | Violation::SenderBusy { step, .. }
        | Violation::InformedTwice { step, .. }
        | Violation::OffLink { step, .. }
        | Violation::RouteEnds { step, .. } => Some(step),
        Violation::NotStepOptimal { .. }
        | Violation::StepOutOfRange { .. }
        | Violation::UnknownNode { .. }
        | Violation::UnknownSource
        | Violation::NotAllInformed { .. } => None,
    }
}

/// The first link `step` uses twice (by two messages, or one route that
/// crosses it twice), as words.
fn shared_link(grid: &Grid, schedule: &Schedule, step: u32) -> Option<Text> {
    let of_step: Vec<usize> = (0..schedule.messages.len())
        .filter(|&i| schedule.messages[i].step == step)
        .collect();
    let mut seen: Vec<(usize, usize)> = Vec::new();
    for &i in &of_step {
        for h in schedule.links(grid, i) {
            let slot = grid.link_slot(h.from, h.axis, h.forward);
            if let Some(&(_, first)) = seen.iter().find(|(s, _)| *s == slot) {
                let (a, b) = (&schedule.messages[i], &schedule.messages[first]);
                let next = grid.neighbour(h.from, h.axis, h.forward)?;
                let text = if i == first {
                    Text::new("narration-plan-crosses-twice")
                } else {
                    Text::new("narration-plan-crosses-shared")
                        .arg("other", point(&grid.coords(b.from)))
                };
                return Some(
                    text.arg("from", point(&grid.coords(a.from)))
                        .arg("to", point(&grid.coords(a.to)))
                        .arg("step", step)
                        .arg("link-from", point(&grid.coords(h.from)))
                        .arg("link-to", point(&grid.coords(next))),
                );
            }
            seen.push((slot, i));
        }
    }
    None
}

/// What one step of a plan does, before its words: what it sends, the
/// link it shares, the rule it breaks.
struct Said {
    sent: Text,
    clash: Option<Text>,
    broken: Option<Text>,
}

/// The narration of a plan's schedule: one reason per step, covering every
/// message of the step.
pub fn trace(grid: &Grid, schedule: &Schedule) -> Trace {
    let found = validate(grid, schedule);
    let mut reasons = Vec::new();
    let mut said = Vec::new();
    for step in 1..=schedule.steps {
        let members: Vec<usize> = (0..schedule.messages.len())
            .filter(|&i| schedule.messages[i].step == step)
            .collect();
        let Some(&first) = members.first() else {
            continue;
        };
        let m = &schedule.messages[first];
        let hops: usize = members.iter().map(|&i| schedule.links(grid, i).len()).sum();
        let sent = if members.len() == 1 {
            Text::new("narration-plan-sends-one")
        } else {
            Text::new("narration-plan-sends-many").arg("n", members.len())
        };
        let sent = sent
            .arg("hops", hops)
            .arg("from", point(&grid.coords(m.from)))
            .arg("to", point(&grid.coords(m.to)));
        let mut line = if step == 1 { 1 } else { 2 };
        let clash = shared_link(grid, schedule, step);
        if clash.is_some() {
            line = 5;
        }
        let broken = found
            .violation
            .filter(|&v| step_of(v) == Some(step))
            .map(|v| {
                line = line_of(v);
                Text::new("narration-plan-broken").arg("rule", v.text_on(grid))
            });
        let context = if line == 2 {
            Vec::new()
        } else {
            alloc::vec![2]
        };
        let mut reason = Reason::new(
            (step, "your-step", line),
            Text::new("narration-plan-reason"),
            members.len() as u64,
            members.iter().map(|&i| Traced {
                from: grid.coords(schedule.messages[i].from).to_vec(),
                to: grid.coords(schedule.messages[i].to).to_vec(),
            }),
        );
        reason.context = context;
        reasons.push(reason);
        said.push(Said {
            sent,
            clash,
            broken,
        });
    }
    // A rule broken at no step is told at the end of the last one.
    let mut end = None;
    if let Some(v) = found.violation.filter(|&v| step_of(v).is_none())
        && let Some(last) = reasons.last_mut()
    {
        end = Some(Text::new("narration-plan-broken-end").arg("rule", v.text_on(grid)));
        last.line = line_of(v);
    }
    let last = reasons.len().saturating_sub(1);
    for (k, (reason, said)) in reasons.iter_mut().zip(said).enumerate() {
        reason.sentence = Text::new("narration-plan-reason")
            .arg("sent", said.sent)
            .arg("clash", piece(said.clash))
            .arg("broken", piece(said.broken))
            .arg("end", piece(if k == last { end.take() } else { None }));
    }
    Trace {
        pseudocode: pseudocode(),
        reasons,
        regions: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::english::english;
    use crate::grid::NodeId;
    use crate::schedule::{AxisOrder, Message, Why};

    fn message(grid: &Grid, step: u32, from: [u32; 2], to: [u32; 2]) -> Message {
        Message {
            step,
            from: grid.node(&from).unwrap(),
            to: grid.node(&to).unwrap(),
            route: AxisOrder::DIMENSION_ORDER,
            why: Why::Untraced,
        }
    }

    /// The sentence, on a 2×2 mesh whose step 2 sends (0,0)→(1,1)
    /// x first through (1,0)→(1,1), a link (1,0)'s own message to (1,1)
    /// would use too; the narration names the shared link and each step's
    /// reason covers exactly that step's messages.
    #[test]
    fn a_shared_link_and_a_broken_rule_are_named() {
        let grid = Grid::new(&[4, 1], false).unwrap();
        let schedule = Schedule {
            source: NodeId::new(0),
            steps: 2,
            messages: alloc::vec![
                message(&grid, 1, [0, 0], [1, 0]),
                message(&grid, 2, [0, 0], [3, 0]),
                message(&grid, 2, [1, 0], [2, 0]),
            ],
            paths: Vec::new(),
        };
        let t = trace(&grid, &schedule);
        assert_eq!(t.reasons.len(), 2);
        assert_eq!(t.reasons[0].count, 1);
        assert_eq!(t.reasons[1].count, 2);
        // (0,0)→(3,0) passes (1,0)→(2,0), the link (1,0)'s message uses.
        let said = english(&t.reasons[1].sentence);
        assert!(said.contains("crosses the link (1,0)–(2,0)"), "{said}");
        assert_eq!(t.reasons[1].line, 5);

        let twice = Schedule {
            messages: alloc::vec![
                message(&grid, 1, [0, 0], [1, 0]),
                message(&grid, 2, [0, 0], [2, 0]),
                message(&grid, 2, [1, 0], [2, 0]),
            ],
            ..schedule
        };
        let t = trace(&grid, &twice);
        let said = english(&t.reasons[1].sentence);
        assert!(said.contains("(2, 0) is informed a second time"), "{said}");
        assert_eq!(t.reasons[1].line, 4);
    }

    /// A route that crosses a link twice uses it twice in its step: the
    /// contention of docs/formats, said of that one message. On the 1 × 4
    /// band, (0,0) reaches (1,0) by (0,0)→(1,0)→(0,0)→(1,0); going over
    /// (1,0)→(2,0) and back in step 2 uses each direction once.
    #[test]
    fn a_route_that_crosses_a_link_twice_is_named() {
        let grid = Grid::new(&[4, 1], false).unwrap();
        let at = |x: u32| grid.node(&[x, 0]).unwrap();
        let schedule = Schedule {
            source: NodeId::new(0),
            steps: 2,
            messages: alloc::vec![
                message(&grid, 1, [0, 0], [2, 0]),
                message(&grid, 2, [0, 0], [1, 0]),
                message(&grid, 2, [2, 0], [3, 0]),
            ],
            paths: alloc::vec![
                alloc::vec![at(0), at(1), at(0), at(1), at(2)],
                alloc::vec![at(0), at(1), at(2), at(1)],
                Vec::new(),
            ],
        };
        let v = validate(&grid, &schedule);
        assert!(v.is_valid() && !v.contention_free);
        assert_eq!(v.tcd, 4 + 3 + 1);
        let t = trace(&grid, &schedule);
        let said = english(&t.reasons[0].sentence);
        assert!(
            said.contains("crosses the link (0,0)–(1,0) twice"),
            "{said}"
        );
        assert_eq!(t.reasons[0].line, 5);
        // Step 2: (1,0)→(2,0) and back, two directed links; no clash.
        assert_ne!(t.reasons[1].line, 5, "{}", english(&t.reasons[1].sentence));
    }
}
