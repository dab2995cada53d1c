use alloc::vec;
use alloc::vec::Vec;

use super::*;
use crate::topology::GraphFamily;

/// A graph's lists, the error they give, and its key, value and limit.
type Case = (
    Vec<Vec<u32>>,
    GraphError,
    &'static str,
    &'static str,
    Option<&'static str>,
);

fn refused(lists: &[Vec<u32>]) -> GraphError {
    UserGraph::new(lists).expect_err("refused")
}

/// Evidence: one small graph per rule, written by hand; each message
/// names the vertex, the value and (where there is one) the limit.
#[test]
fn each_rule_is_refused_naming_vertex_value_and_limit() {
    crate::eval::english::install();
    let cases: Vec<Case> = vec![
        (
            vec![vec![]],
            GraphError::TooFewNodes { nodes: 1 },
            "nodes",
            "1",
            Some("at least 2"),
        ),
        (
            vec![vec![1], vec![0, 5]],
            GraphError::NoSuchVertex {
                vertex: 1,
                value: 5,
                nodes: 2,
            },
            "adjacency[1]",
            "5",
            Some("0 … 1"),
        ),
        (
            vec![vec![0, 1], vec![0]],
            GraphError::SelfLoop { vertex: 0 },
            "adjacency[0]",
            "0",
            None,
        ),
        (
            vec![vec![1, 1], vec![0]],
            GraphError::Repeated {
                vertex: 0,
                neighbour: 1,
            },
            "adjacency[0]",
            "1",
            None,
        ),
        (
            vec![vec![1, 2], vec![0], vec![1]],
            GraphError::OneWay {
                vertex: 0,
                neighbour: 2,
            },
            "adjacency[0]",
            "2",
            None,
        ),
        (
            vec![vec![1], vec![0], vec![]],
            GraphError::Isolated { vertex: 2 },
            "adjacency[2]",
            "2",
            None,
        ),
        (
            vec![vec![1], vec![0], vec![3], vec![2]],
            GraphError::Disconnected {
                vertex: 2,
                reached: 2,
                nodes: 4,
            },
            "adjacency[2]",
            "2",
            None,
        ),
    ];
    for (lists, want, key, value, limit) in cases {
        let e = refused(&lists);
        assert_eq!(e, want, "{lists:?}");
        assert_eq!(
            (e.key().as_str(), e.value().as_str(), e.limit().as_deref()),
            (key, value, limit),
            "{lists:?}"
        );
        let message = e.to_string();
        let (v, w) = e.vertices();
        if let Some(v) = v {
            assert!(message.contains(&format!("vertex {v}")), "{message}");
        }
        if let Some(w) = w {
            assert!(message.contains(&format!("{w}")), "{message}");
        }
    }
    assert_eq!(UserGraph::new::<Vec<u32>>(&[]).unwrap_err().value(), "0");
}

/// Evidence: the limits' arithmetic: one vertex over, one link over.
#[test]
fn sizes_over_the_limits_are_refused_before_any_list_is_read() {
    crate::eval::english::install();
    let lists = vec![Vec::<u32>::new(); GRAPH_MAX_NODES + 1];
    let e = refused(&lists);
    assert_eq!(e.limit(), Some("65536".into()), "{e}");
    assert!(e.to_string().contains("65537"), "{e}");
    // 2^21 + 2 link ends are 2^20 + 1 links, whatever they name.
    let mut lists = vec![vec![0u32; 32]; 1 << 16];
    lists[0].extend([0, 0]);
    let e = refused(&lists);
    assert_eq!(
        e,
        GraphError::TooManyLinks {
            links: GRAPH_MAX_LINKS + 1
        }
    );
    assert_eq!(e.limit(), Some("1048576".into()));
}

/// Evidence: every family's closed-form diameter (which its structure
/// tests check) against the user's graph's search from every vertex, on
/// each family's sizes up to 256 vertices; and the lists kept in order.
#[test]
fn a_family_as_lists_keeps_its_order_and_diameter() {
    let mut seen = 0;
    for &family in GraphFamily::ALL {
        for size in family.rule().sizes() {
            if family.node_count(size) > 256 {
                break;
            }
            let g = family.build(size).unwrap();
            let user = UserGraph::of(&&*g).expect("a family is simple and connected");
            assert!(user.diameter_exact());
            assert_eq!(user.diameter(), g.diameter(), "{}", g.title());
            for v in 0..g.node_count() {
                let (mut a, mut b) = (Vec::new(), Vec::new());
                g.for_each_neighbour(v, &mut |w| a.push(w));
                user.for_each_neighbour(v, &mut |w| b.push(w));
                assert_eq!(a, b, "{} vertex {v}", g.title());
                assert_eq!(user.vertex(&user.address(v)), Some(v));
            }
            seen += 1;
        }
    }
    assert!(seen > 30, "{seen}");
}

/// Evidence: closed forms: P_n's diameter is n − 1 and C_n's ⌊n/2⌋;
/// beyond the work budget two searches find them (on a tree the second
/// search starts at an end of a longest path; a cycle looks the same
/// from every vertex), and say they are a lower bound only.
#[test]
fn past_the_budget_the_diameter_is_a_lower_bound_that_says_so() {
    let n = 20_000u32;
    let path: Vec<Vec<u32>> = (0..n)
        .map(|v| {
            (v.saturating_sub(1)..(v + 2).min(n))
                .filter(|&w| w != v)
                .collect()
        })
        .collect();
    let g = UserGraph::new(&path).unwrap();
    assert_eq!((g.diameter(), g.diameter_exact()), (n - 1, false));
    let cycle: Vec<Vec<u32>> = (0..n).map(|v| vec![(v + 1) % n, (v + n - 1) % n]).collect();
    let g = UserGraph::new(&cycle).unwrap();
    assert_eq!((g.diameter(), g.diameter_exact()), (n / 2, false));
    assert_eq!(g.links(), n as usize);
    assert_eq!(g.cells(), (142, 141));
}
