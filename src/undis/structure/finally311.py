"""The finally part of a 3.11+ try statement: the finally body's shape in its handler
(up to the ``RERAISE 0`` that end it), the copy of it after the body (what the body's end
does after it: return, break, continue), and the finally body walked once, in the handler
(3.12+: its last statement, copied before each ``RERAISE 0``, once).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure import copies311, emptytry311, fincopy311, fintails, regions311, with311
from undis.structure.exits import exit_call
from undis.structure.simulate import DecompileFailure
from undis.structure.tryshapes311 import Fin, only_returns
from undis.structure.tryshapes311 import const_return as _const_return
from undis.structure.tryshapes311 import explicit_continues as _explicit_continues
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311


def finally_shape(w: Walker, T: int) -> Fin:
    code = frozenset(regions311.handler_code(w, T))
    ends = frozenset(k for k in code if w.ins[k].op == "RERAISE" and w.ins[k].arg == 0)
    swallows: Tuple[Tuple[int, int], ...] = ()
    if not ends:  # (a ``with`` in it that swallows an exception may still end it)
        swallows = swallowed(w, code)
        code |= {k for _, e in swallows for k in regions311.handler_code(w, e)}
        ends = frozenset(k for k in code if w.ins[k].op == "RERAISE" and w.ins[k].arg == 0)
    if not ends:
        return Fin(T + 1, -1, ends, code)  # the finally body always leaves (return/break/continue)
    last = max(code)
    # (3.12+: a return in an except clause nested in the body unwinds the body's handler
    # too, code no entry covers)
    nested = {k for t in {e.target for e in w.bc.handlers if T < e.target < last}
            for k in regions311.handler_code(w, t)}
    if any(k not in code and k not in nested and regions311.cover(w, k) < 0 for k in range(T, last)):
        raise _fail("finally body with jumps out")
    breaks = fintails.falling_breaks(w, code, ends) if last in ends else fintails.loop_breaks(w, code, ends)
    return Fin(T + 1, last, ends, code, breaks, swallows)


def swallowed(w: Walker, code: FrozenSet[int]) -> Tuple[Tuple[int, int], ...]:
    """The ``with`` statements whose bodies start in ``code`` and that end the finally
    body: the pairs (where the body starts, where the statement goes on after its exit
    swallowed an exception: jumps, if any, to a ``RERAISE 0``)."""
    ins, found = w.ins, []
    for e in w.bc.handlers:
        t = e.target
        if e.start in code and ins[t].op == "PUSH_EXC_INFO" and ins[t + 1].op == "WITH_EXCEPT_START":
            try:
                end_at = with311.with_handler(w, t, ins[t + 2].op == "GET_AWAITABLE")
            except DecompileFailure:
                continue
            if _ends_body(w, end_at):
                found.append((e.start, end_at))
    return tuple(found)


def _ends_body(w: Walker, k: int) -> bool:
    """The code at ``k``, where a ``with`` goes on after its exit swallowed an exception,
    ends the finally body: a jump or ``RERAISE 0``, after the exit calls of the ``with``
    statements around it (``with a, b:``), if any."""
    while True:
        n = exit_call(w, k, False) or exit_call(w, k, True)
        if n:
            k += n
        elif w.ins[k].op == "JUMP" and w.ins[k].target > k:
            k = w.ins[k].target
        else:
            break
    return all(w.ins[j].op == "JUMP" or (w.ins[j].op == "RERAISE" and w.ins[j].arg == 0)
               for j in regions311.handler_code(w, k))


def finally_part(tr: Try311, w: Walker, T: int, b: int, end: int, fin: Fin, body: List[ast.stmt],
                 bstack: List[ast.expr], ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    nxt = -1
    if not fin.ends:
        if end == b and len(bstack) == len(stack) + 1:
            # (the body's ``return value``: the finally body's own exit drops the value, and
            # the compiler drops the return after that copy, which never falls through)
            body.append(ast.Return(value=w.sim.value(bstack[-1])))
        return leaving_finally(tr, w, T, body, ctx, stack, out)
    if end == b:
        k = fincopy311.copy_match(w, fin, b) if fin.last > fin.start else b
        if k < 0:
            raise _fail("finally copy differs")
        if len(bstack) == len(stack) + 1 and copies311.returns(tr, w, k, bstack):
            body.append(ast.Return(value=w.sim.value(bstack[-1])))
        elif len(bstack) == len(stack) and copies311.const_return(tr, w, k) is not None:
            body.append(ast.Return(value=copies311.const_return(tr, w, k)))  # after enclosing exits
        elif len(bstack) == len(stack) and body_tail(w, T, k, ctx):
            body += walk_tail(w, T, k, ctx, bstack)
        elif len(bstack) == len(stack):
            nxt = k
        else:
            raise _fail("stack at the end of a try body")
    _explicit_continues(body)
    fbody = finally_body(tr, w, T, fin, ctx, stack)
    first = body[0] if len(body) == 1 else None
    if isinstance(first, (ast.Try, ast.TryStar)) and not first.finalbody and first.handlers:
        first.finalbody = fbody or [ast.Pass()]
        node: ast.stmt = first
    else:
        node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=fbody or [ast.Pass()])
    out.append(node)
    return nxt


def body_tail(w: Walker, T: int, k: int, ctx: Ctx) -> bool:
    """3.11 ([body][finally copy][jump to the code after the handlers][handlers]): the code
    at ``k``, after the copy of the finally body that ends the try body, is the body's own
    ``break``/``return`` (code other than a jump: popping a ``for`` loop's iterator,
    loading the value) in a loop, or its ``continue`` of a ``while`` loop (a jump back to the
    loop's header, not to the code after the handlers: 3.11 does not thread a jump there
    that has a line, as the end of a ``while`` body has; a ``for`` body's end has none);
    outside loops, its ``return <constant>`` (see :func:`_own_return`)."""
    loop = ctx.loops[-1] if ctx.loops else None
    if w.bc.facts.cold_handlers or not k < T or k in ctx.stops:
        return False
    if loop is None:
        return _own_return(w, k, ctx)
    ins = w.ins[k]
    if ins.op != "JUMP":
        return True
    after = next((j for j in range(T, len(w.ins)) if j in w.flow.reachable), -1)
    return not loop.is_for and ins.target in (loop.header, loop.also) and ins.target != after


def walk_tail(w: Walker, T: int, k: int, ctx: Ctx, stack: List[ast.expr]) -> List[ast.stmt]:
    """The end of a try body at ``k`` (see :func:`body_tail`), which never falls through."""
    tail, end, _ = w.walk(k, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
    if end != -1:
        raise _fail("try body's end after its finally copy ended at %d" % end)
    last = tail[-1] if tail else None
    if isinstance(last, ast.Continue):
        last._undis_implicit = False  # type: ignore[attr-defined]
    return tail


def finally_body(tr: Try311, w: Walker, T: int, fin: Fin, ctx: Ctx, stack: List[ast.expr]) -> List[ast.stmt]:
    """The finally body, walked in its handler copy at ``T`` (up to its ``RERAISE 0``;
    3.12+: a last statement copied before each of them is walked once; each of them in a
    loop that ends the body is that loop's ``break``)."""
    tails = {} if fin.breaks else fintails.copied_tails(w.ins, fin.ends, fin.code, w.flow.jump_sources)
    saved = dict(w.loop_end_breaks)
    w.loop_end_breaks.update(fin.breaks)
    try:
        if tails:
            try:
                return _walk_finally(tr, w, T, fin, tails, ctx, stack)
            except DecompileFailure:
                pass
        return _walk_finally(tr, w, T, fin, {}, ctx, stack)
    finally:
        w.loop_end_breaks.clear()
        w.loop_end_breaks.update(saved)


def _walk_finally(tr: Try311, w: Walker, T: int, fin: Fin, tails: Dict[int, int], ctx: Ctx,
                  stack: List[ast.expr]) -> List[ast.stmt]:
    ends = fin.ends
    base = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
    depth = len(base)
    tr.clauses.append(None)  # (a break/continue/return in it drops the exception state first)
    tr.clause_loops.append(len(ctx.loops))
    saved = dict(w.stop_aliases)
    w.stop_aliases.update(tails)  # (a branch that ends at one copy: so does the other)
    if not tails:  # (each path's own ``RERAISE 0`` ends the one finally body: one exit)
        w.stop_aliases.update((e, min(ends)) for e in ends if e != min(ends) and e not in saved)
    try:
        fbody, fend, fstack = w.walk(T + 1, Ctx(ctx.stops | (frozenset(tails) or ends), ctx.loops,
                                                ctx.breaks), base)
        if tails and fend in tails:
            tail, fend, _ = w.walk(fend, Ctx(ctx.stops | ends, ctx.loops, ctx.breaks), fstack)
            fbody += tail
    finally:
        tr.clauses.pop()
        tr.clause_loops.pop()
        w.stop_aliases.clear()
        w.stop_aliases.update(saved)
    if fend not in ends and not (fend == -1 and fin.swallows):  # (read as leaving: its with's own ends)
        raise _fail("finally body ended at %d" % fend)
    if fend in ends and len(fstack) < depth:
        # (its exception popped before the ``RERAISE 0``: a ``break`` out of a loop that ends
        # an enclosing finally body, whose own re-raise follows; not this body's end)
        raise _fail("finally body swallows its exception before the re-raise at %d" % fend)
    return fbody


def leaving_finally(tr: Try311, w: Walker, T: int, body: List[ast.stmt], ctx: Ctx, stack: List[ast.expr],
                    out: List[ast.stmt]) -> int:
    """A finally body that always leaves: its copies need no recognising, as nothing
    follows them; the statement never falls through."""
    base = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
    tr.clauses.append(None)
    tr.clause_loops.append(len(ctx.loops))
    try:
        fbody, fend, _ = w.walk(T + 1, ctx, base)
    finally:
        tr.clauses.pop()
        tr.clause_loops.pop()
    if fend != -1:
        raise _fail("finally body ended at %d" % fend)
    out.append(ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=fbody))
    return -1


def _own_return(w: Walker, k: int, ctx: Ctx) -> bool:
    """3.11, outside loops: ``return <constant>`` at ``k``, after the copy of the finally
    body that ends a try body (see :meth:`Try311.body_tail`), is the body's own, unless it
    may be the code after the statement, copied: 3.11 copies only the implicit ``return
    None`` (no line), so where an enclosing statement's stop is no such return (the try
    goes on there), or the constant is not None, it is not."""
    const = _const_return(w, k)
    if const is None:
        return False
    if not N.is_const(const, None):
        return True
    inner = [s for s in ctx.stops if s < len(w.ins)]
    return bool(inner) and not any(w.same_code(k, s) for s in inner)


def unreached_finally(w: Walker) -> Dict[int, Tuple[int, Optional[ast.expr]]]:
    """3.11+ ``try: return <constant>`` / ``finally: ...``: the body cannot raise, so no
    exception-table entry leads to the finally handler, which nothing reaches; the copy
    of the finally body, then the ``return <constant>``, end the normal code right before
    the handler (the copy of a body with no code, ``try: pass``, is found as
    :mod:`undis.structure.emptytry311` says).  Where each such copy starts -> (the
    handler, the constant; None: the body has no code)."""
    found: Dict[int, Tuple[int, Optional[ast.expr]]] = {}
    if not w.bc.facts.unreached_handlers or not w.bc.handlers:
        return found  # (no table: no clean-up entry covers a handler)
    ins = w.ins
    targets = {h.target for h in w.bc.handlers}
    for T in range(2, len(ins)):
        if ins[T].op != "PUSH_EXC_INFO" or T in targets or T in w.flow.jump_sources:
            continue
        cleanup = regions311.cover(w, T)
        if cleanup < 0 or ins[T + 1].op in ("POP_TOP", "WITH_EXCEPT_START"):
            continue
        try:
            fin = finally_shape(w, T)
        except DecompileFailure:
            continue
        if any(ins[k].op == "CHECK_EXC_MATCH" for k in fin.code):
            continue
        if not fin.ends:
            copy = _leaving_copy(w, T, fin)
        elif len(fin.ends) != 1 or fin.last not in fin.ends:
            continue
        else:
            copy = _copy_start(w, T, fin)
        if copy is not None and copy[0] not in found:
            found[copy[0]] = (T, copy[1])
    return found


def _copy_start(w: Walker, T: int, fin: Fin) -> Optional[Tuple[int, Optional[ast.expr]]]:
    """Where the copy of the finally body of :func:`unreached_finally`'s handler ``T``
    starts, and the constant the body returns (None: the body has no code): before the
    ``return <constant>`` right before the handler (:func:`_unreached_copy`; on 3.12+
    only where no other copy is found: there the first handler follows the last normal
    code, not its own statement), or as :mod:`undis.structure.emptytry311` finds it."""
    const = _const_return(w, T - 2)
    before = _unreached_copy(w, T, fin) if const is not None else -1
    found = emptytry311.copy_start(w, T, fin) if w.bc.facts.cold_handlers or before < 0 else None
    if found is None or found == before:
        return (before, const) if before >= 0 else None
    return found, _const_return(w, found + fin.last - fin.start)


def _leaving_copy(w: Walker, T: int, fin: Fin) -> Optional[Tuple[int, Optional[ast.expr]]]:
    """Where the copy of the finally body of :func:`unreached_finally`'s handler ``T``
    starts where that body always leaves (``try: return 1`` / ``finally: f(); return 2``:
    the copy, ending in the finally body's return, is the normal code's end right before
    the handler), and the constant the try body returns (dropped by the compiler: any
    constant compiles the same; None is written).  Only where the finally body leaves by
    returning: the body of one that breaks may be a ``break``."""
    if not only_returns(w, fin):
        return None
    for c in range(T - 1, max(-1, T - len(fin.code) - 1), -1):
        if c in w.flow.jump_sources or regions311.cover(w, c) >= 0:
            break
        if fincopy311.leaving_match(w, fin, c):
            return c, ast.Constant(value=None)
    return None


def _unreached_copy(w: Walker, T: int, fin: Fin) -> int:
    """Where the copy of the finally body of :func:`unreached_finally`'s handler ``T``
    starts (-1: none): right before the return, or before the pops of the exception states
    of the handlers around (``POP_TOP; POP_EXCEPT``, ``POP_EXCEPT``: the statement in a
    finally body's or an except clause's handler copy) that the return runs after it."""
    ins = w.ins
    r = T - 2
    while True:
        c = r - (fin.last - fin.start)
        if c >= 0 and not any(k in w.flow.jump_sources for k in range(c + 1, T - 1)) \
                and regions311.sig(w, c, r) == regions311.sig(w, fin.start, fin.last) \
                and len({regions311.cover(w, k) for k in range(c, r if r < T - 2 else T)}) == 1:
            return c
        if r < 1 or ins[r - 1].op not in ("POP_TOP", "POP_EXCEPT"):
            return -1
        r -= 1


def unreached_try(tr: Try311, w: Walker, i: int, T: int, const: Optional[ast.expr], ctx: Ctx,
                  stack: List[ast.expr], out: List[ast.stmt]) -> int:
    """The statement of :func:`unreached_finally` whose finally copy starts at ``i`` and
    whose handler is ``T``: its finally body walked in the handler; the walk ends (the
    body returns ``const``) or goes on past the copy (``const`` None: an empty body)."""
    fin = finally_shape(w, T)
    body: List[ast.stmt] = [ast.Pass() if const is None else ast.Return(value=const)]
    if not fin.ends:  # (see _leaving_copy)
        return leaving_finally(tr, w, T, body, ctx, stack, out)
    fbody = finally_body(tr, w, T, fin, ctx, stack)
    node = ast.Try(body=body, handlers=[], orelse=[], finalbody=fbody or [ast.Pass()])
    node._undis_empty = const is None  # type: ignore[attr-defined]  # (see cleanup._into_empty_try)
    out.append(node)
    return -1 if const is not None else i + fin.last - fin.start
