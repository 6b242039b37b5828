"""Pickling the core's values, which worker processes receive and send back.

A class compiled by mypyc cannot be unpickled the default way, which makes the object through
its constructor with no arguments; each class names its constructor's arguments instead."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

#: What `__reduce__` returns: the class and its constructor's arguments.
Reduced = tuple[type[Any], tuple[object, ...]]


def by_fields(value: Any) -> Reduced:
    """`__reduce__` of a dataclass whose constructor takes its fields in their order."""
    return type(value), tuple(getattr(value, field.name) for field in fields(value))
