//! The reader's own schedule or ordering: a file dropped, pasted or edited
//! becomes a `plan=` link (so it is shared like any view), and the
//! worker's check of it is kept while its link is current.

use std::rc::Rc;

use castlab_core::eval::InputError;
use castlab_core::permalink;
use castlab_core::plan::{self, Plan, resolve};

use castlab_core::plan::check::CheckReport;

use super::{Shared, State};
use crate::l10n::{tr, tr_args};

/// The plan editor's text, and why the last "Check and show" was refused.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanEditing {
    /// The text in the editor (as the reader last applied it).
    pub text: String,
    /// Why it was not shown, said in the editor itself.
    pub error: Option<String>,
}

/// The worker's check of a link's plan, read once from its JSON.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanVerdict {
    /// The link checked (its source key).
    pub permalink: String,
    /// `castlab check`'s report, or why the plan is not one.
    pub report: Result<CheckReport, String>,
}

/// A notice about the reader's file, shaped as the link's notices are
/// (its words are the page's already: the message holds them whole).
fn notice(message: String) -> InputError {
    InputError {
        key: "plan".into(),
        value: String::new(),
        kind: "not_a_plan".into(),
        using: "none".into(),
        largest: None,
        message: castlab_core::text::Text::new("panels-plan-notice").arg("message", message),
        suggestion: None,
    }
}

/// The link that shows `text`'s plan: its network, its source, and the
/// plan itself compressed (`plan=`); or why there is none.
pub fn link_of(text: &str) -> Result<String, String> {
    let yours =
        |e: &plan::PlanError| tr_args("panels-plan-your-file", &[("error", e.text().into())]);
    let read = plan::read(text).map_err(|e| yours(&e))?;
    resolve::on_its_network(&read).map_err(|e| yours(&e))?;
    let network = match &read {
        Plan::Schedule(s) => &s.network,
        Plan::Ordering(o) => &o.network,
    };
    let (mut query, _) = resolve::network(network).map_err(|e| yours(&e))?;
    if let Plan::Schedule(s) = &read
        && let Some(source) = &s.source
    {
        let index = query.node_index(source).ok_or_else(|| {
            tr_args(
                "panels-plan-source-not-a-node",
                &[("source", source.to_string().into())],
            )
        })?;
        match source {
            plan::NodeRef::Address(_) => query.wk_src = castlab_core::wk::WkNode::new(index),
            plan::NodeRef::Coords(_) => {
                query.src = query.grid.coords(castlab_core::grid::NodeId::new(index));
            }
        }
    }
    // The page draws a plan beside an algorithm's map (5×7 has none).
    let mut query = resolve::link_query(&query).ok_or_else(|| {
        tr_args(
            "panels-plan-no-map",
            &[("network", network.to_string().into())],
        )
    })?;
    // A schedule opens on its run, not on the map of every source.
    if let Plan::Schedule(_) = &read {
        query.show.picture = castlab_core::permalink::Show::Run;
    }
    let written = plan::write(&read);
    query.plan = Some(plan::link::encode(&written).ok_or_else(|| {
        tr_args(
            "panels-plan-too-big-for-link",
            &[
                ("bytes", written.len().into()),
                ("most", plan::link::MAX_LINK_CHARS.into()),
            ],
        )
    })?);
    Ok(query.to_permalink())
}

impl State {
    /// A file dropped, pasted or edited: its link opened, or a notice.
    pub(super) fn plan_imported(self: Rc<Self>, text: &str) -> Rc<Self> {
        // A plan's panel would print an open question's numbers.
        if self.question_open() {
            return self.plan_refused(tr("panels-plan-answer-first"));
        }
        match link_of(text) {
            Ok(link) => {
                let mut next = self.opened(&link);
                next.plan_editor = None;
                Rc::new(next)
            }
            Err(message) => {
                let mut next = (*self).clone();
                match next.plan_editor.as_mut() {
                    // The reader's edit stays, with the fault beside it.
                    Some(editing) => {
                        editing.text = text.to_string();
                        editing.error = Some(message);
                    }
                    None => next.notices = Rc::from([notice(message)]),
                }
                Rc::new(next)
            }
        }
    }

    /// A file the page would not read: the notice says why.
    pub(super) fn plan_refused(self: Rc<Self>, why: String) -> Rc<Self> {
        let mut next = (*self).clone();
        next.notices = Rc::from([notice(why)]);
        Rc::new(next)
    }

    /// The worker's check of a plan, kept if its link is still shown.
    pub(super) fn plan_checked(self: Rc<Self>, check: Shared<PlanVerdict>) -> Rc<Self> {
        let key = check.permalink.clone();
        self.of_source(&key, |s| s.plan_check = Some(check))
    }

    /// The editor opened on `text`, or closed (`None`).
    pub(super) fn plan_editing(self: Rc<Self>, text: Option<String>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.plan_editor = text.map(|text| PlanEditing { text, error: None });
        Rc::new(next)
    }

    /// The current link without its plan.
    pub(super) fn plan_removed(self: Rc<Self>) -> Rc<Self> {
        let mut q = self.query.clone();
        q.plan = None;
        let link = q.to_permalink();
        let parsed = permalink::parse(&link);
        let mut next = self.with_query(parsed.query);
        next.plan_check = None;
        Rc::new(next)
    }

    /// The check of the current link's plan, once the worker sent it.
    pub fn plan_report(&self) -> Option<&PlanVerdict> {
        self.plan_check
            .as_deref()
            .filter(|c| self.query.plan.is_some() && c.permalink == self.query.source_key())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A schedule file becomes the link of its network and source with
    /// the plan; the link, parsed, carries the same plan back.
    #[test]
    fn a_file_becomes_its_link() {
        let text = "{\"castlab\": \"schedule\", \"version\": 1, \"network\": \"v=1&net=mesh&dims=2x2&view=tcd\", \
                    \"source\": [1, 0], \"steps\": [[{\"from\": [1, 0], \"to\": [0, 0]}], \
                    [{\"from\": [1, 0], \"to\": [1, 1]}, {\"from\": [0, 0], \"to\": [0, 1]}]]}";
        let link = link_of(text).expect("a plan");
        let parsed = permalink::parse(&link);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        assert_eq!(parsed.query.grid.sides(), [2, 2]);
        assert_eq!(parsed.query.src.to_vec(), [1, 0]);
        let back = plan::link::decode(parsed.query.plan.as_deref().unwrap()).unwrap();
        assert_eq!(back, plan::write(&plan::read(text).unwrap()));
    }

    /// A plan on 2 × 4 (only the exhaustive optimum runs there) opens with
    /// it; one on 5 × 7 (no algorithm runs) is refused, saying why and
    /// where it is checked instead.
    #[test]
    fn a_plan_opens_beside_an_algorithm_that_runs_on_its_grid() {
        let on = |dims: &str, to: &str| {
            format!(
                "{{\"castlab\": \"schedule\", \"version\": 1, \"network\": \"v=1&net=mesh&dims={dims}&view=tcd\", \
                 \"source\": [0, 0], \"steps\": [[{{\"from\": [0, 0], \"to\": {to}}}]]}}"
            )
        };
        let link = link_of(&on("2x4", "[1, 0]")).expect("a plan on 2×4");
        let parsed = permalink::parse(&link);
        assert!(parsed.errors.is_empty(), "{link}: {:?}", parsed.errors);
        assert_eq!(parsed.query.grid.sides(), [2, 4]);
        assert!(parsed.query.plan.is_some(), "{link}");
        let refused = link_of(&on("5x7", "[1, 0]")).unwrap_err();
        assert!(refused.contains("dims=5x7"), "{refused}");
        assert!(refused.contains("castlab check FILE"), "{refused}");
    }

    /// Bad files are refused with words that name the fault.
    #[test]
    fn bad_files_say_why() {
        assert!(
            link_of("not json")
                .unwrap_err()
                .starts_with("Your file: not a castlab plan")
        );
        let off = "{\"castlab\": \"schedule\", \"version\": 1, \"network\": \"v=1&net=mesh&dims=2x2&view=tcd\", \
                   \"source\": [5, 0], \"steps\": []}";
        assert!(link_of(off).unwrap_err().contains("(5, 0) is not a node"));
    }
}
