//! The five papers castlab computes from, cited in full. Inside castlab they
//! go by short numbers (000 … 004, as in a claim's `cited`); whatever a
//! reader sees names them by authors, title and venue. Only what a paper's
//! own text or another paper's reference list confirms is given: 001's venue
//! and year and 004's journal are not printed in them, so they are left out.
//! The one exception says so in `unconfirmed`: 002's text has lost its title
//! page and none of the other four cites it, so its title, journal, volume and
//! year are as castlab's brief gives them, and every full citation of 002
//! (README, errata) prints that note beside it.

use alloc::string::String;
use alloc::vec::Vec;

use crate::text::{self, Text};

/// One source paper. Every field but `id` is a message id
/// (`locales/*/papers.ftl`): the title stays as published in every locale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paper {
    /// castlab's short number, e.g. `000`.
    pub id: &'static str,
    /// Authors, as the paper gives them.
    pub authors: &'static str,
    /// The title.
    pub title: &'static str,
    /// Where and when it appeared, as far as confirmed.
    pub venue: &'static str,
    /// A short name for running text, e.g. "Cang and Wu 1998".
    pub short: &'static str,
    /// What castlab makes of it.
    pub topic: &'static str,
    /// Where details that no paper's text confirms come from (none when
    /// the citation is confirmed throughout).
    pub unconfirmed: Option<&'static str>,
}

impl Paper {
    /// The full citation: authors, "title", venue.
    pub fn citation(&self) -> Text {
        Text::new("papers-citation")
            .arg("authors", Text::new(self.authors))
            .arg("title", Text::new(self.title))
            .arg("venue", Text::new(self.venue))
    }
}

/// The five papers, in castlab's numbering.
pub const PAPERS: [Paper; 5] = [
    Paper {
        id: "000",
        authors: text::id("papers-000-authors"),
        title: text::id("paper-title-000"),
        venue: text::id("papers-000-venue"),
        short: text::id("papers-000-short"),
        topic: text::id("papers-000-topic"),
        unconfirmed: None,
    },
    Paper {
        id: "001",
        authors: text::id("papers-001-authors"),
        title: text::id("paper-title-001"),
        venue: text::id("papers-001-venue"),
        short: text::id("papers-001-short"),
        topic: text::id("papers-001-topic"),
        unconfirmed: None,
    },
    Paper {
        id: "002",
        authors: text::id("papers-002-authors"),
        title: text::id("paper-title-002"),
        venue: text::id("papers-002-venue"),
        short: text::id("papers-002-short"),
        topic: text::id("papers-002-topic"),
        unconfirmed: Some(text::id("papers-002-unconfirmed")),
    },
    Paper {
        id: "003",
        authors: text::id("papers-003-authors"),
        title: text::id("paper-title-003"),
        venue: text::id("papers-003-venue"),
        short: text::id("papers-003-short"),
        topic: text::id("papers-003-topic"),
        unconfirmed: None,
    },
    Paper {
        id: "004",
        authors: text::id("papers-004-authors"),
        title: text::id("paper-title-004"),
        venue: text::id("papers-004-venue"),
        short: text::id("papers-004-short"),
        topic: text::id("papers-004-topic"),
        unconfirmed: None,
    },
];

/// The paper with castlab's number `id`.
pub fn paper(id: &str) -> Option<&'static Paper> {
    PAPERS.iter().find(|p| p.id == id)
}

/// `cited` with each paper number ("000 Theorem 2", "000 Eq. (12) / 002
/// Eq. (15)") replaced by the paper's short name as `short` words it
/// ("Cang and Wu 1998, Theorem 2").
pub fn readable(cited: &str, short: impl Fn(&Paper) -> String) -> String {
    let words: Vec<&str> = cited.split(' ').collect();
    let mut out = String::new();
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        match paper(word) {
            Some(p) if i + 1 < words.len() => {
                out.push_str(&short(p));
                out.push(',');
            }
            Some(p) => out.push_str(&short(p)),
            None => out.push_str(word),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The short names as castlab's English resources give them (the CLI's
    /// docs test checks the resources' citations against the README).
    fn short(p: &Paper) -> String {
        match p.id {
            "000" => "Cang and Wu 1998",
            "002" => "Cang and Wu 2000",
            "003" => "Taslakian 2004",
            _ => "?",
        }
        .into()
    }

    #[test]
    fn numbers_read_as_names() {
        assert_eq!(
            readable("000 Theorem 2", short),
            "Cang and Wu 1998, Theorem 2"
        );
        assert_eq!(readable("003", short), "Taslakian 2004");
        assert_eq!(readable("the diameter", short), "the diameter");
        assert_eq!(
            readable("000 Eq. (12) / 002 Eq. (15), from an eye", short),
            "Cang and Wu 1998, Eq. (12) / Cang and Wu 2000, Eq. (15), from an eye"
        );
        let citation = PAPERS[3].citation();
        assert_eq!(citation.id, "papers-citation");
        assert_eq!(
            citation.args[1],
            ("title".into(), Text::new("paper-title-003").into())
        );
        for (i, p) in PAPERS.iter().enumerate() {
            assert_eq!(p.id, alloc::format!("00{i}"));
            assert_eq!(p.short, alloc::format!("papers-00{i}-short"));
        }
    }
}
