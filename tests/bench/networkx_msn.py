"""NetworkX against castlab: the mean internodal distance of the Manhattan
Street network N×N. The digraph is written here from 004's Fig. 1 as
castlab reads it (row y runs east when y is even, columns run south when
x is even), independently of castlab's Rust. NetworkX runs
`average_shortest_path_length` (a BFS from every node, as a NetworkX user
would); castlab's mean is one BFS, the network being vertex-transitive,
and equals Eq. (27). The script checks the two means agree exactly and
prints timings as JSON lines; castlab's time is its criterion median
(`cargo bench -p castlab-core --bench msn -- msn_mean_distance`), read from
target/criterion by `cargo xtask bench`.

    python3 tests/bench/networkx_msn.py 16 32 64
"""

import argparse
import json
import pathlib
import subprocess
import time
from fractions import Fraction

import networkx as nx

ROOT = pathlib.Path(__file__).resolve().parents[2]
CASTLAB = ROOT / "target" / "release" / "castlab"


def msn_edges(n):
    p = lambda k: 1 if k % 2 == 0 else -1
    node = lambda x, y: (x % n) + n * (y % n)
    for x in range(n):
        for y in range(n):
            yield node(x, y), node(x + p(y), y)
            yield node(x, y), node(x, y + p(x))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sides", nargs="+", type=int)
    args = ap.parse_args()
    bad = False
    for n in args.sides:
        g = nx.DiGraph()
        g.add_edges_from(msn_edges(n))
        t0 = time.perf_counter()
        mean = nx.average_shortest_path_length(g)
        seconds = time.perf_counter() - t0
        nodes = n * n
        # NetworkX averages over ordered pairs u != v; castlab over all N
        # destinations of one source (its distance 0 included).
        nx_castlab_mean = Fraction(mean).limit_denominator(nodes * nodes) * (nodes - 1) / nodes
        out = json.loads(subprocess.run(
            [str(CASTLAB), "eval", f"v=1&net=msn&dims={n}x{n}"],
            capture_output=True, check=True).stdout)
        castlab_mean = Fraction(out["mean_distance_exact"])
        agree = nx_castlab_mean == castlab_mean
        bad |= not agree
        print(json.dumps({
            "msn": f"{n}x{n}",
            "networkx_seconds": round(seconds, 4),
            "networkx_mean_over_pairs": mean,
            "castlab_mean_distance_exact": out["mean_distance_exact"],
            "agree": agree,
        }), flush=True)
    if bad:
        raise SystemExit("castlab and NetworkX disagree")


if __name__ == "__main__":
    main()
