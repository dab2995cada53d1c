//! Reading one value of a link: numbers, decimals, side lengths,
//! coordinates, WK addresses and names, each to a value or the [`Refusal`]
//! it was refused.

use alloc::string::String;
use alloc::vec::Vec;

use super::offered::Offered;
use super::{Key, Named, Refusal};
use crate::grid::{Coords, Grid, GridError, MAX_DIMS, MAX_NODES};
use crate::wk::{Wk, WkNode};

/// Longest value quoted back in an error message, in characters.
pub(super) const QUOTE_LIMIT: usize = 40;

/// `raw`, shortened to [`QUOTE_LIMIT`] characters for a message.
pub(super) fn quote(raw: &str) -> String {
    let mut out: String = raw.chars().take(QUOTE_LIMIT).collect();
    if raw.chars().nth(QUOTE_LIMIT).is_some() {
        out.push('…');
    }
    out
}

pub(super) fn parse_number(s: &str, min: u64, max: u64) -> Result<u64, Refusal> {
    let s = s.trim();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Refusal::NotANumber);
    }
    match s.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(Refusal::OutOfRange { min, max }),
    }
}

/// A decimal with at most one digit after the point, in tenths.
pub(super) fn parse_tenths(s: &str, min: u32, max: u32) -> Result<u32, Refusal> {
    let s = s.trim();
    let (whole, tenth) = s.split_once('.').unwrap_or((s, "0"));
    let range = Refusal::OutOfRangeDecimal {
        min: min as u16,
        max: max as u16,
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() > 1 {
        return Err(Refusal::NotADecimal);
    }
    let whole: u64 = whole.parse().map_err(|_| range)?;
    let tenths = whole.saturating_mul(10) + tenth.parse::<u64>().map_err(|_| range)?;
    if (u64::from(min)..=u64::from(max)).contains(&tenths) {
        Ok(tenths as u32)
    } else {
        Err(range)
    }
}

pub(super) fn parse_list(
    s: &str,
    separator: char,
    max_len: usize,
    max_value: u64,
) -> Result<Vec<u32>, Refusal> {
    let mut out = Vec::new();
    for part in s.split(separator) {
        if out.len() == max_len {
            return Err(Refusal::WrongArity { expected: max_len });
        }
        out.push(parse_number(part, 0, max_value)? as u32);
    }
    Ok(out)
}

pub(super) fn parse_dims(s: &str) -> Result<Grid, Refusal> {
    let s = s.trim();
    if s.is_empty() {
        return Err(Refusal::BadDims);
    }
    let mut sides = Vec::new();
    for part in s.split(['x', 'X', '×']) {
        if sides.len() == MAX_DIMS {
            return Err(Refusal::Grid(GridError::TooManyDimensions));
        }
        let side = match parse_number(part, 0, MAX_NODES as u64) {
            Ok(0) => return Err(Refusal::Grid(GridError::ZeroSide)),
            Ok(n) => n as u32,
            Err(Refusal::NotANumber) => return Err(Refusal::BadDims),
            Err(_) => return Err(Refusal::Grid(GridError::TooManyNodes)),
        };
        sides.push(side);
    }
    Grid::mesh(&sides).map_err(Refusal::Grid)
}

/// The value `text` names, if `offered` holds it (else, if the grammar
/// knows the name, that this configuration does not offer it, and what it
/// does offer).
pub(super) fn pick<T: Named>(
    text: &str,
    offered: impl Fn(T) -> bool,
    list: Offered,
) -> Result<T, Refusal> {
    match T::from_name(text.trim()) {
        Some(value) if offered(value) => Ok(value),
        Some(_) => Err(Refusal::NotAvailable { offered: list }),
        None => Err(Refusal::UnknownName { expected: T::NAMES }),
    }
}

/// The value `text` names, of a set whose every value is offered.
pub(super) fn name<T: Named>(text: &str) -> Result<T, Refusal> {
    T::from_name(text.trim()).ok_or(Refusal::UnknownName { expected: T::NAMES })
}

/// A WK address for `key`: L digits below W, most significant first
/// ("201"), or the same digits separated by commas.
pub(super) fn parse_wk_address(wk: &Wk, key: Key, v: &str) -> Result<WkNode, Refusal> {
    let v = v.trim();
    let digits: Option<Vec<u32>> = if v.contains(',') {
        v.split(',').map(|d| d.trim().parse::<u32>().ok()).collect()
    } else {
        v.chars().map(|c| c.to_digit(10)).collect()
    };
    let expected = Refusal::WkAddress {
        key,
        digits: wk.l() as u8,
        w: wk.w() as u8,
    };
    let digits = digits
        .filter(|d| d.len() == wk.l() as usize)
        .ok_or(expected)?;
    wk.node(&digits).ok_or(Refusal::OutsideGrid)
}

pub(super) fn parse_coords(grid: &Grid, v: &str) -> Result<Coords, Refusal> {
    let expected = grid.dims();
    let values = parse_list(v, ',', MAX_DIMS, u64::from(u32::MAX)).map_err(|e| match e {
        Refusal::WrongArity { .. } => Refusal::WrongArity { expected },
        other => other,
    })?;
    if values.len() != expected {
        return Err(Refusal::WrongArity { expected });
    }
    grid.node(&values).ok_or(Refusal::OutsideGrid)?;
    Ok(Coords::new(&values).expect("at most MAX_DIMS values"))
}

/// The origin of a grid with `dims` dimensions.
pub(super) fn origin(dims: usize) -> Coords {
    Coords::new(&[0; MAX_DIMS][..dims]).expect("dims <= MAX_DIMS")
}
