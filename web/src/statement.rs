//! An answer as an xAPI 1.0.3 statement, which a Learning Record Store
//! takes as sent once the host adds the learner (`actor`): the embed never
//! knows who answers. Posted under `statement` in `castlab:answered`, so a
//! host forwards it unchanged (README, "Put it in your LMS").
//!
//! - `object.id` is the question's own link (`exercise::activity_link`)
//!   under the site's address: the same however the question is shown.
//! - `definition.interactionType` fits the answer: `choice` (a node
//!   clicked), `numeric`, `true-false`, `sequencing` (a vertex's labels),
//!   `other` (a plan built by clicks).
//! - `result` has `success`, `response`, `score` (raw = scaled, from 0 to
//!   1), `duration` (ISO 8601, from the question shown to the answer),
//!   `completion` (answered right) and the feedback as an extension under
//!   an IRI of the site itself, `<site>/xapi/feedback`.
//! - Human-readable values are in the page's language: the activity's name
//!   and the feedback as the reader saw them, the name's language map keyed
//!   by the page's locale (`en-US` for English); the verb's display keeps
//!   ADL's `en-US` word and adds the page's. Ids and IRIs never change.

use std::collections::BTreeMap;

use castlab_core::exercise::{Expect, Outcome, Response};
use serde::Serialize;

/// The IRI, under the site's address, of the feedback extension.
pub const FEEDBACK_EXTENSION: &str = "xapi/feedback";

#[derive(Debug, Serialize)]
pub struct Statement {
    pub id: String,
    pub timestamp: String,
    pub verb: Verb,
    pub object: Activity,
    pub result: Scored,
}

/// xAPI's verb `answered` (ADL's vocabulary).
#[derive(Debug, Serialize)]
pub struct Verb {
    pub id: &'static str,
    pub display: BTreeMap<String, String>,
}

/// The verb's display in ADL's registry, an identifier as much as a word.
const ADL_ANSWERED: &str = "answered";

/// The question as an xAPI activity.
#[derive(Debug, Serialize)]
pub struct Activity {
    #[serde(rename = "objectType")]
    pub object_type: &'static str,
    pub id: String,
    pub definition: Definition,
}

#[derive(Debug, Serialize)]
pub struct Definition {
    pub name: BTreeMap<String, String>,
    #[serde(rename = "type")]
    pub kind: &'static str,
    #[serde(rename = "interactionType")]
    pub interaction: &'static str,
}

#[derive(Debug, Serialize)]
pub struct Scored {
    pub success: bool,
    pub completion: bool,
    pub response: String,
    pub score: ScoreObject,
    pub duration: String,
    pub extensions: BTreeMap<String, String>,
}

#[derive(Debug, Serialize)]
pub struct ScoreObject {
    pub scaled: f64,
    pub raw: f64,
    pub min: f64,
    pub max: f64,
}

/// The xAPI interaction type that fits how a question is answered.
pub fn interaction_type(expect: &Expect) -> &'static str {
    match expect {
        Expect::Node(_) => "choice",
        Expect::Number(_) => "numeric",
        Expect::YesNo(_) => "true-false",
        Expect::Order { .. } => "sequencing",
        Expect::Plan => "other",
    }
}

/// A response in its interaction's format: a node as a choice id, a
/// number, `true` or `false`, a plan as its text (a label order is named
/// by [`sequence`] instead).
pub fn response_text(response: &Response) -> String {
    match response {
        Response::Node(at, _) => node_id(at),
        Response::Number(n) => n.to_string(),
        Response::YesNo(b) => b.to_string(),
        Response::Plan(text) => text.clone(),
    }
}

/// A node as an xAPI choice id: its coordinates (a WK address's digits)
/// joined by `_`, for ids take no commas.
pub fn node_id(at: &[u32]) -> String {
    at.iter().map(u32::to_string).collect::<Vec<_>>().join("_")
}

/// The vertices of a label order, as choice ids, in xAPI's sequence
/// format.
pub fn sequence(vertices: &[Vec<u32>]) -> String {
    let ids: Vec<String> = vertices.iter().map(|v| node_id(v)).collect();
    ids.join("[,]")
}

/// ISO 8601 duration of `ms` milliseconds, to the hundredth of a second.
pub fn duration(ms: f64) -> String {
    let hundredths = (ms.max(0.0) / 10.0).round() as u64;
    format!("PT{}.{:02}S", hundredths / 100, hundredths % 100)
}

/// A random (version 4) UUID from 16 random bytes.
pub fn uuid(bytes: [u8; 16]) -> String {
    uuid::Builder::from_random_bytes(bytes)
        .into_uuid()
        .hyphenated()
        .to_string()
}

/// The parts of an answer a statement is made of.
pub struct Answer<'a> {
    /// `<site>/`: the castlab page's address without its query.
    pub site: &'a str,
    /// The question's own link (`exercise::activity_link`).
    pub activity: &'a str,
    /// The prompt and the feedback as the reader saw them.
    pub prompt: &'a str,
    pub feedback: &'a str,
    /// The page's locale (`en`, `de`, `zh-Hans`, …).
    pub locale: &'a str,
    pub expect: &'a Expect,
    /// The response in xAPI's format ([`response_text`], or a sequence).
    pub response: String,
    pub outcome: &'a Outcome,
    pub elapsed_ms: f64,
    pub id: String,
    pub timestamp: String,
}

/// The key of a language map for `locale`: English is `en-US`, as
/// castlab's statements always said; the others are their own tags.
pub fn language_key(locale: &str) -> String {
    if locale == castlab_l10n::FALLBACK {
        "en-US".into()
    } else {
        locale.into()
    }
}

/// The statement of one answer.
pub fn statement(a: Answer) -> Statement {
    let scaled = a.outcome.score.clamp(0.0, 1.0);
    let key = language_key(a.locale);
    let mut display = BTreeMap::from([("en-US".to_string(), ADL_ANSWERED.to_string())]);
    if key != "en-US" {
        display.insert(key.clone(), crate::l10n::tr("exercise-xapi-answered"));
    }
    Statement {
        id: a.id,
        timestamp: a.timestamp,
        verb: Verb {
            id: "http://adlnet.gov/expapi/verbs/answered",
            display,
        },
        object: Activity {
            object_type: "Activity",
            id: format!("{}?{}", a.site, a.activity),
            definition: Definition {
                name: BTreeMap::from([(key, a.prompt.to_string())]),
                kind: "http://adlnet.gov/expapi/activities/cmi.interaction",
                interaction: interaction_type(a.expect),
            },
        },
        result: Scored {
            success: a.outcome.success,
            completion: a.outcome.success,
            response: a.response,
            score: ScoreObject {
                scaled,
                raw: scaled,
                min: 0.0,
                max: 1.0,
            },
            duration: duration(a.elapsed_ms),
            extensions: BTreeMap::from([(
                format!("{}{FEEDBACK_EXTENSION}", a.site),
                a.feedback.to_string(),
            )]),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value written out from xAPI 1.0.3 (§4.1.6.1 and §4.1.6.2) and
    /// RFC 4122, not computed by the code under test.
    #[test]
    fn the_parts_are_in_xapis_formats() {
        assert_eq!(duration(0.0), "PT0.00S");
        assert_eq!(duration(12_345.0), "PT12.35S");
        assert_eq!(duration(61_000.0), "PT61.00S");
        assert_eq!(uuid([0; 16]), "00000000-0000-4000-8000-000000000000");
        assert_eq!(uuid([0xff; 16]), "ffffffff-ffff-4fff-bfff-ffffffffffff");
        assert_eq!(node_id(&[1, 2]), "1_2");
        assert_eq!(sequence(&[vec![1, 0], vec![0, 1]]), "1_0[,]0_1");
        let kinds = [
            (Expect::Node(vec![]), "choice"),
            (Expect::Number(3), "numeric"),
            (Expect::YesNo(true), "true-false"),
            (Expect::Plan, "other"),
            (
                Expect::Order {
                    vertex: 0,
                    list: vec![],
                    target: 0,
                },
                "sequencing",
            ),
        ];
        for (expect, kind) in kinds {
            assert_eq!(interaction_type(&expect), kind);
        }
        assert_eq!(response_text(&Response::YesNo(false)), "false");
        assert_eq!(response_text(&Response::Node(vec![0, 3], Some(9))), "0_3");
    }

    /// English keeps the statement castlab always sent (`en-US`); another
    /// page language keys the name by its tag and adds its verb display
    /// beside ADL's, ids and IRIs unchanged.
    #[test]
    fn human_words_carry_the_pages_language() {
        let outcome = Outcome {
            success: true,
            score: 1.0,
            feedback: castlab_core::text::Text::new("exercise-right-yes"),
            why: None,
        };
        let answer = |locale| Answer {
            site: "https://castlab.example/",
            activity: "v=1&ask=contention",
            prompt: "Frage?",
            feedback: "Richtig.",
            locale,
            expect: &Expect::YesNo(true),
            response: "true".into(),
            outcome: &outcome,
            elapsed_ms: 0.0,
            id: uuid([0; 16]),
            timestamp: "2026-11-29T00:00:00Z".into(),
        };
        let en = statement(answer("en"));
        assert_eq!(Vec::from_iter(en.verb.display.keys()), ["en-US"]);
        assert_eq!(Vec::from_iter(en.object.definition.name.keys()), ["en-US"]);
        let de = statement(answer("de"));
        assert_eq!(de.verb.id, en.verb.id);
        assert_eq!(de.object.id, "https://castlab.example/?v=1&ask=contention");
        assert_eq!(Vec::from_iter(de.verb.display.keys()), ["de", "en-US"]);
        assert_eq!(de.verb.display["en-US"], "answered");
        assert_eq!(de.object.definition.name["de"], "Frage?");
        assert_eq!(
            de.result.extensions["https://castlab.example/xapi/feedback"],
            "Richtig."
        );
    }
}
