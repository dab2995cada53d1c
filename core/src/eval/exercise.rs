//! Exercise generation (`ask=`): the question a link asks, built from the
//! view's report, the same one `castlab eval` prints. The question's types,
//! its checker and the hand-built plans' checks are [`crate::exercise`]'s;
//! this module only reads reports, so it lives with them.

use alloc::string::ToString;
use alloc::vec::Vec;
use core::fmt;

use super::{ClassicalReport, MsnRoute, OrderlyReport, ScheduleEntry, SourceReport, WkReport};
use crate::exercise::{Expect, MAX_NODES, Question, label_of, named, point};
use crate::grid::{Grid, NodeId};
use crate::permalink::{Algo, Ask, Query, View, rules};
use crate::rng::Rng;
use crate::schedule::{AxisOrder, route};
use crate::text::{self, Text};

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
    /// The report leaves out what the question is about (a message id).
    NotListed(&'static str),
    /// The broadcast has nothing to ask about (a message id).
    Nothing(&'static str),
    /// Every order of every vertex's labels gives the same time.
    AllOrdersTie { time: u32 },
    /// The question is not one this view asks.
    NotThisView(Ask),
    /// The report's ordering does not read back.
    Ordering(crate::orderly::OrderingError),
}

impl NoQuestion {
    /// Why, for the reader.
    pub fn text(&self) -> Text {
        match *self {
            NoQuestion::NotAsked => Text::new("exercise-refused-not-asked"),
            NoQuestion::TooLarge { nodes } => Text::new("exercise-refused-too-large")
                .arg("max", MAX_NODES)
                .arg("nodes", nodes),
            NoQuestion::TooLargeToBuild { nodes } => Text::new("exercise-refused-too-large-build")
                .arg("max", build::MAX_BUILD_NODES)
                .arg("nodes", nodes),
            NoQuestion::TooLargeToCall { nodes } => Text::new("exercise-refused-too-large-call")
                .arg("max", calls::MAX_CALL_NODES)
                .arg("nodes", nodes),
            NoQuestion::TooLargeToOrder { nodes } => Text::new("exercise-refused-too-large-order")
                .arg("max", build::MAX_ORDER_NODES)
                .arg("nodes", nodes),
            NoQuestion::NotListed(id) | NoQuestion::Nothing(id) => Text::new(id),
            NoQuestion::AllOrdersTie { time } => {
                Text::new("exercise-refused-all-orders-tie").arg("time", time)
            }
            NoQuestion::NotThisView(ask) => {
                Text::new("exercise-refused-not-this-view").arg("ask", ask.to_string())
            }
            NoQuestion::Ordering(e) => {
                Text::new("exercise-refused-ordering").arg("why", e.to_string())
            }
        }
    }
}

/// The sentence where the front end installed a wording, else the
/// message id (the core has no sentences).
impl fmt::Display for NoQuestion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = self.text();
        match text::worded(&said) {
            Some(sentence) => f.write_str(&sentence),
            None => f.write_str(&said.id),
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
            Text::new("exercise-least-tcd-prompt"),
            Text::new("exercise-least-tcd-hint"),
        )),
        (Ask::Least, ViewData::Orderly(r)) => {
            let map = r
                .per_originator
                .as_ref()
                .ok_or(NoQuestion::NotListed(text::id("exercise-refused-no-times")))?;
            let map: Vec<u64> = map.iter().map(|&t| u64::from(t)).collect();
            Ok(least(
                ask,
                &map,
                Text::new("exercise-least-orderly-prompt"),
                Text::new("exercise-least-orderly-hint"),
            ))
        }
        (Ask::Hops, ViewData::Tcd(source, _)) => hops_tcd(ask, source),
        (Ask::Hops, ViewData::Route(r)) => Ok(Question {
            ask,
            prompt: Text::new("exercise-route-prompt")
                .arg("from", point(&r.source))
                .arg("to", point(&r.destination)),
            expect: Expect::Number(u64::from(r.distance)),
            about: alloc::vec![r.source.clone(), r.destination.clone()],
            hides_values: true,
            hint: Text::new("exercise-route-hint").arg("family", r.family.to_string()),
            least: None,
        }),
        (Ask::Link, ViewData::Tcd(source, _)) => link(ask, &query.grid, source, &mut rng),
        (Ask::Contention, ViewData::Tcd(source, _)) => {
            let free = source
                .contention_free
                .ok_or(NoQuestion::NotListed(text::id(
                    "exercise-refused-no-contention",
                )))?;
            Ok(Question {
                ask,
                prompt: Text::new("exercise-contention-prompt"),
                expect: Expect::YesNo(free),
                about: alloc::vec![source.source.clone()],
                hides_values: true,
                hint: Text::new("exercise-contention-hint"),
                least: None,
            })
        }
        (Ask::When, ViewData::Orderly(r)) => when_orderly(ask, query, r, &mut rng),
        (Ask::When | Ask::Least, ViewData::Classical(r)) if !by_hand(r.algorithm) => {
            // Name only the algorithms this network offers: the papers'
            // networks have no published construction.
            Err(NoQuestion::Nothing(
                if rules::offers(query.net, View::Classical, Algo::Standard) {
                    text::id("exercise-refused-not-by-hand-standard")
                } else {
                    text::id("exercise-refused-not-by-hand-tree")
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
                prompt: Text::new("exercise-build-tcd-prompt")
                    .arg("source", point(&source.source))
                    .arg("steps", source.steps),
                expect: Expect::Plan,
                about: alloc::vec![source.source.clone()],
                hides_values: true,
                hint: Text::new("exercise-build-tcd-hint"),
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

fn least(ask: Ask, map: &[u64], prompt: Text, hint: Text) -> Question {
    let min = map.iter().copied().min().unwrap_or(0);
    // Node indices, as one-element coordinates: `question` converts them.
    let at: Vec<Vec<u32>> = (0..map.len())
        .filter(|&i| map[i] == min)
        .map(|i| alloc::vec![i as u32])
        .collect();
    Question {
        ask,
        prompt,
        expect: Expect::Node(at),
        about: Vec::new(),
        hides_values: true,
        hint,
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
        .ok_or(NoQuestion::NotListed(text::id(
            "exercise-refused-no-schedule",
        )))?;
    let first: u64 = schedule
        .iter()
        .filter(|m| m.step == 1)
        .map(|m| u64::from(m.hops))
        .sum();
    Ok(Question {
        ask,
        prompt: Text::new("exercise-hops-prompt").arg("source", point(&source.source)),
        expect: Expect::Number(source.tcd),
        about: alloc::vec![source.source.clone()],
        hides_values: true,
        hint: Text::new("exercise-hops-hint").arg("first", first),
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
        .ok_or(NoQuestion::NotListed(text::id(
            "exercise-refused-no-schedule",
        )))?;
    let used: Vec<(NodeId, NodeId)> = schedule.iter().flat_map(|m| links_of(grid, m)).collect();
    if used.is_empty() {
        return Err(NoQuestion::Nothing(text::id("exercise-refused-no-link")));
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
        prompt: Text::new("exercise-link-prompt")
            .arg("from", point(&a))
            .arg("to", point(&b)),
        expect: Expect::Number(u64::from(first)),
        about: alloc::vec![a, b],
        hides_values: false,
        hint: Text::new("exercise-link-hint").arg("messages", times),
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
        return Err(NoQuestion::Nothing(text::id("exercise-refused-no-vertex")));
    }
    let v = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
    let at = label_of(query, v);
    let hint = match (&r.label_offsets, &r.label_targets) {
        (Some(o), Some(t)) => match crate::orderly::Ordering::from_flat(o, t) {
            Ok(ord) => match crate::orderly::informers(&ord, &r.arrival)[v] {
                Some((u, k)) => Text::new("exercise-when-orderly-hint")
                    .arg("label", k)
                    .arg("neighbour", named(query, &label_of(query, u.index()))),
                None => Text::new("exercise-when-orderly-hint-back"),
            },
            Err(_) => Text::new("exercise-when-orderly-hint-back"),
        },
        _ => Text::new("exercise-when-orderly-hint-rule"),
    };
    Ok(Question {
        ask,
        prompt: Text::new("exercise-when-orderly-prompt")
            .arg("vertex", named(query, &at))
            .arg("originator", named(query, &label_of(query, src))),
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
        .ok_or(NoQuestion::NotListed(text::id("exercise-refused-no-calls")))?;
    let src = r.originator as usize;
    let candidates: Vec<usize> = (0..r.arrival.len()).filter(|&v| v != src).collect();
    if candidates.is_empty() {
        return Err(NoQuestion::Nothing(text::id("exercise-refused-no-vertex")));
    }
    let v = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
    let caller = calls
        .rounds
        .iter()
        .flatten()
        .find(|c| c.to as usize == v)
        .map(|c| named(query, &label_of(query, c.from as usize)));
    let hint = match caller {
        Some(caller) => Text::new("exercise-when-classical-hint").arg("caller", caller),
        None => Text::new("exercise-when-classical-hint-back"),
    };
    Ok(Question {
        ask,
        prompt: Text::new("exercise-when-classical-prompt")
            .arg("originator", named(query, &label_of(query, src)))
            .arg("vertex", named(query, &label_of(query, v))),
        expect: Expect::Number(u64::from(r.arrival[v])),
        about: alloc::vec![label_of(query, v)],
        hides_values: true,
        hint,
        least: None,
    })
}

fn least_classical(ask: Ask, r: &ClassicalReport) -> Result<Question, NoQuestion> {
    let map = r
        .per_originator
        .as_ref()
        .ok_or(NoQuestion::NotListed(text::id("exercise-refused-no-times")))?;
    if map.iter().all(|&t| t == map[0]) {
        return Err(NoQuestion::Nothing(text::id("exercise-refused-rounds-tie")));
    }
    let map: Vec<u64> = map.iter().map(|&t| u64::from(t)).collect();
    Ok(least(
        ask,
        &map,
        Text::new("exercise-least-classical-prompt"),
        Text::new("exercise-least-classical-hint"),
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
        prompt: Text::new("exercise-build-classical-prompt").arg("originator", named(query, &at)),
        expect: Expect::Plan,
        about: alloc::vec![at],
        hides_values: true,
        hint: Text::new("exercise-build-classical-hint"),
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
        return Err(NoQuestion::NotListed(text::id(
            "exercise-refused-no-labels",
        )));
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
        prompt: Text::new("exercise-order-prompt")
            .arg("vertex", named(query, &at))
            .arg(
                "labels",
                ord.list(crate::orderly::Vertex::new(vertex)).len(),
            )
            .arg("time", target.time)
            .arg("reached", target.reached_by)
            .arg("orders", target.orders),
        expect: Expect::Order {
            vertex,
            list: crate::orderly::Vertex::numbers(ord.list(crate::orderly::Vertex::new(vertex))),
            target: target.time,
        },
        about: alloc::vec![at],
        hides_values: false,
        hint: Text::new("exercise-order-hint"),
        least: None,
    })
}

fn when_wk(ask: Ask, r: &WkReport, rng: &mut Rng) -> Result<Question, NoQuestion> {
    let deliveries = r.deliveries.as_ref().ok_or(NoQuestion::NotListed(text::id(
        "exercise-refused-no-deliveries",
    )))?;
    if deliveries.is_empty() {
        return Err(NoQuestion::Nothing(text::id("exercise-refused-no-node")));
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
        prompt: Text::new("exercise-when-wk-prompt")
            .arg("node", d.to.clone())
            .arg("source", r.source.clone()),
        expect: Expect::Number(u64::from(first)),
        about: alloc::vec![digits],
        hides_values: true,
        // The distance would be the answer whenever the rule takes a
        // shortest way, so the hint says how to count, not what.
        hint: Text::new("exercise-when-wk-hint"),
        least: None,
    })
}
