//! Tests only: the English words of `locales/en`, installed as the
//! process's wording, so a test reads a refusal or a claim as `castlab`
//! prints it. (`castlab-l10n` is a dev-dependency; its `Text` is the
//! library's, so a test's `Text` is copied over.)

use std::sync::OnceLock;

use castlab_l10n::Words;

use crate::text::{Arg, Text};

fn copied(text: &Text) -> castlab_l10n::Text {
    castlab_l10n::Text {
        id: text.id.clone(),
        args: text
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Int(n) => castlab_l10n::Arg::Int(*n),
                    Arg::Num(x) => castlab_l10n::Arg::Num(*x),
                    Arg::Str(s) => castlab_l10n::Arg::Str(s.clone()),
                    Arg::Text(t) => castlab_l10n::Arg::Text(Box::new(copied(t))),
                };
                (name.clone(), value)
            })
            .collect(),
    }
}

/// `text` in English.
pub(crate) fn english(text: &Text) -> String {
    static WORDS: OnceLock<Words> = OnceLock::new();
    WORDS
        .get_or_init(|| Words::embedded("en"))
        .text(&copied(text))
}

/// Installs English as the wording (the first call wins; every test that
/// words a message calls it).
pub(crate) fn install() {
    crate::text::set_wording(english);
}
