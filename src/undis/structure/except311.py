"""The except part of a 3.11+ try statement (:func:`except_part`): where the statement
goes on (the clauses' join, or the code after the statement that clause exits copy:
:func:`find_copy`, :func:`inline_cont`), the else part between the body and the handlers,
and the ``continue`` statements that are explicit because 3.11 leaves a jump back with a
line of its own after the statement.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Set, Tuple

from undis.structure import clause_exit311, clauses311, copies311, except_star, regions311, try_else311
from undis.structure.fintails import MAX_COPY
from undis.structure.tryshapes311 import ENDS as _ENDS
from undis.structure.tryshapes311 import const_return as _const_return
from undis.structure.tryshapes311 import explicit_continues as _explicit_continues
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.tryshapes311 import is_iterator as _is_iterator
from undis.structure.tryshapes311 import loop_jump as _loop_jump
from undis.structure.walkctx import COND_JUMPS
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311


def find_copy(tr: Try311, w: Walker, inline: List[int], b: int, ctx: Ctx, follow: bool = False, T: int = -1) -> int:
    """The first index of the straight-line code from ``b`` where the exit block of a
    clause (of the handler at ``T``) is repeated; ``follow``: from where a jump at ``b``
    leads (except* clauses, which cannot return: their exit block is a copy of the
    continuation).  (3.12+: not past the start of a try statement that starts there,
    whose clauses join after it; not past one whose handler follows ``T``: the handlers
    of an else part are placed before the clauses', so that try follows the statement.)"""
    s = w.thread(w.ins[b].target) if follow and w.ins[b].op == "JUMP" else b
    inside = -1
    for k in range(s, len(w.ins)):  # within the straight-line code that follows the body
        if k > s and ((k in w.flow.reachable) != (s in w.flow.reachable) or w.flow.jump_sources.get(k)):
            break
        if k >= inside and any(regions311.exit_copy(w, j, k) for j in inline):
            return k
        if w.bc.facts.cold_handlers and any(T < t and t not in tr.active for t in tr.try_starts.get(k, ())):
            break
        inside = max([inside] + [regions311.body_end(tr, w, t, ctx) for t in tr.try_starts.get(k, ())
                if t not in tr.active])
        if w.ins[k].target >= 0 or w.ins[k].op in _ENDS:
            break
    return -1


def except_part(tr: Try311, w: Walker, T: int, b: int, end: int, body: List[ast.stmt], ctx: Ctx,
                stack: List[ast.expr], out: List[ast.stmt]) -> int:
    joins, inline = clause_exit311.joins(tr, w, T, b, ctx)
    copied = copied_exit_joins(w, joins, ctx)
    if len(joins) - len(copied) > 1:
        raise _fail("except clauses join at different places")
    joins -= set(copied)
    J = joins.pop() if joins else -1
    star = except_star.is_star(w, T)
    joined = J >= 0
    if end == -2:  # the body continues in handler code (a with statement's exit): b is there
        # with a join elsewhere (or clause exits that copy the code after the statement),
        # what runs from b is the else part
        k = find_copy(tr, w, inline, b, ctx, T=T) if J < 0 and inline else -1
        cont = J = J if J >= 0 else k if k > b else b
        end = b if J != b else end
    else:
        cont = J if J >= 0 else (find_copy(tr, w, inline, b, ctx, star, T) if end == b else
                                 inline_cont(tr, w, inline, end, star, ctx))
    copies = {j: (cont, len(stack)) for j in inline
              if cont >= 0 and regions311.exit_copy(w, j, cont) and not own_line_exit(w, j) and not _own_exit(w, j)
              and not _uncopied_break(w, cont, ctx, stack)}
    if copies and J < 0:
        J = cont
    stops = ctx.stops | ({J} if J >= 0 else set())
    tr.copies.update(copies)
    aliases = exit_aliases(w, copies, J, stops)
    aliases.update((c, J) for c in copied)
    w.stop_aliases.update(aliases)
    try:
        if star:
            clauses = except_star.clauses(w, T, Ctx(stops | set(aliases), ctx.loops, ctx.breaks), stack)
        else:
            clauses = clauses311.clauses_of(tr, w, T, Ctx(stops | set(aliases), ctx.loops, ctx.breaks), stack)
    finally:
        for j in copies:
            tr.copies.pop(j, None)
        for p in aliases:
            del w.stop_aliases[p]
    orelse: List[ast.stmt] = []
    copied_return: Optional[ast.stmt] = None
    nxt = J
    if end == b:
        if J < 0 and b < T and not w.bc.facts.cold_handlers and w.ins[T - 1].op == "JUMP" \
                and _loop_jump(w, ctx, w.thread(w.ins[T - 1].target)):
            # 3.11: [body][else][handlers]: with no join, the code before the handlers that
            # ends in a break/continue is the else part
            orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
            if oend != -1:
                raise _fail("else part runs into its handler")
            nxt = -1
        elif J < 0 and (exits := try_else311.exiting_else(w, b, T, ctx, stack)) is not None:
            orelse, nxt = exits, -1
        elif J < 0 and (exits := try_else311.cold_exiting_else(w, b, T, ctx, stack)) is not None:
            orelse, nxt = exits, -1
            copied_return = try_else311.copied_clause_return(w, clauses)
        elif J < 0 and (after := try_else311.jumped_else(w, b, T, ctx)) >= 0:
            orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T, after}, ctx.loops, ctx.breaks), list(stack))
            if oend not in (after, -1):
                raise _fail("else ended at %d" % oend)
            nxt = after
        elif J < 0 and (part := try_else311.loop_end_else(w, T, b, ctx, stack)) is not None:
            orelse, nxt = part, -1
        elif J < 0:
            nxt = b
            if w.ins[b].op == "JUMP" and w.thread(w.ins[b].target) in ctx.stops:
                nxt = w.thread(w.ins[b].target)  # e.g. the loop header: no explicit continue
        elif J != b and b in ctx.stops and falls_into_exit(w, b, J, ctx):
            orelse, nxt = [ast.Break()], J  # (the else part's break: see falls_into_exit)
            ctx.breaks.append(b)
        elif J != b and b in ctx.stops and not _join_lost(tr, w, J, ctx):
            nxt = b  # the body ends where the enclosing statement does: no else part
        elif J != b:
            orelse, oend, _ = w.walk(b, Ctx(stops, ctx.loops, ctx.breaks), list(stack))
            if oend not in (J, -1) and not (oend >= 0 and w.same_code(oend, J)):
                # (a copy of the join: the exit of an enclosing except clause, copied before a return)
                raise _fail("else ended at %d" % oend)
            _explicit_continue(w, orelse, J, ctx)
    if star and J < 0 and end == -1 and len(inline) == 1:
        nxt = inline[0]  # the code after the statement, placed after the handler's POP_EXCEPT
    if end == -2 and J == b and ctx.loops and not inline and not star and not joined:
        exits = try_else311.exiting_loop_else(w, b, ctx, stack)
        if exits is not None:
            orelse, nxt = exits, -1
    if loops_after(tr, w, T, ctx):
        for block in [body, orelse] + [h.body for h in clauses]:
            _explicit_continues(block)
    cls = ast.TryStar if star else ast.Try
    out.append(cls(body=body or [ast.Pass()], handlers=clauses, orelse=orelse, finalbody=[]))
    if copied_return is not None:
        out.append(copied_return)  # (the return the compiler copied into the clauses)
    return nxt


def _join_lost(tr: Try311, w: Walker, J: int, ctx: Ctx) -> bool:
    """The clauses join at ``J``, code of the enclosing ``with`` body (a ``while True``
    loop there that never gets to the statement's end, which is then the copy of its exit
    that a ``return`` in the try body runs, where the try body ends too): where the walk
    stopped at the body's end, that code would be lost; what runs from the body's end is
    the else part."""
    f = tr.frames[-1] if tr.frames else None
    return f is not None and f.kind == "with" and J not in ctx.stops and w.thread(J) not in ctx.stops \
        and J in tr.extent(w, f.target)


def loops_after(tr: Try311, w: Walker, T: int, ctx: Ctx) -> bool:
    """3.11 ([body][else][handlers][code after the try]): the code after the try is a jump
    back to the header of the loop around it, with a line of its own (3.11 does not
    thread jumps there): each jump straight to the header from the body, the else part
    or a clause is a ``continue`` of its own, not the end of the statement."""
    loop = ctx.loops[-1] if ctx.loops else None
    if w.bc.facts.cold_handlers or loop is None:
        return False
    after = next((j for j in range(T, len(w.ins)) if j in w.flow.reachable), -1)
    if after < 0 or w.ins[after].op != "JUMP" or w.ins[after].target not in (loop.header, loop.also):
        return False
    start = min(tr.extent(w, T))  # (the try's own exits go there: not a jump that 3.11 threads)
    return any(start <= k < after for k in w.flow.jump_sources.get(after, ()))


def falls_into_exit(w: Walker, b: int, J: int, ctx: Ctx) -> bool:
    """3.12+: the try body falls into ``b``, the exit of the ``while`` loop around it,
    and its clauses join at ``J``, later in that loop's body (its bottom test): a body
    only the clauses loop from is placed with the handlers, after the code that follows
    the loop, and the ``break`` in the try's else part is that fall-through."""
    loop = ctx.loops[-1] if ctx.loops else None
    return loop is not None and not loop.is_for and b == loop.exit and b < J <= w.flow.latch(loop.header) \
        and J in w.flow.handler_code and loop.header in w.flow.reachable


def exit_aliases(w: Walker, copies: Dict[int, Tuple[int, int]], J: int, stops: FrozenSet[int]) -> Dict[int, int]:
    """Where the clauses' copies of the continuation ``J`` are two or more, each
    copy's ``POP_EXCEPT`` is a stop alias of ``J``: branches of a clause that end at
    their own copies end alike (``if a: X elif b: Y``: the then-branch jumps to one
    copy, the else-branch's paths run into others)."""
    if len(copies) < 2 or J < 0:
        return {}
    ps = [j - 1 if w.ins[j - 1].op == "POP_EXCEPT" else j - 4 for j in copies]
    if any(w.ins[p].op != "POP_EXCEPT" or w.ins[p - 1].op == "POP_EXCEPT" or p in stops or p in w.stop_aliases
           for p in ps):
        return {}  # (POP_EXCEPT twice: the exit of a clause nested in it, which reads it as its own)
    return {p: w.stop_aliases.get(J, J) for p in ps}


def _own_exit(w: Walker, j: int) -> bool:
    """The straight-line exit block at ``j`` (after a clause's ``POP_EXCEPT``) is no copy
    of the code after the statement: it is longer than the small blocks the compiler
    copies with their lines, and has lines other than the clause exit's (a copy of a
    line-less block takes the line of the code before it): a ``return`` in the clause,
    after its copy of a finally body."""
    k = j
    while k < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op not in _ENDS:
        k += 1
    before = w.line(j - 1)
    # (a margin: ``RETURN_CONST`` reads as two instructions, a call's ``PUSH_NULL`` is its own)
    size = sum(1 for q in range(j, k + 1) if w.ins[q].op != "PUSH_NULL")
    return size > MAX_COPY + 2 and any(w.line(q) not in (None, before) for q in range(j, k))


def _uncopied_break(w: Walker, cont: int, ctx: Ctx, stack: List[ast.expr]) -> bool:
    """3.13+: the code at ``cont`` after the statement is a ``break`` of the ``for`` loop
    around it (the pop of its iterator, then a copy of the loop's exit block): a clause's
    exit jumps there, so the same code in a clause is the clause's own."""
    loop = ctx.loops[-1] if ctx.loops else None
    return w.bc.facts.jumps_to_clause_break and loop is not None and loop.is_for and loop.exit >= 0 \
        and w.ins[cont].op == "POP_TOP" and _is_iterator(stack[-1:]) and regions311.exit_copy(w, cont + 1, loop.exit)


def own_line_exit(w: Walker, j: int) -> bool:
    """The clause exit ``POP_EXCEPT`` before ``j`` starts the then-branch of an ``if``
    with a line of its own: a ``return`` statement written there (``if c: return``),
    where a copy of the code after the statement carries the line of the code that runs
    into it.  (Not in a loop: there, the copy of the code after the loop that a ``break``
    runs to carries the line of the break.)"""
    p = j - 1
    line = w.line(p)
    return w.ins[p].op == "POP_EXCEPT" and w.ins[p - 1].op in COND_JUMPS and p not in w.flow.jump_sources \
        and line is not None and line != w.line(p - 1) \
        and not any(h < p < max(ls) for h, ls in w.flow.back_edges.items())


def copied_exit_joins(w: Walker, joins: Set[int], ctx: Ctx) -> List[int]:
    """3.11+: the clauses of a try statement whose code after it is an exit block (a
    ``return``, a ``raise``) jump each to a copy of that block of its own (the compiler
    copies a small exit block onto each jump to it, placed before the handlers): the
    copies other than the first, which stand for it (stop aliases).  Empty where the joins
    are not all copies of one exit block.  (The one that is a stop of an enclosing
    statement, its own code after it, is the one that stays.)"""
    first = min(sorted(joins), key=lambda j: j not in ctx.stops, default=-1)
    others = sorted(joins - {first})
    if not others or first in w.stop_aliases or any(
            j in ctx.stops or j in w.stop_aliases or not w.same_code(first, j) for j in others):
        return []
    return others


def inline_cont(tr: Try311, w: Walker, inline: List[int], end: int, star: bool, ctx: Ctx) -> int:
    """3.12+: with a body that never falls through (outside loops), the code after the
    statement is placed after the POP_EXCEPT of the clause that runs into it: the first
    clause exit that is not ``return <constant>`` (loaded after POP_EXCEPT, whether in
    the clause or after the statement; also after those of enclosing clauses, or the
    copies of enclosing exits).  -1: none."""
    if end != -1 or star or ctx.loops or not w.bc.facts.cold_handlers:
        return -1
    own = [j for j in inline if _const_return(w, j) is None and copies311.const_return(tr, w, j) is None
           and clause_exit311.unwound_const_return(w, j, tr.clauses) is None]
    return min(own, default=-1)


def _explicit_continue(w: Walker, orelse: List[ast.stmt], J: int, ctx: Ctx) -> None:
    """3.11 ([body][else][handlers][code after the try]): the else part ``orelse`` of a try
    whose clauses join at ``J``, the jump back that ends the loop body, ends with a jump
    straight to the loop's header: that ``continue`` is explicit (the end of the else part
    would go to ``J``; 3.12+ threads that jump)."""
    last = orelse[-1] if orelse else None
    loop = ctx.loops[-1] if ctx.loops else None
    if isinstance(last, ast.Continue) and loop is not None and not w.bc.facts.cold_handlers and w.ins[J].op == "JUMP" \
            and w.ins[J].target in (loop.header, loop.also) and J not in (loop.header, loop.also):
        last._undis_implicit = False  # type: ignore[attr-defined]
