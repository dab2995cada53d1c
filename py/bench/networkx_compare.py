"""Benchmark (not a test): castlab against NetworkX from Python, on tori
and hypercubes of growing size.

Two computations, each checked value by value before it is timed:

- **diameter**: ``castlab.eval(link)["diameter"]`` of the orderly view
  (``view=orderly``, which also computes every originator's broadcast
  time) against ``networkx.eccentricity`` of every vertex of
  ``castlab.to_networkx(link)`` (one breadth-first search per vertex), as
  a NetworkX user would find a diameter;
- **orderly times**: castlab's ``per_originator`` (the broadcast time
  b(u) of the link's ordering from every vertex) against NetworkX on the
  same labelled digraph, read from the evaluation's ``label_offsets`` and
  ``label_targets`` with each edge weighted by its label's rank, b(u)
  being the largest ``single_source_dijkstra_path_length`` from u: the
  method of ``tests/bench/networkx_orderly.py``, here on castlab's own
  ordering so it also runs on hypercubes.

castlab uses the network's automorphisms (``automorphisms`` in the
report): one orbit's computation serves all its vertices. NetworkX has no
such shortcut. On the smaller networks (here up to 256 vertices) the orderly view also runs its messy
simulations (three models, 100 trials each), so castlab's time there is
not that of the same computation alone, and it does not grow with N. Above ``--full`` vertices NetworkX runs on a seeded sample
of ``--sample`` vertices and its time is scaled to all N (every vertex of
these vertex-transitive networks has the same eccentricity, so the check
still holds). Each timing is the median of ``--runs`` runs; castlab's and
NetworkX's runs alternate.

    python py/bench/networkx_compare.py [--runs 5] [--full 1024] [--sample 128]
"""

from __future__ import annotations

import argparse
import random
from typing import Any, Dict, List, Tuple

import networkx as nx

import castlab
from bench_common import median, ms, timed

#: (name, link) in growing size: tori k × k and hypercubes Q_m.
NETWORKS: List[Tuple[str, str]] = [
    *[(f"T {k}×{k}", f"v=1&net=torus&dims={k}x{k}&view=orderly") for k in (8, 16, 32, 64)],
    *[(f"Q_{m}", f"v=1&net=cube&m={m}&view=orderly") for m in (6, 8, 10, 12)],
]


def labelled(r: Dict[str, Any]) -> "nx.DiGraph":
    """The ordering's digraph: v → its label-k neighbour, weight k."""
    g = nx.DiGraph()
    offsets, targets = r["label_offsets"], r["label_targets"]
    for v in range(r["nodes"]):
        for rank, w in enumerate(targets[offsets[v] : offsets[v + 1]], start=1):
            g.add_edge(v, w, weight=rank)
    return g


def orderly_times(g: "nx.DiGraph", sources: List[int]) -> Dict[int, int]:
    """b(u) for each u of ``sources``: its largest weighted distance."""
    return {u: max(nx.single_source_dijkstra_path_length(g, u).values()) for u in sources}


def times(x: float) -> str:
    """A ratio, with a decimal below 10."""
    return f"{x:,.0f}×" if x >= 10 else f"{x:.1f}×"


def main() -> None:
    """Check and time each network, print the tables."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--full", type=int, default=1024, help="largest N NetworkX runs in full")
    ap.add_argument("--sample", type=int, default=128, help="vertices NetworkX runs above --full")
    args = ap.parse_args()
    rows = []
    for name, link in NETWORKS:
        r = castlab.eval(link)
        n = r["nodes"]
        graph = castlab.to_networkx(link, values=False)
        digraph = labelled(r)
        sample = list(range(n)) if n <= args.full else random.Random(1).sample(range(n), args.sample)
        scale = n / len(sample)
        # The checks: NetworkX's values equal castlab's.
        ecc = nx.eccentricity(graph, v=sample)
        assert max(ecc.values()) == r["diameter"] and (n > args.full or len(ecc) == n), name
        per = r["per_originator"].ravel()
        assert all(per[u] == b for u, b in orderly_times(digraph, sample).items()), name
        t: Dict[str, List[float]] = {"castlab": [], "ecc": [], "dijkstra": []}
        for _ in range(args.runs):
            t["castlab"].append(timed(lambda: castlab.eval(link))[0])
            t["ecc"].append(timed(lambda: nx.eccentricity(graph, v=sample))[0] * scale)
            t["dijkstra"].append(timed(lambda: orderly_times(digraph, sample))[0] * scale)
        m = {k: median(v) for k, v in t.items()}
        rows.append((name, n, len(sample), r["automorphisms"], m))
    print(f"Medians of {args.runs} runs, milliseconds (NetworkX scaled to all N where it ran a sample).\n")
    print("| network | N | NetworkX ran | castlab.eval (whole orderly view) | nx.eccentricity, every vertex | ratio | NetworkX Dijkstra, b(u) of every vertex | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for name, n, ran, _, m in rows:
        c = m["castlab"]
        print(
            f"| {name} | {n:,} | {ran:,} | {ms(c)} | {ms(m['ecc'])} | {times(m['ecc'] / c)} "
            f"| {ms(m['dijkstra'])} | {times(m['dijkstra'] / c)} |"
        )
    print("\nGrowth from one size to the next (the node ratio in brackets):\n")
    print("| step | castlab.eval | nx.eccentricity | NetworkX Dijkstra |")
    print("|---|---|---|---|")
    for (a, na, _, _, ma), (b, nb, _, _, mb) in zip(rows, rows[1:]):
        if a.split()[0][0] != b.split()[0][0]:
            continue  # from the tori to the hypercubes
        ratios = [mb[k] / ma[k] for k in ("castlab", "ecc", "dijkstra")]
        print(f"| {a} → {b} ({nb // na}×) | " + " | ".join(f"{x:.1f}×" for x in ratios) + " |")


if __name__ == "__main__":
    main()
