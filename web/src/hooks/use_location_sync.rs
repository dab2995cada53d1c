//! Keeps the address bar equal to the state's permalink.

use yew::prelude::*;

/// Replaces the URL's query with `permalink` whenever it changes. The page
/// uses `replaceState`, so clicking around does not flood the history.
#[hook]
pub fn use_location_sync(permalink: String) {
    use_effect_with(permalink, |permalink| {
        let url = format!("?{permalink}");
        let Some(window) = web_sys::window() else {
            return;
        };
        let same = window
            .location()
            .search()
            .is_ok_and(|current| current == url);
        if !same && let Ok(history) = window.history() {
            // Failing to update the address bar leaves the page usable.
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    });
}
