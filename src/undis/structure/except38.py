"""try/except[/else] on the block-stack versions (3.8-3.10).

``SETUP_FINALLY h; body; POP_BLOCK; JUMP else; h: handler table``: each typed handler
tests the exception (``DUP_TOP; <type>; COMPARE_OP exception match; POP_JUMP_IF_FALSE
next`` on 3.8, ``JUMP_IF_NOT_EXC_MATCH next`` on 3.9+), a bare one ends the table, else
the table ends in ``END_FINALLY`` / ``RERAISE``.  Handlers that fall through all go to one
place: after the ``else`` clause, if any.  3.10 copies the code after the statement (a
short block ending in ``return``) after the ``POP_BLOCK`` and into each handler instead
of jumping to it.  One clause's body: :mod:`undis.structure.handlers38`.
"""
from __future__ import annotations

import ast
from typing import List, Optional, Tuple

from undis.structure.block38 import STORES, TERMINAL, Sig, dead, fail, outer_stops
from undis.structure.fincopy38 import is_except_handler
from undis.structure.fintails import MAX_COPY
from undis.structure.handlers38 import Handlers38, Retry
from undis.structure.simulate import DecompileFailure
from undis.structure.unwind38 import Frame
from undis.structure.walkctx import COND_JUMPS, Loop
from undis.structure.walker import Ctx, Walker

__all__ = ["TryExcept38"]

#: the handler table as read: handlers, where those that fall through go, where each goes
#: on (-1: nowhere, -2: into a copied tail), the END_FINALLY/RERAISE ending the table
#: (-1: a bare except ends it) and the handlers to read again (:data:`Retry`)
#: ops that cannot be in the straight code of a raising else clause (:meth:`TryExcept38._raising_else`)
STOPS_ELSE = frozenset({"RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "POP_BLOCK", "POP_EXCEPT", "SETUP_FINALLY",
                        "SETUP_WITH", "SETUP_ASYNC_WITH"})
_Table = Tuple[List[ast.ExceptHandler], List[int], List[int], int, List[Retry]]


class TryExcept38(Handlers38):
    """Reads ``try``/``except``/``else`` from its ``SETUP_FINALLY``."""

    @staticmethod
    def _is_except(w: Walker, i: int, h: int) -> bool:
        """The handler at ``h`` of the ``SETUP_FINALLY`` at ``i`` matches exceptions (else: finally)."""
        return is_except_handler(w.ins, i, h)

    def try_except(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        saved = (self.htails, self.tail)  # a try nested in a handler has its own
        self.htails = []
        try:
            return self._try_except(w, i, ctx, stack, out)
        finally:
            self.htails, self.tail = saved

    def _try_except(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        h = w.ins[i].target
        body, else_start = self._try_body(w, i, h, ctx, stack)
        test = self._continue_body(w, ctx, else_start)
        if test >= 0:  # (the handlers go on at the loop's bottom test, the end of its body)
            body.append(ast.Continue())
            else_start, ctx = -1, Ctx(ctx.stops | {test}, ctx.loops, ctx.breaks)
        handlers, exits, hexits, reraise, retry = self._handler_table(w, h, ctx, stack, self.tail, else_start)
        if retry:
            exits += self._tail_joins(w, ctx, stack, else_start, handlers, retry)
        exits = [w.stop_aliases.get(x, x) for x in exits]
        join = self._threaded_join(w, exits, else_start, reraise)
        if join >= 0:
            exits, hexits, else_start = [join] * len(exits), [join if x >= 0 else x for x in hexits], join
        if else_start >= 0 and w.stop_aliases.get(else_start) in exits:
            else_start = w.stop_aliases[else_start]  # the else path runs a copy of the exit
        if len(set(exits)) > 1:
            raise fail("handlers end in different places")
        if self._retry_else(w, ctx, else_start, exits, reraise):
            node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[ast.Break()], finalbody=[])
            node._undis_retry = True  # type: ignore[attr-defined]  # (see loops._retry_loop)
            out.append(node)
            return reraise + 3
        if else_start < 0 and exits and self._dead_else(w, reraise, exits[0]):
            else_start = reraise + 1  # 3.8/3.9: the else clause after a body that never falls through
        if else_start < 0 or not exits:
            out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[], finalbody=[]))
            return self._after_handlers(w, i, h, ctx, exits, reraise, else_start)
        return self._else_clause(w, i, ctx, stack, out, body, handlers, hexits, else_start, exits[0])

    @staticmethod
    def _continue_body(w: Walker, ctx: Ctx, else_start: int) -> int:
        """3.10: the try body's jump after its ``POP_BLOCK`` goes back to the top test of
        the ``while`` loop around it (its ``also`` header): the body ends in ``continue``,
        there is no else clause, and the handlers fall into the copy of that test at the
        bottom of the loop (the end of its body): where that copy starts, or -1."""
        loop = ctx.loops[-1] if ctx.loops else None
        if not w.bc.facts.inverted_while or loop is None or loop.is_for or loop.also < 0 \
                or else_start != loop.also:
            return -1
        ins, n = w.ins, loop.header - loop.also  # (the top test, ending in its jump)
        start = w.flow.latch(loop.header) - n + 1
        same = start > loop.header and all(
            ins[start + k].op == ins[loop.also + k].op and ins[start + k].argval == ins[loop.also + k].argval
            for k in range(n - 1))
        return start if same and ins[start + n - 1].op in COND_JUMPS else -1

    @staticmethod
    def _dead_else(w: Walker, reraise: int, join: int) -> bool:
        """3.8/3.9: the code after the handler table (ending at ``reraise``), where nothing
        goes, is an else clause, kept as dead code after a try body that never falls through
        (its jump to the clause dropped), the handlers going on at ``join`` past it or back
        (not a jump: the dead jump back that ends a loop body, or the one to the code after
        an enclosing statement)."""
        k = reraise + 1
        return not w.bc.facts.drops_dead_code and 0 <= reraise and k < len(w.ins) and k != join \
            and k not in w.flow.jump_sources and k not in w.flow.reachable and w.ins[k].op != "JUMP"

    @staticmethod
    def _threaded_join(w: Walker, exits: List[int], else_start: int, reraise: int) -> int:
        """3.8/3.9: the statement after the handler table (ending at ``reraise``) is one
        jump (a ``break``), where the handlers go on; the 3.8/3.9 peephole threaded the
        body's jump to it, and those of the handlers whose argument would not grow
        (EXTENDED_ARG), through it to its target.  Its index (the join of all of them), or
        -1.  (An else clause would start before the join, not at its target.)"""
        j = reraise + 1
        ins = w.ins
        if not w.bc.facts.threads_jumps_across_lines or reraise < 0 or j >= len(ins) or ins[j].op != "JUMP" \
                or j not in exits:
            return -1
        to = ins[j].target
        return j if to > j and else_start == to and all(x in (j, to) for x in exits) else -1

    @staticmethod
    def _retry_else(w: Walker, ctx: Ctx, else_start: int, exits: List[int], reraise: int) -> bool:
        """``while True: [while True: ... try: ... except E: ... else: break]`` then more, both
        loops starting at the header of the innermost loop: after the handler table (ending at
        ``reraise``) come the else clause's ``break`` (a jump over the next instruction) and
        the inner loop's jump back, before the outer loop's latch.  The handlers go to the
        header (3.8/3.9: threaded) or to that jump back (3.10); the body goes to the
        ``break`` (3.10) or past it (3.8/3.9: threaded; the ``break`` is dead code)."""
        loop = ctx.loops[-1] if ctx.loops else None
        ins, r = w.ins, reraise
        if loop is None or loop.is_for or r < 0 or r + 3 >= len(ins) or not exits:
            return False
        brk, back = ins[r + 1], ins[r + 2]
        return brk.op == "JUMP" and brk.target == r + 3 and back.op == "JUMP" and back.target == loop.header \
            and r + 2 < w.flow.latch(loop.header) and all(x in (loop.header, r + 2) for x in exits) \
            and (else_start == r + 1 or (else_start == r + 3 and r + 1 not in w.flow.jump_sources)) \
            and r + 2 not in w.flow.reachable

    def _try_body(self, w: Walker, i: int, h: int, ctx: Ctx, stack: List[ast.expr]) -> Tuple[List[ast.stmt], int]:
        """The body of the try set up at ``i`` (handlers at ``h``) and where its else clause
        starts (-1: none); records the 3.10 copied tail after the body in ``self.tail``
        (the code after the statement: straight code to a return or a raise)."""
        ins = w.ins
        else_start = -1
        stops = {h}
        self.tail = ()
        tail_at = tail_end = -1
        pb = h - 2  # the POP_BLOCK ending the body on its normal path
        if ins[h - 1].op == "JUMP" and ins[h - 2].op == "POP_BLOCK":
            else_start = ins[h - 1].target
            stops.add(h - 2)
        else:
            # 3.10: the code after the statement is copied after POP_BLOCK and into each handler
            for q in range(h - 2, i, -1):
                if ins[q].op == "POP_BLOCK":
                    while ins[q - 1].op == "POP_BLOCK" and q - 1 > i and self._return_after(w, q, h, finals=True) >= 0:
                        q -= 1  # (the copied tail leaves the enclosing try bodies first)
                    copies = w.bc.facts.copies_exit_blocks  # (a tail ends in a return or a raise)
                    t = self._return_after(w, q + 1, h, raises=True, finals=True) if copies else -1
                    if t >= 0 and self._tail_entry(w, i, q) and not self._body_return_constant(w, q, t, h) \
                            and not self._body_return_none(w, q, t, h):
                        tail_at, tail_end = q, t
                    elif self._raising_else(w, q, h):
                        else_start, pb = q + 1, q
                        stops.add(q)
                    break
        if tail_at >= 0:
            body, end, bst = self._tail_body(w, i, h, tail_at, tail_end, ctx, stack)
            if w.stop_aliases.get(end, end) != tail_at or len(bst) != len(stack):
                tail_at = -1
            else:
                self.tail = self._sig(w, tail_at + 1, tail_end + 1, absolute=True)
                else_start = tail_at + 1
        if tail_at < 0:
            body, end, _ = self._sub(w, i + 1, ctx, stops, list(stack), Frame("try"))
        if else_start >= 0 and end != pb and tail_at < 0 and not (
                (end == -1 or end in outer_stops(ctx)) and dead(w, pb)):
            # (a body that never gets to its POP_BLOCK: one ending in an endless loop ends at a stop)
            raise fail("try body did not reach its POP_BLOCK")
        if else_start < 0 and end != -1 and not ((end == h or end in outer_stops(ctx)) and ins[h - 1].op in TERMINAL):
            # (at h or an enclosing stop after a statement that never falls through: an endless loop)
            raise fail("try body falls into its handler")
        return body, else_start

    @staticmethod
    def _body_return_constant(w: Walker, q: int, t: int, h: int) -> bool:
        """3.10: ``POP_BLOCK; LOAD_CONST c; RETURN_VALUE`` at ``q`` is the body's own ``return
        c`` (the compiler leaves the try's block before it loads a constant), not a copy of
        the code after the statement: no handler's exit (``POP_EXCEPT``, from ``h`` on) runs
        into another copy of it.  (``return None`` is the implicit return after the statement,
        which an except clause's ``as`` name clean-up keeps apart from its ``POP_EXCEPT``.)"""
        ins = w.ins
        return t == q + 2 and ins[q + 1].op == "LOAD_CONST" and ins[q + 1].argval is not None and not any(
            ins[k].op == "POP_EXCEPT" and w.same_code(k + 1, q + 1) for k in range(h, len(ins) - 1))

    @staticmethod
    def _body_return_none(w: Walker, q: int, t: int, h: int) -> bool:
        """3.10: ``POP_BLOCK; LOAD_CONST None; RETURN_VALUE`` at ``q`` is the body's own ``return``
        (not a copy of the implicit return after the statement): an except clause (from
        ``h``) goes on (after its ``POP_EXCEPT``, and an ``as`` name's clean-up) into other
        code that ends the function, none into a copy of it."""
        ins = w.ins
        if not (t == q + 2 and ins[q + 1].op == "LOAD_CONST" and ins[q + 1].argval is None):
            return False
        ends = [k + 4 if k + 4 < len(ins) and ins[k + 3].op.startswith("DELETE_") else k + 1
                for k in range(h, len(ins) - 1)
                if ins[k].op == "POP_EXCEPT" and ins[k - 1].op != "ROT_FOUR" and k in w.flow.handler_code]
        goes_on = [k for k in ends if TryExcept38._straight_return(w, k)]
        return bool(goes_on) and not any(w.same_code(k, q + 1) for k in ends)

    @staticmethod
    def _straight_return(w: Walker, k: int) -> bool:
        """From ``k``, straight code (no jump in it, none into it past ``k``, no block left)
        runs to a ``RETURN_VALUE`` past ``k``: code that ends the function."""
        ins, j = w.ins, k
        while j < len(ins) and ins[j].target < 0 and ins[j].op not in TERMINAL and ins[j].op not in STOPS_ELSE \
                and (j == k or j not in w.flow.jump_sources):
            j += 1
        return k < j < len(ins) and ins[j].op == "RETURN_VALUE" and j not in w.flow.jump_sources

    @staticmethod
    def _tail_entry(w: Walker, i: int, q: int) -> bool:
        """3.10: the copied tail at ``q`` (after the try set up at ``i``) is reached only by
        the body: falling into it, an if of the body ending there, the exit of an except
        clause of a try nested in the body (``POP_EXCEPT; JUMP``), a ``break`` out of a
        ``while`` loop of the body (no statement starts with ``POP_TOP``: that is a ``for``
        loop's break, popping the iterator), or the end of a ``for`` loop of the body (its
        ``FOR_ITER``)."""
        ins, sources = w.ins, w.flow.jump_sources.get(q, ())
        return not sources or (ins[q + 1].op != "POP_TOP" and all(i < src < q and (
            ins[src].op in COND_JUMPS or (ins[src].op == "JUMP" and ins[src - 1].op == "POP_EXCEPT")
            or TryExcept38._loop_exit(w, i, src) or ins[src].op == "FOR_ITER") for src in sources))

    @staticmethod
    def _loop_exit(w: Walker, i: int, src: int) -> bool:
        """The jump at ``src`` leaves a ``while`` loop of the try body set up at ``i`` (a
        ``break``, or the exit of a ``while True``), forward past the loop's last jump back."""
        ins, flow = w.ins, w.flow
        return ins[src].op == "JUMP" and any(
            flow.is_header(hd) and ins[hd].op != "FOR_ITER" and src < flow.latch(hd) < ins[src].target
            for hd in range(i + 1, src + 1))

    def _tail_body(self, w: Walker, i: int, h: int, tail_at: int, tail_end: int, ctx: Ctx, stack: List[ast.expr]
                   ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
        """3.10: the try body (set up at ``i``) walked up to the copied tail at ``tail_at``;
        where the walk fails (``return value`` as the body's last statement: its
        ``POP_BLOCK; RETURN_VALUE`` only looks like a tail), the end is -2."""
        dups = self._alias_copies(w, i + 1, tail_at, tail_end)
        breaks = len(ctx.breaks)
        try:
            return self._sub(w, i + 1, ctx, {tail_at, h} | dups, list(stack), Frame("try"))
        except DecompileFailure:
            for q in dups:
                w.stop_aliases.pop(q, None)
            del ctx.breaks[breaks:]
            return [], -2, []

    @staticmethod
    def _raising_else(w: Walker, q: int, h: int) -> bool:
        """The ``POP_BLOCK`` at ``q`` ends the try body (handlers at ``h``) and the else
        clause after it is straight code ending in a ``raise`` (no early exit raises after
        leaving its blocks)."""
        ins = w.ins
        return ins[h - 1].op == "RAISE_VARARGS" and q not in w.flow.jump_sources and all(
            ins[k].target < 0 and k not in w.flow.jump_sources and ins[k].op not in STOPS_ELSE
            for k in range(q + 1, h - 1))

    def _handler_table(self, w: Walker, h: int, ctx: Ctx, stack: List[ast.expr], tail: Sig,
                       else_start: int) -> _Table:
        """The handlers from ``h`` on, up to a bare except or the END_FINALLY/RERAISE after them."""
        ins = w.ins
        handlers: List[ast.ExceptHandler] = []
        exits: List[int] = []
        hexits: List[int] = []  # where each handler goes on
        j = h
        reraise = -1
        retry: List[Retry] = []  # handlers falling into a tail
        while True:
            typ, nxt, k = self._exception_type(w, j)
            # (a bare clause after typed ones goes where they go when the body never falls through)
            join = exits[0] if typ is None and else_start < 0 and exits else else_start
            name, hbody, exit_ = self._handler_clause(w, k, nxt, ctx, stack, tail, join)
            if exit_ == -2:
                retry.append((len(handlers), k + 3, nxt, name))
            hexits.append(exit_)
            if exit_ >= 0:
                exits.append(exit_)
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=hbody or [ast.Pass()]))
            if typ is None:
                break
            j = nxt
            if ins[j].op in ("END_FINALLY", "RERAISE"):
                reraise = j
                break
        return handlers, exits, hexits, reraise, retry

    @staticmethod
    def _exception_type(w: Walker, j: int) -> Tuple[Optional[ast.expr], int, int]:
        """The handler at ``j``: the exception type it matches (None: a bare except), the next
        handler (-1: none) and where its prologue starts."""
        ins = w.ins
        if ins[j].op == "COPY":
            k = j + 1
            m = k
            while m < len(ins) and ins[m].op not in ("EXC_MATCH_COMPARE", "JUMP_IF_NOT_EXC_MATCH"):
                m += 1
            if m >= len(ins):
                raise fail("no exception match")
            stmts, e, tstack = w.walk(k, Ctx(frozenset({m})), [])
            if stmts or e != m or len(tstack) != 1:
                raise fail("exception type expression")
            typ: Optional[ast.expr] = w.sim.value(tstack[0])
            if ins[m].op == "EXC_MATCH_COMPARE":
                if ins[m + 1].op != "POP_JUMP_IF_FALSE":
                    raise fail("exception match jump")
                return typ, ins[m + 1].target, m + 2
            return typ, ins[m].target, m + 1
        if [x.op for x in ins[j:j + 3]] == ["POP_TOP", "POP_TOP", "POP_TOP"]:
            return None, -1, j
        raise fail("handler shape")

    def _handler_clause(self, w: Walker, k: int, nxt: int, ctx: Ctx, stack: List[ast.expr], tail: Sig,
                        else_start: int) -> Tuple[Optional[str], List[ast.stmt], int]:
        """The handler whose prologue starts at ``k``: its name, its body and where it goes on."""
        ins = w.ins
        # k: POP_TOP; STORE e; POP_TOP  or POP_TOP x3
        if ins[k].op == "POP_TOP" and ins[k + 1].op in STORES and ins[k + 2].op == "POP_TOP":
            name = ins[k + 1].argval
            hbody, exit_ = self._named_handler(w, k + 3, name, ctx, stack, tail, else_start)
            return name, hbody, exit_
        if [x.op for x in ins[k:k + 3]] == ["POP_TOP", "POP_TOP", "POP_TOP"]:
            hbody, exit_ = self._plain_handler(w, k + 3, nxt, ctx, stack, tail, else_start)
            return None, hbody, exit_
        raise fail("handler prologue")

    def _after_handlers(self, w: Walker, i: int, h: int, ctx: Ctx, exits: List[int], reraise: int,
                        else_start: int) -> int:
        """Where the walk goes on after a try/except without an else clause (or whose
        handlers never fall through)."""
        ins = w.ins
        if else_start < 0:
            if exits:
                return exits[0]
            if reraise >= 0:
                loop = ctx.loops[-1] if ctx.loops else None
                if loop is not None and reraise + 1 == loop.exit:
                    return -1  # (3.10: nothing follows in the loop body; the dead code after it dropped)
                return self._after_return(w, reraise, ctx)
            return self._region_end(w, i, h, ctx)  # a bare except that never falls through
        # no handler falls through: what follows the handler table continues the try
        nxt = reraise + 1
        if reraise >= 0 and nxt < len(ins) and ins[nxt].op == "JUMP" and ins[nxt].target == else_start \
                and else_start in ctx.stops and nxt not in w.flow.jump_sources:
            return nxt  # the dead jump that ended the enclosing branch (over an else)
        return else_start

    @staticmethod
    def _else_break(w: Walker, i: int, ctx: Ctx, else_start: int, join: int) -> bool:
        """The else clause of the try set up at ``i``, whose handlers go back to the loop's
        header (``join``), is ``break``: the body's jump goes to the loop's exit (3.8/3.9:
        threaded there, past a ``while ... else`` clause too), or (3.10: the handlers go to
        the loop's last jump back) to the code after the loop, straight code to a return
        placed after the handlers, right before that jump back (no exit known yet): a small
        exit block, copied there (a longer else clause that returns is the clause itself)."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or join == else_start:
            return False
        if join in (loop.header, loop.also) and (
                else_start == loop.exit or TryExcept38._threaded_break(w, i, else_start)):
            return True
        ins, latch = w.ins, w.flow.latch(loop.header)
        return join == latch and loop.exit < 0 and not loop.is_for and ins[i].target < else_start < latch \
            and latch - else_start <= MAX_COPY \
            and ins[latch - 1].op == "RETURN_VALUE" and w.flow.jump_sources.get(else_start) == [ins[i].target - 1] \
            and all(ins[k].target < 0 and k not in w.flow.jump_sources for k in range(else_start + 1, latch))

    @staticmethod
    def _body_break(w: Walker, ctx: Ctx, else_start: int, join: int) -> bool:
        """The try body's jump, to ``else_start``, goes straight to where the loop ends (its
        exit, or past its latch: an exit after a ``while ... else``), the handlers going on at
        ``join`` in the loop: where the compiler does not thread a jump to an ``else: break``
        clause's own jump (3.10), the body ends in ``break``."""
        loop = ctx.loops[-1] if ctx.loops else None
        if loop is None or w.bc.facts.threads_jumps_across_lines or join == else_start or join < loop.header:
            return False
        return else_start == loop.exit or w.past_loop(else_start, loop)

    @staticmethod
    def _threaded_break(w: Walker, i: int, else_start: int) -> bool:
        """3.8/3.9: the body of the try set up at ``i`` jumps to ``else_start`` past the
        loop's else clause (``while ... else``, placed before the exit), threaded through
        the else clause's own ``break``: that jump is left dead after the handlers."""
        flow = w.flow
        return w.bc.facts.threads_jumps_across_lines and any(
            w.ins[k].op == "JUMP" and w.ins[k].target == else_start and k not in flow.reachable
            and k not in flow.jump_sources for k in range(w.ins[i].target, else_start))

    @staticmethod
    def _joins_at(w: Walker, ctx: Ctx, e: int, join: int) -> bool:
        """A walk that ended at ``e``, a stop of ``ctx`` (where an enclosing statement ends),
        goes on at ``join``: ``e`` jumps there."""
        n = len(w.ins)
        return 0 <= e < n and e in ctx.stops and 0 <= join < n and w.thread(e) == w.thread(join)

    def _else_clause(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
                     body: List[ast.stmt], handlers: List[ast.ExceptHandler], hexits: List[int],
                     else_start: int, join: int) -> int:
        """The statement whose handlers go on at ``join``, with the else clause from
        ``else_start`` (none when that is ``join``)."""
        orelse: List[ast.stmt] = []
        end = join
        loop = ctx.loops[-1] if ctx.loops else None
        if self._both_continue(w, i, loop, else_start, join):
            return self._continue_handlers(out, body + [ast.Continue()], handlers, hexits, else_start, join)
        if loop is not None and join != else_start and else_start in (loop.header, loop.also):
            # 3.10: the body ends in ``continue`` (the dead jump over the handlers dropped)
            out.append(ast.Try(body=body + [ast.Continue()], handlers=handlers, orelse=[], finalbody=[]))
            return join
        if self._body_break(w, ctx, else_start, join):
            ctx.breaks.append(else_start)  # 3.10: the body ends in ``break`` (no else clause)
            out.append(ast.Try(body=body + [ast.Break()], handlers=handlers, orelse=[], finalbody=[]))
            return join
        if self._else_break(w, i, ctx, else_start, join):
            orelse = [ast.Break()]
            ctx.breaks.append(else_start)
        elif join != else_start:
            breaks = len(ctx.breaks)
            try:
                orelse, e, _ = w.walk(else_start, Ctx(ctx.stops | {join}, ctx.loops, ctx.breaks), list(stack))
                e = w.stop_aliases.get(e, e)
                if ctx.loops and 0 <= e == ctx.loops[-1].exit and join in (ctx.loops[-1].header, ctx.loops[-1].also):
                    orelse.append(ast.Break())  # 3.8/3.9: the clause ends in ``break`` (its jumps threaded)
                    ctx.breaks.append(e)
                elif self._joins_at(w, ctx, e, join):
                    end = e  # (the clause ends where an enclosing statement does, which jumps on to join)
                elif e not in (join, -1):
                    raise fail("else clause")
            except DecompileFailure:
                if not self._continues(i, ctx, join):
                    raise
                return self._continue_handlers(out, body, handlers, hexits, else_start, join)
            if self.tail and len(orelse) == 1 and isinstance(orelse[0], ast.Break):
                # 3.10: the body's own ``break``, its exit left inline after the body's POP_BLOCK
                # (an else clause's block follows the handlers, unless small enough to be copied
                # there whole: then the two read the same)
                out.append(ast.Try(body=body + orelse, handlers=handlers, orelse=[], finalbody=[]))
                return end
            if self._lined_back(w, ctx, join, orelse):
                del ctx.breaks[breaks:]  # (read again, after the statement)
                return self._continue_handlers(out, body, handlers, hexits, else_start, join)
            if ctx.loops and join == ctx.loops[-1].header:
                while orelse and isinstance(orelse[-1], ast.Continue) and getattr(orelse[-1], "_undis_implicit", False):
                    orelse.pop()  # the else falls back to the loop header: no ``continue`` there
            if not orelse and self._continues(i, ctx, join):
                # 3.10: the body goes to the loop's last jump back, the handlers straight to the header
                return self._continue_handlers(out, body, handlers, hexits, else_start, join)
            if not orelse:
                raise fail("empty else")
        out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[]))
        return end

    @staticmethod
    def _both_continue(w: Walker, i: int, loop: Optional[Loop], else_start: int, join: int) -> bool:
        """3.10: the body of the try set up at ``i`` (after its POP_BLOCK) and the handlers
        jump straight to the header of the ``while`` loop around: both end in ``continue``
        (their ends would jump to the loop's own jump back, which keeps the ``while`` line:
        3.10 threads jumps within a line only; 3.8/3.9 thread them through it)."""
        facts = w.bc.facts
        return loop is not None and not loop.is_for and else_start == join == loop.header \
            and facts.drops_dead_code and not facts.threads_jumps_across_lines and not facts.exception_table \
            and any(w.ins[k].op == "POP_BLOCK" and w.ins[k + 1].op == "JUMP" and w.ins[k + 1].target == join
                    for k in range(i, w.ins[i].target - 1))

    @staticmethod
    def _lined_back(w: Walker, ctx: Ctx, join: int, orelse: List[ast.stmt]) -> bool:
        """3.10: the handlers go straight back to the header ``join`` of the ``while`` loop
        around, and the code read as the else clause (``orelse``) ends in the loop's jump back
        there: the handlers end in ``continue`` and that code follows the statement (at the
        statement's end, they would jump to that jump back, which the compiler keeps: it has
        a line of its own)."""
        loop = ctx.loops[-1] if ctx.loops else None
        return loop is not None and not loop.is_for and join == loop.header \
            and not w.bc.facts.threads_jumps_across_lines and bool(orelse) and isinstance(orelse[-1], ast.Continue)

    @staticmethod
    def _continues(i: int, ctx: Ctx, join: int) -> bool:
        """The handlers of the try set up at ``i`` go on at ``join``, the header of the loop around it."""
        return 0 <= join <= i and bool(ctx.loops) and join in (ctx.loops[-1].header, ctx.loops[-1].also)

    @staticmethod
    def _continue_handlers(out: List[ast.stmt], body: List[ast.stmt], handlers: List[ast.ExceptHandler],
                           hexits: List[int], else_start: int, join: int) -> int:
        """The handlers going back to the loop header ``join`` each end in ``continue``; no
        else clause: the walk goes on where the body goes."""
        for handler, exit_ in zip(handlers, hexits):
            if exit_ == join:
                handler.body = [x for x in handler.body if not isinstance(x, ast.Pass)] + [ast.Continue()]
        out.append(ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=[], finalbody=[]))
        return else_start
