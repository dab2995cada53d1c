//! The "largest allowed" of a refusal: for `dims` above a node limit, the
//! largest grid with equal sides and as many dimensions that parses cleanly
//! in the same link (found by parsing candidates, so it is always accepted);
//! for a family's size (`m`, `n`) above a view's or algorithm's node limit,
//! the largest that parses cleanly the same way; for a node outside the
//! grid, its far corner.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::parse::{Parsed, parse_once};
use super::query_string::{value_of, with_values};
use super::rules;
use super::{Key, Net, Refusal, tenths_text};
use crate::grid::{GridError, MAX_DIMS, MAX_NODES};
use crate::mesh::{self, Unsupported};
use crate::msn::MsnError;
use crate::wk::WkNode;

/// The integer `d`-th root of `n`, rounded down (a binary search: the core
/// has no floating-point `powf` without `std`).
pub(super) fn integer_root(n: u64, d: u32) -> u64 {
    let (mut low, mut high) = (0u64, n.min(1 << 21) + 1);
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if mid.checked_pow(d).is_some_and(|p| p <= n) {
            low = mid;
        } else {
            high = mid;
        }
    }
    low
}

/// Every node limit a grid can meet, for [`suggest_largest`].
const NODE_LIMITS: [u64; 9] = [
    MAX_NODES as u64,
    rules::MAX_ORDERLY_NODES as u64,
    rules::MAX_CLASSICAL_NODES as u64,
    crate::classical::EXACT_MAX_NODES as u64,
    rules::MAX_SEARCH_NODES as u64,
    crate::msn::MAX_NODES as u64,
    (crate::msn::MAX_TE_SIDE as u64) * (crate::msn::MAX_TE_SIDE as u64),
    (crate::msn::MAX_MNB_SIDE as u64) * (crate::msn::MAX_MNB_SIDE as u64),
    mesh::exact::MAX_NODES as u64,
];

/// Fills [`ParamError::largest`]: for `dims` above a node limit, the
/// largest grid with equal sides and as many dimensions that parses
/// cleanly in the same link; for a node outside the grid, its far corner.
pub(super) fn suggest_largest(input: &str, parsed: &mut Parsed) {
    let q = &parsed.query;
    for e in &mut parsed.errors {
        e.largest = match (e.key, e.reason) {
            (
                Key::Dims,
                Refusal::Grid(GridError::TooManyNodes)
                | Refusal::TooLargeFor { .. }
                | Refusal::Msn(MsnError::TooManyNodes)
                | Refusal::OutOfRange { .. }
                | Refusal::Algorithm(Unsupported::TooLargeForExact),
            ) => largest_dims(input),
            // Beyond a family's own range the message names it already
            // ("must be between 1 and 20"), and a stored v1 link froze
            // that refusal without a suggestion.
            (Key::M | Key::N, Refusal::TooLargeFor { .. }) => largest_size(input, e.key),
            (Key::Speed, Refusal::OutOfRangeDecimal { max, .. })
                if e.value
                    .trim()
                    .parse::<f64>()
                    .is_ok_and(|v| v > f64::from(max) / 10.0) =>
            {
                Some(tenths_text(u32::from(max)))
            }
            (Key::Src | Key::Dst, Refusal::OutsideGrid) if q.net == Net::Wk => {
                Some(q.wk.address(WkNode::new(q.wk.nodes() - 1)))
            }
            (Key::Src | Key::Dst, Refusal::OutsideGrid) => {
                let far: Vec<u32> = q.grid.sides().iter().map(|s| s - 1).collect();
                Some(far.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
            }
            _ => None,
        };
    }
}

/// See [`suggest_largest`]: the largest value of `key` below the asked
/// one that the same link accepts. The sizes
/// a link accepts are one interval starting at 1, 2 or 3: a walk down
/// (one by one near the top, then halving) reaches it, and bisection back
/// up finds its end in a few dozen parses, not 65,536.
fn largest_size(input: &str, key: Key) -> Option<String> {
    let asked = value_of(input, key.as_str())?.trim().parse::<u64>().ok()?;
    let accepts = |v: u64| {
        let link = alloc::format!("?{}", with_values(input, &[(key.as_str(), &v.to_string())]));
        parse_once(&link).errors.iter().all(|e| e.key != key)
    };
    let top = asked.saturating_sub(1);
    if top == 0 {
        return None;
    }
    let (mut accepted, mut refused) = (top, top.saturating_add(1));
    while !accepts(accepted) {
        refused = accepted;
        accepted = if top - accepted < 64 {
            accepted - 1
        } else {
            accepted / 2
        };
        if accepted == 0 {
            return None;
        }
    }
    while refused - accepted > 1 {
        let mid = accepted + (refused - accepted) / 2;
        if accepts(mid) {
            accepted = mid;
        } else {
            refused = mid;
        }
    }
    Some(accepted.to_string())
}

/// See [`suggest_largest`].
fn largest_dims(input: &str) -> Option<String> {
    let raw = value_of(input, Key::Dims.as_str())?;
    let parts: Vec<&str> = raw.trim().split(['x', 'X', '×']).collect();
    let dims = u32::try_from(parts.len())
        .ok()
        .filter(|&d| (1..=MAX_DIMS as u32).contains(&d))?;
    let asked = parts.iter().try_fold(1u128, |acc, part| {
        let side = part.trim().parse::<u128>().ok()?;
        Some(acc.saturating_mul(side))
    })?;
    let mut sides: Vec<u64> = Vec::new();
    for limit in NODE_LIMITS {
        let root = integer_root(limit, dims);
        sides.extend((0..4).filter_map(|j| root.checked_sub(j)));
        sides.extend((0..=20).map(|k| 1u64 << k).filter(|&p| p <= root));
    }
    sides.sort_unstable_by(|a, b| b.cmp(a));
    sides.dedup();
    sides
        .into_iter()
        .filter(|&s| s >= 1 && u128::from(s).pow(dims) < asked)
        .map(|s| {
            let side = s.to_string();
            vec![side.as_str(); dims as usize].join("x")
        })
        .find(|candidate| {
            // The leading `?` keeps a `?` inside a value from being read as
            // the start of the query.
            let link = alloc::format!("?{}", with_values(input, &[("dims", candidate)]));
            parse_once(&link).errors.iter().all(|e| e.key != Key::Dims)
        })
}
