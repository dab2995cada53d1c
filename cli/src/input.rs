//! Files `castlab` reads, bounded: a file over [`FILE_BYTES`], a device or
//! an endless stream is refused with the limit named, never read forever.

use std::ffi::OsStr;
use std::fs::File;
use std::io::Read;

use crate::Failure;

/// The most bytes read from one file. An ordering of the largest orderly
/// network (2^18 vertices of a 6-D torus, 12 neighbours each) is about
/// 22 MB as compact JSON; this leaves room for indentation.
pub(crate) const FILE_BYTES: u64 = 64 << 20;

/// The text of the file at `path`, which holds `what` (for messages): a
/// regular file of at most [`FILE_BYTES`], or a pipe that ends within them.
pub(crate) fn read_bounded(path: &OsStr, what: &str) -> Result<String, Failure> {
    let shown = path.to_string_lossy();
    let refuse = |why: String| Failure::Runtime(format!("{what} {shown}: {why}"));
    let file = File::open(path)
        .map_err(|e| Failure::Runtime(format!("cannot read {what} {shown}: {e}")))?;
    let kind = file
        .metadata()
        .map_err(|e| refuse(format!("cannot read its metadata: {e}")))?;
    let limit = format!("the limit is {FILE_BYTES} bytes (64 MiB)");
    if kind.is_dir() {
        return Err(refuse("is a folder, not a file".into()));
    }
    if kind.is_file() {
        if kind.len() > FILE_BYTES {
            return Err(refuse(format!("has {} bytes; {limit}", kind.len())));
        }
    } else if !is_pipe(&kind) {
        return Err(refuse(format!(
            "is a device or another special file, not a regular file or a pipe ({limit})"
        )));
    }
    let mut bytes = Vec::new();
    file.take(FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| refuse(format!("cannot read it: {e}")))?;
    if bytes.len() as u64 > FILE_BYTES {
        return Err(refuse(format!("goes on past {FILE_BYTES} bytes; {limit}")));
    }
    String::from_utf8(bytes).map_err(|e| refuse(format!("is not UTF-8 text: {e}")))
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
