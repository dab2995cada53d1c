//! A sweep link in the page: its ranges, the rows the worker sends, the
//! point the reader highlights, and edits of the ranges.

use std::rc::Rc;

use castlab_core::eval::{InputError, input_errors};
use castlab_core::permalink::{self, Key, query_string};
use castlab_core::sweep::{self, Column, PERMALINK_COLUMN, Ranges, SweepError};
use serde_json::Value;

use super::{Shared, State, UrlWrite};

/// A sweep's rows as `castlab sweep` prints them, on the page.
#[derive(Debug, PartialEq)]
pub struct SweepData {
    /// The sweep's canonical permalink.
    pub permalink: String,
    /// The size's columns, `permalink`, then the view's columns.
    pub header: Vec<String>,
    /// One row per size, in the sweep's order.
    pub rows: Vec<Vec<Value>>,
    /// Values of the link that were not used at any size.
    pub errors: Vec<InputError>,
    /// Sizes left out, and why the first was.
    pub skipped: usize,
    pub first_skip: Option<castlab_core::text::Text>,
    /// How many workers computed it.
    pub workers: u32,
}

impl SweepData {
    /// The column named `name`, if the sweep has it.
    pub fn column(&self, name: &str) -> Option<usize> {
        self.header.iter().position(|h| h == name)
    }

    /// The column of the view's values `c`, if the sweep has it.
    pub fn column_of(&self, c: Column) -> Option<usize> {
        self.column(&c.name())
    }

    /// A cell as a number: integers, decimals, `79/16`, and `true` as 1.
    pub fn number(&self, row: usize, column: usize) -> Option<f64> {
        match self.rows.get(row)?.get(column)? {
            Value::Number(n) => n.as_f64(),
            Value::Bool(b) => Some(f64::from(u8::from(*b))),
            Value::String(s) => {
                let (a, b) = s.split_once('/')?;
                Some(a.trim().parse::<f64>().ok()? / b.trim().parse::<f64>().ok()?)
            }
            _ => None,
        }
    }

    /// A cell as `castlab sweep` prints it.
    pub fn text(&self, row: usize, column: usize) -> String {
        match self.rows.get(row).and_then(|r| r.get(column)) {
            None | Some(Value::Null) => "—".into(),
            Some(Value::String(s)) => s.clone(),
            Some(other) => other.to_string(),
        }
    }

    /// The permalink of a row.
    pub fn link(&self, row: usize) -> Option<&str> {
        self.rows
            .get(row)?
            .get(self.column(PERMALINK_COLUMN)?)?
            .as_str()
    }

    /// The size columns' texts of a row (`9x13`, or `w` and `l`).
    pub fn size(&self, row: usize) -> Vec<&str> {
        let end = self.column(PERMALINK_COLUMN).unwrap_or(0);
        self.rows
            .get(row)
            .map(|r| r[..end].iter().filter_map(Value::as_str).collect())
            .unwrap_or_default()
    }
}

/// A sweep on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepState {
    /// The link as opened or edited: what the worker is asked for.
    pub asked: String,
    /// The link the page shows: canonical once the worker answers.
    pub permalink: String,
    /// What it ranges over.
    pub ranges: Ranges,
    /// The rows, once in.
    pub data: Option<Shared<SweepData>>,
    /// Why the worker refused it (a limit, no size).
    pub refused: Option<String>,
    /// The highlighted row (hover, tap or arrow keys).
    pub focus: Option<usize>,
}

/// What opening `link` means for sweeps: one (with its first size's query,
/// for the look and the family), none, or a notice on a range that does
/// not read.
// One value per opened link, taken apart at once: boxing buys nothing.
#[allow(clippy::large_enum_variant)]
pub enum Opened {
    Sweep(SweepState, permalink::Query),
    Single,
    Refused(InputError),
}

impl Opened {
    /// The notices of a single link: its parse's, led by a range that
    /// does not read (replacing the parse's own word on that key).
    pub fn notices(self, mut parsed: Vec<InputError>) -> Vec<InputError> {
        if let Opened::Refused(e) = self {
            parsed.retain(|n| n.key != e.key);
            parsed.insert(0, e);
        }
        parsed
    }

    /// What `link` is.
    pub fn of(link: &str) -> Opened {
        match Ranges::read(link) {
            Ok(ranges) => {
                let first = permalink::parse(&ranges.first_link(link)).query;
                let asked = query_string::query_part(link).to_string();
                let state = SweepState {
                    permalink: asked.clone(),
                    asked,
                    ranges,
                    data: None,
                    refused: None,
                    focus: None,
                };
                Opened::Sweep(state, first)
            }
            Err(SweepError::NoRange) => Opened::Single,
            Err(e) => {
                let key = match &e {
                    SweepError::BadRange { key, .. }
                    | SweepError::NotRead { key, .. }
                    | SweepError::BeyondFamily { key, .. } => *key,
                    _ => Key::Dims,
                };
                Opened::Refused(InputError {
                    key: key.as_str().into(),
                    value: String::new(),
                    kind: e.kind().into(),
                    using: String::new(),
                    largest: None,
                    message: e.text(),
                    suggestion: None,
                })
            }
        }
    }
}

impl State {
    /// The state after opening `link` (an example, Back and Forward, an
    /// edit of a sweep): a sweep, or one configuration with its notices.
    pub(super) fn opened(&self, link: &str) -> State {
        let mut next = match Opened::of(link) {
            Opened::Sweep(sweep, first) => {
                let mut next = self.with_query(first);
                next.sweep = Some(sweep);
                next.notices = Rc::from([]);
                next.playing = false;
                next
            }
            opened => {
                let parsed = permalink::parse(link);
                let notices = opened.notices(input_errors(&parsed));
                let mut next = self.with_query(parsed.query);
                next.sweep = None;
                next.notices = notices.into();
                next.playing = next.autoplays();
                next
            }
        };
        next.hover = None;
        next
    }

    /// The URL the page shows: the sweep's link, or the query's.
    pub fn permalink(&self) -> String {
        match &self.sweep {
            Some(s) => s.permalink.clone(),
            None => self.query.to_permalink(),
        }
    }

    /// The worker's answer for the sweep link `asked`: kept if it is the
    /// sweep shown.
    pub(super) fn sweep_ready(
        self: Rc<Self>,
        asked: &str,
        result: Result<Shared<SweepData>, String>,
    ) -> Rc<Self> {
        if self.sweep.as_ref().is_none_or(|s| s.asked != asked) {
            return self;
        }
        let mut next = (*self).clone();
        let sweep = next.sweep.as_mut().expect("checked above");
        match result {
            Ok(data) => {
                sweep.permalink = data.permalink.clone();
                sweep.data = Some(data);
                sweep.refused = None;
            }
            Err(why) => sweep.refused = Some(why),
        }
        next.url_write = UrlWrite::Replace;
        Rc::new(next)
    }

    /// The highlighted row.
    pub(super) fn sweep_focus(self: Rc<Self>, focus: Option<usize>) -> Rc<Self> {
        let Some(sweep) = &self.sweep else {
            return self;
        };
        let rows = sweep.data.as_ref().map_or(0, |d| d.rows.len());
        let focus = focus.filter(|&r| r < rows);
        if sweep.focus == focus {
            return self;
        }
        let mut next = (*self).clone();
        next.sweep.as_mut().expect("checked above").focus = focus;
        Rc::new(next)
    }

    /// The sweep with `key` set to `value` (a range, an algorithm), if it
    /// is still a sweep; else the state stays and a notice says why.
    pub(super) fn with_sweep_value(&self, key: Key, value: &str) -> State {
        let Some(sweep) = &self.sweep else {
            return self.clone();
        };
        let link = sweep::with_value(&sweep.permalink, key, value);
        let mut next = self.opened(&link);
        next.url_write = UrlWrite::Push;
        next
    }
}
