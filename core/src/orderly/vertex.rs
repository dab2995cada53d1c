//! [`Vertex`]: a vertex of an ordering's graph by its dense index, as the
//! grid's `NodeId` is a node of a grid. Where a label, a time and a vertex
//! are all `u32`, the type says which one a number is; it is a `u32` in
//! memory (`repr(transparent)`), so the hot loops pay nothing for it.

use alloc::vec::Vec;
use core::fmt;

use crate::grid::NodeId;

/// A vertex, by its index `0..ord.nodes()`.
/// It serializes as the bare number, so JSON keeps its shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
#[repr(transparent)]
pub struct Vertex(u32);

impl Vertex {
    /// The vertex with this index.
    pub const fn new(index: u32) -> Self {
        Vertex(index)
    }

    /// The vertex at a `usize` index.
    ///
    /// # Panics
    /// If `index` does not fit in `u32`; orderings never get that large.
    pub fn at(index: usize) -> Self {
        Vertex(u32::try_from(index).expect("vertex index fits in u32"))
    }

    /// The index, for a per-vertex table.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The index as the `u32` the flat forms and the JSON carry.
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The plain numbers of `vertices`, as the flat forms and
    /// [`Ordering::from_lists`](super::Ordering::from_lists) take them.
    pub fn numbers(vertices: &[Vertex]) -> Vec<u32> {
        vertices.iter().map(|v| v.0).collect()
    }
}

/// A grid's node is the ordering's vertex of the same index.
impl From<NodeId> for Vertex {
    fn from(node: NodeId) -> Self {
        Vertex::at(node.index())
    }
}

/// The plain index, as the reports and messages print a vertex.
impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vertex_is_its_index() {
        let v = Vertex::at(41);
        assert_eq!((v.index(), v.get()), (41, 41));
        assert_eq!(v, Vertex::new(41));
        assert_eq!(Vertex::from(NodeId::new(7)), Vertex::new(7));
        assert_eq!(alloc::format!("{v}"), "41");
        assert!(Vertex::new(3) < Vertex::new(4));
        assert_eq!(core::mem::size_of::<Vertex>(), 4);
        assert_eq!(Vertex::numbers(&[Vertex::new(2), Vertex::new(0)]), [2, 0]);
    }

    /// The JSON carries a vertex as the plain number it always did.
    #[cfg(feature = "json")]
    #[test]
    fn a_vertex_is_a_bare_number_in_json() {
        let vs = [Vertex::new(3), Vertex::new(0)];
        assert_eq!(serde_json::to_string(&vs).unwrap(), "[3,0]");
        assert_eq!(
            serde_json::from_str::<Vertex>("12").unwrap(),
            Vertex::new(12)
        );
    }
}
