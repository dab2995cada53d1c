//! `plan=`: reading a link's plan needs the JSON reader (feature `json`);
//! a build without it refuses the key with its reason.

use super::Query;
#[cfg(feature = "json")]
use crate::plan::{self, NodeRef, Plan};

/// The source a schedule plan names, to put on the link.
#[cfg(feature = "json")]
pub(super) type Source = Option<NodeRef>;
#[cfg(not(feature = "json"))]
pub(super) type Source = ();

/// Reads a `plan=` value for the link `q` has parsed so far (`parse`
/// reads the plan's network, `None` where it is refused): the plan's
/// source (for a broadcast), or why the plan cannot be shown.
#[cfg(feature = "json")]
pub(super) fn read(
    value: &str,
    q: &Query,
    parse: impl Fn(&str) -> Option<Query>,
) -> Result<Source, &'static str> {
    use plan::link::LinkError;
    let text = plan::link::decode(value).map_err(|e| match e {
        LinkError::TooLong { .. } => {
            "longer than the limit of 8192 characters; share a plan this big as a file"
        }
        LinkError::NotBase64 => "not base64url (A-Z, a-z, 0-9, '-', '_')",
        LinkError::NotDeflate => "not a compressed plan (at most 1 MiB inflated)",
        LinkError::NotText => "it inflates to bytes that are not text",
    })?;
    let read = plan::read(&text)
        .map_err(|_| "its JSON is not a castlab plan (castlab check names the fault)")?;
    let (network, source) = match &read {
        Plan::Schedule(s) => (&s.network, s.source.clone()),
        Plan::Ordering(o) => (&o.network, None),
    };
    let theirs = parse(network).ok_or("its network is not one castlab checks plans on")?;
    if theirs.network_text() != q.network_text() {
        return Err("it is for another network than this link's (net, dims, w, l or view)");
    }
    if let Some(node) = &source
        && q.node_index(node).is_none()
    {
        return Err("its source is not a node of the network");
    }
    Ok(source)
}

#[cfg(not(feature = "json"))]
pub(super) fn read(
    _: &str,
    _: &Query,
    _: impl Fn(&str) -> Option<Query>,
) -> Result<Source, &'static str> {
    Err("this build reads no plans")
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
