//! A user's own graph ([`UserGraph`]) under the classical, orderly and
//! messy models from one source: the classical view's and the orderly
//! view's reports, made by the code a link's go through, on the graph's
//! natural ordering (each vertex's neighbours in the order its list gives
//! them). On a network castlab has, given in its natural order, the
//! numbers are those of `castlab eval` for `view=classical&algo=exact`
//! (up to 64 vertices) and `view=orderly&algo=dim`.

use alloc::string::String;
use alloc::vec::Vec;

use super::classical::{ClassicalNetwork, report_on, source_calls};
use super::orderly::{messy_runs, report_from};
use super::{
    ClassicalReport, MESSY_LIMIT, MESSY_TRIALS, MessySummary, OrderlyAnalysis, OrderlyReport,
};
use crate::classical::{self, Calls, EXACT_MAX_NODES};
use crate::graph::Neighbours;
use crate::orderly::{Vertex, orderings};
use crate::permalink::{Algo, DEFAULT_SEED};
use crate::text::Text;
use crate::topology::Topology;
use crate::user_graph::{GraphError, TRIALS_LIMIT, UserGraph};

/// Which models to compute, and the messy runs' count and seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphOptions {
    /// The classical (telephone) model: b(source), its schedule, every
    /// originator's time where the budget allows, the models side by side.
    pub classical: bool,
    /// The orderly model under the natural ordering.
    pub orderly: bool,
    /// The messy models M1–M3 (up to [`MESSY_LIMIT`] vertices).
    pub messy: bool,
    /// Messy broadcasts per model, 1 … [`TRIALS_LIMIT`].
    pub trials: u32,
    /// The messy runs' seed.
    pub seed: u32,
}

impl Default for GraphOptions {
    /// Every model, with `castlab eval`'s trials and seed.
    fn default() -> Self {
        GraphOptions {
            classical: true,
            orderly: true,
            messy: true,
            trials: MESSY_TRIALS,
            seed: DEFAULT_SEED,
        }
    }
}

/// A user's graph under the models asked for, from one source.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GraphReport {
    /// The graph in words ("a graph of 16 vertices and 32 links").
    pub network: String,
    /// Vertices.
    pub nodes: u32,
    /// Links, each once.
    pub links: u32,
    /// The source's index.
    pub source: u32,
    /// D, or a lower bound on it where `diameter_exact` is false.
    pub diameter: u32,
    /// Whether `diameter` was found by search from every vertex.
    pub diameter_exact: bool,
    /// Messy broadcasts per model.
    pub trials: u32,
    /// The messy runs' seed.
    pub seed: u32,
    /// The classical view's report: the schedule of the exhaustive search
    /// (up to 64 vertices, where it finishes), else of the better of the
    /// greedy and tree heuristics, checked by `classical::check`.
    pub classical: Option<ClassicalReport>,
    /// The orderly view's report under the natural ordering.
    pub orderly: Option<OrderlyReport>,
    /// The messy runs from the source, M1–M3 (also in the two reports).
    pub messy: Vec<MessySummary>,
    /// Why `messy` is empty, if it is.
    pub messy_skipped: Option<Text>,
}

/// The report of `graph` from `source` under the models `options` asks
/// for; a source that is not a vertex, or trials out of range, refused.
pub fn graph_report(
    graph: &UserGraph,
    source: usize,
    options: &GraphOptions,
) -> Result<GraphReport, GraphError> {
    let n = graph.node_count();
    if source >= n {
        let source = i64::try_from(source).unwrap_or(i64::MAX);
        return Err(GraphError::NoSuchSource { source, nodes: n });
    }
    if !(1..=TRIALS_LIMIT).contains(&options.trials) {
        let trials = i64::from(options.trials);
        return Err(GraphError::Trials { trials });
    }
    let src = Vertex::at(source);
    let analysis = (options.classical || options.orderly)
        .then(|| OrderlyAnalysis::of_graph(graph, Text::new(graph.link_order())));
    let (messy, messy_skipped) = if !options.messy {
        (Vec::new(), Some(Text::new("error-messy-not-asked")))
    } else if n > MESSY_LIMIT {
        let why = Text::new("error-messy-too-large").arg("max", MESSY_LIMIT);
        (Vec::new(), Some(why))
    } else {
        let natural = match &analysis {
            Some(a) => a.ordering().clone(),
            None => orderings::natural(&graph),
        };
        let runs = messy_runs(&natural, src, options.seed, options.trials);
        (runs, None)
    };
    let classical = match (&analysis, options.classical) {
        (Some(a), true) => {
            let (calls, algo) = best_schedule(graph, source);
            // Every originator's schedules take about as long as this one.
            let rounds = calls.len();
            let network = ClassicalNetwork::of(String::new(), graph, (algo, rounds), a);
            Some(report_on(
                graph,
                source,
                (calls, algo),
                &network,
                messy.clone(),
            ))
        }
        _ => None,
    };
    let orderly = match (&analysis, options.orderly) {
        (Some(a), true) => Some(report_from(a, src, messy.clone())),
        _ => None,
    };
    Ok(GraphReport {
        network: graph.title(),
        nodes: n as u32,
        links: graph.links() as u32,
        source: source as u32,
        diameter: graph.diameter(),
        diameter_exact: graph.diameter_exact(),
        trials: options.trials,
        seed: options.seed,
        classical,
        orderly,
        messy,
        messy_skipped,
    })
}

/// b(source)'s schedule by the exhaustive search up to
/// [`EXACT_MAX_NODES`] vertices (the greedy heuristic's where it gives
/// up), else the better of the greedy and tree heuristics' (greedy on a
/// tie), each as the validator counts it.
fn best_schedule(graph: &UserGraph, source: usize) -> (Calls, Algo) {
    if graph.node_count() <= EXACT_MAX_NODES {
        return source_calls(graph, Algo::Exact, source);
    }
    let time = |calls: &Calls| {
        let times = classical::validate(graph, calls).expect("castlab's schedules are valid");
        classical::completion(&times)
    };
    let greedy = classical::greedy(graph, source);
    let tree = classical::tree(graph, source);
    if time(&tree) < time(&greedy) {
        (tree, Algo::Tree)
    } else {
        (greedy, Algo::Greedy)
    }
}

#[cfg(test)]
mod tests;
