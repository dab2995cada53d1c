//! The trace of an orderly broadcast (paper 003): the message that first
//! informs each vertex, from the arrival times the view shows
//! ([`crate::orderly::informers`], the view's own hover), grouped by time,
//! label and, for Π, the case of §3.2 that gives the sender's list.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{
    Group, Pseudocode, Reason, Trace, TraceError, Traced, check_cover, group_by, piece, point,
};
use crate::orderly::orderings::{PiCase, pi_case};
use crate::orderly::{Ordering, informers};
use crate::permalink::Algo;
use crate::text::Text;

/// What a reason shares: the time, the line, the label, Π's case.
type Key = (u32, u32, u32, Option<PiCase>);

/// The vertices of a broadcast, for the trace's words.
pub struct Vertices<'a> {
    /// A vertex's coordinates (or `[index]` off a grid).
    pub coords: &'a dyn Fn(u32) -> Vec<u32>,
    /// A vertex as the sentences write it: a family's address ("0110"),
    /// else its coordinates ("(2,6)"); `None`: the coordinates.
    pub address: Option<&'a dyn Fn(u32) -> String>,
    /// With Π or Π_d: ℓ, so each sender's case is named.
    pub pi_ell: Option<u32>,
}

impl core::fmt::Debug for Vertices<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Vertices")
            .field("pi_ell", &self.pi_ell)
            .finish_non_exhaustive()
    }
}

/// The orderly rule as pseudocode, with Π's lists where they apply
/// (`pi_ell`: Π's ℓ on this torus), under the title of `algo` on a
/// `dims`-dimensional network (`None`: the reader's own ordering).
pub fn pseudocode(algo: Option<Algo>, dims: usize, pi_ell: Option<u32>) -> Pseudocode {
    let title = match algo {
        Some(algo) => algo.heading_text(dims),
        None => Text::new("narration-title-user-ordering"),
    };
    let mut lines = alloc::vec![
        Text::new("narration-orderly-line-origin"),
        Text::new("narration-orderly-line-send"),
        Text::new("narration-orderly-line-first"),
    ];
    if let Some(ell) = pi_ell {
        lines.push(Text::new("narration-orderly-line-pi").arg("ell", ell));
    }
    Pseudocode::new(title, Text::new("narration-orderly-cite"), lines)
}

/// The informing messages of the broadcast from `src` with arrival
/// `times`, as (sender, receiver, label), in receiver order.
pub fn messages(ord: &Ordering, times: &[u32]) -> Vec<(u32, u32, u32)> {
    informers(ord, times)
        .into_iter()
        .enumerate()
        .filter_map(|(v, by)| by.map(|(u, k)| (u.get(), v as u32, k)))
        .collect()
}

/// The messages grouped by time, line, label and case, checked to cover
/// each once.
pub fn groups(
    messages: &[(u32, u32, u32)],
    times: &[u32],
    vertices: &Vertices,
) -> Result<Vec<Group<Key>>, TraceError> {
    let case = |u: u32| {
        vertices
            .pi_ell
            .map(|ell| pi_case((vertices.coords)(u).get(1).copied().unwrap_or(0), ell))
    };
    let groups = group_by(messages.iter().map(|&(u, v, k)| {
        let c = case(u);
        (times[v as usize], 2, k, c)
    }));
    check_cover(&groups, messages.len())?;
    Ok(groups)
}

/// Π's case for the sender `vertex` in `column`, §3.2's column being the
/// second coordinate, which the map draws as a row; `ell` is Π's ℓ.
fn case_words(c: PiCase, vertex: String, column: u32, ell: u32) -> Text {
    let text = match c {
        PiCase::ColumnZero => Text::new("narration-orderly-case-zero"),
        PiCase::ColumnEll => Text::new("narration-orderly-case-ell"),
        PiCase::Other => Text::new("narration-orderly-case-other").arg("column", column),
    };
    text.arg("vertex", vertex).arg("ell", ell)
}

/// The trace of the orderly broadcast with arrival `times` on `ord`.
pub fn trace(
    ord: &Ordering,
    times: &[u32],
    vertices: &Vertices,
    pseudocode: Pseudocode,
) -> Result<Trace, TraceError> {
    let messages = messages(ord, times);
    let groups = groups(&messages, times, vertices)?;
    let at = |v: u32| match vertices.address {
        Some(address) => address(v),
        None => point(&(vertices.coords)(v)),
    };
    let reasons = groups
        .iter()
        .map(|g| {
            let (time, line, label, case) = g.key;
            let n = g.members.len() as u64;
            let (u, v, _) = messages[g.members[0] as usize];
            let informed = time - label;
            let heard = Text::new("narration-orderly-heard")
                .arg("n", n)
                .arg("label", label)
                .arg("informed", informed)
                .arg("time", time)
                .arg("from", at(u))
                .arg("to", at(v));
            let case_text = case.map(|c| {
                let column = (vertices.coords)(u).get(1).copied().unwrap_or(0);
                case_words(c, at(u), column, vertices.pi_ell.unwrap_or(0))
            });
            let sentence = Text::new("narration-orderly-reason")
                .arg("heard", heard)
                .arg("case", piece(case_text));
            let mut context = alloc::vec![3];
            if informed == 0 {
                context.push(1);
            }
            if case.is_some() {
                context.push(4);
            }
            Reason::new(
                (time, &format!("label-{label}"), line),
                sentence,
                n,
                g.members.iter().map(|&i| {
                    let (u, v, _) = messages[i as usize];
                    Traced {
                        from: (vertices.coords)(u),
                        to: (vertices.coords)(v),
                    }
                }),
            )
            .within(&context)
        })
        .collect();
    Ok(Trace {
        pseudocode,
        reasons,
        regions: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, NodeId};
    use crate::orderly::orderings::{ell, pi, pi_d};
    use crate::orderly::{Model, UNREACHED, Vertex, arrival};

    fn check(grid: &Grid, ord: &Ordering, src: u32, pi_ell: Option<u32>) {
        let times = arrival(ord, Vertex::new(src), Model::NonAdaptive);
        let coords = |v: u32| grid.coords(NodeId::new(v as usize)).to_vec();
        let vertices = Vertices {
            coords: &coords,
            address: None,
            pi_ell,
        };
        let t = trace(
            ord,
            &times,
            &vertices,
            pseudocode(Some(Algo::Pi), 2, pi_ell),
        )
        .unwrap();
        // Per time, the reasons count the vertices the times say arrive then.
        let last = times
            .iter()
            .copied()
            .filter(|&t| t != UNREACHED)
            .max()
            .unwrap();
        for time in 1..=last {
            let arriving = times.iter().filter(|&&x| x == time).count() as u64;
            assert_eq!(
                t.at(time).map(|r| r.count).sum::<u64>(),
                arriving,
                "time {time}"
            );
        }
        // Every listed message is the label-k edge, sent k after its sender heard.
        let index = |c: &[u32]| grid.node(c).unwrap().index() as u32;
        for r in &t.reasons {
            let k: u32 = r.rule.trim_start_matches("label-").parse().unwrap();
            for m in &r.messages {
                let (u, v) = (index(&m.from), index(&m.to));
                assert_eq!(ord.list(Vertex::new(u))[k as usize - 1].get(), v);
                assert_eq!(times[u as usize] + k, times[v as usize]);
                assert_eq!(r.step, times[v as usize]);
            }
        }
    }

    /// Evidence: chosen sizes, four originators of T_9×13 and one of T_6×6×4.
    #[test]
    fn pi_on_t_9x13_and_pi_d_are_traced_by_label_and_case() {
        let grid = Grid::torus(&[9, 13]).unwrap();
        let ord = pi(&grid).unwrap();
        for src in [0, 3, 40, 116] {
            check(&grid, &ord, src, Some(ell(13)));
        }
        let grid = Grid::torus(&[6, 6, 4]).unwrap();
        check(&grid, &pi_d(&grid).unwrap(), 17, Some(ell(6)));
    }

    #[test]
    fn column_zero_senders_are_named_as_cases_c_d() {
        let grid = Grid::torus(&[9, 13]).unwrap();
        let ord = pi(&grid).unwrap();
        let times = arrival(&ord, Vertex::new(0), Model::NonAdaptive);
        let coords = |v: u32| grid.coords(NodeId::new(v as usize)).to_vec();
        let vertices = Vertices {
            coords: &coords,
            address: None,
            pi_ell: Some(ell(13)),
        };
        let msgs = messages(&ord, &times);
        let groups = groups(&msgs, &times, &vertices).unwrap();
        for g in &groups {
            for &i in &g.members {
                let u = msgs[i as usize].0;
                let j = coords(u)[1];
                let want = if j == 0 {
                    PiCase::ColumnZero
                } else if j == ell(13) {
                    PiCase::ColumnEll
                } else {
                    PiCase::Other
                };
                assert_eq!(g.key.3, Some(want));
            }
        }
    }
}
