"""``castlab.from_networkx``: a user's graph under the three models.

Every expected value is derived elsewhere: ``castlab eval``'s JSON for the
same network (through a process), or, on small random graphs, brute force
and Dijkstra written here from the models' definitions (BRIEF: classical,
orderly, messy)."""

from __future__ import annotations

import heapq
import itertools
import json
import random
from typing import Dict, Hashable, List

import networkx as nx
import pytest

import castlab
from conftest import cli_json

# Each link with its size key written out, so the CLI's link is the same.
NETWORKS = [
    "net=torus&dims=4x4",
    "net=cube&m=4",
    "net=ccc&m=3",
    "net=complete&n=5",
    "net=cycle&n=7",
]


def natural_lists(link: str) -> List[List[int]]:
    """castlab's natural ordering of the link's network, as ``castlab eval``
    prints its labels (``view=orderly&algo=dim``)."""
    r = cli_json("eval", f"v=1&{link}&view=orderly&algo=dim")
    offsets, targets = r["label_offsets"], r["label_targets"]
    return [targets[offsets[v] : offsets[v + 1]] for v in range(len(offsets) - 1)]


def in_order(G: nx.Graph, lists: List[List[int]]) -> nx.Graph:
    """``G``, checked to list each node's neighbours in the order ``lists``
    gives (``to_networkx`` keeps castlab's order of links)."""
    assert [list(G.adj[v]) for v in range(len(lists))] == lists
    return G


def by_index(values: Dict[Hashable, int], G: nx.Graph) -> List[int]:
    return [values[v] for v in G.nodes]


@pytest.mark.parametrize("link", NETWORKS)
def test_a_network_from_to_networkx_gives_castlab_evals_numbers(link):
    lists = natural_lists(link)
    G = in_order(castlab.to_networkx(f"v=1&{link}"), lists)
    classical_link = f"v=1&{link}&view=classical&algo=exact"
    orderly_link = f"v=1&{link}&view=orderly&algo=dim"
    for source in sorted({0, 1, len(lists) // 2, len(lists) - 1}):
        address = G.nodes[source]["address"]
        ours = castlab.from_networkx(G, source=source)
        classical = cli_json("eval", f"{classical_link}&src={address}")
        orderly = cli_json("eval", f"{orderly_link}&src={address}")
        mine = ours["classical"]
        for key in ("algorithm", "from_source", "known", "lower_bound", "per_originator_skipped", "models"):
            assert mine[key] == classical[key], f"{link} from {address}: {key}"
        assert by_index(mine["arrival"], G) == classical["arrival"]
        if classical["per_originator"] is None:
            assert mine["per_originator"] is None
        else:
            assert by_index(mine["per_originator"], G) == classical["per_originator"]
        calls = [[(c["from"], c["to"]) for c in rnd] for rnd in classical["calls"]["rounds"]]
        assert mine["calls"] == calls
        theirs = ours["orderly"]
        for key in ("ordering", "broadcast_time", "from_source", "diameter", "classical", "optimum", "messy"):
            assert theirs[key] == orderly[key], f"{link} from {address}: {key}"
        assert by_index(theirs["arrival"], G) == orderly["arrival"]
        assert by_index(theirs["per_originator"], G) == orderly["per_originator"]
        assert ours["messy"] == orderly["messy"] == classical["models"]["messy"]
        assert ours["diameter"] == orderly["diameter"] and ours["diameter_exact"]


def test_in_the_order_networkx_keeps_the_orderly_numbers_are_those_of_that_ordering():
    # to_networkx as it is: each node's neighbours in the order NetworkX
    # keeps, which is the ordering the CLI is given (--ordering).
    link = "v=1&net=torus&dims=4x4&view=orderly&algo=dim"
    G = castlab.to_networkx(link)
    lists = [list(G.adj[v]) for v in G.nodes]
    theirs = castlab.eval(link, ordering=lists)
    ours = castlab.from_networkx(G)["orderly"]
    assert ours["from_source"] == theirs["from_source"]
    assert ours["broadcast_time"] == theirs["broadcast_time"]
    assert by_index(ours["per_originator"], G) == theirs["per_originator"].ravel().tolist()
    assert ours["messy"] == theirs["messy"]


def brute_force_b(G: nx.Graph, u: Hashable) -> int:
    """b(u): every informed node calls at most one uninformed neighbour per
    round; every choice is tried, round by round."""
    everyone = frozenset(G.nodes)
    layer = {frozenset([u])}
    rounds = 0
    while everyone not in layer:
        grown = set()
        for informed in layer:
            options = [[None] + [w for w in G.adj[v] if w not in informed] for v in informed]
            for pick in itertools.product(*options):
                called = [w for w in pick if w is not None]
                if len(set(called)) == len(called):
                    grown.add(informed | frozenset(called))
        layer = grown
        rounds += 1
    return rounds


def orderly_arrival(G: nx.Graph, u: Hashable) -> Dict[Hashable, int]:
    """Non-adaptive orderly broadcasting: a node informed at t sends to its
    i-th neighbour (in G.adj order) at t + i, so a node's arrival time is
    the least label sum over paths from u (Dijkstra)."""
    best = {u: 0}
    queue = [(0, 0, u)]
    tie = itertools.count(1)
    while queue:
        t, _, v = heapq.heappop(queue)
        if t > best[v]:
            continue
        for i, w in enumerate(G.adj[v], start=1):
            if t + i < best.get(w, t + i + 1):
                best[w] = t + i
                heapq.heappush(queue, (t + i, next(tie), w))
    return best


def random_connected(rng: random.Random, n: int) -> nx.Graph:
    """A random tree plus random chords, on string labels, edges added in
    a shuffled order (so the adjacency order is no sorted one)."""
    labels = [f"n{k}" for k in rng.sample(range(100), n)]
    edges = {frozenset((labels[v], labels[rng.randrange(v)])) for v in range(1, n)}
    for _ in range(rng.randrange(n + 1)):
        a, b = rng.sample(labels, 2)
        edges.add(frozenset((a, b)))
    edges = [tuple(e) for e in edges]
    rng.shuffle(edges)
    G = nx.Graph()
    G.add_nodes_from(labels)
    G.add_edges_from(edges)
    return G


def test_random_small_graphs_against_brute_force_and_dijkstra():
    rng = random.Random(56)
    for trial in range(12):
        G = random_connected(rng, 3 + trial % 6)
        b = {u: brute_force_b(G, u) for u in G.nodes}
        orderly = {u: max(orderly_arrival(G, u).values()) for u in G.nodes}
        for u in G.nodes:
            r = castlab.from_networkx(G, source=u)
            c, o = r["classical"], r["orderly"]
            assert r["source"] == u and c["source"] == u and o["originator"] == u
            assert (c["from_source"], c["known"]) == (b[u], "exact"), (list(G.edges), u)
            assert c["per_originator"] == b
            assert o["arrival"] == orderly_arrival(G, u)
            assert o["per_originator"] == orderly
            assert o["broadcast_time"] == max(orderly.values())
            assert r["diameter"] == nx.diameter(G)
            informed = {u}
            for rnd in c["calls"]:
                callers = [a for a, _ in rnd]
                assert all(a in informed and w in G.adj[a] for a, w in rnd)
                assert len(set(callers)) == len(callers)
                informed |= {w for _, w in rnd}
            assert informed == set(G.nodes)


def test_models_trials_and_seed():
    G = nx.petersen_graph()
    r = castlab.from_networkx(G, models=("orderly",))
    assert r["classical"] is None and r["messy"] == [] and r["messy_skipped"]
    r = castlab.from_networkx(G, source=3, models=["messy"], trials=7, seed=11)
    assert [m["model"] for m in r["messy"]] == ["M1", "M2", "M3"]
    assert all(m["trials"] == 7 and sum(m["histogram"]) == 7 for m in r["messy"])
    assert (r["trials"], r["seed"], r["source"]) == (7, 11, 3)
    big = castlab.from_networkx(nx.path_graph(300), source=150, models=("messy",))
    assert big["messy"] == [] and "256" in big["messy_skipped"]


def refusal(G, **kwargs) -> castlab.GraphError:
    with pytest.raises(castlab.GraphError) as caught:
        castlab.from_networkx(G, **kwargs)
    return caught.value


def test_bad_graphs_are_refused_naming_what_value_and_limit():
    e = refusal(nx.DiGraph([(0, 1)]))
    assert (e.key, e.value, e.kind) == ("G", "DiGraph", "directed")
    e = refusal(nx.MultiGraph([(0, 1), (0, 1)]))
    assert (e.key, e.value, e.kind) == ("G", "MultiGraph", "multigraph")
    loop = nx.Graph([("a", "b"), ("b", "c"), ("c", "c")])
    e = refusal(loop)
    assert (e.key, e.value, e.kind) == ("node", "'c'", "self_loop")
    assert "node 'c' lists itself" in str(e)
    lonely = nx.Graph([("a", "b")])
    lonely.add_node("z")
    e = refusal(lonely)
    assert (e.key, e.value, e.kind) == ("node", "'z'", "isolated")
    two = nx.Graph([("a", "b"), ("c", "d")])
    e = refusal(two)
    assert (e.key, e.value, e.kind) == ("node", "'c'", "disconnected")
    assert "from node 'a'" in str(e) and "2 of the 4" in str(e)
    e = refusal(nx.path_graph(65_537))
    assert (e.key, e.value, e.limit) == ("nodes", "65537", "65536")
    e = refusal(nx.Graph([(0, 1)]), source="x")
    assert (e.key, e.value) == ("source", "'x'")
    one = nx.Graph()
    one.add_node(0)
    e = refusal(one)
    assert (e.key, e.value, e.limit) == ("nodes", "1", "at least 2")
    for trials in (0, 10_001):
        e = refusal(nx.path_graph(3), trials=trials)
        assert (e.key, e.value, e.limit) == ("trials", str(trials), "1 … 10000")
    with pytest.raises(castlab.UsageError) as caught:
        castlab.from_networkx(nx.path_graph(3), models=("telephone",))
    assert caught.value.key == "models"
    with pytest.raises(castlab.UsageError) as caught:
        castlab.from_networkx(nx.path_graph(3), trials=2.5)
    assert (caught.value.key, caught.value.value) == ("trials", "2.5")
    with pytest.raises(castlab.UsageError) as caught:
        castlab.from_networkx(nx.path_graph(3), seed=-1)
    assert (caught.value.key, caught.value.limit) == ("seed", "0 … 4294967295")


def test_a_natural_ordering_is_the_adjacency_order():
    # The same path listed two ways: from its middle, the first label goes
    # left or right, and the orderly time says which (node 1 then 2, or 2
    # then 1 — Dijkstra above on each).
    for first, second in ((0, 2), (2, 0)):
        G = nx.Graph()
        G.add_edge(1, first)
        G.add_edge(1, second)
        G.add_edge(2, 3)
        r = castlab.from_networkx(G, source=1, models=("orderly",))
        assert r["orderly"]["arrival"] == orderly_arrival(G, 1)
    assert json.dumps(r)  # plain JSON values, labels included
