"""``for`` and ``while`` loops: the body is walked with the loop on the context; the
``while`` test is found at the top (``if not c: break`` first in the body), at the
bottom (:class:`~undis.structure.stmt_edit.LoopTest`) or nowhere (``while True``); the
``else`` clause comes from the break targets; retry loops (both loops at one header)
loop only from except clauses.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional, Set, Tuple

from undis.bytecode import Handler
from undis.emit import nodes as N
from undis.structure import inverted, loop_ends
from undis.structure.conditions import negate
from undis.structure.simulate import DecompileFailure, Slot, SlotGroup
from undis.structure.stmt_edit import (
    LoopTest,
    UnnestTests,
    continue_into_finally,
    drop_last_breaks,
    is_break_guard,
    split_guard,
    strip_continue,
)
from undis.structure.ternaries import TAIL_ENDS
from undis.structure.tryshapes311 import landing
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import Ctx, Loop

if TYPE_CHECKING:
    from undis.structure.walker import Walker

#: instructions that end a path
_LEAVES = frozenset({"RETURN_VALUE", "RAISE_VARARGS", "RERAISE"})


def loop(w: Walker, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    for idiom in w.extensions:
        nxt = idiom.loop(w, header, ctx, stack, out)
        if nxt is not None:
            return nxt
    latch = loop_ends.threaded_latch(w, header, w.flow.latch(header))
    ins = w.ins[header]
    inner = inverted.inverted_body(w, header, latch, stack)
    if inner is not None:
        body_header, exit_ = inner
        w.continue_alias[body_header] = header
        if exit_ < header:
            w.test_exits.add(exit_)
        return while_loop(w, body_header, w.flow.latch(body_header), ctx, stack, out, also=header)
    if ins.op == "FOR_ITER":
        return for_loop(w, header, latch, ctx, stack, out)
    if w.bc.facts.forward_only_cond_jumps and inverted.after_entry_test(w, header, latch):
        w.continue_alias.setdefault(header, header)  # (the bottom test jumps back through a JUMP)
    return while_loop(w, header, latch, ctx, stack, out)


class MisreadBreak(DecompileFailure):
    """A ``for`` loop's breaks go both into and past its else clause (see :func:`_no_break_into`)."""


def for_loop(w: Walker, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    """A ``for`` loop; where its breaks go both into and past its else clause, walked again
    with the paths that pop its iterator and return read as returns, not as breaks to a
    copied exit block (what they do: the reading of :func:`exits.copied_break` is a guess)."""
    n, saved = len(out), list(stack)
    try:
        return _for_loop(w, header, ctx, stack, out)
    except MisreadBreak:
        if header in w.returning_loops:
            raise
    del out[n:]
    stack[:] = saved
    w.returning_loops.add(header)
    return _for_loop(w, header, ctx, stack, out)


def _for_loop(w: Walker, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    exit_ = w.ins[header].target
    iterator = w.sim.pop(stack)
    if not isinstance(iterator, N.Marker):
        iterator = N.Marker("iter", iterator)  # ``.0`` of a comprehension: already an iterator
    if iterator.kind not in ("iter", "aiter") or iterator.value is None:
        raise DecompileFailure("for loop over an unknown iterator")
    targets: List[ast.expr] = []
    group = SlotGroup(1, -1, lambda t: targets.append(t.elts[0] if isinstance(t, ast.Tuple) else t))
    inner = Ctx(frozenset({header, exit_}), ctx.loops + (Loop(header, exit_, True),))
    body, _, _ = w.walk(header + 1, inner, stack + [iterator, Slot(group, 0)])
    if not targets:
        raise DecompileFailure("for loop without a target")
    body = _dead_continues(w, body, header, exit_)
    node = ast.For(target=targets[0], iter=iterator.value, body=strip_continue(body), orelse=[],
                   type_comment=None)
    return loop_tail(w, node, exit_, inner, ctx, stack, out)


def loop_tail(w: Walker, node: ast.stmt, exit_: int, inner: Ctx, ctx: Ctx, stack: List[ast.expr],
              out: List[ast.stmt]) -> int:
    out.append(node)
    # (see _no_break_into)
    to_exit = isinstance(node, ast.For) and exit_ in inner.breaks and w.bc.facts.copies_exit_blocks
    breaks = {b for b in inner.breaks if b != exit_ and not _threaded_exit(w, exit_, b)}
    if len(breaks) > 1:  # (3.10: copies of one exit path, each break jumping to its own)
        breaks = {w.stop_aliases.get(b, b) for b in breaks}
    if len(breaks) > 1:
        raise DecompileFailure("loop with several break targets")
    if breaks:
        end = breaks.pop()
        if (end in w.moved_tails or end in w.loop_end_breaks) and end < exit_:
            # the else clause returns or jumps back to the tail (or raises: the break is the
            # end of a finally body, see exits.loop_end_break)
            orelse, stop, _ = w.walk(exit_, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(stack))
            # (or at another copy of that end: a finally body's RERAISE 0, see finally311._walk_finally)
            if stop >= 0 and stop != end and w.stop_aliases.get(stop) != end:
                raise DecompileFailure("loop else clause does not end the function")
            if stop < 0 and not orelse and isinstance(node, ast.For):
                # (the else clause leaves without a statement, an except clause's end: the
                # break to the tail was a return that pops the iterator, see for_loop)
                raise MisreadBreak("loop else clause leaves where its breaks do not")
            _no_break_into(to_exit, orelse)
            _no_dead_else(w, node, orelse, exit_, end)
            node.orelse = orelse  # type: ignore[attr-defined]
            return end
        if end > exit_ or (ctx.loops and end == ctx.loops[-1].header):
            if exit_ in ctx.stops and end < exit_ and _else_breaks_outer(w, exit_, end, ctx):
                node.orelse = [ast.Break()]  # type: ignore[attr-defined]
                ctx.breaks.append(exit_)
                return end
            if exit_ in ctx.stops and end < exit_:
                if _break_through_exit(w, exit_, end):
                    return exit_
                raise DecompileFailure("loop else clause shared with an enclosing block")
            orelse, _, _ = w.walk(exit_, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(stack))
            _no_empty_else_past(node, exit_, end, ctx, orelse)
            if end < exit_:  # the else clause runs into the outer loop's next iteration
                orelse = strip_continue(orelse)
            _no_break_into(to_exit, orelse)
            _no_dead_else(w, node, orelse, exit_, end)
            node.orelse = orelse  # type: ignore[attr-defined]
            return end
        raise DecompileFailure("a break to code before the loop's exit")
    return exit_


def _no_dead_else(w: Walker, node: ast.stmt, orelse: List[ast.stmt], exit_: int, end: int) -> None:
    """A loop with no test (``while True``) never runs an else clause: the code read as
    one at ``exit_``, where some of its breaks go, is the rest of its body or code after
    it (its breaks were misread), unless it is a copy of the code at ``end``, where the
    others go (3.12+: a return copied onto each break); an else clause that does nothing
    (3.8/3.9: ``pass``, the end of an enclosing loop's body) loses nothing."""
    if any(not isinstance(s, (ast.Pass, ast.Continue)) for s in orelse) and isinstance(node, ast.While) \
            and isinstance(node.test, ast.Constant) and node.test.value and not w.same_code(exit_, end):
        raise DecompileFailure("else clause of a loop that has no test")


def _no_break_into(to_exit: bool, orelse: List[ast.stmt]) -> None:
    """A ``break`` that went to the loop's exit (``to_exit``) would run the else clause
    ``orelse``, which the other breaks skip: one of the jumps was misread (e.g. 3.11's
    ``return`` in a ``for`` loop, which pops the iterator and returns ``None`` as a
    ``break`` to a copy of the implicit ``return None`` after an else clause does: only
    where the compiler copies exit blocks onto breaks, 3.10+)."""
    if to_exit and orelse:
        raise MisreadBreak("loop breaks both into and past its else clause")


def _no_empty_else_past(node: ast.stmt, exit_: int, end: int, ctx: Ctx, orelse: List[ast.stmt]) -> None:
    """A ``for`` loop whose exit ``exit_`` ends the enclosing block (no else clause can
    start there) and whose breaks go on past it, at ``end``: the statements there would run
    after the loop whichever way it ends, where its exit skips them.  The breaks were
    misread: they are returns that pop the iterator before a copy of the function's
    ``return None`` (3.10+: ``for x in items: return`` in an if branch)."""
    if isinstance(node, ast.For) and not orelse and exit_ in ctx.stops and end > exit_:
        raise MisreadBreak("loop breaks past the end of the enclosing block")


def _threaded_exit(w: Walker, exit_: int, target: int) -> bool:
    """The loop's exit is the jump back to the header of an enclosing loop (the loop ends
    that loop's body), and a ``break`` leaves the same way: 3.12+ thread its jump straight
    to that header ``target``; 3.8/3.9 to another jump back there (the enclosing body's
    closing jump, past the statements the loop ends)."""
    ins = w.ins[exit_] if 0 <= exit_ < len(w.ins) else None
    if ins is None or ins.op != "JUMP" or ins.target >= exit_:
        return False
    if w.bc.facts.forward_only_cond_jumps:
        return ins.target == target
    at = w.ins[target] if w.bc.facts.threads_jumps_across_lines and 0 <= target < len(w.ins) else None
    return at is not None and at.op == "JUMP" and at.target == ins.target and exit_ < target


def _break_through_exit(w: Walker, exit_: int, end: int) -> bool:
    """3.8/3.9: the loop's exit is a jump back to the enclosing loop's header ``end``,
    the end of an enclosing block whose other branches jump to that exit too; the
    peephole threaded the ``break`` through it (a plain ``break``, no else clause)."""
    ins = w.ins[exit_] if 0 <= exit_ < len(w.ins) else None
    return w.bc.facts.threads_jumps_across_lines and ins is not None and ins.op == "JUMP" \
        and ins.target == end


def _else_breaks_outer(w: Walker, exit_: int, end: int, ctx: Ctx) -> bool:
    """3.8/3.9: a loop whose ``break`` goes on at the header ``end`` of the loop around it
    and whose normal exit is that loop's exit: an ``else: break`` clause (the jump to it
    threaded through its ``break``)."""
    outer = ctx.loops[-1] if ctx.loops else None
    return w.bc.facts.threads_jumps_across_lines and outer is not None and end == outer.header \
        and exit_ == outer.exit


class FallenExit(DecompileFailure):
    """A loop with no exit of its own breaks to two places, the first running into the
    second (see :func:`_fallen_exit`)."""


def while_loop(w: Walker, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
               also: int = -1, guard: Optional[ast.expr] = None, past_rest: bool = False) -> int:
    """A ``while`` loop; where it has no exit of its own and its breaks go to two places,
    the first running into the second, walked again with the second as its exit (the first
    is the rest of its body after an ``if`` whose else part continues: see
    :func:`_fallen_exit`); where that reading fails, read as before, that code past the
    loop (the refusals of :func:`loop_tail` stand guard).  ``past_rest``: the exit is the
    entry test's, past the rest of the body placed after the jump back
    (:func:`_rest_before_exit`), a second reading."""
    n, saved, again = len(out), list(stack), header in w.fallen_exits
    try:
        return _while_loop(w, header, latch, ctx, stack, out, also, guard, past_rest)
    except FallenExit:
        if again:
            raise
    del out[n:]
    stack[:] = saved
    try:
        return _while_loop(w, header, latch, ctx, stack, out, also, guard, past_rest)
    except DecompileFailure:
        del out[n:]
        stack[:] = saved
        w.fallen_exits[header] = (-1, -1)
    return _while_loop(w, header, latch, ctx, stack, out, also, guard, past_rest)


def _while_loop(w: Walker, header: int, latch: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                also: int, guard: Optional[ast.expr], past_rest: bool) -> int:
    cold = _cold_with_latch(w, header, latch, ctx)  # (the inner loop's latch)
    first_latch = latch
    exit_, latch, dead = _while_exit(w, header, latch, also, guard)
    rest = exit_
    if past_rest:
        exit_ = loop_ends.top_exit(w, header, latch)
    tail = w.fallen_exits.get(header, (-1, -1))[0]
    if tail >= 0:
        exit_ = w.fallen_exits[header][1]
    own = latch if latch != w.flow.latch(header) else -1  # (a loop sharing its header with an outer one)
    if dead > max(latch, own):
        own = dead  # (3.8/3.9: the body runs on to its dead jump back, past the last live one)
    inner = Ctx(frozenset({header} | ({exit_} if exit_ >= 0 else set())),
                ctx.loops + (Loop(header, exit_, False, also, own, tail),))
    body, end = _loop_body(w, header, latch, cold, inner, stack)
    exit_ = _body_end(w, header, latch, exit_, dead, end, inner, stack, body)
    test, exit_ = _bottom_test(w, header, latch, exit_, also, guard, inner, stack, body)
    first = body[0] if body else None
    if not isinstance(test, ast.Constant) and isinstance(first, ast.If) and is_break_guard(first) \
            and _exits_elsewhere(w, header, latch, exit_):
        # (the body's first test leaves it elsewhere than the test read at its bottom: the
        # jump back after ``if c: continue``, the rest of the body placed after the loop)
        raise DecompileFailure("a bottom-tested loop whose first test leaves it elsewhere")
    kept = False
    if isinstance(test, ast.Constant) and isinstance(first, ast.If) and is_break_guard(first):
        test, body = _guard_test(w, first, body, header, exit_, latch, dead, inner.breaks)
        kept = not isinstance(test, ast.Constant) and _continue_latch(w, header, latch)
        if not isinstance(test, ast.Constant) and _exits_elsewhere(w, header, latch, exit_):
            if not past_rest and _rest_before_exit(w, header, latch, rest):
                return while_loop(w, header, first_latch, ctx, stack, out, also, guard, past_rest=True)
            raise DecompileFailure("the loop's entry test leaves it elsewhere than its exit")
    if exit_ < 0:
        body = _retry_loop(w, header, body, inner)
    elif isinstance(test, ast.Constant) and any(isinstance(n, LoopTest) for s in body for n in ast.walk(s)):
        # the jump back that ends the body (its last jump, read as a bottom test) is the
        # ``continue`` of an ``if`` nested in it, whose else goes on at the loop's exit:
        # ``if c: continue`` then ``break``
        body = [UnnestTests().visit(s) for s in body]
        inner.breaks.append(exit_)
    if any(isinstance(n, LoopTest) or hasattr(n, "_undis_retry") for s in body for n in ast.walk(s)):
        raise DecompileFailure("loop test (or a retry loop's try) inside the loop body")
    if guard is not None and ast.dump(guard) != ast.dump(test):
        raise DecompileFailure("while loop guarded by a different test")
    if also >= 0 and isinstance(test, ast.Constant):
        raise DecompileFailure("while loop entered past its test, which its bottom does not repeat")
    if not body and not isinstance(test, ast.Constant) and _continue_latch(w, header, latch) \
            and w.line(latch) != w.line(latch - 1):
        body = [ast.Continue()]  # (the body is the jump back to the test alone, on a line of its own)
    body = _dead_continues(w, body, header, exit_)
    stmts = body if kept else strip_continue(body)
    if all(isinstance(s, ast.Pass) for s in stmts) and not isinstance(test, ast.Constant) \
            and loop_ends.dead_continue(w, header, latch):
        stmts = [ast.Continue()]  # (its dead copy is the body's: see loop_ends.dead_continue)
    if _final_continue(w, header, latch, test, body):
        stmts = body if latch in w.flow.jump_sources else continue_into_finally(body)
    node = ast.While(test=test, body=stmts or [ast.Pass()], orelse=[])
    if header not in w.fallen_exits and _fallen_exit(w, header, latch, exit_, inner.breaks):
        raise FallenExit("a break target of a loop runs into its exit")
    if exit_ < 0:
        exits = sorted(set(inner.breaks))
        if not exits:
            out.append(node)
            return -1
        exit_ = exits[0]
    return loop_tail(w, node, exit_, inner, ctx, stack, out)


def _loop_body(w: Walker, header: int, latch: int, cold: int, inner: Ctx, stack: List[ast.expr]
               ) -> Tuple[List[ast.stmt], int]:
    """The body of the ``while`` loop at ``header`` (last jump back at ``latch``; ``cold``:
    the latch of an inner loop at the same header placed with the handlers, or -1) and
    where its walk ended: a body shared with a loop at the same header, or walked."""
    shared = _shared_header_body(w, header, latch, inner, stack, dead=True) if cold < 0 \
        else _cold_inner_body(w, header, cold, inner, stack)
    if shared is None and w.bc.facts.exception_table and _with_exit_latches(w, header, latch):
        try:  # (the walk would read the with's exit as the body's end)
            shared = _shared_header_body(w, header, latch, inner, stack)
        except DecompileFailure:
            shared = None
    try:
        if shared is not None:
            return shared
        body, end, _ = w.walk(header, inner, list(stack), enter=True)
        return body, end
    except DecompileFailure:
        shared = _shared_header_body(w, header, latch, inner, stack)
        if shared is None:
            raise
        return shared


def _fallen_exit(w: Walker, header: int, latch: int, exit_: int, breaks: List[int]) -> bool:
    """The loop at ``header`` (exit ``exit_``, -1: none of its own) breaks to a place
    before its exit (or, with no exit of its own, to two places) where straight code,
    which only the loop body jumps to, runs into the exit (the other place), or ends right
    before it in a return or raise (3.10+: a copy of the code after the loop): the rest of
    the body after an ``if`` whose else part continues (laid out after that jump back),
    then its ``break``; not an else clause (which a loop without a test never runs, and
    which its test jumps to).  Records (that place, the exit) in ``w.fallen_exits``."""
    targets = sorted(set(breaks) | ({exit_} if exit_ >= 0 else set()))
    if len(targets) != 2 or targets[0] == exit_:
        return False
    first, second = targets
    if first <= latch or any(not header <= k <= latch for k in w.flow.jump_sources.get(first, ())):
        return False
    if any(x.target >= 0 or (x.op in _LEAVES and k < second - 1) for k, x in enumerate(w.ins[first:second], first)) \
            or any(k in w.flow.jump_sources for k in range(first + 1, second)):
        return False
    w.fallen_exits[header] = (first, second)
    return True


def _while_exit(w: Walker, header: int, latch: int, also: int, guard: Optional[ast.expr]) -> Tuple[int, int, int]:
    """Where the ``while`` loop at ``header`` exits (-1: no exit of its own), from the shape of
    its jump back at ``latch``; returns (exit, latch, the dead latch of 3.8/3.9 or -1): the
    latch moves back to the end of the body when the body runs on to a dead jump back."""
    last = w.ins[latch]
    dead = loop_ends.dead_latch(w, header, latch)
    if dead >= 0:
        exit_ = loop_ends.dead_latch_exit(w, header, latch, dead)
    elif last.op in _COND_JUMPS and not w.bc.facts.inverted_while:
        exit_ = loop_ends.top_exit(w, header, latch)  # 3.8/3.9: ``if c: ...`` ends the body
        end = loop_ends.dead_body_end(w, header, latch)
        if exit_ < 0 or latch < exit_ <= end:
            # (``while True: if c: ... raise``: the body runs on to its dead jump back; a
            # jump to code before it goes to the then-branch, ``if a and (b or c): return``)
            exit_, latch = (exit_ if exit_ < 0 else loop_ends.top_exit(w, header, end)), end
    elif last.op in _COND_JUMPS:
        exit_ = inverted.past_chain_cleanup(w, latch + 1)
    elif latch > 0 and w.ins[latch - 1].op in _COND_JUMPS and w.ins[latch - 1].target > latch \
            and not w.flow.in_body_try(w.ins[latch - 1].target, header, latch):
        exit_ = inverted.past_chain_cleanup(w, w.ins[latch - 1].target, latch - 1)
        if _rest_before_body_code(w, header, latch, exit_):
            exit_ = -1  # (``if c: continue`` then the rest of the body, itself before more of it)
    else:
        exit_ = loop_ends.top_exit(w, header, loop_ends.dead_body_end(w, header, latch))
    if exit_ < 0 and latch in w.flow.dead_latches and latch + 1 in w.flow.jump_sources:
        exit_ = latch + 1  # (3.8/3.9: a ``while True`` that never loops, left by its breaks)
    if exit_ < 0 and _continued(w, header, latch):
        exit_ = latch + 1
    if (guard is not None or also >= 0) and exit_ == latch + 1:
        exit_ = loop_ends.exit_back(w, exit_, header, latch)
    return exit_, latch, dead


def _exits_elsewhere(w: Walker, header: int, latch: int, exit_: int) -> bool:
    """The entry test of the ``while`` loop at ``header`` (read from the ``if not c: break``
    that starts its body) jumps past ``latch`` to other code than ``exit_``, the exit read
    from the shape of the jump back (a jump over it: ``if c: continue`` then more): that
    code is no exit of the loop (a case's guard failing to a copy of the code after its
    match statement, which the case's failure chain runs into too)."""
    top = loop_ends.top_exit(w, header, latch)
    return exit_ >= 0 and top >= 0 and w.thread(top) != w.thread(exit_) and not w.same_code(top, exit_)


def _continued(w: Walker, header: int, latch: int) -> bool:
    """3.8/3.9: the ``while`` loop at ``header`` (its last jump back at ``latch``) is followed
    by a dead jump back to the header of a loop around it, a ``continue`` that nothing
    reaches: the loop's test jumps there, threaded through that ``continue`` (the loop
    exits to it: ``if c: (while d: ...) continue``)."""
    ins, k = w.ins, latch + 1
    if not w.bc.facts.threads_jumps_across_lines or k >= len(ins) or k not in w.dead_jumps():
        return False
    outer = ins[k].target
    return 0 <= outer < header and w.flow.is_header(outer) and any(
        ins[j].op in _COND_JUMPS and ins[j].target == outer for j in range(header, latch))


def _body_end(w: Walker, header: int, latch: int, exit_: int, dead: int, end: int, inner: Ctx,
              stack: List[ast.expr], body: List[ast.stmt]) -> int:
    """The ``while`` body ``body`` whose walk ended at ``end``: a final ``break`` where the
    walk ran into the exit (3.8/3.9: jumps to it threaded past it), or the code it falls
    out to; returns the loop's exit (it may move: then no ``break`` read in the body may
    go to the code that turned out to be the rest of the body)."""
    if end >= 0 and end == exit_ and (loop_ends.dead_break(w, dead) or latch in w.flow.dead_latches):
        body.append(ast.Break())  # (3.8/3.9: the jumps to the final ``break`` threaded past it)
    elif end >= 0 and end == exit_:
        breaks = set(inner.breaks)
        exit_ = _falls_out(w, end, header, latch, inner, stack, body)
        if exit_ != end and end in breaks:
            raise DecompileFailure("a break to the code read as the rest of the loop's body")
    if dead >= 0 and len(body) > 1 and isinstance(body[-1], ast.Break) and w.ins[dead - 2].op != "JUMP":
        drop_last_breaks(body[-2])  # (the if's branches fell into the final ``break``)
    return exit_


def _bottom_test(w: Walker, header: int, latch: int, exit_: int, also: int, guard: Optional[ast.expr],
                 inner: Ctx, stack: List[ast.expr], body: List[ast.stmt]) -> Tuple[ast.expr, int]:
    """The loop's test read at the bottom of ``body`` (a final :class:`LoopTest`, popped), or
    ``True``; ``if t: continue`` then the rest of the body placed last is ``while True``.
    Returns (the test, the loop's exit)."""
    test: ast.expr = N.const(True)
    if body and isinstance(body[-1], LoopTest):
        last = body.pop()
        assert isinstance(last, LoopTest)
        if also >= 0 and _tests(w, also, header) != _tests(w, *last.jumps):
            raise DecompileFailure("the bottom test repeats part of the loop's entry test")
        test = last.test
        guarded = _guarded(w, header, latch, exit_, also, guard)
        if not body and also < 0 and guard is None and not _test_copied(w, header, latch):
            # (3.10+: the test at the header is the only one)
            body.append(_explicit_continue())
            return test, exit_
        reach = w.flow.reachable
        if not guarded and 0 <= last.jumps[0] and last.jumps[0] not in reach and header in reach \
                and not _entry_exit(w, header, exit_):
            # (a test that only the path swallowing a with's exception reaches, in a loop that
            # normal flow enters with no entry test: ``while True: (with cm: continue) if c: break``)
            raise DecompileFailure("a bottom test in handler code of a loop without an entry test")
        rest = None if guarded else _loop_rest(w, exit_, header, inner, stack)
        if rest is not None:  # ``if t: continue`` then the rest of the body (placed last), in ``while True``
            body += [ast.If(test=test, body=[ast.Continue()], orelse=[])] + rest
            test, exit_ = N.const(True), _guard_exit(w, exit_, header, latch, body)
        elif not guarded and exit_ < 0:
            raise DecompileFailure("bottom test of a loop with no entry test and no exit")
    return test, exit_


def _tests(w: Walker, start: int, end: int) -> int:
    """How many conditional jumps the test from ``start`` to ``end`` takes: the bottom test
    of a loop entered past its test repeats that test, each part (3.12+: where the code
    after the loop lies before the bottom test, as after a ``with`` whose body leaves, a
    part may jump back to it: ``while not (a or b): (with cm: continue)``, whose part ``a``
    must not read as an ``if a: break`` in the body)."""
    return sum(1 for k in range(start, end) if w.ins[k].op in _COND_JUMPS)


def _dead_continues(w: Walker, body: List[ast.stmt], header: int, exit_: int) -> List[ast.stmt]:
    """3.8/3.9: ``continue`` then ``continue``: a body that ends with an explicit ``continue``
    (its jump doubled by the body's own, see :func:`exits.doubled_continue`) followed, up to
    the loop's exit, by more dead jumps back than that one closing jump: each extra jump is
    a dead ``continue`` of the body (kept).  ``body`` with them."""
    last = body[-1] if body else None
    at = getattr(last, "_undis_jump", -1) if getattr(last, "_undis_doubled", False) else -1
    if at < 0 or exit_ <= at + 2 or exit_ > len(w.ins):
        return body
    if any(w.ins[k].op != "JUMP" or w.ins[k].target != header or not w.flow.never_runs(k)
           for k in range(at + 1, exit_)):
        return body
    extra = []
    for _ in range(exit_ - at - 2):
        cont = ast.Continue()
        cont._undis_doubled = True  # type: ignore[attr-defined]  # (see strip_continue)
        extra.append(cont)
    return body + extra


def _explicit_continue() -> ast.stmt:
    """``while c: continue``: the body of a loop whose only jump back goes to its test
    (3.10+: the end of a body repeats the test at the bottom)."""
    node = ast.Continue()
    node._undis_kept = True  # type: ignore[attr-defined]  # (see strip_continue)
    return node


def _rest_before_exit(w: Walker, header: int, latch: int, rest: int) -> bool:
    """3.10+: the code at ``rest``, where the test before the jump back at ``latch`` goes
    when false, is the rest of the loop body, not its exit: the loop's entry test leaves
    it past that code, which only the body reaches and which returns (or raises) before
    any other jump (``if c: continue`` then ``return``, the loop's body never running to
    its end): only that test reaches it."""
    ins, flow = w.ins, w.flow
    top = loop_ends.top_exit(w, header, latch)
    if not w.bc.facts.inverted_while or rest < 0 or top <= rest:
        return False
    k = rest
    while k < top and ins[k].target < 0 and ins[k].op not in TAIL_ENDS:
        k += 1
    return k < top and ins[k].op in TAIL_ENDS and flow.jump_sources.get(rest) == [latch - 1] \
        and not any(flow.jump_sources.get(j) for j in range(rest + 1, k + 1))


def _rest_before_body_code(w: Walker, header: int, latch: int, rest: int) -> bool:
    """3.8/3.9: the code at ``rest``, where the test before the jump back at ``latch`` goes
    when false, is the rest of the loop body, not its exit: reached only from that test,
    it returns (or raises) before any other jump or join, and more code reached only from
    the body lies past it (the else-branch of an ``if`` whose then-branch holds the test:
    ``if a: (if c: continue); return`` then ``return b``, with no jump back to close the
    body)."""
    ins, flow = w.ins, w.flow
    if w.bc.facts.inverted_while or flow.jump_sources.get(rest, []) != [latch - 1]:
        return False
    k = rest
    while k < len(ins) and ins[k].target < 0 and ins[k].op not in TAIL_ENDS:
        k += 1
        if k in flow.jump_sources:
            return False
    if k >= len(ins) or ins[k].op not in TAIL_ENDS:
        return False
    return any(ins[j].op in _COND_JUMPS and ins[j].target > k and all(
        header <= src < latch for src in flow.jump_sources[ins[j].target])
        and any(inverted.statement_end(w, s) for s in range(header, j)) for j in range(header, latch))


def _shared_header_body(w: Walker, header: int, latch: int, inner: Ctx, stack: List[ast.expr],
                        dead: bool = False) -> Optional[Tuple[List[ast.stmt], int]]:
    """The body of the ``while`` loop at ``header`` (to ``latch``) that did not read as one
    loop: ``while True: while True: ...`` puts no instruction between the two loops.  The
    inner loop ends at the first other jump back to ``header`` whose code (no try in it)
    jumps only within it or to just past it (its ``break``, at least one).  (body, where
    it ended), or None where there is none."""
    ins, flow = w.ins, w.flow
    withs = set() if dead else _with_exit_latches(w, header, latch)
    edges = _dead_inner_latches(w, header, latch) if dead else sorted(set(flow.back_edges.get(header, ())) | withs)
    own = next((e for e in edges if header < e < latch
                and ins[e].op == "JUMP" and (dead or e not in flow.handler_code or e in withs)
                and all(header <= ins[k].target <= e + 1 for k in range(header, e + 1) if ins[k].target >= 0)
                and any(ins[k].op == "JUMP" and ins[k].target == e + 1 for k in range(header, e))
                and not any(h.start <= e and header < h.end and not (e in withs and _inside(h, header, e))
                            for h in w.bc.handlers)), -1)
    if own < 0:
        return None
    del inner.breaks[:]
    body: List[ast.stmt] = []
    bstack = list(stack)
    nxt = while_loop(w, header, own, inner, bstack, body)
    if nxt < 0 or nxt in inner.stops:
        return body, nxt
    rest, end, _ = w.walk(nxt, inner, bstack)
    return body + rest, end


def _cold_with_latch(w: Walker, header: int, latch: int, ctx: Ctx) -> int:
    """3.12+: a jump back to ``header`` in the handlers placed last, past ``latch``, where a
    with's exit handler that swallowed an exception jumps: the end of the body of a loop
    nested first in the loop at ``header``, which shares its header; that jump (-1: none,
    or the walk is in the inner loop already)."""
    ins, flow = w.ins, w.flow
    if not w.bc.facts.cold_handlers or any(loop.header == header for loop in ctx.loops):
        return -1
    return next((e for e in range(latch + 1, len(ins)) if e in flow.handler_code and ins[e].op == "JUMP"
                 and ins[e].target == header and any(
                     j in flow.handler_code and ins[j].op == "JUMP" and [x.op for x in ins[j - 4:j]] == _SWALLOWED311
                     for j in flow.jump_sources.get(e, ()))), -1)


def _cold_inner_body(w: Walker, header: int, latch: int, inner: Ctx, stack: List[ast.expr]
                     ) -> Optional[Tuple[List[ast.stmt], int]]:
    """The body of the loop at ``header`` whose first statement is a loop at the same
    header, its latch at ``latch`` (:func:`_cold_with_latch`): that loop, then the rest."""
    body: List[ast.stmt] = []
    bstack = list(stack)
    try:
        nxt = while_loop(w, header, latch, inner, bstack, body)
    except DecompileFailure:
        return None
    if nxt < 0 or nxt in inner.stops:
        return body, nxt
    rest, end, _ = w.walk(nxt, inner, bstack)
    return body + rest, end


def _with_exit_latches(w: Walker, header: int, latch: int) -> Set[int]:
    """3.8-3.10: the jumps back to ``header`` before ``latch`` that end the exit handler of a
    ``with`` (3.9+: ``WITH_EXCEPT_START``, the exception swallowed: ``POP_EXCEPT; POP_TOP``;
    3.8: its cleanup, ``WITH_CLEANUP_START; WITH_CLEANUP_FINISH; END_FINALLY``, which only
    the handler reaches when the body never ends normally): where the ``with`` ends the
    body of a loop nested first in the loop at ``header``."""
    ins, flow = w.ins, w.flow
    if w.bc.facts.exception_table:
        return {e for e in range(header + 5, latch) if e in flow.handler_code and ins[e].op == "JUMP"
                and ins[e].target == header and [x.op for x in ins[e - 4:e]] == _SWALLOWED311
                and any(ins[k].op == "WITH_EXCEPT_START" for k in range(header, e))}
    return {e for e in range(header + 3, latch) if e in flow.handler_code and ins[e].op == "JUMP"
            and ins[e].target == header and (_with_handler_tail(w, header, e) or [x.op for x in ins[e - 3:e]] == [
                "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH", "END_FINALLY"])}


#: 3.11+: the end of a with's exit handler that swallowed the exception (the exit's result,
#: the exception state, then the exception and the exit function)
_SWALLOWED311 = ["POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]


def _inside(h: Handler, header: int, e: int) -> bool:
    """3.11+: the exception table entry ``h`` covers code between ``header`` and ``e`` and
    goes there: a with nested in the inner loop (:func:`_with_exit_latches`)."""
    return header <= h.start and h.end <= e and header <= h.target <= e


def _with_handler_tail(w: Walker, header: int, e: int) -> bool:
    """3.9/3.10: the code before ``e`` ends a with's exit handler that swallowed the exception."""
    ins = w.ins
    return ins[e - 2].op == "POP_EXCEPT" and ins[e - 1].op == "POP_TOP" \
        and any(ins[k].op == "WITH_EXCEPT_START" for k in range(header, e))


def _dead_inner_latches(w: Walker, header: int, latch: int) -> List[int]:
    """3.8/3.9: the dead jumps back to ``header`` before ``latch`` that follow a dead jump
    forward (a ``break``, after a jump) past them: the closing jump of a loop nested first in the body of the loop
    at ``header``, which shares its header (``while True: while c: ... else: break``, every
    jump to its end threaded)."""
    if w.bc.facts.drops_dead_code:
        return []
    ins = w.ins
    return [e for e in range(header + 2, latch) if e in w.dead_jumps() and ins[e].target == header
            and e - 1 in w.dead_jumps() and ins[e - 1].target == e + 1 and not w.flow.is_header(e + 1)]


def _continue_latch(w: Walker, header: int, latch: int) -> bool:
    """3.10+: the ``while`` loop at ``header``, its test there, loops back by a jump to it
    at ``latch``: the body never runs to its end (where its test would be copied), so
    that jump, and each that reaches it, is a ``continue`` of its own (kept)."""
    ins = w.ins[latch]
    return w.bc.facts.inverted_while and ins.op == "JUMP" and ins.target == header


def _final_continue(w: Walker, header: int, latch: int, test: ast.expr, body: List[ast.stmt]) -> bool:
    """3.10+: ``while c:`` read from its entry test at ``header``, whose last jump back
    (at ``latch``) goes to that test: the body never reaches its end (which would repeat
    the test at the bottom), it ends in an explicit ``continue``."""
    last = w.ins[latch]
    return w.bc.facts.inverted_while and not isinstance(test, ast.Constant) and last.op == "JUMP" \
        and last.target == header and bool(body) and isinstance(body[-1], ast.Continue)


def _guard_test(w: Walker, first: ast.If, body: List[ast.stmt], header: int, exit_: int, latch: int,
                dead: int, breaks: List[int]) -> Tuple[ast.expr, List[ast.stmt]]:
    """The test of a ``while`` loop whose body starts with ``first``, ``if c: break``
    (its test and the rest of its body).  ``breaks``: the loop's break targets, one of
    which is its exit when no conditional jump leaves the loop (3.10+)."""
    if dead >= 0 and all(isinstance(s, ast.Continue) for s in body[1:]):  # (its break is the last)
        test, guard_rest = split_guard(first)
        return test, guard_rest
    if exit_ < 0 and _sole(breaks) in w.loop_end_breaks:
        return N.const(True), body  # (3.12+: no test leaves the loop, its break is a ``RERAISE 0``)
    facts = w.bc.facts
    blocks = loop_ends.explicit_break(w, header, exit_ if exit_ >= 0 or facts.threads_jumps_across_lines
                                  else _sole(breaks), latch)
    if blocks is not None and facts.inverted_while:  # (``while not a`` would test at the bottom)
        return N.const(True), body
    if blocks is not None:
        test, guard_rest = split_guard(first, blocks)
        return test, guard_rest + body[1:]
    return negate(first.test), body[1:]


def _falls_out(w: Walker, exit_: int, header: int, latch: int, inner: Ctx, stack: List[ast.expr],
               body: List[ast.stmt]) -> int:
    """The loop body runs into the loop's exit (an ``if`` whose end is there): the rest of
    the body after a ``continue`` test when that code ends in a return or raise (then the
    exit is the entry test's, if any), else a ``break``.  Returns the loop's exit."""
    rest = _loop_rest(w, exit_, header, inner, stack)
    if rest is None:
        body.append(ast.Break())
        return exit_
    body += rest
    return _guard_exit(w, exit_, header, latch, body)


def _guard_exit(w: Walker, rest: int, header: int, latch: int, body: List[ast.stmt]) -> int:
    """The exit of a loop whose body now holds the code at ``rest``: the entry test's
    target, if the body starts with one (``if not c: break``), else none."""
    if body and isinstance(body[0], ast.If) and is_break_guard(body[0]):
        top = loop_ends.top_exit(w, header, latch)
        return top if top != rest else -1
    return -1


def _retry_loop(w: Walker, header: int, body: List[ast.stmt], inner: Ctx) -> List[ast.stmt]:
    """``while True: [while True: ... try: ... except E: ... else: break]`` then more:
    both loops start at ``header``.  The except clauses end with a jump to the inner
    loop's own jump back, placed after the outer loop's body (3.12+), so they read as a
    ``break`` to it: the statements up to that ``try`` are the inner loop, its clauses
    fall through to the loop's end and its ``else`` breaks out."""
    marked = [k for k, s in enumerate(body) if getattr(s, "_undis_retry", False)]
    if marked:  # 3.8-3.10: the try read as such (see except38.TryExcept38._retry_else)
        node = body[marked[0]]
        assert isinstance(node, ast.Try)
        del node._undis_retry  # type: ignore[attr-defined]
        for h in node.handlers:
            h.body = strip_continue(h.body) or [ast.Pass()]
        return [ast.While(test=N.const(True), body=body[:marked[0] + 1], orelse=[]), *body[marked[0] + 1:]]
    again = [t for t in set(inner.breaks) if t in w.flow.handler_code and w.ins[t].op == "JUMP"
             and w.ins[t].target == header]
    if len(again) != 1:
        return body
    to = again[0]
    breaks = [n for s in body for n in ast.walk(s) if getattr(n, "_undis_to", -1) == to]
    tries = [k for k, s in enumerate(body) if isinstance(s, ast.Try) and not s.finalbody
             and all(any(n is h.body[-1] for h in s.handlers) for n in breaks)]
    if not breaks or not tries:
        return body
    k = tries[0]
    node = body[k]
    assert isinstance(node, ast.Try)
    for h in node.handlers:
        if any(h.body[-1] is n for n in breaks):
            h.body = h.body[:-1] or [ast.Pass()]
    inner.breaks[:] = [b for b in inner.breaks if b != to]
    if _continue_only(node) and k == len(body) - 1:
        return body  # (``try: continue``, the body's end: the clauses fall into the jump back)
    rest: List[ast.stmt] = node.orelse
    node.orelse = [ast.Break()]
    return [ast.While(test=N.const(True), body=body[:k + 1], orelse=[]), *rest, *body[k + 1:]]


def _continue_only(node: ast.Try) -> bool:
    """The try body is a ``continue`` alone, no else part: it never completes (an inner
    loop's ``else: break`` would be dead; the loop of the ``continue`` is the one)."""
    return len(node.body) == 1 and isinstance(node.body[0], ast.Continue) and not node.orelse


def _guarded(w: Walker, header: int, latch: int, exit_: int, also: int, guard: Optional[ast.expr]) -> bool:
    """A bottom-tested loop has its test copied before it too (a jump past the loop, or
    to a copy of the code there)."""
    before = w.ins[inverted.before_body(w, header)] if header > 0 else None
    return also >= 0 or guard is not None or (before is not None and before.op in _COND_JUMPS and (
        before.target > latch or (exit_ >= 0 and _same_exit_code(w, before.target, exit_))))


def _same_exit_code(w: Walker, target: int, exit_: int) -> bool:
    """The entry test's ``target`` runs the same code as the loop's ``exit_``, or as the
    code before the loop that ``exit_`` jumps back to (3.12+: the bottom test's exit is
    threaded to a copy of the return placed after a ``return`` in the body)."""
    if w.same_code(target, exit_):
        return True
    ins = w.ins[exit_]
    return ins.op == "JUMP" and ins.target < exit_ and w.same_code(target, ins.target)


def _entry_exit(w: Walker, header: int, exit_: int) -> bool:
    """The loop body at ``header`` follows a jump that lands where the loop's exit ``exit_``
    does: the loop's entry test (a conditional jump, or a compare chain's jump from its
    clean-up; 3.12+: the exit of its bottom test, placed after code that only handlers
    reach, jumps back to the code after the loop)."""
    before = w.ins[inverted.before_body(w, header)] if header > 0 else None
    return before is not None and (before.op in _COND_JUMPS or before.op == "JUMP") and exit_ >= 0 \
        and landing(w, before.target) == landing(w, exit_)


def _test_copied(w: Walker, header: int, latch: int) -> bool:
    """The test from ``header`` to ``latch``, the whole body of a loop, is copied before
    it: the test that ends with the conditional jump before the loop computes what it
    does (the same instructions, jumps aside), not the test of an ``if`` around a loop
    tested at its header (3.10+: ``if not b: while a: continue``, whose jump back goes to
    its only test)."""
    before = inverted.before_body(w, header)
    values = [x for x in w.ins[header:latch + 1] if x.target < 0]
    copy = [x for x in w.ins[:before + 1] if x.target < 0][-len(values):] if values else []
    return len(copy) == len(values) and all(
        p.op == q.op and p.arg == q.arg and p.argval == q.argval for p, q in zip(copy, values))


def _loop_rest(w: Walker, exit_: int, header: int, inner: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
    """The code at ``exit_``, reached only from the loop body, when it ends with a
    return or raise: the rest of the body after a ``continue`` test."""
    latch = w.flow.latch(header)
    if exit_ < 0 or any(not header <= k <= latch and k not in w.flow.back_edges.get(exit_, ())
                        for k in w.flow.jump_sources.get(exit_, ())) \
            or w.ins[exit_ - 1].op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
        return None
    breaks: List[int] = []
    try:
        rest, end, _ = w.walk(exit_, Ctx(frozenset({header}), inner.loops, breaks), list(stack))
    except DecompileFailure:
        return None
    if end != -1 or not rest or not _never_ends(rest[-1]):
        return None
    tail = _rest_break(w, exit_, header, inner, stack, breaks)
    if tail is not None:
        return tail
    inner.breaks.extend(breaks)
    return rest


def _never_ends(node: ast.stmt) -> bool:
    """``node`` never runs on to the next statement: a return or raise, an endless loop, an
    ``if``/``else`` or a ``try`` (its body or else part and every except clause, or its
    finally body) each of whose branches ends so."""
    if isinstance(node, (ast.Return, ast.Raise)):
        return True
    if isinstance(node, ast.If):
        return bool(node.orelse) and _never_ends(node.body[-1]) and _never_ends(node.orelse[-1])
    if isinstance(node, ast.Try):
        main = node.orelse or node.body
        return (_never_ends(main[-1]) and all(_never_ends(h.body[-1]) for h in node.handlers)) \
            or (bool(node.finalbody) and _never_ends(node.finalbody[-1]))
    return _endless(node)


def _endless(node: ast.stmt) -> bool:
    """``node`` is a ``while True`` loop that never ends (its walk fell out nowhere: no
    ``break`` of its own)."""
    return isinstance(node, ast.While) and isinstance(node.test, ast.Constant) and bool(node.test.value) \
        and not node.orelse and not any(isinstance(n, ast.Break) for n in _own_stmts(node.body))


def _own_stmts(body: List[ast.stmt]) -> List[ast.stmt]:
    """The statements of ``body`` and those nested in it, not inside nested loops or
    functions (those a ``break`` in ``body`` belongs to the loop around it)."""
    found: List[ast.stmt] = []
    for s in body:
        found.append(s)
        if isinstance(s, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            for child in getattr(s, field, ()):
                found.extend(_own_stmts([child] if isinstance(child, ast.stmt) else child.body))
    return found


def _rest_break(w: Walker, exit_: int, header: int, inner: Ctx, stack: List[ast.expr],
                breaks: List[int]) -> Optional[List[ast.stmt]]:
    """The rest of the body at ``exit_`` runs on into the target of one of its own
    ``break`` jumps (3.11 drops the final break's jump to the next instruction): the
    body ends there with a ``break``, and the code from there on follows the loop."""
    top = loop_ends.top_exit(w, header, w.flow.latch(header))
    ends = [t for t in set(breaks) | {top} if t > exit_ and w.ins[t - 1].op not in (
        "JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE")]
    if len(ends) != 1:
        return None
    again: List[int] = []
    loop = inner.loops[-1]
    loops = inner.loops[:-1] + (Loop(loop.header, ends[0], False, loop.also, loop.latch),)
    try:
        rest, end, _ = w.walk(exit_, Ctx(frozenset({header, ends[0]}), loops, again), list(stack))
    except DecompileFailure:
        return None
    if end != ends[0] or not rest:
        return None
    drop_last_breaks(rest[-1])  # (the if's branches fall into the final ``break``)
    inner.breaks.extend(again + [end])
    return rest + [ast.Break()]


def _sole(targets: List[int]) -> int:
    """The one target in ``targets`` (a loop's break targets), else -1."""
    distinct = set(targets)
    return distinct.pop() if len(distinct) == 1 else -1
