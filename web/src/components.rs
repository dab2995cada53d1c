//! The page's parts. Each takes plain props and reports user intent through
//! callbacks; none touches the worker or the URL.

pub mod calls_plan;
pub mod canvas;
pub mod census_panel;
pub mod certificate;
pub mod chart;
pub mod claims;
pub mod classical_panel;
pub mod classical_view;
pub mod controls;
pub mod data_table;
pub mod embed_title;
pub mod engine_status;
pub mod exercise;
pub mod explain;
pub mod export;
pub mod family_picture;
pub mod figure;
pub mod gallery;
pub mod heatmap;
pub mod language_menu;
pub mod least_panel;
pub mod legend;
pub mod map_frame;
pub mod metrics;
pub mod msn_key;
pub mod msn_panel;
pub mod msn_view;
pub mod narration;
pub mod notices;
pub mod orderly_panel;
pub mod orderly_view;
pub mod picture_toggle;
pub mod plan_panel;
pub mod run_key;
pub mod schedule_table;
pub mod share;
pub mod shortcuts;
pub mod stepper;
pub mod text_field;
pub mod wk_panel;
pub mod wk_view;
pub mod your_plan;

use yew::prelude::*;

/// A ✓ or ✗ with an accessible name.
pub fn check(ok: bool) -> Html {
    if ok {
        html! { <span class="ok" aria-label={crate::l10n::tr("panels-check-yes")}>{ "✓" }</span> }
    } else {
        html! { <span class="bad" aria-label={crate::l10n::tr("panels-check-no")}>{ "✗" }</span> }
    }
}

/// A paper claim's verdict as ✓, ✗ or ?, with a title saying which.
pub fn verdict_mark(v: castlab_core::eval::Verdict) -> Html {
    use crate::l10n::tr;
    use castlab_core::eval::Verdict;
    match v {
        Verdict::Holds => {
            html! { <span class="ok" title={tr("panels-verdict-holds")}>{ "✓" }</span> }
        }
        Verdict::Fails => {
            html! { <span class="bad" title={tr("panels-verdict-fails")}>{ "✗" }</span> }
        }
        Verdict::Open => {
            html! { <span class="open" title={tr("panels-verdict-open-title")}>{ "?" }</span> }
        }
        Verdict::NotApplicable => {
            html! { <span class="open" title={tr("panels-verdict-not-applicable")}>{ "–" }</span> }
        }
    }
}
