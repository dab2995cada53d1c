//! Hooks that own the page's side effects.

pub mod use_embed;
pub mod use_engine;
pub mod use_location_sync;
pub mod use_resize;
