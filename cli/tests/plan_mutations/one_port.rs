//! Meshes and tori (papers 000 and 002's one-port model), written from
//! the coordinates.

use super::*;

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
