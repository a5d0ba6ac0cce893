"""Conditional expressions whose branches the compiler completed with the code after
them: ``return a if c else b`` (3.12+: the return copied into both branches) and a copied
tail (3.10+: the rest of the statement, to its return or raise, in each branch).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional

from undis.emit import nodes as N
from undis.structure.conditions import Cond
from undis.structure.simulate import DecompileFailure
from undis.structure.walkctx import Ctx

if TYPE_CHECKING:
    from undis.structure.walker import Walker


TAIL_ENDS = ("RETURN_VALUE", "RAISE_VARARGS")


def copied_tail_ternary(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr]) -> Optional[int]:
    """``x = (a, b if c else d)`` whose end (up to a return) the compiler copied into both
    branches (3.10+): each branch pushes one value, then runs the same tail.  Pushes the
    conditional expression and returns where the then-branch's tail starts.

    The else-branch's tail may start at a join that the walk stops at, which a jump from
    before also reaches: ``s and (u if c else None)``, whose ``and`` jumps to the return
    that the then-branch copies; the walk goes on at that join.  Where no value lies under
    the branches' and their tail is no such join, ``if c: return a`` / ``return b`` are
    statements."""
    then_start, else_start = cond.end, cond.no
    ins = w.ins
    e_ret = else_start  # (a ``raise`` ends a copied tail too: ``raise E(a if c else b)``)
    while e_ret < len(ins) and ins[e_ret].target < 0 and ins[e_ret].op not in TAIL_ENDS:
        e_ret += 1
    if e_ret >= len(ins) or ins[e_ret].op not in TAIL_ENDS or ins[else_start - 1].op != ins[e_ret].op:
        return None
    size = 0
    while size < min(else_start - then_start, e_ret - else_start + 1) - 1:
        p, q = ins[else_start - 1 - size], ins[e_ret - size]
        if (p.op, p.arg, p.target) != (q.op, q.arg, q.target) or p.argval != q.argval \
                or (e_ret - size) in w.flow.jump_sources and (e_ret - size) not in ctx.stops:
            break
        size += 1
        if e_ret + 1 - size in w.flow.jump_sources:
            break
    joined = size > 0 and e_ret + 1 - size in w.flow.jump_sources
    valued = any(not isinstance(v, N.Marker) for v in stack)
    if not (valued or joined):
        return None
    for tail in range(size, 0 if valued else size - 1, -1):
        values = []
        for start, stop in ((then_start, else_start - tail), (else_start, e_ret + 1 - tail)):
            try:
                body, end, branch = w.walk(start, Ctx(ctx.stops | {stop}, ctx.loops, list(ctx.breaks)),
                                              list(stack))
            except DecompileFailure:
                break
            if body or end != stop or len(branch) != len(stack) + 1 or any(
                    a is not b for a, b in zip(branch, stack)):
                break
            values.append(w.sim.value(branch[-1]))
        if len(values) == 2:
            stack.append(ast.IfExp(test=cond.expr, body=values[0], orelse=values[1]))
            return e_ret + 1 - tail if joined and tail == size else else_start - tail
    return None


def unfused_return(w: Walker, then_start: int, else_start: int) -> bool:
    """3.12+: a branch ends in ``LOAD_CONST; RETURN_VALUE`` that are two instructions:
    the compiler copied the ``return`` of ``return a if c else b`` into both branches."""
    if not w.bc.facts.return_const:
        return False
    for start in (then_start, else_start):
        k = start
        while k + 1 < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op != "RETURN_VALUE":
            k += 1
        prev, ret = w.ins[k - 1], w.ins[k]
        if k > start and ret.op == "RETURN_VALUE" and prev.op == "LOAD_CONST" and prev.offset != ret.offset:
            return True
    return False


def returned_ternary(w: Walker, cond: Cond, then: List[ast.stmt], else_start: int, ctx: Ctx,
                     stack: List[ast.expr]) -> Optional[ast.stmt]:
    orelse, end, _ = w.walk(else_start, ctx, list(stack))
    if end >= 0 or len(then) != 1 or len(orelse) != 1:
        return None
    a, b = then[0], orelse[0]
    if not isinstance(a, ast.Return) or not isinstance(b, ast.Return):
        return None
    return ast.Return(value=ast.IfExp(test=cond.expr, body=a.value or N.const(None),
                                      orelse=b.value or N.const(None)))
