//! The WK room (`view=broadcast` on WK(W, L), paper 001): the nested
//! W-gons with the broadcast over them step by step, and both algorithms'
//! numbers side by side.

use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::FamilyPage;
use super::{Room, RoomProps, layout, picking, use_view_request};
use crate::components::wk_panel::WkPanel;
use crate::components::wk_view::{WkLayout, WkView};
use crate::components::{explain, shortcuts};
use crate::state::{Action, Node, Shared, State};

/// What the pointer is over: the node's address and properties.
fn readout(state: &State) -> String {
    let wk = &state.query.wk;
    match state.hover {
        Some(Node::Wk(v)) if v.index() < wk.nodes() => format!(
            "{}: cor-id {}, cor-level {}, flip-cor-id {}",
            wk.address(v),
            wk.cor_id(v),
            wk.cor_level(v),
            wk.flip_cor_id(v)
                .map_or("none (free link)".to_string(), |f| f.to_string())
        ),
        _ => "Hover over or tap a node to read its address; click or tap it to make it the source."
            .into(),
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
    explain: explain::wk,
    explain_sweep: explain::wk_sweep,
    keys: shortcuts::wk_keys,
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
                report={report.clone()} step={query.step}
                hover={match state.hover { Some(Node::Wk(v)) => Some(v), _ => None }}
                on_pick={pick.clone()}
                on_hover={dispatch.reform(|v: Option<WkNode>| Action::Hover(v.map(Node::Wk)))} />
        </div>
        <p class="readout" data-testid="readout">{ readout(state) }</p>
        <p class="key">{ "Links: grey inside a WK(W, 1) cluster, coloured and thicker by level between clusters; stubs are the free links. Orange nodes have the message." }</p>
    </> };
    let room = Room {
        title: format!(
            "Broadcast by {} in WK({}, {}), all ports, one hop per step",
            query.algo,
            query.wk.w(),
            query.wk.l()
        ),
        view,
        animated: true,
        summary: summary(state),
        below: html! {},
        panel: html! { <WkPanel {report} on_pick={pick} /> },
    };
    layout(props, room)
}
