//! The parser: a query string in, a [`Parsed`] out, one small function per
//! key. Keys are read in the grammar's order, each once; a key whose value
//! depends on another (`dims` on `net`, `view` and `algo`) is read after it.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use super::rules::{self, Family};
use super::unknown::{MAX_UNKNOWN_KEYS, UnknownKey, is_tracking, suggestion};
use super::{
    Algo, DEFAULT_SEED, Key, MAX_STEP, Named, Net, Panel, ParamError, Query, Reason, SPEED_TENTHS,
    Theme, VERSION, View, default_dst, default_sides, sides_text, tenths_text,
};
use crate::grid::{Coords, Grid, GridError, MAX_DIMS, MAX_NODES};
use crate::mesh::{self, Unsupported};
use crate::msn::MsnError;
use crate::wk::{self, Wk, WkNode};

/// Longest value quoted back in an error message, in characters.
pub(super) const QUOTE_LIMIT: usize = 40;

/// The outcome of [`parse`]: a usable query and what was wrong with the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// What will be evaluated.
    pub query: Query,
    /// One entry per value that was not used.
    pub errors: Vec<ParamError>,
    /// Keys the grammar does not know, in the order given, each once (at
    /// most [`MAX_UNKNOWN_KEYS`]); tracking keys are left out.
    pub unknown: Vec<UnknownKey>,
}

impl Parsed {
    /// The unknown keys worth a notice: those close to a known key.
    pub fn mistyped(&self) -> impl Iterator<Item = &UnknownKey> {
        self.unknown.iter().filter(|u| u.suggestion.is_some())
    }
}

/// Parses a permalink query string (with or without a leading `?`, or a
/// whole URL). Never fails: see [`Parsed`].
pub fn parse(input: &str) -> Parsed {
    let mut parsed = parse_once(input);
    suggest_largest(input, &mut parsed);
    parsed
}

/// [`parse`] without the suggestions, which parse again.
fn parse_once(input: &str) -> Parsed {
    let mut p = Parser::new(input);
    p.version();
    p.net();
    p.view();
    p.algo();
    p.dims();
    p.wk();
    p.src();
    p.cert();
    p.dst();
    p.step();
    p.embed();
    p.compare();
    p.model();
    p.seed();
    p.controls();
    p.panel();
    p.theme();
    p.autoplay();
    p.speed();
    Parsed {
        query: p.query,
        errors: p.errors,
        unknown: p.unknown,
    }
}

/// The values of one query string by key, the query built so far, and what
/// could not be used.
struct Parser {
    raw: [Option<String>; Key::ALL.len()],
    query: Query,
    errors: Vec<ParamError>,
    unknown: Vec<UnknownKey>,
}

impl Parser {
    /// Splits the pairs; a repeated key keeps its first value.
    fn new(input: &str) -> Self {
        let mut errors = Vec::new();
        let mut unknown: Vec<UnknownKey> = Vec::new();
        let mut raw: [Option<String>; Key::ALL.len()] = Default::default();
        for pair in query_part(input).split('&').filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let name = decode(k);
            let Some(key) = Key::from_name(&name) else {
                let name = quote(&name);
                if !name.is_empty()
                    && !is_tracking(&name)
                    && unknown.len() < MAX_UNKNOWN_KEYS
                    && unknown.iter().all(|u| u.name != name)
                {
                    unknown.push(UnknownKey {
                        suggestion: suggestion(&name),
                        value: quote(&decode(v)),
                        name,
                    });
                }
                continue;
            };
            let value = decode(v);
            let slot = &mut raw[key as usize];
            if slot.is_some() {
                // One message per repeated key: a link of a million repeats
                // must not become a million notices.
                if errors
                    .iter()
                    .any(|e: &ParamError| e.key == key && e.reason == Reason::Repeated)
                {
                    continue;
                }
                errors.push(ParamError {
                    key,
                    value: quote(&value),
                    reason: Reason::Repeated,
                    using: String::new(),
                    largest: None,
                });
            } else {
                *slot = Some(value);
            }
        }
        Parser {
            raw,
            query: Query::default(),
            errors,
            unknown,
        }
    }

    /// The value of `key`, if the link has one (each key is read once).
    fn take(&mut self, key: Key) -> Option<String> {
        self.raw[key as usize].take()
    }

    /// Records that `value` of `key` was not used, and what was instead.
    fn reject(&mut self, key: Key, value: &str, reason: Reason, using: &dyn fmt::Display) {
        self.errors.push(ParamError {
            key,
            value: quote(value),
            reason,
            using: using.to_string(),
            largest: None,
        });
    }

    fn orderly(&self) -> bool {
        self.query.view == View::Orderly
    }

    fn version(&mut self) {
        if let Some(v) = self.take(Key::V)
            && parse_number(&v, 1, 1).is_err()
        {
            self.reject(Key::V, &v, Reason::UnknownVersion, &VERSION);
        }
    }

    fn net(&mut self) {
        let Some(v) = self.take(Key::Net) else { return };
        let all = rules::NETWORKS.iter().map(|r| r.net.value);
        match pick(&v, all, rules::NETWORKS_TEXT) {
            Ok(net) => self.query.net = net,
            Err(reason) => self.reject(Key::Net, &v, reason, &self.query.net.clone()),
        }
    }

    fn view(&mut self) {
        let net = self.query.net;
        self.query.view = rules::default_view(net);
        let Some(v) = self.take(Key::View) else {
            return;
        };
        match pick(&v, rules::views(net), rules::net_rule(net).views_text) {
            Ok(view) => self.query.view = view,
            Err(reason) => self.reject(Key::View, &v, reason, &self.query.view.clone()),
        }
    }

    /// `algo`, where the view has algorithms to choose from.
    fn algo(&mut self) {
        let (net, view) = (self.query.net, self.query.view);
        self.query.algo = rules::default_algo(net, view);
        let v = self.take(Key::Algo);
        let (Some(v), Some(rule)) = (v, rules::view_rule(net, view)) else {
            return;
        };
        if rule.algorithms.is_empty() {
            return;
        }
        let offered = rule.algorithms.iter().map(|o| o.value);
        match pick(&v, offered, rule.algorithms_text) {
            Ok(algo) => self.query.algo = algo,
            Err(_) if v.trim() == Algo::Optimum.as_str() => {
                let reason = Reason::WrittenAs { instead: "cert=1" };
                self.reject(Key::Algo, &v, reason, &self.query.algo.clone());
            }
            Err(reason) => self.reject(Key::Algo, &v, reason, &self.query.algo.clone()),
        }
    }

    /// `dims`, checked against what the family takes; then the grid, and
    /// the source and destination that fit it.
    fn dims(&mut self) {
        let v = self.take(Key::Dims).filter(|_| self.query.net != Net::Wk);
        let cert_requested = self.raw[Key::Cert as usize]
            .as_deref()
            .is_some_and(|c| c.trim() == "1");
        let q = &self.query;
        let fallback: &[u32] = if q.net == Net::Msn || self.orderly() {
            &[8, 8]
        } else {
            default_sides(q.algo)
        };
        let checked = v.as_deref().map(|v| {
            let sides = if v.contains("..") {
                Err(Reason::Range)
            } else {
                parse_dims(v).map(|g| g.sides().to_vec())
            };
            match (q.family(), q.net) {
                (Family::Msn, _) | (Family::Orderly, Net::Msn) => sides
                    .and_then(|s| rules::msn_sides(&s, q.view))
                    .and_then(|s| search_fits(q, s)),
                (Family::Orderly, _) => sides.and_then(|s| rules::orderly_sides(&s, q.net, q.algo)),
                _ => sides.and_then(|s| {
                    let fits = rules::tcd_sides(&s, q.algo);
                    // `cert=1` (read later) brings its own sizes, like 2x8.
                    let certified = || {
                        cert_requested
                            && Grid::new(&s, q.net == Net::Torus)
                                .is_ok_and(|g| crate::certified::tcd_covers(&g))
                    };
                    fits.or_else(|e| if certified() { Ok(()) } else { Err(e) })
                        .map(|()| s)
                }),
            }
        });
        let sides = match (v, checked) {
            (Some(_), Some(Ok(sides))) => sides,
            (Some(v), Some(Err(reason))) => {
                self.reject(Key::Dims, &v, reason, &sides_text(fallback));
                fallback.to_vec()
            }
            _ => fallback.to_vec(),
        };
        let q = &mut self.query;
        q.grid = Grid::new(&sides, q.net == Net::Torus).expect("sides were checked");
        q.src = origin(q.grid.dims());
        q.dst = default_dst(&q.grid);
    }

    /// `w` and `l` of a WK network: together they must fit the limits.
    /// Keys a configuration does not print are not read either, so equal
    /// links mean equal states.
    fn wk(&mut self) {
        let wk_net = self.query.net == Net::Wk;
        let w = self.take(Key::W).filter(|_| wk_net);
        let l = self.take(Key::L).filter(|_| wk_net);
        let mut w_value = self.query.wk.w();
        let mut l_value = self.query.wk.l();
        let number = |v: &str, min, max| {
            if v.contains("..") {
                Err(Reason::Range)
            } else {
                parse_number(v, min, max)
            }
        };
        if let Some(v) = &w {
            match number(v, 2, u64::from(wk::MAX_W)) {
                Ok(n) => w_value = n as u32,
                Err(reason) => self.reject(Key::W, v, reason, &self.query.wk.w()),
            }
        }
        if let Some(v) = &l {
            match number(v, 1, 18) {
                Ok(n) => l_value = n as u32,
                Err(reason) => self.reject(Key::L, v, reason, &self.query.wk.l()),
            }
        }
        let search = self.orderly() && self.query.algo == Algo::Search;
        let checked = Wk::new(w_value, l_value)
            .map_err(Reason::Wk)
            .and_then(|wk| {
                if search && wk.nodes() > rules::MAX_SEARCH_NODES {
                    Err(Reason::TooLargeFor {
                        what: "algo=search",
                        max: rules::MAX_SEARCH_NODES as u64,
                    })
                } else {
                    Ok(wk)
                }
            });
        match checked {
            Ok(wk) => self.query.wk = wk,
            Err(reason) => {
                let (key, value) = match (&l, &w) {
                    (Some(v), _) => (Key::L, v.as_str()),
                    (None, w) => (Key::W, w.as_deref().unwrap_or("")),
                };
                self.reject(key, value, reason, &self.query.wk.l());
            }
        }
    }

    /// `src`: a WK address, or coordinates of the grid.
    fn src(&mut self) {
        let Some(v) = self.take(Key::Src) else { return };
        let q = &self.query;
        if q.net == Net::Wk {
            match parse_wk_address(&q.wk, Key::Src, &v) {
                Ok(node) => self.query.wk_src = node,
                Err(reason) => {
                    let using = q.wk.address(WkNode::default());
                    self.reject(Key::Src, &v, reason, &using);
                }
            }
        } else {
            match parse_coords(&q.grid, &v) {
                Ok(c) => self.query.src = c,
                Err(reason) => {
                    let using = origin(q.grid.dims());
                    self.reject(Key::Src, &v, reason, &using);
                }
            }
        }
    }

    /// `cert=1`: the certified witness in place of `algo`'s schedule or
    /// ordering, where a stored certificate covers the configuration. It is
    /// a key, not an `algo` value, so the messages of older links, which
    /// list each view's algorithms, keep their words.
    fn cert(&mut self) {
        let view = self.query.view;
        let applies = matches!(view, View::Tcd | View::Orderly) && self.query.net != Net::Msn;
        if !applies || self.flag(Key::Cert, false) != Some(true) {
            return;
        }
        // `model` is read later; the certificates state the non-adaptive model.
        let adaptive = self.raw[Key::Model as usize]
            .as_deref()
            .is_some_and(|m| m.trim() == "adaptive");
        let q = Query {
            adaptive: adaptive && view == View::Orderly,
            ..self.query.clone()
        };
        match rules::certificate_covers(&q) {
            Ok(()) => self.query.algo = Algo::Optimum,
            Err(reason) => self.reject(Key::Cert, "1", reason, &0),
        }
    }

    /// `dst`, the end of an MSN route.
    fn dst(&mut self) {
        let route = self.query.net == Net::Msn && self.query.view == View::Route;
        let Some(v) = self.take(Key::Dst).filter(|_| route) else {
            return;
        };
        match parse_coords(&self.query.grid, &v) {
            Ok(c) => self.query.dst = c,
            Err(reason) => self.reject(Key::Dst, &v, reason, &self.query.dst.clone()),
        }
    }

    fn step(&mut self) {
        let Some(v) = self.take(Key::Step) else {
            return;
        };
        match parse_number(&v, 0, u64::from(MAX_STEP)) {
            Ok(n) => self.query.step = Some(n as u32),
            Err(reason) => self.reject(Key::Step, &v, reason, &""),
        }
    }

    /// A 0 or 1 flag.
    fn flag(&mut self, key: Key, default: bool) -> Option<bool> {
        let v = self.take(key)?;
        match parse_number(&v, 0, 1) {
            Ok(n) => Some(n == 1),
            Err(_) => {
                let range = Reason::OutOfRange { min: 0, max: 1 };
                self.reject(key, &v, range, &u8::from(default));
                None
            }
        }
    }

    fn embed(&mut self) {
        if let Some(embed) = self.flag(Key::Embed, false) {
            self.query.embed = embed;
        }
    }

    /// `cmp`: a second TCD algorithm that runs on the grid.
    fn compare(&mut self) {
        let tcd = self.query.view == View::Tcd;
        let Some(v) = self.take(Key::Cmp).filter(|_| tcd) else {
            return;
        };
        let offered = rules::COMPARE_ALGORITHMS.iter().map(|o| o.value);
        let checked = pick(&v, offered, rules::COMPARE_TEXT).and_then(|other| {
            rules::tcd_sides(self.query.grid.sides(), other)?;
            Ok(other)
        });
        match checked {
            Ok(other) if other != self.query.algo => self.query.compare = Some(other),
            Ok(_) => {}
            Err(reason) => self.reject(Key::Cmp, &v, reason, &""),
        }
    }

    fn model(&mut self) {
        let orderly = self.orderly();
        let Some(v) = self.take(Key::Model).filter(|_| orderly) else {
            return;
        };
        match v.trim() {
            "adaptive" => self.query.adaptive = true,
            "nonadaptive" | "non-adaptive" => self.query.adaptive = false,
            _ => {
                let expected = "nonadaptive, adaptive";
                let reason = Reason::UnknownName { expected };
                self.reject(Key::Model, &v, reason, &"nonadaptive");
            }
        }
    }

    fn seed(&mut self) {
        let search = self.orderly() && self.query.algo == Algo::Search;
        let Some(v) = self.take(Key::Seed).filter(|_| search) else {
            return;
        };
        match parse_number(&v, 0, u64::from(u32::MAX)) {
            Ok(n) => self.query.seed = n as u32,
            Err(reason) => self.reject(Key::Seed, &v, reason, &DEFAULT_SEED),
        }
    }

    /// `controls`, with `embed=1` only.
    fn controls(&mut self) {
        if !self.query.embed {
            return;
        }
        if let Some(controls) = self.flag(Key::Controls, true) {
            self.query.show.controls = controls;
        }
    }

    /// `panel`, with `embed=1` only.
    fn panel(&mut self) {
        let embed = self.query.embed;
        let Some(v) = self.take(Key::Panel).filter(|_| embed) else {
            return;
        };
        match pick(&v, Panel::ALL.iter().copied(), "panel=metrics, none") {
            Ok(panel) => self.query.show.panel = panel,
            Err(reason) => self.reject(Key::Panel, &v, reason, &self.query.show.panel.clone()),
        }
    }

    fn theme(&mut self) {
        let Some(v) = self.take(Key::Theme) else {
            return;
        };
        let text = "theme=auto, light, dark, projector";
        match pick(&v, Theme::ALL.iter().copied(), text) {
            Ok(theme) => self.query.show.theme = theme,
            Err(reason) => self.reject(Key::Theme, &v, reason, &self.query.show.theme.clone()),
        }
    }

    fn autoplay(&mut self) {
        if let Some(autoplay) = self.flag(Key::Autoplay, false) {
            self.query.show.autoplay = autoplay;
        }
    }

    fn speed(&mut self) {
        let Some(v) = self.take(Key::Speed) else {
            return;
        };
        let (min, max) = SPEED_TENTHS;
        match parse_tenths(&v, min, max) {
            Ok(tenths) => self.query.show.speed_tenths = tenths,
            Err(reason) => {
                let using = tenths_text(super::DEFAULT_SPEED_TENTHS);
                self.reject(Key::Speed, &v, reason, &using);
            }
        }
    }
}

/// `algo=search` on an MS network: at most [`rules::MAX_SEARCH_NODES`].
fn search_fits(q: &Query, sides: Vec<u32>) -> Result<Vec<u32>, Reason> {
    let search = q.view == View::Orderly && q.algo == Algo::Search;
    if search && sides[0] * sides[1] > rules::MAX_SEARCH_NODES as u32 {
        Err(Reason::TooLargeFor {
            what: "algo=search",
            max: rules::MAX_SEARCH_NODES as u64,
        })
    } else {
        Ok(sides)
    }
}

fn quote(raw: &str) -> String {
    let mut out: String = raw.chars().take(QUOTE_LIMIT).collect();
    if raw.chars().nth(QUOTE_LIMIT).is_some() {
        out.push('…');
    }
    out
}

fn decode(raw: &str) -> String {
    let spaced = raw.replace('+', " ");
    percent_encoding::percent_decode_str(&spaced)
        .decode_utf8_lossy()
        .into_owned()
}

fn parse_number(s: &str, min: u64, max: u64) -> Result<u64, Reason> {
    let s = s.trim();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Reason::NotANumber);
    }
    match s.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(Reason::OutOfRange { min, max }),
    }
}

/// A decimal with at most one digit after the point, in tenths.
fn parse_tenths(s: &str, min: u32, max: u32) -> Result<u32, Reason> {
    let s = s.trim();
    let (whole, tenth) = s.split_once('.').unwrap_or((s, "0"));
    let range = Reason::OutOfRangeDecimal {
        min: min as u16,
        max: max as u16,
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() > 1 {
        return Err(Reason::NotADecimal);
    }
    let whole: u64 = whole.parse().map_err(|_| range)?;
    let tenths = whole.saturating_mul(10) + tenth.parse::<u64>().map_err(|_| range)?;
    if (u64::from(min)..=u64::from(max)).contains(&tenths) {
        Ok(tenths as u32)
    } else {
        Err(range)
    }
}

fn parse_list(
    s: &str,
    separator: char,
    max_len: usize,
    max_value: u64,
) -> Result<Vec<u32>, Reason> {
    let mut out = Vec::new();
    for part in s.split(separator) {
        if out.len() == max_len {
            return Err(Reason::WrongArity { expected: max_len });
        }
        out.push(parse_number(part, 0, max_value)? as u32);
    }
    Ok(out)
}

fn parse_dims(s: &str) -> Result<Grid, Reason> {
    let s = s.trim();
    if s.is_empty() {
        return Err(Reason::BadDims);
    }
    let mut sides = Vec::new();
    for part in s.split(['x', 'X', '×']) {
        if sides.len() == MAX_DIMS {
            return Err(Reason::Grid(GridError::TooManyDimensions));
        }
        let side = match parse_number(part, 0, MAX_NODES as u64) {
            Ok(0) => return Err(Reason::Grid(GridError::ZeroSide)),
            Ok(n) => n as u32,
            Err(Reason::NotANumber) => return Err(Reason::BadDims),
            Err(_) => return Err(Reason::Grid(GridError::TooManyNodes)),
        };
        sides.push(side);
    }
    Grid::mesh(&sides).map_err(Reason::Grid)
}

/// The value `text` names, if it is one of `offered` (else, if the grammar
/// knows the name, why this build or this configuration cannot use it).
fn pick<T: Named>(
    text: &str,
    mut offered: impl Iterator<Item = T>,
    offered_text: &'static str,
) -> Result<T, Reason> {
    match T::from_name(text.trim()) {
        Some(value) if offered.any(|o| o == value) => Ok(value),
        Some(_) => Err(Reason::NotAvailable {
            available: offered_text,
        }),
        None => Err(Reason::UnknownName { expected: T::NAMES }),
    }
}

/// A WK address for `key`: L digits below W, most significant first
/// ("201"), or the same digits separated by commas.
fn parse_wk_address(wk: &Wk, key: Key, v: &str) -> Result<WkNode, Reason> {
    let v = v.trim();
    let digits: Option<Vec<u32>> = if v.contains(',') {
        v.split(',').map(|d| d.trim().parse::<u32>().ok()).collect()
    } else {
        v.chars().map(|c| c.to_digit(10)).collect()
    };
    let expected = Reason::WkAddress {
        key,
        digits: wk.l() as u8,
        w: wk.w() as u8,
    };
    let digits = digits
        .filter(|d| d.len() == wk.l() as usize)
        .ok_or(expected)?;
    wk.node(&digits).ok_or(Reason::OutsideGrid)
}

fn parse_coords(grid: &Grid, v: &str) -> Result<Coords, Reason> {
    let expected = grid.dims();
    let values = parse_list(v, ',', MAX_DIMS, u64::from(u32::MAX)).map_err(|e| match e {
        Reason::WrongArity { .. } => Reason::WrongArity { expected },
        other => other,
    })?;
    if values.len() != expected {
        return Err(Reason::WrongArity { expected });
    }
    grid.node(&values).ok_or(Reason::OutsideGrid)?;
    Ok(Coords::new(&values).expect("at most MAX_DIMS values"))
}

/// The origin of a grid with `dims` dimensions.
pub(super) fn origin(dims: usize) -> Coords {
    Coords::new(&[0; MAX_DIMS][..dims]).expect("dims <= MAX_DIMS")
}

/// The query part of `input` (after `?`, before `#`).
fn query_part(input: &str) -> &str {
    let after = input.split_once('?').map_or(input, |(_, q)| q);
    after.split('#').next().unwrap_or("")
}

/// `input` with the first value of `key` replaced by `value`.
pub(super) fn with_value(input: &str, key: Key, value: &str) -> String {
    let mut replaced = false;
    let pairs: Vec<String> = query_part(input)
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let k = pair.split_once('=').map_or(pair, |(k, _)| k);
            if !replaced && Key::from_name(&decode(k)) == Some(key) {
                replaced = true;
                format!("{key}={value}")
            } else {
                pair.to_string()
            }
        })
        .collect();
    // The leading `?` keeps a `?` inside a value from being read as the
    // start of the query.
    format!("?{}", pairs.join("&"))
}

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
const NODE_LIMITS: [u64; 7] = [
    MAX_NODES as u64,
    rules::MAX_ORDERLY_NODES as u64,
    rules::MAX_SEARCH_NODES as u64,
    crate::msn::MAX_NODES as u64,
    (crate::msn::MAX_TE_SIDE as u64) * (crate::msn::MAX_TE_SIDE as u64),
    (crate::msn::MAX_MNB_SIDE as u64) * (crate::msn::MAX_MNB_SIDE as u64),
    mesh::exact::MAX_NODES as u64,
];

/// Fills [`ParamError::largest`]: for `dims` above a node limit, the
/// largest grid with equal sides and as many dimensions that parses
/// cleanly in the same link; for a node outside the grid, its far corner.
fn suggest_largest(input: &str, parsed: &mut Parsed) {
    let q = &parsed.query;
    for e in &mut parsed.errors {
        e.largest = match (e.key, e.reason) {
            (
                Key::Dims,
                Reason::Grid(GridError::TooManyNodes)
                | Reason::TooLargeFor { .. }
                | Reason::Msn(MsnError::TooManyNodes)
                | Reason::OutOfRange { .. }
                | Reason::Algorithm(Unsupported::TooLargeForExact),
            ) => largest_dims(input),
            (Key::Speed, Reason::OutOfRangeDecimal { max, .. })
                if e.value
                    .trim()
                    .parse::<f64>()
                    .is_ok_and(|v| v > f64::from(max) / 10.0) =>
            {
                Some(tenths_text(u32::from(max)))
            }
            (Key::Src | Key::Dst, Reason::OutsideGrid) if q.net == Net::Wk => {
                Some(q.wk.address(WkNode::new(q.wk.nodes() - 1)))
            }
            (Key::Src | Key::Dst, Reason::OutsideGrid) => {
                let far: Vec<u32> = q.grid.sides().iter().map(|s| s - 1).collect();
                Some(far.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
            }
            _ => None,
        };
    }
}

/// See [`suggest_largest`].
fn largest_dims(input: &str) -> Option<String> {
    let pairs = query_part(input).split('&');
    let raw = pairs
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| Key::from_name(&decode(k)) == Some(Key::Dims))
        .map(|(_, v)| decode(v))?;
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
            parse_once(&with_value(input, Key::Dims, candidate))
                .errors
                .iter()
                .all(|e| e.key != Key::Dims)
        })
}
