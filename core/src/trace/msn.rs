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
use crate::text::Text;

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
            Text::new("narration-msn-route-title"),
            Text::new("narration-msn-route-cite"),
            alloc::vec![
                Text::new("narration-msn-route-line-map"),
                Text::new("narration-msn-route-line-family"),
                Text::new("narration-msn-route-line-follow"),
            ],
        ),
        MsnView::Te => Pseudocode::new(
            Text::new("narration-msn-te-title"),
            Text::new("narration-msn-te-cite"),
            alloc::vec![
                Text::new("narration-msn-te-line-phases"),
                Text::new("narration-msn-te-line-pair"),
                Text::new("narration-msn-te-line-diagonal"),
            ],
        ),
        MsnView::Mnb => Pseudocode::new(
            Text::new("narration-msn-mnb-title"),
            Text::new("narration-msn-mnb-cite"),
            alloc::vec![
                Text::new("narration-msn-mnb-line-sets"),
                Text::new("narration-msn-mnb-line-slot"),
            ],
        ),
        MsnView::Areas => Pseudocode::new(
            Text::new("narration-msn-areas-title"),
            Text::new("narration-msn-areas-cite"),
            alloc::vec![
                Text::new("narration-msn-areas-line-map"),
                Text::new("narration-msn-areas-line-family"),
                Text::new("narration-msn-areas-line-distance"),
            ],
        ),
        MsnView::Hamiltonian => Pseudocode::new(
            Text::new("narration-msn-rings-title"),
            Text::new("narration-msn-rings-cite"),
            alloc::vec![
                Text::new("narration-msn-rings-line-build"),
                Text::new("narration-msn-rings-line-split"),
                Text::new("narration-msn-rings-line-slot"),
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
            let (from, to) = (at(msn, s.from), at(msn, s.to));
            let sentence = match view {
                MsnView::Route => Text::new("narration-msn-route-hop")
                    .arg("step", step)
                    .arg("hops", r.routing_tag.chars().count())
                    .arg("family", r.family.as_str())
                    .arg("tag", r.routing_tag.as_str())
                    .arg(
                        "digit",
                        String::from(r.routing_tag.chars().nth(step as usize - 1).unwrap_or('?')),
                    )
                    .arg("link", hop_words(msn, s))
                    .arg("from", from)
                    .arg("to", to),
                MsnView::Te => {
                    let (p, k) = ((part / 64) as usize, part % 64);
                    let (i, j, len) = phases
                        .get(p)
                        .map_or((0, 0, 0), |ph| (ph.i, ph.j, ph.hops.len()));
                    let ends = |s: &Sent| (at(msn, s.from), at(msn, s.to));
                    // The phase's path first, then its complement.
                    let (from, to) = ends(s);
                    let moves = match members.get(1) {
                        Some(b) => Text::new("narration-msn-te-moves-both")
                            .arg("from2", ends(b).0)
                            .arg("to2", ends(b).1),
                        None => Text::new("narration-msn-te-moves-one"),
                    };
                    let moves = moves.arg("from", from).arg("to", to);
                    Text::new("narration-msn-te-hop")
                        .arg("i", i)
                        .arg("j", j)
                        .arg("hop", k + 1)
                        .arg("hops", len)
                        .arg("diagonal", if i == j { "yes" } else { "no" })
                        .arg("moves", moves.arg("i", i).arg("j", j))
                        .arg("nodes", nodes)
                }
                MsnView::Mnb => Text::new("narration-msn-mnb-slot")
                    .arg("step", step)
                    .arg("links", members.len())
                    .arg("from", from)
                    .arg("to", to)
                    .arg("nodes", nodes),
                MsnView::Hamiltonian => Text::new("narration-msn-rings-slot")
                    .arg("step", step)
                    .arg("ring", part + 1)
                    .arg("from", from)
                    .arg("to", to),
                MsnView::Areas => Text::new("narration-msn-areas-lies")
                    .arg("from", from)
                    .arg("to", to),
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
