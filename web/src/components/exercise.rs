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
                    { format!("label {}: {} ", i + 1, at(v)) }
                    if i > 0 {
                        <button type="button" data-testid={format!("order-up-{i}")}
                            aria-label={format!("Move {} up to label {}", at(v), i)}
                            onclick={edit(PlanEdit::MoveUp(i))}>{ "↑" }</button>
                    }
                </li>
            }) }</ol>
            <p class="answer"><button type="button" data-testid="order-check" onclick={edit(PlanEdit::CheckOrder)}>{ "Check my order" }</button></p>
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
                html! { <span class="bad">{ format!("Not allowed: {v}. The message that breaks it is marked with a red cross on the map.") }</span> }
            }
            (None, Some(why)) => {
                html! { <span class="bad" data-testid="plan-hopeless">{ why.clone() }</span> }
            }
            (None, None) if c.complete => {
                html! { <span class="ok">{ format!("Every node informed: TCD {}.", c.tcd) }</span> }
            }
            (None, None) => {
                html! { { format!("{} of {} nodes informed so far; {} {}.", c.informed, grid.node_count(), c.tcd, if c.tcd == 1 { "hop" } else { "hops" }) } }
            }
        },
        None => html! {},
    };
    let divergence = props.plan.as_ref().and_then(|c| c.divergence.clone());
    let last = props.plan.is_some() && e.plan_step >= steps;
    // Why "Next step" is off: the step planned is the last a broadcast on
    // this many nodes takes (each informed node informs at most one more
    // per step, so k steps inform at most 2^k nodes).
    let why_last = last.then(|| {
        let n = grid.node_count();
        format!(
            "“Next step” is off: step {steps} is the last. Each step at most doubles the informed nodes, so {steps} steps (⌈log₂ {n}⌉) are the fewest that inform all {n}, and a plan takes no more."
        )
    });
    html! {
        <div class="plan" data-testid="plan">
            <p>{ format!("Planning step {} of {steps}: ", e.plan_step) }
                { match e.sender {
                    Some(s) => format!("sender {} chosen, now click its receiver.", at(s)),
                    None => "click a sender, then its receiver.".to_string(),
                } }</p>
            <p class="plan-messages" data-testid="plan-messages">{ if messages.is_empty() { "No message planned in this step yet.".to_string() } else { messages.join(", ") } }</p>
            <p class="plan-verdict" data-testid="plan-verdict" aria-live="polite">{ verdict }</p>
            if let Some(d) = divergence.filter(|_| props.plan.as_ref().is_some_and(|c| c.complete)) {
                <p class="note" data-testid="plan-divergence">{ d }</p>
            }
            <p class="answer">
                <button type="button" data-testid="plan-next" onclick={edit(PlanEdit::NextStep)} disabled={e.plan_step >= steps}
                    aria-describedby={why_last.is_some().then_some("plan-next-why")}>{ "Next step" }</button>
                { " " }<button type="button" data-testid="plan-undo" onclick={edit(PlanEdit::Undo)}>{ "Undo" }</button>
                { " " }<button type="button" data-testid="plan-clear" onclick={edit(PlanEdit::Clear)}>{ "Start over" }</button>
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
                <section class="exercise" aria-label="Exercise" data-testid="exercise">
                    <p class="note">{ format!("No question here: {why}.") }</p>
                </section>
            };
        }
    };
    let answer = match &question.expect {
        Expect::Node(_) => html! { <p class="note">{ "Click a node on the map to answer." }</p> },
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
                    <label>{ "Your answer " }
                        <input ref={input} type="number" min="0" inputmode="numeric" data-testid="answer-input" />
                    </label>
                    { " " }<button type="submit" data-testid="answer-check">{ "Check" }</button>
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
                    <button type="button" data-testid="answer-yes" onclick={say(true)}>{ "Yes" }</button>
                    { " " }<button type="button" data-testid="answer-no" onclick={say(false)}>{ "No" }</button>
                </p>
            }
        }
    };
    let (feedback, success) = match &props.exercise.answer {
        Some((_, o)) => (o.feedback.clone(), Some(o.success)),
        None => (String::new(), None),
    };
    let score = props
        .exercise
        .answer
        .as_ref()
        .filter(|(_, o)| o.success)
        .map(|(_, o)| score_view(&props.query, o));
    html! {
        <section class="exercise" aria-label="Exercise" data-testid="exercise">
            <p class="prompt" data-testid="prompt"><strong>{ "Question: " }</strong>{ notation(&question.prompt) }</p>
            { answer }
            <p class={classes!("feedback", success.map(|s| if s { "right" } else { "wrong" }))}
                data-testid="feedback" data-success={success.map(|s| s.to_string())}
                aria-live="polite">{ notation(&feedback) }</p>
            { score.unwrap_or_default() }
        </section>
    }
}

/// A score as read: at most two decimals, no trailing zeros (1, 0.75, 0.5).
fn score_text(score: f64) -> String {
    let text = format!("{score:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A right answer's score and why, and the tab's total: this question's
/// score with those of the others this tab answered right.
fn score_view(query: &Query, o: &Outcome) -> Html {
    let (others, count) = tab_scores(&activity_link(query));
    let (total, count) = (others + o.score, count + 1);
    let questions = if count == 1 { "question" } else { "questions" };
    html! { <>
        <p class="score" data-testid="score" data-score={o.score.to_string()}>
            <strong>{ format!("Score {} of 1", score_text(o.score)) }</strong>{ format!(": {}.", o.why) }</p>
        <p class="score-total" data-testid="score-total" data-total={total.to_string()} data-count={count.to_string()}>
            { format!("This tab's total: {} of {count}, over the {count} {questions} answered right here.", score_text(total)) }</p>
    </> }
}
