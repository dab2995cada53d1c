//! The examples gallery: the core's table of curated configurations
//! (`castlab_core::examples`), grouped by paper, each with what to notice
//! and the number it shows. A first visit opens on it; the header's
//! "Examples" button opens it at any time. Each card is a real link, so it
//! also opens in a new tab.

use castlab_core::examples::{EXAMPLES, Example, START_HERE, example, start_next, start_why};
use yew::prelude::*;

use crate::l10n::{text, tr, tr_args};
use crate::words::notation;

#[derive(Properties, PartialEq)]
pub struct GalleryProps {
    /// Whether this is the first visit's start screen (with a word on what
    /// castlab is).
    pub start: bool,
    /// An example was picked: its permalink.
    pub on_open: Callback<String>,
    pub on_close: Callback<()>,
    /// A question is open: the examples wait, for their numbers and notes
    /// (an eye's coordinates, a route's length) could answer it.
    #[prop_or_default]
    pub asking: bool,
    /// The page's `locale=`, which each card's link carries (a new tab
    /// or a copied link speaks the page's language).
    #[prop_or_default]
    pub locale: Option<String>,
}

/// The number an example promises first, as the card shows it (158.0
/// slots read as 158, as the panel prints them; digits grouped, a
/// fraction with the locale's decimal sign); none on an exercise's card,
/// which would give its answer away.
pub fn headline(e: &Example) -> Option<String> {
    let value = e.headline()?;
    let value = match (value.parse::<u64>(), value.parse::<f64>()) {
        (Ok(n), _) => crate::words::grouped(n),
        (Err(_), Ok(x)) => crate::l10n::number(x, 6),
        // A fraction (79/16) or a rule's name (one-port) as it is.
        (Err(_), Err(_)) => value.to_string(),
    };
    Some(tr_args(
        "gallery-headline",
        &[("shows", text(&e.shows()).into()), ("value", value.into())],
    ))
}

/// An opened example's title and note: what to notice, beside the view
/// it describes.
pub fn title_and_note(e: &Example) -> Html {
    let title = text(&e.title());
    // A title that is a question ends in its own mark.
    let heading = if title.ends_with(['?', '？']) {
        tr_args("gallery-note-heading-question", &[("title", title.into())])
    } else {
        tr_args("gallery-note-heading", &[("title", title.into())])
    };
    html! { <>
        <strong>{ notation(&heading) }</strong>{ notation(&text(&e.note())) }
    </> }
}

/// Opens an example at the top of its page: the gallery above it closes,
/// and the reader who scrolled down to the card would land on the
/// footer of the new view.
pub fn open_example(dispatch: &Callback<crate::state::Action>) -> Callback<String> {
    let dispatch = dispatch.clone();
    Callback::from(move |link: String| {
        dispatch.emit(crate::state::Action::OpenLink(link));
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    })
}

/// A link's click: a plain one opens `e` in this tab, a modified one
/// leaves the browser to open a new tab.
fn open_here(on_open: &Callback<String>, e: &'static Example) -> Callback<MouseEvent> {
    let on_open = on_open.clone();
    Callback::from(move |ev: MouseEvent| {
        if !(ev.ctrl_key() || ev.meta_key() || ev.shift_key()) {
            ev.prevent_default();
            on_open.emit(e.permalink.to_string());
        }
    })
}

/// The `href` of `e`'s card on a page whose link has `locale` (none: the
/// example's own link).
pub fn card_href(e: &Example, locale: Option<&str>) -> String {
    format!("?{}", crate::l10n::in_locale(e.permalink, locale))
}

/// A card's link and note; `testid` names the link for tests.
fn card_body(
    e: &'static Example,
    on_open: &Callback<String>,
    locale: Option<&str>,
    testid: String,
) -> Html {
    let onclick = open_here(on_open, e);
    html! { <>
        <a href={card_href(e, locale)} {onclick} data-testid={testid}>
            <strong>{ notation(&text(&e.title())) }</strong>
            if let Some(number) = headline(e) {
                <span class="example-number" data-testid="example-number">{ notation(&number) }</span>
            } else {
                <span class="example-number" data-testid="example-number">{ tr("gallery-a-question") }</span>
            }
        </a>
        <p>{ notation(&text(&e.note())) }</p>
    </> }
}

/// A Start here card's link to the next card on the path; the last one
/// says the path ends there. `locale`: the page's `locale=`.
pub fn next_link(e: &'static Example, on_open: &Callback<String>, locale: Option<&str>) -> Html {
    let testid = format!("next-{}", e.id);
    let Some(next) = start_next(e.id) else {
        return html! {
            <span class="next" data-testid={testid}>{ tr("gallery-last-of-five") }</span>
        };
    };
    let onclick = open_here(on_open, next);
    html! {
        <span class="next"><a href={card_href(next, locale)} {onclick} data-testid={testid}>
            { notation(&tr_args("gallery-next", &[("title", text(&next.title()).into())])) }
        </a></span>
    }
}

fn card(e: &'static Example, on_open: &Callback<String>, locale: Option<&str>) -> Html {
    html! {
        <li class="example" data-example={e.id}>
            { card_body(e, on_open, locale, format!("example-{}", e.id)) }
        </li>
    }
}

#[component]
pub fn Gallery(props: &GalleryProps) -> Html {
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <section class="gallery" aria-labelledby="gallery-title" data-testid="gallery">
            <header>
                <h2 id="gallery-title">{ if props.start { tr("gallery-heading-start") } else { tr("gallery-heading") } }</h2>
                <button type="button" data-testid="gallery-close" onclick={close}>
                    { if props.start { tr("gallery-skip") } else { tr("gallery-close") } }
                </button>
            </header>
            if props.asking {
                <p class="note" data-testid="gallery-waiting">{ tr("gallery-waiting") }</p>
            } else {
                { examples(props) }
            }
        </section>
    }
}

/// An example on a network family beyond the five papers (003 names
/// them; the papers' own networks keep their sections).
fn beyond_the_papers(e: &Example) -> bool {
    castlab_core::permalink::parse(e.permalink)
        .query
        .net
        .graph()
        .is_some()
}

/// The start path, each paper's examples, the families and the exercises.
fn examples(props: &GalleryProps) -> Html {
    let locale = props.locale.as_deref();
    html! { <>
            { if props.start { html! {
                <p class="lead">{ tr("gallery-lead") }</p>
            } } else { html! {} } }
            <section class="example-group start-path" aria-label={tr("gallery-start-here-label")} data-testid="start-here">
                <h3>{ tr("gallery-start-here") }</h3>
                <ol>{ for START_HERE.iter().filter_map(|(id, _)| Some((example(id)?, start_why(id)?))).map(|(e, why)| html! {
                    <li class="example" data-start={e.id}>
                        <span class="why">{ text(&why) }</span>
                        { card_body(e, &props.on_open, locale, format!("start-{}", e.id)) }
                        { next_link(e, &props.on_open, locale) }
                    </li>
                }) }</ol>
            </section>
            // 2-D and 3-D TCD together, then WK, orderly, MSN.
            { for ["000", "002", "001", "003", "004"].into_iter().filter_map(castlab_core::papers::paper).map(|paper| {
                let examples: Vec<&'static Example> = EXAMPLES
                    .iter()
                    .filter(|e| e.paper == paper.id && !e.is_exercise() && !beyond_the_papers(e))
                    .collect();
                let short = tr(paper.short);
                let heading = tr_args(
                    "gallery-paper-heading",
                    &[("paper", short.clone().into()), ("topic", tr(paper.topic).into())],
                );
                html! {
                    <section class="example-group" aria-label={short}>
                        <h3 title={text(&paper.citation())}>{ heading }</h3>
                        <ul>{ for examples.into_iter().map(|e| card(e, &props.on_open, locale)) }</ul>
                    </section>
                }
            }) }
            <section class="example-group" aria-label={tr("gallery-beyond-label")} data-testid="beyond-the-papers">
                <h3>{ tr("gallery-beyond") }</h3>
                <ul>{ for EXAMPLES.iter().filter(|e| beyond_the_papers(e) && !e.is_exercise()).map(|e| card(e, &props.on_open, locale)) }</ul>
            </section>
            <section class="example-group" aria-label={tr("gallery-exercises-label")} data-testid="exercises">
                <h3>{ tr("gallery-exercises") }</h3>
                <ul>{ for EXAMPLES.iter().filter(|e| e.is_exercise()).map(|e| card(e, &props.on_open, locale)) }</ul>
            </section>
    </> }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A card's number, in English (the native tests' words), reads as the
    /// gallery's cards always have: what it is, then the first promised
    /// value, digits grouped, 158.0 as 158; an exercise's card has none.
    #[test]
    fn a_card_says_what_its_number_is_and_groups_its_digits() {
        let card = |id: &str| headline(example(id).expect("an example"));
        assert_eq!(card("tcd-1024").as_deref(), Some("TCD 1,258,356"));
        assert_eq!(card("msn-hamiltonian").as_deref(), Some("slots 31.5"));
        assert_eq!(card("msn-total-exchange").as_deref(), Some("slots 158"));
        assert_eq!(
            card("msn-sweep-mean-distance").as_deref(),
            Some("mean distance on 8×8 79/16")
        );
        assert_eq!(
            card("plan-one-port-broken").as_deref(),
            Some("broken rule one-port")
        );
        assert_eq!(card("exercise-least-32x32"), None);
    }
}
