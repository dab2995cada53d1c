//! The page's words: one locale's Fluent resources, fetched beside the wasm
//! before the app renders (`locales/<tag>.ftl`, which the build joins from
//! `locales/<tag>/*.ftl`), so the module carries no sentence.
//!
//! The locale is the link's `locale=`, else the browser's first language
//! castlab has, else English ([`castlab_l10n::negotiate`]). Numbers are
//! written by the browser's `Intl.NumberFormat` for it.

use std::cell::RefCell;
use std::rc::Rc;

use castlab_l10n::Words;
pub use castlab_l10n::{Arg, Text};
use wasm_bindgen::JsCast;

thread_local! {
    static WORDS: RefCell<Rc<Words>> = RefCell::new(Rc::new(initial()));
    /// The loaded locale, its resource and the English under it (for a
    /// translation the site was not built with), handed on to each worker.
    static SOURCE: RefCell<Option<Loaded>> = const { RefCell::new(None) };
    /// `Intl.NumberFormat` by locale and fraction digits (see `intl_number`).
    static FORMATS: RefCell<std::collections::HashMap<(String, usize, usize, bool), js_sys::Function>> =
        RefCell::new(std::collections::HashMap::new());
    /// The `locale=` of the link the page opened with (`None`: none).
    static ASKED: RefCell<Option<String>> = const { RefCell::new(None) };
}

#[cfg(target_arch = "wasm32")]
fn initial() -> Words {
    // Until `load` has run: ids show as themselves.
    Words::from_sources("en", &[]).expect("no resource, no error")
}

#[cfg(not(target_arch = "wasm32"))]
fn initial() -> Words {
    // Native tests of the page's code read English.
    Words::embedded("en")
}

/// The message `id` (or `id.attribute`) in the page's locale.
pub fn tr(id: &str) -> String {
    WORDS.with(|w| w.borrow().tr(id))
}

/// The message `id` with arguments.
pub fn tr_args(id: &str, args: &[(&str, Arg)]) -> String {
    WORDS.with(|w| w.borrow().tr_args(id, args))
}

/// A core [`Text`] in the page's locale.
pub fn text(text: &Text) -> String {
    WORDS.with(|w| w.borrow().text(text))
}

/// The page's locale tag (`en`, `de`, `es`, `zh-Hans`, …).
pub fn locale() -> String {
    WORDS.with(|w| w.borrow().locale().to_string())
}

/// A number in the page's locale, with at most `max_fraction` digits after
/// the decimal sign.
pub fn number(value: f64, max_fraction: usize) -> String {
    castlab_l10n::format_number(&locale(), value, 0, max_fraction)
}

/// `n` with its digits grouped as `Intl.NumberFormat` groups them in the
/// page's locale (ungrouped outside a browser).
pub fn grouped(n: u64) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(grouped) = FORMATS.with(|formats| {
        formats
            .borrow_mut()
            .entry((locale(), 0, 0, true))
            .or_insert_with(|| new_number_format(&locale(), 0, 0, true))
            .call1(&wasm_bindgen::JsValue::NULL, &(n as f64).into())
            .ok()
            .and_then(|s| s.as_string())
    }) {
        return grouped;
    }
    n.to_string()
}

/// The locales a page at `search` (the URL's query string) tries, in
/// order: its `locale=` (a locale castlab has, else the tag itself, so a
/// translator's `locales/<tag>.ftl` dropped into a built site shows without
/// a rebuild), then the browser's languages, then English. Remembers
/// the link's ask for [`asks_another_language`].
pub fn chosen(search: &str) -> Vec<String> {
    let asked = link_locale(search);
    ASKED.with(|a| a.borrow_mut().clone_from(&asked));
    let asked = asked.map(|tag| castlab_l10n::serving(&tag).map_or(tag, str::to_string));
    let languages: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect()
        })
        .unwrap_or_default();
    let browser = castlab_l10n::negotiate(languages.iter().map(String::as_str));
    let mut out: Vec<String> = asked.into_iter().collect();
    for tag in [browser, castlab_l10n::FALLBACK] {
        if !out.iter().any(|t| t == tag) {
            out.push(tag.to_string());
        }
    }
    out
}

/// The `locale=` of a link (`?…` or without the `?`), as parsed.
fn link_locale(search: &str) -> Option<String> {
    castlab_core::permalink::parse(search.trim_start_matches('?'))
        .query
        .locale
}

/// `link` (a query string without its `?`) in the page's language: its
/// `locale=` replaced by `locale` (none if `None`), where a link writes it
/// (before `plan=`, else last). A link in another language is another
/// page (the page reloads into it), so what a page hands out (a card's
/// `href`, the session it restores) speaks its own; without a `locale`, a
/// link without one is returned as it is.
pub fn in_locale(link: &str, locale: Option<&str>) -> String {
    let mut pairs: Vec<&str> = link
        .split('&')
        .filter(|p| !p.is_empty() && p.split('=').next() != Some("locale"))
        .collect();
    let tagged = locale.map(|tag| format!("locale={tag}"));
    if let Some(tagged) = &tagged {
        let at = pairs
            .iter()
            .position(|p| p.split('=').next() == Some("plan"))
            .unwrap_or(pairs.len());
        pairs.insert(at, tagged);
    }
    pairs.join("&")
}

/// Whether the link `search` asks for a language other than the one the
/// page opened with: its words are another file, so the page reloads.
/// Compared with the link's ask, not the words loaded, so a tag castlab
/// lacks (served in English) cannot make the page reload forever.
pub fn asks_another_language(search: &str) -> bool {
    let wanted = link_locale(search);
    ASKED.with(|a| *a.borrow() != wanted)
}

/// A locale's resource as fetched, and English's under a translation in
/// progress.
#[derive(Clone)]
struct Loaded {
    locale: String,
    source: String,
    under: Option<String>,
}

impl Loaded {
    fn words(&self) -> Result<Words, castlab_l10n::LoadError> {
        let under: Vec<&str> = self.under.iter().map(String::as_str).collect();
        Words::over(&self.locale, &[self.source.as_str()], &under)
    }
}

/// Fetches and installs the words of the first of `locales` whose
/// resources arrive and load, sets `<html lang>`, and installs
/// `Intl.NumberFormat`. A translator's file the site was not built with
/// (`locales/<tag>.ftl`, not checked by the build) reads English where it
/// lacks a message.
pub async fn load(locales: &[String]) {
    castlab_l10n::set_number_format(intl_number);
    let mut words = None;
    for tag in locales {
        if let Some(source) = fetch_text(&file_of(tag)).await {
            let under = if built(tag) || tag == castlab_l10n::FALLBACK {
                None
            } else {
                fetch_text(&file_of(castlab_l10n::FALLBACK)).await
            };
            let fetched = Loaded {
                locale: tag.clone(),
                source,
                under,
            };
            match fetched.words() {
                Ok(loaded) => {
                    SOURCE.with(|s| *s.borrow_mut() = Some(fetched));
                    words = Some(loaded);
                    break;
                }
                Err(e) => {
                    web_sys::console::error_1(&format!("castlab: locales/{tag}.ftl: {e}").into())
                }
            }
        }
    }
    let Some(words) = words else {
        return;
    };
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", words.locale());
    }
    WORDS.with(|w| *w.borrow_mut() = Rc::new(words));
    // A Text the page serializes (a download, the bug report) is its
    // sentence, as `castlab eval` prints it.
    castlab_core::text::set_wording(text);
}

/// `{ locale, source, under }` of the words this instance loaded, for a
/// worker it starts.
pub fn handed_on() -> Option<wasm_bindgen::JsValue> {
    SOURCE.with(|s| {
        let loaded = s.borrow().clone()?;
        let words = js_sys::Object::new();
        js_sys::Reflect::set(&words, &"locale".into(), &loaded.locale.into()).ok()?;
        js_sys::Reflect::set(&words, &"source".into(), &loaded.source.into()).ok()?;
        if let Some(under) = loaded.under {
            js_sys::Reflect::set(&words, &"under".into(), &under.into()).ok()?;
        }
        Some(words.into())
    })
}

/// In a worker: adopts the words its starter handed on (the loader keeps
/// them as `self.castlabWords`), so the Texts it serializes are sentences.
pub fn adopt() {
    let global = js_sys::global();
    let Some(words) = js_sys::Reflect::get(&global, &"castlabWords".into())
        .ok()
        .filter(|w| w.is_object())
    else {
        return;
    };
    let field = |k: &str| {
        js_sys::Reflect::get(&words, &k.into())
            .ok()
            .and_then(|v| v.as_string())
    };
    let (Some(locale), Some(source)) = (field("locale"), field("source")) else {
        return;
    };
    let handed = Loaded {
        locale,
        source,
        under: field("under"),
    };
    if let Ok(loaded) = handed.words() {
        SOURCE.with(|s| *s.borrow_mut() = Some(handed));
        WORDS.with(|w| *w.borrow_mut() = Rc::new(loaded));
        castlab_core::text::set_wording(text);
    }
}

/// Whether the site was built with `tag`'s words (the early script lists
/// them in `window.castlabLocaleFiles`; the build checks them complete).
fn built(tag: &str) -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"castlabLocaleFiles".into()).ok())
        .and_then(|files| js_sys::Reflect::get(&files, &tag.into()).ok())
        .is_some_and(|f| f.is_string())
}

/// Where `tag`'s words are: the content-addressed file the early script
/// names (`window.castlabLocaleFiles`), else `locales/<tag>.ftl` (a
/// translator's file dropped into a built site).
fn file_of(tag: &str) -> String {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"castlabLocaleFiles".into()).ok())
        .and_then(|files| js_sys::Reflect::get(&files, &tag.into()).ok())
        .and_then(|f| f.as_string())
        .unwrap_or_else(|| format!("locales/{tag}.ftl"))
}

/// The text at a URL relative to the page, or `None` on any failure. The
/// early script (`xtask/src/post_build.rs`) may have started the fetch:
/// its promise is taken from `window.castlabWords` when it is for this URL.
async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let early = js_sys::Reflect::get(&window, &"castlabWords".into()).ok();
    let promise = match early.filter(|e| {
        js_sys::Reflect::get(e, &"url".into())
            .ok()
            .and_then(|u| u.as_string())
            .as_deref()
            == Some(url)
    }) {
        Some(early) => js_sys::Reflect::get(&early, &"response".into())
            .ok()?
            .dyn_into()
            .ok()?,
        None => window.fetch_with_str(url),
    };
    let response: web_sys::Response = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().ok()?)
        .await
        .ok()?;
    text.as_string()
}

/// `Intl.NumberFormat(locale, {minimumFractionDigits, maximumFractionDigits,
/// useGrouping})`, one formatter kept per option set.
fn intl_number(locale: &str, value: f64, min_fraction: usize, max_fraction: usize) -> String {
    let max_fraction = max_fraction.max(min_fraction).min(20);
    // Whole numbers of five digits and more are grouped, as the readouts
    // beside them are ("1.257.267"); sides (at most 1024), steps and
    // addresses stay as links write them.
    let grouped = min_fraction == 0 && value.fract() == 0.0 && value.abs() >= 10_000.0;
    let key = (locale.to_string(), min_fraction, max_fraction, grouped);
    // Building a NumberFormat costs about 100 µs and the default view
    // writes some 180 numbers before its map: one per option set is kept.
    let format = FORMATS.with(|formats| {
        formats
            .borrow_mut()
            .entry(key)
            .or_insert_with(|| new_number_format(locale, min_fraction, max_fraction, grouped))
            .clone()
    });
    format
        .call1(&wasm_bindgen::JsValue::NULL, &value.into())
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| value.to_string())
}

/// `Intl.NumberFormat(locale, …).format`, bound to its formatter.
fn new_number_format(
    locale: &str,
    min_fraction: usize,
    max_fraction: usize,
    grouped: bool,
) -> js_sys::Function {
    let options = js_sys::Object::new();
    let set = |key: &str, value: wasm_bindgen::JsValue| {
        let _ = js_sys::Reflect::set(&options, &key.into(), &value);
    };
    set("minimumFractionDigits", (min_fraction as f64).into());
    set("maximumFractionDigits", (max_fraction as f64).into());
    set("useGrouping", grouped.into());
    let locales = js_sys::Array::of1(&locale.into());
    js_sys::Intl::NumberFormat::new(&locales, &options).format()
}
