//! `view=classical`: two maps, each the family's own picture up to a
//! legible size (`family_picture`), else on its address grid (vertex v
//! at cell v), as the orderly view draws a large WK network: when each
//! vertex is informed from the originator (the run: who is informed at
//! the round shown, each call a one-hop message) and the algorithm's
//! time from every originator (a click picks the originator).

use castlab_core::eval::{ClassicalReport, MapReport, ScheduleEntry, SourceReport};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::permalink::Net;
use std::rc::Rc;

use yew::prelude::*;

use super::family_picture::{FamilyPicture, LinkKey, drawn_as_itself, why_grid};
use super::heatmap::{Heatmap, shading};
use super::legend::Legend;
use super::orderly_view::{as_map, one_hop_run};
use super::run_key::RunKey;
use crate::l10n::{tr, tr_args};
use crate::layout::Layout;
use crate::shared::Shared;

#[derive(Properties, PartialEq)]
pub struct ClassicalViewProps {
    /// The family's address grid (the query's grid).
    pub grid: Grid,
    /// The network, for how its addresses are written.
    pub net: Net,
    pub report: Option<Shared<ClassicalReport>>,
    /// The round drawn (`None`: the map of arrival times).
    pub step: Option<u32>,
    /// Whether the arrival map draws the run.
    pub run: bool,
    /// Both maps (the full app) or the run only (an embed).
    pub both: bool,
    pub hover: Option<NodeId>,
    /// An open question's vertices, ringed, as (sender, receiver) cells.
    #[prop_or_default]
    pub emphasis: Rc<Vec<(Vec<u32>, Vec<u32>)>>,
    /// Draw the maps plain, without values, key or run: an open question
    /// they would answer.
    #[prop_or_default]
    pub hide_values: bool,
    pub on_pick: Callback<NodeId>,
    pub on_hover: Callback<Option<NodeId>>,
    pub on_move: Callback<(usize, i64)>,
    /// The protocol family and its size: drawn as itself up to its rule's
    /// size (`family_picture::drawn_as_itself`), else on the address grid.
    #[prop_or_default]
    pub family: Option<(castlab_core::topology::GraphFamily, u32)>,
}

/// `on_move`, and the arrival map's canvas focused again once `shown`: an
/// arrow key's move empties the maps while the new originator's run is
/// computed, and the focused canvas goes with them.
#[hook]
fn use_refocusing_move(on_move: &Callback<(usize, i64)>, shown: bool) -> Callback<(usize, i64)> {
    let moved = use_mut_ref(|| false);
    {
        let moved = moved.clone();
        use_effect_with(shown, move |&shown| {
            if shown && std::mem::take(&mut *moved.borrow_mut()) {
                refocus("[data-testid=arrival-map] canvas");
            }
        });
    }
    on_move.reform(move |step| {
        *moved.borrow_mut() = true;
        step
    })
}

/// Focuses the element `selector` finds, after the frame that draws it.
fn refocus(selector: &'static str) {
    crate::hooks::after_paint(move || {
        let found = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(selector).ok().flatten())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(element) = found {
            let _ = element.focus();
        }
    });
}

/// The calls in the shape of a one-port schedule, for the run overlay.
fn as_schedule(grid: &Grid, r: &ClassicalReport) -> Option<SourceReport> {
    let calls = r.calls.as_ref()?;
    let axes = &"xyzwvu"[..grid.dims()];
    let at = |v: u32| grid.coords(NodeId::new(v as usize)).to_vec();
    let schedule: Vec<ScheduleEntry> = calls
        .calls()
        .map(|(round, c)| ScheduleEntry {
            step: round,
            from: at(c.from),
            to: at(c.to),
            route: axes.into(),
            path: None,
            hops: 1,
        })
        .collect();
    Some(one_hop_run(
        at(r.originator),
        r.algorithm,
        r.from_source,
        schedule,
    ))
}

struct Drawn {
    arrival: Shared<MapReport>,
    per_originator: Option<Shared<MapReport>>,
    schedule: Option<Shared<SourceReport>>,
}

/// The arrival map's caption: when the broadcast from `source` ends,
/// unless the exercise hides it.
fn arrival_caption(hide_values: bool, source: &str, t: u32) -> String {
    if hide_values {
        tr_args(
            "views-classical-arrival-caption-hidden",
            &[("source", source.into())],
        )
    } else {
        tr_args(
            "views-classical-arrival-caption",
            &[("source", source.into()), ("t", t.into())],
        )
    }
}

#[component]
pub fn ClassicalView(props: &ClassicalViewProps) -> Html {
    let grid = props.grid;
    let drawn = use_memo((props.report.clone(), grid), |(r, grid)| {
        r.as_ref().map(|r| {
            Shared(std::rc::Rc::new(Drawn {
                arrival: Shared(std::rc::Rc::new(as_map(grid, &r.arrival, "arrival"))),
                per_originator: r
                    .per_originator
                    .as_ref()
                    .map(|p| Shared(std::rc::Rc::new(as_map(grid, p, "per-originator")))),
                schedule: as_schedule(grid, r).map(|s| Shared(std::rc::Rc::new(s))),
            }))
        })
    });
    let on_move = use_refocusing_move(&props.on_move, props.report.is_some());
    let (Some(r), Some(d)) = (props.report.as_deref(), drawn.as_ref().as_ref()) else {
        return html! { <div class="heatmap placeholder" data-testid="loading">{ tr("views-classical-computing") }</div> };
    };
    let Some(layout) = Layout::new(grid.sides()) else {
        return html! {};
    };
    let source = NodeId::new(r.originator as usize);
    let source_text = crate::words::address_text(props.net, &r.source);
    let hide_values = props.hide_values;
    // `scale` names what a colour means, short: the caption above says the rest.
    let panel = |testid: &'static str,
                 caption: String,
                 scale: &str,
                 map: Shared<MapReport>,
                 run: bool| {
        let shade = shading(&map, None);
        let schedule = d.schedule.clone().filter(|_| run && !hide_values);
        let run = run && schedule.is_some();
        let description = tr_args(
            "views-orderly-map-name",
            &[
                ("title", caption.as_str().into()),
                ("originator", source_text.as_str().into()),
            ],
        );
        let key = if hide_values {
            html! { <p class="key">{ tr("views-values-hidden") }</p> }
        } else if run {
            html! { <RunKey trail={false} numbers={Some(AttrValue::from(tr("views-classical-run-numbers")))} /> }
        } else {
            html! { <Legend min={shade.min} max={shade.max} palette={shade.palette} title={AttrValue::from(scale.to_owned())} /> }
        };
        let picture = match props.family.filter(|&(f, s)| drawn_as_itself(f, s)) {
            Some((family, size)) => html! { <>
                <div class="heatmap-frame">
                    <FamilyPicture {family} {size} {grid} {map} report={schedule} step={props.step}
                        {source} hover={props.hover} {run} description={AttrValue::from(description)}
                        {hide_values} emphasis={props.emphasis.clone()}
                        on_pick={props.on_pick.clone()} on_hover={props.on_hover.clone()}
                        on_move={on_move.clone()} />
                </div>
                <LinkKey {family} {size} />
            </> },
            None => html! {
                <div class="heatmap-frame">
                    <Heatmap {grid} {layout} {map} baseline={None::<Shared<MapReport>>}
                        report={schedule} step={props.step} {source} hover={props.hover} {run}
                        description={AttrValue::from(description)} {hide_values}
                        emphasis={props.emphasis.clone()}
                        on_pick={props.on_pick.clone()} on_hover={props.on_hover.clone()}
                        on_move={on_move.clone()} />
                </div>
            },
        };
        html! {
            <figure class="orderly-map" data-testid={testid}>
                <figcaption>{ caption.clone() }</figcaption>
                { picture }
                { key }
            </figure>
        }
    };
    let arrivals = panel(
        "arrival-map",
        arrival_caption(hide_values, &source_text, r.from_source),
        &tr("views-classical-arrival-scale"),
        d.arrival.clone(),
        props.run,
    );
    let originators = match d.per_originator.clone() {
        Some(m) if props.both => panel(
            "per-originator-map",
            tr("views-classical-per-originator-caption"),
            &tr("views-classical-per-originator-scale"),
            m,
            false,
        ),
        Some(_) => html! {},
        None => html! { <p class="pending" data-testid="per-originator-skipped">{
            r.per_originator_skipped.as_ref().map(crate::l10n::text).unwrap_or_default()
        }</p> },
    };
    // Beyond the drawn size, the reason the maps are grids, above them.
    let why = props.family.and_then(|(f, s)| why_grid(f, s)).map(|why| {
        html! { <p class="why-grid" data-testid="why-grid">{ why }</p> }
    });
    html! { <>
        { for why }
        <div class={classes!("orderly-maps", (!props.both).then_some("single"))}>
            { arrivals }{ originators }
        </div>
    </> }
}
