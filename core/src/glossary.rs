//! The glossary: the terms the explanations and the narrated steps use, with
//! the words that name each in running text, so the page links them and the
//! docs test can check that every term a log sentence uses is defined here.

/// A term: its anchor, its name, its definition and the words that name it
/// in running text (longest first where one contains another).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub id: &'static str,
    pub name: &'static str,
    pub definition: &'static str,
    pub forms: &'static [&'static str],
}

/// Every term the explanations and the step log use.
pub const GLOSSARY: &[Term] = &[
    Term {
        id: "one-port",
        name: "one-port",
        definition: "In a step, each informed node sends at most one message; the message may cross many links (cut-through routing) and still take one step.",
        forms: &["one-port"],
    },
    Term {
        id: "time-step-optimal",
        name: "time-step optimal",
        definition: "A broadcast to N = 2^m nodes in m steps, the fewest possible one-port: the informed set doubles every step.",
        forms: &["time-step optimal"],
    },
    Term {
        id: "tcd",
        name: "TCD",
        definition: "Total communication distance: the hops of all messages of a broadcast, added up. Fewer hops load the network less.",
        forms: &["TCD"],
    },
    Term {
        id: "eye",
        name: "eye",
        definition: "A node from which the papers' recursive broadcast reaches the least TCD (Definitions 2, 5 and 7 of the TCD papers): of the submeshes' own eyes, those closest to the centre, a_k = (2^k − (−1)^k)/3 apart, so near the one-third points of the mesh (5 and 10 on 16 × 16); and, recursively, of each submesh.",
        forms: &["upper-right eye", "lower half's eye", "eye"],
    },
    Term {
        id: "dimension-ordered",
        name: "dimension-ordered route",
        definition: "A route that corrects x first, then y, then z; castlab also tries the other orders to avoid two messages of one step sharing a link.",
        forms: &["routed", "xy", "yx"],
    },
    Term {
        id: "all-port",
        name: "all-port",
        definition: "An informed node may send on all of its links in the same step; a message crosses one link per step.",
        forms: &["all-port"],
    },
    Term {
        id: "wk",
        name: "WK(W, L)",
        definition: "A complete WK-recursive network: W^L nodes addressed by L digits in base W; W nodes form a complete cluster, W clusters a bigger one, L levels deep.",
        forms: &["WK-recursive", "WK("],
    },
    Term {
        id: "msn",
        name: "Manhattan Street network",
        definition: "An X × Y grid of one-way streets whose directions alternate row by row and column by column, wrapping around: each node has one horizontal and one vertical out-link.",
        forms: &["Manhattan Street"],
    },
    Term {
        id: "slot",
        name: "slot",
        definition: "The time a packet takes to cross one link, store-and-forward; each directed link carries one packet per slot, and all links of a node work at once.",
        forms: &["half slot", "slot", "Slot"],
    },
    Term {
        id: "te",
        name: "TE",
        definition: "Total exchange: every node sends a different packet to every other node.",
        forms: &["total exchange"],
    },
    Term {
        id: "mnb",
        name: "MNB",
        definition: "Multinode broadcast: every node broadcasts its own packet to all others, all at once.",
        forms: &["multinode broadcast"],
    },
    Term {
        id: "orderly",
        name: "orderly broadcasting",
        definition: "Each vertex numbers its out-edges 1, 2, …; a vertex informed at time t sends on edge i at time t + i, even to a neighbour that already knows.",
        forms: &["orderly"],
    },
    Term {
        id: "b-pi",
        name: "b^Π",
        definition: "The orderly broadcast time under the ordering Π: b^Π(u) from originator u, b^Π(G) the largest over all originators. b^o(G) is the least b^Π(G) over all orderings.",
        forms: &["b^Π"],
    },
    Term {
        id: "diameter",
        name: "D",
        definition: "The diameter: the largest distance between two vertices. No broadcast from the worst originator can finish sooner.",
        forms: &["diameter"],
    },
    Term {
        id: "verdict",
        name: "holds / fails / open",
        definition: "A paper's claim checked here: holds (true, by exhaustive search where needed), fails (a valid schedule or a count refutes it), open (not refuted, but only an exhaustive search could confirm it), not applicable (the claim is about something else).",
        forms: &["holds / fails / open"],
    },
    Term {
        id: "holder",
        name: "holder",
        definition: "The node that holds the message for a submesh (or subcube): it must inform every node of it. Halving algorithms give each holder half of its block to hand on, until every block is one node.",
        forms: &["holders", "holder"],
    },
    Term {
        id: "submesh",
        name: "submesh",
        definition: "A block of the mesh that a halving algorithm treats as a mesh of its own: the 8×8 mesh splits into four 4×4 submeshes, each into four 2×2 ones. In 3-D and higher, a subcube.",
        forms: &["submeshes", "submesh", "subcubes", "subcube"],
    },
    Term {
        id: "turn",
        name: "turn of a submesh",
        definition: "Algorithm 1 is written for a holder in the upper-left quarter. A holder elsewhere first turns its submesh (a quarter turn or half a turn on the page) until it sits upper left, runs the written steps, and turns the result back: so \"upper-right\" can point left or down on the page.",
        forms: &[
            "half a turn",
            "quarter turn clockwise",
            "quarter turn anticlockwise",
            "upper left",
            "upper-right",
            "lower-left",
        ],
    },
    Term {
        id: "cluster",
        name: "cluster",
        definition: "In WK(W, L): W nodes joined all to all form a cluster of level 1; W clusters of level c joined by one link between each pair form a cluster of level c + 1.",
        forms: &["smallest cluster", "cluster"],
    },
    Term {
        id: "inner-neighbour",
        name: "inner neighbour",
        definition: "A node of the same smallest cluster: the W − 1 nodes whose address differs only in the last digit.",
        forms: &["inner neighbours", "inner neighbour"],
    },
    Term {
        id: "inter-cluster-link",
        name: "inter-cluster link",
        definition: "The one link of a node that leaves its smallest cluster, joining two clusters of some level c (its level). Corners of the whole network have none.",
        forms: &["inter-cluster link"],
    },
    Term {
        id: "wk-label",
        name: "label (WK)",
        definition: "What a WK message carries besides its content: (m, t), the highest level of link the message has passed (m) and, in stage i, the corner identifier of the WK(W, i − 1) subnetwork (t), which a node passes on unchanged to its cluster-mates; from a corner source, one digit p. Fang et al.'s labels stay this small at any size.",
        forms: &[
            "corner label",
            "new label",
            "label (m, t)",
            "(m, t)",
            "the label's digit",
            "the label",
        ],
    },
    Term {
        id: "cor-level",
        name: "cor-level(v)",
        definition: "The paper's name for the level of v's inter-cluster link: the number of trailing digits of v's address that are equal (L for a corner of the network).",
        forms: &["cor-level(v)", "cor-level"],
    },
    Term {
        id: "flip-cor-id",
        name: "flip-cor-id(v)",
        definition: "The paper's name for the last digit of the node at the other end of v's inter-cluster link.",
        forms: &["flip-cor-id(v)", "flip-cor-id"],
    },
    Term {
        id: "stack",
        name: "stack",
        definition: "Chen and Duh's broadcast carries a stack of link labels; a node reached through a link labelled i pops the stack until its top exceeds i, pushes i, and sends on every link whose label is not in the stack. It grows with L, where Fang et al.'s label does not.",
        forms: &["stacks", "stack", "links whose label"],
    },
    Term {
        id: "orderly-label",
        name: "label (orderly)",
        definition: "An edge's place in its vertex's list: a vertex informed at time t sends on its edge with label i at time t + i.",
        forms: &[
            "label 1",
            "label 2",
            "label 3",
            "label 4",
            "an edge with label",
            "uses label",
            "with label",
        ],
    },
    Term {
        id: "list",
        name: "list (ordering)",
        definition: "The order in which a vertex uses its edges in orderly broadcasting; an ordering gives every vertex its list. Π's lists follow the cases a–d of Taslakian's §3.2, by the vertex's column.",
        forms: &["its list", "list", "cases a/b", "cases c/d"],
    },
    Term {
        id: "originator",
        name: "originator",
        definition: "The vertex an orderly broadcast starts from.",
        forms: &["originator"],
    },
    Term {
        id: "path-family",
        name: "path family",
        definition: "The four ways of routing in a Manhattan Street network, by the quarter the destination lies in: NE, SW, SE, NW (Varvarigos's Eq. (5)); the shortest is taken.",
        forms: &["shortest path family", "path family"],
    },
    Term {
        id: "routing-tag",
        name: "routing tag",
        definition: "The route as a string of bits: 0 takes the row link, 1 the column link.",
        forms: &["routing tag"],
    },
    Term {
        id: "phase",
        name: "phase P(i, j)",
        definition: "Total exchange in rounds: in phase P(i, j) every node sends its packets for the offsets (i, j) and (j, i) at once, along a fixed path L^{(i,j)} and its complement (the same path with rows and columns swapped).",
        forms: &[
            "Phase P(",
            "phase's path",
            "L^{(",
            "complement",
            "half packets",
            "packets",
        ],
    },
    Term {
        id: "translate",
        name: "translate",
        definition: "The same link set moved to start at another node (the automorphism R); the sets A_i's translates never share a link, so all nodes send at once.",
        forms: &["translates", "translate", "A_"],
    },
    Term {
        id: "ring",
        name: "Hamiltonian ring",
        definition: "A cycle through every node once; two that share no link carry half a packet each.",
        forms: &["rings", "ring"],
    },
    Term {
        id: "certificate",
        name: "certificate",
        definition: "A schedule found by a SAT solver, with the solver's proof that none is better (docs: certified optima).",
        forms: &["certificate", "x − 2^b"],
    },
    Term {
        id: "halving",
        name: "halving (best target, best split)",
        definition: "castlab's searches over halving schedules: each informed block sends into the other half to the node where distance plus that half's remaining cost is least (the best target); the exhaustive optimum tries every split.",
        forms: &[
            "best target",
            "best split",
            "informed subcube",
            "receiving half",
        ],
    },
];

/// The term with anchor `id`.
pub fn term(id: &str) -> Option<&'static Term> {
    GLOSSARY.iter().find(|t| t.id == id)
}

/// Every place a form of a term occurs in `text`, as (start, end, term)
/// byte ranges, overlaps included.
pub fn occurrences(text: &str) -> alloc::vec::Vec<(usize, usize, &'static Term)> {
    let mut found: alloc::vec::Vec<(usize, usize, &'static Term)> = alloc::vec::Vec::new();
    for t in GLOSSARY {
        for form in t.forms {
            let mut from = 0;
            while let Some(at) = text[from..].find(form) {
                let (start, end) = (from + at, from + at + form.len());
                from = end;
                // A form that starts or ends with a letter names a word,
                // not part of one ("list" is not in "listed").
                let inside = |edge: Option<char>, side: Option<char>| {
                    edge.is_some_and(char::is_alphanumeric)
                        && side.is_some_and(char::is_alphanumeric)
                };
                if inside(form.chars().next(), text[..start].chars().next_back())
                    || inside(form.chars().next_back(), text[end..].chars().next())
                {
                    continue;
                }
                found.push((start, symbol_end(text, form, end), t));
            }
        }
    }
    found
}

/// Where a form that opens a symbol (`A_`, `L^{(`, `P(`) ends in `text`:
/// after the symbol's subscript or closing bracket.
fn symbol_end(text: &str, form: &str, end: usize) -> usize {
    let rest = &text[end..];
    let close = if form.ends_with('_') {
        rest.find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len())
    } else if form.ends_with("{(") {
        rest.find('}').map_or(0, |i| i + 1)
    } else if form.ends_with('(') {
        rest.find(')').map_or(0, |i| i + 1)
    } else {
        0
    };
    end + close
}

/// The terms named in `text`, as (start, end, term) byte ranges, in order,
/// not overlapping: at each place the longest form wins, and each term is
/// named once (its first place).
pub fn named(text: &str) -> alloc::vec::Vec<(usize, usize, &'static Term)> {
    let mut found = occurrences(text);
    // Longest first at each start, then keep what does not overlap.
    found.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    let mut kept: alloc::vec::Vec<(usize, usize, &'static Term)> = alloc::vec::Vec::new();
    for f in found {
        let clear = kept.last().is_none_or(|k| k.1 <= f.0);
        let new = !kept.iter().any(|k| k.2.id == f.2.id);
        if clear && new {
            kept.push(f);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Forms name whole words, the longest at a place wins, each term is
    /// named once, and a symbol's form takes its subscript or bracket.
    #[test]
    fn forms_name_whole_words_once() {
        let text = "The holders send; the holder listed A_12. Phase P(0,1) on WK(4, 3).";
        let named: Vec<(&str, &str)> = named(text)
            .into_iter()
            .map(|(a, b, t)| (&text[a..b], t.id))
            .collect();
        assert_eq!(
            named,
            [
                ("holders", "holder"),
                ("A_12", "translate"),
                ("Phase P(0,1)", "phase"),
                ("WK(4, 3)", "wk")
            ]
        );
        // Anchors are unique, and every form names its own term first.
        for (i, t) in GLOSSARY.iter().enumerate() {
            assert!(GLOSSARY[..i].iter().all(|u| u.id != t.id), "{}", t.id);
            assert!(!t.forms.is_empty(), "{}", t.id);
        }
    }
}
