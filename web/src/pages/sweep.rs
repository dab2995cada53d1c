//! The sweep room: a link whose sizes are ranges, computed by the worker
//! (split over its helpers) and drawn as charts of how the numbers grow
//! and where the papers' claims break, with every value on hover, tap or
//! the arrow keys, each point opening its configuration, a table of every
//! row for screen readers, and the same CSV and JSON as `castlab sweep`.

use std::rc::Rc;

use castlab_core::permalink::{Algo, Family, Key, View, query_string};
use castlab_core::sweep::Ranges;
use yew::prelude::*;

use super::{Room, RoomProps, interactive, layout};
use crate::bridge::Slot;
use crate::components::chart::{
    Axis, COLOURS, Cell, Chart, ChartSpec, Heat, Mark, Plot, Point, Scale, Series, Style,
};
use crate::components::text_field::TextField;
use crate::protocol::Request;
use crate::state::{Action, SweepData, SweepState};

/// Asks the worker for the sweep whenever its link (or "Compute again")
/// changes.
#[hook]
fn use_sweep_request(props: &RoomProps) {
    let engine = props.engine.clone();
    let asked = props.state.sweep.as_ref().map(|s| s.asked.clone());
    use_effect_with((asked, props.state.retry), move |(asked, _)| {
        if let Some(permalink) = asked.clone() {
            let cores = super::cores();
            engine.send(Slot::View, Request::Sweep { permalink, cores });
        }
    });
}

/// One chart's inputs: each row's values of the ranging axes.
struct Rows<'a> {
    data: &'a SweepData,
    coords: Vec<Vec<u32>>,
}

impl Rows<'_> {
    /// A column's numbers by row (`None` where a row has none).
    fn column(&self, name: &str) -> Vec<Option<f64>> {
        let c = self.data.column(name);
        (0..self.data.rows.len())
            .map(|r| c.and_then(|c| self.data.number(r, c)))
            .collect()
    }

    /// Points of `y` against the first ranging axis (through `x`).
    fn points(&self, x: impl Fn(u32) -> f64, y: &[Option<f64>]) -> Vec<Point> {
        self.coords
            .iter()
            .zip(y)
            .enumerate()
            .filter_map(|(row, (c, v))| {
                Some(Point {
                    x: x(*c.first()?),
                    y: (*v)?,
                    row,
                })
            })
            .collect()
    }
}

fn series(name: &str, colour: usize, style: Style, points: Vec<Point>) -> Series {
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
    (x, scale_x): (&str, Scale),
    (y, scale_y): (&str, Scale),
    series: Vec<Series>,
) -> ChartSpec {
    let (left, right): (Vec<&Series>, Vec<&Series>) = series.iter().partition(|s| !s.right);
    let values = |list: &[&Series], pick: fn(&Point) -> f64| -> Vec<f64> {
        list.iter()
            .flat_map(|s| s.points.iter().map(pick))
            .collect()
    };
    let x_axis = Axis::over(
        x,
        scale_x,
        true,
        values(&left, |p| p.x)
            .into_iter()
            .chain(values(&right, |p| p.x)),
    );
    let y_axis = Axis::over(y, scale_y, false, values(&left, |p| p.y).into_iter());
    let y2 = (!right.is_empty()).then(|| {
        let name = right
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join(", ");
        Axis::over(
            &name,
            Scale::Linear,
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
    (x_label, y_label): (&str, &str),
    value: &str,
    marks: [Option<String>; 2],
    cell: impl Fn(usize) -> Option<(f64, Mark)>,
) -> ChartSpec {
    let mut xs: Vec<u32> = rows
        .coords
        .iter()
        .filter_map(|c| c.get(1).copied())
        .collect();
    let mut ys: Vec<u32> = rows
        .coords
        .iter()
        .filter_map(|c| c.first().copied())
        .collect();
    for v in [&mut xs, &mut ys] {
        v.sort_unstable();
        v.dedup();
    }
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
        title: String::new(),
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

/// The charts of a sweep: by family, over one ranging axis (lines) or two
/// (a heat grid).
pub fn charts(data: &SweepData, ranges: &Ranges, family: Family, algo: Algo) -> Vec<ChartSpec> {
    let coords = (0..data.rows.len())
        .map(|r| ranges.coordinates(&data.size(r)))
        .collect();
    let rows = Rows { data, coords };
    let names = ranges.axis_names();
    let span = |i: usize| {
        let v: Vec<u32> = rows
            .coords
            .iter()
            .filter_map(|c| c.get(i).copied())
            .collect();
        match (v.iter().min(), v.iter().max()) {
            (Some(a), Some(b)) => format!("{a}..{b}"),
            _ => String::new(),
        }
    };
    let col = |name: &str| rows.column(name);
    let ratio = |a: &[Option<f64>], b: &[Option<f64>], scale: f64| -> Vec<Option<f64>> {
        a.iter()
            .zip(b)
            .map(|(a, b)| Some(scale * (*a)? / (*b)?))
            .collect()
    };
    let minus = |a: &[Option<f64>], b: &[Option<f64>]| -> Vec<Option<f64>> {
        a.iter().zip(b).map(|(a, b)| Some((*a)? - (*b)?)).collect()
    };
    match (family, names.len()) {
        (Family::Tcd, 1) => {
            let k = "k (side 2^k)";
            let first = rows
                .data
                .link(0)
                .map(|l| castlab_core::permalink::parse(l).query.src);
            let source = first.map_or("the source".into(), |s| {
                format!("from {}", super::coords_text(&s))
            });
            let tcd = lines(
                "TCD against k: from each schedule, and the papers' closed forms".into(),
                (k, Scale::Linear),
                ("TCD (hops, log scale)", Scale::Log),
                vec![
                    series(
                        &format!("TCD {source} (schedule)"),
                        0,
                        Style::Points,
                        rows.points(log2, &col("tcd")),
                    ),
                    series(
                        "its closed form",
                        0,
                        Style::Dashed,
                        rows.points(log2, &col("closed_form.tcd")),
                    ),
                    series(
                        "TCD from an eye (schedule)",
                        1,
                        Style::Points,
                        rows.points(log2, &col("eye_tcd")),
                    ),
                    series(
                        "Cang and Wu's Eq. (10) / (16) at an eye",
                        1,
                        Style::Dashed,
                        rows.points(log2, &col("eye_closed_form")),
                    ),
                ],
            );
            let share = ratio(&col("recursive_beats_paper"), &col("nodes"), 100.0);
            let beaten = lines(
                format!(
                    "Sources where a valid schedule beats Algorithm 1 ({} fails there)",
                    castlab_core::papers::readable("000 Theorem 2")
                ),
                (k, Scale::Linear),
                ("sources (%)", Scale::Linear),
                vec![series(
                    "recursive schedule below Algorithm 1",
                    2,
                    Style::Joined,
                    rows.points(log2, &share),
                )],
            );
            vec![tcd, beaten]
        }
        (Family::Tcd, 2) => {
            let share = ratio(&col("recursive_beats_paper"), &col("nodes"), 100.0);
            let mut spec = heat(
                &rows,
                (&names[1], &names[0]),
                "sources beaten (%)",
                [None, None],
                |r| Some((share[r]?, Mark::None)),
            );
            spec.title = format!(
                "Sources where a valid schedule beats Algorithm 1, {} × {}",
                span(0),
                span(1)
            );
            vec![spec]
        }
        (Family::Orderly, n @ (1 | 2)) => {
            let (b, d) = (col("broadcast_time"), col("diameter"));
            let lemma = col("lemma_bound");
            let two_d = lemma.iter().any(Option::is_some);
            let (bound, bound_name) = if two_d {
                (lemma, "Lemma 3.8.1/3.8.2's bound")
            } else {
                (col("thesis_bound"), "Theorem 4.3.1's bound")
            };
            let ordering = match algo {
                Algo::PiLiteral => "Π with §3.1's printed ℓ",
                Algo::Pi => "Π",
                Algo::Dim => "the dimension ordering",
                _ => "the ordering",
            };
            if n == 2 {
                // 2-D: steps beyond the diameter, marked against the lemma;
                // 3-D: the slack Theorem 4.3.1 leaves.
                let value_label = if two_d {
                    "b^Π − D"
                } else {
                    "Theorem 4.3.1's bound − b^Π"
                };
                let mut spec = heat(
                    &rows,
                    (&format!("n ({})", names[1]), &format!("m ({})", names[0])),
                    value_label,
                    [
                        Some(format!("equals {bound_name}")),
                        Some(format!("exceeds {bound_name}")),
                    ],
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
                spec.title = if two_d {
                    format!(
                        "b^Π(G) − D of {ordering} on every torus {} × {}",
                        span(0),
                        span(1)
                    )
                } else {
                    format!(
                        "The slack of Theorem 4.3.1 for {ordering}, tori {} × {} × …",
                        span(0),
                        span(1)
                    )
                };
                vec![spec]
            } else {
                let side = |s: u32| f64::from(s);
                vec![lines(
                    format!("b^Π(G) − D of {ordering} against the side"),
                    (&names[0], Scale::Linear),
                    ("steps above the diameter", Scale::Linear),
                    vec![
                        series(
                            "b^Π(G) − D",
                            0,
                            Style::Joined,
                            rows.points(side, &minus(&b, &d)),
                        ),
                        series(
                            &format!("{bound_name} − D"),
                            1,
                            Style::Dashed,
                            rows.points(side, &minus(&bound, &d)),
                        ),
                        series(
                            "lower bound − D",
                            2,
                            Style::Dashed,
                            rows.points(side, &minus(&col("lower_bound"), &d)),
                        ),
                    ],
                )]
            }
        }
        (Family::Msn, 1) => {
            let side = |s: u32| f64::from(s);
            let mut throughput = series(
                "throughput bound (right axis)",
                3,
                Style::Joined,
                rows.points(side, &col("throughput_bound")),
            );
            throughput.right = true;
            vec![lines(
                format!(
                    "Mean distance of the N × N Manhattan Street network, N = {}",
                    span(0)
                ),
                ("N", Scale::Linear),
                ("mean distance (hops)", Scale::Linear),
                vec![
                    series(
                        "mean distance (every route)",
                        0,
                        Style::Points,
                        rows.points(side, &col("mean_distance")),
                    ),
                    series(
                        "Eq. (27)",
                        0,
                        Style::Dashed,
                        rows.points(side, &col("mean_distance_eq27")),
                    ),
                    series(
                        "torus (X+Y)/4",
                        1,
                        Style::Dashed,
                        rows.points(side, &col("mesh_mean_distance")),
                    ),
                    throughput,
                ],
            )]
        }
        (Family::Msn, 2) => {
            let mean = col("mean_distance");
            let mut spec = heat(
                &rows,
                (&names[1], &names[0]),
                "mean distance",
                [None, None],
                |r| Some((mean[r]?, Mark::None)),
            );
            spec.title = format!(
                "Mean distance of the X × Y Manhattan Street network, {} × {}",
                span(0),
                span(1)
            );
            vec![spec]
        }
        (Family::Wk, 1) => {
            let at = |s: u32| f64::from(s);
            let axis = names[0].as_str();
            let both = |field: &str, scale: Scale, title: &str, y: &str| {
                lines(
                    format!("{title} against {axis}"),
                    (axis, Scale::Linear),
                    (y, scale),
                    vec![
                        series(
                            "constant label (fang)",
                            0,
                            Style::Joined,
                            rows.points(at, &col(&format!("compare.fang.{field}"))),
                        ),
                        series(
                            "stack baseline",
                            1,
                            Style::Joined,
                            rows.points(at, &col(&format!("compare.stack.{field}"))),
                        ),
                    ],
                )
            };
            vec![
                both("label_bits", Scale::Linear, "Label bits", "bits"),
                both("stack_size", Scale::Linear, "Largest stack", "entries"),
                both(
                    "work_total",
                    Scale::Log,
                    "Total decision work",
                    "operations",
                ),
            ]
        }
        (Family::Wk, 2) => {
            let work = col("compare.stack.work_total");
            let mut spec = heat(
                &rows,
                (&names[1], &names[0]),
                "stack baseline's total work",
                [None, None],
                |r| Some((work[r]?, Mark::None)),
            );
            spec.title = format!("WK(W, L), W = {}, L = {}", span(0), span(1));
            vec![spec]
        }
        _ => Vec::new(),
    }
}

/// The values of a row, as a sentence.
fn readout(data: &SweepData, row: usize) -> String {
    let first = data.column("permalink").map_or(0, |c| c + 1);
    let size: Vec<String> = data
        .size(row)
        .iter()
        .zip(&data.header)
        .map(|(v, h)| format!("{h} {v}"))
        .collect();
    let values: Vec<String> = (first..data.header.len())
        .map(|c| format!("{} {}", data.header[c], data.text(row, c)))
        .collect();
    format!("{}: {}", size.join(", "), values.join(" · "))
}

fn title(sweep: &SweepState, family: Family, algo: Algo) -> String {
    let what = match family {
        Family::Tcd => format!("the TCD of {algo}"),
        Family::Orderly => format!("orderly broadcast with {algo}"),
        Family::Msn => "the Manhattan Street network".into(),
        Family::Wk => "WK-recursive broadcast".into(),
    };
    let (key, range) = range_text(sweep, family == Family::Wk);
    format!("A sweep of {what} over {key}={range}")
}

#[component]
pub fn SweepRoom(props: &RoomProps) -> Html {
    use_sweep_request(props);
    let state = &props.state;
    let Some(sweep) = state.sweep.as_ref() else {
        return html! {};
    };
    let query = &state.query;
    let family = query.family();
    let dispatch = state.dispatcher().to_callback();
    let data = sweep.data.clone();
    let specs = use_memo(
        (data.clone(), sweep.ranges.clone(), family, query.algo),
        |(data, ranges, family, algo)| match data {
            Some(d) => charts(d, ranges, *family, *algo)
                .into_iter()
                .map(Rc::new)
                .collect(),
            None => Vec::new(),
        },
    );
    let open = {
        let (data, dispatch) = (data.clone(), dispatch.clone());
        let can = interactive(query);
        Callback::from(move |row: usize| {
            if let (true, Some(link)) = (can, data.as_ref().and_then(|d| d.link(row))) {
                dispatch.emit(Action::OpenLink(link.to_string()));
            }
        })
    };
    let on_focus = dispatch.reform(Action::SweepFocus);
    let view = match (&data, &sweep.refused) {
        (_, Some(why)) => html! {
            <p class="notices" role="alert" data-testid="sweep-refused">{ format!("This sweep cannot run in the page: {why}. castlab sweep runs it on your own machine, up to 2^33 units of work.") }</p>
        },
        (None, None) => {
            html! { <p class="placeholder" data-testid="sweep-computing">{ "Computing every size…" }</p> }
        }
        (Some(d), None) => {
            let focus_text = sweep.focus.map(|r| readout(d, r));
            let focus_link = sweep.focus.and_then(|r| d.link(r)).map(str::to_string);
            html! { <>
                { for specs.iter().map(|spec| html! {
                    <Chart spec={Rc::clone(spec)} focus={sweep.focus} on_focus={on_focus.clone()} on_open={open.clone()}
                        label={format!("{}. Hover, tap or use the arrow keys for each point's values; the table below lists them all.", spec.title)} />
                }) }
                { if specs.is_empty() { html! {
                    <p class="note">{ "Charts draw one or two ranges; this sweep has more, and the table below lists it." }</p>
                } } else { html! {} } }
                <p class="readout" data-testid="readout" aria-live="polite">
                    { focus_text.unwrap_or_else(|| "Hover over, tap or arrow to a point for its values; click it (or press Enter) to open that size.".into()) }
                    { for focus_link.filter(|_| interactive(query)).map(|link| {
                        let go = dispatch.reform({ let link = link.clone(); move |e: MouseEvent| { e.prevent_default(); Action::OpenLink(link.clone()) } });
                        html! { <>{ " " }<a href={format!("?{link}")} data-testid="open-size" onclick={go}>{ "Open this size" }</a></> }
                    }) }
                </p>
                <SweepTable data={d.clone()} on_open={open.clone()} />
            </> }
        }
    };
    let panel = html! { <SweepPanel sweep={sweep.clone()} algo={query.algo} family={family} view={query.view} {dispatch} /> };
    let room = Room {
        title: title(sweep, family, query.algo),
        view,
        animated: false,
        summary: None,
        below: html! {},
        panel,
    };
    layout(props, room)
}

#[derive(Properties, PartialEq)]
struct SweepTableProps {
    data: crate::state::Shared<SweepData>,
    on_open: Callback<usize>,
}

/// Every row, for screen readers and for reading exact values; built when
/// opened.
#[component]
fn SweepTable(props: &SweepTableProps) -> Html {
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(d) = e.target_dyn_into::<web_sys::HtmlDetailsElement>() {
                open.set(d.open());
            }
        })
    };
    let d = &props.data;
    let first = d.column("permalink").unwrap_or(0);
    html! {
        <details class="data-table" data-testid="sweep-table" {ontoggle}>
            <summary>{ format!("Table of every size ({} rows)", d.rows.len()) }</summary>
            { if *open { html! {
                <table>
                    <thead><tr>
                        { for d.header.iter().enumerate().filter(|(i, _)| *i != first).map(|(_, h)| html! { <th scope="col">{ h }</th> }) }
                    </tr></thead>
                    <tbody>
                        { for (0..d.rows.len()).map(|r| {
                            let on_open = props.on_open.reform(move |_: MouseEvent| r);
                            html! { <tr>
                                { for (0..d.header.len()).filter(|&c| c != first).enumerate().map(|(i, c)| if i == 0 {
                                    html! { <th scope="row"><button type="button" class="link" onclick={on_open.clone()}>{ d.text(r, c) }</button></th> }
                                } else {
                                    html! { <td>{ d.text(r, c) }</td> }
                                }) }
                            </tr> }
                        }) }
                    </tbody>
                </table>
            } } else { html! {} } }
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct SweepPanelProps {
    sweep: SweepState,
    algo: Algo,
    family: Family,
    view: View,
    dispatch: Callback<Action>,
}

/// The sweep's numbers and its two controls: the range and, for orderly
/// sweeps, the ordering.
#[component]
fn SweepPanel(props: &SweepPanelProps) -> Html {
    let s = &props.sweep;
    let wk = props.family == Family::Wk;
    let (key, shown) = range_text(s, wk);
    let on_range = props
        .dispatch
        .reform(move |value: String| Action::SetSweepValue { key, value });
    let ordering = (props.family == Family::Orderly).then(|| {
        let on_change = props.dispatch.reform(|e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            Action::SetSweepValue { key: Key::Algo, value }
        });
        html! {
            <label>{ "Ordering" }
                <select data-testid="sweep-algo" onchange={on_change}>
                    { for [(Algo::Pi, "Π, ℓ odd (§3.3)"), (Algo::PiLiteral, "Π, §3.1's printed ℓ"), (Algo::Dim, "dimension order")].into_iter().map(|(a, text)| html! {
                        <option value={a.as_str()} selected={a == props.algo}>{ text }</option>
                    }) }
                </select>
            </label>
        }
    });
    let summary = s.data.as_ref().map(|d| {
        let skipped = d.first_skip.as_ref().map_or(String::new(), |why| {
            format!("; {} sizes in the ranges left out, the first because {why}", d.skipped)
        });
        let errors: Vec<String> = d.errors.iter().map(|e| e.message.clone()).collect();
        html! { <>
            <p class="note" data-testid="sweep-sizes">{ format!("{} sizes, computed by {} worker{}{skipped}.", d.rows.len(), d.workers, if d.workers == 1 { "" } else { "s" }) }</p>
            { for errors.iter().map(|m| html! { <p class="note" role="status">{ m }</p> }) }
        </> }
    });
    html! {
        <section class="metrics sweep-panel" data-testid="sweep-panel">
            <h2>{ "Sweep" }</h2>
            <div class="controls">
                <label>{ if wk { "L (A..B)" } else { "Sizes (A..B per side, or A..B^d)" } }
                    <TextField testid="sweep-range" value={shown} on_commit={on_range} label="The sizes to sweep" />
                </label>
                { ordering.unwrap_or_default() }
            </div>
            { summary.unwrap_or_default() }
            <p class="note">{ "Each point is one configuration; click it to open it. The table and the downloads hold every value, as castlab sweep prints them." }</p>
        </section>
    }
}

/// The key the range field edits and its text.
fn range_text(s: &SweepState, wk: bool) -> (Key, AttrValue) {
    let key = if wk {
        if s.ranges.w.is_some() && s.ranges.l.is_none() {
            Key::W
        } else {
            Key::L
        }
    } else {
        Key::Dims
    };
    let value = query_string::value_of(&s.permalink, key.as_str()).unwrap_or_default();
    (key, value.into())
}
