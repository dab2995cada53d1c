//! The classical room (`view=classical` on any network): the telephone
//! model's broadcast from the originator, round by round, every
//! originator's time, and the three models side by side.

use castlab_core::grid::NodeId;
use castlab_core::permalink::{Ask, Net, Query};
use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::{FamilyPage, Room, RoomProps, layout, picking, use_view_request};
use crate::components::census_panel::CensusPanel;
use crate::components::classical_panel::ClassicalPanel;
use crate::components::classical_view::ClassicalView;
use crate::components::explain::{Terms, sweep_intro};
use crate::components::family_picture::drawn_as_itself;
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
        return "Hover over or tap a vertex to read its address and when it is informed; click or tap it to make it the originator.".into();
    };
    let query = &state.query;
    let v = v.index();
    if v >= r.arrival.len() {
        return String::new();
    }
    let caller = r
        .calls
        .as_ref()
        .and_then(|c| c.calls().find(|(_, call)| call.to as usize == v))
        .map(|(round, call)| {
            format!(
                " by {} in round {round}",
                crate::words::address_text(query.net, &query.address_of(call.from as usize))
            )
        });
    let when = if v == r.originator as usize {
        "the originator".to_string()
    } else {
        format!(
            "informed in round {}{}",
            r.arrival[v],
            caller.unwrap_or_default()
        )
    };
    let own = r
        .per_originator
        .as_ref()
        .and_then(|p| p.get(v))
        .map(|t| format!("; from it the broadcast takes {t} rounds"))
        .unwrap_or_default();
    format!(
        "{}: {when}{own}",
        crate::words::address_text(query.net, &query.address_of(v))
    )
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
    keys: |dims| crate::components::shortcuts::grid_keys(dims, "the originator"),
    charts: super::sweep::charts::classical,
    swept: |_| "classical broadcasting".into(),
};

#[component]
pub fn ClassicalRoom(props: &RoomProps) -> Html {
    use_view_request(props);
    let state = &props.state;
    let query = &state.query;
    let dispatch = state.dispatcher().to_callback();
    let pick = picking(props);
    let report = state.classical_report().cloned();
    let title = query.network_title();
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
        <p class="readout" data-testid="readout">{ if state.hides_values() { super::WAITING_READOUT.to_string() } else { readout(state) } }</p>
        { match query.net.graph() {
            // A family drawn as itself has its own key under the picture.
            Some(f) if drawn_as_itself(f, query.size) => html! {},
            Some(_) | None => html! { <p class="key">{ drawing_key(query.net) }</p> },
        } }
    </> };
    let room = Room {
        title: format!(
            "{} from {} in {title}: the telephone model",
            castlab_core::permalink::capitalised(query.algo.heading(1)),
            crate::words::address_text(query.net, &query.source_address())
        ),
        short_title: format!("Classical, {title}"),
        view,
        animated: true,
        summary: summary(state),
        // A census graph (its report carries its census row) shows the
        // whole census below it.
        below: if report.as_ref().is_some_and(|r| r.models.census.is_some())
            && !query.embed
            && !state.hides_values()
        {
            html! { <CensusPanel index={query.size} on_action={dispatch.clone()} /> }
        } else {
            html! {}
        },
        narration: html! {},
        panel: if state.hides_values() {
            html! { <p class="note" data-testid="models-hidden">{ "The three models' numbers are hidden until the question is answered." }</p> }
        } else {
            html! { <ClassicalPanel {report} net={query.net} /> }
        },
    };
    layout(props, room)
}

/// How the vertices are drawn, per network.
fn drawing_key(net: Net) -> &'static str {
    match net {
        Net::Mesh => {
            "Each vertex is drawn at its coordinates (a mesh of three or more dimensions as slices side by side); a call joins two neighbours one step apart on one axis."
        }
        Net::Torus => {
            "Each vertex is drawn at its coordinates (a torus of three or more dimensions as slices side by side); a call joins two neighbours one step apart on one axis, the wraparound links included."
        }
        Net::Msn => {
            "Each vertex is drawn at its coordinates; the links are one-way, so a call goes along an out-link, from the caller to the called."
        }
        Net::Wk => {
            "Vertices are drawn on the grid of their addresses, one cell each in address order; a call joins two neighbours of the network, not of the grid."
        }
        // The line above the maps says why a family is on its address grid.
        Net::Graph(_) => "A call joins two neighbours of the network, not of the grid.",
    }
}

/// The telephone model, and the three models beside it.
fn explain(t: Terms, _: castlab_core::permalink::View) -> Html {
    html! { <>
        <p>{ "The classical (telephone) model: in each round every informed vertex may call one neighbour (on the Manhattan Street network, along one of its one-way out-links), and a vertex is in at most one call a round. The first map is the run from the originator, round by round; the second, the algorithm's time from every originator, where it was computed." }</p>
        <p>{ "How the rounds go. The hypercube's published construction (the binomial tree): in round i every informed vertex calls its neighbour across dimension i, the i-th digit of the address from the right; so a vertex is informed in the round of the leftmost digit in which its address differs from the originator's. K_n's doubling: in each round every informed vertex calls the next uninformed vertex in number order. The spanning-tree broadcast (any network): once informed, a vertex calls its children in a breadth-first spanning tree one a round, the child whose subtree needs longest first; on a path (a 1-D mesh) the originator calls first towards the farther end. The matching heuristic (any network): each round, as many informed vertices as possible call distinct uninformed neighbours, the farthest-reaching first. Meshes, tori, WK-recursive and Manhattan Street networks have no published classical construction here: their times are the heuristics' (upper bounds) or the exhaustive search's (N ≤ 64)." }</p>
        <p>{ "Beside it, the same network under the other two models: " }{ t("orderly", "orderly broadcasting") }{ " with the network's natural ordering (the orderly view's default), and messy broadcasting (M1–M3), with the bounds between them, each with its " }{ t("verdict", "verdict") }{ "; a bound stated only for undirected graphs is marked not applicable on the Manhattan Street network." }</p>
    </> }
}

/// A classical sweep.
fn explain_sweep(_: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "The classical broadcast time as the family grows, beside its lower bounds and the orderly time." }</p>
    </> }
}
