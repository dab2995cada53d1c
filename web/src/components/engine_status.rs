//! The worker's state, in one line: computing (with a progress bar when the
//! worker reports one, and "Cancel"), cancelled or failed (with "Compute
//! again").

use yew::prelude::*;

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

#[component]
pub fn EngineStatus(props: &EngineStatusProps) -> Html {
    let retry = props.on_retry.reform(|_: MouseEvent| ());
    match &props.halt {
        Some(halt) => {
            let text = match halt {
                Halt::Cancelled => {
                    "Cancelled. Change a setting, or compute this one again.".to_string()
                }
                Halt::Failed(message) => format!(
                    "The computation stopped: {message}. castlab started a new worker; the page still works."
                ),
            };
            html! {
                <section class="engine-status halted" role="alert" data-testid="engine-halt">
                    <p>{ text }</p>
                    <button type="button" onclick={retry}>{ "Compute again" }</button>
                </section>
            }
        }
        // Shown after a short delay (CSS), so quick answers do not flicker.
        None if props.busy => html! {
            <section class="engine-status busy" role="status" data-testid="engine-busy">
                <p>{ "Computing in the background…" }</p>
                { for props.progress.map(|(done, total)| html! {
                    <label class="progress">
                        <progress data-testid="progress" max={total.to_string()} value={done.to_string()} />
                        { format!("{done} of {total} {}", props.unit) }
                    </label>
                }) }
                <button type="button" data-testid="cancel"
                    onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </section>
        },
        None => html! {},
    }
}
