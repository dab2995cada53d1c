//! The trace of a Manhattan Street network view (paper 004), for the
//! packets of the drawn source, as the view draws them: the route's
//! routing tag and path family (Eq. (5)), total exchange's phases on the
//! slot clock ([`slot_phases`]), the multinode broadcast's sets A_i, and
//! the two Hamiltonian rings. Every node moves its own packets the same
//! way at the same time (the automorphism R), which the sentences say.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Group, Pseudocode, Reason, Trace, TraceError, Traced, check_cover, group_by};
use crate::grid::NodeId;
use crate::msn::{Hop, Msn, slot_phases};
use crate::permalink::rules::MsnView;

/// One transmission of the source's packets: its step, its key's
/// distinguishing part (phase or ring), the line, and its link.
#[derive(Clone, Copy, Debug)]
struct Sent {
    step: u32,
    part: u32,
    line: u32,
    from: NodeId,
    to: NodeId,
}

/// What an MSN view sends, in the network's own terms (node ids, routing
/// tags): what the trace narrates, built from the view's simulation by the
/// evaluator. Parts a view does not show are empty.
#[derive(Clone, Debug, Default)]
pub struct Shown {
    /// The route: its nodes from the source, its routing tag (Eq. (5)) and
    /// the path family it takes.
    pub path: Vec<NodeId>,
    /// The route's routing tag.
    pub routing_tag: String,
    /// The route's path family (NE, SW, SE or NW).
    pub family: String,
    /// Total exchange's phases P(i, j) as (i, j, routing tag), in order.
    pub phases: Vec<(u32, u32, String)>,
    /// The multinode broadcast's sets A_1 … A_m at the origin, as links.
    pub sets: Vec<Vec<(NodeId, NodeId)>>,
    /// The two Hamiltonian rings, as cycles of nodes.
    pub cycles: Vec<Vec<NodeId>>,
}

/// What a reason shares: the step, the line, the part (phase, hop).
type Key = (u32, u32, u32);

/// The pseudocode of an MSN view.
pub fn pseudocode(view: MsnView) -> Pseudocode {
    match view {
        MsnView::Route => Pseudocode::new(
            "shortest routing (Varvarigos 1998)",
            "004 Eqs. (1)–(5)",
            &[
                "Map the destination by the automorphism R_s to the offset (i, j) from the \
                 origin.",
                "Eq. (5): pick the shortest of the four path families NE, SW, SE, NW; its \
                 routing tag lists the hops (0: along the row, 1: along the column).",
                "Follow the tag from s: each 0 takes the row link, each 1 the column link.",
            ],
        ),
        MsnView::Te => Pseudocode::new(
            "total exchange in optimal time (Varvarigos 1998)",
            "004 §4, Lemmas 2–3, Eq. (28)",
            &[
                "For every offset pair i ≤ j, (i, j) ≠ (0, 0), run phase P(i, j).",
                "P(i, j), i < j: every node sends its (i, j) packet along L^{(i,j)} and its \
                 (j, i) packet along the complement, a hop per slot.",
                "P(i, i): every node splits its (i, i) packet into halves that take L^{(i,i)} \
                 and its complement, a hop per half slot.",
            ],
        ),
        MsnView::Mnb => Pseudocode::new(
            "multinode broadcast with the sets A_i (Varvarigos 1998)",
            "004 §5, Eq. (29)",
            &[
                "Choose link sets A_1 … A_m of the origin's broadcast tree, one horizontal \
                 and one vertical link each, whose translates A_i(x, y) are disjoint.",
                "Slot i: every node (x, y) sends its packets over the translate A_i(x, y).",
            ],
        ),
        MsnView::Areas => Pseudocode::new(
            "the destination areas (Varvarigos 1998)",
            "004 Eqs. (5)–(9), Figs. 3–4",
            &[
                "Map each destination by the automorphism R_s to its offset (x, y) from \
                 the origin.",
                "Eq. (5): the shortest of the four path families NE, SW, SE, NW names the \
                 destination's area A_1 … A_4.",
                "Eqs. (6)–(9): on each area the distance is a sum of x, y, X − x, Y − y and \
                 a constant set by the parities of x and y.",
            ],
        ),
        MsnView::Hamiltonian => Pseudocode::new(
            "multinode broadcast on two Hamiltonian rings (Varvarigos 1998)",
            "004 §6, Eq. (30)",
            &[
                "Build two edge-disjoint Hamiltonian cycles.",
                "Every node splits its packet into halves, one per ring.",
                "Half slot t: every node forwards the half packets it holds one hop along \
                 each ring.",
            ],
        ),
    }
}

fn at(msn: &Msn, v: NodeId) -> String {
    let (x, y) = msn.coords(v);
    format!("({x},{y})")
}

/// The source's transmissions in `view`.
fn sent(msn: &Msn, view: MsnView, r: &Shown, source: NodeId) -> Vec<Sent> {
    let mut out = Vec::new();
    match view {
        // The areas are a map: nothing is sent.
        MsnView::Areas => {}
        MsnView::Route => {
            for (k, w) in r.path.windows(2).enumerate() {
                out.push(Sent {
                    step: k as u32 + 1,
                    part: 0,
                    line: 3,
                    from: w[0],
                    to: w[1],
                });
            }
        }
        MsnView::Te => {
            for (p, phase) in slot_phases(&r.phases).iter().enumerate() {
                let line = if phase.i == phase.j { 3 } else { 2 };
                let complement: Vec<Hop> = phase.hops.iter().map(|h| h.other()).collect();
                for tag in [&phase.hops, &complement] {
                    let mut v = source;
                    for (k, &h) in tag.iter().enumerate() {
                        let step = phase.ends(k).div_ceil(2) as u32;
                        let next = msn.next(v, h);
                        let part = (p * 64 + k) as u32;
                        out.push(Sent {
                            step,
                            part,
                            line,
                            from: v,
                            to: next,
                        });
                        v = next;
                    }
                }
            }
        }
        MsnView::Mnb => {
            let origin = NodeId::new(0);
            let moved = |v: NodeId| msn.absolute(source, msn.relative(origin, v));
            for (i, set) in r.sets.iter().enumerate() {
                for &(from, to) in set {
                    let (from, to) = (moved(from), moved(to));
                    out.push(Sent {
                        step: i as u32 + 1,
                        part: 0,
                        line: 2,
                        from,
                        to,
                    });
                }
            }
        }
        MsnView::Hamiltonian => {
            for (ring, nodes) in r.cycles.iter().enumerate() {
                let Some(start) = nodes.iter().position(|&v| v == source) else {
                    continue;
                };
                for t in 1..nodes.len() {
                    let from = nodes[(start + t - 1) % nodes.len()];
                    let to = nodes[(start + t) % nodes.len()];
                    out.push(Sent {
                        step: t as u32,
                        part: ring as u32,
                        line: 3,
                        from,
                        to,
                    });
                }
            }
        }
    }
    out
}

/// The source's transmissions grouped per step, line and part, checked
/// to cover each once.
fn grouped(sent: &[Sent]) -> Result<Vec<Group<Key>>, TraceError> {
    let groups = group_by(sent.iter().map(|s| (s.step, s.line, s.part)));
    check_cover(&groups, sent.len())?;
    Ok(groups)
}

fn hop_words(msn: &Msn, s: &Sent) -> &'static str {
    if msn.next(s.from, Hop::Horizontal) == s.to {
        "row"
    } else {
        "column"
    }
}

/// The trace of an MSN view for the packets of `source`.
pub fn trace(msn: &Msn, view: MsnView, r: &Shown, source: NodeId) -> Result<Trace, TraceError> {
    let sent = sent(msn, view, r, source);
    let groups = grouped(&sent)?;
    let phases = slot_phases(&r.phases);
    let nodes = msn.nodes();
    let reasons = groups
        .iter()
        .map(|g| {
            let (step, line, part) = g.key;
            let members: Vec<&Sent> = g.members.iter().map(|&i| &sent[i as usize]).collect();
            let s = members[0];
            let e = format!("{} → {}", at(msn, s.from), at(msn, s.to));
            let sentence = match view {
                MsnView::Route => format!(
                    "Hop {step} of {}: the shortest path family is {}, whose routing tag {} \
                     reads {} here, so the packet takes the {} link: {e}.",
                    r.routing_tag.chars().count(),
                    r.family,
                    r.routing_tag,
                    r.routing_tag.chars().nth(step as usize - 1).unwrap_or('?'),
                    hop_words(msn, s)
                ),
                MsnView::Te => {
                    let (p, k) = ((part / 64) as usize, part % 64);
                    let (i, j, len) = phases.get(p).map_or((0, 0, 0), |ph| (ph.i, ph.j, ph.hops.len()));
                    let half = if i == j { " (half packets)" } else { "" };
                    let ways = [format!("along the phase's path L^{{({i},{j})}}"), "along its complement".into()];
                    let both = members
                        .iter()
                        .zip(&ways)
                        .map(|(s, way)| format!("{} → {} {way}", at(msn, s.from), at(msn, s.to)))
                        .collect::<Vec<_>>()
                        .join(" and ");
                    format!(
                        "Phase P({i},{j}), hop {} of {len}{half}: this source's packets move \
                         {both}; all {nodes} nodes do the same at once, so every link is busy.",
                        k + 1
                    )
                }
                MsnView::Mnb => format!(
                    "Slot {step}: the translate of A_{step} at this source uses {} links, e.g. {e}; \
                     all {nodes} nodes send over their own translates, which are disjoint.",
                    members.len()
                ),
                MsnView::Hamiltonian => format!(
                    "Half slot {step}: the half packet on ring {} moves one hop, {e}; every node \
                     forwards along both rings at once.",
                    part + 1
                ),
                MsnView::Areas => format!("{e} lies in its family's area."),
            };
            let rule = match view {
                MsnView::Route => "tag-hop",
                MsnView::Te if line == 3 => "te-diagonal",
                MsnView::Te => "te-phase",
                MsnView::Mnb => "mnb-set",
                MsnView::Hamiltonian => "ring",
                MsnView::Areas => "area",
            };
            // The set-up lines run before the first hop; total exchange's
            // loop over the phases runs throughout.
            let context: &[u32] = match view {
                MsnView::Route | MsnView::Hamiltonian if step == 1 => &[1, 2],
                MsnView::Mnb if step == 1 => &[1],
                MsnView::Te => &[1],
                MsnView::Route | MsnView::Hamiltonian | MsnView::Mnb | MsnView::Areas => &[],
            };
            Reason::new(
                (step, rule, line),
                sentence,
                members.len() as u64,
                members.iter().map(|s| {
                    let (a, b) = (msn.coords(s.from), msn.coords(s.to));
                    Traced {
                        from: alloc::vec![a.0, a.1],
                        to: alloc::vec![b.0, b.1],
                    }
                }),
            )
            .within(context)
        })
        .collect();
    Ok(Trace {
        pseudocode: pseudocode(view),
        reasons,
        regions: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{MsnReport, MsnTasks, msn_report, msn_shown};
    use crate::permalink::parse;

    fn traced(link: &str) -> (Msn, MsnReport, Trace, Vec<Sent>) {
        let q = parse(link).query;
        let r = msn_report(&MsnTasks::new(&q), &q);
        let s = q.grid.sides();
        let msn = Msn::new(s[0], s[1]).unwrap();
        let source = msn.node(i64::from(q.src[0]), i64::from(q.src[1]));
        let view = MsnView::of(q.view).unwrap();
        let shown = msn_shown(&msn, &r);
        let t = trace(&msn, view, &shown, source).unwrap();
        let sent = sent(&msn, view, &shown, source);
        (msn, r, t, sent)
    }

    #[test]
    fn total_exchange_on_8x8_traces_every_hop_of_every_phase() {
        let (msn, r, t, sent) = traced("v=1&net=msn&view=te&src=2,3");
        // Every transmission is a link, and the slots end where the report's do.
        for s in &sent {
            assert!(
                msn.next(s.from, Hop::Horizontal) == s.to
                    || msn.next(s.from, Hop::Vertical) == s.to
            );
        }
        assert_eq!(t.reasons.iter().map(|r| r.step).max(), Some(r.steps()));
        // Each phase P(i,j) takes the source's packets to offsets (i,j) and (j,i):
        // 2 × |tag| transmissions per phase, |tag| = the BFS distance to (i,j).
        let phases = r.te.as_ref().unwrap().phases.as_ref().unwrap();
        let dist = msn.distances(NodeId::new(0));
        let want: u64 = phases
            .iter()
            .map(|(i, j, _)| 2 * u64::from(dist[msn.absolute(NodeId::new(0), (*i, *j)).index()]))
            .sum();
        assert_eq!(t.reasons.iter().map(|r| r.count).sum::<u64>(), want);
    }

    #[test]
    fn routes_mnb_and_rings_are_covered() {
        let (_, r, t, _) = traced("v=1&net=msn&dst=3,5");
        assert_eq!(t.reasons.len() as u32, r.route.distance);
        let (msn, r, t, _) = traced("v=1&net=msn&view=mnb&src=1,1");
        // Every other node receives the source's packet exactly once.
        let mut got = alloc::vec![0u32; msn.nodes()];
        for reason in &t.reasons {
            for m in &reason.messages {
                got[msn.node(i64::from(m.to[0]), i64::from(m.to[1])).index()] += 1;
            }
        }
        let source = msn.node(1, 1).index();
        assert!(
            got.iter()
                .enumerate()
                .all(|(v, &c)| c == u32::from(v != source)),
            "{got:?}"
        );
        assert_eq!(t.reasons.len() as u64, r.mnb.unwrap().slots);
        let (msn, _, t, _) = traced("v=1&net=msn&view=hamiltonian");
        assert_eq!(t.reasons.len(), 2 * (msn.nodes() - 1));
    }
}
