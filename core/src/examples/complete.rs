//! The examples of "the papers, complete": each shows a figure, lemma or
//! equation the first rounds left out, with values a native test derives
//! independently (see `docs/papers.md`).

use super::Example;

pub(super) const EXAMPLES: &[Example] = &[
    Example {
        id: "orderly-messy-exact-path",
        paper: "003",
        title: "Messy broadcasting, exactly: the path P_8",
        note: "§1.2.2's worst cases are maxima over every choice, so samples only approach them. The exhaustive search gives them exactly from an end of P_8: n − 1 = 7 under M1 and M2, 2n − 3 = 13 under M3, where a vertex may first send back to where it heard from.",
        permalink: "v=1&dims=8&view=orderly",
        shows: "worst case under M3",
        expect: &[
            ("messy.2.worst", "13"),
            ("messy.0.worst", "7"),
            ("messy.1.worst", "7"),
        ],
    },
    Example {
        id: "tcd-least-known-8x8",
        paper: "000",
        title: "Figure 2: the least TCD of every node",
        note: "Each node's least known TCD, marked by how it is known: 69 and 70 proven around the eyes, intervals elsewhere (69–79 at the corner). Eqs. (8)–(10) as printed match the schedules.",
        permalink: "v=1&src=2,2&algo=least",
        shows: "least TCD",
        expect: &[
            ("tcd", "69"),
            ("least.known.18", "\"proven\""),
            ("least.known.0", "\"interval\""),
            ("least.lower.0", "69"),
            ("tcd_map.0", "79"),
            ("least.printed.0.value", "79"),
            ("least.printed.2.value", "69"),
        ],
    },
    Example {
        id: "tcd-least-known-4x4x4",
        paper: "002",
        title: "Figure 5 in 3-D: the least TCD of every node of 4×4×4",
        note: "002's Figure 5 shows the minimum TCD of every node of the 4×4×4 mesh in four y-planes; castlab draws z-slices. Every value here is proven by a certificate, and the least, 63 (Theorem 5's Eq. (13) as printed), is reached at exactly the 8 eyes the paper underlines.",
        permalink: "v=1&dims=4x4x4&src=1,1,1&algo=least",
        shows: "least TCD",
        expect: &[
            ("tcd", "63"),
            ("least.known.21", "\"proven\""),
            ("least.printed.0.value", "63"),
            ("optimum.tcd", "63"),
            ("optimum.count", "8"),
        ],
    },
    Example {
        id: "tcd-regions-8x8",
        paper: "000",
        title: "Who answers for which submesh",
        note: "Figs. 4–6 of 000 explain where each message goes by the submesh its sender is responsible for. Dashed boxes show them after each step: from the eye (2, 2), step 1 halves the mesh across x, step 2 across y, and at step 3 each quadrant's holder hands the half nearer its eye side to a neighbour: (2, 2) keeps x = 2…3 and (1, 2) takes x = 0…1.",
        permalink: "v=1&src=2,2&step=3&trace=1",
        shows: "TCD",
        expect: &[
            ("tcd", "69"),
            ("regions.0.high", "[3,7]"),
            ("regions.2.high", "[3,3]"),
            ("regions.6.holder", "[2,2]"),
            ("regions.6.low", "[2,0]"),
            ("regions.10.holder", "[1,2]"),
            ("regions.10.high", "[1,3]"),
        ],
    },
    Example {
        id: "wk-outline-4-3",
        paper: "001",
        title: "The outline graph: WK(4, 3) seen as WK(4, 2)",
        note: "Definition 5 takes each WK(4, 1) cluster as one vertex. The 16 discs and the links between them form WK(4, 2), as Proposition 1 says: 24 links inside its 4 clusters (once level-1 links) and 6 between them (once level-2), each one level lower than in the network.",
        permalink: "v=1&net=wk&outline=1",
        shows: "clusters",
        expect: &[
            ("outline.clusters", "16"),
            ("outline.inner_links", "24"),
            ("outline.inter_links", "6"),
            ("outline.is_wk_one_level_down", "true"),
        ],
    },
    Example {
        id: "msn-areas-10x8",
        paper: "004",
        title: "Figs. 3–4: the destination areas, and Eq. (21)'s lost factor",
        note: "Each destination of the 10×8 network takes the colour of the path family that reaches it first: the areas A₁ … A₄ on which Eqs. (6)–(9) write the distance. The panel sums the distances by parity class: breadth-first search gives 108 for x and y odd, as Appendix A.9 does; Eq. (21) as printed gives 64.",
        permalink: "v=1&net=msn&dims=10x8&view=areas",
        shows: "odd–odd sum",
        expect: &[
            ("sums.0.bfs", "108"),
            ("sums.0.appendix_value", "108"),
            ("sums.0.body_value", "64"),
            ("sums.1.bfs", "104"),
        ],
    },
];
