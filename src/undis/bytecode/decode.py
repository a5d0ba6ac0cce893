"""Decode ``co_code`` into raw instructions, as ``dis.get_instructions`` does, faster.

``dis.get_instructions`` builds a rich record per instruction (``argrepr``, positions,
labels, cache data...) that undis does not use; reading a code object that way costs
more than half of what normalizing it does.  :func:`decode` walks the code units once and
yields, per instruction, what the reader and the verifier need:
``(offset, opname, opcode, arg, argval)`` where ``arg`` is ``None`` for an opcode without
an argument and ``argval`` is what ``dis`` gives, with one deliberate exception: every
``hasconst`` opcode dereferences ``co_consts`` (3.11's ``dis`` leaves ``KW_NAMES``
unresolved, which would hide keyword names from the verifier).  Inline ``CACHE`` entries
are skipped (3.11+); ``EXTENDED_ARG`` is yielded, its value folded into the next ``arg``.

:func:`lines` gives each instruction's line number the way the reader always took it from
``dis`` (``positions.lineno`` where there are positions, else the last line start).
``tests/test_decode.py`` checks both against ``dis`` on a large sample of code.
"""

from __future__ import annotations

import dis
import opcode as _opcode
import types
from typing import Any, Dict, List, Optional, Tuple

from undis.bytecode import tables as T
from undis.bytecode import versions as V

__all__ = ["RawInstr", "decode", "instr_at", "lines", "offset_lines", "offsets", "opnames_between"]

#: (offset, opname, opcode, arg or None, argval)
RawInstr = Tuple[int, str, int, Optional[int], Any]


def _cache_sizes() -> Tuple[int, ...]:
    """Inline cache entries after each opcode (all zero before 3.11)."""
    table: Any = getattr(_opcode, "_inline_cache_entries", None)
    sizes = []
    for op in range(256):
        if isinstance(table, dict):  # 3.13: by name
            sizes.append(int(table.get(T.OPNAMES[op], 0)))
        elif isinstance(table, (list, tuple)) and op < len(table):
            sizes.append(int(table[op]))
        else:
            sizes.append(0)
    return tuple(sizes)


def _has_arg() -> Tuple[bool, ...]:
    listed = getattr(dis, "hasarg", None)
    if listed is not None:
        members = frozenset(listed)
        return tuple(op in members for op in range(256))
    return tuple(op >= dis.HAVE_ARGUMENT for op in range(256))


# Argument kinds, by opcode (_NO_ARG: the opcode takes none; _EXTENDED: EXTENDED_ARG).
_PLAIN, _CONST, _NAME, _NAME_1, _NAME_2, _JABS, _JREL, _JBACK, _LOCAL, _FREE, _PAIR, _CMP, \
    _FORMAT, _CONVERT, _NO_ARG, _EXTENDED = range(16)

def _kinds(fx: V.VersionFacts) -> Tuple[int, ...]:
    flag_bits = V.name_flag_bits(fx)
    kinds = []
    for op in range(256):
        opname = T.OPNAMES[op]
        if op in T.CONST_OPCODES:
            kind = _CONST
        elif op in T.NAME_OPCODES:
            bits = flag_bits.get(opname, 0)
            kind = _NAME_2 if bits == 0b11 else _NAME_1 if bits else _NAME
        elif op in T.ABSOLUTE_JUMP_OPCODES:
            kind = _JABS
        elif op in T.JUMP_OPCODES:
            kind = _JBACK if "JUMP_BACKWARD" in opname else _JREL
        elif opname in T.SUPERINSTRUCTIONS:
            kind = _PAIR
        elif op in T.LOCAL_OPCODES:
            kind = _LOCAL
        elif op in T.FREE_OPCODES:
            kind = _FREE
        elif op in T.COMPARE_OPCODES:
            kind = _CMP
        elif opname == "FORMAT_VALUE":
            kind = _FORMAT
        elif opname == "CONVERT_VALUE":
            kind = _CONVERT
        else:
            kind = _PLAIN
        kinds.append(kind)
    return tuple(kinds)


_FX = V.facts()
_CACHES = _cache_sizes()
_HAS_ARG = _has_arg()
_KINDS = _kinds(_FX)
_EXTENDED_ARG = T.OPCODES["EXTENDED_ARG"]
_CMP_OP: Tuple[str, ...] = tuple(dis.cmp_op)
_FORMAT_CONVERTERS: Tuple[Any, ...] = tuple(
    pair[0] for pair in getattr(dis, "FORMAT_VALUE_CONVERTERS", ((None, ""), (str, ""), (repr, ""), (ascii, ""))))
_CONVERTERS: Tuple[Any, ...] = (None, str, repr, ascii)
#: per opcode: (opname, bytes it takes with its inline caches, argument kind)
_TABLE: Tuple[Tuple[str, int, int], ...] = tuple(
    (T.OPNAMES[op], 2 + 2 * _CACHES[op],
     _NO_ARG if not _HAS_ARG[op] else _EXTENDED if op == _EXTENDED_ARG else _KINDS[op]) for op in range(256))
#: ``Instruction.starts_line`` is a line number (a flag once ``line_number`` exists, 3.13)
_STARTS_ARE_LINES = "line_number" not in dis.Instruction._fields


def _local_names(code: types.CodeType) -> Any:
    """oparg -> name for local and cell/free variable opcodes."""
    by_oparg = getattr(code, "_varname_from_oparg", None)
    if by_oparg is not None:  # 3.11+: one "fast locals" array
        return by_oparg, by_oparg
    cells = code.co_cellvars + code.co_freevars
    return code.co_varnames.__getitem__, cells.__getitem__


def decode(code: types.CodeType) -> List[RawInstr]:
    """The instructions of ``code``, as ``dis.get_instructions`` would list them."""
    raw = code.co_code
    consts, names = code.co_consts, code.co_names
    local, cell = _local_names(code)
    unit = _FX.jump_unit
    shift = _FX.compare_shift
    table = _TABLE
    out: List[RawInstr] = []
    append = out.append
    extended = 0
    i, n = 0, len(raw)
    while i < n:
        op = raw[i]
        opname, size, kind = table[op]
        if kind == _NO_ARG:
            append((i, opname, op, None, None))
            extended = 0
            i += size
            continue
        arg = raw[i + 1]
        if extended:  # (EXTENDED_ARG prefixes: rare)
            arg |= extended
            extended = 0
        nxt = i + size
        if kind == _LOCAL:  # (the most frequent kinds first)
            argval: Any = local(arg)
        elif kind == _PLAIN:
            argval = arg
        elif kind == _NAME_1:
            argval = names[arg >> 1]
        elif kind == _NAME:
            argval = names[arg]
        elif kind == _CONST:
            argval = consts[arg]
        elif kind == _JREL:
            argval = nxt + arg * unit
        elif kind == _JBACK:
            argval = nxt - arg * unit
        elif kind == _JABS:
            argval = arg * unit
        elif kind == _FREE:
            argval = cell(arg)
        elif kind == _NAME_2:
            argval = names[arg >> 2]
        elif kind == _PAIR:
            argval = (local(arg >> 4), local(arg & 15))
        elif kind == _CMP:
            argval = _CMP_OP[arg >> shift]
        elif kind == _FORMAT:
            argval = (_FORMAT_CONVERTERS[arg & 3], bool(arg & 4))
        elif kind == _CONVERT:
            argval = _CONVERTERS[arg]
        else:  # _EXTENDED: its value goes to the next argument
            extended = arg << 8
            append((i, opname, op, arg, arg))
            i += 2
            continue
        append((i, opname, op, arg, argval))
        i = nxt
    return out


def offsets(code: types.CodeType) -> List[int]:
    """The offset of each instruction of ``decode(code)``, without decoding the rest."""
    raw = code.co_code
    table = _TABLE
    out: List[int] = []
    append = out.append
    i, n = 0, len(raw)
    while i < n:
        append(i)
        i += table[raw[i]][1]
    return out


def opnames_between(code: types.CodeType, start: int, end: int) -> List[str]:
    """The names of the instructions after the one at ``start`` (an instruction's start),
    up to offset ``end``: what the reader dropped between two of its instructions."""
    raw, table = code.co_code, _TABLE
    out: List[str] = []
    i = start + table[raw[start]][1]
    while i < end:
        out.append(table[raw[i]][0])
        i += table[raw[i]][1]
    return out


def instr_at(code: types.CodeType, offset: int) -> RawInstr:
    """The instruction of ``decode(code)`` at ``offset`` (an instruction's start), read
    alone: its ``EXTENDED_ARG`` prefix is read back from the code units before it."""
    raw = code.co_code
    op = raw[offset]
    opname, size, kind = _TABLE[op]
    if kind == _NO_ARG:
        return (offset, opname, op, None, None)
    prefix, shift = 0, 8
    k = offset - 2
    while k >= 0 and raw[k] == _EXTENDED_ARG:  # (EXTENDED_ARG has no inline caches)
        prefix |= raw[k + 1] << shift
        shift += 8
        k -= 2
    arg = raw[offset + 1] | prefix
    if kind == _EXTENDED:
        return (offset, opname, op, arg, arg)
    return (offset, opname, op, arg, _argval(code, kind, arg, offset + size))


def _argval(code: types.CodeType, kind: int, arg: int, nxt: int) -> Any:
    """What :func:`decode` gives as ``argval`` for an argument ``arg`` of ``kind``
    (``nxt``: the offset after the instruction and its caches)."""
    local, cell = _local_names(code)
    if kind == _LOCAL:
        return local(arg)
    if kind == _PLAIN:
        return arg
    if kind == _NAME_1:
        return code.co_names[arg >> 1]
    if kind == _NAME:
        return code.co_names[arg]
    if kind == _CONST:
        return code.co_consts[arg]
    if kind == _JREL:
        return nxt + arg * _FX.jump_unit
    if kind == _JBACK:
        return nxt - arg * _FX.jump_unit
    if kind == _JABS:
        return arg * _FX.jump_unit
    if kind == _FREE:
        return cell(arg)
    if kind == _NAME_2:
        return code.co_names[arg >> 2]
    if kind == _PAIR:
        return (local(arg >> 4), local(arg & 15))
    if kind == _CMP:
        return _CMP_OP[arg >> _FX.compare_shift]
    if kind == _FORMAT:
        return (_FORMAT_CONVERTERS[arg & 3], bool(arg & 4))
    return _CONVERTERS[arg]  # _CONVERT


def lines(code: types.CodeType, instrs: List[RawInstr]) -> List[Optional[int]]:
    """Per instruction of ``decode(code)``, its line (the last known one if it has none)."""
    return offset_lines(code, [ins[0] for ins in instrs])


def offset_lines(code: types.CodeType, starts_at: List[int]) -> List[Optional[int]]:
    """:func:`lines` of the instructions at ``starts_at`` (``offsets(code)``)."""
    out: List[Optional[int]] = []
    line: Optional[int] = None
    if not hasattr(code, "co_positions"):  # before 3.11: line starts only
        first: Dict[int, int] = dict(dis.findlinestarts(code))
        for offset in starts_at:
            line = first.get(offset, line)
            out.append(line)
        return out
    ranges = code.co_lines()  # per code unit, the same line as co_positions() gives
    end, range_line = 0, None
    starts: Dict[int, int] = {}
    for offset in starts_at:
        while offset >= end:
            _, end, range_line = next(ranges, (end, offset + 2, None))  # (uncovered: no line)
        if range_line is not None:
            line = range_line
        else:  # no position: a line start, if dis would report one here
            if not starts:
                starts = {at: number for at, number in dis.findlinestarts(code) if number is not None}
            line = starts.get(offset, line) if _STARTS_ARE_LINES else line
        out.append(line)
    return out
