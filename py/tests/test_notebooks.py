"""The teaching notebooks (examples/notebooks/) run clean under nbclient, as
a reader's "Run all" would: every cell, in order, no error output."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from conftest import ROOT, cli_path

NOTEBOOKS = sorted((ROOT / "examples" / "notebooks").glob("*.ipynb"))


def test_there_is_a_notebook_per_part_of_the_package():
    names = {p.stem for p in NOTEBOOKS}
    assert {"papers", "dask-sweep", "widget"} <= names, names


#: Notebooks that show the widget, which serves the built site: `cargo
#: xtask test` runs them (`-m site`) once the wasm build has made it.
NEEDS_SITE = {"widget"}


@pytest.mark.parametrize(
    "path",
    [pytest.param(p, marks=pytest.mark.site) if p.stem in NEEDS_SITE else p for p in NOTEBOOKS],
    ids=lambda p: p.stem,
)
def test_the_notebook_runs_clean(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    notebook = nbformat.read(path, as_version=4)
    # Stored without outputs: what a reader downloads is the text, not a
    # stale run.
    stale = [c for c in notebook.cells if c.cell_type == "code" and c.get("outputs")]
    assert not stale, f"{path.name}: clear the outputs before committing"
    # The kernel runs in tmp_path, where no path relative to the notebook
    # leads to the CLI (dask-sweep compares with castlab sweep's CSV).
    monkeypatch.setenv("CASTLAB_BIN", cli_path())
    client = NotebookClient(
        notebook,
        timeout=240,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    )
    client.execute()
    errors = [
        output
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
        if output.get("output_type") == "error"
    ]
    assert not errors, errors
    if path.stem == "dask-sweep":
        said = "".join(
            o.get("text", "") for c in notebook.cells if c.cell_type == "code" for o in c.get("outputs", [])
        )
        assert "castlab sweep printed the same" in said, "the CLI's CSV was not compared"
