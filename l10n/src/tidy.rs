//! The resources' tidy checks, shared by `cargo test -p castlab-l10n` and
//! `castlab locale check` (a translator's check, with no Rust):
//!
//! - every resource parses, and no message is defined twice;
//! - every locale defines exactly English's messages and attributes;
//! - each message uses the same placeholders (`{ $n }`) in every locale;
//! - a translated message has no English sentence left ([`looks_english`]);
//! - every id the code uses is defined, and every id defined is used.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use fluent_syntax::ast;

/// One message as the checks see it: its placeholders (with those of its
/// attributes) and its words (placeables removed), value and attributes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message {
    pub placeholders: BTreeSet<String>,
    pub attributes: BTreeSet<String>,
    pub words: String,
    /// The messages it includes (`{ other-id }`), which it uses.
    pub references: BTreeSet<String>,
    /// The resource (file name) that defines it.
    pub file: String,
}

/// One locale's messages, by id.
pub type Catalog = BTreeMap<String, Message>;

/// What a check found wrong, naming the locale, the file and the id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Syntax {
        locale: String,
        file: String,
        error: String,
    },
    Duplicate {
        locale: String,
        id: String,
    },
    Missing {
        locale: String,
        id: String,
    },
    Extra {
        locale: String,
        file: String,
        id: String,
    },
    Placeholders {
        locale: String,
        id: String,
        english: Vec<String>,
        here: Vec<String>,
    },
    Attributes {
        locale: String,
        id: String,
        english: Vec<String>,
        here: Vec<String>,
    },
    English {
        locale: String,
        file: String,
        id: String,
        words: String,
    },
    Undefined {
        id: String,
        file: String,
    },
    Unused {
        id: String,
        file: String,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Syntax {
                locale,
                file,
                error,
            } => {
                write!(f, "{locale}/{file}: does not parse: {error}")
            }
            Problem::Duplicate { locale, id } => write!(f, "{locale}: {id} is defined twice"),
            Problem::Missing { locale, id } => {
                write!(f, "{locale}: {id} is missing (English defines it)")
            }
            Problem::Extra { locale, file, id } => {
                write!(
                    f,
                    "{locale}/{file}: {id} is not an English message; remove it"
                )
            }
            Problem::Placeholders {
                locale,
                id,
                english,
                here,
            } => write!(
                f,
                "{locale}: {id} uses the placeholders {here:?}, English uses {english:?}"
            ),
            Problem::Attributes {
                locale,
                id,
                english,
                here,
            } => write!(
                f,
                "{locale}: {id} has the attributes {here:?}, English has {english:?}"
            ),
            Problem::English {
                locale,
                file,
                id,
                words,
            } => {
                write!(f, "{locale}/{file}: {id} still reads as English: {words:?}")
            }
            Problem::Undefined { id, file } => {
                write!(f, "{file} uses {id}, which locales/en does not define")
            }
            Problem::Unused { id, file } => {
                write!(f, "en/{file}: {id} is defined but no code uses it")
            }
        }
    }
}

/// A locale's catalog from its resources (`(file name, text)` pairs).
pub fn catalog(locale: &str, resources: &[(String, String)]) -> (Catalog, Vec<Problem>) {
    let mut catalog = Catalog::new();
    let mut problems = Vec::new();
    for (file, text) in resources {
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(resource) => resource,
            Err((_, errors)) => {
                let error = errors.first().map(|e| format!("{e:?}")).unwrap_or_default();
                problems.push(Problem::Syntax {
                    locale: locale.into(),
                    file: file.clone(),
                    error,
                });
                continue;
            }
        };
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let mut found = Message {
                file: file.clone(),
                ..Message::default()
            };
            if let Some(value) = &message.value {
                pattern(value, &mut found);
            }
            for attribute in &message.attributes {
                found.attributes.insert(attribute.id.name.to_string());
                pattern(&attribute.value, &mut found);
            }
            let id = message.id.name.to_string();
            if catalog.insert(id.clone(), found).is_some() {
                problems.push(Problem::Duplicate {
                    locale: locale.into(),
                    id,
                });
            }
        }
    }
    (catalog, problems)
}

fn pattern(pattern: &ast::Pattern<&str>, into: &mut Message) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                into.words.push_str(value);
            }
            ast::PatternElement::Placeable { expression } => {
                into.words.push(' ');
                expression_of(expression, into);
            }
        }
    }
}

fn expression_of(expression: &ast::Expression<&str>, into: &mut Message) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline(selector, into);
            for variant in variants {
                pattern(&variant.value, into);
            }
        }
        ast::Expression::Inline(e) => inline(e, into),
    }
}

fn inline(expression: &ast::InlineExpression<&str>, into: &mut Message) {
    match expression {
        ast::InlineExpression::VariableReference { id } => {
            into.placeholders.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline(argument, into);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_of(expression, into),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::TermReference { .. } => {}
        ast::InlineExpression::MessageReference { id, .. } => {
            into.references.insert(id.name.to_string());
        }
    }
}

/// Messages whose words stay as published in every locale (the papers'
/// titles and quotations, proper names): ids starting with one of these.
pub const SAME_IN_EVERY_LANGUAGE: &[&str] = &["paper-title-", "quote-", "name-"];

/// English words that are no German, Spanish or Chinese word: two of them
/// in one message mean a sentence was left untranslated.
const ENGLISH_ONLY: &[&str] = &[
    "the", "and", "of", "is", "are", "with", "from", "each", "every", "which", "that", "this",
    "than", "has", "have", "was", "were", "when", "then", "there", "their", "what", "how", "shows",
    "sends", "informed", "nodes", "steps", "links", "messages", "its", "into", "by", "at", "or",
    "be", "can", "not", "only", "one", "two", "here",
];

/// Whether a message's words read as English (two or more distinct
/// English-only words).
pub fn looks_english(words: &str) -> bool {
    let found: BTreeSet<&str> = words
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .filter_map(|w| {
            ENGLISH_ONLY
                .iter()
                .find(|e| e.eq_ignore_ascii_case(w))
                .copied()
        })
        .collect();
    found.len() >= 2
}

/// Compares a locale's catalog with English's.
pub fn compare(english: &Catalog, locale: &str, other: &Catalog) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (id, message) in english {
        let Some(here) = other.get(id) else {
            problems.push(Problem::Missing {
                locale: locale.into(),
                id: id.clone(),
            });
            continue;
        };
        if here.placeholders != message.placeholders {
            problems.push(Problem::Placeholders {
                locale: locale.into(),
                id: id.clone(),
                english: message.placeholders.iter().cloned().collect(),
                here: here.placeholders.iter().cloned().collect(),
            });
        }
        if here.attributes != message.attributes {
            problems.push(Problem::Attributes {
                locale: locale.into(),
                id: id.clone(),
                english: message.attributes.iter().cloned().collect(),
                here: here.attributes.iter().cloned().collect(),
            });
        }
        let exempt = SAME_IN_EVERY_LANGUAGE.iter().any(|p| id.starts_with(p));
        if locale != "en" && !exempt && looks_english(&here.words) {
            problems.push(Problem::English {
                locale: locale.into(),
                file: here.file.clone(),
                id: id.clone(),
                words: here.words.trim().to_string(),
            });
        }
    }
    for (id, message) in other {
        if !english.contains_key(id) {
            problems.push(Problem::Extra {
                locale: locale.into(),
                file: message.file.clone(),
                id: id.clone(),
            });
        }
    }
    problems
}

/// The call forms through which code names a message: the id is the
/// string literal right after one of them (spaces and newlines aside).
/// Ids are never built at run time, so this finds them all.
pub const CALL_FORMS: &[&str] = &["tr(", "tr_args(", "Text::new(", "text::id(", "l10n::id("];

/// The ids a Rust source names, each once, with the code before its test
/// module only (tests may name ids that do not exist, to plant faults);
/// a test-only item elsewhere does not hide the code after it.
pub fn used_ids(source: &str) -> BTreeSet<String> {
    let code = before_test_module(source);
    let mut ids = BTreeSet::new();
    for form in CALL_FORMS {
        let mut rest = code;
        while let Some(at) = rest.find(form) {
            // `foo_tr(` is another function.
            let before = rest[..at].chars().last();
            let whole = !before.is_some_and(|c| c.is_alphanumeric() || c == '_');
            let after = &rest[at + form.len()..];
            let literal = after.trim_start().strip_prefix('"');
            if let (true, Some(literal)) = (whole, literal)
                && let Some(end) = literal.find('"')
            {
                ids.insert(literal[..end].to_string());
            }
            rest = after;
        }
    }
    ids
}

/// The source up to its inline test module (`#[cfg(test)]` then `mod
/// name {`), not up to a test-only item or a test module kept in a file of
/// its own (`mod lemmas;`), after which the code goes on.
fn before_test_module(source: &str) -> &str {
    let mut from = 0;
    while let Some(at) = source[from..].find("#[cfg(test)]") {
        let start = from + at;
        let rest = source[start + "#[cfg(test)]".len()..].trim_start();
        let rest = rest
            .strip_prefix("pub(crate) ")
            .or_else(|| rest.strip_prefix("pub "))
            .unwrap_or(rest);
        if let Some(module) = rest.strip_prefix("mod ") {
            let head = module.split(['{', ';']).next().unwrap_or_default();
            if module[head.len()..].starts_with('{') {
                return &source[..start];
            }
        }
        from = start + 1;
    }
    source
}

/// Every id used is defined in English, and every English id is used
/// (`sources` are `(path, text)` pairs of the code).
pub fn check_usage(english: &Catalog, sources: &[(String, String)]) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut used = BTreeSet::new();
    for (path, text) in sources {
        for id in used_ids(text) {
            let message = id.split('.').next().unwrap_or_default().to_string();
            if !english.contains_key(&message) {
                problems.push(Problem::Undefined {
                    id: id.clone(),
                    file: path.clone(),
                });
            }
            used.insert(message);
        }
    }
    let referenced: BTreeSet<&String> = english.values().flat_map(|m| &m.references).collect();
    for (id, message) in english {
        if !used.contains(id) && !referenced.contains(id) {
            problems.push(Problem::Unused {
                id: id.clone(),
                file: message.file.clone(),
            });
        }
    }
    problems
}
