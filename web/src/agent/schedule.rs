//! The worker's kept schedule of the query's source: built once, then
//! read for a big grid's step layers, its hovers and the trace.

use castlab_core::eval::source_schedule;
use castlab_core::permalink::{self, Query, View};
use castlab_core::schedule::{NEVER, Schedule, informed_steps, step_load};

use super::Engine;
use crate::protocol::{NodeInformer, Reply, StepLayer};

impl Engine {
    /// The layers of a schedule too big to list, at `step`.
    pub(super) fn layer_answer(&mut self, permalink: &str, step: u32) -> Option<Reply> {
        let query = permalink::parse(permalink).query;
        if query.view != View::Tcd {
            return None;
        }
        let key = query.source_key();
        let schedule = self.kept_schedule(&query);
        let grid = &query.grid;
        let informed = informed_steps(grid, schedule)
            .into_iter()
            .map(|t| if t == NEVER { 255 } else { t.min(254) as u8 })
            .collect();
        let load = step_load(grid, schedule, step);
        Some(Reply::Layer(StepLayer {
            permalink: key,
            step,
            informed,
            load: load.load,
            messages: load.messages,
            hops: load.hops,
        }))
    }

    /// The query source's schedule, built once and kept for its layers and
    /// hovers.
    pub(super) fn kept_schedule(&mut self, query: &Query) -> &Schedule {
        let key = query.source_key();
        let kept = match self.schedule.take() {
            Some((k, schedule)) if k == key => (k, schedule),
            _ => {
                let (schedule, _) = source_schedule(self.analysis(&query.grid), query);
                self.built.schedules += 1;
                (key, schedule)
            }
        };
        &self.schedule.insert(kept).1
    }

    /// The message that informs `node` in the permalink's schedule (the
    /// one the layers come from, kept).
    pub(super) fn informer_answer(&mut self, permalink: &str, node: u32) -> Option<Reply> {
        let query = permalink::parse(permalink).query;
        if query.view != View::Tcd || node as usize >= query.grid.node_count() {
            return None;
        }
        let key = query.source_key();
        let schedule = self.kept_schedule(&query);
        let grid = &query.grid;
        let message = schedule
            .messages
            .iter()
            .find(|m| m.to.index() == node as usize)
            .map(|m| {
                let hops = castlab_core::schedule::route(grid, m.from, m.to, m.route).len();
                (m.step, grid.coords(m.from).to_vec(), hops as u32)
            });
        Some(Reply::Informer(NodeInformer {
            permalink: key,
            node,
            message,
        }))
    }
}
