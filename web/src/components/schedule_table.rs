//! The schedule as a table: every message with its step, route and hops.

use castlab_core::eval::SourceReport;
use yew::prelude::*;

use crate::l10n::{tr, tr_args};
use crate::shared::Shared;

/// Rows shown before the table says how many more there are.
const ROWS: usize = 1024;

#[derive(Properties, PartialEq)]
pub struct ScheduleTableProps {
    pub report: Shared<SourceReport>,
    /// Highlight this step's rows.
    pub step: Option<u32>,
    pub open: bool,
}

fn coords(c: &[u32]) -> String {
    let parts: Vec<String> = c.iter().map(|v| v.to_string()).collect();
    format!("({})", parts.join(","))
}

#[component]
pub fn ScheduleTable(props: &ScheduleTableProps) -> Html {
    let Some(schedule) = props.report.schedule.as_ref() else {
        return html! {
            <p class="note">{ tr_args(
                "panels-schedule-too-long",
                &[("messages", props.report.messages.into())],
            ) }</p>
        };
    };
    html! {
        <details class="schedule" open={props.open} data-testid="schedule-table">
            <summary>{ tr_args("panels-schedule-summary", &[("messages", schedule.len().into()), ("steps", props.report.steps.into())]) }</summary>
            // Scrolls: focusable, so the keyboard can scroll it too.
            <table tabindex="0" aria-label={tr("panels-schedule-label")}>
                <thead><tr><th>{ tr("panels-schedule-step") }</th><th>{ tr("panels-schedule-from") }</th><th>{ tr("panels-schedule-to") }</th><th>{ tr("panels-schedule-route") }</th><th>{ tr("panels-schedule-hops") }</th></tr></thead>
                <tbody>
                    { for schedule.iter().take(ROWS).map(|m| html! {
                        <tr class={classes!((props.step == Some(m.step)).then_some("current"))}>
                            <td>{ m.step }</td><td>{ coords(&m.from) }</td><td>{ coords(&m.to) }</td>
                            <td>{ &m.route }</td><td>{ m.hops }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            { if schedule.len() > ROWS {
                html! { <p class="note">{ tr_args("panels-schedule-more", &[("n", (schedule.len() - ROWS).into())]) }</p> }
            } else { html! {} } }
        </details>
    }
}
