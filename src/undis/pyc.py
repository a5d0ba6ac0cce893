"""Reading ``.pyc`` files: header checks, then the marshalled module code object.

A ``.pyc`` (PEP 552, Python 3.7+) is a 16-byte header followed by a marshalled
code object::

    magic (4 bytes: 2-byte little-endian number + b"\\r\\n")
    flags (4 bytes: bit 0 = hash-based, bit 1 = check_source)
    mtime + source size (4 + 4 bytes)   or   source hash (8 bytes)

Marshal's format changes between Python versions, so only files written by
the running interpreter's version can be loaded; a file from another version
is reported with that version's number, found from its magic number.
"""

from __future__ import annotations

import importlib.util
import marshal
import os
import struct
import sys
import types
from dataclasses import dataclass
from typing import Optional, Tuple, Union

from undis.errors import PycError

__all__ = ["HEADER_SIZE", "PycHeader", "load_pyc", "loads_pyc", "python_version_for_magic", "read_header"]

HEADER_SIZE = 16
_FLAG_HASH_BASED = 0b01
_FLAG_CHECK_SOURCE = 0b10

# Magic number ranges of each CPython version, from the "Known values" table in
# Lib/importlib/_bootstrap_external.py (Include/internal/pycore_magic_number.h
# since 3.14).  Each range spans a version's alphas to its final release; the
# last number of a range is that version's final magic number where known.
_MAGIC_RANGES: Tuple[Tuple[int, int, str], ...] = (
    (20121, 20121, "1.5"),
    (50428, 50428, "1.6"),
    (50823, 50823, "2.0"),
    (60202, 60202, "2.1"),
    (60717, 60717, "2.2"),
    (62011, 62021, "2.3"),
    (62041, 62061, "2.4"),
    (62071, 62131, "2.5"),
    (62151, 62161, "2.6"),
    (62171, 62211, "2.7"),
    (3000, 3131, "3.0"),
    (3141, 3151, "3.1"),
    (3160, 3180, "3.2"),
    (3190, 3230, "3.3"),
    (3250, 3310, "3.4"),
    (3320, 3351, "3.5"),
    (3360, 3379, "3.6"),
    (3390, 3394, "3.7"),
    (3400, 3413, "3.8"),
    (3420, 3425, "3.9"),
    (3430, 3439, "3.10"),
    (3450, 3495, "3.11"),
    (3500, 3531, "3.12"),
    (3550, 3571, "3.13"),
    (3600, 3627, "3.14"),
    (3650, 3699, "3.15"),
)

PathLike = Union[str, "os.PathLike[str]"]


@dataclass(frozen=True)
class PycHeader:
    """The decoded 16-byte header of a ``.pyc`` file."""

    magic: bytes
    flags: int
    mtime: Optional[int]  # timestamp-based pycs
    source_size: Optional[int]  # timestamp-based pycs
    source_hash: Optional[bytes]  # hash-based pycs (PEP 552)

    @property
    def magic_number(self) -> int:
        return int.from_bytes(self.magic[:2], "little")

    @property
    def hash_based(self) -> bool:
        return bool(self.flags & _FLAG_HASH_BASED)

    @property
    def check_source(self) -> bool:
        return bool(self.flags & _FLAG_CHECK_SOURCE)


def python_version_for_magic(magic: Union[int, bytes]) -> Optional[str]:
    """The Python version (``"3.9"``) that writes *magic*, or None if unknown.

    *magic* is the magic number or the first bytes of a ``.pyc``.
    """
    if isinstance(magic, (bytes, bytearray)):
        if len(magic) < 4 or magic[2:4] != b"\r\n":
            return None
        magic = int.from_bytes(magic[:2], "little")
    for first, last, version in _MAGIC_RANGES:
        if first <= magic <= last:
            return version
    return None


def _this_python() -> str:
    return "{}.{}".format(*sys.version_info[:2])


def read_header(data: bytes, name: str = "<pyc data>") -> PycHeader:
    """Decode and check the header of the ``.pyc`` contents *data*.

    Raises :class:`PycError` unless the file was written by this Python version.
    """
    if not data:
        raise PycError(f"{name}: empty file, not a .pyc")
    magic = bytes(data[:4])
    if len(magic) < 4:
        raise PycError(f"{name}: truncated .pyc: {len(data)} bytes, shorter than the 4-byte magic number")
    if magic != importlib.util.MAGIC_NUMBER:
        raise PycError(_wrong_magic_message(name, magic))
    if len(data) < HEADER_SIZE:
        raise PycError(f"{name}: truncated .pyc: {len(data)} bytes, shorter than the {HEADER_SIZE}-byte header")
    (flags,) = struct.unpack("<I", data[4:8])
    if flags & ~(_FLAG_HASH_BASED | _FLAG_CHECK_SOURCE):
        raise PycError(f"{name}: corrupt .pyc: invalid header flags {flags:#x}")
    if flags & _FLAG_HASH_BASED:
        return PycHeader(magic, flags, None, None, bytes(data[8:16]))
    mtime, size = struct.unpack("<II", data[8:16])
    return PycHeader(magic, flags, mtime, size, None)


def _wrong_magic_message(name: str, magic: bytes) -> str:
    number = int.from_bytes(magic[:2], "little")
    this = _this_python()
    ours = int.from_bytes(importlib.util.MAGIC_NUMBER[:2], "little")
    if magic[2:4] != b"\r\n":
        return f"{name}: not a .pyc file (bad magic number {magic.hex()})"
    version = python_version_for_magic(number)
    if version is None:
        return (f"{name}: .pyc magic number {number} is from no known CPython version "
                f"(this is Python {this}, magic number {ours}); another Python implementation?")
    if version == this:
        return (f"{name} was written by a different build of Python {this} (magic number {number}, "
                f"this interpreter's is {ours}; a pre-release?): recompile it with this interpreter")
    hint = f"run undis under Python {version}"
    major_minor = tuple(int(p) for p in version.split("."))
    if not (3, 8) <= major_minor <= (3, 13):
        hint = "undis reads CPython 3.8-3.13 bytecode only, so it cannot decompile this file"
    return f"{name} was written by Python {version}; this is Python {this}: {hint}"


def loads_pyc(data: bytes, name: str = "<pyc data>") -> types.CodeType:
    """The module code object in the ``.pyc`` contents *data* (see :func:`load_pyc`)."""
    read_header(data, name)
    body = data[HEADER_SIZE:]
    if not body:
        raise PycError(f"{name}: truncated .pyc: nothing after the header")
    try:
        code = marshal.loads(body)
    except (EOFError, ValueError, TypeError) as exc:
        raise PycError(f"{name}: corrupt or truncated .pyc: cannot unmarshal its code ({exc})") from None
    if not isinstance(code, types.CodeType):
        raise PycError(f"{name}: corrupt .pyc: it holds a {type(code).__name__}, not a code object")
    return code


def load_pyc(path: PathLike) -> types.CodeType:
    """The module code object stored in the ``.pyc`` file at *path*.

    Raises :class:`PycError` for an empty, truncated or corrupt file or one
    written by another Python version, and ``OSError`` when it cannot be read.
    """
    with open(path, "rb") as f:
        data = f.read()
    return loads_pyc(data, os.fspath(path))
