//! Redraws canvases when the window or their own box changes size.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

/// A counter that goes up on every window resize; use it as an effect
/// dependency so a canvas is redrawn at its new device-pixel size (zoom
/// changes the device pixel ratio without always changing CSS widths).
#[hook]
pub fn use_resize() -> u32 {
    let resized = use_state(|| 0u32);
    {
        let resized = resized.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "resize", move |_| resized.set(resized.wrapping_add(1)))
            });
            move || drop(listener)
        });
    }
    *resized
}

/// The element's border-box width in CSS pixels, kept by a
/// `ResizeObserver`; `None` until its first report. A canvas drawn at this
/// width does not force a layout on every redraw: reading the width while
/// the page has pending DOM changes (a click's new panel) would lay the
/// whole page out in the middle of the click, before the browser's own
/// layout for the frame.
#[hook]
pub fn use_box_width(target: NodeRef) -> Option<f64> {
    let width = use_state_eq(|| None::<f64>);
    {
        let width = width.clone();
        use_effect_with(target, move |target| {
            let observed = target.cast::<web_sys::Element>().and_then(|element| {
                let measured = element.clone();
                // Observers report after layout, so this read is free.
                let report = Closure::<dyn FnMut()>::new(move || {
                    width.set(Some(measured.get_bounding_client_rect().width()));
                });
                let observer =
                    web_sys::ResizeObserver::new(report.as_ref().unchecked_ref()).ok()?;
                observer.observe(&element);
                Some((observer, report))
            });
            move || {
                if let Some((observer, _report)) = observed {
                    observer.disconnect();
                }
            }
        });
    }
    *width
}
