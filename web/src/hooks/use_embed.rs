//! How the page sits in its window: the theme, and for an embed its
//! height, posted to the host page.

use castlab_core::permalink::Theme;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

/// `theme=` as `<html data-theme>`, and `<body class="embed">` for an embed;
/// the stylesheet does the rest.
#[hook]
pub fn use_page_look(theme: Theme, embed: bool) {
    use_effect_with((theme, embed), |&(theme, embed)| {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("data-theme", theme.as_str());
        }
        if let Some(body) = document.body() {
            let _ = body.class_list().toggle_with_force("embed", embed);
        }
    });
}

/// Posts `{type: "castlab:height", height}` to the host page whenever the
/// embed's content changes height, so the host's `embed-host.js` can fit the
/// iframe to it. Nothing is posted outside an iframe.
#[hook]
pub fn use_embed_height(embed: bool) {
    use_effect_with(embed, |&embed| {
        let observer = embed.then(observe_height).flatten();
        move || {
            if let Some((observer, _closure)) = observer {
                observer.disconnect();
            }
        }
    });
}

type Observer = (web_sys::ResizeObserver, Closure<dyn FnMut()>);

fn observe_height() -> Option<Observer> {
    let window = web_sys::window()?;
    let parent = window.parent().ok()??;
    if parent == window {
        return None;
    }
    let body = window.document()?.body()?;
    let measured = body.clone();
    let mut last = 0.0;
    let post = Closure::<dyn FnMut()>::new(move || {
        let height = measured.get_bounding_client_rect().height().ceil();
        if height == last {
            return;
        }
        last = height;
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"type".into(), &"castlab:height".into());
        let _ = js_sys::Reflect::set(&message, &"height".into(), &height.into());
        // The height is not private: any host may read it.
        let _ = parent.post_message(&message, "*");
    });
    let observer = web_sys::ResizeObserver::new(post.as_ref().unchecked_ref()).ok()?;
    observer.observe(&body);
    Some((observer, post))
}
