//! The permalink grammar, version 1 (`docs/permalinks.md`): parse and
//! print.
//!
//! [`parse`] never fails and never panics. It returns a [`Query`] that this
//! build can evaluate, plus one [`ParamError`] per value it could not use,
//! naming the key, the value and the reason, and saying which default it used
//! instead. Unknown keys are ignored, and listed as [`UnknownKey`]s, with
//! the key probably meant when one is close; a missing key takes its
//! default.
//! [`Query::to_permalink`] prints `v=1` and every non-default key, in the
//! order of the grammar's table, so equal states give equal links.
//!
//! The parts, each importing only those above it: [`query_string`] (the
//! one reader and writer of query strings), `names.rs` (the closed sets of
//! values), [`rules`] (which views each network offers, which algorithms
//! each view offers, their names and limits: the one table every front end
//! reads), [`Refusal`] with [`ParamError`] (the messages, which render the
//! table's lists), [`fits`] (the size checks), `values.rs` (one value
//! read), the parser in `parse.rs` (one function per key) with
//! `largest.rs` (the "largest allowed" of a refusal) and `unknown.rs`
//! (the key a mistyped one probably meant), and `normal.rs` ([`normalize`],
//! the page's changes brought back inside the grammar).

pub mod fits;
mod largest;
mod names;
mod normal;
pub mod offered;
mod origin;
mod parse;
mod plan_key;
pub mod query_string;
mod reason;
pub mod rules;
#[cfg(test)]
mod tests;
mod unknown;
mod values;

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;

use crate::grid::{Coords, Grid, sides_text};
use crate::wk::{Wk, WkNode};

pub use fits::msn_view_fits;
pub(crate) use names::Named;
pub use names::{Algo, Ask, Key, Net, Panel, Show, Theme, View, capitalised};
pub use normal::normalize;
pub use parse::Parsed;
pub use reason::{ParamError, Refusal};
pub use rules::{Family, MAX_ORDERLY_NODES, MAX_SEARCH_NODES, default_algo, default_view};
pub use unknown::{MAX_UNKNOWN_KEYS, UnknownKey};

/// The permalink contract version this build writes.
pub const VERSION: u32 = 1;

/// Largest `step` value accepted.
pub const MAX_STEP: u32 = 1 << 20;

/// Slowest and fastest animation, in tenths of a step per second.
pub const SPEED_TENTHS: (u32, u32) = (1, 200);

/// The animation's pace when `speed` is missing: 1.5 steps per second.
pub const DEFAULT_SPEED_TENTHS: u32 = 15;

/// How a link is shown, not what it computes: `castlab eval` ignores these
/// keys, and a link's numbers never depend on them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Presentation {
    /// `theme=`, on every page.
    pub theme: Theme,
    /// `controls=0` makes an embed read-only (only with `embed=1`).
    pub controls: bool,
    /// `panel=` of an embed (only with `embed=1`).
    pub panel: Panel,
    /// `autoplay=1` starts the animation on load.
    pub autoplay: bool,
    /// `speed=`: animation steps per second, in tenths (`speed=1.5` is 15).
    pub speed_tenths: u32,
    /// `show=`: the run or the map.
    pub picture: Show,
    /// `trace=1` opens the narrated steps: the pseudocode and the step log.
    pub trace: bool,
    /// `ask=`: the page asks this question about the view (an exercise).
    pub ask: Option<Ask>,
    /// `pass=`: the score, in tenths of 1, at which a packaged exercise is
    /// passed (SCORM's and cmi5's threshold; 10, all of it, by default).
    pub pass_tenths: u32,
}

impl Default for Presentation {
    fn default() -> Self {
        Presentation {
            theme: Theme::Auto,
            controls: true,
            panel: Panel::Metrics,
            autoplay: false,
            speed_tenths: DEFAULT_SPEED_TENTHS,
            picture: Show::Auto,
            trace: false,
            ask: None,
            pass_tenths: 10,
        }
    }
}

impl Presentation {
    /// Milliseconds between animation steps.
    pub fn step_ms(&self) -> u32 {
        10_000 / self.speed_tenths.max(1)
    }
}

/// `1.5` for 15 tenths, `2` for 20.
pub(crate) fn tenths_text(tenths: u32) -> String {
    match tenths % 10 {
        0 => format!("{}", tenths / 10),
        d => format!("{}.{d}", tenths / 10),
    }
}

/// A configuration this build can evaluate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    /// Topology family.
    pub net: Net,
    /// The grid (mesh or torus, matching `net`).
    pub grid: Grid,
    /// The source node's coordinates, x first.
    pub src: Coords,
    /// What is computed.
    pub view: View,
    /// Which algorithm.
    pub algo: Algo,
    /// The animation step shown, if any.
    pub step: Option<u32>,
    /// Embed mode.
    pub embed: bool,
    /// Another algorithm to subtract from `algo`'s map (a castlab addition
    /// to the v1 grammar: `cmp=recursive`).
    pub compare: Option<Algo>,
    /// The WK-recursive network (`w`, `l`), used when `net=wk`.
    pub wk: Wk,
    /// The source of a WK broadcast, as a node index (`src=201`).
    pub wk_src: WkNode,
    /// A protocol family's size (`m=` or `n=`, `topology::FamilyRule::key`);
    /// 0 on the papers' networks. Its network is drawn on the address
    /// grid (`Topology::cells`), which `grid` then is, and `src` is the
    /// source's cell: vertex v is node v of that grid.
    pub size: u32,
    /// The destination of an MSN route (`dst=`); `grid` holds the MSN's X × Y
    /// coordinates when `net=msn`.
    pub dst: Coords,
    /// `view=orderly`: whether vertices skip the neighbours they heard from
    /// (`model=adaptive`, a castlab addition).
    pub adaptive: bool,
    /// `view=broadcast` on a WK network: also the outline graph of 001's
    /// Definition 5 (`outline=1`, a castlab addition).
    pub outline: bool,
    /// `view=orderly&algo=search`: the local search's seed (`seed=`, a
    /// castlab addition), so a found ordering has a permalink.
    pub seed: u32,
    /// Theme, embed panel and animation (castlab additions; they change
    /// how a link looks, never its numbers).
    pub show: Presentation,
    /// `origin=` of an embed: the host page origin whose scripting messages
    /// the embed obeys and to which it posts its events (`*`: any). `None`:
    /// only a host of the embed's own origin.
    pub origin: Option<String>,
    /// `plan=`: a user's schedule or ordering for this network, as the
    /// link carries it (compressed, base64url; `crate::plan::link`), read
    /// and checked by the parser (a castlab addition).
    pub plan: Option<String>,
    /// `locale=`: the language the page, the CLI's sentences and a
    /// package speak (a BCP 47 tag such as `de`, `es`, `zh-Hans`; a
    /// castlab addition that never changes a number). `None`: the reader's.
    pub locale: Option<String>,
}

impl Default for Query {
    /// The app's opening state: Algorithm 1's TCD map on the 8×8 mesh, from
    /// the corner.
    fn default() -> Self {
        Query {
            net: Net::Mesh,
            grid: default_grid(),
            src: Coords::xy(0, 0),
            view: View::Tcd,
            algo: Algo::Paper,
            step: None,
            embed: false,
            compare: None,
            wk: default_wk(),
            wk_src: WkNode::default(),
            size: 0,
            dst: Coords::xy(4, 4),
            adaptive: false,
            outline: false,
            seed: DEFAULT_SEED,
            show: Presentation::default(),
            origin: None,
            plan: None,
            locale: None,
        }
    }
}

#[cfg(feature = "json")]
impl Query {
    /// The network part of a query, as a plan's `network` writes it: every
    /// key spelled out, defaults too, so a file says what it is for.
    pub fn network_text(&self) -> String {
        let q = self;
        let shape = match q.net {
            Net::Wk => format!("w={}&l={}", q.wk.w(), q.wk.l()),
            Net::Mesh | Net::Torus | Net::Msn => format!("dims={}", dims_text(&q.grid)),
            Net::Graph(family) => format!("{}={}", family.rule().key.as_str(), q.size),
        };
        let model = if q.view == View::Orderly && q.adaptive {
            "&model=adaptive"
        } else {
            ""
        };
        format!("v=1&net={}&{shape}&view={}{model}", q.net, q.view)
    }

    /// A node of the network a query names: coordinates on a grid (or MSN),
    /// address digits on WK.
    pub fn node_index(&self, node: &crate::plan::NodeRef) -> Option<usize> {
        use crate::plan::NodeRef;
        let q = self;
        match (q.net, node) {
            (Net::Wk, NodeRef::Address(a)) => {
                let digits: Option<alloc::vec::Vec<u32>> =
                    a.chars().map(|c| c.to_digit(10)).collect();
                q.wk.node(&digits?).map(|v| v.index())
            }
            (Net::Mesh | Net::Torus | Net::Msn, NodeRef::Coords(c)) => {
                q.grid.node(c).map(crate::grid::NodeId::index)
            }
            (Net::Graph(_), NodeRef::Address(a)) => q.topology()?.vertex(a),
            (Net::Wk | Net::Graph(_), NodeRef::Coords(_))
            | (Net::Mesh | Net::Torus | Net::Msn, NodeRef::Address(_)) => None,
        }
    }
}

impl Query {
    /// The protocol family's network the query names, if it names one.
    pub fn topology(&self) -> Option<alloc::boxed::Box<dyn crate::topology::Topology>> {
        self.net.graph()?.build(self.size)
    }

    /// How many nodes the query's network has.
    pub fn node_count(&self) -> usize {
        match self.net {
            Net::Wk => self.wk.nodes(),
            Net::Graph(family) => family.node_count(self.size),
            Net::Mesh | Net::Torus | Net::Msn => self.grid.node_count(),
        }
    }

    /// The source vertex: WK's source node (`wk_src`), else the node of
    /// the grid at `src` (a protocol family's address grid).
    pub fn vertex(&self) -> u32 {
        match self.net {
            Net::Wk => self.wk_src.index() as u32,
            Net::Mesh | Net::Torus | Net::Msn | Net::Graph(_) => {
                self.grid.node(&self.src).map_or(0, |v| v.index() as u32)
            }
        }
    }

    /// The address grid a protocol family of `size` is drawn on (vertex v
    /// is its node v), and the cell of vertex `v`.
    pub fn family_grid(
        family: crate::topology::GraphFamily,
        size: u32,
        v: usize,
    ) -> Option<(Grid, Coords)> {
        let graph = family.build(size)?;
        let (cols, rows) = graph.cells();
        let grid = if rows == 1 {
            Grid::mesh(&[cols])
        } else {
            Grid::mesh(&[cols, rows])
        }
        .ok()?;
        let coords = grid.coords(crate::grid::NodeId::new(v.min(grid.node_count() - 1)));
        Some((grid, coords))
    }

    /// The source's address as a link writes it: on a protocol family's
    /// network ("0110"), WK's digits ("201"), a grid's coordinates ("3,4").
    pub fn source_address(&self) -> String {
        self.address_of(self.vertex() as usize)
    }
}

/// WK(4, 3), the network of paper 001's figures.
fn default_wk() -> Wk {
    Wk::new(4, 3).expect("WK(4, 3) is valid")
}

/// The destination a route opens with: the middle of the network.
pub fn default_dst(grid: &Grid) -> Coords {
    let s = grid.sides();
    Coords::xy(s[0] / 2, s.get(1).copied().unwrap_or(1) / 2)
}

/// The local search's seed when `seed` is missing.
pub const DEFAULT_SEED: u32 = 1;

fn default_grid() -> Grid {
    Grid::mesh(&[8, 8]).expect("8x8 is a valid mesh")
}

/// Parses a permalink query string (with or without a leading `?`, or a
/// whole URL). Never fails: see [`Parsed`]. The grammar reads it once; a
/// refusal over a limit then gets its "largest allowed" (`largest.rs`),
/// which parses candidate links again.
pub fn parse(input: &str) -> Parsed {
    let mut parsed = parse::parse_once(input);
    largest::suggest_largest(input, &mut parsed);
    parsed
}

/// A plan's network (`plan::resolve::network`, and a `plan=` link's
/// plan): parsed as a link is, except that a one-port broadcast
/// (`view=tcd` on a mesh or torus) takes any grid within the limits,
/// since its rules need no algorithm (`dims=5x7`). Its query is for the
/// plan's check, not for `eval::evaluate`.
pub fn parse_network(input: &str) -> Parsed {
    parse::parse_with(input, true)
}

/// `8x8` for a grid's sides.
pub fn dims_text(grid: &Grid) -> String {
    sides_text(grid.sides())
}

impl Query {
    /// The canonical permalink query: `v=1` and the non-default keys.
    pub fn to_permalink(&self) -> String {
        let default = Query::default();
        let mut out = format!("v={VERSION}");
        let mut put = |k: Key, v: &dyn fmt::Display| {
            out.push('&');
            out.push_str(k.as_str());
            out.push('=');
            out.push_str(&v.to_string());
        };
        if self.net != default.net {
            put(Key::Net, &self.net);
        }
        if let Some(family) = self.net.graph() {
            let rule = family.rule();
            if self.size != rule.default_size {
                put(Key::from_size(rule.key), &self.size);
            }
            if self.vertex() != 0 {
                put(Key::Src, &self.source_address());
            }
        } else if self.net == Net::Wk {
            if self.wk != default.wk {
                put(Key::W, &self.wk.w());
                put(Key::L, &self.wk.l());
            }
            if self.wk_src != WkNode::default() {
                put(Key::Src, &self.wk.address(self.wk_src));
            }
        } else {
            let default_dims = if self.net == Net::Msn {
                &[8, 8][..]
            } else {
                default_sides(self.algo)
            };
            if self.grid.sides() != default_dims {
                put(Key::Dims, &dims_text(&self.grid));
            }
            if self.src.iter().any(|&c| c != 0) {
                put(Key::Src, &self.src);
            }
        }
        if self.view != default_view(self.net) {
            put(Key::View, &self.view);
        }
        let algo_applies = !rules::algorithms(self.net, self.view).is_empty();
        let certified = self.algo == Algo::Optimum;
        if algo_applies && !certified && self.algo != default_algo(self.net, self.view) {
            put(Key::Algo, &self.algo);
        }
        if self.net == Net::Msn && self.view == View::Route && self.dst != default_dst(&self.grid) {
            put(Key::Dst, &self.dst);
        }
        if let Some(step) = self.step {
            put(Key::Step, &step);
        }
        if self.embed {
            put(Key::Embed, &1);
        }
        if let Some(other) = self.compare {
            put(Key::Cmp, &other);
        }
        if self.view == View::Orderly && self.adaptive {
            put(Key::Model, &"adaptive");
        }
        if self.net == Net::Wk && self.view == View::Broadcast && self.outline {
            put(Key::Outline, &1);
        }
        let searched = self.view == View::Orderly && self.algo == Algo::Search;
        if (searched || self.show.ask.is_some()) && self.seed != DEFAULT_SEED {
            put(Key::Seed, &self.seed);
        }
        if self.show.ask.is_some() && self.show.pass_tenths != 10 {
            put(Key::Pass, &tenths_text(self.show.pass_tenths));
        }
        let show = Presentation::default();
        if self.embed && self.show.controls != show.controls {
            put(Key::Controls, &0);
        }
        if self.embed && self.show.panel != show.panel {
            put(Key::Panel, &self.show.panel);
        }
        if let Some(origin) = self.origin.as_ref().filter(|_| self.embed) {
            put(Key::Origin, origin);
        }
        if self.show.theme != show.theme {
            put(Key::Theme, &self.show.theme);
        }
        if self.show.autoplay {
            put(Key::Autoplay, &1);
        }
        if self.show.speed_tenths != show.speed_tenths {
            put(Key::Speed, &tenths_text(self.show.speed_tenths));
        }
        if certified {
            put(Key::Cert, &1);
        }
        if self.show.picture != show.picture {
            put(Key::Show, &self.show.picture);
        }
        if self.show.trace {
            put(Key::Trace, &1);
        }
        if let Some(ask) = self.show.ask {
            put(Key::Ask, &ask);
        }
        if let Some(locale) = &self.locale {
            put(Key::Locale, locale);
        }
        if let Some(plan) = &self.plan {
            put(Key::Plan, plan);
        }
        out
    }

    /// The same state in the full app: without the embed's keys.
    pub fn full_app(&self) -> Query {
        Query {
            embed: false,
            origin: None,
            show: Presentation {
                controls: true,
                panel: Panel::Metrics,
                ..self.show
            },
            ..self.clone()
        }
    }
}
/// The sides a query has when `dims` is missing: 8x8, or 4x4 for `exact`,
/// which searches every schedule and so stops at 16 nodes.
pub fn default_sides(algo: Algo) -> &'static [u32] {
    match algo {
        Algo::Exact => &[4, 4],
        Algo::Paper
        | Algo::Symmetric
        | Algo::Recursive
        | Algo::Optimum
        | Algo::Least
        | Algo::Fang
        | Algo::Stack
        | Algo::Pi
        | Algo::PiLiteral
        | Algo::Dim
        | Algo::Search
        | Algo::Standard
        | Algo::Tree
        | Algo::Greedy => &[8, 8],
    }
}
