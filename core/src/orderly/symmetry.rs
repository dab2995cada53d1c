//! Automorphisms of a labelled digraph, verified before use.
//!
//! A vertex permutation σ is an automorphism of an ordering when σ maps
//! every vertex's k-th out-neighbour to σ(v)'s k-th out-neighbour. Then
//! arrival times carry over, b^Π(σ(u)) = b^Π(u), and one originator per
//! orbit is enough. Nothing is assumed from the thesis: [`grid_automorphisms`]
//! tries translations and reflections of the grid and keeps those that
//! [`is_automorphism`] accepts.

use alloc::vec;
use alloc::vec::Vec;

use super::{Ordering, Vertex};
use crate::grid::{Grid, MAX_DIMS, NodeId};

/// Whether `perm` (a permutation of the vertices) preserves every label.
pub fn is_automorphism(ord: &Ordering, perm: &[Vertex]) -> bool {
    let n = ord.nodes();
    if perm.len() != n {
        return false;
    }
    let mut hit = vec![false; n];
    for &p in perm {
        if p.index() >= n || core::mem::replace(&mut hit[p.index()], true) {
            return false;
        }
    }
    ord.vertices()
        .all(|v| maps_labels(ord, v, |x| perm[x.index()]))
}

fn maps_labels(ord: &Ordering, v: Vertex, map: impl Fn(Vertex) -> Vertex) -> bool {
    let (a, b) = (ord.list(v), ord.list(map(v)));
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| map(x) == y)
}

/// The orbits of the group a set of permutations generates.
#[derive(Clone, Debug)]
pub struct Orbits {
    parent: Vec<Vertex>,
}

impl Orbits {
    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether there are no vertices.
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// The orbit's least vertex.
    pub fn root(&self, v: Vertex) -> Vertex {
        let mut v = v;
        while self.parent[v.index()] != v {
            v = self.parent[v.index()];
        }
        v
    }

    /// The least vertex of every orbit, ascending.
    pub fn representatives(&self) -> Vec<Vertex> {
        (0..self.parent.len() as u32)
            .map(Vertex::new)
            .filter(|&v| self.parent[v.index()] == v)
            .collect()
    }
}

/// Union-find over `v ~ σ(v)` for every generator σ.
pub fn orbits(n: usize, perms: &[Vec<Vertex>]) -> Orbits {
    let mut joined = Joined::new(n);
    for perm in perms {
        joined.join(|v| perm[v].index());
    }
    joined.finish()
}

/// The orbits of those of `count` candidate permutations (`map(k, v)` is
/// σ_k(v)) that [`is_automorphism`] would accept, and how many passed.
/// Each is checked and joined in turn, never held as a table: a protocol
/// family's symmetries (Q_16's 16 translations) cost no memory per vertex
/// beyond the orbits'.
pub fn verified_orbits(
    ord: &Ordering,
    count: usize,
    map: &dyn Fn(usize, usize) -> usize,
) -> (Orbits, usize) {
    let n = ord.nodes();
    let mut joined = Joined::new(n);
    let mut passed = 0;
    for k in 0..count {
        let sigma = |v: usize| map(k, v);
        if is_permutation(n, &sigma)
            && ord
                .vertices()
                .all(|v| maps_labels(ord, v, |x| Vertex::at(sigma(x.index()))))
        {
            joined.join(sigma);
            passed += 1;
        }
    }
    (joined.finish(), passed)
}

/// The orbits of `count` permutations a protocol family states (its
/// [`crate::topology::Topology::symmetry`], which its structure tests
/// check), without checking them again: for a classical construction's
/// every-originator map, where checking Q_20's would cost more than the
/// map.
pub fn stated_orbits(n: usize, count: usize, map: &dyn Fn(usize, usize) -> usize) -> Orbits {
    let mut joined = Joined::new(n);
    for k in 0..count {
        joined.join(|v| map(k, v));
    }
    joined.finish()
}

/// Whether `sigma` maps 0..n onto 0..n one to one.
fn is_permutation(n: usize, sigma: &dyn Fn(usize) -> usize) -> bool {
    let mut hit = vec![0u64; n.div_ceil(64)];
    (0..n).all(|v| {
        let w = sigma(v);
        let fresh = w < n && hit[w / 64] >> (w % 64) & 1 == 0;
        if fresh {
            hit[w / 64] |= 1 << (w % 64);
        }
        fresh
    })
}

/// Union-find over the vertices, each set named by its least vertex.
struct Joined {
    parent: Vec<Vertex>,
}

impl Joined {
    fn new(n: usize) -> Self {
        Joined {
            parent: (0..n as u32).map(Vertex::new).collect(),
        }
    }

    fn find(&mut self, mut v: Vertex) -> Vertex {
        while self.parent[v.index()] != v {
            let up = self.parent[self.parent[v.index()].index()];
            self.parent[v.index()] = up;
            v = up;
        }
        v
    }

    /// Joins every v with σ(v).
    fn join(&mut self, sigma: impl Fn(usize) -> usize) {
        for v in 0..self.parent.len() {
            let (a, b) = (self.find(Vertex::at(v)), self.find(Vertex::at(sigma(v))));
            if a != b {
                let (lo, hi) = if a < b { (a, b) } else { (b, a) };
                self.parent[hi.index()] = lo;
            }
        }
    }

    fn finish(mut self) -> Orbits {
        for v in 0..self.parent.len() {
            let r = self.find(Vertex::at(v));
            self.parent[v] = r;
        }
        Orbits {
            parent: self.parent,
        }
    }
}

/// One axis's part of a candidate map: x ↦ sign·x + shift (mod side).
#[derive(Clone, Copy, PartialEq, Eq)]
struct AxisMap {
    reflect: bool,
    shift: u32,
}

impl AxisMap {
    const IDENTITY: AxisMap = AxisMap {
        reflect: false,
        shift: 0,
    };

    fn apply(self, x: u32, side: u32) -> u32 {
        if self.reflect {
            (self.shift + side - x) % side
        } else {
            (x + self.shift) % side
        }
    }

    /// Every non-identity map of one axis that keeps the grid's links.
    fn all(grid: &Grid, side: u32) -> Vec<AxisMap> {
        if !grid.is_torus() {
            return vec![AxisMap {
                reflect: true,
                shift: side - 1,
            }];
        }
        let shifts = (1..side).map(|shift| AxisMap {
            reflect: false,
            shift,
        });
        let flips = (0..side).map(|shift| AxisMap {
            reflect: true,
            shift,
        });
        shifts.chain(flips).collect()
    }
}

/// Translations and reflections of `grid` (one axis, or two axes at once)
/// that are automorphisms of `ord`. Per axis or pair of axes, only the
/// first that works of each kind is kept: the smallest translation
/// generates every other one along its axis.
pub fn grid_automorphisms(grid: &Grid, ord: &Ordering) -> Vec<Vec<Vertex>> {
    let sides = grid.sides();
    let d = sides.len();
    let mut found = Vec::new();
    let image = |maps: &[AxisMap; MAX_DIMS], v: Vertex| -> Vertex {
        let c = grid.coords(NodeId::new(v.index()));
        let mut out = [0u32; MAX_DIMS];
        for a in 0..d {
            out[a] = maps[a].apply(c[a], sides[a]);
        }
        Vertex::from(grid.node(&out[..d]).expect("maps stay in the grid"))
    };
    let n = ord.nodes() as u32;
    let probes = [0, n / 2, n - 1, n / 3, 1.min(n - 1)].map(Vertex::new);
    let mut try_maps = |maps: &[AxisMap; MAX_DIMS]| -> bool {
        if !probes
            .iter()
            .all(|&v| maps_labels(ord, v, |x| image(maps, x)))
        {
            return false;
        }
        let perm: Vec<Vertex> = ord.vertices().map(|v| image(maps, v)).collect();
        if is_automorphism(ord, &perm) {
            found.push(perm);
            return true;
        }
        false
    };
    for a in 0..d {
        let mut kinds = [false; 2];
        for m in AxisMap::all(grid, sides[a]) {
            if kinds[usize::from(m.reflect)] {
                continue;
            }
            let mut maps = [AxisMap::IDENTITY; MAX_DIMS];
            maps[a] = m;
            kinds[usize::from(m.reflect)] = try_maps(&maps);
        }
    }
    for a in 0..d {
        for b in a + 1..d {
            let mut kinds = [false; 4];
            let (ma, mb) = (AxisMap::all(grid, sides[a]), AxisMap::all(grid, sides[b]));
            for &x in &ma {
                for &y in &mb {
                    let kind = usize::from(x.reflect) * 2 + usize::from(y.reflect);
                    if kinds[kind] {
                        continue;
                    }
                    let mut maps = [AxisMap::IDENTITY; MAX_DIMS];
                    maps[a] = x;
                    maps[b] = y;
                    kinds[kind] = try_maps(&maps);
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::{batch_times, broadcast_times, orderings};
    use super::*;

    #[test]
    fn symmetry_never_changes_the_times() {
        // Every orbit shortcut against the plain all-originator run.
        for (grid, ord) in [
            (Grid::torus(&[8, 10]).unwrap(), None),
            (Grid::torus(&[6, 7]).unwrap(), None),
            (Grid::torus(&[9, 13]).unwrap(), None),
            (Grid::torus(&[4, 6, 5]).unwrap(), None),
            (Grid::mesh(&[5, 6]).unwrap(), Some(())),
        ] {
            let ord = match ord {
                None if grid.dims() == 2 => orderings::pi(&grid).unwrap(),
                None => orderings::pi_d(&grid).unwrap(),
                Some(()) => orderings::dimension_order(&grid),
            };
            let autos = grid_automorphisms(&grid, &ord);
            for perm in &autos {
                assert!(is_automorphism(&ord, perm));
            }
            let all: Vec<Vertex> = ord.vertices().collect();
            let fast = broadcast_times(&ord, &autos, Some(&grid));
            assert_eq!(fast.times, batch_times(&ord, &all), "{grid:?}");
        }
    }

    /// Evidence: one size, T_8×10.
    #[test]
    fn pi_repeats_every_second_row_when_m_is_even() {
        // §3.7: (i, j) and (i + 2, j) have identical orderings. With m even
        // that is a translation of the torus, so 2n originators suffice.
        let grid = Grid::torus(&[8, 10]).unwrap();
        let ord = orderings::pi(&grid).unwrap();
        let shift: Vec<Vertex> = (0..80)
            .map(|v| {
                let c = grid.coords(NodeId::new(v));
                Vertex::from(grid.node(&[(c[0] + 2) % 8, c[1]]).unwrap())
            })
            .collect();
        assert!(is_automorphism(&ord, &shift));
        let one: Vec<Vertex> = shift
            .iter()
            .map(|&v| {
                let c = grid.coords(NodeId::new(v.index()));
                Vertex::from(grid.node(&[(c[0] + 7) % 8, c[1]]).unwrap())
            })
            .collect();
        assert!(!is_automorphism(&ord, &one), "a shift by one is not");
        let fast = broadcast_times(&ord, &grid_automorphisms(&grid, &ord), None);
        assert!(fast.computed <= 2 * 10);
        // With m odd, rows m − 1 and 0 are both even: no row shift works.
        let odd = Grid::torus(&[9, 10]).unwrap();
        let ord = orderings::pi(&odd).unwrap();
        assert!(broadcast_times(&ord, &grid_automorphisms(&odd, &ord), None).computed > 2 * 10);
    }

    #[test]
    fn non_permutations_are_refused() {
        let ord = orderings::dimension_order(&Grid::torus(&[3]).unwrap());
        let perm = |p: &[u32]| -> Vec<Vertex> { p.iter().map(|&v| Vertex::new(v)).collect() };
        assert!(!is_automorphism(&ord, &perm(&[0, 0, 1])));
        assert!(!is_automorphism(&ord, &perm(&[0, 1])));
        assert!(is_automorphism(&ord, &perm(&[1, 2, 0])));
    }
}
