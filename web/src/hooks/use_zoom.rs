//! Zoom and pan for every map, in the conventions of map viewers: pinch and
//! drag on touch; Ctrl (or ⌘) and the wheel with a mouse, so the plain wheel
//! still scrolls the page (and a course page around an embed); the +, −
//! and Fit buttons; `+`, `-` and `0` on a focused map. A tap picks a node
//! and shows its readout, as a hover does with a mouse.
//!
//! The drawings stay sharp: a component draws its data at the zoomed scale
//! (cells from a one-pixel-per-node image without smoothing, markers and
//! text as vectors), never a magnified copy of the canvas.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use web_sys::{HtmlCanvasElement, PointerEvent, WheelEvent};
use yew::prelude::*;

use crate::l10n::{Arg, tr, tr_args};

/// Which part of a drawing the canvas shows: the zoom factor (1: all of
/// it) and the visible area's top-left corner, as fractions of the
/// drawing's width and height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    pub zoom: f64,
    pub x: f64,
    pub y: f64,
}

impl Viewport {
    /// The whole drawing.
    pub const FIT: Viewport = Viewport {
        zoom: 1.0,
        x: 0.0,
        y: 0.0,
    };

    /// The drawing point (fractions) under a point of the canvas (fractions
    /// of its width and height).
    pub fn to_drawing(self, (vx, vy): (f64, f64)) -> (f64, f64) {
        (self.x + vx / self.zoom, self.y + vy / self.zoom)
    }

    /// Zoomed by `factor` about the canvas point `at` (fractions), which
    /// keeps the drawing point under it; at most `max` times.
    pub fn zoom_at(self, factor: f64, at: (f64, f64), max: f64) -> Viewport {
        let zoom = (self.zoom * factor).clamp(1.0, max.max(1.0));
        let (px, py) = self.to_drawing(at);
        Viewport {
            zoom,
            x: px - at.0 / zoom,
            y: py - at.1 / zoom,
        }
        .clamped()
    }

    /// Moved by `(dx, dy)` canvas fractions (the drawing follows the
    /// finger).
    pub fn pan(self, (dx, dy): (f64, f64)) -> Viewport {
        Viewport {
            x: self.x - dx / self.zoom,
            y: self.y - dy / self.zoom,
            ..self
        }
        .clamped()
    }

    /// Kept inside the drawing.
    fn clamped(self) -> Viewport {
        let room = 1.0 - 1.0 / self.zoom;
        Viewport {
            zoom: self.zoom,
            x: self.x.clamp(0.0, room),
            y: self.y.clamp(0.0, room),
        }
    }

    /// `zoom x y`, for the canvas's `data-viewport` (tests find nodes with
    /// it).
    pub fn attribute(self) -> String {
        format!("{:.6} {:.6} {:.6}", self.zoom, self.x, self.y)
    }

    /// `zoom` times, centred (as far as the drawing allows) on the
    /// drawing point `(fx, fy)` (fractions).
    pub fn centred(zoom: f64, (fx, fy): (f64, f64)) -> Viewport {
        let zoom = zoom.max(1.0);
        Viewport {
            zoom,
            x: fx - 0.5 / zoom,
            y: fy - 0.5 / zoom,
        }
        .clamped()
    }

    /// Whether it shows the whole drawing.
    pub fn is_fit(self) -> bool {
        self.zoom <= 1.0 + 1e-9
    }
}

/// One step of the buttons and keys.
const STEP: f64 = 1.6;
/// Pointer travel (CSS px) below which a press is a tap, not a drag.
const TAP_SLOP: f64 = 8.0;

/// The pointers down on the canvas and where the gesture started.
#[derive(Default)]
struct Gesture {
    /// Pointer id → its last position in CSS pixels of the canvas.
    pointers: BTreeMap<i32, (f64, f64)>,
    /// Total travel since the first pointer went down.
    travel: f64,
    /// Whether the last pointer was a finger (its click is handled as a
    /// tap, and the mouse events a browser sends after a tap are ignored).
    touch: bool,
}

/// The node at a point of the canvas: (CSS pixels from the drawing's
/// top-left corner, the drawing's CSS size), through the viewport.
pub type Locate<N> = Rc<dyn Fn(Viewport, (f64, f64), (f64, f64)) -> Option<N>>;

/// How a map finds and reports nodes under the pointer.
pub struct Picking<N> {
    pub locate: Locate<N>,
    /// A hover, or a tap: the node under it.
    pub on_hover: Callback<Option<N>>,
    /// A click, or a tap.
    pub on_pick: Callback<N>,
}

/// What a map component needs to zoom and pick: the viewport to draw
/// with, the keys, and [`Zoom::frame`] around its canvas.
#[derive(Clone)]
pub struct Zoom {
    pub viewport: Viewport,
    /// `+`, `-` and `0` on the focused map; true if the key was one.
    pub on_key: Rc<dyn Fn(&KeyboardEvent) -> bool>,
    onpointerdown: Callback<PointerEvent>,
    onpointermove: Callback<PointerEvent>,
    onpointerup: Callback<PointerEvent>,
    onwheel: Callback<WheelEvent>,
    /// Picks the node clicked (not after a drag, nor after a touch tap,
    /// which picks by itself).
    onclick: Callback<MouseEvent>,
    /// Reports the node under the mouse. After a tap the browser sends one
    /// more mouse move, which may arrive after the page has moved the map:
    /// it is ignored, so the tap's readout stays.
    onmousemove: Callback<MouseEvent>,
    onmouseleave: Callback<MouseEvent>,
    /// The +, −, Fit buttons.
    buttons: Html,
    /// Shows a chosen part (a view that opens zoomed on a node).
    pub set: Callback<Viewport>,
}

impl Zoom {
    /// The canvas with the buttons above it, in a frame that takes the
    /// canvas's pointer, mouse and wheel events as they bubble up (events
    /// on the buttons are not on a canvas, and every handler ignores them).
    pub fn frame(&self, canvas: Html) -> Html {
        let z = self.clone();
        let class = classes!("zoomable", (!z.viewport.is_fit()).then_some("zoomed"));
        html! {
            <div {class} onpointerdown={z.onpointerdown} onpointermove={z.onpointermove}
                onpointerup={z.onpointerup.clone()} onpointercancel={z.onpointerup}
                onwheel={z.onwheel} onclick={z.onclick} onmousemove={z.onmousemove}
                onmouseleave={z.onmouseleave}>
                { z.buttons }
                { canvas }
            </div>
        }
    }
}

/// Where a pointer event is on its canvas: CSS pixels from the drawing's
/// top-left corner (inside the border), and the drawing's CSS size. From
/// the client coordinates: Chromium's `offsetY` of the mouse events that
/// follow a touch tap is off by tens of pixels.
pub fn canvas_point(e: &MouseEvent) -> Option<((f64, f64), (f64, f64))> {
    let canvas: HtmlCanvasElement = e.target_dyn_into()?;
    let rect = canvas.get_bounding_client_rect();
    let (w, h) = (
        f64::from(canvas.client_width()),
        f64::from(canvas.client_height()),
    );
    let x = f64::from(e.client_x()) - rect.left() - f64::from(canvas.client_left());
    let y = f64::from(e.client_y()) - rect.top() - f64::from(canvas.client_top());
    (w > 0.0 && h > 0.0).then_some(((x, y), (w, h)))
}

/// Zoom, pan and picking for one canvas. `max_zoom(css_width)` says how
/// far it may zoom (so a node can reach finger size).
#[hook]
pub fn use_zoom<N: Clone + 'static>(
    label: &'static str,
    max_zoom: Rc<dyn Fn(f64) -> f64>,
    picking: Picking<N>,
) -> Zoom {
    let viewport = use_state_eq(|| Viewport::FIT);
    let Picking {
        locate,
        on_hover,
        on_pick,
    } = picking;
    let v = *viewport;
    let gesture = use_mut_ref(Gesture::default);
    let width = use_mut_ref(|| 0.0f64);

    let onpointerdown = pointer_down((gesture.clone(), width.clone()));
    let onpointermove = pointer_move(gesture.clone(), viewport.clone(), max_zoom.clone());
    let onpointerup = pointer_up(
        gesture.clone(),
        v,
        (locate.clone(), on_hover.clone(), on_pick.clone()),
    );
    let onwheel = wheel(viewport.clone(), max_zoom.clone());
    let onclick = {
        let (gesture, locate) = (gesture.clone(), locate.clone());
        Callback::from(move |e: MouseEvent| {
            let g = gesture.borrow();
            if g.touch || g.travel > TAP_SLOP {
                return;
            }
            if let Some(node) = canvas_point(&e).and_then(|(at, size)| locate(v, at, size)) {
                on_pick.emit(node);
            }
        })
    };
    let onmousemove = {
        let (gesture, on_hover) = (gesture.clone(), on_hover.clone());
        Callback::from(move |e: MouseEvent| {
            if !gesture.borrow().touch {
                on_hover.emit(canvas_point(&e).and_then(|(at, size)| locate(v, at, size)));
            }
        })
    };
    let onmouseleave = Callback::from(move |_: MouseEvent| on_hover.emit(None));
    let step = {
        let (viewport, max_zoom, width) = (viewport.clone(), max_zoom.clone(), width.clone());
        Rc::new(move |factor: Option<f64>| {
            let w = *width.borrow();
            viewport.set(match factor {
                Some(f) => viewport.zoom_at(f, (0.5, 0.5), max_zoom(w.max(1.0))),
                None => Viewport::FIT,
            });
        })
    };
    let on_key = {
        let step = step.clone();
        Rc::new(move |e: &KeyboardEvent| {
            let factor = match e.key().as_str() {
                "+" | "=" => Some(STEP),
                "-" | "_" => Some(1.0 / STEP),
                "0" => None,
                _ => return false,
            };
            e.prevent_default();
            step(factor);
            true
        })
    };
    let step: Rc<dyn Fn(Option<f64>)> = step;
    let buttons = zoom_buttons(label, v, &step);
    let set = {
        let viewport = viewport.clone();
        Callback::from(move |to: Viewport| viewport.set(to))
    };
    Zoom {
        set,
        viewport: v,
        onpointerdown,
        onpointermove,
        onpointerup,
        onwheel,
        onclick,
        onmousemove,
        onmouseleave,
        on_key,
        buttons,
    }
}

/// The shared handles of one canvas's gestures.
type Handles = (Rc<RefCell<Gesture>>, Rc<RefCell<f64>>);

/// A pointer goes down: remember it, and capture it for the drag.
fn pointer_down((gesture, width): Handles) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let Some((at, (w, _))) = canvas_point(&e) else {
            return;
        };
        *width.borrow_mut() = w;
        let mut g = gesture.borrow_mut();
        if g.pointers.is_empty() {
            g.travel = 0.0;
        }
        g.touch = e.pointer_type() == "touch";
        g.pointers.insert(e.pointer_id(), at);
        if let Some(canvas) = e.target_dyn_into::<HtmlCanvasElement>() {
            let _ = canvas.set_pointer_capture(e.pointer_id());
        }
    })
}

/// A pointer moves: two fingers pinch, one drags once zoomed in.
fn pointer_move(
    gesture: Rc<RefCell<Gesture>>,
    viewport: UseStateHandle<Viewport>,
    max_zoom: Rc<dyn Fn(f64) -> f64>,
) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let mut g = gesture.borrow_mut();
        g.touch = e.pointer_type() == "touch";
        let Some(&before) = g.pointers.get(&e.pointer_id()) else {
            return;
        };
        let Some((now, (w, h))) = canvas_point(&e) else {
            return;
        };
        g.travel += (now.0 - before.0).hypot(now.1 - before.1);
        let others: Vec<(f64, f64)> = g
            .pointers
            .iter()
            .filter(|(id, _)| **id != e.pointer_id())
            .map(|(_, p)| *p)
            .collect();
        g.pointers.insert(e.pointer_id(), now);
        let v = *viewport;
        let next = match others.first() {
            // Two fingers: zoom by the change of their distance, about
            // their midpoint.
            Some(&other) => {
                let (d0, d1) = (
                    (before.0 - other.0).hypot(before.1 - other.1),
                    (now.0 - other.0).hypot(now.1 - other.1),
                );
                if d0 < 1.0 {
                    return;
                }
                let mid = ((now.0 + other.0) / 2.0 / w, (now.1 + other.1) / 2.0 / h);
                v.zoom_at(d1 / d0, mid, max_zoom(w))
            }
            // One pointer held down: drag the drawing, once zoomed in.
            None if !v.is_fit() && g.travel > TAP_SLOP => {
                v.pan(((now.0 - before.0) / w, (now.1 - before.1) / h))
            }
            None => return,
        };
        e.prevent_default();
        viewport.set(next);
    })
}

/// A pointer lifts: a tap (touch, barely moved) hovers and picks.
fn pointer_up<N: Clone + 'static>(
    gesture: Rc<RefCell<Gesture>>,
    v: Viewport,
    (locate, on_hover, on_pick): (Locate<N>, Callback<Option<N>>, Callback<N>),
) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let mut g = gesture.borrow_mut();
        let was_single = g.pointers.len() == 1;
        g.pointers.remove(&e.pointer_id());
        if e.type_() == "pointerup"
            && was_single
            && g.touch
            && g.travel <= TAP_SLOP
            && let Some((at, size)) = canvas_point(&e)
        {
            // A tap: the readout a hover would show, and the pick.
            let node = locate(v, at, size);
            on_hover.emit(node.clone());
            if let Some(node) = node {
                on_pick.emit(node);
            }
        }
    })
}

/// Ctrl (⌘) and the wheel zoom; the plain wheel is the page's.
fn wheel(
    viewport: UseStateHandle<Viewport>,
    max_zoom: Rc<dyn Fn(f64) -> f64>,
) -> Callback<WheelEvent> {
    Callback::from(move |e: WheelEvent| {
        // The plain wheel scrolls the page; Ctrl (⌘) and the wheel
        // zooms, as in map viewers (and a trackpad's pinch arrives so).
        if !(e.ctrl_key() || e.meta_key()) {
            return;
        }
        let Some(((x, y), (w, h))) = canvas_point(&e) else {
            return;
        };
        e.prevent_default();
        let factor = (-e.delta_y() * 0.01).exp().clamp(0.5, 2.0);
        viewport.set(viewport.zoom_at(factor, (x / w, y / h), max_zoom(w)));
    })
}

/// The +, − and Fit buttons.
fn zoom_buttons(label: &'static str, v: Viewport, step: &Rc<dyn Fn(Option<f64>)>) -> Html {
    let button = |text: String, name: String, testid: &'static str, factor: Option<f64>| {
        let step = step.clone();
        let onclick = Callback::from(move |_: MouseEvent| step(factor));
        html! { <button type="button" aria-label={name} title={text.clone()} data-testid={testid} {onclick}>{ text }</button> }
    };
    // `what` picks the noun inside each sentence (map, picture, network).
    let what = [("what", Arg::from(label))];
    html! {
        <div class="zoom" role="group" aria-label={tr_args("views-zoom-group", &what)} data-zoom={format!("{:.3}", v.zoom)}>
            { button("+".into(), tr_args("views-zoom-in", &what), "zoom-in", Some(STEP)) }
            { button("−".into(), tr_args("views-zoom-out", &what), "zoom-out", Some(1.0 / STEP)) }
            { button(tr("views-zoom-fit"), tr_args("views-zoom-fit-name", &what), "zoom-fit", None) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::Viewport;

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_and_stays_inside() {
        let v = Viewport::FIT.zoom_at(4.0, (0.25, 0.75), 8.0);
        assert_eq!(v.zoom, 4.0);
        // The drawing point under (0.25, 0.75) is still (0.25, 0.75).
        let (px, py) = v.to_drawing((0.25, 0.75));
        assert!((px - 0.25).abs() < 1e-12 && (py - 0.75).abs() < 1e-12);
        // Limits: never below the whole drawing, never past `max`, never
        // off its edges.
        assert_eq!(v.zoom_at(0.01, (0.5, 0.5), 8.0), Viewport::FIT);
        assert_eq!(v.zoom_at(100.0, (0.5, 0.5), 8.0).zoom, 8.0);
        let far = v.pan((5.0, -5.0));
        assert_eq!((far.x, far.y), (0.0, 0.75));
        assert!(Viewport::FIT.pan((0.3, 0.3)).is_fit());
    }
}
