//! Trunk's post-build hook (`Trunk.toml`): moves the inline module script
//! Trunk writes into `index.html` to a file of its own, so the page's
//! Content-Security-Policy (`script-src 'self' 'wasm-unsafe-eval'`) needs
//! no inline script at all.

use std::fs;
use std::path::Path;

/// FNV-1a, for a content-addressed file name (cache busting, as Trunk's
/// own names do).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// `html` with every inline `<script …>…</script>` replaced by a
/// `<script … src="./start-….js">` and the files to write.
pub fn externalize(html: &str) -> Result<(String, Vec<(String, String)>), String> {
    let mut out = String::with_capacity(html.len());
    let mut files = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find("<script") {
        let tag_end = rest[open..]
            .find('>')
            .map(|i| open + i)
            .ok_or("an unterminated <script> tag")?;
        let tag = &rest[open..tag_end];
        let close = rest[tag_end..]
            .find("</script>")
            .map(|i| tag_end + i)
            .ok_or("a <script> without </script>")?;
        out.push_str(&rest[..open]);
        let body = &rest[tag_end + 1..close];
        if tag.contains(" src=") || body.trim().is_empty() {
            out.push_str(&rest[open..close + "</script>".len()]);
        } else {
            let name = format!("start-{:016x}.js", fnv1a(body.as_bytes()));
            out.push_str(&format!("{tag} src=\"./{name}\"></script>"));
            files.push((name, body.trim().to_string() + "\n"));
        }
        rest = &rest[close + "</script>".len()..];
    }
    out.push_str(rest);
    Ok((out, files))
}

/// Rewrites `$TRUNK_STAGING_DIR/index.html`.
pub fn run() -> Result<(), String> {
    let staging = std::env::var_os("TRUNK_STAGING_DIR")
        .ok_or("post-build runs as Trunk's hook, with TRUNK_STAGING_DIR set")?;
    let index = Path::new(&staging).join("index.html");
    let html =
        fs::read_to_string(&index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    let (html, files) = externalize(&html)?;
    for (name, body) in &files {
        let path = Path::new(&staging).join(name);
        fs::write(&path, body).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    fs::write(&index, html).map_err(|e| format!("cannot write {}: {e}", index.display()))?;
    eprintln!(
        "post-build: {} inline script(s) moved to files",
        files.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_scripts_move_to_files_and_others_stay() {
        let html = "<head><script type=\"module\">\nimport init from './a.js';\nawait init();\n</script>\
                    <script src=\"./b.js\"></script></head>";
        let (out, files) = externalize(html).unwrap();
        assert_eq!(files.len(), 1);
        let (name, body) = &files[0];
        assert_eq!(body, "import init from './a.js';\nawait init();\n");
        assert_eq!(
            out,
            format!(
                "<head><script type=\"module\" src=\"./{name}\"></script><script src=\"./b.js\"></script></head>"
            )
        );
        // The same script, the same name; another script, another name.
        assert_eq!(externalize(html).unwrap().1[0].0, *name);
        let other = html.replace("a.js", "c.js");
        assert_ne!(externalize(&other).unwrap().1[0].0, *name);
        assert!(externalize("<script>x").is_err());
    }
}
