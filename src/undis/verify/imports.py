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

from undis.bytecode.decode import decode
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


#: what :func:`_scan` does with an instruction, by opname (absent: ends a pair)
_DROPPED, _LOAD, _ATTR, _SUPER = range(4)
_ROLES = {
    **{name: _DROPPED for name in DROPPED_OPS},
    **{name: _LOAD for name in _NAME_LOADS},
    **{name: _SUPER for name in SUPERINSTRUCTIONS},
    "LOAD_ATTR": _ATTR,
    "LOAD_METHOD": _ATTR,
}


def _scan(code: types.CodeType, plain: set[str], method: set[str]) -> None:
    """One pass over ``code`` and the code objects in it, reading the pairs
    that :func:`_import_originated` reads from ``normalize``
    (a name load, then an attribute load) straight from :func:`decode`
    (what :func:`_note` reads of a pair, inline)."""
    loaded: str | None = None  # the name the previous instruction loaded
    roles = _ROLES
    for _offset, opname, _op, arg, argval in decode(code):
        role = roles.get(opname)
        if role is None:
            loaded = None
        elif role == _LOAD:
            loaded = argval if isinstance(argval, str) else None
        elif role == _ATTR:
            if loaded is not None:
                if opname == "LOAD_METHOD" or (arg or 0) & _ATTR_METHOD_BIT:
                    method.add(loaded)
                else:
                    plain.add(loaded)
            loaded = None
        elif role == _SUPER:  # neither half loads an attribute
            loaded = argval[1] if SUPERINSTRUCTIONS[opname][1] in _NAME_LOADS else None
    for const in nested_code(code):
        _scan(const, plain, method)


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
