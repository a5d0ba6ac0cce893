"""try/except/else/finally and with/async with on the block-stack versions (3.8-3.10).

Recognised at ``SETUP_FINALLY`` / ``SETUP_WITH`` / ``SETUP_ASYNC_WITH`` (a ``break`` out of
``async for``: :mod:`undis.structure.asyncfor38`; the loop: :mod:`undis.structure.async_for`).
Each block is walked with a :class:`~undis.structure.unwind38.Frame` pushed; an early ``return``/``break``/``continue``
is found by skipping, innermost first, the code each block emits to be left
(:func:`~undis.structure.unwind38.exit_of`), whatever the number of blocks crossed.  3.9+
finally bodies are inlined on each exit: the copies are aligned with the handler's copy
(:func:`~undis.structure.fincopy38.align_finally`).  3.10 also copies the code after a
statement (a short block ending in ``return``) onto each path into it: those "copied
tails" are matched by signature and copies of a whole exit path are recorded as aliases.
Anything else raises :class:`DecompileFailure` rather than guessing.

The statements are read by one module each, combined here into one idiom (their state, a
stack of the blocks being walked, is shared): try/except[/else]
(:mod:`undis.structure.except38`, one clause's body: :mod:`undis.structure.handlers38`),
try/finally (:mod:`undis.structure.finally38`), with/async with
(:mod:`undis.structure.with38`); the shared ground is :mod:`undis.structure.block38`.
"""
from __future__ import annotations

import ast
from typing import List, Optional

from undis.emit import nodes as N
from undis.structure import fintails, never_loops
from undis.structure.asyncfor38 import is_async_break
from undis.structure.block38 import EXITLESS, TERMINAL, fail
from undis.structure.except38 import TryExcept38
from undis.structure.finally38 import TryFinally38
from undis.structure.simulate import DecompileFailure
from undis.structure.unwind38 import Frame, exit_of
from undis.structure.walker import Ctx, Walker
from undis.structure.with38 import With38

__all__ = ["HANDLES", "TryBlocks38"]


class TryBlocks38(TryExcept38, TryFinally38, With38):
    """The idiom; state is a stack of the blocks being walked (for early exits)."""

    #: every opname :meth:`match` tests (keep the two in step)
    starts = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "BEFORE_ASYNC_WITH",
                        "JUMP", "POP_BLOCK", "POP_EXCEPT", "ROT_FOUR", "SWAP", "POP_FINALLY", "POP_TOP",
                        "BEGIN_FINALLY", "END_FINALLY", "CALL_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH",
                        "WITH_EXCEPT_START", "RERAISE", "RAISE_VARARGS"})

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        op = w.ins[i].op
        if op == "SETUP_FINALLY":
            h = w.ins[i].target
            is_except = self._is_except(w, i, h)
            t = never_loops.block_break(w, i, Frame("try") if is_except else Frame("finally", h=h), ctx)
            t = t if t >= 0 or is_except else never_loops.finally_swallow(w, i, ctx)
            nxt = never_loops.break_loop(w, i, t, ctx, stack, out) if t >= 0 else None
            if nxt is not None:
                return nxt
            if is_except:
                return self.try_except(w, i, ctx, stack, out)
            return self.try_finally(w, i, ctx, stack, out)
        if op == "SETUP_WITH":
            t = self._with_block_break(w, i, ctx)
            nxt = never_loops.break_loop(w, i, t, ctx, stack, out) if t >= 0 else None
            if nxt is not None:
                return nxt
        if op in ("SETUP_WITH", "SETUP_ASYNC_WITH"):
            return self.with_(w, i, ctx, stack, out)
        if op == "BEFORE_ASYNC_WITH":
            return self.async_with(w, i, ctx, stack, out)
        if op == "JUMP" and self.frames and self._dead_body_rest(w, i, ctx):
            exit_ = w.jump(w.ins[i].target, ctx, stack, at=i)
            out.extend(exit_)
            return i + 1 if exit_ else -1  # (3.8/3.9: the dead statements after it, up to the body's POP_BLOCK)
        if op == "RAISE_VARARGS" and self.frames and self._dead_body_rest(w, i, ctx):
            w.sim.step(w.ins[i], stack, out)
            return i + 1  # (3.8/3.9: the dead statements after it, up to the body's POP_BLOCK)
        if op == "JUMP" and ctx.loops and is_async_break(w, i, ctx.loops[-1]):
            ctx.breaks.append(w.ins[i].target)
            out.append(ast.Break())
            return len(w.ins)  # the walk of this branch ends here
        gone = fintails.reraise_break(w, i, ctx) if op == "POP_TOP" and stack and N.is_iterator(stack[-1]) else -1
        if gone >= 0:
            stack.pop()  # (3.10: a break that ends a finally body in its handler copy)
            ctx.breaks.append(gone)
            out.append(ast.Break())
            return -1
        if op == "POP_TOP" and self.frames and self.loop_const_return(w, i, ctx, stack):
            stack.pop()  # ``return <constant>`` in a for loop in a block: the iterator goes first
            return i + 1
        if op in ("POP_BLOCK", "POP_EXCEPT", "ROT_FOUR", "SWAP", "POP_FINALLY", "POP_TOP") and self.frames:
            nxt = self.unwind(w, i, stack)
            if nxt == EXITLESS:
                return self._exitless(w, ctx, stack, out)
            if nxt is not None and self._finally_continue(w, i, nxt, ctx):
                out.append(ast.Continue())
                return -1
            to = -1 if nxt is None else max(self.copied_break(w, i, nxt, ctx), self.with_break(w, i, nxt, ctx))
            if to >= 0:
                ctx.breaks.append(to)
                out.append(ast.Break())
                return -1
            if nxt is not None:
                if _starts_statement(w, nxt):
                    raise fail("blocks left at %d, then a statement" % i)
                if "with" in self._left(w, i, nxt) and _silent_jump(w, nxt, ctx):
                    raise fail("a with left at %d to an enclosing statement's end" % i)
                return nxt
        if op == "RERAISE" and self._exitless_break(i, ctx):
            ctx.breaks.append(i)
            brk = ast.Break()
            brk._undis_copied = True  # type: ignore[attr-defined]  # (not a loop test: see stmt_edit.is_break_guard)
            out.append(brk)
            return -1
        if op in ("BEGIN_FINALLY", "END_FINALLY", "POP_FINALLY", "CALL_FINALLY", "WITH_CLEANUP_START",
                  "WITH_CLEANUP_FINISH", "WITH_EXCEPT_START", "POP_EXCEPT", "RERAISE"):
            raise fail("unexpected %s at %d" % (op, i))
        return None

    def _with_block_break(self, w: Walker, i: int, ctx: Ctx) -> int:
        """:func:`~undis.structure.never_loops.with_block_break` for the with set up at ``i``
        (-1: none, or a handler of another shape, read by :meth:`with_`)."""
        h = w.ins[i].target
        try:
            after = (self._cleanup38_end(w, h, False) if w.ins[h].op == "WITH_CLEANUP_START"
                     else self._with_handler_end(w, h, False)) + 1
        except DecompileFailure:
            return -1
        return never_loops.with_block_break(w, i, Frame("with"), after, ctx)

    def _exitless(self, w: Walker, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
        """An exit that runs a copy of a finally body that never falls through (see
        :meth:`~undis.structure.block38.Blocks38.unwind`): ``return value`` where a value
        was loaded before leaving the blocks (its own ``RETURN_VALUE``, after the copy, is
        dead code the compiler dropped), else ``return`` (a ``break`` or ``continue``
        reads the same); 3.8/3.9: with the dead statements after the copy.  Where the walk
        goes on (-1: nowhere)."""
        value = stack.pop() if stack and not isinstance(stack[-1], N.Marker) else None
        if value is None and self.exitless_rest >= 0:
            value = self._dead_constant(w, self.exitless_rest)
        out.append(ast.Return(value=None if value is None else w.sim.value(value)))
        if self.exitless_rest < 0:
            return -1
        _, e, _ = w.dead_statements(self.exitless_rest, ctx, stack, out)
        return e

    @staticmethod
    def _dead_constant(w: Walker, k: int) -> Optional[ast.expr]:
        """3.9: the dead code from ``k``, after a copy of a finally body that never falls
        through, holds the rest of a ``return <constant>`` (pieces of the copies of enclosing
        finally bodies that the peephole kept, then the constant returned): that constant
        (None: not such code; nothing outside it jumps into it)."""
        ins = w.ins
        if w.bc.facts.drops_dead_code:
            return None
        j = next((j for j in range(k, len(ins) - 1) if ins[j].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or (
            ins[j].op == "LOAD_CONST" and ins[j + 1].op == "RETURN_VALUE")), -1)
        if j < 0 or ins[j].op != "LOAD_CONST" or any(
                not k <= src < j for t in range(k, j + 2) for src in w.flow.jump_sources.get(t, ())) \
                or any(ins[t].target >= 0 and not k <= ins[t].target <= j for t in range(k, j)):
            return None
        return ast.Constant(value=ins[j].argval)

    @staticmethod
    def _dead_body_rest(w: Walker, i: int, ctx: Ctx) -> bool:
        """3.8/3.9 keep dead code: the jump at ``i`` (a ``continue`` or ``break`` in a try
        body) or its ``raise`` is followed by straight statements that nothing reaches, up
        to the ``POP_BLOCK`` ending the body (a stop of the walk)."""
        ins, flow = w.ins, w.flow
        if w.bc.facts.drops_dead_code:
            return False
        k = i + 1
        while k < len(ins) and k not in flow.jump_sources and ins[k].target < 0 and ins[k].op not in TERMINAL:
            if ins[k].op == "POP_BLOCK":
                return k > i + 1 and k in ctx.stops
            k += 1
        return False

    def _exitless_break(self, i: int, ctx: Ctx) -> bool:
        """3.10: the ``RERAISE`` at ``i`` ends the finally body being walked (the code after
        the statement, copied onto its paths: :attr:`fin_exits`), reached in a ``while``
        loop that has no exit of its own (``while True``, nested in that body, where
        reaching the end is a stop): the compiler copied the end of the body onto the
        loop's ``break``."""
        loop = ctx.loops[-1] if ctx.loops else None
        return loop is not None and not loop.is_for and loop.exit < 0 and i in self.fin_exits \
            and i not in ctx.stops

    def _finally_continue(self, w: Walker, i: int, k: int, ctx: Ctx) -> bool:
        """The exit at ``i`` leaves a try/finally body (running a copy of the finally body)
        and jumps back to the loop's header from ``k``: an explicit ``continue`` (the body's
        normal exit is its own copy), though its jump is the same as at the loop's end.  3.9:
        the copy's last jumps may go to the header themselves (``if c: return`` ending the
        finally body), the ``continue``'s own jump after the copy dead: ``k`` is the header."""
        loop = ctx.loops[-1] if ctx.loops else None
        x = w.ins[k]
        to = w.thread(x.target) if x.op == "JUMP" else k
        return loop is not None and to in (loop.header, loop.also) and "finally" in self._left(w, i, k)

    def loop_const_return(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> bool:
        """The ``POP_TOP`` at ``i`` pops a ``for`` loop's iterator, then (in straight code)
        blocks are left, innermost first, and enclosing loops' iterators popped, up to a
        constant returned: a ``return <constant>`` (a ``break`` pops the iterator and leaves
        no block, unless 3.10 copied the loop's exit onto it: that code is left to the walker)."""
        ins, k, depth, f = w.ins, i, len(stack), len(self.frames)
        if ctx.loops and ctx.loops[-1].exit >= 0 and self._may_copy_break(w, i + 1) \
                and w.same_code(i + 1, ctx.loops[-1].exit):
            return False
        while k == i or k not in w.flow.jump_sources:
            if ins[k].op == "POP_TOP" and depth and N.is_iterator(stack[depth - 1]):
                k, depth = k + 1, depth - 1
                continue
            m = exit_of(ins, k, self.frames[f - 1]) if f and k > i else -1
            if m < 0:
                return f < len(self.frames) and ins[k].op == "LOAD_CONST" and ins[k + 1].op == "RETURN_VALUE"
            k, f = m, f - 1
        return False

    def _may_copy_break(self, w: Walker, k: int) -> bool:
        """The code at ``k`` (after a ``for`` loop's iterator is popped) may be the loop's exit
        block copied onto a ``break``: 3.10 copies only small exit blocks (3.8/3.9 none), and
        a ``with`` statement's exit call, left first thing, is never one."""
        if not w.bc.facts.copies_exit_blocks:
            return False
        for fr in reversed(self.frames):
            m = exit_of(w.ins, k, fr)
            if m < 0:
                return True
            if fr.kind == "with":
                return False
            k = m
        return True


def _starts_statement(w: Walker, k: int) -> bool:
    """The straight code at ``k``, after an early exit left its blocks, sets up a block or
    branches before it returns, raises or jumps: not the rest of that exit (the plain
    ``return``/``break``/``continue``, or a copy of the small exit block the exit runs into),
    but a statement, which the blocks left cannot hold (``except: A`` then ``with``: the
    clause's normal end, falling into the code after the statement)."""
    ins = w.ins
    for j in range(k, len(ins)):
        x = ins[j]
        if x.op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "JUMP") or j in w.flow.jump_sources:
            return False  # (or it runs into code that other paths reach: a loop's exit after a break)
        if x.op.startswith("SETUP_") or x.target >= 0:
            return True
    return False


def _silent_jump(w: Walker, k: int, ctx: Ctx) -> bool:
    """The code at ``k``, after an early exit left a ``with`` block (which only a
    ``return``, ``break`` or ``continue`` does), is a jump that reads as no statement: to
    an enclosing statement's end, not the innermost loop's header or exit (3.10: ``while
    not c: with cm: break`` then ``return 1``, a loop that never loops back read as an
    ``if``: the break would be lost)."""
    x = w.ins[k]
    if x.op != "JUMP":
        return False
    loop = ctx.loops[-1] if ctx.loops else None
    t = w.thread(x.target)
    return (t in ctx.stops or x.target in ctx.stops) and not (
        loop is not None and (t in (loop.header, loop.also, loop.exit) or w.past_loop(t, loop)))


#: normalized opnames this idiom turns into source (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({
    "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "BEFORE_ASYNC_WITH", "POP_BLOCK", "POP_EXCEPT",
    "RERAISE", "JUMP_IF_NOT_EXC_MATCH", "EXC_MATCH_COMPARE", "WITH_EXCEPT_START", "BEGIN_FINALLY",
    "END_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH", "CALL_FINALLY", "POP_FINALLY",
    "GET_ANEXT", "END_ASYNC_FOR",
})
