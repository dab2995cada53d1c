//! A plan in a permalink (`plan=`): its JSON compressed with raw deflate
//! (miniz_oxide) and written in base64url without padding (base64), so a
//! small schedule or ordering travels in the link itself. Larger ones
//! travel as files; the limits below are named in every refusal.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use crate::text::Text;

/// The longest `plan=` value read: 8,192 characters, well inside what
/// browsers, servers and chat apps keep of a URL.
pub const MAX_LINK_CHARS: usize = 8192;
/// The most bytes a `plan=` value may inflate to (1 MiB), so a small link
/// cannot unpack into a huge plan.
pub const MAX_INFLATED: usize = 1 << 20;

/// Why a `plan=` value cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Longer than [`MAX_LINK_CHARS`].
    TooLong { chars: usize },
    /// Not base64url (A–Z, a–z, 0–9, `-`, `_`, no padding).
    NotBase64,
    /// Not raw deflate, or it inflates past [`MAX_INFLATED`].
    NotDeflate,
    /// Inflated, but not UTF-8 text.
    NotText,
}

impl LinkError {
    /// Why, for a reader (`locales/*/plans.ftl`).
    pub fn text(&self) -> Text {
        match self {
            LinkError::TooLong { chars } => Text::new("planfile-link-too-long")
                .arg("chars", *chars)
                .arg("limit", MAX_LINK_CHARS),
            LinkError::NotBase64 => Text::new("planfile-link-not-base64"),
            LinkError::NotDeflate => {
                Text::new("planfile-link-not-deflate").arg("limit", MAX_INFLATED)
            }
            LinkError::NotText => Text::new("planfile-link-not-text"),
        }
    }
}

/// Its [`LinkError::text`], worded where a front end installed a wording.
impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::said(&self.text()))
    }
}

impl core::error::Error for LinkError {}

/// `json` compressed and encoded for `plan=`, or `None` when the value
/// would pass [`MAX_LINK_CHARS`].
pub fn encode(json: &str) -> Option<String> {
    let packed = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 10);
    let text = URL_SAFE_NO_PAD.encode(packed);
    (text.len() <= MAX_LINK_CHARS).then_some(text)
}

/// A `plan=` value back to the plan's JSON text.
pub fn decode(value: &str) -> Result<String, LinkError> {
    if value.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong { chars: value.len() });
    }
    let packed: Vec<u8> = URL_SAFE_NO_PAD
        .decode(value)
        .map_err(|_| LinkError::NotBase64)?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_INFLATED)
        .map_err(|_| LinkError::NotDeflate)?;
    String::from_utf8(bytes).map_err(|_| LinkError::NotText)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text survives the trip, and the link is shorter than the text for
    /// a plan's repetitive JSON.
    #[test]
    fn json_survives_and_shrinks() {
        let json = "{\"from\": [3, 1], \"to\": [3, 5]},\n".repeat(60);
        let link = encode(&json).expect("fits");
        assert!(
            link.len() < json.len() / 4,
            "{} vs {}",
            link.len(),
            json.len()
        );
        assert!(
            link.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        );
        assert_eq!(decode(&link).as_deref(), Ok(json.as_str()));
    }

    /// Each refusal names its limit; a bomb stops at the inflated limit.
    #[test]
    fn bad_values_are_refused_with_their_limit() {
        assert_eq!(
            decode(&"A".repeat(MAX_LINK_CHARS + 1)),
            Err(LinkError::TooLong {
                chars: MAX_LINK_CHARS + 1
            })
        );
        assert_eq!(decode("a+b/"), Err(LinkError::NotBase64));
        assert_eq!(decode("AAAA"), Err(LinkError::NotDeflate));
        let bomb = miniz_oxide::deflate::compress_to_vec(&alloc::vec![b' '; MAX_INFLATED + 1], 10);
        let bomb = URL_SAFE_NO_PAD.encode(bomb);
        assert!(bomb.len() < MAX_LINK_CHARS);
        assert_eq!(decode(&bomb), Err(LinkError::NotDeflate));
        assert!(encode(&"x".repeat(MAX_INFLATED)).is_some_and(|l| l.len() < MAX_LINK_CHARS));
        let said = LinkError::TooLong { chars: 9000 }.text();
        assert!(
            said.args
                .contains(&("limit".into(), crate::text::Arg::Int(8192)))
        );
    }
}
