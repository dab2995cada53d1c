//! How the six measures of the census compare, pair by pair: on how many
//! graphs one is below, equal to or above the other, and the graphs with
//! the largest and the smallest ratio between them.

use alloc::vec::Vec;

use super::{CensusRow, Measure};

/// A graph where a ratio is extreme: its census index (`g=`, 1-based)
/// and the two values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extreme {
    /// The row's `g=`.
    pub index: u32,
    /// The first measure's value there.
    pub low: u32,
    /// The second measure's value there.
    pub high: u32,
}

/// Two measures over every row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relation {
    /// The first measure, a.
    pub low: Measure,
    /// The second, b.
    pub high: Measure,
    /// Rows with a < b.
    pub below: u32,
    /// Rows with a = b.
    pub equal: u32,
    /// Rows with a > b: none means a ≤ b on every graph.
    pub above: u32,
    /// The row with the largest b / a (the first such).
    pub largest: Extreme,
    /// The row with the smallest b / a (the first such).
    pub smallest: Extreme,
}

/// Every pair of measures, each in [`Measure::ALL`]'s order (a before b).
pub fn relations(rows: &[CensusRow]) -> Vec<Relation> {
    let mut out = Vec::new();
    for (i, &low) in Measure::ALL.iter().enumerate() {
        for &high in &Measure::ALL[i + 1..] {
            out.push(relation(rows, low, high));
        }
    }
    out
}

/// `low` against `high` over `rows` (at least one).
pub fn relation(rows: &[CensusRow], low: Measure, high: Measure) -> Relation {
    let extreme = |k: usize| Extreme {
        index: k as u32 + 1,
        low: rows[k].value(low),
        high: rows[k].value(high),
    };
    let (mut below, mut equal, mut above) = (0, 0, 0);
    let (mut largest, mut smallest) = (extreme(0), extreme(0));
    // b/a > d/c, compared as b·c > d·a (every value is at least 1).
    let more = |x: &Extreme, y: &Extreme| {
        u64::from(x.high) * u64::from(y.low) > u64::from(y.high) * u64::from(x.low)
    };
    for k in 0..rows.len() {
        let e = extreme(k);
        match e.low.cmp(&e.high) {
            core::cmp::Ordering::Less => below += 1,
            core::cmp::Ordering::Equal => equal += 1,
            core::cmp::Ordering::Greater => above += 1,
        }
        if more(&e, &largest) {
            largest = e;
        }
        if more(&smallest, &e) {
            smallest = e;
        }
    }
    Relation {
        low,
        high,
        below,
        equal,
        above,
        largest,
        smallest,
    }
}
