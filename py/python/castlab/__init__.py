"""castlab: broadcast algorithms on interconnection networks, for Python.

The same Rust core as the castlab site and the ``castlab`` command line, as
a Python module: a permalink means the same numbers everywhere.

>>> import castlab
>>> castlab.eval("v=1&src=2,2")["tcd"]
69

- :func:`eval`: a permalink's values (``castlab eval``), maps as NumPy arrays;
- :func:`sweep`: a link over ranges of sizes as a pandas or polars
  DataFrame (``castlab sweep``), locally or on a Dask cluster;
- :func:`check` and :func:`export`: your own schedules and orderings, in
  the plan formats of ``docs/formats`` (``castlab check``, ``--export``);
- :func:`to_networkx`: a link's network with its per-node values;
- :func:`from_networkx`: your own graph under the classical, orderly and
  messy models;
- :class:`Widget`: the lab in a Jupyter notebook (``castlab.widget``).

Errors are :class:`castlab.Error` subclasses carrying the CLI's words.
"""

from ._api import PLAN_FILE_BYTES, check, eval, export, sweep, to_networkx
from ._errors import (
    Error,
    GraphError,
    InternalError,
    LinkError,
    LinkWarning,
    OrderingError,
    PlanError,
    SweepError,
    UsageError,
)
from ._graph import from_networkx
from ._native import version as _core_version

__version__: str = _core_version()

__all__ = [
    "eval",
    "sweep",
    "check",
    "export",
    "to_networkx",
    "from_networkx",
    "Widget",
    "Error",
    "LinkError",
    "UsageError",
    "OrderingError",
    "PlanError",
    "SweepError",
    "GraphError",
    "InternalError",
    "LinkWarning",
    "PLAN_FILE_BYTES",
]


def __getattr__(name: str):
    # The widget needs anywidget, which a script without Jupyter lacks.
    if name == "Widget":
        from .widget import Widget

        return Widget
    raise AttributeError(f"module 'castlab' has no attribute {name!r}")
