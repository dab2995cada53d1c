//! A family's sweep over its size (m or n): the classical time per
//! dimension of BF(m) and UB(2, m) against Klasing, Monien, Peine and
//! Stöhr's bounds, the orderly time of Q_m's dimension ordering against
//! 003's m(m + 1)/2, and elsewhere the value with its lower bound.

use castlab_core::permalink::{Algo, Net, View, rules};
use castlab_core::sweep::col;
use castlab_core::topology::GraphFamily;
use yew::prelude::*;

use super::{AxisScale, ChartPoint, Rows, Style, lines, series, side};
use crate::components::chart::ChartSpec;
use crate::l10n::{tr, tr_args};

/// The published bounds on b(G) of a family, as lines over m: `upper(m)`
/// and `lower(m)` with their names as the literature states them.
pub(crate) struct Published {
    /// Who published them, in full: a message id.
    pub source: &'static str,
    pub upper: fn(f64) -> f64,
    pub upper_text: &'static str,
    pub lower: fn(f64) -> f64,
    pub lower_text: &'static str,
}

/// Klasing, Monien, Peine and Stöhr, "Broadcasting in butterfly and
/// deBruijn networks", STACS '92, and Discrete Applied Mathematics 53,
/// published in 1994.
const KLASING: &str = castlab_core::text::id("pages-chart-klasing-authors");

/// BF(m): "improves the upper bound from 2m to 2m−1", "a new lower bound
/// of 1.7417m".
pub(crate) const BUTTERFLY: Published = Published {
    source: KLASING,
    upper: |m| 2.0 * m - 1.0,
    upper_text: "2m − 1",
    lower: |m| 1.7417 * m,
    lower_text: "1.7417m",
};

/// UB(2, m): "An upper bound of 1.5m + 1.5 is well-known", the lower bound
/// improved "from 1.1374m to 1.3171m".
pub(crate) const DE_BRUIJN: Published = Published {
    source: KLASING,
    upper: |m| 1.5 * m + 1.5,
    upper_text: "1.5m + 1.5",
    lower: |m| 1.3171 * m,
    lower_text: "1.3171m",
};

/// The published bounds of `family`, where castlab charts them.
pub(crate) fn published(family: GraphFamily) -> Option<&'static Published> {
    match family {
        GraphFamily::Butterfly => Some(&BUTTERFLY),
        GraphFamily::DeBruijn => Some(&DE_BRUIJN),
        GraphFamily::Hypercube
        | GraphFamily::Ccc
        | GraphFamily::Complete
        | GraphFamily::Path
        | GraphFamily::Cycle
        | GraphFamily::Census => None,
    }
}

/// 003's value for the hypercube, printed in §1.2.2's list of results
/// ("4. Hypercube H_m : b_3^o(H_m) = m(m+1)/2"), with the superscript o
/// that docs/errata.md reads as the messy M3 time.
pub(crate) fn thesis_hypercube(m: f64) -> f64 {
    m * (m + 1.0) / 2.0
}

/// The family's name with its size key: "BF(m)", "K_n".
fn generic(family: GraphFamily) -> &'static str {
    match family {
        GraphFamily::Hypercube => "Q_m",
        GraphFamily::Butterfly => "BF(m)",
        GraphFamily::DeBruijn => "UB(2, m)",
        GraphFamily::Ccc => "CCC(m)",
        GraphFamily::Complete => "K_n",
        GraphFamily::Path => "P_n",
        GraphFamily::Cycle => "C_n",
        GraphFamily::Census => "G_g",
    }
}

/// The family of the sweep, from its first row's link.
pub(crate) fn family_of(rows: &Rows) -> Option<GraphFamily> {
    let link = rows.data.link(0)?;
    match castlab_core::permalink::parse(link).query.net {
        Net::Graph(family) => Some(family),
        Net::Mesh | Net::Torus | Net::Wk | Net::Msn => None,
    }
}

/// Points of a closed form at every row's size.
fn curve(rows: &Rows, f: impl Fn(f64) -> f64, per: bool) -> Vec<ChartPoint> {
    let sizes: Vec<Option<f64>> = rows
        .coords
        .iter()
        .map(|c| c.first().map(|&s| f64::from(s)))
        .collect();
    let values: Vec<Option<f64>> = sizes
        .iter()
        .map(|s| s.map(|s| if per { f(s) / s } else { f(s) }))
        .collect();
    rows.points(side, &values)
}

/// A column divided by the size (b/m), or as it is.
fn column(rows: &Rows, c: castlab_core::sweep::Column, per: bool) -> Vec<Option<f64>> {
    rows.column(c)
        .into_iter()
        .zip(&rows.coords)
        .map(|(v, c)| {
            let s = f64::from(*c.first()?);
            Some(if per { v? / s } else { v? })
        })
        .collect()
}

/// A family's classical sweep: b/m against the published bounds for BF
/// and UB, else b with its lower bound.
pub(crate) fn classical(rows: &Rows, family: GraphFamily, algo: Algo) -> Vec<ChartSpec> {
    let axis = rows.names[0].clone();
    let bounds = published(family);
    let per = bounds.is_some();
    let over = if per { format!("b/{axis}") } else { "b".into() };
    let best = column(rows, col::MODELS_CLASSICAL, per);
    let exact_flag = rows.column(col::MODELS_CLASSICAL_EXACT);
    let exact: Vec<Option<f64>> = best
        .iter()
        .zip(&exact_flag)
        .map(|(b, e)| if *e == Some(1.0) { *b } else { None })
        .collect();
    let mut list = vec![
        series(
            // Each size's own vertex 0: the first size's address would
            // name the wrong vertex at every other size.
            &tr_args("pages-chart-family-best", &[("b", over.as_str().into())]),
            0,
            Style::Joined,
            rows.points(side, &best),
        ),
        series(
            &tr_args("pages-chart-family-exact", &[("b", over.as_str().into())]),
            2,
            Style::Points,
            rows.points(side, &exact),
        ),
        series(
            &tr_args(
                "pages-chart-family-slowest",
                &[("b", over.as_str().into()), ("algo", algo.as_str().into())],
            ),
            3,
            Style::Points,
            rows.points(side, &column(rows, col::PER_ORIGINATOR_MAX, per)),
        ),
    ];
    let title = match bounds {
        Some(p) => {
            list.push(series(
                &tr_args(
                    "pages-chart-family-upper",
                    &[
                        ("bound", p.upper_text.into()),
                        ("axis", axis.as_str().into()),
                    ],
                ),
                1,
                Style::Dashed,
                curve(rows, p.upper, true),
            ));
            list.push(series(
                &tr_args(
                    "pages-chart-family-lower",
                    &[
                        ("bound", p.lower_text.into()),
                        ("axis", axis.as_str().into()),
                    ],
                ),
                4,
                Style::Dashed,
                curve(rows, p.lower, true),
            ));
            tr_args(
                "pages-chart-family-bounds-title",
                &[
                    ("axis", axis.as_str().into()),
                    ("family", generic(family).into()),
                    ("authors", tr(p.source).into()),
                ],
            )
        }
        None => {
            list.push(series(
                &tr("pages-chart-family-lower-log"),
                1,
                Style::Dashed,
                rows.points(side, &rows.column(col::LOWER_BOUND)),
            ));
            tr_args(
                "pages-chart-family-classical-title",
                &[
                    ("family", generic(family).into()),
                    ("axis", axis.as_str().into()),
                    ("span", rows.span(0).into()),
                ],
            )
        }
    };
    vec![lines(
        title,
        (&axis, AxisScale::Linear),
        (
            &if per {
                tr_args(
                    "pages-chart-family-rounds-per",
                    &[("b", over.as_str().into())],
                )
            } else {
                tr_args("pages-chart-family-rounds", &[("b", over.as_str().into())])
            },
            AxisScale::Linear,
        ),
        list,
    )]
}

/// A family's orderly sweep: b^Π(G) of the ordering with the lower bound,
/// and on Q_m 003's m(m + 1)/2 beside it.
pub(crate) fn orderly(rows: &Rows, family: GraphFamily, algo: Algo) -> Vec<ChartSpec> {
    let axis = rows.names[0].clone();
    let ordering = rules::name(algo);
    let mut list = vec![
        series(
            &tr_args("pages-chart-family-bpi", &[("ordering", ordering.into())]),
            0,
            Style::Joined,
            rows.points(side, &rows.column(col::BROADCAST_TIME)),
        ),
        series(
            &tr("pages-chart-family-lower-bound"),
            2,
            Style::Dashed,
            rows.points(side, &rows.column(col::LOWER_BOUND)),
        ),
    ];
    if family == GraphFamily::Hypercube {
        list.push(series(
            &tr_args(
                "pages-chart-family-thesis",
                &[("paper", crate::components::explain::readable("003").into())],
            ),
            1,
            Style::Dashed,
            curve(rows, thesis_hypercube, false),
        ));
    }
    vec![lines(
        tr_args(
            "pages-chart-family-orderly-title",
            &[
                ("family", generic(family).into()),
                ("axis", axis.as_str().into()),
                ("span", rows.span(0).into()),
            ],
        ),
        (&axis, AxisScale::Linear),
        (&tr("pages-chart-rounds"), AxisScale::Linear),
        list,
    )]
}

/// "What am I looking at?" on a family's sweep: what each series is, and
/// where the bounds' lines come from, in full.
pub(crate) fn explain(view: View) -> Html {
    let what = match view {
        View::Orderly => tr("pages-chart-family-explain-orderly"),
        View::Classical
        | View::Tcd
        | View::Broadcast
        | View::Route
        | View::Te
        | View::Mnb
        | View::Hamiltonian
        | View::Areas => tr_args(
            "pages-chart-family-explain-classical",
            &[("title", tr("paper-title-klasing-1994").into())],
        ),
    };
    html! { <p data-testid="family-sweep-explain">{ what }</p> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::components::chart::Plot;

    /// The literature table, which quotes the bounds from the source.
    const LITERATURE: &str = include_str!("../../../../../docs/literature.md");

    /// `a·m + b` as the literature prints it: "2m − 1", "1.5m + 1.5",
    /// "1.7417m".
    fn printed(text: &str) -> (f64, f64) {
        let (a, rest) = text.split_once('m').unwrap();
        let a = if a.is_empty() {
            1.0
        } else {
            a.parse().unwrap()
        };
        let rest = rest.replace(' ', "");
        let b = match rest.strip_prefix('−').or(rest.strip_prefix('-')) {
            Some(b) => -b.parse::<f64>().unwrap(),
            None => rest.strip_prefix('+').map_or(0.0, |b| b.parse().unwrap()),
        };
        (a, b)
    }

    /// The bound lines are the literature's printed formulas, and meet
    /// the table's printed numbers.
    #[test]
    fn the_bound_lines_are_the_literature_s_printed_bounds() {
        for (bounds, upper, lower) in [
            (&BUTTERFLY, "b(BF(m)) ≤ ", "new lower bound of "),
            (
                &DE_BRUIJN,
                "b(UB(2, m)) ≤ ",
                "the lower bound from 1.1374m to ",
            ),
        ] {
            let after = |lead: &str| -> String {
                let at = LITERATURE.find(lead).unwrap_or_else(|| panic!("{lead}")) + lead.len();
                let rest = &LITERATURE[at..];
                let end = rest.find([',', '"', '|', '\n', ' ']).unwrap();
                // "2m − 1" spans spaces: take up to the column's end.
                if lead.ends_with("≤ ") {
                    rest[..rest.find(',').unwrap()].trim().to_string()
                } else {
                    rest[..end].trim_end_matches('.').to_string()
                }
            };
            let (up, low) = (after(upper), after(lower));
            assert_eq!(up, bounds.upper_text);
            assert_eq!(low, bounds.lower_text);
            let ((ua, ub), (la, lb)) = (printed(&up), printed(&low));
            for m in 2..=20 {
                let m = f64::from(m);
                assert!(
                    ((bounds.upper)(m) - (ua * m + ub)).abs() < 1e-12,
                    "{up} at {m}"
                );
                assert!(
                    ((bounds.lower)(m) - (la * m + lb)).abs() < 1e-12,
                    "{low} at {m}"
                );
            }
        }
        // The table's printed comparisons: b(BF(3)) = 5 < 5.23, b(UB(2, 4))
        // = 5 < 5.27, and 2m − 1 = 5 meets b(BF(3)) = 5.
        assert!(LITERATURE.contains("b(BF(3)) = 5 < 5.23"));
        assert!(LITERATURE.contains("b(UB(2, 4)) = 5 < 5.27"));
        assert_eq!(format!("{:.2}", (BUTTERFLY.lower)(3.0)), "5.23");
        assert_eq!(format!("{:.2}", (DE_BRUIJN.lower)(4.0)), "5.27");
        assert!(LITERATURE.contains("reproduced at m = 3 (b = 5 exactly)"));
        assert_eq!((BUTTERFLY.upper)(3.0), 5.0);
    }

    /// 003's printed m(m + 1)/2 at small m, counted by hand: 1, 3, 6, 10.
    #[test]
    fn the_thesis_hypercube_formula_is_m_m_plus_1_over_2() {
        let by_hand = [1.0, 3.0, 6.0, 10.0];
        for (m, want) in (1..=4).zip(by_hand) {
            assert_eq!(thesis_hypercube(f64::from(m)), want);
        }
    }

    /// The BF chart plots b/m of each row's own value and the bound lines
    /// at each m; the Q_m chart 003's curve beside b^Π.
    #[test]
    fn the_family_charts_plot_each_row_and_the_bounds_at_its_size() {
        let (data, ranges, family, algo) = super::super::tests::data("v=1&net=butterfly&m=3..6");
        let rows = Rows::new(&data, &ranges);
        let specs = super::super::charts(&rows, family, algo);
        let Plot::Lines { series, .. } = &specs[0].plot else {
            panic!("lines");
        };
        let at = data.column_of(col::MODELS_CLASSICAL).unwrap();
        let best: Vec<f64> = (0..4)
            .map(|r| data.number(r, at).unwrap() / f64::from(r as u32 + 3))
            .collect();
        let plotted: Vec<f64> = series[0].points.iter().map(|p| p.y).collect();
        assert_eq!(plotted, best);
        let upper: Vec<f64> = series[3].points.iter().map(|p| p.y * p.x).collect();
        assert_eq!(upper, [5.0, 7.0, 9.0, 11.0], "2m − 1 at m = 3 … 6");
        let (data, ranges, family, algo) =
            super::super::tests::data("v=1&net=cube&m=1..5&view=orderly");
        let rows = Rows::new(&data, &ranges);
        let specs = super::super::charts(&rows, family, algo);
        let Plot::Lines { series, .. } = &specs[0].plot else {
            panic!("lines");
        };
        let thesis: Vec<f64> = series[2].points.iter().map(|p| p.y).collect();
        assert_eq!(thesis, [1.0, 3.0, 6.0, 10.0, 15.0]);
    }
}
