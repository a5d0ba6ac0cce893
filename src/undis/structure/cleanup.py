"""Tree clean-ups applied to decompiled statement lists (each a small transform)."""

from __future__ import annotations

import ast
import inspect
import types
from typing import Any, Callable, Dict, List, Set, Tuple, TypeVar

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


_LEAVES = frozenset({ast.Name, ast.Constant})
_Node = TypeVar("_Node", bound=ast.AST)

#: The parts of a tidied ``def``/``class``/lambda that its enclosing code computes.
_OUTER_FIELDS = {
    ast.FunctionDef: ("decorator_list", "args", "returns", "type_params"),
    ast.AsyncFunctionDef: ("decorator_list", "args", "returns", "type_params"),
    ast.ClassDef: ("decorator_list", "bases", "keywords", "type_params"),
    ast.Lambda: ("args",),
}


def mark_tidied(node: _Node) -> _Node:
    """Record that ``node``'s body went through :func:`statements` (re-tidying it
    from an enclosing body would change nothing: the transforms are idempotent)."""
    node._undis_tidied = True  # type: ignore[attr-defined]
    return node


class _Tidy(ast.NodeTransformer):
    """Merges ``if c: while c: ...`` and chained comparisons; drops placeholders."""

    def visit(self, node: ast.AST) -> ast.AST:
        """``NodeTransformer.visit`` with the method found by class in a table."""
        method = _DISPATCH.get(type(node))
        return method(self, node) if method is not None else self.generic_visit(node)

    def generic_visit(self, node: ast.AST) -> ast.AST:
        self._children(node)
        blocks = _BLOCK_FIELDS.get(type(node), _ALL_BLOCK_FIELDS)
        for fieldname in blocks:
            stmts = getattr(node, fieldname, None)
            if isinstance(stmts, list) and stmts and all(isinstance(s, ast.stmt) for s in stmts):
                kept = _drop_internal(stmts)
                # (a finally block is kept, ``finally: pass`` included: it is code)
                setattr(node, fieldname, kept or ([ast.Pass()] if fieldname != "orelse" else []))
        return node

    def _children(self, node: ast.AST, fields: Tuple[str, ...] = ()) -> None:
        """``NodeTransformer.generic_visit`` for visitors that always return a node
        (over ``fields``, default all): children replaced in place; nodes without
        fields (contexts, operators) and names and constants are not visited
        (nothing below them to tidy)."""
        for fieldname in fields or node._fields:
            old = getattr(node, fieldname, None)
            if isinstance(old, list):
                for k, item in enumerate(old):
                    if isinstance(item, ast.AST) and type(item) not in _LEAVES and item._fields:
                        new = self.visit(item)
                        if new is not item:
                            old[k] = new
            elif isinstance(old, ast.AST) and type(old) not in _LEAVES and old._fields:
                new = self.visit(old)
                if new is not old:
                    setattr(node, fieldname, new)

    def _leaf(self, node: ast.AST) -> ast.AST:
        """Names, constants and contexts: nothing below them to tidy (the most
        common nodes; skipping generic_visit for them is a measured speed-up)."""
        return node

    visit_Name = visit_Constant = visit_Load = visit_Store = visit_Del = _leaf

    def _nested(self, node: ast.AST) -> ast.AST:
        """A ``def``, ``class`` or lambda whose body was tidied when it was decompiled
        (:func:`mark_tidied`): only what the enclosing code computed is visited."""
        if getattr(node, "_undis_tidied", False):
            self._children(node, _OUTER_FIELDS[type(node)])
            return node
        return self.generic_visit(node)

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = visit_Lambda = _nested

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

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        if not isinstance(node.op, ast.And):
            return node
        values: List[ast.expr] = []
        for v in node.values:
            prev = values[-1] if values else None
            if (isinstance(prev, ast.Compare) and isinstance(v, ast.Compare)
                    and v.left is prev.comparators[-1]):
                values[-1] = ast.Compare(left=prev.left, ops=prev.ops + v.ops,
                                         comparators=prev.comparators + v.comparators)
            else:
                values.append(v)
        return values[0] if len(values) == 1 else ast.BoolOp(op=node.op, values=values)


_DISPATCH: Dict[type, Callable[[_Tidy, Any], ast.AST]] = {cls: getattr(_Tidy, "visit_" + cls.__name__) for cls in (
    ast.Name, ast.Constant, ast.Load, ast.Store, ast.Del, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
    ast.Lambda, ast.Raise, ast.If, ast.BoolOp)}
_ALL_BLOCK_FIELDS = ("body", "orelse", "finalbody")
#: Per class of the ast module, which of its fields may hold a statement list
#: (other classes, the decompiler's own, are looked up by attribute).
_BLOCK_FIELDS = {cls: tuple(f for f in _ALL_BLOCK_FIELDS if f in fields) for cls, fields in N.AST_FIELDS.items()}


def statements(stmts: List[ast.stmt], code: types.CodeType) -> List[ast.stmt]:
    module = ast.Module(body=annassign.rebuild(stmts, code), type_ignores=[])
    _Tidy().generic_visit(module)  # (a Module has no visit_ method of its own)
    body = _drop_internal(module.body)
    if body and _is_none_return(body[-1]):
        body = body[:-1]
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
