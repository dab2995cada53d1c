//! A tidy check on the module graph: no import circle between the modules
//! of one crate (core, web, cli, prove, xtask).
//!
//! Each source file is a module. Module A imports module B when A's code
//! (not its tests) names a path into B: a `use` or any path in an
//! expression or type, through `crate::`, `super::`, `self::` or a child
//! module's name. A path into one of A's own ancestors is not an import: a
//! submodule is part of its parent, whose items are its scope. Two modules
//! that reach each other through imports are a circle; the fix is to move
//! the shared piece down to where both can import it.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use syn::visit::{self, Visit};

use crate::root;

/// The crates checked, each by its source folder (binaries under `bin/`
/// are crates of their own and left out).
pub(crate) const CRATES: &[&str] = &["core/src", "web/src", "cli/src", "prove/src", "xtask/src"];

/// A module: its path from the crate root (`["eval", "msn"]`).
type Module = Vec<String>;

/// One crate's modules read from `files` (path relative to the source
/// folder, text): each module's imports of other modules, tests left out.
pub fn imports(files: &[(String, String)]) -> BTreeMap<Module, BTreeSet<Module>> {
    let parsed: Vec<(Module, syn::File)> = files
        .iter()
        .filter(|(path, _)| !path.starts_with("bin/"))
        .filter_map(|(path, text)| Some((module_of(path), syn::parse_file(text).ok()?)))
        .collect();
    let mut test_only: BTreeSet<Module> = BTreeSet::new();
    for (module, file) in &parsed {
        for item in &file.items {
            if let syn::Item::Mod(m) = item
                && m.content.is_none()
                && is_test_only(&m.attrs)
            {
                let mut child = module.clone();
                child.push(m.ident.to_string());
                test_only.insert(child);
            }
        }
    }
    let known: BTreeSet<Module> = parsed.iter().map(|(m, _)| m.clone()).collect();
    let mut graph = BTreeMap::new();
    for (module, file) in &parsed {
        if test_only.iter().any(|t| module.starts_with(t)) {
            continue;
        }
        let mut reader = PathReader {
            here: module.clone(),
            children: BTreeSet::new(),
            named: Vec::new(),
        };
        for item in &file.items {
            if let syn::Item::Mod(m) = item
                && m.content.is_none()
            {
                reader.children.insert(m.ident.to_string());
            }
        }
        reader.visit_file(file);
        let targets: BTreeSet<Module> = reader
            .named
            .iter()
            .filter_map(|path| resolve(&known, path))
            .filter(|target| !module.starts_with(target))
            .filter(|target| !test_only.iter().any(|t| target.starts_with(t)))
            .collect();
        graph.insert(module.clone(), targets);
    }
    graph
}

/// The circles of `graph`: its strongly connected components of more than
/// one module, each sorted, in order.
pub fn circles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    let reach = |from: &Module| -> BTreeSet<Module> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            for next in graph.get(&m).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&Module, BTreeSet<Module>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<Vec<Module>> = Vec::new();
    for (m, from_m) in &reached {
        if out.iter().any(|c| c.contains(m)) {
            continue;
        }
        let circle: Vec<Module> = from_m
            .iter()
            .filter(|other| reached.get(other).is_some_and(|r| r.contains(*m)))
            .cloned()
            .collect();
        if circle.len() > 1 {
            out.push(circle);
        }
    }
    out
}

fn module_of(path: &str) -> Module {
    let path = path.strip_suffix(".rs").unwrap_or(path);
    let mut parts: Vec<String> = path.split('/').map(str::to_string).collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("lib" | "main" | "mod")
    ) {
        parts.pop();
    }
    parts
}

/// Whether an item is under `#[cfg(test)]`.
pub(crate) fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Meta>()
                .is_ok_and(|m| m.path().is_ident("test"))
    })
}

/// The longest prefix of `path` that is a module of the crate.
fn resolve(known: &BTreeSet<Module>, path: &[String]) -> Option<Module> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|prefix| known.contains(prefix))
}

/// Collects the paths a module's non-test code names, from the crate root.
struct PathReader {
    here: Module,
    children: BTreeSet<String>,
    named: Vec<Module>,
}

impl PathReader {
    /// `segments` from the crate root, if they start at a module.
    fn absolute(&self, segments: &[String]) -> Option<Module> {
        let (first, rest) = segments.split_first()?;
        match first.as_str() {
            "crate" => Some(rest.to_vec()),
            "self" => Some(self.here.iter().chain(rest).cloned().collect()),
            "super" => {
                let mut base = self.here.clone();
                let mut rest = segments;
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
                Some(base.into_iter().chain(rest.iter().cloned()).collect())
            }
            child if self.children.contains(child) => {
                Some(self.here.iter().chain(segments).cloned().collect())
            }
            _ => None,
        }
    }

    fn record(&mut self, segments: &[String]) {
        if let Some(path) = self.absolute(segments) {
            self.named.push(path);
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.record(prefix);
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                self.record(prefix);
                prefix.pop();
            }
            syn::UseTree::Glob(_) => self.record(prefix),
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for PathReader {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs = match item {
            syn::Item::Mod(m) => &m.attrs,
            syn::Item::Fn(f) => &f.attrs,
            syn::Item::Use(u) => &u.attrs,
            syn::Item::Impl(i) => &i.attrs,
            _ => return visit::visit_item(self, item),
        };
        if !is_test_only(attrs) {
            visit::visit_item(self, item);
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.record(&segments);
        visit::visit_path(self, path);
    }
}

/// Every crate's circles, as "crate: a.rs → b.rs → …" lines.
fn workspace_circles() -> Vec<String> {
    let mut out = Vec::new();
    for dir in CRATES {
        let base = root().join(dir);
        let mut files = Vec::new();
        read_sources(&base, &base, &mut files);
        for circle in circles(&imports(&files)) {
            let names: Vec<String> = circle
                .iter()
                .map(|m| {
                    format!(
                        "{}.rs",
                        if m.is_empty() {
                            "lib".into()
                        } else {
                            m.join("/")
                        }
                    )
                })
                .collect();
            out.push(format!("{dir}: {}", names.join(", ")));
        }
    }
    out
}

/// Every `.rs` file under `dir`: its path from `base` (with `/`), and its text.
pub(crate) fn read_sources(base: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            read_sources(base, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && let (Ok(text), Ok(relative)) = (fs::read_to_string(&path), path.strip_prefix(base))
        {
            let relative = relative.to_string_lossy().replace('\\', "/");
            out.push((relative, text));
        }
    }
}

#[test]
fn no_module_imports_a_module_that_imports_it_back() {
    let circles = workspace_circles();
    assert!(
        circles.is_empty(),
        "import circles (move the shared piece down to where both can import it):\n{}",
        circles.join("\n")
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect()
    }

    fn named(circles: &[Vec<Module>]) -> Vec<Vec<String>> {
        circles
            .iter()
            .map(|c| c.iter().map(|m| m.join("::")).collect())
            .collect()
    }

    /// A planted circle through three modules, by a `use`, a path in an
    /// expression and a child module's name, is found; the same files
    /// without the closing import have none.
    #[test]
    fn a_planted_circle_is_found() {
        let lib = "mod a; mod b; mod c;";
        let a = "pub struct A; pub fn f() -> crate::b::B { crate::b::B }";
        let b = "mod inner; use super::c::C; pub struct B; fn g() { let _ = C; inner::h(); }";
        let inner = "pub fn h() { let _ = super::B; }";
        let c_closing = "pub struct C; fn k() { let _ = crate::a::A; }";
        let c_open = "pub struct C;";
        let with = files(&[
            ("lib.rs", lib),
            ("a.rs", a),
            ("b.rs", b),
            ("b/inner.rs", inner),
            ("c.rs", c_closing),
        ]);
        assert_eq!(named(&circles(&imports(&with))), [["a", "b", "c"]]);
        let without = files(&[
            ("lib.rs", lib),
            ("a.rs", a),
            ("b.rs", b),
            ("b/inner.rs", inner),
            ("c.rs", c_open),
        ]);
        assert_eq!(circles(&imports(&without)), Vec::<Vec<Module>>::new());
    }

    /// A child naming its parent is not a circle; neither is a test module
    /// importing anything.
    #[test]
    fn parents_and_tests_do_not_count() {
        let list = files(&[
            ("lib.rs", "mod a; mod b;"),
            ("a.rs", "mod kid; pub struct A; fn f() { kid::g(); }"),
            ("a/kid.rs", "use super::A; pub fn g() { let _ = A; }"),
            (
                "b.rs",
                "pub struct B; #[cfg(test)] mod tests { use crate::a::A; }",
            ),
        ]);
        let mut with_test_use = list.clone();
        with_test_use[1]
            .1
            .push_str(" #[cfg(test)] fn t() { let _ = crate::b::B; }");
        assert_eq!(circles(&imports(&with_test_use)), Vec::<Vec<Module>>::new());
        let mut real = list;
        real[1].1.push_str(" fn u() { let _ = crate::b::B; }");
        real[3].1 = "pub struct B; fn v() { let _ = crate::a::A; }".into();
        assert_eq!(named(&circles(&imports(&real))), [["a", "b"]]);
    }
}
