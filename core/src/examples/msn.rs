//! The gallery's examples on Manhattan Street networks (paper 004):
//! routing, total exchange, multinode broadcast, the rings and the areas.

use super::Example;

pub(super) const EXAMPLES: &[Example] = &[
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
        id: "exercise-hops-msn",
        paper: "004",
        title: "Exercise: how long is this route?",
        note: "Count the hops of the shortest route from (0, 0) to (7, 3) in the 10×6 Manhattan Street network, where every street is one-way.",
        permalink: "v=1&net=msn&dims=10x6&dst=7,3&ask=hops",
        shows: "hops",
        expect: &[("distance", "6")],
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
