//! The schedule as a table: every message with its step, route and hops.

use castlab_core::eval::SourceReport;
use yew::prelude::*;

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
            <p class="note">{ format!(
                "The schedule has {} messages, too many to list here; all of them were built and validated in the worker, and each step is drawn on the map as the load of its links (orange: one message, red: two or more).",
                props.report.messages
            ) }</p>
        };
    };
    html! {
        <details class="schedule" open={props.open} data-testid="schedule-table">
            <summary>{ format!("Schedule: {} messages in {} steps", schedule.len(), props.report.steps) }</summary>
            // Scrolls: focusable, so the keyboard can scroll it too.
            <table tabindex="0" aria-label="The schedule's messages">
                <thead><tr><th>{ "step" }</th><th>{ "from" }</th><th>{ "to" }</th><th>{ "route" }</th><th>{ "hops" }</th></tr></thead>
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
                html! { <p class="note">{ format!("… and {} more.", schedule.len() - ROWS) }</p> }
            } else { html! {} } }
        </details>
    }
}
