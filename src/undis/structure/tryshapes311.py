"""Instruction shapes, constants and small queries that several 3.11+ try/with modules
share (:mod:`~undis.structure.try311` and the modules it names): the finally body and
with body records (:class:`Fin`, :class:`Frame`), the failure they raise, and tests of a
few instructions at an index (a name's clean-up, ``return <constant>``, iterator pops).
"""

from __future__ import annotations

import ast
from typing import FrozenSet, List, NamedTuple, Optional, Tuple

from undis.emit import nodes as N
from undis.structure.flow import reach
from undis.structure.simulate import DecompileFailure
from undis.structure.walker import Ctx, Walker

ENDS = ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")


class Fin(NamedTuple):
    """A finally body in its handler: ``start`` .. ``last`` (its last instruction: a
    ``RERAISE 0``, or 3.12+ where no path falls into the end, a jump back or a raise), and
    all the ``RERAISE 0`` that end it (none: it always leaves by return/break/continue);
    ``code``: its instructions (the range less the handler code of statements nested in
    it); ``breaks``: where no path falls into the end, the pairs (a ``RERAISE 0`` copied
    in place of a ``break``'s jump to the end, the header of the loop it breaks);
    ``swallows``: where the body has no other way to its end, the pairs (where a ``with``
    body in it starts, where that statement goes on after its exit swallowed an exception:
    handler code, the way to the end)."""

    start: int
    last: int
    ends: FrozenSet[int]
    code: FrozenSet[int] = frozenset()
    breaks: Tuple[Tuple[int, int], ...] = ()
    swallows: Tuple[Tuple[int, int], ...] = ()


def only_returns(w: Walker, fin: Fin) -> bool:
    """The finally body ``fin``, which always leaves, leaves only by returning (or
    raising): none of its jumps leaves its code (a ``break`` or ``continue`` would)."""
    return not fin.ends and all(w.ins[k].target in fin.code for k in fin.code if w.ins[k].target >= 0)


def fail(msg: str) -> DecompileFailure:
    return DecompileFailure("try311: " + msg)


class Frame(NamedTuple):
    """A finally/with body being walked: its exit copies are skipped where they appear."""

    kind: str  # "finally" or "with"
    target: int  # the handler
    fin: Optional[Fin] = None
    is_async: bool = False
    #: a finally body that always leaves (no ``RERAISE 0`` ends it): its copies end the paths
    #: that reach them (see :func:`~undis.structure.copies311.leaving_copy`)
    leaving: Optional[Fin] = None


def explicit_continues(body: List[ast.stmt]) -> None:
    """Mark each ``continue`` in ``body`` as a statement of its own, never the end of a loop
    body (e.g. in the body of a try statement with a finally body, it runs a copy of the
    finally body first)."""
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Continue):
                node._undis_implicit = False  # type: ignore[attr-defined]


def landing(w: Walker, k: int) -> int:
    """Where a chain of unconditional jumps (either way) from ``k`` ends."""
    for _ in range(8):
        if w.ins[k].op != "JUMP":
            break
        k = w.ins[k].target
    return k


def is_iterator(top: List[ast.expr]) -> bool:
    """Is ``top`` (the top of a stack, or nothing) a ``for`` loop's iterator?"""
    return bool(top) and N.is_iterator(top[-1])


def const_return(w: Walker, k: int) -> Optional[ast.expr]:
    """``return <constant>`` at ``k``: the constant."""
    if k + 1 < len(w.ins) and w.ins[k].op == "LOAD_CONST" and w.ins[k + 1].op == "RETURN_VALUE":
        return N.const(w.ins[k].argval)
    return None


def continue_body(w: Walker, T: int, header: int, ext: FrozenSet[int]) -> bool:
    """The try statement of the handler at ``T``, whose body is the jump at ``header``
    back to itself, is in the loop: its body is a ``continue`` (see unreached311), and the
    exits of its clauses lead back to that header (those of a try around the loop would
    leave it)."""
    ins = w.ins
    if ext != {header} or ins[header].op != "JUMP" or ins[header].target != header:
        return False
    return any(ins[k].op == "JUMP" and ins[k - 1].op == "POP_EXCEPT" and landing(w, k) == header
               for k in reach(w.ins, [T]))


def loop_jump(w: Walker, ctx: Ctx, t: int) -> bool:
    """Is a jump to ``t`` a break/continue of the innermost loop?"""
    if not ctx.loops:
        return False
    loop = ctx.loops[-1]
    if w.ins[t].op == "POP_EXCEPT" and loop.header not in w.flow.handler_code:
        return False  # (3.12+: the exit of an except clause in the loop, placed after the loop)
    return t in (loop.header, loop.also) or t == loop.exit or w.past_loop(t, loop) or w.retry_jump(t, loop)
