//! Hooks that own the page's side effects.

pub mod use_drawing;
pub mod use_embed;
pub mod use_embed_api;
pub mod use_engine;
pub mod use_location_sync;
pub mod use_motion;
pub mod use_plan;
pub mod use_resize;
pub mod use_step_keys;
pub mod use_tries;
pub mod use_zoom;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Runs `work` once the browser has painted the current frame: at the next
/// animation frame, then in a task of its own after the frame's rendering.
/// For writes nobody sees on the map (the address bar, the title, the saved
/// session): a click then costs its repaint, not those (about 5 ms in
/// Chromium). Calls run in the order made. A hidden page paints no frames,
/// so there the work only waits for the current task to end.
pub fn after_paint(work: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return work();
    };
    if window.document().is_none_or(|d| d.hidden()) {
        Timeout::new(0, work).forget();
        return;
    }
    let frame = Closure::once_into_js(move || Timeout::new(0, work).forget());
    // Fails only without a window, where nothing is painted or written.
    let _ = window.request_animation_frame(frame.unchecked_ref());
}
