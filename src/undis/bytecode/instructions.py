"""Read a code object into uniform, immutable instruction records.

The records mean the same on every supported version: jump targets are instruction
indices, opnames are unified (one ``JUMP``, one ``POP_JUMP_IF_FALSE``, ``BINARY_OP`` with a
symbol, ``CALL`` with its keyword names), superinstructions are split, and version-specific
scaffolding (``RESUME``, ``PRECALL``, ``CACHE``, the ``SEND`` loop of ``await``...) is folded
away.  Folds never swallow an instruction that something jumps to.
"""

from __future__ import annotations

import bisect
import types
from itertools import repeat, starmap
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, Callable, Iterator, List, NamedTuple, Optional, Sequence, Set, Tuple

from undis.bytecode import tables as T
from undis.bytecode import versions as V
from undis.bytecode.decode import RawInstr, decode, offset_lines, offsets, opnames_between
from undis.bytecode.exctable import RawHandler, parse_exception_table

if TYPE_CHECKING or V.facts().specialized_slot_reads:
    class Instr:
        """One normalized instruction.  ``target`` is an instruction index for jumps, else -1.

        Never changed once built.  A class with slots where the interpreter reads slots with
        a specialized instruction (``VersionFacts.specialized_slot_reads``: the walk reads
        these fields more than anything else), else a named tuple, cheaper to build there;
        both compare, hash, unpack and print alike."""

        __slots__ = ("op", "arg", "argval", "offset", "target")
        op: str
        arg: int
        argval: Any
        offset: int
        target: int

        def __init__(self, op: str, arg: int, argval: Any, offset: int, target: int = -1) -> None:
            self.op = op
            self.arg = arg
            self.argval = argval
            self.offset = offset
            self.target = target

        def _values(self) -> Tuple[str, int, Any, int, int]:
            return (self.op, self.arg, self.argval, self.offset, self.target)

        def __iter__(self) -> Iterator[Any]:
            return iter(self._values())

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Instr) and self._values() == other._values()

        def __hash__(self) -> int:
            return hash(self._values())

        def __repr__(self) -> str:
            return "Instr(op=%r, arg=%r, argval=%r, offset=%r, target=%r)" % self._values()

        def replace(self, op: Optional[str] = None, target: Optional[int] = None) -> "Instr":
            """The same instruction with another opname or target."""
            return Instr(self.op if op is None else op, self.arg, self.argval, self.offset,
                         self.target if target is None else target)

    def _built(rows: List[_Row]) -> Tuple[Instr, ...]:
        return tuple(starmap(Instr, rows))
else:
    class Instr(NamedTuple):
        """One normalized instruction.  ``target`` is an instruction index for jumps, else -1."""

        op: str
        arg: int
        argval: Any
        offset: int
        target: int = -1

        def replace(self, op: Optional[str] = None, target: Optional[int] = None) -> "Instr":
            """The same instruction with another opname or target."""
            return self._replace(op=self.op if op is None else op, target=self.target if target is None else target)

    def _built(rows: List[_Row]) -> Tuple[Instr, ...]:
        return tuple(map(_new, repeat(Instr), rows))  # (Instr() without its Python-level __new__)


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


class Bytecode:
    """A code object read: its instructions, exception-table entries and version facts.
    Never changed once built.  A class with slots (one is built per code object, and its
    fields are read all through the walk: 3.11+ reads a slot with a specialized
    instruction, a named tuple's field through the generic lookup)."""

    __slots__ = ("code", "instrs", "handlers", "facts", "jumps")
    code: types.CodeType
    instrs: Tuple[Instr, ...]
    handlers: Tuple[Handler, ...]
    facts: V.VersionFacts
    #: the indices of the instructions that have a target, ascending
    jumps: Tuple[int, ...]

    def __init__(self, code: types.CodeType, instrs: Tuple[Instr, ...], handlers: Tuple[Handler, ...],
                 facts: V.VersionFacts, jumps: Tuple[int, ...]) -> None:
        self.code = code
        self.instrs = instrs
        self.handlers = handlers
        self.facts = facts
        self.jumps = jumps

    def with_handlers(self, handlers: Tuple[Handler, ...]) -> "Bytecode":
        """The same code read with other exception-table entries."""
        return Bytecode(self.code, self.instrs, handlers, self.facts, self.jumps)


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
    **T.JUMP_ALIASES,
    "LOAD_FAST_CHECK": "LOAD_FAST", "LOAD_CLASSDEREF": "LOAD_FROM_DICT_OR_DEREF",
    "DUP_TOP": "COPY", "ROT_TWO": "SWAP",
}
_SPLIT = T.SUPERINSTRUCTIONS
_JUMP_OPS = T.JUMP_OPCODES

_new = tuple.__new__
#: a normalized instruction before its jump target is known: (op, arg, argval, offset, -1)
_Row = Tuple[str, int, Any, int, int]
#: what the reader does with the raw instruction ``r`` at index ``i`` (a
#: :data:`~undis.bytecode.decode.RawInstr`: offset, opname, opcode, oparg or None, argval):
#: the next index to read, or None for ``i + 1``
_Handler = Callable[["_Reader", int, RawInstr], Optional[int]]


def _call_info(argc: int, kwnames: Tuple[str, ...], null_slot: bool) -> CallInfo:
    return _new(CallInfo, (argc, kwnames, null_slot))  # (CallInfo() without its Python-level __new__)


class _Reader:
    """Translate raw instructions into normalized ones, one small rule per opcode family.

    Each raw opcode has a handler chosen once per version (:func:`_plan`); an opcode without
    one (most of them) is kept as it is.  Handlers see raw instructions as the plain tuples
    :func:`~undis.bytecode.decode.decode` makes: ``offset, op, opcode, oparg, argval = r``
    (``oparg`` is None for an opcode without an argument; a normalized ``arg`` is then 0).
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

    def emit(self, offset: int, op: str, arg: int, argval: Any = None, jump: int = -1) -> None:
        if jump >= 0:
            self.jumps.append((len(self.out), jump))
        self.out.append((op, arg, argval, offset, -1))

    def is_target(self, i: int) -> bool:
        if self._targets is None:  # raw offsets that something jumps to
            self._targets = {r[4] for r in self.raw if r[2] in _JUMP_OPS}
            self._targets.update(h.target for h in self.raw_handlers)
        return 0 <= i < len(self.raw) and self.raw[i][0] in self._targets

    def op_at(self, i: int) -> str:
        """The raw opname at index ``i`` ("" past the end)."""
        return self.raw[i][1] if 0 <= i < len(self.raw) else ""

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
        if self.op_at(first) == "RETURN_GENERATOR" and self.op_at(first + 1) == "POP_TOP":
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
                nxt = handler(self, i, r)
                i = i + 1 if nxt is None else nxt
        return out

    # -- handlers of one opcode family ------------------------------------------------
    def drop(self, i: int, r: RawInstr) -> None:
        """Scaffolding (``_DROP``): the driver skips it without calling this."""

    def to_bool(self, i: int, r: RawInstr) -> None:
        """3.13 TO_BOOL is dropped unless it feeds no conditional jump or UNARY_NOT: then
        it is ``not not x``, a conversion nothing consumes as a test."""
        nxt = self.op_at(self.next_kept(i + 1))
        if nxt and (_UNIFY.get(nxt, nxt) == "UNARY_NOT" or _UNIFY.get(nxt, nxt) in CONDITIONAL_JUMPS):
            return
        self.emit(r[0], "TO_BOOL", r[3] or 0)

    def split(self, i: int, r: RawInstr) -> None:
        offset, op, _, oparg, _ = r
        first, second = _SPLIT[op]
        names, arg = self.code.co_varnames, oparg or 0
        self.emit(offset, first, arg >> 4, names[arg >> 4])
        self.emit(offset, second, arg & 15, names[arg & 15])

    # -- multi-instruction folds (None: not folded, the instruction's own rule applies) --
    def fold_LOAD_CONST(self, i: int, r: RawInstr) -> Optional[int]:
        if r[4] is not None:
            return None
        j = self.next_kept(i + 1)
        nxt = self.op_at(j)
        if nxt == "YIELD_FROM":
            self.emit(r[0], "YIELD_FROM", r[3] or 0)
            return j + 1
        if nxt == "SEND":
            return self.fold_send(r, j)
        return None

    def fold_COPY(self, i: int, r: RawInstr) -> Optional[int]:
        offset, _, _, oparg, _ = r
        if oparg != 1:
            return None
        j = self.next_kept(i + 1)
        k = self.next_kept(j + 1)
        jump, pop = self.op_at(j), self.op_at(k)
        if (pop == "POP_TOP" and _UNIFY.get(jump, jump) in ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE")
                and not self.is_target(j) and not self.is_target(k)):
            kind = "JUMP_IF_FALSE_OR_POP" if "FALSE" in jump else "JUMP_IF_TRUE_OR_POP"
            self.emit(offset, kind, oparg, None, jump=int(self.raw[j][4]))
            return k + 1
        return None

    def fold_KW_NAMES(self, i: int, r: RawInstr) -> Optional[int]:
        j = self.next_kept(i + 1)
        offset, _, _, oparg, _ = self.raw[j]
        argc = oparg or 0
        self.emit(offset, "CALL", argc, _call_info(argc, tuple(self.code.co_consts[r[3] or 0]), True))
        return j + 1

    def fold_CALL_KW(self, i: int, r: RawInstr) -> Optional[int]:
        # keyword names are the constant tuple pushed just before; keep it on the stack
        argc = r[3] or 0
        self.emit(r[0], "CALL_KW", argc, _call_info(argc, (), self.fx.call_has_null_slot))
        return i + 1

    fold_CALL_FUNCTION_KW = fold_CALL_KW

    def fold_MAKE_FUNCTION(self, i: int, r: RawInstr) -> Optional[int]:
        flags = 0 if self.fx.version >= (3, 13) else r[3] or 0
        j = i + 1
        while self.op_at(j) == "SET_FUNCTION_ATTRIBUTE":
            flags |= self.raw[j][3] or 0
            j += 1
        if self.fx.qualname_on_stack and self.out and self.out[-1][0] == "LOAD_CONST":
            self.out.pop()
        self.emit(r[0], "MAKE_FUNCTION", flags, flags)
        return j

    def fold_END_FOR(self, i: int, r: RawInstr) -> Optional[int]:
        if self.fx.end_for_pops_extra and self.op_at(i + 1) == "POP_TOP" and not self.is_target(i + 1):
            return i + 2
        return i + 1

    def fold_CLEANUP_THROW(self, i: int, r: RawInstr) -> Optional[int]:
        return i + 2  # dead after the SEND fold: CLEANUP_THROW; JUMP back

    def fold_CALL_INTRINSIC_1(self, i: int, r: RawInstr) -> Optional[int]:
        if V.INTRINSIC_1.get(r[3] or 0) == "STOPITERATION_ERROR" and self.op_at(i + 1) == "RERAISE":
            return i + 2  # the generator's implicit StopIteration -> RuntimeError wrapper
        return None

    def fold_send(self, r: RawInstr, j: int) -> int:
        """``LOAD_CONST None; SEND exit; YIELD_VALUE; JUMP back`` (await / yield from)."""
        exit_offset = self.raw[j][4]
        k = j + 1
        while k < len(self.raw) and self.raw[k][0] < exit_offset:
            k += 1
        self.emit(r[0], "YIELD_FROM", r[3] or 0)
        return k

    # -- single-instruction rules ---------------------------------------------------
    def op_LOAD_GLOBAL(self, i: int, r: RawInstr) -> None:
        """3.11+: the low bit asks for a NULL (before, LOAD_GLOBAL is kept as it is)."""
        offset, _, _, oparg, name = r
        arg = oparg or 0
        null_after = self.fx.null_after_callable
        if arg & 1 and not null_after:
            self.emit(offset, "PUSH_NULL", arg)
        self.emit(offset, "LOAD_GLOBAL", arg, name)
        if arg & 1 and null_after:
            self.emit(offset, "PUSH_NULL", arg)

    def op_LOAD_ATTR(self, i: int, r: RawInstr) -> None:
        """3.12+: the low bit means LOAD_METHOD (before, LOAD_ATTR is kept as it is)."""
        offset, _, _, oparg, name = r
        arg = oparg or 0
        self.out.append(("LOAD_METHOD" if arg & 1 else "LOAD_ATTR", arg, name, offset, -1))

    def op_LOAD_SUPER_ATTR(self, i: int, r: RawInstr) -> None:
        offset, _, _, oparg, _ = r
        arg = oparg or 0
        name = self.code.co_names[arg >> 2]
        self.emit(offset, "LOAD_SUPER_METHOD" if arg & 1 else "LOAD_SUPER_ATTR", arg, (name, bool(arg & 2)))

    def op_COMPARE_OP(self, i: int, r: RawInstr) -> None:
        offset, _, _, oparg, _ = r
        arg = oparg or 0
        sym = V.compare_symbol(arg, self.fx)
        if sym in ("in", "not in"):
            self.emit(offset, "CONTAINS_OP", int(sym == "not in"), sym == "not in")
        elif sym in ("is", "is not"):
            self.emit(offset, "IS_OP", int(sym == "is not"), sym == "is not")
        elif sym == "exception match":
            self.emit(offset, "EXC_MATCH_COMPARE", arg)
        else:
            self.emit(offset, "COMPARE_OP", arg, sym)

    def op_BINARY_OP(self, i: int, r: RawInstr) -> None:
        arg = r[3] or 0
        self.out.append(("BINARY_OP", arg, V.NB_OPS[arg], r[0], -1))

    def op_CALL_FUNCTION(self, i: int, r: RawInstr) -> None:
        argc = r[3] or 0
        self.out.append(("CALL", argc, _call_info(argc, (), False), r[0], -1))

    def op_CALL(self, i: int, r: RawInstr) -> None:
        """CALL (3.11+), CALL_METHOD (3.8-3.10): a call with a NULL-or-self slot."""
        argc = r[3] or 0
        self.out.append(("CALL", argc, _call_info(argc, (), True), r[0], -1))

    op_CALL_METHOD = op_CALL

    def op_CALL_FUNCTION_EX(self, i: int, r: RawInstr) -> None:
        arg = r[3] or 0
        self.emit(r[0], "CALL_FUNCTION_EX", arg, _call_info(arg & 1, (), self.fx.call_has_null_slot))

    def op_RETURN_CONST(self, i: int, r: RawInstr) -> None:
        offset, _, _, oparg, value = r
        self.emit(offset, "LOAD_CONST", oparg or 0, value)
        self.emit(offset, "RETURN_VALUE", oparg or 0)

    def op_COPY(self, i: int, r: RawInstr) -> None:
        self.emit(r[0], "COPY", 1 if r[1] == "DUP_TOP" else r[3] or 0)

    def op_SWAP(self, i: int, r: RawInstr) -> None:
        self.emit(r[0], "SWAP", 2 if r[1] == "ROT_TWO" else r[3] or 0)

    def op_DUP_TOP_TWO(self, i: int, r: RawInstr) -> None:
        self.emit(r[0], "COPY", 2)
        self.emit(r[0], "COPY", 2)

    def op_CALL_INTRINSIC_1(self, i: int, r: RawInstr) -> None:
        offset, _, _, oparg, _ = r
        arg = oparg or 0
        meaning = V.INTRINSIC_1.get(arg, "UNKNOWN")
        if meaning in ("UNARY_POSITIVE", "LIST_TO_TUPLE", "IMPORT_STAR", "PRINT_EXPR"):
            self.emit(offset, meaning, 0)
            if meaning in ("IMPORT_STAR", "PRINT_EXPR"):
                self.emit(offset, "PUSH_NULL", arg)  # the intrinsic's result (None), which a POP_TOP discards
        elif meaning == "ASYNC_GEN_WRAP":
            return
        else:
            self.emit(offset, "INTRINSIC_1", arg, meaning)

    def op_CALL_INTRINSIC_2(self, i: int, r: RawInstr) -> None:
        arg = r[3] or 0
        self.emit(r[0], "INTRINSIC_2", arg, V.INTRINSIC_2.get(arg, "UNKNOWN"))


def _install_old_binary_ops() -> None:
    for name, sym in V.OLD_BINARY_OPS.items():
        def rule(self: _Reader, i: int, r: RawInstr, _sym: str = sym) -> None:
            self.out.append(("BINARY_OP", r[3] or 0, _sym, r[0], -1))
        setattr(_Reader, "op_" + name, rule)


_install_old_binary_ops()
#: the normalized opnames that have a rule of their own (``_Reader.op_<name>``)
_RULES = frozenset(name[3:] for name in dir(_Reader) if name.startswith("op_"))
#: rules that apply only with a capability; without it the instruction is kept as it is
_RULE_NEEDS = {"LOAD_GLOBAL": "load_global_null_bit", "LOAD_ATTR": "load_attr_method_bit"}


def _jump(op: str) -> _Handler:
    """A jump, unified as ``op``; its target is resolved once all instructions are read."""
    def handler(self: _Reader, i: int, r: RawInstr) -> None:
        self.jumps.append((len(self.out), int(r[4])))
        self.out.append((op, r[3] or 0, None, r[0], -1))
    return handler


def _renamed(op: str) -> _Handler:
    def handler(self: _Reader, i: int, r: RawInstr) -> None:
        self.out.append((op, r[3] or 0, r[4], r[0], -1))
    return handler


def _folding(fold: _Handler, rule: Optional[_Handler]) -> _Handler:
    def handler(self: _Reader, i: int, r: RawInstr) -> Optional[int]:
        nxt = fold(self, i, r)
        if nxt is not None:
            return nxt
        if rule is not None:
            return rule(self, i, r)
        self.out.append((r[1], r[3] or 0, r[4], r[0], -1))
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
    return tuple(_handler(T.OPNAMES[op], op, fx) for op in range(256))


_DROPPED: _Handler = _Reader.drop
_PLAN_FX = V.facts()
_PLAN = _plan(_PLAN_FX)


_ROW_OFFSET = itemgetter(3)


def _first_at_or_after(offsets: Sequence[int], offset: int) -> int:
    return bisect.bisect_left(offsets, offset)


def _resolve(rows: List[_Row], jumps: List[Tuple[int, int]], raw_handlers: Sequence[RawHandler],
             code: types.CodeType, fx: V.VersionFacts) -> Bytecode:
    offsets = list(map(_ROW_OFFSET, rows))
    for index, jump in jumps:
        op, arg, argval, offset, _ = rows[index]
        rows[index] = (op, arg, argval, offset, bisect.bisect_left(offsets, jump))
    instrs = _built(rows)
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
    return Bytecode(code, instrs, tuple(handlers), fx, tuple([index for index, _ in jumps]))


def read(code: types.CodeType, fx: Optional[V.VersionFacts] = None) -> Bytecode:
    """Normalize ``code`` (of the running interpreter) into a :class:`Bytecode`."""
    fx = fx or V.facts()
    raw = decode(code)
    raw_handlers = parse_exception_table(code.co_exceptiontable) if fx.exception_table else ()
    reader = _Reader(code, fx, raw, raw_handlers)
    rows = reader.run(_PLAN if fx is _PLAN_FX else _plan(fx))
    return _resolve(rows, reader.jumps, raw_handlers, code, fx)


_OP = attrgetter("op")


def opnames(bc: Bytecode) -> Iterator[str]:
    """The opnames of ``bc``'s instructions, for scans without a Python loop
    (``name in opnames(bc)``, ``names.isdisjoint(opnames(bc))``): the callers
    scan every code object, and most have none of what they look for."""
    return map(_OP, bc.instrs)


def has_opcode(bc: Bytecode, opname: str) -> bool:
    """Whether ``bc`` has an instruction ``opname`` that reading keeps as it is (no
    superinstruction, alias or scaffolding), read from the raw code units: each starts
    with its opcode (an inline cache's unit with 0, ``CACHE``), so no loop over the
    instructions is needed."""
    op = T.OPCODES.get(opname)
    return op is not None and bytes((op,)) in bc.code.co_code[::2]


def first_at(instrs: Sequence[Instr], offset: int) -> int:
    """The index of the first of ``instrs`` (read from one code object: their offsets
    ascend) at ``offset``, or -1 where none is."""
    lo, hi = 0, len(instrs)
    while lo < hi:  # (bisect's search; its ``key`` argument is 3.10+)
        mid = (lo + hi) // 2
        if instrs[mid].offset < offset:
            lo = mid + 1
        else:
            hi = mid
    return lo if lo < len(instrs) and instrs[lo].offset == offset else -1


def instr_lines(bc: Bytecode) -> List[Optional[int]]:
    """Per instruction of ``bc``, its source line (computed on demand: nothing else needs it)."""
    starts = offsets(bc.code)  # (the lines of the raw instructions: no second decoding)
    by_offset = dict(zip(starts, offset_lines(bc.code, starts)))
    return [by_offset[ins.offset] for ins in bc.instrs]


def dropped_before(bc: Bytecode, k: int) -> List[str]:
    """The names of the raw instructions that the reading dropped between ``bc.instrs[k - 1]``
    and ``bc.instrs[k]`` (``NOP`` s, a loop's ``END_FOR``...)."""
    return opnames_between(bc.code, bc.instrs[k - 1].offset, bc.instrs[k].offset)


def instr_handlers(bc: Bytecode) -> List[Optional[int]]:
    """Per instruction of ``bc``, the offset of the handler of the raw exception-table entry
    that covers it, or None (3.8-3.10: no table).  Unlike :attr:`Bytecode.handlers`, this
    keeps the entries of folded-away handlers (the StopIteration wrapper of a generator's
    body), and tells an instruction the compiler added after it assigned handlers (the
    jump back of an inverted conditional jump, 3.12+) by its having none."""
    if not bc.facts.exception_table:
        return [None] * len(bc.instrs)
    table = sorted(parse_exception_table(bc.code.co_exceptiontable))  # (entries do not overlap)
    starts = [h.start for h in table]
    out: List[Optional[int]] = []
    for ins in bc.instrs:
        k = bisect.bisect_right(starts, ins.offset) - 1
        out.append(table[k].target if k >= 0 and ins.offset < table[k].end else None)
    return out


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


__all__ = ["Bytecode", "CallInfo", "Handler", "Instr", "read", "dump", "dropped_before", "first_at", "instr_handlers",
           "instr_lines", "has_opcode", "opnames", "JUMPS", "CONDITIONAL_JUMPS", "TERMINATORS"]
