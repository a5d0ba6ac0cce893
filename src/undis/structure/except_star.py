"""``except*`` clauses for exception-table bytecode (3.11+).

The handler of a ``try ... except*`` statement collects what its clauses raise in a list
and rebuilds the group at the end (``PREP_RERAISE_STAR``)::

    PUSH_EXC_INFO; <prologue: BUILD_LIST 0 and copies of the exception>
    per clause:  <type>; CHECK_EG_MATCH; COPY 1; POP_JUMP_IF_NONE nomatch
                 STORE name | POP_TOP; <body>; [name = None; del name]; JUMP ...
                 <body handler: [name = None; del name]; LIST_APPEND 3; POP_TOP; JUMP ...>
        nomatch: POP_TOP
    LIST_APPEND 1; PREP_RERAISE_STAR; COPY 1; POP_JUMP_IF_NOT_NONE reraise; POP_TOP; POP_EXCEPT

``break``/``continue``/``return`` cannot appear in an ``except*`` clause, so the clauses
have the one exit after ``POP_EXCEPT``: :mod:`undis.structure.try311` finds where it
continues, as for plain except clauses; this module parses the clauses.
"""

from __future__ import annotations

import ast
from typing import List, Optional, Set, Tuple

from undis.emit import nodes as N
from undis.structure.simulate import DecompileFailure
from undis.structure.walker import Ctx, Walker

_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_ENDS = ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")
#: the handler's prologue after PUSH_EXC_INFO: (opname, arg) -- 3.11, then 3.12+
_PROLOGUES = ((("COPY", 1), ("BUILD_LIST", 0), ("SWAP", 2)), (("BUILD_LIST", 0), ("COPY", 2)))

#: normalized opnames this module turns into source (read by ``undis.bytecode.opcodes``)
HANDLES = frozenset({"CHECK_EG_MATCH", "PREP_RERAISE_STAR"})


def _fail(msg: str) -> DecompileFailure:
    return DecompileFailure("except*: " + msg)


def _prologue(w: Walker, T: int) -> int:
    """Index after the handler's prologue (-1: not an except* handler)."""
    ins = w.ins
    for shape in _PROLOGUES:
        k = T + 1
        if all(k + j < len(ins) and (ins[k + j].op, ins[k + j].arg) == s for j, s in enumerate(shape)):
            return k + len(shape)
    return -1


def is_star(w: Walker, T: int) -> bool:
    """Is handler ``T`` (a PUSH_EXC_INFO) the handler of ``except*`` clauses?"""
    k = _prologue(w, T)
    if k < 0:
        return False
    while k < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op not in _ENDS:
        if w.ins[k].op == "CHECK_EG_MATCH":
            return True
        k += 1
    return False


def _is_prep(w: Walker, k: int) -> bool:
    """``LIST_APPEND 1; PREP_RERAISE_STAR; COPY 1; POP_JUMP_IF_NOT_NONE; POP_TOP; POP_EXCEPT`` at ``k``."""
    ins = w.ins
    if k + 5 >= len(ins) or (ins[k].op, ins[k].arg) != ("LIST_APPEND", 1):
        return False
    prep = ins[k + 1].op == "PREP_RERAISE_STAR" or (
        ins[k + 1].op == "INTRINSIC_2" and ins[k + 1].argval == "PREP_RERAISE_STAR")
    return prep and [x.op for x in ins[k + 2:k + 6]] == ["COPY", "POP_JUMP_IF_NOT_NONE", "POP_TOP", "POP_EXCEPT"]


def is_exit(w: Walker, k: int) -> bool:
    """Is the POP_EXCEPT at ``k`` the exit of an except* handler (what follows it is the
    code after the statement, never the end of a clause: they cannot return)?"""
    ins = w.ins
    return k >= 4 and ins[k].op == "POP_EXCEPT" and _is_prep(w, k - 5)


def clauses(w: Walker, T: int, ctx: Ctx, stack: List[ast.expr]) -> List[ast.ExceptHandler]:
    """The ``except*`` clauses of handler ``T`` (the statement's stack is ``stack``)."""
    k = _prologue(w, T)
    if k < 0:
        raise _fail("handler prologue")
    found: List[ast.ExceptHandler] = []
    while not _is_prep(w, k):
        typ, k, nomatch = _clause_type(w, k, stack)
        name: Optional[str] = None
        if w.ins[k].op in _STORES:
            name = w.ins[k].argval
        elif w.ins[k].op != "POP_TOP":
            raise _fail("except* target")
        k += 1
        stops = _body_stops(w, k, nomatch, name)
        base = list(stack) + [N.Marker("exc_prev"), N.ExcValue(), N.Marker("eg_list"), N.ExcValue()]
        body, bend, _ = w.walk(k, Ctx(ctx.stops | stops, ctx.loops, ctx.breaks), base)
        if bend != -1 and bend not in stops:
            raise _fail("clause body ended at %d" % bend)
        found.append(ast.ExceptHandler(type=typ, name=name, body=body or [ast.Pass()]))
        if w.ins[nomatch].op != "POP_TOP":
            raise _fail("no-match path")
        k = nomatch + 1
    if not found:
        raise _fail("no clauses")
    return found


def _clause_type(w: Walker, k: int, stack: List[ast.expr]) -> Tuple[ast.expr, int, int]:
    """``<type>; CHECK_EG_MATCH; COPY 1; POP_JUMP_IF_NONE nomatch``: (type, index after, nomatch)."""
    ins = w.ins
    tmp: List[ast.expr] = list(stack) + [N.Marker("exc_prev"), N.ExcValue(), N.Marker("eg_list"), N.ExcValue()]
    depth = len(tmp)
    scratch: List[ast.stmt] = []
    start = k
    while k < len(ins) and ins[k].op != "CHECK_EG_MATCH":
        if ins[k].target >= 0 or ins[k].op in _ENDS or (k != start and k in w.flow.jump_sources):
            raise _fail("complex except* type")
        w.sim.step(ins[k], tmp, scratch)
        k += 1
    if k + 2 >= len(ins) or scratch or len(tmp) != depth + 1 or (ins[k + 1].op, ins[k + 1].arg) != ("COPY", 1) \
            or ins[k + 2].op != "POP_JUMP_IF_NONE":
        raise _fail("except* type")
    return w.sim.value(tmp[-1]), k + 3, ins[k + 2].target


def _body_handler(w: Walker, k: int, nomatch: int, name: Optional[str]) -> int:
    """Where the handler of the clause body starts (``nomatch``: none found)."""
    def shape(j: int) -> bool:
        if name is not None and _cleanup(w, j) == name:
            j += 3
        return j + 1 < len(w.ins) and (w.ins[j].op, w.ins[j].arg) == ("LIST_APPEND", 3) \
            and w.ins[j + 1].op == "POP_TOP"
    targets = [e.target for e in w.bc.handlers if k <= e.start < nomatch and k < e.target < nomatch
               and shape(e.target)]
    if targets:
        return min(targets)
    for j in range(k, nomatch):
        if shape(j):
            return j
    return nomatch


def _body_stops(w: Walker, k: int, nomatch: int, name: Optional[str]) -> Set[int]:
    """Where the clause body's walk may end: the start of its handler, and each exit
    ``[name = None; del name] [LIST_APPEND 1] JUMP <out of the clause>`` (3.13 copies the
    exit into nested statements).  No break/continue/return can leave an except* clause:
    a jump out of it is its end."""
    ins = w.ins
    stops: Set[int] = {_body_handler(w, k, nomatch, name)}
    for p in range(k, nomatch):
        j = p + 3 if name is not None and _cleanup(w, p) == name else p
        if j < len(ins) and (ins[j].op, ins[j].arg) == ("LIST_APPEND", 1):
            j += 1
        if j < len(ins) and ins[j].op == "JUMP" and w.thread(ins[j].target) >= nomatch:
            stops.add(p)
    return stops


def _cleanup(w: Walker, j: int) -> Optional[str]:
    """``LOAD_CONST None; STORE name; DELETE name`` at ``j``: the name."""
    ins = w.ins
    if j + 2 < len(ins) and ins[j].op == "LOAD_CONST" and ins[j].argval is None and ins[j + 1].op in _STORES \
            and ins[j + 2].op == "DELETE" + ins[j + 1].op[5:] and ins[j + 1].argval == ins[j + 2].argval:
        name: str = ins[j + 1].argval
        return name
    return None
