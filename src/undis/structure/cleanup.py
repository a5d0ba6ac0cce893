"""Tree clean-ups applied to decompiled statement lists (each a small transform)."""

from __future__ import annotations

import ast
import inspect
import types
from typing import Any, Callable, Dict, List, Set, TypeVar

from undis.emit import nodes as N
from undis.structure import annassign, body_exits
from undis.structure.stmt_edit import is_bare_return

_CLASS_SCAFFOLD = ("__module__", "__qualname__", "__firstlineno__", "__static_attributes__", "__classcell__",
                   "__type_params__", "__classdictcell__")


_PLACEHOLDERS = (ast.Pass, N.Marker)


def _drop_internal(stmts: List[ast.stmt]) -> List[ast.stmt]:
    out = []
    for s in stmts:
        if isinstance(s, _PLACEHOLDERS) and not getattr(s, "_undis_kept", False):
            continue
        out.append(s)
    return out


def _into_empty_try(stmts: List[ast.stmt]) -> List[ast.stmt]:
    """A try statement with an empty body (``try: pass`` / ``finally: ...``, read from a
    finally copy that nothing protects: :mod:`undis.structure.emptytry311`) followed by a
    ``break`` or ``continue`` takes it as its body: the copy ran before that jump (3.11
    emits ``try: pass`` with a jump over the handler, ``try: break`` without)."""
    out: List[ast.stmt] = []
    for s in stmts:
        last = out[-1] if out else None
        if isinstance(s, (ast.Break, ast.Continue)) and isinstance(last, ast.Try) \
                and getattr(last, "_undis_empty", False) and isinstance(last.body[0], ast.Pass):
            last.body = [s]
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
                kept = _into_empty_try(_drop_internal(items))
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
    module = N.module(annassign.rebuild(stmts, code))
    _Tidy().generic_visit(module)  # (a Module has no visit_ method of its own)
    body = _drop_internal(module.body)
    if code.co_flags & inspect.CO_OPTIMIZED:
        if body and is_bare_return(body[-1]) and not getattr(body[-1], "_undis_explicit", False):
            body = body[:-1]  # (the implicit one; see Walker._shared_final_return)
        return body
    # Module and class bodies cannot return.  A final ``return None`` that the walk kept
    # as explicit (one block that a jump and the code before share: it has a line of its
    # own, which a final statement that compiles to nothing, such as a string, gave it)
    # becomes ``pass``, which gives it a line the same way.
    if body and is_bare_return(body[-1]):
        body = body[:-1] + ([ast.Pass()] if getattr(body[-1], "_undis_explicit", False) else [])
    return body_exits.fold(body)


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
    return _future_imports_first(_docstring_first(body))


def _future_imports_first(body: List[ast.stmt]) -> List[ast.stmt]:
    """``from __future__`` imports come right after the docstring, before the scope
    declarations that :func:`scope.declarations` puts first (a module-level ``global``)."""
    start = 1 if body and isinstance(body[0], ast.Expr) and N.is_const(body[0].value) else 0
    k = start
    while k < len(body) and isinstance(body[k], (ast.Global, ast.Nonlocal)):
        k += 1
    end = k
    while end < len(body) and _is_future_import(body[end]):
        end += 1
    return body[:start] + body[k:end] + body[start:k] + body[end:]


def _is_future_import(s: ast.stmt) -> bool:
    return isinstance(s, ast.ImportFrom) and s.module == "__future__"


def class_body(body: List[ast.stmt]) -> List[ast.stmt]:
    """The class body without the compiler's own assignments (the first of each name: a
    later ``__qualname__ = 'C'`` is the source's)."""
    body = body[:len(body) - body_exits.class_epilogue_tail(body)]  # (the epilogue itself)
    out = []
    seen: Set[str] = set()
    for s in body_exits.fold(body, body_exits.class_epilogue_tail):
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
                and s.targets[0].id in _CLASS_SCAFFOLD and s.targets[0].id not in seen:
            seen.add(s.targets[0].id)
            continue
        if isinstance(s, ast.Return):
            continue
        out.append(s)
    return _docstring_first(out)
