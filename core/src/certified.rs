//! Certified optima: values a SAT solver settled, stored with their
//! certificates (`castlab-prove` writes the tables; its tests re-check them):
//! b^o of small tori (`orderly.tsv`), least TCDs of small grids
//! (`tcd.tsv`), and b(u) and b^o of the protocol families' smallest
//! instances (`families.tsv`, see [`family_table`]).
//!
//! Each row has a witness for the upper bound (an optimal schedule as a
//! numbering of the nodes, or an optimal ordering) that castlab's validator
//! or simulator re-checks, and a lower bound with how it is known:
//!
//! - [`LowerBy::Proof`]: the formula at one below is unsatisfiable, and the
//!   DRAT proof of that is in the repository (`prove/proofs/`);
//! - [`LowerBy::Checked`]: the same, but the proof was too large to keep; it
//!   was checked when it was made, and the formula's fingerprint is stored
//!   so that a test notices if the encoding changes;
//! - [`LowerBy::Cubes`]: the same by cube and conquer: the formula (with
//!   lex-leader symmetry breaking) split into cubes that cover it, each
//!   refuted with its own proof, checked when made; the split is stored so
//!   that a test re-derives the cubes and checks that they cover;
//! - [`LowerBy::Theorem`]: the paper's lower bound (003 Theorem 2.2.1);
//! - [`LowerBy::Count`]: N − 1 messages of at least one hop each.

use alloc::string::String;
use alloc::vec::Vec;

use crate::grid::{Grid, NodeId};
use crate::orderly::Ordering;
use crate::orderly::orderings::{Dir, from_directions};
use crate::schedule::{Schedule, Why};
use crate::text::{self, Arg, Text};

mod families;
mod table;

pub use families::{
    CERTIFIED, Certified, FamilyOptimum, FamilyValue, certified_values, classical_optimum,
    family_table, orderly_optimum,
};
pub use table::parses;
use table::tables;

/// How a lower bound is known; see the module doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LowerBy {
    /// A stored DRAT proof (its file name in `prove/proofs/`).
    Proof(&'static str),
    /// A DRAT proof checked when made, not stored, by the named checker
    /// (`checked` in a table is dratify's; `checked:<name>` another's).
    Checked(&'static str),
    /// Cube and conquer: each cube's DRAT proof checked when made.
    Cubes {
        /// The lex-leader comparisons read the first `lex` vertices.
        lex: u32,
        /// The cubes decide the orderings of the `split` vertices nearest 0.
        split: u32,
        /// How many cubes, 24^split.
        cubes: u32,
        /// The DRAT checker that checked every cube's proof.
        checker: &'static str,
    },
    /// 003 Theorem 2.2.1.
    Theorem,
    /// The message count, N − 1.
    Count,
}

/// One stored result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Certificate {
    /// The proven lower bound.
    pub lower: u64,
    /// The value of the witness.
    pub upper: u64,
    /// How the lower bound is known.
    pub lower_by: LowerBy,
    /// Seconds the solver took to find the witness.
    pub sat_seconds: f64,
    /// Seconds it took to refute one below the lower bound.
    pub unsat_seconds: f64,
    /// Seconds the independent checker took on that proof.
    pub check_seconds: f64,
    /// The refuted formula's fingerprint (see `castlab-prove`), or "-".
    pub fingerprint: &'static str,
    witness: &'static str,
}

impl Certificate {
    /// Lower bound equals the witness's value.
    pub fn is_optimum(&self) -> bool {
        self.lower == self.upper
    }

    /// How the values are known, in a sentence.
    pub fn method(&self) -> Text {
        let refuted = self.lower.saturating_sub(1);
        let lower = match self.lower_by {
            LowerBy::Proof(file) => Text::new("eval-certificate-proof")
                .arg("refuted", refuted)
                .arg("unsat", self.unsat_seconds)
                .arg("file", file),
            LowerBy::Checked(checker) => Text::new("eval-certificate-checked")
                .arg("refuted", refuted)
                .arg("unsat", self.unsat_seconds)
                .arg("checker", checker)
                .arg("check", self.check_seconds),
            LowerBy::Cubes { cubes, checker, .. } => Text::new("eval-certificate-cubes")
                .arg("refuted", refuted)
                .arg("cubes", cubes)
                .arg("checker", checker)
                .arg("unsat", self.unsat_seconds)
                .arg("check", self.check_seconds),
            LowerBy::Theorem => Text::new("eval-certificate-theorem"),
            LowerBy::Count => Text::new("eval-certificate-count"),
        };
        Text::new("eval-certificate-method")
            .arg("sat", self.sat_seconds)
            .arg("lower", lower)
    }
}

/// b^o of a torus T_{m×n}, m ≤ n, as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderlyOptimum {
    /// The sides as stored, m ≤ n.
    pub sides: [u32; 2],
    /// The values and how they are known.
    pub certificate: Certificate,
}

/// Every stored b^o, in the table's order.
pub fn orderly_table() -> &'static [OrderlyOptimum] {
    &tables().orderly
}

/// The stored b^o of the 2-D torus `grid` (either orientation).
pub fn orderly(grid: &Grid) -> Option<&'static OrderlyOptimum> {
    let s = grid.sides();
    if !grid.is_torus() || s.len() != 2 {
        return None;
    }
    let (m, n) = (s[0].min(s[1]), s[0].max(s[1]));
    orderly_table().iter().find(|o| o.sides == [m, n])
}

/// E, W, N, S: the letters of an ordering witness.
const LETTERS: [(char, Dir); 4] = [
    (
        'E',
        Dir {
            axis: 0,
            forward: true,
        },
    ),
    (
        'W',
        Dir {
            axis: 0,
            forward: false,
        },
    ),
    (
        'N',
        Dir {
            axis: 1,
            forward: true,
        },
    ),
    (
        'S',
        Dir {
            axis: 1,
            forward: false,
        },
    ),
];

impl OrderlyOptimum {
    /// The witness ordering on `grid` (the stored torus, or its transpose).
    pub fn ordering(&self, grid: &Grid) -> Option<Ordering> {
        let s = grid.sides();
        let transposed = s != self.sides;
        let [m, _] = self.sides;
        let lists: Vec<&str> = self.certificate.witness.split(' ').collect();
        if lists.len() != grid.node_count() {
            return None;
        }
        let mut bad = false;
        let ordering = from_directions(grid, |c| {
            // The stored vertex: (x, y), or (y, x) when transposed.
            let (x, y) = if transposed {
                (c[1], c[0])
            } else {
                (c[0], c[1])
            };
            let word = lists[(y * m + x) as usize];
            word.chars()
                .filter_map(|ch| {
                    let found = LETTERS.iter().find(|(l, _)| *l == ch).map(|&(_, d)| d);
                    bad |= found.is_none();
                    let d = found?;
                    Some(if transposed {
                        Dir {
                            axis: 1 - d.axis,
                            ..d
                        }
                    } else {
                        d
                    })
                })
                .collect()
        });
        (!bad
            && (0..grid.node_count())
                .all(|v| ordering.list(crate::orderly::Vertex::at(v)).len() == 4))
        .then_some(ordering)
    }
}

/// The least TCD from one source, as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct TcdOptimum {
    /// Torus (or mesh).
    pub torus: bool,
    /// The sides.
    pub sides: Vec<u32>,
    /// The source the row is about.
    pub source: NodeId,
    /// The values and how they are known.
    pub certificate: Certificate,
    numbering: Option<Vec<NodeId>>,
}

/// Every stored TCD optimum, in the table's order.
pub fn tcd_table() -> &'static [TcdOptimum] {
    &tables().tcd
}

impl TcdOptimum {
    /// The witness: node by number (see [`schedule_of`]), as stored;
    /// `None` if it does not read as node numbers.
    pub fn numbering(&self) -> Option<&[NodeId]> {
        self.numbering.as_deref()
    }
}

/// The stored optimum for `source` on `grid`, with its numbering carried
/// to `source`: a row for the source itself, or for another source that a
/// symmetry of the grid maps to it (a translation of a torus; a signed
/// permutation of equal axes).
pub fn tcd(grid: &Grid, source: NodeId) -> Option<(&'static TcdOptimum, Vec<NodeId>)> {
    let key = orbit_key(grid, source);
    let mut candidates: Vec<&TcdOptimum> = tables()
        .tcd_rows(grid)
        .filter(|row| orbit_key(grid, row.source) == key)
        .collect();
    // The source's own row first.
    candidates.sort_by_key(|row| row.source != source);
    let row = candidates.into_iter().next()?;
    let symmetry = symmetry_between(grid, row.source, source)?;
    let mapped: Option<Vec<NodeId>> = row
        .numbering()?
        .iter()
        .map(|&v| symmetry.map(grid, v))
        .collect();
    Some((row, mapped?))
}

/// Whether every source of `grid` has a stored optimum, itself or through
/// a symmetry: what `tcd` finds, without carrying any witness.
pub fn tcd_covers(grid: &Grid) -> bool {
    tables().tcd_covers(grid)
}

/// The grids every source of which has a stored TCD optimum, as a message
/// names them: "the 4x4 and 8x8 meshes and tori and the 2x2x2x2x2x2 mesh"
/// (in the table's order, fewer dimensions first).
pub fn tcd_covered() -> Arg {
    let mut sizes: Vec<Vec<u32>> = Vec::new();
    for row in tcd_table() {
        if !sizes.contains(&row.sides) {
            sizes.push(row.sides.clone());
        }
    }
    sizes.sort_by_key(Vec::len);
    let covered =
        |sides: &[u32], torus: bool| Grid::new(sides, torus).is_ok_and(|g| tcd_covers(&g));
    let groups = [
        (text::id("link-certified-both"), (true, true)),
        (text::id("link-certified-meshes"), (true, false)),
        (text::id("link-certified-tori"), (false, true)),
    ];
    let mut said: Option<Arg> = None;
    for (id, (mesh, torus)) in groups {
        let listed: Vec<String> = sizes
            .iter()
            .filter(|s| covered(s, false) == mesh && covered(s, true) == torus)
            .map(|s| crate::grid::sides_text(s))
            .collect();
        if listed.is_empty() {
            continue;
        }
        let group = Text::new(id)
            .arg("sizes", and_list(&listed))
            .arg("n", listed.len())
            .into();
        said = Some(match said {
            None => group,
            Some(before) => Text::new("link-and")
                .arg("first", before)
                .arg("last", group)
                .into(),
        });
    }
    said.unwrap_or_else(|| String::new().into())
}

/// The tori with a stored b^o, as a message names them: "3x3, 3x4 and 4x4".
pub fn orderly_covered() -> Arg {
    let mut sides: Vec<[u32; 2]> = orderly_table().iter().map(|o| o.sides).collect();
    sides.sort_unstable();
    let listed: Vec<String> = sides
        .iter()
        .map(|[m, n]| alloc::format!("{m}x{n}"))
        .collect();
    and_list(&listed)
}

/// `a, b and c`, in the reader's words for "and" (values as a link writes
/// them, so the commas stay).
pub(crate) fn and_list(items: &[String]) -> Arg {
    match items {
        [] => String::new().into(),
        [one] => one.clone().into(),
        [first @ .., last] => Text::new("link-and")
            .arg("first", first.join(", "))
            .arg("last", last.as_str())
            .into(),
    }
}

/// A distance-preserving map of a grid: permute axes of equal sides, flip
/// some, then (torus) translate.
#[derive(Clone, Debug)]
struct Symmetry {
    perm: Vec<usize>,
    flips: u32,
    shift: Vec<u32>,
}

impl Symmetry {
    fn map(&self, grid: &Grid, v: NodeId) -> Option<NodeId> {
        let c = grid.coords(v);
        let s = grid.sides();
        let out: Vec<u32> = (0..s.len())
            .map(|i| {
                let x = c[self.perm[i]];
                let x = if self.flips >> i & 1 == 1 {
                    s[i] - 1 - x
                } else {
                    x
                };
                (x + self.shift[i]) % s[i]
            })
            .collect();
        grid.node(&out)
    }
}

/// What the symmetries keep of node v: nothing on a torus (translations
/// reach every node); on a mesh, each coordinate's distance from the nearer
/// end, sorted within the axes of equal side. Two nodes are related by a
/// symmetry exactly when their keys are equal.
fn orbit_key(grid: &Grid, v: NodeId) -> Vec<u32> {
    if grid.is_torus() {
        return Vec::new();
    }
    let (s, c) = (grid.sides(), grid.coords(v));
    let mut folded: Vec<(u32, u32)> = (0..s.len())
        .map(|i| (s[i], c[i].min(s[i] - 1 - c[i])))
        .collect();
    folded.sort_unstable();
    folded.into_iter().map(|(_, f)| f).collect()
}

/// The symmetry that takes `from` to `to`, if one does: a translation on a
/// torus; on a mesh, axes paired by (side, folded coordinate) and flipped
/// where the coordinates differ (the identity when `from` is `to`).
fn symmetry_between(grid: &Grid, from: NodeId, to: NodeId) -> Option<Symmetry> {
    let s = grid.sides();
    let d = s.len();
    let (a, b) = (grid.coords(from), grid.coords(to));
    if grid.is_torus() {
        return Some(Symmetry {
            perm: (0..d).collect(),
            flips: 0,
            shift: (0..d).map(|i| (b[i] + s[i] - a[i]) % s[i]).collect(),
        });
    }
    let fold = |c: &[u32], i: usize| c[i].min(s[i] - 1 - c[i]);
    let order = |c: &[u32]| {
        let mut axes: Vec<usize> = (0..d).collect();
        axes.sort_by_key(|&i| (s[i], fold(c, i)));
        axes
    };
    let mut perm = alloc::vec![0; d];
    let mut flips = 0;
    for (i, j) in order(&a).into_iter().zip(order(&b)) {
        if s[i] != s[j] || fold(&a, i) != fold(&b, j) {
            return None;
        }
        perm[j] = i;
        if a[i] != b[j] {
            flips |= 1 << j;
        }
    }
    Some(Symmetry {
        perm,
        flips,
        shift: alloc::vec![0; d],
    })
}

/// The schedule a numbering describes: number x ≠ 0 hears at step b + 1
/// (b = x's highest bit) from number x − 2^b.
pub fn schedule_of(numbering: &[NodeId]) -> Schedule {
    let steps = numbering.len().trailing_zeros();
    let raw = (1..numbering.len()).map(|x| {
        let bit = usize::BITS - 1 - x.leading_zeros();
        (
            bit + 1,
            numbering[x - (1 << bit)],
            numbering[x],
            Why::Numbered,
        )
    });
    Schedule::dimension_ordered(numbering[0], steps, raw, |node| node)
}

#[cfg(test)]
mod tests {
    use super::table::certificate;
    use super::*;

    fn by(column: &'static str) -> Option<LowerBy> {
        let cols = ["69", "69", column, "0.0", "1.0", "2.0", "-", "0 1"];
        certificate(&cols).map(|c| c.lower_by)
    }

    /// Each way a lower bound is written in a table reads back as written;
    /// a malformed one is no certificate.
    #[test]
    fn every_kind_of_lower_bound_reads() {
        assert_eq!(by("checked"), Some(LowerBy::Checked("dratify")));
        assert_eq!(by("checked:drat-trim"), Some(LowerBy::Checked("drat-trim")));
        assert_eq!(by("proof:a.drat.gz"), Some(LowerBy::Proof("a.drat.gz")));
        assert_eq!(
            by("cubes:4:2:576:drat-trim"),
            Some(LowerBy::Cubes {
                lex: 4,
                split: 2,
                cubes: 576,
                checker: "drat-trim"
            })
        );
        for bad in [
            "checked:",
            "cubes:4:2:576",
            "cubes:4:x:576:d",
            "proof",
            "maybe",
        ] {
            assert_eq!(by(bad), None, "{bad}");
        }
    }
}
