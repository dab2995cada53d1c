//! Saving a file from the page: a temporary object URL and a click.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Blob, HtmlCanvasElement};

/// `castlab-<permalink>` with every character a file name may not hold
/// replaced, at most 120 characters of the link.
pub fn file_stem(permalink: &str) -> String {
    let name: String = permalink
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(120)
        .collect();
    format!("castlab-{name}")
}

/// Saves `text` as `file`, of type `mime`.
pub fn save_text(file: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    if let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &options) {
        save_blob(file, &blob);
    }
}

/// Saves a canvas as a PNG file.
pub fn save_png(file: String, canvas: &HtmlCanvasElement) {
    let done = Closure::once_into_js(move |blob: Option<Blob>| {
        if let Some(blob) = blob {
            save_blob(&file, &blob);
        }
    });
    let _ = canvas.to_blob(done.unchecked_ref());
}

fn save_blob(file: &str, blob: &Blob) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    let link = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(link) = link {
        link.set_href(&url);
        link.set_download(file);
        link.click();
    }
    // Freed once the download has surely started.
    gloo::timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}
