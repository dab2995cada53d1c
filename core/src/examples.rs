//! The examples gallery: configurations worth a first look, grouped by
//! paper and network, each with what to notice and the numbers it shows.
//! `castlab examples` prints them, the page offers them on a first visit,
//! and a test evaluates every one and checks every promised value (most
//! of them printed in the papers themselves).

/// One configuration of the gallery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// A stable name, e.g. `tcd-eye-8x8`.
    pub id: &'static str,
    /// The paper it comes from (castlab's number, see [`crate::papers`]).
    pub paper: &'static str,
    /// The title.
    pub title: &'static str,
    /// What to notice, in a sentence or two.
    pub note: &'static str,
    /// The configuration.
    pub permalink: &'static str,
    /// What the number shown first is, e.g. "TCD".
    pub shows: &'static str,
    /// `castlab eval` keys (dots reach into objects, numbers into arrays)
    /// and the JSON values the example promises; the first is the number
    /// the gallery shows. For a sweep (a link with ranges), `row/column`
    /// of `castlab sweep --json`.
    pub expect: &'static [(&'static str, &'static str)],
}

mod complete;

/// Every example: the first rounds' (grouped by paper in reading order),
/// then [`complete`]'s, which show the papers' remaining figures, lemmas
/// and equations. The gallery groups them by paper.
pub const EXAMPLES: &[Example] =
    &joined::<{ FIRST.len() + complete::EXAMPLES.len() }>(FIRST, complete::EXAMPLES);

/// `a` then `b`, as one array (a constant, so `EXAMPLES` stays a slice).
const fn joined<const N: usize>(a: &[Example], b: &[Example]) -> [Example; N] {
    let mut out = [a[0]; N];
    let mut i = 0;
    while i < N {
        out[i] = if i < a.len() { a[i] } else { b[i - a.len()] };
        i += 1;
    }
    out
}

const FIRST: &[Example] = &[
    Example {
        id: "tcd-eye-8x8",
        paper: "000",
        title: "The eyes of the 8×8 mesh",
        note: "From an eye, (2, 2) here, Algorithm 1's broadcast travels 69 hops in all, the least of any source: the four circled cells.",
        permalink: "v=1&src=2,2&trace=1",
        shows: "TCD",
        expect: &[
            ("tcd", "69"),
            ("source_is_eye", "true"),
            ("optimum.tcd", "69"),
            ("optimum.count", "4"),
        ],
    },
    Example {
        id: "tcd-corner-8x8",
        paper: "000",
        title: "From the corner",
        note: "The corner is the worst place to start: 79 hops, recounted from the schedule; 000's Eqs. (3)–(7) give the same, and so does its Eq. (9), the corner's closed form.",
        permalink: "v=1",
        shows: "TCD",
        expect: &[("tcd", "79"), ("closed_form.tcd", "79"), ("map_max", "79")],
    },
    Example {
        id: "tcd-4x4-theorem-2",
        paper: "000",
        title: "Where Theorem 2 fails: 4×4 from (1, 0)",
        note: "Algorithm 1 needs 17 hops from (1, 0), but the exhaustive search over all time-step-optimal schedules finds 16: the claim of minimality fails.",
        permalink: "v=1&dims=4x4&src=1,0",
        shows: "TCD",
        expect: &[
            ("tcd", "17"),
            ("algorithms.exact", "16"),
            ("claims.1.verdict", "\"fails\""),
        ],
    },
    Example {
        id: "tcd-4x4-optimum",
        paper: "000",
        title: "The 16-hop schedule from (1, 0)",
        note: "The exhaustive optimum's schedule from the same source, checked by the same validator: one port, every node informed once, no shared link.",
        permalink: "v=1&src=1,0&algo=exact&trace=1",
        shows: "TCD",
        expect: &[
            ("tcd", "16"),
            ("valid", "true"),
            ("contention_free", "true"),
        ],
    },
    Example {
        id: "tcd-recursive-beats-paper",
        paper: "000",
        title: "A better schedule from (3, 1)",
        note: "The best dimension-ordered recursive schedule needs 70 hops where Algorithm 1 needs 73; the map shows the difference at every source.",
        permalink: "v=1&src=3,1&algo=recursive&cmp=paper&trace=1",
        shows: "TCD",
        expect: &[
            ("tcd", "70"),
            ("algorithms.paper", "73"),
            ("algorithms.symmetric", "71"),
        ],
    },
    Example {
        id: "tcd-corollary-1-certified",
        paper: "000",
        title: "Corollary 1, proven on 8×8",
        note: "A SAT solver refuted TCD 68 from every class of sources, each refutation checked by an independent DRAT checker: no schedule from anywhere beats the eyes' 69. Not only the eyes reach it: here is a 69-hop schedule from (2, 3).",
        permalink: "v=1&src=2,3&cert=1",
        shows: "TCD",
        expect: &[
            ("tcd", "69"),
            ("certificate.lower", "69"),
            ("source_is_eye", "false"),
            ("claims.2.verdict", "\"holds\""),
        ],
    },
    Example {
        id: "tcd-next-to-the-eye-settled",
        paper: "000",
        title: "Next to an eye, 70 is the least",
        note: "From (1, 2), one step from the eye (2, 2), the solver refuted 69 hops and an independent checker replayed its proof; a recursive schedule reaches 70, so the least TCD from here is settled at one hop more than the eye's.",
        permalink: "v=1&src=1,2&cert=1",
        shows: "TCD",
        expect: &[
            ("tcd", "70"),
            ("certificate.lower", "70"),
            ("certificate.proven_optimum", "true"),
        ],
    },
    Example {
        id: "tcd-torus-8x8-settled",
        paper: "000",
        title: "The 8×8 torus: every node an eye, 69 proven",
        note: "000 §5 says every node of a torus is an eye. On 8×8 the solver refuted 68 hops (a 1.8 GB proof, replayed by drat-trim in 842 s), and the eye schedule takes 69 from any node: the claim holds.",
        permalink: "v=1&net=torus&cert=1",
        shows: "TCD",
        expect: &[
            ("tcd", "69"),
            ("certificate.lower", "69"),
            ("claims.0.verdict", "\"holds\""),
        ],
    },
    Example {
        id: "tcd-difference-16x16",
        paper: "000",
        title: "Difference map, 16×16",
        note: "Purple where the recursive schedules beat Algorithm 1: 228 of 256 sources, by up to 6 hops. The eyes (291) are never beaten.",
        permalink: "v=1&dims=16x16&algo=recursive&cmp=paper",
        shows: "least TCD",
        expect: &[("optimum.tcd", "291"), ("claims.1.verdict", "\"fails\"")],
    },
    Example {
        id: "tcd-torus",
        paper: "000",
        title: "Every torus node is an eye",
        note: "On a torus every source reaches the eye value: 291 hops on 16×16, from (5, 9) as from anywhere.",
        permalink: "v=1&net=torus&dims=16x16&src=5,9",
        shows: "TCD",
        expect: &[("tcd", "291"), ("closed_form.tcd", "291")],
    },
    Example {
        id: "tcd-1024",
        paper: "000",
        title: "A million sources at once",
        note: "The recursive optimum from every source of the 1024×1024 mesh, computed level by level by distance transforms rather than by a million simulations.",
        permalink: "v=1&dims=1024x1024&src=512,512&algo=recursive",
        shows: "TCD",
        expect: &[("tcd", "1258356"), ("optimum.tcd", "1257267")],
    },
    Example {
        id: "tcd-sweep-k",
        paper: "000",
        title: "Chart: the TCD against k, and Theorem 2's failure",
        note: "From 2×2 to 256×256: the corner's and the eye's TCD on their closed forms, and the share of sources where a valid schedule beats Algorithm 1, from 4 of 16 to 65,476 of 65,536.",
        permalink: "v=1&dims=2..256^2",
        shows: "sources beaten on 256×256",
        expect: &[
            ("7/recursive_beats_paper", "65476"),
            ("3/recursive_beats_paper", "228"),
            ("2/eye_tcd", "69"),
            ("2/tcd", "79"),
            ("7/eye_closed_form", "78387"),
        ],
    },
    Example {
        id: "tcd-eye-8x8x8",
        paper: "002",
        title: "A 3-D eye: 525 on 8×8×8",
        note: "Algorithm 2 from an eye of the 8×8×8 mesh, drawn as z-slices; the eight eyes tie for the least TCD.",
        permalink: "v=1&dims=8x8x8&src=2,2,2&trace=1",
        shows: "TCD",
        expect: &[
            ("tcd", "525"),
            ("source_is_eye", "true"),
            ("optimum.count", "8"),
        ],
    },
    Example {
        id: "tcd-4x4x4-recursive",
        paper: "002",
        title: "Theorem 3 fails in 3-D too",
        note: "From (1, 0, 0) of the 4×4×4 mesh Algorithm 2 takes 68 hops; a valid recursive schedule takes 66.",
        permalink: "v=1&dims=4x4x4&src=1,0,0&algo=recursive",
        shows: "TCD",
        expect: &[("tcd", "66"), ("algorithms.paper", "68"), ("valid", "true")],
    },
    Example {
        id: "tcd-4d",
        paper: "002",
        title: "Four dimensions, as numbers",
        note: "A 4×4×4×4 mesh has no picture, but the same table: the best recursive schedules reach 255 from 16 sources.",
        permalink: "v=1&dims=4x4x4x4&algo=recursive",
        shows: "least TCD",
        expect: &[("optimum.tcd", "255"), ("optimum.count", "16")],
    },
    Example {
        id: "wk-figure-3",
        paper: "001",
        title: "Figure 3: broadcasting from 201 in WK(4, 3)",
        note: "Step through the paper's walkthrough: 201 sends (1, 0) to 210, and the label (m, t) tells every node whether to forward. Everyone hears once, in 7 steps.",
        permalink: "v=1&net=wk&src=201&step=2&trace=1",
        shows: "steps",
        expect: &[
            ("steps", "7"),
            ("exactly_once", "true"),
            ("receptions", "63"),
            ("label_bits", "4"),
        ],
    },
    Example {
        id: "wk-stack",
        paper: "001",
        title: "The stack baseline",
        note: "Chen and Duh's broadcast carries a stack of link labels; it also finishes in 7 steps, every node once, but with 6 label bits instead of 4.",
        permalink: "v=1&net=wk&src=201&algo=stack",
        shows: "steps",
        expect: &[("steps", "7"), ("stack_size", "3"), ("label_bits", "6")],
    },
    Example {
        id: "wk-constant-label",
        paper: "001",
        title: "Constant label against the stack, WK(4, 6)",
        note: "Six levels deep the constant label still needs 5 bits and at most 5 comparisons per node; the stack needs 18 bits and up to 29 operations.",
        permalink: "v=1&net=wk&w=4&l=6&src=012301",
        shows: "label bits",
        expect: &[
            ("label_bits", "5"),
            ("compare.0.work_max", "5"),
            ("compare.1.label_bits", "18"),
            ("compare.1.work_max", "29"),
        ],
    },
    Example {
        id: "wk-eccentricity",
        paper: "001",
        title: "Faster than the diameter",
        note: "From 012 the broadcast ends after 6 steps, one below the diameter 2^L − 1 = 7: every node whose digits all differ is this close to everyone.",
        permalink: "v=1&net=wk&w=3&l=3&src=012",
        shows: "steps",
        expect: &[("steps", "6"), ("eccentricity", "6"), ("diameter", "7")],
    },
    Example {
        id: "wk-sweep-labels",
        paper: "001",
        title: "Chart: constant label against the stack, L = 1 to 7",
        note: "From the corner (the link's source) the constant label is p alone, 2 bits at every L; from 0…01, which is not a corner, it is (m, t), 5 bits from L = 5 on (the dashed line). The stack's label grows to 21 bits at L = 7, its stack to 7 entries and its total decision work to ten times the constant label's.",
        permalink: "v=1&net=wk&w=4&l=1..7",
        shows: "stack label bits at L = 7",
        expect: &[
            ("6/compare.stack.label_bits", "21"),
            ("6/compare.fang.label_bits", "2"),
            ("6/general_label_bits", "5"),
            ("4/general_label_bits", "5"),
            ("6/compare.stack.stack_size", "7"),
            ("6/compare.fang.work_total", "40956"),
            ("6/compare.stack.work_total", "431409"),
        ],
    },
    Example {
        id: "orderly-9x13",
        paper: "003",
        title: "The thesis's example: T_9×13 from (0, 3)",
        note: "Under the ordering Π every vertex is informed by 14, four steps above the diameter; the first map shows when each vertex hears, and along which label.",
        permalink: "v=1&net=torus&dims=9x13&src=0,3&view=orderly&trace=1",
        shows: "b^Π(G)",
        expect: &[
            ("broadcast_time", "14"),
            ("from_source", "14"),
            ("diameter", "10"),
        ],
    },
    Example {
        id: "orderly-printed-ell",
        paper: "003",
        title: "ℓ as §3.1 prints it breaks Lemma 3.8.1",
        note: "With the printed ℓ (even) Π needs 16 on T_14×10, one more than the lemma allows; the next example uses ℓ odd.",
        permalink: "v=1&net=torus&dims=14x10&view=orderly&algo=pi-literal",
        shows: "b^Π(G)",
        expect: &[("broadcast_time", "16"), ("lemma_bound", "15")],
    },
    Example {
        id: "orderly-odd-ell",
        paper: "003",
        title: "ℓ odd meets it",
        note: "With ℓ odd, as the thesis's own example uses, Π reaches its bound 15 on T_14×10 exactly.",
        permalink: "v=1&net=torus&dims=14x10&view=orderly",
        shows: "b^Π(G)",
        expect: &[("broadcast_time", "15"), ("lemma_bound", "15")],
    },
    Example {
        id: "orderly-search-4x4",
        paper: "003",
        title: "A better ordering than Π on T_4×4",
        note: "Π needs 6; a seeded local search finds an ordering that needs 5, Theorem 2.2.1's lower bound, so it is optimal.",
        permalink: "v=1&net=torus&dims=4x4&view=orderly&algo=search",
        shows: "b^Π(G)",
        expect: &[
            ("broadcast_time", "5"),
            ("lower_bound", "5"),
            ("search.start_time", "6"),
        ],
    },
    Example {
        id: "orderly-certified-5x6",
        paper: "003",
        title: "b^o(T_5×6) = 7, proven",
        note: "An ordering a SAT solver found informs every vertex by 7 from every originator, Theorem 2.2.1's lower bound, so b^o = 7; Π and the local search need 8.",
        permalink: "v=1&net=torus&dims=5x6&view=orderly&cert=1",
        shows: "b^Π(G)",
        expect: &[
            ("broadcast_time", "7"),
            ("certificate.proven_optimum", "true"),
            ("lower_bound", "7"),
        ],
    },
    Example {
        id: "orderly-orientation",
        paper: "003",
        title: "Turn the torus: T_9×8",
        note: "As laid out, Lemma 3.8.2 bounds Π by 13; Theorem 3.8.1 turns Π along the even side and proves 12, which Π reaches.",
        permalink: "v=1&net=torus&dims=9x8&view=orderly",
        shows: "b^Π(G)",
        expect: &[
            ("broadcast_time", "12"),
            ("thesis_bound", "12"),
            ("lemma_bound", "13"),
        ],
    },
    Example {
        id: "orderly-3d",
        paper: "003",
        title: "Three dimensions: Π_d on T_6×6×4",
        note: "Π_d informs the torus by 15, within Theorem 4.3.1's 18.",
        permalink: "v=1&net=torus&dims=6x6x4&src=1,2,3&view=orderly",
        shows: "b^Π(G)",
        expect: &[("broadcast_time", "15"), ("thesis_bound", "18")],
    },
    Example {
        id: "orderly-cycle",
        paper: "003",
        title: "The cycle C_7",
        note: "Every ordering of the 7-cycle is tried: the best needs 4 = ⌊2n/3⌋, one below the ⌈2n/3⌉ = 5 that §1.3 prints.",
        permalink: "v=1&net=torus&dims=7&view=orderly&algo=dim",
        shows: "b^o(G)",
        expect: &[
            ("optimum", "4"),
            ("diameter", "3"),
            ("bounds.0.value", "5"),
            ("bounds.0.verdict", "\"fails\""),
        ],
    },
    Example {
        id: "orderly-sweep-lemma",
        paper: "003",
        title: "Chart: Π on 1,444 tori against the lemma bound",
        note: "Every torus from 3×3 to 40×40, every originator: Π stays within Lemma 3.8.1/3.8.2's bound on all of them and equals it on 637 (the rings); T_9×13 needs 14.",
        permalink: "v=1&net=torus&dims=3..40x3..40&view=orderly",
        shows: "b^Π of T_9×13",
        expect: &[
            ("238/broadcast_time", "14"),
            ("238/lemma_bound", "15"),
            ("1443/broadcast_time", "44"),
            ("1443/lemma_bound", "44"),
        ],
    },
    Example {
        id: "orderly-sweep-printed-ell",
        paper: "003",
        title: "Chart: where §3.1's printed ℓ breaks the bound",
        note: "The same 1,444 tori with ℓ as §3.1 prints it: 116 of them (the crosses) need a step more than the lemma allows, from T_14×10 on.",
        permalink: "v=1&net=torus&dims=3..40x3..40&view=orderly&algo=pi-literal",
        shows: "b^Π of T_14×10",
        expect: &[("425/broadcast_time", "16"), ("425/lemma_bound", "15")],
    },
    Example {
        id: "orderly-sweep-3d",
        paper: "003",
        title: "Chart: 3-D tori against Theorem 4.3.1",
        note: "T_m×n×4 for m, n from 3 to 12: Π stays well inside Theorem 4.3.1's bound everywhere; the colour is the bound's slack.",
        permalink: "v=1&net=torus&dims=3..12x3..12x4&view=orderly",
        shows: "b^Π of T_3×3×4",
        expect: &[("0/broadcast_time", "12"), ("0/thesis_bound", "16")],
    },
    Example {
        id: "msn-route",
        paper: "004",
        title: "A shortest route in the 8×8 Manhattan Street network",
        note: "One-way streets: from (0, 0) to (3, 5) takes 6 hops by Eq. (5), the routing tag 000111, confirmed by breadth-first search.",
        permalink: "v=1&net=msn&dst=3,5",
        shows: "hops",
        expect: &[
            ("distance", "6"),
            ("distance_bfs", "6"),
            ("routing_tag", "\"000111\""),
            ("mean_distance_exact", "\"79/16\""),
        ],
    },
    Example {
        id: "msn-mean-distance",
        paper: "004",
        title: "Mean distance of a 10×6 network",
        note: "The mean over all pairs is 47/10, exactly what Eq. (27) gives.",
        permalink: "v=1&net=msn&dims=10x6&dst=7,3",
        shows: "hops",
        expect: &[
            ("distance", "6"),
            ("mean_distance_exact", "\"47/10\""),
            ("mean_distance_eq27", "\"47/10\""),
        ],
    },
    Example {
        id: "msn-total-exchange",
        paper: "004",
        title: "Total exchange in 158 slots",
        note: "Every node sends a packet to every other, phase by phase, with every link busy in every slot: 158 slots on 8×8, Eq. (28)'s optimum.",
        permalink: "v=1&net=msn&view=te&trace=1",
        shows: "slots",
        expect: &[
            ("slots", "158.0"),
            ("slots_eq28", "158.0"),
            ("utilization", "1.0"),
            ("collision_free", "true"),
        ],
    },
    Example {
        id: "msn-multinode-broadcast",
        paper: "004",
        title: "Multinode broadcast in N²/2 slots",
        note: "Every node broadcasts at once; the sets A_1 … A_32 never collide, meeting the lower bound of 32 slots.",
        permalink: "v=1&net=msn&view=mnb",
        shows: "slots",
        expect: &[("slots", "32"), ("lower_bound", "32"), ("complete", "true")],
    },
    Example {
        id: "msn-hamiltonian",
        paper: "004",
        title: "Two edge-disjoint Hamiltonian cycles",
        note: "Orange and blue each visit all 64 nodes and share no link; a multinode broadcast on both rings takes 31.5 slots.",
        permalink: "v=1&net=msn&view=hamiltonian",
        shows: "slots",
        expect: &[
            ("slots", "31.5"),
            ("hamiltonian", "true"),
            ("edge_disjoint", "true"),
        ],
    },
    Example {
        id: "msn-sweep-mean-distance",
        paper: "004",
        title: "Chart: mean distance against N",
        note: "From 4×4 to 64×64: the mean over every route lies exactly on Eq. (27), a little above the torus's (X+Y)/4, and the throughput bound falls as 1/N.",
        permalink: "v=1&net=msn&dims=4..64^2",
        shows: "mean distance on 8×8",
        expect: &[
            ("2/mean_distance_exact", "\"79/16\""),
            ("2/mean_distance_eq27", "\"79/16\""),
            ("30/mean_distance_exact", "\"33791/1024\""),
        ],
    },
    Example {
        id: "exercise-least-8x8",
        paper: "000",
        title: "Exercise: where should the source be?",
        note: "Click the source you think gives the least TCD; the map stays plain until you find a best one, and from the third wrong pick the feedback says how far off its value is.",
        permalink: "v=1&ask=least",
        shows: "least TCD",
        expect: &[("optimum.tcd", "69"), ("optimum.count", "4")],
    },
    Example {
        id: "exercise-when-9x13",
        paper: "003",
        title: "Exercise: when is this vertex informed?",
        note: "Follow Π's labels from the originator (0, 3) to the marked vertex; a wrong time gets a hint naming the neighbour it hears from.",
        permalink: "v=1&net=torus&dims=9x13&src=0,3&view=orderly&seed=2&ask=when",
        shows: "b^Π(src)",
        expect: &[("from_source", "14")],
    },
    Example {
        id: "exercise-when-wk",
        paper: "001",
        title: "Exercise: which step reaches this node?",
        note: "All ports, one hop per step, by the constant-label rules: say at which step the marked node of WK(4, 3) hears from 201.",
        permalink: "v=1&net=wk&src=201&seed=3&ask=when",
        shows: "steps",
        expect: &[("steps", "7")],
    },
    Example {
        id: "exercise-hops-msn",
        paper: "004",
        title: "Exercise: how long is this route?",
        note: "Count the hops of the shortest route from (0, 0) to (7, 3) in the 10×6 Manhattan Street network, where every street is one-way.",
        permalink: "v=1&net=msn&dims=10x6&dst=7,3&ask=hops",
        shows: "hops",
        expect: &[("distance", "6")],
    },
];

/// The example with this id.
pub fn example(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}

/// A first path through the gallery, in order, with why each comes next:
/// an eye, a schedule that beats the paper, the WK figure, orderly
/// broadcasting, the Manhattan Street network's total exchange. One per
/// idea, each building on the one before.
pub const START_HERE: [(&str, &str); 5] = [
    ("tcd-eye-8x8", "what TCD is, and the eyes where it is least"),
    (
        "tcd-recursive-beats-paper",
        "where a paper's claim fails, and a better schedule",
    ),
    ("wk-figure-3", "a different network, all ports at once"),
    (
        "orderly-9x13",
        "orderly broadcasting: each node's fixed order of labels",
    ),
    (
        "msn-total-exchange",
        "every node to every other, slot by slot",
    ),
];

/// The example whose link this is, if any.
pub fn example_of_link(permalink: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.permalink == permalink)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::parse;

    #[test]
    fn every_example_is_a_clean_link_of_a_known_paper() {
        assert!(EXAMPLES.len() >= 24);
        for e in EXAMPLES {
            assert!(crate::papers::paper(e.paper).is_some(), "{}", e.id);
            assert!(!e.expect.is_empty() && !e.note.is_empty(), "{}", e.id);
            if e.permalink.contains("..") {
                // A sweep: its rows are checked by the CLI's examples test.
                #[cfg(feature = "json")]
                {
                    let plan = crate::sweep::plan(e.permalink, crate::sweep::MAX_WORK);
                    assert_eq!(
                        plan.map(|p| p.permalink).as_deref(),
                        Ok(e.permalink),
                        "{}",
                        e.id
                    );
                }
                continue;
            }
            let parsed = parse(e.permalink);
            assert_eq!(parsed.errors, [], "{}", e.id);
            assert_eq!(
                parsed.query.to_permalink(),
                e.permalink,
                "{}: canonical",
                e.id
            );
            assert_eq!(EXAMPLES.iter().filter(|o| o.id == e.id).count(), 1);
        }
        // The first path is five distinct examples over every network.
        let path: Vec<&Example> = START_HERE
            .iter()
            .map(|(id, _)| example(id).expect("a START_HERE id is an example"))
            .collect();
        for (k, e) in path.iter().enumerate() {
            assert!(path[..k].iter().all(|o| o.id != e.id), "{} twice", e.id);
        }
        for net in crate::permalink::Net::ALL {
            assert!(
                path.iter().any(|e| parse(e.permalink).query.net == *net),
                "{net}"
            );
        }
        // Every network is covered.
        for net in crate::permalink::Net::ALL {
            assert!(
                EXAMPLES
                    .iter()
                    .any(|e| parse(e.permalink).query.net == *net)
            );
        }
    }
}
