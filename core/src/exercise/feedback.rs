//! Checking an answer: the verdict, the feedback that teaches without
//! telling (never the answer, a hidden value or the way it lies), and the
//! score, which falls with the tries before a right answer.

use super::{Expect, Outcome, Question, Response, point};
use crate::text::Text;

/// Wrong numbers before a hint says how far off they are: earlier, a
/// "more" or "less" at every try would let a student bisect to the answer.
pub const TRIES_BEFORE_DISTANCE: u32 = 3;

/// What a right answer at the `attempt`-th try (from 1) is worth, of 1:
/// each earlier wrong try costs a quarter, or, on a yes / no question,
/// everything (its second try has one answer left).
pub fn attempt_weight(expect: &Expect, attempt: u32) -> f64 {
    let cost = match expect {
        Expect::YesNo(_) => 1.0,
        Expect::Node(_) | Expect::Number(_) | Expect::Plan | Expect::Order { .. } => 0.25,
    };
    (1.0 - cost * f64::from(attempt.saturating_sub(1))).max(0.0)
}

/// Why a right answer at the `attempt`-th try scores [`attempt_weight`]:
/// the wrong tries before it, in words ("two earlier tries").
pub fn tries_words(expect: &Expect, attempt: u32) -> Text {
    let earlier = attempt.saturating_sub(1);
    if earlier == 0 {
        return Text::new("exercise-tries-first");
    }
    let count = Text::new("exercise-tries-earlier").arg("n", earlier);
    match expect {
        // Its second try had one answer left.
        Expect::YesNo(_) => Text::new("exercise-tries-yes-no").arg("count", count),
        Expect::Node(_) | Expect::Number(_) | Expect::Plan | Expect::Order { .. } => count,
    }
}

/// How far off a value is, in bands that do not say which way.
#[derive(Clone, Copy)]
enum Band {
    Tenth,
    UnderHalf,
    HalfOrMore,
}

fn band(given: u64, answer: u64) -> Band {
    let off = given.abs_diff(answer) as f64;
    let of = answer.max(1) as f64;
    if off <= of / 10.0 {
        Band::Tenth
    } else if off < of / 2.0 {
        Band::UnderHalf
    } else {
        Band::HalfOrMore
    }
}

/// How far `given` is from `answer`, in words that do not say which way.
fn distance_words(given: u64, answer: u64) -> Text {
    match band(given, answer) {
        Band::Tenth => Text::new("exercise-off-tenth"),
        Band::UnderHalf => Text::new("exercise-off-under-half"),
        Band::HalfOrMore => Text::new("exercise-off-half-or-more"),
    }
}

/// The same against the least value of a map (a node picked).
fn distance_from_least(given: u64, least: u64) -> Text {
    match band(given, least) {
        Band::Tenth => Text::new("exercise-off-tenth-least"),
        Band::UnderHalf => Text::new("exercise-off-under-half-least"),
        Band::HalfOrMore => Text::new("exercise-off-half-or-more-least"),
    }
}

/// Checks `response`, the reader's `attempt`-th (from 1), against `q`. The
/// feedback never names the answer or which way it lies; a number's says
/// how far off it is from the [`TRIES_BEFORE_DISTANCE`]-th try on, and the
/// score is the answer's worth times [`attempt_weight`].
pub fn check(q: &Question, response: &Response, attempt: u32) -> Outcome {
    let weight = attempt_weight(&q.expect, attempt);
    let wrong = |feedback: Text| Outcome {
        success: false,
        score: 0.0,
        feedback: feedback.arg("hint", q.hint.clone()),
        why: None,
    };
    let right = |feedback: Text| Outcome {
        success: true,
        score: weight,
        feedback,
        why: Some(tries_words(&q.expect, attempt)),
    };
    match (&q.expect, response) {
        (Expect::Node(ok), Response::Node(at, value)) => {
            if ok.contains(at) {
                return right(match q.least {
                    Some(l) => Text::new("exercise-right-node-value")
                        .arg("node", point(at))
                        .arg("value", l),
                    None => Text::new("exercise-right-node").arg("node", point(at)),
                });
            }
            // The map's values are hidden: a wrong pick hears how far off
            // its value is only from the third try, in bands, as a number.
            let mut out = wrong(match (value, q.least) {
                (Some(v), Some(l)) if attempt >= TRIES_BEFORE_DISTANCE => {
                    Text::new("exercise-wrong-node-off")
                        .arg("node", point(at))
                        .arg("off", distance_from_least(*v, l))
                }
                _ => Text::new("exercise-wrong-node").arg("node", point(at)),
            });
            if let (Some(v), Some(l)) = (value, q.least) {
                let worth = if *v == 0 { 0.0 } else { l as f64 / *v as f64 };
                out.score = worth * weight;
            }
            out
        }
        (Expect::Number(n), Response::Number(m)) if n == m => {
            right(Text::new("exercise-right-number").arg("n", *n))
        }
        (Expect::Number(n), Response::Number(m)) => {
            if attempt >= TRIES_BEFORE_DISTANCE {
                wrong(
                    Text::new("exercise-wrong-number-off")
                        .arg("given", *m)
                        .arg("off", distance_words(*m, *n)),
                )
            } else {
                wrong(Text::new("exercise-wrong-number").arg("given", *m))
            }
        }
        (Expect::YesNo(b), Response::YesNo(c)) if b == c => right(if *b {
            Text::new("exercise-right-yes")
        } else {
            Text::new("exercise-right-no")
        }),
        (Expect::YesNo(_), Response::YesNo(_)) => wrong(Text::new("exercise-wrong-yes-no")),
        (
            Expect::Node(_)
            | Expect::Number(_)
            | Expect::YesNo(_)
            | Expect::Plan
            | Expect::Order { .. },
            _,
        ) => Outcome {
            success: false,
            score: 0.0,
            feedback: Text::new("exercise-wrong-kind"),
            why: None,
        },
    }
}
