//! The heatmap colour scale: viridis (perceptually uniform and colour-blind
//! safe), sampled once into a lookup table.

use std::sync::OnceLock;

/// Entries of the lookup table.
pub const LEVELS: usize = 256;

fn table() -> &'static [[u8; 4]; LEVELS] {
    static TABLE: OnceLock<[[u8; 4]; LEVELS]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [[0; 4]; LEVELS];
        for (i, entry) in t.iter_mut().enumerate() {
            let c = colorous::VIRIDIS.eval_rational(i, LEVELS);
            *entry = [c.r, c.g, c.b, 255];
        }
        t
    })
}

/// RGBA of `value` on the scale from `min` to `max`.
pub fn rgba(value: u64, min: u64, max: u64) -> [u8; 4] {
    let span = max.saturating_sub(min);
    let level = if span == 0 {
        0
    } else {
        (value.saturating_sub(min).min(span) as u128 * (LEVELS as u128 - 1) / span as u128) as usize
    };
    table()[level]
}

/// RGBA of level `i` of the table, for the legend.
pub fn level(i: usize) -> [u8; 4] {
    table()[i.min(LEVELS - 1)]
}

/// Whether `value`'s colour is light enough for dark text (relative
/// luminance above 0.4).
pub fn is_light(value: u64, min: u64, max: u64) -> bool {
    let [r, g, b, _] = rgba(value, min, max);
    let luminance = 0.2126 * f64::from(r) + 0.7152 * f64::from(g) + 0.0722 * f64::from(b);
    luminance > 0.4 * 255.0
}
