"""Exceptions raised by undis."""

from __future__ import annotations


class UndisError(Exception):
    """Base class of every error undis raises on purpose."""


class DecompileError(UndisError):
    """The decompiler could not produce source for a code object."""


class PycError(UndisError):
    """A .pyc file is unreadable, truncated, corrupt or from another Python version."""


class UnsupportedVersionError(UndisError):
    """The running interpreter is outside the supported range."""
