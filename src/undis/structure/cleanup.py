"""Tree clean-ups applied to decompiled statement lists (each a small transform)."""

from __future__ import annotations

import ast
import inspect
import types
from typing import Any, Callable, Dict, List, Set, TypeVar

from undis.emit import nodes as N
from undis.structure import annassign

_CLASS_SCAFFOLD = ("__module__", "__qualname__", "__firstlineno__", "__static_attributes__", "__classcell__",
                   "__type_params__", "__classdictcell__")


def _is_none_return(s: ast.stmt) -> bool:
    return isinstance(s, ast.Return) and (s.value is None or N.is_const(s.value, None))


def _drop_internal(stmts: List[ast.stmt]) -> List[ast.stmt]:
    out = []
    for s in stmts:
        if isinstance(s, ast.Pass) or isinstance(s, N.Marker):
            continue
        out.append(s)
    return out


_Node = TypeVar("_Node", bound=ast.AST)


def mark_tidied(node: _Node) -> _Node:
    """Record that ``node``'s body went through :func:`statements` (re-tidying it
    from an enclosing body would change nothing: the transforms are idempotent)."""
    node._undis_tidied = True  # type: ignore[attr-defined]
    return node


class _Tidy(ast.NodeTransformer):
    """Merges ``if c: while c: ...``; turns the raise of an ``assert False`` back into
    the ``assert``; drops placeholders.  Only statements are visited: no expression
    holds one (chained comparisons are joined where and/or values are built:
    :func:`undis.structure.conditions.bool_op`)."""

    def visit(self, node: ast.AST) -> ast.AST:
        """``NodeTransformer.visit`` with the method found by class in a table."""
        method = _DISPATCH.get(type(node))
        return method(self, node) if method is not None else self.generic_visit(node)

    def generic_visit(self, node: ast.AST) -> ast.AST:
        for fieldname in _BLOCK_FIELDS.get(type(node), _ALL_BLOCK_FIELDS):
            items = getattr(node, fieldname, None)
            if not isinstance(items, list) or not items:
                continue
            for k, item in enumerate(items):
                if isinstance(item, ast.AST):
                    new = self.visit(item)
                    if new is not item:
                        items[k] = new
            if fieldname in _STATEMENT_LISTS and all(isinstance(s, ast.stmt) for s in items):
                kept = _drop_internal(items)
                # (a finally block is kept, ``finally: pass`` included: it is code)
                setattr(node, fieldname, kept or ([ast.Pass()] if fieldname != "orelse" else []))
        return node

    def _nested(self, node: ast.AST) -> ast.AST:
        """A ``def`` or ``class`` whose body was tidied when it was decompiled
        (:func:`mark_tidied`): nothing to do."""
        return node if getattr(node, "_undis_tidied", False) else self.generic_visit(node)

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _nested

    def visit_Raise(self, node: ast.Raise) -> ast.AST:
        """An unconditional raise of LOAD_ASSERTION_ERROR's exception: ``assert False, msg``
        (the compiler dropped the always-false test)."""
        if hasattr(node, "_undis_assert_msg") and not getattr(node, "_undis_assert_maybe", False):
            return ast.Assert(test=N.const(False), msg=node._undis_assert_msg)
        return node

    def visit_If(self, node: ast.If) -> ast.AST:
        self.generic_visit(node)
        if (not node.orelse and len(node.body) == 1 and isinstance(node.body[0], ast.While)
                and ast.dump(node.body[0].test) == ast.dump(node.test)):
            return node.body[0]
        return node


_DISPATCH: Dict[type, Callable[[_Tidy, Any], ast.AST]] = {cls: getattr(_Tidy, "visit_" + cls.__name__) for cls in (
    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Raise, ast.If)}
_STATEMENT_LISTS = ("body", "orelse", "finalbody")
#: the fields that may hold statements, or clauses holding them
_ALL_BLOCK_FIELDS = _STATEMENT_LISTS + ("handlers", "cases")
#: Per class of the ast module, which of those fields it has (none for an expression:
#: a lambda's or conditional expression's ``body`` is an expression); other classes,
#: the decompiler's own, are looked up by attribute.
_BLOCK_FIELDS = {cls: () if issubclass(cls, ast.expr) else tuple(f for f in _ALL_BLOCK_FIELDS if f in fields)
                 for cls, fields in N.AST_FIELDS.items()}


def statements(stmts: List[ast.stmt], code: types.CodeType) -> List[ast.stmt]:
    module = ast.Module(body=annassign.rebuild(stmts, code), type_ignores=[])
    _Tidy().generic_visit(module)  # (a Module has no visit_ method of its own)
    body = _drop_internal(module.body)
    if body and _is_none_return(body[-1]) and not getattr(body[-1], "_undis_explicit", False):
        body = body[:-1]  # (the implicit one; see Walker._shared_final_return)
    if not code.co_flags & inspect.CO_OPTIMIZED:
        body = _fold_exit_returns(body)  # module and class bodies cannot return
    return body


def _fold_exit_returns(stmts: List[ast.stmt]) -> List[ast.stmt]:
    """Module/class bodies: the implicit ``return None`` the compiler copied into an ``if``
    branch (3.10+) becomes the branch's end, and the code after the ``if`` moves into the
    other branch.  Returns nested deeper are left alone (the source stays invalid: an error)."""
    for k, s in enumerate(stmts):
        if not isinstance(s, ast.If):
            continue
        rest = stmts[k + 1:]
        then_exits = bool(s.body) and _is_none_return(s.body[-1])
        else_exits = bool(s.orelse) and _is_none_return(s.orelse[-1])
        if not (then_exits or else_exits) or (then_exits and else_exits and rest):
            continue
        body = s.body[:-1] if then_exits else s.body + rest
        orelse = s.orelse[:-1] if else_exits else s.orelse + rest
        if then_exits and not else_exits and not s.orelse and not rest:
            orelse = []
        node = ast.If(test=s.test, body=_fold_exit_returns(body) or [ast.Pass()], orelse=_fold_exit_returns(orelse))
        return stmts[:k] + [node]
    return stmts


def _docstring_first(body: List[ast.stmt]) -> List[ast.stmt]:
    k = 0
    while k < len(body) and isinstance(body[k], (ast.Global, ast.Nonlocal)):
        k += 1  # scope declarations come before the body's first statement
    first = body[k] if k < len(body) else None
    if isinstance(first, ast.Assign) and len(first.targets) == 1:
        t = first.targets[0]
        if isinstance(t, ast.Name) and t.id == "__doc__" and N.is_const(first.value):
            return [ast.Expr(value=first.value)] + body[:k] + body[k + 1:]
    return body


def module_body(body: List[ast.stmt]) -> List[ast.stmt]:
    return _docstring_first(body)


def class_body(body: List[ast.stmt]) -> List[ast.stmt]:
    """The class body without the compiler's own assignments (the first of each name: a
    later ``__qualname__ = 'C'`` is the source's)."""
    out = []
    seen: Set[str] = set()
    for s in body:
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
                and s.targets[0].id in _CLASS_SCAFFOLD and s.targets[0].id not in seen:
            seen.add(s.targets[0].id)
            continue
        if isinstance(s, ast.Return):
            continue
        out.append(s)
    return _docstring_first(out)
