//! The bytes that cross between the page and its worker: bincode in a
//! transferred `ArrayBuffer`, so a million-entry map is one copy, not a
//! million JavaScript numbers.

use js_sys::{Array, Uint8Array};
use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::{JsCast, JsValue};

/// `value` as bytes, and the list that transfers their buffer.
pub fn encode<T: Serialize>(value: &T) -> Option<(Uint8Array, Array)> {
    // Texts travel as ids and arguments; the page words them itself.
    let bytes = castlab_core::text::plain(|| bincode::serialize(value)).ok()?;
    let array = Uint8Array::from(bytes.as_slice());
    let transfer = Array::of1(&array.buffer());
    Some((array, transfer))
}

/// What `encode` made, or `None` for anything else.
pub fn decode<T: DeserializeOwned>(data: &JsValue) -> Option<T> {
    if !data.is_instance_of::<Uint8Array>() {
        return None;
    }
    bincode::deserialize(&Uint8Array::new(data).to_vec()).ok()
}
