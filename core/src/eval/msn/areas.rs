//! `view=areas` (004 Figs. 3–4, Eqs. (6)–(11)): every destination's path
//! family from the source, and Eq. (10)'s partial sums by parity class, by
//! breadth-first search beside the paper's forms.

use alloc::string::String;
use alloc::vec::Vec;

use crate::msn::{self, Msn, Parity, PathFamily};
use crate::permalink::Query;

/// The areas of one source.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnAreas {
    /// Each destination's family, `NE`, `SW`, `SE` or `NW` (the first of
    /// the shortest, as Eq. (5) orders them; empty at the source), x fastest.
    pub family_map: Vec<String>,
    /// How many families are shortest to each destination (0: the source).
    pub ties: Vec<u8>,
    /// Destinations in the areas of NE, SW, SE and NW.
    pub area_sizes: Vec<u64>,
    /// Destinations two or more families reach in the least time.
    pub tied: u64,
    /// Eq. (10)'s four partial sums of H (from any node: the network is
    /// symmetric).
    pub sums: Vec<MsnPartialSum>,
}

/// One class of Eq. (10): its sum by breadth-first search and as printed.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MsnPartialSum {
    /// "x odd, y odd", ….
    pub class: String,
    /// The sum by breadth-first search.
    pub bfs: u64,
    /// The body's equation, e.g. "Eq. (21)".
    pub body: String,
    /// Its value as printed.
    pub body_value: i64,
    /// The Appendix's, e.g. "A.9".
    pub appendix: String,
    /// Its value.
    pub appendix_value: i64,
}

const FAMILIES: [PathFamily; 4] = [
    PathFamily::NorthEast,
    PathFamily::SouthWest,
    PathFamily::SouthEast,
    PathFamily::NorthWest,
];

/// The areas of the query's source.
pub fn msn_areas(query: &Query) -> MsnAreas {
    let s = query.grid.sides();
    let net = Msn::new(s[0], s[1]).expect("the parser checked the sides");
    let source = net.node(i64::from(query.src[0]), i64::from(query.src[1]));
    let found = msn::areas(&net, source);
    let mut area_sizes = alloc::vec![0u64; 4];
    for (family, _) in found.iter().flatten() {
        area_sizes[FAMILIES.iter().position(|f| f == family).unwrap_or(0)] += 1;
    }
    let bfs = msn::bfs_sums(&net);
    let sums = msn::printed_sums(s[0], s[1])
        .map(|printed| {
            printed
                .iter()
                .zip(Parity::ALL)
                .zip(bfs)
                .map(|((p, class), bfs)| MsnPartialSum {
                    class: class.as_str().into(),
                    bfs,
                    body: p.body.into(),
                    body_value: p.body_value,
                    appendix: p.appendix.into(),
                    appendix_value: p.appendix_value,
                })
                .collect()
        })
        .unwrap_or_default();
    MsnAreas {
        family_map: found
            .iter()
            .map(|a| a.map_or(String::new(), |(f, _)| f.as_str().into()))
            .collect(),
        ties: found.iter().map(|a| a.map_or(0, |(_, n)| n)).collect(),
        area_sizes,
        tied: found.iter().flatten().filter(|&&(_, n)| n > 1).count() as u64,
        sums,
    }
}
