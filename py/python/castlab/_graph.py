"""``from_networkx``: your own graph under castlab's three broadcast models.

The graph goes to the core as adjacency lists (``castlab._native.evaluate_graph``),
which checks it and runs the same code a permalink's network runs through:
nothing is computed here. What comes back is keyed by the graph's own node
labels.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, Dict, Hashable, Iterable, List, Literal, Optional, Sequence

from . import _native
from ._errors import GraphError, UsageError

if TYPE_CHECKING:  # pragma: no cover
    import networkx

Model = Literal["classical", "orderly", "messy"]

#: Every model, in the order the report lists them.
MODELS: Sequence[Model] = ("classical", "orderly", "messy")

_VERTEX = re.compile(r"\bvertex (\d+)\b")


def _models(models: Iterable[str]) -> List[str]:
    if isinstance(models, str):
        models = [models]
    chosen = list(models)
    for m in chosen:
        if m not in MODELS:
            raise UsageError(
                f"models: {m!r} is not a model; expected some of {', '.join(MODELS)}",
                key="models",
                value=repr(m),
            )
    return chosen


def _whole(name: str, value: Optional[int]) -> Optional[int]:
    """``trials`` or ``seed`` as given, if it is a whole number (or None)."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise UsageError(
        f"{name}={value!r}: expected a whole number", key=name, value=repr(value)
    )


def _relabelled(error: GraphError, nodes: List[Hashable]) -> GraphError:
    """The core's error, its vertex indices written as the graph's labels."""

    def label(match: "re.Match[str]") -> str:
        i = int(match.group(1))
        return f"node {nodes[i]!r}" if i < len(nodes) else match.group(0)

    details = dict(error.details)
    vertex = details.pop("vertex", None)
    neighbour = details.pop("neighbour", None)
    key, value = error.key, error.value
    if vertex is not None:
        key, value = "node", repr(nodes[int(vertex)])
    if neighbour is not None:
        details["neighbour"] = repr(nodes[int(neighbour)])
    return GraphError(
        _VERTEX.sub(label, error.message), key=key, value=value, limit=error.limit, kind=error.kind, **details
    )


def _by_label(values: Optional[List[Any]], nodes: List[Hashable]) -> Optional[Dict[Hashable, Any]]:
    return None if values is None else dict(zip(nodes, values))


def _classical(report: Dict[str, Any], nodes: List[Hashable]) -> Dict[str, Any]:
    report["source"] = nodes[report["originator"]]
    report["originator"] = nodes[report["originator"]]
    report["arrival"] = _by_label(report["arrival"], nodes)
    report["per_originator"] = _by_label(report["per_originator"], nodes)
    calls = report.get("calls")
    if calls is not None:
        report["calls"] = [[(nodes[c["from"]], nodes[c["to"]]) for c in rnd] for rnd in calls["rounds"]]
    return report


def _orderly(report: Dict[str, Any], nodes: List[Hashable]) -> Dict[str, Any]:
    report["originator"] = nodes[report["originator"]]
    report["arrival"] = _by_label(report["arrival"], nodes)
    report["per_originator"] = _by_label(report["per_originator"], nodes)
    # The labels are the graph's own adjacency order (its natural ordering).
    report.pop("label_offsets", None)
    report.pop("label_targets", None)
    return report


def from_networkx(
    G: "networkx.Graph",
    *,
    source: Optional[Hashable] = None,
    models: Iterable[Model] = MODELS,
    trials: Optional[int] = None,
    seed: Optional[int] = None,
) -> Dict[str, Any]:
    """Broadcast on your own graph under castlab's classical, orderly and
    messy models, from ``source`` (default: the first node).

    ``G`` is an undirected, simple, connected NetworkX graph of 2 … 65,536
    nodes and at most 2^20 edges; any hashable labels. The nodes are taken
    in ``list(G.nodes)`` order, and each node's neighbours in ``G.adj[v]``
    order: that order is the graph's **natural ordering**, the orderly
    model's labels 1, 2, … at each node (for a graph built with
    ``add_edge``, the order the edges at that node were added).

    ``models``: which of ``"classical"``, ``"orderly"``, ``"messy"`` to
    compute (default all three). ``trials``: messy broadcasts per model
    (1 … 10,000; default 100) and ``seed`` their seed (default 1), as
    ``castlab eval`` runs them.

    Returns a dict: ``network``, ``nodes``, ``links``, ``source`` (a label),
    ``diameter`` (``diameter_exact`` false where only a lower bound was
    affordable), ``trials``, ``seed``, and per model:

    - ``classical``: ``castlab eval``'s ``view=classical`` report: b(source)
      as ``from_source``, exact by exhaustive search up to 64 nodes (``known``
      says ``exact``), else the better of the greedy and tree heuristics'
      schedule, checked by castlab's validator, with ``lower_bound``
      (⌈log₂ n⌉ or the source's eccentricity); ``calls`` as rounds of
      (caller, called) label pairs; ``arrival`` and ``per_originator`` as
      dicts label → rounds; ``models`` the three models side by side with
      the bounds between them checked.
    - ``orderly``: the ``view=orderly`` report under the natural ordering:
      ``from_source``, ``broadcast_time`` (the worst originator),
      ``arrival`` and ``per_originator`` by label, ``bounds``.
    - ``messy``: M1, M2 and M3 from the source (min, median, max and a
      histogram over the seeded runs; up to 256 nodes, else
      ``messy_skipped`` says why).

    On a network castlab has, given in its natural order, the numbers are
    ``castlab eval``'s for ``view=classical&algo=exact`` and
    ``view=orderly&algo=dim``.

    Raises ``castlab.GraphError`` for a directed graph, a multigraph, a
    self-loop, an isolated or unreachable node, a graph over the limits, a
    source that is not a node, or trials out of range; it names the node
    (``value``) and the limit.
    """
    if G.is_directed():
        raise GraphError(
            f"{type(G).__name__} is directed; castlab's models broadcast on undirected graphs "
            "(G.to_undirected() makes one)",
            key="G",
            value=type(G).__name__,
            kind="directed",
        )
    if G.is_multigraph():
        raise GraphError(
            f"{type(G).__name__} may join two nodes more than once; castlab's models need a simple "
            "graph (networkx.Graph(G) keeps one edge per pair)",
            key="G",
            value=type(G).__name__,
            kind="multigraph",
        )
    chosen = _models(models)
    nodes: List[Hashable] = list(G.nodes)
    index = {v: i for i, v in enumerate(nodes)}
    if source is None:
        at = 0
    elif source in index:
        at = index[source]
    else:
        raise GraphError(
            f"the source {source!r} is not a node of the graph",
            key="source",
            value=repr(source),
            kind="no_such_source",
        )
    adjacency = [[index[w] for w in G.adj[v]] for v in nodes]
    try:
        text = _native.evaluate_graph(adjacency, at, _whole("trials", trials), _whole("seed", seed), chosen)
    except GraphError as e:
        raise _relabelled(e, nodes) from None
    report: Dict[str, Any] = json.loads(text)
    report["source"] = nodes[report["source"]]
    if report.get("classical") is not None:
        report["classical"] = _classical(report["classical"], nodes)
    if report.get("orderly") is not None:
        report["orderly"] = _orderly(report["orderly"], nodes)
    return report
