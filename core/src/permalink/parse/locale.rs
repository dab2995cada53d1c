//! Two keys of how a link looks: `theme=`, and `locale=`, a BCP 47
//! language tag kept as written (its case normalised: `zh-hans` →
//! `zh-Hans`). Which locales have words is the front end's business
//! (`castlab-l10n`); a tag without them reads in English there.

use alloc::string::String;

use super::{Key, Parser, Refusal, name};

/// The longest tag kept (RFC 5646's longest registered tags are shorter).
pub const MAX_LOCALE_LEN: usize = 35;

impl Parser {
    /// `theme`: the colour scheme, one of its names.
    pub(super) fn theme(&mut self) {
        let Some(v) = self.take(Key::Theme) else {
            return;
        };
        match name(&v) {
            Ok(theme) => self.query.show.theme = theme,
            Err(reason) => self.reject(Key::Theme, &v, reason, &self.query.show.theme.clone()),
        }
    }

    /// `locale`: a language tag, else refused (the reader's language).
    pub(super) fn locale(&mut self) {
        let Some(v) = self.take(Key::Locale) else {
            return;
        };
        match normal_tag(&v) {
            Some(tag) => self.query.locale = Some(tag),
            None => self.reject(
                Key::Locale,
                &v,
                Refusal::NotALocale,
                &"the reader's language",
            ),
        }
    }
}

/// The tag in its usual case (language lower, script title, region
/// upper), or `None` if `text` is no language tag.
pub fn normal_tag(text: &str) -> Option<String> {
    if text.is_empty() || text.len() > MAX_LOCALE_LEN {
        return None;
    }
    let mut out = String::new();
    for (i, part) in text.split(['-', '_']).enumerate() {
        let fits = match i {
            0 => (2..=3).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_alphabetic()),
            _ => (1..=8).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_alphanumeric()),
        };
        if !fits {
            return None;
        }
        if i > 0 {
            out.push('-');
        }
        let alphabetic = part.bytes().all(|b| b.is_ascii_alphabetic());
        match (i, part.len()) {
            (0, _) => out.push_str(&part.to_ascii_lowercase()),
            (_, 4) if alphabetic => {
                out.push_str(&part[..1].to_ascii_uppercase());
                out.push_str(&part[1..].to_ascii_lowercase());
            }
            (_, 2) if alphabetic => out.push_str(&part.to_ascii_uppercase()),
            _ => out.push_str(&part.to_ascii_lowercase()),
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::parse as parse_link;

    #[test]
    fn a_tag_is_kept_in_its_usual_case_and_survives_the_normal_form() {
        assert_eq!(normal_tag("zh-hans").as_deref(), Some("zh-Hans"));
        assert_eq!(normal_tag("de_at").as_deref(), Some("de-AT"));
        let parsed = parse_link("v=1&locale=zh-hans");
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        assert_eq!(parsed.query.locale.as_deref(), Some("zh-Hans"));
        assert!(
            parsed.query.to_permalink().ends_with("&locale=zh-Hans"),
            "{}",
            parsed.query.to_permalink()
        );
    }

    #[test]
    fn a_bad_tag_is_refused_naming_the_key_the_value_and_the_limit() {
        crate::eval::english::install();
        for bad in [
            "",
            "d",
            "deutsch",
            "de-",
            "de-toolongpart",
            "1a",
            &"a".repeat(40),
        ] {
            let parsed = parse_link(&format!("v=1&locale={bad}"));
            assert_eq!(parsed.query.locale, None, "{bad}");
            let error = parsed
                .errors
                .first()
                .unwrap_or_else(|| panic!("{bad}: no refusal"));
            assert_eq!(error.key, Key::Locale);
            let message = error.to_string();
            assert!(
                message.contains("locale") && message.contains("35"),
                "{message}"
            );
        }
    }
}
