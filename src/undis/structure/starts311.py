"""Where a 3.11+ try statement whose body cannot raise starts (``try: return <constant>``
with except clauses: :mod:`unreached311` gives the handler an entry over the return only,
and the pops of the iterators of the loops it leaves).  The return runs first, outside
that range, the copies of what it leaves on its way: the finally body of a try around
(:func:`finally_start`: that try starts at the copy, which no entry covers), the exit
calls of the ``with`` statements around and the pops of the iterators of the loops
between (:func:`exits_start`: the try itself starts at them; its body's walk skips them
as any return's).
"""

from __future__ import annotations

from typing import FrozenSet, Tuple

from undis.structure import clauses311, fincopy311, regions311
from undis.structure.exits import exit_call_before
from undis.structure.finally311 import finally_shape
from undis.structure.simulate import DecompileFailure
from undis.structure.tryshapes311 import const_return, only_returns
from undis.structure.walker import Walker


def const_body(w: Walker, s: int) -> bool:
    """The code at ``s`` is pops (``POP_TOP``) then ``return <constant>``: the range
    :mod:`unreached311` adds."""
    k = s
    while k < len(w.ins) and w.ins[k].op == "POP_TOP":
        k += 1
    return const_return(w, k) is not None


def finally_start(w: Walker, T: int, ext: FrozenSet[int]) -> int:
    """Where the try statement of the finally handler ``T``, whose protected region
    ``ext`` starts at ``s``, starts: at the copy of the finally body before ``s`` where
    ``s`` is a :func:`const_body` (right before it, or before the exit calls and pops of
    :func:`exits_start`: the return leaves the try first), which one handler covers, if
    any, not one of the statement's (besides the handlers of the copy's own statements);
    else ``s``."""
    s = min(ext)
    ins = w.ins
    if not const_body(w, s) or ins[T + 1].op in ("POP_TOP", "WITH_EXCEPT_START") or clauses311.is_except(w, T):
        return s
    try:
        fin = finally_shape(w, T)
    except DecompileFailure:
        return s
    e = _past_exits(w, regions311.cover(w, s), s)[0]  # (the values under the try whose body is the return)
    c = e - (fin.last - fin.start)
    if not fin.ends or fin.last <= fin.start or c < 0 or _jumped_into(w, c, s) or not _one_cover(w, T, c, e, ext):
        return s
    return c if fincopy311.copy_match(w, fin, c) == e else s


def leaving_start(w: Walker, T: int, ext: FrozenSet[int]) -> int:
    """Where the try statement of the finally handler ``T``, whose protected region
    ``ext`` starts at ``s``, starts where its finally body always leaves (``try: return
    1 / except: ... / finally: f(); return 2``): the ``return <constant>`` at ``s``, a
    :func:`const_body`, is the end of the finally body's copy, the try body's own return
    is dropped; the try starts at that copy, which the handler's code matches, and so do
    the statements nested in it whose region starts at ``s`` (their bodies are that
    return).  -1 where there is no such copy."""
    s = min(ext)
    if not const_body(w, s) or w.ins[T + 1].op in ("POP_TOP", "WITH_EXCEPT_START") or clauses311.is_except(w, T):
        return -1
    try:
        fin = finally_shape(w, T)
    except DecompileFailure:
        return -1
    if not only_returns(w, fin):
        return -1
    for c in range(s - 1, max(-1, s - len(fin.code) - 1), -1):
        if _jumped_into(w, c, s) or not _one_cover(w, T, c, s, ext):
            break
        if fincopy311.leaving_match(w, fin, c):
            return c
    return -1


def _one_cover(w: Walker, T: int, c: int, e: int, ext: FrozenSet[int]) -> bool:
    """One handler covers the copy ``c..e``, not ``T``'s nor one of its statement's
    (besides the handlers of the copy's own statements)."""
    covers = {regions311.cover(w, j) for j in range(c, e)} - set(range(c, e))
    return len(covers) == 1 and T not in covers and not covers & ext


def exits_start(w: Walker, T: int, s: int) -> int:
    """Where the try statement with except clauses of the handler ``T``, whose protected
    region starts at ``s``, a :func:`const_body`, starts: at the exit calls of the
    ``with`` statements around and the pops of iterators right before ``s``, at least
    one exit call; else ``s``."""
    if not const_body(w, s) or not clauses311.is_except(w, T):
        return s
    c, exits = _past_exits(w, T, s)
    if not exits or _jumped_into(w, c, s):
        return s
    return c


def _past_exits(w: Walker, T: int, s: int) -> Tuple[int, int]:
    """Back from ``s``, past the ``with`` exit calls and the pops right before it (at
    most one for each value under the try of the handler ``T``): where they start, and
    how many exit calls there are (pops before the first of them, as far as it goes,
    are not the return's: the end of a finally body's copy, say)."""
    depth = max((e.depth for e in w.bc.handlers if e.target == T), default=0)
    c, k, exits = s, s, 0
    for _ in range(depth):
        n = exit_call_before(w, k)
        if n:
            exits += 1
            k -= n
            c = k
        elif k > 0 and w.ins[k - 1].op == "POP_TOP":
            k -= 1
        else:
            break
    return c, exits


def _jumped_into(w: Walker, c: int, s: int) -> bool:
    """Does code outside ``c..s`` jump into it (past ``c``)?  (Jumps of a copied loop stay in it.)"""
    return any(not c <= src < s for j in range(c + 1, s + 1) for src in w.flow.jump_sources.get(j, ()))
