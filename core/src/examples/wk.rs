//! The gallery's examples on WK-recursive networks: the two broadcasts of
//! paper 001.

use super::Example;

pub(super) const EXAMPLES: &[Example] = &[
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
        title: "The stack-based broadcast",
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
        id: "exercise-when-wk",
        paper: "001",
        title: "Exercise: which step reaches this node?",
        note: "All ports, one hop per step, by the constant-label rules: say at which step the marked node of WK(4, 3) hears from 201.",
        permalink: "v=1&net=wk&src=201&seed=3&ask=when",
        shows: "steps",
        expect: &[("steps", "7")],
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
];
