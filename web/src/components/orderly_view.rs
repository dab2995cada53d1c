//! `view=orderly`: two heatmaps, the arrival time of every vertex from the
//! chosen originator (the run: who is informed at the step shown, along
//! which label) and b^Π(u) for every originator u (click picks the
//! originator).
//!
//! Both maps reuse [`Heatmap`]: the orderly numbers are put in the shape of
//! a map report, and the first arrivals in the shape of a schedule (each
//! vertex's informing edge is a one-hop message at its arrival time).
//! A WK network is drawn on WK's own picture instead (`OrderlyWk`, with
//! its addresses and edge labels); a protocol family up to its drawn size
//! on its own picture (`FamilyPicture`, each link's label at each end);
//! an MS network on its node-index grid.

use castlab_core::eval::{
    AlgorithmTcds, MapReport, Optimum, OrderlyReport, ScheduleEntry, SourceReport,
};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::orderly::{Ordering, informers};
use castlab_core::permalink::{Algo, Net, Query};
use castlab_core::topology::GraphFamily;
use yew::prelude::*;

use super::family_picture::{FamilyPicture, LinkKey, drawn_as_itself, why_grid};
use super::heatmap::{Heatmap, Shading, shading};
use super::legend::Legend;
use super::map_frame::MapFrame;
use super::run_key::RunKey;
use super::wk_view::{Fill, Labels, MAX_LABELLED, MAX_PICTURED, OrderlyWk, WkLayout};
use crate::l10n::{tr, tr_args};
use crate::layout::{Layout, display_grid};
use crate::shared::Shared;
use crate::words;
use castlab_core::wk::WkNode;

#[derive(Properties, PartialEq)]
pub struct OrderlyViewProps {
    pub query: Query,
    pub report: Option<Shared<OrderlyReport>>,
    /// The vertex under the pointer, a node of [`display_grid`].
    pub hover: Option<NodeId>,
    /// Every edge label, where readable (else the hovered vertex's and the
    /// step's).
    pub show_labels: bool,
    /// Which maps, and whether the arrival map draws the run.
    pub maps: Maps,
    pub run: bool,
    pub on_pick: Callback<NodeId>,
    pub on_hover: Callback<Option<NodeId>>,
    pub on_move: Callback<(usize, i64)>,
    /// Messages to emphasise on the arrival map (a hovered pseudocode
    /// line's), as coordinates of [`display_grid`].
    #[prop_or_default]
    pub emphasis: std::rc::Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    /// Both maps drawn plain (an exercise's answer would show).
    #[prop_or_default]
    pub hide_values: bool,
}

/// Which of the two maps are shown: both in the full app (the run
/// first), one in an embed (`show=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Maps {
    Both,
    Arrivals,
    Originators,
}

/// Orderly values in the shape of a map, so the heatmap can draw them.
pub(crate) fn as_map(grid: &Grid, values: &[u32], key: &str) -> MapReport {
    let min = values.iter().copied().min().unwrap_or(0);
    let max = values.iter().copied().max().unwrap_or(0);
    let best: Vec<usize> = (0..values.len()).filter(|&v| values[v] == min).collect();
    MapReport {
        map_key: key.into(),
        dims: grid.sides().to_vec(),
        torus: grid.is_torus(),
        map_algorithm: Algo::Pi,
        tcd_map: values.iter().map(|&v| u64::from(v)).collect(),
        optimum: Optimum {
            tcd: u64::from(min),
            count: best.len() as u64,
            sources: best
                .iter()
                .take(64)
                .map(|&v| grid.coords(NodeId::new(v)).to_vec())
                .collect(),
        },
        map_max: u64::from(max),
        eyes: Vec::new(),
        claims: Vec::new(),
        least: None,
    }
}

/// Each vertex's first informing edge as a one-hop message at its arrival
/// time (ties: the lowest sender), for the step overlay.
pub(crate) fn first_arrivals(grid: &Grid, r: &OrderlyReport, algo: Algo) -> Option<SourceReport> {
    let (offsets, targets) = (r.label_offsets.as_ref()?, r.label_targets.as_ref()?);
    let ordering = Ordering::from_flat(offsets, targets).ok()?;
    let informer = informers(&ordering, &r.arrival);
    let n = r.arrival.len();
    let axes = &"xyzwvu"[..grid.dims()];
    let schedule: Vec<ScheduleEntry> = (0..n)
        .filter_map(|w| {
            let (v, _label) = informer[w]?;
            let v = v.index();
            Some(ScheduleEntry {
                step: r.arrival[w],
                from: grid.coords(NodeId::new(v)).to_vec(),
                to: grid.coords(NodeId::new(w)).to_vec(),
                route: axes.into(),
                path: None,
                hops: 1,
            })
        })
        .collect();
    let source = grid.coords(NodeId::new(r.originator.index())).to_vec();
    Some(one_hop_run(source, algo, r.from_source, schedule))
}

/// One-hop messages (an orderly run's first arrivals, a classical run's
/// calls) in the shape of a one-port schedule, so the heatmap draws them
/// as it draws a TCD schedule's step.
pub(crate) fn one_hop_run(
    source: Vec<u32>,
    algorithm: Algo,
    steps: u32,
    schedule: Vec<ScheduleEntry>,
) -> SourceReport {
    SourceReport {
        source,
        algorithm,
        steps,
        messages: schedule.len() as u64,
        tcd: schedule.len() as u64,
        valid: true,
        violation: None,
        contention_free: None,
        contention_method: String::new(),
        closed_form: None,
        source_is_eye: false,
        algorithms: AlgorithmTcds::default(),
        schedule: Some(schedule),
    }
}

/// What the two maps draw, built once per report.
struct Drawn {
    per_originator: Option<Shared<MapReport>>,
    arrival: Shared<MapReport>,
    schedule: Option<Shared<SourceReport>>,
    labels: Option<Shared<(Vec<u32>, Vec<u32>)>>,
    /// On a WK network: the values by vertex (arrivals, then as
    /// originators) and the labels, drawn on WK's own picture.
    wk: Option<WkDrawn>,
}

struct WkDrawn {
    arrival: Shared<Vec<u32>>,
    per_originator: Option<Shared<Vec<u32>>>,
    labels: Option<Shared<Labels>>,
}

/// A WK network's values and labels; the informers only where a label is
/// a time offset (not in the adaptive model).
fn wk_drawn(query: &Query, r: &OrderlyReport) -> WkDrawn {
    use std::rc::Rc;
    let labels = match (&r.label_offsets, &r.label_targets) {
        (Some(o), Some(t)) => Some(Labels {
            offsets: o.clone(),
            targets: t.clone(),
            informers: Ordering::from_flat(o, t)
                .ok()
                .filter(|_| !query.adaptive)
                .map(|ord| informers(&ord, &r.arrival)),
        }),
        _ => None,
    };
    WkDrawn {
        arrival: Shared(Rc::new(r.arrival.clone())),
        per_originator: r.per_originator.clone().map(|p| Shared(Rc::new(p))),
        labels: labels.map(|l| Shared(Rc::new(l))),
    }
}

/// The protocol family drawn as itself, if the query names one of a
/// size its picture draws legibly.
pub fn pictured_family(query: &Query) -> Option<(GraphFamily, u32)> {
    match query.net {
        Net::Graph(family) => drawn_as_itself(family, query.size).then_some((family, query.size)),
        Net::Mesh | Net::Torus | Net::Wk | Net::Msn => None,
    }
}

/// Whether a family's picture writes every link's labels without the
/// toggle: up to 48 links (Q_4's 32, BF(3)'s 48, CCC(3)'s 36, K_8's 28),
/// past which they crowd the picture.
pub fn labels_by_default(query: &Query, r: &OrderlyReport) -> bool {
    pictured_family(query).is_some() && r.label_targets.as_ref().is_some_and(|t| t.len() <= 2 * 48)
}

fn drawn(query: &Query, r: &OrderlyReport) -> Drawn {
    use std::rc::Rc;
    let grid = display_grid(query);
    // Nets whose drawing joins a vertex to its neighbours, so a one-hop
    // message and a label have a link to be drawn on.
    let grid_net = matches!(query.net, Net::Mesh | Net::Torus) || pictured_family(query).is_some();
    Drawn {
        per_originator: r
            .per_originator
            .as_ref()
            .map(|p| Shared(Rc::new(as_map(&grid, p, "per-originator")))),
        arrival: Shared(Rc::new(as_map(&grid, &r.arrival, "arrival"))),
        schedule: grid_net
            .then(|| first_arrivals(&grid, r, query.algo))
            .flatten()
            .map(|s| Shared(Rc::new(s))),
        labels: match (grid_net, &r.label_offsets, &r.label_targets) {
            (true, Some(o), Some(t)) => Some(Shared(Rc::new((o.clone(), t.clone())))),
            _ => None,
        },
        wk: (query.net == Net::Wk && query.wk.nodes() <= MAX_PICTURED).then(|| wk_drawn(query, r)),
    }
}

/// What a WK picture of the orderly view draws.
struct WkPicture<'a> {
    drawn: &'a WkDrawn,
    layout: Shared<WkLayout>,
    /// The arrival map (else the originators'), which has the labels.
    arrivals: bool,
    fill: Fill,
}

/// One map on WK's own picture, and (the arrival map) which words it writes.
fn wk_picture(
    props: &OrderlyViewProps,
    r: &OrderlyReport,
    p: WkPicture,
    emphasis: std::rc::Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    description: String,
) -> Html {
    let query = &props.query;
    let w = p.drawn;
    let values = if p.arrivals {
        Some(w.arrival.clone())
    } else {
        w.per_originator.clone()
    };
    html! { <>
        <OrderlyWk wk={query.wk} layout={p.layout} source={WkNode::new(r.originator.index())}
            values={values.unwrap_or_else(|| w.arrival.clone())} fill={p.fill}
            labels={w.labels.clone().filter(|_| p.arrivals)}
            hover={props.hover.map(|v| WkNode::new(v.index()))} {emphasis}
            description={AttrValue::from(description)} zoom_to_mark={props.hide_values && p.arrivals}
            on_pick={props.on_pick.reform(|v: WkNode| NodeId::new(v.index()))}
            on_hover={props.on_hover.reform(|v: Option<WkNode>| v.map(|v| NodeId::new(v.index())))} />
    </> }
}

/// How a WK picture fills its vertices: plain while a question is open,
/// the run's looks, or the map's scale.
fn wk_fill(props: &OrderlyViewProps, run: bool, shade: &Shading) -> Fill {
    if props.hide_values {
        Fill::Plain
    } else if run {
        Fill::Run(props.query.step)
    } else {
        Fill::Scale(shade.min, shade.max)
    }
}

/// Beyond a family's drawn size, the reason the maps are grids.
fn why_note(query: &Query) -> Html {
    let why = match query.net {
        Net::Graph(family) => why_grid(family, query.size),
        Net::Mesh | Net::Torus | Net::Wk | Net::Msn => None,
    };
    why.map_or_else(
        || html! {},
        |why| html! { <p class="why-grid" data-testid="why-grid">{ why }</p> },
    )
}

/// What a family's picture of the orderly view draws.
struct Pictured {
    family: (GraphFamily, u32),
    map: Shared<MapReport>,
    schedule: Option<Shared<SourceReport>>,
    /// The ordering's flat lists (the arrival map's).
    ordering: Option<Shared<(Vec<u32>, Vec<u32>)>>,
    show_labels: bool,
    emphasis: std::rc::Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    description: String,
}

/// One map on the family's own picture (the classical view's), the
/// arrival map with the ordering's labels at each link's ends.
fn family_picture(props: &OrderlyViewProps, source: NodeId, p: Pictured) -> Html {
    let ((family, size), query) = (p.family, &props.query);
    let run = props.run && p.schedule.is_some();
    let show_labels = p.show_labels && p.ordering.is_some();
    // The adaptive model skips neighbours heard from: no label is a time.
    let orderly = !query.adaptive;
    html! {
        <FamilyPicture {family} {size} grid={display_grid(query)} map={p.map} report={p.schedule}
            step={query.step} {source} hover={props.hover} {run}
            description={AttrValue::from(p.description)} hide_values={props.hide_values}
            emphasis={p.emphasis} ordering={p.ordering} {show_labels} {orderly}
            on_pick={props.on_pick.clone()} on_hover={props.on_hover.clone()}
            on_move={props.on_move.clone()} />
    }
}

/// A map's words for a screen reader: what it shows, from where.
fn describe(query: &Query, r: &OrderlyReport, title: &str, wk: bool) -> String {
    let originator = if wk {
        query.wk.address(WkNode::new(r.originator.index()))
    } else {
        r.originator.to_string()
    };
    tr_args(
        "views-orderly-map-name",
        &[("title", title.into()), ("originator", originator.into())],
    )
}

/// The run's key: its looks, and what the numbers on the drawing are.
fn run_key(wk: bool, pictured: bool) -> Html {
    let numbers = if wk {
        tr("views-orderly-run-numbers-wk")
    } else if pictured {
        tr("views-orderly-run-numbers-pictured")
    } else {
        tr("views-orderly-run-numbers")
    };
    html! { <RunKey trail={!wk && !pictured} numbers={Some(AttrValue::from(numbers))} /> }
}

/// What the boxed numbers are while a question hides the run: the
/// ordering, which is how the question is worked out.
/// `marked`: a vertex is marked as the one asked about.
fn labels_key(wk: bool, pictured: bool, marked: bool) -> String {
    match (wk, pictured, marked) {
        (true, _, false) => tr("views-labels-key-wk"),
        (true, _, true) => tr("views-labels-key-wk-marked"),
        (false, true, false) => tr("views-labels-key-pictured"),
        (false, true, true) => tr("views-labels-key-pictured-marked"),
        (false, false, false) => tr("views-labels-key-grid"),
        (false, false, true) => tr("views-labels-key-grid-marked"),
    }
}

/// Which words the WK picture writes, and past which size it stops.
fn wk_words_key(nodes: usize) -> Html {
    let text = if nodes > MAX_LABELLED {
        tr_args(
            "views-wk-words-key-large",
            &[
                ("most", words::grouped(MAX_LABELLED as u64).into()),
                ("nodes", words::grouped(nodes as u64).into()),
            ],
        )
    } else {
        tr("views-wk-words-key")
    };
    html! { <p class="key" data-testid="wk-words-key">{ text }</p> }
}

/// The key under a map: the run's colours, the labels' meaning or the scale.
fn panel_key(
    props: &OrderlyViewProps,
    (wk, pictured): (bool, bool),
    run: bool,
    labelled: bool,
    shade: &Shading,
    title: &str,
) -> Html {
    if run {
        run_key(wk, pictured)
    } else if labelled && (props.hide_values || pictured) {
        let legend = (!props.hide_values).then(|| html! {
            <Legend min={shade.min} max={shade.max} palette={shade.palette} title={title.to_string()} />
        });
        html! { <>
            { for legend }
            <p class="key" data-testid="labels-key">{ labels_key(wk, pictured, !props.emphasis.is_empty()) }</p>
        </> }
    } else if props.hide_values {
        // The scale's ends would answer `least`.
        html! {}
    } else {
        html! { <Legend min={shade.min} max={shade.max} palette={shade.palette} title={title.to_string()} /> }
    }
}

/// What a WK arrival map writes, or why a large one is its address grid.
fn words_key(query: &Query, pictured: bool, arrivals: bool) -> Html {
    match (query.net == Net::Wk && arrivals, pictured) {
        (false, _) => html! {},
        (true, true) => wk_words_key(query.wk.nodes()),
        (true, false) => wk_grid_key(),
    }
}

/// Why a large WK network is drawn as the grid of its addresses.
fn wk_grid_key() -> Html {
    html! { <p class="key" data-testid="wk-words-key">{ tr_args(
    "views-wk-grid-key",
    &[("most", words::grouped(MAX_PICTURED as u64).into())]) }</p> }
}

/// The per-originator map's caption, with b^Π in the papers' notation.
fn per_originator_caption() -> Html {
    words::around(
        &tr_args(
            "views-per-originator-caption",
            &[("symbol", words::MARK.into())],
        ),
        html! { <><var>{ "b" }</var><sup>{ "Π" }</sup></> },
    )
}

/// The arrival map's caption: when the broadcast from the source ends,
/// unless the exercise hides it.
fn arrival_caption(hide_values: bool, t: u32) -> Html {
    html! { { if hide_values {
        tr("views-arrival-caption-hidden")
    } else {
        tr_args("views-arrival-caption", &[("t", t.into())])
    } } }
}

/// The numbers alone, where the grid is too big to draw.
fn summary(r: &OrderlyReport) -> String {
    match r.broadcast_time {
        Some(b) => tr_args(
            "views-orderly-summary",
            &[("b", b.into()), ("t", r.from_source.into())],
        ),
        None => tr_args(
            "views-orderly-summary-unknown",
            &[("t", r.from_source.into())],
        ),
    }
}

#[component]
pub fn OrderlyView(props: &OrderlyViewProps) -> Html {
    let query = &props.query;
    let grid = display_grid(query);
    let report = props.report.clone();
    let wk_layout = use_memo(query.wk, WkLayout::new);
    let to_drawn = |q: Query| move |r: &Option<_>| r.as_deref().map(|r| Shared::from(drawn(&q, r)));
    let maps = use_memo(report.clone(), to_drawn(query.clone()));
    let (Some(r), Some(d)) = (report.as_deref(), maps.as_ref().as_ref()) else {
        return html! { <div class="heatmap placeholder" data-testid="loading">{ tr("views-orderly-computing") }</div> };
    };
    let Some(layout) = Layout::new(grid.sides()) else {
        return html! { <p class="summary" data-testid="summary">{ summary(r) }</p> };
    };
    let source = NodeId::new(r.originator.index());
    let labels = d.labels.clone();
    let pictured = pictured_family(query);
    let all_labels = props.show_labels || labels_by_default(query, r);
    let panel = |testid: &'static str,
                 caption: Html,
                 title: String,
                 map: Shared<MapReport>,
                 schedule: Option<Shared<SourceReport>>| {
        let shade = shading(&map, None);
        let arrivals = testid == "arrival-map";
        let wk = d.wk.as_ref();
        let run = props.run && (schedule.is_some() || (wk.is_some() && arrivals));
        let description = describe(query, r, &title, wk.is_some());
        let edge_labels = labels.clone().filter(|_| arrivals);
        let has_edge_labels = edge_labels.is_some();
        let labelled = arrivals
            && (wk.is_some_and(|w| w.labels.is_some()) || (edge_labels.is_some() && all_labels));
        let drawing = (wk.is_some(), pictured.is_some());
        let key = panel_key(props, drawing, run, labelled, &shade, &title);
        let emphasis = if arrivals {
            props.emphasis.clone()
        } else {
            Default::default()
        };
        let picture = match (wk, pictured) {
            (Some(w), _) => {
                let picture = WkPicture {
                    drawn: w,
                    layout: Shared(wk_layout.clone()),
                    arrivals,
                    fill: wk_fill(props, run, &shade),
                };
                wk_picture(props, r, picture, emphasis, description)
            }
            (None, Some(family)) => {
                let picture = Pictured {
                    family,
                    map: map.clone(),
                    schedule,
                    ordering: edge_labels,
                    show_labels: all_labels,
                    emphasis,
                    description,
                };
                family_picture(props, source, picture)
            }
            (None, None) => html! {
                <Heatmap {grid} {layout} map={map.clone()} baseline={None::<Shared<MapReport>>}
                    report={schedule} step={query.step} {source} hover={props.hover} {run} {edge_labels}
                    {all_labels} {emphasis} hide_values={props.hide_values} description={AttrValue::from(description)}
                    on_pick={props.on_pick.clone()} on_hover={props.on_hover.clone()} on_move={props.on_move.clone()} />
            },
        };
        // A grid map that shows its edge labels keeps them readable.
        let labelled = (wk.is_none() && pictured.is_none() && all_labels && has_edge_labels)
            .then_some((layout.width, layout.height));
        html! {
            <figure class="orderly-map" data-testid={testid}>
                <figcaption>{ caption }</figcaption>
                <MapFrame {labelled}>{ picture }</MapFrame>
                // Under the frame, not in it: an embed's frame gives way,
                // and words in it would print over the keys below.
                { for pictured.map(|(family, size)| html! { <LinkKey {family} {size} /> }) }
                { words_key(query, wk.is_some(), arrivals) }
                { key }
            </figure>
        }
    };
    let originators = match d.per_originator.clone() {
        Some(m) => panel(
            "per-originator-map",
            per_originator_caption(),
            tr("views-per-originator-title"),
            m,
            None,
        ),
        None => html! { <p class="pending" data-testid="per-originator-skipped">{
            r.per_originator_skipped.as_ref().map(crate::l10n::text).unwrap_or_default()
        }</p> },
    };
    let arrivals = panel(
        "arrival-map",
        arrival_caption(props.hide_values, r.from_source),
        tr("views-arrival-title"),
        d.arrival.clone(),
        d.schedule.clone(),
    );
    html! { <>
        { why_note(query) }
        // WK's picture, and a family's with its labels, take the full row
        // (the maps stacked) and may be taller than the window: their
        // edge labels need the room.
        <div class={classes!("orderly-maps", (props.maps != Maps::Both).then_some("single"), (d.wk.is_some() || (pictured.is_some() && all_labels)).then_some("stacked"))}>
            { match props.maps {
                Maps::Both => html! { <>{ arrivals }{ originators }</> },
                Maps::Arrivals => arrivals,
                Maps::Originators => originators,
            } }
        </div>
    </> }
}
