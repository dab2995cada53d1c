//! "Some ordering of G broadcasts from every originator within T", on any
//! [`Neighbours`] graph, in the simulator's non-adaptive model (a vertex
//! informed at t sends to its k-th listed out-neighbour at t + k, whoever
//! it heard from): [`crate::orderly`]'s encoding, with a vertex's links
//! instead of the torus's four directions, and no symmetry breaking.
//!
//! Variables:
//! - `label(v, i, k)`: v lists its i-th out-neighbour (in the graph's
//!   order) k-th; exactly one k per i, one i per k;
//! - `informed(u, v, t)`: from originator u, v holds the message by t, for
//!   dist(u, v) ≤ t ≤ T;
//! - `sends(u, w, v, t, k)`: w holds it by t − k and lists v k-th.
//!
//! Clauses: informed(u, v, t) → informed(u, v, t − 1) ∨ some sends(…) into
//! v; each sends(…) implies its two conditions; informed(u, v, T) for every
//! pair. A model is an ordering whose every arrival is ≤ T.

use castlab_core::graph::{Neighbours, UNREACHED, distances};
use castlab_core::orderly::{Model, Ordering, Vertex, arrival};

use crate::cnf::{Cnf, Lit};

/// The formula for one graph and bound.
#[derive(Debug)]
pub struct GraphOrderlyEncoding {
    /// The bound T.
    pub bound: u32,
    /// The clauses.
    pub cnf: Cnf,
    /// Each vertex's out-neighbours, in the graph's order.
    out: Vec<Vec<u32>>,
    /// label(v, i, k) at `label[v][i * deg(v) + k - 1]`.
    label: Vec<Vec<Lit>>,
    /// informed(u, v, t) at `informed[(u * n + v) * (T + 1) + t]`, 0 when
    /// constant.
    informed: Vec<Lit>,
    /// Every sends(…) variable: (literal, u, w, i, t, k), v = out[w][i].
    sends: Vec<(Lit, [u32; 5])>,
}

impl GraphOrderlyEncoding {
    /// Encodes "some ordering of `graph` has every broadcast time ≤ bound";
    /// `None` when some vertex cannot reach another.
    pub fn new(graph: &impl Neighbours, bound: u32) -> Option<Self> {
        let n = graph.node_count();
        let out: Vec<Vec<u32>> = (0..n)
            .map(|v| {
                let mut list = Vec::new();
                graph.for_each_neighbour(v, &mut |w| list.push(w as u32));
                list
            })
            .collect();
        let mut cnf = Cnf::new();
        let mut label = Vec::with_capacity(n);
        for list in &out {
            let d = list.len();
            let lits: Vec<Lit> = (0..d * d).map(|_| cnf.var()).collect();
            for i in 0..d {
                cnf.exactly_one(&lits[i * d..(i + 1) * d]);
            }
            for k in 0..d {
                cnf.exactly_one(&(0..d).map(|i| lits[i * d + k]).collect::<Vec<_>>());
            }
            label.push(lits);
        }
        let span = bound as usize + 1;
        let mut informed = vec![0; n * n * span];
        for u in 0..n {
            let dist = distances(graph, u);
            if dist.contains(&UNREACHED) {
                return None;
            }
            for v in (0..n).filter(|&v| v != u) {
                for t in dist[v] as usize..span {
                    informed[(u * n + v) * span + t] = cnf.var();
                }
            }
        }
        let mut encoding = GraphOrderlyEncoding {
            bound,
            cnf,
            out,
            label,
            informed,
            sends: Vec::new(),
        };
        encoding.add_propagation(graph);
        Some(encoding)
    }

    fn nodes(&self) -> usize {
        self.out.len()
    }

    /// informed(u, v, t) as a literal, or a constant.
    fn informed_value(&self, u: usize, v: usize, t: i64) -> Result<Lit, bool> {
        if t < 0 {
            return Err(false);
        }
        if u == v {
            return Err(true);
        }
        let span = self.bound as usize + 1;
        let t = (t as usize).min(span - 1);
        match self.informed[(u * self.nodes() + v) * span + t] {
            0 => Err(false),
            lit => Ok(lit),
        }
    }

    /// The variable "v lists its i-th out-neighbour k-th" (k from 1).
    fn label_var(&self, v: usize, i: usize, k: usize) -> Lit {
        let d = self.out[v].len();
        self.label[v][i * d + k - 1]
    }

    fn add_propagation(&mut self, graph: &impl Neighbours) {
        let n = self.nodes();
        let bound = i64::from(self.bound);
        // Who sends into v: (w, i) with out[w][i] = v.
        let mut senders: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
        for v in 0..n {
            let mut ins = Vec::new();
            graph.for_each_in_neighbour(v, &mut |w| ins.push(w));
            ins.sort_unstable();
            ins.dedup();
            for w in ins {
                if let Some(i) = self.out[w].iter().position(|&x| x as usize == v) {
                    senders[v].push((w, i));
                }
            }
        }
        for u in 0..n {
            for v in (0..n).filter(|&v| v != u) {
                for t in 0..=bound {
                    let Ok(here) = self.informed_value(u, v, t) else {
                        continue;
                    };
                    let mut reasons = vec![-here];
                    if let Ok(earlier) = self.informed_value(u, v, t - 1) {
                        reasons.push(earlier);
                        self.cnf.clause([-earlier, here]);
                    }
                    for &(w, i) in &senders[v] {
                        for k in 1..=self.out[w].len() {
                            let label = self.label_var(w, i, k);
                            match self.informed_value(u, w, t - k as i64) {
                                Err(false) => {}
                                Err(true) => reasons.push(label),
                                Ok(holds) => {
                                    let sends = self.cnf.var();
                                    self.cnf.clause([-sends, holds]);
                                    self.cnf.clause([-sends, label]);
                                    reasons.push(sends);
                                    let key = [u, w, i, t as usize, k].map(|x| x as u32);
                                    self.sends.push((sends, key));
                                }
                            }
                        }
                    }
                    self.cnf.clause(reasons);
                }
                match self.informed_value(u, v, bound) {
                    Ok(last) => self.cnf.clause([last]),
                    Err(_) => self.cnf.clause([]),
                }
            }
        }
    }

    /// How many label variables there are: the first ones of the formula,
    /// all a model's ordering needs.
    pub fn label_vars(&self) -> usize {
        self.label.iter().map(Vec::len).sum()
    }

    /// The cubes of a split on the orderings of the first `vertices`
    /// vertices, nearest vertex 0 first: deg(v)! cubes each (see
    /// [`crate::cube`]).
    pub fn cubes(&self, vertices: usize) -> Vec<Vec<Lit>> {
        let near = breadth_first(&self.out);
        let chosen = &near[..vertices.min(near.len())];
        crate::cube::orderings_of(
            chosen,
            |v| self.out[v].len(),
            |v, i, k| self.label_var(v, i, k),
        )
    }

    /// The ordering a model describes.
    pub fn ordering(&self, model: &[bool]) -> Ordering {
        let lists: Vec<Vec<u32>> = (0..self.nodes())
            .map(|v| {
                let d = self.out[v].len();
                (1..=d)
                    .map(|k| {
                        let i = (0..d)
                            .find(|&i| model[self.label_var(v, i, k) as usize])
                            .expect("a model lists one neighbour per label");
                        self.out[v][i]
                    })
                    .collect()
            })
            .collect();
        Ordering::from_lists(&lists).expect("each vertex lists its own distinct neighbours")
    }

    /// The model an ordering gives every variable, arrival times from
    /// castlab's simulator: how tests check that the formula admits every
    /// ordering it should.
    pub fn model_of(&self, ordering: &Ordering) -> Vec<bool> {
        let n = self.nodes();
        let mut model = vec![false; self.cnf.vars() as usize + 1];
        for v in 0..n {
            for (i, &w) in self.out[v].iter().enumerate() {
                let k = ordering
                    .label(Vertex::at(v), Vertex::new(w))
                    .expect("an ordering of this graph") as usize;
                model[self.label_var(v, i, k) as usize] = true;
            }
        }
        let times: Vec<Vec<u32>> = (0..n)
            .map(|u| arrival(ordering, Vertex::at(u), Model::NonAdaptive))
            .collect();
        let holds = |u: usize, v: usize, t: i64| {
            t >= 0 && times[u][v] != UNREACHED && i64::from(times[u][v]) <= t
        };
        for u in 0..n {
            for v in 0..n {
                for t in 0..=i64::from(self.bound) {
                    if let Ok(lit) = self.informed_value(u, v, t) {
                        model[lit as usize] = holds(u, v, t);
                    }
                }
            }
        }
        for &(lit, [u, w, i, t, k]) in &self.sends {
            let (u, w, i) = (u as usize, w as usize, i as usize);
            model[lit as usize] = holds(u, w, i64::from(t) - i64::from(k))
                && model[self.label_var(w, i, k as usize) as usize];
        }
        model
    }
}

/// The vertices in breadth-first order from vertex 0 along out-links.
fn breadth_first(out: &[Vec<u32>]) -> Vec<usize> {
    let mut seen = vec![false; out.len()];
    let mut order = Vec::with_capacity(out.len());
    if !out.is_empty() {
        seen[0] = true;
        order.push(0);
    }
    let mut next = 0;
    while let Some(&v) = order.get(next) {
        next += 1;
        for &w in &out[v] {
            if !std::mem::replace(&mut seen[w as usize], true) {
                order.push(w as usize);
            }
        }
    }
    order
}

/// An ordering as witnesses store it: each vertex's list of neighbour
/// numbers in label order joined by `.`, vertices in order, space-separated.
pub fn lists_text(ordering: &Ordering) -> String {
    ordering
        .vertices()
        .map(|v| {
            ordering
                .list(v)
                .iter()
                .map(|w| w.index().to_string())
                .collect::<Vec<_>>()
                .join(".")
        })
        .collect::<Vec<_>>()
        .join(" ")
}
