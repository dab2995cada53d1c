//! The orderly view of one originator: its arrival times, every bound
//! and known value beside them, checked, and the messy broadcasts.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{
    BoundCheck, LABEL_LIMIT, MESSY_EXACT_LIMIT, MESSY_LIMIT, MESSY_TRIALS, MessySummary,
    OrderlyAnalysis, SearchSummary, Verdict,
};
use crate::certified;
use crate::grid::NodeId;
use crate::orderly::messy::{self, Messy};
use crate::orderly::orderings;
use crate::orderly::{Model, UNREACHED, Vertex, arrival, bounds, completion};
use crate::permalink::{Algo, Net, Query};
use crate::text::Text;
use crate::trace::{Trace, TraceError};
use crate::wk::WkNode;

/// The orderly view of one originator.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OrderlyReport {
    /// `pi`, `piliteral`, `dim` or `search` (the JSON has always written
    /// `pi-literal` without its hyphen), or `user-supplied` for an ordering
    /// given to `castlab eval --ordering`.
    pub ordering: String,
    /// What the ordering is.
    pub ordering_description: Text,
    /// `nonadaptive` or `adaptive`.
    pub model: String,
    /// The originator as a vertex index (x fastest; WK by address value).
    pub originator: Vertex,
    /// b^Π(G), when the per-originator map was computed.
    pub broadcast_time: Option<u32>,
    /// b^Π(src).
    pub from_source: u32,
    /// The graph's diameter.
    pub diameter: u32,
    /// The best lower bound that applies to every ordering.
    pub lower_bound: u32,
    /// Where `lower_bound` comes from.
    pub lower_bound_cited: String,
    /// The best upper bound the thesis proves for this torus: Theorem
    /// 3.8.1 in 2-D (Π laid out along the better orientation), Theorem
    /// 4.3.1 in d-D. It bounds b^Π, and so b^o.
    pub thesis_bound: Option<u32>,
    /// Lemma 3.8.1 or 3.8.2's bound for Π laid out as the link's `dims`
    /// (rows along the first side), on 2-D tori.
    pub lemma_bound: Option<u32>,
    /// Every bound and known value, checked.
    pub bounds: Vec<BoundCheck>,
    /// Arrival time of every vertex from the originator.
    pub arrival: Vec<u32>,
    /// b^Π(u) for every originator u (x fastest).
    pub per_originator: Option<Vec<u32>>,
    /// Why `per_originator` is missing, if it is.
    pub per_originator_skipped: Option<Text>,
    /// Originators propagated (one per orbit of the automorphisms).
    pub originators_computed: usize,
    /// Verified automorphisms that cut the work.
    pub automorphisms: usize,
    /// Originators whose time equals b^Π(G).
    pub worst_originators: usize,
    /// The classical optimum b(src), exhaustive, for at most 16 vertices.
    pub classical: Option<u32>,
    /// b^o(G) over every ordering, when there are few enough.
    pub optimum: Option<u32>,
    /// Messy broadcasts from the originator, models M1–M3.
    pub messy: Vec<MessySummary>,
    /// What `algo=search` found.
    pub search: Option<SearchSummary>,
    /// Label lists for drawing: vertex v's out-neighbours in label order
    /// are `label_targets[label_offsets[v]..label_offsets[v + 1]]`.
    pub label_offsets: Option<Vec<u32>>,
    /// See `label_offsets`.
    pub label_targets: Option<Vec<u32>>,
}

fn check(cited: &str, kind: &str, value: u32, ok: bool, note: Text) -> BoundCheck {
    BoundCheck {
        cited: cited.into(),
        kind: kind.into(),
        value,
        verdict: if ok { Verdict::Holds } else { Verdict::Fails },
        note,
    }
}

/// The originator's vertex index.
fn originator(q: &Query) -> Vertex {
    match q.net {
        Net::Wk => Vertex::at(q.wk_src.index()),
        Net::Graph(_) => Vertex::new(q.vertex()),
        Net::Mesh | Net::Torus | Net::Msn => {
            q.grid.node(&q.src).map_or(Vertex::new(0), Vertex::from)
        }
    }
}

/// The trace of the orderly broadcast from the query's originator: the
/// message that first informs each vertex. `None` in the adaptive model,
/// where a vertex skips the neighbours it heard from and the times alone
/// do not name the sender.
pub fn orderly_trace(a: &OrderlyAnalysis, q: &Query) -> Result<Option<Trace>, TraceError> {
    if a.adaptive {
        return Ok(None);
    }
    let times = arrival(&a.ordering, originator(q), Model::NonAdaptive);
    let coords = |v: u32| match q.net {
        Net::Wk => q.wk.digits(WkNode::new(v as usize)),
        Net::Mesh | Net::Torus | Net::Msn => q.grid.coords(NodeId::new(v as usize)).to_vec(),
        Net::Graph(_) => alloc::vec![v],
    };
    let n2 = q.grid.sides().get(1).copied().unwrap_or(0);
    let pi_ell = if a.user_supplied || q.net != Net::Torus {
        None
    } else if a.algo == Algo::Pi {
        Some(orderings::ell(n2))
    } else if a.algo == Algo::PiLiteral {
        Some(orderings::ell_literal(n2))
    } else {
        None
    };
    // A family's vertices are written as its addresses, as the page does.
    let family = q.topology();
    let address = |v: u32| {
        family
            .as_ref()
            .map_or_else(String::new, |g| g.address(v as usize))
    };
    let vertices = crate::trace::orderly::Vertices {
        coords: &coords,
        address: family
            .is_some()
            .then_some(&address as &dyn Fn(u32) -> String),
        pi_ell,
    };
    let algo = (!a.user_supplied).then_some(a.algo);
    let pseudocode = crate::trace::orderly::pseudocode(algo, q.grid.dims(), pi_ell);
    crate::trace::orderly::trace(&a.ordering, &times, &vertices, pseudocode).map(Some)
}

/// The lists of an orderly view that a download offers (see
/// `export::offered_tables`).
pub(in crate::eval) fn tables(query: &Query) -> Vec<&'static str> {
    let nodes = match query.net {
        Net::Wk => query.wk.nodes(),
        Net::Mesh | Net::Torus | Net::Msn => query.grid.node_count(),
        Net::Graph(family) => family.node_count(query.size),
    };
    let mut out = Vec::from(["bounds"]);
    if nodes <= MESSY_LIMIT {
        out.push("messy");
    }
    out
}

/// The report for the query's originator.
pub fn orderly_report(a: &OrderlyAnalysis, q: &Query) -> OrderlyReport {
    report(a, q, true)
}

/// [`orderly_report`] without the messy broadcasts (`messy` is empty):
/// the summary a sweep reads, at a third of the cost on small graphs.
pub fn orderly_summary(a: &OrderlyAnalysis, q: &Query) -> OrderlyReport {
    report(a, q, false)
}

/// The bounds beside the exact times, and the best lower bound with where
/// it comes from.
struct Bounds {
    list: Vec<BoundCheck>,
    lower: u32,
    lower_cited: String,
    thesis: Option<u32>,
    lemma: Option<u32>,
}

/// What the bounds are checked against: b^Π(G) where every originator was
/// computed, else b^Π(src), named so in the notes.
struct Measured {
    exact: Option<u32>,
    value: u32,
    subject: &'static str,
    log2: u32,
}

fn report(a: &OrderlyAnalysis, q: &Query, with_messy: bool) -> OrderlyReport {
    let src = originator(q);
    let messy = if with_messy && a.ordering.nodes() <= MESSY_LIMIT {
        messy_runs(&a.ordering, src, q.seed, MESSY_TRIALS)
    } else {
        Vec::new()
    };
    report_from(a, src, messy)
}

/// The report from `src`, with `messy` as the messy broadcasts: a link's
/// ([`orderly_report`]) or a user's graph's (`eval::graph_report`).
pub(in crate::eval) fn report_from(
    a: &OrderlyAnalysis,
    src: Vertex,
    messy: Vec<MessySummary>,
) -> OrderlyReport {
    let model = if a.adaptive {
        Model::Adaptive
    } else {
        Model::NonAdaptive
    };
    let times = arrival(&a.ordering, src, model);
    let from_source = completion(&times);
    let n = a.ordering.nodes();
    let exact = a.all.as_ref().map(|all| completion(&all.times));
    let measured = Measured {
        exact,
        value: exact.unwrap_or(from_source),
        subject: if a.all.is_some() {
            "b^Π(G)"
        } else {
            "b^Π(src)"
        },
        log2: bounds::log2_ceil(n),
    };
    let mut b = grid_bounds(a, &measured);
    certificate_bound(a, &measured, &mut b);
    b.list.push(check(
        "the diameter",
        "lower",
        a.diameter,
        measured.value >= a.diameter,
        Text::new("eval-bound-diameter"),
    ));
    let graph_of_labels = || {
        let (offsets, targets) = a.ordering.as_flat();
        (offsets.to_vec(), crate::orderly::Vertex::numbers(targets))
    };
    let labels = (n <= LABEL_LIMIT).then(graph_of_labels);
    let (per_originator, computed, automorphisms, worst) = match &a.all {
        Some(all) => {
            let worst = exact.map_or(0, |t| all.times.iter().filter(|&&x| x == t).count());
            (
                Some(all.times.clone()),
                all.computed,
                all.automorphisms,
                worst,
            )
        }
        None => (None, 0, 0, 0),
    };
    OrderlyReport {
        ordering: if a.user_supplied {
            "user-supplied".into()
        } else {
            // serde's lowercase variant names, as the JSON has always had them.
            a.algo.as_str().replace('-', "")
        },
        ordering_description: a.description.clone(),
        model: if a.adaptive {
            "adaptive"
        } else {
            "nonadaptive"
        }
        .into(),
        originator: src,
        broadcast_time: exact,
        from_source,
        diameter: a.diameter,
        lower_bound: b.lower,
        lower_bound_cited: b.lower_cited,
        thesis_bound: b.thesis,
        lemma_bound: b.lemma,
        bounds: b.list,
        arrival: times,
        per_originator,
        per_originator_skipped: a.skipped.clone(),
        originators_computed: computed,
        automorphisms,
        worst_originators: worst,
        classical: messy::classical_time(&a.ordering, src),
        optimum: a.optimum,
        messy,
        search: a.search.clone(),
        label_offsets: labels.as_ref().map(|l| l.0.clone()),
        label_targets: labels.map(|l| l.1),
    }
}

/// The bounds of the analysis's grid: the thesis's on 2-D and d-D tori,
/// §1.3's known optima on cycles, paths and 2-D meshes.
fn grid_bounds(a: &OrderlyAnalysis, m: &Measured) -> Bounds {
    let (lower, lower_cited) = if m.log2 > a.diameter {
        (m.log2, "⌈log₂ N⌉ (§1.2.1)")
    } else {
        (a.diameter, "the diameter")
    };
    let mut b = Bounds {
        list: Vec::new(),
        lower,
        lower_cited: lower_cited.into(),
        thesis: None,
        lemma: None,
    };
    let Some(g) = a.grid else {
        return b;
    };
    let s = g.sides();
    if g.is_torus() && s.len() == 2 {
        torus_2d_bounds(a, m, (s[0], s[1]), &mut b);
    } else if g.is_torus() && s.len() >= 3 {
        let t = bounds::theorem_4_3_1(s).expect("d >= 2");
        b.thesis = Some(t);
        let note = Text::new("eval-bound-pi-d").arg("subject", m.subject);
        let theorem = check("003 Theorem 4.3.1", "upper", t, m.value <= t, note);
        b.list.push(about_pi(a, "003 Theorem 4.3.1", t, theorem));
    } else if g.is_torus() {
        let printed = bounds::cycle_optimum(s[0]);
        b.list.push(optimum_check(
            "003 §1.3 b^o(C_n) = ⌈2n/3⌉",
            printed,
            a.optimum,
        ));
    } else if s.len() == 1 {
        let printed = bounds::path_optimum(s[0]);
        b.list.push(optimum_check(
            "003 §1.3 b^o(P_n) = ⌈(3n−4)/2⌉",
            printed,
            a.optimum,
        ));
    } else if s.len() == 2 {
        let printed = bounds::grid_optimum(s[0], s[1]);
        b.list.push(optimum_check(
            "003 §1.3 b^o(G_{m×n}) = m + n − 1",
            printed,
            a.optimum,
        ));
    }
    b
}

/// Π's bounds say nothing about an ordering the user brought.
fn about_pi(a: &OrderlyAnalysis, cited: &str, value: u32, check: BoundCheck) -> BoundCheck {
    if a.user_supplied {
        BoundCheck {
            cited: cited.into(),
            kind: "upper".into(),
            value,
            verdict: Verdict::NotApplicable,
            note: Text::new("eval-bound-user-supplied"),
        }
    } else {
        check
    }
}

/// T_{m×n}: Theorem 2.2.1's lower bound, Lemma 3.8.1/3.8.2 and Theorem
/// 3.8.1 for Π, and the earlier and classical bounds for reference.
fn torus_2d_bounds(a: &OrderlyAnalysis, m: &Measured, (rows, cols): (u32, u32), b: &mut Bounds) {
    let (diameter, value, subject) = (a.diameter, m.value, m.subject);
    let lb = bounds::lower_bound_2d(rows, cols);
    b.lower = lb;
    b.lower_cited = "003 Theorem 2.2.1".into();
    b.list.push(check(
        "003 Theorem 2.2.1",
        "lower",
        lb,
        m.exact.is_none_or(|t| t >= lb),
        Text::new("eval-bound-lower-2d")
            .arg("rows", rows)
            .arg("cols", cols),
    ));
    let lemma = bounds::lemma_bound(rows, cols);
    let theorem = bounds::theorem_3_8_1(rows, cols);
    (b.thesis, b.lemma) = (Some(theorem), Some(lemma));
    let lemma_name = if rows % 2 == 0 {
        "003 Lemma 3.8.1"
    } else {
        "003 Lemma 3.8.2"
    };
    let is_pi = !a.user_supplied && matches!(a.algo, Algo::Pi | Algo::PiLiteral);
    let whose = if is_pi {
        Text::new("eval-bound-lemma-pi")
    } else {
        Text::new("eval-bound-lemma-met")
    };
    let lemma_check = check(
        lemma_name,
        "upper",
        lemma,
        value <= lemma,
        whose
            .arg("subject", subject)
            .arg("excess", lemma - diameter),
    );
    b.list.push(about_pi(a, lemma_name, lemma, lemma_check));
    let turned = theorem < lemma;
    let theorem_check = BoundCheck {
        cited: "003 Theorem 3.8.1".into(),
        kind: "upper".into(),
        value: theorem,
        verdict: if value <= theorem {
            Verdict::Holds
        } else if turned {
            Verdict::Open
        } else {
            Verdict::Fails
        },
        note: if turned {
            Text::new("eval-bound-theorem-turned")
                .arg("rows", rows)
                .arg("cols", cols)
        } else {
            Text::new("eval-bound-theorem")
                .arg("subject", subject)
                .arg("excess", theorem - diameter)
        },
    };
    b.list
        .push(about_pi(a, "003 Theorem 3.8.1", theorem, theorem_check));
    let dp = bounds::diks_pelc(rows, cols);
    b.list.push(check(
        "003 §1.3 (Diks and Pelc)",
        "reference",
        dp,
        value <= dp,
        if value <= dp {
            Text::new("eval-bound-diks-pelc-meets")
        } else {
            Text::new("eval-bound-diks-pelc-misses")
        },
    ));
    let classical = bounds::classical_2d(rows, cols);
    b.list.push(check(
        "003 Chapter 5, from [16]",
        "reference",
        classical,
        classical >= m.log2,
        Text::new("eval-bound-classical").arg("log2", m.log2),
    ));
}

/// The certificate's lower bound (`cert=1`), when the solver proved one:
/// a row, and the best lower bound if it is higher.
fn certificate_bound(a: &OrderlyAnalysis, m: &Measured, b: &mut Bounds) {
    let certificate = (a.algo == Algo::Optimum && !a.user_supplied)
        .then(|| a.grid.as_ref().and_then(certified::orderly))
        .flatten()
        .map(|stored| stored.certificate);
    // A row only for a bound the solver proved: the theorem has its own.
    let Some(c) = certificate.filter(|c| c.lower_by != certified::LowerBy::Theorem) else {
        return;
    };
    let proven = c.lower as u32;
    let how = if c.is_optimum() {
        Text::new("eval-bound-certificate-optimal")
    } else {
        Text::new("eval-bound-certificate-gap")
    };
    b.list.push(check(
        "castlab's certificate (docs/certified.md)",
        "lower",
        proven,
        m.exact.is_none_or(|t| t >= proven),
        how,
    ));
    if proven > b.lower {
        b.lower = proven;
        b.lower_cited = "castlab's certificate (docs/certified.md)".into();
    }
}

fn optimum_check(cited: &str, printed: u32, optimum: Option<u32>) -> BoundCheck {
    BoundCheck {
        cited: cited.into(),
        kind: "reference".into(),
        value: printed,
        verdict: match optimum {
            Some(o) if o == printed => Verdict::Holds,
            Some(_) => Verdict::Fails,
            None => Verdict::Open,
        },
        note: match optimum {
            Some(o) => Text::new("eval-bound-optimum-tried").arg("optimum", o),
            None => Text::new("eval-bound-optimum-too-many"),
        },
    }
}

/// `trials` seeded messy broadcasts from `src` under each of M1–M3, with
/// the exact worst case on small graphs (any graph: the labels are not
/// read).
pub(in crate::eval) fn messy_runs(
    graph: &crate::orderly::Ordering,
    src: Vertex,
    seed: u32,
    trials: u32,
) -> Vec<MessySummary> {
    let n = graph.nodes();
    Messy::ALL
        .iter()
        .map(|&m| {
            let runs = messy::messy_distribution(graph, src, m, trials, u64::from(seed));
            let worst = (n <= MESSY_EXACT_LIMIT)
                .then(|| messy::worst_time(graph, src, m).ok())
                .flatten();
            summarise(m, &runs, worst)
        })
        .collect()
}

fn summarise(model: Messy, runs: &[u32], worst: Option<u32>) -> MessySummary {
    let finite: Vec<u32> = runs.iter().copied().filter(|&t| t != UNREACHED).collect();
    let (min, max) = (
        finite.first().copied().unwrap_or(0),
        finite.last().copied().unwrap_or(0),
    );
    let mut histogram = alloc::vec![0u32; (max - min + 1) as usize];
    for &t in &finite {
        histogram[(t - min) as usize] += 1;
    }
    MessySummary {
        model: format!("{model:?}"),
        trials: runs.len() as u32,
        min,
        median: finite.get(finite.len() / 2).copied().unwrap_or(0),
        max,
        histogram,
        worst,
    }
}
