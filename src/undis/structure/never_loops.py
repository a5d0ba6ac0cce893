"""3.11+: ``while`` loops that never loop back.  A body that always leaves (by ``break``,
``return`` or ``raise``) has no jump back at its end: 3.11+ drops that dead jump (3.8/3.9
keep it: :attr:`~undis.structure.flow.Flow.dead_latches`), so no back edge marks the loop.
What marks it is a ``break`` that an ``if`` could not express: a finally body ending in
``break`` swallows the exception (``POP_TOP; POP_EXCEPT; JUMP exit`` in its handler copy).
The loop test is the conditional jump before it: ``while c:`` (``c; jump-if-false X``,
``X`` the exit or an else clause that runs into it) or ``while True: if not c: break``
(``c; jump-if-true B; JUMP exit; B:``).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional

from undis.structure import exits, loops
from undis.structure.conditions import Cond
from undis.structure.walkctx import ENDS as _ENDS
from undis.structure.walkctx import Ctx, Loop

if TYPE_CHECKING:
    from undis.structure.walker import Walker


def finally_break(w: Walker, start: int, end: int) -> int:
    """Where the first ``break`` of a finally body's handler copy in ``[start, end)`` goes
    (``POP_TOP; POP_EXCEPT; JUMP t``, forward to ``t`` at or past ``end``), or -1."""
    ins, code = w.ins, w.flow.handler_code
    for j in range(max(start, 2), end):
        x = ins[j]
        if x.op == "JUMP" and x.target >= end and j in code and ins[j - 1].op == "POP_EXCEPT" \
                and ins[j - 2].op == "POP_TOP" and _finally_copy(w, j - 2):
            return x.target
    return -1


def _finally_copy(w: Walker, k: int) -> bool:
    """The ``POP_TOP`` at ``k`` pops the exception after a finally body's handler copy:
    the handler that starts before it (``PUSH_EXC_INFO``, with nothing after it that
    handles an exception: no other handler, no ``except`` clause's match) runs code
    before it (a bare ``except`` pops the exception first)."""
    ins = w.ins
    t = k - 1
    while t >= 0 and ins[t].op not in ("PUSH_EXC_INFO", "CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
        t -= 1
    return 0 <= t < k - 1 and ins[t].op == "PUSH_EXC_INFO" and ins[t + 1].op != "POP_TOP" \
        and any(h.target == t for h in w.bc.handlers)


def _loop_exit(w: Walker, ctx: Ctx, target: int) -> bool:
    """``target`` is where the enclosing loop goes on (an ``if`` there can ``break``)."""
    loop = ctx.loops[-1] if ctx.loops else None
    return loop is not None and (target in (loop.exit, loop.header) or exits.past_loop(w, target, loop))


def dead_while(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """The ``if`` of ``cond`` is the test of a ``while`` loop that never loops back (see
    the module): the loop is read, and where the walk goes on after it returned (None:
    not such a loop)."""
    if not w.bc.facts.exception_table:
        return None
    then_start, no = cond.end, cond.no
    ins = w.ins
    jump = ins[then_start]
    if jump.op == "JUMP" and no == then_start + 1 and jump.target > no:
        exit_ = jump.target  # ``while True: if not c: break`` then the rest of the body
        if finally_break(w, no, exit_) != exit_ or _loop_exit(w, ctx, exit_):
            return None
        guard: List[ast.stmt] = [ast.If(test=cond.expr, body=[ast.Break()], orelse=[])]
        return _loop(w, no, exit_, exit_ - 1, ast.Constant(value=True), guard, ctx, stack, out)
    target = finally_break(w, then_start, no)
    if target < 0 or _loop_exit(w, ctx, target) or (target != no and not _runs_into(w, no, target)):
        return None
    return _loop(w, then_start, no, no - 1, cond.expr, [], ctx, stack, out)


def _runs_into(w: Walker, start: int, end: int) -> bool:
    """The code from ``start`` runs into ``end`` (an else clause before the loop's exit)."""
    last = w.ins[end - 1]
    return start < end and last.op != "JUMP" and last.op not in _ENDS


def _loop(w: Walker, header: int, exit_: int, latch: int, test: ast.expr, first: List[ast.stmt], ctx: Ctx,
          stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """``while test:`` with its body from ``header`` (after the statements ``first``) to
    ``latch``, which never falls through; the loop goes on at ``exit_``."""
    inner = Ctx(frozenset({header, exit_}), ctx.loops + (Loop(header, exit_, False, -1, latch),))
    body, end, _ = w.walk(header, inner, list(stack), enter=True)
    if end >= 0:
        return None
    node = ast.While(test=test, body=first + body, orelse=[])
    inner.breaks.append(exit_)
    return loops.loop_tail(w, node, exit_, inner, ctx, stack, out)
