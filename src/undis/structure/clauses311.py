"""The except clauses of a 3.11+ try statement (:func:`is_except`: does a handler
start with them?), one after the other in the handler: each one's type (``<type>;
CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next``, jumps within the type for ``except A or B``),
its ``as`` name, and its body, walked with the exception state on the stack.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, List, Optional, Tuple

from undis.emit import nodes as N
from undis.structure import except_star
from undis.structure.asnames import STORES as _STORES
from undis.structure.tryshapes311 import ENDS as _ENDS
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311


def is_except(w: Walker, T: int) -> bool:
    k = T + 1
    if w.ins[k].op == "POP_TOP" or except_star.is_star(w, T):
        return True
    while k < len(w.ins) and (w.ins[k].target < 0 or w.ins[k].target > k) \
            and w.ins[k].op not in _ENDS and w.ins[k].op != "PUSH_EXC_INFO":
        if w.ins[k].op == "CHECK_EXC_MATCH":  # (forward jumps: ``except A or B``, ``except (A if c else B)``)
            return True
        k += 1
    return False


def clauses_of(tr: Try311, w: Walker, T: int, ctx: Ctx, stack: List[ast.expr]) -> List[ast.ExceptHandler]:
    ins = w.ins
    k = T + 1
    clauses: List[ast.ExceptHandler] = []
    while not (ins[k].op == "RERAISE" and ins[k].arg == 0):
        base = list(stack) + [N.Marker("exc_prev")]
        typ: Optional[ast.expr] = None
        name: Optional[str] = None
        nxt = -1
        if ins[k].op != "POP_TOP":
            typ, k, nxt = clause_type(w, T, k, stack)
            if ins[k].op in _STORES:
                name = ins[k].argval
            elif ins[k].op != "POP_TOP":
                raise _fail("except target")
        k += 1
        tr.clauses.append(name)
        tr.clause_loops.append(len(ctx.loops))
        try:
            cbody, cend, _ = w.walk(k, ctx, base)
        finally:
            tr.clauses.pop()
            tr.clause_loops.pop()
        if cend != -1 and cend not in ctx.stops:
            raise _fail("except clause ended at %d" % cend)
        clauses.append(ast.ExceptHandler(type=typ, name=name, body=cbody or [ast.Pass()]))
        if typ is None:
            return clauses
        k = nxt
    return clauses


def clause_type(w: Walker, T: int, k: int, stack: List[ast.expr]) -> Tuple[ast.expr, int, int]:
    """``<type>; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next``: (type, index after, next clause)."""
    ins = w.ins
    tmp: List[ast.expr] = list(stack) + [N.Marker("exc_prev"), N.ExcValue()]
    depth = len(tmp)
    scratch: List[ast.stmt] = []
    start = k
    while ins[k].op != "CHECK_EXC_MATCH":
        if ins[k].target >= 0 or ins[k].op in _ENDS or (k != start and k in w.flow.jump_sources):
            k = jumping_type(w, k, tmp, scratch)
            break
        w.sim.step(ins[k], tmp, scratch)
        k += 1
    if scratch or len(tmp) != depth + 1 or ins[k + 1].op != "POP_JUMP_IF_FALSE":
        raise _fail("except type")
    return w.sim.value(tmp[-1]), k + 2, ins[k + 1].target


def jumping_type(w: Walker, start: int, tmp: List[ast.expr], scratch: List[ast.stmt]) -> int:
    """The rest of an except clause's type from ``start``, its first jump (``except A
    or B``, a conditional expression): walked to its CHECK_EXC_MATCH, every jump
    staying within; that index (``tmp`` gets the value)."""
    ins = w.ins
    k = start
    while k < len(ins) and ins[k].op != "CHECK_EXC_MATCH":
        if ins[k].op in _ENDS or ins[k].op == "JUMP" and ins[k].target < k:
            raise _fail("complex except type")
        k += 1
    if k >= len(ins) or any(ins[j].target >= 0 and not start < ins[j].target <= k for j in range(start, k)):
        raise _fail("complex except type")
    out, end, got = w.walk(start, Ctx(frozenset({k})), list(tmp))
    if end != k:
        raise _fail("complex except type")
    tmp[:] = got
    scratch.extend(out)
    return k
