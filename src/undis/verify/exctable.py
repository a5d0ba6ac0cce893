"""Parser for the CPython 3.11+ exception table (``co_exceptiontable``).

The format is described in CPython's ``InternalDocs/exception_handling.md``
(formerly ``Objects/exception_handling_notes.txt``): a sequence of entries,
each made of four variable-length integers ``start``, ``length``, ``target``
and ``depth << 1 | lasti``.  Offsets are counted in 16-bit code units.  Each
varint is big-endian in 6-bit chunks; bit 6 (``0x40``) of a byte means "more
chunks follow" and bit 7 (``0x80``) marks the first byte of an entry.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ExceptionTableEntry", "parse_exception_table"]

_ENTRY_START = 0x80
_CONTINUE = 0x40
_CHUNK = 0x3F
_CODE_UNIT = 2  # bytes per code unit


@dataclass(frozen=True)
class ExceptionTableEntry:
    """One protected range; all offsets are in bytes, ``end`` is exclusive."""

    start: int
    end: int
    target: int
    depth: int
    lasti: bool


def _read_varint(table: bytes, pos: int) -> tuple[int, int]:
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


def parse_exception_table(table: bytes) -> tuple[ExceptionTableEntry, ...]:
    """Decode ``co_exceptiontable`` into entries with byte offsets."""
    entries: list[ExceptionTableEntry] = []
    pos = 0
    while pos < len(table):
        if not table[pos] & _ENTRY_START:
            raise ValueError(f"malformed exception table at byte {pos}")
        start, pos = _read_varint(table, pos)
        length, pos = _read_varint(table, pos)
        target, pos = _read_varint(table, pos)
        depth_lasti, pos = _read_varint(table, pos)
        entries.append(
            ExceptionTableEntry(
                start=start * _CODE_UNIT,
                end=(start + length) * _CODE_UNIT,
                target=target * _CODE_UNIT,
                depth=depth_lasti >> 1,
                lasti=bool(depth_lasti & 1),
            )
        )
    return tuple(entries)
