"""Conditional expressions whose branches the compiler completed with the code after
them: ``return a if c else b`` (3.12+: the return copied into both branches) and a copied
tail (3.10+: the rest of the statement, to its return or raise, in each branch), or a
copied exit block that a jump of an ``and``/``or`` reaches (``s and (u if c else None)``).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure.conditions import Cond
from undis.structure.fintails import MAX_COPY
from undis.structure.simulate import DecompileFailure
from undis.structure.walkctx import VALUE_JUMPS as _VALUE_JUMPS
from undis.structure.walkctx import Ctx

if TYPE_CHECKING:
    from undis.structure.walker import Walker


TAIL_ENDS = ("RETURN_VALUE", "RAISE_VARARGS")
#: what pops an iterator or an exception state under a returned value
_POPS_UNDER = frozenset({("SWAP", "POP_TOP"), ("SWAP", "POP_EXCEPT"), ("ROT_FOUR", "POP_EXCEPT")})


def copied_tail_ternary(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr]) -> Optional[int]:
    """``x = (a, b if c else d)`` whose end (up to a return) the compiler copied into both
    branches (3.10+): each branch pushes one value, then runs the same tail.  Pushes the
    conditional expression and returns where the then-branch's tail starts."""
    then_start, else_start = cond.end, cond.no
    ins = w.ins
    e_ret = else_start  # (a ``raise`` ends a copied tail too: ``raise E(a if c else b)``)
    while e_ret < len(ins) and (ins[e_ret].target < 0 or ins[e_ret].target >= else_start) \
            and ins[e_ret].op not in TAIL_ENDS:
        e_ret += 1  # (over the jumps of the else-branch's value: ``and``/``or``, an inlined comprehension)
    if e_ret >= len(ins) or ins[e_ret].op not in TAIL_ENDS or ins[else_start - 1].op != ins[e_ret].op \
            or any(ins[k].target > e_ret for k in range(else_start, e_ret)):
        return None
    size = 0
    while size < min(else_start - then_start, e_ret - else_start + 1) - 1:
        p, q = ins[else_start - 1 - size], ins[e_ret - size]
        if (p.op, p.arg, p.target) != (q.op, q.arg, q.target) or p.argval != q.argval \
                or (e_ret - size) in w.flow.jump_sources:
            break
        size += 1
    # (a tail that the compiler may copy whatever its lines first: ``f(m.a(0) if c else
    # m.b(0))`` copies the call of ``f``, not the ``(0)`` of a module's attribute too)
    tails: List[int] = list(range(min(size, MAX_COPY), 0, -1)) + list(range(size, MAX_COPY, -1))
    for tail in tails:
        values = _branch_values(w, ctx, stack, ((then_start, else_start - tail), (else_start, e_ret + 1 - tail)))
        if values is not None:
            stack.append(ast.IfExp(test=cond.expr, body=values[0], orelse=values[1]))
            return else_start - tail
    return None


def joined_tail_ternary(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr]) -> Optional[int]:
    """A conditional expression whose join a value's jump reaches: the code there is a small
    exit block (a ``return``), which the compiler copied onto the end of the then-branch in
    place of its jump there (3.8/3.9 turn a jump to a return into a return, 3.10+ copy exit
    blocks), and the else-branch runs into it.  The join is a stop of the walk that a jump
    from before reaches (``s and (u if c else None)``: the ``and`` jumps there), or the
    target of an ``and``/``or`` jump of a branch: of the then-branch (3.8/3.9: ``s and None
    if c else None``, its jump to the then-branch's end threaded to the join) or of the
    else-branch, under which a value lies (3.12: ``g(None if c else s and None, 1)``, the
    call copied onto the then-branch).  Pushes the conditional expression and returns the join (None: no such
    code)."""
    then_start, else_start = cond.end, cond.no
    for join in _joins(w, then_start, else_start, ctx, stack):
        size = _exit_size(w, join)
        copy = else_start - size
        if size == 0 or copy <= then_start or any(k in w.flow.jump_sources for k in range(copy, else_start)) \
                or not w.same_code(copy, join):
            continue
        values = _branch_values(w, ctx, stack, ((then_start, copy), (else_start, join)), join)
        if values is not None:
            stack.append(ast.IfExp(test=cond.expr, body=values[0], orelse=values[1]))
            return join
    return None


def _joins(w: Walker, then_start: int, else_start: int, ctx: Ctx, stack: List[ast.expr]) -> List[int]:
    """The places past ``else_start`` where a conditional expression whose then-branch
    starts at ``then_start`` may join a jump of an enclosing value or of its own branches
    (up to the else-branch's first return or raise), nearest first.  A join that only the
    else-branch's jumps reach is one where a value lies under the branches': otherwise
    the then-branch may end with a ``return`` statement of its own."""
    ins, sources = w.ins, w.flow.jump_sources
    found = {s for s in ctx.stops if s > else_start and any(src < then_start for src in sources.get(s, ()))}
    valued = any(not isinstance(v, N.Marker) for v in stack)
    k = then_start
    while k < len(ins) and (k < else_start or ins[k].op not in TAIL_ENDS):
        if ins[k].op in _VALUE_JUMPS and ins[k].target > else_start and (k < else_start or valued):
            found.add(ins[k].target)
        k += 1
    return sorted(found)


def _exit_size(w: Walker, start: int) -> int:
    """The number of instructions of the straight code from ``start`` to its return or raise (0: none)."""
    ins = w.ins
    for k in range(start, len(ins)):
        if ins[k].target >= 0 or (k > start and k in w.flow.jump_sources):
            return 0
        if ins[k].op in TAIL_ENDS:
            return k + 1 - start
    return 0


def _branch_values(w: Walker, ctx: Ctx, stack: List[ast.expr], spans: Tuple[Tuple[int, int], ...],
                   join: int = -1) -> Optional[List[ast.expr]]:
    """The value each branch (from start to stop, in ``spans``) pushes on ``stack``, without
    statements; None where one is no such value.  A branch may also end at ``join``."""
    values = []
    for start, stop in spans:
        stops = ctx.stops | {stop} | ({join} if join >= 0 else set())
        try:
            body, end, branch = w.walk(start, Ctx(stops, ctx.loops, list(ctx.breaks)), list(stack))
        except DecompileFailure:
            return None
        if body or end not in (stop, join) or len(branch) != len(stack) + 1 \
                or any(a is not b for a, b in zip(branch, stack)):
            return None
        values.append(w.sim.value(branch[-1]))
    return values


def unfused_return(w: Walker, then_start: int, else_start: int) -> bool:
    """3.12+: a branch ends in ``LOAD_CONST; RETURN_VALUE`` that are two instructions,
    or in ``LOAD_CONST`` kept over the pops of the loops' iterators and the exceptions
    of except clauses before ``RETURN_VALUE`` (``SWAP; POP_TOP`` or ``SWAP; POP_EXCEPT``
    each: a constant ``return`` pops them first):
    the compiler copied the ``return`` of ``return a if c else b`` into both branches
    (the second form on 3.10 too, which copy such a tail)."""
    for start in (then_start, else_start):
        k = start
        while k + 1 < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op != "RETURN_VALUE":
            k += 1
        j = _before_iterator_pops(w, start, k)
        prev, ret = w.ins[j], w.ins[k]
        if j >= start and ret.op == "RETURN_VALUE" and prev.op == "LOAD_CONST" and (
                j < k - 1 or (w.bc.facts.return_const and prev.offset != ret.offset)):
            return True
    return False


def _before_iterator_pops(w: Walker, start: int, k: int) -> int:
    """The instruction before the ``SWAP; POP_TOP`` (``SWAP; POP_EXCEPT``, 3.10: ``ROT_FOUR;
    POP_EXCEPT``) pairs, iterators (exceptions) popped under the returned value, that end
    just before ``k``, from ``start`` on."""
    j = k - 1
    while j - 1 > start and (w.ins[j - 1].op, w.ins[j].op) in _POPS_UNDER:
        j -= 2
    return j


def returned_ternary(w: Walker, cond: Cond, then: List[ast.stmt], else_start: int, ctx: Ctx,
                     stack: List[ast.expr]) -> Optional[ast.stmt]:
    """``return a if c else b`` (see :func:`unfused_return`), ``then`` the then-branch
    read: a branch may be a conditional expression itself (``return a if c else b if d
    else e`` over lines, read as ``if d: return b`` then ``return e``)."""
    orelse, end, _ = w.walk(else_start, ctx, list(stack))
    a, b = _returned_value(then), _returned_value(orelse)
    if end >= 0 or a is None or b is None:
        return None
    return ast.Return(value=ast.IfExp(test=cond.expr, body=a, orelse=b))


def _returned_value(stmts: List[ast.stmt]) -> Optional[ast.expr]:
    """The value ``stmts`` return: ``return x``, or ``if c: <such statements>`` then
    such statements (or with them as its else-branch): a conditional expression whose
    ``return`` the compiler copied into each branch.  None: not such statements."""
    first = stmts[0] if stmts else None
    if len(stmts) == 1 and isinstance(first, ast.Return):
        return first.value or N.const(None)
    if not isinstance(first, ast.If) or (first.orelse and len(stmts) > 1):
        return None
    yes, no = _returned_value(first.body), _returned_value(first.orelse or stmts[1:])
    return None if yes is None or no is None else ast.IfExp(test=first.test, body=yes, orelse=no)
