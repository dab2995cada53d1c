//! The classical room (`view=classical` on any network): the telephone
//! model's broadcast from the originator, round by round, every
//! originator's time, and the three models side by side.

use castlab_core::grid::NodeId;
use castlab_core::permalink::{Ask, Net, Query};
use castlab_core::text;
use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::{FamilyPage, Room, RoomProps, layout, marked, picking, use_view_request};
use crate::components::census_panel::CensusPanel;
use crate::components::classical_panel::ClassicalPanel;
use crate::components::classical_view::ClassicalView;
use crate::components::explain::{Terms, sweep_intro};
use crate::components::family_picture::drawn_as_itself;
use crate::l10n::{tr, tr_args};
use crate::state::{Action, Node, State};

/// A cell of the drawing (vertex v at cell v) as a node of the network.
fn node_of(query: &Query, v: NodeId) -> Node {
    match query.net {
        Net::Wk => Node::Wk(WkNode::new(v.index())),
        Net::Mesh | Net::Torus | Net::Msn | Net::Graph(_) => Node::Grid(v),
    }
}

/// The hovered node as a cell of the drawing.
fn drawn(hover: Option<Node>) -> Option<NodeId> {
    match hover? {
        Node::Grid(v) => Some(v),
        Node::Wk(v) => Some(NodeId::new(v.index())),
    }
}

/// What the pointer is over: the vertex's address, when it is informed
/// and by whom, and the algorithm's time from it.
fn readout(state: &State) -> String {
    let (Some(v), Some(r)) = (drawn(state.hover), state.classical_report()) else {
        return tr("pages-classical-readout-none");
    };
    let query = &state.query;
    let v = v.index();
    if v >= r.arrival.len() {
        return String::new();
    }
    let caller = r
        .calls
        .as_ref()
        .and_then(|c| c.calls().find(|(_, call)| call.to as usize == v));
    let when = match caller {
        _ if v == r.originator as usize => tr("pages-classical-the-originator"),
        Some((round, call)) => tr_args(
            "pages-classical-informed-by",
            &[
                ("arrival", r.arrival[v].into()),
                (
                    "caller",
                    crate::words::address_text(query.net, &query.address_of(call.from as usize))
                        .into(),
                ),
                ("round", round.into()),
            ],
        ),
        None => tr_args(
            "pages-classical-informed",
            &[("arrival", r.arrival[v].into())],
        ),
    };
    let vertex = crate::words::address_text(query.net, &query.address_of(v));
    match r.per_originator.as_ref().and_then(|p| p.get(v)) {
        Some(t) => tr_args(
            "pages-classical-readout-own",
            &[
                ("vertex", vertex.into()),
                ("when", when.into()),
                ("rounds", (*t).into()),
            ],
        ),
        None => tr_args(
            "pages-classical-readout",
            &[("vertex", vertex.into()), ("when", when.into())],
        ),
    }
}

/// Calls and vertices informed at the round shown.
fn summary(state: &State) -> Option<(usize, u64, usize)> {
    let r = state.classical_report()?;
    let t = state.shown_step()?;
    let now = r
        .calls
        .as_ref()?
        .rounds
        .get(t.checked_sub(1)? as usize)?
        .len();
    let informed = r.arrival.iter().filter(|&&a| a <= t).count();
    Some((now, now as u64, informed))
}

/// The shell's view of classical broadcasting.
pub const PAGE: FamilyPage = FamilyPage {
    room: |props| html! { <ClassicalRoom ..props /> },
    explain,
    explain_sweep,
    keys: |dims| crate::components::shortcuts::grid_keys(dims, &tr("pages-keys-the-originator")),
    charts: super::sweep::charts::classical,
    swept: |_| tr("pages-classical-swept"),
};

#[component]
pub fn ClassicalRoom(props: &RoomProps) -> Html {
    use_view_request(props);
    let state = &props.state;
    let query = &state.query;
    let dispatch = state.dispatcher().to_callback();
    let pick = picking(props);
    let report = state.classical_report().cloned();
    let title = crate::l10n::text(&query.network_title_text());
    let run = state.shows_run() || (query.embed && query.show.autoplay);
    let (to_pick, to_hover) = (query.clone(), query.clone());
    // Building a schedule, the reader plans on one map: the other (every
    // originator's time, hidden) would only repeat the plan.
    let view = html! { <>
        <ClassicalView grid={crate::layout::display_grid(query)} net={query.net} report={report.clone()} step={state.shown_step()} {run}
            family={query.net.graph().map(|f| (f, query.size))}
            both={!query.embed && query.show.ask != Some(Ask::Build)}
            hover={drawn(state.hover)}
            emphasis={state.emphasis(true)} hide_values={state.hides_values()}
            on_pick={pick.reform(move |v: NodeId| Action::PickSource(node_of(&to_pick, v)))}
            on_hover={dispatch.reform(move |v: Option<NodeId>| Action::Hover(v.map(|v| node_of(&to_hover, v))))}
            on_move={pick.reform(|(axis, delta)| Action::MoveSource { axis, delta })} />
        { super::readout_line(state, state.hides_values(), if state.hides_values() { super::waiting_readout() } else { readout(state) }) }
        { match query.net.graph() {
            // A family drawn as itself has its own key under the picture.
            Some(f) if drawn_as_itself(f, query.size) => html! {},
            Some(_) | None => html! { <p class="key">{ drawing_key(query.net) }</p> },
        } }
    </> };
    let room = Room {
        title: tr_args(
            "pages-classical-title",
            &[
                (
                    "algo",
                    castlab_core::permalink::capitalised(&super::heading(query.algo, 1)).into(),
                ),
                (
                    "source",
                    crate::words::address_text(query.net, &query.source_address()).into(),
                ),
                ("network", title.clone().into()),
            ],
        ),
        short_title: tr_args("pages-classical-short-title", &[("network", title.into())]),
        view,
        animated: true,
        summary: summary(state),
        // A census graph (its report carries its census row) shows the
        // whole census below it.
        below: if report.as_ref().is_some_and(|r| r.models.census.is_some())
            && !query.embed
            && !state.hides_values()
        {
            html! { <CensusPanel index={query.size} on_action={dispatch.clone()} locale={query.locale.clone()} /> }
        } else {
            html! {}
        },
        narration: html! {},
        panel: if state.hides_values() {
            html! { <p class="note" data-testid="models-hidden">{ tr("pages-classical-models-hidden") }</p> }
        } else {
            html! { <ClassicalPanel {report} net={query.net} network={crate::l10n::text(&query.network_title_text())} /> }
        },
    };
    layout(props, room)
}

/// How the vertices are drawn, per network.
fn drawing_key(net: Net) -> String {
    match net {
        Net::Mesh => tr("pages-classical-key-mesh"),
        Net::Torus => tr("pages-classical-key-torus"),
        Net::Msn => tr("pages-classical-key-msn"),
        Net::Wk => tr("pages-classical-key-wk"),
        // The line above the maps says why a family is on its address grid.
        Net::Graph(_) => tr("pages-classical-key-graph"),
    }
}

/// The telephone model, and the three models beside it.
fn explain(t: Terms, _: castlab_core::permalink::View) -> Html {
    html! { <>
        <p>{ tr("pages-classical-explain-model") }</p>
        <p>{ tr("pages-classical-explain-rounds") }</p>
        <p>{ marked(text::id("pages-classical-explain-models"), vec![
            ("orderly", t("orderly", &tr("pages-term-orderly-broadcasting"))),
            ("verdict", t("verdict", &tr("pages-term-verdict"))),
        ]) }</p>
    </> }
}

/// A classical sweep.
fn explain_sweep(_: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ tr("pages-classical-explain-sweep") }</p>
    </> }
}
