"""3.10+: ``while`` loops that never loop back.  A body that always leaves (by ``break``,
``return`` or ``raise``) has no jump back at its end: 3.10+ drop that dead jump (3.8/3.9
keep it: :attr:`~undis.structure.flow.Flow.dead_latches`), so no back edge marks the loop.
What marks it is a ``break`` that an ``if`` could not express: a finally body ending in
``break`` swallows the exception (``POP_TOP; POP_EXCEPT; JUMP exit`` in its handler copy;
3.10 and 3.12+ may copy a small exit block in place of the jump).
The loop test is the conditional jump before it: ``while c:`` (``c; jump-if-false X``,
``X`` the exit or an else clause that runs into it) or ``while True: if not c: break``
(``c; jump-if-true B; JUMP exit; B:``; 3.10, 3.12+: with the code after the loop a small
exit block, every exit is a copy of it, the ``break`` of that ``if`` too: ``c;
jump-if-true B; <exit block>; B:``).
On the block stack (3.10) a ``break`` out of a try body marks it too: the jump that ends
the code leaving the try's block goes past the statement, where no loop around goes
(:func:`block_break`); the loop is read from the try on (:func:`break_loop`).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, FrozenSet, Iterator, List, Optional, Set

from undis.structure import exits, loops
from undis.structure.conditions import Cond
from undis.structure.exits import exit_call_before
from undis.structure.fincopy38 import is_except_handler
from undis.structure.fintails import MAX_COPY
from undis.structure.simulate import DecompileFailure
from undis.structure.stmt_edit import LoopTest
from undis.structure.unwind38 import Frame, exit_of
from undis.structure.walkctx import ENDS as _ENDS
from undis.structure.walkctx import Ctx, Loop

if TYPE_CHECKING:
    from undis.structure.walker import Walker


#: the instructions that set up a block (3.8-3.10)
_SETUPS = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"})


def finally_break(w: Walker, start: int, end: int) -> int:
    """Where the first ``break`` of a finally body's handler copy goes, for a try that
    starts in ``[start, end)``: ``POP_TOP; POP_EXCEPT; JUMP t``, forward to ``t`` at or
    past ``end``; 3.10, 3.12+: ``POP_TOP; POP_EXCEPT`` then a copy of the exit block that
    returns, ``end`` then (-1: none)."""
    for k in _finally_leaves(w, start, end):
        x = w.ins[k]
        if x.op == "JUMP" and x.target >= end:
            return x.target
        if w.bc.facts.copies_lined_exit_blocks and _exit_copy(w, k, end):
            return end
    return -1


def copied_finally_break(w: Walker, start: int, end: int, exit_: int) -> bool:
    """3.12+: a finally body's handler copy, for a try that starts in ``[start, end)``,
    ``break``s out of a loop whose every exit is a copy of the exit block at ``exit_``
    (it lies before the loop: no code follows the loop, see the module):
    ``POP_TOP; POP_EXCEPT`` then the same code as at ``exit_``."""
    return w.bc.facts.copies_lined_exit_blocks and any(
        w.same_code(k, exit_) for k in _finally_leaves(w, start, end) if k < len(w.ins))


def _finally_leaves(w: Walker, start: int, end: int) -> Iterator[int]:
    """Where the finally bodies' handler copies of the try statements that start in
    ``[start, end)`` (not in a loop there) go on after they popped their exception
    (``POP_TOP; POP_EXCEPT``, the way a ``break`` leaves them), in order."""
    if not w.bc.facts.exception_table:
        yield from _finally_pops38(w, start, end)
        return
    ins = w.ins
    handlers: Optional[Set[int]] = None  # (found on the first candidate: this runs for every if)
    for j in sorted(w.flow.handler_code):
        if j < 2 or j + 1 >= len(ins) or ins[j].op != "POP_EXCEPT" or ins[j - 1].op != "POP_TOP":
            continue
        if handlers is None:
            handlers = _handlers_of(w, start, end)
        t = _finally_copy(w, j - 1)
        if t in handlers and not _in_inner_loop(w, start, [h.start for h in w.bc.handlers if h.target == t]):
            yield j + 1


def _in_inner_loop(w: Walker, start: int, at: List[int]) -> bool:
    """Each of ``at`` lies in a loop that starts at or after ``start`` (a try there: its
    finally body's break leaves that loop, not one around the code from ``start``)."""
    inner = [(e, max(ks)) for e, ks in w.flow.back_edges.items() if start <= e]
    return bool(at) and all(any(e <= s <= k for e, k in inner) for s in at)


def _finally_pops38(w: Walker, start: int, end: int) -> Iterator[int]:
    """3.10: :func:`_finally_pops` on the block stack.  The finally handler of a try set up
    in ``[start, end)`` runs the finally body's copy, in the handler code right after it;
    a ``break`` there pops the exception (``POP_TOP`` x3; ``POP_EXCEPT``, not an except
    clause's prologue, nor a returned value's ``ROT_FOUR``)."""
    ins, code = w.ins, w.flow.handler_code
    for s in range(start, end):
        h = ins[s].target
        if ins[s].op != "SETUP_FINALLY" or is_except_handler(ins, s, h) or _in_inner_loop(w, start, [s]):
            continue
        k = h
        while k + 4 < len(ins) and k in code:
            if [x.op for x in ins[k:k + 4]] == ["POP_TOP", "POP_TOP", "POP_TOP", "POP_EXCEPT"] \
                    and (k == h or not _clause_start(w, k)):
                yield k + 4
            k += 1


def _clause_start(w: Walker, k: int) -> bool:
    """3.10: the ``POP_TOP`` x3 at ``k`` is an except clause's prologue (the exception
    matched just before, or a bare clause: where a handler, or the next one, starts)."""
    return w.ins[k - 1].op == "JUMP_IF_NOT_EXC_MATCH" or k in w.flow.jump_sources


def _handlers_of(w: Walker, start: int, end: int) -> Set[int]:
    """The handlers of the code in ``[start, end)``, with those of their own code (each
    handler's code runs to the next handler's start)."""
    targets = sorted({h.target for h in w.bc.handlers})
    found = {h.target for h in w.bc.handlers if start <= h.start < end}
    todo = sorted(found)
    while todo:
        t = todo.pop()
        stop = next((x for x in targets if x > t), len(w.ins))
        for h in w.bc.handlers:
            if t <= h.start < stop and h.target not in found:
                found.add(h.target)
                todo.append(h.target)
    return found


def _exit_copy(w: Walker, k: int, end: int) -> bool:
    """3.10, 3.12+: the code at ``k``, after a finally body's handler copy popped its exception,
    is a copy of the small exit block that returns on the straight path from ``end`` (the
    code after the loop, or its else clause): a ``break`` (not a ``return``'s own
    ``RETURN_VALUE`` or a jump)."""
    ins = w.ins
    if k >= len(ins) or ins[k].op in _ENDS or ins[k].op == "JUMP" or ins[k].op.startswith("RETURN"):
        return False
    p = end
    while p < len(ins) and not w.same_code(k, p):
        if ins[p].target >= 0 or ins[p].op in _ENDS:
            return False
        p += 1
    return p < len(ins)


def _finally_copy(w: Walker, k: int) -> int:
    """The ``POP_TOP`` at ``k`` pops the exception after a finally body's handler copy:
    the handler that starts before it (``PUSH_EXC_INFO``, with nothing after it that
    handles an exception: no other handler, no ``except`` clause's match) runs code
    before it (a bare ``except`` pops the exception first).  Where that handler starts,
    or -1."""
    ins = w.ins
    t = k - 1
    while t >= 0 and ins[t].op not in ("PUSH_EXC_INFO", "CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
        t -= 1
    ok = 0 <= t < k - 1 and ins[t].op == "PUSH_EXC_INFO" and ins[t + 1].op != "POP_TOP"
    return t if ok else -1


def _loop_exit(w: Walker, ctx: Ctx, target: int) -> bool:
    """``target`` is where the enclosing loop goes on (an ``if`` there can ``break``)."""
    loop = ctx.loops[-1] if ctx.loops else None
    return loop is not None and (target in (loop.exit, loop.header) or exits.past_loop(w, target, loop))


def dead_while(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """The ``if`` of ``cond`` is the test of a ``while`` loop that never loops back (see
    the module): the loop is read, and where the walk goes on after it returned (None:
    not such a loop)."""
    if not w.bc.facts.drops_dead_code:
        return None  # (3.8/3.9 keep the dead jump back: Flow.dead_latches)
    then_start, no = cond.end, cond.no
    ins = w.ins
    jump = ins[then_start]

    def guard() -> List[ast.stmt]:  # (built where it is read: most ifs are no such loop)
        return [ast.If(test=cond.expr, body=[ast.Break()], orelse=[])]

    if jump.op == "JUMP" and no == then_start + 1 and jump.target > no:
        exit_ = jump.target  # ``while True: if not c: break`` then the rest of the body
        if finally_break(w, no, exit_) != exit_ or _loop_exit(w, ctx, exit_):
            return None
        return _loop(w, no, exit_, exit_, ast.Constant(value=True), guard(), ctx, stack, out)
    end = _copied_guard(w, then_start, no, ctx)
    if end >= 0:  # the same, its ``break`` a copy of the code after the loop
        return _loop(w, no, end, then_start, ast.Constant(value=True), guard(), ctx, stack, out)
    if w.bc.facts.copies_lined_exit_blocks and _exit_block(w, then_start, no):
        # 3.10, 3.12+: ``while True: if not c: break``, the code after the loop copied onto the break
        if not any(w.same_code(k, then_start) for k in _finally_leaves(w, no, len(ins))) \
                or _loop_exit(w, ctx, then_start):
            return None
        # (only copies of the exit follow the loop: its body runs to the end of the code)
        return _loop(w, no, len(ins), then_start, ast.Constant(value=True), guard(), ctx, stack, out)
    if _jumps_past_end(w, then_start, no) and not _loop_exit(w, ctx, no) \
            and not any(then_start < s < no for s in ctx.stops):  # (not past an enclosing statement's end)
        return _loop(w, then_start, no, no, cond.expr, [], ctx, stack, out)
    target = finally_break(w, then_start, no)
    if target < 0 or _loop_exit(w, ctx, target) or (target != no and not _runs_into(w, no, target)):
        return None
    return _loop(w, then_start, no, no, cond.expr, [], ctx, stack, out)


def _jumps_past_end(w: Walker, then_start: int, no: int) -> bool:
    """The then-branch ``[then_start, no)`` of an ``if`` ends in a return or raise (not in
    a handler's code), and a jump inside it goes to ``no``, past that end: a ``break`` that
    no ``if`` could express (not one after a with's exit call: a with nested in the
    then-branch ends there, going on at the ``if``'s end as its swallowing path does)."""
    ins, sources = w.ins, w.flow.jump_sources
    return then_start < no - 1 and ins[no - 1].op in ("RETURN_VALUE", "RAISE_VARARGS") \
        and no - 1 not in w.flow.handler_code and any(
        then_start <= s < no - 1 and ins[s].op == "JUMP" and not _chain_cleanup(w, s) and not exit_call_before(w, s)
        for s in sources.get(no, ()))


def _chain_cleanup(w: Walker, s: int) -> bool:
    """The jump at ``s`` ends a comparison chain's clean-up block (``POP_TOP`` reached by a
    jump, then the jump where the chain is false)."""
    return w.ins[s - 1].op == "POP_TOP" and s - 1 in w.flow.jump_sources


def _copied_guard(w: Walker, then_start: int, no: int, ctx: Ctx) -> int:
    """3.12+: the then-branch at ``then_start`` of an ``if`` whose else-branch starts at
    ``no`` is the copy of the exit block that a ``while True`` loop's ``if not c: break``
    runs, the loop's body from ``no``: a finally body's handler copy in it leaves by a
    ``break`` (another copy), and no enclosing loop goes on there (one whose every exit
    is a copy may go on at any).  Where the body ends at the latest (the next enclosing
    stop), or -1."""
    if not _copied_exit(w, then_start, no) or _loop_exit(w, ctx, then_start) \
            or (ctx.loops and ctx.loops[-1].exit < 0):
        return -1
    end = min((s for s in ctx.stops if s > no), default=len(w.ins))
    return end if copied_finally_break(w, no, end, then_start) else -1


def _copied_exit(w: Walker, start: int, end: int) -> bool:
    """3.12+: the code in ``[start, end)`` is a small exit block, straight-line code
    entered at its start only that returns (not ``return <constant>``: a ``return`` there
    and in the finally body reads the same) or raises at ``end - 1``."""
    ins = w.ins
    if not w.bc.facts.copies_lined_exit_blocks or not start < end <= start + 64 \
            or ins[end - 1].op not in ("RETURN_VALUE", "RAISE_VARARGS"):
        return False
    if (ins[start].op == "LOAD_CONST" and start + 2 == end) or any(start <= h.start < end for h in w.bc.handlers):
        return False
    return all(ins[k].target < 0 and ins[k].op not in _ENDS for k in range(start, end - 1)) \
        and not any(w.flow.jump_sources.get(k) for k in range(start + 1, end))


def _exit_block(w: Walker, start: int, end: int) -> bool:
    """``[start, end)`` is straight code that returns, which nothing enters but at ``start``:
    a small exit block, copied there (3.10+)."""
    ins = w.ins
    return start < end <= start + MAX_COPY and ins[end - 1].op == "RETURN_VALUE" and all(
        ins[k].target < 0 and ins[k].op not in _ENDS and k not in w.flow.jump_sources
        for k in range(start + 1, end - 1))


def _runs_into(w: Walker, start: int, end: int) -> bool:
    """The code from ``start`` runs into ``end`` (an else clause before the loop's exit)."""
    last = w.ins[end - 1]
    return start < end and last.op != "JUMP" and last.op not in _ENDS


def _loop(w: Walker, header: int, end: int, exit_: int, test: ast.expr, first: List[ast.stmt], ctx: Ctx,
          stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """``while test:`` with its body from ``header`` (after the statements ``first``) up
    to ``end``, which never falls through; the loop goes on at ``exit_``."""
    if any(e <= header and header <= k < end for e, ks in w.flow.back_edges.items() for k in ks):
        return None  # (a loop that loops back: not this reading)
    inner = Ctx(frozenset({header, exit_, end}), ctx.loops + (Loop(header, exit_, False, -1, end - 1),))
    body, stop, _ = w.walk(header, inner, list(stack), enter=True)
    if stop >= 0 or any(isinstance(n, LoopTest) for s in body for n in ast.walk(s)):
        return None  # (a test read as the bottom test of a loop that never loops back: not this reading)
    node = ast.While(test=test, body=first + body, orelse=[])
    inner.breaks.append(exit_)
    return loops.loop_tail(w, node, exit_, inner, ctx, stack, out)


def block_break(w: Walker, i: int, frame: Frame, ctx: Ctx) -> int:
    """3.10: an early exit from the body of the try set up at ``i`` (its block ``frame``)
    that leaves the block (``POP_BLOCK``, a copy of the finally body) and jumps forward
    past the statement (its handlers, and where the last exit, the normal one, goes) to a
    place where no loop around goes on: the ``break`` of a ``while True`` loop that never
    loops back, which starts with the statement; where it jumps, or -1."""
    ins = w.ins
    h = ins[i].target
    if not w.bc.facts.drops_dead_code or w.bc.facts.exception_table:
        return -1
    normal = -1
    for q in range(h - 2, i, -1):
        m = exit_of(ins, q, frame) if ins[q].op == "POP_BLOCK" else -1
        if m < 0:
            continue
        t = ins[m].target if ins[m].op == "JUMP" else h
        if normal < 0 and not _in_inner_block(w, i, q):
            normal = max(t, h)  # (the last exit: the normal one)
        elif t > max(normal, h) and unexplained(w, i, t, ctx):
            return t
    return -1


def finally_swallow(w: Walker, i: int, ctx: Ctx) -> int:
    """3.10: the finally handler of the try set up at ``i`` pops its exception and goes on
    (``POP_TOP`` x3; ``POP_EXCEPT``, then no return) forward past the handler's start, to a
    place with no loop around (in one, that place may be a copy of the code after it, the
    loop's break): the ``break`` of a ``while True`` loop that never loops back, which
    starts with the statement (``while 1: try: break / finally: f(); break``, the rest was
    read as the finally body); where it goes, or -1."""
    ins = w.ins
    h = ins[i].target
    if not w.bc.facts.drops_dead_code or w.bc.facts.exception_table or ctx.loops:
        return -1
    k = next(_finally_pops38(w, i, i + 1), -1)
    end = _straight(w, k, len(ins)) if 0 <= k < len(ins) else -1
    if end < 0 or end == len(ins) or (ins[end].op != "JUMP" and ins[end].target < 0) or ins[k].op == "POP_TOP":
        return -1  # (a ``return`` in the finally body, which may leave blocks first; a for loop's break)
    t = w.thread(ins[k].target) if ins[k].op == "JUMP" else k
    return t if t > h and unexplained(w, i, t, ctx) else -1


def _in_inner_block(w: Walker, i: int, q: int) -> bool:
    """The exit at ``q`` from the block set up at ``i`` lies before the handler of a block
    set up between them: the end of an exit through both (the inner one's normal exit goes
    on past its handler), not the outer body's normal exit."""
    return any(w.ins[s].op in _SETUPS and w.ins[s].target > q for s in range(i + 1, q))


def with_block_break(w: Walker, i: int, frame: Frame, after: int, ctx: Ctx) -> int:
    """:func:`block_break` for the with set up at ``i`` (its block ``frame``), where a
    swallowed exception goes on at ``after`` (the end of its handler): an exit that leaves
    the block (``POP_BLOCK``, the exit call) and jumps forward past ``after`` (threaded), where
    the body's normal exit would go; where it jumps, or -1.  (3.8/3.9 keep the jump back of
    a loop whose body falls through, dead or not: a loop with none returns or raises.)"""
    ins = w.ins
    if w.bc.facts.exception_table or after >= len(ins):
        return -1
    goes_on = w.thread(after)
    for q in range(ins[i].target - 1, i, -1):
        m = exit_of(ins, q, frame) if ins[q].op == "POP_BLOCK" else -1
        t = ins[m].target if m >= 0 and ins[m].op == "JUMP" else -1
        if t > after and t != goes_on and not leaves_loop(w, i, after, t) and unexplained(w, i, t, ctx):
            return t
    return -1


def leaves_loop(w: Walker, i: int, after: int, t: int) -> bool:
    """A jump from the statement at ``i`` to ``t`` goes past a jump back to a loop around
    ``i``, in the code from ``after`` (where the statement goes on): that loop's ``break``
    (a loop the walk may not have read yet: an inner one at the same header, jumping back
    from a handler's code)."""
    return any(w.ins[k].op == "JUMP" and w.ins[k].target <= i for k in range(after, t))


def table_break(w: Walker, i: int, extent: FrozenSet[int], ctx: Ctx) -> int:
    """3.11+: :func:`block_break` from the exception table, for the try statement that
    starts at ``i`` and protects ``extent``: a ``JUMP`` in its body, unprotected (after a
    copy of the finally body, if any), forward past where the body's normal end goes on
    (right after the body, or 3.11: where the jump after it goes), which runs straight into
    that place; where it jumps, or -1."""
    ins, last = w.ins, max(extent)
    if not w.bc.facts.exception_table or last + 1 >= len(ins):
        return -1
    for k in range(i, last):
        t = ins[k].target
        if k in extent or ins[k].op != "JUMP" or t <= last + 1 or not _goes_on_into(w, last + 1, t):
            continue
        return t if unexplained(w, i, t, ctx) else -1
    return -1


def _goes_on_into(w: Walker, start: int, end: int) -> bool:
    """The code from ``start`` (after a try body) runs into ``end`` past where it goes on:
    straight (3.12+: the code after the statement follows the body, the handlers are
    placed last), or 3.11: up to a forward jump (the copy of a finally body, if any, then
    the jump over the handlers) to a place before ``end`` that runs straight into it."""
    k = _straight(w, start, end)
    if k == end:
        return True
    x = w.ins[k]
    return x.op == "JUMP" and k < x.target < end and _straight(w, x.target, end) == end


def _straight(w: Walker, start: int, end: int) -> int:
    """Where the code from ``start`` stops running straight to ``end`` (a jump, a return,
    a raise), or ``end``."""
    ins = w.ins
    k = start
    while k < end and ins[k].target < 0 and ins[k].op not in _ENDS and not ins[k].op.startswith("RETURN"):
        k += 1
    return k


def unexplained(w: Walker, i: int, t: int, ctx: Ctx) -> bool:
    """A ``break`` jumping to ``t`` from the statement at ``i`` leaves no loop around (it
    goes on inside the innermost one's body), no enclosing statement ends before ``t``,
    and no jump from before ``i`` enters the code up to ``t``: a loop from ``i`` to ``t``."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is not None and (t in (loop.header, loop.also, loop.exit) or t <= loop.header or w.past_loop(t, loop)):
        return False
    if any(i < s < t for s in ctx.stops):
        return False
    sources = w.flow.jump_sources
    return not any(src < i for k in range(i + 1, t) for src in sources.get(k, ()))


def break_loop(w: Walker, header: int, exit_: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]
               ) -> Optional[int]:
    """``while True:`` with its body from ``header`` up to ``exit_`` (:func:`block_break`):
    a body that falls into ``exit_`` ends in ``break``.  Where the walk goes on, or None
    when the body does not read so (the stop aliases and breaks recorded are dropped)."""
    inner = Ctx(frozenset({header, exit_}), ctx.loops + (Loop(header, exit_, False, -1, exit_ - 1),))
    aliases, breaks = dict(w.stop_aliases), len(ctx.breaks)
    try:
        body, stop, _ = w.walk(header, inner, list(stack), enter=True)
        if stop in (-1, exit_):
            node = ast.While(test=ast.Constant(value=True), body=body + ([ast.Break()] if stop >= 0 else []),
                             orelse=[])
            inner.breaks.append(exit_)
            tail: List[ast.stmt] = []
            nxt = loops.loop_tail(w, node, exit_, inner, ctx, stack, tail)
            out.extend(tail)
            return nxt
    except DecompileFailure:
        pass
    w.stop_aliases.clear()
    w.stop_aliases.update(aliases)
    del ctx.breaks[breaks:]
    return None
