//! Old links keep their meaning: every v1 permalink in
//! `data/v1-permalinks.tsv` evaluates to the JSON stored beside it, byte
//! for byte: its permalink, every number and name, and every refused
//! value's key, value and `kind`. Only the sentences are left out there
//! (replaced by `"§"`): they are a separate snapshot,
//! `data/v1-sentences.tsv`, which a deliberate rewording may update.
//!
//! - To add a link, append `<link>\t` to the links table and run
//!   `CASTLAB_ADD_V1=1 cargo test -p castlab --test v1_permalinks`: it fills
//!   empty rows of both tables and never rewrites a stored one.
//! - After rewording a message, run it with `CASTLAB_REWORD_V1=1`: it
//!   rewrites the sentences of links whose frozen JSON is unchanged, and
//!   never the links table. Say so in the commit.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

/// The JSON paths whose strings are sentences, not values.
const SENTENCES: &[&str] = &[
    ".errors[].message",
    ".claims[].statement",
    ".claims[].evidence",
    ".bounds[].note",
    ".models.bounds[].note",
    ".ordering_description",
    ".certificate.method",
    ".construction",
    ".label",
];

fn data(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file)
}

fn eval(link: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(["eval", link])
        .output()
        .expect("castlab runs");
    assert!(out.status.success(), "{link}: {out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    text.strip_suffix('\n').expect("one line").to_string()
}

/// Compact JSON split into the frozen text (each sentence replaced by
/// `"§"`) and the sentences with their paths, in order.
struct Splitter<'a> {
    json: &'a [u8],
    at: usize,
    frozen: String,
    sentences: Vec<(String, String)>,
}

impl Splitter<'_> {
    fn split(json: &str) -> (String, Vec<(String, String)>) {
        let mut s = Splitter {
            json: json.as_bytes(),
            at: 0,
            frozen: String::new(),
            sentences: Vec::new(),
        };
        s.value("");
        assert_eq!(s.at, json.len(), "trailing text after the JSON: {json}");
        (s.frozen, s.sentences)
    }

    fn peek(&self) -> u8 {
        self.json[self.at]
    }

    fn take(&mut self, byte: u8) {
        assert_eq!(self.peek(), byte, "unexpected JSON at byte {}", self.at);
        self.frozen.push(char::from(byte));
        self.at += 1;
    }

    /// A string token, raw (with its quotes and escapes).
    fn string(&mut self) -> &str {
        let start = self.at;
        self.at += 1;
        while self.peek() != b'"' {
            self.at += if self.peek() == b'\\' { 2 } else { 1 };
        }
        self.at += 1;
        std::str::from_utf8(&self.json[start..self.at]).expect("UTF-8")
    }

    fn value(&mut self, path: &str) {
        match self.peek() {
            b'{' => {
                self.take(b'{');
                while self.peek() != b'}' {
                    let raw = self.string().to_string();
                    let key: String = serde_json::from_str(&raw).expect("a key");
                    self.frozen.push_str(&raw);
                    self.take(b':');
                    self.value(&format!("{path}.{key}"));
                    if self.peek() == b',' {
                        self.take(b',');
                    }
                }
                self.take(b'}');
            }
            b'[' => {
                self.take(b'[');
                while self.peek() != b']' {
                    self.value(&format!("{path}[]"));
                    if self.peek() == b',' {
                        self.take(b',');
                    }
                }
                self.take(b']');
            }
            b'"' => {
                let raw = self.string().to_string();
                if SENTENCES.contains(&path) {
                    let text: String = serde_json::from_str(&raw).expect("a string");
                    self.sentences.push((path.to_string(), text));
                    self.frozen.push_str("\"§\"");
                } else {
                    self.frozen.push_str(&raw);
                }
            }
            _ => {
                let start = self.at;
                while !matches!(self.peek(), b',' | b']' | b'}') {
                    self.at += 1;
                    if self.at == self.json.len() {
                        break;
                    }
                }
                let scalar = std::str::from_utf8(&self.json[start..self.at]).expect("UTF-8");
                self.frozen.push_str(scalar);
            }
        }
    }
}

/// How many numbers a JSON value holds.
fn count_numbers(v: &serde_json::Value) -> usize {
    match v {
        serde_json::Value::Number(_) => 1,
        serde_json::Value::Array(a) => a.iter().map(count_numbers).sum(),
        serde_json::Value::Object(o) => o.values().map(count_numbers).sum(),
        _ => 0,
    }
}

fn sentences_text(sentences: &[(String, String)]) -> String {
    serde_json::to_string(sentences).expect("sentences serialise")
}

/// The rows of a table: link → stored text (empty when not yet filled).
fn rows(file: &str) -> Vec<(String, String)> {
    let table = std::fs::read_to_string(data(file)).expect("the table exists");
    table
        .lines()
        .enumerate()
        .map(|(number, line)| {
            let (link, stored) = line
                .split_once('\t')
                .unwrap_or_else(|| panic!("{file}:{}: expected <link>\\t<text>", number + 1));
            (link.to_string(), stored.to_string())
        })
        .collect()
}

#[test]
fn every_stored_v1_link_keeps_its_numbers_and_its_words() {
    let add = std::env::var_os("CASTLAB_ADD_V1").is_some();
    let reword = std::env::var_os("CASTLAB_REWORD_V1").is_some();
    let links = rows("v1-permalinks.tsv");
    let mut words: BTreeMap<String, String> = rows("v1-sentences.tsv").into_iter().collect();
    let (mut changed, mut reworded) = (Vec::new(), Vec::new());
    let (mut links_table, mut numbers) = (String::new(), 0usize);
    for (link, stored) in &links {
        let (frozen, sentences) = Splitter::split(&eval(link));
        let now_words = sentences_text(&sentences);
        if stored.is_empty() {
            assert!(add, "{link} has no stored output; see the module doc");
            writeln!(links_table, "{link}\t{frozen}").unwrap();
            words.insert(link.clone(), now_words);
            continue;
        }
        writeln!(links_table, "{link}\t{stored}").unwrap();
        numbers += count_numbers(&serde_json::from_str(stored).expect("stored JSON"));
        if frozen != *stored {
            changed.push(format!("{link}\n  stored: {stored}\n  now:    {frozen}"));
            continue;
        }
        let stored_words = words.get(link).cloned();
        if stored_words.as_deref() != Some(now_words.as_str()) {
            if reword || (add && stored_words.is_none()) {
                words.insert(link.clone(), now_words);
            } else {
                reworded.push(format!(
                    "{link}\n  stored: {}\n  now:    {now_words}",
                    stored_words.as_deref().unwrap_or("(none)")
                ));
            }
        }
    }
    if add || reword {
        let mut sentences_table = String::new();
        for (link, _) in &links {
            if let Some(w) = words.get(link) {
                writeln!(sentences_table, "{link}\t{w}").unwrap();
            }
        }
        std::fs::write(data("v1-sentences.tsv"), sentences_table).expect("writable");
    }
    if add {
        std::fs::write(data("v1-permalinks.tsv"), links_table).expect("writable");
    }
    assert!(links.len() >= 30, "the table holds {} links", links.len());
    assert!(numbers > 20_000, "only {numbers} numbers compared");
    assert!(
        changed.is_empty(),
        "these v1 links now evaluate to other numbers or names; old links must keep their meaning:\n{}",
        changed.join("\n")
    );
    assert!(
        reworded.is_empty(),
        "these v1 links' sentences changed; if the rewording is deliberate, run with CASTLAB_REWORD_V1=1 and say so in the commit:\n{}",
        reworded.join("\n")
    );
}

/// The splitter keeps everything but the sentences, byte for byte.
#[test]
fn the_splitter_freezes_all_but_sentences() {
    let json = r#"{"permalink":"v=1","errors":[{"key":"w","kind":"out_of_range","message":"w=99: \"must\" be between 2 and 8"}],"tcd":79,"x":[1.5,null,true],"label":"a \u00e9"}"#;
    let (frozen, sentences) = Splitter::split(json);
    assert_eq!(
        frozen,
        r#"{"permalink":"v=1","errors":[{"key":"w","kind":"out_of_range","message":"§"}],"tcd":79,"x":[1.5,null,true],"label":"§"}"#
    );
    assert_eq!(
        sentences,
        [
            (
                ".errors[].message".to_string(),
                "w=99: \"must\" be between 2 and 8".to_string()
            ),
            (".label".to_string(), "a é".to_string())
        ]
    );
}

#[test]
fn the_table_covers_every_net_view_and_algorithm() {
    let links = rows("v1-permalinks.tsv");
    let outputs: Vec<serde_json::Value> = links
        .iter()
        .filter(|(_, out)| !out.is_empty())
        .map(|(_, out)| serde_json::from_str(out).expect("stored outputs are JSON"))
        .collect();
    let queries: Vec<castlab_core::permalink::Query> = links
        .iter()
        .map(|(link, _)| castlab_core::permalink::parse(link).query)
        .collect();
    use castlab_core::permalink::{Algo, Net, View};
    for net in Net::ALL {
        assert!(
            queries.iter().any(|q| q.net == *net),
            "no link on net={net}"
        );
    }
    for view in View::ALL {
        assert!(
            queries.iter().any(|q| q.view == *view),
            "no link with view={view}"
        );
    }
    for algo in Algo::ALL {
        assert!(
            queries.iter().any(|q| q.algo == *algo),
            "no link with algo={algo}"
        );
    }
    let with_errors = outputs
        .iter()
        .filter(|o| o["errors"].as_array().is_some_and(|e| !e.is_empty()))
        .count();
    assert!(
        with_errors >= 5,
        "only {with_errors} links with refused values"
    );
    // Every refused value names its kind.
    for o in &outputs {
        for e in o["errors"].as_array().into_iter().flatten() {
            assert!(e["kind"].as_str().is_some_and(|k| !k.is_empty()), "{e}");
        }
    }
}
