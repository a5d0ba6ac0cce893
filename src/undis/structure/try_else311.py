"""The else part of a 3.11+ try statement whose clauses have no join (each leaves by
break/continue/return/raise): the code between the body and the handlers that never falls
through, or that ends in a jump past the handlers.
"""

from __future__ import annotations

import ast
from typing import List, Optional

from undis.bytecode.instructions import first_at
from undis.structure import regions311
from undis.structure.asnames import name_cleanup as _name_cleanup
from undis.structure.simulate import DecompileFailure
from undis.structure.walker import Ctx, Walker


def exiting_loop_else(w: Walker, b: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
    """In a loop, where the body's with statement continues only in handler code (at
    ``b``) and every clause leaves by a break/continue/return: the code at ``b`` that
    never falls through is the else part; None if it is not."""
    try:
        orelse, oend, _ = w.walk(b, ctx, list(stack))
    except DecompileFailure:
        return None
    return orelse if oend == -1 else None


def exiting_else(w: Walker, b: int, T: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
    """3.11 ([body][else][handlers]): with no join (every clause returns or raises), the
    code between the body and the handlers that ends in a return or raise of its own (not
    the copied implicit ``return None``) is the else part; None if it is not."""
    ins = w.ins
    if not b < T or w.bc.facts.cold_handlers or ins[T - 1].op not in ("RETURN_VALUE", "RAISE_VARARGS"):
        return None
    if T - b == 2 and ins[b].op == "LOAD_CONST" and ins[b].argval is None:
        return None
    try:
        orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
    except DecompileFailure:
        return None
    return orelse if oend == -1 else None


def cold_exiting_else(w: Walker, b: int, T: int, ctx: Ctx, stack: List[ast.expr]) -> Optional[List[ast.stmt]]:
    """3.12+ (handlers placed after the code, in the order the compiler made them): with
    no join (every clause returns or raises), the code from ``b``, after the body, that
    holds a try statement whose handler comes before this statement's at ``T`` was compiled
    before these clauses: it is the else part, up to its own return or raise (the code
    after the statement would have its handlers after ``T``); None if it is not."""
    if not w.bc.facts.cold_handlers or not b < T or b in ctx.stops:
        return None
    if not any(b <= h.start < T and h.target < T and h.start not in w.flow.handler_code for h in w.bc.handlers):
        return None
    try:
        orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
    except DecompileFailure:
        return None
    return orelse if oend == -1 else None


def copied_clause_return(w: Walker, clauses: List[ast.ExceptHandler]) -> Optional[ast.stmt]:
    """The ``return`` that ends each except clause that does not raise, where each runs a
    copy of it after the clause's ``POP_EXCEPT`` (a ``return`` of the clause's own keeps its
    value over that pop): the return after the try statement, which the compiler copied
    into each clause; it is taken off their ends (None: no such return)."""
    found: Optional[ast.stmt] = None
    for clause in clauses:
        last = clause.body[-1] if clause.body else None
        if isinstance(last, ast.Raise):
            continue
        if not isinstance(last, ast.Return) or not _after_pop_except(w, getattr(last, "_undis_offset", -1)) \
                or (found is not None and ast.dump(found) != ast.dump(last)):
            return None
        found = last
    if found is None:
        return None
    for clause in clauses:
        if clause.body and isinstance(clause.body[-1], ast.Return):
            clause.body = clause.body[:-1] or [ast.Pass()]
    return found


def _after_pop_except(w: Walker, at: int) -> bool:
    """The return at offset ``at`` loads one value right after a ``POP_EXCEPT`` (and the
    clean-up of the clause's name)."""
    r = first_at(w.ins, at) if at >= 0 else -1
    if r < 3 or w.ins[r].op != "RETURN_VALUE" or w.ins[r - 1].op not in ("LOAD_FAST", "LOAD_CONST"):
        return False
    k = r - 2
    if k >= 3 and _name_cleanup(w, k - 2) is not None:
        k -= 3
    return w.ins[k].op == "POP_EXCEPT"


def jumped_else(w: Walker, b: int, T: int, ctx: Ctx) -> int:
    """3.11 ([body][else][jump past the handlers][handlers]): with no join (every clause
    leaves by break/continue/return/raise), code between the body and the jump that ends
    it, past the handlers to normal code, is the else part (without an else part the code
    after the statement would follow the handlers).  Where that jump goes, or -1."""
    ins = w.ins
    if w.bc.facts.cold_handlers or not b < T - 1 or b in ctx.stops or ins[T - 1].op != "JUMP":
        return -1
    raw = ins[T - 1].target
    after = w.thread(raw)
    if not (after > T and after in w.flow.reachable):
        return -1
    return raw if raw in ctx.stops else after  # (e.g. the end of an enclosing try body)


def loop_end_else(w: Walker, T: int, b: int, ctx: Ctx, stack: List[ast.expr]
                  ) -> Optional[List[ast.stmt]]:
    """3.13, in a ``for`` loop: every clause that goes on leaves by a jump to the header
    with no line of its own (it has the line of the clause's last code: the statement's
    own end, threaded there; a ``continue`` has a line), and the code at ``b``, after the
    body, runs to the end of the loop body: that code is the else part.  (3.13 gives each
    jump to the line-less jump that ends an else part a copy of it, so the else part and
    the same code after the statement compile differently.)  None if it is not."""
    loop = ctx.loops[-1] if ctx.loops else None
    if loop is None or not loop.is_for or not w.bc.facts.copies_line_less_jumps or w.ins[b].op == "JUMP" \
            or b in ctx.stops:
        return None
    pops = [p for p in regions311.clause_code(w, T) if w.ins[p].op == "POP_EXCEPT"
            and regions311.cover(w, p) == regions311.cover(w, regions311.cover(w, T)) and w.ins[p - 1].op != "SWAP"]
    ends = [(p, p + 4 if _name_cleanup(w, p + 1) is not None else p + 1) for p in pops]
    if not ends or not all(w.ins[j].op == "JUMP" and w.ins[j].target == loop.header
                           and w.line(j) == w.line(p) == w.line(p - 1) for p, j in ends):
        return None  # (a ``continue`` gives its line to the POP_EXCEPT that it runs first)
    known = len(ctx.breaks)
    try:
        orelse, oend, _ = w.walk(b, Ctx(ctx.stops | {T}, ctx.loops, ctx.breaks), list(stack))
    except DecompileFailure:
        oend = 0
    if oend != -1:
        del ctx.breaks[known:]
        return None
    return orelse
