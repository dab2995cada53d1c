//! The MSN room (Manhattan Street networks, paper 004): the one-way
//! streets with the view's overlay (a shortest route, total exchange or the
//! multinode broadcast slot by slot, the two Hamiltonian cycles), and the
//! numbers against the paper's equations.

use castlab_core::grid::NodeId;
use castlab_core::msn::Msn;
use castlab_core::permalink::View;
use castlab_core::permalink::rules::MsnView as Shown;
use castlab_core::text;
use yew::prelude::*;

use super::FamilyPage;
use super::{Room, RoomProps, layout, marked, picking, use_view_request};
use crate::components::data_table::{DataTable, Names, TableData};
use crate::components::explain::{Terms, sweep_intro};
use crate::components::msn_key::MsnKey;
use crate::components::msn_panel::MsnPanel;
use crate::components::msn_view::{MsnView, arrival, overlay};
use crate::l10n::{tr, tr_args};
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
            let args = |more: &[(&'static str, crate::l10n::Arg)]| {
                let mut all = vec![
                    ("node", format!("({x}, {y})").into()),
                    ("hops", hops.into()),
                    ("source", format!("({sx}, {sy})").into()),
                ];
                all.extend_from_slice(more);
                all
            };
            match arrival(msn, state.query.view, r, state.source(), h) {
                Some((slot, phase)) if phase.is_empty() => {
                    tr_args("pages-msn-readout-slot", &args(&[("slot", slot.into())]))
                }
                Some((slot, phase)) => tr_args(
                    "pages-msn-readout-phase",
                    &args(&[("slot", slot.into()), ("phase", phase.into())]),
                ),
                None => tr_args("pages-msn-readout", &args(&[])),
            }
        }
        _ => tr("pages-msn-readout-none"),
    }
}

fn title(query: &castlab_core::permalink::Query) -> String {
    let shown = match query.view {
        View::Te => tr("pages-msn-title-te"),
        View::Mnb => tr("pages-msn-title-mnb"),
        View::Hamiltonian => tr("pages-msn-title-hamiltonian"),
        View::Areas => tr("pages-msn-title-areas"),
        // The route is the room's first view; the others are not MSN's.
        View::Route | View::Tcd | View::Orderly | View::Broadcast | View::Classical => {
            tr("pages-msn-title-route")
        }
    };
    tr_args(
        "pages-msn-title",
        &[
            ("sides", crate::words::sides(&query.grid).into()),
            ("view", shown.into()),
        ],
    )
}

/// The shell's view of Manhattan Street networks.
pub const PAGE: FamilyPage = FamilyPage {
    room: |props| html! { <MsnRoom ..props /> },
    explain,
    explain_sweep,
    keys,
    charts: super::sweep::charts::msn,
    swept: |_| tr("pages-msn-swept"),
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
        { super::readout_line(state, hiding, if hiding { super::waiting_readout() } else { readout(state, &msn) }) }
        if !hiding {
            <MsnKey view={query.view} diameter={report.as_ref().map(|r| r.route.diameter)} />
        }
        { match report.clone().filter(|_| !hiding) {
            Some(r) => html! { <DataTable caption={tr("pages-msn-table-caption")}
                names={Names::Grid(query.grid)} data={TableData::Msn(r)} /> },
            None => html! {},
        } }
    </> };
    let room = Room {
        title: title(query),
        short_title: tr_args(
            "pages-msn-short-title",
            &[
                ("sides", crate::words::sides(&query.grid).into()),
                (
                    "view",
                    match query.view {
                        View::Te => tr("pages-msn-short-te"),
                        View::Mnb => tr("pages-msn-short-mnb"),
                        View::Hamiltonian => tr("pages-msn-short-hamiltonian"),
                        View::Areas => tr("pages-msn-short-areas"),
                        View::Tcd
                        | View::Orderly
                        | View::Broadcast
                        | View::Route
                        | View::Classical => tr("pages-msn-short-route"),
                    }
                    .into(),
                ),
            ],
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
        Some(Shown::Te) => marked(
            text::id("pages-msn-explain-te"),
            vec![("te", t("te", "TE"))],
        ),
        Some(Shown::Mnb) => marked(
            text::id("pages-msn-explain-mnb"),
            vec![("mnb", t("mnb", "MNB"))],
        ),
        Some(Shown::Hamiltonian) => {
            html! { <>{ tr("pages-msn-explain-hamiltonian") }</> }
        }
        Some(Shown::Areas) => {
            html! { <>{ tr("pages-msn-explain-areas") }</> }
        }
        Some(Shown::Route) | None => {
            html! { <>{ tr("pages-msn-explain-route") }</> }
        }
    };
    html! { <>
        <p>{ marked(text::id("pages-msn-explain-streets"), vec![
            ("msn", t("msn", &tr("pages-term-msn"))),
            ("slot", t("slot", &tr("pages-term-slot"))),
        ]) }</p>
        <p>{ overlay }</p>
    </> }
}

/// An MSN sweep: the mean distance against N.
fn explain_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ marked(text::id("pages-msn-explain-sweep"), vec![("msn", t("msn", &tr("pages-term-msn")))]) }</p>
    </> }
}

/// The arrows on an MS network, north up.
fn keys(_: usize) -> Vec<(&'static str, String)> {
    vec![
        ("← →", tr("pages-msn-keys-west-east")),
        ("↑ ↓", tr("pages-msn-keys-north-south")),
        ("Shift + arrow", tr("pages-msn-keys-eight")),
    ]
}
