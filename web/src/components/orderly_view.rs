//! `view=orderly`: two heatmaps, the arrival time of every vertex from the
//! chosen originator (the run: who is informed at the step shown, along
//! which label) and b^Π(u) for every originator u (click picks the
//! originator).
//!
//! Both maps reuse [`Heatmap`]: the orderly numbers are put in the shape of
//! a map report, and the first arrivals in the shape of a schedule (each
//! vertex's informing edge is a one-hop message at its arrival time).
//! WK and MS networks are drawn on their node-index grid (x fastest).

use castlab_core::eval::{
    AlgorithmTcds, MapReport, Optimum, OrderlyReport, ScheduleEntry, SourceReport,
};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::orderly::{Ordering, informers};
use castlab_core::permalink::{Algo, Net, Query};
use yew::prelude::*;

use super::heatmap::{Heatmap, shading};
use super::legend::Legend;
use super::run_key::RunKey;
use crate::layout::{Layout, display_grid};
use crate::shared::Shared;

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
fn as_map(grid: &Grid, values: &[u32], key: &str) -> MapReport {
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
fn first_arrivals(grid: &Grid, r: &OrderlyReport, algo: Algo) -> Option<SourceReport> {
    let (offsets, targets) = (r.label_offsets.as_ref()?, r.label_targets.as_ref()?);
    let ordering = Ordering::from_flat(offsets, targets).ok()?;
    let informer = informers(&ordering, &r.arrival);
    let n = r.arrival.len();
    let axes = &"xyzwvu"[..grid.dims()];
    let schedule: Vec<ScheduleEntry> = (0..n)
        .filter_map(|w| {
            let (v, _label) = informer[w]?;
            let v = v as usize;
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
    Some(SourceReport {
        source: grid.coords(NodeId::new(r.originator as usize)).to_vec(),
        algorithm: algo,
        steps: r.from_source,
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
    })
}

/// What the two maps draw, built once per report.
struct Drawn {
    per_originator: Option<Shared<MapReport>>,
    arrival: Shared<MapReport>,
    schedule: Option<Shared<SourceReport>>,
    labels: Option<Shared<(Vec<u32>, Vec<u32>)>>,
}

fn drawn(query: &Query, r: &OrderlyReport) -> Drawn {
    use std::rc::Rc;
    let grid = display_grid(query);
    let grid_net = matches!(query.net, Net::Mesh | Net::Torus);
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
    }
}

#[component]
pub fn OrderlyView(props: &OrderlyViewProps) -> Html {
    let query = &props.query;
    let grid = display_grid(query);
    let report = props.report.clone();
    let maps = {
        let query = query.clone();
        use_memo(report.clone(), move |r| {
            r.as_ref()
                .map(|r| Shared(std::rc::Rc::new(drawn(&query, r))))
        })
    };
    let (Some(r), Some(d)) = (report.as_deref(), maps.as_ref().as_ref()) else {
        return html! { <div class="heatmap placeholder" data-testid="loading">{ "Computing every originator's broadcast time…" }</div> };
    };
    let Some(layout) = Layout::new(grid.sides()) else {
        return html! { <p class="summary" data-testid="summary">{ format!(
            "The broadcast time of the graph is {}; this originator finishes at {}. Grids of four or more dimensions are shown as numbers.",
            r.broadcast_time.map_or("not computed".into(), |t| t.to_string()), r.from_source
        ) }</p> };
    };
    let source = NodeId::new(r.originator as usize);
    let labels = d.labels.clone();
    let all_labels = props.show_labels;
    let panel = |testid: &'static str,
                 caption: Html,
                 title: String,
                 map: Shared<MapReport>,
                 schedule: Option<Shared<SourceReport>>| {
        let shade = shading(&map, None);
        let run = props.run && schedule.is_some();
        let description = format!(
            "{title}. Originator {}. Click a cell or use the arrow keys to move the originator.",
            r.originator
        );
        let key = if run {
            html! { <RunKey trail={true} numbers={Some(AttrValue::from("numbers: the step that informs the vertex; boxed: the label it fires on"))} /> }
        } else if props.hide_values {
            // The scale's ends would answer `least`.
            html! {}
        } else {
            html! { <Legend min={shade.min} max={shade.max} palette={shade.palette} title={title.clone()} /> }
        };
        let edge_labels = labels.clone().filter(|_| testid == "arrival-map");
        let emphasis = if testid == "arrival-map" {
            props.emphasis.clone()
        } else {
            Default::default()
        };
        html! {
            <figure class="orderly-map" data-testid={testid}>
                <figcaption>{ caption }</figcaption>
                <div class="heatmap-frame">
                    <Heatmap {grid} {layout} map={map.clone()} baseline={None::<Shared<MapReport>>}
                        report={schedule} step={query.step} {source} hover={props.hover} {run}
                        {edge_labels} {all_labels} {emphasis} hide_values={props.hide_values} description={AttrValue::from(description)}
                        on_pick={props.on_pick.clone()} on_hover={props.on_hover.clone()}
                        on_move={props.on_move.clone()} />
                </div>
                { key }
            </figure>
        }
    };
    let originators = match d.per_originator.clone() {
        Some(m) => panel(
            "per-originator-map",
            html! { <>{ "Broadcast time " }<var>{ "b" }</var><sup>{ "Π" }</sup>{ "(u) from each originator u (click one)" }</> },
            "broadcast time from each originator".into(),
            m,
            None,
        ),
        None => html! { <p class="pending" data-testid="per-originator-skipped">{
            r.per_originator_skipped.clone().unwrap_or_default()
        }</p> },
    };
    let arrivals = panel(
        "arrival-map",
        html! { { if props.hide_values {
            "When each vertex is informed from the originator".to_string()
        } else {
            format!("When each vertex is informed from the originator (the last at step {})", r.from_source)
        } } },
        "arrival time from the originator".into(),
        d.arrival.clone(),
        d.schedule.clone(),
    );
    html! {
        <div class={classes!("orderly-maps", (props.maps != Maps::Both).then_some("single"))}>
            { match props.maps {
                Maps::Both => html! { <>{ arrivals }{ originators }</> },
                Maps::Arrivals => arrivals,
                Maps::Originators => originators,
            } }
        </div>
    }
}
