"""castlab sweeps on a Dask cluster: ``castlab.sweep(link, client=...)``.

A sweep is cut into the CLI's shards (``castlab sweep --shard K/N``:
contiguous slices of about equal work, the same on every machine), one
Dask task per shard. The tasks run ``castlab._native.sweep_rows`` on the
workers, so every worker needs ``castlab`` installed (the same version as
the client: the task keys name it). The shards' rows are joined in shard
order, which is the sweep's order: the DataFrame is the one
``castlab.sweep(link)`` gives on one machine, row for row.

A worker that dies takes only its tasks with it: the scheduler runs them
again on the others (up to ``distributed.scheduler.allowed-failures``
times, 3 by default), and a task that raises is retried ``retries``
times. No row is lost or counted twice, since a shard's rows come back
only as the whole result of its task.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, List, Literal, Optional, Union

from . import _native
from ._api import MAX_THREADS, _frame, _planned, _whole

if TYPE_CHECKING:  # pragma: no cover
    import distributed
    import pandas
    import polars

__all__ = ["sweep", "SHARDS_PER_THREAD"]

#: Default shards per worker thread: a few, so a slow shard or a lost
#: worker leaves the others work to share, without planning the sweep
#: once per size.
SHARDS_PER_THREAD = 4


def _key_token(link: str, max_work: Optional[int], shards: int) -> str:
    """What names a sweep's tasks: the same sweep gets the same keys (Dask
    then shares its results), a different core version other keys."""
    from dask.base import tokenize

    return tokenize("castlab.sweep", _native.version(), link, max_work, shards)


def sweep(
    link: str,
    *,
    client: "distributed.Client",
    frame: Literal["pandas", "polars"] = "pandas",
    shards: Optional[int] = None,
    max_work: Optional[int] = None,
    threads: Optional[int] = None,
    lenient: bool = False,
    retries: int = 2,
) -> "Union[pandas.DataFrame, polars.DataFrame]":
    """Evaluate a link over ranges of sizes on a Dask cluster, as a
    DataFrame: ``castlab sweep`` split over the workers of ``client``.

    The rows, their order and their columns are ``castlab.sweep(link)``'s
    (and so ``castlab sweep``'s CSV): one row per size, in the sweep's
    order.

    ``client``: a ``dask.distributed.Client``. ``frame``: ``"pandas"`` or
    ``"polars"``. ``shards``: how many tasks (``--shard K/N`` with N =
    ``shards``); by default four per worker thread, at most one per size.
    ``max_work``: the budget (``--max-work``), checked here before any task
    is sent. ``threads``: the threads each task uses (default 1: a Dask
    worker already runs one task per thread). ``lenient``: replace a
    refused value of the link by its default with a ``castlab.LinkWarning``,
    as the CLI does, instead of raising ``castlab.LinkError``.
    ``retries``: how many times a task that raised is run again.

    A sweep without a range, beyond the limits or over the budget raises
    ``castlab.SweepError``, on the client, before the cluster is used. If a
    task still fails (its worker died too often, or it raised every time),
    its error is raised here and the sweep's other tasks are cancelled.
    """
    link = str(link)
    # max_work is checked with the plan (`_planned`).
    shards = _whole("shards", shards, 1, 2**32)
    threads = _whole("threads", threads, 1, MAX_THREADS)
    retries = _whole("retries", retries, 0, 2**32)
    if frame not in ("pandas", "polars"):
        _frame([], [], frame)  # raises the UsageError before the cluster works
    planned = _planned(link, max_work, lenient)
    header, count = planned["header"], planned["sizes"]
    if count == 0:
        return _frame(header, [], frame)
    if shards is None:
        worker_threads = sum(client.nthreads().values()) or 1
        shards = min(count, SHARDS_PER_THREAD * worker_threads)
    token = _key_token(link, max_work, shards)
    futures = [
        client.submit(
            _native.sweep_rows,
            link,
            (k, shards),
            max_work,
            threads or 1,
            pure=True,
            key=f"castlab-sweep-{token}-{k}",
            retries=retries,
        )
        for k in range(1, shards + 1)
    ]
    try:
        # `gather` keeps the futures' order, which is the shards' order.
        texts: List[str] = client.gather(futures)
    except BaseException:
        client.cancel(futures)
        raise
    rows: List[List[Any]] = []
    for text in texts:
        rows.extend(json.loads(text))
    return _frame(header, rows, frame)
