"""Read a code object into uniform, immutable instruction records.

The records mean the same on every supported version: jump targets are instruction
indices, opnames are unified (one ``JUMP``, one ``POP_JUMP_IF_FALSE``, ``BINARY_OP`` with a
symbol, ``CALL`` with its keyword names), superinstructions are split, and version-specific
scaffolding (``RESUME``, ``PRECALL``, ``CACHE``, the ``SEND`` loop of ``await``...) is folded
away.  Folds never swallow an instruction that something jumps to.
"""

from __future__ import annotations

import bisect
import dis
import types
from itertools import repeat
from typing import Any, Callable, List, NamedTuple, Optional, Sequence, Set, Tuple

from undis.bytecode import versions as V
from undis.bytecode.decode import RawInstr, decode, lines
from undis.bytecode.exctable import RawHandler, parse_exception_table


class Instr(NamedTuple):
    """One normalized instruction.  ``target`` is an instruction index for jumps, else -1."""

    op: str
    arg: int
    argval: Any
    offset: int
    target: int = -1


class CallInfo(NamedTuple):
    """Argument of a normalized ``CALL``: ``argc`` includes keyword arguments."""

    argc: int
    kwnames: Tuple[str, ...]
    null_slot: bool


class Handler(NamedTuple):
    """An exception-table entry in instruction indices (``end`` exclusive)."""

    start: int
    end: int
    target: int
    depth: int
    lasti: bool


class Bytecode(NamedTuple):
    code: types.CodeType
    instrs: Tuple[Instr, ...]
    handlers: Tuple[Handler, ...]
    facts: V.VersionFacts


JUMPS = frozenset({
    "JUMP", "POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE",
    "JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP", "FOR_ITER", "SETUP_FINALLY", "SETUP_WITH",
    "SETUP_ASYNC_WITH", "CALL_FINALLY", "JUMP_IF_NOT_EXC_MATCH", "SEND",
})
CONDITIONAL_JUMPS = frozenset({
    "POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE",
    "JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP", "JUMP_IF_NOT_EXC_MATCH",
})
TERMINATORS = frozenset({"RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "JUMP"})

_DROP = frozenset({
    "CACHE", "EXTENDED_ARG", "NOP", "RESUME", "PRECALL", "COPY_FREE_VARS", "MAKE_CELL",
    "TO_BOOL", "GEN_START", "END_SEND",
    "ASYNC_GEN_WRAP",  # 3.11: wraps the value an async generator yields; ``yield`` says it already
})
_UNIFY = {
    "JUMP_FORWARD": "JUMP", "JUMP_ABSOLUTE": "JUMP", "JUMP_BACKWARD": "JUMP",
    "JUMP_BACKWARD_NO_INTERRUPT": "JUMP", "JUMP_NO_INTERRUPT": "JUMP",
    "POP_JUMP_FORWARD_IF_FALSE": "POP_JUMP_IF_FALSE", "POP_JUMP_BACKWARD_IF_FALSE": "POP_JUMP_IF_FALSE",
    "POP_JUMP_FORWARD_IF_TRUE": "POP_JUMP_IF_TRUE", "POP_JUMP_BACKWARD_IF_TRUE": "POP_JUMP_IF_TRUE",
    "POP_JUMP_FORWARD_IF_NONE": "POP_JUMP_IF_NONE", "POP_JUMP_BACKWARD_IF_NONE": "POP_JUMP_IF_NONE",
    "POP_JUMP_FORWARD_IF_NOT_NONE": "POP_JUMP_IF_NOT_NONE",
    "POP_JUMP_BACKWARD_IF_NOT_NONE": "POP_JUMP_IF_NOT_NONE",
    "LOAD_FAST_CHECK": "LOAD_FAST", "LOAD_CLASSDEREF": "LOAD_FROM_DICT_OR_DEREF",
    "DUP_TOP": "COPY", "ROT_TWO": "SWAP",
}
_SPLIT = {
    "LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
    "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
    "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST"),
}


class _Raw(NamedTuple):
    """A named view of one decoded instruction (the tuple :func:`~undis.bytecode.decode.decode`
    yields), made for the instructions a handler looks at."""

    offset: int
    op: str
    opcode: int
    oparg: Optional[int]
    argval: Any

    @property
    def arg(self) -> int:
        return self.oparg or 0

    @property
    def jump_offset(self) -> int:
        """The offset this instruction jumps to, -1 unless it is a jump."""
        return int(self.argval) if self.opcode in _JUMP_OPS else -1


_JUMP_OPS = frozenset(dis.hasjrel) | frozenset(dis.hasjabs)
_new = tuple.__new__
#: a normalized instruction before its jump target is known: (op, arg, argval, offset, -1)
_Row = Tuple[str, int, Any, int, int]
#: what the reader does with one raw instruction at index i: the next index, or None for i + 1
_Handler = Callable[["_Reader", int, _Raw], Optional[int]]


class _Reader:
    """Translate raw instructions into normalized ones, one small rule per opcode family.

    Each raw opcode has a handler chosen once per version (:func:`_plan`); an opcode without
    one (most of them) is kept as it is.
    """

    def __init__(self, code: types.CodeType, fx: V.VersionFacts, raw: List[RawInstr],
                 raw_handlers: Sequence[RawHandler]):
        self.code = code
        self.fx = fx
        self.raw = raw
        self.raw_handlers = raw_handlers
        self._targets: Optional[Set[int]] = None
        self.out: List[_Row] = []
        self.jumps: List[Tuple[int, int]] = []  # (index in out, jump offset)

    def emit(self, r: _Raw, op: str, argval: Any = None, arg: Optional[int] = None, jump: int = -1) -> None:
        if jump >= 0:
            self.jumps.append((len(self.out), jump))
        self.out.append((op, (r.oparg or 0) if arg is None else arg, argval, r.offset, -1))

    def is_target(self, i: int) -> bool:
        if self._targets is None:  # raw offsets that something jumps to
            self._targets = {r[4] for r in self.raw if r[2] in _JUMP_OPS}
            self._targets.update(h.target for h in self.raw_handlers)
        return 0 <= i < len(self.raw) and self.raw[i][0] in self._targets

    def at(self, i: int) -> _Raw:
        return _new(_Raw, self.raw[i])

    def peek(self, i: int) -> Optional[_Raw]:
        return _new(_Raw, self.raw[i]) if 0 <= i < len(self.raw) else None

    def next_kept(self, i: int) -> int:
        """Index of the first raw instruction at or after ``i`` that is not dropped."""
        while i < len(self.raw) and self.raw[i][1] in _DROP:
            i += 1
        return i

    # -- the driver -----------------------------------------------------------------
    def run(self, plan: Sequence[Optional[_Handler]]) -> List[_Row]:
        i = 0
        raw = self.raw
        first = self.next_kept(0)  # COPY_FREE_VARS / MAKE_CELL may come first
        if first + 1 < len(raw) and raw[first][1] == "RETURN_GENERATOR" and raw[first + 1][1] == "POP_TOP":
            i = first + 2
        out = self.out
        n = len(raw)
        while i < n:
            r = raw[i]
            handler = plan[r[2]]
            if handler is None:  # the common case: kept as it is
                out.append((r[1], r[3] or 0, r[4], r[0], -1))
                i += 1
            elif handler is _DROPPED:
                i += 1
            else:
                nxt = handler(self, i, _new(_Raw, r))
                i = i + 1 if nxt is None else nxt
        return out

    # -- handlers of one opcode family ------------------------------------------------
    def drop(self, i: int, r: _Raw) -> None:
        """Scaffolding (``_DROP``): the driver skips it without calling this."""

    def to_bool(self, i: int, r: _Raw) -> None:
        """3.13 TO_BOOL is dropped unless it feeds no conditional jump or UNARY_NOT: then
        it is ``not not x``, a conversion nothing consumes as a test."""
        j = self.next_kept(i + 1)
        if j < len(self.raw):
            nxt = _UNIFY.get(self.raw[j][1], self.raw[j][1])
            if nxt == "UNARY_NOT" or nxt in CONDITIONAL_JUMPS:
                return
        self.emit(r, "TO_BOOL", None)

    def split(self, i: int, r: _Raw) -> None:
        first, second = _SPLIT[r.op]
        names, arg = self.code.co_varnames, r.arg
        self.emit(r, first, names[arg >> 4], arg >> 4)
        self.emit(r, second, names[arg & 15], arg & 15)

    # -- multi-instruction folds (None: not folded, the instruction's own rule applies) --
    def fold_LOAD_CONST(self, i: int, r: _Raw) -> Optional[int]:
        if r.argval is not None:
            return None
        j = self.next_kept(i + 1)
        nxt = self.peek(j)
        if nxt is not None and nxt.op == "YIELD_FROM":
            self.emit(r, "YIELD_FROM")
            return j + 1
        if nxt is not None and nxt.op == "SEND":
            return self.fold_send(r, j)
        return None

    def fold_COPY(self, i: int, r: _Raw) -> Optional[int]:
        if r.arg != 1:
            return None
        j = self.next_kept(i + 1)
        jump, pop = self.peek(j), self.peek(self.next_kept(j + 1))
        if (jump is not None and pop is not None and pop.op == "POP_TOP"
                and _UNIFY.get(jump.op, jump.op) in ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE")
                and not self.is_target(j) and not self.is_target(self.next_kept(j + 1))):
            kind = "JUMP_IF_FALSE_OR_POP" if "FALSE" in jump.op else "JUMP_IF_TRUE_OR_POP"
            self.emit(r, kind, None, jump=jump.jump_offset)
            return self.next_kept(j + 1) + 1
        return None

    def fold_KW_NAMES(self, i: int, r: _Raw) -> Optional[int]:
        j = self.next_kept(i + 1)
        call = self.at(j)
        self.emit(call, "CALL", CallInfo(call.arg, tuple(self.code.co_consts[r.arg]), True))
        return j + 1

    def fold_CALL_KW(self, i: int, r: _Raw) -> Optional[int]:
        # keyword names are the constant tuple pushed just before; keep it on the stack
        self.emit(r, "CALL_KW", CallInfo(r.arg, (), self.fx.call_has_null_slot))
        return i + 1

    fold_CALL_FUNCTION_KW = fold_CALL_KW

    def fold_MAKE_FUNCTION(self, i: int, r: _Raw) -> Optional[int]:
        flags = 0 if self.fx.version >= (3, 13) else r.arg
        j = i + 1
        while j < len(self.raw) and self.raw[j][1] == "SET_FUNCTION_ATTRIBUTE":
            flags |= self.raw[j][3] or 0
            j += 1
        if self.fx.qualname_on_stack and self.out and self.out[-1][0] == "LOAD_CONST":
            self.out.pop()
        self.emit(r, "MAKE_FUNCTION", flags, flags)
        return j

    def fold_END_FOR(self, i: int, r: _Raw) -> Optional[int]:
        nxt = self.peek(i + 1)
        if self.fx.end_for_pops_extra and nxt is not None and nxt.op == "POP_TOP" and not self.is_target(i + 1):
            return i + 2
        return i + 1

    def fold_CLEANUP_THROW(self, i: int, r: _Raw) -> Optional[int]:
        return i + 2  # dead after the SEND fold: CLEANUP_THROW; JUMP back

    def fold_CALL_INTRINSIC_1(self, i: int, r: _Raw) -> Optional[int]:
        if V.INTRINSIC_1.get(r.arg) == "STOPITERATION_ERROR":
            nxt = self.peek(i + 1)
            if nxt is not None and nxt.op == "RERAISE":
                return i + 2  # the generator's implicit StopIteration -> RuntimeError wrapper
        return None

    def fold_send(self, r: _Raw, j: int) -> int:
        """``LOAD_CONST None; SEND exit; YIELD_VALUE; JUMP back`` (await / yield from)."""
        send = self.at(j)
        k = j + 1
        while k < len(self.raw) and self.raw[k][0] < send.jump_offset:
            k += 1
        self.emit(r, "YIELD_FROM")
        return k

    # -- single-instruction rules ---------------------------------------------------
    def op_LOAD_GLOBAL(self, i: int, r: _Raw) -> None:
        """3.11+: the low bit asks for a NULL (before, LOAD_GLOBAL is kept as it is)."""
        self.with_null(r, "LOAD_GLOBAL", r.argval, r.arg & 1)

    def op_LOAD_ATTR(self, i: int, r: _Raw) -> None:
        """3.12+: the low bit means LOAD_METHOD (before, LOAD_ATTR is kept as it is)."""
        self.emit(r, "LOAD_METHOD" if r.arg & 1 else "LOAD_ATTR", r.argval)

    def op_LOAD_SUPER_ATTR(self, i: int, r: _Raw) -> None:
        name = self.code.co_names[r.arg >> 2]
        self.emit(r, "LOAD_SUPER_METHOD" if r.arg & 1 else "LOAD_SUPER_ATTR", (name, bool(r.arg & 2)))

    def with_null(self, r: _Raw, op: str, argval: Any, null: int) -> None:
        if null and not self.fx.null_after_callable:
            self.emit(r, "PUSH_NULL")
        self.emit(r, op, argval)
        if null and self.fx.null_after_callable:
            self.emit(r, "PUSH_NULL")

    def op_COMPARE_OP(self, i: int, r: _Raw) -> None:
        sym = V.compare_symbol(r.arg, self.fx)
        if sym in ("in", "not in"):
            self.emit(r, "CONTAINS_OP", sym == "not in", int(sym == "not in"))
        elif sym in ("is", "is not"):
            self.emit(r, "IS_OP", sym == "is not", int(sym == "is not"))
        elif sym == "exception match":
            self.emit(r, "EXC_MATCH_COMPARE")
        else:
            self.emit(r, "COMPARE_OP", sym)

    def op_BINARY_OP(self, i: int, r: _Raw) -> None:
        self.emit(r, "BINARY_OP", V.NB_OPS[r.arg])

    def op_CALL_FUNCTION(self, i: int, r: _Raw) -> None:
        self.emit(r, "CALL", CallInfo(r.arg, (), False))

    def op_CALL_METHOD(self, i: int, r: _Raw) -> None:
        self.emit(r, "CALL", CallInfo(r.arg, (), True))

    def op_CALL(self, i: int, r: _Raw) -> None:
        self.emit(r, "CALL", CallInfo(r.arg, (), True))

    def op_CALL_FUNCTION_EX(self, i: int, r: _Raw) -> None:
        self.emit(r, "CALL_FUNCTION_EX", CallInfo(r.arg & 1, (), self.fx.call_has_null_slot))

    def op_RETURN_CONST(self, i: int, r: _Raw) -> None:
        self.emit(r, "LOAD_CONST", r.argval)
        self.emit(r, "RETURN_VALUE")

    def op_COPY(self, i: int, r: _Raw) -> None:
        self.emit(r, "COPY", None, 1 if r.op == "DUP_TOP" else r.arg)

    def op_SWAP(self, i: int, r: _Raw) -> None:
        self.emit(r, "SWAP", None, 2 if r.op == "ROT_TWO" else r.arg)

    def op_DUP_TOP_TWO(self, i: int, r: _Raw) -> None:
        self.emit(r, "COPY", None, 2)
        self.emit(r, "COPY", None, 2)

    def op_CALL_INTRINSIC_1(self, i: int, r: _Raw) -> None:
        meaning = V.INTRINSIC_1.get(r.arg, "UNKNOWN")
        if meaning in ("UNARY_POSITIVE", "LIST_TO_TUPLE", "IMPORT_STAR", "PRINT_EXPR"):
            self.emit(r, meaning, None, 0)
            if meaning in ("IMPORT_STAR", "PRINT_EXPR"):
                self.emit(r, "PUSH_NULL")  # the intrinsic's result (None), which a POP_TOP discards
        elif meaning == "ASYNC_GEN_WRAP":
            return
        else:
            self.emit(r, "INTRINSIC_1", meaning)

    def op_CALL_INTRINSIC_2(self, i: int, r: _Raw) -> None:
        self.emit(r, "INTRINSIC_2", V.INTRINSIC_2.get(r.arg, "UNKNOWN"))


def _install_old_binary_ops() -> None:
    for name, sym in V.OLD_BINARY_OPS.items():
        def rule(self: _Reader, i: int, r: _Raw, _sym: str = sym) -> None:
            self.emit(r, "BINARY_OP", _sym)
        setattr(_Reader, "op_" + name, rule)


_install_old_binary_ops()
#: the normalized opnames that have a rule of their own (``_Reader.op_<name>``)
_RULES = frozenset(name[3:] for name in dir(_Reader) if name.startswith("op_"))
#: rules that apply only with a capability; without it the instruction is kept as it is
_RULE_NEEDS = {"LOAD_GLOBAL": "load_global_null_bit", "LOAD_ATTR": "load_attr_method_bit"}


def _jump(op: str) -> _Handler:
    def handler(self: _Reader, i: int, r: _Raw) -> None:
        self.emit(r, op, None, jump=r.jump_offset)
    return handler


def _renamed(op: str) -> _Handler:
    def handler(self: _Reader, i: int, r: _Raw) -> None:
        self.out.append((op, r.arg, r.argval, r.offset, -1))
    return handler


def _folding(fold: _Handler, rule: Optional[_Handler]) -> _Handler:
    def handler(self: _Reader, i: int, r: _Raw) -> Optional[int]:
        nxt = fold(self, i, r)
        if nxt is not None:
            return nxt
        if rule is not None:
            return rule(self, i, r)
        self.out.append((r.op, r.arg, r.argval, r.offset, -1))
        return None
    return handler


def _handler(name: str, opcode: int, fx: V.VersionFacts) -> Optional[_Handler]:
    """What the reader does with raw opcode ``name`` (None: keep it as it is)."""
    if name == "TO_BOOL":
        return _Reader.to_bool
    if name in _DROP:
        return _DROPPED
    if name in _SPLIT:
        return _Reader.split
    op = _UNIFY.get(name, name)
    rule: Optional[_Handler] = None
    if opcode in _JUMP_OPS:
        rule = _jump(op)
    elif op in _RULES and (op not in _RULE_NEEDS or getattr(fx, _RULE_NEEDS[op])):
        rule = getattr(_Reader, "op_" + op)
    elif op != name:
        rule = _renamed(op)
    fold: Optional[_Handler] = getattr(_Reader, "fold_" + name, None)
    return rule if fold is None else _folding(fold, rule)


def _plan(fx: V.VersionFacts) -> Tuple[Optional[_Handler], ...]:
    """Per opcode of the running interpreter, its handler under ``fx``."""
    return tuple(_handler(dis.opname[op], op, fx) for op in range(256))


_DROPPED: _Handler = _Reader.drop
_PLAN_FX = V.facts()
_PLAN = _plan(_PLAN_FX)


def _first_at_or_after(offsets: Sequence[int], offset: int) -> int:
    return bisect.bisect_left(offsets, offset)


def _resolve(rows: List[_Row], jumps: List[Tuple[int, int]], raw_handlers: Sequence[RawHandler],
             code: types.CodeType, fx: V.VersionFacts) -> Bytecode:
    offsets = [row[3] for row in rows]
    for index, jump in jumps:
        op, arg, argval, offset, _ = rows[index]
        rows[index] = (op, arg, argval, offset, bisect.bisect_left(offsets, jump))
    instrs: Tuple[Instr, ...] = tuple(map(_new, repeat(Instr), rows))
    handlers: List[Handler] = []
    for h in raw_handlers:
        start, end = _first_at_or_after(offsets, h.start), _first_at_or_after(offsets, h.end)
        target = _first_at_or_after(offsets, h.target)
        if start >= end or target >= len(instrs) or instrs[target].offset != h.target:
            continue  # a folded-away handler (CLEANUP_THROW, StopIteration wrapper)
        if handlers and handlers[-1].end >= start and handlers[-1][2:] == (target, h.depth, h.lasti):
            handlers[-1] = handlers[-1]._replace(end=max(end, handlers[-1].end))
        else:
            handlers.append(Handler(start, end, target, h.depth, h.lasti))
    return Bytecode(code, instrs, tuple(handlers), fx)


def read(code: types.CodeType, fx: Optional[V.VersionFacts] = None) -> Bytecode:
    """Normalize ``code`` (of the running interpreter) into a :class:`Bytecode`."""
    fx = fx or V.facts()
    raw = decode(code)
    raw_handlers = parse_exception_table(code.co_exceptiontable) if fx.exception_table else ()
    reader = _Reader(code, fx, raw, raw_handlers)
    rows = reader.run(_PLAN if fx is _PLAN_FX else _plan(fx))
    return _resolve(rows, reader.jumps, raw_handlers, code, fx)


def instr_lines(bc: Bytecode) -> List[Optional[int]]:
    """Per instruction of ``bc``, its source line (computed on demand: nothing else needs it)."""
    raw = decode(bc.code)
    by_offset = dict(zip((r[0] for r in raw), lines(bc.code, raw)))
    return [by_offset[ins.offset] for ins in bc.instrs]


def dump(bc: Bytecode) -> str:
    """A readable listing of normalized instructions (for debugging and tests)."""
    lines = []
    for i, ins in enumerate(bc.instrs):
        tgt = " -> %d" % ins.target if ins.target >= 0 else ""
        lines.append("%4d %-24s %r%s" % (i, ins.op, ins.argval, tgt))
    for h in bc.handlers:
        lasti = " lasti" if h.lasti else ""
        lines.append("  handler [%d, %d) -> %d depth %d%s" % (h.start, h.end, h.target, h.depth, lasti))
    return "\n".join(lines)


__all__ = ["Bytecode", "CallInfo", "Handler", "Instr", "read", "dump", "instr_lines", "JUMPS", "CONDITIONAL_JUMPS",
           "TERMINATORS"]
