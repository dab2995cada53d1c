//! Orderings: the thesis's Π and Π_d for tori, and documented defaults for
//! every other graph castlab has.
//!
//! Coordinates follow the thesis: vertex (i, j) of T_{m×n} is grid node
//! `[i, j]`, so `dims=9x13&src=0,3` is T_{9×13} from (0, 3), with i running
//! along the first axis.

use alloc::vec::Vec;
use core::fmt;

use super::Ordering;
use crate::grid::{Grid, NodeId};
use crate::msn::{Hop, Msn};
use crate::text::Text;
use crate::wk::Wk;

/// Why a thesis ordering does not apply to a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PiError {
    /// Π and Π_d are defined on tori.
    NotATorus,
    /// Π needs two dimensions (`exactly_two`), Π_d at least two.
    Dimensions { exactly_two: bool },
    /// Every side must be at least 3, so that ±1 are different neighbours.
    SideTooSmall,
}

impl fmt::Display for PiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PiError::NotATorus => f.write_str("the thesis orderings are defined on tori"),
            PiError::Dimensions { exactly_two: true } => {
                f.write_str("this ordering needs a 2-D torus (Π_d covers more)")
            }
            PiError::Dimensions { exactly_two: false } => {
                f.write_str("this ordering needs at least 2 dimensions")
            }
            PiError::SideTooSmall => f.write_str("every side of the torus must be at least 3"),
        }
    }
}

impl PiError {
    /// For the reader: a message of `locales/*/errors.ftl`.
    pub fn text(&self) -> Text {
        match self {
            PiError::NotATorus => Text::new("error-pi-not-a-torus"),
            PiError::Dimensions { exactly_two: true } => Text::new("error-pi-two-dimensions"),
            PiError::Dimensions { exactly_two: false } => {
                Text::new("error-pi-dimensions").arg("least", 2u32)
            }
            PiError::SideTooSmall => Text::new("error-pi-side-too-small").arg("least", 3u32),
        }
    }
}

impl core::error::Error for PiError {}

/// ℓ as the worked example of §3.3 and the derivations of §3.8 use it:
/// ⌊n/2⌋ when that is odd, else ⌊n/2⌋ + 1, so ℓ is always odd
/// (T_{9×13} has ℓ = 7). §3.1 prints the two cases the other way round.
pub fn ell(n: u32) -> u32 {
    let half = n / 2;
    if half % 2 == 1 { half } else { half + 1 }
}

/// ℓ as §3.1 prints it: ⌊n/2⌋ when that is even, else ⌊n/2⌋ + 1.
pub fn ell_literal(n: u32) -> u32 {
    let half = n / 2;
    if half.is_multiple_of(2) {
        half
    } else {
        half + 1
    }
}

/// A direction on a grid: an axis and forwards (+1) or backwards (−1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dir {
    /// The axis, 0 first.
    pub axis: usize,
    /// +1 when true.
    pub forward: bool,
}

const fn dir(axis: usize, forward: bool) -> Dir {
    Dir { axis, forward }
}

/// An ordering of a grid from per-vertex direction lists.
pub fn from_directions(grid: &Grid, mut dirs: impl FnMut(&[u32]) -> Vec<Dir>) -> Ordering {
    let lists: Vec<Vec<u32>> = (0..grid.node_count())
        .map(|v| {
            let node = NodeId::new(v);
            let c = grid.coords(node);
            let mut list: Vec<u32> = Vec::new();
            for d in dirs(&c) {
                if let Some(w) = grid.neighbour(node, d.axis, d.forward) {
                    let w = w.index() as u32;
                    if !list.contains(&w) {
                        list.push(w);
                    }
                }
            }
            list
        })
        .collect();
    Ordering::from_lists(&lists).expect("grid neighbours are distinct vertices")
}

/// The default for any mesh or torus: axis 0 forwards, axis 0 backwards,
/// axis 1 forwards, … (links a mesh lacks are skipped). On a 1-D torus
/// this is the cycle ordering "next, then previous".
pub fn dimension_order(grid: &Grid) -> Ordering {
    let d = grid.dims();
    from_directions(grid, |_| {
        (0..d)
            .flat_map(|axis| [dir(axis, true), dir(axis, false)])
            .collect()
    })
}

fn check_torus(grid: &Grid) -> Result<(), PiError> {
    if !grid.is_torus() {
        return Err(PiError::NotATorus);
    }
    if grid.sides().iter().any(|&s| s < 3) {
        return Err(PiError::SideTooSmall);
    }
    Ok(())
}

/// Which of §3.2's cases gives the list at column `j` of Π (and Π_d):
/// the special columns 0 and ℓ (cases c/d) or every other column (a/b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PiCase {
    /// Column 0: cases 1c/1d … 4c/4d, label 1 down the column.
    ColumnZero,
    /// Column ℓ: cases c/d, label 1 up the column.
    ColumnEll,
    /// Any other column: cases 1a/1b … 4a/4b, label 1 along the row.
    Other,
}

/// The case of §3.2 that gives the list at column `j`, given ℓ: the
/// branch [`pi`] and [`pi_d`] take.
pub fn pi_case(j: u32, ell: u32) -> PiCase {
    if j == 0 {
        PiCase::ColumnZero
    } else if j == ell {
        PiCase::ColumnEll
    } else {
        PiCase::Other
    }
}

/// The direction lists of Π (§3.2) at (i, j), labels 1 to 4, given ℓ.
fn pi_dirs(i: u32, j: u32, ell: u32) -> [Dir; 4] {
    let (row, col) = (0, 1);
    let i_even = i.is_multiple_of(2);
    let j_even = j.is_multiple_of(2);
    if pi_case(j, ell) != PiCase::Other {
        // 1c/1d and 4c/4d: down column 0, up column ℓ; 2c/2d and 3c/3d
        // run along the row, east on even rows.
        let down = j == 0;
        [
            dir(row, down),
            dir(col, i_even),
            dir(col, !i_even),
            dir(row, !down),
        ]
    } else {
        // 1a/1b and 4a/4b along the row, east on even rows; 2a/2b and
        // 3a/3b along the column, down on even columns.
        [
            dir(col, i_even),
            dir(row, j_even),
            dir(row, !j_even),
            dir(col, !i_even),
        ]
    }
}

fn pi_with(grid: &Grid, ell: u32) -> Result<Ordering, PiError> {
    check_torus(grid)?;
    if grid.dims() != 2 {
        return Err(PiError::Dimensions { exactly_two: true });
    }
    Ok(from_directions(grid, |c| pi_dirs(c[0], c[1], ell).to_vec()))
}

/// Π of §3.2 on T_{m×n}, with ℓ read as the example and §3.8 use it
/// ([`ell`]).
pub fn pi(grid: &Grid) -> Result<Ordering, PiError> {
    pi_with(grid, ell(grid.sides().get(1).copied().unwrap_or(0)))
}

/// Π with ℓ exactly as §3.1 prints it ([`ell_literal`]), for comparison.
pub fn pi_literal(grid: &Grid) -> Result<Ordering, PiError> {
    pi_with(grid, ell_literal(grid.sides().get(1).copied().unwrap_or(0)))
}

/// Π_d of §4.2 on T_{n₁×…×n_d}, d ≥ 2, written from its own rules:
///
/// - labels 1 and 2 on axes 1 and 2 as Π's;
/// - label r (3 ≤ r ≤ d) along axis r: forwards when i₁ and i₂ have
///   different parities, backwards when the same ("0 mod 1" reads odd);
/// - label d + 1: Π's label-3 edges. The extracted 4a/4b repeat 2a/2b; the
///   reading that reduces to Π's 3a/3b is up on even columns, down on odd;
/// - the edges Π_d leaves unlabelled get d + 2 … 2d: Π's label-4 edge
///   first, then the other direction of axes 3 … d in order.
pub fn pi_d(grid: &Grid) -> Result<Ordering, PiError> {
    check_torus(grid)?;
    let d = grid.dims();
    if d < 2 {
        return Err(PiError::Dimensions { exactly_two: false });
    }
    let ell = ell(grid.sides()[1]);
    Ok(from_directions(grid, |c| {
        let (i1, i2) = (c[0], c[1]);
        let (e1, e2) = (i1 % 2 == 0, i2 % 2 == 0);
        let special = pi_case(i2, ell) != PiCase::Other;
        let mut out = Vec::with_capacity(2 * d);
        // Label 1.
        out.push(match (special, i2 == 0) {
            (false, _) => dir(1, e1),
            (true, true) => dir(0, true),
            (true, false) => dir(0, false),
        });
        // Label 2.
        out.push(if special { dir(1, e1) } else { dir(0, e2) });
        // Labels 3..=d.
        let different = e1 != e2;
        for axis in 2..d {
            out.push(dir(axis, different));
        }
        // Label d + 1.
        out.push(if special { dir(1, !e1) } else { dir(0, !e2) });
        // Unlabelled in the thesis: d + 2, …, 2d.
        out.push(match (special, i2 == 0) {
            (false, _) => dir(1, !e1),
            (true, true) => dir(0, false),
            (true, false) => dir(0, true),
        });
        for axis in 2..d {
            out.push(dir(axis, !different));
        }
        out
    }))
}

/// WK(W, L): the W − 1 inner-cluster neighbours by address, then the
/// inter-cluster link (corners of the whole network have none).
pub fn wk(wk: &Wk) -> Ordering {
    let lists: Vec<Vec<u32>> = wk
        .node_ids()
        .map(|v| {
            let neighbours = wk.neighbours(v);
            neighbours.iter().map(|&(u, _)| u.index() as u32).collect()
        })
        .collect();
    Ordering::from_lists(&lists).expect("WK neighbours are distinct")
}

/// An MS network: each vertex's two out-links, horizontal first.
pub fn msn(msn: &Msn) -> Ordering {
    let lists: Vec<[u32; 2]> = msn
        .node_ids()
        .map(|v| [Hop::Horizontal, Hop::Vertical].map(|hop| msn.next(v, hop).index() as u32))
        .collect();
    Ordering::from_lists(&lists).expect("MSN out-links are distinct")
}

/// Any graph with each vertex's links in the order the graph lists them:
/// a protocol family's natural ordering.
pub fn natural(graph: &impl crate::graph::Neighbours) -> Ordering {
    Ordering::from_neighbours(graph).expect("a family lists each neighbour once")
}

#[cfg(test)]
mod tests {
    use super::super::{Model, Vertex, arrival};
    use super::*;

    fn node(g: &Grid, i: u32, j: u32) -> u32 {
        g.node(&[i, j]).unwrap().index() as u32
    }

    /// A path of the thesis as (i, j) vertices and printed labels.
    fn label_sum(g: &Grid, ord: &Ordering, path: &[(u32, u32)], labels: &[u32]) -> Option<u32> {
        let mut sum = 0;
        for (k, w) in path.windows(2).enumerate() {
            let (from, to) = (node(g, w[0].0, w[0].1), node(g, w[1].0, w[1].1));
            let l = ord.label(Vertex::new(from), Vertex::new(to))?;
            if l != labels[k] {
                return None;
            }
            sum += l;
        }
        Some(sum)
    }

    #[test]
    fn ell_follows_the_example_not_section_3_1() {
        // §3.3: T_{9×13} has ℓ = 7; §3.8 derives ℓ = n/2 for n/2 odd and
        // n/2 + 1 for n/2 even.
        assert_eq!(ell(13), 7);
        assert_eq!(ell_literal(13), 6);
        assert_eq!((ell(6), ell(8), ell(7), ell(9)), (3, 5, 3, 5));
    }

    #[test]
    fn the_worked_example_of_section_3_3() {
        let g = Grid::torus(&[9, 13]).unwrap();
        let ord = pi(&g).unwrap();
        // The printed labelled paths and the times the text gives.
        let p1 = [
            (0, 3),
            (1, 3),
            (1, 2),
            (1, 1),
            (1, 0),
            (2, 0),
            (3, 0),
            (4, 0),
            (4, 1),
            (4, 2),
            (5, 2),
        ];
        assert_eq!(
            label_sum(&g, &ord, &p1, &[3, 1, 1, 1, 1, 1, 1, 2, 1, 2]),
            Some(14)
        );
        let p3 = [
            (0, 3),
            (1, 3),
            (1, 2),
            (1, 1),
            (1, 0),
            (2, 0),
            (3, 0),
            (4, 0),
            (5, 0),
            (5, 12),
            (5, 11),
        ];
        assert_eq!(
            label_sum(&g, &ord, &p3, &[3, 1, 1, 1, 1, 1, 1, 1, 2, 1]),
            Some(13)
        );
        let p4 = [
            (0, 3),
            (0, 4),
            (0, 5),
            (0, 6),
            (0, 7),
            (8, 7),
            (7, 7),
            (6, 7),
            (6, 8),
            (6, 9),
            (6, 10),
            (5, 10),
        ];
        assert_eq!(
            label_sum(&g, &ord, &p4, &[1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 3]),
            Some(14)
        );
        let to_5_1 = [&p1[..9], &[(5, 1)]].concat();
        assert_eq!(
            label_sum(&g, &ord, &to_5_1, &[3, 1, 1, 1, 1, 1, 1, 2, 3]),
            Some(14)
        );
        let to_5_8 = [&p4[..9], &[(5, 8)]].concat();
        assert_eq!(
            label_sum(&g, &ord, &to_5_8, &[1, 1, 1, 1, 1, 1, 1, 2, 3]),
            Some(12)
        );
        let to_5_9 = [&p4[..10], &[(5, 9)]].concat();
        assert_eq!(
            label_sum(&g, &ord, &to_5_9, &[1, 1, 1, 1, 1, 1, 1, 2, 1, 2]),
            Some(12)
        );
        // P2 as printed goes down column ℓ from (0, 7) on label 1, but 1d
        // sends up there (as P4 does), and its labels sum to 14, not the
        // printed 13. Going up, the same labels reach (5, 3) at 13.
        let p2_printed = [(0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (1, 7), (2, 7)];
        assert_eq!(label_sum(&g, &ord, &p2_printed, &[1; 6]), None);
        let p2_up = [
            (0, 3),
            (0, 4),
            (0, 5),
            (0, 6),
            (0, 7),
            (8, 7),
            (7, 7),
            (6, 7),
            (5, 7),
            (5, 6),
            (5, 5),
            (5, 4),
            (5, 3),
        ];
        assert_eq!(
            label_sum(&g, &ord, &p2_up, &[1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1]),
            Some(13)
        );
        // And the engine informs all of row 5 by time 14 = D + 4.
        let times = arrival(&ord, Vertex::new(node(&g, 0, 3)), Model::NonAdaptive);
        let row5: Vec<u32> = (0..13).map(|q| times[node(&g, 5, q) as usize]).collect();
        assert!(row5.iter().all(|&t| t <= 14), "{row5:?}");
        assert!(times[node(&g, 5, 3) as usize] <= 13);
    }

    /// Evidence: chosen sizes, T_9×13, T_8×10, T_6×7, T_5×5 and T_4×12.
    #[test]
    fn pi_d_in_two_dimensions_is_pi() {
        // §4.2's rules, written separately from §3.2's, agree at d = 2
        // (label 3 = d + 1 is Π's 3, and the leftover label 4 is Π's 4).
        for sides in [[9u32, 13], [8, 10], [6, 7], [5, 5], [4, 12]] {
            let g = Grid::torus(&sides).unwrap();
            assert_eq!(pi_d(&g).unwrap(), pi(&g).unwrap(), "{sides:?}");
        }
    }

    #[test]
    fn pi_d_restricted_to_a_plane_is_pi_with_3_relabelled() {
        // §4.2: each 2-D slice carries Π with label 3 replaced by d + 1.
        let g3 = Grid::torus(&[7, 5, 4]).unwrap();
        let g2 = Grid::torus(&[7, 5]).unwrap();
        let (o3, o2) = (pi_d(&g3).unwrap(), pi(&g2).unwrap());
        for i in 0..7 {
            for j in 0..5 {
                for z in 0..4 {
                    let v3 = Vertex::from(g3.node(&[i, j, z]).unwrap());
                    let v2 = node(&g2, i, j);
                    for (k, &w2) in o2.list(Vertex::new(v2)).iter().enumerate() {
                        let c = g2.coords(NodeId::new(w2.index()));
                        let w3 = Vertex::from(g3.node(&[c[0], c[1], z]).unwrap());
                        let want = [1, 2, 4, 5][k];
                        assert_eq!(o3.label(v3, w3), Some(want));
                    }
                }
            }
        }
    }

    #[test]
    fn every_ordering_lists_exactly_the_neighbours() {
        for g in [
            Grid::torus(&[9, 13]).unwrap(),
            Grid::torus(&[3, 3, 3, 3]).unwrap(),
        ] {
            let base = dimension_order(&g);
            let o = if g.dims() == 2 { pi(&g) } else { pi_d(&g) }.unwrap();
            assert_eq!(o.check_same_graph(&base), Ok(()));
            assert_eq!(o.max_degree(), 2 * g.dims());
        }
        assert_eq!(pi(&Grid::mesh(&[4, 4]).unwrap()), Err(PiError::NotATorus));
        assert_eq!(
            pi(&Grid::torus(&[2, 4]).unwrap()),
            Err(PiError::SideTooSmall)
        );
        let mesh = dimension_order(&Grid::mesh(&[3, 3]).unwrap());
        assert_eq!(mesh.list(Vertex::new(0)).len(), 2);
        assert_eq!(mesh.list(Vertex::new(4)).len(), 4);
    }
}
