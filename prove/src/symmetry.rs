//! The symmetries of a 2-D torus acting on orderings, and the lex-leader
//! constraints that keep one ordering of each class.
//!
//! An automorphism σ of T_{m×n} (a translation, composed with reflections
//! of the axes and, when m = n, their transposition) carries an ordering x
//! to σx: σ(v) lists direction σ(d) k-th exactly when v lists d k-th. It
//! preserves every broadcast time (the originator σ(u) sees σ of what u
//! sees), so an ordering and σx broadcast within T together.
//!
//! Lex-leader: read an ordering as the sequence of its label variables in
//! the encoding's order (vertex, then direction, then label), with *true
//! before false*. The least sequence of each class satisfies x ≤ σx for
//! every σ of the group, so adding those constraints, for any set of σ and
//! any prefix of the sequence, keeps a model whenever there was one. The
//! rules at vertex 0 of the first encoding (E before W, N before S, E
//! before N when square) are exactly x ≤ σx for the three reflections
//! through vertex 0 in this order, so both kinds combine soundly.

use castlab_core::grid::{Grid, NodeId};

use crate::cnf::{Cnf, Lit};

/// The four directions of a 2-D torus as (axis, forward), in the order of
/// their letters E, W, N, S: the order of the encoding's direction variables
/// (`orderly.rs`) and of the maps the symmetries apply to them.
pub const DIRECTIONS: [(usize, bool); 4] = [(0, true), (0, false), (1, true), (1, false)];

/// One automorphism of the torus, as a permutation of the (vertex,
/// direction) pairs: `image[v * 4 + d] = σ(v) * 4 + σ(d)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Automorphism {
    image: Vec<usize>,
}

impl Automorphism {
    /// Where (v, d) goes, as `v * 4 + d`.
    pub fn image(&self, pair: usize) -> usize {
        self.image[pair]
    }

    /// Whether it moves nothing.
    pub fn is_identity(&self) -> bool {
        self.image.iter().enumerate().all(|(i, &j)| i == j)
    }
}

/// Every automorphism of the 2-D torus `grid` that is a translation
/// composed with axis reflections (and the transposition when square):
/// 4·m·n of them, 8·m·n when m = n, the identity first.
pub fn automorphisms(grid: &Grid) -> Vec<Automorphism> {
    let [m, n] = [grid.sides()[0], grid.sides()[1]];
    let transposes: &[bool] = if m == n { &[false, true] } else { &[false] };
    let mut out = Vec::new();
    for &transpose in transposes {
        for flip_x in [false, true] {
            for flip_y in [false, true] {
                for a in 0..m {
                    for b in 0..n {
                        out.push(automorphism(grid, transpose, [flip_x, flip_y], [a, b]));
                    }
                }
            }
        }
    }
    out
}

/// (x, y) ↦ reflect, then transpose, then translate by (a, b).
fn automorphism(grid: &Grid, transpose: bool, flip: [bool; 2], shift: [u32; 2]) -> Automorphism {
    let sides = [grid.sides()[0], grid.sides()[1]];
    let map_point = |c: [u32; 2]| {
        let mut p = [0u32; 2];
        for axis in 0..2 {
            p[axis] = if flip[axis] {
                (sides[axis] - c[axis]) % sides[axis]
            } else {
                c[axis]
            };
        }
        if transpose {
            p.swap(0, 1);
        }
        [(p[0] + shift[0]) % sides[0], (p[1] + shift[1]) % sides[1]]
    };
    // Directions E, W, N, S as (axis, forward), as in [`DIRECTIONS`].
    let map_direction = |d: usize| {
        let (mut axis, mut forward) = DIRECTIONS[d];
        if flip[axis] {
            forward = !forward;
        }
        if transpose {
            axis = 1 - axis;
        }
        DIRECTIONS
            .iter()
            .position(|&x| x == (axis, forward))
            .expect("four directions")
    };
    let image = (0..grid.node_count())
        .flat_map(|v| {
            let c = grid.coords(NodeId::new(v));
            let to = grid
                .node(&map_point([c[0], c[1]]))
                .expect("a point of the torus")
                .index();
            (0..4).map(move |d| to * 4 + map_direction(d))
        })
        .collect();
    Automorphism { image }
}

/// Adds x ≤ σx (true before false) over the first `prefix` positions of
/// `x`, where `x[(v * 4 + d) * 4 + k - 1]` is "v lists d k-th". Returns the
/// helper variables in order, each with the two literals whose equality it
/// extends, `[a, b, equal so far]`, so that a model can be completed.
pub fn lex_leader(cnf: &mut Cnf, x: &[Lit], sigma: &Automorphism, prefix: usize) -> Vec<[Lit; 3]> {
    let mut y = vec![0; x.len()];
    for (i, &lit) in x.iter().enumerate() {
        y[sigma.image(i / 4) * 4 + i % 4] = lit;
    }
    let mut helpers = Vec::new();
    // `equal`: the prefixes so far are equal (forced true when they are);
    // `None` stands for the constant true at the start.
    let mut equal: Option<Lit> = None;
    let guard = |equal: Option<Lit>| equal.map(|e| -e);
    for i in 0..prefix.min(x.len()) {
        let (a, b) = (x[i], y[i]);
        if a == b {
            continue;
        }
        // Equal so far and b true ⇒ a true (else σx would come first).
        cnf.clause(guard(equal).into_iter().chain([a, -b]));
        if i + 1 == prefix.min(x.len()) {
            break;
        }
        let next = cnf.var();
        cnf.clause(guard(equal).into_iter().chain([-a, -b, next]));
        cnf.clause(guard(equal).into_iter().chain([a, b, next]));
        helpers.push([a, b, next]);
        equal = Some(next);
    }
    helpers
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every automorphism keeps neighbours neighbours in the direction it
    /// names, and the group has the size the module doc says, all distinct.
    #[test]
    fn automorphisms_carry_each_edge_to_the_edge_they_name() {
        for sides in [[3, 4], [4, 4], [5, 3]] {
            let grid = Grid::torus(&sides).unwrap();
            let all = automorphisms(&grid);
            let size = 4 * sides[0] * sides[1] * if sides[0] == sides[1] { 2 } else { 1 };
            assert_eq!(all.len(), size as usize);
            assert!(all[0].is_identity());
            for (i, a) in all.iter().enumerate() {
                assert!(all[..i].iter().all(|b| b != a), "{sides:?}: repeated");
                for v in 0..grid.node_count() {
                    for (d, &(axis, forward)) in DIRECTIONS.iter().enumerate() {
                        let w = grid.neighbour(NodeId::new(v), axis, forward).unwrap();
                        let (to, dir) = (a.image(v * 4 + d) / 4, a.image(v * 4 + d) % 4);
                        let (axis2, forward2) = DIRECTIONS[dir];
                        let w2 = grid.neighbour(NodeId::new(to), axis2, forward2).unwrap();
                        // σ(w) is σ(v)'s neighbour in direction σ(d).
                        let w_image = a.image(w.index() * 4) / 4;
                        assert_eq!(w2.index(), w_image, "{sides:?} #{i} v={v} d={d}");
                    }
                }
            }
        }
    }

    /// The constraint against brute force: over every pair of 0/1 strings
    /// of length 6 where y is a permutation of x's positions, the clauses
    /// (with their helper variables free) hold exactly when x ≤ y with
    /// true before false.
    #[test]
    fn lex_leader_holds_exactly_when_x_comes_first() {
        // Two "vertices" of 4 × 4 labels would be too many bits; the
        // clauses only see positions, so a 2-pair permutation of 8 bits
        // (pair 0 ↔ pair 1, i.e. positions 0..4 ↔ 4..8) is a full test.
        let sigma = Automorphism { image: vec![1, 0] };
        for prefix in [3, 8] {
            let mut cnf = Cnf::new();
            let x: Vec<Lit> = (0..8).map(|_| cnf.var()).collect();
            lex_leader(&mut cnf, &x, &sigma, prefix);
            let helpers = cnf.vars() as usize - 8;
            for bits in 0u32..256 {
                let value = |i: usize| bits >> i & 1 == 1;
                let y = |i: usize| value((i + 4) % 8);
                // x ≤ y on the prefix, true before false.
                let first_difference = (0..prefix).find(|&i| value(i) != y(i));
                let expected = first_difference.is_none_or(value);
                let satisfiable = (0u32..1 << helpers).any(|extra| {
                    let mut model = vec![false; cnf.vars() as usize + 1];
                    for i in 0..8 {
                        model[i + 1] = value(i);
                    }
                    for j in 0..helpers {
                        model[9 + j] = extra >> j & 1 == 1;
                    }
                    cnf.falsified(&model).is_none()
                });
                assert_eq!(satisfiable, expected, "prefix {prefix} bits {bits:08b}");
            }
        }
    }
}
