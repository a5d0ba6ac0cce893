"""A 3.11+ try statement: its body is walked up to where normal flow leaves the
protected region; which part follows (except clauses, finally body) comes from the handler;
a ``while`` loop whose header the try shares (no instruction between the two) is walked
inside the body.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, FrozenSet, List, Optional, Tuple

from undis.structure import clauses311, copies311, except311, finally311, regions311
from undis.structure.tryshapes311 import ENDS as _ENDS
from undis.structure.tryshapes311 import Fin, Frame, continue_body, explicit_continues
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.unreached311 import value_dropped
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311


def try_stmt(tr: Try311, w: Walker, i: int, T: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt],
             enter: bool = True) -> int:
    b = regions311.body_end(tr, w, T, ctx)
    is_except = clauses311.is_except(w, T) and not returning_finally(w, T, b, tr.extent(w, T))
    fin: Optional[Fin] = None if is_except else finally311.finally_shape(w, T)
    tr.active.add(T)
    tr.bodies.append((T, b))
    if fin is not None:
        tr.frames.append(Frame("finally", T, fin if fin.ends else None, leaving=None if fin.ends else fin))
    try:
        # ``enter``: the try may start at the header of the loop that contains it
        past = w.thread(b) if w.ins[b].op == "JUMP" and w.ins[b - 1].op in ("JUMP", *_ENDS) else -1
        # (3.11: a loop ending the body breaks to its end, only jumped to, a jump past the
        # handlers that the break's jump is threaded through)
        body_ctx = Ctx(ctx.stops | {b} | ({past} if past > T else set()), ctx.loops, ctx.breaks)
        latch = shared_header_latch(tr, w, i, T, ctx) if enter else -1
        if latch >= 0:
            body, end, bstack = shared_header_loop(w, i, latch, b, body_ctx, stack)
        else:
            body, end, bstack = w.walk(i, body_ctx, list(stack), enter=enter)
        if continue_body(w, T, i, tr.extent(w, T)):
            explicit_continues(body)  # (``try: continue``: the body is the jump, not the loop's end)
    finally:
        tr.active.discard(T)
        tr.bodies.pop()
        if fin is not None:
            tr.frames.pop()
    leave = tr.leaves.pop(T, -1)
    if leave >= 0:
        if end != b:
            raise _fail("with exit leaving a try body")
        if fin is not None:  # the finally body's normal copy follows the with's exit
            return finally311.finally_part(tr, w, T, leave, leave, fin, body, bstack, ctx, stack, out)
        return except311.except_part(tr, w, T, leave, -2, body, ctx, stack, out)
    if end == b and w.ins[b].op == "PUSH_EXC_INFO":
        end = -1  # the body ended with a loop that never exits (the walk stops at the next stop)
    if end not in (b, -1) and w.ins[b].op == "JUMP" and w.thread(b) == end:
        end = b  # the body ended with a loop whose break took the jump at its end on (3.11)
    if end not in (b, -1) and with_continues(w, end, body, ctx):
        cont = ast.Continue()
        cont._undis_implicit = True  # type: ignore[attr-defined]
        body.append(cont)
        end = -1
    moved = -1
    if end not in (b, -1) and b in tr.with_jumps and is_except:
        # the body ended with a with statement whose body ended with a break/continue, at
        # ``b`` (unprotected); the try goes on where the with does
        moved, end = end, -1
    if end not in (b, -1):
        raise _fail("try body ended at %d, not %d" % (end, b))
    if end == b and len(bstack) == len(stack) + 1 and copies311.returns(tr, w, b, bstack):
        body.append(ast.Return(value=w.sim.value(bstack[-1])))  # the return is not protected
        end = -1
    if is_except:
        nxt = except311.except_part(tr, w, T, b, end, body, ctx, stack, out)
        if moved >= 0 and nxt not in (moved, -1):
            raise _fail("with in a try body goes on at %d, the try at %d" % (moved, nxt))
        return moved if moved >= 0 else nxt
    assert fin is not None
    return finally311.finally_part(tr, w, T, b, end, fin, body, bstack, ctx, stack, out)


def with_continues(w: Walker, end: int, body: List[ast.stmt], ctx: Ctx) -> bool:
    """The try body ends with a ``with`` statement whose body leaves by a break or
    return (its code after the exit call is the body's: see :func:`with311.leaving_tail`) and
    whose path that swallowed an exception goes on at ``end``, the header of the loop
    around: the try body's end reaches the end of the loop body (an implicit ``continue``)."""
    loop = ctx.loops[-1] if ctx.loops else None
    last = body[-1] if body else None
    return loop is not None and end in (loop.header, loop.also) and isinstance(last, (ast.With, ast.AsyncWith)) \
        and bool(last.body) and isinstance(last.body[-1], (ast.Break, ast.Return))


def shared_header_latch(tr: Try311, w: Walker, i: int, T: int, ctx: Ctx) -> int:
    """3.11+: ``while c: try: while True: ...`` puts no instruction between the two loops:
    the try, entered at the header ``i`` of the loop around it, protects jumps back to that
    header (the inner loop's) but not the outer loop's latch.  The inner loop's latch (its
    last jump back in the body), or -1."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or loop.header != i or loop.is_for:
        return -1
    ext = tr.extent(w, T)
    flow = w.flow
    edges = [k for k in flow.back_edges.get(i, ()) if k in ext and k in flow.reachable]
    if not edges or flow.latch(i) in ext or continue_body(w, T, i, ext):
        return -1
    return max(edges)


def shared_header_loop(w: Walker, i: int, latch: int, b: int, ctx: Ctx, stack: List[ast.expr]
                       ) -> Tuple[List[ast.stmt], int, List[ast.expr]]:
    """The try body that starts with the inner loop at ``i`` (see :func:`shared_header_latch`):
    that loop, then what follows it up to ``b``, the end of the body; an endless loop (no
    ``break``) ends the body, which never falls through."""
    body: List[ast.stmt] = []
    bstack = list(stack)
    nxt = w.while_loop(i, latch, ctx, bstack, body)
    node = body[-1] if body else None
    if isinstance(node, ast.While) and _endless(node):
        return body, -1, bstack
    if nxt >= 0 and nxt != b and w.thread(b) == nxt:
        nxt = b  # (the ``break`` jumps through the body's end)
    if nxt < 0 or nxt in ctx.stops:
        return body, nxt, bstack
    rest, end, bstack = w.walk(nxt, ctx, bstack)
    return body + rest, end, bstack


def returning_finally(w: Walker, T: int, b: int, ext: FrozenSet[int]) -> bool:
    """``finally: return X`` rather than a bare ``except: return X``: the handler drops
    the exception and returns, and the same return follows the body before the handler.
    3.11 ([body][finally copy][handlers]): an except clause's continuation would be after
    the handlers, unless it is the copied implicit ``return None``.  3.12+ (handlers
    last) tells them apart only where the body returns a value, which the copy drops
    first (``POP_TOP``): an except clause's continuation holds no value of the body's
    (one the handler does not hold too, popped on its way)."""
    ins = w.ins
    if not b < T or [x.op for x in ins[T + 1:T + 3]] != ["POP_TOP", "POP_EXCEPT"]:
        return False
    k = T + 3
    while ins[k].target < 0 and ins[k].op not in _ENDS:
        k += 1
    if ins[k].op != "RETURN_VALUE":
        return False
    if any(ins[r].op == "POP_TOP" and regions311.exit_copy(w, T + 3, r + 1) for r in _value_returns(w, T, b, ext)):
        return True
    if w.bc.facts.cold_handlers or (ins[b].op == "LOAD_CONST" and ins[b].argval is None and k == T + 4):
        return False
    return regions311.exit_copy(w, T + 3, b)


def _value_returns(w: Walker, T: int, b: int, ext: FrozenSet[int]) -> List[int]:
    """Where the try body of handler ``T`` leaves its protected ranges with a value on the
    stack: its end ``b``, and each range end whose ``POP_TOP`` drops the value of the
    instruction before it (a ``return <value>`` in the body, whose finally copy drops the
    value where the finally body returns, ``if a: return f()``)."""
    ends = {e.end for e in w.bc.handlers if e.target == T and e.end < T and e.end not in ext}
    return [b] + sorted(r for r in ends - {b} if value_dropped(w.bc, r))


def _endless(node: ast.While) -> bool:
    """``while True`` whose body has no ``break`` of its own (nested loops' aside)."""
    if not (isinstance(node.test, ast.Constant) and node.test.value is True):
        return False
    todo: List[ast.AST] = list(node.body)
    while todo:
        n = todo.pop()
        if isinstance(n, ast.Break):
            return False
        if isinstance(n, (ast.While, ast.For, ast.AsyncFor)):
            todo.extend(n.orelse)
        elif not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            todo.extend(ast.iter_child_nodes(n))
    return True
