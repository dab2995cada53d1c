//! `algo=least`: the least TCD known from every source, 000's Figure 2
//! ("the minimum TCD for each node") and 002's Figure 5, each value with
//! how it is known: exact (the subset search over every schedule, N ≤ 16),
//! proven or an interval (a stored certificate: its refuted bound below,
//! the best schedule above), or a bound (the best of the schedules castlab
//! builds). Beside the map, the papers' closed forms as printed, each next
//! to the least value at the source it is about.

use alloc::string::String;
use alloc::vec::Vec;

use super::Analysis;
use crate::certified;
use crate::grid::NodeId;
use crate::mesh::{closed_form, eyes};
use crate::permalink::Algo;

/// How a source's least TCD is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Known {
    /// The exhaustive search over every schedule (N ≤ 16).
    Exact,
    /// A certificate's refuted bound meets a schedule's value.
    Proven,
    /// A certificate's refuted bound below, a schedule above.
    Interval,
    /// Only a schedule's value, above; below only the message count N − 1.
    Bound,
}

/// The least known TCD of every source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Least {
    /// The best schedule's TCD per source (the upper end).
    pub map: Vec<u64>,
    /// The lower end per source.
    pub lower: Vec<u64>,
    /// How each value is known.
    pub known: Vec<Known>,
    /// Whose schedule reaches `map` at each source.
    pub by: Vec<Algo>,
}

impl Least {
    /// Computes it from the analysis's maps and the stored certificates.
    pub(super) fn new(analysis: &Analysis) -> Option<Least> {
        let grid = &analysis.grid;
        let n = grid.node_count();
        if let Some(exact) = analysis.map(Algo::Exact) {
            return Some(Least {
                map: exact.to_vec(),
                lower: exact.to_vec(),
                known: alloc::vec![Known::Exact; n],
                by: alloc::vec![Algo::Exact; n],
            });
        }
        let built: Vec<(Algo, &[u64])> = [Algo::Recursive, Algo::Symmetric, Algo::Paper]
            .into_iter()
            .filter_map(|a| analysis.map(a).map(|m| (a, m)))
            .collect();
        if built.is_empty() {
            return None;
        }
        let with_rows = certified::tcd_table()
            .iter()
            .any(|r| r.torus == grid.is_torus() && r.sides == grid.sides());
        let mut least = Least {
            map: Vec::with_capacity(n),
            lower: Vec::with_capacity(n),
            known: Vec::with_capacity(n),
            by: Vec::with_capacity(n),
        };
        for s in 0..n {
            let (mut by, mut best) = built
                .iter()
                .map(|&(a, m)| (a, m[s]))
                .min_by_key(|&(_, v)| v)
                .expect("some map is built");
            let mut lower = n as u64 - 1;
            let certificate = with_rows
                .then(|| certified::tcd(grid, NodeId::new(s)))
                .flatten();
            if let Some((row, _)) = &certificate {
                lower = row.certificate.lower;
                if row.certificate.upper < best {
                    (by, best) = (Algo::Optimum, row.certificate.upper);
                }
            }
            let known = match certificate {
                None => Known::Bound,
                Some(_) if lower == best => Known::Proven,
                Some(_) => Known::Interval,
            };
            least.map.push(best);
            least.lower.push(lower);
            least.known.push(known);
            least.by.push(by);
        }
        Some(least)
    }
}

/// One of the papers' closed forms, as printed, evaluated on this grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PrintedForm {
    /// Where it is printed, e.g. "000 Eq. (9)".
    pub cited: String,
    /// Which source it is about: "corner" or "eye".
    pub at: String,
    /// Its value as printed (with the errata's reading of lost signs).
    pub value: u64,
    /// The best schedule's TCD from that source (Algorithm 1/2's for the
    /// corner forms, which the papers derive from it; the least known for
    /// the eye's).
    pub schedule: u64,
}

/// The closed forms that apply to a 2^k mesh (or torus, whose every node
/// is an eye): 000 Eqs. (8), (9) for the corner, 000 Eq. (10) in 2-D, 002
/// Eq. (13) in 3-D and 002 Eq. (16) = 000 Eq. (13) in d-D for the eye.
pub(super) fn printed_forms(analysis: &Analysis, least: &Least) -> Vec<PrintedForm> {
    let Some(cube) = analysis.cube else {
        return Vec::new();
    };
    let (d, k) = (cube.d, cube.k);
    let mut out = Vec::new();
    let mut push = |cited: &str, at: &str, value: Option<u64>, schedule: Option<u64>| {
        if let (Some(value), Some(schedule)) = (value, schedule) {
            out.push(PrintedForm {
                cited: cited.into(),
                at: at.into(),
                value,
                schedule,
            });
        }
    };
    let torus = analysis.grid.is_torus();
    if d == 2 && !torus {
        let corner = analysis.map(Algo::Paper).map(|m| m[0]);
        push("000 Eq. (8)", "corner", closed_form::eq8(k), corner);
        push("000 Eq. (9)", "corner", closed_form::eq9(k), corner);
    }
    let eye = if torus {
        Some(0)
    } else {
        eyes::eyes_of(cube).first().map(|p| cube.index(p))
    };
    let at_eye = eye.map(|i| least.map[i]);
    match d {
        2 => push("000 Eq. (10)", "eye", closed_form::eq10(k), at_eye),
        3 => push("002 Eq. (13)", "eye", closed_form::od3(k), at_eye),
        _ => {}
    }
    let general =
        closed_form::eq16(d, k, closed_form::EQ16_READING).and_then(|v| u64::try_from(v).ok());
    push("002 Eq. (16) = 000 Eq. (13)", "eye", general, at_eye);
    out
}

#[cfg(test)]
mod tests {
    use alloc::format;

    use super::*;
    use crate::eval::tcd::{source_report, source_schedule};
    use crate::grid::Grid;
    use crate::permalink::parse;
    use crate::schedule::validate;

    fn analysis(sides: &[u32], torus: bool) -> Analysis {
        let grid = if torus {
            Grid::torus(sides)
        } else {
            Grid::mesh(sides)
        };
        Analysis::new(&grid.unwrap())
    }

    /// Evidence: chosen sizes, every source of the 4 × 4, 2 × 8, 8 × 8 and 4 ×
    /// 4 × 4 meshes and the 8 × 8 torus.
    #[test]
    fn every_least_value_is_a_validated_schedule() {
        // The map's value at each source is the TCD the validator recounts
        // from the schedule `algo=least` shows there, and never below the
        // lower end.
        for (dims, torus) in [
            ("4x4", false),
            ("2x8", false),
            ("8x8", false),
            ("4x4x4", false),
            ("8x8", true),
        ] {
            let net = if torus { "torus" } else { "mesh" };
            let base = parse(&format!("v=1&net={net}&dims={dims}&algo=least")).query;
            let a = Analysis::new(&base.grid);
            let least = a.least().unwrap();
            for s in 0..base.grid.node_count() {
                let mut q = base.clone();
                q.src = base.grid.coords(NodeId::new(s));
                let (schedule, _) = source_schedule(&a, &q);
                let v = validate(&q.grid, &schedule);
                assert!(v.is_valid(), "{dims} from {s}");
                assert_eq!(v.tcd, least.map[s], "{dims} from {s}");
                assert!(least.lower[s] <= least.map[s]);
                assert_eq!(
                    least.known[s] == Known::Interval,
                    least.lower[s] < least.map[s]
                );
            }
        }
    }

    /// Evidence: chosen sizes, the 4 × 4, 8 × 8 and 4 × 4 × 4 meshes.
    #[test]
    fn the_values_the_papers_print() {
        // 000 §2 and its Appendix: on 4×4 the corner needs 18, (0, 1) 16
        // and an eye 15, and the exhaustive search agrees at every source.
        let a = analysis(&[4, 4], false);
        let least = a.least().unwrap();
        assert_eq!([least.map[0], least.map[4], least.map[5]], [18, 16, 15]);
        assert!(least.known.iter().all(|&k| k == Known::Exact));
        // 8×8: the eye's 69 (000 Eq. (10)) is proven; so is 002's OD_2 =
        // 63 from the eye (1, 1, 1) of 4×4×4 (Theorem 5).
        let a = analysis(&[8, 8], false);
        let eye = a.grid.node(&[2, 2]).unwrap().index();
        let least = a.least().unwrap();
        assert_eq!((least.map[eye], least.known[eye]), (69, Known::Proven));
        let forms = printed_forms(&a, least);
        let value = |cited: &str| {
            forms
                .iter()
                .find(|f| f.cited == cited)
                .map(|f| (f.value, f.schedule))
        };
        assert_eq!(value("000 Eq. (9)"), Some((79, 79)));
        assert_eq!(value("000 Eq. (10)"), Some((69, 69)));
        let a = analysis(&[4, 4, 4], false);
        let eye = a.grid.node(&[1, 1, 1]).unwrap().index();
        let least = a.least().unwrap();
        assert_eq!((least.map[eye], least.known[eye]), (63, Known::Proven));
        let forms = printed_forms(&a, least);
        assert!(
            forms
                .iter()
                .any(|f| f.cited == "002 Eq. (13)" && f.value == 63 && f.schedule == 63)
        );
        // Without certificates the best schedule only bounds the value.
        let a = analysis(&[16, 16], false);
        let least = a.least().unwrap();
        assert!(least.known.iter().all(|&k| k == Known::Bound));
        let q = parse("v=1&dims=16x16&src=5,5&algo=least").query;
        assert_eq!(source_report(&a, &q).tcd, 291);
    }
}
