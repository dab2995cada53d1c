//! The WK room (`view=broadcast` on WK(W, L), paper 001): the nested
//! W-gons with the broadcast over them step by step, and both algorithms'
//! numbers side by side.

use castlab_core::text;
use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::FamilyPage;
use super::{Room, RoomProps, interactive, layout, marked, picking, use_view_request};
use crate::components::explain::{Terms, sweep_intro};
use crate::components::run_key::RunKey;
use crate::components::wk_panel::WkPanel;
use crate::components::wk_view::{WkLayout, WkView};
use crate::l10n::{tr, tr_args};
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
                (true, _) => tr("pages-wk-the-source"),
                (false, Some(d)) => tr_args(
                    "pages-wk-informed",
                    &[
                        ("step", d.time.into()),
                        ("from", d.from.as_str().into()),
                        ("label", d.label.as_str().into()),
                    ],
                ),
                (false, None) => tr("pages-wk-not-reached"),
            };
            let flip = wk
                .flip_cor_id(v)
                .map_or_else(|| tr("pages-wk-free-link"), |f| f.to_string());
            tr_args(
                "pages-wk-readout",
                &[
                    ("address", address.into()),
                    ("when", when.into()),
                    ("corid", wk.cor_id(v).into()),
                    ("corlevel", wk.cor_level(v).into()),
                    ("flip", flip.into()),
                ],
            )
        }
        _ if interactive(&state.query) => tr("pages-wk-readout-none-pick"),
        _ => tr("pages-wk-readout-none"),
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
    swept: |_| tr("pages-wk-swept"),
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
        { super::readout_line(state, state.hides_values(), if state.hides_values() { super::waiting_readout() } else { readout(state) }) }
        <RunKey trail={false} marked={state.marked_rule()} />
        <p class="key">{ tr("pages-wk-key") }</p>
        { if interactive(query) && query.wk.l() >= 2 { html! {
            <label class="toggle">
                <input type="checkbox" data-testid="outline-toggle" checked={query.outline}
                    onchange={{ let on = dispatch.clone(); let now = query.outline; Callback::from(move |_: Event| on.emit(Action::SetOutline(!now))) }} />
                { format!(" {}", tr("pages-wk-outline-toggle")) }
            </label>
        } } else { html! {} } }
        { if query.outline && query.wk.l() >= 2 { html! {
            <p class="key" data-testid="outline-key">{ tr_args("pages-wk-outline-key", &[
                ("w", query.wk.w().into()), ("l", (query.wk.l() - 1).into()),
            ]) }</p>
        } } else { html! {} } }
    </> };
    let room = Room {
        short_title: tr_args(
            "pages-wk-short-title",
            &[
                ("source", query.wk.address(query.wk_src).into()),
                ("w", query.wk.w().into()),
                ("l", query.wk.l().into()),
            ],
        ),
        title: tr_args(
            "pages-wk-title",
            &[
                (
                    "algo",
                    if query.plan.is_some() {
                        tr("pages-wk-your-schedule")
                    } else {
                        castlab_core::permalink::capitalised(&super::heading(query.algo, 0))
                    }
                    .into(),
                ),
                ("source", query.wk.address(query.wk_src).into()),
                ("w", query.wk.w().into()),
                ("l", query.wk.l().into()),
            ],
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
        <p>{ marked(text::id("pages-wk-explain-drawing"), vec![
            ("wk", t("wk", &tr("pages-term-wk"))),
            ("allport", t("all-port", &tr("pages-term-all-port"))),
        ]) }</p>
        <p>{ crate::words::notation(&tr("pages-wk-explain-algorithms")) }</p>
    </> }
}

/// A WK sweep: the constant label against the stack.
fn explain_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ marked(text::id("pages-wk-explain-sweep"), vec![("wk", t("wk", &tr("pages-term-wk")))]) }</p>
    </> }
}

/// The arrows on a WK network: through the addresses.
fn keys(_: usize) -> Vec<(&'static str, String)> {
    vec![
        ("← →", tr("pages-wk-keys-last-digit")),
        ("↑ ↓", tr("pages-wk-keys-digit-before")),
    ]
}
