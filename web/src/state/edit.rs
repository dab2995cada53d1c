//! The edits of the configuration: each takes the query the reader asked
//! for and brings it inside the grammar with the core's family rules
//! ([`permalink::normalize`]); a query the grammar still refuses leaves the
//! state as it was.

use castlab_core::eval::input_errors;
use castlab_core::grid::{Coords, Grid};
use castlab_core::permalink::{self, Net, Query, query_string, rules};
use castlab_core::wk::Wk;

use super::State;

/// `query`'s canonical link with `key` set to `value` (a repeated key would
/// keep the first, so the old value is dropped).
pub(super) fn link_with(query: &Query, key: &str, value: &str) -> String {
    query_string::with_values(&query.to_permalink(), &[(key, value.trim())])
}

impl State {
    /// Replaces the query, kept inside the grammar by the core's rules; a
    /// query the grammar still refuses leaves the state as it was.
    pub(super) fn with_query(&self, query: Query) -> Self {
        let Ok(query) = permalink::normalize(query) else {
            return self.clone();
        };
        let mut next = self.clone();
        if query.source_key() != self.query.source_key() {
            next.report = None;
            next.layer = None;
            next.trace = None;
            next.trace_line = None;
        }
        if query != self.query {
            next.halt = None;
        }
        next.query = query;
        next.with_exercise()
    }

    pub(super) fn with_source(&self, coords: &[u32]) -> Self {
        let mut q = self.query.clone();
        if let Some(c) = Coords::new(coords).filter(|c| q.grid.node(c).is_some()) {
            q.src = c;
        }
        self.with_query(q)
    }

    /// `key=text` through the grammar, as if typed into the link: used when
    /// it parses cleanly, else the state stays and the messages say why.
    pub(super) fn with_text(&self, key: &str, text: &str) -> Self {
        let mut q = self.query.clone();
        q.step = None;
        let parsed = permalink::parse(&link_with(&q, key, text));
        let notices = input_errors(&parsed).into();
        let mut next = if parsed.errors.is_empty() {
            self.with_query(parsed.query)
        } else {
            self.clone()
        };
        next.notices = notices;
        next
    }

    /// Another network; MSN sides are even, mesh sides powers of two.
    pub(super) fn with_net(&self, net: Net) -> State {
        let mut q = self.query.clone();
        q.net = net;
        q.step = None;
        if net == Net::Msn || self.query.net == Net::Msn {
            // MSN sides are even, mesh sides powers of two: start afresh.
            q.grid = Grid::mesh(&[8, 8]).unwrap_or(q.grid);
            q.src = Coords::xy(0, 0);
            q.dst = permalink::default_dst(&q.grid);
        }
        q.grid = Grid::new(q.grid.sides(), net == Net::Torus).unwrap_or(q.grid);
        self.with_query(q)
    }

    /// A d-dimensional grid of side 2^k, the source kept where it fits.
    pub(super) fn with_shape(&self, dims: usize, k: u32) -> State {
        let dims = dims.clamp(*rules::CUBE_DIMS.start(), *rules::CUBE_DIMS.end());
        let side = 1u32 << k.clamp(1, rules::max_cube_k(dims));
        let Ok(grid) = Grid::new(&vec![side; dims], self.query.grid.is_torus()) else {
            return self.clone();
        };
        let mut q = self.query.clone();
        // Keep the source where it was, clamped into the new grid.
        let src: Vec<u32> = (0..dims)
            .map(|a| self.query.src.get(a).copied().unwrap_or(0).min(side - 1))
            .collect();
        q.grid = grid;
        q.src = Coords::new(&src).unwrap_or(q.src);
        let mut next = self.with_query(q);
        next.hover = None;
        next
    }

    /// Sides typed as text (`9x13`), through the grammar.
    pub(super) fn with_dims_text(&self, text: &str) -> State {
        let mut q = self.query.clone();
        q.step = None;
        let parsed = permalink::parse(&link_with(&q, "dims", text));
        let notices = input_errors(&parsed).into();
        let mut next = if parsed.errors.is_empty() {
            let mut q2 = parsed.query;
            // Keep the source where it fits.
            let src: Vec<u32> = (0..q2.grid.dims())
                .map(|a| {
                    let at = self.query.src.get(a).copied().unwrap_or(0);
                    at.min(q2.grid.sides()[a] - 1)
                })
                .collect();
            q2.src = Coords::new(&src).unwrap_or(q2.src);
            self.with_query(q2)
        } else {
            self.clone()
        };
        next.notices = notices;
        next.hover = None;
        next
    }

    /// WK(w, l), the source's trailing digits kept where they fit.
    pub(super) fn with_wk(&self, w: u32, l: u32) -> State {
        let l = l.clamp(1, Wk::max_level(w.clamp(2, castlab_core::wk::MAX_W)));
        let Ok(wk) = Wk::new(w, l) else {
            return self.clone();
        };
        let mut q = self.query.clone();
        // Keep the source's trailing digits where they fit.
        let old = self.query.wk.digits(self.query.wk_src);
        let digits: Vec<u32> = (0..l as usize)
            .map(|i| {
                old.get(old.len().saturating_sub(l as usize) + i)
                    .copied()
                    .unwrap_or(0)
                    .min(w - 1)
            })
            .collect();
        q.wk = wk;
        q.wk_src = wk.node(&digits).unwrap_or_default();
        let mut next = self.with_query(q);
        next.hover = None;
        next
    }

    /// The X × Y Manhattan Street network.
    pub(super) fn with_msn(&self, x: u32, y: u32) -> State {
        let Ok(msn) = castlab_core::msn::Msn::new(x, y) else {
            return self.clone();
        };
        let Ok(grid) = Grid::mesh(&[msn.width(), msn.height()]) else {
            return self.clone();
        };
        let mut q = self.query.clone();
        q.grid = grid;
        q.src = Coords::xy(
            q.src[0].min(x - 1),
            q.src.get(1).copied().unwrap_or(0).min(y - 1),
        );
        q.dst = permalink::default_dst(&grid);
        q.step = None;
        let mut next = self.with_query(q);
        next.hover = None;
        next
    }

    /// A protocol family of another size; the source stays where the
    /// new network has its vertex (`normalize` lays out its grid).
    pub(super) fn with_family_size(&self, text: &str) -> State {
        let Some(family) = self.query.net.graph() else {
            return self.clone();
        };
        // The grammar reads the size, and refuses it with its limits.
        let key = family.rule().key.as_str();
        let parsed = permalink::parse(&link_with(&self.query, key, text));
        // The page keeps the network it has, not the grammar's default.
        let kept = self.query.size.to_string();
        let refused: Vec<_> = input_errors(&parsed)
            .into_iter()
            .filter(|e| e.key == key)
            .map(|e| e.keeping(&kept))
            .collect();
        if !refused.is_empty() {
            let mut same = self.clone();
            same.notices = refused.into();
            return same;
        }
        let mut q = self.query.clone();
        q.size = parsed.query.size;
        q.step = None;
        let mut next = self.with_query(q);
        next.hover = None;
        // An earlier refusal of the size is answered.
        next.notices = std::rc::Rc::from([]);
        next
    }
}
