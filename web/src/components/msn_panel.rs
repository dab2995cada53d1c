//! The numbers of a Manhattan Street network view, each beside the paper's.

use castlab_core::eval::MsnReport;
use castlab_core::permalink::View;
use yew::prelude::*;

use super::check;

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
        return html! { <p class="pending">{ "Computing…" }</p> };
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
                    <h2>{ "Every node sends; drawn: the packets of " }<span data-testid="source">{ coords(&route.source) }</span></h2>
                },
                View::Route | View::Areas | View::Tcd | View::Orderly | View::Broadcast | View::Classical => html! { <h2>{ "Source " }<span data-testid="source">{ coords(&route.source) }</span></h2> },
            } }
            <dl>
                { if props.view == View::Route { html! { <>
                    { row("Destination", html!{ <span data-testid="destination">{ coords(&route.destination) }</span> }, "click a node to route to it") }
                    { row("Distance", html!{ <><span data-testid="distance">{ route.distance }</span>{ " " }{ check(route.distance == route.distance_bfs) }</> },
                          &format!("Varvarigos 1998, Eq. (5), {} path; breadth-first search gives {}", route.family, route.distance_bfs)) }
                    { row("Routing tag", html!{ <code data-testid="routing-tag">{ &route.routing_tag }</code> }, "0: horizontal hop, 1: vertical hop") }
                </> } } else { html! {} } }
                { row("Mean distance", html!{ <><span data-testid="mean-distance">{ &route.mean_distance_exact }</span>{ " " }
                          { check(route.mean_distance_exact == route.mean_distance_eq27) }</> },
                      &format!("= {:.4}; Eq. (27): {}", route.mean_distance, route.mean_distance_eq27)) }
                { row("Diameter", html!{ <span>{ route.diameter }</span> }, "largest distance") }
                { row("Throughput", html!{ <span>{ format!("λ ≤ {:.4}", route.throughput_bound) }</span> },
                      &format!("2/D̄ per node (§3); a bidirectional wraparound mesh has D̄ = {}", route.mesh_mean_distance)) }
                { match r.te.as_ref() {
                    Some(te) => html! { <>
                        { row("Slots", html!{ <><span data-testid="slots">{ te.slots }</span>{ " " }{ check(te.slots == te.slots_eq28) }</> },
                              &format!("total exchange simulated slot by slot; H/2 by Eq. (28): {}", te.slots_eq28)) }
                        { row("No collisions", check(te.collision_free), "no directed link carries two packets in a slot") }
                        { row("Utilization", html!{ <span data-testid="utilization">{ format!("{:.0}%", te.utilization * 100.0) }</span> }, "busy link-slots") }
                        { row("Shortest paths", check(te.shortest_paths && te.delivered), "every packet, and every node gets every packet") }
                    </> },
                    None => html! {},
                } }
                { match r.mnb.as_ref() {
                    Some(m) => html! { <>
                        { row("Slots", html!{ <><span data-testid="slots">{ m.slots }</span>{ " " }{ check(m.slots == m.lower_bound) }</> },
                              &format!("multinode broadcast; lower bound N²/2 = {} (Eq. (29))", m.lower_bound)) }
                        { row("No collisions", check(m.collision_free && m.complete), "the translates A_i(x, y) are disjoint; every node gets every packet") }
                        { row("Utilization", html!{ <span data-testid="utilization">{ format!("{:.2}%", m.utilization * 100.0) }</span> },
                              "every link busy except in the last slot") }
                        { row("Construction", html!{ <span>{ format!("{} backtracks", m.backtracks) }</span> }, &m.construction) }
                    </> },
                    None => html! {},
                } }
                { match r.areas.as_ref() {
                    Some(a) => html! { <>
                        { row("Areas", html!{ <span data-testid="area-sizes">{ FAMILIES.iter().zip(&a.area_sizes).map(|(f, n)| format!("{f} {n}")).collect::<Vec<_>>().join(", ") }</span> },
                              &format!("destinations each path family reaches first (Eq. (5)); {} tie", a.tied)) }
                    </> },
                    None => html! {},
                } }
                { match r.hamiltonian.as_ref() {
                    Some(h) => html! { <>
                        { row("Hamiltonian", html!{ <span data-testid="hamiltonian">{ check(h.hamiltonian) }</span> }, "both cycles visit every node once") }
                        { row("Edge-disjoint", html!{ <span data-testid="edge-disjoint">{ check(h.edge_disjoint) }</span> }, "orange and blue share no link") }
                        { row("Ring MNB", html!{ <span data-testid="slots">{ h.slots }</span> }, "(N² − 1)/2 slots with split packets (Eq. (30))") }
                        { row("Construction", html!{}, &h.construction) }
                    </> },
                    None => html! {},
                } }
            </dl>
            { match r.areas.as_ref().filter(|a| !a.sums.is_empty()) {
                Some(a) => html! {
                    <table data-testid="partial-sums">
                        <caption>{ "Eq. (10): the distances from a node summed by parity class" }</caption>
                        <thead><tr><th>{ "class" }</th><th>{ "BFS" }</th><th>{ "as printed" }</th><th>{ "Appendix" }</th></tr></thead>
                        <tbody>
                            { for a.sums.iter().map(|s| html! {
                                <tr><td>{ &s.class }</td><td>{ s.bfs }</td>
                                    <td>{ format!("{}: {} ", s.body, s.body_value) }{ check(s.body_value == s.bfs as i64) }</td>
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
