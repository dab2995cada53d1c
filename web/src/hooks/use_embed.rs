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
/// height the embed would like grows (or its width changes), so the host's `embed-host.js` can
/// fit the iframe to it (within the author's cap). Nothing is posted
/// outside an iframe.
#[hook]
pub fn use_embed_height(embed: bool) {
    use_effect_with(embed, |&embed| {
        let observer = embed.then(observe_height).flatten();
        move || {
            if let Some((observer, mutations, _closure)) = observer {
                observer.disconnect();
                mutations.disconnect();
            }
        }
    });
}

type Observer = (
    web_sys::ResizeObserver,
    web_sys::MutationObserver,
    Closure<dyn FnMut()>,
);

/// The height the embed would like: the frame's, less the view's unused
/// foot and the picture box's blank space, plus what the view's content
/// overflows by, plus what the picture would gain at its box's full
/// width. It depends on the frame's width only, so fitting the frame to
/// it settles at once.
fn wanted_height(window: &web_sys::Window) -> Option<f64> {
    let document = window.document()?;
    let inner = window.inner_height().ok()?.as_f64()?;
    let Some(view) = document.query_selector(".embedded .view").ok()? else {
        return Some(inner);
    };
    // The unused foot of a box: below its lowest shown child (a hidden
    // one, `display: none`, has an empty box at the top).
    let below = |outer: &web_sys::Element| {
        let top = outer.get_bounding_client_rect().top();
        let children = outer.children();
        let used = (0..children.length())
            .filter_map(|k| children.item(k))
            .map(|child| child.get_bounding_client_rect())
            .filter(|r| r.width() > 0.0 || r.height() > 0.0)
            .map(|r| r.bottom() - top)
            .fold(0.0, f64::max);
        (f64::from(outer.client_height()) - used).max(0.0)
    };
    let free = below(&view);
    let overflow = f64::from(view.scroll_height() - view.client_height()).max(0.0);
    let picture = document
        .query_selector(".embedded .heatmap-frame")
        .ok()
        .flatten();
    let blank = picture.as_ref().map_or(0.0, &below);
    let gain = document
        .query_selector(".embedded canvas.heatmap")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        .filter(|c| c.width() > 0 && c.height() > 0)
        .map_or(0.0, |canvas| {
            let aspect = f64::from(canvas.width()) / f64::from(canvas.height());
            let room = canvas
                .parent_element()
                .map_or(0.0, |p| f64::from(p.client_width()));
            (room / aspect - f64::from(canvas.client_height())).max(0.0)
        });
    Some((inner - free - blank + overflow + gain).ceil())
}

fn observe_height() -> Option<Observer> {
    let window = web_sys::window()?;
    let parent = window.parent().ok()??;
    if parent == window {
        return None;
    }
    let body = window.document()?.body()?;
    let (mut last, mut last_width) = (0.0, 0.0);
    let measure = window.clone();
    let post = Closure::<dyn FnMut()>::new(move || {
        let Some(height) = wanted_height(&measure) else {
            return;
        };
        let width = measure
            .inner_width()
            .ok()
            .and_then(|w| w.as_f64())
            .unwrap_or(0.0);
        // At one width the frame only grows: a playing run's steps wrap
        // their words onto more or fewer lines, and following each step
        // down and up made the host's page jump for ever. A pixel more is
        // rounding (boxes measured in whole pixels, laid out in fractions).
        if width == last_width && height <= last + 1.0 {
            return;
        }
        (last, last_width) = (height, width);
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"type".into(), &"castlab:height".into());
        let _ = js_sys::Reflect::set(&message, &"height".into(), &height.into());
        // The height is not private: any host may read it.
        let _ = parent.post_message(&message, "*");
    });
    let observer = web_sys::ResizeObserver::new(post.as_ref().unchecked_ref()).ok()?;
    observer.observe(&body);
    // The content changes inside a box of fixed size (the picture arrives,
    // a step is shown): those are mutations, not resizes.
    let mutations = web_sys::MutationObserver::new(post.as_ref().unchecked_ref()).ok()?;
    let options = web_sys::MutationObserverInit::new();
    options.set_child_list(true);
    options.set_subtree(true);
    options.set_attributes(true);
    let _ = mutations.observe_with_options(&body, &options);
    Some((observer, mutations, post))
}
