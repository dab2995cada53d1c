//! The gallery's examples on Manhattan Street networks (paper 004):
//! routing, total exchange, multinode broadcast, the rings and the areas.

use super::Example;
use crate::text;

pub(super) const EXAMPLES: &[Example] = &[
    Example {
        id: "msn-route",
        paper: "004",
        title: text::id("gallery-msn-route-title"),
        note: text::id("gallery-msn-route-note"),
        permalink: "v=1&net=msn&dst=3,5",
        shows: text::id("gallery-shows-hops"),
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
        title: text::id("gallery-msn-mean-distance-title"),
        note: text::id("gallery-msn-mean-distance-note"),
        permalink: "v=1&net=msn&dims=10x6&dst=7,3",
        shows: text::id("gallery-shows-hops"),
        expect: &[
            ("distance", "6"),
            ("mean_distance_exact", "\"47/10\""),
            ("mean_distance_eq27", "\"47/10\""),
        ],
    },
    Example {
        id: "msn-total-exchange",
        paper: "004",
        title: text::id("gallery-msn-total-exchange-title"),
        note: text::id("gallery-msn-total-exchange-note"),
        permalink: "v=1&net=msn&view=te&trace=1",
        shows: text::id("gallery-shows-slots"),
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
        title: text::id("gallery-msn-multinode-broadcast-title"),
        note: text::id("gallery-msn-multinode-broadcast-note"),
        permalink: "v=1&net=msn&view=mnb",
        shows: text::id("gallery-shows-slots"),
        expect: &[("slots", "32"), ("lower_bound", "32"), ("complete", "true")],
    },
    Example {
        id: "msn-hamiltonian",
        paper: "004",
        title: text::id("gallery-msn-hamiltonian-title"),
        note: text::id("gallery-msn-hamiltonian-note"),
        permalink: "v=1&net=msn&view=hamiltonian",
        shows: text::id("gallery-shows-slots"),
        expect: &[
            ("slots", "31.5"),
            ("hamiltonian", "true"),
            ("edge_disjoint", "true"),
        ],
    },
    Example {
        id: "msn-sweep-mean-distance",
        paper: "004",
        title: text::id("gallery-msn-sweep-mean-distance-title"),
        note: text::id("gallery-msn-sweep-mean-distance-note"),
        permalink: "v=1&net=msn&dims=4..64^2",
        shows: text::id("gallery-shows-mean-distance-on-8x8"),
        expect: &[
            ("2/mean_distance_exact", "\"79/16\""),
            ("2/mean_distance_eq27", "\"79/16\""),
            ("30/mean_distance_exact", "\"33791/1024\""),
        ],
    },
    Example {
        id: "exercise-hops-msn",
        paper: "004",
        title: text::id("gallery-exercise-hops-msn-title"),
        note: text::id("gallery-exercise-hops-msn-note"),
        permalink: "v=1&net=msn&dims=10x6&dst=7,3&ask=hops",
        shows: text::id("gallery-shows-hops"),
        expect: &[("distance", "6")],
    },
    Example {
        id: "msn-areas-10x8",
        paper: "004",
        title: text::id("gallery-msn-areas-10x8-title"),
        note: text::id("gallery-msn-areas-10x8-note"),
        permalink: "v=1&net=msn&dims=10x8&view=areas",
        shows: text::id("gallery-shows-odd-odd-sum"),
        expect: &[
            ("sums.0.bfs", "108"),
            ("sums.0.appendix_value", "108"),
            ("sums.0.body_value", "64"),
            ("sums.1.bfs", "104"),
        ],
    },
    Example {
        id: "classical-msn-4x4",
        paper: "003",
        title: text::id("gallery-classical-msn-4x4-title"),
        note: text::id("gallery-classical-msn-4x4-note"),
        permalink: "v=1&net=msn&dims=4x4&view=classical&algo=exact",
        shows: text::id("gallery-shows-rounds"),
        expect: &[
            ("from_source", "6"),
            ("known", "\"exact\""),
            ("lower_bound", "5"),
            ("models.bounds.2.verdict", "\"not applicable\""),
        ],
    },
];
