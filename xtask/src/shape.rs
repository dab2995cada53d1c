//! Tidy checks on the code's shape, read from its syntax: files and
//! functions that stay short enough to read, and matches on the enums a new
//! network family must extend that name every variant, so that adding one
//! fails to compile wherever it must be handled.

use std::fs;
use std::path::{Path, PathBuf};

use syn::spanned::Spanned;
use syn::visit::{self, Visit};

use crate::root;

/// Longest file, in lines before its test module.
const MAX_FILE_LINES: usize = 600;

/// Longest function, in lines.
const MAX_FN_LINES: usize = 120;

/// Files that are data, not code: exempt from the file length.
const DATA_TABLES: &[&str] = &[];

/// The enums a match must not end in a catch-all on: the families, the
/// grammar's closed sets and the algorithms (and the per-family reports a
/// new family adds a variant to).
const WATCHED: &[&str] = &[
    "Family",
    "Net",
    "View",
    "Algo",
    "WkAlgorithm",
    "Model",
    "Messy",
    "ViewResult",
    "Report",
    "ViewReport",
    "GraphFamily",
];

/// Every `.rs` file under the folders the rules cover.
fn sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    for dir in ["core/src", "web/src"] {
        walk(&root().join(dir), &mut out);
    }
    out.sort();
    out
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

/// Lines before the test module (`#[cfg(test)]` at the start of a line,
/// followed by `mod`), or the whole file; a file that is a test module
/// (`tests.rs`) counts as tests.
pub fn code_lines(text: &str, name: &str) -> usize {
    // A test module of its own file: `tests.rs`, `orderly_tests.rs`.
    if name.ends_with("tests.rs") {
        return 0;
    }
    let lines: Vec<&str> = text.lines().collect();
    lines
        .iter()
        .enumerate()
        .find(|(i, l)| {
            l.starts_with("#[cfg(test)]")
                && lines.get(i + 1).is_some_and(|next| {
                    let item = next.split_once(") ").map_or(*next, |(_, rest)| rest);
                    next.starts_with("mod ")
                        || next.starts_with("pub mod ")
                        || (next.starts_with("pub(") && item.starts_with("mod "))
                })
        })
        .map_or(lines.len(), |(i, _)| i)
}

#[test]
fn files_stay_under_the_length_limit() {
    let mut long = Vec::new();
    for path in sources() {
        let rel = relative(&path);
        if DATA_TABLES.contains(&rel.as_str()) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy();
        let n = code_lines(&text, &name);
        if n > MAX_FILE_LINES {
            long.push(format!("{rel}: {n} lines before its tests"));
        }
    }
    assert!(
        long.is_empty(),
        "files over {MAX_FILE_LINES} lines of code (split them along their parts):\n{}",
        long.join("\n")
    );
}

/// The page's shell: it wires the hooks and rooms together, and each
/// tool it grows belongs in its own component or hook.
const SHELL: &str = "web/src/app.rs";

/// Longest shell, in lines.
const MAX_SHELL_LINES: usize = 250;

#[test]
fn the_pages_shell_stays_short() {
    let text = fs::read_to_string(root().join(SHELL)).unwrap();
    let n = text.lines().count();
    assert!(
        n < MAX_SHELL_LINES,
        "{SHELL} has {n} lines, the shell's limit is under {MAX_SHELL_LINES}: move the new tool into `components/` or `hooks/`"
    );
}

/// The files that may dispatch on the network family: the rules and their
/// checks, the evaluation, the sweep's columns, the worker and the page's
/// family table. Everything else about a family lives in its own files, so
/// a new family touches these and its own (ARCHITECTURE.md).
const FAMILY_DISPATCH: &[&str] = &[
    "core/src/permalink/rules.rs",
    "core/src/permalink/fits.rs",
    "core/src/eval.rs",
    "core/src/sweep/columns.rs",
    "web/src/agent.rs",
    "web/src/pages.rs",
];

/// The variants of the network family enum (`msn::PathFamily`, the path
/// families, is another enum).
const FAMILIES: &[&str] = &["Tcd", "Wk", "Msn", "Orderly", "Classical"];

/// Collects every function longer than the limit, every catch-all arm on a
/// watched enum, and every file that matches on the network family.
#[derive(Default)]
struct Inspector {
    file: String,
    long_functions: Vec<String>,
    catch_alls: Vec<String>,
    family_matches: Vec<String>,
}

impl Inspector {
    fn function(&mut self, name: &syn::Ident, span: proc_macro2::Span) {
        let lines = span.end().line + 1 - span.start().line;
        if lines > MAX_FN_LINES {
            self.long_functions.push(format!(
                "{}:{}: fn {name} has {lines} lines",
                self.file,
                span.start().line
            ));
        }
    }
}

impl<'ast> Visit<'ast> for Inspector {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.function(&f.sig.ident, f.span());
        visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.function(&f.sig.ident, f.span());
        visit::visit_impl_item_fn(self, f);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        // A test's helper may lump variants together: the tests fail for
        // real reasons when a variant is added.
        let test_only = m.attrs.iter().any(|a| {
            a.path().is_ident("cfg")
                && a.meta
                    .require_list()
                    .is_ok_and(|l| l.tokens.to_string() == "test")
        });
        if test_only {
            let outer = std::mem::take(&mut self.catch_alls);
            visit::visit_item_mod(self, m);
            self.catch_alls = outer;
        } else {
            visit::visit_item_mod(self, m);
        }
    }

    fn visit_expr_match(&mut self, m: &'ast syn::ExprMatch) {
        let arms: Vec<Vec<(String, &syn::Pat)>> = m
            .arms
            .iter()
            .map(|arm| {
                let mut leaves = Vec::new();
                flatten(&arm.pat, String::new(), &mut leaves);
                leaves
            })
            .collect();
        let watched: Vec<&String> = arms
            .iter()
            .flatten()
            .filter(|(_, pat)| names_watched(pat))
            .map(|(key, _)| key)
            .collect();
        let on_family = m.arms.iter().any(|arm| names_family(&arm.pat));
        if on_family && !self.family_matches.contains(&self.file) {
            self.family_matches.push(self.file.clone());
        }
        for (arm, leaves) in m.arms.iter().zip(&arms) {
            let catch_all = leaves.iter().find(|(key, pat)| {
                is_catch_all(pat) && watched.iter().any(|w| w.starts_with(key.as_str()))
            });
            if catch_all.is_some() {
                self.catch_alls.push(format!(
                    "{}:{}: `{}` stands for variants the match does not name",
                    self.file,
                    arm.pat.span().start().line,
                    pattern_text(&arm.pat)
                ));
            }
        }
        visit::visit_expr_match(self, m);
    }
}

/// The leaves of a pattern by position: tuples and tuple structs (`Some`)
/// are opened, or-patterns keep their position.
fn flatten<'p>(pat: &'p syn::Pat, key: String, out: &mut Vec<(String, &'p syn::Pat)>) {
    match pat {
        syn::Pat::Paren(p) => flatten(&p.pat, key, out),
        syn::Pat::Reference(r) => flatten(&r.pat, key, out),
        syn::Pat::Or(or) => {
            for case in &or.cases {
                flatten(case, key.clone(), out);
            }
        }
        syn::Pat::Tuple(t) => {
            for (i, elem) in t.elems.iter().enumerate() {
                flatten(elem, format!("{key}.{i}"), out);
            }
        }
        syn::Pat::TupleStruct(t) => {
            let name = t
                .path
                .segments
                .last()
                .map_or(String::new(), |s| s.ident.to_string());
            for (i, elem) in t.elems.iter().enumerate() {
                flatten(elem, format!("{key}.{name}{i}"), out);
            }
            out.push((key, pat));
        }
        _ => out.push((key, pat)),
    }
}

/// `_`, `..` or a lower-case binding: a pattern that matches whatever
/// variant is added later.
fn is_catch_all(pat: &syn::Pat) -> bool {
    match pat {
        syn::Pat::Wild(_) | syn::Pat::Rest(_) => true,
        syn::Pat::Ident(i) => {
            i.subpat.is_none()
                && i.ident
                    .to_string()
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_lowercase() || c == '_')
        }
        _ => false,
    }
}

/// Whether a pattern names a variant of a watched enum (`View::Te`).
fn names_watched(pat: &syn::Pat) -> bool {
    struct Paths(bool);
    impl<'ast> Visit<'ast> for Paths {
        fn visit_path(&mut self, path: &'ast syn::Path) {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            if segments.len() >= 2 && WATCHED.contains(&segments[segments.len() - 2].as_str()) {
                self.0 = true;
            }
            visit::visit_path(self, path);
        }
    }
    let mut paths = Paths(false);
    paths.visit_pat(pat);
    paths.0
}

/// Whether a pattern names a network family (`Family::Tcd`).
fn names_family(pat: &syn::Pat) -> bool {
    struct Paths(bool);
    impl<'ast> Visit<'ast> for Paths {
        fn visit_path(&mut self, path: &'ast syn::Path) {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            if let [.., family, variant] = segments.as_slice()
                && family == "Family"
                && FAMILIES.contains(&variant.as_str())
            {
                self.0 = true;
            }
            visit::visit_path(self, path);
        }
    }
    let mut paths = Paths(false);
    paths.visit_pat(pat);
    paths.0
}

fn pattern_text(pat: &syn::Pat) -> String {
    match pat {
        syn::Pat::Wild(_) => "_".into(),
        syn::Pat::Ident(i) => i.ident.to_string(),
        _ => "a pattern with `_`".into(),
    }
}

fn inspect_all() -> Inspector {
    let mut all = Inspector::default();
    for path in sources() {
        let text = fs::read_to_string(&path).unwrap();
        let file = syn::parse_file(&text)
            .unwrap_or_else(|e| panic!("{}: does not parse: {e}", relative(&path)));
        let mut one = Inspector {
            file: relative(&path),
            ..Inspector::default()
        };
        one.visit_file(&file);
        all.long_functions.extend(one.long_functions);
        if !path.ends_with("tests.rs") {
            all.catch_alls.extend(one.catch_alls);
            all.family_matches.extend(one.family_matches);
        }
    }
    all
}

#[test]
fn functions_stay_under_the_length_limit() {
    let found = inspect_all();
    assert!(
        found.long_functions.is_empty(),
        "functions over {MAX_FN_LINES} lines:\n{}",
        found.long_functions.join("\n")
    );
}

#[test]
fn matches_on_families_views_and_algorithms_name_every_variant() {
    let found = inspect_all();
    assert!(
        found.catch_alls.is_empty(),
        "catch-all arms on {WATCHED:?} (name the variants, so a new one fails to compile here):\n{}",
        found.catch_alls.join("\n")
    );
}

#[test]
fn only_the_family_tables_match_on_the_family() {
    let found = inspect_all();
    let elsewhere: Vec<&String> = found
        .family_matches
        .iter()
        .filter(|f| !FAMILY_DISPATCH.contains(&f.as_str()))
        .collect();
    assert!(
        elsewhere.is_empty(),
        "these files match on Family; dispatch through the rules, eval::evaluate or pages::page instead, \
         so a new family touches few shared files: {elsewhere:?}"
    );
    // The list is not stale: each file still dispatches.
    for file in FAMILY_DISPATCH {
        assert!(
            found.family_matches.iter().any(|f| f == file),
            "{file} no longer matches on Family"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catch_alls(code: &str) -> usize {
        let file = syn::parse_file(code).unwrap();
        let mut i = Inspector::default();
        i.visit_file(&file);
        i.catch_alls.len()
    }

    /// The checker itself: it finds the shapes that hide a new variant and
    /// leaves the ones that do not.
    #[test]
    fn the_checker_finds_what_hides_a_variant() {
        let hide = [
            "fn f(v: View) { match v { View::Tcd => 1, _ => 2 }; }",
            "fn f(v: Algo) { match v { Algo::Pi => 1, other => 2 }; }",
            "fn f(n: Net, v: View) { match (n, v) { (Net::Wk, View::Te) => 1, (Net::Wk, _) => 2, (Net::Mesh | Net::Torus | Net::Msn, View::Tcd) => 3 }; }",
            "fn f(a: Option<Algo>) { match a { Some(Algo::Pi) => 1, Some(_) => 2, None => 3 }; }",
            "fn f(n: Net, x: u32) { match (n, x) { (Net::Wk, 0) => 1, _ => 2 }; }",
        ];
        for code in hide {
            assert_eq!(catch_alls(code), 1, "{code}");
        }
        let fine = [
            "fn f(v: View) { match v { View::Tcd | View::Orderly => 1, View::Te => 2 }; }",
            "fn f(n: Net, x: u32) { match (n, x) { (Net::Wk, 0) => 1, (Net::Wk, _) => 2, (Net::Mesh, _) => 3 }; }",
            "fn f(x: u32) { match x { 0 => 1, _ => 2 }; }",
            "fn f(v: View, b: bool) { match v { View::Tcd if b => 1, View::Tcd => 2 }; }",
        ];
        for code in fine {
            assert_eq!(catch_alls(code), 0, "{code}");
        }
    }

    #[test]
    fn code_lines_stop_at_the_test_module() {
        assert_eq!(
            code_lines("a\nb\n#[cfg(test)]\nmod tests {\n}\n", "x.rs"),
            2
        );
        assert_eq!(code_lines("a\nb\n#[cfg(test)]\nfn t() {}\n", "x.rs"), 4);
        assert_eq!(code_lines("a\n", "tests.rs"), 0);
        assert_eq!(code_lines("a\n", "orderly_tests.rs"), 0);
        assert_eq!(
            code_lines("a\n#[cfg(test)]\npub(super) mod tests {\n}\n", "x.rs"),
            1
        );
    }
}

/// The variants of the protocol's `GraphFamily`, read from its enum.
fn graph_families() -> Vec<String> {
    let text = fs::read_to_string(root().join("core/src/topology.rs")).expect("topology.rs");
    let file = syn::parse_file(&text).expect("topology.rs parses");
    file.items
        .iter()
        .find_map(|item| match item {
            syn::Item::Enum(e) if e.ident == "GraphFamily" => {
                Some(e.variants.iter().map(|v| v.ident.to_string()).collect())
            }
            _ => None,
        })
        .expect("topology.rs declares GraphFamily")
}

/// A network family of the protocol is a variant, a file of its own under
/// `core/src/topology/`, and a few shared files: those whose code (tests
/// left out) names the variant, in the core, the page and the CLI, are at
/// most five for every family (ARCHITECTURE.md, "The family protocol").
#[test]
fn a_family_of_the_protocol_touches_at_most_five_shared_files() {
    let mut files = sources();
    let mut cli = Vec::new();
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    walk(&root().join("cli/src"), &mut cli);
    files.extend(cli);
    let families = graph_families();
    assert!(families.len() >= 7, "{families:?}");
    for variant in &families {
        let needle = format!("GraphFamily::{variant}");
        let shared: Vec<String> = files
            .iter()
            .filter(|path| !relative(path).starts_with("core/src/topology/"))
            .filter(|path| {
                let text = fs::read_to_string(path).unwrap_or_default();
                let name = path
                    .file_name()
                    .map_or(String::new(), |n| n.to_string_lossy().into_owned());
                let code: String = text
                    .lines()
                    .take(code_lines(&text, &name))
                    .collect::<Vec<_>>()
                    .join("\n");
                code.contains(&needle)
            })
            .map(|path| relative(path))
            .collect();
        assert!(
            (1..=5).contains(&shared.len()),
            "{needle} is named in {} shared files: {shared:?}",
            shared.len()
        );
    }
}
