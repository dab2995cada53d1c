//! The map's layers, painted once into offscreen canvases of one pixel per
//! node: the cells (values through a colour scale) and a big schedule's
//! step (link loads and who is informed).

use castlab_core::eval::MapReport;
use wasm_bindgen::Clamped;
use web_sys::{HtmlCanvasElement, ImageData};

use crate::colors::{self, Palette};
use crate::components::canvas::{context, offscreen};
use crate::layout::Layout;
use crate::protocol::StepLayer;
use crate::run::Look;
use crate::shared::Shared;

/// What the cells show: values and their scale. The values are read from
/// the maps when drawn, never copied, so building a `Shading` on every
/// render of the page costs nothing but the difference map's range.
pub struct Shading {
    map: Shared<MapReport>,
    /// When set, the cells show `map − baseline`.
    baseline: Option<Shared<MapReport>>,
    pub min: f64,
    pub max: f64,
    pub palette: Palette,
}

impl Shading {
    /// Number of values.
    pub fn len(&self) -> usize {
        self.map.tcd_map.len()
    }

    /// The value of node `i`.
    pub fn value(&self, i: usize) -> f64 {
        let v = self.map.tcd_map[i] as f64;
        match &self.baseline {
            Some(b) => v - b.tcd_map[i] as f64,
            None => v,
        }
    }
}

/// The values of the map, or of the difference against `baseline`.
pub fn shading(map: &Shared<MapReport>, baseline: Option<&Shared<MapReport>>) -> Shading {
    match baseline {
        Some(b) if b.tcd_map.len() == map.tcd_map.len() => {
            let reach = map
                .tcd_map
                .iter()
                .zip(&b.tcd_map)
                .fold(1.0f64, |m, (&a, &b)| m.max((a as f64 - b as f64).abs()));
            Shading {
                map: map.clone(),
                baseline: Some(b.clone()),
                min: -reach,
                max: reach,
                palette: Palette::Diverging,
            }
        }
        _ => Shading {
            map: map.clone(),
            baseline: None,
            min: map.optimum.tcd as f64,
            max: map.map_max as f64,
            palette: Palette::Sequential,
        },
    }
}

/// An image of one pixel per node (`colour_of` each node, `None`:
/// transparent); gaps between 3-D slices stay transparent.
fn paint_nodes(
    layout: &Layout,
    nodes: usize,
    colour_of: impl Fn(usize) -> Option<[u8; 4]>,
) -> Option<HtmlCanvasElement> {
    let (w, h) = (layout.width, layout.height);
    let mut rgba = vec![0u8; (w * h * 4) as usize];
    let n = nodes.min(layout.nodes());
    if layout.is_plane() {
        // Node i is pixel i: one pass, no cell arithmetic.
        for (i, pixel) in rgba.chunks_exact_mut(4).take(n).enumerate() {
            if let Some(colour) = colour_of(i) {
                pixel.copy_from_slice(&colour);
            }
        }
    } else {
        for i in 0..n {
            let Some(colour) = colour_of(i) else { continue };
            let (x, y, cw, ch) = layout.cell(i);
            for yy in y..y + ch {
                for xx in x..x + cw {
                    let at = ((yy * w + xx) * 4) as usize;
                    rgba[at..at + 4].copy_from_slice(&colour);
                }
            }
        }
    }
    let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&rgba), w, h).ok()?;
    let canvas = offscreen(w, h)?;
    context(&canvas)?.put_image_data(&image, 0.0, 0.0).ok()?;
    Some(canvas)
}

/// The map's cells.
pub(super) fn paint_cells(layout: &Layout, shade: &Shading) -> Option<HtmlCanvasElement> {
    let scale = colors::Scale::new(shade.palette, shade.min, shade.max);
    paint_nodes(layout, shade.len(), |i| Some(scale.rgba(shade.value(i))))
}

/// A step: links carrying one message of the step orange, two or more red
/// (contention); nodes not yet informed dimmed over the values, or, for the
/// run (`run`), every node in its look.
pub(super) fn paint_layer(
    layout: &Layout,
    layer: &StepLayer,
    run: bool,
) -> Option<HtmlCanvasElement> {
    let nodes = layer.load.len().min(layer.informed.len());
    paint_nodes(layout, nodes, |i| {
        let informed = (layer.informed[i] != u8::MAX).then_some(u32::from(layer.informed[i]));
        match layer.load[i] {
            0 if run => Some(Look::at(informed, layer.step).rgba()),
            0 if u32::from(layer.informed[i]) > layer.step => Some([20, 20, 28, 140]),
            0 => None,
            1 => Some([255, 152, 0, 255]),
            _ => Some([229, 57, 53, 255]),
        }
    })
}
