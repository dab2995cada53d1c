//! The closed sets of names a permalink uses: networks, views,
//! algorithms, keys, and the presentation keys' values.

use core::fmt;

use crate::topology::GraphFamily;

/// A closed set of names, as permalinks spell them.
pub(crate) trait Named: Copy + PartialEq + Sized {
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
            /// Every value, in the order the README's permalink table lists them.
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

/// Topology family (`net`): the four networks of the papers, and every
/// family of the protocol ([`GraphFamily`], `topology.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Net {
    /// `mesh`.
    Mesh,
    /// `torus`.
    Torus,
    /// `wk`.
    Wk,
    /// `msn`.
    Msn,
    /// `cube` (the hypercube), `butterfly`, …: a family of the protocol.
    Graph(GraphFamily),
}

impl Net {
    /// Every value, in the order the README's permalink table lists them
    /// (the protocol's families in `GraphFamily::ALL`'s order; a test
    /// holds the two lists together).
    pub const ALL: &'static [Net] = &[
        Net::Mesh,
        Net::Torus,
        Net::Wk,
        Net::Msn,
        Net::Graph(GraphFamily::Hypercube),
        Net::Graph(GraphFamily::Butterfly),
        Net::Graph(GraphFamily::DeBruijn),
        Net::Graph(GraphFamily::Ccc),
        Net::Graph(GraphFamily::Complete),
        Net::Graph(GraphFamily::Path),
        Net::Graph(GraphFamily::Cycle),
        Net::Graph(GraphFamily::Census),
    ];

    /// The name used in permalinks.
    pub const fn as_str(self) -> &'static str {
        match self {
            Net::Mesh => "mesh",
            Net::Torus => "torus",
            Net::Wk => "wk",
            Net::Msn => "msn",
            Net::Graph(family) => family.as_str(),
        }
    }

    /// The protocol's family, if the network is one.
    pub const fn graph(self) -> Option<GraphFamily> {
        match self {
            Net::Graph(family) => Some(family),
            Net::Mesh | Net::Torus | Net::Wk | Net::Msn => None,
        }
    }
}

impl Named for Net {
    const NAMES: &'static str =
        "mesh, torus, wk, msn, cube, butterfly, debruijn, ccc, complete, path, cycle, census";

    fn from_name(s: &str) -> Option<Self> {
        Net::ALL.iter().copied().find(|n| n.as_str() == s)
    }
}

impl fmt::Display for Net {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A network serializes as its name, as the permalink writes it.
#[cfg(feature = "serde")]
impl serde::Serialize for Net {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Net {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        Net::from_name(&name).ok_or_else(|| serde::de::Error::custom("not a network name"))
    }
}

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
        Areas = "areas",
        Classical = "classical",
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
        Optimum = "optimum",
        Least = "least",
        Standard = "standard",
        Tree = "tree",
        Greedy = "greedy",
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
        M = "m",
        N = "n",
        G = "g",
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
        Cert = "cert",
        Show = "show",
        Trace = "trace",
        Origin = "origin",
        Ask = "ask",
        Outline = "outline",
        Pass = "pass",
        Plan = "plan",
        Locale = "locale",
    }
);

impl Key {
    /// The key a protocol family's size is written with.
    pub const fn from_size(key: crate::topology::SizeKey) -> Key {
        match key {
            crate::topology::SizeKey::M => Key::M,
            crate::topology::SizeKey::N => Key::N,
            crate::topology::SizeKey::G => Key::G,
        }
    }
}

named_enum!(
    /// Which picture a view shows (`show`): the run of the schedule shown
    /// (who is informed when, by whom), the map of a value over every
    /// node, or `auto`: the run while a step is shown or playing, the map
    /// otherwise.
    Show { Auto = "auto", Run = "run", Map = "map" }
);

named_enum!(
    /// The question an exercise asks (`ask`): pick the source with the least
    /// value, count the schedule's hops, say when a vertex is informed,
    /// which step first uses a link, whether the schedule is
    /// contention-free; or build the broadcast yourself ("your turn").
    Ask {
        Least = "least",
        Hops = "hops",
        When = "when",
        Link = "link",
        Contention = "contention",
        Build = "build",
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

/// `text` with its first letter in upper case ("The constant-label …").
pub fn capitalised(text: &str) -> alloc::string::String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => alloc::string::String::new(),
    }
}
