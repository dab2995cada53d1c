"""Benchmark (not a test): ``castlab.eval(link)`` against spawning
``castlab eval LINK`` and parsing its JSON, on gallery links that take
under 100 ms.

For each link, each run times, one after the other (so a busy machine
slows both alike):

- ``python``: ``castlab.eval(link)`` in this process, which includes its
  ``json.loads`` of the core's text and the maps handed to NumPy;
- ``cli``: ``subprocess.run([castlab, "eval", link])`` with its output
  captured (process start, evaluation, JSON printing, the pipe);
- ``cli + parse``: that, plus ``json.loads`` of its output, what a script
  needs before it can use the numbers.

Before timing, each link's dict is checked against the CLI's JSON (every
key, the maps flattened). Build both optimised first:
``cargo build --release -p castlab`` and, in the venv,
``maturin develop --profile py`` (py/README.md). Then:

    python py/bench/eval_vs_cli.py [--runs 7]

prints a Markdown table of the medians and the ratio cli + parse / python.
"""

from __future__ import annotations

import argparse
import json
import subprocess
from typing import Any, Dict, List, Tuple

import numpy as np

import castlab
from bench_common import CLI, median, ms, require_cli, timed

#: (gallery id, permalink): one or two per family, all under 100 ms.
LINKS: List[Tuple[str, str]] = [
    ("tcd-eye-8x8", "v=1&src=2,2&trace=1"),
    ("tcd-torus", "v=1&net=torus&dims=16x16&src=5,9"),
    ("tcd-least-known-4x4x4", "v=1&dims=4x4x4&src=1,1,1&algo=least"),
    ("wk-figure-3", "v=1&net=wk&src=201&step=2&trace=1"),
    ("msn-areas-10x8", "v=1&net=msn&dims=10x8&view=areas"),
    ("msn-total-exchange", "v=1&net=msn&view=te&trace=1"),
    ("orderly-9x13", "v=1&net=torus&dims=9x13&src=0,3&view=orderly&trace=1"),
    ("hypercube-orderly", "v=1&net=cube&view=orderly"),
    ("classical-mesh-8x8", "v=1&view=classical"),
    ("classical-msn-4x4", "v=1&net=msn&dims=4x4&view=classical&algo=exact"),
]


def cli_json(link: str) -> str:
    """``castlab eval LINK``'s standard output."""
    return subprocess.run([str(CLI), "eval", link], capture_output=True, check=True, text=True).stdout


def same(py: Any, cli: Any) -> bool:
    """Whether castlab.eval's value equals the CLI's (arrays as flat lists)."""
    if isinstance(py, np.ndarray):
        return py.ravel().tolist() == list(cli)
    if isinstance(py, dict):
        return py.keys() == cli.keys() and all(same(py[k], cli[k]) for k in py)
    if isinstance(py, list):
        return len(py) == len(cli) and all(same(a, b) for a, b in zip(py, cli))
    return bool(py == cli)


def main() -> None:
    """Check each link once, time every link ``--runs`` times, print the table."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    require_cli()
    for name, link in LINKS:
        if not same(castlab.eval(link), json.loads(cli_json(link))):
            raise SystemExit(f"{name}: castlab.eval differs from castlab eval")
    times: Dict[str, Dict[str, List[float]]] = {n: {"py": [], "cli": [], "parse": []} for n, _ in LINKS}
    for _ in range(args.runs):
        for name, link in LINKS:
            t = times[name]
            t["py"].append(timed(lambda: castlab.eval(link))[0])
            seconds, text = timed(lambda: cli_json(link))
            t["cli"].append(seconds)
            t["parse"].append(seconds + timed(lambda: json.loads(text))[0])
    print(f"Medians of {args.runs} runs, milliseconds.\n")
    print("| gallery example | link | `castlab.eval` | CLI | CLI + `json.loads` | CLI + parse / Python |")
    print("|---|---|---|---|---|---|")
    for name, link in LINKS:
        t = {k: median(v) for k, v in times[name].items()}
        print(f"| {name} | `{link}` | {ms(t['py'])} | {ms(t['cli'])} | {ms(t['parse'])} | {t['parse'] / t['py']:.1f}× |")


if __name__ == "__main__":
    main()
