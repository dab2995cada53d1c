//! The question as an activity: the link that names it and nothing else,
//! so an answer's record (the xAPI statement's `object.id`, the count of
//! tries a reload keeps) is the same however the page shows it.

use alloc::string::String;

use crate::grid::{Coords, MAX_DIMS};
use crate::permalink::{Ask, Presentation, Query, View};
use crate::wk::WkNode;

/// `query` reduced to what its question depends on: the network, the view,
/// the algorithm, `ask` and `seed`, and the node the question is about
/// (the source, a route's two ends); never the step shown, the picture, the
/// theme, the narration, the language (`locale=`: one question, one
/// activity, in every language) or what makes it an embed. A `least` question, and
/// an ordering's `build`, are about every node: clicking one moves the
/// source, so the source is left out.
pub fn activity_link(query: &Query) -> String {
    let mut q = shareable(query).full_app();
    q.step = None;
    q.outline = false;
    q.compare = None;
    q.locale = None;
    q.show = Presentation {
        ask: query.show.ask,
        ..Presentation::default()
    };
    q.to_permalink()
}

/// `query` as a link to hand out (copied, shared, opened in a new tab):
/// a question about every node (`least`, an ordering's `build`) with its
/// source back at the first node, for a right answer's click moved it
/// onto a best one, and a link that opens there would show the answer.
pub fn shareable(query: &Query) -> Query {
    let every_node = matches!(
        (query.show.ask, query.view),
        (Some(Ask::Least), _) | (Some(Ask::Build), View::Orderly)
    );
    let mut q = query.clone();
    if every_node {
        let dims = q.grid.dims().min(MAX_DIMS);
        q.src = Coords::new(&[0; MAX_DIMS][..dims]).unwrap_or(q.src);
        q.wk_src = WkNode::default();
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::parse;

    /// The same question however it is shown gets one link; another
    /// subject, seed or question gets another. Each expected link is
    /// written out from the grammar (docs/permalinks.md).
    #[test]
    fn one_question_one_link() {
        let shown = [
            "v=1&dims=4x4&src=1,2&ask=hops",
            "v=1&dims=4x4&src=1,2&ask=hops&embed=1&origin=https://a.edu&step=3&theme=dark&trace=1",
            "v=1&dims=4x4&src=1,2&ask=hops&show=map&speed=2&autoplay=1&controls=0&panel=none&embed=1",
            "v=1&dims=4x4&src=1,2&ask=hops&locale=de",
            "v=1&dims=4x4&src=1,2&ask=hops&locale=zh-Hans&embed=1",
        ];
        for link in shown {
            assert_eq!(
                activity_link(&parse(link).query),
                "v=1&dims=4x4&src=1,2&ask=hops",
                "{link}"
            );
        }
        // `least` is about every source: a click moves the source, not the question.
        for src in ["0,0", "3,3"] {
            let q = parse(&format!("v=1&dims=8x8&src={src}&ask=least&seed=5")).query;
            assert_eq!(activity_link(&q), "v=1&seed=5&ask=least");
        }
        let wk = parse("v=1&net=wk&w=3&l=3&view=orderly&src=012&ask=build&seed=2").query;
        assert_eq!(
            activity_link(&wk),
            "v=1&net=wk&w=3&l=3&view=orderly&seed=2&ask=build"
        );
        let route = parse("v=1&net=msn&dims=8x6&src=1,0&dst=5,3&ask=hops&embed=1").query;
        assert_eq!(
            activity_link(&route),
            "v=1&net=msn&dims=8x6&src=1,0&dst=5,3&ask=hops"
        );
        // Handed out, a `least` link keeps everything but the source a
        // click moved: the link as written without `src=` (the first node).
        let answered = parse("v=1&dims=8x8&src=2,5&ask=least&seed=5&step=2&trace=1").query;
        assert_eq!(
            shareable(&answered).to_permalink(),
            "v=1&step=2&seed=5&trace=1&ask=least"
        );
        let hops = parse("v=1&dims=4x4&src=1,2&ask=hops").query;
        assert_eq!(shareable(&hops), hops);
        // Another seed is another question.
        let other = parse("v=1&dims=4x4&src=1,2&ask=hops&seed=9").query;
        assert_ne!(activity_link(&other), shown[0]);
    }
}
