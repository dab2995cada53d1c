"""Benchmark (not a test): what the Python binding adds to a big TCD map.

``castlab.eval`` on the recursive TCD map of the 256², 512² and 1024²
meshes (source at the centre; the gallery's ``tcd-1024`` is the last),
against the core's own time for the same evaluation. Each run times, one
after the other:

- ``castlab.eval``: the whole call, the map as a NumPy ``uint64`` array
  (``a[y, x]``) and the rest as a dict (its ``json.loads`` included);
- ``_native.evaluate``: the compiled part alone (the core's evaluation,
  the report's JSON without the map, the map handed to NumPy uncopied);
- ``cli``: ``castlab eval LINK > /dev/null`` (process start, evaluation,
  and the map printed as JSON, about 7 MB on 1024²);
- ``core`` (with ``--core PATH``): ``castlab_core::request::evaluate_request``
  alone, timed inside a small Rust program linked against the core
  (``cli/examples/coretime.rs``; ``cargo build --release -p castlab
  --example coretime``); it prints JSON with ``evaluate_request_s``.

Build optimised first (``cargo build --release -p castlab``;
``maturin develop --profile py``). Then:

    python py/bench/map_overhead.py [--runs 5] [--core PATH]
"""

from __future__ import annotations

import argparse
import json
import subprocess
from typing import Dict, List, Optional

import castlab
from castlab import _native
from bench_common import CLI, median, ms, require_cli, timed

SIDES = [256, 512, 1024]


def link_of(side: int) -> str:
    """The recursive map of the side × side mesh, from its centre."""
    return f"v=1&dims={side}x{side}&src={side // 2},{side // 2}&algo=recursive"


def core_seconds(core: str, link: str) -> float:
    """One run of the Rust timer: ``evaluate_request`` alone, in seconds."""
    out = subprocess.run([core, link, "1"], capture_output=True, check=True, text=True).stdout
    return float(json.loads(out)["evaluate_request_s"])


def main() -> None:
    """Time every side ``--runs`` times, interleaved, and print the tables."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--core", help="the Rust timer's binary (optional)")
    args = ap.parse_args()
    require_cli()
    kinds = ["eval", "native", "cli"] + (["core"] if args.core else [])
    times: Dict[int, Dict[str, List[float]]] = {s: {k: [] for k in kinds} for s in SIDES}
    for side in SIDES:  # the map's values against the CLI's, once
        link = link_of(side)
        cli = json.loads(subprocess.run([str(CLI), "eval", link], capture_output=True, check=True).stdout)
        if castlab.eval(link)["tcd_map"].ravel().tolist() != cli["tcd_map"]:
            raise SystemExit(f"{side}²: castlab.eval's map differs from castlab eval's")
    for _ in range(args.runs):
        for side in SIDES:
            link, t = link_of(side), times[side]
            t["eval"].append(timed(lambda: castlab.eval(link))[0])
            t["native"].append(timed(lambda: _native.evaluate(link, None, None, False))[0])
            t["cli"].append(
                timed(lambda: subprocess.run([str(CLI), "eval", link], stdout=subprocess.DEVNULL, check=True))[0]
            )
            if args.core:
                t["core"].append(core_seconds(args.core, link))
    med = {s: {k: median(v) for k, v in times[s].items()} for s in SIDES}
    base: Optional[str] = "core" if args.core else None
    print(f"Medians of {args.runs} runs, milliseconds.\n")
    head = "| mesh | nodes | `castlab.eval` | `_native.evaluate` | CLI to /dev/null |"
    print(head + (" core alone | `castlab.eval` / core |" if base else ""))
    print("|---" * (5 + (2 if base else 0)) + "|")
    for s in SIDES:
        m = med[s]
        row = f"| {s} × {s} | {s * s:,} | {ms(m['eval'])} | {ms(m['native'])} | {ms(m['cli'])} |"
        if base:
            row += f" {ms(m['core'])} | {m['eval'] / m['core']:.2f}× |"
        print(row)
    print("\nGrowth from one side to the next (4× the nodes):\n")
    print("| | " + " | ".join(f"{a} → {b}" for a, b in zip(SIDES, SIDES[1:])) + " |")
    print("|---" * len(SIDES) + "|")
    for k in kinds:
        print(f"| {k} | " + " | ".join(f"{med[b][k] / med[a][k]:.2f}×" for a, b in zip(SIDES, SIDES[1:])) + " |")


if __name__ == "__main__":
    main()
