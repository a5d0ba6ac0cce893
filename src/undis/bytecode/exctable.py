"""Parse the 3.11+ exception table (``co_exceptiontable``).

The format is described in CPython's ``InternalDocs/exception_handling.md``
(formerly ``Objects/exception_handling_notes.txt``): a sequence of entries,
each made of four variable-length integers ``start``, ``length``, ``target``
and ``depth << 1 | lasti``.  Offsets are counted in 16-bit code units.  Each
varint is big-endian in 6-bit chunks; bit 6 (``0x40``) of a byte means "more
chunks follow" and bit 7 (``0x80``) marks the first byte of an entry.

This is the project's one parser of the format: the decompiler and the verifier both use it.
"""

from __future__ import annotations

from typing import List, NamedTuple, Tuple

__all__ = ["RawHandler", "parse_exception_table"]

_ENTRY_START = 0x80
_CONTINUE = 0x40
_CHUNK = 0x3F
_CODE_UNIT = 2  # bytes per code unit


class RawHandler(NamedTuple):
    """One exception-table entry, in byte offsets (``end`` exclusive)."""

    start: int
    end: int
    target: int
    depth: int
    lasti: bool


def _read_varint(table: bytes, pos: int) -> Tuple[int, int]:
    """Decode the varint starting at ``pos``; return (value, next position)."""
    if pos >= len(table):
        raise ValueError("truncated exception table")
    byte = table[pos]
    pos += 1
    value = byte & _CHUNK
    while byte & _CONTINUE:
        if pos >= len(table):
            raise ValueError("truncated exception table")
        byte = table[pos]
        pos += 1
        value = (value << 6) | (byte & _CHUNK)
    return value, pos


def parse_exception_table(table: bytes) -> Tuple[RawHandler, ...]:
    """Decode ``co_exceptiontable`` into handler records (offsets in bytes)."""
    entries: List[RawHandler] = []
    pos = 0
    while pos < len(table):
        if not table[pos] & _ENTRY_START:
            raise ValueError("malformed exception table at byte %d" % pos)
        start, pos = _read_varint(table, pos)
        length, pos = _read_varint(table, pos)
        target, pos = _read_varint(table, pos)
        depth_lasti, pos = _read_varint(table, pos)
        entries.append(RawHandler(start * _CODE_UNIT, (start + length) * _CODE_UNIT, target * _CODE_UNIT,
                                  depth_lasti >> 1, bool(depth_lasti & 1)))
    return tuple(entries)
