//! The MSN room (Manhattan Street networks, paper 004): the one-way
//! streets with the view's overlay (a shortest route, total exchange or the
//! multinode broadcast slot by slot, the two Hamiltonian cycles), and the
//! numbers against the paper's equations.

use castlab_core::grid::NodeId;
use castlab_core::msn::Msn;
use castlab_core::permalink::View;
use castlab_core::permalink::rules::MsnView as Shown;
use yew::prelude::*;

use super::FamilyPage;
use super::{Room, RoomProps, layout, picking, use_view_request};
use crate::components::data_table::{DataTable, Names, TableData};
use crate::components::explain::{Terms, sweep_intro};
use crate::components::msn_key::MsnKey;
use crate::components::msn_panel::MsnPanel;
use crate::components::msn_view::{MsnView, arrival, overlay};
use crate::state::{Action, Node, State};

fn hovered(state: &State) -> Option<NodeId> {
    match state.hover {
        Some(Node::Grid(v)) => Some(v),
        _ => None,
    }
}

/// What the pointer is over: the node's distance from the source, and in
/// total exchange or the multinode broadcast the slot in which the drawn
/// source's packet reaches it.
fn readout(state: &State, msn: &Msn) -> String {
    match (hovered(state), state.msn_report()) {
        (Some(h), Some(r)) if h.index() < msn.nodes() => {
            let (x, y) = msn.coords(h);
            let hops = r.route.distance_map[h.index()];
            let (sx, sy) = msn.coords(state.source());
            let when = match arrival(msn, state.query.view, r, state.source(), h) {
                Some((slot, phase)) if phase.is_empty() => {
                    format!("; the packet of ({sx}, {sy}) reaches it in slot {slot}")
                }
                Some((slot, phase)) => {
                    format!("; the packet of ({sx}, {sy}) reaches it in slot {slot}, at the end of {phase}")
                }
                None => String::new(),
            };
            let unit = if hops == 1 { "hop" } else { "hops" };
            format!("({x}, {y}): {hops} {unit} from the source{when}")
        }
        _ => "Hover over or tap a node for its distance; click or tap it to route to it (route view) or to make it the source.".into(),
    }
}

fn title(query: &castlab_core::permalink::Query) -> String {
    format!(
        "The {} Manhattan Street network: {}",
        crate::words::sides(&query.grid),
        match query.view {
            View::Te => "total exchange, slot by slot",
            View::Mnb => "multinode broadcast, slot by slot",
            View::Hamiltonian => "two edge-disjoint Hamiltonian cycles",
            View::Areas => "each destination's path family (Figs. 3–4)",
            _ => "distances and shortest routes",
        }
    )
}

/// The shell's view of Manhattan Street networks.
pub const PAGE: FamilyPage = FamilyPage {
    room: |props| html! { <MsnRoom ..props /> },
    explain,
    explain_sweep,
    keys,
    charts: super::sweep::charts::msn,
    swept: |_| "the Manhattan Street network".into(),
};

#[component]
pub fn MsnRoom(props: &RoomProps) -> Html {
    use_view_request(props);
    let state = &props.state;
    let query = &state.query;
    let sides = query.grid.sides();
    let Ok(msn) = Msn::new(sides[0], sides[1]) else {
        // The grammar only admits valid sides; nothing to draw otherwise.
        return html! {};
    };
    let report = state.msn_report().cloned();
    let source = state.source();
    // An open `hops` question: the route drawn would be counted.
    let hiding = state.hides_values();
    let status = report.as_ref().map_or(String::new(), |r| {
        overlay(&msn, query.view, r, query.step, source, hovered(state)).status
    });
    let pick = picking(props);
    let on_pick = if query.view == View::Route {
        pick.reform(Action::SetDestination)
    } else {
        pick.reform(|v| Action::PickSource(Node::Grid(v)))
    };
    let dispatch = state.dispatcher().to_callback();
    let view = html! { <>
        <div class="heatmap-frame">
            <MsnView {msn} view={query.view} report={report.clone()} step={query.step} {source}
                hover={hovered(state)} {on_pick} emphasis={state.emphasis(query.view != View::Route)}
                hide_overlay={hiding}
                on_move={pick.reform(|(axis, delta)| Action::MoveSource { axis, delta })}
                on_hover={dispatch.reform(|v: Option<NodeId>| Action::Hover(v.map(Node::Grid)))} />
        </div>
        <p class="readout" data-testid="readout">{ if hiding { super::WAITING_READOUT.to_string() } else { readout(state, &msn) } }</p>
        if !hiding {
            <MsnKey view={query.view} diameter={report.as_ref().map(|r| r.route.diameter)} />
        }
        { match report.clone().filter(|_| !hiding) {
            Some(r) => html! { <DataTable caption={"Hops from the source to every node".to_string()}
                names={Names::Grid(query.grid)} data={TableData::Msn(r)} /> },
            None => html! {},
        } }
    </> };
    let room = Room {
        title: title(query),
        short_title: format!(
            "{} MSN: {}",
            crate::words::sides(&query.grid),
            match query.view {
                View::Te => "total exchange",
                View::Mnb => "multinode broadcast",
                View::Hamiltonian => "Hamiltonian cycles",
                View::Areas => "path families",
                View::Tcd | View::Orderly | View::Broadcast | View::Route | View::Classical => {
                    "routes"
                }
            }
        ),
        view,
        animated: !matches!(query.view, View::Route | View::Areas),
        summary: None,
        below: html! {},
        narration: html! { <p class="readout narration" data-testid="msn-status">{ status }</p> },
        panel: html! { <MsnPanel {report} view={query.view} /> },
    };
    layout(props, room)
}

/// Manhattan Street networks: the streets and the view's overlay.
fn explain(t: Terms, view: View) -> Html {
    let overlay = match Shown::of(view) {
        Some(Shown::Te) => {
            html! { <>{ "Total exchange (" }{ t("te", "TE") }{ "): every node sends to every other, phase by phase; orange and blue are a phase's two routing tags, with every link busy in every slot." }</> }
        }
        Some(Shown::Mnb) => {
            html! { <>{ "Multinode broadcast (" }{ t("mnb", "MNB") }{ "): every node broadcasts at once; the nodes holding this source's packet fill in slot by slot." }</> }
        }
        Some(Shown::Hamiltonian) => {
            html! { <>{ "Two cycles, orange and blue, each through every node once, sharing no link; half of each packet travels each ring." }</> }
        }
        Some(Shown::Areas) => {
            html! { <>{ "Each destination takes the colour of the path family that reaches it first from the source (Eq. (5)): the areas A₁ … A₄ of Varvarigos's Figs. 3–4; paler cells are ties. The panel sets Eq. (10)'s partial sums, by breadth-first search, beside the paper's printed forms." }</> }
        }
        Some(Shown::Route) | None => {
            html! { <>{ "Distances from the source (darker: nearer); orange is the shortest route to the destination by the paper's Eq. (5), checked by breadth-first search." }</> }
        }
    };
    html! { <>
        <p>{ "A " }{ t("msn", "Manhattan Street network") }{ ": one-way streets, drawn north up, with their wraparounds as stubs. Packets move store-and-forward, one " }
           { t("slot", "slot") }{ " per link." }</p>
        <p>{ overlay }</p>
    </> }
}

/// An MSN sweep: the mean distance against N.
fn explain_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "The " }{ t("msn", "Manhattan Street network") }{ "'s mean distance against N, over every route, with the paper's Eq. (27) and the torus's (X+Y)/4 dashed, and the throughput bound it implies on the right-hand axis." }</p>
    </> }
}

/// The arrows on an MS network, north up.
fn keys(_: usize) -> Vec<(&'static str, String)> {
    vec![
        ("← →", "move the source west or east".to_string()),
        ("↑ ↓", "move the source north or south".to_string()),
        ("Shift + arrow", "move 8 nodes at a time".to_string()),
    ]
}
