//! The exercise of an `ask=` link: its question, asked once the view's
//! numbers are in (from the same report `castlab eval` prints), and the
//! outcome of the last answer. A `least` question takes a click on the
//! map; the others a typed number or yes / no.

use std::rc::Rc;

use castlab_core::eval::exercise::build::{
    OrderCheck, PlanCheck, Planned, check_order, check_plan,
};
use castlab_core::eval::exercise::{NoQuestion, ViewData, question};
use castlab_core::exercise::{self, Outcome, Question, Response};
use castlab_core::grid::NodeId;
use castlab_core::permalink::{Ask, Query};
use castlab_core::text::Text;

use super::{Node, Pick, Report, State};

/// A question and how it was answered.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenExercise {
    /// What the question depends on: the map for `least` (picks move the
    /// source), the source's report otherwise.
    pub key: String,
    /// The question, or why none can be asked here.
    pub question: Rc<Result<Question, NoQuestion>>,
    /// The last answer and what it earned.
    pub answer: Option<(Response, Outcome)>,
    /// Answers given so far: each is an event, even a repeated one.
    pub answers: u32,
    /// "Your turn": the messages planned so far, the step being planned
    /// (from 1) and the sender clicked, waiting for its receiver.
    pub plan: Vec<Planned>,
    pub plan_step: u32,
    pub sender: Option<NodeId>,
    /// "Your turn" on an ordering: the reader's list for the vertex.
    pub order: Vec<u32>,
    /// The answer shown is one a reload restored, not one just given.
    pub restored: bool,
    /// A built schedule's first score: the feedback then tells b(u), so a
    /// later schedule is scored no higher.
    pub scored: Option<f64>,
    /// The first right answer's score and why (given here or before a
    /// reload): a right answer checked again is no new try and keeps it.
    pub right: Option<(f64, Text)>,
}

/// What a tab keeps of a question across a reload: the tries made, and
/// the right answer's score and why, once one was right (its message, so
/// a reload in another language words it there).
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    pub tries: u32,
    pub right: Option<(f64, Text)>,
}

impl Kept {
    /// As stored: the tries, then a right answer's score and why (the
    /// message as JSON), by tabs.
    pub fn write(&self) -> String {
        match &self.right {
            Some((score, why)) => {
                let why =
                    castlab_core::text::plain(|| serde_json::to_string(why)).unwrap_or_default();
                format!("{}\t{score}\t{why}", self.tries)
            }
            None => self.tries.to_string(),
        }
    }

    /// The stored text back; `None` for anything else.
    pub fn read(text: &str) -> Option<Kept> {
        let mut parts = text.splitn(3, '\t');
        let tries = parts.next()?.parse().ok()?;
        let right = match (parts.next(), parts.next()) {
            (Some(score), Some(why)) => {
                let score: f64 = score.parse().ok()?;
                let why: Text = serde_json::from_str(why).ok()?;
                Some((score.clamp(0.0, 1.0), why))
            }
            (None, _) => None,
            (Some(_), None) => return None,
        };
        Some(Kept { tries, right })
    }
}

/// The answer a right one gave, as far as the question says: what a
/// reload shows as answered (the response itself is not kept).
fn right_response(expect: &exercise::Expect) -> Response {
    match expect {
        exercise::Expect::Node(ok) => Response::Node(ok.first().cloned().unwrap_or_default(), None),
        exercise::Expect::Number(n) => Response::Number(*n),
        exercise::Expect::YesNo(b) => Response::YesNo(*b),
        exercise::Expect::Plan | exercise::Expect::Order { .. } => Response::Plan(String::new()),
    }
}

/// An edit of a "your turn" plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanEdit {
    /// Plan the next step.
    NextStep,
    /// Take back the last message (or the sender clicked).
    Undo,
    /// Start over.
    Clear,
    /// Move the neighbour at this place of the list one place up.
    MoveUp(usize),
    /// Judge the list as it stands.
    CheckOrder,
    /// Plan the call from the first vertex to the second (a classical
    /// schedule, chosen from the list rather than clicked).
    Call(u32, u32),
    /// Submit a classical schedule as it stands (an uninformed vertex
    /// left is then named).
    Submit,
}

impl OpenExercise {
    /// An answer scored by its try (a number, a node, yes / no, an
    /// order). Once the question was answered right, a right answer again
    /// is no new try (a grader counts it once) and keeps the first right
    /// score and why: checking again, or after a reload, lowers nothing.
    /// A wrong one is a try, but the score earned stays.
    fn record(&mut self, response: Response, mut outcome: Outcome) {
        match (&self.right, outcome.success) {
            (Some((score, why)), true) => {
                outcome.score = *score;
                outcome.why = Some(why.clone());
            }
            (Some(_), false) => self.answers += 1,
            (None, true) => {
                self.right = outcome.why.clone().map(|why| (outcome.score, why));
                self.answers += 1;
            }
            (None, false) => self.answers += 1,
        }
        self.answer = Some((response, outcome));
        self.restored = false;
    }

    /// Whether the page hides values that would give the answer away.
    pub fn hides_values(&self) -> bool {
        let right = self.answer.as_ref().is_some_and(|(_, o)| o.success);
        matches!(&*self.question, Ok(q) if q.hides_values) && !right
    }

    /// Whether the reader builds the broadcast by clicks ("your turn" on
    /// a schedule; on an ordering the reader orders a list instead).
    pub fn builds(&self) -> bool {
        matches!(&*self.question, Ok(q) if q.expect == exercise::Expect::Plan)
    }
}

/// What the question of `query` depends on.
fn key_of(query: &Query) -> String {
    match query.show.ask {
        Some(Ask::Least) => query.map_key(),
        Some(Ask::Hops | Ask::When | Ask::Link | Ask::Contention | Ask::Build) | None => {
            query.source_key()
        }
    }
}

impl State {
    /// The question, computed when its numbers are in and not yet asked
    /// for this key; dropped when the link asks none.
    pub(super) fn with_exercise(mut self) -> Self {
        let Some(ask) = self.query.show.ask else {
            self.exercise = None;
            return self;
        };
        let key = key_of(&self.query);
        if self.exercise.as_ref().is_some_and(|e| e.key == key) {
            return self;
        }
        let q = &self.query;
        let map = self
            .maps
            .iter()
            .find(|m| m.map_key == q.map_key())
            .map(|m| &m.tcd_map[..]);
        let question = match (&self.report, map) {
            (Some(Report::Tcd(r)), Some(map)) => question(q, ViewData::Tcd(r, map)),
            (Some(Report::Orderly { report, .. }), _) => question(q, ViewData::Orderly(report)),
            (Some(Report::Wk(r)), _) => question(q, ViewData::Wk(r)),
            (Some(Report::Msn(r)), _) => question(q, ViewData::Route(&r.route)),
            (Some(Report::Classical(r)), _) => question(q, ViewData::Classical(r)),
            (Some(Report::Tcd(_)), None) | (None, _) => {
                // Not asked yet: no question of another configuration.
                self.exercise = None;
                return self;
            }
        };
        debug_assert_eq!(ask, q.show.ask.expect("checked above"));
        let order = match &question {
            Ok(Question {
                expect: exercise::Expect::Order { list, .. },
                ..
            }) => list.clone(),
            Ok(_) | Err(_) => Vec::new(),
        };
        self.exercise = Some(OpenExercise {
            key,
            question: Rc::new(question),
            answer: None,
            answers: 0,
            plan: Vec::new(),
            plan_step: 1,
            sender: None,
            order,
            restored: false,
            scored: None,
            right: None,
        });
        self
    }

    /// Counts the tries made before a reload (the next answer is the
    /// `tries + 1`-th), and keeps a question answered right answered, with
    /// its score. The restored answer is no new one: `restored` keeps it
    /// from being posted again.
    pub(super) fn tries_restored(self: Rc<Self>, kept: Kept) -> Rc<Self> {
        let Some(e) = self.exercise.as_ref().filter(|e| e.answers < kept.tries) else {
            return self;
        };
        let right = match (&*e.question, kept.right) {
            (Ok(q), Some((score, why))) => Some((
                right_response(&q.expect),
                Outcome {
                    success: true,
                    score,
                    feedback: Text::new("exercise-restored"),
                    why: Some(why),
                },
            )),
            (Ok(_) | Err(_), _) => None,
        };
        let mut next = (*self).clone();
        if let Some(e) = next.exercise.as_mut() {
            e.answers = kept.tries;
            e.restored = right.is_some();
            e.scored = right.as_ref().map(|(_, o)| o.score);
            e.right = right
                .as_ref()
                .and_then(|(_, o)| Some((o.score, o.why.clone()?)));
            if right.is_some() {
                e.answer = right;
            }
        }
        Rc::new(next)
    }

    /// The reader's answer, checked.
    pub(super) fn answered(self: Rc<Self>, response: &Response) -> Rc<Self> {
        let Some(Ok(question)) = self.exercise.as_ref().map(|e| &*e.question) else {
            return self;
        };
        let attempt = self.exercise.as_ref().map_or(1, |e| e.answers + 1);
        let outcome = exercise::check(question, response, attempt);
        let mut next = (*self).clone();
        if let Some(e) = next.exercise.as_mut() {
            e.record(response.clone(), outcome);
        }
        Rc::new(next)
    }

    /// A pick, as the answer to a `least` question not yet answered right.
    pub(super) fn pick_answers(&self, pick: &Pick) -> Option<Response> {
        let e = self.exercise.as_ref()?;
        let asks_node = matches!(&*e.question, Ok(q) if q.ask == Ask::Least);
        let done = e.answer.as_ref().is_some_and(|(_, o)| o.success);
        // The node as the question names it: grid coordinates, or a WK
        // address's digits.
        let at = match pick.node {
            Node::Grid(v) => self.query.grid.coords(v).to_vec(),
            Node::Wk(v) => self.query.wk.digits(v),
        };
        (asks_node && !done).then(|| Response::Node(at, pick.value.map(|x| x as u64)))
    }

    /// Whether the page hides the values that would give the answer away:
    /// also while a link's question waits for the numbers it is asked from
    /// (the source's report can come before the map the question needs).
    pub fn hides_values(&self) -> bool {
        match &self.exercise {
            Some(e) => e.hides_values(),
            None => self.query.show.ask.is_some(),
        }
    }

    /// Whether replaying the run would answer the open question: `when`
    /// asks at what time a vertex is informed, which the stepper shows;
    /// for `least` the run's length is the originator's time (orderly),
    /// and its first message goes to an eye (TCD); for `build` the run is
    /// a plan to copy. The drawing then shows no step, and stepping and
    /// playing do nothing.
    pub fn hides_replay(&self) -> bool {
        self.hides_values()
            && matches!(
                self.query.show.ask,
                Some(Ask::When | Ask::Least | Ask::Build)
            )
    }

    /// The step the drawing shows: none while a replay would answer the
    /// question.
    pub fn shown_step(&self) -> Option<u32> {
        if self.hides_replay() {
            None
        } else {
            self.query.step
        }
    }

    /// The link for the address bar: the state's own, but where a click
    /// is the answer (`least`) the question's link without the clicked
    /// source, so one copied from the bar never opens on the answer.
    pub fn address(&self) -> String {
        match (self.query.show.ask, &self.sweep) {
            (Some(Ask::Least), None) => exercise::shareable(&self.query).to_permalink(),
            _ => self.permalink(),
        }
    }

    /// Whether a question is open: from the link that asks it (also while
    /// it waits for its numbers) until it is answered right. The exports
    /// and `evaluate` carry its answer, so they wait for it.
    pub fn question_open(&self) -> bool {
        self.query.show.ask.is_some()
            && self.exercise.as_ref().is_none_or(|e| {
                e.question.is_ok() && !e.answer.as_ref().is_some_and(|(_, o)| o.success)
            })
    }

    /// Whether an open question is about the link's source (or route), so
    /// a click or an arrow key on the drawing must not move it and swap
    /// the question for another; `least` is about every source, and its
    /// clicks are the answers.
    pub fn holds_subject(&self) -> bool {
        self.question_open() && self.query.show.ask != Some(Ask::Least)
    }

    /// Whether a click plans a message rather than moving the source.
    pub fn builds(&self) -> bool {
        self.exercise.as_ref().is_some_and(OpenExercise::builds)
    }

    /// The verdict on the plan so far, by the validator.
    pub fn plan_check(&self) -> Option<PlanCheck> {
        let e = self.exercise.as_ref().filter(|e| e.builds())?;
        let report = self.tcd_report()?;
        Some(check_plan(
            &self.query.grid,
            self.source(),
            &e.plan,
            e.plan_step,
            report,
        ))
    }

    /// A click while building: the sender, then its receiver.
    pub(super) fn build_pick(self: Rc<Self>, v: NodeId) -> Rc<Self> {
        let mut next = (*self).clone();
        let Some(e) = next.exercise.as_mut() else {
            return self;
        };
        match e.sender.take() {
            None => e.sender = Some(v),
            Some(from) if from == v => {}
            Some(from) => e.plan.push((e.plan_step, from, v)),
        }
        Rc::new(next.with_plan_outcome())
    }

    /// An edit of the plan.
    pub(super) fn plan_edited(self: Rc<Self>, edit: PlanEdit) -> Rc<Self> {
        let mut next = (*self).clone();
        let steps = match next.calls_check() {
            Some(c) => castlab_core::eval::exercise::calls::max_rounds(c.nodes),
            None => next.plan_check().map_or(0, |c| c.steps),
        };
        let Some(e) = next.exercise.as_mut() else {
            return self;
        };
        match edit {
            PlanEdit::NextStep => e.plan_step = (e.plan_step + 1).min(steps.max(1)),
            PlanEdit::Undo if e.sender.is_some() => e.sender = None,
            // Back over an empty step first (undoing "Next step"), then
            // the last message.
            PlanEdit::Undo if e.plan_step > 1 && !e.plan.iter().any(|m| m.0 == e.plan_step) => {
                e.plan_step -= 1;
            }
            PlanEdit::Undo => {
                if let Some((step, _, _)) = e.plan.pop() {
                    e.plan_step = step;
                }
            }
            PlanEdit::Clear => {
                e.plan.clear();
                e.plan_step = 1;
                e.sender = None;
            }
            PlanEdit::MoveUp(i) => {
                if i > 0 && i < e.order.len() {
                    e.order.swap(i - 1, i);
                }
                return Rc::new(next);
            }
            PlanEdit::CheckOrder => return Rc::new(next.with_order_outcome()),
            PlanEdit::Call(from, to) => {
                e.sender = None;
                e.plan.push((
                    e.plan_step,
                    NodeId::new(from as usize),
                    NodeId::new(to as usize),
                ));
            }
            PlanEdit::Submit => return Rc::new(next.with_calls_submitted()),
        }
        Rc::new(next.with_plan_outcome())
    }

    /// The verdict on the reader's list: b(G) with it, against the
    /// ordering's own list and the best any order of the vertex's labels
    /// gives.
    pub fn order_check(&self) -> Option<OrderCheck> {
        let e = self.exercise.as_ref()?;
        let Ok(Question {
            expect: exercise::Expect::Order { vertex, .. },
            ..
        }) = &*e.question
        else {
            return None;
        };
        let Some(Report::Orderly { report, .. }) = &self.report else {
            return None;
        };
        let (o, t) = (
            report.label_offsets.as_ref()?,
            report.label_targets.as_ref()?,
        );
        let ord = castlab_core::orderly::Ordering::from_flat(o, t).ok()?;
        check_order(&ord, *vertex, &e.order)
    }

    fn with_order_outcome(mut self) -> Self {
        let Some(check) = self.order_check() else {
            return self;
        };
        let Some(e) = self.exercise.as_mut() else {
            return self;
        };
        let success = check.success();
        let attempt = e.answers + 1;
        let weight = match &*e.question {
            Ok(q) => exercise::attempt_weight(&q.expect, attempt),
            Err(_) => 0.0,
        };
        let target = check.target.time;
        let why = match &*e.question {
            Ok(q) if success => Some(exercise::tries_words(&q.expect, attempt)),
            Ok(_) | Err(_) => None,
        };
        let outcome = Outcome {
            success,
            why,
            score: weight * f64::from(target) / f64::from(check.time.max(1)),
            feedback: if success {
                Text::new("exercise-order-right")
                    .arg("time", check.time)
                    .arg("base", check.base)
            } else {
                Text::new("exercise-order-wrong")
                    .arg("time", check.time)
                    .arg("reached", check.target.reached_by)
                    .arg("orders", check.target.orders)
                    .arg("target", target)
            },
        };
        let text = e
            .order
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",");
        e.record(Response::Plan(text), outcome);
        self
    }

    /// A complete, valid plan is an answer: scored against the best known.
    fn with_plan_outcome(mut self) -> Self {
        if self.calls_check().is_some() {
            return self.with_calls_outcome();
        }
        let Some(check) = self.plan_check() else {
            return self;
        };
        let grid = self.query.grid;
        let Some(e) = self.exercise.as_mut() else {
            return self;
        };
        if !check.complete {
            e.answer = None;
            return self;
        }
        let text = e
            .plan
            .iter()
            .map(|&(t, f, r)| {
                let c = |n: NodeId| {
                    let p: Vec<String> = grid.coords(n).iter().map(|x| x.to_string()).collect();
                    format!("({})", p.join(","))
                };
                format!("{t}:{}>{}", c(f), c(r))
            })
            .collect::<Vec<_>>()
            .join(";");
        let feedback = match (check.paper, check.best.clone()) {
            (Some(p), Some((b, name))) => Text::new("exercise-plan-valid-paper-best")
                .arg("paper", p)
                .arg("name", name)
                .arg("best", b),
            (Some(p), None) => Text::new("exercise-plan-valid-paper").arg("paper", p),
            (None, Some((b, name))) => Text::new("exercise-plan-valid-best")
                .arg("name", name)
                .arg("best", b),
            (None, None) => Text::new("exercise-plan-valid"),
        };
        // The score is the best known TCD over the plan's, whatever the tries.
        let why = match check.best {
            Some((b, name)) if b == check.tcd => Text::new("exercise-plan-why-ties")
                .arg("best", b)
                .arg("name", name),
            Some((b, name)) => Text::new("exercise-plan-why-more")
                .arg("name", name)
                .arg("best", b)
                .arg("tcd", check.tcd),
            None => Text::new("exercise-plan-why-valid"),
        };
        let outcome = Outcome {
            success: true,
            why: Some(why),
            score: check.score,
            feedback: feedback.arg("steps", check.steps).arg("tcd", check.tcd),
        };
        e.answer = Some((Response::Plan(text), outcome));
        e.answers += 1;
        e.restored = false;
        self
    }

    /// The planned message that breaks the plan's first broken rule, as
    /// (sender, receiver) coordinates, for the map to mark.
    pub fn broken_message(&self) -> Option<(Vec<u32>, Vec<u32>)> {
        let e = self.exercise.as_ref()?;
        let &(_, from, to) = e.plan.get(self.plan_check()?.broken?)?;
        let at = |n: NodeId| self.query.grid.coords(n).to_vec();
        Some((at(from), at(to)))
    }
}
