"""3.12+: the end of a finally body copied onto each path of its handler copy.

The compiler inlines a small exit block (at most four instructions, ending in a return or
raise) into each jump to it.  In the handler copy of a finally body, whose exit is its
``RERAISE 0``, the last statement before that exit is such a block when it is short: each
branch that ends the body then runs its own copy of that statement, then re-raises
(``finally: if c: ... / x.d = False`` has ``x.d = False; RERAISE 0`` at the end of both
branches of the ``if``).  Walking the copy as it stands would repeat the statement in both
branches; instead the walk stops where each copy starts and the statement is walked once.

3.10+ copy that ``RERAISE 0`` alone onto a ``break`` of a ``for`` loop that ends the body:
:func:`reraise_break`; where no path falls into the end of the body (a loop left only by
``break``, or whose else clause never falls through), each ``RERAISE`` in a loop is such a
break: :func:`loop_breaks`; where a path does fall into it, so is each ``RERAISE`` in a
loop whose exit is not that end (an else clause or more code runs first):
:func:`falling_breaks`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, AbstractSet, Dict, List, Sequence, Tuple

from undis.bytecode import Instr
from undis.structure import exits

if TYPE_CHECKING:
    from undis.structure.walker import Ctx, Walker

#: an instruction after which a statement may start (it ends one, or leaves the straight line)
_STATEMENT_ENDS = frozenset({"POP_TOP", "POP_EXCEPT", "JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE",
                             "STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF", "STORE_ATTR",
                             "STORE_SUBSCR", "DELETE_FAST", "DELETE_NAME", "DELETE_GLOBAL", "DELETE_DEREF",
                             "DELETE_ATTR", "DELETE_SUBSCR", "NOP"})
#: at most this many instructions are copied with the exit (``MAX_COPY_SIZE`` in flowgraph.c)
MAX_COPY = 4


def copied_tails(ins: Sequence[Instr], ends: AbstractSet[int], code: AbstractSet[int],
                 jump_sources: Dict[int, List[int]]) -> Dict[int, int]:
    """For the ``RERAISE 0`` instructions ``ends`` (two or more) of a finally body whose
    instructions are ``code``: where each copy of a common statement before them starts
    -> where the first copy starts; empty when the ends share no whole statement."""
    order = sorted(ends)
    if len(order) < 2:
        return {}
    size = 0
    while size < MAX_COPY - 1 and _same_before(ins, order, size, code, jump_sources):
        size += 1
    while size > 0 and not all(_starts_statement(ins, e - size, jump_sources) for e in order):
        size -= 1
    if size == 0:
        return {}
    first = order[0] - size
    return {e - size: first for e in order}


def _same_before(ins: Sequence[Instr], order: List[int], size: int, code: AbstractSet[int],
                 jump_sources: Dict[int, List[int]]) -> bool:
    """The instruction ``size + 1`` before each end is the same straight-line one in each
    copy, and nothing jumps into the copies after it."""
    at = [e - size - 1 for e in order]
    if any(k < 0 or k not in code or k in order for k in at):
        return False
    if size and any(jump_sources.get(k + 1) for k in at):
        return False
    x = ins[at[0]]
    return x.target < 0 and all(
        (y.op, y.arg, y.argval) == (x.op, x.arg, x.argval) and y.target < 0 for y in (ins[k] for k in at))


def _starts_statement(ins: Sequence[Instr], k: int, jump_sources: Dict[int, List[int]]) -> bool:
    before = ins[k - 1]
    return not ins[k].op.startswith(("STORE_", "DELETE_", "POP_")) and (
        bool(jump_sources.get(k)) or before.op in _STATEMENT_ENDS or before.target >= 0)


def loop_breaks(w: "Walker", code: AbstractSet[int], ends: AbstractSet[int]) -> Tuple[Tuple[int, int], ...]:
    """A handler copy of a finally body (its instructions ``code``) that no path leaves by
    falling into its end (its last statement a loop left only by ``break``, or with an else
    clause that never falls through): of its ``RERAISE`` ``ends``, those that stand for a
    ``break`` of a loop in the body, the copy of the end that replaced the break's jump (the
    normal copy has the jump, or a copy of the code after the statement).  Pairs (the
    ``RERAISE``, the header of the innermost loop around it)."""
    headers = sorted(h for h in code if w.flow.is_header(h) and w.flow.latch(h) in code)
    pairs = []
    for e in sorted(ends):
        around = [h for h in headers if h < e <= _loop_last(w, h)]
        if around:
            pairs.append((e, around[-1]))
    return tuple(pairs)


def falling_breaks(w: "Walker", code: AbstractSet[int], ends: AbstractSet[int]) -> Tuple[Tuple[int, int], ...]:
    """3.10+: as :func:`loop_breaks`, for a handler copy of a finally body that a path leaves
    by falling into its end: the breaks of a loop whose exit is not that end (an else clause,
    or code after the loop, runs before it) became copies of the end too.  None where the ends
    share a copied last statement (:func:`copied_tails`: a break onto which the code after
    the loop was copied is read with it)."""
    if copied_tails(w.ins, ends, code, w.flow.jump_sources):
        return ()
    return tuple((e, h) for e, h in loop_breaks(w, code, ends) if _loop_last(w, h) + 1 not in ends)


def _loop_last(w: "Walker", header: int) -> int:
    """The last instruction of the loop at ``header``: the one before its exit (a ``for``: a
    ``RERAISE`` at the exit ends its else clause, a ``break`` of a loop around), else its latch."""
    x = w.ins[header]
    return x.target - 1 if x.op == "FOR_ITER" else w.flow.latch(header)


def reraise_break(w: "Walker", i: int, ctx: "Ctx") -> int:
    """In a finally body's handler copy, the ``POP_TOP`` at ``i`` of the iterator of a
    ``for`` loop, then ``RERAISE 0``: a ``break``, onto which the compiler copied the end of
    the finally body, as at the loop's exit (the loop ends the body), or in place of its
    jump to that end (3.12+: a loop with an else clause that never falls through, see
    :func:`~undis.structure.exits.loop_end_break`).  Returns where it goes, else -1."""
    loop = ctx.loops[-1] if ctx.loops else None
    x = w.ins[i + 1]
    if loop is None or not loop.is_for or x.op != "RERAISE" or x.arg != 0:
        return -1
    if loop.exit >= 0 and w.same_code(i + 1, loop.exit):
        return loop.exit
    return exits.loop_end_break(w, i + 1, loop)
