//! The grammar's parse and print, checked against the messages and
//! links they must produce.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::largest::integer_root;
use super::offered::Offered;
use super::query_string::with_values;
use super::values::QUOTE_LIMIT;
use super::*;
use crate::grid::GridError;
use crate::mesh::Unsupported;
use crate::msn::MsnError;
use crate::wk::WkError;

// The presentation keys and each link's one-line description.
mod presentation;

fn errors_of(q: &str) -> Vec<(Key, Refusal)> {
    parse(q).errors.iter().map(|e| (e.key, e.reason)).collect()
}

#[test]
fn the_issue_example_parses_cleanly() {
    let p = parse("v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper");
    assert_eq!(p.errors, []);
    assert_eq!(p.query.grid.sides(), &[8, 8]);
    assert_eq!(&*p.query.src, &[2, 2]);
    assert_eq!(p.query.to_permalink(), "v=1&src=2,2");
}

#[test]
fn empty_input_is_the_default() {
    for q in [
        "",
        "?",
        "v=1",
        "https://host/castlab/?v=1#frag",
        "&&&",
        "unknown=3",
    ] {
        let p = parse(q);
        assert_eq!(p.errors, [], "{q}");
        assert_eq!(p.query, Query::default(), "{q}");
    }
    assert_eq!(Query::default().to_permalink(), "v=1");
}

#[test]
fn printing_round_trips() {
    for q in [
        "v=1",
        "v=1&dims=16x16&src=3,15",
        "v=1&dims=1024x1024&src=1023,0&step=4&embed=1",
        "v=1&dims=2x2&src=1,1",
    ] {
        let p = parse(q);
        assert_eq!(p.errors, [], "{q}");
        assert_eq!(p.query.to_permalink(), q);
    }
}

#[test]
fn percent_encoding_and_whole_urls_are_decoded() {
    let p = parse("http://127.0.0.1:8080/?v=1&dims=16%78%31%36&src=3%2C4");
    assert_eq!(p.errors, []);
    assert_eq!(p.query.grid.sides(), &[16, 16]);
    assert_eq!(&*p.query.src, &[3, 4]);
}

#[test]
fn bad_values_name_key_value_reason_and_fallback() {
    crate::eval::english::install();
    let p = parse("v=1&dims=banana&src=99,99");
    assert_eq!(p.query, Query::default());
    let text: Vec<String> = p.errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(
        text,
        [
            "dims=banana: expected side lengths separated by x, like 8x8; using dims=8x8",
            "src=99,99: the node lies outside the grid; the largest allowed is src=7,7; using src=0,0",
        ]
    );
}

#[test]
fn each_reason_is_reported() {
    use Refusal::*;
    assert_eq!(errors_of("v=2"), [(Key::V, UnknownVersion)]);
    assert_eq!(
        errors_of("net=banyan"),
        [(
            Key::Net,
            UnknownName {
                expected: "mesh, torus, wk, msn, cube, butterfly, debruijn, ccc, complete, path, cycle, census"
            }
        )]
    );
    assert_eq!(
        errors_of("net=cube&m=21"),
        [(Key::M, OutOfRange { min: 1, max: 20 })]
    );
    assert_eq!(
        errors_of("net=cycle&n=9&src=9"),
        [(
            Key::Src,
            NotAnAddress {
                family: crate::topology::GraphFamily::Cycle,
                size: 9
            }
        )]
    );
    assert_eq!(
        errors_of("net=ccc&m=4&view=orderly&m=5"),
        [(Key::M, Repeated)]
    );
    assert_eq!(errors_of("dims=8x8&dims=4x4"), [(Key::Dims, Repeated)]);
    assert_eq!(
        errors_of("dims=6x6"),
        [(Key::Dims, Algorithm(Unsupported::NotCube))]
    );
    assert_eq!(
        errors_of("dims=2048x2048"),
        [(Key::Dims, Grid(GridError::TooManyNodes))]
    );
    assert_eq!(
        errors_of("dims=99999999999999999999999x2"),
        [(Key::Dims, Grid(GridError::TooManyNodes))]
    );
    assert_eq!(
        errors_of("dims=0x8"),
        [(Key::Dims, Grid(GridError::ZeroSide))]
    );
    assert_eq!(errors_of("dims=8x"), [(Key::Dims, BadDims)]);
    assert_eq!(
        errors_of("dims=2x2x2x2x2x2x2"),
        [(Key::Dims, Grid(GridError::TooManyDimensions))]
    );
    assert_eq!(errors_of("src=1"), [(Key::Src, WrongArity { expected: 2 })]);
    assert_eq!(errors_of("src=-1,0"), [(Key::Src, NotANumber)]);
    assert_eq!(errors_of("src=8,0"), [(Key::Src, OutsideGrid)]);
    assert_eq!(
        errors_of("net=wk&w=9"),
        [(Key::W, OutOfRange { min: 2, max: 8 })]
    );
    // Keys a configuration does not print are not read.
    assert_eq!(errors_of("w=9&l=x&dst=99,99&seed=-1"), []);
    assert_eq!(
        errors_of("embed=yes"),
        [(Key::Embed, OutOfRange { min: 0, max: 1 })]
    );
    assert_eq!(
        errors_of("view=route"),
        [(
            Key::View,
            NotAvailable {
                offered: Offered::Views(Net::Mesh)
            }
        )]
    );
}

#[test]
fn msn_links_name_dims_views_and_a_destination() {
    let p = parse("v=1&net=msn&dims=8x8&src=0,0&dst=3,5&view=route");
    assert_eq!(p.errors, []);
    assert_eq!(&*p.query.dst, &[3, 5]);
    assert_eq!(p.query.to_permalink(), "v=1&net=msn&dst=3,5");
    assert_eq!(
        parse("net=msn&dims=10x6").query.to_permalink(),
        "v=1&net=msn&dims=10x6"
    );
    assert_eq!(parse("net=msn&view=te&dims=16x16").errors, []);
    assert_eq!(
        errors_of("net=msn&dims=7x8"),
        [(Key::Dims, Refusal::Msn(MsnError::Side))]
    );
    assert_eq!(
        errors_of("net=msn&dims=8x6&view=te"),
        [(Key::Dims, Refusal::NeedsSquare)]
    );
    assert_eq!(
        errors_of("net=msn&dims=64x64&view=te"),
        [(Key::Dims, Refusal::OutOfRange { min: 4, max: 32 })]
    );
    // An N^4 table: 4 GiB at N = 256, where the CLI used to abort.
    for view in ["mnb", "hamiltonian"] {
        assert_eq!(parse(&format!("net=msn&dims=64x64&view={view}")).errors, []);
        assert_eq!(
            errors_of(&format!("net=msn&dims=66x66&view={view}")),
            [(Key::Dims, Refusal::OutOfRange { min: 4, max: 64 })]
        );
    }
    assert_eq!(
        errors_of("net=msn&dst=9,9"),
        [(Key::Dst, Refusal::OutsideGrid)]
    );
    // algo does not apply to MS networks and is ignored.
    assert_eq!(parse("net=msn&algo=paper").errors, []);
}

#[test]
fn grids_follow_the_algorithm() {
    let p = parse("net=torus&dims=4x4x4&src=1,2,3&algo=recursive");
    assert_eq!(p.errors, []);
    assert!(p.query.grid.is_torus());
    assert_eq!(&*p.query.src, &[1, 2, 3]);
    assert_eq!(
        p.query.to_permalink(),
        "v=1&net=torus&dims=4x4x4&src=1,2,3&algo=recursive"
    );

    // exact stops at 16 nodes; its default is 4x4, and 2x8 is fine.
    let p = parse("algo=exact");
    assert_eq!(p.query.grid.sides(), &[4, 4]);
    assert_eq!(p.query.to_permalink(), "v=1&algo=exact");
    assert_eq!(parse("algo=exact&dims=2x8").errors, []);
    assert_eq!(
        errors_of("algo=exact&dims=8x8"),
        [(Key::Dims, Refusal::Algorithm(Unsupported::TooLargeForExact))]
    );
    assert_eq!(
        errors_of("dims=8x8x8&src=1,1"),
        [(Key::Src, Refusal::WrongArity { expected: 3 })]
    );
    assert_eq!(parse("dims=8x8x8").query.src.len(), 3);
}

#[test]
fn compare_names_a_second_algorithm_that_runs_on_the_grid() {
    let p = parse("dims=16x16&cmp=recursive");
    assert_eq!(p.errors, []);
    assert_eq!(p.query.compare, Some(Algo::Recursive));
    assert_eq!(p.query.to_permalink(), "v=1&dims=16x16&cmp=recursive");
    // exact needs N <= 16; comparing an algorithm with itself is a no-op.
    assert_eq!(
        errors_of("cmp=exact"),
        [(Key::Cmp, Refusal::Algorithm(Unsupported::TooLargeForExact))]
    );
    assert_eq!(parse("cmp=paper").query.compare, None);
}

#[test]
fn wk_links_name_w_l_and_an_address() {
    crate::eval::english::install();
    let p = parse("v=1&net=wk&w=4&l=3&src=201&view=broadcast&algo=fang");
    assert_eq!(p.errors, []);
    assert_eq!(p.query.wk, Wk::new(4, 3).unwrap());
    assert_eq!(p.query.wk.address(p.query.wk_src), "201");
    assert_eq!(p.query.to_permalink(), "v=1&net=wk&src=201");
    let p = parse("net=wk&w=5&l=2&src=4,3&algo=stack");
    assert_eq!(p.errors, []);
    assert_eq!(
        p.query.to_permalink(),
        "v=1&net=wk&w=5&l=2&src=43&algo=stack"
    );
    assert_eq!(
        errors_of("net=wk&l=10"),
        [(Key::L, Refusal::Wk(WkError::TooManyNodes { max_l: 9 }))]
    );
    // WK sources are L digits in base W, as 001 writes addresses; the
    // message says so, with an address of this network to copy.
    let wk_src = |digits, w| Refusal::WkAddress {
        key: Key::Src,
        digits,
        w,
    };
    assert_eq!(errors_of("net=wk&src=2011"), [(Key::Src, wk_src(3, 4))]);
    assert_eq!(errors_of("net=wk&src=2x1"), [(Key::Src, wk_src(3, 4))]);
    assert_eq!(
        errors_of("net=wk&src=204"),
        [(Key::Src, Refusal::OutsideGrid)]
    );
    let text = |q: &str| parse(q).errors[0].to_string();
    assert_eq!(
        text("v=1&net=wk&w=4&l=3&src=2011"),
        "src=2011: expected 3 digits 0–3, e.g. src=201; using src=000"
    );
    assert_eq!(
        text("v=1&net=wk&w=2&l=5&src=1,1"),
        "src=1,1: expected 5 digits 0–1, e.g. src=00101; using src=00000"
    );
    assert_eq!(
        text("v=1&net=wk&w=5&l=2&src=2,0,1"),
        "src=2,0,1: expected 2 digits 0–4, e.g. src=20; using src=00"
    );
    // Each example is an address of its network.
    for (w, l) in [(2, 1), (2, 5), (3, 3), (4, 3), (8, 6)] {
        let e = parse(&format!("v=1&net=wk&w={w}&l={l}&src=x")).errors[0].to_string();
        let example = e
            .split("e.g. src=")
            .nth(1)
            .unwrap()
            .split(';')
            .next()
            .unwrap();
        let link = format!("v=1&net=wk&w={w}&l={l}&src={example}");
        assert_eq!(parse(&link).errors, [], "{link}");
    }
    assert_eq!(
        errors_of("net=wk&algo=paper"),
        [(
            Key::Algo,
            Refusal::NotAvailable {
                offered: Offered::Algorithms(Net::Wk, View::Broadcast)
            }
        )]
    );
    // The mesh keys do not apply to WK and are ignored.
    assert_eq!(parse("net=wk&dims=banana").errors, []);
}

#[test]
fn orderly_links_name_an_ordering_a_model_and_a_seed() {
    crate::eval::english::install();
    use Refusal::*;
    let p = parse("v=1&net=torus&dims=9x13&src=0,3&view=orderly&algo=pi");
    assert_eq!(p.errors, []);
    assert_eq!(
        p.query.to_permalink(),
        "v=1&net=torus&dims=9x13&src=0,3&view=orderly"
    );
    let p = parse("net=torus&view=orderly&algo=search&seed=7&model=adaptive");
    assert_eq!(p.errors, []);
    assert_eq!((p.query.seed, p.query.adaptive), (7, true));
    assert_eq!(
        p.query.to_permalink(),
        "v=1&net=torus&view=orderly&algo=search&model=adaptive&seed=7"
    );
    // Meshes, WK and MSN open with the dimension-order default.
    assert_eq!(parse("view=orderly").query.algo, Algo::Dim);
    assert_eq!(parse("net=wk&view=orderly&w=3&l=2").errors, []);
    assert_eq!(parse("net=msn&view=orderly&dims=6x4").errors, []);
    assert_eq!(
        errors_of("view=orderly&algo=pi"),
        [(
            Key::Algo,
            NotAvailable {
                offered: Offered::Algorithms(Net::Mesh, View::Orderly)
            }
        )]
    );
    assert_eq!(
        parse("view=orderly&algo=pi").errors[0].to_string(),
        "algo=pi: not available in this build yet (available: algo=dim, search for view=orderly on net=mesh, wk, msn, cube, butterfly, debruijn, ccc, complete, path, cycle, census); using algo=dim"
    );
    // Any side from 3 on a torus, but at most 2^18 nodes.
    assert_eq!(parse("net=torus&view=orderly&dims=512x512").errors, []);
    assert_eq!(
        errors_of("net=torus&view=orderly&dims=513x512"),
        [(
            Key::Dims,
            TooLargeFor {
                what: "view=orderly",
                max: 1 << 18
            }
        )]
    );
    assert_eq!(
        errors_of("net=torus&view=orderly&dims=2x8"),
        [(
            Key::Dims,
            OutOfRange {
                min: 3,
                max: 1 << 18
            }
        )]
    );
    assert_eq!(
        errors_of("net=torus&view=orderly&dims=9&algo=pi"),
        [(
            Key::Dims,
            NeedsDims {
                what: "algo=pi",
                dims: "link-dims-two-or-more"
            }
        )]
    );
    assert_eq!(
        errors_of("net=torus&view=orderly&dims=128x128&algo=search"),
        [(
            Key::Dims,
            TooLargeFor {
                what: "algo=search",
                max: 4096
            }
        )]
    );
    assert_eq!(
        errors_of("net=torus&view=orderly&algo=search&model=smart&seed=-1"),
        [
            (
                Key::Model,
                UnknownName {
                    expected: "nonadaptive, adaptive"
                }
            ),
            (Key::Seed, NotANumber)
        ]
    );
    // model and seed mean nothing elsewhere and are ignored.
    assert_eq!(parse("model=adaptive&seed=x").errors, []);
}

#[test]
fn long_values_are_shortened_in_messages() {
    let long = "x".repeat(10_000);
    let p = parse(&format!("dims={long}"));
    assert_eq!(p.errors[0].value.chars().count(), QUOTE_LIMIT + 1);
}

#[test]
fn suggestions_survive_a_question_mark_in_a_value() {
    // Found by the fuzz: `w=?` once made the re-parse skip `dims`.
    let p = parse("?dims=1x1x255x2x3x1024&w=?");
    assert_eq!(p.errors.len(), 1);
    // Equal sides 2^k in 6 dimensions: 8^6 = 2^18 fits 2^20, 16^6 does not.
    assert_eq!(p.errors[0].largest.as_deref(), Some("8x8x8x8x8x8"));
}

#[test]
fn limits_suggest_the_largest_allowed_value() {
    crate::eval::english::install();
    // Each expected value is read off the limits table of the README;
    // the next larger grid of the same shape must be refused.
    for (link, largest, larger) in [
        ("dims=2048x2048", "1024x1024", "1025x1025"),
        ("dims=64x64x64x64x64", "16x16x16x16x16", "32x32x32x32x32"),
        ("dims=64x64&algo=exact", "4x4", "8x8"),
        ("dims=9x9x9&algo=exact", "2x2x2", "3x3x3"),
        ("net=msn&dims=1024x1024", "512x512", "514x514"),
        ("net=msn&dims=34x34&view=te", "32x32", "34x34"),
        ("net=msn&dims=128x128&view=mnb", "64x64", "66x66"),
        (
            "view=orderly&net=torus&dims=1024x1024",
            "512x512",
            "513x513",
        ),
        (
            "view=orderly&net=torus&dims=99x99&algo=search",
            "64x64",
            "65x65",
        ),
    ] {
        let p = parse(link);
        assert_eq!(p.errors.len(), 1, "{link}");
        assert_eq!(p.errors[0].largest.as_deref(), Some(largest), "{link}");
        assert!(p.errors[0].to_string().contains(largest), "{link}");
        let ok = with_values(link, &[("dims", largest)]);
        assert_eq!(parse(&ok).errors, [], "{ok}");
        let refused = with_values(link, &[("dims", larger)]);
        assert_eq!(parse(&refused).errors.len(), 1, "{refused}");
    }
    let p = parse("dims=16x16&src=16,3");
    assert_eq!(p.errors[0].largest.as_deref(), Some("15,15"));
    let p = parse("net=wk&w=3&l=2&src=39");
    assert_eq!(p.errors[0].largest.as_deref(), Some("22"));
    // Reasons that are not about size suggest nothing.
    assert_eq!(parse("dims=6x6").errors[0].largest, None);
    assert_eq!(parse("dims=banana").errors[0].largest, None);
}

#[test]
fn family_sizes_suggest_the_largest_allowed() {
    crate::eval::english::install();
    // Expected values from README's limits (exact: 64 vertices; search:
    // 4096): BF(4) has 4·2^4 = 64 vertices, Q_12 has 4096. The next larger
    // must be refused.
    for (link, key, largest) in [
        ("net=cube&m=12&algo=exact", "m", "6"),
        ("net=butterfly&m=16&algo=exact", "m", "4"),
        ("net=path&n=65536&algo=exact", "n", "64"),
        ("net=cube&m=14&view=orderly&algo=search", "m", "12"),
    ] {
        let p = parse(link);
        assert_eq!(p.errors.len(), 1, "{link}");
        assert_eq!(p.errors[0].largest.as_deref(), Some(largest), "{link}");
        assert!(
            p.errors[0]
                .to_string()
                .contains(&format!("{key}={largest}")),
            "{link}"
        );
        assert_eq!(
            parse(&with_values(link, &[(key, largest)])).errors,
            [],
            "{link}"
        );
        let larger = (largest.parse::<u64>().unwrap() + 1).to_string();
        assert_eq!(
            parse(&with_values(link, &[(key, &larger)])).errors.len(),
            1,
            "{link}"
        );
    }
    // Beyond the family's own range the message states the range (docs/
    // permalinks.md's), as the stored v1 link net=cube&m=21 froze it.
    for (link, range) in [
        ("net=cube&m=25", "between 1 and 20"),
        ("net=complete&n=5000", "between 2 and 512"),
    ] {
        let p = parse(link);
        assert_eq!(p.errors[0].largest, None, "{link}");
        assert!(p.errors[0].to_string().contains(range), "{link}");
    }
}

#[test]
fn integer_roots_are_exact() {
    for d in 1..=6u32 {
        for n in [0u64, 1, 15, 16, 17, 4096, 262_143, 262_144, 1 << 20] {
            let r = integer_root(n, d);
            assert!(r.pow(d) <= n && (r + 1).pow(d) > n, "{n} {d}");
        }
    }
}

#[test]
fn src_is_checked_against_the_final_dims() {
    let p = parse("src=10,10&dims=16x16");
    assert_eq!(p.errors, []);
    assert_eq!(&*p.query.src, &[10, 10]);
}

/// `Net::ALL` lists the protocol's families in `GraphFamily::ALL`'s order,
/// and `Net::NAMES` is every name in that order.
#[test]
fn every_family_is_a_network() {
    use crate::permalink::Named;
    let graphs: Vec<_> = Net::ALL.iter().filter_map(|n| n.graph()).collect();
    assert_eq!(graphs, crate::topology::GraphFamily::ALL);
    let names: Vec<&str> = Net::ALL.iter().map(|n| n.as_str()).collect();
    assert_eq!(<Net as Named>::NAMES, names.join(", "));
    for &net in Net::ALL {
        assert_eq!(Net::from_name(net.as_str()), Some(net));
    }
}
