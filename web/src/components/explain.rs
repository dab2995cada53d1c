//! "What am I looking at?": the view's model, colours and verdicts in a
//! few plain sentences (each family's room writes its own), one click away
//! under its title; the glossary the explanations link to; and the About
//! panel with the papers in full.

use castlab_core::papers::{PAPERS, readable};
use wasm_bindgen::JsCast;
use yew::prelude::*;

pub use castlab_core::glossary::GLOSSARY;

/// A term in running text: a link to its glossary entry, with its
/// definition on hover. (Embeds show no explanation: they fit their box.)
pub fn term(id: &'static str, text: &str) -> Html {
    let definition = GLOSSARY
        .iter()
        .find(|t| t.id == id)
        .map_or("", |t| t.definition);
    // Scrolls to the entry without touching the URL (the query is the
    // state; a fragment would only add a history entry).
    let onclick = Callback::from(move |e: MouseEvent| {
        e.prevent_default();
        let entry = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&format!("glossary-{id}")));
        if let Some(entry) = entry {
            if let Some(about) = entry
                .closest("details")
                .ok()
                .flatten()
                .and_then(|d| d.dyn_into::<web_sys::HtmlDetailsElement>().ok())
            {
                about.set_open(true);
            }
            entry.scroll_into_view();
        }
    });
    html! {
        <a class="term" href={format!("#glossary-{id}")} title={definition} {onclick}>{ crate::words::notation(text) }</a>
    }
}

#[derive(Properties, PartialEq)]
pub struct ExplainProps {
    /// The family's words for the view (its room's `explain`), or for a
    /// sweep's charts.
    pub body: Html,
    /// A sweep's charts rather than one configuration.
    #[prop_or_default]
    pub sweep: bool,
}

/// The view's explanation, closed until asked for.
#[component]
pub fn Explain(props: &ExplainProps) -> Html {
    let body = props.body.clone();
    html! {
        <details class="explain" data-testid="explain">
            <summary>{ "What am I looking at?" }</summary>
            { body }
            if !props.sweep {
                <p>{ "Why? Narrate the steps puts the algorithm beside the picture, marks the lines that send the current step's messages (dashed: the set-up and loop lines the step runs within) and says why in the step log, whose terms link to the glossary; hover a line to see its messages in violet, or a node to see the line that informed it. The . and , keys step from anywhere on the page." }</p>
            }
        </details>
    }
}

/// A glossary link: the term's anchor and the words that link to it.
pub type Terms<'a> = &'a dyn Fn(&'static str, &str) -> Html;

/// What every sweep's explanation begins with.
pub fn sweep_intro() -> Html {
    html! {
        <p>{ "A sweep: the same link at every size in its ranges, one point (or one cell) per size, computed in the background over every core. Hover over or tap a point for its values, click it to open that size, or read them all in the table. The CSV and JSON downloads are what " }
           <code>{ "castlab sweep" }</code>{ " prints for this link." }</p>
    }
}

/// A claim's source ("000 Theorem 2") as the paper's short name, with the
/// full citation on hover.
pub fn cited(text: &str) -> Html {
    let id = text.split(' ').next().unwrap_or("");
    let full = PAPERS
        .iter()
        .find(|p| p.id == id)
        .map(|p| p.citation())
        .unwrap_or_default();
    html! { <span class="cited" title={full}>{ readable(text) }</span> }
}

/// The glossary and the papers in full, at the foot of the full app.
#[component]
pub fn About() -> Html {
    html! {
        <details class="about" id="about" data-testid="about">
            <summary>{ "About castlab: the papers, the terms, the licence" }</summary>
            <section aria-labelledby="papers-title">
                <h2 id="papers-title">{ "The papers" }</h2>
                <p>{ "castlab reproduces and checks the results of:" }</p>
                <ol class="papers">
                    { for PAPERS.iter().map(|p| html! {
                        <li data-paper={p.id}>{ p.citation() }<br /><small>{ p.topic }</small>
                            if !p.unconfirmed.is_empty() { <br /><small>{ p.unconfirmed }</small> }
                        </li>
                    }) }
                </ol>
            </section>
            <section aria-labelledby="glossary-title">
                <h2 id="glossary-title">{ "Glossary" }</h2>
                <dl class="glossary" data-testid="glossary">
                    { for GLOSSARY.iter().map(|t| html! { <>
                        <dt id={format!("glossary-{}", t.id)}>{ t.name }</dt>
                        <dd>{ t.definition }</dd>
                    </> }) }
                </dl>
            </section>
            <p>{ "castlab is free software under the MIT or Apache-2.0 licence, at your choice (LICENSE-MIT and LICENSE-APACHE beside this page)." }</p>
        </details>
    }
}
