"""3.9-3.10 finally copies aligned by following both copies' control flow.

:func:`~undis.structure.fincopy38.align_finally` pairs a copy of a finally body with the
handler's copy position by position.  That fails where the compiler laid out the blocks
of the two copies differently: 3.10 copies a small block ending in a return or a reraise
onto each jump to it (the handler's copy of ``if c: try: ... except E: pass`` then ends
each path in its own ``RERAISE``), 3.9 turns a jump to a ``RETURN_VALUE`` into the return.
Here the two copies are walked together from their starts, as graphs: an unconditional
jump on one side only is followed, both ways of a branch are walked in pairs.  A path ends
where the handler's copy reraises (the end of the finally body) and the normal copy goes
on: its continuation.  Every path must continue alike: at one place (jumps threaded), or
in copies of the same straight code to a return (or to the ``RERAISE`` ending an
enclosing finally body, ``stops``).
"""

from __future__ import annotations

from typing import FrozenSet, List, Mapping, NamedTuple, Optional, Sequence, Set, Tuple

from undis.bytecode import Instr
from undis.structure.exitseq38 import finally_end
from undis.structure.fincopy38 import same_instr

_NO_FALL = frozenset({"JUMP", "RETURN_VALUE", "RERAISE", "RAISE_VARARGS"})
_BLOCKS = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "POP_BLOCK", "POP_EXCEPT", "RAISE_VARARGS"})
#: what a return's exit block may run before the return: leave try bodies and handlers
_LEAVING = frozenset({"POP_BLOCK", "POP_EXCEPT"})
_MAX_PAIRS = 2000  # (a bound on the walk: copies are short)

Ins = Tuple[Instr, ...]
Key = Tuple[object, ...]


class GraphCopy(NamedTuple):
    """A copy of a finally body aligned with the handler's (:func:`align_graph`)."""

    end: int  #: where the walk goes on after the copy (the first continuation in the code)
    ends: Tuple[Tuple[int, int], ...]  #: each path's (continuation, the handler's ``RERAISE``)
    region: FrozenSet[int]  #: the copy's instructions and its continuations' straight code
    r: int  #: the last instruction of the handler's copy (as :class:`~undis.structure.fincopy38.FinallyCopy`)

    @property
    def exits(self) -> FrozenSet[int]:
        """The handler's ``RERAISE``s ending the finally body."""
        return frozenset(j for _, j in self.ends)


def align_graph(ins: Ins, a: int, h: int, stops: FrozenSet[int] = frozenset(),
                aliases: Optional[Mapping[int, int]] = None, early: bool = False) -> Optional[GraphCopy]:
    """The copy at ``a`` of the finally body whose handler starts at ``h``, or None
    (``aliases``: continuations known to be copies of one, as the walker's stop aliases;
    ``early``: the copy an early exit runs, whose continuation is the rest of that exit:
    3.10 copies a return's exit block, which may first leave enclosing try bodies and
    handlers, onto each path of the copy)."""
    todo = [(a, h)]
    seen: Set[Tuple[int, int]] = set()
    ends: List[Tuple[int, int]] = []
    while todo:
        i, j = todo.pop()
        if (i, j) in seen:
            continue
        seen.add((i, j))
        if not (0 <= i < len(ins) and 0 <= j < len(ins)) or i == h or len(seen) > _MAX_PAIRS:
            return None
        if ins[j].op == "RERAISE" and not (i < h and ins[i].op == "RERAISE" and i not in stops):
            ends.append((i, j))
            continue
        nxt = _next(ins, i, j)
        if nxt is None:
            return None
        todo.extend(nxt)
    return _joined(ins, a, ends, seen, stops, aliases or {}, _LEAVING if early else frozenset())


def _next(ins: Ins, i: int, j: int) -> Optional[List[Tuple[int, int]]]:
    """The pairs that follow the pair (``i`` normal, ``j`` handler), or None: they differ."""
    m = finally_end(ins, j)
    if m >= 0 and finally_end(ins, i) < 0:
        return [(i, m)]  # the handler copy leaves the exception first
    x, y = ins[i], ins[j]
    if x.op == "JUMP" and y.op != "JUMP":
        return [(x.target, j)]  # the handler copy holds a copy of the block jumped to
    if y.op == "JUMP" and x.op != "JUMP":
        return [(i, y.target)]
    if not same_instr(x, y):
        return None
    out = [(x.target, y.target)] if x.target >= 0 and x.target != y.target else []
    return out + ([(i + 1, j + 1)] if x.op not in _NO_FALL else [])


def _joined(ins: Ins, a: int, ends: List[Tuple[int, int]], seen: Set[Tuple[int, int]], stops: FrozenSet[int],
            aliases: Mapping[int, int], leaving: FrozenSet[str]) -> Optional[GraphCopy]:
    """The copy, when every path continues alike (None otherwise; ``leaving``: see :func:`_continuation`)."""
    if not ends:
        return _never_falls(a, seen)
    region = {i for i, _ in seen} - {i for i, _ in ends}
    keys = set()
    for c, _ in ends:
        key, span = _continuation(ins, c, stops, leaving)
        at = key[1]
        if key[0] == "at" and isinstance(at, int):
            key = ("at", aliases.get(at, at))  # (copies of one exit path continue alike)
        keys.add(key)
        region.update(span)
    if len(keys) != 1:
        return None
    conts = sorted({c for c, _ in ends})
    after = [c for c in conts if c >= a]
    return GraphCopy(after[0] if after else conts[0], tuple(sorted(ends)), frozenset(region), max(j for _, j in seen))


def _never_falls(a: int, seen: Set[Tuple[int, int]]) -> Optional[GraphCopy]:
    """3.10: a finally body that never falls through (every path returns or raises, as the
    handler's copy does after leaving the exception: no ``RERAISE``), its normal copy laid
    out otherwise (the return after a branch copied onto each path): no continuation
    (``end`` past the copy), ``r`` past the handler's copy (as
    :class:`~undis.structure.fincopy38.FinallyCopy` for such a body)."""
    region = frozenset(i for i, _ in seen)
    return GraphCopy(max(region) + 1, (), region, max(j for _, j in seen) + 1) if min(region) == a else None


def _continuation(ins: Ins, c: int, stops: FrozenSet[int], leaving: FrozenSet[str]
                  ) -> Tuple[Key, Sequence[int]]:
    """What the code at continuation ``c`` does: ("code", ...) straight code to a return
    (which may leave blocks by the ops in ``leaving``; copies compare equal), else ("at",
    where it goes, jumps threaded); and its span (with the jumps it runs through: 3.10
    threads no jump that has a line of its own)."""
    k, hops = c, [c]
    while ins[k].op == "JUMP" and len(hops) <= 8:
        k = ins[k].target
        hops.append(k)
    for e in range(k, min(len(ins), k + 32)):
        x = ins[e]
        if x.op == "RETURN_VALUE" or (x.op == "RERAISE" and e in stops):
            code = tuple((z.op, repr(z.argval)) for z in ins[k:e + 1])
            return ("code",) + code, range(c, e + 1) if k == c else hops[:-1]
        if x.target >= 0 or (x.op in _BLOCKS and x.op not in leaving) or x.op == "RERAISE":
            break
    return ("at", k), hops[:-1]
