//! The worker's side of a sweep: plans it with the page's budget, computes
//! its sizes (here, or split over the helpers by [`Sweep::shard`]) and
//! keeps the last one, so its CSV and JSON downloads recompute nothing.

use std::rc::Rc;

use castlab_core::sweep::{self, Sweep};
use serde_json::Value;

use super::{Engine, ProgressSink};
use crate::pool::{Part, Split};
use crate::protocol::{Reply, Request, SweepAnswer, SweepTable};

/// The page's budget for a sweep (`castlab sweep` allows 2³³ units): the
/// orderly sweep of every torus up to 40 × 40 is 4.9 · 10⁸ units and takes
/// a few seconds in wasm on two cores.
pub const PAGE_MAX_WORK: u64 = 1 << 31;

/// A sweep whose rows are in.
#[derive(Debug)]
pub struct SweepDone {
    pub plan: Sweep,
    pub rows: Vec<Vec<Value>>,
    pub workers: u32,
}

/// The sizes of `plan`'s part `part` of `parts`, with `progress` told how
/// many are done.
pub fn rows_of(
    plan: &Sweep,
    part: usize,
    parts: usize,
    progress: &mut dyn FnMut(usize),
) -> Vec<Vec<Value>> {
    let range = plan.shard(part + 1, parts).unwrap_or(0..0);
    plan.configs[range]
        .iter()
        .enumerate()
        .map(|(i, config)| {
            let row = plan.row(config);
            progress(i + 1);
            row
        })
        .collect()
}

/// The answer to a finished sweep.
pub fn answer(asked: &str, done: &SweepDone) -> Reply {
    let table = SweepTable {
        permalink: done.plan.permalink.clone(),
        header: done.plan.header(),
        rows: castlab_core::text::plain(|| serde_json::to_string(&done.rows)).unwrap_or_default(),
        errors: castlab_core::text::plain(|| serde_json::to_string(&done.plan.errors))
            .unwrap_or_default(),
        skipped: done.plan.skipped,
        first_skip: done.plan.first_skip.clone(),
        workers: done.workers,
    };
    Reply::Sweep(Box::new(SweepAnswer {
        asked: asked.to_string(),
        result: Ok(table),
    }))
}

fn refused(asked: &str, why: castlab_core::text::Text) -> Reply {
    Reply::Sweep(Box::new(SweepAnswer {
        asked: asked.to_string(),
        result: Err(why),
    }))
}

/// How [`Engine::begin_sweep`] goes on.
#[derive(Debug)]
pub enum SweepStart {
    /// The answer: the cached sweep, or why the link cannot be swept.
    Answer(Box<Reply>),
    /// The planned sweep, to compute.
    Plan(Box<Sweep>),
}

impl Engine {
    /// The cached answer, the refusal, or the plan to compute.
    pub fn begin_sweep(&mut self, asked: &str) -> SweepStart {
        let plan = match sweep::plan(asked, PAGE_MAX_WORK) {
            Ok(plan) => plan,
            Err(e) => return SweepStart::Answer(Box::new(refused(asked, e.text()))),
        };
        match &self.sweep {
            Some(done) if done.plan == plan => SweepStart::Answer(Box::new(answer(asked, done))),
            _ => SweepStart::Plan(Box::new(plan)),
        }
    }

    /// Keeps a finished sweep and answers with it.
    pub fn finish_sweep(&mut self, asked: &str, done: SweepDone) -> Reply {
        let response = answer(asked, &done);
        self.sweep = Some(Rc::new(done));
        response
    }

    /// The whole sweep of `asked`, computed here.
    pub fn sweep_here(&mut self, asked: &str) -> Reply {
        let plan = match self.begin_sweep(asked) {
            SweepStart::Answer(response) => return *response,
            SweepStart::Plan(plan) => *plan,
        };
        let total = plan.configs.len();
        let sink = &mut self.progress;
        let rows = rows_of(&plan, 0, 1, &mut |done| {
            if let Some(ProgressSink(report)) = sink.as_mut() {
                report(done, total);
            }
        });
        let done = SweepDone {
            plan,
            rows,
            workers: 1,
        };
        self.finish_sweep(asked, done)
    }

    /// A helper's part of a sweep.
    pub fn sweep_part(&mut self, permalink: &str, part: u32, parts: u32) -> Option<Reply> {
        let plan = sweep::plan(permalink, PAGE_MAX_WORK).ok()?;
        let rows = rows_of(&plan, part as usize, parts as usize, &mut |_| {});
        Some(Reply::SweepRows(
            castlab_core::text::plain(|| serde_json::to_string(&rows)).ok()?,
        ))
    }

    /// `castlab sweep`'s CSV (`table` is `sweep`) or JSON of a sweep link,
    /// from the kept sweep when it is that one.
    pub fn sweep_export(&mut self, permalink: &str, table: Option<&str>) -> Option<String> {
        let plan = sweep::plan(permalink, PAGE_MAX_WORK).ok()?;
        if self.sweep.as_ref().is_none_or(|d| d.plan != plan) {
            let _ = self.sweep_here(permalink);
        }
        let done = self.sweep.as_ref().filter(|d| d.plan == plan)?;
        let header = done.plan.header();
        match table {
            Some("sweep") => Some(sweep::to_csv(&header, &done.rows)),
            Some(_) => None,
            None => Some(sweep::to_json(&header, &done.rows, false)),
        }
    }
}

/// A sweep split over the worker and its helpers.
pub struct SweepSplit {
    pub asked: String,
    pub plan: Sweep,
    /// Told the finished sweep.
    pub on_done: Box<dyn FnOnce(SweepDone)>,
}

impl Split for SweepSplit {
    fn units(&self) -> usize {
        self.plan.configs.len()
    }

    fn max_parts(&self) -> usize {
        self.plan.configs.len()
    }

    fn request(&self, part: usize, parts: usize) -> Request {
        Request::SweepPart {
            permalink: self.asked.clone(),
            part: part as u32,
            parts: parts as u32,
        }
    }

    fn compute(&self, part: usize, parts: usize, progress: &mut dyn FnMut(usize)) -> Part {
        let rows = rows_of(&self.plan, part, parts, progress);
        Part::new(rows.len(), rows)
    }

    fn part_of(&self, response: Reply) -> Option<Part> {
        let Reply::SweepRows(json) = response else {
            return None;
        };
        let rows: Vec<Vec<serde_json::Value>> = serde_json::from_str(&json).ok()?;
        Some(Part::new(rows.len(), rows))
    }

    fn finish(self: Box<Self>, parts: Vec<Part>, workers: u32) {
        let rows = parts
            .into_iter()
            .flat_map(|p| p.take::<Vec<Vec<serde_json::Value>>>().unwrap_or_default())
            .collect();
        (self.on_done)(SweepDone {
            plan: self.plan,
            rows,
            workers,
        });
    }
}
