//! The 8×8 Manhattan Street network: paper 004's store and forward.

use super::*;

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
