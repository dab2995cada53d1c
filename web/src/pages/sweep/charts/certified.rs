//! The certified optima beside an orderly sweep: on every 2-D torus of the
//! sweep that `castlab-prove` has settled or bounded, how far b^o (or the
//! certified ordering, where b^o is open) lies above 003 Theorem 2.2.1's
//! lower bound. Read from the stored certificates, not from the sweep's
//! columns, so the sweep's CSV stays as it is.

use castlab_core::certified;
use castlab_core::orderly::bounds::lower_bound_2d;
use castlab_core::permalink::{Net, parse};

use super::{AxisScale, ChartPoint, Mark, Rows, Style, heat_labelled, lines, series};
use crate::components::chart::ChartSpec;
use crate::l10n::tr;

/// Per row: (the certified ordering's time − the bound, settled).
fn excess(rows: &Rows) -> Vec<Option<(f64, bool)>> {
    (0..rows.data.rows.len())
        .map(|r| {
            let q = parse(rows.data.link(r)?).query;
            if q.net != Net::Torus || q.grid.dims() != 2 {
                return None;
            }
            let c = certified::orderly(&q.grid)?.certificate;
            let [m, n] = [q.grid.sides()[0], q.grid.sides()[1]];
            let bound = u64::from(lower_bound_2d(m, n));
            Some(((c.upper - bound) as f64, c.is_optimum()))
        })
        .collect()
}

/// The chart, when some size of the sweep has a certificate.
pub(in crate::pages::sweep) fn chart(rows: &Rows, two: bool) -> Option<ChartSpec> {
    let excess = excess(rows);
    if excess.iter().all(Option::is_none) {
        return None;
    }
    let title = tr("pages-chart-certified-title");
    let above = tr("pages-chart-certified-axis");
    if two {
        let labels = (
            format!("n ({})", rows.names[1]),
            format!("m ({})", rows.names[0]),
        );
        let marks = [
            Some(tr("pages-chart-certified-proven")),
            Some(tr("pages-chart-certified-open")),
        ];
        return Some(heat_labelled(
            rows,
            (&labels.0, &labels.1),
            (title, &above),
            marks,
            |r| {
                let (value, settled) = excess[r]?;
                Some((value, if settled { Mark::Ring } else { Mark::Cross }))
            },
        ));
    }
    let points = |settled: bool| -> Vec<ChartPoint> {
        let values: Vec<Option<f64>> = excess
            .iter()
            .map(|e| e.filter(|&(_, s)| s == settled).map(|(v, _)| v))
            .collect();
        rows.points(f64::from, &values)
    };
    Some(lines(
        title,
        (&rows.names[0], AxisScale::Linear),
        (&above, AxisScale::Linear),
        vec![
            series(
                &tr("pages-chart-certified-series-proven"),
                0,
                Style::Points,
                points(true),
            ),
            series(
                &tr("pages-chart-certified-series-open"),
                1,
                Style::Points,
                points(false),
            ),
        ],
    ))
}
