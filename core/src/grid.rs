//! d-dimensional meshes and tori with dense node ids.
//!
//! Node ids are indices with x fastest: in an `X×Y` grid, node `(x, y)` has
//! id `x + X·y`. Coordinates follow the papers: the origin is a corner and x
//! comes first.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::ops::Deref;

/// Most dimensions a grid may have.
pub const MAX_DIMS: usize = 6;

/// Most nodes a grid may have (2^20), so a per-node map stays small enough for
/// a browser tab.
pub const MAX_NODES: usize = 1 << 20;

/// A node of a grid, as a dense index (x fastest).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NodeId(u32);

/// `8x8`: a grid's sides as the permalink's `dims=` writes them.
pub fn sides_text(sides: &[u32]) -> String {
    let parts: Vec<String> = sides.iter().map(|s| s.to_string()).collect();
    parts.join("x")
}

impl NodeId {
    /// Wraps a dense index.
    ///
    /// # Panics
    /// If `index` does not fit in `u32`; grids never get that large.
    pub fn new(index: usize) -> Self {
        NodeId(u32::try_from(index).expect("node index fits in u32"))
    }

    /// The dense index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Coordinates of a node, x first, without heap allocation.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Coords {
    values: [u32; MAX_DIMS],
    len: u8,
}

impl Coords {
    /// Copies up to [`MAX_DIMS`] values.
    pub fn new(values: &[u32]) -> Option<Self> {
        if values.len() > MAX_DIMS {
            return None;
        }
        let mut out = Coords {
            values: [0; MAX_DIMS],
            len: values.len() as u8,
        };
        out.values[..values.len()].copy_from_slice(values);
        Some(out)
    }

    /// 2-D coordinates.
    pub fn xy(x: u32, y: u32) -> Self {
        let mut values = [0; MAX_DIMS];
        values[0] = x;
        values[1] = y;
        Coords { values, len: 2 }
    }
}

impl Deref for Coords {
    type Target = [u32];
    fn deref(&self) -> &[u32] {
        &self.values[..usize::from(self.len)]
    }
}

impl fmt::Debug for Coords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Writes `2,0,5`, the permalink form.
impl fmt::Display for Coords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, v) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{v}")?;
        }
        Ok(())
    }
}

/// Why a grid cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridError {
    /// No side lengths were given.
    NoDimensions,
    /// More than [`MAX_DIMS`] side lengths.
    TooManyDimensions,
    /// A side of length zero.
    ZeroSide,
    /// More than [`MAX_NODES`] nodes.
    TooManyNodes,
}

impl GridError {
    /// A stable identifier (the JSON's error `kind`).
    pub const fn kind(&self) -> &'static str {
        match self {
            GridError::NoDimensions => "no_dimensions",
            GridError::TooManyDimensions => "too_many_dimensions",
            GridError::ZeroSide => "zero_side",
            GridError::TooManyNodes => "too_many_nodes",
        }
    }
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::NoDimensions => f.write_str("a grid needs at least one side"),
            GridError::TooManyDimensions => write!(f, "a grid has at most {MAX_DIMS} dimensions"),
            GridError::ZeroSide => f.write_str("every side must be at least 1"),
            GridError::TooManyNodes => write!(f, "a grid has at most {MAX_NODES} nodes"),
        }
    }
}

impl core::error::Error for GridError {}

/// A mesh or torus: side lengths x first, and whether links wrap around.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    sides: Coords,
    torus: bool,
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.torus { "torus" } else { "mesh" };
        write!(f, "{kind} ")?;
        for (i, s) in self.sides.iter().enumerate() {
            if i > 0 {
                f.write_str("x")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

impl Grid {
    /// A mesh (no wraparound links).
    pub fn mesh(sides: &[u32]) -> Result<Self, GridError> {
        Self::new(sides, false)
    }

    /// A torus (wraparound links in every dimension).
    pub fn torus(sides: &[u32]) -> Result<Self, GridError> {
        Self::new(sides, true)
    }

    /// A torus when `torus`, else a mesh.
    pub fn new(sides: &[u32], torus: bool) -> Result<Self, GridError> {
        if sides.is_empty() {
            return Err(GridError::NoDimensions);
        }
        let sides = Coords::new(sides).ok_or(GridError::TooManyDimensions)?;
        let mut nodes: u64 = 1;
        for &s in sides.iter() {
            if s == 0 {
                return Err(GridError::ZeroSide);
            }
            nodes = nodes.saturating_mul(u64::from(s));
            if nodes > MAX_NODES as u64 {
                return Err(GridError::TooManyNodes);
            }
        }
        Ok(Grid { sides, torus })
    }

    /// Side lengths, x first.
    pub fn sides(&self) -> &[u32] {
        &self.sides
    }

    /// Number of dimensions.
    pub fn dims(&self) -> usize {
        self.sides.len()
    }

    /// Whether links wrap around.
    pub fn is_torus(&self) -> bool {
        self.torus
    }

    /// Number of nodes.
    pub fn node_count(&self) -> usize {
        self.sides.iter().map(|&s| s as usize).product()
    }

    /// The node at `coords`, if they are inside the grid.
    pub fn node(&self, coords: &[u32]) -> Option<NodeId> {
        if coords.len() != self.dims() {
            return None;
        }
        let mut index = 0usize;
        for (&c, &s) in coords.iter().zip(self.sides.iter()).rev() {
            if c >= s {
                return None;
            }
            index = index * s as usize + c as usize;
        }
        Some(NodeId::new(index))
    }

    /// Coordinates of `node`, x first.
    pub fn coords(&self, node: NodeId) -> Coords {
        let mut rest = node.index();
        let mut values = [0u32; MAX_DIMS];
        for (v, &s) in values.iter_mut().zip(self.sides.iter()) {
            *v = (rest % s as usize) as u32;
            rest /= s as usize;
        }
        Coords {
            values,
            len: self.sides.len() as u8,
        }
    }

    /// Hop distance between `a` and `b` along one axis of side `side`.
    fn axis_distance(&self, a: u32, b: u32, side: u32) -> u32 {
        let d = a.abs_diff(b);
        if self.torus { d.min(side - d) } else { d }
    }

    /// Hop distance (L1, with wraparound on a torus).
    pub fn distance(&self, a: NodeId, b: NodeId) -> u32 {
        let (ca, cb) = (self.coords(a), self.coords(b));
        ca.iter()
            .zip(cb.iter())
            .zip(self.sides.iter())
            .map(|((&x, &y), &s)| self.axis_distance(x, y, s))
            .sum()
    }

    /// The neighbour of `node` one hop along `axis`, forwards or backwards.
    pub fn neighbour(&self, node: NodeId, axis: usize, forward: bool) -> Option<NodeId> {
        let side = *self.sides.get(axis)?;
        let mut c = self.coords(node);
        let v = c.values[axis];
        c.values[axis] = match (forward, self.torus) {
            (true, _) if v + 1 < side => v + 1,
            (true, true) if side > 1 => 0,
            (false, _) if v > 0 => v - 1,
            (false, true) if side > 1 => side - 1,
            _ => return None,
        };
        self.node(&c)
    }

    /// Number of directed links (each undirected link counts twice).
    pub fn directed_link_slots(&self) -> usize {
        self.node_count() * 2 * self.dims()
    }

    /// A dense index for the directed link leaving `from` along `axis` in
    /// direction `forward`, in `0..directed_link_slots()`.
    pub fn link_slot(&self, from: NodeId, axis: usize, forward: bool) -> usize {
        (from.index() * self.dims() + axis) * 2 + usize::from(forward)
    }
}

impl crate::graph::Neighbours for Grid {
    fn node_count(&self) -> usize {
        Grid::node_count(self)
    }

    fn for_each_neighbour(&self, v: usize, visit: &mut dyn FnMut(usize)) {
        for axis in 0..self.dims() {
            for forward in [false, true] {
                if let Some(u) = self.neighbour(NodeId::new(v), axis, forward) {
                    visit(u.index());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_x_fastest_and_round_trip() {
        let g = Grid::mesh(&[4, 3, 2]).unwrap();
        assert_eq!(g.node_count(), 24);
        // (1, 2, 1) -> 1 + 4*2 + 12*1 = 21, computed by hand.
        assert_eq!(g.node(&[1, 2, 1]), Some(NodeId::new(21)));
        for i in 0..g.node_count() {
            let n = NodeId::new(i);
            assert_eq!(g.node(&g.coords(n)), Some(n));
        }
        assert_eq!(g.node(&[4, 0, 0]), None);
        assert_eq!(g.node(&[0, 0]), None);
    }

    #[test]
    fn distance_matches_neighbour_bfs() {
        // BFS over `neighbour` is an independent derivation of the metric.
        for g in [
            Grid::mesh(&[5, 4]).unwrap(),
            Grid::torus(&[5, 4]).unwrap(),
            Grid::torus(&[2, 3, 4]).unwrap(),
        ] {
            for s in 0..g.node_count() {
                let dist = crate::graph::distances(&g, s);
                let s = NodeId::new(s);
                for (t, &d) in dist.iter().enumerate() {
                    assert_eq!(g.distance(s, NodeId::new(t)), d, "{g:?} {s} -> {t}");
                }
            }
        }
    }

    #[test]
    fn limits_are_enforced() {
        assert_eq!(Grid::mesh(&[]), Err(GridError::NoDimensions));
        assert_eq!(Grid::mesh(&[2; 7]), Err(GridError::TooManyDimensions));
        assert_eq!(Grid::mesh(&[4, 0]), Err(GridError::ZeroSide));
        assert_eq!(Grid::mesh(&[1024, 1025]), Err(GridError::TooManyNodes));
        assert!(Grid::mesh(&[1024, 1024]).is_ok());
        assert_eq!(
            Grid::mesh(&[u32::MAX, u32::MAX]),
            Err(GridError::TooManyNodes)
        );
    }
}
