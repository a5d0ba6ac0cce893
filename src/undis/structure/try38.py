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

from undis.structure.asyncfor38 import is_async_break
from undis.structure.block38 import fail
from undis.structure.except38 import TryExcept38
from undis.structure.finally38 import TryFinally38
from undis.structure.walker import Ctx, Walker
from undis.structure.with38 import With38

__all__ = ["HANDLES", "TryBlocks38"]


class TryBlocks38(TryExcept38, TryFinally38, With38):
    """The idiom; state is a stack of the blocks being walked (for early exits)."""

    #: every opname :meth:`match` tests (keep the two in step)
    starts = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "BEFORE_ASYNC_WITH",
                        "JUMP", "POP_BLOCK", "POP_EXCEPT", "ROT_FOUR", "SWAP", "POP_FINALLY", "POP_TOP",
                        "BEGIN_FINALLY", "END_FINALLY", "CALL_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH",
                        "WITH_EXCEPT_START", "RERAISE"})

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        op = w.ins[i].op
        if op == "SETUP_FINALLY":
            h = w.ins[i].target
            if self._is_except(w, i, h):
                return self.try_except(w, i, ctx, stack, out)
            return self.try_finally(w, i, ctx, stack, out)
        if op in ("SETUP_WITH", "SETUP_ASYNC_WITH"):
            return self.with_(w, i, ctx, stack, out)
        if op == "BEFORE_ASYNC_WITH":
            return self.async_with(w, i, ctx, stack, out)
        if op == "JUMP" and ctx.loops and is_async_break(w, i, ctx.loops[-1]):
            ctx.breaks.append(w.ins[i].target)
            out.append(ast.Break())
            return len(w.ins)  # the walk of this branch ends here
        if op in ("POP_BLOCK", "POP_EXCEPT", "ROT_FOUR", "SWAP", "POP_FINALLY", "POP_TOP") and self.frames:
            nxt = self.unwind(w, i)
            if nxt is not None and self.copied_break(w, i, nxt, ctx):
                ctx.breaks.append(ctx.loops[-1].exit)
                out.append(ast.Break())
                return -1  # (the walk of this branch ends here)
            to = self.with_break(w, i, nxt, ctx) if nxt is not None else -1
            if to >= 0:
                ctx.breaks.append(to)
                out.append(ast.Break())
                return -1
            if nxt is not None:
                return nxt
        if op in ("BEGIN_FINALLY", "END_FINALLY", "POP_FINALLY", "CALL_FINALLY", "WITH_CLEANUP_START",
                  "WITH_CLEANUP_FINISH", "WITH_EXCEPT_START", "POP_EXCEPT", "RERAISE"):
            raise fail("unexpected %s at %d" % (op, i))
        return None


#: normalized opnames this idiom turns into source (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({
    "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "BEFORE_ASYNC_WITH", "POP_BLOCK", "POP_EXCEPT",
    "RERAISE", "JUMP_IF_NOT_EXC_MATCH", "EXC_MATCH_COMPARE", "WITH_EXCEPT_START", "BEGIN_FINALLY",
    "END_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH", "CALL_FINALLY", "POP_FINALLY",
    "GET_ANEXT", "END_ASYNC_FOR",
})
