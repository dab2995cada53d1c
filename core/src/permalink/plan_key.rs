//! `plan=`: reading a link's plan needs the JSON reader (feature `json`);
//! a build without it refuses the key with its reason. A reason is a
//! message id (`locales/*/core.ftl`).

use super::Query;
#[cfg(feature = "json")]
use crate::plan::{self, NodeRef, Plan};
use crate::text;

/// The source a schedule plan names, to put on the link.
#[cfg(feature = "json")]
pub(super) type Source = Option<NodeRef>;
#[cfg(not(feature = "json"))]
pub(super) type Source = ();

/// Reads a `plan=` value for the link `q` has parsed so far (`parse`
/// reads the plan's network, `None` where it is refused): the plan's
/// source (for a broadcast), or why the plan cannot be shown (a message id).
#[cfg(feature = "json")]
pub(super) fn read(
    value: &str,
    q: &Query,
    parse: impl Fn(&str) -> Option<Query>,
) -> Result<Source, &'static str> {
    use plan::link::LinkError;
    let text = plan::link::decode(value).map_err(|e| match e {
        LinkError::TooLong { .. } => text::id("link-plan-too-long"),
        LinkError::NotBase64 => text::id("link-plan-not-base64"),
        LinkError::NotDeflate => text::id("link-plan-not-deflate"),
        LinkError::NotText => text::id("link-plan-not-text"),
    })?;
    let read = plan::read(&text).map_err(|_| text::id("link-plan-not-json"))?;
    let (network, source) = match &read {
        Plan::Schedule(s) => (&s.network, s.source.clone()),
        Plan::Ordering(o) => (&o.network, None),
    };
    let theirs = parse(network).ok_or(text::id("link-plan-network-unknown"))?;
    if theirs.network_text() != q.network_text() {
        return Err(text::id("link-plan-other-network"));
    }
    if let Some(node) = &source
        && q.node_index(node).is_none()
    {
        return Err(text::id("link-plan-source-outside"));
    }
    Ok(source)
}

#[cfg(not(feature = "json"))]
pub(super) fn read(
    _: &str,
    _: &Query,
    _: impl Fn(&str) -> Option<Query>,
) -> Result<Source, &'static str> {
    Err(text::id("link-plan-no-reader"))
}

/// Puts a schedule plan's source on the link, as `src=` would.
#[cfg(feature = "json")]
pub(super) fn put_source(q: &mut Query, source: Source) {
    let Some(node) = source else { return };
    let Some(index) = q.node_index(&node) else {
        return;
    };
    match node {
        NodeRef::Address(_) => q.wk_src = crate::wk::WkNode::new(index),
        NodeRef::Coords(_) => q.src = q.grid.coords(crate::grid::NodeId::new(index)),
    }
}

#[cfg(not(feature = "json"))]
pub(super) fn put_source(_: &mut Query, _: Source) {}
