//! Starts the worker once and feeds its answers and its health into the
//! reducer; an export (JSON or CSV) goes straight to a download.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::agent::Response;
use crate::bridge::Bridge;
use crate::state::{Action, Shared, State};

/// The bridge to the worker, created on first render.
#[hook]
pub fn use_engine(dispatch: UseReducerDispatcher<State>) -> Bridge {
    let bridge = use_memo((), move |_| {
        let events = dispatch.clone();
        Bridge::new(
            Callback::from(move |response| {
                dispatch.dispatch(match response {
                    Response::Export {
                        permalink,
                        table,
                        text,
                    } => {
                        download(&permalink, table.as_deref(), &text);
                        return;
                    }
                    Response::Map(map) => Action::MapReady(Shared(Rc::new(map))),
                    Response::Source { permalink, report } => Action::SourceReady {
                        key: permalink,
                        report: Shared(Rc::new(report)),
                    },
                    Response::Msn { permalink, report } => Action::MsnReady {
                        key: permalink,
                        report: Shared(Rc::new(report)),
                    },
                    Response::Broadcast { permalink, report } => Action::BroadcastReady {
                        key: permalink,
                        report: Shared(Rc::new(report)),
                    },
                    Response::Orderly { permalink, report } => Action::OrderlyReady {
                        key: permalink,
                        report: Shared(Rc::new(report)),
                    },
                    Response::Search(progress) => Action::SearchAdvanced(progress),
                })
            }),
            Callback::from(move |event| events.dispatch(Action::Engine(event))),
        )
    });
    (*bridge).clone()
}

/// Saves `text` as `castlab-<permalink>.json`, or `…-<table>.csv`, through a
/// temporary object URL.
fn download(permalink: &str, table: Option<&str>, text: &str) {
    let name: String = permalink
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(120)
        .collect();
    let (file, mime) = match table {
        None => (format!("castlab-{name}.json"), "application/json"),
        Some(table) => (format!("castlab-{name}-{table}.csv"), "text/csv"),
    };
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let link = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(link) = link {
        link.set_href(&url);
        link.set_download(&file);
        link.click();
    }
    // Freed once the download has surely started.
    gloo::timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}
