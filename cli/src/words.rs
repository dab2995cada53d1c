//! The CLI's words: `--locale TAG` (anywhere on the command line), else
//! the link's `locale=` (`castlab eval` reads a link as the page does),
//! else `LC_ALL`, `LC_MESSAGES` or `LANG`, else English. Human-readable output
//! and the sentences inside the JSON follow it (`castlab_core::text::set_wording`);
//! JSON keys stay English.

use std::ffi::OsString;
use std::sync::OnceLock;

use castlab_l10n::{Text, Words};

static WORDS: OnceLock<Words> = OnceLock::new();
/// Whether `--locale` chose the words (not the environment).
static ASKED: OnceLock<bool> = OnceLock::new();

/// Takes `--locale TAG` / `--locale=TAG` out of `args` and installs that
/// locale (or the environment's). Returns the other arguments, and a
/// warning when the asked locale has no resources.
pub fn install(args: Vec<OsString>) -> (Vec<OsString>, Option<String>) {
    let mut rest = Vec::with_capacity(args.len());
    let mut asked: Option<String> = None;
    let mut iter = args.into_iter();
    while let Some(arg) = iter.next() {
        let text = arg.to_string_lossy().into_owned();
        if text == "--locale" {
            asked = iter.next().map(|v| v.to_string_lossy().into_owned());
        } else if let Some(value) = text.strip_prefix("--locale=") {
            asked = Some(value.to_string());
        } else {
            rest.push(arg);
        }
    }
    let mut warning = None;
    let _ = ASKED.set(asked.is_some());
    let locale = match asked {
        Some(tag) => castlab_l10n::serving(&tag).unwrap_or_else(|| {
            warning = Some(tag);
            castlab_l10n::FALLBACK
        }),
        None => linked(&rest).unwrap_or_else(from_environment),
    };
    let _ = WORDS.set(Words::embedded(locale));
    let warning = warning.map(|tag| {
        tr_args(
            "cli-locale-unknown",
            &[
                ("tag", tag.into()),
                ("locales", castlab_l10n::LOCALES.join(", ").into()),
                ("fallback", castlab_l10n::FALLBACK.into()),
            ],
        )
    });
    // Every Text the core serializes is then its sentence.
    castlab_core::text::set_wording(text);
    (rest, warning)
}

/// The locale a link among `args` asks for with `locale=`, if castlab has
/// words in it (a tag it lacks is read as the environment's, as the page
/// reads it in the browser's language).
fn linked(args: &[OsString]) -> Option<&'static str> {
    args.iter().find_map(|arg| {
        let arg = arg.to_string_lossy();
        if !arg.contains("locale=") {
            return None;
        }
        let search = arg.split_once('?').map_or(&*arg, |(_, search)| search);
        let tag = castlab_core::permalink::parse(search).query.locale?;
        castlab_l10n::serving(&tag)
    })
}

/// The locale of `LC_ALL`, `LC_MESSAGES` or `LANG` (`de_DE.UTF-8` → `de`),
/// English for `C`, `POSIX` or none.
fn from_environment() -> &'static str {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.is_empty());
    let tag = value.as_deref().and_then(|v| v.split(['.', '@']).next());
    match tag {
        None | Some("C" | "POSIX") => castlab_l10n::FALLBACK,
        Some(tag) => castlab_l10n::serving(tag).unwrap_or(castlab_l10n::FALLBACK),
    }
}

fn words() -> &'static Words {
    WORDS.get_or_init(|| Words::embedded(castlab_l10n::FALLBACK))
}

/// The CLI's locale tag (`en`, `de`, `zh-Hans`, …).
pub fn locale() -> &'static str {
    words().locale()
}

/// The locale `--locale` asked for (English for one castlab has no words
/// in), or None when the environment chose it: a package's language is
/// the lecturer's choice, never the machine's (`castlab package`).
pub fn asked_locale() -> Option<&'static str> {
    ASKED.get().copied().unwrap_or(false).then(locale)
}

/// The message `id` in the CLI's locale.
pub fn tr(id: &str) -> String {
    words().tr(id)
}

/// The message `id` with arguments.
pub fn tr_args(id: &str, args: &[(&str, castlab_l10n::Arg)]) -> String {
    words().tr_args(id, args)
}

/// A core [`Text`] in the CLI's locale.
pub fn text(text: &Text) -> String {
    words().text(text)
}
