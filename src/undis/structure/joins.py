"""Where a then-branch ends and its if statement joins: the target of the jump over the
else-branch; where the branch ends in a return, raise or ``break`` (3.10+ drop the jump
after those), the one place the jumps of its last ``if`` go; past a 3.8-3.10 ``try`` or a
3.11+ ``async for`` that ends the branch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Dict, Optional, Set

from undis.structure import dead_else, exits, loop_ends
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import ENDS as _ENDS
from undis.structure.walkctx import Loop

if TYPE_CHECKING:
    from undis.structure.walker import Walker


def then_jump(w: Walker, then_start: int, else_start: int, loop: Optional[Loop]) -> Optional[int]:
    """Target of the jump that ends the then-branch just before the else-branch (3.11+:
    before the handlers of a ``try`` that ends the then-branch)."""
    last = else_start - 1
    if w.bc.facts.exception_table and then_start not in w.flow.handler_code and \
            not (w.ins[last].op == "JUMP" and w.ins[last].target > last):
        while last > then_start and last in w.flow.handler_code:
            last -= 1
    if last >= then_start and w.ins[last].op == "JUMP" and w.ins[last].target > last:
        target = w.ins[last].target
        if loop is not None and (exits.past_loop(w, target, loop) or target == loop.exit) \
                and not exits.within_clause(w, last, target, loop) and not dead_else.dead_else_jump(w, last):
            return _hidden_join(w, then_start, else_start, loop, True)  # a ``break``, not the then-branch's end
        return target
    if last >= then_start and w.ins[last].op == "RERAISE" and not w.bc.facts.exception_table:
        past = _try_exit_jump(w, then_start, last)  # 3.10: no jump over the else after the handlers
        if past is not None and loop is not None and (exits.past_loop(w, past, loop) or past == loop.exit):
            return None  # (a ``break`` after the try)
        return past
    if last >= then_start and w.ins[last].op == "JUMP" and then_start <= w.ins[last].target < last:
        exit_jump = _async_exit_jump(w, w.ins[last].target)
        if exit_jump > else_start:
            return exit_jump  # the then-branch is an ``async for`` whose exit block was placed last
        if w.flow.is_header(w.ins[last].target) and w.flow.latch(w.ins[last].target) == last:
            return _loop_exit_join(w, then_start, else_start, loop)
    if last >= then_start and w.ins[last].op in ("RETURN_VALUE", "RAISE_VARARGS"):
        return _hidden_join(w, then_start, else_start, loop)
    if loop is not None and last > then_start and w.ins[last].op == "JUMP" and w.ins[last].target == loop.header:
        join = _continue_test_join(w, last, else_start, loop)
        if join is not None:
            return join
    if loop is not None and last >= then_start and w.ins[last].op == "JUMP" and \
            w.ins[last].target == loop.header and not w.bc.facts.inverted_while:
        # 3.8/3.9: the jump over an else-branch that closes a loop body is threaded to the
        # header, the else-branch ends at the loop's closing jump, and an ``if`` that ends
        # the then-branch jumps there too
        latch = loop_ends.dead_body_end(w, loop.header, w.flow.latch(loop.header))
        if latch > else_start and w.ins[latch].op == "JUMP" and w.ins[latch].target == loop.header \
                and any(then_start <= k < last and not w.ins[k].op.startswith("SETUP")
                        for k in w.flow.jump_sources.get(latch, ())):
            return latch
    return None


def _continue_test_join(w: Walker, last: int, else_start: int, loop: Loop) -> Optional[int]:
    """3.12+: the then-branch ends with ``if c: continue`` (``jump-if-not c J; JUMP
    header``, the ``JUMP`` at ``last``): the conditional jump goes past the else-branch
    to ``J``, where the if statement ends, and the else-branch falls into ``J``."""
    test = w.ins[last - 1]
    if not w.bc.facts.forward_only_cond_jumps or test.op not in _COND_JUMPS or test.target <= else_start \
            or last in w.flow.jump_sources:
        return None
    join = test.target
    before = w.ins[join - 1]
    if exits.past_loop(w, join, loop) or join == loop.exit or before.target >= 0 or before.op in _ENDS:
        return None
    return join


def _loop_exit_join(w: Walker, then_start: int, else_start: int, loop: Optional[Loop]) -> Optional[int]:
    """The then-branch ends with a loop whose jump back is its last instruction (3.12+
    thread the jump over the else-branch, placed after the loop, into the loop's exits):
    the one place past the else-branch that the branch's jumps go (not out of an
    enclosing ``loop``) is where the if statement ends (None: no such place)."""
    ins = w.ins
    targets = {ins[k].target for k in range(then_start, else_start - 1)
               if (ins[k].op == "JUMP" or ins[k].op in _COND_JUMPS) and ins[k].target > else_start}
    if loop is not None:
        targets = {t for t in targets if not (exits.past_loop(w, t, loop) or t == loop.exit)}
    return targets.pop() if len(targets) == 1 else None


def _hidden_join(w: Walker, then_start: int, else_start: int, loop: Optional[Loop],
                 breaks: bool = False) -> Optional[int]:
    """The then-branch ends in a return or raise (3.10+ drop the jump after it), or
    ``breaks`` out of the loop, but its last statement, an ``if``, jumps past the
    else-branch from an earlier branch: the one place those jumps go (not a ``break``)
    is where the if statement ends.  Either the else-branch runs or jumps there too,
    or (in a loop) it is a lone ``break`` (``if a: (if b: x / else: break) / else:
    break``), which an if statement ending there would not leave in between."""
    ins = w.ins
    targets = {ins[k].target for k in range(then_start, else_start - 1)
               if (ins[k].op == "JUMP" or ins[k].op in _COND_JUMPS) and ins[k].target > else_start}
    targets |= _swallow_targets(w, then_start, else_start)
    if loop is not None:
        targets = {t for t in targets if not (exits.past_loop(w, t, loop) or t == loop.exit)}
    if len(targets) != 1:
        return None
    join = targets.pop()  # (the else-branch ends there too: not a copy of an exit path, 3.10)
    falls = ins[join - 1].op not in ("JUMP", *_ENDS)
    if not breaks and (falls or any(else_start <= k < join for k in w.flow.jump_sources.get(join, ()))):
        return join
    if not breaks and w.bc.facts.drops_dead_code and ins[join - 1].op == "RAISE_VARARGS" \
            and _raises_only(w, else_start, join):
        return join  # (3.10+: an else-branch that raises, placed before the join the then-branch jumps to)
    return join if _lone_break(w, else_start, join, loop) else None


def _swallow_targets(w: Walker, then_start: int, else_start: int) -> Set[int]:
    """3.11+: past the else-branch, where the ``with`` statements of the then-branch
    (that start from ``then_start`` up to ``else_start``) go on after their exit swallowed an exception
    (the jump at the end of their handler's path, out of line: a body that returns
    leaves no other jump to the code after the statement; not code that only handlers
    reach, such as the copy of a loop's test that goes back to its body)."""
    ins, found = w.ins, set()
    starts: Dict[int, int] = {}  # each handler's first protected instruction
    for e in w.bc.handlers:
        starts[e.target] = min(e.start, starts.get(e.target, e.start))
    for W, start in starts.items():
        if not then_start <= start < else_start or ins[W].op != "PUSH_EXC_INFO" \
                or ins[W + 1].op != "WITH_EXCEPT_START":
            continue
        end_at = exits.with_handler_end(w, W, ins[W + 2].op == "GET_AWAITABLE")
        if end_at >= 0 and ins[end_at].op == "JUMP" and ins[end_at].target > else_start \
                and ins[end_at].target not in w.flow.handler_code:
            found.add(ins[end_at].target)
    return found


def _raises_only(w: Walker, start: int, end: int) -> bool:
    """The code from ``start`` up to ``end`` jumps nowhere past ``end`` or before ``start``:
    it ends in its own ``raise`` (an else-branch that leaves the function)."""
    ins = w.ins
    return all(not (ins[k].target >= end or 0 <= ins[k].target < start) for k in range(start, end))


def _lone_break(w: Walker, start: int, end: int, loop: Optional[Loop]) -> bool:
    """The code from ``start`` up to ``end`` is one ``break`` out of ``loop``: a jump
    past the loop, or (3.10+) a copy of the code at its exit that ends in a return."""
    ins = w.ins
    if loop is None or loop.exit < 0:
        return False
    if ins[start].op == "JUMP":
        return end == start + 1 and (exits.past_loop(w, ins[start].target, loop) or ins[start].target == loop.exit)
    last = next((k for k in range(start, end) if ins[k].op in _ENDS or ins[k].target >= 0), -1)
    return last == end - 1 and ins[last].op == "RETURN_VALUE" and exits.copied_exit(w, start, loop) >= 0


def _try_exit_jump(w: Walker, then_start: int, last: int) -> Optional[int]:
    """3.8-3.10: the target past ``last`` of the jump after the ``POP_BLOCK`` of a
    try/except in ``then_start..last`` (the first one), or after the normal path's copy
    of a finally body (a handler that is no except clause's), whose handlers end at
    ``last`` and jump nowhere else past it (not to copies of an exit path)."""
    ins = w.ins
    for k in range(then_start, last):
        h = ins[k].target
        if ins[k].op == "SETUP_FINALLY" and k < h <= last and ins[h - 1].op == "JUMP" \
                and (ins[h - 2].op == "POP_BLOCK" or _finally_ends_at(w, h, last)) \
                and ins[h - 1].target > last:
            target = ins[h - 1].target
            if all(ins[j].target in (-1, target) or ins[j].target <= last for j in range(h, last)):
                return target
            return None
    return None


def _finally_ends_at(w: Walker, h: int, last: int) -> bool:
    """3.10: the handler at ``h`` is a finally body (no except clause's) whose first
    ``RERAISE`` is at ``last`` (3.8/3.9 keep a jump after it)."""
    ins = w.ins
    return w.bc.facts.drops_dead_code and ins[h].op not in ("COPY", "POP_TOP") and \
        next(j for j in range(h, last + 1) if ins[j].op == "RERAISE") == last


def _async_exit_jump(w: Walker, header: int) -> int:
    """3.11+: the target of the jump after the END_ASYNC_FOR of the ``async for`` at
    ``header``, or -1."""
    end = w.end_async_for(header) if w.ins[header].op == "GET_ANEXT" else -1
    nxt = w.ins[end + 1] if 0 <= end < len(w.ins) - 1 else None
    return nxt.target if nxt is not None and nxt.op == "JUMP" else -1
