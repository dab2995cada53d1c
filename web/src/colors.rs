//! The map colour scales, from `colorous`, sampled once into lookup tables:
//! viridis for TCDs (perceptually uniform, colour-blind safe) and
//! purple–orange for differences (diverging, colour-blind safe).

use std::sync::OnceLock;

/// Entries of a lookup table.
pub const LEVELS: usize = 256;

/// Which scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Palette {
    /// Low to high.
    Sequential,
    /// Negative, zero (white), positive.
    Diverging,
}

type Table = [[u8; 4]; LEVELS];

fn sample(gradient: colorous::Gradient) -> Table {
    let mut t = [[0; 4]; LEVELS];
    for (i, entry) in t.iter_mut().enumerate() {
        let c = gradient.eval_rational(i, LEVELS);
        *entry = [c.r, c.g, c.b, 255];
    }
    t
}

fn table(palette: Palette) -> &'static Table {
    static SEQUENTIAL: OnceLock<Table> = OnceLock::new();
    static DIVERGING: OnceLock<Table> = OnceLock::new();
    match palette {
        Palette::Sequential => SEQUENTIAL.get_or_init(|| sample(colorous::VIRIDIS)),
        Palette::Diverging => DIVERGING.get_or_init(|| sample(colorous::PURPLE_ORANGE)),
    }
}

/// RGBA of `value` on `palette` from `min` to `max`.
pub fn rgba(palette: Palette, value: f64, min: f64, max: f64) -> [u8; 4] {
    let span = max - min;
    let t = if span <= 0.0 {
        0.5
    } else {
        ((value - min) / span).clamp(0.0, 1.0)
    };
    let t = if span <= 0.0 && palette == Palette::Sequential {
        0.0
    } else {
        t
    };
    table(palette)[(t * (LEVELS - 1) as f64).round() as usize]
}

/// RGBA of level `i` of a table, for the legend.
pub fn level(palette: Palette, i: usize) -> [u8; 4] {
    table(palette)[i.min(LEVELS - 1)]
}

/// Whether a colour is light enough for dark text (relative luminance above
/// 0.4).
pub fn is_light([r, g, b, _]: [u8; 4]) -> bool {
    let luminance = 0.2126 * f64::from(r) + 0.7152 * f64::from(g) + 0.0722 * f64::from(b);
    luminance > 0.4 * 255.0
}
