//! The reducer's arms that take more than a line: one method per action.

use std::rc::Rc;

use castlab_core::grid::NodeId;
use castlab_core::permalink::{self, Algo, Net, Show, View};
use castlab_core::wk::WkNode;

use super::edit::link_with;
use super::{Node, Pick, SearchProgress, State, search_permalink};

impl State {
    /// A click or tap on a node: the source moves there, and the pick is
    /// counted.
    pub(super) fn picked(self: Rc<Self>, node: Node) -> Rc<Self> {
        // Building a broadcast: the click plans a message.
        // (On the classical view a WK vertex is cell v of its drawing.)
        if self.builds() {
            match node {
                Node::Grid(v) => return self.build_pick(v),
                Node::Wk(v) if self.query.view == View::Classical => {
                    return self.build_pick(NodeId::new(v.index()));
                }
                Node::Wk(_) => {}
            }
        }
        // The value before the source moves: the report goes with it.
        let pick = Pick {
            node,
            value: self.value_at(node),
            count: self.picked.map_or(1, |p| p.count + 1),
        };
        let answer = self.pick_answers(&pick);
        if answer.is_none() && self.holds_subject() {
            return self;
        }
        let next = match node {
            Node::Wk(v) => self.picked_wk(v),
            Node::Grid(v) => self.picked_node(v),
        };
        let mut next = Rc::unwrap_or_clone(next);
        next.picked = Some(pick);
        let next = Rc::new(next);
        match answer {
            Some(response) => next.answered(&response),
            None => next,
        }
    }

    /// The host page's configuration, keeping what makes this frame an
    /// embed (`embed`, `controls`, `panel`, `origin`).
    pub(super) fn host_set(self: Rc<Self>, query: &str) -> Rc<Self> {
        let mut q = castlab_core::permalink::parse(query).query;
        q.embed = self.query.embed;
        q.show.controls = self.query.show.controls;
        q.show.panel = self.query.show.panel;
        q.origin = self.query.origin.clone();
        Rc::new(self.opened(&q.to_permalink()))
    }

    pub(super) fn picked_wk(self: Rc<Self>, v: WkNode) -> Rc<Self> {
        if self.query.net != Net::Wk || v.index() >= self.query.wk.nodes() {
            return self;
        }
        let mut q = self.query.clone();
        q.wk_src = v;
        Rc::new(self.with_query(q))
    }

    pub(super) fn picked_node(self: Rc<Self>, v: NodeId) -> Rc<Self> {
        if self.query.net == Net::Wk || v.index() >= self.query.grid.node_count() {
            return self;
        }
        Rc::new(self.with_source(&self.query.grid.coords(v)))
    }

    pub(super) fn moved_source(self: Rc<Self>, axis: usize, delta: i64) -> Rc<Self> {
        // Any open question: even on `least`, where a click is an answer,
        // an arrow key is no pick and would only move the source.
        if self.question_open() {
            return self;
        }
        let grid = self.query.grid;
        let Some(&side) = grid.sides().get(axis) else {
            return self;
        };
        let mut c = self.query.src.to_vec();
        c[axis] = (i64::from(c[axis]) + delta).clamp(0, i64::from(side) - 1) as u32;
        Rc::new(self.with_source(&c))
    }

    pub(super) fn with_destination(self: Rc<Self>, v: NodeId) -> Rc<Self> {
        if v.index() >= self.query.grid.node_count() || self.holds_subject() {
            return self;
        }
        let mut q = self.query.clone();
        q.dst = self.query.grid.coords(v);
        Rc::new(self.with_query(q))
    }

    pub(super) fn with_view(self: Rc<Self>, view: View) -> Rc<Self> {
        let mut q = self.query.clone();
        q.view = view;
        q.step = None;
        Rc::new(self.with_query(q))
    }

    pub(super) fn with_algorithm(self: Rc<Self>, algo: Algo) -> Rc<Self> {
        let mut q = self.query.clone();
        q.algo = algo;
        Rc::new(self.with_query(q))
    }

    pub(super) fn with_compare(self: Rc<Self>, other: Option<Algo>) -> Rc<Self> {
        let mut q = self.query.clone();
        q.compare = other;
        Rc::new(self.with_query(q))
    }

    pub(super) fn with_step(self: Rc<Self>, step: Option<u32>) -> Rc<Self> {
        let mut q = self.query.clone();
        q.step = step;
        let mut next = self.with_query(q);
        if step.is_none() {
            next.playing = false;
        }
        Rc::new(next)
    }

    pub(super) fn with_picture(self: Rc<Self>, picture: Show) -> Rc<Self> {
        let mut q = self.query.clone();
        q.show.picture = picture;
        Rc::new(self.with_query(q))
    }

    pub(super) fn with_trace(self: Rc<Self>, open: bool) -> Rc<Self> {
        let mut q = self.query.clone();
        q.show.trace = open;
        let mut next = self.with_query(q);
        next.trace_line = None;
        Rc::new(next)
    }

    pub(super) fn with_outline(self: Rc<Self>, on: bool) -> Rc<Self> {
        let mut q = self.query.clone();
        q.outline = on;
        Rc::new(self.with_query(q))
    }

    pub(super) fn line_focused(self: Rc<Self>, line: Option<u32>) -> Rc<Self> {
        if self.trace_line == line {
            return self;
        }
        let mut next = (*self).clone();
        next.trace_line = line;
        Rc::new(next)
    }

    pub(super) fn play_toggled(self: Rc<Self>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.playing = !self.playing;
        if next.playing && self.query.step.is_none_or(|s| s >= self.steps()) {
            next.query.step = Some(0);
        }
        Rc::new(next)
    }

    pub(super) fn ticked(self: Rc<Self>) -> Rc<Self> {
        if !self.playing {
            return self;
        }
        let steps = self.steps();
        if steps == 0 {
            // The schedule has not arrived yet (autoplay): wait.
            return self;
        }
        let mut next = (*self).clone();
        let now = self.query.step.unwrap_or(0);
        // An autoplaying embed starts over after the last step.
        let step = if now >= steps && self.query.show.autoplay {
            0
        } else {
            now + 1
        };
        next.query.step = Some(step.min(steps));
        next.playing = step < steps || self.query.show.autoplay;
        Rc::new(next)
    }

    pub(super) fn hovered(self: Rc<Self>, node: Option<Node>) -> Rc<Self> {
        if node == self.hover {
            return self;
        }
        let mut next = (*self).clone();
        next.hover = node;
        Rc::new(next)
    }

    pub(super) fn with_adaptive(self: Rc<Self>, adaptive: bool) -> Rc<Self> {
        let mut q = self.query.clone();
        q.adaptive = adaptive;
        Rc::new(self.with_query(q))
    }

    pub(super) fn labels_toggled(self: Rc<Self>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.show_labels = !self.show_labels;
        Rc::new(next)
    }

    pub(super) fn search_started(self: Rc<Self>, seed: u32) -> Rc<Self> {
        let mut next = (*self).clone();
        let permalink = search_permalink(&self.query, seed);
        next.search = Some(SearchProgress {
            permalink,
            seed,
            done: 0,
            total: 1,
            start_time: 0,
            best_time: 0,
        });
        next.searching = true;
        Rc::new(next)
    }

    pub(super) fn search_adopted(self: Rc<Self>, seed: u32) -> Rc<Self> {
        let mut q = self.query.clone();
        q.algo = Algo::Search;
        q.seed = seed;
        let mut next = self.with_query(q);
        next.searching = false;
        Rc::new(next)
    }

    pub(super) fn search_stopped(self: Rc<Self>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.searching = false;
        Rc::new(next)
    }

    pub(super) fn notices_dismissed(self: Rc<Self>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.notices = Rc::from([]);
        Rc::new(next)
    }

    pub(super) fn value_applied(self: Rc<Self>, key: String, value: String) -> Rc<Self> {
        let parsed = permalink::parse(&link_with(&self.query, &key, &value));
        if parsed.errors.iter().any(|e| e.key.as_str() == key) {
            return self;
        }
        let mut next = self.with_query(parsed.query);
        next.notices = self
            .notices
            .iter()
            .filter(|n| n.key != key && n.suggestion.as_ref() != Some(&key))
            .cloned()
            .collect();
        Rc::new(next)
    }

    pub(super) fn retried(self: Rc<Self>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.halt = None;
        next.retry = self.retry.wrapping_add(1);
        Rc::new(next)
    }

    pub(super) fn restored(self: Rc<Self>) -> Rc<Self> {
        let Some(link) = self.restore.clone() else {
            return self;
        };
        let mut next = State::new(&link, Ok(None)).with_reduced_motion(self.reduced_motion);
        // The worker is the same one; its state carries over.
        next.busy = self.busy;
        next.retry = self.retry.wrapping_add(1);
        Rc::new(next)
    }

    pub(super) fn restore_dismissed(self: Rc<Self>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.restore = None;
        next.session_notice = None;
        Rc::new(next)
    }

    pub(super) fn with_motion(self: Rc<Self>, reduced: bool) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduced_motion = reduced;
        // Asking for less motion stops what moves; asking for more
        // starts nothing by itself.
        next.playing &= !reduced;
        Rc::new(next)
    }

    pub(super) fn gallery_toggled(self: Rc<Self>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.gallery = !self.gallery && !self.query.embed;
        Rc::new(next)
    }

    pub(super) fn link_opened(self: Rc<Self>, link: String) -> Rc<Self> {
        let mut next = self.opened(&link);
        next.gallery = false;
        next.restore = None;
        Rc::new(next)
    }
}
