//! The examples gallery: configurations worth a first look, grouped by
//! paper and network, each with what to notice and the numbers it shows.
//! `castlab examples` prints them, the page offers them on a first visit,
//! and a test evaluates every one and checks every promised value (most
//! of them printed in the papers themselves).

/// One configuration of the gallery. Its words are message ids of
/// `locales/*/gallery.ftl` ([`Example::title`], [`Example::note`],
/// [`Example::shows`]): the front ends word them in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// A stable name, e.g. `tcd-eye-8x8`.
    pub id: &'static str,
    /// The paper it comes from (castlab's number, see [`crate::papers`]).
    pub paper: &'static str,
    /// The title's message id.
    title: &'static str,
    /// The message id of what to notice, in a sentence or two.
    note: &'static str,
    /// The configuration.
    pub permalink: &'static str,
    /// The message id of what the number shown first is, e.g. "TCD".
    shows: &'static str,
    /// `castlab eval` keys (dots reach into objects, numbers into arrays)
    /// and the JSON values the example promises; the first is the number
    /// the gallery shows. For a sweep (a link with ranges), `row/column`
    /// of `castlab sweep --json`.
    pub expect: &'static [(&'static str, &'static str)],
}

impl Example {
    /// The title.
    pub fn title(&self) -> Text {
        Text::new(self.title)
    }

    /// What to notice, in a sentence or two.
    pub fn note(&self) -> Text {
        Text::new(self.note)
    }

    /// What the number shown first is, e.g. "TCD".
    pub fn shows(&self) -> Text {
        Text::new(self.shows)
    }

    /// Whether this is an exercise (`ask=`): its promised values are the
    /// question's answers.
    pub fn is_exercise(&self) -> bool {
        crate::permalink::parse(self.permalink)
            .query
            .show
            .ask
            .is_some()
    }

    /// The value its card shows beside [`Example::shows`]: the first one it
    /// promises (a JSON value, quotes and a float's `.0` dropped), and
    /// none on an exercise's card, which would give its answer away.
    pub fn headline(&self) -> Option<&'static str> {
        if self.is_exercise() {
            return None;
        }
        let value = self.expect.first()?.1.trim_matches('"');
        Some(value.strip_suffix(".0").unwrap_or(value))
    }
}

use crate::text::{self, Text};

mod families;
mod mesh;
mod msn;
mod orderly;
mod wk;

/// Each paper's examples, in the papers' reading order: meshes (000,
/// 002), WK-recursive networks (001), orderly broadcasting (003),
/// Manhattan Street networks (004).
const BY_PAPER: &[&[Example]] = &[
    mesh::EXAMPLES,
    wk::EXAMPLES,
    orderly::EXAMPLES,
    msn::EXAMPLES,
    families::EXAMPLES,
];

/// Every example, grouped by paper in reading order.
pub const EXAMPLES: &[Example] = &joined::<{ total(BY_PAPER) }>(BY_PAPER);

/// How many examples `parts` hold together.
const fn total(parts: &[&[Example]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// `parts` one after another, as one array (a constant, so `EXAMPLES`
/// stays a slice).
const fn joined<const N: usize>(parts: &[&[Example]]) -> [Example; N] {
    let mut out = [parts[0][0]; N];
    let (mut part, mut at, mut i) = (0, 0, 0);
    while i < N {
        while at == parts[part].len() {
            (part, at) = (part + 1, 0);
        }
        out[i] = parts[part][at];
        (at, i) = (at + 1, i + 1);
    }
    out
}

/// The example with this id.
pub fn example(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}

/// A first path through the gallery, in order, with why each comes next
/// (a message id; [`start_why`]): an eye, a schedule that beats the paper,
/// the WK figure, orderly broadcasting, the Manhattan Street network's
/// total exchange. One per idea, each building on the one before.
pub const START_HERE: [(&str, &str); 5] = [
    ("tcd-eye-8x8", text::id("gallery-why-tcd-eye-8x8")),
    (
        "tcd-recursive-beats-paper",
        text::id("gallery-why-tcd-recursive-beats-paper"),
    ),
    ("wk-figure-3", text::id("gallery-why-wk-figure-3")),
    ("orderly-9x13", text::id("gallery-why-orderly-9x13")),
    (
        "msn-total-exchange",
        text::id("gallery-why-msn-total-exchange"),
    ),
];

/// Why the example `id` comes where it does on the Start here path, if it
/// is on it.
pub fn start_why(id: &str) -> Option<Text> {
    START_HERE
        .iter()
        .find(|(s, _)| *s == id)
        .map(|(_, why)| Text::new(why))
}

/// Where `id` stands on the Start here path (1 for the first), if it is on it.
pub fn start_place(id: &str) -> Option<usize> {
    START_HERE.iter().position(|(s, _)| *s == id).map(|k| k + 1)
}

/// The example after `id` on the Start here path: what its card's "next"
/// link opens (`None` for the last, or off the path).
pub fn start_next(id: &str) -> Option<&'static Example> {
    let k = start_place(id)?;
    START_HERE.get(k).and_then(|(next, _)| example(next))
}

/// The example whose link this is, if any.
pub fn example_of_link(permalink: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.permalink == permalink)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::parse;

    /// Each locale's gallery messages, by id (the resources keep each
    /// message on one line; the core has no Fluent to read them).
    fn messages() -> Vec<(&'static str, Vec<(&'static str, &'static str)>)> {
        let resources = [
            ("en", include_str!("../../locales/en/gallery.ftl")),
            ("de", include_str!("../../locales/de/gallery.ftl")),
            ("es", include_str!("../../locales/es/gallery.ftl")),
            ("zh-Hans", include_str!("../../locales/zh-Hans/gallery.ftl")),
        ];
        resources
            .into_iter()
            .map(|(locale, text)| {
                let pairs = text
                    .lines()
                    .filter(|l| l.starts_with("gallery-"))
                    .filter_map(|l| l.split_once(" = "))
                    .collect();
                (locale, pairs)
            })
            .collect()
    }

    /// The message `id` of one locale's resource ("" if it has none).
    fn message(pairs: &[(&'static str, &'static str)], id: &str) -> &'static str {
        pairs.iter().find(|(i, _)| *i == id).map_or("", |(_, v)| *v)
    }

    /// The numbers written in `text`, as the card shows them.
    fn numbers(text: &str) -> Vec<u64> {
        text.split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse().ok())
            .collect()
    }

    /// An exercise's card (its title, note and number) shows none of the
    /// values it promises and not the question's answer, as `castlab eval`
    /// of its link computes it: a number, or the coordinates of a node to
    /// click, in any locale. Only the numbers the question itself names
    /// (its prompt's and its link's: nodes and the network's size) may
    /// appear.
    #[test]
    fn exercise_cards_promise_no_answer() {
        use crate::eval::{Exercise, evaluate};
        use crate::exercise::Expect;
        let mut exercises = 0;
        let locales = messages();
        for e in EXAMPLES.iter().filter(|e| e.is_exercise()) {
            exercises += 1;
            assert_eq!(e.headline(), None, "{}", e.id);
            let Some(Exercise::Asked(q)) = evaluate(e.permalink).exercise else {
                panic!("{}: no question", e.id);
            };
            // The question's own numbers: its prompt's (its arguments) and
            // its link's (the network's size, the nodes it names).
            let prompt = format!("{:?}", q.prompt);
            let named = [numbers(&prompt), numbers(e.permalink)].concat();
            let mut answers: Vec<u64> = e
                .expect
                .iter()
                .filter_map(|(_, v)| v.trim_end_matches(".0").parse().ok())
                .collect();
            let mut nodes: &[Vec<u32>] = &[];
            match &q.expect {
                Expect::Number(n) => answers.push(*n),
                Expect::Node(expected) => nodes = expected,
                Expect::YesNo(_) | Expect::Plan | Expect::Order { .. } => {}
            }
            for (locale, pairs) in &locales {
                let card = format!("{} {}", message(pairs, e.title), message(pairs, e.note));
                for node in nodes {
                    let written = crate::exercise::point(node);
                    assert!(!card.contains(&written), "{}, {locale}: {written}", e.id);
                }
                for n in numbers(&card).into_iter().filter(|n| !named.contains(n)) {
                    assert!(
                        !answers.contains(&n),
                        "{}'s card shows {n} in {locale}: {card}",
                        e.id
                    );
                }
            }
        }
        assert!(exercises >= 4, "{exercises} exercises");
    }

    #[test]
    fn every_example_is_a_clean_link_of_a_known_paper() {
        assert!(EXAMPLES.len() >= 24);
        let locales = messages();
        for e in EXAMPLES {
            assert!(crate::papers::paper(e.paper).is_some(), "{}", e.id);
            assert!(!e.expect.is_empty(), "{}", e.id);
            // Its words, in every locale.
            for (locale, pairs) in &locales {
                for id in [e.title, e.note, e.shows] {
                    assert!(!message(pairs, id).is_empty(), "{}: {id} in {locale}", e.id);
                }
            }
            if e.permalink.contains("..") {
                // A sweep: its rows are checked by the CLI's examples test.
                #[cfg(feature = "json")]
                {
                    let plan = crate::sweep::plan(e.permalink, crate::sweep::MAX_WORK);
                    assert_eq!(
                        plan.map(|p| p.permalink).as_deref(),
                        Ok(e.permalink),
                        "{}",
                        e.id
                    );
                }
                continue;
            }
            let parsed = parse(e.permalink);
            // Without `json` a build reads no plans: a plan's example is
            // checked where it does (`cargo test --workspace`).
            if cfg!(not(feature = "json")) && e.permalink.contains("plan=") {
                continue;
            }
            assert_eq!(parsed.errors, [], "{}", e.id);
            assert_eq!(
                parsed.query.to_permalink(),
                e.permalink,
                "{}: canonical",
                e.id
            );
            assert_eq!(EXAMPLES.iter().filter(|o| o.id == e.id).count(), 1);
        }
        // The first path is five distinct examples over every network.
        let path: Vec<&Example> = START_HERE
            .iter()
            .map(|(id, _)| example(id).expect("a START_HERE id is an example"))
            .collect();
        for (k, e) in path.iter().enumerate() {
            assert!(path[..k].iter().all(|o| o.id != e.id), "{} twice", e.id);
        }
        // The papers' networks: the protocol's families come after them.
        let papers = crate::permalink::Net::ALL
            .iter()
            .filter(|n| n.graph().is_none());
        for net in papers.clone() {
            assert!(
                path.iter().any(|e| parse(e.permalink).query.net == *net),
                "{net}"
            );
        }
        // Every paper's network is covered by the exercises too.
        for net in papers {
            assert!(
                EXAMPLES
                    .iter()
                    .any(|e| e.is_exercise() && parse(e.permalink).query.net == *net),
                "an exercise on {net}"
            );
        }
        // The "next" links chain the path in order, from the first to the
        // last, which has none; an example off the path has none either.
        let mut at = START_HERE[0].0;
        let mut visited = vec![at];
        while let Some(next) = start_next(at) {
            assert!(!visited.contains(&next.id), "the path loops at {}", next.id);
            at = next.id;
            visited.push(at);
        }
        let ids: Vec<&str> = START_HERE.iter().map(|(id, _)| *id).collect();
        assert_eq!(visited, ids);
        assert_eq!(start_place(ids[4]), Some(5));
        let off = EXAMPLES.iter().find(|e| !ids.contains(&e.id)).unwrap();
        assert_eq!((start_place(off.id), start_next(off.id)), (None, None));
        // Every network is covered, each protocol family twice.
        for net in crate::permalink::Net::ALL {
            let on = EXAMPLES
                .iter()
                .filter(|e| parse(e.permalink).query.net == *net)
                .count();
            let least = if net.graph().is_some() { 2 } else { 1 };
            assert!(on >= least, "{net}: {on} examples");
        }
    }
}
