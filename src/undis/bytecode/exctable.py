"""Parse the 3.11+ exception table (``co_exceptiontable``).

Format (CPython ``InternalDocs/exception_handling.md``): entries of varints, 6 bits per
byte, bit 6 = "more bytes follow", bit 7 set on the first byte of each entry.  Each entry
is ``start, length, target, depth_and_lasti`` in code units (2 bytes).
"""

from __future__ import annotations

from typing import Iterator, List, NamedTuple, Tuple


class RawHandler(NamedTuple):
    """One exception-table entry, in byte offsets (``end`` exclusive)."""

    start: int
    end: int
    target: int
    depth: int
    lasti: bool


def _varints(data: bytes) -> Iterator[int]:
    it = iter(data)
    for first in it:
        value = first & 63
        byte = first
        while byte & 64:
            byte = next(it)
            value = (value << 6) | (byte & 63)
        yield value


def parse_exception_table(data: bytes) -> Tuple[RawHandler, ...]:
    """Decode ``co_exceptiontable`` into handler records (offsets in bytes)."""
    values = list(_varints(data))
    out: List[RawHandler] = []
    for i in range(0, len(values) - 3, 4):
        start, length, target, dl = values[i : i + 4]
        out.append(RawHandler(start * 2, (start + length) * 2, target * 2, dl >> 1, bool(dl & 1)))
    return tuple(out)
