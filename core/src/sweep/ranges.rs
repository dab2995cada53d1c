//! The ranges of a sweep link: `dims=3..40x3..40` (each axis a side or a
//! range, the first slowest), `dims=2..64^2` (the cubes of sides 2 to 64
//! in two dimensions), on WK networks `w=2..6` and `l=1..6`, and on a
//! protocol family's network its size key (`m=3..12`, `n=3..64`).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::SweepError;
use crate::grid::MAX_DIMS;
use crate::permalink::{Key, Net, Query, query_string};
use crate::text::Text;

/// Largest number a range may name.
const MAX_SIDE: u32 = 1 << 20;

/// What a range that does not read should look like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeForm {
    /// Not whole numbers.
    Numbers,
    /// A number above [`MAX_SIDE`].
    TooLarge,
    /// `A..B` with `A > B`.
    Reversed,
    /// `A^d` without a range.
    Cube,
    /// A cube's `d` outside 1 … [`MAX_DIMS`].
    CubeDimensions,
    /// More axes than [`MAX_DIMS`].
    TooManyAxes,
}

impl RangeForm {
    /// For the reader: a message of `locales/*/errors.ftl`.
    pub fn text(self) -> Text {
        match self {
            RangeForm::Numbers => Text::new("error-range-numbers"),
            // As a link writes it, not grouped.
            RangeForm::TooLarge => {
                Text::new("error-range-too-large").arg("max", MAX_SIDE.to_string())
            }
            RangeForm::Reversed => Text::new("error-range-reversed"),
            RangeForm::Cube => Text::new("error-range-cube"),
            RangeForm::CubeDimensions => {
                Text::new("error-range-cube-dimensions").arg("max", MAX_DIMS)
            }
            RangeForm::TooManyAxes => Text::new("error-range-too-many-axes").arg("max", MAX_DIMS),
        }
    }

    /// In English, for `Display` (logs, a developer's error).
    pub(super) fn english(self) -> String {
        match self {
            RangeForm::Numbers => {
                "expected whole numbers, like dims=3..40x3..40, dims=2..64^2 or l=1..6".into()
            }
            RangeForm::TooLarge => format!("a range names numbers up to {MAX_SIDE}"),
            RangeForm::Reversed => "a range A..B needs A <= B".into(),
            RangeForm::Cube => "a cube range is A..B^d, like dims=2..64^2".into(),
            RangeForm::CubeDimensions => {
                format!("a cube has 1 to {MAX_DIMS} dimensions, like dims=2..64^3")
            }
            RangeForm::TooManyAxes => format!("at most {MAX_DIMS} axes"),
        }
    }
}

/// One axis of `dims`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    /// One side.
    Side(u32),
    /// Every side from the first to the second, inclusive.
    Range(u32, u32),
}

impl Axis {
    fn len(self) -> u64 {
        match self {
            Axis::Side(_) => 1,
            Axis::Range(a, b) => u64::from(b - a) + 1,
        }
    }

    fn at(self, i: u64) -> u32 {
        match self {
            Axis::Side(s) => s,
            Axis::Range(a, _) => a + i as u32,
        }
    }

    fn text(self) -> String {
        match self {
            Axis::Side(s) => s.to_string(),
            Axis::Range(a, b) => format!("{a}..{b}"),
        }
    }
}

/// What `dims` ranges over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sizes {
    /// Axis by axis.
    Axes(Vec<Axis>),
    /// The d-dimensional cubes with a side in the range.
    Cubes { from: u32, to: u32, d: usize },
}

/// The ranges of a sweep link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranges {
    /// `dims`, if it holds a range.
    pub dims: Option<Sizes>,
    /// `w`, as a range (a single value is `a..a`).
    pub w: Option<Axis>,
    /// `l`, likewise.
    pub l: Option<Axis>,
    /// A family's size key (`m` or `n`) and its range.
    pub size: Option<(Key, Axis)>,
}

/// The first value of `key` in the link, decoded.
fn value_of(input: &str, key: Key) -> Option<String> {
    query_string::value_of(input, key.as_str())
}

fn number(key: Key, value: &str, text: &str) -> Result<u32, SweepError> {
    let bad = || SweepError::BadRange {
        key,
        value: value.into(),
        expected: RangeForm::Numbers,
    };
    let n: u32 = text.trim().parse().map_err(|_| bad())?;
    if n > MAX_SIDE {
        return Err(SweepError::BadRange {
            key,
            value: value.into(),
            expected: RangeForm::TooLarge,
        });
    }
    Ok(n)
}

fn axis(key: Key, value: &str, text: &str) -> Result<Axis, SweepError> {
    match text.split_once("..") {
        Some((a, b)) => {
            let (a, b) = (number(key, value, a)?, number(key, value, b)?);
            if a > b {
                return Err(SweepError::BadRange {
                    key,
                    value: value.into(),
                    expected: RangeForm::Reversed,
                });
            }
            Ok(Axis::Range(a, b))
        }
        None => Ok(Axis::Side(number(key, value, text)?)),
    }
}

impl Ranges {
    /// The ranges of `input`, or [`SweepError::NoRange`].
    pub fn read(input: &str) -> Result<Ranges, SweepError> {
        let ranged = |key: Key| value_of(input, key).filter(|v| v.contains(".."));
        let dims = match ranged(Key::Dims) {
            Some(value) => Some(Self::dims(&value)?),
            None => None,
        };
        let single = |key: Key| -> Result<Option<Axis>, SweepError> {
            ranged(key).map(|v| axis(key, &v, &v)).transpose()
        };
        let (w, l) = (single(Key::W)?, single(Key::L)?);
        // A link names one family, so at most one of m and n ranges.
        let size = match single(Key::M)? {
            Some(a) => Some((Key::M, a)),
            None => single(Key::N)?.map(|a| (Key::N, a)),
        };
        if dims.is_none() && w.is_none() && l.is_none() && size.is_none() {
            return Err(SweepError::NoRange);
        }
        Ok(Ranges { dims, w, l, size })
    }

    fn dims(value: &str) -> Result<Sizes, SweepError> {
        if let Some((side, d)) = value.split_once('^') {
            let Axis::Range(from, to) = axis(Key::Dims, value, side)? else {
                return Err(SweepError::BadRange {
                    key: Key::Dims,
                    value: value.into(),
                    expected: RangeForm::Cube,
                });
            };
            let d: usize = d.trim().parse().unwrap_or(0);
            if !(1..=MAX_DIMS).contains(&d) {
                return Err(SweepError::BadRange {
                    key: Key::Dims,
                    value: value.into(),
                    expected: RangeForm::CubeDimensions,
                });
            }
            return Ok(Sizes::Cubes { from, to, d });
        }
        let axes = value
            .split('x')
            .map(|a| axis(Key::Dims, value, a))
            .collect::<Result<Vec<_>, _>>()?;
        if axes.len() > MAX_DIMS {
            return Err(SweepError::BadRange {
                key: Key::Dims,
                value: value.into(),
                expected: RangeForm::TooManyAxes,
            });
        }
        Ok(Sizes::Axes(axes))
    }

    /// Refuses a range on a key `net` does not read, and a family's size
    /// range beyond the sizes the family takes.
    pub fn check_read_by(&self, net: Net) -> Result<(), SweepError> {
        let dims = self.dims.as_ref().map(|_| Key::Dims);
        let wk = self.w.map(|_| Key::W).or(self.l.map(|_| Key::L));
        let size = self.size.map(|(key, _)| key);
        let (wrong, read) = match net {
            Net::Wk => (dims.or(size), wk),
            Net::Graph(family) => {
                let own = family.rule().key.as_str();
                let other = size.filter(|k| k.as_str() != own);
                (dims.or(wk).or(other), size.filter(|k| k.as_str() == own))
            }
            Net::Mesh | Net::Torus | Net::Msn => (wk.or(size), dims),
        };
        if let Some(key) = wrong {
            return Err(SweepError::NotRead { key, net });
        }
        if read.is_none() {
            return Err(SweepError::NoRange);
        }
        if let (Net::Graph(family), Some((key, axis))) = (net, self.size) {
            let rule = family.rule();
            let (low, high) = match axis {
                Axis::Side(s) => (s, s),
                Axis::Range(a, b) => (a, b),
            };
            if low < rule.least || high > rule.most {
                return Err(SweepError::BeyondFamily {
                    key,
                    value: axis.text(),
                    net,
                    least: rule.least,
                    most: rule.most,
                });
            }
        }
        Ok(())
    }

    /// The ranging axes, slowest first: `dims`' axes (or the cube side),
    /// then `w`, then `l`.
    fn axes(&self) -> Vec<Axis> {
        let mut out = Vec::new();
        match &self.dims {
            Some(Sizes::Axes(axes)) => out.extend(axes.iter().copied()),
            Some(Sizes::Cubes { from, to, .. }) => out.push(Axis::Range(*from, *to)),
            None => {}
        }
        out.extend(self.size.map(|(_, a)| a));
        out.extend(self.w);
        out.extend(self.l);
        out
    }

    /// How many sizes the ranges hold.
    pub fn candidates(&self) -> u64 {
        self.axes()
            .iter()
            .fold(1u64, |n, a| n.saturating_mul(a.len()))
    }

    /// The names of the axes that range, slowest first, for charts:
    /// `side` for cubes, `side 1`, `side 2`… for axes, `W` and `L`, a
    /// family's `m` or `n`.
    pub fn axis_names(&self) -> Vec<Text> {
        let symbol = |s: &str| Text::new("error-sweep-axis-symbol").arg("symbol", s);
        match &self.dims {
            Some(Sizes::Cubes { .. }) => Vec::from([Text::new("error-sweep-axis-side")]),
            Some(Sizes::Axes(axes)) => axes
                .iter()
                .enumerate()
                .filter(|(_, a)| matches!(a, Axis::Range(..)))
                .map(|(i, _)| Text::new("error-sweep-axis-side-n").arg("n", i + 1))
                .collect(),
            None if self.size.is_some() => {
                Vec::from_iter(self.size.map(|(key, _)| symbol(key.as_str())))
            }
            None => {
                let mut out = Vec::new();
                if self.w.is_some() {
                    out.push(symbol("W"));
                }
                if self.l.is_some() {
                    out.push(symbol("L"));
                }
                out
            }
        }
    }

    /// The values of the ranging axes at a row, from its size columns
    /// (`9x13`, or `w` and `l`), slowest first.
    pub fn coordinates(&self, size: &[&str]) -> Vec<u32> {
        let number = |t: &str| t.trim().parse::<u32>().unwrap_or(0);
        match &self.dims {
            Some(Sizes::Cubes { .. }) => {
                let side = size
                    .first()
                    .and_then(|d| d.split('x').next())
                    .unwrap_or("0");
                Vec::from([number(side)])
            }
            Some(Sizes::Axes(axes)) => {
                let sides: Vec<&str> = size.first().map_or(Vec::new(), |d| d.split('x').collect());
                axes.iter()
                    .zip(sides)
                    .filter(|(a, _)| matches!(a, Axis::Range(..)))
                    .map(|(_, s)| number(s))
                    .collect()
            }
            None if self.size.is_some() => {
                Vec::from([number(size.first().copied().unwrap_or("0"))])
            }
            None => {
                let mut out = Vec::new();
                if self.w.is_some() {
                    out.push(number(size.first().copied().unwrap_or("0")));
                }
                if self.l.is_some() {
                    out.push(number(size.get(1).copied().unwrap_or("0")));
                }
                out
            }
        }
    }

    /// The names of a row's size columns.
    pub fn size_names(&self) -> &'static [&'static str] {
        match (&self.dims, self.size) {
            (Some(_), _) => &["dims"],
            (None, Some((Key::N, _))) => &["n"],
            (None, Some(_)) => &["m"],
            (None, None) => &["w", "l"],
        }
    }

    /// Size number `i` (in the sweep's order) of `input`: its link (the
    /// ranges replaced by the size) and its size columns.
    pub fn candidate(&self, input: &str, i: u64) -> (String, Vec<String>) {
        let axes = self.axes();
        let mut values: Vec<u32> = Vec::with_capacity(axes.len());
        let mut rest = i;
        for a in axes.iter().rev() {
            values.push(a.at(rest % a.len()));
            rest /= a.len();
        }
        values.reverse();
        let mut taken = values.into_iter();
        let mut size = Vec::new();
        let mut set: Vec<(Key, String)> = Vec::new();
        match &self.dims {
            Some(Sizes::Axes(axes)) => {
                let sides: Vec<String> = axes
                    .iter()
                    .map(|_| taken.next().unwrap_or(0).to_string())
                    .collect();
                size.push(sides.join("x"));
                set.push((Key::Dims, sides.join("x")));
            }
            Some(Sizes::Cubes { d, .. }) => {
                let side = taken.next().unwrap_or(0).to_string();
                let sides = alloc::vec![side; *d];
                size.push(sides.join("x"));
                set.push((Key::Dims, sides.join("x")));
            }
            None => {}
        }
        if let Some((key, _)) = self.size {
            let value = taken.next().unwrap_or(0).to_string();
            size.push(value.clone());
            set.push((key, value));
        }
        if self.dims.is_none() && self.size.is_none() {
            let w = self.w.map(|_| taken.next().unwrap_or(0));
            let l = self.l.map(|_| taken.next().unwrap_or(0));
            if let Some(w) = w {
                set.push((Key::W, w.to_string()));
            }
            if let Some(l) = l {
                set.push((Key::L, l.to_string()));
            }
        }
        let link = with_values(input, &set);
        if self.dims.is_none() && self.size.is_none() {
            // The size columns of a WK row: w and l as this size has them.
            let q = crate::permalink::parse(&link).query;
            size.push(q.wk.w().to_string());
            size.push(q.wk.l().to_string());
        }
        (link, size)
    }

    /// The link of the first size, to learn the network.
    pub fn first_link(&self, input: &str) -> String {
        self.candidate(input, 0).0
    }

    /// The sweep's own permalink: `first`'s canonical link (presentation
    /// keys included) with the ranges in place of its size.
    pub fn into_link(&self, first: &Query) -> String {
        let canonical = first.to_permalink();
        let mut out: Vec<String> = Vec::new();
        let mut placed = false;
        let ranges = match &self.dims {
            Some(Sizes::Axes(axes)) => {
                let parts: Vec<String> = axes.iter().map(|a| a.text()).collect();
                Vec::from([format!("dims={}", parts.join("x"))])
            }
            Some(Sizes::Cubes { from, to, d }) => Vec::from([format!("dims={from}..{to}^{d}")]),
            None if self.size.is_some() => Vec::from_iter(
                self.size
                    .map(|(key, axis)| format!("{}={}", key.as_str(), axis.text())),
            ),
            None => {
                let fixed = |a: Option<Axis>, value: u32| a.unwrap_or(Axis::Side(value)).text();
                Vec::from([
                    format!("w={}", fixed(self.w, first.wk.w())),
                    format!("l={}", fixed(self.l, first.wk.l())),
                ])
            }
        };
        for (key, value) in query_string::pairs(&canonical) {
            let pair = format!("{key}={value}");
            if matches!(key, "dims" | "w" | "l" | "m" | "n") {
                continue;
            }
            // The size goes where the grammar writes it: after v and net.
            if !placed && !matches!(key, "v" | "net") {
                out.extend(ranges.iter().cloned());
                placed = true;
            }
            out.push(pair);
        }
        if !placed {
            out.extend(ranges);
        }
        out.join("&")
    }
}

/// `input` with every `key=` of `set` dropped and `set`'s pairs added in
/// their place (the first one's position, or the end).
pub(super) fn with_values(input: &str, set: &[(Key, String)]) -> String {
    let set: Vec<(&str, &str)> = set.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    query_string::with_values(input, &set)
}
