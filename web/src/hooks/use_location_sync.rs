//! Keeps the address bar equal to the state's permalink, and Back and
//! Forward stepping through the configurations.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::after_paint;
use crate::state::{Action, UrlWrite};

/// Least time between two `replaceState` calls. Safari refuses history
/// calls beyond about 100 in 30 s (and warns at fewer); animation and
/// held arrow keys would exceed that, so the latest link is written at
/// most this often, and the last one always.
pub const REPLACE_INTERVAL_MS: u32 = 700;

#[derive(Default)]
struct Writer {
    /// `performance.now()` of the last `replaceState`.
    last_replace: Option<f64>,
    /// The pending write of the newest link, if one is being held back.
    pending: Option<Timeout>,
    latest: String,
    /// The newest link, set as soon as the state changes; a write waiting
    /// for the paint that is no longer the newest is dropped (after Back,
    /// writing it would overwrite the entry reached).
    wanted: String,
    /// A dropped write was a `pushState`: the newest link is pushed.
    push_owed: bool,
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Writes `?permalink` to the address bar: `pushState` for a deliberate
/// change, a throttled `replaceState` otherwise. An embed never pushes: an
/// iframe's entries would join the host page's history. The document title
/// says what the link shows, so history menus and bookmarks read well.
/// Both are written after the frame is painted ([`after_paint`]).
///
/// Back and Forward show the configuration of the entry reached. The entry
/// reached becomes the newest link at once, so a write still waiting for
/// its paint cannot overwrite it (two quick Forwards did, in CI).
#[hook]
pub fn use_location_sync(
    permalink: String,
    write: UrlWrite,
    embed: bool,
    title: String,
    dispatch: UseReducerDispatcher<crate::state::State>,
) {
    let writer = use_mut_ref(Writer::default);
    {
        let writer = Rc::clone(&writer);
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "popstate", move |_| {
                    let search = web_sys::window()
                        .and_then(|w| w.location().search().ok())
                        .unwrap_or_default();
                    {
                        let mut w = writer.borrow_mut();
                        w.wanted.clone_from(&search);
                        w.pending = None;
                        w.push_owed = false;
                    }
                    dispatch.dispatch(Action::Navigate(search));
                })
            });
            move || drop(listener)
        });
    }
    use_effect_with(title, |title| {
        let title = title.clone();
        after_paint(move || {
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(&title);
            }
        });
    });
    use_effect_with((permalink, write), move |(permalink, write)| {
        let url = format!("?{permalink}");
        {
            let mut w = writer.borrow_mut();
            w.wanted.clone_from(&url);
            w.push_owed |= *write == UrlWrite::Push && !embed;
        }
        after_paint(move || write_url(&writer, &url));
    });
}

/// The write of the address bar for `url`, if it is still the newest link.
fn write_url(writer: &Rc<RefCell<Writer>>, url: &str) {
    let mut w = writer.borrow_mut();
    if w.wanted != url {
        return;
    }
    if crate::l10n::asks_another_language(url) {
        // The words of another language are another file: the page opens
        // the link afresh (one history entry, as a push would add).
        if let Some(location) = web_sys::window().map(|w| w.location()) {
            let _ = if location_differs(url) {
                location.assign(url)
            } else {
                location.reload()
            };
        }
        return;
    }
    let push = std::mem::take(&mut w.push_owed);
    w.latest = url.to_string();
    if push {
        w.pending = None;
        if location_differs(url) {
            push_state(url);
        }
        return;
    }
    let now = now_ms();
    let wait = w
        .last_replace
        .map_or(0.0, |last| f64::from(REPLACE_INTERVAL_MS) - (now - last));
    if !location_differs(url) {
        w.pending = None;
    } else if wait <= 0.0 {
        w.pending = None;
        w.last_replace = Some(now);
        replace_state(url);
    } else if w.pending.is_none() {
        let later = Rc::clone(writer);
        w.pending = Some(Timeout::new(wait.ceil() as u32, move || {
            flush(&later);
        }));
    }
}

/// The held-back write: the newest link, whatever it is by now.
fn flush(writer: &Rc<RefCell<Writer>>) {
    let mut w = writer.borrow_mut();
    w.pending = None;
    if location_differs(&w.latest) {
        w.last_replace = Some(now_ms());
        replace_state(&w.latest);
    }
}

fn location_differs(url: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_none_or(|current| current != url)
}

fn push_state(url: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        // Failing to update the address bar leaves the page usable.
        let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
}

fn replace_state(url: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
}
