//! 004 Figs. 3–4 and Eqs. (6)–(9): the destination areas. From (0, 0) each
//! destination (x, y) is reached by the shortest of the four path families
//! (Eq. (5)); the areas A_1 … A_4 are where NE, SW, SE and NW win, and on
//! each the paper writes the distance in closed form by the parities of x
//! and y. [`area_distance`] is that form as printed; [`areas`] colours every
//! destination of a source by its family, carried by the relative address.

use alloc::vec::Vec;

use super::{Msn, PathFamily, family_lengths};
use crate::grid::NodeId;

/// Eqs. (6)–(9) as printed: D_{0,0}(x, y) for a destination in `family`'s
/// area, by the parities of x and y.
pub fn area_distance(msn: &Msn, x: u32, y: u32, family: PathFamily) -> u32 {
    let (w, h) = (msn.width(), msn.height());
    let (odd_x, odd_y) = (x % 2 == 1, y % 2 == 1);
    let (ne, sw, se, nw) = (x + y, w - x + h - y, x + h - y, w - x + y);
    match (odd_x, odd_y, family) {
        // Eq. (6): x, y odd.
        (true, true, PathFamily::NorthEast) => ne + 2,
        (true, true, PathFamily::SouthWest) => sw + 2,
        (true, true, PathFamily::SouthEast) => se,
        (true, true, PathFamily::NorthWest) => nw,
        // Eq. (7): x, y even, with the columns and rows through (0, 0).
        (false, false, PathFamily::NorthEast) => ne,
        (false, false, PathFamily::SouthWest) => sw + 4,
        (false, false, PathFamily::SouthEast) if x == 0 => h - y + 4,
        (false, false, PathFamily::SouthEast) => se,
        (false, false, PathFamily::NorthWest) if y == 0 => w - x + 4,
        (false, false, PathFamily::NorthWest) => nw,
        // Eq. (8): x odd, y even.
        (true, false, PathFamily::NorthEast) => ne,
        (true, false, PathFamily::SouthWest) => sw + 2,
        (true, false, PathFamily::SouthEast) => se,
        (true, false, PathFamily::NorthWest) => nw + 2,
        // Eq. (9): x even, y odd.
        (false, true, PathFamily::NorthEast) => ne,
        (false, true, PathFamily::SouthWest) => sw + 2,
        (false, true, PathFamily::SouthEast) => se + 2,
        (false, true, PathFamily::NorthWest) => nw,
    }
}

/// The families whose paths are shortest from (0, 0) to (x, y) (Eq. (5)),
/// in the order NE, SW, SE, NW.
pub fn shortest_families(msn: &Msn, x: u32, y: u32) -> Vec<PathFamily> {
    let lengths = family_lengths(msn, x, y);
    let best = lengths
        .iter()
        .map(|&(d, _)| d)
        .min()
        .expect("four families");
    lengths
        .into_iter()
        .filter(|&(d, _)| d == best)
        .map(|(_, f)| f)
        .collect()
}

/// Every destination's area from `source`: the family Eq. (5) picks (the
/// first on ties) and how many families tie; `None` for the source.
pub fn areas(msn: &Msn, source: NodeId) -> Vec<Option<(PathFamily, u8)>> {
    msn.node_ids()
        .map(|v| {
            if v == source {
                return None;
            }
            let (i, j) = msn.relative(source, v);
            let shortest = shortest_families(msn, i, j);
            Some((shortest[0], shortest.len() as u8))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evidence: exhaustive, every destination of every even X, Y from 4 to 24.
    #[test]
    fn eqs_6_to_9_give_the_breadth_first_distance_in_every_area() {
        // For every even X, Y from 4 to 24 and every destination, each
        // family that Eq. (5) finds shortest has its area's printed form
        // equal to the breadth-first-search distance.
        let mut checked = 0u64;
        for x_side in (4..=24).step_by(2) {
            for y_side in (4..=24).step_by(2) {
                let msn = Msn::new(x_side, y_side).unwrap();
                let bfs = msn.distances(NodeId::new(0));
                for v in msn.node_ids().skip(1) {
                    let (x, y) = msn.coords(v);
                    for family in shortest_families(&msn, x, y) {
                        assert_eq!(
                            area_distance(&msn, x, y, family),
                            bfs[v.index()],
                            "{x_side}x{y_side} ({x}, {y}) {}",
                            family.as_str()
                        );
                        checked += 1;
                    }
                }
            }
        }
        // (4 + 6 + … + 24)² destinations less the 121 sources, some with ties.
        assert!(checked >= 154 * 154 - 121, "{checked}");
    }

    /// Evidence: chosen sizes, every destination from four sources of 8 × 6,
    /// and 8 × 8.
    #[test]
    fn areas_carry_over_to_every_source() {
        // From any source the family picked reaches each destination in
        // the breadth-first distance from that source, and every family
        // has an area on 8 × 8 (Fig. 3's four quadrants).
        let msn = Msn::new(8, 6).unwrap();
        for s in [0, 11, 29, 47] {
            let source = NodeId::new(s);
            let bfs = msn.distances(source);
            for (v, area) in areas(&msn, source).into_iter().enumerate() {
                let Some((family, _)) = area else {
                    assert_eq!(v, s);
                    continue;
                };
                let (i, j) = msn.relative(source, NodeId::new(v));
                assert_eq!(area_distance(&msn, i, j, family), bfs[v], "from {s} to {v}");
            }
        }
        let square = Msn::new(8, 8).unwrap();
        let found = areas(&square, NodeId::new(0));
        for family in [
            PathFamily::NorthEast,
            PathFamily::SouthWest,
            PathFamily::SouthEast,
            PathFamily::NorthWest,
        ] {
            assert!(
                found.iter().flatten().any(|&(f, _)| f == family),
                "{}",
                family.as_str()
            );
        }
    }
}
