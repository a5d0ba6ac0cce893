"""``async for``: a loop whose header awaits ``__anext__`` and whose exit is END_ASYNC_FOR.

3.8-3.10: ``H: SETUP_FINALLY E; GET_ANEXT; <await>; POP_BLOCK; <store target> ...; JUMP H;
E: END_ASYNC_FOR``.  3.11+: ``H: GET_ANEXT; <await>; <store target> ...; JUMP H`` with the
exception-table entry ``[GET_ANEXT, <await>) -> E: END_ASYNC_FOR``.  The loop continues after
END_ASYNC_FOR when the iterator is exhausted (``else`` clause, then the code after the loop).
Recognised at the loop header through :meth:`Idiom.loop`.
"""

from __future__ import annotations

import ast
from typing import List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure import loops
from undis.structure.conditions import negate
from undis.structure.simulate import DecompileFailure, Slot, SlotGroup
from undis.structure.stmt_edit import strip_continue
from undis.structure.walker import Ctx, Idiom, Loop, Walker

#: normalized opnames only this idiom understands (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({"GET_ANEXT", "END_ASYNC_FOR"})


_BLOCK_STARTS, _TABLE_STARTS = frozenset({"SETUP_FINALLY"}), frozenset({"GET_ANEXT"})


class AsyncFor(Idiom):
    def __init__(self, block_setup: bool) -> None:
        self.block_setup = block_setup  # 3.8-3.10: the header is a SETUP_FINALLY block
        self.starts = _BLOCK_STARTS if block_setup else _TABLE_STARTS

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        """A loop whose body never jumps back (``async for x in it: break``) has no loop header."""
        if w.flow.is_header(i):
            return None
        return self.loop(w, i, ctx, stack, out)

    def loop(self, w: Walker, header: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        shape = self._shape(w, header)
        if shape is None:
            return None
        body_start, end = shape
        exit_ = _resumed_exit(w, header, end + 1)
        aiter = w.sim.pop(stack)
        if not isinstance(aiter, N.Marker):
            aiter = N.Marker("aiter", aiter)  # ``.0`` of a comprehension: already an async iterator
        if aiter.kind != "aiter" or aiter.value is None:
            raise DecompileFailure("async for over an unknown iterator")
        targets: List[ast.expr] = []
        group = SlotGroup(1, -1, lambda t: targets.append(t.elts[0] if isinstance(t, ast.Tuple) else t))
        # exit_ is no stop: a jump there from the body is a ``break`` (the body cannot fall into it)
        inner = Ctx(frozenset({header, end}), ctx.loops + (Loop(header, exit_, True),))
        body, _, _ = w.walk(body_start, inner, stack + [aiter, Slot(group, 0)])
        if not targets:
            raise DecompileFailure("async for loop without a target")
        node = ast.AsyncFor(target=targets[0], iter=aiter.value, body=_exit_guard(strip_continue(body)),
                            orelse=[], type_comment=None)
        return loops.loop_tail(w, node, exit_, inner, ctx, stack, out)

    def _shape(self, w: Walker, header: int) -> Optional[Tuple[int, int]]:
        """(first instruction of the body, index of END_ASYNC_FOR), or None when not an async for."""
        ins = w.ins
        k = header
        end = -1
        if self.block_setup:
            if ins[k].op != "SETUP_FINALLY":
                return None
            end = ins[k].target
            k += 1
        if k + 1 >= len(ins) or ins[k].op != "GET_ANEXT" or ins[k + 1].op != "YIELD_FROM":
            return None
        body = k + 2
        if self.block_setup:
            if ins[body].op != "POP_BLOCK":
                raise DecompileFailure("async for header without POP_BLOCK")
            body += 1
        else:
            end = w.end_async_for(k)
        if end < 0 or ins[end].op != "END_ASYNC_FOR":
            raise DecompileFailure("async for without END_ASYNC_FOR")
        return body, end


def _resumed_exit(w: Walker, header: int, exit_: int) -> int:
    """3.12+: ``END_ASYNC_FOR; JUMP X`` placed last, X the code after the loop that a
    ``break`` (popping the iterator) falls into: the loop really exits to X."""
    ins = w.ins
    if exit_ < len(ins) and ins[exit_].op == "JUMP" and w.flow.latch(header) < ins[exit_].target < exit_ - 1:
        return ins[exit_].target
    return exit_


def _exit_guard(body: List[ast.stmt]) -> List[ast.stmt]:
    """``if not c: continue`` then one leaving statement ends the body: the source was ``if c: break``
    (the conditional jump goes back to the header; the compiler lays the two forms out differently)."""
    if len(body) < 2:
        return body
    guard, last = body[-2], body[-1]
    if (isinstance(guard, ast.If) and not guard.orelse and len(guard.body) == 1
            and isinstance(guard.body[0], ast.Continue) and isinstance(last, (ast.Break, ast.Return, ast.Raise))):
        return body[:-2] + [ast.If(test=negate(guard.test), body=[last], orelse=[])]
    return body


def async_exit(w: Walker, header: int) -> int:
    """Where the ``async for`` at ``header`` (3.11+) continues when its iterator is exhausted."""
    shape = AsyncFor(False)._shape(w, header)
    if shape is None:
        raise DecompileFailure("not an async for header")
    return shape[1] + 1


#: the idiom per header kind (it keeps no state: one instance serves every walk)
_BY_SETUP = {True: AsyncFor(True), False: AsyncFor(False)}


def idioms(block_setup: bool) -> List[Idiom]:
    return [_BY_SETUP[block_setup]]
