"""castlab's exceptions.

Each carries the CLI's message as its text and, as attributes, what it is
about: ``key`` (the link key, plan field or option), ``value`` (as given),
``limit`` (the bound it broke, where there is one) and ``kind`` (a stable
identifier, as in ``castlab eval``'s ``errors``). Attributes that do not
apply are ``None``.
"""

from __future__ import annotations

from typing import Any, Optional

__all__ = [
    "Error",
    "LinkError",
    "UsageError",
    "OrderingError",
    "PlanError",
    "SweepError",
    "GraphError",
    "InternalError",
    "LinkWarning",
]


class Error(Exception):
    """Base class of every error castlab raises."""

    message: str
    key: Optional[str]
    value: Optional[str]
    limit: Optional[str]
    kind: Optional[str]

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.key = details.pop("key", None)
        self.value = details.pop("value", None)
        self.limit = details.pop("limit", None)
        self.kind = details.pop("kind", None)
        self.details = details

    def __reduce__(self):  # a Dask worker's error pickles to the client
        details = dict(self.details, key=self.key, value=self.value, limit=self.limit, kind=self.kind)
        return (_rebuild, (type(self), self.message, details))


def _rebuild(cls, message, details):
    return cls(message, **details)


class LinkError(Error, ValueError):
    """A value of a link was refused (out of range, not available, unknown).

    ``errors`` lists every refused value as ``castlab eval`` reports them
    (dicts with ``key``, ``value``, ``kind``, ``using``, ``largest`` and
    ``message``); the exception's own attributes describe the first.
    """

    errors: list


class UsageError(Error, ValueError):
    """An argument that does not fit: the CLI exits 2 with these words."""


class OrderingError(Error, ValueError):
    """A user's ordering that is not one of the link's network."""


class PlanError(Error, ValueError):
    """A text that is not a castlab plan (docs/formats), or is over a limit."""


class SweepError(Error, ValueError):
    """A sweep with no range, a range beyond the limits, or over the budget."""


class GraphError(Error, ValueError):
    """A graph castlab cannot broadcast on (``from_networkx``): directed, a
    multigraph, a self-loop, an isolated or unreachable node, over the size
    limits; or a source that is not a node, or messy trials out of range.

    ``key`` says what (``"G"``, ``"node"``, ``"nodes"``, ``"links"``,
    ``"source"``, ``"trials"``), ``value`` the offending value (a node's
    ``repr``), ``limit`` the bound where there is one, and ``kind`` a stable
    identifier (``"self_loop"``, ``"isolated"``, ``"disconnected"``, ...).
    """


class InternalError(Error, RuntimeError):
    """A bug in castlab's core, caught before it could end the interpreter."""


class LinkWarning(UserWarning):
    """A refused value of a link that ``lenient=True`` replaced by its default."""
