//! Numbers on axes: round ticks, positions on linear and log scales, and
//! short labels.

use super::spec::{AxisScale, ChartAxis};

/// A number for a tick or a readout: whole numbers with their digits
/// grouped up to 99,999, then with k, M or G; fractions with up to three
/// significant digits.
pub fn short(v: f64) -> String {
    let a = v.abs();
    if a >= 1e5 {
        let (d, suffix) = if a >= 1e9 {
            (1e9, "G")
        } else if a >= 1e6 {
            (1e6, "M")
        } else {
            (1e3, "k")
        };
        let s = format!("{:.2}", v / d);
        let s = s.trim_end_matches('0').trim_end_matches('.');
        return format!("{}{suffix}", crate::words::decimal_sign(s));
    }
    if v.fract() == 0.0 {
        return crate::words::grouped_f64(v);
    }
    let digits = (3 - a.log10().floor() as i32 - 1).clamp(0, 6) as usize;
    let s = format!("{v:.digits$}");
    crate::words::decimal_sign(s.trim_end_matches('0').trim_end_matches('.'))
}

/// Tick values of an axis, and its drawn extent (widened to whole ticks).
pub(super) fn ticks(axis: &ChartAxis, target: usize) -> (Vec<f64>, f64, f64) {
    let (min, max) = if axis.max > axis.min {
        (axis.min, axis.max)
    } else if axis.scale == AxisScale::Log {
        (axis.min / 2.0, axis.max * 2.0)
    } else {
        (axis.min - 1.0, axis.max + 1.0)
    };
    match axis.scale {
        AxisScale::Log => {
            let (lo, hi) = (min.log10().floor() as i32, max.log10().ceil() as i32);
            let decades = (hi - lo).max(1);
            let mut out = Vec::new();
            let every = (decades as usize).div_ceil(target).max(1) as i32;
            for e in (lo..=hi).step_by(every as usize) {
                out.push(10f64.powi(e));
                if decades <= 2 {
                    out.extend([2.0, 5.0].map(|m| m * 10f64.powi(e)));
                }
            }
            out.retain(|&t| t <= 10f64.powi(hi));
            out.sort_by(|a, b| a.total_cmp(b));
            (out, 10f64.powi(lo), 10f64.powi(hi))
        }
        AxisScale::Linear => {
            let raw = (max - min) / target.max(1) as f64;
            let mag = 10f64.powf(raw.log10().floor());
            let mut step = [1.0, 2.0, 5.0, 10.0]
                .into_iter()
                .map(|m| m * mag)
                .find(|&s| s >= raw)
                .unwrap_or(10.0 * mag);
            if axis.integers {
                step = step.max(1.0).round();
            }
            let (lo, hi) = ((min / step).floor() * step, (max / step).ceil() * step);
            let n = ((hi - lo) / step).round() as usize;
            ((0..=n).map(|i| lo + i as f64 * step).collect(), lo, hi)
        }
    }
}

pub(super) fn position(scale: AxisScale, (lo, hi): (f64, f64), v: f64) -> f64 {
    match scale {
        AxisScale::Linear => (v - lo) / (hi - lo),
        AxisScale::Log => {
            (v.max(f64::MIN_POSITIVE).log10() - lo.log10()) / (hi.log10() - lo.log10())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_data() {
        let axis = ChartAxis::over("x", AxisScale::Linear, true, [3.0, 40.0].into_iter());
        let (t, lo, hi) = ticks(&axis, 6);
        assert_eq!((lo, hi), (0.0, 40.0));
        assert_eq!(t, [0.0, 10.0, 20.0, 30.0, 40.0]);
        let log = ChartAxis::over("y", AxisScale::Log, false, [3.0, 1_259_634.0].into_iter());
        let (t, lo, hi) = ticks(&log, 8);
        assert_eq!((lo, hi), (1.0, 1e7));
        assert_eq!(t, [1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e7]);
        // With room for fewer, every other decade.
        assert_eq!(ticks(&log, 4).0, [1.0, 100.0, 1e4, 1e6]);
        assert_eq!(short(1_259_634.0), "1.26M");
        assert_eq!(short(4.9375), "4.94");
        assert_eq!(short(12.0), "12");
        assert_eq!(short(65_476.0), "65,476");
    }
}
