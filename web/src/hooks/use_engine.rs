//! Starts the worker once and feeds its answers and its health into the
//! reducer; an export (JSON or CSV) goes straight to a download.

use yew::prelude::*;

use crate::bridge::Bridge;
use crate::protocol::{Reply, SweepTable};
use crate::state::{Action, State, SweepData};

/// The bridge to the worker, created on first render.
#[hook]
pub fn use_engine(dispatch: UseReducerDispatcher<State>) -> Bridge {
    let bridge = use_memo((), move |_| {
        let events = dispatch.clone();
        Bridge::new(
            Callback::from(move |response| {
                dispatch.dispatch(match response {
                    Reply::Export {
                        permalink,
                        table,
                        text,
                    } => {
                        download(&permalink, table.as_deref(), &text);
                        return;
                    }
                    Reply::Map(map) => Action::MapReady(map.into()),
                    Reply::Check(check) => Action::PlanChecked(
                        crate::state::PlanVerdict {
                            report: check.report(),
                            permalink: check.permalink,
                        }
                        .into(),
                    ),
                    Reply::PlanText(answer) => match (answer.text, answer.edit) {
                        (Ok(text), true) => Action::EditPlan(Some(text)),
                        (Ok(text), false) => {
                            let stem = crate::download::file_stem(&answer.permalink);
                            crate::download::save_text(
                                &format!("{stem}-plan.json"),
                                "application/json",
                                &text,
                            );
                            return;
                        }
                        (Err(_), _) => return,
                    },
                    Reply::View { permalink, report } => Action::ReportReady {
                        key: permalink,
                        report: (*report).into(),
                    },
                    Reply::Search(progress) => Action::SearchAdvanced(progress),
                    Reply::Layer(layer) => Action::LayerReady(layer.into()),
                    Reply::Informer(informer) => Action::InformerReady(informer.into()),
                    Reply::Trace(trace) => Action::TraceReady(trace.into()),
                    Reply::Evaluation { permalink, text } => {
                        crate::hooks::use_embed_api::answer_evaluation(&permalink, &text);
                        return;
                    }
                    Reply::Sweep(answer) => Action::SweepReady {
                        asked: answer.asked,
                        // Worded as it arrives: the page's locale is fixed
                        // for its life (another reloads it).
                        result: answer
                            .result
                            .map(|t| sweep_data(t).into())
                            .map_err(|why| crate::l10n::text(&why)),
                    },
                    // Only workers ask for times and parts; the page never does.
                    Reply::Times(_) | Reply::SweepRows(_) => return,
                })
            }),
            Callback::from(move |event| events.dispatch(Action::Engine(event))),
        )
    });
    (*bridge).clone()
}

/// Saves `text` as `castlab-<permalink>.json`, or `…-<table>.csv`.
fn download(permalink: &str, table: Option<&str>, text: &str) {
    let stem = crate::download::file_stem(permalink);
    match table {
        None => crate::download::save_text(&format!("{stem}.json"), "application/json", text),
        Some(table) => crate::download::save_text(&format!("{stem}-{table}.csv"), "text/csv", text),
    }
}

/// A sweep's table as the page keeps it (its rows and notices parsed from
/// the JSON they travel as).
fn sweep_data(table: SweepTable) -> SweepData {
    SweepData {
        permalink: table.permalink,
        header: table.header,
        rows: serde_json::from_str(&table.rows).unwrap_or_default(),
        errors: serde_json::from_str(&table.errors).unwrap_or_default(),
        skipped: table.skipped,
        first_skip: table.first_skip,
        workers: table.workers,
    }
}
