//! A plan put on the network it names: its query and model, its nodes
//! as indices, a broadcast's messages as castlab's schedules hold them,
//! and an ordering's label lists. Below the evaluation (which reads a
//! `plan=` link's schedule or ordering through here) and above the
//! grammar.

use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use super::report::PlanModel;
use super::{
    NodeRef, OrderingPlan, Plan, PlanError, PlanRoute, SchedulePlan, link, place, read, route_place,
};
use crate::grid::NodeId;
use crate::permalink::{self, Net, Query, View};
use crate::schedule::{AxisOrder, Message, Schedule, Why};
use crate::text::Text;

/// The network a plan names, and its model. A one-port broadcast's grid
/// needs no algorithm (`permalink::parse_network`); a refused value is
/// refused, with no default put in its place.
pub fn network(text: &str) -> Result<(Query, PlanModel), PlanError> {
    let parsed = permalink::parse_network(text);
    if let Some(e) = parsed.errors.first() {
        return Err(PlanError::Network(e.refused_text()));
    }
    let q = parsed.query;
    let model = match q.view {
        View::Tcd => PlanModel::OnePort,
        View::Broadcast => PlanModel::AllPort,
        View::Te => PlanModel::StoreAndForward,
        View::Orderly => PlanModel::Orderly,
        View::Classical => PlanModel::Telephone,
        View::Route | View::Mnb | View::Hamiltonian | View::Areas => {
            return Err(PlanError::Network(
                Text::new("planfile-view-no-plan").arg("view", q.view.to_string()),
            ));
        }
    };
    Ok((q, model))
}

/// The query whose link shows a plan on `q`'s network: a one-port grid
/// with an algorithm that runs on it (the page draws its map beside the
/// plan): the default, else the least known (the exhaustive optimum on
/// 2×4), else the certified witness (`cert=1`); `None` where none runs
/// (5×7: `castlab check` judges it, the page has no map of it). The link
/// is kept only if it reads back with no refusal.
pub fn link_query(q: &Query) -> Option<Query> {
    use crate::permalink::{Algo, fits};
    let mut out = q.clone();
    if q.view == View::Tcd {
        out.algo = [q.algo, Algo::Least, Algo::Optimum]
            .into_iter()
            .find(|&algo| fits::runs_on(algo, &q.grid))?;
    }
    let parsed = permalink::parse(&out.to_permalink());
    parsed.errors.is_empty().then_some(out)
}

/// A node by index as a plan writes it on the query's network.
pub fn node_ref(q: &Query, index: usize) -> NodeRef {
    match q.net {
        Net::Wk => NodeRef::Address(q.wk.address(crate::wk::WkNode::new(index))),
        Net::Graph(_) => NodeRef::Address(
            q.topology()
                .map_or_else(alloc::string::String::new, |g| g.address(index)),
        ),
        Net::Mesh | Net::Torus | Net::Msn => {
            NodeRef::Coords(q.grid.coords(NodeId::new(index)).to_vec())
        }
    }
}

/// Resolves `node`, or says where the file names one off the network.
pub fn on_network(q: &Query, node: &NodeRef, at: &Text) -> Result<usize, PlanError> {
    q.node_index(node).ok_or_else(|| PlanError::OffNetwork {
        place: at.clone(),
        node: node.to_string(),
    })
}

/// The source a broadcast's file names, on its network.
pub fn source_of(s: &SchedulePlan, q: &Query) -> Result<usize, PlanError> {
    let node = s
        .source
        .as_ref()
        .ok_or_else(|| PlanError::Field(Text::new("planfile-needs-source")))?;
    on_network(q, node, &Text::new("planfile-place-source"))
}

/// A plan's calls on its network, by vertex index.
pub fn calls_of(s: &SchedulePlan, q: &Query) -> Result<crate::classical::Calls, PlanError> {
    let source = source_of(s, q)?;
    let mut rounds = Vec::with_capacity(s.steps.len());
    for (i, step) in s.steps.iter().enumerate() {
        let mut round = Vec::with_capacity(step.len());
        for (j, m) in step.iter().enumerate() {
            let here = place(i, j);
            if m.route.is_some() || m.half {
                return Err(PlanError::Field(
                    Text::new("planfile-call-one-link").arg("place", here),
                ));
            }
            round.push(crate::classical::Call {
                from: on_network(q, &m.from, &here)? as u32,
                to: on_network(q, &m.to, &here)? as u32,
            });
        }
        rounds.push(round);
    }
    Ok(crate::classical::Calls {
        source: source as u32,
        rounds,
        rules: Vec::new(),
    })
}

/// A broadcast file's messages as castlab's schedules hold them, with
/// the routes given as nodes.
pub fn messages(
    s: &SchedulePlan,
    q: &Query,
) -> Result<(Vec<Message>, Vec<Vec<NodeId>>), PlanError> {
    let dims = q.grid.dims();
    let mut out = Vec::new();
    let mut paths = Vec::new();
    for (i, step) in s.steps.iter().enumerate() {
        for (j, m) in step.iter().enumerate() {
            let at = place(i, j);
            let from = NodeId::new(on_network(q, &m.from, &at)?);
            let to = NodeId::new(on_network(q, &m.to, &at)?);
            let (route, path) = match &m.route {
                None => (AxisOrder::DIMENSION_ORDER, Vec::new()),
                Some(PlanRoute::Axes(letters)) => (axes(letters, dims, &at)?, Vec::new()),
                Some(PlanRoute::Nodes(nodes)) => {
                    let mut path = nodes
                        .iter()
                        .map(|n| on_network(q, n, &route_place(&at)).map(NodeId::new))
                        .collect::<Result<Vec<_>, _>>()?;
                    // An empty list is a route that never leaves the
                    // sender (the validator reads an empty path as none).
                    if path.is_empty() {
                        path.push(from);
                    }
                    (AxisOrder::DIMENSION_ORDER, path)
                }
            };
            if m.half {
                return Err(PlanError::Field(
                    Text::new("planfile-half-te").arg("place", at),
                ));
            }
            out.push(Message {
                step: i as u32 + 1,
                from,
                to,
                route,
                why: Why::Untraced,
            });
            paths.push(path);
        }
    }
    Ok((out, paths))
}

/// An axis order written as letters, each axis of the grid at most once.
fn axes(letters: &str, dims: usize, at: &Text) -> Result<AxisOrder, PlanError> {
    let names = &"xyzwvu"[..dims];
    let axes: Option<Vec<u8>> = letters
        .chars()
        .map(|c| names.find(c).map(|a| a as u8))
        .collect();
    axes.and_then(|a| AxisOrder::new(&a)).ok_or_else(|| {
        PlanError::Field(
            Text::new("planfile-axes")
                .arg("place", at.clone())
                .arg("route", format!("{letters:?}"))
                .arg("axes", format!("{names:?}")),
        )
    })
}

/// A one-port broadcast file as castlab's schedules are, on the network
/// `q` names (its `src` set to the file's source).
pub fn one_port_schedule(s: &SchedulePlan, q: &mut Query) -> Result<Schedule, PlanError> {
    let source = NodeId::new(source_of(s, q)?);
    q.src = q.grid.coords(source);
    let (messages, paths) = messages(s, q)?;
    Ok(Schedule {
        source,
        steps: s.steps.len() as u32,
        messages,
        paths,
    })
}

/// A `plan=` value read (not checked): the plan, if it decodes and reads.
pub fn read_link(value: &str) -> Option<Plan> {
    read(&link::decode(value).ok()?).ok()
}

/// A `plan=` link's one-port schedule, put on its network: what the TCD
/// view draws and validates instead of the algorithm's.
pub fn schedule_of_link(value: &str) -> Option<Schedule> {
    match read_link(value)? {
        Plan::Schedule(s) => {
            let (mut q, model) = network(&s.network).ok()?;
            (model == PlanModel::OnePort)
                .then(|| one_port_schedule(&s, &mut q).ok())
                .flatten()
        }
        Plan::Ordering(_) => None,
    }
}

/// Whether a plan can be put on its network: its model takes its kind,
/// and every node, route and rule it names exists there. What a front end
/// asks before it makes a plan's link (the rules of the model are the
/// check's to judge, by the worker).
pub fn on_its_network(plan: &Plan) -> Result<(), PlanError> {
    match plan {
        Plan::Schedule(s) => {
            let (mut q, model) = network(&s.network)?;
            match model {
                PlanModel::OnePort => one_port_schedule(s, &mut q).map(drop),
                PlanModel::Telephone => calls_of(s, &q).map(drop),
                PlanModel::AllPort | PlanModel::StoreAndForward => {
                    if model == PlanModel::AllPort {
                        source_of(s, &q)?;
                    } else if s.source.is_some() {
                        return Err(PlanError::Field(Text::new("planfile-exchange-no-source")));
                    }
                    for (i, step) in s.steps.iter().enumerate() {
                        for (j, m) in step.iter().enumerate() {
                            let at = place(i, j);
                            on_network(&q, &m.from, &at)?;
                            on_network(&q, &m.to, &at)?;
                            if let Some(PlanRoute::Nodes(nodes)) = &m.route {
                                for n in nodes {
                                    on_network(&q, n, &route_place(&at))?;
                                }
                            }
                        }
                    }
                    Ok(())
                }
                PlanModel::Orderly => {
                    Err(PlanError::Network(Text::new("planfile-schedule-network")))
                }
            }
        }
        Plan::Ordering(o) => {
            let (q, model) = network(&o.network)?;
            if model != PlanModel::Orderly {
                return Err(PlanError::Network(Text::new("planfile-ordering-network")));
            }
            let n = q.node_count();
            ordering_lists(o, &q, n, |_| alloc::vec![Vec::new(); n]).map(drop)
        }
    }
}

/// A `plan=` link's all-port broadcast (a WK network): each message as
/// (step, sender, receiver) by node index, for the WK view to draw.
pub fn deliveries_of_link(value: &str) -> Option<Vec<(u32, usize, usize)>> {
    let Plan::Schedule(s) = read_link(value)? else {
        return None;
    };
    let (q, model) = network(&s.network).ok()?;
    if model != PlanModel::AllPort {
        return None;
    }
    let mut out = Vec::new();
    for (i, step) in s.steps.iter().enumerate() {
        for m in step {
            out.push((i as u32 + 1, q.node_index(&m.from)?, q.node_index(&m.to)?));
        }
    }
    Some(out)
}

/// The label lists an ordering file gives on the network `q` names, with
/// `n` vertices: its own, or those of its rule (`rule_lists`, which knows
/// the orderings) with its overrides. Whether each list is exactly its
/// vertex's neighbours is the check's to say.
pub fn ordering_lists(
    o: &OrderingPlan,
    q: &Query,
    n: usize,
    rule_lists: impl FnOnce(&Query) -> Vec<Vec<u32>>,
) -> Result<Vec<Vec<u32>>, PlanError> {
    let resolve_list = |list: &[NodeRef], at: &Text| {
        list.iter()
            .map(|node| on_network(q, node, at).map(|v| v as u32))
            .collect::<Result<Vec<u32>, _>>()
    };
    let mut lists: Vec<Vec<u32>> = match (&o.labels, &o.rule) {
        (Some(_), Some(_)) => {
            return Err(PlanError::Field(Text::new("planfile-labels-or-rule")));
        }
        (None, None) => {
            return Err(PlanError::Field(Text::new("planfile-ordering-needs")));
        }
        (Some(labels), None) => {
            if labels.len() != n {
                return Err(PlanError::Field(
                    Text::new("planfile-labels-count")
                        .arg("listed", labels.len())
                        .arg("nodes", n),
                ));
            }
            labels
                .iter()
                .enumerate()
                .map(|(v, list)| {
                    let at = Text::new("planfile-place-labels")
                        .arg("vertex", node_ref(q, v).to_string());
                    resolve_list(list, &at)
                })
                .collect::<Result<_, _>>()?
        }
        (None, Some(rule)) => {
            // A bare name: anything else would splice keys into the query.
            if rule.is_empty() || !rule.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') {
                return Err(PlanError::Field(
                    Text::new("planfile-rule-name").arg("rule", format!("{rule:?}")),
                ));
            }
            let parsed = permalink::parse(&format!("{}&algo={rule}", q.network_text()));
            if let Some(e) = parsed.errors.first() {
                return Err(PlanError::Field(
                    Text::new("planfile-rule-refused").arg("reason", e.refused_text()),
                ));
            }
            rule_lists(&parsed.query)
        }
    };
    for ov in &o.overrides {
        let v = on_network(q, &ov.vertex, &Text::new("planfile-place-override-vertex"))?;
        let at = Text::new("planfile-place-override").arg("vertex", ov.vertex.to_string());
        lists[v] = resolve_list(&ov.labels, &at)?;
    }
    Ok(lists)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule(body: &str) -> Plan {
        read(&format!(
            "{{\"castlab\": \"schedule\", \"version\": 1, \"network\": \"v=1&net=mesh&dims=2x2&view=tcd\", {body}}}"
        ))
        .expect("the format reads")
    }

    /// What a front end asks before it makes a link: each node, route and
    /// rule named must exist on the plan's network (the 2×2 mesh has x, y
    /// in 0..2; its axes are x and y); the rules of the model are not asked.
    #[test]
    fn only_plans_on_their_network_pass() {
        let ok = "\"source\": [0, 0], \"steps\": [[{\"from\": [0, 0], \"to\": [1, 0]}], \
                  [{\"from\": [0, 0], \"to\": [0, 1]}, {\"from\": [1, 0], \"to\": [1, 1], \"route\": \"yx\"}]]";
        assert_eq!(on_its_network(&schedule(ok)), Ok(()));
        // Broken rules are the check's: twice informed still resolves.
        let twice = "\"source\": [0, 0], \"steps\": [[{\"from\": [0, 0], \"to\": [0, 0]}]]";
        assert_eq!(on_its_network(&schedule(twice)), Ok(()));
        let off = "\"source\": [0, 0], \"steps\": [[{\"from\": [0, 0], \"to\": [2, 0]}]]";
        assert!(matches!(
            on_its_network(&schedule(off)),
            Err(PlanError::OffNetwork { node, .. }) if node == "(2, 0)"
        ));
        let axes = "\"source\": [0, 0], \"steps\": [[{\"from\": [0, 0], \"to\": [1, 0], \"route\": \"xz\"}]]";
        assert!(matches!(
            on_its_network(&schedule(axes)),
            Err(PlanError::Field(_))
        ));
        let ordering = |rule: &str| {
            read(&format!(
                "{{\"castlab\": \"ordering\", \"version\": 1, \"network\": \"v=1&net=torus&dims=4x4&view=orderly\", \"rule\": \"{rule}\"}}"
            ))
            .expect("the format reads")
        };
        assert_eq!(on_its_network(&ordering("pi")), Ok(()));
        assert!(on_its_network(&ordering("pi&view=tcd")).is_err());
        assert!(on_its_network(&ordering("none-such")).is_err());
    }
}
