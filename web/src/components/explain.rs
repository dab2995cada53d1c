//! "What am I looking at?": the view's model, colours and verdicts in a
//! few plain sentences (each family's room writes its own), one click away
//! under its title; the glossary the explanations link to; and the About
//! panel with the papers in full.

use std::cell::RefCell;
use std::rc::Rc;

use castlab_core::glossary::{Forms, Term};
use castlab_core::papers::PAPERS;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::l10n::{locale, text, tr, tr_args};

pub use castlab_core::glossary::GLOSSARY;

thread_local! {
    /// The page's locale and its glossary forms, worded once per locale.
    static FORMS: RefCell<Option<(String, Rc<Forms>)>> = const { RefCell::new(None) };
}

/// The glossary's forms in the page's locale: the words that link a
/// sentence's terms.
pub fn forms() -> Rc<Forms> {
    let here = locale();
    FORMS.with(|cached| {
        let mut cached = cached.borrow_mut();
        match cached.as_ref() {
            Some((tag, forms)) if *tag == here => forms.clone(),
            _ => {
                let forms = Rc::new(Forms::new(tr));
                *cached = Some((here, forms.clone()));
                forms
            }
        }
    })
}

/// The terms `sentence` names in the page's locale, as (start, end, term)
/// byte ranges, in order, each once.
pub fn named(sentence: &str) -> Vec<(usize, usize, &'static Term)> {
    forms().named(sentence)
}

/// A term in running text: a link to its glossary entry, with its
/// definition on hover. (Embeds show no explanation: they fit their box.)
pub fn term(id: &'static str, text: &str) -> Html {
    let definition = GLOSSARY
        .iter()
        .find(|t| t.id == id)
        .map_or_else(String::new, |t| tr(t.definition));
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
            <summary>{ tr("glossary-explain-summary") }</summary>
            { body }
            if !props.sweep {
                <p>{ tr("glossary-explain-why") }</p>
            }
        </details>
    }
}

/// A glossary link: the term's anchor and the words that link to it.
pub type Terms<'a> = &'a dyn Fn(&'static str, &str) -> Html;

/// What every sweep's explanation begins with.
pub fn sweep_intro() -> Html {
    html! {
        <p>{ tr("glossary-sweep-intro-before") }
           <code>{ "castlab sweep" }</code>{ tr("glossary-sweep-intro-after") }</p>
    }
}

/// `cited` ("000 Theorem 2") with each paper number as the paper's short
/// name and the reference words in the page's locale ("Cang and Wu 1998,
/// Satz 2"); the CLI's JSON keeps them as published.
pub fn readable(cited: &str) -> String {
    references(&castlab_core::papers::readable(cited, |p| tr(p.short)))
}

/// `s` with each reference word and its number ("Corollary 1,") worded in
/// the page's locale, numbers and punctuation kept; other words unchanged.
pub fn references(s: &str) -> String {
    match s {
        "the diameter" => return tr("papers-ref-diameter"),
        "castlab's certificate (docs/certified.md)" => {
            return format!("{} (docs/certified.md)", tr("papers-ref-certificate"));
        }
        _ => {}
    }
    let s = s.replace(", from an eye", &tr("papers-ref-from-an-eye"));
    let words: Vec<&str> = s.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        // The number's trailing comma stays after the worded reference.
        let next = words.get(i + 1).copied().unwrap_or("");
        let (n, tail) = next.strip_suffix(',').map_or((next, ""), |n| (n, ","));
        match reference(words[i], n).filter(|_| !n.is_empty()) {
            Some(worded) => {
                out.push(format!("{worded}{tail}"));
                i += 2;
            }
            None => {
                out.push(words[i].to_string());
                i += 1;
            }
        }
    }
    out.join(" ")
}

/// A reference word of the papers' citations with its number, worded.
fn reference(word: &str, number: &str) -> Option<String> {
    let n = [("n", number.into())];
    Some(match word {
        "Theorem" => tr_args("papers-ref-theorem", &n),
        "Corollary" => tr_args("papers-ref-corollary", &n),
        "Lemma" => tr_args("papers-ref-lemma", &n),
        "Eq." => tr_args("papers-ref-eq", &n),
        "Eqs." => tr_args("papers-ref-eqs", &n),
        "Chapter" => tr_args("papers-ref-chapter", &n),
        // Only "from [16]": a reference of the thesis's own list.
        "from" if number.starts_with('[') => tr_args("papers-ref-from", &n),
        _ => return None,
    })
}

/// A claim's source ("000 Theorem 2") as the paper's short name, with the
/// full citation on hover.
pub fn cited(cited: &str) -> Html {
    let id = cited.split(' ').next().unwrap_or("");
    let full = PAPERS
        .iter()
        .find(|p| p.id == id)
        .map(|p| text(&p.citation()))
        .unwrap_or_default();
    html! { <span class="cited" title={full}>{ readable(cited) }</span> }
}

/// The glossary and the papers in full, at the foot of the full app.
#[component]
pub fn About() -> Html {
    html! {
        <details class="about" id="about" data-testid="about">
            <summary>{ tr("papers-about-summary") }</summary>
            <section aria-labelledby="papers-title">
                <h2 id="papers-title">{ tr("papers-heading") }</h2>
                <p>{ tr("papers-intro") }</p>
                <ol class="papers">
                    { for PAPERS.iter().map(|p| html! {
                        <li data-paper={p.id}>{ text(&p.citation()) }<br /><small>{ tr(p.topic) }</small>
                            if let Some(note) = p.unconfirmed { <br /><small>{ tr(note) }</small> }
                        </li>
                    }) }
                </ol>
            </section>
            <section aria-labelledby="glossary-title">
                <h2 id="glossary-title">{ tr("glossary-heading") }</h2>
                <dl class="glossary" data-testid="glossary">
                    { for GLOSSARY.iter().map(|t| html! { <>
                        <dt id={format!("glossary-{}", t.id)}>{ tr(t.name) }</dt>
                        <dd>{ tr(t.definition) }</dd>
                    </> }) }
                </dl>
            </section>
            <p>{ tr("papers-licence") }</p>
        </details>
    }
}

#[cfg(test)]
mod tests {
    /// In English a citation reads as the core publishes it, byte for byte
    /// (the CLI's JSON and the English page agree).
    #[test]
    fn english_citations_read_as_published() {
        for c in [
            "000 Corollary 1, Eq. (10)",
            "000 Eqs. (3)-(7)",
            "000 §4 / 002 §4, Eqs. (12)-(16)",
            "003 Chapter 5, from [16]",
            "003 Lemma 3.8.1",
            "002 Theorem 4, Eq. (13)",
            "000 Eq. (12) / 002 Eq. (15), from an eye",
            "the diameter",
            "castlab's certificate (docs/certified.md)",
            "Eq. (21), X ↔ Y",
            "b(u) from the originator",
        ] {
            assert_eq!(super::references(c), c);
        }
    }
}
