//! What the worker says: maps, reports, layers and search slices, kept only
//! while they belong to what the page shows, and the worker's health.

use std::rc::Rc;

use castlab_core::eval::MapReport;

use super::{Halt, Report, Shared, State, map_key_with};
use crate::bridge::EngineEvent;
use crate::protocol::SearchProgress;

impl State {
    /// A map, kept if the query or its comparison shows it (with the other
    /// one still in view).
    pub(super) fn map_ready(self: Rc<Self>, map: Shared<MapReport>) -> Rc<Self> {
        let wanted = [
            Some(self.query.map_key()),
            self.query.compare.map(|c| map_key_with(&self.query, c)),
        ];
        if !wanted.iter().flatten().any(|k| *k == map.map_key) {
            return self;
        }
        let mut next = (*self).clone();
        next.maps
            .retain(|m| wanted.iter().flatten().any(|k| *k == m.map_key));
        next.maps.retain(|m| m.map_key != map.map_key);
        next.maps.push(map);
        Rc::new(next.with_exercise())
    }

    /// The report of a source key: dropped unless it is the query's.
    pub(super) fn report_ready(self: Rc<Self>, key: &str, report: Report) -> Rc<Self> {
        if key != self.query.source_key() {
            return self;
        }
        let mut next = (*self).clone();
        next.report = Some(report);
        Rc::new(next.with_exercise())
    }

    /// An answer about the source shown (a big schedule's step, who
    /// informs a node, the broadcast's trace), kept by `keep` if it is of
    /// that source (`permalink`) and dropped otherwise.
    pub(super) fn of_source(
        self: Rc<Self>,
        permalink: &str,
        keep: impl FnOnce(&mut State),
    ) -> Rc<Self> {
        if permalink != self.query.source_key() {
            return self;
        }
        let mut next = (*self).clone();
        keep(&mut next);
        Rc::new(next)
    }

    /// Another slice of the search: kept if it is the search shown, which
    /// goes on until the budget is spent or the reader stops it.
    pub(super) fn search_advanced(self: Rc<Self>, progress: SearchProgress) -> Rc<Self> {
        let current = self.search.as_ref().map(|s| s.permalink.as_str());
        if current != Some(progress.permalink.as_str()) {
            return self;
        }
        let mut next = (*self).clone();
        next.searching = self.searching && progress.done < progress.total;
        next.search = Some(progress);
        Rc::new(next)
    }

    /// The worker is busy or idle, has got this far, failed or was
    /// cancelled (a failure or a cancel also stops the search).
    pub(super) fn engine(&self, event: EngineEvent) -> State {
        let mut next = self.clone();
        match event {
            EngineEvent::Busy(busy) => {
                next.busy = busy;
                if !busy {
                    next.progress = None;
                }
            }
            EngineEvent::Progress(done, total) => {
                next.progress = (next.busy && done < total).then_some((done, total));
            }
            EngineEvent::Failed(message) => {
                next.halt = Some(Halt::Failed(message));
                next.searching = false;
            }
            EngineEvent::Cancelled => {
                next.halt = Some(Halt::Cancelled);
                next.searching = false;
            }
        }
        next
    }
}
