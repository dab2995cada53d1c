//! The protocol families' certified optima (`families.tsv`, written by
//! `castlab-prove family`): b(u) in the telephone model, stored for the
//! least vertex of each orbit of the family's stated symmetries, and b^o(G)
//! over every ordering. Each witness (a schedule, an ordering) is re-checked
//! by the validator or the simulator in `castlab-prove`'s tests, each lower
//! bound by its DRAT proof.

use alloc::vec::Vec;

use super::Certificate;
use super::table::certificate;
use crate::classical::{Call, Calls};
use crate::orderly::symmetry::stated_orbits;
use crate::orderly::{Ordering, Vertex};
use crate::topology::{GraphFamily, Topology};

const FAMILIES: &str = include_str!("families.tsv");

/// How a certified value is labelled where the views show it.
pub const CERTIFIED: &str = "certified: SAT, DRAT-checked";

/// Which optimum a row is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FamilyValue {
    /// b(u) from this originator, in the telephone model.
    Classical(u32),
    /// b^o(G), the least over orderings of the worst originator's b^Π.
    Orderly,
}

/// One stored optimum of a family's instance.
#[derive(Clone, Debug, PartialEq)]
pub struct FamilyOptimum {
    /// The family.
    pub family: GraphFamily,
    /// Its size (the value of its size key).
    pub size: u32,
    /// Which optimum.
    pub value: FamilyValue,
    /// The values and how they are known.
    pub certificate: Certificate,
}

impl FamilyOptimum {
    /// The witness schedule of a classical row (from its stored
    /// originator), as stored: `None` for an orderly row or bad text.
    pub fn calls(&self) -> Option<Calls> {
        let FamilyValue::Classical(source) = self.value else {
            return None;
        };
        let rounds = self
            .certificate
            .witness
            .split(';')
            .map(|round| {
                round
                    .split(',')
                    .filter(|c| !c.is_empty())
                    .map(|call| {
                        let (from, to) = call.split_once('>')?;
                        Some(Call {
                            from: from.parse().ok()?,
                            to: to.parse().ok()?,
                        })
                    })
                    .collect::<Option<Vec<Call>>>()
            })
            .collect::<Option<Vec<_>>>()?;
        // A stored witness is checked, not narrated: it records no rules.
        Some(Calls {
            source,
            rounds,
            rules: Vec::new(),
        })
    }

    /// The witness ordering of an orderly row, as stored: `None` for a
    /// classical row, or lists that are not an ordering.
    pub fn ordering(&self) -> Option<Ordering> {
        if self.value != FamilyValue::Orderly {
            return None;
        }
        let lists = self
            .certificate
            .witness
            .split(' ')
            .map(|list| {
                list.split('.')
                    .filter(|w| !w.is_empty())
                    .map(|w| w.parse().ok())
                    .collect::<Option<Vec<u32>>>()
            })
            .collect::<Option<Vec<_>>>()?;
        Ordering::from_lists(&lists).ok()
    }
}

/// Every stored row, in the table's order.
pub fn family_table() -> Vec<FamilyOptimum> {
    FAMILIES
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|line| {
            let cols: Vec<&'static str> = line.split('\t').collect();
            let value = match (*cols.first()?, *cols.get(3)?) {
                ("classical", source) => FamilyValue::Classical(source.parse().ok()?),
                ("orderly", "-") => FamilyValue::Orderly,
                _ => return None,
            };
            Some(FamilyOptimum {
                family: GraphFamily::from_name(cols.get(1)?)?,
                size: cols.get(2)?.parse().ok()?,
                value,
                certificate: certificate(cols.get(4..)?)?,
            })
        })
        .collect()
}

/// The stored b(source) of a family's network: the row of the least vertex
/// of source's orbit under the family's stated symmetries (automorphisms,
/// which keep b(u)); its witness is from that vertex.
pub fn classical_optimum(graph: &dyn Topology, source: usize) -> Option<FamilyOptimum> {
    let (family, size) = graph.family()?;
    let n = graph.node_count();
    if source >= n {
        return None;
    }
    let orbits = stated_orbits(n, graph.symmetries(), &|k, v| graph.symmetry(k, v));
    let root = orbits.root(Vertex::at(source)).index() as u32;
    family_table().into_iter().find(|row| {
        (row.family, row.size, row.value) == (family, size, FamilyValue::Classical(root))
    })
}

/// The stored b^o of a family's network.
pub fn orderly_optimum(graph: &dyn Topology) -> Option<FamilyOptimum> {
    let (family, size) = graph.family()?;
    family_table()
        .into_iter()
        .find(|row| (row.family, row.size, row.value) == (family, size, FamilyValue::Orderly))
}

/// What is certified about one originator of a family's network: b(u) and
/// b^o(G), where stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Certified {
    /// b(originator), in the telephone model.
    pub classical: Option<u32>,
    /// b^o(G), over every ordering.
    pub orderly: Option<u32>,
}

/// [`Certified`] for `originator` of `family`'s network of `nodes` vertices
/// (each family's vertex count names its size), as a report carries them.
pub fn certified_values(family: GraphFamily, nodes: usize, originator: usize) -> Certified {
    let Some(size) = family
        .rule()
        .sizes()
        .find(|&s| family.node_count(s) == nodes)
    else {
        return Certified::default();
    };
    let Some(graph) = family.build(size) else {
        return Certified::default();
    };
    let value = |row: FamilyOptimum| row.certificate.upper as u32;
    Certified {
        classical: classical_optimum(&*graph, originator).map(value),
        orderly: orderly_optimum(&*graph).map(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The label follows the table: Q_3 from any vertex takes 3 rounds (the
    /// binomial tree meets ⌈log₂ 8⌉), CCC(3) 6 (its diameter, 003 §1.2.1's
    /// ⌈5k/2⌉ = 8 refuted), and nothing is claimed for Q_6, or for b(u) off the graph.
    #[test]
    fn certified_values_are_found_by_family_size_and_orbit() {
        let q3 = certified_values(GraphFamily::Hypercube, 8, 5);
        assert_eq!(q3.classical, Some(3));
        assert!(q3.orderly.is_some_and(|o| o >= 3));
        let ccc = certified_values(GraphFamily::Ccc, 24, 17);
        assert_eq!(ccc.classical, Some(6));
        assert_eq!(
            certified_values(GraphFamily::Hypercube, 64, 0),
            Certified::default()
        );
        assert_eq!(
            certified_values(GraphFamily::Hypercube, 8, 8).classical,
            None
        );
        // Every stored row reads back whole.
        let rows = FAMILIES.lines().filter(|l| !l.starts_with('#')).count();
        assert_eq!(family_table().len(), rows);
    }
}
