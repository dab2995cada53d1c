//! "What am I looking at?": each view's model, colours and verdicts in a
//! few plain sentences, one click away under its title; the glossary the
//! explanations link to; and the About panel with the papers in full.

use castlab_core::papers::{PAPERS, readable};
use castlab_core::permalink::rules::MsnView;
use castlab_core::permalink::{Family, View};
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
    pub family: Family,
    pub view: View,
    /// A sweep's charts rather than one configuration.
    #[prop_or_default]
    pub sweep: bool,
}

/// The view's explanation, closed until asked for.
#[component]
pub fn Explain(props: &ExplainProps) -> Html {
    let t = |id, text: &str| term(id, text);
    let page = crate::pages::page(props.family);
    let body = if props.sweep {
        (page.explain_sweep)(&t)
    } else {
        (page.explain)(&t, props.view)
    };
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

/// TCD on meshes and tori: the model, the map, the schedule, the verdicts.
pub fn tcd(t: Terms, _: View) -> Html {
    html! { <>
        <p>{ "A broadcast from the source reaches every node in the fewest steps: " }{ t("one-port", "one-port") }
           { ", " }{ t("time-step-optimal", "time-step optimal") }{ ", each message routed along mesh links in one step. The " }
           { t("tcd", "TCD") }{ " adds up the hops of all its messages." }</p>
        <p>{ "Each cell is a source, coloured by the TCD of the chosen algorithm from it (dark: few hops, yellow: many; a difference map is purple where the algorithm compared is worse). Rings mark the " }
           { t("eye", "eyes") }{ ", dots the other optimal sources, the square the source. A step (or Play) shows the source's broadcast as a run instead: the source, the nodes informed earlier and at this step, those not yet informed, each step's " }
           { t("dimension-ordered", "routes") }{ " (red where two share a link) over a trail of the earlier ones; hover a node to read when and from whom it is informed." }</p>
        <p>{ "The paper check gives each claim a " }{ t("verdict", "verdict") }{ " with the numbers behind it." }</p>
    </> }
}

/// WK networks: the drawing and the two broadcasts.
pub fn wk(t: Terms, _: View) -> Html {
    html! { <>
        <p>{ "A " }{ t("wk", "WK-recursive network") }{ " drawn as nested polygons: clusters inside clusters, links coloured by level. The broadcast is " }
           { t("all-port", "all-port") }{ ": an informed node sends on all its links at once, one hop per step. Nodes take the run's colours: informed earlier, at this step, not yet." }</p>
        <p>{ crate::words::notation("The constant-label algorithm decides from a label (m, t), the highest level passed and a corner; the stack baseline carries every link label passed. Both must reach every node exactly once within the diameter 2^L − 1; the panel checks it, also with random link delays.") }</p>
    </> }
}

/// Manhattan Street networks: the streets and the view's overlay.
pub fn msn(t: Terms, view: View) -> Html {
    let overlay = match MsnView::of(view) {
        Some(MsnView::Te) => {
            html! { <>{ "Total exchange (" }{ t("te", "TE") }{ "): every node sends to every other, phase by phase; orange and blue are a phase's two routing tags, with every link busy in every slot." }</> }
        }
        Some(MsnView::Mnb) => {
            html! { <>{ "Multinode broadcast (" }{ t("mnb", "MNB") }{ "): every node broadcasts at once; the nodes holding this source's packet fill in slot by slot." }</> }
        }
        Some(MsnView::Hamiltonian) => {
            html! { <>{ "Two cycles, orange and blue, each through every node once, sharing no link; half of each packet travels each ring." }</> }
        }
        Some(MsnView::Areas) => {
            html! { <>{ "Each destination takes the colour of the path family that reaches it first from the source (Eq. (5)): the areas A₁ … A₄ of Varvarigos's Figs. 3–4; paler cells are ties. The panel sets Eq. (10)'s partial sums, by breadth-first search, beside the paper's printed forms." }</> }
        }
        Some(MsnView::Route) | None => {
            html! { <>{ "Distances from the source (darker: nearer); orange is the shortest route to the destination by the paper's Eq. (5), checked by breadth-first search." }</> }
        }
    };
    html! { <>
        <p>{ "A " }{ t("msn", "Manhattan Street network") }{ ": one-way streets, drawn north up, with their wraparounds as stubs. Packets move store-and-forward, one " }
           { t("slot", "slot") }{ " per link." }</p>
        <p>{ overlay }</p>
    </> }
}

/// Orderly broadcasting: the model and the two maps.
pub fn orderly(t: Terms, _: View) -> Html {
    html! { <>
        <p>{ t("orderly", "Orderly broadcasting") }{ ": every vertex labels its out-edges 1, 2, …, and a vertex informed at time t sends on edge i at time t + i, whether or not the neighbour already knows." }</p>
        <p>{ "The first map is the run: each vertex's arrival time from the chosen originator, and, step by step, which edges inform it and the label each fires on. The second gives " }{ t("b-pi", "b^Π(u)") }{ ", the broadcast time from each originator u; its largest is " }{ crate::words::notation("b^Π(G).") }{ " The bounds beside them: the " }
           { t("diameter", "diameter") }{ " and the thesis's lower bound hold for every ordering, its lemmas and theorems for Π; each gets a " }{ t("verdict", "verdict") }{ "." }</p>
    </> }
}

/// What every sweep's explanation begins with.
fn sweep_intro() -> Html {
    html! {
        <p>{ "A sweep: the same link at every size in its ranges, one point (or one cell) per size, computed in the background over every core. Hover over or tap a point for its values, click it to open that size, or read them all in the table. The CSV and JSON downloads are what " }
           <code>{ "castlab sweep" }</code>{ " prints for this link." }</p>
    }
}

/// A TCD sweep: the TCD against k, and the sources beaten.
pub fn tcd_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "The first chart gives the " }{ t("tcd", "TCD") }{ " from the link's source (a corner unless it says otherwise) and from an " }{ t("eye", "eye") }
           { ", each recounted from its schedule, with the papers' closed forms dashed over them. The second counts the sources where the best recursive schedule beats Algorithm 1: where the paper's Theorem 2 fails." }</p>
    </> }
}

/// An orderly sweep: b^Π − D over the tori.
pub fn orderly_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "Each cell is a torus m × n, coloured by " }{ t("b-pi", "b^Π(G)") }{ " − " }{ t("diameter", "D") }
           { ": how many steps the ordering needs beyond the farthest vertex. A ring marks a torus where it equals the thesis's lemma bound, a cross one where it exceeds it: choose §3.1's printed ℓ as the ordering to see where it does. In three dimensions the colour is the slack Theorem 4.3.1's bound leaves." }</p>
    </> }
}

/// An MSN sweep: the mean distance against N.
pub fn msn_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "The " }{ t("msn", "Manhattan Street network") }{ "'s mean distance against N, over every route, with the paper's Eq. (27) and the torus's (X+Y)/4 dashed, and the throughput bound it implies on the right-hand axis." }</p>
    </> }
}

/// A WK sweep: the constant label against the stack.
pub fn wk_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "The constant label against the stack baseline as the " }{ t("wk", "WK-recursive network") }{ " grows: the label's bits, the largest stack and the decision work of all nodes together." }</p>
    </> }
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
                        <li data-paper={p.id}>{ p.citation() }<br /><small>{ p.topic }</small></li>
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
