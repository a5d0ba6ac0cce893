"""Scope declarations: the ``global`` and ``nonlocal`` statements a body needs.

A store or delete of a name through STORE_GLOBAL / DELETE_GLOBAL only happens where
the name was declared ``global``; one through STORE_DEREF / DELETE_DEREF of a free
variable (``co_freevars``) only where it was declared ``nonlocal``.  Loads need no
declaration: an undeclared name is loaded the same way.
"""

from __future__ import annotations

import ast
import types
from typing import List, Set

from undis.bytecode import Bytecode
from undis.bytecode.instructions import opnames

_GLOBAL_WRITES = ("STORE_GLOBAL", "DELETE_GLOBAL")
_DEREF_WRITES = ("STORE_DEREF", "DELETE_DEREF")
_WRITES = frozenset(_GLOBAL_WRITES + _DEREF_WRITES)


def declarations(bc: Bytecode, code: types.CodeType) -> List[ast.stmt]:
    """``global a, b`` / ``nonlocal c`` statements for the start of ``code``'s body."""
    if _WRITES.isdisjoint(opnames(bc)):
        return []  # (most code)
    globals_: List[str] = []
    nonlocals: List[str] = []
    # 3.12+: an inlined comprehension's cell that shadows a free variable of the same
    # name lives from its LOAD_FAST_AND_CLEAR to the STORE_FAST that restores the
    # saved value; stores to it are no ``nonlocal`` writes
    shadowed = set(code.co_cellvars) & set(code.co_freevars)
    inside: Set[str] = set()
    for ins in bc.instrs:
        if ins.op == "LOAD_FAST_AND_CLEAR" and ins.argval in shadowed:
            inside.add(ins.argval)
        elif ins.op == "STORE_FAST":
            inside.discard(ins.argval)
        if ins.op in _DEREF_WRITES and ins.argval in inside:
            continue
        if ins.op in _GLOBAL_WRITES:
            if isinstance(ins.argval, str) and ins.argval not in globals_:
                globals_.append(ins.argval)
        elif ins.op in _DEREF_WRITES:
            if isinstance(ins.argval, str) and ins.argval in code.co_freevars and ins.argval not in nonlocals:
                nonlocals.append(ins.argval)
    out: List[ast.stmt] = []
    if globals_:
        out.append(ast.Global(names=globals_))
    if nonlocals:
        out.append(ast.Nonlocal(names=nonlocals))
    return out

