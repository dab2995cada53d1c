//! The documents say what the code does: the grammar's table of views and
//! algorithms is the core's rules table, and the README and the errata cite
//! every paper in full.

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
    for path in ["README.md", "docs/errata.md"] {
        let text = read(path);
        for paper in &PAPERS {
            assert!(
                text.contains(&paper.citation()),
                "{path} lacks the citation of {}: {}",
                paper.id,
                paper.citation()
            );
        }
    }
    let cff = read("CITATION.cff");
    for paper in &PAPERS {
        assert!(
            cff.contains(paper.title),
            "CITATION.cff lacks {}",
            paper.title
        );
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
