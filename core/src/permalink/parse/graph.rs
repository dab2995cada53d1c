//! The keys of the protocol's families: the size (`m=` or `n=`, as the
//! family's rule says) and the source as the family writes an address.
//! A size key the network does not read is not read, as `w` on a mesh.

use super::Parser;
use crate::permalink::fits;
use crate::permalink::{Key, Refusal};
use crate::topology::SizeKey;

impl Parser {
    /// `m` or `n`, then `src`, on a protocol family's network.
    pub(super) fn graph(&mut self) {
        let m = self.take(Key::M);
        let n = self.take(Key::N);
        let g = self.take(Key::G);
        let Some(family) = self.query.net.graph() else {
            return;
        };
        let rule = family.rule();
        self.query.size = rule.default_size;
        let given = match rule.key {
            SizeKey::M => m,
            SizeKey::N => n,
            SizeKey::G => g,
        };
        let key = Key::from_size(rule.key);
        if let Some(v) = given {
            let read = if v.contains("..") {
                Err(Refusal::Range)
            } else {
                crate::permalink::values::parse_number(&v, 0, u64::from(u32::MAX)).and_then(
                    |size| {
                        let size = size as u32;
                        fits::graph_size(&self.query, family, size).map(|()| size)
                    },
                )
            };
            match read {
                Ok(size) => self.query.size = size,
                Err(reason) => {
                    let using = rule.default_size;
                    // The default may not fit the view either (the search's
                    // limit): then the family's least size.
                    if fits::graph_size(&self.query, family, using).is_err() {
                        self.query.size = rule.least;
                    }
                    self.reject(key, &v, reason, &self.query.size.clone());
                }
            }
        } else if fits::graph_size(&self.query, family, self.query.size).is_err() {
            self.query.size = rule.least;
        }
        let graph = family.build(self.query.size).expect("the size was checked");
        let put = |q: &mut crate::permalink::Query, v: usize| {
            let (grid, src) = crate::permalink::Query::family_grid(family, q.size, v)
                .expect("every family's address grid is a grid");
            (q.grid, q.src) = (grid, src);
        };
        put(&mut self.query, 0);
        let Some(v) = self.take(Key::Src) else {
            return;
        };
        match graph.vertex(v.trim()) {
            Some(vertex) => put(&mut self.query, vertex),
            None => {
                let reason = Refusal::NotAnAddress {
                    family,
                    size: self.query.size,
                };
                self.reject(Key::Src, &v, reason, &graph.address(0));
            }
        }
    }
}
