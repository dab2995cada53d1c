//! The table behind a map, for readers who cannot see its colours: one row
//! per node, built only when opened.

use castlab_core::eval::{MapReport, MsnReport, OrderlyReport};
use castlab_core::grid::{Grid, NodeId};
use castlab_core::wk::Wk;
use yew::prelude::*;

use crate::l10n::{tr, tr_args};
use crate::shared::Shared;

/// Most rows shown; the CSV download has them all.
pub const ROW_LIMIT: usize = 4096;

/// How nodes are named in the first column.
#[derive(Clone, Copy, PartialEq)]
pub enum Names {
    /// Coordinates, x first: `(3, 5)`.
    Grid(Grid),
    /// WK addresses, most significant digit first: `201`.
    Wk(Wk),
}

impl Names {
    fn name(&self, i: usize) -> String {
        match self {
            Names::Grid(grid) => {
                let c: Vec<String> = grid
                    .coords(NodeId::new(i))
                    .iter()
                    .map(u32::to_string)
                    .collect();
                format!("({})", c.join(", "))
            }
            Names::Wk(wk) => wk.address(castlab_core::wk::WkNode::new(i)),
        }
    }
}

/// A map's numbers.
#[derive(Clone, PartialEq)]
pub enum TableData {
    /// `view=tcd`: each source's TCD.
    Tcd(Shared<MapReport>),
    /// `view=orderly`: arrival from the originator, and each vertex's
    /// broadcast time as originator.
    Orderly(Shared<OrderlyReport>),
    /// An MS network: hops from the source.
    Msn(Shared<MsnReport>),
}

impl TableData {
    fn headings(&self) -> Vec<String> {
        match self {
            TableData::Tcd(_) => vec![tr("panels-table-tcd")],
            TableData::Orderly(r) if r.per_originator.is_some() => {
                vec![
                    tr("panels-table-informed-at"),
                    tr("panels-table-broadcast-time"),
                ]
            }
            TableData::Orderly(_) => vec![tr("panels-table-informed-at")],
            TableData::Msn(_) => vec![tr("panels-table-hops")],
        }
    }

    fn len(&self) -> usize {
        match self {
            TableData::Tcd(m) => m.tcd_map.len(),
            TableData::Orderly(r) => r.arrival.len(),
            TableData::Msn(r) => r.route.distance_map.len(),
        }
    }

    fn cells(&self, i: usize) -> Vec<String> {
        match self {
            TableData::Tcd(m) => vec![m.tcd_map[i].to_string()],
            TableData::Orderly(r) => {
                let mut out = vec![r.arrival[i].to_string()];
                if let Some(per) = &r.per_originator {
                    out.push(per[i].to_string());
                }
                out
            }
            TableData::Msn(r) => vec![r.route.distance_map[i].to_string()],
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct DataTableProps {
    /// What the table lists, e.g. "TCD from every source".
    pub caption: String,
    pub names: Names,
    pub data: TableData,
}

#[component]
pub fn DataTable(props: &DataTableProps) -> Html {
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(details) = e.target_dyn_into::<web_sys::HtmlDetailsElement>() {
                open.set(details.open());
            }
        })
    };
    let nodes = props.data.len();
    let shown = nodes.min(ROW_LIMIT);
    let rows = (*open).then(|| {
        html! {
            <div class="table-scroll" tabindex="0" role="region" aria-label={props.caption.clone()}>
            <table>
                <caption>{ &props.caption }</caption>
                <thead><tr>
                    <th scope="col">{ tr("panels-table-node") }</th>
                    { for props.data.headings().into_iter().map(|h| html! { <th scope="col">{ h }</th> }) }
                </tr></thead>
                <tbody>
                    { for (0..shown).map(|i| html! {
                        <tr>
                            <th scope="row">{ props.names.name(i) }</th>
                            { for props.data.cells(i).into_iter().map(|c| html! { <td>{ c }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            </div>
        }
    });
    let summary = if nodes > shown {
        tr_args(
            "panels-table-summary-cut",
            &[("nodes", nodes.into()), ("shown", shown.into())],
        )
    } else {
        tr_args("panels-table-summary", &[("nodes", nodes.into())])
    };
    html! {
        <details class="data-table" data-testid="data-table" {ontoggle}>
            <summary>{ summary }</summary>
            { rows.unwrap_or_default() }
        </details>
    }
}
