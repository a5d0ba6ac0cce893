"""Structural comparison of two normalised code-object trees."""

from __future__ import annotations

import difflib
import types
from typing import Iterator, Sequence

from undis.verify.normalize import SEMANTIC_FLAGS, Instr, NormalizedCode, const_key, masked_line_const, normalize

__all__ = ["MAX_DIFFERENCES", "compare_code", "compare_normalized", "differing_parts", "same_code"]

#: At most this many differences are reported in total ...
MAX_DIFFERENCES = 8
#: ... and at most this many per instruction stream.
_MAX_PER_STREAM = 3
_MAX_SHOWN = 4
#: Longest middles (product of the two lengths) aligned instruction by instruction.
_MAX_ALIGNED = 40_000
#: Constant types whose ``const_key`` is (type, value), equality exact.
_EXACT_TYPES = frozenset({str, bytes, int, bool, type(None), type(...)})


def _show(items: Sequence[object]) -> str:
    text = "; ".join(str(item) for item in items[:_MAX_SHOWN])
    if len(items) > _MAX_SHOWN:
        text += f"; ... ({len(items)} in all)"
    return text or "(nothing)"


def _span(lo: int, hi: int) -> str:
    return f"instruction {lo}" if hi - lo <= 1 else f"instructions {lo}-{hi - 1}"


def _positional_runs(a: tuple[Instr, ...], b: tuple[Instr, ...]) -> Iterator[tuple[int, int]]:
    """Runs ``[lo, hi)`` of mismatching positions in equally long streams."""
    i = 0
    while i < len(a):
        if a[i] == b[i]:
            i += 1
            continue
        lo = i
        while i < len(a) and a[i] != b[i]:
            i += 1
        yield lo, i


def _edit_runs(
    a: tuple[Instr, ...], b: tuple[Instr, ...]
) -> Iterator[tuple[str, int, int, int, int]]:
    """An edit script between ``a`` and ``b``: their common head and tail are
    set aside, and the middle is aligned by :mod:`difflib` (whose cost grows
    with the product of the lengths) unless it is too long, in which case it
    is reported as one replaced run."""
    lo, end = 0, min(len(a), len(b))
    while lo < end and a[lo] == b[lo]:
        lo += 1
    hi_a, hi_b = len(a), len(b)
    while hi_a > lo and hi_b > lo and a[hi_a - 1] == b[hi_b - 1]:
        hi_a, hi_b = hi_a - 1, hi_b - 1
    if (hi_a - lo) * (hi_b - lo) > _MAX_ALIGNED:
        yield "replace", lo, hi_a, lo, hi_b
        return
    matcher = difflib.SequenceMatcher(a=a[lo:hi_a], b=b[lo:hi_b], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            yield tag, i1 + lo, i2 + lo, j1 + lo, j2 + lo


def _instruction_diffs(path: str, a: tuple[Instr, ...], b: tuple[Instr, ...]) -> Iterator[str]:
    """Equal lengths: position by position; otherwise a minimal edit script."""
    if len(a) == len(b):
        runs: Iterator[tuple[str, int, int, int, int]] = (
            ("replace", lo, hi, lo, hi) for lo, hi in _positional_runs(a, b)
        )
    else:
        runs = _edit_runs(a, b)
    for shown, (tag, i1, i2, j1, j2) in enumerate(runs):
        if shown == _MAX_PER_STREAM:
            yield f"{path}: further instruction differences omitted"
            return
        if tag == "replace":
            yield f"{path}: {_span(i1, i2)}: {_show(a[i1:i2])} != {_show(b[j1:j2])}"
        elif tag == "delete":
            yield f"{path}: {_span(i1, i2)}: {_show(a[i1:i2])} missing from recompiled"
        else:
            yield f"{path}: before instruction {i1}: extra {_show(b[j1:j2])}"


def _diffs(a: NormalizedCode, b: NormalizedCode, root: bool) -> Iterator[str]:
    path = a.path
    if a.name != b.name:
        yield f"{path}: co_name {a.name!r} != {b.name!r}"
    if not root and a.qualname != b.qualname:
        yield f"{path}: co_qualname {a.qualname!r} != {b.qualname!r}"
    for (label, left), (_, right) in zip(a.signature, b.signature):
        if left != right:
            yield f"{path}: {label} {left!r} != {right!r}"
    if a.docstring != b.docstring:
        yield f"{path}: docstring {a.docstring} != {b.docstring}"
    yield from _instruction_diffs(path, a.instructions, b.instructions)
    if a.handlers != b.handlers:
        yield f"{path}: exception table {_show(a.handlers)} != {_show(b.handlers)}"
    if len(a.children) != len(b.children):
        names_a = [child.name for child in a.children]
        names_b = [child.name for child in b.children]
        yield f"{path}: nested code objects {names_a} != {names_b}"
    for left_child, right_child in zip(a.children, b.children):
        yield from _diffs(left_child, right_child, root=False)


def compare_normalized(a: NormalizedCode, b: NormalizedCode) -> tuple[str, ...]:
    """Differences between two normalised trees (first ``MAX_DIFFERENCES``)."""
    out: list[str] = []
    for difference in _diffs(a, b, root=True):
        out.append(difference)
        if len(out) == MAX_DIFFERENCES:
            break
    return tuple(out)


def differing_parts(a: NormalizedCode, b: NormalizedCode, where: tuple[int, ...] = ()) -> Iterator[tuple[int, ...]]:
    """Where ``a`` and ``b`` differ in a code object's own parts (what :func:`compare_normalized`
    reports on it, its nested code objects aside): the position of each such code object
    in ``a``'s tree, as the indices of the nested code objects leading to it from the root
    (``()``: the root).  Nested code objects are paired in order, as there."""
    root = not where
    if (a.name != b.name or (not root and a.qualname != b.qualname) or a.signature != b.signature
            or a.docstring != b.docstring or a.instructions != b.instructions or a.handlers != b.handlers
            or len(a.children) != len(b.children)):
        yield where
    for k, (left, right) in enumerate(zip(a.children, b.children)):
        yield from differing_parts(left, right, (*where, k))


def same_code(a: types.CodeType, b: types.CodeType, *, root: bool = True) -> bool:
    """Whether ``a`` and ``b`` agree on every field :func:`normalize` reads.

    Equal bytecode bytes, name tables, constants (by :func:`const_key`;
    nested code objects recursively; but for the line number a 3.13 class
    body keeps, where only the masked instruction reads it, see
    :func:`~undis.verify.normalize.masked_line_const`), exception table, signature and names
    make the normalised trees equal, so this cheap test can stand in for
    :func:`compare_normalized` when it succeeds.  It is stricter (NOPs,
    ``EXTENDED_ARG`` and jump offsets must match too): False proves nothing.
    """
    if (a.co_code != b.co_code or a.co_name != b.co_name or a.co_names != b.co_names
            or a.co_varnames != b.co_varnames or a.co_freevars != b.co_freevars
            or a.co_cellvars != b.co_cellvars or a.co_argcount != b.co_argcount
            or a.co_posonlyargcount != b.co_posonlyargcount
            or a.co_kwonlyargcount != b.co_kwonlyargcount
            or (a.co_flags ^ b.co_flags) & SEMANTIC_FLAGS
            or getattr(a, "co_exceptiontable", b"") != getattr(b, "co_exceptiontable", b"")
            or (not root and getattr(a, "co_qualname", None) != getattr(b, "co_qualname", None))
            or len(a.co_consts) != len(b.co_consts)):
        return False
    unequal = -1  # the one constant that differs, if it is the line number normalize masks
    for k, (x, y) in enumerate(zip(a.co_consts, b.co_consts)):
        if isinstance(x, types.CodeType) or isinstance(y, types.CodeType):
            if not (isinstance(x, types.CodeType) and isinstance(y, types.CodeType)
                    and same_code(x, y, root=False)):
                return False
        elif not _same_const(x, y):
            if unequal >= 0:
                return False
            unequal = k
    return unequal < 0 or masked_line_const(a) == unequal  # (3.13: a nested class's first line)


def _same_const(x: object, y: object) -> bool:
    """``const_key(x) == const_key(y)``, or False (stricter is allowed) where
    the types differ; decided directly for the usual types."""
    kind = type(x)
    if kind is not type(y):
        return False  # also unequal keys, but for same-named types
    if kind in _EXACT_TYPES:
        return x == y  # the same type and an equal value: the same key
    if kind is tuple:
        assert isinstance(x, tuple) and isinstance(y, tuple)
        return len(x) == len(y) and all(_same_const(p, q) for p, q in zip(x, y))
    return const_key(x) == const_key(y)


def compare_code(
    a: types.CodeType, b: types.CodeType, *, path: str | None = None
) -> tuple[str, ...]:
    """Compare ``a`` (original) with ``b`` (recompiled), recursively.

    Returns ``()`` when equivalent, otherwise the first few human-readable
    differences, each prefixed with the path of the code object concerned,
    e.g. ``"f.<locals>.g: instruction 12: LOAD_FAST x != LOAD_GLOBAL x"``.
    Instruction indices count normalised instructions of ``a``.
    """
    return compare_normalized(normalize(a, path), normalize(b, path))
