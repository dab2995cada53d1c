//! WK(3, 3): paper 001's all-port model.

use super::*;

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
