"""Per-version facts about CPython bytecode: the one place that knows version numbers.

Everything else asks about *capabilities* (``facts().exception_table``), never about
``sys.version_info``.  An interpreter outside the supported range fails loudly here.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Dict, Mapping, Optional, Tuple

from undis.errors import UnsupportedVersionError

SUPPORTED: Tuple[Tuple[int, int], ...] = ((3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13))


@dataclass(frozen=True)
class VersionFacts:
    """What the compiler of one CPython minor version emits (and the few things about its
    ``ast`` module and interpreter that undis depends on)."""

    version: Tuple[int, int]
    #: handlers come from ``co_exceptiontable`` (3.11+) instead of SETUP_* block opcodes
    exception_table: bool
    #: 3.8 only: BEGIN_FINALLY / CALL_FINALLY / POP_FINALLY / END_FINALLY
    finally_subroutines: bool
    #: the NULL slot of a call sits after the callable (3.13) instead of before it
    null_after_callable: bool
    #: every CALL pops a NULL-or-self slot besides the callable (3.11+)
    call_has_null_slot: bool
    #: MAKE_FUNCTION pops a qualified name pushed just before it (3.8-3.10)
    qualname_on_stack: bool
    #: COMPARE_OP's oparg is shifted right by this to index ``cmp_op`` (3.12: 4, 3.13: 5)
    compare_shift: int
    #: comprehensions are inlined into their function (3.12+)
    inlined_comprehensions: bool
    #: LOAD_GLOBAL's low oparg bit asks for a NULL (3.11+)
    load_global_null_bit: bool
    #: LOAD_ATTR's low oparg bit means "load method" (3.12+)
    load_attr_method_bit: bool
    #: a ``for`` loop ends with END_FOR (3.12+), followed by POP_TOP (3.13)
    end_for_pops_extra: bool
    #: while loops are compiled with the test duplicated at the bottom (3.10+)
    inverted_while: bool
    #: ``return <constant>`` is one RETURN_CONST; a copied ``return a if c else b`` keeps
    #: LOAD_CONST; RETURN_VALUE (3.12+)
    return_const: bool
    #: conditional jumps only go forward: ``if c: rest`` closing a loop body is
    #: ``jump-if-c L; JUMP header; L: rest`` (3.12+)
    forward_only_cond_jumps: bool
    #: the jumps of a boolean value's operand that is itself a boolean value of the same
    #: operator go to the outer operator's test (``(a and b) and c``), not threaded past it
    #: to the end as they are before 3.12 (``a and b and c``)
    groups_bool_values: bool
    #: the body of a generator, coroutine or async generator is protected by a handler
    #: that turns a StopIteration into a RuntimeError (3.12+): every instruction the
    #: compiler emits for it is in the exception table
    handler_wrapped_generators: bool
    #: exception handlers are placed after all the normal code (3.12+), not after their try body
    cold_handlers: bool
    #: a try body that cannot raise (``pass``, ``continue``, ``break``, ``return <constant>``:
    #: code emitted after the body's protection ends) gets no exception-table entry, yet its
    #: handler code is emitted, reached by nothing (3.11+; 3.8-3.10 keep the SETUP_FINALLY)
    unreached_handlers: bool
    #: a statement with no code of its own (``pass``) leaves a ``NOP`` that keeps its line
    #: where no other instruction has it (3.10+; 3.8/3.9 emit nothing for it)
    pass_keeps_nop: bool
    #: ``match`` statements exist (3.10+)
    has_match: bool
    #: PEP 695 type parameters exist: ``def``/``class`` nodes have ``type_params``, and
    #: a generic class's body runs inside a type-parameter scope (3.12+)
    has_type_params: bool
    #: MATCH_CLASS / MATCH_KEYS also push a success boolean (3.10)
    match_pushes_bool: bool
    #: what the interpreter calls the non-class in a class pattern's error message:
    #: "called match pattern must be a type" (3.10, 3.11), "... a class" (3.12+)
    match_class_noun: str
    #: a ``case _ if guard:`` before the last case has no pattern code (3.12+; before:
    #: ``COPY 1; POP_TOP``): the guard follows the subject, its jumps go to the next case
    match_bare_guard: bool
    #: ``mod.f()`` compiles differently when ``mod`` is bound by a module-level import (3.11+)
    import_shapes_calls: bool
    #: ``assert`` loads its exception with LOAD_ASSERTION_ERROR (3.9+), not LOAD_GLOBAL AssertionError
    assertion_error_opcode: bool
    #: bytes per unit of a jump's oparg: 1 (byte offsets, 3.8-3.9) or 2 (code units, 3.10+)
    jump_unit: int
    #: a jump to a small exit block (ending in RETURN_VALUE) is replaced by a copy of it, so
    #: e.g. the implicit ``return None`` ends each branch that reaches it (3.10+)
    copies_exit_blocks: bool
    #: the exit blocks copied include those with a line of their own (``return x`` after a
    #: loop, copied onto a ``break``; 3.10, 3.12+); 3.11 copies only line-less ones (the
    #: implicit ``return None``), 3.8/3.9 none
    copies_lined_exit_blocks: bool
    #: branches may end in copies of one small return block that has a line of its own
    #: (identical ``LOAD_x v; RETURN_VALUE`` blocks stand for one: 3.11+); 3.10 copies onto
    #: conditional branches only the line-less implicit ``return None``, 3.8/3.9 nothing
    copies_lined_branch_returns: bool
    #: a jump back to a loop header that has no line of its own (the end of an ``if`` in a
    #: loop body) and is reached by several jumps is copied for each jump (3.13+): each copy
    #: has one jump to it and is not a ``continue`` statement
    copies_line_less_jumps: bool
    #: an except clause's exit to a ``for`` loop's ``break`` after the try statement (the
    #: pop of the iterator, then a copy of the loop's exit block) jumps to it (3.13+); 3.12
    #: copies that code onto the clause's exit
    jumps_to_clause_break: bool
    #: unreachable code is dropped (3.10+); 3.8/3.9 keep some, e.g. an except clause's own
    #: exit after a ``continue`` in it
    drops_dead_code: bool
    #: a jump to an unconditional jump that has a line of its own is retargeted past it (the
    #: 3.8/3.9 peephole: a try body's jump to an ``else: break`` goes to the loop's exit, the
    #: clause's jump left dead); 3.10+ keep the first jump (threading only line-less ones)
    threads_jumps_across_lines: bool
    #: the bytecode of a statement depends on the lines its parts sit on, so an output that
    #: keeps the original's line breaks may verify where one written on one line does not
    #: (undis then writes it again with them): 3.10/3.11 thread jumps only within one line
    #: (an ``and`` spread over lines keeps a jump that one line threads), 3.12 orders a
    #: condition's jumps in a loop by lines (a comprehension's ``if`` on a line of its own).
    #: 3.13 too, but rarely for what undis writes: 2 of the 527 stdlib functions that do not
    #: verify there verify with their lines, and trying them all costs 3% more time: off
    code_depends_on_lines: bool
    #: two stores in a row into one local on one line keep only the second (the first
    #: becomes ``POP_TOP``: ``a, _, _ = t``), on two lines both; a ``SWAP`` before two stores
    #: on one line becomes the stores in the other order (``x = [c for _ in t]`` restores
    #: ``_`` after it stores the list), on two lines stays (3.13+): where the original has
    #: such a pair, an output that keeps its line breaks may verify where one line does not
    folds_store_pairs_on_one_line: bool
    #: the clean-up block of a comparison chain in an ``if`` test stays between the test and
    #: a then-branch that ends in a jump (the test jumps over it), also where that jump
    #: becomes a copy of a small return block it goes to; a then-branch that small which
    #: returns itself is copied onto the test's jump, the clean-up block after it (3.13+;
    #: 3.12 places the clean-up block after the then-branch either way)
    chain_cleanup_before_joining_then: bool
    #: a forward jump to a small block that returns, which the compiler copies onto the jump
    #: where the code is written on one line, may stay where it spans lines (3.13+; see
    #: ``code_depends_on_lines``, off there): where the original has one, an output that
    #: keeps the original's line breaks may verify where one line does not
    keeps_jumps_to_exits_by_lines: bool
    #: every class body stores its first line number as a constant in ``__firstlineno__`` (3.13+)
    class_firstlineno: bool
    #: a subscript's slice is wrapped in ``ast.Index`` / ``ast.ExtSlice`` (3.8)
    ast_index_slices: bool
    #: a call with more stack items than this (positional arguments, two per keyword) is
    #: compiled as ``CALL_FUNCTION_EX`` with its arguments built as a tuple (and a dict):
    #: ``STACK_USE_GUIDELINE`` (3.9+); None where every call keeps them on the stack (3.8)
    call_stack_guideline: Optional[int]
    #: Python calls recurse on the C stack, and the compiler's C recursion checks scale with
    #: the recursion limit, so a high limit needs a thread with a big stack (before 3.12)
    recursion_uses_c_stack: bool
    #: the interpreter reads an attribute kept in ``__slots__`` with a specialized
    #: instruction, but a named tuple's field through the generic lookup (3.11+): records
    #: read in the walk's inner loops are cheaper as slotted classes there, and cheaper as
    #: named tuples before (built without a Python-level ``__init__``)
    specialized_slot_reads: bool


_CMP_OPS_OLD = ("<", "<=", "==", "!=", ">", ">=", "in", "not in", "is", "is not", "exception match", "BAD")
CMP_OPS: Tuple[str, ...] = ("<", "<=", "==", "!=", ">", ">=")

#: 3.8-3.10 binary/inplace opcodes -> operator symbol (an augmented one ends with '=')
OLD_BINARY_OPS: Mapping[str, str] = {
    "BINARY_POWER": "**", "BINARY_MULTIPLY": "*", "BINARY_MATRIX_MULTIPLY": "@",
    "BINARY_FLOOR_DIVIDE": "//", "BINARY_TRUE_DIVIDE": "/", "BINARY_MODULO": "%",
    "BINARY_ADD": "+", "BINARY_SUBTRACT": "-", "BINARY_LSHIFT": "<<", "BINARY_RSHIFT": ">>",
    "BINARY_AND": "&", "BINARY_XOR": "^", "BINARY_OR": "|",
    "INPLACE_POWER": "**=", "INPLACE_MULTIPLY": "*=", "INPLACE_MATRIX_MULTIPLY": "@=",
    "INPLACE_FLOOR_DIVIDE": "//=", "INPLACE_TRUE_DIVIDE": "/=", "INPLACE_MODULO": "%=",
    "INPLACE_ADD": "+=", "INPLACE_SUBTRACT": "-=", "INPLACE_LSHIFT": "<<=", "INPLACE_RSHIFT": ">>=",
    "INPLACE_AND": "&=", "INPLACE_XOR": "^=", "INPLACE_OR": "|=",
}

#: 3.11+ BINARY_OP oparg -> operator symbol (``NB_*`` in Include/internal/pycore_opcode.h)
NB_OPS: Tuple[str, ...] = (
    "+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-", "/", "^",
    "+=", "&=", "//=", "<<=", "@=", "*=", "%=", "|=", "**=", ">>=", "-=", "/=", "^=",
)

#: CALL_INTRINSIC_1 oparg -> meaning (3.12+)
INTRINSIC_1: Mapping[int, str] = {
    1: "PRINT_EXPR", 2: "IMPORT_STAR", 3: "STOPITERATION_ERROR", 4: "ASYNC_GEN_WRAP",
    5: "UNARY_POSITIVE", 6: "LIST_TO_TUPLE", 7: "TYPEVAR", 8: "PARAMSPEC",
    9: "TYPEVARTUPLE", 10: "SUBSCRIPT_GENERIC", 11: "TYPEALIAS",
}
#: CALL_INTRINSIC_2 oparg -> meaning (3.12+)
INTRINSIC_2: Mapping[int, str] = {
    1: "PREP_RERAISE_STAR", 2: "TYPEVAR_WITH_BOUND", 3: "TYPEVAR_WITH_CONSTRAINTS",
    4: "SET_FUNCTION_TYPE_PARAMS", 5: "SET_TYPEPARAM_DEFAULT",
}

#: MAKE_FUNCTION / SET_FUNCTION_ATTRIBUTE flag bits
FN_DEFAULTS, FN_KWDEFAULTS, FN_ANNOTATIONS, FN_CLOSURE = 1, 2, 4, 8


def _facts(version: Tuple[int, int]) -> VersionFacts:
    at_least = version.__ge__
    return VersionFacts(
        version=version,
        exception_table=at_least((3, 11)),
        finally_subroutines=version == (3, 8),
        null_after_callable=at_least((3, 13)),
        call_has_null_slot=at_least((3, 11)),
        qualname_on_stack=not at_least((3, 11)),
        compare_shift=5 if at_least((3, 13)) else 4 if at_least((3, 12)) else 0,
        inlined_comprehensions=at_least((3, 12)),
        load_global_null_bit=at_least((3, 11)),
        load_attr_method_bit=at_least((3, 12)),
        end_for_pops_extra=at_least((3, 13)),
        inverted_while=at_least((3, 10)),
        return_const=at_least((3, 12)),
        forward_only_cond_jumps=at_least((3, 12)),
        groups_bool_values=at_least((3, 12)),
        handler_wrapped_generators=at_least((3, 12)),
        cold_handlers=at_least((3, 12)),
        unreached_handlers=at_least((3, 11)),
        pass_keeps_nop=at_least((3, 10)),
        assertion_error_opcode=at_least((3, 9)),
        has_match=at_least((3, 10)),
        has_type_params=at_least((3, 12)),
        match_pushes_bool=version == (3, 10),
        match_bare_guard=at_least((3, 12)),
        match_class_noun="class" if at_least((3, 12)) else "type",
        import_shapes_calls=at_least((3, 11)),
        jump_unit=2 if at_least((3, 10)) else 1,
        copies_exit_blocks=at_least((3, 10)),
        copies_lined_exit_blocks=at_least((3, 10)) and version != (3, 11),
        copies_lined_branch_returns=at_least((3, 11)),
        copies_line_less_jumps=at_least((3, 13)),
        jumps_to_clause_break=at_least((3, 13)),
        drops_dead_code=at_least((3, 10)),
        threads_jumps_across_lines=not at_least((3, 10)),
        code_depends_on_lines=(3, 10) <= version <= (3, 12),
        folds_store_pairs_on_one_line=at_least((3, 13)),
        chain_cleanup_before_joining_then=at_least((3, 13)),
        keeps_jumps_to_exits_by_lines=at_least((3, 13)),
        class_firstlineno=at_least((3, 13)),
        ast_index_slices=not at_least((3, 9)),
        recursion_uses_c_stack=not at_least((3, 12)),
        call_stack_guideline=30 if at_least((3, 9)) else None,
        specialized_slot_reads=at_least((3, 11)),
    )


_TABLE: Dict[Tuple[int, int], VersionFacts] = {v: _facts(v) for v in SUPPORTED}


#: the running interpreter's facts (None where it is not supported: :func:`facts` raises)
_RUNNING: Optional[VersionFacts] = _TABLE.get((sys.version_info[0], sys.version_info[1]))


def facts(version: Tuple[int, int] | None = None) -> VersionFacts:
    """Facts for ``version`` (default: the running interpreter); unknown versions raise."""
    if version is None and _RUNNING is not None:
        return _RUNNING  # (the common call, once or twice per code object)
    key = version if version is not None else (sys.version_info[0], sys.version_info[1])
    try:
        return _TABLE[key]
    except KeyError:
        raise UnsupportedVersionError(
            "undis supports CPython 3.8 to 3.13; this is Python %d.%d. "
            "Run undis under a supported interpreter." % key
        ) from None


def name_flag_bits(fx: VersionFacts) -> Mapping[str, int]:
    """Name opcodes whose oparg packs flag bits below the ``co_names`` index -> those bits:
    LOAD_GLOBAL's push-NULL bit (3.11+), LOAD_ATTR's method bit (3.12+) and LOAD_SUPER_ATTR's
    method and two-argument bits (the opcode exists from 3.12)."""
    bits: Dict[str, int] = {"LOAD_SUPER_ATTR": 0b11}
    if fx.load_global_null_bit:
        bits["LOAD_GLOBAL"] = 0b1
    if fx.load_attr_method_bit:
        bits["LOAD_ATTR"] = 0b1
    return bits


def compare_symbol(arg: int, fx: VersionFacts) -> str:
    """The comparison operator named by COMPARE_OP's oparg."""
    if fx.compare_shift:
        return CMP_OPS[arg >> fx.compare_shift]
    return _CMP_OPS_OLD[arg]
