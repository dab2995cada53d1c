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

/// Writes the worker's loader, `worker_loader-<hash>.js`, which
/// `<meta name="castlab-worker">` in `html` names for the page, and
/// `early_worker-<hash>.js` ([`early_worker`]), which `html` runs first.
/// The worker runs the app's own wasm: one module, downloaded and compiled
/// once by the page, whose `main` serves as the worker where there is no
/// window (`web/src/bin/app.rs`). Returns the new `html`; without the
/// app's glue (`trunk serve` of another page) nothing changes.
fn write_worker_files(
    staging: &Path,
    html: &str,
    locales: &[(String, String)],
) -> Result<String, String> {
    let glue: Vec<String> = files_under(staging)?
        .into_iter()
        .filter(|f| f.starts_with("app-") && f.ends_with(".js") && !f.contains('/'))
        .collect();
    let [glue] = &glue[..] else {
        return Ok(html.to_string());
    };
    let loader = worker_loader(glue);
    let loader_name = format!("worker_loader-{:016x}.js", fnv1a(loader.as_bytes()));
    let io = |e: std::io::Error| format!("cannot write the worker's loader: {e}");
    fs::write(staging.join(&loader_name), loader).map_err(io)?;
    let early = early_worker(&loader_name) + &early_words(locales);
    let early_name = format!("early_worker-{:016x}.js", fnv1a(early.as_bytes()));
    fs::write(staging.join(&early_name), early).map_err(io)?;
    let head = format!(
        "<meta name=\"castlab-worker\" content=\"./{loader_name}\">\n\
         <script src=\"./{early_name}\"></script>\n</head>"
    );
    Ok(html.replacen("</head>", &head, 1))
}

/// A module worker that imports the app's wasm-bindgen `glue` and waits
/// for whoever started it to send the app's compiled module
/// (`{ castlabModule }`, `web/src/spawn.rs`), so the worker costs no second
/// download and no second compile. Messages that come before the module
/// is running are kept and replayed to the handler the worker then sets.
pub fn worker_loader(glue: &str) -> String {
    format!(
        "// Written by `cargo xtask post-build`.
import init from './{glue}';
const early = [];
self.onmessage = async (event) => {{
  const module = event.data && event.data.castlabModule;
  if (!module) {{ early.push(event.data); return; }}
  // The page's words, so the worker words the JSON it writes alike.
  self.castlabWords = event.data.castlabWords;
  self.onmessage = (later) => early.push(later.data);
  try {{
    await init({{ module_or_path: module }});
  }} catch (error) {{
    // An error event for the page, which starts a fresh worker.
    setTimeout(() => {{ throw error; }});
    return;
  }}
  for (const data of early) self.dispatchEvent(new MessageEvent('message', {{ data }}));
}};
"
    )
}

/// A classic script, so it runs while the page is parsed, before the app's
/// module script: it starts the worker, whose loader and glue then load
/// while the app's wasm does (started by the app, the worker would also
/// wait for the app's first render), and keeps the events the worker sends
/// until the app's bridge adopts both and sends it the compiled module
/// (`web/src/bridge.rs`, `castlabEarlyWorker`).
pub fn early_worker(loader: &str) -> String {
    format!(
        "// Written by `cargo xtask post-build`.
'use strict';
try {{
  const early = {{ worker: new Worker('./{loader}', {{ type: 'module' }}), events: [] }};
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

/// The rest of the early script: it picks the page's locale as the app
/// will (`web/src/l10n.rs`: the link's `locale=`, else the browser's
/// languages, else English) and starts fetching its words, so they load
/// beside the wasm. The app takes the fetch when its URL is the one it
/// chose, and fetches for itself otherwise.
pub fn early_words(locales: &[(String, String)]) -> String {
    let list = locales
        .iter()
        .map(|(l, _)| format!("'{l}'"))
        .collect::<Vec<_>>()
        .join(", ");
    let files = locales
        .iter()
        .map(|(l, f)| format!("'{l}': '{f}'"))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "try {{
  const have = [{list}];
  const serving = (tag) => {{
    const t = String(tag).trim().replace(/_/g, '-');
    const exact = have.find((l) => l.toLowerCase() === t.toLowerCase());
    if (exact) return exact;
    const [language, ...rest] = t.toLowerCase().split('-');
    const wanted = language !== 'zh' ? language
      : rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p)) ? 'zh-hant' : 'zh-hans';
    return have.find((l) => l.toLowerCase() === wanted);
  }};
  const asked = new URLSearchParams(location.search).get('locale');
  const locale = (asked && serving(asked))
    || (navigator.languages || []).map(serving).find(Boolean) || 'en';
  // Content-addressed names, so the service worker answers from its cache.
  window.castlabLocaleFiles = {{ {files} }};
  const url = window.castlabLocaleFiles[locale] || `locales/${{locale}}.ftl`;
  window.castlabWords = {{ url, response: fetch(url) }};
}} catch {{
  // The app fetches its words itself.
}}
"
    )
}

/// Writes `locales/<tag>-<hash>.ftl` into the site for every folder of the
/// project's `locales/`, its resources joined in name order (the hash of
/// its content, as Trunk names its files, so the service worker serves it
/// from its cache). Returns each tag with its file, English first.
fn write_locales(source: &Path, staging: &Path) -> Result<Vec<(String, String)>, String> {
    let root = source.join("locales");
    let out = staging.join("locales");
    fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let mut tags = Vec::new();
    let entries =
        fs::read_dir(&root).map_err(|e| format!("cannot read {}: {e}", root.display()))?;
    for entry in entries.flatten() {
        let dir = entry.path();
        if !dir.is_dir() {
            continue;
        }
        let mut files: Vec<_> = fs::read_dir(&dir)
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .flatten()
            .map(|f| f.path())
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        let mut joined = String::new();
        for file in &files {
            let text = fs::read_to_string(file)
                .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            joined += &text;
            if !joined.ends_with('\n') {
                joined.push('\n');
            }
        }
        let tag = entry.file_name().to_string_lossy().into_owned();
        let name = format!("{tag}-{:016x}.ftl", fnv1a(joined.as_bytes()));
        let path = out.join(&name);
        fs::write(&path, joined).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        tags.push((tag, format!("locales/{name}")));
    }
    tags.sort_by_key(|(t, _)| (t != "en", t.clone()));
    Ok(tags)
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
/// It stores files only: an LMS serves a package's files by name and
/// answers the folder's address with an error, which would fail the whole
/// install; offline, the folder's address gets the cached `index.html`.
pub fn service_worker(files: &[String], version: u64) -> String {
    let list: Vec<String> = files.iter().map(|f| format!("  './{f}',")).collect();
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
             // A permalink is the page with a query string: the page answers it,
             // also when the link names the site's folder rather than index.html.
             const stored = url.pathname.endsWith('/') ? new URL('index.html', url).href : request;
             const lookup = () => caches.open(CACHE).then((cache) => cache.match(stored, {{ ignoreSearch: request.mode === 'navigate' }}));
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
    let source = std::env::var_os("TRUNK_SOURCE_DIR").unwrap_or_else(|| ".".into());
    let locales = write_locales(Path::new(&source), Path::new(&staging))?;
    let html = write_worker_files(Path::new(&staging), &html, &locales)?;
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
    fn the_worker_runs_the_apps_module_and_starts_early() {
        let staging =
            std::env::temp_dir().join(format!("castlab-post-build-{}", std::process::id()));
        fs::create_dir_all(&staging).unwrap();
        fs::write(staging.join("app-00aa.js"), "export default 1;").unwrap();
        fs::write(staging.join("app-00aa_bg.wasm"), b"\0asm").unwrap();
        let html = write_worker_files(
            &staging,
            "<head><title>t</title></head>",
            &[("en".into(), "locales/en-0.ftl".into())],
        )
        .unwrap();
        let mut files = files_under(&staging).unwrap();
        let loader_text = |name: &str| fs::read_to_string(staging.join(name)).unwrap();
        files.sort();
        let [glue, wasm, early, loader] = &files[..] else {
            panic!("four files expected: {files:?}");
        };
        assert_eq!(
            (glue.as_str(), wasm.as_str()),
            ("app-00aa.js", "app-00aa_bg.wasm")
        );
        assert!(
            early.starts_with("early_worker-") && early.ends_with(".js"),
            "{early}"
        );
        assert!(
            loader.starts_with("worker_loader-") && loader.ends_with(".js"),
            "{loader}"
        );
        // The loader imports the app's glue and no other wasm.
        let text = loader_text(loader);
        fs::remove_dir_all(&staging).unwrap();
        assert!(text.contains("import init from './app-00aa.js';"), "{text}");
        assert!(!text.contains("_bg.wasm"), "{text}");
        // The page names the loader and runs the early start before its own
        // scripts, in the head.
        assert_eq!(
            html,
            format!(
                "<head><title>t</title><meta name=\"castlab-worker\" content=\"./{loader}\">\n\
                 <script src=\"./{early}\"></script>\n</head>"
            )
        );
        assert!(
            early_worker(loader)
                .contains(&format!("new Worker('./{loader}', {{ type: 'module' }})"))
        );
        // Without the app's glue, nothing is written.
        let empty = std::env::temp_dir().join(format!("castlab-no-glue-{}", std::process::id()));
        fs::create_dir_all(&empty).unwrap();
        let unchanged = write_worker_files(&empty, "<head></head>", &[]);
        let written = files_under(&empty).unwrap();
        fs::remove_dir_all(&empty).unwrap();
        assert_eq!(unchanged.as_deref(), Ok("<head></head>"));
        assert_eq!(written, Vec::<String>::new());
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
            sw.contains("[\n  './index.html',\n  './app-0123456789abcdef_bg.wasm',\n];"),
            "{sw}"
        );
        // Every brace and backtick is balanced: the format! escapes held.
        assert_eq!(sw.matches('{').count(), sw.matches('}').count());
        assert_eq!(sw.matches('`').count() % 2, 0);
    }
}
