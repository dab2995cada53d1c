//! The reader's own plan around the room: the tools that bring one in
//! (under the permalink) with their editor, and the panel that scores the
//! link's plan (above the room; in an embed, its verdict in one line).
//! The shell gives them the state's parts and the callbacks of
//! `hooks::use_plan`; they touch neither the worker nor the URL.

use castlab_core::permalink::View;
use castlab_core::plan::check::CheckReport;
use yew::prelude::*;

use super::plan_panel::{PlanEditor, PlanPanel, PlanTools};
use crate::l10n::{tr, tr_args};
use crate::state::{Action, PlanEditing};

#[derive(Properties, PartialEq)]
pub struct YourPlanToolsProps {
    /// The view, which says whether it has a schedule or an ordering.
    pub view: View,
    /// The editor's text, while it is open.
    pub editing: Option<PlanEditing>,
    /// Ask for the shown plan's text: into the editor (`true`) or saved.
    pub ask_text: Callback<bool>,
    pub dispatch: Callback<Action>,
}

/// "Your own schedule": the tools that bring a plan in, and its editor;
/// only on views that have a schedule or an ordering.
#[component]
pub fn YourPlanTools(props: &YourPlanToolsProps) -> Html {
    let kind = match props.view {
        View::Tcd | View::Broadcast | View::Te | View::Classical => "schedule",
        View::Orderly => "ordering",
        View::Route | View::Mnb | View::Hamiltonian | View::Areas => return html! {},
    };
    let dispatch = &props.dispatch;
    let editor = props.editing.clone().map(|editing| {
        html! {
            <PlanEditor text={editing.text} error={editing.error} on_apply={dispatch.reform(Action::ImportPlan)}
                on_close={dispatch.reform(|()| Action::EditPlan(None))} />
        }
    });
    html! { <>
        <PlanTools {kind} on_import={dispatch.reform(Action::ImportPlan)} on_edit={props.ask_text.reform(|()| true)}
            on_download={props.ask_text.reform(|()| false)} on_refuse={dispatch.reform(Action::PlanRefused)} />
        { editor.unwrap_or_default() }
    </> }
}

#[derive(Properties, PartialEq)]
pub struct YourPlanPanelProps {
    /// The worker's check of the link's plan (`None` while it computes).
    pub report: Option<Result<CheckReport, String>>,
    /// Its numbers would answer an open question: they wait.
    pub waiting: bool,
    /// An embed: the verdict in one line.
    pub embed: bool,
    pub ask_text: Callback<bool>,
    pub dispatch: Callback<Action>,
}

/// The panel that scores the link's plan, above its room.
#[component]
pub fn YourPlanPanel(props: &YourPlanPanelProps) -> Html {
    // A plan opened from the tools under the room is scored up here: its
    // verdict is brought into view when it comes.
    let verdict = match &props.report {
        Some(Ok(r)) => Some((r.permalink.clone(), r.valid, r.value, r.broken)),
        Some(Err(_)) | None => None,
    };
    let shown = !props.embed && !props.waiting;
    use_effect_with((verdict, shown), move |(verdict, shown)| {
        if verdict.is_some() && *shown {
            crate::hooks::after_paint(|| reveal("[data-testid=plan-panel]"));
        }
    });
    if props.waiting {
        return html! {
            <p class="note" data-testid="plan-waiting">{ tr("panels-plan-waiting") }</p>
        };
    }
    if props.embed {
        return embed_verdict(props.report.as_ref());
    }
    let dispatch = props.dispatch.clone();
    let on_step = Callback::from(move |s| {
        dispatch.emit(Action::SetStep(Some(s)));
        // The map, wherever the layout puts it (below the panel on a
        // narrow screen, the stepper above it when narrated).
        crate::hooks::after_paint(|| reveal(".beside"));
    });
    html! {
        <PlanPanel report={props.report.clone()} {on_step} on_edit={props.ask_text.reform(|()| true)}
            on_remove={props.dispatch.reform(|()| Action::RemovePlan)} />
    }
}

/// An embed's plan verdict, one line in its bar: an embed draws the plan,
/// so it says whether the plan keeps the rules.
fn embed_verdict(report: Option<&Result<CheckReport, String>>) -> Html {
    let words = match report {
        None => tr("panels-embed-plan-checking"),
        Some(Err(why)) => tr_args("panels-embed-plan-error", &[("why", why.as_str().into())]),
        Some(Ok(r)) => {
            let ordering = r.kind == "ordering";
            match &r.first_broken {
                None => {
                    let args = [
                        ("measure", super::plan_panel::measure(r).into()),
                        ("value", r.value.into()),
                    ];
                    if ordering {
                        tr_args("panels-embed-ordering-valid", &args)
                    } else {
                        tr_args("panels-embed-schedule-valid", &args)
                    }
                }
                Some(b) => {
                    let rule = ("rule", b.rule.as_str().into());
                    match (b.step, ordering) {
                        (Some(s), true) => tr_args(
                            "panels-embed-ordering-invalid-at",
                            &[rule, ("step", s.into())],
                        ),
                        (Some(s), false) => tr_args(
                            "panels-embed-schedule-invalid-at",
                            &[rule, ("step", s.into())],
                        ),
                        (None, true) => tr_args("panels-embed-ordering-invalid", &[rule]),
                        (None, false) => tr_args("panels-embed-schedule-invalid", &[rule]),
                    }
                }
            }
        }
    };
    let ok = report.map(|r| r.as_ref().is_ok_and(|r| r.valid));
    html! {
        <span class={classes!("plan-embed-verdict", (ok == Some(false)).then_some("bad"))}
            data-testid="plan-verdict" role="status" title={words.clone()}>{ words }</span>
    }
}

/// Scrolls the first element `selector` finds into view, its top at the
/// top of the window, unless it is in view already (so a page opened on a
/// plan's link does not jump).
pub fn reveal(selector: &str) {
    let window = web_sys::window();
    let height = window
        .as_ref()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let found = window
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = found {
        let rect = element.get_bounding_client_rect();
        let seen = rect.top() >= 0.0 && rect.bottom() <= height;
        if !seen {
            element.scroll_into_view_with_bool(true);
        }
    }
}
