//! One permalink in, one evaluation out: the function behind `castlab eval`
//! and the web app alike, so a link means the same everywhere.
//!
//! The work splits in two so the browser can cache: [`map_report`] covers
//! every source (it depends only on [`Query::map_key`]), and
//! [`source_report`] builds and validates the explicit schedule of the chosen
//! source. [`evaluate`] does both.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::grid::{Coords, Grid, MAX_DIMS, NodeId};
use crate::mesh::{eyes, paper2d};
use crate::permalink::{self, Algo, Net, ParamError, Query, View};
use crate::schedule::validate;

/// A value of the query that was not used, for display.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct InputError {
    /// The key, e.g. `dims`.
    pub key: String,
    /// The value as given (shortened if long).
    pub value: String,
    /// The value used instead.
    pub using: String,
    /// One sentence naming key, value, reason and fallback.
    pub message: String,
}

impl From<&ParamError> for InputError {
    fn from(e: &ParamError) -> Self {
        InputError {
            key: e.key.as_str().to_string(),
            value: e.value.clone(),
            using: e.using.clone(),
            message: e.to_string(),
        }
    }
}

/// The TCD of every source, from one algorithm on one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MapReport {
    /// What the map depends on (see [`Query::map_key`]).
    pub map_key: String,
    /// Side lengths, x first.
    pub dims: Vec<u32>,
    /// TCD per source, x fastest.
    pub tcd_map: Vec<u64>,
    /// The least TCD over all sources, and where it is reached.
    pub optimum: Optimum,
    /// The largest TCD over all sources.
    pub map_max: u64,
    /// The top-level eyes of the mesh (paper 000, Definition 2).
    pub eyes: Vec<Vec<u32>>,
}

/// The least value of a map and the sources that reach it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Optimum {
    /// The least TCD.
    pub tcd: u64,
    /// The sources reaching it, as coordinates.
    pub sources: Vec<Vec<u32>>,
}

/// The explicit schedule of one source, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SourceReport {
    /// The source's coordinates.
    pub source: Vec<u32>,
    /// Steps of the schedule.
    pub steps: u32,
    /// Messages of the schedule.
    pub messages: u64,
    /// TCD recounted from the schedule's routes by the validator.
    pub tcd: u64,
    /// Whether the schedule is a valid time-step-optimal one-port broadcast.
    pub valid: bool,
    /// The first rule it breaks, if any.
    pub violation: Option<String>,
    /// Whether no directed link carries two messages in one step (XY routes).
    pub contention_free: bool,
    /// The paper's closed form for this source, where one exists.
    pub closed_form_tcd: Option<u64>,
    /// Whether the source is a top-level eye.
    pub source_is_eye: bool,
}

/// Everything `castlab eval` prints for one permalink.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Evaluation {
    /// The canonical permalink of what was evaluated.
    pub permalink: String,
    /// The values of the input that were not used.
    pub errors: Vec<InputError>,
    /// Topology family.
    pub net: Net,
    /// What was computed.
    pub view: View,
    /// Which algorithm.
    pub algorithm: Algo,
    /// Number of nodes.
    pub nodes: u64,
    /// The chosen source: its schedule, validated.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub source: SourceReport,
    /// Every source's TCD.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub map: MapReport,
}

impl Query {
    /// The part of the query a map depends on: everything but the source and
    /// the presentation keys.
    pub fn map_key(&self) -> String {
        let mut bare = self.clone();
        bare.src = Coords::new(&[0; MAX_DIMS][..bare.grid.dims()]).expect("dims <= MAX_DIMS");
        bare.step = None;
        bare.embed = false;
        bare.to_permalink()
    }
}

fn level(grid: &Grid) -> u32 {
    paper2d::level_of(grid).expect("parse only admits grids Algorithm 1 runs on")
}

/// The TCD map of the query's algorithm over all sources.
pub fn map_report(query: &Query) -> MapReport {
    let k = level(&query.grid);
    let tcd_map = paper2d::tcd_map(k);
    let min = tcd_map.iter().copied().min().unwrap_or(0);
    let max = tcd_map.iter().copied().max().unwrap_or(0);
    let sources = (0..tcd_map.len())
        .filter(|&i| tcd_map[i] == min)
        .map(|i| query.grid.coords(NodeId::new(i)).to_vec())
        .collect();
    let eyes = eyes::eyes(k)
        .map(|es| es.iter().map(|&(x, y)| alloc::vec![x, y]).collect())
        .unwrap_or_default();
    MapReport {
        map_key: query.map_key(),
        dims: query.grid.sides().to_vec(),
        tcd_map,
        optimum: Optimum { tcd: min, sources },
        map_max: max,
        eyes,
    }
}

/// The query source's schedule, built and validated.
pub fn source_report(query: &Query) -> SourceReport {
    let k = level(&query.grid);
    let source = query
        .grid
        .node(&query.src)
        .expect("parse keeps the source inside the grid");
    let schedule = paper2d::schedule(&query.grid, source).expect("grid checked by parse");
    let v = validate(&query.grid, &schedule);
    let (x, y) = (query.src[0], query.src[1]);
    SourceReport {
        source: query.src.to_vec(),
        steps: schedule.steps,
        messages: v.messages as u64,
        tcd: v.tcd,
        valid: v.is_valid(),
        violation: v.violation.map(|e| e.to_string()),
        contention_free: v.contention_free,
        closed_form_tcd: paper2d::closed_form_tcd(k, (x, y)),
        source_is_eye: eyes::eyes(k).is_some_and(|es| es.contains(&(x, y))),
    }
}

/// Parses `input` (a permalink query or URL) and evaluates it.
pub fn evaluate(input: &str) -> Evaluation {
    let parsed = permalink::parse(input);
    let q = &parsed.query;
    Evaluation {
        permalink: q.to_permalink(),
        errors: parsed.errors.iter().map(InputError::from).collect(),
        net: q.net,
        view: q.view,
        algorithm: q.algo,
        nodes: q.grid.node_count() as u64,
        source: source_report(q),
        map: map_report(q),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_example_evaluates_to_the_printed_eye_optimum() {
        // (2,2) is E_3(1) of the 8×8 mesh; paper 000 prints MD_3(E_3) = 69.
        let e = evaluate("v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper");
        assert_eq!(e.errors, []);
        assert_eq!(e.nodes, 64);
        assert_eq!(e.source.steps, 6);
        assert_eq!(e.source.tcd, 69);
        assert!(e.source.valid);
        assert!(e.source.source_is_eye);
        assert_eq!(e.map.tcd_map.len(), 64);
        assert_eq!(e.map.tcd_map[2 + 8 * 2], 69);
        assert_eq!(e.map.optimum.tcd, 69);
        assert_eq!(e.map.optimum.sources.len(), 4);
    }

    #[test]
    fn default_is_the_8x8_corner() {
        // Paper 000 prints MD_3(0,0) = 79.
        let e = evaluate("");
        assert_eq!(e.permalink, "v=1");
        assert_eq!(e.source.tcd, 79);
        assert_eq!(e.source.closed_form_tcd, Some(79));
    }

    #[test]
    fn bad_input_falls_back_and_says_so() {
        let e = evaluate("dims=7x7&src=a,b");
        assert_eq!(e.map.dims, [8, 8]);
        let keys: Vec<&str> = e.errors.iter().map(|x| x.key.as_str()).collect();
        assert_eq!(keys, ["dims", "src"]);
        assert!(e.source.valid);
    }

    #[test]
    fn map_key_ignores_the_source() {
        let a = permalink::parse("dims=16x16&src=1,2").query;
        let b = permalink::parse("dims=16x16&src=5,7&step=2").query;
        assert_eq!(a.map_key(), b.map_key());
        assert_ne!(a.map_key(), permalink::parse("dims=32x32").query.map_key());
    }
}
