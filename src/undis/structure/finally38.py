"""try/finally on the block-stack versions (3.8-3.10).

3.8: ``SETUP_FINALLY h; body; POP_BLOCK; BEGIN_FINALLY; h: F; END_FINALLY``, an early exit
calling the finally body with ``CALL_FINALLY``.  3.9+: the handler at ``h`` is ``F;
RERAISE`` and a copy of F follows each ``POP_BLOCK`` leaving the body: the copies are
aligned with the handler's (:func:`~undis.structure.fincopy38.align_finally`); the normal
exit's copy runs into the handler or jumps over it.  A try/except directly in the body
merges with the finally into one statement.
"""
from __future__ import annotations

import ast
from dataclasses import replace
from typing import FrozenSet, List, Optional, Tuple

from undis.structure import fintails
from undis.structure.block38 import (
    TERMINAL,
    Blocks38,
    copy_exits,
    dead,
    dead_exit_body,
    fail,
    outer_stops,
    value_return,
)
from undis.structure.fincopy38 import (
    FinallyCopy,
    align_finally,
    align_finally_tails,
    finally_exits,
    reraise_run,
    shared_ends,
)
from undis.structure.fingraph38 import GraphCopy, align_graph
from undis.structure.simulate import DecompileFailure
from undis.structure.unwind38 import Frame
from undis.structure.walker import Ctx, Walker

__all__ = ["TryFinally38"]


class TryFinally38(Blocks38):
    """Reads ``try``/``finally`` from its ``SETUP_FINALLY``."""

    def try_finally(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        ins = w.ins
        h = ins[i].target
        if ins[h].op != "RERAISE" and any(x.op in ("CALL_FINALLY", "POP_FINALLY", "END_FINALLY")
                                          for x in ins[i + 1:]):
            return self._try_finally38(w, i, ctx, stack, out)
        # 3.9+: the handler is F; RERAISE, a copy of F follows each POP_BLOCK leaving the body;
        # the normal exit's copy runs into the handler or jumps over it
        p, end, r = self._normal_copy(w, i, h)
        if p < 0 and w.bc.facts.copies_exit_blocks:
            q, copy = self._tails_copy(w, i, h)
            nxt = self._try_finally_tails(w, i, q, copy, ctx, stack, out) if copy is not None else None
            if nxt is not None:
                return nxt
        if p < 0:
            nxt = self._try_finally_graph(w, i, ctx, stack, out)
            if nxt is not None:
                return nxt
        frame = Frame("finally", h=h)
        tails: FrozenSet[int] = frozenset()
        if p >= 0:
            t = self._return_after(w, end, h) if end < h - 1 or end in self.fin_exits else -1
            if t < 0 and end == h and finally_exits(ins, r):
                t = h - 1  # 3.10: the copy never falls through; other paths may hold copies of it
            dups = self._alias_copies(w, i + 1, p, t) if t >= 0 else set()
            body, e, bstack = self._sub(w, i + 1, ctx, {p} | dups, list(stack), frame)
            e = w.stop_aliases.get(e, e)
            if e == -1 and dead(w, p):
                e, bstack = p, list(stack)  # the body never gets to its normal exit
                body = dead_exit_body(w, body)
            if e != p or len(bstack) != len(stack):
                if not (e == p and len(bstack) == len(stack) + 1 and (
                        value_return(w, end) or copy_exits(w, p, end, frame))):
                    raise fail("try/finally body end")
                p = -1  # ``return value``: an early exit, the body has no normal one
        if p < 0:
            if ins[h - 1].op not in TERMINAL:
                raise fail("no normal-path finally copy")
            body, e, _ = self._sub(w, i + 1, ctx, {h}, list(stack), frame)
            if e not in (-1, h):  # h: after a statement that never falls through
                raise fail("try/finally body end")
            if r < 0:
                r, tails = self._graph_end(w, i, h)
            if r < 0:
                r = self._finally_end(w, h, ctx, stack)
        fin = self._finally_body(w, h, r, ctx, stack, Frame("finbody"), tails)
        cont = p >= 0 and self._continue_copy(w, end, h, ctx)
        if cont:
            body.append(ast.Continue())
        self._merge_try(out, body, fin)
        if finally_exits(ins, r) or cont:
            return -1  # 3.10: the finally body never falls through, nor the statement
        if p < 0:
            return self._after_return(w, reraise_run(ins, r, ctx.stops), ctx)
        if end == h - 1 and ins[end].target > r:
            return ins[end].target
        if end == h:
            return reraise_run(ins, r, ctx.stops) + 1
        return end  # a jump back (the loop goes on) or out

    @staticmethod
    def _continue_copy(w: Walker, end: int, h: int, ctx: Ctx) -> bool:
        """3.10: the copy of the finally body on the body's normal path (ending at ``end``,
        before the handler at ``h``) jumps straight back to the ``while`` loop's header (or
        its entry test): the body ends in ``continue``.  Without it, the copy would go on to
        the code after the statement (a ``while`` loop's bottom test, or the jump back after
        the handler: the 3.10 compiler threads no jump that has a line of its own)."""
        loop = ctx.loops[-1] if ctx.loops else None
        x = w.ins[end]
        return loop is not None and not loop.is_for and not w.bc.facts.threads_jumps_across_lines \
            and end == h - 1 and x.op == "JUMP" and x.target in (loop.header, loop.also)

    def _normal_copy(self, w: Walker, i: int, h: int) -> Tuple[int, int, int]:
        """3.9+: the ``POP_BLOCK`` ending the body of the try/finally set up at ``i`` on its
        normal path (-1: none), where the copy of the finally body after it ends, and the
        handler's ``RERAISE`` (-1: not found yet)."""
        ins = w.ins
        p, end, r = -1, -1, -1
        for q in range(h - 1, i, -1):
            if ins[q].op == "POP_BLOCK":
                m = align_finally(ins, q + 1, h, self.fin_exits)
                if m is None:
                    continue
                if r < 0:
                    r = m[1]
                if m[0] == h or (m[0] == h - 1 and ins[m[0]].op == "JUMP") or (
                        w.bc.facts.copies_exit_blocks and self._tail_to(w, m[0], h)):
                    p, (end, r) = q, m
                    break
        if p < 0 and w.bc.facts.copies_exit_blocks:
            p, end = self._handler_tail_copy(w, i, h)
        return p, end, r

    def _handler_tail_copy(self, w: Walker, i: int, h: int) -> Tuple[int, int]:
        """3.10: the last ``POP_BLOCK`` (before ``h``) whose copy of the finally body goes on
        with straight code to a return that loads something first (not ``return value``,
        nor ``return <constant>``): the code after the statement, copied onto each path
        out of the body (the last copy in a handler of a try nested in the body); the
        others are aliases of it.  (-1, -1) if none."""
        ins = w.ins
        for q in range(h - 1, i, -1):
            m = align_finally(ins, q + 1, h, self.fin_exits) if ins[q].op == "POP_BLOCK" else None
            if m is None or value_return(w, m[0]) or (
                    ins[m[0]].op == "LOAD_CONST" and ins[m[0] + 1].op == "RETURN_VALUE"):
                continue
            if self._return_after(w, m[0], h) >= 0:
                return q, m[0]
        return -1, -1

    @staticmethod
    def _tails_copy(w: Walker, i: int, h: int) -> Tuple[int, Optional[FinallyCopy]]:
        """3.10: the ``POP_BLOCK`` (before ``h``) followed by a normal copy of the finally
        body whose paths each end in a copy of the code after the statement, and the copy."""
        for q in range(h - 1, i, -1):
            if w.ins[q].op == "POP_BLOCK":
                copy = align_finally_tails(w.ins, q + 1, h)
                if copy is not None:
                    return q, copy
        return -1, None

    def _try_finally_tails(self, w: Walker, i: int, p: int, copy: FinallyCopy, ctx: Ctx, stack: List[ast.expr],
                           out: List[ast.stmt]) -> Optional[int]:
        """3.10: the try/finally set up at ``i`` whose normal path (from the ``POP_BLOCK`` at
        ``p``) ends in ``copy``: the code after the statement is copied into each of its
        paths, where the handler's copy reraises; the walk goes on at the first such copy.
        None: the body reaches ``p`` with a value (``return value``: an early exit)."""
        h = w.ins[i].target
        body, e, bstack = self._sub(w, i + 1, ctx, {p}, list(stack), Frame("finally", h=h))
        if e == p and len(bstack) == len(stack) + 1:
            return None
        if not (e == -1 and dead(w, p)) and (e != p or len(bstack) != len(stack)):
            raise fail("try/finally body end")
        fin = self._finally_body(w, h, copy.r, ctx, stack, Frame("finbody"), frozenset(j for _, j in copy.tails))
        self._merge_try(out, body, fin)
        return copy.tails[0][0]

    def _graph_end(self, w: Walker, i: int, h: int) -> Tuple[int, FrozenSet[int]]:
        """3.9+: for a body that only leaves early, with a copy of the finally body laid out
        unlike the handler's (:func:`~undis.structure.fingraph38.align_graph`): the handler's
        last ``RERAISE`` ending the body, and all of them (3.10 copies it onto each path).
        (-1, empty): no such copy."""
        for q in range(h - 1, i, -1):
            graph = align_graph(w.ins, q + 1, h, self.fin_exits, early=True) if w.ins[q].op == "POP_BLOCK" else None
            if graph is not None and graph.ends:
                return graph.r, graph.exits
        return -1, frozenset()

    def _try_finally_graph(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]
                           ) -> Optional[int]:
        """3.9+: the try/finally set up at ``i`` whose normal copy of the finally body (after
        the ``POP_BLOCK`` ending the body, up to the handler) is laid out unlike the
        handler's (:func:`~undis.structure.fingraph38.align_graph`); the walk goes on at its
        continuation.  None: no such copy, or the body reaches it with a value."""
        ins, h = w.ins, w.ins[i].target
        q, copy = self._graph_copy(w, i, h)
        if copy is None:
            return None
        body, e, bstack = self._sub(w, i + 1, ctx, {q}, list(stack), Frame("finally", h=h))
        if e == q and len(bstack) != len(stack):
            return None
        if e == -1 and not dead(w, q) and q in w.flow.handler_code:
            return None  # (the copy after ``q`` is an early exit's, from a handler in the body)
        if not (e == -1 and dead(w, q)) and (e != q or len(bstack) != len(stack)):
            raise fail("try/finally body end")
        fin = self._finally_body(w, h, copy.r, ctx, stack, Frame("finbody"), copy.exits)
        self._merge_try(out, body, fin)
        if not copy.ends:
            return -1  # 3.10: the finally body never falls through, nor the statement
        c = copy.end
        if ins[c].op != "JUMP":
            return c
        to = w.thread(c)  # (3.10 threads no jump with a line of its own: a break's jump to the end of the copy)
        return to if to > copy.r or (to != c and ins[to].op == "JUMP" and ins[to].target < to) else c

    def _graph_copy(self, w: Walker, i: int, h: int) -> Tuple[int, Optional[GraphCopy]]:
        """The ``POP_BLOCK`` (after ``i``) followed by a copy of the finally body (handler at
        ``h``) that runs up to ``h`` (:func:`~undis.structure.fingraph38.align_graph`)."""
        for q in range(h - 1, i, -1):
            if w.ins[q].op == "POP_BLOCK":
                copy = align_graph(w.ins, q + 1, h, self.fin_exits, w.stop_aliases)
                if copy is not None and copy.region.issuperset(range(q + 1, h)) and self._goes_on(w, copy.end, h):
                    return q, copy
        return -1, None

    @staticmethod
    def _goes_on(w: Walker, c: int, h: int) -> bool:
        """The normal copy of a finally body (handler at ``h``) whose continuation is ``c``:
        where the statement goes on, or the rest of a ``return value``.  Before ``h``, 3.9
        has no copy of the code after the statement (3.10 copies a small block ending in a
        return there): straight code to a return there is the rest of the body's ``return``
        (an early exit, not its normal one)."""
        return c >= h or w.bc.facts.copies_exit_blocks or w.ins[c].op == "JUMP" or value_return(w, c)

    def _finally_end(self, w: Walker, h: int, ctx: Ctx, stack: List[ast.expr]) -> int:
        """3.9+: the ``RERAISE`` ending the finally handler at ``h``: the first one a walk
        of the finally body stops at; else the end of the code, for a finally body that
        never falls through (3.10: ``finally: raise``, after a body that never does either,
        has no ``RERAISE``: :func:`~undis.structure.fincopy38.finally_exits`)."""
        n = len(w.ins)
        for r in [k for k in range(h, n) if w.ins[k].op == "RERAISE"] + [n]:
            try:
                self._finally_body(w, h, r, ctx, stack, Frame("finbody"))
            except DecompileFailure:
                continue
            return r
        raise fail("finally without RERAISE")

    def _finally_body(self, w: Walker, h: int, r: int, ctx: Ctx, stack: List[ast.expr], frame: Frame,
                      tails: FrozenSet[int] = frozenset()) -> List[ast.stmt]:
        """The finally body from ``h`` to the handler's ``RERAISE`` at ``r`` (3.10: and at
        ``tails``, which stand for the code after the statement).  3.10: the statements that
        end every path, copied before each ``RERAISE``, are walked once, after the rest."""
        exits = finally_exits(w.ins, r) and not tails  # (3.10: ``r`` may end a path, the tails the others)
        ends = set(range(r, reraise_run(w.ins, r) + 1)) if not exits and r < len(w.ins) and w.ins[r].op == "RERAISE" \
            else {r}
        ends |= tails
        saved, self.fin_exits = self.fin_exits, tails
        breaks = fintails.loop_breaks(w, frozenset(range(h, min(r, len(w.ins)))), tails) \
            if tails and finally_exits(w.ins, r) else self._falling_breaks(w, h, r, tails)
        ends |= {e for e, _ in breaks}
        self.frames.append(replace(frame, ends=frozenset(ends)))
        first = min(ends)  # (3.10: each path's own RERAISE ends the one finally body: one exit)
        added = {j: first for j in ends if j != first and j not in w.stop_aliases}
        w.stop_aliases.update(added)
        saved_breaks = dict(w.loop_end_breaks)
        w.loop_end_breaks.update(breaks)  # (3.10: a tail in a loop is a copy onto its break)
        try:
            shared = shared_ends(w.ins, w.flow.jump_sources, frozenset(ends)) if w.bc.facts.copies_exit_blocks \
                else frozenset()
            fin, e, fst = self._shared_walk(w, h, ctx, frozenset(ends), shared, stack) if shared else (None, -1, [])
            if fin is None:
                fin, e, fst = w.walk(h, Ctx(outer_stops(ctx) | ends, ctx.loops, ctx.breaks), list(stack))
        finally:
            self.frames.pop()
            self.fin_exits = saved
            for j in added:
                del w.stop_aliases[j]
            w.loop_end_breaks.clear()
            w.loop_end_breaks.update(saved_breaks)
        if exits:
            if e not in (-1, len(w.ins)):  # (the end of the code: a nested statement that ends it)
                raise fail("finally body that exits")
        elif not (e in ends or (e == -1 and (dead(w, r) or w.flow.never_runs(r)))) or (
                e != -1 and len(fst) != len(stack)):
            # (a body that never falls through may leave a loop's stack; 3.8/3.9: ``r`` may lie
            # in dead code after the body's return, a try statement kept there)
            raise fail("finally body end")
        return fin

    @staticmethod
    def _falling_breaks(w: Walker, h: int, r: int, tails: FrozenSet[int]) -> Tuple[Tuple[int, int], ...]:
        """3.10: the finally body from ``h`` that falls into the handler's ``RERAISE`` at ``r``:
        of the ``RERAISE`` before it (and ``tails``), those that stand for the ``break`` of a loop
        whose exit is not that end (:func:`~undis.structure.fintails.falling_breaks`)."""
        if not (h <= r < len(w.ins)) or w.ins[r].op != "RERAISE":
            return ()
        ends = frozenset(k for k in set(range(h, r + 1)) | tails if k < len(w.ins) and w.ins[k].op == "RERAISE")
        return fintails.falling_breaks(w, frozenset(range(h, r + 1)), ends) if len(ends) > 1 else ()

    @staticmethod
    def _shared_walk(w: Walker, h: int, ctx: Ctx, ends: FrozenSet[int], shared: FrozenSet[int],
                     stack: List[ast.expr]) -> Tuple[Optional[List[ast.stmt]], int, List[ast.expr]]:
        """The finally body from ``h`` whose paths each end in a copy (at ``shared``) of the
        same statements before a ``RERAISE`` (``ends``): the paths stop at the copies (one
        exit, :attr:`~undis.structure.walker.Walker.stop_aliases`), then one copy is walked.
        (None, -1, []): the paths do not join there."""
        first = min(shared)
        added = {j: first for j in shared if j != first and j not in w.stop_aliases}
        w.stop_aliases.update(added)
        breaks: List[int] = []
        try:
            fin, e, fst = w.walk(h, Ctx(outer_stops(ctx) | ends | shared, ctx.loops, breaks), list(stack))
            if e not in shared or len(fst) != len(stack):
                return None, -1, []
            last, e, fst = w.walk(e, Ctx(outer_stops(ctx) | ends, ctx.loops, breaks), fst)
        except DecompileFailure:
            return None, -1, []
        finally:
            for j in added:
                del w.stop_aliases[j]
        ctx.breaks.extend(breaks)
        return fin + last, e, fst

    def _try_finally38(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """3.8: ``SETUP_FINALLY h; body; POP_BLOCK; BEGIN_FINALLY; h: F; END_FINALLY``; a
        finally body that exits is run with ``None`` pushed first (popped after it)."""
        ins = w.ins
        h = ins[i].target
        depth = 0
        r = h
        while r < len(ins):
            op = ins[r].op
            if op in ("SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"):
                depth += 1
            elif op == "END_FINALLY":
                if depth == 0:
                    break
                depth -= 1
            r += 1
        if r >= len(ins):
            raise fail("no END_FINALLY")
        slot = (i > 0 and ins[i - 1].op == "LOAD_CONST" and ins[i - 1].argval is None and r + 1 < len(ins)
                and ins[r + 1].op == "POP_TOP" and bool(stack) and isinstance(stack[-1], ast.Constant)
                and stack[-1].value is None and i not in w.flow.jump_sources)
        base = stack[:-1] if slot else list(stack)
        normal = ins[h - 1].op == "BEGIN_FINALLY" and ins[h - 2].op == "POP_BLOCK"
        if not normal and ins[h - 1].op not in TERMINAL:
            raise fail("3.8 try/finally shape")
        body, e, bstack = self._sub(w, i + 1, ctx, {h - 2} if normal else {h}, list(base),
                                    Frame("finally", h=h, none_slot=slot))
        if normal and e == -1 and dead(w, h - 2):
            e, bstack = h - 2, list(base)  # the body never gets to its normal exit (ends in a raise)
            body = dead_exit_body(w, body)
        if e != (h - 2 if normal else -1) or (normal and len(bstack) != len(base)):
            raise fail("try/finally body end")
        fin = self._finally_body(w, h, r, ctx, base, Frame("finbody", none_slot=slot))
        if slot:
            stack.pop()
            r += 1
        self._merge_try(out, body, fin)
        return r + 1 if normal else self._after_return(w, r, ctx)

    @staticmethod
    def _merge_try(out: List[ast.stmt], body: List[ast.stmt], fin: List[ast.stmt]) -> None:
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            body[0].finalbody = fin or [ast.Pass()]
            out.append(body[0])
            return
        out.append(ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=fin or [ast.Pass()]))
