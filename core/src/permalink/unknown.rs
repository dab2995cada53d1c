//! Keys the grammar does not know. A key close to one it knows is almost
//! surely a typo (`dim`, `sorce`, `Dims`) or a longhand (`source`), and is
//! reported with the key meant; keys that links pick up on the way
//! (`utm_*`, `fbclid`, `gclid`, `ref`) are dropped quietly; any other key
//! is recorded but not reported, since a course page may add its own.
//!
//! Closeness is the optimal string alignment distance (insertions,
//! deletions, substitutions and swaps of neighbours), computed here: the
//! crates that offer it need `std`, and twenty lines do the job.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::Key;
use super::names::Named;
use crate::text::Text;

/// Most distinct unknown keys recorded per link: a link of a million made-up
/// keys must not become a million notices.
pub const MAX_UNKNOWN_KEYS: usize = 16;

/// A key of a link that the grammar does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownKey {
    /// The key as given (decoded, and shortened if long).
    pub name: String,
    /// Its value as given (decoded, and shortened if long).
    pub value: String,
    /// The key probably meant, if the name is close to one.
    pub suggestion: Option<Key>,
}

impl UnknownKey {
    /// The message: the key, its value, and the key probably meant.
    pub fn text(&self) -> Text {
        let said = match self.suggestion {
            Some(key) => Text::new("link-unknown-key-meant").arg("meant", key.as_str()),
            None => Text::new("link-unknown-key"),
        };
        said.arg("key", self.name.as_str())
            .arg("value", self.value.as_str())
    }
}

impl fmt::Display for UnknownKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::said(&self.text()))
    }
}

/// Keys that sites and mail clients add to links; never the user's intent.
pub(super) fn is_tracking(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    name.starts_with("utm_") || matches!(name.as_str(), "fbclid" | "gclid" | "ref")
}

/// Longhands people write for the grammar's short keys.
const LONGHANDS: &[(&str, Key)] = &[
    ("version", Key::V),
    ("network", Key::Net),
    ("topology", Key::Net),
    ("dimensions", Key::Dims),
    ("size", Key::Dims),
    ("sides", Key::Dims),
    ("source", Key::Src),
    ("destination", Key::Dst),
    ("algorithm", Key::Algo),
    ("compare", Key::Cmp),
    ("levels", Key::L),
];

/// The key `name` probably means: the same name in another case, a
/// longhand, or a key of two or more letters within one edit (two for
/// names of five letters or more). Single-letter keys (`v`, `w`, `l`) are
/// suggested only for their own letter in capitals: every short word is
/// one edit from them.
pub fn suggestion(name: &str) -> Option<Key> {
    let lower = name.to_ascii_lowercase();
    if let Some(key) = Key::from_name(&lower) {
        return Some(key);
    }
    let longhand = |l: &str| LONGHANDS.iter().find(|(n, _)| *n == l).map(|&(_, k)| k);
    if let Some(key) = longhand(&lower) {
        return Some(key);
    }
    let allowed = if lower.chars().count() >= 5 { 2 } else { 1 };
    let mut best: Option<(usize, Key)> = None;
    let known = Key::ALL.iter().map(|&k| (k.as_str(), k));
    for (candidate, key) in known.chain(LONGHANDS.iter().copied()) {
        if candidate.len() < 2 {
            continue;
        }
        let d = distance(&lower, candidate);
        if d <= allowed && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, key));
        }
    }
    best.map(|(_, key)| key)
}

/// The optimal string alignment distance between `a` and `b`, by
/// characters.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the dynamic programme: two back, one back, this one.
    let mut two: Vec<usize> = alloc::vec![0; b.len() + 1];
    let mut one: Vec<usize> = (0..=b.len()).collect();
    let mut row: Vec<usize> = alloc::vec![0; b.len() + 1];
    for i in 1..=a.len() {
        row[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            row[j] = (one[j] + 1).min(row[j - 1] + 1).min(one[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(two[j - 2] + 1);
            }
        }
        core::mem::swap(&mut two, &mut one);
        core::mem::swap(&mut one, &mut row);
    }
    one[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::parse;
    use alloc::string::ToString;
    use alloc::vec;

    /// The distance by its definition: the cheapest of the last
    /// character's edits, recursively (exponential, fine for short words).
    fn by_definition(a: &[char], b: &[char]) -> usize {
        match (a.len(), b.len()) {
            (0, n) | (n, 0) => n,
            (i, j) => {
                let cost = usize::from(a[i - 1] != b[j - 1]);
                let mut best = (by_definition(&a[..i - 1], b) + 1)
                    .min(by_definition(a, &b[..j - 1]) + 1)
                    .min(by_definition(&a[..i - 1], &b[..j - 1]) + cost);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = best.min(by_definition(&a[..i - 2], &b[..j - 2]) + 1);
                }
                best
            }
        }
    }

    #[test]
    fn distance_agrees_with_its_definition_on_every_short_word() {
        let mut words = vec![alloc::string::String::new()];
        for _ in 0..3 {
            let longer: Vec<_> = words
                .iter()
                .flat_map(|w| ['a', 'b', 'c'].map(|c| alloc::format!("{w}{c}")))
                .collect();
            words.extend(longer.into_iter().filter(|w| w.len() <= 3));
            words.sort();
            words.dedup();
        }
        assert_eq!(words.len(), 1 + 3 + 9 + 27);
        for a in &words {
            for b in &words {
                let (ca, cb): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
                assert_eq!(distance(a, b), by_definition(&ca, &cb), "{a:?} {b:?}");
            }
        }
        // A swap of neighbours costs one edit, not two.
        assert_eq!(distance("modle", "model"), 1);
        assert_eq!(distance("sorce", "src"), 2);
    }

    fn suggested(name: &str) -> Option<&'static str> {
        suggestion(name).map(Key::as_str)
    }

    #[test]
    fn typos_case_and_longhands_name_the_key_meant() {
        for (typed, meant) in [
            ("dim", "dims"),
            ("sorce", "src"),
            ("Dims", "dims"),
            ("SRC", "src"),
            ("V", "v"),
            ("source", "src"),
            ("destination", "dst"),
            ("algorithm", "algo"),
            ("alg", "algo"),
            ("modle", "model"),
            ("steps", "step"),
            ("them", "theme"),
            ("autoply", "autoplay"),
            ("contorls", "controls"),
        ] {
            assert_eq!(suggested(typed), Some(meant), "{typed}");
        }
        // Words one edit from a one-letter key, and words far from all.
        for typed in ["x", "id", "a", "lang", "foo", "lecture", "page"] {
            assert_eq!(suggested(typed), None, "{typed}");
        }
    }

    #[test]
    fn parse_lists_unknown_keys_once_and_drops_tracking_keys() {
        crate::eval::english::install();
        let p = parse("v=1&dim=4x4&utm_source=a&fbclid=b&gclid=c&ref=d&dim=5x5&foo=bar");
        assert_eq!(p.errors, []);
        let seen: Vec<(&str, &str, Option<Key>)> = p
            .unknown
            .iter()
            .map(|u| (u.name.as_str(), u.value.as_str(), u.suggestion))
            .collect();
        assert_eq!(
            seen,
            [("dim", "4x4", Some(Key::Dims)), ("foo", "bar", None)]
        );
        assert_eq!(p.mistyped().count(), 1);
        assert_eq!(
            p.unknown[0].to_string(),
            "dim=4x4: unknown key, ignored; did you mean dims=4x4?"
        );
        assert_eq!(p.unknown[1].to_string(), "foo=bar: unknown key, ignored");
        // Percent-encoded names are decoded, long ones shortened.
        let long = "k".repeat(100);
        let p = parse(&alloc::format!("so%72ce=1,1&{long}=1"));
        assert_eq!(p.unknown[0].name, "sorce");
        assert_eq!(p.unknown[1].name.chars().count(), 41);
    }

    #[test]
    fn a_link_of_many_made_up_keys_records_a_bounded_list() {
        let link: alloc::string::String = (0..10_000).map(|i| alloc::format!("k{i}=1&")).collect();
        let p = parse(&link);
        assert_eq!(p.unknown.len(), MAX_UNKNOWN_KEYS);
        assert_eq!(p.query, crate::permalink::Query::default());
    }
}
