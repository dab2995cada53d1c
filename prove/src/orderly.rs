//! "Some ordering of T_{m×n} broadcasts from every originator within T", as
//! a formula, in the non-adaptive model castlab's simulator uses: a vertex
//! informed at t sends to its k-th listed neighbour at t + k.
//!
//! Variables:
//! - `label(v, d, k)`: vertex v lists its neighbour in direction d k-th
//!   (exactly one k per d, one d per k);
//! - `informed(u, v, t)`: from originator u, v holds the message by t. It
//!   exists only for dist(u, v) ≤ t ≤ T (before, v cannot hold it; at T it
//!   must);
//! - `sends(u, w, d, t, k)`: w holds it by t − k and lists d k-th, so v = w + d
//!   holds it by t.
//!
//! Clauses: informed(u, v, t) → informed(u, v, t − 1) ∨ some sends(…) into v;
//! each sends(…) implies its two conditions; informed(u, v, T) for every pair.
//! So a model is an ordering with every arrival ≤ T. Symmetry breaking at
//! vertex 0 keeps one ordering of each class under the torus's reflections
//! through vertex 0 (and the transposition when m = n), which preserve
//! every broadcast time: +x before −x, +y before −y, and +x before +y when
//! square. [`Breaking::LexLeader`] adds the lex-leader constraints of the
//! whole group (translations too), see [`crate::symmetry`].

use castlab_core::grid::{Grid, NodeId};
use castlab_core::orderly::{Model, Ordering, UNREACHED, Vertex, arrival};

use crate::cnf::{Cnf, Lit};
use crate::symmetry::{self, DIRECTIONS};

/// The letters of [`DIRECTIONS`] in witnesses: E/W along x, N/S along y.
pub const LETTERS: [char; 4] = ['E', 'W', 'N', 'S'];

/// The formula for one torus and bound, with the variables needed to read
/// an ordering back from a model.
#[derive(Debug)]
pub struct OrderlyEncoding {
    /// The torus.
    pub grid: Grid,
    /// The bound T.
    pub bound: u32,
    /// The clauses.
    pub cnf: Cnf,
    /// `label[(v * 4 + d) * 4 + k - 1]`.
    label: Vec<Lit>,
    /// informed(u, v, t) at `informed[(u * n + v) * (T + 1) + t]`, 0 when
    /// constant (see [`OrderlyEncoding::informed_value`]).
    informed: Vec<Lit>,
    /// Every sends(…) variable with what it stands for: (u, w, d, t, k).
    sends: Vec<(Lit, [u32; 5])>,
    /// The lex-leader helpers, one chain per automorphism.
    lex: Vec<Vec<[Lit; 3]>>,
}

/// How much of the torus's symmetry the formula breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Breaking {
    /// The reflections through vertex 0 only: the first encoding, under
    /// which the stored `proof:` and `checked` rows were made.
    Vertex0,
    /// Also x ≤ σx for every automorphism σ, compared over the labels of
    /// the first `vertices` vertices (all of them when larger).
    LexLeader {
        /// How many vertices' labels each comparison reads.
        vertices: u32,
    },
}

/// Why a torus cannot be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderlyEncodeError {
    /// Both sides must be at least 3, so that the four neighbours differ.
    SideTooSmall,
}

impl std::fmt::Display for OrderlyEncodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("both sides of the torus must be at least 3")
    }
}

impl OrderlyEncoding {
    /// Encodes "some ordering of T_{m×n} has every broadcast time ≤ bound",
    /// with the first encoding's symmetry breaking.
    pub fn new(m: u32, n: u32, bound: u32) -> Result<Self, OrderlyEncodeError> {
        Self::with_breaking(m, n, bound, Breaking::Vertex0)
    }

    /// The same question with the given symmetry breaking.
    pub fn with_breaking(
        m: u32,
        n: u32,
        bound: u32,
        breaking: Breaking,
    ) -> Result<Self, OrderlyEncodeError> {
        if m < 3 || n < 3 {
            return Err(OrderlyEncodeError::SideTooSmall);
        }
        let grid = Grid::torus(&[m, n]).expect("sides checked");
        let nodes = grid.node_count();
        let mut cnf = Cnf::new();
        let label: Vec<Lit> = (0..nodes * 16).map(|_| cnf.var()).collect();
        let at = |v: usize, d: usize, k: usize| label[(v * 4 + d) * 4 + k - 1];
        for v in 0..nodes {
            for d in 0..4 {
                cnf.exactly_one(&(1..=4).map(|k| at(v, d, k)).collect::<Vec<_>>());
            }
            for k in 1..=4 {
                cnf.exactly_one(&(0..4).map(|d| at(v, d, k)).collect::<Vec<_>>());
            }
        }
        // Symmetry breaking at vertex 0: `first` is listed before `second`.
        let before = |cnf: &mut Cnf, first: usize, second: usize| {
            for k in 1..=4 {
                let earlier = (1..k).map(|j| at(0, first, j));
                cnf.clause(std::iter::once(-at(0, second, k)).chain(earlier));
            }
        };
        before(&mut cnf, 0, 1);
        before(&mut cnf, 2, 3);
        if m == n {
            before(&mut cnf, 0, 2);
        }

        let span = bound as usize + 1;
        let mut informed = vec![0; nodes * nodes * span];
        for u in 0..nodes {
            for v in 0..nodes {
                let dist = grid.distance(NodeId::new(u), NodeId::new(v)) as usize;
                if u != v {
                    for t in dist..span {
                        informed[(u * nodes + v) * span + t] = cnf.var();
                    }
                }
            }
        }
        let mut encoding = OrderlyEncoding {
            grid,
            bound,
            cnf,
            label,
            informed,
            sends: Vec::new(),
            lex: Vec::new(),
        };
        encoding.add_propagation();
        if let Breaking::LexLeader { vertices } = breaking {
            let prefix = vertices as usize * 16;
            for sigma in symmetry::automorphisms(&encoding.grid).iter().skip(1) {
                let chain = symmetry::lex_leader(&mut encoding.cnf, &encoding.label, sigma, prefix);
                encoding.lex.push(chain);
            }
        }
        Ok(encoding)
    }

    /// informed(u, v, t) as a literal, or a constant.
    fn informed_value(&self, u: usize, v: usize, t: i64) -> Result<Lit, bool> {
        let nodes = self.grid.node_count();
        if t < 0 {
            return Err(false);
        }
        if u == v {
            return Err(true);
        }
        let span = self.bound as usize + 1;
        let t = (t as usize).min(span - 1);
        match self.informed[(u * nodes + v) * span + t] {
            0 => Err(false),
            lit => Ok(lit),
        }
    }

    /// The variable "v lists direction d k-th" (k from 1).
    pub fn label_var(&self, v: usize, d: usize, k: usize) -> Lit {
        self.label[(v * 4 + d) * 4 + k - 1]
    }

    fn add_propagation(&mut self) {
        let nodes = self.grid.node_count();
        let bound = i64::from(self.bound);
        for u in 0..nodes {
            for v in 0..nodes {
                if u == v {
                    continue;
                }
                for t in 0..=bound {
                    let Ok(here) = self.informed_value(u, v, t) else {
                        continue;
                    };
                    let mut reasons = vec![-here];
                    if let Ok(earlier) = self.informed_value(u, v, t - 1) {
                        reasons.push(earlier);
                        self.cnf.clause([-earlier, here]);
                    }
                    for (d, &(axis, forward)) in DIRECTIONS.iter().enumerate() {
                        // w sends along d into v: w is v's neighbour against d.
                        let w = self
                            .grid
                            .neighbour(NodeId::new(v), axis, !forward)
                            .expect("a torus has every neighbour")
                            .index();
                        for k in 1..=4usize {
                            let label = self.label_var(w, d, k);
                            match self.informed_value(u, w, t - k as i64) {
                                Err(false) => {}
                                Err(true) => reasons.push(label),
                                Ok(holds) => {
                                    let sends = self.cnf.var();
                                    self.cnf.clause([-sends, holds]);
                                    self.cnf.clause([-sends, label]);
                                    reasons.push(sends);
                                    let key = [u, w, d, t as usize, k].map(|x| x as u32);
                                    self.sends.push((sends, key));
                                }
                            }
                        }
                    }
                    self.cnf.clause(reasons);
                }
                if let Ok(last) = self.informed_value(u, v, bound) {
                    self.cnf.clause([last]);
                } else {
                    // v is farther than T from u: no ordering can do it.
                    self.cnf.clause([]);
                }
            }
        }
    }

    /// Keeps only orderings that the translation by `shift` (x, y) leaves
    /// alone: every vertex lists as its translate does. A witness search
    /// in a much smaller space; never a refutation of the unrestricted
    /// question.
    pub fn require_period(&mut self, shift: [u32; 2]) {
        let sides = [self.grid.sides()[0], self.grid.sides()[1]];
        for v in 0..self.grid.node_count() {
            let c = self.grid.coords(NodeId::new(v));
            let moved = [(c[0] + shift[0]) % sides[0], (c[1] + shift[1]) % sides[1]];
            let w = self
                .grid
                .node(&moved)
                .expect("a point of the torus")
                .index();
            for d in 0..4 {
                for k in 1..=4 {
                    let (a, b) = (self.label_var(v, d, k), self.label_var(w, d, k));
                    if a != b {
                        self.cnf.clause([-a, b]);
                        self.cnf.clause([a, -b]);
                    }
                }
            }
        }
    }

    /// How many variables a model needs for [`OrderlyEncoding::ordering`]: the
    /// labels come first.
    pub fn label_vars(&self) -> usize {
        self.label.len()
    }

    /// The cubes of a split on the orderings of the first `vertices`
    /// vertices, nearest vertex 0 first (see [`crate::cube`]).
    pub fn cubes(&self, vertices: usize) -> Vec<Vec<Lit>> {
        let mut order: Vec<usize> = (0..self.grid.node_count()).collect();
        order.sort_by_key(|&v| (self.grid.distance(NodeId::new(0), NodeId::new(v)), v));
        order.truncate(vertices);
        crate::cube::orderings(&order, |v, d, k| self.label_var(v, d, k))
    }

    /// The ordering a model describes.
    pub fn ordering(&self, model: &[bool]) -> Ordering {
        let lists: Vec<Vec<u32>> = (0..self.grid.node_count())
            .map(|v| {
                (1..=4)
                    .map(|k| {
                        let d = (0..4)
                            .find(|&d| model[self.label_var(v, d, k) as usize])
                            .expect("a model lists one direction per label");
                        self.neighbour(v, d)
                    })
                    .collect()
            })
            .collect();
        Ordering::from_lists(&lists).expect("the neighbours of a torus vertex are distinct")
    }

    fn neighbour(&self, v: usize, d: usize) -> u32 {
        let (axis, forward) = DIRECTIONS[d];
        self.grid
            .neighbour(NodeId::new(v), axis, forward)
            .expect("a torus has every neighbour")
            .index() as u32
    }

    /// The model an ordering gives every variable, arrival times from
    /// castlab's simulator: how tests check that the formula admits every
    /// ordering it should.
    pub fn model_of(&self, ordering: &Ordering) -> Vec<bool> {
        let nodes = self.grid.node_count();
        let mut model = vec![false; self.cnf.vars() as usize + 1];
        for v in 0..nodes {
            for d in 0..4 {
                let k = ordering
                    .label(Vertex::at(v), Vertex::new(self.neighbour(v, d)))
                    .expect("an ordering of this torus") as usize;
                model[self.label_var(v, d, k) as usize] = true;
            }
        }
        let times: Vec<Vec<u32>> = (0..nodes)
            .map(|u| arrival(ordering, Vertex::at(u), Model::NonAdaptive))
            .collect();
        let holds = |u: usize, v: usize, t: i64| {
            t >= 0 && times[u][v] != UNREACHED && i64::from(times[u][v]) <= t
        };
        for u in 0..nodes {
            for v in 0..nodes {
                for t in 0..=i64::from(self.bound) {
                    if let Ok(lit) = self.informed_value(u, v, t) {
                        model[lit as usize] = holds(u, v, t);
                    }
                }
            }
        }
        for &(lit, [u, w, d, t, k]) in &self.sends {
            let (u, w, d) = (u as usize, w as usize, d as usize);
            model[lit as usize] = holds(u, w, i64::from(t) - i64::from(k))
                && model[self.label_var(w, d, k as usize) as usize];
        }
        // Each helper: the prefixes equal so far.
        for chain in &self.lex {
            let mut equal = true;
            for &[a, b, helper] in chain {
                equal = equal && model[a as usize] == model[b as usize];
                model[helper as usize] = equal;
            }
        }
        model
    }
}

/// The ordering as witnesses store it: each vertex's directions in label
/// order (`EWNS`), vertices in castlab's order (x fastest), space-separated.
pub fn letters(grid: &Grid, ordering: &Ordering) -> String {
    (0..grid.node_count())
        .map(|v| {
            ordering
                .list(Vertex::at(v))
                .iter()
                .map(|&w| {
                    let d = (0..4)
                        .find(|&d| {
                            let (axis, forward) = DIRECTIONS[d];
                            grid.neighbour(NodeId::new(v), axis, forward)
                                == Some(NodeId::new(w.index()))
                        })
                        .expect("a list of torus neighbours");
                    LETTERS[d]
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(" ")
}
