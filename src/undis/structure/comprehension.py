"""Comprehensions: a loop that appends to a fresh display becomes ``[elt for ... if ...]``."""

from __future__ import annotations

import ast
import types
from typing import List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure.conditions import bool_op, count_nots, negate, negate_deep
from undis.structure.simulate import CompItem, DecompileFailure


def _generators(stmts: List[ast.stmt], gens: List[ast.comprehension]) -> Tuple[Optional[ast.expr], Optional[ast.expr]]:
    """Walk nested for/if down to the appended element; returns (key, value)."""
    stmts = [s for s in stmts if not isinstance(s, ast.Pass)]
    if not stmts and gens:
        # ``if False`` (or another constant false test): the compiler dropped the element
        gens[-1].ifs.append(N.const(False))
        return N.const(None), N.const(None)
    if not stmts:
        raise DecompileFailure("empty comprehension body")
    head = stmts[0]
    if isinstance(head, ast.If) and not head.orelse and len(head.body) == 1 and isinstance(head.body[0], ast.Continue):
        gens[-1].ifs.append(negate(head.test))
        return _generators(stmts[1:], gens)
    evaluated = _evaluated_test(head)
    if evaluated is not None and gens and len(stmts) > 1:
        # ``if (x or True)``: the compiler folded the constant, leaving ``x`` with a jump
        # to the next instruction on either outcome, which reads as ``if not x: pass``
        gens[-1].ifs.append(ast.BoolOp(op=ast.Or(), values=[negate(evaluated), N.const(True)]))
        return _generators(stmts[1:], gens)
    if isinstance(head, ast.Assign) and len(head.targets) == 1 and gens and len(stmts) > 1:
        # 3.9+: ``for y in [f(x)]`` inside a comprehension compiles to the assignment ``y = f(x)``
        gens.append(ast.comprehension(target=head.targets[0], iter=ast.List(elts=[head.value], ctx=N.LOAD),
                                      ifs=[], is_async=0))
        return _generators(stmts[1:], gens)
    if len(stmts) != 1:
        raise DecompileFailure("comprehension body has several statements")
    if isinstance(head, (ast.For, ast.AsyncFor)) and not head.orelse:
        gens.append(ast.comprehension(target=head.target, iter=head.iter, ifs=[],
                                      is_async=int(isinstance(head, ast.AsyncFor))))
        return _generators(head.body, gens)
    if isinstance(head, ast.If) and not head.orelse and gens:
        gens[-1].ifs.append(head.test)
        return _generators(head.body, gens)
    if isinstance(head, CompItem):
        return head.key, head.value
    if isinstance(head, ast.Expr) and isinstance(head.value, ast.Yield):
        # ``(None for _ in xs)`` yields the constant None, which reads as a bare ``yield``
        return None, head.value.value or N.const(None)
    raise DecompileFailure("unexpected statement in a comprehension")


def _evaluated_test(stmt: ast.stmt) -> Optional[ast.expr]:
    """The test of ``if t: pass`` (``if a: if b: pass`` is ``a and b``): computed for its
    effects alone, both ways going on to the next statement; None for another statement."""
    if not isinstance(stmt, ast.If) or stmt.orelse:
        return None
    body = [s for s in stmt.body if not isinstance(s, ast.Pass)]
    if not body:
        return stmt.test
    inner = _evaluated_test(body[0]) if len(body) == 1 else None
    return bool_op(ast.And(), [stmt.test, inner]) if inner is not None else None


def build(kind: str, stmts: List[ast.stmt], iterable: Optional[ast.expr]) -> ast.expr:
    gens: List[ast.comprehension] = []
    key, value = _generators(stmts, gens)
    if not gens or value is None:
        raise DecompileFailure("comprehension without a loop")
    if iterable is not None:
        gens[0].iter = iterable
    for gen in gens:
        gen.ifs = [_fewer_nots(t) for t in gen.ifs]
    if kind == "<listcomp>" or kind == "list":
        return ast.ListComp(elt=value, generators=gens)
    if kind == "<setcomp>" or kind == "set":
        return ast.SetComp(elt=value, generators=gens)
    if kind == "<dictcomp>" or kind == "dict":
        if key is None:
            raise DecompileFailure("dict comprehension without a key")
        return ast.DictComp(key=key, value=value, generators=gens)
    return ast.GeneratorExp(elt=value, generators=gens)


def _fewer_nots(test: ast.expr) -> ast.expr:
    """``not (a or b)`` as ``not a and not b`` where that spells it with fewer ``not``s (the
    same jumps): a filter rebuilt from the jumps that skip the element is that test's
    negation, ``not (not a and (not b or not c))`` for ``a or (b and c)``."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and isinstance(test.operand, ast.BoolOp):
        other = negate_deep(test.operand)
        if count_nots(other) < count_nots(test):
            return other
    return test


def from_code(code: types.CodeType, body: List[ast.stmt], iterable: ast.expr) -> ast.expr:
    """The comprehension expression of a pre-3.12 comprehension code object."""
    loop = [s for s in body if not isinstance(s, ast.Return)]
    return build(code.co_name, loop, iterable)


__all__ = ["CompItem", "build", "from_code"]
