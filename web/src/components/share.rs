//! "Copy link", "Copy as Markdown" and the embed snippet.

use castlab_core::permalink::{Panel, Query, Theme};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::l10n::tr;

/// The page's address without query or fragment: the base of every link
/// it hands out, so a copy of castlab under any sub-path shares its own.
pub fn base_url() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}")
}

/// The full link of `query` at this page.
pub fn full_link(query: &Query) -> String {
    format!("{}?{}", base_url(), query.to_permalink())
}

/// A Markdown link whose text says what the link shows.
pub fn markdown_link(query: &Query) -> String {
    let text = crate::l10n::text(&query.describe())
        .replace('\\', "\\\\")
        .replace('[', "\\[")
        .replace(']', "\\]");
    format!("[castlab: {text}]({})", full_link(query))
}

/// Text safe inside a double-quoted HTML attribute.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// What the embed dialog lets the author choose.
#[derive(Clone, Copy, PartialEq)]
pub struct EmbedChoice {
    pub read_only: bool,
    pub panel: Panel,
    pub theme: Theme,
    pub autoplay: bool,
}

/// The `<iframe>` snippet for `query`: a 4:3 box that works without any
/// script, and the optional script that sizes it to the content.
pub fn embed_snippet(query: &Query, choice: EmbedChoice) -> String {
    let mut q = query.clone();
    q.embed = true;
    q.show.controls = !choice.read_only;
    q.show.panel = choice.panel;
    q.show.theme = choice.theme;
    q.show.autoplay = choice.autoplay;
    if choice.autoplay && q.step.is_none() {
        q.step = Some(0);
    }
    let base = base_url();
    let src = attribute(&format!("{base}?{}", q.to_permalink()));
    let title = attribute(&format!("castlab: {}", crate::l10n::text(&q.describe())));
    let dir = attribute(base.rsplit_once('/').map_or(base.as_str(), |(dir, _)| dir));
    format!(
        "<div class=\"castlab-embed\" style=\"position:relative;width:100%;max-width:960px;aspect-ratio:4/3\">\n  \
         <iframe src=\"{src}\" title=\"{title}\" loading=\"lazy\" allowfullscreen\n    \
         style=\"position:absolute;inset:0;width:100%;height:100%;border:0\"></iframe>\n\
         </div>\n\
         <!-- {comment} -->\n\
         <script src=\"{dir}/embed-host.js\" defer></script>",
        comment = tr("panels-embed-script-comment")
    )
}

/// A theme's name in the embed dialog (the link keeps `theme=`'s value).
fn theme_name(theme: Theme) -> String {
    match theme {
        Theme::Auto => tr("panels-theme-auto"),
        Theme::Light => tr("panels-theme-light"),
        Theme::Dark => tr("panels-theme-dark"),
        Theme::Projector => tr("panels-theme-projector"),
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub query: Query,
}

fn copy(text: String, status: UseStateHandle<String>, done: String) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        let message = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => done,
            Err(_) => tr("panels-clipboard-refused"),
        };
        status.set(message);
    });
}

#[component]
pub fn Share(props: &ShareProps) -> Html {
    // Never a link that opens on an every-node question's answer.
    let shared = castlab_core::exercise::shareable(&props.query);
    let status = use_state(String::new);
    let choice = use_state(|| EmbedChoice {
        read_only: false,
        panel: Panel::Metrics,
        theme: props.query.show.theme,
        autoplay: false,
    });
    let on_link = {
        let (query, status) = (shared.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            copy(full_link(&query), status.clone(), tr("panels-link-copied"))
        })
    };
    let on_markdown = {
        let (query, status) = (shared.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            copy(
                markdown_link(&query),
                status.clone(),
                tr("panels-markdown-copied"),
            )
        })
    };
    let snippet = embed_snippet(&shared, *choice);
    let on_snippet = {
        let (snippet, status) = (snippet.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            copy(snippet.clone(), status.clone(), tr("panels-snippet-copied"))
        })
    };
    let checkbox = |set: fn(&mut EmbedChoice, bool)| {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                let mut next = *choice;
                set(&mut next, input.checked());
                choice.set(next);
            }
        })
    };
    let on_panel = {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                let mut next = *choice;
                next.panel = if select.value() == "none" {
                    Panel::None
                } else {
                    Panel::Metrics
                };
                choice.set(next);
            }
        })
    };
    let on_theme = {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                let mut next = *choice;
                next.theme = Theme::ALL
                    .iter()
                    .copied()
                    .find(|t| t.as_str() == select.value())
                    .unwrap_or(Theme::Auto);
                choice.set(next);
            }
        })
    };
    html! {
        <section class="share" aria-label={tr("panels-share")}>
            <button type="button" data-testid="copy-link" onclick={on_link}>{ tr("panels-copy-link") }</button>
            <button type="button" data-testid="copy-markdown" onclick={on_markdown}>{ tr("panels-copy-markdown") }</button>
            <details class="embed-dialog" data-testid="embed-dialog">
                <summary>{ tr("panels-embed") }</summary>
                <div class="embed-options">
                    <label><input type="checkbox" data-testid="embed-read-only" checked={choice.read_only}
                        onchange={checkbox(|c, v| c.read_only = v)} />{ format!(" {}", tr("panels-embed-read-only")) }</label>
                    <label><input type="checkbox" data-testid="embed-autoplay" checked={choice.autoplay}
                        onchange={checkbox(|c, v| c.autoplay = v)} />{ format!(" {}", tr("panels-embed-autoplay")) }</label>
                    <label>{ format!("{} ", tr("panels-embed-panel")) }
                        <select data-testid="embed-panel" onchange={on_panel}>
                            <option value="metrics" selected={choice.panel == Panel::Metrics}>{ tr("panels-embed-panel-metrics") }</option>
                            <option value="none" selected={choice.panel == Panel::None}>{ tr("panels-embed-panel-none") }</option>
                        </select>
                    </label>
                    <label>{ format!("{} ", tr("panels-embed-theme")) }
                        <select data-testid="embed-theme" onchange={on_theme}>
                            { for Theme::ALL.iter().map(|t| html! {
                                <option value={t.as_str()} selected={*t == choice.theme}>{ theme_name(*t) }</option>
                            }) }
                        </select>
                    </label>
                </div>
                <textarea readonly=true rows="7" data-testid="embed-snippet" aria-label={tr("panels-embed-snippet")}
                    value={snippet} />
                <button type="button" data-testid="copy-embed" onclick={on_snippet}>{ tr("panels-copy-snippet") }</button>
                <p class="note">{ tr("panels-embed-note") }</p>
            </details>
            <p class="share-status" role="status" aria-live="polite" data-testid="share-status">{ (*status).clone() }</p>
        </section>
    }
}
