"""The castlab site, served from the kernel on 127.0.0.1 for the widget.

The wheel carries the built site (``trunk build --release``'s ``dist/``) as
``castlab/site/``; :func:`site_url` starts one static server per process,
on a port the OS picks, in a daemon thread, and returns its address. It
serves those files only: no folder listings, nothing outside the folder,
``GET`` and ``HEAD`` alone.
"""

from __future__ import annotations

import os
import re
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Optional, Tuple
from urllib.parse import unquote, urlsplit

from ._errors import UsageError

__all__ = ["SITE", "site_url", "serve", "content_type"]

#: Where the wheel puts the built site.
SITE: Path = Path(__file__).resolve().with_name("site")

# Browsers refuse a module script or a wasm stream under the wrong type, and
# `mimetypes` reads the system's table, which may lack wasm or call JS
# `application/javascript`: the site's own types, as tests/support/server.mjs.
_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".xml": "application/xml",
    ".woff2": "font/woff2",
}

# Trunk names hashed assets `app-<16 hex digits>.wasm`: their content never
# changes under one name, so a browser may keep them.
_HASHED = re.compile(r"-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$")


def content_type(path: str) -> str:
    """The ``Content-Type`` the server sends for a file name."""
    name = path.rsplit("/", 1)[-1]
    if name in ("LICENSE-MIT", "LICENSE-APACHE"):
        return "text/plain; charset=utf-8"
    dot = name.rfind(".")
    return _TYPES.get(name[dot:].lower() if dot >= 0 else "", "application/octet-stream")


def _resolve(root: Path, target: str) -> Optional[Path]:
    """The file a request path names inside ``root``, or ``None`` when it
    names a folder, a missing file or anything outside ``root``."""
    path = unquote(urlsplit(target).path)
    if path in ("", "/"):
        path = "/index.html"
    if "\x00" in path or "\\" in path:
        return None
    parts = path.lstrip("/").split("/")
    if any(p in ("", ".", "..") for p in parts):
        return None
    file = root.joinpath(*parts).resolve()
    if root not in file.parents or not file.is_file():
        return None
    return file


def _handler(root: Path) -> type:
    class Handler(BaseHTTPRequestHandler):
        """Answers GET and HEAD with the site's files; anything else is refused."""

        server_version = "castlab"
        sys_version = ""

        def _send(self, with_body: bool) -> None:
            file = _resolve(root, self.path)
            if file is None:
                body = b"not found\n"
                self.send_response(HTTPStatus.NOT_FOUND)
                self.send_header("Content-Type", "text/plain; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if with_body:
                    self.wfile.write(body)
                return
            data = file.read_bytes()
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", content_type(file.name))
            self.send_header("Content-Length", str(len(data)))
            cache = "public, max-age=31536000, immutable" if _HASHED.search(file.name) else "no-cache"
            self.send_header("Cache-Control", cache)
            self.send_header("X-Content-Type-Options", "nosniff")
            self.end_headers()
            if with_body:
                self.wfile.write(data)

        def do_GET(self) -> None:  # noqa: N802 - the name http.server calls
            self._send(True)

        def do_HEAD(self) -> None:  # noqa: N802
            self._send(False)

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            # A notebook would show every request on the kernel's stderr.
            pass

    return Handler


def serve(root: Path, port: int = 0) -> Tuple[ThreadingHTTPServer, str]:
    """Serve ``root`` on ``127.0.0.1:port`` (0: a free port) in a daemon
    thread; returns the server and its address (``http://127.0.0.1:N/``).

    Raises :class:`castlab.UsageError` when ``root`` has no ``index.html``.
    """
    root = Path(root).resolve()
    if not (root / "index.html").is_file():
        raise UsageError(
            f"site={str(root)!r}: no index.html there; the castlab wheel carries the site as castlab/site/ "
            "(for a development install, build it with `trunk build --release` and link dist/ there), "
            "or pass site_url= with the address of a hosted castlab",
            key="site",
            value=str(root),
        )
    server = ThreadingHTTPServer(("127.0.0.1", port), _handler(root))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="castlab-site", daemon=True)
    thread.start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


_lock = threading.Lock()
_served: Optional[Tuple[ThreadingHTTPServer, str]] = None


def site_url() -> str:
    """The address of this process's server of the packaged site, started on
    first use (``CASTLAB_SITE`` names another built site folder)."""
    global _served
    with _lock:
        if _served is None:
            _served = serve(Path(os.environ.get("CASTLAB_SITE") or SITE))
        return _served[1]
