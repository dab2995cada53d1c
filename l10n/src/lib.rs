//! castlab's words in the reader's language.
//!
//! Every sentence castlab shows lives in Fluent resources, one folder per
//! locale under `locales/` (`locales/en/*.ftl`, `locales/de/*.ftl`, …); a
//! new folder is a new language, with no Rust. [`Words`] holds one
//! locale's resources and words message ids ([`Words::tr`]) and the core's
//! [`Text`]s ([`Words::text`]). The page fetches its one locale's resources
//! beside the wasm; the CLI has them all compiled in (feature `embed`).
//!
//! Numbers in messages follow the locale: `{ $n }` is written with the
//! locale's decimal sign, and `NUMBER($x, maximumFractionDigits: 2)` rounds.
//! The page installs the browser's `Intl.NumberFormat` ([`set_number_format`]).

#![forbid(unsafe_code)]

mod number;
pub mod tidy;

use std::borrow::Cow;

pub use castlab_core::text::{Arg, Text};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
pub use number::{NumberFormat, NumberStyle, format_number, set_number_format};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The locale every other falls back to, and the one the docs are written in.
pub const FALLBACK: &str = "en";

/// The locale of [`LOCALES`] that serves the first of `requested` it can:
/// an exact tag (`de`, case aside), else the tag's language (`de-AT` → `de`),
/// Chinese in simplified script (`zh`, `zh-CN`, `zh-SG` → `zh-Hans`);
/// English if none.
pub fn negotiate<'a>(requested: impl IntoIterator<Item = &'a str>) -> &'static str {
    requested.into_iter().find_map(serving).unwrap_or(FALLBACK)
}

/// The locale of [`LOCALES`] that serves one requested tag, if any.
pub fn serving(tag: &str) -> Option<&'static str> {
    let tag = tag.trim().replace('_', "-");
    if let Some(exact) = LOCALES.iter().find(|l| l.eq_ignore_ascii_case(&tag)) {
        return Some(exact);
    }
    let lower = tag.to_ascii_lowercase();
    let mut parts = lower.split('-');
    let language = parts.next().unwrap_or_default();
    let rest: Vec<&str> = parts.collect();
    let wanted = if language == "zh" {
        // Traditional script (Hant, or the regions that write it) has no
        // resources yet; simplified serves the rest.
        let traditional = rest
            .iter()
            .any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo"));
        if traditional {
            "zh-Hant".to_string()
        } else {
            "zh-Hans".to_string()
        }
    } else {
        language.to_string()
    };
    LOCALES
        .iter()
        .find(|l| l.eq_ignore_ascii_case(&wanted))
        .copied()
}

/// Why a locale's resources did not load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// A resource does not parse: its first error, as Fluent reports it.
    Syntax(String),
    /// Two resources define one message.
    Duplicate(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Syntax(e) => write!(f, "a resource does not parse: {e}"),
            LoadError::Duplicate(id) => write!(f, "the message {id} is defined twice"),
        }
    }
}

/// One locale's messages.
pub struct Words {
    locale: String,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("locale", &self.locale)
            .finish()
    }
}

impl Words {
    /// A locale's words from the text of its resources (one or several
    /// `.ftl` files, or their concatenation).
    pub fn from_sources(locale: &str, sources: &[&str]) -> Result<Words, LoadError> {
        Words::over(locale, sources, &[])
    }

    /// A locale's words over another's: a message `sources` lack is worded
    /// from `under` (English under a translation in progress, so the page
    /// shows English where a translator has not got to yet, not an id).
    pub fn over(locale: &str, sources: &[&str], under: &[&str]) -> Result<Words, LoadError> {
        let langid: LanguageIdentifier = locale.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // Isolation marks (U+2068/9) would reach titles, downloads and the
        // CLI's output; castlab's placeables are numbers, symbols and names.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(number::fluent_formatter));
        bundle
            .add_builtins()
            .map_err(|e| LoadError::Syntax(e.to_string()))?;
        for source in under {
            bundle.add_resource_overriding(parse(source)?);
        }
        for source in sources {
            let resource = parse(source)?;
            if under.is_empty() {
                if let Err(errors) = bundle.add_resource(resource) {
                    let first = errors
                        .into_iter()
                        .next()
                        .map(|e| e.to_string())
                        .unwrap_or_default();
                    return Err(LoadError::Duplicate(first));
                }
            } else {
                bundle.add_resource_overriding(resource);
            }
        }
        Ok(Words {
            locale: locale.to_string(),
            bundle,
        })
    }

    /// The compiled-in resources of `locale` (a tag [`negotiate`] chose).
    #[cfg(feature = "embed")]
    pub fn embedded(locale: &str) -> Words {
        let sources = EMBEDDED
            .iter()
            .find(|(name, _)| *name == locale)
            .or_else(|| EMBEDDED.iter().find(|(name, _)| *name == FALLBACK))
            .map(|(_, sources)| *sources)
            .unwrap_or_default();
        let name = EMBEDDED
            .iter()
            .find(|(name, _)| *name == locale)
            .map_or(FALLBACK, |(name, _)| name);
        // The tidy test parses every embedded resource; were one broken,
        // English (or ids, at worst) beats a panic.
        Words::from_sources(name, sources)
            .or_else(|_| Words::from_sources(FALLBACK, english()))
            .or_else(|_| Words::from_sources(FALLBACK, &[]))
            .expect("no resource, no error")
    }

    /// The locale these words are in.
    pub fn locale(&self) -> &str {
        &self.locale
    }

    /// Whether `id` (or `id.attribute`) has a value here.
    pub fn has(&self, id: &str) -> bool {
        let (message, attribute) = split_id(id);
        self.bundle
            .get_message(message)
            .is_some_and(|m| match attribute {
                Some(a) => m.get_attribute(a).is_some(),
                None => m.value().is_some(),
            })
    }

    /// The message `id` (or `id.attribute`) without arguments.
    pub fn tr(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with arguments.
    pub fn tr_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, self.value(value));
        }
        self.format(id, Some(&fluent))
    }

    /// A core [`Text`], worded.
    pub fn text(&self, text: &Text) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in &text.args {
            fluent.set(name.as_str(), self.value(value));
        }
        self.format(&text.id, Some(&fluent))
    }

    fn value<'a>(&self, arg: &'a Arg) -> FluentValue<'a> {
        match arg {
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Num(x) => FluentValue::from(*x),
            Arg::Str(s) => FluentValue::from(s.as_str()),
            Arg::Text(t) => FluentValue::from(self.text(t)),
        }
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let (message, attribute) = split_id(id);
        let Some(found) = self.bundle.get_message(message) else {
            // The tidy test keeps every used id defined; a stray one shows
            // as itself rather than as nothing.
            return id.to_string();
        };
        let pattern = match attribute {
            Some(a) => found.get_attribute(a).map(|a| a.value()),
            None => found.value(),
        };
        let Some(pattern) = pattern else {
            return id.to_string();
        };
        let mut errors = Vec::new();
        let worded: Cow<str> = self.bundle.format_pattern(pattern, args, &mut errors);
        worded.into_owned()
    }
}

#[cfg(feature = "embed")]
fn english() -> &'static [&'static str] {
    EMBEDDED
        .iter()
        .find(|(name, _)| *name == FALLBACK)
        .map(|(_, sources)| *sources)
        .unwrap_or_default()
}

fn parse(source: &str) -> Result<FluentResource, LoadError> {
    FluentResource::try_new(source.to_string())
        .map_err(|(_, errors)| LoadError::Syntax(format!("{:?}", errors.first())))
}

fn split_id(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((message, attribute)) => (message, Some(attribute)),
        None => (id, None),
    }
}
