//! The numbers of a WK broadcast: the checks, both algorithms side by side,
//! and every node's properties as a table.

use castlab_core::eval::WkReport;
use castlab_core::permalink::Algo;
use castlab_core::wk::WkNode;
use yew::prelude::*;

use super::check;
use crate::l10n::{text, tr, tr_args};

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
        return html! { <p class="pending">{ tr("panels-running") }</p> };
    };
    let row = |term: &str, value: Html, why: &str| {
        html! { <><dt>{ crate::words::unbroken(term) }</dt><dd>{ value }<small>{ crate::words::notation(why) }</small></dd></> }
    };
    html! {
        <section class="metrics" aria-live="polite" data-testid="wk-metrics">
            <h2>{ format!("{} ", tr("panels-source")) }<span data-testid="source">{ &r.source }</span></h2>
            <p class="algorithm">{ if props.planned { tr("panels-wk-your-schedule") } else { match r.algorithm {
                Algo::Stack => tr("panels-wk-about-stack"),
                _ => tr("panels-wk-about-fang"),
            } } }</p>
            <dl>
                { row(&tr("panels-steps"), html!{ <span data-testid="steps">{ r.steps }</span> },
                      &tr_args("panels-wk-steps-why", &[("eccentricity", r.eccentricity.into()), ("diameter", r.diameter.into())])) }
                { row(&tr("panels-wk-exactly-once"), html!{ <span data-testid="exactly-once">{ check(r.exactly_once) }{ format!(" {}", tr_args("panels-wk-messages", &[("n", r.receptions.into())])) }</span> },
                      &tr("panels-wk-exactly-once-why")) }
                if !props.planned {
                { row(&tr("panels-wk-random-delays"), html!{ <span data-testid="async">{ check(r.asynchronous_exactly_once) }</span> },
                      &tr_args("panels-wk-random-delays-why", &[("seeds", r.asynchronous_seeds.into())])) }
                { row(&tr("panels-wk-label"), html!{ <span data-testid="label-bits">{ tr_args("panels-wk-bits", &[("n", r.label_bits.into())]) }</span> }, &text(&r.label)) }
                { row(&tr("panels-wk-decision-cost"), html!{ <span>{ tr_args("panels-wk-operations", &[("n", r.work_max.into())]) }</span> },
                      &tr("panels-wk-decision-cost-why")) }
                }
            </dl>
            <table class="compare" data-testid="wk-compare">
                <caption>{ tr("panels-wk-both") }</caption>
                <thead><tr><th></th><th>{ tr("panels-wk-col-steps") }</th><th>{ tr("panels-wk-col-label-bits") }</th><th>{ tr("panels-wk-col-stack") }</th><th>{ tr("panels-wk-col-max-cost") }</th><th>{ tr("panels-wk-col-total-cost") }</th></tr></thead>
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
                        <summary>{ tr_args("panels-wk-node-table", &[("n", table.len().into())]) }</summary>
                        <table>
                            <thead><tr><th>{ tr("panels-wk-col-address") }</th><th>{ "cor-id" }</th><th>{ "cor-level" }</th><th>{ "flip-cor-id" }</th></tr></thead>
                            <tbody>
                                { for table.iter().enumerate().map(|(i, n)| {
                                    let pick = props.on_pick.reform(move |_: MouseEvent| WkNode::new(i));
                                    html! {
                                        <tr>
                                            <td><button type="button" class="link" onclick={pick}>{ &n.address }</button></td>
                                            <td>{ n.cor_id }</td><td>{ n.cor_level }</td>
                                            <td>{ n.flip_cor_id.map_or_else(|| tr("panels-wk-free-link"), |f| f.to_string()) }</td>
                                        </tr>
                                    }
                                }) }
                            </tbody>
                        </table>
                    </details>
                },
                None => html! { <p class="note">{ tr_args("panels-wk-table-limit", &[("n", castlab_core::eval::SCHEDULE_LIMIT.into())]) }</p> },
            } }
        </section>
    }
}
