//! The orderly room (`view=orderly` on any network, paper 003): every
//! originator's broadcast time and the chosen originator's arrivals, the
//! thesis's bounds beside the exact values, and the search for better
//! orderings.

use castlab_core::eval::CertificateReport;
use castlab_core::eval::OrderlyReport;
use castlab_core::grid::NodeId;
use castlab_core::orderly::{Ordering, Vertex, informers};
use castlab_core::permalink::{Algo, Ask, Net, Query, Show};
use castlab_core::text;
use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::FamilyPage;
use super::{Room, RoomProps, count, interactive, layout, marked, picking, use_view_request};
use crate::bridge::Slot;
use crate::components::certificate::Certificate;
use crate::components::data_table::{DataTable, Names, TableData};
use crate::components::explain::{Terms, sweep_intro};
use crate::components::orderly_panel::OrderlyPanel;
use crate::components::orderly_view::{Maps, OrderlyView, labels_by_default, pictured_family};
use crate::components::shortcuts::grid_keys;
use crate::l10n::{tr, tr_args};
use crate::layout::display_grid;
use crate::protocol::Request;
use crate::state::{Action, Node, State};
use crate::words;
use crate::words::coords_text;

/// The search, one slice per answer until it is done or stopped. A slice
/// is about 2^22 originator-vertex pairs.
#[hook]
fn use_search_slices(props: &RoomProps) {
    let state = &props.state;
    let engine = props.engine.clone();
    let nodes = state
        .orderly_report()
        .map_or(1, |(r, _)| r.arrival.len() as u64);
    let next = state
        .search
        .as_ref()
        .filter(|_| state.searching)
        .map(|p| (p.permalink.clone(), p.done));
    use_effect_with(next, move |next| {
        if let Some((permalink, _)) = next.clone() {
            let slice = ((1u64 << 22) / (nodes * nodes).max(1)).clamp(1, 64) as u32;
            engine.send(Slot::Search, Request::Search { permalink, slice });
        }
    });
}

/// A vertex of the drawing (the node-index grid) as a node of the network.
fn node_of(query: &Query, v: NodeId) -> Node {
    if query.net == Net::Wk {
        Node::Wk(WkNode::new(v.index()))
    } else {
        Node::Grid(v)
    }
}

/// The hovered node as a vertex of the drawing.
fn drawn(hover: Option<Node>) -> Option<NodeId> {
    match hover? {
        Node::Grid(v) => Some(v),
        Node::Wk(v) => Some(NodeId::new(v.index())),
    }
}

/// What the pointer is over: when and from whom it is informed (the
/// neighbour and the label that neighbour fires on), and its own time as
/// the originator.
fn readout(state: &State, informed_by: Option<&[Option<(Vertex, u32)>]>) -> String {
    let query = &state.query;
    match (drawn(state.hover), state.orderly_report()) {
        (Some(h), Some((r, _))) if h.index() < r.arrival.len() => {
            // A family's vertex by its address, WK's by its digits.
            let graph = query.topology();
            let name = |v: usize| match (query.net, &graph) {
                (Net::Wk, _) => query.wk.address(WkNode::new(v)),
                (Net::Graph(_), Some(g)) => g.address(v),
                (Net::Graph(_), None) | (Net::Mesh | Net::Torus | Net::Msn, _) => {
                    coords_text(&display_grid(query).coords(NodeId::new(v)))
                }
            };
            let when = match r.arrival[h.index()] {
                0 => tr("pages-orderly-the-originator"),
                // The label's offset is the time only without skipping:
                // the adaptive model names no label.
                t => match informed_by
                    .and_then(|all| all.get(h.index()).copied().flatten())
                    .filter(|_| !query.adaptive)
                {
                    Some((u, label)) => tr_args(
                        "pages-orderly-informed-by",
                        &[
                            ("step", t.into()),
                            ("from", name(u.index()).into()),
                            ("label", label.into()),
                        ],
                    ),
                    None => tr_args("pages-orderly-informed", &[("step", t.into())]),
                },
            };
            let vertex = name(h.index());
            match r.per_originator.as_ref() {
                Some(p) => tr_args(
                    "pages-orderly-readout-own",
                    &[
                        ("vertex", vertex.into()),
                        ("when", when.into()),
                        ("finish", p[h.index()].into()),
                    ],
                ),
                None => tr_args(
                    "pages-orderly-readout",
                    &[("vertex", vertex.into()), ("when", when.into())],
                ),
            }
        }
        _ if interactive(query) => tr("pages-orderly-readout-none-pick"),
        _ => tr("pages-orderly-readout-none"),
    }
}

/// Every vertex's first informer and the label it uses (lowest neighbour
/// on ties), where the report carries the ordering: once per report, not
/// per hover.
fn informer_table(r: &OrderlyReport) -> Option<Vec<Option<(Vertex, u32)>>> {
    let (offsets, targets) = (r.label_offsets.as_ref()?, r.label_targets.as_ref()?);
    let ordering = Ordering::from_flat(offsets, targets).ok()?;
    Some(informers(&ordering, &r.arrival))
}

/// Vertices informed at the step shown (each by one message of one hop),
/// and all informed by then.
fn summary(state: &State, counts: Option<&ArrivalCounts>) -> Option<(usize, u64, usize)> {
    let (counts, t) = (counts?, state.query.step? as usize);
    let now = counts.at.get(t).copied().unwrap_or(0);
    let informed = counts.at.iter().take(t + 1).sum();
    Some((now, now as u64, informed))
}

/// How many vertices each time informs, and the largest degree (the last
/// label): counted once per report, read by every step.
struct ArrivalCounts {
    at: Vec<usize>,
    degree: u32,
}

impl ArrivalCounts {
    fn of(r: &OrderlyReport) -> Self {
        let mut at = vec![0; r.from_source as usize + 1];
        for &t in r.arrival.iter().filter(|&&t| t <= r.from_source) {
            at[t as usize] += 1;
        }
        let degree = r.label_offsets.as_ref().map_or(u32::MAX, |o| {
            o.windows(2).map(|w| w[1] - w[0]).max().unwrap_or(0)
        });
        ArrivalCounts { at, degree }
    }

    fn at(&self, t: u32) -> usize {
        self.at.get(t as usize).copied().unwrap_or(0)
    }
}

/// The orderly rule at the step shown: which label each informed vertex
/// fires on (a vertex informed at t sends on its label i at t + i).
fn fired(state: &State, counts: Option<&ArrivalCounts>) -> Html {
    let (Some(counts), Some(step)) = (counts, state.query.step.filter(|&t| t >= 1)) else {
        return html! {};
    };
    if state.query.adaptive {
        return html! { <p class="readout narration" data-testid="fired">{
            tr_args("pages-orderly-fired-adaptive", &[("step", step.into())])
        }</p> };
    }
    // Labels run from 1 to a vertex's degree; a vertex past its last label
    // is done.
    let mut by_label: Vec<(u32, usize)> = Vec::new();
    for t in step.saturating_sub(counts.degree)..step {
        let senders = counts.at(t);
        if senders > 0 {
            by_label.push((step - t, senders));
        }
    }
    let informed = counts.at(step);
    let parts: Vec<String> = by_label
        .iter()
        .rev()
        .take(4)
        .map(|&(label, n)| {
            tr_args(
                "pages-orderly-fired-label",
                &[
                    ("label", label.into()),
                    ("n", n.into()),
                    ("count", count(n as u64)),
                    ("at", (step - label).into()),
                ],
            )
        })
        .collect();
    let mut list = parts.join(&tr("pages-orderly-list-separator"));
    if by_label.len() > 4 {
        list += &tr("pages-orderly-fired-more");
    }
    html! {
        <p class="readout narration" data-testid="fired">{ tr_args("pages-orderly-fired", &[
            ("step", step.into()), ("labels", list.into()), ("informed", count(informed as u64)),
        ]) }</p>
    }
}

/// A protocol family's link order (`topology` is one of theirs only),
/// and on its address grid how the grid reads.
fn family_key(query: &Query) -> Html {
    let pictured = pictured_family(query).is_some();
    html! { <>{ for query.topology().map(|graph| {
        let order = [("order", crate::l10n::tr(graph.link_order()).into())];
        let key = if pictured {
            tr_args("pages-orderly-family-key", &order)
        } else {
            tr_args("pages-orderly-family-key-grid", &order)
        };
        html! { <p class="key" data-testid="family-key">{ key }</p> }
    }) }</> }
}

/// Whether the labels toggle can be used, and whether the labels are
/// shown whatever it says (a small family's picture always writes them:
/// the toggle is shown ticked and fixed).
fn labels_toggle(query: &Query, report: Option<&OrderlyReport>) -> (bool, bool) {
    let Some(r) = report.filter(|r| r.label_offsets.is_some()) else {
        return (false, false);
    };
    let fixed = labels_by_default(query, r);
    let drawn = matches!(query.net, Net::Mesh | Net::Torus) || pictured_family(query).is_some();
    (drawn && !fixed, fixed)
}

/// The room's title; `own`: the report's ordering is the reader's (a
/// valid `plan=` one).
fn title(query: &Query, own: bool) -> String {
    let algo = if own {
        tr("pages-orderly-your-ordering")
    } else {
        super::heading(query.algo, query.grid.dims())
    };
    let adaptive = if query.adaptive { "yes" } else { "no" };
    match named_network(query) {
        Some(network) => tr_args(
            "pages-orderly-title-named",
            &[
                ("algo", algo.into()),
                ("network", network.into()),
                ("adaptive", adaptive.into()),
            ],
        ),
        None => tr_args(
            "pages-orderly-title-grid",
            &[
                ("algo", algo.into()),
                ("sides", words::sides(&query.grid).into()),
                ("net", query.net.as_str().into()),
                ("adaptive", adaptive.into()),
            ],
        ),
    }
}

/// The network's name where it has one (WK(W, L), a family's title), not
/// a grid's sides and kind.
fn named_network(query: &Query) -> Option<String> {
    match query.net {
        Net::Wk => Some(format!("WK({}, {})", query.wk.w(), query.wk.l())),
        Net::Graph(family) => Some(family.title(query.size)),
        Net::Mesh | Net::Torus | Net::Msn => None,
    }
}

/// The shell's view of orderly broadcasting.
pub const PAGE: FamilyPage = FamilyPage {
    room: |props| html! { <OrderlyRoom ..props /> },
    explain,
    explain_sweep,
    keys,
    charts: super::sweep::charts::orderly,
    swept: |algo| {
        tr_args(
            "pages-orderly-swept",
            &[("algo", super::heading(algo, 2).into())],
        )
    },
};

#[component]
pub fn OrderlyRoom(props: &RoomProps) -> Html {
    use_view_request(props);
    use_search_slices(props);
    let state = &props.state;
    let query = &state.query;
    let report = state.orderly_report().map(|(r, _)| r.clone());
    let informed_by = use_memo(report.clone(), |r| r.as_deref().and_then(informer_table));
    let counts = use_memo(report.clone(), |r| r.as_deref().map(ArrivalCounts::of));
    let workers = state.orderly_report().map_or(1, |(_, w)| w);
    let dispatch = state.dispatcher().to_callback();
    let pick = picking(props);
    let to_node = {
        let query = query.clone();
        move |v| node_of(&query, v)
    };
    let on_pick = {
        let to_node = to_node.clone();
        pick.reform(move |v| Action::PickSource(to_node(v)))
    };
    let on_hover = dispatch.reform(move |v: Option<NodeId>| Action::Hover(v.map(&to_node)));
    let names = if query.net == Net::Wk {
        Names::Wk(query.wk)
    } else {
        Names::Grid(display_grid(query))
    };
    let run = state.shows_run() || (query.embed && query.show.autoplay);
    // A question about one vertex's arrival (when it is informed, its
    // labels) marks it on the arrival map, which an embed then shows.
    let about_arrivals = matches!(query.show.ask, Some(Ask::When | Ask::Build));
    let maps = match (query.embed, query.show.picture) {
        (false, _) => Maps::Both,
        (true, Show::Map) => Maps::Originators,
        (true, Show::Run) => Maps::Arrivals,
        (true, Show::Auto) if run || about_arrivals => Maps::Arrivals,
        (true, Show::Auto) => Maps::Originators,
    };
    // The step drawn: none while the replay would answer a `when`.
    let at_step = castlab_core::permalink::Query {
        step: state.shown_step(),
        ..query.clone()
    };
    let view = html! { <>
        <OrderlyView query={at_step} report={report.clone()} hover={drawn(state.hover)}
            show_labels={state.show_labels || state.hides_replay()} {maps} {run} {on_pick} {on_hover}
            emphasis={match query.net {
                Net::Mesh | Net::Torus => state.emphasis(true),
                // The narration speaks of WK addresses and MSN links, which
                // this grid of vertices does not draw; a question's vertex
                // it does.
                Net::Wk | Net::Msn | Net::Graph(_) => state.asked_marks(),
            }}
            hide_values={state.hides_values()}
            on_move={pick.reform(|(axis, delta)| Action::MoveSource { axis, delta })} />
        { super::readout_line(state, state.hides_values(), if state.hides_values() { super::waiting_readout() } else { readout(state, informed_by.as_deref()) }) }
        { family_key(query) }
        { match report.clone().filter(|_| !state.hides_values()) {
            Some(r) => html! { <DataTable caption={tr("pages-orderly-table-caption")}
                {names} data={TableData::Orderly(r)} /> },
            None => html! {},
        } }
    </> };
    let (labels_available, labels_fixed) = labels_toggle(query, report.as_deref());
    let search = state.search.clone();
    let certificate = (query.net == Net::Torus && !query.adaptive)
        .then(|| castlab_core::certified::orderly(&query.grid))
        .flatten()
        .map(|stored| CertificateReport::from(&stored.certificate));
    let shown = query.algo == Algo::Optimum;
    let panel = html! { <>
        <Certificate {certificate} quantity="b^o"
            value={report.as_ref().and_then(|r| r.broadcast_time).map(u64::from)}
            offer={!shown && interactive(query)}
            on_show={dispatch.reform(|()| Action::SetAlgorithm(Algo::Optimum))} />
        <OrderlyPanel report={report.clone()} algo={query.algo} {workers} search={search.clone()}
            searching={state.searching} show_labels={state.show_labels || labels_fixed}
            seed={search.as_ref().map_or(query.seed, |p| p.seed.wrapping_add(1))}
            adopt_seed={search.as_ref().map(|p| p.seed)}
            adaptive={query.adaptive} {labels_available} read_only={!interactive(query) || query.embed}
            on_search={dispatch.reform(Action::StartSearch)}
            on_stop={dispatch.reform(|()| Action::StopSearch)}
            on_adopt={dispatch.reform(Action::AdoptSearch)}
            on_labels={dispatch.reform(|()| Action::ToggleLabels)}
            on_adaptive={dispatch.reform(Action::SetAdaptive)} />
    </> };
    let room = Room {
        title: title(
            query,
            report
                .as_ref()
                .is_some_and(|r| r.ordering == "user-supplied"),
        ),
        short_title: match named_network(query) {
            Some(network) => tr_args("pages-orderly-short-named", &[("network", network.into())]),
            None => tr_args(
                "pages-orderly-short-grid",
                &[
                    ("sides", words::sides(&query.grid).into()),
                    ("net", query.net.as_str().into()),
                ],
            ),
        },
        view,
        animated: true,
        summary: summary(state, counts.as_ref().as_ref()),
        below: html! {},
        narration: fired(state, counts.as_ref().as_ref()),
        panel,
    };
    layout(props, room)
}

/// Orderly broadcasting: the model and the two maps.
fn explain(t: Terms, _: castlab_core::permalink::View) -> Html {
    html! { <>
        <p>{ marked(text::id("pages-orderly-explain-model"), vec![
            ("orderly", t("orderly", &tr("pages-term-orderly-broadcasting-start"))),
        ]) }</p>
        <p>{ marked(text::id("pages-orderly-explain-maps"), vec![
            ("bpiu", t("b-pi", "b^Π(u)")),
            ("bpig", crate::words::notation("b^Π(G)")),
            ("diameter", t("diameter", &tr("pages-term-diameter"))),
            ("verdict", t("verdict", &tr("pages-term-verdict"))),
        ]) }</p>
    </> }
}

/// An orderly sweep: b^Π − D over the tori.
fn explain_sweep(t: Terms) -> Html {
    html! { <>{ sweep_intro() }
        <p>{ marked(text::id("pages-orderly-explain-sweep"), vec![
            ("bpig", t("b-pi", "b^Π(G)")),
            ("d", t("diameter", "D")),
        ]) }</p>
    </> }
}

/// The arrows on an orderly view's maps.
fn keys(dims: usize) -> Vec<(&'static str, String)> {
    grid_keys(dims, &tr("pages-keys-the-originator"))
}
