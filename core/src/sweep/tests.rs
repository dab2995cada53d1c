//! Sweeps: which sizes a range holds (counted by hand from the grammar's
//! rules), their order, the shards, and the limits.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::*;

fn sizes(link: &str) -> Vec<String> {
    plan(link, MAX_WORK)
        .unwrap_or_else(|e| panic!("{link}: {e}"))
        .configs
        .iter()
        .map(|c| c.size.join(","))
        .collect()
}

#[test]
fn axes_run_first_slowest_and_only_allowed_sizes_stay() {
    // Tori take every side from 3.
    assert_eq!(
        sizes("v=1&net=torus&view=orderly&dims=2..4x3..4"),
        ["3x3", "3x4", "4x3", "4x4"]
    );
    // MS networks: even sides from 4; 2-D meshes for TCD: powers of two.
    assert_eq!(sizes("v=1&net=msn&dims=3..9^2"), ["4x4", "6x6", "8x8"]);
    assert_eq!(
        sizes("v=1&dims=2..40^2"),
        ["2x2", "4x4", "8x8", "16x16", "32x32"]
    );
    assert_eq!(sizes("v=1&dims=2..8^3"), ["2x2x2", "4x4x4", "8x8x8"]);
    // A fixed axis stays; w is written in every WK row.
    assert_eq!(
        sizes("v=1&net=torus&view=orderly&dims=5x3..4x3"),
        ["5x3x3", "5x4x3"]
    );
    assert_eq!(sizes("v=1&net=wk&w=3&l=1..3"), ["3,1", "3,2", "3,3"]);
    assert_eq!(
        sizes("v=1&net=wk&w=2..3&l=2..3"),
        ["2,2", "2,3", "3,2", "3,3"]
    );
}

#[test]
fn a_size_whose_values_do_not_fit_is_left_out_and_counted() {
    // (4, 4) lies outside 3x3 to 4x4: only the 5x5 torus keeps the source.
    let s = plan("v=1&net=torus&view=orderly&dims=3..5^2&src=4,4", MAX_WORK).unwrap();
    assert_eq!(s.configs.len(), 1);
    assert_eq!(
        s.configs[0].permalink,
        "v=1&net=torus&dims=5x5&src=4,4&view=orderly"
    );
    assert_eq!(s.skipped, 2);
    // Why: the source's refusal at the first size left out (3x3).
    let why = s.first_skip.as_ref().expect("a size was left out");
    assert_eq!(why.id, "error-sweep-skip-why");
    let str_arg = |s: &str| crate::text::Arg::Str(s.into());
    assert_eq!(
        why.args[..2],
        [
            ("key".into(), str_arg("src")),
            ("value".into(), str_arg("4,4"))
        ]
    );
    // A link-wide bad value is reported once and the sweep goes on.
    let s = plan("v=1&net=msn&dims=4..6^2&theme=plaid&sorce=1,1", MAX_WORK).unwrap();
    let keys: Vec<&str> = s.errors.iter().map(|e| e.key.as_str()).collect();
    assert_eq!(keys, ["theme", "sorce"]);
    assert_eq!(s.configs.len(), 2);
}

#[test]
fn the_sweep_link_keeps_its_ranges_and_rows_drop_presentation() {
    let s = plan(
        "?embed=1&view=orderly&dims=3..9x4&net=torus&theme=dark&step=2",
        MAX_WORK,
    )
    .unwrap();
    assert_eq!(
        s.permalink,
        "v=1&net=torus&dims=3..9x4&view=orderly&embed=1&theme=dark"
    );
    assert_eq!(
        s.configs[0].permalink,
        "v=1&net=torus&dims=3x4&view=orderly"
    );
    let wk = plan("v=1&net=wk&l=1..4", MAX_WORK).unwrap();
    assert_eq!(wk.permalink, "v=1&net=wk&w=4&l=1..4");
    assert_eq!(wk.header()[..3], ["w", "l", "permalink"]);
}

#[test]
fn what_cannot_be_swept_says_why() {
    let refused = |link: &str| plan(link, MAX_WORK).unwrap_err().to_string();
    assert!(refused("v=1&dims=8x8").starts_with("nothing to sweep"));
    assert_eq!(
        refused("v=1&net=torus&dims=9..3x4"),
        "dims=9..3x4: a range A..B needs A <= B"
    );
    assert!(refused("v=1&dims=a..bx4").starts_with("dims=a..bx4: expected whole numbers"));
    assert!(refused("v=1&dims=2..8^9").contains("1 to 6 dimensions"));
    assert!(refused("v=1&net=torus&l=1..3").starts_with("l: net=torus does not read l"));
    assert!(refused("v=1&net=wk&dims=3..5x3").starts_with("dims: net=wk does not read dims"));
    // 300 x 300 sizes to try, above the limit of 65536.
    assert!(refused("v=1&net=torus&dims=1..300x1..300").contains("90000 sizes to try"));
    // Only odd MS sides: nothing left.
    assert!(refused("v=1&net=msn&dims=5..5x5..5").starts_with("no size in the ranges"));
    // Every torus with sides 3 to 100, every originator: Σ N² = (Σ m²)²,
    // about 1.1e11, above the budget of 2^33.
    let e = plan("v=1&net=torus&view=orderly&dims=3..100x3..100", MAX_WORK).unwrap_err();
    let SweepError::OverBudget { work, max } = e else {
        panic!("{e}");
    };
    let squares: u64 = (3..=100u64).map(|m| m * m).sum();
    assert_eq!(work, squares * squares, "Σ (mn)² = (Σ m²)²");
    assert_eq!(max, MAX_WORK);
}

#[test]
fn shards_cut_the_sizes_into_contiguous_slices_of_about_equal_work() {
    let s = plan("v=1&net=torus&view=orderly&dims=3..30x3..30", MAX_WORK).unwrap();
    for n in [1, 2, 3, 7, 28, 1000] {
        let slices: Vec<_> = (1..=n).map(|k| s.shard(k, n).unwrap()).collect();
        assert_eq!(slices[0].start, 0);
        assert_eq!(slices[n - 1].end, s.configs.len());
        for w in slices.windows(2) {
            assert_eq!(w[0].end, w[1].start, "contiguous, in order");
        }
        // No slice holds much more than its share plus one size.
        let biggest = s.configs.iter().map(|c| c.work).max().unwrap();
        for r in &slices {
            let work: u64 = s.configs[r.clone()].iter().map(|c| c.work).sum();
            assert!(work <= s.work / n as u64 + biggest, "{n}: {work}");
        }
    }
    assert!(s.shard(0, 3).is_err() && s.shard(4, 3).is_err());
}

#[test]
fn work_is_nodes_times_the_views_work_per_node() {
    let q = |link: &str| crate::permalink::parse(link).query;
    assert_eq!(
        work_of(&q("v=1&net=torus&dims=9x13&view=orderly")),
        117 * 117
    );
    assert_eq!(work_of(&q("v=1&dims=16x16")), 256 * 16);
    assert_eq!(work_of(&q("v=1&net=wk&w=4&l=5")), 1024 * 4 * 5);
    let s = plan("v=1&net=torus&view=orderly&dims=3..4^2", MAX_WORK).unwrap();
    assert_eq!(s.work, 9 * 9 + 16 * 16);
}

#[test]
fn a_family_ranges_over_its_size_key_within_its_limits() {
    assert_eq!(sizes("v=1&net=butterfly&m=3..6"), ["3", "4", "5", "6"]);
    assert_eq!(sizes("v=1&net=path&n=3..5&view=orderly"), ["3", "4", "5"]);
    let s = plan("v=1&view=orderly&m=2..4&net=cube&theme=dark", MAX_WORK).unwrap();
    assert_eq!(s.permalink, "v=1&net=cube&m=2..4&view=orderly&theme=dark");
    assert_eq!(s.header()[..2], ["m", "permalink"]);
    assert_eq!(s.configs[0].permalink, "v=1&net=cube&m=2&view=orderly");
    let names = s.ranges.axis_names();
    assert_eq!(names.len(), 1);
    assert_eq!(
        names[0].args,
        [("symbol".into(), crate::text::Arg::Str("m".into()))]
    );
    assert_eq!(s.ranges.coordinates(&["7"]), [7]);
    let refused = |link: &str| plan(link, MAX_WORK).unwrap_err().to_string();
    // Issue 54: BF(m) for m = 3 … 16, UB(2, m) for m = 2 … 20.
    assert_eq!(
        refused("v=1&net=butterfly&m=3..17"),
        "m=3..17: net=butterfly takes m from 3 to 16; narrow the range"
    );
    assert!(
        refused("v=1&net=debruijn&m=1..4").starts_with("m=1..4: net=debruijn takes m from 2 to 20")
    );
    assert!(refused("v=1&net=cycle&m=3..5").starts_with("m: net=cycle does not read m"));
    assert!(refused("v=1&net=torus&m=3..5").starts_with("m: net=torus does not read m"));
    assert!(refused("v=1&net=cube&dims=3..5x3").starts_with("dims: net=cube does not read dims"));
}

#[test]
fn a_family_s_work_counts_its_links_once_per_orbit() {
    let q = |link: &str| crate::permalink::parse(link).query;
    // Q_10's orderly map: one propagation over its 1024 · 10 arcs (the
    // translations make it vertex-transitive); 2^10 > 256 vertices, so no
    // messy trials; (10!)^1024 orderings, so no exhaustive optimum.
    assert_eq!(work_of(&q("v=1&net=cube&m=10&view=orderly")), 1024 * 10);
    // P_300 has no stated symmetry: 300 propagations over 2 · 300 arcs
    // (an upper bound on its 598), and 2^300 orderings.
    assert_eq!(work_of(&q("v=1&net=path&n=300&view=orderly")), 300 * 600);
    // The stated symmetries of the vertex-transitive families leave one
    // orbit, which the estimate assumes.
    use crate::orderly::symmetry::stated_orbits;
    use crate::topology::GraphFamily;
    for (family, size) in [
        (GraphFamily::Hypercube, 6),
        (GraphFamily::Butterfly, 5),
        (GraphFamily::Ccc, 5),
        (GraphFamily::Cycle, 9),
    ] {
        let g = family.build(size).unwrap();
        let orbits = stated_orbits(g.node_count(), g.symmetries(), &|k, v| g.symmetry(k, v));
        assert_eq!(orbits.representatives().len(), 1, "{family} {size}");
    }
}
