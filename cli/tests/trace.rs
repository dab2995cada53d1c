//! `castlab eval --trace`: the JSON without the flag is unchanged, and the
//! trace agrees with the numbers the same JSON prints (the schedule
//! listing, the receptions, the arrival times), which come from the
//! validator and the simulations, not from the trace.

use std::collections::BTreeSet;
use std::process::Command;

use castlab_core::glossary::{Forms, GLOSSARY};
use serde_json::{Map, Value};

fn eval(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .arg("eval")
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The link's JSON with and without `--trace`, checked to differ only by
/// the keys the flag adds (`regions` on a halving TCD schedule); returns
/// the traced one.
fn traced(link: &str) -> Map<String, Value> {
    let plain = eval(&[link]);
    let Value::Object(mut with) = eval(&["--trace", link]) else {
        panic!("an object")
    };
    let traced = with.clone();
    assert!(with.remove("pseudocode").is_some(), "{link}");
    assert!(with.remove("trace").is_some(), "{link}");
    with.remove("regions");
    assert_eq!(
        Value::Object(with),
        plain,
        "{link}: --trace changed a number"
    );
    assert!(plain.get("trace").is_none());
    traced
}

fn reasons(t: &Map<String, Value>) -> &Vec<Value> {
    t["trace"].as_array().unwrap()
}

fn count(t: &Map<String, Value>) -> u64 {
    reasons(t)
        .iter()
        .map(|r| r["count"].as_u64().unwrap())
        .sum()
}

#[test]
fn the_8x8_trace_lists_exactly_the_validated_schedule() {
    for link in [
        "v=1&src=2,2",
        "v=1&src=3,1&algo=recursive",
        "v=1&src=5,6&algo=symmetric",
        "v=1&src=2,3&cert=1",
        "v=1&dims=4x4&src=1,0&algo=exact",
    ] {
        let t = traced(link);
        // Every reason of these small grids lists all its messages.
        let mut from_trace = BTreeSet::new();
        for r in reasons(&t) {
            let step = r["step"].as_u64().unwrap();
            let line = r["line"].as_u64().unwrap() as usize;
            assert!(line >= 1 && line <= t["pseudocode"]["lines"].as_array().unwrap().len());
            assert!(!r["sentence"].as_str().unwrap().is_empty());
            for m in r["messages"].as_array().unwrap() {
                assert!(
                    from_trace.insert((step, m["from"].to_string(), m["to"].to_string())),
                    "{link}: twice"
                );
            }
        }
        let from_schedule: BTreeSet<_> = t["schedule"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["step"].as_u64().unwrap(),
                    m["from"].to_string(),
                    m["to"].to_string(),
                )
            })
            .collect();
        assert_eq!(from_trace, from_schedule, "{link}");
        assert_eq!(count(&t), t["messages"].as_u64().unwrap());
    }
}

#[test]
fn wk_orderly_and_msn_traces_count_what_their_reports_count() {
    let wk = traced("v=1&net=wk&src=201");
    assert_eq!(count(&wk), wk["receptions"].as_u64().unwrap());
    assert_eq!(reasons(&wk)[0]["step"], 1);
    let stack = traced("v=1&net=wk&src=201&algo=stack");
    assert_eq!(count(&stack), stack["receptions"].as_u64().unwrap());

    // Orderly: one informing message per vertex but the originator, each
    // at the time the arrival map gives the receiver.
    let o = traced("v=1&net=torus&dims=9x13&src=0,3&view=orderly");
    let arrival = o["arrival"].as_array().unwrap();
    assert_eq!(count(&o), arrival.len() as u64 - 1);
    for r in reasons(&o) {
        for m in r["messages"].as_array().unwrap() {
            let to: Vec<u64> = m["to"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect();
            let index = (to[0] + 9 * to[1]) as usize;
            assert_eq!(arrival[index], r["step"]);
        }
    }

    // MSN total exchange: the trace's last slot is the report's, and the
    // route's trace has a reason per hop of the route.
    let te = traced("v=1&net=msn&view=te");
    let last = reasons(&te)
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .max();
    assert_eq!(last, Some(te["slots"].as_f64().unwrap().ceil() as u64));
    let route = traced("v=1&net=msn&dst=3,5");
    assert_eq!(
        reasons(&route).len() as u64,
        route["distance"].as_u64().unwrap()
    );
}

#[test]
fn big_grids_list_a_sample_and_count_the_rest() {
    let t = traced("v=1&dims=64x64&src=5,9");
    assert_eq!(count(&t), 64 * 64 - 1);
    assert!(
        reasons(&t)
            .iter()
            .all(|r| r["messages"].as_array().unwrap().len() <= 64)
    );
}

#[test]
fn an_ask_link_prints_its_question_with_the_answer_from_the_same_numbers() {
    let hops = eval(&["v=1&src=2,2&ask=hops"]);
    assert_eq!(hops["exercise"]["expect"]["number"], hops["tcd"]);
    assert_eq!(hops["exercise"]["ask"], "hops");
    let least = eval(&["v=1&ask=least"]);
    let mut nodes = least["exercise"]["expect"]["node"]
        .as_array()
        .unwrap()
        .clone();
    let mut optimal = least["optimum"]["sources"].as_array().unwrap().clone();
    nodes.sort_by_key(|v| v.to_string());
    optimal.sort_by_key(|v| v.to_string());
    assert_eq!(nodes, optimal);
    let refused = eval(&["v=1&dims=128x128&ask=hops"]);
    assert!(
        refused["exercise"]["refused"]
            .as_str()
            .unwrap()
            .contains("4096")
    );
    // Without ask= there is no exercise key (stored links print as before).
    assert!(eval(&["v=1&src=2,2"]).get("exercise").is_none());
}

/// Links that run every algorithm castlab narrates, beside the gallery's
/// own narrated examples.
const EVERY_ALGORITHM: &[&str] = &[
    "v=1&src=2,2",
    "v=1&dims=8x8x8&src=2,2,2",
    "v=1&dims=4x4x4x4&src=1,2,1,1",
    "v=1&src=2,2&algo=symmetric",
    "v=1&dims=8x8x8&src=1,2,2&algo=symmetric",
    "v=1&src=3,1&algo=recursive",
    "v=1&dims=4x4&src=1,0&algo=exact",
    "v=1&dims=4x4&cert=1",
    "v=1&net=wk&src=201",
    // A corner source: 001's corner broadcasting (1.x).
    "v=1&net=wk&src=000",
    "v=1&net=wk&src=201&algo=stack",
    "v=1&net=torus&dims=9x13&src=0,3&view=orderly",
    "v=1&net=torus&dims=5x5x5&view=orderly",
    "v=1&net=torus&dims=6x6&view=orderly&algo=pi-literal",
    "v=1&net=torus&dims=6x6&view=orderly&algo=dim",
    "v=1&net=torus&dims=6x6&view=orderly&algo=search",
    "v=1&net=msn",
    "v=1&net=msn&view=te",
    "v=1&net=msn&view=mnb",
    "v=1&net=msn&view=hamiltonian",
    "v=1&net=msn&view=areas",
];

/// Lines no step marks, each with why: what they say happens in no step.
const UNMARKED: &[(&str, u32, &str)] = &[
    (
        "the certified optimum",
        3,
        "a statement about every schedule (the solver's proof), not a step of this one",
    ),
    (
        "the constant-label broadcast (Fang et al.)",
        6,
        "a node that stops sends nothing, so no message carries the line",
    ),
    (
        "the destination areas (Varvarigos 1998)",
        1,
        "a map: nothing is sent",
    ),
    (
        "the destination areas (Varvarigos 1998)",
        2,
        "a map: nothing is sent",
    ),
    (
        "the destination areas (Varvarigos 1998)",
        3,
        "a map: nothing is sent",
    ),
];

/// Every line of every algorithm's pseudocode is marked (as a step's own
/// line or as its context) at some step of some link, but for the lines
/// listed in `UNMARKED`, and those are truly never marked.
#[test]
fn every_pseudocode_line_is_marked_at_some_step() {
    let Value::Array(gallery) = eval_examples() else {
        panic!("the gallery is a list")
    };
    let mut links: Vec<String> = gallery
        .iter()
        .filter_map(|e| e["permalink"].as_str())
        .filter(|l| l.contains("trace=1"))
        .map(String::from)
        .collect();
    assert!(
        links.len() >= 8,
        "the gallery narrates {} examples",
        links.len()
    );
    links.extend(EVERY_ALGORITHM.iter().map(|l| format!("{l}&trace=1")));
    let mut lines: std::collections::BTreeMap<String, (usize, BTreeSet<u32>)> = Default::default();
    for link in &links {
        let t = eval(&["--trace", link]);
        let Some(code) = t.get("pseudocode") else {
            continue;
        };
        let title = code["title"].as_str().unwrap().to_string();
        let entry = lines
            .entry(title)
            .or_insert((code["lines"].as_array().unwrap().len(), BTreeSet::new()));
        for r in t["trace"].as_array().unwrap() {
            entry.1.insert(r["line"].as_u64().unwrap() as u32);
            for c in r
                .get("context")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                entry.1.insert(c.as_u64().unwrap() as u32);
            }
        }
    }
    assert!(
        lines.len() >= 17,
        "{} algorithms narrated: {:?}",
        lines.len(),
        lines.keys()
    );
    for (title, (count, marked)) in &lines {
        for line in 1..=*count as u32 {
            let excused = UNMARKED.iter().any(|&(t, l, _)| t == title && l == line);
            assert_eq!(
                marked.contains(&line),
                !excused,
                "{title}, line {line}: marked {}, listed as never marked {excused}",
                marked.contains(&line)
            );
        }
    }
    for (title, _, why) in UNMARKED {
        assert!(
            lines.contains_key(*title),
            "{title} ({why}) is narrated by no link"
        );
    }
}

fn eval_examples() -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(["examples"])
        .output()
        .unwrap();
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Words of the papers the step log may use only with a glossary entry.
const PAPER_NOUNS: &[&str] = &[
    "holder",
    "eye",
    "cluster",
    "inner neighbour",
    "inter-cluster",
    "corner",
    "label",
    "tag",
    "complement",
    "family",
    "phase",
    "slot",
    "ring",
    "translate",
    "subcube",
    "submesh",
    "originator",
    "stack",
    "certificate",
    "list",
    "cases",
    "routed",
];

/// Where `sentence` uses jargon: hyphenated words and function-style names
/// (`cor-level(v)`), symbols with sub- or superscripts (`A_i`, `2^b`,
/// `L^{(0,1)}`), a phase `P(…)`, and the papers' nouns above.
fn jargon(sentence: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let bytes = sentence.as_bytes();
    let word =
        |c: u8| c.is_ascii_alphanumeric() || c == b'-' || c == b'_' || c == b'^' || c == b'{';
    let mut i = 0;
    while i < bytes.len() {
        if !word(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && word(bytes[i]) {
            i += 1;
        }
        let token = &sentence[start..i];
        let hyphenated = token.trim_matches('-').contains('-');
        let symbol = token.contains('_') || token.contains('^');
        let called = bytes.get(i) == Some(&b'(') && token.chars().any(|c| c.is_alphabetic());
        if hyphenated || symbol || called {
            out.push((start, i));
        }
    }
    for noun in PAPER_NOUNS {
        for (at, _) in sentence.match_indices(noun) {
            out.push((at, at + noun.len()));
        }
    }
    out
}

/// The docs test of the narration: every term a log sentence uses, over
/// every narrated link above, lies inside a form of a glossary term (so the
/// page links it to its definition).
#[test]
fn every_term_a_log_sentence_uses_is_defined_in_the_glossary() {
    let mut links: Vec<String> = EVERY_ALGORITHM
        .iter()
        .map(|l| format!("{l}&trace=1"))
        .collect();
    links.push("v=1&src=0,5&algo=symmetric&trace=1".into());
    links.push("v=1&dims=16x16&src=3,9&trace=1".into());
    let english = forms("en");
    let mut checked = 0;
    for link in &links {
        let t = eval(&["--trace", link]);
        for r in t["trace"].as_array().into_iter().flatten() {
            let s = r["sentence"].as_str().unwrap();
            let defined = english.occurrences(s);
            for (a, b) in jargon(s) {
                assert!(
                    defined.iter().any(|&(x, y, _)| x <= a && b <= y),
                    "{link}: \"{}\" in \"{s}\" is in no glossary term's forms",
                    &s[a..b]
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked} terms checked");
}

/// The glossary's forms as `locale`'s resources word them.
fn forms(locale: &str) -> Forms {
    let words = castlab_l10n::Words::embedded(locale);
    assert_eq!(words.locale(), locale, "{locale} has resources");
    Forms::new(|id| words.tr(id))
}

/// The step log of `link` in `locale`, one sentence per reason.
fn sentences(locale: &str, link: &str) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(["--locale", locale, "eval", "--trace", link])
        .output()
        .unwrap();
    assert!(out.status.success(), "{locale} {link}");
    let t: Value = serde_json::from_slice(&out.stdout).unwrap();
    let reasons = t["trace"].as_array().cloned().unwrap_or_default();
    reasons
        .iter()
        .map(|r| r["sentence"].as_str().unwrap().to_string())
        .collect()
}

/// The glossary test in every locale: each term has a name, a definition
/// and forms there, and where an English log sentence uses a term (the
/// jargon the test above finds), the same sentence in the locale names
/// that term by one of the locale's forms, so the page links it too. A
/// sentence still in English is counted, not checked (the resources' tidy
/// test finds untranslated messages).
#[test]
fn every_locale_names_the_terms_its_log_sentences_use() {
    let english = forms("en");
    let links: Vec<String> = EVERY_ALGORITHM
        .iter()
        .map(|l| format!("{l}&trace=1"))
        .collect();
    let logs: Vec<Vec<String>> = links.iter().map(|l| sentences("en", l)).collect();
    for &locale in castlab_l10n::LOCALES {
        let words = castlab_l10n::Words::embedded(locale);
        let here = forms(locale);
        for t in GLOSSARY {
            for id in [t.name, t.definition, t.forms] {
                assert!(words.has(id), "{locale}: the glossary lacks {id}");
                assert!(!words.tr(id).trim().is_empty(), "{locale}: {id} is empty");
            }
            assert!(!here.of(t).is_empty(), "{locale}: {} has no forms", t.id);
        }
        let (mut checked, mut untranslated) = (0, 0);
        for (link, log) in links.iter().zip(&logs) {
            let local = sentences(locale, link);
            assert_eq!(local.len(), log.len(), "{locale} {link}: the log's length");
            for (s, l) in log.iter().zip(&local) {
                if locale != "en" && s == l {
                    untranslated += 1;
                    continue;
                }
                let defined = english.occurrences(s);
                let found = here.occurrences(l);
                for (a, b) in jargon(s) {
                    let terms: Vec<&str> = defined
                        .iter()
                        .filter(|&&(x, y, _)| x <= a && b <= y)
                        .map(|(_, _, t)| t.id)
                        .collect();
                    assert!(
                        found.iter().any(|(_, _, t)| terms.contains(&t.id)),
                        "{locale} {link}: \"{l}\" names none of {terms:?} (English: \"{s}\" uses \"{}\")",
                        &s[a..b]
                    );
                    checked += 1;
                }
            }
        }
        eprintln!("{locale}: {checked} terms checked, {untranslated} sentences untranslated");
        assert!(
            locale != "en" || checked > 500,
            "{locale}: {checked} terms checked"
        );
    }
}
