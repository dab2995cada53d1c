//! Starts the worker once and feeds its answers and its health into the
//! reducer.

use std::rc::Rc;

use yew::prelude::*;

use crate::agent::Response;
use crate::bridge::Bridge;
use crate::state::{Action, Shared, State};

/// The bridge to the worker, created on first render.
#[hook]
pub fn use_engine(dispatch: UseReducerDispatcher<State>) -> Bridge {
    let bridge = use_memo((), move |_| {
        let events = dispatch.clone();
        Bridge::new(
            Callback::from(move |response| {
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
            }),
            Callback::from(move |event| events.dispatch(Action::Engine(event))),
        )
    });
    (*bridge).clone()
}
