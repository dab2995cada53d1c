//! Narrated steps (`trace=1`): the algorithm's pseudocode with the lines of
//! the step shown highlighted, and the step log, a few sentences per step
//! from the core's trace. Hovering or focusing a line emphasises its
//! messages on the drawing; hovering a node highlights the line that sent
//! its message.

use yew::prelude::*;

use crate::l10n::{text, tr, tr_args};
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
    for (start, end, term) in crate::components::explain::named(sentence) {
        parts.push(notation(&sentence[at..start]));
        let id = format!("define-{}-{}", reason, term.id);
        parts.push(html! {
            <button type="button" class="term" commandfor={id} command="show-modal" title={crate::l10n::tr(term.definition)}>
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
fn definitions(sentences: &[String]) -> Html {
    let all = sentences.iter().enumerate().flat_map(|(i, sentence)| {
        crate::components::explain::named(sentence)
            .into_iter()
            .map(move |(_, _, term)| (format!("define-{}-{}", i, term.id), term))
    });
    html! {
        { for all.map(|(id, term)| html! {
            <dialog class="definition" id={id.clone()} closedby="any" aria-label={crate::l10n::tr(term.name)}>
                <p><strong>{ crate::l10n::tr(term.name) }</strong>{ ": " }{ crate::l10n::tr(term.definition) }</p>
                <button type="button" commandfor={id} command="close">{ tr("narration-close") }</button>
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
        return html! { <section class="pseudocode" aria-label={tr("narration-panel-name")} data-testid="pseudocode" aria-busy="true"><p>{ tr("narration-tracing") }</p></section> };
    };
    let trace = match &answer.trace {
        Ok(Some(t)) => t,
        Ok(None) if answer.permalink.contains("plan=") => {
            return html! { <section class="pseudocode" aria-label={tr("narration-panel-name")} data-testid="pseudocode"><p data-testid="no-trace">{ tr("narration-none-plan") }</p></section> };
        }
        Ok(None) if classical(&answer.permalink) => {
            let limit = castlab_core::eval::CALLS_LIMIT as u64;
            // English groups its digits ("1,024"); elsewhere a comma is the decimal sign.
            let shown = if crate::l10n::locale() == "en" {
                crate::words::grouped(limit)
            } else {
                crate::l10n::number(limit as f64, 0)
            };
            return html! { <section class="pseudocode" aria-label={tr("narration-panel-name")} data-testid="pseudocode"><p data-testid="no-trace">{
                tr_args("narration-none-classical", &[("limit", shown.into())])
            }</p></section> };
        }
        Ok(None) => {
            return html! { <section class="pseudocode" aria-label={tr("narration-panel-name")} data-testid="pseudocode"><p data-testid="no-trace">{ tr("narration-none-adaptive") }</p></section> };
        }
        Err(e) => {
            return html! { <section class="pseudocode" aria-label={tr("narration-panel-name")} data-testid="pseudocode"><p class="bad">{ tr_args("narration-mismatch", &[("error", e.clone().into())]) }</p></section> };
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
    let lines = trace.pseudocode.lines.iter().enumerate().map(|(i, line)| {
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
                <span class="line-text">{ notation(&text(line)) }</span>
                if current.contains(&n) && count > 0 {
                    <span class="line-count">{ tr_args("narration-line-count", &[("count", count.into())]) }</span>
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
        <section {class} aria-label={tr("narration-panel-name")} data-testid="pseudocode" ref={panel}>
            <h3>{ notation(&castlab_core::permalink::capitalised(&text(&trace.pseudocode.title))) }</h3>
            <ol class="lines">{ for lines }</ol>
            if marked && hideable {
                <button type="button" class="all-lines" aria-pressed={(*all_lines).to_string()} onclick={toggle}>
                    { if *all_lines { tr("narration-lines-step") } else { tr_args("narration-lines-all", &[("total", total.into())]) } }
                </button>
            }
            if props.hidden {
                <p class="note">{ tr("narration-lines-hidden") }</p>
            }
            <p class="cite">{ notation(&crate::components::explain::readable(&text(&trace.pseudocode.cite))) }</p>
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
                html! { <p>{ tr("narration-log-empty") }</p> }
            } else {
                let more = reasons.len().saturating_sub(LOG_REASONS);
                let lead = match props.step.filter(|_| props.animated) {
                    Some(s) => tr_args(
                        "narration-log-lead",
                        &[("step", s.into()), ("steps", props.steps.into())],
                    ),
                    None => String::new(),
                };
                let shown = &reasons[..reasons.len().min(LOG_REASONS)];
                let sentences: Vec<String> = shown.iter().map(|r| text(&r.sentence)).collect();
                html! {
                    <>
                        <ul>
                            { for shown.iter().zip(&sentences).enumerate().map(|(i, (r, sentence))| {
                                let class = classes!((props.focus == Some(r.line)).then_some("focused"));
                                html! {
                                    <li {class} data-line={r.line.to_string()} data-rule={r.rule.clone()}>
                                        if i == 0 { <strong>{ lead.clone() }</strong> }
                                        { tr_args("narration-log-line", &[("line", r.line.into())]) }{ linked(sentence, i) }
                                    </li>
                                }
                            }) }
                        </ul>
                        if more > 0 {
                            <p class="more">{ tr_args("narration-log-more", &[("more", more.into())]) }</p>
                        }
                        { definitions(&sentences) }
                    </>
                }
            }
        }
        Some(Ok(None)) | Some(Err(_)) | None => html! {},
    };
    html! {
        <div class="step-log" data-testid="step-log" tabindex="0" aria-live={live} aria-atomic="true" aria-label={tr("narration-log-name")}>
            { body }
        </div>
    }
}
