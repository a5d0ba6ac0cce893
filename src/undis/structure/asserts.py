"""``assert`` statements: an ``if`` whose then-branch raises the AssertionError of
LOAD_ASSERTION_ERROR (3.8: LOAD_GLOBAL AssertionError), and the failing branch that
3.12+ places out of line.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure.conditions import Cond, bool_op, canon, negate, negate_deep
from undis.structure.simulate import DecompileFailure
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS

if TYPE_CHECKING:
    from undis.structure.walker import Walker


def or_style(w: Walker, first: int, cond: Cond) -> bool:
    """Every jump of ``cond`` (from ``first``) over its then-branch is taken on true (the
    None tests read either way): the test of ``assert a or b``, not of ``if a: assert b``."""
    if first < 0:
        return False
    no = canon(w, cond.no)
    ops = {w.ins[k].op for k in range(first, cond.end)
           if w.ins[k].op in _COND_JUMPS and canon(w, w.ins[k].target) == no}
    return "POP_JUMP_IF_TRUE" in ops and ops <= {"POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE"}


def skips_if_true(w: Walker, cond: Cond) -> bool:
    """Whether the last jump of ``cond`` (over its then-branch) is taken on true."""
    return cond.end > 0 and w.ins[cond.end - 1].op == "POP_JUMP_IF_TRUE"


def assert_block(w: Walker, start: int, stack: List[ast.expr]) -> Optional[Tuple[Optional[ast.expr]]]:
    """(message,) if ``start`` begins a block ``LOAD_ASSERTION_ERROR ... RAISE_VARARGS``
    that nothing falls into (it is only jumped to)."""
    prev = w.ins[start - 1] if start > 0 else None
    if prev is None or prev.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or \
            w.ins[start].op != "LOAD_ASSERTION_ERROR":
        return None
    scratch, out, k = list(stack), [], start  # type: List[ast.expr], List[ast.stmt], int
    try:
        while k < len(w.ins) and w.ins[k].target < 0 and not out and (
                k == start or k not in w.flow.jump_sources):
            w.sim.step(w.ins[k], scratch, out)
            k += 1
    except DecompileFailure:
        return None
    if len(out) == 1 and hasattr(out[0], "_undis_assert_msg") and w.ins[k - 1].op == "RAISE_VARARGS":
        return (out[0]._undis_assert_msg,)
    return None


def _conjuncts(test: ast.expr) -> List[ast.expr]:
    """The values of ``test`` as an ``and``; ``not (a or b)`` (the condition reader's form
    of a chain with a negated ``in``/``is`` test) is ``not a and not b``."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and isinstance(test.operand, ast.BoolOp) \
            and isinstance(test.operand.op, ast.Or):
        return [negate(v) for v in test.operand.values]
    return test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]


def assert_or_if(test: ast.expr, then: List[ast.stmt], orelse: List[ast.stmt],
                  skips_if_true: bool = False, or_style: bool = False) -> ast.stmt:
    """``if c: raise AssertionError(msg)`` whose exception came from LOAD_ASSERTION_ERROR
    is ``assert not c, msg``.  On 3.8 (``LOAD_GLOBAL AssertionError``) only when the jump
    over the raise is taken on true (``skips_if_true``), as an assert's is; an ``if``'s is
    taken on false."""
    maybe = bool(then) and getattr(then[0], "_undis_assert_maybe", False)
    if not orelse and len(then) == 1 and hasattr(then[0], "_undis_assert_msg") and (skips_if_true or not maybe):
        msg = then[0]._undis_assert_msg
        values = _conjuncts(test)
        if or_style:
            return ast.Assert(test=negate_deep(test), msg=msg)  # ``assert a or b``
        if len(values) > 1 and skips_if_true and isinstance(values[-1], ast.Compare):
            # ``if a: assert b < c`` (the if's and the assert's jumps share their target)
            guard = values[0] if len(values) == 2 else bool_op(ast.And(), values[:-1])
            return ast.If(test=guard, body=[ast.Assert(test=negate(values[-1]), msg=msg)], orelse=[])
        if all(isinstance(v, ast.UnaryOp) and isinstance(v.op, ast.Not) for v in values):
            return ast.Assert(test=negate_deep(test), msg=msg)  # ``assert a or b``
        return ast.Assert(test=negate(test), msg=msg)
    return N.if_(test, then or [ast.Pass()], orelse)
