//! The key of a run: one swatch per look a node can have, in the colours
//! the drawing uses (`crate::run`), and the two kinds of route.

use yew::prelude::*;

use crate::l10n::tr;

// The swatches' colours are classes in style.css (the page's CSP forbids
// style attributes); a test checks they are `crate::run`'s.

#[derive(Properties, PartialEq)]
pub struct RunKeyProps {
    /// What a cell's number is, if the cells carry one.
    #[prop_or_default]
    pub numbers: Option<AttrValue>,
    /// Whether earlier routes are drawn.
    #[prop_or(true)]
    pub trail: bool,
    /// What the purple ring marks, while a plan's broken rule is drawn.
    #[prop_or_default]
    pub marked: Option<String>,
}

#[component]
pub fn RunKey(props: &RunKeyProps) -> Html {
    let swatch = |class: &'static str, words: &str| {
        html! {
            <span class="run-key-item">
                <span class={classes!("swatch", class)} aria-hidden="true"></span>
                { words.to_string() }
            </span>
        }
    };
    html! {
        <p class="key run-key" data-testid="run-key">
            { swatch("look-source", &tr("panels-run-key-source")) }
            { swatch("look-earlier", &tr("panels-run-key-earlier")) }
            { swatch("look-now", &tr("panels-run-key-now")) }
            { swatch("look-not-yet", &tr("panels-run-key-not-yet")) }
            { swatch("look-route", &tr("panels-run-key-route")) }
            { if props.trail { swatch("look-trail", &tr("panels-run-key-trail")) } else { html! {} } }
            { for props.marked.iter().map(|m| html! { <span data-testid="run-key-marked">{ swatch("look-marked", m) }</span> }) }
            { for props.numbers.iter().map(|n| html! { <span class="run-key-item run-key-note">{ n.clone() }</span> }) }
        </p>
    }
}

#[cfg(test)]
mod tests {
    use crate::run::{EARLIER, NOT_YET, NOW, ROUTE, SOURCE, TRAIL_RGB};

    /// The key's classes paint the drawing's colours.
    #[test]
    fn the_stylesheet_has_the_drawing_colours() {
        let css = include_str!("../../../style.css");
        for (class, colour) in [
            ("look-source", SOURCE.to_string()),
            ("look-earlier", EARLIER.to_string()),
            ("look-now", NOW.to_string()),
            ("look-not-yet", NOT_YET.to_string()),
            ("look-route", ROUTE.to_string()),
            ("look-trail", format!("rgba({TRAIL_RGB},0.6)")),
        ] {
            let rule = format!(".{class} {{ background: {colour}; }}");
            assert!(css.contains(&rule), "style.css lacks {rule}");
        }
        // The broken rule's ring, in the drawing's emphasis colour.
        let ring = format!(
            ".swatch.look-marked {{ border: 2px solid {}; border-radius: 50%; }}",
            crate::pen::EMPHASIS
        );
        assert!(css.contains(&ring), "style.css lacks {ring}");
    }
}
