"""NetworkX against castlab on the same labelled digraph: the thesis's
ordering Π on T_{m×n}, written here from §3.2 independently of castlab's
Rust, with each edge weighted by its label. b^Π(u) is the largest
Dijkstra distance from u (one `single_source_dijkstra_path_length` per
originator, as a NetworkX user would). The script checks every value
against `castlab eval`'s per_originator and prints timings as JSON.

    pip install networkx
    cargo build --release -p castlab
    python3 tests/bench/networkx_orderly.py 32 64 128

For sides above 64 NetworkX runs a sample of originators (--sample) and the
total is extrapolated; castlab's time is that of `castlab eval`, which also
prints the JSON and runs the messy simulations.
"""

import argparse
import json
import pathlib
import random
import statistics
import subprocess
import time

import networkx as nx

ROOT = pathlib.Path(__file__).resolve().parents[2]
CASTLAB = ROOT / "target" / "release" / "castlab"


def ell(n):
    half = n // 2
    return half if half % 2 == 1 else half + 1


def pi_edges(m, n):
    """(u, v, label) for Π, vertices numbered i + m·j (castlab's x fastest)."""
    L = ell(n)
    node = lambda i, j: (i % m) + m * (j % n)
    edges = []
    for i in range(m):
        for j in range(n):
            ie, je = i % 2 == 0, j % 2 == 0
            if j in (0, L):
                down = j == 0
                dirs = [(1 if down else -1, 0), (0, 1 if ie else -1), (0, -1 if ie else 1), (-1 if down else 1, 0)]
            else:
                dirs = [(0, 1 if ie else -1), (1 if je else -1, 0), (-1 if je else 1, 0), (0, -1 if ie else 1)]
            for label, (di, dj) in enumerate(dirs, start=1):
                edges.append((node(i, j), node(i + di, j + dj), label))
    return edges


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sides", nargs="+", type=int)
    ap.add_argument("--sample", type=int, default=256)
    args = ap.parse_args()
    rows = []
    for s in args.sides:
        g = nx.DiGraph()
        g.add_weighted_edges_from(pi_edges(s, s))
        nodes = sorted(g.nodes)
        sample = nodes if len(nodes) <= 4096 else random.Random(1).sample(nodes, args.sample)
        t0 = time.perf_counter()
        nx_times = {u: max(nx.single_source_dijkstra_path_length(g, u).values()) for u in sample}
        nx_seconds = (time.perf_counter() - t0) * len(nodes) / len(sample)
        query = f"v=1&net=torus&dims={s}x{s}&view=orderly"
        runs = []
        for _ in range(3):
            t0 = time.perf_counter()
            out = subprocess.run([str(CASTLAB), "eval", query], capture_output=True, check=True).stdout
            runs.append(time.perf_counter() - t0)
        per = json.loads(out)["per_originator"]
        mismatches = sum(1 for u, t in nx_times.items() if per[u] != t)
        castlab_seconds = statistics.median(runs)
        rows.append({
            "torus": f"{s}x{s}",
            "originators_networkx_ran": len(sample),
            "networkx_seconds_all_originators": round(nx_seconds, 3),
            "castlab_eval_seconds_median_of_3": round(castlab_seconds, 3),
            "ratio": round(nx_seconds / castlab_seconds, 1),
            "mismatches": mismatches,
        })
        print(json.dumps(rows[-1]), flush=True)
    if any(r["mismatches"] for r in rows):
        raise SystemExit("castlab and NetworkX disagree")


if __name__ == "__main__":
    main()
