"""The README's Python section does what it says: its first commands print
69, and its example runs as printed, with the values its comments state."""

from __future__ import annotations

import re
import subprocess
import sys

import castlab
from conftest import ROOT, cli_json


def python_section() -> str:
    readme = (ROOT / "README.md").read_text()
    start = readme.index("\n## Python\n")
    return readme[start : readme.index("\n## ", start + 1)]


def test_the_section_opens_with_the_install_and_the_first_evaluation():
    section = python_section()
    first = re.search(r"```sh\n(.*?)```", section, re.S).group(1).splitlines()
    assert first[0] == "pip install ./py"
    command = first[1].split("#")[0].strip()
    assert command.startswith('python -c "') and command.endswith('"')
    code = command[len('python -c "') : -1]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "69" == str(cli_json("eval", "v=1&src=2,2")["tcd"])


def test_the_example_runs_with_the_values_its_comments_state():
    code = re.search(r"```python\n(.*?)```", python_section(), re.S).group(1)
    scope: dict = {}
    exec(compile(code, "README.md", "exec"), scope)
    assert scope["e"]["tcd"] == cli_json("eval", "v=1&dims=16x16&src=5,9")["tcd"]
    assert scope["df"].shape[0] == len(cli_json("sweep", "--json", "v=1&net=butterfly&m=3..12"))
    report = scope["report"]
    assert report["valid"] is False
    broken = report["first_broken"]
    assert (broken["step"], broken["nodes"]) == (2, [[5, 2]]), broken
    assert scope["G"].nodes[0]["address"] == "0000"
    assert castlab.eval("v=1&dims=1024x1024&algo=recursive")["tcd_map"].shape == (1024, 1024)
