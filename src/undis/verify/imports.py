"""Recover module-level ``import`` bindings that shaped 3.11+ bytecode.

Since 3.11 CPython's compiler does not use the method-call form for
``mod.f()`` when ``mod`` is bound by an ``import`` in the *module's* symbol
table (``is_import_originated()`` in ``Python/compile.c``, which checks the
``DEF_IMPORT`` flag of the top-level scope): it loads the attribute with a
plain ``LOAD_ATTR`` and pushes ``NULL`` separately (3.11: ``PUSH_NULL`` or
``LOAD_GLOBAL`` with the NULL bit instead of ``LOAD_METHOD``; 3.12: method bit
off on ``LOAD_ATTR``; 3.13: ``LOAD_ATTR`` then ``PUSH_NULL``).  A function
recompiled on its own would lose that, so we spot such names in the original
and re-add ``import name`` at the top of the wrapper module.
"""

from __future__ import annotations

import re
import types
from typing import Iterable, Iterator, List, Optional, Tuple

from undis.bytecode.decode import instr_at
from undis.bytecode.tables import OPCODES
from undis.bytecode.versions import facts, name_flag_bits
from undis.emit.nodes import is_private_name
from undis.verify.normalize import DROPPED_OPS, SUPERINSTRUCTIONS, NameRef, NormalizedCode, nested_code

__all__ = [
    "IMPORTS_SHAPE_BYTECODE",
    "has_import_shaped_calls",
    "has_private_names",
    "hints_first",
    "import_originated_names",
    "import_originated_names_in",
    "method_call_bases_in",
]

#: Whether module-level imports change how calls on them compile (3.11+).
IMPORTS_SHAPE_BYTECODE = facts().import_shapes_calls

_NAME_LOADS = frozenset(
    {
        "LOAD_CLASSDEREF",
        "LOAD_DEREF",
        "LOAD_FAST",
        "LOAD_FAST_CHECK",
        "LOAD_FROM_DICT_OR_DEREF",
        "LOAD_FROM_DICT_OR_GLOBALS",
        "LOAD_GLOBAL",
        "LOAD_NAME",
    }
)
_METHOD_BIT = 1
#: The method bit of ``LOAD_ATTR``'s argument (3.12+; 0: none).
_ATTR_METHOD_BIT = name_flag_bits(facts()).get("LOAD_ATTR", 0)


#: One instruction as the rule sees it: (opname, name argument or None, flag bits).
_Named = Tuple[str, Optional[str], int]


def _tree(code: NormalizedCode) -> Iterator[NormalizedCode]:
    yield code
    for child in code.children:
        yield from _tree(child)


def _normalized_streams(code: NormalizedCode) -> Iterator[List[_Named]]:
    for node in _tree(code):
        yield [(ins.opname, ins.arg.name, ins.arg.flags) if isinstance(ins.arg, NameRef)
               else (ins.opname, None, 0) for ins in node.instructions]


def _opcodes(names: Iterable[str]) -> frozenset[int]:
    """The opcodes of ``names`` that this interpreter has in its code (pseudo-instructions,
    numbered from 256, do not appear there: 3.12+'s ``LOAD_METHOD``)."""
    return frozenset(OPCODES[name] for name in names if OPCODES.get(name, 256) < 256)


#: the opcodes that load an attribute (3.11: ``LOAD_METHOD`` too)
_ATTR_OPS = bytes(sorted(_opcodes(("LOAD_ATTR", "LOAD_METHOD"))))
_LOAD_METHOD = OPCODES.get("LOAD_METHOD", -1)
#: the code units the scan steps over going back: ``NOP``, ``EXTENDED_ARG`` and (3.11+) the
#: inline caches, whose units read opcode 0 (``CACHE``) in ``co_code``
_SKIPPED = _opcodes(DROPPED_OPS)
_LOAD_OPS = _opcodes(_NAME_LOADS)
#: superinstructions whose second half loads a name (3.13)
_SUPER_LOADS = _opcodes(name for name, halves in SUPERINSTRUCTIONS.items() if halves[1] in _NAME_LOADS)


def _scan(code: types.CodeType, plain: set[str], method: set[str]) -> None:
    """Over ``code`` and the code objects in it, the pairs that :func:`_import_originated`
    reads from ``normalize`` (a name load, then an attribute load) read from the raw code
    units: each attribute load, and the instruction before it past the units that
    ``decode`` steps over or yields as dropped (caches, ``NOP``, ``EXTENDED_ARG``);
    only that instruction is decoded (:func:`instr_at`)."""
    raw = code.co_code
    ops = raw[::2]
    for op in _ATTR_OPS:
        unit = ops.find(op)
        while unit >= 0:
            name = _loaded_before(code, ops, unit)
            if name is not None:
                if op == _LOAD_METHOD or raw[2 * unit + 1] & _ATTR_METHOD_BIT:
                    method.add(name)
                else:
                    plain.add(name)
            unit = ops.find(op, unit + 1)
    for const in nested_code(code):
        _scan(const, plain, method)


def _loaded_before(code: types.CodeType, ops: bytes, unit: int) -> str | None:
    """The name that the instruction before code unit ``unit`` loads, if it is a name
    load (or a superinstruction whose second half is one); else None."""
    k = unit - 1
    while k >= 0 and ops[k] in _SKIPPED:
        k -= 1
    if k < 0 or (ops[k] not in _LOAD_OPS and ops[k] not in _SUPER_LOADS):
        return None
    argval = instr_at(code, 2 * k)[4]
    if ops[k] in _SUPER_LOADS:
        argval = argval[1]
    return argval if isinstance(argval, str) else None


def import_originated_names(code: NormalizedCode) -> tuple[str, ...]:
    """Names that may have been bound by a module-level ``import``.

    A name qualifies when it is the base of some plain attribute load
    (``name.attr``) and never the base of a method-form attribute load
    (``name.attr(...)`` compiled as a method call) anywhere in the tree.
    Re-importing such a name only changes calls on it, and every such call
    in the original already uses the plain form, so this never turns a
    match into a mismatch.  Always empty before 3.11.
    """
    return _import_originated(_normalized_streams(code)) if IMPORTS_SHAPE_BYTECODE else ()


def import_originated_names_in(code: types.CodeType) -> tuple[str, ...]:
    """:func:`import_originated_names` of ``normalize(code)``, read from the
    code object directly (cheaper than normalizing it)."""
    if not IMPORTS_SHAPE_BYTECODE:
        return ()
    plain: set[str] = set()
    method: set[str] = set()
    _scan(code, plain, method)
    return _originated(plain, method)


def method_call_bases_in(code: types.CodeType) -> frozenset[str]:
    """Names that ``code`` or a code object in it loads and then loads a
    method-form attribute of (``name.attr(...)`` compiled as a method call):
    the only loads that binding ``name`` by a module-level ``import`` can
    change (``is_import_originated()`` in ``Python/compile.c`` is asked only
    about the base of such a call).  Empty before 3.11."""
    if not IMPORTS_SHAPE_BYTECODE:
        return frozenset()
    plain: set[str] = set()
    method: set[str] = set()
    _scan(code, plain, method)
    return frozenset(method)


def _import_originated(streams: Iterable[List[_Named]]) -> tuple[str, ...]:
    plain: set[str] = set()
    method: set[str] = set()
    for ins in streams:
        for i in range(len(ins) - 1):
            (load, name, _), (attr, attr_name, flags) = ins[i], ins[i + 1]
            if load not in _NAME_LOADS or name is None:
                continue
            _note(name, attr, attr_name is not None and bool(flags & _METHOD_BIT), plain, method)
    return _originated(plain, method)


def _note(name: str, attr: str, method_bit: bool, plain: set[str], method: set[str]) -> None:
    """A load of ``name`` followed by ``attr``: a method-form attribute load
    (``LOAD_METHOD``, or ``LOAD_ATTR`` with its method bit) or a plain one."""
    if attr == "LOAD_METHOD" or (attr == "LOAD_ATTR" and method_bit):
        method.add(name)
    elif attr == "LOAD_ATTR":
        plain.add(name)


def _originated(plain: set[str], method: set[str]) -> tuple[str, ...]:
    return tuple(sorted(name for name in plain - method if name.isidentifier()))


def _call_shape() -> re.Pattern[bytes] | None:
    """Raw bytes of a call on a global name's attribute in the plain (not
    method) form, as an ``import`` of the name gives: ``LOAD_GLOBAL``, then
    ``LOAD_ATTR`` without its method bit, with the NULL of the call pushed by
    ``LOAD_GLOBAL`` (3.11-3.12) or by a ``PUSH_NULL`` after them (3.13).
    Inline caches are zero bytes; large arguments (``EXTENDED_ARG``) are missed."""
    if not IMPORTS_SHAPE_BYTECODE:
        return None
    fx = facts()
    odd = b"[" + b"".join(re.escape(bytes([n])) for n in range(1, 256, 2)) + b"]"
    even = b"[" + b"".join(re.escape(bytes([n])) for n in range(0, 256, 2)) + b"]"
    caches = b"(?:\x00\x00)*"
    glob, attr = re.escape(bytes([OPCODES["LOAD_GLOBAL"]])), re.escape(bytes([OPCODES["LOAD_ATTR"]]))
    attr_arg = even if fx.load_attr_method_bit else b"."
    if fx.null_after_callable:
        push_null = re.escape(bytes([OPCODES["PUSH_NULL"]]))
        return re.compile(glob + even + caches + attr + attr_arg + caches + push_null, re.DOTALL)
    return re.compile(glob + odd + caches + attr + attr_arg, re.DOTALL)


_CALL_SHAPE = _call_shape()


def has_import_shaped_calls(code: types.CodeType) -> bool:
    """Whether ``code`` or a code object in it seems to call an attribute of
    a global name the way a module-level ``import`` of the name makes it.
    A guess, only to decide which recompilation to try first: either order
    gives the same verdict."""
    if _CALL_SHAPE is None:
        return False
    return _shaped_here(code) or any(has_import_shaped_calls(const) for const in nested_code(code))


def _shaped_here(code: types.CodeType) -> bool:
    return _CALL_SHAPE is not None and _CALL_SHAPE.search(code.co_code) is not None


def has_private_names(code: types.CodeType) -> bool:
    """Whether a name in ``code`` or the code objects in it could be a
    private name (``__x``) as written, which a class would mangle.

    :func:`undis.verify.oracle.verify_source` first recompiles without
    import hints: an ``import name`` changes only calls ``name.attr(...)``,
    and a recompilation that matches without it has such a call only where
    the original has the method form, which rules ``name`` out as a hint.
    That holds when the name in the bytecode is the name in the source;
    mangling (``__x`` compiled as ``_C__x``) could break it, so a tree with
    a name that mangling could apply to takes the hints first.
    """
    return _private_here(code) or any(has_private_names(const) for const in nested_code(code))


def _private_here(code: types.CodeType) -> bool:
    names = code.co_names + code.co_varnames + code.co_cellvars + code.co_freevars
    if "\n__" in "\n" + "\n".join(names):  # (some name starts with "__": rare but for dunders)
        for name in names:
            if is_private_name(name):
                return True
    return False


def hints_first(code: types.CodeType) -> bool:
    """``has_private_names(code) or has_import_shaped_calls(code)``, in one walk
    of the tree: whether :func:`undis.verify.oracle.verify_source` reads the
    import hints before it recompiles."""
    return _private_here(code) or _shaped_here(code) or any(hints_first(const) for const in nested_code(code))
