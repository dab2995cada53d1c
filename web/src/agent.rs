//! The worker: runs `castlab_core::eval` off the main thread.
//!
//! Requests carry permalinks, not parsed state, so the worker evaluates
//! exactly what `castlab eval` would for the same link. It keeps the
//! [`Analysis`] of the last grid, so switching the source or the algorithm
//! on one grid recomputes nothing but the one schedule, and the
//! [`MsnTasks`] of the last MS network and view, so moving the source or
//! the destination recomputes nothing but the route.

use castlab_core::eval::{
    Analysis, MapReport, MsnReport, MsnTasks, SourceReport, WkReport, map_report, msn_report,
    source_report, wk_report,
};
use castlab_core::permalink::{self, View};
use gloo::worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

/// What the page asks for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// The TCD of every source (depends only on the map key).
    Map { permalink: String },
    /// The validated schedule of the permalink's source.
    Source { permalink: String },
    /// The WK broadcast of the permalink.
    Broadcast { permalink: String },
    /// The Manhattan Street network view of the permalink.
    Msn { permalink: String },
}

/// What the worker answers.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Response {
    /// The answer to [`Request::Map`].
    Map(MapReport),
    /// The answer to [`Request::Source`], tagged with its permalink so stale
    /// answers can be dropped.
    Source {
        permalink: String,
        report: SourceReport,
    },
    /// The answer to [`Request::Broadcast`], tagged with its permalink.
    Broadcast { permalink: String, report: WkReport },
    /// The answer to [`Request::Msn`], tagged with its permalink.
    Msn {
        permalink: String,
        report: MsnReport,
    },
}

/// The worker itself, with the analysis of the last grid and the tasks of
/// the last MS network it saw.
#[derive(Debug, Default)]
pub struct Engine {
    cached: Option<(String, Analysis)>,
    msn_tasks: Option<((Vec<u32>, View), MsnTasks)>,
}

impl Engine {
    fn analysis(&mut self, grid: &castlab_core::grid::Grid) -> &Analysis {
        let key = Analysis::key(grid);
        if self.cached.as_ref().is_none_or(|(k, _)| *k != key) {
            self.cached = Some((key, Analysis::new(grid)));
        }
        &self.cached.as_ref().expect("just filled").1
    }

    fn msn_tasks(&mut self, query: &castlab_core::permalink::Query) -> &MsnTasks {
        let key = MsnTasks::key(query);
        if self.msn_tasks.as_ref().is_none_or(|(k, _)| *k != key) {
            self.msn_tasks = Some((key, MsnTasks::new(query)));
        }
        &self.msn_tasks.as_ref().expect("just filled").1
    }
}

impl Worker for Engine {
    type Message = ();
    type Input = Request;
    type Output = Response;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Engine::default()
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Self::Input, id: HandlerId) {
        let response = match request {
            Request::Map { permalink } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Tcd {
                    return; // only TCD views have maps
                }
                Response::Map(map_report(self.analysis(&query.grid), &query))
            }
            Request::Source { permalink } => {
                let query = permalink::parse(&permalink).query;
                if query.view != View::Tcd {
                    return;
                }
                let report = source_report(self.analysis(&query.grid), &query);
                Response::Source { permalink, report }
            }
            Request::Msn { permalink } => {
                let query = permalink::parse(&permalink).query;
                if query.net != castlab_core::permalink::Net::Msn {
                    return;
                }
                let report = msn_report(self.msn_tasks(&query), &query);
                Response::Msn { permalink, report }
            }
            Request::Broadcast { permalink } => {
                let query = permalink::parse(&permalink).query;
                let report = wk_report(&query);
                Response::Broadcast { permalink, report }
            }
        };
        scope.respond(id, response);
    }
}
