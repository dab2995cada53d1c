//! Exercise generation (`ask=`): the question a link asks, built from the
//! view's report, the same one `castlab eval` prints. The question's types,
//! its checker and the hand-built plans' checks are [`crate::exercise`]'s;
//! this module only reads reports, so it lives with them.

use alloc::format;
use alloc::vec::Vec;
use core::fmt;

use super::{ClassicalReport, MsnRoute, OrderlyReport, ScheduleEntry, SourceReport, WkReport};
use crate::exercise::{Expect, MAX_NODES, Question, label_of, named, point};
use crate::grid::{Grid, NodeId};
use crate::permalink::{Algo, Ask, Query, View, rules};
use crate::rng::Rng;
use crate::schedule::{AxisOrder, route};

pub mod build;
pub mod calls;

/// Why a link's question cannot be asked on its view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoQuestion {
    /// The link has no `ask=`.
    NotAsked,
    /// The network has more nodes than questions are asked on.
    TooLarge { nodes: usize },
    /// A plan is built on at most [`build::MAX_BUILD_NODES`] nodes.
    TooLargeToBuild { nodes: usize },
    /// A classical schedule is built on at most [`calls::MAX_CALL_NODES`]
    /// vertices.
    TooLargeToCall { nodes: usize },
    /// Labels are ordered on at most [`build::MAX_ORDER_NODES`] nodes.
    TooLargeToOrder { nodes: usize },
    /// The report leaves out what the question is about.
    NotListed(&'static str),
    /// The broadcast has nothing to ask about.
    Nothing(&'static str),
    /// Every order of every vertex's labels gives the same time.
    AllOrdersTie { time: u32 },
    /// The question is not one this view asks.
    NotThisView(Ask),
    /// The report's ordering does not read back.
    Ordering(crate::orderly::OrderingError),
}

impl fmt::Display for NoQuestion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NoQuestion::NotAsked => f.write_str("the link asks no question (ask=)"),
            NoQuestion::TooLarge { nodes } => write!(
                f,
                "questions are asked on networks of at most {MAX_NODES} nodes; this one has {nodes}"
            ),
            NoQuestion::TooLargeToBuild { nodes } => write!(
                f,
                "you build broadcasts on networks of at most {} nodes (8 × 8); this one has {nodes}",
                build::MAX_BUILD_NODES
            ),
            NoQuestion::TooLargeToCall { nodes } => write!(
                f,
                "ask=build: you build a classical schedule on networks of at most {} vertices (Q_6, BF(4), an 8 × 8 mesh); this one has {nodes}, so the view is shown without the question",
                calls::MAX_CALL_NODES
            ),
            NoQuestion::TooLargeToOrder { nodes } => write!(
                f,
                "you order labels on networks of at most {} nodes (6 × 6, WK(3, 3)); this one has {nodes}",
                build::MAX_ORDER_NODES
            ),
            NoQuestion::NotListed(what) | NoQuestion::Nothing(what) => f.write_str(what),
            NoQuestion::AllOrdersTie { time } => write!(
                f,
                "every order of every vertex's labels gives the same time, {time}, so there is no order to choose here"
            ),
            NoQuestion::NotThisView(ask) => write!(f, "ask={ask} is not a question this view asks"),
            NoQuestion::Ordering(e) => write!(f, "{e}"),
        }
    }
}

impl core::error::Error for NoQuestion {}

/// The question `query.show.ask` asks, with node indices for `least`.
fn generate(query: &Query, view: ViewData) -> Result<Question, NoQuestion> {
    let Some(ask) = query.show.ask else {
        return Err(NoQuestion::NotAsked);
    };
    // A view's vertices are the network's own: WK's, the grid's, a family's.
    let nodes = query.node_count();
    if nodes > MAX_NODES {
        return Err(NoQuestion::TooLarge { nodes });
    }
    let mut rng = Rng::new(u64::from(query.seed));
    match (ask, view) {
        (Ask::Least, ViewData::Tcd(_, map)) => Ok(least(
            ask,
            map,
            "Click the source from which the broadcast has the least TCD (total hops of all its messages).",
            "Sources in the middle of a quadrant do better than corners and edges: think of where the first messages must go.",
        )),
        (Ask::Least, ViewData::Orderly(r)) => {
            let map = r.per_originator.as_ref().ok_or(NoQuestion::NotListed(
                "every originator's time was not computed",
            ))?;
            let map: Vec<u64> = map.iter().map(|&t| u64::from(t)).collect();
            Ok(least(
                ask,
                &map,
                "Click the originator whose broadcast finishes first (the least b^Π(u)).",
                "An originator is done when its last vertex is informed, and a vertex informed at t reaches its label-i neighbour at t + i: follow the labels from an originator to the vertex that hears last, and compare.",
            ))
        }
        (Ask::Hops, ViewData::Tcd(source, _)) => hops_tcd(ask, source),
        (Ask::Hops, ViewData::Route(r)) => Ok(Question {
            ask,
            prompt: format!(
                "How many hops does the shortest route from {} to {} take?",
                point(&r.source),
                point(&r.destination)
            ),
            expect: Expect::Number(u64::from(r.distance)),
            about: alloc::vec![r.source.clone(), r.destination.clone()],
            hides_values: true,
            hint: format!(
                "Eq. (5) picks one of four path families ({} here); its routing tag has one digit per hop.",
                r.family
            ),
            least: None,
        }),
        (Ask::Link, ViewData::Tcd(source, _)) => link(ask, &query.grid, source, &mut rng),
        (Ask::Contention, ViewData::Tcd(source, _)) => {
            let free = source.contention_free.ok_or(NoQuestion::NotListed(
                "whether this schedule is contention-free is not known",
            ))?;
            Ok(Question {
                ask,
                prompt: "Is this schedule contention-free: can its messages be routed so that no directed link carries two messages in one step?".into(),
                expect: Expect::YesNo(free),
                about: alloc::vec![source.source.clone()],
                hides_values: true,
                hint: "Step through it and look at each step's routes: a link two messages share is drawn red; the routes may be XY or YX.".into(),
                least: None,
            })
        }
        (Ask::When, ViewData::Orderly(r)) => when_orderly(ask, query, r, &mut rng),
        (Ask::When | Ask::Least, ViewData::Classical(r)) if !by_hand(r.algorithm) => {
            // Name only the algorithms this network offers: the papers'
            // networks have no published construction.
            Err(NoQuestion::Nothing(
                if rules::offers(query.net, View::Classical, Algo::Standard) {
                    "the rounds of the matching heuristic and of the exhaustive search cannot be worked out by hand; questions are asked on algo=standard (the family's published construction) and algo=tree"
                } else {
                    "the rounds of the matching heuristic and of the exhaustive search cannot be worked out by hand; questions are asked on algo=tree (the spanning-tree broadcast)"
                },
            ))
        }
        (Ask::When, ViewData::Classical(r)) => when_classical(ask, query, r, &mut rng),
        (Ask::Least, ViewData::Classical(r)) => least_classical(ask, r),
        (Ask::When, ViewData::Wk(r)) => when_wk(ask, r, &mut rng),
        (Ask::Build, ViewData::Tcd(source, _)) => {
            if nodes > build::MAX_BUILD_NODES {
                return Err(NoQuestion::TooLargeToBuild { nodes });
            }
            Ok(Question {
                ask,
                prompt: format!(
                    "Your turn: build a one-port broadcast from {} in {} steps. Click a sender, then its receiver, for each message; then go to the next step.",
                    point(&source.source),
                    source.steps
                ),
                expect: Expect::Plan,
                about: alloc::vec![source.source.clone()],
                hides_values: true,
                hint: "In each step every informed node may send once, to one node not yet informed; the fewer hops in all, the better.".into(),
                least: None,
            })
        }
        (Ask::Build, ViewData::Orderly(r)) => order_question(ask, query, r, &mut rng),
        (Ask::Build, ViewData::Classical(r)) => build_classical(ask, query, r),
        (ask, _) => Err(NoQuestion::NotThisView(ask)),
    }
}

/// What a question is generated from: the report of the view.
#[derive(Clone, Copy, Debug)]
pub enum ViewData<'a> {
    /// `view=tcd`: the source's schedule and the map of every source.
    Tcd(&'a SourceReport, &'a [u64]),
    /// `view=orderly`.
    Orderly(&'a OrderlyReport),
    /// `view=broadcast` on WK.
    Wk(&'a WkReport),
    /// An MSN route.
    Route(&'a MsnRoute),
    /// `view=classical` on a protocol family.
    Classical(&'a ClassicalReport),
}

fn least(ask: Ask, map: &[u64], prompt: &str, hint: &str) -> Question {
    let min = map.iter().copied().min().unwrap_or(0);
    // Node indices, as one-element coordinates: `question` converts them.
    let at: Vec<Vec<u32>> = (0..map.len())
        .filter(|&i| map[i] == min)
        .map(|i| alloc::vec![i as u32])
        .collect();
    Question {
        ask,
        prompt: prompt.into(),
        expect: Expect::Node(at),
        about: Vec::new(),
        hides_values: true,
        hint: hint.into(),
        least: Some(min),
    }
}

/// The question `query.show.ask` asks, from the view's report (what
/// `castlab eval` prints); `Err` says why none can be asked here.
pub fn question(query: &Query, view: ViewData) -> Result<Question, NoQuestion> {
    let mut q = generate(query, view)?;
    if let (
        Expect::Node(nodes),
        ViewData::Tcd(..) | ViewData::Orderly(_) | ViewData::Classical(_),
    ) = (&mut q.expect, view)
    {
        for n in nodes.iter_mut() {
            if n.len() == 1 {
                *n = label_of(query, n[0] as usize);
            }
        }
    }
    Ok(q)
}

fn hops_tcd(ask: Ask, source: &SourceReport) -> Result<Question, NoQuestion> {
    let schedule = source
        .schedule
        .as_ref()
        .ok_or(NoQuestion::NotListed("the schedule is not listed"))?;
    let first: u64 = schedule
        .iter()
        .filter(|m| m.step == 1)
        .map(|m| u64::from(m.hops))
        .sum();
    Ok(Question {
        ask,
        prompt: format!(
            "How many hops do all the messages of this broadcast from {} travel in all (its TCD)?",
            point(&source.source)
        ),
        expect: Expect::Number(source.tcd),
        about: alloc::vec![source.source.clone()],
        hides_values: true,
        hint: format!(
            "Add up each step's routes: step 1 alone travels {first} hops; the stepper counts each step's hops."
        ),
        least: None,
    })
}

fn links_of(grid: &Grid, m: &ScheduleEntry) -> Vec<(NodeId, NodeId)> {
    let (Some(from), Some(to)) = (grid.node(&m.from), grid.node(&m.to)) else {
        return Vec::new();
    };
    route(
        grid,
        from,
        to,
        AxisOrder::from_letters(&m.route, grid.dims()),
    )
    .iter()
    .filter_map(|h| Some((h.from, grid.neighbour(h.from, h.axis, h.forward)?)))
    .collect()
}

fn link(
    ask: Ask,
    grid: &Grid,
    source: &SourceReport,
    rng: &mut Rng,
) -> Result<Question, NoQuestion> {
    let schedule = source
        .schedule
        .as_ref()
        .ok_or(NoQuestion::NotListed("the schedule is not listed"))?;
    let used: Vec<(NodeId, NodeId)> = schedule.iter().flat_map(|m| links_of(grid, m)).collect();
    if used.is_empty() {
        return Err(NoQuestion::Nothing("the schedule uses no link"));
    }
    let pick = used[(rng.next_u64() % used.len() as u64) as usize];
    let first = schedule
        .iter()
        .filter(|m| links_of(grid, m).contains(&pick))
        .map(|m| m.step)
        .min()
        .expect("a used link has a message");
    let times = schedule
        .iter()
        .filter(|m| links_of(grid, m).contains(&pick))
        .count();
    let (a, b) = (grid.coords(pick.0).to_vec(), grid.coords(pick.1).to_vec());
    Ok(Question {
        ask,
        prompt: format!(
            "Which step first sends a message over the link {} → {}?",
            point(&a),
            point(&b)
        ),
        expect: Expect::Number(u64::from(first)),
        about: alloc::vec![a, b],
        hides_values: false,
        hint: format!(
            "Step through the schedule and watch that link: {} of the schedule's routes use it.",
            crate::trace::count_of(times as u64, "message", "messages")
        ),
        least: None,
    })
}

fn when_orderly(
    ask: Ask,
    query: &Query,
    r: &OrderlyReport,
    rng: &mut Rng,
) -> Result<Question, NoQuestion> {
    let src = r.originator.index();
    let candidates: Vec<usize> = (0..r.arrival.len())
        .filter(|&v| v != src && r.arrival[v] != crate::orderly::UNREACHED)
        .collect();
    if candidates.is_empty() {
        return Err(NoQuestion::Nothing("no other vertex is informed"));
    }
    let v = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
    let at = label_of(query, v);
    let hint = match (&r.label_offsets, &r.label_targets) {
        (Some(o), Some(t)) => match crate::orderly::Ordering::from_flat(o, t) {
            Ok(ord) => match crate::orderly::informers(&ord, &r.arrival)[v] {
                Some((u, k)) => format!(
                    "Its first message comes along label {k} of {}: find when that neighbour is informed and add {k}.",
                    named(query, &label_of(query, u.index()))
                ),
                None => "Follow the labels back to the originator.".into(),
            },
            Err(_) => "Follow the labels back to the originator.".into(),
        },
        _ => "A vertex informed at time t sends on label i at time t + i: follow the labels back to the originator.".into(),
    };
    Ok(Question {
        ask,
        prompt: format!(
            "At what time is vertex {} informed, from the originator {}?",
            named(query, &at),
            named(query, &label_of(query, src))
        ),
        expect: Expect::Number(u64::from(r.arrival[v])),
        about: alloc::vec![at],
        hides_values: true,
        hint,
        least: None,
    })
}

/// Whether a reader can work out a classical algorithm's rounds from the
/// page: a published construction's rule, or a breadth-first tree's.
fn by_hand(algo: crate::permalink::Algo) -> bool {
    use crate::permalink::Algo;
    match algo {
        Algo::Standard | Algo::Tree => true,
        Algo::Greedy
        | Algo::Exact
        | Algo::Paper
        | Algo::Symmetric
        | Algo::Recursive
        | Algo::Optimum
        | Algo::Least
        | Algo::Fang
        | Algo::Stack
        | Algo::Pi
        | Algo::PiLiteral
        | Algo::Dim
        | Algo::Search => false,
    }
}

fn when_classical(
    ask: Ask,
    query: &Query,
    r: &ClassicalReport,
    rng: &mut Rng,
) -> Result<Question, NoQuestion> {
    let calls = r
        .calls
        .as_ref()
        .ok_or(NoQuestion::NotListed("the schedule's calls are not listed"))?;
    let src = r.originator as usize;
    let candidates: Vec<usize> = (0..r.arrival.len()).filter(|&v| v != src).collect();
    if candidates.is_empty() {
        return Err(NoQuestion::Nothing("no other vertex is informed"));
    }
    let v = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
    let caller = calls
        .rounds
        .iter()
        .flatten()
        .find(|c| c.to as usize == v)
        .map(|c| named(query, &label_of(query, c.from as usize)));
    let hint = match caller {
        Some(caller) => format!(
            "{caller} calls it: find the round in which {caller} is informed, then the round of its call (one call a round, the earlier calls first)."
        ),
        None => "Follow the calls back to the originator.".into(),
    };
    Ok(Question {
        ask,
        prompt: format!(
            "In this broadcast from {}, one call a round, in which round is vertex {} informed?",
            named(query, &label_of(query, src)),
            named(query, &label_of(query, v))
        ),
        expect: Expect::Number(u64::from(r.arrival[v])),
        about: alloc::vec![label_of(query, v)],
        hides_values: true,
        hint,
        least: None,
    })
}

fn least_classical(ask: Ask, r: &ClassicalReport) -> Result<Question, NoQuestion> {
    let map = r.per_originator.as_ref().ok_or(NoQuestion::NotListed(
        "every originator's time was not computed",
    ))?;
    if map.iter().all(|&t| t == map[0]) {
        return Err(NoQuestion::Nothing(
            "every originator's broadcast takes as many rounds, so none is quickest",
        ));
    }
    let map: Vec<u64> = map.iter().map(|&t| u64::from(t)).collect();
    Ok(least(
        ask,
        &map,
        "Click an originator from which this broadcast finishes in the fewest rounds.",
        "No broadcast beats ⌈log₂ N⌉ rounds, nor the originator's distance to the farthest vertex: look for the originators nearest to everyone.",
    ))
}

/// "Your turn" on the classical view: a schedule from the originator, by
/// clicks. The prompt names no number of rounds: b(u) is the answer.
fn build_classical(ask: Ask, query: &Query, r: &ClassicalReport) -> Result<Question, NoQuestion> {
    let nodes = query.node_count();
    if nodes > calls::MAX_CALL_NODES {
        return Err(NoQuestion::TooLargeToCall { nodes });
    }
    let at = label_of(query, r.originator as usize);
    Ok(Question {
        ask,
        prompt: format!(
            "Your turn: build a broadcast from {} in the telephone model, in as few rounds as you can. In each round click a caller, then the neighbour it calls; then go to the next round.",
            named(query, &at)
        ),
        expect: Expect::Plan,
        about: alloc::vec![at],
        hides_values: true,
        hint: "In a round every informed vertex may call one neighbour, and a vertex makes or takes one call a round: the informed vertices at most double each round, so keep every one of them calling someone new.".into(),
        least: None,
    })
}

fn order_question(
    ask: Ask,
    query: &Query,
    r: &OrderlyReport,
    rng: &mut Rng,
) -> Result<Question, NoQuestion> {
    // The ordering's own vertices: WK's addresses, or the grid's nodes.
    let nodes = query.node_count();
    if nodes > build::MAX_ORDER_NODES {
        return Err(NoQuestion::TooLargeToOrder { nodes });
    }
    let (Some(o), Some(t)) = (&r.label_offsets, &r.label_targets) else {
        return Err(NoQuestion::NotListed(
            "the ordering's labels are not listed",
        ));
    };
    let ord = crate::orderly::Ordering::from_flat(o, t).map_err(NoQuestion::Ordering)?;
    // A vertex whose own order some other order beats, where one exists:
    // the question is then worth answering.
    let targets: Vec<build::OrderTarget> = (0..nodes as u32)
        .map(|v| build::order_target(&ord, v))
        .collect();
    let now = build::worst_time(&ord);
    let improvable: Vec<u32> = (0..nodes as u32)
        .filter(|&v| targets[v as usize].time < now)
        .collect();
    // Else one where some order misses the target: a choice still matters.
    let pool: Vec<u32> = if improvable.is_empty() {
        let fallible: Vec<u32> = (0..nodes as u32)
            .filter(|&v| targets[v as usize].reached_by < targets[v as usize].orders)
            .collect();
        if fallible.is_empty() {
            return Err(NoQuestion::AllOrdersTie { time: now });
        }
        fallible
    } else {
        improvable
    };
    let vertex = pool[(rng.next_u64() % pool.len() as u64) as usize];
    let target = targets[vertex as usize];
    let at = label_of(query, vertex as usize);
    Ok(Question {
        ask,
        prompt: format!(
            "Your turn: choose the order in which vertex {} sends to its neighbours (its labels 1 to {}), so that every originator's broadcast is done by time {}: the best that {} of the {} orders of its labels reach.",
            named(query, &at),
            ord.list(crate::orderly::Vertex::new(vertex)).len(),
            target.time,
            target.reached_by,
            target.orders,
        ),
        expect: Expect::Order {
            vertex,
            list: crate::orderly::Vertex::numbers(ord.list(crate::orderly::Vertex::new(vertex))),
            target: target.time,
        },
        about: alloc::vec![at],
        hides_values: false,
        hint: "A vertex informed at time t reaches its label-i neighbour at t + i: put first the neighbour the rest of the network waits for.".into(),
        least: None,
    })
}

fn when_wk(ask: Ask, r: &WkReport, rng: &mut Rng) -> Result<Question, NoQuestion> {
    let deliveries = r
        .deliveries
        .as_ref()
        .ok_or(NoQuestion::NotListed("the deliveries are not listed"))?;
    if deliveries.is_empty() {
        return Err(NoQuestion::Nothing("no node is informed"));
    }
    let d = &deliveries[(rng.next_u64() % deliveries.len() as u64) as usize];
    let first = deliveries
        .iter()
        .filter(|e| e.to == d.to)
        .map(|e| e.time)
        .min()
        .unwrap_or(d.time);
    let digits: Vec<u32> = d.to.chars().filter_map(|c| c.to_digit(10)).collect();
    Ok(Question {
        ask,
        prompt: format!(
            "At which step is node {} informed, from the source {}?",
            d.to, r.source
        ),
        expect: Expect::Number(u64::from(first)),
        about: alloc::vec![digits],
        hides_values: true,
        // The distance would be the answer whenever the rule takes a
        // shortest way, so the hint says how to count, not what.
        hint: "All ports, one hop per step: no node is informed before its distance from the source, and a rule may take a longer way; follow the links the first message to reach it takes.".into(),
        least: None,
    })
}
