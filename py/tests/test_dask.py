"""``castlab.sweep(link, client=...)`` on a local Dask cluster of two worker
processes, against ``castlab sweep``'s CSV cell by cell: the rows must
come back whole and in order, also when a worker is killed mid-sweep."""

from __future__ import annotations

import csv
import io
import logging
import math
import os
import signal
import threading
from typing import Any, Dict, Iterator, List, Optional, Set, Tuple

import pytest

import castlab
import castlab.dask
from castlab import _native
from conftest import run_cli

distributed = pytest.importorskip("distributed")

# The README's sweep (the Slurm recipe's link) up to 40x40: 1,444 tori,
# every originator of each.
TORI = "v=1&net=torus&view=orderly&dims=3..40x3..40"
SWEEP_KEY = "castlab-sweep-"


@pytest.fixture(scope="module")
def client() -> Iterator["distributed.Client"]:
    """Two single-threaded worker processes, as two machines would be."""
    # The scheduler runs in this process: quiet its INFO lines too.
    quiet = logging.getLogger("distributed")
    level = quiet.level
    quiet.setLevel(logging.CRITICAL)
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
        silence_logs=logging.CRITICAL,
    )
    try:
        with cluster, distributed.Client(cluster) as c:
            yield c
    finally:
        quiet.setLevel(level)


def cli_csv(link: str) -> Tuple[List[str], List[List[str]]]:
    """``castlab sweep LINK``'s header and rows, as the csv module reads them."""
    rows = list(csv.reader(io.StringIO(run_cli("sweep", "--threads", "2", link).stdout)))
    return rows[0], rows[1:]


def same_cell(text: str, value: Any) -> bool:
    """Whether a DataFrame's cell is the CLI's CSV cell: empty for a missing
    value (pandas: NaN), ``true``/``false``, integers as digits, floats as
    the number the text reads as."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return text == ""
    if isinstance(value, bool):
        return text == ("true" if value else "false")
    if isinstance(value, int):
        return text == str(value)
    if isinstance(value, float):
        return text != "" and float(text) == value
    return isinstance(value, str) and text == value


def assert_same_rows(frame: Any, link: str) -> None:
    """Every cell of ``frame``, row order included, is ``castlab sweep``'s."""
    header, rows = cli_csv(link)
    if hasattr(frame, "rows"):  # polars
        columns, data = frame.columns, frame.rows()
    else:
        columns = list(frame.columns)
        data = frame.to_dict("split")["data"]  # Python scalars, not NumPy's
    assert columns == header, link
    assert len(data) == len(rows) > 0, link
    for i, (ours, theirs) in enumerate(zip(data, rows)):
        assert len(ours) == len(theirs), (link, i)
        for name, value, text in zip(header, ours, theirs):
            assert same_cell(text, value), f"{link}: row {i} ({theirs[0]}), {name}: {value!r} != {text!r}"


def test_a_torus_range_and_a_family_range_are_the_clis_rows(client):
    link = "v=1&net=torus&view=orderly&dims=3..16x3..16"
    frame = castlab.sweep(link, client=client)
    assert_same_rows(frame, link)
    # A family's size key; its missing bounds come back empty.
    link = "v=1&net=butterfly&m=3..8&view=orderly"
    assert_same_rows(castlab.sweep(link, client=client, frame="polars"), link)
    # More shards than sizes: empty shards add nothing.
    link = "v=1&net=msn&dims=4..8^2"
    assert_same_rows(castlab.dask.sweep(link, client=client, shards=7), link)


def sweep_keys(client: "distributed.Client") -> List[str]:
    return client.run_on_scheduler(lambda dask_scheduler: [str(k) for k in dask_scheduler.tasks])


def test_refused_sweeps_name_key_value_and_limit_and_send_no_task(client):
    # Keys the scheduler already holds (earlier sweeps' being released).
    before = set(sweep_keys(client))
    no_range = "v=1&net=butterfly&view=orderly"
    words = run_cli("sweep", no_range, expect=2).stderr
    with pytest.raises(castlab.SweepError) as caught:
        castlab.sweep(no_range, client=client)
    assert f"castlab: {caught.value}\n" in words and caught.value.kind == "no_range"

    beyond = "v=1&net=butterfly&m=3..90&view=orderly"
    words = run_cli("sweep", beyond, expect=2).stderr
    with pytest.raises(castlab.SweepError) as caught:
        castlab.sweep(beyond, client=client)
    assert f"castlab: {caught.value}\n" in words
    # The CLI's words say it: "m=3..90: net=butterfly takes m from 3 to 16".
    first, last = words.split(" takes m from ")[1].split(";")[0].split(" to ")
    assert (caught.value.key, caught.value.value, caught.value.limit) == ("m", "3..90", f"{first}..{last}")

    words = run_cli("sweep", "--max-work", "1000", TORI, expect=2).stderr
    with pytest.raises(castlab.SweepError) as caught:
        castlab.sweep(TORI, client=client, max_work=1000)
    assert f"castlab: {caught.value}\n" in words
    work = words.split("the sweep's work is ")[1].split(" units")[0]
    assert (caught.value.key, caught.value.value, caught.value.limit) == ("max_work", work, "1000")

    for bad in (0, -1, 2.5, True):
        with pytest.raises(castlab.UsageError) as caught:
            castlab.dask.sweep(TORI, client=client, shards=bad)  # type: ignore[arg-type]
        assert (caught.value.key, caught.value.value) == ("shards", repr(bad))
    with pytest.raises(castlab.UsageError) as caught:
        castlab.sweep(TORI, client=client, frame="excel")  # type: ignore[arg-type]
    assert (caught.value.key, caught.value.value) == ("frame", "'excel'")
    assert not [k for k in set(sweep_keys(client)) - before if k.startswith(SWEEP_KEY)]


def test_a_workers_error_arrives_as_the_castlab_exception(client):
    # The sweep checks shards before sending them, so send a bad one by hand.
    future = client.submit(_native.sweep_rows, "v=1&net=msn&dims=4..8^2", (5, 4), None, 1, pure=False)
    with pytest.raises(castlab.SweepError) as caught:
        future.result()
    assert (caught.value.key, caught.value.value, caught.value.kind) == ("shard", "5/4", "bad_shard")
    assert str(caught.value) in run_cli("sweep", "--shard", "5/4", "v=1&net=msn&dims=4..8^2", expect=2).stderr


class KillAtFirstShard(distributed.diagnostics.plugin.SchedulerPlugin):
    """Kills (SIGKILL) a worker that is running a shard as soon as the first
    shard is done: the kill lands mid-sweep by construction, not by a clock.
    Then records what became of the shards the dead worker was running."""

    name = "castlab-kill-at-first-shard"

    def __init__(self, scheduler: Any, pids: Dict[str, int]) -> None:
        self.scheduler = scheduler
        self.pids = pids
        self.lock = threading.Lock()
        self.victim: Optional[str] = None
        self.killed_pid: Optional[int] = None
        self.done_before: Set[str] = set()
        self.lost: Set[str] = set()  # the victim's shards, running when it died
        self.left: Set[str] = set()  # workers the scheduler saw leave
        self.finished: Dict[str, int] = {}  # shard -> times it reached memory

    def transition(self, key: Any, start: str, finish: str, *args: Any, **kwargs: Any) -> None:
        key = str(key)
        if not key.startswith(SWEEP_KEY):
            return
        with self.lock:
            if finish == "memory":
                self.finished[key] = self.finished.get(key, 0) + 1
            if finish != "memory" or self.victim is not None:
                return
            holders = {ws.address for ws in self.scheduler.tasks[key].who_has or ()}
            running = [
                ws
                for ws in self.scheduler.workers.values()
                if any(str(ts.key).startswith(SWEEP_KEY) for ts in ws.processing)
            ]
            # Rather the worker that did not just finish: its shard is mid-way.
            running.sort(key=lambda ws: ws.address in holders)
            if not running:
                return
            ws = running[0]
            self.victim = ws.address
            self.lost = {str(ts.key) for ts in ws.processing if str(ts.key).startswith(SWEEP_KEY)}
            self.done_before = {k for k, n in self.finished.items() if n}
            self.killed_pid = self.pids[ws.address]
            os.kill(self.killed_pid, signal.SIGKILL)

    def remove_worker(self, scheduler: Any, worker: str, **kwargs: Any) -> None:
        self.left.add(worker)


def test_a_worker_killed_mid_sweep_loses_no_row(client):
    pids: Dict[str, int] = client.run(os.getpid)
    assert len(pids) == 2
    scheduler = client.cluster.scheduler
    plugin = KillAtFirstShard(scheduler, pids)
    scheduler.add_plugin(plugin)
    try:
        # Six shards: keys no other test of the module makes, so no result
        # Dask still holds can stand in for a run.
        frame = castlab.dask.sweep(TORI, client=client, shards=6)
    finally:
        scheduler.remove_plugin(name=plugin.name)
    # The kill happened mid-sweep: a shard was done, the victim's were not.
    assert plugin.victim is not None and plugin.killed_pid is not None
    assert plugin.done_before and plugin.lost
    assert not plugin.lost & plugin.done_before
    assert plugin.victim in plugin.left
    # Every shard the dead worker was running was run again to the end.
    assert all(plugin.finished.get(k, 0) >= 1 for k in plugin.lost)
    # The killed process is gone; its nanny started a new one.
    client.wait_for_workers(2)
    assert plugin.killed_pid not in client.run(os.getpid).values()
    assert_same_rows(frame, TORI)
