//! The numbers of a WK broadcast: the checks, both algorithms side by side,
//! and every node's properties as a table.

use castlab_core::eval::WkReport;
use castlab_core::permalink::Algo;
use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::check;

use crate::shared::Shared;

#[derive(Properties, PartialEq)]
pub struct WkPanelProps {
    pub report: Option<Shared<WkReport>>,
    /// A node of the table was clicked.
    pub on_pick: Callback<WkNode>,
    /// The broadcast is the reader's own (`plan=`): no algorithm's labels,
    /// delays or costs describe it.
    #[prop_or_default]
    pub planned: bool,
}

#[component]
pub fn WkPanel(props: &WkPanelProps) -> Html {
    let Some(r) = props.report.as_deref() else {
        return html! { <p class="pending">{ "Running the broadcast…" }</p> };
    };
    let row = |term: &str, value: Html, why: &str| {
        html! { <><dt>{ crate::words::unbroken(term) }</dt><dd>{ value }<small>{ crate::words::notation(why) }</small></dd></> }
    };
    html! {
        <section class="metrics" aria-live="polite" data-testid="wk-metrics">
            <h2>{ "Source " }<span data-testid="source">{ &r.source }</span></h2>
            <p class="algorithm">{ if props.planned { "your schedule (plan=), checked by the all-port model's rules" } else { match r.algorithm {
                Algo::Stack => "stack: Chen and Duh's stack-based broadcast, as Fang, Liang, Chen and Ng describe it (§1)",
                _ => "fang: corner and general broadcasting (Fang, Liang, Chen and Ng, §3)",
            } } }</p>
            <dl>
                { row("Steps", html!{ <span data-testid="steps">{ r.steps }</span> },
                      &format!("the source's eccentricity is {}; the diameter 2^L − 1 = {}", r.eccentricity, r.diameter)) }
                { row("Exactly once", html!{ <span data-testid="exactly-once">{ check(r.exactly_once) }{ format!(" {} messages", r.receptions) }</span> },
                      "every node but the source receives one message, all ports, one hop per step") }
                if !props.planned {
                { row("Random delays", html!{ <span data-testid="async">{ check(r.asynchronous_exactly_once) }</span> },
                      &format!("still exactly once with link delays of 1 to 4 steps, {} seeds", r.asynchronous_seeds)) }
                { row("Label", html!{ <span data-testid="label-bits">{ format!("{} bits", r.label_bits) }</span> }, &r.label) }
                { row("Decision cost", html!{ <span>{ format!("at most {} operations per node", r.work_max) }</span> },
                      "comparisons, pops and pushes a node makes to choose where to forward") }
                }
            </dl>
            <table class="compare" data-testid="wk-compare">
                <caption>{ "Both algorithms from this source" }</caption>
                <thead><tr><th></th><th>{ "steps" }</th><th>{ "label bits" }</th><th>{ "stack" }</th><th>{ "max cost" }</th><th>{ "total cost" }</th></tr></thead>
                <tbody>
                    { for r.compare.iter().map(|c| html! {
                        <tr data-algorithm={c.algorithm.as_str()}>
                            <th scope="row">{ c.algorithm.as_str() }</th>
                            <td>{ c.steps }</td><td>{ c.label_bits }</td><td>{ c.stack_size }</td>
                            <td>{ c.work_max }</td><td>{ c.work_total }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            { match r.table.as_ref() {
                Some(table) => html! {
                    <details class="schedule" data-testid="wk-table">
                        <summary>{ format!("Node table ({} nodes)", table.len()) }</summary>
                        <table>
                            <thead><tr><th>{ "address" }</th><th>{ "cor-id" }</th><th>{ "cor-level" }</th><th>{ "flip-cor-id" }</th></tr></thead>
                            <tbody>
                                { for table.iter().enumerate().map(|(i, n)| {
                                    let pick = props.on_pick.reform(move |_: MouseEvent| WkNode::new(i));
                                    html! {
                                        <tr>
                                            <td><button type="button" class="link" onclick={pick}>{ &n.address }</button></td>
                                            <td>{ n.cor_id }</td><td>{ n.cor_level }</td>
                                            <td>{ n.flip_cor_id.map_or("free link".to_string(), |f| f.to_string()) }</td>
                                        </tr>
                                    }
                                }) }
                            </tbody>
                        </table>
                    </details>
                },
                None => html! { <p class="note">{ "The node table is listed for networks of up to 4096 nodes." }</p> },
            } }
        </section>
    }
}
