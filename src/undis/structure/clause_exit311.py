"""The exits of except clauses (3.11+): where the clauses of a try statement join
(:func:`joins`), and each exit as it is walked (:func:`pop_except`): ``POP_EXCEPT`` (then
the ``as`` name's clean-up), then the join, a copy of the code after the statement, a
``break`` to the code after the loop (copied there by 3.12+) or a ``return <constant>``
unwinding enclosing clauses.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure import copies311, regions311
from undis.structure.asnames import name_cleanup as _name_cleanup
from undis.structure.tryshapes311 import const_return as _const_return
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.tryshapes311 import loop_jump as _loop_jump
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311


def pop_except(tr: Try311, w: Walker, i: int, ctx: Ctx, stack: List[ast.expr], out: List[ast.stmt]) -> int:
    """An except clause's exit: POP_EXCEPT [name = None; del name]; then a copy of the
    code after the statement, or of the code after the loop (a ``break``)."""
    for k in range(len(stack) - 1, -1, -1):
        x = stack[k]
        if isinstance(x, N.Marker) and x.kind == "exc_prev":
            del stack[k]
            break
    else:
        raise _fail("POP_EXCEPT without exception state")
    name = tr.clauses[-1]
    j = i + 1
    if name is not None and _name_cleanup(w, j) == name:
        j += 3
    cont, depth = tr.copies.get(j, (j, -1))
    if depth == len(stack):
        brk = copy_break(tr, w, i, cont, ctx)
        if brk < 0:
            return cont
        ctx.breaks.append(brk)
        out.append(ast.Break())
        return -1
    const = unwound_const_return(w, j, tr.clauses[:-1])
    if const is not None:
        out.append(ast.Return(value=const))
        return -1
    brk = clause_break(tr, w, i, j, ctx)
    if brk >= 0:
        ctx.breaks.append(brk)
        out.append(ast.Break())
        return -1
    return j


def unwound_const_return(w: Walker, j: int, outer: List[Optional[str]]) -> Optional[ast.expr]:
    """``return <constant>`` in an except clause nested in others (``outer``: their
    ``as`` names, innermost last): after the clause's own POP_EXCEPT at ``j - 1``, each
    enclosing clause's (and its name cleanup), then the constant is loaded and
    returned.  The constant, or None."""
    k, n = j, 0
    while n < len(outer) and w.ins[k].op == "POP_EXCEPT":
        k += 1
        n += 1
        name = outer[-n]
        if name is not None and _name_cleanup(w, k) == name:
            k += 3
    if n == 0 or any(k in w.flow.jump_sources for k in range(j, k + 2)):
        return None
    return _const_return(w, k)


def copy_break(tr: Try311, w: Walker, i: int, cont: int, ctx: Ctx) -> int:
    """In a loop nested in the except clause, the clause exit at ``i`` (a copy of the
    continuation ``cont``) is a ``break`` to the clause's own exit after the loop (3.12+:
    the compiler copied that small exit block onto the jump): where the break goes (that
    exit's ``POP_EXCEPT``), or -1."""
    if len(ctx.loops) <= tr.clause_loops[-1]:
        return -1
    latch = w.flow.latch(ctx.loops[-1].header)
    past = {j - 1 if w.ins[j - 1].op == "POP_EXCEPT" else j - 4 for j, c in tr.copies.items() if c[0] == cont}
    past = {p for p in past if p > latch and p != i and w.ins[p].op == "POP_EXCEPT"}
    return past.pop() if len(past) == 1 else -1


def clause_break(tr: Try311, w: Walker, i: int, j: int, ctx: Ctx) -> int:
    """3.12+: an except clause in a ``while`` body whose exit (the POP_EXCEPT at ``i``,
    then ``j``) is the code after the loop, placed (or copied) in the handler: it runs to a
    return or raise that is not the clause's own (a value returned from a clause is carried
    past POP_EXCEPT by a SWAP, a raise comes before it; ``return <constant>``, after copies
    of enclosing exits or not, is left to the clause).  Where the break goes, or -1."""
    ins = w.ins
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or loop.is_for or loop.header in w.flow.handler_code or j in w.flow.reachable \
            or ins[i - 1].op == "SWAP" or ins[j].op == "JUMP" \
            or _const_return(w, j) is not None or copies311.const_return(tr, w, j) is not None:
        return -1
    j = k = copies311.skip_loop_copies(tr, w, j, loop.header)
    if loop.exit >= 0:
        return w.past_else(j, loop.exit)
    while k < len(ins) and ins[k].target < 0 and (k == j or k not in w.flow.jump_sources):
        if ins[k].op in ("RETURN_VALUE", "RAISE_VARARGS"):
            return j
        k += 1
    return -1


def joins(tr: Try311, w: Walker, T: int, b: int, ctx: Ctx) -> Tuple[Set[int], List[int]]:
    """Where the except clauses of ``T`` continue (other than break/continue/return), and
    the clause exits that are straight-line code in the handler (returns, or copies of
    the continuation); ``b``: where the body goes on."""
    C = regions311.cover(w, T)
    found: Set[int] = set()
    inline: List[int] = []
    for p in regions311.clause_code(w, T):
        if w.ins[p].op != "POP_EXCEPT" or regions311.cover(w, p) != regions311.cover(w, C) or w.ins[p - 1].op == "SWAP":
            continue  # (SWAP: a value carried past POP_EXCEPT, a return)
        j = p + 1
        if j not in ctx.stops and _name_cleanup(w, j) is not None:
            j += 3
        if j in ctx.stops:
            t = j  # (3.13: the jump out of an enclosing try body follows the POP_EXCEPT)
        elif w.ins[j].op == "JUMP":
            t = w.ins[j].target
            t = t if t in ctx.stops else w.thread(t)  # (e.g. the end of an enclosing try body)
        elif j in w.flow.reachable:
            t = j
        else:
            inline.append(j)
            continue
        loop = ctx.loops[-1] if ctx.loops else None
        if not _loop_jump(w, ctx, t) or (  # (a stop of an enclosing statement: its join)
                loop is not None and t in ctx.stops and t not in (loop.header, loop.also, loop.exit)) \
                or clause_join(tr, w, T, p, t, ctx) or _cold_join(w, ctx, t, b):
            found.add(t)
    return found, inline


def clause_join(tr: Try311, w: Walker, T: int, p: int, t: int, ctx: Ctx) -> bool:
    """A try in an except clause of a loop's body (3.12+ places the clause after the
    loop): the jump to ``t`` after the POP_EXCEPT at ``p`` of one of its clauses stays in
    the enclosing clause (``t`` is handler code that the same clean-up handler covers),
    so it is not a ``break`` but the join (a break pops the enclosing clause's exception
    too)."""
    loop = ctx.loops[-1] if ctx.loops else None
    code = w.flow.handler_code
    return loop is not None and loop.header not in code and min(tr.extent(w, T)) in code and t in code \
        and regions311.cover(w, t) == regions311.cover(w, p) >= 0


def _cold_join(w: Walker, ctx: Ctx, t: int, b: int) -> bool:
    """3.12+: the jump back at ``t`` to the header of the loop around the try statement, in
    handler code (the loop's normal flow always continues earlier: the end of its body is
    only reached from handlers), where the try body goes on too (``b``, or a jump there
    from ``b``): the end of the loop body, where the statement's paths join (not a
    ``break`` past the loop's normal latch; a retry loop's else part goes elsewhere)."""
    loop = ctx.loops[-1] if ctx.loops else None
    ins = w.ins
    return loop is not None and w.bc.facts.cold_handlers and t != loop.header and t in w.flow.handler_code \
        and ins[t].op == "JUMP" and ins[t].target == loop.header and 0 <= b < len(ins) \
        and (b == t or (ins[b].op == "JUMP" and ins[b].target == t))
