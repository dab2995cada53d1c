//! The app state and its reducer. Side effects (the worker, the URL) live in
//! `app.rs`; the reducer only computes the next state.

use std::rc::Rc;

use castlab_core::eval::{InputError, MapReport, SourceReport};
use castlab_core::grid::{Coords, Grid};
use castlab_core::permalink::{self, Query};
use yew::Reducible;

/// A cell of the 2-D map.
pub type Cell = (u32, u32);

/// An `Rc` compared by address: props and hook dependencies holding a
/// million-entry map must not compare it element by element.
#[derive(Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Everything the page shows.
#[derive(Clone, Debug)]
pub struct State {
    /// What is evaluated; its permalink is the URL.
    pub query: Query,
    /// Values of the opening URL that could not be used.
    pub notices: Rc<[InputError]>,
    /// The map for `query.map_key()`, once the worker has sent it.
    pub map: Option<Shared<MapReport>>,
    /// The validated schedule report for `query`, once the worker has sent it.
    pub report: Option<Shared<SourceReport>>,
    /// The cell under the pointer.
    pub hover: Option<Cell>,
}

/// What can happen to the state.
#[derive(Clone, Debug)]
pub enum Action {
    /// Make this cell the source.
    PickSource(Cell),
    /// Move the source by whole cells (keyboard).
    MoveSource(i64, i64),
    /// Switch to a 2^k × 2^k mesh.
    SetSide(u32),
    /// The pointer is over this cell, or left the map.
    Hover(Option<Cell>),
    /// The worker sent a map.
    MapReady(Shared<MapReport>),
    /// The worker sent the report for a permalink.
    SourceReady {
        permalink: String,
        report: Shared<SourceReport>,
    },
    /// Hide the notices about the opening URL.
    DismissNotices,
}

impl State {
    /// The state a URL query string describes.
    pub fn from_query(search: &str) -> Self {
        let parsed = permalink::parse(search);
        State {
            query: parsed.query,
            notices: parsed.errors.iter().map(InputError::from).collect(),
            map: None,
            report: None,
            hover: None,
        }
    }

    /// The map, if it belongs to the current query.
    pub fn current_map(&self) -> Option<&Shared<MapReport>> {
        self.map
            .as_ref()
            .filter(|m| m.map_key == self.query.map_key())
    }

    /// The source as a cell.
    pub fn source(&self) -> Cell {
        (self.query.src[0], self.query.src[1])
    }

    fn side(&self) -> u32 {
        self.query.grid.sides()[0]
    }

    fn with_source(&self, (x, y): Cell) -> Self {
        let mut next = self.clone();
        let side = self.side();
        next.query.src = Coords::xy(x.min(side - 1), y.min(side - 1));
        if next.query != self.query {
            next.report = None;
        }
        next
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::PickSource(cell) => Rc::new(self.with_source(cell)),
            Action::MoveSource(dx, dy) => {
                let (x, y) = self.source();
                let max = i64::from(self.side()) - 1;
                let x = (i64::from(x) + dx).clamp(0, max) as u32;
                let y = (i64::from(y) + dy).clamp(0, max) as u32;
                Rc::new(self.with_source((x, y)))
            }
            Action::SetSide(k) => {
                let side = 1u32 << k.clamp(1, castlab_core::mesh::paper2d::MAX_K);
                let Ok(grid) = Grid::mesh(&[side, side]) else {
                    return self;
                };
                let mut next = (*self).clone();
                next.query.grid = grid;
                next.hover = None;
                let (x, y) = self.source();
                Rc::new(next.with_source((x, y)))
            }
            Action::Hover(cell) => {
                if cell == self.hover {
                    return self;
                }
                let mut next = (*self).clone();
                next.hover = cell;
                Rc::new(next)
            }
            Action::MapReady(map) => {
                if map.map_key != self.query.map_key() {
                    return self;
                }
                let mut next = (*self).clone();
                next.map = Some(map);
                Rc::new(next)
            }
            Action::SourceReady { permalink, report } => {
                if permalink != self.query.to_permalink() {
                    return self;
                }
                let mut next = (*self).clone();
                next.report = Some(report);
                Rc::new(next)
            }
            Action::DismissNotices => {
                let mut next = (*self).clone();
                next.notices = Rc::from([]);
                Rc::new(next)
            }
        }
    }
}
