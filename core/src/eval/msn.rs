//! The Manhattan Street network views (paper 004): a route and the
//! distances from the source, and the slot-level simulations of total
//! exchange, multinode broadcast and the two Hamiltonian rings.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use crate::grid::NodeId;

mod areas;
use crate::permalink::rules::MsnView;
use crate::permalink::{Query, View};
use crate::trace::msn::Shown;
use crate::trace::{Trace, TraceError};
pub use areas::{MsnAreas, MsnPartialSum, msn_areas};

/// A route and the network's distances (every MSN view has them).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnRoute {
    /// The source's coordinates.
    pub source: Vec<u32>,
    /// The destination's coordinates.
    pub destination: Vec<u32>,
    /// Shortest distance by 004 Eq. (5), through R.
    pub distance: u32,
    /// The same by breadth-first search.
    pub distance_bfs: u32,
    /// 0 for a horizontal hop, 1 for a vertical one.
    pub routing_tag: String,
    /// The path family Eq. (5) picks (NE, SW, SE, NW).
    pub family: String,
    /// The nodes of the route, source first.
    pub path: Vec<Vec<u32>>,
    /// The largest distance from any node (all nodes alike by R).
    pub diameter: u32,
    /// The mean internodal distance, by breadth-first search.
    pub mean_distance: f64,
    /// The same as a fraction in lowest terms, e.g. "79/16".
    pub mean_distance_exact: String,
    /// Eq. (27) as a fraction in lowest terms.
    pub mean_distance_eq27: String,
    /// Saturation throughput per node, λ ≤ 2/D̄ (§3).
    pub throughput_bound: f64,
    /// The bidirectional wraparound mesh's mean distance, (X + Y)/4.
    pub mesh_mean_distance: f64,
    /// Distance from the source to every node, x fastest.
    pub distance_map: Vec<u32>,
}

/// 004 §4's total exchange, simulated slot by slot.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnTotalExchange {
    /// Completion time in slots.
    pub slots: f64,
    /// H/2, the time Eq. (28) gives.
    pub slots_eq28: f64,
    /// No directed link carries two packets in one slot.
    pub collision_free: bool,
    /// Busy link-slots over all link-slots.
    pub utilization: f64,
    /// Every packet follows a shortest path.
    pub shortest_paths: bool,
    /// Every node gets one packet from every other node.
    pub delivered: bool,
    /// The phases P_(i,j), i ≤ j, in order, with the routing tag of
    /// L^(i,j) (listed up to N = 16).
    pub phases: Option<Vec<(u32, u32, String)>>,
}

/// A directed link as (from, to) coordinates.
pub type LinkCoords = (Vec<u32>, Vec<u32>);

/// 004 §5's multinode broadcast with the sets A_1 … A_m.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnMultinodeBroadcast {
    /// Slots used, m.
    pub slots: u64,
    /// ⌈(N² − 1)/2⌉ = N²/2, Eq. (29).
    pub lower_bound: u64,
    /// The translates A_i(x, y) of each step are disjoint.
    pub collision_free: bool,
    /// Every node receives every packet.
    pub complete: bool,
    /// Busy link-slots over all link-slots.
    pub utilization: f64,
    /// How the sets were built.
    pub construction: crate::text::Text,
    /// Steps the search undid (0: the rule alone sufficed).
    pub backtracks: u64,
    /// A_1 … A_m as (from, to) coordinates of the horizontal and the
    /// vertical link, listed up to N = 16.
    pub sets: Option<Vec<Vec<LinkCoords>>>,
}

/// 004 §6: two edge-disjoint Hamiltonian cycles and the split-packet MNB.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnHamiltonian {
    /// The two cycles as node coordinates, listed up to N = 64.
    pub cycles: Vec<Vec<Vec<u32>>>,
    /// Both visit every node once and close.
    pub hamiltonian: bool,
    /// They share no directed link.
    pub edge_disjoint: bool,
    /// The split-packet MNB on both rings: (N² − 1)/2 slots (Eq. (30)).
    pub slots: f64,
    /// How the cycles were built.
    pub construction: crate::text::Text,
}

/// A Manhattan Street network view.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnReport {
    /// X, Y.
    pub dims: Vec<u32>,
    /// Which view.
    pub msn_view: View,
    /// The route and distances.
    pub route: MsnRoute,
    /// `view=te`.
    pub te: Option<MsnTotalExchange>,
    /// `view=mnb`.
    pub mnb: Option<MsnMultinodeBroadcast>,
    /// `view=hamiltonian`.
    pub hamiltonian: Option<MsnHamiltonian>,
    /// `view=areas`.
    pub areas: Option<Box<MsnAreas>>,
}

impl MsnReport {
    /// Steps of the view's animation: total exchange's slots (the phases
    /// are listed for N ≤ 16), the N²/2 slots of the multinode broadcast,
    /// the N² − 1 half slots of the Hamiltonian rings; none for a route.
    pub fn steps(&self) -> u32 {
        let nodes: u32 = self.dims.iter().product();
        match MsnView::of(self.msn_view) {
            Some(MsnView::Te) => self
                .te
                .as_ref()
                .and_then(|t| t.phases.as_ref())
                .map_or(0, |p| te_half_slots(p).div_ceil(2)),
            Some(MsnView::Mnb) => nodes / 2,
            Some(MsnView::Hamiltonian) => nodes - 1,
            // A route and the areas do not move.
            Some(MsnView::Route | MsnView::Areas) | None => 0,
        }
    }
}

/// Half slots of total exchange's phases: a hop of phase P(i, j) takes a
/// slot, and half a slot on the diagonal (i = j), where each of the two
/// complementary tags carries half the packet (004 §4).
pub fn te_half_slots(phases: &[(u32, u32, String)]) -> u32 {
    phases
        .iter()
        .map(|(i, j, tag)| tag.len() as u32 * if i == j { 1 } else { 2 })
        .sum()
}

/// The part of an MSN view that follows the source and the destination:
/// the route and the distances from the source.
pub fn msn_route(query: &Query) -> MsnRoute {
    use crate::msn::{self, Msn, Router};
    let (x, y) = (query.grid.sides()[0], query.grid.sides()[1]);
    let net = Msn::new(x, y).expect("parse checks MSN sides");
    let at = |c: &[u32]| net.node(i64::from(c[0]), i64::from(c[1]));
    let xy = |v: NodeId| {
        let (a, b) = net.coords(v);
        vec![a, b]
    };
    let (s, t) = (at(&query.src), at(&query.dst));
    let router = Router::new(&net);
    let (tag, family) = router.tag(s, t);
    let rel = net.relative(s, t);
    let distance_map = net.distances(s);
    let sum = msn::eq27_sum(x, y);
    let bfs_sum: u64 = distance_map.iter().map(|&d| u64::from(d)).sum();
    let nodes = net.nodes() as u64;
    let fraction = |(n, d): (u64, u64)| format!("{n}/{d}");
    let mean = bfs_sum as f64 / nodes as f64;
    let mut path = vec![xy(s)];
    let mut here = s;
    for &h in &tag {
        here = net.next(here, h);
        path.push(xy(here));
    }
    MsnRoute {
        source: query.src.to_vec(),
        destination: query.dst.to_vec(),
        distance: msn::closed_form_distance(&net, rel.0, rel.1).0,
        distance_bfs: distance_map[t.index()],
        routing_tag: msn::tag_text(&tag),
        family: family.as_str().into(),
        path,
        diameter: distance_map.iter().copied().max().unwrap_or(0),
        mean_distance: mean,
        mean_distance_exact: fraction(msn::reduced(bfs_sum, nodes)),
        mean_distance_eq27: fraction(msn::reduced(sum, nodes)),
        throughput_bound: 2.0 / mean,
        mesh_mean_distance: f64::from(x + y) / 4.0,
        distance_map,
    }
}

/// The part of an MSN view that depends on the network and the view only:
/// the simulation of `te`, `mnb` or `hamiltonian`. The worker keeps it while
/// clicks move the source and the destination.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MsnTasks {
    /// `view=te`.
    pub te: Option<MsnTotalExchange>,
    /// `view=mnb`.
    pub mnb: Option<MsnMultinodeBroadcast>,
    /// `view=hamiltonian`.
    pub hamiltonian: Option<MsnHamiltonian>,
}

impl MsnTasks {
    /// What the tasks depend on: the sides and the view.
    pub fn key(query: &Query) -> (Vec<u32>, View) {
        (query.grid.sides().to_vec(), query.view)
    }

    /// Runs the query's view (nothing for `view=route`).
    pub fn new(query: &Query) -> Self {
        use crate::msn::{self, Msn};
        let (x, y) = (query.grid.sides()[0], query.grid.sides()[1]);
        let net = Msn::new(x, y).expect("parse checks MSN sides");
        let xy = |v: NodeId| {
            let (a, b) = net.coords(v);
            vec![a, b]
        };
        let nodes = net.nodes() as u64;
        let small = x <= 16;
        let te = (query.view == View::Te).then(|| {
            let run = msn::total_exchange(&net).expect("parse checks N <= 32");
            MsnTotalExchange {
                slots: run.half_slots as f64 / 2.0,
                slots_eq28: msn::eq28_half_slots(x) as f64 / 2.0,
                collision_free: run.collision_free,
                utilization: run.busy_link_half_slots as f64 / (2 * nodes * run.half_slots) as f64,
                shortest_paths: run.shortest,
                delivered: run.delivered,
                phases: small.then(|| {
                    msn::phase_tags(&net)
                        .into_iter()
                        .map(|(i, j, tag)| (i, j, msn::tag_text(&tag)))
                        .collect()
                }),
            }
        });
        let mnb = (query.view == View::Mnb).then(|| {
            let sets = msn::mnb_sets(&net).expect("the search is exhaustive and succeeds");
            let run = msn::multinode_broadcast(&net, &sets);
            MsnMultinodeBroadcast {
                slots: run.slots,
                lower_bound: nodes / 2,
                collision_free: run.collision_free,
                complete: run.complete,
                utilization: run.link_slots_used as f64 / (2 * nodes * run.slots) as f64,
                construction: crate::text::Text::new("eval-msn-mnb-construction"),
                backtracks: sets.backtracks,
                sets: small.then(|| {
                    sets.steps
                        .iter()
                        .map(|step| {
                            step.iter()
                                .flatten()
                                .map(|l| (xy(l.from), xy(net.next(l.from, l.hop))))
                                .collect()
                        })
                        .collect()
                }),
            }
        });
        let hamiltonian = (query.view == View::Hamiltonian).then(|| {
            let cycles = msn::hamiltonian_cycles(&net).expect("square");
            let hamiltonian = cycles.iter().all(|c| msn::is_hamiltonian(&net, c));
            let a: alloc::collections::BTreeSet<_> =
                msn::cycle_links(&cycles[0]).into_iter().collect();
            let edge_disjoint = msn::cycle_links(&cycles[1]).iter().all(|l| !a.contains(l));
            let slots = msn::ring_mnb(&cycles, net.nodes()).map_or(f64::NAN, |h| h as f64 / 2.0);
            MsnHamiltonian {
                cycles: cycles
                    .iter()
                    .map(|c| c.iter().map(|&v| xy(v)).collect())
                    .collect(),
                hamiltonian,
                edge_disjoint,
                slots,
                construction: crate::text::Text::new("eval-msn-rings-construction"),
            }
        });
        MsnTasks {
            te,
            mnb,
            hamiltonian,
        }
    }
}

/// The lists of an MSN view that a download offers (see
/// `export::offered_tables`).
pub(super) fn tables(query: &Query) -> Vec<&'static str> {
    let mut out = Vec::from(["path"]);
    let small = query.grid.sides()[0] <= 16;
    match MsnView::of(query.view) {
        Some(MsnView::Te) if small => out.push("phases"),
        Some(MsnView::Mnb) if small => out.push("sets"),
        Some(MsnView::Hamiltonian) => out.push("cycles"),
        Some(MsnView::Areas) => out.push("areas"),
        Some(MsnView::Te | MsnView::Mnb | MsnView::Route) | None => {}
    }
    out
}

/// The MSN view of the query, with its tasks already run.
pub fn msn_report(tasks: &MsnTasks, query: &Query) -> MsnReport {
    MsnReport {
        dims: query.grid.sides().to_vec(),
        msn_view: query.view,
        route: msn_route(query),
        te: tasks.te.clone(),
        mnb: tasks.mnb.clone(),
        hamiltonian: tasks.hamiltonian.clone(),
        areas: (query.view == View::Areas).then(|| Box::new(msn_areas(query))),
    }
}

/// The trace of an MSN view for the packets of the query's source.
pub fn msn_trace(tasks: &MsnTasks, query: &Query) -> Result<Option<Trace>, TraceError> {
    let Some(view) = MsnView::of(query.view) else {
        return Ok(None);
    };
    let s = query.grid.sides();
    let msn = crate::msn::Msn::new(s[0], s[1]).expect("the parser checked the sides");
    let source = msn.node(i64::from(query.src[0]), i64::from(query.src[1]));
    let shown = msn_shown(&msn, &msn_report(tasks, query));
    crate::trace::msn::trace(&msn, view, &shown, source).map(Some)
}

/// What the report's view sends, as node ids and tags, for the trace.
pub fn msn_shown(msn: &crate::msn::Msn, r: &MsnReport) -> Shown {
    let node = |c: &[u32]| msn.node(i64::from(c[0]), i64::from(c[1]));
    Shown {
        path: r.route.path.iter().map(|c| node(c)).collect(),
        routing_tag: r.route.routing_tag.clone(),
        family: r.route.family.clone(),
        phases: r
            .te
            .as_ref()
            .and_then(|t| t.phases.clone())
            .unwrap_or_default(),
        sets: r
            .mnb
            .as_ref()
            .and_then(|m| m.sets.as_ref())
            .map(|sets| {
                sets.iter()
                    .map(|set| set.iter().map(|(a, b)| (node(a), node(b))).collect())
                    .collect()
            })
            .unwrap_or_default(),
        cycles: r
            .hamiltonian
            .as_ref()
            .map(|h| {
                h.cycles
                    .iter()
                    .map(|cycle| cycle.iter().map(|c| node(c)).collect())
                    .collect()
            })
            .unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink;

    #[test]
    fn msn_tasks_read_nothing_their_key_leaves_out() {
        // The worker reuses tasks across source and destination changes, so
        // tasks run from other endpoints must be the same.
        for view in ["te", "mnb", "hamiltonian"] {
            let query = |src: &str, dst: &str| {
                permalink::parse(&format!(
                    "v=1&net=msn&dims=8x8&view={view}&src={src}&dst={dst}"
                ))
                .query
            };
            let (a, b) = (query("0,0", "3,5"), query("5,2", "7,7"));
            assert_eq!(MsnTasks::key(&a), MsnTasks::key(&b));
            let cached = MsnTasks::new(&a);
            assert_eq!(cached, MsnTasks::new(&b), "{view}");
            assert_ne!(cached, MsnTasks::default(), "{view} runs a simulation");
        }
    }

    /// The animation has a step per slot of total exchange (Eq. (28) for
    /// N = 8: T_TE = 158), a step per MNB slot (N²/2, Eq. (29)) and a step
    /// per half slot of the rings.
    #[test]
    fn animation_steps_are_the_schedules_slots() {
        let report = |view: &str| {
            let q = permalink::parse(&format!("v=1&net=msn&dims=8x8&view={view}")).query;
            msn_report(&MsnTasks::new(&q), &q)
        };
        let te = report("te");
        let phases = te.te.as_ref().and_then(|t| t.phases.as_ref()).unwrap();
        let half_slots: u32 = phases
            .iter()
            .map(|(i, j, tag)| tag.len() as u32 * if i == j { 1 } else { 2 })
            .sum();
        assert_eq!(half_slots, 316);
        assert_eq!(f64::from(half_slots) / 2.0, te.te.as_ref().unwrap().slots);
        // Eq. (28) at N = 8 (N divisible by 4): 2·T_TE = N³/2 + N² − 4 = 316,
        // so 158 slots, one step each.
        assert_eq!(te.steps(), 158);
        assert_eq!(f64::from(te.steps()), te.te.unwrap().slots_eq28);
        let mnb = report("mnb");
        assert_eq!(u64::from(mnb.steps()), mnb.mnb.unwrap().slots);
        let rings = report("hamiltonian");
        assert_eq!(
            f64::from(rings.steps()) / 2.0,
            rings.hamiltonian.unwrap().slots
        );
        assert_eq!(report("route").steps(), 0);
    }
}
