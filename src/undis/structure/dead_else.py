"""3.8/3.9 dead jumps around else-branches: the jump over an else-branch kept after a
then-branch that ends in ``break`` or ``continue``, and the else-branch that is one jump
(``else: break``), threaded so that the test jumps past it, left dead; which of a
condition's jumps belong to it and which to nested ifs with such an else-branch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, List, Tuple

from undis.structure.conditions import Cond
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import Ctx

if TYPE_CHECKING:
    from undis.structure.walker import Walker


def nested_else_blocks(w: Walker, i: int, cond: Cond, ctx: Ctx, top: bool) -> Tuple[int, bool]:
    """3.8/3.9: how many of the conditional jumps of ``cond`` (from ``i``) are its own
    when the jumps after it are nested ifs that each end with a threaded dead ``else:
    break`` (see :func:`threaded_else`): ``if a: (if b: x / else: break) / else: break``
    has ``a`` and ``b`` jump to the loop's exit, as ``if a and b`` would, but a dead
    jump for each else-branch; a while test (``top``) has none.  Each else-branch's dead
    jump that closes no if opened after the condition belongs to one of them, the
    innermost first (the if may take several jumps: the same code).  Returns (that
    many, 0 for all of them; whether ``cond`` is still a while test: not when every
    jump is an if's, in ``while True``; so a test of one jump at the top of the body
    whose else-branch is such a dead jump is ``while True: if c: x / else: break``)."""
    jumps = [k for k in range(i, cond.end) if w.ins[k].target >= 0]
    if len(jumps) < (1 if top else 2) or any(w.ins[k].op not in _COND_JUMPS for k in jumps):
        return 0, top
    bound = min((s for s in ctx.stops if s > cond.end), default=len(w.ins))
    elses = len(_dead_elses(w, cond, bound))
    if top and elses >= len(jumps):
        return max(1, len(jumps) - elses + 1), False
    nested = elses if top else elses - 1
    return (max(1, len(jumps) - nested) if nested > 0 else 0), top


def threaded_else(w: Walker, cond: Cond) -> Cond:
    """3.8/3.9: ``if c: x / else: break`` (or any else-branch that is one jump) then
    more: the test's jump to the else-branch's ``JUMP X`` is threaded to X, and that
    jump is left dead, right after the then-branch's jump over it (see
    :func:`_jumps_past_next`).  The condition with its jump put back to that dead
    ``JUMP`` (the first one not closing an inner such if of the then-branch), or
    ``cond`` unchanged."""
    elses = _dead_elses(w, cond, len(w.ins), 1)
    return Cond(cond.expr, cond.yes, elses[0], cond.end) if elses else cond


def _dead_elses(w: Walker, cond: Cond, bound: int, most: int = -1) -> List[int]:
    """3.8/3.9: the dead jumps (before ``bound``, at most ``most``) after ``cond`` that
    are the threaded else-branches of ``cond``'s if and of ifs around it: each is kept
    right after a then-branch's jump over it and goes where ``cond`` jumps, and closes
    no inner ``if ...: else: <the same jump>`` opened after ``cond``."""
    if w.bc.facts.drops_dead_code or cond.no >= len(w.ins):
        return []
    ins, flow = w.ins, w.flow
    to = _lands(w, cond.no)
    limit = cond.no if cond.no > cond.end else flow.latch(to) + 1 if flow.is_header(to) else cond.end
    limit = min(limit, bound)
    if not any(cond.end < d < limit and _lands(w, ins[d].target) == to for d in w.dead_jumps()):
        return []
    opened, found = 0, []  # type: int, List[int]
    dead = w.dead_jumps()
    for k in range(cond.end, limit - 1):
        if k not in flow.reachable and (k not in dead or _lands(w, ins[k].target) == to):
            continue  # (a then-branch whose inner if never falls through: its jump is dead too)
        if ins[k].op in _COND_JUMPS and _lands(w, ins[k].target) == to:
            opened += 1  # an inner ``if ...: else: <the same jump>`` starts
        elif ins[k].op == "JUMP" and _jumps_past_next(w, k) and k + 1 in dead \
                and _lands(w, ins[k + 1].target) == to:
            if not opened:
                found.append(k + 1)
                if len(found) == most:
                    break
            else:
                opened -= 1
    return found


def _lands(w: Walker, target: int) -> int:
    """Where a jump to ``target`` goes on: past the chain of forward jumps there, and to
    the header a jump back there goes to (the peephole threads the jumps of a loop nested
    last in an outer loop's body, and of the if statements around it, to different jumps
    back to that loop's header)."""
    to = w.thread(target)
    ins = w.ins[to]
    return ins.target if ins.op == "JUMP" and 0 <= ins.target < to else to


def _jumps_past_next(w: Walker, k: int) -> bool:
    """The jump at ``k`` goes on right after the instruction that follows it: to
    ``k + 2``, or where the dead ``JUMP`` at ``k + 2`` goes (threaded there: the end
    of a loop body, whose jump back the compiler keeps)."""
    ins = w.ins
    after = ins[k + 2] if k + 2 < len(ins) else None
    return ins[k].target == k + 2 or (after is not None and after.op == "JUMP" and after.target == ins[k].target
                                      and k + 2 in w.dead_jumps())


def dead_else_jump(w: Walker, k: int) -> bool:
    """3.8/3.9: the jump at ``k`` over an else-branch is kept, dead, after a then-branch
    that ends in ``break`` or ``continue`` (a ``break`` itself is never dead code there)."""
    ins, flow = w.ins, w.flow
    return not w.bc.facts.drops_dead_code and k not in flow.reachable and ins[k - 1].op == "JUMP" \
        and not any(j in flow.reachable for j in flow.jump_sources.get(k, ()))
