"""castlab in a Jupyter notebook: :class:`Widget`, the lab as an embed.

The widget shows the castlab site in an iframe (``embed=1``) and keeps
its traits in step with the embed through castlab's embed API v1 (README,
"Scripting an embed"). The site is the copy the wheel carries, served
from the kernel on 127.0.0.1 (:mod:`castlab._site`), so it works offline;
``site_url=`` points it at a hosted castlab instead (for a remote kernel).

>>> w = castlab.Widget("v=1&src=2,2")   # doctest: +SKIP
>>> w                                   # shows the lab  # doctest: +SKIP
>>> w.observe(lambda c: print(c.new), names=["selection"])  # doctest: +SKIP
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple
from urllib.parse import parse_qsl, urlsplit

import anywidget
import traitlets

from . import _native
from ._api import eval as _eval
from ._errors import UsageError
from ._site import site_url as _local_site_url

__all__ = ["Widget"]

#: Keys the widget writes into the iframe's link itself (``embed``,
#: ``origin``) or takes as arguments (``controls``, ``panel``).
OWN_KEYS = ("embed", "origin", "controls", "panel")

#: The panels an embed offers beside its picture (``panel=``).
PANELS = ("metrics", "none")

#: The largest step a link may name (the embed's API takes a u32).
MAX_STEP = 2**32 - 1

#: Where an iframe may be, in CSS pixels: embed-host.js's least height, and
#: a cap far above any screen.
MIN_HEIGHT, MAX_HEIGHT = 120, 10_000

#: Networks whose ``src=`` is the coordinates, comma-separated, and WK's,
#: whose ``src=`` is the address's digits run together (README, Permalinks).
GRID_NETS = ("mesh", "torus", "msn")

#: What the embed says when asked to evaluate an open exercise (its words,
#: web/src/hooks/use_embed_api.rs).
ANSWER_HIDDEN = (
    "an exercise is open here: its evaluation would give the answer away, "
    "so it is sent once the answer is right"
)


def _query(link: str) -> str:
    """A permalink's query: ``link`` without ``?``, a URL's address or the
    widget's own keys."""
    text = link.strip()
    if "://" in text:
        text = urlsplit(text).query
    text = text.split("#", 1)[0].lstrip("?")
    return "&".join(p for p in text.split("&") if p and p.split("=", 1)[0] not in OWN_KEYS)


def _keys(link: str) -> Dict[str, str]:
    """The link's keys and values (the last of a repeated key, as castlab)."""
    return dict(parse_qsl(_query(link), keep_blank_values=True))


def _question(link: str) -> Optional[Tuple[Tuple[str, str], ...]]:
    """What identifies the question a link asks (``None``: it asks none):
    its keys but the step shown and, for ``ask=least``, the source, which a
    right click moves onto a best node."""
    keys = _keys(link)
    if not keys.get("ask"):
        return None
    ignored = {"step", "src"} if keys["ask"] == "least" else {"step"}
    return tuple(sorted((k, v) for k, v in keys.items() if k not in ignored))


def _schedule(link: str) -> Tuple[Tuple[str, str], ...]:
    """What a link shows but the step: the embed's ``steps`` count its
    schedule."""
    return tuple(sorted((k, v) for k, v in _keys(link).items() if k != "step"))


def _with_key(link: str, key: str, value: str) -> str:
    """``link`` with ``key=value`` in place of any ``key`` it had."""
    pairs = [p for p in _query(link).split("&") if p and p.split("=", 1)[0] != key]
    return "&".join([*pairs, f"{key}={value}"])


def _step_of(link: str) -> Optional[int]:
    """The step a link names (``step=``), or ``None``."""
    text = _keys(link).get("step", "")
    return int(text) if text.isdigit() and int(text) <= MAX_STEP else None


def _src(link: str, node: List[int]) -> str:
    """``src=``'s value for the node at ``node`` (as the embed reports a
    pick: coordinates, a WK address's digits, or the cell of a family's
    address grid)."""
    net = _keys(link).get("net", "mesh")
    if net in GRID_NETS:
        return ",".join(str(c) for c in node)
    if net == "wk":
        return "".join(str(d) for d in node)
    lists = _native.network(_query(link))
    for address, cell in zip(lists["addresses"], lists["cells"]):
        if list(cell) == list(node):
            return address
    raise UsageError(
        f"source={node!r}: no vertex of {lists['title']} is at that place of its address grid",
        key="source",
        value=repr(node),
    )


class _Checked(traitlets.TraitType):
    """A trait checked by the widget's ``@validate`` alone (``None`` too),
    whose messages name the trait, the value and the limit; traitlets' own
    type checks would name only the type."""

    info_text = "a value the widget checks"


class Widget(anywidget.AnyWidget):
    """The castlab lab in a notebook, synced both ways with Python.

    ``Widget(link)`` shows the permalink ``link`` (``"v=1&src=2,2"``, with or
    without ``?``, or a whole URL). Its traits, which ``w.observe(fn,
    names=[...])`` follows:

    - ``link``: the permalink shown; setting it shows another, and a reader's
      click or control in the lab changes it;
    - ``source``: the node picked on the map, as the embed reports it
      (coordinates, a WK address's digits); setting it writes ``src=``
      (refused while an ``ask=least`` question is open: its answers are
      the reader's clicks, which move the source);
    - ``step``: the step shown (``None``: the map), both ways; at most the
      schedule's ``steps`` once the lab has counted them;
    - read-only: ``values`` (the numbers shown: ``tcd``, ``steps``, …; empty
      while an exercise hides them), ``selection`` (the last pick:
      ``node``, ``value``, ``permalink``), ``answered`` (the last answer to
      an exercise: ``permalink`` and its xAPI ``statement``), ``steps`` (the
      schedule's length), ``errors`` (values the lab refused).

    A link, source or step set from Python that castlab refuses raises
    :class:`castlab.LinkError` or :class:`castlab.UsageError` naming the
    key, the value and the limit, and the trait keeps its value. The
    arguments: see ``__init__``. The traits fill once the lab has drawn:
    a cell run in the same go as the one that shows the widget still sees
    their defaults.
    """

    _esm = Path(__file__).with_name("widget.js")
    _site = traitlets.Unicode("").tag(sync=True)

    link = _Checked("v=1").tag(sync=True)
    source = _Checked(None).tag(sync=True)
    step = _Checked(None).tag(sync=True)
    controls = traitlets.Bool(True).tag(sync=True)
    panel = _Checked("metrics").tag(sync=True)
    height = _Checked(640).tag(sync=True)

    values = traitlets.Dict(read_only=True).tag(sync=True)
    selection = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    answered = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    steps = traitlets.Int(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    errors = traitlets.List(read_only=True).tag(sync=True)

    def __init__(
        self,
        link: str = "v=1",
        *,
        site_url: Optional[str] = None,
        controls: bool = True,
        panel: str = "metrics",
        height: int = 640,
        **kwargs: Any,
    ) -> None:
        """Show ``link`` in the lab.

        - ``link``: a permalink's query (``"v=1&src=2,2"``), with or without
          ``?``, or a whole URL; a value castlab refuses (``dims=99999x3``)
          raises :class:`castlab.LinkError` naming the key, the value and
          the limit, as :func:`castlab.eval`;
        - ``controls``: ``False`` makes the embed read-only (the reader's
          clicks change nothing);
        - ``panel``: ``"metrics"`` (the numbers beside the picture, dropped
          where the iframe is 480 px wide or less) or ``"none"``;
        - ``height``: the iframe's height cap, 120 to 10000 pixels; it is
          as tall as the embed asks, up to that;
        - ``site_url``: the http(s) address of a hosted castlab, without a
          query or ``#``; default, the wheel's copy served from this kernel
          on 127.0.0.1.

        Raises :class:`castlab.UsageError` (``key``, ``value``, ``limit``)
        for an argument out of these bounds.
        """
        site = _site_address(site_url) if site_url is not None else _local_site_url()
        #: Questions answered right in this widget (see ``_question``).
        self._solved: List[Tuple[Tuple[str, str], ...]] = []
        self._from_embed = False
        #: The last link castlab accepted (``_checked_link``), and the
        #: schedule (``_schedule``) the embed's ``steps`` was reported for.
        self._accepted: Optional[str] = None
        self._steps_for: Optional[Tuple[Tuple[str, str], ...]] = None
        #: The link a source set from Python writes (``_valid_source``).
        self._sourced: Optional[str] = None
        super().__init__(
            link=link, controls=controls, panel=panel, height=height, _site=site, **kwargs
        )

    @property
    def site_url(self) -> str:
        """The address the iframe loads the site from."""
        return self._site

    @traitlets.validate("link")
    def _valid_link(self, proposal: Dict[str, Any]) -> str:
        value = proposal["value"]
        if not isinstance(value, str):
            raise UsageError(
                f"link={value!r}: expected a permalink's query as text, like 'v=1&src=2,2'",
                key="link",
                value=repr(value),
            )
        link = _query(value) or "v=1"
        # The lab checks what it reports itself (refusals come back as
        # castlab:error); a link from Python is checked here, as eval does.
        if "link" not in self._property_lock:
            self._checked_link(link)
        return link

    def _checked_link(self, link: str) -> None:
        """Raise what ``castlab.eval`` raises for ``link`` (``LinkError``
        naming the refused key, value and limit), or ``UsageError`` for a
        ``step=`` past the schedule the embed reported."""
        if link != self._accepted:
            _eval(link)
            self._accepted = link
        step = _step_of(link)
        if step is not None:
            self._check_step_in_schedule(step, link)

    def _check_step_in_schedule(self, step: int, link: str) -> None:
        """``UsageError`` if ``step`` is past the schedule of ``link``, where
        the embed reported that schedule's length (``steps``)."""
        steps = self.steps
        if steps is None or self._steps_for != _schedule(link) or step <= steps:
            return
        raise UsageError(
            f"step={step!r}: the schedule shown has {steps} steps; a step is 0 to {steps}, or None for the map",
            key="step",
            value=repr(step),
            limit=str(steps),
        )

    @traitlets.validate("source")
    def _valid_source(self, proposal: Dict[str, Any]) -> Optional[List[int]]:
        node = proposal["value"]
        if node is None:
            return None
        whole = isinstance(node, (list, tuple)) and all(isinstance(c, int) and not isinstance(c, bool) for c in node)
        if not node or not whole or any(c < 0 for c in node):
            raise UsageError(
                f"source={node!r}: expected a node's coordinates or address digits, "
                "whole numbers of at least 0, like [2, 2]",
                key="source",
                value=repr(node),
                limit="0",
            )
        if self._from_embed or "source" in self._property_lock:
            return list(node)
        if self._least_open():
            raise UsageError(
                f"source={node!r}: the open question (ask=least) asks the reader to click the best source "
                "in the lab, which moves it; answer it there, or set link= to a link without ask=least",
                key="source",
                value=repr(node),
            )
        # The link it writes must be one castlab takes (src= inside the
        # grid), before the trait changes.
        link = _with_key(self.link, "src", _src(self.link, list(node)))
        self._checked_link(link)
        if list(node) == self.source:
            # No change for the observer to hear, but the link may name
            # another source (set since by ``link=``).
            self.link = link
        else:
            self._sourced = link
        return list(node)

    @traitlets.validate("step")
    def _valid_step(self, proposal: Dict[str, Any]) -> Optional[int]:
        step = proposal["value"]
        whole = isinstance(step, int) and not isinstance(step, bool)
        if step is not None and not (whole and 0 <= step <= MAX_STEP):
            raise UsageError(
                f"step={step!r}: a step is a whole number from 0 to {MAX_STEP}, or None for the map",
                key="step",
                value=repr(step),
                limit=str(MAX_STEP),
            )
        if step is not None and "step" not in self._property_lock:
            self._check_step_in_schedule(step, self.link)
        return step

    @traitlets.validate("panel")
    def _valid_panel(self, proposal: Dict[str, Any]) -> str:
        panel = proposal["value"]
        if panel not in PANELS:
            raise UsageError(
                f"panel={panel!r}: expected one of {', '.join(PANELS)}",
                key="panel",
                value=repr(panel),
                limit=", ".join(PANELS),
            )
        return panel

    @traitlets.validate("height")
    def _valid_height(self, proposal: Dict[str, Any]) -> int:
        height = proposal["value"]
        whole = isinstance(height, int) and not isinstance(height, bool)
        if not (whole and MIN_HEIGHT <= height <= MAX_HEIGHT):
            raise UsageError(
                f"height={height!r}: the embed's height cap is {MIN_HEIGHT} to {MAX_HEIGHT} pixels",
                key="height",
                value=repr(height),
                limit=f"{MIN_HEIGHT}..{MAX_HEIGHT}",
            )
        return height

    @traitlets.observe("link")
    def _link_set(self, change: Dict[str, Any]) -> None:
        # A link set from Python names its step (or none); one the embed
        # reports (ipywidgets holds its name in `_property_lock` meanwhile)
        # comes with its own castlab:step, and may already be behind it
        # while the schedule plays.
        if "link" not in self._property_lock:
            self.step = _step_of(change["new"])

    @traitlets.observe("steps")
    def _steps_heard(self, change: Dict[str, Any]) -> None:
        # The embed counts the steps of what it shows; a link changed since
        # (the lab's news may come in either order) leaves them unknown.
        self._steps_for = _schedule(self.link) if change["new"] is not None else None

    @traitlets.observe("source")
    def _source_set(self, change: Dict[str, Any]) -> None:
        # A pick in the lab already moved the link's source (or, on a route,
        # its end): only a value set from Python writes src=.
        link, self._sourced = self._sourced, None
        if self._from_embed or change["new"] is None or link is None:
            return
        self.link = link

    @traitlets.observe("selection")
    def _picked(self, change: Dict[str, Any]) -> None:
        picked = change["new"]
        if not picked or not isinstance(picked.get("node"), list):
            return
        self._from_embed = True
        try:
            self.source = picked["node"]
        finally:
            self._from_embed = False

    @traitlets.observe("answered")
    def _answer(self, change: Dict[str, Any]) -> None:
        answer = change["new"] or {}
        result = (answer.get("statement") or {}).get("result") or {}
        question = _question(answer.get("permalink") or "")
        if result.get("success") is True and question is not None and question not in self._solved:
            self._solved.append(question)

    def exercise_open(self) -> bool:
        """Whether an exercise is open: the link asks a question (``ask=``)
        that castlab poses, and no one has answered it right in this widget
        yet. While it is, :meth:`evaluate` refuses, as the embed refuses
        ``castlab:evaluate`` (the evaluation holds the schedule and the
        exercise's answer); ``values`` stays empty only where the numbers
        would answer it (``hides_values``: every ``ask=`` but ``link``)."""
        return self._open(_eval(self.link))

    def _unanswered(self) -> bool:
        """Whether the link asks a question not answered right here."""
        question = _question(self.link)
        return question is not None and question not in self._solved

    def _open(self, evaluation: Dict[str, Any]) -> bool:
        exercise = evaluation.get("exercise")
        posed = isinstance(exercise, dict) and "refused" not in exercise
        return self._unanswered() and posed

    def _least_open(self) -> bool:
        """Whether an ``ask=least`` question castlab poses is open, whose
        answers are clicks that move the source in the lab."""
        if _keys(self.link).get("ask") != "least" or not self._unanswered():
            return False
        exercise = _eval(self.link).get("exercise")
        return isinstance(exercise, dict) and "refused" not in exercise

    def evaluate(self) -> Dict[str, Any]:
        """``castlab.eval(w.link)``: the numbers of what the widget shows.

        While an exercise is open (:meth:`exercise_open`), raises
        :class:`castlab.UsageError` with ``kind="answer_hidden"``, as the
        embed refuses ``castlab:evaluate``: the evaluation would give the
        answer away. This keeps the answer off the reader's screen, not
        out of reach: ``castlab.eval(w.link)["exercise"]["expect"]`` has it.
        """
        evaluation = _eval(self.link)
        if self._open(evaluation):
            raise UsageError(
                f"link={self.link!r}: {ANSWER_HIDDEN}",
                key="ask",
                value=_keys(self.link).get("ask"),
                kind="answer_hidden",
            )
        return evaluation


def _site_address(url: str) -> str:
    """A hosted castlab's address, as the base of the iframe's link."""
    if not isinstance(url, str):
        raise UsageError(
            f"site_url={url!r}: expected the address of a castlab site, like 'https://example.edu/castlab/'",
            key="site_url",
            value=repr(url),
        )
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise UsageError(
            f"site_url={url!r}: expected an http(s) address without a query or #fragment, "
            "like 'https://example.edu/castlab/'",
            key="site_url",
            value=url,
        )
    path = parts.path if parts.path.endswith("/") or parts.path.endswith(".html") else parts.path + "/"
    return f"{parts.scheme}://{parts.netloc}{path}"
