"""Turn a code object into immutable, comparison-ready records.

Normalisation rules (applied identically to both sides of a comparison):

* ``NOP``, ``EXTENDED_ARG`` and ``CACHE`` are dropped; line numbers and
  positions are ignored, including the line number that 3.13+ stores as a
  constant in every class body (``__firstlineno__``).
* 3.13 superinstructions (``LOAD_FAST_LOAD_FAST``, ``STORE_FAST_STORE_FAST``,
  ``STORE_FAST_LOAD_FAST``) are split into their two halves.
* Jump arguments become the index of the target in the filtered stream, and
  direction/interrupt variants of a jump share one name (``JUMP``,
  ``POP_JUMP_IF_TRUE``, ...).
* Constants are keyed by (type, value); floats so that ``nan == nan`` and
  ``-0.0 != 0.0``; nested code objects by name (their bodies are normalised
  recursively as ``children``).  Children that normalise alike are one child:
  the compiler keeps two equal code objects as one constant, and code objects
  that differ only in their line numbers (two same lambdas on two lines) are
  equal once normalised, so either may be loaded with the same effect.
* Names (globals, attributes, locals, cells) are compared by name, never by
  table index; where an opcode packs flag bits next to the index
  (``LOAD_GLOBAL`` 3.11+, ``LOAD_ATTR``/``LOAD_SUPER_ATTR`` 3.12+) the bits
  are kept.  Other opcodes keep their raw ``arg``.
* The 3.11+ exception table is re-expressed in instruction-index space, with
  empty ranges dropped and adjacent ranges of the same handler merged.
* ``co_flags`` is reduced to the bits that change behaviour (see
  ``SEMANTIC_FLAGS``); ``CO_NOFREE`` (3.8-3.10) only mirrors the
  free/cell variable tuples, which are compared directly, so it is ignored.
"""

from __future__ import annotations
import __future__

import bisect
import math
import types
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Hashable, Mapping, Union

from undis.bytecode import tables as T
from undis.bytecode.decode import decode
from undis.bytecode.exctable import parse_exception_table
from undis.bytecode.versions import facts, name_flag_bits

__all__ = [
    "DROPPED_OPS",
    "FUTURE_FLAGS",
    "SEMANTIC_FLAGS",
    "SUPERINSTRUCTIONS",
    "CodeRef",
    "ConstRef",
    "HandlerRange",
    "Instr",
    "JumpRef",
    "NameRef",
    "NormalizedCode",
    "child_path",
    "const_key",
    "masked_line_const",
    "normalize",
]

CO_OPTIMIZED = 0x1
CO_NEWLOCALS = 0x2
CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_NESTED = 0x10
CO_GENERATOR = 0x20
CO_COROUTINE = 0x80
CO_ITERABLE_COROUTINE = 0x100
CO_ASYNC_GENERATOR = 0x200


def _future_flags() -> int:
    flags = 0
    for name in __future__.all_feature_names:
        if name in ("nested_scopes", "generators"):  # mandatory; bit reused
            continue
        flags |= getattr(__future__, name).compiler_flag
    return flags


#: ``from __future__`` bits that can appear in ``co_flags`` / ``compile()``.
FUTURE_FLAGS = _future_flags()

#: ``co_flags`` bits that are compared.
SEMANTIC_FLAGS = (
    CO_OPTIMIZED
    | CO_NEWLOCALS
    | CO_VARARGS
    | CO_VARKEYWORDS
    | CO_NESTED
    | CO_GENERATOR
    | CO_COROUTINE
    | CO_ITERABLE_COROUTINE
    | CO_ASYNC_GENERATOR
    | FUTURE_FLAGS
)

DROPPED_OPS = frozenset({"NOP", "EXTENDED_ARG", "CACHE"})
#: 3.13 superinstructions -> their two halves (re-exported for :mod:`undis.verify.imports`)
SUPERINSTRUCTIONS = T.SUPERINSTRUCTIONS
_JUMP_OPS = T.JUMP_OPCODES
_JUMP_ALIASES = T.JUMP_ALIASES
_CONST_OPS = T.CONST_OPCODES
_NAME_OPS = T.NAME_OPCODES
_VAR_OPS = T.LOCAL_OPCODES | T.FREE_OPCODES
_CONST_TEXT_LIMIT = 60
_FX = facts()
#: flag bits packed next to the name index in ``arg``, by opname (this interpreter)
_NAME_FLAG_BITS = name_flag_bits(_FX)


@dataclass(frozen=True)
class NameRef:
    """A name argument (global, attribute, local or cell) plus flag bits."""

    name: str
    flags: int = 0

    def __str__(self) -> str:
        return f"{self.name} (flags {self.flags})" if self.flags else self.name


@dataclass(frozen=True)
class ConstRef:
    """A non-code constant; equality is on ``key`` only."""

    key: Hashable
    text: str = field(compare=False)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class CodeRef:
    """A nested code object constant (its body lives in ``children``)."""

    name: str

    def __str__(self) -> str:
        return f"<code {self.name}>"


@dataclass(frozen=True)
class JumpRef:
    """A jump, as the index of its target in the filtered stream."""

    target: int

    def __str__(self) -> str:
        return f"to {self.target}"


_LINE_NUMBER = ConstRef(("line number",), "<line number>")

Arg = Union[None, int, NameRef, ConstRef, CodeRef, JumpRef]


@dataclass(frozen=True)
class Instr:
    """One normalised instruction."""

    opname: str
    arg: Arg = None

    def __str__(self) -> str:
        return self.opname if self.arg is None else f"{self.opname} {self.arg}"


@dataclass(frozen=True)
class HandlerRange:
    """An exception-table entry in instruction-index space (end exclusive)."""

    start: int
    end: int
    target: int
    depth: int
    lasti: bool

    def __str__(self) -> str:
        lasti = " lasti" if self.lasti else ""
        return f"[{self.start}, {self.end}) -> {self.target} depth {self.depth}{lasti}"


@dataclass(frozen=True)
class NormalizedCode:
    """A code object reduced to what the verifier compares."""

    path: str
    name: str
    qualname: str | None
    signature: tuple[tuple[str, Hashable], ...]
    docstring: ConstRef | None
    instructions: tuple[Instr, ...]
    handlers: tuple[HandlerRange, ...]
    children: tuple[NormalizedCode, ...]


def _float_key(value: float) -> str:
    return "nan" if math.isnan(value) else value.hex()


def const_key(value: object) -> Hashable:
    """Comparison key for a constant: type-aware, nan-equal, signed zeros."""
    if isinstance(value, types.CodeType):
        return ("code", value.co_name)
    if isinstance(value, float):
        return ("float", _float_key(value))
    if isinstance(value, complex):
        return ("complex", _float_key(value.real), _float_key(value.imag))
    if isinstance(value, tuple):
        return ("tuple", tuple(const_key(item) for item in value))
    if isinstance(value, frozenset):
        return ("frozenset", frozenset(const_key(item) for item in value))
    kind = f"{type(value).__module__}.{type(value).__qualname__}"
    try:
        hash(value)
    except TypeError:
        return (kind, repr(value))
    return (kind, value)


def _const_ref(value: object) -> ConstRef:
    text = repr(value)
    if len(text) > _CONST_TEXT_LIMIT:
        text = text[: _CONST_TEXT_LIMIT - 3] + "..."
    return ConstRef(const_key(value), text)


def _argument(opname: str, op: int, arg: int | None, argval: object) -> Arg:
    """The compared argument of a non-jump, non-superinstruction."""
    if op in _CONST_OPS:
        if isinstance(argval, types.CodeType):
            return CodeRef(argval.co_name)
        return _const_ref(argval)
    if op in _NAME_OPS and isinstance(argval, str):
        return NameRef(argval, (arg or 0) & _NAME_FLAG_BITS.get(opname, 0))
    if op in _VAR_OPS and isinstance(argval, str):
        return NameRef(argval)
    return arg


def _instructions(code: types.CodeType) -> tuple[tuple[Instr, ...], list[int]]:
    """Normalised instructions and, per instruction, its original offset."""
    offsets: list[int] = []
    out: list[Instr] = []
    jumps: list[tuple[int, int]] = []  # (index in out, target offset)
    # Within one code object an opcode and its argument decide the record:
    # each distinct pair is built once (constants' reprs are not free).
    seen: dict[tuple[int, int | None], Instr] = {}
    for offset, opname, op, arg, argval in decode(code):
        if opname in DROPPED_OPS:
            continue
        halves = SUPERINSTRUCTIONS.get(opname)
        if halves is not None:
            first, second = argval
            offsets += (offset, offset)
            out += (Instr(halves[0], NameRef(first)), Instr(halves[1], NameRef(second)))
            continue
        offsets.append(offset)
        if op in _JUMP_OPS and isinstance(argval, int):
            jumps.append((len(out), argval))
            out.append(Instr(_JUMP_ALIASES.get(opname, opname)))  # its target is filled in below
            continue
        instr = seen.get((op, arg))
        if instr is None:
            instr = seen[op, arg] = Instr(opname, _argument(opname, op, arg, argval))
        out.append(instr)
    for index, target in jumps:
        out[index] = Instr(out[index].opname, JumpRef(bisect.bisect_left(offsets, target)))
    if _is_class_body(code):
        _mask_firstlineno(out)
    return tuple(out), offsets


def _is_class_body(code: types.CodeType) -> bool:
    return not code.co_flags & CO_OPTIMIZED and code.co_name != "<module>"


def _mask_firstlineno(out: list[Instr]) -> None:
    """Hide the line number in a class body's first ``__firstlineno__ = <n>``.

    3.13+ compiles ``__firstlineno__ = <first line of the class>`` into every
    class body; like all line numbers, it is not compared.
    """
    if not _FX.class_firstlineno:
        return
    for i in range(1, len(out)):
        if out[i] == Instr("STORE_NAME", NameRef("__firstlineno__")):
            if out[i - 1].opname == "LOAD_CONST":
                out[i - 1] = Instr("LOAD_CONST", _LINE_NUMBER)
            return


def masked_line_const(code: types.CodeType) -> int | None:
    """The index in ``co_consts`` of the line number that :func:`_mask_firstlineno`
    hides in ``code`` (a 3.13+ class body), if no other instruction reads that
    constant: then that constant is not compared at all (else None)."""
    if not _FX.class_firstlineno or not _is_class_body(code):
        return None
    previous: tuple[str, int | None] = ("", None)  # the last instruction normalize keeps
    masked = None
    for _offset, opname, _op, arg, argval in decode(code):
        if opname in DROPPED_OPS:
            continue
        if opname == "STORE_NAME" and argval == "__firstlineno__":
            masked = previous[1] if previous[0] == "LOAD_CONST" else None
            break
        previous = ("", None) if opname in SUPERINSTRUCTIONS else (opname, arg)
    if masked is None:
        return None
    reads = sum(1 for _offset, _opname, op, arg, _argval in decode(code) if op in _CONST_OPS and arg == masked)
    return masked if reads == 1 else None


def _handlers(code: types.CodeType, offsets: list[int]) -> tuple[HandlerRange, ...]:
    table = getattr(code, "co_exceptiontable", b"")
    merged: list[HandlerRange] = []
    for entry in parse_exception_table(table):
        start = bisect.bisect_left(offsets, entry.start)
        end = bisect.bisect_left(offsets, entry.end)
        if start >= end:
            continue
        target = bisect.bisect_left(offsets, entry.target)
        rng = HandlerRange(start, end, target, entry.depth, entry.lasti)
        if merged:
            last = merged[-1]
            if last.end == start and (last.target, last.depth, last.lasti) == (
                target,
                entry.depth,
                entry.lasti,
            ):
                merged[-1] = HandlerRange(last.start, end, target, entry.depth, entry.lasti)
                continue
        merged.append(rng)
    return tuple(merged)


def flag_names(flags: int) -> str:
    """Render ``co_flags`` bits (already masked) as ``A|B`` names."""
    names: list[str] = []
    bit = 1
    while bit <= flags:
        if flags & bit:
            names.append(T.FLAG_NAMES.get(bit) or _FUTURE_NAMES.get(bit) or hex(bit))
        bit <<= 1
    return "|".join(names) or "0"


_FUTURE_NAMES: Mapping[int, str] = MappingProxyType({
    getattr(__future__, name).compiler_flag: f"FUTURE_{name.upper()}"
    for name in __future__.all_feature_names
})


def _signature(code: types.CodeType) -> tuple[tuple[str, Hashable], ...]:
    nargs = code.co_argcount + code.co_kwonlyargcount
    nargs += bool(code.co_flags & CO_VARARGS) + bool(code.co_flags & CO_VARKEYWORDS)
    return (
        ("co_argcount", code.co_argcount),
        ("co_posonlyargcount", code.co_posonlyargcount),
        ("co_kwonlyargcount", code.co_kwonlyargcount),
        ("co_flags", flag_names(code.co_flags & SEMANTIC_FLAGS)),
        ("argument names", code.co_varnames[:nargs]),
        ("co_freevars", code.co_freevars),
        ("co_cellvars", code.co_cellvars),
    )


def _docstring(code: types.CodeType) -> ConstRef | None:
    """The docstring slot (``co_consts[0]``) of a ``def`` function."""
    if not code.co_flags & CO_OPTIMIZED or code.co_name.startswith("<"):
        return None
    return _const_ref(code.co_consts[0] if code.co_consts else None)


def child_path(parent: types.CodeType, parent_path: str, child: str) -> str:
    """Display path of a code object defined directly inside ``parent``."""
    if parent.co_name == "<module>" and parent_path == "<module>":
        return child
    if parent.co_flags & CO_OPTIMIZED:
        return f"{parent_path}.<locals>.{child}"
    return f"{parent_path}.{child}"


def nested_code(code: types.CodeType) -> list[types.CodeType]:
    """The code objects among ``code``'s constants, in order (most code has none:
    that is found without a Python loop)."""
    consts = code.co_consts
    if types.CodeType not in map(type, consts):  # (code objects are never subclassed)
        return []
    return [const for const in consts if type(const) is types.CodeType]


def _distinct(children: tuple[NormalizedCode, ...]) -> tuple[NormalizedCode, ...]:
    """``children`` without those equal to an earlier one (compared only where two share
    a name: most code has no such pair)."""
    if len({child.name for child in children}) == len(children):
        return children
    return tuple(dict.fromkeys(children))


def normalize(code: types.CodeType, path: str | None = None) -> NormalizedCode:
    """Normalise ``code`` and, recursively, the code objects it contains."""
    if path is None:
        path = getattr(code, "co_qualname", code.co_name)
    instructions, offsets = _instructions(code)
    children = _distinct(tuple(normalize(const, child_path(code, path, const.co_name)) for const in nested_code(code)))
    return NormalizedCode(
        path=path,
        name=code.co_name,
        qualname=getattr(code, "co_qualname", None),
        signature=_signature(code),
        docstring=_docstring(code),
        instructions=instructions,
        handlers=_handlers(code, offsets),
        children=children,
    )
