//! The parser: a query string in, a [`Parsed`] out, one small function per
//! key. Keys are read in the grammar's order, each once; a key whose value
//! depends on another (`dims` on `net`, `view` and `algo`) is read after it.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use super::fits;
use super::offered::Offered;
use super::origin::normal_origin;
use super::query_string::{decode, pairs};
use super::rules;
use super::unknown::{MAX_UNKNOWN_KEYS, UnknownKey, is_tracking, suggestion};
use super::values::{
    name, origin, parse_coords, parse_dims, parse_number, parse_tenths, parse_wk_address, pick,
    quote,
};
use super::{
    Algo, Ask, DEFAULT_SEED, Key, MAX_STEP, Named, Net, ParamError, Query, Refusal, SPEED_TENTHS,
    VERSION, View, default_dst, default_sides, tenths_text,
};
use crate::grid::{Grid, sides_text};
use crate::wk::{self, Wk, WkNode};

mod graph;
mod locale;

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

/// [`parse`](super::parse) without the suggestions, which parse again.
pub(super) fn parse_once(input: &str) -> Parsed {
    parse_with(input, false)
}

/// [`parse_once`], or (`plan_network`) a plan's network, whose one-port
/// grid needs no algorithm (see [`super::parse_network`]).
pub(super) fn parse_with(input: &str, plan_network: bool) -> Parsed {
    let mut p = Parser::new(input);
    p.plan_network = plan_network;
    p.version();
    p.net();
    p.view();
    p.algo();
    p.dims();
    p.wk();
    p.graph();
    p.src();
    p.cert();
    p.dst();
    p.step();
    p.embed();
    p.compare();
    p.model();
    p.outline();
    p.ask();
    p.seed();
    p.pass();
    p.controls();
    p.panel();
    p.origin();
    p.theme();
    p.autoplay();
    p.speed();
    p.picture();
    p.narrated();
    p.locale();
    p.plan();
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
    /// A plan's network: `view=tcd` takes any grid (no algorithm runs).
    plan_network: bool,
}

impl Parser {
    /// Splits the pairs; a repeated key keeps its first value.
    fn new(input: &str) -> Self {
        let mut errors = Vec::new();
        let mut unknown: Vec<UnknownKey> = Vec::new();
        let mut raw: [Option<String>; Key::ALL.len()] = Default::default();
        for (k, v) in pairs(input) {
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
                    .any(|e: &ParamError| e.key == key && e.reason == Refusal::Repeated)
                {
                    continue;
                }
                errors.push(ParamError {
                    key,
                    value: quote(&value),
                    reason: Refusal::Repeated,
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
            plan_network: false,
        }
    }

    /// The value of `key`, if the link has one (each key is read once).
    fn take(&mut self, key: Key) -> Option<String> {
        self.raw[key as usize].take()
    }

    /// Records that `value` of `key` was not used, and what was instead.
    fn reject(&mut self, key: Key, value: &str, reason: Refusal, using: &dyn fmt::Display) {
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
            self.reject(Key::V, &v, Refusal::UnknownVersion, &VERSION);
        }
    }

    fn net(&mut self) {
        let Some(v) = self.take(Key::Net) else { return };
        match pick(&v, |_: Net| true, Offered::Networks) {
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
        let offered = |view: View| rules::view_rule(net, view).is_some();
        match pick(&v, offered, Offered::Views(net)) {
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
        let offered = |algo: Algo| rules::offers(net, view, algo);
        match pick(&v, offered, Offered::Algorithms(net, view)) {
            Ok(algo) => self.query.algo = algo,
            Err(_) if v.trim() == Algo::Optimum.as_str() => {
                let reason = Refusal::WrittenAs { instead: "cert=1" };
                self.reject(Key::Algo, &v, reason, &self.query.algo.clone());
            }
            Err(reason) => self.reject(Key::Algo, &v, reason, &self.query.algo.clone()),
        }
    }

    /// `dims`, checked against what the family takes; then the grid, and
    /// the source and destination that fit it.
    fn dims(&mut self) {
        let v = self
            .take(Key::Dims)
            .filter(|_| matches!(self.query.net, Net::Mesh | Net::Torus | Net::Msn));
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
                Err(Refusal::Range)
            } else {
                parse_dims(v).map(|g| g.sides().to_vec())
            };
            sides.and_then(|s| {
                if self.plan_network {
                    fits::plan_dims(q, s)
                } else {
                    fits::dims(q, s, cert_requested)
                }
            })
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
        if self.plan_network {
            fits::plan_algo(q);
        }
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
                Err(Refusal::Range)
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
            match number(v, 1, u64::from(wk::MAX_LEVEL)) {
                Ok(n) => l_value = n as u32,
                Err(reason) => self.reject(Key::L, v, reason, &self.query.wk.l()),
            }
        }
        let checked = Wk::new(w_value, l_value)
            .map_err(Refusal::Wk)
            .and_then(|wk| fits::paper_nodes(&self.query, wk.nodes()).map(|()| wk));
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
        if !rules::cert_applies(self.query.net, view) || self.flag(Key::Cert, false) != Some(true) {
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
        match fits::certificate_covers(&q) {
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
                let range = Refusal::OutOfRange { min: 0, max: 1 };
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
        let offered = |algo: Algo| rules::COMPARE_ALGORITHMS.iter().any(|o| o.value == algo);
        let checked = pick(&v, offered, Offered::Compare).and_then(|other| {
            fits::tcd_sides(self.query.grid.sides(), other)?;
            Ok(other)
        });
        match checked {
            Ok(other) if other != self.query.algo => self.query.compare = Some(other),
            Ok(_) => {}
            Err(reason) => self.reject(Key::Cmp, &v, reason, &""),
        }
    }

    /// `outline=1`: a WK broadcast also shows the outline graph; elsewhere
    /// the key is read and left unused, like `model` off the orderly view.
    fn outline(&mut self) {
        if self.query.net != Net::Wk || self.query.view != View::Broadcast {
            self.take(Key::Outline);
            return;
        }
        if let Some(on) = self.flag(Key::Outline, false) {
            self.query.outline = on;
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
                let reason = Refusal::UnknownName { expected };
                self.reject(Key::Model, &v, reason, &"nonadaptive");
            }
        }
    }

    /// `seed`: the ordering search's (`view=orderly&algo=search`) and an
    /// exercise's (`ask=`), so a course page can give each student another
    /// question reproducibly.
    fn seed(&mut self) {
        let search = self.orderly() && self.query.algo == Algo::Search;
        let asked = self.query.show.ask.is_some();
        let Some(v) = self.take(Key::Seed).filter(|_| search || asked) else {
            return;
        };
        match parse_number(&v, 0, u64::from(u32::MAX)) {
            Ok(n) => self.query.seed = n as u32,
            Err(reason) => self.reject(Key::Seed, &v, reason, &DEFAULT_SEED),
        }
    }

    /// `pass`, with `ask=` only: the packaged exercise's passing score, a
    /// decimal from 0 to 1 with one digit after the point.
    fn pass(&mut self) {
        let asked = self.query.show.ask.is_some();
        let Some(v) = self.take(Key::Pass).filter(|_| asked) else {
            return;
        };
        match parse_tenths(&v, 0, 10) {
            Ok(tenths) => self.query.show.pass_tenths = tenths,
            Err(reason) => self.reject(Key::Pass, &v, reason, &"1"),
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
        match name(&v) {
            Ok(panel) => self.query.show.panel = panel,
            Err(reason) => self.reject(Key::Panel, &v, reason, &self.query.show.panel.clone()),
        }
    }

    /// `plan`: a schedule or ordering for this link's network, compressed
    /// (`crate::plan::link`); a schedule's source becomes the link's.
    fn plan(&mut self) {
        let Some(v) = self.take(Key::Plan) else {
            return;
        };
        let network = |text: &str| {
            let parsed = super::parse_network(text);
            parsed.errors.is_empty().then_some(parsed.query)
        };
        match super::plan_key::read(&v, &self.query, network) {
            Ok(source) => {
                self.query.plan = Some(v);
                super::plan_key::put_source(&mut self.query, source);
            }
            Err(why) => self.reject(Key::Plan, &v, Refusal::NotAPlan { why }, &"none"),
        }
    }

    /// `origin`, with `embed=1` only: `*` or an http(s) origin.
    fn origin(&mut self) {
        let embed = self.query.embed;
        let Some(v) = self.take(Key::Origin).filter(|_| embed) else {
            return;
        };
        if let Some(origin) = normal_origin(&v) {
            self.query.origin = Some(origin);
        } else {
            self.reject(
                Key::Origin,
                &v,
                Refusal::NotAnOrigin,
                &"none (the embed's own origin)",
            );
        }
    }

    fn autoplay(&mut self) {
        if let Some(autoplay) = self.flag(Key::Autoplay, false) {
            self.query.show.autoplay = autoplay;
        }
    }

    /// `ask`: one of the questions the view offers (`rules::asks`).
    fn ask(&mut self) {
        let Some(v) = self.take(Key::Ask) else {
            return;
        };
        let offered = rules::asks(self.query.net, self.query.view);
        match name::<Ask>(&v) {
            Ok(ask) if offered.contains(&ask) => self.query.show.ask = Some(ask),
            Ok(_) => {
                let reason = Refusal::NotAvailable {
                    offered: Offered::Asks(self.query.net, self.query.view),
                };
                self.reject(Key::Ask, &v, reason, &"none");
            }
            Err(reason) => self.reject(Key::Ask, &v, reason, &"none"),
        }
    }

    fn narrated(&mut self) {
        if let Some(trace) = self.flag(Key::Trace, false) {
            self.query.show.trace = trace;
        }
    }

    fn picture(&mut self) {
        let Some(v) = self.take(Key::Show) else {
            return;
        };
        match name(&v) {
            Ok(picture) => self.query.show.picture = picture,
            Err(reason) => self.reject(Key::Show, &v, reason, &self.query.show.picture.clone()),
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
