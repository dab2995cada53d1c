//! Checking an answer: the verdict, the feedback that teaches without
//! telling (never the answer, a hidden value or the way it lies), and the
//! score, which falls with the tries before a right answer.

use alloc::format;
use alloc::string::String;

use super::{Expect, Outcome, Question, Response, point};

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
pub fn tries_words(expect: &Expect, attempt: u32) -> String {
    let earlier = attempt.saturating_sub(1);
    let count = match earlier {
        0 => return "right at the first try".into(),
        1 => "one earlier try".into(),
        2 => "two earlier tries".into(),
        3 => "three earlier tries".into(),
        n => format!("{n} earlier tries"),
    };
    match expect {
        // Its second try had one answer left.
        Expect::YesNo(_) => format!("{count}, and a yes or no has only one answer left"),
        Expect::Node(_) | Expect::Number(_) | Expect::Plan | Expect::Order { .. } => count,
    }
}

/// How far `given` is from `answer`, in words that do not say which way.
fn distance_words(given: u64, answer: u64) -> &'static str {
    let off = given.abs_diff(answer) as f64;
    let of = answer.max(1) as f64;
    if off <= of / 10.0 {
        "off by at most a tenth of the answer"
    } else if off < of / 2.0 {
        "off by under half of the answer"
    } else {
        "off by half of the answer or more"
    }
}

/// Checks `response`, the reader's `attempt`-th (from 1), against `q`. The
/// feedback never names the answer or which way it lies; a number's says
/// how far off it is from the [`TRIES_BEFORE_DISTANCE`]-th try on, and the
/// score is the answer's worth times [`attempt_weight`].
pub fn check(q: &Question, response: &Response, attempt: u32) -> Outcome {
    let weight = attempt_weight(&q.expect, attempt);
    let wrong = |why: String| Outcome {
        success: false,
        score: 0.0,
        feedback: format!("Not quite{why} Hint: {}", q.hint),
        why: String::new(),
    };
    let right = |feedback: String| Outcome {
        success: true,
        score: weight,
        feedback,
        why: tries_words(&q.expect, attempt),
    };
    match (&q.expect, response) {
        (Expect::Node(ok), Response::Node(at, value)) => {
            if ok.contains(at) {
                return right(format!(
                    "Right: {} has the least value{}.",
                    point(at),
                    q.least.map_or(String::new(), |l| format!(", {l}"))
                ));
            }
            // The map's values are hidden: a wrong pick hears how far off
            // its value is only from the third try, in bands, as a number.
            let mut out = wrong(match (value, q.least) {
                (Some(v), Some(l)) if attempt >= TRIES_BEFORE_DISTANCE => format!(
                    ": {} is not one of the best; its value is {}.",
                    point(at),
                    distance_words(*v, l).replace("the answer", "the least")
                ),
                _ => format!(": {} is not one of the best.", point(at)),
            });
            if let (Some(v), Some(l)) = (value, q.least) {
                let worth = if *v == 0 { 0.0 } else { l as f64 / *v as f64 };
                out.score = worth * weight;
            }
            out
        }
        (Expect::Number(n), Response::Number(m)) if n == m => right(format!("Right: {n}.")),
        (Expect::Number(n), Response::Number(m)) => {
            if attempt >= TRIES_BEFORE_DISTANCE {
                wrong(format!(": {m} is {}.", distance_words(*m, *n)))
            } else {
                wrong(format!(": {m} is not the answer."))
            }
        }
        (Expect::YesNo(b), Response::YesNo(c)) if b == c => right(format!(
            "Right: {}.",
            if *b {
                "yes, it is contention-free"
            } else {
                "no, some step must share a link"
            }
        )),
        (Expect::YesNo(_), Response::YesNo(_)) => wrong(".".into()),
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
            feedback: "That is not the kind of answer this question takes.".into(),
            why: String::new(),
        },
    }
}
