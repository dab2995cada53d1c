//! The documents say what the code does: the grammar's table of views and
//! algorithms is the core's rules table, and the README and the errata cite
//! every paper in full.

#[path = "docs/credit.rs"]
mod credit;
#[path = "docs/facts.rs"]
mod facts;
#[path = "docs/names.rs"]
mod names;

use castlab_core::papers::PAPERS;
use castlab_core::permalink::rules::NETWORKS;

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

#[test]
fn the_grammar_document_lists_what_the_rules_offer() {
    let doc = read("docs/permalinks.md");
    let mut rows = Vec::new();
    for net in NETWORKS {
        for view in net.views {
            let algos: Vec<String> = view
                .algorithms
                .iter()
                .map(|a| format!("`{}`", a.value))
                .collect();
            let algos = if algos.is_empty() {
                "(none)".to_string()
            } else {
                algos.join(", ")
            };
            rows.push(format!(
                "| `{}` | `{}` | {algos} |",
                net.net.value, view.view.value
            ));
        }
    }
    // The document's table, row for row, in the rules' order.
    let table: Vec<&str> = doc
        .lines()
        .skip_while(|l| !l.starts_with("| `net` | `view` | `algo` |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    assert_eq!(table, rows);
}

#[test]
fn readme_errata_and_citation_cite_every_paper_in_full() {
    let english = castlab_l10n::Words::embedded("en");
    for path in ["README.md", "docs/errata.md"] {
        let text = read(path);
        for paper in &PAPERS {
            let citation = english.text(&paper.citation());
            assert!(
                text.contains(&citation),
                "{path} lacks the citation of {}: {citation}",
                paper.id,
            );
            // What no paper confirms is said where the citation is.
            let unconfirmed = paper
                .unconfirmed
                .map(|id| english.tr(id))
                .unwrap_or_default();
            assert!(
                text.contains(&unconfirmed),
                "{path} lacks the note on {}'s citation: {unconfirmed}",
                paper.id,
            );
        }
    }
    let cff = read("CITATION.cff");
    for paper in &PAPERS {
        let title = english.tr(paper.title);
        assert!(cff.contains(&title), "CITATION.cff lacks {title}");
    }
}

#[test]
fn the_readme_counts_the_gallery_right() {
    let readme = read("README.md");
    let count = castlab_core::examples::EXAMPLES.len();
    assert!(
        readme.contains(&format!("holds\n{count} configurations")),
        "README.md should say the gallery holds {count} configurations"
    );
}

/// The error kinds the grammar document lists are exactly those the core's
/// `kind()` functions can return, and every kind the stored links and a
/// set of refused values print is listed.
#[test]
fn the_grammar_document_lists_every_error_kind() {
    let doc = read("docs/permalinks.md");
    let paragraph = doc
        .split("carries a `kind`")
        .nth(1)
        .and_then(|rest| rest.split("The sentence").next())
        .expect("docs/permalinks.md lists the kinds");
    let listed: std::collections::BTreeSet<String> = paragraph
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect();
    // Every string a `kind()` returns, read from the sources.
    let mut returned = std::collections::BTreeSet::new();
    for file in [
        "core/src/permalink/reason.rs",
        "core/src/grid.rs",
        "core/src/mesh.rs",
        "core/src/wk.rs",
        "core/src/msn.rs",
    ] {
        let text = read(file);
        let body = text
            .split("pub const fn kind(&self) -> &'static str {")
            .nth(1)
            .unwrap_or_else(|| panic!("{file} has a kind()"));
        let body = &body[..body.find("\n    }\n").expect("kind() ends")];
        for piece in body.split("=> \"").skip(1) {
            returned.insert(piece.split('"').next().unwrap().to_string());
        }
    }
    returned.insert("unknown_key".into());
    assert_eq!(
        listed, returned,
        "docs/permalinks.md's kinds differ from the code's"
    );
    for link in [
        "v=1&dims=banana",
        "v=1&w=3&net=wk&l=99",
        "v=1&net=msn&dims=8x6&view=te",
        "v=1&view=orderly&algo=pi&dims=5",
        "v=1&src=1,2,3",
        "v=1&speed=fast",
        "v=1&dims=0x4",
        "v=1&dims=2..9",
        "v=1&Dims=4x4",
    ] {
        for e in castlab_core::eval::evaluate(link).errors {
            assert!(
                listed.contains(&e.kind),
                "{link}: kind {} is not listed",
                e.kind
            );
        }
    }
}

/// Every Rust test in the workspace, by name (a `fn` right after
/// `#[test]`), with the text of its doc comment (the `///` lines right
/// above the attribute), empty when it has none.
fn rust_tests() -> std::collections::BTreeMap<String, String> {
    fn walk(dir: &std::path::Path, out: &mut std::collections::BTreeMap<String, String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let lines: Vec<&str> = text.lines().collect();
                for (k, line) in lines.iter().enumerate() {
                    if line.trim() != "#[test]" {
                        continue;
                    }
                    let next = lines[k + 1..]
                        .iter()
                        .find(|l| l.trim_start().starts_with("fn "));
                    let doc: Vec<&str> = lines[..k]
                        .iter()
                        .rev()
                        .map(|l| l.trim())
                        .take_while(|l| l.starts_with("///"))
                        .map(|l| l.trim_start_matches('/').trim())
                        .collect();
                    let doc = doc.into_iter().rev().collect::<Vec<_>>().join(" ");
                    if let Some(name) = next.and_then(|l| l.trim_start()[3..].split('(').next()) {
                        out.insert(name.to_string(), doc);
                    }
                }
            }
        }
    }
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = std::collections::BTreeMap::new();
    for crate_dir in ["core", "cli", "prove", "web", "xtask"] {
        walk(&root.join(crate_dir), &mut out);
    }
    out
}

/// The kinds of evidence a test can be, weakest last.
const STRENGTHS: [&str; 5] = [
    "certified",
    "exhaustive",
    "sampled",
    "chosen sizes",
    "one size",
];

/// The strength a test's doc comment states: "Evidence: <kind>, <bound>."
/// The bound must be there: a number for every kind, a seed for a sampled
/// test, the certificate's name for a certified one.
fn test_strength(name: &str, doc: &str) -> Result<&'static str, String> {
    let Some((_, said)) = doc.split_once("Evidence: ") else {
        return Err(format!(
            "test {name} has no \"/// Evidence: <kind>, <bound>.\" line"
        ));
    };
    let kind = STRENGTHS
        .iter()
        .find(|k| said.starts_with(&format!("{k}, ")))
        .ok_or_else(|| format!("test {name}: unknown kind in \"{said}\""))?;
    let bound = &said[kind.len() + 2..];
    let named = match *kind {
        "sampled" => bound.contains("seed") && bound.chars().any(|c| c.is_ascii_digit()),
        "certified" => bound.contains("certif"),
        _ => bound.chars().any(|c| c.is_ascii_digit()),
    };
    if !named {
        return Err(format!(
            "test {name}: \"{kind}\" names no bound: \"{bound}\""
        ));
    }
    Ok(kind)
}

/// One row of docs/papers.md against the tests: its strength cell lists
/// "kind (bound)" parts, separated by "; ", whose kinds must be exactly the
/// kinds of the tests it cites ("—" when it cites none), and a checked row
/// must cite a test.
fn check_strength(
    status: &str,
    cell: &str,
    cited: &[&str],
    tests: &std::collections::BTreeMap<String, String>,
) -> Result<(), String> {
    let mut of_tests = std::collections::BTreeSet::new();
    for name in cited {
        let doc = tests.get(*name).ok_or_else(|| format!("no test {name}"))?;
        of_tests.insert(test_strength(name, doc)?);
    }
    let mut marked = std::collections::BTreeSet::new();
    if cell != "—" {
        for part in cell.split("; ") {
            let kind = STRENGTHS
                .iter()
                .find(|k| part == **k || part.starts_with(&format!("{k} (")))
                .ok_or_else(|| format!("strength \"{part}\" is not a kind"))?;
            marked.insert(*kind);
        }
    }
    if marked != of_tests {
        return Err(format!(
            "strength {marked:?}, but the tests cited are {of_tests:?}"
        ));
    }
    if status.starts_with("checked") && of_tests.is_empty() {
        return Err("a checked row cites no test".to_string());
    }
    Ok(())
}

#[test]
fn a_strength_that_does_not_match_its_tests_is_refused() {
    // Planted failures: each would pass the table check if it were wrong.
    let tests: std::collections::BTreeMap<String, String> = [
        ("wide", "Evidence: exhaustive, every n ≤ 40."),
        ("one", "Evidence: one size, 8 × 8."),
        ("drawn", "Evidence: sampled, 1,000 draws."),
        ("silent", "Checks things."),
    ]
    .into_iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    let ok = |status, cell, cited: &[&str]| check_strength(status, cell, cited, &tests);
    assert_eq!(ok("checked", "exhaustive (n ≤ 40)", &["wide"]), Ok(()));
    assert_eq!(
        ok(
            "checked",
            "exhaustive (n ≤ 40); one size (8 × 8)",
            &["wide", "one"]
        ),
        Ok(())
    );
    assert_eq!(ok("live", "—", &[]), Ok(()));
    // Claiming more than the test does, or less, or nothing.
    assert!(ok("checked", "exhaustive (8 × 8)", &["one"]).is_err());
    assert!(ok("checked", "one size (8 × 8)", &["wide", "one"]).is_err());
    assert!(ok("checked", "—", &["wide"]).is_err());
    // A checked row with no test, a test with no stated strength, and a
    // sample with no seed.
    assert!(ok("checked", "—", &[]).is_err());
    assert!(ok("checked", "exhaustive (n ≤ 40)", &["silent"]).is_err());
    assert!(ok("checked", "sampled (1,000)", &["drawn"]).is_err());
    assert!(ok("checked", "everything", &["wide"]).is_err());
}

/// A table of papers.md's shape (Item | What | Status | Strength |
/// Evidence): every row has a status, a strength that matches the tests
/// it cites, and every test, example, link and errata entry it names
/// exists. Returns the rows and the pieces of evidence.
fn check_evidence_table(path: &str, statuses: &[&str]) -> (usize, usize) {
    let doc = read(path);
    let errata = read("docs/errata.md");
    let tests = rust_tests();
    let mut rows = 0;
    let mut evidence = 0;
    for line in doc
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| Item"))
    {
        let cells: Vec<&str> = line.split(" | ").collect();
        assert_eq!(cells.len(), 5, "{path}: {line}");
        let status = cells[2];
        assert!(
            statuses.iter().any(|s| status.starts_with(s)),
            "{path}: {line}: status"
        );
        let cited: Vec<&str> = cells[4].split('`').skip(1).step_by(2).collect();
        // An open or out-of-scope row gives its reason instead.
        if !status.starts_with("open") && !status.starts_with("out of scope") {
            assert!(!cited.is_empty(), "{path}: {line}: no evidence");
        }
        let cited_tests: Vec<&str> = cited
            .iter()
            .filter_map(|t| t.strip_prefix("test:"))
            .collect();
        if let Err(e) = check_strength(status, cells[3], &cited_tests, &tests) {
            panic!("{path}: {line}: {e}");
        }
        for token in cited {
            let (kind, what) = token
                .split_once(':')
                .unwrap_or_else(|| panic!("{line}: {token}"));
            match kind {
                "test" => assert!(tests.contains_key(what), "{line}: no test {what}"),
                "example" => assert!(
                    castlab_core::examples::example(what).is_some(),
                    "{line}: no example {what}"
                ),
                "link" => {
                    let parsed = castlab_core::permalink::parse(what);
                    assert!(parsed.errors.is_empty(), "{line}: {what} has errors");
                }
                "errata" => assert!(
                    errata.lines().any(|h| h.starts_with(&format!("## {what}"))),
                    "{line}: no errata {what}"
                ),
                _ => panic!("{line}: unknown evidence {token}"),
            }
            evidence += 1;
        }
        rows += 1;
    }
    (rows, evidence)
}

#[test]
fn the_papers_table_points_at_evidence_that_exists() {
    let statuses = ["live", "checked", "refuted", "open", "out of scope"];
    let (rows, evidence) = check_evidence_table("docs/papers.md", &statuses);
    assert!(
        rows >= 60 && evidence >= 120,
        "{rows} rows, {evidence} pieces of evidence"
    );
}

/// docs/literature.md, papers.md's companion for the families beyond the
/// papers, is checked the same way, with its own statuses.
#[test]
fn the_literature_table_points_at_evidence_that_exists() {
    let statuses = ["checked", "reproduced", "refuted", "improved", "open"];
    let (rows, evidence) = check_evidence_table("docs/literature.md", &statuses);
    assert!(
        rows >= 15 && evidence >= 30,
        "{rows} rows, {evidence} pieces of evidence"
    );
}
