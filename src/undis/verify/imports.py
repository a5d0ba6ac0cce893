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

from typing import Iterator

from undis.bytecode.versions import facts
from undis.verify.normalize import NameRef, NormalizedCode

__all__ = ["IMPORTS_SHAPE_BYTECODE", "import_originated_names"]

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


def _tree(code: NormalizedCode) -> Iterator[NormalizedCode]:
    yield code
    for child in code.children:
        yield from _tree(child)


def import_originated_names(code: NormalizedCode) -> tuple[str, ...]:
    """Names that may have been bound by a module-level ``import``.

    A name qualifies when it is the base of some plain attribute load
    (``name.attr``) and never the base of a method-form attribute load
    (``name.attr(...)`` compiled as a method call) anywhere in the tree.
    Re-importing such a name only changes calls on it, and every such call
    in the original already uses the plain form, so this never turns a
    match into a mismatch.  Always empty before 3.11.
    """
    if not IMPORTS_SHAPE_BYTECODE:
        return ()
    plain: set[str] = set()
    method: set[str] = set()
    for node in _tree(code):
        ins = node.instructions
        for i in range(len(ins) - 1):
            load, attr = ins[i], ins[i + 1]
            if load.opname not in _NAME_LOADS or not isinstance(load.arg, NameRef):
                continue
            if attr.opname == "LOAD_METHOD" or (
                attr.opname == "LOAD_ATTR"
                and isinstance(attr.arg, NameRef)
                and attr.arg.flags & _METHOD_BIT
            ):
                method.add(load.arg.name)
            elif attr.opname == "LOAD_ATTR":
                plain.add(load.arg.name)
    return tuple(sorted(name for name in plain - method if name.isidentifier()))
