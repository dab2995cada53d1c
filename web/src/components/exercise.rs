//! An exercise (`ask=`): the question above the picture, the answer (a
//! click on the map, a number, yes or no) and the feedback, announced.

use castlab_core::exercise::{Expect, Response};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::state::Exercise;
use crate::words::notation;

#[derive(Properties, PartialEq)]
pub struct QuestionProps {
    pub exercise: Exercise,
    pub on_answer: Callback<Response>,
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
    html! {
        <section class="exercise" aria-label="Exercise" data-testid="exercise">
            <p class="prompt" data-testid="prompt"><strong>{ "Question: " }</strong>{ notation(&question.prompt) }</p>
            { answer }
            <p class={classes!("feedback", success.map(|s| if s { "right" } else { "wrong" }))}
                data-testid="feedback" data-success={success.map(|s| s.to_string())}
                aria-live="polite">{ notation(&feedback) }</p>
        </section>
    }
}
