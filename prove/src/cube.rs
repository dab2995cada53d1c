//! Cube and conquer: a hard formula F split into cubes c₁ … c_N (each a
//! conjunction of literals) so that every assignment satisfies exactly one
//! of them. F is unsatisfiable exactly when every F ∧ cᵢ is, and each of
//! those is an independent job with its own DRAT proof.
//!
//! The cubes here are the leaves of a complete binary decision tree over
//! the label variables of a few vertices (each vertex's first, second and
//! third label, one direction at a time), and [`cover`] checks that shape
//! on the cubes alone, without the formula: a set of cubes covers every
//! assignment exactly once when it is `{∅}`, or when every cube branches on
//! the same variable first, both signs occur, and each side (the first
//! literal removed) covers in turn.

use crate::cnf::Lit;

/// Why a set of cubes does not cover the space exactly once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoverError {
    /// No cubes at all, or a branch with no cube on one side: some
    /// assignments satisfy none.
    Gap,
    /// A cube is a prefix of another: some assignments satisfy both.
    Overlap,
    /// Two cubes of one branch decide different variables first: not a
    /// decision tree, so the check cannot tell.
    NotATree,
}

impl core::fmt::Display for CoverError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            CoverError::Gap => "some assignments satisfy no cube",
            CoverError::Overlap => "some assignments satisfy two cubes",
            CoverError::NotATree => "the cubes are not the leaves of one decision tree",
        })
    }
}

/// Checks that `cubes` are the leaves of a complete binary decision tree,
/// so that every assignment satisfies exactly one.
pub fn cover(cubes: &[Vec<Lit>]) -> Result<(), CoverError> {
    let all: Vec<&[Lit]> = cubes.iter().map(Vec::as_slice).collect();
    cover_from(&all, 0)
}

fn cover_from(cubes: &[&[Lit]], depth: usize) -> Result<(), CoverError> {
    match cubes {
        [] => Err(CoverError::Gap),
        [only] if only.len() == depth => Ok(()),
        _ if cubes.iter().any(|c| c.len() == depth) => Err(CoverError::Overlap),
        _ => {
            let var = cubes[0][depth].abs();
            if cubes.iter().any(|c| c[depth].abs() != var) {
                return Err(CoverError::NotATree);
            }
            let (positive, negative): (Vec<&[Lit]>, Vec<&[Lit]>) =
                cubes.iter().partition(|c| c[depth] > 0);
            cover_from(&positive, depth + 1)?;
            cover_from(&negative, depth + 1)
        }
    }
}

/// The cubes deciding the full orderings of `vertices` (in order), where
/// `label(v, d, k)` is the variable "v lists direction d k-th": 24 per
/// vertex, 24^len in all, each fixing three labels per vertex (the fourth
/// follows).
pub fn orderings(vertices: &[usize], label: impl Fn(usize, usize, usize) -> Lit) -> Vec<Vec<Lit>> {
    orderings_of(vertices, |_| 4, label)
}

/// [`orderings`] on any graph: vertex v has `degree(v)` links, numbered
/// from 0, and deg(v)! cubes; `label(v, i, k)` says v lists link i k-th.
pub fn orderings_of(
    vertices: &[usize],
    degree: impl Fn(usize) -> usize,
    label: impl Fn(usize, usize, usize) -> Lit,
) -> Vec<Vec<Lit>> {
    let mut out = Vec::new();
    let mut path = Vec::new();
    let links = |v: Option<&usize>| v.map_or(Vec::new(), |&v| (0..degree(v)).collect());
    let first = links(vertices.first());
    branch(vertices, 1, &first, &links, &label, &mut path, &mut out);
    out
}

/// Decides label `k` of `vertices[0]` among the links `left`.
fn branch(
    vertices: &[usize],
    k: usize,
    left: &[usize],
    links: &impl Fn(Option<&usize>) -> Vec<usize>,
    label: &impl Fn(usize, usize, usize) -> Lit,
    path: &mut Vec<Lit>,
    out: &mut Vec<Vec<Lit>>,
) {
    let Some(&v) = vertices.first() else {
        out.push(path.clone());
        return;
    };
    if left.len() <= 1 {
        let next = links(vertices.get(1));
        branch(&vertices[1..], 1, &next, links, label, path, out);
        return;
    }
    let depth = path.len();
    // "d is k-th" for each d but the last; the last branch is "none of them".
    for (i, &d) in left.iter().enumerate() {
        let rest: Vec<usize> = left.iter().copied().filter(|&x| x != d).collect();
        if i + 1 < left.len() {
            path.push(label(v, d, k));
            branch(vertices, k + 1, &rest, links, label, path, out);
            path.pop();
            path.push(-label(v, d, k));
        } else {
            branch(vertices, k + 1, &rest, links, label, path, out);
        }
    }
    path.truncate(depth);
}

/// The cubes of slice `k` of `n` (1-based): every n-th cube from the k-th,
/// so that slices of a sorted tree get a mix of easy and hard cubes.
pub fn slice(count: usize, k: usize, n: usize) -> impl Iterator<Item = usize> {
    (k.saturating_sub(1)..count).step_by(n.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: every assignment of the variables the cubes mention
    /// satisfies exactly one cube, for one and two vertices; and the
    /// checker accepts them.
    #[test]
    fn ordering_cubes_cover_every_assignment_exactly_once() {
        for vertices in [vec![0usize], vec![0, 1]] {
            let label = |v: usize, d: usize, k: usize| (v * 16 + d * 4 + k) as Lit;
            let cubes = orderings(&vertices, label);
            assert_eq!(cubes.len(), 24usize.pow(vertices.len() as u32));
            assert_eq!(cover(&cubes), Ok(()));
            let mut vars: Vec<Lit> = cubes.iter().flatten().map(|l| l.abs()).collect();
            vars.sort_unstable();
            vars.dedup();
            if vars.len() > 16 {
                continue; // two vertices: 2^24 assignments; one is enough
            }
            for bits in 0u32..1 << vars.len() {
                let value = |l: Lit| {
                    let i = vars.binary_search(&l.abs()).unwrap();
                    (bits >> i & 1 == 1) == (l > 0)
                };
                let satisfied = cubes.iter().filter(|c| c.iter().all(|&l| value(l))).count();
                assert_eq!(satisfied, 1, "bits {bits:b}");
            }
        }
    }

    /// Vertices of degree 3, 1 and 2: 3!·1!·2! = 12 cubes, every
    /// assignment of their labels in exactly one (brute force).
    #[test]
    fn cubes_of_mixed_degrees_cover_every_assignment_exactly_once() {
        let degree = |v: usize| [3, 1, 2][v];
        let label = |v: usize, i: usize, k: usize| (v * 9 + i * 3 + k) as Lit;
        let cubes = orderings_of(&[0, 1, 2], degree, label);
        assert_eq!(cubes.len(), 6 * 2);
        assert_eq!(cover(&cubes), Ok(()));
        let mut vars: Vec<Lit> = cubes.iter().flatten().map(|l| l.abs()).collect();
        vars.sort_unstable();
        vars.dedup();
        for bits in 0u32..1 << vars.len() {
            let value = |l: Lit| {
                let i = vars.binary_search(&l.abs()).unwrap();
                (bits >> i & 1 == 1) == (l > 0)
            };
            let satisfied = cubes.iter().filter(|c| c.iter().all(|&l| value(l))).count();
            assert_eq!(satisfied, 1, "bits {bits:b}");
        }
    }

    /// One vertex's 24 cubes are its 24 orderings: decoding each cube's
    /// positive literals (and the label each leaves) gives distinct
    /// permutations.
    #[test]
    fn each_cube_of_one_vertex_is_one_ordering() {
        let label = |_: usize, d: usize, k: usize| (d * 4 + k) as Lit;
        let mut seen = Vec::new();
        for cube in orderings(&[0], label) {
            let mut order = [None; 4];
            for k in 1..=4usize {
                // The label's direction: asserted, or the one not excluded.
                let asserted = (0..4).find(|&d| cube.contains(&label(0, d, k)));
                let taken: Vec<usize> = order.iter().flatten().copied().collect();
                let open: Vec<usize> = (0..4)
                    .filter(|d| !taken.contains(d) && !cube.contains(&-label(0, *d, k)))
                    .collect();
                order[k - 1] = asserted.or(if open.len() == 1 { Some(open[0]) } else { None });
            }
            let order: Vec<usize> = order.iter().map(|d| d.expect("decided")).collect();
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3], "{cube:?}");
            assert!(!seen.contains(&order));
            seen.push(order);
        }
        assert_eq!(seen.len(), 24);
    }

    #[test]
    fn the_checker_refuses_gaps_overlaps_and_mixed_trees() {
        let label = |v: usize, d: usize, k: usize| (v * 16 + d * 4 + k) as Lit;
        let cubes = orderings(&[0], label);
        assert_eq!(cover(&cubes[1..]), Err(CoverError::Gap));
        let mut doubled = cubes.clone();
        doubled.push(cubes[3].clone());
        assert_eq!(cover(&doubled), Err(CoverError::Overlap));
        let mut shortened = cubes.clone();
        shortened[0].pop();
        assert_eq!(cover(&shortened), Err(CoverError::Overlap));
        assert_eq!(cover(&[vec![1], vec![-2]]), Err(CoverError::NotATree));
        assert_eq!(cover(&[]), Err(CoverError::Gap));
        assert_eq!(cover(&[vec![]]), Ok(()));
    }

    #[test]
    fn slices_partition_the_cubes() {
        for count in [1, 7, 24, 576] {
            for n in 1..=9 {
                let mut seen = vec![0; count];
                for k in 1..=n {
                    for i in slice(count, k, n) {
                        seen[i] += 1;
                    }
                }
                assert!(seen.iter().all(|&s| s == 1), "{count} cubes, {n} slices");
            }
        }
    }
}
