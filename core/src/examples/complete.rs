//! The examples of "the papers, complete": each shows a figure, lemma or
//! equation the first rounds left out, with values a native test derives
//! independently (see `docs/papers.md`).

use super::Example;

pub(super) const EXAMPLES: &[Example] = &[Example {
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
}];
