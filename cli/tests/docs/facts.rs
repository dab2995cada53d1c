//! Words that teach the right thing: facts read from the five papers, each
//! stored here with its place and quoted as printed, against the glossary,
//! the papers table and the errata that restate them.

use super::read;
use castlab_core::glossary::term;

/// A term's definition as the English glossary words it.
fn definition(id: &str) -> String {
    let term = term(id).unwrap_or_else(|| panic!("the glossary defines {id}"));
    castlab_l10n::Words::embedded("en").tr(term.definition)
}

/// One row of docs/papers.md's table for `paper` whose first cell starts
/// with `item`.
fn row(paper: &str, item: &str) -> String {
    let doc = read("docs/papers.md");
    let section = doc
        .split(&format!("\n## {paper}:"))
        .nth(1)
        .unwrap_or_else(|| panic!("docs/papers.md has no section {paper}"));
    let section = section.split("\n## ").next().unwrap();
    section
        .lines()
        .find(|l| l.starts_with(&format!("| {item}")))
        .unwrap_or_else(|| panic!("{paper} has no row {item}"))
        .to_string()
}

/// The row of `paper` whose first cell names `item` among its items.
fn row_naming(paper: &str, item: &str) -> String {
    let doc = read("docs/papers.md");
    let section = doc.split(&format!("\n## {paper}:")).nth(1).unwrap();
    let section = section.split("\n## ").next().unwrap();
    section
        .lines()
        .find(|l| {
            l.split(" | ").next().is_some_and(|first| {
                first
                    .split(", ")
                    .any(|i| i.trim_start_matches("| ") == item)
            })
        })
        .unwrap_or_else(|| panic!("{paper}: no row names {item}"))
        .to_string()
}

/// 000 Definition 3, Eq. (2): "a_k = 1/3 [2^k − (−1)^k], k ≥ 1"; 002 §2,
/// after Eq. (1): "x_k(1, 3) = 1/6 [2^(k+1) + (−1)^k] − 1/2; … x_k(2, 4)"
/// one eye-square side further. On 2^k × 2^k the eyes' coordinates.
fn eye_coordinates(k: u32) -> (i64, i64) {
    let sign = if k.is_multiple_of(2) { 1 } else { -1 };
    let a_k = ((1i64 << k) - sign) / 3;
    // 1/6 [2^(k+1) + (−1)^k] − 1/2 = (2^(k+1) + (−1)^k − 3) / 6.
    let x1 = ((1i64 << (k + 1)) + sign - 3) / 6;
    (x1, x1 + a_k)
}

#[test]
fn the_glossary_puts_the_eyes_near_the_one_third_points() {
    let (x1, x2) = eye_coordinates(4);
    // The formulas' own checks: 002 prints a_4 = 5; the two eyes sit
    // symmetrically about the centre of 0..15.
    assert_eq!(x2 - x1, 5);
    assert_eq!(x1 + x2, 15);
    let eye = definition("eye");
    assert!(
        eye.contains(&format!("{x1} and {x2} on 16 × 16")),
        "the eye's definition should place the eyes at {x1} and {x2} on 16 × 16: {eye}"
    );
    assert!(
        eye.contains("one-third points") && !eye.contains("quarter"),
        "{eye}"
    );
}

/// 001 §3.2: "t records the corner identifier of the WK(W, i-1) subnetwork
/// in each stage i"; Condition (2.1): a node reached over its inter-cluster
/// link "broadcasts the message labelled (m, t) to all other nodes in the
/// same WK(W, 1) subnetwork", the label unchanged.
#[test]
fn the_glossary_reads_t_and_the_stack_as_001_prints_them() {
    let label = definition("wk-label");
    assert!(
        label.contains("the corner identifier of the WK(W, i − 1) subnetwork")
            && label.contains("unchanged"),
        "{label}"
    );
    assert!(
        !label.contains("last digit of the node it was sent to"),
        "{label}"
    );
    // 001 §1: "(1) pop the elements of the stack until the current top
    // element is greater than i; (2) push i into the stack and (3)
    // transmits the message through the links whose labels do not appear in
    // the stack".
    let stack = definition("stack");
    assert!(
        stack.contains("pops the stack until its top exceeds i, pushes i"),
        "{stack}"
    );
    assert!(!stack.contains("pops what it has passed"), "{stack}");
}

#[test]
fn the_papers_table_places_002s_proofs_where_002_prints_them() {
    // 002 Appendix A "(Proof of Theorem 1)" draws Figures 8 and 9;
    // Appendix B "(Proof of Theorem 3)" runs from Eq. (17) to Eq. (42)
    // ("Therefore, Eq.(17) is true for all l, i.e., Theorem 3 is true")
    // and draws Figures 10–13 ("Figs.11, 12, and 13 show the first,
    // second, and third steps"); Appendix C "(Proof of Theorem 6)" holds
    // Eqs. (43)–(44).
    let theorem_1 = row_naming("002", "Theorem 1");
    assert!(theorem_1.contains("Figs. 8–9"), "{theorem_1}");
    let theorem_3 = row_naming("002", "Theorem 3");
    assert!(
        theorem_3.contains("Eqs. (17)–(42)") && theorem_3.contains("Figs. 10–13"),
        "{theorem_3}"
    );
    let theorem_6 = row_naming("002", "Theorem 6");
    assert!(theorem_6.contains("Eqs. (43)–(44)"), "{theorem_6}");
    // Eq. (21), whose −w₂ is lost, is Appendix B's: Theorem 3's row.
    assert!(theorem_3.contains("−w₂"), "{theorem_3}");
    assert!(!theorem_1.contains("−w₂"), "{theorem_1}");
}

#[test]
fn the_papers_table_says_what_000_and_003_print() {
    // 000 Definition 1: "Denote D_k(x, y) as the TCD of a broadcast
    // algorithm originated from a source node S(x, y) in a 2^k × 2^k mesh
    // and MD_k(x, y) as the minimum TCD … among all the possible broadcast
    // algorithms".
    let definition_1 = row("000", "Definition 1 |");
    assert!(
        definition_1.contains("a broadcast algorithm") && definition_1.contains("MD_k"),
        "{definition_1}"
    );
    assert!(!definition_1.contains("of Algorithm 1"), "{definition_1}");
    // 000 Figure 1: "(a) A mesh with its coordinate system. (b) Broadcast
    // in a 2×2 mesh. (c) Broadcast in a 4×4 mesh." (002's Figure 1 adds
    // "(c) Broadcast in an 8 × 8 mesh.")
    let figure_1 = row("000", "Fig. 1 |");
    assert!(figure_1.contains("2×2 and 4×4"), "{figure_1}");
    assert!(!figure_1.contains("4×4, 8×8"), "{figure_1}");
    // 003 §1.2.1 lists K_n, H_m, T_k^m and CCC_k; the torus formula is
    // Chapter 5's: "recall that the classical broadcast time of a
    // 2-dimensional torus is (see [16])".
    let classical = row("003", "§1.2.1 |");
    assert!(classical.contains("no torus formula"), "{classical}");
    assert!(!classical.contains("errata:003 Chapter 5"), "{classical}");
    // 003 Observation 3.3.1: "if v receives the message twice at two
    // different times t_1 and t_2, then t^Π(v) ≤ ⌊(t_1 + t_2)/2⌋".
    let observation = row("003", "Observation 3.3.1 |");
    assert!(observation.contains("⌊(t₁ + t₂)/2⌋"), "{observation}");
    // 003's table of contents: "1.3 Orderly Broadcasting".
    let trace =
        castlab_core::trace::orderly::pseudocode(Some(castlab_core::permalink::Algo::Pi), 2, None);
    let cite = castlab_l10n::Words::embedded("en").text(&trace.cite);
    assert!(
        cite.starts_with("003 §1.3 (orderly broadcasting)"),
        "{cite}"
    );
}

/// 003 §3.3's worked example on T_9×13 from (0, 3): the labels over each
/// path's arrows as printed, and the time the text prints for it (`None`:
/// the text prints none, only "in less than 14 time units").
const WORKED_PATHS: &[(&str, &[u32], Option<u32>)] = &[
    ("P1", &[3, 1, 1, 1, 1, 1, 1, 2, 1, 2], Some(14)),
    ("P3", &[3, 1, 1, 1, 1, 1, 1, 1, 2, 1], Some(13)),
    ("P4", &[1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 3], Some(14)),
    ("(5, 1)", &[3, 1, 1, 1, 1, 1, 1, 2, 3], None),
    ("(5, 8)", &[1, 1, 1, 1, 1, 1, 1, 2, 3], None),
    ("(5, 9)", &[1, 1, 1, 1, 1, 1, 1, 2, 1, 2], None),
];

#[test]
fn the_errata_count_the_printed_sums_of_the_worked_example() {
    let errata = read("docs/errata.md");
    let entry = errata
        .split("## 003 §3.3:")
        .nth(1)
        .and_then(|e| e.split("\n## ").next())
        .expect("errata has the §3.3 entry");
    let flat = entry.split_whitespace().collect::<Vec<_>>().join(" ");
    let printed: Vec<String> = WORKED_PATHS
        .iter()
        .filter_map(|(_, labels, p)| {
            p.map(|p| {
                assert_eq!(labels.iter().sum::<u32>(), p);
                p.to_string()
            })
        })
        .collect();
    assert_eq!(printed.len(), 3);
    let claim = format!(
        "sum to {}, {} and {}, the three times printed for them",
        printed[0], printed[1], printed[2]
    );
    assert!(flat.contains(&claim), "the errata should say: {claim}");
    // The extra paths: the thesis says "less than 14"; one sums to 14.
    let extra: Vec<String> = WORKED_PATHS
        .iter()
        .filter(|(_, _, p)| p.is_none())
        .map(|(_, labels, _)| labels.iter().sum::<u32>().to_string())
        .collect();
    let sums = format!("they sum to {}, {} and {}", extra[0], extra[1], extra[2]);
    assert!(flat.contains(&sums), "the errata should say: {sums}");
    assert!(
        flat.contains("the path to (5, 1) takes 14, not less than 14"),
        "{flat}"
    );
    assert!(!flat.contains("the printed 14, 13, 14, 14"), "{flat}");
}

/// Quotations in the errata that this test has read against the paper, as
/// printed there (the place in the comment), and words that were once put
/// in quotation marks though no paper prints them.
const VERBATIM: &[&str] = &[
    // 003 §4.2, after rule 4.
    "\"has the ordering Π (section 3.2) where the labels 3 are replaced with d + 1 and the labels 4 are discarded\"",
    // 001 §1.
    "\"Each node, after it has received the message through a link labeled i, where 1 ≤ i ≤ L-1, performs the following: (1) pop the elements of the stack until the current top element is greater than i; (2) push i into the stack and (3) transmits the message through the links whose labels do not appear in the stack\"",
    // 003 §3.3, after the path to (5, 9).
    "\"will also receive the message in less than 14 time units\"",
];
const NOT_PRINTED: &[&str] = &[
    "\"the first step is from S to N2 across u\"",
    "\"each 2-D torus has Π with 3 replaced by d + 1\"",
];

#[test]
fn the_errata_quote_exactly() {
    let errata = read("docs/errata.md");
    let flat = errata.split_whitespace().collect::<Vec<_>>().join(" ");
    for quote in VERBATIM {
        assert!(flat.contains(quote), "the errata should quote {quote}");
    }
    for words in NOT_PRINTED {
        assert!(!flat.contains(words), "no paper prints {words}");
    }
}
