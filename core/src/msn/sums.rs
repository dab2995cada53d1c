//! 004 §3's partial sums: H, the sum of the distances from (0, 0), split by
//! the parities of the destination's coordinates (Eq. (10)), as printed in
//! the body (Eqs. (11)–(14), (16)–(19), (21)–(24)) and at the end of each
//! proof in the Appendix (A.1–A.12), beside the same sums by breadth-first
//! search. The body's Eq. (21) lost a factor in print: see `docs/errata.md`.

use crate::grid::NodeId;
use crate::msn::Msn;

/// A class of destinations by the parities of (x, y), in Eq. (10)'s order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parity {
    /// x odd, y odd.
    OddOdd,
    /// x even, y even.
    EvenEven,
    /// x odd, y even.
    OddEven,
    /// x even, y odd.
    EvenOdd,
}

impl Parity {
    /// Eq. (10)'s four classes, in its order.
    pub const ALL: [Parity; 4] = [
        Parity::OddOdd,
        Parity::EvenEven,
        Parity::OddEven,
        Parity::EvenOdd,
    ];

    /// The class of (x, y).
    pub fn of(x: u32, y: u32) -> Parity {
        match (x % 2 == 1, y % 2 == 1) {
            (true, true) => Parity::OddOdd,
            (false, false) => Parity::EvenEven,
            (true, false) => Parity::OddEven,
            (false, true) => Parity::EvenOdd,
        }
    }

    /// "x odd, y odd", ….
    pub fn as_str(self) -> &'static str {
        match self {
            Parity::OddOdd => "x odd, y odd",
            Parity::EvenEven => "x even, y even",
            Parity::OddEven => "x odd, y even",
            Parity::EvenOdd => "x even, y odd",
        }
    }
}

/// One printed partial sum: where it is printed and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintedSum {
    /// The body's equation, e.g. "Eq. (21)", or the case's note.
    pub body: &'static str,
    /// The Appendix's, e.g. "A.9".
    pub appendix: &'static str,
    /// The body's formula, as printed.
    pub body_value: i64,
    /// The Appendix's final form.
    pub appendix_value: i64,
}

/// The four sums by breadth-first search from (0, 0), in [`Parity::ALL`]'s
/// order.
pub fn bfs_sums(msn: &Msn) -> [u64; 4] {
    let mut sums = [0u64; 4];
    for (v, d) in msn.distances(NodeId::new(0)).into_iter().enumerate() {
        let (x, y) = msn.coords(NodeId::new(v));
        let class = Parity::ALL.iter().position(|&p| p == Parity::of(x, y));
        sums[class.unwrap_or(0)] += u64::from(d);
    }
    sums
}

/// The printed partial sums for an X × Y network, in [`Parity::ALL`]'s
/// order. The paper gives no partial sums for X = 4k, Y = 4m + 2 (it
/// calls the case "analogous" to the one before, X and Y interchanged), so
/// they are that case's sums with the axes, k and m, swapped. Eq. (17) is
/// printed "for k, m > 1" but holds at k = 1 and m = 1 too (the tests).
/// `None` unless X and Y are even.
pub fn printed_sums(x: u32, y: u32) -> Option<[PrintedSum; 4]> {
    let (k, m) = (i64::from(x / 4), i64::from(y / 4));
    let sum = |body, appendix, body_value, appendix_value| PrintedSum {
        body,
        appendix,
        body_value,
        appendix_value,
    };
    match (x % 4, y % 4) {
        (0, 0) => {
            let equal = 4 * m * k * (m + k + 1);
            Some([
                sum(
                    "Eq. (11)",
                    "A.1",
                    4 * k * m * (1 + m + k),
                    4 * k * m * (1 + m + k),
                ),
                sum("Eq. (12)", "A.2", equal - 4, equal - 4),
                sum("Eq. (13)", "A.3", equal, equal),
                sum("Eq. (14)", "A.4", equal, equal),
            ])
        }
        (2, 2) => {
            let odd =
                2 * m * k * (m + k + 2) + 2 * (k + 1) * (m + 1) * (m + k + 2) - 2 * k - 2 * m - 2;
            let even = (k + 1) * (m + 1) * (m + k)
                + 4 * (k - 1) * (m - 1)
                + (k - 1) * (m - 1) * (m + k)
                + (k + 2) * m * (k + m + 2)
                + (m + 2) * k * (m + k + 2)
                + 2 * k
                + 2 * m
                - 6;
            let odd_even = (k + 1) * m * (m + 1)
                + (m + 1) * (k + 1) * (k + 1)
                + 2 * k * m
                + k * (m + 1) * m
                + m * k * k
                + (k + 1) * m * (m + 1)
                + m * (k + 1) * (k + 1)
                + k * (m + 1) * (m + 2)
                + (m + 1) * k * k;
            let even_odd = (m + 1) * k * (k + 1)
                + (k + 1) * (m + 1) * (m + 1)
                + 2 * k * m
                + m * (k + 1) * k
                + k * m * m
                + (m + 1) * k * (k + 1)
                + k * (m + 1) * (m + 1)
                + m * (k + 1) * (k + 2)
                + (k + 1) * m * m;
            Some([
                sum("Eq. (16)", "A.5", odd, odd),
                sum("Eq. (17)", "A.6", even, even),
                sum("Eq. (18)", "A.7", odd_even, odd_even),
                sum("Eq. (19)", "A.8", even_odd, even_odd),
            ])
        }
        (2, 0) => Some(wide_sums(k, m, WIDE)),
        (0, 2) => {
            // Eq. (26)'s case: (21)–(24) with X, Y (and k, m) interchanged,
            // which also swaps the two mixed classes.
            let [odd, even, odd_even, even_odd] = wide_sums(m, k, WIDE_SWAPPED);
            Some([odd, even, even_odd, odd_even])
        }
        _ => None,
    }
}

/// Where Eqs. (21)–(24) and A.9–A.12 are printed, in their order.
const WIDE: [(&str, &str); 4] = [
    ("Eq. (21)", "A.9"),
    ("Eq. (22)", "A.10"),
    ("Eq. (23)", "A.11"),
    ("Eq. (24)", "A.12"),
];

/// The same, used with X and Y interchanged.
const WIDE_SWAPPED: [(&str, &str); 4] = [
    ("Eq. (21), X ↔ Y", "A.9, X ↔ Y"),
    ("Eq. (22), X ↔ Y", "A.10, X ↔ Y"),
    ("Eq. (23), X ↔ Y", "A.11, X ↔ Y"),
    ("Eq. (24), X ↔ Y", "A.12, X ↔ Y"),
];

/// X = 4k + 2, Y = 4m: Eqs. (21)–(24) and A.9–A.12, named by `names`.
fn wide_sums(k: i64, m: i64, names: [(&'static str, &'static str); 4]) -> [PrintedSum; 4] {
    let base = 2 * m * k * (m + k + 2);
    let mixed = 2 * k * m * (m + k + 2) + 2 * m * (k + 1) * (m + k + 1);
    let even = 2 * (m + k) * (m * k + 1) + 2 * (m + k + 1) * (m * k + m - 1) + 4 * m * k - 2;
    let values = [
        // As extracted, Eq. (21) ends "+ 2(k + 1) + m(m + k + 1)"; A.9
        // ends "+ 2(k + 1)m(m + k + 1)".
        (
            base + 2 * (k + 1) + m * (m + k + 1),
            base + 2 * (k + 1) * m * (m + k + 1),
        ),
        (even, even),
        (mixed, mixed),
        (mixed, mixed),
    ];
    core::array::from_fn(|i| PrintedSum {
        body: names[i].0,
        appendix: names[i].1,
        body_value: values[i].0,
        appendix_value: values[i].1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msn::eq27_sum;

    /// Evidence: exhaustive, every even X, Y from 4 to 40.
    #[test]
    fn the_appendix_sums_match_breadth_first_search() {
        // Every printed case from 4 to 40 a side: the Appendix's final
        // forms against BFS class by class, and their total against Eq.
        // (27)'s H (itself checked against BFS elsewhere).
        let mut checked = 0;
        for x in (4..=40).step_by(2) {
            for y in (4..=40).step_by(2) {
                let msn = Msn::new(x, y).unwrap();
                let bfs = bfs_sums(&msn);
                let printed = printed_sums(x, y).unwrap();
                for (class, (p, &b)) in printed.iter().zip(&bfs).enumerate() {
                    let b = b as i64;
                    assert_eq!(
                        p.appendix_value,
                        b,
                        "{x}x{y} {}: {}",
                        p.appendix,
                        Parity::ALL[class].as_str()
                    );
                }
                assert_eq!(bfs.iter().sum::<u64>(), eq27_sum(x, y), "{x}x{y}");
                checked += 1;
            }
        }
        // Eq. (17)'s "k, m > 1" is not needed: X or Y = 6 agree as well.
        assert_eq!(checked, 19 * 19);
    }

    /// Evidence: exhaustive, every even X, Y from 4 to 40.
    #[test]
    fn the_body_sums_match_except_eq_21() {
        // Eq. (21) as extracted gives 64 on 10 × 8 where BFS gives 108
        // (errata); every other body equation agrees with BFS.
        let msn = Msn::new(10, 8).unwrap();
        let printed = printed_sums(10, 8).unwrap();
        assert_eq!(bfs_sums(&msn)[0], 108);
        assert_eq!(printed[0].body_value, 64);
        for x in (4..=40).step_by(2) {
            for y in (4..=40).step_by(2) {
                let bfs = bfs_sums(&Msn::new(x, y).unwrap());
                for (p, &b) in printed_sums(x, y).iter().flatten().zip(&bfs) {
                    let agrees = p.body_value == b as i64;
                    assert_eq!(
                        agrees,
                        !p.body.starts_with("Eq. (21)"),
                        "{x}x{y} {}",
                        p.body
                    );
                }
            }
        }
    }
}
