"""Benchmark (not a test): a sweep on a local Dask cluster against
``castlab sweep`` on the same cores.

The README's orderly sweep of the 1,444 tori 3..40 x 3..40 (every
originator of each), each way ``--runs`` times, wall-clock:

- ``cli``: the release CLI, ``castlab sweep --threads N LINK`` to
  /dev/null (process start included);
- ``python``: ``castlab.sweep(link, threads=N)`` in this process, the same
  core through the bindings, as a DataFrame;
- ``dask``: ``castlab.sweep(link, client=client)`` on
  ``LocalCluster(n_workers=N, threads_per_worker=1)``, started once before
  the runs (its start is timed apart), as a DataFrame.

Build what it measures optimised: ``cargo build --release -p castlab`` and
the package with ``maturin develop --profile py`` (or put a wheel built
with ``maturin build --profile py`` first on ``PYTHONPATH``). Run it from
the repository with the venv's Python:

    python py/bench/dask_sweep.py [--runs 5] [--workers 2] [--link LINK]

It checks the Dask sweep's rows against the CLI's JSON once, then prints a
Markdown table of the medians and the Dask/CLI ratio.
"""

from __future__ import annotations

import argparse
import gc
import json
import logging
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Dict, List

ROOT = Path(__file__).resolve().parents[2]
LINK = "v=1&net=torus&view=orderly&dims=3..40x3..40"


def timed(runs: int, ways: Dict[str, Callable[[], object]]) -> Dict[str, List[float]]:
    """Wall-clock seconds of ``runs`` calls of each way, taken in turns (a
    run of each, then the next round) so that a change in the machine's
    load falls on every way alike."""
    times: Dict[str, List[float]] = {name: [] for name in ways}
    for _ in range(runs):
        for name, work in ways.items():
            gc.collect()
            start = time.perf_counter()
            work()
            times[name].append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--workers", type=int, default=2, help="Dask workers and CLI threads")
    parser.add_argument("--link", default=LINK)
    parser.add_argument("--cli", default=str(ROOT / "target" / "release" / "castlab"))
    args = parser.parse_args()

    import distributed

    import castlab

    logging.getLogger("distributed").setLevel(logging.CRITICAL)
    cli = [args.cli, "sweep", "--threads", str(args.workers), args.link]
    expected = json.loads(subprocess.run([*cli[:2], "--json", *cli[2:]], check=True, capture_output=True).stdout)

    start = time.perf_counter()
    cluster = distributed.LocalCluster(
        n_workers=args.workers,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
        silence_logs=logging.CRITICAL,
    )
    client = distributed.Client(cluster)
    client.wait_for_workers(args.workers)
    cluster_start = time.perf_counter() - start
    try:
        frame = castlab.sweep(args.link, client=client)
        rows = [{k: (None if v != v else v) for k, v in r.items()} for r in frame.to_dict("records")]
        assert rows == expected, "the Dask sweep is not the CLI's"
        with open(os.devnull, "wb") as null:
            times = timed(
                args.runs,
                {
                    "cli": lambda: subprocess.run(cli, check=True, stdout=null),
                    "python": lambda: castlab.sweep(args.link, threads=args.workers),
                    "dask": lambda: castlab.sweep(args.link, client=client),
                },
            )
    finally:
        client.close()
        cluster.close()

    medians = {name: statistics.median(ts) for name, ts in times.items()}
    print(f"{len(expected)} sizes, {args.workers} workers/threads, {args.runs} runs; cluster start {cluster_start:.2f} s")
    print("| way | median (s) | best (s) | runs (s) |")
    print("|---|---|---|---|")
    for name, ts in times.items():
        print(f"| {name} | {medians[name]:.3f} | {min(ts):.3f} | {' '.join(f'{t:.3f}' for t in ts)} |")
    for name in ("dask", "python"):
        ratio, best = medians[name] / medians["cli"], min(times[name]) / min(times["cli"])
        print(f"{name} / cli: {ratio:.2f}x (medians), {best:.2f}x (best runs)")
    print(f"castlab {castlab.__version__} from {castlab.__file__}", file=sys.stderr)


if __name__ == "__main__":
    main()
