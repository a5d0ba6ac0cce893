"""Which raw opcodes of the running interpreter undis understands.

Every name in ``dis.opmap`` (:data:`~undis.bytecode.tables.OPCODES`) lands in exactly one of:

* :data:`HANDLED` -- the normalizer (:mod:`undis.bytecode.instructions`) drops or folds it,
  or translates it into normalized instructions that the simulator (``op_*`` methods),
  the walker (jumps, loops) or a registered idiom all understand.
* :data:`NEVER_EMITTED` -- the compiler never writes it into a code object (pseudo,
  instrumented, reserved, runtime-only); the value says why.
* :data:`NOT_YET_HANDLED` -- the compiler does emit it but undis has no rule for it yet
  (the decompiler raises a failure on such code); the value says what is missing.

The classification is *derived* from the rules in the code (normalizer tables, the
simulator's methods, the walker's jump kinds, idioms' declared opnames), so it changes
when those do; nothing is listed as handled by hand except the folds below, which mirror
``_Reader.fold``.
"""

from __future__ import annotations

import opcode as _opcode
from typing import Dict, FrozenSet, Mapping, Tuple

from undis.bytecode import instructions as _ins
from undis.bytecode import tables as T
from undis.bytecode import versions as V

#: raw opnames consumed by ``_Reader.fold``/``run`` -> the normalized names they become
_FOLDED: Mapping[str, Tuple[str, ...]] = {
    "KW_NAMES": ("CALL",),
    "CALL_FUNCTION_KW": ("CALL_KW",),
    "CALL_KW": ("CALL_KW",),
    "MAKE_FUNCTION": ("MAKE_FUNCTION",),
    "SET_FUNCTION_ATTRIBUTE": ("MAKE_FUNCTION",),
    "END_FOR": (),
    "CLEANUP_THROW": (),
    "SEND": ("YIELD_FROM",),  # ``LOAD_CONST None; SEND`` is the only form the compiler emits
    "YIELD_FROM": ("YIELD_FROM",),
    "RETURN_GENERATOR": (),  # ``RETURN_GENERATOR; POP_TOP`` prologue
}
#: raw opnames with an ``op_*`` rule in ``_Reader`` -> the normalized names it may emit
_TRANSLATED: Mapping[str, Tuple[str, ...]] = {
    # 3.8's COMPARE_OP also covers in/is/exception match; later versions have their own opcodes
    "COMPARE_OP": (("COMPARE_OP", "CONTAINS_OP", "IS_OP", "EXC_MATCH_COMPARE") if V.facts().finally_subroutines
                   else ("COMPARE_OP",)),
    "CALL_FUNCTION": ("CALL",), "CALL_METHOD": ("CALL",), "CALL": ("CALL",),
    "RETURN_CONST": ("LOAD_CONST", "RETURN_VALUE"),
    "DUP_TOP_TWO": ("COPY",),
    "CALL_INTRINSIC_1": tuple(sorted({"UNARY_POSITIVE", "LIST_TO_TUPLE", "IMPORT_STAR", "PRINT_EXPR",
                                      "INTRINSIC_1"})),
    "CALL_INTRINSIC_2": ("INTRINSIC_2",),
    "LOAD_SUPER_ATTR": ("LOAD_SUPER_ATTR", "LOAD_SUPER_METHOD"),
    "LOAD_ATTR": ("LOAD_ATTR", "LOAD_METHOD"),
    "LOAD_GLOBAL": ("PUSH_NULL", "LOAD_GLOBAL"),
}

_WHAT: Mapping[str, str] = {
    "MATCH_CLASS": "match statement", "MATCH_KEYS": "match statement", "MATCH_MAPPING": "match statement",
    "MATCH_SEQUENCE": "match statement", "GET_LEN": "match statement", "COPY_DICT_WITHOUT_KEYS": "match statement",
    "SETUP_FINALLY": "try statement", "POP_BLOCK": "try/with statement", "POP_EXCEPT": "try/except",
    "RERAISE": "try/finally/except re-raise", "PUSH_EXC_INFO": "exception handler",
    "CHECK_EXC_MATCH": "except clause", "CHECK_EG_MATCH": "except* clause",
    "JUMP_IF_NOT_EXC_MATCH": "except clause", "JUMP_IF_NOT_EG_MATCH": "except* clause",
    "PREP_RERAISE_STAR": "except* clause", "WITH_EXCEPT_START": "with statement",
    "BEFORE_WITH": "with statement", "SETUP_WITH": "with statement", "BEFORE_ASYNC_WITH": "async with",
    "SETUP_ASYNC_WITH": "async with", "WITH_CLEANUP_START": "with statement", "WITH_CLEANUP_FINISH": "with statement",
    "BEGIN_FINALLY": "try/finally (3.8)", "CALL_FINALLY": "try/finally (3.8)", "POP_FINALLY": "try/finally (3.8)",
    "END_FINALLY": "try/finally (3.8)", "END_ASYNC_FOR": "async for", "GET_ANEXT": "async for",
    "CALL_INTRINSIC_1": "type parameters (PEP 695) intrinsics", "CALL_INTRINSIC_2": "type parameters / except*",
    "COMPARE_OP": "the `exception match` form (except clause, 3.8)",
}


def _understood() -> FrozenSet[str]:
    """Normalized opnames that the simulator, the walker or an idiom turns into source."""
    # late: structure imports bytecode
    from undis.structure import async_for, except_star, inline_comp, match, simulate, try38, try311, walkctx

    names = {n[3:] for n in dir(simulate.Simulator) if n.startswith("op_")}
    names |= set(walkctx.COND_JUMPS) | set(walkctx.VALUE_JUMPS) | {"JUMP", "FOR_ITER"}
    if V.facts().inlined_comprehensions:
        names |= inline_comp.HANDLES
    names |= (try311.HANDLES | except_star.HANDLES) if V.facts().exception_table else try38.HANDLES
    if V.facts().has_match:
        names |= match.HANDLES
    names |= async_for.HANDLES
    return frozenset(names)


def _never_emitted(name: str, code: int) -> str:
    if name.startswith("INSTRUMENTED_"):
        return "instrumented variant written at run time by sys.monitoring; co_code keeps the base opcode"
    if code >= getattr(_opcode, "MIN_PSEUDO_OPCODE", 256):
        return "pseudo-instruction of the compiler, replaced by a real opcode before assembly"
    reasons = {
        "RESERVED": "reserved opcode number, never assigned to an instruction",
        "ENTER_EXECUTOR": "placed at run time by the tier-2 optimizer; co_code keeps the original",
        "INTERPRETER_EXIT": "only in the interpreter's internal trampoline code object",
        "EXIT_INIT_CHECK": "only in the interpreter's internal __init__ shim frame",
    }
    return reasons.get(name, "")


def _classify() -> Tuple[FrozenSet[str], Dict[str, str], Dict[str, str]]:
    understood = _understood()
    handled, never, missing = set(), {}, {}
    for name, code in sorted(T.OPCODES.items()):
        reason = _never_emitted(name, code)
        if reason:
            never[name] = reason
            continue
        if name in _ins._DROP:
            handled.add(name)
            continue
        if name in _FOLDED:
            outputs = _FOLDED[name]
        elif name in _ins._SPLIT:
            outputs = _ins._SPLIT[name]
        elif name in _TRANSLATED:
            outputs = _TRANSLATED[name]
        elif name in V.OLD_BINARY_OPS:
            outputs = ("BINARY_OP",)
        else:
            outputs = (_ins._UNIFY.get(name, name),)
        lacking = [o for o in outputs if o not in understood]
        if lacking:
            missing[name] = "emitted for %s; no rule for %s yet" % (_WHAT.get(name, "it"), ", ".join(lacking))
        else:
            handled.add(name)
    return frozenset(handled), never, missing


_H, _N, _M = _classify()
#: raw opnames of the running interpreter that undis turns into source (or drops as scaffolding)
HANDLED: FrozenSet[str] = _H
#: raw opnames the compiler never emits -> why
NEVER_EMITTED: Mapping[str, str] = _N
#: raw opnames the compiler emits that undis cannot decompile yet -> what is missing
NOT_YET_HANDLED: Mapping[str, str] = _M

__all__ = ["HANDLED", "NEVER_EMITTED", "NOT_YET_HANDLED"]
