//! Why a value of a link was not used, and the message that says so.

use alloc::string::String;
use core::fmt;

use super::offered::Offered;
use super::rules;
use super::{Key, VERSION, View, tenths_text};
use crate::grid::{self, GridError, MAX_DIMS};
use crate::mesh::Unsupported;
use crate::msn::MsnError;
use crate::text::{Text, said};
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

impl Refusal {
    /// The reason, for the reader: a message of `locales/*/core.ftl`.
    pub fn text(&self) -> Text {
        match *self {
            Refusal::Repeated => Text::new("link-repeated"),
            Refusal::UnknownVersion => Text::new("link-unknown-version").arg("version", VERSION),
            Refusal::UnknownName { expected } => {
                Text::new("link-unknown-name").arg("names", expected)
            }
            Refusal::NotANumber => Text::new("link-not-a-number"),
            Refusal::OutOfRange { min, max } => Text::new("link-out-of-range")
                .arg("min", min)
                .arg("max", max),
            Refusal::NotADecimal => Text::new("link-not-a-decimal"),
            // Link values, written as a link writes them (1.5 in every locale).
            Refusal::OutOfRangeDecimal { min, max } => Text::new("link-out-of-range")
                .arg("min", tenths_text(u32::from(min)))
                .arg("max", tenths_text(u32::from(max))),
            Refusal::BadDims => Text::new("link-bad-dims"),
            Refusal::NotAnOrigin => Text::new("link-not-an-origin"),
            Refusal::NotALocale => Text::new("link-not-a-locale"),
            Refusal::Range => Text::new("link-range"),
            Refusal::Grid(e) => grid_text(e),
            Refusal::Algorithm(e) => algorithm_text(e),
            Refusal::Wk(e) => wk_text(e),
            Refusal::Msn(e) => msn_text(e),
            Refusal::NeedsSquare => Text::new("link-needs-square"),
            Refusal::WkAddress { key, digits, w } => {
                // An address of this network to copy: 2, 0, 1, 0, 1, … in base w.
                let example: String = [2u8, 0]
                    .into_iter()
                    .chain([1, 0].into_iter().cycle())
                    .take(usize::from(digits))
                    .map(|d| char::from(b'0' + d % w))
                    .collect();
                Text::new("link-wk-address")
                    .arg("digits", digits)
                    .arg("top", w - 1)
                    .arg("key", key.as_str())
                    .arg("example", example)
            }
            Refusal::WrongArity { expected } => {
                Text::new("link-wrong-arity").arg("expected", expected)
            }
            Refusal::OutsideGrid => Text::new("link-outside-grid"),
            Refusal::TooLargeFor { what, max } => Text::new("link-too-large-for")
                .arg("what", what)
                .arg("max", max),
            // `dims` is a message id of the checks' table (`fits.rs`).
            Refusal::NeedsDims { what, dims } => Text::new("link-needs-dims")
                .arg("what", what)
                .arg("dims", Text::new(dims)),
            Refusal::NotCertified { view } => {
                Text::new("link-not-certified").arg("sizes", rules::certified_sizes(view))
            }
            Refusal::WrittenAs { instead } => Text::new("link-written-as").arg("instead", instead),
            // `why` is a message id of `plan_key.rs`.
            Refusal::NotAPlan { why } => Text::new("link-not-a-plan").arg("why", Text::new(why)),
            Refusal::NotAnAddress { family, size } => {
                let graph = family.build(size);
                let last = graph
                    .as_ref()
                    .map(|g| g.address(g.node_count() - 1))
                    .unwrap_or_default();
                // The family's words for its addresses: a message id where
                // the family's rule gives one; worded as itself otherwise.
                Text::new("link-not-an-address")
                    .arg("network", family.title(size))
                    .arg("addresses", Text::new(family.rule().addresses))
                    .arg("last", last)
            }
            Refusal::NotAvailable {
                offered: offered @ Offered::Asks(..),
            } => Text::new("link-not-a-question").arg("offered", offered.arg()),
            Refusal::NotAvailable { offered } => {
                Text::new("link-not-available").arg("offered", offered.arg())
            }
        }
    }
}

fn grid_text(e: GridError) -> Text {
    match e {
        GridError::NoDimensions => Text::new("link-grid-no-dimensions"),
        GridError::TooManyDimensions => {
            Text::new("link-grid-too-many-dimensions").arg("max", MAX_DIMS)
        }
        GridError::ZeroSide => Text::new("link-grid-zero-side"),
        GridError::TooManyNodes => {
            Text::new("link-grid-too-many-nodes").arg("max", grid::MAX_NODES)
        }
    }
}

fn algorithm_text(e: Unsupported) -> Text {
    match e {
        Unsupported::NotCube => Text::new("link-mesh-not-cube"),
        Unsupported::TooLargeForExact => Text::new("link-mesh-exact-too-large"),
        Unsupported::TooLargeForRecursive { max_k } => Text::new("link-mesh-recursive-too-large")
            .arg("k", max_k)
            .arg("side", 1u32 << max_k),
    }
}

fn wk_text(e: WkError) -> Text {
    match e {
        WkError::Amplitude => Text::new("link-wk-amplitude").arg("max", crate::wk::MAX_W),
        WkError::Level => Text::new("link-wk-level"),
        WkError::TooManyNodes { max_l } => Text::new("link-wk-too-many-nodes")
            .arg("max", crate::wk::MAX_NODES)
            .arg("l", max_l),
    }
}

fn msn_text(e: MsnError) -> Text {
    match e {
        MsnError::Side => Text::new("link-msn-side").arg("min", crate::msn::MIN_SIDE),
        MsnError::TooManyNodes => {
            Text::new("link-msn-too-many-nodes").arg("max", crate::msn::MAX_NODES)
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&said(&self.text()))
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
    pub fn refused_text(&self) -> Text {
        let said = match &self.largest {
            Some(largest) => Text::new("link-refused-largest").arg("largest", largest.as_str()),
            None => Text::new("link-refused"),
        };
        said.arg("key", self.key.as_str())
            .arg("value", self.value.as_str())
            .arg("reason", self.reason.text())
    }

    /// The whole message: key, value, reason, the largest allowed value,
    /// and the value used instead.
    pub fn text(&self) -> Text {
        if self.using.is_empty() {
            return self.refused_text();
        }
        Text::new("link-refused-using")
            .arg("refused", self.refused_text())
            .arg("key", self.key.as_str())
            .arg("using", self.using.as_str())
    }

    /// [`ParamError::refused_text`] in the process's wording.
    pub fn refused(&self) -> String {
        said(&self.refused_text())
    }
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&said(&self.text()))
    }
}
