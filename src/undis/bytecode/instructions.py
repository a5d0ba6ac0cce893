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
from typing import Any, List, NamedTuple, Optional, Sequence, Set, Tuple

from undis.bytecode import versions as V
from undis.bytecode.decode import decode, lines
from undis.bytecode.exctable import RawHandler, parse_exception_table


class Instr(NamedTuple):
    """One normalized instruction.  ``target`` is an instruction index for jumps, else -1."""

    op: str
    arg: int
    argval: Any
    offset: int
    line: Optional[int]
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
    op: str
    arg: int
    argval: Any
    offset: int
    line: Optional[int]
    jump_offset: int  # -1 unless a jump


_JUMP_OPS = frozenset(dis.hasjrel) | frozenset(dis.hasjabs)


def _raw_instructions(code: types.CodeType) -> List[_Raw]:
    instrs = decode(code)
    out: List[_Raw] = []
    for (offset, opname, op, arg, argval), line in zip(instrs, lines(code, instrs)):
        jump = argval if op in _JUMP_OPS else -1
        out.append(_Raw(opname, arg if arg is not None else 0, argval, offset, line, int(jump)))
    return out


#: the raw opnames :meth:`_Reader.fold` looks at
_FOLD_OPS = frozenset({"LOAD_CONST", "COPY", "KW_NAMES", "CALL_FUNCTION_KW", "CALL_KW", "MAKE_FUNCTION", "END_FOR",
                       "CLEANUP_THROW", "CALL_INTRINSIC_1"})


class _Reader:
    """Translate raw instructions into normalized ones, one small rule per opcode family."""

    def __init__(self, code: types.CodeType, fx: V.VersionFacts, raw: List[_Raw], targets: Set[int]):
        self.code = code
        self.fx = fx
        self.raw = raw
        self.targets = targets  # raw offsets that something jumps to
        self.out: List[Tuple[Instr, int]] = []  # (instr, jump offset or -1)

    def emit(self, r: _Raw, op: str, argval: Any = None, arg: Optional[int] = None, jump: int = -1) -> None:
        self.out.append((Instr(op, r.arg if arg is None else arg, argval, r.offset, r.line), jump))

    def is_target(self, i: int) -> bool:
        return 0 <= i < len(self.raw) and self.raw[i].offset in self.targets

    def peek(self, i: int) -> Optional[_Raw]:
        return self.raw[i] if 0 <= i < len(self.raw) else None

    def next_kept(self, i: int) -> int:
        """Index of the first raw instruction at or after ``i`` that is not dropped."""
        while i < len(self.raw) and self.raw[i].op in _DROP:
            i += 1
        return i

    def bare_to_bool(self, i: int) -> bool:
        """3.13 TO_BOOL not feeding a conditional jump or UNARY_NOT (so it has a meaning of its own)."""
        j = self.next_kept(i + 1)
        if j >= len(self.raw):
            return True
        nxt = _UNIFY.get(self.raw[j].op, self.raw[j].op)
        return nxt != "UNARY_NOT" and nxt not in CONDITIONAL_JUMPS

    # -- the driver -----------------------------------------------------------------
    def run(self) -> List[Tuple[Instr, int]]:
        i = 0
        raw = self.raw
        first = self.next_kept(0)  # COPY_FREE_VARS / MAKE_CELL may come first
        if first + 1 < len(raw) and raw[first].op == "RETURN_GENERATOR" and raw[first + 1].op == "POP_TOP":
            i = first + 2
        out = self.out
        while i < len(raw):
            r = raw[i]
            if r.jump_offset < 0 and r.op not in _SPECIAL:  # the common case: kept as it is
                out.append((Instr(r.op, r.arg, r.argval, r.offset, r.line), -1))
                i += 1
            else:
                i = self.translate(i)
        return out

    def translate(self, i: int) -> int:
        r = self.raw[i]
        op = r.op
        if op == "TO_BOOL" and self.bare_to_bool(i):
            self.emit(r, "TO_BOOL", None)  # ``not not x``: a conversion nothing consumes as a test
            return i + 1
        if op in _DROP:
            return i + 1
        if op in _SPLIT:
            first, second = _SPLIT[op]
            names = self.code.co_varnames
            self.emit(r, first, names[r.arg >> 4], r.arg >> 4)
            self.emit(r, second, names[r.arg & 15], r.arg & 15)
            return i + 1
        fold = self.fold(i) if op in _FOLD_OPS else None
        if fold is not None:
            return fold
        op = _UNIFY.get(op, op)
        if r.jump_offset >= 0:
            self.emit(r, op, None, jump=r.jump_offset)
            return i + 1
        if op in _RULES:
            getattr(self, "op_" + op)(r)
        else:
            self.out.append((Instr(op, r.arg, r.argval, r.offset, r.line), -1))  # emit(r, op, r.argval)
        return i + 1

    # -- multi-instruction folds ---------------------------------------------------
    def fold(self, i: int) -> Optional[int]:
        r = self.raw[i]
        if r.op == "LOAD_CONST" and r.argval is None:
            j = self.next_kept(i + 1)
            nxt = self.peek(j)
            if nxt is not None and nxt.op == "YIELD_FROM":
                self.emit(r, "YIELD_FROM")
                return j + 1
            if nxt is not None and nxt.op == "SEND":
                return self.fold_send(r, j)
        if r.op == "COPY" and r.arg == 1:
            j = self.next_kept(i + 1)
            jump, pop = self.peek(j), self.peek(self.next_kept(j + 1))
            if (jump is not None and pop is not None and pop.op == "POP_TOP"
                    and _UNIFY.get(jump.op, jump.op) in ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE")
                    and not self.is_target(j) and not self.is_target(self.next_kept(j + 1))):
                kind = "JUMP_IF_FALSE_OR_POP" if "FALSE" in jump.op else "JUMP_IF_TRUE_OR_POP"
                self.emit(r, kind, None, jump=jump.jump_offset)
                return self.next_kept(j + 1) + 1
        if r.op == "KW_NAMES":
            j = self.next_kept(i + 1)
            call = self.raw[j]
            self.emit(call, "CALL", CallInfo(call.arg, tuple(self.code.co_consts[r.arg]), True))
            return j + 1
        if r.op in ("CALL_FUNCTION_KW", "CALL_KW"):
            # keyword names are the constant tuple pushed just before; keep it on the stack
            self.emit(r, "CALL_KW", CallInfo(r.arg, (), self.fx.call_has_null_slot))
            return i + 1
        if r.op == "MAKE_FUNCTION":
            flags = 0 if self.fx.version >= (3, 13) else r.arg
            j = i + 1
            while self.peek(j) is not None and self.raw[j].op == "SET_FUNCTION_ATTRIBUTE":
                flags |= self.raw[j].arg
                j += 1
            if self.fx.qualname_on_stack and self.out and self.out[-1][0].op == "LOAD_CONST":
                self.out.pop()
            self.emit(r, "MAKE_FUNCTION", flags, flags)
            return j
        if r.op == "END_FOR":
            nxt = self.peek(i + 1)
            if self.fx.end_for_pops_extra and nxt is not None and nxt.op == "POP_TOP" and not self.is_target(i + 1):
                return i + 2
            return i + 1
        if r.op == "CLEANUP_THROW":
            return i + 2  # dead after the SEND fold: CLEANUP_THROW; JUMP back
        if r.op == "CALL_INTRINSIC_1" and V.INTRINSIC_1.get(r.arg) == "STOPITERATION_ERROR":
            nxt = self.peek(i + 1)
            if nxt is not None and nxt.op == "RERAISE":
                return i + 2  # the generator's implicit StopIteration -> RuntimeError wrapper
        return None

    def fold_send(self, r: _Raw, j: int) -> int:
        """``LOAD_CONST None; SEND exit; YIELD_VALUE; JUMP back`` (await / yield from)."""
        send = self.raw[j]
        k = j + 1
        while k < len(self.raw) and self.raw[k].offset < send.jump_offset:
            k += 1
        self.emit(r, "YIELD_FROM")
        return k

    # -- single-instruction rules ---------------------------------------------------
    def op_LOAD_GLOBAL(self, r: _Raw) -> None:
        if self.fx.load_global_null_bit:
            name = self.code.co_names[r.arg >> 1]
            self.with_null(r, "LOAD_GLOBAL", name, r.arg & 1)
        else:
            self.emit(r, "LOAD_GLOBAL", r.argval)

    def op_LOAD_ATTR(self, r: _Raw) -> None:
        if self.fx.load_attr_method_bit:
            name = self.code.co_names[r.arg >> 1]
            self.emit(r, "LOAD_METHOD" if r.arg & 1 else "LOAD_ATTR", name)
        else:
            self.emit(r, "LOAD_ATTR", r.argval)

    def op_LOAD_SUPER_ATTR(self, r: _Raw) -> None:
        name = self.code.co_names[r.arg >> 2]
        self.emit(r, "LOAD_SUPER_METHOD" if r.arg & 1 else "LOAD_SUPER_ATTR", (name, bool(r.arg & 2)))

    def with_null(self, r: _Raw, op: str, argval: Any, null: int) -> None:
        if null and not self.fx.null_after_callable:
            self.emit(r, "PUSH_NULL")
        self.emit(r, op, argval)
        if null and self.fx.null_after_callable:
            self.emit(r, "PUSH_NULL")

    def op_COMPARE_OP(self, r: _Raw) -> None:
        sym = V.compare_symbol(r.arg, self.fx)
        if sym in ("in", "not in"):
            self.emit(r, "CONTAINS_OP", sym == "not in", int(sym == "not in"))
        elif sym in ("is", "is not"):
            self.emit(r, "IS_OP", sym == "is not", int(sym == "is not"))
        elif sym == "exception match":
            self.emit(r, "EXC_MATCH_COMPARE")
        else:
            self.emit(r, "COMPARE_OP", sym)

    def op_BINARY_OP(self, r: _Raw) -> None:
        self.emit(r, "BINARY_OP", V.NB_OPS[r.arg])

    def op_CALL_FUNCTION(self, r: _Raw) -> None:
        self.emit(r, "CALL", CallInfo(r.arg, (), False))

    def op_CALL_METHOD(self, r: _Raw) -> None:
        self.emit(r, "CALL", CallInfo(r.arg, (), True))

    def op_CALL(self, r: _Raw) -> None:
        self.emit(r, "CALL", CallInfo(r.arg, (), True))

    def op_CALL_FUNCTION_EX(self, r: _Raw) -> None:
        self.emit(r, "CALL_FUNCTION_EX", CallInfo(r.arg & 1, (), self.fx.call_has_null_slot))

    def op_LOAD_METHOD(self, r: _Raw) -> None:
        self.emit(r, "LOAD_METHOD", r.argval)

    def op_RETURN_CONST(self, r: _Raw) -> None:
        self.emit(r, "LOAD_CONST", r.argval)
        self.emit(r, "RETURN_VALUE")

    def op_COPY(self, r: _Raw) -> None:
        self.emit(r, "COPY", None, 1 if r.op == "DUP_TOP" else r.arg)

    def op_SWAP(self, r: _Raw) -> None:
        self.emit(r, "SWAP", None, 2 if r.op == "ROT_TWO" else r.arg)

    def op_DUP_TOP_TWO(self, r: _Raw) -> None:
        self.emit(r, "COPY", None, 2)
        self.emit(r, "COPY", None, 2)

    def op_CALL_INTRINSIC_1(self, r: _Raw) -> None:
        meaning = V.INTRINSIC_1.get(r.arg, "UNKNOWN")
        if meaning in ("UNARY_POSITIVE", "LIST_TO_TUPLE", "IMPORT_STAR", "PRINT_EXPR"):
            self.emit(r, meaning, None, 0)
            if meaning in ("IMPORT_STAR", "PRINT_EXPR"):
                self.emit(r, "PUSH_NULL")  # the intrinsic's result (None), which a POP_TOP discards
        elif meaning == "ASYNC_GEN_WRAP":
            return
        else:
            self.emit(r, "INTRINSIC_1", meaning)

    def op_CALL_INTRINSIC_2(self, r: _Raw) -> None:
        self.emit(r, "INTRINSIC_2", V.INTRINSIC_2.get(r.arg, "UNKNOWN"))

    def op_BINARY_SUBSCR(self, r: _Raw) -> None:
        self.emit(r, "BINARY_SUBSCR")

    def op_LOAD_CONST(self, r: _Raw) -> None:
        self.emit(r, "LOAD_CONST", r.argval)


def _install_old_binary_ops() -> None:
    for name, sym in V.OLD_BINARY_OPS.items():
        def rule(self: _Reader, r: _Raw, _sym: str = sym) -> None:
            self.emit(r, "BINARY_OP", _sym)
        setattr(_Reader, "op_" + name, rule)


_install_old_binary_ops()
#: the normalized opnames that have a rule of their own (``_Reader.op_<name>``)
_RULES = frozenset(name[3:] for name in dir(_Reader) if name.startswith("op_"))
#: raw opnames :meth:`_Reader.translate` does more with than keep them
_SPECIAL = _RULES | _DROP | _FOLD_OPS | frozenset(_SPLIT) | frozenset(_UNIFY) | {"TO_BOOL"}


def _first_at_or_after(offsets: Sequence[int], offset: int) -> int:
    return bisect.bisect_left(offsets, offset)


def _resolve(pairs: List[Tuple[Instr, int]], raw_handlers: Sequence[RawHandler], code: types.CodeType,
             fx: V.VersionFacts) -> Bytecode:
    offsets = [ins.offset for ins, _ in pairs]
    instrs = []
    for ins, jump in pairs:
        instrs.append(Instr(ins.op, ins.arg, ins.argval, ins.offset, ins.line, _first_at_or_after(offsets, jump))
                      if jump >= 0 else ins)
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
    return Bytecode(code, tuple(instrs), tuple(handlers), fx)


def read(code: types.CodeType, fx: Optional[V.VersionFacts] = None) -> Bytecode:
    """Normalize ``code`` (of the running interpreter) into a :class:`Bytecode`."""
    fx = fx or V.facts()
    raw = _raw_instructions(code)
    raw_handlers = parse_exception_table(code.co_exceptiontable) if fx.exception_table else ()
    targets = {r.jump_offset for r in raw if r.jump_offset >= 0} | {h.target for h in raw_handlers}
    pairs = _Reader(code, fx, raw, targets).run()
    return _resolve(pairs, raw_handlers, code, fx)


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


__all__ = ["Bytecode", "CallInfo", "Handler", "Instr", "read", "dump", "JUMPS", "CONDITIONAL_JUMPS",
           "TERMINATORS"]
