//! The glossary: the terms the explanations and the narrated steps use.
//! Each term's name, definition and the words that name it in running text
//! (its forms) are messages of `locales/*/glossary.ftl`, so the page links
//! a German sentence's "Auge" as an English one's "eye", and the docs test
//! can check, in every locale, that every term a log sentence uses is
//! defined here.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::text;

/// A term: its anchor and the message ids of its name, its definition and
/// its forms (`|`-separated, longest first where one contains another).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub id: &'static str,
    pub name: &'static str,
    pub definition: &'static str,
    pub forms: &'static str,
}

/// Every term the explanations and the step log use.
pub const GLOSSARY: &[Term] = &[
    Term {
        id: "one-port",
        name: text::id("glossary-one-port"),
        definition: text::id("glossary-one-port.definition"),
        forms: text::id("glossary-one-port.forms"),
    },
    Term {
        id: "time-step-optimal",
        name: text::id("glossary-time-step-optimal"),
        definition: text::id("glossary-time-step-optimal.definition"),
        forms: text::id("glossary-time-step-optimal.forms"),
    },
    Term {
        id: "tcd",
        name: text::id("glossary-tcd"),
        definition: text::id("glossary-tcd.definition"),
        forms: text::id("glossary-tcd.forms"),
    },
    Term {
        id: "eye",
        name: text::id("glossary-eye"),
        definition: text::id("glossary-eye.definition"),
        forms: text::id("glossary-eye.forms"),
    },
    Term {
        id: "dimension-ordered",
        name: text::id("glossary-dimension-ordered"),
        definition: text::id("glossary-dimension-ordered.definition"),
        forms: text::id("glossary-dimension-ordered.forms"),
    },
    Term {
        id: "all-port",
        name: text::id("glossary-all-port"),
        definition: text::id("glossary-all-port.definition"),
        forms: text::id("glossary-all-port.forms"),
    },
    Term {
        id: "wk",
        name: text::id("glossary-wk"),
        definition: text::id("glossary-wk.definition"),
        forms: text::id("glossary-wk.forms"),
    },
    Term {
        id: "msn",
        name: text::id("glossary-msn"),
        definition: text::id("glossary-msn.definition"),
        forms: text::id("glossary-msn.forms"),
    },
    Term {
        id: "slot",
        name: text::id("glossary-slot"),
        definition: text::id("glossary-slot.definition"),
        forms: text::id("glossary-slot.forms"),
    },
    Term {
        id: "te",
        name: text::id("glossary-te"),
        definition: text::id("glossary-te.definition"),
        forms: text::id("glossary-te.forms"),
    },
    Term {
        id: "mnb",
        name: text::id("glossary-mnb"),
        definition: text::id("glossary-mnb.definition"),
        forms: text::id("glossary-mnb.forms"),
    },
    Term {
        id: "orderly",
        name: text::id("glossary-orderly"),
        definition: text::id("glossary-orderly.definition"),
        forms: text::id("glossary-orderly.forms"),
    },
    Term {
        id: "b-pi",
        name: text::id("glossary-b-pi"),
        definition: text::id("glossary-b-pi.definition"),
        forms: text::id("glossary-b-pi.forms"),
    },
    Term {
        id: "diameter",
        name: text::id("glossary-diameter"),
        definition: text::id("glossary-diameter.definition"),
        forms: text::id("glossary-diameter.forms"),
    },
    Term {
        id: "verdict",
        name: text::id("glossary-verdict"),
        definition: text::id("glossary-verdict.definition"),
        forms: text::id("glossary-verdict.forms"),
    },
    Term {
        id: "holder",
        name: text::id("glossary-holder"),
        definition: text::id("glossary-holder.definition"),
        forms: text::id("glossary-holder.forms"),
    },
    Term {
        id: "submesh",
        name: text::id("glossary-submesh"),
        definition: text::id("glossary-submesh.definition"),
        forms: text::id("glossary-submesh.forms"),
    },
    Term {
        id: "turn",
        name: text::id("glossary-turn"),
        definition: text::id("glossary-turn.definition"),
        forms: text::id("glossary-turn.forms"),
    },
    Term {
        id: "cluster",
        name: text::id("glossary-cluster"),
        definition: text::id("glossary-cluster.definition"),
        forms: text::id("glossary-cluster.forms"),
    },
    Term {
        id: "inner-neighbour",
        name: text::id("glossary-inner-neighbour"),
        definition: text::id("glossary-inner-neighbour.definition"),
        forms: text::id("glossary-inner-neighbour.forms"),
    },
    Term {
        id: "inter-cluster-link",
        name: text::id("glossary-inter-cluster-link"),
        definition: text::id("glossary-inter-cluster-link.definition"),
        forms: text::id("glossary-inter-cluster-link.forms"),
    },
    Term {
        id: "wk-label",
        name: text::id("glossary-wk-label"),
        definition: text::id("glossary-wk-label.definition"),
        forms: text::id("glossary-wk-label.forms"),
    },
    Term {
        id: "cor-level",
        name: text::id("glossary-cor-level"),
        definition: text::id("glossary-cor-level.definition"),
        forms: text::id("glossary-cor-level.forms"),
    },
    Term {
        id: "flip-cor-id",
        name: text::id("glossary-flip-cor-id"),
        definition: text::id("glossary-flip-cor-id.definition"),
        forms: text::id("glossary-flip-cor-id.forms"),
    },
    Term {
        id: "stack",
        name: text::id("glossary-stack"),
        definition: text::id("glossary-stack.definition"),
        forms: text::id("glossary-stack.forms"),
    },
    Term {
        id: "orderly-label",
        name: text::id("glossary-orderly-label"),
        definition: text::id("glossary-orderly-label.definition"),
        forms: text::id("glossary-orderly-label.forms"),
    },
    Term {
        id: "list",
        name: text::id("glossary-list"),
        definition: text::id("glossary-list.definition"),
        forms: text::id("glossary-list.forms"),
    },
    Term {
        id: "originator",
        name: text::id("glossary-originator"),
        definition: text::id("glossary-originator.definition"),
        forms: text::id("glossary-originator.forms"),
    },
    Term {
        id: "path-family",
        name: text::id("glossary-path-family"),
        definition: text::id("glossary-path-family.definition"),
        forms: text::id("glossary-path-family.forms"),
    },
    Term {
        id: "routing-tag",
        name: text::id("glossary-routing-tag"),
        definition: text::id("glossary-routing-tag.definition"),
        forms: text::id("glossary-routing-tag.forms"),
    },
    Term {
        id: "phase",
        name: text::id("glossary-phase"),
        definition: text::id("glossary-phase.definition"),
        forms: text::id("glossary-phase.forms"),
    },
    Term {
        id: "translate",
        name: text::id("glossary-translate"),
        definition: text::id("glossary-translate.definition"),
        forms: text::id("glossary-translate.forms"),
    },
    Term {
        id: "ring",
        name: text::id("glossary-ring"),
        definition: text::id("glossary-ring.definition"),
        forms: text::id("glossary-ring.forms"),
    },
    Term {
        id: "certificate",
        name: text::id("glossary-certificate"),
        definition: text::id("glossary-certificate.definition"),
        forms: text::id("glossary-certificate.forms"),
    },
    Term {
        id: "halving",
        name: text::id("glossary-halving"),
        definition: text::id("glossary-halving.definition"),
        forms: text::id("glossary-halving.forms"),
    },
];

/// The term with anchor `id`.
pub fn term(id: &str) -> Option<&'static Term> {
    GLOSSARY.iter().find(|t| t.id == id)
}

/// One locale's forms of every term, in the glossary's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forms {
    forms: Vec<(&'static Term, Vec<String>)>,
}

impl Forms {
    /// The forms as `worded` words each term's forms message (the locale's
    /// `glossary-….forms`): the words between its `|`s, trimmed.
    pub fn new(worded: impl Fn(&str) -> String) -> Forms {
        let forms = GLOSSARY
            .iter()
            .map(|t| {
                let words = worded(t.forms);
                let forms = words
                    .split('|')
                    .map(str::trim)
                    .filter(|f| !f.is_empty())
                    .map(ToString::to_string)
                    .collect();
                (t, forms)
            })
            .collect();
        Forms { forms }
    }

    /// The forms of `term` (none for a term of another glossary).
    pub fn of(&self, term: &Term) -> &[String] {
        self.forms
            .iter()
            .find(|(t, _)| t.id == term.id)
            .map_or(&[], |(_, forms)| forms.as_slice())
    }

    /// Every place a form of a term occurs in `text`, as (start, end, term)
    /// byte ranges, overlaps included.
    pub fn occurrences(&self, text: &str) -> Vec<(usize, usize, &'static Term)> {
        let mut found: Vec<(usize, usize, &'static Term)> = Vec::new();
        for (t, forms) in &self.forms {
            for form in forms {
                let mut from = 0;
                while let Some(at) = text[from..].find(form.as_str()) {
                    let (start, end) = (from + at, from + at + form.len());
                    from = end;
                    // A form that starts or ends with a letter names a word,
                    // not part of one ("list" is not in "listed").
                    let inside = |edge: Option<char>, side: Option<char>| {
                        edge.is_some_and(wordy) && side.is_some_and(wordy)
                    };
                    if inside(form.chars().next(), text[..start].chars().next_back())
                        || inside(form.chars().next_back(), text[end..].chars().next())
                    {
                        continue;
                    }
                    found.push((start, symbol_end(text, form, end), *t));
                }
            }
        }
        found
    }

    /// The terms named in `text`, as (start, end, term) byte ranges, in
    /// order, not overlapping: at each place the longest form wins, and each
    /// term is named once (its first place).
    pub fn named(&self, text: &str) -> Vec<(usize, usize, &'static Term)> {
        let mut found = self.occurrences(text);
        // Longest first at each start, then keep what does not overlap.
        found.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        let mut kept: Vec<(usize, usize, &'static Term)> = Vec::new();
        for f in found {
            let clear = kept.last().is_none_or(|k| k.1 <= f.0);
            let new = !kept.iter().any(|k| k.2.id == f.2.id);
            if clear && new {
                kept.push(f);
            }
        }
        kept
    }
}

/// A character of a word that spaces delimit: Chinese writes no spaces, so
/// its characters never make a form part of a longer word.
fn wordy(c: char) -> bool {
    let cjk = matches!(c, '\u{3000}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' | '\u{ff00}'..='\u{ffef}' | '\u{20000}'..='\u{3134f}');
    c.is_alphanumeric() && !cjk
}

/// Where a form that opens a symbol (`A_`, `L^{(`, `P(`) ends in `text`:
/// after the symbol's subscript or closing bracket.
fn symbol_end(text: &str, form: &str, end: usize) -> usize {
    let rest = &text[end..];
    let close = if form.ends_with('_') {
        rest.find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len())
    } else if form.ends_with("{(") {
        rest.find('}').map_or(0, |i| i + 1)
    } else if form.ends_with('(') {
        rest.find(')').map_or(0, |i| i + 1)
    } else {
        0
    };
    end + close
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Forms as a locale's resources give them, for the terms of the test
    /// sentences (the real forms are checked against the step log by the
    /// CLI's glossary tests, in every locale).
    fn forms(id: &str) -> String {
        match id {
            "glossary-holder.forms" => "holders | holder",
            "glossary-translate.forms" => "translates | translate | A_",
            "glossary-phase.forms" => "Phase P( | phase's path | complement",
            "glossary-wk.forms" => "WK-recursive | WK(",
            "glossary-list.forms" => "its list | list",
            "glossary-eye.forms" => "眼",
            _ => "",
        }
        .to_string()
    }

    /// Forms name whole words, the longest at a place wins, each term is
    /// named once, and a symbol's form takes its subscript or bracket.
    #[test]
    fn forms_name_whole_words_once() {
        let forms = Forms::new(forms);
        let text = "The holders send; the holder listed A_12. Phase P(0,1) on WK(4, 3).";
        let named: Vec<(&str, &str)> = forms
            .named(text)
            .into_iter()
            .map(|(a, b, t)| (&text[a..b], t.id))
            .collect();
        assert_eq!(
            named,
            [
                ("holders", "holder"),
                ("A_12", "translate"),
                ("Phase P(0,1)", "phase"),
                ("WK(4, 3)", "wk")
            ]
        );
        // Chinese has no spaces between words: a form inside a run of
        // characters still names its term.
        let text = "源节点的眼在右边";
        let named: Vec<&str> = forms
            .named(text)
            .into_iter()
            .map(|(a, b, _)| &text[a..b])
            .collect();
        assert_eq!(named, ["眼"]);
        assert_eq!(forms.of(term("holder").unwrap()), ["holders", "holder"]);
        assert!(forms.of(term("tcd").unwrap()).is_empty());
        // Anchors are unique, and every term has its own messages.
        for (i, t) in GLOSSARY.iter().enumerate() {
            assert!(GLOSSARY[..i].iter().all(|u| u.id != t.id), "{}", t.id);
            assert_eq!(t.name, alloc::format!("glossary-{}", t.id));
            assert_eq!(t.definition, alloc::format!("{}.definition", t.name));
            assert_eq!(t.forms, alloc::format!("{}.forms", t.name));
        }
    }
}
