//! The papers' claims about TCD, checked by an [`Analysis`]'s maps, and
//! with `cert=1` by the certificates: least at the eyes (000 Theorem 1,
//! 002 Theorem 2), the algorithm is the minimum (000 Theorem 2, 002 Theorem
//! 3), the eye is optimal (000 Corollary 1, 002 Theorem 4), and on a torus
//! every node is an eye (000 §5).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Analysis, Claim};
use crate::eval::Verdict;
use crate::grid::NodeId;
use crate::mesh::{Cube, closed_form, eyes};
use crate::permalink::Algo;
use crate::text::Text;

fn coords_text(a: &Analysis, i: usize) -> String {
    format!("({})", a.grid.coords(NodeId::new(i)))
}

/// The papers' claims, checked by the maps; with `proven` (every source's
/// certified lower bound), also by the certificates.
pub(super) fn check_claims(a: &Analysis, proven: Option<&[u64]>) -> Vec<Claim> {
    let (Some(cube), Some(paper)) = (a.cube, a.paper.as_deref()) else {
        return Vec::new();
    };
    let rec = a.map(Algo::Recursive);
    let exact = a.map(Algo::Exact);
    let eye_value = closed_form::eye_tcd(cube.d, cube.k).expect("cube sizes are in range");
    let (thm_eyes, thm_min, cor) = match cube.d {
        2 => (
            "000 Theorem 1",
            "000 Theorem 2",
            "000 Corollary 1, Eq. (10)",
        ),
        3 => ("002 Theorem 2", "002 Theorem 3", "002 Theorem 4, Eq. (13)"),
        _ => ("", "", "000 §4 / 002 §4, Eqs. (12)-(16)"),
    };

    if a.grid.is_torus() {
        return Vec::from([torus_claim((rec, exact), eye_value, proven)]);
    }
    let mut claims = Vec::new();
    if cube.d == 2 || cube.d == 3 {
        claims.push(least_at_the_eyes(cube, paper, thm_eyes));
        claims.push(algorithm_is_minimum(a, paper, (rec, exact), thm_min));
    }
    claims.push(eye_is_optimal((rec, exact), eye_value, proven, cor));
    claims
}

/// 000 §5: on a torus every node is an eye.
fn torus_claim(
    (rec, exact): (Option<&[u64]>, Option<&[u64]>),
    eye_value: u64,
    proven: Option<&[u64]>,
) -> Claim {
    let best = rec.map(|r| r[0]).unwrap_or(eye_value);
    let exact_best = exact.map(|e| e[0]);
    let least_proven = proven.and_then(|p| p.iter().copied().min());
    let verdict = match (exact_best, least_proven) {
        (Some(e), _) if e < eye_value => Verdict::Fails,
        (Some(_), _) => Verdict::Holds,
        (None, Some(lo)) if lo >= eye_value => Verdict::Holds,
        _ if best < eye_value => Verdict::Fails,
        _ => Verdict::Open,
    };
    Claim {
        id: "torus-every-node-optimal".into(),
        cited: "000 §5".into(),
        statement: Text::new("eval-claim-torus").arg("eye", eye_value),
        verdict,
        evidence: match (exact_best, least_proven) {
            (Some(e), _) => Text::new("eval-claim-torus-exact").arg("optimum", e),
            (None, Some(lo)) if verdict != Verdict::Fails => {
                Text::new("eval-claim-torus-certified").arg("lower", lo)
            }
            _ => Text::new("eval-claim-torus-recursive").arg("best", best),
        }
        .arg("eye", eye_value),
    }
}

/// 000 Theorem 1, 002 Theorem 2: the algorithm's TCD is least at the eyes.
fn least_at_the_eyes(cube: Cube, paper: &[u64], thm_eyes: &str) -> Claim {
    let n = paper.len();
    let least = paper.iter().copied().min().unwrap_or(0);
    let at: Vec<usize> = (0..n).filter(|&i| paper[i] == least).collect();
    let only_eyes =
        at.len() == 1 << cube.d && at.iter().all(|&i| eyes::is_eye(cube, &cube.point(i)));
    Claim {
        id: "least-at-the-eyes".into(),
        cited: thm_eyes.into(),
        statement: Text::new("eval-claim-least-at-the-eyes"),
        verdict: if only_eyes {
            Verdict::Holds
        } else {
            Verdict::Fails
        },
        evidence: Text::new("eval-claim-least-at-the-eyes-evidence")
            .arg("least", least)
            .arg("sources", at.len())
            .arg(
                "eyes",
                at.iter()
                    .filter(|&&i| eyes::is_eye(cube, &cube.point(i)))
                    .count(),
            ),
    }
}

/// 000 Theorem 2, 002 Theorem 3: from every source the algorithm is the
/// least of any time-step-optimal schedule.
fn algorithm_is_minimum(
    a: &Analysis,
    paper: &[u64],
    (rec, exact): (Option<&[u64]>, Option<&[u64]>),
    thm_min: &str,
) -> Claim {
    let n = paper.len();
    let beaten = |better: &[u64]| -> (usize, u64, Option<usize>) {
        let mut count = 0;
        let mut worst = 0;
        let mut example = None;
        for i in 0..n {
            if better[i] < paper[i] {
                count += 1;
                if paper[i] - better[i] > worst {
                    worst = paper[i] - better[i];
                    example = Some(i);
                }
            }
        }
        (count, worst, example)
    };
    let (verdict, evidence) = match (exact, rec) {
        (Some(e), _) => {
            let (count, worst, example) = beaten(e);
            let v = if count == 0 {
                Verdict::Holds
            } else {
                Verdict::Fails
            };
            let said = Text::new("eval-claim-minimum-exact")
                .arg("count", count)
                .arg("n", n)
                .arg("worst", worst);
            let said = match example {
                Some(i) => Text::new("eval-claim-minimum-exact-example")
                    .arg("missed", said)
                    .arg("at", coords_text(a, i))
                    .arg("algorithm", paper[i])
                    .arg("optimum", e[i]),
                None => said,
            };
            (v, said)
        }
        (None, Some(r)) => {
            let (count, worst, example) = beaten(r);
            if count == 0 {
                (
                    Verdict::Open,
                    Text::new("eval-claim-minimum-unbeaten").arg("n", n),
                )
            } else {
                let said = Text::new("eval-claim-minimum-beaten")
                    .arg("count", count)
                    .arg("n", n)
                    .arg("worst", worst);
                let said = match example {
                    Some(i) => Text::new("eval-claim-minimum-beaten-example")
                        .arg("beaten", said)
                        .arg("at", coords_text(a, i))
                        .arg("algorithm", paper[i])
                        .arg("recursive", r[i]),
                    None => said,
                };
                (Verdict::Fails, said)
            }
        }
        (None, None) => (Verdict::Open, Text::new("eval-claim-no-evidence")),
    };
    Claim {
        id: "algorithm-is-minimum".into(),
        cited: thm_min.into(),
        statement: Text::new("eval-claim-minimum"),
        verdict,
        evidence,
    }
}

/// 000 Corollary 1, 002 Theorem 4: an eye's TCD is the least over all
/// sources and schedules.
fn eye_is_optimal(
    (rec, exact): (Option<&[u64]>, Option<&[u64]>),
    eye_value: u64,
    proven: Option<&[u64]>,
    cor: &str,
) -> Claim {
    let rec_least = rec.and_then(|r| r.iter().copied().min());
    let exact_least = exact.and_then(|e| e.iter().copied().min());
    let proven_least = proven.and_then(|p| p.iter().copied().min());
    let (verdict, evidence) = match (exact_least, rec_least) {
        (None, _) if proven_least.is_some_and(|lo| lo >= eye_value) => (
            Verdict::Holds,
            Text::new("eval-claim-eye-certified").arg("lower", proven_least.unwrap_or(0)),
        ),
        (Some(e), _) => (
            if e == eye_value {
                Verdict::Holds
            } else {
                Verdict::Fails
            },
            Text::new("eval-claim-eye-exact").arg("optimum", e),
        ),
        (None, Some(r)) if r < eye_value => (
            Verdict::Fails,
            Text::new("eval-claim-eye-beaten").arg("recursive", r),
        ),
        (None, Some(r)) => (
            Verdict::Open,
            Text::new("eval-claim-eye-recursive").arg("recursive", r),
        ),
        (None, None) => (Verdict::Open, Text::new("eval-claim-no-evidence")),
    };
    Claim {
        id: "eye-is-optimal".into(),
        cited: cor.into(),
        statement: Text::new("eval-claim-eye").arg("eye", eye_value),
        verdict,
        evidence: evidence.arg("eye", eye_value),
    }
}
