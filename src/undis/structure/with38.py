"""with / async with on the block-stack versions (3.8-3.10).

``SETUP_WITH h`` (``BEFORE_ASYNC_WITH; await; SETUP_ASYNC_WITH h``), the target's store or
``POP_TOP``, the body, ``POP_BLOCK`` and the exit: 3.8 ``BEGIN_FINALLY`` into the cleanup
at ``h`` (``WITH_CLEANUP_START [await]; WITH_CLEANUP_FINISH; END_FINALLY``); 3.9+ a call
of ``__exit__(None, None, None)`` [await] then the code after the statement, the handler
at ``h`` being ``WITH_EXCEPT_START [await]; POP_JUMP_IF_TRUE; RERAISE; ...``.  Nested
managers in one body are merged into one statement.
"""
from __future__ import annotations

import ast
from typing import List, Tuple

from undis.emit import nodes as N
from undis.structure.block38 import TERMINAL, Blocks38, dead, dead_exit_body, fail
from undis.structure.exitseq38 import skip_await, with_exit_call
from undis.structure.fintails import MAX_COPY
from undis.structure.simulate import DecompileFailure, Slot, SlotGroup
from undis.structure.unwind38 import Frame
from undis.structure.walker import Ctx, Walker

__all__ = ["With38"]


class With38(Blocks38):
    """Reads ``with`` / ``async with`` from its ``SETUP_WITH`` / ``BEFORE_ASYNC_WITH``."""

    def with_(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        is_async = ins[i].op == "SETUP_ASYNC_WITH"
        h = ins[i].target
        mgr, start, targets, body_stack = self._with_head(w, i, stack, is_async)
        v38 = ins[h].op == "WITH_CLEANUP_START"
        normal = (ins[h - 1].op == "BEGIN_FINALLY" and ins[h - 2].op == "POP_BLOCK") if v38 else any(
            self._normal_exit_at(w, q, h, is_async) for q in range(i + 1, h))
        frame = Frame("with", is_async=is_async)
        if ins[h - 1].op in TERMINAL and not normal:  # the body never ends normally
            body = self._never_normal(w, start, h, ctx, body_stack, frame)
            self._emit_with(out, mgr, targets, body, is_async)
            return (self._cleanup38_end(w, h, is_async) if v38 else self._with_handler_end(w, h, is_async)) + 1
        p, after = self._normal_exit(w, i, h, is_async, v38)
        breaks, aliases, mark = len(ctx.breaks), dict(w.stop_aliases), len(w.stop_jumps)
        try:
            body, e, bstack = self._with_body(w, start, ctx, p, -1 if v38 else after, h, body_stack, frame)
            if e == -1 and dead(w, p):  # the body never gets to its normal exit
                _no_jump_out(w, ctx, mark)
                bstack = list(stack)
                body = dead_exit_body(w, body)
            elif e != p:
                raise fail("with body end")
        except DecompileFailure:
            # 3.10: the "normal exit" may be an early ``return <constant>`` (its exit path
            # reads like the handler's copy of an implicit ``return None`` after the statement)
            if v38 or ins[h - 1].op not in TERMINAL or not (ins[after].op == "LOAD_CONST"
                                                              and ins[after + 1].op == "RETURN_VALUE"):
                raise
            del ctx.breaks[breaks:]
            w.stop_aliases.clear()
            w.stop_aliases.update(aliases)
            body = self._never_normal(w, start, h, ctx, body_stack, frame)
            self._emit_with(out, mgr, targets, body, is_async)
            return self._with_handler_end(w, h, is_async) + 1
        ret = False
        if len(bstack) == len(stack) + 1 and not v38 and ins[after].op == "RETURN_VALUE":
            body.append(ast.Return(value=w.sim.value(bstack[-1])))
            ret = True
        elif len(bstack) != len(stack):
            raise fail("value left by with body")
        if len(body_stack) > len(stack) and not targets and start == i + 1:
            raise fail("with target unused")
        cont = not v38 and not ret and self._explicit_continue(w, after, h, is_async, ctx)
        if cont:
            body.append(ast.Continue())
        self._emit_with(out, mgr, targets, body, is_async)
        if cont:
            return -1  # (a swallowed exception goes on at the loop's end: the same jump back)
        if ret:
            return self._after_return(w, after, ctx)
        if not v38:
            if ins[after].op == "JUMP" and after == h - 1 and ins[after].target > h:
                return ins[after].target
            if after == h:
                raise fail("with exit falls into handler")
        return after

    def _explicit_continue(self, w: Walker, after: int, h: int, is_async: bool, ctx: Ctx) -> bool:
        """3.10: the exit call on the body's normal path is followed (at ``after``, before the
        handler at ``h``) by a jump back to the loop's header, and the handler's end by the
        same jump: the body ends in ``continue`` (without it, the normal path would jump to
        the statement's end, the 3.10 compiler threading no jump that has a line of its own)."""
        loop = ctx.loops[-1] if ctx.loops else None
        x = w.ins[after]
        if loop is None or w.bc.facts.threads_jumps_across_lines or x.op != "JUMP" or after != h - 1 \
                or x.target not in (loop.header, loop.also):
            return False
        try:
            last = self._with_handler_end(w, h, is_async)
        except DecompileFailure:
            return False
        y = w.ins[last + 1] if last + 1 < len(w.ins) else None
        return y is not None and y.op == "JUMP" and y.target == x.target

    def _never_normal(self, w: Walker, start: int, h: int, ctx: Ctx, body_stack: List[ast.expr], frame: Frame
                      ) -> List[ast.stmt]:
        """The body from ``start`` of a with (handler at ``h``) that never ends normally; a
        swallowed exception goes on after the statement."""
        mark = len(w.stop_jumps)
        body, e, _ = self._sub(w, start, ctx, {h}, list(body_stack), frame)
        if e not in (-1, h):
            raise fail("with body end")
        _no_jump_out(w, ctx, mark)
        return body

    def _with_body(self, w: Walker, start: int, ctx: Ctx, p: int, after: int, h: int, body_stack: List[ast.expr],
                   frame: Frame) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
        """The body from ``start`` to its normal exit at ``p`` (the exit call ends before
        ``after``; -1 on 3.8).  3.10 may copy the whole exit path (up to a return) onto
        other paths (a ``break`` out of a loop in the body jumps to its own copy): those
        read as early returns, or else (when there are copies and the body does not read
        as ending at ``p`` without them) as aliases of ``p``."""
        breaks = len(ctx.breaks)
        t = self._return_after(w, after, h) if after >= 0 else -1
        dups = self._copies(w, start, p, t) if t >= 0 else set()
        try:
            body, e, bstack = self._sub(w, start, ctx, {p}, list(body_stack), frame)
        except DecompileFailure:
            if not dups:
                raise
            e = -2  # (read again with the copies)
        if (e == p and not dups) or (e == -1 and dead(w, p)) or t < 0:
            return body, e, bstack
        del ctx.breaks[breaks:]  # (read again)
        for q in dups:
            w.stop_aliases[q] = p
        body, e, bstack = self._sub(w, start, ctx, {p} | dups, list(body_stack), frame)
        return body, w.stop_aliases.get(e, e), bstack

    def _with_head(self, w: Walker, i: int, stack: List[ast.expr], is_async: bool
                   ) -> Tuple[ast.expr, int, List[ast.expr], List[ast.expr]]:
        """The context manager of the with set up at ``i``, where its body starts, the list
        its target (if any) is stored into, and the stack the body starts with."""
        ins = w.ins
        mgr = w.sim.pop(stack)
        if is_async:
            mgr = self._unwrap_async(mgr)
        else:
            mgr = w.sim.value(mgr)
        start = i + 1
        targets: List[ast.expr] = []
        body_stack = list(stack)
        if ins[start].op == "POP_TOP":
            start += 1
        else:
            group = SlotGroup(1, -1, lambda t: targets.append(t.elts[0] if isinstance(t, ast.Tuple) else t))
            body_stack.append(Slot(group, 0))
        return mgr, start, targets, body_stack

    def _normal_exit(self, w: Walker, i: int, h: int, is_async: bool, v38: bool) -> Tuple[int, int]:
        """The ``POP_BLOCK`` ending the body on its normal path, and the index after the exit
        code that follows it (the cleanup at ``h`` on 3.8, the ``__exit__`` call on 3.9+)."""
        ins = w.ins
        if v38:
            if not (ins[h - 1].op == "BEGIN_FINALLY" and ins[h - 2].op == "POP_BLOCK"):
                raise fail("3.8 with shape")
            p = h - 2
            after = self._cleanup38_end(w, h, is_async) + 1
        else:
            if ins[h].op != "WITH_EXCEPT_START":
                raise fail("with handler")
            p = -1
            for q in range(h - 1, i, -1):
                if self._normal_exit_at(w, q, h, is_async):
                    p = q
                    break
            if p < 0:
                raise fail("with normal exit")
            after = self._exit_end(w, p + 1, is_async)
        return p, after

    def async_with(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        k = self._skip_await(w, i + 1)
        if ins[k].op != "SETUP_ASYNC_WITH":
            raise fail("async with setup")
        mgr = w.sim.value(w.sim.pop(stack))
        stack.append(mgr)
        return self.with_(w, k, ctx, stack, out)

    @staticmethod
    def _with_handler_end(w: Walker, h: int, is_async: bool) -> int:
        """3.9+: the last index of ``WITH_EXCEPT_START [await]; POP_JUMP_IF_TRUE; RERAISE;
        POP_TOP x3; POP_EXCEPT; POP_TOP`` at ``h``."""
        ins = w.ins
        k = h + 1
        if is_async:
            k = skip_await(ins, k)
        ops = [x.op for x in ins[k:k + 7]] if k > 0 else []
        if ins[h].op != "WITH_EXCEPT_START" or ops != ["POP_JUMP_IF_TRUE", "RERAISE", "POP_TOP", "POP_TOP",
                                                         "POP_TOP", "POP_EXCEPT", "POP_TOP"]:
            raise fail("with handler shape")
        return k + 6

    @staticmethod
    def _emit_with(out: List[ast.stmt], mgr: ast.expr, targets: List[ast.expr], body: List[ast.stmt],
                   is_async: bool) -> None:
        item = ast.withitem(context_expr=mgr, optional_vars=targets[0] if targets else None)
        if len(body) == 1 and isinstance(body[0], (ast.AsyncWith if is_async else ast.With)):
            node = body[0]
            node.items.insert(0, item)
        else:
            cls = ast.AsyncWith if is_async else ast.With
            node = cls(items=[item], body=body or [ast.Pass()], type_comment=None)
        out.append(node)

    def _normal_exit_at(self, w: Walker, q: int, h: int, is_async: bool) -> bool:
        """3.9+: ``POP_BLOCK`` and the ``__exit__`` call at ``q`` may end the body on its
        normal path (the handler at ``h``): then it goes on where a swallowed exception
        does (a jump there, or on 3.10 a copy of a small exit block); other code after the
        call leaves more blocks (an early ``return``)."""
        ins = w.ins
        if ins[q].op != "POP_BLOCK" or not self._is_exit_at(w, q + 1, is_async):
            return False
        k = with_exit_call(ins, q + 1, is_async)
        try:
            last = self._with_handler_end(w, h, is_async)
        except DecompileFailure:
            return True  # (the statement fails on its handler)
        return k < 0 or (self._same_continuation(w, k, last + 1) and not self._inline_exit(w, k, last + 1))

    @staticmethod
    def _inline_exit(w: Walker, k: int, b: int) -> bool:
        """3.10: after the exit call, the code at ``k`` is another copy of the code at ``b``
        (where a swallowed exception goes on), too long for the compiler to copy onto the
        normal path's jump (which it never drops: the handler follows): the rest of an early
        exit (a ``return`` leaving enclosing blocks too), not the body's normal exit."""
        if not w.bc.facts.copies_exit_blocks or w.thread(k) == w.thread(b) or k in w.flow.jump_sources:
            return False
        ins = w.ins
        end = next((j for j in range(k, len(ins)) if ins[j].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")), -1)
        return end + 1 - k > MAX_COPY and all(ins[j].target < 0 for j in range(k, end))

    def _same_continuation(self, w: Walker, a: int, b: int) -> bool:
        """The code at ``a`` and at ``b`` goes on at the same place: forward jumps followed,
        the same place, a jump to the same target, or copies of the same code up to a
        return or raise."""
        ins = w.ins
        a, b = w.thread(a), w.thread(b)
        if a == b:
            return True
        if ins[a].op == "JUMP" and ins[b].op == "JUMP":
            return w.thread(ins[a].target) == w.thread(ins[b].target)
        end = next((k for k in range(a, len(ins)) if ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")), -1)
        n = end + 1 - a
        return end >= 0 and b + n <= len(ins) and self._sig(w, a, a + n) == self._sig(w, b, b + n)

    def _is_exit_at(self, w: Walker, k: int, is_async: bool) -> bool:
        return with_exit_call(w.ins, k, False) >= 0 if not is_async else self._is_async_exit(w, k)

    def _is_async_exit(self, w: Walker, k: int) -> bool:
        ins = w.ins
        x = ins[k:k + 4]
        return (len(x) == 4 and x[0].op == "LOAD_CONST" and x[0].argval is None and x[1].op == "COPY"
                and x[2].op == "COPY" and x[3].op == "CALL")

    def _exit_end(self, w: Walker, k: int, is_async: bool) -> int:
        k += 4
        if is_async:
            k = self._skip_await(w, k)
        if w.ins[k].op != "POP_TOP":
            raise fail("with exit result")
        return k + 1

    def _cleanup38_end(self, w: Walker, h: int, is_async: bool) -> int:
        """3.8: index of the END_FINALLY closing a with's cleanup that starts at ``h``."""
        k = h + 1
        if is_async:
            k = self._skip_await(w, k)
        if [x.op for x in w.ins[k:k + 2]] != ["WITH_CLEANUP_FINISH", "END_FINALLY"]:
            raise fail("3.8 with cleanup")
        return k + 1

    @staticmethod
    def _skip_await(w: Walker, k: int) -> int:
        """Past the ``await`` at ``k`` (:func:`~undis.structure.exitseq38.skip_await`), which must be there."""
        j = skip_await(w.ins, k)
        if j < 0:
            raise fail("await in async with exit")
        return j

    @staticmethod
    def _unwrap_async(mgr: ast.expr) -> ast.expr:
        # BEFORE_ASYNC_WITH; GET_AWAITABLE; LOAD_CONST None; YIELD_FROM simulate to ``await <mgr>``
        if isinstance(mgr, ast.Await):
            mgr = mgr.value
        if isinstance(mgr, N.Marker):
            mgr = mgr.value  # type: ignore[assignment]
        if mgr is None or isinstance(mgr, N.Marker):
            raise fail("async with manager")
        return mgr


def _no_jump_out(w: Walker, ctx: Ctx, mark: int) -> None:
    """Fails where the walk of a with body that never ends normally (since the walker's
    ``mark``-th stop jump) ended by jumping out to an enclosing statement's end (``ctx``'s
    stops) after the exit calls: the ``break`` of a loop that never loops, ``while c:
    (with cm: break) return 1``, whose ``return`` only a swallowed exception reaches."""
    if any(t in ctx.stops for _, t in w.stop_jumps[mark:]):
        raise fail("with body jumps out to an enclosing statement's end")
