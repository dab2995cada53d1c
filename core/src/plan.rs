//! Your own schedule or ordering: the two JSON formats castlab reads and
//! writes (`docs/formats/schedule.schema.json`, `ordering.schema.json`),
//! resolved against the network they name and checked by the validators
//! castlab's own schedules go through ([`check`]).
//!
//! A file is read in two stages: [`read`] takes the JSON apart (its shape,
//! its sizes), and [`check::check`] puts it on its network (every node on
//! it) and runs the model's validator. [`write`] prints a plan in the one
//! canonical layout, so an export read back and written again is the same
//! bytes. [`export`] builds castlab's own schedules and orderings as plans,
//! and [`link`] carries a small one in a permalink (`plan=`).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use crate::text::Text;

pub mod check;
pub mod export;
pub mod link;
pub mod report;
pub mod resolve;
mod text;

pub use text::write;

/// The format version this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// The most messages a schedule file may hold (2^20: a total exchange on
/// 32 × 32 has 1,047,552 packets).
pub const MAX_MESSAGES: usize = 1 << 20;
/// The most steps a schedule file may list.
pub const MAX_STEPS: usize = 1 << 16;
/// The most nodes a route given as nodes may list.
pub const MAX_ROUTE: usize = 1 << 12;

/// A schedule or an ordering, as its file gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// A broadcast (or a total exchange): who sends to whom in each step.
    Schedule(SchedulePlan),
    /// An orderly-broadcasting ordering: each vertex's neighbours in
    /// label order.
    Ordering(OrderingPlan),
}

/// A node as a file names it: coordinates (x first) on a mesh, torus or
/// Manhattan Street network, address digits ("201") on a WK network.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum NodeRef {
    /// Coordinates, x first.
    Coords(Vec<u32>),
    /// WK address digits d_L … d_1.
    Address(String),
}

/// Read by hand (not serde's untagged enum), so a coordinate that is
/// not one (2^32, 2^64, 2.0, −1) is named in the message.
impl<'de> Deserialize<'de> for NodeRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NodeVisitor)
    }
}

struct NodeVisitor;

impl<'de> serde::de::Visitor<'de> for NodeVisitor {
    type Value = NodeRef;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a node: coordinates such as [3, 1], or a WK address such as \"012\"")
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<NodeRef, E> {
        Ok(NodeRef::Address(v.into()))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<NodeRef, A::Error> {
        let mut coords = Vec::new();
        while let Some(Coordinate(c)) = seq.next_element()? {
            coords.push(c);
        }
        Ok(NodeRef::Coords(coords))
    }
}

/// One coordinate: a whole number from 0 to 2^32 − 1.
struct Coordinate(u32);

impl<'de> Deserialize<'de> for Coordinate {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(CoordinateVisitor)
    }
}

struct CoordinateVisitor;

/// Marks a coordinate's fault in serde's error, so [`read`] words it
/// (serde's custom errors carry a string, not a [`Text`]).
const COORDINATE: char = '\u{1}';

/// Why a coordinate is not one.
#[derive(Clone, Copy)]
enum Fault {
    TooLarge,
    Negative,
    NotWrittenWhole,
    NotWhole,
}

/// The error for a coordinate that is not one, naming it: its fault and
/// its value behind [`COORDINATE`], worded by [`parser`].
fn not_a_coordinate<E: serde::de::Error>(value: &dyn fmt::Display, why: Fault) -> E {
    E::custom(format!("{COORDINATE}{}{COORDINATE}{value}", why as u8))
}

/// serde's error as a reason a text is not a plan: a coordinate's fault,
/// a missing or an unknown field, else serde's own words (with where the
/// reader stopped).
fn parser(e: &serde_json::Error) -> Text {
    let said = e.to_string();
    // serde_json appends where it stopped to the error's words.
    let words = said
        .rsplit_once(" at line ")
        .map_or(said.as_str(), |(w, _)| w);
    let at: crate::text::Arg = if e.line() == 0 {
        "".into()
    } else {
        Text::new("planfile-at")
            .arg("line", e.line())
            .arg("column", e.column())
            .into()
    };
    if let Some(marked) = words.strip_prefix(COORDINATE) {
        let (fault, value) = marked.split_once(COORDINATE).unwrap_or(("", marked));
        let text = match fault {
            "0" => Text::new("planfile-coordinate-too-large"),
            "1" => Text::new("planfile-coordinate-negative"),
            "2" => Text::new("planfile-coordinate-not-written-whole"),
            _ => Text::new("planfile-coordinate-not-whole"),
        };
        return text.arg("value", value).arg("most", u32::MAX).arg("at", at);
    }
    // serde's "missing field `to`" and "unknown field `x`, expected one of
    // `from`, `to`" (or "expected `from`"): the names kept as serde gives them.
    if let Some(field) = words
        .strip_prefix("missing field `")
        .and_then(|f| f.strip_suffix('`'))
    {
        return Text::new("planfile-missing-field")
            .arg("field", field)
            .arg("at", at);
    }
    if let Some((field, expected)) = words
        .strip_prefix("unknown field `")
        .and_then(|f| f.split_once("`, expected "))
    {
        let text = match expected.strip_prefix("one of ") {
            Some(fields) => Text::new("planfile-unknown-field-one-of").arg("fields", fields),
            None => Text::new("planfile-unknown-field").arg("fields", expected),
        };
        return text.arg("field", field).arg("at", at);
    }
    Text::new("planfile-parser").arg("error", said)
}

impl<'de> serde::de::Visitor<'de> for CoordinateVisitor {
    type Value = Coordinate;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a coordinate: a whole number from 0 to {}", u32::MAX)
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Coordinate, E> {
        u32::try_from(v)
            .map(Coordinate)
            .map_err(|_| not_a_coordinate(&v, Fault::TooLarge))
    }

    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Coordinate, E> {
        match u64::try_from(v) {
            Ok(v) => self.visit_u64(v),
            Err(_) => Err(not_a_coordinate(&v, Fault::Negative)),
        }
    }

    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Coordinate, E> {
        // JSON reads a whole number past 2^64 as a float: shown by its
        // digits (2^64 is exact), a huge one as 1e300, a small one as 2.0.
        let digits = format!("{v:.0}");
        let shown = if v.abs() < 1e21 {
            &digits
        } else {
            &format!("{v:?}")
        };
        Err(if v < 0.0 {
            not_a_coordinate(&format_args!("{v:?}"), Fault::Negative)
        } else if v > f64::from(u32::MAX) {
            not_a_coordinate(shown, Fault::TooLarge)
        } else if v.fract() == 0.0 {
            not_a_coordinate(&format_args!("{v:?}"), Fault::NotWrittenWhole)
        } else {
            not_a_coordinate(&format_args!("{v:?}"), Fault::NotWhole)
        })
    }
}

/// A message's route: the axis order castlab's schedules use ("yx"), or
/// every node it passes, sender and receiver included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanRoute {
    /// Dimension-ordered along these axes (x, y, z, w, v, u).
    Axes(String),
    /// The nodes, in order.
    Nodes(Vec<NodeRef>),
}

/// Read by hand, as [`NodeRef`] is, so a node's fault in a route is named.
impl<'de> Deserialize<'de> for PlanRoute {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(RouteVisitor)
    }
}

struct RouteVisitor;

impl<'de> serde::de::Visitor<'de> for RouteVisitor {
    type Value = PlanRoute;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a route: axis letters such as \"yx\", or the list of its nodes")
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<PlanRoute, E> {
        Ok(PlanRoute::Axes(v.into()))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<PlanRoute, A::Error> {
        let mut nodes = Vec::new();
        while let Some(node) = seq.next_element::<NodeRef>()? {
            nodes.push(node);
        }
        Ok(PlanRoute::Nodes(nodes))
    }
}

/// One message of a schedule file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanMessage {
    /// Its sender.
    pub from: NodeRef,
    /// Its receiver.
    pub to: NodeRef,
    /// Its route, where the model routes (absent: x first, then y, …; a
    /// Manhattan Street network's shortest route).
    #[serde(default)]
    pub route: Option<PlanRoute>,
    /// Store and forward only: half a packet, a half slot per link (004's
    /// diagonal phases).
    #[serde(default)]
    pub half: bool,
}

/// A schedule file: the network, the source and the messages step by step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchedulePlan {
    /// The network and its model, as a permalink query
    /// (`v=1&net=torus&dims=8x8`, `v=1&net=wk&w=3&l=3`,
    /// `v=1&net=msn&dims=8x8&view=te`).
    pub network: String,
    /// Free words about where it came from.
    pub note: Option<String>,
    /// The node holding the message before step 1 (absent for a total
    /// exchange, where every node is one).
    pub source: Option<NodeRef>,
    /// Step 1's messages first. Store and forward: the half slot each
    /// packet leaves its sender in.
    pub steps: Vec<Vec<PlanMessage>>,
}

/// One vertex's labels replaced in an ordering built by a rule.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Override {
    /// The vertex.
    pub vertex: NodeRef,
    /// Its neighbours in label order.
    pub labels: Vec<NodeRef>,
}

/// An ordering file: every vertex's neighbours in label order, or a rule
/// castlab names (an `algo=` of the orderly view) with overrides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderingPlan {
    /// The network, as a permalink query with `view=orderly`.
    pub network: String,
    /// Free words about where it came from.
    pub note: Option<String>,
    /// A rule castlab names (`pi`, `pi-literal`, `dim`, `search`).
    pub rule: Option<String>,
    /// Per vertex (x fastest), its neighbours in label order.
    pub labels: Option<Vec<Vec<NodeRef>>>,
    /// Vertices whose labels replace the rule's.
    pub overrides: Vec<Override>,
}

/// Why a file is not a plan (before any rule of a model is checked).
#[derive(Clone, Debug, PartialEq)]
pub enum PlanError {
    /// Not JSON, or JSON that is not the format: serde's words, with the
    /// line and column where it stopped, or what is missing.
    Json(Text),
    /// `castlab` is neither "schedule" nor "ordering".
    Kind(String),
    /// A format version this build does not read.
    Version(u32),
    /// A list over its limit.
    TooLarge {
        what: Listed,
        count: usize,
        limit: usize,
    },
    /// `network` names no network castlab checks a plan on.
    Network(Text),
    /// A node that is not on the network, where the file names it.
    OffNetwork { place: Text, node: String },
    /// A field the model needs is missing, or one it cannot use is there.
    Field(Text),
}

/// What a file lists too many of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listed {
    /// Lists and coordinates (each `[`), counted before parsing.
    Brackets,
    Steps,
    Messages,
    /// The nodes of the longest route.
    RouteNodes,
    /// An ordering's vertices (with labels or overrides).
    Vertices,
}

impl Listed {
    /// Its key in `castlab.PlanError`'s details (Python).
    pub const fn key(self) -> &'static str {
        match self {
            Listed::Brackets => "lists and coordinates (each '[')",
            Listed::Steps => "\"steps\"",
            Listed::Messages => "messages",
            Listed::RouteNodes => "a route's nodes",
            Listed::Vertices => "vertices listed",
        }
    }

    /// What it is, for a reader.
    pub fn text(self) -> Text {
        match self {
            Listed::Brackets => Text::new("planfile-listed-brackets"),
            Listed::Steps => Text::new("planfile-listed-steps"),
            Listed::Messages => Text::new("planfile-listed-messages"),
            Listed::RouteNodes => Text::new("planfile-listed-route"),
            Listed::Vertices => Text::new("planfile-listed-vertices"),
        }
    }
}

impl PlanError {
    /// Why, for a reader (`locales/*/plans.ftl`).
    pub fn text(&self) -> Text {
        match self {
            PlanError::Json(e) => Text::new("planfile-not-a-plan").arg("reason", e.clone()),
            PlanError::Kind(k) => Text::new("planfile-kind").arg("kind", k.as_str()),
            PlanError::Version(v) => Text::new("planfile-version")
                .arg("version", *v)
                .arg("reads", FORMAT_VERSION),
            PlanError::TooLarge { what, count, limit } => Text::new("planfile-too-large")
                .arg("what", what.text())
                .arg("count", *count)
                .arg("limit", *limit),
            PlanError::Network(e) => Text::new("planfile-network").arg("reason", e.clone()),
            PlanError::OffNetwork { place, node } => Text::new("planfile-off-network")
                .arg("place", place.clone())
                .arg("node", node.as_str()),
            PlanError::Field(e) => e.clone(),
        }
    }
}

/// Its [`PlanError::text`], worded where a front end installed a wording.
impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::said(&self.text()))
    }
}

impl core::error::Error for PlanError {}

/// The most `[` a file may hold (lists and coordinates, 2^24), counted
/// before it is parsed, so a huge file is refused before it is built.
pub const MAX_BRACKETS: usize = 1 << 24;

/// The fields every plan file starts with; the rest is skipped unread.
#[derive(Deserialize)]
struct Envelope {
    castlab: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
}

/// A schedule file, header and all, as serde reads it (its errors then
/// carry the line and column); [`SchedulePlan`] without the header. Both
/// types, because a header field cannot be skipped where unknown fields
/// are refused (serde's `flatten` does not mix with that).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScheduleFile {
    #[serde(rename = "$schema", default)]
    _schema: Option<IgnoredAny>,
    #[serde(rename = "castlab")]
    _castlab: IgnoredAny,
    #[serde(rename = "version")]
    _version: IgnoredAny,
    network: String,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    source: Option<NodeRef>,
    steps: Vec<Vec<PlanMessage>>,
}

/// An ordering file, header and all.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OrderingFile {
    #[serde(rename = "$schema", default)]
    _schema: Option<IgnoredAny>,
    #[serde(rename = "castlab")]
    _castlab: IgnoredAny,
    #[serde(rename = "version")]
    _version: IgnoredAny,
    network: String,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    rule: Option<String>,
    #[serde(default)]
    labels: Option<Vec<Vec<NodeRef>>>,
    #[serde(default)]
    overrides: Vec<Override>,
}

/// Reads a plan file's JSON: its format, version and shape, and the sizes
/// of its lists (nodes are put on the network by [`check::check`]).
pub fn read(text: &str) -> Result<Plan, PlanError> {
    let json = |e: serde_json::Error| PlanError::Json(parser(&e));
    let brackets = text.bytes().filter(|&b| b == b'[').count();
    if brackets > MAX_BRACKETS {
        return Err(PlanError::TooLarge {
            what: Listed::Brackets,
            count: brackets,
            limit: MAX_BRACKETS,
        });
    }
    // serde would read an array into the envelope by position.
    if !text.trim_start().starts_with('{') {
        serde_json::from_str::<IgnoredAny>(text).map_err(json)?;
        return Err(PlanError::Json(Text::new("planfile-json-object")));
    }
    let envelope: Envelope = serde_json::from_str(text).map_err(json)?;
    let kind = match envelope.castlab {
        Some(serde_json::Value::String(k)) => k,
        Some(other) => return Err(PlanError::Kind(other.to_string())),
        None => return Err(missing("castlab")),
    };
    match envelope.version.map(|v| v.as_u64()) {
        Some(Some(v)) if v == u64::from(FORMAT_VERSION) => {}
        Some(Some(v)) => return Err(PlanError::Version(u32::try_from(v).unwrap_or(u32::MAX))),
        Some(None) => return Err(PlanError::Json(Text::new("planfile-version-whole"))),
        None => return Err(missing("version")),
    }
    let plan = match kind.as_str() {
        "schedule" => {
            let f: ScheduleFile = serde_json::from_str(text).map_err(json)?;
            Plan::Schedule(SchedulePlan {
                network: f.network,
                note: f.note,
                source: f.source,
                steps: f.steps,
            })
        }
        "ordering" => {
            let f: OrderingFile = serde_json::from_str(text).map_err(json)?;
            Plan::Ordering(OrderingPlan {
                network: f.network,
                note: f.note,
                rule: f.rule,
                labels: f.labels,
                overrides: f.overrides,
            })
        }
        _ => return Err(PlanError::Kind(format!("{kind:?}"))),
    };
    within_limits(&plan)?;
    Ok(plan)
}

/// A header field the file lacks, as serde words a missing field.
fn missing(field: &str) -> PlanError {
    PlanError::Json(
        Text::new("planfile-missing-field")
            .arg("field", field)
            .arg("at", ""),
    )
}

fn within_limits(plan: &Plan) -> Result<(), PlanError> {
    let over = |what, count, limit| {
        (count > limit)
            .then_some(PlanError::TooLarge { what, count, limit })
            .map_or(Ok(()), Err)
    };
    match plan {
        Plan::Schedule(s) => {
            over(Listed::Steps, s.steps.len(), MAX_STEPS)?;
            let messages = s.steps.iter().map(Vec::len).sum();
            over(Listed::Messages, messages, MAX_MESSAGES)?;
            let longest = s
                .steps
                .iter()
                .flatten()
                .filter_map(|m| match &m.route {
                    Some(PlanRoute::Nodes(nodes)) => Some(nodes.len()),
                    Some(PlanRoute::Axes(_)) | None => None,
                })
                .max()
                .unwrap_or(0);
            over(Listed::RouteNodes, longest, MAX_ROUTE)
        }
        Plan::Ordering(o) => {
            let vertices = o.labels.as_ref().map_or(0, Vec::len) + o.overrides.len();
            over(Listed::Vertices, vertices, MAX_MESSAGES)
        }
    }
}

impl fmt::Display for NodeRef {
    /// As the page and the messages write a node: "(3, 1)" or "201".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NodeRef::Coords(c) => {
                let parts: Vec<String> = c.iter().map(|v| v.to_string()).collect();
                write!(f, "({})", parts.join(", "))
            }
            NodeRef::Address(a) => f.write_str(a),
        }
    }
}

/// Where in a schedule file a message sits, as its messages name it:
/// "step 3, message 2" (both from 1).
pub fn place(step: usize, index: usize) -> Text {
    Text::new("planfile-place")
        .arg("step", step + 1)
        .arg("message", index + 1)
}

/// A message's route, where the file names a node of it.
pub fn route_place(at: &Text) -> Text {
    Text::new("planfile-place-route").arg("place", at.clone())
}
