//! Why a value of a link was not used, and the message that says so.

use alloc::string::String;
use core::fmt;

use super::offered::Offered;
use super::rules;
use super::{Key, VERSION, View, tenths_text};
use crate::grid::GridError;
use crate::mesh::Unsupported;
use crate::msn::MsnError;
use crate::wk::WkError;

/// Why a value was not used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The key appeared more than once; the first value counts.
    Repeated,
    /// `v` names a version this build does not know.
    UnknownVersion,
    /// Not one of the names the key accepts.
    UnknownName { expected: &'static str },
    /// Not a non-negative integer.
    NotANumber,
    /// Not a decimal with at most one digit after the point.
    NotADecimal,
    /// A decimal outside the allowed range, in tenths.
    OutOfRangeDecimal { min: u16, max: u16 },
    /// A number outside the allowed range.
    OutOfRange { min: u64, max: u64 },
    /// `dims` is not of the form `8x8`.
    BadDims,
    /// `origin` is neither `*` nor an http(s) origin.
    NotAnOrigin,
    /// `locale` is not a language tag.
    NotALocale,
    /// A range (`3..40`): one size is evaluated, a range is swept.
    Range,
    /// The grid would be invalid.
    Grid(GridError),
    /// The algorithm cannot run on this grid.
    Algorithm(Unsupported),
    /// WK(W, L) is outside the limits.
    Wk(WkError),
    /// Not an address of this WK network: `digits` digits in base `w`,
    /// most significant first (001 writes d_L … d_1).
    WkAddress { key: Key, digits: u8, w: u8 },
    /// The MS network is outside the limits.
    Msn(MsnError),
    /// Total exchange, multinode broadcast and the Hamiltonian cycles are
    /// defined on square MS networks.
    NeedsSquare,
    /// Wrong number of coordinates.
    WrongArity { expected: usize },
    /// The coordinates lie outside the grid.
    OutsideGrid,
    /// Valid in the v1 grammar, but not offered here (the message lists
    /// what is).
    NotAvailable { offered: Offered },
    /// More nodes than a view or algorithm allows.
    TooLargeFor { what: &'static str, max: u64 },
    /// `cert=1` where no certificate is stored (the message lists the
    /// stored sizes of the view).
    NotCertified { view: View },
    /// A value the grammar spells with another key.
    WrittenAs { instead: &'static str },
    /// An algorithm defined for other dimensions.
    NeedsDims {
        what: &'static str,
        dims: &'static str,
    },
    /// `plan=` cannot be read, or is for another network: why, in words.
    NotAPlan { why: &'static str },
    /// Not the address of a vertex of the family's network of this size.
    NotAnAddress {
        family: crate::topology::GraphFamily,
        size: u32,
    },
}

impl Refusal {
    /// The reason as a stable identifier, for the JSON (`kind`) and for
    /// anything that reacts to a refusal without reading its sentence.
    pub const fn kind(&self) -> &'static str {
        match self {
            Refusal::Repeated => "repeated",
            Refusal::UnknownVersion => "unknown_version",
            Refusal::UnknownName { .. } => "unknown_name",
            Refusal::NotANumber => "not_a_number",
            Refusal::NotADecimal => "not_a_decimal",
            Refusal::OutOfRangeDecimal { .. } | Refusal::OutOfRange { .. } => "out_of_range",
            Refusal::BadDims => "bad_dims",
            Refusal::NotAnOrigin => "not_an_origin",
            Refusal::NotALocale => "not_a_locale",
            Refusal::Range => "range",
            Refusal::Grid(e) => e.kind(),
            Refusal::Algorithm(e) => e.kind(),
            Refusal::Wk(e) => e.kind(),
            Refusal::Msn(e) => e.kind(),
            Refusal::WkAddress { .. } => "wk_address",
            Refusal::NeedsSquare => "needs_square",
            Refusal::WrongArity { .. } => "wrong_arity",
            Refusal::OutsideGrid => "outside_grid",
            Refusal::NotAvailable { .. } => "not_available",
            Refusal::TooLargeFor { .. } => "too_large",
            Refusal::NotCertified { .. } => "not_certified",
            Refusal::WrittenAs { .. } => "written_as",
            Refusal::NeedsDims { .. } => "needs_dims",
            Refusal::NotAPlan { .. } => "not_a_plan",
            Refusal::NotAnAddress { .. } => "not_an_address",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::Repeated => f.write_str("the key is repeated; the first value counts"),
            Refusal::UnknownVersion => {
                write!(f, "unknown permalink version; reading it as v{VERSION}")
            }
            Refusal::UnknownName { expected } => write!(f, "expected one of {expected}"),
            Refusal::NotANumber => f.write_str("expected a non-negative integer"),
            Refusal::OutOfRange { min, max } => write!(f, "must be between {min} and {max}"),
            Refusal::NotADecimal => {
                f.write_str("expected a number with at most one decimal, like 1.5")
            }
            Refusal::OutOfRangeDecimal { min, max } => write!(
                f,
                "must be between {} and {}",
                tenths_text(u32::from(min)),
                tenths_text(u32::from(max))
            ),
            Refusal::BadDims => f.write_str("expected side lengths separated by x, like 8x8"),
            Refusal::NotAnOrigin => f.write_str(
                "expected the host page's origin, like https://course.example.edu (scheme, host and port, no path), or *",
            ),
            Refusal::NotALocale => f.write_str(
                "expected a language tag: 2 or 3 letters, then parts of 1 to 8 letters or digits after hyphens, 35 characters at most, like de, es or zh-Hans",
            ),
            Refusal::Range => f.write_str(
                "a range, which castlab sweep and the page's sweep chart evaluate size by size; castlab eval takes one size",
            ),
            Refusal::Grid(e) => write!(f, "{e}"),
            Refusal::Algorithm(e) => write!(f, "{e}"),
            Refusal::Wk(e) => write!(f, "{e}"),
            Refusal::Msn(e) => write!(f, "{e}"),
            Refusal::NeedsSquare => f.write_str("this view needs a square N x N network"),
            Refusal::WkAddress { key, digits, w } => {
                // An address of this network to copy: 2, 0, 1, 0, 1, … in base w.
                let example: String = [2u8, 0]
                    .into_iter()
                    .chain([1, 0].into_iter().cycle())
                    .take(usize::from(digits))
                    .map(|d| char::from(b'0' + d % w))
                    .collect();
                write!(
                    f,
                    "expected {digits} digits 0–{}, e.g. {key}={example}",
                    w - 1
                )
            }
            Refusal::WrongArity { expected } => {
                write!(f, "expected {expected} comma-separated coordinates")
            }
            Refusal::OutsideGrid => f.write_str("the node lies outside the grid"),
            Refusal::TooLargeFor { what, max } => {
                write!(f, "{what} allows at most {max} nodes")
            }
            Refusal::NeedsDims { what, dims } => write!(f, "{what} needs {dims} dimensions"),
            Refusal::NotCertified { view } => {
                f.write_str("no certificate covers this network and view; castlab has them for ")?;
                rules::write_certified_sizes(f, view)
            }
            Refusal::WrittenAs { instead } => write!(f, "written {instead} in a link"),
            Refusal::NotAPlan { why } => write!(f, "not a plan castlab can show: {why}"),
            Refusal::NotAnAddress { family, size } => {
                let graph = family.build(size);
                let last = graph
                    .as_ref()
                    .map(|g| g.address(g.node_count() - 1))
                    .unwrap_or_default();
                write!(
                    f,
                    "not a vertex of {}: its addresses are {}, like src={last}",
                    family.title(size),
                    family.rule().addresses
                )
            }
            Refusal::NotAvailable {
                offered: offered @ Offered::Asks(..),
            } => write!(f, "not a question this view asks ({offered})"),
            Refusal::NotAvailable { offered } => {
                write!(f, "not available in this build yet (available: {offered})")
            }
        }
    }
}

/// A value the parser could not use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError {
    /// The key.
    pub key: Key,
    /// The value as given (decoded, and shortened if long).
    pub value: String,
    /// Why it was not used.
    pub reason: Refusal,
    /// The value used instead, in permalink form.
    pub using: String,
    /// For a value above a limit, the largest value like it that is
    /// accepted (`dims=512x512`, `src=7,7`), checked by parsing it.
    pub largest: Option<String>,
}

impl ParamError {
    /// The message without the value used instead: for a refusal where
    /// nothing is used instead (a plan's network is refused, not replaced).
    pub fn refused(&self) -> String {
        let mut out = alloc::format!("{}={}: {}", self.key, self.value, self.reason);
        if let Some(largest) = &self.largest {
            out.push_str(&alloc::format!(
                "; the largest allowed is {}={largest}",
                self.key
            ));
        }
        out
    }
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.refused())?;
        if !self.using.is_empty() {
            write!(f, "; using {}={}", self.key, self.using)?;
        }
        Ok(())
    }
}
