//! Trunk's post-build hook (`Trunk.toml`): moves the inline module script
//! Trunk writes into `index.html` to a file of its own, so the page's
//! Content-Security-Policy (`script-src 'self' 'wasm-unsafe-eval'`) needs
//! no inline script at all; then writes `sw.js`, the service worker that
//! keeps a visited site working offline.

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

/// Gives the worker's files content-hashed names, as Trunk gives the
/// page's: `worker-<hash>.js`, `worker-<hash>_bg.wasm` and
/// `worker_loader-<hash>.js`, which `<meta name="castlab-worker">` in
/// `html` names for the page; and writes `early_worker-<hash>.js`
/// ([`early_worker`]), which `html` runs first. Returns the new `html`;
/// without a worker (`trunk serve` of another page) nothing changes.
fn hash_worker_files(staging: &Path, html: &str) -> Result<String, String> {
    let read = |name: &str| fs::read(staging.join(name));
    let (Ok(script), Ok(wasm), Ok(loader)) = (
        read("worker.js"),
        read("worker_bg.wasm"),
        fs::read_to_string(staging.join("worker_loader.js")),
    ) else {
        return Ok(html.to_string());
    };
    let hash = fnv1a(&[&script[..], &wasm[..]].concat());
    let (js, bg) = (
        format!("worker-{hash:016x}.js"),
        format!("worker-{hash:016x}_bg.wasm"),
    );
    let loader = loader
        .replace("\"./worker.js\"", &format!("\"./{js}\""))
        .replace("\"./worker_bg.wasm\"", &format!("\"./{bg}\""));
    if !loader.contains(&js) || !loader.contains(&bg) {
        return Err(format!(
            "worker_loader.js does not load ./worker.js and ./worker_bg.wasm: {loader}"
        ));
    }
    let loader_name = format!("worker_loader-{:016x}.js", fnv1a(loader.as_bytes()));
    let io = |e: std::io::Error| format!("cannot rename the worker's files: {e}");
    fs::rename(staging.join("worker.js"), staging.join(&js)).map_err(io)?;
    fs::rename(staging.join("worker_bg.wasm"), staging.join(&bg)).map_err(io)?;
    fs::write(staging.join(&loader_name), loader).map_err(io)?;
    fs::remove_file(staging.join("worker_loader.js")).map_err(io)?;
    let early = early_worker(&loader_name);
    let early_name = format!("early_worker-{:016x}.js", fnv1a(early.as_bytes()));
    fs::write(staging.join(&early_name), early).map_err(io)?;
    let head = format!(
        "<meta name=\"castlab-worker\" content=\"./{loader_name}\">\n\
         <script src=\"./{early_name}\"></script>\n</head>"
    );
    Ok(html.replacen("</head>", &head, 1))
}

/// A classic script, so it runs while the page is parsed, before the app's
/// module script: it starts the worker, whose script and wasm then load and
/// compile while the app's do (started by the app, the worker would wait
/// for the app's compile and first render), and keeps the events the
/// worker sends until the app's bridge adopts both (`web/src/bridge.rs`,
/// `castlabEarlyWorker`).
pub fn early_worker(loader: &str) -> String {
    format!(
        "// Written by `cargo xtask post-build`.
'use strict';
try {{
  const early = {{ worker: new Worker('./{loader}'), events: [] }};
  early.worker.onmessage = (event) => early.events.push(event);
  early.worker.onerror = (event) => {{ event.preventDefault(); early.events.push(event); }};
  window.castlabEarlyWorker = early;
  performance.mark('castlab:worker-spawned');
}} catch {{
  // The app starts its worker itself.
}}
"
    )
}

/// Every file under `dir`, as paths relative to it with `/` separators.
fn files_under(dir: &Path) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        let entries =
            fs::read_dir(&at).map_err(|e| format!("cannot list {}: {e}", at.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| e.to_string())?.path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(relative) = path.strip_prefix(dir) {
                let parts: Vec<String> = relative
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                out.push(parts.join("/"));
            }
        }
    }
    out.sort();
    Ok(out)
}

/// The service worker for a site of `files` (with their contents' hash
/// `version`): it stores every file on install. Files with a content hash
/// in their name never change, so they are served from the cache; the
/// others (the page, the favicon, `embed-host.js`) from the network when
/// there is one, else from the cache. Only this site's own scope is
/// touched, so sites under other sub-paths of the origin keep theirs.
pub fn service_worker(files: &[String], version: u64) -> String {
    let list: Vec<String> = core::iter::once("./".to_string())
        .chain(files.iter().map(|f| format!("./{f}")))
        .map(|f| format!("  '{f}',"))
        .collect();
    format!(
        "// castlab's service worker, written by `cargo xtask post-build` (Trunk's
         // post-build hook): the site works offline once visited.
         'use strict';
         const PREFIX = `castlab ${{self.registration.scope}} `;
         const CACHE = `${{PREFIX}}{version:016x}`;
         const FILES = [
{}
];
         // Trunk's content-hashed names: immutable, so the cache answers.
         // Trunk prints the 64-bit hash without leading zeros.
         const HASHED = /-[0-9a-f]{{1,16}}(_bg)?\\.[a-z]+$/;
         
         self.addEventListener('install', (event) => {{
             event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
         }});
         
         self.addEventListener('activate', (event) => {{
             event.waitUntil(
                 caches
                     .keys()
                     .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
                     .then(() => self.clients.claim()),
             );
         }});
         
         self.addEventListener('fetch', (event) => {{
             const request = event.request;
             const url = new URL(request.url);
             if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
             // A permalink is the page with a query string: the page answers it.
             const lookup = () => caches.open(CACHE).then((cache) => cache.match(request, {{ ignoreSearch: request.mode === 'navigate' }}));
             if (HASHED.test(url.pathname)) {{
                 event.respondWith(lookup().then((hit) => hit || fetch(request)));
             }} else {{
                 event.respondWith(fetch(request).catch(() => lookup().then((hit) => hit || Response.error())));
             }}
         }});
",
        list.join("\n")
    )
}

/// Rewrites `$TRUNK_STAGING_DIR/index.html`.
pub fn run() -> Result<(), String> {
    let staging = std::env::var_os("TRUNK_STAGING_DIR")
        .ok_or("post-build runs as Trunk's hook, with TRUNK_STAGING_DIR set")?;
    let index = Path::new(&staging).join("index.html");
    let html =
        fs::read_to_string(&index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    let (html, files) = externalize(&html)?;
    let html = hash_worker_files(Path::new(&staging), &html)?;
    for (name, body) in &files {
        let path = Path::new(&staging).join(name);
        fs::write(&path, body).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    fs::write(&index, html).map_err(|e| format!("cannot write {}: {e}", index.display()))?;
    let staging = Path::new(&staging);
    let site: Vec<String> = files_under(staging)?
        .into_iter()
        .filter(|f| f != "sw.js")
        .collect();
    let mut version = 0u64;
    for file in &site {
        let bytes = fs::read(staging.join(file)).map_err(|e| format!("cannot read {file}: {e}"))?;
        version = fnv1a(&[&version.to_le_bytes()[..], file.as_bytes(), &bytes].concat());
    }
    let worker = staging.join("sw.js");
    fs::write(&worker, service_worker(&site, version))
        .map_err(|e| format!("cannot write {}: {e}", worker.display()))?;
    eprintln!(
        "post-build: {} inline script(s) moved to files; sw.js caches {} files",
        files.len(),
        site.len()
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

    #[test]
    fn the_worker_files_get_hashed_names_and_an_early_start() {
        let staging =
            std::env::temp_dir().join(format!("castlab-post-build-{}", std::process::id()));
        fs::create_dir_all(&staging).unwrap();
        fs::write(staging.join("worker.js"), "wasm_bindgen = 1;").unwrap();
        fs::write(staging.join("worker_bg.wasm"), b"\0asm").unwrap();
        fs::write(
            staging.join("worker_loader.js"),
            "importScripts(\"./worker.js\");wasm_bindgen(\"./worker_bg.wasm\");",
        )
        .unwrap();
        let html = hash_worker_files(&staging, "<head><title>t</title></head>").unwrap();
        let mut files = files_under(&staging).unwrap();
        fs::remove_dir_all(&staging).unwrap();
        files.sort();
        let [early, script, wasm, loader] = &files[..] else {
            panic!("four files expected: {files:?}");
        };
        for (name, prefix) in [
            (early, "early_worker-"),
            (script, "worker-"),
            (loader, "worker_loader-"),
        ] {
            assert!(name.starts_with(prefix) && name.ends_with(".js"), "{name}");
        }
        assert_eq!(wasm.strip_suffix("_bg.wasm"), script.strip_suffix(".js"));
        // The page names the loader and runs the early start before its own
        // scripts, in the head.
        assert_eq!(
            html,
            format!(
                "<head><title>t</title><meta name=\"castlab-worker\" content=\"./{loader}\">\n\
                 <script src=\"./{early}\"></script>\n</head>"
            )
        );
        assert!(early_worker(loader).contains(&format!("new Worker('./{loader}')")));
    }

    #[test]
    fn the_service_worker_lists_every_file_and_names_its_version() {
        let files = vec![
            "index.html".to_string(),
            "app-0123456789abcdef_bg.wasm".to_string(),
        ];
        let sw = service_worker(&files, 0xfeed);
        assert!(
            sw.contains("const CACHE = `${PREFIX}000000000000feed`;"),
            "{sw}"
        );
        assert!(
            sw.contains("  './',\n  './index.html',\n  './app-0123456789abcdef_bg.wasm',\n];"),
            "{sw}"
        );
        // Every brace and backtick is balanced: the format! escapes held.
        assert_eq!(sw.matches('{').count(), sw.matches('}').count());
        assert_eq!(sw.matches('`').count() % 2, 0);
    }
}
