//! A user's own schedule (`plan=`) narrated step by step: what each step
//! sends, and where it breaks the model's rules. The rules are the model's
//! (000 and 002's one-port broadcast), not an algorithm's, so the
//! pseudocode lists them; the broken rule is the validator's finding and
//! the shared link is read from the routes the drawing shows.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Pseudocode, Reason, Trace, Traced, point};
use crate::grid::Grid;
use crate::schedule::{Schedule, Violation, validate};

/// The model's rules, as the narration's "algorithm".
pub fn pseudocode() -> Pseudocode {
    Pseudocode::new(
        "Your schedule",
        "the one-port model of 000 and 002 checked by castlab",
        &[
            "before step 1 only the source holds the message",
            "in each step every informed node sends at most one message (one port)",
            "a message runs along its route, any number of hops, within its step",
            "every node is informed exactly once, and all are by the last step",
            "a step should use no link twice, by two messages or by one route (no contention)",
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
fn shared_link(grid: &Grid, schedule: &Schedule, step: u32) -> Option<String> {
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
                if i == first {
                    return Some(format!(
                        "your message from {} to {} at step {step} crosses the link {}–{} twice",
                        point(&grid.coords(a.from)),
                        point(&grid.coords(a.to)),
                        point(&grid.coords(h.from)),
                        point(&grid.coords(next)),
                    ));
                }
                return Some(format!(
                    "your message from {} to {} at step {step} crosses the link {}–{} that {}'s message also uses",
                    point(&grid.coords(a.from)),
                    point(&grid.coords(a.to)),
                    point(&grid.coords(h.from)),
                    point(&grid.coords(next)),
                    point(&grid.coords(b.from)),
                ));
            }
            seen.push((slot, i));
        }
    }
    None
}

/// The narration of a plan's schedule: one reason per step, covering every
/// message of the step.
pub fn trace(grid: &Grid, schedule: &Schedule) -> Trace {
    let found = validate(grid, schedule);
    let mut reasons = Vec::new();
    for step in 1..=schedule.steps {
        let members: Vec<usize> = (0..schedule.messages.len())
            .filter(|&i| schedule.messages[i].step == step)
            .collect();
        let Some(&first) = members.first() else {
            continue;
        };
        let m = &schedule.messages[first];
        let hops: usize = members.iter().map(|&i| schedule.links(grid, i).len()).sum();
        let mut sentence = if members.len() == 1 {
            format!(
                "Your message from {} to {} runs {hops} hop{}",
                point(&grid.coords(m.from)),
                point(&grid.coords(m.to)),
                if hops == 1 { "" } else { "s" }
            )
        } else {
            format!(
                "Your {} messages run {hops} hops in all, e.g. from {} to {}",
                members.len(),
                point(&grid.coords(m.from)),
                point(&grid.coords(m.to))
            )
        };
        let mut line = if step == 1 { 1 } else { 2 };
        if let Some(clash) = shared_link(grid, schedule, step) {
            sentence.push_str(&format!("; {clash}"));
            line = 5;
        }
        if let Some(v) = found.violation.filter(|&v| step_of(v) == Some(step)) {
            sentence.push_str(&format!(". Broken rule: {}", v.on(grid)));
            line = line_of(v);
        }
        sentence.push('.');
        let context = if line == 2 {
            Vec::new()
        } else {
            alloc::vec![2]
        };
        let mut reason = Reason::new(
            (step, "your-step", line),
            sentence,
            members.len() as u64,
            members.iter().map(|&i| Traced {
                from: grid.coords(schedule.messages[i].from).to_vec(),
                to: grid.coords(schedule.messages[i].to).to_vec(),
            }),
        );
        reason.context = context;
        reasons.push(reason);
    }
    if let Some(v) = found.violation.filter(|&v| step_of(v).is_none())
        && let Some(last) = reasons.last_mut()
    {
        last.sentence
            .push_str(&format!(" At the end, a broken rule: {}.", v.on(grid)));
        last.line = line_of(v);
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
        assert!(
            t.reasons[1]
                .sentence
                .contains("crosses the link (1,0)–(2,0)"),
            "{}",
            t.reasons[1].sentence
        );
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
        assert!(
            t.reasons[1]
                .sentence
                .contains("(2, 0) is informed a second time")
        );
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
        let said = &t.reasons[0].sentence;
        assert!(
            said.contains("crosses the link (0,0)–(1,0) twice"),
            "{said}"
        );
        assert_eq!(t.reasons[0].line, 5);
        // Step 2: (1,0)→(2,0) and back, two directed links; no clash.
        assert_ne!(t.reasons[1].line, 5, "{}", t.reasons[1].sentence);
    }
}
