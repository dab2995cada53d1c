//! An ordering file on its network (paper 003's model): every vertex
//! labels exactly its out-edges, and the numbers are `castlab eval`'s for
//! that ordering, beside Π (or the view's first ordering) and the best
//! castlab knows.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{Broken, CheckReport, CheckedPlan, Compared, PlanModel};
use crate::certified;
use crate::eval::{OrderlyAnalysis, orderly_summary};
use crate::orderly::{Ordering, Vertex};
use crate::permalink::{Net, Query};
use crate::plan::resolve::{network, node_ref, ordering_lists};
use crate::plan::{OrderingPlan, PlanError};
use crate::text::Text;

/// The label lists a file gives: its own, or a rule's with overrides.
fn lists(o: &OrderingPlan, q: &Query, graph: &Ordering) -> Result<Vec<Vec<u32>>, PlanError> {
    ordering_lists(o, q, graph.nodes(), |ruled| {
        let ordering = OrderlyAnalysis::without_times(ruled, None);
        graph
            .vertices()
            .map(|v| Vertex::numbers(ordering.ordering().list(v)))
            .collect()
    })
}

/// The first vertex whose list is not exactly its neighbours, and how many.
fn misfits(q: &Query, lists: &[Vec<u32>], graph: &Ordering) -> (Option<Broken>, u64) {
    let mut first = None;
    let mut count = 0;
    for (v, list) in lists.iter().enumerate() {
        let mut given = list.clone();
        let mut wanted = Vertex::numbers(graph.list(Vertex::at(v)));
        given.sort_unstable();
        wanted.sort_unstable();
        if given != wanted {
            count += 1;
            first.get_or_insert_with(|| Broken {
                rule: "labels".into(),
                step: None,
                nodes: alloc::vec![node_ref(q, v)],
                message: Text::new("planfile-labels")
                    .arg("vertex", node_ref(q, v).to_string())
                    .arg("labels", list.len())
                    .arg("neighbours", wanted.len()),
            });
        }
    }
    (first, count)
}

/// An ordering file's network, its graph and its label lists (not yet
/// checked against the graph).
fn read_lists(o: &OrderingPlan) -> Result<(Query, Ordering, Vec<Vec<u32>>), PlanError> {
    let (q, model) = network(&o.network)?;
    if model != PlanModel::Orderly {
        return Err(PlanError::Network(Text::new("planfile-ordering-network")));
    }
    let graph = crate::eval::base_ordering(&q);
    let lists = lists(o, &q, &graph)?;
    Ok((q, graph, lists))
}

/// Checks an ordering file (see the module doc).
pub(super) fn check(o: &OrderingPlan) -> Result<CheckedPlan, PlanError> {
    let (q, graph, lists) = read_lists(o)?;
    let (first_broken, broken) = misfits(&q, &lists, &graph);
    let (measure, value, per_originator) = match Ordering::from_lists(&lists) {
        Ok(ordering) if broken == 0 => {
            let analysis = OrderlyAnalysis::new(&q, Some(ordering));
            let report = orderly_summary(&analysis, &q);
            match report.broadcast_time {
                Some(b) => ("broadcast time".into(), b, report.per_originator),
                None => (
                    format!("broadcast time from {}", node_ref(&q, 0)),
                    report.from_source,
                    None,
                ),
            }
        }
        Ok(_) | Err(_) => (String::from("broadcast time"), 0, None),
    };
    let report = CheckReport {
        kind: "ordering".into(),
        network: q.network_text(),
        model: PlanModel::Orderly,
        valid: broken == 0,
        first_broken,
        broken,
        source: None,
        steps: value,
        messages: graph.edges() as u64,
        measure,
        value: u64::from(value),
        contention_free: None,
        per_originator,
        compare: compared(&q),
        permalink: None,
    };
    Ok(CheckedPlan {
        report,
        query: q,
        schedule: None,
        lists: Some(lists),
    })
}

/// The view's first ordering (Π on a torus), the certified optimum where
/// one is stored, and the lower bound.
fn compared(q: &Query) -> Vec<Compared> {
    let analysis = OrderlyAnalysis::new(q, None);
    let report = orderly_summary(&analysis, q);
    let dims = q.grid.dims();
    let mut out = Vec::new();
    if let Some(b) = report.broadcast_time {
        out.push(Compared {
            role: "algorithm".into(),
            name: q.algo.heading_text(dims),
            link: q.to_permalink(),
            value: u64::from(b),
            how: Text::new("planfile-how-every-originator"),
        });
    }
    let stored = match q.net {
        Net::Torus => certified::orderly(&q.grid),
        Net::Mesh | Net::Wk | Net::Msn | Net::Graph(_) => None,
    };
    if let Some(row) = stored {
        let c = &row.certificate;
        out.push(Compared {
            role: "best".into(),
            name: if c.is_optimum() {
                Text::new("planfile-name-certified-optimum")
            } else {
                Text::new("planfile-name-sat-witness")
            },
            link: format!("{}&cert=1", q.to_permalink()),
            value: c.upper,
            how: Text::new("planfile-how-certified"),
        });
    }
    out.push(Compared {
        role: "bound".into(),
        name: Text::new("planfile-name-cited").arg("cited", report.lower_bound_cited.clone()),
        link: q.to_permalink(),
        value: u64::from(report.lower_bound),
        how: Text::new("planfile-how-lower-bound"),
    });
    out
}
