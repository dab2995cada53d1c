"""The graph census (``core/src/census/graphs.tsv``, written by ``castlab
census``) against what NetworkX knows on its own: the Atlas of Graphs'
classes of connected graphs on 2 to 7 vertices, their diameters, and
b(u) from castlab's other exhaustive search (``classical::exact``, reached
through ``castlab.from_networkx``), not the census's."""

from __future__ import annotations

import csv
import random
from collections import defaultdict
from typing import Dict, List, Tuple

import networkx as nx
import pytest

import castlab
from conftest import ROOT

CENSUS = ROOT / "core" / "src" / "census" / "graphs.tsv"


def census_rows() -> List[Dict[str, str]]:
    with CENSUS.open(newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def invariant(g: nx.Graph) -> Tuple[int, int, Tuple[int, ...]]:
    return (g.number_of_nodes(), g.number_of_edges(), tuple(sorted(d for _, d in g.degree())))


def test_the_census_is_the_atlas_s_connected_graphs_once_each() -> None:
    atlas = [g for g in nx.graph_atlas_g() if g.number_of_nodes() >= 2 and nx.is_connected(g)]
    rows = census_rows()
    assert len(rows) == len(atlas) == 995
    buckets: Dict[Tuple[int, int, Tuple[int, ...]], List[nx.Graph]] = defaultdict(list)
    for row in rows:
        g = nx.from_graph6_bytes(row["graph6"].encode())
        assert (g.number_of_nodes(), g.number_of_edges()) == (int(row["n"]), int(row["links"]))
        assert nx.diameter(g) == int(row["D"])
        assert max(d for _, d in g.degree()) == int(row["max_degree"])
        bucket = buckets[invariant(g)]
        assert not any(nx.is_isomorphic(g, h) for h in bucket), row["graph6"]
        bucket.append(g)
    for g in atlas:
        assert any(nx.is_isomorphic(g, h) for h in buckets[invariant(g)]), nx.to_graph6_bytes(g)


def test_classical_times_agree_with_castlab_s_other_search() -> None:
    rows = census_rows()
    for row in random.Random(11).sample(rows, 25):
        g = nx.from_graph6_bytes(row["graph6"].encode())
        slowest = max(
            castlab.from_networkx(g, source=u, models=["classical"])["classical"]["from_source"]
            for u in g.nodes
        )
        assert slowest == int(row["b"]), row["graph6"]


@pytest.mark.parametrize("column", ["b", "b_o", "b_m1", "b_m2", "b_m3"])
def test_every_time_is_at_least_the_diameter_and_the_counting_bound(column: str) -> None:
    for row in census_rows():
        n, value = int(row["n"]), int(row[column])
        assert value >= int(row["D"])
        assert 2 ** value >= n, (row["graph6"], column)
