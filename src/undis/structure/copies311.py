"""Copies of finally bodies and with exits (3.11+), recognised while a finally or
with body is walked: ``return``/``break``/``continue`` leaving such a body run a copy of
the finally body or of the exit call first (:func:`skip_copy`), a ``return`` pops the
iterators of enclosing ``for`` loops and the exception state of enclosing clauses on the
way; 3.12+ copies small exit blocks (the code after a loop or after the statement) onto
the jumps that reach them.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, FrozenSet, List, Optional

from undis.emit import nodes as N
from undis.structure import fincopy311, regions311
from undis.structure.asnames import name_cleanup as _name_cleanup
from undis.structure.exits import exit_call
from undis.structure.simulate import DecompileFailure
from undis.structure.tryshapes311 import ENDS as _ENDS
from undis.structure.tryshapes311 import const_return as _const_return
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.tryshapes311 import is_iterator as _is_iterator
from undis.structure.tryshapes311 import landing as _landing
from undis.structure.walkctx import Loop
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311


def skip_copy(tr: Try311, w: Walker, i: int, stack: List[ast.expr]) -> Optional[int]:
    """A finally body / with exit copied before a return, break or continue."""
    for f in reversed(tr.frames):
        if i in tr.extent(w, f.target):
            continue
        if f.fin is not None:
            k = fincopy311.copy_match(w, f.fin, i) if f.fin.last > f.fin.start else -1
            if k >= 0:
                return k
            continue
        swap = w.ins[i].op == "SWAP" and w.ins[i].arg == 2
        n = exit_call(w, i + 1 if swap else i, f.is_async)
        if n:
            pos = -2 if swap else -1
            mgr = stack[pos] if len(stack) >= -pos else None
            if not (isinstance(mgr, N.Marker) and mgr.kind == "with_exit"):
                raise _fail("with exit without its manager")
            del stack[pos]
            return i + (1 if swap else 0) + n
    return None


def leaving_copy(tr: Try311, w: Walker, i: int, stack: List[ast.expr]) -> Optional[ast.stmt]:
    """A copy at ``i`` of a finally body that always leaves (it returns, breaks or
    continues: nothing follows the copy), run by a ``return``/``break``/``continue`` that
    leaves the innermost try body not protecting ``i``: the path ends there.  The statement
    that leaves: ``return`` of the value on top of the stack (the copy drops it), else a
    bare ``return`` (a constant returned, a ``break`` or ``continue``: the code after the
    copy is unreachable, the compiler drops it, any of them compiles the same).  None
    where there is no such copy."""
    f = next((f for f in reversed(tr.frames) if i not in tr.extent(w, f.target) and f.leaving is not None
              and fincopy311.leaving_match(w, f.leaving, i)), None)
    if f is None:
        return None
    depth = {e.depth for e in w.bc.handlers if e.target == f.target}
    if depth == {len(stack)}:
        return ast.Return(value=None)
    if depth == {len(stack) - 1} and not isinstance(stack[-1], N.Marker) and not _is_iterator(stack[-1:]):
        return ast.Return(value=w.sim.value(stack.pop()))
    raise _fail("copy of a finally body that leaves, under %d values" % len(stack))


def copied_tail(tr: Try311, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
    """3.12+: the innermost try body runs, outside its protected range, a copy of the
    code after the statement (a small exit block: the compiler copies it onto each path
    that reaches it): the body ends there, as at its end.  Returns that end, or -1.  (A
    ``return`` of the body would evaluate its value inside the range.)"""
    if not tr.bodies or tr.frames and tr.frames[-1].target != tr.bodies[-1][0]:
        return -1
    T, b = tr.bodies[-1]
    if i == b or b not in ctx.stops or i in tr.extent(w, T) or i in w.flow.handler_code \
            or {e.depth for e in w.bc.handlers if e.target == T} != {len(stack)} \
            or not regions311.exit_copy(w, i, b) or not regions311.copied_exit(w, b):
        return -1
    w.stop_aliases[i] = b  # (a then-branch that ends there: so does its else-branch)
    return b


def copied_loop_exit(tr: Try311, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr]) -> int:
    """3.12+: in the innermost try body, directly in a ``while`` loop's body, a ``break``
    whose target (the code after the loop, or after its else clause: a small exit block
    ending in a return) the compiler copied onto the jump: the copy lies outside the
    protected range (``return x`` in the body loads ``x`` inside it).  Where the break
    goes, or -1."""
    loop = ctx.loops[-1] if ctx.loops else None
    if not tr.bodies or loop is None or loop.is_for or not w.bc.facts.cold_handlers:
        return -1
    T = tr.bodies[-1][0]
    ext = tr.extent(w, T)
    if i in ext or i in w.flow.handler_code or i not in w.flow.reachable or not _loop_around(w, loop, ext) \
            or {e.depth for e in w.bc.handlers if e.target == T} != {len(stack)}:
        return -1
    return loop_exit_copy(w, i, loop)


def break_after_copy(tr: Try311, w: Walker, k: int, ctx: Ctx, stack: List[ast.expr]) -> int:
    """3.12+: after the copy of a with exit (or finally body) that a ``break`` runs, at
    ``k``: a copy of the small exit block after the ``while`` loop around the statement
    (a ``return`` would load its value before the copy).  Where the break goes, or -1."""
    loop = ctx.loops[-1] if ctx.loops else None
    f = tr.frames[-1] if tr.frames else None
    if loop is None or f is None or loop.is_for or not w.bc.facts.copies_lined_exit_blocks \
            or w.flow.jump_sources.get(k) or not loop.header < min(tr.extent(w, f.target), default=-1) \
            or any(isinstance(x, N.Marker) and x.kind == "with_exit" for x in stack) \
            or (stack and not isinstance(stack[-1], N.Marker)):  # (a value kept for a return)
        return -1
    return loop_exit_copy(w, k, loop)


def loop_exit_copy(w: Walker, i: int, loop: Loop) -> int:
    """Is the code at ``i`` a copy of the small exit block that follows the ``while`` loop
    ``loop`` (or its else clause)?  Where a break there goes, or -1.  (``while True``
    whose every exit is such a copy: the break goes on at the copy.  Not ``return
    <constant>``: the same code as a break to a copy of it, read as a return.)"""
    if _const_return(w, i) is not None:
        return -1  # (``return <constant>``: the same code as a break to such a copy)
    if loop.exit < 0:
        return i if w.ins[i].op not in _ENDS and _exit_block(w, i) else -1
    land = _landing(w, loop.exit)  # (3.12+: the exit may jump back to the code after the loop)
    k = w.past_else(i, land)
    if k != land and land != loop.exit:
        return -1  # (past an else clause that the exit jumps back to: not read here)
    return k if k >= 0 and k != i else -1


def returns(tr: Try311, w: Walker, k: int, stack: List[ast.expr]) -> bool:
    """Does ``k`` return the value on top of ``stack``, after copies of enclosing exits
    (and the pops of enclosing ``for`` loops' iterators and of the exception of an
    enclosing finally handler, ``SWAP 2; POP_TOP``, and of enclosing except clauses' or
    finally handlers' exception state, ``SWAP 2; POP_EXCEPT [name cleanup]``)?"""
    scratch = list(stack)
    for _ in range(len(tr.frames) + len(scratch)):
        if w.ins[k].op == "RETURN_VALUE":
            return True
        if _pops_iterator(w, k, scratch) or _pops_handler_exc(w, k, scratch) or _pops_exception(w, k, scratch):
            del scratch[-2]
            k += 2
            if w.ins[k - 1].op == "POP_EXCEPT" and _name_cleanup(w, k) is not None:
                k += 3
            continue
        nxt = skip_copy(tr, w, k, scratch)
        if nxt is None:
            try:
                return leaving_copy(tr, w, k, scratch) is not None
            except DecompileFailure:
                return False
        k = nxt
    return False


def unwinds_to_return(tr: Try311, w: Walker, k: int, stack: List[ast.expr]) -> bool:
    """Does the ``POP_TOP`` of a ``for`` loop's iterator at ``k`` start a ``return``'s
    unwinding: the pops of enclosing loops' iterators (``POP_TOP``, or ``SWAP 2; POP_TOP``
    under the value) and copies of enclosing finally/with exits, at least one, up to
    ``RETURN_VALUE`` (or ``LOAD_CONST; RETURN_VALUE``: a constant is loaded last)?  A
    ``break`` pops the iterator only: its exit is no copy of a finally body or with exit."""
    scratch, copies, start = list(stack), 0, k
    for _ in range(2 * (len(tr.frames) + len(scratch)) + 1):
        if k != start and w.flow.jump_sources.get(k):
            return False  # (straight-line code only)
        if w.ins[k].op == "RETURN_VALUE" or _const_return(w, k) is not None:
            return copies > 0
        if w.ins[k].op == "POP_TOP" and _is_iterator(scratch[-1:]):
            scratch.pop()
            k += 1
            continue
        if _pops_iterator(w, k, scratch):
            del scratch[-2]
            k += 2
            continue
        try:
            nxt = skip_copy(tr, w, k, scratch)
            if nxt is None:
                return leaving_copy(tr, w, k, scratch) is not None
        except DecompileFailure:
            return False
        k, copies = nxt, copies + 1
    return False


def const_return(tr: Try311, w: Walker, k: int) -> Optional[ast.expr]:
    """``return <constant>`` at ``k`` after copies of enclosing finally/with exits: the
    constant is loaded after the exits, so the return was inside the innermost body."""
    skipped = 0
    scratch: List[ast.expr] = [N.Marker("with_exit")] * len(tr.frames)
    while skipped <= len(tr.frames):
        if w.ins[k].op == "LOAD_CONST" and w.ins[k + 1].op == "RETURN_VALUE" and skipped:
            return N.const(w.ins[k].argval)
        nxt = skip_copy(tr, w, k, scratch)
        if nxt is None or w.flow.jump_sources.get(k):
            return None
        k, skipped = nxt, skipped + 1
    return None


def skip_loop_copies(tr: Try311, w: Walker, k: int, header: int) -> int:
    """Past the copies at ``k`` of the finally bodies (and with exits) of the statements
    in the loop at ``header`` that a ``break`` leaves: where the break goes on."""
    scratch: List[ast.expr] = [N.Marker("with_exit")] * len(tr.frames)
    inside = [f for f in tr.frames if min(tr.extent(w, f.target), default=-1) >= header]
    for _ in inside:
        nxt = skip_copy(tr, w, k, scratch)
        if nxt is None or k in w.flow.jump_sources:
            break
        k = nxt
    return k


def _loop_around(w: Walker, loop: Loop, ext: FrozenSet[int]) -> bool:
    """Is ``loop`` around the try statement protecting ``ext`` (the try may start at its
    header: it does not protect the loop's jump back then)?"""
    start = min(ext)
    return loop.header < start or (loop.header == start and w.flow.latch(loop.header) not in ext)


def _exit_block(w: Walker, k: int) -> bool:
    """Is the code at ``k`` a small exit block: straight-line code, entered at its start
    only, that ends in a return or raise?"""
    for j in range(k, min(k + 64, len(w.ins))):
        if j > k and w.flow.jump_sources.get(j) or w.ins[j].target >= 0:
            return False
        if w.ins[j].op in ("RETURN_VALUE", "RAISE_VARARGS"):
            return True
    return False


def _pops_iterator(w: Walker, k: int, stack: List[ast.expr]) -> bool:
    """``SWAP 2; POP_TOP`` at ``k`` drops a ``for`` loop's iterator from under the top."""
    under = stack[-2] if len(stack) >= 2 else None
    return w.ins[k].op == "SWAP" and w.ins[k].arg == 2 and w.ins[k + 1].op == "POP_TOP" and N.is_iterator(under)


def _pops_handler_exc(w: Walker, k: int, stack: List[ast.expr]) -> bool:
    """``SWAP 2; POP_TOP`` at ``k`` drops the exception of a finally handler from under the top."""
    under = stack[-2] if len(stack) >= 2 else None
    return w.ins[k].op == "SWAP" and w.ins[k].arg == 2 and w.ins[k + 1].op == "POP_TOP" \
        and isinstance(under, N.ExcValue)


def _pops_exception(w: Walker, k: int, stack: List[ast.expr]) -> bool:
    """``SWAP 2; POP_EXCEPT`` at ``k`` drops an except clause's exception state from under the top."""
    under = stack[-2] if len(stack) >= 2 else None
    return w.ins[k].op == "SWAP" and w.ins[k].arg == 2 and w.ins[k + 1].op == "POP_EXCEPT" and \
        isinstance(under, N.Marker) and under.kind == "exc_prev"
