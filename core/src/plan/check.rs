//! A plan put on its network and judged: the model's validator (the one
//! castlab's own schedules go through), the numbers `castlab eval` prints
//! for it, and how it compares with the paper's algorithm and the best
//! castlab knows.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use super::{NodeRef, Plan, PlanError, PlanRoute, SchedulePlan, place};
use crate::eval::{Analysis, Known};
use crate::grid::{Grid, NodeId};
use crate::permalink::{self, Algo, Net, Query, View};
use crate::schedule::{self, AxisOrder, Message, Schedule, Violation, Why};

mod models;
mod ordering;

pub(crate) use ordering::valid_lists;

/// The communication model a plan is judged in, from its network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Model {
    /// Papers 000 and 002: one message per informed node per step, at any
    /// distance; time-step optimal.
    OnePort,
    /// Paper 001: every link at once, one hop per step.
    AllPort,
    /// Paper 004: a packet per directed link per (half) slot.
    StoreAndForward,
    /// Paper 003: each vertex's fixed label order.
    Orderly,
}

/// The first broken rule, where it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Broken {
    /// The rule's name: `one-port`, `informed-once`, `source`,
    /// `sender-informed`, `on-links`, `contention`, `step-optimal`,
    /// `all-informed`, `delivered-once`, `all-delivered`, `labels`.
    pub rule: String,
    /// The step (or half slot) it breaks in, where it has one.
    pub step: Option<u32>,
    /// The nodes it names, to mark on the map.
    pub nodes: Vec<NodeRef>,
    /// What is wrong, in words.
    pub message: String,
}

/// A value the plan is compared with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Compared {
    /// Whose value: `algorithm` (the paper's), `best` (the least castlab
    /// knows) or `bound` (no plan does better).
    pub role: String,
    /// What it is, in words ("Algorithm 1 (Cang and Wu 1998)").
    pub name: String,
    /// The permalink that shows it.
    pub link: String,
    /// Its value, in the plan's measure.
    pub value: u64,
    /// How it is known ("simulated", "exhaustive search", "certified", …).
    pub how: String,
}

/// What `castlab check` prints for a plan.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckReport {
    /// `schedule` or `ordering`.
    pub kind: String,
    /// The network, as a canonical permalink query.
    pub network: String,
    /// The model it is judged in.
    pub model: Model,
    /// Whether every rule holds.
    pub valid: bool,
    /// The first broken rule (by step, then by the file's order).
    pub first_broken: Option<Broken>,
    /// Every broken rule, counted each time it breaks.
    pub broken: u64,
    /// The source, for a broadcast.
    pub source: Option<NodeRef>,
    /// Steps listed (store and forward: half slots until the last packet
    /// arrives).
    pub steps: u32,
    /// Messages (packets) listed.
    pub messages: u64,
    /// What the plan is measured by: `tcd`, `steps`, `half slots` or
    /// `broadcast time`.
    pub measure: String,
    /// Its value in that measure (the TCD, the steps, the half slots, the
    /// broadcast time b(G)).
    pub value: u64,
    /// One-port: whether no two messages of a step share a directed link
    /// (the papers' model allows it; castlab reports it).
    pub contention_free: Option<bool>,
    /// Orderly: every originator's broadcast time, x fastest.
    pub per_originator: Option<Vec<u32>>,
    /// The values it is compared with.
    pub compare: Vec<Compared>,
    /// The permalink that opens the plan in the page (`plan=`), if it is
    /// small enough to travel in one.
    pub permalink: Option<String>,
}

/// A plan put on its network: the report, and what a front end draws.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The verdict and the numbers.
    pub report: CheckReport,
    /// The network's query (with the source's `src=`).
    pub query: Query,
    /// A one-port schedule as castlab's own are, with each message's
    /// route as nodes where the file gave one.
    pub schedule: Option<Schedule>,
    /// An ordering's label lists by vertex index.
    pub lists: Option<Vec<Vec<u32>>>,
}

/// The network a plan names, and its model.
pub fn network(text: &str) -> Result<(Query, Model), PlanError> {
    let parsed = permalink::parse(text);
    if let Some(e) = parsed.errors.first() {
        return Err(PlanError::Network(e.to_string()));
    }
    let q = parsed.query;
    let model = match q.view {
        View::Tcd => Model::OnePort,
        View::Broadcast => Model::AllPort,
        View::Te => Model::StoreAndForward,
        View::Orderly => Model::Orderly,
        View::Route | View::Mnb | View::Hamiltonian | View::Areas => {
            return Err(PlanError::Network(format!(
                "view={} takes no plan; a schedule's network has view=tcd (mesh, torus), \
                 view=broadcast (wk) or view=te (msn), an ordering's view=orderly",
                q.view
            )));
        }
    };
    Ok((q, model))
}

/// The network part of a query, as a plan's `network` writes it: every
/// key spelled out, defaults too, so a file says what it is for.
pub fn network_text(q: &Query) -> String {
    let shape = match q.net {
        Net::Wk => format!("w={}&l={}", q.wk.w(), q.wk.l()),
        Net::Mesh | Net::Torus | Net::Msn => format!("dims={}", permalink::dims_text(&q.grid)),
    };
    let model = if q.view == View::Orderly && q.adaptive {
        "&model=adaptive"
    } else {
        ""
    };
    format!("v=1&net={}&{shape}&view={}{model}", q.net, q.view)
}

/// A node of the network a query names: coordinates on a grid (or MSN),
/// address digits on WK.
pub fn resolve(q: &Query, node: &NodeRef) -> Option<usize> {
    match (q.net, node) {
        (Net::Wk, NodeRef::Address(a)) => {
            let digits: Option<Vec<u32>> = a.chars().map(|c| c.to_digit(10)).collect();
            q.wk.node(&digits?).map(|v| v.index())
        }
        (Net::Mesh | Net::Torus | Net::Msn, NodeRef::Coords(c)) => {
            q.grid.node(c).map(NodeId::index)
        }
        (Net::Wk, NodeRef::Coords(_))
        | (Net::Mesh | Net::Torus | Net::Msn, NodeRef::Address(_)) => None,
    }
}

/// A node by index as a plan writes it on the query's network.
pub(crate) fn node_ref(q: &Query, index: usize) -> NodeRef {
    match q.net {
        Net::Wk => NodeRef::Address(q.wk.address(crate::wk::WkNode::new(index))),
        Net::Mesh | Net::Torus | Net::Msn => {
            NodeRef::Coords(q.grid.coords(NodeId::new(index)).to_vec())
        }
    }
}

/// Resolves `node`, or says where the file names one off the network.
pub(crate) fn on_network(q: &Query, node: &NodeRef, at: &str) -> Result<usize, PlanError> {
    resolve(q, node).ok_or_else(|| PlanError::OffNetwork {
        place: at.to_string(),
        node: node.to_string(),
    })
}

/// Checks a plan on its network (see the module doc).
pub fn check(plan: &Plan) -> Result<Checked, PlanError> {
    let mut checked = judge(plan)?;
    let mut q = checked.query.clone();
    q.plan = super::link::encode(&super::write(plan));
    checked.report.permalink = q.plan.is_some().then(|| q.to_permalink());
    Ok(checked)
}

fn judge(plan: &Plan) -> Result<Checked, PlanError> {
    match plan {
        Plan::Schedule(s) => {
            let (q, model) = network(&s.network)?;
            match model {
                Model::OnePort => one_port(s, q),
                Model::AllPort => models::all_port(s, q),
                Model::StoreAndForward => models::store_and_forward(s, q),
                Model::Orderly => Err(PlanError::Network(
                    "a schedule's network needs view=tcd, view=broadcast or view=te; \
                     view=orderly takes an ordering"
                        .into(),
                )),
            }
        }
        Plan::Ordering(o) => ordering::check(o),
    }
}

/// The source a broadcast's file names, on its network.
pub(crate) fn source_of(s: &SchedulePlan, q: &Query) -> Result<usize, PlanError> {
    let node = s
        .source
        .as_ref()
        .ok_or_else(|| PlanError::Field("a broadcast needs \"source\"".into()))?;
    on_network(q, node, "\"source\"")
}

/// A broadcast file's messages as castlab's schedules hold them, with
/// the routes given as nodes.
fn messages(s: &SchedulePlan, q: &Query) -> Result<(Vec<Message>, Vec<Vec<NodeId>>), PlanError> {
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
                        .map(|n| on_network(q, n, &format!("{at}, its route")).map(NodeId::new))
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
                return Err(PlanError::Field(format!(
                    "{at}: \"half\" is for store and forward (view=te)"
                )));
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
fn axes(letters: &str, dims: usize, at: &str) -> Result<AxisOrder, PlanError> {
    let names = &"xyzwvu"[..dims];
    let axes: Option<Vec<u8>> = letters
        .chars()
        .map(|c| names.find(c).map(|a| a as u8))
        .collect();
    axes.and_then(|a| AxisOrder::new(&a)).ok_or_else(|| {
        PlanError::Field(format!(
            "{at}: route {letters:?} is not an axis order of {names:?} (each axis at most once)"
        ))
    })
}

/// A one-port broadcast file as castlab's schedules are, on the network
/// `q` names (its `src` set to the file's source).
pub(crate) fn one_port_schedule(s: &SchedulePlan, q: &mut Query) -> Result<Schedule, PlanError> {
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

/// A one-port broadcast on a mesh or torus (papers 000 and 002).
fn one_port(s: &SchedulePlan, mut q: Query) -> Result<Checked, PlanError> {
    let grid = q.grid;
    let schedule = one_port_schedule(s, &mut q)?;
    let source = schedule.source;
    let v = schedule::validate(&grid, &schedule);
    let first_broken = v.violation.map(|e| one_port_broken(&q, &grid, source, e));
    let analysis = Analysis::new(&grid);
    let report = CheckReport {
        kind: "schedule".into(),
        network: network_text(&q),
        model: Model::OnePort,
        valid: v.is_valid(),
        first_broken,
        broken: v.broken as u64,
        source: Some(node_ref(&q, source.index())),
        steps: schedule.steps,
        messages: v.messages as u64,
        measure: "tcd".into(),
        value: v.tcd,
        contention_free: Some(v.contention_free),
        per_originator: None,
        compare: tcd_compared(&analysis, &q, source),
        permalink: None,
    };
    Ok(Checked {
        report,
        query: q,
        schedule: Some(schedule),
        lists: None,
    })
}

fn one_port_broken(q: &Query, grid: &Grid, source: NodeId, v: Violation) -> Broken {
    let at = |n: NodeId| node_ref(q, n.index());
    let (rule, step, nodes, message) = match v {
        Violation::NotStepOptimal { steps, optimal } => (
            "step-optimal",
            None,
            vec![],
            format!(
                "the schedule takes {steps} steps; a time-step-optimal broadcast on {} nodes takes ⌈log₂N⌉ = {optimal}",
                grid.node_count()
            ),
        ),
        Violation::SenderNotInformed { step, node } if step == 1 && node != source => (
            "source",
            Some(step),
            vec![at(node), at(source)],
            format!(
                "step 1: {} sends, but only the source {} holds the message",
                at(node),
                at(source)
            ),
        ),
        Violation::SenderNotInformed { step, node } => (
            "sender-informed",
            Some(step),
            vec![at(node)],
            format!("step {step}: {} sends before it is informed", at(node)),
        ),
        Violation::SenderBusy { step, node } => (
            "one-port",
            Some(step),
            vec![at(node)],
            format!(
                "step {step}: {} sends two messages (one port: one per step)",
                at(node)
            ),
        ),
        Violation::InformedTwice { step, node } => (
            "informed-once",
            Some(step),
            vec![at(node)],
            format!("step {step}: {} is informed a second time", at(node)),
        ),
        Violation::NotAllInformed { missing } => (
            "all-informed",
            None,
            vec![],
            format!("{missing} nodes are never informed"),
        ),
        Violation::OffLink { step, from, to } => (
            "on-links",
            Some(step),
            vec![at(from), at(to)],
            format!(
                "step {step}: a route steps from {} to {}, which share no link",
                at(from),
                at(to)
            ),
        ),
        Violation::RouteEnds { step, node } => (
            "on-links",
            Some(step),
            vec![at(node)],
            format!(
                "step {step}: the route of {}'s message does not run from it to its receiver",
                at(node)
            ),
        ),
        // Resolved before validating: a node off the grid is the file's error.
        Violation::StepOutOfRange { .. }
        | Violation::UnknownNode { .. }
        | Violation::UnknownSource => ("on-network", None, vec![], v.to_string()),
    };
    Broken {
        rule: rule.into(),
        step,
        nodes,
        message,
    }
}

/// The paper's algorithm and the least known TCD at `source`.
fn tcd_compared(analysis: &Analysis, q: &Query, source: NodeId) -> Vec<Compared> {
    let i = source.index();
    let link = |algo: Algo| Query { algo, ..q.clone() }.to_permalink();
    let mut out = Vec::new();
    if let Some(map) = analysis.map(Algo::Paper) {
        out.push(Compared {
            role: "algorithm".into(),
            name: Algo::Paper.heading(q.grid.dims()).into(),
            link: link(Algo::Paper),
            value: map[i],
            how: "simulated from its schedule".into(),
        });
    }
    if let Some(least) = analysis.least() {
        let how = match least.known[i] {
            Known::Exact => "the exhaustive optimum",
            Known::Proven => "certified optimal (SAT, DRAT proof)",
            Known::Interval | Known::Bound => "the least of castlab's schedules",
        };
        out.push(Compared {
            role: "best".into(),
            name: format!(
                "the least TCD castlab knows, by {}",
                least.by[i].heading(q.grid.dims())
            ),
            link: link(Algo::Least),
            value: least.map[i],
            how: how.into(),
        });
        out.push(Compared {
            role: "bound".into(),
            name: "no schedule does better".into(),
            link: link(Algo::Least),
            value: least.lower[i],
            how: "proven lower bound".into(),
        });
    }
    out
}
