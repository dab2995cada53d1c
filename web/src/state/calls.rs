//! "Your turn" on the classical view: the reader's calls, round by round,
//! judged by the telephone model's one validator (`classical::check`
//! through `calls::check_calls`), and scored by rounds against b(u).

use castlab_core::eval::exercise::calls::{CallsCheck, PlannedCall, check_calls};
use castlab_core::exercise::{Outcome, Response, node_name};
use castlab_core::permalink::View;
use castlab_core::text::Text;

use super::{Report, State};

impl State {
    /// The open exercise's plan as calls: (round, caller, callee) vertex
    /// numbers (vertex v is cell v of the drawing).
    fn planned_calls(&self) -> Vec<PlannedCall> {
        self.exercise.as_ref().map_or(Vec::new(), |e| {
            e.plan
                .iter()
                .map(|&(t, f, r)| (t, f.index() as u32, r.index() as u32))
                .collect()
        })
    }

    /// The verdict on a classical plan so far, while one is built.
    pub fn calls_check(&self) -> Option<CallsCheck> {
        if self.query.view != View::Classical {
            return None;
        }
        self.exercise.as_ref().filter(|e| e.builds())?;
        let Some(Report::Classical(report)) = &self.report else {
            return None;
        };
        Some(check_calls(&self.query, report, &self.planned_calls()))
    }

    /// The plan as text: `round:caller>callee` per call, by address.
    fn calls_text(&self) -> String {
        self.planned_calls()
            .iter()
            .map(|&(t, f, r)| {
                let at = |v: u32| node_name(&self.query, v as usize);
                format!("{t}:{}>{}", at(f), at(r))
            })
            .collect::<Vec<_>>()
            .join(";")
    }

    /// A complete, valid schedule is an answer, scored by its rounds.
    pub(super) fn with_calls_outcome(mut self) -> Self {
        let Some(check) = self.calls_check() else {
            return self;
        };
        let text = self.calls_text();
        let Some(e) = self.exercise.as_mut() else {
            return self;
        };
        let Some(verdict) = check.verdict.filter(|_| check.complete) else {
            e.answer = None;
            return self;
        };
        let why = if check.score >= 1.0 {
            Text::new("exercise-calls-why-best").arg("rounds", check.rounds)
        } else {
            Text::new("exercise-calls-why-fewer").arg("rounds", check.rounds)
        };
        // The first complete schedule's feedback told b(u): a retake
        // teaches, but is scored no higher than that first one.
        let (score, why) = match e.scored {
            Some(first) if first < check.score => (
                first,
                Text::new("exercise-calls-why-stands").arg("why", why),
            ),
            Some(_) | None => (check.score, why),
        };
        e.scored.get_or_insert(check.score);
        e.answer = Some((
            Response::Plan(text),
            Outcome {
                success: true,
                score,
                feedback: verdict,
                why: Some(why),
            },
        ));
        e.answers += 1;
        e.restored = false;
        self
    }

    /// "Check my schedule" before every vertex is informed: a wrong answer
    /// naming the first vertex left out (or the rule broken).
    pub(super) fn with_calls_submitted(self) -> Self {
        let Some(check) = self.calls_check() else {
            return self;
        };
        if check.complete {
            return self.with_calls_outcome();
        }
        let text = self.calls_text();
        let mut next = self;
        let hint: castlab_core::text::Arg = match next.exercise.as_ref().map(|e| &*e.question) {
            Some(Ok(q)) => q.hint.clone().into(),
            Some(Err(_)) | None => String::new().into(),
        };
        let Some(e) = next.exercise.as_mut() else {
            return next;
        };
        let why = check
            .violation
            .or(check.left_out)
            .unwrap_or_else(|| Text::new("exercise-calls-incomplete"));
        e.answer = Some((
            Response::Plan(text),
            Outcome {
                success: false,
                score: 0.0,
                feedback: Text::new("exercise-calls-not-yet")
                    .arg("why", why)
                    .arg("hint", hint),
                why: None,
            },
        ));
        e.answers += 1;
        e.restored = false;
        next
    }
}
