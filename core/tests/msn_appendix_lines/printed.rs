//! 004's Appendix as printed (as extracted): each proof's first line as
//! its four areas with their brackets, and every later line (double sums,
//! expanded polynomials, finals) as a function of the case, in the order
//! printed; and the repaired readings of the three lines that disagree.
//! The machinery that evaluates them is the parent module's.

use super::*;

/// X = 4k, Y = 4m: (A.1)–(A.4).
pub(super) fn proofs_00() -> Vec<Proof> {
    vec![
        Proof {
            name: "A.1",
            class: OO,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([1, k, 1, m], ne2),
                    ([k + 1, 2 * k, m + 1, 2 * m], sw2),
                    ([1, k, m + 1, 2 * m], se),
                    ([k + 1, 2 * k, 1, m], nw),
                ];
                first_line(c, OO, areas, false, 0)
            },
            twice: none,
        },
        Proof {
            name: "A.2",
            class: EE,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([0, k, 0, m], ne),
                    ([k + 1, 2 * k - 1, m + 1, 2 * m - 1], sw4),
                    ([0, k, m + 1, 2 * m - 1], se),
                    ([k + 1, 2 * k - 1, 0, m], nw),
                ];
                first_line(c, EE, areas, true, 0)
            },
            twice: none,
        },
        Proof {
            name: "A.3",
            class: OE,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([1, k + 1, 0, m], ne),
                    ([k + 2, 2 * k, m + 1, 2 * m - 1], sw2),
                    ([1, k + 1, m + 1, 2 * m - 1], se),
                    ([k + 2, 2 * k, 0, m], nw2),
                ];
                first_line(c, OE, areas, false, 0)
            },
            twice: none,
        },
        Proof {
            name: "A.4",
            class: EO,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([0, k, 1, m + 1], ne),
                    ([k + 1, 2 * k - 1, m + 2, 2 * m], sw2),
                    ([0, k, m + 2, 2 * m], se2),
                    ([k + 1, 2 * k - 1, 1, m + 1], nw),
                ];
                first_line(c, EO, areas, false, 0)
            },
            twice: none,
        },
    ]
}

/// X = 4k + 2, Y = 4m + 2: (A.5)–(A.8).
pub(super) fn proofs_22() -> Vec<Proof> {
    vec![
        Proof {
            name: "A.5",
            class: OO,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([1, k, 1, m], ne2),
                    ([k + 2, 2 * k + 1, m + 2, 2 * m + 1], sw2),
                    ([1, k + 1, m + 1, 2 * m + 1], se),
                    ([k + 1, 2 * k + 1, 1, m + 1], nw),
                ];
                first_line(c, OO, areas, false, -c.d(2 * k + 1, 2 * m + 1))
            },
            twice: |c| Some((2 * c.k + 1, 2 * c.m + 1)),
        },
        Proof {
            name: "A.6",
            class: EE,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([0, k, 0, m], ne),
                    ([k + 2, 2 * k, m + 2, 2 * m], sw4),
                    ([0, k + 1, m + 1, 2 * m], se),
                    ([k + 1, 2 * k, 0, m + 1], nw),
                ];
                first_line(c, EE, areas, true, -c.d(2 * k + 2, 2 * m + 2) - 4)
            },
            twice: |c| Some((2 * c.k + 2, 2 * c.m + 2)),
        },
        Proof {
            name: "A.7",
            class: OE,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([1, k + 1, 0, m], ne),
                    ([k + 2, 2 * k + 1, m + 1, 2 * m], sw2),
                    ([1, k + 1, m + 1, 2 * m], se),
                    ([k + 2, 2 * k + 1, 0, m], nw2),
                ];
                first_line(c, OE, areas, false, 0)
            },
            twice: none,
        },
        Proof {
            name: "A.8",
            class: EO,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([0, k, 1, m + 1], ne),
                    ([k + 1, 2 * k, m + 2, 2 * m + 1], sw2),
                    ([0, k, m + 2, 2 * m + 1], se2),
                    ([k + 1, 2 * k, 1, m + 1], nw),
                ];
                first_line(c, EO, areas, false, 0)
            },
            twice: none,
        },
    ]
}

/// X = 4k + 2, Y = 4m: (A.9)–(A.12).
pub(super) fn proofs_20() -> Vec<Proof> {
    vec![
        Proof {
            name: "A.9",
            class: OO,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([1, k, 1, m], ne2),
                    ([k + 2, 2 * k + 1, m + 1, 2 * m], sw2),
                    ([1, k + 1, m + 1, 2 * m], se),
                    ([k + 1, 2 * k + 1, 1, m], nw),
                ];
                first_line(c, OO, areas, false, 0)
            },
            twice: none,
        },
        Proof {
            name: "A.10",
            class: EE,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([0, k, 0, m], ne),
                    ([k + 2, 2 * k, m + 1, 2 * m - 1], sw4),
                    ([0, k + 1, m + 1, 2 * m - 1], se),
                    ([k + 1, 2 * k, 0, m], nw),
                ];
                first_line(c, EE, areas, true, -2)
            },
            twice: none,
        },
        Proof {
            name: "A.11",
            class: OE,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([1, k + 1, 0, m], ne),
                    ([k + 2, 2 * k + 1, m + 1, 2 * m - 1], sw2),
                    ([1, k + 1, m + 1, 2 * m - 1], se),
                    ([k + 2, 2 * k + 1, 0, m], nw2),
                ];
                first_line(c, OE, areas, false, 0)
            },
            twice: none,
        },
        Proof {
            name: "A.12",
            class: EO,
            first: |c| {
                let (k, m) = (c.k, c.m);
                let areas: [Area; 4] = [
                    ([0, k, 1, m + 1], ne),
                    ([k + 1, 2 * k, m + 2, 2 * m], sw2),
                    ([0, k, m + 2, 2 * m], se2),
                    ([k + 1, 2 * k, 1, m + 1], nw),
                ];
                first_line(c, EO, areas, false, 0)
            },
            twice: none,
        },
    ]
}

/// Every printed line after the first, as extracted, in the order printed:
/// (proof, line, value).
pub(super) fn later_lines() -> Vec<Line> {
    vec![
        ("A.1", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(1, k, 1, m, |i, j| (2 * i - 1) + (2 * j - 1) + 2)
                + s(k + 1, 2 * k, m + 1, 2 * m, |i, j| {
                    4 * k - (2 * i - 1) + 4 * m - (2 * j - 1) + 2
                })
                + s(1, k, m + 1, 2 * m, |i, j| (2 * i - 1) + 4 * m - (2 * j - 1))
                + s(k + 1, 2 * k, 1, m, |i, j| 4 * k - (2 * i - 1) + (2 * j - 1))
        }),
        ("A.1", "4ΣΣ1 + 4ΣΣ[(2i−1) + (2j−1)]", |c| {
            let (k, m) = (c.k, c.m);
            4 * s(1, k, 1, m, |_, _| 1) + 4 * s(1, k, 1, m, |i, j| (2 * i - 1) + (2 * j - 1))
        }),
        ("A.1", "final", |c| 4 * c.k * c.m * (1 + c.m + c.k)),
        ("A.2", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(0, k, 0, m, |i, j| 2 * i + 2 * j)
                + s(k + 1, 2 * k - 1, m + 1, 2 * m - 1, |i, j| {
                    4 * k - 2 * i + 4 * m - 2 * j + 4
                })
                + s(0, k, m + 1, 2 * m - 1, |i, j| 2 * i + 4 * m - 2 * j)
                + s(k + 1, 2 * k - 1, 0, m, |i, j| 4 * k - 2 * i - 2 * j)
                + 4 * (k - 1)
                + 4 * (m - 1)
        }),
        ("A.2", "expanded", |c| {
            let (k, m) = (c.k, c.m);
            4 * (m - 1) * (k - 1)
                + (k + 1) * m * (m + 1)
                + (m + 1) * k * (k + 1)
                + (k - 1) * m * (m - 1)
                + (m - 1) * k * (k - 1)
                + (k + 1) * m * (m - 1)
                + (m - 1) * k * (k + 1)
                + (m + 1) * k * (k - 1)
                + (k - 1) * m * (m + 1)
                + 4 * (k - 1)
                + 4 * (m - 1)
        }),
        ("A.2", "4km² + 4k²m + …", |c| {
            let (k, m) = (c.k, c.m);
            4 * k * m * m + 4 * k * k * m + 4 * (m - 1) * (k - 1) + 4 * (k - 1) + 4 * (m - 1)
        }),
        ("A.2", "final", |c| 4 * c.m * c.k * (c.m + c.k + 1) - 4),
        ("A.3", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(1, k + 1, 0, m, |i, j| (2 * i - 1) + 2 * j)
                + s(k + 2, 2 * k, m + 1, 2 * m - 1, |i, j| {
                    4 * k - (2 * i - 1) + 4 * m - 2 * j + 2
                })
                + s(1, k + 1, m + 1, 2 * m - 1, |i, j| {
                    (2 * i - 1) + 4 * m - 2 * j
                })
                + s(k + 2, 2 * k, 0, m, |i, j| 4 * k - (2 * i - 1) + 2 * j + 2)
        }),
        ("A.3", "expanded", |c| {
            let (k, m) = (c.k, c.m);
            -(k + 1) * (m + 1) - (k + 1) * (m - 1)
                + 3 * (m - 1) * (k - 1)
                + 3 * (m + 1) * (k - 1)
                + (k + 1) * m * (m + 1)
                + (m + 1) * (k + 1) * (k + 2)
                + (k - 1) * m * (m - 1)
                + (m - 1) * (k - 1) * (k - 2)
                + (k + 1) * m * (m - 1)
                + (m - 1) * (k + 1) * (k + 2)
                + (k - 1) * m * (m + 1)
                + (m + 1) * (k - 1) * (k - 2)
        }),
        ("A.3", "final", |c| 4 * c.m * c.k * (c.m + c.k + 1)),
        ("A.4", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(0, k, 1, m + 1, |i, j| 2 * i + (2 * j - 1))
                + s(k + 1, 2 * k - 1, m + 2, 2 * m, |i, j| {
                    4 * k - 2 * i + 4 * m - (2 * j - 1) + 2
                })
                + s(0, k, m + 2, 2 * m, |i, j| 2 * i + 4 * m - (2 * j - 1) + 2)
                + s(k + 1, 2 * k - 1, 1, m + 1, |i, j| {
                    4 * k - 2 * i + (2 * j - 1)
                })
        }),
        ("A.4", "final", |c| 4 * c.m * c.k * (c.m + c.k + 1)),
        ("A.5", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(1, k, 1, m, |i, j| 2 * i + 2 * j)
                + s(k + 2, 2 * k + 1, m + 2, 2 * m + 1, |i, j| {
                    4 * k + 2 - (2 * i - 1) + 4 * m + 2 - (2 * j - 1) + 2
                })
                + s(1, k + 1, m + 1, 2 * m + 1, |i, j| 2 * i + 4 * m + 2 - 2 * j)
                + s(k + 1, 2 * k + 1, 1, m + 1, |i, j| 4 * k - 2 * i + 2 * j + 4)
                - c.d(2 * k + 1, 2 * m + 1)
        }),
        ("A.5", "expanded", |c| {
            let (k, m) = (c.k, c.m);
            k * m * (m + 1)
                + m * k * (k + 1)
                + m * k * k
                + k * m * m
                + 2 * k * m
                + 2 * (k + 1) * (m + 1) * (m + 1)
                + 2 * (m + 1) * (k + 1) * (k + 1)
                - 2 * k
                - 2 * m
                - 2
        }),
        ("A.5", "final", |c| {
            let (k, m) = (c.k, c.m);
            2 * m * k * (m + k + 2) + 2 * (k + 1) * (m + 1) * (m + k + 2) - 2 * k - 2 * m - 2
        }),
        ("A.6", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(0, k, 0, m, |i, j| 2 * i + 2 * j) + 4 * k + 4 * m
                - 4 * s(k + 2, 2 * k, m + 2, 2 * m, |i, j| {
                    4 * k - 2 * i + 4 * m - 2 * j + 8
                })
                + 4 * k
                + 4 * m
                - 4
                - 2 * k
                - 2 * m
                - 2
                + s(0, k + 1, m + 1, 2 * m, |i, j| 2 * i + 4 * m + 2 - 2 * j)
                + s(k + 1, 2 * k, 0, m + 1, |i, j| 4 * k + 2 - 2 * i + 2 * j)
        }),
        ("A.6", "final", |c| {
            let (k, m) = (c.k, c.m);
            (k + 1) * (m + 1) * (m + k)
                + 4 * (k - 1) * (m - 1)
                + (k - 1) * (m - 1) * (m + k)
                + (k + 2) * m * (k + m + 2)
                + (m + 2) * k * (m + k + 2)
                + 2 * k
                + 2 * m
                - 6
        }),
        ("A.7", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(1, k + 1, 0, m, |i, j| (2 * i - 1) + 2 * j)
                + s(k + 2, 2 * k + 1, m + 1, 2 * m, |i, j| {
                    4 * k + 2 - (2 * i - 1) + 4 * m + 2 - 2 * j + 2
                })
                + s(1, k + 1, m + 1, 2 * m, |i, j| {
                    (2 * i - 1) + 4 * m + 2 - 2 * j
                })
                + s(k + 2, 2 * k + 1, 0, m, |i, j| {
                    4 * k + 2 - (2 * i - 1) + 2 * j + 2
                })
        }),
        ("A.7", "final", |c| {
            let (k, m) = (c.k, c.m);
            (k + 1) * m * (m + 1)
                + (m + 1) * (k + 1) * (k + 1)
                + 2 * k * m
                + k * (m + 1) * m
                + m * k * k
                + (k + 1) * m * (m + 1)
                + m * (k + 1) * (k + 1)
                + k * (m + 1) * (m + 2)
                + (m + 1) * k * k
        }),
        ("A.8", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            // Printed with j outside and i inside; the same sums.
            s(0, k, 1, m + 1, |i, j| (2 * j - 1) + 2 * i)
                + s(k + 1, 2 * k, m + 2, 2 * m + 1, |i, j| {
                    4 * m + 2 - (2 * j - 1) + 4 * k + 2 - 2 * i + 2
                })
                + s(k + 1, 2 * k, 1, m + 1, |i, j| {
                    (2 * j - 1) + 4 * k + 2 - 2 * i
                })
                + s(0, k, m + 2, 2 * m + 1, |i, j| {
                    4 * m + 2 - (2 * j - 1) + 2 * i + 2
                })
        }),
        ("A.8", "final", |c| {
            let (k, m) = (c.k, c.m);
            (m + 1) * k * (k + 1)
                + (k + 1) * (m + 1) * (m + 1)
                + 2 * k * m
                + m * (k + 1) * k
                + k * m * m
                + (m + 1) * k * (k + 1)
                + k * (m + 1) * (m + 1)
                + m * (k + 1) * (k + 2)
                + (k + 1) * m * m
        }),
        ("A.9", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(1, k, 1, m, |i, j| (2 * i - 1) + (2 * j - 1) + 2)
                + s(k + 2, 2 * k + 1, m + 1, 2 * m, |i, j| {
                    4 * k + 2 - (2 * i - 1) + 4 * m - (2 * j - 1) + 2
                })
                + s(1, k + 1, m + 1, 2 * m, |i, j| {
                    (2 * i - 1) + 4 * m - (2 * j - 1)
                })
                + s(k + 1, 2 * k + 1, 1, m, |i, j| {
                    4 * k + 2 - (2 * i - 1) + (2 * j - 1)
                })
        }),
        ("A.9", "final", |c| {
            let (k, m) = (c.k, c.m);
            2 * m * k * (m + k + 2) + 2 * (k + 1) * m * (m + k + 1)
        }),
        ("A.10", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(0, k, 0, m, |i, j| 2 * i + 2 * j)
                + s(k + 2, 2 * k, m + 1, 2 * m - 1, |i, j| {
                    4 * k + 2 - 2 * i + 4 * m - 2 * j + 4
                })
                + s(0, k + 1, m + 1, 2 * m - 1, |i, j| 2 * i + 4 * m - 2 * j)
                + s(k + 1, 2 * k, 0, m, |i, j| 4 * k + 2 - 2 * i + 2 * j)
                + 4 * k
                + 4 * (m - 1)
                - 2
        }),
        ("A.10", "final", |c| {
            let (k, m) = (c.k, c.m);
            2 * (m + k) * (m * k + 1) + 2 * (m + k + 1) * (m * k + m - 1) + 4 * m * k - 2
        }),
        ("A.11", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(1, k + 1, 0, m, |i, j| (2 * i - 1) + 2 * j)
                + s(k + 2, 2 * k + 1, m + 1, 2 * m - 1, |i, j| {
                    4 * k + 2 - (2 * i - 1) + 4 * m - 2 * j + 2
                })
                + s(1, k + 1, m + 1, 2 * m - 1, |i, j| {
                    (2 * i - 1) + 4 * m - 2 * j
                })
                + s(k + 2, 2 * k + 1, 0, m, |i, j| {
                    4 * k + 2 - (2 * i - 1) + 2 * j + 2
                })
        }),
        ("A.11", "final", |c| {
            let (k, m) = (c.k, c.m);
            2 * k * m * (m + k + 2) + 2 * m * (k + 1) * (m + k + 1)
        }),
        ("A.12", "double sums", |c| {
            let (k, m) = (c.k, c.m);
            s(0, k, 1, m + 1, |i, j| 2 * i + (2 * j - 1))
                + s(k + 1, 2 * k, m + 2, 2 * m, |i, j| {
                    4 * k + 2 - 2 * i + 4 * m - (2 * j - 1) + 2
                })
                + s(0, k, m + 2, 2 * m, |i, j| 2 * i + 4 * m - (2 * j - 1) + 2)
                + s(k + 1, 2 * k, 1, m + 1, |i, j| {
                    4 * k + 2 - 2 * i + (2 * j - 1)
                })
        }),
        ("A.12", "final", |c| {
            let (k, m) = (c.k, c.m);
            2 * k * m * (m + k + 2) + 2 * m * (k + 1) * (m + k + 1)
        }),
    ]
}

/// The repaired readings of the three lines that disagree (docs/errata.md).
pub(super) fn repaired_lines() -> Vec<Line> {
    vec![
        ("A.2", "double sums, A_4's bracket 4k − 2i + 2j", |c| {
            let (k, m) = (c.k, c.m);
            s(0, k, 0, m, |i, j| 2 * i + 2 * j)
                + s(k + 1, 2 * k - 1, m + 1, 2 * m - 1, |i, j| {
                    4 * k - 2 * i + 4 * m - 2 * j + 4
                })
                + s(0, k, m + 1, 2 * m - 1, |i, j| 2 * i + 4 * m - 2 * j)
                + s(k + 1, 2 * k - 1, 0, m, |i, j| 4 * k - 2 * i + 2 * j)
                + 4 * (k - 1)
                + 4 * (m - 1)
        }),
        (
            "A.5",
            "double sums, A_4's bracket 4k − 2i + 2j + 2",
            |c| {
                let (k, m) = (c.k, c.m);
                s(1, k, 1, m, |i, j| 2 * i + 2 * j)
                    + s(k + 2, 2 * k + 1, m + 2, 2 * m + 1, |i, j| {
                        4 * k + 2 - (2 * i - 1) + 4 * m + 2 - (2 * j - 1) + 2
                    })
                    + s(1, k + 1, m + 1, 2 * m + 1, |i, j| 2 * i + 4 * m + 2 - 2 * j)
                    + s(k + 1, 2 * k + 1, 1, m + 1, |i, j| 4 * k - 2 * i + 2 * j + 2)
                    - c.d(2 * k + 1, 2 * m + 1)
            },
        ),
        (
            "A.6",
            "double sums, ΣA_1 + ΣA_2 + 4k + 4m − 4 − 2k − 2m − 2 + ΣA_3 + ΣA_4",
            |c| {
                let (k, m) = (c.k, c.m);
                s(0, k, 0, m, |i, j| 2 * i + 2 * j)
                    + s(k + 2, 2 * k, m + 2, 2 * m, |i, j| {
                        4 * k - 2 * i + 4 * m - 2 * j + 8
                    })
                    + 4 * k
                    + 4 * m
                    - 4
                    - 2 * k
                    - 2 * m
                    - 2
                    + s(0, k + 1, m + 1, 2 * m, |i, j| 2 * i + 4 * m + 2 - 2 * j)
                    + s(k + 1, 2 * k, 0, m + 1, |i, j| 4 * k + 2 - 2 * i + 2 * j)
            },
        ),
    ]
}
