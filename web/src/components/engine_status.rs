//! The worker's state, in one line: computing (with a progress bar when the
//! worker reports one, and "Cancel"), cancelled or failed (with "Compute
//! again").

use yew::prelude::*;

use crate::l10n::{Arg, tr, tr_args};
use crate::state::Halt;

#[derive(Properties, PartialEq)]
pub struct EngineStatusProps {
    pub busy: bool,
    pub halt: Option<Halt>,
    /// (done, total) of the long computation, when the worker reports it.
    #[prop_or_default]
    pub progress: Option<(u32, u32)>,
    /// What the progress counts: `originators`, or a sweep's `sizes`.
    #[prop_or("originators")]
    pub unit: &'static str,
    pub on_cancel: Callback<()>,
    pub on_retry: Callback<()>,
}

/// "3 of 16 originators": `unit` names what is counted (`originators`
/// or `sizes`, a token the shell passes; worded here).
fn progress(done: u32, total: u32, unit: &str) -> String {
    // Both grouped alike ("5,504 of 65,025"), as the readouts are.
    let args: [(&str, Arg); 2] = [
        ("done", crate::pages::count(done.into())),
        ("total", crate::pages::count(total.into())),
    ];
    match unit {
        "sizes" => tr_args("panels-engine-progress-sizes", &args),
        _ => tr_args("panels-engine-progress-originators", &args),
    }
}

#[component]
pub fn EngineStatus(props: &EngineStatusProps) -> Html {
    let retry = props.on_retry.reform(|_: MouseEvent| ());
    match &props.halt {
        Some(halt) => {
            let text = match halt {
                Halt::Cancelled => tr("panels-engine-cancelled"),
                Halt::Failed(message) => tr_args(
                    "panels-engine-failed",
                    &[("message", message.as_str().into())],
                ),
            };
            html! {
                <section class="engine-status halted" role="alert" data-testid="engine-halt">
                    <p>{ text }</p>
                    <button type="button" onclick={retry}>{ tr("panels-engine-again") }</button>
                </section>
            }
        }
        // Shown after a short delay (CSS), so quick answers do not flicker.
        None if props.busy => html! {
            <section class="engine-status busy" role="status" data-testid="engine-busy">
                <p>{ tr("panels-engine-busy") }</p>
                { for props.progress.map(|(done, total)| html! {
                    <label class="progress">
                        <progress data-testid="progress" max={total.to_string()} value={done.to_string()} />
                        { progress(done, total, props.unit) }
                    </label>
                }) }
                <button type="button" data-testid="cancel"
                    onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ tr("panels-plan-cancel") }</button>
            </section>
        },
        None => html! {},
    }
}
