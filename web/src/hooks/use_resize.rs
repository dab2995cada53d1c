//! Redraws canvases when the window changes size.

use gloo::events::EventListener;
use yew::prelude::*;

/// A counter that goes up on every window resize; use it as an effect
/// dependency so a canvas is redrawn at its new device-pixel size.
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
