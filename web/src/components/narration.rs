//! Narrated steps (`trace=1`): the algorithm's pseudocode with the lines of
//! the step shown highlighted, and the step log, a few sentences per step
//! from the core's trace. Hovering or focusing a line emphasises its
//! messages on the drawing; hovering a node highlights the line that sent
//! its message.

use castlab_core::trace::Reason;
use yew::prelude::*;

use crate::protocol::TraceAnswer;
use crate::state::{Shared, shown};
use crate::words::notation;

/// Reasons a step's log shows before "and N more".
const LOG_REASONS: usize = 6;

#[derive(Properties, PartialEq, Clone)]
pub struct NarrationProps {
    pub answer: Option<Shared<TraceAnswer>>,
    pub step: Option<u32>,
    pub steps: u32,
    /// Whether the view steps (else every reason is shown at once).
    pub animated: bool,
    pub playing: bool,
    /// The line to highlight as hovered: the pointer's line, or the line
    /// of the hovered node's message.
    pub focus: Option<u32>,
    pub on_focus: Callback<Option<u32>>,
    /// An open question's answer would show in the marks and counts: the
    /// lines are listed plain.
    #[prop_or_default]
    pub hidden: bool,
}

/// A log sentence with each glossary term it names (once) a button that
/// shows its definition, the rest in the papers' notation; `reason` keeps
/// the definitions' ids apart. The definitions themselves are rendered by
/// [`definitions`], outside the sentence, so its text stays the sentence.
fn linked(sentence: &str, reason: usize) -> Html {
    let mut parts = Vec::new();
    let mut at = 0;
    for (start, end, term) in castlab_core::glossary::named(sentence) {
        parts.push(notation(&sentence[at..start]));
        let id = format!("define-{}-{}", reason, term.id);
        parts.push(html! {
            <button type="button" class="term" commandfor={id} command="show-modal" title={term.definition}>
                { notation(&sentence[start..end]) }
            </button>
        });
        at = end;
    }
    parts.push(notation(&sentence[at..]));
    html! { <>{ for parts }</> }
}

/// The definitions the terms of `reasons` open: a tap shows one over the
/// page (a modal dialog, closed by its button, Escape or a tap elsewhere,
/// which then reaches nothing under it), so the reader keeps their place.
fn definitions(reasons: &[&Reason]) -> Html {
    let all = reasons.iter().enumerate().flat_map(|(i, r)| {
        castlab_core::glossary::named(&r.sentence)
            .into_iter()
            .map(move |(_, _, term)| (format!("define-{}-{}", i, term.id), term))
    });
    html! {
        { for all.map(|(id, term)| html! {
            <dialog class="definition" id={id.clone()} closedby="any" aria-label={term.name}>
                <p><strong>{ term.name }</strong>{ ": " }{ term.definition }</p>
                <button type="button" commandfor={id} command="close">{ "Close" }</button>
            </dialog>
        }) }
    }
}

/// Brings every marked line of the panel into view, scrolling the panel
/// and the boxes round it that scroll (never the page): a panel too short
/// for the step's lines first grows to hold them (its column's log gives
/// way), since a step can mark lines far apart (WK step 4: lines 2, 4, 5).
fn bring_marked_into_view(panel: &NodeRef) {
    let Some(panel) = panel.cast::<web_sys::HtmlElement>() else {
        return;
    };
    let style = panel.style();
    let _ = style.remove_property("min-height");
    let Ok(marked) = panel.query_selector_all(".line.current") else {
        return;
    };
    let (top, bottom) = rects_of(&marked);
    if top > bottom {
        return;
    }
    let room = f64::from(panel.client_height());
    if bottom - top > room && panel.scroll_height() > panel.client_height() {
        let grown = f64::from(panel.offset_height()) + (bottom - top - room) + 12.0;
        let _ = style.set_property("min-height", &format!("{}px", grown.ceil()));
    }
    // The span's offset from the panel's content top stays put as the
    // boxes scroll: measure again after each.
    let mut scroller: Option<web_sys::Element> = Some(panel.clone().into());
    while let Some(boxed) = scroller {
        if boxed.tag_name().eq_ignore_ascii_case("body") {
            break;
        }
        reveal(&boxed, &rects_of(&marked));
        scroller = boxed.parent_element();
    }
}

/// The marked lines' span, now: top and bottom in the window.
fn rects_of(marked: &web_sys::NodeList) -> (f64, f64) {
    use wasm_bindgen::JsCast;
    (0..marked.length())
        .filter_map(|k| marked.item(k))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .map(|l| l.get_bounding_client_rect())
        .filter(|r| r.height() > 0.0)
        .fold((f64::MAX, f64::MIN), |(t, b), r| {
            (t.min(r.top()), b.max(r.bottom()))
        })
}

/// Scrolls `boxed`, if it scrolls, so the span `(top, bottom)` (window
/// coordinates) is inside it: centred where it fits, else from its top.
fn reveal(boxed: &web_sys::Element, &(top, bottom): &(f64, f64)) {
    if boxed.scroll_height() <= boxed.client_height() || top > bottom {
        return;
    }
    let scrolls = web_sys::window()
        .and_then(|w| w.get_computed_style(boxed).ok().flatten())
        .and_then(|s| s.get_property_value("overflow-y").ok())
        .is_some_and(|o| o == "auto" || o == "scroll");
    if !scrolls {
        return;
    }
    let r = boxed.get_bounding_client_rect();
    let inner_top = r.top() + f64::from(boxed.client_top());
    let room = f64::from(boxed.client_height());
    if top >= inner_top && bottom <= inner_top + room {
        return;
    }
    let span = bottom - top;
    let margin = if span <= room {
        (room - span) / 2.0
    } else {
        0.0
    };
    let to = f64::from(boxed.scroll_top()) + (top - inner_top) - margin;
    boxed.set_scroll_top(to.max(0.0).round() as i32);
}

/// The pseudocode, its current lines marked.
#[component]
pub fn PseudocodePanel(props: &NarrationProps) -> Html {
    // Where the panel is short (a phone, an embed) it shows the step's
    // lines, every line a tap away; it scrolls (not the page) to the
    // marked line.
    let all_lines = use_state(|| false);
    let panel = use_node_ref();
    {
        let panel = panel.clone();
        use_effect_with(
            (props.step, props.answer.is_some(), *all_lines),
            move |_| {
                bring_marked_into_view(&panel);
            },
        );
    }
    let Some(answer) = props.answer.as_ref() else {
        return html! { <section class="pseudocode" aria-label="The algorithm" data-testid="pseudocode" aria-busy="true"><p>{ "Tracing the broadcast…" }</p></section> };
    };
    let trace = match &answer.trace {
        Ok(Some(t)) => t,
        Ok(None) if answer.permalink.contains("plan=") => {
            return html! { <section class="pseudocode" aria-label="The algorithm" data-testid="pseudocode"><p data-testid="no-trace">{ "Your schedule follows no algorithm's rules, so no line of one sends its messages: step through it on the map; the panel above checks it by the model's rules." }</p></section> };
        }
        Ok(None) if classical(&answer.permalink) => {
            return html! { <section class="pseudocode" aria-label="The algorithm" data-testid="pseudocode"><p data-testid="no-trace">{ format!(
                "No narration beyond {} vertices: the schedule's calls are not listed at this size, so there are no rounds to narrate. The map still shows when every vertex is informed; a smaller size is narrated round by round.",
                crate::words::grouped(castlab_core::eval::CALLS_LIMIT as u64)
            ) }</p></section> };
        }
        Ok(None) => {
            return html! { <section class="pseudocode" aria-label="The algorithm" data-testid="pseudocode"><p data-testid="no-trace">{ "No narration for the adaptive model: there a vertex skips the neighbours it has already heard from, so its list changes while the broadcast runs, and no line of a fixed algorithm sends each message. The map still shows when every vertex hears; untick “Adaptive” in the panel for the narrated, non-adaptive broadcast." }</p></section> };
        }
        Err(e) => {
            return html! { <section class="pseudocode" aria-label="The algorithm" data-testid="pseudocode"><p class="bad">{ format!("The trace does not match the broadcast: {e}.") }</p></section> };
        }
    };
    let reasons = if props.hidden {
        Vec::new()
    } else {
        shown(trace, props.step, props.animated)
    };
    let total = trace.pseudocode.lines.len();
    let current: Vec<u32> = reasons.iter().map(|r| r.line).collect();
    let around: Vec<u32> = reasons
        .iter()
        .flat_map(|r| r.context.iter().copied())
        .collect();
    let lines = trace.pseudocode.lines.iter().enumerate().map(|(i, text)| {
        let n = i as u32 + 1;
        let mut class = classes!("line");
        if current.contains(&n) {
            class.push("current");
        } else if around.contains(&n) {
            class.push("context");
        }
        if props.focus == Some(n) {
            class.push("focused");
        }
        let count: u64 = reasons
            .iter()
            .filter(|r| r.line == n)
            .map(|r| r.count)
            .sum();
        let enter = props.on_focus.reform(move |_: MouseEvent| Some(n));
        let leave = props.on_focus.reform(|_: MouseEvent| None);
        let focus = props.on_focus.reform(move |_: FocusEvent| Some(n));
        let blur = props.on_focus.reform(|_: FocusEvent| None);
        html! {
            <li {class} data-line={n.to_string()} data-messages={count.to_string()} tabindex="0"
                aria-current={current.contains(&n).then_some("step")}
                onmouseenter={enter} onmouseleave={leave} onfocus={focus} onblur={blur}>
                <span class="line-no" aria-hidden="true">{ n }</span>
                <span class="line-text">{ notation(text) }</span>
                if current.contains(&n) && count > 0 {
                    <span class="line-count">{ format!(" · {count} now") }</span>
                }
            </li>
        }
    });
    let marked = !current.is_empty();
    // Lines the short panel would leave out: none, no button.
    let hideable = (1..=total as u32).any(|n| !current.contains(&n) && !around.contains(&n));
    let toggle = {
        let all = all_lines.clone();
        Callback::from(move |_: MouseEvent| all.set(!*all))
    };
    let class = classes!("pseudocode", (marked && !*all_lines).then_some("compact"));
    html! {
        <section {class} aria-label="The algorithm" data-testid="pseudocode" ref={panel}>
            <h3>{ notation(&castlab_core::permalink::capitalised(&trace.pseudocode.title)) }</h3>
            <ol class="lines">{ for lines }</ol>
            if marked && hideable {
                <button type="button" class="all-lines" aria-pressed={(*all_lines).to_string()} onclick={toggle}>
                    { if *all_lines { "Only this step's lines".to_string() } else { format!("All {total} lines") } }
                </button>
            }
            if props.hidden {
                <p class="note">{ "The lines each step runs come back once the question is answered." }</p>
            }
            <p class="cite">{ notation(&castlab_core::papers::readable(&trace.pseudocode.cite)) }</p>
        </section>
    }
}

/// The step log: what the step shown does and why, in a few sentences. It
/// is announced when the reader steps, not while the animation plays, and
/// takes the focus (it scrolls when a step has many reasons).
/// Whether the traced link is a telephone-model view, whose trace is
/// missing only beyond the size whose calls are listed.
fn classical(permalink: &str) -> bool {
    castlab_core::permalink::parse(permalink).query.family()
        == castlab_core::permalink::Family::Classical
}

#[component]
pub fn StepLog(props: &NarrationProps) -> Html {
    let live = if props.playing { "off" } else { "polite" };
    let body = match props.answer.as_ref().map(|a| &a.trace) {
        Some(Ok(Some(trace))) => {
            let reasons = shown(trace, props.step, props.animated);
            if reasons.is_empty() {
                html! { <p>{ "Step through the broadcast to read why each message is sent." }</p> }
            } else {
                let more = reasons.len().saturating_sub(LOG_REASONS);
                let lead = match props.step.filter(|_| props.animated) {
                    Some(s) => format!("Step {s} of {}: ", props.steps),
                    None => String::new(),
                };
                html! {
                    <>
                        <ul>
                            { for reasons.iter().take(LOG_REASONS).enumerate().map(|(i, r)| {
                                let class = classes!((props.focus == Some(r.line)).then_some("focused"));
                                html! {
                                    <li {class} data-line={r.line.to_string()} data-rule={r.rule.clone()}>
                                        if i == 0 { <strong>{ lead.clone() }</strong> }
                                        { format!("line {}: ", r.line) }{ linked(&r.sentence, i) }
                                    </li>
                                }
                            }) }
                        </ul>
                        if more > 0 {
                            <p class="more">{ format!("…and {more} more reasons at this step.") }</p>
                        }
                        { definitions(&reasons[..reasons.len().min(LOG_REASONS)]) }
                    </>
                }
            }
        }
        Some(Ok(None)) | Some(Err(_)) | None => html! {},
    };
    html! {
        <div class="step-log" data-testid="step-log" tabindex="0" aria-live={live} aria-atomic="true" aria-label="Why each message is sent">
            { body }
        </div>
    }
}
