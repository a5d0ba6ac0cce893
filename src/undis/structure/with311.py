"""``with`` and ``async with`` statements (3.11+): the handler's shape, the ``as`` target,
the body walked with the exit's copies recognised, and what follows the exit call at the
body's end: the body's own last ``break``/``continue``/``return`` or the code after the
statement.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING, List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure import clause_exit311, copies311, never_loops, regions311
from undis.structure.exits import exit_call, outer_continue, with_handler_end
from undis.structure.flow import reach
from undis.structure.simulate import DecompileFailure
from undis.structure.tryshapes311 import ENDS as _ENDS
from undis.structure.tryshapes311 import Frame
from undis.structure.tryshapes311 import const_return as _const_return
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.tryshapes311 import is_iterator as _is_iterator
from undis.structure.tryshapes311 import landing as _landing
from undis.structure.tryshapes311 import loop_jump as _loop_jump
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311


@dataclass(frozen=True)
class _Site:
    """Where a ``with`` statement's parts are: its handler ``W`` and where the handler
    ends (``end_at``, ``raw``: the jump there not threaded, ``swallow``: threaded), the
    body's end ``b``, the stack inside the body (``inner``: the exit below the body's
    values)."""

    is_async: bool
    W: int
    end_at: int
    raw: int
    swallow: int
    b: int
    inner: Tuple[ast.expr, ...]


def with_stmt(tr: Try311, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    ins = w.ins
    is_async = ins[i].op == "BEFORE_ASYNC_WITH"
    mgr = w.sim.vpop(stack)
    k = _body_start(w, i, is_async)
    W = _handler(w, k, stack)
    end_at = with_handler(w, W, is_async)
    raw = ins[end_at].target if ins[end_at].op == "JUMP" else end_at
    swallow = w.thread(raw)
    t = _never_looping_break(w, i, k, W, end_at, (raw, swallow), ctx)
    if t >= 0:
        stack.append(mgr)
        nxt = never_loops.break_loop(w, i, t, ctx, stack, out)
        if nxt is not None:
            return nxt
        stack.pop()
    b = regions311.body_end(tr, w, W, ctx)
    site = _Site(is_async, W, end_at, raw, swallow, b, (*stack, N.Marker("with_exit")))
    target, k = with_target(w, k, b, list(site.inner))
    body, end, bstack = _walk_body(tr, w, site, k, ctx)
    nxt, falls = site.swallow, False
    if end == b and ins[b].op == "PUSH_EXC_INFO":
        end = -1  # the body ended with a loop that never exits (the walk stops at the next stop)
    if end == b:
        nxt, falls = _body_exit(tr, w, site, ctx, stack, body, bstack)
    elif end != -1:
        raise _fail("with body ended at %d" % end)
    if not falls:
        nxt = _past_try(tr, w, nxt)
    out.append(_with_node(mgr, target, body, is_async))
    return nxt


def _never_looping_break(w: Walker, i: int, k: int, W: int, end_at: int, goes_on: Tuple[int, int], ctx: Ctx) -> int:
    """3.11: the with at ``i`` (body from ``k``, handler at ``W``, whose path that swallowed
    an exception goes on at ``end_at``, or at ``goes_on`` where it jumps) has an exit call
    followed by a jump forward past ``end_at``, elsewhere than ``goes_on``, to a place
    where no loop around goes on: the ``break`` of a ``while True`` loop that never loops
    back, which starts with the statement (:func:`~undis.structure.never_loops.break_loop`).
    Where it jumps, or -1."""
    ins = w.ins
    if w.bc.facts.cold_handlers:
        return _cold_break(w, i, k, W, goes_on[1], ctx)
    for q in range(k, W):
        n = exit_call(w, q, ins[i].op == "BEFORE_ASYNC_WITH")
        x = ins[q + n] if n else None
        if x is not None and x.op == "JUMP" and x.target > end_at and x.target not in goes_on \
                and not never_loops.leaves_loop(w, i, end_at, x.target) \
                and never_loops.unexplained(w, i, x.target, ctx):
            return x.target
    return -1


def _cold_break(w: Walker, i: int, k: int, W: int, swallow: int, ctx: Ctx) -> int:
    """3.12+: :func:`_never_looping_break` where the handlers are placed last: the path that
    swallowed an exception goes on at ``swallow`` with straight code that returns (the code
    after the statement in the loop), which the body's normal exit call (in ``[k, W)``) is
    not followed by: it runs into the code after the loop.  Where that is, or -1."""
    ins = w.ins
    if not _returns_straight(w, swallow):
        return -1
    calls = [q for q in range(k, W) if exit_call(w, q, ins[i].op == "BEFORE_ASYNC_WITH")]
    if len(calls) != 1:
        return -1  # (one exit from the body, its normal end: the break)
    q = calls[0]
    t = q + exit_call(w, q, ins[i].op == "BEFORE_ASYNC_WITH")
    if ins[q - 1].op == "SWAP" or t >= W or ins[t].target >= 0 or ins[t].op in _ENDS \
            or ins[t].op.startswith("RETURN") or (ins[t].op == "LOAD_CONST" and ins[t + 1].op == "RETURN_VALUE"):
        return -1  # (a return's value kept under the exit, or ``return <constant>`` loaded after it)
    if _handler_of(w, t) != _handler_of(w, i - 1) or ins[t].op == "POP_EXCEPT":
        return -1  # (the exit leaves an enclosing block: an except clause's return)
    return t if not w.same_code(t, swallow) and never_loops.unexplained(w, i, t, ctx) else -1


def _handler_of(w: Walker, k: int) -> int:
    """The handler of the exception table entry that covers ``k`` (-1: none)."""
    return next((h.target for h in w.bc.handlers if h.start <= k < h.end), -1)


def _returns_straight(w: Walker, k: int) -> bool:
    """The code at ``k`` runs straight (no jump, no raise) to a return."""
    ins = w.ins
    while k < len(ins) and ins[k].target < 0 and ins[k].op not in _ENDS and not ins[k].op.startswith("RETURN"):
        k += 1
    return k < len(ins) and ins[k].op.startswith("RETURN")


def _body_start(w: Walker, i: int, is_async: bool) -> int:
    """The first instruction after ``BEFORE_WITH``/``BEFORE_ASYNC_WITH`` at ``i`` (and an
    ``async with``'s await of ``__aenter__``)."""
    if not is_async:
        return i + 1
    if not (w.ins[i + 1].op == "GET_AWAITABLE" and w.ins[i + 2].op == "YIELD_FROM"):
        raise _fail("async with shape")
    return i + 3


def _handler(w: Walker, k: int, stack: List[ast.expr]) -> int:
    """The target of the one exception handler whose range starts at the body's start ``k``
    and that calls the exit (``PUSH_EXC_INFO; WITH_EXCEPT_START``)."""
    ins = w.ins
    hs = [h for h in w.bc.handlers if h.start == k and ins[h.target].op == "PUSH_EXC_INFO"
          and ins[h.target + 1].op == "WITH_EXCEPT_START"]
    if len(hs) != 1:
        raise _fail("with without its handler")
    if hs[0].depth != len(stack) + 1:
        raise _fail("with stack depth")
    return hs[0].target


def _walk_body(tr: Try311, w: Walker, site: _Site, k: int, ctx: Ctx
               ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
    """The body from ``k`` to its end, walked with the statement's frame active."""
    tr.active.add(site.W)
    tr.frames.append(Frame("with", site.W, None, site.is_async))
    try:
        return w.walk(k, Ctx(ctx.stops | {site.b}, ctx.loops, ctx.breaks), list(site.inner))
    finally:
        tr.active.discard(site.W)
        tr.frames.pop()


def _body_exit(tr: Try311, w: Walker, site: _Site, ctx: Ctx, stack: List[ast.expr],
               body: List[ast.stmt], bstack: List[ast.expr]) -> Tuple[int, bool]:
    """The exit call at the body's end and what follows it (see :func:`_after_exit`); or a
    ``return <value>`` that calls the exit with the value kept on the stack.  Adds what it
    reads to ``body``; (where the statement goes on, whether the walk falls into it)."""
    b, is_async = site.b, site.is_async
    n = exit_call(w, b, is_async)
    if n and len(bstack) == len(site.inner):
        return _after_exit(tr, w, site, b + n, ctx, stack, body)
    ins = w.ins
    swap = ins[b].op == "SWAP" and ins[b].arg == 2
    if swap and len(bstack) == len(site.inner) + 1 and exit_call(w, b + 1, is_async) and \
            copies311.returns(tr, w, b + 1 + exit_call(w, b + 1, is_async), bstack[:-2] + bstack[-1:]):
        body.append(ast.Return(value=w.sim.value(bstack[-1])))
        return site.swallow, False
    raise _fail("with exit shape")


def _after_exit(tr: Try311, w: Walker, site: _Site, k: int, ctx: Ctx, stack: List[ast.expr],
                body: List[ast.stmt]) -> Tuple[int, bool]:
    """What follows the exit call at ``k``: the body's own last jump (``break``/``continue``),
    its leaving tail, ``return <constant>``, or the code after the statement (fallen into)."""
    ins, swallow = w.ins, site.swallow
    pops = _iterator_pops(w, k, stack)  # (a break/return in ``for`` loops pops their iterators)
    if pops <= 1 and swallow != k and body_jump(w, k + pops, swallow, ctx, site.end_at):
        jumped = w.jump(ins[k + pops].target, ctx, stack[:len(stack) - pops], at=k + pops)
        if jumped and explicit_jump(w, k + pops, site.end_at):
            jumped[-1]._undis_implicit = False  # type: ignore[attr-defined]
        body += jumped
        tr.with_jumps.add(k)
        return site.raw, False  # (not threaded: the jump there may end a try body)
    unwound = _unwound_jump(tr, w, site, k, ctx, stack)
    if unwound is not None:
        body += unwound
        tr.with_jumps.add(k)
        return site.raw, False
    tail = leaving_tail(w, k, swallow, ctx, stack) if _enclosing_exits(tr, w, k) == k else None
    if tail is not None:  # (not before the exit calls of enclosing ``with`` statements: see below)
        body += tail
        return site.raw, False
    const = _returned_constant(tr, w, k, pops, swallow, stack)
    if const is None and pops == 0:
        const = _returned_past_copies(tr, w, k, swallow)
    if const is not None:
        ret = ast.Return(value=const)  # ``return <constant>`` loads it after the exit(s)
        ret._undis_explicit = True  # type: ignore[attr-defined]  # (its own copy: kept by implicit_returns)
        orelse = _try_else(tr, w, site, k, body)
        (body if orelse is None else orelse).append(ret)
        tr.with_jumps.add(k)
        return swallow, False
    if _shared_jump(w, site, k, ctx, body):
        return site.raw, False  # (not threaded: the jump there may end a try body)
    if pops == 0 and _inline_break(tr, w, site, k, ctx):
        body.append(ast.Break())
        return site.raw, False
    tail = _copy_tail(tr, w, k, swallow, ctx, stack)
    if tail is not None:
        body += tail
        return site.raw, False
    if not _swallowed_into(w, k, swallow):
        # (the body leaves by a jump read as none of the above: a ``break`` out of a loop
        # that never loops, ``while c: (with cm: break) return 1``, read as an ``if``)
        raise _fail("with body falls into other code than the path that swallowed an exception")
    return k, True


def _inline_break(tr: Try311, w: Walker, site: _Site, k: int, ctx: Ctx) -> bool:
    """3.12+: the body ends with a ``break`` out of the innermost loop, a ``while`` with
    no exit of its own (or one at that code), whose target code follows the exit calls at
    ``k`` (and those of the ``with`` statements around, inside the loop), no jump between:
    the path that swallowed an exception goes on elsewhere (not into the same code), and
    that code is not a jump (those are read as the body's own jumps); it is the loop's
    exit, or (no exit known) nothing jumps to it or to ``k``, or nothing jumps to ``k``
    and that code never goes back to the loop (:func:`_loops_on`).  Notes the break."""
    loop = ctx.loops[-1] if ctx.loops else None
    swallow = site.swallow
    if not w.bc.facts.cold_handlers or loop is None or loop.is_for or swallow == k \
            or _swallowed_into(w, k, swallow):
        return False
    past = _exits_in_loop(tr, w, k, loop.header)
    if w.ins[past].op == "JUMP" or k != past and w.flow.jump_sources.get(k) and k != loop.exit:
        return False
    if past != loop.exit and (loop.exit >= 0 or w.flow.jump_sources.get(past) and _loops_on(w, past, loop.header)):
        return False  # (the code there is the loop's exit, or nothing else reaches it, or it never loops back)
    ctx.breaks.append(past)
    return True


def _loops_on(w: Walker, past: int, header: int) -> bool:
    """The code at ``past`` (which other jumps reach too) goes back to the loop at
    ``header``: code of its body; where it never does, it is code after the loop, placed
    inside its range (``if a: (while True: with cm: break)`` then the code the test jumps
    to as well; ``while True: with cm: break`` then ``while 1: ...``)."""
    return header in reach(w.ins, [past])


def _exits_in_loop(tr: Try311, w: Walker, k: int, header: int) -> int:
    """Past the exit calls at ``k`` of the ``with`` statements around, inside the loop at
    ``header`` (innermost first, none with another statement's frame between): a ``break``
    in the body calls them before it jumps.  ``k`` where there is none."""
    for frame in reversed(tr.frames):
        n = exit_call(w, k, frame.is_async) if frame.kind == "with" else 0
        if not n or min(tr.extent(w, frame.target)) <= header:
            break
        k += n
    return k


def _shared_jump(w: Walker, site: _Site, k: int, ctx: Ctx, body: List[ast.stmt]) -> bool:
    """3.12+: the body ends with a ``with`` whose body returns (the exit call before ``k``
    is the copy that path swallowing that statement's exception runs), and the ``JUMP`` at
    ``k``, which nothing jumps to and where no enclosing statement ends, leads where the
    path that swallowed an exception goes (threaded: not to ``k``): no statement of the
    body or after the ``with`` (one with a line of its own keeps its jump, which that path
    would go to), the code reached after the statement: the jump back to the innermost
    loop (in a loop's body: not an ``if`` ending in such a ``with``, whose jump to the code
    after the ``if`` is that of the then-branch)."""
    last = body[-1] if body else None
    return w.bc.facts.cold_handlers and isinstance(last, (ast.With, ast.AsyncWith)) \
        and isinstance(last.body[-1], ast.Return) \
        and w.ins[k].op == "JUMP" and site.raw != k and site.swallow >= 0 and k not in ctx.stops \
        and not w.flow.jump_sources.get(k) and w.thread(w.ins[k].target) == site.swallow \
        and bool(ctx.loops) and w.thread(site.swallow) == ctx.loops[-1].header


def _try_else(tr: Try311, w: Walker, site: _Site, k: int, body: List[ast.stmt]) -> Optional[List[ast.stmt]]:
    """3.11 ([try body][else][handlers]): where the body ends with a try statement with
    except clauses and no else part whose handlers follow ``k`` (the code after the exit
    call), the exit call and what follows it lie between that try's body and its handlers:
    the try's else part (the code after the statement would follow the handlers).  Its
    (empty) else part, or None."""
    last = body[-1] if body else None
    if w.bc.facts.cold_handlers or not isinstance(last, ast.Try) or not last.handlers or last.orelse \
            or last.finalbody:
        return None
    ins, ext = w.ins, tr.extent(w, site.W)
    if any(e.target > k and e.target in ext and e.start in ext and ins[e.target].op == "PUSH_EXC_INFO"
           and ins[e.target + 1].op != "WITH_EXCEPT_START" and ins[e.target - 1].op in _ENDS
           for e in w.bc.handlers):
        return last.orelse
    return None


def _returned_constant(tr: Try311, w: Walker, k: int, pops: int, swallow: int,
                       stack: List[ast.expr]) -> Optional[ast.expr]:
    """The constant of a ``return <constant>`` that ends the body whose exit call ends at
    ``k`` (``pops``: the ``for`` loops' iterators popped first; ``stack``: the one outside
    the statement), where the path that swallowed an exception (``swallow``) goes on
    elsewhere: loaded right after the exit call, or after the exit calls of the ``with``
    statements around and the pops of the iterators of the loops between (a ``return`` in
    a nested ``with`` runs them all).  None: not such a return."""
    if swallow == k:
        return None
    const = _const_return(w, k + pops)
    if const is not None:
        return None if swallow >= 0 and regions311.exit_copy(w, swallow, k) else const
    past = _enclosing_exits(tr, w, k) if pops == 0 else k
    if pops == 0 and tr.clauses:
        # (in an except clause: its POP_EXCEPT, and those of the clauses around, first; in a
        # finally body's handler copy: the exception, then its state)
        state = past + 1 if w.ins[past].op == "POP_TOP" and stack and isinstance(stack[-1], N.ExcValue) else past
        if w.ins[state].op == "POP_EXCEPT":
            if swallow < 0 or _landing(w, swallow) == _landing(w, k) or regions311.exit_copy(w, swallow, k):
                return None
            return clause_exit311.unwound_const_return(w, state, tr.clauses)
    past = _unwound(tr, w, k, stack)[0]
    if past == k or swallow < 0 or _landing(w, swallow) == _landing(w, k):
        return None
    return _const_return(w, past)


def _unwound_jump(tr: Try311, w: Walker, site: _Site, k: int, ctx: Ctx, stack: List[ast.expr]
                  ) -> Optional[List[ast.stmt]]:
    """The ``break``/``continue`` that ends the body whose exit call ends at ``k``, run
    after the exit calls of the ``with`` statements around (and the pops of the iterators
    of the loops between: :func:`_unwound`), where the path that swallowed an exception
    goes on in other code (not into the same jump: the statement after the ``with``).
    Its statements, or None."""
    past, popped = _unwound(tr, w, k, stack)
    swallow = site.swallow
    if past == k or w.flow.jump_sources.get(k) or _swallowed_into(w, k, swallow) \
            or not _leaves_loop(w, past, ctx):
        return None
    return w.jump(w.ins[past].target, ctx, stack[:len(stack) - popped], at=past)


def _swallowed_into(w: Walker, k: int, swallow: int) -> bool:
    """The path that swallowed an exception (at ``swallow``; -1: none known) goes on into
    the same code as the body's path at ``k``: what follows the exit call there is the
    statement after the ``with``, not the body's own last statement."""
    return swallow < 0 or _landing(w, k) == _landing(w, swallow) or w.same_code(k, swallow)


def _leaves_loop(w: Walker, k: int, ctx: Ctx) -> bool:
    """The ``JUMP`` at ``k``, which nothing jumps to, is a ``break``/``continue`` of the
    innermost loop (or a ``break`` to the end of the loop around it)."""
    if w.ins[k].op != "JUMP" or w.flow.jump_sources.get(k):
        return False
    t = w.thread(w.ins[k].target)
    return _loop_jump(w, ctx, t) or (len(ctx.loops) > 1 and outer_continue(w, t, ctx.loops[-2]))


def _unwound(tr: Try311, w: Walker, k: int, stack: List[ast.expr]) -> Tuple[int, int]:
    """Past what a ``return`` in the body of the ``with`` whose exit call ends at ``k``
    runs from ``k`` on, innermost first: the pops of the iterators of the ``for`` loops
    and the exit calls of the ``with`` statements around (``stack``: the one outside the
    statement, a ``with_exit`` marker for each of those; none with another statement's
    frame between); and how many values of ``stack`` they drop."""
    frames = [f for f in reversed(tr.frames)]
    s, fi = list(stack), 0
    while s:
        if _is_iterator(s[-1:]) and w.ins[k].op == "POP_TOP":
            k += 1
        elif isinstance(s[-1], N.Marker) and s[-1].kind == "with_exit" and fi < len(frames) \
                and frames[fi].kind == "with" and exit_call(w, k, frames[fi].is_async):
            k += exit_call(w, k, frames[fi].is_async)
            fi += 1
        else:
            break
        s.pop()
    return k, len(stack) - len(s)


def _returned_past_copies(tr: Try311, w: Walker, k: int, swallow: int) -> Optional[ast.expr]:
    """The constant of a ``return <constant>`` that ends the body whose exit call ends at
    ``k``, loaded after the copies of the enclosing statements' exits and finally bodies
    (a ``with`` in a try body with a finally clause), where the path that swallowed an
    exception (``swallow``) goes on elsewhere.  None: not such a return."""
    if swallow < 0 or swallow == k or _landing(w, swallow) == _landing(w, k):
        return None
    return copies311.const_return(tr, w, k)


def _enclosing_exits(tr: Try311, w: Walker, k: int) -> int:
    """Past the exit calls at ``k`` of the ``with`` statements around the one whose exit
    call ends at ``k`` (innermost first, none with another statement's frame between): a
    ``return`` in its body calls them all before it returns.  ``k`` where there is none."""
    for frame in reversed(tr.frames):
        n = exit_call(w, k, frame.is_async) if frame.kind == "with" else 0
        if not n:
            break
        k += n
    return k


def _past_try(tr: Try311, w: Walker, nxt: int) -> int:
    """Where the walk goes on after the statement: ``nxt``, or, where what follows the
    ``with`` also follows the enclosing try body (outside its extent, not yet reached),
    that body's end (the try statement goes on at ``nxt``)."""
    if nxt >= 0 and nxt not in w.flow.reachable and tr.bodies:
        T, bT = tr.bodies[-1]
        if nxt not in tr.extent(w, T):
            tr.leaves[T] = nxt
            return bT
    return nxt


def _with_node(mgr: ast.expr, target: Optional[ast.expr], body: List[ast.stmt], is_async: bool) -> ast.stmt:
    """The statement, merged with a ``with`` that is its whole body (several items)."""
    item = ast.withitem(context_expr=mgr, optional_vars=target)
    cls = ast.AsyncWith if is_async else ast.With
    if len(body) == 1 and isinstance(body[0], cls) and getattr(body[0], "_undis_merge", False):
        node: ast.stmt = body[0]
        node.items.insert(0, item)  # type: ignore[attr-defined]
    else:
        node = cls(items=[item], body=body or [ast.Pass()], type_comment=None)
    setattr(node, "_undis_merge", True)  # noqa: B010 - a private mark on an ast node
    return node


def leaving_tail(w: Walker, k: int, swallow: int, ctx: Ctx, stack: List[ast.expr]
                 ) -> Optional[List[ast.stmt]]:
    """The code at ``k``, right after the exit call that ends a ``with`` body in a loop,
    is the body's last statement, a ``break`` or ``return`` (the pop of a ``for`` loop's
    iterator first; a ``while`` loop's exit block copied onto its break), when the path
    that swallowed an exception goes on elsewhere (not into the same code).  Its
    statements, or None."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or w.flow.jump_sources.get(k) or _swallowed_into(w, k, swallow):
        return None
    if not loop.is_for:
        brk = copies311.loop_exit_copy(w, k, loop) if w.bc.facts.copies_lined_exit_blocks else -1
        if brk < 0:
            return None
        ctx.breaks.append(brk)
        return [ast.Break()]
    if w.ins[k].op != "POP_TOP" or not _is_iterator(stack[-1:]):
        return None
    breaks: List[int] = []
    try:  # (``k`` may end an enclosing try body: the break/return is the with body's)
        tail, end, _ = w.walk(k, Ctx(ctx.stops - {k}, ctx.loops, breaks), list(stack))
    except DecompileFailure:
        return None
    last = tail[-1] if tail else None
    if end != -1 or not isinstance(last, (ast.Break, ast.Return)):
        return None
    ctx.breaks.extend(breaks)
    return tail


def _copy_tail(tr: Try311, w: Walker, k: int, swallow: int, ctx: Ctx, stack: List[ast.expr]
               ) -> Optional[List[ast.stmt]]:
    """The code at ``k``, right after the exit call that ends a ``with`` body, is a copy of
    an enclosing finally body (or with exit) that the body's last statement runs (a
    ``break``, ``continue`` or ``return``), where the path that swallowed an exception goes
    on elsewhere (the statement after the ``with``, not into the same code).  Its
    statements (the copy skipped), or None."""
    if w.flow.jump_sources.get(k) or _swallowed_into(w, k, swallow):
        return None
    breaks: List[int] = []
    try:
        if copies311.skip_copy(tr, w, k, list(stack)) is None:
            return None
        tail, end, _ = w.walk(k, Ctx(ctx.stops - {k}, ctx.loops, breaks), list(stack))
    except DecompileFailure:
        return None
    last = tail[-1] if tail else None
    if end != -1 or not isinstance(last, (ast.Break, ast.Continue, ast.Return)):
        return None
    ctx.breaks.extend(breaks)
    return tail


def body_jump(w: Walker, k: int, swallow: int, ctx: Ctx, end_at: int) -> bool:
    """The ``JUMP`` at ``k``, right after the exit call that ends a ``with`` body (and the
    pop of a ``for`` loop's iterator), is the body's last statement (``break``,
    ``continue``): the path that swallowed an exception goes on elsewhere (where the
    statement after the ``with`` starts), or 3.11 (see :func:`explicit_jump`)."""
    ins = w.ins[k] if k < len(w.ins) else None
    return ins is not None and ins.op == "JUMP" and swallow >= 0 and swallow != k \
        and (_landing(w, ins.target) != _landing(w, swallow) or explicit_jump(w, k, end_at)) \
        and k not in w.flow.jump_sources and _loop_jump(w, ctx, w.thread(ins.target))


def explicit_jump(w: Walker, k: int, end_at: int) -> bool:
    """3.11: the ``JUMP`` at ``k`` that ends a ``with`` body does not go to the jump at
    the with's end ``end_at``, though it leads where that one does: the body's own
    ``break``/``continue`` (the with's normal exit jumps to its end, a jump with a line
    of its own, which 3.11 does not thread; 3.12+ does).  3.12+: the path that swallowed
    an exception jumps from ``end_at`` to another jump, not to ``k``, leading where ``k``
    does (the end of a ``while`` body keeps its line: no jump is threaded through it)."""
    ins = w.ins
    if w.bc.facts.cold_handlers:
        raw = ins[end_at].target if ins[end_at].op == "JUMP" else end_at
        return ins[k].op == ins[raw].op == "JUMP" and raw not in (k, ins[k].target) \
            and _landing(w, raw) == _landing(w, k)
    return ins[k].op == ins[end_at].op == "JUMP" and k != end_at and ins[k].target != end_at


def with_handler(w: Walker, W: int, is_async: bool) -> int:
    """Check the with handler's shape; where the path that swallowed an exception goes on
    after dropping the exception (a jump there, or the code after the statement)."""
    end_at = with_handler_end(w, W, is_async)
    if end_at < 0:
        raise _fail("with handler shape")
    return end_at


def with_target(w: Walker, k: int, b: int, inner: List[ast.expr]) -> Tuple[Optional[ast.expr], int]:
    """The ``as`` target (any store: name, attribute, tuple) and where the body starts."""
    ins = w.ins
    if ins[k].op == "POP_TOP":
        return None, k + 1
    mark = N.name("__undis_with_enter__")
    tmp = inner + [mark]
    tstmts: List[ast.stmt] = []
    while len(tmp) > len(inner) and k < b:
        if ins[k].target >= 0:
            raise _fail("with target")
        w.sim.step(ins[k], tmp, tstmts)
        k += 1
    if len(tstmts) != 1 or not isinstance(tstmts[0], ast.Assign) or len(tstmts[0].targets) != 1 \
            or tstmts[0].value is not mark:
        raise _fail("with target")
    return tstmts[0].targets[0], k


def _iterator_pops(w: Walker, k: int, stack: List[ast.expr]) -> int:
    """How many ``POP_TOP`` from ``k`` on drop the ``for`` loops' iterators on top of ``stack``."""
    n = 0
    while k + n < len(w.ins) and w.ins[k + n].op == "POP_TOP" and _is_iterator(stack[:len(stack) - n][-1:]):
        n += 1
    return n
