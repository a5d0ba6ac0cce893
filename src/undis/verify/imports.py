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

import types
from typing import Iterable, Iterator, List, Optional, Tuple

from undis.bytecode.versions import facts
from undis.verify.normalize import NameRef, NormalizedCode, named_instructions

__all__ = ["IMPORTS_SHAPE_BYTECODE", "import_originated_names", "import_originated_names_in"]

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


def _code_streams(code: types.CodeType) -> Iterator[List[_Named]]:
    yield named_instructions(code)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _code_streams(const)


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
    return _import_originated(_code_streams(code)) if IMPORTS_SHAPE_BYTECODE else ()


def _import_originated(streams: Iterable[List[_Named]]) -> tuple[str, ...]:
    plain: set[str] = set()
    method: set[str] = set()
    for ins in streams:
        for i in range(len(ins) - 1):
            (load, name, _), (attr, attr_name, flags) = ins[i], ins[i + 1]
            if load not in _NAME_LOADS or name is None:
                continue
            if attr == "LOAD_METHOD" or (attr == "LOAD_ATTR" and attr_name is not None and flags & _METHOD_BIT):
                method.add(name)
            elif attr == "LOAD_ATTR":
                plain.add(name)
    return tuple(sorted(name for name in plain - method if name.isidentifier()))
