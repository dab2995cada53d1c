//! Explicit broadcast schedules and the one validator every algorithm goes
//! through.
//!
//! A [`Schedule`] lists every message: the step it is sent in, its sender and
//! receiver, and its route (a dimension order). [`validate`] checks the
//! one-port, time-step-optimal model of papers 000 and 002 and recomputes the total
//! communication distance (TCD) from the routes, so no algorithm reports a
//! number the validator has not recounted.

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::grid::{Grid, MAX_DIMS, NodeId};
use crate::text::Text;

mod routes;

pub use routes::{
    EXHAUSTIVE_STEP_LIMIT, RouteAssignment, RouteSearch, assign_routes, candidate_orders,
};

/// The order in which a route walks the axes: `[0, 1]` is XY, `[1, 0]` is YX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AxisOrder([u8; MAX_DIMS]);

impl AxisOrder {
    /// x first, then y, then z, … (XY routing in 2-D).
    pub const DIMENSION_ORDER: AxisOrder = AxisOrder([0, 1, 2, 3, 4, 5]);

    /// An order from a permutation of `0..axes.len()`, padded with the
    /// remaining axes in increasing order.
    pub fn new(axes: &[u8]) -> Option<Self> {
        if axes.len() > MAX_DIMS {
            return None;
        }
        let mut seen = [false; MAX_DIMS];
        for &a in axes {
            let a = usize::from(a);
            if a >= MAX_DIMS || seen[a] {
                return None;
            }
            seen[a] = true;
        }
        let rest = (0..MAX_DIMS as u8).filter(|&a| !seen[usize::from(a)]);
        let mut order = [0u8; MAX_DIMS];
        for (slot, a) in order.iter_mut().zip(axes.iter().copied().chain(rest)) {
            *slot = a;
        }
        Some(AxisOrder(order))
    }

    /// An order as a listed schedule writes it ("yx", "xzy"; axes x, y, z,
    /// w, v, u), on a `dims`-dimensional grid; dimension order if it is
    /// not one.
    pub fn from_letters(text: &str, dims: usize) -> Self {
        let axes: Vec<u8> = text
            .chars()
            .filter_map(|c| "xyzwvu".find(c).map(|a| a as u8))
            .collect();
        AxisOrder::new(&axes[..axes.len().min(dims)]).unwrap_or(AxisOrder::DIMENSION_ORDER)
    }

    /// The axes of a `dims`-dimensional grid in walking order.
    pub fn axes(&self, dims: usize) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .map(|&a| usize::from(a))
            .filter(move |&a| a < dims)
    }
}

/// One message of a broadcast.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// The step it is sent in, from 1.
    pub step: u32,
    /// The sender, informed before `step`.
    pub from: NodeId,
    /// The receiver, informed by this message.
    pub to: NodeId,
    /// The dimension order of its route.
    pub route: AxisOrder,
    /// The rule of its algorithm that sent it, set by the code that built
    /// the schedule: the raw data of the trace (`crate::trace`).
    pub why: Why,
}

/// Which rule of its algorithm sent a message of a TCD schedule. Levels
/// count the cube's side as 2^level; axes are 0 = x, 1 = y, 2 = z, ….
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Why {
    /// No rule recorded: a schedule written by hand (tests, files).
    Untraced,
    /// 000 Algorithm 1 / 002 Algorithm 2 / the d-D phase: the submesh's
    /// holder S sends across `axis`, to the eye-side point of the
    /// receiving submesh.
    Holder { level: u8, axis: u8 },
    /// The same algorithms: any other holder sends straight across `axis`.
    Across { level: u8, axis: u8 },
    /// `recursive`: a holder sends across `axis` to the node of the
    /// receiving subcube that minimises distance plus that subcube's
    /// remaining cost.
    Target { level: u8, axis: u8 },
    /// `exact`: the subset DP's best split; the receiver takes over
    /// `nodes` of the sender's nodes.
    Split { nodes: u8 },
    /// A certified numbering: number x hears from x − 2^b at step b + 1.
    Numbered,
}

/// A broadcast as a checkable object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// The node that holds the message before step 1.
    pub source: NodeId,
    /// Number of steps.
    pub steps: u32,
    /// Every message, in any order.
    pub messages: Vec<Message>,
    /// Routes given as nodes, sender first, by message index (a schedule
    /// read from a file, `crate::plan`): a message with none here, or an
    /// empty one, walks its axis order. Empty for castlab's own.
    pub paths: Vec<Vec<NodeId>>,
}

impl Schedule {
    /// The schedule from `source` whose messages are the `(step, from, to,
    /// why)` tuples of `raw`, each end put on the grid by `place`, every
    /// route dimension-ordered (x first): how the algorithms turn the
    /// messages they emit, with the rule that sent each, into a checkable
    /// object.
    pub fn dimension_ordered<P>(
        source: NodeId,
        steps: u32,
        raw: impl IntoIterator<Item = (u32, P, P, Why)>,
        mut place: impl FnMut(P) -> NodeId,
    ) -> Schedule {
        let messages = raw
            .into_iter()
            .map(|(step, from, to, why)| Message {
                step,
                from: place(from),
                to: place(to),
                route: AxisOrder::DIMENSION_ORDER,
                why,
            })
            .collect();
        Schedule {
            source,
            steps,
            messages,
            paths: Vec::new(),
        }
    }

    /// Message `i`'s route as nodes, if the schedule was given one.
    pub fn path(&self, i: usize) -> Option<&[NodeId]> {
        self.paths
            .get(i)
            .map(Vec::as_slice)
            .filter(|p| !p.is_empty())
    }

    /// The links message `i` uses: its route as nodes, or its axis order.
    /// A path that leaves the links stops at the last link it has.
    pub fn links(&self, grid: &Grid, i: usize) -> Vec<RouteLink> {
        let m = &self.messages[i];
        match self.path(i) {
            Some(path) => path_links(grid, path).unwrap_or_else(|_| {
                let ok = path
                    .windows(2)
                    .take_while(|w| path_links(grid, w).is_ok())
                    .count();
                path_links(grid, &path[..=ok]).unwrap_or_default()
            }),
            None => route(grid, m.from, m.to, m.route),
        }
    }
}

/// One directed link a route uses: it leaves `from` along `axis`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RouteLink {
    /// The node the link leaves.
    pub from: NodeId,
    /// The axis it runs along.
    pub axis: usize,
    /// Whether it goes towards larger coordinates (modulo wraparound).
    pub forward: bool,
}

/// The links of the dimension-ordered route from `from` to `to`. On a torus
/// each axis goes the short way round, forwards on a tie.
pub fn route(grid: &Grid, from: NodeId, to: NodeId, order: AxisOrder) -> Vec<RouteLink> {
    let target = grid.coords(to);
    let mut at = from;
    let mut hops = Vec::with_capacity(grid.distance(from, to) as usize);
    for axis in order.axes(grid.dims()) {
        let side = grid.sides()[axis];
        let here = grid.coords(at)[axis];
        let there = target[axis];
        let ahead = (there + side - here) % side;
        let (count, forward) = if here == there {
            (0, true)
        } else if grid.is_torus() {
            if ahead <= side - ahead {
                (ahead, true)
            } else {
                (side - ahead, false)
            }
        } else if there > here {
            (there - here, true)
        } else {
            (here - there, false)
        };
        for _ in 0..count {
            hops.push(RouteLink {
                from: at,
                axis,
                forward,
            });
            at = grid
                .neighbour(at, axis, forward)
                .expect("a route stays inside the grid");
        }
    }
    debug_assert_eq!(at, to);
    hops
}

/// The step at which a node is never informed, in [`informed_steps`].
pub const NEVER: u32 = u32::MAX;

/// The step at which each node receives the message (0 for the source,
/// [`NEVER`] for nodes no message reaches).
pub fn informed_steps(grid: &Grid, schedule: &Schedule) -> Vec<u32> {
    let mut at = vec![NEVER; grid.node_count()];
    if let Some(s) = at.get_mut(schedule.source.index()) {
        *s = 0;
    }
    for m in &schedule.messages {
        if let Some(t) = at.get_mut(m.to.index()) {
            *t = (*t).min(m.step);
        }
    }
    at
}

/// One step of a schedule as aggregates, for schedules too big to draw
/// message by message: how loaded each node's outgoing links are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepLoad {
    /// Per node, the most messages of the step on one of its outgoing
    /// links (0: none; 2 or more: contention), saturating at 255.
    pub load: Vec<u8>,
    /// Messages sent in the step.
    pub messages: u32,
    /// Links their routes use, counted with multiplicity (the step's TCD).
    pub hops: u64,
}

/// The link loads of `step`, from the routes of its messages.
pub fn step_load(grid: &Grid, schedule: &Schedule, step: u32) -> StepLoad {
    let per_link = 2 * grid.dims();
    let mut links = vec![0u8; grid.node_count() * per_link];
    let (mut messages, mut hops) = (0u32, 0u64);
    for (i, _) in schedule
        .messages
        .iter()
        .enumerate()
        .filter(|(_, m)| m.step == step)
    {
        messages += 1;
        for h in schedule.links(grid, i) {
            let slot = &mut links[grid.link_slot(h.from, h.axis, h.forward)];
            *slot = slot.saturating_add(1);
            hops += 1;
        }
    }
    let load = links
        .chunks_exact(per_link.max(1))
        .map(|l| l.iter().copied().max().unwrap_or(0))
        .collect();
    StepLoad {
        load,
        messages,
        hops,
    }
}

/// Steps a time-step-optimal one-port broadcast on `nodes` nodes takes:
/// ⌈log₂ nodes⌉, since the informed set at most doubles each step.
pub fn optimal_steps(nodes: usize) -> u32 {
    if nodes <= 1 {
        0
    } else {
        usize::BITS - (nodes - 1).leading_zeros()
    }
}

/// The first rule a schedule breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Violation {
    /// The schedule takes more or fewer steps than ⌈log₂N⌉.
    NotStepOptimal { steps: u32, optimal: u32 },
    /// A message's step is outside `1..=steps`.
    StepOutOfRange { message: usize, step: u32 },
    /// A message names a node outside the grid.
    UnknownNode { message: usize },
    /// The source is outside the grid.
    UnknownSource,
    /// A message is sent by a node that is not informed yet.
    SenderNotInformed { step: u32, node: NodeId },
    /// A node sends twice in one step (one-port).
    SenderBusy { step: u32, node: NodeId },
    /// A node is informed a second time.
    InformedTwice { step: u32, node: NodeId },
    /// Some nodes are never informed.
    NotAllInformed { missing: usize },
    /// A route given as nodes steps between two nodes that share no link.
    OffLink { step: u32, from: NodeId, to: NodeId },
    /// A route given as nodes does not run from its message's sender to
    /// its receiver.
    RouteEnds { step: u32, node: NodeId },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Violation::NotStepOptimal { steps, optimal } => {
                write!(f, "takes {steps} steps, but ⌈log₂N⌉ = {optimal}")
            }
            Violation::StepOutOfRange { message, step } => {
                write!(
                    f,
                    "message {message} is sent in step {step}, outside the schedule"
                )
            }
            Violation::UnknownNode { message } => {
                write!(f, "message {message} names a node outside the grid")
            }
            Violation::UnknownSource => f.write_str("the source is outside the grid"),
            Violation::SenderNotInformed { step, node } => {
                write!(f, "step {step}: {node} sends before it is informed")
            }
            Violation::SenderBusy { step, node } => {
                write!(f, "step {step}: {node} sends twice (one-port)")
            }
            Violation::InformedTwice { step, node } => {
                write!(f, "step {step}: {node} is informed a second time")
            }
            Violation::NotAllInformed { missing: 1 } => f.write_str("1 node is never informed"),
            Violation::NotAllInformed { missing } => {
                write!(f, "{missing} nodes are never informed")
            }
            Violation::OffLink { step, from, to } => {
                write!(
                    f,
                    "step {step}: a route steps from {from} to {to}, which share no link"
                )
            }
            Violation::RouteEnds { step, node } => {
                write!(
                    f,
                    "step {step}: {node}'s route does not join its sender and receiver"
                )
            }
        }
    }
}

impl Violation {
    /// The broken rule for a reader (`locales/*/plans.ftl`), with nodes
    /// named by their index, as the `Display` form names them.
    pub fn text(&self) -> Text {
        self.text_with(&|n: NodeId| alloc::format!("{n}"))
    }

    /// [`Violation::text`] with nodes named by their coordinates on `grid`.
    pub fn text_on(&self, grid: &Grid) -> Text {
        self.text_with(&|n: NodeId| {
            let parts: Vec<alloc::string::String> = grid
                .coords(n)
                .iter()
                .map(|c| alloc::format!("{c}"))
                .collect();
            alloc::format!("({})", parts.join(", "))
        })
    }

    fn text_with(&self, at: &dyn Fn(NodeId) -> alloc::string::String) -> Text {
        match *self {
            Violation::NotStepOptimal { steps, optimal } => Text::new("schedule-not-step-optimal")
                .arg("steps", steps)
                .arg("optimal", optimal),
            Violation::StepOutOfRange { message, step } => Text::new("schedule-step-out-of-range")
                .arg("message", message)
                .arg("step", step),
            Violation::UnknownNode { message } => {
                Text::new("schedule-unknown-node").arg("message", message)
            }
            Violation::UnknownSource => Text::new("schedule-unknown-source"),
            Violation::SenderNotInformed { step, node } => Text::new("schedule-sender-uninformed")
                .arg("step", step)
                .arg("node", at(node)),
            Violation::SenderBusy { step, node } => Text::new("schedule-sender-busy")
                .arg("step", step)
                .arg("node", at(node)),
            Violation::InformedTwice { step, node } => Text::new("schedule-informed-twice")
                .arg("step", step)
                .arg("node", at(node)),
            Violation::NotAllInformed { missing } => {
                Text::new("schedule-not-all-informed").arg("missing", missing)
            }
            Violation::OffLink { step, from, to } => Text::new("schedule-off-link")
                .arg("step", step)
                .arg("from", at(from))
                .arg("to", at(to)),
            Violation::RouteEnds { step, node } => Text::new("schedule-route-ends")
                .arg("step", step)
                .arg("node", at(node)),
        }
    }
}

/// What [`validate`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Validation {
    /// The first broken rule, or `None` when the schedule is a valid
    /// time-step-optimal one-port broadcast.
    pub violation: Option<Violation>,
    /// Total communication distance: the hops of every route, summed.
    pub tcd: u64,
    /// Messages in the schedule.
    pub messages: usize,
    /// Nodes informed at the end, the source included.
    pub informed: usize,
    /// Whether no step uses a directed link twice: by two messages, or by
    /// one route crossing it twice (cut-through holds a route's links for
    /// the whole step; `docs/formats/README.md`).
    pub contention_free: bool,
    /// Every broken rule counted, each time it breaks (0 when valid).
    pub broken: usize,
    /// Pairs of messages of one step that share a directed link, counted
    /// once per shared link and step beyond the first use.
    pub contended: usize,
}

impl Validation {
    /// Whether every rule holds.
    pub fn is_valid(&self) -> bool {
        self.violation.is_none()
    }
}

fn fail(out: &mut Validation, v: Violation) {
    out.violation.get_or_insert(v);
    out.broken += 1;
}

/// The links of a route given as its nodes, sender first: the first pair
/// of consecutive nodes that share no link is the error.
pub fn path_links(grid: &Grid, path: &[NodeId]) -> Result<Vec<RouteLink>, (NodeId, NodeId)> {
    path.windows(2)
        .map(|pair| {
            let (a, b) = (pair[0], pair[1]);
            (0..grid.dims())
                .flat_map(|axis| [(axis, true), (axis, false)])
                .find(|&(axis, forward)| grid.neighbour(a, axis, forward) == Some(b))
                .map(|(axis, forward)| RouteLink {
                    from: a,
                    axis,
                    forward,
                })
                .ok_or((a, b))
        })
        .collect()
}

/// Checks `schedule` against the one-port, time-step-optimal model on `grid`
/// and recounts its TCD and link contention from the routes (a route given
/// as nodes must join its message's ends along links).
pub fn validate(grid: &Grid, schedule: &Schedule) -> Validation {
    let n = grid.node_count();
    let mut out = Validation {
        violation: None,
        tcd: 0,
        messages: schedule.messages.len(),
        informed: 0,
        contention_free: true,
        broken: 0,
        contended: 0,
    };
    let optimal = optimal_steps(n);
    if schedule.steps != optimal {
        fail(
            &mut out,
            Violation::NotStepOptimal {
                steps: schedule.steps,
                optimal,
            },
        );
    }
    if schedule.source.index() >= n {
        fail(&mut out, Violation::UnknownSource);
        return out;
    }

    // Bucket the messages by step (counting sort) so the check walks time.
    let steps = schedule.steps as usize;
    let mut starts = vec![0usize; steps + 2];
    for (i, m) in schedule.messages.iter().enumerate() {
        if m.step == 0 || m.step as usize > steps {
            fail(
                &mut out,
                Violation::StepOutOfRange {
                    message: i,
                    step: m.step,
                },
            );
            return out;
        }
        if m.from.index() >= n || m.to.index() >= n {
            fail(&mut out, Violation::UnknownNode { message: i });
            return out;
        }
        starts[m.step as usize + 1] += 1;
    }
    for s in 1..starts.len() {
        starts[s] += starts[s - 1];
    }
    let mut order = vec![0usize; schedule.messages.len()];
    let mut fill = starts.clone();
    for (i, m) in schedule.messages.iter().enumerate() {
        order[fill[m.step as usize]] = i;
        fill[m.step as usize] += 1;
    }

    // informed_at[v]: the step v was informed in (0 for the source).
    const NEVER: u32 = u32::MAX;
    let mut informed_at = vec![NEVER; n];
    informed_at[schedule.source.index()] = 0;
    let mut sent_in = vec![NEVER; n];
    let mut link_used_in = vec![NEVER; grid.directed_link_slots()];
    for step in 1..=schedule.steps {
        for &i in &order[starts[step as usize]..starts[step as usize + 1]] {
            let m = schedule.messages[i];
            if informed_at[m.from.index()] >= step {
                fail(
                    &mut out,
                    Violation::SenderNotInformed { step, node: m.from },
                );
            }
            if sent_in[m.from.index()] == step {
                fail(&mut out, Violation::SenderBusy { step, node: m.from });
            }
            sent_in[m.from.index()] = step;
            if informed_at[m.to.index()] != NEVER {
                fail(&mut out, Violation::InformedTwice { step, node: m.to });
            } else {
                informed_at[m.to.index()] = step;
            }
            let hops = match schedule.path(i) {
                None => route(grid, m.from, m.to, m.route),
                Some(path) if path.first() != Some(&m.from) || path.last() != Some(&m.to) => {
                    fail(&mut out, Violation::RouteEnds { step, node: m.from });
                    Vec::new()
                }
                Some(path) => path_links(grid, path).unwrap_or_else(|(from, to)| {
                    fail(&mut out, Violation::OffLink { step, from, to });
                    Vec::new()
                }),
            };
            for hop in hops {
                out.tcd += 1;
                let slot = grid.link_slot(hop.from, hop.axis, hop.forward);
                if link_used_in[slot] == step {
                    out.contention_free = false;
                    out.contended += 1;
                }
                link_used_in[slot] = step;
            }
        }
    }
    out.informed = informed_at.iter().filter(|&&t| t != NEVER).count();
    let missing = n - out.informed;
    if missing > 0 {
        fail(&mut out, Violation::NotAllInformed { missing });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(step: u32, from: usize, to: usize) -> Message {
        Message {
            step,
            from: NodeId::new(from),
            to: NodeId::new(to),
            route: AxisOrder::DIMENSION_ORDER,
            why: Why::Untraced,
        }
    }

    fn unit_square() -> (Grid, Schedule) {
        // Fig. 1(b) of paper 000: 0 -> 1, then 0 -> 2 and 1 -> 3; TCD 1 + 2 = 3.
        let g = Grid::mesh(&[2, 2]).unwrap();
        let s = Schedule {
            paths: Vec::new(),
            source: NodeId::new(0),
            steps: 2,
            messages: vec![msg(1, 0, 1), msg(2, 0, 2), msg(2, 1, 3)],
        };
        (g, s)
    }

    #[test]
    fn unit_mesh_broadcast_is_valid_with_tcd_3() {
        let (g, s) = unit_square();
        let v = validate(&g, &s);
        assert_eq!(v.violation, None);
        assert_eq!(v.tcd, 3);
        assert_eq!(v.informed, 4);
        assert!(v.contention_free);
    }

    #[test]
    fn each_rule_is_caught() {
        let (g, good) = unit_square();
        let with = |f: &dyn Fn(&mut Schedule)| {
            let mut s = good.clone();
            f(&mut s);
            validate(&g, &s).violation
        };
        assert_eq!(
            with(&|s| s.messages[1].from = NodeId::new(3)),
            Some(Violation::SenderNotInformed {
                step: 2,
                node: NodeId::new(3)
            })
        );
        assert_eq!(
            with(&|s| s.messages[2].from = NodeId::new(0)),
            Some(Violation::SenderBusy {
                step: 2,
                node: NodeId::new(0)
            })
        );
        assert_eq!(
            with(&|s| s.messages[2].to = NodeId::new(2)),
            Some(Violation::InformedTwice {
                step: 2,
                node: NodeId::new(2)
            })
        );
        assert_eq!(
            with(&|s| {
                s.messages.pop();
            }),
            Some(Violation::NotAllInformed { missing: 1 })
        );
        assert_eq!(
            with(&|s| s.messages[0].step = 3),
            Some(Violation::StepOutOfRange {
                message: 0,
                step: 3
            })
        );
        assert_eq!(
            with(&|s| s.steps = 3),
            Some(Violation::NotStepOptimal {
                steps: 3,
                optimal: 2
            })
        );
    }

    #[test]
    fn shared_link_in_one_step_is_contention() {
        // 4x1 mesh: 0 -> 2 uses 0->1->2; 1 -> 3 uses 1->2->3 in the same step:
        // they share the directed link 1->2.
        let g = Grid::mesh(&[4, 1]).unwrap();
        let s = Schedule {
            paths: Vec::new(),
            source: NodeId::new(1),
            steps: 2,
            messages: vec![msg(1, 1, 0), msg(2, 0, 2), msg(2, 1, 3)],
        };
        let v = validate(&g, &s);
        assert_eq!(v.violation, None);
        assert_eq!(v.tcd, 1 + 2 + 2);
        assert!(!v.contention_free);
    }

    #[test]
    fn routes_have_distance_many_hops_and_follow_the_order() {
        let g = Grid::torus(&[5, 4, 3]).unwrap();
        let yx = AxisOrder::new(&[1, 0]).unwrap();
        for a in 0..g.node_count() {
            for b in 0..g.node_count() {
                let (a, b) = (NodeId::new(a), NodeId::new(b));
                let hops = route(&g, a, b, yx);
                assert_eq!(hops.len() as u32, g.distance(a, b));
                let axes: Vec<usize> = hops.iter().map(|h| h.axis).collect();
                let mut sorted = axes.clone();
                sorted.sort_by_key(|&x| [1usize, 0, 2][x]);
                assert_eq!(axes, sorted, "axis order y, x, z");
            }
        }
    }

    #[test]
    fn optimal_steps_is_ceil_log2() {
        let expected = [(1, 0), (2, 1), (3, 2), (4, 2), (5, 3), (64, 6), (65, 7)];
        for (n, s) in expected {
            assert_eq!(optimal_steps(n), s, "n = {n}");
        }
    }

    #[test]
    fn axis_orders_reject_repeats() {
        assert!(AxisOrder::new(&[0, 0]).is_none());
        assert!(AxisOrder::new(&[6]).is_none());
        assert_eq!(
            AxisOrder::new(&[2, 0]).unwrap().axes(3).collect::<Vec<_>>(),
            vec![2, 0, 1]
        );
    }

    #[test]
    fn routes_are_reassigned_to_avoid_contention() {
        // In one step, A: (0,1)->(2,2) and B: (1,1)->(2,2) both walk
        // (1,1)->(2,1)->(2,2) under XY. B going y first avoids it. (Not a
        // broadcast: only the routes matter here.)
        let g = Grid::mesh(&[3, 3]).unwrap();
        let n = |x: u32, y: u32| g.node(&[x, y]).unwrap();
        let m = |from, to| Message {
            step: 1,
            from,
            to,
            route: AxisOrder::DIMENSION_ORDER,
            why: Why::Untraced,
        };
        let mut s = Schedule {
            paths: Vec::new(),
            source: n(0, 1),
            steps: 1,
            messages: vec![m(n(0, 1), n(2, 2)), m(n(1, 1), n(2, 2))],
        };
        assert!(!validate(&g, &s).contention_free);
        let a = assign_routes(&g, &mut s);
        assert_eq!(a.contention_free, Some(true));
        assert_eq!(
            s.messages[0].route,
            AxisOrder::DIMENSION_ORDER,
            "A keeps XY"
        );
        assert_eq!(s.messages[1].route, AxisOrder::new(&[1, 0]).unwrap());
        assert!(validate(&g, &s).contention_free);
    }

    #[test]
    fn impossible_steps_are_proven_impossible() {
        // Two messages along the same straight line in the same direction
        // share links under every order.
        let g = Grid::mesh(&[4, 1]).unwrap();
        let mut s = Schedule {
            paths: Vec::new(),
            source: NodeId::new(0),
            steps: 1,
            messages: vec![msg(1, 0, 2), msg(1, 1, 3)],
        };
        let a = assign_routes(&g, &mut s);
        assert_eq!(a.contention_free, Some(false));
        assert_eq!(a.method, RouteSearch::Exhaustive);
    }

    #[test]
    fn candidate_orders_cover_every_order_in_low_dimensions() {
        assert_eq!(candidate_orders(2).len(), 2);
        assert_eq!(candidate_orders(3).len(), 6);
        assert_eq!(candidate_orders(5).len(), 5);
    }

    /// The aggregates agree with the validator: every step's hops sum to
    /// the TCD it recounts, a contention-free schedule never loads a link
    /// twice in a step, and informed nodes double each step.
    #[test]
    fn step_loads_sum_to_the_validated_tcd() {
        use crate::mesh::paper;
        for (sides, torus) in [([16u32, 16], false), ([8, 8], true), ([32, 32], false)] {
            let grid = Grid::new(&sides, torus).unwrap();
            for src in [0usize, 5, grid.node_count() / 2 + 3] {
                let mut schedule = paper::schedule(&grid, NodeId::new(src)).unwrap();
                assign_routes(&grid, &mut schedule);
                let v = validate(&grid, &schedule);
                assert!(v.is_valid());
                let informed = informed_steps(&grid, &schedule);
                let mut total = 0;
                for step in 1..=schedule.steps {
                    let layer = step_load(&grid, &schedule, step);
                    total += layer.hops;
                    assert_eq!(layer.load.len(), grid.node_count());
                    if v.contention_free {
                        assert!(layer.load.iter().all(|&l| l <= 1));
                    }
                    let sum: u64 = schedule
                        .messages
                        .iter()
                        .filter(|m| m.step == step)
                        .map(|m| u64::from(grid.distance(m.from, m.to)))
                        .sum();
                    assert_eq!(layer.hops, sum);
                    let by_now = informed.iter().filter(|&&t| t <= step).count();
                    assert_eq!(by_now, (1usize << step).min(grid.node_count()));
                    assert_eq!(
                        layer.messages as usize,
                        (1usize << (step - 1)).min(grid.node_count() - (1 << (step - 1)))
                    );
                }
                assert_eq!(total, v.tcd);
                assert!(informed.iter().all(|&t| t != NEVER));
            }
        }
        // A step with two routes over one link shows a load of 2.
        let grid = Grid::mesh(&[4]).unwrap();
        let schedule = Schedule {
            paths: Vec::new(),
            source: NodeId::new(0),
            steps: 1,
            messages: vec![
                Message {
                    step: 1,
                    from: NodeId::new(0),
                    to: NodeId::new(2),
                    route: AxisOrder::DIMENSION_ORDER,
                    why: Why::Untraced,
                },
                Message {
                    step: 1,
                    from: NodeId::new(0),
                    to: NodeId::new(3),
                    route: AxisOrder::DIMENSION_ORDER,
                    why: Why::Untraced,
                },
            ],
        };
        assert_eq!(step_load(&grid, &schedule, 1).load, vec![2, 2, 1, 0]);
    }
}
