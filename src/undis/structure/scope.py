"""Scope declarations: the ``global`` and ``nonlocal`` statements a body needs, and the
local variables it must declare.

A store or delete of a name through STORE_GLOBAL / DELETE_GLOBAL only happens where
the name was declared ``global``; one through STORE_DEREF / DELETE_DEREF of a free
variable (``co_freevars``) only where it was declared ``nonlocal``.  Loads need no
declaration: an undeclared name is loaded the same way.

A function's local variable that no instruction binds was bound in the source where
the compiler emits nothing: an annotation without a value (``x: int``), or a store in
code it dropped as dead (``if False: x = 0``).  Without a binding in the output the
name would be a global; ``x: object`` keeps it local and, like the original, compiles
to no instruction (the annotation of a simple name is not evaluated in a function).
"""

from __future__ import annotations

import ast
import inspect
import types
from typing import List, Set

from undis.bytecode import Bytecode, read
from undis.bytecode.instructions import opnames
from undis.emit import nodes as N

_GLOBAL_WRITES = ("STORE_GLOBAL", "DELETE_GLOBAL")
_DEREF_WRITES = ("STORE_DEREF", "DELETE_DEREF")
_WRITES = frozenset(_GLOBAL_WRITES + _DEREF_WRITES)
_LOCAL_WRITES = frozenset({"STORE_FAST", "DELETE_FAST", "STORE_DEREF", "DELETE_DEREF"})
#: cells the compiler makes for a class body's ``super()`` and annotation scopes, bound by it
_IMPLICIT_CELLS = frozenset({"__class__", "__classdict__"})
#: the names of comprehensions' own code objects (before 3.12; generator expressions on every version)
COMPREHENSIONS = frozenset({"<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>"})


def declarations(bc: Bytecode, code: types.CodeType) -> List[ast.stmt]:
    """``global a, b`` / ``nonlocal c`` statements for the start of ``code``'s body, then
    ``x: object`` for each local variable that nothing binds (see the module's text)."""
    return _scope_statements(bc, code) + [
        ast.AnnAssign(target=N.name(name, N.STORE), annotation=N.name("object"), value=None, simple=1)
        for name in unbound_locals(bc, code)]


def unbound_locals(bc: Bytecode, code: types.CodeType) -> List[str]:
    """The local variables (cells included, parameters not) of function ``code`` that no
    instruction stores or deletes, in ``co_varnames``/``co_cellvars`` order."""
    if not code.co_flags & inspect.CO_OPTIMIZED:
        return []  # (a module or class body: its names are not local variables)
    params = code.co_argcount + code.co_kwonlyargcount + bool(code.co_flags & inspect.CO_VARARGS) \
        + bool(code.co_flags & inspect.CO_VARKEYWORDS)
    names = [n for n in code.co_varnames[params:] if n.isidentifier()]  # (not ``.defaults``, ``.0``)
    names += [n for n in code.co_cellvars if n not in code.co_varnames and n not in _IMPLICIT_CELLS]
    if not names:
        return []
    written = {ins.argval for ins in bc.instrs if ins.op in _LOCAL_WRITES}
    if any(n in code.co_cellvars and n not in written for n in names):
        written |= _comprehension_writes(code)
    return [n for n in names if n not in written]


def _comprehension_writes(code: types.CodeType) -> Set[str]:
    """The cells that comprehensions in ``code`` (separate code objects before 3.12, nested
    ones included) bind: an assignment expression in one binds ``code``'s variable."""
    out: Set[str] = set()
    for const in code.co_consts:
        if isinstance(const, types.CodeType) and const.co_name in COMPREHENSIONS:
            out.update(i.argval for i in read(const).instrs if i.op in _DEREF_WRITES)
            out |= _comprehension_writes(const)
    return out


#: the instructions that name a variable of the function's own frame (3.13 loads a cell
#: for a closure with ``LOAD_FAST``)
_FRAME_NAMES = frozenset({"LOAD_DEREF", "STORE_DEREF", "DELETE_DEREF", "LOAD_CLOSURE", "LOAD_FROM_DICT_OR_DEREF",
                          "LOAD_FAST", "STORE_FAST", "DELETE_FAST", "LOAD_FAST_AND_CLEAR"})


def _unused_nonlocals(bc: Bytecode, code: types.CodeType) -> List[str]:
    """The free variables of function ``code`` that none of its instructions names: a
    ``nonlocal`` statement without a use still makes the variable free here (and a cell
    of the enclosing function)."""
    if not code.co_freevars or not code.co_flags & inspect.CO_OPTIMIZED:
        return []
    named = {ins.argval for ins in bc.instrs if ins.op in _FRAME_NAMES}
    return [n for n in code.co_freevars if n not in named and n.isidentifier() and n not in _IMPLICIT_CELLS]


def _scope_statements(bc: Bytecode, code: types.CodeType) -> List[ast.stmt]:
    """``global a, b`` / ``nonlocal c`` statements for the start of ``code``'s body."""
    unused = _unused_nonlocals(bc, code)
    if _WRITES.isdisjoint(opnames(bc)):
        return [ast.Nonlocal(names=unused)] if unused else []  # (most code: neither)
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
    nonlocals += unused
    out: List[ast.stmt] = []
    if globals_:
        out.append(ast.Global(names=globals_))
    if nonlocals:
        out.append(ast.Nonlocal(names=nonlocals))
    return out

