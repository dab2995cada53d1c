//! Animation controls for the schedule: step back and forth, or play.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::l10n::{tr, tr_args};
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
        (None, _) => tr("narration-stepper-hidden"),
        (Some(0), _) => tr_args("narration-stepper-before", &[("steps", steps.into())]),
        (Some(s), Some((messages, hops, informed))) => tr_args(
            "narration-stepper-summary",
            &[
                ("step", s.into()),
                ("steps", steps.into()),
                ("messages", messages.into()),
                ("messages-shown", grouped(messages as u64).into()),
                ("hops", hops.into()),
                ("hops-shown", grouped(hops).into()),
                ("informed", informed.into()),
                ("informed-shown", grouped(informed as u64).into()),
            ],
        ),
        (Some(s), None) => tr_args(
            "narration-stepper-step",
            &[("step", s.into()), ("steps", steps.into())],
        ),
    };
    let play = html! {
        <button type="button" data-testid="play" onclick={on_play}>
            { if props.playing { tr("narration-stepper-pause") } else { tr("narration-stepper-play") } }
        </button>
    };
    let status = html! { <p class="step-status" aria-live="polite" data-testid="step-status">{ status }</p> };
    if props.only_play {
        return html! { <div class="stepper" data-testid="stepper">{ play }{ status }</div> };
    }
    html! {
        <div class="stepper" data-testid="stepper">
            <button type="button" class="step-edge" title={tr("narration-stepper-first")} onclick={go(Some(0))}>{ "|◀" }</button>
            <button type="button" title={tr("narration-stepper-previous-key")} aria-label={tr("narration-stepper-previous")} aria-keyshortcuts="," onclick={go(Some(step.saturating_sub(1)))}>{ "◀" }</button>
            { play }
            <button type="button" data-testid="next-step" title={tr("narration-stepper-next-key")} aria-label={tr("narration-stepper-next")} aria-keyshortcuts="." onclick={go(Some((step + 1).min(steps)))}>{ "▶" }</button>
            <button type="button" class="step-edge" title={tr("narration-stepper-last")} aria-label={tr("narration-stepper-last")} onclick={go(Some(steps))}>{ "▶|" }</button>
            <input type="range" min="0" max={steps.to_string()} value={step.to_string()} aria-label={tr("narration-stepper-slider")} {oninput} />
            <button type="button" class="step-edge" title={tr("narration-stepper-hide-title")} onclick={go(None)}>{ tr("narration-stepper-hide") }</button>
            { status }
        </div>
    }
}
