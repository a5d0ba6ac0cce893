"""Protected regions of 3.11+ try and with statements (exception-table bytecode):
where normal flow leaves the closure of a handler's ranges (:func:`body_end`; the
closure itself is ``Try311.extent``, cached on the idiom), the handler code reached from a handler (and from the
except clauses of try statements nested in a clause), and whether a straight-line exit
block is a copy of another (:func:`exit_copy`: the compiler copies small exit blocks onto
each path that reaches them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, FrozenSet, List, Set, Tuple

from undis.structure import except_star, with311
from undis.structure.asnames import name_cleanup as _name_cleanup
from undis.structure.fintails import MAX_COPY
from undis.structure.simulate import DecompileFailure
from undis.structure.tryshapes311 import ENDS as _ENDS
from undis.structure.tryshapes311 import fail as _fail
from undis.structure.tryshapes311 import loop_jump as _loop_jump
from undis.structure.walkctx import COND_JUMPS
from undis.structure.walker import Ctx, Walker

if TYPE_CHECKING:
    from undis.structure.try311 import Try311

Sig = Tuple[Tuple[str, object, object, int], ...]


def body_end(tr: Try311, w: Walker, T: int, ctx: Ctx) -> int:
    """Where normal flow leaves the body last (break/continue jumps aside)."""
    ext = tr.extent(w, T)
    if not ext:
        raise _fail("handler without a protected body")
    seen, exits = _flow_in(w, ext, [min(ext)], ctx)
    # nested handlers (except clauses, with) may leave the region too, by their joins
    nested = [e.target for e in w.bc.handlers if e.target in ext and e.target != T]
    # (an except* handler's exit is followed by a copy of what comes after the statement:
    # the end of the body, where the body itself never gets there)
    exits |= _flow_in(w, ext, nested, ctx, joins_only=True, star=not exits)[1]
    exits |= _swallow_exits(w, ext, ctx, exits)
    return max(exits | {max(seen) + 1})


def _swallow_exits(w: Walker, ext: FrozenSet[int], ctx: Ctx, exits: Set[int]) -> Set[int]:
    """Where normal flow leaves ``ext`` from the :func:`swallow_joins` of the ``with``
    statements nested in it (the code after such a statement may be reached only from
    there), less the jumps from there (3.12+ leaves some uncovered) back into the region (a
    loop's in it), to where the body ends anyway (in ``exits``), or a ``break``/``continue``,
    and, 3.12+, less the copies of a small exit block that normal flow leaves to (the compiler
    copies the one after the statement, such as a bare ``raise``, onto the swallowing path: the
    body ends at the first copy; 3.11's clean-up ends the region, the later copy is its end)."""
    ins = w.ins
    return {e for e in _flow_in(w, ext, swallow_joins(w, ext), ctx)[1]
            if not (ins[e].op == "JUMP" and (ins[e].target in ext or ins[e].target in exits
                                             or _loop_jump(w, ctx, w.thread(ins[e].target))))
            and not (w.bc.facts.cold_handlers and _small_exit_copy(w, e, exits))}


def _exit_end(w: Walker, j: int) -> int:
    """Where the straight-line block at ``j`` ends: its first jump, return or raise (or the
    end of the code)."""
    k = j
    while k < len(w.ins) and w.ins[k].target < 0 and w.ins[k].op not in _ENDS:
        k += 1
    return k


def _small_exit_copy(w: Walker, e: int, exits: Set[int]) -> bool:
    """Is the block at ``e`` a small exit block (``MAX_COPY`` instructions at most, such as
    a bare ``raise``) and a copy of the one at another of ``exits``?"""
    k = _exit_end(w, e)
    return k < e + MAX_COPY and any(exit_copy(w, e, x) for x in exits if x != e)


def copied_exit(w: Walker, j: int) -> bool:
    """Would the compiler copy the straight-line exit block at ``j`` onto the jumps to it
    (3.12+)?  A small one (``MAX_COPY`` instructions at most, as compiled: a split
    ``RETURN_CONST`` counts once) or one without a line number (an implicit ``return``)."""
    k = _exit_end(w, j)
    return len({x.offset for x in w.ins[j:k + 1]}) <= MAX_COPY or w.line(j) is None


def swallow_joins(w: Walker, ext: FrozenSet[int]) -> List[int]:
    """Where the ``with`` statements nested in the region ``ext`` (their handlers are in
    it) go on after their exit swallowed an exception, where that is in the region or
    right after it (the code after their handler's ``POP_EXCEPT``, which the joins of
    except clauses do not cover; 3.11: the clean-up ends the region, falling out of it).
    A nested body that ends in a ``return`` (or ``break``/``continue``) runs its own copy
    of the exit calls: the code after the statement, and so the normal end of the region
    (the exit of an enclosing ``with``, the end of a try body), may be reached only from
    there."""
    ins, joins = w.ins, []
    for t in sorted({e.target for e in w.bc.handlers if e.target in ext}):
        if ins[t].op != "PUSH_EXC_INFO" or ins[t + 1].op != "WITH_EXCEPT_START":
            continue
        try:
            end_at = with311.with_handler(w, t, ins[t + 2].op == "GET_AWAITABLE")
        except DecompileFailure:
            continue
        if end_at in ext or end_at - 1 in ext:
            joins.append(end_at)
    return joins


def _flow_in(w: Walker, ext: FrozenSet[int], seeds: List[int], ctx: Ctx, joins_only: bool = False,
             star: bool = False) -> Tuple[Set[int], Set[int]]:
    """Normal flow from ``seeds`` inside ``ext``: (indices reached, where it leaves ``ext``).
    ``joins_only``: past a POP_EXCEPT, follow only a jump or a fall into normal code (not
    the copies of exits before a return); ``star``: also what follows an except* handler's
    exit (a copy of the code after the statement)."""
    seen: Set[int] = set()
    exits: Set[int] = set()
    todo = list(seeds)
    while todo:
        k = todo.pop()
        if k in seen or k >= len(w.ins):
            continue
        x = w.ins[k]
        if k not in ext:
            exits.add(k)
            if not _uncovered_jump(w, ext, k):
                continue
        seen.add(k)
        if joins_only and x.op == "POP_EXCEPT":
            j = k + 1 + (3 if _name_cleanup(w, k + 1) is not None else 0)
            t = w.ins[j].target
            if w.ins[j].op == "JUMP" and j not in ext and not _loop_jump(w, ctx, w.thread(t)):
                todo.append(t)  # (3.13: the exit jump of a clause nested in the body may lie outside its range)
            elif w.ins[j].op == "JUMP" or j in w.flow.reachable or (star and except_star.is_exit(w, k)):
                todo.append(j)
            continue
        if x.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            todo.append(k + 1)
        if x.target >= 0 and not _loop_jump(w, ctx, w.thread(x.target)):
            todo.append(x.target)
    return seen, exits


def cover(w: Walker, k: int) -> int:
    """The handler of the exception-table entry containing ``k`` (-1: none)."""
    for e in w.bc.handlers:
        if e.start <= k < e.end:
            return e.target
    return -1


def sig(w: Walker, a: int, b: int) -> Sig:
    # (YIELD_VALUE's argument is the handler depth: it differs between the copies)
    return tuple((x.op, None, None, -1) if x.op == "YIELD_VALUE" else
                 (x.op, x.argval, x.arg if x.argval is None else None, x.target - a if x.target >= 0 else -1)
                 for x in w.ins[a:b])


def handler_code(w: Walker, T: int) -> List[int]:
    """Instructions reached from handler entry ``T`` by normal flow, in handler code only."""
    seen: Set[int] = set()
    todo = [T]
    while todo:
        k = todo.pop()
        if k in seen or k >= len(w.ins) or k in w.flow.reachable:
            continue
        seen.add(k)
        x = w.ins[k]
        if x.op not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            todo.append(k + 1)
        if x.target >= 0:
            todo.append(x.target)
    return sorted(seen)


def clause_code(w: Walker, T: int) -> List[int]:
    """:func:`handler_code` of ``T`` and of the except clauses of the try statements in
    its clauses (a nested clause may end the outer one: its POP_EXCEPT, then the
    outer's): a try whose first instruction follows one that the clause's clean-up
    handler covers (not a try after the clause, in code only the clause reaches), and
    is clause code or follows it (3.12+: a try after an earlier one in the clause
    follows that one's clean-up code, which the clause jumps over)."""
    code = set(handler_code(w, T))
    todo = [T]
    while todo:
        cleanups = {cover(w, t) for t in todo}
        cleanups |= {e.target for e in w.bc.handlers if cover(w, e.target) in cleanups
                     and _name_cleanup(w, e.target) is not None}  # (an ``as`` name's, over its clause)
        todo = sorted({e.target for e in w.bc.handlers if code & {e.start - 1, e.start} and e.target not in code
                       and cover(w, e.start - 1) in cleanups and w.ins[e.target].op == "PUSH_EXC_INFO"})
        for t in todo:
            code.update(handler_code(w, t))
    return sorted(code)


def exit_copy(w: Walker, j: int, J: int) -> bool:
    """Is the straight-line exit block at ``j`` a copy of the one at ``J``?"""
    k = _exit_end(w, j)
    if k >= len(w.ins) or w.ins[k].target >= 0:
        return False
    return sig(w, j, k + 1) == sig(w, J, J + k + 1 - j)


def _uncovered_jump(w: Walker, ext: FrozenSet[int], k: int) -> bool:
    """3.12+: is the jump at ``k``, outside the protected range ``ext``, part of the try
    body?  A jump cannot raise: 3.13 leaves some in a body uncovered (the flipped test of
    ``if c: break``, the jump of a ``break`` out of a loop nested in the body).  It is when
    the jumps there lie between two pieces of the range (not a jump that ends the body)."""
    if not w.bc.facts.cold_handlers or k - 1 not in ext:
        return False
    j = k
    while j < len(w.ins) and (w.ins[j].op == "JUMP" or w.ins[j].op in COND_JUMPS):
        j += 1
    return j > k and j in ext
