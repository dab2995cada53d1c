//! A tidy check on names: one name per idea. No two public types of the
//! workspace (structs, enums, type aliases and traits declared `pub`, out
//! of tests) share a name; a re-export (`pub use`) is not a second type.

use std::collections::BTreeMap;

use crate::circles::{CRATES, is_test_only, read_sources};
use crate::root;

/// Each public type's name and where it is declared, from `files` (path,
/// text): items under `#[cfg(test)]` are left out.
pub fn public_types(files: &[(String, String)]) -> BTreeMap<String, Vec<String>> {
    let parsed: Vec<(&String, syn::File)> = files
        .iter()
        .filter_map(|(path, text)| Some((path, syn::parse_file(text).ok()?)))
        .collect();
    // Files of modules declared under `#[cfg(test)]` (`x.rs` and `x/…`).
    let mut test_only: Vec<String> = Vec::new();
    for (path, file) in &parsed {
        let stem = path.strip_suffix(".rs").unwrap_or(path);
        let dir = match stem.rsplit_once('/') {
            Some((dir, "lib" | "main" | "mod")) => format!("{dir}/"),
            None if matches!(stem, "lib" | "main" | "mod") => String::new(),
            _ => format!("{stem}/"),
        };
        for item in &file.items {
            if let syn::Item::Mod(m) = item
                && m.content.is_none()
                && is_test_only(&m.attrs)
            {
                test_only.push(format!("{dir}{}", m.ident));
            }
        }
    }
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (path, file) in &parsed {
        let tested =
            |t: &String| path.as_str() == format!("{t}.rs") || path.starts_with(&format!("{t}/"));
        if !test_only.iter().any(tested) {
            collect(&file.items, path, &mut out);
        }
    }
    out
}

fn collect(items: &[syn::Item], path: &str, out: &mut BTreeMap<String, Vec<String>>) {
    for item in items {
        let (vis, ident, attrs) = match item {
            syn::Item::Struct(s) => (&s.vis, &s.ident, &s.attrs),
            syn::Item::Enum(e) => (&e.vis, &e.ident, &e.attrs),
            syn::Item::Type(t) => (&t.vis, &t.ident, &t.attrs),
            syn::Item::Trait(t) => (&t.vis, &t.ident, &t.attrs),
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content
                    && !is_test_only(&m.attrs)
                {
                    collect(inner, path, out);
                }
                continue;
            }
            _ => continue,
        };
        if matches!(vis, syn::Visibility::Public(_)) && !is_test_only(attrs) {
            out.entry(ident.to_string())
                .or_default()
                .push(path.to_string());
        }
    }
}

/// The names declared more than once, with their files.
pub fn shared_names(types: &BTreeMap<String, Vec<String>>) -> Vec<String> {
    types
        .iter()
        .filter(|(_, at)| at.len() > 1)
        .map(|(name, at)| format!("{name}: {}", at.join(", ")))
        .collect()
}

#[test]
fn no_two_public_types_share_a_name() {
    let mut files = Vec::new();
    for dir in CRATES {
        read_sources(&root(), &root().join(dir), &mut files);
    }
    let shared = shared_names(&public_types(&files));
    assert!(
        shared.is_empty(),
        "public types that share a name (rename one, or re-export it):\n{}",
        shared.join("\n")
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A planted pair is found; a re-export, a `pub(crate)` type and a
    /// test's type are not.
    #[test]
    fn a_planted_pair_is_found_and_re_exports_are_not() {
        let files: Vec<(String, String)> = [
            ("a.rs", "pub struct Hop; pub(crate) struct Scale; #[cfg(test)] mod tests { pub struct Key; }"),
            ("b.rs", "pub enum Hop { X } pub use crate::a::Hop as Other; struct Scale; pub struct Key; #[cfg(test)] mod c;"),
            ("b/c.rs", "pub struct Key;"),
        ]
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect();
        assert_eq!(shared_names(&public_types(&files)), ["Hop: a.rs, b.rs"]);
    }
}
