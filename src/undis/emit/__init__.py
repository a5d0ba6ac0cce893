"""Turning decompiled trees into source text."""

from __future__ import annotations

from undis.emit.unparse import unparse

__all__ = ["unparse"]
