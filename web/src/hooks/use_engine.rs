//! Spawns the worker once and feeds its answers into the reducer.

use std::rc::Rc;

use gloo::worker::{Spawnable, WorkerBridge};
use yew::prelude::*;

use crate::agent::{Engine, Response};
use crate::state::{Action, Shared, State};

/// Trunk writes the worker's loader next to `index.html`; a relative path keeps
/// the site working from any sub-path.
const WORKER_LOADER: &str = "./worker_loader.js";

/// The bridge to the worker, created on first render.
#[hook]
pub fn use_engine(dispatch: UseReducerDispatcher<State>) -> Rc<WorkerBridge<Engine>> {
    use_memo((), move |_| {
        let mut spawner = Engine::spawner();
        spawner.callback(move |response| {
            dispatch.dispatch(match response {
                Response::Map(map) => Action::MapReady(Shared(Rc::new(map))),
                Response::Source { permalink, report } => Action::SourceReady {
                    key: permalink,
                    report: Shared(Rc::new(report)),
                },
                Response::Msn { permalink, report } => Action::MsnReady {
                    key: permalink,
                    report: Shared(Rc::new(report)),
                },
                Response::Broadcast { permalink, report } => Action::BroadcastReady {
                    key: permalink,
                    report: Shared(Rc::new(report)),
                },
                Response::Orderly { permalink, report } => Action::OrderlyReady {
                    key: permalink,
                    report: Shared(Rc::new(report)),
                },
                Response::Search(progress) => Action::SearchAdvanced(progress),
            })
        });
        spawner.spawn_with_loader(WORKER_LOADER)
    })
}
