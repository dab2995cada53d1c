//! The examples gallery: the core's table of curated configurations
//! (`castlab_core::examples`), grouped by paper, each with what to notice
//! and the number it shows. A first visit opens on it; the header's
//! "Examples" button opens it at any time. Each card is a real link, so it
//! also opens in a new tab.

use castlab_core::examples::{EXAMPLES, Example, START_HERE, example, start_next};
use yew::prelude::*;

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
}

/// The number an example promises first, as the card shows it (158.0
/// slots read as 158, as the panel prints them); none on an exercise's
/// card, which would give its answer away.
pub fn headline(e: &Example) -> Option<String> {
    let value = e.headline()?;
    let value = value
        .parse::<u64>()
        .map_or_else(|_| value.to_string(), crate::words::grouped);
    Some(format!("{} {value}", e.shows))
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

/// A card's link and note; `testid` names the link for tests.
fn card_body(e: &'static Example, on_open: &Callback<String>, testid: String) -> Html {
    let onclick = open_here(on_open, e);
    html! { <>
        <a href={format!("?{}", e.permalink)} {onclick} data-testid={testid}>
            <strong>{ crate::words::notation(e.title) }</strong>
            if let Some(number) = headline(e) {
                <span class="example-number" data-testid="example-number">{ crate::words::notation(&number) }</span>
            } else {
                <span class="example-number" data-testid="example-number">{ "a question" }</span>
            }
        </a>
        <p>{ crate::words::notation(e.note) }</p>
    </> }
}

/// A Start here card's link to the next card on the path; the last one
/// says the path ends there.
pub fn next_link(e: &'static Example, on_open: &Callback<String>) -> Html {
    let testid = format!("next-{}", e.id);
    let Some(next) = start_next(e.id) else {
        return html! {
            <span class="next" data-testid={testid}>{ "The last of the five: the gallery's other examples go further." }</span>
        };
    };
    let onclick = open_here(on_open, next);
    html! {
        <span class="next"><a href={format!("?{}", next.permalink)} {onclick} data-testid={testid}>
            { "Next: " }{ crate::words::notation(next.title) }
        </a></span>
    }
}

fn card(e: &'static Example, on_open: &Callback<String>) -> Html {
    html! {
        <li class="example" data-example={e.id}>
            { card_body(e, on_open, format!("example-{}", e.id)) }
        </li>
    }
}

#[component]
pub fn Gallery(props: &GalleryProps) -> Html {
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <section class="gallery" aria-labelledby="gallery-title" data-testid="gallery">
            <header>
                <h2 id="gallery-title">{ if props.start { "Welcome: examples to begin with" } else { "Examples" } }</h2>
                <button type="button" data-testid="gallery-close" onclick={close}>
                    { if props.start { "Skip" } else { "Close" } }
                </button>
            </header>
            if props.asking {
                <p class="note" data-testid="gallery-waiting">{ "The examples come back once the question is answered: their numbers and notes could answer it." }</p>
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
    html! { <>
            { if props.start { html! {
                <p class="lead">{ "castlab computes broadcasts on interconnection networks from explicit, \
                    checked schedules, straight from five papers and on the networks a course teaches \
                    beyond them: pick an example to see a result, where a \
                    paper's claim holds, and where it fails. Every view explains itself under \
                    “What am I looking at?”; every state is a link you can share." }</p>
            } } else { html! {} } }
            <section class="example-group start-path" aria-label="Start here" data-testid="start-here">
                <h3>{ "Start here: five examples in order" }</h3>
                <ol>{ for START_HERE.iter().filter_map(|(id, why)| example(id).map(|e| (e, why))).map(|(e, why)| html! {
                    <li class="example" data-start={e.id}>
                        <span class="why">{ why.to_string() }</span>
                        { card_body(e, &props.on_open, format!("start-{}", e.id)) }
                        { next_link(e, &props.on_open) }
                    </li>
                }) }</ol>
            </section>
            // 2-D and 3-D TCD together, then WK, orderly, MSN.
            { for ["000", "002", "001", "003", "004"].into_iter().filter_map(castlab_core::papers::paper).map(|paper| {
                let examples: Vec<&'static Example> = EXAMPLES
                    .iter()
                    .filter(|e| e.paper == paper.id && !e.is_exercise() && !beyond_the_papers(e))
                    .collect();
                html! {
                    <section class="example-group" aria-label={paper.short}>
                        <h3 title={paper.citation()}>{ format!("{}: {}", paper.short, paper.topic) }</h3>
                        <ul>{ for examples.into_iter().map(|e| card(e, &props.on_open)) }</ul>
                    </section>
                }
            }) }
            <section class="example-group" aria-label="Beyond the papers" data-testid="beyond-the-papers">
                <h3>{ "Beyond the papers: the hypercube, the butterfly, the de Bruijn graph, the cube-connected cycles, K_n, P_n and C_n" }</h3>
                <ul>{ for EXAMPLES.iter().filter(|e| beyond_the_papers(e) && !e.is_exercise()).map(|e| card(e, &props.on_open)) }</ul>
            </section>
            <section class="example-group" aria-label="Exercises" data-testid="exercises">
                <h3>{ "Exercises: a question on each network, checked as you answer" }</h3>
                <ul>{ for EXAMPLES.iter().filter(|e| e.is_exercise()).map(|e| card(e, &props.on_open)) }</ul>
            </section>
    </> }
}
