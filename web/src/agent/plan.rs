//! The worker's answers about plans (`plan=` links, `castlab check`):
//! the check report, and castlab's own schedule or ordering as a file.

use castlab_core::permalink;
use castlab_core::permalink::View;
use castlab_core::plan::{self, export};

use super::Engine;
use crate::l10n::text;
use crate::protocol::{PlanCheckAnswer, PlanText, Reply};

impl Engine {
    /// The link's plan checked, as `castlab check` prints it.
    pub(super) fn check_answer(&mut self, permalink: String) -> Reply {
        let query = permalink::parse(&permalink).query;
        let report = match query.plan.as_deref() {
            Some(value) => plan::check::of_link(value)
                .map_err(|e| text(&e.text()))
                .and_then(|c| {
                    castlab_core::text::plain(|| serde_json::to_string(&c.report))
                        .map_err(|e| e.to_string())
                }),
            None => Err(crate::l10n::tr("planfile-link-no-plan")),
        };
        Reply::Check(Box::new(PlanCheckAnswer { permalink, report }))
    }

    /// The link's plan as its file, or castlab's schedule or ordering for
    /// the link (`castlab eval --export`).
    pub(super) fn plan_text_answer(&mut self, permalink: String, edit: bool) -> Reply {
        let query = permalink::parse(&permalink).query;
        let text = match query.plan.as_deref() {
            Some(value) => plan::link::decode(value)
                .map_err(|e| text(&e.text()))
                .and_then(|t| plan::read(&t).map_err(|e| text(&e.text())))
                .map(|p| plan::write(&p)),
            None => {
                let wanted = if query.view == View::Orderly {
                    export::Artefact::Ordering
                } else {
                    export::Artefact::Schedule
                };
                export::export(&query, wanted)
                    .map(|p| plan::write(&p))
                    .map_err(|e| text(&e.text()))
            }
        };
        Reply::PlanText(Box::new(PlanText {
            permalink,
            text,
            edit,
        }))
    }
}
