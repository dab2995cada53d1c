//! A WK sweep's charts: the constant label against the stack-based
//! broadcast, its label bits, largest stack and decision work.

use castlab_core::permalink::Algo;
use castlab_core::sweep::{Column, col};

use super::{AxisScale, Mark, Rows, Series, Style, heat, lines, series, side};
use crate::components::chart::ChartSpec;
use crate::l10n::{tr, tr_args};

/// A WK sweep: label bits, stacks and work over L (or W), or the work
/// over both.
pub(crate) fn wk(rows: &Rows, _: Algo, two: bool) -> Vec<ChartSpec> {
    if two {
        vec![wk_heat(rows)]
    } else {
        wk_lines(rows)
    }
}

fn wk_lines(rows: &Rows) -> Vec<ChartSpec> {
    let axis = rows.names[0].as_str();
    let source = rows
        .data
        .link(0)
        .map(|l| castlab_core::permalink::parse(l).query)
        .map_or_else(|| tr("pages-chart-the-source"), |q| q.wk.address(q.wk_src));
    let both =
        |[fang, stack]: [Column; 2], scale: AxisScale, title: &str, y: &str, more: Vec<Series>| {
            let fang_name = tr_args("pages-chart-wk-fang", &[("source", source.as_str().into())]);
            let mut list = vec![
                series(
                    &fang_name,
                    0,
                    Style::Joined,
                    rows.points(side, &rows.column(fang)),
                ),
                series(
                    &tr("pages-chart-wk-stack"),
                    1,
                    Style::Joined,
                    rows.points(side, &rows.column(stack)),
                ),
            ];
            list.extend(more);
            lines(
                tr_args(
                    "pages-chart-wk-title",
                    &[("what", title.into()), ("axis", axis.into())],
                ),
                (axis, AxisScale::Linear),
                (y, scale),
                list,
            )
        };
    // From a corner the constant label is p alone; elsewhere it is the
    // general (m, t), which grows with L.
    let general = series(
        &tr("pages-chart-wk-general"),
        2,
        Style::Dashed,
        rows.points(side, &rows.column(col::GENERAL_LABEL_BITS)),
    );
    vec![
        both(
            col::COMPARED_LABEL_BITS,
            AxisScale::Linear,
            &tr("pages-chart-wk-bits-title"),
            &tr("pages-chart-wk-bits"),
            vec![general],
        ),
        both(
            col::COMPARED_STACK_SIZE,
            AxisScale::Linear,
            &tr("pages-chart-wk-stack-title"),
            &tr("pages-chart-wk-entries"),
            Vec::new(),
        ),
        both(
            col::COMPARED_WORK_TOTAL,
            AxisScale::Log,
            &tr("pages-chart-wk-work-title"),
            &tr("pages-chart-wk-operations"),
            Vec::new(),
        ),
    ]
}

fn wk_heat(rows: &Rows) -> ChartSpec {
    let work = rows.column(col::COMPARED_WORK_TOTAL[1]);
    let title = format!("WK(W, L), W = {}, L = {}", rows.span(0), rows.span(1));
    heat(
        rows,
        (title, &tr("pages-chart-wk-work-value")),
        [None, None],
        |r| Some((work[r]?, Mark::None)),
    )
}
