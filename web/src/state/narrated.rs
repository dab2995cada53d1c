//! What the narrated steps (`trace=1`) and the scripting host read off the
//! state: the map's value at a node, the reasons shown, the hovered line
//! and the messages the drawing emphasises.

use castlab_core::trace::{Reason, Trace, Traced};

use super::{Node, Report, State};

/// The reasons shown at `step`: that step's, or every reason of a view
/// that does not animate (an MSN route).
pub fn shown(trace: &Trace, step: Option<u32>, animated: bool) -> Vec<&Reason> {
    match (animated, step) {
        (false, _) => trace.reasons.iter().collect(),
        (true, Some(s)) if s > 0 => trace.at(s).collect(),
        (true, _) => Vec::new(),
    }
}

/// The line that sent the message into (or out of) the node at `coords`
/// among the reasons shown.
fn line_of_node(reasons: &[&Reason], coords: &[u32]) -> Option<u32> {
    let hit = |pick: fn(&Traced) -> &Vec<u32>| {
        reasons
            .iter()
            .find(|r| r.messages.iter().any(|m| pick(m) == coords))
            .map(|r| r.line)
    };
    hit(|m| &m.to).or_else(|| hit(|m| &m.from))
}

/// The messages of `line` among the reasons shown: what the drawing
/// emphasises.
fn emphasis(reasons: &[&Reason], line: u32) -> Vec<Traced> {
    reasons
        .iter()
        .filter(|r| r.line == line)
        .flat_map(|r| r.messages.iter().cloned())
        .collect()
}

impl State {
    /// The value the page's map shows at `node`: the TCD from it, its b^Π
    /// as originator, the hops to it; `None` where the map has none.
    pub fn value_at(&self, node: Node) -> Option<f64> {
        let Node::Grid(v) = node else { return None };
        let i = v.index();
        match &self.report {
            Some(Report::Tcd(_)) | None => self
                .maps
                .iter()
                .find(|m| m.map_key == self.query.map_key())
                .and_then(|m| m.tcd_map.get(i))
                .map(|&t| t as f64),
            Some(Report::Orderly { report, .. }) => report
                .per_originator
                .as_ref()
                .and_then(|m| m.get(i))
                .map(|&t| f64::from(t)),
            Some(Report::Msn(r)) => r.route.distance_map.get(i).map(|&d| f64::from(d)),
            Some(Report::Classical(r)) => r
                .per_originator
                .as_ref()
                .and_then(|m| m.get(i))
                .map(|&t| f64::from(t)),
            Some(Report::Wk(_)) => None,
        }
    }

    /// The trace's reasons at the step shown (every reason of a view that
    /// does not step), when `trace=1` and the trace has come.
    pub fn traced_reasons(&self, animated: bool) -> Vec<&castlab_core::trace::Reason> {
        match self.trace.as_deref().map(|a| &a.trace) {
            Some(Ok(Some(t))) if self.query.show.trace => shown(t, self.query.step, animated),
            Some(Ok(None)) | Some(Err(_)) | Some(Ok(Some(_))) | None => Vec::new(),
        }
    }

    /// The step log for the SVG export: "Step s, line l: sentence", one per
    /// reason shown.
    pub fn step_log(&self) -> Vec<String> {
        self.traced_reasons(self.steps() > 0)
            .iter()
            .map(|r| {
                let sentence = crate::words::plain_notation(&crate::l10n::text(&r.sentence));
                crate::l10n::tr_args(
                    "narration-export-reason",
                    &[
                        ("step", r.step.into()),
                        ("line", r.line.into()),
                        ("sentence", sentence.into()),
                    ],
                )
            })
            .collect()
    }

    /// The submeshes the informed nodes are responsible for after the step
    /// shown, as (low, high) corners, when `trace=1` and the trace has
    /// them (a halving TCD schedule).
    pub fn regions(&self) -> std::rc::Rc<Vec<(Vec<u32>, Vec<u32>)>> {
        let step = self.query.step.unwrap_or(0);
        match self.trace.as_deref().map(|a| &a.trace) {
            Some(Ok(Some(t))) if self.query.show.trace => t
                .regions
                .iter()
                .filter(|r| r.step == step)
                .map(|r| (r.low.clone(), r.high.clone()))
                .collect::<Vec<_>>()
                .into(),
            Some(Ok(None)) | Some(Err(_)) | Some(Ok(Some(_))) | None => Default::default(),
        }
    }

    /// The pseudocode line to highlight as hovered: the pointer's line, or
    /// the line of the hovered node's message.
    pub fn focused_line(&self, animated: bool) -> Option<u32> {
        let reasons = self.traced_reasons(animated);
        self.trace_line.or_else(|| {
            let coords = match self.hover? {
                Node::Grid(v) => self.query.grid.coords(v).to_vec(),
                // The classical view draws WK on its address grid, where
                // its trace marks the vertices.
                Node::Wk(v) if self.query.view == castlab_core::permalink::View::Classical => {
                    crate::layout::display_grid(&self.query)
                        .coords(castlab_core::grid::NodeId::new(v.index()))
                        .to_vec()
                }
                Node::Wk(v) => self.query.wk.digits(v),
            };
            line_of_node(&reasons, &coords)
        })
    }

    /// The messages the drawing emphasises: those of the hovered line at
    /// the step shown, as (sender, receiver) coordinates.
    /// Without a hovered line, an exercise's subject: the vertex (a ring)
    /// or the link (an arrow) its question is about.
    pub fn emphasis(&self, animated: bool) -> std::rc::Rc<Vec<(Vec<u32>, Vec<u32>)>> {
        // A hovered line's messages would draw an open question's answer.
        let line = match self.trace_line.filter(|_| !self.hides_values()) {
            Some(line) => line,
            None => return self.asked_about().into(),
        };
        emphasis(&self.traced_reasons(animated), line)
            .into_iter()
            .map(|m| (m.from, m.to))
            .collect::<Vec<_>>()
            .into()
    }

    /// An exercise's subject alone, where the drawing narrates no line
    /// (a WK or MSN orderly view).
    pub fn asked_marks(&self) -> std::rc::Rc<Vec<(Vec<u32>, Vec<u32>)>> {
        self.asked_about().into()
    }

    fn asked_about(&self) -> Vec<(Vec<u32>, Vec<u32>)> {
        // Building: the planned messages, and a ring on the sender clicked.
        if let Some(e) = self.exercise.as_ref().filter(|e| e.builds()) {
            // The classical view draws vertex v at cell v of its grid.
            let grid = if self.query.view == castlab_core::permalink::View::Classical {
                crate::layout::display_grid(&self.query)
            } else {
                self.query.grid
            };
            let at = |n: castlab_core::grid::NodeId| grid.coords(n).to_vec();
            let mut out: Vec<_> = e.plan.iter().map(|&(_, f, r)| (at(f), at(r))).collect();
            out.extend(e.sender.map(|s| (at(s), at(s))));
            return out;
        }
        let question = self
            .exercise
            .as_ref()
            .and_then(|e| e.question.as_ref().as_ref().ok());
        let about: Vec<Vec<u32>> = question.map_or(Vec::new(), |q| {
            q.about.iter().map(|c| self.drawn_at(c)).collect()
        });
        // A link's two ends are joined; a route's (`hops`) are ringed, for
        // a line between them would draw a way the route does not take.
        let route = question.is_some_and(|q| q.ask == castlab_core::permalink::Ask::Hops);
        match &about[..] {
            [a, b] if route => vec![(a.clone(), a.clone()), (b.clone(), b.clone())],
            [a, b] => vec![(a.clone(), b.clone())],
            [a] => vec![(a.clone(), a.clone())],
            _ => self.broken_marks(),
        }
    }

    /// What the key says of the purple ring, while a plan's first broken
    /// rule is marked on the drawing.
    pub fn marked_rule(&self) -> Option<String> {
        let rule = self
            .plan_report()
            .and_then(|c| c.report.as_ref().ok())
            .and_then(|r| r.first_broken.as_ref())?;
        (!self.broken_marks().is_empty()).then(|| {
            crate::l10n::tr_args(
                "narration-key-broken",
                &[("rule", rule.rule.clone().into())],
            )
        })
    }

    /// A plan's first broken rule, at its step (or at every step when it
    /// has none): its node ringed, or its two nodes joined.
    fn broken_marks(&self) -> Vec<(Vec<u32>, Vec<u32>)> {
        use castlab_core::plan::NodeRef;
        let Some(Ok(report)) = self.plan_report().map(|c| &c.report) else {
            return Vec::new();
        };
        let Some(broken) = report.first_broken.as_ref() else {
            return Vec::new();
        };
        if broken.step.is_some_and(|s| Some(s) != self.query.step) {
            return Vec::new();
        }
        let nodes: Vec<Vec<u32>> = broken
            .nodes
            .iter()
            .filter_map(|n| match n {
                NodeRef::Coords(c) => Some(c.clone()),
                // The WK view marks nodes by their address digits.
                NodeRef::Address(a) => a.chars().map(|c| c.to_digit(10)).collect(),
            })
            .collect();
        match &nodes[..] {
            [a, b, ..] => vec![(a.clone(), b.clone())],
            [a] => vec![(a.clone(), a.clone())],
            [] => Vec::new(),
        }
    }

    /// A question's vertex where the view draws it: a WK address's digits
    /// become their place on the orderly view's grid of addresses (a WK
    /// network too big for its own picture); every other view draws what
    /// the question names.
    fn drawn_at(&self, named: &[u32]) -> Vec<u32> {
        let q = &self.query;
        if q.net != castlab_core::permalink::Net::Wk
            || q.view != castlab_core::permalink::View::Orderly
            || q.wk.nodes() <= crate::components::wk_view::MAX_PICTURED
        {
            return named.to_vec();
        }
        let grid = crate::layout::display_grid(q);
        q.wk.node(named).map_or_else(
            || named.to_vec(),
            |v| {
                grid.coords(castlab_core::grid::NodeId::new(v.index()))
                    .to_vec()
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use castlab_core::text::{Arg, Text};
    use castlab_l10n::{LOCALES, Words};

    /// Links whose traces use every reason the narration words: each TCD
    /// algorithm (2-D frames and turns, 3-D, recursive's savings, the
    /// certificate), WK's two algorithms, orderly Π, the classical rules
    /// and the four MSN views.
    const LINKS: &[&str] = &[
        "v=1&src=5,6",
        "v=1&dims=16x16&src=5,6",
        "v=1&src=2,2&algo=symmetric",
        "v=1&dims=8x8x8&src=1,2,2&algo=symmetric",
        "v=1&src=3,1&algo=recursive",
        "v=1&dims=4x4&src=1,0&algo=exact",
        "v=1&dims=4x4&cert=1",
        "v=1&net=wk&src=201",
        "v=1&net=wk&src=000",
        "v=1&net=wk&src=201&algo=stack",
        "v=1&net=torus&dims=9x13&src=0,3&view=orderly",
        "v=1&net=cube&view=classical",
        "v=1&net=cube&view=classical&algo=tree",
        "v=1&net=ccc&view=classical&algo=greedy",
        "v=1&net=complete&n=9&view=classical",
        "v=1&net=cube&m=3&view=classical&algo=exact",
        "v=1&net=msn",
        "v=1&net=msn&view=te",
        "v=1&net=msn&view=mnb",
        "v=1&net=msn&view=hamiltonian",
    ];

    /// Every message id a text names, its arguments' included.
    fn ids(text: &Text, out: &mut Vec<String>) {
        out.push(text.id.clone());
        for (_, arg) in &text.args {
            if let Arg::Text(inner) = arg {
                ids(inner, out);
            }
        }
    }

    /// In every locale, every title, citation, line and reason of these
    /// traces is worded from its own messages: no id is left standing and
    /// no placeholder lacks its argument (Fluent writes `{$name}` then).
    #[test]
    fn every_locale_words_every_narrated_sentence() {
        let mut seen = std::collections::BTreeSet::new();
        for locale in LOCALES {
            let words = Words::embedded(locale);
            for link in LINKS {
                let q = castlab_core::permalink::parse(link).query;
                let trace = castlab_core::eval::trace(&q, None)
                    .expect("a trace that matches its broadcast")
                    .unwrap_or_else(|| panic!("{link} is narrated"));
                let code = &trace.pseudocode;
                let texts = [&code.title, &code.cite]
                    .into_iter()
                    .chain(&code.lines)
                    .chain(trace.reasons.iter().map(|r| &r.sentence));
                for text in texts {
                    let mut named = Vec::new();
                    ids(text, &mut named);
                    for id in named {
                        assert!(words.has(&id), "{locale}: {link}: {id} is not defined");
                        seen.insert(id);
                    }
                    let worded = words.text(text);
                    assert!(
                        !worded.contains("{$") && !worded.contains("narration-"),
                        "{locale}: {link}: {worded}"
                    );
                }
            }
        }
        // The links reach every kind of reason (not only the lines).
        let reasons = seen
            .iter()
            .filter(|id| id.starts_with("narration-"))
            .count();
        assert!(reasons >= 60, "{reasons} narration messages seen: {seen:?}");
    }
}
