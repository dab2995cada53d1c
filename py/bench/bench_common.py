"""Shared helpers of the Python benchmarks (py/bench/): wall-clock timing,
medians, the release CLI's path. Not a test: nothing here asserts a time."""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any, Callable, List, Tuple

ROOT = Path(__file__).resolve().parents[2]
CLI = ROOT / "target" / "release" / "castlab"


def timed(f: Callable[[], Any]) -> Tuple[float, Any]:
    """Seconds ``f()`` takes on the wall clock, and what it returned."""
    start = time.perf_counter()
    value = f()
    return time.perf_counter() - start, value


def median(seconds: List[float]) -> float:
    """The median of a list of timings."""
    return statistics.median(seconds)


def ms(seconds: float) -> str:
    """Seconds as milliseconds, three significant figures."""
    value = seconds * 1e3
    return f"{value:.3g}" if value < 100 else f"{value:,.0f}"


def require_cli() -> None:
    """Stop with the build command when the release CLI is missing."""
    if not CLI.exists():
        raise SystemExit(f"{CLI} is missing: cargo build --release -p castlab")
