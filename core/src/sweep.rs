//! Sweeps: one permalink whose `dims` (an axis `A..B`, or every side of a
//! cube `A..B^d`), on WK networks `w` and `l`, or on a family's network
//! its size key (`m=3..12`, `n=3..64`), is a range, evaluated at
//! every size in it that the network and view allow, one row of summary
//! values per size. `castlab sweep` prints the rows as CSV or JSON; the
//! page draws them.
//!
//! - [`plan`] reads the ranges, tries every size in them through the v1
//!   grammar (a size is in the sweep when its link parses cleanly, so the
//!   rules stay in [`permalink`](crate::permalink)), and checks the
//!   [budget](MAX_WORK).
//! - [`Sweep::row`] evaluates one size with [`evaluate`](crate::eval::evaluate)
//!   (the function behind `castlab eval`) and picks its family's columns
//!   (`columns.rs`), under `castlab eval`'s names.
//! - [`Sweep::shard`] cuts the sizes into contiguous slices of about equal
//!   work, so a batch system can spread a sweep over many machines and the
//!   slices' rows, concatenated in order, are the whole sweep.

mod columns;
mod family_work;
mod ranges;
#[cfg(test)]
mod tests;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use serde_json::Value;

pub use columns::{Column, col, work_of};

/// The header of the column that holds each size's permalink, between the
/// size's columns and the view's.
pub const PERMALINK_COLUMN: &str = "permalink";
pub use ranges::{Axis, RangeForm, Ranges, Sizes};

use crate::eval::{InputError, input_errors};
use crate::permalink::{self, Family, Key, Net, Presentation};
use crate::text::{Text, said};

/// Most sizes a sweep may try (the product of its ranges' lengths).
pub const MAX_CANDIDATES: u64 = 1 << 16;

/// The default budget of a sweep, in work units: a size's estimate is its
/// node count times what its view does per node (every originator's
/// propagation on an orderly view is N², a TCD analysis 16 N, a WK
/// broadcast 4 L N, …; see [`work_of`]). The orderly sweep over every torus
/// with sides 3 to 40 is 4.9 · 10⁸ units and takes 0.6 s on two cores, so
/// 2³³ is some ten seconds at that pace.
pub const MAX_WORK: u64 = 1 << 33;

/// Why a link cannot be swept.
#[derive(Clone, Debug, PartialEq)]
pub enum SweepError {
    /// No `A..B` in `dims`, `w` or `l`.
    NoRange,
    /// A range that does not read: the key, the value, what is expected.
    BadRange {
        key: Key,
        value: String,
        expected: RangeForm,
    },
    /// A range on a key the link's network does not read.
    NotRead { key: Key, net: Net },
    /// A family's size range beyond the sizes the family takes.
    BeyondFamily {
        key: Key,
        value: String,
        net: Net,
        least: u32,
        most: u32,
    },
    /// More sizes to try than [`MAX_CANDIDATES`].
    TooManyCandidates { count: u64, max: u64 },
    /// The sizes' work is above the budget.
    OverBudget { work: u64, max: u64 },
    /// No size in the ranges parses; the first size tried and why.
    Empty { first: String, why: Text },
    /// `--shard K/N` out of range.
    BadShard { k: usize, n: usize },
}

impl SweepError {
    /// A stable identifier, like a link's error `kind`.
    pub const fn kind(&self) -> &'static str {
        match self {
            SweepError::NoRange => "no_range",
            SweepError::BadRange { .. } => "bad_range",
            SweepError::NotRead { .. } => "not_read",
            SweepError::BeyondFamily { .. } => "out_of_range",
            SweepError::TooManyCandidates { .. } | SweepError::OverBudget { .. } => "too_large",
            SweepError::Empty { .. } => "empty",
            SweepError::BadShard { .. } => "bad_shard",
        }
    }
}

impl SweepError {
    /// The refusal, for the reader: a message of `locales/*/errors.ftl`
    /// (the page, `castlab sweep`, the Python package).
    pub fn text(&self) -> Text {
        match self {
            SweepError::NoRange => Text::new("error-sweep-no-range"),
            SweepError::BadRange {
                key,
                value,
                expected,
            } => Text::new("error-sweep-bad-range")
                .arg("key", key.as_str())
                .arg("value", value.as_str())
                .arg("expected", expected.text()),
            SweepError::NotRead { key, net } => Text::new("error-sweep-not-read")
                .arg("key", key.as_str())
                .arg("net", net.to_string()),
            SweepError::BeyondFamily {
                key,
                value,
                net,
                least,
                most,
            } => Text::new("error-sweep-beyond-family")
                .arg("key", key.as_str())
                .arg("value", value.as_str())
                .arg("net", net.to_string())
                .arg("least", *least)
                .arg("most", *most),
            // Counts and budgets as written (no grouping): --max-work and
            // the docs write them so.
            SweepError::TooManyCandidates { count, max } => {
                Text::new("error-sweep-too-many-candidates")
                    .arg("count", count.to_string())
                    .arg("max", max.to_string())
            }
            SweepError::OverBudget { work, max } => Text::new("error-sweep-over-budget")
                .arg("work", work.to_string())
                .arg("max", max.to_string()),
            SweepError::Empty { first, why } => Text::new("error-sweep-empty")
                .arg("first", first.as_str())
                .arg("why", why.clone()),
            SweepError::BadShard { k, n } => {
                Text::new("error-sweep-bad-shard").arg("k", *k).arg("n", *n)
            }
        }
    }
}

impl fmt::Display for SweepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SweepError::NoRange => f.write_str(
                "nothing to sweep: give dims an axis A..B (dims=3..40x3..40) or a cube side A..B^d (dims=2..64^2), on net=wk w or l a range (l=1..6), or on a family's network its size (net=butterfly&m=3..10, net=path&n=3..64)",
            ),
            SweepError::BadRange {
                key,
                value,
                expected,
            } => write!(f, "{key}={value}: {}", expected.english()),
            SweepError::NotRead { key, net } => write!(
                f,
                "{key}: net={net} does not read {key}, so it cannot range over it"
            ),
            SweepError::BeyondFamily {
                key,
                value,
                net,
                least,
                most,
            } => write!(
                f,
                "{key}={value}: net={net} takes {key} from {least} to {most}; narrow the range"
            ),
            SweepError::TooManyCandidates { count, max } => write!(
                f,
                "the ranges hold {count} sizes to try; a sweep tries at most {max}: narrow a range"
            ),
            SweepError::OverBudget { work, max } => write!(
                f,
                "the sweep's work is {work} units (node count times the view's work per node, summed over the sizes); the budget is {max}: narrow a range, or raise the budget with --max-work and split the sweep over machines with --shard K/N"
            ),
            SweepError::Empty { first, why } => write!(
                f,
                "no size in the ranges can be evaluated; the first, {first}, because {}",
                said(why)
            ),
            SweepError::BadShard { k, n } => write!(
                f,
                "--shard {k}/{n}: expected K/N with 1 <= K <= N"
            ),
        }
    }
}

/// One size of a sweep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The size as the link writes it: `9x13`, for WK `w` and `l`, for a
    /// family `m` or `n`.
    pub size: Vec<String>,
    /// The configuration's canonical permalink, without presentation keys.
    pub permalink: String,
    /// Its estimated work (see [`MAX_WORK`]).
    pub work: u64,
}

/// A sweep, planned: what it ranges over and every size it evaluates.
#[derive(Clone, Debug, PartialEq)]
pub struct Sweep {
    /// The ranges as given.
    pub ranges: Ranges,
    /// The family every size is evaluated in.
    pub family: Family,
    /// Every size, in the sweep's order (first axis slowest; `w` before
    /// `l`).
    pub configs: Vec<Config>,
    /// The columns after the size and the permalink.
    pub columns: Vec<Column>,
    /// Values of the link that could not be used at any size (reported
    /// like `castlab eval`'s, and replaced by their defaults).
    pub errors: Vec<InputError>,
    /// How many sizes in the ranges were left out.
    pub skipped: usize,
    /// Why the first of them was: `dims=5x5: an MS network needs …`.
    pub first_skip: Option<Text>,
    /// The sweep's own canonical permalink (with the ranges).
    pub permalink: String,
    /// The sum of the sizes' work.
    pub work: u64,
}

/// Keys whose errors depend on the size: at a size where one is refused
/// (a source outside the grid, an algorithm too big for it) the size is
/// left out. Errors of other keys are the link's, reported once.
fn size_dependent(key: &str) -> bool {
    matches!(
        key,
        "dims" | "w" | "l" | "m" | "n" | "src" | "dst" | "view" | "algo" | "step"
    )
}

/// Plans the sweep of `input` within `max_work` units.
pub fn plan(input: &str, max_work: u64) -> Result<Sweep, SweepError> {
    let ranges = Ranges::read(input)?;
    // The network decides which keys may range.
    let net = permalink::parse(&ranges.first_link(input)).query.net;
    ranges.check_read_by(net)?;
    let count = ranges.candidates();
    if count > MAX_CANDIDATES {
        return Err(SweepError::TooManyCandidates {
            count,
            max: MAX_CANDIDATES,
        });
    }
    let mut configs: Vec<Config> = Vec::new();
    let mut errors: Option<Vec<InputError>> = None;
    let (mut skipped, mut first_skip, mut family, mut first_query) = (0, None, None, None);
    let mut first_tried: Option<(String, Text)> = None;
    for i in 0..count {
        // Sizes are tried through the grammar, so its rules decide.
        let (link, size) = ranges.candidate(input, i);
        let parsed = permalink::parse(&link);
        let refused = parsed
            .errors
            .iter()
            .find(|e| size_dependent(e.key.as_str()));
        if let Some(e) = refused {
            skipped += 1;
            let why = Text::new("error-sweep-skip-why")
                .arg("key", e.key.as_str())
                .arg("value", e.value.as_str())
                .arg("reason", e.reason.text());
            first_tried.get_or_insert_with(|| (size.join(","), why.clone()));
            first_skip.get_or_insert(why);
            continue;
        }
        let linkwide: Vec<InputError> = input_errors(&parsed)
            .into_iter()
            .filter(|e| !size_dependent(&e.key))
            .collect();
        errors.get_or_insert(linkwide);
        let mut q = parsed.query;
        family.get_or_insert(q.family());
        first_query.get_or_insert_with(|| {
            // A sweep has no steps to show.
            let mut first = q.clone();
            first.step = None;
            first
        });
        // A row names a configuration: no presentation keys, no step.
        q.step = None;
        q.embed = false;
        q.show = Presentation::default();
        let work = work_of(&q);
        configs.push(Config {
            size,
            permalink: q.to_permalink(),
            work,
        });
    }
    let (Some(family), Some(first)) = (family, first_query) else {
        let (first, why) =
            first_tried.unwrap_or_else(|| (String::new(), Text::new("error-sweep-no-size")));
        return Err(SweepError::Empty { first, why });
    };
    let work = configs
        .iter()
        .fold(0u64, |sum, c| sum.saturating_add(c.work));
    if work > max_work {
        return Err(SweepError::OverBudget {
            work,
            max: max_work,
        });
    }
    let columns = columns::of(family, &configs[0].permalink);
    Ok(Sweep {
        permalink: ranges.into_link(&first),
        ranges,
        family,
        configs,
        columns,
        errors: errors.unwrap_or_default(),
        skipped,
        first_skip,
        work,
    })
}

impl Sweep {
    /// The header: the size's columns, `permalink`, then [`Sweep::columns`].
    pub fn header(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .ranges
            .size_names()
            .iter()
            .map(|s| s.to_string())
            .collect();
        out.push(PERMALINK_COLUMN.into());
        out.extend(self.columns.iter().map(Column::name));
        out
    }

    /// The row of `config`: its size, its permalink and its columns'
    /// values as `castlab eval` prints them.
    pub fn row(&self, config: &Config) -> Vec<Value> {
        let mut out: Vec<Value> = config
            .size
            .iter()
            .map(|s| Value::from(s.as_str()))
            .collect();
        out.push(Value::from(config.permalink.as_str()));
        out.extend(columns::values(&self.columns, &config.permalink));
        out
    }

    /// The sizes of shard `k` of `n` (1-based): contiguous slices of
    /// about equal work, the same on every machine.
    pub fn shard(&self, k: usize, n: usize) -> Result<Range<usize>, SweepError> {
        if n == 0 || k == 0 || k > n {
            return Err(SweepError::BadShard { k, n });
        }
        let boundary = |j: usize| -> usize {
            if j == 0 {
                return 0;
            }
            if j == n {
                return self.configs.len();
            }
            // The first size whose work before it reaches j/n of the total.
            let target = (u128::from(self.work) * j as u128).div_ceil(n as u128);
            let mut before: u128 = 0;
            for (i, c) in self.configs.iter().enumerate() {
                if before >= target {
                    return i;
                }
                before += u128::from(c.work);
            }
            self.configs.len()
        };
        Ok(boundary(k - 1)..boundary(k))
    }
}

/// The sweep as CSV (RFC 4180, CRLF): the header, then a row per size,
/// cells as `castlab eval --csv` writes them. `castlab sweep` prints it and
/// the page downloads it, so the two are the same bytes.
pub fn to_csv(header: &[String], rows: &[Vec<Value>]) -> String {
    let mut out = String::new();
    crate::export::push_row(&mut out, header.iter().map(String::as_str));
    for row in rows {
        let cells: Vec<String> = row.iter().map(crate::export::cell).collect();
        crate::export::push_row(&mut out, cells.iter().map(String::as_str));
    }
    out
}

/// The sweep as a JSON array of objects keyed by the header (`castlab
/// sweep --json`), with a final newline.
pub fn to_json(header: &[String], rows: &[Vec<Value>], pretty: bool) -> String {
    let objects: Vec<Value> = rows
        .iter()
        .map(|row| {
            let map: serde_json::Map<String, Value> =
                header.iter().cloned().zip(row.iter().cloned()).collect();
            Value::Object(map)
        })
        .collect();
    let text = if pretty {
        serde_json::to_string_pretty(&objects)
    } else {
        serde_json::to_string(&objects)
    };
    text.unwrap_or_default() + "\n"
}

/// `link` with `key` set to `value` (a range or one value), in place.
pub fn with_value(link: &str, key: Key, value: &str) -> String {
    ranges::with_values(link, &[(key, value.to_string())])
}
