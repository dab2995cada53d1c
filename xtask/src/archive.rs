//! `cargo xtask dist --archive`: the built site as `castlab-site-<version>.zip`
//! and `.tar.gz`, one folder `castlab-site-<version>/` inside each, and a
//! `SHA256SUMS` file in `sha256sum`'s format, so a course author can host
//! castlab without Rust: unpack it into any web folder.
//!
//! The archives are reproducible: files in name order, every timestamp the
//! zip format's earliest (1980-01-01; tar: the same instant), modes 0644 and
//! 0755, no owner names.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use flate2::Compression;
use flate2::write::GzEncoder;
use sha2::{Digest, Sha256};
use zip::write::SimpleFileOptions;

/// 1980-01-01T00:00:00Z, the earliest time a zip entry can carry.
const EPOCH_1980: u64 = 315_532_800;

/// The site's folder name inside the archives.
pub fn folder(version: &str) -> String {
    format!("castlab-site-{version}")
}

/// Every file under `dir`, as paths relative to it with `/` separators, in
/// name order.
fn files(dir: &Path) -> Result<Vec<String>, String> {
    fn walk(root: &Path, at: &Path, out: &mut Vec<String>) -> Result<(), String> {
        let mut entries: Vec<_> = std::fs::read_dir(at)
            .map_err(|e| format!("cannot list {}: {e}", at.display()))?
            .filter_map(Result::ok)
            .collect();
        entries.sort_by_key(std::fs::DirEntry::file_name);
        for entry in entries {
            let path = entry.path();
            if path.is_dir() {
                walk(root, &path, out)?;
            } else {
                let relative = path.strip_prefix(root).expect("under the root");
                let parts: Vec<String> = relative
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                out.push(parts.join("/"));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out)?;
    Ok(out)
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Writes `<folder>.tar.gz`, `<folder>.zip` and `SHA256SUMS` for the site in
/// `dist` into `out`; returns the three paths.
pub fn write(dist: &Path, out: &Path, version: &str) -> Result<Vec<PathBuf>, String> {
    let names = files(dist)?;
    if !names.iter().any(|n| n == "index.html") {
        return Err(format!(
            "{} has no index.html: build the site first",
            dist.display()
        ));
    }
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let top = folder(version);
    let tgz = out.join(format!("{top}.tar.gz"));
    let zip = out.join(format!("{top}.zip"));
    write_tar_gz(dist, &names, &top, &tgz)?;
    write_zip(dist, &names, &top, &zip)?;
    let mut sums = String::new();
    for path in [&zip, &tgz] {
        let digest = Sha256::digest(read(path)?);
        let name = path.file_name().expect("a file").to_string_lossy();
        sums.push_str(&format!("{}  {name}\n", hex(&digest)));
    }
    let sums_path = out.join("SHA256SUMS");
    std::fs::write(&sums_path, sums)
        .map_err(|e| format!("cannot write {}: {e}", sums_path.display()))?;
    Ok(vec![zip, tgz, sums_path])
}

/// Appends `file`'s SHA-256 line to the `sums` file.
pub fn add_sum(sums: &Path, file: &Path) -> Result<(), String> {
    let digest = Sha256::digest(read(file)?);
    let name = file.file_name().expect("a file").to_string_lossy();
    let mut text = std::fs::read_to_string(sums)
        .map_err(|e| format!("cannot read {}: {e}", sums.display()))?;
    text.push_str(&format!("{}  {name}\n", hex(&digest)));
    std::fs::write(sums, text).map_err(|e| format!("cannot write {}: {e}", sums.display()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn write_tar_gz(dist: &Path, names: &[String], top: &str, to: &Path) -> Result<(), String> {
    let file = File::create(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    let mut tar = tar::Builder::new(GzEncoder::new(file, Compression::best()));
    tar.mode(tar::HeaderMode::Deterministic);
    for name in names {
        let bytes = read(&dist.join(name))?;
        let mut header = tar::Header::new_gnu();
        header.set_size(bytes.len() as u64);
        header.set_mode(0o644);
        header.set_mtime(EPOCH_1980);
        header.set_entry_type(tar::EntryType::Regular);
        tar.append_data(&mut header, format!("{top}/{name}"), bytes.as_slice())
            .map_err(|e| format!("cannot add {name} to {}: {e}", to.display()))?;
    }
    let gz = tar
        .into_inner()
        .map_err(|e| format!("cannot finish {}: {e}", to.display()))?;
    gz.finish()
        .and_then(|mut f| f.flush())
        .map_err(|e| format!("cannot finish {}: {e}", to.display()))
}

fn write_zip(dist: &Path, names: &[String], top: &str, to: &Path) -> Result<(), String> {
    let file = File::create(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    let mut zip = zip::ZipWriter::new(file);
    // The default time is 1980-01-01: reproducible.
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .unix_permissions(0o644);
    for name in names {
        let bytes = read(&dist.join(name))?;
        zip.start_file(format!("{top}/{name}"), options)
            .and_then(|()| zip.write_all(&bytes).map_err(Into::into))
            .map_err(|e| format!("cannot add {name} to {}: {e}", to.display()))?;
    }
    zip.finish()
        .map_err(|e| format!("cannot finish {}: {e}", to.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    /// The files of a `.tar.gz` written by [`write`], by name.
    fn read_tar_gz(path: &Path) -> Result<Vec<(String, Vec<u8>)>, String> {
        let file = File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        let mut tar = tar::Archive::new(flate2::read::GzDecoder::new(file));
        let mut out = Vec::new();
        for entry in tar.entries().map_err(|e| e.to_string())? {
            let mut entry = entry.map_err(|e| e.to_string())?;
            let name = entry
                .path()
                .map_err(|e| e.to_string())?
                .to_string_lossy()
                .into_owned();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).map_err(|e| e.to_string())?;
            out.push((name, bytes));
        }
        Ok(out)
    }

    /// A site of three files, one in a folder.
    fn site(dir: &Path) {
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(
            dir.join("index.html"),
            "<!doctype html><title>castlab</title>",
        )
        .unwrap();
        std::fs::write(dir.join("app.wasm"), [0u8, 97, 115, 109, 1, 0, 0, 0]).unwrap();
        std::fs::write(dir.join("assets/icon.svg"), "<svg/>").unwrap();
    }

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("castlab-archive-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn both_archives_hold_the_site_and_the_sums_verify() {
        let root = scratch("both");
        let (dist, out) = (root.join("dist"), root.join("out"));
        site(&dist);
        let written = write(&dist, &out, "9.8.7").unwrap();
        assert_eq!(written.len(), 3);
        let want: Vec<(String, Vec<u8>)> = ["app.wasm", "assets/icon.svg", "index.html"]
            .iter()
            .map(|n| {
                (
                    format!("castlab-site-9.8.7/{n}"),
                    std::fs::read(dist.join(n)).unwrap(),
                )
            })
            .collect();
        assert_eq!(
            read_tar_gz(&out.join("castlab-site-9.8.7.tar.gz")).unwrap(),
            want
        );
        let mut zip =
            zip::ZipArchive::new(File::open(out.join("castlab-site-9.8.7.zip")).unwrap()).unwrap();
        let mut from_zip = Vec::new();
        for i in 0..zip.len() {
            let mut f = zip.by_index(i).unwrap();
            let mut bytes = Vec::new();
            f.read_to_end(&mut bytes).unwrap();
            from_zip.push((f.name().to_string(), bytes));
        }
        assert_eq!(from_zip, want);
        // SHA256SUMS in sha256sum's format, checked with a digest computed
        // here and with the known digest of the empty input.
        let sums = std::fs::read_to_string(out.join("SHA256SUMS")).unwrap();
        for line in sums.lines() {
            let (digest, name) = line.split_once("  ").unwrap();
            let bytes = std::fs::read(out.join(name)).unwrap();
            assert_eq!(digest, hex(&Sha256::digest(&bytes)));
        }
        assert_eq!(
            hex(&Sha256::digest(b"")),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        // Reproducible: the same bytes again.
        let first = std::fs::read(out.join("castlab-site-9.8.7.zip")).unwrap();
        let tar_first = std::fs::read(out.join("castlab-site-9.8.7.tar.gz")).unwrap();
        write(&dist, &out, "9.8.7").unwrap();
        assert_eq!(
            std::fs::read(out.join("castlab-site-9.8.7.zip")).unwrap(),
            first
        );
        assert_eq!(
            std::fs::read(out.join("castlab-site-9.8.7.tar.gz")).unwrap(),
            tar_first
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_folder_without_a_site_is_refused() {
        let root = scratch("empty");
        std::fs::create_dir_all(root.join("dist")).unwrap();
        let err = write(&root.join("dist"), &root.join("out"), "1").unwrap_err();
        assert!(err.contains("no index.html"), "{err}");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
