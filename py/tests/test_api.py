"""Every function of the package against the CLI's JSON on the gallery's
links: the same core reached through a process, so a difference is a
fault of the bindings, not of the numbers."""

from __future__ import annotations

import csv
import io
import json
import warnings
from pathlib import Path

import numpy as np
import pytest

import castlab
from conftest import ROOT, cli_json, run_cli

MAP_KEYS = ("tcd_map", "arrival", "per_originator", "distance_map")


def plain(value):
    """An evaluation with its arrays as the lists the CLI prints."""
    if isinstance(value, np.ndarray):
        return value.ravel().tolist()
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def is_sweep(link: str) -> bool:
    return ".." in link


def test_eval_gives_the_clis_json_on_every_gallery_link(gallery):
    links = [e["permalink"] for e in gallery if not is_sweep(e["permalink"])]
    assert len(links) > 50, "the gallery lost its examples"
    for link in links:
        ours = castlab.eval(link)
        theirs = cli_json("eval", link)
        assert plain(ours) == theirs, link


def test_the_gallery_promises_hold_through_python(gallery):
    # The gallery's own promised values (most printed in the papers),
    # reached by the keys `castlab examples` names.
    checked = 0
    for example in gallery:
        if is_sweep(example["permalink"]):
            continue
        # A narrated link's promises may read its trace (as `--trace`).
        link = example["permalink"]
        ours = plain(castlab.eval(link, trace="trace=1" in link))
        for path, promised in example["expect"].items():
            value = ours
            for part in path.split("."):
                value = value[int(part)] if isinstance(value, list) else value[part]
            assert value == promised, f"{example['id']}: {path}"
            checked += 1
    assert checked > 100


def test_maps_are_numpy_arrays_on_the_grid_without_a_copy():
    e = castlab.eval("v=1&dims=8x8&src=2,5")
    tcd = e["tcd_map"]
    assert isinstance(tcd, np.ndarray) and tcd.dtype == np.uint64
    assert tcd.shape == (8, 8)
    cli = cli_json("eval", "v=1&dims=8x8&src=2,5")
    assert tcd[5, 2] == cli["tcd_map"][5 * 8 + 2] == cli["tcd"]  # a[y, x]
    # The array wraps the core's vector: NumPy did not allocate its data.
    assert not tcd.flags.owndata and tcd.base is not None
    # A grid that is not square: rows are y, columns x.
    link = "v=1&net=torus&dims=8x4&view=orderly&src=6,1"
    arrival = castlab.eval(link)["arrival"]
    assert arrival.shape == (4, 8) and arrival.dtype == np.uint32
    assert arrival[1, 6] == 0 and int((arrival == 0).sum()) == 1
    assert arrival.ravel().tolist() == cli_json("eval", link)["arrival"]


def test_the_1024_squared_tcd_map_comes_back_whole():
    link = "v=1&dims=1024x1024&src=511,511"
    tcd = castlab.eval(link)["tcd_map"]
    assert tcd.shape == (1024, 1024)
    cli = cli_json("eval", link)
    assert tcd.ravel().tolist() == cli["tcd_map"]
    assert int(tcd.max()) == cli["map_max"]


def test_family_and_msn_maps_are_shaped_like_their_grids():
    cube = castlab.eval("v=1&net=cube&m=4&view=classical")
    cli = cli_json("eval", "v=1&net=cube&m=4&view=classical")
    assert plain(cube) == cli
    assert cube["arrival"].size == 16
    msn = castlab.eval("v=1&net=msn&dims=6x4")
    assert msn["distance_map"].shape == (4, 6)


def test_eval_options_match_the_clis():
    census = "v=1&dims=16x16&src=3,5&algo=recursive&cmp=paper"
    assert plain(castlab.eval(census, census=10)) == cli_json("eval", census, "--census=10")
    traced = "v=1&dims=8x8&src=2,2"
    assert plain(castlab.eval(traced, trace=True)) == cli_json("eval", traced, "--trace")
    orderly = "v=1&net=torus&dims=4x6&view=orderly"
    plan = json.loads((ROOT / "docs/formats/examples/torus-4x6.ordering.json").read_text())
    lists = plan.get("ordering") or plan.get("lists") or plan.get("labels")
    if lists is not None and isinstance(lists, list) and all(isinstance(x, list) for x in lists):
        ordering_file = ROOT / "target" / "pytest-ordering.json"
        ordering_file.write_text(json.dumps(lists))
        assert plain(castlab.eval(orderly, ordering=lists)) == cli_json(
            "eval", orderly, "--ordering", str(ordering_file)
        )


def test_a_refused_value_raises_with_the_clis_words():
    link = "v=1&dims=9999x9999&src=2,2"
    cli = cli_json("eval", link)
    first = cli["errors"][0]
    with pytest.raises(castlab.LinkError) as caught:
        castlab.eval(link)
    error = caught.value
    assert isinstance(error, castlab.Error) and isinstance(error, ValueError)
    assert (error.key, error.value, error.limit, error.kind) == (
        first["key"],
        first["value"],
        first.get("largest"),
        first["kind"],
    )
    # The CLI's words, without the fallback it goes on with ("; using
    # dims=8x8"): Python raises instead of using anything.
    assert first["message"] == f"{error}; using {first['key']}={first['using']}"
    with warnings.catch_warnings(record=True) as heard:
        warnings.simplefilter("always")
        lenient = castlab.eval(link, lenient=True)
    assert plain(lenient) == cli
    assert [str(w.message) for w in heard] == [e["message"] for e in cli["errors"]]


def test_a_refused_value_names_the_limit_its_message_states():
    for link, limit in [("v=1&net=cube&m=40", "1..20"), ("v=1&net=wk&w=99&l=3", "2..8")]:
        cli = cli_json("eval", link)["errors"][0]
        with pytest.raises(castlab.LinkError) as caught:
            castlab.eval(link)
        low, high = limit.split("..")
        # The limit as the CLI's message states it, in words.
        assert f"between {low} and {high}" in cli["message"]
        assert (caught.value.key, caught.value.limit) == (cli["key"], limit)


def test_bad_arguments_are_castlab_errors_naming_them(tmp_path):
    checks = [
        (lambda: castlab.sweep("v=1&dims=2..8^2", max_work=-1), castlab.UsageError, "max_work"),
        (lambda: castlab.sweep("v=1&dims=2..8^2", threads=0), castlab.UsageError, "threads"),
        (lambda: castlab.sweep("v=1&dims=2..8^2", shards=2), castlab.UsageError, "shards"),
        (lambda: castlab.eval("v=1&net=torus&dims=4x4&view=orderly", ordering="abc"), castlab.OrderingError, "ordering"),
        (lambda: castlab.eval(42), castlab.UsageError, "link"),
        (lambda: castlab.check(tmp_path), castlab.PlanError, "plan"),
    ]
    for call, kind, key in checks:
        with pytest.raises(kind) as caught:
            call()
        assert caught.value.key == key, caught.value
    # A folder, in the CLI's words.
    words = run_cli("check", str(tmp_path), expect=1).stderr
    with pytest.raises(castlab.PlanError) as caught:
        castlab.check(tmp_path)
    assert "is a folder, not a file" in str(caught.value) and "is a folder, not a file" in words


def test_an_ordering_not_of_the_network_is_an_ordering_error_in_the_clis_words(tmp_path):
    link = "v=1&net=torus&dims=4x4&view=orderly"
    wrong = [[1, 2]] * 16
    ordering_file = tmp_path / "wrong.json"
    ordering_file.write_text(json.dumps(wrong))
    words = run_cli("eval", link, "--ordering", str(ordering_file), expect=1).stderr
    with pytest.raises(castlab.OrderingError) as caught:
        castlab.eval(link, ordering=wrong)
    assert f"castlab: {caught.value}" == words.strip()
    assert caught.value.key == "ordering"


def test_sizes_the_view_leaves_out_are_warned_of_as_the_cli_says_them():
    link = "v=1&dims=3..5x3..5"
    words = run_cli("sweep", link).stderr.strip().removeprefix("castlab: ")
    with warnings.catch_warnings(record=True) as heard:
        warnings.simplefilter("always")
        frame = castlab.sweep(link)
    assert [str(w.message) for w in heard] == [words]
    assert len(frame) == len(cli_json("sweep", "--json", link)) == 1


def test_misfit_options_raise_usage_errors_as_the_cli_exits_2():
    link = "v=1&dims=8x8&src=2,2"
    words = run_cli("eval", link, "--census", expect=2).stderr
    with pytest.raises(castlab.UsageError) as caught:
        castlab.eval(link, census="all")
    assert str(caught.value) in words
    with pytest.raises(castlab.UsageError):
        castlab.eval(link, census=-3)


def test_export_and_check_agree_with_the_cli():
    for link, kind in [
        ("v=1&dims=8x8&src=2,2", "schedule"),
        ("v=1&net=wk&w=3&l=3&view=broadcast", "schedule"),
        ("v=1&net=msn&dims=4x4&view=te", "schedule"),
        ("v=1&net=torus&dims=4x6&view=orderly", "ordering"),
        ("v=1&net=ccc&m=3&view=classical", "schedule"),
    ]:
        ours = castlab.export(link, kind)
        theirs = json.loads(run_cli("eval", link, "--export", kind).stdout)
        assert ours == theirs, link
        # castlab's own plan keeps every rule of its model.
        report = castlab.check(ours)
        assert report["valid"], link
        plan_file = ROOT / "target" / "pytest-plan.json"
        plan_file.write_text(json.dumps(ours))
        assert report == cli_json("check", "--json", str(plan_file))


def test_check_reads_the_format_examples_as_the_cli_does():
    examples = sorted((ROOT / "docs/formats/examples").glob("*.json"))
    assert len(examples) >= 6
    for path in examples:
        done = run_cli("check", "--json", str(path), expect=None)
        assert done.returncode in (0, 3), done.stderr
        theirs = json.loads(done.stdout)
        assert castlab.check(path) == theirs
        assert castlab.check(str(path)) == theirs
        assert castlab.check(path.read_text()) == theirs
        assert theirs["valid"] == (done.returncode == 0)


def test_a_malformed_plan_raises_plan_error_with_the_clis_words(tmp_path):
    for text in ['{"castlab": "recipe"}', "not json", '{"castlab": "schedule", "version": 99}']:
        plan_file = tmp_path / "bad.json"
        plan_file.write_text(text)
        words = run_cli("check", str(plan_file), expect=1).stderr
        with pytest.raises(castlab.PlanError) as caught:
            castlab.check(text if text.startswith("{") else plan_file)
        assert str(caught.value) in words, (text, words)


def sweep_rows_of_cli(link: str):
    out = run_cli("sweep", link).stdout
    rows = list(csv.reader(io.StringIO(out)))
    return rows[0], rows[1:]


def records(frame):
    """A pandas frame's rows as the CLI's JSON objects (NaN is JSON's null)."""
    return [
        {k: (None if isinstance(v, float) and np.isnan(v) else v) for k, v in row.items()}
        for row in frame.to_dict("records")
    ]


def test_sweep_gives_the_clis_rows_as_pandas_and_polars(gallery):
    links = [e["permalink"] for e in gallery if is_sweep(e["permalink"])]
    assert len(links) >= 8
    for link in links:
        json_rows = cli_json("sweep", "--json", link)
        frame = castlab.sweep(link)
        assert sorted(frame.columns) == sorted(json_rows[0])  # the JSON sorts its keys
        assert records(frame) == json_rows, link
    # The CSV's header and rows, and polars, on the smaller sweeps.
    for link in [l for l in links if "3..40" not in l and "m=3..12" not in l and "m=2..12" not in l]:
        header, rows = sweep_rows_of_cli(link)
        polars_frame = castlab.sweep(link, frame="polars", threads=1)
        assert polars_frame.columns == header
        assert polars_frame.to_dicts() == cli_json("sweep", "--json", link), link
        assert len(rows) == polars_frame.height


def test_shards_join_into_the_whole_sweep():
    link = "v=1&net=torus&dims=3..12x3..12&view=orderly"
    whole = castlab.sweep(link)
    parts = [castlab.sweep(link, shard=(k, 4)) for k in range(1, 5)]
    import pandas

    assert pandas.concat(parts, ignore_index=True).equals(whole)
    header, rows = sweep_rows_of_cli(link)
    for k in range(1, 5):
        shard_rows = list(csv.reader(io.StringIO(run_cli("sweep", "--shard", f"{k}/4", link).stdout)))[1:]
        assert len(parts[k - 1]) == len(shard_rows)


def test_sweep_errors_name_key_value_and_limit():
    no_range = "v=1&dims=8x8"
    words = run_cli("sweep", no_range, expect=2).stderr
    with pytest.raises(castlab.SweepError) as caught:
        castlab.sweep(no_range)
    assert str(caught.value) in words and caught.value.kind == "no_range"
    big = "v=1&net=torus&dims=3..40x3..40&view=orderly"
    words = run_cli("sweep", "--max-work", "1000", big, expect=2).stderr
    with pytest.raises(castlab.SweepError) as caught:
        castlab.sweep(big, max_work=1000)
    assert str(caught.value) in words
    assert (caught.value.key, caught.value.limit) == ("max_work", "1000")
    with pytest.raises(castlab.SweepError) as caught:
        castlab.sweep("v=1&net=torus&dims=3..12x3..12&view=orderly", shard=(5, 4))
    assert caught.value.value == "5/4"
    with pytest.raises(castlab.UsageError):
        castlab.sweep("v=1&net=torus&dims=3..5x3..5&view=orderly", frame="excel")


def test_to_networkx_is_the_network_with_its_values():
    import networkx as nx

    link = "v=1&net=torus&dims=6x4&view=orderly"
    g = castlab.to_networkx(link)
    cli = cli_json("eval", link)
    assert g.number_of_nodes() == cli["nodes"] == 24
    # Independent of castlab: a 6x4 torus is 4-regular with 48 links, and
    # its diameter is 6/2 + 4/2.
    assert all(d == 4 for _, d in g.degree()) and g.number_of_edges() == 48
    assert nx.diameter(g) == 3 + 2 == cli["diameter"]
    assert [g.nodes[v]["arrival"] for v in g] == cli["arrival"]
    source = cli["originator"] if isinstance(cli["originator"], int) else None
    if source is not None:
        hops = nx.single_source_shortest_path_length(g, source)
        assert all(cli["arrival"][v] >= hops[v] for v in g)
    cube = castlab.to_networkx("v=1&net=cube&m=4&view=classical")
    assert nx.is_isomorphic(cube, nx.hypercube_graph(4))
    assert {d["kind"] for _, _, d in cube.edges(data=True)} == {
        f"dimension {i}" for i in range(1, 5)
    } or len({d["class"] for _, _, d in cube.edges(data=True)}) == 4
    msn = castlab.to_networkx("v=1&net=msn&dims=6x4")
    assert msn.is_directed() and all(d == 2 for _, d in msn.out_degree())
    distance = castlab.eval("v=1&net=msn&dims=6x4")["distance_map"].ravel()
    source = int(np.argmin(distance))
    hops = nx.single_source_shortest_path_length(msn, source)
    assert [hops[v] for v in msn] == distance.tolist()
    tcd = castlab.to_networkx("v=1&dims=8x8&src=2,2")
    assert [tcd.nodes[v]["tcd"] for v in tcd] == cli_json("eval", "v=1&dims=8x8&src=2,2")["tcd_map"]


def test_a_core_panic_is_an_internal_error_not_a_crash():
    with pytest.raises(castlab.InternalError) as caught:
        castlab._native._panic_for_test("a planted fault")
    assert "a planted fault" in str(caught.value)
    # The interpreter and the module still work.
    assert castlab.eval("v=1&src=2,2")["tcd"] == 69


def test_the_version_is_the_clis():
    assert run_cli("--version").stdout.strip() == f"castlab {castlab.__version__}"
