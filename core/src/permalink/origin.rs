//! `origin=`: the host page's origin, stored as a browser writes one, so
//! that it can match `MessageEvent.origin`.

use alloc::string::String;

/// `v` as a browser writes an origin (`event.origin`): scheme and host in
/// lower case, no default port (443 for https, 80 for http), no trailing
/// `/`; `*` as it is. `None` if it is not one: `http://` or `https://`, a
/// host (letters, digits, `.`, `-`, at most 253 characters) and an
/// optional port from 1 to 65535, no path.
pub(super) fn normal_origin(v: &str) -> Option<String> {
    if v == "*" {
        return Some(v.into());
    }
    let lower = v.to_ascii_lowercase();
    let lower = lower.strip_suffix('/').unwrap_or(&lower);
    let (scheme, rest, default_port) = if let Some(rest) = lower.strip_prefix("https://") {
        ("https", rest, 443)
    } else {
        ("http", lower.strip_prefix("http://")?, 80)
    };
    let (host, port) = match rest.rsplit_once(':') {
        Some((h, p)) => (h, Some(p)),
        None => (rest, None),
    };
    let host_ok = !host.is_empty()
        && host.len() <= 253
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    let port = match port {
        None => None,
        Some(p) if p.len() <= 5 && p.parse::<u16>().is_ok_and(|n| n > 0) => p.parse::<u16>().ok(),
        Some(_) => return None,
    };
    if !host_ok {
        return None;
    }
    Some(match port {
        Some(p) if p != default_port => alloc::format!("{scheme}://{host}:{p}"),
        Some(_) | None => alloc::format!("{scheme}://{host}"),
    })
}
