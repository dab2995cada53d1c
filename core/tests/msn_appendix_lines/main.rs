//! 004's Appendix, line by line. Each proof (A.1)–(A.12) prints a chain: the
//! sum over the areas A_1 … A_4 of Eqs. (6)–(9)'s expressions, the same as
//! double sums over i and j, sometimes an expanded polynomial, and the final
//! form. Every line is evaluated here as printed (as extracted) and compared
//! with breadth-first search on the network itself, for every even X and Y
//! from 4 to 40 that the proof's case covers. The lines that disagree, the
//! smallest size where each does, and the repaired reading are in
//! docs/errata.md ("004 Appendix: three double-sum lines"); this test fixes
//! that list.
//!
//! The areas of Figs. 3–4 did not survive the extraction. The first line of
//! each proof is evaluated with each area taken as the index ranges of the
//! proof's own double sums (x = 2i − 1 or 2i, y likewise), with the bracket
//! the first line prints for that area; the test also checks that those
//! ranges cover the parity class, each node once except the one node the
//! proof subtracts again.

mod printed;

use std::collections::{BTreeMap, VecDeque};

use printed::{later_lines, proofs_00, proofs_20, proofs_22, repaired_lines};

/// Breadth-first distances from (0, 0) in the X × Y Manhattan Street
/// network as 004 §2 describes it: (x, y) links to (x + p(y), y) and
/// (x, y + p(x)), p(v) = 1 for even v and −1 for odd v. Written here from
/// the description, independently of castlab's `Msn`.
fn bfs(w: i64, h: i64) -> Vec<Vec<i64>> {
    let p = |v: i64| if v % 2 == 0 { 1 } else { -1 };
    let mut dist = vec![vec![-1; h as usize]; w as usize];
    dist[0][0] = 0;
    let mut queue = VecDeque::from([(0i64, 0i64)]);
    while let Some((x, y)) = queue.pop_front() {
        let d = dist[x as usize][y as usize];
        for (nx, ny) in [((x + p(y)).rem_euclid(w), y), (x, (y + p(x)).rem_euclid(h))] {
            if dist[nx as usize][ny as usize] < 0 {
                dist[nx as usize][ny as usize] = d + 1;
                queue.push_back((nx, ny));
            }
        }
    }
    dist
}

/// A parity class (x odd?, y odd?).
type Class = (bool, bool);
const OO: Class = (true, true);
const EE: Class = (false, false);
const OE: Class = (true, false);
const EO: Class = (false, true);

/// What a printed line sees: the sides, k and m, and the distances.
struct Case<'a> {
    x: i64,
    y: i64,
    k: i64,
    m: i64,
    dist: &'a [Vec<i64>],
}

impl Case<'_> {
    /// D(x, y), as the proofs of (A.5) and (A.6) subtract it.
    fn d(&self, x: i64, y: i64) -> i64 {
        self.dist[x as usize][y as usize]
    }
}

/// Σ_{i = a}^{b} Σ_{j = c}^{d} f(i, j), empty when a range is.
fn s(a: i64, b: i64, c: i64, d: i64, f: impl Fn(i64, i64) -> i64) -> i64 {
    (a..=b)
        .flat_map(|i| (c..=d).map(move |j| (i, j)))
        .map(|(i, j)| f(i, j))
        .sum()
}

/// An area of a first line: its i and j ranges (from the next line) and
/// the bracket the first line prints for it, in x, y, X and Y.
type Area = ([i64; 4], fn(&Case, i64, i64) -> i64);

/// The brackets of Eqs. (6)–(9) as the first lines print them.
fn ne(_: &Case, x: i64, y: i64) -> i64 {
    x + y
}
fn ne2(_: &Case, x: i64, y: i64) -> i64 {
    x + y + 2
}
fn sw2(c: &Case, x: i64, y: i64) -> i64 {
    c.x - x + c.y - y + 2
}
fn sw4(c: &Case, x: i64, y: i64) -> i64 {
    c.x - x + c.y - y + 4
}
fn se(c: &Case, x: i64, y: i64) -> i64 {
    x + c.y - y
}
fn se2(c: &Case, x: i64, y: i64) -> i64 {
    x + c.y - y + 2
}
fn nw(c: &Case, x: i64, y: i64) -> i64 {
    c.x - x + y
}
fn nw2(c: &Case, x: i64, y: i64) -> i64 {
    c.x - x + y + 2
}

/// The first line of a proof: Σ over the four areas of their brackets, plus
/// its extra terms: `counts` adds 4 Σ_{(x,0) ∈ A_4} 1 + 4 Σ_{(0,y) ∈ A_3} 1,
/// `extra` the rest. Returns the value and how often each node was summed.
fn first_line(c: &Case, class: Class, areas: [Area; 4], counts: bool, extra: i64) -> Summed {
    let mut seen = BTreeMap::new();
    let mut total = extra;
    for (n, ([a, b, lo, hi], bracket)) in areas.into_iter().enumerate() {
        for i in a..=b {
            for j in lo..=hi {
                let x = if class.0 { 2 * i - 1 } else { 2 * i };
                let y = if class.1 { 2 * j - 1 } else { 2 * j };
                *seen.entry((x, y)).or_insert(0) += 1;
                total += bracket(c, x, y);
                // A_3 is areas[2], A_4 is areas[3].
                if counts && ((n == 3 && y == 0) || (n == 2 && x == 0)) {
                    total += 4;
                }
            }
        }
    }
    (total, seen)
}

/// A first line's value and how often it summed each node.
type Summed = (i64, BTreeMap<(i64, i64), u32>);

/// One printed line: which proof, which line, its value.
type Line = (&'static str, &'static str, fn(&Case) -> i64);

/// The proofs of one case: each with its class, first line and other lines.
struct Proof {
    name: &'static str,
    class: Class,
    first: fn(&Case) -> Summed,
    /// The node the proof counts twice and subtracts again, if any.
    twice: fn(&Case) -> Option<(i64, i64)>,
}

fn none(_: &Case) -> Option<(i64, i64)> {
    None
}

/// Every size 4..=40 × 4..=40 (even) whose case a proof covers, smallest
/// first (by node count, then X), with its BFS class sums.
fn sizes() -> Vec<(i64, i64, Vec<Vec<i64>>)> {
    let mut out = Vec::new();
    for x in (4..=40).step_by(2) {
        for y in (4..=40).step_by(2) {
            // X = 4k, Y = 4m + 2 has no proofs ("analogous").
            if !(x % 4 == 0 && y % 4 == 2) {
                out.push((x, y, bfs(x, y)));
            }
        }
    }
    out.sort_by_key(|&(x, y, _)| (x * y, x));
    out
}

fn class_sum(dist: &[Vec<i64>], class: Class) -> i64 {
    let mut total = 0;
    for (x, column) in dist.iter().enumerate() {
        for (y, &d) in column.iter().enumerate() {
            if (x % 2 == 1, y % 2 == 1) == class {
                total += d;
            }
        }
    }
    total
}

fn proofs_for(x: i64, y: i64) -> Vec<Proof> {
    match (x % 4, y % 4) {
        (0, 0) => proofs_00(),
        (2, 2) => proofs_22(),
        (2, 0) => proofs_20(),
        _ => Vec::new(),
    }
}

fn class_of(name: &str) -> Class {
    let n: u32 = name[2..].parse().unwrap();
    [OO, EE, OE, EO][((n - 1) % 4) as usize]
}

/// For each line: (sizes checked, sizes where it disagrees with BFS, the
/// smallest such (X, Y, printed value, BFS)).
type Tally = BTreeMap<String, (u32, u32, Option<(i64, i64, i64, i64)>)>;

fn tally(lines: &[Line], firsts: bool) -> Tally {
    let mut out = Tally::new();
    for (x, y, dist) in sizes() {
        let c = Case {
            x,
            y,
            k: x / 4,
            m: y / 4,
            dist: &dist,
        };
        let mut record = |key: String, value: i64, bfs: i64| {
            let entry = out.entry(key).or_insert((0, 0, None));
            entry.0 += 1;
            if value != bfs {
                entry.1 += 1;
                entry.2.get_or_insert((x, y, value, bfs));
            }
        };
        if firsts {
            for proof in proofs_for(x, y) {
                let (value, seen) = (proof.first)(&c);
                let twice = (proof.twice)(&c);
                // The ranges cover the class: each node once, and the one
                // the proof subtracts again twice.
                let cover = (0..x)
                    .flat_map(|a| (0..y).map(move |b| (a, b)))
                    .filter(|&(a, b)| (a % 2 == 1, b % 2 == 1) == proof.class)
                    .all(|p| seen.get(&p) == Some(&(1 + u32::from(twice == Some(p)))));
                assert!(
                    cover && seen.len() as i64 == x * y / 4,
                    "{x}x{y} {}",
                    proof.name
                );
                record(
                    format!("{} sum over the areas", proof.name),
                    value,
                    class_sum(&dist, proof.class),
                );
            }
        }
        for &(name, line, value) in lines {
            let case = match name {
                "A.1" | "A.2" | "A.3" | "A.4" => (0, 0),
                "A.5" | "A.6" | "A.7" | "A.8" => (2, 2),
                _ => (2, 0),
            };
            if (x % 4, y % 4) == case {
                record(
                    format!("{name} {line}"),
                    value(&c),
                    class_sum(&dist, class_of(name)),
                );
            }
        }
    }
    out
}

/// Evidence: exhaustive, every line of (A.1)–(A.12) at every even X, Y
/// from 4 to 40 its case covers (100 sizes for X = 4k, Y = 4m, 81 for each
/// case with X = 4k + 2).
#[test]
fn every_printed_line_of_the_msn_appendix_against_breadth_first_search() {
    let firsts = tally(&[], true);
    assert_eq!(firsts.len(), 12);
    for (line, (checked, bad, _)) in &firsts {
        assert!(*checked >= 81, "{line}");
        assert_eq!(*bad, 0, "{line}");
    }
    let later = tally(&later_lines(), false);
    let disagreeing: Vec<_> = later
        .iter()
        .filter(|(_, t)| t.1 > 0)
        .map(|(line, &(checked, bad, first))| (line.as_str(), checked, bad, first.unwrap()))
        .collect();
    // (line, sizes checked, sizes where it disagrees, the smallest: X, Y,
    // the line's value, BFS).
    assert_eq!(
        disagreeing,
        [
            ("A.2 double sums", 100, 90, (8, 4, 24, 28)),
            ("A.5 double sums", 81, 81, (6, 6, 42, 34)),
            ("A.6 double sums", 81, 81, (6, 6, 38, 30)),
        ]
    );
    // The other 26 of the 29 later lines (and all 12 first lines, above)
    // hold at every size.
    assert_eq!(later.len(), 29);
    // The repaired readings hold at every size.
    for (line, (checked, bad, _)) in tally(&repaired_lines(), false) {
        assert!(checked >= 81 && bad == 0, "{line}");
    }
}

/// Evidence: exhaustive, every even X, Y from 4 to 40 (361 sizes).
#[test]
fn the_appendix_bfs_here_is_castlabs_bfs() {
    // The breadth-first search above, written from 004 §2's words, gives
    // castlab's class sums at every size, so the errata's `view=areas`
    // commands show the same numbers.
    for x in (4..=40u32).step_by(2) {
        for y in (4..=40u32).step_by(2) {
            let dist = bfs(i64::from(x), i64::from(y));
            let ours = [OO, EE, OE, EO].map(|c| class_sum(&dist, c) as u64);
            let msn = castlab_core::msn::Msn::new(x, y).unwrap();
            assert_eq!(castlab_core::msn::bfs_sums(&msn), ours, "{x}x{y}");
        }
    }
}
