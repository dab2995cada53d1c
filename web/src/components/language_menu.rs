//! The page's language: a menu of the locales the site was built with,
//! each named in its own language. Choosing one opens the same link with
//! `locale=` (the words are another file, so the page loads afresh).

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::l10n::tr;

/// Each locale castlab carries, named as its readers name it. A folder a
/// translator adds shows under its tag until it is named here.
fn endonym(tag: &str) -> &str {
    match tag {
        "en" => "English",
        "de" => "Deutsch",
        "es" => "Español",
        "zh-Hans" => "简体中文",
        other => other,
    }
}

/// The link the page shows, asking for `tag`: its other keys as they are
/// (a sweep's ranges too, which a single configuration's parse would drop);
/// the page writes it in normal form once it has loaded.
fn link_in(tag: &str) -> String {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let kept: Vec<&str> = search
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty() && !pair.starts_with("locale="))
        .collect();
    let link = if kept.is_empty() {
        "v=1".to_string()
    } else {
        kept.join("&")
    };
    format!("?{link}&locale={tag}")
}

#[component]
pub fn LanguageMenu() -> Html {
    let current = crate::l10n::locale();
    let onchange = Callback::from(|e: Event| {
        let tag = e.target_unchecked_into::<HtmlSelectElement>().value();
        if let Some(location) = web_sys::window().map(|w| w.location()) {
            let _ = location.assign(&link_in(&tag));
        }
    });
    html! {
        <label class="language" data-testid="language">
            <span>{ tr("views-language") }</span>
            <select {onchange} data-testid="language-menu">
                { for castlab_l10n::LOCALES.iter().map(|tag| html! {
                    <option value={*tag} lang={*tag} selected={*tag == current}>{ endonym(tag) }</option>
                }) }
            </select>
        </label>
    }
}
