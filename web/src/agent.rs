//! The worker: runs `castlab_core::eval` off the main thread.
//!
//! Requests carry permalinks, not parsed state, so the worker evaluates
//! exactly what `castlab eval` would for the same link.

use castlab_core::eval::{MapReport, SourceReport, map_report, source_report};
use castlab_core::permalink;
use gloo::worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

/// What the page asks for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// The TCD of every source (depends only on the map key).
    Map { permalink: String },
    /// The validated schedule of the permalink's source.
    Source { permalink: String },
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
}

/// The worker itself; it keeps no state between requests.
#[derive(Debug)]
pub struct Engine;

impl Worker for Engine {
    type Message = ();
    type Input = Request;
    type Output = Response;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Engine
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Self::Input, id: HandlerId) {
        let response = match request {
            Request::Map { permalink } => {
                Response::Map(map_report(&permalink::parse(&permalink).query))
            }
            Request::Source { permalink } => {
                let report = source_report(&permalink::parse(&permalink).query);
                Response::Source { permalink, report }
            }
        };
        scope.respond(id, response);
    }
}
