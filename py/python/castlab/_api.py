"""The functions of the ``castlab`` package, over the core's ``_native``.

Nothing here computes what the core computes: each function hands a
permalink or a plan to ``castlab._native`` and shapes what comes back
(``castlab eval``'s JSON as dicts and lists, maps as NumPy arrays, sweeps
as DataFrames, networks as NetworkX graphs).
"""

from __future__ import annotations

import json
import os
import stat
import warnings
from typing import TYPE_CHECKING, Any, Dict, List, Literal, Optional, Tuple, Union

from . import _native
from ._errors import LinkError, LinkWarning, OrderingError, PlanError, UsageError

if TYPE_CHECKING:  # pragma: no cover
    import networkx
    import pandas
    import polars

#: The largest plan file ``check`` reads, as ``castlab check`` (64 MiB).
PLAN_FILE_BYTES = 64 * 1024 * 1024

Census = Union[None, int, Literal["all"]]


def _refused(
    errors: List[Dict[str, Any]],
    unheard: List[str],
    lenient: bool,
    refusals: Optional[List[Dict[str, Any]]] = None,
) -> None:
    """Raise the first refused value as ``LinkError``; with ``lenient``, warn
    of each instead, as ``castlab eval`` does on standard error.

    ``refusals`` (``_native.refusals``): the same values with the message a
    raise needs (without the CLI's "using ..." fallback, since nothing is
    used) and the limit broken; without it, the CLI's own messages."""
    if errors and not lenient:
        shown = refusals if refusals else errors
        first = shown[0]
        message = first["message"]
        if len(shown) > 1:
            others = "; ".join(e["message"] for e in shown[1:])
            message = f"{message} (and {len(shown) - 1} more: {others})"
        error = LinkError(
            message,
            key=first["key"],
            value=first["value"],
            limit=first.get("limit", first.get("largest")),
            kind=first["kind"],
        )
        error.errors = errors
        raise error
    for e in errors:
        warnings.warn(LinkWarning(e["message"]), stacklevel=3)
    for u in unheard:
        warnings.warn(LinkWarning(u), stacklevel=3)


def _link(link: Any) -> str:
    """A permalink given as text (a ``str``, or a URL object's text)."""
    if isinstance(link, (bytes, int, float, list, tuple, dict)) or link is None:
        raise UsageError(
            f"link={link!r}: expected a permalink's text, like 'v=1&src=2,2'",
            key="link",
            value=repr(link),
        )
    return str(link)


def _whole(name: str, value: Any, least: int, most: int) -> Optional[int]:
    """``value`` as a whole number from ``least`` to ``most`` (``None`` passes)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise UsageError(
            f"{name}={value!r}: expected a whole number from {least} to {most}",
            key=name,
            value=repr(value),
            limit=f"{least}..{most}",
        )
    return value


#: ``castlab sweep --threads``'s range.
MAX_THREADS = 1024


def _census_count(census: Census) -> Optional[int]:
    if census is None:
        return None
    if census == "all":
        return -1
    if isinstance(census, bool) or not isinstance(census, int) or census < 0:
        raise UsageError(
            f"census={census!r}: expected 'all' or a number of sources, like 1000",
            key="census",
            value=repr(census),
        )
    return census


def _ordering(ordering: Any) -> Optional[List[List[int]]]:
    """An ordering as lists of whole numbers, or ``OrderingError`` naming
    what is not."""
    if ordering is None:
        return None
    lists = ordering.tolist() if hasattr(ordering, "tolist") else ordering
    if isinstance(lists, (list, tuple)) and all(
        isinstance(row, (list, tuple))
        and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in row)
        for row in lists
    ):
        return [list(row) for row in lists]
    raise OrderingError(
        "ordering: expected one list per vertex of its neighbours' indices, "
        f"like [[1, 3], [2, 0], ...]; got {type(ordering).__name__}",
        key="ordering",
        value=repr(ordering)[:40],
    )


def eval(  # noqa: A001 - the name of the CLI's command
    link: str,
    *,
    lenient: bool = False,
    ordering: Optional[List[List[int]]] = None,
    census: Census = None,
    trace: bool = False,
) -> Dict[str, Any]:
    """Evaluate a permalink: ``castlab eval LINK`` as a dict.

    ``link`` is a permalink's query (``"v=1&src=2,2"``), with or without
    ``?``, or a whole URL. The dict holds the values ``castlab eval`` prints,
    under the same keys, except that the per-node maps (``tcd_map``,
    ``least["lower"]``, ``arrival``, ``per_originator``, ``distance_map``) are
    NumPy arrays shaped like the link's grid, last side first (``a[y, x]``;
    a family's address grid), or flat where the map is not per cell.

    A value of the link that castlab refuses (out of range, not available)
    raises ``castlab.LinkError`` naming the key, the value and the limit.
    With ``lenient=True`` it is replaced by its default, as the CLI does,
    listed under ``"errors"`` and issued as a ``castlab.LinkWarning``.

    ``ordering`` (``view=orderly``): your own ordering, one list per vertex
    of its neighbours' indices in label order (``castlab eval
    --ordering``). ``census`` (``view=tcd`` with ``cmp=``): the contention
    census at every beaten source (``"all"``) or a seeded sample of that many
    (``--census``). ``trace``: add the pseudocode and why each message is
    sent (``--trace``).
    """
    link = _link(link)
    text, maps, unheard = _native.evaluate(link, _ordering(ordering), _census_count(census), bool(trace))
    result: Dict[str, Any] = json.loads(text)
    # The refusals' raise-ready words, only when they are raised.
    refusals = _native.refusals(link) if result["errors"] and not lenient else None
    _refused(result["errors"], unheard, lenient, refusals)
    for key, array in maps:
        if key == "least.lower":
            result["least"]["lower"] = array
        else:
            result[key] = array
    return result


def _plan_text(plan: Union[Dict[str, Any], str, bytes, "os.PathLike[str]"]) -> Tuple[str, Optional[str]]:
    """The plan's text, and the file it came from (for messages)."""
    if isinstance(plan, dict):
        return json.dumps(plan), None
    if isinstance(plan, bytes):
        return _utf8(plan, "the plan"), None
    if isinstance(plan, str) and plan.lstrip().startswith(("{", "[")):
        return plan, None
    if isinstance(plan, (str, os.PathLike)):
        path = os.fspath(plan)
        return _read_bounded(path), path
    raise PlanError(
        f"plan: expected a dict, JSON text or a path, got {type(plan).__name__}",
        key="plan",
        value=type(plan).__name__,
    )


def _utf8(data: bytes, what: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise PlanError(f"{what} is not UTF-8 text: {e}", key="plan", kind="not_utf8") from None


def _read_bounded(path: str) -> str:
    """A plan file read as ``castlab check`` reads one: a regular file or a
    pipe of at most 64 MiB, with the CLI's words when it is not."""
    limit = f"the limit is {PLAN_FILE_BYTES} bytes (64 MiB)"

    def refuse(why: str, **details: Any) -> PlanError:
        return PlanError(f"the plan {path}: {why}", key="plan", value=path, **details)

    try:
        kind = os.stat(path)
    except OSError as e:
        raise PlanError(f"cannot read the plan {path}: {e.strerror}", key="plan", value=path) from None
    if stat.S_ISDIR(kind.st_mode):
        raise refuse("is a folder, not a file")
    if stat.S_ISREG(kind.st_mode) and kind.st_size > PLAN_FILE_BYTES:
        raise refuse(f"has {kind.st_size} bytes; {limit}", limit=str(PLAN_FILE_BYTES), kind="too_large")
    if not (stat.S_ISREG(kind.st_mode) or stat.S_ISFIFO(kind.st_mode)):
        raise refuse(f"is a device or another special file, not a regular file or a pipe ({limit})")
    with open(path, "rb") as f:
        data = f.read(PLAN_FILE_BYTES + 1)
    if len(data) > PLAN_FILE_BYTES:
        raise refuse(f"goes on past {PLAN_FILE_BYTES} bytes; {limit}", limit=str(PLAN_FILE_BYTES), kind="too_large")
    return _utf8(data, f"the plan {path}")


def check(plan: Union[Dict[str, Any], str, bytes, "os.PathLike[str]"]) -> Dict[str, Any]:
    """Check a schedule or an ordering: ``castlab check --json`` as a dict.

    ``plan`` is a plan in castlab's format (``docs/formats/``) as a dict, as
    JSON text, or the path of a file (at most 64 MiB). The report's
    ``valid`` says whether every rule of the network's model holds; a broken
    rule is a report, not an error. A text that is not a plan raises
    ``castlab.PlanError`` with the CLI's words.
    """
    text, path = _plan_text(plan)
    try:
        return json.loads(_native.check(text))
    except PlanError as e:
        if path is None:
            raise
        # As the CLI names the file it read.
        raise PlanError(f"{path}: {e.message}", **dict(e.details, key=e.key, value=e.value, limit=e.limit, kind=e.kind)) from None


def export(link: str, kind: Literal["schedule", "ordering"], *, lenient: bool = False) -> Dict[str, Any]:
    """castlab's own schedule or ordering for a link, as a plan dict:
    ``castlab eval LINK --export KIND``. Edit it and pass it to
    :func:`check`. ``kind`` is ``"schedule"`` (``view=tcd``, ``broadcast``,
    ``te``, ``classical``) or ``"ordering"`` (``view=orderly``)."""
    link = _link(link)
    text, errors = _native.export(link, str(kind))
    _refused(json.loads(errors), [], lenient, _native.refusals(link))
    return json.loads(text)


def _frame(header: List[str], rows: List[List[Any]], frame: str) -> Any:
    if frame == "pandas":
        import pandas

        return pandas.DataFrame(rows, columns=header)
    if frame == "polars":
        import polars

        return polars.DataFrame(rows, schema=header, orient="row", infer_schema_length=None)
    raise UsageError(f"frame={frame!r}: expected 'pandas' or 'polars'", key="frame", value=repr(frame))


def sweep(
    link: str,
    *,
    frame: Literal["pandas", "polars"] = "pandas",
    threads: Optional[int] = None,
    shard: Optional[Tuple[int, int]] = None,
    max_work: Optional[int] = None,
    client: Any = None,
    shards: Optional[int] = None,
    retries: int = 2,
    lenient: bool = False,
) -> "Union[pandas.DataFrame, polars.DataFrame]":
    """Evaluate a link over ranges of sizes: ``castlab sweep`` as a DataFrame.

    ``link`` holds a range (``"v=1&net=torus&dims=3..40x3..40&view=orderly"``).
    One row per size, in the sweep's order, with the CLI's columns: the size,
    its ``permalink`` and the view's summary values. ``frame`` picks pandas
    or polars. ``threads``: how many cores, 1 to 1024 (default all).
    ``shard=(k, n)``: only the k-th of n slices of about equal work
    (``--shard K/N``). ``max_work``: the budget (``--max-work``).
    ``lenient``: replace a refused value of the link by its default with a
    ``castlab.LinkWarning``, as the CLI does, instead of raising
    ``castlab.LinkError``. Sizes in the ranges the view does not take (odd
    sides of a Manhattan Street network, meshes that are not 2^k) are left
    out with a ``castlab.LinkWarning``, as the CLI says them.

    ``client``: a ``dask.distributed.Client``; the sweep is split into
    ``shards`` shards (default: four per worker thread) that run as tasks on
    its workers, each retried ``retries`` times if it fails, and are joined
    in order (see :func:`castlab.dask.sweep`). A sweep without a range, beyond the limits
    or over the budget raises ``castlab.SweepError``.
    """
    if client is not None:
        if shard is not None:
            raise UsageError(
                f"shard={shard!r}: with client=, the sweep is cut into shards for you (shards=N)",
                key="shard",
                value=repr(shard),
            )
        from . import dask as castlab_dask

        return castlab_dask.sweep(
            link,
            client=client,
            frame=frame,
            shards=shards,
            max_work=max_work,
            threads=threads,
            lenient=lenient,
            retries=retries,
        )
    link = _link(link)
    if shards is not None:
        raise UsageError(
            f"shards={shards!r}: shards are for a sweep on a cluster (client=); here shard=(k, n) picks one",
            key="shards",
            value=repr(shards),
        )
    threads = _whole("threads", threads, 1, MAX_THREADS)
    planned = _planned(link, max_work, lenient)
    if shard is not None:
        if not (isinstance(shard, tuple) and len(shard) == 2):
            raise UsageError(f"shard={shard!r}: expected (k, n), like (2, 8)", key="shard", value=repr(shard))
        shard = (_whole("shard k", shard[0], 1, 2**32), _whole("shard n", shard[1], 1, 2**32))
    rows = json.loads(_native.sweep_rows(link, shard, planned["max_work"], threads))
    return _frame(planned["header"], rows, frame)


def _planned(link: str, max_work: Optional[int], lenient: bool) -> Dict[str, Any]:
    """``_native.sweep_plan``, with the link's refused values raised (or,
    ``lenient``, warned of) and the sizes left out warned of, as ``castlab
    sweep`` says them on standard error."""
    max_work = _whole("max_work", max_work, 0, 2**64 - 1)
    planned = dict(_native.sweep_plan(link, max_work), max_work=max_work)
    _refused(json.loads(planned["errors"]), [], lenient)
    if planned["skipped"]:
        warnings.warn(
            LinkWarning(
                f"{planned['skipped']} sizes in the ranges are left out, the first because {planned['first_skip']}"
            ),
            stacklevel=3,
        )
    return planned


#: ``castlab.eval``'s per-node maps, as the node attributes of ``to_networkx``.
_NODE_VALUES = {
    "tcd_map": "tcd",
    "arrival": "arrival",
    "per_originator": "per_originator",
    "distance_map": "distance",
}


def to_networkx(link: str, *, values: bool = True, lenient: bool = False) -> "networkx.Graph":
    """A link's network as a NetworkX graph (a ``DiGraph`` for the
    one-way Manhattan Street network), nodes numbered as castlab numbers
    them (grid nodes x fastest, a family's vertex index).

    Node attributes: ``address`` (as links write it), ``pos`` (castlab's
    picture, y down; ``networkx.draw(G, nx.get_node_attributes(G, "pos"))``),
    ``cell`` (column, row of the address grid) and, with ``values``, the
    link's per-node numbers: ``tcd`` (the TCD from each source), ``arrival``
    (when each vertex is informed), ``per_originator`` (the broadcast time
    from each vertex), ``distance`` (hops from the source). Edge attributes:
    ``kind`` (the link's class: a dimension, straight or cross, ...) and
    ``class`` (its number; on the families only: meshes, tori, WK and the
    Manhattan Street network have one class, ``link``). ``G.adj[v]`` lists
    each vertex's neighbours in castlab's order of links, the orderly view's
    natural ordering, so ``from_networkx(to_networkx(link))`` evaluates the
    link's own ordering. Graph attributes: ``title``, ``link`` (the
    canonical permalink), ``diameter``, ``link_order``.
    """
    import networkx

    link = str(link)
    evaluation = eval(link, lenient=lenient)
    lists = _native.network(link)
    graph = networkx.DiGraph() if lists["directed"] else networkx.Graph()
    graph.graph.update(
        title=lists["title"],
        link=evaluation["permalink"],
        diameter=lists["diameter"],
        link_order=lists["link_order"],
    )
    names = lists["class_names"]
    for v, (address, pos, cell) in enumerate(zip(lists["addresses"], lists["positions"], lists["cells"])):
        graph.add_node(v, address=address, pos=pos, cell=cell)
    graph.add_edges_from(
        (u, v, {"class": c, "kind": names[c] if c < len(names) else str(c)}) for u, v, c in lists["edges"]
    )
    # Each vertex's neighbours in castlab's order of links (NetworkX lists
    # them as edges were added, at both ends at once), so that
    # `from_networkx(to_networkx(link))` reads the link's natural ordering.
    adjacency = graph._adj  # the (successor) dicts NetworkX keeps and G.adj views
    for v, order in enumerate(lists["neighbours"]):
        adjacency[v] = {u: adjacency[v][u] for u in order}
    if values:
        n = graph.number_of_nodes()
        for key, name in _NODE_VALUES.items():
            array = evaluation.get(key)
            if array is not None and hasattr(array, "ravel") and array.size == n:
                networkx.set_node_attributes(graph, dict(enumerate(array.ravel().tolist())), name)
    return graph
