//! The reader's motion preference (`prefers-reduced-motion: reduce`), read
//! when the page opens and followed while it stays open.

use gloo::events::EventListener;
use yew::prelude::*;

const QUERY: &str = "(prefers-reduced-motion: reduce)";

fn media() -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(QUERY).ok()?
}

/// Whether the reader asked for reduced motion.
pub fn prefers_reduced_motion() -> bool {
    media().is_some_and(|m| m.matches())
}

/// Calls `on_change` with the new preference whenever the reader changes it.
#[hook]
pub fn use_motion_preference(on_change: Callback<bool>) {
    use_effect_with((), move |_| {
        let listener = media().map(|m| {
            let seen = m.clone();
            EventListener::new(&m, "change", move |_| on_change.emit(seen.matches()))
        });
        move || drop(listener)
    });
}
