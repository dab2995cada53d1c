//! The keyboard help: `?` anywhere outside a text field (or the small
//! "Shortcuts" button under the view's title) opens a modal dialog listing
//! every key and gesture of the current view. The dialog keeps the focus
//! (Tab wraps inside it), and Escape or Close returns it to where it was.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement};
use yew::prelude::*;

use crate::l10n::{tr, tr_args};

#[derive(Properties, PartialEq)]
pub struct ShortcutsProps {
    /// The keys that move the source on the family's drawing (its room's
    /// `keys`).
    pub moves: Vec<(&'static str, String)>,
    /// Whether keys may change the configuration (not in `controls=0`).
    pub interactive: bool,
    /// Whether the view has a stepper.
    pub animated: bool,
    /// A sweep's charts instead of a drawing.
    #[prop_or_default]
    pub sweep: bool,
}

/// One group of the list: a heading and its (keys, what they do) rows.
/// Keys are written as on an English keyboard and worded by [`key_label`].
type Group = (String, Vec<(&'static str, String)>);

/// The keys of every page: focus, this list, closing it.
fn anywhere() -> Group {
    (
        tr("panels-keys-anywhere"),
        vec![
            ("Tab, Shift + Tab", tr("panels-keys-focus")),
            ("?", tr("panels-keys-this-list")),
            ("Escape", tr("panels-keys-close")),
        ],
    )
}

/// The keys of a sweep's charts.
fn chart_groups(p: &ShortcutsProps) -> Vec<Group> {
    let mut chart = vec![
        ("← →", tr("panels-keys-chart-point")),
        ("↑ ↓", tr("panels-keys-chart-size")),
        ("Home End", tr("panels-keys-chart-ends")),
    ];
    if p.interactive {
        chart.push(("Enter", tr("panels-keys-chart-open")));
    }
    let mut pointer = vec![("hover, tap", tr("panels-keys-chart-values"))];
    if p.interactive {
        pointer.push(("click", tr("panels-keys-chart-click")));
    }
    vec![
        (tr("panels-keys-on-chart"), chart),
        (tr("panels-keys-pointer"), pointer),
        anywhere(),
    ]
}

/// The arrows on a grid's map: they move `moved` (the source, or an
/// orderly view's originator, worded by the page as the sentence's object)
/// along x, y and z.
pub fn grid_keys(dims: usize, moved: &str) -> Vec<(&'static str, String)> {
    let along = |axis: &str| {
        tr_args(
            "panels-keys-move",
            &[("moved", moved.into()), ("axis", axis.into())],
        )
    };
    let mut keys = vec![("← →", along("x"))];
    if dims >= 2 {
        keys.push(("↑ ↓", along("y")));
    }
    if dims >= 3 {
        keys.push(("Page Up, Page Down", along("z")));
    }
    keys.push(("Shift + arrow", tr("panels-keys-move-eight")));
    keys
}

/// Every key and gesture of the view, by where it works.
fn groups(p: &ShortcutsProps) -> Vec<Group> {
    if p.sweep {
        return chart_groups(p);
    }
    let mut map = Vec::new();
    if p.interactive {
        map.extend(p.moves.iter().cloned());
    }
    map.push(("+ −", tr("panels-keys-zoom")));
    map.push(("0", tr("panels-keys-whole")));
    let mut pointer = vec![
        ("Ctrl + wheel, ⌘ + wheel", tr("panels-keys-zoom-pointer")),
        ("drag", tr("panels-keys-pan")),
        ("pinch", tr("panels-keys-pinch")),
    ];
    pointer.push(if p.interactive {
        ("tap", tr("panels-keys-tap-pick"))
    } else {
        ("tap", tr("panels-keys-tap-show"))
    });
    let mut list = vec![
        (tr("panels-keys-on-drawing"), map),
        (tr("panels-keys-pointer"), pointer),
    ];
    if p.animated {
        let mut steps = vec![("Enter, Space", tr("panels-keys-press"))];
        if p.interactive {
            steps.push(("← → Home End", tr("panels-keys-slider")));
            steps.push((". ,", tr("panels-keys-next-step")));
        }
        list.push((tr("panels-keys-steps"), steps));
    }
    list.push(anywhere());
    list
}

/// Keys and gestures as the reader's keyboard and language name them;
/// arrows and signs stay as they are.
fn key_label(keys: &str) -> String {
    match keys {
        "Tab, Shift + Tab" => tr("panels-key-tab"),
        "Escape" => tr("panels-key-escape"),
        "Home End" => tr("panels-key-home-end"),
        "← → Home End" => tr("panels-key-arrows-home-end"),
        "Enter" => tr("panels-key-enter"),
        "Enter, Space" => tr("panels-key-enter-space"),
        "Page Up, Page Down" => tr("panels-key-page-up-down"),
        "Shift + arrow" => tr("panels-key-shift-arrow"),
        "Ctrl + wheel, ⌘ + wheel" => tr("panels-key-ctrl-wheel"),
        "hover, tap" => tr("panels-key-hover-tap"),
        "click" => tr("panels-key-click"),
        "drag" => tr("panels-key-drag"),
        "pinch" => tr("panels-key-pinch"),
        "tap" => tr("panels-key-tap"),
        signs => signs.to_string(),
    }
}

/// Whether a key press belongs to a text field (where `?` is typed).
pub fn typing(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    match el.tag_name().as_str() {
        "TEXTAREA" | "SELECT" => true,
        "INPUT" => !matches!(
            el.get_attribute("type").as_deref(),
            Some("range" | "checkbox" | "radio" | "button" | "submit" | "color")
        ),
        _ => el
            .dyn_ref::<HtmlElement>()
            .is_some_and(|h| h.is_content_editable()),
    }
}

fn open_dialog(dialog: &NodeRef) {
    if let Some(d) = dialog.cast::<HtmlDialogElement>()
        && !d.open()
    {
        let _ = d.show_modal();
    }
}

#[component]
pub fn Shortcuts(props: &ShortcutsProps) -> Html {
    let dialog = use_node_ref();
    {
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            let document = web_sys::window().and_then(|w| w.document());
            let listener = document.map(|d| {
                // Not passive: `?` is taken, so it is not also typed.
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&d, "keydown", options, move |e| {
                    let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if e.key() != "?" || e.ctrl_key() || e.meta_key() || e.alt_key() {
                        return;
                    }
                    if typing(e.target()) {
                        return;
                    }
                    e.prevent_default();
                    open_dialog(&dialog);
                })
            });
            move || drop(listener)
        });
    }
    let onclick = {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| open_dialog(&dialog))
    };
    // A modal dialog leaves the page inert but lets Tab reach the browser's
    // own controls; wrap it inside the dialog instead.
    let onkeydown = {
        let dialog = dialog.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() != "Tab" {
                return;
            }
            let Some(d) = dialog.cast::<Element>() else {
                return;
            };
            let Ok(nodes) =
                d.query_selector_all("button, a[href], [tabindex]:not([tabindex='-1'])")
            else {
                return;
            };
            let focusable: Vec<HtmlElement> = (0..nodes.length())
                .filter_map(|i| nodes.item(i)?.dyn_into::<HtmlElement>().ok())
                .collect();
            let (Some(first), Some(last)) = (focusable.first(), focusable.last()) else {
                return;
            };
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let at = |el: &HtmlElement| {
                active
                    .as_ref()
                    .is_some_and(|a| a == el.as_ref() as &Element)
            };
            let wrap_to = if e.shift_key() {
                (at(first) || active.is_none()).then_some(last)
            } else {
                at(last).then_some(first)
            };
            if let Some(target) = wrap_to {
                e.prevent_default();
                let _ = target.focus();
            }
        })
    };
    let list = groups(props);
    html! { <>
        <button type="button" class="link keys-hint" data-testid="shortcuts-hint"
            aria-keyshortcuts="?" aria-haspopup="dialog" {onclick}>
            { format!("{} ", tr("panels-keys-title")) }<kbd>{ "?" }</kbd>
        </button>
        <dialog ref={dialog} class="shortcuts" aria-labelledby="shortcuts-title" data-testid="shortcuts" {onkeydown}>
            <h2 id="shortcuts-title">{ tr("panels-keys-title") }</h2>
            { for list.into_iter().map(|(heading, rows)| html! { <>
                <h3>{ heading }</h3>
                <table>
                    <tbody>
                        { for rows.into_iter().map(|(keys, what)| html! {
                            <tr><th scope="row"><kbd>{ key_label(keys) }</kbd></th><td>{ what }</td></tr>
                        }) }
                    </tbody>
                </table>
            </> }) }
            <form method="dialog">
                <button type="submit" data-testid="shortcuts-close" autofocus=true>{ tr("panels-keys-close-button") }</button>
            </form>
        </dialog>
    </> }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In English every key reads as the list writes it, and every row has
    /// words (native tests word in English).
    #[test]
    fn english_keys_read_as_written() {
        for (interactive, animated, sweep) in [
            (true, true, false),
            (false, false, false),
            (true, false, true),
        ] {
            let props = ShortcutsProps {
                moves: grid_keys(3, "the source"),
                interactive,
                animated,
                sweep,
            };
            for (heading, rows) in groups(&props) {
                assert!(
                    !heading.is_empty() && !heading.starts_with("panels-"),
                    "{heading}"
                );
                for (keys, what) in rows {
                    assert_eq!(key_label(keys), keys);
                    assert!(!what.starts_with("panels-"), "{keys}: {what}");
                }
            }
        }
        let z = grid_keys(3, "the originator");
        assert_eq!(
            z[2],
            (
                "Page Up, Page Down",
                "move the originator along z".to_string()
            )
        );
    }
}
