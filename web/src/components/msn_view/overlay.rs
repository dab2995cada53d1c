//! What an MSN view shows at a step, computed from the report: the route
//! and the distances, a total exchange's phase, a multinode broadcast's
//! slot, the Hamiltonian rings' half slot.

use castlab_core::eval::MsnReport;
use castlab_core::grid::NodeId;
use castlab_core::msn::{Hop, Msn, SlotPhase, slot_phases};
use castlab_core::permalink::View;
use castlab_core::permalink::rules::MsnView;

use crate::colors::{self, Palette};
use crate::l10n::{Arg, tr, tr_args};

/// The overlay's colours, which the key (`msn_key.rs`) names: a phase's
/// routing tag and its complement (and the two cycles), a hop done earlier
/// in its phase, a hop still to come, the node a packet reaches, a node
/// holding the source's packet.
pub const TAG: &str = "#ef6c00";
pub const COMPLEMENT: &str = "#1e88e5";
pub const DONE: &str = "rgba(90,90,110,0.9)";
pub const AHEAD: &str = "rgba(150,150,165,0.5)";
pub const REACHED: [u8; 4] = [255, 235, 59, 255];
pub const HOLDS: [u8; 4] = [255, 183, 77, 255];

const CYCLE_COLOURS: [&str; 2] = [TAG, COMPLEMENT];

/// What the overlay shows at the current step, computed from the report.
#[derive(Default)]
pub struct Overlay {
    /// Links to draw strongly, with a colour.
    pub links: Vec<(NodeId, Hop, &'static str)>,
    /// Nodes to fill, with a colour.
    pub nodes: Vec<(NodeId, [u8; 4])>,
    /// One line for the counter.
    pub status: String,
}

pub(super) fn node_of(msn: &Msn, c: &[u32]) -> NodeId {
    msn.node(i64::from(c[0]), i64::from(c[1]))
}

fn hop_of(msn: &Msn, from: NodeId, to: NodeId) -> Hop {
    if msn.next(from, Hop::Horizontal) == to {
        Hop::Horizontal
    } else {
        Hop::Vertical
    }
}

/// What an overlay depends on.
#[derive(Clone, Copy)]
struct Moment<'a> {
    msn: &'a Msn,
    r: &'a MsnReport,
    step: Option<u32>,
    source: NodeId,
    hover: Option<NodeId>,
}

/// The overlay of `view` at `step` for packets from `source`.
pub fn overlay(
    msn: &Msn,
    view: View,
    r: &MsnReport,
    step: Option<u32>,
    source: NodeId,
    hover: Option<NodeId>,
) -> Overlay {
    let of = match MsnView::of(view) {
        Some(MsnView::Te) => total_exchange,
        Some(MsnView::Mnb) => multinode_broadcast,
        Some(MsnView::Hamiltonian) => rings,
        Some(MsnView::Areas) => areas,
        Some(MsnView::Route) | None => route,
    };
    of(&Moment {
        msn,
        r,
        step,
        source,
        hover,
    })
}

/// Total exchange, slot by slot: the hops of the source's packets that end
/// in the slot shown, on both routing tags of their phase (a tag and its
/// complement); every other node sends its own packets the same way at the
/// same time, which is why every link is busy.
fn total_exchange(m: &Moment) -> Overlay {
    let Moment {
        msn,
        r,
        step,
        source,
        ..
    } = *m;
    let mut out = Overlay::default();
    let links_total = 2 * msn.nodes();
    let Some(te) = r.te.as_ref() else { return out };
    let Some(phases) = te.phases.as_ref() else {
        out.status = tr_args("views-msn-te-unlisted", &[("slots", te.slots.into())]);
        return out;
    };
    let slots = r.steps();
    let at = coords_words(msn, source);
    let t = step.unwrap_or(0);
    if t == 0 {
        out.status = tr_args(
            "views-msn-te-start",
            &[
                ("phases", phases.len().into()),
                ("slots", slots.into()),
                ("at", at.as_str().into()),
            ],
        );
        return out;
    }
    // The slot covers half slots (2t − 2, 2t]; a hop is drawn in the slot
    // its last half slot falls in.
    let window = (2 * u64::from(t) - 2, 2 * u64::from(t));
    let mut shown: Vec<String> = Vec::new();
    for phase in slot_phases(phases) {
        let SlotPhase { i, j, ref hops, .. } = phase;
        let last = phase.ends(hops.len().saturating_sub(1));
        if last <= window.0 || phase.start >= window.1 {
            continue;
        }
        // Hops ending inside the window; those before are done.
        let ends = |k: usize| phase.ends(k);
        let now = phase.hops_in_slot(t);
        if now.is_empty() {
            continue;
        }
        let complement: Vec<Hop> = hops.iter().map(|h| h.other()).collect();
        for (tag, colour) in [(hops, TAG), (&complement, COMPLEMENT)] {
            let mut v = source;
            for (k, &h) in tag.iter().enumerate() {
                let shade = if now.contains(&k) {
                    colour
                } else if ends(k) <= window.0 {
                    DONE
                } else {
                    AHEAD
                };
                out.links.push((v, h, shade));
                v = msn.next(v, h);
            }
            out.nodes.push((v, REACHED));
        }
        let (first, last) = match now.as_slice() {
            [k] => (k + 1, k + 1),
            [a, .., b] => (a + 1, b + 1),
            [] => continue,
        };
        let args = [
            ("i", Arg::from(i)),
            ("j", Arg::from(j)),
            ("first", Arg::from(first)),
            ("last", Arg::from(last)),
            ("hops", Arg::from(hops.len())),
        ];
        shown.push(match (first == last, i == j) {
            (true, false) => tr_args("views-msn-phase-hop", &args),
            (true, true) => tr_args("views-msn-phase-hop-half", &args),
            (false, false) => tr_args("views-msn-phase-hops", &args),
            (false, true) => tr_args("views-msn-phase-hops-half", &args),
        });
    }
    if shown.is_empty() {
        out.status = tr_args("views-msn-te-done", &[("slots", slots.into())]);
        return out;
    }
    out.status = tr_args(
        "views-msn-te-slot",
        &[
            ("t", t.into()),
            ("slots", slots.into()),
            ("phases", shown.join(&tr("views-msn-then")).into()),
            ("at", at.as_str().into()),
            ("links", links_total.into()),
        ],
    );
    out
}

/// When the drawn source's packet reaches `v` in total exchange or the
/// multinode broadcast: the slot, and for total exchange the phase that
/// carries it (its last hop ends in that slot). `None` in the other views
/// and where the report does not list the phases or sets.
pub fn arrival(
    msn: &Msn,
    view: View,
    r: &MsnReport,
    source: NodeId,
    v: NodeId,
) -> Option<(u64, String)> {
    if v == source {
        return None;
    }
    match MsnView::of(view) {
        Some(MsnView::Te) => {
            for phase in slot_phases(r.te.as_ref()?.phases.as_ref()?) {
                let end =
                    |tag: &mut dyn Iterator<Item = Hop>| tag.fold(source, |at, h| msn.next(at, h));
                let complement = &mut phase.hops.iter().map(|h| h.other());
                if end(&mut phase.hops.iter().copied()) == v || end(complement) == v {
                    let arrived = phase.ends(phase.hops.len().saturating_sub(1));
                    return Some((
                        arrived.div_ceil(2),
                        tr_args(
                            "views-msn-phase",
                            &[("i", phase.i.into()), ("j", phase.j.into())],
                        ),
                    ));
                }
            }
            None
        }
        Some(MsnView::Mnb) => {
            for (k, set) in r.mnb.as_ref()?.sets.as_ref()?.iter().enumerate() {
                for (_, to) in set {
                    let g = node_of(msn, to);
                    if msn.absolute(source, msn.relative(NodeId::new(0), g)) == v {
                        return Some((k as u64 + 1, String::new()));
                    }
                }
            }
            None
        }
        Some(MsnView::Hamiltonian | MsnView::Route | MsnView::Areas) | None => None,
    }
}

/// "(x, y)" of a node.
fn coords_words(msn: &Msn, v: NodeId) -> String {
    let (x, y) = msn.coords(v);
    format!("({x}, {y})")
}

/// Multinode broadcast: the nodes holding the source's packet after the slot, and the slot's links.
fn multinode_broadcast(m: &Moment) -> Overlay {
    let Moment {
        msn,
        r,
        step,
        source,
        ..
    } = *m;
    let mut out = Overlay::default();
    let links_total = 2 * msn.nodes();
    let Some(mnb) = r.mnb.as_ref() else {
        return out;
    };
    let Some(sets) = mnb.sets.as_ref() else {
        out.status = tr_args("views-msn-mnb-unlisted", &[("slots", mnb.slots.into())]);
        return out;
    };
    let t = step.unwrap_or(0) as usize;
    let mut holds = vec![false; msn.nodes()];
    holds[source.index()] = true;
    for (k, set) in sets.iter().enumerate().take(t) {
        for (from, to) in set {
            // A_k(source): the link's image under R_source^(−1).
            let (f, g) = (node_of(msn, from), node_of(msn, to));
            let (ff, tt) = (
                msn.absolute(source, msn.relative(NodeId::new(0), f)),
                msn.absolute(source, msn.relative(NodeId::new(0), g)),
            );
            holds[tt.index()] = true;
            if k + 1 == t {
                out.links.push((ff, hop_of(msn, ff, tt), TAG));
            }
        }
    }
    out.nodes = holds
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h)
        .map(|(v, _)| (NodeId::new(v), HOLDS))
        .collect();
    let busy = if t == sets.len() {
        msn.nodes()
    } else {
        links_total
    };
    out.status = tr_args(
        "views-msn-mnb-slot",
        &[
            ("t", t.into()),
            ("slots", sets.len().into()),
            ("holding", holds.iter().filter(|&&h| h).count().into()),
            ("busy", busy.into()),
            ("links", links_total.into()),
        ],
    );
    out
}

/// The two Hamiltonian rings, and where the source's half packets are after the half slot.
fn rings(m: &Moment) -> Overlay {
    let Moment {
        msn,
        r,
        step,
        source,
        ..
    } = *m;
    let mut out = Overlay::default();
    let Some(h) = r.hamiltonian.as_ref() else {
        return out;
    };
    for (k, cycle) in h.cycles.iter().enumerate() {
        for w in 0..cycle.len() {
            let (a, b) = (
                node_of(msn, &cycle[w]),
                node_of(msn, &cycle[(w + 1) % cycle.len()]),
            );
            out.links.push((a, hop_of(msn, a, b), CYCLE_COLOURS[k]));
        }
    }
    let t = step.unwrap_or(0) as usize;
    if t > 0 {
        // The half packet of this source, t half slots on, on each ring.
        for cycle in &h.cycles {
            if let Some(start) = cycle.iter().position(|c| node_of(msn, c) == source) {
                let c = &cycle[(start + t) % cycle.len()];
                out.nodes.push((node_of(msn, c), REACHED));
            }
        }
    }
    out.status = tr_args(
        "views-msn-rings-slot",
        &[("t", t.into()), ("slots", (msn.nodes() - 1).into())],
    );
    out
}

/// The shortest route to the destination (and to the hovered node), over the distances from the source.
fn route(m: &Moment) -> Overlay {
    let Moment { msn, r, hover, .. } = *m;
    let mut out = Overlay::default();
    let path = |target: NodeId| -> Vec<NodeId> {
        // The report's route is for the query's destination; for a
        // hovered node, follow BFS distances back.
        let dist = &r.route.distance_map;
        let mut seq = vec![target];
        let mut at = target;
        while dist[at.index()] > 0 {
            let prev = [Hop::Horizontal, Hop::Vertical]
                .into_iter()
                .map(|h| msn.previous(at, h))
                .find(|&p| dist[p.index()] + 1 == dist[at.index()]);
            let Some(p) = prev else { break };
            seq.push(p);
            at = p;
        }
        seq.reverse();
        seq
    };
    let route: Vec<NodeId> = r.route.path.iter().map(|c| node_of(msn, c)).collect();
    for w in route.windows(2) {
        out.links.push((w[0], hop_of(msn, w[0], w[1]), TAG));
    }
    if let Some(h) = hover.filter(|&h| h.index() < msn.nodes()) {
        for w in path(h).windows(2) {
            out.links.push((w[0], hop_of(msn, w[0], w[1]), COMPLEMENT));
        }
    }
    let max = f64::from(r.route.diameter.max(1));
    out.nodes = r
        .route
        .distance_map
        .iter()
        .enumerate()
        .map(|(v, &d)| {
            let colour = colors::rgba(Palette::Sequential, f64::from(d), 0.0, max);
            (NodeId::new(v), colour)
        })
        .collect();
    out
}

/// The colours of the four path families' areas, NE, SW, SE, NW.
pub const AREA_COLOURS: [[u8; 4]; 4] = [
    [31, 119, 180, 255],
    [255, 127, 14, 255],
    [44, 160, 44, 255],
    [148, 103, 189, 255],
];

/// The source's colour in the areas view.
pub const AREA_SOURCE: [u8; 4] = [40, 40, 40, 255];

/// A family's colour where two families tie: halfway to white.
pub fn paler([r, g, b, a]: [u8; 4]) -> [u8; 4] {
    [r / 2 + 128, g / 2 + 128, b / 2 + 128, a]
}

/// The areas (004 Figs. 3–4): each destination in its family's colour,
/// paler where two families tie, the source dark.
fn areas(m: &Moment) -> Overlay {
    let mut out = Overlay::default();
    let Some(a) = m.r.areas.as_ref() else {
        return out;
    };
    let names = ["NE", "SW", "SE", "NW"];
    out.nodes = a
        .family_map
        .iter()
        .zip(&a.ties)
        .enumerate()
        .map(|(v, (family, &ties))| {
            let colour = match names.iter().position(|n| n == family) {
                Some(k) if ties > 1 => paler(AREA_COLOURS[k]),
                Some(k) => AREA_COLOURS[k],
                None => AREA_SOURCE,
            };
            (NodeId::new(v), colour)
        })
        .collect();
    let sizes: Vec<String> = names
        .iter()
        .zip(&a.area_sizes)
        .map(|(n, s)| format!("{n} {s}"))
        .collect();
    out.status = tr_args(
        "views-msn-areas",
        &[
            ("at", coords_words(m.msn, m.source).into()),
            ("sizes", sizes.join(", ").into()),
            ("tied", a.tied.into()),
        ],
    );
    out
}
