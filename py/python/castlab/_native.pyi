"""Types of castlab's compiled core (``castlab._native``); see ``castlab``."""

from typing import List, Optional, Tuple, TypedDict

import numpy as np
import numpy.typing as npt

def version() -> str: ...
def evaluate(
    link: str,
    ordering: Optional[List[List[int]]] = None,
    census: Optional[int] = None,
    trace: bool = False,
) -> Tuple[str, List[Tuple[str, npt.NDArray[np.uint64] | npt.NDArray[np.uint32]]], List[str]]: ...
def check(text: str) -> str: ...
def export(link: str, kind: str) -> Tuple[str, str]: ...
class _Planned(TypedDict):
    header: List[str]
    sizes: int
    work: int
    errors: str
    skipped: int
    first_skip: Optional[str]

def sweep_plan(link: str, max_work: Optional[int] = None) -> _Planned: ...
def sweep_rows(
    link: str,
    shard: Optional[Tuple[int, int]] = None,
    max_work: Optional[int] = None,
    threads: Optional[int] = None,
) -> str: ...

class _Lists(TypedDict):
    title: str
    directed: bool
    addresses: List[str]
    positions: List[Tuple[float, float]]
    cells: List[Tuple[int, int]]
    edges: List[Tuple[int, int, int]]
    neighbours: List[List[int]]
    class_names: List[str]
    diameter: int
    link_order: str

def network(link: str) -> _Lists: ...
def _panic_for_test(message: str) -> None: ...

def evaluate_graph(
    adjacency: List[List[int]],
    source: int,
    trials: Optional[int] = None,
    seed: Optional[int] = None,
    models: Optional[List[str]] = None,
) -> str: ...

class _Refused(TypedDict):
    key: str
    value: str
    kind: str
    message: str
    limit: Optional[str]

def refusals(link: str) -> List[_Refused]: ...
