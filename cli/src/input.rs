//! Files `castlab` reads, bounded: a file over [`FILE_BYTES`], a device or
//! an endless stream is refused with the limit named, never read forever.

use std::ffi::OsStr;
use std::fs::File;
use std::io::Read;

use castlab_l10n::Arg;

use crate::Failure;
use crate::words::tr_args;

/// The most bytes read from one file. An ordering of the largest orderly
/// network (2^18 vertices of a 6-D torus, 12 neighbours each) is about
/// 22 MB as compact JSON; this leaves room for indentation.
pub(crate) const FILE_BYTES: u64 = 64 << 20;

/// The text of the file at `path`, which holds `what` (for messages): a
/// regular file of at most [`FILE_BYTES`], or a pipe that ends within them.
pub(crate) fn read_bounded(path: &OsStr, what: &str) -> Result<String, Failure> {
    let shown = path.to_string_lossy();
    let limit = FILE_BYTES.to_string();
    // Every refusal names what the file holds and the file.
    let with = |more: &[(&'static str, String)]| -> Vec<(&'static str, Arg)> {
        let mut args: Vec<(&str, Arg)> =
            vec![("what", what.into()), ("file", shown.as_ref().into())];
        args.extend(more.iter().map(|(k, v)| (*k, v.as_str().into())));
        args
    };
    let error = |e: std::io::Error| [("error", e.to_string())];
    let file = File::open(path)
        .map_err(|e| Failure::Runtime(tr_args("cli-file-unreadable", &with(&error(e)))))?;
    let kind = file
        .metadata()
        .map_err(|e| Failure::Runtime(tr_args("cli-file-no-metadata", &with(&error(e)))))?;
    let limited = [("limit", limit.clone())];
    if kind.is_dir() {
        return Err(Failure::Runtime(tr_args("cli-file-folder", &with(&[]))));
    }
    if kind.is_file() {
        if kind.len() > FILE_BYTES {
            let sizes = [("bytes", kind.len().to_string()), ("limit", limit)];
            return Err(Failure::Runtime(tr_args("cli-file-too-big", &with(&sizes))));
        }
    } else if !is_pipe(&kind) {
        return Err(Failure::Runtime(tr_args(
            "cli-file-special",
            &with(&limited),
        )));
    }
    let mut bytes = Vec::new();
    file.take(FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::Runtime(tr_args("cli-file-read-failed", &with(&error(e)))))?;
    if bytes.len() as u64 > FILE_BYTES {
        return Err(Failure::Runtime(tr_args(
            "cli-file-endless",
            &with(&limited),
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        let error = [("error", e.to_string())];
        Failure::Runtime(tr_args("cli-file-not-utf8", &with(&error)))
    })
}

#[cfg(unix)]
fn is_pipe(kind: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt;
    kind.file_type().is_fifo()
}

#[cfg(not(unix))]
fn is_pipe(_: &std::fs::Metadata) -> bool {
    false
}
