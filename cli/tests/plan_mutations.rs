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

// ---------------------------------------------------------------------
// Meshes and tori, written from the coordinates.

/// A mesh or a torus.
struct Grid {
    sides: Vec<u32>,
    torus: bool,
}

impl Grid {
    fn nodes(&self) -> Vec<Coords> {
        let mut all = vec![vec![]];
        for &side in &self.sides {
            all = all
                .into_iter()
                .flat_map(|c: Coords| {
                    (0..side).map(move |v| {
                        let mut c = c.clone();
                        c.push(v);
                        c
                    })
                })
                .collect();
        }
        all
    }

    /// Hops along one axis from `a` to `b` (the short way round a torus).
    fn gap(&self, axis: usize, a: u32, b: u32) -> u32 {
        let d = a.abs_diff(b);
        if self.torus {
            d.min(self.sides[axis] - d)
        } else {
            d
        }
    }

    fn distance(&self, a: &[u32], b: &[u32]) -> u64 {
        (0..self.sides.len())
            .map(|axis| u64::from(self.gap(axis, a[axis], b[axis])))
            .sum()
    }

    /// The node one hop from `a` along `axis`, forwards or back; `None`
    /// off a mesh's edge.
    fn hop(&self, a: &[u32], axis: usize, forward: bool) -> Option<Coords> {
        let side = self.sides[axis];
        let v = a[axis];
        let next = match (forward, self.torus) {
            (true, _) if v + 1 < side => v + 1,
            (true, true) => 0,
            (false, _) if v > 0 => v - 1,
            (false, true) => side - 1,
            (true, false) | (false, false) => return None,
        };
        let mut b = a.to_vec();
        b[axis] = next;
        Some(b)
    }

    /// The directed link from `a` to `b`, if they are neighbours.
    fn link(&self, a: &[u32], b: &[u32]) -> Option<(Coords, usize, bool)> {
        (0..self.sides.len())
            .flat_map(|axis| [(axis, true), (axis, false)])
            .find(|&(axis, forward)| self.hop(a, axis, forward).as_deref() == Some(b))
            .map(|(axis, forward)| (a.to_vec(), axis, forward))
    }

    /// The links of the route that walks the axes in `order` (the axes it
    /// leaves out afterwards, in increasing order); round a torus the
    /// short way, forwards on a tie.
    fn axis_route(&self, from: &[u32], to: &[u32], order: &[usize]) -> Vec<(Coords, usize, bool)> {
        let mut axes = order.to_vec();
        axes.extend((0..self.sides.len()).filter(|a| !order.contains(a)));
        let mut at = from.to_vec();
        let mut links = Vec::new();
        for axis in axes {
            let side = self.sides[axis];
            let (here, there) = (at[axis], to[axis]);
            let forward = if self.torus {
                let ahead = (there + side - here) % side;
                ahead <= side - ahead
            } else {
                there > here
            };
            while at[axis] != there {
                let next = self.hop(&at, axis, forward).expect("inside");
                links.push((at.clone(), axis, forward));
                at = next;
            }
        }
        assert_eq!(at, to);
        links
    }

    /// A path of nodes from `from` to `to` along shortest moves, the axes
    /// interleaved as `seed` picks.
    fn shortest_path(&self, from: &[u32], to: &[u32], mut seed: u64) -> Vec<Coords> {
        let mut at = from.to_vec();
        let mut path = vec![at.clone()];
        while at != to {
            let open: Vec<usize> = (0..self.sides.len()).filter(|&a| at[a] != to[a]).collect();
            let axis = open[((seed >> 33) % open.len() as u64) as usize];
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let side = self.sides[axis];
            let forward = if self.torus {
                let ahead = (to[axis] + side - at[axis]) % side;
                // On a tie either way is short; the seed picks.
                ahead < side - ahead || (ahead == side - ahead && (seed >> 33).is_multiple_of(2))
            } else {
                to[axis] > at[axis]
            };
            at = self.hop(&at, axis, forward).expect("inside");
            path.push(at.clone());
        }
        path
    }
}

fn axis_letters(order: &[usize]) -> String {
    order.iter().map(|&a| b"xyzwvu"[a] as char).collect()
}

fn axis_numbers(letters: &str) -> Vec<usize> {
    letters
        .chars()
        .map(|c| "xyzwvu".find(c).expect("an axis letter"))
        .collect()
}

/// ⌈log₂ n⌉, the steps of a time-step-optimal one-port broadcast.
fn log2_ceil(n: usize) -> usize {
    let mut steps = 0;
    while (1usize << steps) < n {
        steps += 1;
    }
    steps
}

/// Papers 000 and 002's model, simulated step by step: a sender informed
/// before its step, one message per sender per step, each node informed
/// once, every node in the end, ⌈log₂N⌉ steps; the TCD the routes'
/// lengths. A route of nodes must join its ends along links (one that
/// does not is a broken rule, and adds no hops).
fn recount_one_port(grid: &Grid, s: &SchedulePlan) -> Expected {
    let all = grid.nodes();
    let source = coords(s.source.as_ref().expect("a broadcast"));
    let mut breaks: Vec<Break> = Vec::new();
    if s.steps.len() != log2_ceil(all.len()) {
        breaks.push(("step-optimal", None, vec![]));
    }
    let mut informed: HashSet<Coords> = HashSet::from([source.clone()]);
    let (mut tcd, mut contention_free) = (0u64, true);
    for (i, step) in s.steps.iter().enumerate() {
        let t = i as u32 + 1;
        let before = informed.clone();
        let mut senders = HashSet::new();
        let mut links = HashSet::new();
        for m in step {
            let (from, to) = (coords(&m.from), coords(&m.to));
            if !before.contains(&from) {
                if t == 1 {
                    breaks.push(("source", Some(t), vec![from.clone(), source.clone()]));
                } else {
                    breaks.push(("sender-informed", Some(t), vec![from.clone()]));
                }
            }
            if !senders.insert(from.clone()) {
                breaks.push(("one-port", Some(t), vec![from.clone()]));
            }
            if !informed.insert(to.clone()) {
                breaks.push(("informed-once", Some(t), vec![to.clone()]));
            }
            let route = match &m.route {
                None => grid.axis_route(&from, &to, &[]),
                Some(PlanRoute::Axes(letters)) => {
                    grid.axis_route(&from, &to, &axis_numbers(letters))
                }
                Some(PlanRoute::Nodes(nodes)) => {
                    let path: Vec<Coords> = nodes.iter().map(coords).collect();
                    if path.first() != Some(&from) || path.last() != Some(&to) {
                        breaks.push(("on-links", Some(t), vec![from.clone()]));
                        vec![]
                    } else {
                        let hops: Vec<_> =
                            path.windows(2).map(|w| grid.link(&w[0], &w[1])).collect();
                        match hops.iter().position(Option::is_none) {
                            Some(k) => {
                                let pair = vec![path[k].clone(), path[k + 1].clone()];
                                breaks.push(("on-links", Some(t), pair));
                                vec![]
                            }
                            None => hops.into_iter().flatten().collect(),
                        }
                    }
                }
            };
            if matches!(m.route, None | Some(PlanRoute::Axes(_))) {
                assert_eq!(route.len() as u64, grid.distance(&from, &to));
            }
            tcd += route.len() as u64;
            for link in route {
                contention_free &= links.insert(link);
            }
        }
    }
    if all.iter().any(|v| !informed.contains(v)) {
        breaks.push(("all-informed", None, vec![]));
    }
    Expected {
        breaks,
        value: tcd,
        contention_free: Some(contention_free),
    }
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

/// The one-port mutations: the shared five, a route of nodes along a
/// shortest path or with a detour (5), a route of nodes that jumps, ends
/// in the wrong place or passes an arbitrary node (6), another axis
/// order (7).
fn mutate_one_port(grid: &Grid, s: &mut SchedulePlan, nodes: &[NodeRef], g: Gene) {
    if mutate_messages(s, nodes, g) {
        return;
    }
    let (kind, a, b, c) = g;
    let Some((i, j)) = pick(s, a) else {
        return;
    };
    let m = &mut s.steps[i][j];
    let (from, to) = (coords(&m.from), coords(&m.to));
    let mut path = grid.shortest_path(&from, &to, b);
    let as_route = |path: Vec<Coords>| {
        Some(PlanRoute::Nodes(
            path.into_iter().map(NodeRef::Coords).collect(),
        ))
    };
    match kind {
        5 => {
            if c % 2 == 0 {
                // Out and back somewhere along the way: two hops more.
                let k = (c / 2 % path.len() as u64) as usize;
                let axis = (c / 7 % grid.sides.len() as u64) as usize;
                let out = grid
                    .hop(&path[k], axis, true)
                    .or_else(|| grid.hop(&path[k], axis, false));
                if let Some(out) = out {
                    let back = path[k].clone();
                    path.splice(k + 1..k + 1, [out, back]);
                }
            }
            m.route = as_route(path);
        }
        6 => {
            match c % 4 {
                // Leave out a node on the way: a jump of two hops.
                0 if path.len() >= 3 => {
                    path.remove(1 + (c / 4 % (path.len() as u64 - 2)) as usize);
                }
                // Pass a node anywhere.
                0 | 1 => {
                    let k = 1 + (c / 4 % path.len() as u64) as usize;
                    let any = coords(&nodes[(b % nodes.len() as u64) as usize]);
                    path.insert(k.min(path.len()), any);
                }
                // Stop short, or start elsewhere (never down to no nodes:
                // see `an_empty_route_of_nodes_is_no_route`).
                2 if path.len() >= 2 => {
                    path.pop();
                }
                _ if path.len() >= 2 => {
                    path.remove(0);
                }
                _ => path.push(coords(&nodes[(b % nodes.len() as u64) as usize])),
            }
            m.route = as_route(path);
        }
        _ => {
            let mut order: Vec<usize> = (0..grid.sides.len()).collect();
            let mut seed = b;
            for k in (1..order.len()).rev() {
                order.swap(k, (seed % (k as u64 + 1)) as usize);
                seed /= k as u64 + 1;
            }
            order.truncate(1 + (c % order.len() as u64) as usize);
            m.route = Some(PlanRoute::Axes(axis_letters(&order)));
        }
    }
}

/// The one-port networks, and the algorithms exported on each.
const ONE_PORT: &[(&str, bool, &[&str])] = &[
    (
        "8x8",
        false,
        &[
            "",
            "&algo=symmetric",
            "&algo=recursive",
            "&algo=least",
            "&cert=1",
        ],
    ),
    ("16x16", false, &["", "&algo=recursive", "&algo=least"]),
    ("8x8", true, &["", "&algo=recursive"]),
    ("4x4x4", false, &["", "&algo=recursive", "&algo=least"]),
];

fn one_port_case(network: usize, src: u64, algo: u64, genes: &[Gene]) -> Result<(), TestCaseError> {
    let (dims, torus, algos) = ONE_PORT[network];
    let sides: Vec<u32> = dims.split('x').map(|s| s.parse().unwrap()).collect();
    let grid = Grid { sides, torus };
    let all = grid.nodes();
    let source = &all[(src % all.len() as u64) as usize];
    let source_text: Vec<String> = source.iter().map(u32::to_string).collect();
    let link = format!(
        "v=1&net={}&dims={dims}&src={}{}",
        if torus { "torus" } else { "mesh" },
        source_text.join(","),
        algos[(algo % algos.len() as u64) as usize]
    );
    let mut s = exported(&link);
    // castlab's own schedule is valid, and the recount says so too.
    let own = check(&Plan::Schedule(s.clone())).expect("on its network");
    prop_assert!(own.report.valid, "{link}: {:?}", own.report.first_broken);
    agree(&own.report, &recount_one_port(&grid, &s), &s)?;
    let nodes: Vec<NodeRef> = all.iter().cloned().map(NodeRef::Coords).collect();
    for &g in genes {
        mutate_one_port(&grid, &mut s, &nodes, g);
    }
    let checked = check(&Plan::Schedule(s.clone())).expect("every node is on the network");
    agree(&checked.report, &recount_one_port(&grid, &s), &s)
}

proptest! {
    #![proptest_config(config(256))]

    /// Mutants of castlab's one-port schedules (meshes, the torus, 3-D)
    /// judged as a literal simulation judges them.
    #[test]
    fn one_port_mutants_are_judged_as_a_recount_judges_them(
        network in 0..ONE_PORT.len(),
        src in any::<u64>(),
        algo in any::<u64>(),
        genes in prop::collection::vec(gene(), 1..4),
    ) {
        one_port_case(network, src, algo, &genes)?;
    }
}

/// A handful of mutants by hand, each breaking one rule on purpose, so a
/// rule the random cases reach rarely is still reached.
#[test]
fn each_one_port_rule_is_reached() {
    let grid = Grid {
        sides: vec![8, 8],
        torus: false,
    };
    let base = exported("v=1&src=6,3&algo=recursive");
    fn at(x: u32, y: u32) -> NodeRef {
        NodeRef::Coords(vec![x, y])
    }
    type Change = Box<dyn Fn(&mut SchedulePlan)>;
    let cases: Vec<(&str, Change)> = vec![
        ("source", Box::new(|s| s.steps[0][0].from = at(0, 0))),
        (
            "sender-informed",
            Box::new(|s| s.steps[1][0].from = at(7, 7)),
        ),
        ("one-port", Box::new(|s| s.steps[2][2].from = at(2, 3))),
        ("informed-once", Box::new(|s| s.steps[1][0].to = at(6, 3))),
        (
            "all-informed",
            Box::new(|s| {
                s.steps[5].pop();
            }),
        ),
        ("step-optimal", Box::new(|s| s.steps.push(vec![]))),
        (
            "on-links",
            Box::new(|s| {
                let m = &mut s.steps[0][0];
                m.route = Some(PlanRoute::Nodes(vec![at(6, 3), at(4, 3), at(2, 3)]));
            }),
        ),
    ];
    for (rule, change) in cases {
        let mut s = base.clone();
        change(&mut s);
        let r = check(&Plan::Schedule(s.clone())).unwrap().report;
        let e = recount_one_port(&grid, &s);
        assert_eq!(e.breaks.first().map(|b| b.0), Some(rule), "the recount");
        agree(&r, &e, &s).unwrap_or_else(|err| panic!("{rule}: {err}"));
    }
}

/// A route given as nodes lists the sender and the receiver, so an empty
/// list is no route from one to the other: the rule `on-links` breaks.
/// The checker takes `"route": []` for dimension order (it hands the
/// validator an empty path, which means "no path given") and calls the
/// plan valid.
#[test]
fn an_empty_route_of_nodes_is_no_route() {
    let grid = Grid {
        sides: vec![8, 8],
        torus: false,
    };
    let mut s = exported("v=1&src=6,3&algo=recursive");
    s.steps[0][0].route = Some(PlanRoute::Nodes(vec![]));
    let r = check(&Plan::Schedule(s.clone())).unwrap().report;
    let e = recount_one_port(&grid, &s);
    assert_eq!(e.breaks.first().map(|b| b.0), Some("on-links"));
    agree(&r, &e, &s).unwrap();
}

// ---------------------------------------------------------------------
// WK(3, 3): paper 001's all-port model.

/// WK(w, L)'s neighbours of a node (digits d_L … d_1): the other w − 1
/// values of d_1, and, unless all digits are equal, the node across the
/// link of level C, where the last C digits are equal and d_(C+1) differs:
/// d_(C+1) and that repeated digit trade places (001 Definitions 3, 4).
fn wk_neighbours(w: u32, a: &[u32]) -> Vec<Coords> {
    let l = a.len();
    let last = a[l - 1];
    let mut out: Vec<Coords> = (0..w)
        .filter(|&d| d != last)
        .map(|d| {
            let mut b = a.to_vec();
            b[l - 1] = d;
            b
        })
        .collect();
    let c = a.iter().rev().take_while(|&&d| d == last).count();
    if c < l {
        let above = a[l - 1 - c];
        let mut b = a.to_vec();
        b[l - 1 - c] = last;
        for d in &mut b[l - c..] {
            *d = above;
        }
        out.push(b);
    }
    out
}

fn wk_nodes(w: u32, l: usize) -> Vec<Coords> {
    (0..w.pow(l as u32))
        .map(|mut v| {
            let mut digits = vec![0; l];
            for d in digits.iter_mut().rev() {
                *d = v % w;
                v /= w;
            }
            digits
        })
        .collect()
}

/// Paper 001's model: a message crosses one link in one step; its sender
/// is informed before the step; a link carries one message a step; each
/// node is informed once, and every node in the end.
fn recount_all_port(w: u32, s: &SchedulePlan, all: &[Coords]) -> Expected {
    let source = coords(s.source.as_ref().expect("a broadcast"));
    let mut informed: HashSet<Coords> = HashSet::from([source]);
    let mut breaks: Vec<Break> = Vec::new();
    for (i, step) in s.steps.iter().enumerate() {
        let t = i as u32 + 1;
        let before = informed.clone();
        let mut links = HashSet::new();
        for m in step {
            let (from, to) = (coords(&m.from), coords(&m.to));
            if !wk_neighbours(w, &from).contains(&to) {
                breaks.push(("on-links", Some(t), vec![from.clone(), to.clone()]));
            }
            if !before.contains(&from) {
                let rule = if t == 1 { "source" } else { "sender-informed" };
                breaks.push((rule, Some(t), vec![from.clone()]));
            }
            if !links.insert((from.clone(), to.clone())) {
                breaks.push(("contention", Some(t), vec![from.clone(), to.clone()]));
            }
            if !informed.insert(to.clone()) {
                breaks.push(("informed-once", Some(t), vec![to.clone()]));
            }
        }
    }
    if all.iter().any(|v| !informed.contains(v)) {
        breaks.push(("all-informed", None, vec![]));
    }
    Expected {
        breaks,
        value: s.steps.len() as u64,
        contention_free: None,
    }
}

fn address(digits: &[u32]) -> NodeRef {
    NodeRef::Address(digits.iter().map(u32::to_string).collect())
}

/// My WK links are castlab's: every node's neighbours agree.
#[test]
fn the_recount_links_wk_as_castlab_does() {
    let q = castlab_core::permalink::parse("v=1&net=wk&w=3&l=3&view=broadcast").query;
    let all = wk_nodes(3, 3);
    assert_eq!(all.len(), q.wk.nodes());
    let mut links = 0;
    for a in &all {
        let v = q.wk.node(a).unwrap();
        let mut theirs: Vec<Coords> =
            q.wk.neighbours(v)
                .into_iter()
                .map(|(u, _)| q.wk.digits(u))
                .collect();
        let mut mine = wk_neighbours(3, a);
        theirs.sort();
        mine.sort();
        assert_eq!(mine, theirs, "{a:?}");
        links += mine.len();
    }
    // 27 nodes of degree 3, the 3 corners of degree 2: 39 links.
    assert_eq!(links, 2 * 39);
}

fn all_port_case(src: u64, stack: bool, genes: &[Gene]) -> Result<(), TestCaseError> {
    let all = wk_nodes(3, 3);
    let source = &all[(src % all.len() as u64) as usize];
    let link = format!(
        "v=1&net=wk&w=3&l=3&view=broadcast&src={}{}",
        source.iter().map(u32::to_string).collect::<String>(),
        if stack { "&algo=stack" } else { "" }
    );
    let mut s = exported(&link);
    let own = check(&Plan::Schedule(s.clone())).expect("on its network");
    prop_assert!(own.report.valid, "{link}: {:?}", own.report.first_broken);
    agree(&own.report, &recount_all_port(3, &s, &all), &s)?;
    let nodes: Vec<NodeRef> = all.iter().map(|a| address(a)).collect();
    let mut refused = false;
    for &g in genes {
        if !mutate_messages(&mut s, &nodes, g) {
            // A route or a half packet: an all-port message has neither.
            if let Some((i, j)) = pick(&s, g.1) {
                let m = &mut s.steps[i][j];
                if g.0 % 2 == 0 {
                    m.route = Some(PlanRoute::Nodes(vec![m.from.clone(), m.to.clone()]));
                } else {
                    m.half = true;
                }
                refused = true;
            }
        }
    }
    match check(&Plan::Schedule(s.clone())) {
        Err(PlanError::Field(_)) if refused => Ok(()),
        Ok(checked) if !refused => agree(&checked.report, &recount_all_port(3, &s, &all), &s),
        other => {
            prop_assert!(false, "refused {refused}: {:?}", other.map(|c| c.report));
            Ok(())
        }
    }
}

proptest! {
    #![proptest_config(config(120))]

    /// Mutants of the WK(3, 3) broadcasts (Fang's and the stack's).
    #[test]
    fn all_port_mutants_are_judged_as_a_recount_judges_them(
        src in any::<u64>(),
        stack in any::<bool>(),
        genes in prop::collection::vec(gene(), 1..4),
    ) {
        all_port_case(src, stack, &genes)?;
    }
}

// ---------------------------------------------------------------------
// The 8×8 Manhattan Street network: paper 004's store and forward.

/// 004's links: from (x, y) the horizontal link goes to x + 1 if y is
/// even, x − 1 if odd; the vertical one to y + 1 if x is even, y − 1 if
/// odd; both modulo the sides.
fn msn_next(sides: (u32, u32), (x, y): (u32, u32), vertical: bool) -> (u32, u32) {
    let step = |v: u32, side: u32, up: bool| {
        if up {
            (v + 1) % side
        } else {
            (v + side - 1) % side
        }
    };
    if vertical {
        (x, step(y, sides.1, x % 2 == 0))
    } else {
        (step(x, sides.0, y % 2 == 0), y)
    }
}

#[test]
fn the_recount_links_the_manhattan_street_network_as_castlab_does() {
    use castlab_core::msn::{Hop, Msn};
    for (w, h) in [(8, 8), (6, 4), (4, 10)] {
        let msn = Msn::new(w, h).unwrap();
        for v in msn.node_ids() {
            let here = msn.coords(v);
            for (hop, vertical) in [(Hop::Horizontal, false), (Hop::Vertical, true)] {
                let theirs = msn.coords(msn.next(v, hop));
                assert_eq!(
                    msn_next((w, h), here, vertical),
                    theirs,
                    "{w}x{h} {here:?} {hop:?}"
                );
            }
        }
    }
}

/// 004's store and forward, held half slot by half slot: a packet listed
/// in step i (from 1) holds its first link in half slots i and i + 1 (a
/// half packet: i only), its next link the two after, and so on; two
/// packets may not hold one directed link in one half slot; every node
/// receives each other node's packet once (two halves make one).
fn recount_store_and_forward(sides: (u32, u32), s: &SchedulePlan) -> Expected {
    // Nodes by x + X·y; a link by its start node and whether it is the
    // vertical one.
    let n = (sides.0 * sides.1) as usize;
    let index = |c: &[u32]| (c[0] + sides.0 * c[1]) as usize;
    // (half slot, link, the packet's place in the file)
    let mut holds: Vec<(u64, usize, u64)> = Vec::new();
    let mut received = vec![0u32; n * n];
    let (mut end, mut order) = (0u64, 0u64);
    for (i, step) in s.steps.iter().enumerate() {
        for m in step {
            order += 1;
            let (from, to) = (coords(&m.from), coords(&m.to));
            let Some(PlanRoute::Nodes(nodes)) = &m.route else {
                panic!("the export lists every route's nodes");
            };
            let path: Vec<Coords> = nodes.iter().map(coords).collect();
            assert_eq!((path.first(), path.last()), (Some(&from), Some(&to)));
            let per: u64 = if m.half { 1 } else { 2 };
            for (k, pair) in path.windows(2).enumerate() {
                let here = (pair[0][0], pair[0][1]);
                let there = (pair[1][0], pair[1][1]);
                let vertical = msn_next(sides, here, true) == there;
                assert!(vertical || msn_next(sides, here, false) == there);
                let link = 2 * index(&pair[0]) + usize::from(vertical);
                for h in 0..per {
                    holds.push((i as u64 + 1 + per * k as u64 + h, link, order));
                }
            }
            end = end.max(i as u64 + per * (path.len() as u64 - 1));
            received[index(&to) * n + index(&from)] += per as u32;
        }
    }
    // Contention, first by half slot, then by the later packet's place in
    // the file.
    holds.sort_unstable();
    let mut contention: Vec<((u64, u64), Break)> = Vec::new();
    for group in holds.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        let (slot, link, _) = group[0];
        let node = vec![(link / 2) as u32 % sides.0, (link / 2) as u32 / sides.0];
        for &(_, _, later) in &group[1..] {
            let b = ("contention", Some(slot as u32), vec![node.clone()]);
            contention.push(((slot, later), b));
        }
    }
    contention.sort_by_key(|(key, _)| *key);
    let mut breaks: Vec<Break> = contention.into_iter().map(|(_, b)| b).collect();
    // Then deliveries, receiver by receiver (x fastest), sender by sender.
    let at = |v: usize| vec![v as u32 % sides.0, v as u32 / sides.0];
    let (mut twice, mut short) = (Vec::new(), Vec::new());
    for to in 0..n {
        for from in 0..n {
            let got = received[to * n + from];
            let want = if to == from { 0 } else { 2 };
            if got > want {
                twice.push(("delivered-once", None, vec![at(from), at(to)]));
            } else if got < want {
                short.push(("all-delivered", None, vec![at(from), at(to)]));
            }
        }
    }
    breaks.extend(twice);
    breaks.extend(short);
    Expected {
        breaks,
        value: end,
        contention_free: None,
    }
}

/// castlab's 8×8 total exchange, once.
fn total_exchange() -> &'static SchedulePlan {
    static PLAN: std::sync::OnceLock<SchedulePlan> = std::sync::OnceLock::new();
    PLAN.get_or_init(|| exported("v=1&net=msn&dims=8x8&view=te"))
}

/// The export itself keeps every rule by the recount as by the checker:
/// 316 half slots (004 Eq. (28) at X = 8), no link held twice.
#[test]
fn the_total_exchange_is_valid_by_the_recount() {
    let s = total_exchange();
    let r = check(&Plan::Schedule(s.clone())).unwrap().report;
    let e = recount_store_and_forward((8, 8), s);
    assert!(r.valid && e.breaks.is_empty(), "{:?}", e.breaks.first());
    assert_eq!((r.value, e.value), (316, 316));
}

proptest! {
    #![proptest_config(config(8))]

    /// The 8×8 total exchange with packets moved to other half slots or
    /// duplicated: the link a packet holds in each half slot, and who
    /// receives whose packet, recounted.
    #[test]
    fn store_and_forward_mutants_are_judged_as_a_recount_judges_them(
        genes in prop::collection::vec((any::<bool>(), any::<u64>(), 0u64..400, any::<u64>()), 1..4),
    ) {
        let mut s = total_exchange().clone();
        for (duplicate, a, slot, c) in genes {
            let (i, j) = pick(&s, a).expect("packets");
            let to = slot as usize;
            if s.steps.len() <= to {
                s.steps.resize(to + 1, Vec::new());
            }
            let m = if duplicate { s.steps[i][j].clone() } else { s.steps[i].remove(j) };
            let at = (c % (s.steps[to].len() as u64 + 1)) as usize;
            s.steps[to].insert(at, m);
        }
        let checked = check(&Plan::Schedule(s.clone())).expect("on its network");
        agree(&checked.report, &recount_store_and_forward((8, 8), &s), &s)?;
    }
}

/// The first broken rule is the earliest by half slot: a packet held twice
/// in half slot 1 comes before a route that jumps at half slot 313. The
/// checker ranks a route's `on-links` by the packet's place in the file
/// alone and contention by half slot first, so any `on-links` comes
/// first, however late.
#[test]
fn store_and_forward_ranks_broken_rules_by_half_slot() {
    let mut s = total_exchange().clone();
    let early = s.steps[0][0].clone();
    s.steps[0].push(early);
    let last = s.steps.len() - 1;
    let Some(PlanRoute::Nodes(nodes)) = &mut s.steps[last][0].route else {
        panic!("the export lists every route's nodes");
    };
    let k = nodes.len() / 2;
    nodes.remove(k);
    let r = check(&Plan::Schedule(s)).unwrap().report;
    let first = r.first_broken.unwrap();
    assert_eq!((first.rule.as_str(), first.step), ("contention", Some(1)));
}
