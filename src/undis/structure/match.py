"""``match`` statements (3.10+): the cases, their guards and bodies.

Layout the compiler emits: the subject stays on the stack; every case but the last
pattern case starts with ``COPY 1`` and, once the pattern (and guard) matched, pops the
subject with ``POP_TOP`` before its body.  A failing pattern jumps into a chain of
``POP_TOP`` s that ends at the next case (or, after the last case, at the default case's
body or the code after the statement); a jump that pops ``p`` values lands ``p``
instructions before that point, which checks the layout.  Bodies end with a jump to the
end of the statement (threaded by the optimizer), a return, a break or a continue.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from undis.bytecode.instructions import has_opcode
from undis.emit import nodes as N
from undis.structure import patterns as P
from undis.structure.branches import leaves_to_stop
from undis.structure.conditions import build_condition, negate
from undis.structure.simulate import DecompileFailure
from undis.structure.stmt_edit import flows as _flows
from undis.structure.walker import Ctx, Idiom, Loop, Walker

#: normalized opnames this idiom turns into source
HANDLES = frozenset({"MATCH_SEQUENCE", "MATCH_MAPPING", "MATCH_CLASS", "MATCH_KEYS", "GET_LEN",
                     "COPY_DICT_WITHOUT_KEYS"})

#: the stores a guard's ``(name := value)`` compiles to
_WALRUS = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_NAME_LOADS = ("LOAD_GLOBAL", "LOAD_NAME", "LOAD_DEREF", "LOAD_FAST", "LOAD_ATTR")  # a class pattern's class


@dataclass(frozen=True)
class _Case:
    pattern: ast.pattern
    guard: Optional[ast.expr]
    body: int  # first instruction of the body
    fail_start: int  # where the body's code ends: the failure chain or a replayed alternative (-1: none)
    fail_end: int  # where a failed match goes on (-1: irrefutable)
    folded: bool = False  # its guard was a constant the compiler folded (see _folded_guard)


class MatchStatement(Idiom):
    starts = frozenset({"COPY", "MATCH_SEQUENCE", "MATCH_MAPPING", *_NAME_LOADS})

    def starts_in(self, w: Walker) -> Optional[FrozenSet[str]]:
        """Name loads start a case only as the class of a class pattern (see :func:`_may_start`);
        a conditional jump, as the end of a first ``case _ if guard:`` without pattern code."""
        if self.starts is None:
            return None
        return _starts(self.starts, has_opcode(w.bc, "MATCH_CLASS"), w.bc.facts.match_bare_guard)

    def match(self, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
        if w.ins[i].op in P.COND_JUMPS:
            return _bare_guard(w, i, ctx, stack, out)
        if not stack or isinstance(stack[-1], N.Marker) or not _may_start(w, i):
            return None
        try:
            cases = _plan(w, i, stack)
        except DecompileFailure:
            return None
        return _emit(w, cases, ctx, stack, out)


_WITHOUT_CLASS_PATTERNS = frozenset({"COPY", "MATCH_SEQUENCE", "MATCH_MAPPING"})


@functools.lru_cache(maxsize=None)
def _starts(starts: FrozenSet[str], class_patterns: bool, bare_guard: bool) -> FrozenSet[str]:
    """:meth:`MatchStatement.starts_in` for code with(out) a class pattern, where a bare
    guard may start a case (or not): a few sets, built once."""
    found = starts if class_patterns else _WITHOUT_CLASS_PATTERNS
    return found | frozenset(P.COND_JUMPS) if bare_guard else found


def _bare_guard(w: Walker, j: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> Optional[int]:
    """3.12+: a first ``case _ if guard:`` compiles to the guard alone, evaluated over the
    subject: its jumps go to the next case (the subject kept), its fall-through pops the
    subject (``POP_TOP``) before the body.  ``j``: the guard's first jump, its value on top
    of ``stack``.  Where the walk resumes, or None."""
    if len(stack) < 2 or isinstance(stack[-2], (N.Marker, N.ExcValue)):
        return None
    scratch = list(stack)
    try:
        cond = build_condition(w, j, scratch)
        subject = scratch[-1] if scratch else None
        if subject is None or isinstance(subject, (N.Marker, N.ExcValue)) or cond.no <= cond.end \
                or w.ins[cond.end].op != "POP_TOP" or cond.end in w.flow.jump_sources:
            return None
        first = _Case(ast.MatchAs(pattern=None, name=None), cond.expr, cond.end + 1, cond.no, cond.no)
        cases = [first] + _plan_from(w, cond.no, scratch, False)
    except DecompileFailure:
        return None
    stack[:] = scratch
    return _emit(w, cases, ctx, stack, out)


def _may_start(w: Walker, i: int) -> bool:
    op = w.ins[i].op
    if P.copies_subject(w, i) or op in ("MATCH_SEQUENCE", "MATCH_MAPPING"):
        return True
    j = i
    while j < len(w.ins) and w.ins[j].op in _NAME_LOADS:
        j += 1
    return j > i and j + 1 < len(w.ins) and w.ins[j].op == "LOAD_CONST" and w.ins[j + 1].op == "MATCH_CLASS"


def _plan(w: Walker, i: int, stack: List[ast.expr]) -> List[_Case]:
    cases = _plan_from(w, i, stack, True)
    first = cases[0]
    if len(cases) == 1 and all(
            isinstance(n, ast.MatchAs) for n in ast.walk(first.pattern) if isinstance(n, ast.pattern)):
        raise DecompileFailure("a lone capture: not a match statement")
    return cases


def _plan_from(w: Walker, pos: int, stack: List[ast.expr], first: bool) -> List[_Case]:
    """The cases from ``pos``: a case that keeps the subject (``COPY 1``) and the ones after
    it, or else the last pattern case (which may itself start with ``COPY 1``: ``as``/or)."""
    if P.copies_subject(w, pos):
        try:
            case = _case(w, pos, stack, last=False)
            return [case] + (_plan_from(w, case.fail_end, stack, False) if case.fail_end >= 0 else [])
        except DecompileFailure:
            pass
    case = _case(w, pos, stack, last=True)
    if not first and case.guard is None and isinstance(case.pattern, ast.MatchAs) and case.pattern.pattern is None \
            and case.pattern.name is None:
        raise DecompileFailure("a wildcard case with pattern code")
    return [case]


def _case(w: Walker, pos: int, stack: List[ast.expr], last: bool) -> _Case:
    root = P.PSlot()
    outer = stack[:-1]
    scratch: List[ast.expr] = outer + ([root] if last else [stack[-1], root])
    base = len(outer) + (0 if last else 1)
    machine = P.Machine(w, w.sim.fx)
    end, fails = P.scan(w, machine, pos if last else pos + 1, scratch, base)
    if any(f.target <= pos and not (last and f.pops == 0 and w.flow.is_header(f.target)) for f in fails):
        raise DecompileFailure("pattern jumps backwards")
    # the rest continue a loop, or are an or-pattern's next alternative
    real = _real_fails(w, machine, [f for f in fails if f.target > end or _fails_to_exit(w, pos, f, end)], base)
    pattern = P.build(root)
    k, guard = end, None
    if not last and w.ins[k].op != "POP_TOP":
        k, guard, target = _guard(w, k, scratch)
        real.append(P.Fail(target, 0))
    elif last and real:
        k, guard = _last_guard(w, k, scratch, real)
    if not last:
        if w.ins[k].op != "POP_TOP":
            raise DecompileFailure("case body does not pop the subject")
        k += 1
    if last and not real and any(f.target == end for f in fails):
        return _Case(pattern, None, end, end, end)  # (its body is empty: the failure goes where it ends)
    if not real:
        if not last and guard is None:
            return _Case(pattern, N.const(True), k, -1, -1, folded=True)  # (see _folded_guard)
        if not last:
            raise DecompileFailure("irrefutable case before the last")
        try:
            k, guard, target = _guard(w, k, list(scratch))
        except DecompileFailure:
            return _Case(pattern, None, k, -1, -1)
        return _Case(pattern, guard, k, target, target)
    ends = {f.target + f.pops for f in real}
    if len(ends) != 1:
        raise DecompileFailure("failure chains of a case disagree")
    fail_end = ends.pop()
    chain = min(f.target for f in real)
    if any(w.ins[j].op != "POP_TOP" for j in range(chain, fail_end)):
        raise DecompileFailure("failure chain is not a run of POP_TOP")
    stop = min([f.target for f in fails if f.target > end] + [chain])
    return _Case(pattern, guard, k, stop, fail_end)


def _fails_to_exit(w: Walker, pos: int, f: P.Fail, end: int) -> bool:
    """A failure jump into the pattern's code (``pos`` to ``end``) that is no alternative's
    start: the run of ``POP_TOP`` s placed before an or-pattern's success block, which
    goes on to the code after the statement (there when it ends in a return or raise)."""
    if not pos < f.target < end:
        return False
    k = f.target
    while k < end and w.ins[k].op == "POP_TOP":
        k += 1
    return not P.copies_subject(w, k) and 0 < P.exit_block(w, k) <= end


def _real_fails(w: Walker, machine: P.Machine, fails: List[P.Fail], base: int) -> List[P.Fail]:
    """Failure jumps of a case, after replaying or-pattern alternatives whose join (the rest
    of the pattern and the body) the optimizer copied after each of them (3.10, 3.12)."""
    real: List[P.Fail] = []
    pending = list(fails)
    origin: Dict[int, P.PSlot] = {}  # id of a replay's stand-in -> the slot it stands for
    keep: List[ast.expr] = []
    replayed: Set[int] = set()
    while pending:
        f = pending.pop(0)
        start, snap = _next_alternative(w, f)
        top = snap[-1] if snap else None
        if isinstance(top, P.PSlot):
            top = origin.get(id(top), top)
        if not (f.pops >= 1 and P.copies_subject(w, start) and isinstance(top, P.PSlot) and (top.copies or top.alts)):
            real.append(f)
            continue
        if start in replayed:
            continue  # another failure jump of the same alternative (e.g. type, then length)
        replayed.add(start)
        replay = P.clone(list(snap))
        keep.extend(replay)  # keeps the ids in ``origin`` unique
        for old, new in zip(snap, replay):
            if isinstance(old, P.PSlot) and isinstance(new, P.PSlot):
                origin[id(new)] = origin.get(id(old), old)
        stand_in = replay[-1]
        end, more = P.scan(w, machine, start, replay, base)
        if not isinstance(stand_in, P.PSlot) or len(stand_in.copies) != 1:
            raise DecompileFailure("duplicated or-pattern alternative")
        P.add_alternative(top, stand_in.copies[0])
        if any(g.target <= f.target for g in more):
            raise DecompileFailure("pattern jumps backwards")
        pending.extend(g for g in more if g.target > end)
    return real


def _next_alternative(w: Walker, f: P.Fail) -> Tuple[int, Tuple[ast.expr, ...]]:
    """Where a failure jump's next alternative starts, and the stack there: the jump's
    target, or past the ``POP_TOP`` s it lands on (3.12: an alternative whose join, a small
    block ending in a return, was copied after it pops its partial match first)."""
    k = f.target
    while k < len(w.ins) and w.ins[k].op == "POP_TOP" and k - f.target < f.pops - 1:
        k += 1
    if k == f.target or not P.copies_subject(w, k):
        return f.target, f.snap
    return k, f.snap[:len(f.snap) - (k - f.target)]


def _last_guard(w: Walker, k: int, scratch: List[ast.expr], real: List[P.Fail]) -> Tuple[int, Optional[ast.expr]]:
    """The last case's guard jumps where its failed pattern goes; else its body starts with an ``if``.
    (A guard read flipped, failing to the loop's header past a jump back, :func:`P.inverted_jump`,
    that goes elsewhere: the guard fails where the jump over that jump goes, the body a
    ``continue``.)"""
    ends = {_loop_end(w, f.target + f.pops) for f in real}
    for flip in (True, False):
        try:
            after, guard, target = _guard(w, k, list(scratch), flip)
        except DecompileFailure:
            return k, None
        if _guard_fails_with(w, k, target, ends):
            return after, guard
    return k, None


def _guard_fails_with(w: Walker, k: int, target: int, ends: Set[int]) -> bool:
    """Does the guard from ``k``, failing to ``target``, go where the failed pattern goes (``ends``)?
    (It may jump to a copy of the return the failure chain runs into: it is on the line of
    the pattern, where an ``if`` starting the body has a line of its own.)"""
    return ends == {_loop_end(w, target)} or (
        len(ends) == 1 and w.same_code(target, min(ends)) and w.line(k) == w.line(k - 1))


def _loop_end(w: Walker, k: int) -> int:
    """Where a failed case goes on at ``k``: the loop header that a jump there goes back
    to (the statement ends a loop body), else ``k``."""
    ins = w.ins[k] if k < len(w.ins) else None
    return ins.target if ins is not None and ins.op == "JUMP" and w.flow.is_header(ins.target) else k


def _guard(w: Walker, k: int, scratch: List[ast.expr], flip: bool = True) -> Tuple[int, Optional[ast.expr], int]:
    """``case p if guard:``: an expression and conditional jumps to the next case (``flip``:
    a jump over a jump back read as one that fails to the loop's header,
    :func:`P.inverted_jump`)."""
    base = list(scratch)
    j = k
    if w.flow.is_header(k):
        raise DecompileFailure("a loop's test, not a guard")  # (the body starts with ``while c:``)
    while j < len(w.ins) and w.ins[j].op not in P.COND_JUMPS:
        if w.ins[j].target >= 0 or w.ins[j].op in ("RETURN_VALUE", "RAISE_VARARGS") or (
                j > k and j in w.flow.jump_sources) or w.ins[j].op.startswith("DELETE_"):
            raise DecompileFailure("no guard")
        if w.ins[j].op.startswith("STORE_") and (
                w.ins[j].op not in _WALRUS or len(scratch) <= len(base) or any(scratch[-1] is b for b in base)):
            raise DecompileFailure("guard stores a value it did not compute")
        emitted: List[ast.stmt] = []
        w.sim.step(w.ins[j], scratch, emitted)
        if emitted or len(scratch) <= len(base):
            raise DecompileFailure("no guard")  # (a statement: the body's, before its ``if``)
        j += 1
    if j >= len(w.ins) or len(scratch) != len(base) + 1 or not P.same(scratch[:-1], base):
        raise DecompileFailure("no guard")
    flipped = P.inverted_jump(w, j) if flip else None
    if flipped is not None:  # (3.12+: it fails to the statement's end, threaded to the loop's header)
        value = w.sim.value(scratch.pop())
        return j + 2, (value if flipped.op == "POP_JUMP_IF_FALSE" else negate(value)), flipped.target
    before = list(scratch)
    cond = build_condition(w, j, scratch)
    blocks = _guard_blocks(w, j, cond.end)
    if blocks:
        scratch[:] = before
        cond = build_condition(w, j, scratch, blocks=blocks)
    if not P.same(scratch, base):
        raise DecompileFailure("guard changes the stack")
    return cond.end, cond.expr, cond.no


def _guard_blocks(w: Walker, j: int, end: int) -> int:
    """The conditional jumps (from ``j``) of a guard read up to ``end`` that stay in it or go
    where the first one out goes (where the guard fails), before the first that goes
    elsewhere: to a copy of the same code, the condition of an ``if`` that starts the body
    (3.10/3.11: each ``return None`` is a copy); 0: all do."""
    count, out = 0, -1
    for k in range(j, end):
        ins = w.ins[k]
        if ins.op in P.COND_JUMPS:
            if not j <= ins.target <= end:
                if out >= 0 and ins.target != out:
                    return count
                out = ins.target
            count += 1
    return 0


def _body_jumps(w: Walker, cases: List[_Case], ctx: Ctx, after: int) -> Set[int]:
    """Targets past ``after`` of jumps out of the case bodies (the end of the statement)."""
    found: Set[int] = set()
    loop = ctx.loops[-1] if ctx.loops else None
    for c in cases:
        stop = c.fail_start if c.fail_start >= 0 else after
        for j in range(c.body, max(stop, c.body)):
            t = w.ins[j].target
            if w.ins[j].op != "JUMP" or t < after:
                continue
            if loop is not None and (t in (loop.header, loop.also, loop.exit) or t > w.flow.latch(loop.header)
                                     and not _stop_in_loop(loop, t, ctx)):
                continue
            found.add(w.stop_aliases.get(t, t))  # (3.10: copies of one exit path are one end)
    return found


def _stop_in_loop(loop: Loop, t: int, ctx: Ctx) -> bool:
    """A jump past the loop's last jump back goes to the end of an enclosing statement in
    the loop body, not out of the loop: a try body's end, its finally copy past a
    ``continue`` in the try body (the loop's last jump back)."""
    return t in ctx.stops and t < loop.exit


def _threaded(w: Walker, ends: Set[int]) -> Set[int]:
    """``ends`` without those that another of them reaches by jumps only: a body's jump
    threaded past the jump that ends the statement (the end of an enclosing ``if``)."""
    return {t for t in ends if not any(u != t and w.thread(u) == t for u in ends)}


def _ending(w: Walker, cases: List[_Case], ctx: Ctx, outer: List[ast.expr]
            ) -> Tuple[Set[int], int, List[ast.stmt]]:
    """Where the statement ends: (stops for the bodies, where the walk resumes, the body
    of a trailing ``case _:`` -- code between the last failure and the bodies' common end)."""
    after = cases[-1].fail_end
    ends = _threaded(w, _body_jumps(w, cases, ctx, after if after >= 0 else cases[-1].body))
    if len(ends) > 1:
        raise DecompileFailure("match cases end in different places")
    end = ends.pop() if ends else -1
    if after < 0:
        return ({end} if end >= 0 else set()), end, []
    if end < 0:
        return _default_exit(w, ctx, outer, after, cases)
    if end > after and w.thread(after) != end:
        if w.thread(after) in ctx.stops and not w.same_code(w.thread(after), end):
            # (the last failure goes to the end of the block around, the case bodies past it,
            # not to a copy of it (3.10: a with's exit): they leave that block, a ``break`` of
            # a loop that never loops back)
            raise DecompileFailure("case bodies end past the end of the block around the match")
        default, dend, _ = w.walk(after, Ctx(ctx.stops | {end}, ctx.loops, ctx.breaks), list(outer))
        leave = _leaving_jump(ctx, dend, end) if _flows(default) else None
        if leave is not None and not (isinstance(leave, ast.Continue) and _ends_loop_body(w, ctx, end)):
            default.append(leave)
        elif leave is None:
            default = leaves_to_stop(w, default, dend, end, ctx)  # (``case _: return`` in a try body)
            if _flows(default) and dend >= 0 and dend != end and dend not in w.stop_aliases:
                # (it stopped at the end of a statement around, a try body's: a ``return None`` read
                # as a copy of that end, while code follows the match)
                raise DecompileFailure("trailing case _ goes on past the statement's end")
        return {after, end}, end, default
    return {after, end}, after, []


def _default_exit(w: Walker, ctx: Ctx, outer: List[ast.expr], after: int, cases: List[_Case]
                  ) -> Tuple[Set[int], int, List[ast.stmt]]:
    """:func:`_ending` where no body falls through: the walk resumes where the last failure
    goes on, unless that is a ``return None`` past the last body that a failure chain
    reaches by an unconditional jump: as code after the statement it would be taken for the
    implicit one, which the compiler copies onto the chain instead (3.11: after an
    or-pattern's join); it is a trailing ``case _: return None``.  (A case body's jump there,
    which :func:`_body_jumps` does not count, as past the loop's last jump back, makes it
    code after the statement: a ``break`` to a copy of that return.)"""
    ins, sources = w.ins, w.flow.jump_sources.get(after, ())
    stop = after + 2 if after > cases[-1].body and after + 1 < len(ins) and ins[after + 1].op == "RETURN_VALUE" \
        and ins[after].op == "LOAD_CONST" and ins[after].argval is None and any(ins[j].op == "JUMP" for j in sources) \
        and not any(_in_body(c, j, after) for c in cases for j in sources) else -1
    if stop < 0:
        return {after}, after, []
    default, dend, _ = w.walk(after, Ctx(ctx.stops | {stop}, ctx.loops, ctx.breaks), list(outer))
    if dend != -1:
        return {after}, after, []  # (a stop of the walk around, not read: the code after the statement)
    return {after, stop}, stop, default


def _in_body(c: _Case, j: int, after: int) -> bool:
    """``j`` lies in the body of the case ``c`` (``after``: where the last failure goes on)."""
    return c.body <= j < (c.fail_start if c.fail_start >= 0 else after)


def _folded_guard() -> ast.match_case:
    """A case that kept the subject's copy (``COPY 1`` ... ``POP_TOP``), though nothing
    fails in it: its guard was a constant, true, which the compiler folded away, and it
    dropped the cases after it, unreachable, but copied the subject because they were
    there.  The guard reads ``if True``, and a case follows it, ``case None: pass`` (any
    pattern other than ``_``, which is no case that needs the copy), which the compiler
    drops again."""
    return ast.match_case(pattern=ast.MatchSingleton(value=None), guard=None, body=[ast.Pass()])


def _ends_loop_body(w: Walker, ctx: Ctx, resume: int) -> bool:
    """The statement is the last of a loop body: after it comes the next iteration."""
    if not ctx.loops:
        return False
    loop = ctx.loops[-1]
    heads = (loop.header, loop.also)
    return resume < 0 or resume in heads or (resume < len(w.ins) and w.ins[resume].op == "JUMP"
                                             and w.ins[resume].target in heads)


def _leaving_jump(ctx: Ctx, end: int, resume: int) -> Optional[ast.stmt]:
    """A case body's walk ended at ``end`` and the statement goes on at ``resume``: where
    ``end`` is the header of the innermost loop (a ``continue``) or the exit of a ``while``
    loop (a ``break``), and not ``resume``, a statement that ends the body went on there (a
    try whose handlers never fall through, its exit jump the ``continue`` or ``break``, or
    the jump of its else part): the body ends with that jump (None: it does not)."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or end < 0 or end == resume:
        return None
    if end in (loop.header, loop.also):
        return ast.Continue()
    if end == loop.exit and not loop.is_for:
        return ast.Break()
    return None


def _explicit_continue(w: Walker, node: ast.Continue) -> bool:
    """The ``continue`` ending a case body is a statement of its own: its jump has a line
    other than the code that runs into it or jumps to it (the jump at a body's end, threaded
    to the loop's header, has the line of the body's last statement, as a loop's exit has the
    loop's line).  It may go where the statement's end does not: a ``while True`` header's
    ``NOP``, or a jump back not threaded (3.10)."""
    at: int = getattr(node, "_undis_jump", -1)
    line = w.line(at) if at > 0 else None
    return line is not None and all(w.line(k) != line for k in (at - 1, *w.flow.jump_sources.get(at, ())))


def _copy_past_resume(w: Walker, end: int, extra: Set[int], resume: int) -> bool:
    """A case body's walk ended at ``end``, by a copy of an enclosing statement's exit path
    (:attr:`~undis.structure.walker.Walker.stop_aliases`; 3.10: ``end`` is the copy, 3.11+:
    the code the copy stands for, the end of a try body) other than where the match goes
    on: the statement does not end there (code follows the match), so the body does not
    run on to it; the copy is an exit of its own (``return``), laid out alike."""
    if end < 0 or end in extra or resume < 0:
        return False
    if not w.bc.facts.exception_table:
        return end in w.stop_aliases and w.thread(resume) not in (end, w.stop_aliases[end])
    after = w.thread(resume)
    return end in w.stop_aliases.values() and w.stop_aliases.get(after, after) != end and not w.same_code(after, end)


def _own_exit(w: Walker, start: int, end: int, ctx: Ctx, outer: List[ast.expr]
              ) -> Optional[Tuple[List[ast.stmt], int]]:
    """The case body from ``start`` walked again with the copy at ``end`` read as code (see
    :func:`_copy_past_resume`; 3.11+: without the stop ``end``, the try body's end, the copy
    is no :func:`~undis.structure.copies311.copied_tail`): it must not fall through; None
    where it does not read so."""
    target = w.stop_aliases.pop(end, None)
    known = len(ctx.breaks)
    try:
        body, e, _ = w.walk(start, Ctx(ctx.stops - {end}, ctx.loops, ctx.breaks), list(outer))
    except DecompileFailure:
        body, e = [], -2
    finally:
        if target is not None:
            w.stop_aliases[end] = target
    if e != -1:
        del ctx.breaks[known:]
        return None
    return body, e


def _emit(w: Walker, cases: List[_Case], ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    subject = w.sim.value(stack[-1])
    outer = stack[:-1]
    extra, resume, default = _ending(w, cases, ctx, outer)
    nodes: List[ast.match_case] = []
    end = -1
    last_in_loop = _ends_loop_body(w, ctx, resume)
    for c in cases:
        stops = ctx.stops | extra | ({c.fail_start} if c.fail_start >= 0 else set())
        known = len(ctx.breaks)
        body, end, _ = w.walk(c.body, Ctx(frozenset(stops), ctx.loops, ctx.breaks), list(outer))
        if _copy_past_resume(w, end, extra, resume):
            first = ctx.breaks[known:]
            del ctx.breaks[known:]
            again = _own_exit(w, c.body, end, Ctx(frozenset(stops), ctx.loops, ctx.breaks), outer)
            if again is None:
                ctx.breaks.extend(first)
            else:
                body, end = again
        leave = _leaving_jump(ctx, end, resume) if _flows(body) else None
        if leave is None and end not in extra and resume >= 0:
            body = leaves_to_stop(w, body, end, resume, ctx)  # (3.11+: a return of the try body's end)
        if leave is not None and not (isinstance(leave, ast.Continue) and last_in_loop):
            body.append(leave)
        elif leave is None and not body and end >= 0 and resume >= 0 and end != resume and end not in extra \
                and end not in w.stop_aliases:
            # (a body with no statement that goes on elsewhere than the code after the match,
            # at the end of a statement around it: as for a trailing ``case _`` in _ending)
            raise DecompileFailure("case body goes on past the statement's end")
        while last_in_loop and body and isinstance(body[-1], ast.Continue) and not _explicit_continue(w, body[-1]):
            body.pop()  # the end of the statement is the loop's next iteration anyway
        nodes.append(ast.match_case(pattern=c.pattern, guard=c.guard, body=body or [ast.Pass()]))
        if c.folded:
            nodes.append(_folded_guard())
    if default:
        nodes.append(ast.match_case(pattern=ast.MatchAs(pattern=None, name=None), guard=None, body=default))
    del stack[-1]
    out.append(ast.Match(subject=subject, cases=nodes))
    if resume >= 0:
        return resume
    return end if end >= 0 else len(w.ins)
