"""Shared fixtures: the CLI, whose JSON every test of the package checks
against (the same core, reached through a process and a pipe)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any, List

import pytest

ROOT = Path(__file__).resolve().parents[2]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "site: needs the built site (CASTLAB_SITE, or the wheel's copy)")


def cli_path() -> str:
    path = os.environ.get("CASTLAB_BIN") or str(ROOT / "target" / "debug" / "castlab")
    if not Path(path).exists():
        pytest.fail(f"the castlab CLI is not at {path}: build it (cargo build -p castlab) or set CASTLAB_BIN")
    return path


def run_cli(*args: str, expect: int | None = 0, stdin: str | None = None) -> subprocess.CompletedProcess:
    """Runs the CLI; `expect` is its exit status (`None`: any)."""
    done = subprocess.run(
        [cli_path(), *args], input=stdin, capture_output=True, text=True, timeout=600
    )
    assert expect is None or done.returncode == expect, f"castlab {' '.join(args)}: exit {done.returncode}\n{done.stderr}"
    return done


def cli_json(*args: str, expect: int = 0) -> Any:
    return json.loads(run_cli(*args, expect=expect).stdout)


@pytest.fixture(scope="session")
def gallery() -> List[dict]:
    """``castlab examples``: the gallery's links and the values each promises."""
    return cli_json("examples")
