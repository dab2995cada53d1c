//! The numbers of a Manhattan Street network view, each beside the paper's.

use castlab_core::eval::MsnReport;
use castlab_core::permalink::View;
use yew::prelude::*;

use super::check;
use crate::components::explain::readable;
use crate::l10n::{tr, tr_args};
use crate::words::grouped_f64;

use crate::shared::Shared;

#[derive(Properties, PartialEq)]
pub struct MsnPanelProps {
    pub report: Option<Shared<MsnReport>>,
    pub view: View,
}

/// The path families in the order of the report's `area_sizes`.
const FAMILIES: [&str; 4] = ["NE", "SW", "SE", "NW"];

#[component]
pub fn MsnPanel(props: &MsnPanelProps) -> Html {
    let Some(r) = props.report.as_deref() else {
        return html! { <p class="pending">{ tr("panels-computing-panel") }</p> };
    };
    let row = |term: &str, value: Html, why: &str| {
        html! { <><dt>{ crate::words::unbroken(term) }</dt><dd>{ value }<small>{ why.to_string() }</small></dd></> }
    };
    let route = &r.route;
    let coords = |c: &[u32]| format!("({}, {})", c[0], c[1]);
    html! {
        <section class="metrics" aria-live="polite" data-testid="msn-metrics">
            { match props.view {
                // Every node sends in these views: the source is only the
                // one whose packets are drawn.
                View::Te | View::Mnb | View::Hamiltonian => html! {
                    <h2>{ format!("{} ", tr("panels-msn-every-node-sends")) }<span data-testid="source">{ coords(&route.source) }</span></h2>
                },
                View::Route | View::Areas | View::Tcd | View::Orderly | View::Broadcast | View::Classical => html! { <h2>{ format!("{} ", tr("panels-source")) }<span data-testid="source">{ coords(&route.source) }</span></h2> },
            } }
            <dl>
                { if props.view == View::Route { html! { <>
                    { row(&tr("panels-destination"), html!{ <span data-testid="destination">{ coords(&route.destination) }</span> }, &tr("panels-msn-destination-why")) }
                    { row(&tr("panels-msn-distance"), html!{ <><span data-testid="distance">{ route.distance }</span>{ " " }{ check(route.distance == route.distance_bfs) }</> },
                          &tr_args("panels-msn-distance-why", &[("family", route.family.as_str().into()), ("bfs", route.distance_bfs.into())])) }
                    { row(&tr("panels-msn-routing-tag"), html!{ <code data-testid="routing-tag">{ &route.routing_tag }</code> }, &tr("panels-msn-routing-tag-why")) }
                </> } } else { html! {} } }
                { row(&tr("panels-msn-mean-distance"), html!{ <><span data-testid="mean-distance">{ &route.mean_distance_exact }</span>{ " " }
                          { check(route.mean_distance_exact == route.mean_distance_eq27) }</> },
                      &tr_args("panels-msn-mean-distance-why", &[("mean", route.mean_distance.into()), ("eq27", route.mean_distance_eq27.as_str().into())])) }
                { row(&tr("panels-diameter"), html!{ <span>{ route.diameter }</span> }, &tr("panels-msn-diameter-why")) }
                { row(&tr("panels-msn-throughput"), html!{ <span>{ tr_args("panels-msn-throughput-bound", &[("bound", route.throughput_bound.into())]) }</span> },
                      &tr_args("panels-msn-throughput-why", &[("mesh", grouped_f64(route.mesh_mean_distance).into())])) }
                { match r.te.as_ref() {
                    Some(te) => html! { <>
                        { row(&tr("panels-msn-slots"), html!{ <><span data-testid="slots">{ te.slots }</span>{ " " }{ check(te.slots == te.slots_eq28) }</> },
                              &tr_args("panels-msn-te-slots-why", &[("slots", te.slots_eq28.into())])) }
                        { row(&tr("panels-msn-no-collisions"), check(te.collision_free), &tr("panels-msn-te-no-collisions-why")) }
                        { row(&tr("panels-msn-utilization"), html!{ <span data-testid="utilization">{ tr_args("panels-msn-percent-whole", &[("percent", (te.utilization * 100.0).into())]) }</span> }, &tr("panels-msn-te-utilization-why")) }
                        { row(&tr("panels-msn-shortest-paths"), check(te.shortest_paths && te.delivered), &tr("panels-msn-shortest-paths-why")) }
                    </> },
                    None => html! {},
                } }
                { match r.mnb.as_ref() {
                    Some(m) => html! { <>
                        { row(&tr("panels-msn-slots"), html!{ <><span data-testid="slots">{ m.slots }</span>{ " " }{ check(m.slots == m.lower_bound) }</> },
                              &tr_args("panels-msn-mnb-slots-why", &[("bound", m.lower_bound.into())])) }
                        { row(&tr("panels-msn-no-collisions"), check(m.collision_free && m.complete), &tr("panels-msn-mnb-no-collisions-why")) }
                        { row(&tr("panels-msn-utilization"), html!{ <span data-testid="utilization">{ tr_args("panels-msn-percent-two", &[("percent", (m.utilization * 100.0).into())]) }</span> },
                              &tr("panels-msn-mnb-utilization-why")) }
                        { row(&tr("panels-msn-construction"), html!{ <span>{ tr_args("panels-msn-backtracks", &[("n", m.backtracks.into())]) }</span> }, &crate::l10n::text(&m.construction)) }
                    </> },
                    None => html! {},
                } }
                { match r.areas.as_ref() {
                    Some(a) => html! { <>
                        { row(&tr("panels-msn-areas"), html!{ <span data-testid="area-sizes">{ FAMILIES.iter().zip(&a.area_sizes).map(|(f, n)| format!("{f} {n}")).collect::<Vec<_>>().join(", ") }</span> },
                              &tr_args("panels-msn-areas-why", &[("tied", a.tied.into())])) }
                    </> },
                    None => html! {},
                } }
                { match r.hamiltonian.as_ref() {
                    Some(h) => html! { <>
                        { row(&tr("panels-msn-hamiltonian"), html!{ <span data-testid="hamiltonian">{ check(h.hamiltonian) }</span> }, &tr("panels-msn-hamiltonian-why")) }
                        { row(&tr("panels-msn-edge-disjoint"), html!{ <span data-testid="edge-disjoint">{ check(h.edge_disjoint) }</span> }, &tr("panels-msn-edge-disjoint-why")) }
                        { row(&tr("panels-msn-ring-mnb"), html!{ <span data-testid="slots">{ h.slots }</span> }, &tr("panels-msn-ring-mnb-why")) }
                        { row(&tr("panels-msn-construction"), html!{}, &crate::l10n::text(&h.construction)) }
                    </> },
                    None => html! {},
                } }
            </dl>
            { match r.areas.as_ref().filter(|a| !a.sums.is_empty()) {
                Some(a) => html! {
                    <table data-testid="partial-sums">
                        <caption>{ tr("panels-msn-sums-caption") }</caption>
                        <thead><tr><th>{ tr("panels-msn-col-class") }</th><th>{ tr("panels-msn-col-bfs") }</th><th>{ tr("panels-msn-col-printed") }</th><th>{ tr("panels-msn-col-appendix") }</th></tr></thead>
                        <tbody>
                            { for a.sums.iter().map(|s| html! {
                                <tr><td>{ parity(&s.class) }</td><td>{ s.bfs }</td>
                                    <td>{ format!("{}: {} ", readable(&s.body), s.body_value) }{ check(s.body_value == s.bfs as i64) }</td>
                                    <td>{ format!("{}: {} ", s.appendix, s.appendix_value) }{ check(s.appendix_value == s.bfs as i64) }</td></tr>
                            }) }
                        </tbody>
                    </table>
                },
                None => html! {},
            } }
        </section>
    }
}

/// A class of Eq. (10) ("x odd, y odd") in the page's locale.
fn parity(class: &str) -> String {
    match class {
        "x odd, y odd" => tr("panels-msn-class-odd-odd"),
        "x even, y even" => tr("panels-msn-class-even-even"),
        "x odd, y even" => tr("panels-msn-class-odd-even"),
        "x even, y odd" => tr("panels-msn-class-even-odd"),
        other => other.to_string(),
    }
}
