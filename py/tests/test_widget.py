"""castlab.Widget's Python side: the static server of the site, and the
traits' checks and messages. The browser side (the embed in JupyterLab,
clicks, castlab eval's numbers) is tests/e2e/notebook.test.mjs."""

from __future__ import annotations

import http.client
import os
from pathlib import Path
from typing import Dict, Iterator, Tuple

import pytest

pytest.importorskip("anywidget")

import castlab
from castlab import _site
from castlab.widget import ANSWER_HIDDEN, MAX_STEP, Widget

from conftest import ROOT, cli_json

# Files as Trunk names them: the page, hashed assets, the service worker.
FILES: Dict[str, Tuple[bytes, str]] = {
    "index.html": (b"<!doctype html><title>castlab</title>", "text/html; charset=utf-8"),
    "app-0123456789abcdef.js": (b"export default 1;\n", "text/javascript; charset=utf-8"),
    "app-0123456789abcdef_bg.wasm": (b"\x00asm\x01\x00\x00\x00", "application/wasm"),
    "style-fedcba9876543210.css": (b"body{margin:0}", "text/css; charset=utf-8"),
    "favicon-0011223344556677.svg": (b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"),
    "manifest.webmanifest": (b"{}", "application/manifest+json"),
    "sw.js": (b"self.addEventListener('fetch', () => {});", "text/javascript; charset=utf-8"),
    "LICENSE-MIT": (b"MIT", "text/plain; charset=utf-8"),
    "assets/icon-192.png": (b"\x89PNG\r\n\x1a\n", "image/png"),
}


def get(url: str, path: str, method: str = "GET") -> http.client.HTTPResponse:
    """One raw request: ``path`` goes out as written (no client-side
    normalisation of ``..``)."""
    host = url.split("//", 1)[1].rstrip("/")
    conn = http.client.HTTPConnection(host, timeout=30)
    conn.putrequest(method, path, skip_accept_encoding=True)
    conn.endheaders()
    response = conn.getresponse()
    response.body = response.read()  # type: ignore[attr-defined]
    conn.close()
    return response


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A site folder with the files above, and a secret beside it."""
    base = tmp_path_factory.mktemp("served")
    root = base / "site"
    for name, (body, _) in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(body)
    (base / "secret.txt").write_text("not for the browser")
    os.symlink(base / "secret.txt", root / "link-out.txt")
    server, url = _site.serve(root)
    yield url
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("name", sorted(FILES))
def test_serves_each_file_with_its_type(site: str, name: str) -> None:
    body, kind = FILES[name]
    r = get(site, "/" + name)
    assert (r.status, r.getheader("Content-Type"), r.body) == (200, kind, body)
    assert r.getheader("Content-Length") == str(len(body))
    assert r.getheader("X-Content-Type-Options") == "nosniff"


def test_the_root_is_the_app_and_a_query_is_ignored(site: str) -> None:
    for path in ("/", "/?v=1&src=2,2&embed=1&origin=http%3A%2F%2F127.0.0.1%3A8888", "/index.html?v=1"):
        r = get(site, path)
        assert (r.status, r.body) == (200, FILES["index.html"][0]), path


def test_hashed_assets_are_cached_and_the_rest_revalidated(site: str) -> None:
    assert "immutable" in get(site, "/app-0123456789abcdef_bg.wasm").getheader("Cache-Control")
    assert "immutable" in get(site, "/style-fedcba9876543210.css").getheader("Cache-Control")
    for name in ("/", "/sw.js", "/manifest.webmanifest"):
        assert get(site, name).getheader("Cache-Control") == "no-cache", name


def test_head_sends_the_headers_without_the_body(site: str) -> None:
    r = get(site, "/app-0123456789abcdef.js", "HEAD")
    assert (r.status, r.body, r.getheader("Content-Length")) == (200, b"", str(len(FILES["app-0123456789abcdef.js"][0])))


@pytest.mark.parametrize(
    "path",
    [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/assets/../../secret.txt",
        "/assets/%2E%2E/%2E%2E/secret.txt",
        "/..%2fsecret.txt",
        "/..%5csecret.txt",
        "//secret.txt",
        "/link-out.txt",
        "/index.html%00.png",
        "/assets",
        "/assets/",
        "/missing.js",
        "/" + str(Path("/etc/passwd")),
    ],
)
def test_refuses_what_is_not_a_file_of_the_site(site: str, path: str) -> None:
    r = get(site, path)
    assert r.status == 404, path
    assert b"not for the browser" not in r.body


def test_other_methods_are_refused(site: str) -> None:
    for method in ("POST", "PUT", "DELETE"):
        assert get(site, "/index.html", method).status == 501, method


def test_a_folder_without_the_site_is_refused_by_name(tmp_path: Path) -> None:
    with pytest.raises(castlab.UsageError) as e:
        _site.serve(tmp_path)
    assert e.value.key == "site" and str(tmp_path) in str(e.value) and "index.html" in str(e.value)


BUILT = ROOT / "dist"


@pytest.mark.skipif(not (BUILT / "index.html").is_file(), reason="no built site in dist/ (trunk build --release)")
def test_the_built_site_is_served_byte_for_byte() -> None:
    server, url = _site.serve(BUILT)
    try:
        files = [p for p in BUILT.rglob("*") if p.is_file()]
        assert any(p.suffix == ".wasm" for p in files)
        for p in files:
            r = get(url, "/" + p.relative_to(BUILT).as_posix())
            assert (r.status, r.body) == (200, p.read_bytes()), p
            if p.suffix in (".wasm", ".js", ".html", ".css"):
                assert r.getheader("Content-Type") == FILES[{".wasm": "app-0123456789abcdef_bg.wasm", ".js": "sw.js", ".html": "index.html", ".css": "style-fedcba9876543210.css"}[p.suffix]][1]
    finally:
        server.shutdown()
        server.server_close()


# The widget's traits. A hosted site's address keeps these tests off the
# packaged copy, which a source checkout may not have.
HOSTED = "https://example.edu/castlab/"


def widget(link: str = "v=1&src=2,2", **kw: object) -> Widget:
    return Widget(link, site_url=HOSTED, **kw)


def test_link_is_kept_as_a_query_without_the_widgets_own_keys() -> None:
    w = widget("?v=1&dims=16x16&src=5,9&embed=1&origin=*&controls=0&panel=none")
    assert w.link == "v=1&dims=16x16&src=5,9"
    w.link = "https://example.edu/castlab/?v=1&dims=16x16&src=5,9&embed=1#top"
    assert w.link == "v=1&dims=16x16&src=5,9"
    assert w.site_url == HOSTED


@pytest.mark.parametrize("bad", [42, None, b"v=1", ["v=1"]])
def test_link_that_is_not_text_is_refused_by_name(bad: object) -> None:
    w = widget()
    with pytest.raises(castlab.UsageError) as e:
        w.link = bad
    assert e.value.key == "link" and repr(bad) in str(e.value) and "v=1&src=2,2" in str(e.value)
    assert w.link == "v=1&src=2,2"


def test_setting_source_writes_src_on_grids_and_wk() -> None:
    w = widget("v=1&dims=16x16&src=5,9&step=2")
    w.source = [3, 4]
    assert w.link == "v=1&dims=16x16&step=2&src=3,4"
    assert cli_json("eval", w.link)["source"] == [3, 4]
    wk = widget("v=1&net=wk&w=4&l=3")
    wk.source = [2, 0, 1]
    assert wk.link == "v=1&net=wk&w=4&l=3&src=201"
    assert cli_json("eval", wk.link)["source"] == cli_json("eval", "v=1&net=wk&w=4&l=3&src=201")["source"]


@pytest.mark.parametrize("bad", [[], [-1, 2], [1.5, 2], ["2", "2"], [True, 2], "2,2", 7])
def test_source_that_is_not_a_node_is_refused_by_name(bad: object) -> None:
    w = widget()
    with pytest.raises(castlab.UsageError) as e:
        w.source = bad
    assert e.value.key == "source" and repr(bad) in str(e.value) and "at least 0" in str(e.value)
    assert w.link == "v=1&src=2,2"


@pytest.mark.parametrize("bad", [-1, MAX_STEP + 1, 2.0, "3", True])
def test_step_out_of_range_is_refused_with_its_limit(bad: object) -> None:
    w = widget()
    with pytest.raises(castlab.UsageError) as e:
        w.step = bad
    assert e.value.key == "step" and e.value.limit == str(MAX_STEP) and repr(bad) in str(e.value)
    w.step = 3
    w.step = None


def test_panel_height_and_site_url_are_checked() -> None:
    with pytest.raises(castlab.UsageError) as e:
        widget(panel="side")
    assert e.value.key == "panel" and e.value.limit == "metrics, none"
    with pytest.raises(castlab.UsageError) as e:
        widget(height=50)
    assert e.value.key == "height" and e.value.limit == "120..10000" and "50" in str(e.value)
    for bad in ("file:///tmp/site/", "example.edu/castlab", "https://example.edu/castlab/?v=1"):
        with pytest.raises(castlab.UsageError) as e:
            Widget("v=1", site_url=bad)
        assert e.value.key == "site_url" and bad in str(e.value)
    assert Widget("v=1", site_url="http://127.0.0.1:8080/castlab").site_url == "http://127.0.0.1:8080/castlab/"


def test_read_only_traits_cannot_be_set_from_python() -> None:
    w = widget()
    for name in ("values", "selection", "answered", "steps", "errors"):
        with pytest.raises(Exception, match="read-only"):
            setattr(w, name, {} if name != "errors" else [])


def test_evaluate_is_castlab_eval() -> None:
    w = widget("v=1&dims=16x16&src=5,9")
    got = w.evaluate()
    cli = cli_json("eval", "v=1&dims=16x16&src=5,9")
    assert (got["permalink"], got["tcd"], got["steps"], got["messages"]) == (
        cli["permalink"], cli["tcd"], cli["steps"], cli["messages"])
    assert got["tcd_map"].ravel().tolist() == cli["tcd_map"]


def answer(w: Widget, success: bool) -> None:
    """What the front end does on the embed's castlab:answered."""
    statement = {"verb": {"id": "http://adlnet.gov/expapi/verbs/answered"}, "result": {"success": success}}
    w.set_trait("answered", {"permalink": w.link, "statement": statement})


def test_evaluate_refuses_while_an_exercise_is_open_as_the_embed() -> None:
    link = "v=1&src=2,2&ask=hops"
    # castlab eval poses the question (its answer under expect).
    assert "refused" not in cli_json("eval", link)["exercise"]
    w = widget(link)
    with pytest.raises(castlab.UsageError) as e:
        w.evaluate()
    assert (e.value.kind, e.value.key, e.value.value) == ("answer_hidden", "ask", "hops")
    assert ANSWER_HIDDEN in str(e.value)
    answer(w, False)
    with pytest.raises(castlab.UsageError):
        w.evaluate()
    answer(w, True)
    assert w.evaluate()["tcd"] == cli_json("eval", link)["tcd"]
    # Another question is open again.
    w.link = "v=1&src=3,3&ask=hops"
    with pytest.raises(castlab.UsageError):
        w.evaluate()


def test_a_least_question_stays_answered_when_the_right_click_moves_the_source() -> None:
    w = widget("v=1&ask=least")
    with pytest.raises(castlab.UsageError):
        w.evaluate()
    answer(w, True)
    best = cli_json("eval", "v=1")["optimum"]["sources"][0]
    w.link = f"v=1&ask=least&src={best[0]},{best[1]}"
    assert w.evaluate()["source"] == best


def test_a_question_castlab_does_not_pose_hides_nothing() -> None:
    # ask=least on view=classical is refused where every originator ties (Q_m).
    link = "v=1&net=cube&m=3&view=classical&ask=least"
    exercise = cli_json("eval", link)["exercise"]
    assert "refused" in exercise, exercise
    assert widget(link).evaluate()["exercise"] == exercise


def test_a_link_set_from_python_names_the_step_and_one_from_the_lab_does_not() -> None:
    w = widget("v=1&src=2,2&step=2")
    assert w.step == 2
    w.link = "v=1&src=2,2&step=5"
    assert w.step == 5
    w.link = "v=1&src=2,2"
    assert w.step is None
    # The lab reports its step on its own (castlab:step); a state message
    # one step behind a playing schedule must not send it back.
    w.set_state({"step": 4})
    w.set_state({"link": "v=1&src=2,2&step=3"})
    assert (w.link, w.step) == ("v=1&src=2,2&step=3", 4)


def test_a_pick_in_the_lab_is_the_source_without_rewriting_the_link() -> None:
    w = widget("v=1&net=msn&dims=8x8&view=route&src=0,0&dst=3,3")
    # On a route a pick may move its end, not its source: the lab's link
    # says which, and the pick alone changes no key of it.
    w.set_state({"selection": {"permalink": w.link, "node": [5, 6], "value": 4}})
    assert (w.source, w.link) == ([5, 6], "v=1&net=msn&dims=8x8&view=route&src=0,0&dst=3,3")
    w.source = [1, 2]
    assert w.link.endswith("&src=1,2")


def test_a_node_off_a_familys_address_grid_is_refused_by_name() -> None:
    w = widget("v=1&net=cube&m=3")
    with pytest.raises(castlab.UsageError) as e:
        w.source = [9, 9]
    assert e.value.key == "source" and "[9, 9]" in str(e.value)
    assert w.link == "v=1&net=cube&m=3"
    # A vertex that is there: the link's src is that vertex's address, as
    # castlab eval reads it back.
    w.source = [0, 0]
    assert cli_json("eval", w.link)["source"] == cli_json("eval", "v=1&net=cube&m=3")["source"]


@pytest.mark.parametrize("ask", ["hops", "link", "contention", "least"])
def test_an_open_exercise_refuses_evaluate_as_the_embed_does(ask: str) -> None:
    # Every question castlab poses, ask=link included: its numbers are
    # shown (hides_values false), but the whole evaluation lists the
    # schedule and the exercise's answer.
    link = f"v=1&src=2,2&ask={ask}"
    cli = cli_json("eval", link)
    assert "expect" in cli["exercise"]
    w = widget(link)
    assert w.exercise_open()
    with pytest.raises(castlab.UsageError) as e:
        w.evaluate()
    assert e.value.kind == "answer_hidden"


@pytest.mark.parametrize("bad", ["v=1&dims=99999x3", "v=1&src=99,99", "v=1&net=wk&w=4&l=3&src=999"])
def test_a_link_castlab_refuses_raises_as_castlab_eval(bad: str) -> None:
    refused = cli_json("eval", bad)["errors"]
    assert refused, bad
    with pytest.raises(castlab.LinkError) as e:
        widget(bad)
    assert (e.value.key, e.value.value) == (refused[0]["key"], refused[0]["value"])
    assert e.value.errors == refused
    assert refused[0]["value"] in str(e.value)
    if refused[0]["largest"] is not None:
        assert refused[0]["largest"] in str(e.value)
    w = widget("v=1&src=2,2")
    with pytest.raises(castlab.LinkError):
        w.link = bad
    assert w.link == "v=1&src=2,2"


def test_a_source_off_the_grid_is_refused_and_the_traits_keep_their_values() -> None:
    w = widget("v=1&src=2,2")
    w.source = [3, 3]
    link = "v=1&src=3,3"
    refused = cli_json("eval", "v=1&src=99,99")["errors"][0]
    with pytest.raises(castlab.LinkError) as e:
        w.source = [99, 99]
    assert (e.value.key, e.value.value) == ("src", "99,99")
    assert refused["largest"] in str(e.value)
    assert (w.source, w.link) == ([3, 3], link)


def test_setting_the_same_source_again_writes_it_into_a_link_that_moved() -> None:
    w = widget("v=1&dims=16x16&src=5,9")
    w.source = [3, 4]
    w.link = "v=1&dims=16x16&src=5,9"
    w.source = [3, 4]
    assert cli_json("eval", w.link)["source"] == [3, 4]


def test_a_step_past_the_schedule_the_lab_counted_is_refused_with_its_limit() -> None:
    link = "v=1&src=2,2"
    steps = cli_json("eval", link)["steps"]
    w = widget(link)
    w.step = steps + 5  # the lab has not counted yet: only the API's bound
    w.step = None
    w.set_state({"steps": steps})  # castlab:step, as the front end hears it
    with pytest.raises(castlab.UsageError) as e:
        w.step = steps + 1
    assert (e.value.key, e.value.limit) == ("step", str(steps))
    assert repr(steps + 1) in str(e.value) and w.step is None
    with pytest.raises(castlab.UsageError):
        w.link = f"{link}&step={steps + 1}"
    assert w.link == link
    w.step = steps
    assert w.link == link  # the lab writes step= back, with castlab:state
    # Another schedule: the count heard was for the old one.
    bigger = "v=1&dims=16x16&src=5,9"
    w.link = bigger
    w.step = cli_json("eval", bigger)["steps"]


def test_source_is_refused_while_a_least_question_is_open() -> None:
    w = widget("v=1&ask=least")
    with pytest.raises(castlab.UsageError) as e:
        w.source = [2, 2]
    assert e.value.key == "source" and "ask=least" in str(e.value) and "[2, 2]" in str(e.value)
    assert (w.source, w.link) == (None, "v=1&ask=least")
    # The reader's clicks are the answers: the lab's pick is heard.
    best = cli_json("eval", "v=1&ask=least")["exercise"]["expect"]["node"][0]
    w.set_state({"selection": {"permalink": w.link, "node": best, "value": None}})
    assert w.source == best
    answer(w, True)
    w.source = [1, 1]
    assert w.link == "v=1&ask=least&src=1,1"


def test_init_documents_its_arguments_and_their_limits() -> None:
    doc = Widget.__init__.__doc__ or ""
    for word in ("link", "controls", "panel", "height", "site_url", "120", "10000", "LinkError"):
        assert word in doc, word
