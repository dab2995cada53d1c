//! Numbers in the reader's locale: the decimal sign, and rounding as a
//! message asks (`NUMBER($x, maximumFractionDigits: 2)`). No grouping, so
//! sizes and addresses read as castlab writes them in links (4096, not 4,096).

use std::sync::OnceLock;

use fluent_bundle::FluentValue;
use fluent_bundle::memoizer::MemoizerKind;
use fluent_bundle::types::FluentNumberOptions;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

/// How a number is written: the locale's tag, the value, and the fewest and
/// most digits after the decimal sign.
pub type NumberFormat =
    fn(locale: &str, value: f64, min_fraction: usize, max_fraction: usize) -> String;

static FORMAT: OnceLock<NumberFormat> = OnceLock::new();

/// Installs the page's number format (the browser's `Intl.NumberFormat`);
/// the first call wins. Without it, [`format_number`] writes numbers.
pub fn set_number_format(format: NumberFormat) {
    let _ = FORMAT.set(format);
}

/// A number in `locale`, rounded to at most `max_fraction` digits after the
/// decimal sign and padded to at least `min_fraction`.
pub fn format_number(locale: &str, value: f64, min_fraction: usize, max_fraction: usize) -> String {
    if let Some(format) = FORMAT.get() {
        return format(locale, value, min_fraction, max_fraction);
    }
    let max_fraction = max_fraction.max(min_fraction);
    let mut text = format!("{value:.max_fraction$}");
    if text.contains('.') {
        while text.ends_with('0') && text.len() - text.find('.').unwrap_or(0) - 1 > min_fraction {
            text.pop();
        }
        if text.ends_with('.') {
            text.pop();
        }
    }
    if text == "-0" {
        text = "0".into();
    }
    match decimal_sign(locale) {
        ',' => text.replace('.', ","),
        _ => text,
    }
}

/// The locale's decimal sign (CLDR): a comma in German and Spanish.
fn decimal_sign(locale: &str) -> char {
    let language = locale.split('-').next().unwrap_or_default();
    match language {
        "de" | "es" | "fr" | "it" | "pt" | "nl" | "pl" | "ru" | "tr" | "cs" | "sv" | "da"
        | "nb" | "fi" => ',',
        _ => '.',
    }
}

/// The bundle's locale, as the formatter reaches it through the memoizer.
pub struct NumberStyle {
    locale: String,
}

impl Memoizable for NumberStyle {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, ()> {
        Ok(NumberStyle {
            locale: lang.to_string(),
        })
    }
}

impl std::fmt::Debug for NumberStyle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NumberStyle")
            .field("locale", &self.locale)
            .finish()
    }
}

/// Fluent's hook: every number placeable goes through [`format_number`].
pub(crate) fn fluent_formatter<M: MemoizerKind>(
    value: &FluentValue,
    memoizer: &M,
) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let locale = memoizer
        .with_try_get_threadsafe::<NumberStyle, _, _>((), |style| style.locale.clone())
        .unwrap_or_default();
    let FluentNumberOptions {
        minimum_fraction_digits,
        maximum_fraction_digits,
        ..
    } = number.options;
    let min = minimum_fraction_digits.unwrap_or(0);
    // Unrounded by default: as many digits as the value has (up to 6).
    let max = maximum_fraction_digits.unwrap_or(6);
    Some(format_number(&locale, number.value, min, max))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn german_and_spanish_write_a_decimal_comma_and_round_as_asked() {
        assert_eq!(format_number("de", 2.5, 0, 2), "2,5");
        assert_eq!(format_number("es", 1.0 / 3.0, 0, 2), "0,33");
        assert_eq!(format_number("zh-Hans", 2.5, 2, 2), "2.50");
        assert_eq!(format_number("en", 4096.0, 0, 6), "4096");
        assert_eq!(format_number("en", -0.0001, 0, 2), "0");
    }
}
