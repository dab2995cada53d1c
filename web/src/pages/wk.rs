//! The WK room (`view=broadcast` on WK(W, L), paper 001): the nested
//! W-gons with the broadcast over them step by step, and both algorithms'
//! numbers side by side.

use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::FamilyPage;
use super::{Room, RoomProps, interactive, layout, picking, use_view_request};
use crate::components::explain::{Terms, sweep_intro};
use crate::components::run_key::RunKey;
use crate::components::wk_panel::WkPanel;
use crate::components::wk_view::{WkLayout, WkView};
use crate::state::{Action, Node, Shared, State};

/// What the pointer is over: the node's address, when and from whom it is
/// informed, and its place in the network (001 Definitions 1–3).
fn readout(state: &State) -> String {
    let wk = &state.query.wk;
    match state.hover {
        Some(Node::Wk(v)) if v.index() < wk.nodes() => {
            let address = wk.address(v);
            let delivery = state
                .wk_report()
                .and_then(|r| r.deliveries.as_ref())
                .and_then(|list| list.iter().find(|d| d.to == address));
            let when = match (v == state.query.wk_src, delivery) {
                (true, _) => "the source".to_string(),
                (false, Some(d)) => format!(
                    "informed at step {} by {} with label {}",
                    d.time, d.from, d.label
                ),
                (false, None) => "not reached".to_string(),
            };
            format!(
                "{address}: {when}; cor-id {}, cor-level {}, flip-cor-id {}",
                wk.cor_id(v),
                wk.cor_level(v),
                wk.flip_cor_id(v)
                    .map_or("none (free link)".to_string(), |f| f.to_string())
            )
        }
        _ if interactive(&state.query) => "Hover over or tap a node to read its address and when it is informed; click or tap it to make it the source."
            .into(),
        _ => "Hover over or tap a node to read its address and when it is informed.".into(),
    }
}

/// Messages and nodes informed after the step shown (one hop each).
fn summary(state: &State) -> Option<(usize, u64, usize)> {
    let list = state.wk_report()?.deliveries.as_ref()?;
    let t = state.query.step?;
    let now = list.iter().filter(|d| d.time == t).count();
    let informed = 1 + list.iter().filter(|d| d.time <= t).count();
    Some((now, now as u64, informed))
}

/// The shell's view of WK-recursive broadcast.
pub const PAGE: FamilyPage = FamilyPage {
    room: |props| html! { <WkRoom ..props /> },
    explain,
    explain_sweep,
    keys,
    charts: super::sweep::charts::wk,
    swept: |_| "WK-recursive broadcast".into(),
};

#[component]
pub fn WkRoom(props: &RoomProps) -> Html {
    use_view_request(props);
    let state = &props.state;
    let query = &state.query;
    let drawing = use_memo(query.wk, WkLayout::new);
    let pick = picking(props).reform(|v| Action::PickSource(Node::Wk(v)));
    let dispatch = state.dispatcher().to_callback();
    let report = state.wk_report().cloned();
    let view = html! { <>
        <div class="heatmap-frame">
            <WkView wk={query.wk} layout={Shared(drawing)} source={query.wk_src}
                report={report.clone()} step={if state.hides_replay() { Some(0) } else { query.step }} emphasis={state.emphasis(true)} outline={query.outline}
                hover={match state.hover { Some(Node::Wk(v)) => Some(v), _ => None }}
                on_pick={pick.clone()}
                on_hover={dispatch.reform(|v: Option<WkNode>| Action::Hover(v.map(Node::Wk)))} />
        </div>
        <p class="readout" data-testid="readout">{ if state.hides_values() { super::WAITING_READOUT.to_string() } else { readout(state) } }</p>
        <RunKey trail={false} marked={state.marked_rule()} />
        <p class="key">{ "Links: grey inside a WK(W, 1) cluster, coloured and thicker by level between clusters; stubs are the free links. Messages carry their label (m, t)." }</p>
        { if interactive(query) && query.wk.l() >= 2 { html! {
            <label class="toggle">
                <input type="checkbox" data-testid="outline-toggle" checked={query.outline}
                    onchange={{ let on = dispatch.clone(); let now = query.outline; Callback::from(move |_: Event| on.emit(Action::SetOutline(!now))) }} />
                { " Outline graph (Fang et al., Definition 5)" }
            </label>
        } } else { html! {} } }
        { if query.outline && query.wk.l() >= 2 { html! {
            <p class="key" data-testid="outline-key">{ format!(
                "Outline: each yellow disc is one WK({w}, 1) cluster taken as a vertex; the thick links join them as WK({w}, {}) (Proposition 1), each one level lower than in the network.",
                query.wk.l() - 1, w = query.wk.w()) }</p>
        } } else { html! {} } }
    </> };
    let room = Room {
        short_title: format!(
            "From {} in WK({}, {})",
            query.wk.address(query.wk_src),
            query.wk.w(),
            query.wk.l()
        ),
        title: format!(
            "{} from {} in WK({}, {}): all ports, one hop per step",
            if query.plan.is_some() {
                "Your schedule".to_string()
            } else {
                castlab_core::permalink::capitalised(query.algo.heading(0))
            },
            query.wk.address(query.wk_src),
            query.wk.w(),
            query.wk.l()
        ),
        view,
        animated: true,
        summary: summary(state),
        below: html! {},
        narration: html! {},
        panel: html! { <WkPanel {report} on_pick={pick} planned={query.plan.is_some()} /> },
    };
    layout(props, room)
}

/// WK networks: the drawing and the two broadcasts.
fn explain(t: Terms, _: castlab_core::permalink::View) -> Html {
    html! { <>
        <p>{ "A " }{ t("wk", "WK-recursive network") }{ " drawn as nested polygons: clusters inside clusters, links coloured by level. The broadcast is " }
           { t("all-port", "all-port") }{ ": an informed node sends on all its links at once, one hop per step. Nodes take the run's colours: informed earlier, at this step, not yet." }</p>
        <p>{ crate::words::notation("The constant-label algorithm decides from a label (m, t), the highest level passed and a corner; the stack-based broadcast carries every link label passed. Both must reach every node exactly once within the diameter 2^L − 1; the panel checks it, also with random link delays.") }</p>
    </> }
}

/// A WK sweep: the constant label against the stack.
fn explain_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ "The constant label against the stack-based broadcast as the " }{ t("wk", "WK-recursive network") }{ " grows: the label's bits, the largest stack and the decision work of all nodes together." }</p>
    </> }
}

/// The arrows on a WK network: through the addresses.
fn keys(_: usize) -> Vec<(&'static str, String)> {
    vec![
        (
            "← →",
            "the source to the previous or next address (its last digit)".to_string(),
        ),
        (
            "↑ ↓",
            "the source to the address W before or after (the digit before the last)".to_string(),
        ),
    ]
}
