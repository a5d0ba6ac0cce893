"""What a jump out of the current sequence is (:meth:`Walker.jump` and
:meth:`Walker.walk` ask): a ``break`` or ``continue``, explicit or the loop's end; a
jump through the compiler's copies of exit blocks (a ``break`` that runs a copy of the
code after the loop, an except clause's exit copied onto a jump); a jump that stays in
an except clause; a jump over dead code.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List

from undis.emit import nodes as N
from undis.structure.asnames import name_cleanup
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import ENDS as _ENDS
from undis.structure.walkctx import Ctx, Loop

if TYPE_CHECKING:
    from undis.structure.walker import Walker


#: 3.8/3.9: what a jump out of an except or finally clause follows (its clean-up), or a
#: jump after a handler table
_CLAUSE_EXITS_38 = frozenset({"POP_EXCEPT", "DELETE_FAST", "DELETE_NAME", "DELETE_DEREF", "POP_BLOCK",
                              "POP_FINALLY", "CALL_FINALLY", "END_FINALLY", "RERAISE"})


def reraise_break(w: Walker, i: int, loop: Loop) -> bool:
    """3.12+: in the handler copy of a finally body, the loop at the body's end exits to
    its ``RERAISE``, which the compiler copied onto a ``break`` in the loop: the
    ``RERAISE`` at ``i`` is that break."""
    exit_ = loop.exit
    return not loop.is_for and 0 <= exit_ != i and w.ins[exit_].op == "RERAISE" \
        and loop.header < i < exit_ and w.same_code(i, exit_)


def loop_end_break(w: Walker, i: int, loop: Loop) -> int:
    """3.10+: the ``RERAISE 0`` at ``i``, in a finally body's handler copy whose end no path
    falls into (or a loop whose exit is not that end: :func:`fintails.falling_breaks`), is a
    ``break`` of ``loop`` (see :attr:`Walker.loop_end_breaks`): where the
    breaks go (the first of them, which stands for the end of the finally body), else -1."""
    if w.loop_end_breaks.get(i) != loop.header:
        return -1
    return min(k for k, header in w.loop_end_breaks.items() if header == loop.header)


def copied_break(w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
    """``break`` out of a ``for`` whose exit block the compiler copied (3.12+): the
    iterator is popped, then the same code as at the loop's exit (or, with an ``else``
    clause, after it) runs to a return.  Returns where the break goes, or -1."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or not loop.is_for or loop.exit < 0 or not stack:
        return -1
    if loop.header in w.returning_loops and w.ins[i + 1].op == "LOAD_CONST" and w.ins[i + 2].op == "RETURN_VALUE":
        return -1  # (read as ``return <constant>``: see :attr:`Walker.returning_loops`)
    if not N.is_iterator(stack[-1]) or \
            w.ins[i + 1].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or _nested_return(w, i):
        return -1  # ``return x`` in a loop: the value is already on the stack
    if not w.bc.facts.exception_table and i > 0 and w.ins[i - 1].op == "SWAP" and w.ins[i - 1].arg == 2:
        return -1  # 3.8-3.10: the value kept on top while the iterator is popped is returned (blocks unwind)
    end = copied_exit(w, i + 1, loop)
    if end >= 0:
        return end
    j, outer = i + 1, len(stack) - 2
    while w.ins[j].op == "POP_TOP" and outer >= 0 and N.is_iterator(stack[outer]):
        j, outer = j + 1, outer - 1  # (in nested loops: each enclosing loop's iterator too)
    while w.ins[j].op == "POP_BLOCK":
        j += 1  # (3.8-3.10: the return leaves the try blocks around the loop too)
    while w.ins[j].op == "POP_EXCEPT":  # (3.11+: and the except clauses around, ``as`` names deleted)
        j += 4 if name_cleanup(w, j + 1) is not None else 1
    if w.ins[j].op == "LOAD_CONST" and w.ins[j + 1].op == "RETURN_VALUE":
        return -1  # ``return <constant>`` in a loop pops the iterator the same way
    code = w.flow.handler_code
    if w.bc.facts.copies_line_less_jumps and w.ins[i + 1].op == "POP_EXCEPT" and loop.header in code:
        w.moved_tails.add(i + 1)  # 3.13: the enclosing except clause's exit, copied onto the break
        return i + 1
    k = i + 1  # the only copy: the code after the loop is reached by the break alone
    while k < len(w.ins) and w.ins[k].target < 0 and (k == i + 1 or k not in w.flow.jump_sources):
        if w.ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS"):
            w.moved_tails.add(i + 1)
            return i + 1
        k += 1
    return -1


def copied_exit(w: Walker, k: int, loop: Loop) -> int:
    """Where the code at ``k`` goes on at the exit of ``loop`` (or after its else clause),
    or is a copy of the code there; else -1.  3.8/3.9/3.11 copy no code that has a line of
    its own onto a ``break`` (3.11 only the implicit ``return None``): the code at ``k``
    must run into, or jump to, the code there."""
    ins, facts = w.ins, w.bc.facts
    copies = facts.copies_lined_exit_blocks or (facts.copies_exit_blocks and ins[k].op == "LOAD_CONST"
                                                and ins[k].argval is None and ins[k + 1].op == "RETURN_VALUE")
    lands = _landing(w, k)
    for end in range(loop.exit, min(loop.exit + 64, len(ins))):
        if lands == _landing(w, end) or (copies and w.same_code(k, end)):
            return end
        if ins[end].op in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or ins[end].target >= 0:
            break
    return -1


def _landing(w: Walker, k: int) -> int:
    """Where the code at ``k`` goes on, forward jumps followed."""
    while w.ins[k].op == "JUMP" and w.ins[k].target > k:
        k = w.ins[k].target
    return k


def clause_exit_break(w: Walker, i: int, ctx: Ctx) -> int:
    """3.10: in a ``while`` loop nested in an except clause, the POP_EXCEPT at ``i`` starts
    a copy of the clause's own exit after the loop (POP_EXCEPT, then the code after the
    statement, to a return): the compiler copied that small exit block onto a ``break``'s
    jump (``return name`` in a clause loads the name before POP_EXCEPT; ``return
    <constant>`` after it is left alone).  Where the break goes (that exit), or -1."""
    ins, loop = w.ins, ctx.loops[-1]
    if not w.bc.facts.copies_exit_blocks or w.bc.facts.exception_table or loop.is_for \
            or ins[i - 1].op == "ROT_FOUR" or (ins[i + 1].op == "LOAD_CONST" and ins[i + 2].op in _ENDS):
        return -1
    latch = w.flow.latch(loop.header)
    if not loop.header <= i <= latch:
        return -1
    past = [p for p in range(latch + 1, len(ins)) if ins[p].op == "POP_EXCEPT" and w.same_code(i, p)]
    return past[0] if len(past) == 1 else -1


def _nested_return(w: Walker, i: int) -> bool:
    """``SWAP 2; POP_TOP`` at ``i - 1``, then more of them and a return: ``return x`` in
    nested for loops pops each iterator from under the value (3.11+: and the exception
    state of an enclosing except clause, ``SWAP 2; POP_EXCEPT``, then the clean-up of its
    ``as`` name, and the exit call of an enclosing with statement)."""
    ins, k = w.ins, i + 1
    if i < 1 or ins[i - 1].op != "SWAP" or ins[i - 1].arg != 2:
        return False
    while k + 1 < len(ins) and ins[k].op == "SWAP" and ins[k].arg == 2 and k not in w.flow.jump_sources:
        if ins[k + 1].op == "POP_EXCEPT":
            k += 5 if name_cleanup(w, k + 2) is not None else 2  # (its ``as`` name deleted)
        elif ins[k + 1].op == "POP_TOP":
            k += 2
        elif [(x.op, x.argval) for x in ins[k + 1:k + 4]] == [("LOAD_CONST", None)] * 3 \
                and [x.op for x in ins[k + 4:k + 6]] == ["CALL", "POP_TOP"]:
            k += 6  # (an enclosing with statement's exit, called from under the value)
        else:
            break
    return k > i + 1 and ins[k].op == "RETURN_VALUE"


def past_else(w: Walker, j: int, exit_: int) -> int:
    """Where the copy at ``j`` of the code after a ``while`` loop (its normal exit at
    ``exit_``) comes from: the exit itself, or, with an ``else`` clause, the code that
    the clause runs into (in the straight-line code from the exit).  Or -1."""
    ins = w.ins
    for k in range(exit_, min(exit_ + 64, len(ins))):
        if w.same_code(j, k):
            return k
        if ins[k].op in _ENDS or ins[k].target >= 0 or (k > exit_ and k in w.flow.jump_sources):
            break
    return -1


def clause_breaks_past(w: Walker, header: int, latch: int, else_start: int) -> bool:
    """3.12+: an except clause of a try in the loop body (at ``header`` .. ``latch``)
    leaves by a copy of code after ``else_start`` (POP_EXCEPT, not after a SWAP that
    keeps a returned value): a ``break`` past the else clause, whose small exit block
    the compiler copied onto the jump.  (The handler copy of a finally body around
    except clauses, whose range starts at a clause's POP_EXCEPT, too.)"""
    ins, code = w.ins, w.flow.handler_code
    starts = [h.target for h in w.bc.handlers if header <= h.start < latch and not h.lasti]
    seen = set(starts)
    for t in starts:  # (grows: the finally handlers found on the way)
        p = t
        while p + 1 < len(ins) and p in code and ins[p].op != "RERAISE":
            if ins[p].op == "POP_EXCEPT" and ins[p - 1].op != "SWAP" \
                    and past_else(w, _past_finally_copy(w, p), else_start) > else_start:
                return True
            if ins[p].op == "POP_EXCEPT":
                more = {h.target for h in w.bc.handlers if h.start == p and not h.lasti} - seen
                starts.extend(sorted(more))
                seen |= more
            p += 1
    return False


def _past_finally_copy(w: Walker, p: int, anywhere: bool = False) -> int:
    """After ``p`` (the POP_EXCEPT of an except clause of a try/finally): past the copy
    of a straight-line finally body that follows it (the handler that covers ``p`` runs
    that body, up to its ``RERAISE 0``; ``anywhere``: any handler, as that of a try body
    nested in an except handler's), else ``p + 1``."""
    ins = w.ins
    for h in w.bc.handlers:
        if (anywhere or h.start <= p < h.end) and ins[h.target].op == "PUSH_EXC_INFO":
            t, k = h.target + 1, p + 1
            while t < len(ins) and k < len(ins) and ins[t].target < 0 and ins[t].op not in _ENDS \
                    and (ins[t].op, ins[t].argval, ins[t].arg) == (ins[k].op, ins[k].argval, ins[k].arg):
                t, k = t + 1, k + 1
            if t > h.target + 1 and ins[t].op == "RERAISE" and ins[t].arg == 0:
                return k
    return p + 1


def skips_dead_code(w: Walker, i: int, ctx: Ctx) -> bool:
    """A forward jump over handler-only code (3.11+ ``with`` exits) is a fall-through;
    not a ``break`` over a dead ``continue`` (3.8 keeps the loop's closing jump), unless
    it stays in an except clause of the loop body (a nested try body's jump over its
    handlers, 3.12+: all placed after the loop)."""
    t = w.ins[i].target
    if ctx.loops and (past_loop(w, t, ctx.loops[-1]) or retry_jump(w, t, ctx.loops[-1])) \
            and not within_clause(w, i, t, ctx.loops[-1]):
        return False
    return t > i + 1 and all(k in w.flow.handler_code or k in w.consumed for k in range(i + 1, t)) \
        and not _closes_loop(w, i, t)


def _closes_loop(w: Walker, i: int, t: int) -> bool:
    """3.8-3.10: the code that the jump at ``i`` skips up to ``t`` holds a jump back to the
    header of a loop around ``i`` (a ``with`` body's dead exit, its handler's jump back):
    the end of that loop's body, which the jump leaves (a ``break``); not a clean-up block
    folded into an expression (a comparison chain's, which may jump back itself)."""
    ins = w.ins
    return not w.bc.facts.exception_table and any(
        ins[k].op == "JUMP" and 0 <= ins[k].target <= i and w.flow.is_header(ins[k].target) and k not in w.consumed
        for k in range(i + 1, t))


def cold_break(w: Walker, at: int, target: int, loop: Loop) -> bool:
    """3.12+: the jump at ``at`` forward to normal code (no stop) in a ``while`` loop that
    only loops from except clauses and has no exit of its own (``while True: try: ...
    except E: continue``, its ``break`` after the try): a ``break``, to where the code
    after the loop goes on (an enclosing statement's join, threaded)."""
    latch = loop.latch if loop.latch >= 0 else w.flow.latch(loop.header)
    reachable = w.flow.reachable
    return loop.exit < 0 and not loop.is_for and _cold_latch(w, loop, latch) and at in reachable \
        and loop.header < at < target and target in reachable


def to_entry_test(w: Walker, target: int, loop: Loop) -> bool:
    """``target`` is the entry test of the inverted ``while`` loop ``loop`` (3.10+),
    which its body's end never jumps to (it runs into the test at the bottom): a jump
    there is an explicit ``continue``."""
    return target == loop.also and loop.also != loop.header and not loop.is_for


def outer_continue(w: Walker, target: int, outer: Loop) -> bool:
    """``target`` is the header of the loop ``outer`` around the current one, or a jump
    back to it (3.12+ places that jump, the end of the outer body, after the inner loop)."""
    ins = w.ins[target]
    return target == outer.header or (ins.op == "JUMP" and ins.target == outer.header and target > outer.header)


def break_only_loop(w: Walker, i: int, ctx: Ctx) -> bool:
    """3.8/3.9: the jump at ``i`` is ``while True: break``: the ``break`` jumps forward and
    the loop's dead closing jump back follows, threaded through it to the same place."""
    ins, t = w.ins, w.ins[i].target
    nxt = ins[i + 1] if i + 1 < len(ins) else None
    return not w.bc.facts.drops_dead_code and nxt is not None and nxt.op == "JUMP" and nxt.target == t \
        and t > i + 1 and t not in ctx.stops and i + 1 not in w.flow.jump_sources and w.flow.never_runs(i + 1) \
        and not any(i in (loop.header, loop.also) for loop in ctx.loops)


def doubled_continue(w: Walker, at: int, k: int, loop: Loop) -> bool:
    """3.8/3.9: the jump back at ``at`` is an explicit ``continue`` that ends the loop body:
    the body's own jump back follows it at ``k``, dead (3.10+ drop it)."""
    ins = w.ins[k] if 0 < k < len(w.ins) else None
    return not w.bc.facts.drops_dead_code and ins is not None and ins.op == "JUMP" \
        and ins.target in (loop.header, loop.also) and w.flow.never_runs(k)


def line_less_copy(w: Walker, k: int, loop: Loop) -> bool:
    """3.13+: the jump at ``k`` to the header of the ``for`` loop ``loop``, right after
    another jump, may be the compiler's copy of the line-less jump that ends the loop body
    or skips an else-branch there (one copy per jump to it), so it does not make the jump
    before it an explicit ``continue``: only one conditional jump goes there.  (A
    ``while`` body ends with its test: a jump to its header is a ``continue``.)"""
    sources = w.flow.jump_sources.get(k, ())
    return w.bc.facts.copies_line_less_jumps and loop.is_for and w.ins[k - 1].op == "JUMP" \
        and len(sources) == 1 and w.ins[sources[0]].op in _COND_JUMPS


def first_line_less_copy(w: Walker, k: int, loop: Loop) -> bool:
    """3.13+: the jump at ``k`` to the header of the ``for`` loop ``loop``, which nothing
    falls into and one conditional jump reaches, is followed by a copy of a line-less jump
    there (:func:`line_less_copy`): it is the first of those copies, one per jump to the
    end of an ``if`` (``if a and b: return`` skipping an else-branch jumps there twice;
    the jumps to a ``continue`` statement go to its one jump)."""
    sources = w.flow.jump_sources.get(k, ())
    nxt = w.ins[k + 1] if k + 1 < len(w.ins) else None
    return w.bc.facts.copies_line_less_jumps and loop.is_for and k > 0 and w.ins[k - 1].op in _ENDS \
        and len(sources) == 1 and w.ins[sources[0]].op in _COND_JUMPS \
        and nxt is not None and nxt.op == "JUMP" and w.thread(nxt.target) == w.thread(w.ins[k].target) \
        and line_less_copy(w, k + 1, loop)


def with_end_jump(w: Walker, k: int, loop: Loop) -> bool:
    """3.12+: the jump at ``k`` to the header of the ``for`` loop ``loop`` follows the exit
    call that ends a ``with`` body, and nothing jumps to it: the path that swallowed an
    exception in that body went past it to the header (threaded through it), so it has no
    line of its own: the end of a then-branch skipping an else-branch, or of the loop body
    (an explicit ``continue`` keeps its line, and that path's jump to it)."""
    return w.bc.facts.forward_only_cond_jumps and loop.is_for and not w.flow.jump_sources.get(k) \
        and exit_call_before(w, k) > 0


def line_less_jump(w: Walker, k: int, loop: Loop) -> bool:
    """3.12+: the jump at ``k`` to the header of the ``for`` loop ``loop``, right after
    another jump, is the line-less jump that skips an else-branch (or ends the body),
    reached by one jump only: a ``while`` loop's bottom test, inverted over its jump back
    (conditional jumps only go forward), which the compiler did not thread to the header,
    or the exit of a ``for`` loop (past its END_FOR).  It took that jump's line; an
    explicit ``continue`` has its own.  (3.13 copies such a jump for each jump to it:
    :func:`line_less_copy` reads the copies reached by a conditional jump.)"""
    sources = w.flow.jump_sources.get(k, ())
    facts = w.bc.facts
    return facts.forward_only_cond_jumps and loop.is_for \
        and w.ins[k - 1].op == "JUMP" and len(sources) == 1 \
        and (w.ins[sources[0]].op in _COND_JUMPS or w.ins[sources[0]].op == "FOR_ITER") \
        and w.line(k) == w.line(sources[0])


def back_both_ways(w: Walker, then_start: int, else_start: int, loop: Loop) -> bool:
    """3.12+: ``jump-if L; JUMP header; L: JUMP header`` in a ``for`` loop (a conditional
    jump from ``then_start - 1`` to ``else_start``): both ways go back to the header."""
    ins = w.ins
    return loop.is_for and w.bc.facts.forward_only_cond_jumps \
        and else_start == then_start + 1 and then_start not in w.flow.jump_sources \
        and all(ins[k].op == "JUMP" and w.thread(ins[k].target) == loop.header for k in (then_start, else_start))


def lined_while_latch(w: Walker, loop: Loop) -> bool:
    """3.12+: the ``while`` loop ``loop`` ends with a jump back that has a line (the
    ``while``'s): a conditional jump there is not threaded to the header, so
    ``jump-if L; JUMP header; L: ...`` in its body is ``if c: continue`` (the compiler's
    ``if c: rest`` jumps to that latch, never inverted over a jump back)."""
    latch = loop.latch if loop.latch >= 0 else w.flow.latch(loop.header)
    return not loop.is_for and w.bc.facts.forward_only_cond_jumps and w.ins[latch].op == "JUMP" \
        and w.line(latch) is not None


def dead_continue_ends_for(w: Walker, loop: Loop) -> bool:
    """3.8/3.9 (dead code kept): the body of the ``for`` loop ``loop`` ends with two jumps
    back that nothing reaches: an explicit ``continue`` after a statement that leaves (a
    ``break``, a ``return``), then the body's own end.  That ``continue`` is kept."""
    exit_ = w.ins[loop.header].target
    return not w.bc.facts.drops_dead_code and loop.is_for and w.ins[loop.header].op == "FOR_ITER" \
        and all(w.ins[k].op == "JUMP" and w.ins[k].target == loop.header and k not in w.flow.reachable
                for k in (exit_ - 2, exit_ - 1))


def continue_first(w: Walker, then_start: int) -> bool:
    """Of :func:`back_both_ways`, the jump back the conditional jump runs into (not the
    one it goes to) is the ``continue`` statement: it has a line of its own, and the one
    the conditional jump goes to has the conditional jump's line (a line-less jump that
    the compiler did not thread: the end of a try body, or 3.13's copy of the jump over
    an else-branch or of the end of a ``try``'s else part).  Otherwise the body's own jump
    back has no line, so a conditional jump to it was threaded to the header and then
    (conditional jumps only go forward) inverted over a new jump back that has its line:
    the jump it goes to is the ``continue`` (and a conditional jump left in place to a jump
    back with a line of its own goes to a ``continue`` statement: that reads the same)."""
    cond = w.line(then_start - 1)
    return w.line(then_start) != cond == w.line(then_start + 1)


def inverted_over(w: Walker, k: int, loop: Loop) -> bool:
    """The jump back at ``k`` is the one a conditional jump to the jump back after it was
    inverted over (see :func:`back_both_ways` and :func:`continue_first`): the compiler's,
    not a ``continue``."""
    before = w.ins[k - 1] if k > 0 else None
    return before is not None and before.op in _COND_JUMPS and before.target == k + 1 \
        and back_both_ways(w, k, k + 1, loop) and not continue_first(w, k)


def cond_continue(w: Walker, k: int, loop: Loop) -> bool:
    """3.12+: the jump back at ``k`` in the ``for`` loop ``loop`` is where a conditional
    jump goes, and has a line of its own (not the line of the code before it, nor the
    test's, nor the ``for`` line: a comprehension's jump back has a line of the
    comprehension): a ``continue`` statement, not the body's end.  The
    body's own jump back has no line, and a conditional jump to it is threaded to the
    header (then inverted over a new jump back: conditional jumps only go forward).
    (A jump the compiler left in place gets the line of the jump to it: a try body's
    end, or 3.13's copy of the line-less jump over an else-branch, one per jump to it.)"""
    line = w.line(k)
    return w.bc.facts.forward_only_cond_jumps and loop.is_for and line not in (w.line(k - 1), w.line(loop.header)) \
        and any(w.ins[s].op in _COND_JUMPS and s < k and w.line(s) != line for s in w.flow.jump_sources.get(k, ()))


def jumped_continue(w: Walker, k: int, loop: Loop) -> bool:
    """3.10+: the jump back at ``k`` in the ``for`` loop ``loop`` is where an unconditional
    jump goes (the end of an ``if``'s then-branch, a ``match`` case's), and has a line of
    its own (not the jump's, nor the line of the code before it, nor the ``for`` line): a
    ``continue`` statement, which the jump to it was not threaded past (3.10+ thread a jump
    to a jump only on one line, or to a line-less one: the body's own end).  No other code
    has that line: the line-less jump back also takes the line of a ``pass`` before it, such
    as a finally body's, whose handler copy has it too."""
    line = w.line(k)
    return not w.bc.facts.threads_jumps_across_lines and loop.is_for and line is not None \
        and line not in (w.line(k - 1), w.line(loop.header)) \
        and any(w.ins[s].op == "JUMP" and s < k and w.line(s) not in (None, line)
                for s in w.flow.jump_sources.get(k, ())) \
        and all(w.line(j) != line for j in range(len(w.ins)) if j != k)


def past_loop(w: Walker, target: int, loop: Loop) -> bool:
    """``target`` lies past the body of ``loop`` (after its latch; for a ``for`` loop, not
    before its exit either: its latch may be an except clause's jump in the body)."""
    latch = loop.latch if loop.latch >= 0 else w.flow.latch(loop.header)
    if target > latch:
        return not (loop.is_for and loop.header < target < loop.exit) and not 0 <= loop.tail <= target < loop.exit \
            and not w.flow.in_body_try(target, loop.header, latch)
    return _cold_latch(w, loop, latch) and loop.header < loop.exit < target and target in w.flow.reachable


def _cold_latch(w: Walker, loop: Loop, latch: int) -> bool:
    """3.12+: the ``while`` loop ``loop`` ends after a ``try`` that only its except clauses
    leave normally: the rest of its body and its bottom test are placed with the handlers,
    after the code that follows the loop (its exit, before which its normal code lies)."""
    flow = w.flow
    return w.bc.facts.cold_handlers and not loop.is_for and latch in flow.handler_code \
        and loop.header not in flow.handler_code


def retry_jump(w: Walker, target: int, loop: Loop) -> bool:
    """3.11: ``target`` is the jump back of a loop nested in ``loop`` that starts at the
    same header and loops only from except clauses (see :func:`loops._retry_loop`), placed
    in the body before the outer loop's latch."""
    ins = w.ins[target]
    return w.bc.facts.exception_table and ins.op == "JUMP" and ins.target == loop.header \
        and target in w.flow.handler_code and loop.header not in w.flow.handler_code \
        and target < w.flow.latch(loop.header)


def within_clause(w: Walker, at: int, target: int, loop: Loop) -> bool:
    """3.11+: the jump at ``at`` stays in an except clause of the loop body: both ends in
    handler code (placed after the loop body), and it does not follow a POP_EXCEPT (a
    break leaves the clause).  3.8/3.9: the clause's code lies in the body, but past
    the loop's last back edge when the clause goes on from there (a ``break`` leaves
    it the same way; a jump after the handler table, dead, is no clause's)."""
    flow = w.flow
    if not (at > 0 and at in flow.handler_code and target in flow.handler_code
            and loop.header not in flow.handler_code):
        return False
    if not w.bc.facts.exception_table:
        return not w.bc.facts.drops_dead_code and not _unwinds38(w, at)
    return w.ins[at - 1].op not in ("POP_EXCEPT", "DELETE_FAST", "DELETE_NAME", "DELETE_DEREF")


def _unwinds38(w: Walker, at: int) -> bool:
    """3.8/3.9: the jump at ``at`` follows the clean-up of a block it leaves (that of
    an except or finally clause, a try body's POP_BLOCK, a ``with`` exit's call or, 3.9, the
    end of its handler that swallowed the exception: ``POP_EXCEPT; POP_TOP``), as a
    ``break`` does, or a handler table's end (a dead jump after it).  (A 3.9 ``break``
    out of a try/finally runs a copy of the finally body first: not seen here.)"""
    ins = w.ins
    if ins[at - 1].op in _CLAUSE_EXITS_38:
        return True
    if at >= 2 and ins[at - 1].op == "POP_TOP" and ins[at - 2].op == "POP_EXCEPT":
        return True  # (3.9: a with's handler, the exception swallowed)
    return at >= 5 and ins[at - 1].op == "POP_TOP" and ins[at - 2].op == "CALL" and ins[at - 2].arg == 3 \
        and ins[at - 3].op == "COPY" and ins[at - 4].op == "COPY"


def handler_continue(w: Walker, at: int, loop: Loop) -> bool:
    """3.10+: an except clause's jump straight to the header of a loop that only loops
    from except clauses is a ``continue`` (the end of a clause would jump to the code
    after the ``try``, which then would loop from normal flow; 3.8/3.9 keep the clause's
    own exit after the ``continue``); 3.12+ also see :func:`_clause_exit_continue`."""
    flow = w.flow
    return w.bc.facts.drops_dead_code and at in flow.handler_code and \
        w.ins[at].target in (loop.header, loop.also) and w.ins[at].target not in flow.handler_code and \
        (all(k in flow.handler_code for k in flow.back_edges.get(w.ins[at].target, ()))
         or _clause_exit_continue(w, at, loop))


def try_exit_continue(w: Walker, at: int, loop: Loop) -> bool:
    """3.11: the jump at ``at`` that ends a try body (the handler follows it) or an except
    clause (after its POP_EXCEPT) goes straight to the header of the ``while`` loop around:
    a ``continue`` (their ends jump to the code after the statement, and the loop's jump
    back keeps the ``while`` line: 3.11 threads jumps within a line only)."""
    facts, ins = w.bc.facts, w.ins
    return 0 < at < len(ins) - 1 and facts.exception_table and not facts.cold_handlers and not loop.is_for \
        and ins[at].target == loop.header and (ins[at + 1].op == "PUSH_EXC_INFO" or ins[at - 1].op == "POP_EXCEPT")


def _clause_exit_continue(w: Walker, at: int, loop: Loop) -> bool:
    """3.12+: the jump at ``at`` that ends an except clause (after its POP_EXCEPT and name
    clean-up) goes straight to the header of the ``while`` loop around: the end of a
    ``while`` body (its jump back, or its bottom test) keeps the ``while`` line, so the
    clause's own exit is never threaded through it; a jump straight there is a ``continue``.
    (A ``for`` body's jump back has no line: the clause's end jumps to the header too.)"""
    return w.bc.facts.cold_handlers and not loop.is_for and w.ins[at].target == loop.header \
        and w.ins[at - 1].op in ("POP_EXCEPT", "DELETE_FAST", "DELETE_NAME", "DELETE_DEREF")


def for_break(w: Walker, target: int, ctx: Ctx, stack: List[ast.expr]) -> bool:
    """A jump to the exit of the innermost for loop, or past it to normal code (3.12+,
    whose latch may be an except clause's jump placed last), once its iterator was popped."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or not loop.is_for or not (target == loop.exit or (
            w.bc.facts.exception_table and loop.exit >= 0 and target > loop.exit
            and target not in w.flow.handler_code and loop.header not in w.flow.handler_code)):
        return False
    return not (stack and N.is_iterator(stack[-1]))


def try_breaks_past(w: Walker, header: int, latch: int, else_start: int) -> bool:
    """3.12+: a try body in the loop body (at ``header`` .. ``latch``) runs, just outside
    its protected range, a copy of code after ``else_start`` (not ``return <constant>``,
    the same code as a return there; after copies of a finally body, with exit calls):
    a ``break`` past the else clause, whose small exit block the compiler copied onto the
    jump (``return x`` in the body loads ``x`` inside the range)."""
    if not w.bc.facts.cold_handlers:
        return False
    ins, code = w.ins, w.flow.handler_code
    covered = {k for h in w.bc.handlers if header <= h.start < latch for k in range(h.start, h.end)}
    return any(k - 1 in covered and k not in covered and k not in code and ins[k].op not in _ENDS
               and not (ins[k].op == "LOAD_CONST" and ins[k + 1].op == "RETURN_VALUE")
               and past_else(w, _past_exit_calls(w, _past_finally_copy(w, k - 1, True)), else_start)
               > else_start for k in range(header + 1, min(latch, else_start)))


def _past_exit_calls(w: Walker, k: int) -> int:
    """Past the with exit calls (``None, None, None; CALL 2; POP_TOP``) at ``k``."""
    while True:
        n = exit_call(w, k, False)
        if not n:
            return k
        k += n


def with_handler_end(w: Walker, W: int, is_async: bool) -> int:
    """3.11+: where the path of the ``with`` handler at ``W`` that swallowed an exception
    goes on after dropping it (a jump there, or the code after the statement); -1: not
    that handler's shape."""
    ins = w.ins
    expect = ["PUSH_EXC_INFO", "WITH_EXCEPT_START"] + (["GET_AWAITABLE", "YIELD_FROM"] if is_async else []) + [
        "POP_JUMP_IF_TRUE", "RERAISE"]
    if [x.op for x in ins[W:W + len(expect)]] != expect:
        return -1
    jt = ins[W + len(expect) - 2].target
    if [x.op for x in ins[jt:jt + 4]] != ["POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]:
        return -1
    return jt + 4


def exit_call(w: Walker, k: int, is_async: bool) -> int:
    """Length of a with exit call ``None, None, None; CALL 2; [await]; POP_TOP`` at ``k`` (0: none)."""
    ins = w.ins
    ops = ["LOAD_CONST", "LOAD_CONST", "LOAD_CONST", "CALL"] + (["GET_AWAITABLE", "YIELD_FROM"] if is_async
                                                                 else []) + ["POP_TOP"]
    if k + len(ops) > len(ins) or [x.op for x in ins[k:k + len(ops)]] != ops:
        return 0
    if any(ins[k + j].argval is not None for j in range(3)) or getattr(ins[k + 3].argval, "argc", -1) != 2:
        return 0
    return len(ops)


def exit_call_before(w: Walker, c: int) -> int:
    """Length of a with exit call (:func:`exit_call`, sync or async) that ends right
    before ``c`` (0: none)."""
    return next((n for n, is_async in ((5, False), (7, True)) if c >= n and exit_call(w, c - n, is_async) == n), 0)


def copied_past_else(w: Walker, header: int, end: int, else_start: int) -> bool:
    """3.10: code of the loop body ``header..end`` has a line past the else clause's first
    (at ``else_start``): a copy of the code after the loop, which the compiler put on a
    ``break``'s jump with its lines (3.12+ copy more blocks into a body, loop tests among
    them, and have their own test: :func:`clause_breaks_past`)."""
    facts = w.bc.facts
    first = w.line(else_start) if facts.copies_lined_exit_blocks and not facts.exception_table else None
    return first is not None and any((w.line(k) or 0) > first for k in range(header, end))

