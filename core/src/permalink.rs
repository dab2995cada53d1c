//! The permalink grammar, version 1 (see the brief): parse and print.
//!
//! [`parse`] never fails and never panics. It returns a [`Query`] that this
//! build can evaluate, plus one [`ParamError`] per value it could not use,
//! naming the key, the value and the reason, and saying which default it used
//! instead. Unknown keys are ignored; a missing key takes its default.
//! [`Query::to_permalink`] prints `v=1` and every non-default key, in the
//! order of the brief's table, so equal states give equal links.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::grid::{Coords, Grid, GridError, MAX_DIMS, MAX_NODES};
use crate::mesh::{self, Unsupported};
use crate::msn::MsnError;
use crate::wk::{Wk, WkError, WkNode};

/// The permalink contract version this build writes.
pub const VERSION: u32 = 1;

/// Longest value quoted back in an error message, in characters.
const QUOTE_LIMIT: usize = 40;

/// Largest `step` value accepted.
pub const MAX_STEP: u32 = 1 << 20;

/// A closed set of names, as permalinks spell them.
trait Named: Copy + PartialEq + Sized {
    /// Every name, comma-separated, for messages.
    const NAMES: &'static str;
    /// The value a name stands for.
    fn from_name(s: &str) -> Option<Self>;
}

macro_rules! named_enum {
    (@join $first:literal $(, $rest:literal)*) => { concat!($first $(, ", ", $rest)*) };
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
        pub enum $name { $($variant),+ }

        impl $name {
            /// Every value, in the brief's order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The name used in permalinks.
            pub const fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
        }

        impl Named for $name {
            const NAMES: &'static str = named_enum!(@join $($text),+);

            fn from_name(s: &str) -> Option<Self> {
                match s { $($text => Some($name::$variant),)+ _ => None }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

named_enum!(
    /// Topology family (`net`).
    Net { Mesh = "mesh", Torus = "torus", Wk = "wk", Msn = "msn" }
);

named_enum!(
    /// What is computed and shown (`view`).
    View {
        Tcd = "tcd",
        Orderly = "orderly",
        Broadcast = "broadcast",
        Route = "route",
        Te = "te",
        Mnb = "mnb",
        Hamiltonian = "hamiltonian",
    }
);

named_enum!(
    /// Algorithm or ordering (`algo`).
    Algo {
        Paper = "paper",
        Symmetric = "symmetric",
        Recursive = "recursive",
        Exact = "exact",
        Fang = "fang",
        Stack = "stack",
        Pi = "pi",
        PiLiteral = "pi-literal",
        Dim = "dim",
        Search = "search",
    }
);

named_enum!(
    /// A key of the v1 grammar.
    Key {
        V = "v",
        Net = "net",
        Dims = "dims",
        W = "w",
        L = "l",
        Src = "src",
        View = "view",
        Algo = "algo",
        Dst = "dst",
        Step = "step",
        Embed = "embed",
        Cmp = "cmp",
        Model = "model",
        Seed = "seed",
        Controls = "controls",
        Panel = "panel",
        Theme = "theme",
        Autoplay = "autoplay",
        Speed = "speed",
    }
);

named_enum!(
    /// What an embed shows beside its view (`panel`, with `embed=1`).
    Panel { Metrics = "metrics", None = "none" }
);

named_enum!(
    /// The colour scheme (`theme`). `projector` is a high-contrast scheme
    /// for lecture halls; `auto` follows the reader's system setting.
    Theme { Auto = "auto", Light = "light", Dark = "dark", Projector = "projector" }
);

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
}

impl Default for Presentation {
    fn default() -> Self {
        Presentation {
            theme: Theme::Auto,
            controls: true,
            panel: Panel::Metrics,
            autoplay: false,
            speed_tenths: DEFAULT_SPEED_TENTHS,
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
fn tenths_text(tenths: u32) -> String {
    match tenths % 10 {
        0 => format!("{}", tenths / 10),
        d => format!("{}.{d}", tenths / 10),
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

/// Why a value was not used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
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
    /// The grid would be invalid.
    Grid(GridError),
    /// The algorithm cannot run on this grid.
    Algorithm(Unsupported),
    /// WK(W, L) is outside the limits.
    Wk(WkError),
    /// Not a WK address: one digit per level.
    NotAnAddress,
    /// The MS network is outside the limits.
    Msn(MsnError),
    /// Total exchange, multinode broadcast and the Hamiltonian cycles are
    /// defined on square MS networks.
    NeedsSquare,
    /// Wrong number of coordinates.
    WrongArity { expected: usize },
    /// The coordinates lie outside the grid.
    OutsideGrid,
    /// Valid in the v1 grammar, but this build does not compute it yet.
    NotAvailable { available: &'static str },
    /// More nodes than a view or algorithm allows.
    TooLargeFor { what: &'static str, max: u64 },
    /// An algorithm defined for other dimensions.
    NeedsDims {
        what: &'static str,
        dims: &'static str,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reason::Repeated => f.write_str("the key is repeated; the first value counts"),
            Reason::UnknownVersion => {
                write!(f, "unknown permalink version; reading it as v{VERSION}")
            }
            Reason::UnknownName { expected } => write!(f, "expected one of {expected}"),
            Reason::NotANumber => f.write_str("expected a non-negative integer"),
            Reason::OutOfRange { min, max } => write!(f, "must be between {min} and {max}"),
            Reason::NotADecimal => {
                f.write_str("expected a number with at most one decimal, like 1.5")
            }
            Reason::OutOfRangeDecimal { min, max } => write!(
                f,
                "must be between {} and {}",
                tenths_text(u32::from(min)),
                tenths_text(u32::from(max))
            ),
            Reason::BadDims => f.write_str("expected side lengths separated by x, like 8x8"),
            Reason::Grid(e) => write!(f, "{e}"),
            Reason::Algorithm(e) => write!(f, "{e}"),
            Reason::Wk(e) => write!(f, "{e}"),
            Reason::Msn(e) => write!(f, "{e}"),
            Reason::NeedsSquare => f.write_str("this view needs a square N x N network"),
            Reason::NotAnAddress => {
                f.write_str("expected one digit per level, most significant first, like 201")
            }
            Reason::WrongArity { expected } => {
                write!(f, "expected {expected} comma-separated coordinates")
            }
            Reason::OutsideGrid => f.write_str("the node lies outside the grid"),
            Reason::TooLargeFor { what, max } => {
                write!(f, "{what} allows at most {max} nodes")
            }
            Reason::NeedsDims { what, dims } => write!(f, "{what} needs {dims} dimensions"),
            Reason::NotAvailable { available } => {
                write!(
                    f,
                    "not available in this build yet (available: {available})"
                )
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
    pub reason: Reason,
    /// The value used instead, in permalink form.
    pub using: String,
    /// For a value above a limit, the largest value like it that is
    /// accepted (`dims=512x512`, `src=7,7`), checked by parsing it.
    pub largest: Option<String>,
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}: {}", self.key, self.value, self.reason)?;
        if let Some(largest) = &self.largest {
            write!(f, "; the largest allowed is {}={largest}", self.key)?;
        }
        if !self.using.is_empty() {
            write!(f, "; using {}={}", self.key, self.using)?;
        }
        Ok(())
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
    /// The destination of an MSN route (`dst=`); `grid` holds the MSN's X × Y
    /// coordinates when `net=msn`.
    pub dst: Coords,
    /// `view=orderly`: whether vertices skip the neighbours they heard from
    /// (`model=adaptive`, a castlab addition).
    pub adaptive: bool,
    /// `view=orderly&algo=search`: the local search's seed (`seed=`, a
    /// castlab addition), so a found ordering has a permalink.
    pub seed: u32,
    /// Theme, embed panel and animation (castlab additions; they change
    /// how a link looks, never its numbers).
    pub show: Presentation,
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
            dst: Coords::xy(4, 4),
            adaptive: false,
            seed: DEFAULT_SEED,
            show: Presentation::default(),
        }
    }
}

/// WK(4, 3), the network of paper 001's figures.
fn default_wk() -> Wk {
    Wk::new(4, 3).expect("WK(4, 3) is valid")
}

/// The view a network opens with.
pub fn default_view(net: Net) -> View {
    match net {
        Net::Wk => View::Broadcast,
        Net::Msn => View::Route,
        _ => View::Tcd,
    }
}

/// The destination a route opens with: the middle of the network.
pub fn default_dst(grid: &Grid) -> Coords {
    let s = grid.sides();
    Coords::xy(s[0] / 2, s.get(1).copied().unwrap_or(1) / 2)
}

/// The algorithm a view opens with: for `view=orderly`, the thesis's Π on
/// tori and the dimension-order default elsewhere.
pub fn default_algo(net: Net, view: View) -> Algo {
    match (view, net) {
        (View::Broadcast, _) => Algo::Fang,
        (View::Orderly, Net::Torus) => Algo::Pi,
        (View::Orderly, _) => Algo::Dim,
        _ => Algo::Paper,
    }
}

/// The local search's seed when `seed` is missing.
pub const DEFAULT_SEED: u32 = 1;

/// Most nodes of a `view=orderly` graph.
pub const MAX_ORDERLY_NODES: usize = 1 << 18;

/// Most nodes for `algo=search`: every step scores all originators.
pub const MAX_SEARCH_NODES: usize = 1 << 12;

fn default_grid() -> Grid {
    Grid::mesh(&[8, 8]).expect("8x8 is a valid mesh")
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
        if self.net == Net::Wk {
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
        let algo_applies = self.net != Net::Msn || self.view == View::Orderly;
        if algo_applies && self.algo != default_algo(self.net, self.view) {
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
        if self.view == View::Orderly && self.algo == Algo::Search && self.seed != DEFAULT_SEED {
            put(Key::Seed, &self.seed);
        }
        let show = Presentation::default();
        if self.embed && self.show.controls != show.controls {
            put(Key::Controls, &0);
        }
        if self.embed && self.show.panel != show.panel {
            put(Key::Panel, &self.show.panel);
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
        out
    }

    /// One line that says what the link shows, for a link's text.
    pub fn describe(&self) -> String {
        let at = |c: &Coords| {
            let parts: Vec<String> = c.iter().map(u32::to_string).collect();
            format!("({})", parts.join(", "))
        };
        let shape = |grid: &Grid| sides_text(grid.sides()).replace('x', "×");
        let wk = |q: &Query| format!("WK({}, {})", q.wk.w(), q.wk.l());
        match (self.net, self.view) {
            (Net::Wk, View::Orderly) => format!(
                "Orderly broadcast ({}) in {} from {}",
                self.algo,
                wk(self),
                self.wk.address(self.wk_src)
            ),
            (Net::Wk, _) => format!(
                "Broadcast by {} in {} from {}",
                self.algo,
                wk(self),
                self.wk.address(self.wk_src)
            ),
            (Net::Msn, View::Route) => format!(
                "Shortest route from {} to {} in the {} Manhattan Street network",
                at(&self.src),
                at(&self.dst),
                shape(&self.grid)
            ),
            (Net::Msn, View::Orderly) => format!(
                "Orderly broadcast ({}) in the {} Manhattan Street network from {}",
                self.algo,
                shape(&self.grid),
                at(&self.src)
            ),
            (Net::Msn, view) => format!(
                "{} in the {} Manhattan Street network",
                match view {
                    View::Te => "Total exchange",
                    View::Mnb => "Multinode broadcast",
                    _ => "Two edge-disjoint Hamiltonian cycles",
                },
                shape(&self.grid)
            ),
            (net, View::Orderly) => format!(
                "Orderly broadcast ({}{}) on the {} {net} from {}",
                self.algo,
                if self.adaptive { ", adaptive" } else { "" },
                shape(&self.grid),
                at(&self.src)
            ),
            (net, _) => {
                let versus = self
                    .compare
                    .map_or(String::new(), |other| format!(" minus {other}"));
                format!(
                    "TCD map ({}{versus}) of the {} {net}, source {}",
                    self.algo,
                    shape(&self.grid),
                    at(&self.src)
                )
            }
        }
    }

    /// The same state in the full app: without the embed's keys.
    pub fn full_app(&self) -> Query {
        Query {
            embed: false,
            show: Presentation {
                controls: true,
                panel: Panel::Metrics,
                ..self.show
            },
            ..self.clone()
        }
    }
}

/// The outcome of [`parse`]: a usable query and what was wrong with the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// What will be evaluated.
    pub query: Query,
    /// One entry per value that was not used.
    pub errors: Vec<ParamError>,
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

/// The value `text` names, if this build computes it.
fn pick<T: Named>(text: &str, available: &[T], available_text: &'static str) -> Result<T, Reason> {
    match T::from_name(text.trim()) {
        Some(value) if available.contains(&value) => Ok(value),
        Some(_) => Err(Reason::NotAvailable {
            available: available_text,
        }),
        None => Err(Reason::UnknownName { expected: T::NAMES }),
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
    let query_part = query_part(input);

    let mut errors = Vec::new();
    let mut raw: [Option<String>; Key::ALL.len()] = Default::default();
    for pair in query_part.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let Some(key) = Key::from_name(&decode(k)) else {
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
    let take = |key: Key| raw[key as usize].as_deref();
    let mut q = Query::default();
    let mut reject = |key: Key, value: &str, reason: Reason, using: &dyn fmt::Display| {
        errors.push(ParamError {
            key,
            value: quote(value),
            reason,
            using: using.to_string(),
            largest: None,
        });
    };

    if let Some(v) = take(Key::V)
        && parse_number(v, 1, 1).is_err()
    {
        reject(Key::V, v, Reason::UnknownVersion, &VERSION);
    }

    // What this build computes; the rest of the grammar is reported as not
    // available yet, so that old links keep their meaning when it lands.
    if let Some(v) = take(Key::Net) {
        match pick(
            v,
            &[Net::Mesh, Net::Torus, Net::Wk, Net::Msn],
            "net=mesh, torus, wk, msn",
        ) {
            Ok(net) => q.net = net,
            Err(reason) => reject(Key::Net, v, reason, &q.net),
        }
    }
    q.view = default_view(q.net);
    if let Some(v) = take(Key::View) {
        let available: &[View] = match q.net {
            Net::Wk => &[View::Broadcast, View::Orderly],
            Net::Msn => &[
                View::Route,
                View::Te,
                View::Mnb,
                View::Hamiltonian,
                View::Orderly,
            ],
            _ => &[View::Tcd, View::Orderly],
        };
        let text = match q.net {
            Net::Wk => "view=broadcast, orderly on net=wk",
            Net::Msn => "view=route, te, mnb, hamiltonian, orderly on net=msn",
            _ => "view=tcd, orderly on net=mesh, torus",
        };
        match pick(v, available, text) {
            Ok(view) => q.view = view,
            Err(reason) => reject(Key::View, v, reason, &q.view),
        }
    }
    q.algo = default_algo(q.net, q.view);
    let orderly = q.view == View::Orderly;
    if let Some(v) = take(Key::Algo).filter(|_| q.net != Net::Msn || orderly) {
        let (available, text): (&[Algo], &str) = match (q.view, q.net) {
            (View::Broadcast, _) => (
                &[Algo::Fang, Algo::Stack],
                "algo=fang, stack for view=broadcast",
            ),
            (View::Orderly, Net::Torus) => (
                &[Algo::Pi, Algo::PiLiteral, Algo::Dim, Algo::Search],
                "algo=pi, pi-literal, dim, search for view=orderly on net=torus",
            ),
            (View::Orderly, _) => (
                &[Algo::Dim, Algo::Search],
                "algo=dim, search for view=orderly on this net",
            ),
            _ => (
                &[Algo::Paper, Algo::Symmetric, Algo::Recursive, Algo::Exact],
                "algo=paper, symmetric, recursive, exact for view=tcd",
            ),
        };
        match pick(v, available, text) {
            Ok(algo) => q.algo = algo,
            Err(reason) => reject(Key::Algo, v, reason, &q.algo),
        }
    }
    let fallback: &[u32] = if q.net == Net::Msn || orderly {
        &[8, 8]
    } else {
        default_sides(q.algo)
    };
    let sides = match take(Key::Dims).filter(|_| q.net != Net::Wk) {
        None => fallback.to_vec(),
        Some(v) if orderly && q.net != Net::Msn => {
            match parse_dims(v).and_then(|g| check_orderly_sides(g.sides(), q.net, q.algo)) {
                Ok(sides) => sides,
                Err(reason) => {
                    reject(Key::Dims, v, reason, &sides_text(fallback));
                    fallback.to_vec()
                }
            }
        }
        Some(v) if q.net == Net::Msn => {
            let checked = parse_dims(v).and_then(|g| check_msn(g.sides(), q.view));
            let checked = checked.and_then(|s| {
                if orderly && q.algo == Algo::Search && s[0] * s[1] > MAX_SEARCH_NODES as u32 {
                    Err(Reason::TooLargeFor {
                        what: "algo=search",
                        max: MAX_SEARCH_NODES as u64,
                    })
                } else {
                    Ok(s)
                }
            });
            match checked {
                Ok(sides) => sides,
                Err(reason) => {
                    reject(Key::Dims, v, reason, &sides_text(fallback));
                    fallback.to_vec()
                }
            }
        }
        Some(v) => match parse_dims(v).and_then(|g| check_sides(g.sides(), q.algo)) {
            Ok(()) => parse_dims(v)
                .map(|g| g.sides().to_vec())
                .unwrap_or_default(),
            Err(reason) => {
                reject(Key::Dims, v, reason, &sides_text(fallback));
                fallback.to_vec()
            }
        },
    };
    q.grid = Grid::new(&sides, q.net == Net::Torus).expect("sides were checked");
    q.src = origin(q.grid.dims());
    q.dst = default_dst(&q.grid);
    // WK parameters: W and L together must fit the limits.
    // Keys a configuration does not print are not read either, so equal
    // links mean equal states.
    let wk_net = q.net == Net::Wk;
    let w = take(Key::W)
        .filter(|_| wk_net)
        .map(|v| (v, parse_number(v, 2, u64::from(crate::wk::MAX_W))));
    let l = take(Key::L)
        .filter(|_| wk_net)
        .map(|v| (v, parse_number(v, 1, 18)));
    let mut w_value = q.wk.w();
    let mut l_value = q.wk.l();
    if let Some((v, r)) = &w {
        match r {
            Ok(n) => w_value = *n as u32,
            Err(reason) => reject(Key::W, v, *reason, &q.wk.w()),
        }
    }
    if let Some((v, r)) = &l {
        match r {
            Ok(n) => l_value = *n as u32,
            Err(reason) => reject(Key::L, v, *reason, &q.wk.l()),
        }
    }
    let wk = Wk::new(w_value, l_value)
        .map_err(Reason::Wk)
        .and_then(|wk| {
            if orderly && q.algo == Algo::Search && wk.nodes() > MAX_SEARCH_NODES {
                Err(Reason::TooLargeFor {
                    what: "algo=search",
                    max: MAX_SEARCH_NODES as u64,
                })
            } else {
                Ok(wk)
            }
        });
    match wk {
        Ok(wk) => q.wk = wk,
        Err(reason) => {
            let (key, value) = match &l {
                Some((v, _)) => (Key::L, *v),
                None => (Key::W, w.map_or("", |(v, _)| v)),
            };
            reject(key, value, reason, &q.wk.l());
        }
    }
    if let Some(v) = take(Key::Src) {
        if q.net == Net::Wk {
            match parse_wk_address(&q.wk, v) {
                Ok(node) => q.wk_src = node,
                Err(reason) => reject(Key::Src, v, reason, &q.wk.address(WkNode::default())),
            }
        } else {
            match parse_coords(&q.grid, v) {
                Ok(c) => q.src = c,
                Err(reason) => reject(Key::Src, v, reason, &origin(q.grid.dims())),
            }
        }
    }
    if let Some(v) = take(Key::Dst).filter(|_| q.net == Net::Msn && q.view == View::Route) {
        match parse_coords(&q.grid, v) {
            Ok(c) => q.dst = c,
            Err(reason) => reject(Key::Dst, v, reason, &q.dst),
        }
    }
    if let Some(v) = take(Key::Step) {
        match parse_number(v, 0, u64::from(MAX_STEP)) {
            Ok(n) => q.step = Some(n as u32),
            Err(reason) => reject(Key::Step, v, reason, &""),
        }
    }
    if let Some(v) = take(Key::Embed) {
        match parse_number(v, 0, 1) {
            Ok(n) => q.embed = n == 1,
            Err(_) => reject(Key::Embed, v, Reason::OutOfRange { min: 0, max: 1 }, &0),
        }
    }
    if let Some(v) = take(Key::Cmp).filter(|_| q.view == View::Tcd) {
        let available = [Algo::Paper, Algo::Symmetric, Algo::Recursive, Algo::Exact];
        let checked =
            pick(v, &available, "cmp=paper, symmetric, recursive, exact").and_then(|other| {
                check_sides(q.grid.sides(), other)?;
                Ok(other)
            });
        match checked {
            Ok(other) if other != q.algo => q.compare = Some(other),
            Ok(_) => {}
            Err(reason) => reject(Key::Cmp, v, reason, &""),
        }
    }
    if let Some(v) = take(Key::Model).filter(|_| orderly) {
        match v.trim() {
            "adaptive" => q.adaptive = true,
            "nonadaptive" | "non-adaptive" => q.adaptive = false,
            _ => reject(
                Key::Model,
                v,
                Reason::UnknownName {
                    expected: "nonadaptive, adaptive",
                },
                &"nonadaptive",
            ),
        }
    }
    if let Some(v) = take(Key::Seed).filter(|_| orderly && q.algo == Algo::Search) {
        match parse_number(v, 0, u64::from(u32::MAX)) {
            Ok(n) => q.seed = n as u32,
            Err(reason) => reject(Key::Seed, v, reason, &DEFAULT_SEED),
        }
    }
    let embed = q.embed;
    if let Some(v) = take(Key::Controls).filter(|_| embed) {
        match parse_number(v, 0, 1) {
            Ok(n) => q.show.controls = n == 1,
            Err(_) => reject(Key::Controls, v, Reason::OutOfRange { min: 0, max: 1 }, &1),
        }
    }
    if let Some(v) = take(Key::Panel).filter(|_| embed) {
        match pick(v, Panel::ALL, "panel=metrics, none") {
            Ok(panel) => q.show.panel = panel,
            Err(reason) => reject(Key::Panel, v, reason, &q.show.panel),
        }
    }
    if let Some(v) = take(Key::Theme) {
        match pick(v, Theme::ALL, "theme=auto, light, dark, projector") {
            Ok(theme) => q.show.theme = theme,
            Err(reason) => reject(Key::Theme, v, reason, &q.show.theme),
        }
    }
    if let Some(v) = take(Key::Autoplay) {
        match parse_number(v, 0, 1) {
            Ok(n) => q.show.autoplay = n == 1,
            Err(_) => reject(Key::Autoplay, v, Reason::OutOfRange { min: 0, max: 1 }, &0),
        }
    }
    if let Some(v) = take(Key::Speed) {
        let (min, max) = SPEED_TENTHS;
        match parse_tenths(v, min, max) {
            Ok(tenths) => q.show.speed_tenths = tenths,
            Err(reason) => reject(Key::Speed, v, reason, &tenths_text(DEFAULT_SPEED_TENTHS)),
        }
    }
    Parsed { query: q, errors }
}

/// Whether `view=orderly` runs on a mesh or torus with these sides.
fn check_orderly_sides(sides: &[u32], net: Net, algo: Algo) -> Result<Vec<u32>, Reason> {
    let grid = Grid::mesh(sides).map_err(Reason::Grid)?;
    let min = if net == Net::Torus { 3 } else { 2 };
    if sides.iter().any(|&s| s < min) {
        return Err(Reason::OutOfRange {
            min: u64::from(min),
            max: MAX_ORDERLY_NODES as u64,
        });
    }
    let nodes = grid.node_count();
    if nodes > MAX_ORDERLY_NODES {
        return Err(Reason::TooLargeFor {
            what: "view=orderly",
            max: MAX_ORDERLY_NODES as u64,
        });
    }
    match algo {
        Algo::Pi if sides.len() < 2 => Err(Reason::NeedsDims {
            what: "algo=pi",
            dims: "2 or more",
        }),
        Algo::PiLiteral if sides.len() != 2 => Err(Reason::NeedsDims {
            what: "algo=pi-literal",
            dims: "exactly 2",
        }),
        Algo::Search if nodes > MAX_SEARCH_NODES => Err(Reason::TooLargeFor {
            what: "algo=search",
            max: MAX_SEARCH_NODES as u64,
        }),
        _ => Ok(sides.to_vec()),
    }
}

/// A WK address: L digits below W, most significant first ("201"), or the
/// same digits separated by commas.
fn parse_wk_address(wk: &Wk, v: &str) -> Result<WkNode, Reason> {
    let v = v.trim();
    let digits: Option<Vec<u32>> = if v.contains(',') {
        v.split(',').map(|d| d.trim().parse::<u32>().ok()).collect()
    } else {
        v.chars().map(|c| c.to_digit(10)).collect()
    };
    let digits = digits
        .filter(|d| !d.is_empty())
        .ok_or(Reason::NotAnAddress)?;
    if digits.len() != wk.l() as usize {
        return Err(Reason::WrongArity {
            expected: wk.l() as usize,
        });
    }
    wk.node(&digits).ok_or(Reason::OutsideGrid)
}

/// The query part of `input` (after `?`, before `#`).
fn query_part(input: &str) -> &str {
    let after = input.split_once('?').map_or(input, |(_, q)| q);
    after.split('#').next().unwrap_or("")
}

/// `input` with the first value of `key` replaced by `value`.
fn with_value(input: &str, key: Key, value: &str) -> String {
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
fn integer_root(n: u64, d: u32) -> u64 {
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
    MAX_ORDERLY_NODES as u64,
    MAX_SEARCH_NODES as u64,
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

/// The origin of a grid with `dims` dimensions.
fn origin(dims: usize) -> Coords {
    Coords::new(&[0; MAX_DIMS][..dims]).expect("dims <= MAX_DIMS")
}

/// The sides a query has when `dims` is missing: 8x8, or 4x4 for `exact`,
/// which searches every schedule and so stops at 16 nodes.
pub fn default_sides(algo: Algo) -> &'static [u32] {
    match algo {
        Algo::Exact => &[4, 4],
        _ => &[8, 8],
    }
}

fn sides_text(sides: &[u32]) -> String {
    let parts: Vec<String> = sides.iter().map(|s| s.to_string()).collect();
    parts.join("x")
}

/// Whether an MS network with these sides supports `view`; the page asks
/// the same question before offering a view.
pub fn msn_view_fits(sides: &[u32], view: View) -> bool {
    check_msn(sides, view).is_ok()
}

fn check_msn(sides: &[u32], view: View) -> Result<Vec<u32>, Reason> {
    use crate::msn::{MAX_MNB_SIDE, MAX_TE_SIDE, Msn};
    let &[x, y] = sides else {
        return Err(Reason::Msn(MsnError::Side));
    };
    Msn::new(x, y).map_err(Reason::Msn)?;
    let up_to = |max: u32| Reason::OutOfRange {
        min: 4,
        max: u64::from(max),
    };
    match view {
        View::Te | View::Mnb | View::Hamiltonian if x != y => Err(Reason::NeedsSquare),
        View::Te if x > MAX_TE_SIDE => Err(up_to(MAX_TE_SIDE)),
        View::Mnb | View::Hamiltonian if x > MAX_MNB_SIDE => Err(up_to(MAX_MNB_SIDE)),
        _ => Ok(sides.to_vec()),
    }
}

/// Whether the algorithm runs on a grid with these sides.
fn check_sides(sides: &[u32], algo: Algo) -> Result<(), Reason> {
    let grid = Grid::mesh(sides).map_err(Reason::Grid)?;
    let fits = match algo {
        Algo::Exact => {
            let n = grid.node_count();
            if (2..=mesh::exact::MAX_NODES).contains(&n) && n.is_power_of_two() {
                Ok(())
            } else {
                Err(Unsupported::TooLargeForExact)
            }
        }
        _ => mesh::cube_of(&grid).map(|_| ()),
    };
    fits.map_err(Reason::Algorithm)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn errors_of(q: &str) -> Vec<(Key, Reason)> {
        parse(q).errors.iter().map(|e| (e.key, e.reason)).collect()
    }

    #[test]
    fn the_issue_example_parses_cleanly() {
        let p = parse("v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper");
        assert_eq!(p.errors, []);
        assert_eq!(p.query.grid.sides(), &[8, 8]);
        assert_eq!(&*p.query.src, &[2, 2]);
        assert_eq!(p.query.to_permalink(), "v=1&src=2,2");
    }

    #[test]
    fn empty_input_is_the_default() {
        for q in [
            "",
            "?",
            "v=1",
            "https://host/castlab/?v=1#frag",
            "&&&",
            "unknown=3",
        ] {
            let p = parse(q);
            assert_eq!(p.errors, [], "{q}");
            assert_eq!(p.query, Query::default(), "{q}");
        }
        assert_eq!(Query::default().to_permalink(), "v=1");
    }

    #[test]
    fn printing_round_trips() {
        for q in [
            "v=1",
            "v=1&dims=16x16&src=3,15",
            "v=1&dims=1024x1024&src=1023,0&step=4&embed=1",
            "v=1&dims=2x2&src=1,1",
        ] {
            let p = parse(q);
            assert_eq!(p.errors, [], "{q}");
            assert_eq!(p.query.to_permalink(), q);
        }
    }

    #[test]
    fn presentation_keys_round_trip_and_embed_keys_need_embed() {
        let q = "v=1&src=2,2&embed=1&controls=0&panel=none&theme=projector&autoplay=1&speed=0.5";
        let p = parse(q);
        assert_eq!(p.errors, []);
        assert_eq!(p.query.to_permalink(), q);
        let show = p.query.show;
        assert_eq!(
            (show.controls, show.panel, show.theme, show.autoplay),
            (false, Panel::None, Theme::Projector, true)
        );
        // 0.5 steps per second is one step every 2 s.
        assert_eq!(show.step_ms(), 2000);
        // The full app keeps the theme and the animation, not the embed's keys.
        assert_eq!(
            p.query.full_app().to_permalink(),
            "v=1&src=2,2&theme=projector&autoplay=1&speed=0.5"
        );
        // Without embed=1, controls and panel are neither read nor written.
        let p = parse("v=1&controls=banana&panel=none&theme=dark");
        assert_eq!(p.errors, []);
        assert_eq!(p.query.to_permalink(), "v=1&theme=dark");
        // Defaults are not written.
        let p = parse("v=1&embed=1&controls=1&panel=metrics&theme=auto&autoplay=0&speed=1.5");
        assert_eq!(p.errors, []);
        assert_eq!(p.query.to_permalink(), "v=1&embed=1");
    }

    #[test]
    fn presentation_values_are_checked() {
        let text =
            |q: &str| -> Vec<String> { parse(q).errors.iter().map(|e| e.to_string()).collect() };
        assert_eq!(
            text("v=1&embed=1&controls=2&panel=full&theme=neon&autoplay=yes&speed=999"),
            [
                "controls=2: must be between 0 and 1; using controls=1",
                "panel=full: expected one of metrics, none; using panel=metrics",
                "theme=neon: expected one of auto, light, dark, projector; using theme=auto",
                "autoplay=yes: must be between 0 and 1; using autoplay=0",
                "speed=999: must be between 0.1 and 20; the largest allowed is speed=20; using speed=1.5",
            ]
        );
        for (speed, reason) in [
            ("0", "must be between 0.1 and 20"),
            (
                "0.05",
                "expected a number with at most one decimal, like 1.5",
            ),
            ("-1", "expected a number with at most one decimal, like 1.5"),
            (
                "1e3",
                "expected a number with at most one decimal, like 1.5",
            ),
            (
                "18446744073709551616",
                "must be between 0.1 and 20; the largest allowed is speed=20",
            ),
        ] {
            assert_eq!(
                text(&format!("v=1&speed={speed}")),
                [format!("speed={speed}: {reason}; using speed=1.5")],
                "{speed}"
            );
        }
        for (speed, tenths) in [("0.1", 1), ("20", 200), ("2.0", 20), (" 3.5 ", 35)] {
            let p = parse(&format!("v=1&speed={speed}"));
            assert_eq!(p.errors, [], "{speed}");
            assert_eq!(p.query.show.speed_tenths, tenths, "{speed}");
        }
    }

    #[test]
    fn each_link_has_a_one_line_description() {
        for (q, want) in [
            ("v=1", "TCD map (paper) of the 8×8 mesh, source (0, 0)"),
            (
                "v=1&net=torus&dims=16x16x16&src=1,2,3&cmp=recursive&algo=symmetric",
                "TCD map (symmetric minus recursive) of the 16×16×16 torus, source (1, 2, 3)",
            ),
            (
                "v=1&net=torus&dims=9x13&src=0,3&view=orderly",
                "Orderly broadcast (pi) on the 9×13 torus from (0, 3)",
            ),
            (
                "v=1&net=wk&src=201",
                "Broadcast by fang in WK(4, 3) from 201",
            ),
            (
                "v=1&net=wk&w=3&l=3&src=120&view=orderly",
                "Orderly broadcast (dim) in WK(3, 3) from 120",
            ),
            (
                "v=1&net=msn&dims=8x6&src=1,2&dst=3,4",
                "Shortest route from (1, 2) to (3, 4) in the 8×6 Manhattan Street network",
            ),
            (
                "v=1&net=msn&view=mnb",
                "Multinode broadcast in the 8×8 Manhattan Street network",
            ),
        ] {
            let p = parse(q);
            assert_eq!(p.errors, [], "{q}");
            assert_eq!(p.query.describe(), want, "{q}");
        }
    }

    #[test]
    fn percent_encoding_and_whole_urls_are_decoded() {
        let p = parse("http://127.0.0.1:8080/?v=1&dims=16%78%31%36&src=3%2C4");
        assert_eq!(p.errors, []);
        assert_eq!(p.query.grid.sides(), &[16, 16]);
        assert_eq!(&*p.query.src, &[3, 4]);
    }

    #[test]
    fn bad_values_name_key_value_reason_and_fallback() {
        let p = parse("v=1&dims=banana&src=99,99");
        assert_eq!(p.query, Query::default());
        let text: Vec<String> = p.errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            text,
            [
                "dims=banana: expected side lengths separated by x, like 8x8; using dims=8x8",
                "src=99,99: the node lies outside the grid; the largest allowed is src=7,7; using src=0,0",
            ]
        );
    }

    #[test]
    fn each_reason_is_reported() {
        use Reason::*;
        assert_eq!(errors_of("v=2"), [(Key::V, UnknownVersion)]);
        assert_eq!(
            errors_of("net=hypercube"),
            [(
                Key::Net,
                UnknownName {
                    expected: "mesh, torus, wk, msn"
                }
            )]
        );
        assert_eq!(errors_of("dims=8x8&dims=4x4"), [(Key::Dims, Repeated)]);
        assert_eq!(
            errors_of("dims=6x6"),
            [(Key::Dims, Algorithm(Unsupported::NotCube))]
        );
        assert_eq!(
            errors_of("dims=2048x2048"),
            [(Key::Dims, Grid(GridError::TooManyNodes))]
        );
        assert_eq!(
            errors_of("dims=99999999999999999999999x2"),
            [(Key::Dims, Grid(GridError::TooManyNodes))]
        );
        assert_eq!(
            errors_of("dims=0x8"),
            [(Key::Dims, Grid(GridError::ZeroSide))]
        );
        assert_eq!(errors_of("dims=8x"), [(Key::Dims, BadDims)]);
        assert_eq!(
            errors_of("dims=2x2x2x2x2x2x2"),
            [(Key::Dims, Grid(GridError::TooManyDimensions))]
        );
        assert_eq!(errors_of("src=1"), [(Key::Src, WrongArity { expected: 2 })]);
        assert_eq!(errors_of("src=-1,0"), [(Key::Src, NotANumber)]);
        assert_eq!(errors_of("src=8,0"), [(Key::Src, OutsideGrid)]);
        assert_eq!(
            errors_of("net=wk&w=9"),
            [(Key::W, OutOfRange { min: 2, max: 8 })]
        );
        // Keys a configuration does not print are not read.
        assert_eq!(errors_of("w=9&l=x&dst=99,99&seed=-1"), []);
        assert_eq!(
            errors_of("embed=yes"),
            [(Key::Embed, OutOfRange { min: 0, max: 1 })]
        );
        assert_eq!(
            errors_of("view=route"),
            [(
                Key::View,
                NotAvailable {
                    available: "view=tcd, orderly on net=mesh, torus"
                }
            )]
        );
    }

    #[test]
    fn msn_links_name_dims_views_and_a_destination() {
        let p = parse("v=1&net=msn&dims=8x8&src=0,0&dst=3,5&view=route");
        assert_eq!(p.errors, []);
        assert_eq!(&*p.query.dst, &[3, 5]);
        assert_eq!(p.query.to_permalink(), "v=1&net=msn&dst=3,5");
        assert_eq!(
            parse("net=msn&dims=10x6").query.to_permalink(),
            "v=1&net=msn&dims=10x6"
        );
        assert_eq!(parse("net=msn&view=te&dims=16x16").errors, []);
        assert_eq!(
            errors_of("net=msn&dims=7x8"),
            [(Key::Dims, Reason::Msn(MsnError::Side))]
        );
        assert_eq!(
            errors_of("net=msn&dims=8x6&view=te"),
            [(Key::Dims, Reason::NeedsSquare)]
        );
        assert_eq!(
            errors_of("net=msn&dims=64x64&view=te"),
            [(Key::Dims, Reason::OutOfRange { min: 4, max: 32 })]
        );
        // An N^4 table: 4 GiB at N = 256, where the CLI used to abort.
        for view in ["mnb", "hamiltonian"] {
            assert_eq!(parse(&format!("net=msn&dims=64x64&view={view}")).errors, []);
            assert_eq!(
                errors_of(&format!("net=msn&dims=66x66&view={view}")),
                [(Key::Dims, Reason::OutOfRange { min: 4, max: 64 })]
            );
        }
        assert_eq!(
            errors_of("net=msn&dst=9,9"),
            [(Key::Dst, Reason::OutsideGrid)]
        );
        // algo does not apply to MS networks and is ignored.
        assert_eq!(parse("net=msn&algo=paper").errors, []);
    }

    #[test]
    fn grids_follow_the_algorithm() {
        let p = parse("net=torus&dims=4x4x4&src=1,2,3&algo=recursive");
        assert_eq!(p.errors, []);
        assert!(p.query.grid.is_torus());
        assert_eq!(&*p.query.src, &[1, 2, 3]);
        assert_eq!(
            p.query.to_permalink(),
            "v=1&net=torus&dims=4x4x4&src=1,2,3&algo=recursive"
        );

        // exact stops at 16 nodes; its default is 4x4, and 2x8 is fine.
        let p = parse("algo=exact");
        assert_eq!(p.query.grid.sides(), &[4, 4]);
        assert_eq!(p.query.to_permalink(), "v=1&algo=exact");
        assert_eq!(parse("algo=exact&dims=2x8").errors, []);
        assert_eq!(
            errors_of("algo=exact&dims=8x8"),
            [(Key::Dims, Reason::Algorithm(Unsupported::TooLargeForExact))]
        );
        assert_eq!(
            errors_of("dims=8x8x8&src=1,1"),
            [(Key::Src, Reason::WrongArity { expected: 3 })]
        );
        assert_eq!(parse("dims=8x8x8").query.src.len(), 3);
    }

    #[test]
    fn compare_names_a_second_algorithm_that_runs_on_the_grid() {
        let p = parse("dims=16x16&cmp=recursive");
        assert_eq!(p.errors, []);
        assert_eq!(p.query.compare, Some(Algo::Recursive));
        assert_eq!(p.query.to_permalink(), "v=1&dims=16x16&cmp=recursive");
        // exact needs N <= 16; comparing an algorithm with itself is a no-op.
        assert_eq!(
            errors_of("cmp=exact"),
            [(Key::Cmp, Reason::Algorithm(Unsupported::TooLargeForExact))]
        );
        assert_eq!(parse("cmp=paper").query.compare, None);
    }

    #[test]
    fn wk_links_name_w_l_and_an_address() {
        let p = parse("v=1&net=wk&w=4&l=3&src=201&view=broadcast&algo=fang");
        assert_eq!(p.errors, []);
        assert_eq!(p.query.wk, Wk::new(4, 3).unwrap());
        assert_eq!(p.query.wk.address(p.query.wk_src), "201");
        assert_eq!(p.query.to_permalink(), "v=1&net=wk&src=201");
        let p = parse("net=wk&w=5&l=2&src=4,3&algo=stack");
        assert_eq!(p.errors, []);
        assert_eq!(
            p.query.to_permalink(),
            "v=1&net=wk&w=5&l=2&src=43&algo=stack"
        );
        assert_eq!(
            errors_of("net=wk&l=10"),
            [(Key::L, Reason::Wk(WkError::TooManyNodes { max_l: 9 }))]
        );
        assert_eq!(
            errors_of("net=wk&src=2011"),
            [(Key::Src, Reason::WrongArity { expected: 3 })]
        );
        assert_eq!(
            errors_of("net=wk&src=204"),
            [(Key::Src, Reason::OutsideGrid)]
        );
        assert_eq!(
            errors_of("net=wk&src=2x1"),
            [(Key::Src, Reason::NotAnAddress)]
        );
        assert_eq!(
            errors_of("net=wk&algo=paper"),
            [(
                Key::Algo,
                Reason::NotAvailable {
                    available: "algo=fang, stack for view=broadcast"
                }
            )]
        );
        // The mesh keys do not apply to WK and are ignored.
        assert_eq!(parse("net=wk&dims=banana").errors, []);
    }

    #[test]
    fn orderly_links_name_an_ordering_a_model_and_a_seed() {
        use Reason::*;
        let p = parse("v=1&net=torus&dims=9x13&src=0,3&view=orderly&algo=pi");
        assert_eq!(p.errors, []);
        assert_eq!(
            p.query.to_permalink(),
            "v=1&net=torus&dims=9x13&src=0,3&view=orderly"
        );
        let p = parse("net=torus&view=orderly&algo=search&seed=7&model=adaptive");
        assert_eq!(p.errors, []);
        assert_eq!((p.query.seed, p.query.adaptive), (7, true));
        assert_eq!(
            p.query.to_permalink(),
            "v=1&net=torus&view=orderly&algo=search&model=adaptive&seed=7"
        );
        // Meshes, WK and MSN open with the dimension-order default.
        assert_eq!(parse("view=orderly").query.algo, Algo::Dim);
        assert_eq!(parse("net=wk&view=orderly&w=3&l=2").errors, []);
        assert_eq!(parse("net=msn&view=orderly&dims=6x4").errors, []);
        assert_eq!(
            errors_of("view=orderly&algo=pi"),
            [(
                Key::Algo,
                NotAvailable {
                    available: "algo=dim, search for view=orderly on this net"
                }
            )]
        );
        // Any side from 3 on a torus, but at most 2^18 nodes.
        assert_eq!(parse("net=torus&view=orderly&dims=512x512").errors, []);
        assert_eq!(
            errors_of("net=torus&view=orderly&dims=513x512"),
            [(
                Key::Dims,
                TooLargeFor {
                    what: "view=orderly",
                    max: 1 << 18
                }
            )]
        );
        assert_eq!(
            errors_of("net=torus&view=orderly&dims=2x8"),
            [(
                Key::Dims,
                OutOfRange {
                    min: 3,
                    max: 1 << 18
                }
            )]
        );
        assert_eq!(
            errors_of("net=torus&view=orderly&dims=9&algo=pi"),
            [(
                Key::Dims,
                NeedsDims {
                    what: "algo=pi",
                    dims: "2 or more"
                }
            )]
        );
        assert_eq!(
            errors_of("net=torus&view=orderly&dims=128x128&algo=search"),
            [(
                Key::Dims,
                TooLargeFor {
                    what: "algo=search",
                    max: 4096
                }
            )]
        );
        assert_eq!(
            errors_of("net=torus&view=orderly&algo=search&model=smart&seed=-1"),
            [
                (
                    Key::Model,
                    UnknownName {
                        expected: "nonadaptive, adaptive"
                    }
                ),
                (Key::Seed, NotANumber)
            ]
        );
        // model and seed mean nothing elsewhere and are ignored.
        assert_eq!(parse("model=adaptive&seed=x").errors, []);
    }

    #[test]
    fn long_values_are_shortened_in_messages() {
        let long = "x".repeat(10_000);
        let p = parse(&format!("dims={long}"));
        assert_eq!(p.errors[0].value.chars().count(), QUOTE_LIMIT + 1);
    }

    #[test]
    fn suggestions_survive_a_question_mark_in_a_value() {
        // Found by the fuzz: `w=?` once made the re-parse skip `dims`.
        let p = parse("?dims=1x1x255x2x3x1024&w=?");
        assert_eq!(p.errors.len(), 1);
        // Equal sides 2^k in 6 dimensions: 8^6 = 2^18 fits 2^20, 16^6 does not.
        assert_eq!(p.errors[0].largest.as_deref(), Some("8x8x8x8x8x8"));
    }

    #[test]
    fn limits_suggest_the_largest_allowed_value() {
        // Each expected value is read off the limits table of the README;
        // the next larger grid of the same shape must be refused.
        for (link, largest, larger) in [
            ("dims=2048x2048", "1024x1024", "1025x1025"),
            ("dims=64x64x64x64x64", "16x16x16x16x16", "32x32x32x32x32"),
            ("dims=64x64&algo=exact", "4x4", "8x8"),
            ("dims=9x9x9&algo=exact", "2x2x2", "3x3x3"),
            ("net=msn&dims=1024x1024", "512x512", "514x514"),
            ("net=msn&dims=34x34&view=te", "32x32", "34x34"),
            ("net=msn&dims=128x128&view=mnb", "64x64", "66x66"),
            (
                "view=orderly&net=torus&dims=1024x1024",
                "512x512",
                "513x513",
            ),
            (
                "view=orderly&net=torus&dims=99x99&algo=search",
                "64x64",
                "65x65",
            ),
        ] {
            let p = parse(link);
            assert_eq!(p.errors.len(), 1, "{link}");
            assert_eq!(p.errors[0].largest.as_deref(), Some(largest), "{link}");
            assert!(p.errors[0].to_string().contains(largest), "{link}");
            let ok = with_value(link, Key::Dims, largest);
            assert_eq!(parse(&ok).errors, [], "{ok}");
            let refused = with_value(link, Key::Dims, larger);
            assert_eq!(parse(&refused).errors.len(), 1, "{refused}");
        }
        let p = parse("dims=16x16&src=16,3");
        assert_eq!(p.errors[0].largest.as_deref(), Some("15,15"));
        let p = parse("net=wk&w=3&l=2&src=39");
        assert_eq!(p.errors[0].largest.as_deref(), Some("22"));
        // Reasons that are not about size suggest nothing.
        assert_eq!(parse("dims=6x6").errors[0].largest, None);
        assert_eq!(parse("dims=banana").errors[0].largest, None);
    }

    #[test]
    fn integer_roots_are_exact() {
        for d in 1..=6u32 {
            for n in [0u64, 1, 15, 16, 17, 4096, 262_143, 262_144, 1 << 20] {
                let r = integer_root(n, d);
                assert!(r.pow(d) <= n && (r + 1).pow(d) > n, "{n} {d}");
            }
        }
    }

    #[test]
    fn src_is_checked_against_the_final_dims() {
        let p = parse("src=10,10&dims=16x16");
        assert_eq!(p.errors, []);
        assert_eq!(&*p.query.src, &[10, 10]);
    }
}
