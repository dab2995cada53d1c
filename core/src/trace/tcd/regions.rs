//! The submesh each informed node is responsible for, step by step: the
//! halving the papers' algorithms (and `recursive`) perform, read from the
//! axis each message records. A holder's box is split at its middle across
//! that axis; the sender keeps its half, the receiver takes the other.

use alloc::vec;
use alloc::vec::Vec;

use crate::grid::{Grid, NodeId};
use crate::schedule::{Schedule, Why};
use crate::trace::Region;

/// Most nodes whose regions a trace lists (every step's boxes: about 2N).
pub const REGION_LIMIT: usize = 4096;

/// Every step's boxes, or none where the schedule does not halve the mesh
/// (`exact`'s splits, a certified numbering, a torus, a large grid) or a
/// receiver falls outside the half it is given.
pub fn regions(grid: &Grid, schedule: &Schedule) -> Vec<Region> {
    if grid.is_torus() || grid.node_count() > REGION_LIMIT {
        return Vec::new();
    }
    let dims = grid.dims();
    // (holder, low, high) per informed node.
    let mut boxes: Vec<(NodeId, Vec<u32>, Vec<u32>)> = vec![(
        schedule.source,
        vec![0; dims],
        grid.sides().iter().map(|s| s - 1).collect(),
    )];
    let mut out = Vec::new();
    for step in 1..=schedule.steps {
        for m in schedule.messages.iter().filter(|m| m.step == step) {
            let axis = match m.why {
                Why::Holder { axis, .. } | Why::Across { axis, .. } | Why::Target { axis, .. } => {
                    usize::from(axis)
                }
                Why::Untraced | Why::Split { .. } | Why::Numbered => return Vec::new(),
            };
            let Some(k) = boxes.iter().position(|b| b.0 == m.from) else {
                return Vec::new();
            };
            let (from, to) = (grid.coords(m.from), grid.coords(m.to));
            let (low, high) = (boxes[k].1.clone(), boxes[k].2.clone());
            if high[axis] == low[axis] {
                return Vec::new();
            }
            let middle = low[axis] + (high[axis] - low[axis]).div_ceil(2);
            let (mut keep, mut give) = ((low.clone(), high.clone()), (low, high));
            if from[axis] < middle {
                keep.1[axis] = middle - 1;
                give.0[axis] = middle;
            } else {
                keep.0[axis] = middle;
                give.1[axis] = middle - 1;
            }
            let inside = (0..dims).all(|a| give.0[a] <= to[a] && to[a] <= give.1[a]);
            if !inside {
                return Vec::new();
            }
            boxes[k] = (m.from, keep.0, keep.1);
            boxes.push((m.to, give.0, give.1));
        }
        out.extend(boxes.iter().map(|(holder, low, high)| Region {
            step,
            holder: grid.coords(*holder).to_vec(),
            low: low.clone(),
            high: high.clone(),
        }));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{Analysis, source_schedule};
    use crate::permalink::parse;
    use crate::schedule::informed_steps;

    /// Each node's responsible holder after `step`: walking up its chain of
    /// informers, the first node informed by then. Independent of the
    /// boxes: it reads only who sent to whom.
    fn holder_after(schedule: &Schedule, at: &[u32], v: NodeId, step: u32) -> NodeId {
        let mut v = v;
        while at[v.index()] > step {
            v = schedule
                .messages
                .iter()
                .find(|m| m.to == v)
                .expect("informed")
                .from;
        }
        v
    }

    fn check(link: &str) -> usize {
        let q = parse(link).query;
        let analysis = Analysis::new(&q.grid);
        let (schedule, _) = source_schedule(&analysis, &q);
        let boxes = regions(&q.grid, &schedule);
        let at = informed_steps(&q.grid, &schedule);
        for step in 1..=schedule.steps {
            let now: Vec<&Region> = boxes.iter().filter(|r| r.step == step).collect();
            // One box per node informed by now.
            assert_eq!(
                now.len(),
                at.iter().filter(|&&t| t <= step).count(),
                "{link} step {step}"
            );
            for v in 0..q.grid.node_count() {
                let c = q.grid.coords(NodeId::new(v));
                let inside: Vec<&&Region> = now
                    .iter()
                    .filter(|r| (0..c.len()).all(|a| r.low[a] <= c[a] && c[a] <= r.high[a]))
                    .collect();
                // The boxes partition the mesh, and each node's box is its
                // responsible holder's.
                assert_eq!(inside.len(), 1, "{link} step {step} node {c:?}");
                let holder = holder_after(&schedule, &at, NodeId::new(v), step);
                assert_eq!(
                    inside[0].holder,
                    q.grid.coords(holder).to_vec(),
                    "{link} step {step} node {c:?}"
                );
            }
        }
        boxes.len()
    }

    /// Evidence: chosen sizes, every source of 8 × 8, four of 4 × 4 × 4, one of
    /// each of 16 × 16, 8 × 8 × 8 and 2^6, three algorithms.
    #[test]
    fn each_box_is_what_its_holder_informs() {
        let mut checked = 0;
        for algo in ["paper", "symmetric", "recursive"] {
            for s in 0..64u32 {
                checked += check(&alloc::format!("v=1&src={},{}&algo={algo}", s % 8, s / 8));
            }
            for src in ["0,0,0", "1,1,1", "3,2,0", "2,3,1"] {
                checked += check(&alloc::format!("v=1&dims=4x4x4&src={src}&algo={algo}"));
            }
            checked += check(&alloc::format!("v=1&dims=16x16&src=5,9&algo={algo}"));
            checked += check(&alloc::format!("v=1&dims=8x8x8&src=3,5,6&algo={algo}"));
            checked += check(&alloc::format!(
                "v=1&dims=2x2x2x2x2x2&src=1,0,1,1,0,0&algo={algo}"
            ));
        }
        assert!(checked > 3 * (64 * 126 + 4 * 126 + 510));
        // exact's splits and the torus's wraparound do not halve a box.
        for link in ["v=1&dims=4x4&algo=exact", "v=1&net=torus&src=2,2"] {
            let q = parse(link).query;
            let (schedule, _) = source_schedule(&Analysis::new(&q.grid), &q);
            assert!(regions(&q.grid, &schedule).is_empty(), "{link}");
        }
    }
}
