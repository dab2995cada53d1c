//! Animation controls for the schedule: step back and forth, or play.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::words::grouped;

#[derive(Properties, PartialEq)]
pub struct StepperProps {
    /// The step shown; `None` hides the schedule.
    pub step: Option<u32>,
    pub steps: u32,
    pub playing: bool,
    /// Messages and hops of the step shown, if known.
    pub summary: Option<(usize, u64, usize)>,
    pub on_step: Callback<Option<u32>>,
    /// The slider moved (a drag sends many).
    pub on_scrub: Callback<u32>,
    pub on_play: Callback<()>,
    /// A read-only embed (`controls=0`) that animates: only play/pause and
    /// the step line, so its motion can always be stopped.
    #[prop_or_default]
    pub only_play: bool,
}

#[component]
pub fn Stepper(props: &StepperProps) -> Html {
    let step = props.step.unwrap_or(0);
    let steps = props.steps;
    let go = |to: Option<u32>| {
        let on_step = props.on_step.clone();
        Callback::from(move |_: MouseEvent| on_step.emit(to))
    };
    let oninput = {
        let on_scrub = props.on_scrub.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>()
                && let Ok(v) = input.value().parse::<u32>()
            {
                on_scrub.emit(v);
            }
        })
    };
    let on_play = props.on_play.reform(|_: MouseEvent| ());
    let status = match (props.step, props.summary) {
        (None, _) => "Schedule hidden: press play or pick a step.".to_string(),
        (Some(0), _) => format!("Before step 1: only the source is informed (of {steps} steps)."),
        (Some(s), Some((messages, hops, informed))) => {
            let count = |n: u64, one: &str, many: &str| {
                format!("{} {}", grouped(n), if n == 1 { one } else { many })
            };
            format!(
                "Step {s} of {steps}: {}, {}; {} informed.",
                count(messages as u64, "message", "messages"),
                count(hops, "hop", "hops"),
                count(informed as u64, "node", "nodes")
            )
        }
        (Some(s), None) => format!("Step {s} of {steps}."),
    };
    let play = html! {
        <button type="button" data-testid="play" onclick={on_play}>
            { if props.playing { "Pause" } else { "Play" } }
        </button>
    };
    let status = html! { <p class="step-status" aria-live="polite" data-testid="step-status">{ status }</p> };
    if props.only_play {
        return html! { <div class="stepper" data-testid="stepper">{ play }{ status }</div> };
    }
    html! {
        <div class="stepper" data-testid="stepper">
            <button type="button" class="step-edge" title="First step" onclick={go(Some(0))}>{ "|◀" }</button>
            <button type="button" title="Previous step (,)" aria-label="Previous step" aria-keyshortcuts="," onclick={go(Some(step.saturating_sub(1)))}>{ "◀" }</button>
            { play }
            <button type="button" data-testid="next-step" title="Next step (.)" aria-label="Next step" aria-keyshortcuts="." onclick={go(Some((step + 1).min(steps)))}>{ "▶" }</button>
            <button type="button" class="step-edge" title="Last step" aria-label="Last step" onclick={go(Some(steps))}>{ "▶|" }</button>
            <input type="range" min="0" max={steps.to_string()} value={step.to_string()} aria-label="Step" {oninput} />
            <button type="button" class="step-edge" title="Hide the schedule" onclick={go(None)}>{ "Hide" }</button>
            { status }
        </div>
    }
}
