//! `castlab check`'s verdicts on broken schedules, against a recount
//! written here from the models' rules alone.
//!
//! Each case starts from a schedule castlab exports (a valid one: the
//! 8×8 and 16×16 meshes, the 8×8 torus, the 4×4×4 mesh, WK(3, 3), and the
//! 8×8 Manhattan Street network's total exchange) and mutates it: a
//! message dropped, moved to another step, duplicated, its sender or
//! receiver changed, its route replaced by nodes (a real path, a detour,
//! or one that jumps). The checker's verdict (valid, how many rules
//! break, the first broken rule and its step, the value) must be what a
//! literal simulation of the steps gives: plain sets of who is informed
//! when, distances and links computed from the coordinates, nothing of
//! castlab's validator or grid code.

use std::collections::HashSet;

use castlab_core::plan::check::{CheckReport, check};
use castlab_core::plan::export::{Artefact, export};
use castlab_core::plan::{self, NodeRef, Plan, PlanError, PlanRoute, SchedulePlan};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

type Coords = Vec<u32>;

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(20_260_517),
        failure_persistence: None,
        max_shrink_iters: 256,
        ..Config::default()
    }
}

/// A broken rule as the recount finds it: its name, its step, the nodes
/// it names.
type Break = (&'static str, Option<u32>, Vec<Coords>);

/// What the recount expects of a schedule.
#[derive(Debug)]
struct Expected {
    /// Every broken rule, in the order the checker ranks them.
    breaks: Vec<Break>,
    /// The plan's value in its measure.
    value: u64,
    /// One-port only: no directed link used twice in a step.
    contention_free: Option<bool>,
}

fn coords(node: &NodeRef) -> Coords {
    match node {
        NodeRef::Coords(c) => c.clone(),
        NodeRef::Address(a) => a.chars().map(|c| c.to_digit(10).unwrap()).collect(),
    }
}

fn schedule_of(plan: Plan) -> SchedulePlan {
    match plan {
        Plan::Schedule(s) => s,
        Plan::Ordering(_) => panic!("an export of view=tcd, broadcast or te is a schedule"),
    }
}

/// castlab's own schedule for a link, as `castlab eval --export schedule`
/// writes it.
fn exported(link: &str) -> SchedulePlan {
    let parsed = castlab_core::permalink::parse(link);
    assert_eq!(parsed.errors, [], "{link}");
    schedule_of(export(&parsed.query, Artefact::Schedule).expect("a schedule view"))
}

/// The checker's verdict against the recount's.
fn agree(r: &CheckReport, e: &Expected, plan: &SchedulePlan) -> Result<(), TestCaseError> {
    let context = || {
        format!(
            "expected {:?}\nchecker: valid {}, broken {}, first {:?}, value {}\nplan: {}",
            e,
            r.valid,
            r.broken,
            r.first_broken,
            r.value,
            plan::write(&Plan::Schedule(plan.clone()))
        )
    };
    prop_assert_eq!(r.valid, e.breaks.is_empty(), "valid\n{}", context());
    prop_assert_eq!(r.broken, e.breaks.len() as u64, "broken\n{}", context());
    match (&r.first_broken, e.breaks.first()) {
        (None, None) => {}
        (Some(b), Some((rule, step, nodes))) => {
            prop_assert_eq!(&b.rule, rule, "first rule\n{}", context());
            prop_assert_eq!(b.step, *step, "first step\n{}", context());
            let named: Vec<Coords> = b.nodes.iter().map(coords).collect();
            prop_assert_eq!(&named, nodes, "first nodes\n{}", context());
        }
        _ => prop_assert!(false, "first broken\n{}", context()),
    }
    prop_assert_eq!(r.value, e.value, "value\n{}", context());
    prop_assert_eq!(
        r.contention_free,
        e.contention_free,
        "contention\n{}",
        context()
    );
    let messages: usize = plan.steps.iter().map(Vec::len).sum();
    prop_assert_eq!(r.messages, messages as u64);
    // The file reads back as the same plan (checked on the small ones).
    if messages > 1000 {
        return Ok(());
    }
    let text = plan::write(&Plan::Schedule(plan.clone()));
    prop_assert_eq!(plan::read(&text), Ok(Plan::Schedule(plan.clone())));
    Ok(())
}

/// One mutation: its kind and three random numbers to place it.
type Gene = (u8, u64, u64, u64);

fn gene() -> impl Strategy<Value = Gene> {
    (0u8..8, any::<u64>(), any::<u64>(), any::<u64>())
}

/// The message at flat position `k` (modulo the count), as (step, index).
fn pick(s: &SchedulePlan, k: u64) -> Option<(usize, usize)> {
    let total: usize = s.steps.iter().map(Vec::len).sum();
    if total == 0 {
        return None;
    }
    let mut k = (k % total as u64) as usize;
    for (i, step) in s.steps.iter().enumerate() {
        if k < step.len() {
            return Some((i, k));
        }
        k -= step.len();
    }
    unreachable!()
}

/// The mutations every model shares: drop (0), move to another step (1),
/// duplicate (2), change the receiver (3) or the sender (4). `false` for
/// the others.
fn mutate_messages(s: &mut SchedulePlan, nodes: &[NodeRef], (kind, a, b, c): Gene) -> bool {
    let Some((i, j)) = pick(s, a) else {
        return true;
    };
    let steps = s.steps.len();
    let place = |s: &SchedulePlan, step: usize| (c % (s.steps[step].len() as u64 + 1)) as usize;
    match kind {
        0 => {
            s.steps[i].remove(j);
        }
        1 => {
            let mut to = (b % steps as u64) as usize;
            if to == i {
                to = (i + 1) % steps;
            }
            let m = s.steps[i].remove(j);
            let at = place(s, to);
            s.steps[to].insert(at, m);
        }
        2 => {
            let to = (b % steps as u64) as usize;
            let m = s.steps[i][j].clone();
            let at = place(s, to);
            s.steps[to].insert(at, m);
        }
        3 => s.steps[i][j].to = nodes[(b % nodes.len() as u64) as usize].clone(),
        4 => s.steps[i][j].from = nodes[(b % nodes.len() as u64) as usize].clone(),
        _ => return false,
    }
    true
}

mod all_port;
mod one_port;
mod store_and_forward;
