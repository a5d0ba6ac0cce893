"""``if``/``elif``/``else`` statements from a condition's jumps: the then-branch is walked
up to the else-branch or the join, then the else-branch up to the join.  Also the
readings of a condition in a loop (the ``while`` test at the top or the bottom, ``if c:
continue`` as a jump back, the rest of a loop body after a test) and conditional values
(``a if c else b``); :mod:`~undis.structure.asserts` and
:mod:`~undis.structure.ternaries` handle asserts and copied ternaries.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional

from undis.bytecode.instructions import dropped_before
from undis.emit import nodes as N
from undis.structure import asserts, dead_else, exits, joins, loop_ends, loops, never_loops, ternaries
from undis.structure.asnames import name_cleanup
from undis.structure.asserts import assert_or_if
from undis.structure.conditions import (
    Cond,
    build_condition,
    canon,
    compare_chain_jump,
    negate,
    negate_deep,
    negation,
    split_back_jump,
)
from undis.structure.fintails import MAX_COPY
from undis.structure.simulate import DecompileFailure
from undis.structure.stmt_edit import LoopTest, else_to_end, strip_implicit
from undis.structure.stmt_edit import flows as _flows
from undis.structure.walkctx import COND_JUMPS as _COND_JUMPS
from undis.structure.walkctx import ENDS as _ENDS
from undis.structure.walkctx import Ctx, Loop

if TYPE_CHECKING:
    from undis.structure.walker import Walker


_LOOPS = (ast.For, ast.AsyncFor, ast.While)


def conditional(w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    before = list(stack) if not w.bc.facts.drops_dead_code else stack
    chain = compare_chain_jump(w, i, stack)
    cond = build_condition(w, i, stack) if chain is None else build_condition(w, chain.jump, stack, chain)
    loop = ctx.loops[-1] if ctx.loops else None
    # (3.8/3.9: code before the body's dead closing jump back is the body's: ``else: x; break``)
    top = loop is not None and not loop.is_for and not out and _at_loop_top(w, i, loop) \
        and not loop.header <= cond.no <= loop_ends.dead_body_end(w, loop.header, w.flow.latch(loop.header)) \
        and not w.flow.in_body_try(cond.no, loop.header, w.flow.latch(loop.header)) \
        and not _in_unlooped_body(w, cond.no, loop)
    keep, top = dead_else.nested_else_blocks(w, i, cond, ctx, top) if chain is None and before is not stack \
        else (0, top)
    if keep:
        stack[:] = before
        cond = build_condition(w, i, stack, blocks=keep)
    yes, no = cond.yes, cond.no
    if loop is not None and not loop.is_for:
        latch = w.flow.latch(loop.header)
        if w.bc.facts.inverted_while:  # 3.8/3.9: a test at a loop's bottom is an ``if``
            if yes == loop.header and cond.end >= latch and (no > latch or _threaded_test_exit(w, no, loop)) \
                    and not w.flow.in_body_try(no, loop.header, latch) and not _both_loop(w, i, cond, loop) \
                    and canon(w, no) != loop.header:
                out.append(LoopTest(cond.expr, (i, cond.end)))
                return -1
            if canon(w, no) == loop.header and cond.end > latch and not _both_loop(w, i, cond, loop) \
                    and canon(w, yes) != loop.header:
                out.append(LoopTest(negate_deep(cond.expr), (i, cond.end)))
                return -1
        if top and not _into_body(w, no, loop, latch):
            out.append(ast.If(test=negate(cond.expr), body=[ast.Break()], orelse=[]))  # the while test
            return cond.end
    return if_stmt(w, cond, ctx, stack, out, i)


def _both_loop(w: Walker, i: int, cond: Cond, loop: Loop) -> bool:
    """Both ways of the test at ``i`` go back to the header of ``loop``: no test of the
    loop (which leaves it one way) but ``if c: continue`` that closes its body, in code
    that only the path swallowing a ``with`` statement's exception reaches, past the
    loop's last jump back (``while True: (with cm: continue) if c: continue``)."""
    return i not in w.flow.reachable and canon(w, cond.yes) == loop.header == canon(w, cond.no)


def _into_body(w: Walker, no: int, loop: Loop, latch: int) -> bool:
    """A test at the top of the body of the ``while`` ``loop`` (its last jump back at
    ``latch``) whose false jump goes back to the header, or 3.8/3.9 into the body: no
    entry test, whose false jump leaves the loop (3.8/3.9: the chain of ``while a or c:``
    cut short where the body's dead jumps read as an else-branch's, see
    :func:`dead_else.nested_else_blocks`: ``a`` jumps into the body)."""
    to = canon(w, no)
    return to == loop.header or (not w.bc.facts.inverted_while and loop.header < to <= latch)


def _threaded_test_exit(w: Walker, no: int, loop: Loop) -> bool:
    """3.12+: ``no``, where the bottom test of the inverted ``while`` ``loop`` goes when
    false, is where the loop's exit jumps back to (see :attr:`Walker.test_exits`)."""
    return no in w.test_exits and loop.exit >= 0 and canon(w, loop.exit) == no


def _rest_of_loop_body(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """3.12+: ``c; POP_JUMP_IF_TRUE L; JUMP header; L: rest`` where ``rest`` closes the
    loop body is ``if c: rest`` (``if c: continue`` jumps when c is false); in a
    then-branch (an else-branch follows it in the loop body), ``if c: rest`` then the
    then-branch's end, a jump to the loop's end (only the compiler's own jump over the
    else-branch, with no line of its own, is threaded to the header that way).  Where
    ``L`` is a loop's body, ``c`` is the entry test of a ``while`` that ends the loop
    body, whatever its last jump (``a or not b`` jumps there on false).  Where the exception
    table tells the compiler's split jump back from a ``continue`` statement's (see
    :func:`~undis.structure.conditions.split_back_jump`: in generators, ``try`` and ``with``
    bodies), it decides, whatever the conditional jump."""
    loop = ctx.loops[-1] if ctx.loops else None
    then_start = cond.end
    if loop is None or not w.bc.facts.forward_only_cond_jumps or cond.no != then_start + 1 \
            or w.ins[then_start].op != "JUMP" or then_start in w.flow.jump_sources \
            or w.thread(w.ins[then_start].target) != loop.header:
        return None  # (a jump to the entry test of a bottom-tested loop: an explicit ``continue``)
    split = split_back_jump(w, then_start)
    if not w.flow.is_header(cond.no) and (split is False or (
            split is None and w.ins[then_start - 1].op != "POP_JUMP_IF_TRUE"
            and w.ins[cond.no].op != "LOAD_ASSERTION_ERROR")):
        # (an explicit ``continue``; where the table does not tell, ``if c: continue`` is
        # read, but for an ``assert`` whose jump the compiler turned over the line-less jump)
        return None
    if exits.lined_while_latch(w, loop) and not w.flow.is_header(cond.no):
        return None  # (an explicit ``continue``: see :func:`exits.lined_while_latch`)
    nested = _in_then_branch(w, then_start, ctx, loop)
    if nested and out and _continue_test(out[-1]):
        return None  # (an ``if x: continue`` right before it: parts of one test ``not x and c``, not folded)
    if nested and w.bc.facts.copies_line_less_jumps and w.ins[then_start - 1].op == "POP_JUMP_IF_TRUE" \
            and split is None:
        return None  # (3.13+: ``if c: rest`` in a then-branch jumps to a copy of the branch's jump back)
    breaks: List[int] = []
    body, end, _ = w.walk(cond.no, Ctx(ctx.stops, ctx.loops, breaks), list(stack))
    if end >= 0 and (end != loop.header or w.flow.is_header(cond.no)):
        return None  # (a statement that goes on at the header, a ``try``, ends the loop body too; a loop
        # there whose exit is the header is read after ``if c: continue``)
    ctx.breaks.extend(breaks)
    test = _entry_test(negation(cond), negate_deep(cond.expr), body)
    node = ast.If(test=test, body=body or [ast.Pass()], orelse=[])
    strip_implicit(node)
    out.append(assert_or_if(node.test, node.body, []))
    if nested:
        out.append(_skipping_continue())
    return -1


def _continue_test(stmt: ast.stmt) -> bool:
    """``stmt`` is ``if x: continue`` (a jump to the header read on its own)."""
    return isinstance(stmt, ast.If) and not stmt.orelse and len(stmt.body) == 1 \
        and isinstance(stmt.body[0], ast.Continue)


def _in_then_branch(w: Walker, then_start: int, ctx: Ctx, loop: Loop) -> bool:
    """The code from ``then_start`` ends before the loop body does (a then-branch before
    its else): a jump from there to the header is the then-branch's ``continue``.  The
    body of a ``for`` loop (not ``async for``) ends at its exit: code after its last jump
    back (an else-branch that raises) is the body's too."""
    latch = w.flow.latch(loop.header)
    end = loop.exit - 1 if w.ins[loop.header].op == "FOR_ITER" and loop.exit > latch else latch
    return any(then_start < s <= end for s in ctx.stops)


def _skipping_continue() -> ast.Continue:
    """The line-less jump that skips the else-branch, threaded to the header (see
    :func:`if_stmt`): an implicit ``continue``."""
    cont = ast.Continue()
    cont._undis_implicit = cont._undis_skips_else = True  # type: ignore[attr-defined]
    return cont


def _in_unlooped_body(w: Walker, k: int, loop: Loop) -> bool:
    """``k`` lies in the body of ``loop``, one that never loops back (no back edge: its
    end is its own latch, see :mod:`~undis.structure.never_loops`): a jump there from the
    loop's top is no ``while`` test."""
    return w.flow.latch(loop.header) == loop.header and loop.header < k <= loop.latch


def _at_loop_top(w: Walker, i: int, loop: Loop) -> bool:
    """The jump at ``i`` ends straight-line code that starts at the loop header."""
    return loop.header <= i and all(w.ins[k].target < 0 and (k == loop.header or k not in w.flow.jump_sources)
                                    for k in range(loop.header, i))


def if_stmt(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt], first: int = -1) -> int:
    cond = dead_else.threaded_else(w, cond)
    then_start, else_start = cond.end, cond.no
    special = _loop_or_assert_test(w, cond, ctx, stack, out)
    if special is not None:
        return special
    then_jump = joins.then_jump(w, then_start, else_start, ctx.loops[-1] if ctx.loops else None)
    if then_jump is None:
        resume = ternaries.joined_tail_ternary(w, cond, ctx, stack)
        if resume is None and any(not isinstance(v, N.Marker) for v in stack):
            resume = ternaries.copied_tail_ternary(w, cond, ctx, stack)
        if resume is not None:
            return resume
    stops = ctx.stops | {else_start} | ({then_jump} if then_jump is not None and then_jump > else_start else set())
    then, end, then_stack = w.walk(then_start, Ctx(stops, ctx.loops, ctx.breaks), list(stack))
    join = else_start
    orelse: List[ast.stmt] = []
    if then_jump is not None and then_jump > else_start and w.dead(else_start - 1) and _flows(then) \
            and _runs_to_header(w, ctx, end, then_jump):
        then.append(ast.Continue())  # (3.8/3.9: a try whose exit is the ``continue`` after it, see below)
        end = -1
    if then_jump is not None and w.dead(else_start - 1):
        # the then-branch ended with an if/else whose branches all return (or raise)
        kept = not w.bc.facts.drops_dead_code
        then = else_to_end(then, w.jumped_raises() if kept else None, kept)
    if then_jump is not None and then_jump > else_start and (end < 0 or _same_stop(w, end, then_jump)):
        join = then_jump
        else_ctx = Ctx(ctx.stops | {join}, ctx.loops, ctx.breaks)
        mark = len(w.stop_jumps)
        orelse, oend, else_stack = w.walk(else_start, else_ctx, list(stack))
        if _runs_to_header(w, ctx, oend, join) and _flows(orelse):
            orelse.append(ast.Continue())  # (a statement that goes on at the loop's header: a try)
        orelse = leaves_to_stop(w, orelse, oend, join, ctx)
        if _flows(orelse) and _goes_past(w, _went_on(w, oend, else_ctx, mark), join):
            raise DecompileFailure("else-branch goes on at %d, past the if's end %d" % (oend, join))
        if len(then_stack) == len(stack) + 1 and len(else_stack) == len(stack) + 1 and not then and not orelse:
            value = ast.IfExp(test=cond.expr, body=w.sim.value(then_stack[-1]),
                              orelse=w.sim.value(else_stack[-1]))
            stack.append(value)
            return join
        if _flows(orelse) and _changed(else_stack, stack):
            raise DecompileFailure("else branch changes the stack it joins with")
    elif then_jump == else_start and end in (-1, else_start) and _jumps_over_nothing(w, else_start - 1, then_start) \
            and _flows(then) and not _changed(then_stack, stack) and not (then and isinstance(then[-1], _LOOPS)):
        orelse = [N.kept_pass()]  # (the jump over an else-branch with no code: ``else: pass``)
    elif not then and then_jump is None and end != else_start and _constant_return(w, end) is not None \
            and ((_aliased(w, end) and not _changed(then_stack, stack)) or _clause_exit_copy(w, then_start, end)):
        # an empty then-branch that runs a copy of a statement's exit path ending in
        # ``return <constant>``: ``if c: return`` (``if c: pass / else:`` inverts the test)
        then = [ast.Return(value=_constant_return(w, end))]
    else:
        joined = _joined_exit_copy(w, cond, then, then_jump, end, ctx, stack, out)
        if joined is not None:
            return joined
        left = _then_leaves(w, cond, then, then_stack, then_jump, end, ctx, stack, out)
        if left is not None:
            return left
        past = _past_else(w, cond, then, then_stack, then_jump, end, ctx, stack, out)
        if past is not None:
            return past
        if then_jump is None and _flows(then) and _runs_to_header(w, ctx, end, else_start):
            then.append(ast.Continue())  # (as an else-branch's, above: the code at the join is no else-branch)
    return _if_else(w, cond, then, then_stack, orelse, join, ctx, stack, out, first)


def _went_on(w: Walker, end: int, ctx: Ctx, mark: int) -> int:
    """Where a walk in ``ctx`` that ended at ``end`` goes on: ``end``, or the stop that its
    last jump went to (the walk ended with -1; recorded since ``mark``), or -1."""
    if end >= 0 or len(w.stop_jumps) <= mark or w.stop_jumps[-1][0] is not ctx:
        return end
    return w.stop_jumps[-1][1]


def _goes_past(w: Walker, end: int, join: int) -> bool:
    """A branch that goes on at ``end`` (-1: nowhere) does not join the if at ``join``."""
    return end >= 0 and not _same_stop(w, end, join) and _destination(w, end) != _destination(w, join)


def _destination(w: Walker, k: int) -> int:
    """Where code at ``k`` goes on: unconditional jumps followed, back ones too (3.8/3.9
    thread an if's ends to a loop's header in some ways, not in others)."""
    for _ in range(8):
        if w.ins[k].op != "JUMP":
            break
        k = w.ins[k].target
    return k


def leaves_to_stop(w: Walker, orelse: List[ast.stmt], oend: int, join: int, ctx: Ctx) -> List[ast.stmt]:
    """A branch ``orelse`` (an else-branch, a case body) flows on to an enclosing stop
    ``oend`` that is not the ``join`` of the statement (a copy of the exit block of a try
    body, which the branch ends early: ``if a: f() / else: return / g()`` in a try body):
    where the code there is a return of a constant, the branch ends with that return; else
    it cannot be told."""
    if oend < 0 or oend not in ctx.stops or _same_stop(w, oend, join) or not _flows(orelse) \
            or w.thread(oend) == w.thread(join) or w.ins[oend].op == "JUMP" \
            or any(oend in (loop.header, loop.also, loop.exit) for loop in ctx.loops):
        return orelse  # (a loop's header or exit: a ``continue``/``break`` the loops read)
    k = oend
    while w.ins[k].op == "POP_BLOCK":
        k += 1  # (3.8-3.10: the return leaves the try blocks around)
    if not (w.ins[k].op == "LOAD_CONST" and w.ins[k + 1].op == "RETURN_VALUE"):
        raise DecompileFailure("else branch leaves to %d, not to the join %d" % (oend, join))
    return orelse + [ast.Return(value=N.const(w.ins[k].argval))]


def _jumps_over_nothing(w: Walker, k: int, then_start: int) -> bool:
    """The jump at ``k``, the end of the then-branch from ``then_start`` (nothing jumps to
    it or to the code it ends), goes to the next instruction over nothing but the ``NOP``
    of the ``pass`` of an else-branch with no code (3.8/3.9: over nothing).  Not a
    ``break`` jumping over the dropped exit code of a loop (3.12+'s ``END_FOR``), nor
    the jump that ends the clean-up block of a chained comparison's test."""
    jumped_to = w.flow.jump_sources
    if w.ins[k].op != "JUMP" or k in jumped_to or (k > then_start and k - 1 in jumped_to):
        return False
    dropped = dropped_before(w.bc, k + 1)
    return all(op == "NOP" for op in dropped) and (bool(dropped) or not w.bc.facts.pass_keeps_nop)


def _runs_to_header(w: Walker, ctx: Ctx, end: int, join: int) -> bool:
    """A branch's walk ended at ``end``, the header of the innermost loop, and the if
    statement's branches join at code of the loop body (not its closing jump back): the
    branch goes back to the loop's top, a ``continue``: a statement in it went on there
    (a try whose handlers never fall through, its exit jump the ``continue``; 3.8/3.9: its
    jump threaded through the dead ``continue``)."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or end < 0 or end == join or end not in (loop.header, loop.also):
        return False
    x = w.ins[join] if loop.header < join < len(w.ins) else None
    last = loop.exit - 1 if loop.is_for and loop.exit > 0 else w.flow.latch(loop.header)  # (the body's end)
    if not w.bc.facts.inverted_while and not loop.is_for and loop.exit > last:
        last = loop.exit - 1  # (3.8/3.9: a body that ends in a return, placed past a dead jump back)
    return x is not None and join <= last \
        and not (x.op == "JUMP" and w.thread(x.target) in (loop.header, loop.also))


def _then_leaves(w: Walker, cond: Cond, then: List[ast.stmt], then_stack: List[ast.expr], then_jump: Optional[int],
                 end: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """The then-branch ``then`` (its walk ended at ``end``) leaves the statement: to an
    enclosing join, by a return, or past an else part that never falls through.  The if
    statement (or the ternary returned) is built: where the walk goes on (-1: nowhere), or
    None (the else-branch is read as usual)."""
    then_start, else_start = cond.end, cond.no
    if then_jump is None and end != else_start and (end < 0 or end in ctx.stops) and _flows(then) \
            and (_changed(then_stack, stack) or _aliased(w, end)):
        # the then-branch leaves by an exit that continues at an enclosing join (an except
        # clause's POP_EXCEPT before a jump to, or a copy of, the code after the ``try``;
        # or a copy of a statement's exit path): so does the else-branch
        known = len(ctx.breaks)
        orelse, oend, else_stack = w.walk(else_start, ctx, list(stack))
        if not (oend == -1 or _same_stop(w, oend, end)) or (
                _flows(orelse) and _changed(else_stack, then_stack)):
            del ctx.breaks[known:]
            return _then_returns(w, cond, then, end, out)
        stack[:] = then_stack
        out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=orelse))
        return end
    elif then_jump is None and end != else_start and end in ctx.stops and _flows(then) \
            and not _changed(then_stack, stack) \
            and (leaving := _leaving_else(w, else_start, end, ctx, stack)) is not None:
        out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=leaving))
        return end
    elif len(then_stack) == len(stack) + 1 and not then and end == else_start:
        raise DecompileFailure("conditional value without else")
    elif end < 0 and then_jump is None and ternaries.unfused_return(w, then_start, else_start):
        ternary = ternaries.returned_ternary(w, cond, then, else_start, ctx, stack)
        if ternary is not None:
            out.append(ternary)
            return -1
    elif end < 0 and then_jump is None and then and getattr(then[-1], "_undis_skips_else", False):
        skipped, oend, _ = w.walk(else_start, ctx, list(stack))
        if (oend == -1 or (ctx.loops and oend == ctx.loops[-1].header)) and \
                not (skipped and isinstance(skipped[-1], LoopTest)):
            # (the end of the loop body: the implicit continues are dropped there)
            node = ast.If(test=cond.expr, body=then, orelse=skipped)
            node._undis_skips_else = True  # type: ignore[attr-defined]  # (so does its end)
            out.append(node)
            return oend
    return None


def _joined_exit_copy(w: Walker, cond: Cond, then: List[ast.stmt], then_jump: Optional[int], end: int,
                      ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """``if a < b < c: x = 1 / else: raise E / return x``: the then-branch's jump to the
    join, an exit block that only it reaches (the else-branch leaves), became a copy of
    that block (``return x``); the clean-up block of the test's comparison chain, with the
    test's jump over it, lies between the test and the then-branch, as the compiler laid
    them out before the copy (3.13+, see ``VersionFacts.chain_cleanup_before_joining_then``).
    The if statement (the then-branch without the copy, the else-branch) and the copy
    after it: -1 (the walk ends), or None."""
    if not w.bc.facts.chain_cleanup_before_joining_then or end >= 0 or then_jump is not None or len(then) < 2 \
            or not isinstance(then[-1], ast.Return) or not _over_chain_cleanup(w, cond):
        return None
    known = len(ctx.breaks)
    try:
        orelse, oend, _ = w.walk(cond.no, ctx, list(stack))
    except DecompileFailure:
        orelse, oend = [], -2
    if oend != -1 or not orelse or _flows(orelse):
        del ctx.breaks[known:]
        return None
    out.append(ast.If(test=cond.expr, body=then[:-1], orelse=orelse))
    out.append(then[-1])
    return -1


def _over_chain_cleanup(w: Walker, cond: Cond) -> bool:
    """The test ``cond`` ends in a jump (at ``cond.end``) over the clean-up block of a
    comparison chain (``POP_TOP``, a jump to the else-branch) to the then-branch, that
    nothing else reaches."""
    ins, k = w.ins, cond.end
    return k + 3 < len(ins) and cond.yes == k + 3 and ins[k].op == "JUMP" and ins[k].target == k + 3 \
        and ins[k + 1].op == "POP_TOP" and ins[k + 2].op == "JUMP" and ins[k + 2].target == cond.no \
        and list(w.flow.jump_sources.get(k + 3, ())) == [k] and _small_exit(w, k + 3)


def _small_exit(w: Walker, start: int) -> bool:
    """The code at ``start`` is straight code that returns, small enough that the compiler
    would have copied it onto a jump to it (``MAX_COPY``) and left no jump over the
    clean-up block: it was no return block when the compiler laid the blocks out."""
    ins = w.ins
    for k in range(start, min(start + MAX_COPY, len(ins))):
        if ins[k].op == "RETURN_VALUE":
            return True
        if ins[k].target >= 0 or ins[k].op in _ENDS or (k > start and k in w.flow.jump_sources):
            return False
    return False


def _past_else(w: Walker, cond: Cond, then: List[ast.stmt], then_stack: List[ast.expr], then_jump: Optional[int],
               end: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """The then-branch flows on to an enclosing statement's stop ``end``, not into the
    else-branch: an if statement without else (joining at the else-branch's start) would
    run that code after it.  The else-branch must go on there too (or leave): the if
    statement built, where the walk goes on; None where the then-branch does not; fails
    where the else-branch goes elsewhere."""
    else_start = cond.no
    if not w.bc.facts.copies_exit_blocks:
        return None  # (3.8/3.9: not read so, their jumps threaded and dead code kept)
    if not w.bc.facts.exception_table and end < else_start:
        return None  # (3.10 copies exit blocks: a stop the then-branch falls into may be such a copy's, see
        #              _aliased; one past the else-branch it jumps to)
    if then_jump is not None or end < 0 or end == else_start or end not in ctx.stops or not _flows(then) \
            or _same_stop(w, end, else_start) or w.thread(else_start) == w.thread(end):
        return None
    known = len(ctx.breaks)
    orelse, oend, else_stack = w.walk(else_start, ctx, list(stack))
    if _changed(then_stack, stack) or not (oend == -1 or _same_stop(w, oend, end)) or (
            _flows(orelse) and _changed(else_stack, then_stack)):
        del ctx.breaks[known:]
        raise DecompileFailure("then-branch goes on past the else-branch")
    out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=orelse))
    return end


def _loop_or_assert_test(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]
                         ) -> Optional[int]:
    """The test ``cond`` read as something other than an if statement's: a jump back (``if c:
    continue``), a test of the loop around (the rest of its body, its end), the entry test
    of a ``while`` loop, an ``assert``.  Where the walk goes on (-1: nowhere), or None."""
    then_start, else_start = cond.end, cond.no
    if else_start < then_start:  # jump backwards: `if c: continue` style
        tail = _if_to_loop_end(w, cond, ctx, stack, out)
        if tail is not None:
            return tail
        body = w.jump(else_start, ctx, stack)
        out.append(ast.If(test=negate(cond.expr), body=body or [ast.Pass()], orelse=[]))
        return then_start
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is not None and exits.back_both_ways(w, then_start, else_start, loop):
        if exits.continue_first(w, then_start):
            out.append(ast.If(test=cond.expr, body=[ast.Continue()], orelse=[]))
            return else_start  # (the jump the compiler left: read as the statement's end)
        out.append(ast.If(test=negate(cond.expr), body=[ast.Continue()], orelse=[]))
        if _in_then_branch(w, then_start, ctx, loop):
            out.append(_skipping_continue())
            return -1
        return then_start  # (the walk goes on with the compiler's jump back: the body's end)
    rest = _rest_of_loop_body(w, cond, ctx, stack, out)
    if rest is not None:
        return rest
    if _guards_while_else(w, cond):  # 3.10+: the entry test of ``while c: ... else: ...``
        return loops.while_loop(w, then_start, w.flow.latch(then_start), ctx, stack, out, guard=cond.expr)
    never = never_loops.dead_while(w, cond, ctx, stack, out)
    if never is not None:  # 3.11+: the test of a ``while`` loop that never loops back
        return never
    ended = _else_to_loop_end(w, cond, ctx, stack, out)
    if ended is not None:
        return ended
    msg = asserts.assert_block(w, else_start, stack)
    if msg is not None:  # 3.12+: the failing branch of an ``assert`` placed out of line
        out.append(ast.Assert(test=cond.expr, msg=msg[0]))
        return then_start
    return None


def _if_else(w: Walker, cond: Cond, then: List[ast.stmt], then_stack: List[ast.expr], orelse: List[ast.stmt],
             join: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt], first: int) -> int:
    """The if statement (or assert) whose branches join at ``join``: where the walk goes on."""
    else_start = cond.no
    if _flows(then) and _changed(then_stack, stack):
        raise DecompileFailure("then branch changes the stack it joins with")
    out.append(assert_or_if(cond.expr, then, orelse, asserts.skips_if_true(w, cond), asserts.or_style(w, first, cond)))
    if join > else_start and dead_else.dead_else_jump(w, else_start - 1) and join not in w.flow.reachable \
            and not _flows(then) and not _flows(orelse) and ctx.loops \
            and w.ins[join].op == "JUMP" and w.ins[join].target == ctx.loops[-1].header:
        return -1  # (3.8/3.9: neither branch gets to the loop's dead jump back there)
    return join


def _leaving_else(w: Walker, else_start: int, end: int, ctx: Ctx, stack: List[ast.expr]
                  ) -> Optional[List[ast.stmt]]:
    """The then-branch goes on at an enclosing stop ``end`` (its jump there reads as
    nothing), and the code at ``else_start`` ends with a ``break``/``continue`` (or a
    ``raise`` where ``end`` is a ``RERAISE``, the end of a finally body's handler copy, which
    no statement in the then-branch states): that code is the else-branch, not the code after
    the if (which the then-branch would run into)."""
    known = len(ctx.breaks)
    try:
        orelse, oend, _ = w.walk(else_start, ctx, list(stack))
    except DecompileFailure:
        orelse, oend = [], 0
    leaves = (ast.Break, ast.Continue, ast.Raise) if w.ins[end].op == "RERAISE" else (ast.Break, ast.Continue)
    if oend != -1 or not orelse or not isinstance(orelse[-1], leaves):
        del ctx.breaks[known:]
        return None
    return orelse


def _then_returns(w: Walker, cond: Cond, then: List[ast.stmt], end: int, out: List[ast.stmt]) -> int:
    """The then-branch leaves by the exit ``end`` and the else-branch goes on elsewhere:
    where that exit returns a constant (3.12+: a copy of ``return None`` after the try,
    run after an except clause's POP_EXCEPT, from a try nested in the clause), the
    then-branch ends with that ``return``; the walk goes on with the else-branch."""
    ret = _constant_return(w, end) if end >= 0 else None
    if ret is None:
        raise DecompileFailure("then branch changes the stack it joins with")
    leave = ast.Return(value=None if N.is_const(ret, None) else ret)
    out.append(ast.If(test=cond.expr, body=then + [leave], orelse=[]))
    return cond.no


def _else_to_loop_end(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """3.8/3.9: ``if c: ...; continue / else: ...`` that ends a loop body keeps the
    then-branch's jump over the else-branch (threaded to the loop header) as dead code
    after its ``continue``, which ``if c: ...; continue`` then the else-branch's
    statements would not have: the if statement with its else-branch (-1: the body
    ends there), or None."""
    loop = ctx.loops[-1] if ctx.loops else None
    k = cond.no - 1
    if loop is None or w.bc.facts.drops_dead_code or k <= cond.end or not dead_else.dead_else_jump(w, k) \
            or w.thread(w.ins[k].target) != loop.header or not _leaves_body(w, k - 1, cond.end, loop):
        return None
    breaks: List[int] = []
    then, end, then_stack = w.walk(cond.end, Ctx(ctx.stops | {cond.no}, ctx.loops, breaks), list(stack))
    if end >= 0 or _kept_changed(then, then_stack, stack):
        return None
    orelse, end, else_stack = w.walk(cond.no, Ctx(ctx.stops, ctx.loops, breaks), list(stack))
    if end >= 0 or _kept_changed(orelse, else_stack, stack):
        return None
    ctx.breaks.extend(breaks)
    out.append(ast.If(test=cond.expr, body=then or [ast.Pass()], orelse=orelse or [ast.Pass()]))
    return -1


def _leaves_body(w: Walker, k: int, start: int, loop: Loop) -> bool:
    """The jump at ``k`` that ends the then-branch from ``start`` is a ``continue``
    (back to the ``loop``'s header) or a ``break`` (to its exit, or where the jump at
    its exit goes: threaded there; past its body when no test gives it an exit, ``while
    True: if c: break / else: ...``) that no jump of the branch to the header precedes:
    with the else-branch, a jump to the end of the then-branch is threaded to the
    jump over the else-branch's own target, not the header (that is ``...; break``
    in an if, then ``continue``, the dead jump its statement)."""
    ins, target = w.ins, w.ins[k].target
    if target == loop.header:
        return True
    at_exit = ins[loop.exit] if 0 <= loop.exit < len(ins) else None
    threaded = at_exit is not None and at_exit.op == "JUMP" and at_exit.target == target >= 0
    out = target == loop.exit or threaded or (loop.exit < 0 and exits.past_loop(w, target, loop))
    return out and all(ins[j].target != loop.header for j in range(start, k))


def _same_stop(w: Walker, a: int, b: int) -> bool:
    """``a`` and ``b`` are the same stop, or copies of one exit path (:attr:`Walker.stop_aliases`)."""
    return w.stop_aliases.get(a, a) == w.stop_aliases.get(b, b)


def _constant_return(w: Walker, k: int) -> Optional[ast.expr]:
    """The constant returned by the straight code from ``k`` (None: none, or not a constant)."""
    while k < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op not in _ENDS:
        k += 1
    if 0 < k < len(w.ins) and w.ins[k].op == "RETURN_VALUE" and w.ins[k - 1].op == "LOAD_CONST":
        return N.const(w.ins[k - 1].argval)
    return None


def _clause_exit_copy(w: Walker, k: int, stop: int) -> bool:
    """The code at ``k`` leaves an except clause (``POP_EXCEPT``, the ``as`` name's
    clean-up) into a copy of the code at ``stop``, the code after the try statement, the
    one copy: a ``return`` of the clause's own compiles to the same code."""
    if w.ins[k].op != "POP_EXCEPT":
        return False
    j = k + 1
    if name_cleanup(w, j) is not None:
        j += 3
    return j != stop and j not in w.flow.jump_sources and w.same_code(j, stop)


def _aliased(w: Walker, stop: int) -> bool:
    """``stop`` is one of several copies of a statement's exit path (:attr:`Walker.stop_aliases`)."""
    return stop in w.stop_aliases or stop in w.stop_aliases.values()


def _guards_while_else(w: Walker, cond: Cond) -> bool:
    """``c; jump-if-false E; B: body; c; jump-if-true B; E: else-clause`` (3.12+: ``c;
    jump-if-false E; JUMP B``) where a ``break``
    in the body jumps past ``E``: the entry test of an inverted ``while`` with an ``else``
    clause (as ``if c: while c: ...`` the else clause would also run after a break)."""
    header, else_start = cond.end, cond.no
    if not w.flow.is_header(header):
        return False
    latch = w.flow.latch(header)
    last, before = w.ins[latch], w.ins[latch - 1]
    if else_start not in (latch + 1, loop_ends.exit_back(w, latch + 1, header, latch)) or last.target != header:
        return False
    if last.op not in _COND_JUMPS and not (  # 3.12+: ``c; jump-if-false E; JUMP B``
            last.op == "JUMP" and before.op in _COND_JUMPS and before.target == latch + 1):
        return False
    # (when the exit jumps back, the body's code after its try lies with the handlers, after
    # the code that follows the loop: only the code before ``else_start`` can break)
    if else_start != latch + 1 and w.ins[else_start - 1].op not in ("JUMP", *_ENDS):
        return True  # (the body falls into that code: a ``break``)
    joined = w.thread(else_start)  # (a jump there, where the loop's exit goes on, is no ``break`` past E)
    return any((w.ins[k].op == "JUMP" and not header <= w.thread(w.ins[k].target) <= else_start
                and w.thread(w.ins[k].target) != joined)
               or w.ins[k].op == "POP_EXCEPT" for k in range(header, min(latch, else_start))) \
        or (w.bc.facts.exception_table and exits.clause_breaks_past(w, header, latch, else_start)) \
        or exits.try_breaks_past(w, header, latch, else_start) \
        or exits.copied_past_else(w, header, min(latch, else_start), else_start) \
        or any(w.loop_end_breaks.get(k) == header for k in range(header, latch))  # (a finally body's break)


def _if_to_loop_end(w: Walker, cond: Cond, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """``if c: rest`` closing a loop body: the jump to the end of the ``if`` was threaded
    to the loop header (3.8/3.9), so the false branch jumps backwards.  The then-branch
    runs to the end of the loop body.  None if the jump is not to the current loop."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or w.thread(cond.no) not in (loop.header, loop.also):
        return None
    body, end, _ = w.walk(cond.end, ctx, list(stack))
    node = ast.If(test=cond.expr, body=body or [ast.Pass()], orelse=[])
    strip_implicit(node)
    out.append(assert_or_if(node.test, node.body, [], asserts.skips_if_true(w, cond)))
    if end < 0 and body and isinstance(body[-1], (ast.Break, ast.Return, ast.Raise)):
        cont = ast.Continue()  # (the then-branch leaves: the jump to the header is a ``continue``)
        if exits.dead_continue_ends_for(w, loop):
            cont._undis_kept = True  # type: ignore[attr-defined]  # (see strip_continue)
        else:
            cont._undis_implicit = True  # type: ignore[attr-defined]
        out.append(cont)
    return end


def _changed(after: List[ast.expr], before: List[ast.expr]) -> bool:
    """A branch that joins must leave the stack it started with (values kept across it)."""
    return len(after) != len(before) or any(a is not b for a, b in zip(after, before))


def _kept_changed(body: List[ast.stmt], after: List[ast.expr], before: List[ast.expr]) -> bool:
    """:func:`_changed`, where the branch keeps the stack: all but one that ends in
    ``break`` (it pops the iterators of the loops it leaves)."""
    return not (body and isinstance(body[-1], ast.Break)) and _changed(after, before)


def _entry_test(test: ast.expr, deep: ast.expr, body: List[ast.stmt]) -> ast.expr:
    """The test of ``if test: body``, or its De Morgan form ``deep`` where the body starts
    with a ``while`` loop that has that test (the loop's entry test, see cleanup)."""
    first = body[0] if body else None
    if isinstance(first, ast.While) and ast.dump(first.test) == ast.dump(deep):
        return deep
    return test
