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
    Scale::new(palette, min, max).rgba(value)
}

/// A scale from `min` to `max` mapped once, so a million cells cost a
/// multiply and a table lookup each (no rounding call per cell).
#[derive(Clone, Copy, Debug)]
pub struct Scale {
    table: &'static Table,
    min: f64,
    factor: f64,
    flat: usize,
}

impl Scale {
    /// The scale [`rgba`] applies.
    pub fn new(palette: Palette, min: f64, max: f64) -> Self {
        let span = max - min;
        let flat = match palette {
            Palette::Sequential => 0,
            Palette::Diverging => LEVELS / 2,
        };
        Scale {
            table: table(palette),
            min,
            factor: if span > 0.0 {
                (LEVELS - 1) as f64 / span
            } else {
                0.0
            },
            flat: if span > 0.0 { usize::MAX } else { flat },
        }
    }

    /// RGBA of `value`: the nearest of the table's levels, clamped; a
    /// scale with no span gives its lowest level (sequential) or its middle
    /// (diverging).
    #[inline]
    pub fn rgba(&self, value: f64) -> [u8; 4] {
        if self.flat != usize::MAX {
            return self.table[self.flat];
        }
        let t = ((value - self.min) * self.factor + 0.5).clamp(0.0, (LEVELS - 1) as f64);
        self.table[t as usize]
    }
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
