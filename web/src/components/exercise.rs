//! An exercise (`ask=`): the question above the picture, the answer (a
//! click on the map, a number, yes or no) and the feedback, announced.

use castlab_core::eval::exercise::build::PlanCheck;
use castlab_core::eval::exercise::calls::CallsCheck;
use castlab_core::exercise::{Expect, Outcome, Response, activity_link, node_name};
use castlab_core::grid::NodeId;
use castlab_core::permalink::Query;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::hooks::use_tries::tab_scores;
use crate::l10n::{text, tr, tr_args};
use crate::state::{OpenExercise, PlanEdit};
use crate::words::notation;

#[derive(Properties, PartialEq)]
pub struct QuestionProps {
    pub exercise: OpenExercise,
    pub on_answer: Callback<Response>,
    /// "Your turn": the validator's verdict on the plan so far.
    #[prop_or_default]
    pub plan: Option<PlanCheck>,
    /// The link: its grid's coordinates or WK addresses name the nodes.
    pub query: Query,
    #[prop_or_default]
    pub on_plan: Callback<PlanEdit>,
    /// "Your turn" on the classical view: the validator's verdict on the
    /// calls so far.
    #[prop_or_default]
    pub calls: Option<CallsCheck>,
}

/// "Your turn" on an ordering: the vertex's neighbours in the reader's
/// order, each with a button to move it up, and a check.
fn order_view(props: &QuestionProps) -> Html {
    let e = &props.exercise;
    let edit = |edit: PlanEdit| props.on_plan.reform(move |_: MouseEvent| edit);
    let at = |v: u32| node_name(&props.query, v as usize);
    html! {
        <div class="plan" data-testid="order">
            <ol class="order">{ for e.order.iter().enumerate().map(|(i, &v)| html! {
                <li data-vertex={v.to_string()}>
                    { format!("{} ", tr_args("exercise-order-label", &[("label", (i + 1).into()), ("vertex", at(v).into())])) }
                    if i > 0 {
                        <button type="button" data-testid={format!("order-up-{i}")}
                            aria-label={tr_args("exercise-order-move-up", &[("vertex", at(v).into()), ("label", i.into())])}
                            onclick={edit(PlanEdit::MoveUp(i))}>{ "↑" }</button>
                    }
                </li>
            }) }</ol>
            <p class="answer"><button type="button" data-testid="order-check" onclick={edit(PlanEdit::CheckOrder)}>{ tr("exercise-order-check") }</button></p>
        </div>
    }
}

/// "Your turn": the step planned, the messages so far, the verdict, and
/// the buttons.
fn plan_view(props: &QuestionProps) -> Html {
    let e = &props.exercise;
    let grid = &props.query.grid;
    let at = |n: NodeId| crate::words::coords_text(&grid.coords(n));
    let edit = |edit: PlanEdit| props.on_plan.reform(move |_: MouseEvent| edit);
    let steps = props.plan.as_ref().map_or(0, |c| c.steps);
    let messages: Vec<String> = e
        .plan
        .iter()
        .filter(|m| m.0 == e.plan_step)
        .map(|&(_, f, r)| format!("{} → {}", at(f), at(r)))
        .collect();
    let verdict = match &props.plan {
        Some(c) => match (&c.violation, &c.hopeless) {
            (Some(v), _) => {
                html! { <span class="bad">{ tr_args("exercise-plan-not-allowed", &[("rule", v.clone().into())]) }</span> }
            }
            (None, Some(why)) => {
                html! { <span class="bad" data-testid="plan-hopeless">{ text(why) }</span> }
            }
            (None, None) if c.complete => {
                html! { <span class="ok">{ tr_args("exercise-plan-complete", &[("tcd", c.tcd.into())]) }</span> }
            }
            (None, None) => {
                html! { { tr_args("exercise-plan-so-far", &[("informed", c.informed.into()), ("nodes", grid.node_count().into()), ("tcd", c.tcd.into())]) } }
            }
        },
        None => html! {},
    };
    let divergence = props
        .plan
        .as_ref()
        .and_then(|c| c.divergence.as_ref().map(text));
    let last = props.plan.is_some() && e.plan_step >= steps;
    // Why "Next step" is off: the step planned is the last a broadcast on
    // this many nodes takes (each informed node informs at most one more
    // per step, so k steps inform at most 2^k nodes).
    let why_last = last.then(|| {
        let n = grid.node_count();
        tr_args(
            "exercise-plan-last-step",
            &[("steps", steps.into()), ("n", n.into())],
        )
    });
    html! {
        <div class="plan" data-testid="plan">
            <p>{ format!("{} ", tr_args("exercise-plan-planning", &[("step", e.plan_step.into()), ("steps", steps.into())])) }
                { match e.sender {
                    Some(s) => tr_args("exercise-plan-sender-chosen", &[("sender", at(s).into())]),
                    None => tr("exercise-plan-click-sender"),
                } }</p>
            <p class="plan-messages" data-testid="plan-messages">{ if messages.is_empty() { tr("exercise-plan-no-message") } else { messages.join(&tr("exercise-list-separator")) } }</p>
            <p class="plan-verdict" data-testid="plan-verdict" aria-live="polite">{ verdict }</p>
            if let Some(d) = divergence.filter(|_| props.plan.as_ref().is_some_and(|c| c.complete)) {
                <p class="note" data-testid="plan-divergence">{ d }</p>
            }
            <p class="answer">
                <button type="button" data-testid="plan-next" onclick={edit(PlanEdit::NextStep)} disabled={e.plan_step >= steps}
                    aria-describedby={why_last.is_some().then_some("plan-next-why")}>{ tr("exercise-plan-next") }</button>
                { " " }<button type="button" data-testid="plan-undo" onclick={edit(PlanEdit::Undo)}>{ tr("exercise-plan-undo") }</button>
                { " " }<button type="button" data-testid="plan-clear" onclick={edit(PlanEdit::Clear)}>{ tr("exercise-plan-clear") }</button>
            </p>
            if let Some(why) = why_last {
                <p class="note" id="plan-next-why" data-testid="plan-next-why">{ notation(&why) }</p>
            }
        </div>
    }
}

#[component]
pub fn QuestionPanel(props: &QuestionProps) -> Html {
    let input = use_node_ref();
    let question = match &*props.exercise.question {
        Ok(q) => q,
        Err(why) => {
            return html! {
                <section class="exercise" aria-label={tr("exercise-label")} data-testid="exercise">
                    <p class="note">{ tr_args("exercise-no-question", &[("why", why.text().into())]) }</p>
                </section>
            };
        }
    };
    let answer = match &question.expect {
        Expect::Node(_) => html! { <p class="note">{ tr("exercise-click-node") }</p> },
        Expect::Number(_) => {
            let onsubmit = {
                let (input, on_answer) = (input.clone(), props.on_answer.clone());
                Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    let typed = input.cast::<HtmlInputElement>().map(|i| i.value());
                    if let Some(n) = typed.and_then(|t| t.trim().parse::<u64>().ok()) {
                        on_answer.emit(Response::Number(n));
                    }
                })
            };
            html! {
                <form class="answer" {onsubmit}>
                    <label>{ format!("{} ", tr("exercise-your-answer")) }
                        <input ref={input} type="number" min="0" inputmode="numeric" data-testid="answer-input" />
                    </label>
                    { " " }<button type="submit" data-testid="answer-check">{ tr("exercise-check") }</button>
                </form>
            }
        }
        Expect::Plan => match &props.calls {
            Some(check) => html! { <super::calls_plan::CallsPlan exercise={props.exercise.clone()}
            check={check.clone()} query={props.query.clone()} on_plan={props.on_plan.clone()} /> },
            None => plan_view(props),
        },
        Expect::Order { .. } => order_view(props),
        Expect::YesNo(_) => {
            let say = |b: bool| {
                props
                    .on_answer
                    .reform(move |_: MouseEvent| Response::YesNo(b))
            };
            html! {
                <p class="answer">
                    <button type="button" data-testid="answer-yes" onclick={say(true)}>{ tr("exercise-yes") }</button>
                    { " " }<button type="button" data-testid="answer-no" onclick={say(false)}>{ tr("exercise-no") }</button>
                </p>
            }
        }
    };
    let (feedback, success) = match &props.exercise.answer {
        Some((_, o)) => (text(&o.feedback), Some(o.success)),
        None => (String::new(), None),
    };
    let score = props
        .exercise
        .answer
        .as_ref()
        .filter(|(_, o)| o.success)
        .map(|(_, o)| score_view(&props.query, o));
    html! {
        <section class="exercise" aria-label={tr("exercise-label")} data-testid="exercise">
            <p class="prompt" data-testid="prompt"><strong>{ question_label() }</strong>{ notation(&text(&question.prompt)) }</p>
            { answer }
            <p class={classes!("feedback", success.map(|s| if s { "right" } else { "wrong" }))}
                data-testid="feedback" data-success={success.map(|s| s.to_string())}
                aria-live="polite">{ notation(&feedback) }</p>
            { score.unwrap_or_default() }
        </section>
    }
}

/// A score as read: at most two decimals, no trailing zeros (1, 0.75,
/// 0.5), with the locale's decimal sign.
fn score_text(score: f64) -> String {
    crate::l10n::number(score, 2)
}

/// A right answer's score and why, and the tab's total: this question's
/// score with those of the others this tab answered right.
fn score_view(query: &Query, o: &Outcome) -> Html {
    let (others, count) = tab_scores(&activity_link(query));
    let (total, count) = (others + o.score, count + 1);
    let why = o.why.as_ref().map_or(String::new(), text);
    html! { <>
        <p class="score" data-testid="score" data-score={o.score.to_string()}>
            <strong>{ tr_args("exercise-score", &[("score", score_text(o.score).into())]) }</strong>{ tr_args("exercise-score-why", &[("why", why.into())]) }</p>
        <p class="score-total" data-testid="score-total" data-total={total.to_string()} data-count={count.to_string()}>
            { tr_args("exercise-total", &[("total", score_text(total).into()), ("count", count.into())]) }</p>
    </> }
}

/// "Question: " before the prompt; a full-width colon (zh-Hans "问题：")
/// carries its own space.
fn question_label() -> String {
    let label = tr("exercise-question");
    if label.ends_with('：') {
        label
    } else {
        format!("{label} ")
    }
}

#[cfg(test)]
mod tests {
    //! The exercise's words in English are the sentences castlab showed
    //! before they moved into `locales/en/exercise.ftl`, byte for byte:
    //! each expected sentence is the former `format!` written out, its
    //! numbers from the link's own report.

    use castlab_core::eval::exercise::{ViewData, build, question};
    use castlab_core::eval::{ViewResult, evaluate};
    use castlab_core::exercise::{Expect, Question, Response, check, tries_words};
    use castlab_core::grid::NodeId;
    use castlab_core::permalink::{Ask, parse};
    use castlab_core::text::Text;

    use super::score_text;
    use crate::l10n::{text, tr_args};

    #[test]
    fn a_hops_question_and_its_feedback_read_as_before() {
        let link = "v=1&dims=4x4&src=1,2&ask=hops";
        let e = evaluate(link);
        let ViewResult::Tcd { source, map } = &e.result else {
            panic!("{link}: a TCD view")
        };
        let q = question(&parse(link).query, ViewData::Tcd(source, &map.tcd_map)).unwrap();
        let first: u32 = source
            .schedule
            .as_ref()
            .unwrap()
            .iter()
            .filter(|m| m.step == 1)
            .map(|m| m.hops)
            .sum();
        assert_eq!(
            text(&q.prompt),
            "How many hops do all the messages of this broadcast from (1, 2) travel in all (its TCD)?"
        );
        let hint = format!(
            "Add up each step's routes: step 1 alone travels {first} hops; the stepper counts each step's hops."
        );
        let tcd = source.tcd;
        let wrong = check(&q, &Response::Number(tcd + 1), 1);
        assert_eq!(
            text(&wrong.feedback),
            format!("Not quite: {} is not the answer. Hint: {hint}", tcd + 1)
        );
        let far = check(&q, &Response::Number(tcd * 3), 3);
        assert_eq!(
            text(&far.feedback),
            format!(
                "Not quite: {} is off by half of the answer or more. Hint: {hint}",
                tcd * 3
            )
        );
        let right = check(&q, &Response::Number(tcd), 3);
        assert_eq!(text(&right.feedback), format!("Right: {tcd}."));
        assert_eq!(text(right.why.as_ref().unwrap()), "two earlier tries");
    }

    #[test]
    fn tries_nodes_and_yes_no_read_as_before() {
        let number = Expect::Number(1);
        for (attempt, words) in [
            (1, "right at the first try"),
            (2, "one earlier try"),
            (3, "two earlier tries"),
            (4, "three earlier tries"),
            (7, "6 earlier tries"),
        ] {
            assert_eq!(text(&tries_words(&number, attempt)), words);
        }
        assert_eq!(
            text(&tries_words(&Expect::YesNo(true), 2)),
            "one earlier try, and a yes or no has only one answer left"
        );
        let least = Question {
            ask: Ask::Least,
            prompt: Text::new("exercise-least-tcd-prompt"),
            expect: Expect::Node(vec![vec![1, 1]]),
            about: Vec::new(),
            hides_values: true,
            hint: Text::new("exercise-least-tcd-hint"),
            least: Some(10),
        };
        let hint = "Sources in the middle of a quadrant do better than corners and edges: think of where the first messages must go.";
        let far = check(&least, &Response::Node(vec![0, 0], Some(30)), 3);
        assert_eq!(
            text(&far.feedback),
            format!(
                "Not quite: (0, 0) is not one of the best; its value is off by half of the least or more. Hint: {hint}"
            )
        );
        let near = check(&least, &Response::Node(vec![0, 0], Some(11)), 1);
        assert_eq!(
            text(&near.feedback),
            format!("Not quite: (0, 0) is not one of the best. Hint: {hint}")
        );
        let right = check(&least, &Response::Node(vec![1, 1], Some(10)), 1);
        assert_eq!(
            text(&right.feedback),
            "Right: (1, 1) has the least value, 10."
        );
        let link = Text::new("exercise-link-hint");
        assert_eq!(
            text(&link.clone().arg("messages", 1u32)),
            "Step through the schedule and watch that link: 1 message of the schedule's routes use it."
        );
        assert_eq!(
            text(&link.arg("messages", 3u32)),
            "Step through the schedule and watch that link: 3 messages of the schedule's routes use it."
        );
    }

    #[test]
    fn a_hopeless_plan_and_the_plans_words_read_as_before() {
        let said = build::hopeless(16, 4, &[], 2).unwrap();
        assert_eq!(
            text(&said),
            "This plan can no longer finish in 4 steps: after step 1, 1 node is informed, and doubling in each of the 3 steps left reaches at most 8 of the 16 nodes (in step 1 not every informed node sent, and a broadcast in 4 steps needs every one to send in every step). Undo back to step 1 or start over."
        );
        let one = [(1, NodeId::new(0), NodeId::new(1))];
        let said = build::hopeless(16, 4, &one, 4).unwrap();
        assert_eq!(
            text(&said),
            "This plan can no longer finish in 4 steps: after step 3, 2 nodes are informed, and doubling in each of the 1 step left reaches at most 4 of the 16 nodes (in step 2 not every informed node sent, and a broadcast in 4 steps needs every one to send in every step). Undo back to step 2 or start over."
        );
        let so_far = |tcd: u64| {
            tr_args(
                "exercise-plan-so-far",
                &[
                    ("informed", 3u32.into()),
                    ("nodes", 16u32.into()),
                    ("tcd", tcd.into()),
                ],
            )
        };
        assert_eq!(so_far(1), "3 of 16 nodes informed so far; 1 hop.");
        assert_eq!(so_far(4), "3 of 16 nodes informed so far; 4 hops.");
        let total = |score: f64, count: u32| {
            tr_args(
                "exercise-total",
                &[("total", score_text(score).into()), ("count", count.into())],
            )
        };
        assert_eq!(
            total(0.75, 1),
            "This tab's total: 0.75 of 1, over the 1 question answered right here."
        );
        assert_eq!(
            total(1.5, 2),
            "This tab's total: 1.5 of 2, over the 2 questions answered right here."
        );
    }

    #[test]
    fn a_classical_verdict_reads_as_before() {
        let link = "v=1&net=cube&m=3&view=classical&src=000&ask=build";
        let q = parse(link).query;
        let r = castlab_core::eval::classical_report(&q);
        // The binomial tree from 000: round i crosses dimension i.
        let mut informed = vec![0u32];
        let mut plan = Vec::new();
        for bit in 0..3 {
            let round: Vec<(u32, u32, u32)> = informed
                .iter()
                .map(|&v| (bit + 1, v, v ^ (1 << bit)))
                .collect();
            informed.extend(round.iter().map(|c| c.2));
            plan.extend(round);
        }
        let c = castlab_core::eval::exercise::calls::check_calls(&q, &r, &plan);
        let said = text(&c.verdict.unwrap());
        assert!(
            said.starts_with("A valid broadcast in 3 rounds: that is b(000), the least possible (no broadcast beats max(⌈log₂ N⌉, the originator's eccentricity) = 3, and "),
            "{said}"
        );
        let c = castlab_core::eval::exercise::calls::check_calls(&q, &r, &[(1, 1, 3)]);
        assert_eq!(
            text(&c.violation.unwrap()),
            "round 1: 001 calls before it has the message"
        );
    }
}
