//! The last configuration, kept in `localStorage` so that opening castlab
//! without a link can offer to restore it.
//!
//! Stored as versioned JSON under one key. Anything unreadable (corrupt
//! JSON, another version, a value that is not a permalink) is ignored with
//! a message and removed, never trusted: a restored permalink goes through
//! the same grammar as any URL. Storage that is unavailable (private
//! modes, sandboxed iframes) simply means nothing is kept.

use serde::{Deserialize, Serialize};

use crate::l10n::{tr, tr_args};

/// The `localStorage` key.
pub const KEY: &str = "castlab.session";

/// The format this build writes.
const VERSION: u32 = 1;

/// Longest permalink kept (a hostile link is not worth megabytes of storage).
const MAX_PERMALINK: usize = 4096;

#[derive(Debug, Serialize, Deserialize)]
struct Saved {
    version: u32,
    permalink: String,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Keeps `permalink` as the last configuration.
pub fn save(permalink: &str) {
    if permalink.len() > MAX_PERMALINK {
        return;
    }
    let saved = Saved {
        version: VERSION,
        permalink: permalink.to_string(),
    };
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(&saved)) {
        // A full or refused storage loses only the offer to restore.
        let _ = storage.set_item(KEY, &text);
    }
}

/// What the last session left: `Ok(None)` if nothing, `Ok(Some(link))` for
/// a permalink to offer, `Err(why)` if the stored value was unusable (it is
/// removed).
pub fn load() -> Result<Option<String>, String> {
    let Some(storage) = storage() else {
        return Ok(None);
    };
    let Some(text) = storage.get_item(KEY).ok().flatten() else {
        return Ok(None);
    };
    let verdict = match serde_json::from_str::<Saved>(&text) {
        Ok(saved) if saved.version != VERSION => Err(tr_args(
            "views-session-other-format",
            &[("saved", saved.version.into()), ("reads", VERSION.into())],
        )),
        Ok(saved)
            if saved.permalink.len() > MAX_PERMALINK || !saved.permalink.starts_with("v=") =>
        {
            Err(tr("views-session-not-a-permalink"))
        }
        Ok(saved) => Ok(Some(saved.permalink)),
        Err(e) => Err(tr_args(
            "views-session-invalid",
            &[("error", e.to_string().into())],
        )),
    };
    if verdict.is_err() {
        let _ = storage.remove_item(KEY);
    }
    verdict.map_err(|why| tr_args("views-session-ignored", &[("why", why.into())]))
}
