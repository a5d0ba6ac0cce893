"""Where a loop body ends and where the loop goes when it ends: the latch (last jump
back) and the dead jumps back that 3.8/3.9 keep after a body that never falls through,
the exit of a top-tested loop, the threaded exits of a loop nested last in a body, and
the 3.12+ exits that jump back to code placed before a loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Tuple

from undis.structure import inverted
from undis.structure import patterns as P
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import ENDS as _ENDS

if TYPE_CHECKING:
    from undis.structure.walker import Walker


def threaded_latch(w: Walker, header: int, latch: int) -> int:
    """3.8/3.9: a loop body that ends with an inner ``while`` loop: the compiler threads
    the inner loop's exits (its test, its breaks) to the outer ``header`` and keeps the
    outer body's closing jump back, dead, right after the inner loop's latch.  The last
    live back edge may then lie inside the inner loop; the outer body ends at that dead
    jump, whose index is returned (``latch`` where there is none).  (The inner loop's
    own body may end with a loop nested in it the same way.)"""
    if not w.bc.facts.threads_jumps_across_lines:
        return latch
    ins, flow = w.ins, w.flow
    end, h = latch, header + 1
    while h <= end:
        if flow.is_header(h) and ins[h].op != "FOR_ITER":
            end = max(end, threaded_latch(w, h, flow.latch(h)))
        h += 1
    if end == latch or end + 1 >= len(ins) or end + 1 in flow.reachable:
        return latch
    dead = ins[end + 1]
    return end + 1 if dead.op == "JUMP" and dead.target == header else latch


def exit_back(w: Walker, k: int, header: int, latch: int) -> int:
    """Where the exit at ``k`` of the loop at ``header`` goes: 3.12+ places a loop whose
    body only except clauses reach (after the ``try``) with the handlers, after the code
    that follows the loop, and its bottom test's exit jumps back there (``k`` when not)."""
    ins = w.ins[k] if k < len(w.ins) else None
    flow = w.flow
    if ins is None or ins.op != "JUMP" or ins.target >= k or flow.is_header(ins.target) \
            or k in flow.reachable or ins.target not in flow.reachable \
            or any(not header <= s <= latch for s in flow.jump_sources.get(k, ())):
        return k
    return ins.target


def explicit_break(w: Walker, header: int, exit_: int, latch: int) -> Optional[int]:
    """3.8/3.9: the test that starts the loop body at ``header`` ends in ``c; jump-if-not
    L; JUMP exit; L:``, an ``if c: break`` with its own jump (a ``while`` test jumps to
    the exit itself): ``while a: if c: break`` (or ``while True: if not a or c: break``,
    the same code), not ``while not (not a or c)``.  ``exit_`` is -1 when no test jumps
    past the body: a loop nested last in another has its exits threaded to the outer
    header (or its exit is the outer loop's jump back, which the break's condition
    jumps to), and ``while True: if c: break`` has only its break.  Returns how many of the
    conditional jumps are the loop's own test (-1: either reading gives the same code),
    None when the test has no such break."""
    ins = w.ins
    k = header
    while k < len(ins) and ins[k].op != "JUMP":  # (the test: expressions and jumps within it or out)
        if ins[k].op in _ENDS or inverted.statement_end(w, k):
            return None
        k += 1
    if not header < k < len(ins):
        return None
    last, k = k - 1, _past_chain_cleanup(w, header, k)
    out, blocks, raw = w.thread(ins[k].target), -1, exit_
    if w.bc.facts.threads_jumps_across_lines and (exit_ < 0 or (
            ins[exit_].op == "JUMP" and ins[exit_].target < header)):
        exit_, blocks = _threaded_loop_exit(w, header, k, out, latch)  # (or the exit is the outer jump back)
    # (3.8/3.9: ``L`` the dead jump back, the jumps to it threaded to the header)
    after = header if not w.bc.facts.drops_dead_code and _dead_jump_back(w, k + 1, header) else k + 1
    ok = out == exit_ and ins[last].op in _COND_JUMPS and ins[last].target in (k + 1, after) \
        and all(ins[j].target < 0 or (ins[j].op in _COND_JUMPS and (j < ins[j].target <= k + 1 or
                                                                     ins[j].target in (exit_, raw, after)))
                for j in range(header, last + 1))
    return blocks if ok else None


def _past_chain_cleanup(w: Walker, header: int, k: int) -> int:
    """The ``JUMP`` at ``k`` goes over the clean-up block of the compare chain
    that ends the test (``POP_TOP [JUMP L]``, which the chain's first jumps reach) to the
    break's jump, right before ``L``: that jump; else ``k``."""
    ins = w.ins
    brk = ins[k].target
    if not k + 1 < brk < len(ins) - 1 or ins[brk].op != "JUMP" \
            or ins[k + 1].op != "POP_TOP" or any(not header <= j < k for j in w.flow.jump_sources.get(k + 1, [-1])):
        return k
    rest = range(k + 2, brk)
    if any(ins[j].op != "JUMP" or ins[j].target != brk + 1 for j in rest) or len(rest) > 1:
        return k
    return brk


def _threaded_loop_exit(w: Walker, header: int, k: int, out: int, latch: int) -> Tuple[int, int]:
    """3.8/3.9: the exit of the loop at ``header`` with no test jumping past its body,
    whose test ends with the break's jump at ``k`` to ``out``, and how many conditional
    jumps of the test are the loop's own.  A loop nested last in another: its test's
    jumps go to the outer header (the exit, threaded), while the break's condition
    jumps to the break (its jump not threaded yet when the compiler threads them).
    Otherwise the break's own target (-1: none past the body)."""
    ins = w.ins
    conds = [j for j in range(header, k) if ins[j].op in _COND_JUMPS]
    back = [j for j in conds if ins[j].target < header] or [j for j in conds if _back_to(w, ins[j].target) < header]
    if back and all(ins[j].target == ins[back[0]].target for j in back):
        return ins[back[0]].target, sum(1 for j in range(header, back[-1] + 1) if ins[j].op in _COND_JUMPS)
    if out > latch or out < header:
        return out, 0 if out < header else -1
    return -1, -1


def _back_to(w: Walker, target: int) -> int:
    """Where a jump to ``target`` goes: ``target``, or the header that the jump back there
    goes to (a loop nested last in a then-branch that ends an outer loop's body: its exits
    go to that body's closing jump, not threaded on to the outer header; read only where
    no jump of the test goes back itself, as a break's ``or`` may go there too)."""
    ins = w.ins[target]
    return ins.target if ins.op == "JUMP" and 0 <= ins.target < target else target


def dead_latch(w: Walker, header: int, latch: int) -> int:
    """3.8/3.9 keep the jump back that ends a ``while`` body after a last ``break`` (dead
    code): ``... if c: continue`` then ``if d: x`` then ``break`` ends with the break's
    jump past that dead jump back (the if's false jump threaded there too), after the
    last live back edge at ``latch`` (in an except clause, where the dead jump counts as
    a back edge too: the one before it; the last statement may be ``if c: break``, its
    false jump threaded back to the header).  The index of that dead jump back (-1:
    none); the code up to it is live and reached only from the loop."""
    ins, flow = w.ins, w.flow
    if header not in flow.reachable and _dead_jump_back(w, latch, header):
        live = [k for k in flow.back_edges.get(header, ()) if k < latch]  # (in a clause: a back edge too)
        latch = max(live) if live else header
    if (ins[latch].op != "JUMP" and ins[latch].op not in _COND_JUMPS) or latch == header:
        return -1
    for k in range(latch + 1, len(ins)):
        if any(not header <= src < k for src in flow.jump_sources.get(k, ())):
            return -1
        if _dead_jump_back(w, k, header) and dead_continue(w, header, k - 3):
            return -1  # (``while 0 < x < 9: continue``: see :func:`dead_continue`)
        if _dead_jump_back(w, k, header):  # (after ``if c: break``: a loop without else)
            return k if ins[latch].op == "JUMP" or top_exit(w, header, latch) == ins[k - 1].target else -1
        if not _live(w, k, header) and not _dead_jump_back(w, k + 1, header) and not _dead_skip(w, k):
            return -1  # (live code of the body up to the break, which may be dead itself)
    return -1


def dead_continue(w: Walker, header: int, latch: int) -> bool:
    """3.8/3.9: ``while 0 < x < 9: continue``: the test's jump over its comparison chain's
    clean-up block went to the ``continue`` and was threaded to the header (the jump back
    at ``latch``); after the clean-up block (``POP_TOP; JUMP exit``) come that ``continue``
    and the body's closing jump back, both dead."""
    ins, k = w.ins, latch + 3
    return k + 1 < len(ins) and ins[latch].op == "JUMP" and ins[latch].target == header \
        and ins[latch + 1].op == "POP_TOP" and latch + 1 in w.flow.jump_sources and ins[latch + 2].op == "JUMP" \
        and all(j in w.dead_jumps() and ins[j].target == header for j in (k, k + 1))


def _dead_skip(w: Walker, k: int) -> bool:
    """3.8/3.9: the jump at ``k`` is the dead jump over an else-branch that a test
    jumps to (kept after a then-branch ending in ``raise``)."""
    ins, sources = w.ins, w.flow.jump_sources
    return ins[k].op == "JUMP" and ins[k].target > k + 1 and k not in sources and k + 1 in sources


def dead_break(w: Walker, dead: int) -> bool:
    """3.8/3.9: the dead jump back at ``dead`` (see :func:`dead_latch`) follows a
    ``break`` that is dead too: every jump to it was threaded to the loop's exit (an
    except clause's exit, the try body's jump), so the body ends with it, and the code
    at the exit follows the loop (it is not the rest of the body after a test)."""
    flow = w.flow
    return dead > 0 and w.ins[dead - 1].op == "JUMP" and dead - 1 not in flow.reachable \
        and dead - 1 not in flow.jump_sources and w.ins[dead - 1].target > dead


def dead_latch_exit(w: Walker, header: int, latch: int, dead: int) -> int:
    """3.8/3.9: the exit of the loop whose body runs on past its last back edge to the
    dead jump back at ``dead``: where the break before it goes, unless the entry test
    goes to code before that (a ``while ... else`` clause, which the break skips)."""
    brk = w.ins[dead - 1].target
    top = top_exit(w, header, latch)
    return top if dead < top < brk else brk


def dead_body_end(w: Walker, header: int, latch: int) -> int:
    """3.8/3.9 keep the jump back that ends a loop body whose last statement never falls
    through (an ``if``/``elif`` chain whose branches all break, continue or raise): the
    last such dead jump back to ``header`` after ``latch`` (only dead jumps go to it;
    ``latch`` if none), so that a conditional jump before it is not taken for the loop's
    exit."""
    if w.bc.facts.drops_dead_code:
        return latch
    ins, flow = w.ins, w.flow
    ends = [k for k in range(latch + 1, len(ins)) if ins[k].op == "JUMP" and ins[k].target == header
            and k not in flow.reachable and not any(j in flow.reachable for j in flow.jump_sources.get(k, ()))]
    return ends[-1] if ends else latch


def _live(w: Walker, k: int, header: int) -> bool:
    """Normal flow reaches ``k``; in handler code (which normal flow never reaches: an
    except clause of the loop's body, or one the loop is in), a jump does or the code
    before falls into it."""
    ins, reachable = w.ins, w.flow.reachable
    if header in reachable and k in reachable:
        return True  # (else: handler code, an except clause of the loop body or the loop's own)
    return k in w.flow.jump_sources or not (ins[k - 1].op == "JUMP" or ins[k - 1].op in _ENDS)


def _dead_jump_back(w: Walker, k: int, header: int) -> bool:
    """The jump at ``k`` back to ``header`` follows a forward jump and nothing else reaches it."""
    return k in w.dead_jumps() and w.ins[k].target == header and w.ins[k - 1].target > k


def top_exit(w: Walker, header: int, latch: int) -> int:
    """For a top-tested loop, the first conditional jump past the latch (not one within a
    try or with body inside the loop: :func:`_within_block`), unless it is the test's jump
    into a body that starts with a ``break`` (see :func:`_past_threaded_break`)."""
    handlers = w.flow.handler_code if header not in w.flow.handler_code \
        else frozenset()  # (a loop that only loops from an except clause: not that clause's tests)
    first = next((w.ins[i].target for i in range(header, latch) if w.ins[i].op in _COND_JUMPS
                  and w.ins[i].target > latch and i not in handlers
                  and not _within_block(w, header, latch, i) and not _pattern_fails(w, header, i)), -1)
    return _past_threaded_break(w, header, latch, first) if first >= 0 else -1


def _past_threaded_break(w: Walker, header: int, latch: int, first: int) -> int:
    """3.8/3.9: ``while a or c: break`` then ``else:``: the jump of ``a`` into the body went
    to its ``break`` and was threaded past the else clause, to ``first``, where the break
    goes.  The test (straight code from ``header``, jumps to ``first``, within itself, or to
    the exit) ends with the jump to the exit, and the body starts with that break: the
    test's exit; else ``first``."""
    ins = w.ins
    if not w.bc.facts.threads_jumps_across_lines:
        return first
    k = header
    while k < latch and ins[k].op != "JUMP":
        if ins[k].op in _ENDS or inverted.statement_end(w, k):
            return first
        k += 1
    exit_ = ins[k - 1].target if header < k < latch and ins[k - 1].op in _COND_JUMPS else -1
    if ins[k].target != first or exit_ <= latch or exit_ == first:
        return first
    return exit_ if all(ins[j].target < 0 or ins[j].target in (first, exit_) or j < ins[j].target <= k
                        for j in range(header, k)) else first


def _pattern_fails(w: Walker, header: int, i: int) -> bool:
    """The conditional jump at ``i`` is a failure jump of a match statement's pattern in the
    loop body (pattern code since ``header``: a ``MATCH_*`` instruction or the subject's
    ``COPY 1``): it goes to the ``POP_TOP`` s that drop the subject, then the code after the
    statement, placed after the jump back when a case body continues; not the loop's exit."""
    ins = w.ins
    return ins[ins[i].target].op == "POP_TOP" and any(
        ins[k].op.startswith("MATCH_") or P.copies_subject(w, k) for k in range(header, i))


def _within_block(w: Walker, header: int, latch: int, i: int) -> bool:
    """The conditional jump at ``i`` goes to code of the try or with body it is in, a body
    inside the loop (the loop's last jump back, at ``latch``, is not in it): the rest of
    that body, placed after the jump back (after an ``if c: continue`` that leaves the
    body, running the finally body's copy or the with exit first), not the loop's exit.
    3.8-3.10: the block stack says so; 3.11+: the exception table
    (:meth:`Flow.in_body_try`, for the jump and for its target)."""
    flow = w.flow
    block = flow.block_of(i)
    if w.bc.facts.exception_table:
        return flow.in_body_try(w.ins[i].target, header, latch) and flow.in_body_try(i, header, latch)
    return block >= 0 and block == flow.block_of(w.ins[i].target) and block != flow.block_of(latch) \
        and block != flow.block_of(header)  # (not the block the loop is in: its latch may be a handler's)
