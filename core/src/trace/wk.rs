//! The trace of a WK broadcast (paper 001): each delivery's [`Condition`],
//! recorded by the run that fired it, grouped per step.

use alloc::string::String;
use alloc::vec::Vec;

use super::{Group, Pseudocode, Reason, Trace, TraceError, Traced, check_cover, group_by};
use crate::text::Text;
use crate::wk::{Broadcast, Condition, Label, Wk, WkAlgorithm, WkNode};

/// What a reason of a WK run shares: the step (arrival time), the line,
/// the condition.
type Key = (u32, u32, Condition);

/// The pseudocode of a WK broadcast, under `title` (the algorithm's
/// heading).
pub fn pseudocode(algorithm: WkAlgorithm, title: Text) -> Pseudocode {
    match algorithm {
        WkAlgorithm::Fang => Pseudocode::new(
            title,
            Text::new("narration-fang-cite"),
            alloc::vec![
                Text::new("narration-fang-line-source"),
                Text::new("narration-fang-line-spread"),
                Text::new("narration-fang-line-corner"),
                Text::new("narration-fang-line-higher"),
                Text::new("narration-fang-line-matching"),
                Text::new("narration-fang-line-stop"),
            ],
        ),
        WkAlgorithm::Stack => Pseudocode::new(
            title,
            Text::new("narration-stack-cite"),
            alloc::vec![
                Text::new("narration-stack-line-source"),
                Text::new("narration-stack-line-pop"),
                Text::new("narration-stack-line-send"),
            ],
        ),
    }
}

fn line_of(condition: Condition, from_source: bool) -> u32 {
    match condition {
        Condition::StartInner | Condition::StartInter => 1,
        Condition::Spread => 2,
        Condition::CornerOn => 3,
        Condition::Higher => 4,
        Condition::Matching => 5,
        Condition::Unstacked if from_source => 1,
        Condition::Unstacked => 3,
    }
}

/// A rule's identifier in the JSON: 001's condition number.
pub fn rule_id(condition: Condition, label: &Label) -> &'static str {
    match (condition, label) {
        (Condition::StartInner, _) => "start-inner",
        (Condition::StartInter, _) => "start-inter",
        (Condition::Spread, Label::Corner { .. }) => "1.1",
        (Condition::Spread, _) => "2.1",
        (Condition::CornerOn, _) => "1.2.2.1",
        (Condition::Higher, _) => "2.2.2",
        (Condition::Matching, _) => "2.2.4.1",
        (Condition::Unstacked, _) => "stack",
    }
}

/// The deliveries of `run` from `source` grouped by step and condition,
/// checked to cover every delivery once.
pub fn groups(run: &Broadcast, source: WkNode) -> Result<Vec<Group<Key>>, TraceError> {
    let groups = group_by(
        run.deliveries
            .iter()
            .map(|d| (d.time, line_of(d.condition, d.from == source), d.condition)),
    );
    check_cover(&groups, run.deliveries.len())?;
    Ok(groups)
}

/// The trace of `run`, a broadcast on `wk` from `source`; `label_text`
/// writes a label as the report does.
pub fn trace(
    wk: &Wk,
    source: WkNode,
    pseudocode: Pseudocode,
    run: &Broadcast,
    label_text: &dyn Fn(&Label) -> String,
) -> Result<Trace, TraceError> {
    let groups = groups(run, source)?;
    let reasons = groups
        .iter()
        .map(|g| {
            let (step, line, condition) = g.key;
            let first = &run.deliveries[g.members[0] as usize];
            let n = g.members.len() as u64;
            let text = match condition {
                Condition::StartInner => Text::new("narration-wk-start-inner"),
                Condition::StartInter => Text::new("narration-wk-start-inter"),
                Condition::Spread => {
                    let mut senders: Vec<WkNode> = g
                        .members
                        .iter()
                        .map(|&i| run.deliveries[i as usize].from)
                        .collect();
                    senders.sort_unstable();
                    senders.dedup();
                    Text::new("narration-wk-spread").arg("senders", senders.len())
                }
                Condition::CornerOn => Text::new("narration-wk-corner"),
                Condition::Higher => Text::new("narration-wk-higher"),
                Condition::Matching => Text::new("narration-wk-matching"),
                Condition::Unstacked => Text::new("narration-wk-stack"),
            };
            let sentence = text
                .arg("n", n)
                .arg("from", wk.address(first.from))
                .arg("to", wk.address(first.to))
                .arg("label", label_text(&first.label));
            // A stack is popped and pushed (line 2) before it is sent on.
            let context: &[u32] = match (condition, line) {
                (Condition::Unstacked, 3) => &[2],
                (
                    Condition::StartInner
                    | Condition::StartInter
                    | Condition::Spread
                    | Condition::CornerOn
                    | Condition::Higher
                    | Condition::Matching
                    | Condition::Unstacked,
                    _,
                ) => &[],
            };
            Reason::new(
                (step, rule_id(condition, &first.label), line),
                sentence,
                n,
                g.members.iter().map(|&i| {
                    let d = &run.deliveries[i as usize];
                    Traced {
                        from: wk.digits(d.from),
                        to: wk.digits(d.to),
                    }
                }),
            )
            .within(context)
        })
        .collect();
    Ok(Trace {
        pseudocode,
        reasons,
        regions: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wk::{FirstLabel, Timing, simulate};

    /// Each condition's claim, checked from the network alone.
    fn check(wk: &Wk, source: WkNode, run: &Broadcast) {
        for d in &run.deliveries {
            let inter = wk.inter_neighbour(d.from).map(|(u, _)| u);
            let over_inter = inter == Some(d.to);
            match d.condition {
                Condition::StartInner | Condition::StartInter => assert_eq!(d.from, source),
                Condition::Spread => {
                    assert!(!over_inter, "{d:?} spreads over an inner link");
                    // The sender was reached over its inter-cluster link.
                    assert!(
                        run.deliveries
                            .iter()
                            .any(|e| e.to == d.from && Some(e.from) == inter)
                    );
                }
                Condition::CornerOn | Condition::Higher | Condition::Matching => {
                    assert!(over_inter, "{d:?} crosses its inter-cluster link");
                }
                Condition::Unstacked => {}
            }
            if let (Condition::Higher, Label::General { m, t }) = (d.condition, &d.label) {
                assert_eq!(*m, wk.cor_level(d.from));
                assert_eq!(Some(*t), wk.flip_cor_id(d.from));
            }
        }
    }

    #[test]
    fn every_delivery_has_one_condition_that_holds() {
        for (w, l) in [(4, 3), (3, 3), (4, 2), (5, 2), (2, 5)] {
            let wk = Wk::new(w, l).unwrap();
            for s in wk.node_ids() {
                for algorithm in [WkAlgorithm::Fang, WkAlgorithm::Stack] {
                    let run = simulate(
                        &wk,
                        s,
                        algorithm,
                        FirstLabel::Corrected,
                        Timing::Synchronous,
                    );
                    let groups = groups(&run, s).unwrap();
                    let covered: usize = groups.iter().map(|g| g.members.len()).sum();
                    assert_eq!(covered, wk.nodes() - 1, "W={w} L={l} exactly once");
                    if algorithm == WkAlgorithm::Fang {
                        check(&wk, s, &run);
                    }
                }
            }
        }
    }

    #[test]
    fn figure_3_from_201_starts_with_the_corrected_label() {
        // 001 Figure 3: 201 sends (1, 0) over its inter-cluster link.
        let wk = Wk::new(4, 3).unwrap();
        let s = wk.node_ids().find(|&v| wk.address(v) == "201").unwrap();
        let run = simulate(
            &wk,
            s,
            WkAlgorithm::Fang,
            FirstLabel::Corrected,
            Timing::Synchronous,
        );
        let t = trace(
            &wk,
            s,
            pseudocode(WkAlgorithm::Fang, Text::new("f")),
            &run,
            &|l| alloc::format!("{l:?}"),
        )
        .unwrap();
        let inter: Vec<&Reason> = t
            .reasons
            .iter()
            .filter(|r| r.rule == "start-inter")
            .collect();
        assert_eq!(inter.len(), 1);
        assert_eq!(inter[0].step, 1);
        let said = crate::eval::english::english(&inter[0].sentence);
        assert!(said.contains("General { m: 1, t: 0 }"), "{said}");
        assert_eq!(t.reasons.iter().map(|r| r.count).sum::<u64>(), 63);
    }
}
