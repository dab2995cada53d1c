//! Downloads of the view: PNG pictures at 1× and 2× and SVG, drawn afresh
//! by the view's canvases under the view's title and over its colour scales
//! and keys (`figure.rs`), ready for a slide; the JSON `castlab eval` prints and its CSV tables
//! (`castlab eval --csv`), both computed by the worker from the permalink,
//! so a download always equals the command line.

use yew::prelude::*;

use super::canvas::Renderers;
use super::figure::Figure;
use crate::download::{file_stem, save_png, save_text};
use crate::l10n::{tr, tr_args};

#[derive(Properties, PartialEq)]
pub struct ExportProps {
    pub permalink: String,
    /// Whether the view is drawn (grids of four or more dimensions are
    /// shown as numbers only).
    pub pictures: bool,
    /// The CSV tables this view has (`export::offered_tables`).
    pub tables: Vec<&'static str>,
    /// `None` asks for the JSON, `Some(table)` for a CSV table.
    pub on_export: Callback<Option<String>>,
    /// The command whose output the downloads are: `castlab eval`, or
    /// `castlab sweep` for a sweep.
    #[prop_or("castlab eval")]
    pub command: &'static str,
    /// The step log shown (`trace=1`), written under the SVG's drawing.
    #[prop_or_default]
    pub log: Vec<String>,
}

#[component]
pub fn Export(props: &ExportProps) -> Html {
    let ask = |table: Option<&'static str>| {
        props
            .on_export
            .reform(move |_: MouseEvent| table.map(str::to_string))
    };
    let renderers = use_context::<Renderers>();
    let png = |scale: f64| {
        let renderers = renderers.clone();
        let stem = file_stem(&props.permalink);
        Callback::from(move |_: MouseEvent| {
            let figure = Figure::from_page();
            let picture = renderers.as_ref().and_then(|r| r.composite(scale, &figure));
            if let Some(canvas) = picture {
                let suffix = if scale > 1.0 { "@2x" } else { "" };
                save_png(format!("{stem}{suffix}.png"), &canvas);
            }
        })
    };
    let svg = {
        let renderers = renderers.clone();
        let stem = file_stem(&props.permalink);
        let log = props.log.clone();
        Callback::from(move |_: MouseEvent| {
            let figure = Figure::from_page();
            if let Some(text) = renderers.as_ref().and_then(|r| r.svg(&log, &figure)) {
                save_text(&format!("{stem}.svg"), "image/svg+xml", &text);
            }
        })
    };
    html! {
        <section class="export" aria-label={tr("panels-export")}>
            { if props.pictures { html! { <>
                { format!("{} ", tr("panels-export-picture")) }
                <button type="button" class="link" data-testid="export-png" onclick={png(1.0)}>{ "PNG" }</button>
                <button type="button" class="link" data-testid="export-png-2x" onclick={png(2.0)}>{ "PNG 2×" }</button>
                <button type="button" class="link" data-testid="export-svg" onclick={svg}>{ "SVG" }</button>
                <br />
            </> } } else { html! {} } }
            <button type="button" data-testid="export-json" onclick={ask(None)}>{ tr("panels-export-json") }</button>
            { " CSV: " }
            { for props.tables.iter().map(|&t| html! {
                <button type="button" class="link" data-testid={format!("export-csv-{t}")}
                    aria-label={tr_args("panels-export-csv", &[("table", table_name(t).into())])} onclick={ask(Some(t))}>{ table_name(t) }</button>
            }) }
            <p class="note">{ if props.command == "castlab eval" {
                tr("panels-export-note-eval")
            } else {
                tr_args("panels-export-note", &[("command", props.command.into())])
            } }</p>
        </section>
    }
}

/// A CSV table's name in the page's locale (its file keeps `castlab eval
/// --csv`'s name).
fn table_name(table: &str) -> String {
    match table {
        "nodes" => tr("panels-table-name-nodes"),
        "summary" => tr("panels-table-name-summary"),
        "schedule" => tr("panels-table-name-schedule"),
        "eyes" => tr("panels-table-name-eyes"),
        "claims" => tr("panels-table-name-claims"),
        "path" => tr("panels-table-name-path"),
        "areas" => tr("panels-table-name-areas"),
        "deliveries" => tr("panels-table-name-deliveries"),
        "sets" => tr("panels-table-name-sets"),
        "compare" => tr("panels-table-name-compare"),
        "bounds" => tr("panels-table-name-bounds"),
        "cycles" => tr("panels-table-name-cycles"),
        "messy" => tr("panels-table-name-messy"),
        "phases" => tr("panels-table-name-phases"),
        "sweep" => tr("panels-table-name-sweep"),
        other => other.to_string(),
    }
}
