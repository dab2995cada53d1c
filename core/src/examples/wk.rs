//! The gallery's examples on WK-recursive networks: the two broadcasts of
//! paper 001.

use super::Example;
use crate::text;

pub(super) const EXAMPLES: &[Example] = &[
    Example {
        id: "wk-figure-3",
        paper: "001",
        title: text::id("gallery-wk-figure-3-title"),
        note: text::id("gallery-wk-figure-3-note"),
        permalink: "v=1&net=wk&src=201&step=2&trace=1",
        shows: text::id("gallery-shows-steps"),
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
        title: text::id("gallery-wk-stack-title"),
        note: text::id("gallery-wk-stack-note"),
        permalink: "v=1&net=wk&src=201&algo=stack",
        shows: text::id("gallery-shows-steps"),
        expect: &[("steps", "7"), ("stack_size", "3"), ("label_bits", "6")],
    },
    Example {
        id: "wk-constant-label",
        paper: "001",
        title: text::id("gallery-wk-constant-label-title"),
        note: text::id("gallery-wk-constant-label-note"),
        permalink: "v=1&net=wk&w=4&l=6&src=012301",
        shows: text::id("gallery-shows-label-bits"),
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
        title: text::id("gallery-wk-eccentricity-title"),
        note: text::id("gallery-wk-eccentricity-note"),
        permalink: "v=1&net=wk&w=3&l=3&src=012",
        shows: text::id("gallery-shows-steps"),
        expect: &[("steps", "6"), ("eccentricity", "6"), ("diameter", "7")],
    },
    Example {
        id: "wk-sweep-labels",
        paper: "001",
        title: text::id("gallery-wk-sweep-labels-title"),
        note: text::id("gallery-wk-sweep-labels-note"),
        permalink: "v=1&net=wk&w=4&l=1..7",
        shows: text::id("gallery-shows-stack-label-bits-at-l-7"),
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
        title: text::id("gallery-exercise-when-wk-title"),
        note: text::id("gallery-exercise-when-wk-note"),
        permalink: "v=1&net=wk&src=201&seed=3&ask=when",
        shows: text::id("gallery-shows-steps"),
        expect: &[("steps", "7")],
    },
    Example {
        id: "wk-outline-4-3",
        paper: "001",
        title: text::id("gallery-wk-outline-4-3-title"),
        note: text::id("gallery-wk-outline-4-3-note"),
        permalink: "v=1&net=wk&outline=1",
        shows: text::id("gallery-shows-clusters"),
        expect: &[
            ("outline.clusters", "16"),
            ("outline.inner_links", "24"),
            ("outline.inter_links", "6"),
            ("outline.is_wk_one_level_down", "true"),
        ],
    },
    Example {
        id: "classical-wk-3-2",
        paper: "003",
        title: text::id("gallery-classical-wk-3-2-title"),
        note: text::id("gallery-classical-wk-3-2-note"),
        permalink: "v=1&net=wk&w=3&l=2&view=classical&algo=exact",
        shows: text::id("gallery-shows-rounds"),
        expect: &[
            ("from_source", "4"),
            ("known", "\"exact\""),
            ("lower_bound", "4"),
            ("per_originator.8", "4"),
        ],
    },
];
