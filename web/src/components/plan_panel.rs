//! Your own schedule or ordering in the page: the panel that scores a
//! `plan=` link's plan (`castlab check`'s report: the verdict, the first
//! broken rule, the numbers beside the paper's and the best known), the
//! tools that bring one in (a file, the editor, or a drop or paste
//! anywhere on the view) and the editor itself.

use castlab_core::plan::check::{CheckReport, Compared};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::check;
use crate::l10n::{Arg, text, tr, tr_args};

/// The largest file the page reads (4 MiB): a plan that travels in a link
/// is far smaller; bigger ones are `castlab check`'s.
pub const PAGE_FILE_BYTES: f64 = 4.0 * 1024.0 * 1024.0;

#[derive(Properties, PartialEq)]
pub struct PlanPanelProps {
    /// The worker's check (`None` while it computes), or why the link's
    /// plan is not one.
    pub report: Option<Result<CheckReport, String>>,
    /// Show this step (the first broken rule's).
    pub on_step: Callback<u32>,
    /// Open the plan in the editor.
    pub on_edit: Callback<()>,
    /// Show the link without the plan.
    pub on_remove: Callback<()>,
}

/// The difference from a compared value, in words.
fn against(value: u64, c: &Compared) -> String {
    match value.cmp(&c.value) {
        std::cmp::Ordering::Equal => tr("panels-plan-equal"),
        std::cmp::Ordering::Less => tr_args("panels-plan-less", &[("n", (c.value - value).into())]),
        std::cmp::Ordering::Greater => {
            tr_args("panels-plan-more", &[("n", (value - c.value).into())])
        }
    }
}

#[component]
pub fn PlanPanel(props: &PlanPanelProps) -> Html {
    let buttons = html! {
        <p class="plan-actions">
            <button type="button" data-testid="plan-edit" onclick={props.on_edit.reform(|_: MouseEvent| ())}>{ tr("panels-plan-edit") }</button>
            { " " }
            <button type="button" class="link" data-testid="plan-remove" onclick={props.on_remove.reform(|_: MouseEvent| ())}>
                { tr("panels-plan-remove") }</button>
        </p>
    };
    let body = match &props.report {
        None => html! { <p>{ tr("panels-plan-checking") }</p> },
        Some(Err(why)) => html! { <p data-testid="plan-error">{ why }</p> },
        Some(Ok(r)) => report(r, &props.on_step),
    };
    let title = match &props.report {
        Some(Ok(r)) if r.kind == "ordering" => tr("panels-plan-your-ordering"),
        Some(Ok(_)) | Some(Err(_)) | None => tr("panels-plan-your-schedule"),
    };
    html! {
        <section class="plan-panel" data-testid="plan-panel" aria-label={title.clone()}>
            <h2>{ title }</h2>
            { body }
            { buttons }
        </section>
    }
}

fn report(r: &CheckReport, on_step: &Callback<u32>) -> Html {
    let model = match r.model {
        castlab_core::plan::check::PlanModel::OnePort => tr("panels-plan-model-one-port"),
        castlab_core::plan::check::PlanModel::AllPort => tr("panels-plan-model-all-port"),
        castlab_core::plan::check::PlanModel::StoreAndForward => {
            tr("panels-plan-model-store-forward")
        }
        castlab_core::plan::check::PlanModel::Orderly => tr("panels-plan-model-orderly"),
        castlab_core::plan::check::PlanModel::Telephone => tr("panels-plan-model-telephone"),
    };
    let verdict = match &r.first_broken {
        None => {
            html! { <p data-testid="plan-verdict">{ check(true) }{ format!(" {}", tr_args("panels-plan-valid", &[("model", model.as_str().into())])) }</p> }
        }
        Some(b) => {
            let show = b.step.map(|s| {
                let onclick = on_step.reform(move |_: MouseEvent| s);
                html! { <button type="button" class="link" data-testid="plan-show-broken" {onclick}>
                { tr_args("panels-plan-show-step", &[("step", s.into())]) }</button> }
            });
            html! { <>
                <p data-testid="plan-verdict">{ check(false) }{ format!(" {} ", tr_args("panels-plan-invalid-in", &[("model", model.as_str().into())])) }
                    <strong data-testid="plan-broken-rule">{ &b.rule }</strong>{ ". " }
                    <span data-testid="plan-broken-message">{ text(&b.message) }</span>{ ". " }{ show.unwrap_or_default() }</p>
                <p data-testid="plan-broken-count">{ tr_args("panels-plan-broken-count", &[("n", r.broken.into())]) }</p>
            </> }
        }
    };
    let valid = r.first_broken.is_none();
    let rows = r.compare.iter().map(|c| {
        // An invalid plan's value is not a broadcast's: nothing to compare.
        let cmp = if valid { against(r.value, c) } else { tr("panels-plan-not-compared-cell") };
        html! { <tr><td>{ crate::words::notation(&text(&c.name)) }</td><td data-testid={format!("plan-compare-{}", c.role)}>{ c.value }</td>
            <td>{ text(&c.how) }</td><td data-testid={format!("plan-yours-{}", c.role)}>{ cmp }</td></tr> }
    });
    let not_compared = (!valid && !r.compare.is_empty()).then(|| {
        let args: [(&str, Arg); 1] = [("measure", measure(r).into())];
        // "its TCD is not that", "its rounds are not those".
        let plural = matches!(r.measure.as_str(), "steps" | "half slots" | "rounds");
        let words = match (r.kind == "ordering", plural) {
            (true, true) => tr_args("panels-plan-not-compared-ordering-plural", &args),
            (true, false) => tr_args("panels-plan-not-compared-ordering", &args),
            (false, true) => tr_args("panels-plan-not-compared-schedule-plural", &args),
            (false, false) => tr_args("panels-plan-not-compared-schedule", &args),
        };
        html! {
            <p class="note" data-testid="plan-not-compared">{ words }</p>
        }
    });
    let contention = r.contention_free.map(|free| {
        if free {
            tr("panels-plan-contention-free")
        } else {
            tr("panels-plan-contention")
        }
    });
    let drawn = (r.model == castlab_core::plan::check::PlanModel::StoreAndForward).then(|| {
        html! {
            <p class="note" data-testid="plan-not-drawn">{ tr("panels-plan-not-drawn") }</p>
        }
    });
    let measure = measure(r);
    html! { <>
        { verdict }
        <p data-testid="plan-numbers">{ format!("{} ", tr_args("panels-plan-measure", &[("measure", measure.as_str().into())])) }<strong data-testid="plan-value">{ r.value }</strong>
            { match (r.kind.as_str(), r.measure.as_str()) {
                ("schedule", "steps") => tr_args("panels-plan-messages", &[("messages", r.messages.into())]),
                ("schedule", _) => tr_args("panels-plan-steps-messages", &[("steps", r.steps.into()), ("messages", r.messages.into())]),
                _ => String::new(),
            } }
            { contention.unwrap_or_default() }</p>
        { drawn.unwrap_or_default() }
        <table class="plan-compare">
            <thead><tr><th scope="col">{ tr("panels-plan-compared-with") }</th><th scope="col">{ measure.clone() }</th>
                <th scope="col">{ tr("panels-plan-how-known") }</th><th scope="col">{ tr("panels-plan-yours") }</th></tr></thead>
            <tbody>{ for rows }</tbody>
        </table>
        { not_compared.unwrap_or_default() }
    </> }
}

#[derive(Properties, PartialEq)]
pub struct PlanToolsProps {
    /// "schedule" or "ordering": what this view has to download.
    pub kind: &'static str,
    /// A file's text to import.
    pub on_import: Callback<String>,
    /// Open the editor on the current schedule or ordering.
    pub on_edit: Callback<()>,
    /// Download the current schedule or ordering as a plan file.
    pub on_download: Callback<()>,
    /// Say why a file was not read.
    pub on_refuse: Callback<String>,
}

/// Reads the first file of `files` as text and hands it on (or refuses
/// one over [`PAGE_FILE_BYTES`]).
pub fn read_file(
    files: Option<web_sys::FileList>,
    on_text: Callback<String>,
    on_refuse: Callback<String>,
) {
    let Some(file) = files.and_then(|f| f.get(0)) else {
        return;
    };
    if file.size() > PAGE_FILE_BYTES {
        on_refuse.emit(tr_args(
            "panels-plan-file-too-big",
            &[
                ("file", file.name().into()),
                ("bytes", (file.size() as u64).into()),
                ("limit", (PAGE_FILE_BYTES as u64).into()),
            ],
        ));
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        match JsFuture::from(file.text()).await {
            Ok(text) => on_text.emit(text.as_string().unwrap_or_default()),
            Err(_) => on_refuse.emit(tr_args(
                "panels-plan-file-unreadable",
                &[("file", file.name().into())],
            )),
        }
    });
}

#[component]
pub fn PlanTools(props: &PlanToolsProps) -> Html {
    let input = use_node_ref();
    let onchange = {
        let (input, on_text, on_refuse) = (
            input.clone(),
            props.on_import.clone(),
            props.on_refuse.clone(),
        );
        Callback::from(move |_: Event| {
            let element = input.cast::<HtmlInputElement>();
            read_file(
                element.as_ref().and_then(|i| i.files()),
                on_text.clone(),
                on_refuse.clone(),
            );
            if let Some(i) = element {
                i.set_value("");
            }
        })
    };
    let ordering = props.kind == "ordering";
    html! {
        <section class="plan-tools" aria-label={tr("panels-plan-tools")}>
            { format!("{} ", if ordering { tr("panels-plan-own-ordering") } else { tr("panels-plan-own-schedule") }) }
            <label class="button-like">{ tr("panels-plan-open-file") }
                <input ref={input} type="file" accept=".json,application/json" data-testid="plan-file" {onchange} />
            </label>
            { " " }
            <button type="button" data-testid="plan-edit-own" onclick={props.on_edit.reform(|_: MouseEvent| ())}>{ tr("panels-plan-edit") }</button>
            { " " }
            <button type="button" class="link" data-testid="plan-download" onclick={props.on_download.reform(|_: MouseEvent| ())}>
                { if ordering { tr("panels-plan-download-ordering") } else { tr("panels-plan-download-schedule") } }</button>
            <p class="note">{ tr("panels-plan-tools-note") }</p>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct PlanEditorProps {
    /// The text it opens with.
    pub text: String,
    /// Why the last text was not shown.
    #[prop_or_default]
    pub error: Option<String>,
    /// Check and show the edited text.
    pub on_apply: Callback<String>,
    /// Close without changes.
    pub on_close: Callback<()>,
}

#[component]
pub fn PlanEditor(props: &PlanEditorProps) -> Html {
    let area = use_node_ref();
    let apply = {
        let (area, on_apply) = (area.clone(), props.on_apply.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(a) = area.cast::<HtmlTextAreaElement>() {
                on_apply.emit(a.value());
            }
        })
    };
    let onkeydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                on_close.emit(());
            }
        })
    };
    let focus = area.clone();
    use_effect_with((), move |_| {
        if let Some(a) = focus.cast::<web_sys::HtmlElement>() {
            let _ = a.focus();
        }
    });
    html! {
        <section class="plan-editor" data-testid="plan-editor" aria-label={tr("panels-plan-editor")} {onkeydown}>
            <h2>{ tr("panels-plan-edit") }</h2>
            { props.error.as_ref().map(|e| html! {
                <p class="bad" role="alert" data-testid="plan-editor-error">{ e }</p>
            }).unwrap_or_default() }
            <textarea ref={area} data-testid="plan-text" spellcheck="false" rows="16"
                aria-label={tr("panels-plan-json")} value={props.text.clone()} />
            <p>
                <button type="button" data-testid="plan-apply" onclick={apply}>{ tr("panels-plan-apply") }</button>
                { " " }
                <button type="button" class="link" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ tr("panels-plan-cancel") }</button>
            </p>
        </section>
    }
}

/// A pasted or dropped text that is a plan file, by its first key.
pub fn looks_like_plan(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with('{') && t.contains("\"castlab\"")
}

/// The text of a paste event, unless it was typed into a field.
pub fn pasted_text(e: &web_sys::Event) -> Option<String> {
    if super::shortcuts::typing(e.target()) {
        return None;
    }
    let e = e.dyn_ref::<web_sys::ClipboardEvent>()?;
    e.clipboard_data()?.get_data("text").ok()
}

/// The measure as the page's panels name it.
pub fn measure(r: &CheckReport) -> String {
    match r.measure.as_str() {
        "tcd" => "TCD".into(),
        "steps" => tr("panels-measure-steps"),
        "half slots" => tr("panels-measure-half-slots"),
        "rounds" => tr("panels-measure-rounds"),
        "broadcast time" => tr("panels-measure-broadcast-time"),
        other => match other.strip_prefix("broadcast time from ") {
            Some(node) => tr_args(
                "panels-measure-broadcast-time-from",
                &[("node", node.into())],
            ),
            None => other.to_string(),
        },
    }
}
