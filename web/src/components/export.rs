//! Downloads of the view's numbers: the JSON `castlab eval` prints and its
//! CSV tables (`castlab eval --csv`), both computed by the worker from the
//! permalink, so a download always equals the command line.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ExportProps {
    /// The CSV tables this view has (`export::offered_tables`).
    pub tables: Vec<&'static str>,
    /// `None` asks for the JSON, `Some(table)` for a CSV table.
    pub on_export: Callback<Option<String>>,
}

#[component]
pub fn Export(props: &ExportProps) -> Html {
    let ask = |table: Option<&'static str>| {
        props
            .on_export
            .reform(move |_: MouseEvent| table.map(str::to_string))
    };
    html! {
        <section class="export" aria-label="Download the numbers">
            <button type="button" data-testid="export-json" onclick={ask(None)}>{ "Download JSON" }</button>
            { " CSV: " }
            { for props.tables.iter().map(|&t| html! {
                <button type="button" class="link" data-testid={format!("export-csv-{t}")}
                    aria-label={format!("Download the {t} table as CSV")} onclick={ask(Some(t))}>{ t }</button>
            }) }
            <p class="note">{ "The numbers of this view, exactly as castlab eval prints them (--csv TABLE for a table)." }</p>
        </section>
    }
}
