//! What more than one of the CLI's test binaries needs.

use std::path::Path;
use std::process::Command;
use std::thread::JoinHandle;

/// Makes `fifo` a named pipe that never ends: a thread writes spaces into
/// it until the reader closes its end (join it after the command ran).
pub fn endless_fifo(fifo: &Path) -> JoinHandle<()> {
    let made = Command::new("mkfifo").arg(fifo).status().unwrap();
    assert!(made.success());
    let fifo = fifo.to_path_buf();
    std::thread::spawn(move || {
        use std::io::Write;
        let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&fifo) else {
            return;
        };
        let block = vec![b' '; 1 << 16];
        // Stops when castlab closes its end.
        while f.write_all(&block).is_ok() {}
    })
}
