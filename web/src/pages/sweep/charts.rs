//! A sweep's charts, by family: which columns each plots and how. Columns
//! are the core's constants (`sweep::col`), so a chart cannot misspell one;
//! `Rows` records what each chart asks for, and a test checks every chart
//! asks only for columns its sweep produces.

use std::cell::RefCell;

mod certified;
pub(crate) mod families;
mod wk;

pub(crate) use wk::wk;

use castlab_core::permalink::{Algo, Family, rules};
use castlab_core::sweep::{Column, Ranges, col};

use crate::components::chart::{
    AxisScale, COLOURS, Cell, ChartAxis, ChartPoint, ChartSpec, Heat, Mark, Plot, Series, Style,
};
use crate::l10n::{tr, tr_args};
use crate::state::SweepData;

/// One chart's inputs: each row's values of the ranging axes, and the
/// columns the charts asked for.
pub(crate) struct Rows<'a> {
    data: &'a SweepData,
    coords: Vec<Vec<u32>>,
    names: Vec<String>,
    asked: RefCell<Vec<Column>>,
}

impl<'a> Rows<'a> {
    pub(super) fn new(data: &'a SweepData, ranges: &Ranges) -> Self {
        Rows {
            coords: (0..data.rows.len())
                .map(|r| ranges.coordinates(&data.size(r)))
                .collect(),
            names: ranges.axis_names().iter().map(crate::l10n::text).collect(),
            data,
            asked: RefCell::default(),
        }
    }

    /// A column's numbers by row (`None` where a row has none).
    fn column(&self, c: Column) -> Vec<Option<f64>> {
        self.asked.borrow_mut().push(c);
        let at = self.data.column_of(c);
        (0..self.data.rows.len())
            .map(|r| at.and_then(|at| self.data.number(r, at)))
            .collect()
    }

    /// Points of `y` against the first ranging axis (through `x`).
    fn points(&self, x: impl Fn(u32) -> f64, y: &[Option<f64>]) -> Vec<ChartPoint> {
        self.coords
            .iter()
            .zip(y)
            .enumerate()
            .filter_map(|(row, (c, v))| {
                Some(ChartPoint {
                    x: x(*c.first()?),
                    y: (*v)?,
                    row,
                })
            })
            .collect()
    }

    /// `a..b` of ranging axis `i`.
    fn span(&self, i: usize) -> String {
        let v: Vec<u32> = self
            .coords
            .iter()
            .filter_map(|c| c.get(i).copied())
            .collect();
        match (v.iter().min(), v.iter().max()) {
            (Some(a), Some(b)) => format!("{a}..{b}"),
            _ => String::new(),
        }
    }
}

fn ratio(a: &[Option<f64>], b: &[Option<f64>], scale: f64) -> Vec<Option<f64>> {
    a.iter()
        .zip(b)
        .map(|(a, b)| Some(scale * (*a)? / (*b)?))
        .collect()
}

fn minus(a: &[Option<f64>], b: &[Option<f64>]) -> Vec<Option<f64>> {
    a.iter().zip(b).map(|(a, b)| Some((*a)? - (*b)?)).collect()
}

fn series(name: &str, colour: usize, style: Style, points: Vec<ChartPoint>) -> Series {
    Series {
        name: name.into(),
        colour: COLOURS[colour % COLOURS.len()],
        style,
        right: false,
        points,
    }
}

/// A line chart over `series`.
fn lines(
    title: String,
    (x, scale_x): (&str, AxisScale),
    (y, scale_y): (&str, AxisScale),
    series: Vec<Series>,
) -> ChartSpec {
    let (left, right): (Vec<&Series>, Vec<&Series>) = series.iter().partition(|s| !s.right);
    let values = |list: &[&Series], pick: fn(&ChartPoint) -> f64| -> Vec<f64> {
        list.iter()
            .flat_map(|s| s.points.iter().map(pick))
            .collect()
    };
    let xs = values(&left, |p| p.x)
        .into_iter()
        .chain(values(&right, |p| p.x));
    let x_axis = ChartAxis::over(x, scale_x, true, xs);
    let y_axis = ChartAxis::over(y, scale_y, false, values(&left, |p| p.y).into_iter());
    let y2 = (!right.is_empty()).then(|| {
        let name = right
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join(", ");
        ChartAxis::over(
            &name,
            AxisScale::Linear,
            false,
            values(&right, |p| p.y).into_iter(),
        )
    });
    ChartSpec {
        title,
        plot: Plot::Lines {
            x: x_axis,
            y: y_axis,
            y2,
            series,
        },
    }
}

/// A heat grid of `value` over the two ranging axes (columns: the second).
fn heat(
    rows: &Rows,
    (title, value): (String, &str),
    marks: [Option<String>; 2],
    cell: impl Fn(usize) -> Option<(f64, Mark)>,
) -> ChartSpec {
    heat_labelled(
        rows,
        (&rows.names[1], &rows.names[0]),
        (title, value),
        marks,
        cell,
    )
}

fn heat_labelled(
    rows: &Rows,
    (x_label, y_label): (&str, &str),
    (title, value): (String, &str),
    marks: [Option<String>; 2],
    cell: impl Fn(usize) -> Option<(f64, Mark)>,
) -> ChartSpec {
    let axis = |i: usize| {
        let mut v: Vec<u32> = rows
            .coords
            .iter()
            .filter_map(|c| c.get(i).copied())
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let (xs, ys) = (axis(1), axis(0));
    let cells = rows
        .coords
        .iter()
        .enumerate()
        .filter_map(|(row, c)| {
            let (value, mark) = cell(row)?;
            let col = xs.binary_search(c.get(1)?).ok()?;
            let line = ys.binary_search(c.first()?).ok()?;
            Some(Cell {
                at: (col, line),
                value,
                mark,
                row,
            })
        })
        .collect();
    ChartSpec {
        title,
        plot: Plot::Heat(Heat {
            x_label: x_label.into(),
            y_label: y_label.into(),
            xs,
            ys,
            cells,
            value_label: value.into(),
            marks,
        }),
    }
}

fn log2(side: u32) -> f64 {
    f64::from(side).log2()
}

fn side(s: u32) -> f64 {
    f64::from(s)
}

/// The charts of a sweep: by family, over one ranging axis (lines) or two
/// (a heat grid); none for more.
pub(super) fn charts(rows: &Rows, family: Family, algo: Algo) -> Vec<ChartSpec> {
    let axes = rows.names.len();
    if !(1..=2).contains(&axes) {
        return Vec::new();
    }
    (crate::pages::page(family).charts)(rows, algo, axes == 2)
}

/// A TCD sweep: the TCD against k and the sources beaten (one axis), or
/// the sources beaten over two.
pub(crate) fn tcd(rows: &Rows, _: Algo, two: bool) -> Vec<ChartSpec> {
    if two {
        vec![tcd_heat(rows)]
    } else {
        tcd_lines(rows)
    }
}

/// An MSN sweep: the mean distance over one side or two.
pub(crate) fn msn(rows: &Rows, _: Algo, two: bool) -> Vec<ChartSpec> {
    vec![if two { msn_heat(rows) } else { msn_lines(rows) }]
}

/// Sources where the best subcube-recursive schedule beats Algorithm 1, in %.
fn beaten_share(rows: &Rows) -> Vec<Option<f64>> {
    ratio(
        &rows.column(col::RECURSIVE_BEATS_PAPER),
        &rows.column(col::NODES),
        100.0,
    )
}

fn tcd_lines(rows: &Rows) -> Vec<ChartSpec> {
    let k = tr("pages-chart-k");
    let k = k.as_str();
    let first = rows
        .data
        .link(0)
        .map(|l| castlab_core::permalink::parse(l).query.src);
    let tcd_name = first.map_or_else(
        || tr("pages-chart-tcd-source"),
        |s| {
            tr_args(
                "pages-chart-tcd-from",
                &[("source", crate::words::coords_text(&s).into())],
            )
        },
    );
    // Per node, on a linear scale: the corner's and the eye's curves stay
    // apart (their TCDs grow as N·side, and a log scale lays them on one
    // line).
    let per_node = |c| ratio(&rows.column(c), &rows.column(col::NODES), 1.0);
    let tcd = lines(
        tr("pages-chart-tcd-title"),
        (k, AxisScale::Linear),
        (&tr("pages-chart-tcd-axis"), AxisScale::Linear),
        vec![
            series(
                &tcd_name,
                0,
                Style::Points,
                rows.points(log2, &per_node(col::TCD)),
            ),
            series(
                &tr("pages-chart-tcd-recurrence"),
                0,
                Style::Dashed,
                rows.points(log2, &per_node(col::CLOSED_FORM_TCD)),
            ),
            series(
                &tr("pages-chart-tcd-eye"),
                1,
                Style::Points,
                rows.points(log2, &per_node(col::EYE_TCD)),
            ),
            series(
                &tr("pages-chart-tcd-eye-closed"),
                1,
                Style::Dashed,
                rows.points(log2, &per_node(col::EYE_CLOSED_FORM)),
            ),
        ],
    );
    let beaten = lines(
        tr_args(
            "pages-chart-beaten-title",
            &[(
                "theorem",
                crate::components::explain::readable("000 Theorem 2").into(),
            )],
        ),
        (k, AxisScale::Linear),
        (&tr("pages-chart-beaten-axis"), AxisScale::Linear),
        vec![series(
            &tr("pages-chart-beaten-series"),
            2,
            Style::Joined,
            rows.points(log2, &beaten_share(rows)),
        )],
    );
    vec![tcd, beaten]
}

fn tcd_heat(rows: &Rows) -> ChartSpec {
    let share = beaten_share(rows);
    let title = tr_args(
        "pages-chart-beaten-heat",
        &[
            ("first", rows.span(0).into()),
            ("second", rows.span(1).into()),
        ],
    );
    let value = tr("pages-chart-beaten-value");
    heat(rows, (title, &value), [None, None], |r| {
        Some((share[r]?, Mark::None))
    })
}

/// A classical sweep: a family's over its size (see `families`), else
/// b from the source with its lower bound over one side.
pub(crate) fn classical(rows: &Rows, algo: Algo, two: bool) -> Vec<ChartSpec> {
    match families::family_of(rows) {
        Some(family) => families::classical(rows, family, algo),
        None if two => Vec::new(),
        None => vec![lines(
            tr_args(
                "pages-chart-classical-title",
                &[("axis", rows.names[0].as_str().into())],
            ),
            (&rows.names[0], AxisScale::Linear),
            (&tr("pages-chart-rounds"), AxisScale::Linear),
            vec![
                series(
                    &tr("pages-chart-classical-b"),
                    0,
                    Style::Joined,
                    rows.points(side, &rows.column(col::MODELS_CLASSICAL)),
                ),
                series(
                    &tr("pages-chart-classical-lower"),
                    1,
                    Style::Dashed,
                    rows.points(side, &rows.column(col::LOWER_BOUND)),
                ),
            ],
        )],
    }
}

/// b^Π − D against Lemma 3.8.1/3.8.2 (2-D) or the slack of Theorem 4.3.1
/// (3-D and up), over one side or two; a family's b^Π over its size.
pub(crate) fn orderly(rows: &Rows, algo: Algo, two: bool) -> Vec<ChartSpec> {
    if let Some(family) = families::family_of(rows) {
        return families::orderly(rows, family, algo);
    }
    let (b, d) = (rows.column(col::BROADCAST_TIME), rows.column(col::DIAMETER));
    let lemma = rows.column(col::LEMMA_BOUND);
    let two_d = lemma.iter().any(Option::is_some);
    let (bound, bound_name) = if two_d {
        (lemma, tr("pages-chart-lemma-bound"))
    } else {
        (
            rows.column(col::THESIS_BOUND),
            tr("pages-chart-theorem-bound"),
        )
    };
    let ordering = rules::name(algo);
    let proven = two_d.then(|| certified::chart(rows, two)).flatten();
    if !two {
        let lower = rows.column(col::LOWER_BOUND);
        let over = lines(
            tr_args(
                "pages-chart-orderly-title",
                &[("ordering", ordering.into())],
            ),
            (&rows.names[0], AxisScale::Linear),
            (&tr("pages-chart-orderly-axis"), AxisScale::Linear),
            vec![
                series(
                    &tr("pages-chart-orderly-over"),
                    0,
                    Style::Joined,
                    rows.points(side, &minus(&b, &d)),
                ),
                series(
                    &tr_args(
                        "pages-chart-bound-minus-d",
                        &[("bound", bound_name.as_str().into())],
                    ),
                    1,
                    Style::Dashed,
                    rows.points(side, &minus(&bound, &d)),
                ),
                series(
                    &tr("pages-chart-lower-minus-d"),
                    2,
                    Style::Dashed,
                    rows.points(side, &minus(&lower, &d)),
                ),
            ],
        );
        return std::iter::once(over).chain(proven).collect();
    }
    // 2-D: steps beyond the diameter, marked against the lemma; 3-D: the
    // slack Theorem 4.3.1 leaves.
    let (title, value_label) = if two_d {
        let title = tr_args(
            "pages-chart-orderly-heat",
            &[
                ("ordering", ordering.into()),
                ("first", rows.span(0).into()),
                ("second", rows.span(1).into()),
            ],
        );
        (title, tr("pages-chart-orderly-over"))
    } else {
        let title = tr_args(
            "pages-chart-slack-heat",
            &[
                ("ordering", ordering.into()),
                ("first", rows.span(0).into()),
                ("second", rows.span(1).into()),
            ],
        );
        (title, tr("pages-chart-slack-value"))
    };
    let marks = [
        Some(tr_args(
            "pages-chart-mark-equals",
            &[("bound", bound_name.as_str().into())],
        )),
        Some(tr_args(
            "pages-chart-mark-exceeds",
            &[("bound", bound_name.as_str().into())],
        )),
    ];
    let labels = (
        format!("n ({})", rows.names[1]),
        format!("m ({})", rows.names[0]),
    );
    let over = heat_labelled(
        rows,
        (&labels.0, &labels.1),
        (title, &value_label),
        marks,
        |r| {
            let (bt, dt) = (b[r]?, d[r]?);
            let mark = match bound[r] {
                Some(x) if bt > x => Mark::Cross,
                Some(x) if bt == x => Mark::Ring,
                _ => Mark::None,
            };
            let value = if two_d { bt - dt } else { bound[r]? - bt };
            Some((value, mark))
        },
    );
    std::iter::once(over).chain(proven).collect()
}

fn msn_lines(rows: &Rows) -> ChartSpec {
    let mut throughput = series(
        &tr("pages-chart-msn-throughput"),
        3,
        Style::Joined,
        rows.points(side, &rows.column(col::THROUGHPUT_BOUND)),
    );
    throughput.right = true;
    lines(
        tr_args("pages-chart-msn-title", &[("n", rows.span(0).into())]),
        ("N", AxisScale::Linear),
        (&tr("pages-chart-msn-axis"), AxisScale::Linear),
        vec![
            series(
                &tr("pages-chart-msn-mean"),
                0,
                Style::Points,
                rows.points(side, &rows.column(col::MEAN_DISTANCE)),
            ),
            series(
                "Eq. (27)",
                0,
                Style::Dashed,
                rows.points(side, &rows.column(col::MEAN_DISTANCE_EQ27)),
            ),
            series(
                &tr("pages-chart-msn-torus"),
                1,
                Style::Dashed,
                rows.points(side, &rows.column(col::MESH_MEAN_DISTANCE)),
            ),
            throughput,
        ],
    )
}

fn msn_heat(rows: &Rows) -> ChartSpec {
    let mean = rows.column(col::MEAN_DISTANCE);
    let title = tr_args(
        "pages-chart-msn-heat",
        &[
            ("first", rows.span(0).into()),
            ("second", rows.span(1).into()),
        ],
    );
    let value = tr("pages-chart-msn-value");
    heat(rows, (title, &value), [None, None], |r| {
        Some((mean[r]?, Mark::None))
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use castlab_core::sweep;

    /// The rows `castlab sweep` gives for `link`, as the page holds them.
    pub(super) fn data(link: &str) -> (SweepData, Ranges, Family, Algo) {
        let plan = sweep::plan(link, sweep::MAX_WORK).expect("a sweep");
        let rows = plan.configs.iter().map(|c| plan.row(c)).collect();
        let algo = castlab_core::permalink::parse(&plan.configs[0].permalink)
            .query
            .algo;
        let data = SweepData {
            permalink: plan.permalink.clone(),
            header: plan.header(),
            rows,
            errors: Vec::new(),
            skipped: plan.skipped,
            first_skip: None,
            workers: 1,
        };
        (data, plan.ranges, plan.family, algo)
    }

    /// Every chart of every family asks only for columns its sweep
    /// produces, and draws a point (or a cell) for every size.
    #[test]
    fn charts_ask_only_for_columns_their_sweep_produces() {
        let links = [
            ("v=1&dims=2..16^2", 2),
            ("v=1&dims=2..4x2..4", 1),
            // Every size here has a certificate: a second chart.
            ("v=1&net=torus&dims=3..6x5&view=orderly", 2),
            (
                "v=1&net=torus&dims=3..5x3..5&view=orderly&algo=pi-literal",
                2,
            ),
            ("v=1&net=torus&dims=3..4x3..4x3&view=orderly", 1),
            ("v=1&net=msn&dims=4..8^2", 1),
            ("v=1&net=msn&dims=4..8x4..6", 1),
            ("v=1&net=wk&w=3&l=1..3", 3),
            ("v=1&net=wk&w=2..3&l=1..2", 1),
            ("v=1&net=butterfly&m=3..6", 1),
            ("v=1&net=debruijn&m=2..6", 1),
            ("v=1&net=cube&m=1..6&view=orderly", 1),
            ("v=1&net=path&n=3..8&view=orderly", 1),
            ("v=1&net=cycle&n=3..8", 1),
            ("v=1&net=torus&dims=4..6x4&view=classical", 1),
        ];
        for (link, expected) in links {
            let (data, ranges, family, algo) = data(link);
            let rows = Rows::new(&data, &ranges);
            let specs = charts(&rows, family, algo);
            assert_eq!(specs.len(), expected, "{link}");
            let asked = rows.asked.borrow().clone();
            assert!(!asked.is_empty(), "{link}");
            for c in asked {
                assert!(
                    data.column_of(c).is_some(),
                    "{link}: a chart asks for {}, which the sweep does not produce ({:?})",
                    c.name(),
                    data.header
                );
            }
            for spec in &specs {
                assert_eq!(spec.rows().len(), data.rows.len(), "{link}: {}", spec.title);
            }
        }
    }

    /// The certificates' chart on T_3×n: the SAT results of
    /// docs/certified.md, every b^o settled, one step above Theorem 2.2.1's
    /// bound at n = 9 and 11 only.
    #[test]
    fn the_certified_chart_shows_where_theorem_2_2_1_is_not_reached() {
        let (data, ranges, family, algo) = data("v=1&net=torus&dims=3x3..12&view=orderly");
        let rows = Rows::new(&data, &ranges);
        let specs = charts(&rows, family, algo);
        let proven = specs.iter().find(|s| s.title.starts_with("b^o")).unwrap();
        let Plot::Lines { series, .. } = &proven.plot else {
            panic!("a line chart over one side");
        };
        let settled: Vec<(f64, f64)> = series[0].points.iter().map(|p| (p.x, p.y)).collect();
        let expected: Vec<(f64, f64)> = (3..=12)
            .map(|n| (f64::from(n), if n == 9 || n == 11 { 1.0 } else { 0.0 }))
            .collect();
        assert_eq!(settled, expected);
        assert!(series[1].points.is_empty(), "no open T_3×n");
    }

    /// A column the sweep does not produce is found missing: the check
    /// above can fail.
    #[test]
    fn a_column_of_another_family_is_missing() {
        let (data, ranges, ..) = data("v=1&net=msn&dims=4..8^2");
        let rows = Rows::new(&data, &ranges);
        assert!(rows.column(col::TCD).iter().all(Option::is_none));
        assert_eq!(data.column_of(col::TCD), None);
        assert_eq!(data.column_of(Column::Eval("mean_distanse")), None);
        assert!(data.column_of(col::MEAN_DISTANCE).is_some());
    }
}
