//! Panics: a panic is a bug, and it must say so instead of freezing the
//! page. The release build aborts on panic (`panic = "abort"`), so the hook
//! is the last code that runs: it logs the message, then hands it on (the
//! page shows [`show_panel`]; the worker posts it to the page).

use std::cell::{Cell, RefCell};

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

type Report = Box<dyn Fn(String)>;

thread_local! {
    static PANICKED: Cell<bool> = const { Cell::new(false) };
    // Held here, not in the hook: the hook must be `Send`, and the report
    // holds JavaScript objects. wasm32 has one thread.
    static REPORT: RefCell<Option<Report>> = const { RefCell::new(None) };
}

/// The panic hook: log, then hand the message to the report set by
/// [`install`] (once).
pub fn hook() -> Box<dyn Fn(&std::panic::PanicHookInfo<'_>) + Send + Sync> {
    Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("castlab panicked: {message}").into());
        if !PANICKED.with(|p| p.replace(true)) {
            REPORT.with(|r| {
                if let Ok(report) = r.try_borrow()
                    && let Some(report) = report.as_ref()
                {
                    report(message);
                }
            });
        }
    })
}

/// Sets what a panic reports, and installs [`hook`] (the page hands the
/// hook to Yew instead, which would otherwise install its own).
pub fn install(report: impl Fn(String) + 'static) {
    REPORT.with(|r| *r.borrow_mut() = Some(Box::new(report)));
    std::panic::set_hook(hook());
}

/// The bug report a user can paste into an issue: the message, the link
/// and the browser.
fn bug_report(message: &str) -> String {
    let window = web_sys::window();
    let url = window
        .as_ref()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let agent = window
        .as_ref()
        .and_then(|w| w.navigator().user_agent().ok())
        .unwrap_or_default();
    serde_json::json!({
        "castlab": env!("CARGO_PKG_VERSION"),
        "url": url,
        "panic": message,
        "user_agent": agent,
    })
    .to_string()
}

/// The panel's words: the page's locale, or short English if the words
/// never loaded (a panic before they arrived shows ids otherwise).
struct Words {
    title: String,
    lead: String,
    reset: String,
    reload: String,
    copy: String,
    report: String,
    copied: String,
}

impl Words {
    fn now() -> Words {
        // An unloaded message reads as its id.
        if crate::l10n::tr("views-crash-title") == "views-crash-title" {
            let english = |s: &str| s.to_string();
            return Words {
                title: english("castlab stopped because of a bug"),
                lead: english("The message was:"),
                reset: english("Reset"),
                reload: english("Reload"),
                copy: english("Copy"),
                report: english("Bug report"),
                copied: english("Copied"),
            };
        }
        use crate::l10n::tr;
        Words {
            title: tr("views-crash-title"),
            lead: tr("views-crash-lead"),
            reset: tr("views-crash-reset"),
            reload: tr("views-crash-reload"),
            copy: tr("views-crash-copy"),
            report: tr("views-crash-report"),
            copied: tr("views-crash-copied"),
        }
    }
}

/// Puts an error panel at the top of the page, built with the DOM API (the
/// Yew app is gone): the message as text, "Reset to defaults", "Reload this
/// link" and "Copy state for a bug report".
pub fn show_panel(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    let element = |tag: &str, text: &str| -> Option<web_sys::Element> {
        let e = document.create_element(tag).ok()?;
        // Text, never HTML: the message may quote the URL.
        e.set_text_content(Some(text));
        Some(e)
    };
    let words = Words::now();
    let build = || -> Option<web_sys::Element> {
        let panel = document.create_element("section").ok()?;
        panel.set_class_name("crash");
        panel.set_attribute("role", "alert").ok()?;
        panel.set_attribute("data-testid", "crash").ok()?;
        for (tag, text) in [
            ("h2", words.title.as_str()),
            ("p", words.lead.as_str()),
            ("pre", message),
        ] {
            let child = element(tag, text)?;
            panel.append_child(&child).ok()?;
        }
        let actions = document.create_element("p").ok()?;
        let reset = element("a", &words.reset)?;
        // The page's own file without the query: the default state (a
        // folder address fails where files are served by name, in an LMS).
        let page = web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_default();
        reset.set_attribute("href", &page).ok()?;
        reset.set_attribute("data-testid", "crash-reset").ok()?;
        actions.append_child(&reset).ok()?;
        let reload = element("a", &words.reload)?;
        let here = web_sys::window()
            .and_then(|w| w.location().href().ok())
            .unwrap_or_default();
        reload.set_attribute("href", &here).ok()?;
        actions.append_child(&reload).ok()?;
        let copy = element("button", &words.copy)?;
        copy.set_attribute("type", "button").ok()?;
        copy.set_attribute("data-testid", "crash-copy").ok()?;
        actions.append_child(&copy).ok()?;
        panel.append_child(&actions).ok()?;
        let report = document
            .create_element("textarea")
            .ok()?
            .dyn_into::<web_sys::HtmlTextAreaElement>()
            .ok()?;
        report.set_read_only(true);
        report.set_value(&bug_report(message));
        report.set_attribute("aria-label", &words.report).ok()?;
        report.set_attribute("data-testid", "crash-report").ok()?;
        panel.append_child(&report).ok()?;

        let source = report.clone();
        let button = copy.clone();
        let copied = words.copied.clone();
        let on_copy = Closure::<dyn FnMut()>::new(move || {
            source.select();
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&source.value());
            }
            button.set_text_content(Some(&copied));
        });
        copy.add_event_listener_with_callback("click", on_copy.as_ref().unchecked_ref())
            .ok()?;
        // The panel stays until the page is reloaded.
        on_copy.forget();
        Some(panel)
    };
    if let Some(panel) = build() {
        let _ = body.prepend_with_node_1(&panel);
        let _ = body.class_list().add_1("crashed");
    }
}
