//! The classical room (`view=classical` on a protocol family): the
//! telephone model's broadcast from the originator, round by round, every
//! originator's time, and the three models side by side.

use castlab_core::grid::NodeId;
use yew::prelude::*;

use super::{FamilyPage, Room, RoomProps, layout, picking, use_view_request};
use crate::components::classical_panel::ClassicalPanel;
use crate::components::classical_view::ClassicalView;
use crate::components::explain::{Terms, sweep_intro};
use crate::components::family_picture::drawn_as_itself;
use crate::state::{Action, Node, State};

/// What the pointer is over: the vertex's address, when it is informed
/// and by whom, and the algorithm's time from it.
fn readout(state: &State) -> String {
    let (Some(Node::Grid(v)), Some(r), Some(graph)) = (
        state.hover,
        state.classical_report(),
        state.query.topology(),
    ) else {
        return "Hover over or tap a vertex to read its address and when it is informed; click or tap it to make it the originator.".into();
    };
    let v = v.index();
    if v >= r.arrival.len() {
        return String::new();
    }
    let caller = r
        .calls
        .as_ref()
        .and_then(|c| c.calls().find(|(_, call)| call.to as usize == v))
        .map(|(round, call)| format!(" by {} in round {round}", graph.address(call.from as usize)));
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
    format!("{}: {when}{own}", graph.address(v))
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
    charts: |_, _, _| Vec::new(),
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
    let title = query
        .net
        .graph()
        .map_or_else(String::new, |f| f.title(query.size));
    let run = state.shows_run() || (query.embed && query.show.autoplay);
    let view = html! { <>
        <ClassicalView grid={query.grid} report={report.clone()} step={state.shown_step()} {run}
            family={query.net.graph().map(|f| (f, query.size))}
            both={!query.embed}
            hover={match state.hover { Some(Node::Grid(v)) => Some(v), _ => None }}
            emphasis={state.asked_marks()} hide_values={state.hides_values()}
            on_pick={pick.reform(|v: NodeId| Action::PickSource(Node::Grid(v)))}
            on_hover={dispatch.reform(|v: Option<NodeId>| Action::Hover(v.map(Node::Grid)))}
            on_move={pick.reform(|(axis, delta)| Action::MoveSource { axis, delta })} />
        <p class="readout" data-testid="readout">{ if state.hides_values() { super::WAITING_READOUT.to_string() } else { readout(state) } }</p>
        { if query.net.graph().is_some_and(|f| !drawn_as_itself(f, query.size)) {
            html! { <p class="key">{ "A call joins two neighbours of the network, not of the grid." }</p> }
        } else {
            html! {}
        } }
    </> };
    let room = Room {
        title: format!(
            "{} from {} in {title}: the telephone model",
            castlab_core::permalink::capitalised(query.algo.heading(1)),
            query.source_address()
        ),
        short_title: format!("Classical, {title}"),
        view,
        animated: true,
        summary: summary(state),
        below: html! {},
        narration: html! {},
        panel: if state.hides_values() {
            html! { <p class="note" data-testid="models-hidden">{ "The three models' numbers are hidden until the question is answered." }</p> }
        } else {
            html! { <ClassicalPanel {report} /> }
        },
    };
    layout(props, room)
}

/// The telephone model, and the three models beside it.
fn explain(t: Terms, _: castlab_core::permalink::View) -> Html {
    html! { <>
        <p>{ "The classical (telephone) model: in each round every informed vertex may call one neighbour, and a vertex is in at most one call a round. The first map is the run from the originator, round by round; the second, the algorithm's time from every originator." }</p>
        <p>{ "How the rounds go. The hypercube's published construction (the binomial tree): in round i every informed vertex calls its neighbour across dimension i, the i-th digit of the address from the right; so a vertex is informed in the round of the leftmost digit in which its address differs from the originator's. K_n's doubling: in each round every informed vertex calls the next uninformed vertex in number order. The spanning-tree broadcast: once informed, a vertex calls its children in a breadth-first spanning tree one a round, the child whose subtree needs longest first; on a path the originator calls first towards the farther end." }</p>
        <p>{ "Beside it, the same network under the other two models: " }{ t("orderly", "orderly broadcasting") }{ " with the family's natural ordering, and messy broadcasting (M1–M3), with the bounds between them, each with its " }{ t("verdict", "verdict") }{ "." }</p>
    </> }
}

/// A classical sweep.
fn explain_sweep(_: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "The classical broadcast time as the family grows, beside its lower bounds and the orderly time." }</p>
    </> }
}
