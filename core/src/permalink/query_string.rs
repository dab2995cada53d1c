//! The one reader and writer of query strings: the grammar, the sweeps'
//! ranges and the web app's edits all split, decode and rewrite links here,
//! so a link reads the same whichever part reads it.

use alloc::string::String;
use alloc::vec::Vec;

/// The query part of `input`: after the first `?` (a whole URL, or a query
/// with or without its `?`), before `#`.
pub fn query_part(input: &str) -> &str {
    let after = input.split_once('?').map_or(input, |(_, q)| q);
    after.split('#').next().unwrap_or("")
}

/// The `key=value` pairs of `input`'s query part, raw (undecoded), empty
/// pairs skipped; a pair without `=` has an empty value.
pub fn pairs(input: &str) -> impl Iterator<Item = (&str, &str)> {
    raw_pairs(input).map(|p| p.split_once('=').unwrap_or((p, "")))
}

/// The pairs of `input`'s query part as written.
fn raw_pairs(input: &str) -> impl Iterator<Item = &str> {
    query_part(input).split('&').filter(|p| !p.is_empty())
}

/// A key or value as the browser wrote it: `+` for spaces, `%xx` escapes,
/// invalid UTF-8 replaced.
pub fn decode(raw: &str) -> String {
    let spaced = raw.replace('+', " ");
    percent_encoding::percent_decode_str(&spaced)
        .decode_utf8_lossy()
        .into_owned()
}

/// The first value of `key` in `input`, decoded.
pub fn value_of(input: &str, key: &str) -> Option<String> {
    pairs(input)
        .find(|(k, _)| decode(k) == key)
        .map(|(_, v)| decode(v))
}

/// `input`'s query part with every pair of a key in `set` dropped and
/// `set`'s pairs written where the first of them stood (or at the end), in
/// `set`'s order. Values are written as given.
pub fn with_values(input: &str, set: &[(&str, &str)]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut placed = false;
    let put = |out: &mut Vec<String>| {
        out.extend(set.iter().map(|(k, v)| alloc::format!("{k}={v}")));
    };
    for pair in raw_pairs(input) {
        let key = decode(pair.split_once('=').map_or(pair, |(k, _)| k));
        if set.iter().any(|(k, _)| key == *k) {
            if !placed {
                put(&mut out);
                placed = true;
            }
            continue;
        }
        out.push(String::from(pair));
    }
    if !placed {
        put(&mut out);
    }
    out.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_whole_urls_and_bare_queries_alike() {
        let url = "https://example.edu/c/?v=1&dims=16%78%31%36&src=3%2C4#frag";
        assert_eq!(query_part(url), "v=1&dims=16%78%31%36&src=3%2C4");
        assert_eq!(query_part("?v=1"), "v=1");
        assert_eq!(query_part("v=1"), "v=1");
        assert_eq!(value_of(url, "dims").as_deref(), Some("16x16"));
        assert_eq!(value_of(url, "src").as_deref(), Some("3,4"));
        assert_eq!(value_of("a=1&a=2", "a").as_deref(), Some("1"));
        assert_eq!(value_of("a+b=c+d", "a b").as_deref(), Some("c d"));
        assert_eq!(value_of("v=1", "dims"), None);
        let listed: Vec<_> = pairs("?a=1&&b&c=").collect();
        assert_eq!(listed, [("a", "1"), ("b", ""), ("c", "")]);
    }

    #[test]
    fn writes_values_in_place_and_drops_repeats() {
        assert_eq!(
            with_values("v=1&dims=8x8&src=1,1", &[("dims", "4x4")]),
            "v=1&dims=4x4&src=1,1"
        );
        assert_eq!(
            with_values("v=1&dims=2&src=1&dims=3", &[("dims", "4")]),
            "v=1&dims=4&src=1"
        );
        assert_eq!(with_values("v=1", &[("w", "3"), ("l", "2")]), "v=1&w=3&l=2");
        assert_eq!(
            with_values("?v=1&flag&x=", &[("y", "1")]),
            "v=1&flag&x=&y=1"
        );
    }
}
