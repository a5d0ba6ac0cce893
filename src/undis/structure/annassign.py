"""Annotated assignments in module and class bodies.

There ``SETUP_ANNOTATIONS`` creates ``__annotations__``, and ``x: A = v`` compiles to
``v; STORE_NAME x; A; LOAD_NAME __annotations__; LOAD_CONST 'x'; STORE_SUBSCR`` (``x: A``
without the first two).  A complex target (``a.b: A = v``, ``(x): A = v``) only evaluates
its annotation after the store: ``...; STORE_ATTR b; A; POP_TOP``.  The simulator marks the
body with :class:`SetupAnnotations`; :func:`rebuild` then turns the ``__annotations__``
stores back into :class:`ast.AnnAssign` (in nested blocks too, never in nested scopes).
Function bodies never evaluate annotations, so ``x: A = v`` there is just ``x = v``.
"""

from __future__ import annotations
import __future__

import ast
import types
from typing import Callable, List, Optional

from undis.emit import nodes as N

_BLOCKS = ("body", "orelse", "finalbody", "handlers")


class SetupAnnotations(ast.stmt):
    """Internal: the body ran SETUP_ANNOTATIONS (it holds an annotated assignment)."""

    _fields = ()


def stringified(code: types.CodeType) -> bool:
    """``from __future__ import annotations``: the compiler stores annotations as source strings."""
    return bool(code.co_flags & __future__.annotations.compiler_flag)


def unstringify(node: ast.expr) -> ast.expr:
    """The annotation expression a stringified annotation was compiled from (else ``node``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            return ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return node
    return node


def rebuild(stmts: List[ast.stmt], code: types.CodeType) -> List[ast.stmt]:
    """``stmts`` without the marker; if it was there, ``__annotations__`` stores become annotations."""
    if not any(isinstance(s, SetupAnnotations) for s in stmts):
        return stmts
    body = [s for s in stmts if not isinstance(s, SetupAnnotations)]
    count = [0]
    body = _simple(body, count, stringified(code))
    if count[0] == 0:
        _first_complex(body)  # SETUP_ANNOTATIONS needs at least one annotated assignment
    return body


def _annotation_key(s: ast.stmt) -> Optional[str]:
    """``k`` of ``__annotations__['k'] = A``, else None."""
    if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Subscript)):
        return None
    sub = s.targets[0]
    key = N.subscript_index(sub)
    if (isinstance(sub.value, ast.Name) and sub.value.id == "__annotations__" and isinstance(key, ast.Constant)
            and isinstance(key.value, str) and key.value.isidentifier()):
        return key.value
    return None


def _simple(stmts: List[ast.stmt], count: List[int], future: bool) -> List[ast.stmt]:
    out: List[ast.stmt] = []
    for s in stmts:
        _nested(s, lambda block: _simple(block, count, future))
        key = _annotation_key(s)
        if key is None:
            out.append(s)
            continue
        count[0] += 1
        annotation = s.value  # type: ignore[attr-defined]
        if future:
            annotation = unstringify(annotation)
        prev = out[-1] if out else None
        target = ast.Name(id=key, ctx=N.STORE)
        if (isinstance(prev, ast.Assign) and len(prev.targets) == 1 and isinstance(prev.targets[0], ast.Name)
                and prev.targets[0].id == key):
            out[-1] = ast.AnnAssign(target=target, annotation=annotation, value=prev.value, simple=1)
        else:
            out.append(ast.AnnAssign(target=target, annotation=annotation, value=None, simple=1))
    return out


def _first_complex(stmts: List[ast.stmt]) -> bool:
    """The first ``target = v`` followed by an expression statement becomes ``(target): A = v``."""
    for k, s in enumerate(stmts):
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and k + 1 < len(stmts):
            nxt = stmts[k + 1]
            target = s.targets[0]
            if isinstance(nxt, ast.Expr) and isinstance(target, (ast.Name, ast.Attribute, ast.Subscript)):
                stmts[k:k + 2] = [ast.AnnAssign(target=target, annotation=nxt.value, value=s.value, simple=0)]
                return True
        if any(_first_complex(block) for block in _blocks(s)):
            return True
    return False


def _blocks(s: ast.stmt) -> List[List[ast.stmt]]:
    """The statement blocks of a compound statement (none for defs and classes)."""
    found: List[List[ast.stmt]] = []

    def keep(block: List[ast.stmt]) -> List[ast.stmt]:
        found.append(block)
        return block

    _nested(s, keep)
    return found


def _nested(s: ast.stmt, fix: Callable[[List[ast.stmt]], List[ast.stmt]]) -> None:
    """Apply ``fix`` to the statement blocks of a compound statement (not into defs/classes)."""
    if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return
    for name in _BLOCKS:
        block = getattr(s, name, None)
        if not isinstance(block, list):
            continue
        if name == "handlers":
            for h in block:
                h.body = fix(h.body)
        elif block and all(isinstance(x, ast.stmt) for x in block):
            setattr(s, name, fix(block))
